//! `yahtzee config`: print the default config file, or check one.

use crate::cli::args::ConfigArgs;
use crate::cli::{Cli, CliError};

/// Prints the default file, or checks one (exit code 2 on any problem).
pub(crate) fn run(cli: &Cli, args: &ConfigArgs) -> Result<String, CliError> {
    if args.print_default {
        return Ok(crate::config::default_text());
    }
    let (path, named) = match &args.check {
        Some(Some(path)) => (path.clone(), true),
        _ => crate::config::locate(cli.config.clone()).ok_or_else(|| {
            CliError::Usage(
                "no config folder could be found; name a file: yahtzee config --check FILE"
                    .to_string(),
            )
        })?,
    };
    if !named && !path.exists() {
        return Ok(format!(
            "{}: no config file here; the game uses its defaults",
            crate::escape::shown_path(&path)
        ));
    }
    match crate::config::load(&path, true).1 {
        None => Ok(format!("{}: no problems", crate::escape::shown_path(&path))),
        Some(report) => Err(CliError::Config(report)),
    }
}
