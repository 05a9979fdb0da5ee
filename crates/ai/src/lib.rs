//! CPU players and the advisor: the exact optimal solver, weaker measured levels, and the
//! turn-level analysis that both the CPU and the advisor use.

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
pub mod mapped;
pub mod odds;
mod parallel;
pub mod plan;
mod prefetch;
pub mod review;
pub mod shark;
mod shark_sums;
pub mod solver;
pub mod strategy;

pub use plan::{Choice, PlanCache, Rated, TurnPlan, holds_for};
pub use solver::{FutureValue, Optimum, StateKey};
pub use strategy::{Cpu, Needs, NotSolved, needs};
