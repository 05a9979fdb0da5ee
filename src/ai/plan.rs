//! One turn analysed for one card: the value of every option at every point of the turn, for
//! the CPU's choices, the advisor and the coach.
//!
//! Values are expected points still to come (this turn's placement included) when the rest
//! of the game is valued by a [`FutureValue`]: the exact table for the optimum, a heuristic for
//! weaker play.

use std::collections::HashMap;

use super::combos::{Combos, ROLL_BASE};
use super::kernel::{Kernel, Lanes, RulesContext, SLOTS, slot};
use super::solver::{FutureValue, StateKey, open_boxes, run_group};
use crate::rules::{
    BoxId, BoxSet, ColumnId, Counts, Dice, DieIndex, Holds, Ruleset, Scorecard, evaluate,
    placements,
};

/// A choice at one point of a turn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Choice {
    /// Fill `b` of `column` now for `points` (before the column's multiplier).
    Score {
        b: BoxId,
        points: u16,
        column: ColumnId,
    },
    /// Keep these dice and throw the others.
    Hold { keep: Counts },
}

impl Choice {
    /// Fill `b` of the first (on most cards, the only) column.
    pub const fn score(b: BoxId, points: u16) -> Choice {
        Choice::Score {
            b,
            points,
            column: ColumnId::FIRST,
        }
    }
}

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
    for b in open_boxes(rules, state.filled).iter() {
        let point_options: &[u16] = match b.upper_face() {
            Some(face) => &[0, 1, 2, 3, 4, 5].map(|c| c * u16::from(face.value())),
            None if b == BoxId::Yahtzee => &[0, 1],
            None => &[0],
        };
        for &points in point_options {
            let (next, bonus) = state.after(rules, b, points);
            succ[slot(b, points)] = f64::from(bonus) + future.value(next);
        }
    }
}

impl TurnPlan {
    pub fn new(ctx: &RulesContext, future: &dyn FutureValue, card: &Scorecard) -> TurnPlan {
        let rules = ctx.rules;
        let state = StateKey::of_card(&rules, card);
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
            banked: f64::from(card.total(&rules)),
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
/// [`FutureValue::upper_class`]): under the exact table, subtotals 39 and 41 with only the
/// Sixes open both need four Sixes for the bonus, so their successors are of equal value.
/// The classes are the valuation's own, so one `StatePlans` serves one valuation only (each
/// CPU pairs its plans with its one valuation).
pub struct StatePlans {
    ctx: RulesContext,
    kernel: Kernel,
    /// Where each kept plan starts in `store`.
    index: HashMap<PlanKey, usize>,
    /// Plans one after another, each `SLOTS` successor values and then its stages; the
    /// first is scratch room for the plans not kept.
    store: Vec<f64>,
    /// The plan in the scratch room: every decision of its turn reads it again.
    scratch: Option<PlanKey>,
    /// How many plans are kept.
    max: usize,
}

/// What a kept plan is found by: a state with its upper subtotal known only by its class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct PlanKey {
    filled: BoxSet,
    yahtzee_positive: bool,
    upper_class: u16,
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
            scratch: None,
            max,
        };
        plans.store.resize(plans.plan_len(), 0.0);
        plans
    }

    fn stages(&self) -> usize {
        usize::from(self.ctx.rules.max_rolls()).saturating_sub(1)
    }

    fn plan_len(&self) -> usize {
        SLOTS + self.stages() * ROLL_BASE
    }

    /// Where `state`'s plan starts in the store, solving it first if it is not there.
    fn plan(&mut self, future: &dyn FutureValue, state: StateKey) -> usize {
        let key = PlanKey {
            filled: state.filled,
            yahtzee_positive: state.yahtzee_positive,
            upper_class: future.upper_class(state),
        };
        if let Some(&at) = self.index.get(&key) {
            return at;
        }
        if self.scratch == Some(key) {
            return 0;
        }
        let at = if self.index.len() < self.max {
            let at = self.store.len();
            self.store.resize(at + self.plan_len(), 0.0);
            self.index.insert(key, at);
            at
        } else {
            0
        };
        self.solve(future, state, at);
        if at == 0 {
            self.scratch = Some(key);
        }
        at
    }

    /// Solves `state` into the store at `at`, as [`TurnPlan::new`] does.
    fn solve(&mut self, future: &dyn FutureValue, state: StateKey, at: usize) {
        if at == 0 {
            // Whatever plan the scratch room held, it holds another now.
            self.scratch = None;
        }
        let rules = self.ctx.rules;
        let stages = self.stages();
        let plan = &mut self.store[at..at + SLOTS + stages * ROLL_BASE];
        let (succ, keeps) = plan.split_at_mut(SLOTS);
        successor_values(&rules, future, state, succ);
        let open = open_boxes(&rules, state.filled);
        let mut lanes = [Lanes::ZERO; SLOTS];
        for (l, &v) in lanes.iter_mut().zip(succ.iter()) {
            *l = Lanes::splat(v);
        }
        self.kernel.prepare(&self.ctx, open, state.yahtzee_positive);
        let mut stage_at = 0;
        let mut record = |stage: &[Lanes]| {
            if stage_at < stages {
                let out = &mut keeps[stage_at * ROLL_BASE..(stage_at + 1) * ROLL_BASE];
                for (o, l) in out.iter_mut().zip(stage) {
                    *o = l[0];
                }
                stage_at += 1;
            }
        };
        if rules.sticky_holds() && rules.max_rolls() > 2 {
            // The sticky stages are the solver's own: the whole turn, the last stage unused.
            run_group(&rules, &mut self.kernel, &lanes, |_, stage| record(stage));
        } else {
            choice_stages(&mut self.kernel, &lanes, rules.max_rolls(), &mut record);
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
    fn choose(
        &self,
        at: usize,
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
        let plan = &self.store[at..at + SLOTS + stages * ROLL_BASE];
        let (succ, keeps) = plan.split_at(SLOTS);
        let combos = Combos::get();
        let counts = dice.counts();
        let roll = combos.index_of(&counts).checked_sub(ROLL_BASE);
        // `options` sorts stably, so of equal holds the one listed first (the lower keep
        // number) leads: the keep number breaks the last ties here.
        let mut best: Option<(Rated, (u8, i32, usize))> = None;
        let mut offer = |choice: Choice, expected_total: f64, rank: (u8, i32, usize)| {
            let first = best.as_ref().is_none_or(|(b, b_rank)| {
                b.expected_total
                    .partial_cmp(&expected_total)
                    .unwrap_or(std::cmp::Ordering::Equal)
                    .then_with(|| rank.cmp(b_rank))
                    == std::cmp::Ordering::Less
            });
            if first && wanted(&choice) {
                best = Some((
                    Rated {
                        choice,
                        expected_total,
                    },
                    rank,
                ));
            }
        };
        match roll {
            // The rules' own table of plain points, rather than evaluating every open box at
            // every decision: no extra bonus, so the total is the one `options` adds up
            // (adding a zero bonus to a non-negative sum changes no bit).
            Some(r) if !self.ctx.is_special(r, open) => {
                for b in open.iter() {
                    let c = self.ctx.plain(b, r);
                    // The points went in as a `u16`, so they come back out exactly.
                    let choice = Choice::score(b, c.points as u16);
                    let (kind, order) = tie_rank(&choice);
                    offer(
                        choice,
                        banked + c.points + succ[usize::from(c.slot)],
                        (kind, order, 0),
                    );
                }
            }
            _ => {
                let placed = evaluate(rules, open, yahtzee_positive, &counts);
                let extra = if placed.extra_bonus() {
                    f64::from(rules.extra_yahtzee_bonus())
                } else {
                    0.0
                };
                for (b, points) in placed.allowed() {
                    let choice = Choice::score(b, points);
                    let (kind, order) = tie_rank(&choice);
                    offer(
                        choice,
                        banked + f64::from(points) + extra + succ[slot(b, points)],
                        (kind, order, 0),
                    );
                }
            }
        }
        let stage = usize::from(rolls_left)
            .checked_sub(1)
            .filter(|&j| j < stages)
            .map(|j| &keeps[j * ROLL_BASE..(j + 1) * ROLL_BASE]);
        if let (Some(stage), Some(roll)) = (stage, roll) {
            let locked = if rules.sticky_holds() {
                dice.held_counts(held)
            } else {
                Counts::default()
            };
            for sub in &combos.sub_keeps[roll] {
                let k = usize::from(sub.keep);
                let Some(&value) = stage.get(k) else {
                    continue;
                };
                let keep = combos.keeps[k];
                if locked.is_subset_of(&keep) {
                    let choice = Choice::Hold { keep };
                    let (kind, order) = tie_rank(&choice);
                    offer(choice, banked + value, (kind, order, k));
                }
            }
        }
        best.map(|(r, _)| r)
    }
}

/// What a choice reads of the card besides its plan: the points banked and the facts that
/// decide where the dice may go.
#[derive(Clone, Copy, Debug)]
struct TurnFacts {
    banked: f64,
    open: BoxSet,
    yahtzee_positive: bool,
}

impl TurnFacts {
    fn of(rules: &Ruleset, card: &Scorecard) -> TurnFacts {
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
/// holds only: the sticky stages are the solver's.
fn choice_stages(
    kernel: &mut Kernel,
    succ: &[Lanes],
    throws: u8,
    record: &mut dyn FnMut(&[Lanes]),
) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU was just checked to support AVX2.
        unsafe { choice_stages_avx2(kernel, succ, throws, record) };
        return;
    }
    choice_stages_inline(kernel, succ, throws, record);
}

/// Compiled for AVX2, as the solver's kernel is: a lane group is two registers. The passes
/// use no fused multiply-add, so the instruction set changes no value.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn choice_stages_avx2(
    kernel: &mut Kernel,
    succ: &[Lanes],
    throws: u8,
    record: &mut dyn FnMut(&[Lanes]),
) {
    choice_stages_inline(kernel, succ, throws, record);
}

#[inline(always)]
fn choice_stages_inline(
    kernel: &mut Kernel,
    succ: &[Lanes],
    throws: u8,
    record: &mut dyn FnMut(&[Lanes]),
) {
    kernel.fill_v0(succ);
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
    use crate::ai::solver::{Table, stored_flags, upper_faces, upper_sums};
    use crate::game::Pcg32;

    /// The plan kept for a class is every member's own plan, to the last bit: states that
    /// share a key would otherwise be played by another state's values.
    #[test]
    fn states_of_one_class_have_the_same_plan() {
        let with = |sets: &[&str]| {
            let mut rules = Ruleset::CLASSIC;
            for set in sets {
                rules
                    .apply_assignment(set)
                    .unwrap_or_else(|e| panic!("{set}: {e:?}"));
            }
            rules
        };
        for rules in [
            Ruleset::CLASSIC,
            with(&["upper_threshold=40", "upper_bonus=20"]),
            with(&["upper_bonus=0"]),
            with(&["max_rolls=1"]),
            with(&["sticky_holds=true"]),
            Ruleset::YATZY,
        ] {
            let table = Table::solve(rules, 2, &|_, _| {});
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
                            plans.solve(&table, state, 0);
                            let bits: Vec<u64> =
                                plans.store[..len].iter().map(|v| v.to_bits()).collect();
                            match seen.entry(table.upper_class(state)) {
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

    /// With no room to keep plans, every decision goes through the scratch room, two cards'
    /// turns interleaved so that it changes hands: each choice and its value are the ones a
    /// fresh [`TurnPlan`] gives, to the bit.
    #[test]
    fn a_plan_not_kept_gives_the_plans_choices() {
        for rules in [Ruleset::CLASSIC, Ruleset::YATZY] {
            let table = Table::solve(rules, 2, &|_, _| {});
            let ctx = RulesContext::new(rules);
            let mut plans = StatePlans::keeping(rules, 1);
            let mut rng = Pcg32::from_seed(7);
            let mut cards = [Scorecard::empty(&rules), Scorecard::empty(&rules)];
            let mut compared = 0;
            while !cards.iter().all(Scorecard::is_complete) {
                for left in (0..rules.max_rolls()).rev() {
                    for card in cards.iter().filter(|c| !c.is_complete()) {
                        let dice = Dice::new([(); 5].map(|_| rng.next_face()));
                        let kept = plans.best(&table, card, &dice, Holds::NONE, left);
                        let fresh =
                            TurnPlan::new(&ctx, &table, card).best(card, &dice, Holds::NONE, left);
                        assert_eq!(kept, fresh, "{card:?} {dice:?} {left}");
                        compared += 1;
                    }
                }
                for card in cards.iter_mut().filter(|c| !c.is_complete()) {
                    let dice = Dice::new([(); 5].map(|_| rng.next_face()));
                    let best = TurnPlan::new(&ctx, &table, card).best(card, &dice, Holds::NONE, 0);
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
