//! The lab's measurements: the solver, its cache, single decisions, the outlook and
//! the arena, measured.

use std::fmt::Write as _;
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

use yahtzee::ai::arena;
use yahtzee::ai::kernel::RulesContext;
use yahtzee::ai::odds::walk::TurnPoint;
use yahtzee::ai::odds::{Outlook, SeatPosition, match_chances};
use yahtzee::ai::{Optimum, TurnPlan};
use yahtzee::game::Level;
use yahtzee::rules::{Counts, Dice, Holds, Ruleset, Scorecard, SettingKey, SettingValue};
use yahtzee::store::{optimum_cache, outlook_cache};
use yahtzee::words::count;

use crate::{BenchArgs, LabError, MemoryProbe};

/// A figure of this process's /proc status (`VmHWM`, `VmRSS`), in MB.
fn status_mb(field: &str) -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

fn peak_rss_mb() -> Option<f64> {
    status_mb("VmHWM:")
}

/// The file in a probe's data folder that names the rules it plays.
const PROBE_RULES: &str = "probe-rules.json";

/// The child side of [`measure_probe`]: loads the solved data cached in `dir` as a playing process
/// does, plays one seeded match of the kind asked for (every decision planned as the hints
/// plan it, and with the chances shown every seat's chance after every action), and prints
/// its resident memory at the end and at its peak, in kB.
fn probe(dir: &Path, what: MemoryProbe) -> Result<String, LabError> {
    use yahtzee::ai::Cpu;
    use yahtzee::game::{DiceSource, Match, Seat};
    use yahtzee::store::outlook_cache;
    let bytes = std::fs::read(dir.join(PROBE_RULES)).map_err(LabError::failed)?;
    let rules: Ruleset = serde_json::from_slice(&bytes).map_err(LabError::failed)?;
    let optimum = Arc::new(optimum_cache::load(dir, &rules).map_err(LabError::failed)?);
    let outlook = match what {
        MemoryProbe::Hidden | MemoryProbe::Build => None,
        MemoryProbe::Chances | MemoryProbe::Shark => Some(Arc::new(
            outlook_cache::load(dir, &rules).map_err(LabError::failed)?,
        )),
    };
    let levels = match what {
        MemoryProbe::Shark => [Level::Shark, Level::Perfect],
        MemoryProbe::Hidden | MemoryProbe::Chances | MemoryProbe::Build => {
            [Level::Perfect, Level::Perfect]
        }
    };
    let mut cpus = Vec::new();
    for level in levels {
        let cpu = Cpu::with_solved(level, rules, Some(optimum.clone()), outlook.clone())
            .map_err(|_| LabError::failed("no table for the probe"))?;
        cpus.push(cpu);
    }
    let seats = vec![Seat::cpu("Ana", levels[0]), Seat::cpu("Ben", levels[1])];
    let ctx = RulesContext::new(rules);
    let mut m =
        Match::with_dice(rules, seats, DiceSource::seeded(2026)).map_err(LabError::failed)?;
    while let Some(seat) = m.current_seat() {
        let action = cpus[seat.index()]
            .next_action(&m)
            .ok_or_else(|| LabError::failed("no action for a live match"))?;
        m.apply(seat, action).map_err(LabError::failed)?;
        if let Some(outlook) = &outlook {
            std::hint::black_box(yahtzee::ai::odds::chances_as_held(
                &ctx, &optimum, outlook, &m,
            ));
        }
    }
    let kb = |field| status_mb(field).map_or(0, |mb| (mb * 1024.0) as u64);
    Ok(format!("{} {}\n", kb("VmRSS:"), kb("VmHWM:")))
}

/// Starts the lab again as a [`probe`] on the solved data cached in `dir` and returns its
/// resident memory at the end of the match and at its peak, in MB. A separate process, so
/// that nothing this benchmark did before weighs in.
fn measure_probe(dir: &Path, rules: &Ruleset, what: MemoryProbe) -> Result<(f64, f64), LabError> {
    let json = serde_json::to_vec(rules).map_err(LabError::failed)?;
    std::fs::write(dir.join(PROBE_RULES), json).map_err(LabError::failed)?;
    let exe = std::env::current_exe().map_err(LabError::failed)?;
    let word = match what {
        MemoryProbe::Hidden => "hidden",
        MemoryProbe::Chances => "chances",
        MemoryProbe::Shark => "shark",
        MemoryProbe::Build => "build",
    };
    let out = std::process::Command::new(exe)
        .arg("--data-dir")
        .arg(dir)
        .args(["--probe", word])
        .output()
        .map_err(LabError::failed)?;
    let text = String::from_utf8_lossy(&out.stdout);
    let mut figures = text.split_whitespace().map(str::parse::<f64>);
    match (out.status.success(), figures.next(), figures.next()) {
        (true, Some(Ok(now)), Some(Ok(peak))) => Ok((now / 1024.0, peak / 1024.0)),
        _ => Err(LabError::failed(format!(
            "the memory probe failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        ))),
    }
}

/// The resident memory of a playing process, by what its match needs (see [`probe`]).
fn bench_resident(out: &mut String, dir: &Path, rules: &Ruleset) -> Result<(), LabError> {
    for (what, label) in [
        (
            MemoryProbe::Hidden,
            "two people, chances hidden, hints open",
        ),
        (MemoryProbe::Chances, "two people, chances shown"),
        (MemoryProbe::Shark, "a Shark against Perfect, chances shown"),
    ] {
        let (now, peak) = measure_probe(dir, rules, what)?;
        let _ = writeln!(
            out,
            "resident, {label}: {now:6.1} MB at the end, {peak:6.1} MB at the peak"
        );
    }
    Ok(())
}

/// The child side of [`bench_build_peak`]: builds what a playing process builds for `rules`
/// in the empty data folder `dir`, the way it does (the shelf's optimum, through the cache;
/// then the outlook through the cache, as the `build-odds` child the game starts does, or the
/// column valuation of a card of several columns), and prints its peak resident memory in kB
/// and the time it took in seconds.
fn probe_build(dir: &Path, rules: Ruleset) -> Result<String, LabError> {
    use yahtzee::ai::columns::ColumnValues;
    let t = Instant::now();
    let (optimum, _) = optimum_cache::load_or_solve(Some(dir), &rules.column_rules(), &|_, _| {});
    if Outlook::supports(&rules) {
        // As the `build-odds` child does: the optimum read back from the cache the game has
        // just written (mapped, its values decoded into a copy for the build).
        drop(optimum);
        let optimum = optimum_cache::load(dir, &rules).map_err(LabError::failed)?;
        let (outlook, _) = outlook_cache::load_or_build(Some(dir), &optimum, &|_, _| {});
        std::hint::black_box(outlook.size_bytes());
        return finish_probe_build(t);
    }
    if rules.layout().is_multi_column() {
        let values = ColumnValues::new(rules, Arc::new(optimum))
            .ok_or_else(|| LabError::failed("no column valuation for these rules"))?;
        std::hint::black_box(&values);
    }
    finish_probe_build(t)
}

/// What [`probe_build`] prints: its peak resident memory in kB and the seconds since `t`.
fn finish_probe_build(t: Instant) -> Result<String, LabError> {
    let seconds = t.elapsed().as_secs_f64();
    let peak = status_mb("VmHWM:").map_or(0, |mb| (mb * 1024.0) as u64);
    Ok(format!("{peak} {seconds:.3}\n"))
}

/// Every preset's tables built from nothing, each in a fresh process and data folder (see
/// [`probe_build`]): the peak resident memory a server or a game needs the first time it
/// plays those rules, the figure a small rented machine must hold.
fn bench_build_peak(threads: usize) -> Result<String, LabError> {
    use yahtzee::rules::Preset;
    let exe = std::env::current_exe().map_err(LabError::failed)?;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "The first build of each preset's tables, from an empty data folder, in a process of \
         its own, {}:",
        count(threads as u64, "thread", "threads")
    );
    let _ = writeln!(
        out,
        "  {:<15} {:<38} {:>9} {:>9}",
        "preset", "built", "peak (MB)", "time (s)"
    );
    let mut highest = 0.0f64;
    for preset in Preset::ALL {
        let rules = Ruleset::preset(preset);
        let dir = tempfile::tempdir().map_err(LabError::failed)?;
        let run = std::process::Command::new(&exe)
            .arg("--data-dir")
            .arg(dir.path())
            .args(["--rules", preset.id(), "--probe", "build"])
            .output()
            .map_err(LabError::failed)?;
        let text = String::from_utf8_lossy(&run.stdout);
        let mut figures = text.split_whitespace().map(str::parse::<f64>);
        let (peak, seconds) = match (run.status.success(), figures.next(), figures.next()) {
            (true, Some(Ok(peak)), Some(Ok(seconds))) => (peak / 1024.0, seconds),
            _ => {
                return Err(LabError::failed(format!(
                    "the build probe for {} failed: {}",
                    preset.name(),
                    String::from_utf8_lossy(&run.stderr).trim()
                )));
            }
        };
        highest = highest.max(peak);
        let built = if Outlook::supports(&rules) {
            "optimum, chance-to-win table"
        } else {
            "one column's optimum, column valuation"
        };
        let _ = writeln!(
            out,
            "  {:<15} {built:<38} {peak:>9.1} {seconds:>9.2}",
            preset.name()
        );
    }
    let _ = writeln!(out, "highest peak: {highest:.1} MB");
    Ok(out)
}

/// Solves every ruleset that has an exact optimum from scratch, one at a time: both cards,
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
                let optimum = Optimum::solve(rules, threads, &|_, _| {});
                let s = t.elapsed().as_secs_f64();
                slowest = slowest.max(s);
                let _ = writeln!(
                    out,
                    "  {:<8} {:>6}  {:<10} {:>9.3}   {:>11.4}",
                    rules.layout().id(),
                    throws,
                    if sticky { "sticky" } else { "free" },
                    s,
                    optimum.start_value()
                );
            }
        }
    }
    let _ = writeln!(out, "slowest: {slowest:.3} s");
    out
}

/// Runs the measurements `args` ask for and returns the report.
pub(crate) fn run(args: &BenchArgs, data_dir: Option<&Path>) -> Result<String, LabError> {
    // The lab measures with the rules named, a preset of the player's own included.
    let rules = args.rules.resolve(data_dir).map_err(|e| match e {
        yahtzee::cli::CliError::Setting(why) => LabError::Setting(why),
        other => LabError::failed(other),
    })?;
    if let Some(what) = args.probe {
        let dir = data_dir.ok_or_else(|| LabError::failed("the probe needs --data-dir"))?;
        if what == MemoryProbe::Build {
            return probe_build(dir, rules);
        }
        return probe(dir, what);
    }
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    if args.tables {
        return Ok(bench_tables(threads));
    }
    if args.host {
        return bench_host();
    }
    if args.build_peak {
        return bench_build_peak(threads);
    }
    if args.serve {
        return bench_serve(args);
    }
    if args.luck {
        return bench_luck(rules, data_dir, threads);
    }
    if rules.layout().is_multi_column() {
        return Ok(bench_columns(rules, args, threads));
    }
    bench_single(rules, args, threads)
}

/// `--luck`: the tables from the data folder's cache (or built), then [`time_luck`].
fn bench_luck(rules: Ruleset, data_dir: Option<&Path>, threads: usize) -> Result<String, LabError> {
    if rules.layout().is_multi_column() {
        return Err(LabError::failed(
            "the luck readout is timed on a card of one column",
        ));
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} rules on {}",
        rules.name(),
        count(threads as u64, "thread", "threads")
    );
    let (optimum, _) = optimum_cache::load_or_solve(data_dir, &rules, &|_, _| {});
    let optimum = Arc::new(optimum);
    let (outlook, _) = outlook_cache::load_or_build(data_dir, &optimum, &|_, _| {});
    time_luck(&mut out, &optimum, &outlook)?;
    Ok(out)
}

/// Times the account of luck and play (`ai::luck::account`) of a four-seat match (Perfect,
/// Strong, Casual, Beginner) from tables already loaded: in expected points only, as the
/// results screen shows it the moment it opens, and with every seat's chance to win at every
/// throw and decision, as the review adds it. The median of several matches.
fn time_luck(out: &mut String, optimum: &Arc<Optimum>, outlook: &Outlook) -> Result<(), LabError> {
    let rules = *optimum.rules();
    let levels = [
        Level::Perfect,
        Level::Strong,
        Level::Casual,
        Level::Beginner,
    ];
    let mut points = Vec::new();
    let mut chances = Vec::new();
    for seed in 1..=7 {
        let mut cpus = levels
            .iter()
            .map(|&l| yahtzee::ai::Cpu::new(l, rules, Some(optimum.clone())))
            .collect::<Result<Vec<_>, _>>()
            .map_err(LabError::failed)?;
        let game = arena::play_match(rules, &mut cpus, seed)
            .map_err(|(level, why)| LabError::failed(format!("{}: {why}", level.label())))?;
        let t = Instant::now();
        std::hint::black_box(
            yahtzee::ai::luck::account(&game, optimum, None).map_err(LabError::failed)?,
        );
        points.push(t.elapsed().as_secs_f64() * 1e3);
        let t = Instant::now();
        std::hint::black_box(
            yahtzee::ai::luck::account(&game, optimum, Some(outlook)).map_err(LabError::failed)?,
        );
        chances.push(t.elapsed().as_secs_f64() * 1e3);
    }
    let range = |v: &[f64]| {
        v.iter()
            .fold((f64::MAX, 0.0f64), |(l, h), &x| (l.min(x), h.max(x)))
    };
    let (pl, ph) = range(&points);
    let (cl, ch) = range(&chances);
    let _ = writeln!(
        out,
        "luck and play, 4 seats, points:  {:8.2} ms   (median of {}, {pl:.2}–{ph:.2} ms)",
        median(&mut points),
        points.len()
    );
    let _ = writeln!(
        out,
        "luck and play, 4 seats, with chances to win: {:8.1} ms   (median of {}, {cl:.1}–{ch:.1} ms)",
        median(&mut chances),
        chances.len()
    );
    Ok(())
}

/// A single-column card: the solve, its cache, one decision, the arena's solitaire levels,
/// then the outlook and the Shark ([`bench_odds`]).
fn bench_single(rules: Ruleset, args: &BenchArgs, threads: usize) -> Result<String, LabError> {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} rules on {}",
        rules.name(),
        count(threads as u64, "thread", "threads")
    );
    let (optimum, mut solves) = time_solves(&mut out, rules, threads)?;
    let dir = tempfile::tempdir().map_err(LabError::failed)?;
    time_optimum_cache(&mut out, dir.path(), &optimum)?;
    time_decision(&mut out, &optimum)?;
    let optimum = Arc::new(optimum);
    time_solitaire_arena(&mut out, &optimum, args.games, threads)?;
    bench_odds(
        &mut out,
        &optimum,
        args,
        threads,
        median(&mut solves),
        dir.path(),
    )?;
    if let Some(mb) = peak_rss_mb() {
        let _ = writeln!(out, "peak memory:              {mb:8.1} MB");
    }
    Ok(out)
}

/// Solves the optimum once on one thread and three times on `threads`; prints the first and
/// the best of the three, and returns the optimum with the three times.
fn time_solves(
    out: &mut String,
    rules: Ruleset,
    threads: usize,
) -> Result<(Optimum, Vec<f64>), LabError> {
    let time_solve = |n: usize| {
        let t = Instant::now();
        let optimum = Optimum::solve(rules, n, &|_, _| {});
        (optimum, t.elapsed().as_secs_f64())
    };
    let (_, one) = time_solve(1);
    let mut best = f64::MAX;
    let mut optimum = None;
    let mut solves = Vec::new();
    for _ in 0..3 {
        let (t, s) = time_solve(threads);
        best = best.min(s);
        solves.push(s);
        optimum = Some(t);
    }
    let optimum = optimum.ok_or_else(|| LabError::failed("no table"))?;
    let _ = writeln!(out, "solve, 1 thread:          {:8.3} s", one);
    let _ = writeln!(
        out,
        "solve, {} (best of 3): {:8.3} s   start value {:.4}",
        count(threads as u64, "thread", "threads"),
        best,
        optimum.start_value()
    );
    Ok((optimum, solves))
}

/// Saves the optimum into `dir` and times loading it back (the best of five).
fn time_optimum_cache(out: &mut String, dir: &Path, optimum: &Optimum) -> Result<(), LabError> {
    let rules = *optimum.rules();
    let t = Instant::now();
    optimum_cache::save(dir, optimum).map_err(LabError::failed)?;
    let save = t.elapsed().as_secs_f64();
    let size = std::fs::metadata(optimum_cache::optimum_path(dir, &rules))
        .map(|m| m.len())
        .unwrap_or(0);
    let mut load = f64::MAX;
    for _ in 0..5 {
        let t = Instant::now();
        optimum_cache::load(dir, &rules).map_err(LabError::failed)?;
        load = load.min(t.elapsed().as_secs_f64());
    }
    let _ = writeln!(
        out,
        "cache save:               {:8.2} ms   ({:.1} MB file)",
        save * 1e3,
        size as f64 / 1e6
    );
    let _ = writeln!(out, "cache load (best of 5):   {:8.2} ms", load * 1e3);
    Ok(())
}

/// A decision: plan the turn from the empty card and rank the options for one roll.
fn time_decision(out: &mut String, optimum: &Optimum) -> Result<(), LabError> {
    let rules = *optimum.rules();
    let ctx = RulesContext::new(rules);
    let card = Scorecard::empty(&rules);
    let dice: Dice = "3,3,3,5,6".parse().map_err(LabError::failed)?;
    let reps = 200;
    let t = Instant::now();
    for _ in 0..reps {
        let plan = TurnPlan::new(&ctx, optimum, &card);
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
    Ok(())
}

/// Every level but the Shark alone in the arena. A solitaire game takes microseconds: at the
/// Shark's count, thread start-up and the first games' turn plans would be most of what is
/// timed, so these play fifteen times as many.
fn time_solitaire_arena(
    out: &mut String,
    optimum: &Arc<Optimum>,
    shark_games: u64,
    threads: usize,
) -> Result<(), LabError> {
    let rules = *optimum.rules();
    let solitaire_games = shark_games.saturating_mul(15);
    for level in Level::ALL.into_iter().filter(|l| *l != Level::Shark) {
        let report = arena::run(
            rules,
            &[level],
            solitaire_games,
            1,
            threads,
            Some(optimum.clone()),
        )?;
        let _ = writeln!(
            out,
            "arena, {:<8} {:>8.0} games/s  (mean {:.2} over {} games)",
            level.label(),
            report.games_per_second,
            report.seats[0].mean,
            solitaire_games
        );
    }
    Ok(())
}

/// Prints the calibration's tenths (predicted → observed) and returns the largest gap, in
/// points.
fn write_bins(out: &mut String, bins: &[yahtzee::ai::arena::sim::CalibrationBin]) -> f64 {
    let mut worst: f64 = 0.0;
    for (i, b) in bins.iter().enumerate().filter(|(_, b)| b.count > 0) {
        let gap = (b.observed - b.predicted) * 100.0;
        worst = worst.max(gap.abs());
        let _ = writeln!(
            out,
            "  {:>3}–{:>3}%: {:6.2}% → {:6.2}%  (gap {:+.2}, {} predictions)",
            i * 10,
            i * 10 + 10,
            b.predicted * 100.0,
            b.observed * 100.0,
            gap,
            b.count
        );
    }
    worst
}

/// A card of several columns: the column's optimum, the estimated chance to win's cost per
/// query and (on request) its calibration against Perfect's search.
fn bench_columns(rules: Ruleset, args: &BenchArgs, threads: usize) -> String {
    use yahtzee::ai::columns::ColumnValues;
    use yahtzee::ai::odds::estimate::estimated_chances;
    use yahtzee::rules::Card;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} rules on {}",
        rules.name(),
        count(threads as u64, "thread", "threads")
    );
    let t = Instant::now();
    let optimum = Arc::new(Optimum::solve(rules.column_rules(), threads, &|_, _| {}));
    let _ = writeln!(
        out,
        "column table solve:       {:8.3} s",
        t.elapsed().as_secs_f64()
    );
    let Some(values) = ColumnValues::new(rules, optimum.clone()) else {
        let _ = writeln!(out, "no column valuation for these rules");
        return out;
    };
    // The widest query: four empty cards.
    let cards = vec![Card::empty(&rules); 4];
    let reps = 200;
    let t = Instant::now();
    let mut shown = None;
    for _ in 0..reps {
        shown = std::hint::black_box(estimated_chances(&values, &cards, None));
    }
    match shown {
        Some(_) => {
            let _ = writeln!(
                out,
                "estimated chance to win, 4 empty cards: {:8.1} µs",
                t.elapsed().as_secs_f64() * 1e6 / f64::from(reps)
            );
        }
        None => {
            let _ = writeln!(
                out,
                "no estimated chance to win for these rules (fitted for the Triple and three-column presets only)"
            );
            return out;
        }
    }
    let (Some(games), Some(fit)) = (
        args.calibration,
        yahtzee::ai::odds::estimate::fit_for(&rules),
    ) else {
        return out;
    };
    {
        let seats = 2;
        let t = Instant::now();
        let bins = yahtzee::ai::arena::sim::column_calibration(
            rules, &optimum, fit, seats, games, 2026, threads,
        );
        let _ = writeln!(
            out,
            "estimated chance to win, calibration, {seats} seats, {games} Perfect-only matches (predicted → observed), {:.0} s:",
            t.elapsed().as_secs_f64()
        );
        let worst = write_bins(&mut out, &bins);
        let _ = writeln!(out, "  largest gap: {worst:.2} points");
    }
    out
}

/// How many times the outlook is built for its time.
const BUILDS: usize = 5;

/// The median of some timings (the mean of the middle two of an even number).
fn median(times: &mut [f64]) -> f64 {
    times.sort_by(f64::total_cmp);
    match times.len() {
        0 => 0.0,
        n if n % 2 == 1 => times[n / 2],
        n => (times[n / 2 - 1] + times[n / 2]) / 2.0,
    }
}

/// The outlook and the Shark: build, cache, queries, decisions, arena speed, and
/// (on request) the full-size calibration and simulation checks.
fn bench_odds(
    out: &mut String,
    optimum: &Arc<Optimum>,
    args: &BenchArgs,
    threads: usize,
    solve: f64,
    dir: &Path,
) -> Result<(), LabError> {
    let rules = *optimum.rules();
    let outlook = time_outlook_builds(out, optimum, threads, solve)?;
    time_outlook_cache(out, dir, &outlook)?;
    bench_resident(out, dir, &rules)?;
    let ctx = RulesContext::new(rules);
    time_queries(out, &ctx, optimum, &outlook)?;
    time_luck(out, optimum, &outlook)?;
    time_shark_arena(out, optimum, &outlook, args.games, threads)?;
    if let Some(n) = args.odds_check {
        check_against_simulation(out, &ctx, optimum, &outlook, n, threads)?;
    }
    if let Some(games) = args.calibration {
        check_calibration(out, optimum, &outlook, games, threads);
    }
    Ok(())
}

/// Builds the outlook [`BUILDS`] times and prints the median time. One build is
/// noisy on a shared machine: the median of several, with their range, and against the solve
/// timed in the same run (both on the same threads), which the machine's load slows alike.
fn time_outlook_builds(
    out: &mut String,
    optimum: &Arc<Optimum>,
    threads: usize,
    solve: f64,
) -> Result<Arc<Outlook>, LabError> {
    let mut builds = Vec::new();
    let mut outlook = None;
    for _ in 0..BUILDS {
        // The previous outlook goes before the next is built, so that the peak memory is one
        // build's.
        drop(outlook.take());
        let t = Instant::now();
        outlook = Some(Outlook::build(optimum, threads, &|_, _| {}));
        builds.push(t.elapsed().as_secs_f64());
    }
    let outlook = Arc::new(outlook.ok_or_else(|| LabError::failed("no chance-to-win table"))?);
    let (low, high) = builds
        .iter()
        .fold((f64::MAX, 0.0f64), |(l, h), &b| (l.min(b), h.max(b)));
    let built = median(&mut builds);
    let _ = writeln!(
        out,
        "chance-to-win table, {}: {built:8.3} s   (median of {BUILDS}, {low:.3}–{high:.3} s; \
         {:.2}× the solve's median {solve:.3} s; {:.1} MB in memory)",
        count(threads as u64, "thread", "threads"),
        built / solve,
        outlook.size_bytes() as f64 / 1e6
    );
    Ok(outlook)
}

/// Saves the outlook into `dir` and times loading it back.
fn time_outlook_cache(out: &mut String, dir: &Path, outlook: &Outlook) -> Result<(), LabError> {
    let rules = *outlook.rules();
    outlook_cache::save(dir, outlook).map_err(LabError::failed)?;
    let size = std::fs::metadata(outlook_cache::odds_path(dir, &rules)).map_or(0, |m| m.len());
    let t = Instant::now();
    outlook_cache::load(dir, &rules).map_err(LabError::failed)?;
    let _ = writeln!(
        out,
        "chance-to-win cache load: {:8.1} ms   ({:.1} MB file)",
        t.elapsed().as_secs_f64() * 1e3,
        size as f64 / 1e6
    );
    Ok(())
}

/// Times the costliest chance-to-win query (four empty cards, the first seat with dice
/// thrown and two throws left: the widest distributions and the longest walk) and a Shark's
/// turn plan against three opponents.
fn time_queries(
    out: &mut String,
    ctx: &RulesContext,
    optimum: &Arc<Optimum>,
    outlook: &Outlook,
) -> Result<(), LabError> {
    let rules = ctx.rules;
    let empty = Scorecard::empty(&rules);
    let dice: Dice = "2,3,3,5,6".parse().map_err(LabError::failed)?;
    let combos = yahtzee::ai::combos::Combos::get();
    let turn = TurnPoint::Rolled {
        roll: combos.index_of(&dice.counts()) - yahtzee::ai::combos::ROLL_BASE,
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
        std::hint::black_box(match_chances(ctx, optimum, outlook, &seats));
    }
    let _ = writeln!(
        out,
        "chance to win, 4 seats, mid-turn: {:8.2} ms",
        t.elapsed().as_secs_f64() * 1e3 / f64::from(reps)
    );
    let t = Instant::now();
    for _ in 0..reps {
        std::hint::black_box(yahtzee::ai::shark::SharkTurn::new(
            ctx,
            optimum,
            outlook,
            &empty,
            &[&empty, &empty, &empty],
        ));
    }
    let _ = writeln!(
        out,
        "Shark turn plan, 4 seats:  {:8.2} ms",
        t.elapsed().as_secs_f64() * 1e3 / f64::from(reps)
    );
    Ok(())
}

/// The Shark against Perfect in the arena, in its steady state. From a cold start the
/// Shark's first thousands of games decode and mix most of the outlook they
/// read, which the arena then keeps for every later game. The steady state is the time of
/// games past as many to warm up: the same seeded games played with and without them, the
/// difference timed. Both runs start cold. A difference of two wall times is at the mercy of
/// a shared machine: the median of three is printed.
fn time_shark_arena(
    out: &mut String,
    optimum: &Arc<Optimum>,
    outlook: &Arc<Outlook>,
    games: u64,
    threads: usize,
) -> Result<(), LabError> {
    let shark_arena = |games: u64| {
        arena::run_setup(&arena::ArenaSetup {
            rules: *optimum.rules(),
            levels: vec![Level::Shark, Level::Perfect],
            games,
            seed: 1,
            threads,
            optimum: Some(optimum.clone()),
            outlook: Some(outlook.clone()),
            rotate: true,
            dice: Default::default(),
        })
    };
    let steady_rate = |warm: &arena::ArenaReport, whole: &arena::ArenaReport| {
        games as f64 / (whole.seconds - warm.seconds).max(1e-9)
    };
    let warm = shark_arena(games)?;
    let report = shark_arena(2 * games)?;
    let mut steadies = vec![steady_rate(&warm, &report)];
    for _ in 0..2 {
        let (w, r) = (shark_arena(games)?, shark_arena(2 * games)?);
        steadies.push(steady_rate(&w, &r));
    }
    steadies.sort_by(f64::total_cmp);
    let steady = steadies[1];
    let _ = writeln!(
        out,
        "arena, Shark vs Perfect {steady:>8.0} games/s  steady state: games {}–{} after {} \
         to warm the table's reads, median of 3 ({:.0}–{:.0}; {:.0} games/s from cold; Shark \
         wins {:.1}% of {} games)",
        games + 1,
        2 * games,
        games,
        steadies[0],
        steadies[2],
        warm.games_per_second,
        report.seats[0].win_share * 100.0,
        2 * games
    );
    Ok(())
}

/// Compares the exact chances to win with `n` simulated completions on three fixed
/// positions (the first seeded one of each kind where every seat's chance is at least 5%).
fn check_against_simulation(
    out: &mut String,
    ctx: &RulesContext,
    optimum: &Arc<Optimum>,
    outlook: &Outlook,
    n: u64,
    threads: usize,
) -> Result<(), LabError> {
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
            let m = bench_position(optimum, seats, filled, thrown, seed)?;
            let exact = yahtzee::ai::odds::chances_for_match(ctx, optimum, outlook, &m);
            if exact.iter().all(|&c| c >= 0.05) {
                found = Some((m, exact));
                break;
            }
        }
        let Some((m, exact)) = found else { continue };
        let sim = yahtzee::ai::arena::sim::simulated_chances(optimum, &m, n, 2026, threads);
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
    Ok(())
}

/// The chance to win's calibration over `games` Perfect-only matches of 2 seats and of 4.
fn check_calibration(
    out: &mut String,
    optimum: &Arc<Optimum>,
    outlook: &Outlook,
    games: u64,
    threads: usize,
) {
    for seats in [2, 4] {
        let bins =
            yahtzee::ai::arena::sim::calibration(optimum, outlook, seats, games, 2026, threads);
        let _ = writeln!(
            out,
            "calibration, {seats} seats, {games} Perfect-only matches (predicted → observed):"
        );
        let worst = write_bins(out, &bins);
        let _ = writeln!(out, "  largest gap: {worst:.2} points");
    }
}

/// A Perfect-only match of `seats` seats played until `filled` boxes are filled in all (then,
/// if `thrown`, the seat to play throws once): a fixed position for the simulation check.
fn bench_position(
    optimum: &Arc<Optimum>,
    seats: usize,
    filled: usize,
    thrown: bool,
    seed: u64,
) -> Result<yahtzee::game::Match, LabError> {
    use yahtzee::game::{Action, Match, MatchSetup, Seat};
    let rules = *optimum.rules();
    let setup = MatchSetup {
        rules,
        seats: (0..seats)
            .map(|i| Seat::cpu(&format!("Seat {}", i + 1), Level::Perfect))
            .collect(),
        seed,
        same_dice: false,
    };
    let mut m = Match::new(&setup).map_err(LabError::failed)?;
    let mut cpus: Vec<yahtzee::ai::Cpu> = (0..seats)
        .map(|_| yahtzee::ai::Cpu::new(Level::Perfect, rules, Some(optimum.clone())))
        .collect::<Result<_, _>>()
        .map_err(LabError::failed)?;
    while m.cards().iter().map(|c| c.filled_count()).sum::<usize>() < filled {
        let seat = m
            .current_seat()
            .ok_or_else(|| LabError::failed("the match ended early"))?;
        let action = cpus[seat.index()]
            .next_action(&m)
            .ok_or_else(|| LabError::failed("no action for a live match"))?;
        m.apply(seat, action).map_err(LabError::failed)?;
    }
    if thrown {
        let seat = m
            .current_seat()
            .ok_or_else(|| LabError::failed("the match ended early"))?;
        m.apply(seat, Action::Roll).map_err(LabError::failed)?;
    }
    Ok(m)
}

/// A headless table in a child process (the game's own binary, `yahtzee host --headless`),
/// measured from here over loopback SSH and through /proc.
fn bench_host() -> Result<String, LabError> {
    use std::io::BufRead;
    let exe = game_binary()?;
    let scratch = tempfile::tempdir().map_err(LabError::failed)?;
    let mut child = std::process::Command::new(exe)
        .arg("--data-dir")
        .arg(scratch.path())
        .args(["host", "--headless", "--listen", "127.0.0.1:0"])
        .args([
            "--players",
            "Ana,Ben",
            "--start",
            "--seed",
            "1",
            "--spectators",
            "0",
        ])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| LabError::failed(format!("cannot start the host: {e}")))?;
    let pid = child.id();
    let stderr = child
        .stderr
        .take()
        .ok_or_else(|| LabError::failed("the host's output"))?;
    let mut lines = std::io::BufReader::new(stderr).lines();
    let (mut port, mut code) = (None, None);
    while port.is_none() || code.is_none() {
        let Some(Ok(line)) = lines.next() else {
            let _ = child.kill();
            return Err(LabError::failed("the host stopped before it listened"));
        };
        if let Some(rest) = line.strip_prefix("Guests join with: ssh -p ") {
            port = rest
                .split_whitespace()
                .next()
                .and_then(|p| p.parse::<u16>().ok());
        }
        if let Some(rest) = line.strip_prefix("Invitation code: ") {
            code = Some(rest.trim().to_string());
        }
    }
    std::thread::spawn(move || for _ in lines {});
    let addr = std::net::SocketAddr::from(([127, 0, 0, 1], port.unwrap_or(0)));
    let status = move || -> (u64, u64) {
        let text = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
        let field = |name: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(name))
                .and_then(|v| v.split_whitespace().next()?.parse::<u64>().ok())
                .unwrap_or(0)
        };
        (field("VmRSS:"), field("Threads:"))
    };
    let result = crate::host::measure(addr, code.as_deref().unwrap_or_default(), &status);
    let _ = child.kill();
    let _ = child.wait();
    Ok(result?)
}

/// `yahtzee serve` in a child process, loaded over loopback SSH ([`crate::load`]).
fn bench_serve(args: &BenchArgs) -> Result<String, LabError> {
    let count = |n: u64| usize::try_from(n).map_err(LabError::failed);
    let plan = crate::load::LoadPlan {
        people: count(args.people)?,
        tables: count(args.open_tables)?,
        seconds: args.seconds,
        cycles: count(args.cycles)?,
        seed: args.seed,
    };
    Ok(crate::load::measure(&game_binary()?, &plan)?)
}

/// The environment variable that names the game's binary for `--host` and `--serve`.
const GAME_BINARY_ENV: &str = "YAHTZEE_BIN";

/// The game's binary the host and server benchmarks start: `$YAHTZEE_BIN`, or else `yahtzee` beside the
/// lab's own binary (both land in the same `target/` folder; `cargo build --release` builds
/// the game, which `cargo run -p yahtzee-lab` alone does not).
fn game_binary() -> Result<std::path::PathBuf, LabError> {
    if let Some(path) = std::env::var_os(GAME_BINARY_ENV) {
        return Ok(path.into());
    }
    let lab = std::env::current_exe().map_err(LabError::failed)?;
    let game = lab.with_file_name(format!("yahtzee{}", std::env::consts::EXE_SUFFIX));
    if game.is_file() {
        Ok(game)
    } else {
        Err(LabError::failed(format!(
            "no game binary at {}: build it first (cargo build --release) or name it in ${GAME_BINARY_ENV}",
            game.display()
        )))
    }
}
