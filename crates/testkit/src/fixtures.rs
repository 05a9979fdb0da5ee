//! The committed files under `tests/fixtures`, and folders of a test's own.
//!
//! Every run of the game a test makes is given a temporary data folder and the empty config
//! file, and a `HOME` of its own when it could look there (the host's SSH keys, OpenSSH's
//! known hosts): no test reads or writes the real ones, and tests running side by side never
//! share a folder.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The folder of the committed fixtures.
pub const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/fixtures");

/// The config file every run of the binary is given, so that no test reads the real one.
pub const EMPTY_CONFIG: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../tests/fixtures/config/empty.toml"
);

/// The path of `rel` under `tests/fixtures`.
pub fn fixture(rel: impl AsRef<Path>) -> PathBuf {
    Path::new(FIXTURES).join(rel)
}

/// The bytes of the fixture `rel`; panics naming it if it cannot be read.
pub fn fixture_bytes(rel: impl AsRef<Path>) -> Vec<u8> {
    let path = fixture(rel);
    std::fs::read(&path).unwrap_or_else(|e| panic!("fixture {}: {e}", path.display()))
}

/// A temporary folder, removed with the value.
pub fn temp_dir() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary folder")
}

/// A data folder and a home folder of the test's own, removed with the value.
pub struct Sandbox {
    pub data: tempfile::TempDir,
    pub home: tempfile::TempDir,
}

impl Sandbox {
    pub fn new() -> Sandbox {
        Sandbox {
            data: temp_dir(),
            home: temp_dir(),
        }
    }

    pub fn data(&self) -> &Path {
        self.data.path()
    }

    pub fn home(&self) -> &Path {
        self.home.path()
    }

    /// The binary `bin` on this data folder and home, with the empty config.
    pub fn command(&self, bin: impl AsRef<Path>) -> Command {
        let mut cmd = game_command(bin, self.data());
        cmd.env("HOME", self.home());
        cmd
    }
}

impl Default for Sandbox {
    fn default() -> Sandbox {
        Sandbox::new()
    }
}

/// The binary `bin` on `data_dir` with the empty config, reading neither a data folder nor
/// a config from the environment.
pub fn game_command(bin: impl AsRef<Path>, data_dir: &Path) -> Command {
    let mut cmd = Command::new(bin.as_ref());
    cmd.env("YAHTZEE_CONFIG", EMPTY_CONFIG)
        .env_remove("YAHTZEE_DATA_DIR")
        // The width `stats` gives its tables is the caller's terminal's otherwise.
        .env_remove("COLUMNS")
        .arg("--data-dir")
        .arg(data_dir);
    cmd
}
