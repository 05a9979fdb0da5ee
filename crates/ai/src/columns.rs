//! CPU play on cards of several columns (Triple, three-column). Their exact optimum does not
//! fit a laptop, so each column's future is valued by the optimum of a single column (the
//! solver's for a column filled in any order, [`OrderedValues`] for one filled down or up),
//! and each turn is searched exactly over the dice against those values:
//!
//! - the best level weighs every open spot of every column on every roll;
//! - the baseline fills the columns one after another, each played optimally on its own.
//!
//! Both are estimates of the card's optimum, and labelled so wherever they are shown.

use std::sync::Arc;

use super::kernel::{Candidate, Kernel, Lanes, RulesContext, SLOTS, W, slot};
use super::plan::{Choice, Rated, push_holds, rank_options};
use super::solver::{FutureValue, Optimum, StateKey, run_group};
use crate::rules::{
    BoxId, BoxSet, Card, ColumnId, Dice, FillOrder, Holds, Ruleset, Scorecard, Spot, all_rolls,
};

/// Why a card of several columns shows differences between options only. Measured by
/// simulating Perfect's search (`arena::columns`, and the test
/// `on_several_columns_the_column_valuation_is_no_honest_total`): the column valuation falls
/// short of its mean by about 113 points on Triple and 165 on three columns from the empty
/// card, and even corrected by the mean gap for the number of open boxes it still misses
/// single mid-game positions by 25 to 65 points on Triple and 3 to 12 on three columns,
/// since the error depends on which columns hold which boxes.
pub fn differences_only() -> String {
    yahtzee_l10n::t!("ai-differences-only")
}

/// [`differences_only`] in English.
pub const DIFFERENCES_ONLY: &str = "On a card of several columns no final total can be estimated honestly (the column-by-column valuation misses Perfect's simulated mean by over 100 points from the empty card, and by tens of points in mid-game even corrected for the round), so only the differences between options are shown.";

/// Exact values of a column filled in a fixed order: expected points still to come from the
/// start of a turn, by boxes filled, Yahtzee flag and upper subtotal.
pub struct OrderedValues {
    order: Vec<BoxId>,
    cap: usize,
    /// `(pos * 2 + flag) * (cap + 1) + upper`.
    values: Vec<f64>,
}

impl OrderedValues {
    /// Solves the column of `rules` (a single-column ruleset) filled in `order`.
    pub fn solve(rules: Ruleset, order: Vec<BoxId>) -> OrderedValues {
        let cap = usize::from(rules.upper_cap());
        let n = order.len();
        let mut ordered = OrderedValues {
            order,
            cap,
            values: vec![0.0; (n + 1) * 2 * (cap + 1)],
        };
        let ctx = RulesContext::new(rules);
        let mut kernel = Kernel::new();
        let mut succ: Vec<Lanes> = vec![Lanes::ZERO; SLOTS];
        for pos in (0..n).rev() {
            let b = ordered.order[pos];
            let filled: BoxSet = ordered.order[..pos].iter().copied().collect();
            let open = BoxSet::EMPTY.with(b);
            for flag in [false, true] {
                if flag && !filled.contains(BoxId::Yahtzee) {
                    continue;
                }
                kernel.prepare(&ctx, open, flag);
                for group in 0..(cap + 1).div_ceil(W) {
                    for points in point_options(b) {
                        succ[slot(b, points)] = Lanes(std::array::from_fn(|lane| {
                            let upper = (group * W + lane).min(cap) as u16;
                            let state = StateKey {
                                filled,
                                upper,
                                yahtzee_positive: flag,
                            };
                            let (next, bonus) = state.after(&rules, b, points);
                            f64::from(bonus) + ordered.value(next)
                        }));
                    }
                    run_group(&rules, &mut kernel, &succ, |_, _| {});
                    for lane in 0..W {
                        let upper = group * W + lane;
                        if upper <= cap {
                            let i = ordered.index(pos, flag, upper);
                            ordered.values[i] = kernel.e[0][lane];
                        }
                    }
                }
            }
        }
        ordered
    }

    fn index(&self, pos: usize, flag: bool, upper: usize) -> usize {
        (pos * 2 + usize::from(flag)) * (self.cap + 1) + upper.min(self.cap)
    }
}

impl FutureValue for OrderedValues {
    fn value(&self, state: StateKey) -> f64 {
        let pos = state.filled.len() as usize;
        self.values
            .get(self.index(pos, state.yahtzee_positive, usize::from(state.upper)))
            .copied()
            .unwrap_or(0.0)
    }
}

/// The points a placement in `b` can lead to different successor states with.
fn point_options(b: BoxId) -> Vec<u16> {
    match b.upper_face() {
        Some(face) => (0..=5).map(|c| c * u16::from(face.value())).collect(),
        None if b == BoxId::Yahtzee => vec![0, 1],
        None => vec![0],
    }
}

/// The future of each column of a multi-column card, from the optimum of a single column.
pub struct ColumnValues {
    rules: Ruleset,
    column_rules: Ruleset,
    free: Arc<Optimum>,
    down: OrderedValues,
    up: OrderedValues,
}

impl ColumnValues {
    /// For `rules` (a multi-column card), from the optimum of one of its columns
    /// (`rules.column_rules()`); `None` for another optimum.
    pub fn new(rules: Ruleset, free: Arc<Optimum>) -> Option<ColumnValues> {
        let column_rules = rules.column_rules();
        if *free.rules() != column_rules {
            return None;
        }
        let boxes = column_rules.layout().boxes().to_vec();
        let mut reversed = boxes.clone();
        reversed.reverse();
        Some(ColumnValues {
            rules,
            column_rules,
            free,
            down: OrderedValues::solve(column_rules, boxes),
            up: OrderedValues::solve(column_rules, reversed),
        })
    }

    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    fn future(&self, column: ColumnId) -> &dyn FutureValue {
        match self
            .rules
            .layout()
            .columns()
            .get(column.index())
            .map(|c| c.order)
        {
            Some(FillOrder::Down) => &self.down,
            Some(FillOrder::Up) => &self.up,
            _ => self.free.as_ref(),
        }
    }

    fn multiplier(&self, column: ColumnId) -> f64 {
        self.rules
            .layout()
            .columns()
            .get(column.index())
            .map_or(0.0, |c| f64::from(c.multiplier))
    }

    /// Expected points still to come in `column` (multiplied), from its current state.
    pub fn column_value(&self, column: ColumnId, col: &Scorecard) -> f64 {
        let state = StateKey::of_card(&self.column_rules, col);
        self.multiplier(column) * self.future(column).value(state)
    }

    /// The card's expected final total under this valuation.
    pub fn estimate(&self, card: &Card) -> f64 {
        f64::from(card.total(&self.rules))
            + card
                .column_ids()
                .iter()
                .zip(card.columns())
                .map(|(&c, col)| self.column_value(c, col))
                .sum::<f64>()
    }
}

/// The column a one-at-a-time player fills now: the first with a box left.
pub fn focus_column(card: &Card) -> ColumnId {
    card.column_ids()
        .iter()
        .zip(card.columns())
        .find(|(_, col)| !col.is_complete())
        .map_or(ColumnId::FIRST, |(&c, _)| c)
}

/// One turn of a multi-column card, searched exactly over the dice.
pub struct MultiPlan {
    card: Card,
    only: Option<ColumnId>,
    /// The card's expected final total at the start of the turn.
    start: f64,
    /// Per (column, slot): the change in the card's expected total (points aside).
    succ: Vec<f64>,
    /// `keeps[j - 1][k]`: the change in expected total from keeping `k` with `j` throws left.
    keeps: Vec<Vec<f64>>,
}

impl MultiPlan {
    /// The plan for `card`'s turn; with `only`, placements go in that column (the baseline),
    /// unless a roll has no legal spot there.
    pub fn new(values: &ColumnValues, card: &Card, only: Option<ColumnId>) -> MultiPlan {
        let rules = values.rules;
        let columns = card.column_ids();
        let mut succ = vec![0.0; columns.len() * SLOTS];
        for (&c, col) in columns.iter().zip(card.columns()) {
            let state = StateKey::of_card(&values.column_rules, col);
            let future = values.future(c);
            let now = future.value(state);
            let multiplier = values.multiplier(c);
            for b in col.open().iter() {
                for points in point_options(b) {
                    let (next, bonus) = state.after(&values.column_rules, b, points);
                    succ[c.index() * SLOTS + slot(b, points)] =
                        multiplier * (f64::from(bonus) + future.value(next) - now);
                }
            }
        }
        let mut kernel = Kernel::new();
        kernel.prepare_from(|r, out| {
            let dice = Dice::from_counts(&all_rolls()[r]);
            let chosen = candidates(values, card, &dice, only);
            out.extend(chosen.iter().map(|&(spot, points, total)| Candidate {
                points: total,
                // At most three columns of SLOTS slots: always below 256.
                slot: (spot.column.index() * SLOTS + slot(spot.b, points)) as u8,
            }));
        });
        let lanes: Vec<Lanes> = succ.iter().map(|&v| Lanes::splat(v)).collect();
        let mut keeps = Vec::with_capacity(usize::from(rules.max_rolls()));
        run_group(&rules, &mut kernel, &lanes, |_, stage| {
            keeps.push(stage.iter().map(|l| l[0]).collect())
        });
        MultiPlan {
            card: *card,
            only,
            start: values.estimate(card),
            succ,
            keeps,
        }
    }

    /// Whether this plan was made for `card`'s current turn.
    pub fn is_for(&self, card: &Card, only: Option<ColumnId>) -> bool {
        self.card == *card && self.only == only
    }

    /// The expected final total from the start of this turn, by the column valuation: an
    /// estimate that falls well short of what the search scores (see [`DIFFERENCES_ONLY`]).
    pub fn start_total(&self) -> f64 {
        self.start
            + self
                .keeps
                .last()
                .and_then(|k| k.first())
                .copied()
                .unwrap_or(0.0)
    }

    /// Every option for `dice`, best first, valued as expected final totals (estimates).
    pub fn options(
        &self,
        values: &ColumnValues,
        dice: &Dice,
        held: Holds,
        rolls_left: u8,
    ) -> Vec<Rated> {
        let rules = values.rules;
        let mut out: Vec<Rated> = candidates(values, &self.card, dice, self.only)
            .into_iter()
            .map(|(spot, points, total)| Rated {
                choice: Choice::Score {
                    b: spot.b,
                    points,
                    column: spot.column,
                },
                expected_total: self.start
                    + total
                    + self.succ[spot.column.index() * SLOTS + slot(spot.b, points)],
            })
            .collect();
        push_holds(
            &mut out,
            &self.keeps,
            self.start,
            dice,
            held,
            rolls_left,
            rules.sticky_holds(),
        );
        rank_options(&mut out);
        out
    }
}

/// The legal spots for `dice` (in `only`'s column if it has one), with the points the box
/// shows and the points the card gains (multiplied, extra bonus chips included).
fn candidates(
    values: &ColumnValues,
    card: &Card,
    dice: &Dice,
    only: Option<ColumnId>,
) -> Vec<(Spot, u16, f64)> {
    let rules = &values.rules;
    let placed = card.placements(rules, dice);
    let all: Vec<(Spot, u16, f64)> = placed
        .allowed()
        .map(|(spot, points)| {
            let chip = if placed.extra_bonus_in(spot.column) {
                rules.extra_yahtzee_bonus()
            } else {
                0
            };
            let multiplier = values.multiplier(spot.column);
            (spot, points, multiplier * f64::from(points + chip))
        })
        .collect();
    match only {
        Some(c) if all.iter().any(|(s, ..)| s.column == c) => {
            all.into_iter().filter(|(s, ..)| s.column == c).collect()
        }
        _ => all,
    }
}
