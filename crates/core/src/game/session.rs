//! The session: the one authority over a table. It holds the match and how it is played
//! ([`MatchOptions`]: on-screen dice, real dice or a score pad; the undo and hints policy; the
//! coach; the CPUs' pace), and every change goes through it.
//!
//! [`Session::apply`] and [`Session::undo`] check everything (the rules, the play mode, the
//! undo policy) and leave the session exactly as it was when they refuse;
//! [`Session::legal`] says what a seat may do now, so that buttons, the help bar, the keys
//! overlay, menus and any other front end ask instead of guessing. A session is also the one
//! shape of a saved match: the store writes and reads it, and nothing else is converted by
//! hand.

use super::{
    Action, CoachMode, Event, LogEntry, Match, MatchOptions, MatchRecord, ModeError, RuleError,
    SeatId, SeatKind,
};
use crate::rules::{DieIndex, Holds};
use yahtzee_l10n::t;

/// Why the session refused an action. Nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("{0}")]
    Rule(#[from] RuleError),
    #[error("{0}")]
    Mode(#[from] ModeError),
    #[error("{0}")]
    Undo(#[from] UndoRefusal),
}

/// Why a move cannot be taken back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum UndoRefusal {
    #[error("{}", t!("core-undo-off"))]
    Off,
    #[error("{}", t!("core-refuse-match-over"))]
    MatchOver,
    #[error("{}", t!("core-undo-nothing"))]
    Nothing,
    /// The latest move is a throw of the game's dice: taking it back would throw again.
    #[error("{}", t!("core-undo-after-throw"))]
    AfterThrow,
    #[error("{}", t!("core-undo-nothing-typed"))]
    NothingTyped,
    #[error("{}", t!("core-undo-cpu-move"))]
    CpuMove,
    /// Only the person who made a move may take it back.
    #[error("{}", t!("core-undo-not-yours", seat = .author.number()))]
    NotYours { author: SeatId },
    /// A sticky hold: a held die stays held this turn.
    #[error("{}", t!("core-undo-fixed"))]
    Fixed,
    /// A placement followed by a CPU's turn: the CPU plays on at once, so the placement
    /// stands at any CPU speed.
    #[error("{}", t!("core-undo-cpu-began"))]
    CpuTurnBegun,
}

/// Why a match and its options cannot make a session.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum SessionError {
    /// What the options say does not fit a match of this many seats.
    #[error("{0}")]
    Options(#[from] super::OptionsError),
    #[error("its options do not fit its seats: {0}")]
    Seats(&'static str),
    /// An action in the log that the play mode forbids.
    #[error("{0}")]
    Log(#[from] super::LogMisfit),
    #[error("{0}")]
    Record(#[from] super::LoadError),
}

/// A move taken back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undone {
    pub entry: LogEntry,
    /// The seat whose turn it is again, when the move taken back was the previous seat's
    /// placement: the keyboard goes back to them, so that no one decides another's move.
    pub returns_to: Option<SeatId>,
}

/// What one seat may do at this moment, as the session decides it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Legal {
    /// It is this seat's turn.
    pub to_play: bool,
    /// Throw the game's dice.
    pub roll: bool,
    /// The dice whose hold may change now.
    pub hold: Holds,
    /// Place the dice on the table in a box (some box takes them).
    pub score: bool,
    /// Type a throw of real dice.
    pub type_throw: bool,
    /// Enter a box's points on a score pad.
    pub record: bool,
    /// Correct a filled box of this seat's card on a score pad.
    pub correct: bool,
    /// What undo by this seat would take back.
    pub undo: Option<LogEntry>,
    /// Hints (and the coach) are allowed for this seat.
    pub hints: bool,
}

impl Legal {
    /// Whether any die's hold may change.
    pub fn holds(&self) -> bool {
        self.hold != Holds::NONE
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    game: Match,
    options: MatchOptions,
    /// Identifies the match across its autosave and its history entry.
    id: String,
    started_unix: u64,
}

impl Session {
    /// A session for `game` played with `options`; refused when they do not go together (a
    /// CPU on a score pad, per-seat settings for seats that are not there, a log with actions
    /// the play mode forbids).
    pub fn new(
        game: Match,
        options: MatchOptions,
        id: String,
        started_unix: u64,
    ) -> Result<Session, SessionError> {
        let seats = game.seats().len();
        options.validate(seats).map_err(SessionError::Options)?;
        if let Some(why) = options.check_seats(game.seats()) {
            return Err(SessionError::Seats(why));
        }
        options
            .check_log(&game.to_record())
            .map_err(SessionError::Log)?;
        Ok(Session {
            game,
            options,
            id,
            started_unix,
        })
    }

    /// A session from its saved parts: the record is accepted only through replay.
    pub fn from_record(
        record: MatchRecord,
        options: MatchOptions,
        id: String,
        started_unix: u64,
    ) -> Result<Session, SessionError> {
        options
            .validate(record.seats.len())
            .map_err(SessionError::Options)?;
        options.check_log(&record).map_err(SessionError::Log)?;
        if let Some(why) = options.check_seats(&record.seats) {
            return Err(SessionError::Seats(why));
        }
        let game = Match::from_record(record)?;
        Ok(Session {
            game,
            options,
            id,
            started_unix,
        })
    }

    pub fn game(&self) -> &Match {
        &self.game
    }

    pub fn options(&self) -> &MatchOptions {
        &self.options
    }

    pub fn id(&self) -> &str {
        &self.id
    }

    pub fn started_unix(&self) -> u64 {
        self.started_unix
    }

    /// The CPUs' pace: a matter of watching, not of play, so it may change at any time.
    pub fn set_cpu_speed(&mut self, speed: super::CpuSpeed) {
        self.options.cpu_speed = speed;
    }

    /// Whether a person plays `seat` (a CPU otherwise).
    pub fn is_person(&self, seat: SeatId) -> bool {
        self.game
            .seat(seat)
            .is_some_and(|s| s.kind == SeatKind::Human)
    }

    /// The coach of `seat`: Off whenever hints are off.
    pub fn coach(&self, seat: SeatId) -> CoachMode {
        self.options.coach_for(seat.index())
    }

    /// Whether `seat` may take `action` now, and what it would do; nothing changes.
    pub fn check(&self, seat: SeatId, action: Action) -> Result<Event, Refusal> {
        self.options.allows(seat.index(), action)?;
        Ok(self.game.check(seat, action)?)
    }

    /// Whether `seat` may take `action` now.
    pub fn is_legal(&self, seat: SeatId, action: Action) -> bool {
        self.check(seat, action).is_ok()
    }

    /// Performs `action` for `seat`, or refuses it and changes nothing.
    pub fn apply(&mut self, seat: SeatId, action: Action) -> Result<Event, Refusal> {
        self.apply_as(seat, action, None)
    }

    /// [`Session::apply`], made by a CPU of `stand_in` for an absent person (see
    /// [`Match::apply_as`]).
    pub fn apply_as(
        &mut self,
        seat: SeatId,
        action: Action,
        stand_in: Option<crate::game::Level>,
    ) -> Result<Event, Refusal> {
        self.options.allows(seat.index(), action)?;
        Ok(self.game.apply_as(seat, action, stand_in)?)
    }

    /// What undo by `seat` would take back, or why it cannot.
    ///
    /// A seat takes back only its own latest move (a correction on a score pad is the
    /// table's, so any seat's), and only a person's: a CPU's moves stand. A placement can be
    /// taken back only until the next seat throws, since undo never reaches past a throw.
    pub fn undo_check(&self, seat: SeatId) -> Result<LogEntry, UndoRefusal> {
        if !self.options.undo {
            return Err(UndoRefusal::Off);
        }
        if self.game.is_over() {
            return Err(UndoRefusal::MatchOver);
        }
        let last = *self
            .game
            .log()
            .iter()
            .rev()
            .find(|e| !e.undone)
            .ok_or(UndoRefusal::Nothing)?;
        if !self.is_person(last.seat) {
            return Err(UndoRefusal::CpuMove);
        }
        if matches!(last.action, Action::Roll) {
            return Err(UndoRefusal::AfterThrow);
        }
        if last.seat != seat && !last.action.is_correction() {
            return Err(UndoRefusal::NotYours { author: last.seat });
        }
        // A CPU's turn begins the moment the placement before it is made, and a CPU plays
        // on without waiting for anyone: were the placement open to undo until the CPU's
        // first throw, whether it could be taken back would depend on the CPU's speed. It
        // stands at once instead, at every speed.
        if let Some(current) = self.game.current_seat()
            && current != last.seat
            && !self.is_person(current)
        {
            return Err(UndoRefusal::CpuTurnBegun);
        }
        // The next seat threw and took that throw back: the placement before it was seen
        // past, so it stands (undo never reaches back past a throw).
        if let Some(current) = self.game.current_seat()
            && current != last.seat
            && let Some(at) = self.game.log().iter().rposition(|e| !e.undone)
            && self.game.log().get(at + 1..).is_some_and(|after| {
                after.iter().any(|e| {
                    e.seat == current && matches!(e.action, Action::Throw { .. } | Action::Roll)
                })
            })
        {
            return Err(UndoRefusal::AfterThrow);
        }
        self.game.undoable(seat).ok_or(UndoRefusal::Fixed)
    }

    /// Takes back `seat`'s latest move (see [`Session::undo_check`]), or refuses and changes
    /// nothing.
    pub fn undo(&mut self, seat: SeatId) -> Result<Undone, Refusal> {
        let expected = self.undo_check(seat)?;
        let before = self.game.current_seat();
        let mut next = self.game.clone();
        let entry = next.undo(seat).ok_or(UndoRefusal::Fixed)?;
        debug_assert_eq!(entry, expected);
        let now = next.current_seat();
        self.game = next;
        Ok(Undone {
            entry,
            returns_to: now.filter(|&s| Some(s) != before),
        })
    }

    /// Takes back `seat`'s latest throw of real dice, typed in, to be typed again: whatever
    /// the undo policy, since the dice on the table are what they are and a typing slip must
    /// be fixable. Returns the dice that were typed, and which the player said stayed down.
    pub fn take_back_typed_throw(
        &mut self,
        seat: SeatId,
    ) -> Result<(crate::rules::Dice, Option<crate::rules::Holds>), Refusal> {
        let last = self.game.log().iter().rev().find(|e| !e.undone).copied();
        let Some(LogEntry {
            action: Action::Throw { dice, kept },
            ..
        }) = last.filter(|e| e.seat == seat)
        else {
            return Err(UndoRefusal::NothingTyped.into());
        };
        let mut next = self.game.clone();
        next.undo(seat).ok_or(UndoRefusal::Fixed)?;
        self.game = next;
        Ok((dice, kept))
    }

    /// What `seat` may do now.
    pub fn legal(&self, seat: SeatId) -> Legal {
        let to_play = self.game.current_seat() == Some(seat);
        let can = |action| self.is_legal(seat, action);
        let hold = DieIndex::ALL
            .into_iter()
            .filter(|&die| can(Action::ToggleHold { die }))
            .fold(Holds::NONE, |h, d| h.with(d, true));
        let dice_mode = !self.options.score_pad;
        let score = to_play
            && dice_mode
            && self.game.throw().is_some()
            && self
                .game
                .placements()
                .is_some_and(|p| p.allowed().next().is_some());
        let type_throw = to_play
            && self.options.real_dice_for(seat.index())
            && self
                .game
                .throw()
                .is_none_or(|t| t.rolls_used < self.game.rules().max_rolls());
        let record = to_play && self.options.score_pad;
        let correct = self.options.score_pad
            && !self.game.is_over()
            && self.game.card(seat).is_some_and(|c| c.filled_count() > 0);
        Legal {
            to_play,
            roll: can(Action::Roll),
            hold,
            score,
            type_throw,
            record,
            correct,
            undo: self.undo_check(seat).ok(),
            hints: self.options.hints && self.is_person(seat) && !self.game.is_over(),
        }
    }
}
