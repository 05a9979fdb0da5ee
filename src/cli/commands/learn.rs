//! `yahtzee learn`: the game, opened on Learn to play (the lessons and the puzzles).

use std::path::PathBuf;
use std::process::ExitCode;

use super::play::{game_config, play};
use crate::cli::{Cli, CliError};

pub(crate) fn run(cli: &Cli, data_dir: Option<PathBuf>) -> Result<ExitCode, CliError> {
    play(
        cli,
        game_config(cli),
        data_dir,
        None,
        crate::tui::Start::Learn,
    )
}
