//! `yahtzee build-odds` (hidden): the outlook built in a process of its own.
//!
//! The build peaks at tens of megabytes (its levels of exact distributions go to scratch files
//! beside the cache: `ai::odds::spill`), and its memory, and the optimum's it decodes, are
//! still better given back whole when it ends; the outlook it writes takes 23 MB and is read in
//! place. A game that needs the outlook starts this program again to build it
//! ([`crate::tui::shelf::OddsBuild`]), so that the memory is the child's, given back whole when
//! it exits, and the game only maps the file.
//!
//! Progress goes to standard output as lines of `done total`; the exit code says whether the
//! table is in the cache.

use std::io::Write as _;
use std::path::Path;
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::cli::CliError;
use crate::cli::args::BuildOddsArgs;
use crate::rules::Ruleset;
use crate::store::optimum_cache::CacheWrite;
use crate::store::{optimum_cache, outlook_cache};

pub(crate) fn run(args: &BuildOddsArgs, data_dir: Option<&Path>) -> Result<ExitCode, CliError> {
    let dir = data_dir.ok_or(CliError::NoDataFolder)?;
    let rules: Ruleset = serde_json::from_str(&args.rules_json)
        .map_err(|e| CliError::Usage(format!("--rules-json: {e}")))?;
    if !crate::ai::odds::Outlook::supports(&rules) {
        return Err(CliError::Usage(crate::l10n::t!(
            "cli-odds-single-column-only",
            card = rules.layout().id()
        )));
    }
    let (optimum, _) = optimum_cache::load_or_solve(Some(dir), &rules, &|_, _| {});
    // A line per percent is plenty for a progress bar, and keeps the pipe quiet.
    let shown = AtomicUsize::new(usize::MAX);
    let progress = |done: usize, total: usize| {
        let percent = done.saturating_mul(100) / total.max(1);
        if shown.swap(percent, Ordering::Relaxed) != percent {
            // The game reading these may have quit; the build goes on to fill the cache.
            let _ = writeln!(std::io::stdout().lock(), "{done} {total}");
        }
    };
    let (_, source) = outlook_cache::load_or_build(Some(dir), &optimum, &progress);
    match source {
        outlook_cache::OddsSource::Loaded
        | outlook_cache::OddsSource::Built {
            saved: CacheWrite::Written,
            ..
        } => Ok(ExitCode::SUCCESS),
        outlook_cache::OddsSource::Built { .. } => {
            Err(CliError::failed(crate::l10n::t!("cli-odds-table-unsaved")))
        }
    }
}
