//! `yahtzee serve`: a public table server. One process holds three parts:
//!
//! - **the door** (`crate::net`, russh on a thread of its own): who may connect (any key,
//!   listed keys, or members and a code; guests without a key if the operator allows),
//!   the limits per address and key, and each connection turned into [`Arrival`]s;
//! - **the hall thread** (this module's loop over a [`floor::Floor`]): every connection's
//!   window, every table, the quick-match queue. It alone touches the tables and the
//!   database; drawing a person's frame costs a fraction of a millisecond, and the windows'
//!   outboxes never block, so one thread serves many tables at human pace and a slow or
//!   hostile connection delays no one else;
//! - **the hall database** (`yahtzee-hall`, SQLite): accounts by key, ratings, finished
//!   matches, and every open table's save, written before anyone sees the move.
//!
//! At start every open table is loaded from the database (each save checked by replay) and
//! waits for its people; on SIGINT or SIGTERM every connection is told and closed (each
//! table is already saved). The operator sees one status screen redrawn in place, or with
//! `--log` (or no terminal) one escaped line per event.

mod asks;
mod daily;
mod floor;
mod plain;
pub mod settings;
mod status;
mod tables;
#[cfg(test)]
mod tests;

/// The hall database's API, under the one name this module uses.
pub(crate) use yahtzee_hall as hall;

use crate::l10n::t;
use std::collections::HashSet;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::RecvTimeoutError;
use std::sync::{Arc, RwLock};
use std::time::Instant;

pub use floor::Floor;
use settings::{AdmitRule, ServeSettings};

use crate::net::{Admit, Arrival, Code, Limits, Policy, Public, Serve, Server};

/// How the operator started the server.
pub struct Options {
    pub listen: SocketAddr,
    /// Log lines rather than the status screen.
    pub log: bool,
    pub data: PathBuf,
    pub settings: ServeSettings,
}

/// Where the server keeps its files in the data folder.
pub fn folder(data: &Path) -> PathBuf {
    data.join("serve")
}

pub fn database_file(data: &Path) -> PathBuf {
    folder(data).join("hall.sqlite3")
}

pub fn key_file(data: &Path) -> PathBuf {
    folder(data).join("ssh_host_ed25519_key")
}

/// Why the server did not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error("{0}")]
    Database(String),
    #[error("{}", t!("serve-host-cli-cannot-serve", addr = .addr.to_string(), why = .why.as_str()))]
    Listen { addr: SocketAddr, why: String },
    #[error("{0}")]
    Setup(String),
}

/// Runs the server until SIGINT or SIGTERM.
pub fn run(options: Options) -> Result<(), StartError> {
    use std::io::IsTerminal;
    let folder = folder(&options.data);
    crate::store::ensure_dir(&folder).map_err(|e| {
        StartError::Setup(t!(
            "serve-start-cannot-make-folder",
            path = crate::escape::shown_path(&folder),
            why = e.to_string()
        ))
    })?;
    let db = database_file(&options.data);
    let hall = hall::Hall::open(&db).map_err(|e| StartError::Database(e.to_string()))?;
    let members = Arc::new(RwLock::new(HashSet::new()));
    let (policy, code) = policy(&options.settings, members.clone())?;
    let server = Server::start(Serve {
        listen: options.listen,
        key_file: key_file(&options.data),
        policy,
        limits: limits(&options.settings),
        wake: Box::new(|| {}),
    })
    .map_err(|e| StartError::Listen {
        addr: options.listen,
        why: e.to_string(),
    })?;
    let shelf = crate::tui::shelf::Shelf::new(Some(options.data.clone()))
        .building_odds(crate::tui::shelf::OddsBuild::child());
    let started = Instant::now();
    let mut floor = Floor::new(hall, options.settings.clone(), shelf, members);
    let stop = Arc::new(AtomicBool::new(false));
    #[cfg(unix)]
    for signal in [signal_hook::consts::SIGINT, signal_hook::consts::SIGTERM] {
        signal_hook::flag::register(signal, stop.clone())
            .map_err(|e| StartError::Setup(t!("serve-host-cli-signals", why = e.to_string())))?;
    }
    let intro = || status::intro(&server, &options, code.as_ref());
    let screen = !options.log && std::io::stdout().is_terminal();
    let mut out = status::Out::new(screen, intro, db, started);
    loop {
        floor.step();
        out.show(&mut floor, &server);
        if stop.load(Ordering::Relaxed) {
            floor.shutdown(|| t!("serve-stopping-come-back"));
            out.show(&mut floor, &server);
            out.finish(|| t!("serve-status-stopped"));
            return Ok(());
        }
        match server.arrivals.recv_timeout(floor.next_wake()) {
            Ok(arrival) => {
                floor.arrive(arrival);
                while let Ok(more) = server.arrivals.try_recv() {
                    floor.arrive(more);
                }
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => {
                floor.shutdown(|| t!("serve-stopped"));
                out.finish(|| t!("serve-status-door-stopped"));
                return Ok(());
            }
        }
    }
}

/// Serves `arrivals` on `floor` until `stop` is set: the loop without the operator's output
/// (tests, and the load generator).
pub fn serve(floor: &mut Floor, arrivals: &std::sync::mpsc::Receiver<Arrival>, stop: &AtomicBool) {
    loop {
        floor.step();
        if stop.load(Ordering::Relaxed) {
            floor.shutdown(|| t!("serve-stopping"));
            return;
        }
        match arrivals.recv_timeout(floor.next_wake()) {
            Ok(arrival) => {
                floor.arrive(arrival);
                while let Ok(more) = arrivals.try_recv() {
                    floor.arrive(more);
                }
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return,
        }
    }
}

/// The door's policy from the settings, and the invite code when one is asked.
fn policy(
    settings: &ServeSettings,
    members: Arc<RwLock<HashSet<String>>>,
) -> Result<(Policy, Option<Code>), StartError> {
    let (admit, code) = match settings.admit {
        AdmitRule::Anyone => (Admit::Anyone, None),
        AdmitRule::Listed => {
            let mut fingerprints = Vec::new();
            for line in &settings.keys {
                let fp = crate::net::fingerprint_of(line).ok_or_else(|| {
                    StartError::Setup(t!(
                        "serve-start-not-a-key",
                        key = crate::escape::excerpt(line, 40)
                    ))
                })?;
                fingerprints.push(fp);
            }
            (Admit::Listed(fingerprints), None)
        }
        AdmitRule::Code => {
            let code = settings
                .code
                .as_deref()
                .map_or_else(Code::random, Code::fixed);
            (Admit::Code(code.clone()), Some(code))
        }
    };
    Ok((
        Policy::Public(Public {
            admit,
            guests: settings.guests,
            members,
        }),
        code,
    ))
}

/// The door's limits from the settings.
pub fn limits(settings: &ServeSettings) -> Limits {
    let mut limits = Limits::public();
    limits.connections = settings.max_connections;
    limits.per_address = settings.per_address;
    limits.per_key = settings.per_key;
    limits.handshakes = settings.handshakes;
    limits.handshakes_per_address = limits.handshakes_per_address.min(settings.handshakes);
    limits.idle = std::time::Duration::from_secs(settings.idle_minutes.saturating_mul(60));
    limits
}
