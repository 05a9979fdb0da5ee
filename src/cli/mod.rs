//! The front door: argument parsing and the headless subcommands. With no subcommand the
//! terminal game starts.

mod args;
pub mod headless;

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;

pub use args::{
    AdviseArgs, BenchArgs, CardArgs, Cli, Command, NewArgs, OddsArgs, ReviewArgs, RulesArgs,
    SimArgs,
};

use crate::escape::{shown, shown_lines};
use crate::rules::text::{rules_plain, rules_text, settings_table};

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
        Err(CliError::BadInput(message)) => {
            eprintln!("yahtzee: {}", shown_lines(&message));
            ExitCode::from(2)
        }
        Err(CliError::Failed(message)) => {
            eprintln!("yahtzee: {}", shown_lines(&message));
            ExitCode::FAILURE
        }
    }
}

/// Why a command stopped: a value the user gave is wrong (exit code 2, as for a malformed
/// argument), or something else failed (exit code 1).
#[derive(Debug)]
pub enum CliError {
    BadInput(String),
    Failed(String),
}

impl From<String> for CliError {
    fn from(message: String) -> CliError {
        CliError::Failed(message)
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

/// The config the game plays with, read once: its problems told on stderr (and again in the
/// menu, since the game's screen hides stderr), the defaults used for each bad entry.
fn game_config(cli: &Cli) -> (crate::config::Config, Option<String>) {
    let Some((path, named)) = crate::config::locate(cli.config.clone()) else {
        return (crate::config::Config::default(), None);
    };
    let (config, report) = crate::config::load(&path, named);
    let notice = report.map(|report| {
        eprintln!("yahtzee: config: {}", shown_lines(&report.to_string()));
        let n = report.problems.len();
        format!(
            "The config file {} has {} (its defaults are used there): {}",
            path.display(),
            crate::words::count(n as u64, "problem", "problems"),
            report.to_string().lines().next().unwrap_or_default()
        )
    });
    (config, notice)
}

fn data_dir_store(dir: &Option<std::path::PathBuf>) -> Result<crate::store::DiskStore, String> {
    dir.clone()
        .map(crate::store::DiskStore::new)
        .ok_or_else(|| {
            format!(
                "no data folder could be found; give one with --data-dir DIR or ${}",
                crate::store::DATA_DIR_ENV
            )
        })
}

/// What `yahtzee new` starts with: the last setup, changed by the options given.
fn new_start(
    args: &NewArgs,
    defaults: &crate::store::SetupDefaults,
    store: &mut crate::store::DiskStore,
) -> Result<crate::tui::Start, CliError> {
    use crate::store::Storage;
    let mut last = store
        .last_setup()
        .unwrap_or_else(crate::tui::screens::setup::default_setup);
    defaults.apply(&mut last);
    if let Some(preset) = args.preset {
        last.rules = crate::rules::Ruleset::preset(preset);
    }
    for &(key, value) in &args.set {
        // Each value was checked against its key's range while parsing; what is left to
        // refuse is a setting the card does not use.
        last.rules
            .set(key, value)
            .map_err(|e| CliError::BadInput(e.to_string()))?;
    }
    if let Some(players) = &args.players {
        last.seats = players.0.clone();
        last.options.coach.clear();
        last.options.real_dice.clear();
    }
    if let Some(speed) = args.speed {
        last.options.cpu_speed = speed;
    }
    if args.practice {
        last.options.practice = true;
    }
    if args.no_undo {
        last.options.undo = false;
    }
    if args.real_dice {
        last.options.score_pad = false;
        last.options.real_dice = last
            .seats
            .iter()
            .map(|s| s.kind == crate::game::SeatKind::Human)
            .collect();
    }
    if args.score_pad {
        last.options.score_pad = true;
        last.options.real_dice.clear();
    }
    if args.start
        && last.options.score_pad
        && last
            .seats
            .iter()
            .any(|s| s.kind != crate::game::SeatKind::Human)
    {
        return Err(CliError::BadInput(
            "a score pad keeps score for people: --players must name people only (a CPU needs dice)"
                .to_string(),
        ));
    }
    if args.start {
        let seed = args.seed.unwrap_or_else(rand::random);
        let setup = crate::game::MatchSetup {
            rules: last.rules,
            seats: last.seats.clone(),
            seed,
        };
        Ok(crate::tui::Start::Match {
            setup,
            options: last.options,
        })
    } else {
        Ok(crate::tui::Start::Setup {
            setup: Some(last),
            seed: args.seed,
        })
    }
}

/// Runs the terminal game.
fn play(
    cli: &Cli,
    config: (crate::config::Config, Option<String>),
    data_dir: Option<std::path::PathBuf>,
    store: Option<crate::store::DiskStore>,
    start: crate::tui::Start,
) -> Result<ExitCode, String> {
    use std::io::IsTerminal;
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        return Err("the game needs a terminal; for scripts see yahtzee --help (rules, sim, advise, stats, review)".to_string());
    }
    let store = match store {
        Some(store) => store,
        None => data_dir_store(&data_dir)?,
    };
    let (config, notice) = config;
    let prefs = config.prefs(cli.mono);
    let tables = crate::tui::tables::Tables::new(data_dir);
    let mut app = crate::tui::App::new(Box::new(store), tables, prefs, start);
    if let Some(notice) = notice {
        app.tell(notice);
    }
    match crate::tui::run(app) {
        Ok(crate::tui::Exit::Quit) => Ok(ExitCode::SUCCESS),
        Ok(crate::tui::Exit::Unsaved) => {
            eprintln!("yahtzee: quit without saving the last move");
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => Err(format!("terminal error: {e}")),
    }
}

/// Prints a command's output. Names and values from files in it are escaped where they are
/// put in; this catches anything else from outside that reached the text.
fn print(text: &str) -> Result<ExitCode, String> {
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
    Ok(ExitCode::SUCCESS)
}

/// `yahtzee config`: print the default file, or check one (exit code 2 on any problem).
fn config_command(cli: &Cli, args: &args::ConfigArgs) -> Result<ExitCode, CliError> {
    if args.print_default {
        return Ok(print(&crate::config::default_text())?);
    }
    let (path, named) = match &args.check {
        Some(Some(path)) => (path.clone(), true),
        _ => crate::config::locate(cli.config.clone()).ok_or_else(|| {
            CliError::BadInput(
                "no config folder could be found; name a file: yahtzee config --check FILE"
                    .to_string(),
            )
        })?,
    };
    if !named && !path.exists() {
        return Ok(print(&format!(
            "{}: no config file here; the game uses its defaults",
            path.display()
        ))?);
    }
    match crate::config::load(&path, true).1 {
        None => Ok(print(&format!("{}: no problems", path.display()))?),
        Some(report) => Err(CliError::BadInput(format!(
            "config: {} problem{}\n{report}",
            report.problems.len(),
            if report.problems.len() == 1 { "" } else { "s" }
        ))),
    }
}

fn dispatch(cli: Cli) -> Result<ExitCode, CliError> {
    if let Some(rules) = cli.command.as_ref().and_then(Command::rules_args) {
        rules
            .checked()
            .map_err(|e| CliError::BadInput(e.to_string()))?;
    }
    let data_dir = crate::store::data_dir(cli.data_dir.clone());
    match cli.command {
        Some(Command::Sim(args)) => Ok(print(&headless::sim(&args, data_dir.as_deref())?)?),
        Some(Command::Advise(args)) => Ok(print(&headless::advise(&args, data_dir.as_deref())?)?),
        Some(Command::Odds(args)) => Ok(print(&headless::odds(&args, data_dir.as_deref())?)?),
        Some(Command::Bench(args)) => Ok(print(&headless::bench(&args)?)?),
        Some(Command::Stats(ref args)) => Ok(print(&headless::stats(
            args.json,
            args.played,
            args.layout,
            data_dir.as_deref(),
        )?)?),
        Some(Command::Review(args)) => Ok(print(&headless::review(&args, data_dir.as_deref())?)?),
        Some(Command::New(ref args)) => {
            let mut store = data_dir_store(&data_dir)?;
            let config = game_config(&cli);
            let start = new_start(args, &config.0.defaults, &mut store)?;
            Ok(play(&cli, config, data_dir, Some(store), start)?)
        }
        Some(Command::Resume(ref args)) => {
            let slot = if args.practice {
                crate::store::Slot::Practice
            } else {
                crate::store::Slot::Normal
            };
            Ok(play(
                &cli,
                game_config(&cli),
                data_dir,
                None,
                crate::tui::Start::Resume(slot),
            )?)
        }
        Some(Command::Rules(args)) => {
            let rules = args.rules.resolve();
            let mut text = if args.markdown {
                rules_text(&rules)
            } else {
                rules_plain(&rules)
            };
            text.push(String::new());
            text.push(format!("Active settings ({}):", rules.name()));
            text.extend(settings_table(&rules));
            Ok(print(&text.join("\n"))?)
        }
        Some(Command::Config(ref args)) => config_command(&cli, args),
        Some(Command::Card(ref args)) => Ok(print(&headless::card(args, data_dir.as_deref())?)?),
        Some(Command::Completions(ref args)) => {
            let mut command = <Cli as clap::CommandFactory>::command();
            let mut out = Vec::new();
            clap_complete::generate(args.shell, &mut command, "yahtzee", &mut out);
            Ok(print(&String::from_utf8_lossy(&out))?)
        }
        Some(Command::Man) => {
            let command = <Cli as clap::CommandFactory>::command();
            let mut out = Vec::new();
            clap_mangen::Man::new(command)
                .render(&mut out)
                .map_err(|e| format!("cannot write the manual page: {e}"))?;
            Ok(print(&String::from_utf8_lossy(&out))?)
        }
        None => Ok(play(
            &cli,
            game_config(&cli),
            data_dir,
            None,
            crate::tui::Start::Menu,
        )?),
    }
}
