//! A data folder the game cannot write (a read-only mount, another user's folder, a path
//! under a regular file). A write probe at start finds it; the game then says so once and
//! plays without saving, instead of meeting a failed save, or a lock it cannot take, at
//! every step.

use std::io;
use std::path::{Path, PathBuf};

use super::{
    EntryState, FinishedMatch, History, LastSetup, LoadOutcome, MatchBrief, MatchEntry, MatchId,
    OwnPresets, PresetChange, PresetError, SAVE_LIMIT, SaveFile, Storage, StoreError, parse_save,
    parse_save_dated, read_limited,
};

/// The probe's file, removed again at once.
const PROBE: &str = ".write-probe";

/// Why the data folder cannot be written.
#[derive(Debug)]
pub struct Unwritable {
    pub dir: PathBuf,
    pub why: io::Error,
}

impl Unwritable {
    /// What the player is told at start.
    pub fn notice(&self) -> String {
        yahtzee_l10n::t!(
            "store-folder-unwritable",
            path = crate::escape::shown_path(&self.dir),
            error = self.why.to_string()
        )
    }

    /// Why a write was refused, in a few words.
    pub fn short(&self) -> String {
        yahtzee_l10n::t!(
            "store-folder-unwritable-short",
            path = crate::escape::shown_path(&self.dir)
        )
    }
}

/// Tries to create the folder and write (then remove) a small file in it.
///
/// A full disk is not reported here: space may come back while the game runs, and a failed
/// save already offers to retry or to play on without saving.
pub fn probe(dir: &Path) -> Result<(), Unwritable> {
    let attempt = || -> io::Result<()> {
        super::ensure_dir(dir)?;
        let path = dir.join(PROBE);
        // A folder sync that fails after the rename still means the folder takes files.
        super::atomic_write(&path, b"probe")?;
        // Another window starting at the same moment may have removed it already.
        let _ = std::fs::remove_file(&path);
        Ok(())
    };
    match attempt() {
        Ok(()) => Ok(()),
        Err(e)
            if matches!(
                e.kind(),
                io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded
            ) =>
        {
            Ok(())
        }
        Err(why) => Err(Unwritable {
            dir: dir.to_path_buf(),
            why,
        }),
    }
}

/// `store` as it can be used: itself if its folder takes files (or it has none), else a
/// store that reads it and refuses every write, with the reason.
pub fn open(store: Box<dyn Storage>) -> (Box<dyn Storage>, Option<Unwritable>) {
    let Some(dir) = store.data_dir().map(Path::to_path_buf) else {
        return (store, None);
    };
    match probe(&dir) {
        Ok(()) => (store, None),
        Err(unwritable) => {
            let refusal = unwritable.short();
            (
                Box::new(ReadOnlyStore {
                    inner: store,
                    dir,
                    refusal,
                    writable: false,
                }),
                Some(unwritable),
            )
        }
    }
}

/// Reads through the store it wraps; every write is refused with one reason, until the
/// folder takes files again (a write asked for looks first, so Retry can succeed once the
/// folder is made writable): from then on it is the store it wraps.
pub struct ReadOnlyStore {
    inner: Box<dyn Storage>,
    dir: PathBuf,
    refusal: String,
    writable: bool,
}

impl ReadOnlyStore {
    fn refuse<T>(&self) -> Result<T, StoreError> {
        Err(StoreError::Unwritable(self.refusal.clone()))
    }

    /// Whether the folder takes files now (looked at again only while it did not).
    fn writable(&mut self) -> bool {
        if !self.writable && probe(&self.dir).is_ok() {
            self.writable = true;
        }
        self.writable
    }
}

impl Storage for ReadOnlyStore {
    /// Nothing can be written here, so there is nothing a lock would guard (and no lock file
    /// can be made): every claim succeeds, until the folder takes files again.
    fn claim(&mut self, id: &MatchId) -> Result<(), StoreError> {
        if self.writable {
            return self.inner.claim(id);
        }
        Ok(())
    }

    fn release(&mut self, id: &MatchId) {
        self.inner.release(id);
    }

    fn save_match(&mut self, id: &MatchId, file: &SaveFile) -> Result<(), StoreError> {
        if self.writable() {
            return self.inner.save_match(id, file);
        }
        self.refuse()
    }

    /// Read without claiming (the wrapped store would try to lock first) and without
    /// moving a damaged save aside, which this folder would not allow.
    fn load_match(&mut self, id: &MatchId) -> LoadOutcome {
        if self.writable {
            return self.inner.load_match(id);
        }
        // Saves of releases up to 0.4 cannot be moved into the matches folder here: they are
        // read where they are.
        let Some((_, path)) = crate::matches::read_only_files(&self.dir)
            .into_iter()
            .find(|(known, _)| known == id)
        else {
            return LoadOutcome::Empty;
        };
        let bytes = match read_limited(&path, SAVE_LIMIT) {
            Ok(Some(bytes)) => bytes,
            Ok(None) => return LoadOutcome::Empty,
            Err(e) => {
                return LoadOutcome::Damaged {
                    message: yahtzee_l10n::t!(
                        "store-save-unreadable-in-place",
                        why = e.to_string()
                    ),
                };
            }
        };
        match parse_save(&bytes) {
            Ok(loaded) => LoadOutcome::Loaded(Box::new(loaded)),
            Err(why @ crate::SaveRefusal::Newer { .. }) => LoadOutcome::Newer {
                message: yahtzee_l10n::t!("store-save-newer-untouched", why = why.to_string()),
            },
            Err(crate::SaveRefusal::Damaged(why)) => LoadOutcome::Damaged {
                message: yahtzee_l10n::t!("store-save-damaged-in-place", why = why),
            },
        }
    }

    fn has_match(&self, id: &MatchId) -> bool {
        self.inner.has_match(id)
    }

    fn clear_match(&mut self, id: &MatchId) -> Result<(), StoreError> {
        if self.writable() {
            return self.inner.clear_match(id);
        }
        self.refuse()
    }

    fn retire_match(&mut self, id: &MatchId, tag: &str) -> Result<String, StoreError> {
        if self.writable() {
            return self.inner.retire_match(id, tag);
        }
        self.refuse()
    }

    /// Every save read where it stands, none moved or kept aside.
    fn list_matches(&mut self) -> Vec<MatchEntry> {
        if self.writable {
            return self.inner.list_matches();
        }
        let mut entries: Vec<MatchEntry> = crate::matches::read_only_files(&self.dir)
            .into_iter()
            .filter_map(|(id, path)| {
                let state = match read_limited(&path, SAVE_LIMIT) {
                    Ok(None) => return None,
                    Ok(Some(bytes)) => match parse_save_dated(&bytes) {
                        Ok((session, saved)) => EntryState::Ready(MatchBrief::of(&session, saved)),
                        Err(why) => EntryState::Unreadable(yahtzee_l10n::t!(
                            "store-match-unopened-in-place",
                            id = id.to_string(),
                            why = why.to_string()
                        )),
                    },
                    Err(e) => EntryState::Unreadable(yahtzee_l10n::t!(
                        "store-match-unreadable-in-place",
                        id = id.to_string(),
                        why = e.to_string()
                    )),
                };
                Some(MatchEntry { id, state })
            })
            .collect();
        crate::matches::sort_newest_first(&mut entries);
        entries
    }

    fn history(&mut self) -> (History, Option<String>) {
        self.inner.history()
    }

    /// Read without moving a damaged file aside, which this folder would not allow.
    fn presets(&mut self) -> (OwnPresets, Option<String>) {
        if self.writable {
            return self.inner.presets();
        }
        let path = self.dir.join(crate::presets::PRESETS_FILE);
        let read = read_limited(&path, crate::presets::PRESETS_LIMIT)
            .map_err(|e| e.to_string())
            .and_then(|bytes| {
                bytes
                    .map(|b| OwnPresets::from_bytes(&b).map_err(|e| e.to_string()))
                    .transpose()
            });
        match read {
            Ok(found) => (found.unwrap_or_default(), None),
            Err(why) => (
                OwnPresets::new(),
                Some(yahtzee_l10n::t!(
                    "store-presets-unreadable-in-place",
                    why = crate::escape::excerpt(&why, 300)
                )),
            ),
        }
    }

    fn change_presets(&mut self, change: &PresetChange) -> Result<OwnPresets, PresetError> {
        if self.writable() {
            return self.inner.change_presets(change);
        }
        Ok(self.refuse()?)
    }

    fn archive(&mut self, finished: FinishedMatch, counts: bool) -> Result<(), StoreError> {
        if self.writable() {
            return self.inner.archive(finished, counts);
        }
        self.refuse()
    }

    fn note_accounts(
        &mut self,
        id: &str,
        accounts: &[Option<crate::ai::luck::Summary>],
    ) -> Result<(), StoreError> {
        if self.writable() {
            return self.inner.note_accounts(id, accounts);
        }
        // A read-only window leaves the history as it is: the account is noted when a
        // writing window next shows the match.
        Ok(())
    }

    fn last_setup(&mut self) -> Option<LastSetup> {
        self.inner.last_setup()
    }

    fn save_setup(&mut self, setup: &LastSetup) -> Result<(), StoreError> {
        if self.writable() {
            return self.inner.save_setup(setup);
        }
        self.refuse()
    }

    fn learn_progress(&mut self) -> crate::LearnProgress {
        self.inner.learn_progress()
    }

    fn save_learn_progress(&mut self, progress: &crate::LearnProgress) -> Result<(), StoreError> {
        if self.writable() {
            return self.inner.save_learn_progress(progress);
        }
        self.refuse()
    }

    fn take_notices(&mut self) -> Vec<String> {
        self.inner.take_notices()
    }

    fn data_dir(&self) -> Option<&Path> {
        Some(&self.dir)
    }

    fn save_card(&mut self, name: &str, text: &str) -> Result<String, StoreError> {
        if self.writable() {
            return self.inner.save_card(name, text);
        }
        self.refuse()
    }

    /// Read where it stands, without the lock (no lock file can be made here) and without
    /// keeping anything aside: only the entries believed are shown.
    fn daily(&mut self) -> crate::DailyRecord {
        if self.writable {
            return self.inner.daily();
        }
        let path = self.dir.join(crate::daily::DAILY_FILE);
        match read_limited(&path, crate::daily::DAILY_LIMIT) {
            Ok(Some(bytes)) => crate::DailyRecord::parse(&bytes)
                .map(|read| read.record)
                .unwrap_or_default(),
            _ => crate::DailyRecord::new(),
        }
    }

    fn begin_daily(
        &mut self,
        day: crate::game::Day,
        id: &str,
    ) -> Result<crate::DailyBegun, StoreError> {
        if self.writable() {
            return self.inner.begin_daily(day, id);
        }
        self.refuse()
    }
}
