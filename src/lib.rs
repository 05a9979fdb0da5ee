//! A terminal Yahtzee game: exact rules, hot-seat play, CPU opponents up to the optimal
//! strategy, and saved matches.

pub mod ai;
pub mod cli;
pub mod game;
pub mod rules;
pub mod store;
pub mod tui;
