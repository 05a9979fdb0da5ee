//! `yahtzee config`: print the default config file, or check one.

use crate::cli::args::ConfigArgs;
use crate::cli::{Cli, CliError};
use crate::l10n::t;

/// Prints the default file, or checks one (exit code 2 on any problem).
pub(crate) fn run(cli: &Cli, args: &ConfigArgs) -> Result<String, CliError> {
    if args.print_default {
        return Ok(crate::config::default_text());
    }
    let (path, named) = match &args.check {
        Some(Some(path)) => (path.clone(), true),
        _ => crate::config::locate(cli.config.clone())
            .ok_or_else(|| CliError::Usage(t!("cli-config-no-folder")))?,
    };
    if !named && !path.exists() {
        return Ok(t!(
            "cli-config-none-here",
            path = crate::escape::shown_path(&path)
        ));
    }
    match crate::config::load(&path, true).1 {
        None => Ok(t!(
            "cli-config-no-problems",
            path = crate::escape::shown_path(&path)
        )),
        Some(report) => Err(CliError::Config(report)),
    }
}
