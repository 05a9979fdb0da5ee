//! Wording shared by the screens and the command line, so both say things the same way.

use crate::game::Choice;

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

/// "1 box", "2 boxes": a count with its noun in the right number.
pub fn count(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A choice in the player's words: "Score Full house for 25", "Hold 3-3-3, throw 2".
pub fn describe(choice: &Choice) -> String {
    match choice {
        Choice::Score { b, points, .. } => format!("Score {b} for {points}"),
        Choice::Hold { keep } if keep.is_empty() => "Throw all five again".to_string(),
        Choice::Hold { keep } => {
            let n = 5 - keep.len();
            format!(
                "Hold {keep}, throw {}",
                if n == 1 {
                    "one".to_string()
                } else {
                    format!("{n}")
                }
            )
        }
    }
}

/// [`describe`] on `layout`'s card: a placement names its column on a card of several.
pub fn describe_in(layout: crate::rules::Layout, choice: &Choice) -> String {
    match choice {
        Choice::Score { b, points, column } => format!(
            "Score {} for {points}",
            spot_name(layout, crate::rules::Spot::new(*column, *b))
        ),
        Choice::Hold { .. } => describe(choice),
    }
}

/// [`describe_short`] on `layout`'s card.
pub fn describe_short_in(layout: crate::rules::Layout, choice: &Choice) -> String {
    match choice {
        Choice::Score { b, points, column } if layout.is_multi_column() => {
            let name = layout.columns().get(column.index()).map_or("", |c| c.name);
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
        Some(level) => format!("{name} ({} CPU standing in)", level.label()),
        None => name.to_string(),
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
    let mut head = format!("{name}:");
    let mut out = Vec::new();
    let mut before: Option<crate::rules::Dice> = None;
    for throw in &story.throws {
        match before {
            None => head.push_str(&format!(" {}", throw.dice.counts())),
            Some(_) => {
                // `kept` marks positions of this throw: typed dice need not stay in place.
                let kept = throw.dice.held_counts(throw.kept);
                // The arrow ends its phrase, so a line may break after it, never before.
                if kept.is_empty() {
                    out.push(", threw all →".to_string());
                } else {
                    out.push(format!(", kept {kept} →"));
                }
                out.push(format!(" {}", throw.dice.counts()));
            }
        }
        before = Some(throw.dice);
    }
    match story.taken_back {
        // Nothing stands yet this turn: the move taken back is all there is to tell.
        Some(back) if story.throws.is_empty() && story.placed.is_none() => {
            out.push(format!(" took back {}", taken_back(back, layout)));
        }
        Some(back) => out.push(format!(" (took back {})", taken_back(back, layout))),
        None => {}
    }
    if let Some(placed) = story.placed {
        let spot = crate::rules::Spot::new(placed.column, placed.b);
        let mut phrase = format!(" ▸ {} {}", spot_name(layout, spot), placed.points);
        if let Some(fixed) = story.corrected {
            phrase.push_str(&format!(" (corrected to {fixed})"));
        }
        if placed.joker {
            phrase.push_str(" (Joker)");
        }
        out.push(phrase);
        if placed.extra_bonus {
            let added = bonus_added(layout, placed.column, extra_bonus);
            out.push(format!(", Yahtzee bonus +{added}"));
        }
        if story.upper_bonus > 0 {
            out.push(format!(", upper bonus +{}", story.upper_bonus));
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
        crate::game::TakenBack::Placement(p) => format!(
            "{} in {}",
            p.points,
            spot_name(layout, crate::rules::Spot::new(p.column, p.b))
        ),
        crate::game::TakenBack::Throw(dice) => format!("the throw {}", dice.counts()),
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
                    crate::rules::FillOrder::Any => c.name.chars().take(1).collect(),
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
        Choice::Hold { keep } if keep.is_empty() => "Reroll all".to_string(),
        Choice::Hold { keep } => format!("Keep {keep}"),
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
                format!("{} ({})", layout.label(spot.b), column.name)
            }
        }
        _ => layout.label(spot.b).to_string(),
    }
}

/// Whose, for a seat's name: "Ana's", but "your" for the default name "You" (the person
/// playing against CPUs), so no sentence says "You's".
pub fn possessive(name: &str) -> String {
    if name == "You" {
        "your".to_string()
    } else {
        format!("{name}'s")
    }
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

    #[test]
    fn counts_agree_with_their_nouns() {
        assert_eq!(count(1u8, "box", "boxes"), "1 box");
        assert_eq!(count(0u8, "box", "boxes"), "0 boxes");
        assert_eq!(count(2u32, "thread", "threads"), "2 threads");
    }
}
