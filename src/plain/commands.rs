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

/// The other family's card (Classic's for Yatzy's, Yatzy's for the others), and the box on it
/// that stands for `b`: a player raised on one card types its names on the other ("ones" for
/// Aces, "yatzy" for the Yahtzee box). `None` where the other card has no such box.
fn counterpart(layout: Layout, b: BoxId) -> Option<(Layout, BoxId)> {
    let other = match layout.column_layout() {
        Layout::Yatzy => Layout::Classic,
        _ => Layout::Yatzy,
    };
    if b == layout.five_of_a_kind_box() {
        Some((other, other.five_of_a_kind_box()))
    } else {
        other.has(b).then_some((other, b))
    }
}

/// The box `name` names on `layout`: its name or short name in the card's language or in
/// English (or the other card's names for the same box), exactly, or else the one box whose
/// name starts so.
fn find_box(name: &str, layout: Layout) -> Result<BoxId, NotABox> {
    let squeeze = |s: &str| {
        s.to_lowercase()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let name = squeeze(name);
    let own = |b: BoxId| vec![squeeze(layout.label(b)), squeeze(layout.short(b))];
    let other = |b: BoxId| {
        counterpart(layout, b).map_or_else(Vec::new, |(other, b)| {
            vec![squeeze(other.label(b)), squeeze(other.short(b))]
        })
    };
    let english = |names: &dyn Fn(BoxId) -> Vec<String>, b| {
        crate::l10n::speaking(Lang::En, Some(Lang::En), || names(b))
    };
    // Tiers, nearest first, so a name the card itself shows always means its own box: the
    // card's names, the other card's, then both in English (Swedish "SS" is Stor stege,
    // not English's small straight).
    let tiers: [&dyn Fn(BoxId) -> Vec<String>; 4] =
        [&own, &other, &|b| english(&own, b), &|b| english(&other, b)];
    let names_of = |b: BoxId| -> Vec<String> { tiers.iter().flat_map(|tier| tier(b)).collect() };
    let boxes = layout.boxes();
    for tier in &tiers {
        if let Some(&b) = boxes.iter().find(|&&b| tier(b).contains(&name)) {
            return Ok(b);
        }
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

    /// A player raised on the other card types its names: "ones" on the Classic card is
    /// Aces, "yatzy" its Yahtzee box; "aces" and "yahtzee" (or "kniffel") on Yatzy's card.
    #[test]
    fn the_other_cards_names_name_the_same_box() {
        let on = |layout, s| target(s, layout, false).map(|t| t.b);
        assert_eq!(on(Layout::Classic, "ones"), Ok(BoxId::Ones));
        assert_eq!(on(Layout::Classic, "aces"), Ok(BoxId::Ones));
        assert_eq!(on(Layout::Classic, "yatzy"), Ok(BoxId::Yahtzee));
        assert_eq!(on(Layout::ThreeColumn, "ones"), Ok(BoxId::Ones));
        assert_eq!(on(Layout::Yatzy, "aces"), Ok(BoxId::Ones));
        assert_eq!(on(Layout::Yatzy, "yahtzee"), Ok(BoxId::Yatzy));
        assert_eq!(on(Layout::Yatzy, "twos"), Ok(BoxId::Twos));
        crate::l10n::speaking(Lang::De, None, || {
            assert_eq!(on(Layout::Yatzy, "kniffel"), Ok(BoxId::Yatzy));
            assert_eq!(on(Layout::Classic, "yatzy"), Ok(BoxId::Yahtzee));
        });
        crate::l10n::speaking(Lang::Fr, None, || {
            assert_eq!(on(Layout::Yatzy, "yams"), Ok(BoxId::Yatzy));
        });
    }

    /// Every name of every box, on every card and in every language, still names that box
    /// and no other: the other card's names make nothing ambiguous.
    #[test]
    fn no_name_of_either_card_is_ambiguous() {
        for lang in Lang::ALL {
            crate::l10n::speaking(lang, Some(lang), || {
                for layout in Layout::ALL {
                    for &b in layout.boxes() {
                        let mut names = vec![layout.label(b), layout.short(b)];
                        if let Some((other, o)) = counterpart(layout, b) {
                            names.extend([other.label(o), other.short(o)]);
                        }
                        for name in names {
                            assert_eq!(
                                find_box(name, layout),
                                Ok(b),
                                "{name:?} on the {layout:?} card in {lang:?}"
                            );
                        }
                    }
                }
            });
        }
    }
}
