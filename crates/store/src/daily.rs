//! `daily.json`: the daily challenge's record, one entry per UTC day on which a scored
//! attempt was started.
//!
//! The daily is a solo Classic match on the day's tape ([`Tape::daily`]): every copy of the
//! game throws the same dice that day. The first attempt of a day is the scored one; it is
//! written here as *started*, under its match id, before its match is first saved, so a
//! second window (or a second try after a peek at the dice) finds the day taken and plays a
//! replay instead, unscored. When that match finishes, the store completes the entry with
//! the finished match's record in the same step that puts it in the history
//! ([`crate::Storage::archive`]); until then the match is on the go like any other and
//! resumes.
//!
//! A finished entry is believed only when its match replays: the record must load through
//! [`Match::from_record`] (every action checked, the log replayed from the starting dice),
//! start from exactly the tape of the entry's day, be Classic with one seat, played on the
//! game's dice, over, and score what the entry says. Moving an entry to another date makes
//! its dice those of another day, which its record does not replay to; two entries of one
//! day are refused. An entry that is not believed is dropped with one message, the file
//! kept aside first, so nothing the player had is lost from the disk.
//!
//! The file is bounded: at most [`MAX_DAYS`] entries (the oldest forgotten first), read
//! with [`DAILY_LIMIT`], and a newer format is left alone, never written over.

use serde::{Deserialize, Serialize};

use crate::game::{Day, DiceSource, Match, MatchRecord, SeatId, Tape};
use crate::rules::Ruleset;

/// The record format this program writes, and the newest it reads.
pub const DAILY_VERSION: u32 = 1;
/// The file's name in the data folder.
pub const DAILY_FILE: &str = "daily.json";
/// At most this many days are kept (ten years of dailies); the oldest go first.
pub const MAX_DAYS: usize = 3_660;
/// The largest record the game reads: [`MAX_DAYS`] finished solo matches at a few KB each.
pub const DAILY_LIMIT: u64 = 32 << 20;

/// The record of dailies, oldest day first, one entry per day.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DailyRecord {
    pub version: u32,
    #[serde(default)]
    pub days: Vec<DailyEntry>,
}

/// A day's scored attempt.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DailyEntry {
    pub day: Day,
    /// The scored attempt's match id (its save while it is on the go).
    pub id: String,
    pub started_unix: u64,
    /// Absent while the attempt is on the go, or if it was given up unfinished.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<DailyResult>,
}

/// A finished scored attempt: the whole match, which is what makes it believable.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DailyResult {
    pub finished_unix: u64,
    pub score: u32,
    #[serde(rename = "match")]
    pub record: MatchRecord,
}

/// Why a record file was refused whole.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DailyRefusal {
    #[error("{}", yahtzee_l10n::t!("store-format-newer", format = (*.0)))]
    Newer(u32),
    #[error("{0}")]
    Damaged(String),
}

/// A file that was read, with the entries that were not believed (and why, one sentence
/// each, naming the day).
#[derive(Clone, Debug, PartialEq)]
pub struct DailyRead {
    pub record: DailyRecord,
    pub disbelieved: Vec<String>,
}

/// What asking to start a day's scored attempt found.
#[derive(Clone, Debug, PartialEq)]
pub enum DailyBegun {
    /// The attempt is the day's scored one, written as started.
    Scored,
    /// The day already has its scored attempt: this one is a replay.
    Taken(Box<DailyEntry>),
}

/// The streak of days with a finished scored daily.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Streak {
    /// Days in a row up to today, or up to yesterday while today's is still to play.
    pub current: u32,
    /// The longest run ever.
    pub best: u32,
}

impl Default for DailyRecord {
    fn default() -> DailyRecord {
        DailyRecord::new()
    }
}

impl DailyRecord {
    pub fn new() -> DailyRecord {
        DailyRecord {
            version: DAILY_VERSION,
            days: Vec::new(),
        }
    }

    /// The entry of `day`, if it has one.
    pub fn entry(&self, day: Day) -> Option<&DailyEntry> {
        self.days.iter().find(|e| e.day == day)
    }

    /// The entry whose scored attempt is the match `id`.
    pub fn entry_of(&self, id: &str) -> Option<&DailyEntry> {
        self.days.iter().find(|e| e.id == id)
    }

    /// The finished entries, newest first.
    pub fn finished(&self) -> impl Iterator<Item = (&DailyEntry, &DailyResult)> {
        self.days
            .iter()
            .rev()
            .filter_map(|e| e.result.as_ref().map(|r| (e, r)))
    }

    /// Makes `id` the scored attempt of `day`, unless the day has one.
    pub fn begin(&mut self, day: Day, id: &str, now_unix: u64) -> DailyBegun {
        if let Some(taken) = self.entry(day) {
            return DailyBegun::Taken(Box::new(taken.clone()));
        }
        let at = self.days.partition_point(|e| e.day < day);
        self.days.insert(
            at,
            DailyEntry {
                day,
                id: id.to_string(),
                started_unix: now_unix,
                result: None,
            },
        );
        let excess = self.days.len().saturating_sub(MAX_DAYS);
        self.days.drain(..excess);
        DailyBegun::Scored
    }

    /// Gives back a day the record lacks but the matches kept show was scored: `id`, a
    /// non-practice daily of `day` (the history's or a save's), finished with `finished` if
    /// it is. A record damaged or edited (a day moved to another date is not believed, and
    /// dropped) must not let that day be scored again, nor lose it from the streak. True
    /// when the record changed.
    pub fn restore(
        &mut self,
        day: Day,
        id: &str,
        started_unix: u64,
        finished: Option<(&MatchRecord, u64)>,
    ) -> bool {
        if self.entry(day).is_some() || self.entry_of(id).is_some() {
            return false;
        }
        if self.begin(day, id, started_unix) != DailyBegun::Scored {
            return false;
        }
        if let Some((record, finished_unix)) = finished
            && !self.finish(id, record, finished_unix)
        {
            // A match that does not check is no scored day: the claim stays unfinished, as
            // an attempt begun, so the day is still not scored twice.
            return true;
        }
        true
    }

    /// Completes the entry whose attempt is the finished match `id`; false (and nothing
    /// changed) when `id` is no day's unfinished scored attempt, or its match does not check.
    pub fn finish(&mut self, id: &str, record: &MatchRecord, finished_unix: u64) -> bool {
        let Some(entry) = self
            .days
            .iter_mut()
            .find(|e| e.id == id && e.result.is_none())
        else {
            return false;
        };
        let Ok(game) = Match::from_record(record.clone()) else {
            return false;
        };
        let result = DailyResult {
            finished_unix: finished_unix.max(entry.started_unix),
            score: game.total(SeatId(0)),
            record: record.clone(),
        };
        if believe(entry.day, &result).is_err() {
            return false;
        }
        entry.result = Some(result);
        true
    }

    /// The streak on `today`: consecutive days with a finished scored attempt, ending today,
    /// or yesterday while today's has not finished yet.
    pub fn streak(&self, today: Day) -> Streak {
        let mut scored: Vec<i64> = self
            .days
            .iter()
            .filter(|e| e.result.is_some())
            .map(|e| e.day.days())
            .collect();
        scored.sort_unstable();
        let (mut best, mut run, mut last) = (0u32, 0u32, None::<i64>);
        for &n in &scored {
            run = if last.and_then(|l| l.checked_add(1)) == Some(n) {
                run.saturating_add(1)
            } else {
                1
            };
            best = best.max(run);
            last = Some(n);
        }
        let t = today.days();
        let current = match last {
            Some(l) if l == t || l.checked_add(1) == Some(t) => run,
            _ => 0,
        };
        Streak { current, best }
    }

    /// Reads a record's bytes: the whole file refused when it is not one the game could have
    /// written, and each finished entry checked by its replay.
    pub fn parse(bytes: &[u8]) -> Result<DailyRead, DailyRefusal> {
        let damaged = |e: String| DailyRefusal::Damaged(e);
        let value = crate::json::parse(bytes).map_err(|e| damaged(e.to_string()))?;
        // The version first, so a newer file is told apart from a damaged one.
        if let Some(v) = value.get("version").and_then(serde_json::Value::as_u64)
            && v > u64::from(DAILY_VERSION)
        {
            return Err(DailyRefusal::Newer(u32::try_from(v).unwrap_or(u32::MAX)));
        }
        let mut record: DailyRecord =
            crate::json::shape(value, "a daily record").map_err(|e| damaged(e.to_string()))?;
        record.check().map_err(damaged)?;
        let mut disbelieved = Vec::new();
        record.days.retain(|entry| match &entry.result {
            None => true,
            Some(result) => match believe(entry.day, result) {
                Ok(()) => true,
                Err(why) => {
                    disbelieved.push(yahtzee_l10n::t!(
                        "store-daily-not-believed",
                        day = entry.day.to_string(),
                        why = why
                    ));
                    false
                }
            },
        });
        Ok(DailyRead {
            record,
            disbelieved,
        })
    }

    /// What the game could have written, entries apart: a known version, a bounded list of
    /// days in order, each once, with ids of the game's shape, each once, and real times.
    fn check(&self) -> Result<(), String> {
        if self.version == 0 {
            return Err(yahtzee_l10n::t!("store-daily-check-version"));
        }
        if self.days.len() > MAX_DAYS {
            return Err(yahtzee_l10n::t!("store-daily-check-days", most = MAX_DAYS));
        }
        for pair in self.days.windows(2) {
            if let [a, b] = pair
                && a.day >= b.day
            {
                return Err(if a.day == b.day {
                    yahtzee_l10n::t!("store-daily-check-twice", day = b.day.to_string())
                } else {
                    yahtzee_l10n::t!(
                        "store-daily-check-order",
                        day = b.day.to_string(),
                        before = a.day.to_string()
                    )
                });
            }
        }
        let mut ids: Vec<&str> = self.days.iter().map(|e| e.id.as_str()).collect();
        ids.sort_unstable();
        if ids.windows(2).any(|w| w[0] == w[1]) {
            return Err(yahtzee_l10n::t!("store-daily-check-one-match"));
        }
        for entry in &self.days {
            crate::matches::MatchId::parse(&entry.id).map_err(|_| {
                yahtzee_l10n::t!(
                    "store-daily-check-id",
                    day = entry.day.to_string(),
                    id = crate::escape::excerpt(&entry.id, 40)
                )
            })?;
            crate::saves::check_time(entry.started_unix, crate::saves::Moment::AStart)
                .map_err(|e| e.to_string())?;
            if let Some(result) = &entry.result {
                crate::saves::check_time(result.finished_unix, crate::saves::Moment::AFinish)
                    .map_err(|e| e.to_string())?;
                if result.finished_unix < entry.started_unix {
                    return Err(yahtzee_l10n::t!(
                        "store-daily-check-finished-early",
                        day = entry.day.to_string()
                    ));
                }
            }
        }
        Ok(())
    }
}

/// Whether `result` is a daily of `day`: its match replays, from that day's tape, as a solo
/// Classic match on the game's dice, to its end and to the score it claims.
fn believe(day: Day, result: &DailyResult) -> Result<(), String> {
    let record = &result.record;
    if record.start_dice != DiceSource::Tape(Tape::daily(day)) {
        return Err(yahtzee_l10n::t!("store-daily-why-dice"));
    }
    if record.rules != Ruleset::CLASSIC {
        return Err(yahtzee_l10n::t!("store-daily-why-rules"));
    }
    if record.seats.len() != 1 {
        return Err(yahtzee_l10n::t!("store-daily-why-seats"));
    }
    if record
        .log
        .iter()
        .any(|e| e.action.is_pad() || matches!(e.action, crate::game::Action::Throw { .. }))
    {
        return Err(yahtzee_l10n::t!("store-daily-why-own-dice"));
    }
    let game = Match::from_record(record.clone())
        .map_err(|e| yahtzee_l10n::t!("store-daily-why-replay", error = e.to_string()))?;
    if !game.is_over() {
        return Err(yahtzee_l10n::t!("store-daily-why-not-over"));
    }
    let total = game.total(SeatId(0));
    if total != result.score {
        return Err(yahtzee_l10n::t!(
            "store-daily-why-score",
            claimed = (result.score),
            total = total
        ));
    }
    Ok(())
}

/// Which attempt of a day a daily match is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attempt {
    /// The day's first: it counts, so it is played as a fair test (no hints, coach or undo:
    /// on a tape an undone hold would show the faces a throw was about to give).
    Scored,
    /// Any later one: unscored, a practice match (never in the statistics), with the
    /// player's usual help.
    Replay,
}

/// What a match is to the daily, told from the match alone: a solo Classic match thrown
/// from a day's tape ([`Tape::daily`]) is that day's daily. Nothing in a save or a history
/// entry names the daily, and nothing needs to: the tape's seed is [`daily_seed`] of the
/// day, which [`day_of_tape`] reads back exactly, so old saves and histories are marked
/// too. The attempt is told by the practice flag, which [`daily_session`] sets on replays
/// only (the scored attempt is played as a fair test, never as practice).
///
/// [`daily_seed`]: crate::game::daily_seed
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailyMark {
    pub day: Day,
    pub attempt: Attempt,
}

impl DailyMark {
    /// The mark of `game` (played as practice or not), if it is a daily.
    pub fn of(game: &Match, practice: bool) -> Option<DailyMark> {
        if game.seats().len() != 1 || *game.rules() != Ruleset::CLASSIC {
            return None;
        }
        let day = day_of_tape(game.start_dice_source().as_tape()?)?;
        Some(DailyMark {
            day,
            attempt: if practice {
                Attempt::Replay
            } else {
                Attempt::Scored
            },
        })
    }

    /// "Daily 2026-12-05", or "Daily 2026-12-05 · replay": how titles and lists name it.
    pub fn label(self) -> String {
        match self.attempt {
            Attempt::Scored => yahtzee_l10n::t!("store-daily-label", day = self.day.shown()),
            Attempt::Replay => {
                yahtzee_l10n::t!("store-daily-label-replay", day = self.day.shown())
            }
        }
    }
}

/// The day whose daily tape `tape` is, if it is one. The day's seed is SplitMix64's
/// finaliser of the date's number (see [`crate::game::daily_seed`]), a bijection on 64-bit
/// words, so it is undone step by step rather than searched for; the day found is then
/// checked by computing its seed again, so only a real daily tape is ever named a day.
pub fn day_of_tape(tape: Tape) -> Option<Day> {
    /// The documented constants of [`crate::game::daily_seed`] (checked by the round trip
    /// at the end, and by a test over many days).
    const GAMMA: u64 = 0x9e37_79b9_7f4a_7c15;
    const DAILY_KEY: u64 = 0x5941_4854_5a45_4441;
    /// The inverse of odd `a` modulo 2^64 (Newton's iteration: each step doubles the
    /// correct low bits, from the three an odd number is its own inverse to).
    const fn inverse(a: u64) -> u64 {
        let mut x = a;
        let mut i = 0;
        while i < 5 {
            x = x.wrapping_mul(2u64.wrapping_sub(a.wrapping_mul(x)));
            i += 1;
        }
        x
    }
    /// Undoes `z ^= z >> shift` (for a shift of at least 22, two steps reach every bit).
    const fn unshift(z: u64, shift: u32) -> u64 {
        z ^ (z >> shift) ^ (z >> (2 * shift))
    }
    if tape.same_dice {
        return None;
    }
    let mut z = tape.seed ^ DAILY_KEY;
    z = unshift(z, 31);
    z = z.wrapping_mul(inverse(0x94d0_49bb_1331_11eb));
    z = unshift(z, 27);
    z = z.wrapping_mul(inverse(0xbf58_476d_1ce4_e5b9));
    z = unshift(z, 30);
    let n = z.wrapping_sub(GAMMA);
    let y = u16::try_from(n / 10_000).ok()?;
    let m = u8::try_from(n / 100 % 100).ok()?;
    let d = u8::try_from(n % 100).ok()?;
    let day = Day::new(y, m, d)?;
    (Tape::daily(day) == tape).then_some(day)
}

/// The daily of `day` for the player `name`: a solo Classic match on the day's tape.
pub fn daily_session(
    day: Day,
    name: &str,
    attempt: Attempt,
    id: String,
    now_unix: u64,
) -> Result<crate::game::Session, String> {
    let seats = vec![crate::game::Seat::human(name)];
    let game = Match::with_dice(Ruleset::CLASSIC, seats, DiceSource::Tape(Tape::daily(day)))
        .map_err(|e| e.to_string())?;
    let mut options = crate::MatchOptions::default();
    match attempt {
        Attempt::Scored => {
            options.hints = false;
            options.undo = false;
        }
        Attempt::Replay => options.practice = true,
    }
    crate::game::Session::new(game, options.fitted(1), id, now_unix).map_err(|e| e.to_string())
}

/// The line to paste to friends: the day, the score and, where the account was made, the
/// accuracy (expected points given away per choice, [`crate::ai::luck::Accuracy`]) and the
/// luck; never a die, so it spoils nothing for someone who has yet to play.
pub fn share_line(day: Day, score: u32, play: Option<&crate::ai::luck::Summary>) -> String {
    use yahtzee_l10n::t;
    let day = day.to_string();
    let Some(play) = play else {
        return t!("store-daily-share", day = day, score = score);
    };
    match play.accuracy.mean() {
        Some(mean) => t!(
            "store-daily-share-accuracy",
            day = day,
            score = score,
            accuracy = yahtzee_l10n::decimal(mean, 2),
            luck = crate::ai::luck::signed(play.luck)
        ),
        None => t!(
            "store-daily-share-luck",
            day = day,
            score = score,
            luck = crate::ai::luck::signed(play.luck)
        ),
    }
}

/// The list of dailies' column headers in the language spoken, each column as wide as its
/// header and at least as its figures: day, score, accuracy, luck.
fn row_columns() -> [(String, usize); 4] {
    use unicode_width::UnicodeWidthStr;
    use yahtzee_l10n::t;
    [
        (t!("store-daily-col-day"), 12),
        (t!("store-daily-col-score"), 6),
        (t!("store-daily-col-accuracy"), 17),
        (t!("store-daily-col-luck"), 7),
    ]
    .map(|(title, least)| {
        // A header wider than its column gets a space after it.
        let w = if title.width() >= least {
            title.width() + 1
        } else {
            least
        };
        (title, w)
    })
}

/// `text` left-aligned in `w` columns of a terminal.
fn left(text: &str, w: usize) -> String {
    use unicode_width::UnicodeWidthStr;
    format!("{text}{}", " ".repeat(w.saturating_sub(text.width())))
}

/// `text` right-aligned in `w` columns of a terminal.
fn right(text: &str, w: usize) -> String {
    use unicode_width::UnicodeWidthStr;
    format!("{}{text}", " ".repeat(w.saturating_sub(text.width())))
}

/// The heading of [`row_line`]'s columns.
pub fn row_heading() -> String {
    let [
        (day, day_w),
        (score, score_w),
        (accuracy, accuracy_w),
        (luck, luck_w),
    ] = row_columns();
    format!(
        "{}{}  {}{}",
        left(&day, day_w),
        right(&score, score_w),
        left(&accuracy, accuracy_w),
        right(&luck, luck_w)
    )
}

/// A scored daily in the list of dailies: the day, the score, the accuracy with its grade
/// and the luck; `missing` stands for figures not (or not yet) made.
pub fn row_line(
    day: Day,
    score: u32,
    play: Option<&crate::ai::luck::Summary>,
    missing: &str,
) -> String {
    let (accuracy, luck) = match play {
        Some(s) => (
            match (s.accuracy.mean(), s.accuracy.grade()) {
                (Some(mean), Some(grade)) => yahtzee_l10n::t!(
                    "store-daily-accuracy",
                    mean = yahtzee_l10n::decimal(mean, 2),
                    grade = crate::stats::grade_id(grade)
                ),
                _ => missing.to_string(),
            },
            crate::ai::luck::signed(s.luck),
        ),
        None => (missing.to_string(), missing.to_string()),
    };
    let [(_, day_w), (_, score_w), (_, accuracy_w), (_, luck_w)] = row_columns();
    format!(
        "{}{}  {}{}",
        left(&day.to_string(), day_w),
        right(&score.to_string(), score_w),
        left(&accuracy, accuracy_w),
        right(&luck, luck_w)
    )
}

/// The account of a finished daily's one seat, from the score solver's table: what its
/// share line and the list of dailies show. `None` if the account cannot be made.
pub fn summary(
    game: &Match,
    optimum: &std::sync::Arc<crate::ai::Optimum>,
) -> Option<crate::ai::luck::Summary> {
    let account = crate::ai::luck::account(game, optimum, None).ok()?;
    account
        .seats
        .first()
        .map(crate::ai::luck::SeatAccount::summary)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Action, Seat};
    use crate::rules::BoxId;

    fn day(text: &str) -> Day {
        text.parse().unwrap()
    }

    /// A whole daily of `day`, each turn one throw placed in the first box that takes it.
    pub(crate) fn played(day: Day) -> MatchRecord {
        let seats = vec![Seat::human("Ana")];
        let mut game =
            Match::with_dice(Ruleset::CLASSIC, seats, DiceSource::Tape(Tape::daily(day))).unwrap();
        while !game.is_over() {
            game.apply(SeatId(0), Action::Roll).unwrap();
            let b = BoxId::ALL
                .into_iter()
                .find(|&b| game.check(SeatId(0), Action::score(b)).is_ok())
                .unwrap();
            game.apply(SeatId(0), Action::score(b)).unwrap();
        }
        game.to_record()
    }

    fn finished(days: &[&str]) -> DailyRecord {
        let mut record = DailyRecord::new();
        for (i, d) in days.iter().enumerate() {
            let id = format!("{i:016x}");
            assert_eq!(record.begin(day(d), &id, 1_800_000_000), DailyBegun::Scored);
            assert!(record.finish(&id, &played(day(d)), 1_800_000_100));
        }
        record
    }

    fn bytes(record: &DailyRecord) -> Vec<u8> {
        crate::json::to_bytes(record, DAILY_LIMIT).unwrap()
    }

    #[test]
    fn a_day_is_scored_once_and_its_result_round_trips() {
        let mut record = DailyRecord::new();
        let d = day("2026-12-05");
        assert_eq!(record.begin(d, "aaaa", 1_800_000_000), DailyBegun::Scored);
        // A second window, or a second try after seeing the dice, is a replay.
        match record.begin(d, "bbbb", 1_800_000_050) {
            DailyBegun::Taken(entry) => assert_eq!(entry.id, "aaaa"),
            other => panic!("{other:?}"),
        }
        // Only the scored attempt completes the day.
        assert!(!record.finish("bbbb", &played(d), 1_800_000_100));
        assert!(record.finish("aaaa", &played(d), 1_800_000_100));
        assert!(!record.finish("aaaa", &played(d), 1_800_000_200));
        let result = record.entry(d).and_then(|e| e.result.clone()).unwrap();
        let game = Match::from_record(played(d)).unwrap();
        assert_eq!(result.score, game.total(SeatId(0)));
        let back = DailyRecord::parse(&bytes(&record)).unwrap();
        assert_eq!(back.record, record);
        assert!(back.disbelieved.is_empty());
    }

    #[test]
    fn another_days_match_does_not_finish_a_day() {
        let mut record = DailyRecord::new();
        let d = day("2026-12-05");
        record.begin(d, "aaaa", 1_800_000_000);
        assert!(!record.finish("aaaa", &played(day("2026-12-04")), 1_800_000_100));
        assert_eq!(record.entry(d).and_then(|e| e.result.as_ref()), None);
    }

    #[test]
    fn an_entry_moved_to_another_date_is_not_believed() {
        let record = finished(&["2026-12-03", "2026-12-04"]);
        let text = String::from_utf8(bytes(&record)).unwrap();
        // The player edits the later day into a day they never played.
        let edited = text.replace("\"2026-12-04\"", "\"2026-12-05\"");
        assert_ne!(edited, text);
        let read = DailyRecord::parse(edited.as_bytes()).unwrap();
        assert_eq!(read.record.days.len(), 1);
        assert_eq!(read.record.days[0].day, day("2026-12-03"));
        assert_eq!(read.disbelieved.len(), 1);
        assert!(
            read.disbelieved[0].contains("2026-12-05")
                && read.disbelieved[0].contains("not thrown from that day's dice"),
            "{:?}",
            read.disbelieved
        );
    }

    #[test]
    fn a_day_given_twice_or_a_changed_score_is_refused() {
        let record = finished(&["2026-12-03", "2026-12-04"]);
        let text = String::from_utf8(bytes(&record)).unwrap();
        let twice = text.replace("\"2026-12-04\"", "\"2026-12-03\"");
        match DailyRecord::parse(twice.as_bytes()) {
            Err(DailyRefusal::Damaged(why)) => assert!(why.contains("listed twice"), "{why}"),
            other => panic!("{other:?}"),
        }
        let mut more = record.clone();
        if let Some(result) = more.days[1].result.as_mut() {
            result.score += 50;
        }
        let read = DailyRecord::parse(&bytes(&more)).unwrap();
        assert_eq!(read.record.finished().count(), 1, "{:?}", read.disbelieved);
        assert!(
            read.disbelieved[0].contains("claims"),
            "{:?}",
            read.disbelieved
        );
    }

    #[test]
    fn damaged_and_newer_files_are_refused_with_a_reason() {
        let cases: [(&str, &str); 5] = [
            ("{", "not valid JSON"),
            (r#"{"version":1,"days":[],"extra":1}"#, "shape"),
            (r#"{"version":0,"days":[]}"#, "version is 0"),
            (
                r#"{"version":1,"days":[{"day":"2026-02-30","id":"a","started_unix":1}]}"#,
                "not a date",
            ),
            (
                r#"{"version":1,"days":[{"day":"2026-12-05","id":"a b","started_unix":1}]}"#,
                "not a match id",
            ),
        ];
        for (text, why) in cases {
            match DailyRecord::parse(text.as_bytes()) {
                Err(DailyRefusal::Damaged(said)) => assert!(said.contains(why), "{text}: {said}"),
                other => panic!("{text}: {other:?}"),
            }
        }
        assert_eq!(
            DailyRecord::parse(br#"{"version":2,"days":[]}"#),
            Err(DailyRefusal::Newer(2))
        );
    }

    #[test]
    fn the_streak_counts_days_in_a_row_up_to_today_or_yesterday() {
        let record = finished(&[
            "2026-11-28",
            "2026-11-29",
            "2026-11-30",
            "2026-12-03",
            "2026-12-04",
        ]);
        assert_eq!(
            record.streak(day("2026-12-04")),
            Streak {
                current: 2,
                best: 3
            }
        );
        // Today's is still to play: yesterday's run stands.
        assert_eq!(record.streak(day("2026-12-05")).current, 2);
        // A day missed ends it.
        assert_eq!(record.streak(day("2026-12-06")).current, 0);
        // A started attempt that never finished is no scored day.
        let mut started = record.clone();
        started.begin(day("2026-12-05"), "ffff", 1_800_000_000);
        assert_eq!(started.streak(day("2026-12-06")).current, 0);
        assert_eq!(
            DailyRecord::new().streak(day("2026-12-06")),
            Streak::default()
        );
    }

    #[test]
    fn the_record_keeps_its_newest_days() {
        let mut record = DailyRecord::new();
        let first = day("2000-01-01");
        let mut d = first;
        for i in 0..MAX_DAYS + 2 {
            record.begin(d, &format!("{i:016x}"), 1_000_000_000);
            d = d.next();
        }
        assert_eq!(record.days.len(), MAX_DAYS);
        assert_eq!(record.days[0].day, first.next().next());
    }

    #[test]
    fn a_daily_tape_tells_its_day_and_no_other_tape_does() {
        // Every day of four centuries round-trips through the seed.
        let mut d = day("1900-01-01");
        while d < day("2300-01-01") {
            assert_eq!(day_of_tape(Tape::daily(d)), Some(d), "{d}");
            d = d.next();
        }
        let daily = Tape::daily(day("2026-12-05"));
        for seed in [0, 1, u64::MAX, 0x0123_4567_89ab_cdef, daily.seed ^ 1] {
            assert_eq!(
                day_of_tape(Tape {
                    seed,
                    same_dice: false
                }),
                None,
                "{seed:x}"
            );
        }
        // Same dice is never a daily.
        let shared = Tape {
            same_dice: true,
            ..daily
        };
        assert_eq!(day_of_tape(shared), None);
    }

    #[test]
    fn a_match_is_marked_a_daily_only_when_it_is_one() {
        let d = day("2026-12-05");
        let scored = Match::from_record(played(d)).unwrap();
        assert_eq!(
            DailyMark::of(&scored, false),
            Some(DailyMark {
                day: d,
                attempt: Attempt::Scored
            })
        );
        assert_eq!(
            DailyMark::of(&scored, true).map(DailyMark::label),
            Some("Daily 2026-12-05 · replay".to_string())
        );
        assert_eq!(
            DailyMark::of(&scored, false).map(DailyMark::label),
            Some("Daily 2026-12-05".to_string())
        );
        // Two seats on the day's tape, or other rules, or another tape: no daily.
        let tape = DiceSource::Tape(Tape::daily(d));
        let two = Match::with_dice(
            Ruleset::CLASSIC,
            vec![Seat::human("Ana"), Seat::human("Ben")],
            tape.clone(),
        )
        .unwrap();
        assert_eq!(DailyMark::of(&two, false), None);
        let yatzy = Match::with_dice(Ruleset::YATZY, vec![Seat::human("Ana")], tape).unwrap();
        assert_eq!(DailyMark::of(&yatzy, false), None);
        let other = Match::with_dice(
            Ruleset::CLASSIC,
            vec![Seat::human("Ana")],
            DiceSource::tape(7, false),
        )
        .unwrap();
        assert_eq!(DailyMark::of(&other, false), None);
    }

    #[test]
    fn the_share_line_tells_no_dice() {
        let play = crate::ai::luck::Summary {
            luck: 12.34,
            cost: 2.9,
            accuracy: crate::ai::luck::Accuracy {
                decisions: 20,
                cost: 2.9,
            },
        };
        let line = share_line(day("2026-12-05"), 243, Some(&play));
        assert_eq!(
            line,
            "Yahtzee daily 2026-12-05 · 243 · accuracy 0.14 · luck +12.3"
        );
        assert_eq!(
            share_line(day("2026-12-05"), 243, None),
            "Yahtzee daily 2026-12-05 · 243"
        );
    }
}
