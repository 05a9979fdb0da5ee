//! The post-match review: every decision a seat made (each hold before a rethrow, each box),
//! what the optimal player would have done, and the expected points each choice cost.

use std::collections::HashMap;

use serde::Serialize;

use super::kernel::RulesContext;
use super::plan::{Choice, TurnPlan};
use super::solver::{StateKey, Table};
use crate::game::{Action, Match, SeatId};
use crate::rules::Dice;

/// One decision and its cost against the optimum.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Decision {
    /// 1–13.
    pub round: usize,
    pub dice: String,
    pub rolls_left: u8,
    pub chosen: String,
    pub chosen_total: f64,
    pub best: String,
    pub best_total: f64,
    /// Expected points lost (0 for an optimal choice).
    pub loss: f64,
}

#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct SeatReview {
    pub seat: usize,
    pub name: String,
    pub total: u32,
    pub decisions: Vec<Decision>,
    pub total_loss: f64,
    pub verdict: String,
}

/// A choice as the review reports it.
pub fn choice_text(choice: &Choice) -> String {
    match choice {
        Choice::Score { b, points } => format!("score {b} for {points}"),
        Choice::Hold { keep } if keep.is_empty() => "rethrow all five".to_string(),
        Choice::Hold { keep } => format!("hold {keep}"),
    }
}

fn verdict(decisions: &[Decision], total_loss: f64) -> String {
    let worst = decisions.iter().max_by(|a, b| {
        a.loss
            .partial_cmp(&b.loss)
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let slip = match worst {
        Some(d) if d.loss > 0.05 => format!(
            " Biggest slip: round {}, {} instead of {} (−{:.1}).",
            d.round, d.chosen, d.best, d.loss
        ),
        _ => String::new(),
    };
    let grade = match total_loss {
        l if l < 0.05 => "Flawless: every choice was optimal.",
        l if l < 5.0 => "Excellent play: within a few points of perfect.",
        l if l < 15.0 => "Good play, with a few costly choices.",
        l if l < 30.0 => "Fair play: several choices gave away points.",
        _ => "Room to grow: the optimal choices would have scored far more on average.",
    };
    format!("{grade}{slip}")
}

/// Reviews the seats for which `include` is true, replaying the match's log (undone actions
/// left out) and rating each decision with the optimal table.
pub fn review(game: &Match, table: &Table, include: impl Fn(SeatId) -> bool) -> Vec<SeatReview> {
    let rules = *game.rules();
    let ctx = RulesContext::new(rules);
    let mut replay = match Match::with_dice(
        rules,
        game.seats().to_vec(),
        game.start_dice_source().clone(),
    ) {
        Ok(m) => m,
        Err(_) => return Vec::new(),
    };
    let mut plans: HashMap<StateKey, TurnPlan> = HashMap::new();
    let mut decisions: HashMap<SeatId, Vec<Decision>> = HashMap::new();
    for entry in game.log().iter().filter(|e| !e.undone) {
        if include(entry.seat)
            && let (Some(throw), Some(card)) =
                (replay.throw().copied(), replay.card(entry.seat).copied())
        {
            let rolls_left = replay.rolls_left();
            let chosen = match entry.action {
                Action::Roll => Some(Choice::Hold {
                    keep: throw.dice.held_counts(throw.held),
                }),
                Action::Score { b } => {
                    replay
                        .placements()
                        .and_then(|p| p.offer(b))
                        .map(|o| Choice::Score {
                            b,
                            points: o.points,
                        })
                }
                Action::ToggleHold { .. } => None,
            };
            if let Some(chosen) = chosen {
                let state = StateKey::of_card(&rules, &card);
                let plan = plans
                    .entry(state)
                    .or_insert_with(|| TurnPlan::new(&ctx, table, &card));
                let options = plan.options(&card, &throw.dice, throw.held, rolls_left);
                let value_of = |c: &Choice| {
                    options
                        .iter()
                        .find(|o| same_choice(&o.choice, c))
                        .map(|o| o.expected_total)
                };
                if let (Some(best), Some(chosen_total)) = (options.first(), value_of(&chosen)) {
                    decisions.entry(entry.seat).or_default().push(Decision {
                        round: card.filled_count() + 1,
                        dice: dice_text(&throw.dice),
                        rolls_left,
                        chosen: choice_text(&chosen),
                        chosen_total,
                        best: choice_text(&best.choice),
                        best_total: best.expected_total,
                        loss: (best.expected_total - chosen_total).max(0.0),
                    });
                }
            }
        }
        if replay.apply(entry.seat, entry.action).is_err() {
            break;
        }
    }
    game.seat_ids()
        .filter(|&s| include(s))
        .map(|seat| {
            let decisions = decisions.remove(&seat).unwrap_or_default();
            let total_loss = decisions.iter().map(|d| d.loss).sum();
            SeatReview {
                seat: seat.index() + 1,
                name: game.seats()[seat.index()].name.clone(),
                total: game.total(seat),
                verdict: verdict(&decisions, total_loss),
                decisions,
                total_loss,
            }
        })
        .collect()
}

fn same_choice(a: &Choice, b: &Choice) -> bool {
    match (a, b) {
        (Choice::Score { b: x, .. }, Choice::Score { b: y, .. }) => x == y,
        (Choice::Hold { keep: x }, Choice::Hold { keep: y }) => x == y,
        _ => false,
    }
}

fn dice_text(dice: &Dice) -> String {
    dice.counts().to_string()
}
