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
/// (even the largest optimum) finishes in well under a second.
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

/// [`atomic_write`] for content produced piece by piece (a large optimum need not be built in
/// memory first).
pub fn atomic_write_with(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<Written> {
    write_then_rename(path, Sync::Durable, Landing::Over, write)?;
    Ok(sync_after_rename(path))
}

/// The rename has happened: from here on the new content is what every reader sees; what is
/// left is to make the rename itself durable.
fn sync_after_rename(path: &Path) -> Written {
    match faults::check(faults::Step::DirSync).and_then(|()| sync_dir(parent_of(path))) {
        Ok(()) => Written::Durable,
        Err(e) => Written::Unconfirmed(e),
    }
}

/// Replaces the file of a cache that can always be recomputed (the optimum and the outlook): as
/// atomic as [`atomic_write_with`] for every reader, but nothing waits for the disk. A power
/// cut may then leave the old file (sound), or a new one cut short or holding garbage, which
/// the cache's own size and checksum checks refuse, and it is computed again. Waiting for the
/// disk instead would cost the player seconds on a slow one (the outlook is
/// 170 MB).
pub fn replace_cache_with(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    write_then_rename(path, Sync::Never, Landing::Over, write)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Sync {
    Durable,
    Never,
}

/// What the new file may land on.
enum Landing {
    /// Whatever is at the path: the game's own files, in its own folder.
    Over,
    /// Nothing: the path must still be free at the rename, which then fails rather than
    /// replace what appeared there meanwhile. The new file gets the permissions a new file
    /// gets from the user's umask, as any program's output file does.
    Nothing,
    /// A regular file only, looked at once more just before the rename; the new file keeps
    /// the old one's permissions if given, else gets a new file's (as `Nothing` says).
    Regular(Option<fs::Permissions>),
}

/// Writes a temporary file beside `path` (synced to disk if `sync` says so) and renames it
/// over `path`, as `landing` allows.
fn write_then_rename(
    path: &Path,
    sync: Sync,
    landing: Landing,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    let dir = parent_of(path);
    faults::check(faults::Step::Create)?;
    let mut builder = tempfile::Builder::new();
    builder.prefix(TEMP_PREFIX).suffix(TEMP_SUFFIX);
    #[cfg(unix)]
    if let Landing::Nothing | Landing::Regular(None) = landing {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(fs::Permissions::from_mode(0o666));
    }
    let mut tmp = builder.tempfile_in(dir).map_err(without_temp_name)?;
    if let Landing::Regular(Some(permissions)) = &landing {
        tmp.as_file().set_permissions(permissions.clone())?;
    }
    {
        let mut buffered = io::BufWriter::with_capacity(1 << 16, tmp.as_file_mut());
        write(&mut buffered)?;
        buffered.flush()?;
    }
    faults::check(faults::Step::Write)?;
    tmp.flush()?;
    if sync == Sync::Durable {
        faults::count_sync();
        tmp.as_file().sync_all()?;
    }
    faults::check(faults::Step::Rename)?;
    match landing {
        Landing::Over => tmp.persist(path).map(drop),
        Landing::Nothing => tmp.persist_noclobber(path).map(drop),
        Landing::Regular(_) => match fs::symlink_metadata(path) {
            Ok(meta) if meta.is_file() => tmp.persist(path).map(drop),
            Ok(meta) => return Err(io::Error::other(format!("it became {}", kind_of(&meta)))),
            Err(e) => return Err(e),
        },
    }
    .map_err(|e| e.error)?;
    Ok(())
}

/// A scratch file in `dir` for a computation to spill to: without a name on systems that
/// allow it (elsewhere removed at once), only this process's, and gone when it is closed or
/// the process dies, so that nothing is ever left behind or read by anyone else.
pub fn scratch_file(dir: &Path) -> io::Result<File> {
    tempfile::tempfile_in(dir).map_err(without_temp_name)
}

/// tempfile's errors name the temporary file it tried to make ("… at path \"dir/.tmp-x\""); the
/// person asked for the file beside it, so the system's own words are kept and that name
/// dropped. (tempfile keeps the original error private, so the words are all there is.)
fn without_temp_name(e: io::Error) -> io::Error {
    let Some(inner) = e.get_ref() else {
        return e;
    };
    match inner.to_string().rsplit_once(" at path ") {
        Some((words, _)) => io::Error::new(e.kind(), words.to_string()),
        None => e,
    }
}

fn parent_of(path: &Path) -> &Path {
    path.parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

#[cfg(unix)]
fn sync_dir(dir: &Path) -> io::Result<()> {
    faults::count_sync();
    File::open(dir)?.sync_all()
}

#[cfg(not(unix))]
fn sync_dir(_dir: &Path) -> io::Result<()> {
    Ok(())
}

/// Makes a rename between (or a removal in) these folders durable, as far as the system
/// confirms it: a rename is already atomic for every reader, this only waits for the disk.
pub fn sync_dirs(dirs: &[&Path]) {
    for dir in dirs {
        let _ = sync_dir(dir);
    }
}

/// Creates `dir` and its parents if needed.
pub fn ensure_dir(dir: &Path) -> io::Result<()> {
    fs::create_dir_all(dir)
}

/// Where a file that a person named (`card --output FILE`, `man --dir DIR`) was written.
#[derive(Debug)]
pub struct NamedWrite {
    /// The file written: the path named, or the regular file its symbolic link leads to.
    pub file: PathBuf,
    /// Whether the path named is a symbolic link, followed to `file`.
    pub through_link: bool,
    pub written: Written,
}

/// Why a file a person named was not written.
#[derive(Debug, thiserror::Error)]
pub enum NamedWriteError {
    /// What is there is not a regular file (nor a link to one): it is left as it is. The
    /// person named the wrong path.
    #[error("{0}")]
    Refused(String),
    #[error("{0}")]
    Io(#[from] io::Error),
}

/// What stands at a path a person named for the game to write.
enum NamedTarget {
    /// Nothing: the file is new.
    New,
    /// A regular file, to be replaced.
    Regular(fs::Metadata),
    /// A symbolic link (or a chain of them) to a regular file, which is replaced; the link
    /// stays.
    Link { file: PathBuf, meta: fs::Metadata },
}

fn named_target(path: &Path) -> Result<NamedTarget, NamedWriteError> {
    let meta = match fs::symlink_metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(NamedTarget::New),
        Err(e) => return Err(e.into()),
    };
    if meta.is_file() {
        return Ok(NamedTarget::Regular(meta));
    }
    if !meta.file_type().is_symlink() {
        return Err(NamedWriteError::Refused(yahtzee_l10n::t!(
            "store-named-is",
            kind = kind_words(kind_of(&meta))
        )));
    }
    let shown_target = || {
        fs::read_link(path)
            .map(|t| crate::escape::excerpt(&t.to_string_lossy(), 80))
            .unwrap_or_else(|_| yahtzee_l10n::t!("store-missing-file"))
    };
    match fs::metadata(path) {
        Ok(target) if target.is_file() => Ok(NamedTarget::Link {
            file: fs::canonicalize(path)?,
            meta: target,
        }),
        Ok(target) => Err(NamedWriteError::Refused(yahtzee_l10n::t!(
            "store-named-link-to",
            target = shown_target(),
            kind = kind_words(kind_of(&target))
        ))),
        // Writing a new file in its place would replace the link, and the file it meant may
        // be on a disk that is not mounted.
        Err(e) if e.kind() == io::ErrorKind::NotFound => Err(NamedWriteError::Refused(
            yahtzee_l10n::t!("store-dangling-link", target = shown_target()),
        )),
        Err(e) => Err(e.into()),
    }
}

/// Checks, without writing, that [`write_named`] would write `path`: what is there is
/// nothing, a regular file, or a link to one.
pub fn check_named(path: &Path) -> Result<(), NamedWriteError> {
    named_target(path).map(drop)
}

/// Writes a file a person named, atomically as [`atomic_write`] does, but only over a
/// regular file: a new file, a regular file (which keeps its permissions), or the regular
/// file a symbolic link leads to (the link stays, and [`NamedWrite::through_link`] says it
/// was followed). A device, named pipe, socket or folder, or a link to one or to nothing, is
/// refused and left as it is: the program may run as root, and a path such as /dev/null must
/// never be renamed over. What is there is looked at again just before the rename, and a new
/// file is never renamed over anything that appeared meanwhile.
pub fn write_named(path: &Path, bytes: &[u8]) -> Result<NamedWrite, NamedWriteError> {
    write_named_as(path, bytes, Permissions::KeepOld)
}

/// [`write_named`] for a file the game made to be shared (a result card in the data folder):
/// it always gets the permissions of a file the user creates (0666 less the umask), also when
/// it replaces one, so a card an older release wrote private (0600) is readable once written
/// again. Only a file a person chose keeps the permissions they gave it.
pub fn write_shared(path: &Path, bytes: &[u8]) -> Result<NamedWrite, NamedWriteError> {
    write_named_as(path, bytes, Permissions::NewFile)
}

/// Which permissions a file written over a regular one gets.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Permissions {
    KeepOld,
    NewFile,
}

fn write_named_as(
    path: &Path,
    bytes: &[u8],
    permissions: Permissions,
) -> Result<NamedWrite, NamedWriteError> {
    let over = |meta: &fs::Metadata| {
        Landing::Regular((permissions == Permissions::KeepOld).then(|| meta.permissions()))
    };
    let (file, landing, through_link) = match named_target(path)? {
        NamedTarget::New => (path.to_path_buf(), Landing::Nothing, false),
        NamedTarget::Regular(meta) => (path.to_path_buf(), over(&meta), false),
        NamedTarget::Link { file, meta } => (file, over(&meta), true),
    };
    write_then_rename(&file, Sync::Durable, landing, |w| w.write_all(bytes))?;
    let written = sync_after_rename(&file);
    Ok(NamedWrite {
        file,
        through_link,
        written,
    })
}

/// Why a store file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    #[error("{}", yahtzee_l10n::t!("store-not-a-file", kind = kind_words(.0)))]
    NotAFile(&'static str),
    #[error("{}", yahtzee_l10n::t!("store-file-too-large", size = (*size), limit = (*limit)))]
    TooLarge { size: u64, limit: u64 },
    /// A symbolic link whose target is missing: not "no file", since the file it meant may
    /// be on a disk that is not mounted, and writing a new file would replace the link.
    /// (The caches, which can always be computed again, take it for no file all the same.)
    #[error("{}", yahtzee_l10n::t!("store-dangling-link", target = .0.as_str()))]
    DanglingLink(String),
    #[error("{0}")]
    Io(#[from] io::Error),
}

/// What [`kind_of`] says, in the language spoken.
fn kind_words(kind: &str) -> String {
    let id = match kind {
        "a folder" => "folder",
        "a named pipe" => "pipe",
        "a device" => "device",
        "a socket" => "socket",
        _ => "special",
    };
    yahtzee_l10n::t!("store-file-kind", kind = id)
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

/// Opens a regular file of at most `limit` bytes for reading, with its length as opened.
/// `Ok(None)` when there is no such file.
///
/// The type is checked before the file is opened, because opening a named pipe blocks until
/// a writer appears and a device such as /dev/zero never ends; it is checked again on what
/// was opened, in case the file was swapped between the two (on Unix the open itself does
/// not wait, so a pipe swapped in is refused too).
pub fn open_limited(path: &Path, limit: u64) -> Result<Option<(File, u64)>, ReadError> {
    let meta = match fs::metadata(path) {
        Ok(m) => m,
        // A data folder under a regular file has no files in it either: that the folder
        // cannot be written is said once, at start, not once per file.
        Err(e) if e.kind() == io::ErrorKind::NotADirectory => return Ok(None),
        Err(e) if e.kind() == io::ErrorKind::NotFound => return absent_or_dangling(path),
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
    let file = match open_without_waiting(path) {
        Ok(f) => f,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e.into()),
    };
    let opened = file.metadata()?;
    if !opened.is_file() {
        return Err(ReadError::NotAFile(kind_of(&opened)));
    }
    if opened.len() > limit {
        return Err(ReadError::TooLarge {
            size: opened.len(),
            limit,
        });
    }
    Ok(Some((file, opened.len())))
}

/// Opens for reading without waiting for a writer, should a named pipe have been put there
/// after its type was checked. The flag changes nothing for a regular file's reads.
#[cfg(unix)]
fn open_without_waiting(path: &Path) -> io::Result<File> {
    use std::os::unix::fs::OpenOptionsExt;
    fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)
}

#[cfg(not(unix))]
fn open_without_waiting(path: &Path) -> io::Result<File> {
    File::open(path)
}

/// Reads a store file of at most `limit` bytes (see [`open_limited`]). `Ok(None)` when there
/// is no such file. The read itself is bounded too, in case the file grows while it is read.
pub fn read_limited(path: &Path, limit: u64) -> Result<Option<Vec<u8>>, ReadError> {
    let Some((file, len)) = open_limited(path, limit)? else {
        return Ok(None);
    };
    let mut bytes = Vec::with_capacity(usize::try_from(len).unwrap_or(0));
    file.take(limit + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge {
            size: bytes.len() as u64,
            limit,
        });
    }
    Ok(Some(bytes))
}

/// `Ok(None)` when nothing at all stands at `path`; a link to nothing is an error.
fn absent_or_dangling<T>(path: &Path) -> Result<Option<T>, ReadError> {
    match fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => {
            let target = fs::read_link(path)
                .map(|t| crate::escape::excerpt(&t.to_string_lossy(), 80))
                .unwrap_or_else(|_| yahtzee_l10n::t!("store-missing-file"));
            Err(ReadError::DanglingLink(target))
        }
        _ => Ok(None),
    }
}

/// Whether anything (a file, a folder, a link even to nothing) stands at `path`.
pub fn occupied(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok()
}

/// How many copies of one file are kept aside at most, and how many bytes they may take
/// together: a file that is damaged again and again must not fill the disk.
pub const ASIDE_MAX_COPIES: usize = 8;
pub const ASIDE_MAX_BYTES: u64 = 64 << 20;

/// What keeping a file aside did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeptAside {
    /// The name the content is kept under.
    pub name: String,
    /// The same content was already kept under `name`, so the file was only removed.
    pub duplicate: bool,
    /// Older copies removed to stay within [`ASIDE_MAX_COPIES`] and [`ASIDE_MAX_BYTES`].
    pub removed: Vec<String>,
}

impl KeptAside {
    /// "it was kept as autosave.json.corrupt-…" and what else happened, for a message.
    pub fn describe(&self) -> String {
        let kept = if self.duplicate {
            yahtzee_l10n::t!("store-kept-duplicate", name = self.name.as_str())
        } else {
            yahtzee_l10n::t!("store-kept-as", name = self.name.as_str())
        };
        self.with_removed(kept)
    }

    /// The same of the file as it stood ("The file as it stood was kept as …"), where a
    /// message goes on about what was kept of it.
    pub fn describe_file(&self) -> String {
        let kept = if self.duplicate {
            yahtzee_l10n::t!("store-kept-file-duplicate", name = self.name.as_str())
        } else {
            yahtzee_l10n::t!("store-kept-file-as", name = self.name.as_str())
        };
        self.with_removed(kept)
    }

    fn with_removed(&self, kept: String) -> String {
        // The oldest copy removed is named, the others counted: the message stays short
        // however many went.
        let (oldest, more) = match &self.removed[..] {
            [] => return kept,
            [first, rest @ ..] => (first.as_str(), rest.len()),
        };
        let removed = yahtzee_l10n::t!(
            "store-kept-removed",
            oldest = oldest,
            more = more,
            copies = ASIDE_MAX_COPIES,
            mib = (ASIDE_MAX_BYTES >> 20)
        );
        format!("{kept}{removed}")
    }
}

/// Whether `file` is a copy of `name` kept aside: `<name>.<tag>-<digits>` with an optional
/// `-<digits>`.
fn is_aside_of(file: &str, name: &str) -> bool {
    let Some(rest) = file.strip_prefix(name).and_then(|r| r.strip_prefix('.')) else {
        return false;
    };
    let Some((tag, stamp)) = rest.split_once('-') else {
        return false;
    };
    !tag.is_empty()
        && tag.bytes().all(|b| b.is_ascii_lowercase())
        && !stamp.is_empty()
        && stamp
            .split('-')
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
}

/// The copies of `name` kept aside in `dir`, oldest first, with their sizes.
fn asides(dir: &Path, name: &str) -> Vec<(String, u64)> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut found: Vec<(SystemTime, String, u64)> = entries
        .flatten()
        .filter_map(|e| {
            let file = e.file_name().to_string_lossy().into_owned();
            if !is_aside_of(&file, name) {
                return None;
            }
            let meta = e.metadata().ok()?;
            let when = meta.modified().unwrap_or(SystemTime::UNIX_EPOCH);
            Some((when, file, meta.len()))
        })
        .collect();
    found.sort();
    found.into_iter().map(|(_, n, len)| (n, len)).collect()
}

/// Whether two regular files hold the same bytes.
fn same_content(a: &Path, b: &Path) -> bool {
    let (Ok(ma), Ok(mb)) = (fs::symlink_metadata(a), fs::symlink_metadata(b)) else {
        return false;
    };
    if !ma.is_file() || !mb.is_file() || ma.len() != mb.len() {
        return false;
    }
    let (Ok(fa), Ok(fb)) = (File::open(a), File::open(b)) else {
        return false;
    };
    let (mut ra, mut rb) = (io::BufReader::new(fa), io::BufReader::new(fb));
    let (mut ba, mut bb) = (vec![0u8; 1 << 16], vec![0u8; 1 << 16]);
    loop {
        let (Ok(na), Ok(nb)) = (read_full(&mut ra, &mut ba), read_full(&mut rb, &mut bb)) else {
            return false;
        };
        if na != nb || ba[..na] != bb[..nb] {
            return false;
        }
        if na == 0 {
            return true;
        }
    }
}

fn read_full(r: &mut impl Read, buf: &mut [u8]) -> io::Result<usize> {
    let mut n = 0;
    while n < buf.len() {
        match r.read(&mut buf[n..])? {
            0 => break,
            k => n += k,
        }
    }
    Ok(n)
}

/// Keeps `path` aside (see [`move_aside`]), once: content already kept aside under another
/// name is not kept again, and the oldest copies go once there are too many or they are too
/// large together (never the one just kept).
pub fn keep_aside(path: &Path, tag: &str, unix: u64) -> io::Result<KeptAside> {
    let dir = parent_of(path);
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "file".to_string());
    let earlier = asides(dir, &name);
    if let Some((same, _)) = earlier
        .iter()
        .rev()
        .find(|(other, _)| same_content(path, &dir.join(other)))
    {
        fs::remove_file(path)?;
        return Ok(KeptAside {
            name: same.clone(),
            duplicate: true,
            removed: Vec::new(),
        });
    }
    let kept = move_aside(path, tag, unix)?;
    let mut copies = asides(dir, &name);
    let mut removed = Vec::new();
    loop {
        let total: u64 = copies.iter().map(|c| c.1).sum();
        if copies.len() <= ASIDE_MAX_COPIES && total <= ASIDE_MAX_BYTES {
            break;
        }
        let Some(i) = copies.iter().position(|(n, _)| *n != kept) else {
            break;
        };
        let (oldest, _) = copies.remove(i);
        if fs::remove_file(dir.join(&oldest)).is_ok() {
            removed.push(oldest);
        }
    }
    Ok(KeptAside {
        name: kept,
        duplicate: false,
        removed,
    })
}

/// Moves `path` aside to `<name>.<tag>-<unix seconds>` (with `-2`, `-3`, … when that name is
/// taken, so two files kept aside in one second never overwrite each other). Returns the new
/// file name.
fn move_aside(path: &Path, tag: &str, unix: u64) -> io::Result<String> {
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
    Err(io::Error::other(yahtzee_l10n::t!(
        "store-aside-names-taken"
    )))
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
        /// Before the temporary file is made, as a folder that takes no files (read-only,
        /// or another user's) fails: permission denied, whoever runs the tests.
        Create,
        /// After the content went into the temporary file, as a disk filling up fails.
        Write,
        Rename,
        DirSync,
    }

    thread_local! {
        static FAIL: Cell<Option<Step>> = const { Cell::new(None) };
        static SYNCS: Cell<u64> = const { Cell::new(0) };
    }

    /// How many times this thread has waited for the disk (a file's or a folder's sync), so
    /// tests can tell which writes are made durable and which are not.
    pub fn syncs() -> u64 {
        SYNCS.with(Cell::get)
    }

    pub(super) fn count_sync() {
        SYNCS.with(|s| s.set(s.get() + 1));
    }

    /// Makes every write on this thread fail at `step` until cleared with `None`.
    pub fn fail_at(step: Option<Step>) {
        FAIL.with(|f| f.set(step));
    }

    pub(super) fn check(step: Step) -> io::Result<()> {
        if FAIL.with(Cell::get) == Some(step) {
            let kind = match step {
                Step::Create => io::ErrorKind::PermissionDenied,
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
            names.push(keep_aside(&path, "corrupt", 1_800_000_000).unwrap().name);
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
    fn the_same_content_is_kept_aside_once() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("autosave.json");
        fs::write(&path, "damaged").unwrap();
        let first = keep_aside(&path, "corrupt", 1_800_000_000).unwrap();
        assert!(!first.duplicate);
        fs::write(&path, "damaged").unwrap();
        let second = keep_aside(&path, "other", 1_800_000_001).unwrap();
        assert!(second.duplicate, "{second:?}");
        assert_eq!(second.name, first.name);
        assert!(second.describe().contains("already kept"));
        assert!(!path.exists());
        let kept: Vec<_> = fs::read_dir(dir.path()).unwrap().flatten().collect();
        assert_eq!(kept.len(), 1);
    }

    #[test]
    fn copies_kept_aside_are_bounded_in_number_and_size_oldest_first() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("history.json");
        let mut last = None;
        for i in 0..ASIDE_MAX_COPIES + 3 {
            fs::write(&path, format!("damaged {i}")).unwrap();
            last = Some(keep_aside(&path, "corrupt", 1_800_000_000 + i as u64).unwrap());
        }
        let last = last.unwrap();
        assert_eq!(last.removed, ["history.json.corrupt-1800000002"]);
        assert!(
            last.describe().contains("oldest copies"),
            "{}",
            last.describe()
        );
        assert_eq!(asides(dir.path(), "history.json").len(), ASIDE_MAX_COPIES);
        assert!(!dir.path().join("history.json.corrupt-1800000000").exists());
        // Too many bytes together: older copies go, the newest stays even if it alone is large.
        let big = vec![b'x'; (ASIDE_MAX_BYTES / 2 + 1) as usize];
        for i in 0..2u8 {
            let mut content = big.clone();
            content[0] = i;
            fs::write(&path, &content).unwrap();
            keep_aside(&path, "corrupt", 1_900_000_000 + u64::from(i)).unwrap();
        }
        let left = asides(dir.path(), "history.json");
        let total: u64 = left.iter().map(|c| c.1).sum();
        assert!(total <= ASIDE_MAX_BYTES, "{left:?}");
        assert!(
            left.iter()
                .any(|(n, _)| n == "history.json.corrupt-1900000001")
        );
        assert!(is_aside_of("autosave.json.corrupt-17-2", "autosave.json"));
        assert!(!is_aside_of("autosave.json.lock", "autosave.json"));
    }

    #[test]
    fn a_link_to_nothing_is_not_taken_for_no_file() {
        let dir = tempfile::tempdir().unwrap();
        let link = dir.path().join("history.json");
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(dir.path().join("gone.json"), &link).unwrap();
            assert!(matches!(
                read_limited(&link, 100),
                Err(ReadError::DanglingLink(_))
            ));
            assert!(occupied(&link));
        }
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

    /// A file a person named is written only over nothing, a regular file or a link to one;
    /// anything else is refused and left exactly as it was.
    #[cfg(unix)]
    #[test]
    fn a_named_file_is_written_only_over_a_regular_file() {
        use std::os::unix::fs::{FileTypeExt, PermissionsExt, symlink};
        let dir = tempfile::tempdir().unwrap();
        let at = |name: &str| dir.path().join(name);

        // New: written, with the permissions of a new file (not the temporary's 0600).
        let new = write_named(&at("new.txt"), b"card").unwrap();
        assert!(!new.through_link);
        assert_eq!(fs::read(at("new.txt")).unwrap(), b"card");
        let mode = fs::metadata(at("new.txt")).unwrap().permissions().mode();
        assert_ne!(mode & 0o777, 0o600, "{mode:o}");

        // Regular: replaced, keeping its permissions.
        fs::write(at("old.txt"), b"old").unwrap();
        fs::set_permissions(at("old.txt"), fs::Permissions::from_mode(0o640)).unwrap();
        write_named(&at("old.txt"), b"card").unwrap();
        assert_eq!(fs::read(at("old.txt")).unwrap(), b"card");
        let mode = fs::metadata(at("old.txt")).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o640);

        // A file to share: over a private one, the permissions of a new file.
        fs::write(at("card.txt"), b"old card").unwrap();
        fs::set_permissions(at("card.txt"), fs::Permissions::from_mode(0o600)).unwrap();
        write_shared(&at("card.txt"), b"card").unwrap();
        assert_eq!(fs::read(at("card.txt")).unwrap(), b"card");
        let mode = fs::metadata(at("card.txt")).unwrap().permissions().mode();
        assert_eq!(
            mode & 0o777,
            fs::metadata(at("new.txt")).unwrap().permissions().mode() & 0o777
        );

        // A link to a regular file: the file is written, the link stays, and it is said.
        symlink(at("old.txt"), at("link")).unwrap();
        let through = write_named(&at("link"), b"linked").unwrap();
        assert!(through.through_link);
        assert_eq!(through.file, fs::canonicalize(at("old.txt")).unwrap());
        assert!(
            fs::symlink_metadata(at("link"))
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(fs::read(at("old.txt")).unwrap(), b"linked");

        // A link to a device: refused, the device untouched.
        symlink("/dev/null", at("null")).unwrap();
        let refused = write_named(&at("null"), b"x").unwrap_err();
        assert!(
            matches!(&refused, NamedWriteError::Refused(why) if why.contains("a device")),
            "{refused:?}"
        );
        assert!(
            fs::symlink_metadata(at("null"))
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert!(
            fs::metadata("/dev/null")
                .unwrap()
                .file_type()
                .is_char_device()
        );

        // A folder and a link to nothing: refused, each left as it was. (The command's
        // tests, in tests/suite/outside.rs, go through every kind: a named pipe, a socket.)
        fs::create_dir(at("folder")).unwrap();
        symlink(at("missing"), at("dangling")).unwrap();
        for (name, kind) in [("folder", "a folder"), ("dangling", "does not exist")] {
            let before = fs::symlink_metadata(at(name)).unwrap().file_type();
            match write_named(&at(name), b"x") {
                Err(NamedWriteError::Refused(why)) => assert!(why.contains(kind), "{name}: {why}"),
                other => panic!("{name}: {other:?}"),
            }
            assert!(check_named(&at(name)).is_err(), "{name}");
            let after = fs::symlink_metadata(at(name)).unwrap().file_type();
            assert_eq!(after, before, "{name}");
        }
        assert!(fs::read_dir(at("folder")).unwrap().next().is_none());
        assert!(!at("missing").exists());
        assert!(temp_files(dir.path()).is_empty());
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
