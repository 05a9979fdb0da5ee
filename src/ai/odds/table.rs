//! The chance-to-win table ([`DistTable`]): for every start-of-turn state, the distribution of
//! the points still to come under Perfect play, built backwards from the full card block by
//! block like the solver's table, and where each placement leads in it (`successors_of`).
//! It is apart from the win chances because it is the one costly, cached part: built once per
//! ruleset in the background and stored on disk (see `store::odds_cache`).

use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::dist::{STEPS, Stored, add_shifted, add_steps, quantize, trim};
use super::pool::{Mapped, Pool};
use super::walk::{RollChoices, TurnPoint, TurnPolicy, walk_start_decided, walk_turn};
use crate::ai::combos::{Combos, ROLL_BASE, ROLLS};
use crate::ai::kernel::{Candidate, Kernel, Lanes, RulesContext, SLOTS, W, slot};
use crate::ai::parallel::{share_out, try_share_out};
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

impl Entry {
    /// The entry as the cache file stores it: offset, lowest points, length, little-endian.
    pub(crate) fn to_bytes(self) -> [u8; 8] {
        let mut b = [0u8; 8];
        b[..4].copy_from_slice(&self.offset.to_le_bytes());
        b[4..6].copy_from_slice(&self.lo.to_le_bytes());
        b[6..].copy_from_slice(&self.len.to_le_bytes());
        b
    }

    pub(crate) fn from_bytes(b: [u8; 8]) -> Entry {
        Entry {
            offset: u32::from_le_bytes([b[0], b[1], b[2], b[3]]),
            lo: u16::from_le_bytes([b[4], b[5]]),
            len: u16::from_le_bytes([b[6], b[7]]),
        }
    }
}

/// A table's entries: in memory while built (or when the cache could not be written), or
/// mapped from the cache file like the pool, so that only the pages of the states a match
/// reads become resident (the index is 4.9 MB for Classic, 20 MB for Yatzy).
pub(crate) enum EntryIndex {
    Owned(Vec<Entry>),
    /// The file's entries as stored ([`Entry::to_bytes`]); they follow the ruleset's JSON,
    /// so they are read a byte array at a time rather than as aligned structs.
    Mapped(Mapped),
}

/// What the build and play read entries through: a slice of them, or their stored bytes.
#[derive(Clone, Copy)]
pub(crate) enum Entries<'a> {
    Slice(&'a [Entry]),
    Bytes(&'a [u8]),
    /// The build's entries, read against the level of the pool it reads, which starts at
    /// `base` (see [`DistTable::build_into`]): offsets are given from there.
    Window {
        entries: &'a [Entry],
        base: u32,
    },
}

impl Entries<'_> {
    pub(crate) fn len(self) -> usize {
        match self {
            Entries::Slice(s) | Entries::Window { entries: s, .. } => s.len(),
            Entries::Bytes(b) => b.len() / 8,
        }
    }

    /// The entry at a table index (one the layout gives: below [`Entries::len`]).
    pub(crate) fn get(self, index: usize) -> Entry {
        match self {
            Entries::Slice(s) => s[index],
            Entries::Bytes(b) => {
                let at = index * 8;
                Entry::from_bytes(b[at..at + 8].try_into().unwrap_or([0; 8]))
            }
            Entries::Window { entries, base } => {
                let e = entries[index];
                // An entry before the window is never read by the build (each level reads
                // only the level after it); were one read, it would read nothing and the
                // build's byte-for-byte check against the straightforward one would fail.
                Entry {
                    offset: e.offset.checked_sub(base).unwrap_or(u32::MAX),
                    ..e
                }
            }
        }
    }
}

/// For every start-of-turn state, the distribution of the points still to come under
/// Perfect play (upper bonus and extra-Yahtzee bonuses included).
pub struct DistTable {
    rules: Ruleset,
    pub(super) layout: TableLayout,
    entries: EntryIndex,
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
            for (k, m) in keep_mass.iter().enumerate() {
                if m.iter().any(|&m| m > 0.0) {
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
        DistTable::from_checked_parts(rules, EntryIndex::Owned(entries), pool)
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
        entries: EntryIndex,
        pool: Pool,
    ) -> Option<DistTable> {
        let layout = TableLayout::new(&rules);
        let count = match &entries {
            EntryIndex::Owned(e) => e.len(),
            EntryIndex::Mapped(m) => {
                if m.bytes().len() % 8 != 0 {
                    return None;
                }
                m.bytes().len() / 8
            }
        };
        (count == layout.total()).then_some(DistTable {
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
            self.entries(),
            &self.pool,
            self.layout.index(state.filled, flag, u),
        );
        (stored.lo, stored.probabilities())
    }

    /// The stored distribution at a table index (see [`successors_of`]).
    pub(crate) fn at_index(&self, index: usize) -> (u32, Vec<f64>) {
        let stored = stored_at(self.entries(), &self.pool, index);
        (stored.lo, stored.probabilities())
    }

    /// Whether the distributions and their index are mapped from the cache file (shared
    /// with every other process showing the chances, resident only where read) rather than
    /// held in memory.
    pub fn is_mapped(&self) -> bool {
        self.pool.is_mapped() && matches!(self.entries, EntryIndex::Mapped(_))
    }

    /// The entries, as the build and play read them.
    pub(crate) fn entries(&self) -> Entries<'_> {
        match &self.entries {
            EntryIndex::Owned(e) => Entries::Slice(e),
            EntryIndex::Mapped(m) => Entries::Bytes(m.bytes()),
        }
    }

    /// The stored distributions' bytes.
    pub(crate) fn pool(&self) -> &[u8] {
        &self.pool
    }

    /// Memory held by the table, in bytes (mapped or not).
    pub fn size_bytes(&self) -> usize {
        self.pool.len() + self.entries().len() * std::mem::size_of::<Entry>()
    }

    /// Builds the table from the solver's `table` with `threads` threads, reporting progress
    /// as (masks done, masks in all).
    pub fn build(
        table: &Table,
        threads: usize,
        progress: &(dyn Fn(usize, usize) + Sync),
    ) -> DistTable {
        let mut pool = Vec::new();
        let Ok(entries) = DistTable::build_into(table, threads, progress, &mut pool);
        DistTable {
            rules: *table.rules(),
            layout: TableLayout::new(table.rules()),
            entries: EntryIndex::Owned(entries),
            pool: Pool::Owned(pool),
        }
    }

    /// [`DistTable::build`], appending the pool to `sink` as it is built, and giving the
    /// entries. A state's distribution is mixed only from those one turn on, one more box
    /// filled, so the states with `k` boxes filled read only the level of those with `k + 1`,
    /// which `sink` gives back once it is finished; each block's distributions are appended
    /// as soon as the block is built. A sink that is a file and gives levels back mapped
    /// holds next to nothing itself: for Classic, the build reads levels of up to 41 MB
    /// rather than holding the 168 MB pool.
    pub(crate) fn build_into<S: PoolSink>(
        table: &Table,
        threads: usize,
        progress: &(dyn Fn(usize, usize) + Sync),
        sink: &mut S,
    ) -> Result<Vec<Entry>, S::Error> {
        let rules = *table.rules();
        // Read once: a mapped table decodes its values into a copy for the build.
        let values = table.values();
        let values: &[f64] = &values;
        let layout = TableLayout::new(&rules);
        let ctx = RulesContext::new(rules);
        let mut entries = vec![Entry::default(); layout.total()];
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
        sink.append(&quantize(&[1.0]))?;
        // The level the next one reads, and where it starts in the whole pool.
        let mut base = 0usize;
        let mut window = sink.level(base, sink.appended())?;
        let shared = Mutex::new(sink);
        // A worker that panicked has its panic resumed by `try_share_out`; the sink itself is
        // never left half-appended by one.
        let locked = || {
            shared
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner())
        };
        let done = AtomicUsize::new(1);
        let all_masks = 1 << rules.layout().turns();
        for filled_count in (0..u32::from(rules.layout().turns())).rev() {
            let masks = masks_with(&rules, filled_count);
            let read = Entries::Window {
                entries: &entries,
                base: base as u32,
            };
            let level_at = locked().appended();
            let (pool_ro, layout_ref, ctx_ref) = (&*window, &layout, &ctx);
            let total = entries.len();
            let placed = try_share_out(
                threads,
                masks.len() as u64,
                1,
                || {
                    Ok((
                        Vec::new(),
                        Kernel::new(),
                        vec![Lanes::ZERO; SLOTS],
                        Scratch::new(Some(Decoded::new(total))),
                    ))
                },
                |(placed, kernel, succ, scratch), i| {
                    let filled = masks[i as usize];
                    for &flag in solved_flags(&rules, filled) {
                        let block = build_block(
                            ctx_ref, values, layout_ref, read, pool_ro, filled, flag, kernel, succ,
                            scratch,
                        );
                        let mut at = Vec::with_capacity(block.dists.len());
                        {
                            let mut guard = locked();
                            for (lo, len, bytes) in &block.dists {
                                at.push(Entry {
                                    offset: guard.appended() as u32,
                                    lo: *lo,
                                    len: *len,
                                });
                                guard.append(bytes)?;
                            }
                        }
                        placed.extend(
                            block
                                .lanes
                                .iter()
                                .enumerate()
                                .map(|(lane, &which)| (block.offset + lane, at[which])),
                        );
                    }
                    let d = done.fetch_add(1, Ordering::Relaxed) + 1;
                    if d.is_multiple_of(64) {
                        progress(d, all_masks);
                    }
                    Ok(())
                },
                |(placed, _, _, _)| placed,
            )?;
            for (index, entry) in placed.into_iter().flatten() {
                entries[index] = entry;
            }
            copy_unsolved_blocks(&rules, &layout, &masks, &mut entries);
            let mut guard = locked();
            // The level read is done with before the next is given back.
            drop(std::mem::replace(&mut window, Pool::Owned(Vec::new())));
            let level_len = guard.appended() - level_at;
            window = guard.level(level_at, level_len)?;
            base = level_at;
        }
        progress(all_masks, all_masks);
        Ok(entries)
    }
}

/// Where [`DistTable::build_into`] puts the pool: appended in order as it is built, each
/// finished level given back to be read while the next one is built.
pub(crate) trait PoolSink: Send {
    type Error: Send;
    /// The bytes appended so far.
    fn appended(&self) -> usize;
    fn append(&mut self, bytes: &[u8]) -> Result<(), Self::Error>;
    /// The `len` bytes appended from `from`.
    fn level(&mut self, from: usize, len: usize) -> Result<Pool, Self::Error>;
}

/// The pool built in memory. A level given back is a copy: the build holds the whole pool
/// anyway, and a copy lets the pool grow while the level is read.
impl PoolSink for Vec<u8> {
    type Error = std::convert::Infallible;

    fn appended(&self) -> usize {
        self.len()
    }

    fn append(&mut self, bytes: &[u8]) -> Result<(), Self::Error> {
        self.extend_from_slice(bytes);
        Ok(())
    }

    fn level(&mut self, from: usize, len: usize) -> Result<Pool, Self::Error> {
        Ok(Pool::Owned(self[from..from + len].to_vec()))
    }
}

impl DistTable {
    /// Rebuilds the solved blocks of the masks `pick` chooses the straightforward way (every
    /// successor distribution decoded afresh for every placement, the build before successor
    /// decoding was cached) from this table's own successors, and compares each state's
    /// stored bytes with it. As every block is computed from the blocks after it, a table whose
    /// every block passes equals the straightforward build; a few blocks make a quick check.
    /// Gives the number of states compared, or the first that differs. For tests.
    #[doc(hidden)]
    pub fn check_against_reference(
        &self,
        table: &Table,
        threads: usize,
        pick: &(dyn Fn(BoxSet) -> bool + Sync),
    ) -> Result<usize, String> {
        let rules = self.rules;
        if table.rules() != &rules {
            return Err("the solver's table is for other rules".to_string());
        }
        let ctx = RulesContext::new(rules);
        let values = table.values();
        let values: &[f64] = &values;
        let card = rules.layout().box_set();
        let masks: Vec<BoxSet> = (0..=card.bits())
            .map(BoxSet::from_bits)
            .filter(|m| m.is_subset_of(card) && *m != card && pick(*m))
            .collect();
        let results = share_out(
            threads,
            masks.len() as u64,
            1,
            || {
                (
                    Ok(0),
                    Kernel::new(),
                    vec![Lanes::ZERO; SLOTS],
                    Scratch::new(None),
                )
            },
            |(checked, kernel, succ, scratch), i| {
                let Ok(count) = checked else { return };
                let filled = masks[i as usize];
                for &flag in solved_flags(&rules, filled) {
                    let block = build_block(
                        &ctx,
                        values,
                        &self.layout,
                        self.entries(),
                        &self.pool,
                        filled,
                        flag,
                        kernel,
                        succ,
                        scratch,
                    );
                    for (lane, &which) in block.lanes.iter().enumerate() {
                        let (lo, len, bytes) = &block.dists[which];
                        let e = self.entries().get(block.offset + lane);
                        let same = e.lo == *lo
                            && e.len == *len
                            && self
                                .pool
                                .get(e.offset as usize..)
                                .is_some_and(|p| p.starts_with(bytes));
                        if !same {
                            *checked = Err(format!(
                                "{filled:?}, Yahtzee scored {flag}, upper {lane}: stored from {} \
                                 ({} points), the reference from {lo} ({len} points)",
                                e.lo, e.len
                            ));
                            return;
                        }
                        *count += 1;
                    }
                }
            },
            |(checked, _, _, _)| checked,
        );
        results.into_iter().sum()
    }
}

fn stored_at<'a>(entries: Entries<'_>, pool: &'a [u8], index: usize) -> Stored<'a> {
    let e = entries.get(index);
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

/// One block of the table, compiled for AVX2 when the CPU has it and for the baseline
/// otherwise. The wider registers carry the eight lanes' keep comparisons and the mixing of
/// successor distributions in fewer instructions (AVX-512 was slower here, 3.9 s against
/// 3.2 s for Classic: these loops are short); no fused multiply-add is enabled,
/// so every product and sum is rounded as in the baseline and the bytes are the same on every
/// machine (`the_table_is_the_straightforward_build` and the fixtures check them).
#[allow(clippy::too_many_arguments)]
fn build_block(
    ctx: &RulesContext,
    values: &[f64],
    layout: &TableLayout,
    entries: Entries<'_>,
    pool: &[u8],
    filled: BoxSet,
    flag: bool,
    kernel: &mut Kernel,
    succ: &mut [Lanes],
    scratch: &mut Scratch,
) -> BlockResult {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU was just checked to support AVX2.
            return unsafe {
                build_block_avx2(
                    ctx, values, layout, entries, pool, filled, flag, kernel, succ, scratch,
                )
            };
        }
    }
    build_block_inline(
        ctx, values, layout, entries, pool, filled, flag, kernel, succ, scratch,
    )
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
#[allow(clippy::too_many_arguments)]
fn build_block_avx2(
    ctx: &RulesContext,
    values: &[f64],
    layout: &TableLayout,
    entries: Entries<'_>,
    pool: &[u8],
    filled: BoxSet,
    flag: bool,
    kernel: &mut Kernel,
    succ: &mut [Lanes],
    scratch: &mut Scratch,
) -> BlockResult {
    build_block_inline(
        ctx, values, layout, entries, pool, filled, flag, kernel, succ, scratch,
    )
}

#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn build_block_inline(
    ctx: &RulesContext,
    values: &[f64],
    layout: &TableLayout,
    entries: Entries<'_>,
    pool: &[u8],
    filled: BoxSet,
    flag: bool,
    kernel: &mut Kernel,
    succ: &mut [Lanes],
    scratch: &mut Scratch,
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
    let Scratch {
        decoded,
        group: decided,
        stages,
        merged,
        acc,
    } = scratch;
    if let Some(d) = decoded.as_mut() {
        d.clear();
    }
    for group in 0..len / W {
        // The lanes whose states are mixed here rather than sharing lane 0's distribution.
        let live: [bool; W] = std::array::from_fn(|lane| {
            let u = (group * W + lane) as u16;
            let dead = rules.upper_cap() == 0 || u + open_max < threshold;
            !(u > 0 && (dead || u > rules.upper_cap() || reachable & (1u128 << u) == 0))
        });
        table_successors(
            &rules,
            values,
            layout,
            filled,
            flag,
            &consecutive(group),
            succ,
        );
        // The stages' buffers are kept from group to group rather than allocated per group.
        let mut recorded = 0;
        run_group(&rules, kernel, succ, |_, stage| {
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
        // A lone live lane walks its turn by itself: the eight-lane walk would do eight
        // lanes' work for it.
        let group_walk =
            decoded.is_some() && !rules.sticky_holds() && live.iter().filter(|&&l| l).count() > 1;
        if decoded.is_some() {
            decided.decide(&rules, &choices, stages, succ);
            if group_walk {
                decided.walk(&rules);
            }
        }
        for (lane, &live) in live.iter().enumerate() {
            let u = (group * W + lane) as u16;
            // States whose upper subtotal cannot matter any more share one distribution: the
            // bonus is out of reach (or there is none), so the subtotal changes nothing.
            // Subtotals the filled boxes cannot make are never looked up; they share it too.
            if !live {
                lanes.push(lanes[0]);
                continue;
            }
            let state = StateKey::new(&rules, filled, u32::from(u), flag);
            let next = successors(&rules, layout, state);
            let policy = LanePolicy { stages, succ, lane };
            acc.clear();
            match decoded.as_mut() {
                Some(decoded) => {
                    let ends = if rules.sticky_holds() {
                        walk_turn(&rules, &choices, &policy, TurnPoint::Start)
                    } else if group_walk {
                        std::array::from_fn(|r| decided.ends[r][lane])
                    } else {
                        walk_start_decided(&rules, |j, r| {
                            let k = decided.keep[(usize::from(j) - 1) * ROLLS + r][lane];
                            (k != NO_KEEP).then_some(usize::from(k))
                        })
                    };
                    let placed = |r: usize| {
                        let i = decided.placement[r][lane];
                        choices.of_roll(r).get(usize::from(i)).copied()
                    };
                    let mut source = Cached {
                        entries,
                        pool,
                        decoded,
                    };
                    mix_into(placed, &ends, &next, &mut source, merged, acc);
                }
                None => {
                    let ends = walk_turn(&rules, &choices, &policy, TurnPoint::Start);
                    let placed = |r: usize| choices.best(r, &policy).map(|(c, _)| c);
                    let mut source = Direct { entries, pool };
                    mix_into(placed, &ends, &next, &mut source, merged, acc);
                }
            }
            let (lo, p) = trim(acc);
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
    entries: Entries<'_>,
    pool: &[u8],
    acc: &mut Vec<f64>,
) {
    let mut source = Direct { entries, pool };
    mix_into(
        |r| choices.best(r, policy).map(|(c, _)| c),
        ends,
        next,
        &mut source,
        &mut Merged::new(false),
        acc,
    );
}

/// Where [`mix_into`] reads successor distributions from.
trait Source {
    /// `acc += weight × (the distribution at table index `index` shifted by `by`)`.
    fn add(&mut self, acc: &mut Vec<f64>, index: usize, by: u32, weight: f64);
}

/// Each distribution decoded afresh from the pool for every use: the straightforward way,
/// kept for one-off mixes (a seat in mid-turn) and as the reference the cached build is
/// checked against.
struct Direct<'a> {
    entries: Entries<'a>,
    pool: &'a [u8],
}

impl Source for Direct<'_> {
    #[inline(always)]
    fn add(&mut self, acc: &mut Vec<f64>, index: usize, by: u32, weight: f64) {
        add_shifted(acc, stored_at(self.entries, self.pool, index), by, weight);
    }
}

/// Each distribution decoded once per block into `decoded` and reused from there.
struct Cached<'a> {
    entries: Entries<'a>,
    pool: &'a [u8],
    decoded: &'a mut Decoded,
}

impl Source for Cached<'_> {
    #[inline(always)]
    fn add(&mut self, acc: &mut Vec<f64>, index: usize, by: u32, weight: f64) {
        let (lo, steps) = self.decoded.get(self.entries, self.pool, index);
        add_steps(acc, (lo + by) as usize, steps, weight);
    }
}

/// A block's successor distributions, decoded: a block's lanes reach the same few successor
/// blocks, each successor from many lanes and with many placement values (up to 26 for an
/// upper box), so decoding the varints once per block instead of once per use removes most
/// of the build's work. Kept per thread and cleared per block, so nothing is allocated per
/// state once the buffers have grown.
pub(super) struct Decoded {
    /// For each table index, its decoded distribution in `spans` plus one (0: not yet).
    by_index: Vec<u32>,
    /// The indices set in `by_index`, to clear only those.
    touched: Vec<usize>,
    /// Decoded distributions by where their bytes lie: the states of a block that share one
    /// distribution (a bonus out of reach) share one entry, and so one decoding.
    by_offset: HashMap<u32, u32>,
    /// (lowest points, start in `steps`, length).
    spans: Vec<(u32, usize, usize)>,
    steps: Vec<f32>,
}

impl Decoded {
    fn new(entries: usize) -> Decoded {
        Decoded {
            by_index: vec![0; entries],
            touched: Vec::new(),
            by_offset: HashMap::new(),
            spans: Vec::new(),
            steps: Vec::new(),
        }
    }

    fn clear(&mut self) {
        for &i in &self.touched {
            self.by_index[i] = 0;
        }
        self.touched.clear();
        self.by_offset.clear();
        self.spans.clear();
        self.steps.clear();
    }

    #[inline(always)]
    fn get(&mut self, entries: Entries<'_>, pool: &[u8], index: usize) -> (u32, &[f32]) {
        let mut at = self.by_index[index];
        if at == 0 {
            let e = entries.get(index);
            at = match self.by_offset.get(&e.offset) {
                Some(&at) => at,
                None => {
                    let stored = stored_at(entries, pool, index);
                    let start = self.steps.len();
                    stored.decode_into(&mut self.steps);
                    self.spans.push((stored.lo, start, stored.len));
                    let at = self.spans.len() as u32;
                    self.by_offset.insert(e.offset, at);
                    at
                }
            };
            self.by_index[index] = at;
            self.touched.push(index);
        }
        let (lo, start, len) = self.spans[at as usize - 1];
        (lo, &self.steps[start..start + len])
    }
}

/// One thread's reusable buffers for [`build_block`]; `decoded` is `None` for the reference
/// build (every successor decoded afresh for every use).
struct Scratch {
    decoded: Option<Decoded>,
    group: GroupChoices,
    stages: Vec<Vec<Lanes>>,
    merged: Merged,
    acc: Vec<f64>,
}

impl Scratch {
    fn new(decoded: Option<Decoded>) -> Scratch {
        Scratch {
            merged: Merged::new(decoded.is_some()),
            decoded,
            group: GroupChoices::new(),
            stages: Vec::new(),
            acc: Vec::new(),
        }
    }
}

/// Placements below this many points are found in [`Merged::at`] directly.
const MERGE_POINTS: usize = 256;

/// A turn's distinct placements (slot, points) and the chance of each, in the order first
/// reached (the order their shifts are added in, which the sums depend on to the last bit).
struct Merged {
    list: Vec<(u8, u32, f64)>,
    /// Each placement's position in `list` plus one (0: not yet), at
    /// `slot * MERGE_POINTS + points`; placements are otherwise found by a search through
    /// `list`, which was 6% of the build. Empty (always the search) for one-off mixes.
    at: Vec<u32>,
}

impl Merged {
    fn new(indexed: bool) -> Merged {
        Merged {
            list: Vec::new(),
            at: if indexed {
                vec![0; SLOTS * MERGE_POINTS]
            } else {
                Vec::new()
            },
        }
    }

    fn key(&self, slot: u8, points: u32) -> Option<usize> {
        let points = points as usize;
        (!self.at.is_empty() && points < MERGE_POINTS)
            .then(|| usize::from(slot) * MERGE_POINTS + points)
    }

    fn clear(&mut self) {
        for i in 0..self.list.len() {
            let (slot, points, _) = self.list[i];
            if let Some(k) = self.key(slot, points) {
                self.at[k] = 0;
            }
        }
        self.list.clear();
    }

    #[inline(always)]
    fn add(&mut self, slot: u8, points: u32, m: f64) {
        let found = match self.key(slot, points) {
            Some(k) => match self.at[k] {
                0 => {
                    self.at[k] = self.list.len() as u32 + 1;
                    None
                }
                i => Some(i as usize - 1),
            },
            None => self
                .list
                .iter()
                .position(|&(s, p, _)| s == slot && p == points),
        };
        match found {
            Some(i) => self.list[i].2 += m,
            None => self.list.push((slot, points, m)),
        }
    }
}

/// [`mix_outcomes`] with the placement of each roll given by `placed`, reading successors
/// from `source`, with `merged` as working space.
#[inline(always)]
fn mix_into(
    placed: impl Fn(usize) -> Option<Candidate>,
    ends: &[f64; ROLLS],
    next: &[(usize, u32); SLOTS],
    source: &mut impl Source,
    merged: &mut Merged,
    acc: &mut Vec<f64>,
) {
    // Rolls that lead to the same slot and points are merged before the (costly) shifts.
    merged.clear();
    for (r, &m) in ends.iter().enumerate() {
        if m <= 0.0 {
            continue;
        }
        let Some(c) = placed(r) else {
            continue;
        };
        merged.add(c.slot, c.points as u32, m);
    }
    for &(slot, points, m) in &merged.list {
        let (index, bonus) = next[usize::from(slot)];
        source.add(acc, index, points + bonus, m);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A sink whose disk fills up after `room` appends.
    struct Filling {
        bytes: Vec<u8>,
        room: usize,
    }

    impl PoolSink for Filling {
        type Error = &'static str;

        fn appended(&self) -> usize {
            self.bytes.appended()
        }

        fn append(&mut self, bytes: &[u8]) -> Result<(), Self::Error> {
            self.room = self.room.checked_sub(1).ok_or("the disk is full")?;
            PoolSink::append(&mut self.bytes, bytes).map_err(|never| match never {})
        }

        fn level(&mut self, from: usize, len: usize) -> Result<Pool, Self::Error> {
            self.bytes.level(from, len).map_err(|never| match never {})
        }
    }

    /// An append failing in the middle of a build, on whichever worker it falls, ends the
    /// build with that error (the cache then builds in memory) rather than a panic or a hang.
    /// (With room enough: `odds::built_into_its_file_the_table_is_the_one_built_in_memory`.)
    #[test]
    fn an_append_failing_midway_fails_the_build_with_its_error() {
        let mut rules = Ruleset::CLASSIC;
        rules
            .apply_assignment("max_rolls=1")
            .unwrap_or_else(|e| panic!("{e:?}"));
        let table = Table::solve(rules, 2, &|_, _| {});
        // The full card's distribution, the first level's blocks, a later level's.
        for room in [0, 1, 2, 40, 20_000] {
            let mut sink = Filling {
                bytes: Vec::new(),
                room,
            };
            let built = DistTable::build_into(&table, 2, &|_, _| {}, &mut sink);
            assert_eq!(built.err(), Some("the disk is full"), "room for {room}");
        }
    }
}
