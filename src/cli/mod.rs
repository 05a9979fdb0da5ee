//! The front door: argument parsing, the commands (see `commands`), and the one place that
//! prints what a command made or why it failed. With no subcommand the terminal game starts.

mod args;
mod commands;
mod error;

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;

pub use args::{
    AdviseArgs, BenchArgs, CardArgs, Cli, Command, NewArgs, OddsArgs, ReviewArgs, RulesArgs,
    SimArgs,
};

pub use error::CliError;

use crate::escape::{shown, shown_lines};

/// Parses the process arguments and runs the program; returns the exit code.
pub fn run() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => return report_parse_error(err),
    };
    match dispatch(cli) {
        Ok(code) => code,
        // Messages quote arguments and file contents: escaped, so those can never act on the
        // terminal.
        Err(err) => {
            eprintln!("yahtzee: {}", shown_lines(&err.to_string()));
            ExitCode::from(err.exit_code())
        }
    }
}

/// Help and version go to stdout as clap renders them; every other parse error is one line
/// on stderr and exit code 2.
fn report_parse_error(err: clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    match err.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = err.print();
            ExitCode::SUCCESS
        }
        _ => {
            let text = err.to_string();
            let first = text.lines().next().unwrap_or("invalid arguments").trim();
            let first = first.strip_prefix("error: ").unwrap_or(first);
            // clap quotes the value it refused, as typed.
            eprintln!("yahtzee: {} (see yahtzee --help)", shown(first));
            ExitCode::from(2)
        }
    }
}

/// Prints a command's output. Names and values from files in it are escaped where they are
/// put in; this catches anything else from outside that reached the text.
fn print(text: &str) {
    let text = shown_lines(text);
    let mut out = std::io::stdout().lock();
    // A closed pipe (`yahtzee sim | head`) is not an error worth reporting.
    let _ = out.write_all(text.as_bytes()).and_then(|_| {
        if text.ends_with('\n') {
            Ok(())
        } else {
            out.write_all(b"\n")
        }
    });
}

fn dispatch(cli: Cli) -> Result<ExitCode, CliError> {
    if let Some(rules) = cli.command.as_ref().and_then(Command::rules_args) {
        rules.checked()?;
    }
    let data_dir = crate::store::data_dir(cli.data_dir.clone());
    let dir = data_dir.as_deref();
    let text = match &cli.command {
        Some(Command::Sim(args)) => commands::sim::run(args, dir)?,
        Some(Command::Advise(args)) => commands::advise::run(args, dir)?,
        Some(Command::Odds(args)) => commands::odds::run(args, dir)?,
        Some(Command::Bench(args)) => commands::bench::run(args, dir)?,
        Some(Command::Stats(args)) => {
            commands::stats::run(args.json, args.played, args.layout, dir)?
        }
        Some(Command::Review(args)) => commands::review::run(args, dir)?,
        Some(Command::Rules(args)) => commands::rules::run(args),
        Some(Command::Config(args)) => commands::config::run(&cli, args)?,
        Some(Command::Card(args)) => commands::card::run(args, dir)?,
        Some(Command::Completions(args)) => commands::completions::run(args),
        Some(Command::Man(args)) => commands::man::run(args)?,
        Some(Command::New(args)) => return commands::play::new(&cli, args, data_dir),
        Some(Command::Resume(args)) => return commands::play::resume(&cli, args, data_dir),
        Some(Command::Host(args)) => return commands::host::run(&cli, args, data_dir),
        Some(Command::BuildOdds(args)) => return commands::build_odds::run(args, dir),
        None => return commands::play::menu(&cli, data_dir),
    };
    print(&text);
    Ok(ExitCode::SUCCESS)
}
