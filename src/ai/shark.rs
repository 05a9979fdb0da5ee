//! The Shark: plays to finish first, not to score most.
//!
//! Each turn it solves the turn exactly, valuing every way the turn can end by the chance to
//! win that follows: its own final total is the points banked plus the placement plus the
//! rest of its card played Perfect (the distribution in [`DistTable`]), against every
//! opponent's final total under Perfect play from where they stand. A seat far behind thus
//! gambles for the big boxes, and one far ahead takes the safe points. In a solitaire match
//! there is no one to beat and it plays Perfect.

use super::combos::{Combos, Outcome, ROLL_BASE, ROLLS};
use super::kernel::{Candidate, RulesContext, SLOTS, YAHTZEE_POSITIVE_SLOT};
use super::odds::{Dist, DistTable, Futures, WinFunction};
use super::plan::Choice;
use super::solver::{StateKey, Table, open_boxes};
use crate::rules::{BoxId, Counts, Dice, Holds, Scorecard};

/// One turn's plan: the chance to win of every way to end it, and of every keep.
pub struct SharkTurn {
    key: TurnKey,
    /// Every roll's placements with their chance to win, in box order: roll `r`'s are
    /// `starts[r]..starts[r + 1]`.
    placements: Vec<(Candidate, f64)>,
    starts: Vec<u32>,
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
        table: &Table,
        dists: &DistTable,
        card: &Scorecard,
        opponents: &[&Scorecard],
    ) -> SharkTurn {
        SharkTurn::with_futures(ctx, table, dists, card, opponents, &mut Futures::default())
    }

    /// [`SharkTurn::new`], reading the distributions through `futures`.
    pub fn with_futures(
        ctx: &RulesContext,
        table: &Table,
        dists: &DistTable,
        card: &Scorecard,
        opponents: &[&Scorecard],
        futures: &mut Futures,
    ) -> SharkTurn {
        let rules = ctx.rules;
        let combos = Combos::get();
        let key = turn_key(ctx, card, opponents);
        let finals: Vec<Dist> = opponents
            .iter()
            .map(|c| {
                futures
                    .get(ctx, table, dists, StateKey::of_card(&rules, c))
                    .shifted(c.total(&rules))
            })
            .collect();
        let win = WinFunction::against(&finals);
        let state = StateKey::of_card(&rules, card);
        let banked = card.total(&rules);
        let next = super::odds::table::successor_states(&rules, state);
        let open = open_boxes(&rules, state.filled);
        let mut candidates = Vec::new();
        let mut starts = Vec::with_capacity(ROLLS + 1);
        for r in 0..ROLLS {
            starts.push(candidates.len());
            ctx.candidates(r, open, state.yahtzee_positive, &mut candidates);
        }
        starts.push(candidates.len());
        // The chance to win after each placement, per (slot, points): computed once each,
        // several points of a slot at a time against the same distribution.
        let span = candidates
            .iter()
            .map(|c| c.points as usize + 1)
            .max()
            .unwrap_or(1);
        let mut value_of = vec![u32::MAX; SLOTS * span];
        let mut wanted: Vec<Vec<u32>> = vec![Vec::new(); SLOTS];
        for c in &candidates {
            let points = c.points as u32;
            let at = usize::from(c.slot) * span + points as usize;
            if value_of[at] == u32::MAX {
                value_of[at] = 0;
                wanted[usize::from(c.slot)].push(points);
            }
        }
        let needed: Vec<Option<(StateKey, u32)>> = (0..SLOTS)
            .map(|s| if wanted[s].is_empty() { None } else { next[s] })
            .collect();
        let decoded: Vec<Option<(u32, u32, Dist)>> = needed
            .iter()
            .map(|n| {
                let (after, bonus) = (*n)?;
                let d = futures.get(ctx, table, dists, after);
                Some((d.lo, bonus, d.clone()))
            })
            .collect();
        // One sum per (slot, points), the longest first so that the sums side by side are
        // of about the same length.
        let mut jobs: Vec<(&[f64], usize, usize)> = Vec::new();
        for (s, d) in decoded.iter().enumerate() {
            let Some((lo, bonus, d)) = d else {
                continue;
            };
            for &points in &wanted[s] {
                jobs.push((
                    &d.p,
                    (banked + points + bonus + lo) as usize,
                    s * span + points as usize,
                ));
            }
        }
        jobs.sort_by_key(|j| std::cmp::Reverse(j.0.len()));
        // The chance to win at every final total a placement can lead to, so the sums below
        // read an array instead of asking the win function term by term: from the least of
        // them (the points banked and more), not from 0.
        let bottom = jobs.iter().map(|j| j.1).min().unwrap_or(0);
        let top = jobs.iter().map(|j| j.1 + j.0.len()).max().unwrap_or(0);
        let chances: Vec<f64> = (bottom as u32..top as u32).map(|y| win.at(y)).collect();
        let mut values = Vec::with_capacity(jobs.len());
        for group in jobs.chunks(4) {
            let lane = |l: usize| {
                let (p, first, _) = group[l.min(group.len() - 1)];
                let from = first - bottom;
                (p, &chances[from..from + p.len()])
            };
            let sums = expect4([lane(0), lane(1), lane(2), lane(3)]);
            for (&(_, _, at), sum) in group.iter().zip(sums) {
                value_of[at] = values.len() as u32;
                values.push(sum);
            }
        }
        let placements: Vec<(Candidate, f64)> = candidates
            .iter()
            .map(|c| {
                let at = usize::from(c.slot) * span + c.points as usize;
                (*c, values[value_of[at] as usize])
            })
            .collect();
        let starts: Vec<u32> = starts.into_iter().map(|s| s as u32).collect();
        let best_score: Vec<f64> = starts
            .windows(2)
            .map(|w| {
                placements[w[0] as usize..w[1] as usize]
                    .iter()
                    .map(|(_, v)| *v)
                    .fold(f64::NEG_INFINITY, f64::max)
            })
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
                let f = expect_keeps(&combos.outcomes[..ROLL_BASE], &prev);
                for (r, best) in prev.iter_mut().enumerate() {
                    let mut m = best_score[r];
                    for sub in &combos.sub_keeps[r] {
                        if let Some(&v) = f.get(usize::from(sub.keep)) {
                            m = m.max(v);
                        }
                    }
                    *best = m;
                }
                keeps.push(f);
            }
        }
        SharkTurn {
            key,
            placements,
            starts,
            keeps,
        }
    }

    /// Every keep `roll` allows with `rolls_left` throws left (with sticky holds, only those
    /// keeping the dice already held), with its chance to win, in the order ties are broken.
    fn legal_keeps<'a>(
        &'a self,
        roll: usize,
        dice: &Dice,
        held: Holds,
        rolls_left: u8,
        sticky: bool,
    ) -> impl Iterator<Item = (usize, f64)> + 'a {
        let combos = Combos::get();
        let stage = usize::from(rolls_left)
            .checked_sub(1)
            .and_then(|s| self.keeps.get(s));
        let locked = if sticky {
            dice.held_counts(held)
        } else {
            Counts::default()
        };
        stage.into_iter().flat_map(move |stage| {
            combos.sub_keeps[roll]
                .iter()
                .map(|sub| usize::from(sub.keep))
                .filter(move |&k| k < ROLL_BASE && locked.is_subset_of(&combos.keeps[k]))
                .map(|k| (k, stage[k]))
        })
    }

    /// The choice with the best chance to win: on a tie scoring, then the first box, then
    /// the bigger keep (as the Perfect CPU breaks ties).
    pub fn best(&self, dice: &Dice, held: Holds, rolls_left: u8, sticky: bool) -> Option<Choice> {
        let combos = Combos::get();
        let roll = combos.index_of(&dice.counts()).checked_sub(ROLL_BASE)?;
        let mut best: Option<(Choice, f64)> = None;
        for (c, v) in self.placements_of(roll) {
            if best.as_ref().is_none_or(|(_, b)| *v > *b) {
                best = Some((Choice::score(slot_box(c.slot), c.points as u16), *v));
            }
        }
        for (k, v) in self.legal_keeps(roll, dice, held, rolls_left, sticky) {
            if best.as_ref().is_none_or(|(_, b)| v > *b) {
                best = Some((
                    Choice::Hold {
                        keep: combos.keeps[k],
                    },
                    v,
                ));
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
        let score = self
            .placements_of(roll)
            .iter()
            .map(|(_, v)| *v)
            .fold(f64::NEG_INFINITY, f64::max);
        self.legal_keeps(roll, dice, held, rolls_left, sticky)
            .map(|(_, v)| v)
            .fold(score, f64::max)
    }

    /// Whether more than one choice at this point has a chance to win of at least `floor`.
    pub fn several_at_least(
        &self,
        dice: &Dice,
        held: Holds,
        rolls_left: u8,
        sticky: bool,
        floor: f64,
    ) -> bool {
        let combos = Combos::get();
        let Some(roll) = combos.index_of(&dice.counts()).checked_sub(ROLL_BASE) else {
            return false;
        };
        let placements = self
            .placements_of(roll)
            .iter()
            .filter(|(_, v)| *v >= floor)
            .count();
        let keeps = self
            .legal_keeps(roll, dice, held, rolls_left, sticky)
            .filter(|&(_, v)| v >= floor)
            .count();
        placements + keeps > 1
    }

    /// The chance to win of filling `b` with `dice` (then playing Perfect), if allowed.
    pub fn score_value(&self, dice: &Dice, b: BoxId) -> Option<f64> {
        let roll = Combos::get()
            .index_of(&dice.counts())
            .checked_sub(ROLL_BASE)?;
        self.placements_of(roll)
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

    fn placements_of(&self, roll: usize) -> &[(Candidate, f64)] {
        let (from, to) = (self.starts[roll], self.starts[roll + 1]);
        &self.placements[from as usize..to as usize]
    }

    fn matches(&self, key: &TurnKey) -> bool {
        self.key == *key
    }
}

/// Four chances to win at once, each `Σ p[i] × chances[i]` of its own lane:
/// [`WinFunction::expect`] term by term, in its order, so each sum is the same to the bit;
/// four sums side by side keep four additions in flight instead of one.
fn expect4(lanes: [(&[f64], &[f64]); 4]) -> [f64; 4] {
    let common = lanes.iter().map(|(p, _)| p.len()).min().unwrap_or(0);
    let [(p0, c0), (p1, c1), (p2, c2), (p3, c3)] = lanes.map(|(p, c)| (&p[..common], &c[..common]));
    // Floats summed from -0.0, as the standard `sum` does.
    let mut acc = [-0.0f64; 4];
    for i in 0..common {
        acc[0] += p0[i] * c0[i];
        acc[1] += p1[i] * c1[i];
        acc[2] += p2[i] * c2[i];
        acc[3] += p3[i] * c3[i];
    }
    for (a, (p, c)) in acc.iter_mut().zip(lanes) {
        for (q, w) in p[common..].iter().zip(&c[common..]) {
            *a += q * w;
        }
    }
    acc
}

/// Each keep's chance to win, `Σ probability × prev[roll]` over its outcomes in their order
/// (as an iterator's `sum` adds them, so each is the same to the bit), four keeps side by side
/// so that four additions are in flight instead of one.
fn expect_keeps(outcomes: &[Vec<Outcome>], prev: &[f64]) -> Vec<f64> {
    let mut out = Vec::with_capacity(outcomes.len());
    for group in outcomes.chunks(4) {
        let mut acc = [-0.0f64; 4];
        let common = group.iter().map(Vec::len).min().unwrap_or(0);
        for i in 0..common {
            for (a, list) in acc.iter_mut().zip(group) {
                let o = &list[i];
                *a += o.probability * prev[usize::from(o.roll)];
            }
        }
        for (a, list) in acc.iter_mut().zip(group) {
            for o in &list[common..] {
                *a += o.probability * prev[usize::from(o.roll)];
            }
        }
        out.extend_from_slice(&acc[..group.len()]);
    }
    out
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
    futures: Futures,
}

impl SharkCache {
    /// A cache that reads the table through `store`, shared with whoever else uses it.
    pub fn sharing(store: std::sync::Arc<super::odds::FutureStore>) -> SharkCache {
        SharkCache {
            turn: None,
            futures: Futures::sharing(store),
        }
    }

    pub fn get(
        &mut self,
        ctx: &RulesContext,
        table: &Table,
        dists: &DistTable,
        card: &Scorecard,
        opponents: &[&Scorecard],
    ) -> &SharkTurn {
        let key = turn_key(ctx, card, opponents);
        if self.turn.as_ref().is_some_and(|t| !t.matches(&key)) {
            self.turn = None;
        }
        self.turn.get_or_insert_with(|| {
            SharkTurn::with_futures(ctx, table, dists, card, opponents, &mut self.futures)
        })
    }
}
