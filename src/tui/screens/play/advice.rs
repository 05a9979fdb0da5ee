//! The play screen's advice: the optimal plan of the turn, the options rated by points and by chance to win, the coach's judgement, and the chance-to-win cells of the card.

use crate::ai::columns::{ColumnValues, MultiPlan};
use crate::ai::kernel::RulesContext;
use crate::ai::shark::SharkCache;
use crate::ai::{Choice, PlanCache, Rated, TurnPlan};
use crate::game::Action;
use crate::l10n::{decimal, percent, t};
use crate::store::{CoachMeasure, CoachMode};
use crate::tui::shelf::{NotReady, OddsStatus, Shelf, SolvedStatus};
use crate::tui::widgets::ChanceRow;
use crate::words::describe_in;

use super::draw::percent_cell;
use super::*;

impl Play {
    /// The optimal analysis of the current turn, if the optimum is ready (starting it if not).
    pub(super) fn plan(&mut self, shelf: &mut Shelf) -> Result<&TurnPlan, NotReady> {
        let seat = self.game().current_seat().ok_or(NotReady::Unavailable)?;
        let optimum = match shelf.request(self.game().rules()) {
            SolvedStatus::Ready(t) => t,
            SolvedStatus::Pending(p) => return Err(NotReady::Building(p)),
        };
        let card = *self.game().cards()[seat.index()].first();
        let rules = *self.game().rules();
        let plans = self.plans.get_or_insert_with(|| PlanCache::new(rules));
        Ok(plans.get(optimum.as_ref(), &card))
    }

    /// The estimated analysis of the current turn on a card of several columns.
    fn multi_plan(&mut self, shelf: &mut Shelf) -> Result<(&ColumnValues, &MultiPlan), NotReady> {
        let seat = self.game().current_seat().ok_or(NotReady::Unavailable)?;
        let rules = *self.game().rules();
        let card = self.game().cards()[seat.index()];
        if self
            .columns
            .as_ref()
            .is_none_or(|(v, _)| v.rules() != &rules)
        {
            self.columns = Some((shelf.request_columns(&rules)?, None));
        }
        let Some((values, plan)) = self.columns.as_mut() else {
            return Err(NotReady::Unavailable);
        };
        if !plan.as_ref().is_some_and(|p| p.is_for(&card, None)) {
            *plan = Some(Box::new(MultiPlan::new(values, &card, None)));
        }
        match plan {
            Some(p) => Ok((values, p)),
            None => Err(NotReady::Unavailable),
        }
    }

    /// The expected final total from the start of the turn (an estimate on several columns).
    pub(super) fn start_total(&mut self, shelf: &mut Shelf) -> Result<f64, NotReady> {
        if self.game().rules().layout().is_multi_column() {
            return self.multi_plan(shelf).map(|(_, p)| p.start_total());
        }
        self.plan(shelf).map(TurnPlan::start_total)
    }

    /// The options for the dice on the table, best first, and the value of what is chosen.
    pub(super) fn rated_options(&mut self, shelf: &mut Shelf) -> Result<Vec<Rated>, NotReady> {
        // Copies of the small parts, so the plan can be borrowed mutably after.
        let seat = self.game().current_seat().ok_or(NotReady::Unavailable)?;
        let throw = *self.game().throw().ok_or(NotReady::Unavailable)?;
        let rolls_left = self.game().rolls_left();
        // Real dice are not held by key: the dice read as kept from the faces are a guess,
        // never a lock, so under sticky holds every keep stays open to them, unless the
        // player said which stayed down (`33/514`).
        let held = if !self.game().holds_known() {
            crate::rules::Holds::NONE
        } else {
            throw.held
        };
        if self.game().rules().layout().is_multi_column() {
            let (values, plan) = self.multi_plan(shelf)?;
            return Ok(plan.options(values, &throw.dice, held, rolls_left));
        }
        let card = *self.game().cards()[seat.index()].first();
        let plan = self.plan(shelf)?;
        Ok(plan.options(&card, &throw.dice, held, rolls_left))
    }

    /// Each option's chance to win (taking it, then playing to win for the rest of the turn
    /// and Perfect after), in the order of `options`; `None` in solitaire or while the
    /// outlook is not ready.
    pub(super) fn win_values(&mut self, shelf: &mut Shelf, options: &[Rated]) -> Option<Vec<f64>> {
        if self.game().seats().len() < 2 {
            return None;
        }
        let seat = self.game().current_seat()?;
        let throw = *self.game().throw()?;
        let OddsStatus::Ready(optimum, outlook) = shelf.request_odds(self.game().rules()) else {
            return None;
        };
        let rules = *self.game().rules();
        let card = *self.game().cards()[seat.index()].first();
        let opponents: Vec<_> = self
            .game()
            .seat_ids()
            .filter(|&s| s != seat)
            .map(|s| *self.game().cards()[s.index()].first())
            .collect();
        let opponents: Vec<&crate::rules::Scorecard> = opponents.iter().collect();
        let ctx = RulesContext::new(rules);
        let rolls_left = self.game().rolls_left();
        let plan = self
            .win_plan
            .get_or_insert_with(SharkCache::default)
            .get(&ctx, &optimum, &outlook, &card, &opponents);
        options
            .iter()
            .map(|o| match o.choice {
                Choice::Score { b, .. } => plan.score_value(&throw.dice, b),
                Choice::Hold { keep } => plan.keep_value(rolls_left, &keep),
            })
            .collect()
    }

    /// With the coach on Warn: the warning for an action that loses too much, if any.
    pub(super) fn coach_warning(&mut self, shelf: &mut Shelf, action: Action) -> Option<String> {
        let seat = self.human_turn()?;
        if self.options().coach_for(seat.index()) != CoachMode::Warn {
            return None;
        }
        let throw = *self.game().throw()?;
        let options = self.rated_options(shelf).ok()?;
        let chosen = match action {
            Action::Score { b, column } => options.iter().position(|o| {
                matches!(o.choice, Choice::Score { b: x, column: c, .. } if x == b && c == column)
            })?,
            Action::Roll => {
                let keep = throw.dice.held_counts(throw.held);
                options
                    .iter()
                    .position(|o| o.choice == Choice::Hold { keep })?
            }
            // Real dice: the keep is read from the faces typed (the coach then speaks after
            // the throw, since the dice were thrown before anyone could be asked).
            Action::Throw { dice, kept } => {
                let keep = dice.held_counts(
                    kept.unwrap_or_else(|| throw.dice.kept_in(throw.held, &dice)),
                );
                options
                    .iter()
                    .position(|o| o.choice == Choice::Hold { keep })?
            }
            // A score pad has no dice: there is nothing to judge.
            Action::ToggleHold { .. }
            | Action::Record { .. }
            | Action::Correct { .. }
            | Action::CorrectBonus { .. } => return None,
        };
        if self.options().coach_measure == CoachMeasure::ChanceToWin
            && let Some(wins) = self.win_values(shelf, &options)
        {
            let (best, top) =
                wins.iter()
                    .enumerate()
                    .fold(
                        (0, f64::NEG_INFINITY),
                        |acc, (i, &w)| if w > acc.1 { (i, w) } else { acc },
                    );
            let loss = (top - wins[chosen]) * 100.0;
            return (loss > self.options().coach_threshold).then(|| {
                t!(
                    "play-coach-lowers-chance",
                    loss = decimal(loss, 1),
                    better = describe_in(self.game().rules().layout(), &options[best].choice),
                    better_chance = percent(top),
                    yours = describe_in(self.game().rules().layout(), &options[chosen].choice),
                    your_chance = percent(wins[chosen])
                )
            });
        }
        let best = *options.first()?;
        let chosen = options[chosen];
        let loss = best.expected_total - chosen.expected_total;
        let layout = self.game().rules().layout();
        if layout.is_multi_column() {
            // No honest total exists there (see `DIFFERENCES_ONLY`): the loss alone.
            return (loss > self.options().coach_threshold).then(|| {
                t!(
                    "play-coach-loses-estimate",
                    loss = decimal(loss, 1),
                    better = describe_in(layout, &best.choice),
                    yours = describe_in(layout, &chosen.choice)
                )
            });
        }
        (loss > self.options().coach_threshold).then(|| {
            t!(
                "play-coach-loses",
                loss = decimal(loss, 1),
                better = describe_in(self.game().rules().layout(), &best.choice),
                better_total = decimal(best.expected_total, 1),
                yours = describe_in(self.game().rules().layout(), &chosen.choice),
                your_total = decimal(chosen.expected_total, 1)
            )
        })
    }

    /// Each seat's chance to win as the card shows it: `None` when hidden (turned off in
    /// setup, a solitaire match, or rules without an exact outlook), the progress while the
    /// outlook is being prepared. The seat to play counts with its holds as they stand, so the
    /// row moves as they change. Computed once per position.
    pub(super) fn chance_cells(&mut self, shelf: &mut Shelf) -> Option<ChanceRow> {
        if !self.options().show_odds || self.game().seats().len() < 2 {
            return None;
        }
        let key = self.game().position_id();
        if crate::ai::odds::estimate::supports(self.game().rules()) {
            if self.odds.as_ref().is_none_or(|(k, _)| *k != key) {
                match self.estimated_chances(shelf) {
                    Ok(chances) => self.odds = Some((key, chances)),
                    Err(NotReady::Building(p)) => return Some(ChanceRow::Building(p)),
                    Err(NotReady::Unavailable) => return None,
                }
            }
            // Marked as estimates: no exact outlook stands behind them on these cards.
            return self.odds.as_ref().map(|(_, chances)| {
                ChanceRow::Chances(
                    chances
                        .iter()
                        .map(|&p| format!("≈{}", percent_cell(p)))
                        .collect(),
                )
            });
        }
        if self.odds.as_ref().is_none_or(|(k, _)| *k != key) {
            match shelf.request_odds(self.game().rules()) {
                OddsStatus::Ready(optimum, outlook) => {
                    let ctx = RulesContext::new(*self.game().rules());
                    let chances =
                        crate::ai::odds::chances_as_held(&ctx, &optimum, &outlook, self.game());
                    self.odds = Some((key, chances));
                }
                OddsStatus::Pending(p) => return Some(ChanceRow::Building(p)),
                OddsStatus::Unavailable => return None,
            }
        }
        self.odds.as_ref().map(|(_, chances)| {
            ChanceRow::Chances(chances.iter().map(|&p| percent_cell(p)).collect())
        })
    }

    /// Every seat's estimated chance to win on a card of several columns
    /// (`ai::odds::estimate`), the seat to play with its holds as they stand; `Err` with the
    /// progress while the column's table is being prepared.
    fn estimated_chances(&mut self, shelf: &mut Shelf) -> Result<Vec<f64>, NotReady> {
        let turn = match (self.game().current_seat(), self.game().throw().copied()) {
            (Some(seat), Some(throw)) => {
                let rolls_left = self.game().rolls_left();
                let (values, plan) = self.multi_plan(shelf)?;
                let kept = throw.dice.held_counts(throw.held);
                // As held: scoring now, or throwing again with exactly the dice held.
                let now = plan
                    .options(values, &throw.dice, throw.held, rolls_left)
                    .iter()
                    .filter(|r| match r.choice {
                        Choice::Score { .. } => true,
                        Choice::Hold { keep } => keep == kept,
                    })
                    .map(|r| r.expected_total)
                    .fold(f64::NEG_INFINITY, f64::max);
                let start = plan.start_total();
                now.is_finite().then_some((
                    seat.index(),
                    crate::ai::odds::estimate::TurnValue {
                        now,
                        start,
                        throws_left: rolls_left,
                    },
                ))
            }
            _ => None,
        };
        let rules = *self.game().rules();
        if self
            .columns
            .as_ref()
            .is_none_or(|(v, _)| v.rules() != &rules)
        {
            self.columns = Some((shelf.request_columns(&rules)?, None));
        }
        let (values, _) = self.columns.as_ref().ok_or(NotReady::Unavailable)?;
        crate::ai::odds::estimate::estimated_chances(values, self.game().cards(), turn)
            .ok_or(NotReady::Unavailable)
    }
}
