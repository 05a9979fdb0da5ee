//! A line typed into a command. Command words are accepted in English always and in the
//! language spoken too (each language's words are a Fluent message, a comma list), in any
//! case; box names as the card names them (its long or short name, in the card's language
//! or in English), or a prefix that names one box only.

use crate::l10n::{Lang, t};
use crate::rules::{BoxId, Dice, Layout};
use crate::rules::{ColumnId, DieIndex};

/// What the player asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Command {
    /// Throw the game's dice, or (with five faces) say the throw of real dice.
    Throw(Option<Dice>),
    /// Hold exactly these dice (1 to 5), releasing the others.
    Hold(Vec<DieIndex>),
    /// Release these dice (all, if none is named).
    Release(Vec<DieIndex>),
    /// Score the dice in a box, or on a score pad record its points.
    Score(String),
    /// On a score pad: change a filled box's points.
    Correct(String),
    Card,
    Standings,
    Log,
    Hints,
    Odds,
    Undo,
    Help,
    Repeat,
    Quit,
    /// An empty line: the prompt again.
    Nothing,
    /// A word that is no command.
    Unknown(String),
    /// A command whose dice are not dice 1 to 5.
    BadDice(String),
}

/// Each command: its words (a Fluent comma list, read in the language spoken where it is
/// called) and what it makes of the rest of the line. One table, so a command's words and
/// its meaning cannot drift apart.
type Entry = (fn() -> String, fn(&str) -> Command);

const COMMANDS: [Entry; 14] = [
    (|| t!("plain-command-throw"), throw),
    (
        || t!("plain-command-hold"),
        |rest| dice_or_not(rest, Command::Hold),
    ),
    (
        || t!("plain-command-release"),
        |rest| dice_or_not(rest, Command::Release),
    ),
    (
        || t!("plain-command-score"),
        |rest| Command::Score(rest.to_string()),
    ),
    (
        || t!("plain-command-correct"),
        |rest| Command::Correct(rest.to_string()),
    ),
    (|| t!("plain-command-card"), |_| Command::Card),
    (|| t!("plain-command-standings"), |_| Command::Standings),
    (|| t!("plain-command-log"), |_| Command::Log),
    (|| t!("plain-command-hints"), |_| Command::Hints),
    (|| t!("plain-command-odds"), |_| Command::Odds),
    (|| t!("plain-command-undo"), |_| Command::Undo),
    (|| t!("plain-command-help"), |_| Command::Help),
    (|| t!("plain-command-repeat"), |_| Command::Repeat),
    (|| t!("plain-command-quit"), |_| Command::Quit),
];

/// `throw`, or with five faces the throw of real dice.
fn throw(rest: &str) -> Command {
    if rest.is_empty() {
        return Command::Throw(None);
    }
    match crate::tui::screens::play::parse_throw(rest) {
        Ok(dice) => Command::Throw(Some(dice)),
        Err(_) => Command::BadDice(rest.to_string()),
    }
}

/// The dice `rest` names made into a command, or why they are no dice.
fn dice_or_not(rest: &str, make: fn(Vec<DieIndex>) -> Command) -> Command {
    match dice_list(rest) {
        Some(dice) => make(dice),
        None => Command::BadDice(rest.to_string()),
    }
}

/// The words of `entry` in `lang`, lowercased.
fn words(lang: Lang, entry: &Entry) -> Vec<String> {
    crate::l10n::speaking(lang, None, entry.0)
        .split(',')
        .map(|w| w.trim().to_lowercase())
        .filter(|w| !w.is_empty())
        .collect()
}

/// The command a word names, in English or in the language spoken.
fn which(word: &str) -> Option<&'static Entry> {
    let word = word.to_lowercase();
    let here = crate::l10n::current();
    COMMANDS.iter().find(|entry| {
        words(Lang::En, entry).contains(&word)
            || (here != Lang::En && words(here, entry).contains(&word))
    })
}

/// Parses one line.
pub(crate) fn parse(line: &str) -> Command {
    let line = line.trim();
    let (head, rest) = match line.split_once(char::is_whitespace) {
        Some((h, r)) => (h, r.trim()),
        None => (line, ""),
    };
    if head.is_empty() {
        return Command::Nothing;
    }
    // A command of two words ("skriv in", as the Swedish prompt says it) before one of one.
    let (found, rest) = match rest.split_once(char::is_whitespace) {
        Some((second, after)) if which(&format!("{head} {second}")).is_some() => {
            (which(&format!("{head} {second}")), after.trim())
        }
        _ if !rest.is_empty() && which(&format!("{head} {rest}")).is_some() => {
            (which(&format!("{head} {rest}")), "")
        }
        _ => (which(head), rest),
    };
    match found {
        Some((_, make)) => make(rest),
        None => Command::Unknown(head.to_string()),
    }
}

/// "1 2", "1,2", "12": dice by their place, 1 to 5; `None` if anything else is there.
fn dice_list(text: &str) -> Option<Vec<DieIndex>> {
    let mut dice = Vec::new();
    for c in text.chars() {
        match c {
            ' ' | ',' => {}
            '1'..='5' => {
                let die = c.to_digit(10).and_then(|d| DieIndex::new(d as u8 - 1))?;
                if !dice.contains(&die) {
                    dice.push(die);
                }
            }
            _ => return None,
        }
    }
    Some(dice)
}

/// Where a score goes: the box, the column (on a card of several), and the points typed
/// on a score pad (with `+` for an extra-Yahtzee bonus).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Target {
    pub(super) b: BoxId,
    pub(super) column: Option<ColumnId>,
    pub(super) points: Option<(u16, bool)>,
}

/// Why a box named could not be found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum NotABox {
    Missing,
    Unknown(String),
    Ambiguous(String, Vec<BoxId>),
    BadPoints(String),
}

/// Reads "full house", "fh 25", "fours 2" (the second column) against `layout`'s boxes.
/// `points` says whether a number of points ends the text (a score pad).
pub(super) fn target(text: &str, layout: Layout, points: bool) -> Result<Target, NotABox> {
    let mut words: Vec<&str> = text.split_whitespace().collect();
    if words.is_empty() {
        return Err(NotABox::Missing);
    }
    let mut typed_points = None;
    if points && words.len() > 1 {
        if let Some(last) = words.last()
            && let Ok(p) = crate::tui::screens::play::parse_points(last)
        {
            typed_points = Some(p);
            words.pop();
        } else if let Some(last) = words.last()
            && last.chars().all(|c| c.is_ascii_digit() || c == '+')
        {
            return Err(NotABox::BadPoints(last.to_string()));
        }
    }
    let mut column = None;
    if layout.is_multi_column() && words.len() > 1 {
        let columns = layout.columns();
        if let Some(last) = words.last() {
            let found = last
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=columns.len()).contains(n))
                .map(|n| n - 1)
                .or_else(|| {
                    columns
                        .iter()
                        .position(|c| c.name.to_lowercase() == last.to_lowercase())
                });
            if let Some(i) = found {
                column = ColumnId::new(i as u8);
                words.pop();
            }
        }
    }
    let name = words.join(" ").to_lowercase();
    let b = find_box(&name, layout)?;
    Ok(Target {
        b,
        column,
        points: typed_points,
    })
}

/// The box `name` names on `layout`: its name or short name in the card's language or in
/// English, exactly, or else the one box whose name starts so.
fn find_box(name: &str, layout: Layout) -> Result<BoxId, NotABox> {
    let squeeze = |s: &str| {
        s.to_lowercase()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let name = squeeze(name);
    let names_of = |b: BoxId| -> Vec<String> {
        let here = vec![squeeze(layout.label(b)), squeeze(layout.short(b))];
        let english = crate::l10n::speaking(Lang::En, Some(Lang::En), || {
            vec![squeeze(layout.label(b)), squeeze(layout.short(b))]
        });
        here.into_iter().chain(english).collect()
    };
    let boxes = layout.boxes();
    if let Some(&b) = boxes.iter().find(|&&b| names_of(b).contains(&name)) {
        return Ok(b);
    }
    let starting: Vec<BoxId> = boxes
        .iter()
        .copied()
        .filter(|&b| names_of(b).iter().any(|n| n.starts_with(&name)))
        .collect();
    match starting.as_slice() {
        [b] => Ok(*b),
        [] => Err(NotABox::Unknown(name)),
        _ => Err(NotABox::Ambiguous(name, starting)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_read_in_english_and_in_the_language_spoken() {
        assert_eq!(parse("throw"), Command::Throw(None));
        assert_eq!(
            parse("  HOLD 1 2 "),
            Command::Hold(vec![DieIndex::ALL[0], DieIndex::ALL[1]])
        );
        assert!(matches!(parse("hold 7"), Command::BadDice(_)));
        crate::l10n::speaking(Lang::De, None, || {
            assert_eq!(parse("würfeln"), Command::Throw(None));
            assert_eq!(parse("halten 3"), Command::Hold(vec![DieIndex::ALL[2]]));
            assert_eq!(parse("throw"), Command::Throw(None));
        });
    }

    /// The Swedish prompt says "skriv in" (score): typed as it says, the box is what follows,
    /// not "in kåk".
    #[test]
    fn a_command_of_two_words_is_read_whole() {
        crate::l10n::speaking(Lang::Sv, None, || {
            assert_eq!(parse("skriv in kåk"), Command::Score("kåk".to_string()));
            assert_eq!(parse("Skriv  in"), Command::Score(String::new()));
            assert_eq!(parse("skriv kåk"), Command::Score("kåk".to_string()));
        });
        assert_eq!(
            parse("score full house"),
            Command::Score("full house".to_string())
        );
    }

    #[test]
    fn boxes_are_found_by_name_short_name_or_a_unique_prefix() {
        let find = |s| target(s, Layout::Classic, false).map(|t| t.b);
        assert_eq!(find("full house"), Ok(BoxId::FullHouse));
        assert_eq!(find("FH"), Ok(BoxId::FullHouse));
        assert_eq!(find("fu"), Ok(BoxId::FullHouse));
        assert!(matches!(find("f"), Err(NotABox::Ambiguous(..))));
        assert!(matches!(find("nothing"), Err(NotABox::Unknown(_))));
        let pad = target("full house 25", Layout::Classic, true);
        assert_eq!(pad.map(|t| t.points), Ok(Some((25, false))));
        crate::l10n::speaking(Lang::De, None, || {
            assert_eq!(find("dreierpasch"), Ok(BoxId::ThreeOfAKind));
            assert_eq!(find("three of a kind"), Ok(BoxId::ThreeOfAKind));
        });
    }
}
