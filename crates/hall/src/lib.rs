//! The hall: what `yahtzee serve` keeps, in one SQLite database (`hall.sqlite3` in the
//! server's folder).
//!
//! What it holds: accounts (a person is the fingerprint of their SSH key, [`KeyId`], with
//! the [`Handle`] they chose), one Glicko-2 [`Rating`] per account and rules [`Family`],
//! every finished match between people (its whole record, for the review), and every open
//! table with its match's save, rewritten after each action before the action is shown.
//!
//! The design:
//! - **One connection, one thread.** A [`Hall`] is one `rusqlite::Connection`, owned by the
//!   server's hall thread (`Send`, not `Sync`). SQLite runs in WAL mode with
//!   `synchronous=NORMAL`: a transaction is on disk once it commits, so a killed process
//!   loses nothing it was told was saved (a power cut may lose the last few), and a backup
//!   (`sqlite3 hall.sqlite3 ".backup copy.sqlite3"`) reads while the server writes.
//! - **One server per database.** Opening takes an OS lock beside the file
//!   (`hall.sqlite3.lock`); a second server on the same folder is refused
//!   ([`OpenRefusal::Busy`]) rather than let it reopen the same tables.
//! - **Refused, never reset.** [`Hall::open`] checks a file through a read-only connection
//!   before it writes anything: a file that is not SQLite, fails `PRAGMA quick_check`,
//!   belongs to another program (its `application_id`) or to a newer release (its
//!   `user_version`) is refused with one sentence ([`OpenRefusal`]) and left byte for byte
//!   as it was. A fresh folder gets a new database, private to its owner (mode 0600).
//! - **Migrations** ([`schema`]) are numbered from the first release; each is applied in its
//!   own transaction together with the new `user_version`, so a database is always at one
//!   version exactly.
//! - **Bounded and checked reads.** Every match read back (an open table's save, a finished
//!   match) goes through the store's checked loaders, which replay it; a row that fails is
//!   reported as a typed error and left in place for the operator.
//! - **Secrets.** A private table's code is stored only as SHA-256 of a per-database salt
//!   and the code. Deleted rows are overwritten (`secure_delete`), and forgetting a person
//!   checkpoints the log, so what they asked to be deleted does not linger in the file.
//! - **Finishing is one transaction** ([`Hall::finish`]): the finished match is recorded
//!   (unique by its match id), the ratings change and the open table goes, together or not
//!   at all. Called again (after a crash between the last save and the finish), it changes
//!   nothing: a match is rated once.
//!
//! The map: [`handle`] (keys and handles), [`glicko2`] (the rating system), [`schema`]
//! (opening, refusing, migrating), `people` (accounts, about me, forget me), `tables` (open
//! tables and their codes), `results` (finishing, ratings, leaderboards, a person's matches
//! and statistics), [`daily`] (the daily challenge's scored attempts and the day's
//! leaderboard), [`HallStore`] (the store a hosted table writes its match through).
//!
//! ```
//! use yahtzee_hall::{Hall, Handle, KeyId};
//!
//! let mut hall = Hall::in_memory()?;
//! let key = KeyId::parse("SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")?;
//! let ana = hall.create_account(&key, &Handle::new("Ana")?, 1_800_000_000)?;
//! assert_eq!(hall.account_by_key(&key)?.map(|a| a.id), Some(ana.id));
//! assert!(hall.handle_taken(&Handle::new("ANA")?)?);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use yahtzee_core::{escape, game, rules};
use yahtzee_l10n::t;

pub mod daily;
pub mod glicko2;
pub mod handle;
mod people;
mod results;
pub mod schema;
mod store;
mod tables;
#[cfg(test)]
mod tests;

use std::path::PathBuf;

pub use daily::{DailyEntry, DailyStart};
pub use handle::{BadHandle, BadKeyId, Handle, KeyId};
pub use people::FORMER_PLAYER;
pub use results::MAX_ROWS;
pub use store::HallStore;
pub use tables::TableRefusal;
pub use yahtzee_store::FinishedMatch;

use rules::{Preset, Ruleset};

/// The database: one connection, used by one thread.
pub struct Hall {
    conn: rusqlite::Connection,
    /// The salt of table codes' hashes (`meta.salt`), made once per database.
    salt: Vec<u8>,
    /// Held while the database is open (see [`schema::lock_path`]).
    _lock: Option<yahtzee_store::lock::Held>,
}

impl std::fmt::Debug for Hall {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Hall(…)")
    }
}

/// Why a database was not opened. Each says in one sentence which file and why, and that
/// the file was left as it was, in the operator's language: it is what `yahtzee serve`
/// answers as it starts.
#[derive(Debug, thiserror::Error)]
pub enum OpenRefusal {
    #[error("{}", t!("serve-hall-not-a-database", path = escape::shown_path(.path)))]
    NotADatabase { path: PathBuf },
    #[error(
        "{}",
        t!("serve-hall-damaged", path = escape::shown_path(.path), why = .why.as_str())
    )]
    Damaged { path: PathBuf, why: String },
    #[error("{}", t!("serve-hall-foreign", path = escape::shown_path(.path)))]
    Foreign { path: PathBuf },
    #[error(
        "{}",
        t!(
            "serve-hall-newer",
            path = escape::shown_path(.path),
            version = (*.version),
            latest = schema::LATEST
        )
    )]
    Newer { path: PathBuf, version: i64 },
    #[error(
        "{}",
        t!("serve-hall-io", path = escape::shown_path(.path), why = .why.as_str())
    )]
    Io { path: PathBuf, why: String },
    #[error("{}", t!("serve-hall-busy", path = escape::shown_path(.path)))]
    Busy { path: PathBuf },
}

/// Why the hall did not do what it was asked: nothing was changed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HallError {
    #[error("that handle is taken (or looks too much like one that is); choose another")]
    HandleTaken,
    #[error("this key already has an account")]
    KeyTaken,
    #[error("there is no such account (it may have been deleted)")]
    UnknownAccount,
    #[error("there is no open table {0}")]
    UnknownTable(TableNo),
    #[error("another open table has that code")]
    CodeTaken,
    #[error("seat {seat} is not a seat of table {no}")]
    NoSuchSeat { no: TableNo, seat: u8 },
    /// What was handed in is not what it must be (a bug in the caller, never a person's
    /// doing): the sentence says what.
    #[error("{0}")]
    Invalid(String),
    /// Larger than the hall keeps.
    #[error("{what} was not kept: it is {size} bytes, more than the {limit} bytes the hall keeps")]
    TooLarge {
        what: &'static str,
        size: u64,
        limit: u64,
    },
    /// A row failed its check when read back; it was left in place for the operator.
    #[error("{what} in the hall database is damaged ({why}); it was left in place")]
    Damaged { what: String, why: String },
    /// SQLite refused (a full disk, a file it cannot write): its reason.
    #[error("the hall database could not be used: {0}")]
    Db(String),
}

impl From<rusqlite::Error> for HallError {
    fn from(e: rusqlite::Error) -> HallError {
        HallError::Db(escape::excerpt(&e.to_string(), 200))
    }
}

/// An account's number in the database.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AccountId(pub i64);

/// An open table's number in the database (never reused while the database lives).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TableNo(pub i64);

impl std::fmt::Display for TableNo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Account {
    pub id: AccountId,
    pub handle: Handle,
    pub created_unix: u64,
}

/// A family of rules with its own ratings: the built-in presets. Other rules are unrated,
/// since a handful of players on each made-up ruleset would make no ladder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Family {
    Classic,
    Simple,
    Yatzy,
    Triple,
    ThreeColumn,
}

impl Family {
    pub const ALL: [Family; 5] = [
        Family::Classic,
        Family::Simple,
        Family::Yatzy,
        Family::Triple,
        Family::ThreeColumn,
    ];

    /// The family of these rules: only rules equal to a built-in preset have one.
    pub fn of(rules: &Ruleset) -> Option<Family> {
        rules.matching_preset().map(Family::from)
    }

    pub const fn preset(self) -> Preset {
        match self {
            Family::Classic => Preset::Classic,
            Family::Simple => Preset::Simple,
            Family::Yatzy => Preset::Yatzy,
            Family::Triple => Preset::Triple,
            Family::ThreeColumn => Preset::ThreeColumn,
        }
    }

    /// The name the database keeps (the preset's id).
    pub const fn id(self) -> &'static str {
        self.preset().id()
    }

    /// The name shown ("Triple Yahtzee").
    pub const fn name(self) -> &'static str {
        self.preset().name()
    }

    pub fn from_id(id: &str) -> Option<Family> {
        Family::ALL.into_iter().find(|f| f.id() == id)
    }
}

impl From<Preset> for Family {
    fn from(p: Preset) -> Family {
        match p {
            Preset::Classic => Family::Classic,
            Preset::Simple => Family::Simple,
            Preset::Yatzy => Family::Yatzy,
            Preset::Triple => Family::Triple,
            Preset::ThreeColumn => Family::ThreeColumn,
        }
    }
}

/// A Glicko-2 rating (see [`glicko2`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Rated matches played in this family.
    pub games: u32,
}

/// A rating is provisional while its deviation is above this: shown marked, as Lichess
/// marks it.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

impl Rating {
    /// Still settling: too few games to say much.
    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// "1612 ±64": the rating and twice its deviation (the range it lies in, about 95% sure),
    /// with a `?` while provisional.
    pub fn shown(&self) -> String {
        format!(
            "{:.0} ±{:.0}{}",
            self.rating,
            2.0 * self.deviation,
            if self.provisional() { "?" } else { "" }
        )
    }
}

/// One person's rating before and after a match.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingChange {
    pub account: AccountId,
    pub family: Family,
    pub before: Rating,
    pub after: Rating,
}

/// A leaderboard's row.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub rank: u32,
    pub handle: Handle,
    pub rating: Rating,
}

/// A table to open: `seats` has one entry per seat of its match, the account a seat is kept
/// for (or `None`: open to anyone, a guest or a CPU).
#[derive(Clone, Debug)]
pub struct NewTable {
    pub owner: Option<AccountId>,
    /// Shown in the lobby's list of open tables.
    pub listed: bool,
    /// The plain code (hashed before it is stored); empty for a table without one.
    pub code: String,
    pub seats: Vec<Option<AccountId>>,
    /// The match's save (`store::SaveFile` as JSON).
    pub save_json: String,
}

/// An open table as the database holds it. Its save is read back (replayed and checked)
/// with [`StoredTable::session`].
#[derive(Clone, Debug)]
pub struct StoredTable {
    pub no: TableNo,
    pub owner: Option<AccountId>,
    pub listed: bool,
    pub seats: Vec<Option<AccountId>>,
    /// Empty when the row's save is larger than a save may be (then `session` says so).
    pub save_json: String,
    pub updated_unix: u64,
    /// The save's length in bytes as stored.
    pub save_bytes: u64,
}

/// A finished match one person played in.
#[derive(Clone, Debug)]
pub struct FinishedRow {
    pub id: String,
    pub finished: FinishedMatch,
    /// Per seat: the account's handle now, or `None` (a guest, a CPU, a former player).
    pub seats: Vec<Option<Handle>>,
    pub rated: bool,
}

/// Everything the hall keeps about one person, for "About me".
#[derive(Clone, Debug)]
pub struct AboutMe {
    pub account: Account,
    pub key: KeyId,
    pub ratings: Vec<(Family, Rating)>,
    /// Finished matches that keep their seat (and so their handle, in the match's record).
    pub finished_matches: u32,
    /// Open tables they own or have a seat kept at.
    pub open_tables: Vec<TableNo>,
    /// New tables they made in the last day, kept to apply the per-hour limit.
    pub tables_made_last_day: u32,
}

/// A person's figures over their finished matches, per family (`None`: other rules).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PersonStats {
    pub matches: u32,
    /// Matches they finished first in (a shared first place counts).
    pub won: u32,
    pub rated: u32,
    pub by_family: Vec<FamilyStats>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct FamilyStats {
    pub family: Option<Family>,
    pub matches: u32,
    pub won: u32,
    pub best: u32,
    pub mean: f64,
}

/// Now, in seconds since 1970 (0 if the clock is before it).
pub fn now_unix() -> u64 {
    yahtzee_store::now_unix()
}

/// Seconds as SQLite keeps integers.
fn to_sql_time(t: u64) -> i64 {
    i64::try_from(t).unwrap_or(i64::MAX)
}

fn from_sql_time(t: i64) -> u64 {
    u64::try_from(t).unwrap_or(0)
}
