//! Every integration test, in one binary, in one module per subject.
//!
//! | module          | what it tests                                                    |
//! |-----------------|------------------------------------------------------------------|
//! | `rules`         | the rules and scoring, exhaustively where small                  |
//! | `engine`        | the match state machine and the session, with no screen          |
//! | `cpu`           | the solver, the CPU levels, the coach, the chance to win         |
//! | `saves`         | saving, loading, recovery: nothing a player does is ever lost    |
//! | `screens`       | the app's screens, drawn into a `TestBackend` and snapshotted    |
//! | `terminal`      | the real binary in a pseudo-terminal, driven by keys             |
//! | `command_line`  | the commands, the config file, words from outside                |
//! | `hosting`       | the SSH door, guests, their keys, the headless host              |
//! | `serve`         | the public server: its screens, its config, real runs over SSH   |
//! | `plain`         | `--plain`: every local mode as lines on stdin and stdout         |
//!
//! The harness (the pty game, the SSH guest, the match builder, fixtures) is the
//! `yahtzee-testkit` crate; `common` holds what only this suite shares (the solved data,
//! made once for all, and the app driven by keys).
//!
//! One binary links once and keeps both cores busy to the end. Run one subject by its
//! module: `cargo test --profile testing --test suite cpu::odds::` (a filter is a substring). The
//! seeded campaigns at full size: `YAHTZEE_CAMPAIGN=full cargo test --profile testing --test suite
//! -- saves::campaigns:: --nocapture`.
//! Nothing in the tests is global to the process: injected faults are per thread, and no test
//! changes the environment or the working folder.

// A test states what it expects by unwrapping and panicking: a failure is the point. Its
// helper functions are not `#[test]`s, so the workspace's lints are lifted for the suite.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    unreachable_pub
)]

mod common;

mod command_line;
mod cpu;
mod docs;
mod engine;
mod hosting;
mod plain;
mod rules;
mod saves;
mod screens;
mod serve;
mod terminal;
