//! The door (accepting connections within the limits) and each connection's SSH handler.

use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use russh::keys::PrivateKey;
use russh::server::{Auth, ChannelOpenHandle, Msg, PublicKeyOffer, Session, VerifiedPublicKey};
use russh::{Channel, ChannelId, ChannelOpenFailure, Disconnect, MethodKind, MethodSet, Pty};

use super::gate::{self, Budget, Code, Tries};
use super::hostkey::{KnownKeys, key_fingerprint};
use super::{Arrival, BACKLOG, ConnId, Limits, Out, Outbox, Serve, Stats};

/// What every connection shares.
struct Shared {
    code: Code,
    known: Arc<Mutex<KnownKeys>>,
    tries: Mutex<Tries>,
    arrivals: std::sync::mpsc::Sender<Arrival>,
    stats: Arc<Stats>,
    wake: Box<dyn Fn() + Send + Sync>,
    /// Connections not yet through the gate.
    handshakes: AtomicUsize,
}

impl Shared {
    fn tell(&self, arrival: Arrival) {
        // The receiver is gone only when the table is closing.
        let _ = self.arrivals.send(arrival);
        (self.wake)();
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
}

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
                handshakes: AtomicUsize::new(0),
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
            if stats.connections() >= self.limits.connections
                || self.shared.handshakes.load(Ordering::Relaxed) >= self.limits.handshakes
            {
                stats.turned_away.fetch_add(1, Ordering::Relaxed);
                drop(socket);
                continue;
            }
            stats.connections.fetch_add(1, Ordering::Relaxed);
            self.shared.handshakes.fetch_add(1, Ordering::Relaxed);
            let id = self.next.fetch_add(1, Ordering::Relaxed);
            tokio::spawn(run(
                self.shared.clone(),
                self.config.clone(),
                self.limits.clone(),
                socket,
                peer,
                id,
            ));
        }
    }
}

/// Runs one connection to its end, and settles the counts whichever way it ends.
async fn run(
    shared: Arc<Shared>,
    config: Arc<russh::server::Config>,
    limits: Limits,
    socket: tokio::net::TcpStream,
    peer: SocketAddr,
    id: ConnId,
) {
    let conn = Arc::new(Conn::default());
    let handler = Handler {
        id,
        addr: peer.ip(),
        shared: shared.clone(),
        conn: conn.clone(),
        key: None,
        user: None,
        channel: None,
        size: None,
        budget: Budget::new(Instant::now()),
    };
    if let Ok(session) = russh::server::run_stream(config, socket, handler).await {
        let handle = session.handle();
        let gatekeeper = conn.clone();
        // A connection that does not get through the gate in time is closed: a handshake
        // left open would hold one of the few places kept for them.
        let timer = tokio::spawn(async move {
            tokio::time::sleep(limits.handshake_time).await;
            if !gatekeeper.admitted.load(Ordering::Relaxed) {
                let _ = handle
                    .disconnect(
                        Disconnect::ByApplication,
                        "too slow to authenticate".to_string(),
                        String::new(),
                    )
                    .await;
            }
        });
        let _ = session.await;
        timer.abort();
    }
    if !conn.admitted.load(Ordering::Relaxed) {
        shared.handshakes.fetch_sub(1, Ordering::Relaxed);
    }
    shared.stats.connections.fetch_sub(1, Ordering::Relaxed);
    if conn.opened.load(Ordering::Relaxed) && !conn.closed.swap(true, Ordering::Relaxed) {
        shared.tell(Arrival::Closed { conn: id });
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
    channel: Option<ChannelId>,
    /// The terminal's size, once a terminal was asked for.
    size: Option<(u16, u16)>,
    budget: Budget,
}

impl Handler {
    fn admit(&mut self, user: &str) -> Auth {
        if !self.conn.admitted.swap(true, Ordering::Relaxed) {
            self.shared.handshakes.fetch_sub(1, Ordering::Relaxed);
        }
        self.user = Some(user.to_string());
        Auth::Accept
    }

    fn only_password() -> Auth {
        Auth::Reject {
            proceed_with_methods: Some(MethodSet::from(&[MethodKind::Password][..])),
            partial_success: false,
        }
    }
}

/// The SSH user name as a name at the table: "table" (what the join command says) is no
/// name; a name with control characters or too wide is none either.
fn name_of(user: &str) -> Option<String> {
    if user.eq_ignore_ascii_case("table") {
        return None;
    }
    gate::guest_name(user).ok()
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

    async fn auth_none(&mut self, _user: &str) -> Result<Auth, Self::Error> {
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
        let known = self
            .shared
            .known
            .lock()
            .map(|k| k.knows(&fingerprint))
            .unwrap_or(false);
        self.key = Some(fingerprint);
        if known {
            return Ok(self.admit(user));
        }
        // Proven, but not accepted before: the code as well, please.
        Ok(Auth::Reject {
            proceed_with_methods: Some(MethodSet::from(&[MethodKind::Password][..])),
            partial_success: true,
        })
    }

    async fn auth_password(&mut self, user: &str, password: &str) -> Result<Auth, Self::Error> {
        let now = Instant::now();
        let Ok(mut tries) = self.shared.tries.lock() else {
            return Ok(Auth::reject());
        };
        if !tries.may_try(self.addr, now) {
            // Shut out for the rest of the minute: even the right code is not looked at.
            tries.failures = tries.failures.saturating_add(1);
            self.shared
                .stats
                .failures
                .store(tries.failures, Ordering::Relaxed);
            return Ok(Handler::only_password());
        }
        if self.shared.code.matches(password) {
            drop(tries);
            return Ok(self.admit(user));
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
        let user = self.user.clone().unwrap_or_default();
        self.shared.tell(Arrival::Opened {
            conn: self.id,
            name: name_of(&user),
            key: self.key.clone(),
            addr: self.addr,
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
        session.channel_failure(channel)
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        _name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
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
