//! A practice puzzle on the board: a real position after the last throw, "which box would
//! you use?", answered by the exact solver with the reason in words.
//!
//! The puzzles themselves come from [`crate::ai::puzzles`]: found in matches played by the
//! optimum, ranked by it. They depend on nothing but the classic optimum, so they are found
//! once per run and kept.

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::board::{Board, Click, said_style};
use super::{Entry, LearnMenu};
use crate::ai::Optimum;
use crate::ai::puzzles::{Difficulty, Puzzle, generate};
use crate::game::{Action, Match};
use crate::l10n::t;
use crate::rules::Ruleset;
use crate::tui::keymap::{Command, Context};
use crate::tui::screens::{Cx, Kind, Screen, Step};

/// The rules the puzzles are set on: the exact solver's own card.
pub const PUZZLE_RULES: Ruleset = Ruleset::CLASSIC;

static PUZZLES: OnceLock<Vec<Puzzle>> = OnceLock::new();

/// The puzzles, if already found.
pub fn found() -> Option<&'static [Puzzle]> {
    PUZZLES.get().map(Vec::as_slice)
}

/// The puzzles, found from `optimum` the first time.
pub fn puzzles(optimum: &Arc<Optimum>) -> &'static [Puzzle] {
    PUZZLES.get_or_init(|| generate(PUZZLE_RULES, optimum.as_ref()))
}

/// The puzzles of one difficulty, in order.
pub fn of_level(puzzles: &'static [Puzzle], level: Difficulty) -> Vec<&'static Puzzle> {
    puzzles.iter().filter(|p| p.difficulty == level).collect()
}

/// An option as the ranking lists it: "Full house 25".
fn option_words(layout: crate::rules::Layout, o: &crate::ai::Rated) -> String {
    match o.choice {
        crate::ai::Choice::Score { b, points, .. } => {
            let name = layout.label(b).to_string();
            t!("setup-learn-option-score", name = name, points = points)
        }
        crate::ai::Choice::Hold { .. } => crate::words::describe_in(layout, &o.choice),
    }
}

/// The three best boxes as the solver ranks them, each with how far it is behind the best:
/// "1. Full house 25 (best)", "2. Chance 19 (−6,2)". Said once a puzzle is answered, on the
/// screen and in plain mode alike.
pub fn ranking(puzzle: &Puzzle) -> Vec<String> {
    let layout = puzzle.rules.layout();
    let best = puzzle.best().map_or(0.0, |b| b.expected_total);
    puzzle
        .options
        .iter()
        .take(3)
        .enumerate()
        .map(|(i, o)| {
            let behind = if i == 0 {
                t!("setup-learn-option-best")
            } else {
                // Points behind the best, as the language writes a decimal.
                format!("−{}", crate::l10n::decimal(best - o.expected_total, 1))
            };
            format!("{}. {} ({behind})", i + 1, option_words(layout, o))
        })
        .collect()
}

pub struct PuzzleScreen {
    all: &'static [Puzzle],
    level: Difficulty,
    /// Right answers in a row, as the progress file has it.
    streak: u32,
    list: Vec<&'static Puzzle>,
    at: usize,
    board: Board,
    /// The answer given: what the solver says of it, and whether it was right.
    answer: Option<(String, bool)>,
    /// A problem writing the progress.
    problem: Option<String>,
}

impl PuzzleScreen {
    /// Puzzle `at` of `level` (wrapping round), if there is one.
    pub fn new(
        puzzles: &'static [Puzzle],
        level: Difficulty,
        at: usize,
        streak: u32,
    ) -> Option<PuzzleScreen> {
        let list = of_level(puzzles, level);
        let at = at.checked_rem(list.len())?;
        let mut board = Board::new(list.get(at)?.position()?, "learn-puzzle")?;
        let (level_name, number, count) = (super::level_id(level), at + 1, list.len());
        board.title(
            t!(
                "setup-learn-puzzle-title",
                level = level_name,
                number = number,
                count = count
            ),
            t!("setup-learn-puzzle-short", number = number, count = count),
        );
        Some(PuzzleScreen {
            all: puzzles,
            level,
            streak,
            list,
            at,
            board,
            answer: None,
            problem: None,
        })
    }

    fn puzzle(&self) -> &'static Puzzle {
        self.list[self.at]
    }

    fn leave(&self, cx: &mut Cx) -> Step {
        Step::Open(Box::new(LearnMenu::read(cx, Entry::Puzzles(self.level))))
    }

    /// Answers with the box under the cursor.
    fn answer(&mut self, cx: &mut Cx) {
        let play = &self.board.play;
        let spot = play.cursor;
        let legal = play
            .human_turn()
            .is_some_and(|seat| play.session().is_legal(seat, Action::score_at(spot)));
        if !legal || play.viewed.is_some() {
            // The play screen says why the box cannot take these dice, and changes nothing.
            self.board.command(Command::Score, cx);
            return;
        }
        let puzzle = self.puzzle();
        let right = puzzle.is_right(spot.b);
        self.answer = Some((puzzle.answer(spot.b), right));
        let mut progress = cx.store.learn_progress();
        progress.answered(puzzle.id, right);
        self.streak = progress.streak;
        self.problem = cx.store.save_learn_progress(&progress).err().map(|e| {
            let reason = e.to_string();
            t!("setup-learn-progress-not-saved", reason = reason)
        });
    }

    fn lines(&self, cx: &Cx) -> Vec<(String, Style)> {
        let theme = cx.theme;
        let puzzle = self.puzzle();
        let key = |c: Command| cx.keys.key_for(Context::Play, c);
        let mut lines = vec![(t!("setup-learn-streak", count = (self.streak)), theme.dim())];
        match &self.answer {
            None => {
                let (up, down, score) = (key(Command::Up), key(Command::Down), key(Command::Score));
                lines.push((
                    t!(
                        "setup-learn-puzzle-ask",
                        up = up,
                        down = down,
                        score = score
                    ),
                    theme.key(),
                ))
            }
            Some((said, right)) => {
                lines.push((said.clone(), said_style(*right, &theme)));
                let (score, pause) = (key(Command::Score), key(Command::Pause));
                lines.push((
                    t!("setup-learn-puzzle-done", score = score, pause = pause),
                    theme.good(),
                ));
                lines.extend(ranking(puzzle).into_iter().map(|l| (l, theme.dim())));
                if let Some(problem) = &self.problem {
                    lines.insert(1, (problem.clone(), theme.bad()));
                }
            }
        }
        lines
    }
}

impl Screen for PuzzleScreen {
    fn kind(&self) -> Kind {
        Kind::Puzzle
    }

    fn contexts(&self) -> Vec<Context> {
        self.board.contexts()
    }

    fn command(&mut self, command: Command, cx: &mut Cx) -> Step {
        if self.board.play.overlay.is_some() {
            // Only the keys overlay opens here (the puzzle takes Enter before the play
            // screen could ask about a zero).
            self.board.command(command, cx);
            return Step::Stay;
        }
        match command {
            Command::Pause => self.leave(cx),
            Command::Score | Command::Roll if self.answer.is_some() => {
                match PuzzleScreen::new(self.all, self.level, self.at + 1, self.streak) {
                    Some(screen) => Step::Open(Box::new(screen)),
                    None => self.leave(cx),
                }
            }
            Command::Score => {
                self.answer(cx);
                Step::Stay
            }
            // Nothing else changes the puzzle once answered.
            _ if self.answer.is_some() && !matches!(command, Command::Up | Command::Down) => {
                Step::Stay
            }
            _ => {
                self.board.command(command, cx);
                Step::Stay
            }
        }
    }

    fn click(&mut self, area: Rect, x: u16, y: u16, cx: &mut Cx) -> Step {
        match self.board.click_at(area, x, y) {
            Click::Command(c) => self.command(c, cx),
            Click::Spot(spot) if self.answer.is_none() => {
                self.board.play.cursor = spot;
                self.command(Command::Score, cx)
            }
            Click::Overlay => {
                self.board.click_overlay(area, x, y, cx);
                Step::Stay
            }
            _ => Step::Stay,
        }
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        let lines = self.lines(cx);
        // Once answered, only the keys that lead on are left.
        let done = self
            .answer
            .is_some()
            .then(|| t!("setup-learn-key-next-puzzle"));

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
