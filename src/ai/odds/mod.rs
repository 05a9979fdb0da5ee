//! Chance to win: each seat's probability of finishing first when every seat plays Perfect
//! (the expected-total optimum) from here on.
//!
//! Perfect play looks only at its own card, so the seats' futures are independent: a seat's
//! final total is its banked total plus the points its own card will still earn, and the
//! chance to win follows exactly from the seats' final-total distributions (equal totals
//! split the win). Those come from:
//! - [`DistTable`]: for every start-of-turn state, the distribution of the points still to
//!   come under Perfect play, built backwards from the full card like the solver's table;
//! - [`walk_turn`]: for the seat in mid-turn, the rest of its turn followed forward under the
//!   same policy (its dice, holds and throws left), each placement then continued by the
//!   table.
//!
//! The table is the same for every match under one ruleset, so it is built once in the
//! background and cached on disk (see `store::odds_cache`).
//!
//! The parts live apart by job: [`dist`] holds the distributions and their stored form,
//! [`table`] the table of every state's distribution, [`walk`] the walk through one turn;
//! this module combines them into each seat's final total and chance to win. Checking these
//! figures against simulated matches lives beside the arena (`ai::arena::sim`).

pub mod dist;
pub mod estimate;
pub mod pool;
pub mod table;
pub mod walk;

pub use dist::Dist;
pub use table::DistTable;

use crate::ai::combos::{Combos, ROLL_BASE};
use crate::ai::kernel::{Candidate, RulesContext};
use crate::ai::solver::{StateKey, Table, open_boxes};
use crate::rules::Scorecard;
use dist::trim;
use table::{mix_outcomes, successors};
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

/// The distribution of a seat's final total under Perfect play from its position.
pub fn final_total(
    ctx: &RulesContext,
    table: &Table,
    dists: &DistTable,
    seat: &SeatPosition,
) -> Dist {
    let rules = ctx.rules;
    let banked = seat.card.total(&rules);
    let state = StateKey::of_card(&rules, seat.card);
    let from = match seat.turn {
        Some(point @ (TurnPoint::Rolled { .. } | TurnPoint::Holding { .. })) => point,
        _ => {
            let (lo, p) = dists.get(state);
            return Dist { lo: lo + banked, p };
        }
    };
    let plan = super::TurnPlan::new(ctx, table, seat.card);
    let policy = PlanPolicy { plan: &plan };
    let choices = RollChoices::new(
        ctx,
        open_boxes(&ctx.rules, state.filled),
        state.yahtzee_positive,
    );
    let ends = walk_turn(&rules, &choices, &policy, from);
    let next = successors(&rules, &dists.layout, state);
    let mut acc = Vec::new();
    mix_outcomes(
        &choices,
        &policy,
        &ends,
        &next,
        dists.entries(),
        dists.pool(),
        &mut acc,
    );
    let (lo, p) = trim(&acc);
    Dist {
        lo: lo + banked,
        p: p.to_vec(),
    }
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
    // Trimmed tails leave the sum a hair off 1; spread that over the seats.
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
    table: &Table,
    dists: &DistTable,
    seats: &[SeatPosition],
) -> Vec<f64> {
    let finals: Vec<Dist> = seats
        .iter()
        .map(|s| final_total(ctx, table, dists, s))
        .collect();
    win_chances(&finals)
}

/// Every seat's chance to win from where `game` stands (the seat to play from its dice, holds
/// and throws left). A finished match gives the final shares.
pub fn chances_for_match(
    ctx: &RulesContext,
    table: &Table,
    dists: &DistTable,
    game: &crate::game::Match,
) -> Vec<f64> {
    chances_from(ctx, table, dists, game, false)
}

/// As [`chances_for_match`], but the seat to play, with throws left, either scores now or
/// throws with exactly the dice it holds now: the chance as its holds stand, which is what the
/// card shows while a player changes them.
pub fn chances_as_held(
    ctx: &RulesContext,
    table: &Table,
    dists: &DistTable,
    game: &crate::game::Match,
) -> Vec<f64> {
    chances_from(ctx, table, dists, game, true)
}

fn chances_from(
    ctx: &RulesContext,
    table: &Table,
    dists: &DistTable,
    game: &crate::game::Match,
    as_held: bool,
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
                    Some(if as_held {
                        TurnPoint::Holding {
                            roll,
                            held,
                            throws_left,
                        }
                    } else {
                        TurnPoint::Rolled {
                            roll,
                            held,
                            throws_left,
                        }
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
    match_chances(ctx, table, dists, &seats)
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
