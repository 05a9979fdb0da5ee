//! An independent reference for the solver: expectimax over every ordered outcome of the
//! dice, written without the solver's tables, kernels or symmetries (the suite's
//! `cpu::solver` holds the solver to it on end games of several cards).
//!
//! It lives in the kit rather than in the suite because it is the suite's one heavy
//! computation written in test code: the kit is compiled optimised, the suite is not (see
//! the `testing` profile in Cargo.toml).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use yahtzee::rules::{BoxId, Counts, Dice, Face, Holds, Ruleset, Scorecard, placements};

/// Values already worked out, by position. Hashed by [`Mix`], a hasher of the kit's own:
/// with the standard one, the hashing code (most of the work) was the copy the game's
/// unoptimised front end had already made for its own maps, which the kit reuses, and the
/// suite's Yatzy end games took 29 s instead of 9.
type Memo<K> = HashMap<K, f64, BuildHasherDefault<Mix>>;

/// A multiply-and-shift hash of the written words: the keys are the kit's own positions,
/// not input from anyone, so it need not resist collisions made on purpose.
#[derive(Default)]
struct Mix(u64);

impl Hasher for Mix {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, n: u64) {
        // A shift, not a rotation: `rotate_left` is an intrinsic generic over the integer,
        // and its copy was the front end's unoptimised one again (it showed in a profile).
        let mixed = (self.0 ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        self.0 = mixed ^ (mixed >> 29);
    }

    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }

    fn write_u16(&mut self, n: u16) {
        self.write_u64(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// Expectimax written independently of the solver: dice by position, holds as 5-bit masks,
/// every ordered outcome of the rerolled dice, and rewards read off real scorecards.
pub struct Brute {
    rules: Ruleset,
    turns: Memo<Scorecard>,
    decisions: Memo<(Scorecard, [u8; 5], u8, Counts)>,
    rerolls: Memo<(Scorecard, Counts, u8)>,
}

impl Brute {
    pub fn new(rules: Ruleset) -> Brute {
        Brute {
            rules,
            turns: Memo::default(),
            decisions: Memo::default(),
            rerolls: Memo::default(),
        }
    }

    fn ordered(code: usize, n: u32) -> Vec<Face> {
        (0..n)
            .map(|i| Face::from_index(code / 6usize.pow(i) % 6))
            .collect()
    }

    /// Expected points to come from the start of a turn.
    pub fn turn(&mut self, card: &Scorecard) -> f64 {
        if card.is_complete() {
            return 0.0;
        }
        if let Some(&v) = self.turns.get(card) {
            return v;
        }
        let v = self.reroll(card, Counts::default(), self.rules.max_rolls());
        self.turns.insert(*card, v);
        v
    }

    /// Keep `kept`, throw the rest: the mean over every ordered outcome, `throws` counting
    /// this one.
    fn reroll(&mut self, card: &Scorecard, kept: Counts, throws: u8) -> f64 {
        if let Some(&v) = self.rerolls.get(&(*card, kept, throws)) {
            return v;
        }
        let free = 5 - u32::from(kept.len());
        let n = 6usize.pow(free);
        let mut sum = 0.0;
        for code in 0..n {
            let mut faces: Vec<Face> = kept.faces().collect();
            faces.extend(Brute::ordered(code, free));
            let dice = Dice::new([faces[0], faces[1], faces[2], faces[3], faces[4]]);
            let held = if self.rules.sticky_holds() {
                kept
            } else {
                Counts::default()
            };
            sum += self.decide(card, &dice, throws - 1, held);
        }
        let v = sum / n as f64;
        self.rerolls.insert((*card, kept, throws), v);
        v
    }

    /// The best of scoring now and (with throws left) every hold, `held` being what sticky
    /// holds already fix.
    pub fn decide(&mut self, card: &Scorecard, dice: &Dice, throws_left: u8, held: Counts) -> f64 {
        let mut sorted = dice.faces().map(|f| f.value());
        sorted.sort_unstable();
        let key = (*card, sorted, throws_left, held);
        if let Some(&v) = self.decisions.get(&key) {
            return v;
        }
        let rules = self.rules;
        let mut best = f64::NEG_INFINITY;
        let allowed: Vec<BoxId> = placements(&rules, card, dice)
            .allowed()
            .map(|(b, _)| b)
            .collect();
        for b in allowed {
            let mut after = *card;
            after.place(&rules, dice, b).unwrap();
            let reward = f64::from(after.total(&rules)) - f64::from(card.total(&rules));
            best = best.max(reward + self.turn(&after));
        }
        if throws_left > 0 {
            for mask in 0u8..31 {
                let keep = dice.held_counts(Holds::from_bits(mask));
                if held.is_subset_of(&keep) {
                    best = best.max(self.reroll(card, keep, throws_left));
                }
            }
        }
        self.decisions.insert(key, best);
        best
    }
}
