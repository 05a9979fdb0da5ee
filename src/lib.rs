//! A terminal Yahtzee game: exact rules, hot-seat play, CPU opponents up to the optimal
//! strategy, and saved matches.

pub mod ai;
pub mod cli;
pub mod config;
pub mod escape;
pub mod game;
pub mod memory;
pub mod net;
pub mod prefs;
pub mod rules;
pub mod seats;
pub mod share;
pub mod store;
pub mod table;
pub mod tui;
pub mod words;

// The option cycler the setup screens and the match options share lives with the options,
// below every layer that uses it; its old path stays.
pub use game::cycle;
