//! The sticky-holds stage, one roll shape at a time.
//!
//! With sticky holds, a player holding keep `k` who throws the rest and sees roll `r` may
//! keep anything between `k` and `r`. So the next stage's value of `k` is the chance-weighted
//! sum, over the rolls `r` containing `k`, of the best value among the keeps between them:
//! one maximum over an interval of the keep lattice for each of the 4,368 (keep, roll) pairs.
//!
//! Which sub-keeps a roll has, which of them contain which, and the chance of throwing the
//! roll from each depend only on the roll's shape: its counts, largest first (5, 4+1, 3+2,
//! 3+1+1, 2+2+1, 2+1+1+1, 1+1+1+1+1). Each shape is laid out here as a constant, and the
//! loop over a shape's sub-keeps is unrolled, so the supersets of each sub-keep and its chance
//! are constants in the compiled code: a sub-keep is then a load, a maximum or two kept in
//! registers and one weighted add, with no branch. Only the keep numbers vary from roll to
//! roll. (The same loop reading its structure from tables was three times slower: its inner
//! loops had a different length at every step, and their branches were mispredicted.)
//!
//! The stages run in single precision on two lane groups at once ([`Pair`]): for the solver,
//! straight on its single-precision turn (see [`super::single`]); for a plan's double-precision
//! turn, between `StickyStages::load` and `StickyStages::unload`.
//!
//! It lives under the kernel because it is one of the kernel's stages, apart in its own file
//! for the shape tables and unrolled loops that only it needs.

use std::sync::OnceLock;
use std::sync::atomic::{Ordering, compiler_fence};

use super::{Fused, KeepLanes, Keeps, LaneSet, Lanes, Pair, W};
use crate::combos::{Combos, ROLL_BASE, ROLLS};
use crate::rules::{Counts, all_rolls};

/// Pairs by keep number below the full rolls, or by roll number: room for 256, so that a
/// byte indexes them with no bounds check.
pub(crate) type Pairs = [Pair; 256];
const _: () = assert!(ROLL_BASE <= 256 && ROLLS <= 256);

/// Working memory for the sticky stages of one turn of one or two lane groups.
pub(crate) struct StickyStages {
    /// The scores `V0` of the full rolls, by roll number; no stage changes them.
    scores: Box<Pairs>,
    /// This stage's values of the keeps below the full rolls.
    e: Box<Pairs>,
    /// The next stage's, written by [`sticky_stage`].
    g: Box<Pairs>,
    /// The offset per lane of a group given in double precision.
    offset: Lanes,
}

impl StickyStages {
    pub(crate) fn new() -> StickyStages {
        StickyStages {
            scores: Box::new([Pair::ZERO; 256]),
            e: Box::new([Pair::ZERO; 256]),
            g: Box::new([Pair::ZERO; 256]),
            offset: Lanes::ZERO,
        }
    }

    /// Takes a group's values in double precision with one throw left (`F_1`, the full rolls
    /// holding `V0`), as both groups of the pair (a plan solves one).
    ///
    /// Each lane is stored less its `F_1` of the empty keep, the value of throwing all five
    /// dice once: a chance-weighted mean of its scores. A maximum, and a sum weighted by
    /// chances that add up to one, commute with subtracting a constant, so the stages are
    /// unchanged in exact arithmetic; in single precision they then round differences of a
    /// few dozen points rather than totals of hundreds.
    // Not inlined, nor `unload`: inlined into the solver's very large turn they were left
    // unvectorised, and took a fifth of a three-throw solve instead of a seventh.
    #[inline(never)]
    pub(crate) fn load(&mut self, a: &KeepLanes) {
        let offset = a[0];
        self.offset = offset;
        for (out, from) in [
            (&mut self.e[..ROLL_BASE], 0..ROLL_BASE),
            (&mut self.scores[..ROLLS], ROLL_BASE..ROLL_BASE + ROLLS),
        ] {
            for (pair, a) in out.iter_mut().zip(&a[from]) {
                // A barrier for the compiler only: it keeps the loop one keep at a time,
                // with the keep's lanes in registers. Without it the loop ran across keeps,
                // each lane from another cache line, up to three times slower.
                compiler_fence(Ordering::SeqCst);
                for i in 0..W {
                    let v = (a.0[i] - offset.0[i]) as f32;
                    pair.0[i] = v;
                    pair.0[W + i] = v;
                }
            }
        }
    }

    /// The group's values of the keeps below the full rolls, back in double precision.
    #[inline(never)]
    pub(crate) fn unload(&self, a: &mut KeepLanes) {
        for (a, pair) in a[..ROLL_BASE].iter_mut().zip(&self.e[..ROLL_BASE]) {
            compiler_fence(Ordering::SeqCst);
            for i in 0..W {
                a.0[i] = f64::from(pair.0[i]) + self.offset.0[i];
            }
        }
    }

    /// Takes two groups' values in single precision with one throw left, each lane less its
    /// own offset, which the stages keep.
    #[inline(always)]
    pub(crate) fn take(&mut self, e: &Keeps<Pair>) {
        self.e[..ROLL_BASE].copy_from_slice(&e[..ROLL_BASE]);
        self.scores[..ROLLS].copy_from_slice(&e[ROLL_BASE..ROLL_BASE + ROLLS]);
    }

    /// The two groups' values of the keeps below the full rolls, as taken.
    #[inline(always)]
    pub(crate) fn give(&self, e: &mut Keeps<Pair>) {
        e[..ROLL_BASE].copy_from_slice(&self.e[..ROLL_BASE]);
    }

    /// One more throw: the next stage's values replace this one's.
    #[inline(always)]
    pub(crate) fn stage(&mut self, fused: Fused) {
        sticky_stage(&self.scores, &self.e, &mut self.g, fused);
        std::mem::swap(&mut self.e, &mut self.g);
    }
}

/// The sub-keeps of one roll shape, largest first (so each one's supersets come before it).
/// A sub-keep is given by how many dice it keeps of each of the shape's faces, the faces
/// being ordered by count, largest first.
struct Shape<const N: usize> {
    counts: [u8; 5],
    subs: [[u8; 5]; N],
    /// Positions of the sub-keeps one die larger, `superset_count[p]` of them.
    supersets: [[u8; 5]; N],
    superset_count: [u8; N],
    /// The chance of throwing the roll from each sub-keep; 0 for the roll itself, which
    /// throws nothing and has no next-stage value of its own.
    chance: [f64; N],
}

const fn factorial(n: u8) -> u64 {
    let mut out = 1;
    let mut i = 2;
    while i <= n as u64 {
        out *= i;
        i += 1;
    }
    out
}

const fn size(a: [u8; 5]) -> u8 {
    a[0] + a[1] + a[2] + a[3] + a[4]
}

const fn same(a: [u8; 5], b: [u8; 5]) -> bool {
    a[0] == b[0] && a[1] == b[1] && a[2] == b[2] && a[3] == b[3] && a[4] == b[4]
}

/// Lays out the shape with these counts; `N` must be its number of sub-keeps (the product
/// of counts + 1), which compilation checks.
const fn shape<const N: usize>(counts: [u8; 5]) -> Shape<N> {
    // Every sub-keep, by counting in the mixed radix of the counts.
    let mut all = [[0u8; 5]; N];
    let mut n = 0;
    let mut current = [0u8; 5];
    loop {
        all[n] = current;
        n += 1;
        let mut i = 0;
        while i < 5 {
            if current[i] < counts[i] {
                current[i] += 1;
                break;
            }
            current[i] = 0;
            i += 1;
        }
        if i == 5 {
            break;
        }
    }
    assert!(n == N, "N must be the shape's number of sub-keeps");
    // Largest first.
    let mut subs = [[0u8; 5]; N];
    let mut placed = 0;
    let mut s = 6;
    while s > 0 {
        s -= 1;
        let mut i = 0;
        while i < N {
            if size(all[i]) == s {
                subs[placed] = all[i];
                placed += 1;
            }
            i += 1;
        }
    }
    let mut supersets = [[0u8; 5]; N];
    let mut superset_count = [0u8; N];
    let mut chance = [0.0; N];
    let mut p = 0;
    while p < N {
        let a = subs[p];
        let mut face = 0;
        while face < 5 {
            if a[face] < counts[face] {
                let mut bigger = a;
                bigger[face] += 1;
                let mut q = 0;
                while !same(subs[q], bigger) {
                    q += 1;
                }
                supersets[p][superset_count[p] as usize] = q as u8;
                superset_count[p] += 1;
            }
            face += 1;
        }
        let kept = size(a);
        if kept < 5 {
            // Arrangements of the thrown dice over the 6^thrown equally likely throws.
            let mut ways = factorial(5 - kept);
            let mut i = 0;
            while i < 5 {
                ways /= factorial(counts[i] - a[i]);
                i += 1;
            }
            let mut throws = 1u64;
            let mut i = kept;
            while i < 5 {
                throws *= 6;
                i += 1;
            }
            chance[p] = ways as f64 / throws as f64;
        }
        p += 1;
    }
    Shape {
        counts,
        subs,
        supersets,
        superset_count,
        chance,
    }
}

const FIVE: Shape<6> = shape([5, 0, 0, 0, 0]);
const FOUR_ONE: Shape<10> = shape([4, 1, 0, 0, 0]);
const THREE_TWO: Shape<12> = shape([3, 2, 0, 0, 0]);
const THREE_ONE_ONE: Shape<16> = shape([3, 1, 1, 0, 0]);
const TWO_TWO_ONE: Shape<18> = shape([2, 2, 1, 0, 0]);
const TWO_ONE_ONE_ONE: Shape<24> = shape([2, 1, 1, 1, 0]);
const ALL_DIFFERENT: Shape<32> = shape([1, 1, 1, 1, 1]);

/// For each shape, the keep number of every sub-keep of every roll of that shape.
struct ShapeRolls {
    five: Vec<RollKeeps<6>>,
    four_one: Vec<RollKeeps<10>>,
    three_two: Vec<RollKeeps<12>>,
    three_one_one: Vec<RollKeeps<16>>,
    two_two_one: Vec<RollKeeps<18>>,
    two_one_one_one: Vec<RollKeeps<24>>,
    all_different: Vec<RollKeeps<32>>,
}

impl ShapeRolls {
    fn get() -> &'static ShapeRolls {
        static KEEPS_OF: OnceLock<ShapeRolls> = OnceLock::new();
        KEEPS_OF.get_or_init(|| ShapeRolls {
            five: rolls_of(&FIVE),
            four_one: rolls_of(&FOUR_ONE),
            three_two: rolls_of(&THREE_TWO),
            three_one_one: rolls_of(&THREE_ONE_ONE),
            two_two_one: rolls_of(&TWO_TWO_ONE),
            two_one_one_one: rolls_of(&TWO_ONE_ONE_ONE),
            all_different: rolls_of(&ALL_DIFFERENT),
        })
    }
}

/// The faces of a roll in shape order: by count, largest first, then by face.
fn shape_faces(roll: &Counts) -> Vec<usize> {
    let counts = roll.as_array();
    let mut faces: Vec<usize> = (0..6).filter(|&f| counts[f] > 0).collect();
    faces.sort_by_key(|&f| (std::cmp::Reverse(counts[f]), f));
    faces
}

/// A roll of some shape: its roll number, then the keep numbers of its other sub-keeps (in
/// shape order). Both are below 256, so a byte indexes them with no bounds check.
type RollKeeps<const N: usize> = [u8; N];

fn rolls_of<const N: usize>(shape: &Shape<N>) -> Vec<RollKeeps<N>> {
    let combos = Combos::get();
    all_rolls()
        .iter()
        .filter_map(|roll| {
            let faces = shape_faces(roll);
            let mut counts = [0u8; 5];
            for (slot, &f) in faces.iter().enumerate() {
                counts[slot] = roll.as_array()[f];
            }
            (counts == shape.counts).then(|| {
                let keeps: [usize; N] = std::array::from_fn(|p| {
                    let mut keep = [0u8; 6];
                    for (slot, &f) in faces.iter().enumerate() {
                        keep[f] = shape.subs[p][slot];
                    }
                    combos.index_of(&Counts::new(keep))
                });
                std::array::from_fn(|p| {
                    let number = if p == 0 {
                        keeps[p] - ROLL_BASE
                    } else {
                        keeps[p]
                    };
                    number as u8
                })
            })
        })
        .collect()
}

// Writes out `$body` once for each position below `$n` (at most 32, the most sub-keeps a
// roll has) with `$p` bound to it, so that the shape's tables are read at constant positions
// and fold away. A generic loop over the positions is not unrolled by the compiler.
macro_rules! each_position {
    ($n:expr, $p:ident, $body:block) => {
        each_position!(@ $n, $p, $body,
            0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31)
    };
    (@ $n:expr, $p:ident, $body:block, $($i:literal)*) => {
        $( if $i < $n { let $p: usize = $i; $body } )*
    };
}

/// Adds every roll of one shape to the next stage `next`, from this stage's values `e` and
/// the rolls' `scores`.
// The last sub-keep's best (the empty keep's) is stored and never read: it is inside every
// other sub-keep. The store is dropped by the compiler once the loop is unrolled.
#[allow(unused_assignments)]
#[inline(always)]
fn shape_pass<const N: usize>(
    shape: &Shape<N>,
    rolls: &[RollKeeps<N>],
    (scores, e): (&Pairs, &Pairs),
    next: &mut Pairs,
    fused: Fused,
) {
    for keeps in rolls {
        // The best value among the keeps between each sub-keep and the roll.
        let mut best = [Pair::ZERO; N];
        best[0] = scores[usize::from(keeps[0])];
        each_position!(N, p, {
            if p > 0 {
                let keep = usize::from(keeps[p]);
                let mut acc = e[keep];
                for s in 0..usize::from(shape.superset_count[p]) {
                    acc = acc.max(&best[usize::from(shape.supersets[p][s])]);
                }
                best[p] = acc;
                next[keep].add_weighted(shape.chance[p], &acc, fused);
            }
        });
    }
}

/// From this stage's values `e` of the keeps below the full rolls and the rolls' `scores`,
/// the next stage's values of the keeps below the full rolls.
#[inline(always)]
fn sticky_stage(scores: &Pairs, e: &Pairs, next: &mut Pairs, fused: Fused) {
    let rolls = ShapeRolls::get();
    next[..ROLL_BASE].fill(Pair::ZERO);
    let from = (scores, e);
    shape_pass(&FIVE, &rolls.five, from, next, fused);
    shape_pass(&FOUR_ONE, &rolls.four_one, from, next, fused);
    shape_pass(&THREE_TWO, &rolls.three_two, from, next, fused);
    shape_pass(&THREE_ONE_ONE, &rolls.three_one_one, from, next, fused);
    shape_pass(&TWO_TWO_ONE, &rolls.two_two_one, from, next, fused);
    shape_pass(&TWO_ONE_ONE_ONE, &rolls.two_one_one_one, from, next, fused);
    shape_pass(&ALL_DIFFERENT, &rolls.all_different, from, next, fused);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::KEEP_SLOTS;

    /// The stage straight from its definition: for every keep and every roll containing
    /// it, the best keep between them, weighted by the chance of the roll.
    fn reference(e: &[Lanes]) -> Vec<Lanes> {
        let combos = Combos::get();
        let mut out = vec![Lanes::ZERO; ROLL_BASE];
        for (k, held) in combos.keeps.iter().enumerate().take(ROLL_BASE) {
            for o in &combos.outcomes[k] {
                let roll = &all_rolls()[usize::from(o.roll)];
                for lane in 0..W {
                    let best = combos
                        .keeps
                        .iter()
                        .enumerate()
                        .filter(|(_, c)| held.is_subset_of(c) && c.is_subset_of(roll))
                        .map(|(i, _)| e[i][lane])
                        .fold(f64::NEG_INFINITY, f64::max);
                    out[k][lane] += o.probability * best;
                }
            }
        }
        out
    }

    #[test]
    fn every_roll_is_in_one_shape_and_every_pair_is_counted() {
        let rolls = ShapeRolls::get();
        let counted = rolls.five.len()
            + rolls.four_one.len()
            + rolls.three_two.len()
            + rolls.three_one_one.len()
            + rolls.two_two_one.len()
            + rolls.two_one_one_one.len()
            + rolls.all_different.len();
        assert_eq!(counted, 252);
        let pairs = rolls.five.len() * 6
            + rolls.four_one.len() * 10
            + rolls.three_two.len() * 12
            + rolls.three_one_one.len() * 16
            + rolls.two_two_one.len() * 18
            + rolls.two_one_one_one.len() * 24
            + rolls.all_different.len() * 32;
        assert_eq!(pairs, 4368);
        // Each roll's sub-keeps are distinct, from the roll itself down to the empty keep.
        for keeps in &rolls.two_one_one_one {
            let mut sorted = keeps[1..].to_vec();
            sorted.sort_unstable();
            sorted.dedup();
            assert_eq!(sorted.len(), keeps.len() - 1);
            assert!(usize::from(keeps[0]) < ROLLS);
            assert!(keeps[1..].iter().all(|&k| usize::from(k) < ROLL_BASE));
            assert_eq!(keeps[keeps.len() - 1], 0);
        }
    }

    /// Values spread like a turn's: `base` plus an irregular fixed sequence below 53, so
    /// that every comparison in the stage is exercised.
    fn arbitrary(base: f64, seed: f64) -> Box<KeepLanes> {
        let mut e = Box::new([Lanes::ZERO; KEEP_SLOTS]);
        let mut x = seed;
        for v in e.iter_mut() {
            for lane in v.0.iter_mut() {
                x = (x * 7.31 + 0.17) % 53.0;
                *lane = base + x;
            }
        }
        e
    }

    /// Two stages in single precision agree with the definition in double precision (to a
    /// few single-precision steps of these values, up to 300): a plan's lone group loaded in
    /// double precision, and the solver's two groups taken in single precision, neither of
    /// whose values depends on the other's.
    #[test]
    fn matches_the_definition_on_arbitrary_values() {
        let a = arbitrary(0.0, 0.5);
        let b = arbitrary(250.0, 0.25);
        let twice = |e: &KeepLanes| {
            let mut next = Box::new(*e);
            next[..ROLL_BASE].copy_from_slice(&reference(&e[..]));
            let mut last = Box::new(*e);
            last[..ROLL_BASE].copy_from_slice(&reference(&next[..]));
            last
        };
        let want = [twice(&a), twice(&b)];
        let close = |got: f64, want: f64, what: &str| {
            assert!((got - want).abs() < 1e-4, "{what}: {got} vs {want}");
        };
        for fused in [Fused::Yes, Fused::No] {
            let mut stages = StickyStages::new();
            for (group, e) in [&a, &b].into_iter().enumerate() {
                stages.load(e);
                stages.stage(fused);
                stages.stage(fused);
                let mut got = e.clone();
                stages.unload(&mut got);
                for k in 0..ROLL_BASE {
                    for lane in 0..W {
                        let what = format!("{fused:?}, group {group}, keep {k} lane {lane}");
                        close(got[k][lane], want[group][k][lane], &what);
                    }
                }
            }
            let mut run = |first: &KeepLanes, second: &KeepLanes| {
                let mut pairs = Box::new([Pair::ZERO; KEEP_SLOTS]);
                for (pair, (x, y)) in pairs.iter_mut().zip(first.iter().zip(second.iter())) {
                    for lane in 0..W {
                        pair.0[lane] = x[lane] as f32;
                        pair.0[W + lane] = y[lane] as f32;
                    }
                }
                stages.take(&pairs);
                stages.stage(fused);
                stages.stage(fused);
                stages.give(&mut pairs);
                pairs
            };
            let together = run(&a, &b);
            let swapped = run(&b, &a);
            let alone = run(&a, &a);
            for k in 0..ROLL_BASE {
                for (lane, &want) in want[0][k].0.iter().enumerate() {
                    let what = format!("{fused:?}, a pair's first group, keep {k} lane {lane}");
                    close(f64::from(together[k].0[lane]), want, &what);
                    assert_eq!(together[k].0[lane], swapped[k].0[W + lane], "{what}");
                    assert_eq!(together[k].0[lane], alone[k].0[W + lane], "{what}");
                }
            }
        }
    }
}
