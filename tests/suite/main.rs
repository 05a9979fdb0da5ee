//! Every integration test, in one binary.
//!
//! Each file here was a test binary of its own; each linked the whole library again and ran
//! after the one before it. One binary links once and keeps both cores busy to the end, and
//! the tables in `common` (`classic_table`, `classic_dists`, ...) are made once for all.
//! Run one file's tests by its module: `cargo test --release --test suite odds::` (a filter
//! is a substring: `e2e::` also runs `host_e2e::`).
//! Nothing in the tests is global to the process: injected faults are per thread, and no test
//! changes the environment or the working folder.

mod common;

mod ai;
mod arena_replay;
mod attack;
mod cli;
mod coach;
mod config;
mod damaged_files;
mod docs;
mod e2e;
mod fuzz;
mod game;
mod guests;
mod host;
mod host_e2e;
mod keys_screen;
mod kills;
mod odds;
mod outside;
mod rules;
mod safety;
mod session;
mod setup_options;
mod stats_report;
mod store;
mod table;
mod tui;
