//! Opening the database: the checks that refuse a file, the connection's settings, and the
//! migrations.
//!
//! A file is checked through a read-only connection before anything writes to it, so a
//! refused file is left byte for byte as it was (the tests hash it before and after). The
//! database says what it is in its header: `application_id` [`APPLICATION_ID`] ("YTZH") and
//! `user_version`, the number of migrations applied. Migration N is applied in one
//! transaction that also sets `user_version = N`; a database at a version above
//! [`LATEST`] is a newer release's and is refused rather than guessed at. Migrations are
//! never edited once released: a change to the schema is a new migration at the end.

use std::path::Path;

use rusqlite::{Connection, OpenFlags, OptionalExtension};

use crate::{Hall, OpenRefusal};

/// "YTZH" in the database header: this file is a hall database.
pub const APPLICATION_ID: i64 = 0x5954_5A48;

/// The migrations, in order; `MIGRATIONS[n - 1]` takes a database from version n-1 to n.
const MIGRATIONS: &[&str] = &[MIGRATION_1, MIGRATION_2, MIGRATION_3];

/// The schema version this build writes and reads.
pub const LATEST: i64 = MIGRATIONS.len() as i64;

/// How long opening waits for another server's lock to go (one that is just ending).
const LOCK_PATIENCE: std::time::Duration = std::time::Duration::from_millis(500);

/// The lock beside the database: `hall.sqlite3.lock`.
pub fn lock_path(path: &Path) -> std::path::PathBuf {
    let mut name = path
        .file_name()
        .map(std::ffi::OsStr::to_os_string)
        .unwrap_or_default();
    name.push(".lock");
    path.with_file_name(name)
}

/// How long a statement waits for a lock another connection holds (an operator's backup
/// or `sqlite3` reading the file) before it gives up with an error.
const BUSY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(2);

/// The first release's schema.
///
/// - `accounts`: a person, by the fingerprint of their key; `fold` is the handle's
///   look-alike skeleton, unique so that no two handles read alike.
/// - `ratings`: one Glicko-2 rating per account and family.
/// - `tables`: open tables; `save` is the match's save (store's `SaveFile` JSON),
///   `match_id` its id, `code_hash` SHA-256 of the salt and the code (NULL: no code).
/// - `table_seats`: the account a seat is kept for.
/// - `tables_made`: when each account made a table, for the per-hour limit (rows older than
///   a day are removed as new ones come).
/// - `finished`: finished matches, by match id (unique: a match is recorded and rated once);
///   `record` is store's `FinishedMatch` JSON.
/// - `finished_seats`: each seat of a finished match: the account (NULL for a guest, a CPU or
///   a former player), the name it played under, its total and rank, and the rating before
///   and after where the seat was rated.
/// - `meta`: the salt of codes' hashes.
const MIGRATION_1: &str = "
CREATE TABLE accounts (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    handle TEXT NOT NULL,
    fold TEXT NOT NULL UNIQUE,
    created INTEGER NOT NULL
) STRICT;
CREATE TABLE ratings (
    account INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    family TEXT NOT NULL,
    rating REAL NOT NULL,
    rd REAL NOT NULL,
    vol REAL NOT NULL,
    games INTEGER NOT NULL,
    PRIMARY KEY (account, family)
) STRICT, WITHOUT ROWID;
CREATE INDEX ratings_by_family ON ratings(family, rating DESC);
CREATE TABLE tables (
    no INTEGER PRIMARY KEY AUTOINCREMENT,
    owner INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
    listed INTEGER NOT NULL,
    code_hash BLOB UNIQUE,
    match_id TEXT NOT NULL,
    created INTEGER NOT NULL,
    updated INTEGER NOT NULL,
    save TEXT NOT NULL
) STRICT;
CREATE TABLE table_seats (
    no INTEGER NOT NULL REFERENCES tables(no) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    account INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
    PRIMARY KEY (no, seat)
) STRICT, WITHOUT ROWID;
CREATE INDEX table_seats_by_account ON table_seats(account);
CREATE TABLE tables_made (
    account INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    made INTEGER NOT NULL
) STRICT;
CREATE INDEX tables_made_by_account ON tables_made(account, made);
CREATE TABLE finished (
    id TEXT PRIMARY KEY,
    finished_unix INTEGER NOT NULL,
    family TEXT,
    rated INTEGER NOT NULL,
    record TEXT NOT NULL
) STRICT;
CREATE TABLE finished_seats (
    id TEXT NOT NULL REFERENCES finished(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    account INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
    name TEXT NOT NULL,
    total INTEGER NOT NULL,
    rank INTEGER NOT NULL,
    rating_before REAL,
    rd_before REAL,
    rating_after REAL,
    rd_after REAL,
    PRIMARY KEY (id, seat)
) STRICT;
CREATE INDEX finished_seats_by_account ON finished_seats(account);
CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value BLOB NOT NULL
) STRICT;
INSERT INTO meta (key, value) VALUES ('salt', randomblob(32));
";

/// The daily challenge ([`crate::daily`]).
///
/// - `daily_results`: one row per account and UTC day (`YYYY-MM-DD`): the match that is the
///   day's scored attempt, claimed when its table is made; `total` and `finished` once it
///   is over (NULL before).
const MIGRATION_2: &str = "
CREATE TABLE daily_results (
    day TEXT NOT NULL CHECK (length(day) = 10),
    account INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    match_id TEXT NOT NULL,
    started INTEGER NOT NULL,
    total INTEGER CHECK (total >= 0),
    finished INTEGER,
    PRIMARY KEY (day, account)
) STRICT, WITHOUT ROWID;
CREATE INDEX daily_results_by_total ON daily_results(day, total DESC);
CREATE INDEX daily_results_by_account ON daily_results(account);
";

/// The language each person reads at this server ([`Hall::language_of`]): a code as
/// `--lang` takes it (`de`, `sv`), NULL until they choose one in the lobby (their client's
/// locale speaks for them until then).
const MIGRATION_3: &str = "
ALTER TABLE accounts ADD COLUMN language TEXT CHECK (length(language) BETWEEN 1 AND 16);
";

fn refusal_of(path: &Path, e: &rusqlite::Error) -> OpenRefusal {
    let why = crate::escape::excerpt(&e.to_string(), 200);
    match e.sqlite_error_code() {
        Some(rusqlite::ErrorCode::NotADatabase) => OpenRefusal::NotADatabase {
            path: path.to_path_buf(),
        },
        Some(rusqlite::ErrorCode::DatabaseCorrupt) => OpenRefusal::Damaged {
            path: path.to_path_buf(),
            why,
        },
        _ => OpenRefusal::Io {
            path: path.to_path_buf(),
            why,
        },
    }
}

/// The read-only look: whether the file can be opened for writing, or why it is refused.
fn inspect(path: &Path) -> Result<(), OpenRefusal> {
    let io = |why: String| OpenRefusal::Io {
        path: path.to_path_buf(),
        why,
    };
    let meta = std::fs::metadata(path).map_err(|e| io(e.to_string()))?;
    if !meta.is_file() {
        return Err(io("it is not a file".to_string()));
    }
    if meta.len() == 0 {
        // SQLite makes the file before it writes its first page: a start killed in between
        // leaves an empty file, which holds nothing to keep. A write-ahead log beside it
        // would, so that is refused below by SQLite itself.
        let wal = path.with_file_name(format!(
            "{}-wal",
            path.file_name()
                .map(|n| n.to_string_lossy())
                .unwrap_or_default()
        ));
        if std::fs::metadata(wal).map_or(true, |m| m.len() == 0) {
            return Ok(());
        }
    }
    // SQLite's own header, read first so that a file of another kind is named as such
    // rather than by whatever SQLite makes of it.
    let mut head = [0u8; 16];
    {
        use std::io::Read;
        let mut file = std::fs::File::open(path).map_err(|e| io(e.to_string()))?;
        let n = file.read(&mut head).map_err(|e| io(e.to_string()))?;
        if n < head.len() || &head != b"SQLite format 3\0" {
            return Err(OpenRefusal::NotADatabase {
                path: path.to_path_buf(),
            });
        }
    }
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|e| refusal_of(path, &e))?;
    conn.busy_timeout(BUSY_TIMEOUT)
        .map_err(|e| refusal_of(path, &e))?;
    let pragma = |name: &str| -> Result<i64, OpenRefusal> {
        conn.query_row(&format!("PRAGMA {name}"), [], |r| r.get(0))
            .map_err(|e| refusal_of(path, &e))
    };
    let app = pragma("application_id")?;
    let version = pragma("user_version")?;
    let objects: i64 = conn
        .query_row("SELECT count(*) FROM sqlite_schema", [], |r| r.get(0))
        .map_err(|e| refusal_of(path, &e))?;
    if app == 0 && version == 0 && objects == 0 {
        // SQLite's empty database: nothing in it to keep.
        return Ok(());
    }
    if app != APPLICATION_ID {
        return Err(OpenRefusal::Foreign {
            path: path.to_path_buf(),
        });
    }
    if version > LATEST {
        return Err(OpenRefusal::Newer {
            path: path.to_path_buf(),
            version,
        });
    }
    let mut check = conn
        .prepare("PRAGMA quick_check(5)")
        .map_err(|e| refusal_of(path, &e))?;
    let found: Vec<String> = check
        .query_map([], |r| r.get::<_, String>(0))
        .and_then(Iterator::collect)
        .map_err(|e| refusal_of(path, &e))?;
    if found != ["ok"] {
        return Err(OpenRefusal::Damaged {
            path: path.to_path_buf(),
            why: crate::escape::excerpt(&found.join("; "), 200),
        });
    }
    Ok(())
}

/// Makes the database file, empty and readable by its owner only, so that SQLite (which
/// gives its log files the database's permissions) keeps everything private.
fn create_private(path: &Path) -> std::io::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    match options.open(path) {
        Ok(_) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
        Err(e) => Err(e),
    }
}

impl Hall {
    /// Opens the database at `path`, or makes a new one there; refuses a file that is not a
    /// hall database this build can use, leaving it untouched (see the module docs).
    pub fn open(path: &Path) -> Result<Hall, OpenRefusal> {
        let io = |e: &dyn std::fmt::Display| OpenRefusal::Io {
            path: path.to_path_buf(),
            why: crate::escape::excerpt(&e.to_string(), 200),
        };
        // One server per database: a second one would reopen the same tables and write
        // over the first one's saves. The OS lets go of the lock when the process ends,
        // however it ends.
        if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            yahtzee_store::fsutil::ensure_dir(parent).map_err(|e| io(&e))?;
        }
        let lock_path = lock_path(path);
        let lock = match yahtzee_store::lock::try_lock_within(&lock_path, LOCK_PATIENCE) {
            Ok(held) => held,
            Err(yahtzee_store::lock::LockError::Busy) => {
                return Err(OpenRefusal::Busy {
                    path: path.to_path_buf(),
                });
            }
            Err(e) => return Err(io(&e)),
        };
        match std::fs::symlink_metadata(path) {
            Ok(_) => inspect(path)?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                create_private(path).map_err(|e| io(&e))?;
            }
            Err(e) => return Err(io(&e)),
        }
        let conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(|e| refusal_of(path, &e))?;
        Hall::prepare(conn, path, Some(lock))
    }

    /// A database in memory, for tests.
    pub fn in_memory() -> Result<Hall, OpenRefusal> {
        let path = Path::new(":memory:");
        let conn = Connection::open_in_memory().map_err(|e| refusal_of(path, &e))?;
        Hall::prepare(conn, path, None)
    }

    /// Sets the connection up and migrates. `lock` is the file database's lock (none in
    /// memory, where the log is not kept either).
    fn prepare(
        mut conn: Connection,
        path: &Path,
        lock: Option<yahtzee_store::lock::Held>,
    ) -> Result<Hall, OpenRefusal> {
        let fail = |e: rusqlite::Error| refusal_of(path, &e);
        conn.busy_timeout(BUSY_TIMEOUT).map_err(fail)?;
        if lock.is_some() {
            let mode: String = conn
                .query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))
                .map_err(fail)?;
            if !mode.eq_ignore_ascii_case("wal") {
                return Err(OpenRefusal::Io {
                    path: path.to_path_buf(),
                    why: format!("SQLite would not keep a write-ahead log there (it chose {mode})"),
                });
            }
        }
        // The log file keeps the size it once grew to unless told otherwise: after each
        // checkpoint it is cut back to at most 16 MiB.
        conn.execute_batch(
            "PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA secure_delete = ON;
             PRAGMA journal_size_limit = 16777216;",
        )
        .map_err(fail)?;
        migrate(&mut conn, path, MIGRATIONS)?;
        let salt: Option<Vec<u8>> = conn
            .query_row("SELECT value FROM meta WHERE key = 'salt'", [], |r| {
                r.get(0)
            })
            .optional()
            .map_err(fail)?;
        let salt = salt.filter(|s| s.len() >= 16).ok_or(OpenRefusal::Damaged {
            path: path.to_path_buf(),
            why: "its salt for table codes is missing".to_string(),
        })?;
        Ok(Hall {
            conn,
            salt,
            _lock: lock,
        })
    }

    /// The database's size in bytes (its pages; the write-ahead log beside it comes and
    /// goes with checkpoints), for the server's status.
    pub fn size_bytes(&self) -> Result<u64, crate::HallError> {
        let bytes: i64 = self.conn.query_row(
            "SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()",
            [],
            |r| r.get(0),
        )?;
        Ok(u64::try_from(bytes).unwrap_or(0))
    }

    /// The schema version of the open database.
    pub fn schema_version(&self) -> Result<i64, crate::HallError> {
        Ok(self
            .conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))?)
    }
}

/// Applies every migration of `migrations` the database has not had, each in its own
/// transaction with the version it leads to: a migration that fails leaves the database as
/// the one before left it.
fn migrate(conn: &mut Connection, path: &Path, migrations: &[&str]) -> Result<(), OpenRefusal> {
    let fail = |e: rusqlite::Error| refusal_of(path, &e);
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .map_err(fail)?;
    let known = i64::try_from(migrations.len()).unwrap_or(i64::MAX);
    if version > known {
        return Err(OpenRefusal::Newer {
            path: path.to_path_buf(),
            version,
        });
    }
    let done = usize::try_from(version).unwrap_or(0);
    for (to, sql) in (1i64..).zip(migrations).skip(done) {
        let tx = conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Exclusive)
            .map_err(fail)?;
        if to == 1 {
            tx.execute_batch(&format!("PRAGMA application_id = {APPLICATION_ID};"))
                .map_err(fail)?;
        }
        tx.execute_batch(sql).map_err(fail)?;
        tx.execute_batch(&format!("PRAGMA user_version = {to};"))
            .map_err(fail)?;
        tx.commit().map_err(fail)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn version(conn: &Connection) -> i64 {
        conn.query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap()
    }

    #[test]
    fn migrations_apply_in_order_once_each_and_a_failed_one_changes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.sqlite3");
        let mut conn = Connection::open(&path).unwrap();
        let first = [MIGRATION_1];
        migrate(&mut conn, &path, &first).unwrap();
        assert_eq!(version(&conn), 1);
        // A later release adds a column; the database at 1 gets only the new migration.
        let second = [
            MIGRATION_1,
            "ALTER TABLE accounts ADD COLUMN seen INTEGER NOT NULL DEFAULT 0;",
        ];
        migrate(&mut conn, &path, &second).unwrap();
        assert_eq!(version(&conn), 2);
        conn.execute(
            "INSERT INTO accounts (key, handle, fold, created, seen) VALUES ('k', 'Ana', 'ana', 0, 5)",
            [],
        )
        .unwrap();
        migrate(&mut conn, &path, &second).unwrap();
        assert_eq!(version(&conn), 2);
        // A migration that fails half way leaves neither its first statement nor its version.
        let third = [
            MIGRATION_1,
            second[1],
            "CREATE TABLE later (x INTEGER); INSERT INTO nowhere VALUES (1);",
        ];
        assert!(migrate(&mut conn, &path, &third).is_err());
        assert_eq!(version(&conn), 2);
        let later: i64 = conn
            .query_row(
                "SELECT count(*) FROM sqlite_schema WHERE name = 'later'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(later, 0);
        // And a build that knows fewer migrations than the file has refuses it.
        assert!(matches!(
            migrate(&mut conn, &path, &first),
            Err(OpenRefusal::Newer { version: 2, .. })
        ));
    }
}
