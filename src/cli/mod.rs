//! The front door: argument parsing and the headless subcommands. With no subcommand the
//! terminal game starts.

mod args;
pub mod headless;

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;

pub use args::{AdviseArgs, BenchArgs, Cli, Command, RulesArgs, SimArgs};

use crate::rules::text::{rules_text, settings_table};

/// Parses the process arguments and runs the program; returns the exit code.
pub fn run() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => return report_parse_error(err),
    };
    match dispatch(cli) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("yahtzee: {message}");
            ExitCode::FAILURE
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
            eprintln!("yahtzee: {first} (see yahtzee --help)");
            ExitCode::from(2)
        }
    }
}

fn print(text: &str) -> Result<ExitCode, String> {
    let mut out = std::io::stdout().lock();
    // A closed pipe (`yahtzee sim | head`) is not an error worth reporting.
    let _ = out.write_all(text.as_bytes()).and_then(|_| {
        if text.ends_with('\n') {
            Ok(())
        } else {
            out.write_all(b"\n")
        }
    });
    Ok(ExitCode::SUCCESS)
}

fn dispatch(cli: Cli) -> Result<ExitCode, String> {
    let data_dir = crate::store::data_dir(cli.data_dir.clone());
    match cli.command {
        Some(Command::Sim(args)) => print(&headless::sim(&args, data_dir.as_deref())?),
        Some(Command::Advise(args)) => print(&headless::advise(&args, data_dir.as_deref())?),
        Some(Command::Bench(args)) => print(&headless::bench(&args)?),
        Some(Command::Rules(args)) => {
            let rules = args.resolve();
            let mut text = rules_text(&rules);
            text.push(String::new());
            text.push(format!("Active settings ({}):", rules.name()));
            text.extend(settings_table(&rules));
            print(&text.join("\n"))
        }
        None => {
            use clap::CommandFactory;
            print(&Cli::command().render_help().to_string())
        }
    }
}
