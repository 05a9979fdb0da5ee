//! What passes between a table and its front ends: what a front asks ([`Ask`]), what every
//! front is told ([`News`]), and the link that carries both when the front lives apart from
//! the table (another window of a hosted match).
//!
//! Nothing here knows of a network: the ends are channels inside one process, and the host's
//! loop carries asks from fronts to the table and news from the table to every front.

use std::sync::mpsc;
use yahtzee_l10n::t;

use crate::game::{Action, Event, SeatId, Session, Undone};

/// A front end of a table, as the table knows it: a number given when it joins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FrontId(pub(crate) u32);

/// What a front end may ask beyond playing its own seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// The host's window, or the one keyboard of a hot-seat match: it may set the CPUs' pace.
    Host,
    /// A guest of a hosted table: it plays its own seat (or watches) and nothing more.
    Guest,
}

/// A front end joined to a table: the seats it plays (none for a spectator), and what it
/// has not been told yet.
#[derive(Clone, Debug)]
pub(crate) struct Front {
    pub(crate) plays: Vec<SeatId>,
    pub(crate) access: Access,
    pub(crate) unread: Vec<News>,
}

/// What a front end asks of its table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// An action for a seat; `None` when a spectator tries to act (the table says no).
    Act {
        seat: Option<SeatId>,
        action: Action,
    },
    /// Take back the latest move of `by`.
    Undo { by: SeatId },
    /// Play the current CPU's turn at once.
    Skip,
    /// Play every CPU turn up to the next person's at once.
    SkipAll,
    /// The next CPU speed.
    Speed,
    /// Let a CPU play an absent guest's seat, a stronger one, or none again (the host's
    /// loop answers this one: it knows who is away).
    StandIn,
    /// Let the guest who asked first take a seat that waits for someone else (the host's
    /// loop answers this one: it knows who asked).
    LetIn,
}

/// What the table tells its front ends.
#[derive(Clone, Debug)]
pub enum News {
    /// An action was applied (and saved): the table as it is now, and what happened.
    Applied {
        session: Box<Session>,
        event: Event,
        finish: Option<Finish>,
    },
    /// A move was taken back.
    TookBack {
        session: Box<Session>,
        undone: Undone,
    },
    /// The CPUs' pace changed.
    Paced { session: Box<Session> },
    /// Why the table refused what this front end asked (sent to it alone).
    Refused(String),
    /// Something every front end should hear that went wrong (a save that failed).
    Notice(String),
    /// Something every front end should hear (a guest came or went).
    Said(String),
}

/// What the results of a finished match say beyond the card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finish {
    pub finished_unix: u64,
    pub personal_bests: Vec<String>,
}

/// A front end's end of the link to its table.
pub struct Link {
    /// The seats played at this front end (none for a spectator).
    pub plays: Vec<SeatId>,
    /// A guest's front end: it plays only its own seat and never sets the pace.
    pub guest: bool,
    asks: mpsc::Sender<Ask>,
    news: mpsc::Receiver<News>,
    /// The table was closed (the host quit): said once.
    closed: bool,
}

/// The table's end of one front end's link, held by the host's loop.
pub struct TableEnd {
    pub plays: Vec<SeatId>,
    pub guest: bool,
    asks: mpsc::Receiver<Ask>,
    news: mpsc::Sender<News>,
}

/// A link for a front end that plays `plays`.
pub fn link(plays: Vec<SeatId>, guest: bool) -> (Link, TableEnd) {
    let (ask_tx, ask_rx) = mpsc::channel();
    let (news_tx, news_rx) = mpsc::channel();
    (
        Link {
            plays: plays.clone(),
            guest,
            asks: ask_tx,
            news: news_rx,
            closed: false,
        },
        TableEnd {
            plays,
            guest,
            asks: ask_rx,
            news: news_tx,
        },
    )
}

impl TableEnd {
    /// What the front end asked since last looked at.
    pub fn asks(&self) -> Vec<Ask> {
        self.asks.try_iter().collect()
    }

    /// Tells the front end; false once it is gone.
    pub fn tell(&self, news: News) -> bool {
        self.news.send(news).is_ok()
    }
}

/// What became of an ask sent over a [`Link`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sent {
    Sent,
    /// The table is gone (the host has left).
    Closed,
}

impl Link {
    /// Sends an ask to the table; its answer arrives as news.
    pub fn ask(&self, ask: Ask) -> Sent {
        match self.asks.send(ask) {
            Ok(()) => Sent::Sent,
            Err(_) => Sent::Closed,
        }
    }

    /// What the table said since last asked. Once the table is gone, the last item says so
    /// (once).
    pub fn hear(&mut self) -> Vec<News> {
        let mut heard = Vec::new();
        loop {
            match self.news.try_recv() {
                Ok(news) => heard.push(news),
                Err(mpsc::TryRecvError::Empty) => break,
                Err(mpsc::TryRecvError::Disconnected) => {
                    if !self.closed {
                        self.closed = true;
                        heard.push(News::Notice(t!("table-closed")));
                    }
                    break;
                }
            }
        }
        heard
    }
}
