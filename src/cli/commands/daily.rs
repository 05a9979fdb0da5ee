//! `yahtzee daily`: the game, opened on the daily challenge; with `--history`, the streak
//! and the scored dailies as text; with `--share`, a day's line to paste to friends.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use super::play::{game_config, play};
use super::{disk, optimum_for};
use crate::cli::args::DailyArgs;
use crate::cli::{Cli, CliError};
use crate::game::{Day, Match};
use crate::l10n::t;
use crate::rules::Ruleset;
use crate::store::daily::{row_heading, row_line, summary};
use crate::store::{DailyRecord, Storage};

pub(crate) fn open(cli: &Cli, data_dir: Option<PathBuf>) -> Result<ExitCode, CliError> {
    play(
        cli,
        game_config(cli),
        data_dir,
        None,
        crate::tui::Start::Daily,
    )
}

pub(crate) fn run(args: &DailyArgs, data_dir: Option<&Path>) -> Result<String, CliError> {
    if let Some(dir) = data_dir
        && dir.exists()
        && !dir.is_dir()
    {
        return Err(CliError::NotAFolder(dir.to_path_buf()));
    }
    if args.day.is_some() && !args.share {
        return Err(CliError::Usage(t!("cli-daily-day-without-share")));
    }
    let mut store = disk(data_dir)?;
    let record = store.daily();
    for notice in store.take_notices() {
        eprintln!("yahtzee: {}", crate::escape::shown_lines(&notice));
    }
    let today = Day::today();
    // The accounts come from the score solver's table, from the cache (or solved once).
    let optimum = std::cell::OnceCell::new();
    let account = |game: &Match| {
        summary(
            game,
            optimum.get_or_init(|| optimum_for(data_dir, &Ruleset::CLASSIC, false)),
        )
    };
    if args.share {
        return share(&record, args.day.unwrap_or(today), account);
    }
    Ok(history(&record, today, account))
}

/// The share line of `day`'s scored daily, or why there is none.
fn share(
    record: &DailyRecord,
    day: Day,
    account: impl Fn(&Match) -> Option<crate::ai::luck::Summary>,
) -> Result<String, CliError> {
    match record.entry(day) {
        Some(entry) => match &entry.result {
            Some(result) => {
                let game =
                    Match::from_record(result.record.clone()).map_err(CliError::DamagedEntry)?;
                Ok(crate::store::daily::share_line(
                    day,
                    result.score,
                    account(&game).as_ref(),
                ))
            }
            None => Err(CliError::Usage(t!(
                "cli-daily-not-finished",
                day = day.to_string()
            ))),
        },
        None => Err(CliError::Usage(t!(
            "cli-daily-not-played",
            day = day.to_string()
        ))),
    }
}

/// The streak on `today` and every scored daily, newest first.
pub(crate) fn history(
    record: &DailyRecord,
    today: Day,
    account: impl Fn(&Match) -> Option<crate::ai::luck::Summary>,
) -> String {
    let streak = record.streak(today);
    let mut out = vec![t!(
        "cli-daily-streak",
        days = streak.current,
        best = streak.best
    )];
    let mut rows = record.finished().peekable();
    if rows.peek().is_none() {
        out.push(t!("cli-daily-none-yet"));
    } else {
        out.push(String::new());
        out.push(row_heading());
        for (entry, result) in rows {
            let play = Match::from_record(result.record.clone())
                .ok()
                .and_then(|game| account(&game));
            out.push(row_line(entry.day, result.score, play.as_ref(), "–"));
        }
        out.push(String::new());
        // The scale is a whole sentence of its own: wrapped in another, it began twice.
        out.push(crate::ai::luck::Grade::scale());
    }
    out.join("\n") + "\n"
}
