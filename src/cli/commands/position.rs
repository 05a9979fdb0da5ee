//! Reading a position from the command line: a card (`--card`), dice, throws left and held
//! dice, each checked against the rules. `advise` and `odds` share them.

use crate::cli::CliError;
use crate::cli::args::TurnDiceArgs;
use crate::l10n::t;
use crate::rules::{BoxId, Card, Counts, Dice, Face, Holds, Ruleset};

/// Every problem found here is in a value the user gave.
fn usage(why: String) -> CliError {
    CliError::Usage(why)
}

/// A piece of a value the user gave, as a message quotes it: escaped (a new line or a tab
/// in it shows as `\n`, `\t`) and cut short.
fn quoted(part: &str) -> String {
    crate::escape::excerpt(part, 40)
}

/// Parses `--card`: `box=points` pairs and `extra_yahtzees=N`, checked against the rules.
/// On a card of several columns a key names its column: `fours@2=12`, `extra_yahtzees@3=1`
/// (columns 1 to 3, left to right); without one it is the first.
pub(crate) fn parse_card(spec: &str, rules: &Ruleset) -> Result<Card, CliError> {
    let n = rules.layout().columns().len();
    let mut columns = vec![([None; crate::rules::BOXES], 0u16); n];
    for part in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (key, value) = part
            .split_once('=')
            .ok_or_else(|| usage(t!("cli-position-not-box-points", part = quoted(part))))?;
        let value: u16 = value
            .trim()
            .parse()
            .map_err(|_| usage(t!("cli-position-points-whole", part = quoted(part))))?;
        let (key, column) = match key.trim().split_once('@') {
            None => (key.trim(), 0),
            Some((key, c)) => {
                let c: usize = c
                    .trim()
                    .parse()
                    .ok()
                    .filter(|c| (1..=n).contains(c))
                    .ok_or_else(|| {
                        usage(t!("cli-position-column", part = quoted(part), columns = n))
                    })?;
                (key.trim(), c - 1)
            }
        };
        if key == "extra_yahtzees" {
            columns[column].1 = value;
            continue;
        }
        let b: BoxId = key
            .parse()
            .map_err(|e: crate::rules::UnknownBox| usage(e.to_string()))?;
        if columns[column].0[b.index()].replace(value).is_some() {
            return Err(usage(t!("cli-position-box-twice", id = b.id())));
        }
        if !crate::rules::points_possible(rules, b, value) {
            return Err(usage(t!(
                "cli-position-impossible",
                id = b.id(),
                points = value,
                label = rules.layout().label(b)
            )));
        }
    }
    Card::from_columns(rules, &columns).map_err(|e| usage(e.to_string()))
}

fn parse_faces(s: &str) -> Result<Counts, CliError> {
    let faces: Vec<Face> = s
        .split([',', '-', ' '])
        .filter(|p| !p.is_empty())
        .map(|p| {
            p.trim()
                .parse::<u8>()
                .ok()
                .and_then(Face::from_value)
                .ok_or_else(|| usage(t!("cli-position-not-a-face", part = quoted(p))))
        })
        .collect::<Result<_, _>>()?;
    if faces.len() > 5 {
        return Err(usage(t!("cli-position-five-held")));
    }
    Ok(Counts::from_faces(faces))
}

/// The dice and throws left given for a turn in mid-play, checked. Options that describe the
/// dice are refused without them, and `--held` without sticky holds: ignoring them would
/// answer a question the user did not ask.
pub(crate) fn parse_turn_dice(
    turn: &TurnDiceArgs,
    rules: &Ruleset,
) -> Result<(Option<Dice>, u8), CliError> {
    let (dice, rolls_left) = (turn.dice.as_deref(), turn.rolls_left);
    if dice.is_none() && (rolls_left.is_some() || turn.held.is_some()) {
        return Err(CliError::Usage(t!("cli-position-need-dice")));
    }
    if turn.held.is_some() && !rules.sticky_holds() {
        return Err(CliError::Usage(t!("cli-position-held-sticky")));
    }
    let dice = dice
        .map(|d| {
            d.parse::<Dice>()
                .map_err(|e| CliError::Usage(e.to_string()))
        })
        .transpose()?;
    let rolls_left = rolls_left.unwrap_or(rules.max_rolls() - 1);
    if rolls_left >= rules.max_rolls() {
        return Err(CliError::Usage(t!(
            "cli-position-rolls-left",
            throws = (rules.max_rolls())
        )));
    }
    Ok((dice, rolls_left))
}

/// `--held` for sticky holds: which of the dice are held.
pub(crate) fn parse_held(held: Option<&str>, dice: &Dice) -> Result<Holds, CliError> {
    match held {
        None => Ok(Holds::NONE),
        Some(h) => {
            let want = parse_faces(h)?;
            if !want.is_subset_of(&dice.counts()) {
                return Err(CliError::Usage(t!(
                    "cli-position-held-not-among",
                    held = want.to_string(),
                    dice = dice.to_string()
                )));
            }
            Ok(crate::ai::holds_for(dice, Holds::NONE, &want))
        }
    }
}
