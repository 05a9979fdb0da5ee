//! One match in plain mode: the front end of a table, telling what the table did and
//! carrying out the player's commands.
//!
//! The part that does not care where lines come from is [`Talk`]: the command handling
//! against a table and one of its fronts, the narrator, the coach, the hints and odds. It
//! reaches the table and the player through a [`Desk`], of which there are two: the local
//! front here (a table at one terminal, asking for every person's seat, reading commands by
//! blocking on standard input) and a guest's plain window at a hosted table
//! (`tui::window::PlainWindow`, fed bytes by the host's loop). Both say the same sentences
//! and the same refusals, because both are this one `Talk`.

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

/// What plain mode borrows for a match: the store, the solved data, and the player's
/// lines in and out.
pub(super) struct Parts<'a, R, W> {
    pub(super) store: &'a mut dyn Storage,
    pub(super) shelf: &'a mut Shelf,
    pub(super) lines: &'a mut Lines<R>,
    pub(super) say: &'a mut Say<W>,
}

/// How a match was left.
#[derive(Clone, Debug)]
pub(super) enum Left {
    /// It ended (and went to the history), as it ended: what a daily says at its end is
    /// read from it.
    Over(Box<crate::game::Session>),
    /// The player left; it is saved and waits to be resumed.
    Saved(MatchId),
    /// The player left with moves that could not be written: what is lost.
    Unsaved(String),
}

/// A sentence as the screen's status line says a refusal: its first letter a capital, one
/// full stop (the match's refusals are written as clauses, "no throws left this turn").
pub(super) fn sentence(text: &str) -> String {
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

/// Where a [`Talk`] runs: the table and the front it speaks for, and the player's ears.
pub(crate) trait Desk {
    /// The table, as it is now.
    fn table(&self) -> &Table;
    /// The front this talk speaks for.
    fn front(&self) -> FrontId;
    /// Asks the table as this front.
    fn ask(&mut self, ask: Ask) -> Result<Saved, crate::table::Denial>;
    /// What the table told this front since last asked, oldest first.
    fn news(&mut self) -> Vec<News>;
    /// The table and the solved data (hints, the coach, the chance to win, the review).
    fn table_and_shelf(&mut self) -> (&Table, &mut Shelf);
    /// Says one line to the player.
    fn say(&mut self, text: &str);
    /// Says again what was said before the last command.
    fn repeat(&mut self);
    /// A write failed and the table holds the action: the player (or whoever answers for
    /// the table) decides. False when the player quits.
    fn held(&mut self, message: String, talk: &mut Talk) -> bool;
}

/// The command handling and the narrator of one front, whatever carries its lines.
#[derive(Default)]
pub(crate) struct Talk {
    narrator: Narrator,
    plans: Option<crate::ai::PlanCache>,
    /// The action the coach warned of: typed again, it is done.
    coach_asked: Option<Action>,
    /// What the match's last move brought with it for this reader: new personal bests, and
    /// at the server the rating changes and a daily's place, in the reader's language.
    finish: Option<Vec<String>>,
    /// What the server adds to the results when this front's own move ended the match (its
    /// news taken before the server recorded it): the rating changes, a daily's place.
    added: Vec<String>,
    /// What the table said after the match's last move and before its results were said
    /// ("Ben left the table."): said after them, so the results follow the end at once.
    after_results: Option<Vec<String>>,
    /// The score of 0 asked of (another box gave points): typed again next, it is scored.
    zero_asked: Option<Action>,
    /// What `help` says after the match's commands: the front's own (a public table's
    /// owner letting a CPU stand in), said in the reader's language.
    pub(crate) more_help: Option<String>,
}

/// The local front: a table at one terminal, for every person's seat.
struct Front<'a, R, W> {
    table: Table,
    front: FrontId,
    parts: Parts<'a, R, W>,
    start: Instant,
    /// The last progress said while the CPUs' data is prepared (said in steps, not each
    /// poll).
    told_preparing: Option<u8>,
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
        start: Instant::now(),
        told_preparing: None,
    };
    f.run(&mut Talk::default())
}

impl<R: BufRead, W: Write> Desk for Front<'_, R, W> {
    fn table(&self) -> &Table {
        &self.table
    }

    fn front(&self) -> FrontId {
        self.front
    }

    fn ask(&mut self, ask: Ask) -> Result<Saved, crate::table::Denial> {
        let now = self.start.elapsed();
        let mut env = Env {
            store: &mut *self.parts.store,
            solved: &mut *self.parts.shelf,
            now,
        };
        self.table.ask(self.front, ask, &mut env)
    }

    fn news(&mut self) -> Vec<News> {
        self.table.take_news(self.front)
    }

    fn table_and_shelf(&mut self) -> (&Table, &mut Shelf) {
        (&self.table, self.parts.shelf)
    }

    fn say(&mut self, text: &str) {
        self.parts.say.line(text);
    }

    fn repeat(&mut self) {
        self.parts.say.repeat();
    }

    fn held(&mut self, message: String, talk: &mut Talk) -> bool {
        self.save_failed(message, talk)
    }
}

impl Talk {
    /// Lines the results will say after the standings (see [`Talk::added`]'s field).
    pub(crate) fn add_to_results(&mut self, lines: Vec<String>) {
        self.added.extend(lines);
    }

    /// Says the news the table has for this front.
    pub(crate) fn hear(&mut self, desk: &mut dyn Desk) {
        let news = desk.news();
        self.tell(news, desk);
    }

    /// Says `news`, the table's for this front.
    pub(crate) fn tell(&mut self, news: Vec<News>, desk: &mut dyn Desk) {
        for news in news {
            match news {
                News::Applied {
                    session,
                    event,
                    finish,
                } => {
                    if let Some(finish) = finish {
                        self.finish = Some(finish.personal_bests);
                    }
                    for line in self.narrator.event(&event, &session) {
                        desk.say(&line);
                    }
                    if session.game().is_over() && self.after_results.is_none() {
                        self.after_results = Some(Vec::new());
                    }
                }
                News::TookBack { session, undone } => {
                    let game = session.game();
                    let layout = game.rules().layout();
                    let (name, who) = narrator::named(game, undone.entry.seat);
                    let spot = |b, column| {
                        crate::words::spot_name(layout, crate::rules::Spot::new(column, b))
                    };
                    let line = match undone.entry.action {
                        Action::Roll => t!("plain-undone-throw", name = name, who = who),
                        Action::ToggleHold { die } => t!(
                            "plain-undone-hold",
                            name = name,
                            who = who,
                            die = (u32::from(u8::from(die)) + 1)
                        ),
                        Action::Score { b, column } | Action::Record { b, column, .. } => t!(
                            "plain-undone-score",
                            name = name,
                            who = who,
                            spot = spot(b, column)
                        ),
                        Action::Throw { dice, .. } => t!(
                            "plain-undone-typed",
                            name = name,
                            who = who,
                            dice = dice_words(&dice)
                        ),
                        Action::Correct { b, column, .. } => t!(
                            "plain-undone-correction",
                            name = name,
                            who = who,
                            spot = spot(b, column)
                        ),
                        Action::CorrectBonus { .. } => {
                            t!("plain-undone-bonuses", name = name, who = who)
                        }
                    };
                    desk.say(&line);
                    if let Some(seat) = undone.returns_to {
                        let (name, who) = narrator::named(game, seat);
                        let line = t!("plain-turn-again", name = name, who = who);
                        desk.say(&line);
                    }
                }
                News::Paced { .. } => {}
                News::Refused(why) => desk.say(&sentence(&why)),
                // A notice (a save that failed) is said at once, whenever it comes.
                News::Notice(text) => desk.say(&text),
                News::Said(text) => match &mut self.after_results {
                    Some(held) => held.push(text),
                    None => desk.say(&text),
                },
            }
        }
        // The holds of a seat this front plays are said at once (the answer to its hold
        // command); anyone else's wait for that seat's next throw or score, so a CPU or a
        // far player holding die by die, paced, is heard once, as the holds stand.
        if self
            .narrator
            .holds_changed()
            .is_some_and(|seat| Talk::seat(desk) == Some(seat))
            && let Some(line) = self.narrator.flush(desk.table().game())
        {
            desk.say(&line);
        }
    }
}

impl<R: BufRead, W: Write> Front<'_, R, W> {
    /// Plays the CPUs on to the next person's turn, waiting while their solved data is
    /// prepared.
    fn cpus(&mut self, talk: &mut Talk) -> Cpus {
        while self.table.cpu_turn() && !self.table.game().is_over() {
            let before = self.table.game().log().len();
            let saved = self.ask(Ask::SkipAll);
            talk.hear(self);
            if let Ok(Saved::HeldForAnswer { message }) = saved
                && !self.save_failed(message, talk)
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
    fn save_failed(&mut self, message: String, talk: &mut Talk) -> bool {
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
                        talk.hear(self);
                        let line = t!("plain-saved-now");
                        self.say(&line);
                        return true;
                    }
                    crate::table::Retried::Failed { message: again } => message = again,
                }
            } else if is("play-on") {
                if let Some(why) = self.table.play_on_unsaved() {
                    talk.hear(self);
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

    /// Waits, at the end of a match, for the optimum its review is told from: at a terminal
    /// of its own a listener would rather wait the moment it takes (a solve is under a
    /// second, a cached one milliseconds) than be sent to `yahtzee review` for it. Bounded,
    /// and progress said as the CPUs' is; a score pad has no throws to review.
    fn await_optimum(&mut self) {
        const LONGEST: Duration = Duration::from_secs(120);
        if self.table.options().score_pad {
            return;
        }
        let rules = self.table.game().rules().column_rules();
        let started = Instant::now();
        let mut told: Option<u8> = None;
        while let SolvedStatus::Pending(p) = self.parts.shelf.request(&rules) {
            if started.elapsed() > LONGEST {
                return;
            }
            if told.is_none_or(|t| p >= t.saturating_add(25)) {
                told = Some(p);
                let line = t!("plain-review-preparing", percent = u32::from(p));
                self.say(&line);
            }
            std::thread::sleep(Duration::from_millis(50));
            self.parts.shelf.poll();
        }
    }

    fn run(&mut self, talk: &mut Talk) -> Left {
        talk.begin(self);
        if let Some(message) = self.table.held().map(str::to_string)
            && !self.save_failed(message, talk)
        {
            return self.leave();
        }
        loop {
            if self.cpus(talk) == Cpus::Quit {
                return self.leave();
            }
            if self.table.game().is_over() {
                self.await_optimum();
                talk.results(self);
                return Left::Over(Box::new(self.table.session().clone()));
            }
            talk.prompt(self);
            self.parts.say.turn_over();
            let Some(line) = self.parts.lines.next_line() else {
                return self.leave();
            };
            if !talk.command(self, commands::parse(&line)) {
                return self.leave();
            }
        }
    }

    /// How leaving now goes: saved (and the match's lock let go), or what is lost.
    fn leave(&mut self) -> Left {
        let id = self.table.match_id();
        let left = match self.table.lost() {
            Some(lost) => Left::Unsaved(lost.to_string()),
            None if self.table.game().is_over() => {
                Left::Over(Box::new(self.table.session().clone()))
            }
            None => Left::Saved(id.clone()),
        };
        self.parts.store.release(&id);
        left
    }
}

impl Talk {
    /// The seat a person here plays now, if it is a person's turn.
    pub(crate) fn seat(desk: &dyn Desk) -> Option<SeatId> {
        desk.table().game().current_seat().filter(|&s| {
            desk.table()
                .plays(desk.front())
                .is_some_and(|p| p.contains(&s))
        })
    }

    /// The match's first line: its rules and its seats.
    pub(crate) fn begin(&mut self, desk: &mut dyn Desk) {
        let game = desk.table().game();
        let title = t!(
            "plain-match-begins",
            rules = game.rules().shown_name().to_string(),
            seats = game
                .seat_ids()
                .map(|s| narrator::shown(game, s))
                .collect::<Vec<_>>()
                .join(", ")
        );
        desk.say(&title);
    }

    /// The first seat played here, whoever's turn it is.
    fn own_seat(desk: &dyn Desk) -> Option<SeatId> {
        desk.table()
            .plays(desk.front())
            .and_then(|p| p.first().copied())
    }

    /// Whose turn it is and what they can do, in one line.
    pub(crate) fn prompt(&mut self, desk: &mut dyn Desk) {
        let game = desk.table().game();
        let Some(seat) = Talk::seat(desk) else {
            return;
        };
        let (name, who) = narrator::named(game, seat);
        let legal = desk.table().session().legal(seat);
        let round = game.round();
        let rounds = game.rounds();
        let line = if legal.record {
            t!(
                "plain-prompt-pad",
                name = name,
                who = who,
                round = round,
                rounds = rounds
            )
        } else if legal.type_throw && game.throw().is_none() {
            t!(
                "plain-prompt-real-first",
                name = name,
                who = who,
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
                    who = who,
                    dice = dice,
                    left = left
                )
            } else if legal.roll {
                t!(
                    "plain-prompt-again",
                    name = name,
                    who = who,
                    dice = dice,
                    left = left
                )
            } else {
                t!("plain-prompt-last", name = name, who = who, dice = dice)
            }
        } else {
            t!(
                "plain-prompt-first",
                name = name,
                who = who,
                round = round,
                rounds = rounds
            )
        };
        desk.say(&line);
    }

    /// Carries out a command; false when the player leaves.
    pub(crate) fn command(&mut self, desk: &mut dyn Desk, command: Command) -> bool {
        // The coach's question stands for the very next command only.
        if !matches!(command, Command::Throw(None) | Command::Score(_)) {
            self.coach_asked = None;
        }
        // So does the question before a zero: any other command takes it back.
        if !matches!(command, Command::Score(_)) {
            self.zero_asked = None;
        }
        match command {
            Command::Nothing => {}
            Command::Quit => return false,
            Command::Repeat => desk.repeat(),
            Command::Help => {
                let line = help_line(desk);
                desk.say(&line);
                if let Some(more) = &self.more_help {
                    desk.say(more);
                }
            }
            Command::Card => {
                for line in narrator::card(desk.table().game()) {
                    desk.say(&line);
                }
            }
            Command::Standings => {
                for line in narrator::standings(desk.table().game()) {
                    desk.say(&line);
                }
            }
            Command::Log => {
                for line in narrator::log(desk.table().game()) {
                    desk.say(&line);
                }
            }
            Command::Unknown(word) => {
                let line = t!("plain-unknown", word = crate::escape::excerpt(&word, 40));
                desk.say(&line);
            }
            Command::BadDice(what) => {
                let line = t!("plain-bad-dice", what = crate::escape::excerpt(&what, 40));
                desk.say(&line);
            }
            Command::Hints => self.hints(desk),
            Command::Odds => self.odds(desk),
            Command::Undo => return self.undo(desk),
            Command::Throw(dice) => {
                let action = match dice {
                    None => Action::Roll,
                    Some(dice) => Action::throw(dice),
                };
                return self.act(desk, &[action]);
            }
            Command::Hold(dice) if dice.is_empty() => {
                let game = desk.table().game();
                let line = match (Talk::seat(desk), game.throw()) {
                    (Some(seat), Some(_)) => {
                        self.narrator.touch(seat);
                        self.narrator.flush(game)
                    }
                    _ => None,
                };
                if let Some(line) = line {
                    desk.say(&line);
                }
            }
            Command::Hold(dice) | Command::Release(dice)
                if desk.table().game().throw().is_none() =>
            {
                // Nothing to hold yet: the session says so, in its words.
                let die = dice
                    .first()
                    .copied()
                    .unwrap_or(crate::rules::DieIndex::ALL[0]);
                return self.act(desk, &[Action::ToggleHold { die }]);
            }
            Command::Hold(dice) => {
                let wanted = dice.iter().fold(Holds::NONE, |h, &d| h.with(d, true));
                return self.set_holds(desk, wanted);
            }
            Command::Release(dice) => {
                let held = desk.table().game().throw().map_or(Holds::NONE, |t| t.held);
                let wanted = if dice.is_empty() {
                    Holds::NONE
                } else {
                    dice.iter().fold(held, |h, &d| h.with(d, false))
                };
                return self.set_holds(desk, wanted);
            }
            Command::Score(text) => return self.score(desk, &text, false),
            Command::Correct(text) => return self.score(desk, &text, true),
        }
        true
    }

    /// Changes the holds to `wanted`, a die at a time, as the screen's keys do.
    fn set_holds(&mut self, desk: &mut dyn Desk, wanted: Holds) -> bool {
        let held = desk.table().game().throw().map_or(Holds::NONE, |t| t.held);
        let actions: Vec<Action> = crate::rules::DieIndex::ALL
            .into_iter()
            .filter(|&d| held.contains(d) != wanted.contains(d))
            .map(|die| Action::ToggleHold { die })
            .collect();
        if actions.is_empty() {
            if let Some(seat) = Talk::seat(desk) {
                self.narrator.touch(seat);
            }
            self.hear(desk);
            return true;
        }
        self.act(desk, &actions)
    }

    /// Asks the table for each action in turn for the seat to play, stopping at the first
    /// refusal (said as the screen says it). False when the player quit over a failed write.
    fn act(&mut self, desk: &mut dyn Desk, actions: &[Action]) -> bool {
        // Out of turn, the seat played here asks all the same, so the session says whose
        // turn it is (a guest's seat), rather than that a spectator cannot play.
        let seat = Talk::seat(desk).or_else(|| Talk::own_seat(desk));
        // The coach asks once before a costly throw or score: the same command again does it.
        if let [action @ (Action::Roll | Action::Score { .. })] = actions {
            let confirmed = self.coach_asked.take() == Some(*action);
            if !confirmed && let Some(warning) = self.coach(desk, *action) {
                desk.say(&warning);
                self.coach_asked = Some(*action);
                return true;
            }
        }
        for &action in actions {
            let answer = desk.ask(Ask::Act { seat, action });
            match answer {
                Ok(Saved::HeldForAnswer { message }) => {
                    self.hear(desk);
                    if !desk.held(message, self) {
                        return false;
                    }
                }
                Ok(_) => {}
                Err(why) => {
                    self.hear(desk);
                    desk.say(&sentence(&why.to_string()));
                    return true;
                }
            }
        }
        self.hear(desk);
        true
    }

    /// `score BOX` (with its points on a score pad), or `correct BOX POINTS`.
    fn score(&mut self, desk: &mut dyn Desk, text: &str, correct: bool) -> bool {
        // A zero asked of is scored by the very next command only, and only if it is the same.
        let zero_asked = self.zero_asked.take();
        let game = desk.table().game();
        let layout: Layout = game.rules().layout();
        let pad = desk.table().options().score_pad;
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
                desk.say(&line);
                return true;
            }
        };
        let column = match target.column {
            Some(c) => c,
            None if !layout.is_multi_column() => crate::rules::ColumnId::FIRST,
            None => {
                // The one column whose box is still open (for a correction, filled).
                let seat = Talk::seat(desk).or_else(|| game.current_seat());
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
                        desk.say(&line);
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
                desk.say(&line);
                return true;
            }
            (false, false, _) => Action::Score { b, column },
        };
        // As on the screen: a 0 where another box gives points is asked once more first.
        if !correct
            && zero_asked != Some(action)
            && let Some(question) = Talk::zero_question(desk, action, text)
        {
            desk.say(&question);
            self.zero_asked = Some(action);
            return true;
        }
        if correct {
            // A correction is any person's own card, whoever's turn it is: the seat whose
            // card has the box filled, the one to play first.
            let seat = Talk::seat(desk).or_else(|| desk.table().game().current_seat());
            let answer = desk.ask(Ask::Act { seat, action });
            self.hear(desk);
            if let Err(why) = answer {
                desk.say(&sentence(&why.to_string()));
            }
            return true;
        }
        self.act(desk, &[action])
    }

    /// The question before `action` scores 0 in a box when another open box would give
    /// points, as the screen asks it: `None` to go ahead (any other score, a zero every open
    /// box shares, a turn not played here).
    fn zero_question(desk: &dyn Desk, action: Action, text: &str) -> Option<String> {
        let Action::Score { b, column } = action else {
            return None;
        };
        Talk::seat(desk)?;
        let game = desk.table().game();
        let spot = crate::rules::Spot::new(column, b);
        let placements = game.placements()?;
        let offer = placements.offer(spot)?;
        if !offer.allowed() || offer.points != 0 {
            return None;
        }
        let (better, points) = placements
            .allowed()
            .filter(|&(_, pts)| pts > 0)
            .max_by_key(|&(_, pts)| pts)?;
        let layout = game.rules().layout();
        let word = t!("plain-command-score");
        let word = word.split(',').next().unwrap_or_default().trim();
        Some(t!(
            "plain-zero-asks",
            spot = crate::words::spot_name(layout, spot),
            better = crate::words::spot_name(layout, better),
            points = points,
            command = format!("{word} {}", crate::escape::excerpt(text.trim(), 40))
        ))
    }

    /// Takes back the latest move a person here may take back, as the screen does: the
    /// seat to play's own, else the previous person's placement before anyone else acted.
    fn undo(&mut self, desk: &mut dyn Desk) -> bool {
        let game = desk.table().game();
        let Some(current) = game.current_seat() else {
            let line = sentence(&UndoRefusal::MatchOver.to_string());
            desk.say(&line);
            return true;
        };
        let by = match desk.table().session().undo_check(current) {
            Err(UndoRefusal::NotYours { author })
                if desk
                    .table()
                    .plays(desk.front())
                    .is_some_and(|p| p.contains(&author))
                    && desk.table().session().undo_check(author).is_ok() =>
            {
                author
            }
            _ => current,
        };
        match desk.ask(Ask::Undo { by }) {
            Ok(Saved::NotDone { message }) => {
                let line = t!("plain-undo-not-saved", why = message);
                desk.say(&line);
            }
            Ok(_) => self.hear(desk),
            Err(why) => desk.say(&sentence(&why.to_string())),
        }
        true
    }

    /// The options for the dice on the table, best first, by the optimum (on a card of one
    /// column), or why there are none yet.
    fn rated(&mut self, desk: &mut dyn Desk) -> Result<Vec<crate::ai::Rated>, NoAdvice> {
        let seat = Talk::seat(desk).ok_or(NoAdvice::Unavailable)?;
        let (table, shelf) = desk.table_and_shelf();
        let game = table.game();
        let throw = game.throw().copied().ok_or(NoAdvice::NotThrown)?;
        if game.rules().layout().is_multi_column() {
            return Err(NoAdvice::Unavailable);
        }
        let rules = *game.rules();
        let optimum = match shelf.request(&rules) {
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
    fn hints(&mut self, desk: &mut dyn Desk) {
        let Some(seat) = Talk::seat(desk) else {
            return;
        };
        if !desk.table().session().legal(seat).hints {
            let line = t!("plain-hints-off");
            desk.say(&line);
            return;
        }
        let line = match self.rated(desk) {
            Ok(options) => {
                let game = desk.table().game();
                let layout = game.rules().layout();
                let Some(throw) = game.throw().copied() else {
                    return;
                };
                let held = if game.holds_known() {
                    throw.held
                } else {
                    Holds::NONE
                };
                for line in narrator::hints(layout, &options, &throw.dice, held) {
                    desk.say(&line);
                }
                return;
            }
            Err(NoAdvice::NotThrown) => t!("plain-hints-throw-first"),
            Err(NoAdvice::Unavailable) => t!("plain-hints-unavailable"),
            Err(NoAdvice::Preparing(p)) => t!("plain-hints-preparing", percent = u32::from(p)),
        };
        desk.say(&line);
    }

    /// What the coach says of `action` before it is done, for a seat whose coach warns: a
    /// choice that loses more than the threshold, in expected points. `None` to go ahead.
    fn coach(&mut self, desk: &mut dyn Desk, action: Action) -> Option<String> {
        let seat = Talk::seat(desk)?;
        if desk.table().options().coach_for(seat.index()) != crate::game::CoachMode::Warn
            || !desk.table().session().legal(seat).hints
        {
            return None;
        }
        let throw = *desk.table().game().throw()?;
        let options = match self.rated(desk) {
            Ok(options) => options,
            Err(NoAdvice::Preparing(p)) => {
                let line = t!("plain-coach-preparing", percent = u32::from(p));
                desk.say(&line);
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
        let layout = desk.table().game().rules().layout();
        (loss > desk.table().options().coach_threshold).then(|| {
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
    fn odds(&mut self, desk: &mut dyn Desk) {
        let (table, shelf) = desk.table_and_shelf();
        let game = table.game();
        if !table.options().show_odds || game.seats().len() < 2 {
            let line = t!("plain-odds-off");
            desk.say(&line);
            return;
        }
        let rules = *game.rules();
        let line = match shelf.request_odds(&rules) {
            OddsStatus::Ready(optimum, outlook) => {
                let ctx = crate::ai::kernel::RulesContext::new(rules);
                let chances = crate::ai::odds::chances_as_held(&ctx, &optimum, &outlook, game);
                let cells: Vec<String> = game
                    .seat_ids()
                    .zip(chances)
                    .map(|(seat, p)| {
                        t!(
                            "plain-odds-cell",
                            name = narrator::shown(game, seat),
                            chance = percent(p)
                        )
                    })
                    .collect();
                t!("plain-odds", cells = cells.join(", "))
            }
            OddsStatus::Pending(p) => t!("plain-odds-preparing", percent = u32::from(p)),
            OddsStatus::Unavailable => t!("plain-odds-unavailable"),
        };
        desk.say(&line);
    }

    /// The end: the standings, and each new personal best.
    pub(crate) fn results(&mut self, desk: &mut dyn Desk) {
        let game = desk.table().game();
        let best = game.standings();
        let winners: Vec<SeatId> = best
            .iter()
            .filter(|s| s.rank == 1)
            .map(|s| s.seat)
            .collect();
        let top = best.first().map_or(0, |s| s.total);
        let line = match winners.as_slice() {
            // Alone at the table there is no one to win against: the total is the news.
            [one] if game.seat_ids().count() == 1 => {
                let (name, who) = narrator::named(game, *one);
                t!("plain-solo-total", name = name, who = who, points = top)
            }
            [one] => {
                let (name, who) = narrator::named(game, *one);
                t!("plain-winner", name = name, who = who, points = top)
            }
            many => {
                let names: Vec<String> = many.iter().map(|&s| narrator::shown(game, s)).collect();
                t!("plain-winners-tied", names = names.join(", "), points = top)
            }
        };
        let mut lines = vec![line];
        lines.extend(narrator::standings(game));
        match self.finish.take() {
            Some(heard) => lines.extend(heard),
            None => lines.extend(desk.table().personal_bests().iter().cloned()),
        }
        lines.append(&mut self.added);
        lines.extend(self.review(desk));
        lines.extend(self.after_results.take().into_iter().flatten());
        for line in lines {
            desk.say(&line);
        }
    }
}

impl Talk {
    /// Each seat's account of the match, as the results screen gives it: what perfect play
    /// expected from the start, the luck of its throws and the points its choices gave away
    /// (start + luck − play = the score), and its accuracy. Told only when the optimum is
    /// at hand; a match written on a score pad has no throws to judge.
    fn review(&mut self, desk: &mut dyn Desk) -> Vec<String> {
        if desk.table().options().score_pad {
            return Vec::new();
        }
        // On a card of several columns the account plays from the optimum of one column.
        let rules = desk.table().game().rules().column_rules();
        let SolvedStatus::Ready(optimum) = desk.table_and_shelf().1.request(&rules) else {
            return vec![t!("plain-review-later")];
        };
        let Ok(account) = crate::ai::luck::account(desk.table().game(), &optimum, None) else {
            return Vec::new();
        };
        account
            .seats
            .iter()
            .map(|seat| {
                t!(
                    "plain-review-seat",
                    name = crate::words::shown_name(&seat.name).into_owned(),
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

/// A command help names, each with its example: one list, so help says only what works at
/// this table for this reader.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum HelpItem {
    Throw,
    Hold,
    Release,
    Score,
    Card,
    Standings,
    Log,
    Hints,
    Odds,
    Undo,
    Repeat,
    Help,
    Quit,
    /// "With real dice: throw 3 3 5 1 6."
    RealDice,
    /// "On a score pad: score full house 25, and correct full house 0."
    ScorePad,
}

impl HelpItem {
    fn words(self) -> String {
        match self {
            HelpItem::Throw => t!("plain-help-throw"),
            HelpItem::Hold => t!("plain-help-hold"),
            HelpItem::Release => t!("plain-help-release"),
            HelpItem::Score => t!("plain-help-score"),
            HelpItem::Card => t!("plain-help-card"),
            HelpItem::Standings => t!("plain-help-standings"),
            HelpItem::Log => t!("plain-help-log"),
            HelpItem::Hints => t!("plain-help-hints"),
            HelpItem::Odds => t!("plain-help-odds"),
            HelpItem::Undo => t!("plain-help-undo"),
            HelpItem::Repeat => t!("plain-help-repeat"),
            HelpItem::Help => t!("plain-help-help"),
            HelpItem::Quit => t!("plain-help-quit"),
            HelpItem::RealDice => t!("plain-help-real-dice"),
            HelpItem::ScorePad => t!("plain-help-score-pad"),
        }
    }

    /// A sentence of its own after the list, rather than an entry of it.
    fn is_sentence(self) -> bool {
        matches!(self, HelpItem::RealDice | HelpItem::ScorePad)
    }
}

/// What help lists for the reader at `desk`, as the drawn screen's help offers its keys: a
/// watcher has no dice to throw nor moves to take back, and hints, the chance to win and
/// undo are named only where the table has them on.
pub(crate) fn help_items(desk: &dyn Desk) -> Vec<HelpItem> {
    let table = desk.table();
    let options = table.options();
    let game = table.game();
    let plays = table.plays(desk.front()).unwrap_or_default();
    let player = !plays.is_empty();
    let pad = options.score_pad;
    let screen_dice = !pad && plays.iter().any(|s| !options.real_dice_for(s.index()));
    let real_dice = !pad && plays.iter().any(|s| options.real_dice_for(s.index()));
    let mut items = Vec::new();
    let mut add = |on: bool, item: HelpItem| {
        if on {
            items.push(item);
        }
    };
    add(screen_dice, HelpItem::Throw);
    add(screen_dice, HelpItem::Hold);
    add(screen_dice, HelpItem::Release);
    add(player, HelpItem::Score);
    add(true, HelpItem::Card);
    add(true, HelpItem::Standings);
    add(true, HelpItem::Log);
    // A score pad has no dice for hints to rate.
    add(player && options.hints && !pad, HelpItem::Hints);
    add(options.show_odds && game.seats().len() >= 2, HelpItem::Odds);
    add(player && options.undo, HelpItem::Undo);
    add(true, HelpItem::Repeat);
    add(true, HelpItem::Help);
    add(true, HelpItem::Quit);
    add(real_dice, HelpItem::RealDice);
    add(player && pad, HelpItem::ScorePad);
    items
}

/// Help in one line: the commands, then the sentences for real dice and a score pad.
fn help_line(desk: &dyn Desk) -> String {
    let items = help_items(desk);
    let commands: Vec<String> = items
        .iter()
        .filter(|i| !i.is_sentence())
        .map(|i| i.words())
        .collect();
    // The sentences follow the list where the language puts them (before "the English
    // commands work too"), each with the space that parts it from the one before.
    let then: String = items
        .iter()
        .filter(|i| i.is_sentence())
        .map(|i| format!(" {}", i.words()))
        .collect();
    t!(
        "plain-help",
        commands = commands.join(&t!("plain-help-join")),
        then = then
    )
}
