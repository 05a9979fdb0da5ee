//! `yahtzee cache`: the solved data kept in the data folder, listed with their sizes, or
//! cleared. What counts as a cache file is the store's to say (`store::caches`).

use std::path::Path;

use crate::cli::CliError;
use crate::cli::args::CacheArgs;
use crate::escape::{shown, shown_path};
use crate::l10n::t;
use crate::store::caches::{CacheFile, cache_dir, cache_files, remove_cache_file, size_text};

pub(crate) fn run(args: &CacheArgs, data_dir: Option<&Path>) -> Result<String, CliError> {
    let dir = data_dir.ok_or(CliError::NoDataFolder)?;
    if dir.exists() && !dir.is_dir() {
        return Err(CliError::NotAFolder(dir.to_path_buf()));
    }
    let folder = cache_dir(dir);
    let files = cache_files(dir).map_err(|e| {
        CliError::Store(
            t!(
                "cli-cache-cannot-list",
                path = shown_path(&folder),
                error = e.to_string()
            )
            .into(),
        )
    })?;
    if files.is_empty() {
        return Ok(t!("cli-cache-none", path = shown_path(&folder)));
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
        Some(preset) => t!("cli-cache-rules", rules = preset.shown_name()),
        None => t!("cli-cache-other-rules"),
    };
    let about = if file.current {
        rules
    } else {
        t!("cli-cache-old-format", rules = rules)
    };
    format!(
        "  {:>9}  {} ({about})  {}",
        size_text(file.bytes),
        file.kind.what(),
        shown(&file.name)
    )
}

fn list(folder: &Path, files: &[CacheFile]) -> String {
    let mut out = vec![t!(
        "cli-cache-heading",
        path = shown_path(folder),
        size = size_text(total(files)),
        files = (files.len())
    )];
    out.extend(files.iter().map(line));
    out.push(t!("cli-cache-note"));
    out.join("\n")
}

/// Says what it removes, removes it, and says what it could not: one file that will not go
/// does not keep the others.
fn clear(folder: &Path, files: &[CacheFile]) -> Result<String, CliError> {
    crate::cli::print(&t!(
        "cli-cache-removing",
        files = (files.len()),
        size = size_text(total(files)),
        path = shown_path(folder)
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
            t!(
                "cli-cache-not-removed",
                files = (failed.len()),
                errors = failed.join("; ")
            )
            .into(),
        ));
    }
    Ok(t!("cli-cache-removed", size = size_text(freed)))
}
