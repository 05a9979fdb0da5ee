//! The public server (`yahtzee serve`): its own screens drawn from a board alone
//! (`screens`), its `[serve]` config section (`config`), and the real server process over
//! SSH (`process`), and people meeting there end to end (`meeting`).

mod config;
mod meeting;
mod process;
mod screens;
