//! Faces, the five dice on the table, their face counts, and which of them are held.

use std::fmt;
use std::str::FromStr;
use yahtzee_l10n::t;

use serde::{Deserialize, Serialize};

/// One face of a six-sided die. An enum rather than a `u8` so that a 0 or a 7 cannot exist.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
#[repr(u8)]
pub enum Face {
    One = 1,
    Two = 2,
    Three = 3,
    Four = 4,
    Five = 5,
    Six = 6,
}

impl Face {
    pub const ALL: [Face; 6] = [
        Face::One,
        Face::Two,
        Face::Three,
        Face::Four,
        Face::Five,
        Face::Six,
    ];

    /// The number of pips, 1–6.
    pub const fn value(self) -> u8 {
        self as u8
    }

    /// Zero-based position, for indexing per-face tables.
    pub const fn index(self) -> usize {
        self as usize - 1
    }

    pub const fn from_value(value: u8) -> Option<Face> {
        match value {
            1 => Some(Face::One),
            2 => Some(Face::Two),
            3 => Some(Face::Three),
            4 => Some(Face::Four),
            5 => Some(Face::Five),
            6 => Some(Face::Six),
            _ => None,
        }
    }

    pub const fn from_index(index: usize) -> Face {
        Face::ALL[index % 6]
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", yahtzee_l10n::t!("core-dice-no-such-face", face = (*.0)))]
pub struct InvalidFace(pub u8);

impl TryFrom<u8> for Face {
    type Error = InvalidFace;
    fn try_from(value: u8) -> Result<Self, Self::Error> {
        Face::from_value(value).ok_or(InvalidFace(value))
    }
}

impl From<Face> for u8 {
    fn from(face: Face) -> u8 {
        face.value()
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.value())
    }
}

/// How many dice show each face. Scoring depends only on this, so the solver can score a
/// multiset without ever building positioned dice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Counts([u8; 6]);

impl Counts {
    pub const fn new(counts: [u8; 6]) -> Counts {
        Counts(counts)
    }

    pub fn from_faces(faces: impl IntoIterator<Item = Face>) -> Counts {
        let mut counts = [0u8; 6];
        for face in faces {
            counts[face.index()] += 1;
        }
        Counts(counts)
    }

    pub const fn as_array(&self) -> [u8; 6] {
        self.0
    }

    pub const fn of(&self, face: Face) -> u8 {
        self.0[face.index()]
    }

    pub fn len(&self) -> u8 {
        self.0.iter().sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Sum of the pips of every die counted.
    pub fn pips(&self) -> u16 {
        Face::ALL
            .iter()
            .map(|&f| u16::from(f.value()) * u16::from(self.of(f)))
            .sum()
    }

    /// The most dice showing one face.
    pub fn max_of_a_kind(&self) -> u8 {
        self.0.iter().copied().max().unwrap_or(0)
    }

    /// The face with at least `n` dice, the highest such face when several qualify.
    pub fn face_with_at_least(&self, n: u8) -> Option<Face> {
        Face::ALL.iter().rev().copied().find(|&f| self.of(f) >= n)
    }

    /// The face shown by all five dice, if they agree.
    pub fn five_of_a_kind(&self) -> Option<Face> {
        if self.len() == 5 {
            self.face_with_at_least(5)
        } else {
            None
        }
    }

    /// Length of the longest run of consecutive faces present.
    pub fn longest_run(&self) -> u8 {
        let mut best = 0;
        let mut run = 0;
        for count in self.0 {
            run = if count > 0 { run + 1 } else { 0 };
            best = best.max(run);
        }
        best
    }

    /// The faces in ascending order, one entry per die.
    pub fn faces(&self) -> impl Iterator<Item = Face> + '_ {
        Face::ALL
            .iter()
            .flat_map(move |&f| std::iter::repeat_n(f, usize::from(self.of(f))))
    }

    /// True when every die of `self` is also in `other` (as multisets).
    pub fn is_subset_of(&self, other: &Counts) -> bool {
        self.0.iter().zip(other.0.iter()).all(|(a, b)| a <= b)
    }
}

impl fmt::Display for Counts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let faces: Vec<String> = self.faces().map(|x| x.to_string()).collect();
        write!(f, "{}", faces.join("-"))
    }
}

/// A position on the table, 0–4. Holds and clicks name dice by position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct DieIndex(u8);

impl DieIndex {
    pub const ALL: [DieIndex; 5] = [
        DieIndex(0),
        DieIndex(1),
        DieIndex(2),
        DieIndex(3),
        DieIndex(4),
    ];

    pub const fn new(index: u8) -> Option<DieIndex> {
        if index < 5 {
            Some(DieIndex(index))
        } else {
            None
        }
    }

    pub const fn get(self) -> usize {
        self.0 as usize
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("dice are numbered 1 to 5 (index 0 to 4), not index {0}")]
pub struct InvalidDieIndex(pub u8);

impl TryFrom<u8> for DieIndex {
    type Error = InvalidDieIndex;
    fn try_from(value: u8) -> Result<Self, Self::Error> {
        DieIndex::new(value).ok_or(InvalidDieIndex(value))
    }
}

impl From<DieIndex> for u8 {
    fn from(index: DieIndex) -> u8 {
        index.0
    }
}

/// The five dice in their table positions. Positions matter for holds and for the screen;
/// scoring looks only at [`Counts`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Dice([Face; 5]);

impl Dice {
    pub const fn new(faces: [Face; 5]) -> Dice {
        Dice(faces)
    }

    pub const fn faces(&self) -> [Face; 5] {
        self.0
    }

    /// Five dice showing `counts`, in face order; `counts` must hold five dice (fewer are
    /// padded with ones, which no caller relies on).
    pub fn from_counts(counts: &Counts) -> Dice {
        let mut faces = [Face::One; 5];
        for (slot, face) in faces.iter_mut().zip(counts.faces()) {
            *slot = face;
        }
        Dice(faces)
    }

    /// Which of `next`'s positions show dice kept from `self`: the largest multiset the two
    /// throws share, matched first against the dice `held` in `self`. This is how a throw of
    /// real dice, typed in, tells what was kept.
    pub fn kept_in(&self, held: Holds, next: &Dice) -> Holds {
        let mut used = [false; 5];
        let mut kept = Holds::NONE;
        let order = DieIndex::ALL
            .iter()
            .filter(|&&i| held.contains(i))
            .chain(DieIndex::ALL.iter().filter(|&&i| !held.contains(i)));
        for &old in order {
            let face = self.get(old);
            if let Some(&new) = DieIndex::ALL
                .iter()
                .find(|&&j| !used[j.get()] && next.get(j) == face)
            {
                used[new.get()] = true;
                kept = kept.with(new, true);
            }
        }
        kept
    }

    pub const fn get(&self, index: DieIndex) -> Face {
        self.0[index.get()]
    }

    pub fn set(&mut self, index: DieIndex, face: Face) {
        self.0[index.get()] = face;
    }

    pub fn counts(&self) -> Counts {
        Counts::from_faces(self.0)
    }

    pub fn sum(&self) -> u16 {
        self.0.iter().map(|f| u16::from(f.value())).sum()
    }

    /// The faces at the held positions, as a multiset.
    pub fn held_counts(&self, holds: Holds) -> Counts {
        Counts::from_faces(
            DieIndex::ALL
                .iter()
                .filter(|&&i| holds.contains(i))
                .map(|&i| self.get(i)),
        )
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseDiceError {
    #[error("{}", t!("core-dice-wrong-count", count = .0))]
    WrongCount(usize),
    #[error("{}", t!("core-dice-bad-face", face = crate::escape::excerpt(.0, 40)))]
    BadFace(String),
}

impl FromStr for Dice {
    type Err = ParseDiceError;
    /// Accepts `3,3,3,5,5`, `3-3-3-5-5`, `3 3 3 5 5` or `33355`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        let parts: Vec<&str> = if s.contains([',', '-', ' ']) {
            s.split([',', '-', ' ']).filter(|p| !p.is_empty()).collect()
        } else {
            s.char_indices()
                .map(|(i, c)| &s[i..i + c.len_utf8()])
                .collect()
        };
        if parts.len() != 5 {
            return Err(ParseDiceError::WrongCount(parts.len()));
        }
        let mut faces = [Face::One; 5];
        for (slot, part) in faces.iter_mut().zip(&parts) {
            *slot = part
                .trim()
                .parse::<u8>()
                .ok()
                .and_then(Face::from_value)
                .ok_or_else(|| ParseDiceError::BadFace(part.trim().to_string()))?;
        }
        Ok(Dice(faces))
    }
}

impl fmt::Display for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let faces: Vec<String> = self.0.iter().map(|x| x.to_string()).collect();
        write!(f, "{}", faces.join("-"))
    }
}

/// Which of the five positions are held: a 5-bit set, so no sixth die can be held.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "[bool; 5]", into = "[bool; 5]")]
pub struct Holds(u8);

impl Holds {
    pub const NONE: Holds = Holds(0);
    pub const ALL: Holds = Holds(0b1_1111);

    pub const fn contains(self, index: DieIndex) -> bool {
        self.0 & (1 << index.0) != 0
    }

    pub const fn toggled(self, index: DieIndex) -> Holds {
        Holds(self.0 ^ (1 << index.0))
    }

    pub const fn with(self, index: DieIndex, held: bool) -> Holds {
        if held {
            Holds(self.0 | (1 << index.0))
        } else {
            Holds(self.0 & !(1 << index.0))
        }
    }

    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn is_all(self) -> bool {
        self.0 == Holds::ALL.0
    }

    pub fn iter(self) -> impl Iterator<Item = DieIndex> {
        DieIndex::ALL.into_iter().filter(move |&i| self.contains(i))
    }

    pub const fn bits(self) -> u8 {
        self.0
    }

    pub const fn from_bits(bits: u8) -> Holds {
        Holds(bits & Holds::ALL.0)
    }
}

impl From<[bool; 5]> for Holds {
    fn from(flags: [bool; 5]) -> Holds {
        let mut holds = Holds::NONE;
        for (i, held) in DieIndex::ALL.iter().zip(flags) {
            holds = holds.with(*i, held);
        }
        holds
    }
}

impl From<Holds> for [bool; 5] {
    fn from(holds: Holds) -> [bool; 5] {
        DieIndex::ALL.map(|i| holds.contains(i))
    }
}
