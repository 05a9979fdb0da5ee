//! `yahtzee host`: a match friends join over SSH. Setup (or the saved match with
//! `--resume`), then the table served while the host plays here as usual; `--headless`
//! serves it with no seat here.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};

use super::disk;
use super::play::{game_config, new_start};
use crate::cli::args::HostArgs;
use crate::cli::{Cli, CliError};
use crate::game::{Seat, SeatKind};
use crate::net::{Code, KnownKeys, Limits, Serve, Server};
use crate::store::{LoadOutcome, Slot, Storage};
use crate::tui::Start;
use crate::tui::hosting::{Doors, Hosting};

/// Where the host's key and the guests' remembered keys are kept in the data folder.
pub fn key_file(data: &Path) -> PathBuf {
    data.join("host").join("ssh_host_ed25519_key")
}

pub fn guest_keys_file(data: &Path) -> PathBuf {
    data.join("host").join("guest_keys.json")
}

pub fn run(cli: &Cli, args: &HostArgs, data_dir: Option<PathBuf>) -> Result<ExitCode, CliError> {
    use std::io::IsTerminal;
    let data = data_dir.clone().ok_or(CliError::NoDataFolder)?;
    let interactive = !args.headless;
    if interactive && (!std::io::stdout().is_terminal() || !std::io::stdin().is_terminal()) {
        return Err(CliError::Usage(
            "hosting with a seat here needs a terminal; serve without one with --headless"
                .to_string(),
        ));
    }
    let mut store = disk(Some(&data))?;
    let config = game_config(cli);
    let start = start_of(args, &config.0.defaults, &mut store)?;
    let known = KnownKeys::load(Some(guest_keys_file(&data)), &config.0.guest_keys)
        .map_err(CliError::Failed)?;
    let known = Arc::new(Mutex::new(known));
    let code = Code::random();
    let terminal = if interactive {
        Some(crate::tui::HostTerminal::open().map_err(CliError::Terminal)?)
    } else {
        None
    };
    let wake: Box<dyn Fn() + Send + Sync> = match &terminal {
        Some(t) => t.waker().map_err(CliError::Terminal)?,
        None => Box::new(|| {}),
    };
    let server = Server::start(Serve {
        listen: args.listen,
        key_file: key_file(&data),
        code: code.clone(),
        known: known.clone(),
        limits: Limits::default(),
        wake,
    })
    .map_err(|e| CliError::Failed(format!("cannot serve on {}: {e}", args.listen)))?;
    let doors = Doors {
        spectators: usize::from(args.spectators),
        join: crate::net::join_command(&server.addr),
        code: code.reveal().to_string(),
        fingerprint: server.fingerprint.clone(),
        reach: crate::net::reach(&server.addr),
    };
    // Said before the table's screen covers it, and kept on the terminal after.
    let intro = format!(
        "{}\nGuests join with: {}\nInvitation code: {}\nHost key fingerprint: {}",
        doors.reach, doors.join, doors.code, doors.fingerprint
    );
    eprintln!("{intro}");
    let (config, notice) = config;
    let prefs = config.prefs(cli.mono);
    let tables = crate::tui::tables::Tables::new(data_dir)
        .building_odds(crate::tui::tables::OddsBuild::child());
    let mut app = crate::tui::App::hosting(Box::new(store), tables, prefs, start);
    if let Some(notice) = notice {
        app.tell(notice);
    }
    let mut hosting = Hosting::new(app, args.headless, doors, known);
    hosting.watch(server.stats.clone());
    match terminal {
        Some(terminal) => {
            crate::tui::run_hosted(&mut hosting, &server.arrivals, terminal)
                .map_err(CliError::Terminal)?;
            eprintln!("The table is closed; the match is saved.");
        }
        None => {
            let stop = Arc::new(AtomicBool::new(false));
            #[cfg(unix)]
            for signal in [signal_hook::consts::SIGINT, signal_hook::consts::SIGTERM] {
                signal_hook::flag::register(signal, stop.clone())
                    .map_err(|e| CliError::Failed(format!("cannot watch for signals: {e}")))?;
            }
            let mut print = |line: String| println!("{}", crate::escape::shown(&line));
            hosting.serve(&server.arrivals, &stop, &mut print);
            println!("The table is closed; the match is saved.");
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// What the host's window starts with: setup filled in from the options (with the guests'
/// seats), the match at once (`--start`, and always when headless), or the saved match.
fn start_of(
    args: &HostArgs,
    defaults: &crate::store::SetupDefaults,
    store: &mut crate::store::DiskStore,
) -> Result<Start, CliError> {
    let slot = if args.new.practice {
        Slot::Practice
    } else {
        Slot::Normal
    };
    let in_progress = matches!(store.load_match(slot), LoadOutcome::Loaded(_));
    if args.resume {
        if !in_progress {
            return Err(CliError::Usage(
                "there is no saved match to reopen; start one with yahtzee host".to_string(),
            ));
        }
        return Ok(Start::Resume(slot));
    }
    if args.headless && in_progress {
        // No one is here to answer whether to replace it.
        return Err(CliError::Usage(
            "a match is in progress in this data folder: reopen its table with --resume, or finish it first"
                .to_string(),
        ));
    }
    let mut start = new_start(&args.new, defaults, store)?;
    let add_guests = |last: &mut crate::store::LastSetup| -> Result<(), CliError> {
        if let Some(guests) = &args.guests {
            if last.seats.len() + guests.0.len() > crate::game::MAX_SEATS {
                return Err(CliError::Usage(format!(
                    "--players and --guests come to {} seats; a match has at most {}",
                    last.seats.len() + guests.0.len(),
                    crate::game::MAX_SEATS
                )));
            }
            let mut joining: Vec<bool> = (0..last.seats.len())
                .map(|i| last.options.joins_for(i))
                .collect();
            for name in &guests.0 {
                last.seats.push(Seat::human(name));
                joining.push(true);
            }
            last.options.joining = joining;
        }
        if args.headless {
            // No one plays here: every person joins.
            last.options.joining = last
                .seats
                .iter()
                .map(|s| s.kind == SeatKind::Human)
                .collect();
        }
        crate::game::validate_seats(&last.seats)
            .map_err(|e| CliError::Usage(format!("the seats cannot play: {e}")))?;
        if let Some(why) = last.options.check_seats(&last.seats) {
            return Err(CliError::Usage(why.to_string()));
        }
        Ok(())
    };
    match &mut start {
        Start::Setup {
            setup: Some(last),
            seed,
        } if args.headless => {
            add_guests(last)?;
            let setup = crate::game::MatchSetup {
                rules: last.rules,
                seats: last.seats.clone(),
                seed: seed.unwrap_or_else(rand::random),
            };
            start = Start::Match {
                setup,
                options: last.options.clone(),
            };
        }
        Start::Setup {
            setup: Some(last), ..
        } => add_guests(last)?,
        Start::Match { setup, options } => {
            let mut last = crate::store::LastSetup {
                rules: setup.rules,
                seats: setup.seats.clone(),
                options: options.clone(),
            };
            add_guests(&mut last)?;
            setup.seats = last.seats;
            *options = last.options;
        }
        _ => {}
    }
    Ok(start)
}
