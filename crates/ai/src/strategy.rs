//! A CPU seat: its level's way of choosing, and the driver that turns choices into the same
//! [`Action`]s a person sends, one at a time (holds die by die, so the screen can show them).

use std::sync::Arc;

use super::columns::{ColumnValues, MultiPlan, focus_column};
use super::kernel::RulesContext;
use super::levels::{Heuristic, beginner, casual};
use super::odds::Outlook;
use super::plan::{Choice, StatePlans, holds_for};
use super::shark::{Decision, SharkCache, SharkTurn};
use super::solver::{FutureValue, Optimum};
use crate::game::{Action, Level, Match};
use crate::rules::{Card, Counts, Dice, Holds, Ruleset, Scorecard, placements};

/// Chances to win closer than this are the same chance to the Shark: far below the
/// outlook's resolution (steps of 1/24000), far above the rounding of its sums.
const SAME_CHANCE: f64 = 1e-9;

/// How a level values the rest of the game, when it plans turns by expectation.
enum Mind {
    Greedy,
    RulesOfThumb,
    Planner {
        plans: Box<StatePlans>,
        future: Arc<dyn FutureValue + Send + Sync>,
    },
    /// A card of several columns: each turn searched over the dice, every column valued by
    /// the optimum of a single column; `baseline` fills the columns one after another.
    Columns {
        values: Arc<ColumnValues>,
        plan: Option<Box<MultiPlan>>,
        baseline: bool,
    },
    /// Plays to win: each turn solved for the chance to finish first (Perfect when alone).
    Shark(Box<Shark>),
}

/// The Shark's mind: its turn plans by the chance to win, and Perfect's by expected points,
/// which break the ties between choices that win equally often.
pub(crate) struct Shark {
    perfect: StatePlans,
    optimum: Arc<Optimum>,
    outlook: Arc<Outlook>,
    ctx: RulesContext,
    turn: SharkCache,
}

impl Shark {
    /// The Shark's choice at this throw of `card`'s turn against `opponents` (their cards):
    /// the one with the best chance to win; where several are as good, Perfect's choice
    /// among them. `None` where its plan has no choice (the caller falls back to Perfect's).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn choose(
        &mut self,
        card: &Scorecard,
        opponents: &[&Scorecard],
        dice: &Dice,
        held: Holds,
        rolls_left: u8,
        sticky: bool,
    ) -> Option<Choice> {
        let Shark {
            perfect,
            optimum,
            outlook,
            ctx,
            turn,
        } = self;
        // The plan's sums are fast and within a proven bound of the exact ones; where that
        // bound leaves the choice open, the turn is planned again exactly, so that the
        // choice is always the exact plan's.
        let decide = |plan: &SharkTurn| plan.decide(dice, held, rolls_left, sticky, SAME_CHANCE);
        let mut first = None;
        let plan = turn.get_settled(ctx, optimum, outlook, card, opponents, |plan| {
            let d = first.insert(decide(plan));
            d.settled
        });
        let Decision {
            top, best, several, ..
        } = match first {
            Some(d) if d.settled => d,
            _ => decide(plan),
        };
        // Where several options win equally often (a lost match is 0% whatever it does, a
        // won one 100%), the chance says nothing: of those, Perfect's choice by expected
        // points, rather than the first box in card order. With one choice alone that
        // good, it is the Shark's best one, whatever Perfect's order: Perfect's plan is
        // needed only to choose among several.
        let as_good = several.then(|| {
            perfect.best_where(optimum.as_ref(), card, dice, held, rolls_left, |choice| {
                let win = match *choice {
                    Choice::Score { b, .. } => plan.score_value(dice, b),
                    Choice::Hold { keep } => plan.keep_value(rolls_left, &keep),
                };
                win.is_some_and(|w| w >= top - SAME_CHANCE)
            })
        });
        if let Some(o) = as_good.flatten() {
            return Some(o.choice);
        }
        if several && plan.slack() > 0.0 {
            // Among several as good, the best by chance alone: which of them that is may
            // turn on the sums' last bits.
            let exact = |plan: &SharkTurn| plan.slack() == 0.0;
            return turn
                .get_settled(ctx, optimum, outlook, card, opponents, exact)
                .best(dice, held, rolls_left, sticky);
        }
        best
    }

    /// Perfect's choice: the Shark's alone at the table, and where its plan has none.
    pub(crate) fn perfect(
        &mut self,
        card: &Scorecard,
        dice: &Dice,
        held: Holds,
        rolls_left: u8,
    ) -> Option<Choice> {
        self.perfect
            .best(self.optimum.as_ref(), card, dice, held, rolls_left)
            .map(|r| r.choice)
    }
}

/// Plays one seat at one level.
pub struct Cpu {
    level: Level,
    mind: Mind,
    /// The last decision and the position it was made in, so that the hold changes it needs
    /// are not re-decided one by one.
    decided: Option<((Card, Dice, u8), Choice)>,
}

impl Cpu {
    /// A CPU for `level`. Perfect needs the optimum for the match's rules.
    pub fn new(
        level: Level,
        rules: Ruleset,
        optimum: Option<Arc<Optimum>>,
    ) -> Result<Cpu, NotSolved> {
        Cpu::with_solved(level, rules, optimum, None)
    }

    /// A CPU for `level`; Perfect needs the optimum for the match's rules, Shark that
    /// and the outlook built from it. On a card of several columns, Strong,
    /// Perfect and Shark need the optimum of one column (`rules.column_rules()`): Strong fills
    /// the columns one after another, Perfect and Shark weigh every column each turn.
    pub fn with_solved(
        level: Level,
        rules: Ruleset,
        optimum: Option<Arc<Optimum>>,
        outlook: Option<Arc<Outlook>>,
    ) -> Result<Cpu, NotSolved> {
        if rules.layout().is_multi_column() && needs(level, &rules).strategy() {
            let optimum = optimum.ok_or(NotSolved)?;
            let values = ColumnValues::new(rules, optimum).ok_or(NotSolved)?;
            return Ok(Cpu {
                level,
                mind: Mind::Columns {
                    values: Arc::new(values),
                    plan: None,
                    baseline: level == Level::Strong,
                },
                decided: None,
            });
        }
        let mind = match level {
            Level::Beginner => Mind::Greedy,
            Level::Casual => Mind::RulesOfThumb,
            Level::Strong => Mind::Planner {
                plans: Box::new(StatePlans::new(rules)),
                future: Arc::new(Heuristic::new(rules)),
            },
            Level::Perfect => {
                let optimum = optimum.filter(|t| *t.rules() == rules).ok_or(NotSolved)?;
                Mind::Planner {
                    plans: Box::new(StatePlans::new(rules)),
                    future: optimum,
                }
            }
            Level::Shark => {
                let optimum = optimum.filter(|t| *t.rules() == rules).ok_or(NotSolved)?;
                let outlook = outlook.filter(|d| *d.rules() == rules).ok_or(NotSolved)?;
                Mind::Shark(Box::new(Shark {
                    perfect: StatePlans::new(rules),
                    optimum,
                    outlook,
                    ctx: RulesContext::new(rules),
                    turn: SharkCache::default(),
                }))
            }
        };
        Ok(Cpu {
            level,
            mind,
            decided: None,
        })
    }

    /// Lets a Shark keep what it reads of the outlook in `store`, with every
    /// other CPU given the same: the arena's, whose games revisit the same states.
    pub fn share_futures(&mut self, store: &Arc<crate::odds::FutureStore>) {
        if let Mind::Shark(shark) = &mut self.mind {
            shark.turn = SharkCache::sharing(store.clone());
        }
    }

    pub fn level(&self) -> Level {
        self.level
    }

    /// The turn plans and their valuation, for a level that plays by them alone (Strong and
    /// Perfect on a card of one column): what the arena needs to play many matches' turns
    /// side by side, each choice the one [`Cpu::next_action`] would make.
    pub(crate) fn planner(&mut self) -> Option<(&mut StatePlans, &dyn FutureValue)> {
        match &mut self.mind {
            Mind::Planner { plans, future } => Some((&mut **plans, &**future)),
            _ => None,
        }
    }

    /// The Shark's mind, for the arena to play its turns side by side as
    /// [`Cpu::next_action`] would.
    pub(crate) fn shark(&mut self) -> Option<&mut Shark> {
        match &mut self.mind {
            Mind::Shark(shark) => Some(shark),
            _ => None,
        }
    }

    /// What to do on a card with these dice.
    pub fn decide(
        &mut self,
        rules: &Ruleset,
        card: &Card,
        dice: &Dice,
        held: Holds,
        rolls_left: u8,
    ) -> Choice {
        if let Mind::Columns {
            values,
            plan,
            baseline,
        } = &mut self.mind
        {
            let only = baseline.then(|| focus_column(card));
            if !plan.as_ref().is_some_and(|p| p.is_for(card, only)) {
                *plan = Some(Box::new(MultiPlan::new(values, card, only)));
            }
            let best = plan
                .as_ref()
                .and_then(|p| p.options(values, dice, held, rolls_left).into_iter().next());
            if let Some(best) = best {
                return best.choice;
            }
        }
        if rules.layout().is_multi_column() {
            // Beginner and Casual fill one column at a time, by their own rules of thumb.
            let column = focus_column(card);
            let placed = card.placements(rules, dice);
            let (Some(col), Some(col_placed)) = (card.column(column), placed.column(column)) else {
                return Choice::score(crate::rules::BoxId::Chance, 0);
            };
            let choice = self.decide_column(rules, col, &|| *col_placed, dice, held, rolls_left);
            return match choice {
                Choice::Score { b, points, .. }
                    if col_placed.offer(b).is_some_and(|o| o.allowed()) =>
                {
                    Choice::Score { b, points, column }
                }
                Choice::Hold { keep } => Choice::Hold { keep },
                // Nothing legal in that column for these dice: the first legal spot anywhere.
                _ => placed.allowed().next().map_or(
                    Choice::score(crate::rules::BoxId::Chance, 0),
                    |(spot, points)| Choice::Score {
                        b: spot.b,
                        points,
                        column: spot.column,
                    },
                ),
            };
        }
        let card = card.first();
        self.decide_column(
            rules,
            card,
            &|| placements(rules, card, dice),
            dice,
            held,
            rolls_left,
        )
    }

    /// What to do on one column (a single-column card, or the column being filled), where
    /// `placed` gives the dice's placements there: asked for only when needed, since the
    /// planners find their own and this runs at every decision.
    fn decide_column(
        &mut self,
        rules: &Ruleset,
        card: &Scorecard,
        placed: &dyn Fn() -> crate::rules::Placements,
        dice: &Dice,
        held: Holds,
        rolls_left: u8,
    ) -> Choice {
        let fallback = || {
            let (b, points) = placed()
                .allowed()
                .next()
                .unwrap_or((crate::rules::BoxId::Chance, 0));
            Choice::score(b, points)
        };
        let locked = if rules.sticky_holds() {
            dice.held_counts(held)
        } else {
            Counts::default()
        };
        match &mut self.mind {
            Mind::Greedy => beginner(rules, card, dice, &placed(), rolls_left, locked),
            Mind::RulesOfThumb => casual(rules, card, dice, &placed(), rolls_left, locked),
            Mind::Planner { plans, future } => plans
                .best(future.as_ref(), card, dice, held, rolls_left)
                .map_or_else(fallback, |r| r.choice),
            Mind::Shark(shark) => shark
                .perfect(card, dice, held, rolls_left)
                .unwrap_or_else(fallback),
            // Decided on the whole card in `decide`; only an empty plan comes here.
            Mind::Columns { .. } => fallback(),
        }
    }

    /// What to do in a match: the Shark weighs every seat's card; every other level (and
    /// the Shark alone at the table) looks at its own card only.
    fn decide_in(&mut self, m: &Match, seat: crate::game::SeatId) -> Option<Choice> {
        let card = m.card(seat)?;
        let throw = m.throw()?;
        if let Mind::Shark(shark) = &mut self.mind
            && m.seats().len() > 1
        {
            let opponents: Vec<&Scorecard> = m
                .seat_ids()
                .filter(|&s| s != seat)
                .filter_map(|s| m.card(s).map(Card::first))
                .collect();
            let (rolls_left, sticky) = (m.rolls_left(), m.rules().sticky_holds());
            let choice = shark.choose(
                card.first(),
                &opponents,
                &throw.dice,
                throw.held,
                rolls_left,
                sticky,
            );
            if choice.is_some() {
                return choice;
            }
        }
        Some(self.decide(m.rules(), card, &throw.dice, throw.held, m.rolls_left()))
    }

    /// The next action for the seat whose turn it is, or `None` when the match is over.
    pub fn next_action(&mut self, m: &Match) -> Option<Action> {
        let seat = m.current_seat()?;
        let card = m.card(seat)?;
        let Some(throw) = m.throw() else {
            return Some(Action::Roll);
        };
        let key = (*card, throw.dice, throw.rolls_used);
        let choice = match self.decided {
            Some((k, c)) if k == key => c,
            _ => {
                let c = self.decide_in(m, seat)?;
                self.decided = Some((key, c));
                c
            }
        };
        match choice {
            Choice::Score { b, column, .. } => Some(Action::Score { b, column }),
            Choice::Hold { keep } => {
                let target = holds_for(&throw.dice, throw.held, &keep);
                let differing = crate::rules::DieIndex::ALL
                    .into_iter()
                    .find(|&i| target.contains(i) != throw.held.contains(i));
                match differing {
                    Some(die) => Some(Action::ToggleHold { die }),
                    None => Some(Action::Roll),
                }
            }
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the Perfect and Shark CPUs need the solver's tables for these rules")]
pub struct NotSolved;

/// The solved data a CPU level plays from under some rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Needs {
    /// Rules of thumb alone.
    Nothing,
    /// The optimum (of one column, on a card of several).
    Strategy,
    /// The optimum and the outlook built from it.
    StrategyAndOdds,
}

impl Needs {
    pub fn strategy(self) -> bool {
        self != Needs::Nothing
    }

    pub fn odds(self) -> bool {
        self == Needs::StrategyAndOdds
    }
}

/// Which solved data `level` needs under `rules`: the one place that says so, asked wherever a
/// optimum is chosen for a CPU (the match screen, the command line, [`Cpu::with_solved`]).
/// It names every level, so a new one cannot be forgotten.
pub fn needs(level: Level, rules: &Ruleset) -> Needs {
    let multi = rules.layout().is_multi_column();
    match level {
        Level::Beginner | Level::Casual => Needs::Nothing,
        // On a card of several columns Strong fills the columns one after another from the
        // optimum of one column.
        Level::Strong if multi => Needs::Strategy,
        Level::Strong => Needs::Nothing,
        Level::Perfect => Needs::Strategy,
        // There is no outlook of a card of several columns: the Shark plays
        // from the column's optimum there, as Perfect does.
        Level::Shark if multi => Needs::Strategy,
        Level::Shark => Needs::StrategyAndOdds,
    }
}
