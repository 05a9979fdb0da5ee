//! One turn analysed for one card: the value of every option at every point of the turn, for
//! the CPU's choices, the advisor and the coach.
//!
//! Values are expected points still to come (this turn's placement included) when the rest
//! of the game is valued by a [`FutureValue`]: the optimum for Perfect play, a heuristic for
//! weaker play.

use std::collections::HashMap;

use super::combos::{Combos, ROLL_BASE};
use super::kernel::{Kernel, Lanes, RulesContext, SLOTS, W, slot};
use super::solver::{FutureValue, StateKey, open_boxes, run_group, run_group_filled};
use crate::rules::{
    BoxId, BoxSet, ColumnId, Counts, Dice, DieIndex, Holds, Ruleset, Scorecard, evaluate,
    placements,
};

pub use crate::game::Choice;

/// A choice with its value: the expected final total if it is taken and the rest is played
/// by the plan's valuation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rated {
    pub choice: Choice,
    pub expected_total: f64,
}

pub struct TurnPlan {
    rules: Ruleset,
    state: StateKey,
    /// Points already on the card (bonuses included).
    banked: f64,
    /// Value of each successor slot (points aside): the upper bonus earned plus the future.
    succ: [f64; SLOTS],
    /// `keeps[j - 1][k]`: value of keeping `k` and throwing the rest with `j` throws left.
    keeps: Vec<Vec<f64>>,
}

/// Fills `succ` with the value of every state one placement from `state` leads to (points
/// aside): the upper bonus it earns plus the future's value. Slots of filled boxes are zero.
fn successor_values(rules: &Ruleset, future: &dyn FutureValue, state: StateKey, succ: &mut [f64]) {
    succ.fill(0.0);
    each_successor(rules, future, state, |slot, value| succ[slot] = value);
}

/// Gives `set(slot, value)` for every slot of every open box of `state`: the value of the
/// state that placement leads to (points aside), as [`successor_values`] stores it.
fn each_successor(
    rules: &Ruleset,
    future: &dyn FutureValue,
    state: StateKey,
    mut set: impl FnMut(usize, f64),
) {
    each_successor_state(rules, state, |slot, next, bonus| {
        set(slot, f64::from(bonus) + future.value(next));
    });
}

/// Gives `each(slot, next, bonus)` for every slot of every open box of `state`: the state
/// that placement leads to and the upper bonus it earns.
fn each_successor_state(
    rules: &Ruleset,
    state: StateKey,
    mut each: impl FnMut(usize, StateKey, u16),
) {
    for b in open_boxes(rules, state.filled).iter() {
        let point_options: &[u16] = match b.upper_face() {
            Some(face) => &[0, 1, 2, 3, 4, 5].map(|c| c * u16::from(face.value())),
            None if b == BoxId::Yahtzee => &[0, 1],
            None => &[0],
        };
        for &points in point_options {
            let (next, bonus) = state.after(rules, b, points);
            each(slot(b, points), next, bonus);
        }
    }
}

impl TurnPlan {
    pub fn new(ctx: &RulesContext, future: &dyn FutureValue, card: &Scorecard) -> TurnPlan {
        let state = StateKey::of_card(&ctx.rules, card);
        TurnPlan::banking(ctx, future, state, f64::from(card.total(&ctx.rules)))
    }

    /// The plan of a turn from `state` with nothing banked: totals are then the points still
    /// to come.
    pub fn for_state(ctx: &RulesContext, future: &dyn FutureValue, state: StateKey) -> TurnPlan {
        TurnPlan::banking(ctx, future, state, 0.0)
    }

    fn banking(
        ctx: &RulesContext,
        future: &dyn FutureValue,
        state: StateKey,
        banked: f64,
    ) -> TurnPlan {
        let rules = ctx.rules;
        let mut succ = [0.0; SLOTS];
        successor_values(&rules, future, state, &mut succ);
        let lanes: Vec<Lanes> = succ.iter().map(|&v| Lanes::splat(v)).collect();
        let mut kernel = Kernel::new();
        kernel.prepare(
            ctx,
            open_boxes(&rules, state.filled),
            state.yahtzee_positive,
        );
        let mut keeps = Vec::with_capacity(usize::from(rules.max_rolls()));
        run_group(&rules, &mut kernel, &lanes, |_, stage| {
            keeps.push(stage.iter().map(|l| l[0]).collect())
        });
        TurnPlan {
            rules,
            state,
            banked,
            succ,
            keeps,
        }
    }

    pub fn state(&self) -> StateKey {
        self.state
    }

    /// Expected points still to come (this turn's included) from keeping `keep` (a keep
    /// number) and throwing the rest with `throws_left` throws left.
    pub fn keep_value(&self, throws_left: u8, keep: usize) -> f64 {
        self.keeps
            .get(usize::from(throws_left).wrapping_sub(1))
            .and_then(|stage| stage.get(keep))
            .copied()
            .unwrap_or(f64::NEG_INFINITY)
    }

    /// The value of the state a placement slot leads to (upper bonus earned included).
    pub fn successor_value(&self, slot: usize) -> f64 {
        self.succ[slot]
    }

    /// Expected final total from the start of this turn.
    pub fn start_total(&self) -> f64 {
        self.banked + self.keeps.last().map_or(0.0, |k| k[0])
    }

    /// Expected final total after scoring `points` in `b` (the extra bonus included when the
    /// roll earns it).
    fn score_total(&self, b: BoxId, points: u16, extra_bonus: bool) -> f64 {
        let bonus = if extra_bonus {
            f64::from(self.rules.extra_yahtzee_bonus())
        } else {
            0.0
        };
        self.banked + f64::from(points) + bonus + self.succ[slot(b, points)]
    }

    /// Every option for `dice` with `rolls_left` throws left, best first. `held` matters only
    /// under sticky holds, where a keep must contain the dice already held. Holds of all five
    /// dice are left out: that is scoring now.
    pub fn options(
        &self,
        card: &Scorecard,
        dice: &Dice,
        held: Holds,
        rolls_left: u8,
    ) -> Vec<Rated> {
        let placed = placements(&self.rules, card, dice);
        let mut out: Vec<Rated> = placed
            .allowed()
            .map(|(b, points)| Rated {
                choice: Choice::Score {
                    b,
                    points,
                    column: ColumnId::FIRST,
                },
                expected_total: self.score_total(b, points, placed.extra_bonus()),
            })
            .collect();
        push_holds(
            &mut out,
            &self.keeps,
            self.banked,
            dice,
            held,
            rolls_left,
            self.rules.sticky_holds(),
        );
        rank_options(&mut out);
        out
    }

    /// The best option.
    pub fn best(
        &self,
        card: &Scorecard,
        dice: &Dice,
        held: Holds,
        rolls_left: u8,
    ) -> Option<Rated> {
        self.options(card, dice, held, rolls_left)
            .into_iter()
            .next()
    }
}

/// The plan of the turn being played on a card, rebuilt only when the turn's start-of-turn
/// state changes: every decision of a turn reads the same plan.
pub struct PlanCache {
    ctx: RulesContext,
    plan: Option<TurnPlan>,
}

impl PlanCache {
    pub fn new(rules: Ruleset) -> PlanCache {
        PlanCache {
            ctx: RulesContext::new(rules),
            plan: None,
        }
    }

    pub fn rules(&self) -> &Ruleset {
        &self.ctx.rules
    }

    /// The plan for `card`'s turn, valued by `future`.
    pub fn get(&mut self, future: &dyn FutureValue, card: &Scorecard) -> &TurnPlan {
        let state = StateKey::of_card(&self.ctx.rules, card);
        if self.plan.as_ref().is_some_and(|p| p.state() != state) {
            self.plan = None;
        }
        self.plan
            .get_or_insert_with(|| TurnPlan::new(&self.ctx, future, card))
    }
}

/// More plans than this and no more are kept: about 4 KB each on the classic card. The first
/// kept are the states every game passes through (the first turns), the ones worth keeping.
const STATE_PLANS_MAX: usize = 8_192;

/// The CPU's turn plans by start-of-turn state, kept across turns and games, each the part of
/// a [`TurnPlan`] a choice reads whatever the points banked: the successor values and the
/// keep stages after a throw (the last stage, before the first throw, only gives the start
/// value). Each is solved as a [`TurnPlan`] solves it, so its values are the same to the bit
/// and every choice is the one the plan would make. One store and one kernel serve them all,
/// so a turn allocates nothing.
///
/// States whose upper subtotals the valuation puts in one class share a plan (see
/// [`FutureValue::upper_class`]): under the optimum, subtotals 39 and 41 with only the
/// Sixes open both need four Sixes for the bonus, so their successors are of equal value.
/// The classes are the valuation's own, so one `StatePlans` serves one valuation only (each
/// CPU pairs its plans with its one valuation).
///
/// Plans are solved up to eight at a time, one per lane of the kernel, whatever their boxes
/// (see [`Kernel::fill_v0_lanes`]): `StatePlans::prepare` takes the turns of many cards at
/// once for that.
pub struct StatePlans {
    ctx: RulesContext,
    kernel: Kernel,
    /// Where each kept plan starts in `store`.
    index: HashMap<PlanKey, usize>,
    /// The kept plans one after another, each `SLOTS` successor values and then its stages.
    store: Vec<f64>,
    /// Rooms for plans not kept, laid out as `store`: the first for a single turn's plan,
    /// as many as [`StatePlans::prepare`] needs at once.
    spare: Vec<f64>,
    /// The plan in the first spare room: every decision of its turn reads it again.
    scratch: Option<PlanKey>,
    /// How many plans are kept.
    max: usize,
    /// The plans [`StatePlans::prepare`] is solving: reused, so a turn allocates nothing.
    pending: Vec<(PlanKey, StateKey, PlanAt)>,
}

/// The plan of `len` values at `at`, among the kept ones in `store` and the `spare` rooms.
fn plan_mut<'a>(
    store: &'a mut [f64],
    spare: &'a mut [f64],
    at: PlanAt,
    len: usize,
) -> &'a mut [f64] {
    match at {
        PlanAt::Kept(from) => &mut store[from..from + len],
        PlanAt::Spare(room) => &mut spare[room * len..(room + 1) * len],
    }
}

/// What a kept plan is found by: a state with its upper subtotal known only by its class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct PlanKey {
    filled: BoxSet,
    yahtzee_positive: bool,
    upper_class: u16,
}

/// Where a plan is: kept in the store from this offset, or in a spare room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PlanAt {
    Kept(usize),
    Spare(usize),
}

impl StatePlans {
    pub fn new(rules: Ruleset) -> StatePlans {
        StatePlans::keeping(rules, STATE_PLANS_MAX)
    }

    fn keeping(rules: Ruleset, max: usize) -> StatePlans {
        let mut plans = StatePlans {
            ctx: RulesContext::new(rules),
            kernel: Kernel::new(),
            index: HashMap::new(),
            store: Vec::new(),
            spare: Vec::new(),
            scratch: None,
            max,
            pending: Vec::new(),
        };
        plans.spare.resize(plans.plan_len(), 0.0);
        plans
    }

    fn stages(&self) -> usize {
        usize::from(self.ctx.rules.max_rolls()).saturating_sub(1)
    }

    fn plan_len(&self) -> usize {
        SLOTS + self.stages() * ROLL_BASE
    }

    fn key(future: &dyn FutureValue, state: StateKey) -> PlanKey {
        PlanKey {
            filled: state.filled,
            yahtzee_positive: state.yahtzee_positive,
            upper_class: future.upper_class(state),
        }
    }

    fn slice(&self, at: PlanAt) -> &[f64] {
        let len = self.plan_len();
        match at {
            PlanAt::Kept(from) => &self.store[from..from + len],
            PlanAt::Spare(room) => &self.spare[room * len..(room + 1) * len],
        }
    }

    /// Room for `state`'s plan, not yet solved: kept while there is room, else spare room
    /// `spare` (made if need be).
    fn room(&mut self, key: PlanKey, spare: usize) -> PlanAt {
        let len = self.plan_len();
        if self.index.len() < self.max {
            let at = self.store.len();
            self.store.resize(at + len, 0.0);
            self.index.insert(key, at);
            return PlanAt::Kept(at);
        }
        if self.spare.len() < (spare + 1) * len {
            self.spare.resize((spare + 1) * len, 0.0);
        }
        if spare == 0 {
            // Whatever plan the first spare room held, it holds another now.
            self.scratch = None;
        }
        PlanAt::Spare(spare)
    }

    /// Where `state`'s plan is, solving it first if it is not there.
    fn plan(&mut self, future: &dyn FutureValue, state: StateKey) -> PlanAt {
        let key = StatePlans::key(future, state);
        if let Some(&at) = self.index.get(&key) {
            return PlanAt::Kept(at);
        }
        if self.scratch == Some(key) {
            return PlanAt::Spare(0);
        }
        let at = self.room(key, 0);
        self.solve_group(future, &[(state, at)]);
        if at == PlanAt::Spare(0) {
            self.scratch = Some(key);
        }
        at
    }

    /// Where the plan of each of `states` is (`at[i]` for `states[i]`), solving the ones
    /// not there up to eight at a time; each stays where it is until the next plan is
    /// solved. Equal states, and states of one class, share one plan.
    pub(crate) fn prepare(
        &mut self,
        future: &dyn FutureValue,
        states: &[StateKey],
        at: &mut Vec<PlanAt>,
    ) {
        at.clear();
        let mut pending = std::mem::take(&mut self.pending);
        pending.clear();
        let mut spare = 0;
        for &state in states {
            let key = StatePlans::key(future, state);
            let found = match self.index.get(&key) {
                Some(&from) => PlanAt::Kept(from),
                None => match pending.iter().find(|(k, _, _)| *k == key) {
                    Some(&(_, _, to)) => to,
                    None => {
                        let to = self.room(key, spare);
                        if let PlanAt::Spare(_) = to {
                            spare += 1;
                        }
                        pending.push((key, state, to));
                        to
                    }
                },
            };
            at.push(found);
        }
        if spare > 0 {
            self.scratch = None;
        }
        // States of neighbouring sets of filled boxes side by side: a kernel run walks the
        // columns of every box open in any of its lanes, and fewer such boxes are less work.
        pending.sort_unstable_by_key(|&(_, state, _)| state.filled.bits());
        let mut group = [(
            StateKey::new(&self.ctx.rules, BoxSet::EMPTY, 0, false),
            PlanAt::Spare(0),
        ); W];
        // The successor values of a group are asked for while the group before it is
        // solved: each is a read from anywhere in the optimum.
        let rules = self.ctx.rules;
        let prefetch = |chunk: &[(PlanKey, StateKey, PlanAt)]| {
            for &(_, state, _) in chunk {
                each_successor_state(&rules, state, |_, next, _| future.prefetch(next));
            }
        };
        if let Some(chunk) = pending.chunks(W).next() {
            prefetch(chunk);
        }
        for (i, chunk) in pending.chunks(W).enumerate() {
            if let Some(next) = pending.chunks(W).nth(i + 1) {
                prefetch(next);
            }
            for (g, &(_, state, to)) in group.iter_mut().zip(chunk) {
                *g = (state, to);
            }
            self.solve_group(future, &group[..chunk.len()]);
        }
        self.pending = pending;
    }

    /// Hints that the plan at `at` will be read soon (see [`crate::prefetch`]).
    pub(crate) fn prefetch(&self, at: PlanAt) {
        crate::prefetch::slice(self.slice(at));
    }

    /// Solves each of `jobs` (at most [`W`]: a state and where its plan goes), one per lane
    /// of one kernel run, as [`TurnPlan::new`] solves each alone.
    fn solve_group(&mut self, future: &dyn FutureValue, jobs: &[(StateKey, PlanAt)]) {
        let Some(&(first, _)) = jobs.first() else {
            return;
        };
        let jobs = &jobs[..jobs.len().min(W)];
        let rules = self.ctx.rules;
        let stages = self.stages();
        let len = self.plan_len();
        let StatePlans {
            ctx,
            kernel,
            store,
            spare,
            ..
        } = self;
        let mut lanes = [Lanes::splat(f64::NEG_INFINITY); SLOTS];
        let mut states = [(open_boxes(&rules, first.filled), first.yahtzee_positive); W];
        for (lane, &(state, at)) in jobs.iter().enumerate() {
            let succ = &mut plan_mut(store, spare, at, len)[..SLOTS];
            succ.fill(0.0);
            each_successor(&rules, future, state, |slot, value| {
                succ[slot] = value;
                lanes[slot].0[lane] = value;
            });
            states[lane] = (open_boxes(&rules, state.filled), state.yahtzee_positive);
        }
        // Lanes past the jobs repeat the first: every lane then holds a real state.
        for lane in jobs.len()..W {
            for l in &mut lanes {
                l.0[lane] = l.0[0];
            }
        }
        let mut stage_at = 0;
        let mut record = |stage: &[Lanes]| {
            if stage_at < stages {
                for (lane, &(_, at)) in jobs.iter().enumerate() {
                    let plan = plan_mut(store, spare, at, len);
                    let out =
                        &mut plan[SLOTS + stage_at * ROLL_BASE..SLOTS + (stage_at + 1) * ROLL_BASE];
                    for (o, l) in out.iter_mut().zip(stage) {
                        *o = l.0[lane];
                    }
                }
                stage_at += 1;
            }
        };
        if rules.sticky_holds() && rules.max_rolls() > 2 {
            // The sticky stages are the solver's own: the whole turn, the last stage unused.
            kernel.fill_v0_lanes(ctx, &states, &lanes);
            run_group_filled(&rules, kernel, |_, stage| record(stage));
        } else {
            choice_stages(kernel, ctx, &states, &lanes, rules.max_rolls(), &mut record);
        }
    }

    /// The best option for `dice` on `card` with `rolls_left` throws left, as
    /// [`TurnPlan::best`] ranks them.
    pub fn best(
        &mut self,
        future: &dyn FutureValue,
        card: &Scorecard,
        dice: &Dice,
        held: Holds,
        rolls_left: u8,
    ) -> Option<Rated> {
        self.best_where(future, card, dice, held, rolls_left, |_| true)
    }

    /// The first option that `wanted` accepts in the order of [`TurnPlan::options`], found
    /// without listing or sorting them: the same option, ties broken the same way.
    pub fn best_where(
        &mut self,
        future: &dyn FutureValue,
        card: &Scorecard,
        dice: &Dice,
        held: Holds,
        rolls_left: u8,
        wanted: impl FnMut(&Choice) -> bool,
    ) -> Option<Rated> {
        let rules = self.ctx.rules;
        let at = self.plan(future, StateKey::of_card(&rules, card));
        let turn = TurnFacts::of(&rules, card);
        self.choose(at, &turn, dice, held, rolls_left, wanted)
    }

    /// [`StatePlans::best_where`] on the plan stored at `at`, for a card with `turn`'s facts.
    pub(crate) fn choose(
        &self,
        at: PlanAt,
        turn: &TurnFacts,
        dice: &Dice,
        held: Holds,
        rolls_left: u8,
        mut wanted: impl FnMut(&Choice) -> bool,
    ) -> Option<Rated> {
        let rules = &self.ctx.rules;
        let TurnFacts {
            banked,
            open,
            yahtzee_positive,
        } = *turn;
        let stages = self.stages();
        let (succ, keeps) = self.slice(at).split_at(SLOTS);
        let combos = Combos::get();
        let roll = combos.roll_of(dice);
        // The leader so far: its total, its tie rank (see `rank_bits`) and the choice. The
        // comparison is the one `options` sorts by (a total it cannot order, which never
        // happens, goes to the rank); `options` sorts stably, so of equal holds the one
        // listed first (the lower keep number) leads: the keep number breaks the last ties.
        let mut best: Option<(f64, u32, Choice)> = None;
        let mut offer = |total: f64, rank: u32, choice: &dyn Fn() -> Choice| {
            let first = best.as_ref().is_none_or(|&(b_total, b_rank, _)| {
                match b_total.partial_cmp(&total) {
                    Some(std::cmp::Ordering::Less) => true,
                    Some(std::cmp::Ordering::Greater) => false,
                    _ => rank < b_rank,
                }
            });
            if first {
                let choice = choice();
                if wanted(&choice) {
                    best = Some((total, rank, choice));
                }
            }
        };
        if !self.ctx.is_special(roll, open) {
            // The rules' own lookup of plain points, rather than evaluating every open box at
            // every decision: no extra bonus, so the total is the one `options` adds up
            // (adding a zero bonus to a non-negative sum changes no bit).
            let plain = self.ctx.plain(roll);
            for b in open.iter() {
                let (points, slot) = plain[b.index()];
                offer(
                    banked + f64::from(points) + succ[usize::from(slot)],
                    rank_bits(&Choice::score(b, 0), 0),
                    &|| Choice::score(b, points),
                );
            }
        } else {
            let placed = evaluate(rules, open, yahtzee_positive, &dice.counts());
            let extra = if placed.extra_bonus() {
                f64::from(rules.extra_yahtzee_bonus())
            } else {
                0.0
            };
            for (b, points) in placed.allowed() {
                let choice = Choice::score(b, points);
                offer(
                    banked + f64::from(points) + extra + succ[slot(b, points)],
                    rank_bits(&choice, 0),
                    &|| choice,
                );
            }
        }
        let stage = usize::from(rolls_left)
            .checked_sub(1)
            .filter(|&j| j < stages)
            .map(|j| &keeps[j * ROLL_BASE..(j + 1) * ROLL_BASE]);
        if let Some(stage) = stage {
            let sticky = rules.sticky_holds();
            let locked = if sticky {
                dice.held_counts(held)
            } else {
                Counts::default()
            };
            for &(k, len) in &combos.holds[roll] {
                let k = usize::from(k);
                let Some(&value) = stage.get(k) else {
                    continue;
                };
                // Without sticky holds nothing is locked, and every keep contains nothing.
                if sticky && !locked.is_subset_of(&combos.keeps[k]) {
                    continue;
                }
                offer(banked + value, hold_rank_bits(len, k), &|| Choice::Hold {
                    keep: combos.keeps[k],
                });
            }
        }
        best.map(|(expected_total, _, choice)| Rated {
            choice,
            expected_total,
        })
    }
}

/// [`tie_rank`] with a keep number after it (zero for a placement), packed so that the
/// numbers order as the tuples do: the kind in bit 16, the order (offset to be non-negative
/// for holds) from bit 9, the keep number below.
fn rank_bits(choice: &Choice, keep_number: usize) -> u32 {
    match *choice {
        Choice::Score { b, column, .. } => ((column.index() * 16 + b.index()) as u32) << 9,
        Choice::Hold { keep } => hold_rank_bits(keep.len(), keep_number),
    }
}

/// [`rank_bits`] of a hold of `len` dice, keep number `k`: more dice rank first.
fn hold_rank_bits(len: u8, k: usize) -> u32 {
    1 << 16 | u32::from(5u8.saturating_sub(len)) << 9 | k as u32
}

/// What a choice reads of the card besides its plan: the points banked and the facts that
/// decide where the dice may go.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TurnFacts {
    banked: f64,
    open: BoxSet,
    yahtzee_positive: bool,
}

impl TurnFacts {
    pub(crate) fn of(rules: &Ruleset, card: &Scorecard) -> TurnFacts {
        TurnFacts {
            banked: f64::from(card.total(rules)),
            open: card.open(),
            yahtzee_positive: card.yahtzee_positive(),
        }
    }
}

/// The kernel's turn (see [`Kernel::run_turn`]) without its last stage, the value before the
/// first throw, which no choice reads: the same passes in the same order, so each recorded
/// stage is the same to the bit, and a third of the work is left out on three throws. Plain
/// holds only: the sticky stages are the solver's. The scores come from `succ` for the lanes'
/// `states` (see [`Kernel::fill_v0_lanes`]).
fn choice_stages(
    kernel: &mut Kernel,
    ctx: &RulesContext,
    states: &[(BoxSet, bool)],
    succ: &[Lanes],
    throws: u8,
    record: &mut dyn FnMut(&[Lanes]),
) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU was just checked to support AVX2.
        unsafe { choice_stages_avx2(kernel, ctx, states, succ, throws, record) };
        return;
    }
    choice_stages_inline(kernel, ctx, states, succ, throws, record);
}

/// Compiled for AVX2, as the solver's kernel is: a lane group is two registers. The passes
/// use no fused multiply-add, so the instruction set changes no value.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn choice_stages_avx2(
    kernel: &mut Kernel,
    ctx: &RulesContext,
    states: &[(BoxSet, bool)],
    succ: &[Lanes],
    throws: u8,
    record: &mut dyn FnMut(&[Lanes]),
) {
    choice_stages_inline(kernel, ctx, states, succ, throws, record);
}

#[inline(always)]
fn choice_stages_inline(
    kernel: &mut Kernel,
    ctx: &RulesContext,
    states: &[(BoxSet, bool)],
    succ: &[Lanes],
    throws: u8,
    record: &mut dyn FnMut(&[Lanes]),
) {
    kernel.fill_v0_lanes(ctx, states, succ);
    kernel.expect_pass();
    record(&kernel.e[..ROLL_BASE]);
    for _ in 2..throws {
        kernel.max_pass();
        kernel.expect_pass();
        record(&kernel.e[..ROLL_BASE]);
    }
}

/// Adds the holds open to `dice` with `rolls_left` throws left, each valued `base` plus its
/// stage value in `keeps` (`keeps[j - 1][k]`, as a plan stores them). Under sticky holds a
/// keep must contain the dice already held; holding all five is scoring, so never listed.
pub(crate) fn push_holds(
    out: &mut Vec<Rated>,
    keeps: &[Vec<f64>],
    base: f64,
    dice: &Dice,
    held: Holds,
    rolls_left: u8,
    sticky: bool,
) {
    let Some(stage) = usize::from(rolls_left)
        .checked_sub(1)
        .and_then(|j| keeps.get(j))
    else {
        return;
    };
    let roll = dice.counts();
    let locked = if sticky {
        dice.held_counts(held)
    } else {
        Counts::default()
    };
    let combos = Combos::get();
    for (k, keep) in combos.keeps[..ROLL_BASE].iter().enumerate() {
        if keep.is_subset_of(&roll) && locked.is_subset_of(keep) {
            out.push(Rated {
                choice: Choice::Hold { keep: *keep },
                expected_total: base + stage[k],
            });
        }
    }
}

/// Best first; on a tie scoring beats rerolling, then bigger keeps, then card order, so
/// equal options are always ranked the same way.
pub(crate) fn rank_options(options: &mut [Rated]) {
    options.sort_by(|a, b| {
        b.expected_total
            .partial_cmp(&a.expected_total)
            .unwrap_or(std::cmp::Ordering::Equal)
            .then_with(|| tie_rank(&a.choice).cmp(&tie_rank(&b.choice)))
    });
}

fn tie_rank(choice: &Choice) -> (u8, i32) {
    match choice {
        Choice::Score { b, column, .. } => (0, (column.index() * 16 + b.index()) as i32),
        Choice::Hold { keep } => (1, -i32::from(keep.len())),
    }
}

/// Which positions to hold so that the held dice are `keep`, preferring dice already held
/// (fewest changes). `keep` must be a sub-multiset of the dice.
pub fn holds_for(dice: &Dice, current: Holds, keep: &Counts) -> Holds {
    let mut wanted = keep.as_array();
    let mut holds = Holds::NONE;
    let order = DieIndex::ALL
        .iter()
        .filter(|&&i| current.contains(i))
        .chain(DieIndex::ALL.iter().filter(|&&i| !current.contains(i)));
    for &i in order {
        let f = dice.get(i).index();
        if wanted[f] > 0 {
            wanted[f] -= 1;
            holds = holds.with(i, true);
        }
    }
    holds
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Pcg32;
    use crate::solver::{Optimum, stored_flags, upper_faces, upper_sums};
    use crate::testing::WithSettings;

    /// The plan kept for a class is every member's own plan, to the last bit: states that
    /// share a key would otherwise be played by another state's values.
    #[test]
    fn states_of_one_class_have_the_same_plan() {
        let with = |sets: &[&str]| Ruleset::CLASSIC.with_settings(sets);
        for rules in [
            Ruleset::CLASSIC,
            with(&["upper_threshold=40", "upper_bonus=20"]),
            with(&["upper_bonus=0"]),
            with(&["max_rolls=1"]),
            with(&["sticky_holds=true"]),
            Ruleset::YATZY,
        ] {
            let optimum = Optimum::solve(rules, 2, &|_, _| {});
            let mut plans = StatePlans::new(rules);
            let len = plans.plan_len();
            let mut shared = 0;
            // Every set of open upper boxes, with a few lower boxes filled.
            for upper_bits in 0u16..64 {
                for lower in [0u16, 0b1010_1000_0000, 0b1_1111_1000_0000] {
                    let all = open_boxes(&rules, BoxSet::EMPTY);
                    let filled = BoxSet::from_bits((upper_bits | lower) & all.bits());
                    if filled.len() >= all.len() {
                        continue;
                    }
                    let reachable = upper_sums(upper_faces(filled, true), rules.upper_cap());
                    for &flag in stored_flags(filled) {
                        let mut seen: HashMap<u16, Vec<u64>> = HashMap::new();
                        for upper in (0..=rules.upper_cap()).filter(|&u| reachable >> u & 1 == 1) {
                            let state = StateKey::new(&rules, filled, u32::from(upper), flag);
                            plans.solve_group(&optimum, &[(state, PlanAt::Spare(0))]);
                            let bits: Vec<u64> =
                                plans.spare[..len].iter().map(|v| v.to_bits()).collect();
                            match seen.entry(optimum.upper_class(state)) {
                                std::collections::hash_map::Entry::Occupied(first) => {
                                    shared += 1;
                                    assert!(
                                        *first.get() == bits,
                                        "{rules:?}: {filled:?}, subtotal {upper}"
                                    );
                                }
                                std::collections::hash_map::Entry::Vacant(v) => {
                                    v.insert(bits);
                                }
                            }
                        }
                    }
                }
            }
            // Most subtotals share (where there is a bonus): the test compares something.
            assert!(
                shared > 1000 || rules.upper_bonus() == 0,
                "{rules:?}: {shared}"
            );
        }
    }

    /// Plans solved together, one per lane whatever their boxes, are each the plan a
    /// [`TurnPlan`] solves alone, to the last bit: on cards with the Joker and without, the
    /// Yahtzee box filled with a zero or fifty in some lanes and open in others.
    #[test]
    fn plans_solved_side_by_side_are_each_the_plan_alone() {
        let with = |base: Ruleset, sets: &[&str]| base.with_settings(sets);
        for rules in [
            Ruleset::CLASSIC,
            with(Ruleset::CLASSIC, &["joker=free"]),
            with(Ruleset::CLASSIC, &["bonus_needs_positive_yahtzee=false"]),
            with(Ruleset::CLASSIC, &["joker=off", "extra_yahtzee_bonus=0"]),
            with(Ruleset::CLASSIC, &["max_rolls=1"]),
            with(Ruleset::CLASSIC, &["max_rolls=4"]),
            with(Ruleset::CLASSIC, &["sticky_holds=true"]),
            with(Ruleset::YATZY, &["max_rolls=3", "sticky_holds=true"]),
            Ruleset::YATZY,
        ] {
            let optimum = Optimum::solve(rules, 2, &|_, _| {});
            let ctx = RulesContext::new(rules);
            // Nothing kept: every plan goes to a spare room.
            let mut plans = StatePlans::keeping(rules, 0);
            let len = plans.plan_len();
            let stages = plans.stages();
            let all = open_boxes(&rules, BoxSet::EMPTY);
            let mut rng = Pcg32::from_seed(23);
            let mut compared = 0;
            for size in (1..=W + 3).cycle().take(60) {
                let states: Vec<StateKey> = (0..size)
                    .map(|_| {
                        loop {
                            let bits = rng.next_u32() as u16 & all.bits();
                            // Often the Yahtzee box filled, for the Joker's lanes.
                            let bits = if rng.next_u32().is_multiple_of(2) {
                                bits | BoxSet::EMPTY.with(BoxId::Yahtzee).bits() & all.bits()
                            } else {
                                bits
                            };
                            let filled = BoxSet::from_bits(bits);
                            if filled.len() >= all.len() {
                                continue;
                            }
                            let reachable =
                                upper_sums(upper_faces(filled, true), rules.upper_cap());
                            let upper = loop {
                                let u =
                                    (rng.next_u32() % (u32::from(rules.upper_cap()) + 1)) as u16;
                                if reachable >> u & 1 == 1 {
                                    break u;
                                }
                            };
                            let flag = rng.next_u32().is_multiple_of(2);
                            break StateKey::new(&rules, filled, u32::from(upper), flag);
                        }
                    })
                    .collect();
                let mut at = Vec::new();
                plans.prepare(&optimum, &states, &mut at);
                for (state, &at) in states.iter().zip(&at) {
                    let alone = TurnPlan::banking(&ctx, &optimum, *state, 0.0);
                    let plan = plans.slice(at);
                    assert_eq!(plan.len(), len);
                    let want: Vec<u64> = alone
                        .succ
                        .iter()
                        .chain(alone.keeps.iter().take(stages).flatten())
                        .map(|v| v.to_bits())
                        .collect();
                    let got: Vec<u64> = plan.iter().map(|v| v.to_bits()).collect();
                    assert!(want == got, "{rules:?}: {state:?}");
                    compared += 1;
                }
            }
            assert!(compared > 300, "{compared}");
        }
    }

    /// The packed tie ranks order every choice a plan offers as the tuples do.
    #[test]
    fn packed_ranks_order_as_the_tuples() {
        let combos = Combos::get();
        let mut choices: Vec<(Choice, usize)> = BoxId::ALL
            .into_iter()
            .map(|b| (Choice::score(b, 0), 0))
            .collect();
        choices.extend((0..ROLL_BASE).map(|k| {
            (
                Choice::Hold {
                    keep: combos.keeps[k],
                },
                k,
            )
        }));
        for a in &choices {
            for b in &choices {
                let tuple = |(c, k): &(Choice, usize)| {
                    let (kind, order) = tie_rank(c);
                    (kind, order, *k)
                };
                assert_eq!(
                    tuple(a).cmp(&tuple(b)),
                    rank_bits(&a.0, a.1).cmp(&rank_bits(&b.0, b.1)),
                    "{a:?} {b:?}"
                );
            }
        }
    }

    /// With no room to keep plans, every decision goes through the scratch room, two cards'
    /// turns interleaved so that it changes hands: each choice and its value are the ones a
    /// fresh [`TurnPlan`] gives, to the bit.
    #[test]
    fn a_plan_not_kept_gives_the_plans_choices() {
        for rules in [Ruleset::CLASSIC, Ruleset::YATZY] {
            let optimum = Optimum::solve(rules, 2, &|_, _| {});
            let ctx = RulesContext::new(rules);
            let mut plans = StatePlans::keeping(rules, 1);
            let mut rng = Pcg32::from_seed(7);
            let mut cards = [Scorecard::empty(&rules), Scorecard::empty(&rules)];
            let mut compared = 0;
            while !cards.iter().all(Scorecard::is_complete) {
                for left in (0..rules.max_rolls()).rev() {
                    for card in cards.iter().filter(|c| !c.is_complete()) {
                        let dice = Dice::new([(); 5].map(|_| rng.next_face()));
                        let kept = plans.best(&optimum, card, &dice, Holds::NONE, left);
                        let fresh = TurnPlan::new(&ctx, &optimum, card).best(
                            card,
                            &dice,
                            Holds::NONE,
                            left,
                        );
                        assert_eq!(kept, fresh, "{card:?} {dice:?} {left}");
                        compared += 1;
                    }
                }
                for card in cards.iter_mut().filter(|c| !c.is_complete()) {
                    let dice = Dice::new([(); 5].map(|_| rng.next_face()));
                    let best =
                        TurnPlan::new(&ctx, &optimum, card).best(card, &dice, Holds::NONE, 0);
                    let Some(Rated {
                        choice: Choice::Score { b, .. },
                        ..
                    }) = best
                    else {
                        panic!("no placement on an open card");
                    };
                    card.place(&rules, &dice, b)
                        .unwrap_or_else(|e| panic!("{e:?}"));
                }
            }
            assert!(compared > 50, "{compared}");
        }
    }
}
