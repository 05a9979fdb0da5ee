//! The chance-to-win table on disk, one file per ruleset beside the solver's, so it is built
//! once.
//!
//! Layout (little-endian): 16-byte magic, format version (u32), length of the ruleset's JSON
//! (u32) and the JSON, number of entries (u64) and the entries (offset u32, lowest points u16,
//! length u16), length of the pool (u64) and the pool's bytes, then a 64-bit checksum of the
//! entries and the pool. A file that fails any check is ignored and rebuilt.

use std::path::{Path, PathBuf};

use super::fsutil::{atomic_write, ensure_dir};
use crate::ai::Table;
use crate::ai::odds::{DistTable, Entry};
use crate::rules::Ruleset;

const MAGIC: &[u8; 16] = b"YAHTZEE-ODDS\0\0\0\0";
pub const ODDS_FORMAT: u32 = 1;
/// No table for any ruleset comes near this; a larger file is not read.
const FILE_LIMIT: u64 = 1 << 30;

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

pub fn encode(table: &DistTable) -> Vec<u8> {
    let json = serde_json::to_string(table.rules()).unwrap_or_default();
    let mut out = Vec::with_capacity(64 + json.len() + table.entries.len() * 8 + table.pool.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&ODDS_FORMAT.to_le_bytes());
    out.extend_from_slice(&(json.len() as u32).to_le_bytes());
    out.extend_from_slice(json.as_bytes());
    out.extend_from_slice(&(table.entries.len() as u64).to_le_bytes());
    let body_start = out.len();
    for e in &table.entries {
        out.extend_from_slice(&entry_bytes(e));
    }
    out.extend_from_slice(&(table.pool.len() as u64).to_le_bytes());
    out.extend_from_slice(&table.pool);
    let sum = hash_bytes(0x9E37_79B9_7F4A_7C15, &out[body_start..]);
    out.extend_from_slice(&sum.to_le_bytes());
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

fn take<'a>(bytes: &mut &'a [u8], n: usize) -> Result<&'a [u8], OddsFileError> {
    if bytes.len() < n {
        return Err(OddsFileError::Damaged);
    }
    let (head, rest) = bytes.split_at(n);
    *bytes = rest;
    Ok(head)
}

fn u64_of(bytes: &mut &[u8]) -> Result<u64, OddsFileError> {
    let b = take(bytes, 8)?;
    Ok(u64::from_le_bytes(
        b.try_into().map_err(|_| OddsFileError::Damaged)?,
    ))
}

pub fn decode(file: &[u8], rules: &Ruleset) -> Result<DistTable, OddsFileError> {
    let mut at = file;
    if take(&mut at, 16)? != MAGIC {
        return Err(OddsFileError::Mismatch);
    }
    let format = u32::from_le_bytes(
        take(&mut at, 4)?
            .try_into()
            .map_err(|_| OddsFileError::Damaged)?,
    );
    if format != ODDS_FORMAT {
        return Err(OddsFileError::Mismatch);
    }
    let json_len = u32::from_le_bytes(
        take(&mut at, 4)?
            .try_into()
            .map_err(|_| OddsFileError::Damaged)?,
    ) as usize;
    let stored: Ruleset = serde_json::from_slice(take(&mut at, json_len.min(4096))?)
        .map_err(|_| OddsFileError::Mismatch)?;
    if stored != *rules {
        return Err(OddsFileError::Mismatch);
    }
    let body = at;
    let count = usize::try_from(u64_of(&mut at)?).map_err(|_| OddsFileError::Damaged)?;
    let raw = take(&mut at, count.checked_mul(8).ok_or(OddsFileError::Damaged)?)?;
    let entries: Vec<Entry> = raw
        .chunks_exact(8)
        .map(|c| Entry {
            offset: u32::from_le_bytes([c[0], c[1], c[2], c[3]]),
            lo: u16::from_le_bytes([c[4], c[5]]),
            len: u16::from_le_bytes([c[6], c[7]]),
        })
        .collect();
    let pool_len = usize::try_from(u64_of(&mut at)?).map_err(|_| OddsFileError::Damaged)?;
    let pool = take(&mut at, pool_len)?.to_vec();
    let summed = body.len() - at.len();
    let sum = u64_of(&mut at)?;
    // The checksum covers everything after the entry count, as `encode` wrote it.
    if !at.is_empty() || hash_bytes(0x9E37_79B9_7F4A_7C15, &body[8..summed]) != sum {
        return Err(OddsFileError::Damaged);
    }
    DistTable::from_parts(*rules, entries, pool).ok_or(OddsFileError::Damaged)
}

pub fn load(data_dir: &Path, rules: &Ruleset) -> Result<DistTable, OddsFileError> {
    let path = odds_path(data_dir, rules);
    match super::read_limited(&path, FILE_LIMIT) {
        Ok(Some(bytes)) => decode(&bytes, rules),
        Ok(None) => Err(OddsFileError::Missing),
        Err(e) => Err(OddsFileError::Unreadable(e.to_string())),
    }
}

pub fn save(data_dir: &Path, table: &DistTable) -> std::io::Result<()> {
    let path = odds_path(data_dir, table.rules());
    if let Some(dir) = path.parent() {
        ensure_dir(dir)?;
    }
    atomic_write(&path, &encode(table)).map(|_| ())
}

/// The chance-to-win table for `table`'s rules: from the cache when sound, otherwise built
/// (with progress reported) and written to the cache.
pub fn load_or_build(
    data_dir: Option<&Path>,
    table: &Table,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> DistTable {
    if let Some(dir) = data_dir
        && let Ok(found) = load(dir, table.rules())
    {
        return found;
    }
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let built = DistTable::build(table, threads, progress);
    if let Some(dir) = data_dir {
        // A cache that cannot be written costs only the time to build it again.
        let _ = save(dir, &built);
    }
    built
}
