//! One person of the load: an SSH client (russh's, as the test kit's guests) from a loopback
//! address of its own, with a terminal whose screen it reads as a person would (a vt100
//! parser), and a player that presses keys at human pace on its turn.

use std::net::{Ipv4Addr, SocketAddr};
use std::num::NonZeroU16;
use std::sync::Arc;
use std::time::Duration;

use tokio::time::Instant;
use yahtzee_testkit::ssh::{Channel, ChannelMsg, Disconnect, Handle, Trust, open_terminal};

use super::Rng;

/// A person's key: on a public server, their account.
pub(crate) type Key = Arc<russh::keys::PrivateKey>;

/// A key of a person's own, made from `seed` so that a run can be repeated.
pub(crate) fn key_from(seed: [u8; 32]) -> Key {
    let pair = russh::keys::ssh_key::private::Ed25519Keypair::from_seed(&seed);
    Arc::new(russh::keys::PrivateKey::from(pair))
}

/// The terminal every person opens: the size of a common window.
pub(crate) const TERMINAL: (u16, u16) = (100, 30);

/// Connects from `from` (a loopback address: Linux answers on all of 127/8) to `to` and
/// authenticates as `user` with `key`.
pub(crate) async fn connect(
    to: SocketAddr,
    from: Ipv4Addr,
    user: &str,
    key: &Key,
) -> Result<Handle, String> {
    let socket = tokio::net::TcpSocket::new_v4().map_err(|e| format!("no socket: {e}"))?;
    socket
        .bind(SocketAddr::from((from, 0)))
        .map_err(|e| format!("cannot bind {from}: {e}"))?;
    let stream = socket
        .connect(to)
        .await
        .map_err(|e| format!("cannot connect: {e}"))?;
    // As OpenSSH does for an interactive session: a key is sent at once, not held back to
    // fill a packet (the time measured is the server's, not Nagle's).
    let _ = stream.set_nodelay(true);
    let config = russh::client::Config {
        nodelay: true,
        ..Default::default()
    };
    let mut handle = russh::client::connect_stream(Arc::new(config), stream, Trust)
        .await
        .map_err(|e| format!("no SSH session: {e}"))?;
    let key = russh::keys::PrivateKeyWithHashAlg::new(key.clone(), None);
    let auth = handle
        .authenticate_publickey(user, key)
        .await
        .map_err(|e| format!("cannot authenticate: {e}"))?;
    if auth.success() {
        Ok(handle)
    } else {
        Err("authentication refused".to_string())
    }
}

/// A person connected, with a terminal open.
pub(crate) struct Person {
    handle: Handle,
    channel: Channel,
    screen: vt100::Parser,
    closed: bool,
    /// Bytes received so far.
    bytes: u64,
}

/// What a person did while playing.
#[derive(Debug, Default)]
pub(crate) struct Played {
    /// Key to the first bytes of the redrawn screen, in milliseconds, for each key answered.
    pub latencies_ms: Vec<f64>,
    /// Keys that got no answer within [`ANSWER`].
    pub unanswered: u32,
    /// Whether the server closed the connection before the end.
    pub dropped: bool,
    /// Bytes of screen received while playing.
    pub bytes: u64,
}

/// How long a key may wait for its screen before it counts as unanswered.
pub(crate) const ANSWER: Duration = Duration::from_secs(5);

fn nz(n: u16) -> NonZeroU16 {
    NonZeroU16::new(n).unwrap_or(NonZeroU16::MIN)
}

impl Person {
    /// Connects and opens a terminal of [`TERMINAL`]'s size.
    pub(crate) async fn join(
        to: SocketAddr,
        from: Ipv4Addr,
        user: &str,
        key: &Key,
    ) -> Result<Person, String> {
        let handle = connect(to, from, user, key).await?;
        let (cols, rows) = TERMINAL;
        let channel = open_terminal(&handle, u32::from(cols), u32::from(rows)).await?;
        Ok(Person {
            handle,
            channel,
            screen: vt100::Parser::new(nz(rows), nz(cols), 0),
            closed: false,
            bytes: 0,
        })
    }

    fn take(&mut self, msg: Option<ChannelMsg>) {
        match msg {
            Some(ChannelMsg::Data { data }) => {
                self.bytes = self.bytes.saturating_add(data.len() as u64);
                self.screen.process(&data);
            }
            Some(ChannelMsg::Eof | ChannelMsg::Close) | None => self.closed = true,
            Some(_) => {}
        }
    }

    /// Reads until the screen shows one of `whats` (its index), or `Err` with the screen as
    /// it was when `wait` ran out or the server closed the terminal.
    pub(crate) async fn until(&mut self, whats: &[&str], wait: Duration) -> Result<usize, String> {
        let deadline = Instant::now() + wait;
        loop {
            let text = self.text();
            if let Some(i) = whats.iter().position(|w| text.contains(w)) {
                return Ok(i);
            }
            if self.closed {
                return Err(format!("closed, showing:\n{text}"));
            }
            match tokio::time::timeout_at(deadline, self.channel.wait()).await {
                Ok(msg) => self.take(msg),
                Err(_) => return Err(format!("waited for {whats:?}; the screen:\n{text}")),
            }
        }
    }

    /// Reads the screen while `f` runs, and gives what it gave.
    pub(crate) async fn read_while<T>(&mut self, f: impl std::future::Future<Output = T>) -> T {
        let mut f = std::pin::pin!(f);
        loop {
            tokio::select! {
                out = &mut f => return out,
                msg = self.channel.wait(), if !self.closed => self.take(msg),
            }
        }
    }

    pub(crate) async fn send(&self, keys: &[u8]) -> Result<(), String> {
        self.channel
            .data_bytes(keys.to_vec())
            .await
            .map_err(|e| format!("cannot send: {e}"))
    }

    /// The screen as text.
    pub(crate) fn text(&self) -> String {
        self.screen.screen().contents()
    }

    /// Says goodbye and closes the connection.
    pub(crate) async fn leave(self) {
        let _ = self
            .handle
            .disconnect(Disconnect::ByApplication, "", "")
            .await;
    }

    /// Reads the screen until `end`, pressing keys at human pace (a pause of 0.5–3 s before
    /// each) whenever the seat named `me` is to play, and timing each key to the first bytes
    /// of the screen it redraws. Someone who is never to play (a person in the
    /// lobby) only reads, as every connection must: a screen nobody reads is a connection
    /// the server drops for lagging.
    pub(crate) async fn play(&mut self, me: Option<&str>, end: Instant, rng: &mut Rng) -> Played {
        let mut played = Played::default();
        let bytes_before = self.bytes;
        let turn = me.map(|me| format!("▶ {me} to play"));
        let my_turn = |text: &str| turn.as_ref().is_some_and(|t| text.contains(t.as_str()));
        let mut sent: Option<Instant> = None;
        let mut key_at: Option<Instant> = None;
        let mut holds = 0u8;
        while !self.closed {
            // A key is planned once the screen shows the seat to play and the last key's
            // screen has come.
            if sent.is_none() && key_at.is_none() && my_turn(&self.text()) {
                key_at = Some(Instant::now() + pace(rng));
            }
            let wake = match (sent, key_at) {
                (Some(at), _) => (at + ANSWER).min(end),
                (None, Some(at)) => at.min(end),
                (None, None) => end,
            };
            match tokio::time::timeout_at(wake, self.channel.wait()).await {
                Ok(msg) => {
                    let data = matches!(msg, Some(ChannelMsg::Data { .. }));
                    if data && let Some(at) = sent.take() {
                        played
                            .latencies_ms
                            .push(at.elapsed().as_secs_f64() * 1000.0);
                    }
                    self.take(msg);
                }
                Err(_) => {
                    let now = Instant::now();
                    if now >= end {
                        break;
                    }
                    if sent.is_some_and(|at| now >= at + ANSWER) {
                        sent = None;
                        played.unanswered = played.unanswered.saturating_add(1);
                    }
                    if key_at.is_some_and(|at| now >= at) {
                        key_at = None;
                        let text = self.text();
                        if my_turn(&text) {
                            let key = next_key(&text, rng, &mut holds);
                            if self.send(key).await.is_err() {
                                break;
                            }
                            sent = Some(Instant::now());
                        }
                    }
                }
            }
        }
        played.dropped = self.closed;
        played.bytes = self.bytes.saturating_sub(bytes_before);
        played
    }
}

/// A person's pause before a key: 0.5 to 3 seconds, evenly.
fn pace(rng: &mut Rng) -> Duration {
    Duration::from_millis(500 + rng.below(2501))
}

/// The key a person presses on their turn, from what the screen shows: throw, now and then
/// hold a die or two between throws, and score the box the cursor is on after the last
/// throw (Enter; pressed again it confirms a zero).
fn next_key(text: &str, rng: &mut Rng, holds: &mut u8) -> &'static [u8] {
    if text.contains("Ready to throw") {
        *holds = 0;
        return b" ";
    }
    match throw_of(text) {
        Some((n, of)) if n < of => {
            if *holds < 2 && rng.below(2) == 0 {
                *holds += 1;
                const DIE: [&[u8]; 5] = [b"1", b"2", b"3", b"4", b"5"];
                DIE[rng.below(5) as usize]
            } else {
                *holds = 0;
                b" "
            }
        }
        _ => b"\r",
    }
}

/// "Throw 2 of 3" on the screen, as (2, 3).
fn throw_of(text: &str) -> Option<(u32, u32)> {
    let at = text.find("Throw ")?;
    let mut words = text[at + "Throw ".len()..].split_whitespace();
    let n = words.next()?.parse().ok()?;
    (words.next()? == "of").then_some(())?;
    let of = words.next()?.parse().ok()?;
    Some((n, of))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_turn_throws_holds_and_scores() {
        let mut rng = Rng::new(7);
        let mut holds = 0;
        assert_eq!(
            next_key("│Ready to throw  ○○○ │", &mut rng, &mut holds),
            b" "
        );
        assert_eq!(
            next_key("│Throw 3 of 3  ●●● │", &mut rng, &mut holds),
            b"\r"
        );
        // Between throws: a die held now and then, never more than two before throwing.
        let mut seen_hold = false;
        for _ in 0..50 {
            let key = next_key("│Throw 1 of 3  ●○○ │", &mut rng, &mut holds);
            assert!(holds <= 2);
            seen_hold |= key != b" ";
        }
        assert!(seen_hold);
        assert_eq!(throw_of("x Throw 2 of 5 y"), Some((2, 5)));
        assert_eq!(throw_of("Throw away"), None);
    }

    #[test]
    fn the_pace_is_a_persons() {
        let mut rng = Rng::new(1);
        for _ in 0..1000 {
            let p = pace(&mut rng);
            assert!(p >= Duration::from_millis(500) && p <= Duration::from_secs(3));
        }
    }
}
