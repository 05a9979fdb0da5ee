//! The Shark: plays to finish first, not to score most.
//!
//! Each turn it solves the turn exactly, valuing every way the turn can end by the chance to
//! win that follows: its own final total is the points banked plus the placement plus the
//! rest of its card played Perfect (the distribution in [`Outlook`]), against every
//! opponent's final total under Perfect play from where they stand. A seat far behind thus
//! gambles for the big boxes, and one far ahead takes the safe points. In a solitaire match
//! there is no one to beat and it plays Perfect.
//!
//! # Fast sums, exact choices
//!
//! The exact plan ([`Sums::Exact`]) sums every placement's chance to win left to right, each
//! keep's over its outcomes in order: the Shark's choices were defined by those sums, to the
//! bit. Most of a plan's time went to them and to widening the outlook's numbers for them, so
//! a plan is first made with [`Sums::AnyOrder`]: each placement's sum read straight from the
//! outlook's steps in partial sums side by side (`shark_sums::any_order_sum`), each keep's
//! chance the mean of its six one-die-larger keeps'. Every one of its chances is then within
//! a bound of the exact plan's, which the plan carries as its slack:
//!
//! - a placement's sum of `n` non-negative terms, in either plan, is within `γ(n + 2)` of the
//!   true sum (`γ(k) = k·u / (1 - k·u)`, `u = 2⁻⁵³`), so the two are within `3·γ(n + 2)` of
//!   the fast one;
//! - a best placement and a best between throws are maxima, exact: they differ by no more
//!   than the chances they are the largest of;
//! - a keep's chance averages chances each within the slack, with weights adding up to at
//!   most `1 + 10⁻¹²`; both plans' roundings add `γ(253)` of the largest chance each at most
//!   (`keep_slack`).
//!
//! On a Classic card that is some 10⁻¹³. The Shark counts chances within 10⁻⁹ of the best as
//! the same ([`crate::strategy`]): its choice is the exact plan's unless some chance lies
//! within twice the slack of that line, where the exact sums could fall on its other side.
//! [`SharkTurn::decide`] checks that at every choice, and where it fails (or where the
//! choice among several as good is left to the chances alone) the turn is planned again
//! exactly ([`SharkCache::get_settled`]). So the Shark's choices are the exact plan's by
//! construction, not by the luck of a run.

use std::collections::HashMap;
use std::sync::Arc;

use super::combos::{Combos, ROLL_BASE, ROLLS};
use super::kernel::{Candidate, RulesContext, SLOTS, YAHTZEE_POSITIVE_SLOT};
use super::odds::{Dist, Futures, Outlook, WinFunction};
use super::plan::Choice;
use super::shark_sums::{
    Quad, any_order_sum, best_between, best_of_columns, gamma, keep_means, keep_sums, larger,
    quad_sums,
};
use super::solver::{Optimum, StateKey, open_boxes};
use crate::rules::{BoxId, Counts, Dice, Holds, Ruleset, Scorecard};

/// One turn's plan: the chance to win of every way to end it, and of every keep.
pub struct SharkTurn {
    key: TurnKey,
    columns: Arc<Columns>,
    /// The open boxes, in card order.
    open: Vec<BoxId>,
    /// The rolls whose placements are not their plain ones (five of a kind under the Joker),
    /// with those placements.
    special: Vec<(usize, Vec<Candidate>)>,
    /// The chance to win after each placement.
    values: Values,
    span: usize,
    /// `keeps[j - 1][k]`: the chance to win after keeping `k` with `j` throws left.
    keeps: Vec<Vec<f64>>,
    /// How far any of its chances may be from the exact plan's (see the module's docs): 0
    /// for the exact plan itself.
    slack: f64,
}

/// A plan's chances to win after its placements, at `slot × span + points`.
enum Values {
    /// Room for every slot's every points, as a plan is built in (and played).
    Every(Vec<f64>),
    /// Only those of the placements the plan's turn can make, by place, for a plan kept
    /// for later turns: some hundred where the room is some thousands.
    Asked(Vec<(u32, f64)>),
}

impl Values {
    fn at(&self, place: usize) -> f64 {
        match self {
            Values::Every(v) => v.get(place).copied().unwrap_or(0.0),
            // Every placement's chance is asked for (see `SharkTurn::plan`): a place that
            // was not is of none, which could not win.
            Values::Asked(v) => u32::try_from(place)
                .ok()
                .and_then(|place| v.binary_search_by_key(&place, |&(p, _)| p).ok())
                .map_or(0.0, |i| v[i].1),
        }
    }
}

/// A plan's answer at one point of its turn ([`SharkTurn::decide`]).
#[derive(Clone, Copy, Debug)]
pub struct Decision {
    /// The best chance to win of any choice.
    pub top: f64,
    /// The first choice with that chance, in the order ties are broken.
    pub best: Option<Choice>,
    /// Whether more than one choice is within the given distance of the best.
    pub several: bool,
    /// Whether the exact plan would answer the same, `best` aside: true unless the plan's
    /// sums are not exact and some choice's chance is within twice the slack of the line
    /// below the best, where the exact sums could fall on the other side of it.
    pub settled: bool,
}

/// Every box's plain placement of every roll, as the rules context has them, kept where a
/// turn's plan can read them after the context is gone.
struct Columns {
    rules: Ruleset,
    by_box: Vec<[Candidate; ROLLS]>,
    /// Per box, the distinct (slot, points) among its plain placements.
    pairs: Vec<Vec<(u8, u16)>>,
    /// How many chances a slot has in a plan's values: room past the most points a plain
    /// placement scores for the extra-Yahtzee bonus and a quad's four lanes.
    span: usize,
    /// Per box, every roll's plain placement's place in a plan's values of that span.
    at: Vec<[u32; ROLLS]>,
}

impl Columns {
    fn new(ctx: &RulesContext) -> Columns {
        let by_box: Vec<[Candidate; ROLLS]> =
            BoxId::ALL.iter().map(|&b| *ctx.plain_column(b)).collect();
        let pairs = by_box
            .iter()
            .map(|column| {
                let mut pairs: Vec<(u8, u16)> =
                    column.iter().map(|c| (c.slot, c.points as u16)).collect();
                pairs.sort_unstable();
                pairs.dedup();
                pairs
            })
            .collect();
        let most = by_box
            .iter()
            .flatten()
            .map(|c| c.points as usize)
            .max()
            .unwrap_or(0);
        let span = most + usize::from(ctx.rules.extra_yahtzee_bonus()) + 4;
        let at = by_box
            .iter()
            .map(|column| column.map(|c| (usize::from(c.slot) * span + c.points as usize) as u32))
            .collect();
        Columns {
            rules: ctx.rules,
            by_box,
            pairs,
            span,
            at,
        }
    }
}

/// Working memory a plan is built in, kept from turn to turn.
#[derive(Default)]
struct Scratch {
    /// Each slot's successor's distribution of points still to come.
    dists: Vec<Dist>,
    /// Each slot's points asked for, a bit each (so that they come out in order).
    wanted: Vec<u64>,
    /// The one opponent's distribution of final totals.
    opponent: Dist,
    /// The memory of a plan's quads, kept empty.
    quads: Vec<Quad<'static>>,
    /// The slots whose successors are read, with those successors.
    asks: Vec<(usize, StateKey)>,
    /// Which slot and lowest points each quad of sums is of, and how many of its terms are
    /// left out (see `plan`).
    quad_of: Vec<(usize, usize, usize)>,
    sums: Vec<[f64; 4]>,
    chances: Vec<f64>,
    best_score: Vec<f64>,
    prev: Vec<f64>,
    within: Vec<f64>,
}

/// What a turn's plan depends on: the seat's state and banked points, and every opponent's.
#[derive(Clone, PartialEq, Eq, Hash)]
struct TurnKey {
    me: (StateKey, u32),
    opponents: Vec<(StateKey, u32)>,
}

/// The box a placement slot fills.
fn slot_box(slot: u8) -> BoxId {
    let s = usize::from(slot);
    let index = match s {
        0..36 => s / 6,
        YAHTZEE_POSITIVE_SLOT => BoxId::Yahtzee.index(),
        _ => 6 + (s - 36),
    };
    BoxId::from_index(index).unwrap_or(BoxId::Chance)
}

/// The numbers of the bits set in `bits`, in order (bit `i` of word `w` is `w × 64 + i`).
fn set_bits(bits: &[u64]) -> impl Iterator<Item = usize> + '_ {
    bits.iter().enumerate().flat_map(|(i, &word)| {
        std::iter::successors(Some(word), |w| Some(w & w.wrapping_sub(1)))
            .take_while(|&w| w != 0)
            .map(move |w| i * 64 + w.trailing_zeros() as usize)
    })
}

/// Whom a plan plays against: one opponent's final total, or the win function of several.
enum Against<'a> {
    One(&'a Dist),
    Several(WinFunction),
}

/// Into `out`, the chance to win with each final total from `bottom` to before `top` against
/// one opponent whose final total is `d`: what [`WinFunction::against`] gives, to the bit.
/// With one opponent its product of polynomials is `a + b·z`, `a` the running sum of the
/// opponent's chances below the total and `b` its chance of the total, and its sum of
/// coefficients over ways to split the win is `-0.0 + a / 1 + b / 2`; each step there
/// (a product by 1.0, a sum with +0.0 or -0.0 of non-negative numbers) leaves the value as
/// it was, so the chance is `a + b / 2`, `a` summed in the same order from 0.
fn heads_up(d: &Dist, bottom: u32, top: u32, out: &mut Vec<f64>) {
    out.clear();
    // Beyond the opponent's highest total, a certain win; below its lowest, none.
    out.resize(top.saturating_sub(bottom) as usize, 1.0);
    let none = top.min(d.lo).saturating_sub(bottom) as usize;
    out[..none].fill(0.0);
    // The totals below the window only add to the running sum.
    let before = (bottom.saturating_sub(d.lo) as usize).min(d.p.len());
    let mut below = 0.0;
    for &b in &d.p[..before] {
        below += b;
    }
    let from = (d.lo + before as u32).saturating_sub(bottom) as usize;
    let window = out.get_mut(from..).unwrap_or_default();
    for (o, &b) in window.iter_mut().zip(&d.p[before..]) {
        *o = below + b / 2.0;
        below += b;
    }
}

/// Into `chances`, the chance to win at every final total a placement can lead to, from
/// `bottom` (the least of them: the points banked and more, not 0) to before `top`, so that
/// the sums read an array instead of asking the win function term by term. Returns how many
/// of them, from the first, are +0.0.
fn win_chances(against: &Against, bottom: u32, top: u32, chances: &mut Vec<f64>) -> usize {
    chances.clear();
    match against {
        Against::One(d) => heads_up(d, bottom, top, chances),
        Against::Several(win) => chances.extend((bottom..top).map(|y| win.at(y))),
    }
    chances
        .iter()
        .position(|&c| c != 0.0)
        .unwrap_or(chances.len())
}

/// The most outcomes a keep has (keeping nothing: every roll of five dice).
const KEEP_TERMS: usize = 252;

/// The most the probabilities of a keep's outcomes add up to: 1, and the roundings of at most
/// [`KEEP_TERMS`] quotients, each within 2⁻⁵³ of its own.
const KEEP_WEIGHT: f64 = 1.0 + 1e-12;

/// How far a keep's chance may be from the exact plan's, when the chances it averages are each
/// within `slack` of the exact plan's and at most `largest`: the difference of the terms,
/// weighted (at most `KEEP_WEIGHT × slack`), and the two plans' roundings, the exact plan's
/// within `γ(KEEP_TERMS + 1)` of its terms' true mean and the other's (with free holds, the
/// means die by die of [`keep_means`]) within `γ(35)`, less than that. Every chance is
/// non-negative, so a mean is at most `largest + slack`.
fn keep_slack(slack: f64, largest: f64) -> f64 {
    if slack == 0.0 {
        return 0.0;
    }
    KEEP_WEIGHT * (slack + 2.0 * gamma(KEEP_TERMS + 1) * (largest + slack))
}

/// How a plan sums its placements' chances to win.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Sums {
    /// Each the plain left-to-right sum of its terms, to the bit.
    Exact,
    /// In whatever order is fastest, each within a bound of the exact sum that the plan
    /// carries (see the module's docs).
    AnyOrder,
}

/// Where a plan reads the distributions of points still to come.
struct Sources<'a> {
    ctx: &'a RulesContext,
    optimum: &'a Optimum,
    outlook: &'a Outlook,
    futures: &'a mut Futures,
}

/// The opponents' final totals as a plan reads them: against one opponent the chance to win
/// at each total is read straight off its distribution (`heads_up`, kept in `opponent`);
/// against several, from the win function.
fn against<'a>(src: Sources, opponents: &[&Scorecard], opponent: &'a mut Dist) -> Against<'a> {
    let Sources {
        ctx,
        optimum,
        outlook,
        futures,
    } = src;
    let rules = ctx.rules;
    match opponents {
        [only] => {
            futures.read(
                ctx,
                optimum,
                outlook,
                StateKey::of_card(&rules, only),
                opponent,
            );
            opponent.lo += only.total(&rules);
            Against::One(opponent)
        }
        _ => {
            let finals: Vec<Dist> = opponents
                .iter()
                .map(|c| {
                    futures
                        .get(ctx, optimum, outlook, StateKey::of_card(&rules, c))
                        .shifted(c.total(&rules))
                })
                .collect();
            Against::Several(WinFunction::against(&finals))
        }
    }
}

/// Lists in `asks` the slots with points asked for and the state each leads to; a slot that
/// leads nowhere gets chance 0 for its points (no placement does, and it could not win).
fn ask_successors(
    next: &[Option<(StateKey, u32)>; SLOTS],
    wanted: &[u64],
    words: usize,
    span: usize,
    values: &mut [f64],
    asks: &mut Vec<(usize, StateKey)>,
) {
    asks.clear();
    for (s, bits) in wanted.chunks(words).enumerate() {
        match next[s] {
            Some((after, _)) if bits.iter().any(|&w| w != 0) => asks.push((s, after)),
            Some(_) => {}
            None => {
                for q in set_bits(bits) {
                    values[s * span + q] = 0.0;
                }
            }
        }
    }
}

/// The memory the exact sums work in, borrowed from the plan's [`Scratch`].
struct ExactScratch<'s> {
    slot_dists: &'s mut Vec<Dist>,
    quad_of: &'s mut Vec<(usize, usize, usize)>,
    quad_memory: &'s mut Vec<Quad<'static>>,
    quad_results: &'s mut Vec<[f64; 4]>,
    chances: &'s mut Vec<f64>,
}

/// The placements a plan asks the chance to win of: for slot `s`, the points set in
/// `wanted[s × words..]`, each at `s × span + points` among the plan's values.
struct Placing<'a> {
    /// Points already on the card.
    banked: u32,
    /// Each slot's successor state and the upper bonus it earns.
    next: &'a [Option<(StateKey, u32)>; SLOTS],
    wanted: &'a [u64],
    words: usize,
    span: usize,
}

impl Placing<'_> {
    /// The points asked for in slot `s`.
    fn points(&self, s: usize) -> impl Iterator<Item = usize> + '_ {
        set_bits(&self.wanted[s * self.words..(s + 1) * self.words])
    }

    /// Where a placement of `q` points in slot `s` starts, among the final totals, for a
    /// successor's distribution that starts at `lo`.
    fn first(&self, s: usize, q: usize, lo: u32) -> u32 {
        self.banked + q as u32 + self.next[s].map_or(0, |(_, bonus)| bonus) + lo
    }

    /// Each placement's chance to win summed in whatever order is fastest; returns the
    /// largest distance any may be from the exact sum.
    fn any_order(
        &self,
        src: Sources,
        against: &Against,
        asks: &[(usize, StateKey)],
        chances: &mut Vec<f64>,
        values: &mut [f64],
    ) -> f64 {
        let Sources {
            ctx,
            optimum,
            outlook,
            futures,
        } = src;
        let span = self.span;
        futures.with_numbers(ctx, optimum, outlook, asks, |numbers| {
            let mut bottom = u32::MAX;
            let mut top = 0;
            for &(s, n) in numbers {
                let (lo, len) = n.span();
                for q in self.points(s) {
                    bottom = bottom.min(self.first(s, q, lo));
                    top = top.max(self.first(s, q, lo) + len as u32);
                }
            }
            let bottom = bottom.min(top);
            let zeros = win_chances(against, bottom, top, chances);
            let mut slack = 0.0;
            for (i, &(s, n)) in numbers.iter().enumerate() {
                // The next distribution is fetched while this one is summed.
                if let Some(&(_, next)) = numbers.get(i + 1) {
                    next.prefetch();
                }
                let (lo, _) = n.span();
                for q in self.points(s) {
                    let at = (self.first(s, q, lo) - bottom) as usize;
                    let (value, within) = any_order_sum(n, at, zeros, chances);
                    values[s * span + q] = value;
                    slack = larger(slack, within);
                }
            }
            slack
        })
    }

    /// Each placement's chance to win as the plain left-to-right sum of its terms: each
    /// slot's points in quads of four consecutive ones, each quad's sums side by side against
    /// the same distribution. Exact, so its slack is 0.
    fn exact(
        &self,
        src: Sources,
        against: &Against,
        asks: &[(usize, StateKey)],
        scratch: ExactScratch,
        values: &mut [f64],
    ) -> f64 {
        let Sources {
            ctx,
            optimum,
            outlook,
            futures,
        } = src;
        let ExactScratch {
            slot_dists,
            quad_of,
            quad_memory,
            quad_results,
            chances,
        } = scratch;
        slot_dists.resize_with(SLOTS, || Dist {
            lo: 0,
            p: Vec::new(),
        });
        // Every successor read at once, so that their waits on memory overlap.
        futures.read_many(ctx, optimum, outlook, asks, slot_dists);
        quad_of.clear();
        let mut bottom = u32::MAX;
        let mut top = 0;
        for &(s, _) in asks {
            let d = &slot_dists[s];
            let mut covered = 0;
            for q in self.points(s) {
                if q < covered {
                    continue;
                }
                quad_of.push((s, q, 0));
                covered = q + 4;
                bottom = bottom.min(self.first(s, q, d.lo));
                top = top.max(self.first(s, q, d.lo) + d.p.len() as u32 + 3);
            }
        }
        let bottom = bottom.min(top);
        let zeros = win_chances(against, bottom, top, chances);
        // Where a placement's successor's distribution starts among the chances.
        let at = |s: usize, q: usize| (self.first(s, q, slot_dists[s].lo) - bottom) as usize;
        // Below the least total with a chance to win every term of a sum is +0.0, and adding
        // one changes nothing but a -0.0 start: a quad's sums leave out the terms where all
        // four lanes' are, keeping at least the last (so that a sum of nothing but zeros is
        // still +0.0). Sums to the bit as before, far fewer terms once one seat is well
        // ahead.
        for (s, q, skip) in quad_of.iter_mut() {
            let len = slot_dists[*s].p.len();
            *skip = zeros
                .saturating_sub(at(*s, *q) + 3)
                .min(len.saturating_sub(1));
        }
        // The longest first, so that the sums side by side are of about the same length.
        quad_of
            .sort_unstable_by_key(|&(s, _, skip)| std::cmp::Reverse(slot_dists[s].p.len() - skip));
        // The quads borrow this plan's distributions, so the list kept from plan to plan is
        // kept empty, only its memory reused: some kilobytes, which the allocator would
        // otherwise free and merge again every turn.
        let mut quads: Vec<Quad> = std::mem::take(quad_memory);
        quads.clear();
        quads.extend(quad_of.iter().map(|&(s, q, skip)| Quad {
            p: &slot_dists[s].p[skip..],
            at: at(s, q) + skip,
        }));
        quad_sums(&quads, chances, quad_results);
        quads.clear();
        // Empty, so the closure is never called: the collection reuses the memory in place.
        *quad_memory = quads
            .into_iter()
            .map(|q| Quad { p: &[], at: q.at })
            .collect();
        for (&(s, q, _), sum) in quad_of.iter().zip(quad_results.iter()) {
            let at = s * self.span + q;
            values[at..at + 4].copy_from_slice(sum);
        }
        0.0
    }
}

impl SharkTurn {
    fn empty(key: TurnKey, columns: Arc<Columns>) -> SharkTurn {
        SharkTurn {
            key,
            columns,
            open: Vec::new(),
            special: Vec::new(),
            values: Values::Every(Vec::new()),
            span: 0,
            keeps: Vec::new(),
            slack: 0.0,
        }
    }

    /// Plans the turn of `card` against `opponents` (their cards, each at the start of a
    /// turn).
    pub fn new(
        ctx: &RulesContext,
        optimum: &Optimum,
        outlook: &Outlook,
        card: &Scorecard,
        opponents: &[&Scorecard],
    ) -> SharkTurn {
        SharkTurn::with_futures(
            ctx,
            optimum,
            outlook,
            card,
            opponents,
            &mut Futures::default(),
        )
    }

    /// [`SharkTurn::new`] with every chance to win the plain left-to-right sum of its terms,
    /// to the bit: the plan the Shark's choices are those of (see the module's docs).
    pub fn exact(
        ctx: &RulesContext,
        optimum: &Optimum,
        outlook: &Outlook,
        card: &Scorecard,
        opponents: &[&Scorecard],
    ) -> SharkTurn {
        let mut futures = Futures::default();
        SharkTurn::planned(
            ctx,
            optimum,
            outlook,
            card,
            opponents,
            &mut futures,
            Sums::Exact,
        )
    }

    /// [`SharkTurn::new`], reading the distributions through `futures`.
    pub fn with_futures(
        ctx: &RulesContext,
        optimum: &Optimum,
        outlook: &Outlook,
        card: &Scorecard,
        opponents: &[&Scorecard],
        futures: &mut Futures,
    ) -> SharkTurn {
        SharkTurn::planned(
            ctx,
            optimum,
            outlook,
            card,
            opponents,
            futures,
            Sums::AnyOrder,
        )
    }

    fn planned(
        ctx: &RulesContext,
        optimum: &Optimum,
        outlook: &Outlook,
        card: &Scorecard,
        opponents: &[&Scorecard],
        futures: &mut Futures,
        sums: Sums,
    ) -> SharkTurn {
        let mut turn =
            SharkTurn::empty(turn_key(ctx, card, opponents), Arc::new(Columns::new(ctx)));
        let mut scratch = Scratch::default();
        let sources = Sources {
            ctx,
            optimum,
            outlook,
            futures,
        };
        turn.plan(sources, card, opponents, &mut scratch, sums);
        turn
    }

    /// Fills this plan in for `card` against `opponents`, reusing its memory; its key and
    /// columns are set already. In phases: what the opponents' finals are, which boxes and
    /// rolls are open, which placements' chances are asked for, those chances summed, each
    /// roll's best placement, and the keeps between throws.
    fn plan(
        &mut self,
        src: Sources,
        card: &Scorecard,
        opponents: &[&Scorecard],
        scratch: &mut Scratch,
        sums: Sums,
    ) {
        let Sources {
            ctx,
            optimum,
            outlook,
            futures,
        } = src;
        let rules = ctx.rules;
        let against = against(
            Sources {
                ctx,
                optimum,
                outlook,
                futures: &mut *futures,
            },
            opponents,
            &mut scratch.opponent,
        );
        let state = StateKey::of_card(&rules, card);
        let next = super::odds::outlook::successor_states(&rules, state);
        self.find_open(ctx, state);
        let Scratch {
            dists: slot_dists,
            wanted,
            asks,
            quad_of,
            sums: quad_results,
            chances,
            best_score,
            prev,
            within,
            quads: quad_memory,
            ..
        } = scratch;
        // The memory of the last plan's chances, unless it was a kept one (see `compact`);
        // put back once they are all filled in.
        let mut values = match std::mem::replace(&mut self.values, Values::Every(Vec::new())) {
            Values::Every(values) => values,
            Values::Asked(_) => Vec::new(),
        };
        let words = self.mark_wanted(wanted);
        let span = self.span;
        // Only the chances asked for are read, and each of them is written below: what an
        // earlier plan left in the others is never seen.
        values.resize(SLOTS * span, 0.0);
        ask_successors(&next, wanted, words, span, &mut values, asks);
        let placing = Placing {
            banked: card.total(&rules),
            next: &next,
            wanted,
            words,
            span,
        };
        let src = Sources {
            ctx,
            optimum,
            outlook,
            futures,
        };
        let placement_slack = match sums {
            Sums::AnyOrder => placing.any_order(src, &against, asks, chances, &mut values),
            Sums::Exact => placing.exact(
                src,
                &against,
                asks,
                ExactScratch {
                    slot_dists,
                    quad_of,
                    quad_memory,
                    quad_results,
                    chances,
                },
                &mut values,
            ),
        };
        self.best_placements(&values, best_score);
        self.values = Values::Every(values);
        // Each stage's slack is the previous one's and more: the last bounds them all.
        self.slack = self.plan_keeps(&rules, sums, placement_slack, best_score, prev, within);
    }

    /// The open boxes of `state`, in card order, and the rolls that are special there (see
    /// [`RulesContext::is_special`]) with their placements.
    fn find_open(&mut self, ctx: &RulesContext, state: StateKey) {
        let rules = ctx.rules;
        let open = open_boxes(&rules, state.filled);
        self.open.clear();
        self.open
            .extend(rules.layout().boxes().iter().filter(|&&b| open.contains(b)));
        self.special.clear();
        for r in 0..ROLLS {
            if ctx.is_special(r, open) {
                let mut placements = Vec::new();
                ctx.candidates(r, open, state.yahtzee_positive, &mut placements);
                self.special.push((r, placements));
            }
        }
    }

    /// Marks in `wanted` the points each slot is asked for: every open box's plain
    /// placements (those of the special rolls too, which is simpler than leaving them out),
    /// and the special rolls' own. Sets the plan's span; returns the words per slot.
    fn mark_wanted(&mut self, wanted: &mut Vec<u64>) -> usize {
        let columns = &*self.columns;
        // Room for a quad's four lanes past the most points, should a special placement
        // score more than the columns allow for.
        let span = self
            .special
            .iter()
            .flat_map(|(_, c)| c)
            .map(|c| c.points as usize + 4)
            .fold(columns.span, usize::max);
        self.span = span;
        let words = span.div_ceil(64);
        wanted.clear();
        wanted.resize(SLOTS * words, 0);
        let mut want = |slot: u8, points: usize| {
            wanted[usize::from(slot) * words + points / 64] |= 1 << (points % 64);
        };
        for b in &self.open {
            for &(slot, points) in &columns.pairs[b.index()] {
                want(slot, usize::from(points));
            }
        }
        for c in self.special.iter().flat_map(|(_, c)| c) {
            want(c.slot, c.points as usize);
        }
        words
    }

    /// Each roll's best placement's chance to win, from the placements' `values`.
    fn best_placements(&self, values: &[f64], best_score: &mut Vec<f64>) {
        let columns = &*self.columns;
        let span = self.span;
        if span == columns.span {
            let mut open_columns = [&columns.at[0]; BoxId::ALL.len()];
            for (c, b) in open_columns.iter_mut().zip(&self.open) {
                *c = &columns.at[b.index()];
            }
            best_of_columns(values, &open_columns[..self.open.len()], best_score);
        } else {
            best_score.clear();
            best_score.resize(ROLLS, f64::NEG_INFINITY);
            for b in &self.open {
                for (best, c) in best_score.iter_mut().zip(&columns.by_box[b.index()]) {
                    *best = larger(
                        *best,
                        values[usize::from(c.slot) * span + c.points as usize],
                    );
                }
            }
        }
        for (r, placements) in &self.special {
            best_score[*r] = placements
                .iter()
                .map(|c| values[usize::from(c.slot) * span + c.points as usize])
                .fold(f64::NEG_INFINITY, f64::max);
        }
    }

    /// Fills in the keeps of every stage between throws from each roll's best placement;
    /// returns the plan's slack. A best placement, and a best between throws, is a maximum,
    /// exact: as far from the exact plan's as the chances it is the largest of.
    fn plan_keeps(
        &mut self,
        rules: &Ruleset,
        sums: Sums,
        placement_slack: f64,
        best_score: &[f64],
        prev: &mut Vec<f64>,
        within: &mut Vec<f64>,
    ) -> f64 {
        let stages = usize::from(rules.max_rolls()).saturating_sub(1);
        self.keeps.resize_with(stages, Vec::new);
        if rules.sticky_holds() {
            self.sticky_keeps(stages, placement_slack, best_score)
        } else {
            let mut slack = placement_slack;
            prev.clear();
            prev.extend_from_slice(best_score);
            for stage in 0..stages {
                let f = &mut self.keeps[stage];
                slack = keep_slack(slack, prev.iter().copied().fold(0.0, larger));
                match sums {
                    Sums::Exact => keep_sums(prev, f),
                    Sums::AnyOrder => keep_means(prev, f),
                }
                // The last stage's keeps are chosen from the first roll: nothing reads a
                // best between throws before it.
                if stage + 1 < stages {
                    best_between(f, best_score, within, prev);
                }
            }
            slack
        }
    }

    /// [`SharkTurn::plan_keeps`] when held dice stay held: values per (roll, held keep), the
    /// held keep given by its position among the roll's sub-keeps.
    fn sticky_keeps(&mut self, stages: usize, placement_slack: f64, best_score: &[f64]) -> f64 {
        let combos = Combos::get();
        let mut slack = placement_slack;
        let mut prev: Vec<Vec<f64>> = combos
            .sub_keeps
            .iter()
            .enumerate()
            .map(|(r, subs)| vec![best_score[r]; subs.len()])
            .collect();
        for stage in 0..stages {
            let largest = prev.iter().flatten().copied().fold(0.0, larger);
            slack = keep_slack(slack, largest);
            let f: Vec<f64> = (0..ROLL_BASE)
                .map(|k| {
                    combos.outcomes[k]
                        .iter()
                        .map(|o| o.probability * prev[usize::from(o.roll)][usize::from(o.position)])
                        .sum()
                })
                .collect();
            prev = combos
                .sub_keeps
                .iter()
                .enumerate()
                .map(|(r, subs)| {
                    subs.iter()
                        .map(|held| {
                            let h = &combos.keeps[usize::from(held.keep)];
                            subs.iter()
                                .map(|s| usize::from(s.keep))
                                .filter(|&k| k < ROLL_BASE && h.is_subset_of(&combos.keeps[k]))
                                .map(|k| f[k])
                                .fold(best_score[r], f64::max)
                        })
                        .collect()
                })
                .collect();
            self.keeps[stage] = f;
        }
        slack
    }
    /// How far any chance to win this plan gives may be from the exact plan's: 0 if it is
    /// the exact plan.
    pub fn slack(&self) -> f64 {
        self.slack
    }

    /// Whether the choice at this point, made as the Shark makes it (the best chance to win,
    /// and every choice within `same` of it as good), is the one the exact plan makes: see
    /// [`Decision::settled`].
    pub fn settles(
        &self,
        dice: &Dice,
        held: Holds,
        rolls_left: u8,
        sticky: bool,
        same: f64,
    ) -> bool {
        self.decide(dice, held, rolls_left, sticky, same).settled
    }

    /// What the Shark needs of this plan at this point, in two passes over the choices: the
    /// best chance and choice, whether several are within `same` of it, and whether that is
    /// what the exact plan would answer.
    pub fn decide(
        &self,
        dice: &Dice,
        held: Holds,
        rolls_left: u8,
        sticky: bool,
        same: f64,
    ) -> Decision {
        let combos = Combos::get();
        let Some(roll) = combos.index_of(&dice.counts()).checked_sub(ROLL_BASE) else {
            return Decision {
                top: 0.0,
                best: None,
                several: false,
                settled: true,
            };
        };
        let placements = || {
            self.placements_of(roll)
                .map(|(c, v)| (Choice::score(slot_box(c.slot), c.points as u16), v))
        };
        let keeps = || {
            self.legal_keeps(roll, dice, held, rolls_left, sticky)
                .map(|(k, v)| {
                    (
                        Choice::Hold {
                            keep: combos.keeps[k],
                        },
                        v,
                    )
                })
        };
        let mut top = f64::NEG_INFINITY;
        let mut best: Option<(Choice, f64)> = None;
        for (choice, v) in placements().chain(keeps()) {
            top = top.max(v);
            // The first of equals: scoring before keeping, then card order and the bigger
            // keep, as the Perfect CPU breaks ties.
            if best.as_ref().is_none_or(|&(_, b)| v > b) {
                best = Some((choice, v));
            }
        }
        let line = top - same;
        // The best is within the slack of the exact plan's, the chance compared with it
        // too, and the subtraction rounds by less than 2⁻⁵² of the line (a chance is at
        // most 2).
        let margin = 2.0 * self.slack + 4.0 * f64::EPSILON;
        let mut at_least = 0;
        let mut settled = true;
        for (_, v) in placements().chain(keeps()) {
            at_least += usize::from(v >= line);
            settled &= self.slack == 0.0 || (v - line).abs() > margin;
        }
        Decision {
            top,
            best: best.map(|(c, _)| c),
            several: at_least > 1,
            settled,
        }
    }

    /// Every keep `roll` allows with `rolls_left` throws left (with sticky holds, only those
    /// keeping the dice already held), with its chance to win, in the order ties are broken.
    fn legal_keeps<'a>(
        &'a self,
        roll: usize,
        dice: &Dice,
        held: Holds,
        rolls_left: u8,
        sticky: bool,
    ) -> impl Iterator<Item = (usize, f64)> + 'a {
        let combos = Combos::get();
        let stage = usize::from(rolls_left)
            .checked_sub(1)
            .and_then(|s| self.keeps.get(s));
        let locked = if sticky {
            dice.held_counts(held)
        } else {
            Counts::default()
        };
        stage.into_iter().flat_map(move |stage| {
            combos.sub_keeps[roll]
                .iter()
                .map(|sub| usize::from(sub.keep))
                .filter(move |&k| k < ROLL_BASE && locked.is_subset_of(&combos.keeps[k]))
                .map(|k| (k, stage[k]))
        })
    }

    /// The choice with the best chance to win: on a tie scoring, then the first box, then
    /// the bigger keep (as the Perfect CPU breaks ties).
    pub fn best(&self, dice: &Dice, held: Holds, rolls_left: u8, sticky: bool) -> Option<Choice> {
        self.decide(dice, held, rolls_left, sticky, 0.0).best
    }

    /// The chance to win of the best choice at this point.
    pub fn best_value(&self, dice: &Dice, held: Holds, rolls_left: u8, sticky: bool) -> f64 {
        self.decide(dice, held, rolls_left, sticky, 0.0).top
    }

    /// Whether more than one choice at this point has a chance to win of at least `floor`.
    pub fn several_at_least(
        &self,
        dice: &Dice,
        held: Holds,
        rolls_left: u8,
        sticky: bool,
        floor: f64,
    ) -> bool {
        let combos = Combos::get();
        let Some(roll) = combos.index_of(&dice.counts()).checked_sub(ROLL_BASE) else {
            return false;
        };
        let placements = self
            .placements_of(roll)
            .filter(|&(_, v)| v >= floor)
            .count();
        let keeps = self
            .legal_keeps(roll, dice, held, rolls_left, sticky)
            .filter(|&(_, v)| v >= floor)
            .count();
        placements + keeps > 1
    }

    /// The chance to win of filling `b` with `dice` (then playing Perfect), if allowed.
    pub fn score_value(&self, dice: &Dice, b: BoxId) -> Option<f64> {
        let roll = Combos::get()
            .index_of(&dice.counts())
            .checked_sub(ROLL_BASE)?;
        self.placements_of(roll)
            .find(|(c, _)| slot_box(c.slot) == b)
            .map(|(_, v)| v)
    }

    /// The chance to win of keeping `keep` and throwing the rest with `throws_left` throws
    /// left (then playing to win for the rest of the turn, Perfect after).
    pub fn keep_value(&self, throws_left: u8, keep: &Counts) -> Option<f64> {
        let k = Combos::get().index_of(keep);
        self.keeps
            .get(usize::from(throws_left).checked_sub(1)?)
            .and_then(|stage| stage.get(k))
            .copied()
    }

    /// Roll `roll`'s placements, in card order, with their chances to win.
    fn placements_of(&self, roll: usize) -> impl Iterator<Item = (Candidate, f64)> + '_ {
        let special = self
            .special
            .iter()
            .find(|(r, _)| *r == roll)
            .map(|(_, c)| c.as_slice());
        let plain: &[BoxId] = if special.is_some() { &[] } else { &self.open };
        special
            .unwrap_or(&[])
            .iter()
            .copied()
            .chain(
                plain
                    .iter()
                    .map(move |b| self.columns.by_box[b.index()][roll]),
            )
            .map(move |c| {
                (
                    c,
                    self.values
                        .at(usize::from(c.slot) * self.span + c.points as usize),
                )
            })
    }

    /// This plan with only the chances to win its placements read (those `wanted` gave, in
    /// the words of its span: see `plan`), to be kept for the turns that come back.
    fn compact(&self, wanted: &[u64]) -> SharkTurn {
        let words = self.span.div_ceil(64);
        let asked = wanted
            .chunks(words)
            .enumerate()
            .flat_map(|(s, bits)| set_bits(bits).map(move |q| s * self.span + q))
            .map(|place| (place as u32, self.values.at(place)))
            .collect();
        SharkTurn {
            key: self.key.clone(),
            columns: self.columns.clone(),
            open: self.open.clone(),
            special: self.special.clone(),
            values: Values::Asked(asked),
            span: self.span,
            keeps: self.keeps.clone(),
            slack: self.slack,
        }
    }

    fn matches(&self, key: &TurnKey) -> bool {
        self.key == *key
    }
}

fn turn_key(ctx: &RulesContext, card: &Scorecard, opponents: &[&Scorecard]) -> TurnKey {
    let rules = ctx.rules;
    TurnKey {
        me: (StateKey::of_card(&rules, card), card.total(&rules)),
        opponents: opponents
            .iter()
            .map(|c| (StateKey::of_card(&rules, c), c.total(&rules)))
            .collect(),
    }
}

/// Keeps the current turn's plan, rebuilt when the position at the start of a turn changes.
pub struct SharkCache {
    turn: Option<Arc<SharkTurn>>,
    /// Plans of turns that come back match after match, compact (some 6 kB each), by their
    /// positions: the seat's first turn (every match starts from the empty card, and the
    /// opponents' first turns end in few ways) and, over many matches, its second.
    known: HashMap<TurnKey, Arc<SharkTurn>>,
    /// How many plans of the first and of the second turn `known` holds.
    held: [usize; 2],
    /// How many it may hold.
    limits: [usize; 2],
    futures: Futures,
    columns: Option<Arc<Columns>>,
    scratch: Scratch,
}

/// The most first-turn plans a cache keeps: the first so many it meets, which the commonest
/// of the opponents' first turns are soon among.
const OPENINGS: usize = 128;

/// The most second-turn plans the cache of many matches keeps: some 25 MB a Shark seat. Heads-up
/// against Perfect, two in three of a thread's second turns from its 1,000th match to its
/// 10,000th were ones it had kept, its own first turn and the opponent's having ended as
/// before.
const SECONDS: usize = 4096;

impl Default for SharkCache {
    fn default() -> SharkCache {
        SharkCache {
            turn: None,
            known: HashMap::new(),
            held: [0; 2],
            // One match's second turn never comes back.
            limits: [OPENINGS, 0],
            futures: Futures::default(),
            columns: None,
            scratch: Scratch::default(),
        }
    }
}

impl SharkCache {
    /// A cache for many matches, which reads the outlook through `store`, shared with whoever
    /// else uses it.
    pub fn sharing(store: std::sync::Arc<super::odds::FutureStore>) -> SharkCache {
        SharkCache {
            futures: Futures::sharing(store),
            limits: [OPENINGS, SECONDS],
            ..SharkCache::default()
        }
    }

    pub fn get(
        &mut self,
        ctx: &RulesContext,
        optimum: &Optimum,
        outlook: &Outlook,
        card: &Scorecard,
        opponents: &[&Scorecard],
    ) -> &SharkTurn {
        let key = turn_key(ctx, card, opponents);
        let turn = match self.turn.take() {
            Some(turn) if turn.matches(&key) => turn,
            old => {
                // A plan depends on the rules too, which a cache's owner never changes
                // (and the columns below are rebuilt if it did).
                let turn_number = key.me.0.filled.len() as usize;
                match self.known.get(&key) {
                    Some(turn) if turn.columns.rules == ctx.rules => turn.clone(),
                    _ => {
                        let sums = Sums::AnyOrder;
                        let turn =
                            self.plan(ctx, optimum, outlook, card, opponents, key, old, sums);
                        if let (Some(held), Some(&limit)) =
                            (self.held.get_mut(turn_number), self.limits.get(turn_number))
                            && *held < limit
                        {
                            *held += 1;
                            let kept = Arc::new(turn.compact(&self.scratch.wanted));
                            self.known.insert(turn.key.clone(), kept);
                        }
                        Arc::new(turn)
                    }
                }
            }
        };
        self.turn.insert(turn)
    }

    /// [`SharkCache::get`], planned again exactly unless `settled` accepts the plan as it
    /// is (see [`SharkTurn::settles`]). The exact plan is the current one until the turn
    /// changes, but is not kept for later matches: it is seldom needed twice.
    #[allow(clippy::too_many_arguments)]
    pub fn get_settled(
        &mut self,
        ctx: &RulesContext,
        optimum: &Optimum,
        outlook: &Outlook,
        card: &Scorecard,
        opponents: &[&Scorecard],
        settled: impl FnOnce(&SharkTurn) -> bool,
    ) -> &SharkTurn {
        self.get(ctx, optimum, outlook, card, opponents);
        let turn = match self.turn.take() {
            Some(turn) if settled(&turn) => turn,
            old => {
                let key = turn_key(ctx, card, opponents);
                let exact = Sums::Exact;
                Arc::new(self.plan(ctx, optimum, outlook, card, opponents, key, old, exact))
            }
        };
        self.turn.insert(turn)
    }

    /// A new plan for `key`, in the memory of the `old` one unless another holds that too.
    #[allow(clippy::too_many_arguments)]
    fn plan(
        &mut self,
        ctx: &RulesContext,
        optimum: &Optimum,
        outlook: &Outlook,
        card: &Scorecard,
        opponents: &[&Scorecard],
        key: TurnKey,
        old: Option<Arc<SharkTurn>>,
        sums: Sums,
    ) -> SharkTurn {
        let columns = match &self.columns {
            Some(c) if c.rules == ctx.rules => c.clone(),
            _ => {
                // The kept plans were of other rules: they only take room now.
                self.known.clear();
                self.held = [0; 2];
                self.columns.insert(Arc::new(Columns::new(ctx))).clone()
            }
        };
        let mut turn = match old.and_then(|t| Arc::try_unwrap(t).ok()) {
            Some(turn) => turn,
            None => SharkTurn::empty(key.clone(), columns.clone()),
        };
        turn.key = key;
        turn.columns = columns;
        let sources = Sources {
            ctx,
            optimum,
            outlook,
            futures: &mut self.futures,
        };
        turn.plan(sources, card, opponents, &mut self.scratch, sums);
        turn
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A distribution of `len` chances from `lo`, some of them zero, from a seeded generator.
    fn some_dist(seed: u64, lo: u32, len: usize) -> Dist {
        let mut x = seed;
        let mut p: Vec<f64> = (0..len)
            .map(|i| {
                x = x
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                if i % 7 == 3 {
                    0.0
                } else {
                    (x >> 11) as f64 / (1u64 << 53) as f64
                }
            })
            .collect();
        let sum: f64 = p.iter().sum();
        p.iter_mut().for_each(|v| *v /= sum);
        Dist { lo, p }
    }

    #[test]
    fn heads_up_chances_are_the_win_functions_to_the_bit() {
        for (seed, lo, len) in [(1, 40, 300), (2, 0, 1), (3, 120, 57), (4, 7, 1000)] {
            let d = some_dist(seed, lo, len);
            let win = WinFunction::against(std::slice::from_ref(&d));
            // Windows below, across, inside and above the opponent's totals.
            for (bottom, top) in [
                (0, lo + len as u32 + 20),
                (lo + 3, lo + 10),
                (0, lo),
                (lo + len as u32, lo + len as u32 + 9),
                (lo + 1, lo + 1),
            ] {
                let mut out = Vec::new();
                heads_up(&d, bottom, top, &mut out);
                let want: Vec<u64> = (bottom..top).map(|y| win.at(y).to_bits()).collect();
                let got: Vec<u64> = out.iter().map(|v| v.to_bits()).collect();
                assert_eq!(got, want, "seed {seed}, totals {bottom}..{top}");
            }
        }
    }
}
