//! A terminal Yahtzee game: exact rules, hot-seat play, CPU opponents up to the optimal
//! strategy, saved matches, and tables friends join over SSH.
//!
//! This package is the application: the screens ([`tui`]), the SSH door ([`net`]), the
//! command line ([`cli`]), the config file ([`config`]), the player's preferences ([`prefs`])
//! and the result card ([`share`]). The layers below are crates of their own, re-exported
//! here under the names the whole program uses:
//!
//! - [`rules`], [`game`], [`words`], [`escape`]: `yahtzee-core`, the rules and the match;
//! - [`ai`]: `yahtzee-ai`, the solver, the chance to win and the CPU levels;
//! - [`store`]: `yahtzee-store`, every file the game keeps;
//! - [`table`], [`seats`]: `yahtzee-table`, the one authority over a match being played.
//!
//! ARCHITECTURE.md draws the layers and says where each capability fits.

pub use yahtzee_ai as ai;
pub use yahtzee_ai::memory;
pub use yahtzee_core::{cycle, escape, game, rules, words};
pub use yahtzee_store as store;
pub use yahtzee_table as table;
pub use yahtzee_table::seats;

pub mod cli;
pub mod config;
pub mod net;
pub mod prefs;
pub mod share;
pub mod tui;
