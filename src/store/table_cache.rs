//! The solver's table on disk, one file per ruleset, so the optimum is computed once.
//!
//! Layout (little-endian): 16-byte magic, format version (u32), length of the ruleset's JSON
//! (u32) and the JSON, number of values (u64), the values (f64), then a 64-bit checksum of the
//! value bytes. A file that fails any check is ignored and recomputed.

use std::fs;
use std::path::{Path, PathBuf};

use super::fsutil::{atomic_write, ensure_dir};
use crate::ai::Table;
use crate::ai::solver::MASKS;
use crate::rules::Ruleset;

const MAGIC: &[u8; 16] = b"YAHTZEE-SOLVER\0\0";
pub const TABLE_FORMAT: u32 = 1;

/// Checksum of the values: a multiply-xor hash over 64-bit words, fast enough to check a
/// table on every load.
fn checksum(values: &[f64]) -> u64 {
    values.iter().fold(0x9E37_79B9_7F4A_7C15u64, |h, v| {
        (h ^ v.to_bits())
            .wrapping_mul(0x0000_0100_0000_01B3)
            .rotate_left(29)
    })
}

fn ruleset_hash(json: &str) -> u64 {
    json.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Where the table for `rules` lives under the data folder.
pub fn table_path(data_dir: &Path, rules: &Ruleset) -> PathBuf {
    let json = serde_json::to_string(rules).unwrap_or_default();
    data_dir.join("solver").join(format!(
        "table-v{TABLE_FORMAT}-{:016x}.bin",
        ruleset_hash(&json)
    ))
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableFileError {
    #[error("no table file")]
    Missing,
    #[error("the file cannot be read: {0}")]
    Unreadable(String),
    #[error("not a solver table")]
    NotATable,
    #[error("table format {0}, this program writes format {TABLE_FORMAT}")]
    Format(u32),
    #[error("the table was computed for other rules")]
    OtherRules,
    #[error("the table is truncated or has the wrong size")]
    Size,
    #[error("the table's checksum does not match")]
    Checksum,
    #[error("the table holds impossible values")]
    Values,
}

pub fn encode(table: &Table) -> Vec<u8> {
    let json = serde_json::to_string(table.rules()).unwrap_or_default();
    let values = table.raw_values();
    let mut out = Vec::with_capacity(64 + json.len() + values.len() * 8);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&TABLE_FORMAT.to_le_bytes());
    out.extend_from_slice(&(json.len() as u32).to_le_bytes());
    out.extend_from_slice(json.as_bytes());
    out.extend_from_slice(&(values.len() as u64).to_le_bytes());
    for v in values {
        out.extend_from_slice(&v.to_le_bytes());
    }
    out.extend_from_slice(&checksum(values).to_le_bytes());
    out
}

fn take<'a>(bytes: &mut &'a [u8], n: usize) -> Result<&'a [u8], TableFileError> {
    if bytes.len() < n {
        return Err(TableFileError::Size);
    }
    let (head, rest) = bytes.split_at(n);
    *bytes = rest;
    Ok(head)
}

fn u32_at(bytes: &mut &[u8]) -> Result<u32, TableFileError> {
    let mut a = [0u8; 4];
    a.copy_from_slice(take(bytes, 4)?);
    Ok(u32::from_le_bytes(a))
}

fn u64_at(bytes: &mut &[u8]) -> Result<u64, TableFileError> {
    let mut a = [0u8; 8];
    a.copy_from_slice(take(bytes, 8)?);
    Ok(u64::from_le_bytes(a))
}

pub fn decode(mut bytes: &[u8], rules: &Ruleset) -> Result<Table, TableFileError> {
    let b = &mut bytes;
    if take(b, 16).map_err(|_| TableFileError::NotATable)? != MAGIC {
        return Err(TableFileError::NotATable);
    }
    let format = u32_at(b)?;
    if format != TABLE_FORMAT {
        return Err(TableFileError::Format(format));
    }
    let json_len = u32_at(b)? as usize;
    let stored: Ruleset =
        serde_json::from_slice(take(b, json_len)?).map_err(|_| TableFileError::OtherRules)?;
    if stored != *rules {
        return Err(TableFileError::OtherRules);
    }
    let count = u64_at(b)?;
    if count != (MASKS * 2 * Table::stride_for(rules)) as u64 {
        return Err(TableFileError::Size);
    }
    let raw = take(b, count as usize * 8)?;
    let values: Vec<f64> = raw
        .chunks_exact(8)
        .map(|c| f64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]))
        .collect();
    if u64_at(b)? != checksum(&values) || !b.is_empty() {
        return Err(TableFileError::Checksum);
    }
    // Expected points still to come are never negative and never beyond 13 maximal turns.
    if values
        .iter()
        .any(|v| !v.is_finite() || *v < 0.0 || *v > 100_000.0)
    {
        return Err(TableFileError::Values);
    }
    Table::from_parts(*rules, values).ok_or(TableFileError::Size)
}

pub fn load(data_dir: &Path, rules: &Ruleset) -> Result<Table, TableFileError> {
    let path = table_path(data_dir, rules);
    let bytes = match fs::read(&path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(TableFileError::Missing),
        Err(e) => return Err(TableFileError::Unreadable(e.to_string())),
    };
    decode(&bytes, rules)
}

pub fn save(data_dir: &Path, table: &Table) -> std::io::Result<()> {
    let path = table_path(data_dir, table.rules());
    if let Some(dir) = path.parent() {
        ensure_dir(dir)?;
    }
    atomic_write(&path, &encode(table))
}

/// How the table was obtained, for messages and benchmarks.
#[derive(Debug, Clone, PartialEq)]
pub enum TableSource {
    Loaded,
    /// Computed now; `saved` says whether the cache file was written, and why not.
    Solved {
        replaced: Option<TableFileError>,
        saved: Result<(), String>,
    },
}

/// The table for `rules`: from the cache when it is there and sound, otherwise solved (with
/// progress reported) and written to the cache. A cache that cannot be written costs only
/// the time to solve again next time.
pub fn load_or_solve(
    data_dir: Option<&Path>,
    rules: &Ruleset,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> (Table, TableSource) {
    let loaded = match data_dir {
        Some(dir) => load(dir, rules),
        None => Err(TableFileError::Missing),
    };
    match loaded {
        Ok(table) => (table, TableSource::Loaded),
        Err(why) => {
            let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
            let table = Table::solve(*rules, threads, progress);
            let saved = match data_dir {
                Some(dir) => save(dir, &table).map_err(|e| e.to_string()),
                None => Err("no data folder".to_string()),
            };
            let replaced = (why != TableFileError::Missing).then_some(why);
            (table, TableSource::Solved { replaced, saved })
        }
    }
}
