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
pub mod tui;
pub mod words;

/// The option after (or, going back, before) `current` in `all`, wrapping around; the first
/// option if `current` is not among them.
pub fn cycle<T: Copy + PartialEq>(all: &[T], current: T, forward: bool) -> T {
    let n = all.len();
    match all.iter().position(|&x| x == current) {
        Some(i) if forward => all[(i + 1) % n],
        Some(i) => all[(i + n - 1) % n],
        None => all[0],
    }
}
