//! The game itself, with nothing around it: the rules of RULES.md ([`rules`]: dice, boxes,
//! every setting, scoring and the Joker), the match and its one authority ([`game`]: the turn
//! state machine, [`game::Session`] deciding what may be done), how both are said in words
//! ([`words`]) and how text from outside is made safe to show ([`escape`]).
//!
//! Pure: no files, no terminal, no network, no clock. Every layer above builds on it.
//!
//! ```
//! use yahtzee_core::rules::{BoxId, Dice, Ruleset, base_points};
//!
//! let dice: Dice = "3 3 3 5 5".parse()?;
//! assert_eq!(base_points(&Ruleset::default(), BoxId::FullHouse, &dice.counts()), 25);
//! # Ok::<(), yahtzee_core::rules::ParseDiceError>(())
//! ```

pub mod escape;
pub mod game;
pub mod rules;
pub mod words;

// The option cycler the setup screens and the match options share lives with the options.
pub use game::cycle;
