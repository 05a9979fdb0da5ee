//! Where a turn's points go: a column of a card and a box of that column. Below the card and
//! its columns so a single column's [`Scorecard`](super::Scorecard) can name its column
//! without depending on the whole card.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::boxes::BoxId;

/// The most columns a card has.
pub const MAX_COLUMNS: usize = 3;

/// A column of a card, 0-based from the left. Only values below [`MAX_COLUMNS`] exist.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct ColumnId(u8);

impl ColumnId {
    pub const FIRST: ColumnId = ColumnId(0);
    pub const ALL: [ColumnId; MAX_COLUMNS] = [ColumnId(0), ColumnId(1), ColumnId(2)];

    pub const fn new(index: u8) -> Option<ColumnId> {
        if (index as usize) < MAX_COLUMNS {
            Some(ColumnId(index))
        } else {
            None
        }
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub const fn is_first(&self) -> bool {
        self.0 == 0
    }
}

impl<'de> Deserialize<'de> for ColumnId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<ColumnId, D::Error> {
        let index = u8::deserialize(d)?;
        ColumnId::new(index).ok_or_else(|| {
            serde::de::Error::custom(format!("column {index} does not exist (0 to 2)"))
        })
    }
}

impl fmt::Display for ColumnId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}", u16::from(self.0) + 1)
    }
}

/// One box of one column: where a turn's points go. Ordered column by column, then by box.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Spot {
    pub column: ColumnId,
    pub b: BoxId,
}

impl Spot {
    pub const fn new(column: ColumnId, b: BoxId) -> Spot {
        Spot { column, b }
    }

    /// A box of the first (on single-column cards, the only) column.
    pub const fn first(b: BoxId) -> Spot {
        Spot {
            column: ColumnId::FIRST,
            b,
        }
    }
}
