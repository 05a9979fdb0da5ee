//! The file primitives every store file goes through: atomic replacement (a reader, or a
//! crash, sees the old file or the new one, never a mix), bounded reads that refuse anything
//! but a regular file, unique names for files kept aside, and removal of stale temporaries.

use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// Prefix and suffix of the temporary files `atomic_write` creates beside their target.
const TEMP_PREFIX: &str = ".tmp-";
const TEMP_SUFFIX: &str = ".part";

/// A temporary older than this was left by a process that died mid-write: a live write
/// (even the solver's largest table) finishes in well under a second.
pub const STALE_TEMP_AGE: Duration = Duration::from_secs(120);

/// How far an atomic write got.
#[derive(Debug)]
pub enum Written {
    /// The new file is in place and the folder entry is synced to disk.
    Durable,
    /// The new file is in place (the rename succeeded and readers see it), but syncing the
    /// folder failed, so a power cut could still bring back the old file.
    Unconfirmed(io::Error),
}

/// Writes `bytes` to `path` atomically: a temporary file in the same folder is written,
/// flushed and synced, renamed over `path`, and the folder synced so the rename itself is
/// durable. An error means `path` still holds its old content.
pub fn atomic_write(path: &Path, bytes: &[u8]) -> io::Result<Written> {
    atomic_write_with(path, |w| w.write_all(bytes))
}

/// [`atomic_write`] for content produced piece by piece (a large table need not be built in
/// memory first).
pub fn atomic_write_with(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<Written> {
    let dir = parent_of(path);
    let mut tmp = tempfile::Builder::new()
        .prefix(TEMP_PREFIX)
        .suffix(TEMP_SUFFIX)
        .tempfile_in(dir)?;
    {
        let mut buffered = io::BufWriter::with_capacity(1 << 16, tmp.as_file_mut());
        write(&mut buffered)?;
        buffered.flush()?;
    }
    faults::check(faults::Step::Write)?;
    tmp.flush()?;
    tmp.as_file().sync_all()?;
    faults::check(faults::Step::Rename)?;
    tmp.persist(path).map_err(|e| e.error)?;
    // The rename has happened: from here on the new content is what every reader sees.
    match faults::check(faults::Step::DirSync).and_then(|()| sync_dir(dir)) {
        Ok(()) => Ok(Written::Durable),
        Err(e) => Ok(Written::Unconfirmed(e)),
    }
}

fn parent_of(path: &Path) -> &Path {
    path.parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

#[cfg(unix)]
fn sync_dir(dir: &Path) -> io::Result<()> {
    File::open(dir)?.sync_all()
}

#[cfg(not(unix))]
fn sync_dir(_dir: &Path) -> io::Result<()> {
    Ok(())
}

/// Creates `dir` and its parents if needed.
pub fn ensure_dir(dir: &Path) -> io::Result<()> {
    fs::create_dir_all(dir)
}

/// Why a store file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    #[error("it is not a regular file ({0})")]
    NotAFile(&'static str),
    #[error("it is {size} bytes, more than the {limit} bytes such a file can reach")]
    TooLarge { size: u64, limit: u64 },
    #[error("{0}")]
    Io(#[from] io::Error),
}

fn kind_of(meta: &fs::Metadata) -> &'static str {
    let t = meta.file_type();
    if t.is_dir() {
        return "a folder";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return "a named pipe";
        }
        if t.is_char_device() || t.is_block_device() {
            return "a device";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    "a special file"
}

/// Reads a store file of at most `limit` bytes. `Ok(None)` when there is no such file.
///
/// The type is checked before the file is opened, because opening a named pipe blocks until
/// a writer appears and a device such as /dev/zero never ends; the read itself is bounded too,
/// in case the file grows or is swapped between the check and the read.
pub fn read_limited(path: &Path, limit: u64) -> Result<Option<Vec<u8>>, ReadError> {
    let meta = match fs::metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e.into()),
    };
    if !meta.is_file() {
        return Err(ReadError::NotAFile(kind_of(&meta)));
    }
    if meta.len() > limit {
        return Err(ReadError::TooLarge {
            size: meta.len(),
            limit,
        });
    }
    let file = match File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e.into()),
    };
    let opened = file.metadata()?;
    if !opened.is_file() {
        return Err(ReadError::NotAFile(kind_of(&opened)));
    }
    let mut bytes = Vec::with_capacity(opened.len().min(limit) as usize);
    file.take(limit + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge {
            size: bytes.len() as u64,
            limit,
        });
    }
    Ok(Some(bytes))
}

/// Moves `path` aside to `<name>.<tag>-<unix seconds>` (with `-2`, `-3`, … when that name is
/// taken, so two files kept aside in one second never overwrite each other). Returns the new
/// file name.
pub fn keep_aside(path: &Path, tag: &str, unix: u64) -> io::Result<String> {
    let dir = parent_of(path);
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "file".to_string());
    for n in 1u32..10_000 {
        let aside = if n == 1 {
            format!("{name}.{tag}-{unix}")
        } else {
            format!("{name}.{tag}-{unix}-{n}")
        };
        let target = dir.join(&aside);
        // A hard link fails if the target exists, unlike a rename, so a name already taken (by
        // this process or another) is never overwritten.
        match fs::hard_link(path, &target) {
            Ok(()) => {
                fs::remove_file(path)?;
                return Ok(aside);
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(e),
            // A file system without hard links: fall back to a checked rename.
            Err(_) if !target.exists() => {
                fs::rename(path, &target)?;
                return Ok(aside);
            }
            Err(_) => continue,
        }
    }
    Err(io::Error::other(
        "every name to keep the file aside is taken",
    ))
}

/// Removes temporaries that `atomic_write` left in `dir` when a process died mid-write, if
/// they are older than [`STALE_TEMP_AGE`] (younger ones may belong to a write under way in
/// another window). Returns how many were removed.
pub fn clean_stale_temps(dir: &Path, now: SystemTime) -> usize {
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if !(name.starts_with(TEMP_PREFIX) && name.ends_with(TEMP_SUFFIX)) {
            continue;
        }
        let Ok(meta) = entry.metadata() else { continue };
        let stale = meta
            .modified()
            .ok()
            .and_then(|m| now.duration_since(m).ok())
            .is_some_and(|age| age >= STALE_TEMP_AGE);
        if meta.is_file() && stale && fs::remove_file(entry.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// The temporary files in `dir` (tests and diagnostics).
pub fn temp_files(dir: &Path) -> Vec<PathBuf> {
    fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| {
                    p.file_name().is_some_and(|n| {
                        let n = n.to_string_lossy();
                        n.starts_with(TEMP_PREFIX) && n.ends_with(TEMP_SUFFIX)
                    })
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Fault injection for the write path, so tests can fail the steps a real disk rarely fails.
pub mod faults {
    use std::cell::Cell;
    use std::io;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Step {
        /// After the content went into the temporary file, as a disk filling up fails.
        Write,
        Rename,
        DirSync,
    }

    thread_local! {
        static FAIL: Cell<Option<Step>> = const { Cell::new(None) };
    }

    /// Makes every write on this thread fail at `step` until cleared with `None`.
    pub fn fail_at(step: Option<Step>) {
        FAIL.with(|f| f.set(step));
    }

    pub(super) fn check(step: Step) -> io::Result<()> {
        if FAIL.with(Cell::get) == Some(step) {
            let kind = match step {
                Step::Write => io::ErrorKind::StorageFull,
                _ => io::ErrorKind::Other,
            };
            Err(io::Error::new(
                kind,
                format!("injected failure at {step:?}"),
            ))
        } else {
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_folder_sync_after_the_rename_still_reports_the_file_as_written() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f.json");
        fs::write(&path, b"old").unwrap();
        faults::fail_at(Some(faults::Step::DirSync));
        let result = atomic_write(&path, b"new");
        faults::fail_at(None);
        assert!(matches!(result, Ok(Written::Unconfirmed(_))), "{result:?}");
        assert_eq!(fs::read(&path).unwrap(), b"new");
    }

    #[test]
    fn a_failed_rename_leaves_the_old_file_and_no_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f.json");
        fs::write(&path, b"old").unwrap();
        faults::fail_at(Some(faults::Step::Rename));
        let result = atomic_write(&path, b"new");
        faults::fail_at(None);
        assert!(result.is_err());
        assert_eq!(fs::read(&path).unwrap(), b"old");
        assert!(temp_files(dir.path()).is_empty());
    }

    #[test]
    fn files_kept_aside_in_the_same_second_get_distinct_names() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("autosave.json");
        let mut names = Vec::new();
        for i in 0..3 {
            fs::write(&path, format!("damaged {i}")).unwrap();
            names.push(keep_aside(&path, "corrupt", 1_800_000_000).unwrap());
        }
        assert_eq!(
            names,
            [
                "autosave.json.corrupt-1800000000",
                "autosave.json.corrupt-1800000000-2",
                "autosave.json.corrupt-1800000000-3"
            ]
        );
        for (i, name) in names.iter().enumerate() {
            assert_eq!(
                fs::read_to_string(dir.path().join(name)).unwrap(),
                format!("damaged {i}")
            );
        }
        assert!(!path.exists());
    }

    #[test]
    fn reads_refuse_special_and_oversized_files_without_blocking() {
        let dir = tempfile::tempdir().unwrap();
        let big = dir.path().join("big");
        fs::write(&big, vec![b' '; 2048]).unwrap();
        assert!(matches!(
            read_limited(&big, 1024),
            Err(ReadError::TooLarge { size: 2048, .. })
        ));
        assert_eq!(read_limited(&big, 4096).unwrap().unwrap().len(), 2048);
        assert!(
            read_limited(&dir.path().join("none"), 10)
                .unwrap()
                .is_none()
        );
        assert!(matches!(
            read_limited(dir.path(), 10),
            Err(ReadError::NotAFile("a folder"))
        ));
        #[cfg(unix)]
        {
            let zero = dir.path().join("zero");
            std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
            assert!(matches!(
                read_limited(&zero, 10),
                Err(ReadError::NotAFile("a device"))
            ));
            let fifo = dir.path().join("fifo");
            let made = std::process::Command::new("mkfifo").arg(&fifo).status();
            if made.is_ok_and(|s| s.success()) {
                assert!(matches!(
                    read_limited(&fifo, 10),
                    Err(ReadError::NotAFile("a named pipe"))
                ));
            }
        }
    }

    #[test]
    fn only_stale_temporaries_are_removed() {
        let dir = tempfile::tempdir().unwrap();
        let old = dir.path().join(".tmp-abc.part");
        let young = dir.path().join(".tmp-def.part");
        let other = dir.path().join("autosave.json");
        for p in [&old, &young, &other] {
            fs::write(p, b"x").unwrap();
        }
        let now = SystemTime::now();
        File::options()
            .write(true)
            .open(&old)
            .unwrap()
            .set_modified(now - STALE_TEMP_AGE - Duration::from_secs(1))
            .unwrap();
        assert_eq!(clean_stale_temps(dir.path(), now), 1);
        assert!(!old.exists() && young.exists() && other.exists());
    }
}
