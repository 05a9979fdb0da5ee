//! `yahtzee card`: a finished match's result card, printed or written to a file.

use std::path::Path;

use super::load_finished;
use crate::cli::CliError;
use crate::cli::args::CardArgs;

/// `yahtzee card`: a finished match's result card, printed or written to a file.
pub fn run(args: &CardArgs, data_dir: Option<&Path>) -> Result<String, CliError> {
    let (entry, game) = load_finished(data_dir, &args.which)?;
    let info = crate::share::CardInfo {
        finished_unix: entry.finished_unix,
        practice: entry.options.practice,
        play: entry.options.play_mode(),
    };
    let text = crate::share::card(&game, &info, args.format);
    match &args.output {
        None => Ok(text),
        Some(path) => {
            crate::store::atomic_write(path, text.as_bytes()).map_err(|source| {
                CliError::Write {
                    path: path.clone(),
                    source,
                }
            })?;
            Ok(format!("Result card written to {}", path.display()))
        }
    }
}
