//! CPU players and the advisor: the exact optimal solver, weaker measured levels, and the
//! turn-level analysis that both the CPU and the advisor use.
//!
//! The map: [`solver`] computes the [`Optimum`] (the expected points still to come under
//! perfect play from every state of a card); [`plan`] solves one turn from it ([`TurnPlan`],
//! what hints, the coach and the Perfect CPU share); [`levels`] and [`strategy`] are the CPU
//! levels ([`Cpu`]) and what each plays from ([`needs`]); [`odds`] builds the [`odds::Outlook`]
//! (the distribution of points still to come) from which every seat's chance to win follows,
//! and [`shark`] plays to win on it; [`columns`] values cards of several columns; [`review`]
//! judges a finished match; [`puzzles`] finds practice positions in real play and says why
//! their best box is best; [`arena`] plays matches by the thousand. [`kernel`] is the inner
//! loop they all stand on.
//!
//! Two CPUs that need no solved data play a whole match, each asked for its seat's next
//! action and the match refusing anything illegal:
//!
//! ```
//! use yahtzee_ai::Cpu;
//! use yahtzee_core::game::{Level, Match, MatchSetup, Seat};
//! use yahtzee_core::rules::Ruleset;
//!
//! let rules = Ruleset::CLASSIC;
//! let seats = vec![Seat::cpu("Ann", Level::Casual), Seat::cpu("Bea", Level::Beginner)];
//! let mut game = Match::new(&MatchSetup { rules, seats, seed: 3, same_dice: false })?;
//! let mut cpus = [Cpu::new(Level::Casual, rules, None)?, Cpu::new(Level::Beginner, rules, None)?];
//! while let Some(seat) = game.current_seat() {
//!     let action = cpus[seat.index()].next_action(&game).ok_or("the match is over")?;
//!     game.apply(seat, action)?;
//! }
//! assert!(game.is_over());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

// The layers below, under the names every module here uses (`crate::rules::…`).
use yahtzee_core::{game, rules, words};

pub mod memory;

/// What the tests of several modules here share.
#[cfg(test)]
mod testing {
    use crate::rules::Ruleset;

    /// Rules with each `key=value` applied in order, for tests that walk many rulesets; a
    /// setting that does not apply is a mistake in the test, named in the panic.
    pub(crate) trait WithSettings {
        fn with_settings(self, settings: &[&str]) -> Self;
    }

    impl WithSettings for Ruleset {
        fn with_settings(mut self, settings: &[&str]) -> Ruleset {
            for set in settings {
                self.apply_assignment(set)
                    .unwrap_or_else(|e| panic!("{set}: {e:?}"));
            }
            self
        }
    }
}

pub mod arena;
pub mod columns;
pub mod combos;
pub mod kernel;
pub mod levels;
pub mod luck;
pub mod mapped;
pub mod odds;
mod parallel;
pub mod plan;
mod prefetch;
pub mod puzzles;
pub mod review;
pub mod shark;
mod shark_sums;
pub mod solver;
pub mod strategy;

pub use plan::{Choice, PlanCache, Rated, TurnPlan, holds_for};
pub use solver::{FutureValue, Optimum, StateKey};
pub use strategy::{Cpu, Needs, NotSolved, needs};
