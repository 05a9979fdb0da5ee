//! A front end of a table: the seats it plays, the asks it sends and the news it hears,
//! shown as if done here. The table that decides is a [`crate::table::Table`]; at a hosted
//! table, a front end reaches it over a [`Link`].

use super::*;
use crate::table::Sent;
pub use crate::table::{Ask, Finish, Link, News, TableEnd, link};

/// What a play screen is to its table.
pub enum Role {
    /// Its session is the table: a match at one terminal.
    Alone,
    /// A front end of a hosted table.
    Front(Link),
}

impl Play {
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
            && link.ask(ask) == Sent::Closed
        {
            self.say("The table is closed: the host has left.", Tone::Bad);
        }
    }

    /// A front end's side: hears what the table did and shows it as if done here.
    pub(super) fn hear(&mut self, ctx: &mut Ctx) {
        let Role::Front(link) = &mut self.role else {
            return;
        };
        let heard = link.hear();
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
