//! The public server's read-only screens about people (`yahtzee serve`): the leaderboard of
//! each rules family, the day's daily board, a person's own matches (the open ones to go back to, the finished ones
//! to look at and review) and everything the server keeps about them, with their statistics
//! and the key that forgets it all.
//!
//! The screens never read the hall's database: the server's runtime reads it and hands each
//! screen its data when it makes it, so drawing costs no query and a slow disk never holds a
//! key back. What a person asks for beyond the screen (go back to an open table, forget me,
//! read the figures again) is pushed as a [`Want`] onto a list the screen shares with the
//! runtime, which drains it after each key, as the hosted lobby's choices are.
//!
//! Handles are other people's words: every one reaches the screen through `tui::widgets`
//! (escaped), and is measured as it is shown so a row of wide or hostile letters keeps the
//! columns beside it in place.

pub mod about;
mod board;
pub mod daily;
pub mod leaderboard;
pub mod mine;

use std::cell::RefCell;
use std::rc::Rc;

use crate::hall::TableNo;
use crate::tui::widgets::{display_width, fit};

/// What a person asked for on these screens that only the server's runtime can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Want {
    /// Go back to this open table of theirs (it is reopened if it was closed).
    Reopen(TableNo),
    /// Delete the account and everything kept about it: the person said yes.
    Forget,
    /// Read the figures again and show this screen afresh.
    Refresh,
}

/// The list a screen pushes its [`Want`]s onto, shared with the runtime that drains it.
pub type Wants = Rc<RefCell<Vec<Want>>>;

/// An empty list of wants, for a runtime (or a test) to share with the screens it makes.
pub fn wants() -> Wants {
    Rc::new(RefCell::new(Vec::new()))
}

/// `text` shown in exactly `width` columns: cut with "…" when longer, padded when shorter.
/// Measured as it will be shown (escaped), so the next column starts where it should.
fn column(text: &str, width: usize) -> String {
    let cut = fit(text, width);
    let pad = width.saturating_sub(display_width(&cut));
    format!("{cut}{}", " ".repeat(pad))
}

/// `text` right-aligned in `width` columns (never cut: a heading wider than its column
/// widens the column, see [`width_of`]).
fn right(text: &str, width: usize) -> String {
    let pad = width.saturating_sub(display_width(text));
    format!("{}{text}", " ".repeat(pad))
}

/// A column's width: English's, or the translated heading's when that is wider.
fn width_of(heading: &str, english: usize) -> usize {
    english.max(display_width(heading))
}
