//! Seats over SSH: the one module that knows of a network. It runs an SSH server (russh, on
//! a small tokio runtime of its own thread) and turns each guest into plain values for the
//! synchronous game: an [`Arrival`] when a guest opens a terminal, their keystrokes as
//! bytes, their window's size, and an [`Outbox`] their screen is written to. The rules, the
//! table and the screens never see a socket.
//!
//! What a guest can reach: an interactive session with a terminal, and nothing else. Exec
//! requests, subsystems (sftp, scp), port forwarding either way, agent and X11 forwarding are
//! refused; only keystrokes go in and screen updates come out.
//!
//! Who comes in is the door's [`Policy`]: a table among friends (`yahtzee host`: the code,
//! or a key remembered for a seat or listed by the host), or a public server (`yahtzee
//! serve`: any key, listed keys, or members' keys and the code; guests without a key where
//! allowed). The limits are the same for both ([`Limits`]): connections overall, per source
//! and per key; handshakes in progress, the oldest of the busiest source dropped first as
//! OpenSSH's MaxStartups does; a deadline to get in; input per second; window sizes. A
//! connection refused is told why in one line, wherever SSH lets the words reach its
//! client: before the banner at a full door, as keyboard-interactive instructions, as the
//! reason it is disconnected.

pub mod gate;
mod hostkey;
mod server;

use std::collections::HashSet;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::Duration;

use crate::l10n::t;

pub use gate::Code;
pub use hostkey::{BadKeysFile, GuestKeysError, KnownKeys, Remembered, guest_keys_file};

/// One connection, for as long as it lasts.
pub type ConnId = u64;

/// What happened on the network, for the game to act on.
pub enum Arrival {
    /// A guest passed the gate and opened a terminal.
    Opened {
        conn: ConnId,
        visitor: Visitor,
        size: (u16, u16),
        out: Outbox,
    },
    Input {
        conn: ConnId,
        bytes: Vec<u8>,
    },
    Resized {
        conn: ConnId,
        size: (u16, u16),
    },
    Closed {
        conn: ConnId,
    },
}

/// Who a guest is, as far as the gate knows.
#[derive(Clone, Debug)]
pub struct Visitor {
    /// The SSH user name, when it can be a name at the table ("table" is `None`; names
    /// [`gate::guest_name`] refuses never get this far).
    pub name: Option<String>,
    /// The SHA-256 fingerprint of the key the guest proved they hold, if any.
    pub key: Option<String>,
    /// How they got through the gate.
    pub came_in: CameIn,
    pub addr: IpAddr,
    /// The language its client's locale asks for (English when it asks for none the game
    /// speaks): its window speaks it until the person chooses another.
    pub lang: crate::l10n::Lang,
    /// How they read the game: the drawn screen, or lines a screen reader follows.
    pub mode: Mode,
}

/// How a guest reads the game, as their client asked (see [`gate::mode`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The drawn screen, on the terminal their client opened.
    Screen,
    /// Lines of text, each event said once, commands typed as words.
    Plain(Pty),
}

/// Whether a plain guest's client opened a terminal: it then sends each key as typed, so the
/// game echoes them, takes Backspace, and ends its lines with CR LF; without one the
/// client's own line discipline does all that and sends whole lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pty {
    Raw,
    None,
}

/// How a guest got through the gate: the host is told, and only a remembered key takes a
/// seat back without the code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CameIn {
    /// With the invitation code (and perhaps a key, then remembered with their seat).
    Code,
    /// With a key remembered for a seat of this match.
    RememberedKey,
    /// With a key the host's config lists, or the public server's list of keys.
    ListedKey,
    /// At a public server, with a key alone: any key where anyone may come, or a member's
    /// key where the code is asked of others.
    Key,
    /// At a public server, without a key: a guest, who plays unrated under a name of the
    /// moment.
    Guest,
}

/// Who may come in, and how.
pub enum Policy {
    /// `yahtzee host`: a table among friends. The code, or a key remembered for a seat of
    /// this match, or a key the host's config lists.
    Table {
        code: Code,
        known: Arc<Mutex<KnownKeys>>,
    },
    /// `yahtzee serve`: a public server, where a key is an account.
    Public(Public),
}

/// The door of a public server.
pub struct Public {
    pub admit: Admit,
    /// Whether a connection without a key gets in as a guest: with keyboard-interactive
    /// (no prompt where anyone may come, the code where a code is asked) or a password (any
    /// where anyone may come, the code where a code is asked). Never under
    /// [`Admit::Listed`], whose list is the whole of who may come in. A connection that
    /// proved a key is never made a guest, whatever it tries after.
    pub guests: bool,
    /// The fingerprints of the accounts' keys: under [`Admit::Code`] they pass without the
    /// code. Kept up to date by whoever makes accounts.
    pub members: Arc<RwLock<HashSet<String>>>,
}

/// Who a public server lets in by their key.
pub enum Admit {
    /// Any key its holder proves.
    Anyone,
    /// Only these keys (SHA-256 fingerprints, "SHA256:…").
    Listed(Vec<String>),
    /// Members' keys, and anyone else who gives the code.
    Code(Code),
}

/// Limits of the server, with the defaults a small table for friends needs.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Connections at once, authenticated or not.
    pub connections: usize,
    /// Connections not yet through the gate, from everyone. When a newcomer would pass it,
    /// the oldest pending connection of the address holding the most is dropped to make
    /// room (as OpenSSH's MaxStartups does), so idle sockets cannot shut the door.
    pub handshakes: usize,
    /// Connections not yet through the gate from one address; a newcomer past it takes the
    /// place of that address's oldest.
    pub handshakes_per_address: usize,
    /// Time a connection has to get through the gate and open its terminal, whatever stage
    /// it is at (no banner, half a banner, no key exchange).
    pub handshake_time: Duration,
    /// A connection with nothing from the guest for this long is closed.
    pub idle: Duration,
    /// Connections at once from one source (an IPv4 address, an IPv6 /64: see
    /// [`gate::source`]), through the gate or not. A newcomer past it takes the place of
    /// that source's oldest connection still at the gate, or is turned away if all of its
    /// connections got in.
    pub per_address: usize,
    /// Connections at once through the gate with one key.
    pub per_key: usize,
    /// How long a refused key or code waits for its answer: each guess at a code costs this
    /// much on top of the per-address shut-out. (The tests shorten it: their refusals are
    /// many and the waiting tells them nothing.)
    pub refusal_wait: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            connections: 16,
            handshakes: 10,
            handshakes_per_address: 3,
            handshake_time: Duration::from_secs(30),
            idle: Duration::from_secs(30 * 60),
            // As many as the table takes: a table among friends limits no one by address
            // (a family behind one router) or key.
            per_address: 16,
            per_key: 16,
            refusal_wait: Duration::from_secs(1),
        }
    }
}

impl Limits {
    /// Limits for a public server on a small machine, the starting point of its config.
    pub fn public() -> Limits {
        Limits {
            connections: 2000,
            handshakes: 64,
            handshakes_per_address: 8,
            handshake_time: Duration::from_secs(30),
            idle: Duration::from_secs(30 * 60),
            per_address: 16,
            per_key: 3,
            refusal_wait: Duration::from_secs(1),
        }
    }
}

/// What the host's screen shows of the server: each count is of its own kind, so a host
/// can tell a guest mistyping the code from a flood at the door.
#[derive(Default)]
pub struct Stats {
    /// Wrong codes since the table opened (a try from an address shut out is not one).
    pub failures: AtomicU64,
    /// Tries from an address shut out after too many wrong codes.
    pub locked_out: AtomicU64,
    /// Connections open now.
    pub connections: AtomicUsize,
    /// Connections refused or dropped before they got in: the table full, crowded out by
    /// newer ones, or too slow to get through the gate.
    pub turned_away: AtomicU64,
    /// Tries refused because their key already had every connection one key may.
    pub key_busy: AtomicU64,
    /// Requests for what the door never offers (a command run, a subsystem such as sftp,
    /// forwarding, an agent, X11): counted so the operator sees who probes.
    pub forbidden: AtomicU64,
}

impl Stats {
    pub fn failures(&self) -> u64 {
        self.failures.load(Ordering::Relaxed)
    }

    pub fn locked_out(&self) -> u64 {
        self.locked_out.load(Ordering::Relaxed)
    }

    pub fn turned_away(&self) -> u64 {
        self.turned_away.load(Ordering::Relaxed)
    }

    pub fn key_busy(&self) -> u64 {
        self.key_busy.load(Ordering::Relaxed)
    }

    pub fn forbidden(&self) -> u64 {
        self.forbidden.load(Ordering::Relaxed)
    }

    pub fn connections(&self) -> usize {
        self.connections.load(Ordering::Relaxed)
    }
}

/// How to serve.
pub struct Serve {
    pub listen: SocketAddr,
    /// Where the host key is kept (made on first use, mode 0600).
    pub key_file: PathBuf,
    /// Who comes in, and how.
    pub policy: Policy,
    pub limits: Limits,
    /// Called from the network thread after each arrival, so a loop waiting on something
    /// else (the host's own terminal) wakes up at once.
    pub wake: Box<dyn Fn() + Send + Sync>,
}

/// A running server; dropping it stops it and closes every connection.
pub struct Server {
    pub arrivals: std::sync::mpsc::Receiver<Arrival>,
    /// Where it listens (the port is the one the system gave, for `:0`).
    pub addr: SocketAddr,
    /// The host key's SHA-256 fingerprint, for guests to check.
    pub fingerprint: String,
    /// How many files the process may hold open, after asking for enough for every
    /// connection the limits allow; fewer than wanted is said at start (see
    /// [`OpenFiles::shortfall`]).
    pub open_files: OpenFiles,
    pub stats: Arc<Stats>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Server {
    /// Binds, loads or makes the host key, and serves on a thread of its own.
    pub fn start(serve: Serve) -> io::Result<Server> {
        // Each connection holds a socket; the tables' files and the database a few more.
        let wanted = serve
            .limits
            .connections
            .saturating_add(FILES_BESIDE_CONNECTIONS);
        let open_files = raise_open_files(wanted as u64);
        let key = hostkey::load_or_make(&serve.key_file)?;
        let fingerprint = hostkey::fingerprint(&key);
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?;
        let listener = runtime.block_on(tokio::net::TcpListener::bind(serve.listen))?;
        let addr = listener.local_addr()?;
        let (tx, arrivals) = std::sync::mpsc::channel();
        let (stop, stopped) = tokio::sync::oneshot::channel();
        let stats = Arc::new(Stats::default());
        let door = server::Door::new(serve, key, tx, stats.clone());
        let thread = std::thread::Builder::new()
            .name("ssh".to_string())
            .spawn(move || runtime.block_on(door.serve(listener, stopped)))?;
        Ok(Server {
            arrivals,
            addr,
            fingerprint,
            open_files,
            stats,
            stop: Some(stop),
            thread: Some(thread),
        })
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// A guest's screen: what is written here goes to their terminal at each flush. It never
/// blocks the game: a guest whose connection cannot keep up is dropped rather than let the
/// table wait.
pub struct Outbox {
    tx: tokio::sync::mpsc::Sender<Out>,
    buf: Vec<u8>,
    /// Set when a frame could not be queued: the guest is dropped at the next look.
    lagging: Arc<std::sync::atomic::AtomicBool>,
    /// Bytes sent so far (measured by the host benchmark).
    pub sent: u64,
}

enum Out {
    Data(Vec<u8>),
    /// Say this and close the connection.
    Close(String),
}

/// Frames a guest may have in flight before they count as gone.
const BACKLOG: usize = 256;

impl Outbox {
    /// An outbox with no connection behind it, for the hall's tests: what it is sent is
    /// held (up to a bound) by the receiver returned beside it, which the test keeps alive.
    #[cfg(test)]
    pub(crate) fn detached() -> (Outbox, Box<dyn std::any::Any>) {
        let (tx, rx) = tokio::sync::mpsc::channel(1 << 16);
        (
            Outbox {
                tx,
                buf: Vec::new(),
                lagging: Arc::new(std::sync::atomic::AtomicBool::new(false)),
                sent: 0,
            },
            Box::new(rx),
        )
    }

    /// What closes this guest's connection, kept beside the terminal that owns the outbox.
    pub fn closer(&self) -> Closer {
        Closer {
            tx: self.tx.clone(),
            lagging: self.lagging.clone(),
        }
    }
}

/// What a [`Outbox::detached`] outbox was sent so far, as text (a farewell included).
#[cfg(test)]
pub(crate) fn sent_text(far: &mut Box<dyn std::any::Any>) -> String {
    let Some(rx) = far.downcast_mut::<tokio::sync::mpsc::Receiver<Out>>() else {
        return String::new();
    };
    let mut bytes = Vec::new();
    while let Ok(out) = rx.try_recv() {
        match out {
            Out::Data(data) => bytes.extend(data),
            Out::Close(farewell) => bytes.extend(farewell.into_bytes()),
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// [`sent_text`], and whether the connection was closed after it.
#[cfg(test)]
pub(crate) fn sent_and_closed(far: &mut Box<dyn std::any::Any>) -> (String, bool) {
    let Some(rx) = far.downcast_mut::<tokio::sync::mpsc::Receiver<Out>>() else {
        return (String::new(), false);
    };
    let mut bytes = Vec::new();
    let mut closed = false;
    while let Ok(out) = rx.try_recv() {
        match out {
            Out::Data(data) => bytes.extend(data),
            Out::Close(farewell) => {
                closed = true;
                bytes.extend(farewell.into_bytes());
            }
        }
    }
    (String::from_utf8_lossy(&bytes).into_owned(), closed)
}

/// Closes a guest's connection, after what was written before.
pub struct Closer {
    tx: tokio::sync::mpsc::Sender<Out>,
    lagging: Arc<std::sync::atomic::AtomicBool>,
}

impl Closer {
    /// Closes the guest's connection after telling them why.
    pub fn close(&self, farewell: &str) {
        let _ = self.tx.try_send(Out::Close(format!("{farewell}\r\n")));
    }

    /// [`close`](Self::close), the farewell's line ended by `end`: a plain guest without
    /// a terminal reads lines ending in a line feed alone.
    pub fn close_line(&self, farewell: &str, end: &str) {
        let _ = self.tx.try_send(Out::Close(format!("{farewell}{end}")));
    }

    /// Whether the guest's connection could not take a frame: they are to be dropped.
    pub fn lagging(&self) -> bool {
        self.lagging.load(Ordering::Relaxed)
    }

    /// Whether the connection is gone.
    pub fn gone(&self) -> bool {
        self.tx.is_closed()
    }
}

impl io::Write for Outbox {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.buf.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.buf.is_empty() {
            return Ok(());
        }
        let data = std::mem::take(&mut self.buf);
        let n = data.len() as u64;
        // Writing never fails: a guest who cannot keep up is marked and dropped by the
        // table's loop, and one who has gone is announced by the network. (A failed write
        // would also make ratatui print to the host's terminal as it drops the screen.)
        match self.tx.try_send(Out::Data(data)) {
            Ok(()) => self.sent = self.sent.saturating_add(n),
            Err(tokio::sync::mpsc::error::TrySendError::Full(_)) => {
                self.lagging.store(true, Ordering::Relaxed);
            }
            Err(tokio::sync::mpsc::error::TrySendError::Closed(_)) => {}
        }
        Ok(())
    }
}

/// Whether `line` is a public key as an authorized_keys file writes it.
pub fn is_public_key(line: &str) -> bool {
    russh::keys::PublicKey::from_openssh(line.trim()).is_ok()
}

/// The SHA-256 fingerprint ("SHA256:…", as [`Visitor::key`] and [`Admit::Listed`] write it)
/// of a public key written as an authorized_keys file writes it, or `None` if it is not one.
pub fn fingerprint_of(line: &str) -> Option<String> {
    russh::keys::PublicKey::from_openssh(line.trim())
        .ok()
        .map(|key| hostkey::key_fingerprint(&key))
}

/// Whether a table listening on `addr` can be reached from other machines, in words for the
/// host's screen.
pub fn reach(addr: &SocketAddr) -> String {
    let ip = addr.ip();
    let port = addr.port();
    if ip.is_loopback() {
        t!("serve-reach-table-this-machine", port = port)
    } else if ip.is_unspecified() {
        t!("serve-reach-table-network", port = port)
    } else {
        t!("serve-reach-table-address", addr = addr.to_string())
    }
}

/// [`reach`] for a public server, which people connect to rather than join.
pub fn reach_server(addr: &SocketAddr) -> String {
    let ip = addr.ip();
    let port = addr.port();
    if ip.is_loopback() {
        t!("serve-reach-server-this-machine", port = port)
    } else if ip.is_unspecified() {
        t!("serve-reach-server-network", port = port)
    } else {
        t!("serve-reach-server-address", addr = addr.to_string())
    }
}

/// One of the door's counts of what it turned away, as the host's title line and the
/// operator's status screen say them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DoorCount {
    WrongCodes(u64),
    ShutOut(u64),
    TurnedAway(u64),
    KeyBusy(u64),
    Forbidden(u64),
}

/// The door's counts that are not zero, in words, joined by " · "; empty while the door
/// refused nothing.
pub fn door_words(counts: &[DoorCount]) -> String {
    counts
        .iter()
        .filter_map(|&count| match count {
            DoorCount::WrongCodes(0)
            | DoorCount::ShutOut(0)
            | DoorCount::TurnedAway(0)
            | DoorCount::KeyBusy(0)
            | DoorCount::Forbidden(0) => None,
            DoorCount::WrongCodes(n) => Some(t!("serve-door-count-wrong-codes", count = n)),
            DoorCount::ShutOut(n) => Some(t!("serve-door-count-shut-out", count = n)),
            DoorCount::TurnedAway(n) => Some(t!("serve-door-count-turned-away", count = n)),
            DoorCount::KeyBusy(n) => Some(t!("serve-door-count-key-busy", count = n)),
            DoorCount::Forbidden(n) => Some(t!("serve-door-count-forbidden", count = n)),
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The command a guest types, for the address the server listens on (an unspecified address
/// is shown as this machine's name on the network, where one can be found).
pub fn join_command(addr: &SocketAddr) -> String {
    let host = if addr.ip().is_unspecified() {
        local_address().unwrap_or_else(|| "THIS-MACHINE".to_string())
    } else {
        addr.ip().to_string()
    };
    let host = if host.contains(':') {
        format!("[{host}]")
    } else {
        host
    };
    if addr.port() == 22 {
        format!("ssh table@{host}")
    } else {
        format!("ssh -p {} table@{host}", addr.port())
    }
}

/// This machine's address on its network: the one a UDP socket would send from toward a
/// public address (nothing is sent).
fn local_address() -> Option<String> {
    let socket = std::net::UdpSocket::bind("0.0.0.0:0").ok()?;
    socket.connect("192.0.2.1:9").ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_unspecified()).then(|| ip.to_string())
}

impl From<Limits> for russh::server::Config {
    fn from(limits: Limits) -> russh::server::Config {
        russh::server::Config {
            inactivity_timeout: Some(limits.idle),
            auth_rejection_time: limits.refusal_wait,
            // OpenSSH asks with "none" first to learn the methods: no need to make it wait.
            auth_rejection_time_initial: Some(Duration::ZERO),
            // Counted by russh with the first "none" and each key offered: ssh asks for a
            // password three times, and with three the third code was never looked at.
            // Six, as OpenSSH's MaxAuthTries; wrong codes are limited per address anyway.
            max_auth_attempts: 6,
            nodelay: true,
            // "none" is listed so that ssh's first request reaches the handler: that is
            // where a shut-out address is answered with no method left, before ssh asks
            // for a code it would not look at. The handler never accepts it.
            methods: russh::MethodSet::from(
                &[
                    russh::MethodKind::None,
                    russh::MethodKind::PublicKey,
                    russh::MethodKind::Password,
                ][..],
            ),
            keepalive_interval: Some(Duration::from_secs(30)),
            keepalive_max: 4,
            ..Default::default()
        }
    }
}

/// Files a server holds besides its connections' sockets: the listener, the database and its
/// log, the tables' caches, the terminal, and room for a moment's overlap.
const FILES_BESIDE_CONNECTIONS: usize = 64;

/// The process's limit on open files, as the server found and left it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpenFiles {
    /// What the server wanted: its connection limit and the files beside them.
    pub wanted: u64,
    /// The limit now in force (the soft limit, raised towards the hard one).
    pub limit: u64,
}

impl OpenFiles {
    /// Connections the limits allow that the process could not open a socket for, in words
    /// for the operator, if any. A server at its descriptor limit turns newcomers away (the
    /// door waits a moment and keeps the people already in), rather than failing.
    pub fn shortfall(&self) -> Option<String> {
        (self.limit < self.wanted).then(|| {
            t!(
                "serve-open-files-short",
                limit = self.limit,
                wanted = self.wanted
            )
        })
    }
}

/// Raises the soft limit on open files towards `wanted`, as far as the hard limit lets it:
/// distributions start processes at 1,024, which a server of a thousand people passes.
#[cfg(unix)]
fn raise_open_files(wanted: u64) -> OpenFiles {
    let mut lim = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes only the rlimit it is given, which lives for the call.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) } != 0 {
        return OpenFiles {
            wanted,
            limit: wanted,
        };
    }
    // rlim_t is u64 on Linux and macOS, another width on some Unixes.
    #[allow(clippy::useless_conversion)]
    let (current, hard) = (
        u64::try_from(lim.rlim_cur).unwrap_or(u64::MAX),
        u64::try_from(lim.rlim_max).unwrap_or(u64::MAX),
    );
    if current >= wanted {
        return OpenFiles {
            wanted,
            limit: current,
        };
    }
    let target = wanted.min(hard);
    let raised = libc::rlimit {
        rlim_cur: libc::rlim_t::try_from(target).unwrap_or(lim.rlim_max),
        rlim_max: lim.rlim_max,
    };
    // SAFETY: setrlimit reads only the rlimit it is given, which lives for the call; a soft
    // limit at or under the hard one is always allowed.
    let limit = if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } == 0 {
        target
    } else {
        current
    };
    OpenFiles { wanted, limit }
}

#[cfg(not(unix))]
fn raise_open_files(wanted: u64) -> OpenFiles {
    OpenFiles {
        wanted,
        limit: wanted,
    }
}
