//! The chance-to-win table on disk, one file per ruleset beside the solver's, so it is built
//! once.
//!
//! Layout (little-endian): 16-byte magic, format version (u32), length of the ruleset's JSON
//! (u32) and the JSON, number of entries (u64) and the entries (offset u32, lowest points u16,
//! length u16), length of the pool (u64) and the pool's bytes, then a 64-bit checksum of the
//! entries and the pool. A file that fails any check is ignored and rebuilt.

use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};

use super::fsutil::{ReadError, ensure_dir, open_limited, replace_cache_with};
use super::table_cache::{CacheNotice, CacheWrite, HEAD_JSON_LIMIT};
use crate::ai::Table;
use crate::ai::odds::DistTable;
use crate::ai::odds::dist::MAX_VARINT;
use crate::ai::odds::pool::{Mapped, Pool};
use crate::ai::odds::table::{Entries, Entry, EntryIndex, PoolSink};
use crate::rules::Ruleset;

const MAGIC: &[u8; 16] = b"YAHTZEE-ODDS\0\0\0\0";
pub const ODDS_FORMAT: u32 = 1;
/// No table for any ruleset comes near this; a larger file is not read.
const FILE_LIMIT: u64 = 1 << 30;
const CHECKSUM_SEED: u64 = 0x9E37_79B9_7F4A_7C15;

fn hash_bytes(h: u64, bytes: &[u8]) -> u64 {
    bytes.iter().fold(h, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Where the table for `rules` lives under the data folder.
pub fn odds_path(data_dir: &Path, rules: &Ruleset) -> PathBuf {
    let json = serde_json::to_string(rules).unwrap_or_default();
    data_dir.join("solver").join(format!(
        "odds-v{ODDS_FORMAT}-{:016x}.bin",
        hash_bytes(0xcbf2_9ce4_8422_2325, json.as_bytes())
    ))
}

/// Writes the file for `table` to `w`.
pub fn write_to(table: &DistTable, w: &mut dyn Write) -> std::io::Result<()> {
    let pool = table.pool();
    write_parts(
        table.rules(),
        table.entries(),
        pool.len(),
        &mut &pool[..],
        w,
    )
}

/// Writes a file of `entries` and the `pool_len` bytes of a pool read from `pool`.
fn write_parts(
    rules: &Ruleset,
    entries: Entries<'_>,
    pool_len: usize,
    pool: &mut dyn Read,
    w: &mut dyn Write,
) -> std::io::Result<()> {
    let json = serde_json::to_string(rules).unwrap_or_default();
    w.write_all(MAGIC)?;
    w.write_all(&ODDS_FORMAT.to_le_bytes())?;
    w.write_all(&(json.len() as u32).to_le_bytes())?;
    w.write_all(json.as_bytes())?;
    w.write_all(&(entries.len() as u64).to_le_bytes())?;
    // The checksum covers everything after the entry count, in the order written.
    let mut sum = CHECKSUM_SEED;
    let mut put = |w: &mut dyn Write, bytes: &[u8]| {
        sum = hash_bytes(sum, bytes);
        w.write_all(bytes)
    };
    for i in 0..entries.len() {
        put(w, &entries.get(i).to_bytes())?;
    }
    put(w, &(pool_len as u64).to_le_bytes())?;
    let mut buf = vec![0u8; 1 << 16];
    let mut left = pool_len;
    while left > 0 {
        let n = left.min(buf.len());
        pool.read_exact(&mut buf[..n])?;
        put(w, &buf[..n])?;
        left -= n;
    }
    w.write_all(&sum.to_le_bytes())
}

/// Builds the table for `table`'s rules straight into its cache file: the pool goes to an
/// unnamed scratch file beside it as it is built (see [`DistTable::build_into`]), each level
/// read back mapped while the next is built, then the file is written whole and renamed into
/// place. The build itself never holds a level of the pool in its own memory.
fn build_to_file(
    data_dir: &Path,
    table: &Table,
    threads: usize,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> std::io::Result<()> {
    let path = odds_path(data_dir, table.rules());
    let dir = path.parent().unwrap_or(data_dir);
    ensure_dir(dir)?;
    replace_cache_with(&path, |w| {
        let mut sink = ScratchPool {
            out: std::io::BufWriter::with_capacity(1 << 20, tempfile::tempfile_in(dir)?),
            len: 0,
        };
        let entries = DistTable::build_into(table, threads, progress, &mut sink)?;
        let pool_len = sink.len;
        let mut scratch = sink.out.into_inner().map_err(|e| e.into_error())?;
        scratch.seek(std::io::SeekFrom::Start(0))?;
        write_parts(
            table.rules(),
            Entries::Slice(&entries),
            pool_len,
            &mut std::io::BufReader::new(scratch),
            w,
        )
    })
}

/// The pool of a build, in an unnamed scratch file in the data folder. It is only ever
/// appended to, so a level mapped to be read is never written again (the condition under
/// which [`Mapped`] is sound).
struct ScratchPool {
    out: std::io::BufWriter<std::fs::File>,
    len: usize,
}

impl PoolSink for ScratchPool {
    type Error = std::io::Error;

    fn appended(&self) -> usize {
        self.len
    }

    fn append(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        self.out.write_all(bytes)?;
        self.len += bytes.len();
        Ok(())
    }

    fn level(&mut self, from: usize, len: usize) -> std::io::Result<Pool> {
        self.out.flush()?;
        // The level's blocks were appended and freed: give their memory back, or it would
        // stay resident through the rest of the build.
        crate::memory::return_free_memory();
        if len == 0 {
            return Ok(Pool::Owned(Vec::new()));
        }
        match Mapped::new(self.out.get_ref(), from as u64, len) {
            Ok(Some(mapped)) => Ok(Pool::Mapped(mapped)),
            Ok(None) => Err(std::io::Error::other(
                "the scratch file is shorter than was written",
            )),
            // Where the system will not map it (out of mappings, say), the level is read
            // into memory: a build half done is not thrown away for that.
            Err(_) => {
                let file = self.out.get_mut();
                let mut level = vec![0u8; len];
                file.seek(std::io::SeekFrom::Start(from as u64))?;
                file.read_exact(&mut level)?;
                file.seek(std::io::SeekFrom::End(0))?;
                Ok(Pool::Owned(level))
            }
        }
    }
}

/// The whole file for `table`, in memory (tests).
pub fn encode(table: &DistTable) -> Vec<u8> {
    let mut out = Vec::new();
    // Writing to a Vec cannot fail.
    let _ = write_to(table, &mut out);
    out
}

/// Why a cached table was not used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OddsFileError {
    #[error("no table file")]
    Missing,
    #[error("the file cannot be read: {0}")]
    Unreadable(String),
    #[error("not a chance-to-win table of this format for these rules")]
    Mismatch,
    #[error("the table is truncated, damaged or inconsistent")]
    Damaged,
}

/// Reads the file's fields in order from a byte slice (the mapped file, or a file's bytes in
/// memory), never past its end.
struct Cursor<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Cursor<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], OddsFileError> {
        let end = self.at.checked_add(n).ok_or(OddsFileError::Damaged)?;
        let taken = self.bytes.get(self.at..end).ok_or(OddsFileError::Damaged)?;
        self.at = end;
        Ok(taken)
    }

    fn u32(&mut self) -> Result<u32, OddsFileError> {
        let b = self.take(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn u64(&mut self) -> Result<u64, OddsFileError> {
        let b = self.take(8)?;
        Ok(u64::from_le_bytes([
            b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7],
        ]))
    }
}

/// The part of a file before its pool, checked: the entries, where the pool lies, and the
/// checksum as far as the pool.
struct Head {
    entries: Vec<Entry>,
    /// Where the entries start in the file.
    entries_at: usize,
    pool_at: usize,
    pool_len: usize,
    sum: u64,
}

/// The most bytes the part before the pool can take (the largest ruleset's entries).
fn head_limit() -> usize {
    16 + 4 + 4 + HEAD_JSON_LIMIT + 8 + crate::ai::odds::table::max_entries() * 8 + 8
}

/// Checks the part of a file before its pool (magic, version, rules, sizes) and reads its
/// entries. `bytes` need not reach past the pool's start.
fn parse_head(bytes: &[u8], rules: &Ruleset) -> Result<Head, OddsFileError> {
    let mut c = Cursor { bytes, at: 0 };
    if c.take(16)? != MAGIC {
        return Err(OddsFileError::Mismatch);
    }
    if c.u32()? != ODDS_FORMAT {
        return Err(OddsFileError::Mismatch);
    }
    let json_len = c.u32()? as usize;
    if json_len > HEAD_JSON_LIMIT {
        return Err(OddsFileError::Mismatch);
    }
    let stored: Ruleset =
        serde_json::from_slice(c.take(json_len)?).map_err(|_| OddsFileError::Mismatch)?;
    if stored != *rules {
        return Err(OddsFileError::Mismatch);
    }
    let count = usize::try_from(c.u64()?).map_err(|_| OddsFileError::Damaged)?;
    // Every ruleset's table has a fixed number of entries: refuse anything larger before
    // allocating for it.
    if count > crate::ai::odds::table::max_entries() {
        return Err(OddsFileError::Damaged);
    }
    // The checksum covers everything from the entries to the end of the pool.
    let covered_from = c.at;
    let raw = c.take(count * 8)?;
    let entries: Vec<Entry> = raw
        .chunks_exact(8)
        .map(|b| Entry::from_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]))
        .collect();
    let pool_len = usize::try_from(c.u64()?).map_err(|_| OddsFileError::Damaged)?;
    // A sound table's pool holds at least the full card's distribution.
    if pool_len == 0 || pool_len as u64 > FILE_LIMIT {
        return Err(OddsFileError::Damaged);
    }
    Ok(Head {
        entries,
        entries_at: covered_from,
        pool_at: c.at,
        pool_len,
        sum: hash_bytes(CHECKSUM_SEED, &bytes[covered_from..c.at]),
    })
}

/// The checksum stored after the pool, which must end the file.
fn trailer(bytes: &[u8]) -> Result<u64, OddsFileError> {
    let mut c = Cursor { bytes, at: 0 };
    let sum = c.u64()?;
    if c.at != bytes.len() {
        return Err(OddsFileError::Damaged);
    }
    Ok(sum)
}

/// Reads a table for `rules` from a whole file's bytes, checking everything; the table holds
/// its own copy of the pool (tests).
pub fn decode(bytes: &[u8], rules: &Ruleset) -> Result<DistTable, OddsFileError> {
    let head = parse_head(bytes, rules)?;
    let pool_end = head.pool_at + head.pool_len;
    let pool = bytes
        .get(head.pool_at..pool_end)
        .ok_or(OddsFileError::Damaged)?;
    if trailer(&bytes[pool_end..])? != hash_bytes(head.sum, pool) {
        return Err(OddsFileError::Damaged);
    }
    DistTable::from_parts(*rules, head.entries, Pool::Owned(pool.to_vec()))
        .ok_or(OddsFileError::Damaged)
}

fn unreadable(e: std::io::Error) -> OddsFileError {
    OddsFileError::Unreadable(e.to_string())
}

/// Maps `len` bytes of `file` from `start`, a range the file must hold.
fn map(file: &std::fs::File, start: usize, len: usize) -> Result<Mapped, OddsFileError> {
    Mapped::new(file, start as u64, len)
        .map_err(unreadable)?
        .ok_or(OddsFileError::Damaged)
}

/// The pool is checked through mappings of this many bytes at a time (and the reach of the
/// last distribution starting in them), each dropped before the next, so checking never
/// makes much more of the file resident than this.
const CHECK_WINDOW: usize = 4 << 20;
/// The most bytes one stored distribution can be read from: `len` varints, of which the
/// decoder reads at most `MAX_VARINT` bytes each, so a check through a window sees exactly
/// the bytes play will read.
const MAX_STORED: usize = MAX_VARINT * u16::MAX as usize;

/// Checks the pool of a file: its checksum, and that every entry's bytes decode soundly.
fn check_pool(file: &std::fs::File, head: &Head) -> Result<u64, OddsFileError> {
    // Entries share distributions; each distinct one is checked once, in the pool's order.
    // The order is kept as indices, half the size of a sorted copy of the entries (for
    // Yatzy that copy was most of the load's peak).
    let entries = &head.entries;
    let count = u32::try_from(entries.len()).map_err(|_| OddsFileError::Damaged)?;
    let mut order: Vec<u32> = (0..count).collect();
    let entry = |i: &u32| entries[*i as usize];
    order.sort_unstable_by_key(|i| {
        let e = entry(i);
        (e.offset, e.lo, e.len)
    });
    order.dedup_by_key(|i| entry(i));
    let mut next = order.iter().map(entry).peekable();
    let mut sum = head.sum;
    let mut from = 0;
    while from < head.pool_len {
        let to = (from + CHECK_WINDOW).min(head.pool_len);
        // The window reaches past its own part far enough to hold a distribution starting
        // at its last byte.
        let reach = (to + MAX_STORED).min(head.pool_len);
        let window = map(file, head.pool_at + from, reach - from)?;
        let bytes = window.bytes();
        sum = hash_bytes(sum, &bytes[..to - from]);
        while let Some(e) = next.next_if(|e| (e.offset as usize) < to) {
            // Offsets below `from` were taken by an earlier window.
            let at = e.offset as usize - from;
            if !DistTable::entry_sound(&e, &bytes[at..]) {
                return Err(OddsFileError::Damaged);
            }
        }
        from = to;
    }
    if next.next().is_some() {
        // An entry starting past the pool's end.
        return Err(OddsFileError::Damaged);
    }
    Ok(sum)
}

/// The table for `rules` from the data folder, mapped rather than read (see
/// `ai::odds::pool`). Every byte is checked first, through small mappings dropped as soon as
/// they are checked, so a load never makes the whole file resident; the table then keeps two
/// mappings, of the entries and of the pool, in which only what a match reads becomes
/// resident.
pub fn load(data_dir: &Path, rules: &Ruleset) -> Result<DistTable, OddsFileError> {
    let path = odds_path(data_dir, rules);
    let (file, size) = match open_limited(&path, FILE_LIMIT) {
        Ok(Some(opened)) => opened,
        // A cache can always be built again: a link to nothing is as good as no file.
        Ok(None) | Err(ReadError::DanglingLink(_)) => return Err(OddsFileError::Missing),
        Err(e) => return Err(OddsFileError::Unreadable(e.to_string())),
    };
    let size = usize::try_from(size).map_err(|_| OddsFileError::Damaged)?;
    if size < 16 {
        return Err(OddsFileError::Damaged);
    }
    let head = parse_head(map(&file, 0, size.min(head_limit()))?.bytes(), rules)?;
    let pool_end = head.pool_at + head.pool_len;
    if size != pool_end + 8 {
        return Err(OddsFileError::Damaged);
    }
    let sum = check_pool(&file, &head)?;
    if trailer(map(&file, pool_end, 8)?.bytes())? != sum {
        return Err(OddsFileError::Damaged);
    }
    // The entries were read to be checked; play reads them mapped, like the pool.
    let entries = map(&file, head.entries_at, head.entries.len() * 8)?;
    drop(head.entries);
    let pool = map(&file, head.pool_at, head.pool_len)?;
    DistTable::from_checked_parts(*rules, EntryIndex::Mapped(entries), Pool::Mapped(pool))
        .ok_or(OddsFileError::Damaged)
}

pub fn save(data_dir: &Path, table: &DistTable) -> std::io::Result<()> {
    let path = odds_path(data_dir, table.rules());
    if let Some(dir) = path.parent() {
        ensure_dir(dir)?;
    }
    replace_cache_with(&path, |w| write_to(table, w))
}

/// How the chance-to-win table was obtained.
#[derive(Debug, Clone, PartialEq)]
pub enum OddsSource {
    Loaded,
    /// Built now: the cache file refused (if one was there and unusable), and whether the
    /// new one was written.
    Built {
        replaced: Option<OddsFileError>,
        saved: CacheWrite,
    },
}

impl OddsSource {
    /// What to tell the player, if anything.
    pub fn notice(&self) -> Option<CacheNotice> {
        match self {
            OddsSource::Loaded => None,
            OddsSource::Built { replaced, saved } => CacheNotice::of(
                "chance-to-win table",
                replaced.as_ref().map(|r| r as &dyn std::fmt::Display),
                saved,
            ),
        }
    }
}

/// The chance-to-win table for `table`'s rules: from the cache when sound, otherwise built
/// (with progress reported) and written to the cache. A cache that cannot be written costs
/// only the time to build it again; the table built is used all the same.
pub fn load_or_build(
    data_dir: Option<&Path>,
    table: &Table,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> (DistTable, OddsSource) {
    let found = match data_dir {
        Some(dir) => load(dir, table.rules()),
        None => Err(OddsFileError::Missing),
    };
    let why = match found {
        Ok(found) => return (found, OddsSource::Loaded),
        Err(why) => why,
    };
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let replaced = (why != OddsFileError::Missing).then_some(why);
    // Built straight into the cache file and used from it mapped, like a loaded table. Where
    // the file cannot be written (or read back), the table is built in memory instead and
    // used from there.
    let saved = match data_dir {
        Some(dir) => {
            let written = build_to_file(dir, table, threads, progress);
            let saved = CacheWrite::of(written, &odds_path(dir, table.rules()));
            if saved == CacheWrite::Written
                && let Ok(used) = load(dir, table.rules())
            {
                return (used, OddsSource::Built { replaced, saved });
            }
            saved
        }
        None => CacheWrite::NoFolder,
    };
    let built = DistTable::build(table, threads, progress);
    (built, OddsSource::Built { replaced, saved })
}
