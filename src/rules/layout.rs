//! Which card a match fills: its boxes, their order on the card, and the rules that belong to
//! the card rather than to a setting (RULES.md, "Card layouts beyond one column").

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::boxes::{BoxId, BoxSet};

/// The card every seat of a match fills.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Layout {
    /// Hasbro's single column of thirteen boxes.
    #[default]
    Classic,
    /// Scandinavian Yatzy: fifteen boxes, pairs instead of a Joker, no extra bonus.
    Yatzy,
}

const CLASSIC_BOXES: [BoxId; 13] = [
    BoxId::Ones,
    BoxId::Twos,
    BoxId::Threes,
    BoxId::Fours,
    BoxId::Fives,
    BoxId::Sixes,
    BoxId::ThreeOfAKind,
    BoxId::FourOfAKind,
    BoxId::FullHouse,
    BoxId::SmallStraight,
    BoxId::LargeStraight,
    BoxId::Yahtzee,
    BoxId::Chance,
];

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
    pub const ALL: [Layout; 2] = [Layout::Classic, Layout::Yatzy];

    /// The id used in files and on the command line.
    pub const fn id(self) -> &'static str {
        match self {
            Layout::Classic => "classic",
            Layout::Yatzy => "yatzy",
        }
    }

    /// The name a player reads.
    pub const fn name(self) -> &'static str {
        match self {
            Layout::Classic => "Classic card",
            Layout::Yatzy => "Yatzy card",
        }
    }

    pub const fn is_classic(&self) -> bool {
        matches!(self, Layout::Classic)
    }

    /// The card's boxes in the order the card prints them.
    pub const fn boxes(self) -> &'static [BoxId] {
        match self {
            Layout::Classic => &CLASSIC_BOXES,
            Layout::Yatzy => &YATZY_BOXES,
        }
    }

    /// The card's boxes below the upper section, in card order.
    pub fn lower(self) -> &'static [BoxId] {
        &self.boxes()[6..]
    }

    pub const fn box_set(self) -> BoxSet {
        match self {
            Layout::Classic => set_of(&CLASSIC_BOXES),
            Layout::Yatzy => set_of(&YATZY_BOXES),
        }
    }

    pub const fn has(self, b: BoxId) -> bool {
        self.box_set().contains(b)
    }

    /// Turns a seat plays: one per box.
    pub const fn turns(self) -> u8 {
        self.boxes().len() as u8
    }

    /// Whether the card has a Yahtzee box, and with it the Joker and the extra-Yahtzee
    /// bonus. Yatzy's card has neither rule.
    pub const fn has_yahtzee_rules(self) -> bool {
        matches!(self, Layout::Classic)
    }

    /// The box a seat's five equal dice score 50 in.
    pub const fn five_of_a_kind_box(self) -> BoxId {
        match self {
            Layout::Classic => BoxId::Yahtzee,
            Layout::Yatzy => BoxId::Yatzy,
        }
    }
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown card layout '{0}'; layouts are classic and yatzy")]
pub struct UnknownLayout(pub String);

impl FromStr for Layout {
    type Err = UnknownLayout;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().replace('-', "_").as_str() {
            "classic" | "hasbro" | "kniffel" => Ok(Layout::Classic),
            "yatzy" | "scandinavian" | "nordic" => Ok(Layout::Yatzy),
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
        // A classic card's boxes keep the numbers they had before layouts existed.
        assert_eq!(Layout::Classic.box_set().bits(), (1 << 13) - 1);
    }
}
