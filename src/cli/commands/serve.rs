//! `yahtzee serve`: the public table server, in the foreground until a signal. A config
//! file with any problem is refused here: a server must not open its door wider than its
//! operator wrote because one entry fell back to its default.

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
    if data.exists() && !data.is_dir() {
        return Err(CliError::NotAFolder(data));
    }
    let settings = match crate::config::locate(cli.config.clone()) {
        Some((path, named)) => match crate::config::load(&path, named) {
            (_, Some(report)) => return Err(CliError::Config(report)),
            (config, None) => config.serve,
        },
        None => Default::default(),
    };
    crate::serve::run(crate::serve::Options {
        listen: args.listen,
        log: args.log,
        data,
        settings,
    })
    .map_err(|e| CliError::Failed(e.to_string()))?;
    Ok(ExitCode::SUCCESS)
}
