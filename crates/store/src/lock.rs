//! Advisory OS file locks on the data folder, so two windows on one folder never overwrite
//! each other's match or lose a finished match from the history.
//!
//! - A match's lock (`matches/<id>.lock`) is held by the one instance allowed to write that
//!   match's save, from when it claims it until it releases it or exits (the OS drops the
//!   lock when the process dies, even on `kill -9`).
//! - The history lock (`history.lock`) is held only for the read-modify-write of the history,
//!   so two matches ending at once are both recorded.
//!
//! The lock files themselves stay in the folder while their match does: deleting one could
//! let two processes lock two different files under one name. Only the window that holds a
//! match's lock removes it, with the match's save (finished or deleted), so the folder does
//! not keep a lock for every match ever played. Anyone can still delete one (or the whole folder)
//! by hand, so a held lock can say whether the name still leads to the file it locked
//! ([`Held::is_current`]); the store asks before every write.

use std::fs::{File, OpenOptions, TryLockError};
use std::io;
use std::path::Path;

/// A held lock; dropping it releases the lock.
#[derive(Debug)]
pub struct Held {
    file: File,
    path: std::path::PathBuf,
}

impl Held {
    fn new(file: File, path: &Path) -> Held {
        Held {
            file,
            path: path.to_path_buf(),
        }
    }

    /// Whether the lock file's name still leads to the file this lock is held on. When it
    /// does not (the file or its folder was deleted, or replaced), another window can lock
    /// the new file under the same name, and this lock no longer keeps it out.
    pub fn is_current(&self) -> bool {
        let (Ok(held), Ok(named)) = (self.file.metadata(), std::fs::metadata(&self.path)) else {
            return false;
        };
        same_file(&held, &named)
    }
}

#[cfg(unix)]
fn same_file(a: &std::fs::Metadata, b: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    a.dev() == b.dev() && a.ino() == b.ino()
}

#[cfg(not(unix))]
fn same_file(_a: &std::fs::Metadata, _b: &std::fs::Metadata) -> bool {
    true
}

/// Why a lock could not be taken.
#[derive(Debug, thiserror::Error)]
pub enum LockError {
    #[error("it is held by another window")]
    Busy,
    #[error("the lock file cannot be opened ({0})")]
    Io(#[from] io::Error),
}

fn open(path: &Path) -> io::Result<File> {
    OpenOptions::new()
        .create(true)
        .truncate(false)
        .read(true)
        .write(true)
        .open(path)
}

/// Takes the lock at `path` if no other process (or other handle) holds it.
pub fn try_lock(path: &Path) -> Result<Held, LockError> {
    let file = open(path)?;
    match file.try_lock() {
        Ok(()) => Ok(Held::new(file, path)),
        Err(TryLockError::WouldBlock) => Err(LockError::Busy),
        Err(TryLockError::Error(e)) => Err(LockError::Io(e)),
    }
}

/// Like [`try_lock`], but a lock found busy is tried again for up to `patience`. A lock is
/// briefly shared with any child process started at that moment (until it execs), and a window
/// that is closing holds it until its process ends: neither is a second window, and neither
/// should be reported as one.
pub fn try_lock_within(path: &Path, patience: std::time::Duration) -> Result<Held, LockError> {
    let deadline = std::time::Instant::now() + patience;
    loop {
        match try_lock(path) {
            Err(LockError::Busy) if std::time::Instant::now() < deadline => {
                std::thread::sleep(std::time::Duration::from_millis(10));
            }
            other => return other,
        }
    }
}

/// Waits for the lock at `path`. Only for locks held briefly (the history's update).
pub fn lock(path: &Path) -> Result<Held, LockError> {
    let file = open(path)?;
    file.lock()?;
    Ok(Held::new(file, path))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_handle_is_refused_until_the_first_is_dropped() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("autosave.lock");
        let first = try_lock(&path).unwrap();
        assert!(matches!(try_lock(&path), Err(LockError::Busy)));
        drop(first);
        // Another test in this process may start a child (`mkfifo`) while our descriptor is
        // open; the child shares the lock until it execs, hence the patience.
        assert!(try_lock_within(&path, std::time::Duration::from_secs(5)).is_ok());
    }

    #[test]
    fn a_lock_knows_when_its_file_was_deleted_or_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("autosave.lock");
        let held = try_lock(&path).unwrap();
        assert!(held.is_current());
        std::fs::remove_file(&path).unwrap();
        assert!(!held.is_current());
        // A second window now locks a new file under the same name.
        let other = try_lock(&path).unwrap();
        assert!(other.is_current() && !held.is_current());
    }
}
