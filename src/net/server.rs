//! The door (accepting connections within the limits) and each connection's SSH handler.

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

use super::gate::{self, Budget, Code, Pending, Progress, Tries};
use super::hostkey::{KnownKeys, key_fingerprint};
use super::{Arrival, BACKLOG, CameIn, ConnId, Limits, Out, Outbox, Serve, Stats, Visitor};

/// What every connection shares.
struct Shared {
    code: Code,
    known: Arc<Mutex<KnownKeys>>,
    tries: Mutex<Tries>,
    arrivals: std::sync::mpsc::Sender<Arrival>,
    stats: Arc<Stats>,
    wake: Box<dyn Fn() + Send + Sync>,
    /// Connections not yet through the gate, each with what drops it.
    pending: Mutex<Pending<Victim>>,
    /// Guests' terminals open now.
    terminals: AtomicUsize,
    /// Connections turned away that are still being told why.
    telling: Arc<AtomicUsize>,
}

/// A pending connection as the door may drop it to make room.
struct Victim {
    conn: Arc<Conn>,
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

/// What a connection turned away at a full door is told, before the SSH banner (the only
/// place the protocol allows a word before the key exchange; `ssh -v` shows it).
const FULL: &[u8] = b"The table is full: try again in a few minutes.\r\n";

/// How long a guest's ssh gets to read a closing word before the socket is cut.
const LAST_WORD: std::time::Duration = std::time::Duration::from_secs(2);

pub(super) struct Door {
    shared: Arc<Shared>,
    config: Arc<russh::server::Config>,
    limits: Limits,
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
        Door {
            shared: Arc::new(Shared {
                code: serve.code,
                known: serve.known,
                tries: Mutex::new(Tries::default()),
                arrivals,
                stats,
                wake: serve.wake,
                pending: Mutex::new(Pending::default()),
                terminals: AtomicUsize::new(0),
                telling: Arc::new(AtomicUsize::new(0)),
            }),
            config: Arc::new(config),
            limits: serve.limits,
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
                    // A connection that failed before it was accepted (reset, out of
                    // descriptors for a moment): the door stays open.
                    Err(_) => continue,
                },
            };
            let stats = &self.shared.stats;
            let id = self.next.fetch_add(1, Ordering::Relaxed);
            let conn = Arc::new(Conn::default());
            let (drop_it, dropped) = oneshot::channel();
            let newcomer = Victim {
                conn: conn.clone(),
                drop: drop_it,
            };
            let Some(victims) = self.make_room(id, peer.ip(), newcomer) else {
                stats.turned_away.fetch_add(1, Ordering::Relaxed);
                let telling = self.shared.telling.clone();
                if telling.fetch_add(1, Ordering::Relaxed) < TELLING {
                    tokio::spawn(turn_away(socket, telling));
                } else {
                    telling.fetch_sub(1, Ordering::Relaxed);
                }
                continue;
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
            tokio::spawn(run(
                self.shared.clone(),
                self.config.clone(),
                self.limits.clone(),
                arriving,
            ));
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
    /// for it; `None` when the table is full of connections that got in.
    ///
    /// A connection dropped here is counted out of the open ones at once, under the same
    /// lock its own end takes, so a burst of newcomers sees the room really made and no
    /// connection is counted out twice.
    fn make_room(&self, id: ConnId, addr: IpAddr, newcomer: Victim) -> Option<Vec<Victim>> {
        let stats = &self.shared.stats;
        let mut pending = self.shared.pending.lock().ok()?;
        let mut victims = Vec::new();
        let progress = |v: &Victim| v.conn.progress();
        if stats.connections() >= self.limits.connections {
            victims.push(pending.make_room(progress)?);
        }
        victims.extend(pending.arrive(
            id,
            addr,
            newcomer,
            (self.limits.handshakes, self.limits.handshakes_per_address),
            progress,
        ));
        for victim in &victims {
            victim.conn.crowded_out.store(true, Ordering::Relaxed);
            stats.connections.fetch_sub(1, Ordering::Relaxed);
        }
        stats.connections.fetch_add(1, Ordering::Relaxed);
        Some(victims)
    }
}

/// Tells a connection the table is full, and closes it. What the guest's ssh already sent
/// (its banner) is read and dropped first: closing a socket with unread data resets it,
/// and a reset can lose the word on its way. A peer that does not read, or keeps sending,
/// is cut off after a moment.
async fn turn_away(mut socket: tokio::net::TcpStream, telling: Arc<AtomicUsize>) {
    use tokio::io::AsyncReadExt;
    let _ = tokio::time::timeout(LAST_WORD, async {
        socket.write_all(FULL).await?;
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
// Each argument is a separate part of the connection's state, moved into its task.
#[allow(clippy::too_many_arguments)]
async fn run(
    shared: Arc<Shared>,
    config: Arc<russh::server::Config>,
    limits: Limits,
    arriving: Arriving,
) {
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
        channel: None,
        size: None,
        budget: Budget::new(Instant::now()),
    };
    if let Ok(session) = russh::server::run_stream(config, stream, handler).await {
        let handle = session.handle();
        let _ = conn.handle.set(handle.clone());
        let gatekeeper = conn.clone();
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
                    .disconnect(
                        Disconnect::ByApplication,
                        format!(
                            "too slow: the table waits {} s for a guest to get in",
                            limits.handshake_time.as_secs()
                        ),
                        String::new(),
                    )
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
    channel: Option<ChannelId>,
    /// The terminal's size, once a terminal was asked for.
    size: Option<(u16, u16)>,
    budget: Budget,
}

impl Handler {
    fn admit(&mut self, user: &str, came_in: CameIn) -> Auth {
        if !self.conn.admitted.swap(true, Ordering::Relaxed) {
            self.shared.stop_pending(self.id);
        }
        self.user = Some(user.to_string());
        self.came_in = Some(came_in);
        Auth::Accept
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
    format!(
        "too many wrong codes from your address: try again in {} s",
        wait.as_secs().max(1)
    )
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
    session: &mut Session,
) -> Result<(), russh::Error> {
    session.channel_failure(channel)?;
    session.disconnect(
        Disconnect::ServiceNotAvailable,
        "this table offers a terminal only: connect with ssh and no command (no sftp or scp)",
        "",
    )
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
        // guest learns why before typing a code that would not be looked at.
        Ok(self
            .shut_out_for()
            .map(|wait| format!("The table says: {}.\r\n", shut_out_words(wait))))
    }

    async fn auth_none(&mut self, _user: &str) -> Result<Auth, Self::Error> {
        if self.shut_out() {
            // The banner said why. Closing here, at ssh's first request, ends it before it
            // asks for a code: an empty list of methods would only make it try its own.
            return Err(russh::Error::Disconnect);
        }
        Ok(Auth::reject())
    }

    async fn auth_publickey_offered(
        &mut self,
        _user: &str,
        _offer: PublicKeyOffer<'_>,
    ) -> Result<Auth, Self::Error> {
        // Any key may prove itself: a key the host does not know still tells who comes back
        // once its holder gives the code too.
        Ok(Auth::Accept)
    }

    async fn auth_publickey(
        &mut self,
        user: &str,
        key: VerifiedPublicKey<'_>,
    ) -> Result<Auth, Self::Error> {
        let fingerprint = key_fingerprint(key.public_key);
        let came_in = self.shared.known.lock().ok().and_then(|mut k| {
            k.refresh();
            if k.seat_of(&fingerprint).is_some() {
                Some(CameIn::RememberedKey)
            } else {
                k.admits(&fingerprint).then_some(CameIn::ListedKey)
            }
        });
        self.key = Some(fingerprint);
        if let Some(came_in) = came_in {
            if self.shut_out() {
                return Ok(no_methods());
            }
            return Ok(self.admit(user, came_in));
        }
        // Proven, but not accepted before: the code as well, please.
        Ok(Auth::Reject {
            proceed_with_methods: Some(MethodSet::from(&[MethodKind::Password][..])),
            partial_success: true,
        })
    }

    async fn auth_password(&mut self, user: &str, password: &str) -> Result<Auth, Self::Error> {
        if self.shut_out() {
            // Even the right code is not looked at until the wait is over.
            return Ok(no_methods());
        }
        let now = Instant::now();
        let Ok(mut tries) = self.shared.tries.lock() else {
            return Ok(Auth::reject());
        };
        if self.shared.code.matches(password) {
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
        prohibited(reply).await
    }

    async fn channel_open_direct_streamlocal(
        &mut self,
        _channel: Channel<Msg>,
        _socket_path: &str,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        prohibited(reply).await
    }

    async fn pty_request(
        &mut self,
        channel: ChannelId,
        _term: &str,
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
        let Some(size) = self.size else {
            session.channel_success(channel)?;
            session.data(
                channel,
                b"This table needs a terminal: connect with ssh -t.\r\n".to_vec(),
            )?;
            session.eof(channel)?;
            return session.close(channel);
        };
        let user = self.user.clone().unwrap_or_default();
        let name = match name_of(&user) {
            Ok(name) => name,
            Err(why) => {
                session.channel_success(channel)?;
                let said = format!(
                    "{why}: connect as another name (ssh NAME@...), or as table@... to choose a seat.\r\n"
                );
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
        refuse_all_but_a_terminal(channel, session)
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        _name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        refuse_all_but_a_terminal(channel, session)
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
        session.channel_failure(channel)
    }

    async fn agent_request(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        Ok(false)
    }

    async fn tcpip_forward(
        &mut self,
        _address: &str,
        _port: &mut u32,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        Ok(false)
    }

    async fn streamlocal_forward(
        &mut self,
        _socket_path: &str,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
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
