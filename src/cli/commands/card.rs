//! `yahtzee card`: a finished match's result card, printed or written to a file.

use std::path::Path;

use super::load_finished;
use crate::cli::CliError;
use crate::cli::args::CardArgs;
use crate::escape::shown_path;
use crate::store::fsutil::{NamedWriteError, write_named};

/// `yahtzee card`: a finished match's result card, printed or written to a file.
pub(crate) fn run(args: &CardArgs, data_dir: Option<&Path>) -> Result<String, CliError> {
    let (entry, game) = load_finished(data_dir, &args.which)?;
    let info = crate::share::CardInfo {
        finished_unix: entry.finished_unix,
        practice: entry.options.practice,
        play: entry.options.play_mode(),
    };
    // The account of luck and play when the strategy table is cached: a card is printed at
    // once, never after minutes of solving.
    let account = data_dir
        .and_then(|dir| crate::store::optimum_cache::load(dir, &game.rules().column_rules()).ok())
        .and_then(|optimum| {
            crate::ai::luck::account(&game, &std::sync::Arc::new(optimum), None).ok()
        });
    let text = crate::share::card_with(&game, &info, args.format, account.as_ref());
    let Some(path) = &args.output else {
        return Ok(text);
    };
    let written = write_named(path, text.as_bytes()).map_err(|e| match e {
        NamedWriteError::Refused(why) => CliError::NotAFile {
            path: path.clone(),
            why,
        },
        NamedWriteError::Io(source) => CliError::Write {
            path: path.clone(),
            source,
        },
    })?;
    Ok(if written.through_link {
        crate::l10n::t!(
            "cli-card-written-through-link",
            path = shown_path(&written.file),
            link = shown_path(path)
        )
    } else {
        crate::l10n::t!("cli-card-written", path = shown_path(path))
    })
}
