//! Seat drivers: what plays each seat of a table. A person at this terminal, a CPU of some
//! level and a person elsewhere (another front end of a hosted table) are one interface,
//! polled for the next action of the seat to play; whatever a driver returns is committed
//! through the one authority, [`Session::apply`], like any other action. The table
//! ([`crate::Table`]) polls the driver of the seat to play and never needs to know
//! what kind of player sits there, beyond [`DriverKind`]; a front end's own drivers only say
//! which seats its keyboard plays.

use std::sync::Arc;
use yahtzee_l10n::t;

use crate::ai::odds::Outlook;
use crate::ai::{Cpu, Needs, Optimum};
use crate::game::{Action, Level, SeatId, SeatKind, Session};
use crate::rules::Ruleset;

/// Where a ruleset's optimum stands.
#[derive(Clone)]
pub enum SolvedStatus {
    Ready(Arc<Optimum>),
    /// Being loaded or computed; the percentage done.
    Pending(u8),
}

/// Where a ruleset's outlook (the chance to win) stands.
#[derive(Clone)]
pub enum OddsStatus {
    Ready(Arc<Optimum>, Arc<Outlook>),
    /// Being loaded or built (or the optimum first); the percentage done.
    Pending(u8),
    /// Not computed here (no data folder to cache it in, as in tests): hidden, not guessed.
    Unavailable,
}

/// Where the optimum and outlook a CPU plays from come from: loaded or built in the background by the
/// terminal front end, at once by the command line.
pub trait SolvedSource {
    fn strategy(&mut self, rules: &Ruleset) -> SolvedStatus;
    fn odds(&mut self, rules: &Ruleset) -> OddsStatus;
}

/// What plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DriverKind {
    /// A person at this terminal: their keys and clicks are the seat's actions.
    PersonHere,
    Cpu(Level),
    /// A person at another front end of a hosted table (a guest over SSH, or the host's
    /// window as the table sees it): their actions reach the table as requests, not by poll.
    Elsewhere,
}

/// What a driver says when asked for its seat's next action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Next {
    Act(Action),
    Wait(Waiting),
}

/// Why a driver has no action yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// A person decides, in their own time.
    Person,
    /// The solved data the CPU plays from is being prepared; the percentage done.
    Preparing(u8),
    /// The CPU cannot play here, and why.
    Unable(String),
}

pub trait SeatDriver {
    fn kind(&self) -> DriverKind;
    /// The next action of `seat`, whose turn it is in `session`.
    fn poll(&mut self, session: &Session, seat: SeatId, solved: &mut dyn SolvedSource) -> Next;
}

/// A person at this terminal: the screen turns their input into actions.
pub struct PersonHere;

impl SeatDriver for PersonHere {
    fn kind(&self) -> DriverKind {
        DriverKind::PersonHere
    }

    fn poll(&mut self, _: &Session, _: SeatId, _: &mut dyn SolvedSource) -> Next {
        Next::Wait(Waiting::Person)
    }
}

/// A person at another front end: never acts by poll.
pub struct Elsewhere;

impl SeatDriver for Elsewhere {
    fn kind(&self) -> DriverKind {
        DriverKind::Elsewhere
    }

    fn poll(&mut self, _: &Session, _: SeatId, _: &mut dyn SolvedSource) -> Next {
        Next::Wait(Waiting::Person)
    }
}

/// A guest's seat at a hosted table: the guest's requests play it; while they are away, a
/// CPU the host chose may stand in until they return.
pub struct Guest {
    stand_in: Option<CpuDriver>,
}

impl SeatDriver for Guest {
    fn kind(&self) -> DriverKind {
        match &self.stand_in {
            Some(cpu) => cpu.kind(),
            None => DriverKind::Elsewhere,
        }
    }

    fn poll(&mut self, session: &Session, seat: SeatId, solved: &mut dyn SolvedSource) -> Next {
        match &mut self.stand_in {
            Some(cpu) => cpu.poll(session, seat, solved),
            None => Next::Wait(Waiting::Person),
        }
    }
}

/// A CPU level. Its player (and the turn plan it caches) is made once its solved data is ready.
pub struct CpuDriver {
    level: Level,
    cpu: Option<Cpu>,
}

impl CpuDriver {
    pub fn new(level: Level) -> CpuDriver {
        CpuDriver { level, cpu: None }
    }

    /// The CPU, made from the solved data its level needs under `rules` once it is ready.
    fn ready(
        &mut self,
        rules: &Ruleset,
        solved: &mut dyn SolvedSource,
    ) -> Result<&mut Cpu, Waiting> {
        if self.cpu.is_none() {
            let (optimum, outlook) = match crate::ai::needs(self.level, rules) {
                Needs::Nothing => (None, None),
                Needs::Strategy => match solved.strategy(rules) {
                    SolvedStatus::Ready(t) => (Some(t), None),
                    SolvedStatus::Pending(p) => return Err(Waiting::Preparing(p)),
                },
                Needs::StrategyAndOdds => match solved.odds(rules) {
                    OddsStatus::Ready(t, d) => (Some(t), Some(d)),
                    OddsStatus::Pending(p) => return Err(Waiting::Preparing(p)),
                    OddsStatus::Unavailable => {
                        return Err(Waiting::Unable(t!(
                            "table-cpu-needs-odds",
                            level = self.level.shown()
                        )));
                    }
                },
            };
            let cpu = Cpu::with_solved(self.level, *rules, optimum, outlook)
                .map_err(|e| Waiting::Unable(e.to_string()))?;
            self.cpu = Some(cpu);
        }
        self.cpu
            .as_mut()
            .ok_or_else(|| Waiting::Unable(t!("table-cpu-not-made")))
    }
}

impl SeatDriver for CpuDriver {
    fn kind(&self) -> DriverKind {
        DriverKind::Cpu(self.level)
    }

    fn poll(&mut self, session: &Session, seat: SeatId, solved: &mut dyn SolvedSource) -> Next {
        if session.game().current_seat() != Some(seat) {
            return Next::Wait(Waiting::Person);
        }
        match self.ready(session.game().rules(), solved) {
            Ok(cpu) => match cpu.next_action(session.game()) {
                Some(action) => Next::Act(action),
                None => Next::Wait(Waiting::Unable(t!("table-cpu-nothing-to-play"))),
            },
            Err(waiting) => Next::Wait(waiting),
        }
    }
}

/// The drivers of every seat of a table, by position.
pub struct Drivers {
    seats: Vec<Box<dyn SeatDriver>>,
}

impl Drivers {
    /// The drivers a match played at one terminal has: its people here, its CPUs as saved.
    pub fn at_one_terminal(session: &Session) -> Drivers {
        let seats = session
            .game()
            .seats()
            .iter()
            .map(|s| -> Box<dyn SeatDriver> {
                match s.kind {
                    SeatKind::Human => Box::new(PersonHere),
                    SeatKind::Cpu(level) => Box::new(CpuDriver::new(level)),
                }
            })
            .collect();
        Drivers { seats }
    }

    /// The drivers of a hosted table's authority: its CPUs as saved, every person's seat
    /// played by requests from a front end (a guest's seat may get a stand-in).
    pub fn at_hosted_table(session: &Session) -> Drivers {
        let options = session.options();
        let seats = session
            .game()
            .seat_ids()
            .filter_map(|id| session.game().seat(id).map(|s| (id, s.kind)))
            .map(|(id, kind)| -> Box<dyn SeatDriver> {
                match kind {
                    SeatKind::Cpu(level) => Box::new(CpuDriver::new(level)),
                    SeatKind::Human if options.joins_for(id.index()) => {
                        Box::new(Guest { stand_in: None })
                    }
                    SeatKind::Human => Box::new(Elsewhere),
                }
            })
            .collect();
        Drivers { seats }
    }

    /// The drivers of one front end of a hosted table: the seats it plays are people here;
    /// every other seat, CPUs included, is played at the table and only watched from here.
    pub fn at_front(session: &Session, plays: &[SeatId]) -> Drivers {
        let seats = session
            .game()
            .seat_ids()
            .map(|id| -> Box<dyn SeatDriver> {
                if plays.contains(&id) {
                    Box::new(PersonHere)
                } else {
                    Box::new(Elsewhere)
                }
            })
            .collect();
        Drivers { seats }
    }

    /// Lets a CPU of `level` play a guest's seat while they are away, or (with `None`) hands
    /// it back to the guest. False if the seat is no guest's.
    pub fn set_stand_in(&mut self, session: &Session, seat: SeatId, level: Option<Level>) -> bool {
        let Some(slot) = self.seats.get_mut(seat.index()) else {
            return false;
        };
        if !session.options().joins_for(seat.index()) {
            return false;
        }
        *slot = Box::new(Guest {
            stand_in: level.map(CpuDriver::new),
        });
        true
    }

    /// Whether this screen's drivers play `seat` by themselves (a CPU, or a stand-in).
    pub fn acts(&self, seat: SeatId) -> bool {
        matches!(self.kind(seat), Some(DriverKind::Cpu(_)))
    }

    pub fn kind(&self, seat: SeatId) -> Option<DriverKind> {
        self.seats.get(seat.index()).map(|d| d.kind())
    }

    /// Whether a person at this terminal plays `seat`.
    pub fn is_here(&self, seat: SeatId) -> bool {
        self.kind(seat) == Some(DriverKind::PersonHere)
    }

    /// How many seats people at this terminal play.
    pub fn here(&self) -> usize {
        self.seats
            .iter()
            .filter(|d| d.kind() == DriverKind::PersonHere)
            .count()
    }

    /// The next action of the seat to play, as its driver says (`None` when the match is
    /// over).
    pub fn poll(
        &mut self,
        session: &Session,
        solved: &mut dyn SolvedSource,
    ) -> Option<(SeatId, Next)> {
        let seat = session.game().current_seat()?;
        let driver = self.seats.get_mut(seat.index())?;
        Some((seat, driver.poll(session, seat, solved)))
    }
}
