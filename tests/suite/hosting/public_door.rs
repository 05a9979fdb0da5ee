//! The public door (`yahtzee serve`'s) over real SSH: russh clients on loopback, some from
//! other 127.x addresses as other sources, against the game's server. The runtime that
//! seats people is not here: a small loop answers each terminal with one line saying how
//! its person came in, and notes what the door told it. Every wait is bounded.

use std::collections::{HashMap, HashSet};
use std::io::Write;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant};

use russh::client;
use russh::client::KeyboardInteractiveAuthResponse as Kbd;
use russh::keys::PrivateKey;
use yahtzee::net::{
    Admit, Arrival, CameIn, Code, ConnId, Limits, Outbox, Policy, Public, Serve, Server, Visitor,
};

const CODE: &str = "abcde-fghjk";
const WAIT: Duration = Duration::from_secs(20);

/// What the loop saw of one connection.
#[derive(Clone, Debug)]
struct Seen {
    visitor: Visitor,
    size: (u16, u16),
    input: usize,
    resized: Option<(u16, u16)>,
    closed: bool,
}

type Book = Arc<Mutex<HashMap<ConnId, Seen>>>;

/// The server, the loop answering it, and a runtime for the clients.
struct Door {
    server: Server,
    book: Book,
    stop: Arc<AtomicBool>,
    game: Option<std::thread::JoinHandle<()>>,
    rt: tokio::runtime::Runtime,
    members: Arc<RwLock<HashSet<String>>>,
    _data: tempfile::TempDir,
}

/// The game's side, as small as can be: each terminal that opens is told how its person
/// came in (`in Key as Ana`), and all it sends is counted.
fn answer(arrivals: Receiver<Arrival>, book: Book, stop: Arc<AtomicBool>) {
    let mut outs: HashMap<ConnId, Outbox> = HashMap::new();
    while !stop.load(Ordering::Relaxed) {
        let arrival = match arrivals.recv_timeout(Duration::from_millis(20)) {
            Ok(a) => a,
            Err(RecvTimeoutError::Timeout) => continue,
            Err(RecvTimeoutError::Disconnected) => break,
        };
        let mut book = book.lock().unwrap();
        match arrival {
            Arrival::Opened {
                conn,
                visitor,
                size,
                mut out,
            } => {
                let name = visitor.name.clone().unwrap_or_else(|| "-".to_string());
                write!(out, "in {:?} as {name}\r\n", visitor.came_in).unwrap();
                out.flush().unwrap();
                outs.insert(conn, out);
                book.insert(
                    conn,
                    Seen {
                        visitor,
                        size,
                        input: 0,
                        resized: None,
                        closed: false,
                    },
                );
            }
            Arrival::Input { conn, bytes } => {
                if let Some(seen) = book.get_mut(&conn) {
                    seen.input += bytes.len();
                }
            }
            Arrival::Resized { conn, size } => {
                if let Some(seen) = book.get_mut(&conn) {
                    seen.resized = Some(size);
                }
            }
            Arrival::Closed { conn } => {
                outs.remove(&conn);
                if let Some(seen) = book.get_mut(&conn) {
                    seen.closed = true;
                }
            }
        }
    }
}

fn public(admit: Admit, guests: bool) -> Public {
    Public {
        admit,
        guests,
        members: Arc::new(RwLock::new(HashSet::new())),
    }
}

/// `limits` with a short deadline and refusals answered at once, so that the tests do not
/// wait on what they do not test.
fn quick(limits: Limits) -> Limits {
    Limits {
        handshake_time: Duration::from_secs(2),
        refusal_wait: Duration::from_millis(20),
        ..limits
    }
}

impl Door {
    fn open(public: Public, limits: Limits) -> Door {
        let data = tempfile::tempdir().unwrap();
        let members = public.members.clone();
        let mut server = Server::start(Serve {
            listen: "127.0.0.1:0".parse().unwrap(),
            key_file: data.path().join("serve").join("ssh_host_ed25519_key"),
            policy: Policy::Public(public),
            limits,
            wake: Box::new(|| {}),
        })
        .expect("the server starts");
        let (_, none) = std::sync::mpsc::channel();
        let arrivals = std::mem::replace(&mut server.arrivals, none);
        let book = Book::default();
        let stop = Arc::new(AtomicBool::new(false));
        let game = {
            let (book, stop) = (book.clone(), stop.clone());
            std::thread::spawn(move || answer(arrivals, book, stop))
        };
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        Door {
            server,
            book,
            stop,
            game: Some(game),
            rt,
            members,
            _data: data,
        }
    }

    fn addr(&self) -> SocketAddr {
        self.server.addr
    }

    /// Everyone whose terminal opened, in no order.
    fn seen(&self) -> Vec<Seen> {
        self.book.lock().unwrap().values().cloned().collect()
    }

    /// Waits until `holds` of what the loop saw.
    fn until(&self, what: &str, holds: impl Fn(&[Seen]) -> bool) {
        let start = Instant::now();
        while !holds(&self.seen()) {
            assert!(
                start.elapsed() < WAIT,
                "waited for {what}: {:?}",
                self.seen()
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

impl Drop for Door {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(game) = self.game.take() {
            let _ = game.join();
        }
    }
}

/// A client that keeps what the server said as it disconnected.
struct Ear(Arc<Mutex<Option<String>>>);

impl client::Handler for Ear {
    type Error = russh::Error;

    async fn check_server_key(
        &mut self,
        _key: &russh::keys::PublicKeyOrCertificate,
    ) -> Result<bool, Self::Error> {
        Ok(true)
    }

    async fn disconnected(
        &mut self,
        reason: client::DisconnectReason<Self::Error>,
    ) -> Result<(), Self::Error> {
        match reason {
            client::DisconnectReason::ReceivedDisconnect(info) => {
                *self.0.lock().unwrap() = Some(info.message);
                Ok(())
            }
            client::DisconnectReason::Error(e) => {
                *self.0.lock().unwrap() = Some(format!("(error: {e})"));
                Err(e)
            }
        }
    }
}

/// One person's connection, from one source address.
struct Person {
    handle: client::Handle<Ear>,
    said: Arc<Mutex<Option<String>>>,
}

/// What a keyboard-interactive try came to.
#[derive(Debug, PartialEq, Eq)]
enum Asked {
    In,
    /// Told why not, with no prompt.
    Told(String),
    /// Asked these prompts; the answer was refused.
    Refused(Vec<String>),
}

fn a_key() -> PrivateKey {
    PrivateKey::random(&mut rand::rng(), russh::keys::Algorithm::Ed25519).expect("a key")
}

fn fingerprint(key: &PrivateKey) -> String {
    key.public_key()
        .fingerprint(russh::keys::HashAlg::Sha256)
        .to_string()
}

async fn socket_from(to: SocketAddr, from: &str) -> tokio::net::TcpStream {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind(format!("{from}:0").parse().unwrap()).unwrap();
    socket.connect(to).await.expect("the door accepts")
}

impl Person {
    async fn dial(to: SocketAddr, from: &str) -> Result<Person, String> {
        let said = Arc::new(Mutex::new(None));
        let stream = socket_from(to, from).await;
        let handle = client::connect_stream(
            Arc::new(client::Config::default()),
            stream,
            Ear(said.clone()),
        )
        .await
        .map_err(|e| format!("no SSH: {e}"))?;
        Ok(Person { handle, said })
    }

    async fn none(&mut self, user: &str) -> bool {
        self.handle
            .authenticate_none(user)
            .await
            .is_ok_and(|a| a.success())
    }

    async fn key(&mut self, user: &str, key: &PrivateKey) -> bool {
        let key = russh::keys::PrivateKeyWithHashAlg::new(Arc::new(key.clone()), None);
        self.handle
            .authenticate_publickey(user, key)
            .await
            .is_ok_and(|a| a.success())
    }

    async fn password(&mut self, user: &str, password: &str) -> bool {
        self.handle
            .authenticate_password(user, password)
            .await
            .is_ok_and(|a| a.success())
    }

    /// Keyboard-interactive, answering `answer` to whatever is asked.
    async fn interactive(&mut self, user: &str, answer: &str) -> Asked {
        let first = self
            .handle
            .authenticate_keyboard_interactive_start(user, None)
            .await;
        match first {
            Ok(Kbd::Success) => Asked::In,
            Ok(Kbd::InfoRequest {
                instructions,
                prompts,
                ..
            }) if prompts.is_empty() => {
                let _ = self
                    .handle
                    .authenticate_keyboard_interactive_respond(Vec::new())
                    .await;
                Asked::Told(instructions)
            }
            Ok(Kbd::InfoRequest { prompts, .. }) => {
                let asked: Vec<String> = prompts.into_iter().map(|p| p.prompt).collect();
                let reply = self
                    .handle
                    .authenticate_keyboard_interactive_respond(vec![answer.to_string()])
                    .await;
                match reply {
                    Ok(Kbd::Success) => Asked::In,
                    _ => Asked::Refused(asked),
                }
            }
            other => Asked::Refused(vec![format!("{other:?}")]),
        }
    }

    /// Opens a terminal and reads the loop's line: "in KIND as NAME".
    async fn terminal(&self) -> Result<String, String> {
        let mut channel = self
            .handle
            .channel_open_session()
            .await
            .map_err(|e| format!("no session: {e}"))?;
        channel
            .request_pty(false, "xterm", 100, 30, 0, 0, &[])
            .await
            .map_err(|e| format!("no pty: {e}"))?;
        channel
            .request_shell(false)
            .await
            .map_err(|e| format!("no shell: {e}"))?;
        let mut seen = Vec::new();
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            let text = String::from_utf8_lossy(&seen).into_owned();
            if let Some(line) = text.lines().find(|l| l.starts_with("in ")) {
                return Ok(line.trim().to_string());
            }
            match tokio::time::timeout_at(deadline, channel.wait()).await {
                Ok(Some(russh::ChannelMsg::Data { data })) => seen.extend_from_slice(&data),
                Ok(Some(_)) => {}
                Ok(None) | Err(_) => return Err(format!("no line; saw {text:?}")),
            }
        }
    }

    /// Whether the server closes the connection within the wait.
    async fn closed(&self) -> bool {
        let deadline = tokio::time::Instant::now() + WAIT;
        while !self.handle.is_closed() {
            if tokio::time::Instant::now() >= deadline {
                return false;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        true
    }

    /// What the server said as it closed the connection (waiting for the close; the
    /// client hears the words a moment after it counts the connection closed).
    async fn told(&self) -> Option<String> {
        let deadline = tokio::time::Instant::now() + WAIT;
        let mut closed_at = None;
        while tokio::time::Instant::now() < deadline {
            if let Some(said) = self.said.lock().unwrap().clone() {
                return Some(said);
            }
            if self.handle.is_closed() {
                let at = *closed_at.get_or_insert_with(tokio::time::Instant::now);
                if at.elapsed() > Duration::from_secs(2) {
                    break;
                }
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        self.said.lock().unwrap().clone()
    }
}

/// Connects from 127.0.0.1 and comes in with `key`, or fails the test.
async fn with_key(to: SocketAddr, user: &str, key: &PrivateKey) -> Person {
    let mut p = Person::dial(to, "127.0.0.1").await.unwrap();
    assert!(p.key(user, key).await, "{user}'s key was refused");
    p
}

#[test]
fn anyone_comes_in_with_any_key_and_a_guest_without_one_but_never_with_none() {
    let door = Door::open(public(Admit::Anyone, true), quick(Limits::public()));
    let to = door.addr();
    let key = a_key();
    door.rt.block_on(async {
        // A key: an account to be, named as their ssh says.
        let ana = with_key(to, "Ana", &key).await;
        assert_eq!(ana.terminal().await.unwrap(), "in Key as Ana");
        // No key: keyboard-interactive lets a guest in with nothing asked.
        let mut ben = Person::dial(to, "127.0.0.1").await.unwrap();
        assert!(!ben.none("ben").await, "the \"none\" method let someone in");
        assert_eq!(ben.interactive("ben", "").await, Asked::In);
        assert_eq!(ben.terminal().await.unwrap(), "in Guest as ben");
        // Any password does too, for clients that only have passwords.
        let mut cy = Person::dial(to, "127.0.0.1").await.unwrap();
        assert!(cy.password("cy", "whatever").await);
        assert_eq!(cy.terminal().await.unwrap(), "in Guest as cy");
        // The join command's user names and names a server might give are no names: the
        // runtime gives one. A name no screen should show is not refused, only not used.
        for user in [
            "table",
            "play",
            "Guest-7",
            "gUeSt",
            "A\u{1b}[2Jna",
            "Ana\u{200b}",
        ] {
            let mut p = Person::dial(to, "127.0.0.1").await.unwrap();
            assert_eq!(p.interactive(user, "").await, Asked::In, "{user:?}");
            assert_eq!(p.terminal().await.unwrap(), "in Guest as -", "{user:?}");
        }
    });
    door.until("nine terminals", |seen| seen.len() == 9);
    let seen = door.seen();
    let keyed: Vec<&Seen> = seen.iter().filter(|s| s.visitor.key.is_some()).collect();
    assert_eq!(keyed.len(), 1, "only Ana proved a key");
    assert_eq!(
        keyed[0].visitor.key.as_deref(),
        Some(fingerprint(&key).as_str())
    );
    assert!(
        seen.iter()
            .filter(|s| s.visitor.key.is_none())
            .all(|s| s.visitor.came_in == CameIn::Guest)
    );
}

#[test]
fn without_guests_a_keyless_person_is_told_to_make_a_key() {
    let door = Door::open(public(Admit::Anyone, false), quick(Limits::public()));
    let to = door.addr();
    door.rt.block_on(async {
        let mut ben = Person::dial(to, "127.0.0.1").await.unwrap();
        let Asked::Told(words) = ben.interactive("ben", "").await else {
            panic!("a keyless person got further than being told why");
        };
        assert!(words.contains("ssh-keygen"), "{words}");
        assert!(ben.closed().await, "told why, then closed");
        // A password is no way in either (the closing words say why: see the OpenSSH test).
        let mut cy = Person::dial(to, "127.0.0.1").await.unwrap();
        assert!(!cy.password("cy", "anything").await);
        assert!(cy.closed().await);
        // A key still comes in.
        let ana = with_key(to, "Ana", &a_key()).await;
        assert_eq!(ana.terminal().await.unwrap(), "in Key as Ana");
    });
    door.until("one terminal", |seen| seen.len() == 1);
}

#[test]
fn a_listed_door_lets_in_its_keys_only_and_names_the_key_it_refuses() {
    let listed = a_key();
    let other = a_key();
    // The operator lists a key as its holder sends it: a line of authorized_keys.
    let line = listed.public_key().to_openssh().unwrap();
    assert_eq!(
        yahtzee::net::fingerprint_of(&format!("  {line}\n")),
        Some(fingerprint(&listed))
    );
    assert_eq!(
        yahtzee::net::fingerprint_of("ssh-ed25519 AAAA-not-base64"),
        None
    );
    // Guests are asked for, but a list is the whole of who may come in.
    let door = Door::open(
        public(
            Admit::Listed(vec![yahtzee::net::fingerprint_of(&line).unwrap()]),
            true,
        ),
        quick(Limits::public()),
    );
    let to = door.addr();
    door.rt.block_on(async {
        let ana = with_key(to, "Ana", &listed).await;
        assert_eq!(ana.terminal().await.unwrap(), "in ListedKey as Ana");
        let mut eve = Person::dial(to, "127.0.0.1").await.unwrap();
        assert!(!eve.key("Eve", &other).await);
        match eve.interactive("Eve", "").await {
            Asked::Told(words) => {
                assert!(words.contains(&fingerprint(&other)), "{words}");
                assert!(words.contains("not on this server's list"), "{words}");
            }
            asked => panic!("an unlisted key got {asked:?}"),
        }
        let mut ben = Person::dial(to, "127.0.0.1").await.unwrap();
        assert!(matches!(ben.interactive("ben", "").await, Asked::Told(_)));
        let mut cy = Person::dial(to, "127.0.0.1").await.unwrap();
        assert!(!cy.password("cy", CODE).await);
    });
    door.until("Ana alone", |seen| seen.len() == 1);
}

#[test]
fn a_code_door_lets_members_in_by_key_and_others_with_the_code() {
    let member = a_key();
    let newcomer = a_key();
    let door = Door::open(
        public(Admit::Code(Code::fixed(CODE)), true),
        quick(Limits::public()),
    );
    door.members.write().unwrap().insert(fingerprint(&member));
    let to = door.addr();
    door.rt.block_on(async {
        // A member's key alone.
        let ana = with_key(to, "Ana", &member).await;
        assert_eq!(ana.terminal().await.unwrap(), "in Key as Ana");
        // A new key is not enough: with the code (asked by name) it is an account to be.
        let mut ben = Person::dial(to, "127.0.0.1").await.unwrap();
        assert!(!ben.key("Ben", &newcomer).await);
        assert_eq!(ben.interactive("Ben", CODE).await, Asked::In);
        assert_eq!(ben.terminal().await.unwrap(), "in Code as Ben");
        // No key, the code as a password: a guest.
        let mut cy = Person::dial(to, "127.0.0.1").await.unwrap();
        assert!(cy.password("Cy", "ABCDEFGHJK").await);
        assert_eq!(cy.terminal().await.unwrap(), "in Guest as Cy");
        // A wrong code at the prompt is refused, and the prompt says what it wants.
        let mut dan = Person::dial(to, "127.0.0.1").await.unwrap();
        assert_eq!(
            dan.interactive("Dan", "wrong").await,
            Asked::Refused(vec!["Invitation code: ".to_string()])
        );
    });
    door.until("three terminals", |seen| seen.len() == 3);
    let seen = door.seen();
    let ben = seen
        .iter()
        .find(|s| s.visitor.came_in == CameIn::Code)
        .unwrap();
    assert_eq!(
        ben.visitor.key.as_deref(),
        Some(fingerprint(&newcomer).as_str())
    );
    assert_eq!(door.server.stats.failures(), 1);
    // Ben's account is made: his key alone gets him in from now on.
    door.members.write().unwrap().insert(fingerprint(&newcomer));
    door.rt.block_on(async {
        let ben = with_key(to, "Ben", &newcomer).await;
        assert_eq!(ben.terminal().await.unwrap(), "in Key as Ben");
    });
}

#[test]
fn wrong_codes_shut_an_address_out_but_not_its_members_nor_other_addresses() {
    let member = a_key();
    let door = Door::open(
        public(Admit::Code(Code::fixed(CODE)), true),
        quick(Limits::public()),
    );
    door.members.write().unwrap().insert(fingerprint(&member));
    let to = door.addr();
    door.rt.block_on(async {
        for _ in 0..yahtzee::net::gate::TRIES_PER_ADDRESS {
            let mut p = Person::dial(to, "127.0.0.1").await.unwrap();
            assert!(!p.password("eve", "wrong-code").await);
        }
        // The right code, too late: told how long to wait, by prompt and by password.
        let mut p = Person::dial(to, "127.0.0.1").await.unwrap();
        match p.interactive("eve", CODE).await {
            Asked::Told(words) => assert!(words.contains("too many wrong codes"), "{words}"),
            asked => panic!("a shut-out address got {asked:?}"),
        }
        let mut p = Person::dial(to, "127.0.0.1").await.unwrap();
        assert!(!p.password("eve", CODE).await);
        assert!(p.closed().await);
        // A member from the same address guessed nothing: their key still works.
        let ana = with_key(to, "Ana", &member).await;
        assert_eq!(ana.terminal().await.unwrap(), "in Key as Ana");
        // Another address is not punished.
        let mut cy = Person::dial(to, "127.0.0.2").await.unwrap();
        assert!(cy.password("Cy", CODE).await);
    });
    let stats = &door.server.stats;
    assert_eq!(
        stats.failures(),
        u64::from(yahtzee::net::gate::TRIES_PER_ADDRESS)
    );
    assert!(stats.locked_out() >= 2, "{}", stats.locked_out());
}

#[test]
fn a_code_door_without_guests_wants_a_key_even_with_the_code() {
    let door = Door::open(
        public(Admit::Code(Code::fixed(CODE)), false),
        quick(Limits::public()),
    );
    let to = door.addr();
    door.rt.block_on(async {
        let mut cy = Person::dial(to, "127.0.0.1").await.unwrap();
        assert!(!cy.password("Cy", CODE).await);
        assert!(cy.closed().await);
        let mut dan = Person::dial(to, "127.0.0.1").await.unwrap();
        assert!(matches!(dan.interactive("Dan", CODE).await, Asked::Told(_)));
        // A key with the code still comes in.
        let mut ben = Person::dial(to, "127.0.0.1").await.unwrap();
        assert!(!ben.key("Ben", &a_key()).await);
        assert!(ben.password("Ben", CODE).await);
        assert_eq!(ben.terminal().await.unwrap(), "in Code as Ben");
    });
}

#[test]
fn one_key_has_as_many_connections_as_the_limit_and_no_more() {
    let limits = Limits {
        per_key: 2,
        ..quick(Limits::public())
    };
    let door = Door::open(public(Admit::Anyone, true), limits);
    let to = door.addr();
    let key = a_key();
    door.rt.block_on(async {
        let first = with_key(to, "Ana", &key).await;
        let second = with_key(to, "Ana", &key).await;
        assert!(first.terminal().await.is_ok() && second.terminal().await.is_ok());
        // The third is refused and told why, and not made a guest instead.
        let mut third = Person::dial(to, "127.0.0.1").await.unwrap();
        assert!(!third.key("Ana", &key).await);
        match third.interactive("Ana", "").await {
            Asked::Told(words) => assert!(words.contains("2 connections"), "{words}"),
            asked => panic!("a third connection with one key got {asked:?}"),
        }
        let mut fourth = Person::dial(to, "127.0.0.1").await.unwrap();
        assert!(!fourth.key("Ana", &key).await);
        assert!(
            !fourth.password("Ana", "x").await,
            "a key holder became a guest"
        );
        // Another key is not counted with it.
        let ben = with_key(to, "Ben", &a_key()).await;
        assert!(ben.terminal().await.is_ok());
        // One leaves: its place is the key's again.
        first
            .handle
            .disconnect(russh::Disconnect::ByApplication, "", "")
            .await
            .unwrap();
        let start = Instant::now();
        loop {
            let mut again = Person::dial(to, "127.0.0.1").await.unwrap();
            if again.key("Ana", &key).await {
                break;
            }
            assert!(start.elapsed() < WAIT, "the key's place was never freed");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    });
}

/// Reads until the other end closes: what it said, or `None` if still open after `wait`.
async fn closed_within(stream: &mut tokio::net::TcpStream, wait: Duration) -> Option<String> {
    use tokio::io::AsyncReadExt;
    let mut seen = Vec::new();
    let mut buf = [0u8; 1024];
    let deadline = tokio::time::Instant::now() + wait;
    loop {
        match tokio::time::timeout_at(deadline, stream.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => return Some(String::from_utf8_lossy(&seen).into_owned()),
            Ok(Ok(n)) => seen.extend_from_slice(&buf[..n]),
            Err(_) => return None,
        }
    }
}

#[test]
fn one_address_has_as_many_connections_as_the_limit_and_its_idle_ones_make_room() {
    let limits = Limits {
        per_address: 3,
        ..quick(Limits::public())
    };
    let door = Door::open(public(Admit::Anyone, true), limits);
    let to = door.addr();
    door.rt.block_on(async {
        // Three people behind one address get in; a fourth is turned away, told why
        // before any SSH is spoken.
        let mut people = Vec::new();
        for name in ["Ana", "Ben", "Cy"] {
            let mut p = Person::dial(to, "127.0.0.3").await.unwrap();
            assert!(p.interactive(name, "").await == Asked::In);
            people.push(p);
        }
        let mut fourth = socket_from(to, "127.0.0.3").await;
        let said = closed_within(&mut fourth, WAIT).await.expect("turned away");
        assert!(
            said.contains("Too many connections from your address"),
            "{said:?}"
        );
        // Another address is not counted with it.
        let mut dan = Person::dial(to, "127.0.0.4").await.unwrap();
        assert_eq!(dan.interactive("Dan", "").await, Asked::In);
        // Sockets that never speak from an address hold its places only until a person
        // from there needs one: the oldest silent one makes room.
        let mut idle = Vec::new();
        for _ in 0..3 {
            idle.push(socket_from(to, "127.0.0.5").await);
        }
        let mut eve = Person::dial(to, "127.0.0.5").await.unwrap();
        assert_eq!(eve.interactive("Eve", "").await, Asked::In);
        assert!(eve.terminal().await.is_ok());
        let dropped = closed_within(&mut idle[0], WAIT).await;
        assert!(dropped.is_some(), "the oldest silent socket was kept");
    });
    assert!(door.server.stats.turned_away() >= 2);
}

#[test]
fn a_flood_of_silent_sockets_from_many_addresses_never_keeps_a_person_out() {
    let limits = Limits {
        handshakes: 16,
        handshakes_per_address: 4,
        connections: 40,
        ..quick(Limits::public())
    };
    let door = Door::open(public(Admit::Anyone, true), limits);
    let to = door.addr();
    let key = a_key();
    let stop = Arc::new(AtomicBool::new(false));
    // From 127.0.0.2 to 127.0.0.20, one of them harder than the rest: each socket is
    // opened again as soon as the door drops it.
    let flood = {
        let stop = stop.clone();
        door.rt.spawn(async move {
            let mut tasks = Vec::new();
            for i in 2..=20 {
                for _ in 0..if i == 2 { 12 } else { 2 } {
                    let stop = stop.clone();
                    tasks.push(tokio::spawn(async move {
                        let from = format!("127.0.0.{i}");
                        while !stop.load(Ordering::Relaxed) {
                            let mut s = socket_from(to, &from).await;
                            let _ = closed_within(&mut s, Duration::from_millis(300)).await;
                        }
                    }));
                }
            }
            for t in tasks {
                let _ = t.await;
            }
        })
    };
    let slowest = door.rt.block_on(async {
        tokio::time::sleep(Duration::from_millis(300)).await;
        let mut slowest = Duration::ZERO;
        // A person with a key and a guest, from addresses of their own.
        for from in ["127.0.0.1", "127.0.1.1"] {
            let start = Instant::now();
            let mut ana = Person::dial(to, from).await.expect("in through the flood");
            assert!(ana.key("Ana", &key).await);
            assert_eq!(ana.terminal().await.unwrap(), "in Key as Ana");
            let mut ben = Person::dial(to, from).await.expect("in through the flood");
            assert_eq!(ben.interactive("Ben", "").await, Asked::In);
            assert_eq!(ben.terminal().await.unwrap(), "in Guest as Ben");
            slowest = slowest.max(start.elapsed());
        }
        slowest
    });
    stop.store(true, Ordering::Relaxed);
    let _ = door.rt.block_on(flood);
    let stats = &door.server.stats;
    println!(
        "public flood: 48 silent sockets from 19 addresses reopened as dropped; two people \
         in from each of two other addresses, slowest pair {} ms; turned away {}",
        slowest.as_millis(),
        stats.turned_away()
    );
    assert!(stats.turned_away() > 0, "the flood was never crowded out");
}

#[test]
fn the_public_door_offers_a_terminal_and_nothing_else() {
    let door = Door::open(public(Admit::Anyone, true), quick(Limits::public()));
    let to = door.addr();
    let key = a_key();
    door.rt.block_on(async {
        // exec and sftp: refused, and the connection closed with why.
        for request in ["exec", "sftp"] {
            let p = with_key(to, "Ana", &key).await;
            let mut channel = p.handle.channel_open_session().await.unwrap();
            if request == "exec" {
                channel.exec(true, "cat /etc/passwd").await.unwrap();
            } else {
                channel.request_subsystem(true, "sftp").await.unwrap();
            }
            let reply = tokio::time::timeout(WAIT, channel.wait()).await.unwrap();
            assert!(
                matches!(reply, Some(russh::ChannelMsg::Failure)),
                "{request}: {reply:?}"
            );
            let told = p.told().await.unwrap_or_default();
            assert!(told.contains("terminal only"), "{request}: {told}");
        }
        // Forwarding either way.
        let p = with_key(to, "Ana", &key).await;
        let direct = p
            .handle
            .channel_open_direct_tcpip("127.0.0.1", 22, "127.0.0.1", 5555)
            .await;
        assert!(direct.is_err(), "a forwarding channel was opened");
        let remote = p.handle.tcpip_forward("127.0.0.1", 0).await;
        assert!(remote.is_err(), "remote forwarding was granted");
        // A second session channel beside a terminal.
        assert!(p.terminal().await.is_ok());
        let second = p.handle.channel_open_session().await;
        assert!(second.is_err(), "a second channel was opened");
        // A shell without a terminal comes in, to read the server in plain lines.
        let mut q = Person::dial(to, "127.0.0.1").await.unwrap();
        assert_eq!(q.interactive("Ben", "").await, Asked::In);
        let mut channel = q.handle.channel_open_session().await.unwrap();
        channel.request_shell(false).await.unwrap();
        let mut seen = Vec::new();
        while let Ok(Some(msg)) = tokio::time::timeout(WAIT, channel.wait()).await {
            match msg {
                russh::ChannelMsg::Data { data } => seen.extend_from_slice(&data),
                russh::ChannelMsg::Close => break,
                _ => {}
            }
            if seen.ends_with(b"\r\n") {
                break;
            }
        }
        let seen = String::from_utf8_lossy(&seen);
        assert_eq!(seen, "in Guest as Ben\r\n");
    });
    // The one terminal and the plain shell reached the game, nothing else.
    door.until("a terminal and a plain shell", |seen| seen.len() == 2);
    std::thread::sleep(Duration::from_millis(100));
    let seen = door.seen();
    assert_eq!(seen.len(), 2);
    assert!(
        seen.iter()
            .any(|s| s.visitor.mode == yahtzee::net::Mode::Plain(yahtzee::net::Pty::None)),
        "{seen:?}"
    );
}

#[test]
fn the_public_door_clamps_sizes_cuts_floods_and_closes_idle_connections() {
    let limits = Limits {
        idle: Duration::from_secs(2),
        ..quick(Limits::public())
    };
    let door = Door::open(public(Admit::Anyone, true), limits);
    let to = door.addr();
    door.rt.block_on(async {
        let mut p = Person::dial(to, "127.0.0.1").await.unwrap();
        assert_eq!(p.interactive("Ana", "").await, Asked::In);
        let channel = p.handle.channel_open_session().await.unwrap();
        channel
            .request_pty(false, "xterm", 50_000, 0, 0, 0, &[])
            .await
            .unwrap();
        channel.request_shell(false).await.unwrap();
        channel.window_change(u32::MAX, 3, 0, 0).await.unwrap();
        // A megabyte at once: the game hears the burst, not the flood.
        let _ = channel.data(&vec![b'x'; 1 << 20][..]).await;
        // Then nothing: the connection is closed as idle.
        let start = Instant::now();
        while !p.handle.is_closed() {
            assert!(start.elapsed() < WAIT, "the idle connection was kept");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    });
    door.until("the connection closed", |seen| {
        seen.len() == 1 && seen[0].closed
    });
    let seen = &door.seen()[0];
    assert_eq!(seen.size, (1000, 1));
    assert_eq!(seen.resized, Some((1000, 3)));
    assert!(
        seen.input > 0 && seen.input <= yahtzee::net::gate::INPUT_BURST as usize + 4096,
        "{} bytes reached the game",
        seen.input
    );
}

/// The real OpenSSH client in a pseudo-terminal as `user`, with its default methods (keys
/// first, then keyboard-interactive, then a password), no agent, no config, and `key`
/// (a file) as its only key if given.
fn openssh(
    ssh: &std::path::Path,
    port: u16,
    user: &str,
    home: &std::path::Path,
    key: Option<&std::path::Path>,
) -> yahtzee_testkit::pty::Pty {
    openssh_with(ssh, port, user, home, key, &[])
}

/// [`openssh`] with more options (`-o` each).
fn openssh_with(
    ssh: &std::path::Path,
    port: u16,
    user: &str,
    home: &std::path::Path,
    key: Option<&std::path::Path>,
    options: &[&str],
) -> yahtzee_testkit::pty::Pty {
    let mut cmd = yahtzee_testkit::pty::CommandBuilder::new(ssh);
    for a in [
        "-o",
        "StrictHostKeyChecking=no",
        "-o",
        "UserKnownHostsFile=/dev/null",
        "-o",
        "IdentitiesOnly=yes",
        "-o",
        "LogLevel=INFO",
        "-F",
        "/dev/null",
        "-p",
    ] {
        cmd.arg(a);
    }
    cmd.arg(port.to_string());
    for option in options {
        cmd.arg("-o");
        cmd.arg(option);
    }
    if let Some(key) = key {
        cmd.arg("-i");
        cmd.arg(key);
    }
    cmd.arg(format!("{user}@127.0.0.1"));
    cmd.env("HOME", home);
    cmd.env_remove("SSH_AUTH_SOCK");
    yahtzee_testkit::pty::Pty::spawn(cmd)
}

fn which_ssh() -> Option<std::path::PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join("ssh"))
        .find(|p| p.is_file())
}

#[test]
fn openssh_comes_in_by_key_or_as_a_guest_with_nothing_asked_or_is_told_why_not() {
    let Some(ssh) = which_ssh() else {
        eprintln!("skipped: no OpenSSH client (ssh) on this machine");
        return;
    };
    let home = tempfile::tempdir().unwrap();
    let key = a_key();
    let key_file = home.path().join("id_ed25519");
    std::fs::write(
        &key_file,
        key.to_openssh(russh::keys::ssh_key::LineEnding::LF)
            .unwrap()
            .as_bytes(),
    )
    .unwrap();
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&key_file, std::fs::Permissions::from_mode(0o600)).unwrap();
    }
    let shows = |client: &yahtzee_testkit::pty::Pty, what: &str| {
        client
            .wait_within(WAIT, Duration::from_millis(20), |text| text.contains(what))
            .unwrap_or_else(|| panic!("waited for {what:?}; ssh shows:\n{}", client.contents()))
    };
    let door = Door::open(public(Admit::Anyone, true), quick(Limits::public()));
    let port = door.addr().port();
    let mut guest = openssh(&ssh, port, "Ana", home.path(), None);
    let seen = shows(&guest, "in Guest as Ana");
    assert!(!seen.to_lowercase().contains("password"), "{seen}");
    let mut keyed = openssh(&ssh, port, "Ben", home.path(), Some(&key_file));
    shows(&keyed, "in Key as Ben");
    let _ = guest.child.kill();
    let _ = keyed.child.kill();
    drop(door);
    // Keys only: a person without one reads what to do.
    let door = Door::open(public(Admit::Anyone, false), quick(Limits::public()));
    let client = openssh(&ssh, door.addr().port(), "Ana", home.path(), None);
    let seen = shows(&client, "ssh-keygen -t ed25519");
    assert!(!seen.contains("in Guest"), "{seen}");
    drop(door);
    // A client that only gives passwords: the code without a key, where guests are not let
    // in, closes the connection with the reason, which ssh prints.
    let door = Door::open(
        public(Admit::Code(Code::fixed(CODE)), false),
        quick(Limits::public()),
    );
    let mut client = openssh_with(
        &ssh,
        door.addr().port(),
        "Ana",
        home.path(),
        None,
        &["PreferredAuthentications=password"],
    );
    // ssh reads the close only after it asks again (it takes the empty list of methods
    // for the same list): the reason is printed at the second answer.
    for _ in 0..2 {
        if !client.contents().contains("ssh-keygen") {
            shows(&client, "password:");
            client.send(&format!("{CODE}\r")).unwrap();
            let _ = client.wait_within(Duration::from_secs(3), Duration::from_millis(20), |t| {
                t.contains("ssh-keygen") || t.contains("try again")
            });
        }
    }
    let seen = shows(&client, "Received disconnect");
    assert!(seen.contains("ssh-keygen -t ed25519"), "{seen}");
    assert!(!seen.contains("in Guest"), "{seen}");
}
