//! A lesson on the board: it says what to do, lets through only that (every action still
//! decided by the session), and says what happened.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::board::{Board, Click, said_style};
use super::lessons::{LESSONS, Lesson, Task, Text, Words};
use super::{Entry, LearnMenu};
use crate::game::{Action, DiceSource, Match, Seat, SeatId};
use crate::l10n::t;
use crate::rules::{DieIndex, Face, Holds, Layout, Ruleset, Spot};
use crate::tui::keymap::{Command, Context};
use crate::tui::screens::play::Tone;
use crate::tui::screens::{Cx, Kind, Screen, Step};
use crate::words::spot_name;

/// The seed the dice go on with once a lesson's script is used up.
const SEED: u64 = 44;

pub struct LessonScreen {
    index: usize,
    step: usize,
    board: Board,
    /// What the lesson said last: the step just done.
    said: Option<String>,
    /// A problem writing the progress, shown with the end of the lesson.
    problem: Option<String>,
}

/// The faces of a script: its digits 1 to 6 (spaces only group them for the reader).
fn faces(script: &str) -> Vec<Face> {
    script
        .chars()
        .filter_map(|c| c.to_digit(10))
        .filter_map(|d| Face::from_value(d as u8))
        .collect()
}

/// Dice numbers (1 to 5) as holds.
fn holds_of(dice: &[u8]) -> Holds {
    dice.iter()
        .filter_map(|&d| d.checked_sub(1).and_then(DieIndex::new))
        .fold(Holds::NONE, |h, i| h.with(i, true))
}

/// "dice 1, 2 and 4", "die 5", "no die".
pub fn dice_list(dice: &[u8]) -> String {
    match dice {
        [] => t!("setup-learn-no-die"),
        [one] => t!("setup-learn-die", number = (*one)),
        [init @ .., last] => {
            // The numbers before the last are a list of figures: commas in every language.
            let list = init
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(", ");
            t!("setup-learn-dice", list = list, last = (*last))
        }
    }
}

/// The match at a lesson's start: its earlier rounds played, its script ready to throw.
pub fn position(lesson: &Lesson) -> Option<Match> {
    let rules = Ruleset::preset(lesson.rules);
    let mut script: Vec<Face> = lesson.before.iter().flat_map(|(f, _)| faces(f)).collect();
    script.extend(faces(lesson.script));
    let mut game = Match::with_dice(
        rules,
        vec![Seat::human("You")],
        DiceSource::scripted(script, SEED),
    )
    .ok()?;
    for &(_, b) in lesson.before {
        game.apply(SeatId(0), Action::Roll).ok()?;
        game.apply(
            SeatId(0),
            Action::Score {
                b,
                column: crate::rules::ColumnId::FIRST,
            },
        )
        .ok()?;
    }
    Some(game)
}

/// A lesson's text as this card and keymap say it, in the language spoken: the keys
/// bound to its commands, the card's own names of its boxes (see [`Words`]).
pub fn lesson_words(text: Text, keys: &crate::tui::keymap::Keymap, layout: Layout) -> String {
    text(&Words::new(keys, layout))
}

/// A task in a few words, for a refusal: "throw (Space)", "throw again", "score Fours".
fn task_words(task: Task, game: &Match, cx: &Cx) -> String {
    let layout = game.rules().layout();
    let roll = cx.keys.key_for(Context::Play, Command::Roll);
    match task {
        // With dice on the table already, the throw asked for is another one.
        Task::Throw if game.throw().is_some() => t!("setup-learn-task-throw-again", roll = roll),
        Task::Throw => t!("setup-learn-task-throw", roll = roll),
        Task::ThrowHolding(want) => {
            let dice = dice_list(want);
            t!("setup-learn-task-hold-and-throw", dice = dice, roll = roll)
        }
        Task::Hold(want) => {
            let dice = dice_list(want);
            t!("setup-learn-task-hold", dice = dice)
        }
        Task::Score(b, column) => {
            let spot = spot_name(layout, Spot::new(column, b)).to_string();
            let score = cx.keys.key_for(Context::Play, Command::Score);
            t!("setup-learn-task-score", spot = spot, score = score)
        }
    }
}

impl LessonScreen {
    /// Lesson `index` of [`LESSONS`], from its start.
    pub fn new(index: usize) -> Option<LessonScreen> {
        let lesson = LESSONS.get(index)?;
        let mut board = Board::new(position(lesson)?, &format!("learn-{}", lesson.id))?;
        let (number, count) = (index + 1, LESSONS.len());
        // The title names no key and no box.
        let title = (lesson.title)(&Words::bare());
        board.title(
            t!(
                "setup-learn-lesson-title",
                number = number,
                count = count,
                title = title
            ),
            t!("setup-learn-lesson-short", number = number, count = count),
        );
        Some(LessonScreen {
            index,
            step: 0,
            board,
            said: None,
            problem: None,
        })
    }

    fn lesson(&self) -> &'static Lesson {
        &LESSONS[self.index.min(LESSONS.len() - 1)]
    }

    fn task(&self) -> Option<Task> {
        self.lesson().steps.get(self.step).map(|s| s.task)
    }

    /// Whether every step is done.
    pub fn finished(&self) -> bool {
        self.task().is_none()
    }

    /// Refuses an action, in the play screen's line for refusals.
    fn refuse(&mut self, why: String) {
        self.board.play.say_problem(&why);
    }

    fn held(&self) -> Holds {
        self.board
            .play
            .game()
            .throw()
            .map_or(Holds::NONE, |t| t.held)
    }

    /// Why the lesson does not let `command` through now, if it does not.
    fn refusal(&self, command: Command, cx: &Cx) -> Option<String> {
        let task = self.task()?;
        let play = &self.board.play;
        let layout = play.game().rules().layout();
        let ask = || task_words(task, play.game(), cx);
        match (command, task) {
            (Command::Roll, Task::Throw) => None,
            (Command::Roll, Task::ThrowHolding(want)) if self.held() != holds_of(want) => {
                let dice = dice_list(want);
                Some(t!("setup-learn-hold-before-throw", dice = dice))
            }
            (Command::Roll, Task::ThrowHolding(_)) => None,
            (Command::Roll, Task::Hold(want)) => {
                let dice = dice_list(want);
                Some(t!("setup-learn-hold-first", dice = dice))
            }
            (Command::Roll, Task::Score(..)) => {
                Some(t!("setup-learn-no-more-throwing", task = (ask())))
            }
            (Command::Hold(_), Task::Score(..)) => {
                Some(t!("setup-learn-no-need-to-hold", task = (ask())))
            }
            (Command::Hold(_), _) => None,
            (Command::Score, Task::Score(b, column)) => {
                let spot = play.cursor;
                let want = Spot::new(column, b);
                let seat = play.human_turn()?;
                // The session's own refusal (a filled box, the Joker's order) is the play
                // screen's to say.
                if spot == want
                    || play.viewed.is_some()
                    || !play.session().is_legal(seat, Action::score_at(spot))
                {
                    return None;
                }
                let points = play
                    .game()
                    .placements()
                    .and_then(|p| p.offer(spot))
                    .map_or(0, |o| o.points);
                let key = |c: Command| cx.keys.key_for(Context::Play, c);
                let (here, asked) = (
                    spot_name(layout, spot).to_string(),
                    spot_name(layout, want).to_string(),
                );
                let (up, down, score) = (key(Command::Up), key(Command::Down), key(Command::Score));
                Some(if layout.is_multi_column() {
                    let (left, right) = (key(Command::Left), key(Command::Right));
                    t!(
                        "setup-learn-elsewhere-columns",
                        here = here,
                        points = points,
                        asked = asked,
                        up = up,
                        down = down,
                        left = left,
                        right = right,
                        score = score
                    )
                } else {
                    t!(
                        "setup-learn-elsewhere",
                        here = here,
                        points = points,
                        asked = asked,
                        up = up,
                        down = down,
                        score = score
                    )
                })
            }
            (Command::Score, _) => Some(t!("setup-learn-not-yet", task = (ask()))),
            _ => None,
        }
    }

    /// After an action went through: whether the step is done, and if so the next one.
    fn check(&mut self, log_before: usize, cx: &mut Cx) {
        let Some(task) = self.task() else { return };
        let game = self.board.play.game();
        let latest = (game.log().len() > log_before)
            .then(|| game.log().last().map(|e| e.action))
            .flatten();
        let done = match task {
            Task::Throw | Task::ThrowHolding(_) => latest == Some(Action::Roll),
            Task::Hold(want) => game.throw().is_some_and(|t| t.held == holds_of(want)),
            Task::Score(b, column) => latest == Some(Action::Score { b, column }),
        };
        if !done {
            return;
        }
        let said = self.lesson().steps[self.step].done;
        self.said = Some(lesson_words(said, cx.keys, game.rules().layout()));
        // A refusal said for this step is answered now: left up, it would tell the player
        // to do what they have just done.
        if matches!(self.board.play.status, Some((_, Tone::Bad))) {
            self.board.play.status = None;
        }
        self.step += 1;
        if self.finished() {
            let mut progress = cx.store.learn_progress();
            progress.finish_lesson(self.lesson().id);
            if let Err(e) = cx.store.save_learn_progress(&progress) {
                let reason = e.to_string();
                self.problem = Some(t!("setup-learn-progress-not-saved", reason = reason));
            }
        }
    }

    /// The lesson's words for the panel: its title, the step, what happened, what to do.
    fn lines(&self, cx: &Cx) -> Vec<(String, ratatui::style::Style)> {
        let theme = cx.theme;
        let lesson = self.lesson();
        let play = &self.board.play;
        let layout = play.game().rules().layout();
        let mut lines = Vec::new();
        if let Some(said) = &self.said {
            lines.push((said.clone(), said_style(true, &theme)));
        }
        match lesson.steps.get(self.step) {
            Some(step) => {
                // Where the cursor already is on the box asked for, the way there is no
                // news: say so, so no move the text names takes it away.
                let here = match step.task {
                    Task::Score(b, column)
                        if play.cursor == Spot::new(column, b) && play.game().throw().is_some() =>
                    {
                        let score = cx.keys.key_for(Context::Play, Command::Score);
                        format!(" {}", t!("setup-learn-cursor-on-it", score = score))
                    }
                    _ => String::new(),
                };
                let (number, count, ask) = (
                    self.step + 1,
                    lesson.steps.len(),
                    lesson_words(step.ask, cx.keys, layout),
                );
                lines.push((
                    format!(
                        "{}{here}",
                        t!(
                            "setup-learn-step",
                            number = number,
                            count = count,
                            ask = ask
                        )
                    ),
                    theme.key(),
                ));
            }
            None => {
                lines.push((lesson_words(lesson.end, cx.keys, layout), theme.base()));
                if let Some(problem) = &self.problem {
                    lines.push((problem.clone(), theme.bad()));
                }
                let score = cx.keys.key_for(Context::Play, Command::Score);
                let pause = cx.keys.key_for(Context::Play, Command::Pause);
                // After the last lesson both keys go back to Learn: said once.
                let done = if self.index + 1 < LESSONS.len() {
                    t!("setup-learn-lesson-done-next", score = score, pause = pause)
                } else {
                    t!("setup-learn-lesson-done-last", score = score, pause = pause)
                };
                lines.push((done, theme.good()));
            }
        }
        lines
    }

    fn leave(&self, cx: &mut Cx) -> Step {
        Step::Open(Box::new(LearnMenu::read(cx, Entry::Lesson(self.index))))
    }
}

impl Screen for LessonScreen {
    fn kind(&self) -> Kind {
        Kind::Lesson
    }

    fn contexts(&self) -> Vec<Context> {
        self.board.contexts()
    }

    fn command(&mut self, command: Command, cx: &mut Cx) -> Step {
        if self.board.play.overlay.is_some() {
            let before = self.board.play.game().log().len();
            self.board.command(command, cx);
            self.check(before, cx);
            return Step::Stay;
        }
        if command == Command::Pause {
            return self.leave(cx);
        }
        if self.finished() {
            return match command {
                Command::Score | Command::Roll => match LessonScreen::new(self.index + 1) {
                    Some(next) => Step::Open(Box::new(next)),
                    None => self.leave(cx),
                },
                _ => Step::Stay,
            };
        }
        if let Some(why) = self.refusal(command, cx) {
            self.refuse(why);
            return Step::Stay;
        }
        let before = self.board.play.game().log().len();
        self.board.command(command, cx);
        self.check(before, cx);
        Step::Stay
    }

    fn click(&mut self, area: Rect, x: u16, y: u16, cx: &mut Cx) -> Step {
        match self.board.click_at(area, x, y) {
            Click::Command(c) => self.command(c, cx),
            Click::Spot(spot) => {
                self.board.play.cursor = spot;
                self.command(Command::Score, cx)
            }
            Click::Overlay => {
                let before = self.board.play.game().log().len();
                self.board.click_overlay(area, x, y, cx);
                self.check(before, cx);
                Step::Stay
            }
            Click::Nothing => Step::Stay,
        }
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        let lines = self.lines(cx);
        // Once done, only the keys that lead on are left, in the help bar as in the text.
        let done = self.finished().then(|| {
            if self.index + 1 < LESSONS.len() {
                t!("setup-learn-key-next-lesson")
            } else {
                t!("setup-learn-key-back")
            }
        });

        self.board.draw(buf, area, cx, &lines, done);
    }

    fn tick(&mut self, cx: &mut Cx) -> Step {
        self.board.tick(cx);
        Step::Stay
    }

    fn next_wake(&self, clock: Duration) -> Option<Duration> {
        self.board.next_wake(clock)
    }

    fn touched(&mut self) {
        self.board.touched();
    }

    fn overlay(&self) -> Option<&'static str> {
        self.board.overlay()
    }

    fn current_match(&self) -> Option<&Match> {
        Some(self.board.game())
    }

    fn report(&mut self, problem: &str) -> bool {
        self.board.report(problem)
    }
}
