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
