//! The plain-data form of a match, for saving, and the checked way back.
//!
//! A record is only data; [`Match::from_record`] accepts it only if every part is valid on its
//! own and the log, replayed from the starting dice, leads to exactly the recorded state.

use std::collections::BTreeMap;
use yahtzee_l10n::t;

use serde::{Deserialize, Serialize};

use super::{DiceSource, LogEntry, Match, Seat, SeatError, SeatId, Throw, Turn, validate_seats};
use crate::rules::{BOXES, BoxId, Card, CardError, Dice, Holds, Ruleset, Scorecard};

/// A card as its first column's filled boxes (by id) and count of extra Yahtzees, and the
/// same for each further column of a multi-column card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardRecord {
    pub boxes: BTreeMap<BoxId, u16>,
    #[serde(default)]
    pub extra_yahtzees: u16,
    /// The second and third columns of a Triple or three-column card; absent on a
    /// single-column card, so those are written exactly as before.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub more_columns: Vec<ColumnRecord>,
}

/// One further column of a card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ColumnRecord {
    pub boxes: BTreeMap<BoxId, u16>,
    #[serde(default)]
    pub extra_yahtzees: u16,
}

fn column_boxes(column: &Scorecard) -> BTreeMap<BoxId, u16> {
    column
        .layout()
        .boxes()
        .iter()
        .filter_map(|&b| column.get(b).map(|p| (b, p)))
        .collect()
}

fn boxes_by_index(boxes: &BTreeMap<BoxId, u16>) -> [Option<u16>; BOXES] {
    let mut out = [None; BOXES];
    for (b, points) in boxes {
        out[b.index()] = Some(*points);
    }
    out
}

impl CardRecord {
    pub fn of(card: &Card) -> CardRecord {
        let first = card.first();
        CardRecord {
            boxes: column_boxes(first),
            extra_yahtzees: first.extra_yahtzees(),
            more_columns: card.columns()[1..]
                .iter()
                .map(|c| ColumnRecord {
                    boxes: column_boxes(c),
                    extra_yahtzees: c.extra_yahtzees(),
                })
                .collect(),
        }
    }

    /// The card this record describes, checked against `rules`.
    pub fn card(&self, rules: &Ruleset) -> Result<Card, CardError> {
        let mut columns = vec![(boxes_by_index(&self.boxes), self.extra_yahtzees)];
        columns.extend(
            self.more_columns
                .iter()
                .map(|c| (boxes_by_index(&c.boxes), c.extra_yahtzees)),
        );
        Card::from_columns(rules, &columns)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnRecord {
    pub seat: SeatId,
    /// The dice, their holds and the rolls used; absent before the first roll.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dice: Option<Dice>,
    #[serde(default)]
    pub held: Holds,
    #[serde(default)]
    pub rolls_used: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchRecord {
    pub rules: Ruleset,
    pub seats: Vec<Seat>,
    pub cards: Vec<CardRecord>,
    /// `None` once the match is over.
    pub turn: Option<TurnRecord>,
    pub dice: DiceSource,
    pub start_dice: DiceSource,
    pub log: Vec<LogEntry>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LoadError {
    #[error("{0}")]
    Seats(#[from] SeatError),
    #[error("{}", t!("core-load-card-count", cards = (*.cards), seats = (*.seats)))]
    CardCount { cards: usize, seats: usize },
    #[error("{}", t!("core-load-card", name = crate::escape::excerpt(.name, 40), error = .error.to_string()))]
    Card { name: String, error: CardError },
    #[error("{}", t!("core-load-turn-seat", seat = .seat.number(), seats = (*.seats)))]
    TurnSeat { seat: SeatId, seats: usize },
    #[error("{}", t!("core-load-rolls-used", rolls = (*.rolls), max = (*.max)))]
    RollsUsed { rolls: u8, max: u8 },
    #[error("{}", t!("core-load-dice-without-roll"))]
    DiceWithoutRoll,
    #[error("{}", t!("core-load-illegal-entry", index = (*.index), reason = .reason.as_str()))]
    IllegalLogEntry { index: usize, reason: String },
    /// What the log does not lead to: `scorecards`, `turn` (the current turn and dice) or
    /// `dice` (the dice generator's state), as the message's selector names them.
    #[error("{}", t!("core-load-inconsistent", what = (*.what)))]
    Inconsistent { what: &'static str },
}

impl Match {
    pub fn to_record(&self) -> MatchRecord {
        MatchRecord {
            rules: self.rules,
            seats: self.seats.clone(),
            cards: self.cards.iter().map(CardRecord::of).collect(),
            turn: self.turn.map(|t| TurnRecord {
                seat: t.seat,
                dice: t.throw.map(|th| th.dice),
                held: t.throw.map_or(Holds::NONE, |th| th.held),
                rolls_used: t.throw.map_or(0, |th| th.rolls_used),
            }),
            dice: self.dice_source.clone(),
            start_dice: self.start_source.clone(),
            log: self.log.clone(),
        }
    }

    /// Checks a record part by part, then replays its log and insists on the same result.
    pub fn from_record(record: MatchRecord) -> Result<Match, LoadError> {
        validate_seats(&record.seats)?;
        let seats = record.seats.len();
        if record.cards.len() != seats {
            return Err(LoadError::CardCount {
                cards: record.cards.len(),
                seats,
            });
        }
        let mut cards = Vec::with_capacity(seats);
        for (seat, card) in record.seats.iter().zip(&record.cards) {
            let card = card.card(&record.rules).map_err(|error| LoadError::Card {
                name: seat.name.clone(),
                error,
            })?;
            cards.push(card);
        }
        let turn = match &record.turn {
            None => None,
            Some(t) => {
                if t.seat.index() >= seats {
                    return Err(LoadError::TurnSeat {
                        seat: t.seat,
                        seats,
                    });
                }
                if t.rolls_used > record.rules.max_rolls() {
                    return Err(LoadError::RollsUsed {
                        rolls: t.rolls_used,
                        max: record.rules.max_rolls(),
                    });
                }
                let throw = match (t.dice, t.rolls_used) {
                    (None, 0) if t.held == Holds::NONE => None,
                    (Some(dice), rolls) if rolls > 0 => Some(Throw {
                        dice,
                        held: t.held,
                        rolls_used: rolls,
                    }),
                    _ => return Err(LoadError::DiceWithoutRoll),
                };
                Some(Turn {
                    seat: t.seat,
                    throw,
                })
            }
        };
        let replayed = Match::replay(record.rules, record.seats, record.start_dice, &record.log)
            .map_err(|(index, e)| LoadError::IllegalLogEntry {
                index: index + 1,
                reason: e.to_string(),
            })?;
        if replayed.cards != cards {
            return Err(LoadError::Inconsistent { what: "scorecards" });
        }
        if replayed.turn != turn {
            return Err(LoadError::Inconsistent { what: "turn" });
        }
        if replayed.dice_source != record.dice {
            return Err(LoadError::Inconsistent { what: "dice" });
        }
        // The replayed match, not the claimed one: the same cards, turn and dice, and its log
        // folded as play would have written it, so an older save's long log shrinks too.
        Ok(replayed)
    }
}

impl Serialize for Match {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.to_record().serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Match {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let record = MatchRecord::deserialize(deserializer)?;
        Match::from_record(record).map_err(serde::de::Error::custom)
    }
}
