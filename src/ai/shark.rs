//! The Shark: plays to finish first, not to score most.
//!
//! Each turn it solves the turn exactly, valuing every way the turn can end by the chance to
//! win that follows: its own final total is the points banked plus the placement plus the
//! rest of its card played Perfect (the distribution in [`DistTable`]), against every
//! opponent's final total under Perfect play from where they stand. A seat far behind thus
//! gambles for the big boxes, and one far ahead takes the safe points. In a solitaire match
//! there is no one to beat and it plays Perfect.

use std::collections::HashMap;

use super::combos::{Combos, ROLL_BASE, ROLLS};
use super::kernel::{Candidate, RulesContext, SLOTS, YAHTZEE_POSITIVE_SLOT};
use super::odds::{Dist, DistTable, WinFunction};
use super::plan::Choice;
use super::solver::{StateKey, open_boxes};
use crate::rules::{BoxId, Counts, Dice, Holds, Scorecard};

/// One turn's plan: the chance to win of every way to end it, and of every keep.
pub struct SharkTurn {
    key: TurnKey,
    /// Per roll: its placements with their chance to win, in box order.
    placements: Vec<Vec<(Candidate, f64)>>,
    /// `keeps[j - 1][k]`: the chance to win after keeping `k` with `j` throws left.
    keeps: Vec<Vec<f64>>,
}

/// What a turn's plan depends on: the seat's state and banked points, and every opponent's.
#[derive(Clone, PartialEq, Eq)]
struct TurnKey {
    me: (StateKey, u32),
    opponents: Vec<(StateKey, u32)>,
}

/// The box a placement slot fills.
fn slot_box(slot: u8) -> BoxId {
    let s = usize::from(slot);
    let index = match s {
        0..36 => s / 6,
        YAHTZEE_POSITIVE_SLOT => BoxId::Yahtzee.index(),
        _ => 6 + (s - 36),
    };
    BoxId::from_index(index).unwrap_or(BoxId::Chance)
}

impl SharkTurn {
    /// Plans the turn of `card` against `opponents` (their cards, each at the start of a
    /// turn).
    pub fn new(
        ctx: &RulesContext,
        dists: &DistTable,
        card: &Scorecard,
        opponents: &[&Scorecard],
    ) -> SharkTurn {
        let rules = ctx.rules;
        let combos = Combos::get();
        let key = turn_key(ctx, card, opponents);
        let finals: Vec<Dist> = opponents
            .iter()
            .map(|c| {
                let (lo, p) = dists.get(StateKey::of_card(&rules, c));
                Dist {
                    lo: lo + c.total(&rules),
                    p,
                }
            })
            .collect();
        let win = WinFunction::against(&finals);
        let state = StateKey::of_card(&rules, card);
        let banked = card.total(&rules);
        let next = super::odds::table::successors_of(&rules, dists, state);
        // The chance to win after each placement, per (slot, points): computed once each.
        let mut after: HashMap<(u8, u32), f64> = HashMap::new();
        let mut decoded: Vec<Option<(u32, Vec<f64>)>> = vec![None; SLOTS];
        let mut candidates = Vec::new();
        let placements: Vec<Vec<(Candidate, f64)>> = (0..ROLLS)
            .map(|r| {
                candidates.clear();
                ctx.candidates(
                    r,
                    open_boxes(&rules, state.filled),
                    state.yahtzee_positive,
                    &mut candidates,
                );
                candidates
                    .iter()
                    .map(|c| {
                        let points = c.points as u32;
                        let value = *after.entry((c.slot, points)).or_insert_with(|| {
                            let (index, bonus) = next[usize::from(c.slot)];
                            let (lo, p) = decoded[usize::from(c.slot)]
                                .get_or_insert_with(|| dists.at_index(index));
                            win.expect(banked + points + bonus, *lo, p)
                        });
                        (*c, value)
                    })
                    .collect()
            })
            .collect();
        let best_score: Vec<f64> = placements
            .iter()
            .map(|p| p.iter().map(|(_, v)| *v).fold(f64::NEG_INFINITY, f64::max))
            .collect();
        let mut keeps = Vec::new();
        if rules.sticky_holds() {
            // Values per (roll, held keep), the held keep given by its position among the
            // roll's sub-keeps.
            let mut prev: Vec<Vec<f64>> = combos
                .sub_keeps
                .iter()
                .enumerate()
                .map(|(r, subs)| vec![best_score[r]; subs.len()])
                .collect();
            for _ in 1..rules.max_rolls() {
                let f: Vec<f64> = (0..ROLL_BASE)
                    .map(|k| {
                        combos.outcomes[k]
                            .iter()
                            .map(|o| {
                                o.probability * prev[usize::from(o.roll)][usize::from(o.position)]
                            })
                            .sum()
                    })
                    .collect();
                prev = combos
                    .sub_keeps
                    .iter()
                    .enumerate()
                    .map(|(r, subs)| {
                        subs.iter()
                            .map(|held| {
                                let h = &combos.keeps[usize::from(held.keep)];
                                subs.iter()
                                    .map(|s| usize::from(s.keep))
                                    .filter(|&k| k < ROLL_BASE && h.is_subset_of(&combos.keeps[k]))
                                    .map(|k| f[k])
                                    .fold(best_score[r], f64::max)
                            })
                            .collect()
                    })
                    .collect();
                keeps.push(f);
            }
        } else {
            let mut prev = best_score.clone();
            for _ in 1..rules.max_rolls() {
                let f: Vec<f64> = (0..ROLL_BASE)
                    .map(|k| {
                        combos.outcomes[k]
                            .iter()
                            .map(|o| o.probability * prev[usize::from(o.roll)])
                            .sum()
                    })
                    .collect();
                prev = (0..ROLLS)
                    .map(|r| {
                        combos.sub_keeps[r]
                            .iter()
                            .map(|s| usize::from(s.keep))
                            .filter(|&k| k < ROLL_BASE)
                            .map(|k| f[k])
                            .fold(best_score[r], f64::max)
                    })
                    .collect();
                keeps.push(f);
            }
        }
        SharkTurn {
            key,
            placements,
            keeps,
        }
    }

    /// The choice with the best chance to win: on a tie scoring, then the first box, then
    /// the bigger keep (as the Perfect CPU breaks ties).
    pub fn best(&self, dice: &Dice, held: Holds, rolls_left: u8, sticky: bool) -> Option<Choice> {
        let combos = Combos::get();
        let roll = combos.index_of(&dice.counts()).checked_sub(ROLL_BASE)?;
        let mut best: Option<(Choice, f64)> = None;
        for (c, v) in &self.placements[roll] {
            if best.as_ref().is_none_or(|(_, b)| *v > *b) {
                best = Some((Choice::score(slot_box(c.slot), c.points as u16), *v));
            }
        }
        if rolls_left > 0
            && let Some(stage) = self.keeps.get(usize::from(rolls_left) - 1)
        {
            let locked = if sticky {
                dice.held_counts(held)
            } else {
                Counts::default()
            };
            for sub in &combos.sub_keeps[roll] {
                let k = usize::from(sub.keep);
                if k >= ROLL_BASE || !locked.is_subset_of(&combos.keeps[k]) {
                    continue;
                }
                if best.as_ref().is_none_or(|(_, b)| stage[k] > *b) {
                    best = Some((
                        Choice::Hold {
                            keep: combos.keeps[k],
                        },
                        stage[k],
                    ));
                }
            }
        }
        best.map(|(c, _)| c)
    }

    /// The chance to win of the best choice at this point.
    pub fn best_value(&self, dice: &Dice, held: Holds, rolls_left: u8, sticky: bool) -> f64 {
        let combos = Combos::get();
        let Some(roll) = combos.index_of(&dice.counts()).checked_sub(ROLL_BASE) else {
            return 0.0;
        };
        let score = self.placements[roll]
            .iter()
            .map(|(_, v)| *v)
            .fold(f64::NEG_INFINITY, f64::max);
        let locked = if sticky {
            dice.held_counts(held)
        } else {
            Counts::default()
        };
        match self.keeps.get(usize::from(rolls_left).wrapping_sub(1)) {
            Some(stage) if rolls_left > 0 => combos.sub_keeps[roll]
                .iter()
                .map(|s| usize::from(s.keep))
                .filter(|&k| k < ROLL_BASE && locked.is_subset_of(&combos.keeps[k]))
                .map(|k| stage[k])
                .fold(score, f64::max),
            _ => score,
        }
    }

    /// The chance to win of filling `b` with `dice` (then playing Perfect), if allowed.
    pub fn score_value(&self, dice: &Dice, b: BoxId) -> Option<f64> {
        let roll = Combos::get()
            .index_of(&dice.counts())
            .checked_sub(ROLL_BASE)?;
        self.placements[roll]
            .iter()
            .find(|(c, _)| slot_box(c.slot) == b)
            .map(|(_, v)| *v)
    }

    /// The chance to win of keeping `keep` and throwing the rest with `throws_left` throws
    /// left (then playing to win for the rest of the turn, Perfect after).
    pub fn keep_value(&self, throws_left: u8, keep: &Counts) -> Option<f64> {
        let k = Combos::get().index_of(keep);
        self.keeps
            .get(usize::from(throws_left).checked_sub(1)?)
            .and_then(|stage| stage.get(k))
            .copied()
    }

    fn matches(&self, key: &TurnKey) -> bool {
        self.key == *key
    }
}

fn turn_key(ctx: &RulesContext, card: &Scorecard, opponents: &[&Scorecard]) -> TurnKey {
    let rules = ctx.rules;
    TurnKey {
        me: (StateKey::of_card(&rules, card), card.total(&rules)),
        opponents: opponents
            .iter()
            .map(|c| (StateKey::of_card(&rules, c), c.total(&rules)))
            .collect(),
    }
}

/// Keeps the current turn's plan, rebuilt when the position at the start of a turn changes.
#[derive(Default)]
pub struct SharkCache {
    turn: Option<SharkTurn>,
}

impl SharkCache {
    pub fn get(
        &mut self,
        ctx: &RulesContext,
        dists: &DistTable,
        card: &Scorecard,
        opponents: &[&Scorecard],
    ) -> &SharkTurn {
        let key = turn_key(ctx, card, opponents);
        if self.turn.as_ref().is_some_and(|t| !t.matches(&key)) {
            self.turn = None;
        }
        self.turn
            .get_or_insert_with(|| SharkTurn::new(ctx, dists, card, opponents))
    }
}
