//! Open tables: their match's save, replaced whole after every action; the accounts their
//! seats are kept for; their codes, stored only as a salted hash.

use rusqlite::{OptionalExtension, params};
use sha2::{Digest, Sha256};
use yahtzee_store::{SAVE_LIMIT, SaveFile, SaveRefusal};

use crate::game::Session;
use crate::{
    AccountId, Hall, HallError, NewTable, StoredTable, TableNo, from_sql_time, to_sql_time,
};

/// How long the record of a table made is kept for the per-hour limit.
const TABLES_MADE_KEPT_SECONDS: u64 = 86_400;

/// Why an open table's save was not read back: the row is left as it is, for the operator.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableRefusal {
    #[error(
        "the save of table {no} is {size} bytes, more than a save may be; it was left in the database"
    )]
    TooLarge { no: TableNo, size: u64 },
    #[error("the save of table {no} is damaged: {why}; it was left in the database")]
    Damaged { no: TableNo, why: String },
    #[error(
        "the save of table {no} is from a newer version {version}; it was left in the database"
    )]
    Newer { no: TableNo, version: u64 },
}

impl StoredTable {
    /// The table's match, read back through the store's checked loader (replayed).
    pub fn session(&self) -> Result<Session, TableRefusal> {
        if self.save_bytes > SAVE_LIMIT {
            return Err(TableRefusal::TooLarge {
                no: self.no,
                size: self.save_bytes,
            });
        }
        yahtzee_store::parse_save(self.save_json.as_bytes()).map_err(|e| match e {
            SaveRefusal::Newer { version } => TableRefusal::Newer {
                no: self.no,
                version,
            },
            SaveRefusal::Damaged(why) => TableRefusal::Damaged { no: self.no, why },
        })
    }
}

/// The match id a save names, checked as the store checks a save's (its shape only: the
/// whole save is checked when it is read back).
fn match_id_of(save_json: &str) -> Result<String, HallError> {
    let bad = |why: String| HallError::Invalid(format!("the table's save is refused: {why}"));
    let size = save_json.len() as u64;
    if size > SAVE_LIMIT {
        return Err(HallError::TooLarge {
            what: "the table's save",
            size,
            limit: SAVE_LIMIT,
        });
    }
    let value = yahtzee_store::json::parse(save_json.as_bytes()).map_err(|e| bad(e.to_string()))?;
    let id = value
        .get("id")
        .and_then(serde_json::Value::as_str)
        .ok_or_else(|| bad("it names no match".to_string()))?;
    yahtzee_store::saves::check_id(id).map_err(|e| bad(e.to_string()))?;
    Ok(id.to_string())
}

/// `save` with seat `seat`'s name replaced by a former player's.
pub(crate) fn rename_in_save(save: &str, seat: u8) -> Result<String, HallError> {
    let bad = |why: String| HallError::Damaged {
        what: "an open table's save".to_string(),
        why,
    };
    let mut file: SaveFile =
        yahtzee_store::json::read(save.as_bytes(), "a save").map_err(|e| bad(e.to_string()))?;
    let names: Vec<String> = file.record.seats.iter().map(|s| s.name.clone()).collect();
    let seat = usize::from(seat);
    let new = crate::people::fresh_name(&names, seat);
    let Some(s) = file.record.seats.get_mut(seat) else {
        return Err(bad(format!("it has no seat {}", seat + 1)));
    };
    s.name = new;
    let bytes =
        yahtzee_store::json::to_bytes(&file, SAVE_LIMIT).map_err(|e| bad(format!("{e:?}")))?;
    String::from_utf8(bytes).map_err(|e| bad(e.to_string()))
}

impl Hall {
    /// A table code's stored form: SHA-256 of the database's salt and the code.
    fn code_hash(&self, code: &str) -> Vec<u8> {
        let mut h = Sha256::new();
        h.update(&self.salt);
        h.update(code.as_bytes());
        h.finalize().to_vec()
    }

    /// Opens a table: its row, its seats, and (for its owner) a line in the per-hour count.
    pub fn create_table(&mut self, t: &NewTable, now_unix: u64) -> Result<TableNo, HallError> {
        let match_id = match_id_of(&t.save_json)?;
        if t.seats.is_empty() || t.seats.len() > crate::game::MAX_SEATS {
            return Err(HallError::Invalid(format!(
                "a table has 1 to {} seats, not {}",
                crate::game::MAX_SEATS,
                t.seats.len()
            )));
        }
        let code = (!t.code.is_empty()).then(|| self.code_hash(&t.code));
        let now = to_sql_time(now_unix);
        let tx = self.conn.transaction()?;
        if let Some(code) = &code {
            let taken: bool = tx.query_row(
                "SELECT EXISTS (SELECT 1 FROM tables WHERE code_hash = ?1)",
                [code],
                |r| r.get(0),
            )?;
            if taken {
                return Err(HallError::CodeTaken);
            }
        }
        let unknown = |e: rusqlite::Error| match e.sqlite_error_code() {
            Some(rusqlite::ErrorCode::ConstraintViolation) => HallError::UnknownAccount,
            _ => HallError::from(e),
        };
        tx.execute(
            "INSERT INTO tables (owner, listed, code_hash, match_id, created, updated, save)
             VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6)",
            params![
                t.owner.map(|a| a.0),
                t.listed,
                code,
                match_id,
                now,
                t.save_json
            ],
        )
        .map_err(unknown)?;
        let no = tx.last_insert_rowid();
        for (seat, account) in (0u8..).zip(&t.seats) {
            tx.execute(
                "INSERT INTO table_seats (no, seat, account) VALUES (?1, ?2, ?3)",
                params![no, seat, account.map(|a| a.0)],
            )
            .map_err(unknown)?;
        }
        if let Some(owner) = t.owner {
            let old = to_sql_time(now_unix.saturating_sub(TABLES_MADE_KEPT_SECONDS));
            tx.execute("DELETE FROM tables_made WHERE made < ?1", [old])?;
            tx.execute(
                "INSERT INTO tables_made (account, made) VALUES (?1, ?2)",
                params![owner.0, now],
            )?;
        }
        tx.commit()?;
        Ok(TableNo(no))
    }

    /// Replaces the table's save: on disk (committed) when this returns.
    pub fn save_table(
        &mut self,
        no: TableNo,
        save_json: &str,
        now_unix: u64,
    ) -> Result<(), HallError> {
        let match_id = match_id_of(save_json)?;
        let stored: Option<String> = self
            .conn
            .query_row("SELECT match_id FROM tables WHERE no = ?1", [no.0], |r| {
                r.get(0)
            })
            .optional()?;
        match stored {
            None => return Err(HallError::UnknownTable(no)),
            Some(id) if id != match_id => {
                return Err(HallError::Invalid(format!(
                    "table {no} plays another match than the save given"
                )));
            }
            Some(_) => {}
        }
        self.conn.execute(
            "UPDATE tables SET save = ?1, updated = ?2 WHERE no = ?3",
            params![save_json, to_sql_time(now_unix), no.0],
        )?;
        Ok(())
    }

    /// Keeps seat `seat` of table `no` for `account` (or for nobody).
    pub fn set_seat_account(
        &mut self,
        no: TableNo,
        seat: u8,
        account: Option<AccountId>,
    ) -> Result<(), HallError> {
        let changed = self
            .conn
            .execute(
                "UPDATE table_seats SET account = ?1 WHERE no = ?2 AND seat = ?3",
                params![account.map(|a| a.0), no.0, seat],
            )
            .map_err(|e| match e.sqlite_error_code() {
                Some(rusqlite::ErrorCode::ConstraintViolation) => HallError::UnknownAccount,
                _ => HallError::from(e),
            })?;
        if changed == 0 {
            if self.table_exists(no)? {
                return Err(HallError::NoSuchSeat { no, seat });
            }
            return Err(HallError::UnknownTable(no));
        }
        Ok(())
    }

    fn table_exists(&self, no: TableNo) -> Result<bool, HallError> {
        Ok(self.conn.query_row(
            "SELECT EXISTS (SELECT 1 FROM tables WHERE no = ?1)",
            [no.0],
            |r| r.get(0),
        )?)
    }

    /// Every open table, oldest first: what a server reopens when it starts. Each save is
    /// read back with [`StoredTable::session`]; one that fails stays in the database.
    pub fn open_tables(&self) -> Result<Vec<StoredTable>, HallError> {
        let mut stmt = self.conn.prepare(
            "SELECT no, owner, listed, updated, length(CAST(save AS BLOB)),
                    CASE WHEN length(CAST(save AS BLOB)) <= ?1 THEN save ELSE '' END
             FROM tables ORDER BY no",
        )?;
        let limit = i64::try_from(SAVE_LIMIT).unwrap_or(i64::MAX);
        let mut tables = stmt
            .query_map([limit], |r| {
                Ok(StoredTable {
                    no: TableNo(r.get(0)?),
                    owner: r.get::<_, Option<i64>>(1)?.map(AccountId),
                    listed: r.get(2)?,
                    seats: Vec::new(),
                    updated_unix: from_sql_time(r.get(3)?),
                    save_bytes: u64::try_from(r.get::<_, i64>(4)?).unwrap_or(0),
                    save_json: r.get(5)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        let mut seats = self
            .conn
            .prepare("SELECT seat, account FROM table_seats WHERE no = ?1 ORDER BY seat")?;
        for table in &mut tables {
            let rows = seats
                .query_map([table.no.0], |r| {
                    Ok((r.get::<_, u8>(0)?, r.get::<_, Option<i64>>(1)?))
                })?
                .collect::<Result<Vec<_>, _>>()?;
            for (seat, account) in rows {
                let i = usize::from(seat);
                if i >= crate::game::MAX_SEATS {
                    continue;
                }
                if table.seats.len() <= i {
                    table.seats.resize(i + 1, None);
                }
                table.seats[i] = account.map(AccountId);
            }
        }
        Ok(tables)
    }

    /// The open table with this code, if any.
    pub fn table_by_code(&self, code: &str) -> Result<Option<TableNo>, HallError> {
        if code.is_empty() {
            return Ok(None);
        }
        Ok(self
            .conn
            .query_row(
                "SELECT no FROM tables WHERE code_hash = ?1",
                [self.code_hash(code)],
                |r| r.get(0).map(TableNo),
            )
            .optional()?)
    }

    /// How many tables this account made since `since_unix` (for the per-hour limit; kept
    /// for a day, finished tables included).
    pub fn tables_created_since(
        &self,
        account: AccountId,
        since_unix: u64,
    ) -> Result<u32, HallError> {
        Ok(self.conn.query_row(
            "SELECT count(*) FROM tables_made WHERE account = ?1 AND made >= ?2",
            params![account.0, to_sql_time(since_unix)],
            |r| r.get(0),
        )?)
    }

    /// How many open tables this account owns (for the limit of tables open at once).
    pub fn tables_owned(&self, account: AccountId) -> Result<u32, HallError> {
        Ok(self.conn.query_row(
            "SELECT count(*) FROM tables WHERE owner = ?1",
            [account.0],
            |r| r.get(0),
        )?)
    }

    /// Removes a table whose match ended without a result (abandoned, or never started).
    pub fn drop_table(&mut self, no: TableNo) -> Result<(), HallError> {
        let gone = self
            .conn
            .execute("DELETE FROM tables WHERE no = ?1", [no.0])?;
        if gone == 0 {
            return Err(HallError::UnknownTable(no));
        }
        Ok(())
    }
}
