//! Finished matches: recording one with its ratings in one transaction, and reading back
//! the standings, a person's matches and their figures.

use rusqlite::{OptionalExtension, params};
use yahtzee_store::{FinishedMatch, SAVE_LIMIT};

use crate::game::{Match, SeatKind};
use crate::glicko2;
use crate::people::{rating_of, stored_handle};
use crate::{
    AccountId, Family, FamilyStats, FinishedRow, Hall, HallError, Handle, PersonStats, Rating,
    RatingChange, Standing, TableNo, to_sql_time,
};

/// The most rows one call returns.
pub const MAX_ROWS: u32 = 500;

/// `record` (a finished match's JSON) with seat `seat` renamed a former player; and the name.
pub(crate) fn rename_in_finished(record: &str, seat: u8) -> Result<(String, String), HallError> {
    let mut finished = read_finished(record, "a finished match")?;
    let names: Vec<String> = finished
        .record
        .seats
        .iter()
        .map(|s| s.name.clone())
        .collect();
    let seat = usize::from(seat);
    let name = crate::people::fresh_name(&names, seat);
    let Some(s) = finished.record.seats.get_mut(seat) else {
        return Err(HallError::Damaged {
            what: "a finished match".to_string(),
            why: format!("it has no seat {}", seat + 1),
        });
    };
    s.name.clone_from(&name);
    Ok((to_json(&finished)?, name))
}

fn to_json(finished: &FinishedMatch) -> Result<String, HallError> {
    let bytes = yahtzee_store::json::to_bytes(finished, SAVE_LIMIT).map_err(|e| match e {
        yahtzee_store::json::WriteError::TooLarge { size, limit } => HallError::TooLarge {
            what: "the finished match",
            size,
            limit,
        },
        yahtzee_store::json::WriteError::Serialize(why) => HallError::Invalid(why),
    })?;
    String::from_utf8(bytes).map_err(|e| HallError::Invalid(e.to_string()))
}

/// A finished match's JSON read back: bounded, shaped, and replayed to check every move.
fn read_finished(text: &str, what: &str) -> Result<FinishedMatch, HallError> {
    let damaged = |why: String| HallError::Damaged {
        what: what.to_string(),
        why,
    };
    if text.len() as u64 > SAVE_LIMIT {
        return Err(damaged(format!(
            "it is {} bytes, more than a match may be",
            text.len()
        )));
    }
    let finished: FinishedMatch = yahtzee_store::json::read(text.as_bytes(), "a finished match")
        .map_err(|e| damaged(e.to_string()))?;
    yahtzee_store::saves::check_id(&finished.id).map_err(|e| damaged(e.to_string()))?;
    let session = finished
        .session()
        .map_err(|e| damaged(yahtzee_store::json::reason(&e.to_string())))?;
    if !session.game().is_over() {
        return Err(damaged("its match is not over".to_string()));
    }
    Ok(finished)
}

impl Hall {
    /// Records the finished match of table `no`, rates it, and closes the table, in one
    /// transaction. `seats` says, per seat, the account that played it (`None`: a guest or a
    /// CPU). A match already recorded (by its id) changes nothing: `Ok(None)`. Otherwise
    /// the rating changes (empty when the match is unrated: rules of no [`Family`], or fewer
    /// than two accounts).
    pub fn finish(
        &mut self,
        no: TableNo,
        finished: &FinishedMatch,
        seats: &[Option<AccountId>],
        now_unix: u64,
    ) -> Result<Option<Vec<RatingChange>>, HallError> {
        let invalid = HallError::Invalid;
        yahtzee_store::saves::check_id(&finished.id).map_err(|e| invalid(e.to_string()))?;
        let game = Match::from_record(finished.record.clone())
            .map_err(|e| invalid(format!("the finished match does not replay: {e}")))?;
        if !game.is_over() {
            return Err(invalid("the match is not over".to_string()));
        }
        if seats.len() != game.seats().len() {
            return Err(invalid(format!(
                "{} accounts given for {} seats",
                seats.len(),
                game.seats().len()
            )));
        }
        let record = to_json(finished)?;
        let tx = self.conn.transaction()?;
        let recorded: bool = tx.query_row(
            "SELECT EXISTS (SELECT 1 FROM finished WHERE id = ?1)",
            [&finished.id],
            |r| r.get(0),
        )?;
        if recorded {
            return Ok(None);
        }
        let table: Option<String> = tx
            .query_row("SELECT match_id FROM tables WHERE no = ?1", [no.0], |r| {
                r.get(0)
            })
            .optional()?;
        match table {
            None => return Err(HallError::UnknownTable(no)),
            Some(id) if id != finished.id => {
                return Err(invalid(format!(
                    "table {no} plays another match than the one finished"
                )));
            }
            Some(_) => {}
        }
        // Who is rated: people's seats with an account that still exists, each once.
        let mut accounts: Vec<Option<AccountId>> = Vec::with_capacity(seats.len());
        for (i, account) in seats.iter().enumerate() {
            let person = game.seats()[i].kind == SeatKind::Human;
            let exists = match account {
                Some(a) if person => tx.query_row(
                    "SELECT EXISTS (SELECT 1 FROM accounts WHERE id = ?1)",
                    [a.0],
                    |r| r.get::<_, bool>(0),
                )?,
                _ => false,
            };
            accounts.push(account.filter(|_| exists));
        }
        let present: Vec<AccountId> = accounts.iter().flatten().copied().collect();
        let distinct = present
            .iter()
            .enumerate()
            .all(|(i, a)| !present[..i].contains(a));
        let family = Family::of(game.rules());
        // A move a CPU made for an absent account is not theirs: a rating moved by it would
        // reward (or punish) someone for a game they did not play, so such a match is kept
        // but unrated. The log says so move by move, so this holds across a restart too.
        let stood_in = game.log().iter().any(|e| {
            e.stand_in.is_some() && accounts.get(e.seat.index()).is_some_and(Option::is_some)
        });
        let rated = family.is_some() && present.len() >= 2 && distinct && !stood_in;
        let totals: Vec<u32> = game.seat_ids().map(|s| game.total(s)).collect();
        let standings = game.standings();
        let mut changes = Vec::new();
        if let (true, Some(family)) = (rated, family) {
            let rated_seats: Vec<usize> = (0..accounts.len())
                .filter(|&i| accounts[i].is_some())
                .collect();
            let mut before = Vec::with_capacity(rated_seats.len());
            for &i in &rated_seats {
                let Some(a) = accounts[i] else { continue };
                let r = tx
                    .query_row(
                        "SELECT rating, rd, vol, games FROM ratings WHERE account = ?1 AND family = ?2",
                        params![a.0, family.id()],
                        |r| Ok(rating_of(r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
                    )
                    .optional()?
                    .unwrap_or(Rating::NEW);
                before.push(r);
            }
            let their_totals: Vec<u32> = rated_seats.iter().map(|&i| totals[i]).collect();
            let games = glicko2::pairwise(&their_totals, &before);
            for (k, &i) in rated_seats.iter().enumerate() {
                let Some(account) = accounts[i] else { continue };
                let after = glicko2::rate(before[k], &games[k]);
                changes.push((
                    i,
                    RatingChange {
                        account,
                        family,
                        before: before[k],
                        after,
                    },
                ));
            }
        }
        tx.execute(
            "INSERT INTO finished (id, finished_unix, family, rated, record) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![
                finished.id,
                // Ordered by when it ended; a clock ahead of this one's does not put it
                // above matches finished since.
                to_sql_time(finished.finished_unix.min(now_unix).max(finished.started_unix)),
                family.map(Family::id),
                rated,
                record
            ],
        )?;
        for (i, seat) in game.seat_ids().enumerate() {
            let rank = standings
                .iter()
                .find(|s| s.seat == seat)
                .map_or(1, |s| u32::try_from(s.rank).unwrap_or(u32::MAX));
            let change = changes.iter().find(|(k, _)| *k == i).map(|(_, c)| c);
            tx.execute(
                "INSERT INTO finished_seats (id, seat, account, name, total, rank,
                     rating_before, rd_before, rating_after, rd_after)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
                params![
                    finished.id,
                    u8::try_from(i).unwrap_or(u8::MAX),
                    accounts[i].map(|a| a.0),
                    game.seats()[i].name,
                    totals[i],
                    rank,
                    change.map(|c| c.before.rating),
                    change.map(|c| c.before.deviation),
                    change.map(|c| c.after.rating),
                    change.map(|c| c.after.deviation),
                ],
            )?;
        }
        for (_, c) in &changes {
            tx.execute(
                "INSERT INTO ratings (account, family, rating, rd, vol, games)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)
                 ON CONFLICT (account, family) DO UPDATE SET
                     rating = excluded.rating, rd = excluded.rd, vol = excluded.vol,
                     games = excluded.games",
                params![
                    c.account.0,
                    c.family.id(),
                    c.after.rating,
                    c.after.deviation,
                    c.after.volatility,
                    c.after.games
                ],
            )?;
        }
        tx.execute("DELETE FROM tables WHERE no = ?1", [no.0])?;
        tx.commit()?;
        Ok(Some(changes.into_iter().map(|(_, c)| c).collect()))
    }

    /// A family's leaderboard, best first, from place `offset + 1`, at most `limit` rows
    /// (and at most [`MAX_ROWS`]). Equal ratings are ordered by the surer one first.
    pub fn leaderboard(
        &self,
        family: Family,
        offset: u32,
        limit: u32,
    ) -> Result<Vec<Standing>, HallError> {
        let mut stmt = self.conn.prepare(
            "SELECT a.handle, r.rating, r.rd, r.vol, r.games
             FROM ratings r JOIN accounts a ON a.id = r.account
             WHERE r.family = ?1
             ORDER BY r.rating DESC, r.rd ASC, a.id
             LIMIT ?2 OFFSET ?3",
        )?;
        let rows = stmt
            .query_map(params![family.id(), limit.min(MAX_ROWS), offset], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    rating_of(r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?),
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        rows.into_iter()
            .zip(offset.saturating_add(1)..)
            .map(|((handle, rating), rank)| {
                Ok(Standing {
                    rank,
                    handle: stored_handle(handle)?,
                    rating,
                })
            })
            .collect()
    }

    /// This person's place on a family's leaderboard (as [`Hall::leaderboard`] orders it),
    /// if they have a rating there.
    pub fn rank_of(&self, account: AccountId, family: Family) -> Result<Option<u32>, HallError> {
        Ok(self
            .conn
            .query_row(
                "SELECT 1 + (SELECT count(*) FROM ratings o WHERE o.family = m.family AND
                     (o.rating > m.rating OR (o.rating = m.rating AND
                      (o.rd < m.rd OR (o.rd = m.rd AND o.account < m.account)))))
                 FROM ratings m WHERE m.account = ?1 AND m.family = ?2",
                params![account.0, family.id()],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// The finished matches this person played, newest first. A row whose record does not
    /// read back is left out (and left in the database); [`Hall::damaged_finished`] lists
    /// them.
    pub fn finished_of(
        &self,
        account: AccountId,
        offset: u32,
        limit: u32,
    ) -> Result<Vec<FinishedRow>, HallError> {
        let mut stmt = self.conn.prepare(
            "SELECT f.id, f.record, f.rated FROM finished f
             WHERE f.id IN (SELECT id FROM finished_seats WHERE account = ?1)
             ORDER BY f.finished_unix DESC, f.id
             LIMIT ?2 OFFSET ?3",
        )?;
        let rows = stmt
            .query_map(params![account.0, limit.min(MAX_ROWS), offset], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, bool>(2)?,
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        let mut out = Vec::with_capacity(rows.len());
        for (id, record, rated) in rows {
            let Ok(finished) = read_finished(&record, "a finished match") else {
                continue;
            };
            out.push(FinishedRow {
                seats: self.finished_handles(&id, finished.record.seats.len())?,
                id,
                finished,
                rated,
            });
        }
        Ok(out)
    }

    /// Per seat of a finished match, the handle of the account that played it.
    fn finished_handles(&self, id: &str, seats: usize) -> Result<Vec<Option<Handle>>, HallError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT s.seat, a.handle FROM finished_seats s
             LEFT JOIN accounts a ON a.id = s.account WHERE s.id = ?1",
        )?;
        let rows = stmt
            .query_map([id], |r| {
                Ok((r.get::<_, u8>(0)?, r.get::<_, Option<String>>(1)?))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        let mut out = vec![None; seats];
        for (seat, handle) in rows {
            if let (Some(slot), Some(handle)) = (out.get_mut(usize::from(seat)), handle) {
                *slot = Some(stored_handle(handle)?);
            }
        }
        Ok(out)
    }

    /// The ids of finished matches whose records do not read back (for the operator: the
    /// rows stay in place).
    pub fn damaged_finished(&self) -> Result<Vec<(String, String)>, HallError> {
        let mut stmt = self
            .conn
            .prepare("SELECT id, record FROM finished ORDER BY id")?;
        let mut rows = stmt.query([])?;
        let mut out = Vec::new();
        while let Some(row) = rows.next()? {
            let id: String = row.get(0)?;
            let record: String = row.get(1)?;
            if let Err(e) = read_finished(&record, "a finished match") {
                out.push((crate::escape::excerpt(&id, 70), e.to_string()));
            }
        }
        Ok(out)
    }

    /// This person's figures over their finished matches, per family.
    pub fn stats_of(&self, account: AccountId) -> Result<PersonStats, HallError> {
        let mut stmt = self.conn.prepare(
            "SELECT f.family, count(*), sum(s.rank = 1), max(s.total), avg(s.total), sum(f.rated)
             FROM finished_seats s JOIN finished f ON f.id = s.id
             WHERE s.account = ?1 GROUP BY f.family",
        )?;
        let rows = stmt
            .query_map([account.0], |r| {
                Ok((
                    r.get::<_, Option<String>>(0)?,
                    r.get::<_, u32>(1)?,
                    r.get::<_, u32>(2)?,
                    r.get::<_, u32>(3)?,
                    r.get::<_, f64>(4)?,
                    r.get::<_, u32>(5)?,
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        let mut stats = PersonStats::default();
        for (family, matches, won, best, mean, rated) in rows {
            stats.matches = stats.matches.saturating_add(matches);
            stats.won = stats.won.saturating_add(won);
            stats.rated = stats.rated.saturating_add(rated);
            stats.by_family.push(FamilyStats {
                family: family.as_deref().and_then(Family::from_id),
                matches,
                won,
                best,
                mean,
            });
        }
        // Families in their usual order, other rules last.
        stats
            .by_family
            .sort_by_key(|f| (f.family.is_none(), f.family));
        Ok(stats)
    }
}
