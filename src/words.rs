//! Wording shared by the screens and the command line, so both say things the same way.

use crate::ai::Choice;

/// "1 box", "2 boxes": a count with its noun in the right number.
pub fn count(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A choice in the player's words: "Score Full house for 25", "Hold 3-3-3, throw 2".
pub fn describe(choice: &Choice) -> String {
    match choice {
        Choice::Score { b, points } => format!("Score {b} for {points}"),
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

/// One turn of the match in a line: "Bo: 2-3-5-6-6, kept 6-6 → 1-4-6-6-6 → Sixes 18".
pub fn describe_turn(story: &crate::game::TurnStory, name: &str, extra_bonus: u16) -> String {
    let mut out = format!("{name}:");
    let mut before: Option<crate::rules::Dice> = None;
    for throw in &story.throws {
        match before {
            None => out.push_str(&format!(" {}", throw.dice.counts())),
            Some(prev) => {
                let kept = prev.held_counts(throw.kept);
                if kept.is_empty() {
                    out.push_str(&format!(", threw all → {}", throw.dice.counts()));
                } else {
                    out.push_str(&format!(", kept {kept} → {}", throw.dice.counts()));
                }
            }
        }
        before = Some(throw.dice);
    }
    if let Some(placed) = story.placed {
        out.push_str(&format!(" ▸ {} {}", placed.b, placed.points));
        if let Some(fixed) = story.corrected {
            out.push_str(&format!(" (corrected to {fixed})"));
        }
        if placed.joker {
            out.push_str(" (Joker)");
        }
        if placed.extra_bonus {
            out.push_str(&format!(", Yahtzee bonus +{extra_bonus}"));
        }
        if story.upper_bonus > 0 {
            out.push_str(&format!(", upper bonus +{}", story.upper_bonus));
        }
    }
    out
}

/// One turn in a narrow column: "Shark 1-2-2-2-4 FH 25" (the final dice and the box in
/// score-pad shorthand; "J" for a Joker, "+100" and "+35" for bonuses).
pub fn describe_turn_short(
    story: &crate::game::TurnStory,
    name: &str,
    extra_bonus: u16,
    width: usize,
) -> String {
    let dice = story
        .throws
        .last()
        .map_or(String::new(), |t| t.dice.counts().to_string());
    let placed = match story.placed {
        None => "…".to_string(),
        Some(p) => {
            let mut s = match story.corrected {
                Some(fixed) => format!("{} {}→{fixed}", p.b.short(), p.points),
                None => format!("{} {}", p.b.short(), p.points),
            };
            if p.joker {
                s.push_str(" J");
            }
            if p.extra_bonus {
                s.push_str(&format!(" +{extra_bonus}"));
            }
            if story.upper_bonus > 0 {
                s.push_str(&format!(" +{}", story.upper_bonus));
            }
            s
        }
    };
    let rest = format!(" {dice} {placed}");
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
        Choice::Score { b, points } => format!("{} {points}", b.short()),
        Choice::Hold { keep } if keep.is_empty() => "Reroll all".to_string(),
        Choice::Hold { keep } => format!("Keep {keep}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_agree_with_their_nouns() {
        assert_eq!(count(1u8, "box", "boxes"), "1 box");
        assert_eq!(count(0u8, "box", "boxes"), "0 boxes");
        assert_eq!(count(2u32, "thread", "threads"), "2 threads");
    }
}
