//! The account of luck and play: for every seat of a match, what the dice gave and what the
//! choices cost, in expected points (and, where the chance to win exists, in percentage
//! points of winning), so that a player can tell whether they lost to the dice or to their
//! choices.
//!
//! # The figures
//!
//! A seat's position is worth the expected final total of its card under perfect play from
//! there (the score solver's values: the same ones the review rates choices with). The
//! account follows that worth through the seat's turns:
//!
//! - **start**: the worth of the empty card, before the first throw;
//! - **luck of a throw**: the worth of the dice it left (the best choice there) minus the
//!   worth just before it (the kept dice about to be thrown, or the card at the start of a
//!   turn): what the throw gave above or below its average;
//! - **cost of a decision** (a hold before a rethrow, a box): the best choice's worth minus
//!   the chosen one's, never negative; the review's per-decision loss is this same figure.
//!
//! Each throw's "before" is the chosen worth the seat's previous step left, so the figures
//! chain: `start + Σ luck − Σ cost` is the worth the seat stands on, and on a finished match
//! the final score itself (to rounding, 1e-9). The worth of a full card is its total, so on
//! one column the last placement's worth is the score exactly. On a card of several columns
//! there is no exact optimum: worths are Perfect's search over the column valuation
//! ([`crate::columns`]), every figure is an estimate (`estimated`), and whatever that
//! valuation misses of the final score is carried by the seat's last throw, so the identity
//! still holds.
//!
//! # Accuracy
//!
//! The mean cost per decision that was a decision at all: a choice is *forced* when every
//! option is worth the same (one box left with no throw, say). Choices a CPU made for an
//! absent person count in the cost but not in the person's accuracy. [`Grade`] reads the mean
//! on a plain scale whose "expert" line is Verhoeff's proficiency test: under 0.2 points per
//! choice.
//!
//! # In match terms
//!
//! With two seats or more on one column, the outlook ([`crate::odds`]) gives every seat's
//! chance to win at every point of the match; the same walk in those terms gives
//! [`WinAccount`]: the dice's effect on the seat's chance (its own throws and the others'),
//! the chance its own choices gave away against Perfect's, what the others' choices gave it,
//! and the luck-adjusted result as GNU Backgammon gives it: the result with the luck taken
//! out.
//!
//! # Perfect on your dice
//!
//! On a match whose dice come from a tape (the face of every die fixed by the round, seat,
//! throw and position), Perfect can be played on the seat's own tape: its rerolls read the
//! same faces the seat's would have. [`perfect_on_tape`] plays it exactly; old matches, whose
//! dice came from one shared stream, have no such dice to replay.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use yahtzee_l10n::t;

use super::kernel::RulesContext;
use super::odds::{Futures, Outlook, chances_for_match_with, chances_throwing_with};
use super::plan::{Choice, Rated};
use super::review::{
    Rater, ReviewError, choice_text, chosen_in, dice_text, held_as_thrown, same_choice,
};
use super::solver::Optimum;
use super::strategy::Cpu;
use crate::game::{Action, DiceSource, Level, Match, Seat, max_log_entries};
use crate::rules::{Card, Holds};

/// Two worths closer than this are the same: a choice among equals is no choice.
const SAME: f64 = 1e-9;

/// The account of a match, seat by seat.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Account {
    pub seats: Vec<SeatAccount>,
    /// The worths are estimates (a card of several columns).
    pub estimated: bool,
    /// The match is over: every seat's `start + luck − cost` is its final score.
    pub finished: bool,
}

/// One seat's account.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct SeatAccount {
    /// 1-based, as the review numbers seats.
    pub seat: usize,
    pub name: String,
    /// Expected final total under perfect play from the empty card.
    pub start: f64,
    /// The sum of the seat's throws' luck.
    pub luck: f64,
    /// The sum of the seat's decisions' costs (never negative).
    pub cost: f64,
    /// The seat's total (its final score once the match is over).
    pub score: u32,
    pub throws: Vec<ThrowLuck>,
    pub decisions: Vec<DecisionCost>,
    pub accuracy: Accuracy,
    /// The same account in chances to win, where the chance exists.
    pub win: Option<WinAccount>,
    /// What Perfect would have scored on this seat's dice (tape matches only).
    pub perfect_on_dice: Option<u32>,
    /// On a card of several columns, the part of `luck` that is the estimate's miss: the
    /// final score minus the worth the valuation gave the last placement (0 on one column).
    pub estimate_gap: f64,
}

impl SeatAccount {
    /// `start + luck − cost`: the worth the seat stands on (its score on a finished match).
    pub fn worth(&self) -> f64 {
        self.start + self.luck - self.cost
    }

    /// What a share line or a history entry keeps.
    pub fn summary(&self) -> Summary {
        Summary {
            luck: self.luck,
            cost: self.cost,
            accuracy: self.accuracy,
        }
    }

    /// The luckiest throws, best first (at most `n`, only those a twentieth of a point or
    /// more above average).
    pub fn luckiest(&self, n: usize) -> Vec<&ThrowLuck> {
        let mut throws: Vec<&ThrowLuck> = self.throws.iter().filter(|t| t.luck >= 0.05).collect();
        throws.sort_by(|a, b| b.luck.total_cmp(&a.luck));
        throws.truncate(n);
        throws
    }

    /// The unluckiest throws, worst first (at most `n`, only those a twentieth of a point or
    /// more below average).
    pub fn unluckiest(&self, n: usize) -> Vec<&ThrowLuck> {
        let mut throws: Vec<&ThrowLuck> = self.throws.iter().filter(|t| t.luck <= -0.05).collect();
        throws.sort_by(|a, b| a.luck.total_cmp(&b.luck));
        throws.truncate(n);
        throws
    }

    /// The costliest choices, costliest first (at most `n`, only those that cost anything
    /// a player would notice: a twentieth of a point or more).
    pub fn costliest(&self, n: usize) -> Vec<&DecisionCost> {
        let mut choices: Vec<&DecisionCost> =
            self.decisions.iter().filter(|d| d.cost >= 0.05).collect();
        choices.sort_by(|a, b| b.cost.total_cmp(&a.cost));
        choices.truncate(n);
        choices
    }
}

/// One throw: the dice it left and what they were worth against the average.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct ThrowLuck {
    /// 1 to the number of boxes on the card.
    pub round: usize,
    /// 1 for the turn's first throw.
    pub throw: u8,
    /// The dice after the throw, as counts (`11345`).
    pub dice: String,
    /// The expected final total just before the throw (the mean over its outcomes).
    pub before: f64,
    /// The expected final total the throw left (the best choice there).
    pub after: f64,
    /// `after − before`.
    pub luck: f64,
}

/// What a decision was about.
#[derive(Clone, Copy, Debug, Serialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum DecisionKind {
    /// Which dice to keep before a rethrow.
    Hold,
    /// Which box to score.
    Box,
}

/// One decision and what it cost against the best choice.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct DecisionCost {
    pub round: usize,
    pub kind: DecisionKind,
    /// The dice decided on, as counts.
    pub dice: String,
    pub rolls_left: u8,
    pub chosen: String,
    pub best: String,
    /// Best worth minus chosen worth (never negative).
    pub cost: f64,
    /// Every option was worth the same: nothing to decide.
    pub forced: bool,
    /// The level of the CPU that decided for the absent person, if one did.
    pub stand_in: Option<Level>,
}

/// How well a seat chose: the cost of the decisions that were decisions (not forced, not
/// made by a stand-in).
#[derive(Clone, Copy, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Accuracy {
    /// Decisions counted.
    pub decisions: u32,
    /// Their summed cost in expected points.
    pub cost: f64,
}

impl Accuracy {
    /// Expected points given away per decision; `None` with none to judge.
    pub fn mean(&self) -> Option<f64> {
        (self.decisions > 0).then(|| self.cost / f64::from(self.decisions))
    }

    /// The mean on the plain scale; `None` with no decision to judge.
    pub fn grade(&self) -> Option<Grade> {
        self.mean().map(Grade::of)
    }

    /// Two accuracies together (a history's matches, say).
    pub fn plus(self, other: Accuracy) -> Accuracy {
        Accuracy {
            decisions: self.decisions.saturating_add(other.decisions),
            cost: self.cost + other.cost,
        }
    }

    /// "0.14 a choice (expert)", or a dash with nothing judged.
    pub fn describe(&self) -> String {
        match (self.mean(), self.grade()) {
            (Some(mean), Some(grade)) => t!(
                "ai-accuracy-short",
                mean = yahtzee_l10n::decimal(mean, 2),
                grade = grade.label()
            ),
            _ => t!("ai-accuracy-none-short"),
        }
    }
}

/// The plain scale for accuracy (expected points given away per decision).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Grade {
    /// Under 0.01 a choice: as good as the solver.
    Perfect,
    /// Under 0.2 a choice: Verhoeff's proficiency test passed.
    Expert,
    /// Under 0.5.
    Strong,
    /// Under 1.0.
    Fair,
    /// A point or more a choice.
    Learning,
}

impl Grade {
    /// The grade of a mean cost per decision.
    pub fn of(mean: f64) -> Grade {
        match mean {
            m if m < 0.01 => Grade::Perfect,
            m if m < 0.2 => Grade::Expert,
            m if m < 0.5 => Grade::Strong,
            m if m < 1.0 => Grade::Fair,
            _ => Grade::Learning,
        }
    }

    /// The grade as a player reads it, in the language spoken (JSON keeps the serde id).
    pub fn label(self) -> &'static str {
        static LABELS: crate::words::Labels<Grade, 5> = crate::words::Labels::new(
            [
                Grade::Perfect,
                Grade::Expert,
                Grade::Strong,
                Grade::Fair,
                Grade::Learning,
            ],
            |grade| match grade {
                Grade::Perfect => t!("ai-grade-perfect"),
                Grade::Expert => t!("ai-grade-expert"),
                Grade::Strong => t!("ai-grade-strong"),
                Grade::Fair => t!("ai-grade-fair"),
                Grade::Learning => t!("ai-grade-learning"),
            },
        );
        LABELS.get(self)
    }

    /// The scale in one line, for a legend under the seats' accuracies, in the language
    /// spoken.
    pub fn scale() -> String {
        t!("ai-grade-scale")
    }

    /// [`Grade::scale`] in English.
    pub const SCALE: &'static str = "Accuracy is the expected points given away per choice that was a choice: perfect under 0.01, expert under 0.2 (the line of Verhoeff's proficiency test), strong under 0.5, fair under 1, learning above.";
}

/// What a share line or a history entry keeps of a seat's account.
#[derive(Clone, Copy, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Summary {
    pub luck: f64,
    pub cost: f64,
    pub accuracy: Accuracy,
}

/// A seat's account in chances to win (fractions: 0.123 is 12.3 percentage points).
#[derive(Clone, Copy, Debug, Serialize, PartialEq)]
pub struct WinAccount {
    /// The chance to win before the first throw.
    pub start: f64,
    /// What every throw (the seat's own and the others') did to the seat's chance.
    pub luck: f64,
    /// Of that, the seat's own throws.
    pub own_luck: f64,
    /// The chance the seat's own choices gave away against Perfect's (negative when they
    /// did better for the win than Perfect's expected-points choice).
    pub cost: f64,
    /// What the other seats' choices did to this seat's chance.
    pub others: f64,
    /// The seat's share of the win at the end (1, 0, or a split tie); the chance where it
    /// stands in an unfinished match.
    pub result: f64,
}

impl WinAccount {
    /// The result with the luck taken out (GNU Backgammon's luck-adjusted result): what the
    /// seat's chance would have come to had every throw been average.
    pub fn adjusted(&self) -> f64 {
        self.result - self.luck
    }
}

/// Why a match has no account.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AccountError {
    /// The optimum handed over is for other rules.
    #[error("{}", t!("ai-other-rules"))]
    OtherRules,
    /// A score pad's points, or corrections: no throw to weigh.
    #[error("{}", t!("ai-luck-written-down"))]
    WrittenDown,
}

impl From<ReviewError> for AccountError {
    fn from(e: ReviewError) -> AccountError {
        match e {
            ReviewError::OtherRules => AccountError::OtherRules,
        }
    }
}

/// One seat's running account while the match is replayed.
struct Running {
    /// The worth the seat's last step left (before its next throw).
    worth: f64,
    luck: f64,
    cost: f64,
    throws: Vec<ThrowLuck>,
    decisions: Vec<DecisionCost>,
}

/// The account of every seat of `game` as far as it has been played, replaying its log
/// (undone actions left out) against `optimum` (on a card of several columns, the optimum of
/// one column, as for the review). With an `outlook` for the match's rules and two seats or
/// more on one column, each seat's account in chances to win too.
pub fn account(
    game: &Match,
    optimum: &Arc<Optimum>,
    outlook: Option<&Outlook>,
) -> Result<Account, AccountError> {
    let rules = *game.rules();
    let estimated = rules.layout().is_multi_column();
    let mut rater = Rater::new(rules, optimum)?;
    if game.log().iter().any(|e| !e.undone && e.action.is_pad()) {
        return Err(AccountError::WrittenDown);
    }
    let start = rater.start_total(&Card::empty(&rules));
    let mut running: Vec<Running> = game
        .seat_ids()
        .map(|_| Running {
            worth: start,
            luck: 0.0,
            cost: 0.0,
            throws: Vec::new(),
            decisions: Vec::new(),
        })
        .collect();
    let mut replay = Match::with_dice(
        rules,
        game.seats().to_vec(),
        game.start_dice_source().clone(),
    )
    .map_err(|_| AccountError::OtherRules)?;
    let mut thrown = Holds::NONE;
    for entry in game.log().iter().filter(|e| !e.undone) {
        let Some(run) = running.get_mut(entry.seat.index()) else {
            break;
        };
        let decides = matches!(
            entry.action,
            Action::Roll | Action::Throw { .. } | Action::Score { .. }
        );
        if decides && let Some(decision) = decide(&replay, &mut rater, entry.action, thrown) {
            run.worth = decision.chosen;
            run.cost += decision.cost.cost;
            run.decisions.push(DecisionCost {
                stand_in: entry.stand_in,
                ..decision.cost
            });
        }
        if replay.apply(entry.seat, entry.action).is_err() {
            break;
        }
        thrown = held_as_thrown(&replay, thrown);
        if matches!(entry.action, Action::Roll | Action::Throw { .. })
            && let Some(after) = best_here(&replay, &mut rater, thrown)
            && let Some(throw) = replay.throw()
        {
            let luck = after.expected_total - run.worth;
            run.throws.push(ThrowLuck {
                round: replay.round(),
                throw: throw.rolls_used,
                dice: dice_text(&throw.dice),
                before: run.worth,
                after: after.expected_total,
                luck,
            });
            run.luck += luck;
            run.worth = after.expected_total;
        }
    }
    let finished = replay.is_over() && replay.log().len() == game.log().len();
    let seats = game
        .seat_ids()
        .zip(running)
        .map(|(seat, mut run)| {
            let score = replay.total(seat);
            let estimate_gap = if replay.is_over() && estimated {
                settle(&mut run, start, score)
            } else {
                0.0
            };
            let accuracy = run
                .decisions
                .iter()
                .filter(|d| !d.forced && d.stand_in.is_none())
                .fold(Accuracy::default(), |acc, d| {
                    acc.plus(Accuracy {
                        decisions: 1,
                        cost: d.cost,
                    })
                });
            SeatAccount {
                seat: seat.index() + 1,
                name: game.seats()[seat.index()].name.clone(),
                start,
                luck: run.luck,
                cost: run.cost,
                score,
                throws: run.throws,
                decisions: run.decisions,
                accuracy,
                win: None,
                perfect_on_dice: None,
                estimate_gap,
            }
        })
        .collect();
    let mut account = Account {
        seats,
        estimated,
        finished,
    };
    if finished && let Some(perfect) = perfect_on_tape(game, optimum) {
        for (seat, p) in account.seats.iter_mut().zip(perfect) {
            seat.perfect_on_dice = Some(p);
        }
    }
    if let Some(outlook) = outlook {
        add_win(&mut account, game, optimum, outlook);
    }
    Ok(account)
}

/// On a finished match the worth of every card is its total. On one column the worths reach
/// it exactly (the last placement's worth is a sum of whole points); on several, what the
/// estimate missed of it is put on the seat's last throw, whose dice decided the last box, so
/// `start + luck − cost` is the score there too.
fn settle(run: &mut Running, start: f64, score: u32) -> f64 {
    let worth = start + run.luck - run.cost;
    let gap = f64::from(score) - worth;
    if let Some(last) = run.throws.last_mut() {
        last.after += gap;
        last.luck += gap;
    }
    // Summing in another order can leave the last bit off: the luck is what the identity
    // needs, by definition.
    run.luck = f64::from(score) - start + run.cost;
    gap
}

/// A decision rated: its cost entry and the chosen option's worth.
struct Rated2 {
    cost: DecisionCost,
    chosen: f64,
}

/// The decision `action` makes in `replay` (the match just before it), rated; `None` when it
/// decides nothing (a turn's first throw) or the rater has no worth for it.
fn decide(replay: &Match, rater: &mut Rater, action: Action, held: Holds) -> Option<Rated2> {
    let layout = replay.rules().layout();
    let seat = replay.current_seat()?;
    let throw = replay.throw().copied()?;
    let card = replay.card(seat).copied()?;
    let rolls_left = replay.rolls_left();
    let chosen = chosen_in(replay, action, &throw)?;
    let options = rater.options(&card, &throw.dice, held, rolls_left);
    let best = options.first()?;
    let chosen_worth = options
        .iter()
        .find(|o| same_choice(&o.choice, &chosen))
        .map(|o| o.expected_total)?;
    let forced = options
        .iter()
        .all(|o| (best.expected_total - o.expected_total).abs() < SAME);
    Some(Rated2 {
        cost: DecisionCost {
            round: card.filled_count() + 1,
            kind: match chosen {
                Choice::Hold { .. } => DecisionKind::Hold,
                Choice::Score { .. } => DecisionKind::Box,
            },
            dice: dice_text(&throw.dice),
            rolls_left,
            chosen: choice_text(layout, &chosen),
            best: choice_text(layout, &best.choice),
            cost: (best.expected_total - chosen_worth).max(0.0),
            forced,
            stand_in: None,
        },
        chosen: chosen_worth,
    })
}

/// The best option for the seat to play with the dice on the table (`held` as thrown).
fn best_here(replay: &Match, rater: &mut Rater, held: Holds) -> Option<Rated> {
    let seat = replay.current_seat()?;
    let throw = replay.throw().copied()?;
    let card = replay.card(seat).copied()?;
    rater
        .options(&card, &throw.dice, held, replay.rolls_left())
        .into_iter()
        .next()
}

/// Why a match has no "Perfect on your dice", in the language spoken: its dice came one
/// after another from one stream, so another choice would have thrown other dice.
pub fn not_on_tape() -> String {
    t!("ai-not-on-tape")
}

/// [`not_on_tape`] in English.
pub const NOT_ON_TAPE: &str = "Perfect on these dice: not for this match. Its dice came one after another from one stream, so any other choice would have thrown other dice; matches on a dice tape (every new match) have it.";

/// What Perfect scores on each seat's own dice of a match on a tape, in seat order; `None`
/// for dice from a stream (a match saved before the tape, or scripted).
///
/// A tape fixes each face by its place (round, seat, throw, die position), so Perfect can
/// play each seat's card on that seat's tape: its first throws are the seat's first throws,
/// and its rerolls read the faces at the positions it throws, as anyone's would. Perfect
/// holds dice by position as the Perfect CPU does. The seats are independent on a tape (or
/// identical, with same dice), so one match of Perfect CPUs answers for all: each total is
/// exact, not sampled.
pub fn perfect_on_tape(game: &Match, optimum: &Arc<Optimum>) -> Option<Vec<u32>> {
    let tape = game.start_dice_source().as_tape()?;
    let rules = *game.rules();
    let seats: Vec<Seat> = (1..=game.seats().len())
        .map(|i| Seat::cpu(&format!("Perfect {i}"), Level::Perfect))
        .collect();
    let mut perfect = Match::with_dice(rules, seats, DiceSource::Tape(tape)).ok()?;
    // One CPU plays every seat: its plans depend on the card, not the seat.
    let mut cpu = Cpu::new(Level::Perfect, rules, Some(optimum.clone())).ok()?;
    // A bound on the actions of any match, so that nothing here can loop.
    let most = max_log_entries(&rules, game.seats().len());
    for _ in 0..most {
        let Some(seat) = perfect.current_seat() else {
            break;
        };
        let action = cpu.next_action(&perfect)?;
        perfect.apply(seat, action).ok()?;
    }
    perfect
        .is_over()
        .then(|| perfect.seat_ids().map(|s| perfect.total(s)).collect())
}

/// Adds each seat's account in chances to win: the match replayed once more, every seat's
/// chance read at each throw and decision. Left out on a card of several columns (no exact
/// chance), for one seat (nothing to win), for real dice typed in (the holds are read from the
/// faces, so the rethrow's chance is a guess) and when the outlook is for other rules.
fn add_win(account: &mut Account, game: &Match, optimum: &Optimum, outlook: &Outlook) {
    let rules = *game.rules();
    let seats = game.seats().len();
    if account.estimated || seats < 2 || *outlook.rules() != rules || *optimum.rules() != rules {
        return;
    }
    let entries: Vec<_> = game.log().iter().filter(|e| !e.undone).collect();
    if entries.iter().any(|e| {
        !matches!(
            e.action,
            Action::Roll | Action::ToggleHold { .. } | Action::Score { .. }
        )
    }) {
        return;
    }
    let Ok(mut replay) = Match::with_dice(
        rules,
        game.seats().to_vec(),
        game.start_dice_source().clone(),
    ) else {
        return;
    };
    let ctx = RulesContext::new(rules);
    let mut futures = Futures::default();
    let mut chances = |m: &Match, throwing: bool| {
        if throwing {
            chances_throwing_with(&ctx, optimum, outlook, &mut futures, m)
        } else {
            chances_for_match_with(&ctx, optimum, outlook, &mut futures, m)
        }
    };
    // `w` is every seat's chance where the match stands; each step moves it, and what moved
    // it is booked, so the books add up to the last `w` by construction.
    let mut w = chances(&replay, false);
    let start = w.clone();
    let mut luck = vec![0.0; seats];
    let mut own_luck = vec![0.0; seats];
    let mut cost = vec![0.0; seats];
    let mut others = vec![0.0; seats];
    let mut book_decision = |w: &[f64], chosen: &[f64], by: usize| {
        for i in 0..seats {
            if i == by {
                cost[i] += w[i] - chosen[i];
            } else {
                others[i] += chosen[i] - w[i];
            }
        }
    };
    for entry in entries {
        let by = entry.seat.index();
        match entry.action {
            Action::Roll => {
                if replay.throw().is_some() {
                    let chosen = chances(&replay, true);
                    book_decision(&w, &chosen, by);
                    w = chosen;
                }
                if replay.apply(entry.seat, entry.action).is_err() {
                    return;
                }
                let after = chances(&replay, false);
                for i in 0..seats {
                    luck[i] += after[i] - w[i];
                }
                own_luck[by] += after[by] - w[by];
                w = after;
            }
            Action::Score { .. } => {
                if replay.apply(entry.seat, entry.action).is_err() {
                    return;
                }
                let after = chances(&replay, false);
                book_decision(&w, &after, by);
                w = after;
            }
            _ => {
                if replay.apply(entry.seat, entry.action).is_err() {
                    return;
                }
            }
        }
    }
    for (i, seat) in account.seats.iter_mut().enumerate() {
        seat.win = Some(WinAccount {
            start: start[i],
            luck: luck[i],
            own_luck: own_luck[i],
            cost: cost[i],
            others: others[i],
            result: w[i],
        });
    }
}

/// A seat's account in words for the review (screen and `yahtzee review`): the sum, the
/// accuracy, the luckiest and unluckiest throws, the costliest choices, the account in
/// chances to win and Perfect on the seat's dice, each where it exists.
pub fn seat_lines(seat: &SeatAccount, account: &Account) -> Vec<String> {
    let estimated = if account.estimated { "yes" } else { "no" };
    let now = if account.finished {
        t!("ai-luck-now-points", points = (seat.score))
    } else {
        t!(
            "ai-luck-now-expected",
            expected = yahtzee_l10n::decimal(seat.worth(), 1)
        )
    };
    let mut out = vec![t!(
        "ai-luck-sum",
        luck = signed(seat.luck),
        play = signed(-seat.cost),
        estimated = estimated,
        start = yahtzee_l10n::decimal(seat.start, 1),
        luck_term = plus_minus(seat.luck),
        play_term = plus_minus(-seat.cost),
        now = now
    )];
    if account.estimated && account.finished {
        out.push(t!("ai-luck-estimate-gap", gap = signed(seat.estimate_gap)));
    }
    out.push(match (seat.accuracy.mean(), seat.accuracy.grade()) {
        (Some(mean), Some(grade)) => t!(
            "ai-accuracy-line",
            mean = yahtzee_l10n::decimal(mean, 2),
            count = (seat.accuracy.decisions),
            grade = grade.label(),
            estimated = estimated
        ),
        _ => t!("ai-accuracy-none"),
    });
    // One item a line under its heading: joined on one line they wrapped mid-item at 80
    // columns ("round 7 throw 1:" at one line's end, its dice on the next).
    let throws = |heading: String, list: Vec<&ThrowLuck>, out: &mut Vec<String>| {
        if list.is_empty() {
            return;
        }
        out.push(heading);
        out.extend(list.iter().map(|t| {
            format!(
                "  {}",
                t!(
                    "ai-luck-throw",
                    round = (t.round),
                    throw = (t.throw),
                    dice = t.dice.clone(),
                    luck = signed(t.luck)
                )
            )
        }));
    };
    throws(t!("ai-luck-luckiest"), seat.luckiest(3), &mut out);
    throws(t!("ai-luck-unluckiest"), seat.unluckiest(3), &mut out);
    let costliest = seat.costliest(3);
    if !costliest.is_empty() {
        out.push(t!("ai-luck-costliest"));
        out.extend(costliest.iter().map(|d| {
            format!(
                "  {}",
                t!(
                    "ai-luck-cost",
                    round = (d.round),
                    chosen = d.chosen.clone(),
                    best = d.best.clone(),
                    cost = yahtzee_l10n::decimal(d.cost, 1)
                )
            )
        }));
    }
    match seat.perfect_on_dice {
        // The name starts the sentence: "You" mid-sentence read as a slip.
        Some(p) => out.push(t!(
            "ai-perfect-on-dice",
            name = crate::words::shown_name(&seat.name).into_owned(),
            who = crate::words::who(&seat.name),
            score = (seat.score),
            perfect = p
        )),
        None if account.finished => out.push(not_on_tape()),
        None => {}
    }
    if let Some(w) = seat.win {
        let result = if !account.finished {
            t!("ai-win-result-now", chance = percent(w.result))
        } else if w.result >= 1.0 - SAME {
            t!("ai-win-result-won")
        } else if w.result <= SAME {
            t!("ai-win-result-lost")
        } else {
            t!(
                "ai-win-result-shared",
                share = t!(
                    "ai-percent-whole",
                    figure = yahtzee_l10n::decimal(w.result * 100.0, 0)
                )
            )
        };
        out.push(t!(
            "ai-win-account",
            start = percent(w.start),
            luck = signed_pp(w.luck),
            play = signed_pp(-w.cost),
            others = signed_pp(w.others),
            result = result,
            adjusted = percent(w.adjusted())
        ));
    }
    out
}

/// A share as a percentage, below zero with the minus sign the other figures use (a result
/// less the luck it did not earn can fall below nothing).
fn percent(x: f64) -> String {
    let r = (x * 1000.0).round() / 10.0;
    let figure = yahtzee_l10n::percent(r.abs() / 100.0);
    if r < 0.0 {
        format!("−{figure}")
    } else {
        figure
    }
}

/// "+ 18.4" or "− 7.1": a term of a sum as read aloud (what rounds to zero is "+ 0.0").
fn plus_minus(x: f64) -> String {
    let r = (x * 10.0).round() / 10.0;
    let figure = yahtzee_l10n::decimal(r.abs(), 1);
    if r < 0.0 {
        format!("− {figure}")
    } else {
        format!("+ {figure}")
    }
}

/// The readout of the results screen: "Ana: luck +18.4, play −7.1; Ben: luck −22.0, play
/// −2.3", with "(estimated)" after it on a card of several columns.
pub fn readout(account: &Account) -> String {
    let seats: Vec<String> = account
        .seats
        .iter()
        .map(|s| {
            t!(
                "ai-readout-seat",
                name = crate::words::shown_name(&s.name).into_owned(),
                luck = signed(s.luck),
                play = signed(-s.cost)
            )
        })
        .collect();
    let mut line = seats.join("; ");
    if account.estimated {
        line.push(' ');
        line.push_str(&t!("ai-estimated"));
    }
    line
}

/// A figure with its sign, one decimal, a true minus sign; zero as "±0.0".
pub fn signed(x: f64) -> String {
    let r = (x * 10.0).round() / 10.0;
    let figure = yahtzee_l10n::decimal(r.abs(), 1);
    if r == 0.0 {
        format!("±{figure}")
    } else if r > 0.0 {
        format!("+{figure}")
    } else {
        format!("−{figure}")
    }
}

/// Percentage points with their sign, one decimal ("+12.3 pp").
pub fn signed_pp(x: f64) -> String {
    t!("ai-percentage-points", figure = signed(x * 100.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grades_follow_the_scale() {
        assert_eq!(Grade::of(0.0), Grade::Perfect);
        assert_eq!(Grade::of(0.19), Grade::Expert);
        assert_eq!(Grade::of(0.2), Grade::Strong);
        assert_eq!(Grade::of(0.7), Grade::Fair);
        assert_eq!(Grade::of(3.0), Grade::Learning);
        assert_eq!(Accuracy::default().grade(), None);
    }

    #[test]
    fn signs_read_as_printed() {
        assert_eq!(signed(18.44), "+18.4");
        assert_eq!(signed(-7.06), "−7.1");
        assert_eq!(signed(-0.04), "±0.0");
        assert_eq!(signed_pp(0.123), "+12.3 pp");
        assert_eq!(plus_minus(-0.0), "+ 0.0");
        assert_eq!(plus_minus(-0.04), "+ 0.0");
        assert_eq!(plus_minus(-7.06), "− 7.1");
    }
}
