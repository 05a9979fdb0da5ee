//! Wording shared by the screens and the command line, so both say things the same way.
//!
//! Every phrase comes from the `core-…` messages of the Fluent files, in the language spoken
//! where it is called ([`yahtzee_l10n::current`]); box names come from the card
//! ([`crate::rules::Layout::label`]), in the card names' language. A turn's line is made of
//! phrases, each a message of its own: the log wraps between them, and the joiners (", ",
//! " ") are punctuation every language shares.

use std::borrow::Cow;

use yahtzee_l10n::t;

use crate::game::Choice;

/// The name the game gives the person playing against CPUs when they give none.
pub const DEFAULT_NAME: &str = "You";

/// Who a sentence is about, for the messages that say "you rolled" but "Ana rolled":
/// `"you"` for the default name (the person in front of the screen), `"other"` for anyone.
pub fn who(name: &str) -> &'static str {
    if name == DEFAULT_NAME { "you" } else { "other" }
}

/// A seat's name as shown: the default name in the language spoken ("Du", "Vous"); a CPU's
/// automatic name ("Strong CPU 2", or the one a table in another language gave it) as this
/// language says it ("Starker PC 2"); any other name as the player typed it. What is
/// stored stays as it was made, so a save opens in any language.
pub fn shown_name(name: &str) -> Cow<'_, str> {
    if name == DEFAULT_NAME {
        return Cow::Owned(t!("core-seat-you"));
    }
    match automatic_cpu(name) {
        Some((level, number)) => {
            let base = t!("core-cpu-name", level = level.id());
            Cow::Owned(match number {
                Some(n) => format!("{base} {n}"),
                None => base,
            })
        }
        None => Cow::Borrowed(name),
    }
}

/// A seat's name for a narrow column: an automatic CPU's name by its level alone ("Strong 2",
/// "Stark"), any other name as [`shown_name`] gives it less a trailing " CPU".
pub fn short_name(name: &str) -> Cow<'_, str> {
    match automatic_cpu(name) {
        Some((level, Some(n))) => Cow::Owned(format!("{} {n}", level.shown())),
        Some((level, None)) => Cow::Borrowed(level.shown()),
        None => match shown_name(name) {
            Cow::Borrowed(name) => Cow::Borrowed(name.trim_end_matches(" CPU")),
            Cow::Owned(name) => Cow::Owned(name.trim_end_matches(" CPU").to_string()),
        },
    }
}

/// Whether `name` is a CPU's automatic name ("Strong CPU 2"), in any language: it says
/// what the seat is already.
pub fn is_automatic_cpu(name: &str) -> bool {
    automatic_cpu(name).is_some()
}

/// The level and number of a CPU's automatic name, in whichever language it was made:
/// "Strong CPU" is (Strong, none), "Starker PC 2" is (Strong, "2").
fn automatic_cpu(name: &str) -> Option<(crate::game::Level, Option<&str>)> {
    use crate::game::Level;
    static NAMES: std::sync::OnceLock<Vec<(String, Level)>> = std::sync::OnceLock::new();
    let names = NAMES.get_or_init(|| {
        yahtzee_l10n::Lang::ALL
            .iter()
            .flat_map(|&lang| {
                yahtzee_l10n::speaking(lang, None, || {
                    Level::ALL.map(|level| (t!("core-cpu-name", level = level.id()), level))
                })
            })
            .collect()
    });
    names.iter().find_map(|(base, level)| {
        let rest = name.strip_prefix(base.as_str())?;
        if rest.is_empty() {
            return Some((*level, None));
        }
        // `cpu_name` numbers the second and later CPUs of a level: "Strong CPU 2".
        let number = rest.strip_prefix(' ')?;
        let numbered = !number.is_empty()
            && !number.starts_with('0')
            && number.len() <= 2
            && number.bytes().all(|b| b.is_ascii_digit());
        numbered.then_some((*level, Some(number)))
    })
}

/// A seat's name at the table as shown ([`shown_name`]); "?" for a seat the match does not
/// have.
pub fn shown_seat_name(game: &crate::game::Match, seat: crate::game::SeatId) -> String {
    game.seat(seat)
        .map_or_else(|| "?".to_string(), |s| shown_name(&s.name).into_owned())
}

/// `text` ending in one full stop: a sentence that quotes another message (a store error may
/// be a sentence of its own, with its own stop) must not end in two.
pub fn full_stop(text: &str) -> String {
    let text = text.trim_end();
    if text.ends_with(['.', '!', '?', '…']) {
        text.to_string()
    } else {
        format!("{text}.")
    }
}

/// The labels of a small enum's values, worked out once per language and kept, so a label
/// stays a `&'static str` like the ids beside it and drawing a screen formats nothing.
pub struct Labels<T: 'static, const N: usize> {
    all: [T; N],
    make: fn(T) -> String,
    table: std::sync::OnceLock<Vec<[String; N]>>,
}

impl<T: Copy + PartialEq, const N: usize> Labels<T, N> {
    /// The labels of every value in `all`, each as `make` says it.
    pub const fn new(all: [T; N], make: fn(T) -> String) -> Self {
        Labels {
            all,
            make,
            table: std::sync::OnceLock::new(),
        }
    }

    /// `value`'s label in the language spoken here and now.
    pub fn get(&'static self, value: T) -> &'static str {
        self.get_in(value, yahtzee_l10n::current())
    }

    /// `value`'s label in `lang` (the card's words go by [`yahtzee_l10n::names`]).
    pub fn get_in(&'static self, value: T, lang: yahtzee_l10n::Lang) -> &'static str {
        let table = self.table.get_or_init(|| {
            yahtzee_l10n::Lang::ALL
                .iter()
                .map(|&lang| {
                    yahtzee_l10n::speaking(lang, None, || self.all.map(|v| (self.make)(v)))
                })
                .collect()
        });
        let at = self.all.iter().position(|v| *v == value);
        table
            .get(lang as usize)
            .zip(at)
            .and_then(|(row, at)| row.get(at))
            .map_or("?", String::as_str)
    }
}

/// "1 box", "2 boxes": a count with its English noun in the right number. English only:
/// a translated message counts with a Fluent plural selector instead.
pub fn count(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A choice in the player's words: "Score Full house for 25", "Hold 3-3-3, throw 2".
pub fn describe(choice: &Choice) -> String {
    match choice {
        Choice::Score { b, points, .. } => {
            t!("core-choice-score", spot = b.label(), points = (*points))
        }
        Choice::Hold { keep } if keep.is_empty() => t!("core-choice-throw-all"),
        Choice::Hold { keep } => {
            let count = 5u8.saturating_sub(keep.len());
            t!("core-choice-hold", keep = keep.to_string(), count = count)
        }
    }
}

/// [`describe`] on `layout`'s card: a placement names its column on a card of several.
pub fn describe_in(layout: crate::rules::Layout, choice: &Choice) -> String {
    match choice {
        Choice::Score { b, points, column } => t!(
            "core-choice-score",
            spot = spot_name(layout, crate::rules::Spot::new(*column, *b)),
            points = (*points)
        ),
        Choice::Hold { .. } => describe(choice),
    }
}

/// [`describe_short`] on `layout`'s card.
pub fn describe_short_in(layout: crate::rules::Layout, choice: &Choice) -> String {
    match choice {
        Choice::Score { b, points, column } if layout.is_multi_column() => {
            let name = layout
                .columns()
                .get(column.index())
                .map_or("", |c| c.label());
            format!("{} {name} {points}", layout.short(*b))
        }
        Choice::Score { b, points, .. } => format!("{} {points}", layout.short(*b)),
        Choice::Hold { .. } => describe_short(choice),
    }
}

/// Who played a turn: the seat's name, and the CPU that played it for them if they were
/// away ("Ana (Strong CPU standing in)").
pub fn turn_player(name: &str, stand_in: Option<crate::game::Level>) -> String {
    match stand_in {
        Some(level) => t!(
            "core-turn-stand-in",
            name = shown_name(name).into_owned(),
            level = level.shown()
        ),
        None => shown_name(name).into_owned(),
    }
}

/// One turn of the match in a line: "Bo: 2-3-5-6-6, kept 6-6 → 1-4-6-6-6 ▸ Sixes 18".
pub fn describe_turn(
    story: &crate::game::TurnStory,
    name: &str,
    extra_bonus: u16,
    layout: crate::rules::Layout,
) -> String {
    turn_phrases(story, name, extra_bonus, layout).concat()
}

/// One turn as the phrases of [`describe_turn`], each after the first starting with what
/// joins it to the one before (", ", " "): a narrow log breaks its lines between phrases,
/// so "▸ Chance 20" or "kept 6 → 4-4-5-6-6" is never cut in two.
pub fn turn_phrases(
    story: &crate::game::TurnStory,
    name: &str,
    extra_bonus: u16,
    layout: crate::rules::Layout,
) -> Vec<String> {
    let name = shown_name(name).into_owned();
    let mut head = None;
    let mut out = Vec::new();
    for throw in &story.throws {
        let dice = throw.dice.counts().to_string();
        if head.is_none() {
            head = Some(t!(
                "core-turn-first-throw",
                name = name.clone(),
                dice = dice
            ));
            continue;
        }
        // `kept` marks positions of this throw: typed dice need not stay in place.
        let kept = throw.dice.held_counts(throw.kept);
        let phrase = if kept.is_empty() {
            t!("core-turn-threw-all", dice = dice)
        } else {
            t!("core-turn-kept", kept = kept.to_string(), dice = dice)
        };
        // The arrow ends a phrase of its own, so a narrow log may break its line after it,
        // never before ("kept 4-4 →" / "1-4-4-5-6").
        match phrase.split_once("→ ") {
            Some((kept, thrown)) => {
                out.push(format!(", {kept}→"));
                out.push(format!(" {thrown}"));
            }
            None => out.push(format!(", {phrase}")),
        }
    }
    let head = head.unwrap_or_else(|| t!("core-turn-no-throw", name = name));
    match story.taken_back {
        // Nothing stands yet this turn: the move taken back is all there is to tell.
        Some(back) if story.throws.is_empty() && story.placed.is_none() => {
            out.push(format!(
                " {}",
                t!("core-turn-took-back", what = taken_back(back, layout))
            ));
        }
        Some(back) => out.push(format!(
            " {}",
            t!("core-turn-took-back-too", what = taken_back(back, layout))
        )),
        None => {}
    }
    if let Some(placed) = story.placed {
        let spot = crate::rules::Spot::new(placed.column, placed.b);
        let mut phrase = format!(" ▸ {} {}", spot_name(layout, spot), placed.points);
        if let Some(fixed) = story.corrected {
            phrase.push(' ');
            phrase.push_str(&t!("core-turn-corrected", points = fixed));
        }
        if placed.joker {
            phrase.push(' ');
            phrase.push_str(&t!("core-turn-joker"));
        }
        out.push(phrase);
        if placed.extra_bonus {
            let added = bonus_added(layout, placed.column, extra_bonus);
            out.push(format!(
                ", {}",
                t!(
                    "core-turn-extra-bonus",
                    spot = layout.label(crate::rules::BoxId::Yahtzee),
                    points = added
                )
            ));
        }
        if story.upper_bonus > 0 {
            out.push(format!(
                ", {}",
                t!("core-turn-upper-bonus", points = (story.upper_bonus))
            ));
        }
    }
    out.insert(0, head);
    out
}

/// One turn in a narrow column: "Shark 1-2-2-2-4 FH 25" (the final dice and the box in
/// score-pad shorthand; "J" for a Joker, "+100" and "+35" for bonuses).
/// What an extra-Yahtzee bonus of `bonus` adds to the total in `column`: multiplied with
/// the column, as every box there is.
pub fn bonus_added(
    layout: crate::rules::Layout,
    column: crate::rules::ColumnId,
    bonus: u16,
) -> u32 {
    let multiplier = layout
        .columns()
        .get(column.index())
        .map_or(1, |c| u32::from(c.multiplier));
    u32::from(bonus) * multiplier
}

/// A move taken back, in a few words: "25 in Full house", "the throw 3-3-4-5-6".
pub fn taken_back(back: crate::game::TakenBack, layout: crate::rules::Layout) -> String {
    match back {
        crate::game::TakenBack::Placement(p) => t!(
            "core-taken-back-points",
            points = (p.points),
            spot = spot_name(layout, crate::rules::Spot::new(p.column, p.b))
        ),
        crate::game::TakenBack::Throw(dice) => {
            t!("core-taken-back-throw", dice = dice.counts().to_string())
        }
    }
}

pub fn describe_turn_short(
    story: &crate::game::TurnStory,
    name: &str,
    extra_bonus: u16,
    width: usize,
    layout: crate::rules::Layout,
) -> String {
    let dice = story
        .throws
        .last()
        .map_or(String::new(), |t| t.dice.counts().to_string());
    let placed = match story.placed {
        None => "…".to_string(),
        Some(p) => {
            // The column after the box in shorthand: "FH×2 25", "FH↓ 25".
            let column = match layout.columns().get(p.column.index()) {
                Some(c) if layout.is_multi_column() => match c.order {
                    crate::rules::FillOrder::Down => "↓".to_string(),
                    crate::rules::FillOrder::Up => "↑".to_string(),
                    // "×2" as it is; "Free" by its initial.
                    crate::rules::FillOrder::Any if c.name.starts_with('×') => c.name.to_string(),
                    crate::rules::FillOrder::Any => c.label().chars().take(1).collect(),
                },
                _ => String::new(),
            };
            let mut s = match story.corrected {
                Some(fixed) => format!("{}{column} {}→{fixed}", layout.short(p.b), p.points),
                None => format!("{}{column} {}", layout.short(p.b), p.points),
            };
            if p.joker {
                s.push_str(" J");
            }
            if p.extra_bonus {
                s.push_str(&format!(" +{}", bonus_added(layout, p.column, extra_bonus)));
            }
            if story.upper_bonus > 0 {
                s.push_str(&format!(" +{}", story.upper_bonus));
            }
            s
        }
    };
    // A move taken back this turn is marked, so the table sees it in the short form too.
    let undo_mark = if story.taken_back.is_some() {
        "↶"
    } else {
        ""
    };
    let rest = format!(" {dice} {undo_mark}{placed}");
    let room = width.saturating_sub(unicode_width::UnicodeWidthStr::width(rest.as_str()));
    let mut name_part = String::new();
    let mut used = 0;
    for c in name.chars() {
        let w = unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
        if used + w > room {
            break;
        }
        name_part.push(c);
        used += w;
    }
    format!("{name_part}{rest}")
}

/// A choice in a narrow column: "FH 25", "Keep 6-6", "Reroll all".
pub fn describe_short(choice: &Choice) -> String {
    match choice {
        Choice::Score { b, points, .. } => format!("{} {points}", b.short()),
        Choice::Hold { keep } if keep.is_empty() => t!("core-choice-short-throw-all"),
        Choice::Hold { keep } => t!("core-choice-short-keep", keep = keep.to_string()),
    }
}

/// A spot as a player names it: "Fours" on a single-column card, "Fours ×2" on Triple,
/// "Fours (Down)" on the three-column card.
pub fn spot_name(layout: crate::rules::Layout, spot: crate::rules::Spot) -> String {
    match layout.columns().get(spot.column.index()) {
        Some(column) if layout.is_multi_column() => {
            if column.name.starts_with('×') {
                format!("{} {}", layout.label(spot.b), column.name)
            } else {
                format!("{} ({})", layout.label(spot.b), column.label())
            }
        }
        _ => layout.label(spot.b).to_string(),
    }
}

/// Whose, for a seat's name: "Ana's", but "your" for the default name "You" (the person
/// playing against CPUs), so no sentence says "You's". A fragment for English sentences
/// put together in code: a translated sentence is one message with `$name` and `$who`.
pub fn possessive(name: &str) -> String {
    t!(
        "core-whose",
        who = who(name),
        name = shown_name(name).into_owned()
    )
}

/// A seat's name at the table; "?" for a seat the match does not have (a front end's stale
/// mirror asked about a seat no longer there).
pub fn seat_name(game: &crate::game::Match, seat: crate::game::SeatId) -> String {
    game.seat(seat)
        .map_or_else(|| "?".to_string(), |s| s.name.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spots_are_named_with_their_column_on_cards_of_several() {
        use crate::rules::{BoxId, ColumnId, Layout, Spot};
        let spot = |c: u8| Spot::new(ColumnId::new(c).unwrap_or(ColumnId::FIRST), BoxId::Fours);
        assert_eq!(spot_name(Layout::Classic, spot(0)), "Fours");
        assert_eq!(spot_name(Layout::Triple, spot(0)), "Fours ×1");
        assert_eq!(spot_name(Layout::ThreeColumn, spot(1)), "Fours (Up)");
        let ones = Spot::first(BoxId::Ones);
        assert_eq!(spot_name(Layout::Yatzy, ones), "Ones");
        assert_eq!(spot_name(Layout::Classic, ones), "Aces");
    }

    #[test]
    fn the_yatzy_card_says_ones_in_shorthand_too() {
        use crate::game::Choice;
        use crate::rules::{BoxId, ColumnId, Layout};
        let ones = Choice::Score {
            b: BoxId::Ones,
            points: 2,
            column: ColumnId::FIRST,
        };
        assert_eq!(describe_short_in(Layout::Yatzy, &ones), "Ones 2");
        assert_eq!(describe_short_in(Layout::Classic, &ones), "Aces 2");
        assert_eq!(describe_in(Layout::Yatzy, &ones), "Score Ones for 2");
    }

    /// A turn of the match, thrown from fixed dice: 2-3-5-6-6, the sixes kept, 1-4-6, into
    /// Sixes.
    fn sixes_turn(name: &str) -> (crate::game::TurnStory, String) {
        use crate::game::{Action, DiceSource, Match, Seat};
        use crate::rules::{DieIndex, Face, Ruleset};
        let faces = [2, 3, 5, 6, 6, 1, 4, 6]
            .into_iter()
            .filter_map(Face::from_value)
            .collect();
        let mut game = Match::with_dice(
            Ruleset::CLASSIC,
            vec![Seat::human(name)],
            DiceSource::scripted(faces, 7),
        )
        .unwrap();
        let seat = game.current_seat().unwrap();
        game.apply(seat, Action::Roll).unwrap();
        for die in [3, 4] {
            let die = DieIndex::new(die).unwrap();
            game.apply(seat, Action::ToggleHold { die }).unwrap();
        }
        game.apply(seat, Action::Roll).unwrap();
        game.apply(
            seat,
            Action::Score {
                b: crate::rules::BoxId::Sixes,
                column: crate::rules::ColumnId::FIRST,
            },
        )
        .unwrap();
        let story = game.turns().remove(0);
        (story, name.to_string())
    }

    #[test]
    fn a_turn_is_told_in_the_language_spoken() {
        use crate::rules::Layout;
        use yahtzee_l10n::{Lang, speaking};
        let tell = |lang, name: &str| {
            let (story, name) = sixes_turn(name);
            speaking(lang, None, || {
                describe_turn(&story, &name, 100, Layout::Classic)
            })
        };
        assert_eq!(
            tell(Lang::En, "Bo"),
            "Bo: 2-3-5-6-6, kept 6-6 → 1-4-6-6-6 ▸ Sixes 18"
        );
        assert_eq!(
            tell(Lang::De, "Bo"),
            "Bo: 2-3-5-6-6, 6-6 behalten → 1-4-6-6-6 ▸ Sechser 18"
        );
        assert_eq!(
            tell(Lang::Sv, "Bo"),
            "Bo: 2-3-5-6-6, sparade 6-6 → 1-4-6-6-6 ▸ Sexor 18"
        );
        assert_eq!(
            tell(Lang::Fr, "Bo"),
            "Bo : 2-3-5-6-6, gardé 6-6 → 1-4-6-6-6 ▸ Six 18"
        );
        // The person playing against CPUs is spoken of in their language.
        assert!(tell(Lang::De, DEFAULT_NAME).starts_with("Du: "));
        assert!(tell(Lang::Sv, DEFAULT_NAME).starts_with("Du: "));
        // The choices hints and the coach name, with the card's local names.
        let score = Choice::Score {
            b: crate::rules::BoxId::FullHouse,
            points: 25,
            column: crate::rules::ColumnId::FIRST,
        };
        let hold = Choice::Hold {
            keep: crate::rules::Counts::new([0, 0, 3, 0, 0, 0]),
        };
        speaking(Lang::De, None, || {
            assert_eq!(describe(&score), "Full House mit 25 eintragen");
            assert_eq!(describe(&hold), "3-3-3 behalten, 2 würfeln");
        });
        speaking(Lang::Sv, None, || {
            assert_eq!(describe_in(Layout::Yatzy, &score), "Skriv in 25 i Kåk");
            assert_eq!(describe(&hold), "Spara 3-3-3, slå 2");
            assert_eq!(possessive("Ana"), "Anas");
            assert_eq!(possessive(DEFAULT_NAME), "din");
        });
        assert_eq!(describe(&hold), "Hold 3-3-3, throw 2");
        assert_eq!(possessive(DEFAULT_NAME), "your");
        assert_eq!(possessive("Ana"), "Ana's");
    }

    #[test]
    fn a_refusal_is_said_in_the_language_spoken() {
        use crate::game::RuleError;
        use yahtzee_l10n::{Lang, speaking};
        assert_eq!(RuleError::NotRolledYet.to_string(), "throw the dice first");
        assert_eq!(
            speaking(Lang::De, None, || RuleError::NotRolledYet.to_string()),
            "erst würfeln"
        );
        assert_eq!(
            speaking(Lang::Sv, None, || RuleError::NoRollsLeft.to_string()),
            "inga slag kvar den här turen: välj en ruta"
        );
        // Setup's refusals too: a German family typing the same name twice.
        let twice = crate::game::parse_players("Ana,ana").unwrap_err();
        assert_eq!(
            speaking(Lang::De, None, || twice.to_string()),
            "zwei Plätze heißen „ana“; jeder Platz braucht seinen eigenen Namen"
        );
    }

    /// A CPU's automatic name is shown in the language spoken, whichever language made it;
    /// the stored name is untouched, and a name someone typed is never changed.
    #[test]
    fn a_cpus_automatic_name_and_you_are_shown_in_the_language_spoken() {
        use crate::rules::{BoxId, ColumnId, Layout, Spot};
        use yahtzee_l10n::{Lang, speaking};
        assert_eq!(shown_name("Strong CPU"), "Strong CPU");
        speaking(Lang::De, None, || {
            assert_eq!(shown_name("Strong CPU"), "Starker PC");
            assert_eq!(shown_name("Strong CPU 2"), "Starker PC 2");
            assert_eq!(shown_name(DEFAULT_NAME), "Du");
            assert_eq!(short_name("Strong CPU 2"), "Stark 2");
            assert_eq!(shown_name("Robo"), "Robo");
            assert_eq!(shown_name("Strong CPU 02"), "Strong CPU 02");
            assert!(is_automatic_cpu("Perfekt dator"));
            let up = Spot::new(ColumnId::new(1).unwrap(), BoxId::Fours);
            assert_eq!(spot_name(Layout::ThreeColumn, up), "Vierer (Hoch)");
        });
        // Made at a Swedish table, read at an English one.
        let swedish = speaking(Lang::Sv, None, || {
            crate::game::cpu_name(crate::game::Level::Shark, &[])
        });
        assert_eq!(shown_name(&swedish), "Shark CPU");
        assert_eq!(short_name("Strong CPU"), "Strong");
        assert_eq!(short_name("Bob CPU"), "Bob");
    }

    #[test]
    fn the_points_a_box_takes_are_said_in_the_language_spoken() {
        use crate::rules::describe_points;
        use yahtzee_l10n::{Lang, speaking};
        let every_fifth: Vec<u16> = (0..=30).step_by(5).collect();
        assert_eq!(describe_points(&every_fifth), "0 or 5 to 30 in steps of 5");
        assert_eq!(
            speaking(Lang::De, None, || describe_points(&every_fifth)),
            "0 oder 5 bis 30 in Schritten von 5"
        );
        assert_eq!(
            speaking(Lang::Fr, None, || describe_points(&[0, 25])),
            "0 ou 25"
        );
    }

    #[test]
    fn counts_agree_with_their_nouns() {
        assert_eq!(count(1u8, "box", "boxes"), "1 box");
        assert_eq!(count(0u8, "box", "boxes"), "0 boxes");
        assert_eq!(count(2u32, "thread", "threads"), "2 threads");
    }
}
