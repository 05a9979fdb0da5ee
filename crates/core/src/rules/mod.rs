//! The rules of RULES.md: dice, boxes, settings, scoring, placement (the Joker), totals and
//! ranking. Pure: no I/O, no randomness, no terminal.

mod boxes;
mod card;
mod columns;
mod dice;
mod layout;
mod local;
mod named;
mod ruleset;
mod scoring;
mod spot;
pub mod text;

use std::sync::OnceLock;

pub use boxes::{BOXES, BoxId, BoxSet, UnknownBox};
pub use card::{CardError, PadError, PlaceError, Placed, Scorecard, describe_points, placements};
pub use columns::{Card, CardPlacements};
pub use dice::{Counts, Dice, DieIndex, Face, Holds, InvalidDieIndex, InvalidFace, ParseDiceError};
pub use layout::{ColumnRule, FillOrder, Layout, UnknownLayout};
pub use named::NamedRules;
pub use ruleset::{
    Domain, JokerRule, KindsScore, Preset, Ruleset, SettingError, SettingKey, SettingValue,
    UnknownPreset,
};
pub use scoring::{
    BoxRefusal, Offer, Placements, base_points, evaluate, evaluate_with, points_possible,
};
pub use spot::{ColumnId, MAX_COLUMNS, Spot};

/// The 252 distinct sorted five-dice rolls, in a fixed order (lexicographic by face counts,
/// sixes varying slowest).
pub fn all_rolls() -> &'static [Counts] {
    static ROLLS: OnceLock<Vec<Counts>> = OnceLock::new();
    ROLLS.get_or_init(|| multisets(5))
}

/// Every multiset of exactly `size` dice.
pub fn multisets(size: u8) -> Vec<Counts> {
    let mut out = Vec::new();
    let mut counts = [0u8; 6];
    fn fill(face: usize, left: u8, counts: &mut [u8; 6], out: &mut Vec<Counts>) {
        if face == 5 {
            counts[5] = left;
            out.push(Counts::new(*counts));
            return;
        }
        for c in 0..=left {
            counts[face] = c;
            fill(face + 1, left - c, counts, out);
        }
    }
    fill(0, size, &mut counts, &mut out);
    out
}

/// Number of ordered throws of `counts.len()` dice that show this multiset.
pub fn arrangements(counts: &Counts) -> u32 {
    let factorial = |n: u8| (1..=u32::from(n)).product::<u32>().max(1);
    let denominator: u32 = counts.as_array().iter().map(|&c| factorial(c)).product();
    factorial(counts.len()) / denominator
}

/// Competition ranks for totals: highest is 1 and equal totals share a rank
/// (250, 250, 240 → 1, 1, 3).
pub fn ranks(totals: &[u32]) -> Vec<usize> {
    totals
        .iter()
        .map(|t| 1 + totals.iter().filter(|o| *o > t).count())
        .collect()
}
