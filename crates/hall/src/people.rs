//! Accounts: made by key, found by key, described to their owner, and forgotten on request.

use rusqlite::{OptionalExtension, params};

use crate::{
    AboutMe, Account, AccountId, Family, Hall, HallError, Handle, KeyId, Rating, TableNo,
    from_sql_time, to_sql_time,
};

/// What a forgotten person's seats are called in the matches others keep: a valid seat name
/// (at most 16 characters), numbered when a match had two of them.
pub const FORMER_PLAYER: &str = "Former player";

impl Hall {
    /// The account of this key, if it has one.
    pub fn account_by_key(&self, key: &KeyId) -> Result<Option<Account>, HallError> {
        self.conn
            .query_row(
                "SELECT id, handle, created FROM accounts WHERE key = ?1",
                [key.as_str()],
                account_of,
            )
            .optional()?
            .transpose()
    }

    /// The language `account` chose to read here (a code as `--lang` takes it), if it
    /// chose one.
    pub fn language_of(&self, account: AccountId) -> Result<Option<String>, HallError> {
        Ok(self
            .conn
            .query_row(
                "SELECT language FROM accounts WHERE id = ?1",
                [account.0],
                |r| r.get::<_, Option<String>>(0),
            )
            .optional()?
            .flatten())
    }

    /// Remembers the language `account` reads here (`None` forgets it: their client's
    /// locale speaks for them again). A code longer than the column takes is refused by
    /// the database and changes nothing.
    pub fn set_language(
        &mut self,
        account: AccountId,
        language: Option<&str>,
    ) -> Result<(), HallError> {
        self.conn.execute(
            "UPDATE accounts SET language = ?2 WHERE id = ?1",
            rusqlite::params![account.0, language],
        )?;
        Ok(())
    }

    /// The account with this number.
    pub fn account(&self, id: AccountId) -> Result<Option<Account>, HallError> {
        self.conn
            .query_row(
                "SELECT id, handle, created FROM accounts WHERE id = ?1",
                [id.0],
                account_of,
            )
            .optional()?
            .transpose()
    }

    /// Makes an account for `key` under `handle`: refused with [`HallError::HandleTaken`]
    /// when another handle has the same fold, [`HallError::KeyTaken`] when the key has one.
    pub fn create_account(
        &mut self,
        key: &KeyId,
        handle: &Handle,
        now_unix: u64,
    ) -> Result<Account, HallError> {
        let tx = self.conn.transaction()?;
        let key_known: bool = tx.query_row(
            "SELECT EXISTS (SELECT 1 FROM accounts WHERE key = ?1)",
            [key.as_str()],
            |r| r.get(0),
        )?;
        if key_known {
            return Err(HallError::KeyTaken);
        }
        let fold_known: bool = tx.query_row(
            "SELECT EXISTS (SELECT 1 FROM accounts WHERE fold = ?1)",
            [handle.fold()],
            |r| r.get(0),
        )?;
        if fold_known {
            return Err(HallError::HandleTaken);
        }
        tx.execute(
            "INSERT INTO accounts (key, handle, fold, created) VALUES (?1, ?2, ?3, ?4)",
            params![
                key.as_str(),
                handle.as_str(),
                handle.fold(),
                to_sql_time(now_unix)
            ],
        )?;
        let id = AccountId(tx.last_insert_rowid());
        tx.commit()?;
        Ok(Account {
            id,
            handle: handle.clone(),
            created_unix: now_unix,
        })
    }

    /// Whether a handle that reads like this one is taken.
    pub fn handle_taken(&self, handle: &Handle) -> Result<bool, HallError> {
        Ok(self.conn.query_row(
            "SELECT EXISTS (SELECT 1 FROM accounts WHERE fold = ?1)",
            [handle.fold()],
            |r| r.get(0),
        )?)
    }

    /// Every account's key: the door lets these in where the server asks others for a code.
    pub fn members(&self) -> Result<Vec<KeyId>, HallError> {
        let mut stmt = self.conn.prepare("SELECT key FROM accounts ORDER BY id")?;
        let keys = stmt
            .query_map([], |r| r.get::<_, String>(0))?
            .collect::<Result<Vec<_>, _>>()?;
        keys.into_iter()
            .map(|k| {
                KeyId::parse(&k).map_err(|e| HallError::Damaged {
                    what: "an account's key".to_string(),
                    why: e.to_string(),
                })
            })
            .collect()
    }

    /// This person's ratings, one per family they have played rated.
    pub fn ratings(&self, account: AccountId) -> Result<Vec<(Family, Rating)>, HallError> {
        let mut stmt = self
            .conn
            .prepare("SELECT family, rating, rd, vol, games FROM ratings WHERE account = ?1")?;
        let rows = stmt
            .query_map([account.0], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    rating_of(r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?),
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        let mut out: Vec<(Family, Rating)> = rows
            .into_iter()
            .filter_map(|(f, r)| Family::from_id(&f).map(|f| (f, r)))
            .collect();
        out.sort_by_key(|(f, _)| *f);
        Ok(out)
    }

    /// The open tables this person owns or has a seat kept at, oldest first (for "My
    /// matches", whether or not the table is open in memory now).
    pub fn tables_of(&self, account: AccountId) -> Result<Vec<TableNo>, HallError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT no FROM tables WHERE owner = ?1
             UNION SELECT no FROM table_seats WHERE account = ?1 ORDER BY 1",
        )?;
        let tables = stmt
            .query_map([account.0], |r| r.get(0).map(TableNo))?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(tables)
    }

    /// Everything the hall keeps about this person.
    pub fn about(&self, account: AccountId) -> Result<AboutMe, HallError> {
        let Some(found) = self.account(account)? else {
            return Err(HallError::UnknownAccount);
        };
        let key: String =
            self.conn
                .query_row("SELECT key FROM accounts WHERE id = ?1", [account.0], |r| {
                    r.get(0)
                })?;
        let key = KeyId::parse(&key).map_err(|e| HallError::Damaged {
            what: "an account's key".to_string(),
            why: e.to_string(),
        })?;
        let finished_matches: u32 = self.conn.query_row(
            "SELECT count(DISTINCT id) FROM finished_seats WHERE account = ?1",
            [account.0],
            |r| r.get(0),
        )?;
        let open_tables = self.tables_of(account)?;
        let day_ago = to_sql_time(crate::now_unix().saturating_sub(86_400));
        let tables_made_last_day: u32 = self.conn.query_row(
            "SELECT count(*) FROM tables_made WHERE account = ?1 AND made >= ?2",
            params![account.0, day_ago],
            |r| r.get(0),
        )?;
        Ok(AboutMe {
            account: found,
            key,
            ratings: self.ratings(account)?,
            finished_matches,
            open_tables,
            tables_made_last_day,
        })
    }

    /// Deletes the account, its key and its ratings. In the finished matches others keep,
    /// its seats are renamed [`FORMER_PLAYER`] (in the record as well); at open tables, the
    /// seats kept for it are kept for nobody and its name in their saves is replaced too.
    /// The runtime closes (saves) the person's tables held in memory first, or renames the
    /// seat there itself, so that a later save does not bring the name back.
    pub fn forget(&mut self, account: AccountId) -> Result<(), HallError> {
        let tx = self.conn.transaction()?;
        let exists: bool = tx.query_row(
            "SELECT EXISTS (SELECT 1 FROM accounts WHERE id = ?1)",
            [account.0],
            |r| r.get(0),
        )?;
        if !exists {
            return Err(HallError::UnknownAccount);
        }
        // Finished matches: rename the seat in the record and in the row.
        let seats: Vec<(String, u8)> = {
            let mut stmt = tx.prepare("SELECT id, seat FROM finished_seats WHERE account = ?1")?;
            stmt.query_map([account.0], |r| Ok((r.get(0)?, r.get(1)?)))?
                .collect::<Result<_, _>>()?
        };
        for (id, seat) in seats {
            let record: String =
                tx.query_row("SELECT record FROM finished WHERE id = ?1", [&id], |r| {
                    r.get(0)
                })?;
            // A record that does not read back keeps its text (the review cannot show it
            // anyway); the row below still forgets who sat there.
            let name = match crate::results::rename_in_finished(&record, seat) {
                Ok((renamed, name)) => {
                    tx.execute(
                        "UPDATE finished SET record = ?1 WHERE id = ?2",
                        params![renamed, id],
                    )?;
                    name
                }
                Err(_) => FORMER_PLAYER.to_string(),
            };
            tx.execute(
                "UPDATE finished_seats SET name = ?1, account = NULL WHERE id = ?2 AND seat = ?3",
                params![name, id, seat],
            )?;
        }
        // Open tables: the seats kept for them, renamed in the saves.
        let kept: Vec<(i64, u8)> = {
            let mut stmt = tx.prepare("SELECT no, seat FROM table_seats WHERE account = ?1")?;
            stmt.query_map([account.0], |r| Ok((r.get(0)?, r.get(1)?)))?
                .collect::<Result<_, _>>()?
        };
        for (no, seat) in kept {
            let save: String =
                tx.query_row("SELECT save FROM tables WHERE no = ?1", [no], |r| r.get(0))?;
            // A save that does not read back is left for the operator as it is.
            if let Ok(renamed) = crate::tables::rename_in_save(&save, seat) {
                tx.execute(
                    "UPDATE tables SET save = ?1 WHERE no = ?2",
                    params![renamed, no],
                )?;
            }
        }
        // The rest goes by the foreign keys: ratings and tables_made with the account,
        // table seats and table owners set to NULL.
        tx.execute("DELETE FROM accounts WHERE id = ?1", [account.0])?;
        tx.commit()?;
        // The deleted rows' old pages would otherwise stay in the write-ahead log until the
        // next checkpoint; a busy reader may delay that, which is no reason to fail.
        let _ = self
            .conn
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()));
        Ok(())
    }
}

fn account_of(r: &rusqlite::Row<'_>) -> rusqlite::Result<Result<Account, HallError>> {
    let id: i64 = r.get(0)?;
    let handle: String = r.get(1)?;
    let created: i64 = r.get(2)?;
    Ok(stored_handle(handle).map(|handle| Account {
        id: AccountId(id),
        handle,
        created_unix: from_sql_time(created),
    }))
}

pub(crate) fn stored_handle(text: String) -> Result<Handle, HallError> {
    Handle::stored(text).ok_or_else(|| HallError::Damaged {
        what: "an account's handle".to_string(),
        why: "it is not a handle's shape".to_string(),
    })
}

pub(crate) fn rating_of(rating: f64, rd: f64, vol: f64, games: u32) -> Rating {
    Rating {
        rating,
        deviation: rd,
        volatility: vol,
        games,
    }
}

pub(crate) fn fresh_name(names: &[String], seat: usize) -> String {
    let taken = |n: &str| {
        names
            .iter()
            .enumerate()
            .any(|(i, other)| i != seat && other.eq_ignore_ascii_case(n))
    };
    if !taken(FORMER_PLAYER) {
        return FORMER_PLAYER.to_string();
    }
    (2..=9)
        .map(|n| format!("{FORMER_PLAYER} {n}"))
        .find(|n| !taken(n))
        .unwrap_or_else(|| FORMER_PLAYER.to_string())
}
