//! The subcommands that need no terminal: sim, advise, odds, bench, stats, review.

use std::fmt::Write as _;
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

use serde_json::json;

use super::CliError;
use super::args::{AdviseArgs, BenchArgs, CardArgs, OddsArgs, ReviewArgs, SimArgs};
use crate::ai::arena;
use crate::ai::kernel::RulesContext;
use crate::ai::{Choice, Table, TurnPlan};
use crate::game::Level;
use crate::rules::{
    BoxId, Card, Counts, Dice, Face, Holds, Ruleset, Scorecard, SettingKey, SettingValue,
};
use crate::store::table_cache::{self, TableSource};
use crate::words::count;
pub use crate::words::describe;

/// The optimal table for `rules`, from the cache or solved with progress on stderr (a
/// running percentage on a terminal, one line otherwise).
pub fn table_for(data_dir: Option<&Path>, rules: &Ruleset, quiet: bool) -> Arc<Table> {
    use std::io::IsTerminal;
    let live = !quiet && std::io::stderr().is_terminal();
    let last = std::sync::atomic::AtomicUsize::new(0);
    let announced = std::sync::atomic::AtomicBool::new(false);
    let progress = |done: usize, total: usize| {
        if quiet {
            return;
        }
        let pct = done * 100 / total.max(1);
        if live && pct / 10 != last.swap(pct, std::sync::atomic::Ordering::Relaxed) / 10 {
            eprint!(
                "\rComputing the optimal strategy for these rules (once; it is then cached): {pct:3}%"
            );
            if done == total {
                eprintln!();
            }
        } else if !live && !announced.swap(true, std::sync::atomic::Ordering::Relaxed) {
            eprintln!("Computing the optimal strategy for these rules (once; it is then cached)…");
        }
    };
    let (table, source) = table_cache::load_or_solve(data_dir, rules, &progress);
    let unwritten = match &source {
        TableSource::Solved {
            saved: table_cache::CacheWrite::Failed(why),
            ..
        } => Some(why.as_str()),
        TableSource::Solved {
            saved: table_cache::CacheWrite::NoFolder,
            ..
        } => Some("no data folder"),
        _ => None,
    };
    if let Some(why) = unwritten
        && !quiet
    {
        eprintln!(
            "note: the solver's cache was not written ({}); it will be computed again next time",
            crate::escape::shown(why)
        );
    }
    Arc::new(table)
}

fn pct(x: f64) -> String {
    format!("{:.1}%", x * 100.0)
}

pub fn sim(args: &SimArgs, data_dir: Option<&Path>) -> Result<String, String> {
    let rules = args.rules.resolve();
    let levels = &args.players.0;
    // On a card of several columns, Strong, Perfect and the Shark play from the table of one
    // column, and there is no chance-to-win table.
    let multi = rules.layout().is_multi_column();
    let needs_table = levels
        .iter()
        .any(|l| matches!(l, Level::Perfect | Level::Shark) || (multi && *l == Level::Strong));
    let table = needs_table.then(|| table_for(data_dir, &rules.column_rules(), args.json));
    let dists = match (&table, levels.contains(&Level::Shark) && !multi) {
        (Some(t), true) => Some(odds_table_for(data_dir, t, args.json)),
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
        table,
        dists,
        rotate: !args.fixed_order,
    })
    .map_err(|e| e.to_string())?;
    if args.json {
        return serde_json::to_string_pretty(&report).map_err(|e| e.to_string());
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}, {} rules, seed {}, {}, {}: {:.1} s, {:.0} games/s",
        count(report.games, "game", "games"),
        rules.name(),
        report.seed,
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
        "{:<5} {:<9} {:>8} {:>7} {:>5} {:>5} {:>7} {:>8} {:>7}  95% interval",
        "seat", "level", "mean", "sd", "min", "max", "bonus", "yahtzee", "wins"
    );
    for s in &report.seats {
        let _ = writeln!(
            out,
            "{:<5} {:<9} {:>8.2} {:>7.2} {:>5} {:>5} {:>7} {:>8} {:>7}  {}–{}",
            s.seat,
            s.level.label(),
            s.mean,
            s.sd,
            s.min,
            s.max,
            pct(s.upper_bonus_rate),
            pct(s.yahtzee_rate),
            pct(s.win_share),
            pct(s.win_share_ci95[0]),
            pct(s.win_share_ci95[1])
        );
    }
    Ok(out)
}

/// Parses `--card`: `box=points` pairs and `extra_yahtzees=N`, checked against the rules.
/// On a card of several columns a key names its column: `fours@2=12`, `extra_yahtzees@3=1`
/// (columns 1 to 3, left to right); without one it is the first.
pub fn parse_card(spec: &str, rules: &Ruleset) -> Result<Card, String> {
    let n = rules.layout().columns().len();
    let mut columns = vec![([None; crate::rules::BOXES], 0u16); n];
    for part in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (key, value) = part
            .split_once('=')
            .ok_or_else(|| format!("'{part}' is not BOX=POINTS (e.g. fours=12)"))?;
        let value: u16 = value
            .trim()
            .parse()
            .map_err(|_| format!("'{part}': points must be a whole number"))?;
        let (key, column) = match key.trim().split_once('@') {
            None => (key.trim(), 0),
            Some((key, c)) => {
                let c: usize = c
                    .trim()
                    .parse()
                    .ok()
                    .filter(|c| (1..=n).contains(c))
                    .ok_or_else(|| {
                        format!("'{part}': the column after @ is 1 to {n} on this card")
                    })?;
                (key.trim(), c - 1)
            }
        };
        if key == "extra_yahtzees" {
            columns[column].1 = value;
            continue;
        }
        let b: BoxId = key
            .parse()
            .map_err(|e: crate::rules::UnknownBox| e.to_string())?;
        if columns[column].0[b.index()].replace(value).is_some() {
            return Err(format!("{} is given twice", b.id()));
        }
        if !crate::rules::points_possible(rules, b, value) {
            return Err(format!(
                "{}={value} is impossible: no roll scores {value} in {b} under these rules",
                b.id()
            ));
        }
    }
    Card::from_columns(rules, &columns).map_err(|e| e.to_string())
}

fn parse_faces(s: &str) -> Result<Counts, String> {
    let faces: Vec<Face> = s
        .split([',', '-', ' '])
        .filter(|p| !p.is_empty())
        .map(|p| {
            p.trim()
                .parse::<u8>()
                .ok()
                .and_then(Face::from_value)
                .ok_or_else(|| {
                    format!(
                        "'{}' is not a die face: use 1 to 6",
                        crate::escape::excerpt(p, 40)
                    )
                })
        })
        .collect::<Result<_, _>>()?;
    if faces.len() > 5 {
        return Err("at most five dice can be held".to_string());
    }
    Ok(Counts::from_faces(faces))
}

#[derive(serde::Serialize)]
struct Advice {
    actions: Vec<AdviceAction>,
    /// True on a card of several columns, where the totals are estimates.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    estimate: bool,
}

/// One line of `advise --json`.
#[derive(serde::Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum AdviceAction {
    Score {
        #[serde(rename = "box")]
        b: BoxId,
        /// 1 to 3 on a card of several columns; absent on a single column.
        #[serde(skip_serializing_if = "Option::is_none")]
        column: Option<u8>,
        points: u16,
        expected_total: f64,
    },
    Hold {
        hold: Vec<u8>,
        expected_total: f64,
    },
}

fn round4(x: f64) -> f64 {
    (x * 10_000.0).round() / 10_000.0
}

/// The dice and throws left given for a turn in mid-play, checked. Options that describe the
/// dice are refused without them, and `--held` without sticky holds: ignoring them would
/// answer a question the user did not ask.
fn parse_turn_dice(
    turn: &crate::cli::args::TurnDiceArgs,
    rules: &Ruleset,
) -> Result<(Option<Dice>, u8), CliError> {
    let (dice, rolls_left) = (turn.dice.as_deref(), turn.rolls_left);
    if dice.is_none() && (rolls_left.is_some() || turn.held.is_some()) {
        return Err(CliError::BadInput(
            "--rolls-left and --held need --dice: they describe the dice on the table".to_string(),
        ));
    }
    if turn.held.is_some() && !rules.sticky_holds() {
        return Err(CliError::BadInput(
            "--held matters only with sticky holds (--set sticky_holds=true); with free holds any die may be thrown again"
                .to_string(),
        ));
    }
    let dice = dice
        .map(|d| {
            d.parse::<Dice>()
                .map_err(|e| CliError::BadInput(e.to_string()))
        })
        .transpose()?;
    let rolls_left = rolls_left.unwrap_or(rules.max_rolls() - 1);
    if rolls_left >= rules.max_rolls() {
        return Err(CliError::BadInput(format!(
            "--rolls-left must be below {} (the dice shown count as one throw of {})",
            rules.max_rolls(),
            rules.max_rolls()
        )));
    }
    Ok((dice, rolls_left))
}

/// `--held` for sticky holds: which of the dice are held.
fn parse_held(held: Option<&str>, dice: &Dice) -> Result<Holds, CliError> {
    match held {
        None => Ok(Holds::NONE),
        Some(h) => {
            let want = parse_faces(h).map_err(CliError::BadInput)?;
            if !want.is_subset_of(&dice.counts()) {
                return Err(CliError::BadInput(format!(
                    "the held dice {want} are not among the dice {dice}"
                )));
            }
            Ok(crate::ai::holds_for(dice, Holds::NONE, &want))
        }
    }
}

pub fn advise(args: &AdviseArgs, data_dir: Option<&Path>) -> Result<String, CliError> {
    let rules = args.rules.resolve();
    let card = parse_card(&args.card, &rules).map_err(CliError::BadInput)?;
    if card.is_complete() {
        return Err(CliError::BadInput(
            "the card is full: there is nothing left to play".to_string(),
        ));
    }
    let (dice, rolls_left) = parse_turn_dice(&args.turn, &rules)?;
    // Checked before the table, which may take a while to compute.
    let held = match &dice {
        Some(d) => parse_held(args.turn.held.as_deref(), d)?,
        None => Holds::NONE,
    };
    let table = table_for(data_dir, &rules.column_rules(), args.json);
    // On a card of several columns there is no exact optimum: the advice is the CPU's best
    // search, and says it is an estimate.
    let multi = rules.layout().is_multi_column();
    let values = if multi {
        let values = crate::ai::columns::ColumnValues::new(rules, table.clone())
            .ok_or_else(|| CliError::Failed("no table for these columns".to_string()))?;
        Some(values)
    } else {
        None
    };
    let single = *card.first();
    let ctx = RulesContext::new(rules);
    let (start, plan, multi_plan) = match &values {
        Some(values) => {
            let plan = crate::ai::columns::MultiPlan::new(values, &card, None);
            (plan.start_total(), None, Some(plan))
        }
        None => {
            let plan = TurnPlan::new(&ctx, table.as_ref(), &single);
            (plan.start_total(), Some(plan), None)
        }
    };
    let Some(dice) = dice else {
        return Ok(match (args.json, multi) {
            (true, false) => json!({ "expected_total": round4(start) }).to_string(),
            (true, true) => {
                json!({ "expected_total": round4(start), "estimate": true }).to_string()
            }
            (false, false) => {
                format!("Expected final total from the start of the next turn: {start:.4}\n")
            }
            (false, true) => format!(
                "Estimated final total from the start of the next turn: {start:.2} (an estimate: no exact optimum exists for a card of several columns)\n"
            ),
        });
    };
    let options = match (&plan, &multi_plan, &values) {
        (Some(plan), _, _) => plan.options(&single, &dice, held, rolls_left),
        (None, Some(plan), Some(values)) => plan.options(values, &dice, held, rolls_left),
        _ => Vec::new(),
    };
    if args.json {
        let actions: Vec<AdviceAction> = options
            .iter()
            .map(|o| match o.choice {
                Choice::Score { b, points, column } => AdviceAction::Score {
                    b,
                    column: multi.then_some(column.index() as u8 + 1),
                    points,
                    expected_total: round4(o.expected_total),
                },
                Choice::Hold { keep } => AdviceAction::Hold {
                    hold: keep.faces().map(|f| f.value()).collect(),
                    expected_total: round4(o.expected_total),
                },
            })
            .collect();
        return serde_json::to_string_pretty(&Advice {
            actions,
            estimate: multi,
        })
        .map_err(|e| CliError::Failed(e.to_string()));
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} rules. Card: {} filled, {} points. Dice {dice}, {} left.{}",
        rules.name(),
        count(card.filled_count() as u64, "box", "boxes"),
        card.total(&rules),
        count(rolls_left, "throw", "throws"),
        if multi {
            " Totals are estimates (no exact optimum exists for several columns)."
        } else {
            ""
        }
    );
    let best = options.first().map_or(0.0, |o| o.expected_total);
    for (i, o) in options.iter().enumerate() {
        let loss = if i == 0 {
            "(best)".to_string()
        } else {
            format!("(−{:.2})", best - o.expected_total)
        };
        let _ = writeln!(
            out,
            "{:>3}. {:<36} {:>9.2}  {}",
            i + 1,
            crate::words::describe_in(rules.layout(), &o.choice),
            o.expected_total,
            loss
        );
    }
    Ok(out)
}

/// The chance-to-win table for `rules`, from the cache or built with a note on stderr.
pub fn odds_table_for(
    data_dir: Option<&Path>,
    table: &Table,
    quiet: bool,
) -> Arc<crate::ai::odds::DistTable> {
    let announced = std::sync::atomic::AtomicBool::new(false);
    let progress = |_: usize, _: usize| {
        if !quiet && !announced.swap(true, std::sync::atomic::Ordering::Relaxed) {
            eprintln!(
                "Computing the chance-to-win table for these rules (once; it is then cached)…"
            );
        }
    };
    let (dists, source) = crate::store::odds_cache::load_or_build(data_dir, table, &progress);
    if let Some(notice) = source.notice()
        && !quiet
    {
        eprintln!("note: {}", notice.text());
    }
    Arc::new(dists)
}

pub fn odds(args: &OddsArgs, data_dir: Option<&Path>) -> Result<String, CliError> {
    let bad = CliError::BadInput;
    let rules = args.rules.resolve();
    if !crate::ai::odds::DistTable::supports(&rules) {
        return Err(bad(format!(
            "the chance to win is exact only on a single-column card, not on the {}",
            rules.layout().name()
        )));
    }
    if args.cards.len() > crate::game::MAX_SEATS {
        return Err(bad(format!(
            "give 1 to {} cards, one per seat",
            crate::game::MAX_SEATS
        )));
    }
    let cards: Vec<Scorecard> = args
        .cards
        .iter()
        .enumerate()
        .map(|(i, spec)| {
            parse_card(spec, &rules)
                .map(|c| *c.first())
                .map_err(|e| bad(format!("card {}: {e}", i + 1)))
        })
        .collect::<Result<_, _>>()?;
    let seats = cards.len();
    if args.to_play == 0 || args.to_play > seats {
        return Err(bad(format!("--to-play must name a seat from 1 to {seats}")));
    }
    let to_play = args.to_play - 1;
    // Seats take turns in order: those before the seat to play have filled one box more.
    let f = cards[to_play].filled_count();
    let over = cards.iter().all(Scorecard::is_complete);
    if !over {
        if cards[to_play].is_complete() {
            return Err(bad(format!(
                "seat {} is to play but its card is full",
                args.to_play
            )));
        }
        for (i, card) in cards.iter().enumerate() {
            let want = if i < to_play { f + 1 } else { f };
            if card.filled_count() != want {
                return Err(bad(format!(
                    "card {} has {} filled, but with seat {} to play it would have {want}",
                    i + 1,
                    count(card.filled_count() as u64, "box", "boxes"),
                    args.to_play
                )));
            }
        }
    }
    let (dice, rolls_left) = parse_turn_dice(&args.turn, &rules)?;
    if over && dice.is_some() {
        return Err(bad(
            "every card is full: there are no dice to throw".to_string()
        ));
    }
    let turn = dice
        .map(|d| -> Result<_, CliError> {
            let held = parse_held(args.turn.held.as_deref(), &d)?;
            let combos = crate::ai::combos::Combos::get();
            Ok(crate::ai::odds::walk::TurnPoint::Rolled {
                roll: combos.index_of(&d.counts()) - crate::ai::combos::ROLL_BASE,
                held: d.held_counts(held),
                throws_left: rolls_left,
            })
        })
        .transpose()?;
    let win = if over {
        crate::ai::odds::win_chances(
            &cards
                .iter()
                .map(|c| crate::ai::odds::Dist::point(c.total(&rules)))
                .collect::<Vec<_>>(),
        )
    } else {
        let table = table_for(data_dir, &rules, args.json);
        let dists = odds_table_for(data_dir, &table, args.json);
        let ctx = RulesContext::new(rules);
        let positions: Vec<crate::ai::odds::SeatPosition> = cards
            .iter()
            .enumerate()
            .map(|(i, card)| crate::ai::odds::SeatPosition {
                card,
                turn: if i == to_play { turn } else { None },
            })
            .collect();
        crate::ai::odds::match_chances(&ctx, &table, &dists, &positions)
    };
    if args.json {
        return Ok(json!({ "win": win }).to_string());
    }
    let mut out = format!(
        "{} rules. Chance to win if every seat plays Perfect from here (shared wins split):\n",
        rules.name()
    );
    for (i, (card, p)) in cards.iter().zip(&win).enumerate() {
        let _ = writeln!(
            out,
            "  Seat {}{}  {:>4} points, {:>9} filled   {:>6.2}%",
            i + 1,
            if i == to_play && !over {
                " (to play)"
            } else {
                "          "
            },
            card.total(&rules),
            count(card.filled_count() as u64, "box", "boxes"),
            p * 100.0
        );
    }
    Ok(out)
}

fn peak_rss_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

/// Solves every ruleset that has an exact table from scratch, one at a time: both cards,
/// one to five throws, held dice free or sticky.
fn bench_tables(threads: usize) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Every exact table, solved from scratch on {}:",
        count(threads as u64, "thread", "threads")
    );
    let _ = writeln!(
        out,
        "  card     throws  held dice   solve (s)   start value"
    );
    let mut slowest = 0.0f64;
    for base in [Ruleset::CLASSIC, Ruleset::YATZY] {
        for sticky in [false, true] {
            for throws in 1..=5u16 {
                let mut rules = base;
                // In range by construction: 1–5 throws, a flag.
                let _ = rules.set(SettingKey::MaxRolls, SettingValue::Number(throws));
                let _ = rules.set(SettingKey::StickyHolds, SettingValue::Flag(sticky));
                let t = Instant::now();
                let table = Table::solve(rules, threads, &|_, _| {});
                let s = t.elapsed().as_secs_f64();
                slowest = slowest.max(s);
                let _ = writeln!(
                    out,
                    "  {:<8} {:>6}  {:<10} {:>9.3}   {:>11.4}",
                    rules.layout().id(),
                    throws,
                    if sticky { "sticky" } else { "free" },
                    s,
                    table.start_value()
                );
            }
        }
    }
    let _ = writeln!(out, "slowest: {slowest:.3} s");
    out
}

pub fn bench(args: &BenchArgs) -> Result<String, String> {
    let rules = args.rules.resolve();
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    if args.tables {
        return Ok(bench_tables(threads));
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} rules on {}",
        rules.name(),
        count(threads as u64, "thread", "threads")
    );
    let time_solve = |n: usize| {
        let t = Instant::now();
        let table = Table::solve(rules, n, &|_, _| {});
        (table, t.elapsed().as_secs_f64())
    };
    let (_, one) = time_solve(1);
    let mut best = f64::MAX;
    let mut table = None;
    for _ in 0..3 {
        let (t, s) = time_solve(threads);
        best = best.min(s);
        table = Some(t);
    }
    let table = table.ok_or("no table")?;
    let _ = writeln!(out, "solve, 1 thread:          {:8.3} s", one);
    let _ = writeln!(
        out,
        "solve, {} (best of 3): {:8.3} s   start value {:.4}",
        count(threads as u64, "thread", "threads"),
        best,
        table.start_value()
    );
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let t = Instant::now();
    table_cache::save(dir.path(), &table).map_err(|e| e.to_string())?;
    let save = t.elapsed().as_secs_f64();
    let size = std::fs::metadata(table_cache::table_path(dir.path(), &rules))
        .map(|m| m.len())
        .unwrap_or(0);
    let mut load = f64::MAX;
    for _ in 0..5 {
        let t = Instant::now();
        table_cache::load(dir.path(), &rules).map_err(|e| e.to_string())?;
        load = load.min(t.elapsed().as_secs_f64());
    }
    let _ = writeln!(
        out,
        "cache save:               {:8.2} ms   ({:.1} MB file)",
        save * 1e3,
        size as f64 / 1e6
    );
    let _ = writeln!(out, "cache load (best of 5):   {:8.2} ms", load * 1e3);
    // A decision: plan the turn from the empty card and rank the options for one roll.
    let ctx = RulesContext::new(rules);
    let card = Scorecard::empty(&rules);
    let dice: Dice = "3,3,3,5,6"
        .parse()
        .map_err(|e: crate::rules::ParseDiceError| e.to_string())?;
    let reps = 200;
    let t = Instant::now();
    for _ in 0..reps {
        let plan = TurnPlan::new(&ctx, &table, &card);
        std::hint::black_box(plan.best(
            &card,
            &dice,
            Holds::NONE,
            rules.max_rolls().saturating_sub(1),
        ));
    }
    let decision = t.elapsed().as_secs_f64() / f64::from(reps);
    let _ = writeln!(
        out,
        "one decision (turn plan + ranking): {:8.1} µs",
        decision * 1e6
    );
    let table = Arc::new(table);
    for level in Level::ALL.into_iter().filter(|l| *l != Level::Shark) {
        let report = arena::run(rules, &[level], args.games, 1, threads, Some(table.clone()))
            .map_err(|e| e.to_string())?;
        let _ = writeln!(
            out,
            "arena, {:<8} {:>8.0} games/s  (mean {:.2} over {} games)",
            level.label(),
            report.games_per_second,
            report.seats[0].mean,
            args.games
        );
    }
    bench_odds(&mut out, &table, args, threads, dir.path())?;
    if let Some(mb) = peak_rss_mb() {
        let _ = writeln!(out, "peak memory:              {mb:8.1} MB");
    }
    Ok(out)
}

/// The chance-to-win table and the Shark: build, cache, queries, decisions, arena speed, and
/// (on request) the full-size calibration and simulation checks.
fn bench_odds(
    out: &mut String,
    table: &Arc<Table>,
    args: &BenchArgs,
    threads: usize,
    dir: &Path,
) -> Result<(), String> {
    use crate::ai::odds::walk::TurnPoint;
    use crate::ai::odds::{DistTable, SeatPosition, match_chances};
    use crate::store::odds_cache;
    let rules = *table.rules();
    let t = Instant::now();
    let dists = Arc::new(DistTable::build(table, threads, &|_, _| {}));
    let built = t.elapsed().as_secs_f64();
    let _ = writeln!(
        out,
        "chance-to-win table, {}: {built:8.3} s   ({:.1} MB in memory)",
        count(threads as u64, "thread", "threads"),
        dists.size_bytes() as f64 / 1e6
    );
    odds_cache::save(dir, &dists).map_err(|e| e.to_string())?;
    let size = std::fs::metadata(odds_cache::odds_path(dir, &rules)).map_or(0, |m| m.len());
    let t = Instant::now();
    odds_cache::load(dir, &rules).map_err(|e| e.to_string())?;
    let _ = writeln!(
        out,
        "chance-to-win cache load: {:8.1} ms   ({:.1} MB file)",
        t.elapsed().as_secs_f64() * 1e3,
        size as f64 / 1e6
    );
    // The costliest query: four empty cards, the first seat with dice thrown and two throws
    // left (the widest distributions and the longest walk).
    let ctx = RulesContext::new(rules);
    let empty = Scorecard::empty(&rules);
    let dice: Dice = "2,3,3,5,6"
        .parse()
        .map_err(|e: crate::rules::ParseDiceError| e.to_string())?;
    let combos = crate::ai::combos::Combos::get();
    let turn = TurnPoint::Rolled {
        roll: combos.index_of(&dice.counts()) - crate::ai::combos::ROLL_BASE,
        held: Counts::default(),
        throws_left: rules.max_rolls().saturating_sub(1),
    };
    let seats: Vec<SeatPosition> = (0..4)
        .map(|i| SeatPosition {
            card: &empty,
            turn: (i == 0).then_some(turn),
        })
        .collect();
    let reps = 50;
    let t = Instant::now();
    for _ in 0..reps {
        std::hint::black_box(match_chances(&ctx, table, &dists, &seats));
    }
    let _ = writeln!(
        out,
        "chance to win, 4 seats, mid-turn: {:8.2} ms",
        t.elapsed().as_secs_f64() * 1e3 / f64::from(reps)
    );
    let t = Instant::now();
    for _ in 0..reps {
        std::hint::black_box(crate::ai::shark::SharkTurn::new(
            &ctx,
            &dists,
            &empty,
            &[&empty, &empty, &empty],
        ));
    }
    let _ = writeln!(
        out,
        "Shark turn plan, 4 seats:  {:8.2} ms",
        t.elapsed().as_secs_f64() * 1e3 / f64::from(reps)
    );
    let report = arena::run_setup(&arena::ArenaSetup {
        rules,
        levels: vec![Level::Shark, Level::Perfect],
        games: args.games,
        seed: 1,
        threads,
        table: Some(table.clone()),
        dists: Some(dists.clone()),
        rotate: true,
    })
    .map_err(|e| e.to_string())?;
    let _ = writeln!(
        out,
        "arena, Shark vs Perfect {:>8.0} games/s  (Shark wins {:.1}% of {} games)",
        report.games_per_second,
        report.seats[0].win_share * 100.0,
        args.games
    );
    if let Some(n) = args.odds_check {
        let _ = writeln!(
            out,
            "exact chance to win against {n} simulated completions:"
        );
        for (what, seats, filled, thrown) in [
            ("2 seats, round 9, mid-turn", 2, 16, true),
            ("3 seats, round 12, before throwing", 3, 33, false),
            ("4 seats, round 13, mid-turn", 4, 48, true),
        ] {
            // The first seeded position still open: every seat's chance at least 5%.
            let mut found = None;
            for seed in 0..500 {
                let m = bench_position(table, seats, filled, thrown, seed)?;
                let exact = crate::ai::odds::chances_for_match(&ctx, table, &dists, &m);
                if exact.iter().all(|&c| c >= 0.05) {
                    found = Some((m, exact));
                    break;
                }
            }
            let Some((m, exact)) = found else { continue };
            let sim = crate::ai::arena::sim::simulated_chances(table, &m, n, 2026, threads);
            let worst = exact
                .iter()
                .zip(&sim)
                .map(|(e, s)| (e - s).abs())
                .fold(0.0, f64::max);
            let show = |v: &[f64]| {
                v.iter()
                    .map(|p| format!("{:.2}%", p * 100.0))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let _ = writeln!(
                out,
                "  {what}: exact {}  simulated {}  largest gap {:.2} points",
                show(&exact),
                show(&sim),
                worst * 100.0
            );
        }
    }
    if let Some(games) = args.calibration {
        for seats in [2, 4] {
            let bins =
                crate::ai::arena::sim::calibration(table, &dists, seats, games, 2026, threads);
            let _ = writeln!(
                out,
                "calibration, {seats} seats, {games} Perfect-only matches (predicted → observed):"
            );
            for (i, b) in bins.iter().enumerate().filter(|(_, b)| b.count > 0) {
                let _ = writeln!(
                    out,
                    "  {:>3}–{:>3}%: {:6.2}% → {:6.2}%  (gap {:+.2}, {} predictions)",
                    i * 10,
                    i * 10 + 10,
                    b.predicted * 100.0,
                    b.observed * 100.0,
                    (b.observed - b.predicted) * 100.0,
                    b.count
                );
            }
        }
    }
    Ok(())
}

/// A Perfect-only match of `seats` seats played until `filled` boxes are filled in all (then,
/// if `thrown`, the seat to play throws once): a fixed position for the simulation check.
fn bench_position(
    table: &Arc<Table>,
    seats: usize,
    filled: usize,
    thrown: bool,
    seed: u64,
) -> Result<crate::game::Match, String> {
    use crate::game::{Action, Match, MatchSetup, Seat};
    let rules = *table.rules();
    let setup = MatchSetup {
        rules,
        seats: (0..seats)
            .map(|i| Seat::cpu(&format!("Seat {}", i + 1), Level::Perfect))
            .collect(),
        seed,
    };
    let mut m = Match::new(&setup).map_err(|e| e.to_string())?;
    let mut cpus: Vec<crate::ai::Cpu> = (0..seats)
        .map(|_| crate::ai::Cpu::new(Level::Perfect, rules, Some(table.clone())))
        .collect::<Result<_, _>>()
        .map_err(|e| e.to_string())?;
    while m.cards().iter().map(|c| c.filled_count()).sum::<usize>() < filled {
        let seat = m.current_seat().ok_or("the match ended early")?;
        let action = cpus[seat.index()]
            .next_action(&m)
            .ok_or("no action for a live match")?;
        m.apply(seat, action).map_err(|e| e.to_string())?;
    }
    if thrown {
        let seat = m.current_seat().ok_or("the match ended early")?;
        m.apply(seat, Action::Roll).map_err(|e| e.to_string())?;
    }
    Ok(m)
}

fn disk(data_dir: Option<&Path>) -> Result<crate::store::DiskStore, String> {
    data_dir
        .map(|d| crate::store::DiskStore::new(d.to_path_buf()))
        .ok_or_else(|| {
            format!(
                "no data folder could be found; give one with --data-dir DIR or ${}",
                crate::store::DATA_DIR_ENV
            )
        })
}

pub fn stats(
    json: bool,
    played: Option<crate::store::PlayMode>,
    layout: Option<crate::rules::Layout>,
    data_dir: Option<&Path>,
) -> Result<String, String> {
    if let Some(dir) = data_dir
        && dir.exists()
        && !dir.is_dir()
    {
        return Err(format!(
            "the data folder {} is not a folder; give another with --data-dir DIR",
            dir.display()
        ));
    }
    let mut store = disk(data_dir)?;
    // A history that cannot be read at all (as opposed to a damaged one, kept aside and
    // restarted) is a failure: the figures would be wrong, not merely fewer.
    let (history, problem) = store.history_checked()?;
    if let Some(p) = problem {
        eprintln!("yahtzee: {}", crate::escape::shown_lines(&p));
    }
    for aside in store.histories_kept_aside() {
        eprintln!(
            "yahtzee: an earlier match history was damaged and kept as {}; these statistics count only the matches since then",
            crate::escape::shown(&aside)
        );
    }
    let history = match layout {
        Some(layout) => crate::store::layout_only(&history, layout),
        None => history,
    };
    let split = crate::store::play_split_line(&history);
    let history = match played {
        Some(mode) => crate::store::played_only(&history, mode),
        None => history,
    };
    let stats = crate::store::player_stats(&history);
    let layouts = crate::store::layout_counts(&history);
    if json {
        // The split: every way of playing with its own figures, whatever the filter.
        let by_play: serde_json::Map<String, serde_json::Value> =
            crate::store::play_counts(&history)
                .iter()
                .map(|&(mode, matches)| {
                    let only = crate::store::played_only(&history, mode);
                    (
                        mode.id().to_string(),
                        json!({
                            "matches": matches,
                            "players": crate::store::player_stats(&only),
                        }),
                    )
                })
                .collect();
        // And every card on its own: figures of different cards do not mix.
        let by_layout: serde_json::Map<String, serde_json::Value> = layouts
            .iter()
            .map(|&(card, matches)| {
                let only = crate::store::layout_only(&history, card);
                (
                    card.id().to_string(),
                    json!({
                        "matches": matches,
                        "players": crate::store::player_stats(&only),
                    }),
                )
            })
            .collect();
        return serde_json::to_string_pretty(&json!({
            "played": played.map(|m| m.id()),
            "layout": layout.map(|l| l.id()),
            "players": stats,
            "by_play": by_play,
            "by_layout": by_layout,
            "high_scores": crate::store::high_scores(&history),
        }))
        .map_err(|e| e.to_string());
    }
    if stats.is_empty() {
        let card = layout.map_or(String::new(), |l| format!(" on the {}", l.name()));
        return Ok(match played {
            Some(mode) => format!(
                "No finished matches played with {}{card} yet.\n",
                mode.label()
            ),
            None => format!("No finished matches{card} yet.\n"),
        });
    }
    let mut lines = vec![match played {
        Some(mode) => format!("Only matches played with {} ({split}).", mode.label()),
        None => format!("{split}."),
    }];
    if layouts.len() > 1 {
        // Each card on its own: a Yatzy mean and a Yahtzee mean are not one figure.
        for (card, matches) in layouts {
            let only = crate::store::layout_only(&history, card);
            let card_stats = crate::store::player_stats(&only);
            lines.push(String::new());
            lines.push(format!(
                "{} ({})",
                card.name(),
                crate::words::count(matches as u64, "match", "matches")
            ));
            lines.extend(crate::store::stats_table(&card_stats));
            lines.extend(crate::store::stats_details(&card_stats, &only));
        }
    } else {
        lines.extend(crate::store::stats_table(&stats));
        lines.extend(crate::store::stats_details(&stats, &history));
    }
    let mut out = lines.join("\n");
    out.push('\n');
    Ok(out)
}

/// A finished match kept in full: 1 is the latest, 2 the one before, …; or an id (prefix).
fn find_finished<'h>(
    history: &'h crate::store::History,
    which: &str,
) -> Result<&'h crate::store::FinishedMatch, CliError> {
    let recent: Vec<_> = history.recent.iter().rev().collect();
    match which.parse::<usize>() {
        Ok(n) if n >= 1 => recent.get(n - 1).copied(),
        Ok(_) => None,
        Err(_) => recent
            .iter()
            .copied()
            .find(|f| !which.trim().is_empty() && f.id.starts_with(which.trim())),
    }
    .ok_or_else(|| {
        CliError::BadInput(format!(
            "no finished match '{}' in history ({} kept)",
            crate::escape::excerpt(which, 40),
            recent.len()
        ))
    })
}

/// A finished match from the history (see [`find_finished`]), replayed.
fn load_finished(
    data_dir: Option<&Path>,
    which: &str,
) -> Result<(crate::store::FinishedMatch, crate::game::Match), CliError> {
    use crate::store::Storage;
    let mut store = disk(data_dir)?;
    let (history, problem) = store.history();
    if let Some(p) = problem {
        return Err(CliError::Failed(p));
    }
    let entry = find_finished(&history, which)?.clone();
    let game = crate::game::Match::from_record(entry.record.clone())
        .map_err(|e| format!("that history entry is damaged: {e}"))?;
    Ok((entry, game))
}

/// `yahtzee card`: a finished match's result card, printed or written to a file.
pub fn card(args: &CardArgs, data_dir: Option<&Path>) -> Result<String, CliError> {
    let (entry, game) = load_finished(data_dir, &args.which)?;
    let info = crate::share::CardInfo {
        finished_unix: entry.finished_unix,
        practice: entry.options.practice,
        play: entry.options.play_mode(),
    };
    let text = crate::share::card(&game, &info, args.format);
    match &args.output {
        None => Ok(text),
        Some(path) => {
            crate::store::atomic_write(path, text.as_bytes())
                .map_err(|e| CliError::Failed(format!("cannot write {}: {e}", path.display())))?;
            Ok(format!("Result card written to {}", path.display()))
        }
    }
}

pub fn review(args: &ReviewArgs, data_dir: Option<&Path>) -> Result<String, CliError> {
    let (entry, game) = load_finished(data_dir, &args.which)?;
    // Refused before the table is loaded: a card without an exact optimum has none to load.
    let refused =
        |e: crate::ai::review::ReviewError| CliError::BadInput(format!("match {}: {e}", entry.id));
    crate::ai::review::reviewable(game.rules()).map_err(refused)?;
    let table = table_for(data_dir, game.rules(), args.json);
    let humans = game
        .seats()
        .iter()
        .any(|s| s.kind == crate::game::SeatKind::Human);
    let reviews = crate::ai::review::review(&game, &table, |s| {
        args.all || !humans || game.seats()[s.index()].kind == crate::game::SeatKind::Human
    })
    .map_err(refused)?;
    // Chance to win turn by turn, for a match of two or more.
    let (timeline, swings) = if game.seats().len() > 1 {
        let dists = odds_table_for(data_dir, &table, args.json);
        let timeline = crate::ai::review::win_timeline(&game, &table, &dists);
        let swings = crate::ai::review::biggest_swings(&game, &timeline, 3);
        (timeline, swings)
    } else {
        (Vec::new(), Vec::new())
    };
    if args.json {
        return serde_json::to_string_pretty(&json!({
            "match": entry.id,
            "finished": crate::store::format_time(entry.finished_unix),
            "seats": reviews,
            "chances": timeline,
            "swings": swings,
        }))
        .map_err(|e| CliError::Failed(e.to_string()));
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Match {} ({}, {} rules)",
        entry.id,
        crate::store::format_time(entry.finished_unix),
        game.rules().name()
    );
    if !timeline.is_empty() {
        let _ = writeln!(out);
        for line in crate::ai::review::timeline_lines(&game, &timeline, &swings) {
            let _ = writeln!(out, "{line}");
        }
    }
    for r in &reviews {
        let _ = writeln!(
            out,
            "\n{}: {} points, {:.1} expected points given away over {} decisions",
            r.name,
            r.total,
            r.total_loss,
            r.decisions.len()
        );
        let _ = writeln!(out, "{}", r.verdict);
        for d in &r.decisions {
            let mark = if d.loss < 0.05 {
                "ok".to_string()
            } else {
                format!("-{:.1}", d.loss)
            };
            let _ = writeln!(
                out,
                "  round {:>2}  {}  {} left  {:<30} best {:<30} {mark}",
                d.round, d.dice, d.rolls_left, d.chosen, d.best
            );
        }
    }
    Ok(out)
}
