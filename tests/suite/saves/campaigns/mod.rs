//! Seeded campaigns: the real binary killed with SIGKILL at random moments (`kills`), and
//! every file the game reads damaged at random (`damaged_files`). The test run plays them at
//! a small size; at full size, and only them:
//!
//! ```text
//! YAHTZEE_CAMPAIGN=full cargo test --profile testing --test suite -- saves::campaigns:: --nocapture
//! ```
//!
//! `YAHTZEE_CAMPAIGN_SEED=N` changes either seed.

mod damaged_files;
mod kills;
