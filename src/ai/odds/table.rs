//! The chance-to-win table ([`DistTable`]): for every start-of-turn state, the distribution of
//! the points still to come under Perfect play, built backwards from the full card block by
//! block like the solver's table, and where each placement leads in it (`successors_of`).
//! It is apart from the win chances because it is the one costly, cached part: built once per
//! ruleset in the background and stored on disk (see `store::odds_cache`).

use std::sync::atomic::{AtomicUsize, Ordering};

use super::dist::{STEPS, Stored, add_shifted, quantize, trim};
use super::pool::Pool;
use super::walk::{RollChoices, TurnPoint, TurnPolicy, walk_turn};
use crate::ai::combos::ROLLS;
use crate::ai::kernel::{Candidate, Kernel, Lanes, RulesContext, SLOTS, W, slot};
use crate::ai::parallel::share_out;
use crate::ai::solver::{
    MASKS, StateKey, Table, TableLayout, consecutive, copy_unsolved_blocks, masks_with, open_boxes,
    run_group, solved_flags, table_successors, upper_faces, upper_sums,
};
use crate::rules::{BoxId, BoxSet, Ruleset};

/// Where each placement slot of one state leads: the successor's table entry and the upper
/// bonus the placement earns.
pub(super) fn successors(
    rules: &Ruleset,
    layout: &TableLayout,
    state: StateKey,
) -> [(usize, u32); SLOTS] {
    let mut out = [(usize::MAX, 0); SLOTS];
    for b in open_boxes(rules, state.filled).iter() {
        let options: Vec<(usize, u16)> = match b.upper_face() {
            Some(face) => (0..=5u16)
                .map(|c| (b.index() * 6 + usize::from(c), c * u16::from(face.value())))
                .collect(),
            None if b == BoxId::Yahtzee => vec![(slot(b, 0), 0), (slot(b, 50), 50)],
            None => vec![(slot(b, 0), 0)],
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
    pub(super) layout: TableLayout,
    pub(crate) entries: Vec<Entry>,
    pub(crate) pool: Pool,
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

    /// A table from its parts, every entry checked with [`DistTable::entry_sound`].
    pub(crate) fn from_parts(rules: Ruleset, entries: Vec<Entry>, pool: Pool) -> Option<DistTable> {
        let sound = entries
            .iter()
            .all(|e| DistTable::entry_sound(e, pool.get(e.offset as usize..).unwrap_or(&[])));
        if !sound {
            return None;
        }
        DistTable::from_checked_parts(rules, entries, pool)
    }

    /// Whether an entry is sound, given the pool's bytes from its offset on: its bytes lie
    /// in the pool and decode to steps adding up to 65535.
    pub(crate) fn entry_sound(e: &Entry, from_offset: &[u8]) -> bool {
        let stored = Stored {
            lo: u32::from(e.lo),
            len: usize::from(e.len),
            bytes: from_offset,
        };
        e.len > 0
            && !from_offset.is_empty()
            && stored.steps().map(u64::from).sum::<u64>() == STEPS as u64
    }

    /// A table from parts whose entries the caller has checked with
    /// [`DistTable::entry_sound`] (a mapped file is checked a window at a time).
    pub(crate) fn from_checked_parts(
        rules: Ruleset,
        entries: Vec<Entry>,
        pool: Pool,
    ) -> Option<DistTable> {
        let layout = TableLayout::new(&rules);
        (entries.len() == layout.total()).then_some(DistTable {
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

    /// Whether the distributions are mapped from the cache file (shared with every other
    /// process showing the chances, resident only where read) rather than held in memory.
    pub fn is_mapped(&self) -> bool {
        self.pool.is_mapped()
    }

    /// Memory held by the table, in bytes (mapped or not).
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
            pool: Pool::Owned(pool),
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
pub(super) fn mix_outcomes(
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
