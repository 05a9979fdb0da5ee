//! Chance to win: each seat's probability of finishing first when every seat plays Perfect
//! (the expected-total optimum) from here on.
//!
//! Perfect play looks only at its own card, so the seats' futures are independent: a seat's
//! final total is its banked total plus the points its own card will still earn, and the
//! chance to win follows exactly from the seats' final-total distributions (equal totals
//! split the win). Those come from:
//! - [`Outlook`]: for every start-of-turn state, the distribution of the points still to
//!   come under Perfect play, built backwards from the full card like the optimum;
//! - [`walk_turn`]: for the seat in mid-turn, the rest of its turn followed forward under the
//!   same policy (its dice, holds and throws left), each placement then continued by the
//!   outlook.
//!
//! The outlook is the same for every match under one ruleset, so it is built once in the
//! background and cached on disk (see `store::outlook_cache`).
//!
//! The parts live apart by job: [`dist`] holds the distributions, [`outlook`] the outlook of
//! every state's distribution (and how close it is to exact), [`code`] its stored form,
//! [`turn`] how a state's turn ends, [`futures`] reading the outlook, [`walk`] the walk through
//! one turn; this module combines them into each seat's final total and chance to win.
//! Checking these figures against simulated matches lives beside the arena
//! (`ai::arena::sim`).
//!
//! # How close the chances are
//!
//! The outlook gives each seat's final total within `ε` of its exact distribution in every
//! cumulative probability (`outlook`'s docs: `ε ≤ 2.33e-5`). A seat's chance to win is then
//! within `n·ε` of exact with `n` seats: under 0.01 percentage points for the four a match can
//! have. Replace one seat's distribution at a time by the outlook's. Seat `i`'s chance is
//! `Σ_x p_i(x)·g(x)`, where `g(x)` (the chance that a total of `x` wins, ties split) rises
//! with `x` from 0 to at most 1; summing by parts, changing `p_i` by cumulative errors of at
//! most `ε` moves it by at most `ε` times the rise of `g`, so at most `ε`. For an opponent
//! `j`, seat `i`'s chance is `Σ_t p_j(t)·φ(t)` where `φ(t)`, the chance that `i` wins when `j`
//! ends on `t` (the other seats as they are at that step, each a distribution), falls with
//! `t` within [0, 1]: again at most `ε`. The `n` steps add up to at most `n·ε`.
//! (`tests/suite/odds.rs` checks chances against an exact computation of 2, 3 and 4 seats.)

pub mod code;
pub mod dist;
pub mod estimate;
pub mod exact;
pub mod futures;
pub mod outlook;
pub mod pool;
pub mod spill;
mod turn;
pub mod walk;

pub use dist::Dist;
pub use futures::{FutureStore, Futures};
pub use outlook::Outlook;

use crate::combos::{Combos, ROLL_BASE, ROLLS};
use crate::kernel::{Candidate, RulesContext};
use crate::rules::Scorecard;
use crate::solver::{Optimum, StateKey, open_boxes};
use outlook::{successor_states, trim_tails};
use walk::{RollChoices, TurnPoint, TurnPolicy, walk_turn};

/// The policy of a [`super::TurnPlan`] (the seat in mid-turn).
struct PlanPolicy<'a> {
    plan: &'a super::TurnPlan,
}

impl TurnPolicy for PlanPolicy<'_> {
    fn keep_value(&self, throws_left: u8, keep: usize) -> f64 {
        self.plan.keep_value(throws_left, keep)
    }
    fn score_value(&self, c: &Candidate) -> f64 {
        c.points + self.plan.successor_value(usize::from(c.slot))
    }
}

/// One seat's position, for [`win_chances`].
#[derive(Clone, Copy, Debug)]
pub struct SeatPosition<'a> {
    pub card: &'a Scorecard,
    /// The dice on the table if this seat is in mid-turn with dice thrown.
    pub turn: Option<TurnPoint>,
}

/// Where the distributions of the points still to come from start-of-turn states come from:
/// the outlook ([`OutlookFutures`]), or, for tests, the exact computation ([`exact::Exact`]).
pub trait FutureSource {
    /// The distribution from `state`.
    fn future(&mut self, state: StateKey) -> Dist;
    /// `acc += Σ chance × (the distribution from the state shifted by the points)` over
    /// `parts` (state, points, chance), in their order.
    fn mix_into(&mut self, parts: &[(StateKey, u32, f64)], acc: &mut Vec<f64>);
}

/// The outlook read through a [`Futures`].
pub struct OutlookFutures<'a> {
    pub ctx: &'a RulesContext,
    pub optimum: &'a Optimum,
    pub outlook: &'a Outlook,
    pub futures: &'a mut Futures,
}

impl FutureSource for OutlookFutures<'_> {
    fn future(&mut self, state: StateKey) -> Dist {
        self.futures
            .get(self.ctx, self.optimum, self.outlook, state)
            .clone()
    }

    fn mix_into(&mut self, parts: &[(StateKey, u32, f64)], acc: &mut Vec<f64>) {
        self.futures
            .mix_into(self.ctx, self.optimum, self.outlook, parts, acc);
    }
}

/// The distribution of a seat's final total under Perfect play from its position, the
/// futures of its states read from `source`.
pub fn final_total(
    ctx: &RulesContext,
    optimum: &Optimum,
    source: &mut impl FutureSource,
    seat: &SeatPosition,
) -> Dist {
    let rules = ctx.rules;
    let banked = seat.card.total(&rules);
    let state = StateKey::of_card(&rules, seat.card);
    let from = match seat.turn {
        Some(
            point @ (TurnPoint::Rolled { .. }
            | TurnPoint::Holding { .. }
            | TurnPoint::Throwing { .. }),
        ) => point,
        _ => return source.future(state).shifted(banked),
    };
    let plan = super::TurnPlan::new(ctx, optimum, seat.card);
    let policy = PlanPolicy { plan: &plan };
    let choices = RollChoices::new(
        ctx,
        open_boxes(&ctx.rules, state.filled),
        state.yahtzee_positive,
    );
    let ends = walk_turn(&rules, &choices, &policy, from);
    let mut acc = Vec::new();
    source.mix_into(&turn_parts(ctx, state, &choices, &policy, &ends), &mut acc);
    let (lo, p) = trim_tails(&acc, 0.0);
    Dist {
        lo: lo + banked,
        p: p.to_vec(),
    }
}

/// How a turn from `state` ends, followed under `policy` (placing as it places among
/// `choices`) with the chance `ends[r]` of ending on each roll: each state it leads to, with the points scored and the bonus earned on the
/// way there and the chance, rolls leading to the same placement merged (before the costly
/// shifts), in the order first reached.
fn turn_parts(
    ctx: &RulesContext,
    state: StateKey,
    choices: &RollChoices,
    policy: &impl TurnPolicy,
    ends: &[f64; ROLLS],
) -> Vec<(StateKey, u32, f64)> {
    let rules = ctx.rules;
    let next = successor_states(&rules, state);
    let mut parts: Vec<(StateKey, u32, f64)> = Vec::new();
    for (r, &m) in ends.iter().enumerate() {
        if m <= 0.0 {
            continue;
        }
        let Some((c, _)) = choices.best(r, policy) else {
            continue;
        };
        let Some((after, bonus)) = next[usize::from(c.slot)] else {
            continue;
        };
        let by = c.points as u32 + bonus;
        match parts.iter_mut().find(|(s, b, _)| *s == after && *b == by) {
            Some(part) => part.2 += m,
            None => parts.push((after, by, m)),
        }
    }
    parts
}

/// A seat's chance to win as a function of its own final total, against opponents with
/// independent final-total distributions (a shared first place splits the win).
#[derive(Clone, Debug)]
pub struct WinFunction {
    lo: u32,
    g: Vec<f64>,
}

impl WinFunction {
    /// Against `opponents`; with none, every total wins.
    pub fn against(opponents: &[Dist]) -> WinFunction {
        let (Some(lo), Some(hi)) = (
            opponents.iter().map(|d| d.lo).min(),
            opponents.iter().map(Dist::hi).max(),
        ) else {
            return WinFunction {
                lo: 0,
                g: Vec::new(),
            };
        };
        // Running P(T_j < x) per opponent.
        let mut below = vec![0.0; opponents.len()];
        let mut g = Vec::with_capacity((hi - lo + 1) as usize);
        let mut poly = Vec::with_capacity(opponents.len() + 1);
        for x in lo..=hi {
            // Π_j (P(T_j < x) + P(T_j = x)·z): the coefficient of z^t is the chance that
            // exactly t opponents tie at x with the rest below; the win is split t + 1 ways.
            poly.clear();
            poly.push(1.0);
            for (j, d) in opponents.iter().enumerate() {
                let (a, b) = (below[j], d.at(x));
                poly.push(0.0);
                for t in (0..poly.len()).rev() {
                    let lower = if t > 0 { poly[t - 1] } else { 0.0 };
                    poly[t] = poly[t] * a + lower * b;
                }
            }
            g.push(
                poly.iter()
                    .enumerate()
                    .map(|(t, c)| c / (t as f64 + 1.0))
                    .sum(),
            );
            for (j, d) in opponents.iter().enumerate() {
                below[j] += d.at(x);
            }
        }
        WinFunction { lo, g }
    }

    /// The chance to win with a final total of `y`.
    pub fn at(&self, y: u32) -> f64 {
        if self.g.is_empty() {
            return 1.0;
        }
        match y.checked_sub(self.lo) {
            None => 0.0,
            Some(i) => self.g.get(i as usize).copied().unwrap_or(1.0),
        }
    }

    /// The chance to win with a final total of `base` plus a draw from `p` (starting at
    /// `lo`).
    pub fn expect(&self, base: u32, lo: u32, p: &[f64]) -> f64 {
        p.iter()
            .enumerate()
            .map(|(i, &q)| q * self.at(base + lo + i as u32))
            .sum()
    }
}

/// Each seat's chance of finishing first, given independent final-total distributions;
/// seats sharing the top total split the win equally. The chances add up to 1.
pub fn win_chances(finals: &[Dist]) -> Vec<f64> {
    let n = finals.len();
    if n == 1 {
        return vec![1.0];
    }
    let mut chances: Vec<f64> = (0..n)
        .map(|i| {
            let others: Vec<Dist> = finals
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, d)| d.clone())
                .collect();
            WinFunction::against(&others).expect(0, finals[i].lo, &finals[i].p)
        })
        .collect();
    // Rounding leaves the sum a hair off 1; spread that over the seats.
    let sum: f64 = chances.iter().sum();
    if sum > 0.0 {
        for c in &mut chances {
            *c /= sum;
        }
    }
    chances
}

/// Every seat's chance to win from a position of a match.
pub fn match_chances(
    ctx: &RulesContext,
    optimum: &Optimum,
    outlook: &Outlook,
    seats: &[SeatPosition],
) -> Vec<f64> {
    let mut futures = Futures::default();
    match_chances_with(ctx, optimum, outlook, &mut futures, seats)
}

/// [`match_chances`], reading the outlook through `futures`.
pub fn match_chances_with(
    ctx: &RulesContext,
    optimum: &Optimum,
    outlook: &Outlook,
    futures: &mut Futures,
    seats: &[SeatPosition],
) -> Vec<f64> {
    let mut source = OutlookFutures {
        ctx,
        optimum,
        outlook,
        futures,
    };
    let finals: Vec<Dist> = seats
        .iter()
        .map(|s| final_total(ctx, optimum, &mut source, s))
        .collect();
    win_chances(&finals)
}

/// Every seat's chance to win from where `game` stands (the seat to play from its dice, holds
/// and throws left). A finished match gives the final shares.
pub fn chances_for_match(
    ctx: &RulesContext,
    optimum: &Optimum,
    outlook: &Outlook,
    game: &crate::game::Match,
) -> Vec<f64> {
    chances_from(
        ctx,
        optimum,
        outlook,
        &mut Futures::default(),
        game,
        Point::Rolled,
    )
}

/// [`chances_for_match`], reading the outlook through `futures`.
pub fn chances_for_match_with(
    ctx: &RulesContext,
    optimum: &Optimum,
    outlook: &Outlook,
    futures: &mut Futures,
    game: &crate::game::Match,
) -> Vec<f64> {
    chances_from(ctx, optimum, outlook, futures, game, Point::Rolled)
}

/// As [`chances_for_match`], but the seat to play, with throws left, either scores now or
/// throws with exactly the dice it holds now: the chance as its holds stand, which is what the
/// card shows while a player changes them.
pub fn chances_as_held(
    ctx: &RulesContext,
    optimum: &Optimum,
    outlook: &Outlook,
    game: &crate::game::Match,
) -> Vec<f64> {
    chances_from(
        ctx,
        optimum,
        outlook,
        &mut Futures::default(),
        game,
        Point::Holding,
    )
}

/// [`chances_as_held`], reading the outlook through `futures`.
pub fn chances_as_held_with(
    ctx: &RulesContext,
    optimum: &Optimum,
    outlook: &Outlook,
    futures: &mut Futures,
    game: &crate::game::Match,
) -> Vec<f64> {
    chances_from(ctx, optimum, outlook, futures, game, Point::Holding)
}

/// As [`chances_for_match`], but the seat to play throws next with exactly the dice it holds
/// now (scoring now ruled out): the chance its rethrow, as chosen, carries. The account of
/// luck (`ai::luck`) weighs a rethrow from here.
pub fn chances_throwing_with(
    ctx: &RulesContext,
    optimum: &Optimum,
    outlook: &Outlook,
    futures: &mut Futures,
    game: &crate::game::Match,
) -> Vec<f64> {
    chances_from(ctx, optimum, outlook, futures, game, Point::Throwing)
}

/// How the seat to play goes on from dice on the table.
#[derive(Clone, Copy)]
enum Point {
    /// As Perfect chooses.
    Rolled,
    /// Scoring now or throwing with the holds as they stand.
    Holding,
    /// Throwing with the holds as they stand.
    Throwing,
}

fn chances_from(
    ctx: &RulesContext,
    optimum: &Optimum,
    outlook: &Outlook,
    futures: &mut Futures,
    game: &crate::game::Match,
    point: Point,
) -> Vec<f64> {
    let combos = Combos::get();
    let current = game.current_seat();
    let seats: Vec<SeatPosition> = game
        .seat_ids()
        .map(|seat| {
            let turn = match (current == Some(seat), game.throw()) {
                (true, Some(t)) => {
                    let (roll, held, throws_left) = (
                        combos.index_of(&t.dice.counts()) - ROLL_BASE,
                        t.dice.held_counts(t.held),
                        game.rolls_left(),
                    );
                    Some(match point {
                        Point::Holding => TurnPoint::Holding {
                            roll,
                            held,
                            throws_left,
                        },
                        Point::Throwing => TurnPoint::Throwing {
                            roll,
                            held,
                            throws_left,
                        },
                        Point::Rolled => TurnPoint::Rolled {
                            roll,
                            held,
                            throws_left,
                        },
                    })
                }
                _ => None,
            };
            SeatPosition {
                card: game.cards()[seat.index()].first(),
                turn,
            }
        })
        .collect();
    if game.is_over() {
        let finals: Vec<Dist> = seats
            .iter()
            .map(|s| Dist::point(s.card.total(&ctx.rules)))
            .collect();
        return win_chances(&finals);
    }
    match_chances_with(ctx, optimum, outlook, futures, &seats)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ties_split_the_win() {
        let a = Dist::point(250);
        let b = Dist::point(250);
        let c = Dist::point(240);
        assert_eq!(win_chances(&[a.clone(), b.clone(), c]), vec![0.5, 0.5, 0.0]);
        let coin = Dist {
            lo: 240,
            p: vec![0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.5],
        };
        let w = win_chances(&[coin, a]);
        // 240 loses to 250; 250 ties it: 0.5 × 0.5 shared.
        assert!((w[0] - 0.25).abs() < 1e-12 && (w[1] - 0.75).abs() < 1e-12);
    }
}
