//! Why a command stopped: [`CliError`], its message and its exit code.

use std::path::PathBuf;

use crate::escape::shown_path;
use crate::l10n::t;

/// Why a command stopped. `Display` is the message shown after `yahtzee: ` on stderr;
/// [`CliError::exit_code`] says how the process ends: 2 when something the user gave is wrong
/// (as for a malformed argument), 1 for every other failure.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// A value given on the command line is wrong: a card, dice, a seat, an unknown match, a
    /// request that does not fit the rules. Exit code 2.
    #[error("{0}")]
    Usage(String),
    /// A rules setting the card does not use (`--set joker=free` on a Yatzy card). Exit code 2.
    #[error(transparent)]
    Setting(#[from] crate::rules::SettingError),
    /// `config --check` found problems in the file. Exit code 2.
    #[error(
        "{}\n{}",
        t!("cli-error-config-problems", count = (.0.problems.len())),
        .0
    )]
    Config(crate::config::Report),
    /// No data folder was given and the platform has none. Exit code 1.
    #[error(
        "{}",
        t!("cli-error-no-data-folder", variable = crate::store::DATA_DIR_ENV)
    )]
    NoDataFolder,
    /// The data folder given is a file. Exit code 1.
    #[error("{}", t!("cli-error-not-a-folder", path = shown_path(.0)))]
    NotAFolder(PathBuf),
    /// The store could not read a file it needs (its own message, whatever its type). Exit
    /// code 1.
    #[error("{0}")]
    Store(Box<dyn std::error::Error>),
    /// A match in the history does not replay. Exit code 1.
    #[error("{}", t!("cli-error-damaged-entry", why = .0.to_string()))]
    DamagedEntry(#[source] crate::game::LoadError),
    /// A file the command was asked to write could not be written. Exit code 1.
    #[error("{}", t!("cli-error-write", path = shown_path(path), why = source.to_string()))]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    /// A file the command was asked to write is not a regular file (a device, a named pipe, a
    /// folder): it is left as it is. Exit code 2, as for a wrong argument.
    #[error("{}", t!("cli-error-not-a-file", path = shown_path(path), why = why.as_str()))]
    NotAFile { path: PathBuf, why: String },
    /// The manual page could not be rendered. Exit code 1.
    #[error("{}", t!("cli-error-manual", why = .0.to_string()))]
    Manual(#[source] std::io::Error),
    /// The folder `man --dir` was given cannot take the pages (a file, or not writable).
    /// Exit code 2, as for a wrong argument.
    #[error("{}", t!("cli-error-manual-dir", path = shown_path(path), why = why.as_str()))]
    ManualDir { path: PathBuf, why: String },
    /// The game was started without a terminal. Exit code 1.
    #[error("{}", t!("cli-error-no-terminal"))]
    NoTerminal,
    /// The terminal failed while the game ran. Exit code 1.
    #[error("{}", t!("cli-error-terminal", why = .0.to_string()))]
    Terminal(#[source] std::io::Error),
    /// A CPU-only match stopped (a CPU made an illegal move, or the setup was refused). Exit
    /// code 1.
    #[error(transparent)]
    Arena(#[from] crate::ai::arena::ArenaError),
    /// The output could not be encoded as JSON. Exit code 1.
    #[error(transparent)]
    Json(#[from] serde_json::Error),
    /// The guests' keys (remembered, or listed in the config) cannot be loaded. Exit code 1.
    #[error(transparent)]
    GuestKeys(#[from] crate::net::GuestKeysError),
    /// Anything else that went wrong inside a command (a scratch file, solved data
    /// that should exist). Exit code 1.
    #[error("{0}")]
    Failed(String),
}

impl CliError {
    /// A failure inside a command, told by its own message.
    pub fn failed(why: impl std::fmt::Display) -> CliError {
        CliError::Failed(why.to_string())
    }

    /// The store's error, whatever its type, kept with its message.
    pub fn store(why: impl Into<Box<dyn std::error::Error>>) -> CliError {
        CliError::Store(why.into())
    }

    /// The process's exit code for this failure (see docs/cli.md, "Exit codes and error messages").
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Usage(_)
            | CliError::Setting(_)
            | CliError::Config(_)
            | CliError::NotAFile { .. }
            | CliError::ManualDir { .. } => 2,
            CliError::NoDataFolder
            | CliError::NotAFolder(_)
            | CliError::Store(_)
            | CliError::DamagedEntry(_)
            | CliError::Write { .. }
            | CliError::Manual(_)
            | CliError::NoTerminal
            | CliError::Terminal(_)
            | CliError::Arena(_)
            | CliError::Json(_)
            | CliError::GuestKeys(_)
            | CliError::Failed(_) => 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_the_user_gave_wrong_exits_2_and_any_other_failure_1() {
        let report = |n: usize| crate::config::Report {
            path: PathBuf::from("c.toml"),
            problems: (1..=n)
                .map(|line| crate::config::Problem {
                    line,
                    message: "bad".to_string(),
                })
                .collect(),
        };
        assert_eq!(CliError::Usage("x".into()).exit_code(), 2);
        assert_eq!(CliError::Config(report(1)).exit_code(), 2);
        assert_eq!(
            CliError::Config(report(1)).to_string(),
            "config: 1 problem\nc.toml:1: bad"
        );
        assert_eq!(
            CliError::Config(report(2)).to_string(),
            "config: 2 problems\nc.toml:1: bad\nc.toml:2: bad"
        );
        assert_eq!(CliError::NoDataFolder.exit_code(), 1);
        assert!(
            CliError::NoDataFolder
                .to_string()
                .ends_with("YAHTZEE_DATA_DIR")
        );
        assert_eq!(
            CliError::store("The match history is unreadable.").exit_code(),
            1
        );
        assert_eq!(
            CliError::store("The match history is unreadable.").to_string(),
            "The match history is unreadable."
        );
        let write = CliError::Write {
            path: PathBuf::from("out.svg"),
            source: std::io::Error::other("disk full"),
        };
        assert_eq!(write.to_string(), "cannot write out.svg: disk full");
        assert_eq!(write.exit_code(), 1);
    }
}
