//! `yahtzee cache`: the solved data kept in the data folder, listed with their sizes, or
//! cleared. What counts as a cache file is the store's to say (`store::caches`).

use std::path::Path;

use crate::cli::CliError;
use crate::cli::args::CacheArgs;
use crate::escape::{shown, shown_path};
use crate::store::caches::{CacheFile, cache_dir, cache_files, remove_cache_file, size_text};
use crate::words::count;

pub(crate) fn run(args: &CacheArgs, data_dir: Option<&Path>) -> Result<String, CliError> {
    let dir = data_dir.ok_or(CliError::NoDataFolder)?;
    if dir.exists() && !dir.is_dir() {
        return Err(CliError::NotAFolder(dir.to_path_buf()));
    }
    let folder = cache_dir(dir);
    let files = cache_files(dir)
        .map_err(|e| CliError::Store(format!("cannot list {}: {e}", shown_path(&folder)).into()))?;
    if files.is_empty() {
        return Ok(format!(
            "No cached solved data in {} (each ruleset's is computed when first needed).",
            shown_path(&folder)
        ));
    }
    if args.clear {
        clear(&folder, &files)
    } else {
        Ok(list(&folder, &files))
    }
}

fn total(files: &[CacheFile]) -> u64 {
    files.iter().map(|f| f.bytes).fold(0, u64::saturating_add)
}

/// One line per file: its size, what it holds and for which rules, and its name.
fn line(file: &CacheFile) -> String {
    let rules = match file.preset {
        Some(preset) => format!("{} rules", crate::rules::Ruleset::preset(preset).name()),
        None => "other rules".to_string(),
    };
    let old = if file.current {
        ""
    } else {
        ", an earlier release's format"
    };
    format!(
        "  {:>9}  {} ({rules}{old})  {}",
        size_text(file.bytes),
        file.kind.what(),
        shown(&file.name)
    )
}

fn list(folder: &Path, files: &[CacheFile]) -> String {
    let mut out = vec![format!(
        "Cached solved data in {}: {} in {}.",
        shown_path(folder),
        size_text(total(files)),
        count(files.len() as u64, "file", "files")
    )];
    out.extend(files.iter().map(line));
    out.push(
        "Each file is computed again when needed (seconds for a ruleset's tables); \
         `yahtzee cache --clear` removes them."
            .to_string(),
    );
    out.join("\n")
}

/// Says what it removes, removes it, and says what it could not: one file that will not go
/// does not keep the others.
fn clear(folder: &Path, files: &[CacheFile]) -> Result<String, CliError> {
    crate::cli::print(&format!(
        "Removing {} ({}) from {}:",
        count(files.len() as u64, "cache file", "cache files"),
        size_text(total(files)),
        shown_path(folder)
    ));
    let mut freed = 0u64;
    let mut failed = Vec::new();
    for file in files {
        crate::cli::print(&line(file));
        match remove_cache_file(file) {
            Ok(()) => freed = freed.saturating_add(file.bytes),
            Err(e) => failed.push(format!("{}: {e}", shown(&file.name))),
        }
    }
    if !failed.is_empty() {
        return Err(CliError::Store(
            format!(
                "could not remove {}: {}",
                count(failed.len() as u64, "file", "files"),
                failed.join("; ")
            )
            .into(),
        ));
    }
    Ok(format!(
        "Removed; {} freed. The game computes what it needs again.",
        size_text(freed)
    ))
}
