//! One match in plain mode: the front end of a table at one terminal, asking for every
//! person's seat, telling what the table did, and reading the next command.

use std::io::{BufRead, Write};
use std::time::{Duration, Instant};

use super::commands::{self, Command, NotABox};
use super::io::{Lines, Say};
use super::narrator::{self, Narrator, dice_words};
use crate::game::{Action, SeatId, UndoRefusal};
use crate::l10n::{decimal, percent, t};
use crate::rules::{Holds, Layout};
use crate::seats::{OddsStatus, SolvedStatus};
use crate::store::{MatchId, Storage};
use crate::table::{Access, Ask, Env, FrontId, News, Saved, Table, Thinking};
use crate::tui::shelf::Shelf;
use crate::words::seat_name;

/// What plain mode borrows for a match: the store, the solved data, and the player's
/// lines in and out.
pub(super) struct Parts<'a, R, W> {
    pub(super) store: &'a mut dyn Storage,
    pub(super) shelf: &'a mut Shelf,
    pub(super) lines: &'a mut Lines<R>,
    pub(super) say: &'a mut Say<W>,
}

/// How a match was left.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Left {
    /// It ended (and went to the history).
    Over,
    /// The player left; it is saved and waits to be resumed.
    Saved(MatchId),
    /// The player left with moves that could not be written: what is lost.
    Unsaved(String),
}

/// A sentence as the screen's status line says a refusal: its first letter a capital, one
/// full stop.
fn sentence(text: &str) -> String {
    let mut c = text.chars();
    match c.next() {
        Some(first) => crate::words::full_stop(&first.to_uppercase().chain(c).collect::<String>()),
        None => String::new(),
    }
}

/// Why there is no advice on the dice on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NoAdvice {
    /// No dice on the table yet.
    NotThrown,
    /// None for this card, or no person's turn.
    Unavailable,
    /// The optimum is being prepared: this far, in percent.
    Preparing(u8),
}

/// How the CPUs' turns went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cpus {
    /// Played up to a person's turn, or the end.
    Done,
    /// A CPU cannot play now (said); the player may still look, or leave.
    Stuck,
    /// The player chose to quit over a write that failed.
    Quit,
}

struct Front<'a, R, W> {
    table: Table,
    front: FrontId,
    parts: Parts<'a, R, W>,
    narrator: Narrator,
    start: Instant,
    /// The last progress said while the CPUs' data is prepared (said in steps, not each
    /// poll).
    told_preparing: Option<u8>,
    plans: Option<crate::ai::PlanCache>,
    /// The action the coach warned of: typed again, it is done.
    coach_asked: Option<Action>,
}

/// Plays `table` (saved already, or just read from its save) until it ends or the player
/// leaves.
pub(super) fn play<R: BufRead, W: Write>(table: Table, parts: Parts<'_, R, W>) -> Left {
    let plays: Vec<SeatId> = table
        .game()
        .seat_ids()
        .filter(|&s| table.session().is_person(s))
        .collect();
    let mut table = table;
    let front = table.join(plays, Access::Host);
    let mut f = Front {
        table,
        front,
        parts,
        narrator: Narrator::default(),
        start: Instant::now(),
        told_preparing: None,
        plans: None,
        coach_asked: None,
    };
    f.run()
}

impl<R: BufRead, W: Write> Front<'_, R, W> {
    fn say(&mut self, text: &str) {
        self.parts.say.line(text);
    }

    fn env_ask(&mut self, ask: Ask) -> Result<Saved, crate::table::Denial> {
        let now = self.start.elapsed();
        let mut env = Env {
            store: &mut *self.parts.store,
            solved: &mut *self.parts.shelf,
            now,
        };
        self.table.ask(self.front, ask, &mut env)
    }

    /// Says the news the table has for this front.
    fn hear(&mut self) {
        for news in self.table.take_news(self.front) {
            match news {
                News::Applied { session, event, .. } => {
                    for line in self.narrator.event(&event, &session) {
                        self.say(&line);
                    }
                }
                News::TookBack { session, undone } => {
                    let game = session.game();
                    let layout = game.rules().layout();
                    let name = seat_name(game, undone.entry.seat);
                    let line = match undone.entry.action {
                        Action::Roll => t!("plain-undone-throw", name = name),
                        Action::ToggleHold { die } => t!(
                            "plain-undone-hold",
                            name = name,
                            die = (u32::from(u8::from(die)) + 1)
                        ),
                        Action::Score { b, column } | Action::Record { b, column, .. } => t!(
                            "plain-undone-score",
                            name = name,
                            spot =
                                crate::words::spot_name(layout, crate::rules::Spot::new(column, b))
                        ),
                        Action::Throw { dice, .. } => {
                            t!("plain-undone-typed", name = name, dice = dice_words(&dice))
                        }
                        Action::Correct { b, column, .. } => t!(
                            "plain-undone-score",
                            name = name,
                            spot =
                                crate::words::spot_name(layout, crate::rules::Spot::new(column, b))
                        ),
                        Action::CorrectBonus { .. } => t!("plain-undone-bonuses", name = name),
                    };
                    self.say(&line);
                    if let Some(seat) = undone.returns_to {
                        let line = t!("plain-turn-again", name = seat_name(game, seat));
                        self.say(&line);
                    }
                }
                News::Paced { .. } => {}
                News::Refused(why) => self.say(&sentence(&why)),
                News::Notice(text) | News::Said(text) => self.say(&text),
            }
        }
        if let Some(line) = self.narrator.flush(self.table.game()) {
            self.say(&line);
        }
    }

    /// Plays the CPUs on to the next person's turn, waiting while their solved data is
    /// prepared.
    fn cpus(&mut self) -> Cpus {
        while self.table.cpu_turn() && !self.table.game().is_over() {
            let before = self.table.game().log().len();
            let saved = self.env_ask(Ask::SkipAll);
            self.hear();
            if let Ok(Saved::HeldForAnswer { message }) = saved
                && !self.save_failed(message)
            {
                return Cpus::Quit;
            }
            match self.table.thinking().cloned() {
                Some(Thinking::Preparing(p)) => {
                    if self
                        .told_preparing
                        .is_none_or(|t| p >= t.saturating_add(25))
                    {
                        self.told_preparing = Some(p);
                        let line = t!("plain-cpu-preparing", percent = u32::from(p));
                        self.say(&line);
                    }
                    std::thread::sleep(Duration::from_millis(100));
                    self.parts.shelf.poll();
                }
                Some(Thinking::Unable(why)) => {
                    self.say(&sentence(&why));
                    return Cpus::Stuck;
                }
                // Nothing done and nothing to wait for: asking again would only spin.
                None if self.table.game().log().len() == before => return Cpus::Stuck,
                None => {}
            }
        }
        Cpus::Done
    }

    /// A write that failed: the player answers retry, play on without saving, or quit.
    /// False when they quit.
    fn save_failed(&mut self, message: String) -> bool {
        let mut message = message;
        loop {
            let line = t!("plain-save-failed", why = message.clone());
            self.say(&line);
            self.parts.say.turn_over();
            let Some(answer) = self.parts.lines.next_line() else {
                self.table.abandon();
                return false;
            };
            let answer = answer.to_lowercase();
            let is = |id: &str| {
                crate::l10n::speaking(crate::l10n::Lang::En, None, || word_list(id))
                    .contains(&answer)
                    || word_list(id).contains(&answer)
            };
            if is("retry") {
                match self.table.retry(self.parts.store) {
                    crate::table::Retried::Saved | crate::table::Retried::NothingHeld => {
                        self.hear();
                        let line = t!("plain-saved-now");
                        self.say(&line);
                        return true;
                    }
                    crate::table::Retried::Failed { message: again } => message = again,
                }
            } else if is("play-on") {
                if let Some(why) = self.table.play_on_unsaved() {
                    self.hear();
                    let line = t!("plain-playing-unsaved", why = why);
                    self.say(&line);
                }
                return true;
            } else if is("quit") {
                self.table.abandon();
                return false;
            }
        }
    }

    fn run(&mut self) -> Left {
        let title = t!(
            "plain-match-begins",
            rules = self.table.game().rules().name().to_string(),
            seats = self
                .table
                .game()
                .seats()
                .iter()
                .map(|s| s.name.clone())
                .collect::<Vec<_>>()
                .join(", ")
        );
        self.say(&title);
        if let Some(message) = self.table.held().map(str::to_string)
            && !self.save_failed(message)
        {
            return self.leave();
        }
        loop {
            if self.cpus() == Cpus::Quit {
                return self.leave();
            }
            if self.table.game().is_over() {
                self.results();
                return Left::Over;
            }
            self.prompt();
            self.parts.say.turn_over();
            let Some(line) = self.parts.lines.next_line() else {
                return self.leave();
            };
            if !self.command(commands::parse(&line)) {
                return self.leave();
            }
        }
    }

    /// How leaving now goes: saved (and the match's lock let go), or what is lost.
    fn leave(&mut self) -> Left {
        let id = self.table.match_id();
        let left = match self.table.lost() {
            Some(lost) => Left::Unsaved(lost.to_string()),
            None if self.table.game().is_over() => Left::Over,
            None => Left::Saved(id.clone()),
        };
        self.parts.store.release(&id);
        left
    }

    /// The seat a person here plays now, if it is a person's turn.
    fn seat(&self) -> Option<SeatId> {
        self.table
            .game()
            .current_seat()
            .filter(|&s| self.table.plays(self.front).is_some_and(|p| p.contains(&s)))
    }

    /// Whose turn it is and what they can do, in one line.
    fn prompt(&mut self) {
        let game = self.table.game();
        let Some(seat) = self.seat() else {
            return;
        };
        let name = seat_name(game, seat);
        let legal = self.table.session().legal(seat);
        let round = game.round();
        let rounds = game.rounds();
        let line = if legal.record {
            t!(
                "plain-prompt-pad",
                name = name,
                round = round,
                rounds = rounds
            )
        } else if legal.type_throw && game.throw().is_none() {
            t!(
                "plain-prompt-real-first",
                name = name,
                round = round,
                rounds = rounds
            )
        } else if let Some(throw) = game.throw() {
            let dice = dice_words(&throw.dice);
            let left = u32::from(game.rolls_left());
            if legal.type_throw {
                t!(
                    "plain-prompt-real-again",
                    name = name,
                    dice = dice,
                    left = left
                )
            } else if legal.roll {
                t!("plain-prompt-again", name = name, dice = dice, left = left)
            } else {
                t!("plain-prompt-last", name = name, dice = dice)
            }
        } else {
            t!(
                "plain-prompt-first",
                name = name,
                round = round,
                rounds = rounds
            )
        };
        self.say(&line);
    }

    /// Carries out a command; false when the player leaves.
    fn command(&mut self, command: Command) -> bool {
        // The coach's question stands for the very next command only.
        if !matches!(command, Command::Throw(None) | Command::Score(_)) {
            self.coach_asked = None;
        }
        match command {
            Command::Nothing => {}
            Command::Quit => return false,
            Command::Repeat => self.parts.say.repeat(),
            Command::Help => {
                let line = t!("plain-help");
                self.say(&line);
            }
            Command::Card => {
                for line in narrator::card(self.table.game()) {
                    self.say(&line);
                }
            }
            Command::Standings => {
                for line in narrator::standings(self.table.game()) {
                    self.say(&line);
                }
            }
            Command::Log => {
                for line in narrator::log(self.table.game()) {
                    self.say(&line);
                }
            }
            Command::Unknown(word) => {
                let line = t!("plain-unknown", word = crate::escape::excerpt(&word, 40));
                self.say(&line);
            }
            Command::BadDice(what) => {
                let line = t!("plain-bad-dice", what = crate::escape::excerpt(&what, 40));
                self.say(&line);
            }
            Command::Hints => self.hints(),
            Command::Odds => self.odds(),
            Command::Undo => return self.undo(),
            Command::Throw(dice) => {
                let action = match dice {
                    None => Action::Roll,
                    Some(dice) => Action::throw(dice),
                };
                return self.act(&[action]);
            }
            Command::Hold(dice) if dice.is_empty() => {
                let game = self.table.game();
                let line = match (self.seat(), game.throw()) {
                    (Some(seat), Some(_)) => {
                        self.narrator.touch(seat);
                        self.narrator.flush(game)
                    }
                    _ => None,
                };
                if let Some(line) = line {
                    self.say(&line);
                }
            }
            Command::Hold(dice) | Command::Release(dice) if self.table.game().throw().is_none() => {
                // Nothing to hold yet: the session says so, in its words.
                let die = dice
                    .first()
                    .copied()
                    .unwrap_or(crate::rules::DieIndex::ALL[0]);
                return self.act(&[Action::ToggleHold { die }]);
            }
            Command::Hold(dice) => {
                let wanted = dice.iter().fold(Holds::NONE, |h, &d| h.with(d, true));
                return self.set_holds(wanted);
            }
            Command::Release(dice) => {
                let held = self.table.game().throw().map_or(Holds::NONE, |t| t.held);
                let wanted = if dice.is_empty() {
                    Holds::NONE
                } else {
                    dice.iter().fold(held, |h, &d| h.with(d, false))
                };
                return self.set_holds(wanted);
            }
            Command::Score(text) => return self.score(&text, false),
            Command::Correct(text) => return self.score(&text, true),
        }
        true
    }

    /// Changes the holds to `wanted`, a die at a time, as the screen's keys do.
    fn set_holds(&mut self, wanted: Holds) -> bool {
        let held = self.table.game().throw().map_or(Holds::NONE, |t| t.held);
        let actions: Vec<Action> = crate::rules::DieIndex::ALL
            .into_iter()
            .filter(|&d| held.contains(d) != wanted.contains(d))
            .map(|die| Action::ToggleHold { die })
            .collect();
        if actions.is_empty() {
            if let Some(seat) = self.seat() {
                self.narrator.touch(seat);
            }
            self.hear();
            return true;
        }
        self.act(&actions)
    }

    /// Asks the table for each action in turn for the seat to play, stopping at the first
    /// refusal (said as the screen says it). False when the player quit over a failed write.
    fn act(&mut self, actions: &[Action]) -> bool {
        let seat = self.seat();
        // The coach asks once before a costly throw or score: the same command again does it.
        if let [action @ (Action::Roll | Action::Score { .. })] = actions {
            let confirmed = self.coach_asked.take() == Some(*action);
            if !confirmed && let Some(warning) = self.coach(*action) {
                self.say(&warning);
                self.coach_asked = Some(*action);
                return true;
            }
        }
        for &action in actions {
            let answer = self.env_ask(Ask::Act { seat, action });
            match answer {
                Ok(Saved::HeldForAnswer { message }) => {
                    self.hear();
                    if !self.save_failed(message) {
                        return false;
                    }
                }
                Ok(_) => {}
                Err(why) => {
                    self.hear();
                    self.say(&sentence(&why.to_string()));
                    return true;
                }
            }
        }
        self.hear();
        true
    }

    /// `score BOX` (with its points on a score pad), or `correct BOX POINTS`.
    fn score(&mut self, text: &str, correct: bool) -> bool {
        let game = self.table.game();
        let layout: Layout = game.rules().layout();
        let pad = self.table.options().score_pad;
        let target = match commands::target(text, layout, pad || correct) {
            Ok(t) => t,
            Err(not) => {
                let line = match not {
                    NotABox::Missing => t!("plain-score-which"),
                    NotABox::Unknown(name) => {
                        t!(
                            "plain-no-such-box",
                            name = crate::escape::excerpt(&name, 40)
                        )
                    }
                    NotABox::Ambiguous(name, boxes) => t!(
                        "plain-box-ambiguous",
                        name = crate::escape::excerpt(&name, 40),
                        boxes = boxes
                            .iter()
                            .map(|&b| layout.label(b).to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                    NotABox::BadPoints(p) => {
                        t!("plain-bad-points", points = crate::escape::excerpt(&p, 40))
                    }
                };
                self.say(&line);
                return true;
            }
        };
        let column = match target.column {
            Some(c) => c,
            None if !layout.is_multi_column() => crate::rules::ColumnId::FIRST,
            None => {
                // The one column whose box is still open (for a correction, filled).
                let seat = self.seat().or_else(|| game.current_seat());
                let card = seat.and_then(|s| game.card(s));
                let fits: Vec<crate::rules::ColumnId> = (0..layout.columns().len())
                    .filter_map(|i| crate::rules::ColumnId::new(i as u8))
                    .filter(|&c| {
                        card.and_then(|card| card.column(c))
                            .is_some_and(|col| col.is_filled(target.b) == correct)
                    })
                    .collect();
                match fits.as_slice() {
                    [c] => *c,
                    _ => {
                        let line = t!(
                            "plain-which-column",
                            columns = layout
                                .columns()
                                .iter()
                                .enumerate()
                                .map(|(i, c)| format!("{} ({})", i + 1, c.name))
                                .collect::<Vec<_>>()
                                .join(", ")
                        );
                        self.say(&line);
                        return true;
                    }
                }
            }
        };
        let b = target.b;
        let action = match (correct, pad, target.points) {
            (true, _, Some((points, _))) => Action::Correct { b, column, points },
            (false, true, Some((points, bonus))) => Action::Record {
                b,
                column,
                points,
                bonus,
            },
            (true, _, None) | (false, true, None) => {
                let line = t!("plain-points-needed");
                self.say(&line);
                return true;
            }
            (false, false, _) => Action::Score { b, column },
        };
        if correct {
            // A correction is any person's own card, whoever's turn it is: the seat whose
            // card has the box filled, the one to play first.
            let seat = self.seat().or_else(|| self.table.game().current_seat());
            let answer = self.env_ask(Ask::Act { seat, action });
            self.hear();
            if let Err(why) = answer {
                self.say(&sentence(&why.to_string()));
            }
            return true;
        }
        self.act(&[action])
    }

    /// Takes back the latest move a person here may take back, as the screen does: the
    /// seat to play's own, else the previous person's placement before anyone else acted.
    fn undo(&mut self) -> bool {
        let game = self.table.game();
        let Some(current) = game.current_seat() else {
            let line = sentence(&UndoRefusal::MatchOver.to_string());
            self.say(&line);
            return true;
        };
        let by = match self.table.session().undo_check(current) {
            Err(UndoRefusal::NotYours { author })
                if self.table.session().is_person(author)
                    && self.table.session().undo_check(author).is_ok() =>
            {
                author
            }
            _ => current,
        };
        match self.env_ask(Ask::Undo { by }) {
            Ok(Saved::NotDone { message }) => {
                let line = t!("plain-undo-not-saved", why = message);
                self.say(&line);
            }
            Ok(_) => self.hear(),
            Err(why) => self.say(&sentence(&why.to_string())),
        }
        true
    }

    /// The options for the dice on the table, best first, by the optimum (on a card of one
    /// column), or why there are none yet.
    fn rated(&mut self) -> Result<Vec<crate::ai::Rated>, NoAdvice> {
        let game = self.table.game();
        let seat = self.seat().ok_or(NoAdvice::Unavailable)?;
        let throw = game.throw().copied().ok_or(NoAdvice::NotThrown)?;
        if game.rules().layout().is_multi_column() {
            return Err(NoAdvice::Unavailable);
        }
        let rules = *game.rules();
        let optimum = match self.parts.shelf.request(&rules) {
            SolvedStatus::Ready(o) => o,
            SolvedStatus::Pending(p) => return Err(NoAdvice::Preparing(p)),
        };
        let card = *game.cards()[seat.index()].first();
        // Real dice are not held by command: the dice read as kept are a guess, never a lock.
        let held = if game.holds_known() {
            throw.held
        } else {
            Holds::NONE
        };
        let rolls_left = game.rolls_left();
        let plans = self
            .plans
            .get_or_insert_with(|| crate::ai::PlanCache::new(rules));
        Ok(plans
            .get(optimum.as_ref(), &card)
            .options(&card, &throw.dice, held, rolls_left))
    }

    /// The best options for the dice on the table, by the optimum.
    fn hints(&mut self) {
        let Some(seat) = self.seat() else {
            return;
        };
        if !self.table.session().legal(seat).hints {
            let line = t!("plain-hints-off");
            self.say(&line);
            return;
        }
        let line = match self.rated() {
            Ok(options) => {
                let layout = self.table.game().rules().layout();
                for line in narrator::hints(layout, &options) {
                    self.say(&line);
                }
                return;
            }
            Err(NoAdvice::NotThrown) => t!("plain-hints-throw-first"),
            Err(NoAdvice::Unavailable) => t!("plain-hints-unavailable"),
            Err(NoAdvice::Preparing(p)) => t!("plain-hints-preparing", percent = u32::from(p)),
        };
        self.say(&line);
    }

    /// What the coach says of `action` before it is done, for a seat whose coach warns: a
    /// choice that loses more than the threshold, in expected points. `None` to go ahead.
    fn coach(&mut self, action: Action) -> Option<String> {
        let seat = self.seat()?;
        if self.table.options().coach_for(seat.index()) != crate::game::CoachMode::Warn
            || !self.table.session().legal(seat).hints
        {
            return None;
        }
        let throw = *self.table.game().throw()?;
        let options = match self.rated() {
            Ok(options) => options,
            Err(NoAdvice::Preparing(p)) => {
                let line = t!("plain-coach-preparing", percent = u32::from(p));
                self.say(&line);
                return None;
            }
            Err(_) => return None,
        };
        let chosen = match action {
            Action::Score { b, column } => options.iter().position(|o| {
                matches!(o.choice, crate::ai::Choice::Score { b: x, column: c, .. } if x == b && c == column)
            })?,
            Action::Roll => {
                let keep = throw.dice.held_counts(throw.held);
                options
                    .iter()
                    .position(|o| o.choice == crate::ai::Choice::Hold { keep })?
            }
            _ => return None,
        };
        let best = *options.first()?;
        let mine = options[chosen];
        let loss = best.expected_total - mine.expected_total;
        let layout = self.table.game().rules().layout();
        (loss > self.table.options().coach_threshold).then(|| {
            t!(
                "plain-coach-warns",
                loss = decimal(loss, 1),
                better = crate::words::describe_in(layout, &best.choice),
                better_total = decimal(best.expected_total, 1),
                yours = crate::words::describe_in(layout, &mine.choice),
                yours_total = decimal(mine.expected_total, 1)
            )
        })
    }

    /// Each seat's chance to win now.
    fn odds(&mut self) {
        let game = self.table.game();
        if !self.table.options().show_odds || game.seats().len() < 2 {
            let line = t!("plain-odds-off");
            self.say(&line);
            return;
        }
        let rules = *game.rules();
        match self.parts.shelf.request_odds(&rules) {
            OddsStatus::Ready(optimum, outlook) => {
                let ctx = crate::ai::kernel::RulesContext::new(rules);
                let chances = crate::ai::odds::chances_as_held(&ctx, &optimum, &outlook, game);
                let cells: Vec<String> = game
                    .seat_ids()
                    .zip(chances)
                    .map(|(seat, p)| {
                        t!(
                            "plain-odds-cell",
                            name = seat_name(game, seat),
                            chance = percent(p)
                        )
                    })
                    .collect();
                let line = t!("plain-odds", cells = cells.join(", "));
                self.say(&line);
            }
            OddsStatus::Pending(p) => {
                let line = t!("plain-odds-preparing", percent = u32::from(p));
                self.say(&line);
            }
            OddsStatus::Unavailable => {
                let line = t!("plain-odds-unavailable");
                self.say(&line);
            }
        }
    }

    /// The end: the standings, and each new personal best.
    fn results(&mut self) {
        let game = self.table.game();
        let best = game.standings();
        let winners: Vec<String> = best
            .iter()
            .filter(|s| s.rank == 1)
            .map(|s| seat_name(game, s.seat))
            .collect();
        let top = best.first().map_or(0, |s| s.total);
        let line = match winners.as_slice() {
            [one] => t!("plain-winner", name = one.clone(), points = top),
            many => t!("plain-winners-tied", names = many.join(", "), points = top),
        };
        let mut lines = vec![line];
        lines.extend(narrator::standings(game));
        lines.extend(self.table.personal_bests().iter().cloned());
        lines.extend(self.review());
        for line in lines {
            self.say(&line);
        }
    }
}

impl<R: BufRead, W: Write> Front<'_, R, W> {
    /// Each seat's account of the match, as the results screen gives it: what perfect play
    /// expected from the start, the luck of its throws and the points its choices gave away
    /// (start + luck − play = the score), and its accuracy. Told only when the optimum is
    /// at hand; a match written on a score pad has no throws to judge.
    fn review(&mut self) -> Vec<String> {
        if self.table.options().score_pad {
            return Vec::new();
        }
        // On a card of several columns the account plays from the optimum of one column.
        let rules = self.table.game().rules().column_rules();
        let SolvedStatus::Ready(optimum) = self.parts.shelf.request(&rules) else {
            return vec![t!("plain-review-later")];
        };
        let Ok(account) = crate::ai::luck::account(self.table.game(), &optimum, None) else {
            return Vec::new();
        };
        account
            .seats
            .iter()
            .map(|seat| {
                t!(
                    "plain-review-seat",
                    name = seat.name.clone(),
                    score = seat.score,
                    start = decimal(seat.start, 1),
                    luck = crate::l10n::signed(seat.luck),
                    cost = decimal(seat.cost, 1),
                    accuracy = seat
                        .accuracy
                        .mean()
                        .map_or_else(|| "–".to_string(), |m| decimal(m, 2))
                )
            })
            .collect()
    }
}

/// A comma list of answer words (`plain-answer-…`), lowercased.
fn word_list(id: &str) -> Vec<String> {
    let list = match id {
        "retry" => t!("plain-answer-retry"),
        "play-on" => t!("plain-answer-play-on"),
        _ => t!("plain-answer-quit"),
    };
    list.split(',').map(|w| w.trim().to_lowercase()).collect()
}
