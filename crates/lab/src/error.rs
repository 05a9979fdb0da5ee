//! Why a measurement could not be made.

use yahtzee::ai::arena::ArenaError;
use yahtzee::rules::SettingError;

/// What stops a measurement. The exit codes are those `yahtzee bench` gave: 2 for rules the
/// command line got wrong, 1 for anything that failed while measuring.
#[derive(Debug, thiserror::Error)]
pub enum LabError {
    /// The command line's rules cannot be played (a setting their card does not use).
    #[error(transparent)]
    Setting(#[from] SettingError),
    /// The arena could not play the matches asked for.
    #[error(transparent)]
    Arena(#[from] ArenaError),
    /// The SSH measurement of a hosted table failed.
    #[error("the host benchmark failed: {0}")]
    Host(#[from] crate::host::HostBenchError),
    /// The load on a public server could not be measured.
    #[error("the server benchmark failed: {0}")]
    Serve(#[from] crate::load::LoadError),
    /// Anything else that went wrong on the way: a scratch file, a child process, a cache.
    #[error("{0}")]
    Failed(String),
}

impl LabError {
    /// A failure described by `why`.
    pub fn failed(why: impl std::fmt::Display) -> LabError {
        LabError::Failed(why.to_string())
    }

    /// The process's exit code for this failure.
    pub fn exit_code(&self) -> u8 {
        match self {
            LabError::Setting(_) => 2,
            LabError::Arena(_) | LabError::Host(_) | LabError::Serve(_) | LabError::Failed(_) => 1,
        }
    }
}
