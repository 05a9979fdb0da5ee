//! `yahtzee sim`: CPU-only matches and each seat's figures: wins with their interval, and
//! the margin over the best other seat (its spread is what same dice narrow).

use std::path::Path;

use super::columns::{Column, lay_out};
use super::{optimum_for, outlook_for};
use crate::ai::arena;
use crate::cli::CliError;
use crate::cli::args::SimArgs;
use crate::l10n::{decimal, percent, t};

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
    let dice = match report.dice {
        arena::SimDice::Generator => "generator",
        arena::SimDice::Tape => "tape",
        arena::SimDice::SameDice => "same",
    };
    let mut out = t!(
        "cli-sim-summary",
        games = report.games,
        rules = rules.name(),
        seed = report.seed.to_string(),
        dice = dice,
        threads = report.threads,
        rotating = if report.rotated { "yes" } else { "no" },
        seconds = decimal(report.seconds, 1),
        rate = decimal(report.games_per_second, 0)
    );
    out.push('\n');
    let heading = vec![
        t!("cli-sim-seat"),
        t!("cli-sim-level"),
        t!("cli-sim-mean"),
        t!("cli-sim-sd"),
        t!("cli-sim-min"),
        t!("cli-sim-max"),
        t!("cli-sim-bonus"),
        t!("cli-sim-yahtzee"),
        t!("cli-sim-wins"),
        t!("cli-sim-interval"),
        t!("cli-sim-margin"),
        t!("cli-sim-sd"),
    ];
    let rows = std::iter::once(heading).chain(report.seats.iter().map(|s| {
        vec![
            s.seat.to_string(),
            s.level.label().to_string(),
            decimal(s.mean, 2),
            decimal(s.sd, 2),
            s.min.to_string(),
            s.max.to_string(),
            percent(s.upper_bonus_rate),
            percent(s.yahtzee_rate),
            percent(s.win_share),
            t!(
                "cli-sim-interval-range",
                low = percent(s.win_share_ci95[0]),
                high = percent(s.win_share_ci95[1])
            ),
            with_sign(s.margin_mean),
            decimal(s.margin_sd, 2),
        ]
    }));
    for line in lay_out(&COLUMNS, &rows.collect::<Vec<_>>()) {
        out.push_str(&line);
        out.push('\n');
    }
    Ok(out)
}

/// The columns of the seats' table, at the widths the English table has always had.
const COLUMNS: [Column; 12] = [
    Column::left(5, 0),
    Column::left(9, 1),
    Column::right(8, 1),
    Column::right(7, 1),
    Column::right(5, 1),
    Column::right(5, 1),
    Column::right(7, 1),
    Column::right(8, 1),
    Column::right(7, 1),
    Column::left(13, 2),
    Column::right(7, 1),
    Column::right(6, 1),
];

/// A margin with two decimals and its sign, "+3.25" or "-1.50", as the table has always
/// written it (in the language's decimal mark).
fn with_sign(x: f64) -> String {
    let sign = if x < 0.0 { '-' } else { '+' };
    format!("{sign}{}", decimal(x.abs(), 2))
}
