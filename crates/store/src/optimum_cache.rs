//! The optimum on disk, one file per ruleset, so it is computed once.
//!
//! Layout (little-endian): 16-byte magic, format version (u32), length of the ruleset's JSON
//! (u32) and the JSON, number of values (u64), the optimum's values (f64) in its own order, then
//! a 64-bit checksum of the values. A file that fails any check is ignored and recomputed.

use std::io::{Read, Seek};
use std::path::{Path, PathBuf};

use super::fsutil::{ReadError, ensure_dir, open_limited, replace_cache_with};
use crate::ai::Optimum;
use crate::ai::mapped::Mapped;
use crate::ai::solver::VALUE_LIMIT;

use crate::rules::Ruleset;

const MAGIC: &[u8; 16] = b"YAHTZEE-SOLVER\0\0";
/// The longest ruleset a cache file's head may carry (either cache's); the longest real one
/// is a few hundred bytes.
pub(crate) const HEAD_JSON_LIMIT: usize = 4096;
pub const TABLE_FORMAT: u32 = 2;

/// Checksum of the values: a multiply-xor hash over 64-bit words, from this seed one value
/// after another, fast enough to check an optimum on every load.
const CHECKSUM_SEED: u64 = 0x9E37_79B9_7F4A_7C15;

fn checksum_step(h: u64, v: f64) -> u64 {
    (h ^ v.to_bits())
        .wrapping_mul(0x0000_0100_0000_01B3)
        .rotate_left(29)
}

fn ruleset_hash(json: &str) -> u64 {
    json.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Where the optimum for `rules` lives under the data folder.
pub fn optimum_path(data_dir: &Path, rules: &Ruleset) -> PathBuf {
    let json = serde_json::to_string(rules).unwrap_or_default();
    data_dir.join("solver").join(format!(
        "table-v{TABLE_FORMAT}-{:016x}.bin",
        ruleset_hash(&json)
    ))
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OptimumFileError {
    #[error("{}", yahtzee_l10n::t!("store-table-missing"))]
    Missing,
    #[error("{}", yahtzee_l10n::t!("store-table-unreadable", error = .0.as_str()))]
    Unreadable(String),
    #[error("{}", yahtzee_l10n::t!("store-table-not-solver"))]
    NotAnOptimum,
    #[error("{}", yahtzee_l10n::t!("store-table-format", format = (*.0), writes = TABLE_FORMAT))]
    Format(u32),
    #[error("{}", yahtzee_l10n::t!("store-table-other-rules"))]
    OtherRules,
    #[error("{}", yahtzee_l10n::t!("store-table-size"))]
    Size,
    #[error("{}", yahtzee_l10n::t!("store-table-checksum"))]
    Checksum,
    #[error("{}", yahtzee_l10n::t!("store-table-values"))]
    Values,
}

/// Writes the file for `optimum` to `w`, piece by piece, so that saving a computed one never
/// holds a second copy of it (a mapped one is decoded into a copy first, but only an optimum just
/// computed is ever saved).
pub fn write_to(optimum: &Optimum, w: &mut dyn std::io::Write) -> std::io::Result<()> {
    write_summed(optimum, w).map(|_| ())
}

/// [`write_to`], giving the checksum written.
fn write_summed(optimum: &Optimum, w: &mut dyn std::io::Write) -> std::io::Result<u64> {
    let json = serde_json::to_string(optimum.rules()).unwrap_or_default();
    let values = optimum.values();
    w.write_all(MAGIC)?;
    w.write_all(&TABLE_FORMAT.to_le_bytes())?;
    w.write_all(&(json.len() as u32).to_le_bytes())?;
    w.write_all(json.as_bytes())?;
    w.write_all(&(values.len() as u64).to_le_bytes())?;
    // A chunk of values at a time: one write per value, through `dyn Write`, was a call per
    // value, 600,000 of them for the Classic optimum, a few milliseconds of a cold start.
    // The checksum is summed on the way, while each chunk is in cache: a pass of its own read
    // the 5 MB of the Classic optimum again.
    let mut bytes = Vec::with_capacity(VALUES_PER_WRITE * 8);
    let mut sum = CHECKSUM_SEED;
    for chunk in values.chunks(VALUES_PER_WRITE) {
        bytes.clear();
        for v in chunk {
            bytes.extend_from_slice(&v.to_le_bytes());
            sum = checksum_step(sum, *v);
        }
        w.write_all(&bytes)?;
    }
    w.write_all(&sum.to_le_bytes())?;
    Ok(sum)
}

/// Values converted to bytes and handed to the writer together (64 kB).
const VALUES_PER_WRITE: usize = 8192;

/// The whole file for `optimum`, in memory (tests).
pub fn encode(optimum: &Optimum) -> Vec<u8> {
    let mut out = Vec::new();
    // Writing to a Vec cannot fail.
    let _ = write_to(optimum, &mut out);
    out
}

fn read_exact(reader: &mut impl Read, buf: &mut [u8]) -> Result<(), OptimumFileError> {
    reader.read_exact(buf).map_err(|e| match e.kind() {
        std::io::ErrorKind::UnexpectedEof => OptimumFileError::Size,
        _ => OptimumFileError::Unreadable(e.to_string()),
    })
}

fn u32_at(reader: &mut impl Read) -> Result<u32, OptimumFileError> {
    let mut a = [0u8; 4];
    read_exact(reader, &mut a)?;
    Ok(u32::from_le_bytes(a))
}

fn u64_at(reader: &mut impl Read) -> Result<u64, OptimumFileError> {
    let mut a = [0u8; 8];
    read_exact(reader, &mut a)?;
    Ok(u64::from_le_bytes(a))
}

/// Reads an optimum for `rules` from a cache file's bytes, checking everything on the way.
pub fn decode(reader: &mut impl Read, rules: &Ruleset) -> Result<Optimum, OptimumFileError> {
    let (count, _) = read_head(reader, rules)?;
    let mut values = Vec::with_capacity(count);
    check_values(reader, count, |v| values.push(v))?;
    Optimum::from_values(*rules, values).ok_or(OptimumFileError::Size)
}

/// Reads and checks a file's head for `rules`, up to its values: gives how many there are,
/// and where in the file they start.
fn read_head(reader: &mut impl Read, rules: &Ruleset) -> Result<(usize, u64), OptimumFileError> {
    let mut magic = [0u8; 16];
    read_exact(reader, &mut magic).map_err(|_| OptimumFileError::NotAnOptimum)?;
    if &magic != MAGIC {
        return Err(OptimumFileError::NotAnOptimum);
    }
    let format = u32_at(reader)?;
    if format != TABLE_FORMAT {
        return Err(OptimumFileError::Format(format));
    }
    let json_len = u32_at(reader)? as usize;
    if json_len > HEAD_JSON_LIMIT {
        return Err(OptimumFileError::OtherRules);
    }
    let mut json = vec![0u8; json_len];
    read_exact(reader, &mut json)?;
    let stored: Ruleset =
        serde_json::from_slice(&json).map_err(|_| OptimumFileError::OtherRules)?;
    if stored != *rules {
        return Err(OptimumFileError::OtherRules);
    }
    let count = usize::try_from(u64_at(reader)?).map_err(|_| OptimumFileError::Size)?;
    if count != crate::ai::solver::OptimumLayout::new(rules).total() {
        return Err(OptimumFileError::Size);
    }
    let values_at = MAGIC.len() + 4 + 4 + json_len + 8;
    Ok((count, values_at as u64))
}

/// Streams the `count` values after the head through a small buffer, giving each to `sink`,
/// then checks the checksum and the file's end: one pass converts, checks and sums them, and
/// no copy of the file is ever made.
fn check_values(
    reader: &mut impl Read,
    count: usize,
    mut sink: impl FnMut(f64),
) -> Result<(), OptimumFileError> {
    let mut sound = true;
    let mut sum = CHECKSUM_SEED;
    let mut buf = vec![0u8; 1 << 16];
    let mut left = count * 8;
    while left > 0 {
        let n = left.min(buf.len());
        read_exact(reader, &mut buf[..n])?;
        for c in buf[..n].chunks_exact(8) {
            let v = f64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]);
            sound &= (0.0..=VALUE_LIMIT).contains(&v);
            sum = checksum_step(sum, v);
            sink(v);
        }
        left -= n;
    }
    if u64_at(reader)? != sum {
        return Err(OptimumFileError::Checksum);
    }
    let mut rest = [0u8; 1];
    if !matches!(reader.read(&mut rest), Ok(0)) {
        return Err(OptimumFileError::Size);
    }
    if !sound {
        return Err(OptimumFileError::Values);
    }
    Ok(())
}

/// The optimum for `rules` from the data folder, checked in full by reading, then mapped rather
/// than read into memory (see [`crate::ai::mapped`]): a match only touches a few hundred
/// states' values. Where mapping is refused, the values are read into memory instead.
pub fn load(data_dir: &Path, rules: &Ruleset) -> Result<Optimum, OptimumFileError> {
    let path = optimum_path(data_dir, rules);
    // The decoder reads no more than the ruleset's optimum needs, but a file larger than the
    // largest head and those values is refused unopened.
    let limit = (MAGIC.len() + 4 + 4 + HEAD_JSON_LIMIT + 8 + 8) as u64
        + 8 * crate::ai::solver::OptimumLayout::new(rules).total() as u64;
    let mut file = match open_limited(&path, limit) {
        Ok(Some((file, _))) => file,
        // A cache can always be computed again: a link to nothing is as good as no file.
        Ok(None) | Err(ReadError::DanglingLink(_)) => return Err(OptimumFileError::Missing),
        Err(e) => return Err(OptimumFileError::Unreadable(e.to_string())),
    };
    let mut reader = std::io::BufReader::new(&mut file);
    let (count, values_at) = read_head(&mut reader, rules)?;
    check_values(&mut reader, count, |_| {})?;
    drop(reader);
    match Mapped::new(&file, values_at, count * 8) {
        Ok(Some(mapped)) => Optimum::from_mapped(*rules, mapped).ok_or(OptimumFileError::Size),
        // The file was checked whole a moment ago; where the system will not map it, it is
        // read into memory instead.
        _ => {
            file.seek(std::io::SeekFrom::Start(0))
                .map_err(|e| OptimumFileError::Unreadable(e.to_string()))?;
            decode(&mut std::io::BufReader::new(file), rules)
        }
    }
}

pub fn save(data_dir: &Path, optimum: &Optimum) -> std::io::Result<()> {
    save_summed(data_dir, optimum).map(|_| ())
}

/// [`save`], giving the checksum written.
fn save_summed(data_dir: &Path, optimum: &Optimum) -> std::io::Result<u64> {
    let path = optimum_path(data_dir, optimum.rules());
    if let Some(dir) = path.parent() {
        ensure_dir(dir)?;
    }
    let mut sum = 0;
    replace_cache_with(&path, |w| {
        sum = write_summed(optimum, w)?;
        Ok(())
    })?;
    Ok(sum)
}

/// The optimum just written with checksum `sum`, mapped from its file without reading its
/// values again: the file is known sound if it still ends in that checksum (every cache file
/// is replaced whole by a rename, never rewritten in place). `None` if it does not, or cannot
/// be mapped; the caller then checks the file whole like any other.
fn map_saved(data_dir: &Path, rules: &Ruleset, sum: u64) -> Option<Optimum> {
    let mut file = std::fs::File::open(optimum_path(data_dir, rules)).ok()?;
    let (count, values_at) = read_head(&mut std::io::BufReader::new(&mut file), rules).ok()?;
    let end = values_at.checked_add(u64::try_from(count).ok()?.checked_mul(8)?)?;
    if file.metadata().ok()?.len() != end.checked_add(8)? {
        return None;
    }
    file.seek(std::io::SeekFrom::Start(end)).ok()?;
    if u64_at(&mut file).ok()? != sum {
        return None;
    }
    let mapped = Mapped::new(&file, values_at, count * 8).ok()??;
    Optimum::from_mapped(*rules, mapped)
}

/// What became of an optimum or outlook computed now, on its way to the cache.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CacheWrite {
    Written,
    /// There is no data folder to keep it in (tests, or no home).
    NoFolder,
    /// The write failed (a full disk, a folder that takes no files); no partial file is left.
    Failed(String),
}

impl CacheWrite {
    /// The outcome of writing a cache file at `path`; a failure names the folder, since the
    /// system's words alone ("File exists") do not say where.
    pub fn of(result: std::io::Result<()>, path: &Path) -> CacheWrite {
        match result {
            Ok(()) => CacheWrite::Written,
            Err(e) => {
                let dir = path.parent().unwrap_or(path);
                CacheWrite::Failed(format!("{}: {e}", crate::escape::shown_path(dir)))
            }
        }
    }
}

/// What the player is told of a cache that let them down; solved data computed because there was
/// none yet, or with nowhere to keep it, needs no word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CacheNotice {
    /// The file was unusable and the data was computed again (and perhaps not written).
    Rebuilt(String),
    /// The data was computed but could not be written: it lives in memory until the game ends.
    NotWritten(String),
}

impl CacheNotice {
    /// `what` names the data as the player reads it ("solver table"); `damage` is why the file
    /// was refused, if it was.
    pub fn of(
        what: &str,
        damage: Option<&dyn std::fmt::Display>,
        saved: &CacheWrite,
    ) -> Option<CacheNotice> {
        let unwritten = match saved {
            CacheWrite::Failed(e) => Some(e),
            CacheWrite::Written | CacheWrite::NoFolder => None,
        };
        use yahtzee_l10n::t;
        // The messages choose their words by the data's id; other words are said as given.
        let what = match what {
            "solver table" => "solver",
            "chance-to-win table" => "odds",
            other => other,
        };
        match (damage, unwritten) {
            (None, None) => None,
            (Some(why), None) => Some(CacheNotice::Rebuilt(t!(
                "store-cache-rebuilt",
                what = what,
                why = why.to_string()
            ))),
            (Some(why), Some(e)) => Some(CacheNotice::Rebuilt(t!(
                "store-cache-rebuilt-unsaved",
                what = what,
                why = why.to_string(),
                error = e.as_str()
            ))),
            (None, Some(e)) => Some(CacheNotice::NotWritten(t!(
                "store-cache-unsaved",
                what = what,
                error = e.as_str()
            ))),
        }
    }

    pub fn text(&self) -> &str {
        match self {
            CacheNotice::Rebuilt(t) | CacheNotice::NotWritten(t) => t,
        }
    }

    /// Whether the notice is only that a write failed (nothing was found damaged).
    pub fn is_write_failure(&self) -> bool {
        matches!(self, CacheNotice::NotWritten(_))
    }
}

/// How the optimum was obtained, for messages and benchmarks.
#[derive(Debug, Clone, PartialEq)]
pub enum OptimumOrigin {
    Loaded,
    /// Computed now; `saved` says whether the cache file was written, and why not.
    Solved {
        replaced: Option<OptimumFileError>,
        saved: CacheWrite,
    },
}

impl OptimumOrigin {
    /// What to tell the player, if anything.
    pub fn notice(&self) -> Option<CacheNotice> {
        match self {
            OptimumOrigin::Loaded => None,
            OptimumOrigin::Solved { replaced, saved } => CacheNotice::of(
                "solver table",
                replaced.as_ref().map(|r| r as &dyn std::fmt::Display),
                saved,
            ),
        }
    }
}

/// The optimum for `rules`: from the cache when it is there and sound, otherwise solved (with
/// progress reported) and written to the cache. A cache that cannot be written costs only
/// the time to solve again next time.
pub fn load_or_solve(
    data_dir: Option<&Path>,
    rules: &Ruleset,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> (Optimum, OptimumOrigin) {
    let loaded = match data_dir {
        Some(dir) => load(dir, rules),
        None => Err(OptimumFileError::Missing),
    };
    match loaded {
        Ok(optimum) => (optimum, OptimumOrigin::Loaded),
        Err(why) => {
            let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
            let optimum = Optimum::solve(*rules, threads, progress);
            let (saved, sum) = match data_dir {
                Some(dir) => {
                    let written = save_summed(dir, &optimum);
                    let sum = written.as_ref().ok().copied();
                    (
                        CacheWrite::of(written.map(|_| ()), &optimum_path(dir, rules)),
                        sum,
                    )
                }
                None => (CacheWrite::NoFolder, None),
            };
            // Once written, the optimum is used from the file like a loaded one, so the memory
            // of the computed copy goes back.
            let optimum = match (sum, data_dir) {
                (Some(sum), Some(dir)) => map_saved(dir, rules, sum)
                    .or_else(|| load(dir, rules).ok())
                    .unwrap_or(optimum),
                _ => optimum,
            };
            let replaced = (why != OptimumFileError::Missing).then_some(why);
            (optimum, OptimumOrigin::Solved { replaced, saved })
        }
    }
}
