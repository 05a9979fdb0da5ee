//! A front end's way to its table: the table itself, when the front is the one keyboard of
//! a hot-seat match, or a [`Link`] to a hosted table served elsewhere. Either way the front
//! asks and hears news; only the answer's timing differs (at once here, later over a link),
//! so a screen that drives a front end never needs to know which it has.

use std::time::Duration;

use super::{Access, Ask, Denial, Env, FrontId, Link, News, Saved, Sent, Table};
use crate::game::SeatId;

/// What became of an ask.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The table answered at once, and its news are ready to hear.
    Done(Saved),
    Denied(Denial),
    /// On its way over the link: the answer arrives as news.
    Sent,
    /// The table is gone (the host has left).
    Closed,
}

pub enum Door {
    /// The table is this front's own: a match at one keyboard.
    Here { table: Box<Table>, front: FrontId },
    /// A hosted table, served by the host's loop.
    Linked(Link),
}

impl Door {
    /// The one keyboard of `table`, playing every seat in `plays`.
    pub fn here(mut table: Table, plays: Vec<SeatId>) -> Door {
        let front = table.join(plays, Access::Host);
        Door::Here {
            table: Box::new(table),
            front,
        }
    }

    /// The table, when it is here.
    pub fn table(&self) -> Option<&Table> {
        match self {
            Door::Here { table, .. } => Some(table),
            Door::Linked(_) => None,
        }
    }

    pub fn table_mut(&mut self) -> Option<&mut Table> {
        match self {
            Door::Here { table, .. } => Some(table),
            Door::Linked(_) => None,
        }
    }

    /// The seats this front plays (none for a spectator).
    pub fn plays(&self) -> Vec<SeatId> {
        match self {
            Door::Here { table, front } => {
                table.plays(*front).map(<[_]>::to_vec).unwrap_or_default()
            }
            Door::Linked(link) => link.plays.clone(),
        }
    }

    /// What this front may ask beyond its own seats.
    pub fn access(&self) -> Access {
        match self {
            Door::Linked(link) if link.guest => Access::Guest,
            _ => Access::Host,
        }
    }

    pub fn ask(&mut self, ask: Ask, env: &mut Env<'_>) -> Answer {
        match self {
            Door::Here { table, front } => match table.ask(*front, ask, env) {
                Ok(saved) => Answer::Done(saved),
                Err(denial) => Answer::Denied(denial),
            },
            Door::Linked(link) => match link.ask(ask) {
                Sent::Sent => Answer::Sent,
                Sent::Closed => Answer::Closed,
            },
        }
    }

    /// What the table said since last heard, oldest first.
    pub fn hear(&mut self) -> Vec<News> {
        match self {
            Door::Here { table, front } => table.take_news(*front),
            Door::Linked(link) => link.hear(),
        }
    }

    /// The table's CPUs at their pace, when the table is here (a hosted table's are the
    /// host's loop's to tick).
    pub fn tick(&mut self, env: &mut Env<'_>, paused: bool) -> Option<Saved> {
        self.table_mut().and_then(|t| t.tick(env, paused))
    }

    /// When the table here next needs a tick by itself.
    pub fn next_due(&self, paused: bool) -> Option<Duration> {
        self.table().and_then(|t| t.next_due(paused))
    }

    /// Whether the table here plays `seat` by itself (a CPU).
    pub fn plays_by_itself(&self, seat: SeatId) -> bool {
        self.table()
            .and_then(|t| t.driver(seat))
            .is_some_and(|k| matches!(k, crate::seats::DriverKind::Cpu(_)))
    }
}
