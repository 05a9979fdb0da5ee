//! The headless subcommands, one file each, and what several of them share: opening the
//! store, loading the optimum and the outlook, finding a finished match.

pub(super) mod advise;
pub(super) mod build_odds;
pub(super) mod cache;
pub(super) mod card;
mod columns;
pub(super) mod completions;
pub(super) mod config;
pub(super) mod daily;
pub(super) mod host;
pub(super) mod learn;
pub(super) mod list;
pub(super) mod man;
pub(super) mod odds;
pub(super) mod play;
pub(super) mod position;
pub(crate) mod preset;
pub(super) mod review;
pub(super) mod rules;
pub(super) mod serve;
pub(super) mod sim;
pub(super) mod stats;

use std::path::Path;
use std::sync::Arc;

use crate::ai::Optimum;
use crate::cli::CliError;
use crate::l10n::t;
use crate::rules::Ruleset;
use crate::store::optimum_cache::{self, OptimumOrigin};

/// The optimum for `rules`, from the cache or solved with progress on stderr (a
/// running percentage on a terminal, one line otherwise).
pub(super) fn optimum_for(data_dir: Option<&Path>, rules: &Ruleset, quiet: bool) -> Arc<Optimum> {
    use std::io::IsTerminal;
    let live = !quiet && std::io::stderr().is_terminal();
    let last = std::sync::atomic::AtomicUsize::new(0);
    let announced = std::sync::atomic::AtomicBool::new(false);
    let progress = |done: usize, total: usize| {
        if quiet {
            return;
        }
        let pct = done * 100 / total.max(1);
        if live && pct / 10 != last.swap(pct, std::sync::atomic::Ordering::Relaxed) / 10 {
            eprint!(
                "\r{}",
                t!("cli-solving-percent", percent = format!("{pct:3}"))
            );
            if done == total {
                eprintln!();
            }
        } else if !live && !announced.swap(true, std::sync::atomic::Ordering::Relaxed) {
            eprintln!("{}", t!("cli-solving"));
        }
    };
    let (optimum, source) = optimum_cache::load_or_solve(data_dir, rules, &progress);
    let unwritten = match &source {
        OptimumOrigin::Solved {
            saved: optimum_cache::CacheWrite::Failed(why),
            ..
        } => Some(why.clone()),
        OptimumOrigin::Solved {
            saved: optimum_cache::CacheWrite::NoFolder,
            ..
        } => Some(t!("cli-solver-cache-no-folder")),
        _ => None,
    };
    if let Some(why) = unwritten
        && !quiet
    {
        let why = crate::escape::shown(&why);
        eprintln!("{}", t!("cli-solver-cache-unwritten", why = why.as_ref()));
    }
    Arc::new(optimum)
}

/// The outlook for `rules`, from the cache or built with a note on stderr.
pub(super) fn outlook_for(
    data_dir: Option<&Path>,
    optimum: &Optimum,
    quiet: bool,
) -> Arc<crate::ai::odds::Outlook> {
    let announced = std::sync::atomic::AtomicBool::new(false);
    let progress = |_: usize, _: usize| {
        if !quiet && !announced.swap(true, std::sync::atomic::Ordering::Relaxed) {
            eprintln!("{}", t!("cli-building-outlook"));
        }
    };
    let (outlook, source) =
        crate::store::outlook_cache::load_or_build(data_dir, optimum, &progress);
    if let Some(notice) = source.notice()
        && !quiet
    {
        eprintln!("note: {}", notice.text());
    }
    Arc::new(outlook)
}

/// `value` as the JSON a `--json` option prints: pretty, and with any character from outside
/// that a terminal could act on (a format character in a name) in JSON's own escape.
pub(super) fn json_text(value: &impl serde::Serialize) -> Result<String, CliError> {
    let text = serde_json::to_string_pretty(value)?;
    Ok(crate::escape::json_shown(&text).into_owned())
}

/// The store in the data folder, if there is one.
pub(super) fn disk(data_dir: Option<&Path>) -> Result<crate::store::DiskStore, CliError> {
    data_dir
        .map(|d| crate::store::DiskStore::new(d.to_path_buf()))
        .ok_or(CliError::NoDataFolder)
}

/// A finished match kept in full: 1 is the latest, 2 the one before, …; or an id (prefix).
fn find_finished<'h>(
    history: &'h crate::store::History,
    which: &str,
) -> Result<&'h crate::store::FinishedMatch, CliError> {
    let recent: Vec<_> = history.recent.iter().rev().collect();
    match which.parse::<usize>() {
        Ok(n) if n >= 1 => recent.get(n - 1).copied(),
        Ok(_) => None,
        Err(_) => recent
            .iter()
            .copied()
            .find(|f| !which.trim().is_empty() && f.id.starts_with(which.trim())),
    }
    .ok_or_else(|| {
        if recent.is_empty() {
            return CliError::Usage(t!(
                "cli-no-finished-match-empty",
                which = crate::escape::excerpt(which, 40)
            ));
        }
        CliError::Usage(t!(
            "cli-no-finished-match",
            which = crate::escape::excerpt(which, 40),
            kept = recent.len()
        ))
    })
}

/// A finished match from the history (see [`find_finished`]), replayed.
pub(super) fn load_finished(
    data_dir: Option<&Path>,
    which: &str,
) -> Result<(crate::store::FinishedMatch, crate::game::Match), CliError> {
    use crate::store::Storage;
    let mut store = disk(data_dir)?;
    let (history, problem) = store.history();
    if let Some(p) = problem {
        return Err(CliError::store(p));
    }
    let entry = find_finished(&history, which)?.clone();
    let game =
        crate::game::Match::from_record(entry.record.clone()).map_err(CliError::DamagedEntry)?;
    Ok((entry, game))
}
