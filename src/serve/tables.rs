//! The server's tables. A table is *forming* while a seat is still open to anyone (it lives
//! only in memory: nothing has been played), then *playing*: a [`Table::hosted`] engine
//! whose every applied action the hall database holds before any front hears of it
//! (the table's store is a [`hall::HallStore`]). When the match ends, `Hall::finish` records
//! it and rates it in one transaction, once.
//!
//! Each chair (seat) is a person's (an account's, or a guest's of this connection), open, or
//! a CPU's. A person who drops keeps their chair: the match waits for them, and after
//! [`AWAY_STAND_IN`] a CPU plays for them until they are back (as a headless host's table
//! does). A guest's chair cannot wait for its guest (their name was of one connection),
//! so a CPU takes it at once.

use crate::l10n::t;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use super::hall::{AccountId, TableNo};
use crate::game::{Level, SeatId};
use crate::net::ConnId;
use crate::rules::Ruleset;
use crate::table::{FrontId, Table, TableEnd};

/// How long the match waits for a person who is away before a CPU plays for them until
/// they are back: as a headless host's table.
pub(super) const AWAY_STAND_IN: Duration = Duration::from_secs(5 * 60);

/// The CPU that stands in.
pub(super) const STAND_IN_LEVEL: Level = Level::Strong;

/// The seat of chair `i` (a table has at most four).
pub(super) fn seat_id(i: usize) -> SeatId {
    SeatId(u8::try_from(i).unwrap_or(u8::MAX))
}

/// Who a chair is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Sitter {
    /// An account's (the person who made the table, the one it is kept for, or who took
    /// it).
    Account(AccountId),
    /// A guest's, for as long as their connection lasts.
    Guest,
    /// Anyone's, while the table forms.
    Open,
    Cpu(Level),
}

pub(super) struct Chair {
    /// The name at the table (a handle, a guest's name, a CPU's).
    pub name: String,
    pub sitter: Sitter,
    /// The connection playing it now.
    pub holder: Option<ConnId>,
    /// The CPU playing it while its person is away.
    pub stand_in: Option<Level>,
    /// Since when no one holds it, for the away rule.
    pub empty_since: Instant,
}

impl Chair {
    pub(super) fn new(name: String, sitter: Sitter) -> Chair {
        Chair {
            name,
            sitter,
            holder: None,
            stand_in: None,
            empty_since: Instant::now(),
        }
    }

    pub(super) fn is_person(&self) -> bool {
        matches!(self.sitter, Sitter::Account(_) | Sitter::Guest)
    }

    pub(super) fn account(&self) -> Option<AccountId> {
        match self.sitter {
            Sitter::Account(id) => Some(id),
            _ => None,
        }
    }
}

/// A connection's front at a table, and the table's end of its link.
pub(super) struct End {
    pub front: FrontId,
    pub link: TableEnd,
}

/// A daily table: one account alone on the day's tape ([`crate::game::Tape::daily`]), a
/// kind of table of its own rather than a two-seat table with a seat missing, so that no
/// other order can make a table of one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct DailyTable {
    /// The UTC day whose dice it throws (not the day it is finished on).
    pub day: crate::game::Day,
    /// Whether it is the account's scored attempt of the day, or a replay.
    pub scored: bool,
}

impl DailyTable {
    /// The lobby's name for it: "Daily 2026-12-05", with "replay" when it does not count.
    pub(super) fn label(self) -> String {
        if self.scored {
            format!("Daily {}", self.day)
        } else {
            format!("Daily {} replay", self.day)
        }
    }

    /// The daily as its reader names it: "Tagesaufgabe 05.12.2026 · Wiederholung" (the
    /// name the local game gives its dailies). [`label`](Self::label) stays the table's
    /// own name, as it always was.
    pub(super) fn shown(self) -> String {
        if self.scored {
            t!("store-daily-label", day = self.day.shown())
        } else {
            t!("store-daily-label-replay", day = self.day.shown())
        }
    }
}

/// Where a table is in its life.
pub(super) enum Stage {
    /// Waiting for its open seats to be taken.
    Forming,
    Playing(Box<Table>),
    /// The match is over and recorded; the table stays for whoever is still on its
    /// results, and goes when they have left.
    Over(Box<Table>),
}

pub(super) struct Seated {
    /// The table's key: the database's number once it plays, a negative one while forming.
    pub key: i64,
    /// The database's number, once the table plays.
    pub no: Option<TableNo>,
    /// The preset's name the lobby shows.
    pub preset: String,
    pub rules: Ruleset,
    pub owner: Option<AccountId>,
    pub listed: bool,
    /// The private code, known in memory to show the people at the table (the database
    /// keeps it hashed only). `None` for a table reopened from the database.
    pub code: Option<String>,
    pub chairs: Vec<Chair>,
    pub stage: Stage,
    pub ends: BTreeMap<ConnId, End>,
    /// Since when no person at the table has been connected.
    pub deserted_since: Option<Instant>,
    /// The turn (seat, round) at which the table last said its person is away.
    pub told_away: Option<(SeatId, usize)>,
    /// What the results add: the rating changes, or why there are none, and a daily's place.
    pub rating_words: Vec<ResultWord>,
    /// Its fronts were told something since the loop last looked: their windows redraw.
    pub heard: std::cell::Cell<bool>,
    /// A daily's table: its day, and whether it counts.
    pub daily: Option<DailyTable>,
}

/// A line a finished match's results add beyond the card, kept typed so that each reader's
/// window says it in their own language (and the log in English).
#[derive(Clone, Debug, PartialEq)]
pub(super) enum ResultWord {
    /// A person's rating moved: "Ana 1500 → 1562 (Classic)".
    Rating {
        name: String,
        before: f64,
        after: f64,
        family: crate::rules::Preset,
    },
    /// A CPU played for these people's seats, so the match is not rated.
    NotRated(Vec<String>),
    /// A daily replayed: not scored.
    DailyReplay(crate::game::Day),
    /// The scored daily could not be put on the day's board.
    DailyNotRecorded(crate::game::Day),
    /// The scored daily's place on the day's board, when it is found there.
    DailyPlace {
        day: crate::game::Day,
        total: u32,
        place: usize,
        count: usize,
    },
    /// The scored daily is recorded (its place not found on the board read back).
    DailyRecorded(crate::game::Day),
}

impl ResultWord {
    /// The line for a reader of plain lines (`plain`) or of the drawn screen: plain lines
    /// say a rating's move in words, where the screen shows an arrow.
    pub(super) fn said(&self, plain: bool) -> String {
        match self {
            ResultWord::Rating {
                name,
                before,
                after,
                family,
            } if plain => t!(
                "serve-plain-rating-change",
                name = name.as_str(),
                family = family.shown_name(),
                before = format!("{before:.0}"),
                after = format!("{after:.0}")
            ),
            _ => self.words(),
        }
    }

    /// The line, in the language spoken here and now.
    pub(super) fn words(&self) -> String {
        match self {
            // Figures, and the rules family as the reader names it; the arrow is the
            // drawn screen's, the order of the words each language's.
            ResultWord::Rating {
                name,
                before,
                after,
                family,
            } => t!(
                "serve-rating-change",
                name = name.as_str(),
                family = family.shown_name(),
                before = format!("{before:.0}"),
                after = format!("{after:.0}")
            ),
            ResultWord::NotRated(names) => {
                t!("serve-not-rated-stood-in", names = names_and(names))
            }
            ResultWord::DailyReplay(day) => t!("serve-daily-replay-done", day = day.shown()),
            ResultWord::DailyNotRecorded(day) => {
                t!("serve-daily-not-recorded", day = day.shown())
            }
            ResultWord::DailyPlace {
                day,
                total,
                place,
                count,
            } => t!(
                "serve-daily-place",
                day = day.shown(),
                total = (*total),
                place = crate::tui::screens::standings::daily::ordinal(*place),
                count = (*count)
            ),
            ResultWord::DailyRecorded(day) => t!("serve-daily-recorded", day = day.shown()),
        }
    }
}

/// Names as a sentence lists them: "Cy", "Ana and Cy", "Ana, Bo and Cy".
fn names_and(names: &[String]) -> String {
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => t!(
            "serve-names-and",
            names = rest.join(", "),
            last = last.as_str()
        ),
        _ => names.concat(),
    }
}

impl Seated {
    pub(super) fn table(&self) -> Option<&Table> {
        match &self.stage {
            Stage::Forming => None,
            Stage::Playing(t) | Stage::Over(t) => Some(t),
        }
    }

    pub(super) fn table_mut(&mut self) -> Option<&mut Table> {
        match &mut self.stage {
            Stage::Forming => None,
            Stage::Playing(t) | Stage::Over(t) => Some(t),
        }
    }

    pub(super) fn playing(&self) -> bool {
        matches!(self.stage, Stage::Playing(_))
    }

    /// Open chairs, while the table forms.
    pub(super) fn free(&self) -> usize {
        self.chairs
            .iter()
            .filter(|c| c.sitter == Sitter::Open)
            .count()
    }

    /// Chairs the table waits for before it starts: open ones, and people's not yet sat in
    /// (a seat kept for someone: their match must not begin, and be played for them by a
    /// CPU, while they are elsewhere).
    pub(super) fn waiting_for(&self) -> usize {
        self.chairs
            .iter()
            .filter(|c| c.sitter == Sitter::Open || (c.is_person() && c.holder.is_none()))
            .count()
    }

    /// Whether the match here would be rated as things stand: rules of a rated family and
    /// two accounts or more (a move a CPU makes for one of them takes that away).
    pub(super) fn rateable(&self) -> bool {
        super::hall::Family::of(&self.rules).is_some()
            && self.chairs.iter().filter(|c| c.account().is_some()).count() >= 2
    }

    /// Whether the lobby may call the match here rated: rated rules, two accounts or
    /// more (counting seats still open, which an account may take), and no move yet made
    /// by a CPU for one of them. A guest is never rated, so a guest's seat does not count.
    pub(super) fn counts_for_ratings(&self) -> bool {
        let accounts = self
            .chairs
            .iter()
            .filter(|c| c.account().is_some() || c.sitter == Sitter::Open)
            .count();
        let stood_in = self.table().is_some_and(|tb| {
            tb.game().log().iter().any(|e| {
                e.stand_in.is_some()
                    && self
                        .chairs
                        .get(e.seat.index())
                        .is_some_and(|c| c.account().is_some())
            })
        });
        super::hall::Family::of(&self.rules).is_some() && accounts >= 2 && !stood_in
    }

    pub(super) fn watchers(&self) -> usize {
        self.ends
            .values()
            .filter(|e| e.link.plays.is_empty())
            .count()
    }

    /// The chair of `account`, if they have one here.
    pub(super) fn chair_of(&self, account: AccountId) -> Option<usize> {
        self.chairs
            .iter()
            .position(|c| c.sitter == Sitter::Account(account))
    }

    /// The connection playing chair `i`, if any.
    pub(super) fn holder_of(&self, i: usize) -> Option<ConnId> {
        self.chairs.get(i).and_then(|c| c.holder)
    }

    /// Whether any person sitting here is connected.
    pub(super) fn anyone_here(&self) -> bool {
        self.chairs.iter().any(|c| c.holder.is_some())
    }

    /// Accounts by seat, as the database keeps them (guests and CPUs `None`).
    pub(super) fn accounts(&self) -> Vec<Option<AccountId>> {
        self.chairs.iter().map(Chair::account).collect()
    }

    /// The lobby's words for where the table is.
    pub(super) fn state_words(&self) -> String {
        match &self.stage {
            Stage::Forming => t!("serve-table-waiting-for", count = self.waiting_for()),
            Stage::Playing(t) => {
                let game = t.game();
                t!(
                    "serve-table-round",
                    round = game.round(),
                    rounds = game.rounds()
                )
            }
            Stage::Over(_) => t!("serve-table-finished"),
        }
    }

    /// Who sits, in seat order, as the lobby lists them.
    pub(super) fn seat_words(&self) -> Vec<String> {
        self.chairs
            .iter()
            .map(|c| match (&c.sitter, c.holder, c.stand_in) {
                (Sitter::Open, _, _) => t!("serve-seat-open"),
                (Sitter::Cpu(_), _, _) => crate::words::shown_name(&c.name).into_owned(),
                (_, Some(_), _) => c.name.clone(),
                (_, None, Some(level)) => t!(
                    "serve-seat-cpu-for-now",
                    name = c.name.as_str(),
                    level = level.shown()
                ),
                (_, None, None) if self.playing() => {
                    t!("serve-seat-away", name = c.name.as_str())
                }
                (_, None, None) if matches!(self.stage, Stage::Forming) => {
                    t!("serve-seat-not-here-yet", name = c.name.as_str())
                }
                (_, None, None) => c.name.clone(),
            })
            .collect()
    }
}
