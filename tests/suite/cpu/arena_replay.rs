//! The arena's CPUs decide exactly as they did when the fixture was recorded: every hold,
//! throw and box of seeded matches, in order, and every final total. Any change of a single
//! decision (a tie broken the other way included) changes that game's line.
//!
//! Recorded with `ARENA_REPLAY_RECORD=1 cargo test --profile testing --test suite arena_replay::`; the
//! fixture has one line per game (its action log's hash and the final totals) and the full
//! logs of each set's first game, to read.

use crate::common;

use std::fmt::Write as _;

use std::collections::HashMap;

use yahtzee::ai::Cpu;
use yahtzee::ai::arena::{game_seed, play_match, play_side_by_side};
use yahtzee::ai::odds::FutureStore;
use yahtzee::game::{Action, DiceSource, Level, Match, Seat, SeatId};
use yahtzee::rules::Ruleset;

const FIXTURE: &str = "tests/fixtures/arena_replay/games.txt";
const SAMPLE: &str = "tests/fixtures/arena_replay/sample.txt";

use common::classic_outlook;

/// One readable token per logged action: the seat, then `r` (throw), `h` and the die
/// toggled, or `s` and the box filled.
fn token(seat: u8, action: &Action) -> String {
    match action {
        Action::Roll => format!("{seat}r"),
        Action::ToggleHold { die } => format!("{seat}h{die:?}"),
        Action::Score { b, column } => format!("{seat}s{b:?}/{column:?}"),
        other => format!("{seat}{other:?}"),
    }
}

/// FNV-1a: stable across platforms and Rust versions, unlike the standard hasher.
fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

fn log_text(m: &Match) -> String {
    m.log()
        .iter()
        .map(|e| token(e.seat.0, &e.action))
        .collect::<Vec<_>>()
        .join(" ")
}

struct Set {
    name: &'static str,
    rules: Ruleset,
    levels: Vec<Level>,
    games: u64,
    seed: u64,
}

fn sets() -> Vec<Set> {
    let mut sticky = Ruleset::YATZY;
    for set in ["max_rolls=3", "sticky_holds=true"] {
        sticky
            .apply_assignment(set)
            .unwrap_or_else(|e| panic!("{set}: {e:?}"));
    }
    vec![
        Set {
            name: "perfect",
            rules: Ruleset::CLASSIC,
            levels: vec![Level::Perfect],
            games: 400,
            seed: 11,
        },
        Set {
            name: "shark-perfect",
            rules: Ruleset::CLASSIC,
            levels: vec![Level::Shark, Level::Perfect],
            games: 60,
            seed: 12,
        },
        Set {
            name: "shark-4-seats",
            rules: Ruleset::CLASSIC,
            levels: vec![Level::Shark, Level::Perfect, Level::Shark, Level::Perfect],
            games: 6,
            seed: 13,
        },
        Set {
            name: "strong",
            rules: Ruleset::CLASSIC,
            levels: vec![Level::Strong],
            games: 60,
            seed: 14,
        },
        Set {
            name: "strong-sticky-yatzy",
            rules: sticky,
            levels: vec![Level::Strong],
            games: 40,
            seed: 15,
        },
    ]
}

/// A finished match's fixture line.
fn line(set: &str, game: u64, rules: &Ruleset, m: &Match) -> String {
    let totals: Vec<String> = m
        .cards()
        .iter()
        .map(|c| c.total(rules).to_string())
        .collect();
    format!(
        "{set} {game} {:016x} {}",
        fnv(&log_text(m)),
        totals.join(",")
    )
}

/// Plays every set as the arena does (the first seat rotating from game to game) and returns
/// the fixture's lines and the sample logs.
fn play_all() -> (String, String) {
    let mut lines = String::new();
    let mut sample = String::new();
    for set in sets() {
        let needs_optimum = set
            .levels
            .iter()
            .any(|l| matches!(l, Level::Perfect | Level::Shark));
        let needs_outlook = set.levels.contains(&Level::Shark);
        let optimum = needs_optimum.then(common::classic_optimum);
        let outlook = needs_outlook.then(classic_outlook);
        let mut cpus: Vec<Cpu> = set
            .levels
            .iter()
            .map(|&l| Cpu::with_solved(l, set.rules, optimum.clone(), outlook.clone()).unwrap())
            .collect();
        let n = cpus.len();
        for game in 0..set.games {
            let offset = (game % n as u64) as usize;
            cpus.rotate_left(offset);
            let m = play_match(set.rules, &mut cpus, game_seed(set.seed, game))
                .unwrap_or_else(|(l, e)| panic!("{} game {game}: {l:?}: {e}", set.name));
            cpus.rotate_right(offset);
            let _ = writeln!(lines, "{}", line(set.name, game, &set.rules, &m));
            if game == 0 {
                let _ = writeln!(sample, "{} game 0: {}", set.name, log_text(&m));
            }
        }
    }
    (lines, sample)
}

#[test]
fn the_cpus_decide_as_recorded() {
    let (lines, sample) = play_all();
    if std::env::var_os("ARENA_REPLAY_RECORD").is_some() {
        std::fs::create_dir_all("tests/fixtures/arena_replay").unwrap();
        std::fs::write(FIXTURE, &lines).unwrap();
        std::fs::write(SAMPLE, &sample).unwrap();
        return;
    }
    let want = std::fs::read_to_string(FIXTURE).expect("the recorded fixture");
    let want_sample = std::fs::read_to_string(SAMPLE).expect("the recorded sample");
    let changed: Vec<(&str, &str)> = want
        .lines()
        .zip(lines.lines())
        .filter(|(a, b)| a != b)
        .collect();
    assert!(
        changed.is_empty(),
        "{} games decided differently, the first: {:?}",
        changed.len(),
        changed.first()
    );
    assert_eq!(want.lines().count(), lines.lines().count());
    assert_eq!(want_sample, sample);
}

/// The arena plays the matches of planners (Strong and Perfect) and Sharks side by side
/// rather than one after another, its Sharks keeping plans from match to match: every
/// action of every set's matches is the one recorded too.
#[test]
fn matches_played_side_by_side_decide_as_recorded() {
    let want = std::fs::read_to_string(FIXTURE).expect("the recorded fixture");
    let recorded: HashMap<(&str, u64), &str> = want
        .lines()
        .filter_map(|l| {
            let mut words = l.split(' ');
            let set = words.next()?;
            let game = words.next()?.parse().ok()?;
            Some(((set, game), l))
        })
        .collect();
    let mut compared = 0;
    for set in sets() {
        let optimum = set
            .levels
            .iter()
            .any(|l| matches!(l, Level::Perfect | Level::Shark))
            .then(common::classic_optimum);
        let outlook = set.levels.contains(&Level::Shark).then(classic_outlook);
        let mut cpus: Vec<Cpu> = set
            .levels
            .iter()
            .map(|&l| Cpu::with_solved(l, set.rules, optimum.clone(), outlook.clone()).unwrap())
            .collect();
        // As the arena sets them up (with a store of the default size): the Sharks share
        // what they read of the outlook, and keep the plans of turns that come back from
        // match to match.
        let store = std::sync::Arc::new(FutureStore::default());
        for cpu in &mut cpus {
            cpu.share_futures(&store);
        }
        let mut logs: Vec<Vec<(SeatId, Action)>> = vec![Vec::new(); set.games as usize];
        play_side_by_side(
            set.rules,
            &mut cpus,
            set.seed,
            0..set.games,
            true,
            |game, seat, action| logs[game as usize].push((seat, action)),
        )
        .unwrap_or_else(|e| panic!("{}: {e}", set.name));
        let n = set.levels.len();
        for (game, log) in (0..set.games).zip(&logs) {
            // The seats as the arena rotates them (the lines read only the actions and cards).
            let mut levels = set.levels.clone();
            levels.rotate_left((game % n as u64) as usize);
            let seats = levels
                .iter()
                .enumerate()
                .map(|(i, &l)| Seat::cpu(&format!("Seat {}", i + 1), l))
                .collect();
            let mut m = Match::with_dice(
                set.rules,
                seats,
                DiceSource::seeded(game_seed(set.seed, game)),
            )
            .unwrap();
            for &(seat, action) in log {
                m.apply(seat, action)
                    .unwrap_or_else(|e| panic!("{} game {game}: {action:?}: {e}", set.name));
            }
            assert!(m.is_over(), "{} game {game} unfinished", set.name);
            assert_eq!(
                Some(&line(set.name, game, &set.rules, &m).as_str()),
                recorded.get(&(set.name, game)),
                "{} game {game}",
                set.name
            );
            compared += 1;
        }
    }
    assert_eq!(compared, 566, "every set's matches");
}
