//! The exact optimum: the expected final score of every start-of-turn state under the
//! strategy that maximises it, for any ruleset.
//!
//! A state is the set of filled boxes, the upper subtotal capped at the bonus threshold, and
//! whether the Yahtzee box holds a positive score (which only exists once it is filled). The
//! optimum is filled from the full card backwards, one count of filled boxes at a time; all
//! states with the same count are independent and shared among threads.

use std::borrow::Cow;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::kernel::single::{BlockPlacements, PairTurn, ScoreLookup};
use super::kernel::sticky::StickyStages;
use super::kernel::{Fused, Kernel, Lanes, RulesContext, SLOTS, SimdWork, W, simd, slot};
use super::mapped::Mapped;
use super::parallel::share_out;
use crate::rules::{BOXES, BoxId, BoxSet, Ruleset, Scorecard};

/// Sets of filled boxes, by bit mask over every box of every layout; a layout's states use
/// the masks within its own boxes.
pub const MASKS: usize = 1 << BOXES;

/// The boxes still open on a card of `rules` with `filled` filled.
pub fn open_boxes(rules: &Ruleset, filled: BoxSet) -> BoxSet {
    rules.layout().box_set().minus(filled)
}

/// Every set of `count` filled boxes a card of `rules` can have, in mask order.
pub fn masks_with(rules: &Ruleset, count: u32) -> Vec<BoxSet> {
    let card = rules.layout().box_set();
    (0..=card.bits())
        .map(BoxSet::from_bits)
        .filter(|m| m.is_subset_of(card) && m.len() == count)
        .collect()
}

/// Every set of filled boxes a card of `rules` can have, in mask order.
fn all_masks(rules: &Ruleset) -> impl Iterator<Item = BoxSet> {
    let card = rules.layout().box_set();
    (0..=card.bits())
        .map(BoxSet::from_bits)
        .filter(move |m| m.is_subset_of(card))
}

/// A start-of-turn state, normalised: upper subtotal capped, Yahtzee flag only when filled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StateKey {
    pub filled: BoxSet,
    pub upper: u16,
    pub yahtzee_positive: bool,
}

impl StateKey {
    pub fn new(rules: &Ruleset, filled: BoxSet, upper: u32, yahtzee_positive: bool) -> StateKey {
        StateKey {
            filled,
            upper: u16::try_from(upper)
                .unwrap_or(u16::MAX)
                .min(rules.upper_cap()),
            yahtzee_positive: yahtzee_positive && filled.contains(BoxId::Yahtzee),
        }
    }

    pub fn of_card(rules: &Ruleset, card: &Scorecard) -> StateKey {
        StateKey::new(
            rules,
            card.filled(),
            card.upper_subtotal(),
            card.yahtzee_positive(),
        )
    }

    /// The state after placing `points` in `b`, and the upper bonus that placement earns.
    pub fn after(&self, rules: &Ruleset, b: BoxId, points: u16) -> (StateKey, u16) {
        let mut next = *self;
        next.filled = self.filled.with(b);
        let mut bonus = 0;
        if b.is_upper() && rules.upper_bonus() > 0 {
            let threshold = rules.upper_threshold();
            let reached = self.upper.saturating_add(points);
            if self.upper < threshold && reached >= threshold {
                bonus = rules.upper_bonus();
            }
            next.upper = reached.min(rules.upper_cap());
        }
        if b == BoxId::Yahtzee {
            next.yahtzee_positive = points > 0;
        }
        (next, bonus)
    }
}

/// Anything that can value a start-of-turn state: the optimum, or a heuristic.
pub trait FutureValue: Sync {
    fn value(&self, state: StateKey) -> f64;

    /// A number that two reachable start-of-turn states with the same boxes filled and the
    /// same Yahtzee flag share only if, after every placement, the successors they reach are
    /// of the same value to the last bit and earn the same bonus, so that their turns are
    /// solved alike: turn plans are kept by it. By default the upper subtotal itself.
    fn upper_class(&self, state: StateKey) -> u16 {
        state.upper
    }

    /// Hints that `state`'s value will be asked for soon (see `ai::prefetch`), for
    /// a valuation read from memory; by default nothing.
    fn prefetch(&self, state: StateKey) {
        let _ = state;
    }
}

/// Where each state block's values live. Only blocks with a reachable Yahtzee flag are kept,
/// and each only with the upper subtotals its filled boxes can reach, so the optimum (and its
/// cache file) holds nothing that is never read.
#[derive(Clone)]
pub struct OptimumLayout {
    /// Per block (see [`block`]): offset into the values and the number of lanes, 0 for a
    /// block that does not exist.
    spans: Vec<(u32, u32)>,
    total: usize,
}

impl OptimumLayout {
    pub fn new(rules: &Ruleset) -> OptimumLayout {
        let mut spans = vec![(0, 0); MASKS * 2];
        let mut total = 0usize;
        for filled in all_masks(rules) {
            let len = groups_needed(rules, filled) * W;
            for &flag in stored_flags(filled) {
                spans[block(filled, flag)] = (total as u32, len as u32);
                total += len;
            }
        }
        OptimumLayout { spans, total }
    }

    /// The number of values the optimum holds.
    pub fn total(&self) -> usize {
        self.total
    }

    /// A block's values: `values[offset..offset + len]`.
    pub(crate) fn span(&self, filled: BoxSet, flag: bool) -> (usize, usize) {
        let (offset, len) = self.spans[block(filled, flag)];
        (offset as usize, len as usize)
    }

    /// The index of a state's value; an upper subtotal the filled boxes cannot reach is read
    /// at the highest one they can.
    pub(crate) fn index(&self, filled: BoxSet, flag: bool, upper: usize) -> usize {
        let (offset, len) = self.span(filled, flag);
        offset + upper.min(len.saturating_sub(1))
    }
}

/// Expected future points of every start-of-turn state under optimal play.
pub struct Optimum {
    rules: Ruleset,
    layout: OptimumLayout,
    values: Values,
}

/// The largest value a sound optimum holds: expected points still to come are never negative
/// and never beyond thirteen maximal turns.
pub const VALUE_LIMIT: f64 = 100_000.0;

/// Where an optimum's values live: in memory while computed (or when the cache could not be
/// written), otherwise mapped from the cache file as little-endian `f64`s. A match reads the
/// values of a few hundred states, so only their pages become resident, shared by every
/// window on the machine; a Yatzy optimum alone is 20 MB.
enum Values {
    Owned(Vec<f64>),
    Mapped(Mapped),
}

impl Values {
    /// Hints that value `i` will be read soon.
    fn prefetch(&self, i: usize) {
        match self {
            Values::Owned(v) => {
                if let Some(v) = v.get(i) {
                    crate::prefetch::value(v);
                }
            }
            Values::Mapped(m) => {
                if let Some(bytes) = m.bytes().get(i * 8..i * 8 + 8) {
                    crate::prefetch::bytes(bytes);
                }
            }
        }
    }

    fn get(&self, i: usize) -> f64 {
        match self {
            Values::Owned(v) => v[i],
            Values::Mapped(m) => {
                let at = i * 8;
                let bytes: [u8; 8] = m.bytes()[at..at + 8].try_into().unwrap_or([0; 8]);
                let v = f64::from_le_bytes(bytes);
                // Checked on load; a file rewritten in place since (see `ai::mapped`) must
                // still give no value a decision could trip on.
                if (0.0..=VALUE_LIMIT).contains(&v) {
                    v
                } else {
                    0.0
                }
            }
        }
    }
}

/// How many lane groups a state block needs: lanes up to the cap, but never beyond what the
/// filled upper boxes could have reached.
fn groups_needed(rules: &Ruleset, filled: BoxSet) -> usize {
    let face_sum: u16 = BoxId::UPPER
        .iter()
        .filter(|b| filled.contains(**b))
        .filter_map(|b| b.upper_face())
        .map(|f| u16::from(f.value()))
        .sum();
    (usize::from((5 * face_sum).min(rules.upper_cap())) + 1).div_ceil(W)
}

/// The Yahtzee flags a block of `filled` boxes is stored for: zero and positive once the
/// box is filled, whatever the rules, so that every ruleset's optimum has one layout.
pub(crate) fn stored_flags(filled: BoxSet) -> &'static [bool] {
    if filled.contains(BoxId::Yahtzee) {
        &[false, true]
    } else {
        &[false]
    }
}

/// The stored flags whose blocks must be solved. Where the box's sign changes nothing
/// ([`Ruleset::yahtzee_sign_matters`]), the positive block would repeat the zero one's
/// arithmetic to the last bit, and is copied from it instead (a third of the blocks).
pub(crate) fn solved_flags(rules: &Ruleset, filled: BoxSet) -> &'static [bool] {
    if rules.yahtzee_sign_matters() {
        stored_flags(filled)
    } else {
        &[false]
    }
}

/// Gives every stored block of `masks` that [`solved_flags`] leaves unsolved its copy of the
/// solved one, in an optimum or outlook laid out by `layout` (the values, or the
/// distributions' entries).
pub(crate) fn copy_unsolved_blocks<T: Copy>(
    rules: &Ruleset,
    layout: &OptimumLayout,
    masks: &[BoxSet],
    optimum: &mut [T],
) {
    for &filled in masks {
        if stored_flags(filled).len() > solved_flags(rules, filled).len() {
            let (zero, len) = layout.span(filled, false);
            let (positive, _) = layout.span(filled, true);
            optimum.copy_within(zero..zero + len, positive);
        }
    }
}

fn block(filled: BoxSet, yahtzee_positive: bool) -> usize {
    usize::from(filled.bits()) * 2 + usize::from(yahtzee_positive)
}

impl Optimum {
    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    /// An optimum from stored values (the cache), if there are as many as the rules need.
    pub fn from_values(rules: Ruleset, values: Vec<f64>) -> Option<Optimum> {
        let layout = OptimumLayout::new(&rules);
        (values.len() == layout.total()).then_some(Optimum {
            rules,
            layout,
            values: Values::Owned(values),
        })
    }

    /// An optimum read in place from a cache file's values (little-endian `f64`s, every one
    /// checked by the caller), if there are as many as the rules need.
    pub fn from_mapped(rules: Ruleset, values: Mapped) -> Option<Optimum> {
        let layout = OptimumLayout::new(&rules);
        (values.bytes().len() == layout.total() * 8).then_some(Optimum {
            rules,
            layout,
            values: Values::Mapped(values),
        })
    }

    /// Whether the values are mapped from the cache file rather than held in memory.
    pub fn is_mapped(&self) -> bool {
        matches!(self.values, Values::Mapped(_))
    }

    /// Every value, in layout order (what the cache stores); a mapped optimum's are decoded
    /// into a copy, which only what reads the whole optimum asks for (a build from it, a save
    /// or a comparison).
    pub fn values(&self) -> Cow<'_, [f64]> {
        match &self.values {
            Values::Owned(v) => Cow::Borrowed(v),
            Values::Mapped(_) => Cow::Owned(
                (0..self.layout.total())
                    .map(|i| self.values.get(i))
                    .collect(),
            ),
        }
    }

    /// Expected points still to come from the start of a turn in `state`.
    pub fn value(&self, state: StateKey) -> f64 {
        let u = usize::from(state.upper.min(self.rules.upper_cap()));
        self.values.get(self.layout.index(
            state.filled,
            state.yahtzee_positive && state.filled.contains(BoxId::Yahtzee),
            u,
        ))
    }

    /// Hints that `state`'s value will be read soon.
    fn prefetch(&self, state: StateKey) {
        let u = usize::from(state.upper.min(self.rules.upper_cap()));
        self.values.prefetch(self.layout.index(
            state.filled,
            state.yahtzee_positive && state.filled.contains(BoxId::Yahtzee),
            u,
        ));
    }

    /// Expected final total from the start of the game.
    pub fn start_value(&self) -> f64 {
        self.value(StateKey::new(&self.rules, BoxSet::EMPTY, 0, false))
    }

    /// Computes the whole optimum with `threads` threads, reporting progress as
    /// (blocks done, blocks in all).
    pub fn solve(
        rules: Ruleset,
        threads: usize,
        progress: &(dyn Fn(usize, usize) + Sync),
    ) -> Optimum {
        Optimum::solve_lanes(rules, threads, progress, LaneClasses::new, solved_flags)
    }

    /// [`Optimum::solve`], computing the lanes of each block that `classes` says, and the
    /// blocks of the Yahtzee flags that `solved_flags` says (copying the others).
    fn solve_lanes(
        rules: Ruleset,
        threads: usize,
        progress: &(dyn Fn(usize, usize) + Sync),
        classes: fn(&Ruleset, BoxSet, usize) -> LaneClasses,
        solved_flags: fn(&Ruleset, BoxSet) -> &'static [bool],
    ) -> Optimum {
        let layout = OptimumLayout::new(&rules);
        let mut values = vec![0.0; layout.total()];
        let ctx = RulesContext::new(rules);
        let scoring = &ScoreLookup::new(&ctx);
        let total_blocks = all_masks(&rules)
            .map(|m| solved_flags(&rules, m).len())
            .sum();
        // A block's classes depend only on which upper boxes are filled (so does its length):
        // made once for each such set rather than for each of the thousands of blocks.
        let upper_sets = 1u16 << BoxId::UPPER.len();
        let lane_classes: Vec<LaneClasses> = (0..upper_sets)
            .map(|bits| {
                let upper = BoxSet::from_bits(bits);
                classes(&rules, upper, groups_needed(&rules, upper) * W)
            })
            .collect();
        let lane_classes = &lane_classes;
        let done = AtomicUsize::new(0);
        for filled_count in (0..u32::from(rules.layout().turns())).rev() {
            let masks = masks_with(&rules, filled_count);
            let shared = &values;
            let layout = &layout;
            let results = share_out(
                threads,
                masks.len() as u64,
                1,
                Worker::new,
                |worker, i| {
                    let filled = masks[i as usize];
                    for &flag in solved_flags(&rules, filled) {
                        let (offset, len) = layout.span(filled, flag);
                        let at = BlockAt {
                            values: shared,
                            layout,
                            scoring,
                            filled,
                            flag,
                        };
                        let classes =
                            &lane_classes[usize::from(filled.bits() & BoxSet::UPPER.bits())];
                        debug_assert_eq!(classes.of.len(), len);
                        worker.block(&ctx, &at, (offset, classes));
                        let d = done.fetch_add(1, Ordering::Relaxed) + 1;
                        if d.is_multiple_of(256) {
                            progress(d, total_blocks);
                        }
                    }
                },
                |worker| worker.finish(&rules),
            );
            for (offset, block_values) in results.into_iter().flatten() {
                values[offset..offset + block_values.len()].copy_from_slice(&block_values);
            }
            copy_unsolved_blocks(&rules, layout, &masks, &mut values);
        }
        progress(total_blocks, total_blocks);
        Optimum {
            rules,
            layout,
            values: Values::Owned(values),
        }
    }
}

/// The upper subtotals of lane group `group` when a block's lanes are its subtotals in order.
pub(crate) fn consecutive(group: usize) -> [usize; W] {
    std::array::from_fn(|lane| group * W + lane)
}

/// Successor values of a lane group of a state block (lane `i` having upper subtotal
/// `upper[i]`), one entry per placement slot, read straight from the rows already solved:
/// this runs for every group of every state, so it does the state arithmetic of
/// [`StateKey::after`] per row rather than per lane.
#[allow(clippy::too_many_arguments)]
pub(crate) fn optimum_successors(
    rules: &Ruleset,
    values: &[f64],
    layout: &OptimumLayout,
    filled: BoxSet,
    flag: bool,
    upper: &[usize; W],
    succ: &mut [Lanes],
) {
    let cap = usize::from(rules.upper_cap());
    let threshold = usize::from(rules.upper_threshold());
    let bonus = if cap > 0 {
        f64::from(rules.upper_bonus())
    } else {
        0.0
    };
    // Plain loops: `array::map` was a call per group, twice.
    let mut capped = [0; W];
    let mut needed = [0; W];
    for lane in 0..W {
        capped[lane] = upper[lane].min(cap);
        // The points each lane still needs for the bonus (none once earned: out of any reach).
        needed[lane] = threshold
            .checked_sub(capped[lane])
            .filter(|&n| n > 0)
            .unwrap_or(usize::MAX);
    }
    let row = |b: BoxId, positive: bool| {
        let (offset, len) = layout.span(filled.with(b), positive);
        &values[offset..offset + len]
    };
    let read =
        |row: &[f64], points: usize| successor_lanes(row, &capped, &needed, cap, bonus, points);
    // A box below the upper ones adds no points to the subtotal and earns no bonus: its rows
    // are read at the lanes' own subtotals, without the bonus arithmetic.
    let plain = |row: &[f64]| plain_lanes(row, &capped, cap);
    for b in open_boxes(rules, filled).iter() {
        match b.upper_face() {
            Some(face) => {
                let next = row(b, flag);
                for c in 0..=5 {
                    succ[b.index() * 6 + c] = read(next, c * usize::from(face.value()));
                }
            }
            None if b == BoxId::Yahtzee => {
                succ[slot(b, 0)] = plain(row(b, false));
                succ[slot(b, 1)] = plain(row(b, true));
            }
            None => {
                succ[slot(b, 0)] = plain(row(b, flag));
            }
        }
    }
}

/// The successor values of a lane group in a row of the optimum, placing `points` in an upper
/// box (0 for other boxes): each lane's subtotal plus the points, capped, and the bonus if it
/// earns it. Lanes past what the filled boxes can reach are padding; they read the row's last
/// value. (Index arithmetic wraps rather than being checked, so that the lanes' sums
/// vectorise: subtotals and points are below 256.)
#[inline(always)]
fn successor_lanes(
    row: &[f64],
    upper: &[usize; W],
    needed: &[usize; W],
    cap: usize,
    bonus: f64,
    points: usize,
) -> Lanes {
    let row = up_to_cap(row, cap);
    let last = row.len() - 1;
    let mut out = Lanes::ZERO;
    for lane in 0..W {
        let at = upper[lane].wrapping_add(points).min(last);
        let earned = if points >= needed[lane] { bonus } else { 0.0 };
        out.0[lane] = row[at] + earned;
    }
    out
}

/// [`successor_lanes`] placing no points: each lane's own subtotal, which earns no bonus
/// (a bonus still to earn needs at least a point).
#[inline(always)]
fn plain_lanes(row: &[f64], upper: &[usize; W], cap: usize) -> Lanes {
    let row = up_to_cap(row, cap);
    let last = row.len() - 1;
    let mut out = Lanes::ZERO;
    for lane in 0..W {
        out.0[lane] = row[upper[lane].min(last)];
    }
    out
}

/// A row's values up to the capped subtotal, never empty (a row with none reads as zero): an
/// index capped at its last is then within it, and the lanes' reads need no check each.
#[inline(always)]
fn up_to_cap(row: &[f64], cap: usize) -> &[f64] {
    match row.len().checked_sub(1) {
        Some(last) => &row[..=last.min(cap)],
        None => &[0.0],
    }
}

/// One thread's share of a level of the optimum.
///
/// Each block computes one lane per class of its upper subtotals, a group of [`W`] at a time,
/// and the groups play their turns two at a time in single precision (see
/// [`crate::kernel::single`]). The classes left over when a block's do not fill whole
/// groups are gathered across blocks: every lane of a turn is computed on its own, so lanes
/// of different blocks can share a group. That saves a tenth of the groups.
struct Worker<'a> {
    /// Whole groups of a block's lanes.
    whole: PairGroups,
    /// The lanes gathered from the ends of blocks.
    gathered: PairGroups,
    /// Sticky holds only, made at the first sticky turn.
    sticky: Option<Box<StickyStages>>,
    placements: BlockPlacements,
    /// The double-precision turn of the first turn (see [`Worker::first_turn`]).
    kernel: Option<Box<Kernel>>,
    succ: Vec<Lanes>,
    /// The blocks done: their offset in the optimum, their classes and each class's value.
    blocks: Vec<Block<'a>>,
}

/// Two lane groups being filled for a turn, and the owners of their lanes.
struct PairGroups {
    turn: PairTurn,
    /// Each half's owners, lane by lane from the first: the block (in [`Worker::blocks`])
    /// and class its value goes to.
    owners: [Vec<(usize, usize)>; 2],
    /// The half being filled.
    half: usize,
}

impl PairGroups {
    fn new() -> PairGroups {
        PairGroups {
            turn: PairTurn::new(),
            owners: [Vec::with_capacity(W), Vec::with_capacity(W)],
            half: 0,
        }
    }

    /// Moves on to the next half, playing the turn once both are filled.
    fn next_half(
        &mut self,
        rules: &Ruleset,
        sticky: &mut Option<Box<StickyStages>>,
        blocks: &mut [Block<'_>],
    ) {
        self.half += 1;
        if self.half == 2 {
            self.play(rules, sticky, blocks);
        }
    }

    /// Plays the turn of the lanes filled and gives each owner its lane's start-of-turn value.
    /// (A half not filled holds a former turn's lanes: they cost what empty ones would.)
    fn play(
        &mut self,
        rules: &Ruleset,
        sticky: &mut Option<Box<StickyStages>>,
        blocks: &mut [Block<'_>],
    ) {
        if self.owners[0].is_empty() {
            return;
        }
        simd(Play {
            turn: &mut self.turn,
            rules,
            sticky,
        });
        for (half, owners) in self.owners.iter_mut().enumerate() {
            for (lane, (block, class)) in owners.drain(..).enumerate() {
                blocks[block].2[class] = self.turn.start(half, lane);
            }
        }
        self.half = 0;
    }
}

type Block<'a> = (usize, &'a LaneClasses, Vec<f64>);

/// The scores of some lanes of a pair's half (see [`PairTurn::fill`]).
struct Fill<'a> {
    turn: &'a mut PairTurn,
    lookup: &'a ScoreLookup,
    block: &'a BlockPlacements,
    succ: &'a [Lanes],
    half: usize,
    lanes: std::ops::Range<usize>,
}

impl SimdWork for Fill<'_> {
    type Output = ();
    #[inline(always)]
    fn run(self, _: Fused) {
        self.turn
            .fill(self.lookup, self.block, self.succ, self.half, self.lanes);
    }
}

/// The throws of a pair's turn (see [`PairTurn::run`]).
struct Play<'a> {
    turn: &'a mut PairTurn,
    rules: &'a Ruleset,
    sticky: &'a mut Option<Box<StickyStages>>,
}

impl SimdWork for Play<'_> {
    type Output = ();
    #[inline(always)]
    fn run(self, fused: Fused) {
        self.turn.run(self.rules, fused, self.sticky);
    }
}

/// The state block a worker computes: its filled boxes and Yahtzee flag, and the optimum's
/// values so far (the successors').
#[derive(Clone, Copy)]
struct BlockAt<'a> {
    values: &'a [f64],
    layout: &'a OptimumLayout,
    scoring: &'a ScoreLookup,
    filled: BoxSet,
    flag: bool,
}

impl<'a> Worker<'a> {
    fn new() -> Worker<'a> {
        Worker {
            whole: PairGroups::new(),
            gathered: PairGroups::new(),
            sticky: None,
            placements: BlockPlacements::new(),
            kernel: None,
            succ: vec![Lanes::ZERO; SLOTS],
            blocks: Vec::new(),
        }
    }

    fn block(
        &mut self,
        ctx: &RulesContext,
        at: &BlockAt,
        (offset, classes): (usize, &'a LaneClasses),
    ) {
        if at.filled == BoxSet::EMPTY {
            self.first_turn(ctx, at, offset, classes);
            return;
        }
        let rules = ctx.rules;
        self.placements
            .prepare(ctx, at.scoring, open_boxes(&rules, at.filled), at.flag);
        let count = classes.representatives.len();
        let block = self.blocks.len();
        self.blocks.push((offset, classes, vec![0.0; count]));
        let whole = count / W * W;
        for first in (0..whole).step_by(W) {
            let representatives = &self.blocks[block].1.representatives;
            let upper = std::array::from_fn(|lane| representatives[first + lane]);
            let Worker {
                whole,
                sticky,
                placements,
                succ,
                blocks,
                ..
            } = self;
            scores(ctx, at, upper, placements, succ, whole, 0..W);
            whole.owners[whole.half].extend((first..first + W).map(|class| (block, class)));
            whole.next_half(&rules, sticky, blocks);
        }
        let rest = count - whole;
        if rest > 0 {
            let Worker {
                gathered,
                sticky,
                placements,
                succ,
                blocks,
                ..
            } = self;
            if gathered.owners[gathered.half].len() + rest > W {
                gathered.next_half(&rules, sticky, blocks);
            }
            let first = gathered.owners[gathered.half].len();
            // The lanes not filled repeat a subtotal of the block; they are left unchanged.
            let representatives = &blocks[block].1.representatives[whole..];
            let upper = std::array::from_fn(|lane| {
                representatives[lane.saturating_sub(first).min(rest - 1)]
            });
            scores(
                ctx,
                at,
                upper,
                placements,
                succ,
                gathered,
                first..first + rest,
            );
            gathered.owners[gathered.half].extend((whole..count).map(|class| (block, class)));
        }
    }

    /// The game's first turn, from the empty card, in double precision: its value is the
    /// start value, and its own rounding in single precision would fall on it whole. (Measured
    /// on the Classic card with five throws: of the start's 3.0e-6 away from the double-
    /// precision solve, 2.5e-6 came from this turn, enough to change the fourth decimal.) It is
    /// one state, so its cost does not show.
    fn first_turn(
        &mut self,
        ctx: &RulesContext,
        at: &BlockAt,
        offset: usize,
        classes: &'a LaneClasses,
    ) {
        let rules = ctx.rules;
        let kernel = self.kernel.get_or_insert_with(|| Box::new(Kernel::new()));
        kernel.prepare(ctx, open_boxes(&rules, at.filled), at.flag);
        let representatives = &classes.representatives;
        let mut values = Vec::with_capacity(representatives.len());
        for group in representatives.chunks(W) {
            let upper = std::array::from_fn(|lane| group[lane.min(group.len() - 1)]);
            optimum_successors(
                &rules,
                at.values,
                at.layout,
                at.filled,
                at.flag,
                &upper,
                &mut self.succ,
            );
            run_group(&rules, kernel, &self.succ, |_, _| {});
            values.extend((0..group.len()).map(|lane| kernel.e[0][lane]));
        }
        self.blocks.push((offset, classes, values));
    }

    /// Every block's values, by upper subtotal, with its offset in the optimum.
    fn finish(mut self, rules: &Ruleset) -> Vec<(usize, Vec<f64>)> {
        for groups in [&mut self.whole, &mut self.gathered] {
            groups.play(rules, &mut self.sticky, &mut self.blocks);
        }
        self.blocks
            .into_iter()
            .map(|(offset, classes, values)| {
                (offset, classes.of.iter().map(|&c| values[c]).collect())
            })
            .collect()
    }
}

/// The scores of lanes `lanes` of the half of `groups` being filled, their upper subtotals
/// being `upper`.
fn scores(
    ctx: &RulesContext,
    at: &BlockAt,
    upper: [usize; W],
    placements: &BlockPlacements,
    succ: &mut [Lanes],
    groups: &mut PairGroups,
    lanes: std::ops::Range<usize>,
) {
    let BlockAt {
        values,
        layout,
        scoring,
        filled,
        flag,
    } = *at;
    optimum_successors(&ctx.rules, values, layout, filled, flag, &upper, succ);
    simd(Fill {
        turn: &mut groups.turn,
        lookup: scoring,
        block: placements,
        succ,
        half: groups.half,
        lanes,
    });
}

/// The upper subtotals (capped at `cap`) that some count of 0–5 dice in each of `faces` adds
/// up to, as a bit set.
pub(crate) fn upper_sums(faces: impl Iterator<Item = u16>, cap: u16) -> u128 {
    let mut sums: u128 = 1;
    for face in faces {
        let before = sums;
        for count in 1..=5 {
            sums |= before << (count * face);
        }
    }
    // Subtotals are at most 6 × 5 × 21 / 6 = 105 (< 128) before the cap.
    let over = sums >> cap;
    if over != 0 {
        sums = (sums & ((1u128 << cap) - 1)) | (1u128 << cap);
    }
    sums
}

/// The faces of the upper boxes that are filled (`true`) or open (`false`).
pub(crate) fn upper_faces(filled: BoxSet, want_filled: bool) -> impl Iterator<Item = u16> {
    BoxId::UPPER
        .into_iter()
        .filter(move |b| filled.contains(*b) == want_filled)
        .filter_map(|b| b.upper_face())
        .map(|f| u16::from(f.value()))
}

/// The points the open upper boxes of `filled` can still add, as a set of sums (uncapped:
/// 105 at most).
fn addable_upper(filled: BoxSet) -> u128 {
    upper_sums(upper_faces(filled, false), 127)
}

/// The class of upper subtotal `u` (see [`LaneClasses`]) in a block whose open upper boxes can
/// add `addable`: the least addable points that reach the threshold from `u`, or `u16::MAX`
/// when the bonus is no longer to be earned (already earned, out of reach, or none).
fn class_key(rules: &Ruleset, addable: u128, u: u16) -> u16 {
    const UNREACHED: u16 = u16::MAX;
    let threshold = rules.upper_threshold();
    if rules.upper_cap() == 0 || u >= threshold {
        return UNREACHED;
    }
    let reaching = addable >> (threshold - u);
    if reaching == 0 {
        UNREACHED
    } else {
        threshold - u + reaching.trailing_zeros() as u16
    }
}

/// Which upper subtotals of a state block share every value, and one subtotal to compute for
/// each.
///
/// From subtotal `u`, what is still to come depends on `u` only through whether the upper
/// bonus is still to be earned and which points from the open upper boxes would earn it: the
/// points those boxes can add that reach the threshold from `u` (a set closed upwards, so
/// known by its smallest member). Two subtotals with the same such set see the same
/// successors' values after every placement (by induction from the full card) and earn the
/// same bonus, so the solver's arithmetic on them is the same to the last bit. A subtotal at
/// the threshold and one from which the threshold is out of reach share a class: neither will
/// earn the bonus any more. This makes a third fewer lanes to compute.
struct LaneClasses {
    /// One reachable subtotal per class, in increasing order.
    representatives: Vec<usize>,
    /// For each subtotal of the block's lanes, its class. Subtotals the filled boxes cannot
    /// make are never read; they take the class of the highest one below them that they can.
    of: Vec<usize>,
}

impl LaneClasses {
    fn new(rules: &Ruleset, filled: BoxSet, len: usize) -> LaneClasses {
        let cap = rules.upper_cap();
        let reachable = upper_sums(upper_faces(filled, true), cap);
        let addable = addable_upper(filled);
        // A key is at most the 105 points the upper boxes can add, or none (kept at 0): the
        // class of each key met so far, by key.
        let mut class_of = [usize::MAX; 128];
        let mut representatives = Vec::new();
        let mut of = Vec::with_capacity(len);
        for u in 0..len {
            let reached = u <= usize::from(cap) && reachable & (1u128 << u) != 0;
            let class = if reached {
                let key = match class_key(rules, addable, u as u16) {
                    u16::MAX => 0,
                    k => usize::from(k) & 127,
                };
                if class_of[key] == usize::MAX {
                    class_of[key] = representatives.len();
                    representatives.push(u);
                }
                class_of[key]
            } else {
                // Subtotal 0 is always reachable, so there is one below.
                of.last().copied().unwrap_or(0)
            };
            of.push(class);
        }
        LaneClasses {
            representatives,
            of,
        }
    }

    /// Every lane its own class: what the solver computed before classes (for tests).
    #[cfg(test)]
    fn every_lane(_: &Ruleset, _: BoxSet, len: usize) -> LaneClasses {
        LaneClasses {
            representatives: (0..len).collect(),
            of: (0..len).collect(),
        }
    }
}

/// A lane group's whole turn in double precision: the scores from the successor values
/// `succ`, then the throws, calling `record` after each stage (see [`Kernel::run_turn`]).
pub(crate) fn run_group(
    rules: &Ruleset,
    kernel: &mut Kernel,
    succ: &[Lanes],
    mut record: impl FnMut(u8, &[Lanes]),
) {
    simd(Recorded {
        rules,
        kernel,
        succ: Some(succ),
        record: &mut record,
    });
}

/// [`run_group`] from scores the caller has put in the kernel (see
/// [`Kernel::fill_v0_lanes`]).
pub(crate) fn run_group_filled(
    rules: &Ruleset,
    kernel: &mut Kernel,
    mut record: impl FnMut(u8, &[Lanes]),
) {
    simd(Recorded {
        rules,
        kernel,
        succ: None,
        record: &mut record,
    });
}

/// One type for every caller: `record` is called a few times a turn, so it is reached
/// through a pointer, and the scores are filled or not by a branch. A type parameter per
/// caller put the whole turn in the program once more per caller and per instruction set
/// (164 KB in all).
struct Recorded<'a> {
    rules: &'a Ruleset,
    kernel: &'a mut Kernel,
    /// The successor values to score from, or `None` when the kernel already holds scores.
    succ: Option<&'a [Lanes]>,
    record: &'a mut dyn FnMut(u8, &[Lanes]),
}

impl SimdWork for Recorded<'_> {
    type Output = ();
    #[inline(always)]
    fn run(self, fused: Fused) {
        if let Some(succ) = self.succ {
            self.kernel.fill_v0(succ);
        }
        self.kernel.run_turn(self.rules, fused, self.record);
    }
}

impl FutureValue for Optimum {
    fn value(&self, state: StateKey) -> f64 {
        Optimum::value(self, state)
    }

    /// The subtotal's class (see [`LaneClasses`]): what the optimum's values depend on.
    fn upper_class(&self, state: StateKey) -> u16 {
        class_key(&self.rules, addable_upper(state.filled), state.upper)
    }

    fn prefetch(&self, state: StateKey) {
        Optimum::prefetch(self, state);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Preset;
    use crate::testing::WithSettings;

    /// The optimum solved the straightforward way in double precision: every stored block and
    /// every lane computed on its own, each turn by the plans' kernel (the scores from every
    /// placement, every stage kept, the start of the turn a mean over the first throw's keeps).
    pub(super) fn double_precision(rules: Ruleset) -> Optimum {
        let layout = OptimumLayout::new(&rules);
        let mut values = vec![0.0; layout.total()];
        let ctx = RulesContext::new(rules);
        for filled_count in (0..u32::from(rules.layout().turns())).rev() {
            let masks = masks_with(&rules, filled_count);
            let (shared, layout) = (&values, &layout);
            let solved = share_out(
                2,
                masks.len() as u64,
                1,
                || (Kernel::new(), vec![Lanes::ZERO; SLOTS], Vec::new()),
                |(kernel, succ, out), i| {
                    let filled = masks[i as usize];
                    for &flag in stored_flags(filled) {
                        kernel.prepare(&ctx, open_boxes(&rules, filled), flag);
                        let (offset, len) = layout.span(filled, flag);
                        for group in 0..len / W {
                            let upper = consecutive(group);
                            optimum_successors(&rules, shared, layout, filled, flag, &upper, succ);
                            run_group(&rules, kernel, succ, |_, _| {});
                            out.extend(upper.iter().map(|&u| (offset + u, kernel.e[0][u % W])));
                        }
                    }
                },
                |(_, _, out)| out,
            );
            for (i, v) in solved.into_iter().flatten() {
                values[i] = v;
            }
        }
        Optimum {
            rules,
            layout,
            values: Values::Owned(values),
        }
    }

    /// The solver's single-precision turns against the double-precision solve: every value a
    /// state can have within a ten-thousandth of a point, and the start value the same to four
    /// decimals. Where the precision breaks (an offset lost, a sum of totals rounded in single
    /// precision), values drift by thousandths and this fails.
    #[test]
    fn single_precision_stays_within_a_ten_thousandth() {
        let with = |preset: Preset, sets: &[&str]| Ruleset::preset(preset).with_settings(sets);
        for rules in [
            Ruleset::CLASSIC,
            with(Preset::Classic, &["joker=free"]),
            with(Preset::Classic, &["max_rolls=2"]),
            // Its start value lies 3e-6 below a rounding boundary of the fourth decimal.
            with(Preset::Classic, &["max_rolls=5"]),
            with(Preset::Yatzy, &["max_rolls=4", "sticky_holds=true"]),
        ] {
            let solved = Optimum::solve(rules, 2, &|_, _| {});
            let exact = double_precision(rules);
            let (mut worst, mut compared) = (0.0f64, 0);
            for filled in all_masks(&rules) {
                let reachable = upper_sums(upper_faces(filled, true), rules.upper_cap());
                for &flag in stored_flags(filled) {
                    let (offset, len) = solved.layout.span(filled, flag);
                    for u in (0..len).filter(|&u| reachable >> u & 1 == 1) {
                        let (a, b) = (solved.values.get(offset + u), exact.values.get(offset + u));
                        worst = worst.max((a - b).abs());
                        compared += 1;
                    }
                }
            }
            let (start, exact_start) = (solved.start_value(), exact.start_value());
            println!(
                "{rules:?}: {compared} values, worst difference {worst:.2e}; \
                 start {start:.7} against {exact_start:.7}"
            );
            assert!(compared > 50_000, "{compared} values compared");
            assert!(worst < 1e-4, "{rules:?}: a value {worst:e} away");
            assert_eq!(
                format!("{start:.4}"),
                format!("{exact_start:.4}"),
                "{rules:?}"
            );
        }
    }

    /// Computing one lane per class gives every reachable state the value it had when every
    /// lane was computed on its own, to the last bit.
    #[test]
    fn lane_classes_change_no_reachable_value() {
        let tight = Ruleset::CLASSIC.with_settings(&[
            "max_rolls=1",
            "upper_threshold=40",
            "upper_bonus=20",
        ]);
        let sticky =
            Ruleset::preset(Preset::Yatzy).with_settings(&["max_rolls=3", "sticky_holds=true"]);
        for rules in [tight, sticky] {
            let classes =
                Optimum::solve_lanes(rules, 2, &|_, _| {}, LaneClasses::new, solved_flags);
            let every =
                Optimum::solve_lanes(rules, 2, &|_, _| {}, LaneClasses::every_lane, solved_flags);
            let mut compared = 0;
            let mut fewer = 0;
            for filled in all_masks(&rules) {
                let reachable = upper_sums(upper_faces(filled, true), rules.upper_cap());
                for &flag in stored_flags(filled) {
                    let (offset, len) = classes.layout.span(filled, flag);
                    let lanes = LaneClasses::new(&rules, filled, len);
                    fewer += len - lanes.representatives.len();
                    for u in (0..len).filter(|&u| reachable >> u & 1 == 1) {
                        assert_eq!(
                            classes.values.get(offset + u).to_bits(),
                            every.values.get(offset + u).to_bits(),
                            "{filled:?} flag {flag} subtotal {u}"
                        );
                        compared += 1;
                    }
                }
            }
            assert!(compared > 100_000, "{compared} states compared");
            assert!(fewer > compared / 4, "only {fewer} lanes saved");
        }
    }

    /// Where the Yahtzee box's sign changes nothing, copying the positive blocks gives the
    /// optimum that solving them gives, to the last bit.
    #[test]
    fn copied_yahtzee_blocks_are_the_solved_ones() {
        let mut rules = Ruleset::preset(Preset::Simple);
        rules
            .apply_assignment("max_rolls=2")
            .unwrap_or_else(|e| panic!("{e:?}"));
        assert!(!rules.yahtzee_sign_matters());
        let copied = Optimum::solve(rules, 2, &|_, _| {});
        let solved = Optimum::solve_lanes(rules, 2, &|_, _| {}, LaneClasses::new, |_, filled| {
            stored_flags(filled)
        });
        let bits = |t: &Optimum| t.values().iter().map(|v| v.to_bits()).collect::<Vec<_>>();
        assert_eq!(bits(&copied), bits(&solved));
        let positive = StateKey::new(&rules, BoxSet::EMPTY.with(BoxId::Yahtzee), 0, true);
        assert!(copied.value(positive) > 0.0);
    }

    #[test]
    fn lane_classes_of_a_few_blocks() {
        let rules = Ruleset::CLASSIC;
        // Nothing filled: only subtotal 0 exists.
        let none = LaneClasses::new(&rules, BoxSet::EMPTY, 8);
        assert_eq!(none.representatives, vec![0]);
        assert_eq!(none.of, vec![0; 8]);
        // Every upper box filled: the bonus is settled, the subtotal no longer matters.
        let upper = BoxId::UPPER
            .into_iter()
            .fold(BoxSet::EMPTY, |set, b| set.with(b));
        let all = LaneClasses::new(&rules, upper, 64);
        assert_eq!(all.representatives, vec![0]);
        // Only Sixes open: what matters is how many sixes the bonus still needs (1–5, or
        // out of reach / already earned), whatever the exact subtotal.
        let but_sixes = upper.minus(BoxSet::EMPTY.with(BoxId::Sixes));
        let five_sixes = LaneClasses::new(&rules, but_sixes, 64);
        assert_eq!(five_sixes.representatives.len(), 6);
        assert_eq!(five_sixes.of[57], five_sixes.of[62]);
        assert_ne!(five_sixes.of[56], five_sixes.of[57]);
        assert_eq!(five_sixes.of[63], five_sixes.of[0]);
    }
}
