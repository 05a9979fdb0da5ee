//! `yahtzee man`: the manual page, in roff.

use crate::cli::Cli;

pub fn run() -> Result<String, String> {
    let command = <Cli as clap::CommandFactory>::command();
    let mut out = Vec::new();
    clap_mangen::Man::new(command)
        .render(&mut out)
        .map_err(|e| format!("cannot write the manual page: {e}"))?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}
