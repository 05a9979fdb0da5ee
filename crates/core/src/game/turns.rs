//! The match told turn by turn: who threw what, what they kept, and where it went. Derived by
//! replaying the log, so a resumed match tells its whole story too.

use super::{Action, Event, Level, Match, SeatId};
use crate::rules::{Dice, Holds, Placed};

/// One throw of a turn: the dice it left on the table, and which of them were held through it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThrowRecord {
    pub dice: Dice,
    pub kept: Holds,
}

/// One seat's turn, as far as it has gone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnStory {
    pub seat: SeatId,
    /// 1–13.
    pub round: usize,
    pub throws: Vec<ThrowRecord>,
    /// The placement that ended the turn (`None` while it is being played).
    pub placed: Option<Placed>,
    /// The upper bonus this placement earned, if it reached the threshold.
    pub upper_bonus: u16,
    /// What a score pad's correction later changed the placement's points to.
    pub corrected: Option<u16>,
    /// A placement or typed throw of this turn that was taken back (the log keeps a turn's
    /// latest one), so the table sees that something was undone.
    pub taken_back: Option<TakenBack>,
    /// The level of the CPU that played this turn for its absent person, if one did (the
    /// latest of the turn's moves that one made).
    pub stand_in: Option<Level>,
}

/// A move taken back, as the log tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TakenBack {
    Placement(Placed),
    Throw(Dice),
}

impl Match {
    /// Every turn so far, oldest first; a move taken back is told as such, in the turn it
    /// was taken back from.
    pub fn turns(&self) -> Vec<TurnStory> {
        let Ok(mut replay) =
            Match::with_dice(self.rules, self.seats.clone(), self.start_source.clone())
        else {
            return Vec::new();
        };
        let mut turns: Vec<TurnStory> = Vec::new();
        for entry in &self.log {
            if entry.undone {
                // It stood where it is in the log, so it is tried there, on a copy.
                let taken_back = match replay.check(entry.seat, entry.action) {
                    Ok(Event::Scored { placed, .. }) => Some(TakenBack::Placement(placed)),
                    Ok(_) => match entry.action {
                        Action::Throw { dice, .. } => Some(TakenBack::Throw(dice)),
                        _ => None,
                    },
                    Err(_) => None,
                };
                let open = turns
                    .last()
                    .is_some_and(|t| t.seat == entry.seat && t.placed.is_none());
                // A turn's first move taken back (a typed first throw, a score pad's entry)
                // opens the turn it belongs to: the log keeps it, so the table sees it.
                if !open && taken_back.is_some() {
                    turns.push(TurnStory {
                        seat: entry.seat,
                        round: replay.round(),
                        throws: Vec::new(),
                        placed: None,
                        upper_bonus: 0,
                        corrected: None,
                        taken_back: None,
                        stand_in: None,
                    });
                }
                if let Some(turn) = turns
                    .last_mut()
                    .filter(|t| t.seat == entry.seat && t.placed.is_none())
                {
                    turn.taken_back = taken_back.or(turn.taken_back);
                }
                continue;
            }
            let round = replay.round();
            let bonus_before = replay
                .card(entry.seat)
                .map_or(0, |c| c.upper_bonus_points(&self.rules));
            let Ok(event) = replay.apply(entry.seat, entry.action) else {
                break;
            };
            let open = turns
                .last()
                .is_some_and(|t| t.seat == entry.seat && t.placed.is_none());
            if !open
                && matches!(
                    entry.action,
                    Action::Roll | Action::Throw { .. } | Action::Record { .. }
                )
            {
                turns.push(TurnStory {
                    seat: entry.seat,
                    round,
                    throws: Vec::new(),
                    placed: None,
                    upper_bonus: 0,
                    corrected: None,
                    taken_back: None,
                    stand_in: None,
                });
            }
            // A correction belongs to the turn that filled the box, whenever it is made.
            if let Event::Corrected {
                seat,
                column,
                b: Some(b),
                after,
                ..
            } = event
            {
                if let Some(turn) = turns.iter_mut().rev().find(|t| {
                    t.seat == seat && t.placed.is_some_and(|p| p.b == b && p.column == column)
                }) {
                    turn.corrected = Some(after);
                }
                continue;
            }
            let Some(turn) = turns.last_mut() else {
                continue;
            };
            turn.stand_in = entry.stand_in.or(turn.stand_in);
            match event {
                // The dice kept through a throw are held after it too (inferred, for real
                // dice typed in).
                Event::Rolled { dice, .. } => turn.throws.push(ThrowRecord {
                    dice,
                    kept: replay.throw().map_or(Holds::NONE, |t| t.held),
                }),
                Event::Scored { placed, .. } => {
                    turn.placed = Some(placed);
                    let bonus_after = replay
                        .card(entry.seat)
                        .map_or(0, |c| c.upper_bonus_points(&self.rules));
                    turn.upper_bonus = bonus_after.saturating_sub(bonus_before) as u16;
                }
                Event::HoldToggled { .. } | Event::Corrected { .. } => {}
            }
        }
        turns
    }
}
