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

use std::sync::atomic::{AtomicUsize, Ordering};

use super::combos::{Combos, ROLL_BASE, ROLLS};
use super::kernel::{Candidate, Kernel, Lanes, RulesContext, SLOTS, W};
use super::parallel::share_out;
use super::solver::{
    MASKS, StateKey, Table, TableLayout, consecutive, copy_unsolved_blocks, masks_with, open_boxes,
    run_group, solved_flags, table_successors, upper_faces, upper_sums,
};
use crate::rules::{BoxId, BoxSet, Counts, Ruleset, Scorecard};

/// A probability distribution over whole points: `p[i]` is the chance of `lo + i`.
#[derive(Clone, Debug, PartialEq)]
pub struct Dist {
    pub lo: u32,
    pub p: Vec<f64>,
}

impl Dist {
    pub fn point(at: u32) -> Dist {
        Dist {
            lo: at,
            p: vec![1.0],
        }
    }

    pub fn hi(&self) -> u32 {
        self.lo + self.p.len() as u32 - 1
    }

    pub fn shifted(&self, by: u32) -> Dist {
        Dist {
            lo: self.lo + by,
            p: self.p.clone(),
        }
    }

    pub fn mean(&self) -> f64 {
        self.p
            .iter()
            .enumerate()
            .map(|(i, p)| p * f64::from(self.lo + i as u32))
            .sum()
    }

    /// P(X = x).
    pub fn at(&self, x: u32) -> f64 {
        x.checked_sub(self.lo)
            .and_then(|i| self.p.get(i as usize))
            .copied()
            .unwrap_or(0.0)
    }
}

/// The scale of stored cumulative probabilities.
const STEPS: f64 = 65535.0;

/// Accumulates `weight × (a stored distribution shifted by `by`)` into a dense buffer
/// starting at 0.
fn add_shifted(acc: &mut Vec<f64>, stored: Stored, by: u32, weight: f64) {
    let start = (stored.lo + by) as usize;
    let len = stored.len;
    if acc.len() < start + len {
        acc.resize(start + len, 0.0);
    }
    let w = weight / STEPS;
    for (a, step) in acc[start..start + len].iter_mut().zip(stored.steps()) {
        *a += w * f64::from(step);
    }
}

/// A stored distribution: its support starts at `lo`, and `bytes` hold its `len`
/// probabilities in 1/65535 steps as LEB128 varints (the steps of its cumulative
/// probabilities, so they add up to exactly 65535).
#[derive(Clone, Copy)]
struct Stored<'a> {
    lo: u32,
    len: usize,
    bytes: &'a [u8],
}

impl<'a> Stored<'a> {
    fn steps(self) -> impl Iterator<Item = u32> + 'a {
        let mut at = 0;
        let bytes = self.bytes;
        (0..self.len).map(move |_| {
            let mut v = 0u32;
            let mut shift = 0;
            while let Some(&b) = bytes.get(at) {
                at += 1;
                v |= u32::from(b & 0x7f) << shift;
                shift += 7;
                if b & 0x80 == 0 {
                    break;
                }
            }
            v
        })
    }

    fn probabilities(self) -> Vec<f64> {
        self.steps().map(|s| f64::from(s) / STEPS).collect()
    }
}

/// Quantizes a distribution (normalised to add up to 1) into varint steps.
fn quantize(p: &[f64]) -> Vec<u8> {
    let total: f64 = p.iter().sum();
    let mut run = 0.0;
    let mut prev = 0u32;
    let mut out = Vec::with_capacity(p.len() * 2);
    for (i, v) in p.iter().enumerate() {
        run += v;
        let c = if i + 1 == p.len() {
            STEPS as u32
        } else {
            ((run / total * STEPS).round() as u32).min(STEPS as u32)
        };
        let mut step = c.saturating_sub(prev);
        prev = prev.max(c);
        loop {
            let byte = (step & 0x7f) as u8;
            step >>= 7;
            if step == 0 {
                out.push(byte);
                break;
            }
            out.push(byte | 0x80);
        }
    }
    out
}

/// Each stored distribution drops at most this much probability from each end (the far
/// tails of many extra-Yahtzee bonuses): far below anything a percentage shows, and it
/// keeps the table a fraction of its full size.
///
/// Distributions are stored as their cumulative probabilities in 1/65535 steps: the error is
/// then bounded everywhere by half a step, and a mixture of stored distributions (every
/// state's is one of its successors') is never less accurate than its parts.
const TAIL: f64 = 7e-6;

fn trim(acc: &[f64]) -> (u32, &[f64]) {
    let mut first = 0;
    let mut run = 0.0;
    while first + 1 < acc.len() && run + acc[first] <= TAIL {
        run += acc[first];
        first += 1;
    }
    let mut last = acc.len().saturating_sub(1);
    let mut run = 0.0;
    while last > first && run + acc[last] <= TAIL {
        run += acc[last];
        last -= 1;
    }
    (first as u32, &acc[first..=last])
}

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
    fn best(&self, r: usize, policy: &impl TurnPolicy) -> Option<(Candidate, f64)> {
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
            let mut best = best_score[r];
            let mut choice = None;
            for sub in &combos.sub_keeps[r] {
                let k = usize::from(sub.keep);
                if k >= ROLL_BASE || (sticky && !combos.keeps[h].is_subset_of(&combos.keeps[k])) {
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

/// Where each placement slot of one state leads: the successor's table entry and the upper
/// bonus the placement earns.
fn successors(rules: &Ruleset, layout: &TableLayout, state: StateKey) -> [(usize, u32); SLOTS] {
    let mut out = [(usize::MAX, 0); SLOTS];
    for b in open_boxes(rules, state.filled).iter() {
        let options: Vec<(usize, u16)> = match b.upper_face() {
            Some(face) => (0..=5u16)
                .map(|c| (b.index() * 6 + usize::from(c), c * u16::from(face.value())))
                .collect(),
            None if b == BoxId::Yahtzee => vec![
                (super::kernel::slot(b, 0), 0),
                (super::kernel::slot(b, 50), 50),
            ],
            None => vec![(super::kernel::slot(b, 0), 0)],
        };
        for (slot, points) in options {
            let (next, bonus) = state.after(rules, b, points);
            let index = layout.index(
                next.filled,
                next.yahtzee_positive && next.filled.contains(BoxId::Yahtzee),
                usize::from(next.upper),
            );
            out[slot] = (index, u32::from(bonus));
        }
    }
    out
}

/// Where each placement slot of `state` leads in `dists` (an index for
/// [`DistTable::at_index`]), and the upper bonus it earns.
pub(crate) fn successors_of(
    rules: &Ruleset,
    dists: &DistTable,
    state: StateKey,
) -> [(usize, u32); SLOTS] {
    successors(rules, &dists.layout, state)
}

/// The most entries any ruleset's table has (every block at its widest), to bound what a
/// cache file may claim before anything is allocated for it.
pub fn max_entries() -> usize {
    MASKS * 2 * 112
}

/// One stored distribution: where its probabilities start in the pool, and its support.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Entry {
    pub offset: u32,
    pub lo: u16,
    pub len: u16,
}

/// For every start-of-turn state, the distribution of the points still to come under
/// Perfect play (upper bonus and extra-Yahtzee bonuses included).
pub struct DistTable {
    rules: Ruleset,
    layout: TableLayout,
    pub(crate) entries: Vec<Entry>,
    pub(crate) pool: Vec<u8>,
}

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

impl DistTable {
    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    /// Whether chance to win can be computed exactly for `rules` (every ruleset the solver
    /// covers).
    /// Whether these rules have exact distributions: single-column cards only (a card of
    /// several columns has no exact optimum to follow).
    pub fn supports(rules: &Ruleset) -> bool {
        !rules.layout().is_multi_column()
    }

    pub(crate) fn from_parts(
        rules: Ruleset,
        entries: Vec<Entry>,
        pool: Vec<u8>,
    ) -> Option<DistTable> {
        let layout = TableLayout::new(&rules);
        // Each entry's bytes must lie in the pool and decode to steps adding up to 65535.
        let sound = entries.len() == layout.total()
            && entries.iter().all(|e| {
                let stored = Stored {
                    lo: u32::from(e.lo),
                    len: usize::from(e.len),
                    bytes: pool.get(e.offset as usize..).unwrap_or(&[]),
                };
                e.len > 0
                    && (e.offset as usize) < pool.len()
                    && stored.steps().map(u64::from).sum::<u64>() == STEPS as u64
            });
        sound.then_some(DistTable {
            rules,
            layout,
            entries,
            pool,
        })
    }

    /// The stored distribution of `state`: (lowest points, probabilities).
    pub fn get(&self, state: StateKey) -> (u32, Vec<f64>) {
        let u = usize::from(state.upper.min(self.rules.upper_cap()));
        let flag = state.yahtzee_positive && state.filled.contains(BoxId::Yahtzee);
        let stored = stored_at(
            &self.entries,
            &self.pool,
            self.layout.index(state.filled, flag, u),
        );
        (stored.lo, stored.probabilities())
    }

    /// The stored distribution at a table index (see [`successors_of`]).
    pub(crate) fn at_index(&self, index: usize) -> (u32, Vec<f64>) {
        let stored = stored_at(&self.entries, &self.pool, index);
        (stored.lo, stored.probabilities())
    }

    /// Memory held by the table, in bytes.
    pub fn size_bytes(&self) -> usize {
        self.pool.len() + self.entries.len() * std::mem::size_of::<Entry>()
    }

    /// Builds the table from the solver's `table` with `threads` threads, reporting progress
    /// as (masks done, masks in all).
    pub fn build(
        table: &Table,
        threads: usize,
        progress: &(dyn Fn(usize, usize) + Sync),
    ) -> DistTable {
        let rules = *table.rules();
        let layout = TableLayout::new(&rules);
        let ctx = RulesContext::new(rules);
        let mut entries = vec![Entry::default(); layout.total()];
        let mut pool: Vec<u8> = Vec::new();
        // The full card: nothing more to come.
        let full = rules.layout().box_set();
        for flag in [false, true] {
            let (offset, len) = layout.span(full, flag);
            for e in &mut entries[offset..offset + len] {
                *e = Entry {
                    offset: 0,
                    lo: 0,
                    len: 1,
                };
            }
        }
        pool.extend(quantize(&[1.0]));
        let done = AtomicUsize::new(1);
        let all_masks = 1 << rules.layout().turns();
        for filled_count in (0..u32::from(rules.layout().turns())).rev() {
            let masks = masks_with(&rules, filled_count);
            let (entries_ro, pool_ro, layout_ref, ctx_ref) = (&entries, &pool, &layout, &ctx);
            let results = share_out(
                threads,
                masks.len() as u64,
                1,
                || (Vec::new(), Kernel::new(), vec![Lanes::ZERO; SLOTS]),
                |(out, kernel, succ), i| {
                    let filled = masks[i as usize];
                    for &flag in solved_flags(&rules, filled) {
                        out.push(build_block(
                            ctx_ref, table, layout_ref, entries_ro, pool_ro, filled, flag, kernel,
                            succ,
                        ));
                    }
                    let d = done.fetch_add(1, Ordering::Relaxed) + 1;
                    if d.is_multiple_of(64) {
                        progress(d, all_masks);
                    }
                },
                |(out, _, _)| out,
            );
            for block in results.into_iter().flatten() {
                let mut placed: Vec<Entry> = Vec::with_capacity(block.dists.len());
                for (lo, len, bytes) in &block.dists {
                    placed.push(Entry {
                        offset: pool.len() as u32,
                        lo: *lo,
                        len: *len,
                    });
                    pool.extend_from_slice(bytes);
                }
                for (i, which) in block.lanes.iter().enumerate() {
                    entries[block.offset + i] = placed[*which];
                }
            }
            copy_unsolved_blocks(&rules, &layout, &masks, &mut entries);
        }
        progress(all_masks, all_masks);
        DistTable {
            rules,
            layout,
            entries,
            pool,
        }
    }
}

fn stored_at<'a>(entries: &[Entry], pool: &'a [u8], index: usize) -> Stored<'a> {
    let e = entries[index];
    Stored {
        lo: u32::from(e.lo),
        len: usize::from(e.len),
        bytes: pool.get(e.offset as usize..).unwrap_or(&[]),
    }
}

/// One state block's distributions: the distinct ones, and for each lane which it uses.
struct BlockResult {
    offset: usize,
    dists: Vec<(u16, u16, Vec<u8>)>,
    lanes: Vec<usize>,
}

/// The most upper points the open upper boxes can still add.
fn open_upper_max(filled: BoxSet) -> u16 {
    BoxId::UPPER
        .iter()
        .filter(|b| !filled.contains(**b))
        .filter_map(|b| b.upper_face())
        .map(|f| 5 * u16::from(f.value()))
        .sum()
}

#[allow(clippy::too_many_arguments)]
fn build_block(
    ctx: &RulesContext,
    table: &Table,
    layout: &TableLayout,
    entries: &[Entry],
    pool: &[u8],
    filled: BoxSet,
    flag: bool,
    kernel: &mut Kernel,
    succ: &mut [Lanes],
) -> BlockResult {
    let rules = ctx.rules;
    let (offset, len) = layout.span(filled, flag);
    let open = open_boxes(&ctx.rules, filled);
    let choices = RollChoices::new(ctx, open, flag);
    kernel.prepare(ctx, open, flag);
    let threshold = rules.upper_threshold();
    let open_max = open_upper_max(filled);
    let mut dists: Vec<(u16, u16, Vec<u8>)> = Vec::new();
    let reachable = upper_sums(upper_faces(filled, true), rules.upper_cap());
    let mut lanes: Vec<usize> = Vec::with_capacity(len);
    let mut acc: Vec<f64> = Vec::new();
    for group in 0..len / W {
        table_successors(
            &rules,
            table.values(),
            layout,
            filled,
            flag,
            &consecutive(group),
            succ,
        );
        let mut stages: Vec<Vec<Lanes>> = Vec::new();
        run_group(&rules, kernel, succ, |_, stage| stages.push(stage.to_vec()));
        for lane in 0..W {
            let u = (group * W + lane) as u16;
            // States whose upper subtotal cannot matter any more share one distribution: the
            // bonus is out of reach (or there is none), so the subtotal changes nothing.
            // Subtotals the filled boxes cannot make are never looked up; they share it too.
            let dead = rules.upper_cap() == 0 || u + open_max < threshold;
            if u > 0 && (dead || u > rules.upper_cap() || reachable & (1u128 << u) == 0) {
                lanes.push(lanes[0]);
                continue;
            }
            let state = StateKey::new(&rules, filled, u32::from(u), flag);
            let next = successors(&rules, layout, state);
            let policy = LanePolicy {
                stages: &stages,
                succ,
                lane,
            };
            let ends = walk_turn(&rules, &choices, &policy, TurnPoint::Start);
            acc.clear();
            mix_outcomes(&choices, &policy, &ends, &next, entries, pool, &mut acc);
            let (lo, p) = trim(&acc);
            lanes.push(dists.len());
            dists.push((lo as u16, p.len() as u16, quantize(p)));
        }
    }
    BlockResult {
        offset,
        dists,
        lanes,
    }
}

/// `acc += Σ over rolls of P(end on r) × (successor distribution shifted by the points)`.
fn mix_outcomes(
    choices: &RollChoices,
    policy: &impl TurnPolicy,
    ends: &[f64; ROLLS],
    next: &[(usize, u32); SLOTS],
    entries: &[Entry],
    pool: &[u8],
    acc: &mut Vec<f64>,
) {
    // Rolls that lead to the same slot and points are merged before the (costly) shifts.
    let mut merged: Vec<(u8, u32, f64)> = Vec::new();
    for (r, &m) in ends.iter().enumerate() {
        if m <= 0.0 {
            continue;
        }
        let Some((c, _)) = choices.best(r, policy) else {
            continue;
        };
        let points = c.points as u32;
        match merged
            .iter_mut()
            .find(|(s, p, _)| *s == c.slot && *p == points)
        {
            Some(entry) => entry.2 += m,
            None => merged.push((c.slot, points, m)),
        }
    }
    for (slot, points, m) in merged {
        let (index, bonus) = next[usize::from(slot)];
        add_shifted(acc, stored_at(entries, pool, index), points + bonus, m);
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
        Some(point @ TurnPoint::Rolled { .. }) => point,
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
        &dists.entries,
        &dists.pool,
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
    let combos = Combos::get();
    let current = game.current_seat();
    let seats: Vec<SeatPosition> = game
        .seat_ids()
        .map(|seat| {
            let turn = match (current == Some(seat), game.throw()) {
                (true, Some(t)) => Some(TurnPoint::Rolled {
                    roll: combos.index_of(&t.dice.counts()) - ROLL_BASE,
                    held: t.dice.held_counts(t.held),
                    throws_left: game.rolls_left(),
                }),
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

/// Plays out one seat's card to the end under Perfect play with random dice (for checking the
/// exact figures against simulation): from `turn` (dice, holds, throws left) if the seat is in
/// mid-turn, else from the start of its next turn. Returns the final total.
pub fn play_out(
    ctx: &RulesContext,
    table: &Table,
    card: &Scorecard,
    turn: Option<(crate::rules::Dice, crate::rules::Holds, u8)>,
    rng: &mut crate::game::Pcg32,
) -> u32 {
    use crate::rules::{Dice, DieIndex, Face, Holds};
    let rules = ctx.rules;
    let mut card = *card;
    let mut pending = turn;
    let throw = |dice: &mut Dice, held: Holds, rng: &mut crate::game::Pcg32| {
        for die in DieIndex::ALL {
            if !held.contains(die) {
                dice.set(die, rng.next_face());
            }
        }
    };
    while !card.is_complete() {
        let plan = super::TurnPlan::new(ctx, table, &card);
        let (mut dice, mut held, mut left) = pending.take().unwrap_or_else(|| {
            let mut dice = Dice::new([Face::One; 5]);
            throw(&mut dice, Holds::NONE, rng);
            (dice, Holds::NONE, rules.max_rolls() - 1)
        });
        loop {
            let Some(best) = plan.best(&card, &dice, held, left) else {
                return card.total(&rules);
            };
            match best.choice {
                super::Choice::Score { b, .. } => {
                    if card.place(&rules, &dice, b).is_err() {
                        return card.total(&rules);
                    }
                    break;
                }
                super::Choice::Hold { keep } => {
                    held = super::holds_for(&dice, held, &keep);
                    throw(&mut dice, held, rng);
                    left -= 1;
                }
            }
        }
    }
    card.total(&rules)
}

/// One tenth of the calibration: the mean chance predicted, the share actually won (shared
/// wins split), and how many predictions fell in it.
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize)]
pub struct CalibrationBin {
    pub predicted: f64,
    pub observed: f64,
    pub count: u64,
}

/// Plays `games` seeded Perfect-only matches of `seats` seats and, after every placement,
/// predicts every seat's chance to win; returns the predictions grouped in tenths against
/// how the matches ended.
pub fn calibration(
    table: &std::sync::Arc<Table>,
    dists: &DistTable,
    seats: usize,
    games: u64,
    seed: u64,
    threads: usize,
) -> Vec<CalibrationBin> {
    use crate::game::{Action, Level, Match, MatchSetup, Seat};
    let rules = *table.rules();
    let sums = share_out(
        threads,
        games,
        1,
        || {
            let cpus: Vec<super::Cpu> = (0..seats)
                .filter_map(|_| super::Cpu::new(Level::Perfect, rules, Some(table.clone())).ok())
                .collect();
            (RulesContext::new(rules), cpus, vec![(0.0, 0.0, 0u64); 10])
        },
        |(ctx, cpus, bins), g| {
            if cpus.len() != seats {
                return;
            }
            let setup = MatchSetup {
                rules,
                seats: (0..seats)
                    .map(|i| Seat::cpu(&format!("Seat {}", i + 1), Level::Perfect))
                    .collect(),
                seed: super::arena::game_seed(seed, g),
            };
            let Ok(mut m) = Match::new(&setup) else {
                return;
            };
            let mut predictions: Vec<Vec<f64>> = Vec::new();
            while let Some(seat) = m.current_seat() {
                let Some(action) = cpus[seat.index()].next_action(&m) else {
                    break;
                };
                if m.apply(seat, action).is_err() {
                    break;
                }
                if matches!(action, Action::Score { .. }) && !m.is_over() {
                    predictions.push(chances_for_match(ctx, table, dists, &m));
                }
            }
            let outcome = win_chances(
                &m.cards()
                    .iter()
                    .map(|c| Dist::point(c.total(&rules)))
                    .collect::<Vec<_>>(),
            );
            for p in predictions {
                for (i, &q) in p.iter().enumerate() {
                    let bin = &mut bins[((q * 10.0) as usize).min(9)];
                    bin.0 += q;
                    bin.1 += outcome[i];
                    bin.2 += 1;
                }
            }
        },
        |(_, _, bins)| bins,
    );
    (0..10)
        .map(|b| {
            let (p, o, n) = sums.iter().fold((0.0, 0.0, 0u64), |acc, s| {
                (acc.0 + s[b].0, acc.1 + s[b].1, acc.2 + s[b].2)
            });
            let d = (n.max(1)) as f64;
            CalibrationBin {
                predicted: p / d,
                observed: o / d,
                count: n,
            }
        })
        .collect()
}

/// Each seat's share of wins over `n` simulated completions of `game` under Perfect play
/// (ties split), for checking [`chances_for_match`] against simulation.
pub fn simulated_chances(
    table: &Table,
    game: &crate::game::Match,
    n: u64,
    seed: u64,
    threads: usize,
) -> Vec<f64> {
    let rules = *game.rules();
    let parts = share_out(
        threads,
        n,
        256,
        || (RulesContext::new(rules), vec![0.0; game.seats().len()]),
        |(ctx, shares), i| {
            let mut rng = crate::game::Pcg32::from_seed(super::arena::game_seed(seed, i));
            let totals: Vec<u32> = game
                .seat_ids()
                .map(|seat| {
                    let turn = (game.current_seat() == Some(seat))
                        .then(|| game.throw().map(|t| (t.dice, t.held, game.rolls_left())))
                        .flatten();
                    play_out(
                        ctx,
                        table,
                        game.cards()[seat.index()].first(),
                        turn,
                        &mut rng,
                    )
                })
                .collect();
            let best = totals.iter().copied().max().unwrap_or(0);
            let winners = totals.iter().filter(|&&t| t == best).count() as f64;
            for (s, &t) in shares.iter_mut().zip(&totals) {
                if t == best {
                    *s += 1.0 / winners;
                }
            }
        },
        |(_, shares)| shares,
    );
    (0..game.seats().len())
        .map(|i| parts.iter().map(|p| p[i]).sum::<f64>() / n.max(1) as f64)
        .collect()
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
