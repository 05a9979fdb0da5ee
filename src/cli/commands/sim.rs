//! `yahtzee sim`: CPU-only matches and each seat's figures: wins with their interval, and
//! the margin over the best other seat (its spread is what same dice narrow).

use std::fmt::Write as _;
use std::path::Path;

use super::{optimum_for, outlook_for};
use crate::ai::arena;
use crate::cli::CliError;
use crate::cli::args::SimArgs;
use crate::words::count;

fn pct(x: f64) -> String {
    format!("{:.1}%", x * 100.0)
}

pub(crate) fn run(args: &SimArgs, data_dir: Option<&Path>) -> Result<String, CliError> {
    let rules = args.rules.resolve(data_dir)?;
    let levels = &args.players.0;
    let needs: Vec<_> = levels
        .iter()
        .map(|&l| crate::ai::needs(l, &rules))
        .collect();
    let optimum = needs
        .iter()
        .any(|n| n.strategy())
        .then(|| optimum_for(data_dir, &rules.column_rules(), args.json));
    let outlook = match (&optimum, needs.iter().any(|n| n.odds())) {
        (Some(t), true) => Some(outlook_for(data_dir, t, args.json)),
        _ => None,
    };
    let threads = args.threads.map_or_else(
        || std::thread::available_parallelism().map_or(2, |n| n.get()),
        usize::from,
    );
    let report = arena::run_setup(&arena::ArenaSetup {
        rules,
        levels: levels.clone(),
        games: args.games,
        seed: args.seed,
        threads,
        optimum,
        outlook,
        rotate: !args.fixed_order,
        dice: if args.same_dice {
            arena::SimDice::SameDice
        } else if args.tape {
            arena::SimDice::Tape
        } else {
            arena::SimDice::Generator
        },
    })?;
    if args.json {
        return Ok(serde_json::to_string_pretty(&report)?);
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}, {} rules, seed {}{}, {}, {}: {:.1} s, {:.0} games/s",
        count(report.games, "game", "games"),
        rules.name(),
        report.seed,
        match report.dice {
            arena::SimDice::Generator => "",
            arena::SimDice::Tape => " on the tape",
            arena::SimDice::SameDice => " on the tape, same dice",
        },
        count(report.threads as u64, "thread", "threads"),
        if report.rotated {
            "first seat rotating"
        } else {
            "seat 1 always first"
        },
        report.seconds,
        report.games_per_second
    );
    let _ = writeln!(
        out,
        "{:<5} {:<9} {:>8} {:>7} {:>5} {:>5} {:>7} {:>8} {:>7}  {:<13} {:>7} {:>6}",
        "seat",
        "level",
        "mean",
        "sd",
        "min",
        "max",
        "bonus",
        "yahtzee",
        "wins",
        "95% interval",
        "margin",
        "sd"
    );
    for s in &report.seats {
        let _ = writeln!(
            out,
            "{:<5} {:<9} {:>8.2} {:>7.2} {:>5} {:>5} {:>7} {:>8} {:>7}  {:<13} {:>+7.2} {:>6.2}",
            s.seat,
            s.level.label(),
            s.mean,
            s.sd,
            s.min,
            s.max,
            pct(s.upper_bonus_rate),
            pct(s.yahtzee_rate),
            pct(s.win_share),
            format!("{}–{}", pct(s.win_share_ci95[0]), pct(s.win_share_ci95[1])),
            s.margin_mean,
            s.margin_sd
        );
    }
    Ok(out)
}
