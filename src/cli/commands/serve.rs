//! `yahtzee serve`: the public table server, in the foreground until a signal.

use std::path::PathBuf;
use std::process::ExitCode;

use crate::cli::args::ServeArgs;
use crate::cli::{Cli, CliError};

pub(crate) fn run(
    cli: &Cli,
    args: &ServeArgs,
    data_dir: Option<PathBuf>,
) -> Result<ExitCode, CliError> {
    let data = data_dir.ok_or(CliError::NoDataFolder)?;
    let _ = (cli, args);
    crate::serve::run(&data).map_err(CliError::Failed)
}
