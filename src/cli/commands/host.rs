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
use crate::l10n::t;
use crate::net::{Code, KnownKeys, Limits, Policy, Serve, Server, guest_keys_file};
use crate::store::Storage;
use crate::tui::Start;
use crate::tui::hosting::{AwayRule, Doors, Hosting};

/// How long a headless table waits for a guest who is away before a CPU plays for them,
/// unless `--stand-in-after` says otherwise: no one is there to press `p`.
const HEADLESS_WAIT_MINUTES: u64 = 5;

/// `--list-keys` and `--forget-key`: the guests' keys remembered with their seats.
fn keys(args: &HostArgs, data: &Path) -> Result<ExitCode, CliError> {
    let shown = |s: &str| crate::escape::excerpt(s, 80);
    // Keys listed in the config are the config's to change: only remembered ones are here.
    let mut known = KnownKeys::load(Some(guest_keys_file(data)), &[])?;
    if let Some(who) = &args.forget_key {
        let gone = known.forget(who).map_err(|e| {
            CliError::Failed(t!(
                "serve-host-cli-cannot-write",
                path = crate::escape::shown_path(&guest_keys_file(data)),
                why = e.to_string()
            ))
        })?;
        if gone.is_empty() {
            return Err(CliError::Usage(t!(
                "serve-host-cli-no-such-key",
                who = shown(who)
            )));
        }
        for (fingerprint, r) in gone {
            println!(
                "{}",
                t!(
                    "serve-host-cli-forgot",
                    name = shown(&r.name),
                    key = shown(&fingerprint)
                )
            );
        }
        return Ok(ExitCode::SUCCESS);
    }
    if known.remembered().is_empty() {
        println!("{}", t!("serve-keys-none"));
    }
    for (fingerprint, r) in known.remembered() {
        let at = match (&r.table, r.seat) {
            (Some(table), Some(seat)) => t!(
                "serve-keys-seat-of-match",
                seat = (seat + 1),
                table = shown(table)
            ),
            _ => t!("serve-host-cli-admits-nowhere"),
        };
        println!("{}  {}  {at}", shown(fingerprint), shown(&r.name));
    }
    Ok(ExitCode::SUCCESS)
}

/// Where the host's key is kept in the data folder (the guests' remembered keys are beside
/// it: [`guest_keys_file`]).
pub(crate) fn key_file(data: &Path) -> PathBuf {
    data.join("host").join("ssh_host_ed25519_key")
}

pub(crate) fn run(
    cli: &Cli,
    args: &HostArgs,
    data_dir: Option<PathBuf>,
) -> Result<ExitCode, CliError> {
    use std::io::IsTerminal;
    let data = data_dir.clone().ok_or(CliError::NoDataFolder)?;
    if args.list_keys || args.forget_key.is_some() {
        return keys(args, &data);
    }
    let interactive = !args.headless;
    if interactive && (!std::io::stdout().is_terminal() || !std::io::stdin().is_terminal()) {
        return Err(CliError::Usage(t!("serve-host-cli-needs-terminal")));
    }
    let mut store = disk(Some(&data))?;
    let config = game_config(cli);
    let start = start_of(args, &config.0.defaults, &mut store)?;
    let known = KnownKeys::load(Some(guest_keys_file(&data)), &config.0.guest_keys)?;
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
        policy: Policy::Table {
            code: code.clone(),
            known: known.clone(),
        },
        limits: Limits::default(),
        wake,
    })
    .map_err(|e| {
        CliError::Failed(t!(
            "serve-host-cli-cannot-serve",
            addr = args.listen.to_string(),
            why = e.to_string()
        ))
    })?;
    let doors = doors_of(args, &server, &code);
    // Said before the table's screen covers it, and kept on the terminal after.
    let intro = t!(
        "serve-host-cli-intro",
        reach = doors.reach.as_str(),
        join = doors.join.as_str(),
        code = doors.code.as_str(),
        key = doors.fingerprint.as_str()
    );
    eprintln!("{intro}");
    let (config, notice) = config;
    let prefs = config.prefs(cli.mono);
    let shelf = crate::tui::shelf::Shelf::new(data_dir)
        .building_odds(crate::tui::shelf::OddsBuild::child());
    let mut app = crate::tui::App::hosting(Box::new(store), shelf, prefs, start);
    if let Some(notice) = notice {
        app.tell(notice);
    }
    let mut hosting = Hosting::new(app, args.headless, doors, known);
    if args.resume {
        hosting.reopened();
    }
    hosting.watch(server.stats.clone());
    serve_until_closed(&mut hosting, &server, terminal)?;
    Ok(ExitCode::SUCCESS)
}

/// What the table tells and allows its guests: when a CPU stands in for one away (always,
/// after a while, when headless), how many may watch, and how to join.
fn doors_of(args: &HostArgs, server: &Server, code: &Code) -> Doors {
    let away = match (args.stand_in_after, args.headless) {
        (Some(minutes), _) => Some(u64::from(minutes)),
        (None, true) => Some(HEADLESS_WAIT_MINUTES),
        (None, false) => None,
    };
    Doors {
        away: AwayRule {
            after: away.map(|m| std::time::Duration::from_secs(m.saturating_mul(60))),
            level: args.stand_in,
        },
        spectators: usize::from(args.spectators),
        join: crate::net::join_command(&server.addr),
        code: code.reveal().to_string(),
        fingerprint: server.fingerprint.clone(),
        reach: crate::net::reach(&server.addr),
    }
}

/// Runs the table until it closes: on the host's terminal, or headless until a signal.
fn serve_until_closed(
    hosting: &mut Hosting,
    server: &Server,
    terminal: Option<crate::tui::HostTerminal>,
) -> Result<(), CliError> {
    match terminal {
        Some(terminal) => {
            crate::tui::run_hosted(hosting, &server.arrivals, terminal)
                .map_err(CliError::Terminal)?;
            eprintln!("{}", t!("serve-host-cli-closed"));
        }
        None => {
            let stop = Arc::new(AtomicBool::new(false));
            #[cfg(unix)]
            for signal in [signal_hook::consts::SIGINT, signal_hook::consts::SIGTERM] {
                signal_hook::flag::register(signal, stop.clone()).map_err(|e| {
                    CliError::Failed(t!("serve-host-cli-signals", why = e.to_string()))
                })?;
            }
            let mut print = |line: String| println!("{}", crate::escape::shown(&line));
            hosting.serve(&server.arrivals, &stop, &mut print);
            println!("{}", t!("serve-host-cli-closed"));
        }
    }
    Ok(())
}

/// What the host's window starts with: setup filled in from the options (with the guests'
/// seats), the match at once (`--start`, and always when headless), or the saved match.
fn start_of(
    args: &HostArgs,
    defaults: &crate::store::SetupDefaults,
    store: &mut crate::store::DiskStore,
) -> Result<Start, CliError> {
    if args.resume {
        // The newest match on the go of the kind asked for (practice or not).
        let id = super::list::pick(None, args.new.practice, store.data_dir())
            .map_err(|_| CliError::Usage(t!("serve-host-cli-nothing-to-reopen")))?;
        return Ok(Start::Resume(id));
    }
    let mut start = new_start(&args.new, defaults, store)?;
    let add_guests =
        |last: &mut crate::store::LastSetup| -> Result<(), CliError> { seat_the_table(args, last) };
    match &mut start {
        Start::Setup {
            setup: Some(last),
            seed,
        } if args.headless => {
            add_guests(last)?;
            if last.same_dice {
                super::play::same_dice_applies(last)?;
            }
            let setup = crate::game::MatchSetup {
                rules: last.rules,
                seats: last.seats.clone(),
                seed: seed.unwrap_or_else(rand::random),
                same_dice: last.same_dice,
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
                same_dice: setup.same_dice,
                language: None,
            };
            add_guests(&mut last)?;
            setup.seats = last.seats;
            *options = last.options;
        }
        _ => {}
    }
    Ok(start)
}

/// Who sits where: `--players` play at the host and `--guests` join over SSH, always,
/// whatever the last setup said; `--guests` alone seats the host (no one, when headless)
/// and the guests, and no one else from the last setup. With neither, the last setup's
/// seats stay as they were, to be changed on the setup screen.
fn seat_the_table(args: &HostArgs, last: &mut crate::store::LastSetup) -> Result<(), CliError> {
    let players_given = args.new.players.is_some();
    if let Some(guests) = &args.guests {
        if !players_given {
            let host = host_seat(last);
            last.seats = if args.headless {
                Vec::new()
            } else {
                vec![host]
            };
            last.options.coach.clear();
            last.options.real_dice.clear();
        }
        if last.seats.len() + guests.0.len() > crate::game::MAX_SEATS {
            return Err(CliError::Usage(t!(
                "serve-host-cli-too-many-seats",
                count = (last.seats.len() + guests.0.len()),
                most = crate::game::MAX_SEATS
            )));
        }
        let mut joining = vec![false; last.seats.len()];
        for name in &guests.0 {
            last.seats.push(Seat::human(name));
            joining.push(true);
        }
        last.options.joining = joining;
    } else if players_given {
        last.options.joining = vec![false; last.seats.len()];
    }
    if args.headless {
        // No one plays here: every person joins.
        last.options.joining = last
            .seats
            .iter()
            .map(|s| s.kind == SeatKind::Human)
            .collect();
    }
    // New names: a remembered setup may hold a name from before format characters were
    // refused, and it must not reach a new table or its guests' screens.
    crate::game::validate_new_seats(&last.seats).map_err(|e| {
        CliError::Usage(t!("serve-host-cli-seats-cannot-play", why = e.to_string()))
    })?;
    if let Some(why) = last.options.check_seats(&last.seats) {
        return Err(CliError::Usage(why.to_string()));
    }
    Ok(())
}

/// The host's own seat when `--guests` comes alone: the seat the host played last time
/// (the first person's seat that did not join), or "You".
fn host_seat(last: &crate::store::LastSetup) -> Seat {
    last.seats
        .iter()
        .enumerate()
        .find(|(i, s)| s.kind == SeatKind::Human && !last.options.joins_for(*i))
        .map_or_else(|| Seat::human("You"), |(_, s)| s.clone())
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;
    use crate::cli::args::Command;
    use crate::store::{DiskStore, LastSetup};

    fn host_args(words: &[&str]) -> HostArgs {
        let all = ["yahtzee", "host"].iter().chain(words);
        match Cli::try_parse_from(all).map(|c| c.command) {
            Ok(Some(Command::Host(args))) => args,
            other => panic!("{words:?}: {other:?}"),
        }
    }

    /// The seats and who joins, after a headless table of Ana, Ben and a CPU was the last
    /// setup.
    fn seated(words: &[&str]) -> Result<Vec<(String, bool)>, String> {
        let dir = tempfile::tempdir().unwrap();
        let mut store = DiskStore::new(dir.path().to_path_buf());
        let last = start_of(
            &host_args(&["--headless", "--players", "Ana,Ben,cpu", "--start"]),
            &Default::default(),
            &mut store,
        )
        .unwrap();
        let Start::Match { setup, options } = last else {
            panic!("headless starts at once");
        };
        store
            .save_setup(&LastSetup {
                rules: setup.rules,
                seats: setup.seats,
                options,
                same_dice: false,
                language: None,
            })
            .unwrap();
        let (seats, options) = match start_of(&host_args(words), &Default::default(), &mut store) {
            Ok(Start::Match { setup, options }) => (setup.seats, options),
            Ok(Start::Setup {
                setup: Some(last), ..
            }) => (last.seats, last.options),
            Ok(_) => panic!("no setup"),
            Err(e) => return Err(e.to_string()),
        };
        Ok(seats
            .iter()
            .enumerate()
            .map(|(i, s)| (s.name.clone(), options.joins_for(i)))
            .collect())
    }

    fn names(seats: &[(&str, bool)]) -> Vec<(String, bool)> {
        seats.iter().map(|&(n, j)| (n.to_string(), j)).collect()
    }

    #[test]
    fn players_play_here_and_guests_join_whatever_the_last_setup_said() {
        assert_eq!(
            seated(&["--players", "Me,cpu", "--guests", "Ana,Ben"]).unwrap(),
            names(&[
                ("Me", false),
                ("Strong CPU", false),
                ("Ana", true),
                ("Ben", true)
            ])
        );
        assert_eq!(
            seated(&["--players", "Me", "--guests", "Ana,Ben", "--start"]).unwrap(),
            names(&[("Me", false), ("Ana", true), ("Ben", true)])
        );
        assert_eq!(
            seated(&["--players", "Me,Bo"]).unwrap(),
            names(&[("Me", false), ("Bo", false)])
        );
    }

    #[test]
    fn guests_alone_borrow_no_players_from_the_last_setup() {
        assert_eq!(
            seated(&["--guests", "Cy,Di"]).unwrap(),
            names(&[("You", false), ("Cy", true), ("Di", true)])
        );
        assert_eq!(
            seated(&["--guests", "Cy", "--headless"]).unwrap(),
            names(&[("Cy", true)])
        );
    }
}
