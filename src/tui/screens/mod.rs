//! One file per screen.

pub mod history;
pub mod menu;
pub mod play;
pub mod results;
pub mod review;
pub mod setup;
pub mod stats;
pub mod text;
