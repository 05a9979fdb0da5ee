//! `yahtzee-lab`: the measurements behind the figures the game's documents quote (the solver
//! and its cache, single decisions, the arena, the outlook, the Shark, a hosted
//! table over SSH). A development tool, kept out of the game's binary: it takes exactly the
//! arguments `yahtzee bench` took, e.g. `cargo run --release -p yahtzee-lab -- --tables`.

mod bench;
mod error;
mod host;
mod load;

use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use yahtzee::cli::RulesArgs;
use yahtzee::escape::shown_lines;

pub use error::LabError;

/// Everything `yahtzee bench` took before it left the game, unchanged: the lab's command line.
#[derive(Debug, Parser)]
#[command(
    name = "yahtzee-lab",
    version,
    about = "Measure the solver, its cache, single decisions and the arena, and print the figures."
)]
pub struct BenchArgs {
    /// Shark matches to time in the arena; each solitaire level plays fifteen times as many.
    #[arg(long, value_name = "N", default_value_t = 2000, value_parser = clap::value_parser!(u64).range(1..))]
    pub games: u64,
    /// Also check the chance to win's calibration over this many Perfect-only matches of 2
    /// seats and of 4 (e.g. 20000).
    #[arg(long, value_name = "MATCHES", value_parser = clap::value_parser!(u64).range(1..))]
    pub calibration: Option<u64>,
    /// Also compare exact chances with this many simulated completions on fixed positions
    /// (e.g. 1000000).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub odds_check: Option<u64>,
    /// Instead, solve every ruleset with an exact table from scratch (both cards, 1–5
    /// throws, held dice free or sticky) and print each time.
    #[arg(long, conflicts_with_all = ["calibration", "odds_check"])]
    pub tables: bool,
    /// Instead, host a table in a child process and measure it over loopback SSH: key to
    /// redrawn screen, bytes per throw, resident memory with 1 and 16 connections, and 200
    /// connect/disconnect cycles.
    #[arg(long, conflicts_with_all = ["calibration", "odds_check", "tables"])]
    pub host: bool,
    /// Instead, build each preset's tables from nothing as a playing process does (the
    /// optimum, then the chance-to-win table or the column valuation), each in a process of
    /// its own, and print each one's peak resident memory and time.
    #[arg(long, conflicts_with_all = ["calibration", "odds_check", "tables", "host"])]
    pub build_peak: bool,
    /// Instead, start `yahtzee serve` in a child process and load it over loopback SSH:
    /// people with keys of their own arrive, order tables of three people and a CPU and play
    /// at a person's pace, one more watching each; then connect/disconnect cycles and a
    /// restart after SIGKILL. Prints key to redrawn screen, memory, processor, threads and
    /// open files.
    #[arg(long, conflicts_with_all = ["calibration", "odds_check", "tables", "host", "build_peak"])]
    pub serve: bool,
    /// Instead, time the account of luck and play of a four-seat match from tables already
    /// loaded (the results screen's readout, and the review's with chances to win), the
    /// tables loaded from the data folder's cache or built first.
    #[arg(long, conflicts_with_all = ["calibration", "odds_check", "tables", "host", "build_peak", "serve"])]
    pub luck: bool,
    /// With --serve: people connected at once (three at each table, then one watching each,
    /// then the rest in the lobby).
    #[arg(long, value_name = "N", default_value_t = 200, requires = "serve",
          value_parser = clap::value_parser!(u64).range(3..=5000))]
    pub people: u64,
    /// With --serve: tables open and playing, each of three people and a Strong CPU.
    #[arg(long, value_name = "N", default_value_t = 50, requires = "serve",
          value_parser = clap::value_parser!(u64).range(1..=1000))]
    pub open_tables: u64,
    /// With --serve: seconds of play.
    #[arg(long, value_name = "S", default_value_t = 30, requires = "serve",
          value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub seconds: u64,
    /// With --serve: connect/disconnect cycles after the play (0: none).
    #[arg(long, value_name = "N", default_value_t = 500, requires = "serve",
          value_parser = clap::value_parser!(u64).range(0..=100_000))]
    pub cycles: u64,
    /// With --serve: the seed of the people's keys, pace and choices.
    #[arg(long, value_name = "N", default_value_t = 1, requires = "serve")]
    pub seed: u64,
    /// The child process that measures a playing process's resident memory (the lab starts
    /// it with the tables it just cached); not for use by hand.
    #[arg(long, hide = true, value_name = "WHAT")]
    pub probe: Option<MemoryProbe>,
    #[command(flatten)]
    pub rules: RulesArgs,
    /// The data folder: where a memory probe finds the tables it loads (the lab makes its
    /// own scratch folders for everything else).
    #[arg(long, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
}

/// What a resident-memory probe plays, as a match of that kind needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum MemoryProbe {
    /// Two people with the chances hidden, hints open: the solver's table only.
    Hidden,
    /// Two people with every seat's chance to win after every action.
    Chances,
    /// A Shark against Perfect, with the chances shown.
    Shark,
    /// Builds the rules' tables from nothing in an empty data folder, as a playing process
    /// does (`--build-peak`).
    Build,
}

fn main() -> ExitCode {
    let args = BenchArgs::parse();
    let data_dir = yahtzee::store::data_dir(args.data_dir.clone());
    match bench::run(&args, data_dir.as_deref()) {
        Ok(text) => {
            let text = shown_lines(&text);
            let mut out = std::io::stdout().lock();
            // A closed pipe (`yahtzee-lab | head`) is not an error worth reporting.
            let _ = out.write_all(text.as_bytes()).and_then(|_| {
                if text.ends_with('\n') {
                    Ok(())
                } else {
                    out.write_all(b"\n")
                }
            });
            ExitCode::SUCCESS
        }
        Err(err) => {
            // A failure late in a run comes with the figures measured before it, a line each.
            eprintln!("yahtzee-lab: {}", shown_lines(&err.to_string()));
            ExitCode::from(err.exit_code())
        }
    }
}
