//! Every file the game keeps: where they live, and how they are written and read back.
//!
//! Files in the data folder:
//! - `autosave.json`, `practice.json`: the match in progress (normal, practice), rewritten
//!   atomically after every action;
//! - `history.json`: every finished normal match's summary, and the last few in full;
//! - `setup.json`: the last match setup;
//! - `solver/table-*.bin`: the optimal strategy per ruleset (see [`table_cache`]).
//!
//! A file that cannot be read back is never overwritten: it is renamed with a
//! `.corrupt-<unix time>` suffix (or, when written by a newer version, left alone) and the
//! player is told why in one sentence.

mod fsutil;
pub mod saves;
pub mod table_cache;

use std::fs;
use std::path::{Path, PathBuf};

pub use fsutil::{atomic_write, ensure_dir};
pub use saves::{
    CoachMode, CpuSpeed, FinishedMatch, History, LastSetup, MatchOptions, MatchSummary,
    PROGRAM_VERSION, PlayerStats, RECENT_KEPT, SAVE_VERSION, SaveFile, SeatResult, format_time,
    now_unix, player_stats, stats_table, summarize,
};

use crate::game::Match;

/// The environment variable that overrides the data folder (as `--data-dir` does).
pub const DATA_DIR_ENV: &str = "YAHTZEE_DATA_DIR";

/// The data folder: `--data-dir` if given, else `$YAHTZEE_DATA_DIR`, else the platform's data
/// folder for the game (e.g. `~/.local/share/yahtzee` on Linux).
pub fn data_dir(flag: Option<PathBuf>) -> Option<PathBuf> {
    flag.or_else(|| {
        std::env::var_os(DATA_DIR_ENV)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    })
    .or_else(|| {
        directories::ProjectDirs::from("", "", "yahtzee").map(|d| d.data_dir().to_path_buf())
    })
}

/// Which autosave a match uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    Normal,
    Practice,
}

impl Slot {
    pub fn file_name(self) -> &'static str {
        match self {
            Slot::Normal => "autosave.json",
            Slot::Practice => "practice.json",
        }
    }

    pub fn of(options: &MatchOptions) -> Slot {
        if options.practice {
            Slot::Practice
        } else {
            Slot::Normal
        }
    }
}

/// A saved match read back and checked.
#[derive(Clone, Debug)]
pub struct Loaded {
    pub id: String,
    pub started_unix: u64,
    pub options: MatchOptions,
    pub game: Match,
}

/// What reading an autosave found.
#[derive(Clone, Debug)]
pub enum LoadOutcome {
    Empty,
    Loaded(Box<Loaded>),
    /// Unreadable: kept aside under a new name (or left in place if even that failed).
    Damaged {
        message: String,
    },
    /// Written by a newer program: left untouched.
    Newer {
        message: String,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct StoreError(pub String);

/// Where the game keeps its files. The disk store is the real one; the memory store lets
/// tests run thousands of actions without touching a disk.
pub trait Storage {
    fn save_match(&mut self, slot: Slot, file: &SaveFile) -> Result<(), StoreError>;
    fn load_match(&mut self, slot: Slot) -> LoadOutcome;
    /// Whether a save exists in the slot (readable or not).
    fn has_match(&self, slot: Slot) -> bool;
    fn clear_match(&mut self, slot: Slot) -> Result<(), StoreError>;
    /// The history; a damaged file is kept aside and reported, and an empty history used.
    fn history(&mut self) -> (History, Option<String>);
    /// Adds a finished match to history (its summary only if it counts in statistics).
    fn archive(&mut self, finished: FinishedMatch, counts: bool) -> Result<(), StoreError>;
    fn last_setup(&self) -> Option<LastSetup>;
    fn save_setup(&mut self, setup: &LastSetup) -> Result<(), StoreError>;
    /// The folder for the solver's cache, if files are kept on disk.
    fn data_dir(&self) -> Option<&Path>;
}

/// Builds the history with one more finished match.
fn with_archived(
    mut history: History,
    finished: FinishedMatch,
    counts: bool,
) -> Result<History, StoreError> {
    if history.recent.iter().any(|f| f.id == finished.id) {
        return Ok(history);
    }
    let game =
        Match::from_record(finished.record.clone()).map_err(|e| StoreError(e.to_string()))?;
    if counts {
        history
            .summaries
            .push(summarize(&finished.id, finished.finished_unix, &game));
    }
    history.recent.push(finished);
    let excess = history.recent.len().saturating_sub(RECENT_KEPT);
    history.recent.drain(..excess);
    history.version = SAVE_VERSION;
    Ok(history)
}

/// Reads a save's text into a checked match, or says in one sentence what is wrong.
pub fn parse_save(text: &[u8]) -> Result<Loaded, (bool, String)> {
    let value: serde_json::Value =
        serde_json::from_slice(text).map_err(|e| (false, format!("it is not valid JSON ({e})")))?;
    let version = value
        .get("version")
        .and_then(serde_json::Value::as_u64)
        .ok_or((false, "it has no format version".to_string()))?;
    if version > u64::from(SAVE_VERSION) {
        return Err((
            true,
            format!(
                "it is a save from a newer version {version}; this program reads up to {SAVE_VERSION}"
            ),
        ));
    }
    let file: SaveFile = serde_json::from_value(value)
        .map_err(|e| (false, format!("it does not have the shape of a save ({e})")))?;
    if file.id.trim().is_empty() {
        return Err((false, "it has no match id".to_string()));
    }
    if !file.options.coach_threshold.is_finite() || file.options.coach_threshold < 0.0 {
        return Err((
            false,
            "its coach threshold is not a positive number".to_string(),
        ));
    }
    let game = Match::from_record(file.record).map_err(|e| (false, format!("{e}")))?;
    Ok(Loaded {
        id: file.id,
        started_unix: file.started_unix,
        options: file.options,
        game,
    })
}

pub struct DiskStore {
    dir: PathBuf,
}

impl DiskStore {
    pub fn new(dir: PathBuf) -> DiskStore {
        DiskStore { dir }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    fn write_json<T: serde::Serialize>(&self, name: &str, value: &T) -> Result<(), StoreError> {
        let text = serde_json::to_vec_pretty(value).map_err(|e| StoreError(e.to_string()))?;
        ensure_dir(&self.dir)
            .map_err(|e| StoreError(format!("cannot create {}: {e}", self.dir.display())))?;
        atomic_write(&self.path(name), &text)
            .map_err(|e| StoreError(format!("cannot write {}: {e}", self.path(name).display())))
    }

    /// Renames an unreadable file aside so it is never overwritten; returns its new name.
    fn keep_aside(&self, name: &str, tag: &str) -> Option<String> {
        let aside = format!("{name}.{tag}-{}", now_unix());
        fs::rename(self.path(name), self.path(&aside))
            .ok()
            .map(|_| aside)
    }
}

impl Storage for DiskStore {
    fn save_match(&mut self, slot: Slot, file: &SaveFile) -> Result<(), StoreError> {
        // A newer program's save is never overwritten: it moves aside first.
        if let Ok(bytes) = fs::read(self.path(slot.file_name()))
            && let Err((true, _)) = parse_save(&bytes)
        {
            self.keep_aside(slot.file_name(), "newer");
        }
        self.write_json(slot.file_name(), file)
    }

    fn load_match(&mut self, slot: Slot) -> LoadOutcome {
        let name = slot.file_name();
        let bytes = match fs::read(self.path(name)) {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return LoadOutcome::Empty,
            Err(e) => {
                return LoadOutcome::Damaged {
                    message: format!("The saved match cannot be read ({e}); it was left in place."),
                };
            }
        };
        match parse_save(&bytes) {
            Ok(loaded) => LoadOutcome::Loaded(Box::new(loaded)),
            Err((true, why)) => LoadOutcome::Newer {
                message: format!("The saved match was not opened: {why}. It was left untouched."),
            },
            Err((false, why)) => {
                let kept = match self.keep_aside(name, "corrupt") {
                    Some(aside) => format!("it was kept as {aside}"),
                    None => "it could not be moved aside and was left in place".to_string(),
                };
                LoadOutcome::Damaged {
                    message: format!("The saved match is damaged: {why}; {kept}."),
                }
            }
        }
    }

    fn has_match(&self, slot: Slot) -> bool {
        self.path(slot.file_name()).exists()
    }

    fn clear_match(&mut self, slot: Slot) -> Result<(), StoreError> {
        match fs::remove_file(self.path(slot.file_name())) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(StoreError(format!(
                "cannot remove the finished match's save: {e}"
            ))),
        }
    }

    fn history(&mut self) -> (History, Option<String>) {
        let name = "history.json";
        let bytes = match fs::read(self.path(name)) {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return (History::default(), None);
            }
            Err(e) => {
                return (
                    History::default(),
                    Some(format!("The match history cannot be read ({e}).")),
                );
            }
        };
        match serde_json::from_slice::<History>(&bytes) {
            Ok(h) if h.version <= SAVE_VERSION => (h, None),
            Ok(h) => (
                History::default(),
                Some(format!(
                    "The match history is from a newer version {}; it was left untouched.",
                    h.version
                )),
            ),
            Err(e) => {
                let kept = self
                    .keep_aside(name, "corrupt")
                    .unwrap_or_else(|| name.to_string());
                (
                    History::default(),
                    Some(format!(
                        "The match history was damaged ({e}); it was kept as {kept} and a new one started."
                    )),
                )
            }
        }
    }

    fn archive(&mut self, finished: FinishedMatch, counts: bool) -> Result<(), StoreError> {
        let (history, problem) = self.history();
        if let Some(problem) = problem
            && self.path("history.json").exists()
        {
            // Only a newer version's history is still in place; do not overwrite it.
            return Err(StoreError(problem));
        }
        let history = with_archived(history, finished, counts)?;
        self.write_json("history.json", &history)
    }

    fn last_setup(&self) -> Option<LastSetup> {
        let bytes = fs::read(self.path("setup.json")).ok()?;
        let setup: LastSetup = serde_json::from_slice(&bytes).ok()?;
        crate::game::validate_seats(&setup.seats).ok()?;
        Some(setup)
    }

    fn save_setup(&mut self, setup: &LastSetup) -> Result<(), StoreError> {
        self.write_json("setup.json", setup)
    }

    fn data_dir(&self) -> Option<&Path> {
        Some(&self.dir)
    }
}

/// Keeps everything in memory (tests), with the same checks on the way back.
#[derive(Default)]
pub struct MemoryStore {
    saves: std::collections::HashMap<Slot, Vec<u8>>,
    history: History,
    setup: Option<LastSetup>,
    /// While it holds a message, every write fails with it (to test the retry prompt); tests
    /// keep a clone to switch failures on and off after the store is handed to the app.
    pub fail_writes: std::sync::Arc<std::sync::Mutex<Option<String>>>,
}

impl MemoryStore {
    pub fn new() -> MemoryStore {
        MemoryStore::default()
    }

    pub fn put_raw(&mut self, slot: Slot, bytes: Vec<u8>) {
        self.saves.insert(slot, bytes);
    }

    fn check(&self) -> Result<(), StoreError> {
        match self.fail_writes.lock().map(|g| g.clone()) {
            Ok(Some(why)) => Err(StoreError(why)),
            _ => Ok(()),
        }
    }
}

impl Storage for MemoryStore {
    fn save_match(&mut self, slot: Slot, file: &SaveFile) -> Result<(), StoreError> {
        self.check()?;
        let bytes = serde_json::to_vec(file).map_err(|e| StoreError(e.to_string()))?;
        self.saves.insert(slot, bytes);
        Ok(())
    }

    fn load_match(&mut self, slot: Slot) -> LoadOutcome {
        let Some(bytes) = self.saves.get(&slot) else {
            return LoadOutcome::Empty;
        };
        match parse_save(bytes) {
            Ok(loaded) => LoadOutcome::Loaded(Box::new(loaded)),
            Err((true, why)) => LoadOutcome::Newer {
                message: format!("The saved match was not opened: {why}. It was left untouched."),
            },
            Err((false, why)) => {
                self.saves.remove(&slot);
                LoadOutcome::Damaged {
                    message: format!("The saved match is damaged: {why}; it was kept aside."),
                }
            }
        }
    }

    fn has_match(&self, slot: Slot) -> bool {
        self.saves.contains_key(&slot)
    }

    fn clear_match(&mut self, slot: Slot) -> Result<(), StoreError> {
        self.check()?;
        self.saves.remove(&slot);
        Ok(())
    }

    fn history(&mut self) -> (History, Option<String>) {
        (self.history.clone(), None)
    }

    fn archive(&mut self, finished: FinishedMatch, counts: bool) -> Result<(), StoreError> {
        self.check()?;
        self.history = with_archived(std::mem::take(&mut self.history), finished, counts)?;
        Ok(())
    }

    fn last_setup(&self) -> Option<LastSetup> {
        self.setup.clone()
    }

    fn save_setup(&mut self, setup: &LastSetup) -> Result<(), StoreError> {
        self.check()?;
        self.setup = Some(setup.clone());
        Ok(())
    }

    fn data_dir(&self) -> Option<&Path> {
        None
    }
}
