//! CPU players and the advisor: the exact optimal solver, weaker measured levels, and the
//! turn-level analysis that both the CPU and the advisor use.

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
pub use solver::{FutureValue, StateKey, Table};
pub use strategy::{Cpu, MissingTable, TableNeeds, tables_needed};
