//! Every file the game keeps: where they live, and how they are written and read back.
//!
//! Files in the data folder:
//! - `matches/<id>.json`: each match on the go (normal or practice), rewritten atomically
//!   after every action (see [`matches`] for the layout, and how the single `autosave.json`
//!   and `practice.json` of releases up to 0.4 are moved there);
//! - `history.json`: every finished normal match's summary, and the last few in full;
//! - `setup.json`: the last match setup;
//! - `learn.json`: the progress in *Learn*, apart from matches and statistics (see [`learn`]);
//! - `daily.json`: the daily challenge's scored attempts, each believed only when its match
//!   replays to its day's dice (see [`daily`]);
//! - `presets.json`: the player's own presets (see [`presets`]);
//! - `solver/table-*.bin`: the optimal strategy per ruleset (see [`optimum_cache`]).
//!
//! - `matches/<id>.lock`, `history.lock`, `daily.lock`: see [`lock`].
//!
//! A file that cannot be read back is never overwritten: it is renamed with a
//! `.corrupt-<unix time>` suffix (or, when written by a newer version, left alone) and the
//! player is told why in one sentence. Every read checks the file's type and size first.
//!
//! The map: [`Storage`] is what the rest of the game asks of its files, with [`DiskStore`]
//! (the data folder), [`readonly::ReadOnlyStore`] (a folder that cannot be written) and
//! [`MemoryStore`] (tests, examples) behind it; [`saves`] holds the formats and their checks,
//! [`history`], [`archive`] and [`stats`] what finished matches add up to, [`fsutil`] and
//! [`json`] the careful writes and bounded reads, [`lock`] the locks between windows, and
//! [`optimum_cache`] and [`outlook_cache`] the solved data kept on disk.
//!
//! A match is saved whole and read back only through its replay:
//!
//! ```
//! use yahtzee_core::game::{Match, MatchOptions, MatchSetup, Seat, Session};
//! use yahtzee_core::rules::Ruleset;
//! use yahtzee_store::{LoadOutcome, MatchId, MemoryStore, SaveFile, Storage};
//!
//! let seats = vec![Seat::human("Ana"), Seat::human("Bo")];
//! let game = Match::new(&MatchSetup { rules: Ruleset::CLASSIC, seats, seed: 7, same_dice: false })?;
//! let session = Session::new(game, MatchOptions::default().fitted(2), "m1".to_string(), 0)?;
//!
//! let mut store = MemoryStore::new();
//! let id = MatchId::of(&session);
//! store.save_match(&id, &SaveFile::of(&session))?;
//! match store.load_match(&id) {
//!     LoadOutcome::Loaded(back) => assert_eq!(back.game(), session.game()),
//!     _ => unreachable!("a match just saved loads"),
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

// The layers below, under the names every module here uses (`crate::game::…`).
use yahtzee_ai as ai;
use yahtzee_core::{escape, game, rules};

pub mod archive;
pub mod caches;
pub mod daily;
pub mod fsutil;
pub mod history;
pub mod json;
pub mod learn;
pub mod lock;
pub mod matches;
pub mod optimum_cache;
pub mod outlook_cache;
pub mod presets;
pub mod readonly;
pub mod saves;
pub mod stats;

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::{Path, PathBuf};

pub use fsutil::{ReadError, Written, atomic_write, ensure_dir, read_limited};
// How a match is played belongs to the game (the session checks every action against it);
// these names stay here too, since every file format carries it.
pub use crate::game::{
    CoachMeasure, CoachMode, CpuSpeed, MAX_COACH_THRESHOLD, MatchOptions, PlayMode,
};
pub use archive::{HighScore, Record};
pub use daily::{DailyBegun, DailyEntry, DailyRecord, DailyResult, Streak};
pub use history::History;
pub use learn::LearnProgress;
pub use matches::{EntryState, MAX_MATCHES, MatchBrief, MatchEntry, MatchId};
pub use presets::{OwnPreset, OwnPresets, PresetChange, PresetError, PresetName};
pub use saves::{
    FinishedMatch, LastSetup, MAX_POSSIBLE_TOTAL, MatchSummary, PROGRAM_VERSION, RECENT_KEPT,
    SAVE_VERSION, SCRIPTED_DICE, SaveFile, SeatResult, SetupDefaults, format_time, now_unix,
    summarize,
};
pub use stats::{
    PlayerStats, Who, best_total_of, high_scores, high_scores_of, layout_counts, layout_only,
    play_counts, play_split_line, played_only, player_stats, stats_details, stats_table,
};

use crate::game::Match;
use yahtzee_l10n::t;

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

/// The language chosen in setup and remembered in `dir`'s `setup.json`, if there is one and
/// this release speaks it. Read before any command runs (the language decides how every
/// word is said), so it only looks: a file that cannot be read, or that fails its checks,
/// gives none and is left for the store to keep aside and say, as ever, when setup reads it.
pub fn remembered_language(dir: &Path) -> Option<yahtzee_l10n::Lang> {
    let bytes = read_limited(&dir.join(SETUP), SETUP_LIMIT).ok()??;
    let setup = json::read::<LastSetup>(&bytes, "a setup").ok()?;
    setup.validate().ok()?;
    setup.lang()
}

/// The largest save the game reads: a four-seat match with a long log of hold changes and
/// undos is well under 1 MiB.
pub const SAVE_LIMIT: u64 = 16 << 20;
/// The largest history the game reads (tens of thousands of finished matches).
pub const HISTORY_LIMIT: u64 = 64 << 20;
/// The largest remembered setup the game reads.
pub const SETUP_LIMIT: u64 = 1 << 20;

const HISTORY: &str = "history.json";
/// How long a match's lock is tried before another window is said to hold it (see
/// [`lock::try_lock_within`]); short enough that a player never notices it.
const CLAIM_PATIENCE: std::time::Duration = std::time::Duration::from_millis(300);
const SETUP: &str = "setup.json";
const LEARN: &str = "learn.json";
const DAILY_LOCK: &str = "daily.lock";

/// What reading an autosave found.
#[derive(Clone, Debug)]
pub enum LoadOutcome {
    Empty,
    Loaded(Box<crate::game::Session>),
    /// Unreadable: kept aside under a new name (or left in place if even that failed).
    Damaged {
        message: String,
    },
    /// Written by a newer program: left untouched.
    Newer {
        message: String,
    },
    /// Another window is playing from this save: left untouched.
    Busy {
        message: String,
    },
}

/// Why the store did not do what it was asked. Each says in one sentence what happened; the
/// kind tells the caller what it means (another window has the match; nothing was written).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StoreError {
    /// Another window holds the match.
    #[error("{}", busy_message(.0))]
    Busy(MatchId),
    /// This window's lock file was removed while it played, and another window has locked a
    /// new one: this window stops writing the match.
    #[error("{}", t!("store-overtaken", lock = .0.lock_name()))]
    Overtaken(MatchId),
    /// A new match would be one more than the game keeps: nothing was written, and every
    /// match already saved stays.
    #[error("{}", t!("store-too-many-matches", most = matches::MAX_MATCHES))]
    TooMany,
    /// The file would be larger than the game reads back, so it was not written.
    #[error("{}", t!("store-too-large", what = file_words(what), size = (*size), limit = (*limit)))]
    TooLarge {
        what: &'static str,
        size: u64,
        limit: u64,
    },
    /// The history cannot be read, and must not be overwritten.
    #[error("{0}")]
    History(#[from] HistoryRefusal),
    /// The history was read but the new one could not be made to write.
    #[error("{}", t!("store-history-not-written", why = .0.to_string()))]
    HistoryNotWritten(#[from] history::HistoryWriteError),
    /// The folder, a file or a lock could not be made, written or moved (the sentence says
    /// which, and the system's reason).
    #[error("{0}")]
    Io(String),
    /// Nothing can be written here (a read-only folder, or a test's injected failure).
    #[error("{0}")]
    Unwritable(String),
    /// What was asked to be kept is not a valid match (a bug, never a file).
    #[error("{0}")]
    Invalid(String),
}

/// Why the history cannot be read and must not be written over: each says so in a sentence
/// for the player.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HistoryRefusal {
    /// Written by a newer program: left untouched.
    #[error("{}", t!("store-history-newer", version = (*.0)))]
    Newer(u64),
    /// It cannot be read, or it is damaged and could not be moved aside: it stays in place
    /// (the sentence says why).
    #[error("{0}")]
    InPlace(String),
}

/// The subject of [`StoreError::TooLarge`]'s sentence in the language spoken: the callers
/// (here, the hall and the server) name a match or a table in English words, and a file by
/// its name, which stays as it is.
fn file_words(what: &str) -> String {
    match what {
        "The match" => t!("store-file-the-match"),
        "The table" => t!("store-file-the-table"),
        name => name.to_string(),
    }
}

/// What a second window says of a match that another window holds.
pub fn busy_message(id: &MatchId) -> String {
    t!("store-match-busy", id = id.to_string())
}

/// How many characters a message about a damaged file has at most.
pub const DAMAGE_CHARS: usize = 399;

/// A message about a damaged file, `message` (a whole sentence in the language spoken, with
/// the reason in its place), within [`DAMAGE_CHARS`] characters. The reason is what gives
/// way: it is already escaped and quotes little of any value, but names, paths and the damage
/// itself can still make it long, and what was done about the file must be said whole.
fn damage(message: impl Fn(&str) -> String, why: &str) -> String {
    let frame = message("").chars().count();
    let room = DAMAGE_CHARS.saturating_sub(frame).max(40);
    message(&crate::escape::excerpt(why, room))
}

/// Where the game keeps its files. The disk store is the real one; the memory store lets
/// tests run thousands of actions without touching a disk.
pub trait Storage {
    /// Claims the match `id` for this program until [`Storage::release`] or exit, so no
    /// other window writes it meanwhile. Every call that reads or writes a match claims it
    /// first.
    fn claim(&mut self, id: &MatchId) -> Result<(), StoreError>;
    fn release(&mut self, id: &MatchId);
    /// Writes the match; a match not saved yet is refused with [`StoreError::TooMany`] when
    /// [`MAX_MATCHES`] are already kept.
    fn save_match(&mut self, id: &MatchId, file: &SaveFile) -> Result<(), StoreError>;
    fn load_match(&mut self, id: &MatchId) -> LoadOutcome;
    /// Whether a save of that id exists (readable or not).
    fn has_match(&self, id: &MatchId) -> bool;
    fn clear_match(&mut self, id: &MatchId) -> Result<(), StoreError>;
    /// Moves a save aside (under `<name>.<tag>-<time>`) instead of deleting it; returns the
    /// new name.
    fn retire_match(&mut self, id: &MatchId, tag: &str) -> Result<String, StoreError>;
    /// Every match on the go, newest first, without claiming any or changing any (a damaged
    /// one is listed as such: opening it keeps it aside). The disk store first moves the
    /// saves of releases up to 0.4 into its matches folder.
    fn list_matches(&mut self) -> Vec<MatchEntry>;
    /// The history; a damaged file is kept aside and reported, and an empty history used.
    fn history(&mut self) -> (History, Option<String>);
    /// The player's own presets; a damaged file is kept aside and reported (once), and none
    /// used.
    fn presets(&mut self) -> (OwnPresets, Option<String>);
    /// Makes one change to the own presets as one read-modify-write no other window can
    /// interleave with; returns the presets as written. A file that cannot be read and
    /// could not be moved aside (or a newer version's) is never written over.
    fn change_presets(&mut self, change: &PresetChange) -> Result<OwnPresets, PresetError>;
    /// Adds a finished match to history (its summary only if it counts in statistics), as
    /// one read-modify-write that no other window can interleave with. Adding a match that
    /// is already there changes nothing.
    fn archive(&mut self, finished: FinishedMatch, counts: bool) -> Result<(), StoreError>;
    /// Notes on the history's summary of the match `id` each seat's account of luck and
    /// play, worked out after the match once the solver's table was at hand (recording
    /// never waits for it). Seats already noted keep theirs; a match not counted is left.
    fn note_accounts(
        &mut self,
        _id: &str,
        _accounts: &[Option<ai::luck::Summary>],
    ) -> Result<(), StoreError> {
        Ok(())
    }
    /// The setup last used; a damaged file is kept aside and reported through the notices.
    fn last_setup(&mut self) -> Option<LastSetup>;
    fn save_setup(&mut self, setup: &LastSetup) -> Result<(), StoreError>;
    /// The progress in *Learn*; a damaged file is kept aside and reported through the
    /// notices (and a newer one left alone), and no progress used.
    fn learn_progress(&mut self) -> LearnProgress;
    /// Writes the progress in *Learn* (a reset writes [`LearnProgress::new`]); refused over
    /// a file of a newer version.
    fn save_learn_progress(&mut self, progress: &LearnProgress) -> Result<(), StoreError>;
    /// What the store found worth telling the player since last asked (a damaged file kept
    /// aside, a write the system could not confirm), oldest first.
    fn take_notices(&mut self) -> Vec<String>;
    /// The folder for the solver's cache, if files are kept on disk.
    fn data_dir(&self) -> Option<&Path>;
    /// Keeps a result card as `cards/<name>`; says where it went.
    fn save_card(&mut self, name: &str, text: &str) -> Result<String, StoreError>;
    /// The record of dailies (see [`daily`]); a damaged file is kept aside and reported
    /// through the notices, and an entry whose match does not replay to its day's dice is
    /// dropped the same way. A store that keeps no dailies (a server's) has none.
    fn daily(&mut self) -> DailyRecord {
        DailyRecord::new()
    }
    /// Makes the match `id` the scored attempt of `day`, unless the day has one already
    /// (then it is a replay): one read-modify-write no other window can interleave with,
    /// done before the match is first saved. When `id` finishes, [`Storage::archive`]
    /// completes the entry.
    fn begin_daily(&mut self, _day: crate::game::Day, _id: &str) -> Result<DailyBegun, StoreError> {
        Err(StoreError::Unwritable(t!("store-no-daily-record")))
    }
}

/// Builds the history with one more finished match.
fn with_archived(
    mut history: History,
    finished: FinishedMatch,
    counts: bool,
) -> Result<History, StoreError> {
    if history.contains(&finished.id) {
        return Ok(history);
    }
    let game = Match::from_record(finished.record.clone())
        .map_err(|e| StoreError::Invalid(e.to_string()))?;
    if counts {
        history.summaries.push(summarize(
            &finished.id,
            finished.finished_unix,
            &game,
            finished.options.play_mode(),
        ));
    }
    history.recent.push(finished);
    let excess = history.recent.len().saturating_sub(RECENT_KEPT);
    history.recent.drain(..excess);
    history.version = SAVE_VERSION;
    Ok(history)
}

/// Why a save was not read: each says in one sentence what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SaveRefusal {
    /// Written by a newer program: to be left untouched, not kept aside.
    #[error("{}", t!("store-save-newer", version = (*version), reads = SAVE_VERSION))]
    Newer { version: u64 },
    /// Damaged, edited or impossible: kept aside.
    #[error("{0}")]
    Damaged(String),
}

/// Reads a save's text into a checked match, or says why not.
pub fn parse_save(text: &[u8]) -> Result<crate::game::Session, SaveRefusal> {
    parse_save_with(text, false).map(|(session, _)| session)
}

/// [`parse_save`], with the time the save was written (for the list of matches).
pub fn parse_save_dated(text: &[u8]) -> Result<(crate::game::Session, u64), SaveRefusal> {
    parse_save_with(text, false)
}

fn parse_save_with(
    text: &[u8],
    allow_script: bool,
) -> Result<(crate::game::Session, u64), SaveRefusal> {
    let damaged = SaveRefusal::Damaged;
    let value = json::parse(text).map_err(|e| damaged(e.to_string()))?;
    let version = value
        .get("version")
        .and_then(serde_json::Value::as_u64)
        .ok_or_else(|| damaged(t!("store-save-no-version")))?;
    if version > u64::from(SAVE_VERSION) {
        return Err(SaveRefusal::Newer { version });
    }
    if version == 0 {
        return Err(damaged(t!("store-format-version-zero")));
    }
    let file: SaveFile = json::shape(value, "a save").map_err(|e| damaged(e.to_string()))?;
    saves::check_id(&file.id).map_err(|e| damaged(e.to_string()))?;
    // A time past any clock's would follow the match into the history, which refuses it.
    saves::check_time(file.started_unix, saves::Moment::ItsStart)
        .map_err(|e| damaged(e.to_string()))?;
    saves::check_time(file.saved_unix, saves::Moment::ItsSave)
        .map_err(|e| damaged(e.to_string()))?;
    if !allow_script && file.record.start_dice.is_scripted() {
        return Err(damaged(t!("store-scripted-dice")));
    }
    let saved = file.saved_unix;
    crate::game::Session::from_record(file.record, file.options, file.id, file.started_unix)
        .map(|session| (session, saved))
        .map_err(|e| damaged(json::reason(&e.to_string())))
}

fn fingerprint(bytes: &[u8]) -> u64 {
    let mut h = DefaultHasher::new();
    bytes.hash(&mut h);
    h.finish()
}

pub struct DiskStore {
    dir: PathBuf,
    claims: HashMap<MatchId, lock::Held>,
    /// Per match, the save this program last wrote or read there: anything else found in its
    /// place was put there by someone else and is kept aside, never overwritten.
    known: HashMap<MatchId, u64>,
    notices: Vec<String>,
}

impl DiskStore {
    /// The store for `dir`. Temporaries left by a process killed mid-write are removed here.
    pub fn new(dir: PathBuf) -> DiskStore {
        let now = std::time::SystemTime::now();
        fsutil::clean_stale_temps(&dir, now);
        fsutil::clean_stale_temps(&dir.join("solver"), now);
        DiskStore {
            dir,
            claims: HashMap::new(),
            known: HashMap::new(),
            notices: Vec::new(),
        }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    /// A match's save, by its name under the data folder (`matches/<id>.json`).
    fn save_name(id: &MatchId) -> String {
        format!("{}/{}", matches::MATCHES_DIR, id.file_name())
    }

    fn lock_path(&self, id: &MatchId) -> PathBuf {
        self.dir.join(matches::MATCHES_DIR).join(id.lock_name())
    }

    /// Moves the saves of releases up to 0.4 into the matches folder (see [`matches`]).
    fn migrate_legacy(&mut self) {
        for (name, lock_name) in matches::LEGACY {
            if let matches::Migrated::Told(said) =
                matches::migrate_legacy(&self.dir, name, lock_name)
            {
                self.notices.push(said);
            }
        }
    }

    /// Removes a finished or deleted match's lock file while this window still holds it, so
    /// the folder does not keep a file for every match ever played. A window that opened the
    /// old file a moment before finds the name no longer leads to it ([`lock::Held::is_current`])
    /// and claims afresh before it writes.
    fn drop_claim(&mut self, id: &MatchId) {
        if self.claims.contains_key(id) {
            let _ = std::fs::remove_file(self.lock_path(id));
        }
        self.claims.remove(id);
        self.known.remove(id);
    }

    /// The match's entry for the list, read as it stands; its lock is tried for a moment to
    /// tell whether another window plays it.
    fn entry(&self, id: MatchId) -> Option<MatchEntry> {
        let ours = self.claims.contains_key(&id);
        // Tried once, without the claim's patience: a list of matches open elsewhere must not
        // wait for each.
        let looking = if ours {
            None
        } else {
            lock::try_lock(&self.lock_path(&id)).ok()
        };
        let free = ours || looking.is_some();
        let name = DiskStore::save_name(&id);
        let state = match read_limited(&self.path(&name), SAVE_LIMIT) {
            Ok(None) => None,
            Ok(Some(bytes)) => match parse_save_dated(&bytes) {
                Ok((session, saved)) => {
                    let brief = MatchBrief::of(&session, saved);
                    // This window's own open match is not "elsewhere".
                    Some(if free {
                        EntryState::Ready(brief)
                    } else {
                        EntryState::Elsewhere(brief)
                    })
                }
                Err(why @ SaveRefusal::Newer { .. }) => Some(EntryState::Newer(t!(
                    "store-match-newer",
                    id = id.to_string(),
                    why = why.to_string()
                ))),
                // Listed, not yet kept aside: opening it does that, and says so (the menu
                // opens each such one at once).
                Err(SaveRefusal::Damaged(why)) => Some(EntryState::Unreadable(damage(
                    |why| t!("store-match-damaged", id = id.to_string(), why = why),
                    &why,
                ))),
            },
            Err(e) => Some(EntryState::Unreadable(t!(
                "store-match-unreadable",
                id = id.to_string(),
                why = crate::escape::excerpt(&e.to_string(), 200)
            ))),
        };
        // Only looked at: the lock is let go here, its file stays for whoever opens it.
        drop(looking);
        state.map(|state| MatchEntry { id, state })
    }

    /// How many saves the matches folder holds.
    fn match_count(&self) -> usize {
        matches::ids_in(&self.dir.join(matches::MATCHES_DIR)).len()
    }

    /// Damaged histories kept aside in the folder, oldest name first: statistics restarted
    /// when each was found, and `stats` says so.
    pub fn histories_kept_aside(&self) -> Vec<String> {
        let prefix = format!("{HISTORY}.corrupt-");
        let mut names: Vec<String> = std::fs::read_dir(&self.dir)
            .map(|entries| {
                entries
                    .flatten()
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .filter(|n| n.starts_with(&prefix))
                    .collect()
            })
            .unwrap_or_default();
        names.sort();
        names
    }

    /// Writes `value` as compact JSON, refusing to write more than `limit` (what the file is
    /// read back with): the game never writes a file it would refuse.
    fn write_json<T: serde::Serialize>(
        &mut self,
        name: &'static str,
        value: &T,
        limit: u64,
    ) -> Result<(), StoreError> {
        let text = json::to_bytes(value, limit).map_err(|e| e.into_store_error(name))?;
        self.write_bytes(name, &text)
    }

    fn write_bytes(&mut self, name: &str, text: &[u8]) -> Result<(), StoreError> {
        ensure_dir(&self.dir).map_err(|e| {
            StoreError::Io(t!(
                "store-cannot-create",
                path = crate::escape::shown_path(&self.dir),
                error = e.to_string()
            ))
        })?;
        match atomic_write(&self.path(name), text) {
            Ok(Written::Durable) => Ok(()),
            Ok(Written::Unconfirmed(e)) => {
                self.notices.push(t!(
                    "store-saved-unconfirmed",
                    name = name,
                    error = e.to_string()
                ));
                Ok(())
            }
            Err(e) => Err(StoreError::Io(t!(
                "store-cannot-write",
                path = crate::escape::shown_path(&self.path(name)),
                error = e.to_string()
            ))),
        }
    }

    /// Renames a file aside so it is never overwritten; says where it went (or that it stayed).
    fn keep_aside(&self, name: &str, tag: &str) -> String {
        match fsutil::keep_aside(&self.path(name), tag, now_unix()) {
            Ok(kept) => kept.describe(),
            Err(e) => t!("store-kept-failed", error = e.to_string()),
        }
    }

    /// Reads a file, keeping aside one that is not a regular file or is too large.
    fn read(&self, name: &str, limit: u64) -> Result<Option<Vec<u8>>, String> {
        match read_limited(&self.path(name), limit) {
            Ok(bytes) => Ok(bytes),
            Err(e @ (ReadError::NotAFile(_) | ReadError::TooLarge { .. })) => {
                Err(format!("{e}; {}", self.keep_aside(name, "corrupt")))
            }
            Err(e @ ReadError::DanglingLink(_)) => {
                Err(t!("store-left-in-place", why = e.to_string()))
            }
            Err(ReadError::Io(e)) => Err(t!("store-read-failed", error = e.to_string())),
        }
    }

    /// Before a save is written over: keeps aside whatever stands there that this program did
    /// not put there itself, unless the match was never read or written here (a new match).
    fn guard_match(&mut self, slot: &MatchId, id: &str) {
        let name = DiskStore::save_name(slot);
        let name = name.as_str();
        let bytes = match self.read(name, SAVE_LIMIT) {
            Ok(Some(bytes)) => bytes,
            Ok(None) => return,
            Err(why) => {
                self.notices.push(damage(
                    |why| t!("store-found-in-place-of-save", why = why),
                    &why,
                ));
                return;
            }
        };
        if self.known.get(slot) == Some(&fingerprint(&bytes)) {
            return;
        }
        let (tag, why) = match parse_save(&bytes) {
            Ok(_) if !self.known.contains_key(slot) => return,
            // Another window (or a copy restored by hand) wrote this match since this window
            // last read or wrote it: replacing it would lose that window's moves.
            Ok(other) if other.id() == id => ("other", t!("store-why-saved-elsewhere")),
            Ok(_) => ("other", t!("store-why-other-match")),
            Err(why @ SaveRefusal::Newer { .. }) => ("newer", why.to_string()),
            Err(SaveRefusal::Damaged(why)) => {
                ("corrupt", t!("store-why-damaged-appeared", why = why))
            }
        };
        let kept = self.keep_aside(name, tag);
        self.notices.push(damage(
            |why| t!("store-while-saving", why = why, kept = kept.as_str()),
            &why,
        ));
    }

    /// Claims `id` (see [`Storage::claim`]), and if it was claimed before, checks that the
    /// lock still holds: its file, or the whole folder, may have been deleted by hand while
    /// this window played, and another window may since have locked a new file of that name.
    /// This window then stops writing the match rather than overwrite that window's moves.
    fn claim_still_held(&mut self, id: &MatchId) -> Result<(), StoreError> {
        if self.claims.get(id).is_some_and(|held| !held.is_current()) {
            self.claims.remove(id);
            if self.claim(id).is_err() {
                return Err(StoreError::Overtaken(id.clone()));
            }
            self.notices
                .push(t!("store-lock-remade", lock = id.lock_name()));
        }
        self.claim(id)
    }

    /// The history, or why it cannot be read at all (see `DiskStore::read_history`).
    pub fn history_checked(&mut self) -> Result<(History, Option<String>), HistoryRefusal> {
        self.read_history()
    }

    /// Reads the history, keeping aside a damaged one. `Err` only for a history this program
    /// must not overwrite (a newer version's, or one it cannot move aside).
    fn read_history(&mut self) -> Result<(History, Option<String>), HistoryRefusal> {
        let bytes = match self.read(HISTORY, HISTORY_LIMIT) {
            Ok(Some(b)) => b,
            Ok(None) => return Ok((History::default(), None)),
            Err(why) if fsutil::occupied(&self.path(HISTORY)) => {
                return Err(HistoryRefusal::InPlace(damage(
                    |why| t!("store-history-unreadable", why = why),
                    &why,
                )));
            }
            Err(why) => {
                return Ok((
                    History::default(),
                    Some(damage(
                        |why| t!("store-history-damaged-restarted", why = why),
                        &why,
                    )),
                ));
            }
        };
        let value = json::parse(&bytes);
        let version = value
            .as_ref()
            .ok()
            .and_then(|v| v.get("version"))
            .and_then(serde_json::Value::as_u64);
        if let Some(v) = version.filter(|&v| v > u64::from(SAVE_VERSION)) {
            return Err(HistoryRefusal::Newer(v));
        }
        let parsed = value
            .and_then(|v| json::shape::<History>(v, "a history"))
            .map_err(|e| e.to_string())
            .and_then(|h| {
                h.validate()
                    .map(|()| h)
                    .map_err(|e| json::reason(&e.to_string()))
            });
        match parsed {
            Ok(h) => Ok((h, None)),
            Err(why) => {
                let kept = self.keep_aside(HISTORY, "corrupt");
                if fsutil::occupied(&self.path(HISTORY)) {
                    return Err(HistoryRefusal::InPlace(damage(
                        |why| {
                            t!(
                                "store-history-damaged-in-place",
                                why = why,
                                kept = kept.as_str()
                            )
                        },
                        &why,
                    )));
                }
                Ok((
                    History::default(),
                    Some(damage(
                        |why| {
                            t!(
                                "store-history-damaged-kept",
                                why = why,
                                kept = kept.as_str()
                            )
                        },
                        &why,
                    )),
                ))
            }
        }
    }
}

impl DiskStore {
    /// Reads the own presets, keeping aside a damaged file (the second value says so). `Err`
    /// (the sentence for the player) for a file this program must not write over: a newer
    /// version's, or a damaged one that could not be moved aside.
    fn read_presets(&mut self) -> Result<(OwnPresets, Option<String>), String> {
        use presets::{PRESETS_FILE, PRESETS_LIMIT, PresetsFileError};
        let bytes = match self.read(PRESETS_FILE, PRESETS_LIMIT) {
            Ok(Some(b)) => b,
            Ok(None) => return Ok((OwnPresets::new(), None)),
            Err(why) if fsutil::occupied(&self.path(PRESETS_FILE)) => {
                return Err(damage(
                    |why| t!("store-presets-unreadable", why = why),
                    &why,
                ));
            }
            Err(why) => {
                return Ok((
                    OwnPresets::new(),
                    Some(damage(|why| t!("store-presets-damaged", why = why), &why)),
                ));
            }
        };
        match OwnPresets::from_bytes(&bytes) {
            Ok(found) => Ok((found, None)),
            Err(why @ PresetsFileError::Newer(_)) => {
                Err(t!("store-presets-newer", why = why.to_string()))
            }
            Err(PresetsFileError::Damaged(why)) => {
                let kept = self.keep_aside(PRESETS_FILE, "corrupt");
                if fsutil::occupied(&self.path(PRESETS_FILE)) {
                    return Err(damage(
                        |why| {
                            t!(
                                "store-presets-damaged-in-place",
                                why = why,
                                kept = kept.as_str()
                            )
                        },
                        &why,
                    ));
                }
                Ok((
                    OwnPresets::new(),
                    Some(damage(
                        |why| {
                            t!(
                                "store-presets-damaged-kept",
                                why = why,
                                kept = kept.as_str()
                            )
                        },
                        &why,
                    )),
                ))
            }
        }
    }
}

impl DiskStore {
    /// Reads the record of dailies, keeping aside a damaged file, or one holding entries that
    /// are not believed (then written again without them, so what stays is what was
    /// believed). `Err` (the sentence for the player) for a file this program must not write
    /// over: a newer version's, or a damaged one that could not be moved aside. Called with
    /// the daily lock held.
    /// Puts back into `record` every scored daily the matches kept show and the record
    /// lacks (see [`DailyRecord::restore`]): the finished ones in the history, the unfinished
    /// ones among the saves. True when the record changed.
    fn restore_dailies(&mut self, record: &mut DailyRecord) -> bool {
        let mut changed = false;
        if let Ok((history, _)) = self.read_history() {
            for finished in &history.recent {
                let Ok(game) = Match::from_record(finished.record.clone()) else {
                    continue;
                };
                if let Some(mark) = daily::DailyMark::of(&game, finished.options.practice)
                    && mark.attempt == daily::Attempt::Scored
                {
                    changed |= record.restore(
                        mark.day,
                        &finished.id,
                        finished.started_unix,
                        Some((&finished.record, finished.finished_unix)),
                    );
                }
            }
        }
        for entry in self.list_matches() {
            if let Some(brief) = entry.brief()
                && let Some(mark) = brief.daily
                && mark.attempt == daily::Attempt::Scored
            {
                changed |= record.restore(mark.day, &brief.session_id, brief.saved_unix, None);
            }
        }
        changed
    }

    fn read_daily(&mut self) -> Result<DailyRecord, String> {
        use daily::{DAILY_FILE, DAILY_LIMIT, DailyRefusal};
        let bytes = match self.read(DAILY_FILE, DAILY_LIMIT) {
            Ok(Some(b)) => b,
            Ok(None) => return Ok(DailyRecord::new()),
            Err(why) if fsutil::occupied(&self.path(DAILY_FILE)) => {
                return Err(damage(|why| t!("store-daily-unreadable", why = why), &why));
            }
            Err(why) => {
                self.notices.push(damage(
                    |why| t!("store-daily-damaged-afresh", why = why),
                    &why,
                ));
                return Ok(DailyRecord::new());
            }
        };
        // A record with days not believed and a record not read at all are both damage: the
        // file is kept aside the same way, and what is left of it (the believed days, or
        // nothing) carries on; only the notice says which it was.
        let (why, left, disbelieved) = match DailyRecord::parse(&bytes) {
            Ok(read) if read.disbelieved.is_empty() => return Ok(read.record),
            Ok(read) => (read.disbelieved.join("; "), read.record, true),
            Err(why @ DailyRefusal::Newer(_)) => {
                return Err(t!("store-daily-newer", why = why.to_string()));
            }
            Err(DailyRefusal::Damaged(why)) => (why, DailyRecord::new(), false),
        };
        let kept_aside = fsutil::keep_aside(&self.path(DAILY_FILE), "corrupt", now_unix());
        let (kept, stood) = match &kept_aside {
            Ok(k) => (k.describe(), k.describe_file()),
            Err(e) => {
                let failed = t!("store-kept-failed", error = e.to_string());
                (failed.clone(), failed)
            }
        };
        if fsutil::occupied(&self.path(DAILY_FILE)) {
            return Err(damage(
                |why| {
                    t!(
                        "store-daily-damaged-in-place",
                        why = why,
                        kept = kept.as_str()
                    )
                },
                &why,
            ));
        }
        if disbelieved {
            self.notices.push(damage(
                |why| t!("store-daily-disbelieved", why = why, stood = stood.as_str()),
                &why,
            ));
            self.write_daily(&left).map_err(|e| e.to_string())?;
        } else {
            self.notices.push(damage(
                |why| t!("store-daily-damaged-kept", why = why, kept = kept.as_str()),
                &why,
            ));
        }
        Ok(left)
    }

    fn write_daily(&mut self, record: &DailyRecord) -> Result<(), StoreError> {
        self.write_json(daily::DAILY_FILE, record, daily::DAILY_LIMIT)
    }

    /// Holds the daily lock for one read-modify-write of the record.
    fn lock_daily(&mut self) -> Result<lock::Held, StoreError> {
        ensure_dir(&self.dir).map_err(|e| {
            StoreError::Io(t!(
                "store-cannot-create",
                path = crate::escape::shown_path(&self.dir),
                error = e.to_string()
            ))
        })?;
        lock::lock(&self.path(DAILY_LOCK))
            .map_err(|e| StoreError::Io(t!("store-cannot-lock-daily", error = e.to_string())))
    }

    /// Completes the daily whose scored attempt is `finished`, if it is one: after the
    /// history took it, in the same recoverable step (a failure leaves the save, and the
    /// next try finds the history already holding it and completes the daily).
    fn finish_daily(&mut self, finished: &FinishedMatch) -> Result<(), StoreError> {
        if !fsutil::occupied(&self.path(daily::DAILY_FILE)) {
            return Ok(());
        }
        let _guard = self.lock_daily()?;
        let mut record = match self.read_daily() {
            Ok(record) => record,
            // A record this program must not write over keeps its own message; the match
            // is in the history all the same.
            Err(why) => {
                self.notices.push(why);
                return Ok(());
            }
        };
        if record.finish(&finished.id, &finished.record, finished.finished_unix) {
            self.write_daily(&record)?;
        }
        Ok(())
    }
}

impl Storage for DiskStore {
    fn claim(&mut self, id: &MatchId) -> Result<(), StoreError> {
        if self.claims.contains_key(id) {
            return Ok(());
        }
        let dir = self.dir.join(matches::MATCHES_DIR);
        ensure_dir(&dir).map_err(|e| {
            StoreError::Io(format!(
                "cannot create {}: {e}",
                crate::escape::shown_path(&dir)
            ))
        })?;
        let path = self.lock_path(id);
        match lock::try_lock_within(&path, CLAIM_PATIENCE) {
            Ok(held) => {
                self.claims.insert(id.clone(), held);
                Ok(())
            }
            Err(lock::LockError::Busy) => Err(StoreError::Busy(id.clone())),
            Err(e) => Err(StoreError::Io(t!(
                "store-cannot-lock",
                path = crate::escape::shown_path(&path),
                error = e.to_string()
            ))),
        }
    }

    fn release(&mut self, id: &MatchId) {
        self.claims.remove(id);
        self.known.remove(id);
    }

    fn save_match(&mut self, id: &MatchId, file: &SaveFile) -> Result<(), StoreError> {
        self.claim_still_held(id)?;
        let name = DiskStore::save_name(id);
        // Checked under the match's own lock: two windows starting matches at once may each
        // pass it, which bounds the folder at a few more, never loses one.
        if !fsutil::occupied(&self.path(&name)) && self.match_count() >= matches::MAX_MATCHES {
            return Err(StoreError::TooMany);
        }
        self.guard_match(id, &file.id);
        let text = json::to_bytes(file, SAVE_LIMIT).map_err(|e| e.into_store_error("The match"))?;
        self.write_bytes(&name, &text)?;
        self.known.insert(id.clone(), fingerprint(&text));
        Ok(())
    }

    fn load_match(&mut self, id: &MatchId) -> LoadOutcome {
        self.migrate_legacy();
        if let Err(e) = self.claim(id) {
            return LoadOutcome::Busy {
                message: e.to_string(),
            };
        }
        let name = DiskStore::save_name(id);
        let bytes = match self.read(&name, SAVE_LIMIT) {
            Ok(Some(b)) => b,
            Ok(None) => return LoadOutcome::Empty,
            Err(why) => {
                return LoadOutcome::Damaged {
                    message: damage(|why| t!("store-save-unreadable", why = why), &why),
                };
            }
        };
        match parse_save(&bytes) {
            Ok(loaded) => {
                self.known.insert(id.clone(), fingerprint(&bytes));
                LoadOutcome::Loaded(Box::new(loaded))
            }
            Err(why @ SaveRefusal::Newer { .. }) => LoadOutcome::Newer {
                message: t!("store-save-newer-untouched", why = why.to_string()),
            },
            Err(SaveRefusal::Damaged(why)) => {
                let kept = self.keep_aside(&name, "corrupt");
                LoadOutcome::Damaged {
                    message: damage(
                        |why| t!("store-save-damaged", why = why, kept = kept.as_str()),
                        &why,
                    ),
                }
            }
        }
    }

    fn has_match(&self, id: &MatchId) -> bool {
        std::fs::symlink_metadata(self.path(&DiskStore::save_name(id))).is_ok()
    }

    fn clear_match(&mut self, id: &MatchId) -> Result<(), StoreError> {
        self.claim_still_held(id)?;
        self.known.remove(id);
        match std::fs::remove_file(self.path(&DiskStore::save_name(id))) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => {
                return Err(StoreError::Io(t!(
                    "store-cannot-remove-save",
                    error = e.to_string()
                )));
            }
        }
        self.drop_claim(id);
        Ok(())
    }

    fn retire_match(&mut self, id: &MatchId, tag: &str) -> Result<String, StoreError> {
        self.claim_still_held(id)?;
        self.known.remove(id);
        let kept = fsutil::keep_aside(&self.path(&DiskStore::save_name(id)), tag, now_unix())
            .map(|kept| kept.name)
            .map_err(|e| StoreError::Io(t!("store-cannot-move-save", error = e.to_string())))?;
        self.drop_claim(id);
        Ok(kept)
    }

    fn list_matches(&mut self) -> Vec<MatchEntry> {
        self.migrate_legacy();
        let ids = matches::ids_in(&self.dir.join(matches::MATCHES_DIR));
        let mut entries: Vec<MatchEntry> =
            ids.into_iter().filter_map(|id| self.entry(id)).collect();
        // An old release's save still in its place is one from a newer release (left
        // untouched), or one an old window is playing now: listed under its file's name.
        for (name, _) in matches::LEGACY {
            let path = self.path(name);
            let Ok(Some(bytes)) = read_limited(&path, SAVE_LIMIT) else {
                continue;
            };
            let Some(stem) = name.strip_suffix(".json") else {
                continue;
            };
            let Ok(id) = MatchId::parse(stem) else {
                continue;
            };
            let state = match parse_save_dated(&bytes) {
                Ok((session, saved)) => EntryState::Elsewhere(MatchBrief::of(&session, saved)),
                Err(why) => EntryState::Newer(t!(
                    "store-named-save-newer",
                    name = (*name),
                    why = why.to_string()
                )),
            };
            entries.push(MatchEntry { id, state });
        }
        matches::sort_newest_first(&mut entries);
        entries
    }

    fn history(&mut self) -> (History, Option<String>) {
        match self.read_history() {
            Ok(found) => found,
            Err(why) => (History::default(), Some(why.to_string())),
        }
    }

    fn presets(&mut self) -> (OwnPresets, Option<String>) {
        match self.read_presets() {
            Ok(found) => found,
            Err(why) => (OwnPresets::new(), Some(why)),
        }
    }

    fn change_presets(&mut self, change: &PresetChange) -> Result<OwnPresets, PresetError> {
        ensure_dir(&self.dir).map_err(|e| {
            StoreError::Io(t!(
                "store-cannot-create",
                path = crate::escape::shown_path(&self.dir),
                error = e.to_string()
            ))
        })?;
        let _guard = lock::lock(&self.path("presets.lock"))
            .map_err(|e| StoreError::Io(t!("store-cannot-lock-presets", error = e.to_string())))?;
        let (mut presets, problem) = self.read_presets().map_err(PresetError::File)?;
        if let Some(problem) = problem {
            self.notices.push(problem);
        }
        presets.apply(change)?;
        let bytes = presets
            .to_bytes()
            .map_err(|e| e.into_store_error(presets::PRESETS_FILE))?;
        self.write_bytes(presets::PRESETS_FILE, &bytes)?;
        Ok(presets)
    }

    fn archive(&mut self, finished: FinishedMatch, counts: bool) -> Result<(), StoreError> {
        ensure_dir(&self.dir).map_err(|e| {
            StoreError::Io(t!(
                "store-cannot-create",
                path = crate::escape::shown_path(&self.dir),
                error = e.to_string()
            ))
        })?;
        let _guard = lock::lock(&self.path("history.lock"))
            .map_err(|e| StoreError::Io(t!("store-cannot-lock-history", error = e.to_string())))?;
        let (history, problem) = self.read_history()?;
        if let Some(problem) = problem {
            self.notices.push(problem);
        }
        let finished_copy = finished.clone();
        let mut history = with_archived(history, finished, counts)?;
        let (bytes, notice) = history
            .to_bounded_bytes()
            .map_err(StoreError::HistoryNotWritten)?;
        self.notices.extend(notice);
        self.write_bytes(HISTORY, &bytes)?;
        drop(_guard);
        self.finish_daily(&finished_copy)
    }

    fn note_accounts(
        &mut self,
        id: &str,
        accounts: &[Option<ai::luck::Summary>],
    ) -> Result<(), StoreError> {
        let _guard = lock::lock(&self.path("history.lock"))
            .map_err(|e| StoreError::Io(t!("store-cannot-lock-history", error = e.to_string())))?;
        let (mut history, problem) = self.read_history()?;
        self.notices.extend(problem);
        if !history.note_accounts(id, accounts) {
            return Ok(());
        }
        let (bytes, notice) = history
            .to_bounded_bytes()
            .map_err(StoreError::HistoryNotWritten)?;
        self.notices.extend(notice);
        self.write_bytes(HISTORY, &bytes)
    }

    fn last_setup(&mut self) -> Option<LastSetup> {
        let bytes = match self.read(SETUP, SETUP_LIMIT) {
            Ok(bytes) => bytes?,
            Err(why) => {
                self.notices
                    .push(damage(|why| t!("store-setup-unused", why = why), &why));
                return None;
            }
        };
        let parsed = json::read::<LastSetup>(&bytes, "a setup")
            .map_err(|e| e.to_string())
            .and_then(|s| {
                s.validate()
                    .map(|()| s)
                    .map_err(|e| json::reason(&e.to_string()))
            });
        match parsed {
            Ok(setup) => Some(setup),
            Err(why) => {
                let kept = self.keep_aside(SETUP, "corrupt");
                self.notices.push(damage(
                    |why| t!("store-setup-damaged", why = why, kept = kept.as_str()),
                    &why,
                ));
                None
            }
        }
    }

    fn save_setup(&mut self, setup: &LastSetup) -> Result<(), StoreError> {
        self.write_json(SETUP, setup, SETUP_LIMIT)
    }

    fn learn_progress(&mut self) -> LearnProgress {
        let bytes = match self.read(LEARN, learn::LEARN_LIMIT) {
            Ok(Some(bytes)) => bytes,
            Ok(None) => return LearnProgress::new(),
            Err(why) => {
                self.notices
                    .push(damage(|why| t!("store-learn-unread", why = why), &why));
                return LearnProgress::new();
            }
        };
        match LearnProgress::parse(&bytes) {
            Ok(progress) => progress,
            Err(why @ learn::LearnRefusal::Newer(_)) => {
                self.notices
                    .push(t!("store-learn-newer", why = why.to_string()));
                LearnProgress::new()
            }
            Err(learn::LearnRefusal::Damaged(why)) => {
                let kept = self.keep_aside(LEARN, "corrupt");
                self.notices.push(damage(
                    |why| t!("store-learn-damaged", why = why, kept = kept.as_str()),
                    &why,
                ));
                LearnProgress::new()
            }
        }
    }

    fn save_learn_progress(&mut self, progress: &LearnProgress) -> Result<(), StoreError> {
        // A newer release's progress is never written over by this one.
        if let Ok(Some(bytes)) = read_limited(&self.path(LEARN), learn::LEARN_LIMIT)
            && let Err(why @ learn::LearnRefusal::Newer(_)) = LearnProgress::parse(&bytes)
        {
            return Err(StoreError::Invalid(t!(
                "store-file-not-written",
                file = LEARN,
                why = why.to_string()
            )));
        }
        self.write_json(LEARN, progress, learn::LEARN_LIMIT)
    }

    fn take_notices(&mut self) -> Vec<String> {
        std::mem::take(&mut self.notices)
    }

    fn data_dir(&self) -> Option<&Path> {
        Some(&self.dir)
    }

    fn save_card(&mut self, name: &str, text: &str) -> Result<String, StoreError> {
        use crate::escape::shown_path;
        let dir = self.dir.join("cards");
        ensure_dir(&dir).map_err(|e| {
            StoreError::Io(t!(
                "store-cannot-create",
                path = shown_path(&dir),
                error = e.to_string()
            ))
        })?;
        let path = dir.join(name);
        // Only ever a new file or a regular one: whatever else stands under that name in
        // the data folder is left as it is. A card is meant to be passed on, so it is
        // readable as any file the user makes, unlike the saves.
        fsutil::write_shared(&path, text.as_bytes()).map_err(|e| {
            StoreError::Io(t!(
                "store-cannot-write",
                path = shown_path(&path),
                error = e.to_string()
            ))
        })?;
        Ok(shown_path(&path))
    }

    fn daily(&mut self) -> DailyRecord {
        if !fsutil::occupied(&self.path(daily::DAILY_FILE)) {
            // A record deleted still leaves its matches: what they show is read, not written
            // (nothing is created where no daily was begun).
            let mut record = DailyRecord::new();
            self.restore_dailies(&mut record);
            return record;
        }
        let guard = self.lock_daily();
        let read = self.read_daily();
        let record = match read {
            Ok(mut record) => {
                if self.restore_dailies(&mut record) && guard.is_ok() {
                    // Written back so the streak holds the day from now on; if it cannot be,
                    // the next read restores it again.
                    let _ = self.write_daily(&record);
                }
                record
            }
            Err(why) => {
                self.notices.push(why);
                DailyRecord::new()
            }
        };
        drop(guard);
        record
    }

    fn begin_daily(&mut self, day: crate::game::Day, id: &str) -> Result<DailyBegun, StoreError> {
        let _guard = self.lock_daily()?;
        let mut record = self.read_daily().map_err(StoreError::Unwritable)?;
        if self.restore_dailies(&mut record) {
            self.write_daily(&record)?;
        }
        let begun = record.begin(day, id, now_unix());
        if begun == DailyBegun::Scored {
            self.write_daily(&record)?;
        }
        Ok(begun)
    }
}

/// Keeps everything in memory (tests), with the same checks on the way back, except that
/// saves with scripted dice load: that is how tests set up a position.
#[derive(Default)]
pub struct MemoryStore {
    saves: HashMap<MatchId, Vec<u8>>,
    history: History,
    setup: Option<LastSetup>,
    learn: Option<LearnProgress>,
    presets: OwnPresets,
    /// Matches another window holds (tests of the second window).
    pub busy: Vec<MatchId>,
    /// What a store would report; tests push notices to see them shown.
    pub notices: Vec<String>,
    /// While it holds a message, every write fails with it (to test the retry prompt); tests
    /// keep a clone to switch failures on and off after the store is handed to the app.
    pub fail_writes: std::sync::Arc<std::sync::Mutex<Option<String>>>,
    /// Result cards kept, as (name, text).
    pub cards: Vec<(String, String)>,
    /// The record of dailies.
    pub daily: DailyRecord,
}

impl MemoryStore {
    pub fn new() -> MemoryStore {
        MemoryStore::default()
    }

    /// Puts a save's bytes in place as they are, under `id` (a test's position, or damage).
    pub fn put_raw(&mut self, id: MatchId, bytes: Vec<u8>) {
        self.saves.insert(id, bytes);
    }

    pub fn put_history(&mut self, history: History) {
        self.history = history;
    }

    fn check(&self) -> Result<(), StoreError> {
        match self.fail_writes.lock().map(|g| g.clone()) {
            Ok(Some(why)) => Err(StoreError::Unwritable(why)),
            _ => Ok(()),
        }
    }
}

impl Storage for MemoryStore {
    fn claim(&mut self, id: &MatchId) -> Result<(), StoreError> {
        if self.busy.contains(id) {
            Err(StoreError::Busy(id.clone()))
        } else {
            Ok(())
        }
    }

    fn release(&mut self, _id: &MatchId) {}

    fn save_match(&mut self, id: &MatchId, file: &SaveFile) -> Result<(), StoreError> {
        self.claim(id)?;
        self.check()?;
        if !self.saves.contains_key(id) && self.saves.len() >= MAX_MATCHES {
            return Err(StoreError::TooMany);
        }
        let bytes =
            json::to_bytes(file, SAVE_LIMIT).map_err(|e| e.into_store_error("The match"))?;
        self.saves.insert(id.clone(), bytes);
        Ok(())
    }

    fn load_match(&mut self, id: &MatchId) -> LoadOutcome {
        if let Err(e) = self.claim(id) {
            return LoadOutcome::Busy {
                message: e.to_string(),
            };
        }
        let Some(bytes) = self.saves.get(id) else {
            return LoadOutcome::Empty;
        };
        match parse_save_with(bytes, true) {
            Ok((loaded, _)) => LoadOutcome::Loaded(Box::new(loaded)),
            Err(why @ SaveRefusal::Newer { .. }) => LoadOutcome::Newer {
                message: t!("store-save-newer-untouched", why = why.to_string()),
            },
            Err(SaveRefusal::Damaged(why)) => {
                self.saves.remove(id);
                LoadOutcome::Damaged {
                    message: t!("store-save-damaged-kept-aside", why = why),
                }
            }
        }
    }

    fn has_match(&self, id: &MatchId) -> bool {
        self.saves.contains_key(id)
    }

    fn clear_match(&mut self, id: &MatchId) -> Result<(), StoreError> {
        self.claim(id)?;
        self.check()?;
        self.saves.remove(id);
        Ok(())
    }

    fn retire_match(&mut self, id: &MatchId, tag: &str) -> Result<String, StoreError> {
        self.claim(id)?;
        self.check()?;
        self.saves.remove(id);
        Ok(format!("{}.{tag}", id.file_name()))
    }

    fn list_matches(&mut self) -> Vec<MatchEntry> {
        let mut entries: Vec<MatchEntry> = self
            .saves
            .iter()
            .map(|(id, bytes)| {
                let state = match parse_save_with(bytes, true) {
                    Ok((session, saved)) => {
                        let brief = MatchBrief::of(&session, saved);
                        if self.busy.contains(id) {
                            EntryState::Elsewhere(brief)
                        } else {
                            EntryState::Ready(brief)
                        }
                    }
                    Err(SaveRefusal::Newer { .. }) => {
                        EntryState::Newer(t!("store-match-from-newer", id = id.to_string()))
                    }
                    Err(SaveRefusal::Damaged(why)) => EntryState::Unreadable(t!(
                        "store-match-damaged",
                        id = id.to_string(),
                        why = why
                    )),
                };
                MatchEntry {
                    id: id.clone(),
                    state,
                }
            })
            .collect();
        matches::sort_newest_first(&mut entries);
        entries
    }

    fn history(&mut self) -> (History, Option<String>) {
        (self.history.clone(), None)
    }

    fn presets(&mut self) -> (OwnPresets, Option<String>) {
        (self.presets.clone(), None)
    }

    fn change_presets(&mut self, change: &PresetChange) -> Result<OwnPresets, PresetError> {
        self.check()?;
        let mut presets = self.presets.clone();
        presets.apply(change)?;
        self.presets = presets.clone();
        Ok(presets)
    }

    fn archive(&mut self, finished: FinishedMatch, counts: bool) -> Result<(), StoreError> {
        self.check()?;
        self.history = with_archived(std::mem::take(&mut self.history), finished.clone(), counts)?;
        self.daily
            .finish(&finished.id, &finished.record, finished.finished_unix);
        // Folded as on disk, so statistics in tests see what a player's would.
        self.history.fold_summaries(archive::SUMMARIES_KEPT);
        Ok(())
    }

    fn note_accounts(
        &mut self,
        id: &str,
        accounts: &[Option<ai::luck::Summary>],
    ) -> Result<(), StoreError> {
        self.check()?;
        self.history.note_accounts(id, accounts);
        Ok(())
    }

    fn last_setup(&mut self) -> Option<LastSetup> {
        self.setup.clone()
    }

    fn save_setup(&mut self, setup: &LastSetup) -> Result<(), StoreError> {
        self.check()?;
        self.setup = Some(setup.clone());
        Ok(())
    }

    fn learn_progress(&mut self) -> LearnProgress {
        self.learn.clone().unwrap_or_default()
    }

    fn save_learn_progress(&mut self, progress: &LearnProgress) -> Result<(), StoreError> {
        self.check()?;
        self.learn = Some(progress.clone());
        Ok(())
    }

    fn take_notices(&mut self) -> Vec<String> {
        std::mem::take(&mut self.notices)
    }

    fn data_dir(&self) -> Option<&Path> {
        None
    }

    fn save_card(&mut self, name: &str, text: &str) -> Result<String, StoreError> {
        self.check()?;
        self.cards.push((name.to_string(), text.to_string()));
        Ok(format!("cards/{name}"))
    }

    fn daily(&mut self) -> DailyRecord {
        self.daily.clone()
    }

    fn begin_daily(&mut self, day: crate::game::Day, id: &str) -> Result<DailyBegun, StoreError> {
        self.check()?;
        Ok(self.daily.begin(day, id, now_unix()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damage_message_cuts_its_reason_to_stay_short_and_says_the_rest_whole() {
        let why = "x".repeat(5_000);
        let after = "; it was kept as history.json.corrupt-1800000000 (the oldest copies kept aside, history.json.corrupt-1700000000 and 7 more, were removed to keep at most 8 copies and 64 MiB). A new one was started, so statistics count from here.";
        let said = damage(
            |why| format!("The match history was damaged: {why}{after}"),
            &why,
        );
        assert!(said.chars().count() <= DAMAGE_CHARS, "{said}");
        assert!(
            said.starts_with("The match history was damaged: xxx"),
            "{said}"
        );
        assert!(said.ends_with(&format!("x…{after}")), "{said}");
        assert_eq!(damage(|why| format!("A: {why}."), "short"), "A: short.");
    }
}
