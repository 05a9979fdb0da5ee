//! The solver's turns in single precision, two lane groups at a time.
//!
//! The optimum keeps only the start of each turn, so none of its stages is read by a choice:
//! from the scores to the start, a turn runs on [`Pair`]s, sixteen states per 512-bit
//! register (two 256-bit ones) instead of eight. The passes are bound by the instructions
//! they issue, so this halves their cost per state.
//!
//! Each lane is held less an offset of its own: the successor value of its best zero
//! placement, the largest among its open boxes' zero slots. A maximum, and a mean weighted by
//! chances that add up to one, commute with subtracting a constant, so the turn is unchanged
//! in exact arithmetic; in single precision it then rounds differences of a few dozen points
//! rather than totals of hundreds. Measured against the double-precision solve on every
//! ruleset `yahtzee-lab --tables` solves, every value is within 2e-5 of it with free holds and
//! 5e-5 with sticky ones (see the test `single_precision_stays_within_a_ten_thousandth`);
//! the game's first turn, whose value is the start value, is solved in double precision (see
//! the solver's `Worker::first_turn`).
//!
//! The offset also makes the scores cheap. A roll without a box's pattern scores zero there,
//! so a score starts from the best zero placement (zero, less the offset) and only the
//! placements that score points are compared with it, a third of them on the classic card.
//! Where a roll does score in a box its zero is not to be had there, but the placement that
//! scores is never worth less than that box's zero slot: its points count, and a higher upper
//! subtotal or a positive Yahtzee never lowers what is still to come.

use std::collections::HashMap;
use std::ops::Range;

use super::sticky::StickyStages;
use super::{
    Candidate, Fused, KEEP_SLOTS, Keeps, LaneSet, Lanes, PAIR, Pair, RulesContext, SLOTS, W,
    YAHTZEE_POSITIVE_SLOT, expect_pass, first_throw_mean, max_pass, slot,
};
use crate::combos::{ROLL_BASE, ROLLS};
use crate::rules::{BOXES, BoxId, BoxSet, Ruleset};

/// Room for the entries of the [`ScoreLookup`], a power of two: an entry number masked to it
/// needs no bounds check. A box's plain points are one fixed value or a sum of dice (at most
/// 30), and an upper box's five slots each have their own points, so a card has at most
/// 30 + 30 per other box.
const ENTRY_ROOM: usize = 512;
const _: () = assert!(30 + (BOXES - 6) * 30 <= ENTRY_ROOM && ENTRY_ROOM.is_power_of_two());

/// How many boxes choose among the [`ScoreLookup`]: 2^7 = 128 lookups.
const KEYED: usize = 7;

/// The plain placements that score points, as the solver's scores read them: every distinct
/// (successor slot, points) of one, and for every roll the ones it has.
///
/// A box that is not open is read as worth nothing, but each placement read costs as much
/// open or not, and the upper boxes and Chance make four of a Classic roll's five. So there is
/// a lookup for each subset of the [`KEYED`] boxes that score for the most rolls, leaving out
/// the ones not open; a block reads the lookup of its open boxes among them (see
/// [`BlockPlacements::prepare`]).
pub(crate) struct ScoreLookup {
    /// The distinct placements, by entry number: slot and points.
    entries: Vec<(u8, f32)>,
    /// The boxes that choose the lookup: lookup `t` leaves out those whose bit in `t` is clear.
    keyed: Vec<BoxId>,
    /// The placements' rolls for each subset of `keyed`, by subset (bit `i` for `keyed[i]`).
    lookups: Vec<RollLists>,
}

/// The rolls by how many placements score points for them (so that each loop over a roll's
/// placements has a fixed length): that number, the rolls, and their entry numbers one roll
/// after another.
struct RollLists {
    groups: Vec<(usize, Vec<u8>, Vec<u16>)>,
}

impl ScoreLookup {
    pub(crate) fn new(ctx: &RulesContext) -> ScoreLookup {
        let mut entries: Vec<(u8, f32)> = Vec::new();
        let mut numbers: HashMap<(u8, u32), u16> = HashMap::new();
        // Each box of the card with its entry number for each roll it scores points for.
        let columns: Vec<(BoxId, Vec<Option<u16>>)> = ctx
            .rules
            .layout()
            .boxes()
            .iter()
            .map(|&b| {
                let column = ctx.plain_column(b).iter().map(|c| {
                    (c.points > 0.0).then(|| {
                        let entry = (c.slot, c.points as f32);
                        *numbers
                            .entry((entry.0, entry.1.to_bits()))
                            .or_insert_with(|| {
                                entries.push(entry);
                                (entries.len() - 1) as u16
                            })
                    })
                });
                (b, column.collect())
            })
            .collect();
        debug_assert!(entries.len() <= ENTRY_ROOM);
        let mut ranked: Vec<&(BoxId, Vec<Option<u16>>)> = columns.iter().collect();
        ranked.sort_by_key(|(_, column)| std::cmp::Reverse(column.iter().flatten().count()));
        let keyed: Vec<BoxId> = ranked.iter().take(KEYED).map(|(b, _)| *b).collect();
        let lookups = (0..1usize << keyed.len())
            .map(|subset| {
                let left_out = |b: &BoxId| {
                    keyed
                        .iter()
                        .position(|k| k == b)
                        .is_some_and(|bit| subset >> bit & 1 == 0)
                };
                let kept: Vec<&[Option<u16>]> = columns
                    .iter()
                    .filter(|(b, _)| !left_out(b))
                    .map(|(_, column)| column.as_slice())
                    .collect();
                RollLists::new(&kept)
            })
            .collect();
        ScoreLookup {
            entries,
            keyed,
            lookups,
        }
    }

    /// The lookup of a block with `open` boxes.
    fn lookup_of(&self, open: BoxSet) -> usize {
        self.keyed
            .iter()
            .enumerate()
            .filter(|(_, b)| open.contains(**b))
            .map(|(bit, _)| 1 << bit)
            .sum()
    }
}

impl RollLists {
    /// From the columns of the boxes kept: each roll's entry number in each, if it scores.
    fn new(columns: &[&[Option<u16>]]) -> RollLists {
        let mut groups: Vec<(usize, Vec<u8>, Vec<u16>)> = Vec::new();
        let mut list: Vec<u16> = Vec::with_capacity(columns.len());
        for roll in 0..ROLLS {
            list.clear();
            list.extend(columns.iter().filter_map(|column| column[roll]));
            let group = match groups.iter().position(|g| g.0 == list.len()) {
                Some(g) => g,
                None => {
                    groups.push((list.len(), Vec::new(), Vec::new()));
                    groups.len() - 1
                }
            };
            groups[group].1.push(roll as u8);
            groups[group].2.extend_from_slice(&list);
        }
        RollLists { groups }
    }
}

/// What the scores of a state block are made of, the same for all its lanes.
pub(crate) struct BlockPlacements {
    /// Which successor slots a placement in an open box leads to.
    open: [bool; SLOTS],
    /// The successor slot of a zero in each open box.
    zero_slots: Vec<usize>,
    /// The rolls whose placements differ from the plain points (see
    /// [`RulesContext::candidates`]), each with its own list in `candidates`.
    special: Vec<(usize, Range<usize>)>,
    candidates: Vec<Candidate>,
    /// Which of the [`ScoreLookup`] the scores read.
    lookup: usize,
}

impl BlockPlacements {
    pub(crate) fn new() -> BlockPlacements {
        BlockPlacements {
            open: [false; SLOTS],
            lookup: 0,
            zero_slots: Vec::new(),
            special: Vec::new(),
            candidates: Vec::new(),
        }
    }

    pub(crate) fn prepare(
        &mut self,
        ctx: &RulesContext,
        lookup: &ScoreLookup,
        open: BoxSet,
        yahtzee_positive: bool,
    ) {
        self.lookup = lookup.lookup_of(open);
        self.open = [false; SLOTS];
        self.zero_slots.clear();
        self.special.clear();
        self.candidates.clear();
        for &b in ctx.rules.layout().boxes() {
            if open.contains(b) {
                let zero = slot(b, 0);
                self.zero_slots.push(zero);
                // An upper box's slots are one per count of its face, from zero up.
                let last = if b.upper_face().is_some() {
                    zero + 5
                } else {
                    zero
                };
                self.open[zero..=last].fill(true);
                if b == BoxId::Yahtzee {
                    self.open[YAHTZEE_POSITIVE_SLOT] = true;
                }
            }
        }
        for r in ctx.special_rolls(open) {
            let start = self.candidates.len();
            ctx.candidates(r, open, yahtzee_positive, &mut self.candidates);
            self.special.push((r, start..self.candidates.len()));
        }
    }
}

/// Room for the successor slots, a power of two: a slot masked to it needs no bounds check.
const SLOT_ROOM: usize = 64;
const _: () = assert!(SLOTS <= SLOT_ROOM && SLOT_ROOM.is_power_of_two());

/// Half `H` of a pair's lanes.
#[inline(always)]
fn half<const H: usize>(pair: &Pair) -> [f32; W] {
    let mut out = [0.0; W];
    out.copy_from_slice(&pair.0[H * W..(H + 1) * W]);
    out
}

#[inline(always)]
fn set_half<const H: usize>(pair: &mut Pair, lanes: [f32; W]) {
    pair.0[H * W..(H + 1) * W].copy_from_slice(&lanes);
}

/// Lane by lane, `yes` where `mask` is set and `no` elsewhere.
#[inline(always)]
fn select<T: Copy>(mask: [bool; W], yes: [T; W], no: [T; W]) -> [T; W] {
    let mut out = no;
    for i in 0..W {
        out[i] = if mask[i] { yes[i] } else { no[i] };
    }
    out
}

/// The working memory of one turn of two lane groups (its halves) in single precision.
pub(crate) struct PairTurn {
    /// Per keep, both groups' values less their lanes' offsets: the scores at the full rolls,
    /// `F_j` below [`ROLL_BASE`]; the start of the turn ends in keep 0.
    e: Box<Keeps<Pair>>,
    /// Each half's offset per lane.
    offsets: [Lanes; 2],
    /// A group's scoring placements, by entry of the [`ScoreLookup`]: their points
    /// plus their slots' values, less the offsets.
    entries: Box<[[f32; W]; ENTRY_ROOM]>,
}

impl PairTurn {
    pub(crate) fn new() -> PairTurn {
        PairTurn {
            e: Box::new([Pair::ZERO; KEEP_SLOTS]),
            offsets: [Lanes::ZERO; 2],
            entries: Box::new([[0.0; W]; ENTRY_ROOM]),
        }
    }

    /// The scores of lanes `lanes` of half `half`, from their successor values `succ` in a
    /// block placed as `block` says; the half's other lanes keep theirs.
    #[inline(always)]
    pub(crate) fn fill(
        &mut self,
        lookup: &ScoreLookup,
        block: &BlockPlacements,
        succ: &[Lanes],
        half: usize,
        lanes: Range<usize>,
    ) {
        let mask: [bool; W] = std::array::from_fn(|lane| lanes.contains(&lane));
        if half == 0 {
            self.fill_half::<0>(lookup, block, succ, mask);
        } else {
            self.fill_half::<1>(lookup, block, succ, mask);
        }
    }

    // Each step reads a half into a local, computes a fresh value with selects and stores it
    // whole: stores lane by lane, or conditional ones, were left as scalar code.
    #[inline(always)]
    fn fill_half<const H: usize>(
        &mut self,
        lookup: &ScoreLookup,
        block: &BlockPlacements,
        succ: &[Lanes],
        mask: [bool; W],
    ) {
        // A complete card scores nothing more (the solver never has one to fill).
        let mut offset = match block.zero_slots.first() {
            Some(&s) => succ[s],
            None => Lanes::ZERO,
        };
        for &s in &block.zero_slots {
            offset = offset.max(&succ[s]);
        }
        // A box not open, and a lane outside the mask, are worth less than any score: the
        // first is never chosen, the second keeps the lane's score unchanged.
        let mut rel = [[f32::NEG_INFINITY; W]; SLOT_ROOM];
        for ((rel, succ), &open) in rel.iter_mut().zip(succ).zip(&block.open) {
            for i in 0..W {
                rel[i] = if open && mask[i] {
                    (succ.0[i] - offset.0[i]) as f32
                } else {
                    f32::NEG_INFINITY
                };
            }
        }
        for (value, &(slot, points)) in self.entries.iter_mut().zip(&lookup.entries) {
            let rel = &rel[usize::from(slot) & (SLOT_ROOM - 1)];
            let mut sum = [0.0; W];
            for i in 0..W {
                sum[i] = rel[i] + points;
            }
            *value = sum;
        }
        let mask = (mask != [true; W]).then_some(mask);
        for (count, rolls, entries) in &lookup.lookups[block.lookup].groups {
            if *count == 0 {
                // Every box these rolls score in is shut: the best is a zero.
                for &r in rolls {
                    self.put::<H>(usize::from(r), [0.0; W], mask);
                }
                continue;
            }
            macro_rules! rows_of {
                ($($n:literal)*) => {
                    match *count {
                        $($n => self.rows::<H, $n>(rolls, entries, mask),)*
                        _ => self.rows_any::<H>(*count, rolls, entries, mask),
                    }
                };
            }
            rows_of!(1 2 3 4 5 6 7 8 9 10 11 12);
        }
        for (r, range) in &block.special {
            let mut best = [f32::NEG_INFINITY; W];
            for c in &block.candidates[range.clone()] {
                let add = &rel[usize::from(c.slot) & (SLOT_ROOM - 1)];
                let points = c.points as f32;
                let mut next = [0.0; W];
                for i in 0..W {
                    let v = add[i] + points;
                    next[i] = if best[i] > v { best[i] } else { v };
                }
                best = next;
            }
            self.put::<H>(*r, best, mask);
        }
        let mut offsets = self.offsets[H];
        for i in 0..W {
            offsets.0[i] = match mask {
                Some(mask) if !mask[i] => offsets.0[i],
                _ => offset.0[i],
            };
        }
        self.offsets[H] = offsets;
    }

    /// The scores of `rolls`, each with `N` placements that score (their entry numbers one
    /// roll after another in `entries`): the best of them and of a zero.
    #[inline(always)]
    fn rows<const H: usize, const N: usize>(
        &mut self,
        rolls: &[u8],
        entries: &[u16],
        mask: Option<[bool; W]>,
    ) {
        for (&r, list) in rolls.iter().zip(entries.chunks_exact(N)) {
            let mut best = [0.0; W];
            for &e in &list[..N] {
                let v = &self.entries[usize::from(e) & (ENTRY_ROOM - 1)];
                for i in 0..W {
                    best[i] = if best[i] > v[i] { best[i] } else { v[i] };
                }
            }
            self.put::<H>(usize::from(r), best, mask);
        }
    }

    /// [`PairTurn::rows`] for a number of placements it is not written out for.
    fn rows_any<const H: usize>(
        &mut self,
        count: usize,
        rolls: &[u8],
        entries: &[u16],
        mask: Option<[bool; W]>,
    ) {
        for (&r, list) in rolls.iter().zip(entries.chunks(count.max(1))) {
            let mut best = [0.0; W];
            for &e in list.iter().take(count) {
                let v = &self.entries[usize::from(e) & (ENTRY_ROOM - 1)];
                for i in 0..W {
                    best[i] = if best[i] > v[i] { best[i] } else { v[i] };
                }
            }
            self.put::<H>(usize::from(r), best, mask);
        }
    }

    /// Roll `r`'s score in half `H`, in the lanes of `mask` (all, if none).
    #[inline(always)]
    fn put<const H: usize>(&mut self, r: usize, score: [f32; W], mask: Option<[bool; W]>) {
        let row = &mut self.e[(ROLL_BASE + r) & (KEEP_SLOTS - 1)];
        let score = match mask {
            Some(mask) => select(mask, score, half::<H>(row)),
            None => score,
        };
        set_half::<H>(row, score);
    }

    /// The throws of the turn, from the scores to the start of the turn. `sticky` is the
    /// sticky stages' working memory, made at the first sticky turn.
    #[inline(always)]
    pub(crate) fn run(
        &mut self,
        rules: &Ruleset,
        fused: Fused,
        sticky: &mut Option<Box<StickyStages>>,
    ) {
        let throws = rules.max_rolls();
        self.center(fused);
        let e = &mut *self.e;
        if throws > 1 {
            // With one throw left there is nothing to choose before it (see `Kernel::run_turn`).
            expect_pass(e, fused);
            if rules.sticky_holds() && throws > 2 {
                let stages = sticky.get_or_insert_with(|| Box::new(StickyStages::new()));
                stages.take(e);
                for _ in 2..throws {
                    stages.stage(fused);
                }
                stages.give(e);
            } else {
                for _ in 2..throws {
                    max_pass(e);
                    expect_pass(e, fused);
                }
            }
            // The best keep from each roll of the first throw, which starts from nothing held.
            max_pass(e);
        }
        e[0] = first_throw_mean(e, fused);
    }

    /// Moves each lane's offset to the mean of its scores. The scores were made relative to
    /// the best zero placement, which is exact for the zeros but leaves the values of the turn
    /// tens of points above the offset; centred, they are nearer zero, where single precision
    /// is finer. The mean is only a choice of offset, so its own rounding changes nothing.
    #[inline(always)]
    fn center(&mut self, fused: Fused) {
        let e = &mut *self.e;
        let mean = first_throw_mean(e, fused);
        for row in &mut e[ROLL_BASE..ROLL_BASE + ROLLS] {
            for i in 0..PAIR {
                row.0[i] -= mean.0[i];
            }
        }
        for (half, offsets) in self.offsets.iter_mut().enumerate() {
            for (i, offset) in offsets.0.iter_mut().enumerate() {
                *offset += f64::from(mean.0[half * W + i]);
            }
        }
    }

    /// The start-of-turn value of lane `lane` of half `half`, once the turn is run.
    pub(crate) fn start(&self, half: usize, lane: usize) -> f64 {
        f64::from(self.e[0].0[half * W + lane]) + self.offsets[half].0[lane]
    }
}
