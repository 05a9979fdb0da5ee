//! A CPU seat: its level's way of choosing, and the driver that turns choices into the same
//! [`Action`]s a person sends, one at a time (holds die by die, so the screen can show them).

use std::sync::Arc;

use super::levels::{Heuristic, beginner, casual};
use super::plan::{Choice, PlanCache, holds_for};
use super::solver::{FutureValue, StateKey, Table};
use crate::game::{Action, Level, Match};
use crate::rules::{Counts, Dice, Holds, Ruleset, Scorecard, placements};

/// How a level values the rest of the game, when it plans turns by expectation.
enum Mind {
    Greedy,
    RulesOfThumb,
    Planner {
        plans: Box<PlanCache>,
        future: Arc<dyn FutureValue + Send + Sync>,
    },
}

/// Plays one seat at one level.
pub struct Cpu {
    level: Level,
    mind: Mind,
    /// The last decision and the position it was made in, so that the hold changes it needs
    /// are not re-decided one by one.
    decided: Option<((StateKey, Dice, u8), Choice)>,
}

impl Cpu {
    /// A CPU for `level`. Perfect needs the table for the match's rules.
    pub fn new(
        level: Level,
        rules: Ruleset,
        table: Option<Arc<Table>>,
    ) -> Result<Cpu, MissingTable> {
        let mind = match level {
            Level::Beginner => Mind::Greedy,
            Level::Casual => Mind::RulesOfThumb,
            Level::Strong => Mind::Planner {
                plans: Box::new(PlanCache::new(rules)),
                future: Arc::new(Heuristic::new(rules)),
            },
            Level::Perfect => {
                let table = table.filter(|t| *t.rules() == rules).ok_or(MissingTable)?;
                Mind::Planner {
                    plans: Box::new(PlanCache::new(rules)),
                    future: table,
                }
            }
        };
        Ok(Cpu {
            level,
            mind,
            decided: None,
        })
    }

    pub fn level(&self) -> Level {
        self.level
    }

    /// What to do on a card with these dice.
    pub fn decide(
        &mut self,
        rules: &Ruleset,
        card: &Scorecard,
        dice: &Dice,
        held: Holds,
        rolls_left: u8,
    ) -> Choice {
        let placed = placements(rules, card, dice);
        let fallback = || {
            let (b, points) = placed
                .allowed()
                .next()
                .unwrap_or((crate::rules::BoxId::Chance, 0));
            Choice::Score { b, points }
        };
        let locked = if rules.sticky_holds() {
            dice.held_counts(held)
        } else {
            Counts::default()
        };
        match &mut self.mind {
            Mind::Greedy => beginner(rules, card, dice, &placed, rolls_left, locked),
            Mind::RulesOfThumb => casual(rules, card, dice, &placed, rolls_left, locked),
            Mind::Planner { plans, future } => plans
                .get(future.as_ref(), card)
                .best(card, dice, held, rolls_left)
                .map_or_else(fallback, |r| r.choice),
        }
    }

    /// The next action for the seat whose turn it is, or `None` when the match is over.
    pub fn next_action(&mut self, m: &Match) -> Option<Action> {
        let seat = m.current_seat()?;
        let card = m.card(seat)?;
        let Some(throw) = m.throw() else {
            return Some(Action::Roll);
        };
        let key = (
            StateKey::of_card(m.rules(), card),
            throw.dice,
            throw.rolls_used,
        );
        let choice = match self.decided {
            Some((k, c)) if k == key => c,
            _ => {
                let c = self.decide(m.rules(), card, &throw.dice, throw.held, m.rolls_left());
                self.decided = Some((key, c));
                c
            }
        };
        match choice {
            Choice::Score { b, .. } => Some(Action::Score { b }),
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
#[error("the Perfect CPU needs the solver's table for these rules")]
pub struct MissingTable;
