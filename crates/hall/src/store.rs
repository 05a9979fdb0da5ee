//! [`HallStore`]: the store one hosted table writes its match through.
//!
//! The table engine saves every action through `yahtzee_store::Storage` before it shows it;
//! here a save replaces the table's row in one committed statement, so an action is on disk
//! before anyone sees it. The server has no history file, setup, presets or Learn progress
//! of its own, so those calls are answered as a store that keeps none would.
//!
//! The end of a match is the one place this store differs from the disk store. The engine
//! saves the finished match, then archives it, then clears its save; here the final save
//! is kept in the table's row, `archive` and `clear_match` do nothing, and the runtime calls
//! [`Hall::finish`] (which knows the accounts at the seats, and the engine does not), which
//! records the match, rates it and removes the row in one transaction. A server killed in
//! between leaves a table whose save is a finished match: at the next start the runtime
//! finishes it then, and the match is rated once.

use std::path::{Path, PathBuf};

use yahtzee_store::{
    EntryState, FinishedMatch, History, LastSetup, LearnProgress, LoadOutcome, MatchBrief,
    MatchEntry, MatchId, OwnPresets, PresetChange, PresetError, SAVE_LIMIT, SaveFile, SaveRefusal,
    Storage, StoreError,
};

use crate::{Hall, HallError, TableNo};
use yahtzee_l10n::t;

/// One table's store over the hall. Made for each call into the table engine: it borrows
/// the hall only for that call.
pub struct HallStore<'h> {
    hall: &'h mut Hall,
    no: TableNo,
    data_dir: Option<PathBuf>,
    notices: Vec<String>,
}

impl std::fmt::Debug for HallStore<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "HallStore(table {})", self.no)
    }
}

impl<'h> HallStore<'h> {
    pub fn new(hall: &'h mut Hall, no: TableNo) -> HallStore<'h> {
        HallStore {
            hall,
            no,
            data_dir: None,
            notices: Vec::new(),
        }
    }

    /// The folder the solver's caches are kept in (the server's data folder).
    pub fn with_data_dir(mut self, dir: PathBuf) -> HallStore<'h> {
        self.data_dir = Some(dir);
        self
    }

    /// The table's save as stored, if it holds the match `id`.
    fn stored(&self, id: &MatchId) -> Result<Option<String>, HallError> {
        use rusqlite::OptionalExtension;
        let row: Option<(String, i64)> = self
            .hall
            .conn
            .query_row(
                "SELECT match_id, length(CAST(save AS BLOB)) FROM tables WHERE no = ?1",
                [self.no.0],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        match row {
            Some((match_id, _)) if match_id != id.as_str() => Ok(None),
            None => Ok(None),
            Some((_, size)) if u64::try_from(size).unwrap_or(u64::MAX) > SAVE_LIMIT => {
                Err(HallError::Damaged {
                    what: format!("the save of table {}", self.no),
                    why: format!("it is {size} bytes, more than a save may be"),
                })
            }
            Some(_) => Ok(Some(self.hall.conn.query_row(
                "SELECT save FROM tables WHERE no = ?1",
                [self.no.0],
                |r| r.get(0),
            )?)),
        }
    }

    /// Said to the person who asked, in their language (the server speaks it around their
    /// keys).
    fn unwritable(why: String) -> StoreError {
        StoreError::Unwritable(why)
    }
}

fn store_error(e: HallError) -> StoreError {
    match e {
        HallError::TooLarge { what, size, limit } => StoreError::TooLarge { what, size, limit },
        other => StoreError::Io(format!("The match was not saved: {other}.")),
    }
}

impl Storage for HallStore<'_> {
    /// The hall thread is the only writer, and a table is played by one engine: nothing to
    /// claim.
    fn claim(&mut self, _id: &MatchId) -> Result<(), StoreError> {
        Ok(())
    }

    fn release(&mut self, _id: &MatchId) {}

    fn save_match(&mut self, _id: &MatchId, file: &SaveFile) -> Result<(), StoreError> {
        let bytes = yahtzee_store::json::to_bytes(file, SAVE_LIMIT)
            .map_err(|e| e.into_store_error("The match"))?;
        let text = String::from_utf8(bytes).map_err(|e| StoreError::Invalid(e.to_string()))?;
        self.hall
            .save_table(self.no, &text, crate::now_unix())
            .map_err(store_error)
    }

    fn load_match(&mut self, id: &MatchId) -> LoadOutcome {
        let text = match self.stored(id) {
            Ok(Some(text)) => text,
            Ok(None) => return LoadOutcome::Empty,
            Err(e) => {
                return LoadOutcome::Damaged {
                    message: format!("{e}."),
                };
            }
        };
        match yahtzee_store::parse_save(text.as_bytes()) {
            Ok(session) => LoadOutcome::Loaded(Box::new(session)),
            Err(why @ SaveRefusal::Newer { .. }) => LoadOutcome::Newer {
                message: format!(
                    "The match at table {} was not opened: {why}. It was left in the database.",
                    self.no
                ),
            },
            Err(SaveRefusal::Damaged(why)) => LoadOutcome::Damaged {
                message: format!(
                    "The match at table {} is damaged: {why}; it was left in the database for the operator.",
                    self.no
                ),
            },
        }
    }

    fn has_match(&self, id: &MatchId) -> bool {
        matches!(self.stored(id), Ok(Some(_)) | Err(_))
    }

    /// The row goes with [`Hall::finish`] (a result) or [`Hall::drop_table`] (none), which
    /// the runtime calls: see the module docs.
    fn clear_match(&mut self, _id: &MatchId) -> Result<(), StoreError> {
        Ok(())
    }

    /// Nothing is moved: a save the table cannot use stays in its row for the operator.
    fn retire_match(&mut self, _id: &MatchId, _tag: &str) -> Result<String, StoreError> {
        Ok(format!("table {} in the hall database", self.no))
    }

    fn list_matches(&mut self) -> Vec<MatchEntry> {
        use rusqlite::OptionalExtension;
        let row: Result<Option<(String, String)>, rusqlite::Error> = self
            .hall
            .conn
            .query_row(
                "SELECT match_id, save FROM tables WHERE no = ?1 AND length(CAST(save AS BLOB)) <= ?2",
                rusqlite::params![self.no.0, i64::try_from(SAVE_LIMIT).unwrap_or(i64::MAX)],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional();
        let Ok(Some((id, save))) = row else {
            return Vec::new();
        };
        let Ok(id) = MatchId::parse(&id) else {
            return Vec::new();
        };
        let state = match yahtzee_store::parse_save_dated(save.as_bytes()) {
            Ok((session, saved)) => EntryState::Ready(MatchBrief::of(&session, saved)),
            Err(SaveRefusal::Newer { .. }) => {
                EntryState::Newer(format!("The match {id} is from a newer version."))
            }
            Err(SaveRefusal::Damaged(why)) => {
                EntryState::Unreadable(format!("The match {id} is damaged: {why}."))
            }
        };
        vec![MatchEntry { id, state }]
    }

    fn history(&mut self) -> (History, Option<String>) {
        (History::default(), None)
    }

    fn presets(&mut self) -> (OwnPresets, Option<String>) {
        (OwnPresets::new(), None)
    }

    fn change_presets(&mut self, _change: &PresetChange) -> Result<OwnPresets, PresetError> {
        Err(PresetError::Store(HallStore::unwritable(t!(
            "serve-hall-no-presets"
        ))))
    }

    /// See the module docs: [`Hall::finish`] records the match, with its ratings.
    fn archive(&mut self, _finished: FinishedMatch, _counts: bool) -> Result<(), StoreError> {
        Ok(())
    }

    fn last_setup(&mut self) -> Option<LastSetup> {
        None
    }

    fn save_setup(&mut self, _setup: &LastSetup) -> Result<(), StoreError> {
        Ok(())
    }

    fn learn_progress(&mut self) -> LearnProgress {
        LearnProgress::new()
    }

    fn save_learn_progress(&mut self, _progress: &LearnProgress) -> Result<(), StoreError> {
        Ok(())
    }

    fn take_notices(&mut self) -> Vec<String> {
        std::mem::take(&mut self.notices)
    }

    fn data_dir(&self) -> Option<&Path> {
        self.data_dir.as_deref()
    }

    fn save_card(&mut self, _name: &str, _text: &str) -> Result<String, StoreError> {
        Err(HallStore::unwritable(t!("serve-hall-no-cards")))
    }
}
