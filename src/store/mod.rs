//! Every file the game keeps: where they live, and how they are written and read back.

mod fsutil;
pub mod table_cache;

use std::path::PathBuf;

pub use fsutil::{atomic_write, ensure_dir};

/// The environment variable that overrides the data folder (as `--data-dir` does).
pub const DATA_DIR_ENV: &str = "YAHTZEE_DATA_DIR";

/// The data folder: `--data-dir` if given, else `$YAHTZEE_DATA_DIR`, else the platform's data
/// folder for the game (e.g. `~/.local/share/yahtzee` on Linux).
pub fn data_dir(flag: Option<PathBuf>) -> Option<PathBuf> {
    flag.or_else(|| {
        std::env::var_os(DATA_DIR_ENV)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    })
    .or_else(|| {
        directories::ProjectDirs::from("", "", "yahtzee").map(|d| d.data_dir().to_path_buf())
    })
}
