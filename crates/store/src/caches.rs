//! The solved data the game keeps in `solver/` of the data folder, as files a person can list
//! and clear (`yahtzee cache`): the optimal strategy (`table-v<format>-<hash>.bin`, see
//! [`super::optimum_cache`]) and the chance-to-win table (`odds-v<format>-<hash>.bin`, see
//! [`super::outlook_cache`]), one of each per ruleset, in this release's format or an earlier
//! one. Both can always be computed again, so clearing loses nothing but the time to compute.
//!
//! Only names of exactly that shape are cache files: whatever else a person keeps in the
//! folder (and the temporary file of a write under way) is never listed nor removed.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::rules::{Preset, Ruleset};

/// What a cache file holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CacheKind {
    /// The optimal strategy (the solver's table).
    Strategy,
    /// The chance-to-win table.
    Odds,
}

impl CacheKind {
    /// What the file holds, as a listing names it (in the language spoken).
    pub fn what(self) -> String {
        match self {
            CacheKind::Strategy => yahtzee_l10n::t!("store-cache-kind-strategy"),
            CacheKind::Odds => yahtzee_l10n::t!("store-cache-kind-odds"),
        }
    }

    fn prefix(self) -> &'static str {
        match self {
            CacheKind::Strategy => "table-v",
            CacheKind::Odds => "odds-v",
        }
    }
}

/// One cache file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CacheFile {
    pub path: PathBuf,
    /// The file's name in `solver/`.
    pub name: String,
    pub kind: CacheKind,
    pub bytes: u64,
    /// The preset whose rules it was computed for, when they are a preset's unchanged.
    pub preset: Option<Preset>,
    /// Whether this release reads it (an earlier format is only room taken).
    pub current: bool,
}

/// The folder the caches live in.
pub fn cache_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("solver")
}

/// What kind of cache file `name` is, if it is one the game writes: the prefix, a format
/// number, a dash, sixteen hexadecimal digits of the rules' hash, `.bin`.
fn kind_of(name: &str) -> Option<(CacheKind, u32)> {
    [CacheKind::Strategy, CacheKind::Odds]
        .into_iter()
        .find_map(|kind| {
            let rest = name.strip_prefix(kind.prefix())?.strip_suffix(".bin")?;
            let (format, hash) = rest.split_once('-')?;
            let format_ok = !format.is_empty() && format.bytes().all(|b| b.is_ascii_digit());
            let hash_ok = hash.len() == 16 && hash.bytes().all(|b| b.is_ascii_hexdigit());
            (format_ok && hash_ok)
                .then(|| format.parse::<u32>().ok().map(|f| (kind, f)))
                .flatten()
        })
}

/// Every cache file in the data folder, the largest first; none when there is no `solver/`.
/// Only regular files are counted: a link or a folder of that name is not the game's.
pub fn cache_files(data_dir: &Path) -> io::Result<Vec<CacheFile>> {
    let dir = cache_dir(data_dir);
    let entries = match fs::read_dir(&dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(e),
    };
    // The file names this release writes for the presets, to say which rules a file is for.
    let known: Vec<(Preset, String, String)> = Preset::ALL
        .iter()
        .map(|&p| {
            let rules = Ruleset::preset(p);
            let name = |path: PathBuf| {
                path.file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default()
            };
            (
                p,
                name(super::optimum_cache::optimum_path(data_dir, &rules)),
                name(super::outlook_cache::odds_path(data_dir, &rules)),
            )
        })
        .collect();
    let mut files = Vec::new();
    for entry in entries {
        let entry = entry?;
        let Some(name) = entry.file_name().to_str().map(str::to_string) else {
            continue;
        };
        let Some((kind, format)) = kind_of(&name) else {
            continue;
        };
        let meta = entry.metadata()?;
        if !meta.file_type().is_file() {
            continue;
        }
        let current = match kind {
            CacheKind::Strategy => format == super::optimum_cache::TABLE_FORMAT,
            CacheKind::Odds => format == super::outlook_cache::ODDS_FORMAT,
        };
        let preset = known
            .iter()
            .find(|(_, table, odds)| *table == name || *odds == name)
            .map(|k| k.0);
        files.push(CacheFile {
            path: entry.path(),
            name,
            kind,
            bytes: meta.len(),
            preset,
            current,
        });
    }
    files.sort_by(|a, b| b.bytes.cmp(&a.bytes).then(a.name.cmp(&b.name)));
    Ok(files)
}

/// Removes one cache file listed by [`cache_files`]. A window that has it mapped keeps its
/// copy until it closes (the system frees the room then); the next one computes it again.
pub fn remove_cache_file(file: &CacheFile) -> io::Result<()> {
    // Looked at again: only a regular file of a cache's name is ever removed.
    let meta = fs::symlink_metadata(&file.path)?;
    let named = file
        .path
        .file_name()
        .and_then(|n| n.to_str())
        .and_then(kind_of);
    if !meta.file_type().is_file() || named.is_none() {
        return Err(io::Error::other("it is no longer a cache file"));
    }
    fs::remove_file(&file.path)
}

/// A size as a person reads it: "812 B", "4.9 MB", "1.2 GB" (powers of 1000, as the
/// guide gives the files' sizes).
pub fn size_text(bytes: u64) -> String {
    // The units' ids, which the message writes as the language does ("Mo" in French).
    const UNITS: [&str; 4] = ["kB", "MB", "GB", "TB"];
    if bytes < 1000 {
        return yahtzee_l10n::t!("store-size", value = bytes.to_string(), unit = "B");
    }
    let mut value = bytes as f64 / 1000.0;
    let mut unit = 0;
    while value >= 999.95 && unit + 1 < UNITS.len() {
        value /= 1000.0;
        unit += 1;
    }
    yahtzee_l10n::t!(
        "store-size",
        value = yahtzee_l10n::decimal(value, 1),
        unit = UNITS[unit]
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_names_the_game_writes_are_cache_files() {
        assert_eq!(
            kind_of("table-v2-0123456789abcdef.bin"),
            Some((CacheKind::Strategy, 2))
        );
        assert_eq!(
            kind_of("odds-v1-0123456789ABCDEF.bin"),
            Some((CacheKind::Odds, 1))
        );
        for other in [
            "table-v2-0123456789abcdef.bin.corrupt-1",
            "table-v-0123456789abcdef.bin",
            "table-v2-0123456789abcde.bin",
            "odds-v2-0123456789abcdefg.bin",
            ".tmp-x.part",
            "notes.txt",
            "odds-vx-0123456789abcdef.bin",
        ] {
            assert_eq!(kind_of(other), None, "{other}");
        }
    }

    #[test]
    fn sizes_read_as_a_person_reads_them() {
        assert_eq!(size_text(812), "812 B");
        assert_eq!(size_text(4_900_000), "4.9 MB");
        assert_eq!(size_text(22_800_000), "22.8 MB");
        assert_eq!(size_text(999_999), "1.0 MB");
        assert_eq!(size_text(1_200_000_000), "1.2 GB");
    }
}
