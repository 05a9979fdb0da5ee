//! A hosted table's two ends. The table's own play screen (never drawn) holds the one
//! session that decides, plays its CPUs and saves; every front end (the host's window, each
//! guest) is a play screen over a mirror of that session. A front end asks the table for each
//! action, and hears back what the table did — or, only at that front end, why it refused.
//!
//! Nothing here knows of a network: the ends are channels inside one process, and the host's
//! loop carries asks from fronts to the table and news from the table to every front.

use std::sync::mpsc;

use super::*;
use crate::game::{Level, Undone};

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

/// What a play screen is to its table.
pub enum Role {
    /// Its session is the table: a match at one terminal.
    Alone,
    /// The hidden table of a hosted match: what changed is kept for the front ends.
    Table { journal: Vec<News> },
    /// A front end of a hosted table.
    Front(Link),
}

impl Play {
    /// The table of a hosted match: its CPUs play here, every person's seat by request.
    pub fn hosted(session: Session) -> Play {
        let drivers = Drivers::at_hosted_table(&session);
        Play::with_role(
            session,
            drivers,
            Role::Table {
                journal: Vec::new(),
            },
        )
    }

    /// A front end of a hosted table, over a mirror of its session.
    pub fn front(session: Session, link: Link) -> Play {
        let drivers = Drivers::at_front(&session, &link.plays);
        Play::with_role(session, drivers, Role::Front(link))
    }

    /// The seats a front end plays; at one terminal, every person's.
    pub fn plays(&self) -> Vec<SeatId> {
        match &self.role {
            Role::Front(link) => link.plays.clone(),
            _ => self
                .game()
                .seat_ids()
                .filter(|&s| self.is_human(s))
                .collect(),
        }
    }

    /// Whether this is the host's front end of a table guests join.
    pub(super) fn hosts_guests(&self) -> bool {
        matches!(&self.role, Role::Front(link) if !link.guest)
            && self.options().joining.iter().any(|&j| j)
    }

    /// Whether this is a guest's front end.
    pub(crate) fn is_guest(&self) -> bool {
        matches!(&self.role, Role::Front(link) if link.guest)
    }

    /// The table's side: what changed since last asked, for every front end.
    pub fn take_news(&mut self) -> Vec<News> {
        match &mut self.role {
            Role::Table { journal } => std::mem::take(journal),
            _ => Vec::new(),
        }
    }

    /// The table's side: keeps what changed for the front ends.
    pub(super) fn record(&mut self, news: impl FnOnce(&Play) -> News) {
        if matches!(self.role, Role::Table { .. }) {
            let news = news(self);
            if let Role::Table { journal } = &mut self.role {
                journal.push(news);
            }
        }
    }

    /// The table's side: answers what a front end that plays `plays` asked. Refusals come
    /// from the same session that refuses a player at one terminal.
    pub fn answer(
        &mut self,
        ctx: &mut Ctx,
        plays: &[SeatId],
        guest: bool,
        ask: Ask,
    ) -> Result<(), String> {
        let name = |game: &Match, seat: SeatId| seat_name(game, seat);
        match ask {
            Ask::Act { seat: None, .. } => {
                Err("You are watching this match: a spectator cannot play.".to_string())
            }
            Ask::Act {
                seat: Some(seat), ..
            }
            | Ask::Undo { by: seat }
                if !plays.contains(&seat) =>
            {
                Err(match plays.first() {
                    Some(&own) => format!(
                        "You play {}'s seat, not {}'s.",
                        name(self.game(), own),
                        name(self.game(), seat)
                    ),
                    None => "You are watching this match: a spectator cannot play.".to_string(),
                })
            }
            Ask::Act {
                seat: Some(seat),
                action,
            } => self.commit_or_refusal(ctx, seat, action).map(|_| ()),
            Ask::Undo { by } => self.undo_by(ctx, by).map(|_| ()),
            Ask::StandIn => Err("Only the host of a hosted table lets a CPU stand in.".to_string()),
            Ask::LetIn => {
                Err("Only the host of a hosted table lets a guest take a seat.".to_string())
            }
            Ask::Skip | Ask::SkipAll | Ask::Speed if guest => {
                Err("The host sets the CPUs' pace.".to_string())
            }
            Ask::Skip => {
                self.skip(ctx);
                Ok(())
            }
            Ask::SkipAll => {
                self.skip_to_person(ctx);
                Ok(())
            }
            Ask::Speed => {
                self.change_speed(ctx);
                Ok(())
            }
        }
    }

    /// The table's side: lets a CPU of `level` play a guest's seat while they are away (or
    /// hands it back with `None`). False if the seat is no guest's.
    pub fn set_stand_in(&mut self, seat: SeatId, level: Option<Level>) -> bool {
        let done = self.drivers.set_stand_in(&self.session, seat, level);
        self.cpu_due = None;
        done
    }

    /// A key for an action when no one here is to play. A guest hears at once whose turn it
    /// is (the table would refuse it all the same).
    pub(super) fn out_of_turn(&mut self, ctx: &mut Ctx, _action: Action) {
        if self.is_guest() {
            let why = self.not_your_turn();
            self.say(why, Tone::Info);
            return;
        }
        match self.game().current_seat() {
            Some(seat) if !self.is_cpu(seat) => {
                let text = format!(
                    "It is {}'s turn: they play at their own terminal.",
                    seat_name(self.game(), seat)
                );
                self.say(text, Tone::Info);
            }
            _ => self.say(super::input::cpu_turn_message(ctx.keys), Tone::Info),
        }
    }

    /// Why a guest's action does nothing while another seat is to play, naming whose turn
    /// it is.
    pub(super) fn not_your_turn(&self) -> String {
        let watching = matches!(&self.role, Role::Front(link) if link.plays.is_empty());
        match self.game().current_seat() {
            _ if watching => "You are watching this match: a spectator cannot play.".to_string(),
            Some(seat) => format!(
                "It is not your turn: it is {}'s turn.",
                seat_name(self.game(), seat)
            ),
            None => "The match is over.".to_string(),
        }
    }

    /// A front end's side: asks the table; its answer arrives as news.
    pub(super) fn ask(&mut self, ask: Ask) {
        if let Role::Front(link) = &mut self.role
            && link.asks.send(ask).is_err()
        {
            self.say("The table is closed: the host has left.", Tone::Bad);
        }
    }

    /// A front end's side: hears what the table did and shows it as if done here.
    pub(super) fn hear(&mut self, ctx: &mut Ctx) {
        let Role::Front(link) = &mut self.role else {
            return;
        };
        let mut heard = Vec::new();
        loop {
            match link.news.try_recv() {
                Ok(news) => heard.push(news),
                Err(mpsc::TryRecvError::Empty) => break,
                Err(mpsc::TryRecvError::Disconnected) => {
                    if !link.closed {
                        link.closed = true;
                        heard.push(News::Notice(
                            "The table is closed: the host has left (the match stays saved at the host)."
                                .to_string(),
                        ));
                    }
                    break;
                }
            }
        }
        for news in heard {
            match news {
                News::Applied {
                    session,
                    event,
                    finish,
                } => {
                    if let Some(finish) = finish {
                        self.finished_unix = Some(finish.finished_unix);
                        self.personal_bests = finish.personal_bests;
                    }
                    self.accept(*session, event, ctx);
                }
                News::TookBack { session, undone } => self.took_back(*session, undone),
                News::Paced { session } => {
                    self.session = *session;
                    self.cpu_due = None;
                    self.say(
                        format!("CPU speed: {}.", self.options().cpu_speed.label()),
                        Tone::Info,
                    );
                }
                News::Refused(why) => self.say(capitalise(&why), Tone::Bad),
                News::Said(text) => self.say(text, Tone::Info),
                News::Notice(text) => {
                    self.say(text.clone(), Tone::Bad);
                    self.store_notice = Some(text);
                }
            }
        }
    }
}
