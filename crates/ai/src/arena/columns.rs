//! Simulated Perfect play on cards of several columns, which have no exact optimum to check
//! their estimates against: a card played out to its end with random dice.

use crate::Choice;
use crate::columns::{ColumnValues, MultiPlan};
use crate::game::Pcg32;
use crate::holds_for;
use crate::rules::{Card, Dice, DieIndex, Face, Holds, Spot};

/// Where a play-out was at the start of each of its turns: the boxes still open and the
/// column valuation's final total (what the search's values say from there).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TurnStart {
    pub open: usize,
    pub raw: f64,
}

/// Plays `card` to its end under Perfect's search with dice from `rng`, from `turn` (dice,
/// holds, throws left) if the seat is in mid-turn, else from the start of its next turn.
/// Returns the final total and, with `starts`, fills in each turn start it passed.
pub fn play_out_card(
    values: &ColumnValues,
    card: &Card,
    turn: Option<(Dice, Holds, u8)>,
    rng: &mut Pcg32,
    mut starts: Option<&mut Vec<TurnStart>>,
) -> u32 {
    let rules = *values.rules();
    let mut card = *card;
    let mut pending = turn;
    let throw = |dice: &mut Dice, held: Holds, rng: &mut Pcg32| {
        for die in DieIndex::ALL {
            if !held.contains(die) {
                dice.set(die, rng.next_face());
            }
        }
    };
    while !card.is_complete() {
        let plan = MultiPlan::new(values, &card, None);
        let (mut dice, mut held, mut left) = match pending.take() {
            Some(t) => t,
            None => {
                if let Some(s) = starts.as_deref_mut() {
                    s.push(TurnStart {
                        open: card.open_spots().len(),
                        raw: plan.start_total(),
                    });
                }
                let mut dice = Dice::new([Face::One; 5]);
                throw(&mut dice, Holds::NONE, rng);
                (dice, Holds::NONE, rules.max_rolls().saturating_sub(1))
            }
        };
        loop {
            let Some(best) = plan.options(values, &dice, held, left).into_iter().next() else {
                return card.total(&rules);
            };
            match best.choice {
                Choice::Score { b, column, .. } => {
                    if card.place(&rules, &dice, Spot { column, b }).is_err() {
                        return card.total(&rules);
                    }
                    break;
                }
                Choice::Hold { keep } => {
                    held = holds_for(&dice, held, &keep);
                    throw(&mut dice, held, rng);
                    left = left.saturating_sub(1);
                }
            }
        }
    }
    card.total(&rules)
}

/// Plays one turn of `card` under Perfect's search with dice from `rng`: the card after it.
pub fn one_turn(values: &ColumnValues, card: &Card, rng: &mut Pcg32) -> Card {
    let rules = *values.rules();
    let plan = MultiPlan::new(values, card, None);
    let mut out = *card;
    let mut dice = Dice::new([Face::One; 5]);
    let mut held = Holds::NONE;
    let mut left = rules.max_rolls();
    loop {
        for die in DieIndex::ALL {
            if !held.contains(die) {
                dice.set(die, rng.next_face());
            }
        }
        left = left.saturating_sub(1);
        let Some(best) = plan.options(values, &dice, held, left).into_iter().next() else {
            return out;
        };
        match best.choice {
            Choice::Score { b, column, .. } => {
                let _ = out.place(&rules, &dice, Spot { column, b });
                return out;
            }
            Choice::Hold { keep } => held = holds_for(&dice, held, &keep),
        }
    }
}
