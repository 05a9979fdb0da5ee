//! How one start-of-turn state's turn ends under Perfect play: the chance of each placement
//! (slot and points) it makes, for eight states of a block at once, the lanes of the solver's
//! kernel. The table build mixes each state's successors by these chances, and a state whose
//! distribution is not stored is mixed the same way when asked for (`super::futures`); both
//! come through [`group_outcomes`], so a state's turn is the same wherever it is computed.

use super::walk::{RollChoices, TurnPoint, TurnPolicy, walk_start_decided, walk_turn};
use crate::ai::combos::{Combos, ROLL_BASE, ROLLS};
use crate::ai::kernel::{Candidate, Kernel, Lanes, SLOTS, W};
use crate::ai::solver::run_group;
use crate::rules::Ruleset;

/// A policy read from the solver's kernel for one lane of a state group.
struct LanePolicy<'a> {
    stages: &'a [Vec<Lanes>],
    succ: &'a [Lanes],
    lane: usize,
}

impl TurnPolicy for LanePolicy<'_> {
    fn keep_value(&self, throws_left: u8, keep: usize) -> f64 {
        self.stages[usize::from(throws_left) - 1][keep][self.lane]
    }
    fn score_value(&self, c: &Candidate) -> f64 {
        c.points + self.succ[usize::from(c.slot)][self.lane]
    }
}

/// No placement for a roll (no box open), in [`GroupChoices::placement`].
const NO_PLACEMENT: u8 = u8::MAX;
/// Scoring rather than keeping, in [`GroupChoices::keep`].
const NO_KEEP: u16 = u16::MAX;

/// A lane group's decisions, made for its eight lanes at once: a keep's or a placement's
/// values for the eight states lie side by side, so one comparison decides all eight where
/// [`LanePolicy`] reads one lane at a time (the walk's keep choices were 44% of the build
/// once the decoding was cached). The comparisons are those of `RollChoices::best` and
/// `walk_turn`, in the same order, so the choices are the same, ties included.
struct GroupChoices {
    /// For each roll, which of its candidates each lane places.
    placement: Vec<[u8; W]>,
    /// For each throws left (from 1) and roll, at `(j - 1) * ROLLS + r`: the keep each lane
    /// takes.
    keep: Vec<[u16; W]>,
    /// Each roll's keeps that throw again (`Combos::sub_keeps` without the whole roll), in
    /// their order there, at `keeps[keeps_at[r]..keeps_at[r + 1]]`: read for every lane group,
    /// so packed rather than strided through the sub-keeps' superset lists.
    keeps: Vec<u16>,
    keeps_at: Vec<usize>,
    /// [`GroupChoices::walk`]'s working space and result, each entry eight lanes wide.
    ends: Vec<[f64; W]>,
    rolls: Vec<[f64; W]>,
    keep_mass: Vec<[f64; W]>,
}

impl GroupChoices {
    fn new() -> GroupChoices {
        let combos = Combos::get();
        let mut keeps = Vec::new();
        let mut keeps_at = vec![0];
        for subs in combos.sub_keeps.iter().take(ROLLS) {
            keeps.extend(
                subs.iter()
                    .map(|sub| sub.keep)
                    .filter(|&k| usize::from(k) < ROLL_BASE),
            );
            keeps_at.push(keeps.len());
        }
        GroupChoices {
            placement: Vec::new(),
            keep: Vec::new(),
            keeps,
            keeps_at,
            ends: vec![[0.0; W]; ROLLS],
            rolls: vec![[0.0; W]; ROLLS],
            keep_mass: vec![[0.0; W]; ROLL_BASE],
        }
    }

    /// `walk_start_decided` for the eight lanes at once, with the keeps decided here: the
    /// chance of ending the turn on each roll, in `self.ends[r][lane]`.
    ///
    /// Each lane's sums are those of `walk_start_decided`, added in the same order, so its
    /// chances are bit for bit the same: a lane whose mass on a keep is zero adds `0 × p`,
    /// which leaves a sum of non-negative masses as it was. What is shared is the throw of
    /// a keep: one pass over its outcomes serves every lane that keeps it, where lane by lane
    /// the outcomes were gone through once per lane (the scatter was a tenth of the build).
    #[inline(always)]
    fn walk(&mut self, rules: &Ruleset) {
        let combos = Combos::get();
        let (ends, rolls, keep_mass) = (&mut self.ends, &mut self.rolls, &mut self.keep_mass);
        ends.fill([0.0; W]);
        let mut throws_left = rules.max_rolls() - 1;
        let mut first = true;
        while throws_left > 0 {
            keep_mass.fill([0.0; W]);
            let keep = &self.keep[(usize::from(throws_left) - 1) * ROLLS..][..ROLLS];
            let mut step = |r: usize, l: usize, m: f64| match keep[r][l] {
                NO_KEEP => ends[r][l] += m,
                k => keep_mass[usize::from(k)][l] += m,
            };
            if first {
                for o in &combos.outcomes[0] {
                    for l in 0..W {
                        step(usize::from(o.roll), l, o.probability);
                    }
                }
            } else {
                for (r, m) in rolls.iter().enumerate() {
                    for (l, &m) in m.iter().enumerate() {
                        if m > 0.0 {
                            step(r, l, m);
                        }
                    }
                }
            }
            first = false;
            rolls.fill([0.0; W]);
            // Through a slice and a copy of the masses: reached through the Vecs, every
            // store could change their buffers' addresses for all the compiler knows, and it
            // added the eight lanes one by one, reloading those each time.
            let into_rolls: &mut [[f64; W]] = rolls;
            for (k, m) in keep_mass.iter().enumerate() {
                if m.iter().any(|&m| m > 0.0) {
                    let m = *m;
                    for o in &combos.outcomes[k] {
                        let into = &mut into_rolls[usize::from(o.roll)];
                        for l in 0..W {
                            into[l] += m[l] * o.probability;
                        }
                    }
                }
            }
            throws_left -= 1;
        }
        if first {
            for o in &combos.outcomes[0] {
                ends[usize::from(o.roll)] = [o.probability; W];
            }
        } else {
            for (e, m) in ends.iter_mut().zip(rolls.iter()) {
                for l in 0..W {
                    if m[l] > 0.0 {
                        e[l] += m[l];
                    }
                }
            }
        }
    }

    /// Decides the placements, and unless held dice stay held (where a keep depends on the
    /// dice held too) the keeps, from the successor values `succ` and the throw stages.
    #[inline(always)]
    fn decide(
        &mut self,
        rules: &Ruleset,
        choices: &RollChoices,
        stages: &[Vec<Lanes>],
        succ: &[Lanes],
    ) {
        let throws = if rules.sticky_holds() {
            0
        } else {
            usize::from(rules.max_rolls() - 1)
        };
        self.placement.clear();
        self.keep.clear();
        self.keep.resize(throws * ROLLS, [NO_KEEP; W]);
        for r in 0..ROLLS {
            // The choices are kept as u64 beside the f64 values, so that each lane's select
            // is one 64-bit blend.
            let mut best = [f64::NEG_INFINITY; W];
            let mut which = [u64::from(NO_PLACEMENT); W];
            if let Some((first, rest)) = choices.of_roll(r).split_first() {
                let s = &succ[usize::from(first.slot)].0;
                for l in 0..W {
                    best[l] = first.points + s[l];
                }
                which = [0; W];
                for (i, c) in rest.iter().enumerate() {
                    let s = &succ[usize::from(c.slot)].0;
                    let i = i as u64 + 1;
                    for l in 0..W {
                        let v = c.points + s[l];
                        let better = v > best[l];
                        best[l] = if better { v } else { best[l] };
                        which[l] = if better { i } else { which[l] };
                    }
                }
            }
            self.placement.push(which.map(|i| i as u8));
            let keeps = &self.keeps[self.keeps_at[r]..self.keeps_at[r + 1]];
            // Four chains of comparisons, over the four quarters of the keeps, run side by
            // side: one chain alone waits on each comparison before the next. A later
            // quarter's best replaces the earlier ones' only if strictly better, which gives
            // the first best of the whole list, as one chain finds it.
            let quarter = keeps.len() / 4;
            let (parts, rest) = keeps.split_at(4 * quarter);
            for j in 1..=throws {
                let stage = &stages[j - 1];
                let none = [u64::from(NO_KEEP); W];
                let mut chains = [
                    (best, none),
                    ([f64::NEG_INFINITY; W], none),
                    ([f64::NEG_INFINITY; W], none),
                    ([f64::NEG_INFINITY; W], none),
                ];
                for i in 0..quarter {
                    for (c, chain) in chains.iter_mut().enumerate() {
                        keep_if_better(chain, stage, parts[c * quarter + i]);
                    }
                }
                for &k in rest {
                    keep_if_better(&mut chains[3], stage, k);
                }
                let [(mut top, mut pick), later @ ..] = chains;
                for (t, p) in later {
                    for l in 0..W {
                        if t[l] > top[l] {
                            top[l] = t[l];
                            pick[l] = p[l];
                        }
                    }
                }
                self.keep[(j - 1) * ROLLS + r] = pick.map(|k| k as u16);
            }
        }
    }
}

/// One step of a chain of keep comparisons in [`GroupChoices::decide`]: each lane takes keep
/// `k` if its value beats the lane's best so far.
#[inline(always)]
fn keep_if_better(chain: &mut ([f64; W], [u64; W]), stage: &[Lanes], k: u16) {
    let v = &stage[usize::from(k)].0;
    let k = u64::from(k);
    let (top, pick) = chain;
    for l in 0..W {
        let better = v[l] > top[l];
        top[l] = if better { v[l] } else { top[l] };
        pick[l] = if better { k } else { pick[l] };
    }
}

/// A block's distinct placements (slot, points), numbered, and each candidate's number: a
/// turn's chances of ending on each roll are gathered per placement by number before the
/// (costly) shifts, in placement order.
pub(super) struct BlockKeys {
    /// For each candidate of the block's [`RollChoices`], in their order, its placement.
    key_of: Vec<u8>,
    starts: Vec<usize>,
    keys: Vec<(u8, u32)>,
    mass: Vec<f64>,
}

impl BlockKeys {
    pub(super) fn new(choices: &RollChoices) -> BlockKeys {
        // Points this high are rare enough to be found by a search.
        const DIRECT: usize = 256;
        let mut number = vec![u8::MAX; SLOTS * DIRECT];
        let mut keys: Vec<(u8, u32)> = Vec::new();
        let mut key_of = Vec::new();
        let mut starts = Vec::with_capacity(ROLLS + 1);
        for r in 0..ROLLS {
            starts.push(key_of.len());
            for c in choices.of_roll(r) {
                let key = (c.slot, c.points as u32);
                let at = ((key.1 as usize) < DIRECT)
                    .then(|| usize::from(c.slot) * DIRECT + key.1 as usize);
                let known = match at {
                    Some(at) => (number[at] != u8::MAX).then_some(usize::from(number[at])),
                    None => keys.iter().position(|&k| k == key),
                };
                let k = known.unwrap_or_else(|| {
                    keys.push(key);
                    keys.len() - 1
                });
                // A block has at most SLOTS slots with a few dozen points each, and far
                // fewer distinct placements: under 255 on every card.
                if let Some(at) = at {
                    number[at] = k as u8;
                }
                key_of.push(k as u8);
            }
        }
        starts.push(key_of.len());
        let mass = vec![0.0; keys.len()];
        BlockKeys {
            key_of,
            starts,
            keys,
            mass,
        }
    }

    /// Gathers the chance of ending on each roll by the placement `placed(r)` (the roll's
    /// candidate taken, if any) and appends the placements reached to `out`.
    #[inline(always)]
    fn gather(
        &mut self,
        ends: &[f64; ROLLS],
        placed: impl Fn(usize) -> Option<usize>,
        out: &mut Vec<(u8, u32, f64)>,
    ) {
        self.mass.fill(0.0);
        for (r, &m) in ends.iter().enumerate() {
            if m <= 0.0 {
                continue;
            }
            let Some(i) = placed(r) else {
                continue;
            };
            if let Some(&k) = self.key_of[self.starts[r]..self.starts[r + 1]].get(i) {
                self.mass[usize::from(k)] += m;
            }
        }
        for (&(slot, points), &m) in self.keys.iter().zip(&self.mass) {
            if m > 0.0 {
                out.push((slot, points, m));
            }
        }
    }
}

/// One thread's working space for [`group_outcomes`], kept from group to group so that
/// nothing is allocated per state once it has grown.
pub(super) struct TurnScratch {
    pub(super) kernel: Kernel,
    /// The successor values of the group's lanes, one entry per placement slot.
    pub(super) succ: Vec<Lanes>,
    stages: Vec<Vec<Lanes>>,
    group: GroupChoices,
    /// What [`group_outcomes`] found: each live lane with where its placements lie in
    /// `outcomes`.
    pub(super) lanes: Vec<(usize, usize, usize)>,
    pub(super) outcomes: Vec<(u8, u32, f64)>,
}

impl TurnScratch {
    pub(super) fn new() -> TurnScratch {
        TurnScratch {
            kernel: Kernel::new(),
            succ: vec![Lanes::ZERO; SLOTS],
            stages: Vec::new(),
            group: GroupChoices::new(),
            lanes: Vec::new(),
            outcomes: Vec::new(),
        }
    }

    /// A lane's placements, as [`group_outcomes`] found them.
    pub(super) fn outcomes(&self, at: usize, len: usize) -> &[(u8, u32, f64)] {
        &self.outcomes[at..at + len]
    }
}

/// For each lane of a group that `live` marks, how its turn ends under Perfect play: its
/// placements as (slot, points, chance), in the order first reached (the order mixing adds
/// them in, which its sums depend on to the last bit), in `scratch.lanes` and
/// `scratch.outcomes`.
///
/// The kernel must be prepared for the group's block (its open boxes and Yahtzee flag) and
/// `scratch.succ` hold the group's successor values; `choices` are the block's placements and
/// `keys` their numbers.
#[inline(always)]
pub(super) fn group_outcomes(
    rules: &Ruleset,
    choices: &RollChoices,
    keys: &mut BlockKeys,
    live: [bool; W],
    scratch: &mut TurnScratch,
) {
    let TurnScratch {
        kernel,
        succ,
        stages,
        group: decided,
        lanes,
        outcomes,
    } = scratch;
    lanes.clear();
    outcomes.clear();
    // The stages' buffers are kept from group to group rather than allocated per group.
    let mut recorded = 0;
    run_group(rules, kernel, succ, |_, stage| {
        match stages.get_mut(recorded) {
            Some(s) => {
                s.clear();
                s.extend_from_slice(stage);
            }
            None => stages.push(stage.to_vec()),
        }
        recorded += 1;
    });
    stages.truncate(recorded);
    let sticky = rules.sticky_holds();
    // A lone live lane walks its turn by itself: the eight-lane walk would do eight lanes'
    // work for it.
    let group_walk = !sticky && live.iter().filter(|&&l| l).count() > 1;
    decided.decide(rules, choices, stages, succ);
    if group_walk {
        decided.walk(rules);
    }
    for (lane, &live) in live.iter().enumerate() {
        if !live {
            continue;
        }
        let ends = if sticky {
            // Under sticky holds a keep depends on the dice held too: the walk decides as
            // it goes.
            let policy = LanePolicy { stages, succ, lane };
            walk_turn(rules, choices, &policy, TurnPoint::Start)
        } else if group_walk {
            std::array::from_fn(|r| decided.ends[r][lane])
        } else {
            walk_start_decided(rules, |j, r| {
                let k = decided.keep[(usize::from(j) - 1) * ROLLS + r][lane];
                (k != NO_KEEP).then_some(usize::from(k))
            })
        };
        let at = outcomes.len();
        keys.gather(
            &ends,
            |r| {
                let i = decided.placement[r][lane];
                (i != NO_PLACEMENT).then_some(usize::from(i))
            },
            outcomes,
        );
        lanes.push((lane, at, outcomes.len() - at));
    }
}
