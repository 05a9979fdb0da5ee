//! *Learn*: short lessons played on a real board, then practice puzzles answered by the
//! exact solver, with the player's progress kept in its own file (`learn.json`), apart from
//! matches and statistics.
//!
//! The design: the lessons are data ([`lessons`]); a lesson or a puzzle is the play screen
//! itself over a match of one seat ([`board`]), whose table writes to memory only, so every
//! action is decided by the session as in any match and nothing reaches the saves. The
//! lesson ([`lesson`]) passes on only the action its step asks for, and says why it refuses
//! any other; the puzzle ([`puzzle`]) takes the box chosen as the answer and has the solver
//! say why the best box is best ([`crate::ai::puzzles`]). This screen lists them with what is
//! done, and resets the progress after a question.

pub mod board;
pub mod lesson;
pub mod lessons;
pub mod puzzle;

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::{Confirm, Cx, Kind, Screen, Step};
use crate::ai::puzzles::Difficulty;
use crate::l10n::t;
use crate::store::LearnProgress;
use crate::tui::keymap::{Command, Context};
use crate::tui::shelf::SolvedStatus;
use crate::tui::widgets::{centered, footer, frame, list_row, put, wrap};
use lesson::LessonScreen;
use lessons::LESSONS;
use puzzle::{PUZZLE_RULES, PuzzleScreen};

/// A difficulty as the messages select on it (`{ $level -> [easy] … }`): an adjective
/// agrees with its noun in German, French and Spanish, so each sentence says it itself.
pub fn level_id(level: Difficulty) -> &'static str {
    match level {
        Difficulty::Easy => "easy",
        Difficulty::Medium => "medium",
        Difficulty::Hard => "hard",
    }
}

/// A row of the Learn screen that can be chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A lesson, by its place in [`LESSONS`].
    Lesson(usize),
    Puzzles(Difficulty),
    Reset,
}

pub struct LearnMenu {
    entries: Vec<Entry>,
    selected: usize,
    progress: LearnProgress,
    /// What to tell the player: a damaged progress file kept aside, a reset done.
    notice: Option<String>,
    /// Puzzles asked for while the solver's table is being prepared: which, and how far.
    waiting: Option<(Difficulty, u8)>,
}

impl LearnMenu {
    /// The Learn screen with the progress as the store has it, the cursor on `at` (or, for
    /// the first lesson, on the first lesson not yet done).
    pub fn read(cx: &mut Cx, at: Entry) -> LearnMenu {
        let progress = cx.store.learn_progress();
        let notices = cx.store.take_notices();
        let mut entries: Vec<Entry> = (0..LESSONS.len()).map(Entry::Lesson).collect();
        entries.extend(Difficulty::ALL.map(Entry::Puzzles));
        entries.push(Entry::Reset);
        let at = match at {
            Entry::Lesson(0) => LESSONS
                .iter()
                .position(|l| !progress.lesson_done(l.id))
                .map_or(Entry::Puzzles(Difficulty::Easy), Entry::Lesson),
            other => other,
        };
        LearnMenu {
            selected: entries.iter().position(|&e| e == at).unwrap_or(0),
            entries,
            progress,
            notice: (!notices.is_empty()).then(|| notices.join(" ")),
            waiting: None,
        }
    }

    /// After the player said yes to a reset: the progress forgotten, and said so.
    pub fn reset(cx: &mut Cx) -> LearnMenu {
        let said = match cx.store.save_learn_progress(&LearnProgress::new()) {
            Ok(()) => t!("setup-learn-reset-done"),
            Err(e) => {
                let reason = e.to_string();
                t!("setup-learn-reset-failed", reason = reason)
            }
        };
        let mut menu = LearnMenu::read(cx, Entry::Reset);
        menu.notice = Some(match menu.notice.take() {
            Some(before) => format!("{before} {said}"),
            None => said,
        });
        menu
    }

    pub fn current(&self) -> Option<Entry> {
        self.entries.get(self.selected).copied()
    }

    /// Solved puzzles of `level`, and how many there are (once the puzzles are found).
    fn solved(&self, level: Difficulty) -> (usize, Option<usize>) {
        match puzzle::found() {
            Some(all) => {
                let list = puzzle::of_level(all, level);
                let solved = list.iter().filter(|p| self.progress.solved(p.id)).count();
                (solved, Some(list.len()))
            }
            None => (0, None),
        }
    }

    fn label(&self, entry: Entry) -> String {
        match entry {
            Entry::Lesson(i) => {
                let lesson = &LESSONS[i.min(LESSONS.len() - 1)];
                let mark = if self.progress.lesson_done(lesson.id) {
                    "✓"
                } else {
                    " "
                };
                let title = (lesson.title)(&lessons::Words::bare());
                format!("{mark} {}. {title}", i + 1)
            }
            Entry::Puzzles(difficulty) => {
                let level = level_id(difficulty);
                match self.solved(difficulty) {
                    (solved, Some(count)) => format!(
                        "  {}",
                        t!(
                            "setup-learn-puzzles-solved",
                            level = level,
                            solved = solved,
                            count = count
                        )
                    ),
                    _ => format!("  {}", t!("setup-learn-puzzles", level = level)),
                }
            }
            Entry::Reset => format!("  {}", t!("setup-learn-reset")),
        }
    }

    /// The line under the list: what is done so far.
    fn summary(&self) -> String {
        let done = LESSONS
            .iter()
            .filter(|l| self.progress.lesson_done(l.id))
            .count();
        let (count, solved, streak, best) = (
            LESSONS.len(),
            self.progress.puzzles.len(),
            self.progress.streak,
            self.progress.best_streak,
        );
        t!(
            "setup-learn-summary",
            done = done,
            count = count,
            solved = solved,
            streak = streak,
            best = best
        )
    }

    /// The rows as drawn, top to bottom: headings (`None`) and entries.
    fn rows(&self) -> Vec<(Option<usize>, String)> {
        let mut rows = vec![(None, t!("setup-learn-heading-lessons"))];
        for (i, &e) in self.entries.iter().enumerate() {
            match e {
                Entry::Puzzles(Difficulty::Easy) => {
                    rows.push((None, String::new()));
                    rows.push((None, t!("setup-learn-heading-puzzles")));
                }
                Entry::Reset => rows.push((None, String::new())),
                _ => {}
            }
            rows.push((Some(i), self.label(e)));
        }
        rows
    }

    fn area(&self, area: Rect) -> Rect {
        let mut r = centered(
            area,
            area.width.saturating_sub(4).min(72),
            self.rows().len() as u16 + 2,
        );
        // Room below for the summary, a notice and the help line.
        let under = 2 + self.notice.as_ref().map_or(0, |n| {
            wrap(n, area.width.saturating_sub(4) as usize).len() as u16
        });
        r.y =
            r.y.min(area.bottom().saturating_sub(under + r.height))
                .max(area.y);
        r
    }

    fn open(&mut self, cx: &mut Cx) -> Step {
        match self.current() {
            Some(Entry::Lesson(i)) => match LessonScreen::new(i) {
                Some(screen) => Step::Open(Box::new(screen)),
                None => Step::Stay,
            },
            Some(Entry::Puzzles(level)) => self.puzzles(level, cx),
            Some(Entry::Reset) => Step::Confirm(Box::new(Confirm::reset_learn())),
            None => Step::Stay,
        }
    }

    /// The puzzles of `level`, once the solver's table is ready (until then, how far).
    fn puzzles(&mut self, level: Difficulty, cx: &mut Cx) -> Step {
        let optimum = match cx.shelf.request(&PUZZLE_RULES) {
            SolvedStatus::Ready(optimum) => optimum,
            SolvedStatus::Pending(p) => {
                self.waiting = Some((level, p));
                return Step::Stay;
            }
        };
        self.waiting = None;
        let all = puzzle::puzzles(&optimum);
        let list = puzzle::of_level(all, level);
        if list.is_empty() {
            self.notice = Some(t!("setup-learn-no-puzzle", level = (level_id(level))));
            return Step::Stay;
        }
        // The first not yet solved, else the first.
        let at = list
            .iter()
            .position(|p| !self.progress.solved(p.id))
            .unwrap_or(0);
        match PuzzleScreen::new(all, level, at, self.progress.streak) {
            Some(screen) => Step::Open(Box::new(screen)),
            None => Step::Stay,
        }
    }

    fn entry_at(&self, area: Rect, x: u16, y: u16) -> Option<usize> {
        let r = self.area(area);
        if x < r.x || x >= r.right() || y <= r.y {
            return None;
        }
        let row = usize::from(y - r.y - 1);
        self.rows().get(row).and_then(|(i, _)| *i)
    }
}

impl Screen for LearnMenu {
    fn kind(&self) -> Kind {
        Kind::Learn
    }

    fn contexts(&self) -> Vec<Context> {
        vec![Context::List]
    }

    fn command(&mut self, command: Command, cx: &mut Cx) -> Step {
        match command {
            Command::Up => {
                self.selected = super::step_in_list(self.selected, self.entries.len(), false)
            }
            Command::Down => {
                self.selected = super::step_in_list(self.selected, self.entries.len(), true)
            }
            Command::Select => return self.open(cx),
            Command::Back if self.waiting.is_some() => self.waiting = None,
            Command::Back => return Step::Menu { notice: None },
            _ => {}
        }
        Step::Stay
    }

    fn click(&mut self, area: Rect, x: u16, y: u16, cx: &mut Cx) -> Step {
        match self.entry_at(area, x, y) {
            Some(i) => {
                self.selected = i;
                self.open(cx)
            }
            None => Step::Stay,
        }
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        let theme = cx.theme;
        let r = self.area(area);
        let inner = frame(
            buf,
            r,
            &format!(" {} ", t!("setup-learn-title")),
            theme.current_border(),
            theme.title(),
        );
        for (row, (entry, text)) in self.rows().into_iter().enumerate() {
            let y = inner.y + row as u16;
            match entry {
                Some(i) => list_row(buf, inner, y, &text, i == self.selected, &theme),
                None => put(buf, inner, inner.x + 1, y, &text, theme.key()),
            }
        }
        let mut y = r.bottom();
        let line = match self.waiting {
            Some((level, p)) => t!(
                "setup-learn-preparing",
                level = (level_id(level)),
                percent = p
            ),
            None => self.summary(),
        };
        for line in wrap(&line, area.width.saturating_sub(4) as usize) {
            let w = crate::tui::widgets::display_width(&line) as u16;
            put(
                buf,
                area,
                area.x + area.width.saturating_sub(w) / 2,
                y,
                &line,
                theme.dim(),
            );
            y += 1;
        }
        if let Some(notice) = &self.notice {
            for line in wrap(notice, area.width.saturating_sub(4) as usize) {
                let w = crate::tui::widgets::display_width(&line) as u16;

                put(
                    buf,
                    area,
                    area.x + area.width.saturating_sub(w) / 2,
                    y,
                    &line,
                    theme.warn(),
                );
                y += 1;
            }
        }
        let keys = cx.keys.short_help_for(
            Context::List,
            &[Command::Up, Command::Select, Command::Back],
        );
        footer(buf, area, &keys, &theme);
    }

    fn tick(&mut self, cx: &mut Cx) -> Step {
        match self.waiting {
            Some((level, _)) => self.puzzles(level, cx),
            None => Step::Stay,
        }
    }

    fn next_wake(&self, _clock: Duration) -> Option<Duration> {
        self.waiting.map(|_| Duration::from_millis(150))
    }

    fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }
}
