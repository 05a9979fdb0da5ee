//! `yahtzee stats`: figures per player over the finished matches, per card and per way of
//! playing.

use std::path::Path;

use super::disk;
use crate::cli::CliError;
use crate::store::stats::{StatsFilter, StatsReport};

pub(crate) fn run(
    json: bool,
    played: Option<crate::store::PlayMode>,
    layout: Option<crate::rules::Layout>,
    data_dir: Option<&Path>,
) -> Result<String, CliError> {
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
        eprintln!(
            "yahtzee: an earlier match history was damaged and kept as {}; these statistics count only the matches since then",
            crate::escape::shown(&aside)
        );
    }
    let report = StatsReport::new(&history, StatsFilter { played, layout });
    if json {
        return super::json_text(&report.json());
    }
    Ok(report.text())
}
