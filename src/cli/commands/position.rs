//! Reading a position from the command line: a card (`--card`), dice, throws left and held
//! dice, each checked against the rules. `advise` and `odds` share them.

use crate::cli::CliError;
use crate::cli::args::TurnDiceArgs;
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
        let (key, value) = part.split_once('=').ok_or_else(|| {
            usage(format!(
                "'{}' is not BOX=POINTS (e.g. fours=12)",
                quoted(part)
            ))
        })?;
        let value: u16 = value
            .trim()
            .parse()
            .map_err(|_| usage(format!("'{}': points must be a whole number", quoted(part))))?;
        let (key, column) = match key.trim().split_once('@') {
            None => (key.trim(), 0),
            Some((key, c)) => {
                let c: usize = c
                    .trim()
                    .parse()
                    .ok()
                    .filter(|c| (1..=n).contains(c))
                    .ok_or_else(|| {
                        usage(format!(
                            "'{}': the column after @ is 1 to {n} on this card",
                            quoted(part)
                        ))
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
            return Err(usage(format!("{} is given twice", b.id())));
        }
        if !crate::rules::points_possible(rules, b, value) {
            return Err(usage(format!(
                "{}={value} is impossible: no roll scores {value} in {b} under these rules",
                b.id()
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
                .ok_or_else(|| usage(format!("'{}' is not a die face: use 1 to 6", quoted(p))))
        })
        .collect::<Result<_, _>>()?;
    if faces.len() > 5 {
        return Err(usage("at most five dice can be held".to_string()));
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
        return Err(CliError::Usage(
            "--rolls-left and --held need --dice: they describe the dice on the table".to_string(),
        ));
    }
    if turn.held.is_some() && !rules.sticky_holds() {
        return Err(CliError::Usage(
            "--held matters only with sticky holds (--set sticky_holds=true); with free holds any die may be thrown again"
                .to_string(),
        ));
    }
    let dice = dice
        .map(|d| {
            d.parse::<Dice>()
                .map_err(|e| CliError::Usage(e.to_string()))
        })
        .transpose()?;
    let rolls_left = rolls_left.unwrap_or(rules.max_rolls() - 1);
    if rolls_left >= rules.max_rolls() {
        return Err(CliError::Usage(format!(
            "--rolls-left must be below {} (the dice shown count as one throw of {})",
            rules.max_rolls(),
            rules.max_rolls()
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
                return Err(CliError::Usage(format!(
                    "the held dice {want} are not among the dice {dice}"
                )));
            }
            Ok(crate::ai::holds_for(dice, Holds::NONE, &want))
        }
    }
}
