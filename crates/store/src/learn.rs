//! `learn.json`: what the player has done in *Learn* (the lessons finished, the practice
//! puzzles solved, the streak of right answers), kept apart from matches and statistics so
//! that neither can disturb the other: resetting it forgets no match, and a damaged history
//! forgets no lesson.
//!
//! The file is small and bounded on both sides: read with [`LEARN_LIMIT`], and every list in
//! it capped ([`MAX_LESSONS`], [`MAX_PUZZLES`]) and checked entry by entry, so a file that
//! passes the checks is one the game could have written. Lesson names are kept as written
//! (any short lowercase name), so progress from a later release with more lessons still
//! loads here; a name this release does not know is simply not shown.

use serde::{Deserialize, Serialize};

/// The progress format this program writes, and the newest it reads.
pub const LEARN_VERSION: u32 = 1;
/// The largest progress file the game reads.
pub const LEARN_LIMIT: u64 = 256 << 10;
/// At most this many lesson names are kept.
pub const MAX_LESSONS: usize = 64;
/// At most this many solved puzzles are kept (the oldest are forgotten first).
pub const MAX_PUZZLES: usize = 2_000;
/// The longest lesson name.
const MAX_NAME: usize = 32;

/// What the player has done in *Learn*.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LearnProgress {
    #[serde(default = "version")]
    pub version: u32,
    /// The lessons finished, by name, in the order first finished.
    #[serde(default)]
    pub lessons: Vec<String>,
    /// The puzzles answered right at least once, by id (see `ai::puzzles`), oldest first.
    #[serde(default)]
    pub puzzles: Vec<u64>,
    /// Right answers in a row, up to the latest answer.
    #[serde(default)]
    pub streak: u32,
    /// The longest streak so far.
    #[serde(default)]
    pub best_streak: u32,
}

fn version() -> u32 {
    LEARN_VERSION
}

/// Why a progress file was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LearnRefusal {
    #[error("{}", yahtzee_l10n::t!("store-format-newer", format = (*.0)))]
    Newer(u32),
    #[error("{0}")]
    Damaged(String),
}

impl Default for LearnProgress {
    fn default() -> LearnProgress {
        LearnProgress::new()
    }
}

impl LearnProgress {
    /// No progress yet (and what a reset leaves).
    pub fn new() -> LearnProgress {
        LearnProgress {
            version: LEARN_VERSION,
            lessons: Vec::new(),
            puzzles: Vec::new(),
            streak: 0,
            best_streak: 0,
        }
    }

    pub fn lesson_done(&self, name: &str) -> bool {
        self.lessons.iter().any(|l| l == name)
    }

    pub fn solved(&self, id: u64) -> bool {
        self.puzzles.contains(&id)
    }

    /// Marks a lesson finished (once).
    pub fn finish_lesson(&mut self, name: &str) {
        if !self.lesson_done(name) && valid_name(name) && self.lessons.len() < MAX_LESSONS {
            self.lessons.push(name.to_string());
        }
    }

    /// Counts an answer to puzzle `id`: a right one joins the solved (once) and lengthens
    /// the streak, a wrong one ends it.
    pub fn answered(&mut self, id: u64, right: bool) {
        if right {
            if !self.solved(id) {
                if self.puzzles.len() >= MAX_PUZZLES {
                    self.puzzles.remove(0);
                }
                self.puzzles.push(id);
            }
            self.streak = self.streak.saturating_add(1);
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.streak = 0;
        }
    }

    /// Reads a progress file's bytes, checking every field.
    pub fn parse(bytes: &[u8]) -> Result<LearnProgress, LearnRefusal> {
        let value = crate::json::parse(bytes).map_err(|e| LearnRefusal::Damaged(e.to_string()))?;
        // The version first, so a newer file is told apart from a damaged one.
        if let Some(v) = value.get("version").and_then(serde_json::Value::as_u64)
            && v > u64::from(LEARN_VERSION)
        {
            return Err(LearnRefusal::Newer(u32::try_from(v).unwrap_or(u32::MAX)));
        }
        let progress: LearnProgress = crate::json::shape(value, "Learn progress")
            .map_err(|e| LearnRefusal::Damaged(e.to_string()))?;
        progress.check().map_err(LearnRefusal::Damaged)?;
        Ok(progress)
    }

    /// What the game could have written: a known version, bounded lists without repeats,
    /// lesson names of the shape the game gives them, a streak no longer than the best.
    pub fn check(&self) -> Result<(), String> {
        if self.version == 0 {
            return Err(yahtzee_l10n::t!("store-learn-check-version"));
        }
        if self.lessons.len() > MAX_LESSONS {
            return Err(yahtzee_l10n::t!(
                "store-learn-check-lessons",
                most = MAX_LESSONS
            ));
        }
        if self.puzzles.len() > MAX_PUZZLES {
            return Err(yahtzee_l10n::t!(
                "store-learn-check-puzzles",
                most = MAX_PUZZLES
            ));
        }
        if let Some(bad) = self.lessons.iter().find(|n| !valid_name(n)) {
            return Err(yahtzee_l10n::t!(
                "store-learn-check-lesson-name",
                name = crate::escape::excerpt(bad, 40)
            ));
        }
        let mut names: Vec<&String> = self.lessons.iter().collect();
        names.sort();
        names.dedup();
        if names.len() != self.lessons.len() {
            return Err(yahtzee_l10n::t!("store-learn-check-lesson-twice"));
        }
        let mut ids = self.puzzles.clone();
        ids.sort_unstable();
        ids.dedup();
        if ids.len() != self.puzzles.len() {
            return Err(yahtzee_l10n::t!("store-learn-check-puzzle-twice"));
        }
        if self.streak > self.best_streak {
            return Err(yahtzee_l10n::t!(
                "store-learn-check-streak",
                streak = (self.streak),
                best = (self.best_streak)
            ));
        }
        Ok(())
    }
}

/// A lesson's name as the game writes one: 1 to 32 of `a-z`, `0-9` and `-`.
fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= MAX_NAME
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_round_trips_and_counts_streaks() {
        let mut p = LearnProgress::new();
        p.finish_lesson("throw");
        p.finish_lesson("throw");
        p.answered(7, true);
        p.answered(9, true);
        p.answered(7, true);
        assert_eq!((p.streak, p.best_streak), (3, 3));
        p.answered(11, false);
        assert_eq!((p.streak, p.best_streak), (0, 3));
        assert_eq!(p.lessons, ["throw"]);
        assert_eq!(p.puzzles, [7, 9]);
        let bytes = crate::json::to_bytes(&p, LEARN_LIMIT).map_err(|_| "written");
        let back = LearnProgress::parse(&bytes.unwrap_or_default());
        assert_eq!(back, Ok(p));
    }

    #[test]
    fn damaged_and_newer_files_are_refused_with_a_reason() {
        let cases: [(&str, &str); 6] = [
            ("{", "not valid JSON"),
            (
                r#"{"version":1,"lessons":["Throw"]}"#,
                "not a lesson's name",
            ),
            (r#"{"version":1,"lessons":["a","a"]}"#, "listed twice"),
            (r#"{"version":1,"puzzles":[3,3]}"#, "listed twice"),
            (r#"{"version":1,"streak":4,"best_streak":2}"#, "longer than"),
            (r#"{"version":1,"extra":true}"#, "shape"),
        ];
        for (text, why) in cases {
            match LearnProgress::parse(text.as_bytes()) {
                Err(LearnRefusal::Damaged(said)) => assert!(said.contains(why), "{text}: {said}"),
                other => panic!("{text}: {other:?}"),
            }
        }
        assert_eq!(
            LearnProgress::parse(br#"{"version":9}"#),
            Err(LearnRefusal::Newer(9))
        );
    }
}
