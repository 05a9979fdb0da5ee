//! The terminal game: `yahtzee new`, `yahtzee resume`, and the main menu when no command is
//! given.

use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use super::disk;
use crate::cli::args::{NewArgs, ResumeArgs};
use crate::cli::{Cli, CliError};
use crate::escape::shown_lines;
use crate::l10n::t;
use crate::store::LastSetup;

/// `yahtzee new`: match setup filled in from the options, or with `--start` the match itself.
pub(crate) fn new(
    cli: &Cli,
    args: &NewArgs,
    data_dir: Option<PathBuf>,
) -> Result<ExitCode, CliError> {
    let mut store = disk(data_dir.as_deref())?;
    let config = game_config(cli);
    let mut start = new_start(args, &config.0.defaults, &mut store)?;
    // A remembered hosted setup's guests are people here at one terminal.
    match &mut start {
        crate::tui::Start::Match { options, .. } => options.joining.clear(),
        crate::tui::Start::Setup {
            setup: Some(last), ..
        } => last.options.joining.clear(),
        _ => {}
    }
    play(cli, config, data_dir, Some(store), start)
}

/// `yahtzee resume [ID]`: the match named, else the newest. Which one is settled before the
/// terminal is taken, so a wrong ID, or nothing to resume, is said on the command line.
pub(crate) fn resume(
    cli: &Cli,
    args: &ResumeArgs,
    data_dir: Option<PathBuf>,
) -> Result<ExitCode, CliError> {
    let id = super::list::pick(args.id.as_deref(), args.practice, data_dir.as_deref())?;
    play(
        cli,
        game_config(cli),
        data_dir,
        None,
        crate::tui::Start::Resume(id),
    )
}

/// No command: the main menu.
pub(crate) fn menu(cli: &Cli, data_dir: Option<PathBuf>) -> Result<ExitCode, CliError> {
    play(
        cli,
        game_config(cli),
        data_dir,
        None,
        crate::tui::Start::Menu,
    )
}

/// The config the game plays with, read once: its problems told on stderr (and again in the
/// menu, since the game's screen hides stderr; in plain mode only there, on standard output,
/// where the player reads), the defaults used for each bad entry.
pub(super) fn game_config(cli: &Cli) -> (crate::config::Config, Option<String>) {
    let (config, notice) = config_and_notice(cli);
    // A language the game does not speak was said on stderr, which the screen hides: the
    // menu says it again.
    let language = crate::cli::language_choice(cli)
        .notice
        .map(|n| crate::cli::language_notice(&n));
    let notice = match (notice, language) {
        (Some(a), Some(b)) => Some(format!("{a} {b}")),
        (a, b) => a.or(b),
    };
    (config, notice)
}

fn config_and_notice(cli: &Cli) -> (crate::config::Config, Option<String>) {
    let Some((path, named)) = crate::config::locate(cli.config.clone()) else {
        return (crate::config::Config::default(), None);
    };
    let (config, report) = crate::config::load(&path, named);
    let plain = plain_mode(cli, &config);
    let notice = report.map(|report| {
        if !plain {
            eprintln!("yahtzee: config: {}", shown_lines(&report.to_string()));
        }
        let n = report.problems.len();
        let text = report.to_string();
        t!(
            "cli-config-notice",
            path = crate::escape::shown_path(&path),
            count = n,
            first = text.lines().next().unwrap_or_default()
        )
    });
    (config, notice)
}

/// What `yahtzee new` starts with. With `--start`, the defaults (built in, with the config
/// file's over them) and what the command line says, nothing else: a match started from a
/// script or a shell history must not inherit the last match's Triple card, score pad or
/// practice unseen. Without it, setup opens on the last setup (practice aside, which is asked
/// for each time) changed by the options given, where the remembered choices are in view and
/// marked. What the command line names wins: seats with a CPU given there end a remembered
/// score pad (a pad keeps score for people), and every remembered yes/no has a flag for each
/// way.
pub(super) fn new_start(
    args: &NewArgs,
    defaults: &crate::store::SetupDefaults,
    store: &mut crate::store::DiskStore,
) -> Result<crate::tui::Start, CliError> {
    use crate::store::Storage;
    let mut last = if args.start {
        crate::tui::screens::setup::default_setup()
    } else {
        let mut last = store
            .last_setup()
            .unwrap_or_else(crate::tui::screens::setup::default_setup);
        last.options.practice = false;
        last
    };
    defaults.apply(&mut last);
    apply_rules_and_seats(args, &mut last, store.data_dir())?;
    apply_dice_flags(args, &mut last);
    if !args.start {
        return Ok(crate::tui::Start::Setup {
            setup: Some(last),
            seed: args.seed,
        });
    }
    // Only a pad asked for here, with a CPU seated, is refused.
    if last.options.score_pad
        && last
            .seats
            .iter()
            .any(|s| s.kind != crate::game::SeatKind::Human)
    {
        return Err(CliError::Usage(t!("cli-new-pad-people-only")));
    }
    // Seats from --players were checked as they were parsed; those of the config file are
    // checked here as a new match's.
    crate::game::validate_new_seats(&last.seats)
        .map_err(|e| CliError::Usage(t!("cli-new-default-seats", why = e.to_string())))?;
    if last.same_dice {
        same_dice_applies(&last)?;
    }
    let seed = args.seed.unwrap_or_else(rand::random);
    let setup = crate::game::MatchSetup {
        rules: last.rules,
        seats: last.seats.clone(),
        seed,
        same_dice: last.same_dice,
    };
    Ok(crate::tui::Start::Match {
        setup,
        options: last.options,
    })
}

/// Same dice asked for where nothing can be dealt alike is refused rather than dropped: the
/// player would believe the match fair in a way it is not.
pub(super) fn same_dice_applies(last: &LastSetup) -> Result<(), CliError> {
    let why = if last.seats.len() < 2 {
        "one-seat"
    } else if last.options.score_pad {
        "score-pad"
    } else if last.options.real_dice.iter().any(|&r| r) {
        "real-dice"
    } else {
        return Ok(());
    };
    Err(CliError::Usage(t!("cli-new-same-dice-refused", why = why)))
}

/// The rules, the seats and every yes/no the command line gives, over the last setup's.
fn apply_rules_and_seats(
    args: &NewArgs,
    last: &mut LastSetup,
    data_dir: Option<&std::path::Path>,
) -> Result<(), CliError> {
    if let Some(choice) = &args.preset {
        last.rules = super::preset::rules_named(choice, data_dir)?;
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
    if args.practice || args.no_practice {
        last.options.practice = args.practice;
    }
    if args.undo || args.no_undo {
        last.options.undo = args.undo;
    }
    if args.hints || args.no_hints {
        last.options.hints = args.hints;
    }
    if args.chance_to_win || args.no_chance_to_win {
        last.options.show_odds = args.chance_to_win;
    }
    Ok(())
}

/// Where the dice come from: on screen, real dice typed in, or a score pad. A CPU named on
/// the command line ends a remembered pad, unless a pad is asked for too.
fn apply_dice_flags(args: &NewArgs, last: &mut LastSetup) {
    let cpu_named = args
        .players
        .as_ref()
        .is_some_and(|p| p.0.iter().any(|s| s.kind != crate::game::SeatKind::Human));
    if args.on_screen || args.no_score_pad || (cpu_named && !args.score_pad) {
        last.options.score_pad = false;
    }
    if args.on_screen {
        last.options.real_dice.clear();
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
    if args.same_dice || args.no_same_dice {
        last.same_dice = args.same_dice;
    }
}

/// Runs the terminal game.
pub(super) fn play(
    cli: &Cli,
    config: (crate::config::Config, Option<String>),
    data_dir: Option<std::path::PathBuf>,
    store: Option<crate::store::DiskStore>,
    start: crate::tui::Start,
) -> Result<ExitCode, CliError> {
    use std::io::IsTerminal;
    if plain_mode(cli, &config.0) {
        return plain(cli, config, data_dir, store, start);
    }
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        return Err(CliError::NoTerminal);
    }
    let store = match store {
        Some(store) => store,
        None => disk(data_dir.as_deref())?,
    };
    let (config, notice) = config;
    let prefs = config.prefs(cli.mono);
    let shelf = crate::tui::shelf::Shelf::new(data_dir)
        .building_odds(crate::tui::shelf::OddsBuild::child());
    let mut app = crate::tui::App::new(Box::new(store), shelf, prefs, start);
    if let Some(notice) = notice {
        app.tell(notice);
    }
    match crate::tui::run(app) {
        Ok(crate::tui::Exit::Quit) => Ok(ExitCode::SUCCESS),
        // Said once the terminal is back to normal, so it stays on screen.
        Ok(crate::tui::Exit::Saved(id)) => {
            println!("{}", saved_line(&id));
            Ok(ExitCode::SUCCESS)
        }
        // Moves that could not be saved are lost: said on leaving, as a failure.
        Ok(crate::tui::Exit::Unsaved(lost)) => {
            eprintln!("yahtzee: {lost}");
            Ok(ExitCode::FAILURE)
        }
        Err(e) => Err(CliError::Terminal(e)),
    }
}

/// Whether the game is played in plain lines: `--plain`, a terminal that says it can do
/// nothing else (`TERM=dumb`), or `[ui] mode = "plain"`.
pub(crate) fn plain_mode(cli: &Cli, config: &crate::config::Config) -> bool {
    cli.plain
        || std::env::var_os("TERM").is_some_and(|t| t == "dumb")
        || config.mode == crate::config::UiMode::Plain
}

/// Runs the game in plain mode on standard input and output: no terminal is needed, so a
/// screen reader, a braille display or a script can drive it.
fn plain(
    cli: &Cli,
    config: (crate::config::Config, Option<String>),
    data_dir: Option<std::path::PathBuf>,
    store: Option<crate::store::DiskStore>,
    start: crate::tui::Start,
) -> Result<ExitCode, CliError> {
    let store = match store {
        Some(store) => store,
        None => disk(data_dir.as_deref())?,
    };
    let (config, notice) = config;
    let shelf = crate::tui::shelf::Shelf::new(data_dir)
        .building_odds(crate::tui::shelf::OddsBuild::child());
    let plain = crate::plain::Plain {
        store: Box::new(store),
        shelf,
        defaults: config.prefs(cli.mono).defaults,
        notice,
    };
    let exit = crate::plain::run(plain, start, std::io::stdin().lock(), std::io::stdout());
    match exit {
        crate::tui::Exit::Quit => Ok(ExitCode::SUCCESS),
        crate::tui::Exit::Saved(id) => {
            // A reader that has gone (a closed pipe) leaves the match saved all the same.
            let _ = writeln!(std::io::stdout(), "{}", saved_line(&id));
            Ok(ExitCode::SUCCESS)
        }
        crate::tui::Exit::Unsaved(lost) => {
            eprintln!("yahtzee: {lost}");
            Ok(ExitCode::FAILURE)
        }
    }
}

/// What leaving a match on the go says, in one line, in the player's language (plain
/// mode's reader hears it as the last line of the match).
pub(crate) fn saved_line(id: &crate::store::MatchId) -> String {
    t!("cli-match-saved", id = id.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::args::{Cli, Command};
    use crate::store::Storage;
    use clap::Parser;

    /// What `yahtzee new ARGS` starts with over a store whose last setup is `last`.
    fn start_over(
        last: &crate::store::LastSetup,
        args: &[&str],
    ) -> Result<crate::tui::Start, CliError> {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let mut store = crate::store::DiskStore::new(dir.path().to_path_buf());
        store.save_setup(last).unwrap_or_else(|e| panic!("{e}"));
        let cli = Cli::try_parse_from(["yahtzee", "new"].iter().chain(args))
            .unwrap_or_else(|e| panic!("{e}"));
        let Some(Command::New(new)) = cli.command else {
            panic!("not a new match");
        };
        new_start(&new, &crate::store::SetupDefaults::default(), &mut store)
    }

    fn options(start: &crate::tui::Start) -> &crate::store::MatchOptions {
        match start {
            crate::tui::Start::Match { options, .. } => options,
            crate::tui::Start::Setup {
                setup: Some(last), ..
            } => &last.options,
            _ => panic!("neither a match nor setup"),
        }
    }

    fn rules(start: &crate::tui::Start) -> crate::rules::Ruleset {
        match start {
            crate::tui::Start::Match { setup, .. } => setup.rules,
            crate::tui::Start::Setup {
                setup: Some(last), ..
            } => last.rules,
            _ => panic!("neither a match nor setup"),
        }
    }

    /// A last setup full of surprises: Triple, practice, a score pad, no hints, no undo.
    fn surprising() -> crate::store::LastSetup {
        let mut last = crate::tui::screens::setup::default_setup();
        last.rules = crate::rules::Ruleset::preset(crate::rules::Preset::Triple);
        last.seats = vec![
            crate::game::Seat::human("Al"),
            crate::game::Seat::human("Bo"),
        ];
        last.options.score_pad = true;
        last.options.practice = true;
        last.options.undo = false;
        last.options.hints = false;
        last
    }

    #[test]
    fn start_begins_from_the_defaults_and_the_command_line_only() {
        let last = surprising();
        let start = start_over(&last, &["--start"]).unwrap_or_else(|e| panic!("{e}"));
        let defaults = crate::tui::screens::setup::default_setup();
        let crate::tui::Start::Match { setup, options: o } = &start else {
            panic!("the match did not start");
        };
        assert_eq!(setup.rules, crate::rules::Ruleset::CLASSIC);
        assert_eq!(setup.seats, defaults.seats);
        assert_eq!(o, &defaults.options);
        // What the command line says, and only that, over the defaults.
        let start = start_over(&last, &["--rules", "yatzy", "--no-hints", "--start"])
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            rules(&start),
            crate::rules::Ruleset::preset(crate::rules::Preset::Yatzy)
        );
        let o = options(&start);
        assert!(!o.hints && o.undo && !o.score_pad && !o.practice);
    }

    #[test]
    fn setup_opens_on_the_last_setup_but_never_as_practice() {
        let start = start_over(&surprising(), &[]).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            rules(&start),
            crate::rules::Ruleset::preset(crate::rules::Preset::Triple)
        );
        let o = options(&start);
        assert!(o.score_pad && !o.hints && !o.practice);
        let start = start_over(&surprising(), &["--practice"]).unwrap_or_else(|e| panic!("{e}"));
        assert!(options(&start).practice);
    }

    #[test]
    fn the_command_line_beats_what_setup_remembers() {
        let mut last = surprising();
        last.rules = crate::rules::Ruleset::CLASSIC;
        // Seats with a CPU named here end the remembered pad, without a word needed.
        let start = start_over(&last, &["--players", "Al,cpu"]).unwrap_or_else(|e| panic!("{e}"));
        assert!(!options(&start).score_pad);
        // A pad asked for here with a CPU is still refused.
        assert!(start_over(&last, &["--players", "Al,cpu", "--score-pad", "--start"]).is_err());
        // Each remembered yes/no has its flag the other way.
        let start = start_over(
            &last,
            &["--no-score-pad", "--no-practice", "--undo", "--hints"],
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let o = options(&start);
        assert!(!o.score_pad && !o.practice && o.undo && o.hints);
        last.options.score_pad = false;
        last.options.real_dice = vec![true, true];
        last.options.show_odds = true;
        let start = start_over(&last, &["--on-screen", "--no-hints", "--no-chance-to-win"])
            .unwrap_or_else(|e| panic!("{e}"));
        let o = options(&start);
        assert!(o.real_dice.iter().all(|r| !r) && !o.hints && !o.show_odds);
        // What is not named stays as remembered, in setup.
        let start = start_over(&last, &[]).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(options(&start).real_dice, vec![true, true]);
        assert!(Cli::try_parse_from(["yahtzee", "new", "--undo", "--no-undo"]).is_err());
        assert!(Cli::try_parse_from(["yahtzee", "new", "--on-screen", "--real-dice"]).is_err());
    }
}
