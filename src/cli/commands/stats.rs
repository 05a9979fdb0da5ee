//! `yahtzee stats`: figures per player over the finished matches, per card and per way of
//! playing.

use std::path::Path;

use super::disk;
use crate::cli::CliError;
use crate::cli::args::StatsArgs;
use crate::store::stats::{StatsFilter, StatsReport};

pub(crate) fn run(args: &StatsArgs, data_dir: Option<&Path>) -> Result<String, CliError> {
    if let Some(dir) = data_dir
        && dir.exists()
        && !dir.is_dir()
    {
        return Err(CliError::NotAFolder(dir.to_path_buf()));
    }
    let mut store = disk(data_dir)?;
    // A history that cannot be read at all (as opposed to a damaged one, kept aside and
    // restarted) is a failure: the figures would be wrong, not merely fewer.
    let (history, problem) = store.history_checked().map_err(CliError::store)?;
    if let Some(p) = &problem {
        eprintln!("yahtzee: {}", crate::escape::shown_lines(p));
    }
    for aside in store.histories_kept_aside() {
        // The history kept aside just now was told of above, once.
        if problem
            .as_deref()
            .is_some_and(|p| p.contains(aside.as_str()))
        {
            continue;
        }
        let aside = crate::escape::shown(&aside);
        eprintln!(
            "yahtzee: {}",
            crate::l10n::t!("cli-stats-history-kept-aside", file = aside.as_ref())
        );
    }
    let filter = StatsFilter {
        played: args.played,
        layout: args.layout,
        who: args.who(),
    };
    if args.json {
        return super::json_text(&StatsReport::new(&history, filter).json());
    }
    let width = text_width(std::env::var("COLUMNS").ok().as_deref());
    Ok(StatsReport::with_width(&history, filter, width).text())
}

/// How wide the report's tables may be: `COLUMNS` when it is set to a width, else the
/// terminal's when printing to one, else the 80 columns a reader is assumed to have. A
/// column is left free, as a terminal wraps a line that fills its last one.
fn text_width(columns: Option<&str>) -> usize {
    use std::io::IsTerminal;
    // Wider than any terminal a person reads: a COLUMNS of a million is not taken at its word.
    const WIDEST: usize = 1000;
    let given = columns
        .and_then(|c| c.trim().parse::<usize>().ok())
        .filter(|&c| c > 0)
        .or_else(|| {
            std::io::stdout()
                .is_terminal()
                .then(ratatui::crossterm::terminal::size)
                .and_then(Result::ok)
                .map(|(w, _)| usize::from(w))
        });
    match given {
        Some(w) => w.min(WIDEST).saturating_sub(1),
        None => crate::store::stats::DEFAULT_WIDTH,
    }
}
