//! The history file: a summary of every finished match that counts, the last few matches in
//! full, and the yearly tallies older summaries are folded into. What it holds and the checks
//! it passes when read back are here; the formats of its parts are in [`super::saves`], the
//! folding in [`super::archive`], and what it adds up to in [`super::stats`].

use serde::{Deserialize, Serialize};

use super::archive::{
    ArchivedYear, HISTORY_BUDGET, SUMMARIES_KEPT, fold_one, merge_years, year_of,
};
use super::json;
use super::saves::{
    BoxValues, FinishedMatch, IdError, MatchSummary, check_boxes, check_id, check_seat_results,
    check_time, check_total_from_boxes, named_rules, summarize, summary_agrees,
};
use crate::game::Match;

/// Why a history file is refused: where in it, and what is wrong there.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HistoryInvalid {
    /// The summary at `index` (from 1) has no id the game writes.
    #[error("{}", yahtzee_l10n::t!("store-history-summary", index = (*index), why = why.to_string()))]
    SummaryId { index: usize, why: IdError },
    #[error("{}", yahtzee_l10n::t!(
        "store-history-summary-id",
        index = (*index),
        id = id.as_str(),
        why = why.as_str()
    ))]
    Summary {
        index: usize,
        id: String,
        why: String,
    },
    #[error("{}", yahtzee_l10n::t!(
        "store-history-tally-twice",
        year = (*year),
        rules = crate::escape::excerpt(rules_name, 40)
    ))]
    TallyTwice { year: u16, rules_name: String },
    /// A yearly tally is impossible (the sentence names it).
    #[error("{0}")]
    Tally(String),
    /// The match kept in full at `index` (from 1) has no id the game writes.
    #[error("{}", yahtzee_l10n::t!("store-history-kept", index = (*index), why = why.to_string()))]
    KeptId { index: usize, why: IdError },
    #[error("{}", yahtzee_l10n::t!(
        "store-history-kept-id",
        index = (*index),
        id = id.as_str(),
        why = why.as_str()
    ))]
    Kept {
        index: usize,
        id: String,
        why: String,
    },
}

/// Checks one summary's rules, time, seats, totals, ranks and boxes.
fn check_summary(summary: &MatchSummary, boxes_seen: &mut BoxValues) -> Result<(), String> {
    let rules =
        named_rules(&summary.rules_name, summary.layout).map_err(|why| format!("it {why}"))?;
    check_time(summary.finished_unix, super::saves::Moment::ItsFinish)
        .map_err(|e| e.to_string())?;
    check_seat_results(&summary.seats, summary.layout)?;
    for seat in &summary.seats {
        check_boxes(seat, summary, boxes_seen)?;
        check_total_from_boxes(seat, summary, rules)?;
    }
    Ok(())
}

/// Why the history's bytes could not be made to write: the reason after "The history was not
/// written: ".
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HistoryWriteError {
    /// serde refused it (never a file's doing).
    #[error("{0}")]
    Serialize(String),
    /// Larger than any file can be (it is serialized with no limit: never in practice).
    #[error("{}", yahtzee_l10n::t!("store-bytes", size = (*size)))]
    TooLarge { size: u64 },
    /// Even with every tally but one player's dropped, it does not fit its budget.
    #[error("{}", yahtzee_l10n::t!("store-history-unshrinkable"))]
    Unshrinkable,
}

/// The history file: a summary of every finished normal match, and the last few in full.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct History {
    pub version: u32,
    pub summaries: Vec<MatchSummary>,
    pub recent: Vec<FinishedMatch>,
    /// Older summaries folded into yearly tallies (see [`super::archive`]); absent until a
    /// history first grows past [`super::archive::SUMMARIES_KEPT`] matches, so smaller
    /// histories are written exactly as before.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub archive: Vec<ArchivedYear>,
}

impl History {
    /// Checks everything the file says: each summary's seats, totals, ranks and boxes, each
    /// tally, and each kept match by replaying it and comparing it with its summary.
    pub fn validate(&self) -> Result<(), HistoryInvalid> {
        let mut boxes_seen = BoxValues::default();
        let mut ids = std::collections::HashSet::new();
        for (i, summary) in self.summaries.iter().enumerate() {
            let index = i + 1;
            check_id(&summary.id).map_err(|why| HistoryInvalid::SummaryId { index, why })?;
            let at = |why: String| HistoryInvalid::Summary {
                index,
                id: summary.id.clone(),
                why,
            };
            if !ids.insert(summary.id.as_str()) {
                return Err(at(yahtzee_l10n::t!("store-history-listed-twice")));
            }
            check_summary(summary, &mut boxes_seen).map_err(at)?;
        }
        let mut groups = std::collections::HashSet::new();
        for group in &self.archive {
            if !groups.insert((group.year, &group.rules_name, group.play, group.layout)) {
                return Err(HistoryInvalid::TallyTwice {
                    year: group.year,
                    rules_name: group.rules_name.clone(),
                });
            }
            group
                .validate(&mut boxes_seen)
                .map_err(HistoryInvalid::Tally)?;
        }
        let mut ids = std::collections::HashSet::new();
        for (i, finished) in self.recent.iter().enumerate() {
            let index = i + 1;
            check_id(&finished.id).map_err(|why| HistoryInvalid::KeptId { index, why })?;
            let at = |why: String| HistoryInvalid::Kept {
                index,
                id: finished.id.clone(),
                why,
            };
            if !ids.insert(finished.id.as_str()) {
                return Err(at(yahtzee_l10n::t!("store-history-kept-twice")));
            }
            self.check_kept(finished).map_err(at)?;
        }
        Ok(())
    }

    /// Checks a match kept in full by replaying it and comparing it with its summary (or
    /// finding it among the tallies, or a practice match, never counted).
    fn check_kept(&self, finished: &FinishedMatch) -> Result<(), String> {
        check_time(finished.started_unix, super::saves::Moment::ItsStart)
            .map_err(|e| e.to_string())?;
        check_time(finished.finished_unix, super::saves::Moment::ItsFinish)
            .map_err(|e| e.to_string())?;
        if finished.finished_unix < finished.started_unix {
            return Err(yahtzee_l10n::t!("store-history-finished-early"));
        }
        finished
            .options
            .validate(finished.record.seats.len())
            .map_err(|e| e.to_string())?;
        finished
            .options
            .check_log(&finished.record)
            .map_err(|e| e.to_string())?;
        if let Some(why) = finished.options.check_seats(&finished.record.seats) {
            return Err(yahtzee_l10n::t!(
                "store-history-options-seats",
                why = why.to_string()
            ));
        }
        if finished.record.start_dice.is_scripted() {
            return Err(yahtzee_l10n::t!("store-scripted-dice"));
        }
        let game = Match::from_record(finished.record.clone()).map_err(|e| e.to_string())?;
        if !game.is_over() {
            return Err(yahtzee_l10n::t!("store-history-not-finished"));
        }
        let kept = summarize(
            &finished.id,
            finished.finished_unix,
            &game,
            finished.options.play_mode(),
        );
        match self.summaries.iter().find(|s| s.id == finished.id) {
            Some(summary) => summary_agrees(summary, &kept),
            // A practice match is kept for review but never counted.
            None if finished.options.practice => Ok(()),
            None if self.folded(&kept) => Ok(()),
            None => Err(yahtzee_l10n::t!("store-history-no-summary")),
        }
    }

    /// Whether a tally of the year, rules, card and way of playing of the match `kept`
    /// summarizes counts every one of its players: earlier builds could fold the summary of
    /// a match still kept in full into the tallies, where it is counted.
    fn folded(&self, kept: &MatchSummary) -> bool {
        let year = year_of(kept.finished_unix);
        self.archive.iter().any(|g| {
            g.year == year
                && g.rules_name == kept.rules_name
                && g.play == kept.play
                && g.layout == kept.layout
                && kept.seats.iter().all(|seat| {
                    g.players
                        .iter()
                        .any(|p| p.name == seat.name && p.kind == seat.kind)
                })
        })
    }

    /// Notes each seat's account of luck and play on the summary of the match `id`, for
    /// seats that have none yet; says whether anything changed. A match not counted (or
    /// folded into a tally), accounts for another number of seats and accounts no match
    /// could have change nothing.
    pub fn note_accounts(
        &mut self,
        id: &str,
        accounts: &[Option<crate::ai::luck::Summary>],
    ) -> bool {
        let Some(summary) = self.summaries.iter_mut().find(|s| s.id == id) else {
            return false;
        };
        if summary.seats.len() != accounts.len() {
            return false;
        }
        let mut changed = false;
        for (seat, account) in summary.seats.iter_mut().zip(accounts) {
            // An account the file's check would refuse is not written into it.
            let fits =
                account.is_some_and(|a| super::saves::check_account(&a, summary.layout).is_ok());
            if seat.account.is_none() && fits {
                seat.account = *account;
                changed = true;
            }
        }
        changed
    }

    /// Whether the match `id` is already recorded.
    pub fn contains(&self, id: &str) -> bool {
        self.recent.iter().any(|f| f.id == id) || self.summaries.iter().any(|s| s.id == id)
    }
}

impl History {
    /// Folds the oldest summaries beyond `keep` into the tallies; returns how many. A match
    /// still kept in full keeps its summary, and so does every later one: folding stops at
    /// the oldest of them, so the match just finished is never folded.
    pub fn fold_summaries(&mut self, keep: usize) -> usize {
        let foldable = self
            .summaries
            .iter()
            .position(|s| self.recent.iter().any(|f| f.id == s.id))
            .unwrap_or(self.summaries.len());
        let excess = self.summaries.len().saturating_sub(keep).min(foldable);
        let old: Vec<MatchSummary> = self.summaries.drain(..excess).collect();
        for summary in &old {
            fold_one(&mut self.archive, summary);
        }
        excess
    }

    /// The history as the bytes to write, folded until they fit [`HISTORY_BUDGET`], and
    /// what the player must be told if statistics lost anything on the way.
    pub fn to_bounded_bytes(&mut self) -> Result<(Vec<u8>, Option<String>), HistoryWriteError> {
        self.to_bytes_within(HISTORY_BUDGET)
    }

    /// [`History::to_bounded_bytes`] within `budget` bytes (tests reach the limit with a
    /// small history this way). First summaries are folded (which loses no figure), then the
    /// oldest matches kept in full give way to their summaries (the newest, the match just
    /// finished, always stays), then the years are merged, and only then are the tallies of
    /// the players with the fewest games dropped.
    pub fn to_bytes_within(
        &mut self,
        budget: u64,
    ) -> Result<(Vec<u8>, Option<String>), HistoryWriteError> {
        self.fold_summaries(SUMMARIES_KEPT);
        let mut keep = SUMMARIES_KEPT;
        let mut merged = false;
        let mut dropped = 0usize;
        loop {
            let bytes = json::to_bytes(&*self, u64::MAX).map_err(|e| match e {
                json::WriteError::Serialize(why) => HistoryWriteError::Serialize(why),
                json::WriteError::TooLarge { size, .. } => HistoryWriteError::TooLarge { size },
            })?;
            if bytes.len() as u64 <= budget {
                let notice = (dropped > 0)
                    .then(|| yahtzee_l10n::t!("store-history-shrunk", dropped = dropped));
                return Ok((bytes, notice));
            }
            if keep > 0 {
                // Summaries first: folding them loses no figure.
                while keep > 0 {
                    keep /= 2;
                    if self.fold_summaries(keep) > 0 {
                        break;
                    }
                }
            } else if self.recent.len() > 1 {
                let excess = self.recent.len() / 2;
                self.recent.drain(..excess);
                // The summaries of the matches no longer kept in full may fold now.
                self.fold_summaries(0);
            } else if !merged {
                merge_years(&mut self.archive);
                merged = true;
            } else {
                // Only thousands of different names get here: drop the smallest tallies.
                let Some(group) = self.archive.iter_mut().max_by_key(|g| g.players.len()) else {
                    return Err(HistoryWriteError::Unshrinkable);
                };
                if group.players.len() <= 1 {
                    return Err(HistoryWriteError::Unshrinkable);
                }
                group.players.sort_by_key(|p| std::cmp::Reverse(p.games));
                let cut = group.players.len() / 2;
                dropped += group.players.len() - cut;
                group.players.truncate(cut);
            }
        }
    }
}
