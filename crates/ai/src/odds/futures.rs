//! Reading the outlook: a state's distribution of the points still to come,
//! decoded where its level is stored, mixed one turn on from the stored level after it where
//! not ([`Outlook`]'s docs), and kept for the next time it is asked for: the successors of
//! one turn's state are asked for again by every decision of the turn, and a block is decoded
//! whole.
//!
//! What is kept lives in a [`FutureStore`], which several readers may share: the arena's
//! threads share one, so that a block decoded or a state mixed for one game serves every
//! game after it on either thread, and a playing process keeps a small one of its own.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, PoisonError, RwLock};

use super::Dist;
use super::code::{STEPS, probability, probability_fused};
use super::outlook::{
    LiveLanes, Outlook, group_successor_values, is_stored, successor_states, trim_tails,
};
use super::turn::{BlockKeys, TurnScratch, group_outcomes};
use super::walk::RollChoices;
use crate::kernel::{RulesContext, W};
use crate::rules::Ruleset;
use crate::solver::{Optimum, StateKey, open_boxes};

/// A decoded block: each lane's distribution among the block's own, and those, as the
/// outlook's steps (two bytes a point where a probability would take eight).
struct Block {
    ordinals: Vec<u8>,
    /// Each distribution's first points, start in `steps` and length.
    spans: Vec<(u32, u32, u32)>,
    steps: Vec<u16>,
}

impl Block {
    fn bytes(&self) -> usize {
        self.ordinals.len() + self.spans.len() * 12 + self.steps.len() * 2
    }
}

/// A mixed state's distribution, in single precision (it is the mix of stored steps, each
/// known to 1/(2·STEPS); the rounding adds 2⁻²⁴ of each).
struct Mixed {
    lo: u32,
    p: Vec<f32>,
}

/// A state's distribution, as kept.
#[derive(Clone)]
enum Kept {
    /// In a decoded block, with the first points, start among its steps and length of the
    /// state's distribution there (looked up once, so that a read waits on one line less).
    Stored(Arc<Block>, Option<(u32, u32, u32)>),
    Mixed(Arc<Mixed>),
}

impl Kept {
    /// `acc += weight × (the distribution shifted by `by`)`.
    #[inline(always)]
    fn add_to(&self, acc: &mut Vec<f64>, by: u32, weight: f64) {
        match self {
            Kept::Stored(block, span) => {
                let Some((lo, start, len)) = *span else {
                    return;
                };
                let steps = &block.steps[start as usize..(start + len) as usize];
                let start = (lo + by) as usize;
                let end = start + steps.len();
                if acc.len() < end {
                    acc.resize(end, 0.0);
                }
                // The step's probability is steps / STEPS: the division folded into the
                // weight, as the build's values are.
                let w = weight / f64::from(STEPS);
                for (a, &s) in acc[start..end].iter_mut().zip(steps) {
                    *a += w * f64::from(s);
                }
            }
            Kept::Mixed(m) => {
                let start = (m.lo + by) as usize;
                let end = start + m.p.len();
                if acc.len() < end {
                    acc.resize(end, 0.0);
                }
                for (a, &v) in acc[start..end].iter_mut().zip(&m.p) {
                    *a += weight * f64::from(v);
                }
            }
        }
    }

    /// Where the distribution's numbers are, read without touching the reference counts
    /// (an atomic operation on a line both arena threads write stalls every later read).
    #[inline(always)]
    fn numbers(&self) -> Numbers<'_> {
        match self {
            Kept::Stored(block, span) => match *span {
                Some((lo, start, len)) => Numbers::Steps(
                    lo,
                    block
                        .steps
                        .get(start as usize..(start + len) as usize)
                        .unwrap_or(&[]),
                ),
                None => Numbers::Certain,
            },
            Kept::Mixed(m) => Numbers::Single(m.lo, &m.p),
        }
    }
}

/// A kept distribution's numbers, borrowed: its first points and stored steps, or its
/// single-precision chances, or none (certain to score nothing more).
#[derive(Clone, Copy)]
pub(crate) enum Numbers<'a> {
    Steps(u32, &'a [u16]),
    Single(u32, &'a [f32]),
    Certain,
}

impl Numbers<'_> {
    /// Into `out`: the stored steps as probabilities, the single-precision chances widened.
    /// `FUSED` where compiled for fused multiply-adds: the same numbers, sooner.
    #[inline(always)]
    fn to_dist_inline<const FUSED: bool>(self, out: &mut Dist) {
        out.p.clear();
        match self {
            Numbers::Steps(lo, steps) => {
                out.lo = lo;
                out.p.extend(steps.iter().map(|&s| {
                    if FUSED {
                        probability_fused(s)
                    } else {
                        probability(u32::from(s))
                    }
                }));
            }
            Numbers::Single(lo, p) => {
                out.lo = lo;
                out.p.extend(p.iter().map(|&v| f64::from(v)));
            }
            Numbers::Certain => {
                out.lo = 0;
                out.p.push(1.0);
            }
        }
    }

    /// The first points and how many points the distribution spans, as
    /// [`Numbers::to_dist_inline`] would give them.
    #[inline(always)]
    pub(crate) fn span(self) -> (u32, usize) {
        match self {
            Numbers::Steps(lo, steps) => (lo, steps.len()),
            Numbers::Single(lo, p) => (lo, p.len()),
            Numbers::Certain => (0, 1),
        }
    }

    pub(crate) fn prefetch(self) {
        match self {
            Numbers::Steps(_, steps) => crate::prefetch::slice(steps),
            Numbers::Single(_, p) => crate::prefetch::slice(p),
            Numbers::Certain => {}
        }
    }
}

/// How many distributions [`Futures::read_many`] looks up before reading them.
const CHUNK: usize = 64;

/// Every distribution of `numbers` into `outs` at its place, each while the next is
/// fetched into the caches.
#[inline(always)]
fn convert_all<const FUSED: bool>(numbers: &[(usize, Numbers)], outs: &mut [Dist]) {
    for (i, &(at, n)) in numbers.iter().enumerate() {
        if let Some(&(_, next)) = numbers.get(i + 1) {
            next.prefetch();
        }
        if let Some(out) = outs.get_mut(at) {
            n.to_dist_inline::<FUSED>(out);
        }
    }
}

/// [`convert_all`] compiled for AVX2 and fused multiply-adds: the steps become
/// probabilities without a division (see [`probability_fused`]).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
fn convert_all_fused(numbers: &[(usize, Numbers)], outs: &mut [Dist]) {
    convert_all::<true>(numbers, outs);
}

/// What [`Futures`] readers keep, shareable between threads. Holds at most about `limit`
/// bytes; past that it forgets everything and starts again (what a reader holds stays with
/// it until it lets go).
pub struct FutureStore {
    limit: usize,
    shelf: RwLock<Shelf>,
    /// How many times the shelf was emptied: a reader's own index of what it was handed is
    /// dropped with it, so that what the store forgets is let go.
    generation: AtomicU64,
}

#[derive(Default)]
struct Shelf {
    rules: Option<Ruleset>,
    blocks: HashMap<usize, Arc<Block>>,
    mixed: HashMap<StateKey, Arc<Mixed>>,
    held: usize,
}

/// What a playing process keeps by default: 8 MB, some forty turns' worth.
const DEFAULT_LIMIT: usize = 8 << 20;

impl FutureStore {
    /// A store of about `limit` bytes at most.
    pub fn with_limit(limit: usize) -> FutureStore {
        FutureStore {
            limit,
            shelf: RwLock::new(Shelf::default()),
            generation: AtomicU64::new(0),
        }
    }

    fn read(&self) -> std::sync::RwLockReadGuard<'_, Shelf> {
        // A panic elsewhere while it was held leaves nothing half-written: each change is
        // one insert.
        self.shelf.read().unwrap_or_else(PoisonError::into_inner)
    }

    fn write(&self) -> std::sync::RwLockWriteGuard<'_, Shelf> {
        self.shelf.write().unwrap_or_else(PoisonError::into_inner)
    }

    fn block(&self, rules: &Ruleset, n: usize) -> Option<Arc<Block>> {
        let shelf = self.read();
        (shelf.rules == Some(*rules))
            .then(|| shelf.blocks.get(&n).cloned())
            .flatten()
    }

    fn mixed(&self, rules: &Ruleset, key: &StateKey) -> Option<Arc<Mixed>> {
        let shelf = self.read();
        (shelf.rules == Some(*rules))
            .then(|| shelf.mixed.get(key).cloned())
            .flatten()
    }

    /// Makes room for `bytes` more of `rules`'s: what was kept for other rules, or past the
    /// limit, is forgotten.
    fn room(&self, shelf: &mut Shelf, rules: &Ruleset, bytes: usize) {
        if shelf.rules != Some(*rules) || shelf.held + bytes > self.limit {
            shelf.blocks.clear();
            shelf.mixed.clear();
            shelf.held = 0;
            shelf.rules = Some(*rules);
            self.generation.fetch_add(1, Ordering::Relaxed);
        }
        shelf.held += bytes;
    }

    fn keep_block(&self, rules: &Ruleset, n: usize, block: Block) -> Arc<Block> {
        let mut shelf = self.write();
        // Another reader may have decoded it meanwhile: the same bytes either way.
        if shelf.rules == Some(*rules)
            && let Some(b) = shelf.blocks.get(&n)
        {
            return b.clone();
        }
        self.room(&mut shelf, rules, block.bytes());
        let block = Arc::new(block);
        shelf.blocks.insert(n, block.clone());
        block
    }

    fn keep_mixed(&self, rules: &Ruleset, key: StateKey, mixed: Mixed) -> Arc<Mixed> {
        let mut shelf = self.write();
        if shelf.rules == Some(*rules)
            && let Some(m) = shelf.mixed.get(&key)
        {
            return m.clone();
        }
        self.room(&mut shelf, rules, mixed.p.len() * 4 + 16);
        let mixed = Arc::new(mixed);
        shelf.mixed.insert(key, mixed.clone());
        mixed
    }
}

impl Default for FutureStore {
    fn default() -> FutureStore {
        FutureStore::with_limit(DEFAULT_LIMIT)
    }
}

/// A reader's own index of the distributions it was handed ([`Futures::front`]).
#[derive(Default)]
struct Front {
    rules: Option<Ruleset>,
    /// The store's generation the index is of.
    generation: u64,
    kept: std::collections::HashMap<u64, Kept, BuildHasherDefault<KeyHasher>>,
    /// How many times the index was started again.
    starts: u64,
}

/// The most states a reader indexes before it starts again: some 10 MB of index, the
/// distributions themselves being the store's.
const FRONT_LIMIT: usize = 1 << 18;

/// A state as one number, for [`Front`].
fn front_key(state: StateKey) -> u64 {
    u64::from(state.filled.bits())
        | u64::from(state.upper) << 16
        | u64::from(state.yahtzee_positive) << 32
}

/// An ask's place and its distribution's numbers, from a reader's index (certain to score
/// nothing more if it is not there, which [`Futures::look_up`] sees to).
fn numbers_of<'a>(
    kept: &'a std::collections::HashMap<u64, Kept, BuildHasherDefault<KeyHasher>>,
    (at, state): (usize, StateKey),
) -> (usize, Numbers<'a>) {
    let found = kept
        .get(&front_key(state))
        .map_or(Numbers::Certain, Kept::numbers);
    (at, found)
}

/// A multiplicative hash of a [`front_key`]: the keys are small distinct numbers, which need
/// no more than a spread of their bits (the standard hasher costs more than the lookup).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

/// Distributions read from one [`Outlook`] through a [`FutureStore`] (see the module's
/// docs).
pub struct Futures {
    store: Arc<FutureStore>,
    /// What this reader was handed, by state: asked again (every decision of a turn asks
    /// for the same successors, and games for the same states), it needs neither the shared
    /// lock, which the arena's threads would pass back and forth, nor the store's hashing.
    front: Front,
    scratch: Option<Box<TurnScratch>>,
    spans: Vec<(u32, u32, u32)>,
    steps: Vec<u32>,
    /// A block's coded bytes, read from the cache file.
    bytes: Vec<u8>,
    out: Dist,
}

impl Default for Futures {
    fn default() -> Futures {
        Futures::sharing(Arc::new(FutureStore::default()))
    }
}

impl Futures {
    /// A reader that keeps what it reads in `store`, with whoever else uses it.
    pub fn sharing(store: Arc<FutureStore>) -> Futures {
        Futures {
            store,
            front: Front::default(),
            scratch: None,
            spans: Vec::new(),
            steps: Vec::new(),
            bytes: Vec::new(),
            out: Dist {
                lo: 0,
                p: Vec::new(),
            },
        }
    }

    /// The distribution of the points still to come from the start of a turn in `state`.
    ///
    /// Should the outlook's file have been changed under the running game after it was checked
    /// (the game itself only ever replaces it whole), a block that no longer decodes reads as
    /// the solver's expected points, certain: a wrong chance rather than a crash.
    pub fn get(
        &mut self,
        ctx: &RulesContext,
        optimum: &Optimum,
        outlook: &Outlook,
        state: StateKey,
    ) -> &Dist {
        let mut out = std::mem::take(&mut self.out);
        self.read(ctx, optimum, outlook, state, &mut out);
        self.out = out;
        &self.out
    }

    /// [`Futures::get`] into `out`, whose memory it reuses.
    pub fn read(
        &mut self,
        ctx: &RulesContext,
        optimum: &Optimum,
        outlook: &Outlook,
        state: StateKey,
        out: &mut Dist,
    ) {
        self.read_many(
            ctx,
            optimum,
            outlook,
            &[(0, state)],
            std::slice::from_mut(out),
        );
    }

    /// The distributions of `asks`' states (each with its place in `outs`) into `outs`, as
    /// [`Futures::read`] gives them one at a time. All are looked up before any is read, so
    /// that their lookups' waits on memory overlap, and each is fetched into the caches while
    /// the one before it is converted.
    pub fn read_many(
        &mut self,
        ctx: &RulesContext,
        optimum: &Optimum,
        outlook: &Outlook,
        asks: &[(usize, StateKey)],
        outs: &mut [Dist],
    ) {
        self.look_up(ctx, optimum, outlook, asks);
        let kept = &self.front.kept;
        // A turn asks for fewer than a chunk's worth, so the chunks are on the stack.
        for chunk in asks.chunks(CHUNK) {
            let mut numbers = [(0, Numbers::Certain); CHUNK];
            for (n, &ask) in numbers.iter_mut().zip(chunk) {
                *n = numbers_of(kept, ask);
            }
            let numbers = &numbers[..chunk.len()];
            if let Some(&(_, first)) = numbers.first() {
                first.prefetch();
            }
            #[cfg(target_arch = "x86_64")]
            if std::arch::is_x86_feature_detected!("avx2")
                && std::arch::is_x86_feature_detected!("fma")
            {
                // SAFETY: the CPU was just checked to support AVX2 and FMA.
                unsafe { convert_all_fused(numbers, outs) };
                continue;
            }
            convert_all::<false>(numbers, outs);
        }
    }

    /// The numbers of `asks`' distributions (each with its place), handed to `visit` as they
    /// are kept, not converted: for a reader that reads each of them only once or twice.
    pub(crate) fn with_numbers<R>(
        &mut self,
        ctx: &RulesContext,
        optimum: &Optimum,
        outlook: &Outlook,
        asks: &[(usize, StateKey)],
        visit: impl FnOnce(&[(usize, Numbers<'_>)]) -> R,
    ) -> R {
        self.look_up(ctx, optimum, outlook, asks);
        let kept = &self.front.kept;
        if asks.len() <= CHUNK {
            let mut numbers = [(0, Numbers::Certain); CHUNK];
            for (n, &ask) in numbers.iter_mut().zip(asks) {
                *n = numbers_of(kept, ask);
            }
            visit(&numbers[..asks.len()])
        } else {
            let numbers: Vec<_> = asks.iter().map(|&ask| numbers_of(kept, ask)).collect();
            visit(&numbers)
        }
    }

    /// Makes sure every state of `asks` is in the reader's index.
    fn look_up(
        &mut self,
        ctx: &RulesContext,
        optimum: &Optimum,
        outlook: &Outlook,
        asks: &[(usize, StateKey)],
    ) {
        self.refresh_front(outlook);
        // Mixing a state reads others through the front, which may start it again: then
        // what this pass put in it is gone, and the pass is made again (the second finds
        // everything in the store, so it starts nothing again).
        loop {
            let starts = self.front.starts;
            for &(_, state) in asks {
                let key = front_key(state);
                if !self.front.kept.contains_key(&key) {
                    let kept = self.keep_shared(ctx, optimum, outlook, state);
                    self.front.kept.insert(key, kept);
                }
            }
            if self.front.starts == starts {
                break;
            }
        }
    }

    /// Starts the reader's index again if the rules or the store's contents changed, or it
    /// grew past its limit.
    fn refresh_front(&mut self, outlook: &Outlook) {
        let rules = *outlook.rules();
        let generation = self.store.generation.load(Ordering::Relaxed);
        if self.front.rules != Some(rules)
            || self.front.generation != generation
            || self.front.kept.len() >= FRONT_LIMIT
        {
            self.front.kept.clear();
            self.front.rules = Some(rules);
            self.front.generation = generation;
            self.front.starts = self.front.starts.wrapping_add(1);
        }
    }

    /// Makes sure `state`'s distribution is kept, and hands it out.
    fn keep(
        &mut self,
        ctx: &RulesContext,
        optimum: &Optimum,
        outlook: &Outlook,
        state: StateKey,
    ) -> Kept {
        self.refresh_front(outlook);
        let key = front_key(state);
        if let Some(kept) = self.front.kept.get(&key) {
            return kept.clone();
        }
        let kept = self.keep_shared(ctx, optimum, outlook, state);
        self.front.kept.insert(key, kept.clone());
        kept
    }

    /// [`Futures::keep`] from the shared store.
    fn keep_shared(
        &mut self,
        ctx: &RulesContext,
        optimum: &Optimum,
        outlook: &Outlook,
        state: StateKey,
    ) -> Kept {
        let rules = *outlook.rules();
        let (_, lanes) = outlook.layout.span(state.filled, state.yahtzee_positive);
        let u = usize::from(state.upper).min(lanes.saturating_sub(1));
        if is_stored(&rules, state.filled) {
            let n = outlook.stored_block(state.filled, state.yahtzee_positive);
            let block = match self.store.block(&rules, n) {
                Some(b) => b,
                None => {
                    let block = self.decode(optimum, outlook, state);
                    self.store.keep_block(&rules, n, block)
                }
            };
            let o = block.ordinals.get(u).copied().unwrap_or(0);
            let span = block.spans.get(usize::from(o)).copied();
            return Kept::Stored(block, span);
        }
        // A state whose subtotal no longer matters shares lane 0's distribution.
        let live = LiveLanes::new(&rules, state.filled);
        let lane = if live.live(u as u16) { u } else { 0 };
        let key = StateKey {
            upper: lane as u16,
            ..state
        };
        let mixed = match self.store.mixed(&rules, &key) {
            Some(m) => m,
            None => {
                #[cfg(target_arch = "x86_64")]
                if std::arch::is_x86_feature_detected!("avx2") {
                    // SAFETY: the CPU was just checked to support AVX2.
                    return Kept::Mixed(unsafe { self.mix_avx2(ctx, optimum, outlook, key) });
                }
                self.mix(ctx, optimum, outlook, key)
            }
        };
        Kept::Mixed(mixed)
    }

    /// Decodes the stored block `state` is in.
    fn decode(&mut self, optimum: &Optimum, outlook: &Outlook, state: StateKey) -> Block {
        let rules = *outlook.rules();
        let (_, lanes) = outlook.layout.span(state.filled, state.yahtzee_positive);
        let live = LiveLanes::new(&rules, state.filled);
        let (ordinals, _) = live.ordinals(lanes);
        match outlook.decode(
            state.filled,
            state.yahtzee_positive,
            &mut self.spans,
            &mut self.steps,
            &mut self.bytes,
        ) {
            // No step exceeds STEPS, which is below 2^16 (`decode` checks the sum of each
            // distribution).
            Ok(()) => Block {
                ordinals,
                spans: self.spans.clone(),
                steps: self.steps.iter().map(|&s| s.min(STEPS) as u16).collect(),
            },
            Err(_) => {
                let mut spans = Vec::new();
                let mut steps = Vec::new();
                for u in (0..lanes as u16).filter(|&u| live.live(u)) {
                    let at =
                        StateKey::new(&rules, state.filled, u32::from(u), state.yahtzee_positive);
                    let points = optimum.value(at).round().max(0.0) as u32;
                    spans.push((points, steps.len() as u32, 1));
                    steps.push(STEPS as u16);
                }
                Block {
                    ordinals,
                    spans,
                    steps,
                }
            }
        }
    }

    /// [`Futures::mix`] compiled for AVX2, as the outlook's build is: the eight lanes' keep
    /// comparisons and the mixing take fewer instructions, and with no fused multiply-add
    /// every product and sum is rounded as in the baseline, so the bits are the same.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    fn mix_avx2(
        &mut self,
        ctx: &RulesContext,
        optimum: &Optimum,
        outlook: &Outlook,
        state: StateKey,
    ) -> Arc<Mixed> {
        self.mix(ctx, optimum, outlook, state)
    }

    /// Mixes a state of a level that is not stored from its successors, with the turn the
    /// build took there, and keeps it. The other live lanes of its group are mixed and kept
    /// with it: their turn comes out of the same solve, and games that reach one subtotal of
    /// a box set reach its neighbours. Always the whole group, whatever is kept already, so
    /// that a state's distribution is the same bits however the readers came to it.
    #[inline(always)]
    fn mix(
        &mut self,
        ctx: &RulesContext,
        optimum: &Optimum,
        outlook: &Outlook,
        state: StateKey,
    ) -> Arc<Mixed> {
        let rules = ctx.rules;
        let open = open_boxes(&rules, state.filled);
        let (_, lanes) = outlook.layout.span(state.filled, state.yahtzee_positive);
        let live = LiveLanes::new(&rules, state.filled);
        let asked = usize::from(state.upper);
        let group = asked / W;
        let at = |lane: usize| StateKey {
            upper: (group * W + lane) as u16,
            ..state
        };
        let wanted: [bool; W] = std::array::from_fn(|lane| {
            let u = group * W + lane;
            u == asked || (u < lanes && live.live(u as u16))
        });
        let choices = RollChoices::new(ctx, open, state.yahtzee_positive);
        let mut scratch = self
            .scratch
            .take()
            .unwrap_or_else(|| Box::new(TurnScratch::new()));
        scratch.kernel.prepare(ctx, open, state.yahtzee_positive);
        group_successor_values(
            &rules,
            optimum,
            state.filled,
            state.yahtzee_positive,
            group,
            &mut scratch.succ,
        );
        let mut keys = BlockKeys::new(&choices);
        group_outcomes(&rules, &choices, &mut keys, wanted, &mut scratch);
        let mut parts = Vec::new();
        let mut acc = Vec::new();
        let mut mine = None;
        for &(lane, from, len) in &scratch.lanes {
            let key = at(lane);
            if key.upper != state.upper && self.store.mixed(&rules, &key).is_some() {
                continue;
            }
            let next = successor_states(&rules, key);
            parts.clear();
            for &(slot, points, m) in scratch.outcomes(from, len) {
                if let Some((after, bonus)) = next[usize::from(slot)] {
                    parts.push((after, points + bonus, m));
                }
            }
            acc.clear();
            self.mix_into_inline(ctx, optimum, outlook, &parts, &mut acc);
            let (lo, p) = trim_tails(&acc, 0.0);
            let mixed = Mixed {
                lo,
                p: p.iter().map(|&v| v as f32).collect(),
            };
            let kept = self.store.keep_mixed(&rules, key, mixed);
            if key.upper == state.upper {
                mine = Some(kept);
            }
        }
        self.scratch = Some(scratch);
        // `wanted` marks the lane asked for, so the walk gave it.
        mine.unwrap_or_else(|| {
            Arc::new(Mixed {
                lo: 0,
                p: vec![1.0],
            })
        })
    }

    /// `acc += Σ chance × (the state's distribution shifted by the points)` over `parts`
    /// (state, points, chance), in their order.
    pub(crate) fn mix_into(
        &mut self,
        ctx: &RulesContext,
        optimum: &Optimum,
        outlook: &Outlook,
        parts: &[(StateKey, u32, f64)],
        acc: &mut Vec<f64>,
    ) {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU was just checked to support AVX2.
            unsafe { self.mix_into_avx2(ctx, optimum, outlook, parts, acc) };
            return;
        }
        self.mix_into_inline(ctx, optimum, outlook, parts, acc);
    }

    /// Compiled for AVX2: see [`Futures::mix_avx2`].
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    fn mix_into_avx2(
        &mut self,
        ctx: &RulesContext,
        optimum: &Optimum,
        outlook: &Outlook,
        parts: &[(StateKey, u32, f64)],
        acc: &mut Vec<f64>,
    ) {
        self.mix_into_inline(ctx, optimum, outlook, parts, acc);
    }

    #[inline(always)]
    fn mix_into_inline(
        &mut self,
        ctx: &RulesContext,
        optimum: &Optimum,
        outlook: &Outlook,
        parts: &[(StateKey, u32, f64)],
        acc: &mut Vec<f64>,
    ) {
        // Consecutive parts of one successor (a box's several points) read it once.
        let mut last: Option<(StateKey, Kept)> = None;
        for &(s, by, m) in parts {
            let kept = match &last {
                Some((at, k)) if *at == s => k.clone(),
                _ => {
                    let k = self.keep(ctx, optimum, outlook, s);
                    last = Some((s, k.clone()));
                    k
                }
            };
            kept.add_to(acc, by, m);
        }
    }
}
