//! The turn walk: one turn followed forward under a policy (which keep it takes with each
//! roll and throws left, which box it scores), giving the chance of ending the turn on each
//! roll. The outlook walks each state's turn from its start under the solver's
//! values, and a seat in mid-turn is walked from its dice under its turn plan; the walk is
//! apart because it is the same for both and knows nothing of distributions.

use crate::combos::{Combos, ROLL_BASE, ROLLS};
use crate::kernel::{Candidate, RulesContext};
use crate::rules::{BoxSet, Counts, Ruleset};

/// The policy a turn is walked under: `keep_value(j, k)` is the value of keeping `k` with
/// `j` throws left, `score_value(c)` the value of a placement (both on one scale).
pub trait TurnPolicy {
    fn keep_value(&self, throws_left: u8, keep: usize) -> f64;
    fn score_value(&self, c: &Candidate) -> f64;
}

/// Where a turn walk starts.
#[derive(Clone, Copy, Debug)]
pub enum TurnPoint {
    /// Before the first throw.
    Start,
    /// Dice on the table: the roll (as a full-roll index), the dice held (under sticky
    /// holds; otherwise ignored) and the throws left.
    Rolled {
        roll: usize,
        held: Counts,
        throws_left: u8,
    },
    /// Dice on the table with `held` held, when the next step is either scoring or throwing
    /// with exactly those dice held (no other keep); later throws are the policy's again.
    Holding {
        roll: usize,
        held: Counts,
        throws_left: u8,
    },
    /// Dice on the table with `held` held, thrown next with exactly those dice held (the
    /// player's rethrow as they chose it, scoring now ruled out); later throws are the
    /// policy's again.
    Throwing {
        roll: usize,
        held: Counts,
        throws_left: u8,
    },
}

/// Each roll's placements in one state, and which one a policy takes.
pub struct RollChoices {
    candidates: Vec<Candidate>,
    starts: Vec<usize>,
}

impl RollChoices {
    pub fn new(ctx: &RulesContext, open: BoxSet, yahtzee_positive: bool) -> RollChoices {
        let mut candidates = Vec::new();
        let mut starts = Vec::with_capacity(ROLLS + 1);
        for r in 0..ROLLS {
            starts.push(candidates.len());
            ctx.candidates(r, open, yahtzee_positive, &mut candidates);
        }
        starts.push(candidates.len());
        RollChoices { candidates, starts }
    }

    pub fn of_roll(&self, r: usize) -> &[Candidate] {
        &self.candidates[self.starts[r]..self.starts[r + 1]]
    }

    /// The placement a policy takes for roll `r`: the best value, the first box on a tie.
    pub(super) fn best(&self, r: usize, policy: &impl TurnPolicy) -> Option<(Candidate, f64)> {
        let mut best: Option<(Candidate, f64)> = None;
        for c in self.of_roll(r) {
            let v = policy.score_value(c);
            if best.is_none_or(|(_, b)| v > b) {
                best = Some((*c, v));
            }
        }
        best
    }
}

/// [`walk_turn`] from the start of a turn without sticky holds, with the keeps already
/// decided: `keep(j, r)` is the keep taken on roll `r` with `j` throws left (`None`: score).
/// The masses are added in the same order as there, so the chances are bit for bit the same;
/// the outlook decides the keeps of eight states at once and walks each here.
#[inline(always)]
pub(super) fn walk_start_decided(
    rules: &Ruleset,
    keep: impl Fn(u8, usize) -> Option<usize>,
) -> [f64; ROLLS] {
    let combos = Combos::get();
    let mut ends = [0.0; ROLLS];
    let mut throws_left = rules.max_rolls() - 1;
    let mut first = true;
    let mut rolls = [0.0; ROLLS];
    let mut keep_mass = [0.0; ROLL_BASE];
    while throws_left > 0 {
        keep_mass.fill(0.0);
        let mut step = |r: usize, m: f64| match keep(throws_left, r) {
            None => ends[r] += m,
            Some(k) => keep_mass[k] += m,
        };
        if first {
            for o in &combos.outcomes[0] {
                step(usize::from(o.roll), o.probability);
            }
        } else {
            for (r, &m) in rolls.iter().enumerate() {
                if m > 0.0 {
                    step(r, m);
                }
            }
        }
        first = false;
        rolls.fill(0.0);
        for (k, &m) in keep_mass.iter().enumerate() {
            if m > 0.0 {
                for o in &combos.outcomes[k] {
                    rolls[usize::from(o.roll)] += m * o.probability;
                }
            }
        }
        throws_left -= 1;
    }
    if first {
        for o in &combos.outcomes[0] {
            ends[usize::from(o.roll)] += o.probability;
        }
    } else {
        for (r, &m) in rolls.iter().enumerate() {
            if m > 0.0 {
                ends[r] += m;
            }
        }
    }
    ends
}

/// Follows a turn from `from` under `policy`: the probability of ending it on each roll
/// (the placement is then `choices.best`). Ties go to scoring, then to bigger keeps, as the
/// CPU's own ranking does.
pub fn walk_turn(
    rules: &Ruleset,
    choices: &RollChoices,
    policy: &impl TurnPolicy,
    from: TurnPoint,
) -> [f64; ROLLS] {
    let combos = Combos::get();
    let sticky = rules.sticky_holds();
    let mut ends = [0.0; ROLLS];
    // (held keep, roll, probability); without sticky holds the held keep is always 0.
    let mut pairs: Vec<(usize, usize, f64)> = Vec::new();
    let mut throws_left;
    // The one keep the first step may take, when it starts from holds as they stand.
    let mut only: Option<usize> = None;
    // Whether the first step must throw (scoring now ruled out).
    let mut must_throw = false;
    match from {
        TurnPoint::Start => {
            throws_left = rules.max_rolls() - 1;
            pairs.extend(
                combos.outcomes[0]
                    .iter()
                    .map(|o| (0, usize::from(o.roll), o.probability)),
            );
        }
        TurnPoint::Rolled {
            roll,
            held,
            throws_left: left,
        } => {
            throws_left = left;
            let h = if sticky { combos.index_of(&held) } else { 0 };
            pairs.push((h, roll, 1.0));
        }
        TurnPoint::Holding {
            roll,
            held,
            throws_left: left,
        }
        | TurnPoint::Throwing {
            roll,
            held,
            throws_left: left,
        } => {
            throws_left = left;
            let k = combos.index_of(&held);
            only = Some(k);
            must_throw = matches!(from, TurnPoint::Throwing { .. });
            pairs.push((if sticky { k } else { 0 }, roll, 1.0));
        }
    }
    let best_score: Vec<f64> = (0..ROLLS)
        .map(|r| {
            choices
                .best(r, policy)
                .map_or(f64::NEG_INFINITY, |(_, v)| v)
        })
        .collect();
    while throws_left > 0 {
        let mut keep_mass = [0.0; ROLL_BASE];
        for &(h, r, m) in &pairs {
            let mut best = if must_throw {
                f64::NEG_INFINITY
            } else {
                best_score[r]
            };
            let mut choice = None;
            for sub in &combos.sub_keeps[r] {
                let k = usize::from(sub.keep);
                if k >= ROLL_BASE
                    || only.is_some_and(|o| o != k)
                    || (sticky && !combos.keeps[h].is_subset_of(&combos.keeps[k]))
                {
                    continue;
                }
                let v = policy.keep_value(throws_left, k);
                if v > best {
                    best = v;
                    choice = Some(k);
                }
            }
            match choice {
                None => ends[r] += m,
                Some(k) => keep_mass[k] += m,
            }
        }
        pairs.clear();
        only = None;
        must_throw = false;
        if sticky {
            for (k, &m) in keep_mass.iter().enumerate() {
                if m > 0.0 {
                    pairs.extend(
                        combos.outcomes[k]
                            .iter()
                            .map(|o| (k, usize::from(o.roll), m * o.probability)),
                    );
                }
            }
        } else {
            let mut rolls = [0.0; ROLLS];
            for (k, &m) in keep_mass.iter().enumerate() {
                if m > 0.0 {
                    for o in &combos.outcomes[k] {
                        rolls[usize::from(o.roll)] += m * o.probability;
                    }
                }
            }
            pairs.extend(
                rolls
                    .iter()
                    .enumerate()
                    .filter(|(_, m)| **m > 0.0)
                    .map(|(r, m)| (0, r, *m)),
            );
        }
        throws_left -= 1;
    }
    for &(_, r, m) in &pairs {
        ends[r] += m;
    }
    ends
}
