//! The chance-to-win table on disk, one file per ruleset beside the solver's, so it is built
//! once.
//!
//! Layout (little-endian): 16-byte magic, format version (u32), length of the ruleset's JSON
//! (u32) and the JSON, number of entries (u64) and the entries (offset u32, lowest points u16,
//! length u16), length of the pool (u64) and the pool's bytes, then a 64-bit checksum of the
//! entries and the pool. A file that fails any check is ignored and rebuilt.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use super::fsutil::{atomic_write_with, ensure_dir};
use super::table_cache::{CacheNotice, CacheWrite};
use crate::ai::Table;
use crate::ai::odds::DistTable;
use crate::ai::odds::table::Entry;
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

fn entry_bytes(e: &Entry) -> [u8; 8] {
    let mut b = [0u8; 8];
    b[..4].copy_from_slice(&e.offset.to_le_bytes());
    b[4..6].copy_from_slice(&e.lo.to_le_bytes());
    b[6..].copy_from_slice(&e.len.to_le_bytes());
    b
}

/// Writes the file for `table` to `w`.
pub fn write_to(table: &DistTable, w: &mut dyn Write) -> std::io::Result<()> {
    let json = serde_json::to_string(table.rules()).unwrap_or_default();
    w.write_all(MAGIC)?;
    w.write_all(&ODDS_FORMAT.to_le_bytes())?;
    w.write_all(&(json.len() as u32).to_le_bytes())?;
    w.write_all(json.as_bytes())?;
    w.write_all(&(table.entries.len() as u64).to_le_bytes())?;
    // The checksum covers everything after the entry count, in the order written.
    let mut sum = CHECKSUM_SEED;
    let mut put = |w: &mut dyn Write, bytes: &[u8]| {
        sum = hash_bytes(sum, bytes);
        w.write_all(bytes)
    };
    for e in &table.entries {
        put(w, &entry_bytes(e))?;
    }
    put(w, &(table.pool.len() as u64).to_le_bytes())?;
    for chunk in table.pool.chunks(1 << 16) {
        put(w, chunk)?;
    }
    w.write_all(&sum.to_le_bytes())
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

/// Reads exactly `n` bytes into a new buffer, hashing them into `sum` if given.
fn read_n(
    reader: &mut impl Read,
    n: usize,
    sum: Option<&mut u64>,
) -> Result<Vec<u8>, OddsFileError> {
    let mut buf = vec![0u8; n];
    reader.read_exact(&mut buf).map_err(|e| match e.kind() {
        std::io::ErrorKind::UnexpectedEof => OddsFileError::Damaged,
        _ => OddsFileError::Unreadable(e.to_string()),
    })?;
    if let Some(sum) = sum {
        *sum = hash_bytes(*sum, &buf);
    }
    Ok(buf)
}

fn u32_of(reader: &mut impl Read) -> Result<u32, OddsFileError> {
    let b = read_n(reader, 4, None)?;
    Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

fn u64_of(reader: &mut impl Read, sum: Option<&mut u64>) -> Result<u64, OddsFileError> {
    let b = read_n(reader, 8, sum)?;
    Ok(u64::from_le_bytes([
        b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7],
    ]))
}

/// Reads a table for `rules`, checking everything on the way. The pool is read straight
/// into its own buffer, so loading never holds the file twice.
pub fn decode(reader: &mut impl Read, rules: &Ruleset) -> Result<DistTable, OddsFileError> {
    if read_n(reader, 16, None)? != MAGIC {
        return Err(OddsFileError::Mismatch);
    }
    if u32_of(reader)? != ODDS_FORMAT {
        return Err(OddsFileError::Mismatch);
    }
    let json_len = u32_of(reader)? as usize;
    if json_len > 4096 {
        return Err(OddsFileError::Mismatch);
    }
    let stored: Ruleset = serde_json::from_slice(&read_n(reader, json_len, None)?)
        .map_err(|_| OddsFileError::Mismatch)?;
    if stored != *rules {
        return Err(OddsFileError::Mismatch);
    }
    let count = usize::try_from(u64_of(reader, None)?).map_err(|_| OddsFileError::Damaged)?;
    // Every ruleset's table has a fixed number of entries: refuse anything larger before
    // allocating for it.
    if count > crate::ai::odds::table::max_entries() {
        return Err(OddsFileError::Damaged);
    }
    let mut sum = CHECKSUM_SEED;
    let raw = read_n(reader, count * 8, Some(&mut sum))?;
    let entries: Vec<Entry> = raw
        .chunks_exact(8)
        .map(|c| Entry {
            offset: u32::from_le_bytes([c[0], c[1], c[2], c[3]]),
            lo: u16::from_le_bytes([c[4], c[5]]),
            len: u16::from_le_bytes([c[6], c[7]]),
        })
        .collect();
    drop(raw);
    let pool_len =
        usize::try_from(u64_of(reader, Some(&mut sum))?).map_err(|_| OddsFileError::Damaged)?;
    if pool_len as u64 > FILE_LIMIT {
        return Err(OddsFileError::Damaged);
    }
    let pool = read_n(reader, pool_len, Some(&mut sum))?;
    if u64_of(reader, None)? != sum {
        return Err(OddsFileError::Damaged);
    }
    let mut rest = [0u8; 1];
    if !matches!(reader.read(&mut rest), Ok(0)) {
        return Err(OddsFileError::Damaged);
    }
    DistTable::from_parts(*rules, entries, pool).ok_or(OddsFileError::Damaged)
}

pub fn load(data_dir: &Path, rules: &Ruleset) -> Result<DistTable, OddsFileError> {
    let path = odds_path(data_dir, rules);
    // Only a regular file of a sane size is opened (a named pipe would block).
    match std::fs::metadata(&path) {
        // A file where the folder should be means there is no table either.
        Err(e)
            if matches!(
                e.kind(),
                std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory
            ) =>
        {
            return Err(OddsFileError::Missing);
        }
        Err(e) => return Err(OddsFileError::Unreadable(e.to_string())),
        Ok(m) if !m.is_file() || m.len() > FILE_LIMIT => {
            return Err(OddsFileError::Unreadable(
                "not a regular file of a table's size".to_string(),
            ));
        }
        Ok(_) => {}
    }
    let file = std::fs::File::open(&path).map_err(|e| OddsFileError::Unreadable(e.to_string()))?;
    decode(&mut std::io::BufReader::with_capacity(1 << 16, file), rules)
}

pub fn save(data_dir: &Path, table: &DistTable) -> std::io::Result<()> {
    let path = odds_path(data_dir, table.rules());
    if let Some(dir) = path.parent() {
        ensure_dir(dir)?;
    }
    atomic_write_with(&path, |w| write_to(table, w)).map(|_| ())
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
    let built = DistTable::build(table, threads, progress);
    let saved = match data_dir {
        Some(dir) => CacheWrite::of(save(dir, &built), &odds_path(dir, table.rules())),
        None => CacheWrite::NoFolder,
    };
    let replaced = (why != OddsFileError::Missing).then_some(why);
    (built, OddsSource::Built { replaced, saved })
}
