//! A table: the one authority over a match while it is played. It owns the [`Session`], the
//! drivers of its seats (its CPUs play here, at their pace), the writing of every action,
//! and the front ends joined to it. No screen is in it: a hot-seat match is a table with
//! one front end at the keyboard, a hosted match a table with the host's window and a front
//! end per guest, and a headless host a table with guests only.
//!
//! - **Who asks**: a front end, for the seats it plays ([`Table::ask`]); a spectator plays
//!   none, a guest may not set the pace. The CPUs are asked by the table itself, at their
//!   pace on the clock the caller passes ([`Table::tick`]), so tests run it on a fake one.
//! - **Who decides**: the session, as at any table; a refusal changes nothing and is the
//!   answer to the one front that asked ([`Denial`]), never news for the others.
//! - **When it saves**: before anything is shown. An action is applied to a copy, the copy
//!   is written, and only then is it the table; a write that fails follows the table's
//!   [`OnSaveFailure`] rule (held for the player's answer, or played on unsaved), and what
//!   leaving would lose is a count ([`Table::lost`]).
//! - **What fronts are told**: everything applied, taken back or re-paced, as [`News`]
//!   kept for each front until it takes it ([`Table::take_news`]); a front that joins later
//!   starts from the session as it stands.
//!
//! Two CPUs play a whole match by themselves, on a clock the example moves, watched by a
//! spectator; the table writes every action and files the match once it is over:
//!
//! ```
//! use std::time::Duration;
//! use yahtzee_core::game::{CpuSpeed, Level, Match, MatchOptions, MatchSetup, Seat, Session};
//! use yahtzee_core::rules::Ruleset;
//! use yahtzee_store::{MemoryStore, Storage};
//! use yahtzee_table::seats::{OddsStatus, SolvedSource, SolvedStatus};
//! use yahtzee_table::{Access, Env, Table};
//!
//! // Casual and Beginner play from no solved data: nothing needs loading.
//! struct NothingSolved;
//! impl SolvedSource for NothingSolved {
//!     fn strategy(&mut self, _: &Ruleset) -> SolvedStatus {
//!         SolvedStatus::Pending(0)
//!     }
//!     fn odds(&mut self, _: &Ruleset) -> OddsStatus {
//!         OddsStatus::Unavailable
//!     }
//! }
//!
//! let seats = vec![Seat::cpu("Ann", Level::Casual), Seat::cpu("Bea", Level::Beginner)];
//! let game = Match::new(&MatchSetup { rules: Ruleset::CLASSIC, seats, seed: 7, same_dice: false })?;
//! let options = MatchOptions { cpu_speed: CpuSpeed::Fast, ..MatchOptions::default() }.fitted(2);
//! let mut table = Table::hosted(Session::new(game, options, "example".to_string(), 0)?);
//! let spectator = table.join(Vec::new(), Access::Guest);
//!
//! let (mut store, mut solved, mut now) = (MemoryStore::new(), NothingSolved, Duration::ZERO);
//! while !table.game().is_over() {
//!     table.tick(&mut Env { store: &mut store, solved: &mut solved, now }, false);
//!     now += Duration::from_millis(50);
//! }
//! assert_eq!(store.history().0.recent.len(), 1);
//! assert!(!table.take_news(spectator).is_empty());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

// The layers below, under the names every module here uses (`crate::store::…`).
use yahtzee_ai as ai;
use yahtzee_core::{game, rules, words};
use yahtzee_l10n::t;
use yahtzee_store as store;

pub mod seats;

mod door;
mod front;
mod pace;
mod save;
#[cfg(test)]
mod tests;

use std::collections::BTreeMap;
use std::fmt;
use std::time::Duration;

use crate::game::{Action, Event, Level, Match, MatchOptions, SeatId, Session, Undone};
use crate::rules::{Dice, Holds};
use crate::seats::{DriverKind, Drivers, SolvedSource};
use crate::store::{MatchId, Storage, now_unix};
use crate::words::seat_name;

pub use door::{Answer, Door};
pub use front::{Access, Ask, Finish, FrontId, Link, News, Sent, TableEnd, link};
pub use save::{Lost, LostKind, OnSaveFailure, Retried, Saved};

use front::Front;
use save::Saving;

/// What the table borrows for one call: where it writes, where its CPUs' solved data comes from,
/// and the time now (since the caller's start).
pub struct Env<'a> {
    pub store: &'a mut dyn Storage,
    pub solved: &'a mut dyn SolvedSource,
    pub now: Duration,
}

/// Why the table did not do what a front end asked. Nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Denial {
    /// A spectator tried to play.
    Spectator,
    /// A front end tried to play a seat it does not play.
    NotYourSeat { own: String, asked: String },
    /// Only the host's loop answers this (who is away, who asked to come in).
    HostOnly(Ask),
    /// A guest tried to set the CPUs' pace.
    HostSetsPace,
    /// The front end is not (or no longer) at this table.
    Gone,
    /// The session's refusal, in its words.
    Session(String),
}

impl fmt::Display for Denial {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Denial::Spectator => f.write_str(&t!("table-denied-spectator")),
            Denial::NotYourSeat { own, asked } => f.write_str(&t!(
                "table-denied-not-your-seat",
                own = own.to_string(),
                asked = asked.to_string()
            )),
            Denial::HostOnly(Ask::LetIn) => f.write_str(&t!("table-denied-host-lets-in")),
            Denial::HostOnly(_) => f.write_str(&t!("table-denied-host-stands-in")),
            Denial::HostSetsPace => f.write_str(&t!("table-denied-host-sets-pace")),
            Denial::Gone => f.write_str(&t!("table-denied-gone")),
            Denial::Session(why) => f.write_str(why),
        }
    }
}

/// Why a typed throw was not taken back. Nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TakeBack {
    /// The session's refusal, in its words.
    Refused(String),
    /// It could not be written, so it was not done.
    NotSaved(String),
}

/// Why the CPU to play has not played yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Thinking {
    /// The solved data it plays from is being prepared; the percentage done.
    Preparing(u8),
    /// It cannot play here, and why.
    Unable(String),
}

pub struct Table {
    session: Session,
    /// What plays each seat: the CPUs (and a guest's stand-in) are polled here; people act
    /// through a front end's asks.
    drivers: Drivers,
    on_failure: OnSaveFailure,
    saving: Saving,
    fronts: BTreeMap<FrontId, Front>,
    next_front: u32,
    /// When the CPU to play acts next.
    cpu_due: Option<Duration>,
    thinking: Option<Thinking>,
    /// When the match ended (its last placement): the history and the result card both say
    /// this time.
    finished_unix: Option<u64>,
    /// New personal bests set by this match, read from the history as it ends.
    personal_bests: Vec<String>,
}

impl Table {
    /// A hot-seat match: every person's seat is played at one keyboard, which is asked
    /// what to do when a write fails. The keyboard joins as a front like any other.
    pub fn at_one_terminal(session: Session) -> Table {
        let drivers = Drivers::at_one_terminal(&session);
        Table::with(session, drivers, OnSaveFailure::Ask)
    }

    /// A hosted match: its CPUs play here, every person's seat by the requests of the
    /// front end that plays it; no one answers a failed write, so it plays on.
    pub fn hosted(session: Session) -> Table {
        let drivers = Drivers::at_hosted_table(&session);
        Table::with(session, drivers, OnSaveFailure::PlayOn)
    }

    fn with(session: Session, drivers: Drivers, on_failure: OnSaveFailure) -> Table {
        Table {
            session,
            drivers,
            on_failure,
            saving: Saving::default(),
            fronts: BTreeMap::new(),
            next_front: 0,
            cpu_due: None,
            thinking: None,
            finished_unix: None,
            personal_bests: Vec::new(),
        }
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    pub fn game(&self) -> &Match {
        self.session.game()
    }

    pub fn options(&self) -> &MatchOptions {
        self.session.options()
    }

    /// The match's name in the store (its file, its lock).
    pub fn match_id(&self) -> MatchId {
        MatchId::of(&self.session)
    }

    /// What plays `seat` here.
    pub fn driver(&self, seat: SeatId) -> Option<DriverKind> {
        self.drivers.kind(seat)
    }

    /// When the match ended, once it has.
    pub fn finished_unix(&self) -> Option<u64> {
        self.finished_unix
    }

    pub fn personal_bests(&self) -> &[String] {
        &self.personal_bests
    }

    /// A front end joins, playing `plays` (none to watch). It starts from
    /// [`Table::session`] as it stands and hears everything from here on.
    pub fn join(&mut self, plays: Vec<SeatId>, access: Access) -> FrontId {
        let id = FrontId(self.next_front);
        self.next_front = self.next_front.wrapping_add(1);
        self.fronts.insert(
            id,
            Front {
                plays,
                access,
                unread: Vec::new(),
            },
        );
        id
    }

    /// A front end leaves; what it had not heard goes with it.
    pub fn leave(&mut self, front: FrontId) {
        self.fronts.remove(&front);
    }

    /// The seats `front` plays.
    pub fn plays(&self, front: FrontId) -> Option<&[SeatId]> {
        self.fronts.get(&front).map(|f| f.plays.as_slice())
    }

    /// How many front ends watch without a seat.
    pub fn spectators(&self) -> usize {
        self.fronts.values().filter(|f| f.plays.is_empty()).count()
    }

    /// What `front` has not heard yet, oldest first.
    pub fn take_news(&mut self, front: FrontId) -> Vec<News> {
        self.fronts
            .get_mut(&front)
            .map(|f| std::mem::take(&mut f.unread))
            .unwrap_or_default()
    }

    /// Tells every front end.
    pub fn tell_all(&mut self, news: News) {
        for front in self.fronts.values_mut() {
            front.unread.push(news.clone());
        }
    }

    /// Answers what `front` asked. A refusal is the answer, to that front alone; what the
    /// table did reaches every front as news.
    pub fn ask(&mut self, front: FrontId, ask: Ask, env: &mut Env<'_>) -> Result<Saved, Denial> {
        let Some(asker) = self.fronts.get(&front) else {
            return Err(Denial::Gone);
        };
        let name = |seat: SeatId| seat_name(self.game(), seat);
        match ask {
            Ask::Act { seat: None, .. } => Err(Denial::Spectator),
            Ask::Act {
                seat: Some(seat), ..
            }
            | Ask::Undo { by: seat }
                if !asker.plays.contains(&seat) =>
            {
                Err(match asker.plays.first() {
                    Some(&own) => Denial::NotYourSeat {
                        own: name(own),
                        asked: name(seat),
                    },
                    None => Denial::Spectator,
                })
            }
            Ask::Act {
                seat: Some(seat),
                action,
            } => self.act(seat, action, env),
            Ask::Undo { by } => self.undo(by, env),
            Ask::StandIn | Ask::LetIn => Err(Denial::HostOnly(ask)),
            Ask::Skip | Ask::SkipAll | Ask::Speed if asker.access == Access::Guest => {
                Err(Denial::HostSetsPace)
            }
            Ask::Skip => Ok(self.skip(env)),
            Ask::SkipAll => Ok(self.skip_to_person(env)),
            Ask::Speed => Ok(self.change_speed(env.store)),
        }
    }

    /// Applies `action` for `seat`, writes it, and only then makes it the table.
    fn act(&mut self, seat: SeatId, action: Action, env: &mut Env<'_>) -> Result<Saved, Denial> {
        if self.saving.held.is_some() {
            // One question at a time: the held action is answered first.
            return Ok(Saved::HeldForAnswer {
                message: self.held().unwrap_or_default().to_string(),
            });
        }
        let mut next = self.session.clone();
        // A CPU playing a person's seat here is standing in for them: the log says so.
        let stand_in = match self.drivers.kind(seat) {
            Some(DriverKind::Cpu(level)) if self.session.is_person(seat) => Some(level),
            _ => None,
        };
        let event = next
            .apply_as(seat, action, stand_in)
            .map_err(|e| Denial::Session(e.to_string()))?;
        if next.game().is_over() {
            self.finished_unix.get_or_insert_with(now_unix);
        }
        // At the end, the history is read once for personal bests; a damage found there is
        // reported like one found while archiving.
        let mut notices = Vec::new();
        if next.game().is_over() && !next.options().practice {
            let (history, problem) = env.store.history();
            self.personal_bests = personal_bests(&history, next.game());
            notices.extend(problem);
        }
        match self.persist(env.store, &next) {
            Ok(()) => {
                self.mark_saved();
                self.accept(next, event);
                notices.extend(env.store.take_notices());
                if !notices.is_empty() {
                    self.tell_all(News::Notice(notices.join(" ")));
                }
                Ok(Saved::Yes)
            }
            Err(_) if self.saving.unsaved => {
                self.saving.unsaved_actions += 1;
                self.accept(next, event);
                Ok(Saved::PlayedUnsaved)
            }
            Err(e) => match self.on_failure {
                OnSaveFailure::PlayOn => {
                    self.saving.unsaved = true;
                    self.saving.unsaved_actions += 1;
                    self.accept(next, event);
                    self.tell_all(News::Notice(t!(
                        "table-save-failed-plays-on",
                        error = crate::words::full_stop(&e.to_string())
                    )));
                    Ok(Saved::PlayedUnsaved)
                }
                OnSaveFailure::Ask => {
                    let message = e.to_string();
                    self.hold(next, event, message.clone());
                    Ok(Saved::HeldForAnswer { message })
                }
            },
        }
    }

    /// Makes `next` the table and tells every front end what happened.
    fn accept(&mut self, next: Session, event: Event) {
        self.session = next;
        self.cpu_due = None;
        let finish = self
            .finished_unix
            .filter(|_| self.game().is_over())
            .map(|t| Finish {
                finished_unix: t,
                personal_bests: self.personal_bests.clone(),
            });
        self.tell_all(News::Applied {
            session: Box::new(self.session.clone()),
            event,
            finish,
        });
    }

    /// Takes back the latest move of `by`, written before it is the table.
    fn undo(&mut self, by: SeatId, env: &mut Env<'_>) -> Result<Saved, Denial> {
        let mut next = self.session.clone();
        let undone = next
            .undo(by)
            .map_err(|why| Denial::Session(why.to_string()))?;
        match self.saved_or_unsaved(env.store, &next) {
            Ok(()) => {
                self.took_back(next, undone);
                Ok(if self.saving.unsaved && self.saving.unsaved_actions > 0 {
                    Saved::PlayedUnsaved
                } else {
                    Saved::Yes
                })
            }
            Err(e) => Ok(Saved::NotDone {
                message: e.to_string(),
            }),
        }
    }

    fn took_back(&mut self, next: Session, undone: Undone) {
        self.session = next;
        self.cpu_due = None;
        self.tell_all(News::TookBack {
            session: Box::new(self.session.clone()),
            undone,
        });
    }

    /// The next CPU speed, kept with the match.
    fn change_speed(&mut self, store: &mut dyn Storage) -> Saved {
        self.session
            .set_cpu_speed(self.options().cpu_speed.cycled(true));
        self.cpu_due = None;
        self.tell_all(News::Paced {
            session: Box::new(self.session.clone()),
        });
        match self.save_now(store) {
            Ok(()) => Saved::Yes,
            Err(e) => Saved::Unwritten {
                message: e.to_string(),
            },
        }
    }

    /// Takes back `seat`'s latest throw of real dice, typed in, to be typed again (written
    /// before it is the table). Gives the dice that were typed and which stayed down.
    pub fn take_back_typed_throw(
        &mut self,
        seat: SeatId,
        store: &mut dyn Storage,
    ) -> Result<(Dice, Option<Holds>), TakeBack> {
        let mut next = self.session.clone();
        let taken = next
            .take_back_typed_throw(seat)
            .map_err(|why| TakeBack::Refused(why.to_string()))?;
        self.saved_or_unsaved(store, &next)
            .map_err(|e| TakeBack::NotSaved(e.to_string()))?;
        self.session = next;
        self.cpu_due = None;
        Ok(taken)
    }

    /// Lets a CPU of `level` play a guest's seat while they are away (or hands it back
    /// with `None`). False if the seat is no guest's.
    pub fn set_stand_in(&mut self, seat: SeatId, level: Option<Level>) -> bool {
        let done = self.drivers.set_stand_in(&self.session, seat, level);
        self.cpu_due = None;
        done
    }
}

/// "New personal best for Ana: 287 (was 265)": each person whose total in `game` beats every
/// total they had in `history` (under the same name, as a person, under the same rules; a
/// first match sets none).
pub fn personal_bests(history: &crate::store::History, game: &Match) -> Vec<String> {
    game.seat_ids()
        .filter_map(|seat| {
            let s = game.seat(seat)?;
            if s.kind != crate::game::SeatKind::Human {
                return None;
            }
            // A Yatzy total and a Classic one are not the same measure: compare like with like,
            // as the statistics do.
            let previous = crate::store::best_total_of(history, &s.name, game.rules().name())?;
            let total = game.total(seat);
            (total > previous).then(|| {
                t!(
                    "table-personal-best",
                    name = crate::words::shown_name(&s.name).into_owned(),
                    who = crate::words::who(&s.name),
                    total = total,
                    previous = previous
                )
            })
        })
        .collect()
}
