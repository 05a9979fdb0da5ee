//! The outlook on disk, one file per ruleset beside the optimum's, so it is built
//! once.
//!
//! Layout (little-endian): 16-byte magic, format version (u32), length of the ruleset's JSON
//! (u32) and the JSON, number of index entries (u64) and the index (where each block's bytes
//! end in the pool, u64 each; see `ai::odds::outlook::Index`), number of levels (u64) and each
//! level's Rice parameters (one byte per context; see `ai::odds::code`), length of the pool
//! (u64) and the pool's bytes, then a 64-bit checksum of everything from the index count to
//! the pool's end.
//! A file that fails any check is ignored and rebuilt.
//!
//! Format 1 (the previous release's) stored every level as varints of 1/65535 steps, 173 MB
//! for Classic. Its file has another name (the format is in it): it is not read, and it is
//! removed once the outlook of format 2 is written in its place.

use std::io::Write;
use std::path::{Path, PathBuf};

use super::fsutil::{ReadError, ensure_dir, open_limited, replace_cache_with, scratch_file};
use super::optimum_cache::{CacheNotice, CacheWrite, HEAD_JSON_LIMIT};
use crate::ai::Optimum;
use crate::ai::mapped::Mapped;
use crate::ai::odds::Outlook;
use crate::ai::odds::code::{CONTEXTS, Params};
use crate::ai::odds::outlook::{Index, index_len, levels};
use crate::ai::odds::pool::Pool;
use crate::ai::odds::spill::Scratch;
use crate::ai::solver::OptimumLayout;
use crate::rules::Ruleset;

const MAGIC: &[u8; 16] = b"YAHTZEE-ODDS\0\0\0\0";
pub const ODDS_FORMAT: u32 = 2;
/// No outlook for any ruleset comes near this; a larger file is not read.
const FILE_LIMIT: u64 = 1 << 28;
const CHECKSUM_SEED: u64 = 0x9E37_79B9_7F4A_7C15;

fn hash_bytes(h: u64, bytes: &[u8]) -> u64 {
    bytes.iter().fold(h, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

fn file_name(format: u32, rules: &Ruleset) -> String {
    let json = serde_json::to_string(rules).unwrap_or_default();
    format!(
        "odds-v{format}-{:016x}.bin",
        hash_bytes(0xcbf2_9ce4_8422_2325, json.as_bytes())
    )
}

/// Where the outlook for `rules` lives under the data folder.
pub fn odds_path(data_dir: &Path, rules: &Ruleset) -> PathBuf {
    data_dir.join("solver").join(file_name(ODDS_FORMAT, rules))
}

/// Where the previous release kept the outlook for `rules` (format 1).
pub fn old_odds_path(data_dir: &Path, rules: &Ruleset) -> PathBuf {
    data_dir.join("solver").join(file_name(1, rules))
}

/// Writes the file for `outlook` to `w`.
pub fn write_to(outlook: &Outlook, w: &mut dyn Write) -> std::io::Result<()> {
    let json = serde_json::to_string(outlook.rules()).unwrap_or_default();
    w.write_all(MAGIC)?;
    w.write_all(&ODDS_FORMAT.to_le_bytes())?;
    w.write_all(&(json.len() as u32).to_le_bytes())?;
    w.write_all(json.as_bytes())?;
    // The checksum covers everything after the JSON, in the order written.
    let mut sum = CHECKSUM_SEED;
    let mut put = |w: &mut dyn Write, bytes: &[u8]| {
        sum = hash_bytes(sum, bytes);
        w.write_all(bytes)
    };
    let index = outlook.index();
    put(w, &(index.len() as u64).to_le_bytes())?;
    let mut buf = Vec::with_capacity(index.len() * 8);
    for n in 0..index.len() {
        buf.extend_from_slice(&index.end(n).to_le_bytes());
    }
    put(w, &buf)?;
    put(w, &(outlook.params().len() as u64).to_le_bytes())?;
    for p in outlook.params() {
        put(w, p.as_bytes())?;
    }
    let pool = outlook.pool().whole()?;
    put(w, &(pool.len() as u64).to_le_bytes())?;
    put(w, &pool)?;
    w.write_all(&sum.to_le_bytes())
}

/// The whole file for `outlook`, in memory (tests).
pub fn encode(outlook: &Outlook) -> Vec<u8> {
    let mut out = Vec::new();
    // Writing to a Vec cannot fail; reading back a pool kept in its file could, and then the
    // bytes come out short, which any comparison a test makes shows.
    let _ = write_to(outlook, &mut out);
    out
}

/// Why a cached outlook was not used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OddsFileError {
    #[error("{}", yahtzee_l10n::t!("store-table-missing"))]
    Missing,
    #[error("{}", yahtzee_l10n::t!("store-table-unreadable", error = .0.as_str()))]
    Unreadable(String),
    #[error("{}", yahtzee_l10n::t!("store-table-odds-mismatch"))]
    Mismatch,
    #[error("{}", yahtzee_l10n::t!("store-table-odds-damaged"))]
    Damaged,
}

/// Reads the file's fields in order from a byte slice, never past its end.
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

/// The part of a file before its pool, checked: the index, where the pool lies, and the
/// checksum as far as the pool.
struct Head {
    ends: Vec<u64>,
    params: Vec<Params>,
    /// Where the index starts in the file.
    index_at: usize,
    pool_at: usize,
    pool_len: usize,
    sum: u64,
}

/// The most bytes the part before the pool can take (the largest index).
fn head_limit() -> usize {
    16 + 4 + 4 + HEAD_JSON_LIMIT + 8 + crate::ai::solver::MASKS * 2 * 8 + 8 + 17 * CONTEXTS + 8
}

/// Checks the part of a file before its pool (magic, version, rules, sizes) and reads its
/// index. `bytes` need not reach past the pool's start.
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
    let covered_from = c.at;
    // Every ruleset's index has a fixed length: refuse any other before reading it.
    let count = c.u64()?;
    if count != index_len(rules) as u64 {
        return Err(OddsFileError::Damaged);
    }
    let index_at = c.at;
    let raw = c.take(index_len(rules) * 8)?;
    let ends: Vec<u64> = raw
        .chunks_exact(8)
        .map(|b| u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]))
        .collect();
    if c.u64()? != levels(rules) as u64 {
        return Err(OddsFileError::Damaged);
    }
    let params = c
        .take(levels(rules) * CONTEXTS)?
        .chunks_exact(CONTEXTS)
        .map(Params::from_bytes)
        .collect::<Option<Vec<Params>>>()
        .ok_or(OddsFileError::Damaged)?;
    let pool_len = c.u64()?;
    // The ends rise to the pool's length; a sound outlook's pool holds at least the full
    // card's block.
    let rising = ends.windows(2).all(|w| w[0] <= w[1]);
    if pool_len == 0 || pool_len > FILE_LIMIT || !rising || ends.last() != Some(&pool_len) {
        return Err(OddsFileError::Damaged);
    }
    Ok(Head {
        ends,
        params,
        index_at,
        pool_at: c.at,
        pool_len: pool_len as usize,
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

/// Checks the blocks of a pool in order, a window of it at a time.
struct BlockCheck<'a> {
    rules: &'a Ruleset,
    layout: OptimumLayout,
    params: &'a [Params],
    ends: &'a [u64],
    next: usize,
    spans: Vec<(u32, u32, u32)>,
    steps: Vec<u32>,
}

impl<'a> BlockCheck<'a> {
    /// A check of the pool `head` describes, from its first block.
    fn new(rules: &'a Ruleset, head: &'a Head) -> BlockCheck<'a> {
        BlockCheck {
            rules,
            layout: OptimumLayout::new(rules),
            params: &head.params,
            ends: &head.ends,
            next: 0,
            spans: Vec::new(),
            steps: Vec::new(),
        }
    }

    /// Checks the blocks not yet checked that end within `window` (the pool's bytes from
    /// `from`).
    fn check(&mut self, window: &[u8], from: u64) -> Result<(), OddsFileError> {
        let to = from + window.len() as u64;
        while let Some(&end) = self.ends.get(self.next) {
            if end > to {
                break;
            }
            let start = if self.next == 0 {
                0
            } else {
                self.ends[self.next - 1]
            };
            let bytes = window
                .get((start - from) as usize..(end - from) as usize)
                .ok_or(OddsFileError::Damaged)?;
            Outlook::check_block(
                self.rules,
                &self.layout,
                self.params,
                self.next,
                bytes,
                &mut self.spans,
                &mut self.steps,
            )
            .map_err(|_| OddsFileError::Damaged)?;
            self.next += 1;
        }
        Ok(())
    }
}

/// Reads an outlook for `rules` from a whole file's bytes, checking everything; it holds
/// its own copy of the pool (tests).
pub fn decode(bytes: &[u8], rules: &Ruleset) -> Result<Outlook, OddsFileError> {
    let head = parse_head(bytes, rules)?;
    let pool_end = head.pool_at + head.pool_len;
    let pool = bytes
        .get(head.pool_at..pool_end)
        .ok_or(OddsFileError::Damaged)?;
    if trailer(&bytes[pool_end..])? != hash_bytes(head.sum, pool) {
        return Err(OddsFileError::Damaged);
    }
    let mut check = BlockCheck::new(rules, &head);
    check.check(pool, 0)?;
    Outlook::from_parts(
        *rules,
        Index::Owned(head.ends.clone()),
        head.params.clone(),
        Pool::Owned(pool.to_vec()),
    )
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

/// The pool is checked through mappings of about this many bytes at a time (each reaching
/// to the end of the last block starting in it), each dropped before the next, so checking
/// never makes much more of the file resident than this.
const CHECK_WINDOW: u64 = 4 << 20;

/// How much of a file a load checks.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Check {
    /// The checksum and that every block decodes soundly: a file found in the data folder.
    Whole,
    /// The checksum alone: the file this process has just written from an outlook it built,
    /// whose blocks were coded here (a short or damaged write still fails the checksum).
    Sum,
}

/// Checks the pool of a file: its checksum, and (`Check::Whole`) that every block decodes
/// soundly.
fn check_pool(
    file: &std::fs::File,
    head: &Head,
    rules: &Ruleset,
    how: Check,
) -> Result<u64, OddsFileError> {
    let mut check = BlockCheck::new(rules, head);
    let mut sum = head.sum;
    let mut from = 0u64;
    let pool_len = head.pool_len as u64;
    while from < pool_len {
        // To the end of the first block that ends past the window's size, so that every
        // block lies wholly in one window.
        let want = from + CHECK_WINDOW;
        let to = head
            .ends
            .iter()
            .copied()
            .find(|&e| e >= want)
            .unwrap_or(pool_len)
            .min(pool_len);
        let window = map(file, head.pool_at + from as usize, (to - from) as usize)?;
        sum = hash_bytes(sum, window.bytes());
        if how == Check::Whole {
            check.check(window.bytes(), from)?;
        }
        from = to;
    }
    // The last window reached the pool's end, where the last block ends.
    if how == Check::Whole && check.next != head.ends.len() {
        return Err(OddsFileError::Damaged);
    }
    Ok(sum)
}

/// The outlook for `rules` from the data folder, read in place rather than into memory (see
/// `ai::odds::pool`). Every byte is checked first, through small mappings dropped as soon as
/// they are checked, so a load never makes the whole file resident; the outlook then keeps the
/// file open, its index mapped and its pool read a block at a time where a match asks.
pub fn load(data_dir: &Path, rules: &Ruleset) -> Result<Outlook, OddsFileError> {
    load_checking(data_dir, rules, Check::Whole)
}

fn load_checking(data_dir: &Path, rules: &Ruleset, how: Check) -> Result<Outlook, OddsFileError> {
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
    let sum = check_pool(&file, &head, rules, how)?;
    if trailer(map(&file, pool_end, 8)?.bytes())? != sum {
        return Err(OddsFileError::Damaged);
    }
    // The index was read to be checked; play reads it mapped (a few hundred kilobytes, read
    // all over), the pool a block at a time.
    let index = map(&file, head.index_at, head.ends.len() * 8)?;
    drop(head.ends);
    let pool = Pool::in_file(file, head.pool_at as u64, head.pool_len)
        .map_err(unreadable)?
        .ok_or(OddsFileError::Damaged)?;
    Outlook::from_parts(*rules, Index::Mapped(index), head.params, pool)
        .ok_or(OddsFileError::Damaged)
}

pub fn save(data_dir: &Path, outlook: &Outlook) -> std::io::Result<()> {
    let path = odds_path(data_dir, outlook.rules());
    if let Some(dir) = path.parent() {
        ensure_dir(dir)?;
    }
    replace_cache_with(&path, |w| write_to(outlook, w))
}

/// How the outlook was obtained.
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

/// Builds the outlook for `optimum`, its levels and coded blocks spilled to scratch files beside the cache
/// where there is a data folder (the build then peaks at tens of megabytes rather than
/// hundreds: see `ai::odds::spill`). Where the scratch files cannot be made or written (a
/// full disk), it is built in memory: the same outlook, for more memory.
fn build(
    data_dir: Option<&Path>,
    optimum: &Optimum,
    threads: usize,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Outlook {
    let dir = data_dir.map(|d| odds_path(d, optimum.rules()));
    let scratch = dir.as_deref().and_then(Path::parent).and_then(|dir| {
        ensure_dir(dir).ok()?;
        let levels = [scratch_file(dir).ok()?, scratch_file(dir).ok()?];
        Some(Scratch::new(levels, scratch_file(dir).ok()?))
    });
    if let Some(scratch) = scratch
        && let Ok(built) = Outlook::build_in(optimum, threads, progress, scratch)
    {
        return built;
    }
    Outlook::build(optimum, threads, progress)
}

/// The outlook for `optimum`'s rules: from the cache when sound, otherwise built
/// (with progress reported) and written to the cache. A cache that cannot be written costs
/// only the time to build it again; the outlook built is used all the same.
pub fn load_or_build(
    data_dir: Option<&Path>,
    optimum: &Optimum,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> (Outlook, OddsSource) {
    let found = match data_dir {
        Some(dir) => load(dir, optimum.rules()),
        None => Err(OddsFileError::Missing),
    };
    let why = match found {
        Ok(found) => return (found, OddsSource::Loaded),
        Err(why) => why,
    };
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let replaced = (why != OddsFileError::Missing).then_some(why);
    let built = build(data_dir, optimum, threads, progress);
    // Used from the file like a loaded outlook once it is written: the built copy's
    // memory goes back. Where the file cannot be written (or read back), the outlook built is
    // used from memory.
    let saved = match data_dir {
        Some(dir) => {
            let saved = CacheWrite::of(save(dir, &built), &odds_path(dir, optimum.rules()));
            if saved == CacheWrite::Written {
                // The previous release's outlook for these rules is replaced by this one.
                let _ = std::fs::remove_file(old_odds_path(dir, optimum.rules()));
                if let Ok(used) = load_checking(dir, optimum.rules(), Check::Sum) {
                    drop(built);
                    crate::ai::memory::return_free_memory();
                    return (used, OddsSource::Built { replaced, saved });
                }
            }
            saved
        }
        None => CacheWrite::NoFolder,
    };
    (built, OddsSource::Built { replaced, saved })
}
