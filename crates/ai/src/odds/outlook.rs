//! The outlook ([`Outlook`]): the distribution of the points still to come
//! under Perfect play from start-of-turn states, built backwards from the full card level by
//! level like the optimum, and kept in a compact stored form.
//!
//! # What is stored
//!
//! A state's distribution is a mixture of its successors' (one more box filled), weighted by
//! how Perfect's turn ends there. So only every other level is stored: the states with an
//! even number of turns still to play (the full card included). A state of a level in
//! between is mixed from the stored level after it when asked for ([`super::futures`]), with
//! the turn the build follows ([`super::turn`]). That halves the outlook at the price of one
//! turn's mixing for a state in between.
//!
//! Each stored distribution is its cumulative probabilities rounded to steps of
//! `1/STEPS` ([`super::code`]), the blocks coded one by one, and an index of where each block
//! lies. The build itself never reads a rounded distribution: each level is mixed from the
//! level after it held in single precision (`Level`), so rounding errors do not pile up from
//! level to level.
//!
//! # What the build holds
//!
//! Mixing a level takes the whole level after it, and a middle level of Classic is 42 million
//! single-precision probabilities (168 MB). Built in memory ([`Outlook::build`]: tests, and
//! where there is no data folder), the build holds two such levels, and peaks at 400–480 MB.
//! Given scratch files ([`Outlook::build_in`], as the cache does), it writes each block to a
//! file as soon as it is mixed, reads back only the blocks the level before needs, a few at a
//! time, and writes the coded blocks out too ([`super::spill`]): the same bytes, with the
//! whole process's peak at 41–47 MB for Classic and 82–89 MB for Yatzy (the coded outlook
//! gathered at the end), for a fifth more processor time (each block of a level is read once
//! by every set of filled boxes that leads to it, a copy from the page cache each time).
//!
//! # How close a stored distribution is
//!
//! Write `F` for a state's exact cumulative distribution (Perfect play, ties broken as the
//! build breaks them) and `G` for what the outlook yields for it. Then everywhere
//! `|G(x) − F(x)| ≤ ε = 1/(2·STEPS) + 2·T·(2τ + 2⁻²⁴) ≤ 2.33e-5` (T ≤ 15 turns, τ = 1e-8):
//!
//! 1. Building. A level is mixed in double precision (errors below 1e-13) from the level
//!    after it, then each distribution drops at most τ of probability from either tail
//!    ([`EXACT_TAIL`]) and is rounded to single precision, which moves each probability by a
//!    relative 2⁻²⁴ and so the cumulative probabilities by at most 2⁻²⁴ in all. A mixture
//!    of distributions each within `e` of its exact one is within `e` of the exact mixture
//!    (the weights are the same, non-negative and add up to 1). So, as sub-probability
//!    distributions, a level with `k` turns to play is within `k·(2τ + 2⁻²⁴)` of exact;
//!    dividing by its total mass (at least `1 − k·(2τ + 2⁻²⁴)`) at most doubles that.
//! 2. Storing. The stored cumulative probabilities are that, rounded to the nearest step:
//!    another `1/(2·STEPS)` at most ([`super::code::quantise`]).
//! 3. Reading. A stored state is read as stored. A state in between, and a seat in mid-turn,
//!    are a mixture of stored distributions with the exact weights of Perfect's turn
//!    (computed in double precision): within `ε` again, by the same argument as in 1.
//!
//! [`super::win_chances`] turns those into chances to win; its docs prove that a seat's
//! chance moves by at most the sum of every seat's `ε`: `4ε ≤ 9.4e-5`, under 0.01
//! percentage points, for the four seats a match can have.

use std::fs::File;
use std::io;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use super::code::{BlockWriter, CONTEXTS, Damaged, Params, Stats, decode_block, quantise};
use super::pool::Pool;
use super::spill::{Loaded, Scratch, write_bytes, write_values};
use super::turn::{BlockKeys, TurnScratch, group_outcomes};
use super::walk::RollChoices;
use crate::kernel::{Lanes, RulesContext, SLOTS, W, slot};
use crate::mapped::Mapped;
use crate::parallel::try_share_out;
use crate::rules::{BoxId, BoxSet, Ruleset};
use crate::solver::{
    Optimum, OptimumLayout, StateKey, consecutive, copy_unsolved_blocks, masks_with, open_boxes,
    optimum_successors, solved_flags, upper_faces, upper_sums,
};

/// The most probability the build drops from each tail of a distribution (the far tails of
/// many extra-Yahtzee bonuses): see the module's docs for what it costs.
pub(super) const EXACT_TAIL: f64 = 1e-8;

/// Whether the distributions of states with `filled` boxes are stored: those with an even
/// number of turns still to play.
pub(crate) fn is_stored(rules: &Ruleset, filled: BoxSet) -> bool {
    (u32::from(rules.layout().turns()).saturating_sub(filled.len())).is_multiple_of(2)
}

/// Where each placement slot of one state leads: the state after it and the upper bonus it
/// earns. Slots of filled boxes are `None`.
pub(crate) fn successor_states(
    rules: &Ruleset,
    state: StateKey,
) -> [Option<(StateKey, u32)>; SLOTS] {
    let mut out = [None; SLOTS];
    for b in open_boxes(rules, state.filled).iter() {
        let mut put = |slot: usize, points: u16| {
            let (next, bonus) = state.after(rules, b, points);
            out[slot] = Some((next, u32::from(bonus)));
        };
        match b.upper_face() {
            Some(face) => {
                for c in 0..=5u16 {
                    put(b.index() * 6 + usize::from(c), c * u16::from(face.value()));
                }
            }
            None if b == BoxId::Yahtzee => {
                put(slot(b, 0), 0);
                put(slot(b, 50), 50);
            }
            None => put(slot(b, 0), 0),
        }
    }
    out
}

/// Which states of a block have a distribution of their own: lane `u` (upper subtotal `u`)
/// does unless its subtotal cannot matter any more (the bonus out of reach, or there is none)
/// or the filled boxes cannot make it; such lanes share lane 0's.
#[derive(Clone, Copy)]
pub(crate) struct LiveLanes {
    threshold: u16,
    cap: u16,
    open_max: u16,
    reachable: u128,
}

impl LiveLanes {
    pub(crate) fn new(rules: &Ruleset, filled: BoxSet) -> LiveLanes {
        LiveLanes {
            threshold: rules.upper_threshold(),
            cap: rules.upper_cap(),
            open_max: open_upper_max(filled),
            reachable: upper_sums(upper_faces(filled, true), rules.upper_cap()),
        }
    }

    pub(crate) fn live(&self, u: u16) -> bool {
        let dead = self.cap == 0 || u + self.open_max < self.threshold;
        !(u > 0 && (dead || u > self.cap || self.reachable & (1u128 << u) == 0))
    }

    fn group(&self, group: usize) -> [bool; W] {
        std::array::from_fn(|lane| self.live((group * W + lane) as u16))
    }

    /// Each lane's distribution among the block's own ones (lane 0's is the first), and how
    /// many there are.
    pub(crate) fn ordinals(&self, lanes: usize) -> (Vec<u8>, usize) {
        let mut count = 0;
        let ordinals = (0..lanes)
            .map(|u| {
                if self.live(u as u16) {
                    count += 1;
                    (count - 1) as u8
                } else {
                    0
                }
            })
            .collect();
        (ordinals, count)
    }
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

/// A block's number in the index: its filled boxes and its Yahtzee flag.
pub(crate) fn block_number(filled: BoxSet, flag: bool) -> usize {
    usize::from(filled.bits()) * 2 + usize::from(flag)
}

/// How many block numbers a ruleset's index has.
pub fn index_len(rules: &Ruleset) -> usize {
    (usize::from(rules.layout().box_set().bits()) + 1) * 2
}

/// Where each block's bytes end in the pool, by block number: block `n`'s are
/// `ends[n - 1]..ends[n]` (from 0 for the first). A block of a level not stored, one whose
/// flag is copied from the other (see [`solved_flags`]) and a block that does not exist have
/// none. In memory while built, otherwise mapped from the cache file (little-endian `u64`s).
pub enum Index {
    Owned(Vec<u64>),
    Mapped(Mapped),
}

impl Index {
    /// How many entries the index has (the cache file checks its length against the rules').
    pub fn len(&self) -> usize {
        match self {
            Index::Owned(v) => v.len(),
            Index::Mapped(m) => m.bytes().len() / 8,
        }
    }

    /// Whether the index has no entries (a cache file cut short).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Where entry `n`'s block ends in the pool; 0 for an entry that does not exist.
    pub fn end(&self, n: usize) -> u64 {
        match self {
            Index::Owned(v) => v.get(n).copied().unwrap_or(0),
            Index::Mapped(m) => m
                .bytes()
                .get(n * 8..n * 8 + 8)
                .and_then(|b| b.try_into().ok())
                .map_or(0, u64::from_le_bytes),
        }
    }

    /// Block `n`'s byte range in the pool.
    pub(crate) fn range(&self, n: usize) -> (u64, u64) {
        let from = if n == 0 { 0 } else { self.end(n - 1) };
        (from, self.end(n))
    }
}

/// The outlook: for every start-of-turn state, the distribution of the points
/// still to come under Perfect play (upper bonus and extra-Yahtzee bonuses included), stored
/// for every other level (see the module's docs). Read it through [`super::Futures`].
pub struct Outlook {
    rules: Ruleset,
    pub(super) layout: OptimumLayout,
    index: Index,
    /// Each level's Rice parameters, by the number of boxes filled.
    params: Vec<Params>,
    pool: Pool,
}

/// How many levels a ruleset's outlook has parameters for: one per number of boxes filled.
pub fn levels(rules: &Ruleset) -> usize {
    usize::from(rules.layout().turns()) + 1
}

impl Outlook {
    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    /// Whether these rules have exact distributions: single-column cards only (a card of
    /// several columns has no exact optimum to follow).
    pub fn supports(rules: &Ruleset) -> bool {
        !rules.layout().is_multi_column()
    }

    /// An outlook from its parts, if the index is the size the rules' is, every block lies
    /// within the pool, in order, and there are sound parameters for every level. Blocks are
    /// checked to decode soundly by the caller ([`Outlook::check_block`]); a block that does
    /// not is refused when read.
    pub fn from_parts(
        rules: Ruleset,
        index: Index,
        params: Vec<Params>,
        pool: Pool,
    ) -> Option<Outlook> {
        if index.len() != index_len(&rules) || params.len() != levels(&rules) {
            return None;
        }
        let mut last = 0;
        for n in 0..index.len() {
            let end = index.end(n);
            if end < last {
                return None;
            }
            last = end;
        }
        (last == pool.len() as u64).then(|| Outlook {
            layout: OptimumLayout::new(&rules),
            rules,
            index,
            params,
            pool,
        })
    }

    pub fn index(&self) -> &Index {
        &self.index
    }

    pub fn params(&self) -> &[Params] {
        &self.params
    }

    /// The stored distributions' bytes.
    pub fn pool(&self) -> &Pool {
        &self.pool
    }

    /// Whether the distributions are read from the cache file and their index is mapped from
    /// it (the file's pages shared with every other process showing the chances, and only
    /// what a match decodes its own) rather than held in memory.
    pub fn is_read_in_place(&self) -> bool {
        self.pool.is_in_file() && matches!(self.index, Index::Mapped(_))
    }

    /// The outlook's size in bytes (in memory or not): its pool and index.
    pub fn size_bytes(&self) -> usize {
        self.pool.len() + self.index.len() * 8
    }

    /// The block whose bytes hold the distributions of `filled` with `flag`: itself, or the
    /// block its flag is copied from.
    pub(crate) fn stored_block(&self, filled: BoxSet, flag: bool) -> usize {
        let flag = flag && solved_flags(&self.rules, filled).contains(&true);
        block_number(filled, flag)
    }

    /// Decodes the distributions of the block of `filled` boxes and `flag` (a stored level's)
    /// into `spans` (first points, start in `steps`, length) and `steps`, lane 0's first.
    pub(crate) fn decode(
        &self,
        filled: BoxSet,
        flag: bool,
        spans: &mut Vec<(u32, u32, u32)>,
        steps: &mut Vec<u32>,
        buf: &mut Vec<u8>,
    ) -> Result<(), Damaged> {
        let (_, lanes) = self.layout.span(filled, flag);
        let (_, count) = LiveLanes::new(&self.rules, filled).ordinals(lanes);
        let (from, to) = self.index.range(self.stored_block(filled, flag));
        let bytes = usize::try_from(from)
            .ok()
            .zip(usize::try_from(to).ok())
            .and_then(|(from, to)| self.pool.get(from, to, buf))
            .ok_or(Damaged)?;
        let params = self.params.get(filled.len() as usize).ok_or(Damaged)?;
        decode_block(bytes, count, params, spans, steps)
    }

    /// Checks that block `n` of an index for `rules`, whose bytes are `bytes`, decodes
    /// soundly; blocks that hold nothing must have no bytes.
    pub fn check_block(
        rules: &Ruleset,
        layout: &OptimumLayout,
        params: &[Params],
        n: usize,
        bytes: &[u8],
        spans: &mut Vec<(u32, u32, u32)>,
        steps: &mut Vec<u32>,
    ) -> Result<(), Damaged> {
        let filled = BoxSet::from_bits((n / 2) as u16);
        let flag = n % 2 == 1;
        let card = rules.layout().box_set();
        let holds = filled.is_subset_of(card)
            && crate::solver::stored_flags(filled).contains(&flag)
            && solved_flags(rules, filled).contains(&flag)
            && is_stored(rules, filled);
        if !holds {
            return if bytes.is_empty() {
                Ok(())
            } else {
                Err(Damaged)
            };
        }
        let (_, lanes) = layout.span(filled, flag);
        let (_, count) = LiveLanes::new(rules, filled).ordinals(lanes);
        let params = params.get(filled.len() as usize).ok_or(Damaged)?;
        decode_block(bytes, count, params, spans, steps)
    }

    /// The distribution of the points still to come from `state`: a one-off read (a
    /// [`super::Futures`] keeps what it reads for the next).
    pub fn get(&self, optimum: &Optimum, state: StateKey) -> super::Dist {
        let ctx = RulesContext::new(self.rules);
        super::Futures::default()
            .get(&ctx, optimum, self, state)
            .clone()
    }

    /// Builds the outlook from `optimum` with `threads` threads, reporting progress
    /// as (sets of filled boxes done, in all).
    pub fn build(
        optimum: &Optimum,
        threads: usize,
        progress: &(dyn Fn(usize, usize) + Sync),
    ) -> Outlook {
        // Without scratch files nothing is read or written, so nothing can fail; were it
        // to, the outlook would have no blocks, and every read of it would say so.
        let parts = build_parts(optimum, threads, progress, None).unwrap_or_default();
        Outlook::built(*optimum.rules(), parts)
    }

    /// [`Outlook::build`] with the levels in `scratch`'s files rather than in memory (see
    /// [`super::spill`]): the same outlook, byte for byte, for a small part of the memory.
    /// Fails only where the scratch files do (a full disk).
    pub fn build_in(
        optimum: &Optimum,
        threads: usize,
        progress: &(dyn Fn(usize, usize) + Sync),
        scratch: Scratch,
    ) -> io::Result<Outlook> {
        let parts = build_parts(optimum, threads, progress, Some(scratch))?;
        Ok(Outlook::built(*optimum.rules(), parts))
    }

    fn built(rules: Ruleset, (index, params, pool): (Vec<u64>, Vec<Params>, Vec<u8>)) -> Outlook {
        Outlook {
            rules,
            layout: OptimumLayout::new(&rules),
            index: Index::Owned(index),
            params,
            pool: Pool::Owned(pool),
        }
    }
}

/// One level of distributions as the build holds them: probabilities in single precision
/// (see the module's docs for what that costs), each (first points, start, length, home).
///
/// In memory, each thread writes its distributions into a part of its own, where they stay:
/// gathered into one array they were copied once more, and the pages of every level's new
/// array were faulted in and zeroed anew (half the build's time in the kernel, a twentieth of
/// all). A level's parts, once read, are cleared and written again two levels on, so that
/// after the first levels the build touches no new memory. Given scratch files, the build
/// writes each block to a file instead as soon as it is mixed ([`super::spill`]).
struct Level {
    spans: Vec<Span>,
    values: LevelValues,
}

/// Where a [`Level`]'s probabilities are.
enum LevelValues {
    /// In each thread's part; a span's `home` is its part's number.
    Parts(Vec<Vec<f32>>),
    /// In a scratch file; a span's `start` counts values from the file's start and its `home`
    /// is the first distribution of its block. `firsts` holds every block's, in order: a
    /// block's distributions are those from its first to the next block's.
    Spilled { file: File, firsts: Vec<u32> },
}

/// Where one distribution of a [`Level`] lies: first points, start, length, and its home (see
/// [`LevelValues`]).
#[derive(Clone, Copy)]
struct Span {
    lo: u32,
    start: u32,
    len: u32,
    home: u32,
}

impl Level {
    /// Distribution `id`'s first points and probabilities; a spilled level's come through
    /// `loaded`, which reads their block from the file the first time.
    #[inline(always)]
    fn values<'a>(&'a self, id: u32, loaded: &'a mut Loaded) -> io::Result<(u32, &'a [f32])> {
        let s = self.spans[id as usize];
        match &self.values {
            LevelValues::Parts(parts) => {
                let from = s.start as usize;
                Ok((s.lo, &parts[s.home as usize][from..from + s.len as usize]))
            }
            LevelValues::Spilled { file, firsts } => {
                let block = || self.block_range(firsts, s.home);
                let values = loaded.get(file, s.home, u64::from(s.start), s.len as usize, block)?;
                Ok((s.lo, values))
            }
        }
    }

    /// Where the block whose first distribution is `home` lies in a spilled level's file, in
    /// values; an empty range for a distribution that starts no block.
    fn block_range(&self, firsts: &[u32], home: u32) -> (u64, u64) {
        let Ok(k) = firsts.binary_search(&home) else {
            return (0, 0);
        };
        let end = firsts
            .get(k + 1)
            .map_or(self.spans.len(), |&next| next as usize);
        match (self.spans.get(home as usize), end.checked_sub(1)) {
            (Some(first), Some(last)) => {
                let last = self.spans.get(last).copied().unwrap_or(*first);
                (
                    u64::from(first.start),
                    u64::from(last.start) + u64::from(last.len),
                )
            }
            _ => (0, 0),
        }
    }
}

/// The level being built, as the threads add their blocks to it: every distribution's span,
/// and the first distribution of each block written to a scratch file.
#[derive(Default)]
struct Built {
    spans: Vec<Span>,
    firsts: Vec<u32>,
}

/// The scratch file a level is written to and how many values are in it so far.
struct Out<'a> {
    file: &'a File,
    written: &'a AtomicU64,
}

/// The build's working space per thread.
struct BuildScratch {
    turn: TurnScratch,
    acc: Vec<f64>,
    /// This thread's part of the level being built (spilled: of the block being built), and
    /// its number.
    part: Vec<f32>,
    part_number: u32,
    /// The blocks of a spilled level this thread has read.
    loaded: Loaded,
    /// The block's own distributions, one after another: (first points, start in `part`,
    /// length).
    own: Vec<(u32, usize, usize)>,
    /// (index in the optimum's layout, distribution in the next level) of the blocks done.
    placed: Vec<(usize, u32)>,
    /// The blocks done of a stored level: block number, and where its own distributions lie
    /// in the level (first, how many).
    blocks: Vec<(usize, u32, u32)>,
    /// The blocks coded as they were built, by block number, and what their steps would cost
    /// with each Rice parameter.
    coded: Vec<(usize, Coded)>,
    stats: Stats,
    steps: Vec<u32>,
}

/// A stored block, coded: its bytes, or where a spilled build wrote them.
enum Coded {
    Held(Vec<u8>),
    Written { at: u64, len: usize },
}

impl Coded {
    fn len(&self) -> usize {
        match self {
            Coded::Held(bytes) => bytes.len(),
            Coded::Written { len, .. } => *len,
        }
    }
}

/// Where a spilled build writes its coded blocks, and how many bytes are in it so far.
struct CodedOut {
    file: File,
    written: AtomicU64,
}

impl CodedOut {
    /// `bytes` kept: written out when there is somewhere to write them (the blocks coded
    /// are the outlook itself, 43 MB for Yatzy, and otherwise held to the end of the build).
    fn keep(out: Option<&CodedOut>, mut bytes: Vec<u8>) -> io::Result<Coded> {
        let Some(out) = out else {
            // Without the room the writer grew into, a third of the blocks' memory.
            bytes.shrink_to_fit();
            return Ok(Coded::Held(bytes));
        };
        let at = out.written.fetch_add(bytes.len() as u64, Ordering::Relaxed);
        write_bytes(&out.file, &bytes, at)?;
        Ok(Coded::Written {
            at,
            len: bytes.len(),
        })
    }
}

/// How many bytes of coded blocks are moved into the pool between two returns of the freed
/// ones to the system (see the end of [`build_parts`]).
const POOL_TRIM_EVERY: usize = 4 << 20;

/// Builds every level from the full card down, and gives the stored levels' index, Rice
/// parameters and pool. With `scratch`, each level lives in a scratch file rather than in
/// memory ([`super::spill`]): the same bytes come out, and only the scratch files can fail.
fn build_parts(
    optimum: &Optimum,
    threads: usize,
    progress: &(dyn Fn(usize, usize) + Sync),
    scratch: Option<Scratch>,
) -> io::Result<(Vec<u64>, Vec<Params>, Vec<u8>)> {
    let rules = *optimum.rules();
    // Read once: a mapped optimum decodes its values into a copy for the build.
    let copied = optimum.values();
    let values: &[f64] = &copied;
    let layout = OptimumLayout::new(&rules);
    let ctx = RulesContext::new(rules);
    let turns = u32::from(rules.layout().turns());
    let mut params = vec![Params { k: [0; CONTEXTS] }; levels(&rules)];
    // Each layout index's distribution in the level it belongs to.
    let mut which = vec![0u32; layout.total()];
    // The full card: nothing more to come, for every state of it (the index tells some apart:
    // a subtotal past the threshold), each stored as such.
    let full = rules.layout().box_set();
    let full_blocks: Vec<(usize, u32, u32)> = solved_flags(&rules, full)
        .iter()
        .map(|&flag| {
            let (_, lanes) = layout.span(full, flag);
            let (_, count) = LiveLanes::new(&rules, full).ordinals(lanes);
            (block_number(full, flag), 0, count as u32)
        })
        .collect();
    let most = full_blocks.iter().map(|b| b.2).max().unwrap_or(1);
    let mut level = Level {
        spans: (0..most)
            .map(|i| Span {
                lo: 0,
                start: i,
                len: 1,
                home: 0,
            })
            .collect(),
        values: LevelValues::Parts(vec![vec![1.0; most as usize]]),
    };
    // The scratch files no level lives in: the next level is written to one of them.
    let (levels_scratch, coded_out) = match scratch {
        Some(Scratch { levels, coded }) => (
            levels.into(),
            Some(CodedOut {
                file: coded,
                written: AtomicU64::new(0),
            }),
        ),
        None => (Vec::new(), None),
    };
    let mut free_files: Vec<File> = levels_scratch;
    let coded_out = coded_out.as_ref();
    let mut spare_spans: Vec<Span> = Vec::new();
    let mut spare_parts: Vec<Vec<f32>> = Vec::new();
    let (full_params, mut coded) = code_level(&level, &full_blocks, threads, coded_out)?;
    params[turns as usize] = full_params;
    let done = AtomicUsize::new(1);
    let all_masks = 1usize << turns;
    // Each stored level is coded as it is built, with the Rice parameters that suited the
    // stored level before it (neighbouring levels' steps are alike), which spares holding a
    // level's steps to choose its own; the first level with more than the full card's has
    // no such level before it and is coded once it is whole (it is a small one).
    let mut prior: Option<Params> = None;
    for count in (0..turns).rev() {
        let masks = masks_with(&rules, count);
        let store = is_stored(&rules, masks.first().copied().unwrap_or(BoxSet::EMPTY));
        let code_now = if store { prior.as_ref() } else { None };
        spare_spans.clear();
        for part in &mut spare_parts {
            part.clear();
        }
        let out_file = free_files.pop();
        let written = AtomicU64::new(0);
        let out = out_file.as_ref().map(|file| Out {
            file,
            written: &written,
        });
        let next = Mutex::new(Built {
            spans: std::mem::take(&mut spare_spans),
            firsts: Vec::new(),
        });
        let spare = Mutex::new(std::mem::take(&mut spare_parts));
        let numbered = AtomicUsize::new(0);
        let (read, which_ro, out) = (&level, &which, out.as_ref());
        let results = try_share_out::<_, _, io::Error>(
            threads,
            masks.len() as u64,
            1,
            || {
                Ok(BuildScratch {
                    turn: TurnScratch::new(),
                    acc: Vec::new(),
                    part: lock(&spare).pop().unwrap_or_default(),
                    part_number: numbered.fetch_add(1, Ordering::Relaxed) as u32,
                    loaded: Loaded::default(),
                    own: Vec::new(),
                    placed: Vec::new(),
                    blocks: Vec::new(),
                    coded: Vec::new(),
                    stats: Stats::new(),
                    steps: Vec::new(),
                })
            },
            |scratch, i| {
                let filled = masks[i as usize];
                for &flag in solved_flags(&rules, filled) {
                    build_block(
                        &ctx, values, &layout, which_ro, read, filled, flag, code_now, &next, out,
                        coded_out, scratch,
                    )?;
                }
                let d = done.fetch_add(1, Ordering::Relaxed) + 1;
                if d.is_multiple_of(64) {
                    progress(d, all_masks);
                }
                Ok(())
            },
            |scratch| {
                (
                    scratch.placed,
                    scratch.blocks,
                    scratch.coded,
                    scratch.stats,
                    (scratch.part_number, scratch.part),
                )
            },
        )?;
        let mut blocks = Vec::new();
        let mut stats = Stats::new();
        let mut parts = Vec::new();
        for (placed, done_blocks, done_coded, done_stats, part) in results {
            for (index, id) in placed {
                which[index] = id;
            }
            blocks.extend(done_blocks);
            coded.extend(done_coded);
            stats.merge(&done_stats);
            parts.push(part);
        }
        parts.sort_unstable_by_key(|(n, _)| *n);
        let parts = parts.into_iter().map(|(_, part)| part);
        copy_unsolved_blocks(&rules, &layout, &masks, &mut which);
        let Built { spans, firsts } = next.into_inner().unwrap_or_else(|p| p.into_inner());
        let mut spare = spare.into_inner().unwrap_or_else(|p| p.into_inner());
        let built = match out_file {
            Some(file) => {
                // Spilled, a thread's part held one block at a time: a spare for the next.
                spare.extend(parts);
                Level {
                    spans,
                    values: LevelValues::Spilled { file, firsts },
                }
            }
            None => Level {
                spans,
                values: LevelValues::Parts(parts.collect()),
            },
        };
        // The level just read is not read again: its parts are the spare ones for the next,
        // its scratch file is emptied for the level after next.
        let read = std::mem::replace(&mut level, built);
        spare_spans = read.spans;
        match read.values {
            LevelValues::Parts(parts) => spare.extend(parts),
            LevelValues::Spilled { file, .. } => {
                file.set_len(0)?;
                free_files.push(file);
            }
        }
        spare_parts = spare;
        if store {
            match code_now {
                Some(used) => {
                    params[count as usize] = used.clone();
                    prior = Some(stats.params());
                }
                None => {
                    let (level_params, level_coded) =
                        code_level(&level, &blocks, threads, coded_out)?;
                    params[count as usize] = level_params.clone();
                    coded.extend(level_coded);
                    prior = Some(level_params);
                }
            }
        }
        crate::memory::return_free_memory();
    }
    progress(all_masks, all_masks);
    // Nothing but the coded blocks is needed any more: what the pool is gathered beside is
    // given back first (the optimum's values are 13 MB for Yatzy).
    drop((level, which, spare_spans, spare_parts, copied));
    crate::memory::return_free_memory();
    coded.sort_unstable_by_key(|(n, _)| *n);
    let mut ends = vec![0u64; index_len(&rules)];
    let mut pool = Vec::with_capacity(coded.iter().map(|(_, b)| b.len()).sum());
    let mut blocks = coded.into_iter().peekable();
    // A block held in memory is freed once it is in the pool, and the freed ones go back to
    // the system every few megabytes: the pool and every block's own copy never stand side
    // by side whole (another 43 MB for Yatzy).
    let mut moved = 0;
    for (n, end) in ends.iter_mut().enumerate() {
        while let Some((_, block)) = blocks.next_if(|(b, _)| *b == n) {
            match block {
                Coded::Held(bytes) => {
                    pool.extend_from_slice(&bytes);
                    moved += bytes.len();
                }
                Coded::Written { at, len } => {
                    let from = pool.len();
                    pool.resize(from + len, 0);
                    let file = coded_out.map(|out| &out.file);
                    let file = file.ok_or_else(|| io::Error::other("no coded blocks' file"))?;
                    super::pool::read_at(file, &mut pool[from..], at)?;
                }
            }
            if moved >= POOL_TRIM_EVERY {
                crate::memory::return_free_memory();
                moved = 0;
            }
        }
        *end = pool.len() as u64;
    }
    Ok((ends, params, pool))
}

/// Codes the `blocks` (block number, first distribution in `level`, how many) of a stored
/// level: first the Rice parameters that suit the level's steps best, then each block with
/// them.
fn code_level(
    level: &Level,
    blocks: &[(usize, u32, u32)],
    threads: usize,
    coded_out: Option<&CodedOut>,
) -> io::Result<(Params, Vec<(usize, Coded)>)> {
    let quantised = |block: &(usize, u32, u32),
                     steps: &mut Vec<u32>,
                     loaded: &mut Loaded,
                     each: &mut dyn FnMut(u32, &[u32])|
     -> io::Result<()> {
        let (_, first, count) = *block;
        for id in first..first + count {
            let (lo, values) = level.values(id, loaded)?;
            let lo = quantise(lo, values, steps);
            each(lo, steps);
        }
        Ok(())
    };
    let stats = try_share_out::<_, _, io::Error>(
        threads,
        blocks.len() as u64,
        16,
        || Ok((Stats::new(), Vec::new(), Loaded::default())),
        |(stats, steps, loaded), i| {
            stats.block();
            quantised(&blocks[i as usize], steps, loaded, &mut |lo, s| {
                stats.push(lo, s)
            })
        },
        |(stats, _, _)| stats,
    )?;
    let mut all = Stats::new();
    for s in &stats {
        all.merge(s);
    }
    let params = all.params();
    let coded = try_share_out::<_, _, io::Error>(
        threads,
        blocks.len() as u64,
        16,
        || Ok((Vec::new(), Vec::new(), Loaded::default())),
        |(coded, steps, loaded), i| {
            let block = &blocks[i as usize];
            let mut w = BlockWriter::new(&params);
            quantised(block, steps, loaded, &mut |lo, s| w.push(lo, s))?;
            coded.push((block.0, CodedOut::keep(coded_out, w.finish())?));
            Ok(())
        },
        |(coded, _, _): (Vec<(usize, Coded)>, Vec<u32>, Loaded)| coded,
    )?;
    Ok((params, coded.into_iter().flatten().collect()))
}

/// Mixes one block's distributions from the level after it (`read`, indexed through
/// `which`), adds them to the next level and, for a stored level, codes them; with `out`,
/// writes them to that scratch file. Compiled for AVX2 when the CPU has it (the wider
/// registers carry the eight lanes' keep comparisons and the mixing in fewer instructions),
/// with the bit counts of LZCNT and BMI2's shifts for the coding, for the baseline otherwise;
/// no fused multiply-add is enabled, so every product and sum is rounded as in the baseline
/// and the outlook is the same on every machine.
#[allow(clippy::too_many_arguments)]
fn build_block(
    ctx: &RulesContext,
    values: &[f64],
    layout: &OptimumLayout,
    which: &[u32],
    read: &Level,
    filled: BoxSet,
    flag: bool,
    code: Option<&Params>,
    next: &Mutex<Built>,
    out: Option<&Out<'_>>,
    coded_out: Option<&CodedOut>,
    scratch: &mut BuildScratch,
) -> io::Result<()> {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx2")
            && std::arch::is_x86_feature_detected!("lzcnt")
            && std::arch::is_x86_feature_detected!("bmi2")
        {
            // SAFETY: the CPU was just checked to support AVX2, LZCNT and BMI2.
            return unsafe {
                build_block_avx2(
                    ctx, values, layout, which, read, filled, flag, code, next, out, coded_out,
                    scratch,
                )
            };
        }
    }
    build_block_inline(
        ctx, values, layout, which, read, filled, flag, code, next, out, coded_out, scratch,
    )
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,lzcnt,bmi2")]
#[allow(clippy::too_many_arguments)]
fn build_block_avx2(
    ctx: &RulesContext,
    values: &[f64],
    layout: &OptimumLayout,
    which: &[u32],
    read: &Level,
    filled: BoxSet,
    flag: bool,
    code: Option<&Params>,
    next: &Mutex<Built>,
    out: Option<&Out<'_>>,
    coded_out: Option<&CodedOut>,
    scratch: &mut BuildScratch,
) -> io::Result<()> {
    build_block_inline(
        ctx, values, layout, which, read, filled, flag, code, next, out, coded_out, scratch,
    )
}

#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn build_block_inline(
    ctx: &RulesContext,
    values: &[f64],
    layout: &OptimumLayout,
    which: &[u32],
    read: &Level,
    filled: BoxSet,
    flag: bool,
    code: Option<&Params>,
    next: &Mutex<Built>,
    out: Option<&Out<'_>>,
    coded_out: Option<&CodedOut>,
    scratch: &mut BuildScratch,
) -> io::Result<()> {
    let rules = ctx.rules;
    let (offset, len) = layout.span(filled, flag);
    let open = open_boxes(&rules, filled);
    let choices = RollChoices::new(ctx, open, flag);
    let mut keys = BlockKeys::new(&choices);
    scratch.turn.kernel.prepare(ctx, open, flag);
    let lanes = LiveLanes::new(&rules, filled);
    let BuildScratch {
        turn,
        acc,
        part,
        part_number,
        loaded,
        own,
        placed,
        blocks,
        coded,
        stats,
        steps,
    } = scratch;
    own.clear();
    for group in 0..len / W {
        // A group none of whose states has a distribution of its own (a fifth of them: the
        // subtotals the filled boxes cannot make, or that can no longer matter) has nothing
        // to mix: its turn is not worked out at all.
        let live = lanes.group(group);
        if !live.contains(&true) {
            continue;
        }
        optimum_successors(
            &rules,
            values,
            layout,
            filled,
            flag,
            &consecutive(group),
            &mut turn.succ,
        );
        group_outcomes(&rules, &choices, &mut keys, live, turn);
        for &(lane, at, n) in &turn.lanes {
            let u = (group * W + lane) as u32;
            let state = StateKey::new(&rules, filled, u, flag);
            let next = successor_states(&rules, state);
            acc.clear();
            for &(s, points, m) in turn.outcomes(at, n) {
                let Some((after, bonus)) = next[usize::from(s)] else {
                    continue;
                };
                let index = layout.index(
                    after.filled,
                    after.yahtzee_positive,
                    usize::from(after.upper),
                );
                let (lo, values) = read.values(which[index], loaded)?;
                add_f32(acc, (lo + points + bonus) as usize, values, m);
            }
            let (lo, p) = trim_tails(acc, EXACT_TAIL);
            own.push((lo, part.len(), p.len()));
            part.extend(p.iter().map(|&v| v as f32));
        }
    }
    if let Some(params) = code {
        let mut w = BlockWriter::new(params);
        for &(lo, start, len) in own.iter() {
            let first = quantise(lo, &part[start..start + len], steps);
            w.push_counted(first, steps, Some(stats));
        }
        coded.push((
            block_number(filled, flag),
            CodedOut::keep(coded_out, w.finish())?,
        ));
    }
    // Spilled, the block's values go to the file at once (a span's start then counts from
    // the file's start), and the part is free for the next block.
    let (shift, home) = match out {
        Some(out) => {
            let at = out.written.fetch_add(part.len() as u64, Ordering::Relaxed);
            let fits = at
                .checked_add(part.len() as u64)
                .is_some_and(|end| end <= u64::from(u32::MAX));
            if !fits {
                return Err(io::Error::other("a level too large for its scratch file"));
            }
            write_values(out.file, part, at)?;
            part.clear();
            (at, None)
        }
        None => (0, Some(*part_number)),
    };
    let (ordinals, _) = lanes.ordinals(len);
    let mut built = lock(next);
    let base = built.spans.len() as u32;
    built.spans.extend(own.iter().map(|&(lo, start, len)| Span {
        lo,
        start: (shift + start as u64) as u32,
        len: len as u32,
        home: home.unwrap_or(base),
    }));
    if home.is_none() && !own.is_empty() {
        built.firsts.push(base);
    }
    drop(built);
    placed.extend(
        ordinals
            .iter()
            .enumerate()
            .map(|(lane, &o)| (offset + lane, base + u32::from(o))),
    );
    blocks.push((block_number(filled, flag), base, own.len() as u32));
    Ok(())
}

/// The data behind `m`: a thread that panicked holding it left nothing half-written that the
/// build reads (a panic in a thread ends the build).
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// `acc += weight × p`, `p` starting at `start` (`acc` grows to hold it): single precision
/// values summed in double, so that the sums of a level carry no rounding of their own.
#[inline(always)]
fn add_f32(acc: &mut Vec<f64>, start: usize, p: &[f32], weight: f64) {
    let end = start + p.len();
    if acc.len() < end {
        acc.resize(end, 0.0);
    }
    for (a, &v) in acc[start..end].iter_mut().zip(p) {
        *a += weight * f64::from(v);
    }
}

/// The part of `acc` left when at most `tail` of probability is dropped from either end:
/// (its first index, the probabilities).
pub(super) fn trim_tails(acc: &[f64], tail: f64) -> (u32, &[f64]) {
    let mut first = 0;
    let mut run = 0.0;
    while first + 1 < acc.len() && run + acc[first] <= tail {
        run += acc[first];
        first += 1;
    }
    let mut last = acc.len().saturating_sub(1);
    let mut run = 0.0;
    while last > first && run + acc[last] <= tail {
        run += acc[last];
        last -= 1;
    }
    (first as u32, &acc[first..=last.max(first)])
}

/// The successor values of a lane group read from the optimum, as
/// [`crate::solver::optimum_successors`] reads them from its values in the build: the same
/// values to the bit, so a state mixed when asked for takes the same turn as the build took.
pub(super) fn group_successor_values(
    rules: &Ruleset,
    optimum: &Optimum,
    filled: BoxSet,
    flag: bool,
    group: usize,
    succ: &mut [Lanes],
) {
    let cap = rules.upper_cap();
    let threshold = rules.upper_threshold();
    let bonus = f64::from(rules.upper_bonus());
    let value = |b: BoxId, positive: bool, u: u16| {
        optimum.value(StateKey::new(
            rules,
            filled.with(b),
            u32::from(u.min(cap)),
            positive,
        ))
    };
    let upper: [u16; W] = std::array::from_fn(|lane| ((group * W + lane) as u16).min(cap));
    for b in open_boxes(rules, filled).iter() {
        match b.upper_face() {
            Some(face) => {
                for c in 0..=5u16 {
                    let points = c * u16::from(face.value());
                    succ[b.index() * 6 + usize::from(c)] = Lanes(std::array::from_fn(|lane| {
                        let u = upper[lane];
                        let reached = u + points;
                        let earned = if cap > 0 && u < threshold && reached >= threshold {
                            bonus
                        } else {
                            0.0
                        };
                        value(b, flag, reached) + earned
                    }));
                }
            }
            None if b == BoxId::Yahtzee => {
                succ[slot(b, 0)] = Lanes(std::array::from_fn(|lane| value(b, false, upper[lane])));
                succ[slot(b, 1)] = Lanes(std::array::from_fn(|lane| value(b, true, upper[lane])));
            }
            None => {
                succ[slot(b, 0)] = Lanes(std::array::from_fn(|lane| value(b, flag, upper[lane])));
            }
        }
    }
}
