//! The door (accepting connections within the limits) and each connection's SSH handler.

use crate::l10n::t;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::task::{Context, Poll};
use std::time::Instant;

use russh::keys::PrivateKey;
use russh::server::{Auth, ChannelOpenHandle, Msg, PublicKeyOffer, Session, VerifiedPublicKey};
use russh::{Channel, ChannelId, ChannelOpenFailure, Disconnect, MethodKind, MethodSet, Pty};

use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::sync::oneshot;

use super::gate::{self, Budget, Pending, Progress, Tally, Tries};
use super::hostkey::key_fingerprint;
use super::{
    Admit, Arrival, BACKLOG, CameIn, ConnId, Limits, Out, Outbox, Policy, Public, Serve, Stats,
    Visitor,
};

/// What every connection shares.
struct Shared {
    policy: Policy,
    limits: Limits,
    tries: Mutex<Tries>,
    arrivals: std::sync::mpsc::Sender<Arrival>,
    stats: Arc<Stats>,
    wake: Box<dyn Fn() + Send + Sync>,
    /// Connections not yet through the gate, each with what drops it.
    pending: Mutex<Pending<Victim>>,
    /// Connections open by source, through the gate or not, counted in and out as
    /// `stats.connections` is: one the door drops to make room is counted out there, under
    /// the lock of `pending` (taken first); any other counts itself out as it ends.
    sources: Mutex<Tally<std::net::IpAddr>>,
    /// Connections through the gate by the key they proved.
    keys: Mutex<Tally<String>>,
    /// Guests' terminals open now.
    terminals: AtomicUsize,
    /// Connections turned away that are still being told why.
    telling: Arc<AtomicUsize>,
}

/// A pending connection as the door may drop it to make room.
struct Victim {
    conn: Arc<Conn>,
    /// Its source ([`gate::source`]), to count it out.
    from: IpAddr,
    drop: oneshot::Sender<()>,
}

impl Shared {
    fn tell(&self, arrival: Arrival) {
        // The receiver is gone only when the table is closing.
        let _ = self.arrivals.send(arrival);
        (self.wake)();
    }

    /// Connection `id` waits no more: through the gate, or ended.
    fn stop_pending(&self, id: ConnId) {
        if let Ok(mut pending) = self.pending.lock() {
            pending.leave(id);
        }
    }
}

/// One connection's state, shared between its handler and the task that runs it.
#[derive(Default)]
struct Conn {
    /// Through the gate (a code or a known key).
    admitted: AtomicBool,
    /// Its terminal was announced to the game ([`Arrival::Opened`]).
    opened: AtomicBool,
    /// Its end was announced ([`Arrival::Closed`]).
    closed: AtomicBool,
    /// Past the gate's deadline: its terminal opened, or it is being closed with a word.
    settled: AtomicBool,
    /// Closed for not getting in in time.
    timed_out: AtomicBool,
    /// Dropped by the door to make room; the door counted it out of the open connections.
    crowded_out: AtomicBool,
    /// Bytes it sent before the banner's start was seen (up to [`SPOKE`]).
    heard: AtomicUsize,
    /// Through the key exchange: asking to authenticate.
    authenticating: AtomicBool,
    /// The session's handle, to close it with a reason from a handler that has no session.
    handle: OnceLock<russh::server::Handle>,
    /// The key it is counted under in [`Shared::keys`], once through the gate with one.
    key: OnceLock<String>,
}

/// The bytes an SSH client sends first ("SSH-2.0-"): a connection that sent as many has
/// spoken, and makes room after the silent ones.
const SPOKE: usize = 8;

impl Conn {
    /// How far it has come, for choosing whom to drop at a crowded door.
    fn progress(&self) -> Progress {
        if self.authenticating.load(Ordering::Relaxed) {
            Progress::Authenticating
        } else if self.heard.load(Ordering::Relaxed) >= SPOKE {
            Progress::Spoke
        } else {
            Progress::Silent
        }
    }

    /// Closes the connection, telling the guest's ssh why (it prints the reason).
    fn close_with(&self, reason: Disconnect, why: String) {
        self.settled.store(true, Ordering::Relaxed);
        if let Some(handle) = self.handle.get() {
            let handle = handle.clone();
            tokio::spawn(async move {
                let _ = handle.disconnect(reason, why, String::new()).await;
            });
        }
    }
}

/// A connection's socket, cut off when it has not got through the gate and opened its
/// terminal in time, or when the door drops it to make room. It wraps the socket itself,
/// so the deadline holds at every stage: before the banner, in the middle of one, during
/// the key exchange or authentication.
struct Guarded {
    socket: tokio::net::TcpStream,
    deadline: Pin<Box<tokio::time::Sleep>>,
    conn: Arc<Conn>,
    /// Fires when the door drops this connection; gone once it is through the gate.
    dropped: Option<oneshot::Receiver<()>>,
}

impl Guarded {
    fn check(&mut self, cx: &mut Context<'_>) -> io::Result<()> {
        if let Some(dropped) = self.dropped.as_mut() {
            match Pin::new(dropped).poll(cx) {
                Poll::Ready(Ok(())) => {
                    return Err(io::Error::new(
                        io::ErrorKind::ConnectionAborted,
                        "dropped to make room for a newer connection",
                    ));
                }
                // Through the gate: the door cannot drop it any more.
                Poll::Ready(Err(_)) => self.dropped = None,
                Poll::Pending => {}
            }
        }
        let opened = self.conn.opened.load(Ordering::Relaxed);
        if !opened && self.deadline.as_mut().poll(cx).is_ready() {
            self.conn.timed_out.store(true, Ordering::Relaxed);
            return Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "did not get in and open a terminal in time",
            ));
        }
        Ok(())
    }
}

impl AsyncRead for Guarded {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        self.check(cx)?;
        let before = buf.filled().len();
        let read = Pin::new(&mut self.socket).poll_read(cx, buf);
        let got = buf.filled().len().saturating_sub(before);
        if got > 0 && self.conn.heard.load(Ordering::Relaxed) < SPOKE {
            self.conn.heard.fetch_add(got, Ordering::Relaxed);
        }
        read
    }
}

impl AsyncWrite for Guarded {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        self.check(cx)?;
        Pin::new(&mut self.socket).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        self.check(cx)?;
        Pin::new(&mut self.socket).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.socket).poll_shutdown(cx)
    }
}

/// Why a newcomer is turned away at the door, before the SSH banner: the only place the
/// protocol allows a word before the key exchange (`ssh -v` shows it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Turned {
    /// Every connection the door takes is open and through the gate.
    Full,
    /// Every connection one source may have is open and through the gate.
    FromSource,
}

impl Turned {
    /// Said before the SSH banner, so before the client's locale could be known: in the
    /// server's own language.
    fn words(self, policy: &Policy) -> Vec<u8> {
        let words = match (self, policy) {
            (Turned::Full, Policy::Table { .. }) => t!("serve-door-table-full"),
            (Turned::Full, Policy::Public(_)) => t!("serve-door-server-full"),
            (Turned::FromSource, _) => t!("serve-door-too-many-from-source"),
        };
        format!("{words}\r\n").into_bytes()
    }
}

/// How long a guest's ssh gets to read a closing word before the socket is cut.
const LAST_WORD: std::time::Duration = std::time::Duration::from_secs(2);

pub(super) struct Door {
    shared: Arc<Shared>,
    config: Arc<russh::server::Config>,
    next: AtomicU64,
}

impl Door {
    pub(super) fn new(
        serve: Serve,
        key: PrivateKey,
        arrivals: std::sync::mpsc::Sender<Arrival>,
        stats: Arc<Stats>,
    ) -> Door {
        let mut config: russh::server::Config = serve.limits.clone().into();
        config.keys = vec![key];
        if let Policy::Public(public) = &serve.policy {
            config.methods = MethodSet::from(&methods(public)[..]);
        }
        Door {
            shared: Arc::new(Shared {
                policy: serve.policy,
                limits: serve.limits,
                tries: Mutex::new(Tries::default()),
                arrivals,
                stats,
                wake: serve.wake,
                pending: Mutex::new(Pending::default()),
                sources: Mutex::new(Tally::default()),
                keys: Mutex::new(Tally::default()),
                terminals: AtomicUsize::new(0),
                telling: Arc::new(AtomicUsize::new(0)),
            }),
            config: Arc::new(config),
            next: AtomicU64::new(1),
        }
    }

    /// Accepts connections until told to stop; every connection ends with the runtime.
    pub(super) async fn serve(
        self,
        listener: tokio::net::TcpListener,
        mut stop: tokio::sync::oneshot::Receiver<()>,
    ) {
        loop {
            let (socket, peer) = tokio::select! {
                _ = &mut stop => break,
                accepted = listener.accept() => match accepted {
                    Ok(a) => a,
                    // A connection that failed before it was accepted (reset), or no
                    // descriptor left for it: the door stays open. Out of descriptors the
                    // connection waits in the kernel's queue and every accept fails at once,
                    // so the loop rests a moment rather than spin on a core until a guest
                    // leaves (the people already in are served meanwhile).
                    Err(_) => {
                        tokio::select! {
                            _ = &mut stop => break,
                            _ = tokio::time::sleep(ACCEPT_REST) => continue,
                        }
                    }
                },
            };
            let stats = &self.shared.stats;
            let id = self.next.fetch_add(1, Ordering::Relaxed);
            let conn = Arc::new(Conn::default());
            let (drop_it, dropped) = oneshot::channel();
            let newcomer = Victim {
                conn: conn.clone(),
                from: gate::source(peer.ip()),
                drop: drop_it,
            };
            let victims = match self.make_room(id, peer.ip(), newcomer) {
                Ok(victims) => victims,
                Err(turned) => {
                    stats.turned_away.fetch_add(1, Ordering::Relaxed);
                    let telling = self.shared.telling.clone();
                    if telling.fetch_add(1, Ordering::Relaxed) < TELLING {
                        let words = turned.words(&self.shared.policy);
                        tokio::spawn(turn_away(socket, words, telling));
                    } else {
                        telling.fetch_sub(1, Ordering::Relaxed);
                    }
                    continue;
                }
            };
            for victim in victims {
                stats.turned_away.fetch_add(1, Ordering::Relaxed);
                let _ = victim.drop.send(());
            }
            let arriving = Arriving {
                socket,
                conn,
                dropped,
                peer,
                id,
            };
            tokio::spawn(run(self.shared.clone(), self.config.clone(), arriving));
            // Let the connections run before the next is accepted: a person's ssh has
            // usually sent its banner by now, and is read (and so counted as having spoken)
            // before a burst of newcomers can crowd it out as one more silent socket.
            tokio::task::yield_now().await;
        }
        // The table said goodbye to every guest before stopping the server: let those last
        // words reach them (their connections close once they have) before the runtime, and
        // every connection with it, ends.
        let deadline = tokio::time::Instant::now() + LAST_WORD;
        while self.shared.terminals.load(Ordering::Relaxed) > 0
            && tokio::time::Instant::now() < deadline
        {
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    }
}

impl Door {
    /// Counts a newcomer in, and hands back the pending connections to drop to make room
    /// for it; `Err` when the door, or the newcomer's source, is full of connections that
    /// got in.
    ///
    /// Room is made first within the newcomer's own source when it holds all it may (so
    /// a flood from one address crowds out only itself), else anywhere when the door is
    /// full. A connection dropped here is counted out of the open ones at once, under the
    /// same lock its own end takes, so a burst of newcomers sees the room really made and
    /// no connection is counted out twice.
    fn make_room(&self, id: ConnId, addr: IpAddr, newcomer: Victim) -> Result<Vec<Victim>, Turned> {
        let stats = &self.shared.stats;
        let limits = &self.shared.limits;
        let mut pending = self.shared.pending.lock().map_err(|_| Turned::Full)?;
        let mut sources = self.shared.sources.lock().map_err(|_| Turned::Full)?;
        let from = newcomer.from;
        let progress = |v: &Victim| v.conn.progress();
        let full = stats.connections() >= limits.connections;
        let first = if sources.count(&from) >= limits.per_address.max(1) {
            match pending.make_room_from(from, progress) {
                Some(victim) => Some(victim),
                // All of the source's connections got in. Where the whole door is full of
                // them, that is what the newcomer is told.
                None if full && pending.is_empty() => return Err(Turned::Full),
                None => return Err(Turned::FromSource),
            }
        } else if full {
            Some(pending.make_room(progress).ok_or(Turned::Full)?)
        } else {
            None
        };
        let mut victims: Vec<Victim> = first.into_iter().collect();
        victims.extend(pending.arrive(
            id,
            addr,
            newcomer,
            (limits.handshakes, limits.handshakes_per_address),
            progress,
        ));
        for victim in &victims {
            victim.conn.crowded_out.store(true, Ordering::Relaxed);
            stats.connections.fetch_sub(1, Ordering::Relaxed);
            sources.remove(&victim.from);
        }
        stats.connections.fetch_add(1, Ordering::Relaxed);
        sources.add(from);
        Ok(victims)
    }
}

/// Tells a connection why it is turned away, and closes it. What the guest's ssh already sent
/// (its banner) is read and dropped first: closing a socket with unread data resets it,
/// and a reset can lose the word on its way. A peer that does not read, or keeps sending,
/// is cut off after a moment.
async fn turn_away(mut socket: tokio::net::TcpStream, words: Vec<u8>, telling: Arc<AtomicUsize>) {
    use tokio::io::AsyncReadExt;
    let _ = tokio::time::timeout(LAST_WORD, async {
        socket.write_all(&words).await?;
        socket.shutdown().await?;
        let mut sink = [0u8; 256];
        while socket.read(&mut sink).await? > 0 {}
        Ok::<(), io::Error>(())
    })
    .await;
    telling.fetch_sub(1, Ordering::Relaxed);
}

/// Connections turned away at once that are still being told why; past this many, a
/// newcomer at a full table is closed without a word, so a flood cannot pile them up.
const TELLING: usize = 64;

/// How long the door rests after an accept that failed (no descriptor left, most often).
const ACCEPT_REST: std::time::Duration = std::time::Duration::from_millis(50);

/// The size given a plain guest without a terminal: nothing is drawn for them, but a window
/// is always of some size.
const PLAIN_SIZE: (u16, u16) = (80, 24);

/// A connection the door let in, as its task starts.
struct Arriving {
    socket: tokio::net::TcpStream,
    conn: Arc<Conn>,
    /// Fires when the door drops it to make room.
    dropped: oneshot::Receiver<()>,
    peer: SocketAddr,
    id: ConnId,
}

/// Runs one connection to its end, and settles the counts whichever way it ends.
async fn run(shared: Arc<Shared>, config: Arc<russh::server::Config>, arriving: Arriving) {
    let limits = shared.limits.clone();
    let Arriving {
        socket,
        conn,
        dropped,
        peer,
        id,
    } = arriving;
    // The hard deadline, a moment after the polite one below, for a peer stuck where no
    // word can reach it (before the banner, in the key exchange, not reading).
    let deadline = tokio::time::Instant::now() + limits.handshake_time + LAST_WORD;
    let stream = Guarded {
        socket,
        deadline: Box::pin(tokio::time::sleep_until(deadline)),
        conn: conn.clone(),
        dropped: Some(dropped),
    };
    let handler = Handler {
        id,
        addr: peer.ip(),
        shared: shared.clone(),
        conn: conn.clone(),
        key: None,
        user: None,
        came_in: None,
        refused: None,
        asked: None,
        wrong_code: false,
        channel: None,
        size: None,
        locale: gate::Locale::default(),
        reads: gate::AskedMode::default(),
        budget: Budget::new(Instant::now()),
    };
    if let Ok(session) = russh::server::run_stream(config, stream, handler).await {
        let handle = session.handle();
        let _ = conn.handle.set(handle.clone());
        let gatekeeper = conn.clone();
        // Before the client's locale is known: in the server's own language.
        let seconds = limits.handshake_time.as_secs();
        let too_slow = match shared.policy {
            Policy::Table { .. } => t!("serve-door-too-slow-table", seconds = seconds),
            Policy::Public(_) => t!("serve-door-too-slow-server", seconds = seconds),
        };
        // A connection that does not get through the gate and open its terminal in time is
        // told so and closed: a handshake left open would hold one of the places kept for
        // them.
        let timer = tokio::spawn(async move {
            tokio::time::sleep(limits.handshake_time).await;
            if !gatekeeper.opened.load(Ordering::Relaxed)
                && !gatekeeper.settled.load(Ordering::Relaxed)
            {
                gatekeeper.timed_out.store(true, Ordering::Relaxed);
                let _ = handle
                    .disconnect(Disconnect::ByApplication, too_slow, String::new())
                    .await;
            }
        });
        let _ = session.await;
        timer.abort();
    }
    if conn.timed_out.load(Ordering::Relaxed) {
        shared.stats.turned_away.fetch_add(1, Ordering::Relaxed);
    }
    // Off the pending list first, under its lock: from then on the door cannot drop it,
    // and if it did before, its flag says it was counted out already.
    shared.stop_pending(id);
    if !conn.crowded_out.load(Ordering::Relaxed) {
        shared.stats.connections.fetch_sub(1, Ordering::Relaxed);
        if let Ok(mut sources) = shared.sources.lock() {
            sources.remove(&gate::source(peer.ip()));
        }
    }
    if let Some(key) = conn.key.get()
        && let Ok(mut keys) = shared.keys.lock()
    {
        keys.remove(key);
    }
    if conn.opened.load(Ordering::Relaxed) {
        shared.terminals.fetch_sub(1, Ordering::Relaxed);
        if !conn.closed.swap(true, Ordering::Relaxed) {
            shared.tell(Arrival::Closed { conn: id });
        }
    }
}

struct Handler {
    id: ConnId,
    addr: IpAddr,
    shared: Arc<Shared>,
    conn: Arc<Conn>,
    /// The key the guest proved they hold, if they offered one.
    key: Option<String>,
    user: Option<String>,
    /// How it got through the gate, once it has.
    came_in: Option<CameIn>,
    /// Why a public server will not let it in, once that is settled (a key off the list,
    /// a key with all its connections open): told at its next try.
    refused: Option<Refusal>,
    /// What a public server's keyboard-interactive request in progress asked.
    asked: Option<Asked>,
    /// The last code typed at a public server's prompt was wrong: the next prompt says so
    /// (ssh otherwise just asked again, and a mistyped code looked like a lost one).
    wrong_code: bool,
    channel: Option<ChannelId>,
    /// The terminal's size, once a terminal was asked for.
    size: Option<(u16, u16)>,
    /// What the client's environment said of its person's language (its own, not ours).
    locale: gate::Locale,
    /// Whether the client asked for plain mode (its terminal's type, `YAHTZEE_MODE`).
    reads: gate::AskedMode,
    budget: Budget,
}

/// Why a public server does not let a connection in: each in one line of plain words
/// (nothing in them comes from the connection but its key's fingerprint, which is base64).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Refusal {
    /// Too many wrong codes from its address lately.
    ShutOut(std::time::Duration),
    /// No key was offered, and the server takes no guests. `code`: new keys come in with
    /// the invitation code.
    KeysOnly { code: bool },
    /// The server takes the keys on its list, and no key was offered.
    ListedOnly,
    /// The key proven is not on the server's list.
    NotListed(String),
    /// The key proven already has all the connections one key may.
    KeyBusy(usize),
}

impl Refusal {
    fn words(&self) -> String {
        match self {
            Refusal::ShutOut(wait) => shut_out_words(*wait),
            Refusal::KeysOnly { code: true } => t!("serve-door-keys-and-code"),
            Refusal::KeysOnly { code: false } => t!("serve-door-keys-only"),
            Refusal::ListedOnly => t!("serve-door-listed-only"),
            Refusal::NotListed(key) => t!("serve-door-not-listed", key = key.as_str()),
            Refusal::KeyBusy(n) => t!("serve-door-key-busy", count = (*n)),
        }
    }
}

/// What a keyboard-interactive request in progress asked of the person.
enum Asked {
    /// Nothing: they were told why they cannot come in, and are closed at their answer.
    Telling(Refusal),
    /// The invitation code.
    Code,
}

/// How a connection may come in at a public server by keyboard-interactive or password.
enum Entry {
    Refused(Refusal),
    /// As a guest, with nothing more asked.
    Guest,
    /// With the invitation code.
    Code,
}

/// The methods a public server offers: keyboard-interactive always, since it is where a
/// connection that cannot come in is told why; a password only where one may let someone
/// in (any, for a guest where anyone may come; the code).
fn methods(public: &Public) -> Vec<MethodKind> {
    let mut methods = vec![MethodKind::PublicKey, MethodKind::KeyboardInteractive];
    if matches!(public.admit, Admit::Code(_))
        || (matches!(public.admit, Admit::Anyone) && public.guests)
    {
        methods.push(MethodKind::Password);
    }
    methods
}

/// What a public server answers a try it refused, when the person is to be told why at the
/// next: keyboard-interactive (where ssh shows the words), or a password (where the
/// connection is closed with them).
fn tell_at_next_try() -> Auth {
    Auth::Reject {
        proceed_with_methods: Some(MethodSet::from(
            &[MethodKind::KeyboardInteractive, MethodKind::Password][..],
        )),
        partial_success: false,
    }
}

/// A public server's guest's name: their SSH user name when it can be a name at all and
/// says something of them; else none, and the server gives one.
fn public_name(user: &str) -> Option<String> {
    gate::guest_name(user)
        .ok()
        .filter(|name| !gate::reserved_name(name))
}

impl Handler {
    /// Lets the connection through the gate, unless its key already has all the
    /// connections one key may.
    fn admit(&mut self, user: &str, came_in: CameIn) -> Auth {
        if let Some(key) = self.key.clone()
            && !self.take_key_place(key)
        {
            self.shared.stats.key_busy.fetch_add(1, Ordering::Relaxed);
            return self.refuse(Refusal::KeyBusy(self.shared.limits.per_key));
        }
        if !self.conn.admitted.swap(true, Ordering::Relaxed) {
            self.shared.stop_pending(self.id);
        }
        self.user = Some(user.to_string());
        self.came_in = Some(came_in);
        Auth::Accept
    }

    /// Counts a request for something the door never offers, for the operator's status.
    fn forbidden(&self) {
        self.shared.stats.forbidden.fetch_add(1, Ordering::Relaxed);
    }

    /// Counts the connection under `key`, if the key may have one more.
    fn take_key_place(&self, key: String) -> bool {
        let Ok(mut keys) = self.shared.keys.lock() else {
            return false;
        };
        if keys.count(&key) >= self.shared.limits.per_key.max(1) {
            return false;
        }
        if self.conn.key.set(key.clone()).is_ok() {
            keys.add(key);
        }
        true
    }

    /// Refuses the try for `why`: a table closes the connection with the words at once; a
    /// public server tells them at the next try, where ssh shows them.
    fn refuse(&mut self, why: Refusal) -> Auth {
        match &self.shared.policy {
            Policy::Table { .. } => {
                self.conn
                    .close_with(Disconnect::NoMoreAuthMethodsAvailable, why.words());
                no_methods()
            }
            Policy::Public(_) => {
                self.refused = Some(why);
                tell_at_next_try()
            }
        }
    }

    /// Closes the connection with why a public server refused it.
    fn close_refused(&self, why: &Refusal) -> Auth {
        if matches!(why, Refusal::ShutOut(_)) {
            self.shared.stats.locked_out.fetch_add(1, Ordering::Relaxed);
        }
        self.conn
            .close_with(Disconnect::NoMoreAuthMethodsAvailable, why.words());
        no_methods()
    }

    /// How this connection may still come in at a public server without a key of its own
    /// getting it in.
    fn entry(&self, public: &Public) -> Entry {
        if let Some(why) = &self.refused {
            return Entry::Refused(why.clone());
        }
        match &public.admit {
            Admit::Listed(_) => Entry::Refused(match &self.key {
                Some(key) => Refusal::NotListed(key.clone()),
                None => Refusal::ListedOnly,
            }),
            // A key proven here got in or was refused: one never makes its holder a guest.
            Admit::Anyone if public.guests && self.key.is_none() => Entry::Guest,
            Admit::Anyone => Entry::Refused(Refusal::KeysOnly { code: false }),
            Admit::Code(_) => match self.shut_out_for() {
                Some(wait) => Entry::Refused(Refusal::ShutOut(wait)),
                // A new key with the code is a new account; no key with the code, a guest.
                None if public.guests || self.key.is_some() => Entry::Code,
                None => Entry::Refused(Refusal::KeysOnly { code: true }),
            },
        }
    }

    /// A code typed at a public server that asks for one.
    fn public_code(&mut self, user: &str, typed: &str, code: &super::Code) -> Auth {
        let Ok(mut tries) = self.shared.tries.lock() else {
            return Auth::reject();
        };
        if code.matches(typed) {
            drop(tries);
            let came_in = if self.key.is_some() {
                CameIn::Code
            } else {
                CameIn::Guest
            };
            return self.admit(user, came_in);
        }
        tries.failed(self.addr, Instant::now());
        self.shared
            .stats
            .failures
            .store(tries.failures, Ordering::Relaxed);
        self.wrong_code = true;
        tell_at_next_try()
    }

    fn only_password() -> Auth {
        Auth::Reject {
            proceed_with_methods: Some(MethodSet::from(&[MethodKind::Password][..])),
            partial_success: false,
        }
    }

    /// How long this connection's address is still shut out after too many wrong codes.
    fn shut_out_for(&self) -> Option<std::time::Duration> {
        self.shared
            .tries
            .lock()
            .ok()
            .and_then(|mut tries| tries.shut_out_for(self.addr, Instant::now()))
    }

    /// Whether this connection's address is shut out; if so the try is counted as one from
    /// an address shut out (not as a wrong code, whatever code it gave) and the connection
    /// closed with the reason.
    fn shut_out(&self) -> bool {
        let Some(wait) = self.shut_out_for() else {
            return false;
        };
        self.shared.stats.locked_out.fetch_add(1, Ordering::Relaxed);
        self.conn
            .close_with(Disconnect::NoMoreAuthMethodsAvailable, shut_out_words(wait));
        true
    }
}

/// What a guest shut out is told.
fn shut_out_words(wait: std::time::Duration) -> String {
    t!("serve-door-shut-out", seconds = wait.as_secs().max(1))
}

/// The answer to a try from an address shut out: no method is left to try, so the guest's
/// ssh stops rather than asking for a code it would not look at.
fn no_methods() -> Auth {
    Auth::Reject {
        proceed_with_methods: Some(MethodSet::empty()),
        partial_success: false,
    }
}

/// The SSH user name as a name at the table: "table" (what the join command says) is no
/// name.
fn name_of(user: &str) -> Result<Option<String>, gate::BadName> {
    if user.eq_ignore_ascii_case("table") {
        return Ok(None);
    }
    gate::guest_name(user).map(Some)
}

/// Refuses a command or a subsystem (sftp, scp) and closes the connection with the reason:
/// a connection that cannot do anything else would otherwise hold one of the table's few
/// places until the idle limit.
fn refuse_all_but_a_terminal(
    channel: ChannelId,
    policy: &Policy,
    lang: crate::l10n::Lang,
    session: &mut Session,
) -> Result<(), russh::Error> {
    session.channel_failure(channel)?;
    // In the client's language, when it sent its locale before the command.
    let why = crate::l10n::speaking(lang, None, || match policy {
        Policy::Table { .. } => t!("serve-door-table-terminal-only"),
        Policy::Public(_) => t!("serve-door-server-terminal-only"),
    });
    session.disconnect(Disconnect::ServiceNotAvailable, &why, "")
}

/// Refuses a channel a guest may never open (X11, forwarding either way, Unix sockets).
async fn prohibited(reply: ChannelOpenHandle) -> Result<(), russh::Error> {
    reply
        .reject(ChannelOpenFailure::AdministrativelyProhibited)
        .await;
    Ok(())
}

impl russh::server::Handler for Handler {
    type Error = russh::Error;

    async fn authentication_banner(&mut self) -> Result<Option<String>, Self::Error> {
        // Called when the client asks to authenticate, after the key exchange.
        self.conn.authenticating.store(true, Ordering::Relaxed);
        // Shown before any prompt (ssh prints banners at its default log level): a shut-out
        // guest learns why before typing a code that would not be looked at. A public
        // server says nothing here, where its members would read it too (their keys pass
        // whatever codes were mistyped): it tells a shut-out person at the prompt.
        if let Policy::Public(_) = self.shared.policy {
            return Ok(None);
        }
        Ok(self.shut_out_for().map(|wait| {
            format!(
                "{}\r\n",
                t!("serve-door-table-says", why = shut_out_words(wait))
            )
        }))
    }

    async fn auth_none(&mut self, _user: &str) -> Result<Auth, Self::Error> {
        let shared = self.shared.clone();
        match &shared.policy {
            Policy::Table { .. } => {
                if self.shut_out() {
                    // The banner said why. Closing here, at ssh's first request, ends it
                    // before it asks for a code: an empty list of methods would only make
                    // it try its own.
                    return Err(russh::Error::Disconnect);
                }
                Ok(Auth::reject())
            }
            // Never accepted: ssh asks with "none" first to learn the methods.
            Policy::Public(public) => Ok(Auth::Reject {
                proceed_with_methods: Some(MethodSet::from(&methods(public)[..])),
                partial_success: false,
            }),
        }
    }

    async fn auth_publickey_offered(
        &mut self,
        _user: &str,
        _offer: PublicKeyOffer<'_>,
    ) -> Result<Auth, Self::Error> {
        // Any key may prove itself: a key the host does not know still tells who comes back
        // once its holder gives the code too, and one a public server refuses is named in
        // the refusal.
        Ok(Auth::Accept)
    }

    async fn auth_publickey(
        &mut self,
        user: &str,
        key: VerifiedPublicKey<'_>,
    ) -> Result<Auth, Self::Error> {
        let fingerprint = key_fingerprint(key.public_key);
        self.key = Some(fingerprint.clone());
        let shared = self.shared.clone();
        let public = match &shared.policy {
            Policy::Table { known, .. } => {
                let came_in = known.lock().ok().and_then(|mut k| {
                    k.refresh();
                    if k.seat_of(&fingerprint).is_some() {
                        Some(CameIn::RememberedKey)
                    } else {
                        k.admits(&fingerprint).then_some(CameIn::ListedKey)
                    }
                });
                if let Some(came_in) = came_in {
                    if self.shut_out() {
                        return Ok(no_methods());
                    }
                    return Ok(self.admit(user, came_in));
                }
                // Proven, but not accepted before: the code as well, please.
                return Ok(Auth::Reject {
                    proceed_with_methods: Some(MethodSet::from(&[MethodKind::Password][..])),
                    partial_success: true,
                });
            }
            Policy::Public(public) => public,
        };
        // A key that passes on its own passes whatever codes were mistyped from its
        // address: the lockout guards the code, and a member guessed none.
        Ok(match &public.admit {
            Admit::Anyone => self.admit(user, CameIn::Key),
            Admit::Listed(keys) if keys.contains(&fingerprint) => {
                self.admit(user, CameIn::ListedKey)
            }
            Admit::Listed(_) => self.refuse(Refusal::NotListed(fingerprint)),
            Admit::Code(_)
                if public
                    .members
                    .read()
                    .is_ok_and(|members| members.contains(&fingerprint)) =>
            {
                self.admit(user, CameIn::Key)
            }
            // A new key: the code as well, and it becomes an account.
            Admit::Code(_) => Auth::Reject {
                proceed_with_methods: Some(MethodSet::from(
                    &[MethodKind::KeyboardInteractive, MethodKind::Password][..],
                )),
                partial_success: true,
            },
        })
    }

    async fn auth_keyboard_interactive<'a>(
        &'a mut self,
        user: &str,
        _submethods: &str,
        response: Option<russh::server::Response<'a>>,
    ) -> Result<Auth, Self::Error> {
        let shared = self.shared.clone();
        let Policy::Public(public) = &shared.policy else {
            // A table asks for its code as a password, as it always has.
            return Ok(Auth::reject());
        };
        match (self.asked.take(), response) {
            // They have read why; the connection closes with the same words.
            (Some(Asked::Telling(why)), Some(_)) => Ok(self.close_refused(&why)),
            (Some(Asked::Code), Some(mut answers)) => {
                let Admit::Code(code) = &public.admit else {
                    return Ok(Auth::reject());
                };
                let typed = answers
                    .next()
                    .map(|b| String::from_utf8_lossy(&b).into_owned())
                    .unwrap_or_default();
                Ok(self.public_code(user, &typed, code))
            }
            _ => Ok(match self.entry(public) {
                Entry::Guest => self.admit(user, CameIn::Guest),
                Entry::Code => {
                    self.asked = Some(Asked::Code);
                    // At sign-in the client's locale is not known: the server's language.
                    let instructions = if std::mem::take(&mut self.wrong_code) {
                        t!("serve-door-wrong-code-again")
                    } else {
                        String::new()
                    };
                    Auth::Partial {
                        name: "".into(),
                        instructions: instructions.into(),
                        prompts: vec![(t!("serve-door-code-prompt").into(), false)].into(),
                    }
                }
                // No prompt: ssh shows the instructions, answers at once, and is closed
                // with the same words, so the person reads why whatever their client shows.
                Entry::Refused(why) => {
                    let words = why.words();
                    self.asked = Some(Asked::Telling(why));
                    Auth::Partial {
                        name: "".into(),
                        instructions: format!("{words}.").into(),
                        prompts: Vec::new().into(),
                    }
                }
            }),
        }
    }

    async fn auth_password(&mut self, user: &str, password: &str) -> Result<Auth, Self::Error> {
        let shared = self.shared.clone();
        let code = match &shared.policy {
            Policy::Table { code, .. } => code,
            Policy::Public(public) => {
                return Ok(match self.entry(public) {
                    Entry::Refused(why) => self.close_refused(&why),
                    Entry::Guest => self.admit(user, CameIn::Guest),
                    Entry::Code => match &public.admit {
                        Admit::Code(code) => self.public_code(user, password, code),
                        _ => Auth::reject(),
                    },
                });
            }
        };
        if self.shut_out() {
            // Even the right code is not looked at until the wait is over.
            return Ok(no_methods());
        }
        let now = Instant::now();
        let Ok(mut tries) = self.shared.tries.lock() else {
            return Ok(Auth::reject());
        };
        if code.matches(password) {
            drop(tries);
            return Ok(self.admit(user, CameIn::Code));
        }
        tries.failed(self.addr, now);
        self.shared
            .stats
            .failures
            .store(tries.failures, Ordering::Relaxed);
        Ok(Handler::only_password())
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        // One terminal per connection: a second session channel is refused.
        if self.channel.is_some() || !self.conn.admitted.load(Ordering::Relaxed) {
            reply.reject(ChannelOpenFailure::ResourceShortage).await;
            return Ok(());
        }
        self.channel = Some(channel.id());
        reply.accept().await;
        Ok(())
    }

    async fn channel_open_x11(
        &mut self,
        _channel: Channel<Msg>,
        _originator_address: &str,
        _originator_port: u32,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.forbidden();
        prohibited(reply).await
    }

    async fn channel_open_direct_tcpip(
        &mut self,
        _channel: Channel<Msg>,
        _host_to_connect: &str,
        _port_to_connect: u32,
        _originator_address: &str,
        _originator_port: u32,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.forbidden();
        prohibited(reply).await
    }

    async fn channel_open_forwarded_tcpip(
        &mut self,
        _channel: Channel<Msg>,
        _host_to_connect: &str,
        _port_to_connect: u32,
        _originator_address: &str,
        _originator_port: u32,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.forbidden();
        prohibited(reply).await
    }

    async fn channel_open_direct_streamlocal(
        &mut self,
        _channel: Channel<Msg>,
        _socket_path: &str,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.forbidden();
        prohibited(reply).await
    }

    async fn pty_request(
        &mut self,
        channel: ChannelId,
        term: &str,
        col_width: u32,
        row_height: u32,
        _pix_width: u32,
        _pix_height: u32,
        _modes: &[(Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if Some(channel) != self.channel {
            return session.channel_failure(channel);
        }
        self.size = Some(gate::clamp_size(col_width, row_height));
        self.reads.terminal(term);
        session.channel_success(channel)
    }

    async fn env_request(
        &mut self,
        channel: ChannelId,
        variable_name: &str,
        variable_value: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        // Only the terminal's channel, before its window opens, and only the locale's names
        // and YAHTZEE_MODE: the language and the mode are chosen once, when the window is
        // made.
        if Some(channel) != self.channel
            || self.conn.opened.load(Ordering::Relaxed)
            || !(self.locale.set(variable_name, variable_value)
                || self.reads.set(variable_name, variable_value))
        {
            return session.channel_failure(channel);
        }
        session.channel_success(channel)
    }

    async fn shell_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if Some(channel) != self.channel || self.conn.opened.load(Ordering::Relaxed) {
            return session.channel_failure(channel);
        }
        // From here on the client's locale is known: what it is told is in its language.
        let lang = self.locale.lang();
        let mode = self.reads.mode();
        // Without a terminal (`ssh -T`) the guest reads plain lines, at a hosted table and
        // at the public server alike: nothing is drawn, but a window has some size.
        let size = self.size.unwrap_or(PLAIN_SIZE);
        let user = self.user.clone().unwrap_or_default();
        let named = match self.shared.policy {
            Policy::Table { .. } => name_of(&user),
            // The server gives a name to whoever brings none it can use.
            Policy::Public(_) => Ok(public_name(&user)),
        };
        let name = match named {
            Ok(name) => name,
            Err(why) => {
                session.channel_success(channel)?;
                let said = crate::l10n::speaking(lang, None, || {
                    t!("serve-door-bad-name", why = why.words())
                });
                let said = format!("{said}\r\n");
                session.data(channel, said.into_bytes())?;
                session.exit_status_request(channel, 1)?;
                session.eof(channel)?;
                self.conn.settled.store(true, Ordering::Relaxed);
                return session.close(channel);
            }
        };
        session.channel_success(channel)?;
        let (tx, mut rx) = tokio::sync::mpsc::channel::<Out>(BACKLOG);
        let handle = session.handle();
        tokio::spawn(async move {
            while let Some(out) = rx.recv().await {
                match out {
                    Out::Data(data) => {
                        if handle.data(channel, data).await.is_err() {
                            break;
                        }
                    }
                    Out::Close(farewell) => {
                        let _ = handle.data(channel, farewell.into_bytes()).await;
                        // A clean end: the guest's ssh exits with 0, not as if cut off.
                        let _ = handle.exit_status_request(channel, 0).await;
                        let _ = handle.eof(channel).await;
                        let _ = handle.close(channel).await;
                        break;
                    }
                }
            }
        });
        self.conn.opened.store(true, Ordering::Relaxed);
        self.shared.terminals.fetch_add(1, Ordering::Relaxed);
        self.shared.tell(Arrival::Opened {
            conn: self.id,
            visitor: Visitor {
                name,
                key: self.key.clone(),
                came_in: self.came_in.unwrap_or(CameIn::Code),
                addr: self.addr,
                lang: self.locale.lang(),
                mode,
            },
            size,
            out: Outbox {
                tx,
                buf: Vec::new(),
                lagging: Arc::new(AtomicBool::new(false)),
                sent: 0,
            },
        });
        Ok(())
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        _data: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.forbidden();
        refuse_all_but_a_terminal(channel, &self.shared.policy, self.locale.lang(), session)
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        _name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.forbidden();
        refuse_all_but_a_terminal(channel, &self.shared.policy, self.locale.lang(), session)
    }

    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _single_connection: bool,
        _x11_auth_protocol: &str,
        _x11_auth_cookie: &str,
        _x11_screen_number: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.forbidden();
        session.channel_failure(channel)
    }

    async fn agent_request(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        self.forbidden();
        Ok(false)
    }

    async fn tcpip_forward(
        &mut self,
        _address: &str,
        _port: &mut u32,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        self.forbidden();
        Ok(false)
    }

    async fn streamlocal_forward(
        &mut self,
        _socket_path: &str,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        self.forbidden();
        Ok(false)
    }

    async fn data(
        &mut self,
        channel: ChannelId,
        data: &[u8],
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if Some(channel) != self.channel || !self.conn.opened.load(Ordering::Relaxed) {
            return Ok(());
        }
        let pass = self.budget.take(data.len(), Instant::now());
        if let Some(bytes) = data.get(..pass).filter(|b| !b.is_empty()) {
            self.shared.tell(Arrival::Input {
                conn: self.id,
                bytes: bytes.to_vec(),
            });
        }
        Ok(())
    }

    async fn window_change_request(
        &mut self,
        channel: ChannelId,
        col_width: u32,
        row_height: u32,
        _pix_width: u32,
        _pix_height: u32,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if Some(channel) != self.channel {
            return Ok(());
        }
        let size = gate::clamp_size(col_width, row_height);
        self.size = Some(size);
        if self.conn.opened.load(Ordering::Relaxed) {
            self.shared.tell(Arrival::Resized {
                conn: self.id,
                size,
            });
        }
        Ok(())
    }

    async fn channel_eof(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.channel_close(channel, session).await
    }

    async fn channel_close(
        &mut self,
        channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if Some(channel) == self.channel
            && self.conn.opened.load(Ordering::Relaxed)
            && !self.conn.closed.swap(true, Ordering::Relaxed)
        {
            self.shared.tell(Arrival::Closed { conn: self.id });
        }
        Ok(())
    }
}
