//! The match: seats, whose turn it is, the dice on the table, holds, rolls used, and the turn
//! state machine on top of [`crate::rules`].
//!
//! Every change goes through [`Match::apply`], which either performs a legal action and says
//! what happened, or refuses with a [`RuleError`] and leaves the match exactly as it was.
//! Humans and CPUs send the same [`Action`]s.

mod choice;
mod options;
mod record;
mod rng;
mod seat;
mod session;
pub mod tape;
mod turns;

use serde::{Deserialize, Serialize};
use yahtzee_l10n::t;

pub use choice::Choice;
pub use options::{
    CoachMeasure, CoachMode, CpuSpeed, LogMisfit, MAX_COACH_THRESHOLD, MatchOptions, ModeError,
    OptionsError, PlayMode, UnknownPlayMode, cycle,
};
pub use record::{CardRecord, ColumnRecord, LoadError, MatchRecord, TurnRecord};
pub use rng::{DiceSource, Pcg32, RngStateError, STREAM};
pub use seat::{
    Level, MAX_NAME_CHARS, MAX_SEATS, Seat, SeatError, SeatKind, UnknownLevel, cpu_name,
    parse_players, validate_new_seats, validate_seats,
};
pub use session::{Legal, Refusal, Session, SessionError, UndoRefusal, Undone};
pub use tape::{Day, DayError, Draw, Tape, TapeSeedError, daily_seed};
pub use turns::{TakenBack, ThrowRecord, TurnStory};

use crate::rules::{
    BoxId, Card, CardPlacements, ColumnId, Counts, Dice, DieIndex, Face, Holds, PlaceError, Placed,
    Ruleset, Spot, ranks,
};

/// A seat's position at the table, 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SeatId(pub u8);

impl SeatId {
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat as people count it, from 1. Widened first: a seat id read from a file may be
    /// 255, and 255 + 1 in a `u8` is 0 (or a panic with overflow checks).
    pub fn number(self) -> u16 {
        u16::from(self.0) + 1
    }
}

/// Everything a player (or CPU) can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "action")]
pub enum Action {
    /// Throw every die that is not held (all five on the first roll).
    Roll,
    /// Hold a die, or release it.
    ToggleHold { die: DieIndex },
    /// Fill a box with the current dice; ends the turn.
    Score {
        #[serde(rename = "box")]
        b: BoxId,
        /// The column, on cards with more than one (absent for the first).
        #[serde(default, skip_serializing_if = "ColumnId::is_first")]
        column: ColumnId,
    },
    /// A throw of real dice, typed in: the five faces now on the table, and which of them
    /// stayed down if the player said so (`33/514`: the first two were kept); if not, which
    /// were kept is read from the faces before it.
    Throw {
        dice: Dice,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        kept: Option<Holds>,
    },
    /// Score pad: fill a box with points (and an extra-Yahtzee bonus), no dice involved;
    /// ends the turn.
    Record {
        #[serde(rename = "box")]
        b: BoxId,
        #[serde(default, skip_serializing_if = "ColumnId::is_first")]
        column: ColumnId,
        points: u16,
        bonus: bool,
    },
    /// Score pad: change the points in a filled box of the acting seat's card (any time
    /// during the match, whoever's turn it is).
    Correct {
        #[serde(rename = "box")]
        b: BoxId,
        #[serde(default, skip_serializing_if = "ColumnId::is_first")]
        column: ColumnId,
        points: u16,
    },
    /// Score pad: change how many extra-Yahtzee bonuses a column of the acting seat's card
    /// holds.
    CorrectBonus {
        count: u16,
        #[serde(default, skip_serializing_if = "ColumnId::is_first")]
        column: ColumnId,
    },
}

impl Action {
    /// Scores the dice in `b` of the first (on most cards, the only) column.
    pub const fn score(b: BoxId) -> Action {
        Action::Score {
            b,
            column: ColumnId::FIRST,
        }
    }

    /// A typed throw of real dice, which dice stayed down read from the faces.
    pub const fn throw(dice: Dice) -> Action {
        Action::Throw { dice, kept: None }
    }

    /// Scores the dice in `spot`.
    pub const fn score_at(spot: Spot) -> Action {
        Action::Score {
            b: spot.b,
            column: spot.column,
        }
    }

    /// The spot a placement, pad entry or correction names.
    pub const fn spot(&self) -> Option<Spot> {
        match *self {
            Action::Score { b, column }
            | Action::Record { b, column, .. }
            | Action::Correct { b, column, .. } => Some(Spot::new(column, b)),
            _ => None,
        }
    }

    /// Whether the action belongs to a score pad (no dice).
    pub fn is_pad(&self) -> bool {
        matches!(
            self,
            Action::Record { .. } | Action::Correct { .. } | Action::CorrectBonus { .. }
        )
    }

    /// Whether the action is a correction, which any seat's card may take at any time.
    pub fn is_correction(&self) -> bool {
        matches!(self, Action::Correct { .. } | Action::CorrectBonus { .. })
    }
}

/// What an accepted action did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    Rolled {
        seat: SeatId,
        dice: Dice,
        thrown: Holds,
        rolls_used: u8,
    },
    HoldToggled {
        seat: SeatId,
        die: DieIndex,
        held: bool,
    },
    Scored {
        seat: SeatId,
        placed: Placed,
        next: Option<SeatId>,
    },
    /// A score-pad correction: `b` (or, for `None`, the extra-Yahtzee bonuses) of `column`
    /// went from `before` to `after` on `seat`'s card.
    Corrected {
        seat: SeatId,
        column: ColumnId,
        b: Option<BoxId>,
        before: u16,
        after: u16,
    },
}

/// Why an action was refused. The match is unchanged whenever one of these comes back.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("{}", t!("core-refuse-match-over"))]
    MatchOver,
    #[error("{}", t!("core-refuse-not-your-turn"))]
    NotYourTurn { seat: SeatId, current: SeatId },
    #[error("{}", t!("core-refuse-no-seat", seat = .0.number()))]
    NoSuchSeat(SeatId),
    #[error("{}", t!("core-refuse-no-throws-left"))]
    NoRollsLeft,
    #[error("{}", t!("core-refuse-all-held"))]
    AllHeld,
    #[error("{}", t!("core-refuse-throw-first"))]
    NotRolledYet,
    #[error("{}", t!("core-refuse-sticky-hold"))]
    StickyHold(DieIndex),
    #[error("{0}")]
    Place(#[from] PlaceError),
    #[error("{}", t!("core-refuse-not-undoable"))]
    NotUndoable,
    #[error("{0}")]
    Pad(#[from] crate::rules::PadError),
    #[error("{0}")]
    Card(#[from] crate::rules::CardError),
    #[error("{}", t!("core-refuse-dice-on-pad"))]
    DiceOnPad,
    #[error("{}", t!("core-refuse-kept-on-first-throw"))]
    KeptOnFirstThrow,
    #[error("{}", t!("core-refuse-kept-not-thrown", kept = .kept.to_string(), before = .before.to_string()))]
    KeptNotThrown { kept: Counts, before: Counts },
    #[error("{}", t!("core-refuse-stand-in-for-cpu"))]
    StandInForCpu,
}

/// The dice on the table during a turn, once thrown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Throw {
    pub dice: Dice,
    pub held: Holds,
    /// 1 after the first roll; never above the ruleset's `max_rolls`.
    pub rolls_used: u8,
}

impl Throw {
    /// Throws the dice not held, each face drawn from `face` (told the die's position) die by
    /// die from the left; a turn's first throw (`before` is `None`) throws all five. Refused
    /// with no throws left or every die held. Returns the throw and the dice it moved.
    pub fn roll(
        before: Option<Throw>,
        rules: &Ruleset,
        mut face: impl FnMut(DieIndex) -> Face,
    ) -> Result<(Throw, Holds), RuleError> {
        let (mut dice, held, rolls_used) = match before {
            None => (Dice::new([Face::One; 5]), Holds::NONE, 0),
            Some(t) if t.rolls_used >= rules.max_rolls() => return Err(RuleError::NoRollsLeft),
            Some(t) if t.held.is_all() => return Err(RuleError::AllHeld),
            Some(t) => (t.dice, t.held, t.rolls_used),
        };
        let mut thrown = Holds::NONE;
        for die in DieIndex::ALL {
            if !held.contains(die) {
                dice.set(die, face(die));
                thrown = thrown.with(die, true);
            }
        }
        let throw = Throw {
            dice,
            held,
            rolls_used: rolls_used.saturating_add(1),
        };
        Ok((throw, thrown))
    }

    /// This throw with `die` held or released: refused with no throws left, and for a held
    /// die under sticky holds.
    pub fn toggled(self, rules: &Ruleset, die: DieIndex) -> Result<Throw, RuleError> {
        if self.rolls_used >= rules.max_rolls() {
            return Err(RuleError::NoRollsLeft);
        }
        if rules.sticky_holds() && self.held.contains(die) {
            return Err(RuleError::StickyHold(die));
        }
        Ok(Throw {
            held: self.held.toggled(die),
            ..self
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Turn {
    pub seat: SeatId,
    /// `None` until the first roll of the turn.
    pub throw: Option<Throw>,
}

/// One accepted action, in order. `undone` marks a placement or typed throw taken back (the
/// latest of its turn stays in the log); older saves also hold taken-back hold changes and
/// corrections, which load but are no longer kept.
///
/// Read back through `RawLogEntry`: serde's `flatten` cannot refuse unknown keys, and a
/// log entry with a stray or misspelt key is a damaged file, not a default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawLogEntry")]
pub struct LogEntry {
    pub seat: SeatId,
    #[serde(flatten)]
    pub action: Action,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub undone: bool,
    /// The level of the CPU that made this move for a person who was away (a guest who
    /// dropped from a hosted table); absent when the seat's own player made it, so older
    /// logs read as before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stand_in: Option<Level>,
}

/// The kinds of [`Action`], as a log entry names them.
#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(rename_all = "snake_case")]
enum ActionKind {
    Roll,
    ToggleHold,
    Score,
    Throw,
    Record,
    Correct,
    CorrectBonus,
}

/// A log entry exactly as the file may spell it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLogEntry {
    seat: SeatId,
    action: ActionKind,
    #[serde(default)]
    die: Option<DieIndex>,
    #[serde(default, rename = "box")]
    b: Option<BoxId>,
    #[serde(default)]
    column: Option<ColumnId>,
    #[serde(default)]
    dice: Option<Dice>,
    #[serde(default)]
    kept: Option<Holds>,
    #[serde(default)]
    points: Option<u16>,
    #[serde(default)]
    bonus: Option<bool>,
    #[serde(default)]
    count: Option<u16>,
    #[serde(default)]
    undone: bool,
    #[serde(default)]
    stand_in: Option<Level>,
}

/// Why a saved log entry does not describe an action: its fields do not fit its kind.
#[derive(Clone, Copy, Debug, thiserror::Error)]
enum LogEntryError {
    #[error("a {0:?} entry names no column")]
    NoColumn(ActionKind),
    #[error("a {0:?} entry names no kept dice")]
    NoKeptDice(ActionKind),
    #[error(
        "a {0:?} entry needs exactly its own fields (roll: none, toggle_hold: die, score: box, throw: dice, record: box points bonus, correct: box points, correct_bonus: count)"
    )]
    Fields(ActionKind),
}

impl TryFrom<RawLogEntry> for LogEntry {
    type Error = LogEntryError;
    fn try_from(raw: RawLogEntry) -> Result<LogEntry, LogEntryError> {
        let fields = (raw.die, raw.b, raw.dice, raw.points, raw.bonus, raw.count);
        // Only the entries that name a box or bonus of a card may name its column.
        let takes_column = matches!(
            raw.action,
            ActionKind::Score | ActionKind::Record | ActionKind::Correct | ActionKind::CorrectBonus
        );
        if raw.column.is_some() && !takes_column {
            return Err(LogEntryError::NoColumn(raw.action));
        }
        if raw.kept.is_some() && !matches!(raw.action, ActionKind::Throw) {
            return Err(LogEntryError::NoKeptDice(raw.action));
        }
        let column = raw.column.unwrap_or_default();
        let action = match (raw.action, fields) {
            (ActionKind::Roll, (None, None, None, None, None, None)) => Action::Roll,
            (ActionKind::ToggleHold, (Some(die), None, None, None, None, None)) => {
                Action::ToggleHold { die }
            }
            (ActionKind::Score, (None, Some(b), None, None, None, None)) => {
                Action::Score { b, column }
            }
            (ActionKind::Throw, (None, None, Some(dice), None, None, None)) => Action::Throw {
                dice,
                kept: raw.kept,
            },
            (ActionKind::Record, (None, Some(b), None, Some(points), Some(bonus), None)) => {
                Action::Record {
                    b,
                    column,
                    points,
                    bonus,
                }
            }
            (ActionKind::Correct, (None, Some(b), None, Some(points), None, None)) => {
                Action::Correct { b, column, points }
            }
            (ActionKind::CorrectBonus, (None, None, None, None, None, Some(count))) => {
                Action::CorrectBonus { count, column }
            }
            (kind, _) => return Err(LogEntryError::Fields(kind)),
        };
        Ok(LogEntry {
            seat: raw.seat,
            action,
            undone: raw.undone,
            stand_in: raw.stand_in,
        })
    }
}

/// What a correction changes: one box of a column, or a column's count of extra Yahtzees.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    Box(ColumnId, BoxId),
    Bonus(ColumnId),
}

impl Target {
    fn of(action: &Action) -> Option<Target> {
        match *action {
            Action::Correct { b, column, .. } => Some(Target::Box(column, b)),
            Action::CorrectBonus { column, .. } => Some(Target::Bonus(column)),
            _ => None,
        }
    }

    /// Whether other entries' legality depends on the value: the Yahtzee boxes (the Joker,
    /// the extra bonus) and the bonus counts (which may need a positive Yahtzee).
    fn coupled(self) -> bool {
        matches!(self, Target::Bonus(_) | Target::Box(_, BoxId::Yahtzee))
    }

    /// 0 for a correction that can only loosen the Yahtzee/bonus check, 1 for a Yahtzee of 0,
    /// 2 for a positive bonus count: in this order a run of them always holds.
    fn tightening(action: &Action) -> u8 {
        match *action {
            Action::Correct {
                b: BoxId::Yahtzee,
                points: 0,
                ..
            } => 1,
            Action::CorrectBonus { count, .. } if count > 0 => 2,
            _ => 0,
        }
    }
}

/// The most entries a log can hold: what [`Match::apply`] and [`Match::undo`] keep.
///
/// With `t` turns (`seats` × rounds), `r` throws a turn and `c` columns:
/// - per turn at most `r` throws, five hold changes between two throws (`5 × (r − 1)`; none
///   before the first or after the last), one placement, and one taken-back placement or
///   typed throw;
/// - per seat, after its `k`-th placement (k = 0 to rounds), one correction for each of its
///   `k` filled boxes and `c` bonus counts: `rounds × (rounds + 1) / 2 + (rounds + 1) × c`.
///
/// For the largest table (Triple: 39 rounds, 4 seats, 5 throws) that is
/// 156 × (5 + 20 + 1 + 1) + 4 × (780 + 120) = 4212 + 3600 = 7812 entries.
pub fn max_log_entries(rules: &Ruleset, seats: usize) -> usize {
    let rounds = usize::from(rules.layout().turns());
    let columns = rules.layout().columns().len();
    let throws = usize::from(rules.max_rolls());
    let per_turn = throws + 5 * throws.saturating_sub(1) + 2;
    let corrections = rounds * (rounds + 1) / 2 + (rounds + 1) * columns;
    seats * rounds * per_turn + seats * corrections
}

/// What a new match is made from. Its dice are the tape of `seed`
/// ([`MatchSetup::dice_source`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchSetup {
    pub rules: Ruleset,
    pub seats: Vec<Seat>,
    pub seed: u64,
    /// Every seat throws the same dice (the same tape); absent in setups saved before it.
    #[serde(default)]
    pub same_dice: bool,
}

impl MatchSetup {
    /// The dice of a new match: always a tape, so a face depends on its place and not on the
    /// throws before it (the luck account, Perfect on a seat's dice and same dice all need
    /// that, and an undo cannot fish for other dice).
    pub fn dice_source(&self) -> DiceSource {
        DiceSource::tape(self.seed, self.same_dice)
    }
}

/// A seat's final standing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    pub seat: SeatId,
    pub total: u32,
    pub rank: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    rules: Ruleset,
    seats: Vec<Seat>,
    cards: Vec<Card>,
    turn: Option<Turn>,
    dice_source: DiceSource,
    start_source: DiceSource,
    log: Vec<LogEntry>,
    /// Each seat's card as its latest placement left it, before any correction since: where
    /// [`Match::compact_correction`] checks a reordered run of corrections from.
    placed_cards: Vec<Card>,
}

impl Match {
    pub fn new(setup: &MatchSetup) -> Result<Match, SeatError> {
        Match::with_dice(setup.rules, setup.seats.clone(), setup.dice_source())
    }

    /// Whether every seat throws the same dice.
    pub fn same_dice(&self) -> bool {
        self.start_source.as_tape().is_some_and(|t| t.same_dice)
    }

    /// A match whose dice come from `source`; tests use a scripted source.
    pub fn with_dice(
        rules: Ruleset,
        seats: Vec<Seat>,
        source: DiceSource,
    ) -> Result<Match, SeatError> {
        validate_seats(&seats)?;
        let seats_count = seats.len();
        Ok(Match {
            rules,
            cards: vec![Card::empty(&rules); seats.len()],
            seats,
            turn: Some(Turn {
                seat: SeatId(0),
                throw: None,
            }),
            start_source: source.clone(),
            dice_source: source,
            log: Vec::new(),
            placed_cards: vec![Card::empty(&rules); seats_count],
        })
    }

    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    pub fn seat(&self, seat: SeatId) -> Option<&Seat> {
        self.seats.get(seat.index())
    }

    pub fn seat_ids(&self) -> impl Iterator<Item = SeatId> + use<> {
        // At most four seats, so the index always fits.
        (0..self.seats.len() as u8).map(SeatId)
    }

    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    pub fn card(&self, seat: SeatId) -> Option<&Card> {
        self.cards.get(seat.index())
    }

    pub fn turn(&self) -> Option<&Turn> {
        self.turn.as_ref()
    }

    pub fn current_seat(&self) -> Option<SeatId> {
        self.turn.map(|t| t.seat)
    }

    pub fn throw(&self) -> Option<&Throw> {
        self.turn.as_ref().and_then(|t| t.throw.as_ref())
    }

    pub fn is_over(&self) -> bool {
        self.turn.is_none()
    }

    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }

    pub fn dice_source(&self) -> &DiceSource {
        &self.dice_source
    }

    pub fn start_dice_source(&self) -> &DiceSource {
        &self.start_source
    }

    /// Throws left this turn (all of them before the first roll); 0 once the match is over.
    pub fn rolls_left(&self) -> u8 {
        match self.turn {
            None => 0,
            Some(Turn { throw: None, .. }) => self.rules.max_rolls(),
            Some(Turn { throw: Some(t), .. }) => {
                self.rules.max_rolls().saturating_sub(t.rolls_used)
            }
        }
    }

    /// The round being played, from 1 to [`Match::rounds`] (the last once the match is over).
    pub fn round(&self) -> usize {
        match self.turn {
            Some(turn) => self.cards[turn.seat.index()].filled_count() + 1,
            None => self.rounds(),
        }
    }

    /// Rounds in the match: one per box of the card.
    pub fn rounds(&self) -> usize {
        usize::from(self.rules.layout().turns())
    }

    /// Where the current dice may go, for the seat to play.
    pub fn placements(&self) -> Option<CardPlacements> {
        let turn = self.turn?;
        let throw = turn.throw?;
        Some(self.cards[turn.seat.index()].placements(&self.rules, &throw.dice))
    }

    pub fn total(&self, seat: SeatId) -> u32 {
        self.card(seat).map_or(0, |c| c.total(&self.rules))
    }

    /// Every seat's total and rank, best first (ties share a rank, seat order breaks them for
    /// display only).
    pub fn standings(&self) -> Vec<Standing> {
        let totals: Vec<u32> = self.cards.iter().map(|c| c.total(&self.rules)).collect();
        let ranks = ranks(&totals);
        let mut standings: Vec<Standing> = self
            .seat_ids()
            .map(|seat| Standing {
                seat,
                total: totals[seat.index()],
                rank: ranks[seat.index()],
            })
            .collect();
        standings.sort_by_key(|s| (s.rank, s.seat));
        standings
    }

    /// Performs `action` for `seat`, or refuses it and changes nothing.
    ///
    /// The log stays bounded ([`max_log_entries`]): an action that cancels or supersedes an
    /// earlier one of its kind replaces it instead of piling up behind it.
    pub fn apply(&mut self, seat: SeatId, action: Action) -> Result<Event, RuleError> {
        self.apply_as(seat, action, None)
    }

    /// [`Match::apply`], made by a CPU of `stand_in` for the person whose seat it is while
    /// they are away (with `None`, by the seat's own player): the log keeps who made it.
    pub fn apply_as(
        &mut self,
        seat: SeatId,
        action: Action,
        stand_in: Option<Level>,
    ) -> Result<Event, RuleError> {
        if stand_in.is_some() && self.seat(seat).is_some_and(|s| s.kind != SeatKind::Human) {
            return Err(RuleError::StandInForCpu);
        }
        let event = self.perform(seat, action)?;
        self.log_action(LogEntry {
            seat,
            action,
            undone: false,
            stand_in,
        });
        Ok(event)
    }

    /// A fingerprint of the position: equal for two states of one match exactly when their
    /// logs are equal. The log's length is not enough, since a hold change or a correction
    /// may replace an entry instead of adding one.
    pub fn position_id(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        self.log.hash(&mut hasher);
        hasher.finish()
    }

    /// Adds an accepted action to the log, folding it into an earlier entry it cancels or
    /// supersedes.
    fn log_action(&mut self, entry: LogEntry) {
        match entry.action {
            Action::ToggleHold { die } => {
                // Hold changes between two throws add up to one set of toggled dice: a die
                // toggled again is no change at all, so the earlier toggle goes and this one is
                // not kept. At most five toggles stand between two throws.
                if let Some(earlier) = self.toggle_since_throw(entry.seat, die) {
                    self.log.remove(earlier);
                    return;
                }
            }
            Action::Correct { .. } | Action::CorrectBonus { .. } => {
                if self.compact_correction(entry) {
                    return;
                }
            }
            Action::Roll | Action::Score { .. } | Action::Throw { .. } | Action::Record { .. } => {}
        }
        self.log.push(entry);
    }

    /// The live toggle of `die` since the latest throw, if there is one.
    fn toggle_since_throw(&self, seat: SeatId, die: DieIndex) -> Option<usize> {
        for (i, e) in self.log.iter().enumerate().rev() {
            if e.undone {
                continue;
            }
            match e.action {
                Action::ToggleHold { die: d } if d == die && e.seat == seat => return Some(i),
                Action::Roll
                | Action::Throw { .. }
                | Action::Score { .. }
                | Action::Record { .. } => {
                    return None;
                }
                Action::ToggleHold { .. }
                | Action::Correct { .. }
                | Action::CorrectBonus { .. } => {}
            }
        }
        None
    }

    /// Where `seat`'s corrections since its latest placement begin: the entry after that
    /// placement (0 before its first).
    fn since_placement(&self, seat: SeatId) -> usize {
        self.log
            .iter()
            .rposition(|e| {
                !e.undone
                    && e.seat == seat
                    && matches!(e.action, Action::Score { .. } | Action::Record { .. })
            })
            .map_or(0, |i| i + 1)
    }

    /// Folds a correction into an earlier live one of the same box (or bonus count) of the
    /// same card made since that seat's latest placement; returns whether it did (then the
    /// log already holds `entry`).
    ///
    /// Only that seat's own placements read its card's values, and of the values only the
    /// Yahtzee boxes and the bonus counts decide whether anything is legal. So the earlier
    /// correction of any other box may simply go, with the new one at the end. A Yahtzee box
    /// and a bonus count check each other (bonuses may need a positive Yahtzee), so for them
    /// the run of such corrections since the placement is checked again from the card the
    /// placement left; if the plain order fails, the run is written in an order that always
    /// holds: the ones that loosen the check first (a positive Yahtzee, no bonus), then a
    /// Yahtzee of 0, then a positive bonus count. The seat's placements taken back since then
    /// are dropped, since they stood on values that move.
    fn compact_correction(&mut self, entry: LogEntry) -> bool {
        let Some(target) = Target::of(&entry.action) else {
            return false;
        };
        let seat = entry.seat;
        let start = self.since_placement(seat);
        let same = |e: &LogEntry, t: Target| {
            !e.undone && e.seat == seat && Target::of(&e.action) == Some(t)
        };
        let Some(earlier) = (start..self.log.len())
            .rev()
            .find(|&i| same(&self.log[i], target))
        else {
            return false;
        };
        if !target.coupled() {
            self.log.remove(earlier);
            self.log.push(entry);
            return true;
        }
        let coupled: Vec<usize> = (start..self.log.len())
            .filter(|&i| {
                let e = &self.log[i];
                !e.undone
                    && e.seat == seat
                    && i != earlier
                    && Target::of(&e.action).is_some_and(Target::coupled)
            })
            .collect();
        let mut run: Vec<LogEntry> = coupled.iter().map(|&i| self.log[i]).collect();
        run.push(entry);
        let moved: Vec<usize> = if self.corrections_hold(seat, &run) {
            run = vec![entry];
            vec![earlier]
        } else {
            run.sort_by_key(|e| Target::tightening(&e.action));
            if !self.corrections_hold(seat, &run) {
                // Not reached under the card's checks (see above); the plain entry is kept so
                // no action is ever lost.
                return false;
            }
            coupled.iter().copied().chain([earlier]).collect()
        };
        let log = std::mem::take(&mut self.log);
        self.log = log
            .into_iter()
            .enumerate()
            .filter(|(i, e)| {
                let taken_back_placement = e.undone
                    && e.seat == seat
                    && matches!(e.action, Action::Score { .. } | Action::Record { .. });
                !(moved.contains(i) || (*i >= start && taken_back_placement))
            })
            .map(|(_, e)| e)
            .collect();
        self.log.extend(run);
        true
    }

    /// Whether `run`, a seat's corrections in order, holds from the card its latest placement
    /// left.
    fn corrections_hold(&self, seat: SeatId, run: &[LogEntry]) -> bool {
        let Some(mut card) = self.placed_cards.get(seat.index()).copied() else {
            return false;
        };
        for e in run {
            let next = match e.action {
                Action::Correct { b, column, points } => {
                    card.corrected(&self.rules, Spot::new(column, b), points)
                }
                Action::CorrectBonus { count, column } => {
                    card.with_extra_yahtzees(&self.rules, column, count)
                }
                _ => return false,
            };
            match next {
                Ok(c) => card = c,
                Err(_) => return false,
            }
        }
        true
    }

    /// Whether the holds on the table are known rather than guessed: dice held by key, or
    /// real dice whose keep the player said (`33/514`). The holds read from the faces of a
    /// typed throw are a guess, so under sticky holds they must not narrow the next keep of
    /// the hints or the review.
    pub fn holds_known(&self) -> bool {
        !self
            .log
            .iter()
            .rev()
            .find(|e| !e.undone && !matches!(e.action, Action::ToggleHold { .. }))
            .is_some_and(|e| matches!(e.action, Action::Throw { kept: None, .. }))
    }

    /// Keeps a taken-back entry: a turn keeps only its latest one, so taking back, doing
    /// again and taking back again cannot grow the log.
    fn keep_taken_back(&mut self, entry: LogEntry) {
        let turn_start = self
            .log
            .iter()
            .rposition(|e| {
                !e.undone && matches!(e.action, Action::Score { .. } | Action::Record { .. })
            })
            .map_or(0, |i| i + 1);
        let mut at = 0;
        self.log.retain(|e| {
            let keep = at < turn_start || !e.undone;
            at += 1;
            keep
        });
        self.log.push(LogEntry {
            undone: true,
            ..entry
        });
    }

    /// Takes back `seat`'s latest hold change or placement, if no die has been thrown since
    /// and the match is not over. Returns the entry taken back.
    ///
    /// A hold change or a correction taken back leaves no trace: it changed nothing that
    /// lasts. Since toggling a die twice between throws keeps neither toggle, taking back a
    /// hold change takes back the latest *net* change: after holding die 1, holding die 2 and
    /// releasing die 1, undo releases die 2. A placement or a typed throw taken back stays in
    /// the log marked undone (the latest one of the turn only), so the story of a mistyped
    /// throw survives.
    ///
    /// The match is rebuilt by replaying the log without the undone entries. That gives the
    /// exact previous state because undo never reaches back past a throw, so the dice
    /// generator is consumed exactly as before.
    pub fn undo(&mut self, seat: SeatId) -> Option<LogEntry> {
        let entry = self.undoable(seat)?;
        let index = self.log.iter().rposition(|e| !e.undone)?;
        if let Action::ToggleHold { die } = entry.action {
            // A hold change touched nothing but the hold, so it is reversed in place; nothing
            // taken back after it read the hold (under sticky holds a hold is never taken
            // back), so those entries stay.
            let mut turn = self.turn?;
            let mut throw = turn.throw?;
            throw.held = throw.held.toggled(die);
            turn.throw = Some(throw);
            self.turn = Some(turn);
            self.log.remove(index);
            return Some(entry);
        }
        let mut log = self.log.clone();
        match entry.action {
            Action::ToggleHold { .. } => {}
            // A placement taken back after a correction stood on the corrected value.
            Action::Correct { .. } | Action::CorrectBonus { .. } => {
                log.remove(index);
                let mut at = 0;
                log.retain(|e| {
                    let keep = at < index
                        || !matches!(e.action, Action::Score { .. } | Action::Record { .. });
                    at += 1;
                    keep
                });
            }
            // Whatever was taken back after it stood on what is now taken back too; the latest
            // taken back is the one the turn keeps.
            Action::Roll | Action::Score { .. } | Action::Throw { .. } | Action::Record { .. } => {
                log.truncate(index + 1);
                log[index].undone = true;
            }
        }
        let rebuilt = Match::replay(
            self.rules,
            self.seats.clone(),
            self.start_source.clone(),
            &log,
        )
        .ok()?;
        *self = rebuilt;
        Some(entry)
    }

    /// What [`Match::undo`] by `seat` would take back now, without taking it back.
    pub fn undoable(&self, seat: SeatId) -> Option<LogEntry> {
        let entry = *self.log.iter().rev().find(|e| !e.undone)?;
        // A correction is the table's, not a seat's: whoever plays may take it back.
        let undoable = (entry.seat == seat || entry.action.is_correction())
            && !matches!(entry.action, Action::Roll)
            && self.turn.is_some();
        (undoable && self.may_take_back(&entry)).then_some(entry)
    }

    /// What [`Match::apply`] would answer, without changing anything: the action is tried on
    /// a copy that leaves the log behind, so asking costs no more than the turn itself.
    pub fn check(&self, seat: SeatId, action: Action) -> Result<Event, RuleError> {
        let mut trial = Match {
            rules: self.rules,
            seats: self.seats.clone(),
            cards: self.cards.clone(),
            turn: self.turn,
            dice_source: self.dice_source.clone(),
            start_source: self.start_source.clone(),
            log: Vec::new(),
            placed_cards: self.placed_cards.clone(),
        };
        trial.perform(seat, action)
    }

    /// Whether `entry`, the latest action, may be taken back: never a throw of the game's
    /// dice (that would let a player throw again), and under sticky holds never a hold (a
    /// held die stays held). A typed throw of real dice may be: the dice on the table are
    /// what they are, and a mistyped one must be fixable.
    fn may_take_back(&self, entry: &LogEntry) -> bool {
        match entry.action {
            Action::Roll => false,
            Action::ToggleHold { die } => {
                !(self.rules.sticky_holds() && self.throw().is_some_and(|t| t.held.contains(die)))
            }
            Action::Score { .. }
            | Action::Throw { .. }
            | Action::Record { .. }
            | Action::Correct { .. }
            | Action::CorrectBonus { .. } => true,
        }
    }

    /// Rebuilds a match by applying `log` (skipping undone entries) from the start.
    ///
    /// An undone entry must have been legal where it stands, and neither a throw nor the
    /// match's last placement, so a log cannot smuggle in entries that never happened.
    ///
    /// The rebuilt log is the one [`Match::apply`] and [`Match::undo`] would have written: a
    /// log they wrote comes back unchanged, and an older, longer one (every toggle and every
    /// taken-back action kept) comes back folded, to the same cards, turn and dice.
    pub fn replay(
        rules: Ruleset,
        seats: Vec<Seat>,
        source: DiceSource,
        log: &[LogEntry],
    ) -> Result<Match, (usize, RuleError)> {
        let mut m = Match::with_dice(rules, seats, source)
            .map_err(|_| (0, RuleError::NoSuchSeat(SeatId(0))))?;
        for (i, entry) in log.iter().enumerate() {
            if entry.undone {
                // Tried on a copy without the log: copying the log for each taken-back entry
                // made a long log quadratic to load.
                let log = std::mem::take(&mut m.log);
                let mut trial = m.clone();
                m.log = log;
                trial
                    .perform(entry.seat, entry.action)
                    .map_err(|e| (i, e))?;
                // Sticky holds are not checked here: the previous release let undo release a
                // sticky hold, and its saves must still load.
                if matches!(entry.action, Action::Roll) || trial.is_over() {
                    return Err((i, RuleError::NotUndoable));
                }
                if matches!(
                    entry.action,
                    Action::Score { .. } | Action::Throw { .. } | Action::Record { .. }
                ) {
                    m.keep_taken_back(*entry);
                }
                continue;
            }
            m.apply_as(entry.seat, entry.action, entry.stand_in)
                .map_err(|e| (i, e))?;
        }
        Ok(m)
    }

    fn perform(&mut self, seat: SeatId, action: Action) -> Result<Event, RuleError> {
        if seat.index() >= self.seats.len() {
            return Err(RuleError::NoSuchSeat(seat));
        }
        let turn = self.turn.ok_or(RuleError::MatchOver)?;
        if action.is_correction() {
            return self.correct(seat, action);
        }
        if turn.seat != seat {
            return Err(RuleError::NotYourTurn {
                seat,
                current: turn.seat,
            });
        }
        match action {
            Action::Roll => {
                // Where each die lands on a tape: the round is this seat's (its filled boxes
                // plus one, which an undone placement gives back), the throw the turn's next.
                // Rounds stop at 39 and seats at 4, so the casts keep every value.
                let round = u8::try_from(self.round()).unwrap_or(u8::MAX);
                let throw_number = turn.throw.map_or(0, |t| t.rolls_used).saturating_add(1);
                let source = &mut self.dice_source;
                let (throw, thrown) = Throw::roll(turn.throw, &self.rules, |die| {
                    source.next_face(Draw {
                        round,
                        seat: seat.0,
                        throw: throw_number,
                        position: u8::from(die),
                    })
                })?;
                Ok(self.land(seat, throw.dice, throw.held, thrown, throw.rolls_used))
            }
            Action::ToggleHold { die } => {
                let throw = turn
                    .throw
                    .ok_or(RuleError::NotRolledYet)?
                    .toggled(&self.rules, die)?;
                self.turn = Some(Turn {
                    seat,
                    throw: Some(throw),
                });
                Ok(Event::HoldToggled {
                    seat,
                    die,
                    held: throw.held.contains(die),
                })
            }
            Action::Score { b, column } => {
                let throw = turn.throw.ok_or(RuleError::NotRolledYet)?;
                let placed = self.cards[seat.index()].place(
                    &self.rules,
                    &throw.dice,
                    Spot::new(column, b),
                )?;
                Ok(self.end_turn(seat, placed))
            }
            Action::Throw { dice, kept } => {
                let (held, rolls_used) = match turn.throw {
                    None if kept.is_some_and(|k| k != Holds::NONE) => {
                        return Err(RuleError::KeptOnFirstThrow);
                    }
                    None => (Holds::NONE, 0),
                    Some(t) if t.rolls_used >= self.rules.max_rolls() => {
                        return Err(RuleError::NoRollsLeft);
                    }
                    // Said by the player: only what the throw before showed can have stayed
                    // down, and at least one die must have been thrown.
                    Some(t) if let Some(k) = kept => {
                        if k.is_all() {
                            return Err(RuleError::AllHeld);
                        }
                        let (kept, before) = (dice.held_counts(k), t.dice.counts());
                        if Face::ALL.into_iter().any(|f| kept.of(f) > before.of(f)) {
                            return Err(RuleError::KeptNotThrown { kept, before });
                        }
                        (k, t.rolls_used)
                    }
                    // Real dice are never held by key: which dice stayed down is read from
                    // the faces, and that reading is a guess (a die thrown again may show its
                    // face again). Even under sticky holds, keeping nothing is always a keep
                    // the rules allow, so no throw is refused for the dice it lacks; the
                    // reading prefers the dice read as kept before.
                    Some(t) => (t.dice.kept_in(t.held, &dice), t.rolls_used),
                };
                let thrown = DieIndex::ALL
                    .into_iter()
                    .fold(Holds::NONE, |h, d| h.with(d, !held.contains(d)));
                Ok(self.land(seat, dice, held, thrown, rolls_used.saturating_add(1)))
            }
            Action::Record {
                b,
                column,
                points,
                bonus,
            } => {
                if turn.throw.is_some() {
                    return Err(RuleError::DiceOnPad);
                }
                let placed = self.cards[seat.index()].record(
                    &self.rules,
                    Spot::new(column, b),
                    points,
                    bonus,
                )?;
                Ok(self.end_turn(seat, placed))
            }
            Action::Correct { .. } | Action::CorrectBonus { .. } => self.correct(seat, action),
        }
    }

    /// Dice on the table after a throw (`thrown` are the dice that moved).
    fn land(
        &mut self,
        seat: SeatId,
        dice: Dice,
        held: Holds,
        thrown: Holds,
        rolls_used: u8,
    ) -> Event {
        self.turn = Some(Turn {
            seat,
            throw: Some(Throw {
                dice,
                held,
                rolls_used,
            }),
        });
        Event::Rolled {
            seat,
            dice,
            thrown,
            rolls_used,
        }
    }

    /// After a placement: the next seat's turn, or the end of the match.
    fn end_turn(&mut self, seat: SeatId, placed: Placed) -> Event {
        let next = if self.cards.iter().all(Card::is_complete) {
            None
        } else {
            // Seats take turns in order, so the next seat is never past the count.
            Some(SeatId(((seat.index() + 1) % self.seats.len()) as u8))
        };
        self.turn = next.map(|seat| Turn { seat, throw: None });
        if let (Some(slot), Some(card)) = (
            self.placed_cards.get_mut(seat.index()),
            self.cards.get(seat.index()),
        ) {
            *slot = *card;
        }
        Event::Scored { seat, placed, next }
    }

    /// A score-pad correction of `seat`'s card; the turn is not touched.
    fn correct(&mut self, seat: SeatId, action: Action) -> Result<Event, RuleError> {
        let card = self.cards[seat.index()];
        let extras =
            |card: &Card, column: ColumnId| card.column(column).map_or(0, |c| c.extra_yahtzees());
        let (b, column, before, fixed) = match action {
            Action::Correct { b, column, points } => {
                let spot = Spot::new(column, b);
                (
                    Some(b),
                    column,
                    card.get(spot).unwrap_or(0),
                    card.corrected(&self.rules, spot, points)?,
                )
            }
            Action::CorrectBonus { count, column } => (
                None,
                column,
                extras(&card, column),
                card.with_extra_yahtzees(&self.rules, column, count)?,
            ),
            _ => return Err(RuleError::NotUndoable),
        };
        self.cards[seat.index()] = fixed;
        let after = match b {
            Some(b) => fixed.get(Spot::new(column, b)).unwrap_or(0),
            None => extras(&fixed, column),
        };
        Ok(Event::Corrected {
            seat,
            column,
            b,
            before,
            after,
        })
    }
}
