//! How one start-of-turn state's turn ends under Perfect play: the chance of each placement
//! (slot and points) it makes, for eight states of a block at once, the lanes of the solver's
//! kernel. The outlook's build mixes each state's successors by these chances, and a state whose
//! distribution is not stored is mixed the same way when asked for (`super::futures`); both
//! come through [`group_outcomes`], so a state's turn is the same wherever it is computed.

use super::walk::{RollChoices, TurnPoint, TurnPolicy, walk_start_decided, walk_turn};
use crate::combos::{Combos, ParentGroup, ROLL_BASE, ROLLS};
use crate::kernel::{Candidate, Fused, Kernel, Lanes, SLOTS, SimdWork, W, simd};
use crate::rules::Ruleset;
use crate::solver::run_group;

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
/// once the decoding was cached). The choices are those of `RollChoices::best` and
/// `walk_turn`, ties included.
struct GroupChoices {
    /// For each roll, which of its candidates each lane places.
    placement: Vec<[u8; W]>,
    /// For each throws left (from 1) and roll, at `(j - 1) * ROLLS + r`: the keep each lane
    /// takes.
    keep: Vec<[u16; W]>,
    /// Each roll's best placement value, per lane.
    score: Vec<[f64; W]>,
    /// Each keep's place in the order every roll lists its sub-keeps in (`Combos::sub_keeps`:
    /// more dice first, then by number), times 2^16, plus the keep: ordered as the lists are.
    order: Vec<i64>,
    /// For each keep that throws again, the best of it and its sub-keeps in one stage: value
    /// and [`GroupChoices::order`], per lane.
    best: Vec<([f64; W], [i64; W])>,
    /// [`GroupChoices::walk`]'s working space and result, each entry eight lanes wide: the
    /// mass on each keep that throws again, then the chance of ending on each roll (at
    /// `ROLL_BASE + r`), side by side so that a step adds each lane's mass where its keep
    /// sends it without a branch; and the masses on the rolls thrown.
    mass: Vec<[f64; W]>,
    rolls: Vec<[f64; W]>,
}

impl GroupChoices {
    fn new() -> GroupChoices {
        let combos = Combos::get();
        // `Combos::sub_keeps` lists a roll's sub-keeps stably sorted by size, largest first,
        // from the keeps in number order: every list is this one order, restricted.
        let mut by_order: Vec<usize> = (0..ROLL_BASE).collect();
        by_order.sort_by_key(|&k| std::cmp::Reverse(combos.keeps[k].len()));
        let mut order = vec![0i64; ROLL_BASE];
        for (place, &k) in by_order.iter().enumerate() {
            order[k] = ((place as i64) << 16) | k as i64;
        }
        GroupChoices {
            placement: Vec::new(),
            keep: Vec::new(),
            score: Vec::new(),
            order,
            best: vec![([0.0; W], [0; W]); ROLL_BASE],
            mass: vec![[0.0; W]; ROLL_BASE + ROLLS],
            rolls: vec![[0.0; W]; ROLLS],
        }
    }

    /// `walk_start_decided` for the eight lanes at once, with the keeps decided here: the
    /// chance of ending the turn on each roll, in `self.ends()[r][lane]`.
    ///
    /// Each lane's sums are those of `walk_start_decided`, added in the same order, so its
    /// chances are bit for bit the same: a lane whose mass on a keep or a roll is zero adds
    /// `0 × p` or 0, which leaves a sum of non-negative masses as it was. What is shared is
    /// the throw of a keep: one pass over its outcomes serves every lane that keeps it, where
    /// lane by lane the outcomes were gone through once per lane (the scatter was a tenth of
    /// the build).
    #[inline(always)]
    fn walk(&mut self, rules: &Ruleset) {
        let combos = Combos::get();
        // Through slices and copies of the masses: reached through the Vecs, every store
        // could change their buffers' addresses for all the compiler knows, and it added the
        // eight lanes one by one, reloading those each time.
        let (mass, rolls): (&mut [[f64; W]], &mut [[f64; W]]) = (&mut self.mass, &mut self.rolls);
        mass.fill([0.0; W]);
        let mut throws_left = rules.max_rolls() - 1;
        let mut first = true;
        while throws_left > 0 {
            mass[..ROLL_BASE].fill([0.0; W]);
            let keep = &self.keep[(usize::from(throws_left) - 1) * ROLLS..][..ROLLS];
            // Each lane's mass on roll `r` goes to the keep it takes there, or scoring, to the
            // end on `r`.
            let mut step = |r: usize, m: &[f64; W]| {
                let keep = &keep[r];
                for l in 0..W {
                    let to = match keep[l] {
                        NO_KEEP => ROLL_BASE + r,
                        k => usize::from(k),
                    };
                    mass[to][l] += m[l];
                }
            };
            if first {
                for o in &combos.outcomes[0] {
                    step(usize::from(o.roll), &[o.probability; W]);
                }
            } else {
                for (r, m) in rolls.iter().enumerate() {
                    step(r, m);
                }
            }
            first = false;
            rolls.fill([0.0; W]);
            for (k, m) in mass[..ROLL_BASE].iter().enumerate() {
                if m.iter().any(|&m| m > 0.0) {
                    let m = *m;
                    for o in &combos.outcomes[k] {
                        let into = &mut rolls[usize::from(o.roll)];
                        for l in 0..W {
                            into[l] += m[l] * o.probability;
                        }
                    }
                }
            }
            throws_left -= 1;
        }
        let ends = &mut mass[ROLL_BASE..];
        if first {
            for o in &combos.outcomes[0] {
                ends[usize::from(o.roll)] = [o.probability; W];
            }
        } else {
            for (e, m) in ends.iter_mut().zip(rolls.iter()) {
                for l in 0..W {
                    e[l] += m[l];
                }
            }
        }
    }

    /// The chance of ending on each roll, per lane, as [`GroupChoices::walk`] left it.
    fn ends(&self) -> &[[f64; W]] {
        &self.mass[ROLL_BASE..]
    }

    /// Decides the placements, and unless held dice stay held (where a keep depends on the
    /// dice held too) the keeps, from the successor values `succ` and the throw stages.
    ///
    /// A roll's keep is the first best of its sub-keeps in their list's order, if strictly
    /// better than its best placement (ties go to scoring). The lists are one order
    /// restricted ([`GroupChoices::order`]), so the first best is the greatest by value, then
    /// least by order: a comparison that can be taken in any grouping. It is taken keep by
    /// keep up the lattice, each keep's best from its own value and its parents' bests, as
    /// the kernel's `max_pass` takes the values: 1,260 comparisons a stage instead of the
    /// lists' 4,116 (which were a sixth of the build).
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
        self.score.clear();
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
            self.score.push(best);
        }
        let combos = Combos::get();
        for j in 1..=throws {
            let stage = &stages[j - 1];
            let keep = &mut self.keep[(j - 1) * ROLLS..][..ROLLS];
            // The keep of no dice has no parents, and no group.
            self.best[0] = (stage[0].0, [self.order[0]; W]);
            // Smallest keeps first, so that a keep's parents are done before it; in groups of
            // one number of parents, so that each loop has a fixed length (the kernel's
            // `max_pass` found a length changing from keep to keep mispredicted at every
            // other keep).
            for (i, group) in combos.parent_groups.iter().enumerate() {
                let at = Lattice {
                    stage,
                    order: &self.order,
                    best: &mut self.best,
                    keep,
                    score: &self.score,
                };
                match i % 5 {
                    0 => at.group::<1>(group),
                    1 => at.group::<2>(group),
                    2 => at.group::<3>(group),
                    3 => at.group::<4>(group),
                    _ => at.group::<5>(group),
                }
            }
        }
    }
}

/// One stage's keeps taken up the lattice in [`GroupChoices::decide`].
struct Lattice<'a> {
    stage: &'a [Lanes],
    order: &'a [i64],
    best: &'a mut [([f64; W], [i64; W])],
    keep: &'a mut [[u16; W]],
    score: &'a [[f64; W]],
}

impl Lattice<'_> {
    /// The keeps of `group`, which all have `D` parents: below the full rolls each keep's
    /// best, and for a full roll (which is not a keep that throws again) the keep taken.
    #[inline(always)]
    fn group<const D: usize>(self, group: &ParentGroup) {
        let n = group.keeps.len();
        let parents: [&[u16]; D] = std::array::from_fn(|d| &group.parents[d][..n]);
        for (i, &k) in group.keeps.iter().enumerate() {
            let k = usize::from(k);
            let (mut top, mut first) = match self.order.get(k) {
                // A keep comes before its sub-keeps in every list: it wins their ties.
                Some(&o) => (self.stage[k].0, [o; W]),
                None => ([f64::NEG_INFINITY; W], [i64::MAX; W]),
            };
            for p in &parents {
                let (v, o) = &self.best[usize::from(p[i])];
                take_if_better(&mut top, &mut first, v, o);
            }
            match k.checked_sub(ROLL_BASE) {
                None => self.best[k] = (top, first),
                Some(r) => {
                    let score = &self.score[r];
                    self.keep[r] = std::array::from_fn(|l| {
                        if top[l] > score[l] {
                            (first[l] & 0xffff) as u16
                        } else {
                            NO_KEEP
                        }
                    });
                }
            }
        }
    }
}

/// One step of [`GroupChoices::decide`]'s comparisons: each lane takes `(v, o)` if its value
/// is greater than the lane's best so far, or equal and first in order.
#[inline(always)]
fn take_if_better(top: &mut [f64; W], first: &mut [i64; W], v: &[f64; W], o: &[i64; W]) {
    for l in 0..W {
        let better = (v[l] > top[l]) | ((v[l] == top[l]) & (o[l] < first[l]));
        top[l] = if better { v[l] } else { top[l] };
        first[l] = if better { o[l] } else { first[l] };
    }
}

/// The throw stages the decisions read, from one throw left to all but the first: the
/// kernel's turn without its last stage (the first throw's, which only the turn's start
/// value needs), which the build would work out and throw away for every lane group.
struct Stages<'a, F> {
    rules: &'a Ruleset,
    kernel: &'a mut Kernel,
    succ: &'a [Lanes],
    record: F,
}

impl<F: FnMut(&[Lanes])> SimdWork for Stages<'_, F> {
    type Output = ();
    /// As `Kernel::run_turn` takes them without sticky holds (the same passes in the same
    /// order, so the same values to the bit).
    #[inline(always)]
    fn run(mut self, _: Fused) {
        self.kernel.fill_v0(self.succ);
        self.kernel.expect_pass();
        (self.record)(&self.kernel.e[..ROLL_BASE]);
        for _ in 2..self.rules.max_rolls() {
            self.kernel.max_pass();
            self.kernel.expect_pass();
            (self.record)(&self.kernel.e[..ROLL_BASE]);
        }
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
    let mut record = |stage: &[Lanes]| {
        match stages.get_mut(recorded) {
            Some(s) => {
                s.clear();
                s.extend_from_slice(stage);
            }
            None => stages.push(stage.to_vec()),
        }
        recorded += 1;
    };
    let sticky = rules.sticky_holds();
    if sticky {
        run_group(rules, kernel, succ, |_, stage| record(stage));
    } else {
        simd(Stages {
            rules,
            kernel,
            succ,
            record,
        });
    }
    stages.truncate(recorded);
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
            let ends = decided.ends();
            std::array::from_fn(|r| ends[r][lane])
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::RulesContext;
    use crate::rules::BoxSet;

    /// Values from a handful, so that ties are everywhere.
    fn lumpy(seed: &mut u64) -> f64 {
        *seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((*seed >> 33) % 4) as f64
    }

    #[test]
    fn keeps_decided_up_the_lattice_are_the_lists_first_best() {
        let rules = Ruleset::CLASSIC;
        let ctx = RulesContext::new(rules);
        let combos = Combos::get();
        let mut seed = 7;
        let mut decided = GroupChoices::new();
        let mut kept = 0;
        for open in [
            0b1_1111_1111_1111u16,
            0b0_0000_0100_0001,
            0b1_0101_0000_1010,
        ] {
            let choices = RollChoices::new(&ctx, BoxSet::from_bits(open), false);
            let succ: Vec<Lanes> = (0..SLOTS)
                .map(|_| Lanes(std::array::from_fn(|_| lumpy(&mut seed) * 10.0)))
                .collect();
            let stages: Vec<Vec<Lanes>> = (0..2)
                .map(|_| {
                    (0..ROLL_BASE)
                        .map(|_| Lanes(std::array::from_fn(|_| lumpy(&mut seed) * 10.0 + 5.0)))
                        .collect()
                })
                .collect();
            decided.decide(&rules, &choices, &stages, &succ);
            for j in 1..=2usize {
                for r in 0..ROLLS {
                    for (l, &score) in decided.score[r].iter().enumerate() {
                        // As `walk_turn` chooses: the best placement, then the first keep
                        // of the roll's list strictly better.
                        let mut best = score;
                        let mut pick = NO_KEEP;
                        for sub in &combos.sub_keeps[r] {
                            let k = usize::from(sub.keep);
                            if k < ROLL_BASE && stages[j - 1][k][l] > best {
                                best = stages[j - 1][k][l];
                                pick = sub.keep;
                            }
                        }
                        assert_eq!(
                            decided.keep[(j - 1) * ROLLS + r][l],
                            pick,
                            "{open:b} {j} {r}"
                        );
                        kept += usize::from(pick != NO_KEEP);
                    }
                }
            }
        }
        // Both kinds of choice were made.
        assert!(kept > 1000 && kept < 3 * 2 * ROLLS * W - 1000, "{kept}");
    }
}
