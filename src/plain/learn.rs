//! *Learn* in plain mode: the screen's lessons read step by step, its puzzles asked as
//! questions, the progress kept in the same file (`learn.json`) as the screen's.
//!
//! The words are the screen's own messages (`setup-learn-…`: each lesson's steps, its
//! titles, the puzzles' answers, the summary), so a lesson reads the same in either mode and
//! a translation serves both; only what plain mode does differently (typing commands where
//! the screen presses keys, a card read out where it is drawn) has a `plain-learn-…` message.
//! A lesson's texts name the keys of the default keymap, as the screen does for a player who
//! has changed none; each step then says the command that does it here.
//!
//! A lesson is played, not only read: its match is the screen's (the same position, the same
//! scripted dice, [`crate::tui::screens::learn::lesson::position`]) and each step is an
//! action the match itself decides. The player types the command the step asks for, or
//! `next` to have it done; `back` replays the match to the step before, so each page always
//! says the dice the step really shows. A puzzle is the card and the dice after the last
//! throw; the answer is `score` and a box, judged by the solver's ranking
//! ([`crate::ai::puzzles::Puzzle::answer`], the screen's very sentence), and a box the dice
//! cannot go in is refused in the match's own words.

use std::io::{BufRead, Write};
use std::time::Duration;

use super::commands::{self, Command, NotABox};
use super::game::sentence;
use super::io::{Lines, Say};
use super::narrator::dice_words;
use crate::ai::puzzles::{Difficulty, Puzzle};
use crate::game::{Action, Event, Match, SeatId};
use crate::l10n::{Lang, t};
use crate::rules::{BoxId, DieIndex, Holds, Layout, Spot};
use crate::store::{LearnProgress, Storage};
use crate::tui::keymap::Keymap;
use crate::tui::screens::learn::lesson::{dice_list, lesson_words, position};
use crate::tui::screens::learn::lessons::{LESSONS, Lesson, Task};
use crate::tui::screens::learn::puzzle::{self, PUZZLE_RULES};
use crate::tui::screens::learn::{Entry, level_id};
use crate::tui::shelf::{Shelf, SolvedStatus};
use crate::words::spot_name;

/// How Learn was left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Left {
    /// `quit`: back to the menu.
    Menu,
    /// The end of input.
    Ended,
}

/// What Learn borrows from the run.
pub(super) struct Parts<'a, R, W> {
    pub(super) store: &'a mut dyn Storage,
    pub(super) shelf: &'a mut Shelf,
    pub(super) lines: &'a mut Lines<R>,
    pub(super) say: &'a mut Say<W>,
}

/// Learn's own command words, beside the game's (`quit`, `help`, `repeat`, `card`, and
/// what a lesson's step asks for).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Word {
    Next,
    Back,
    List,
}

/// A line typed in Learn.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Typed {
    Word(Word),
    /// A number from the list.
    Number(usize),
    /// One of the game's commands.
    Game(Command),
}

/// The words of `word` in `lang`: a comma list, as the game's commands are given.
fn words_of(lang: Lang, word: Word) -> Vec<String> {
    let list = crate::l10n::speaking(lang, None, || match word {
        Word::Next => t!("plain-learn-command-next"),
        Word::Back => t!("plain-learn-command-back"),
        Word::List => t!("plain-learn-command-list"),
    });
    list.split(',')
        .map(|w| w.trim().to_lowercase())
        .filter(|w| !w.is_empty())
        .collect()
}

/// Reads a line: Learn's words (in English, or in the language spoken) first, then a
/// number, then the game's commands.
fn read(line: &str) -> Typed {
    let word = line.trim().to_lowercase();
    let here = crate::l10n::current();
    for w in [Word::Next, Word::Back, Word::List] {
        if words_of(Lang::En, w).contains(&word)
            || (here != Lang::En && words_of(here, w).contains(&word))
        {
            return Typed::Word(w);
        }
    }
    match word.parse::<usize>() {
        Ok(n) => Typed::Number(n),
        Err(_) => Typed::Game(commands::parse(line)),
    }
}

/// The first of a command's words in the language spoken: what a step tells the player to
/// type.
fn command_word(list: &str) -> String {
    list.split(',').next().unwrap_or("").trim().to_string()
}

/// Dice numbers (1 to 5) as holds.
fn holds_of(dice: &[u8]) -> Holds {
    dice.iter()
        .filter_map(|&d| d.checked_sub(1).and_then(DieIndex::new))
        .fold(Holds::NONE, |h, i| h.with(i, true))
}

/// What to type for `task` here: "throw", "hold 1 2 4", "score fours".
fn task_command(task: Task, layout: Layout) -> String {
    let numbers = |dice: &[u8]| dice.iter().map(u8::to_string).collect::<Vec<_>>().join(" ");
    let throw = command_word(&t!("plain-command-throw"));
    let hold = command_word(&t!("plain-command-hold"));
    match task {
        Task::Throw => throw,
        Task::ThrowHolding(_) => throw,
        Task::Hold([]) => command_word(&t!("plain-command-release")),
        Task::Hold(dice) => format!("{hold} {}", numbers(dice)),
        Task::Score(b, column) => {
            let score = command_word(&t!("plain-command-score"));
            let name = layout.label(b).to_lowercase();
            if layout.is_multi_column() {
                format!("{score} {name} {}", column.index() + 1)
            } else {
                format!("{score} {name}")
            }
        }
    }
}

/// Sets the holds to exactly `want`, through the match.
fn hold_exactly(game: &mut Match, want: Holds) -> Result<(), String> {
    let held = game.throw().map_or(Holds::NONE, |t| t.held);
    for die in DieIndex::ALL {
        if held.contains(die) != want.contains(die) {
            game.apply(SeatId(0), Action::ToggleHold { die })
                .map_err(|e| e.to_string())?;
        }
    }
    Ok(())
}

/// "You hold 4 4 4." or "You hold no dice."
fn holds_said(game: &Match) -> String {
    match game.throw() {
        Some(throw) if throw.held != Holds::NONE => {
            let faces = throw
                .held
                .iter()
                .map(|d| throw.dice.get(d).to_string())
                .collect::<Vec<_>>()
                .join(" ");
            t!("plain-learn-you-hold", dice = faces)
        }
        _ => t!("plain-learn-you-hold-none"),
    }
}

/// An event of the lesson's match, said: "You threw 3 6 1 5 2.", "You scored 16 in Fours."
fn event_said(event: &Event, game: &Match) -> Option<String> {
    match event {
        Event::Rolled { dice, .. } => Some(t!("plain-learn-you-threw", dice = dice_words(dice))),
        Event::Scored { placed, .. } => {
            let spot = spot_name(game.rules().layout(), Spot::new(placed.column, placed.b));
            Some(t!(
                "plain-learn-you-scored",
                points = u32::from(placed.points),
                spot = spot
            ))
        }
        Event::HoldToggled { .. } | Event::Corrected { .. } => None,
    }
}

/// An open lesson: which, and how far.
struct Open {
    index: usize,
    step: usize,
    game: Match,
}

struct Learn<'a, 'b, R, W> {
    parts: &'b mut Parts<'a, R, W>,
    keys: Keymap,
}

/// Learn, from its list (or from the lesson or puzzles `at`), until the player quits.
pub(super) fn run<R: BufRead, W: Write>(parts: &mut Parts<'_, R, W>, at: Option<Entry>) -> Left {
    let mut learn = Learn {
        parts,
        keys: Keymap::default(),
    };
    learn.notices();
    let mut next = at;
    loop {
        let entry = match next.take() {
            Some(entry) => entry,
            None => match learn.list() {
                Some(Some(entry)) => entry,
                Some(None) => return Left::Menu,
                None => return Left::Ended,
            },
        };
        let went = match entry {
            Entry::Lesson(i) => learn.lesson(i),
            Entry::Puzzles(level) => learn.puzzles(level),
            Entry::Reset => learn.reset(),
        };
        match went {
            Went::List => {}
            Went::Lesson(i) => next = Some(Entry::Lesson(i)),
            Went::Menu => return Left::Menu,
            Went::Ended => return Left::Ended,
        }
    }
}

/// Where a lesson, the puzzles or the reset leave to.
enum Went {
    List,
    /// The next lesson.
    Lesson(usize),
    Menu,
    Ended,
}

impl<R: BufRead, W: Write> Learn<'_, '_, R, W> {
    fn say(&mut self, text: &str) {
        self.parts.say.line(text);
    }

    /// The next line; `None` at the end of input.
    fn answer(&mut self) -> Option<String> {
        self.parts.say.turn_over();
        self.parts.lines.next_line()
    }

    /// What the store found worth telling (a damaged progress file kept aside).
    fn notices(&mut self) {
        for notice in self.parts.store.take_notices() {
            self.say(&notice);
        }
    }

    fn progress(&mut self) -> LearnProgress {
        let progress = self.parts.store.learn_progress();
        self.notices();
        progress
    }

    /// Keeps the progress; says so if it could not be written.
    fn keep(&mut self, progress: &LearnProgress) {
        if let Err(e) = self.parts.store.save_learn_progress(progress) {
            let line = t!("setup-learn-progress-not-saved", reason = e.to_string());
            self.say(&sentence(&line));
        }
    }

    /// The entries in the order they are numbered.
    fn entries() -> Vec<Entry> {
        let mut entries: Vec<Entry> = (0..LESSONS.len()).map(Entry::Lesson).collect();
        entries.extend(Difficulty::ALL.map(Entry::Puzzles));
        entries.push(Entry::Reset);
        entries
    }

    /// The list, as the screen shows it, and the player's choice: `Some(None)` for quit,
    /// `None` at the end of input.
    fn list(&mut self) -> Option<Option<Entry>> {
        let progress = self.progress();
        let entries = Self::entries();
        let title = t!("setup-learn-title");
        self.say(&format!("{title}."));
        let heading = t!("setup-learn-heading-lessons");
        self.say(&format!("{heading}."));
        for (i, entry) in entries.iter().enumerate() {
            let n = i + 1;
            let line = match *entry {
                Entry::Lesson(l) => {
                    let lesson = &LESSONS[l];
                    let title = (lesson.title)(&crate::tui::screens::learn::lessons::Words::bare());
                    if progress.lesson_done(lesson.id) {
                        t!("plain-learn-lesson-item-done", n = n, title = title)
                    } else {
                        t!("plain-learn-item", n = n, text = title)
                    }
                }
                Entry::Puzzles(level) => {
                    if level == Difficulty::Easy {
                        let heading = t!("setup-learn-heading-puzzles");
                        self.say(&heading);
                    }
                    let text = match puzzle::found() {
                        Some(all) => {
                            let list = puzzle::of_level(all, level);
                            let solved = list.iter().filter(|p| progress.solved(p.id)).count();
                            t!(
                                "setup-learn-puzzles-solved",
                                level = (level_id(level)),
                                solved = solved,
                                count = (list.len())
                            )
                        }
                        None => t!("setup-learn-puzzles", level = (level_id(level))),
                    };
                    t!("plain-learn-item", n = n, text = text)
                }
                Entry::Reset => {
                    let text = t!("setup-learn-reset");
                    t!("plain-learn-item", n = n, text = text)
                }
            };
            self.say(&line);
        }
        let done = LESSONS
            .iter()
            .filter(|l| progress.lesson_done(l.id))
            .count();
        let summary = t!(
            "setup-learn-summary",
            done = done,
            count = (LESSONS.len()),
            solved = (progress.puzzles.len()),
            streak = (progress.streak),
            best = (progress.best_streak)
        );
        self.say(&format!("{summary}."));
        // Enter opens the first lesson not done yet, else the easy puzzles, as the screen's
        // cursor starts there.
        let first = LESSONS
            .iter()
            .position(|l| !progress.lesson_done(l.id))
            .unwrap_or(LESSONS.len());
        let ask = t!(
            "plain-learn-ask",
            count = (entries.len()),
            default = (first + 1)
        );
        self.say(&ask);
        loop {
            let line = self.answer()?;
            if line.is_empty() {
                return Some(entries.get(first).copied());
            }
            match read(&line) {
                Typed::Number(n) if (1..=entries.len()).contains(&n) => {
                    return Some(entries.get(n - 1).copied());
                }
                Typed::Game(Command::Quit) => return Some(None),
                Typed::Game(Command::Repeat) => self.parts.say.repeat(),
                Typed::Game(Command::Help) => {
                    let help = t!("plain-learn-help");
                    self.say(&help);
                }
                Typed::Word(Word::List) => return self.list(),
                _ => {
                    let line = t!(
                        "plain-type-a-number",
                        given = crate::escape::excerpt(&line, 40),
                        count = (entries.len())
                    );
                    self.say(&line);
                }
            }
        }
    }

    /// Lesson `index`, from its first step.
    fn lesson(&mut self, index: usize) -> Went {
        let Some(lesson) = LESSONS.get(index) else {
            return Went::List;
        };
        let Some(game) = position(lesson) else {
            return Went::List;
        };
        let mut open = Open {
            index,
            step: 0,
            game,
        };
        let title = (lesson.title)(&crate::tui::screens::learn::lessons::Words::bare());
        let line = t!(
            "setup-learn-lesson-title",
            number = (index + 1),
            count = (LESSONS.len()),
            title = title
        );
        self.say(&format!("{line}."));
        self.page(lesson, &open);
        loop {
            let Some(line) = self.answer() else {
                return Went::Ended;
            };
            let finished = open.step >= lesson.steps.len();
            match read(&line) {
                Typed::Word(Word::List) => return Went::List,
                Typed::Game(Command::Quit) => return Went::Menu,
                Typed::Game(Command::Repeat) => self.parts.say.repeat(),
                Typed::Game(Command::Help) => {
                    let help = t!("plain-learn-help");
                    self.say(&help);
                }
                Typed::Game(Command::Nothing) => self.page(lesson, &open),
                Typed::Word(Word::Next) if finished => {
                    return if index + 1 < LESSONS.len() {
                        Went::Lesson(index + 1)
                    } else {
                        Went::List
                    };
                }
                Typed::Number(n) if (1..=LESSONS.len()).contains(&n) => {
                    return Went::Lesson(n - 1);
                }
                Typed::Word(Word::Back) => {
                    let back = open.step.saturating_sub(1);
                    match replayed(lesson, back) {
                        Some(game) => {
                            open.game = game;
                            open.step = back;
                        }
                        None => return Went::List,
                    }
                    self.page(lesson, &open);
                }
                _ if finished => {
                    let line = t!("plain-learn-lesson-over");
                    self.say(&line);
                }
                Typed::Word(Word::Next) => {
                    let task = lesson.steps[open.step].task;
                    let said = do_task(&mut open.game, task);
                    self.step_done(lesson, &mut open, said, true);
                }
                Typed::Game(command) => self.lesson_command(lesson, &mut open, command),
                Typed::Number(_) => {
                    let line = t!(
                        "plain-type-a-number",
                        given = crate::escape::excerpt(&line, 40),
                        count = (LESSONS.len())
                    );
                    self.say(&line);
                }
            }
        }
    }

    /// Says the step the lesson is at: what to do and what to type, or its last word.
    fn page(&mut self, lesson: &Lesson, open: &Open) {
        let layout = open.game.rules().layout();
        match lesson.steps.get(open.step) {
            Some(step) => {
                let ask = lesson_words(step.ask, &self.keys, layout);
                let line = t!(
                    "setup-learn-step",
                    number = (open.step + 1),
                    count = (lesson.steps.len()),
                    ask = ask
                );
                self.say(&line);
                let command = task_command(step.task, layout);
                let line = t!("plain-learn-step-do", command = command);
                self.say(&line);
            }
            None => {
                let end = lesson_words(lesson.end, &self.keys, layout);
                self.say(&end);
                let line = if open.index + 1 < LESSONS.len() {
                    t!("plain-learn-lesson-done-next")
                } else {
                    t!("plain-learn-lesson-done-last")
                };
                self.say(&line);
            }
        }
    }

    /// A game command typed in a lesson: let through if it is what the step asks for (a
    /// hold at any time but when a box is asked for, as on the screen), else refused in the
    /// screen's words with what to type.
    fn lesson_command(&mut self, lesson: &Lesson, open: &mut Open, command: Command) {
        let task = lesson.steps[open.step].task;
        let layout = open.game.rules().layout();
        let asked = task_command(task, layout);
        let held = open.game.throw().map_or(Holds::NONE, |t| t.held);
        let refusal = match (&command, task) {
            (Command::Throw(None), Task::Throw) => None,
            (Command::Throw(None), Task::ThrowHolding(want)) if held != holds_of(want) => Some(t!(
                "setup-learn-hold-before-throw",
                dice = (dice_list(want))
            )),
            (Command::Throw(None), Task::Hold(want)) => {
                Some(t!("setup-learn-hold-first", dice = (dice_list(want))))
            }
            (Command::Throw(None), Task::ThrowHolding(_)) => None,
            (Command::Hold(_) | Command::Release(_), Task::Score(..)) => {
                Some(t!("setup-learn-no-need-to-hold", task = asked))
            }
            (Command::Hold(_) | Command::Release(_), _) if open.game.throw().is_none() => {
                Some(t!("setup-learn-not-yet", task = asked))
            }
            (Command::Hold(_) | Command::Release(_), _) => None,
            (Command::Throw(None), Task::Score(..)) => {
                Some(t!("setup-learn-no-more-throwing", task = asked))
            }
            (Command::Score(text), Task::Score(b, column)) => {
                match commands::target(text, layout, false) {
                    Ok(t) if t.b == b && t.column.is_none_or(|c| c == column) => None,
                    Ok(_) => Some(t!("plain-learn-asks-for", command = asked)),
                    Err(why) => Some(not_a_box(why, layout)),
                }
            }
            (Command::Unknown(word), _) => Some(t!("plain-unknown", word = word.clone())),
            (Command::BadDice(what), _) => Some(t!("plain-bad-dice", what = what.clone())),
            (Command::Card, _) => {
                for line in card_lines(&open.game) {
                    self.say(&line);
                }
                return;
            }
            _ => Some(t!("setup-learn-not-yet", task = asked)),
        };
        if let Some(why) = refusal {
            self.say(&sentence(&why));
            return;
        }
        let acted = matches!(command, Command::Throw(_) | Command::Score(_));
        let said = match command {
            Command::Hold(dice) => {
                let want = dice.iter().fold(Holds::NONE, |h, &d| h.with(d, true));
                hold_exactly(&mut open.game, want).map(|()| vec![holds_said(&open.game)])
            }
            Command::Release(dice) => {
                let held = open.game.throw().map_or(Holds::NONE, |t| t.held);
                let want = if dice.is_empty() {
                    Holds::NONE
                } else {
                    dice.iter().fold(held, |h, &d| h.with(d, false))
                };
                hold_exactly(&mut open.game, want).map(|()| vec![holds_said(&open.game)])
            }
            _ => do_task(&mut open.game, task),
        };
        self.step_done(lesson, open, said, acted);
    }

    /// After an action (`acted`: the step's own throw or score, not a change of holds):
    /// what happened said, and if the step is done, its last word and the next page (at the
    /// lesson's end, the progress kept).
    fn step_done(
        &mut self,
        lesson: &Lesson,
        open: &mut Open,
        said: Result<Vec<String>, String>,
        acted: bool,
    ) {
        let said = match said {
            Ok(said) => said,
            Err(why) => {
                self.say(&sentence(&why));
                return;
            }
        };
        for line in said {
            self.say(&line);
        }
        let step = &lesson.steps[open.step];
        let done = match step.task {
            Task::Throw | Task::ThrowHolding(_) | Task::Score(..) => acted,
            Task::Hold(want) => open.game.throw().is_some_and(|t| t.held == holds_of(want)),
        };
        if !done {
            return;
        }
        let layout = open.game.rules().layout();
        let done = lesson_words(step.done, &self.keys, layout);
        self.say(&done);
        open.step += 1;
        if open.step >= lesson.steps.len() {
            let mut progress = self.progress();
            progress.finish_lesson(lesson.id);
            self.keep(&progress);
        }
        self.page(lesson, open);
    }

    /// The puzzles of `level`, from the first not yet solved, once the solver's table is
    /// ready.
    fn puzzles(&mut self, level: Difficulty) -> Went {
        let mut told: Option<u8> = None;
        let optimum = loop {
            match self.parts.shelf.request(&PUZZLE_RULES) {
                SolvedStatus::Ready(optimum) => break optimum,
                SolvedStatus::Pending(p) => {
                    // Said at the start and every quarter, not at every poll.
                    if told.is_none_or(|t| p >= t.saturating_add(25)) {
                        told = Some(p);
                        let line = t!(
                            "setup-learn-preparing",
                            level = (level_id(level)),
                            percent = p
                        );
                        self.say(&sentence(&line));
                    }
                    std::thread::sleep(Duration::from_millis(100));
                    self.parts.shelf.poll();
                }
            }
        };
        let all = puzzle::puzzles(&optimum);
        let list = puzzle::of_level(all, level);
        if list.is_empty() {
            let line = t!("setup-learn-no-puzzle", level = (level_id(level)));
            self.say(&sentence(&line));
            return Went::List;
        }
        let progress = self.progress();
        let mut at = list
            .iter()
            .position(|p| !progress.solved(p.id))
            .unwrap_or(0);
        loop {
            match self.puzzle(level, &list, at) {
                Went::Lesson(_) => at = (at + 1) % list.len(),
                other => return other,
            }
        }
    }

    /// One puzzle asked and answered; `Went::Lesson` stands for the next puzzle.
    fn puzzle(&mut self, level: Difficulty, list: &[&'static Puzzle], at: usize) -> Went {
        let Some(&puzzle) = list.get(at) else {
            return Went::List;
        };
        let Some(game) = puzzle.position() else {
            return Went::List;
        };
        let title = t!(
            "setup-learn-puzzle-title",
            level = (level_id(level)),
            number = (at + 1),
            count = (list.len())
        );
        self.say(&format!("{title}."));
        let streak = self.progress().streak;
        let line = t!("setup-learn-streak", count = streak);
        self.say(&format!("{line}."));
        self.ask_puzzle(&game, puzzle);
        let layout = puzzle.rules.layout();
        let mut answered = false;
        loop {
            let Some(line) = self.answer() else {
                return Went::Ended;
            };
            match read(&line) {
                Typed::Word(Word::List) => return Went::List,
                Typed::Word(Word::Next) => return Went::Lesson(at),
                Typed::Word(Word::Back) => return Went::List,
                Typed::Game(Command::Quit) => return Went::Menu,
                Typed::Game(Command::Repeat) => self.parts.say.repeat(),
                Typed::Game(Command::Help) => {
                    let help = t!("plain-learn-help");
                    self.say(&help);
                }
                Typed::Game(Command::Card) => {
                    for line in card_lines(&game) {
                        self.say(&line);
                    }
                }
                Typed::Game(Command::Nothing) => self.ask_puzzle(&game, puzzle),
                _ if answered => {
                    let line = t!("plain-learn-puzzle-next");
                    self.say(&line);
                }
                Typed::Game(Command::Score(text)) => match commands::target(&text, layout, false) {
                    Err(why) => {
                        let line = not_a_box(why, layout);
                        self.say(&line);
                    }
                    Ok(target) => {
                        if let Some(why) = refused(&game, target.b) {
                            self.say(&why);
                            continue;
                        }
                        self.answered(puzzle, target.b);
                        answered = true;
                    }
                },
                // Anything else the match would refuse after the last throw (a throw, a
                // hold) is refused in its words.
                Typed::Game(Command::Throw(None)) => self.refuse_on(&game, Action::Roll),
                Typed::Game(Command::Hold(dice) | Command::Release(dice)) => {
                    let die = dice.first().copied().unwrap_or(DieIndex::ALL[0]);
                    self.refuse_on(&game, Action::ToggleHold { die });
                }
                Typed::Game(Command::Unknown(word)) => {
                    let line = t!("plain-unknown", word = word);
                    self.say(&line);
                }
                _ => {
                    let line = t!("plain-learn-puzzle-score");
                    self.say(&line);
                }
            }
        }
    }

    /// The puzzle's card and dice, and the question.
    fn ask_puzzle(&mut self, game: &Match, puzzle: &Puzzle) {
        for line in card_lines(game) {
            self.say(&line);
        }
        let line = t!("plain-learn-puzzle-ask", dice = (dice_words(&puzzle.dice)));
        self.say(&line);
    }

    /// Says why the match refuses `action` here (it always does after the last throw).
    fn refuse_on(&mut self, game: &Match, action: Action) {
        let mut copy = game.clone();
        match copy.apply(SeatId(0), action) {
            Err(e) => self.say(&sentence(&e.to_string())),
            Ok(_) => {
                let line = t!("plain-learn-puzzle-score");
                self.say(&line);
            }
        }
    }

    /// The answer `b`: right or not and why (the screen's sentence), the solver's three
    /// best, the progress kept and the streak said.
    fn answered(&mut self, puzzle: &Puzzle, b: BoxId) {
        let right = puzzle.is_right(b);
        let answer = puzzle.answer(b);
        self.say(&answer);
        for line in puzzle::ranking(puzzle) {
            self.say(&format!("{line}."));
        }
        let mut progress = self.progress();
        progress.answered(puzzle.id, right);
        self.keep(&progress);
        let line = t!("setup-learn-streak", count = (progress.streak));
        self.say(&format!("{line}."));
        let line = t!("plain-learn-puzzle-next");
        self.say(&line);
    }

    /// Asks before forgetting the progress, as the screen's question does.
    fn reset(&mut self) -> Went {
        let title = t!("setup-confirm-reset-title");
        let text = t!("setup-confirm-reset");
        let line = t!("plain-learn-reset-ask", question = title, text = text);
        self.say(&line);
        loop {
            let Some(line) = self.answer() else {
                return Went::Ended;
            };
            match line.trim() {
                "1" => break,
                "2" | "" => return Went::List,
                _ => {
                    let line = t!(
                        "plain-type-a-number",
                        given = crate::escape::excerpt(&line, 40),
                        count = 2
                    );
                    self.say(&line);
                }
            }
        }
        let said = match self.parts.store.save_learn_progress(&LearnProgress::new()) {
            Ok(()) => t!("setup-learn-reset-done"),
            Err(e) => sentence(&t!("setup-learn-reset-failed", reason = e.to_string())),
        };
        self.say(&said);
        Went::List
    }
}

/// The lesson's match replayed from its start to step `step`, each step done as asked.
fn replayed(lesson: &Lesson, step: usize) -> Option<Match> {
    let mut game = position(lesson)?;
    for s in lesson.steps.iter().take(step) {
        do_task(&mut game, s.task).ok()?;
    }
    Some(game)
}

/// Does what `task` asks on the match; what happened, said.
fn do_task(game: &mut Match, task: Task) -> Result<Vec<String>, String> {
    let mut said = Vec::new();
    let act = |game: &mut Match, action: Action, said: &mut Vec<String>| {
        let event = game.apply(SeatId(0), action).map_err(|e| e.to_string())?;
        said.extend(event_said(&event, game));
        Ok::<(), String>(())
    };
    match task {
        Task::Throw => act(game, Action::Roll, &mut said)?,
        Task::ThrowHolding(want) => {
            hold_exactly(game, holds_of(want))?;
            act(game, Action::Roll, &mut said)?;
        }
        Task::Hold(want) => {
            hold_exactly(game, holds_of(want))?;
            said.push(holds_said(game));
        }
        Task::Score(b, column) => act(game, Action::Score { b, column }, &mut said)?,
    }
    Ok(said)
}

/// Why the dice cannot go in `b`, in the match's words; `None` if they can.
fn refused(game: &Match, b: BoxId) -> Option<String> {
    let mut copy = game.clone();
    copy.apply(
        SeatId(0),
        Action::score_at(Spot::new(crate::rules::ColumnId::FIRST, b)),
    )
    .err()
    .map(|e| sentence(&e.to_string()))
}

/// A box name that names no box, in the game's words.
fn not_a_box(why: NotABox, layout: Layout) -> String {
    match why {
        NotABox::Missing => t!("plain-score-which"),
        NotABox::Unknown(name) => t!("plain-no-such-box", name = name),
        NotABox::Ambiguous(name, boxes) => {
            let boxes = boxes
                .iter()
                .map(|&b| layout.label(b).to_string())
                .collect::<Vec<_>>()
                .join(", ");
            t!("plain-box-ambiguous", name = name, boxes = boxes)
        }
        NotABox::BadPoints(points) => t!("plain-bad-points", points = points),
    }
}

/// The card of the one seat, read in a line: each box with its points or open, the upper
/// section with its bonus, the total.
fn card_lines(game: &Match) -> Vec<String> {
    let layout = game.rules().layout();
    let rules = game.rules();
    let Some(card) = game.card(SeatId(0)) else {
        return Vec::new();
    };
    let mut lines = Vec::new();
    for (i, column) in layout.columns().iter().enumerate() {
        let Some(scores) = crate::rules::ColumnId::new(i as u8).and_then(|c| card.column(c)) else {
            continue;
        };
        let cells = layout
            .boxes()
            .iter()
            .map(|&b| {
                let name = layout.label(b).to_string();
                match scores.get(b) {
                    Some(points) => t!(
                        "plain-learn-card-cell",
                        name = name,
                        points = u32::from(points)
                    ),
                    None => t!("plain-learn-card-open", name = name),
                }
            })
            .collect::<Vec<_>>()
            .join(", ");
        let (upper, bonus, total) = (
            scores.upper_subtotal(),
            scores.upper_bonus(rules),
            scores.total(rules),
        );
        lines.push(if layout.is_multi_column() {
            t!(
                "plain-learn-card-column",
                column = (column.name.to_string()),
                cells = cells,
                upper = upper,
                bonus = bonus,
                total = total
            )
        } else {
            t!(
                "plain-learn-card",
                cells = cells,
                upper = upper,
                bonus = bonus,
                total = total
            )
        });
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every lesson can be played to its end by its own steps, each saying what happened.
    #[test]
    fn every_lesson_plays_through_its_steps() {
        for lesson in LESSONS {
            let mut game = position(lesson).expect("the lesson's position");
            for step in lesson.steps {
                let said = do_task(&mut game, step.task).expect("the step is legal");
                assert!(!said.is_empty(), "{}", lesson.id);
            }
            assert!(replayed(lesson, lesson.steps.len()).is_some());
        }
    }

    #[test]
    fn learns_words_come_before_a_number_and_the_games_commands() {
        assert_eq!(read("next"), Typed::Word(Word::Next));
        assert_eq!(read(" BACK "), Typed::Word(Word::Back));
        assert_eq!(read("3"), Typed::Number(3));
        assert_eq!(read("throw"), Typed::Game(Command::Throw(None)));
        crate::l10n::speaking(Lang::De, None, || {
            assert_eq!(read("weiter"), Typed::Word(Word::Next));
            assert_eq!(read("next"), Typed::Word(Word::Next));
        });
    }

    #[test]
    fn a_step_says_the_command_that_does_it() {
        assert_eq!(
            task_command(Task::Hold(&[1, 2, 4]), Layout::Classic),
            "hold 1 2 4"
        );
        assert_eq!(
            task_command(
                Task::Score(BoxId::Chance, crate::rules::ColumnId::FIRST),
                Layout::Classic
            ),
            "score chance"
        );
    }
}
