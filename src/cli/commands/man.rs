//! `yahtzee man`: the manual page, in roff.

use crate::cli::{Cli, CliError};

pub fn run() -> Result<String, CliError> {
    let command = <Cli as clap::CommandFactory>::command();
    let mut out = Vec::new();
    clap_mangen::Man::new(command)
        .render(&mut out)
        .map_err(CliError::Manual)?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}
