//! The post-match review: every decision a seat made (each hold before a rethrow, each box),
//! what the optimal player would have done, and the expected points each choice cost.

use std::collections::HashMap;
use std::sync::Arc;

use serde::Serialize;
use yahtzee_l10n::t;

use super::columns::{ColumnValues, MultiPlan};
use super::kernel::RulesContext;
use super::plan::{Choice, Rated, TurnPlan};
use super::solver::{Optimum, StateKey};
use crate::game::{Action, LogEntry, Match, SeatId, Throw};
use crate::rules::{Card, Dice, Holds, Layout, Ruleset, Spot};

/// One decision and its cost against the optimum.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Decision {
    /// 1 to the number of boxes on the card.
    pub round: usize,
    pub dice: String,
    pub rolls_left: u8,
    pub chosen: String,
    pub chosen_total: f64,
    pub best: String,
    pub best_total: f64,
    /// Expected points lost (0 for an optimal choice).
    pub loss: f64,
    /// The level of the CPU that made this choice for its absent person, if one did.
    pub stand_in: Option<crate::game::Level>,
}

#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct SeatReview {
    pub seat: usize,
    pub name: String,
    pub total: u32,
    pub decisions: Vec<Decision>,
    pub total_loss: f64,
    pub verdict: String,
    /// Rated against Perfect's search rather than an exact optimum (cards of several
    /// columns): every figure is an estimate.
    pub estimate: bool,
}

/// Why a match has no review.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReviewError {
    /// The optimum handed over is not the one the match's card is played from (on a
    /// card of several columns, the optimum of one of its columns).
    #[error("{}", t!("ai-other-rules"))]
    OtherRules,
}

/// What the review rates choices with: the optimum on one column, Perfect's search over
/// every column (an estimate) on several.
pub(crate) enum Rater<'a> {
    Exact {
        ctx: Box<RulesContext>,
        optimum: &'a Optimum,
        /// Plans by state, with nothing banked: states are shared by cards of different
        /// totals (two seats' cards, say), so each option adds its own card's total.
        plans: HashMap<StateKey, TurnPlan>,
    },
    Columns {
        values: Box<ColumnValues>,
        plans: HashMap<Card, MultiPlan>,
    },
}

impl Rater<'_> {
    pub(crate) fn new(rules: Ruleset, optimum: &Arc<Optimum>) -> Result<Rater<'_>, ReviewError> {
        if rules.layout().is_multi_column() {
            let values =
                ColumnValues::new(rules, optimum.clone()).ok_or(ReviewError::OtherRules)?;
            return Ok(Rater::Columns {
                values: Box::new(values),
                plans: HashMap::new(),
            });
        }
        if *optimum.rules() != rules {
            return Err(ReviewError::OtherRules);
        }
        Ok(Rater::Exact {
            ctx: Box::new(RulesContext::new(rules)),
            optimum: optimum.as_ref(),
            plans: HashMap::new(),
        })
    }

    /// The plan of `card`'s next turn, made on first use and kept: both the turn's start and
    /// every option in it are read from the same plan, so they are looked up in one place.
    fn plan_for(&mut self, card: &Card) -> Plan<'_> {
        match self {
            Rater::Exact {
                ctx,
                optimum,
                plans,
            } => {
                let column = card.first();
                let state = StateKey::of_card(&ctx.rules, column);
                Plan::Exact {
                    banked: f64::from(column.total(&ctx.rules)),
                    plan: plans
                        .entry(state)
                        .or_insert_with(|| TurnPlan::for_state(ctx, *optimum, state)),
                }
            }
            Rater::Columns { values, plans } => Plan::Columns {
                plan: plans
                    .entry(*card)
                    .or_insert_with(|| MultiPlan::new(values, card, None)),
                values,
            },
        }
    }

    /// The expected final total of `card` before its next turn.
    pub(crate) fn start_total(&mut self, card: &Card) -> f64 {
        match self.plan_for(card) {
            Plan::Exact { banked, plan } => banked + plan.start_total(),
            Plan::Columns { plan, .. } => plan.start_total(),
        }
    }

    pub(crate) fn options(
        &mut self,
        card: &Card,
        dice: &Dice,
        held: Holds,
        rolls_left: u8,
    ) -> Vec<Rated> {
        match self.plan_for(card) {
            Plan::Exact { banked, plan } => {
                let mut options = plan.options(card.first(), dice, held, rolls_left);
                for o in &mut options {
                    o.expected_total += banked;
                }
                options
            }
            Plan::Columns { plan, values } => plan.options(values, dice, held, rolls_left),
        }
    }
}

/// A turn's plan as [`Rater::plan_for`] hands it out. An exact plan is shared by every card
/// in the same state, so it comes with the card's own banked total to add to its values.
enum Plan<'r> {
    Exact {
        banked: f64,
        plan: &'r TurnPlan,
    },
    Columns {
        plan: &'r MultiPlan,
        values: &'r ColumnValues,
    },
}

/// The verdict on a seat with no choices to judge, in English (the review says it in the
/// language spoken: `ai-no-decisions`).
pub const NO_DECISIONS: &str =
    "No choices to judge: the points were written down, not played here with the dice.";

/// A choice as the review reports it.
pub fn choice_text(layout: Layout, choice: &Choice) -> String {
    match choice {
        Choice::Score { b, points, column } => t!(
            "ai-choice-score",
            spot = crate::words::spot_name(layout, Spot::new(*column, *b)),
            points = (*points)
        ),
        Choice::Hold { keep } if keep.is_empty() => t!("ai-choice-rethrow-all"),
        Choice::Hold { keep } => t!("ai-choice-hold", keep = keep.to_string()),
    }
}

fn verdict(decisions: &[Decision], total_loss: f64) -> String {
    // A score pad's match (or a seat that only had its points written down) has no throw
    // or hold to judge: nothing can be flawless or slipped there.
    if decisions.is_empty() {
        return t!("ai-no-decisions");
    }
    let worst = decisions.iter().max_by(|a, b| {
        a.loss
            .partial_cmp(&b.loss)
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let slip = match worst {
        Some(d) if d.loss > 0.05 => format!(
            " {}",
            t!(
                "ai-verdict-slip",
                round = (d.round),
                chosen = d.chosen.clone(),
                best = d.best.clone(),
                loss = yahtzee_l10n::decimal(d.loss, 1)
            )
        ),
        _ => String::new(),
    };
    let grade = match total_loss {
        l if l < 0.05 => t!("ai-verdict-flawless"),
        l if l < 5.0 => t!("ai-verdict-excellent"),
        l if l < 15.0 => t!("ai-verdict-good"),
        l if l < 30.0 => t!("ai-verdict-fair"),
        _ => t!("ai-verdict-room-to-grow"),
    };
    format!("{grade}{slip}")
}

/// Reviews the seats for which `include` is true, replaying the match's log (undone actions
/// left out) and rating each decision with the optimum; on a card of several columns,
/// which has no exact optimum, against Perfect's search (`optimum` is then that of one
/// column, and every figure is an estimate).
pub fn review(
    game: &Match,
    optimum: &Arc<Optimum>,
    include: impl Fn(SeatId) -> bool,
) -> Result<Vec<SeatReview>, ReviewError> {
    let rules = *game.rules();
    let layout = rules.layout();
    let mut rater = Rater::new(rules, optimum)?;
    let mut replay = match Match::with_dice(
        rules,
        game.seats().to_vec(),
        game.start_dice_source().clone(),
    ) {
        Ok(m) => m,
        Err(_) => return Ok(Vec::new()),
    };
    let mut decisions: HashMap<SeatId, Vec<Decision>> = HashMap::new();
    let mut thrown = Holds::NONE;
    for entry in game.log().iter().filter(|e| !e.undone) {
        if include(entry.seat)
            && let Some(decision) = judge(&replay, &mut rater, entry, thrown)
        {
            decisions.entry(entry.seat).or_default().push(decision);
        }
        if replay.apply(entry.seat, entry.action).is_err() {
            break;
        }
        thrown = held_as_thrown(&replay, thrown);
    }
    Ok(game
        .seat_ids()
        .filter(|&s| include(s))
        .map(|seat| {
            let decisions = decisions.remove(&seat).unwrap_or_default();
            // Summed from +0.0: an empty sum of floats is −0.0, which prints as "-0.0".
            let total_loss = decisions.iter().fold(0.0, |sum, d| sum + d.loss);
            SeatReview {
                seat: seat.index() + 1,
                name: game.seats()[seat.index()].name.clone(),
                total: game.total(seat),
                verdict: verdict(&decisions, total_loss),
                decisions,
                total_loss,
                estimate: layout.is_multi_column(),
            }
        })
        .collect())
}

/// The dice held as the last throw left them, after an action of `replay` (`before` as it was
/// until then): hold changes between throws are the decision the next throw judges, so under
/// sticky holds the options stay those the throw left open. Holds read from typed faces are a
/// guess: every keep stays open to them.
pub(crate) fn held_as_thrown(replay: &Match, before: Holds) -> Holds {
    let Some(last) = replay.log().iter().rev().find(|e| !e.undone) else {
        return Holds::NONE;
    };
    match last.action {
        Action::Roll | Action::Throw { .. } => match replay.throw() {
            Some(t) if replay.holds_known() => t.held,
            _ => Holds::NONE,
        },
        Action::ToggleHold { .. } => before,
        _ => Holds::NONE,
    }
}

/// The decision `entry` makes in `replay` (the match just before it), rated against the best
/// choice there with the dice held as the last throw left them (`held`): `None` for an action
/// that decides nothing (a hold toggled, points written down) or that the rater has no value
/// for.
fn judge(replay: &Match, rater: &mut Rater, entry: &LogEntry, held: Holds) -> Option<Decision> {
    let layout = replay.rules().layout();
    let throw = replay.throw().copied()?;
    let card = replay.card(entry.seat).copied()?;
    let rolls_left = replay.rolls_left();
    let chosen = chosen_in(replay, entry.action, &throw)?;
    let options = rater.options(&card, &throw.dice, held, rolls_left);
    let best = options.first()?;
    let chosen_total = options
        .iter()
        .find(|o| same_choice(&o.choice, &chosen))
        .map(|o| o.expected_total)?;
    Some(Decision {
        round: card.filled_count() + 1,
        dice: dice_text(&throw.dice),
        rolls_left,
        chosen: choice_text(layout, &chosen),
        chosen_total,
        best: choice_text(layout, &best.choice),
        best_total: best.expected_total,
        loss: (best.expected_total - chosen_total).max(0.0),
        stand_in: entry.stand_in,
    })
}

/// The choice `action` makes with the dice of `throw`, if it is one.
pub(crate) fn chosen_in(replay: &Match, action: Action, throw: &Throw) -> Option<Choice> {
    match action {
        Action::Roll => Some(Choice::Hold {
            keep: throw.dice.held_counts(throw.held),
        }),
        Action::Score { b, column } => replay
            .placements()
            .and_then(|p| p.offer(Spot::new(column, b)))
            .map(|o| Choice::Score {
                b,
                points: o.points,
                column,
            }),
        // Real dice, typed in: what was kept as the player said it, or as read from the
        // faces.
        Action::Throw { dice, kept } => Some(Choice::Hold {
            keep: dice.held_counts(kept.unwrap_or_else(|| throw.dice.kept_in(throw.held, &dice))),
        }),
        Action::ToggleHold { .. }
        | Action::Record { .. }
        | Action::Correct { .. }
        | Action::CorrectBonus { .. } => None,
    }
}

pub(crate) fn same_choice(a: &Choice, b: &Choice) -> bool {
    match (a, b) {
        (
            Choice::Score {
                b: x, column: cx, ..
            },
            Choice::Score {
                b: y, column: cy, ..
            },
        ) => x == y && cx == cy,
        (Choice::Hold { keep: x }, Choice::Hold { keep: y }) => x == y,
        _ => false,
    }
}

pub(crate) fn dice_text(dice: &Dice) -> String {
    dice.counts().to_string()
}

/// Every seat's chance to win after each placement of a match (and before the first).
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct WinPoint {
    /// Placements made so far (0 before the first).
    pub turn: usize,
    /// The round of the placement just made (0 before the first).
    pub round: usize,
    /// The seat (1-based) that just placed, and what it did.
    pub seat: Option<usize>,
    pub placed: Option<String>,
    pub win: Vec<f64>,
}

/// A turn that moved the placing seat's chance to win the most.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Swing {
    pub round: usize,
    pub seat: usize,
    pub name: String,
    pub placed: String,
    pub before: f64,
    pub after: f64,
}

impl Swing {
    pub fn describe(&self) -> String {
        // The change is that of the two figures shown, so the line adds up as read.
        let before = (self.before * 100.0).round() as i64;
        let after = (self.after * 100.0).round() as i64;
        let change = match after - before {
            0 => "±0".to_string(),
            d if d > 0 => format!("+{d}"),
            d => format!("−{}", -d),
        };
        t!(
            "ai-swing",
            round = (self.round),
            name = crate::words::shown_name(&self.name).into_owned(),
            placed = self.placed.clone(),
            before = before,
            after = after,
            change = change
        )
    }
}

/// The chance-to-win timeline of a match (2 seats or more), replayed from its log.
pub fn win_timeline(
    game: &Match,
    optimum: &Optimum,
    outlook: &super::odds::Outlook,
) -> Vec<WinPoint> {
    let rules = *game.rules();
    let ctx = RulesContext::new(rules);
    let Ok(mut replay) = Match::with_dice(
        rules,
        game.seats().to_vec(),
        game.start_dice_source().clone(),
    ) else {
        return Vec::new();
    };
    let mut points = vec![WinPoint {
        turn: 0,
        round: 0,
        seat: None,
        placed: None,
        win: super::odds::chances_for_match(&ctx, optimum, outlook, &replay),
    }];
    for entry in game.log().iter().filter(|e| !e.undone) {
        let scored = match entry.action {
            Action::Score { b, column } => replay
                .placements()
                .and_then(|p| p.offer(Spot::new(column, b)))
                .map(|o| {
                    (
                        replay.round(),
                        choice_text(
                            rules.layout(),
                            &Choice::Score {
                                b,
                                points: o.points,
                                column,
                            },
                        ),
                    )
                }),
            Action::Record {
                b, points, column, ..
            } => Some((
                replay.round(),
                choice_text(rules.layout(), &Choice::Score { b, points, column }),
            )),
            _ => None,
        };
        if replay.apply(entry.seat, entry.action).is_err() {
            break;
        }
        if let Some((round, placed)) = scored {
            points.push(WinPoint {
                turn: points.len(),
                round,
                seat: Some(entry.seat.index() + 1),
                placed: Some(placed),
                win: super::odds::chances_for_match(&ctx, optimum, outlook, &replay),
            });
        }
    }
    points
}

/// The `n` turns that moved the placing seat's chance the most (from the start of its turn
/// to its placement), biggest first.
pub fn biggest_swings(game: &Match, timeline: &[WinPoint], n: usize) -> Vec<Swing> {
    let mut swings: Vec<Swing> = timeline
        .windows(2)
        .filter_map(|w| {
            let seat = w[1].seat?;
            Some(Swing {
                round: w[1].round,
                seat,
                name: game.seats().get(seat - 1)?.name.clone(),
                placed: w[1].placed.clone()?,
                before: *w[0].win.get(seat - 1)?,
                after: *w[1].win.get(seat - 1)?,
            })
        })
        .collect();
    swings.sort_by(|a, b| {
        (b.after - b.before)
            .abs()
            .partial_cmp(&(a.after - a.before).abs())
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    swings.truncate(n);
    swings
}

/// A row of block characters, one per value in 0–1: a text sparkline.
pub fn sparkline(values: &[f64]) -> String {
    const BARS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
    values
        .iter()
        .map(|v| BARS[((v.clamp(0.0, 1.0) * 7.0).round()) as usize])
        .collect()
}

/// The timeline as text for people: one sparkline per seat, then the biggest swings.
pub fn timeline_lines(game: &Match, timeline: &[WinPoint], swings: &[Swing]) -> Vec<String> {
    let mut out = vec![t!("ai-timeline-heading")];
    let width = game
        .seats()
        .iter()
        .map(|s| crate::words::shown_name(&s.name).chars().count())
        .max()
        .unwrap_or(0);
    for seat in game.seat_ids() {
        let values: Vec<f64> = timeline
            .iter()
            .filter_map(|p| p.win.get(seat.index()).copied())
            .collect();
        let name = crate::words::shown_name(&game.seats()[seat.index()].name);
        let pad = " ".repeat(width.saturating_sub(name.chars().count()));
        let last = values.last().copied().unwrap_or(0.0) * 100.0;
        out.push(format!(
            "  {name}{pad}  {}  {}",
            sparkline(&values),
            t!("ai-percent-whole", figure = yahtzee_l10n::decimal(last, 0))
        ));
    }
    if !swings.is_empty() {
        out.push(t!("ai-timeline-swings"));
        out.extend(swings.iter().map(|s| format!("  {}", s.describe())));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{BoxId, ColumnId};

    fn swing(before: f64, after: f64) -> Swing {
        Swing {
            round: 7,
            seat: 1,
            name: "Ana".to_string(),
            placed: "score Sixes for 24".to_string(),
            before,
            after,
        }
    }

    #[test]
    fn a_swing_changes_by_the_difference_of_the_figures_shown() {
        // 0.834 → 0.956 shows 83% and 96%: the change read is 13, not the 12.2 underneath.
        assert!(
            swing(0.834, 0.956)
                .describe()
                .ends_with("from 83% to 96% (+13)")
        );
        assert!(
            swing(0.5, 0.214)
                .describe()
                .ends_with("from 50% to 21% (−29)")
        );
        assert!(
            swing(0.401, 0.399)
                .describe()
                .ends_with("from 40% to 40% (±0)")
        );
    }

    #[test]
    fn nothing_to_judge_is_neither_flawless_nor_a_loss() {
        assert_eq!(verdict(&[], 0.0), NO_DECISIONS);
        assert!(!verdict(&[], 0.0).contains("Flawless"));
        let none: Vec<Decision> = Vec::new();
        let summed = none.iter().fold(0.0, |sum, d| sum + d.loss);
        assert_eq!(format!("{summed:.1}"), "0.0");
    }

    #[test]
    fn choices_name_the_box_as_the_card_does() {
        let ones = Choice::Score {
            b: BoxId::Ones,
            points: 2,
            column: ColumnId::FIRST,
        };
        assert_eq!(choice_text(Layout::Yatzy, &ones), "score Ones for 2");
        assert_eq!(choice_text(Layout::Classic, &ones), "score Aces for 2");
    }
}
