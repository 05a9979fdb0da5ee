//! Headless matches between CPU seats, for measuring the levels (`yahtzee sim`).

pub mod columns;
mod lockstep;
pub mod sim;

use std::ops::Range;
use std::sync::Arc;
use std::time::Instant;

use serde::Serialize;

use super::odds::Outlook;
use super::parallel::try_share_out;
use super::solver::Optimum;
use super::strategy::Cpu;
use crate::game::{Action, DiceSource, Level, Match, Seat, SeatId, Tape};
use crate::rules::{Card, Ruleset};
use lockstep::Lockstep;

/// Game `index`'s seed, spread by SplitMix64 so neighbouring games share nothing.
pub fn game_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed.wrapping_add(index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Where a run's dice come from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SimDice {
    /// Each match's own PCG32, faces handed out in order: the dice of every figure published
    /// before the tape, kept so a seed still gives what it gave.
    #[default]
    Generator,
    /// The match's tape, every seat its own faces (as every new match is played).
    Tape,
    /// The match's tape, every seat the same faces.
    SameDice,
}

impl SimDice {
    /// Match `index`'s dice under `seed`.
    pub fn source(self, seed: u64, index: u64) -> DiceSource {
        let seed = game_seed(seed, index);
        match self {
            SimDice::Generator => DiceSource::seeded(seed),
            SimDice::Tape | SimDice::SameDice => DiceSource::Tape(Tape {
                seed,
                same_dice: self == SimDice::SameDice,
            }),
        }
    }
}

#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    games: u64,
    sum: u64,
    sum_sq: u128,
    min: u32,
    max: u32,
    upper_bonus: u64,
    yahtzee: u64,
    /// Wins with shared first places split: in units of 1/12 game (12 is divisible by 1–4).
    win_twelfths: u64,
    /// The sum of each game's win share squared, in 1/144 units (for the interval).
    win_sq: u64,
    /// First places alone, and first places shared.
    wins: u64,
    ties: u64,
    /// The total minus the best other seat's (nothing with one seat): its sum and the sum of
    /// its squares.
    margin_sum: i64,
    margin_sq: u128,
}

impl Tally {
    fn add(&mut self, total: u32, upper_bonus: bool, yahtzee: bool, win_twelfths: u64) {
        self.min = if self.games == 0 {
            total
        } else {
            self.min.min(total)
        };
        self.max = self.max.max(total);
        self.games += 1;
        self.sum += u64::from(total);
        self.sum_sq += u128::from(total) * u128::from(total);
        self.upper_bonus += u64::from(upper_bonus);
        self.yahtzee += u64::from(yahtzee);
        self.win_twelfths += win_twelfths;
        self.win_sq += win_twelfths * win_twelfths;
        self.wins += u64::from(win_twelfths == 12);
        self.ties += u64::from(win_twelfths > 0 && win_twelfths < 12);
    }

    fn merge(&mut self, other: &Tally) {
        if other.games == 0 {
            return;
        }
        self.min = if self.games == 0 {
            other.min
        } else {
            self.min.min(other.min)
        };
        self.max = self.max.max(other.max);
        self.games += other.games;
        self.sum += other.sum;
        self.sum_sq += other.sum_sq;
        self.upper_bonus += other.upper_bonus;
        self.yahtzee += other.yahtzee;
        self.win_twelfths += other.win_twelfths;
        self.win_sq += other.win_sq;
        self.wins += other.wins;
        self.ties += other.ties;
        self.margin_sum += other.margin_sum;
        self.margin_sq += other.margin_sq;
    }

    fn add_margin(&mut self, margin: i64) {
        self.margin_sum += margin;
        self.margin_sq += u128::from(margin.unsigned_abs()).pow(2);
    }
}

/// One seat's figures over all games.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct SeatReport {
    pub seat: usize,
    pub level: Level,
    pub games: u64,
    pub mean: f64,
    /// Standard deviation of the final total.
    pub sd: f64,
    pub min: u32,
    pub max: u32,
    /// Share of games reaching the upper bonus.
    pub upper_bonus_rate: f64,
    /// Share of games with at least one Yahtzee scored (a positive Yahtzee box or an extra bonus).
    pub yahtzee_rate: f64,
    /// Share of games won, a shared first place split between the seats sharing it.
    pub win_share: f64,
    /// The 95% confidence interval of the win share (normal approximation).
    pub win_share_ci95: [f64; 2],
    /// Games won alone, and games with a shared first place.
    pub wins: u64,
    pub ties: u64,
    /// The total minus the best other seat's, its mean and standard deviation over the games
    /// (0 with one seat): how far apart the seats finish, which same dice narrow.
    pub margin_mean: f64,
    pub margin_sd: f64,
}

#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct ArenaReport {
    pub games: u64,
    pub seed: u64,
    pub rules: Ruleset,
    pub seats: Vec<SeatReport>,
    pub seconds: f64,
    pub games_per_second: f64,
    pub threads: usize,
    /// Whether the first seat rotated each game (otherwise seat 1 always threw first).
    pub rotated: bool,
    pub dice: SimDice,
}

#[derive(Debug, Clone, thiserror::Error)]
pub enum ArenaError {
    #[error("{0}")]
    Setup(String),
    #[error("game {game}: the {level} CPU made an illegal move: {reason}")]
    Illegal {
        game: u64,
        level: Level,
        reason: String,
    },
}

/// Plays one complete match between CPU seats; returns it finished, or the level that made
/// an illegal move and why.
pub fn play_match(rules: Ruleset, cpus: &mut [Cpu], seed: u64) -> Result<Match, (Level, String)> {
    play_match_on(rules, cpus, DiceSource::seeded(seed))
}

/// [`play_match`] with the dice from `source`.
pub fn play_match_on(
    rules: Ruleset,
    cpus: &mut [Cpu],
    source: DiceSource,
) -> Result<Match, (Level, String)> {
    let seats: Vec<Seat> = cpus
        .iter()
        .enumerate()
        .map(|(i, c)| Seat::cpu(&format!("Seat {}", i + 1), c.level()))
        .collect();
    let first = cpus.first().map_or(Level::Beginner, Cpu::level);
    let mut m = Match::with_dice(rules, seats, source).map_err(|e| (first, e.to_string()))?;
    while let Some(seat) = m.current_seat() {
        let cpu = &mut cpus[seat.index()];
        let level = cpu.level();
        let action = cpu
            .next_action(&m)
            .ok_or((level, "no action for a live match".to_string()))?;
        m.apply(seat, action)
            .map_err(|e| (level, format!("{action:?}: {e}")))?;
    }
    Ok(m)
}

/// Plays the matches `games` of `seed` between `cpus` as [`run_setup`] plays them when every
/// seat is a planner (Strong or Perfect) or a Shark: side by side, each as [`play_match`]
/// would play it (the seats rotating from match to match if `rotate`), giving every action
/// of each match to `watch` with the match's number. Refused for other seats.
pub fn play_side_by_side(
    rules: Ruleset,
    cpus: &mut [Cpu],
    seed: u64,
    games: Range<u64>,
    rotate: bool,
    mut watch: impl FnMut(u64, SeatId, Action),
) -> Result<(), ArenaError> {
    if !lockstep::plays(cpus) {
        return Err(ArenaError::Setup(
            "only Strong, Perfect and Shark seats play side by side".to_string(),
        ));
    }
    let mut lockstep = Lockstep::default();
    let mut first = games.start;
    while first < games.end {
        let last = first.saturating_add(lockstep::BLOCK).min(games.end);
        let dice = (seed, SimDice::Generator);
        lockstep.play(&rules, cpus, dice, first..last, rotate, &mut watch)?;
        first = last;
    }
    Ok(())
}

/// Adds one finished match to the seats' tallies: its cards seat by seat, seat `s` being
/// the setup's seat `(s + offset) % n`.
fn tally_match(tallies: &mut [Tally], rules: &Ruleset, cards: &[Card], offset: usize) {
    let n = cards.len();
    let total = |c: &Card| c.total(rules);
    let best = cards.iter().map(total).max().unwrap_or(0);
    let winners = cards.iter().filter(|c| total(c) == best).count() as u64;
    for (seat, card) in cards.iter().enumerate() {
        let t = total(card);
        // Rank 1 is no total above this one's (as `Match::standings` ranks them).
        let win = if t == best { 12 / winners } else { 0 };
        let best_other = cards
            .iter()
            .enumerate()
            .filter(|&(other, _)| other != seat)
            .map(|(_, c)| total(c))
            .max();
        let tally = &mut tallies[(seat + offset) % n];
        if let Some(other) = best_other {
            tally.add_margin(i64::from(t) - i64::from(other));
        }
        tally.add(t, card.upper_bonuses(rules) > 0, card.yahtzees() > 0, win);
    }
}

/// What an arena run plays.
#[derive(Clone)]
pub struct ArenaSetup {
    pub rules: Ruleset,
    /// The seats by level, in seat order.
    pub levels: Vec<Level>,
    pub games: u64,
    pub seed: u64,
    pub threads: usize,
    pub optimum: Option<Arc<Optimum>>,
    pub outlook: Option<Arc<Outlook>>,
    /// Whether the seat that throws first rotates each game (game `i` starts with seat
    /// `i mod seats`), so no level gains from always going first.
    pub rotate: bool,
    pub dice: SimDice,
}

/// What the arena's Sharks keep of the outlook, in bytes: Classic's stored
/// levels decoded take about 140 MB, and the states mixed from them that games reach less.
const ARENA_FUTURES: usize = 1 << 30;

/// Plays the setup's matches on its threads. Game `i` always gets the same dice for the same
/// `seed`, whatever the thread count.
pub fn run_setup(setup: &ArenaSetup) -> Result<ArenaReport, ArenaError> {
    play_setup(setup, true)
}

/// [`run_setup`], the matches of planners and Sharks played side by side if `side_by_side` (the same
/// matches, faster), else one after another as every other seat's are (for the tests to
/// compare).
fn play_setup(setup: &ArenaSetup, side_by_side: bool) -> Result<ArenaReport, ArenaError> {
    let ArenaSetup {
        rules,
        ref levels,
        games,
        seed,
        threads,
        ref optimum,
        ref outlook,
        rotate,
        dice,
    } = *setup;
    let threads = threads.max(1);
    let n = levels.len();
    let new_cpu = |level: Level| {
        Cpu::with_solved(level, rules, optimum.clone(), outlook.clone())
            .map_err(|e| ArenaError::Setup(e.to_string()))
    };
    // Check every level can be built before starting the threads. Planners and Sharks play
    // their matches side by side, a block at a time (see `lockstep`).
    let side_by_side = {
        let mut cpus: Vec<Cpu> = levels
            .iter()
            .map(|&l| new_cpu(l))
            .collect::<Result<_, _>>()?;
        side_by_side && lockstep::plays(&mut cpus)
    };
    // The Sharks of every thread keep what they read of the outlook together:
    // a game's states are mostly ones an earlier game reached.
    let futures = Arc::new(crate::odds::FutureStore::with_limit(ARENA_FUTURES));
    let start = Instant::now();
    let new_worker = || {
        let mut cpus: Vec<Cpu> = levels
            .iter()
            .map(|&l| new_cpu(l))
            .collect::<Result<_, _>>()?;
        for cpu in &mut cpus {
            cpu.share_futures(&futures);
        }
        Ok((
            cpus,
            vec![Tally::default(); levels.len()],
            Lockstep::default(),
        ))
    };
    let results = if side_by_side {
        try_share_out(
            threads,
            games.div_ceil(lockstep::BLOCK),
            1,
            new_worker,
            |(cpus, tallies, lockstep), block| {
                let first = block * lockstep::BLOCK;
                let last = first.saturating_add(lockstep::BLOCK).min(games);
                let games = first..last;
                lockstep.play(&rules, cpus, (seed, dice), games, rotate, &mut |_, _, _| {})?;
                for (_, offset, cards) in lockstep.finished() {
                    tally_match(tallies, &rules, cards, offset);
                }
                Ok(())
            },
            |(_, tallies, _)| tallies,
        )?
    } else {
        try_share_out(
            threads,
            games,
            64,
            new_worker,
            |(cpus, tallies, _), game| {
                // Seat `s` of this game is the setup's seat `(s + offset) % n`.
                let offset = if rotate {
                    (game % n as u64) as usize
                } else {
                    0
                };
                cpus.rotate_left(offset);
                let played = play_match_on(rules, cpus, dice.source(seed, game));
                cpus.rotate_right(offset);
                let m = played.map_err(|(level, reason)| ArenaError::Illegal {
                    game,
                    level,
                    reason,
                })?;
                tally_match(tallies, &rules, m.cards(), offset);
                Ok(())
            },
            |(_, tallies, _)| tallies,
        )?
    };
    let mut totals = vec![Tally::default(); levels.len()];
    for r in results {
        for (t, add) in totals.iter_mut().zip(r.iter()) {
            t.merge(add);
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    let seats = totals
        .iter()
        .zip(levels)
        .enumerate()
        .map(|(seat, (t, &level))| {
            let n = t.games.max(1) as f64;
            let mean = t.sum as f64 / n;
            let variance = (t.sum_sq as f64 / n - mean * mean).max(0.0);
            let share = t.win_twelfths as f64 / 12.0 / n;
            let share_var = (t.win_sq as f64 / 144.0 / n - share * share).max(0.0);
            let half = 1.96 * (share_var / n).sqrt();
            let margin_mean = t.margin_sum as f64 / n;
            let margin_var = (t.margin_sq as f64 / n - margin_mean * margin_mean).max(0.0);
            SeatReport {
                seat: seat + 1,
                level,
                games: t.games,
                mean,
                sd: variance.sqrt(),
                min: t.min,
                max: t.max,
                upper_bonus_rate: t.upper_bonus as f64 / n,
                yahtzee_rate: t.yahtzee as f64 / n,
                win_share: share,
                // A share lies in 0–1; the normal approximation's interval is cut to that.
                win_share_ci95: [(share - half).max(0.0), (share + half).min(1.0)],
                wins: t.wins,
                ties: t.ties,
                margin_mean,
                margin_sd: margin_var.sqrt(),
            }
        })
        .collect();
    Ok(ArenaReport {
        games,
        seed,
        rules,
        seats,
        seconds,
        games_per_second: games as f64 / seconds.max(1e-9),
        threads,
        rotated: rotate,
        dice,
    })
}

/// Plays `games` matches of the `levels` against each other on `threads` threads, seat 1
/// always first (the levels' own figures; see [`run_setup`] for rotation and the Shark).
pub fn run(
    rules: Ruleset,
    levels: &[Level],
    games: u64,
    seed: u64,
    threads: usize,
    optimum: Option<Arc<Optimum>>,
) -> Result<ArenaReport, ArenaError> {
    run_setup(&ArenaSetup {
        rules,
        levels: levels.to_vec(),
        games,
        seed,
        threads,
        optimum,
        outlook: None,
        rotate: false,
        dice: SimDice::Generator,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::WithSettings;

    /// A run whose matches are played side by side reports what the same run played one
    /// match after another reports: one seat and several, fixed and rotating, over blocks
    /// split between one thread and two, on plain and sticky holds.
    #[test]
    fn matches_side_by_side_report_as_one_after_another() {
        let sticky = Ruleset::YATZY.with_settings(&["max_rolls=3", "sticky_holds=true"]);
        let optimum = Arc::new(Optimum::solve(Ruleset::CLASSIC, 2, &|_, _| {}));
        let (perfect, strong) = (Level::Perfect, Level::Strong);
        let runs = [
            (Ruleset::CLASSIC, vec![perfect], 200, false),
            (Ruleset::CLASSIC, vec![strong, perfect], 150, true),
            (Ruleset::CLASSIC, vec![perfect, strong, strong], 70, false),
            (
                Ruleset::CLASSIC,
                vec![perfect, strong, perfect, strong],
                70,
                true,
            ),
            (sticky, vec![strong, strong], 70, true),
        ];
        for ((rules, levels, games, rotate), dice) in runs.into_iter().zip([
            SimDice::Generator,
            SimDice::Tape,
            SimDice::SameDice,
            SimDice::Generator,
            SimDice::Tape,
        ]) {
            for threads in [1, 2] {
                let setup = ArenaSetup {
                    rules,
                    levels: levels.clone(),
                    games,
                    seed: 5,
                    threads,
                    optimum: (rules == Ruleset::CLASSIC).then(|| optimum.clone()),
                    outlook: None,
                    rotate,
                    dice,
                };
                let timeless = |side_by_side| {
                    let mut report = play_setup(&setup, side_by_side)
                        .unwrap_or_else(|e| panic!("{levels:?}: {e}"));
                    report.seconds = 0.0;
                    report.games_per_second = 0.0;
                    report
                };
                assert_eq!(timeless(true), timeless(false), "{levels:?} {threads}");
            }
        }
    }
}
