//! The harness of the game's tests, written once.
//!
//! - [`pty`]: a program in a pseudo-terminal (the real `yahtzee` binary, or the OpenSSH
//!   client), its screen read through vt100, keys sent, bounded waits for text.
//! - [`ssh`]: a guest of a hosted table over real SSH (russh's client): connect with the
//!   invitation code or a key, open a terminal of a size, send keys, read the screen,
//!   disconnect.
//! - [`brute`]: the solver's independent reference, expectimax by brute force.
//! - [`build`]: a fluent way to make a match (`Match`, `Session`, save file) with its
//!   players, card, CPU levels, seed and options, and to play it forward, in place of the
//!   same setup written out in every test.
//! - [`plain`]: a scripted player of plain mode, reading what the game said and typing the
//!   next line, and a run of the binary with it.
//! - [`fixtures`]: the committed files under `tests/fixtures`, and temporary data, config
//!   and home folders, so that no test reads or writes the real ones.
//!
//! The kit depends on the `yahtzee` library and the suite depends on the kit (a
//! development-only cycle cargo allows): the types the kit hands out are the suite's own.
//! Every wait here is bounded; what a wait that runs out means is the caller's to say, so
//! the waits return `Option`/`Result` rather than panic.

// A harness whose caller is a test: a fixture that cannot be set up fails the test at once,
// with the reason (the workspace's lints are for the program a player runs).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

pub mod brute;
pub mod build;
pub mod fixtures;
pub mod plain;
pub mod pty;
pub mod ssh;
