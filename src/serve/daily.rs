//! The day's daily on the public server: *Daily* in the lobby opens a table of one, the
//! person alone on the day's tape ([`Tape::daily`]) under Classic rules, as every copy of
//! the game throws it.
//!
//! An account's first daily of a UTC day is the scored one: it is claimed in the hall
//! ([`Hall::start_daily`](super::hall::Hall::start_daily)) as soon as its table is written,
//! so a second attempt, on dice now known, can only be a replay; the lobby says so and asks
//! for Daily again before one starts. The table is the hall's like every other (saved at
//! each move, kept across a drop or a restart), a [`DailyTable`] kind of its own so that no
//! other order can make a table of one. It is private (no one may watch a daily: they
//! would see the day's dice before their own attempt), never rated (one seat), and no CPU
//! stands in for its person while they are away: it waits for them, because a move a CPU
//! made would keep the match off the day's board.
//!
//! When it finishes, the scored one is recorded ([`Hall::finish_daily`], which checks by
//! replay that it is that day's daily) and its results say the person's place on the day's
//! board. Guests have no daily here: their table would end when they leave (a guest cannot
//! come back as themselves) and nothing of it could count, so they are told that dailies
//! are for accounts, and that the game on their own machine has one.

use crate::l10n::t;
use std::collections::BTreeMap;
use std::time::Instant;

use super::floor::{Floor, Who};
use super::hall::{AccountId, DailyEntry, DailyStart, Handle};
use super::tables::{Chair, DailyTable, ResultWord, Seated, Sitter, Stage};
use crate::game::{Day, DiceSource, Match, Tape};
use crate::net::ConnId;
use crate::store::{FinishedMatch, now_unix};
use crate::table::Table;

/// How far back a reopened table's tape is looked for among the days' tapes: a daily left
/// unfinished longer than this reopens as an ordinary table of one (it still cannot score:
/// only the claimed match of its day can).
const DAYS_LOOKED_BACK: i64 = 400;

/// What a guest is told on choosing Daily.
pub(super) fn for_accounts() -> String {
    t!("serve-daily-for-accounts")
}

impl Floor {
    /// The person chose Daily: back to their daily of the day if one is open, else a new
    /// one, scored if it is their first of the day; a replay only once they chose it again
    /// after being told it would not count.
    pub(super) fn daily(&mut self, conn: ConnId) {
        let Some(c) = self.conns.get(&conn) else {
            return;
        };
        let Who::Member(account) = c.who.clone() else {
            self.tell(conn, for_accounts);
            return;
        };
        let day = Day::today();
        if let Some(key) = self.open_daily(account.id, day) {
            self.reopen_if_dormant(conn, key);
            self.take_a_chair(conn, key);
            return;
        }
        let claim = match self.hall.daily_claim(account.id, day) {
            Ok(claim) => claim,
            Err(e) => {
                self.fault(&format!("A daily could not be read: {e}"));
                self.tell(conn, || t!("serve-daily-cannot-open"));
                return;
            }
        };
        let offered = self.conns.get(&conn).and_then(|c| c.replay_offered);
        if let Some((_, total)) = claim
            && offered != Some(day)
        {
            if let Some(c) = self.conns.get_mut(&conn) {
                c.replay_offered = Some(day);
            }
            // The day is written as each reader's language writes it, in the closure.
            self.tell(conn, || match total {
                Some(total) => t!(
                    "serve-daily-played-scored",
                    day = day.shown(),
                    total = total
                ),
                None => t!("serve-daily-played", day = day.shown()),
            });
            return;
        }
        if let Some(why) = self.table_limits(conn) {
            self.counts.refused = self.counts.refused.saturating_add(1);
            self.tell(conn, || why);
            return;
        }
        if let Some(c) = self.conns.get_mut(&conn) {
            c.replay_offered = None;
        }
        self.make_daily(conn, account.id, account.handle, day);
    }

    /// The table of `account`'s daily of `day` still open (playing, or closed until they
    /// come back), if there is one.
    fn open_daily(&self, account: AccountId, day: Day) -> Option<i64> {
        let playing = self.tables.iter().find(|(_, t)| {
            t.playing() && t.daily.is_some_and(|d| d.day == day) && t.chair_of(account).is_some()
        });
        let closed = || {
            self.dormant.iter().find(|(_, d)| {
                d.daily.is_some_and(|d| d.day == day) && d.accounts.contains(&Some(account))
            })
        };
        playing
            .map(|(&k, _)| k)
            .or_else(|| closed().map(|(&k, _)| k))
    }

    /// Writes the daily's table, claims the day with it (the hall answers whether it is the
    /// scored one), and sits the person at it.
    fn make_daily(&mut self, conn: ConnId, account: AccountId, handle: Handle, day: Day) {
        let name = handle.as_str().to_string();
        let made = daily_session(&name, day).and_then(|session| {
            let save_json = super::floor::save_json(&session)?;
            Ok((session, save_json))
        });
        let (session, save_json) = match made {
            Ok(made) => made,
            Err(why) => {
                self.fault(&format!("A daily could not start: {why}"));
                self.tell(conn, || t!("serve-daily-cannot-open"));
                return;
            }
        };
        let order = super::hall::NewTable {
            owner: Some(account),
            listed: false,
            code: crate::net::Code::random().reveal().to_string(),
            seats: vec![Some(account)],
            save_json,
        };
        let now = now_unix();
        let no = match self.hall.create_table(&order, now) {
            Ok(no) => no,
            Err(e) => {
                self.fault(&format!("A daily's table could not be written: {e}"));
                self.tell(conn, || t!("serve-daily-not-saved"));
                return;
            }
        };
        // The claim follows the table, so that a claim never names a match that was not
        // kept; a table whose claim failed goes again rather than play unaccounted for.
        let scored = match self.hall.start_daily(account, day, session.id(), now) {
            Ok(DailyStart::Scored) => true,
            Ok(DailyStart::Replay { .. }) => false,
            Err(e) => {
                self.fault(&format!("A daily could not be claimed: {e}"));
                if let Err(e) = self.hall.drop_table(no) {
                    self.fault(&format!("Table #{} could not be removed: {e}", no.0));
                }
                self.tell(conn, || t!("serve-daily-cannot-open"));
                return;
            }
        };
        let daily = DailyTable { day, scored };
        let key = no.0;
        let t = Seated {
            key,
            no: Some(no),
            preset: daily.label(),
            rules: super::hall::daily::DAILY_RULES,
            owner: Some(account),
            listed: false,
            code: None,
            chairs: vec![Chair::new(name.clone(), Sitter::Account(account))],
            stage: Stage::Playing(Box::new(Table::hosted(session))),
            ends: BTreeMap::new(),
            deserted_since: Some(Instant::now()),
            told_away: None,
            rating_words: Vec::new(),
            heard: std::cell::Cell::new(false),
            daily: Some(daily),
        };
        self.tables.insert(key, t);
        self.say(format!(
            "{name} started the daily of {day} at table #{key} ({}).",
            if scored { "scored" } else { "a replay" }
        ));
        self.sit(conn, key, 0);
        if let Some(t) = self.tables.get(&key) {
            super::floor::say_all(t, &self.conns, || {
                if scored {
                    t!("serve-daily-started-scored", day = day.shown())
                } else {
                    t!("serve-daily-started-replay", day = day.shown())
                }
            });
        }
    }

    /// A stored table of one, on a day's tape: which daily it is, and whether it is its
    /// account's scored one (the hall's claim says; a claim is made if the day has none,
    /// as when the server stopped between writing the table and claiming the day).
    pub(super) fn daily_of(
        &mut self,
        game: &Match,
        account: Option<AccountId>,
        match_id: &str,
    ) -> Option<DailyTable> {
        let account = account?;
        if game.seats().len() != 1 || *game.rules() != super::hall::daily::DAILY_RULES {
            return None;
        }
        let DiceSource::Tape(tape) = game.start_dice_source() else {
            return None;
        };
        let today = Day::today().days();
        // Tomorrow first: a clock a little ahead of the server's is no reason to lose it.
        let day = (-1..=DAYS_LOOKED_BACK)
            .map(|back| Day::from_days(today.saturating_sub(back)))
            .find(|&d| Tape::daily(d) == *tape)?;
        match self.hall.start_daily(account, day, match_id, now_unix()) {
            Ok(start) => Some(DailyTable {
                day,
                scored: start == DailyStart::Scored,
            }),
            Err(e) => {
                self.fault(&format!("A daily's claim could not be read: {e}"));
                Some(DailyTable { day, scored: false })
            }
        }
    }

    /// The finished daily at `key` recorded on its day's board when it is the scored one:
    /// what its results say (the person's place, or that a replay does not count).
    pub(super) fn record_daily(&mut self, key: i64, finished: &FinishedMatch) -> Vec<ResultWord> {
        let Some(t) = self.tables.get(&key) else {
            return Vec::new();
        };
        let Some(daily) = t.daily else {
            return Vec::new();
        };
        let Some(account) = t.chairs.first().and_then(Chair::account) else {
            return Vec::new();
        };
        let name = t.chairs.first().map(|c| c.name.clone()).unwrap_or_default();
        let day = daily.day;
        if !daily.scored {
            return vec![ResultWord::DailyReplay(day)];
        }
        if let Err(e) = self.hall.finish_daily(account, day, finished) {
            self.fault(&format!(
                "The daily at table #{key} could not be recorded: {e}"
            ));
            return vec![ResultWord::DailyNotRecorded(day)];
        }
        match self.hall.daily_board(day, crate::hall::MAX_ROWS) {
            Ok(board) => {
                // The log is the operator's, in English; the results are the person's, said
                // in their language when their window is told.
                let word = place_word(day, &board, &name);
                let logged = crate::l10n::speaking(crate::l10n::Lang::En, None, || word.words());
                self.say(format!("{name} finished a daily: {logged}"));
                vec![word]
            }
            Err(e) => {
                self.fault(&format!("The daily's board could not be read: {e}"));
                Vec::new()
            }
        }
    }
}

/// "Daily 2026-12-05: 243, 2nd of 17 so far." — the person's place on the day's board.
pub(super) fn place_word(day: Day, board: &[DailyEntry], name: &str) -> ResultWord {
    match board.iter().position(|e| e.handle.as_str() == name) {
        Some(i) => ResultWord::DailyPlace {
            day,
            total: board[i].total,
            place: i + 1,
            count: board.len(),
        },
        None => ResultWord::DailyRecorded(day),
    }
}

/// The daily's match for `name`: Classic on the day's tape, played fairly (no hints, no
/// chances shown, no undo, no coach), as between people, since it is a contest.
fn daily_session(name: &str, day: Day) -> Result<crate::game::Session, String> {
    use crate::game::{CpuSpeed, MatchOptions, Seat, Session};
    let game = Match::with_dice(
        super::hall::daily::DAILY_RULES,
        vec![Seat::human(name)],
        DiceSource::Tape(Tape::daily(day)),
    )
    .map_err(|e| e.to_string())?;
    let mut options = MatchOptions {
        cpu_speed: CpuSpeed::Normal,
        undo: false,
        hints: false,
        show_odds: false,
        ..MatchOptions::default()
    }
    .fitted(1);
    options.coach.clear();
    options.joining = vec![true];
    let id = format!("{:016x}", rand::random::<u64>());
    Session::new(game, options, id, now_unix()).map_err(|e| e.to_string())
}
