//! Which card a match fills: its boxes, their order on the card, and the rules that belong to
//! the card rather than to a setting (RULES.md, "Card layouts beyond one column").

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use yahtzee_l10n::t_names;

use super::boxes::{BoxId, BoxSet};
use crate::words::Labels;

/// The card every seat of a match fills.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Layout {
    /// Hasbro's single column of thirteen boxes.
    #[default]
    Classic,
    /// Scandinavian Yatzy: fifteen boxes, pairs instead of a Joker, no extra bonus.
    Yatzy,
    /// Triple Yahtzee: three classic columns scored ×1, ×2 and ×3.
    Triple,
    /// The French three-column card: one column filled downward, one upward, one freely.
    ThreeColumn,
}

/// How a column's boxes may be filled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FillOrder {
    /// Any open box.
    Any,
    /// Strictly top to bottom: Aces first, Chance last.
    Down,
    /// Strictly bottom to top: Chance first, Aces last.
    Up,
}

/// One column of a card: what its total is multiplied by, and the order it is filled in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ColumnRule {
    pub multiplier: u16,
    pub order: FillOrder,
    /// The column's heading on the card ("×2", "Down").
    pub name: &'static str,
}

impl ColumnRule {
    /// The column's heading as the card says it, in the card names' language: "Down" is
    /// "Runter" on a German card; "×2" reads the same everywhere. `name` stays the English
    /// heading the command line and plain mode's commands take.
    pub fn label(&self) -> &'static str {
        static LABELS: Labels<FillOrder, 3> = Labels::new(
            [FillOrder::Any, FillOrder::Down, FillOrder::Up],
            |order| match order {
                FillOrder::Any => t_names!("core-column-free"),
                FillOrder::Down => t_names!("core-column-down"),
                FillOrder::Up => t_names!("core-column-up"),
            },
        );
        if self.name.is_empty() || self.name.starts_with('×') {
            self.name
        } else {
            LABELS.get_in(self.order, yahtzee_l10n::names())
        }
    }
}

const ONE_COLUMN: [ColumnRule; 1] = [ColumnRule {
    multiplier: 1,
    order: FillOrder::Any,
    name: "",
}];

const TRIPLE_COLUMNS: [ColumnRule; 3] = [
    ColumnRule {
        multiplier: 1,
        order: FillOrder::Any,
        name: "×1",
    },
    ColumnRule {
        multiplier: 2,
        order: FillOrder::Any,
        name: "×2",
    },
    ColumnRule {
        multiplier: 3,
        order: FillOrder::Any,
        name: "×3",
    },
];

const THREE_COLUMNS: [ColumnRule; 3] = [
    ColumnRule {
        multiplier: 1,
        order: FillOrder::Down,
        name: "Down",
    },
    ColumnRule {
        multiplier: 1,
        order: FillOrder::Up,
        name: "Up",
    },
    ColumnRule {
        multiplier: 1,
        order: FillOrder::Any,
        name: "Free",
    },
];

/// The classic thirteen: the first boxes by index, in card order.
const CLASSIC_BOXES: &[BoxId] = BoxId::ALL.split_at(13).0;

const YATZY_BOXES: [BoxId; 15] = [
    BoxId::Ones,
    BoxId::Twos,
    BoxId::Threes,
    BoxId::Fours,
    BoxId::Fives,
    BoxId::Sixes,
    BoxId::OnePair,
    BoxId::TwoPairs,
    BoxId::ThreeOfAKind,
    BoxId::FourOfAKind,
    BoxId::SmallStraight,
    BoxId::LargeStraight,
    BoxId::FullHouse,
    BoxId::Chance,
    BoxId::Yatzy,
];

const fn set_of(boxes: &[BoxId]) -> BoxSet {
    let mut bits = 0u16;
    let mut i = 0;
    while i < boxes.len() {
        bits |= 1 << boxes[i] as u16;
        i += 1;
    }
    BoxSet::from_bits(bits)
}

impl Layout {
    pub const ALL: [Layout; 4] = [
        Layout::Classic,
        Layout::Yatzy,
        Layout::Triple,
        Layout::ThreeColumn,
    ];

    /// The id used in files and on the command line.
    pub const fn id(self) -> &'static str {
        match self {
            Layout::Classic => "classic",
            Layout::Yatzy => "yatzy",
            Layout::Triple => "triple",
            Layout::ThreeColumn => "three_column",
        }
    }

    /// The name a player reads.
    pub const fn name(self) -> &'static str {
        match self {
            Layout::Classic => "Classic card",
            Layout::Yatzy => "Yatzy card",
            Layout::Triple => "Triple card",
            Layout::ThreeColumn => "three-column card",
        }
    }

    pub const fn is_classic(&self) -> bool {
        matches!(self, Layout::Classic)
    }

    /// The boxes of one column of the card, in the order the card prints them.
    pub const fn boxes(self) -> &'static [BoxId] {
        match self {
            Layout::Yatzy => &YATZY_BOXES,
            Layout::Classic | Layout::Triple | Layout::ThreeColumn => CLASSIC_BOXES,
        }
    }

    /// The card's columns, left to right.
    pub const fn columns(self) -> &'static [ColumnRule] {
        match self {
            Layout::Classic | Layout::Yatzy => &ONE_COLUMN,
            Layout::Triple => &TRIPLE_COLUMNS,
            Layout::ThreeColumn => &THREE_COLUMNS,
        }
    }

    pub const fn is_multi_column(self) -> bool {
        self.columns().len() > 1
    }

    /// Whether the Joker and the extra bonus look at every column's Yahtzee box together
    /// (Triple), rather than at the Yahtzee box of the column the roll goes in.
    pub const fn card_wide_yahtzee(self) -> bool {
        matches!(self, Layout::Triple)
    }

    /// The layout of one column on its own: the single-column card whose optimum values
    /// a column of this card.
    pub const fn column_layout(self) -> Layout {
        match self {
            Layout::Yatzy => Layout::Yatzy,
            Layout::Classic | Layout::Triple | Layout::ThreeColumn => Layout::Classic,
        }
    }

    /// The card's boxes below the upper section, in card order.
    pub fn lower(self) -> &'static [BoxId] {
        &self.boxes()[6..]
    }

    /// The boxes of one column, as a set.
    pub const fn box_set(self) -> BoxSet {
        set_of(self.boxes())
    }

    pub const fn has(self, b: BoxId) -> bool {
        self.box_set().contains(b)
    }

    /// Turns a seat plays: one per box of every column.
    pub const fn turns(self) -> u8 {
        (self.boxes().len() * self.columns().len()) as u8
    }

    /// Whether the card has a Yahtzee box, and with it the Joker and the extra-Yahtzee
    /// bonus. Yatzy's card has neither rule.
    pub const fn has_yahtzee_rules(self) -> bool {
        !matches!(self, Layout::Yatzy)
    }

    /// A box's name on this card, in the language card names are read in: the Yatzy card
    /// says "Ones" where Hasbro's says "Aces", and Kniffel's "Kleine Straße".
    pub fn label(self, b: BoxId) -> &'static str {
        super::local::label(self.family(), b)
    }

    /// A box's score-pad shorthand on this card ("3K", "FH"; "Ones" on Yatzy's card).
    pub fn short(self, b: BoxId) -> &'static str {
        super::local::short(self.family(), b)
    }

    /// The game this card is played in, as its title says it: Yatzy's card is not Yahtzee's
    /// (nor, in German, Kniffel's).
    pub fn game_title(self) -> &'static str {
        super::local::title(self.family())
    }

    /// Whose names the card's boxes go by.
    const fn family(self) -> super::local::Family {
        match self {
            Layout::Yatzy => super::local::Family::Yatzy,
            Layout::Classic | Layout::Triple | Layout::ThreeColumn => super::local::Family::Classic,
        }
    }

    /// The box a seat's five equal dice score 50 in.
    pub const fn five_of_a_kind_box(self) -> BoxId {
        match self {
            Layout::Yatzy => BoxId::Yatzy,
            Layout::Classic | Layout::Triple | Layout::ThreeColumn => BoxId::Yahtzee,
        }
    }
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown card layout '{}'; layouts are classic, yatzy, triple and three_column", crate::escape::excerpt(.0, 40))]
pub struct UnknownLayout(pub String);

impl FromStr for Layout {
    type Err = UnknownLayout;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().replace('-', "_").as_str() {
            "classic" | "hasbro" | "kniffel" => Ok(Layout::Classic),
            "yatzy" | "scandinavian" | "nordic" => Ok(Layout::Yatzy),
            "triple" | "triple_yahtzee" => Ok(Layout::Triple),
            "three_column" | "three_columns" | "down_up_free" | "yams_3" => Ok(Layout::ThreeColumn),
            _ => Err(UnknownLayout(s.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_layout_lists_every_box_once_with_the_upper_six_first() {
        for layout in Layout::ALL {
            let boxes = layout.boxes();
            assert_eq!(boxes[..6], BoxId::UPPER);
            assert_eq!(layout.box_set().len() as usize, boxes.len());
            assert_eq!(layout.lower().len(), boxes.len() - 6);
        }
        assert_eq!(Layout::Classic.turns(), 13);
        assert_eq!(Layout::Yatzy.turns(), 15);
        assert_eq!(Layout::Triple.turns(), 39);
        assert_eq!(Layout::ThreeColumn.turns(), 39);
        // A classic card's boxes keep the numbers they had before layouts existed.
        assert_eq!(Layout::Classic.box_set().bits(), (1 << 13) - 1);
    }
}
