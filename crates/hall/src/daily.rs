//! The server's daily challenge: each account's scored attempt at the day's tape, and the
//! day's leaderboard.
//!
//! The day is the UTC date ([`Day`]); its dice are [`Tape::daily`], the same in every copy of
//! the game. An account's first daily of a day is the scored one, claimed when its table is
//! made ([`Hall::start_daily`]), so that later attempts, which throw the same dice and so
//! could be played knowing what comes, are replays that never score. A result is recorded
//! ([`Hall::finish_daily`]) only for the match that claim names, and only if that match
//! replays as a solo Classic match on that day's tape with every move its player's: a row
//! cannot be moved to another day, nor a practice on other dice passed off as a daily.
//!
//! One row per account and day in `daily_results` (migration 2): the claim with its match
//! id, and once finished the total and when. Forgetting an account removes its rows.

use rusqlite::{OptionalExtension, params};
use yahtzee_store::FinishedMatch;

use crate::game::{Day, DiceSource, Match, SeatKind, Tape};
use crate::people::stored_handle;
use crate::rules::Ruleset;
use crate::{AccountId, Hall, HallError, Handle, from_sql_time, to_sql_time};

/// Whether an account's daily table counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DailyStart {
    /// The first of the day: it counts on the day's leaderboard.
    Scored,
    /// The day's scored attempt was another match: this one is a replay, unscored. `total`
    /// is the scored one's, once it finished.
    Replay { total: Option<u32> },
}

/// One line of a day's leaderboard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyEntry {
    pub handle: Handle,
    pub total: u32,
    pub finished_unix: u64,
}

/// The rules of every daily: Classic, so that every copy of the game plays the same.
pub const DAILY_RULES: Ruleset = Ruleset::CLASSIC;

/// Why a finished match is not the day's daily of its player, if it is not.
fn not_a_daily(game: &Match, day: Day) -> Option<&'static str> {
    if *game.rules() != DAILY_RULES {
        Some("it is not played under Classic rules")
    } else if game.seats().len() != 1 || game.seats()[0].kind != SeatKind::Human {
        Some("it is not one person's match")
    } else if game.start_dice_source() != &DiceSource::Tape(Tape::daily(day)) {
        Some("it was not thrown from the day's tape")
    } else if !game.is_over() {
        Some("it is not over")
    } else if game.log().iter().any(|e| e.stand_in.is_some()) {
        Some("a CPU made moves in it")
    } else {
        None
    }
}

impl Hall {
    /// Claims `account`'s scored daily of `day` for the match `match_id`, if the day has none
    /// yet; otherwise says this one is a replay. The same match claimed again (a table
    /// reopened) is still the scored one.
    pub fn start_daily(
        &mut self,
        account: AccountId,
        day: Day,
        match_id: &str,
        now_unix: u64,
    ) -> Result<DailyStart, HallError> {
        yahtzee_store::saves::check_id(match_id).map_err(|e| HallError::Invalid(e.to_string()))?;
        let tx = self.conn.transaction()?;
        let known: bool = tx.query_row(
            "SELECT EXISTS (SELECT 1 FROM accounts WHERE id = ?1)",
            [account.0],
            |r| r.get(0),
        )?;
        if !known {
            return Err(HallError::UnknownAccount);
        }
        let claimed: Option<(String, Option<i64>)> = tx
            .query_row(
                "SELECT match_id, total FROM daily_results WHERE day = ?1 AND account = ?2",
                params![day.to_string(), account.0],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        let start = match claimed {
            Some((id, _)) if id == match_id => DailyStart::Scored,
            Some((_, total)) => DailyStart::Replay {
                total: total.and_then(|t| u32::try_from(t).ok()),
            },
            None => {
                tx.execute(
                    "INSERT INTO daily_results (day, account, match_id, started) VALUES (?1, ?2, ?3, ?4)",
                    params![day.to_string(), account.0, match_id, to_sql_time(now_unix)],
                )?;
                DailyStart::Scored
            }
        };
        tx.commit()?;
        Ok(start)
    }

    /// `account`'s claim on `day`'s daily, without making one: the scored match's id and,
    /// once it finished, its total. The server asks before a table is made, so that a second
    /// attempt is said to be a replay before it starts.
    pub fn daily_claim(
        &self,
        account: AccountId,
        day: Day,
    ) -> Result<Option<(String, Option<u32>)>, HallError> {
        let claimed: Option<(String, Option<i64>)> = self
            .conn
            .query_row(
                "SELECT match_id, total FROM daily_results WHERE day = ?1 AND account = ?2",
                params![day.to_string(), account.0],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        Ok(claimed.map(|(id, total)| (id, total.and_then(|t| u32::try_from(t).ok()))))
    }

    /// Records `finished` as `account`'s daily of `day` if it is the match that day's claim
    /// names and it replays as a daily of that day; `Ok(false)` (nothing changed) for a
    /// replay, or a result already recorded. A match that claims to be the daily but is not
    /// one is refused with the reason.
    pub fn finish_daily(
        &mut self,
        account: AccountId,
        day: Day,
        finished: &FinishedMatch,
    ) -> Result<bool, HallError> {
        let game = Match::from_record(finished.record.clone())
            .map_err(|e| HallError::Invalid(format!("the daily does not replay: {e}")))?;
        if let Some(why) = not_a_daily(&game, day) {
            return Err(HallError::Invalid(format!(
                "the match is not the daily of {day}: {why}"
            )));
        }
        let total = game.total(crate::game::SeatId(0));
        let changed = self.conn.execute(
            "UPDATE daily_results SET total = ?1, finished = ?2
             WHERE day = ?3 AND account = ?4 AND match_id = ?5 AND total IS NULL",
            params![
                total,
                to_sql_time(finished.finished_unix),
                day.to_string(),
                account.0,
                finished.id
            ],
        )?;
        Ok(changed == 1)
    }

    /// The day's finished dailies, best total first (the earlier finish first among equal
    /// totals), at most `limit` ([`crate::MAX_ROWS`] at most).
    pub fn daily_board(&self, day: Day, limit: u32) -> Result<Vec<DailyEntry>, HallError> {
        let mut statement = self.conn.prepare(
            "SELECT a.handle, d.total, d.finished FROM daily_results d
             JOIN accounts a ON a.id = d.account
             WHERE d.day = ?1 AND d.total IS NOT NULL
             ORDER BY d.total DESC, d.finished ASC, a.handle ASC LIMIT ?2",
        )?;
        let rows =
            statement.query_map(params![day.to_string(), limit.min(crate::MAX_ROWS)], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, i64>(1)?,
                    r.get::<_, i64>(2)?,
                ))
            })?;
        let mut board = Vec::new();
        for row in rows {
            let (handle, total, finished) = row?;
            board.push(DailyEntry {
                handle: stored_handle(handle)?,
                total: u32::try_from(total).map_err(|_| HallError::Damaged {
                    what: "a daily result".to_string(),
                    why: format!("its total {total} is not a score"),
                })?,
                finished_unix: from_sql_time(finished),
            });
        }
        Ok(board)
    }
}
