//! One turn of optimal play, computed for many start-of-turn states at once.
//!
//! A "lane" is one upper subtotal. All states that share a set of filled boxes and the
//! Yahtzee flag have the same open boxes, the same legal placements and the same control flow;
//! they differ only in the values of their successor states. So every step below works on
//! [`Lanes`], a fixed group of 8 states, with no branches: the compiler keeps a group in one
//! AVX-512 register (two AVX ones, four SSE ones) and the turn's working set (462 keeps × 64
//! bytes) in L1.
//!
//! The recursion, for `R` throws (RULES.md's `max_rolls`):
//! - `V0(r)`: best value of scoring roll `r` now = extra bonus + max over allowed boxes of
//!   (points + value of the state after); successor values include the upper bonus when the
//!   placement reaches it.
//! - `F_j(k)`: value of keeping multiset `k` and throwing the rest with `j` throws left
//!   including this one, built one die at a time: `F(k) = mean over faces f of F(k + f)`.
//! - Between throws the player keeps any sub-multiset of the roll: the max over sub-keeps,
//!   built by removing one die at a time. With sticky holds only supersets of what is already
//!   held may be kept, which needs (held, roll) pairs instead: see [`sticky`].
//! - The start-of-turn value is `F_R(empty)`.
//!
//! [`Kernel`] runs a turn in double precision, every stage kept, for the turn plans that
//! choose; the optimum needs only the start of each turn, and runs its turns in single
//! precision on two lane groups at once (see [`single`]). The sticky stages are single
//! precision in both.

pub mod single;
pub mod sticky;

use std::sync::Arc;

use crate::combos::{ALL_THROWS, Combos, KEEPS, ParentGroup, ROLL_BASE, ROLLS};
use crate::rules::{BOXES, BoxId, BoxSet, Ruleset, all_rolls, base_points, evaluate_with};
use sticky::StickyStages;

/// States computed together.
pub const W: usize = 8;

/// One value for each of [`W`] states, aligned to a cache line: a lane group is then one
/// 512-bit load (or two 256-bit ones) that never straddles two lines. Unaligned, the
/// sticky-holds stage ran a third slower.
#[derive(Clone, Copy, Debug, PartialEq)]
#[repr(C, align(64))]
pub struct Lanes(pub [f64; W]);

/// The arithmetic the turn's passes need of a lane type (a tuple struct over a fixed array of
/// floats), so that each pass is written once for [`Lanes`] and for the single-precision
/// [`Pair`]s.
pub trait LaneSet: Copy {
    const ZERO: Self;

    /// Lane by lane, the larger.
    fn max(self, other: &Self) -> Self;

    /// `self += w × value`, fused or not (see [`Fused`]), `w` rounded to the lanes' precision.
    fn add_weighted(&mut self, w: f64, value: &Self, fused: Fused);

    /// The mean of six lane sets.
    fn mean_of_six(v: [&Self; 6], fused: Fused) -> Self;

    /// Lane by lane, the sum.
    fn sum_of_two(a: &Self, b: &Self) -> Self;

    /// Lane by lane, `self × factor`, the factor in the lanes' precision plus its rounding
    /// error (zero in double precision), so that a factor that is not exact in single
    /// precision does not push every value it scales the same way.
    fn scaled(self, factor: f64, fused: Fused) -> Self;
}

/// Implements [`LaneSet`] for a lane type. The methods are plain loops over fixed arrays:
/// `array::from_fn` is not always inlined, and a closure call per lane undoes the
/// vectorisation.
#[macro_export]
macro_rules! lane_arithmetic {
    ($lanes:ident, $float:ty, $n:expr, $sixth:path) => {
        impl $lanes {
            pub const ZERO: $lanes = $lanes([0.0; $n]);
        }

        impl $crate::kernel::LaneSet for $lanes {
            const ZERO: $lanes = $lanes::ZERO;

            #[inline(always)]
            fn max(self, other: &$lanes) -> $lanes {
                let mut out = self;
                for i in 0..$n {
                    // A select into a fresh value, not a conditional store, so it compiles
                    // to one max instruction.
                    out.0[i] = if self.0[i] > other.0[i] {
                        self.0[i]
                    } else {
                        other.0[i]
                    };
                }
                out
            }

            #[inline(always)]
            fn add_weighted(&mut self, w: f64, value: &$lanes, fused: $crate::kernel::Fused) {
                let w = w as $float;
                // Through a local, so the lanes stay in vector registers.
                let mut out = *self;
                if fused == $crate::kernel::Fused::Yes {
                    for i in 0..$n {
                        out.0[i] = value.0[i].mul_add(w, out.0[i]);
                    }
                } else {
                    for i in 0..$n {
                        out.0[i] += w * value.0[i];
                    }
                }
                *self = out;
            }

            #[inline(always)]
            fn sum_of_two(a: &$lanes, b: &$lanes) -> $lanes {
                let mut sum = *a;
                for i in 0..$n {
                    sum.0[i] += b.0[i];
                }
                sum
            }

            #[inline(always)]
            fn scaled(self, factor: f64, fused: $crate::kernel::Fused) -> $lanes {
                let hi = factor as $float;
                let lo = (factor - hi as f64) as $float;
                let mut out = self;
                if fused == $crate::kernel::Fused::Yes {
                    for i in 0..$n {
                        out.0[i] = self.0[i].mul_add(hi, self.0[i] * lo);
                    }
                } else {
                    for i in 0..$n {
                        out.0[i] = self.0[i] * hi + self.0[i] * lo;
                    }
                }
                out
            }

            #[inline(always)]
            fn mean_of_six(v: [&$lanes; 6], fused: $crate::kernel::Fused) -> $lanes {
                let [r0, r1, r2, r3, r4, r5] = v;
                let mut out = $lanes::ZERO;
                for i in 0..$n {
                    let sum = r0.0[i] + r1.0[i] + r2.0[i] + r3.0[i] + r4.0[i] + r5.0[i];
                    out.0[i] = $sixth(sum, fused);
                }
                out
            }
        }
    };
}

/// A sixth of a sum of doubles.
#[inline(always)]
fn sixth_f64(sum: f64, _: Fused) -> f64 {
    sum * (1.0 / 6.0)
}

lane_arithmetic!(Lanes, f64, W, sixth_f64);

/// Lanes of the single-precision stages: two lane groups side by side.
pub const PAIR: usize = 2 * W;

/// Two lane groups in single precision: one 512-bit register (two 256-bit ones) carries
/// sixteen states instead of eight. The passes are bound by the instructions they issue, so
/// this halves their cost per state. The values are held relative to an offset per lane
/// (see [`single`] and [`sticky`]), which keeps single precision's rounding far below
/// anything play or display can see.
#[derive(Clone, Copy, Debug, PartialEq)]
#[repr(C, align(64))]
pub struct Pair(pub [f32; PAIR]);

/// A sixth of a sum in single precision, the sixth in two parts: the nearest single-precision
/// sixth is 3e-8 above a sixth, and every mean of every turn of every level rounded the same
/// way, until start values were 2e-5 too high.
#[inline(always)]
fn sixth_f32(sum: f32, fused: Fused) -> f32 {
    const HI: f32 = 1.0 / 6.0;
    const LO: f32 = (1.0 / 6.0 - HI as f64) as f32;
    match fused {
        Fused::Yes => sum.mul_add(HI, sum * LO),
        Fused::No => sum * HI + sum * LO,
    }
}

lane_arithmetic!(Pair, f32, PAIR, sixth_f32);

impl Lanes {
    /// The same value in every lane.
    pub const fn splat(v: f64) -> Lanes {
        Lanes([v; W])
    }

    #[inline(always)]
    pub fn plus(self, c: f64) -> Lanes {
        let mut out = self;
        for v in &mut out.0 {
            *v += c;
        }
        out
    }
}

impl std::ops::Index<usize> for Lanes {
    type Output = f64;
    fn index(&self, lane: usize) -> &f64 {
        &self.0[lane]
    }
}

impl std::ops::IndexMut<usize> for Lanes {
    fn index_mut(&mut self, lane: usize) -> &mut f64 {
        &mut self.0[lane]
    }
}

/// Room for every keep number, rounded up to a power of two: a keep number masked to it
/// needs no bounds check in an inner loop.
pub const KEEP_SLOTS: usize = 512;
const _: () = assert!(KEEPS <= KEEP_SLOTS && KEEP_SLOTS.is_power_of_two());

/// Per-keep lanes, one entry per keep number (and unused room up to [`KEEP_SLOTS`]).
pub type Keeps<L> = [L; KEEP_SLOTS];
pub(crate) type KeepLanes = Keeps<Lanes>;

/// Successor slots per state block: 6 upper boxes × 0–5 matching dice, one per box below
/// them (of any layout), and a second Yahtzee slot for a positive score.
pub const SLOTS: usize = 36 + (BOXES - 6) + 1;
pub const YAHTZEE_POSITIVE_SLOT: usize = SLOTS - 1;

/// The successor slot that placing `points` in `b` leads to.
pub fn slot(b: BoxId, points: u16) -> usize {
    match b.upper_face() {
        Some(face) => b.index() * 6 + usize::from(points / u16::from(face.value())).min(5),
        None if b == BoxId::Yahtzee && points > 0 => YAHTZEE_POSITIVE_SLOT,
        None => 36 + b.index() - 6,
    }
}

/// `F(k) = mean of F(k + f)` for every keep below the full rolls, largest first.
#[inline(always)]
pub fn expect_pass<L: LaneSet>(e: &mut Keeps<L>, fused: Fused) {
    let [c0, c1, c2, c3, c4, c5] = Combos::get()
        .children_by_face
        .each_ref()
        .map(|c| &c[..ROLL_BASE]);
    for k in (0..ROLL_BASE).rev() {
        let at = |c: &[u16]| usize::from(c[k]) & (KEEP_SLOTS - 1);
        // Written out: `array::map` over the children was compiled as a call per keep.
        let children = [
            &e[at(c0)],
            &e[at(c1)],
            &e[at(c2)],
            &e[at(c3)],
            &e[at(c4)],
            &e[at(c5)],
        ];
        e[k] = L::mean_of_six(children, fused);
    }
}

/// Each keep of `group` (which all have `D` parents) becomes the best of itself and them.
#[inline(always)]
fn max_group<L: LaneSet, const D: usize>(e: &mut Keeps<L>, group: &ParentGroup) {
    let n = group.keeps.len();
    let parents: [&[u16]; D] = std::array::from_fn(|j| &group.parents[j][..n]);
    for (i, &keep) in group.keeps.iter().enumerate() {
        let k = usize::from(keep) & (KEEP_SLOTS - 1);
        let mut acc = e[k];
        for p in &parents {
            acc = acc.max(&e[usize::from(p[i]) & (KEEP_SLOTS - 1)]);
        }
        if D == 1 {
            // With one parent the new value is a select between the keep's own value and its
            // parent's, which LLVM turns into a masked store of the parent where it wins
            // (`vmaskmovps`): on AMD's Zen 3 that store is slow, and the next keep of the
            // chain (one more die of the same face) reads this one back through it. Passing
            // the value through `black_box` makes the store a plain one. Measured: the 30
            // keeps of this group took a twentieth of the solver's turns.
            acc = std::hint::black_box(acc);
        }
        e[k] = acc;
    }
}

/// In place, smallest first: each keep becomes the best value among its sub-keeps, so each
/// full roll ends with the value of choosing the best keep from it.
#[inline(always)]
pub fn max_pass<L: LaneSet>(e: &mut Keeps<L>) {
    let combos = Combos::get();
    for (i, group) in combos.parent_groups.iter().enumerate() {
        // Loops of a fixed length: a length that changed from keep to keep was a branch
        // mispredicted at every other keep.
        match i % 5 {
            0 => max_group::<L, 1>(e, group),
            1 => max_group::<L, 2>(e, group),
            2 => max_group::<L, 3>(e, group),
            3 => max_group::<L, 4>(e, group),
            _ => max_group::<L, 5>(e, group),
        }
    }
}

/// The mean of the full rolls' values over a throw of all five dice: each roll weighted by
/// its chance. Summed in four chains: one chain of 252 dependent adds waited on each add.
///
/// Each roll is weighted by its number of ordered throws, a whole number, and the sum scaled
/// once: the chances rounded to single precision add up to 1 + 1.4e-8, which raised every
/// turn's start by a hair, the same way at every level, until the Classic optimum with five
/// throws started 7e-6 too high.
const _: () = assert!(ROLLS.is_multiple_of(4));
#[inline(always)]
pub fn first_throw_mean<L: LaneSet>(e: &Keeps<L>, fused: Fused) -> L {
    let combos = Combos::get();
    let (mut a, mut b, mut c, mut d) = (L::ZERO, L::ZERO, L::ZERO, L::ZERO);
    for (rows, ways) in e[ROLL_BASE..ROLL_BASE + ROLLS]
        .chunks_exact(4)
        .zip(combos.roll_ways.chunks_exact(4))
    {
        a.add_weighted(ways[0], &rows[0], fused);
        b.add_weighted(ways[1], &rows[1], fused);
        c.add_weighted(ways[2], &rows[2], fused);
        d.add_weighted(ways[3], &rows[3], fused);
    }
    L::sum_of_two(&L::sum_of_two(&a, &b), &L::sum_of_two(&c, &d)).scaled(1.0 / ALL_THROWS, fused)
}

/// Work on lane groups that [`simd`] runs compiled for the widest instruction set the CPU
/// has. `run` must be `#[inline(always)]`, so that it is compiled into the caller and for its
/// instruction set (a closure would be compiled for the baseline).
pub trait SimdWork {
    type Output;
    fn run(self, fused: Fused) -> Self::Output;
}

/// Runs `work` compiled for AVX-512 or AVX2 (each with FMA) when the CPU has them, and for
/// the baseline otherwise.
pub fn simd<T: SimdWork>(work: T) -> T::Output {
    #[cfg(target_arch = "x86_64")]
    {
        let fma = std::arch::is_x86_feature_detected!("fma");
        if fma && std::arch::is_x86_feature_detected!("avx512f") {
            // SAFETY: the CPU was just checked to support AVX-512F and FMA.
            return unsafe { simd_avx512(work) };
        }
        if fma && std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU was just checked to support AVX2 and FMA.
            return unsafe { simd_avx2(work) };
        }
    }
    // Without FMA a fused multiply-add is a slow library call: multiply, then add.
    work.run(Fused::No)
}

/// A lane group of doubles, or a pair of single-precision groups, is one 512-bit register:
/// each lane step is a single instruction.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,fma")]
fn simd_avx512<T: SimdWork>(work: T) -> T::Output {
    work.run(Fused::Yes)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
fn simd_avx2<T: SimdWork>(work: T) -> T::Output {
    work.run(Fused::Yes)
}

/// Whether weighted sums use fused multiply-adds: where the CPU has them they are one
/// instruction; elsewhere `f64::mul_add` is a slow library call, and a multiply then an add
/// (rounded twice, so the last bit may differ) is used instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fused {
    Yes,
    No,
}

/// What a ruleset fixes for every turn: each roll's plain points and slot in each box.
pub struct RulesContext {
    pub rules: Ruleset,
    /// Per box (by index), every roll's plain placement there; shared with the kernels,
    /// which read the columns of their block's open boxes from it.
    by_box: Arc<Vec<[Candidate; ROLLS]>>,
    /// The same by roll, compact (points, slot): a choice reads one roll's row, a line.
    by_roll: Vec<[(u16, u8); BOXES]>,
    five_of_a_kind: [bool; ROLLS],
    /// The rolls of five of a kind, the only ones whose placements can differ from the
    /// plain points.
    fives: [usize; 6],
}

/// One allowed placement of a roll: its points (plus any extra bonus) and successor slot.
#[derive(Clone, Copy, Debug)]
pub struct Candidate {
    pub points: f64,
    pub slot: u8,
}

impl RulesContext {
    pub fn new(rules: Ruleset) -> RulesContext {
        let rolls = all_rolls();
        RulesContext {
            rules,
            by_box: Arc::new(
                BoxId::ALL
                    .iter()
                    .map(|&b| {
                        std::array::from_fn(|r| {
                            let pts = base_points(&rules, b, &rolls[r]);
                            Candidate {
                                points: f64::from(pts),
                                slot: slot(b, pts) as u8,
                            }
                        })
                    })
                    .collect(),
            ),
            by_roll: rolls
                .iter()
                .map(|roll| {
                    BoxId::ALL.map(|b| {
                        let pts = base_points(&rules, b, roll);
                        (pts, slot(b, pts) as u8)
                    })
                })
                .collect(),
            five_of_a_kind: std::array::from_fn(|i| rolls[i].five_of_a_kind().is_some()),
            fives: {
                let mut fives = [0; 6];
                let found = (0..ROLLS).filter(|&r| rolls[r].five_of_a_kind().is_some());
                for (f, r) in fives.iter_mut().zip(found) {
                    *f = r;
                }
                fives
            },
        }
    }

    /// Appends the placements of roll `r` in a state to `out`, the extra-Yahtzee bonus folded
    /// into the points. Only five equal dice can differ from the plain points, and they go
    /// through the Joker logic of `rules::evaluate`, the one place it lives.
    pub fn candidates(
        &self,
        r: usize,
        open: BoxSet,
        yahtzee_positive: bool,
        out: &mut Vec<Candidate>,
    ) {
        if self.is_special(r, open) {
            // The plain points from the lookup (they went in as a `u16`, so they come back
            // out exactly): this runs for every such roll of every plan solved.
            let column = |b: BoxId| self.by_box[b.index()][r].points as u16;
            let p = evaluate_with(&self.rules, open, yahtzee_positive, &all_rolls()[r], column);
            let bonus = if p.extra_bonus() {
                f64::from(self.rules.extra_yahtzee_bonus())
            } else {
                0.0
            };
            out.extend(p.allowed().map(|(b, pts)| Candidate {
                points: f64::from(pts) + bonus,
                slot: slot(b, pts) as u8,
            }));
            return;
        }
        for &b in self.rules.layout().boxes() {
            if open.contains(b) {
                out.push(self.by_box[b.index()][r]);
            }
        }
    }

    /// Every roll's plain placement in box `b`.
    pub(crate) fn plain_column(&self, b: BoxId) -> &[Candidate; ROLLS] {
        &self.by_box[b.index()]
    }

    /// Roll `r`'s plain placements, box by box (by index): the points as the dice make
    /// them, and the slot. What [`rules::evaluate`](crate::rules::evaluate) offers unless
    /// [`RulesContext::is_special`].
    #[inline]
    pub fn plain(&self, r: usize) -> &[(u16, u8); BOXES] {
        &self.by_roll[r]
    }

    /// Whether roll `r`'s placements with `open` boxes differ from its plain points: five of
    /// a kind once the Yahtzee box is filled, on a card with the Joker and its bonus.
    pub fn is_special(&self, r: usize, open: BoxSet) -> bool {
        self.five_of_a_kind[r]
            && self.rules.layout().has_yahtzee_rules()
            && !open.contains(BoxId::Yahtzee)
    }

    /// Every roll [`RulesContext::is_special`] with `open` boxes, in roll order: the six of
    /// five of a kind or none, without asking each of the 252 rolls (the solver prepares
    /// every state block's placements this way).
    pub(crate) fn special_rolls(&self, open: BoxSet) -> impl Iterator<Item = usize> + '_ {
        let any = self.rules.layout().has_yahtzee_rules() && !open.contains(BoxId::Yahtzee);
        self.fives.iter().copied().filter(move |_| any)
    }
}

/// How a kernel holds the placements of its state block.
enum Placements {
    /// Each open box's column of every roll's plain placement (read from the rules' shared
    /// columns), and the rolls whose placements differ from the plain points, each with its
    /// own list in the kernel's candidates.
    ByBox {
        columns: Arc<Vec<[Candidate; ROLLS]>>,
        open: Vec<usize>,
        special: Vec<(usize, std::ops::Range<usize>)>,
    },
    /// Each roll's own list: `starts[r]..starts[r + 1]` (cards of several columns).
    ByRoll { starts: Vec<usize> },
}

/// Working memory for one turn over a group of [`W`] states.
pub struct Kernel {
    /// Per keep: `V0` at the full rolls, `F_j` below [`ROLL_BASE`].
    pub e: Box<KeepLanes>,
    /// Sticky holds only, made at the first sticky turn.
    sticky: Option<Box<StickyStages>>,
    /// The placements, laid out as `placements` says.
    candidates: Vec<Candidate>,
    placements: Placements,
    /// One lane's placements of one roll, for [`Kernel::fill_v0_lanes`].
    lane_candidates: Vec<Candidate>,
}

impl Default for Kernel {
    fn default() -> Self {
        Kernel::new()
    }
}

/// Every roll's best plain placement among `columns` (the open boxes' columns), each
/// scored on the successor values `succ`. One loop for the one-state and the mixed-lanes
/// fill, inlined into both so that neither pays a call per turn plan.
#[inline(always)]
fn best_plain(e: &mut KeepLanes, columns: &[&[Candidate; ROLLS]], succ: &[Lanes]) {
    for r in 0..ROLLS {
        let mut acc = match columns.first() {
            Some(column) => {
                let c = &column[r];
                succ[usize::from(c.slot)].plus(c.points)
            }
            None => Lanes::ZERO,
        };
        for column in columns.iter().skip(1) {
            let c = &column[r];
            acc = acc.max(&succ[usize::from(c.slot)].plus(c.points));
        }
        e[ROLL_BASE + r] = acc;
    }
}

impl Kernel {
    pub fn new() -> Kernel {
        Kernel {
            e: Box::new([Lanes::ZERO; KEEP_SLOTS]),
            sticky: None,
            candidates: Vec::new(),
            placements: Placements::ByRoll { starts: Vec::new() },
            lane_candidates: Vec::new(),
        }
    }

    /// Collects the placements of every roll for a state block (the same for all its lanes):
    /// whole columns of the plain points, copied, and the few rolls the Joker changes.
    pub fn prepare(&mut self, ctx: &RulesContext, open: BoxSet, yahtzee_positive: bool) {
        self.candidates.clear();
        let (mut boxes, mut special) = match std::mem::replace(
            &mut self.placements,
            Placements::ByRoll { starts: Vec::new() },
        ) {
            Placements::ByBox {
                open: mut boxes,
                mut special,
                ..
            } => {
                boxes.clear();
                special.clear();
                (boxes, special)
            }
            Placements::ByRoll { .. } => (Vec::new(), Vec::new()),
        };
        boxes.extend(
            ctx.rules
                .layout()
                .boxes()
                .iter()
                .filter(|b| open.contains(**b))
                .map(|b| b.index()),
        );
        for r in ctx.special_rolls(open) {
            let start = self.candidates.len();
            ctx.candidates(r, open, yahtzee_positive, &mut self.candidates);
            special.push((r, start..self.candidates.len()));
        }
        self.placements = Placements::ByBox {
            columns: Arc::clone(&ctx.by_box),
            open: boxes,
            special,
        };
    }

    /// Collects placements given roll by roll by `each` (for cards whose placements are not
    /// one column's: `each(r, out)` appends roll `r`'s, with slots below the `succ` length
    /// later given to [`Kernel::fill_v0`]).
    pub fn prepare_from(&mut self, mut each: impl FnMut(usize, &mut Vec<Candidate>)) {
        self.candidates.clear();
        let mut starts = Vec::with_capacity(ROLLS + 1);
        for r in 0..ROLLS {
            starts.push(self.candidates.len());
            each(r, &mut self.candidates);
        }
        starts.push(self.candidates.len());
        self.placements = Placements::ByRoll { starts };
    }

    /// `V0` for every roll from the successor values of one lane group (`SLOTS` entries).
    #[inline(always)]
    pub fn fill_v0(&mut self, succ: &[Lanes]) {
        // The best of a list of placements; no open box means a complete card, which scores
        // nothing more.
        let best_of = |cands: &[Candidate]| {
            let mut acc = match cands.first() {
                Some(c) => succ[usize::from(c.slot)].plus(c.points),
                None => Lanes::ZERO,
            };
            for c in cands.iter().skip(1) {
                acc = acc.max(&succ[usize::from(c.slot)].plus(c.points));
            }
            acc
        };
        match &self.placements {
            Placements::ByBox {
                columns,
                open,
                special,
            } => {
                let columns: Vec<&[Candidate; ROLLS]> =
                    open.iter().filter_map(|&b| columns.get(b)).collect();
                best_plain(&mut self.e, &columns, succ);
                for (r, range) in special {
                    self.e[ROLL_BASE + r] = best_of(&self.candidates[range.clone()]);
                }
            }
            Placements::ByRoll { starts } => {
                for r in 0..ROLLS {
                    self.e[ROLL_BASE + r] = best_of(&self.candidates[starts[r]..starts[r + 1]]);
                }
            }
        }
    }

    /// `V0` for every roll of up to [`W`] states that need not share their open boxes: lane
    /// `i` is the state whose open boxes and Yahtzee flag are `states[i]`. In `succ` each
    /// lane holds its state's successor values, and minus infinity in the slots of boxes it
    /// has filled: the columns of every box open in some lane are walked, and a filled box
    /// never wins a lane's maximum. A maximum is exact, so each lane's values are the ones
    /// [`Kernel::fill_v0`] gives its state alone, to the bit. Lanes past `states` are
    /// left as the columns make them.
    #[inline(always)]
    pub fn fill_v0_lanes(&mut self, ctx: &RulesContext, states: &[(BoxSet, bool)], succ: &[Lanes]) {
        let union = states.iter().fold(BoxSet::EMPTY, |u, &(open, _)| {
            BoxSet::from_bits(u.bits() | open.bits())
        });
        // On the stack: this runs for every turn plan a CPU solves.
        let mut columns: [&[Candidate; ROLLS]; BOXES] = [&ctx.by_box[0]; BOXES];
        let mut count = 0;
        for b in ctx.rules.layout().boxes() {
            if union.contains(*b)
                && let (Some(column), Some(to)) =
                    (ctx.by_box.get(b.index()), columns.get_mut(count))
            {
                *to = column;
                count += 1;
            }
        }
        let columns = &columns[..count];
        best_plain(&mut self.e, columns, succ);
        // Five of a kind on a filled Yahtzee box: each such lane's own placements, its best
        // taken as `fill_v0` takes it.
        for (lane, &(open, flag)) in states.iter().enumerate().take(W) {
            for &r in &ctx.fives {
                if !ctx.is_special(r, open) {
                    continue;
                }
                self.lane_candidates.clear();
                ctx.candidates(r, open, flag, &mut self.lane_candidates);
                let value = |c: &Candidate| succ[usize::from(c.slot)].0[lane] + c.points;
                let mut acc = self.lane_candidates.first().map_or(0.0, value);
                for c in self.lane_candidates.iter().skip(1) {
                    let v = value(c);
                    acc = if acc > v { acc } else { v };
                }
                self.e[ROLL_BASE + r].0[lane] = acc;
            }
        }
    }

    /// `F(k) = mean of F(k + f)` for every keep below the full rolls, largest first.
    #[inline(always)]
    pub fn expect_pass(&mut self) {
        // The double-precision sixth is the same fused or not.
        expect_pass(&mut self.e, Fused::No);
    }

    /// In place, smallest first: each keep becomes the best value among its sub-keeps, so each
    /// full roll ends with the value of choosing the best keep from it.
    #[inline(always)]
    pub fn max_pass(&mut self) {
        max_pass(&mut self.e);
    }

    /// Runs the throws of a turn after `fill_v0`, calling `record(j, F_j)` after each stage,
    /// `j` being the throws left (1..=R). The start-of-turn values end in keep 0.
    #[inline(always)]
    pub fn run_turn(
        &mut self,
        rules: &Ruleset,
        fused: Fused,
        record: &mut dyn FnMut(u8, &[Lanes]),
    ) {
        let throws = rules.max_rolls();
        // With one throw left there is nothing to choose before it: whatever is kept, the
        // throw is scored. That is a plain expectation, with or without sticky holds.
        self.expect_pass();
        record(1, &self.e[..ROLL_BASE]);
        if throws == 1 {
            return;
        }
        // The throws between the first and the last.
        if rules.sticky_holds() && throws > 2 {
            let Kernel { e, sticky, .. } = self;
            let stages = sticky.get_or_insert_with(|| Box::new(StickyStages::new()));
            stages.load(e);
            for j in 2..throws {
                stages.stage(fused);
                stages.unload(e);
                record(j, &e[..ROLL_BASE]);
            }
        } else {
            for j in 2..throws {
                self.max_pass();
                self.expect_pass();
                record(j, &self.e[..ROLL_BASE]);
            }
        }
        // The turn's first throw starts from no dice held, and keeping nothing constrains
        // nothing: with sticky holds too, its value is the plain stage's. The other keeps of
        // this stage would be held before the first throw, which cannot happen (a keep is
        // chosen with fewer throws left).
        self.max_pass();
        self.expect_pass();
        record(throws, &self.e[..ROLL_BASE]);
    }
}
