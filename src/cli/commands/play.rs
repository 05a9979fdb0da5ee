//! The terminal game: `yahtzee new`, `yahtzee resume`, and the main menu when no command is
//! given.

use std::path::PathBuf;
use std::process::ExitCode;

use super::disk;
use crate::cli::args::{NewArgs, ResumeArgs};
use crate::cli::{Cli, CliError};
use crate::escape::shown_lines;

/// `yahtzee new`: match setup filled in from the options, or with `--start` the match itself.
pub fn new(cli: &Cli, args: &NewArgs, data_dir: Option<PathBuf>) -> Result<ExitCode, CliError> {
    let mut store = disk(data_dir.as_deref())?;
    let config = game_config(cli);
    let start = new_start(args, &config.0.defaults, &mut store)?;
    play(cli, config, data_dir, Some(store), start)
}

/// `yahtzee resume`: the saved match (the practice one with `--practice`).
pub fn resume(
    cli: &Cli,
    args: &ResumeArgs,
    data_dir: Option<PathBuf>,
) -> Result<ExitCode, CliError> {
    let slot = if args.practice {
        crate::store::Slot::Practice
    } else {
        crate::store::Slot::Normal
    };
    play(
        cli,
        game_config(cli),
        data_dir,
        None,
        crate::tui::Start::Resume(slot),
    )
}

/// No command: the main menu.
pub fn menu(cli: &Cli, data_dir: Option<PathBuf>) -> Result<ExitCode, CliError> {
    play(
        cli,
        game_config(cli),
        data_dir,
        None,
        crate::tui::Start::Menu,
    )
}

/// The config the game plays with, read once: its problems told on stderr (and again in the
/// menu, since the game's screen hides stderr), the defaults used for each bad entry.
pub(super) fn game_config(cli: &Cli) -> (crate::config::Config, Option<String>) {
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

/// What `yahtzee new` starts with: the last setup, changed by the options given.
pub(super) fn new_start(
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
        last.rules.set(key, value)?;
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
        return Err(CliError::Usage(
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
) -> Result<ExitCode, CliError> {
    use std::io::IsTerminal;
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        return Err(CliError::NoTerminal);
    }
    let store = match store {
        Some(store) => store,
        None => disk(data_dir.as_deref())?,
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
        Err(e) => Err(CliError::Terminal(e)),
    }
}
