//! The plain mode a screen reader follows: every local mode played as lines of text.
//!
//! `yahtzee --plain` (also under `TERM=dumb`, or with `[ui] mode = "plain"`) never draws:
//! it writes whole sentences to standard output, one event each, in the order they
//! happened, and reads commands as lines from standard input. A braille display or a
//! speech synthesizer then follows the match as it would a conversation: nothing is redrawn
//! in place, nothing is said twice unless asked for (`repeat`), and no byte but the
//! printable text and the line feed is ever written (every line goes through
//! [`crate::escape::shown_lines`], as the headless commands' output does).
//!
//! It is one more front end of the table engine, not a second game: a match here is a
//! [`crate::table::Table`] at one terminal, joined by this front for every person's seat,
//! asked exactly as the play screen asks it. The session decides what is legal and its
//! refusals are said in its own words; the table saves before anything is told; the CPUs
//! are the table's own drivers, played on to the next person's turn at once (a listener
//! reads at their own pace, so no pacing clock is needed); hints and the chance to win come
//! from the same [`crate::tui::shelf::Shelf`] and planner as the screen's.
//!
//! - [`io`]: the lines read (bounded) and the lines written (escaped, the last batch kept
//!   for `repeat`).
//! - [`commands`]: a line into a command, in English and in the language spoken.
//! - [`narrator`]: the table's news into sentences, and the card, standings and log read
//!   row by row.
//! - [`game`]: one match, from its first save to its end or the player's leaving; its
//!   [`Talk`] (the commands carried out, the news said) is shared with a guest's plain
//!   window at a hosted table (`tui::window::PlainWindow`), which is fed the bytes an SSH
//!   client sends rather than reading standard input.
//! - [`menu`]: the numbered menu, the setup asked as questions, resume and the daily.
//! - [`learn`]: Learn's lessons step by step and its puzzles as questions, in the screen's
//!   words, the progress kept in the screen's file.
//!
//! Leaving (`quit`, or the end of input) is leaving the screen: every action was written
//! when it was made, so the match waits to be resumed, and what could not be written is
//! said, with exit status 1, as the screen says it.

mod commands;
mod game;
mod io;
mod learn;
mod menu;
mod narrator;

pub(crate) use commands::{Command, parse};
pub(crate) use game::{Desk, Talk};
pub use io::{Lines, Say};
pub use menu::{Plain, run};
