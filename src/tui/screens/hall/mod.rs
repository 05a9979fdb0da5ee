//! The public server's own screens (`yahtzee serve`): the handle a new key picks, the
//! lobby, a new table's order and joining by code. Like the hosted table's lobby
//! ([`super::lobby`]), they decide nothing: what they list is a [`HallBoard`] the server's
//! loop keeps up to date, and what the person wants is pushed as a [`HallAsk`] the loop
//! drains after each key, answering on the board (a refusal in words, or a screen shown).
//!
//! Everything here is plain text handed in by the loop: these screens never see the
//! database, so they are drawn in tests from a board alone. Every name comes from outside
//! (a handle, a guest's name) and reaches the buffer only through `tui::widgets`, escaped.

pub mod code;
pub mod handle;
pub mod lobby;
pub mod new_table;

use std::cell::RefCell;
use std::rc::Rc;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::game::Level;
use crate::l10n::t;
use crate::tui::widgets::{put, wrap};

/// What the loop shares with one connection's screens.
pub type SharedBoard = Rc<RefCell<HallBoard>>;
/// What one connection's screens asked for, oldest first, until the loop takes it.
pub type Asks = Rc<RefCell<Vec<HallAsk>>>;

/// What the lobby shows, kept by the server's loop.
#[derive(Clone, Debug, Default)]
pub struct HallBoard {
    /// The person: their handle, or a guest's temporary name.
    pub me: String,
    /// A guest (no key): no account screens, unrated.
    pub guest: bool,
    /// Their ratings, one phrase per rules family ("Classic 1612 ±64").
    pub ratings: Vec<String>,
    /// Who is online (handles and guests' names), the person among them.
    pub online: Vec<String>,
    /// The tables one may see: listed ones, and those the person sits at.
    pub tables: Vec<TableRow>,
    /// The names of the presets the server offers, in order.
    pub presets: Vec<String>,
    /// The latest refusal or news for this person.
    pub problem: Option<String>,
    /// Where the person stands in the quick-match queue.
    pub quick: Quick,
    /// A screen the loop made for the person (their standings), which the lobby opens over
    /// itself at its next tick.
    pub opening: Opening,
}

/// A screen handed from the loop to the lobby: the lobby pushes it over itself, so Back
/// returns to the lobby.
#[derive(Clone, Default)]
pub struct Opening(Rc<RefCell<Option<Box<dyn crate::tui::screens::Screen>>>>);

impl Opening {
    pub fn put(&self, screen: Box<dyn crate::tui::screens::Screen>) {
        *self.0.borrow_mut() = Some(screen);
    }

    pub fn take(&self) -> Option<Box<dyn crate::tui::screens::Screen>> {
        self.0.borrow_mut().take()
    }
}

impl std::fmt::Debug for Opening {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.borrow().is_some() {
            "Opening(a screen)"
        } else {
            "Opening(none)"
        })
    }
}

impl HallBoard {
    pub fn say(&mut self, text: impl Into<String>) {
        self.problem = Some(text.into());
    }
}

/// A table as the lobby lists it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TableRow {
    /// The table's number (the database's).
    pub no: i64,
    /// "Classic", "Yatzy", or an operator's preset's name.
    pub rules: String,
    /// "round 3 of 13", "waiting for 1 more", "closed: choose to reopen".
    pub state: String,
    /// Who sits, in seat order ("Ana", "Strong CPU", "(open)", "Ben (away)").
    pub seats: Vec<String>,
    /// Seats anyone may still take.
    pub free: usize,
    pub watching: usize,
    /// The person has a seat here.
    pub mine: bool,
    /// Matches here count for ratings.
    pub rated: bool,
}

impl TableRow {
    /// One line: number, rules, state, who sits, and who watches.
    pub fn line(&self) -> String {
        self.units().join(" ")
    }

    /// The line's parts as [`line`](Self::line) joins them with single spaces: its words,
    /// but each seat's name whole (with the comma after it), so a wrapped line breaks
    /// between words and never inside a name.
    pub fn units(&self) -> Vec<String> {
        // A table still forming has no number yet (its key is the loop's own).
        let number = if self.no > 0 {
            format!("#{}", self.no)
        } else {
            t!("serve-table-new")
        };
        // Unrated is said beside the rules, before the parts a narrow lobby cuts.
        let rules = if self.rated {
            self.rules.clone()
        } else {
            t!("serve-table-unrated", rules = self.rules.as_str())
        };
        let words = |text: &str| text.split(' ').map(str::to_string).collect::<Vec<_>>();
        let mut units = Vec::new();
        if self.mine {
            units.push("★".to_string());
        }
        units.extend(words(&format!("{number} {rules}")));
        units.push("·".to_string());
        units.extend(words(&self.state));
        units.push("·".to_string());
        let last = self.seats.len().saturating_sub(1);
        units.extend(self.seats.iter().enumerate().map(|(i, name)| {
            if i < last {
                format!("{name},")
            } else {
                name.clone()
            }
        }));
        if self.seats.is_empty() {
            units.push(String::new());
        }
        if self.watching > 0 {
            units.push("·".to_string());
            units.extend(words(&t!("serve-table-watching", count = self.watching)));
        }
        units
    }
}

/// The person and the quick-match queue.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Quick {
    #[default]
    Idle,
    /// Waiting for another person, for this many seconds.
    Waiting(u64),
    /// No one came in time: a CPU is offered.
    CpuOffered,
}

/// One seat of a new table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatOrder {
    /// The person making the table.
    Me,
    /// Anyone may take it.
    Open,
    /// Kept for the account of this handle.
    KeptFor(String),
    Cpu(Level),
}

/// A new table, as ordered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableOrder {
    /// The preset's name (one of [`HallBoard::presets`]).
    pub preset: String,
    pub seats: Vec<SeatOrder>,
    /// Listed in the lobby, or private (joined by its code only).
    pub listed: bool,
}

/// What a person asked of the server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HallAsk {
    /// A new key's handle.
    Handle(String),
    NewTable(TableOrder),
    /// A private table's code.
    Code(String),
    /// A seat at this table (a free one, or their own again).
    Sit(i64),
    Watch(i64),
    Quick,
    QuickCancel,
    /// Play the quick match against a CPU after all.
    QuickCpu,
    /// The day's daily: alone on the day's dice, scored the first time of the day.
    Daily,
    /// The day's daily leaderboard.
    DailyBoard,
    MyMatches,
    Leaderboard,
    AboutMe,
    /// The person reads this language from now on (and their account remembers it).
    Language(crate::l10n::Lang),
}

/// A preset the server offers, as its reader names it: a built-in one in the language
/// spoken ("Klassisch" for "Classic", and "Custom" rules of a table reopened under presets
/// that changed), an operator's own as the operator wrote it (escaped).
/// The name itself stays the preset's identity: [`TableOrder::preset`] carries it.
pub fn shown_preset(name: &str) -> String {
    crate::rules::Ruleset::shown_for_name(name)
        .map_or_else(|| crate::escape::shown(name).into_owned(), str::to_string)
}

/// Where a screen writes next: lines within `area` from `x`, `width` wide, row `y` on.
pub(crate) struct Lines {
    pub area: Rect,
    pub x: u16,
    pub width: usize,
    pub y: u16,
}

impl Lines {
    pub(crate) fn inside(area: Rect) -> Lines {
        Lines {
            area,
            x: area.x + 1,
            width: area.width.saturating_sub(2) as usize,
            y: area.y,
        }
    }

    /// `text` wrapped to the width, one row a line.
    pub(crate) fn say(&mut self, buf: &mut Buffer, text: &str, style: Style) {
        for line in wrap(text, self.width) {
            self.put(buf, &line, style);
        }
    }

    /// One row, as it is (cut at the edge).
    pub(crate) fn put(&mut self, buf: &mut Buffer, text: &str, style: Style) {
        put(buf, self.area, self.x, self.y, text, style);
        self.y = self.y.saturating_add(1);
    }

    pub(crate) fn skip(&mut self) {
        self.y = self.y.saturating_add(1);
    }
}
