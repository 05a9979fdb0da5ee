//! The dice generator: PCG32 (O'Neill's PCG-XSH-RR, 64-bit state, 32-bit output), written out
//! here so that its state is two plain integers saved with the match and any implementation of
//! the published algorithm continues the same sequence.
//!
//! - step: `state = state * 6364136223846793005 + inc` (wrapping, `inc` odd);
//! - output from the old state: `xorshifted = ((old >> 18) ^ old) >> 27` (low 32 bits),
//!   rotated right by `old >> 59`;
//! - seeding as `pcg32_srandom_r(seed, stream)`: `state = 0`, `inc = stream << 1 | 1`, step,
//!   `state += seed`, step.
//! - a die face is `1 + x % 6` for the next output `x` below 4294967292 (= 6 × 715827882);
//!   larger outputs are drawn again, so every face has probability exactly 1/6.

use serde::{Deserialize, Serialize};

use super::tape::{Draw, Tape};
use crate::rules::Face;

/// The stream every match uses; the seed alone picks the sequence.
pub const STREAM: u64 = 0x5941_4854_5a45_4521;

const MULTIPLIER: u64 = 6_364_136_223_846_793_005;
const ACCEPT_BELOW: u32 = 4_294_967_292;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawPcg32", into = "RawPcg32")]
pub struct Pcg32 {
    state: u64,
    inc: u64,
}

impl Pcg32 {
    pub fn new(seed: u64, stream: u64) -> Pcg32 {
        let mut rng = Pcg32 {
            state: 0,
            inc: (stream << 1) | 1,
        };
        rng.next_u32();
        rng.state = rng.state.wrapping_add(seed);
        rng.next_u32();
        rng
    }

    /// The generator a match seeded with `seed` starts from.
    pub fn from_seed(seed: u64) -> Pcg32 {
        Pcg32::new(seed, STREAM)
    }

    pub fn next_u32(&mut self) -> u32 {
        let old = self.state;
        self.state = old.wrapping_mul(MULTIPLIER).wrapping_add(self.inc);
        // Truncation to the low 32 bits is the algorithm.
        let xorshifted = (((old >> 18) ^ old) >> 27) as u32;
        let rot = (old >> 59) as u32;
        xorshifted.rotate_right(rot)
    }

    pub fn next_face(&mut self) -> Face {
        loop {
            let x = self.next_u32();
            if x < ACCEPT_BELOW {
                return Face::from_index((x % 6) as usize);
            }
        }
    }
}

/// The state as hex strings, since JSON readers outside Rust often lose integer precision
/// beyond 2^53.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPcg32 {
    state: String,
    inc: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RngStateError {
    #[error("dice generator state '{0}' is not a 64-bit hex number")]
    NotHex(String),
    #[error("dice generator increment must be odd")]
    EvenIncrement,
}

impl TryFrom<RawPcg32> for Pcg32 {
    type Error = RngStateError;
    fn try_from(raw: RawPcg32) -> Result<Self, Self::Error> {
        let parse = |s: &str| {
            u64::from_str_radix(s, 16)
                .map_err(|_| RngStateError::NotHex(crate::escape::excerpt(s, 20)))
        };
        let inc = parse(&raw.inc)?;
        if inc % 2 == 0 {
            return Err(RngStateError::EvenIncrement);
        }
        Ok(Pcg32 {
            state: parse(&raw.state)?,
            inc,
        })
    }
}

impl From<Pcg32> for RawPcg32 {
    fn from(rng: Pcg32) -> RawPcg32 {
        RawPcg32 {
            state: format!("{:016x}", rng.state),
            inc: format!("{:016x}", rng.inc),
        }
    }
}

/// Where a match's dice come from: the tape (every new match: a face fixed by its place, see
/// [`super::tape`]), the seeded generator (matches saved before the tape, and `sim`'s default,
/// whose seeds and figures were published), or (for tests and demonstrations) a fixed script of
/// faces that then continues with a generator. A save records its source, so an old match
/// replays with the generator it was made with.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DiceSource {
    Pcg32(Pcg32),
    Script {
        faces: Vec<Face>,
        next: usize,
        then: Pcg32,
    },
    Tape(Tape),
}

impl DiceSource {
    /// The tape for `seed`, every seat its own dice or (`same_dice`) all the same.
    pub fn tape(seed: u64, same_dice: bool) -> DiceSource {
        DiceSource::Tape(Tape { seed, same_dice })
    }

    /// The tape, if the dice come from one.
    pub fn as_tape(&self) -> Option<Tape> {
        match self {
            DiceSource::Tape(tape) => Some(*tape),
            _ => None,
        }
    }

    pub fn seeded(seed: u64) -> DiceSource {
        DiceSource::Pcg32(Pcg32::from_seed(seed))
    }

    /// Throws `faces` in order (die by die, left to right among the dice thrown), then goes on
    /// with the generator for `seed`.
    pub fn scripted(faces: Vec<Face>, seed: u64) -> DiceSource {
        DiceSource::Script {
            faces,
            next: 0,
            then: Pcg32::from_seed(seed),
        }
    }

    /// Whether the faces were fixed in advance (tests only).
    pub fn is_scripted(&self) -> bool {
        matches!(self, DiceSource::Script { .. })
    }

    /// The face of the die at `draw`: the tape reads it there; the generator and the script
    /// ignore where it is and hand out their next face.
    pub fn next_face(&mut self, draw: Draw) -> Face {
        match self {
            DiceSource::Tape(tape) => tape.face(draw),
            DiceSource::Pcg32(rng) => rng.next_face(),
            DiceSource::Script { faces, next, then } => match faces.get(*next) {
                Some(&face) => {
                    *next += 1;
                    face
                }
                None => then.next_face(),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_reference_pcg32_sequence() {
        // pcg32-demo from the PCG reference: srandom(42, 54).
        let mut rng = Pcg32::new(42, 54);
        let got: Vec<u32> = (0..6).map(|_| rng.next_u32()).collect();
        assert_eq!(
            got,
            [
                0xa15c02b7, 0x7b47f409, 0xba1d3330, 0x83d2f293, 0xbfa4784b, 0xcbed606e
            ]
        );
    }

    #[test]
    fn state_round_trips_through_json() {
        let mut rng = Pcg32::from_seed(7);
        rng.next_u32();
        let json = serde_json::to_string(&rng).unwrap();
        let back: Pcg32 = serde_json::from_str(&json).unwrap();
        assert_eq!(back, rng);
        assert!(serde_json::from_str::<Pcg32>(r#"{"state":"zz","inc":"1"}"#).is_err());
        assert!(serde_json::from_str::<Pcg32>(r#"{"state":"1","inc":"2"}"#).is_err());
    }

    #[test]
    fn script_runs_out_into_the_generator() {
        let mut source = DiceSource::scripted(vec![Face::Six, Face::Two], 1);
        let draw = Draw {
            round: 1,
            seat: 0,
            throw: 1,
            position: 0,
        };
        assert_eq!(source.next_face(draw), Face::Six);
        assert_eq!(source.next_face(draw), Face::Two);
        let mut plain = Pcg32::from_seed(1);
        assert_eq!(source.next_face(draw), plain.next_face());
    }
}
