//! Every box any card layout has (the thirteen classic ones and Yatzy's extra three), and
//! sets of them. Which boxes a card holds, and in what order, is its layout's business.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::dice::Face;

/// A box on the card. The serde names are the ids of RULES.md, used in every file and on the
/// command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[repr(u8)]
pub enum BoxId {
    Ones,
    Twos,
    Threes,
    Fours,
    Fives,
    Sixes,
    ThreeOfAKind,
    FourOfAKind,
    FullHouse,
    SmallStraight,
    LargeStraight,
    Yahtzee,
    Chance,
    // Scandinavian Yatzy's own boxes. They come after the classic thirteen so that a classic
    // card's box numbers, and the optimum, the outlook and their caches indexed by them, never
    // change.
    OnePair,
    TwoPairs,
    Yatzy,
}

/// Box slots in a card: every box any layout has.
pub const BOXES: usize = 16;

impl BoxId {
    /// Every box of every layout, in index order.
    pub const ALL: [BoxId; BOXES] = [
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
        BoxId::OnePair,
        BoxId::TwoPairs,
        BoxId::Yatzy,
    ];
    pub const UPPER: [BoxId; 6] = [
        BoxId::Ones,
        BoxId::Twos,
        BoxId::Threes,
        BoxId::Fours,
        BoxId::Fives,
        BoxId::Sixes,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn from_index(index: usize) -> Option<BoxId> {
        if index < BOXES {
            Some(BoxId::ALL[index])
        } else {
            None
        }
    }

    pub const fn is_upper(self) -> bool {
        (self as u8) < 6
    }

    /// The face an upper box counts.
    pub const fn upper_face(self) -> Option<Face> {
        if self.is_upper() {
            Some(Face::ALL[self as usize])
        } else {
            None
        }
    }

    pub const fn for_face(face: Face) -> BoxId {
        BoxId::ALL[face.index()]
    }

    /// The id of RULES.md (`three_of_a_kind`).
    pub const fn id(self) -> &'static str {
        match self {
            BoxId::Ones => "ones",
            BoxId::Twos => "twos",
            BoxId::Threes => "threes",
            BoxId::Fours => "fours",
            BoxId::Fives => "fives",
            BoxId::Sixes => "sixes",
            BoxId::ThreeOfAKind => "three_of_a_kind",
            BoxId::FourOfAKind => "four_of_a_kind",
            BoxId::FullHouse => "full_house",
            BoxId::SmallStraight => "small_straight",
            BoxId::LargeStraight => "large_straight",
            BoxId::Yahtzee => "yahtzee",
            BoxId::Chance => "chance",
            BoxId::OnePair => "one_pair",
            BoxId::TwoPairs => "two_pairs",
            BoxId::Yatzy => "yatzy",
        }
    }

    /// The name a player reads on Hasbro's card (a card's own names: [`super::Layout::label`]).
    pub fn label(self) -> &'static str {
        super::Layout::Classic.label(self)
    }

    /// The score-pad shorthand on Hasbro's card ("3K", "FH").
    pub fn short(self) -> &'static str {
        super::Layout::Classic.short(self)
    }
}

impl fmt::Display for BoxId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown box '{}'; boxes are ones, twos, threes, fours, fives, sixes, three_of_a_kind, four_of_a_kind, full_house, small_straight, large_straight, yahtzee, chance (and on a Yatzy card one_pair, two_pairs, yatzy)",
    crate::escape::excerpt(.0, 40)
)]
pub struct UnknownBox(pub String);

impl FromStr for BoxId {
    type Err = UnknownBox;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_ascii_lowercase().replace(['-', ' '], "_");
        BoxId::ALL
            .iter()
            .copied()
            .find(|b| b.id() == wanted)
            .ok_or_else(|| UnknownBox(s.to_string()))
    }
}

/// A set of boxes as a bit mask by box index; the solver indexes the optimum by this mask.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BoxSet(u16);

impl BoxSet {
    pub const EMPTY: BoxSet = BoxSet(0);
    pub const UPPER: BoxSet = BoxSet(0b11_1111);

    pub const fn from_bits(bits: u16) -> BoxSet {
        BoxSet(bits)
    }

    pub const fn bits(self) -> u16 {
        self.0
    }

    pub const fn contains(self, b: BoxId) -> bool {
        self.0 & (1 << b as u16) != 0
    }

    pub const fn with(self, b: BoxId) -> BoxSet {
        BoxSet(self.0 | (1 << b as u16))
    }

    /// The boxes of `self` that are not in `other`.
    pub const fn minus(self, other: BoxSet) -> BoxSet {
        BoxSet(self.0 & !other.0)
    }

    pub const fn is_subset_of(self, other: BoxSet) -> bool {
        self.0 & !other.0 == 0
    }

    pub const fn intersect(self, other: BoxSet) -> BoxSet {
        BoxSet(self.0 & other.0)
    }

    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = BoxId> {
        BoxId::ALL.into_iter().filter(move |&b| self.contains(b))
    }
}

impl FromIterator<BoxId> for BoxSet {
    fn from_iter<I: IntoIterator<Item = BoxId>>(iter: I) -> Self {
        iter.into_iter().fold(BoxSet::EMPTY, BoxSet::with)
    }
}
