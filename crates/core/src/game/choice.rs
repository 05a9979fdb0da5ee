//! What a player may choose at one point of a turn: score the dice somewhere, or hold some and
//! throw the rest. The solver rates choices and the words describe them; it lives here, below
//! both, so describing a choice does not need the solver.

use crate::rules::{BoxId, ColumnId, Counts};

/// A choice at one point of a turn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Choice {
    /// Fill `b` of `column` now for `points` (before the column's multiplier).
    Score {
        b: BoxId,
        points: u16,
        column: ColumnId,
    },
    /// Keep these dice and throw the others.
    Hold { keep: Counts },
}

impl Choice {
    /// Fill `b` of the first (on most cards, the only) column.
    pub const fn score(b: BoxId, points: u16) -> Choice {
        Choice::Score {
            b,
            points,
            column: ColumnId::FIRST,
        }
    }
}
