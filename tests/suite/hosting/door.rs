//! A hosted table over real SSH: russh's client against the game's server on an ephemeral
//! loopback port, with the host's loop run here step by step. Every wait is for something to
//! appear (a screen's text, an arrival), bounded so a broken server fails rather than hangs.

use crate::common::Newest;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use yahtzee_testkit::build;

use yahtzee::game::{Action, SeatId, Session};
use yahtzee::net::{Code, KnownKeys, Limits, Policy, Serve, Server};
use yahtzee::store::{DiskStore, MatchOptions, Storage};
use yahtzee::tui::hosting::{AwayRule, Doors, Hosting};
use yahtzee::tui::{App, Input, Prefs, Start};
use yahtzee_testkit::ssh::{self as client, Guest};

pub(super) const CODE: &str = "abcde-fghjk";
const WAIT: Duration = Duration::from_secs(20);

/// The size of every guest's terminal: columns, rows.
pub(super) const TERMINAL: (u32, u32) = (100, 32);

async fn session(addr: SocketAddr, user: &str, code: &str) -> Result<client::Handle, String> {
    client::connect(addr, user, code).await
}

/// The host's side: the server, the loop, and a runtime for the clients.
pub(super) struct Table {
    pub(super) server: Server,
    pub(super) hosting: Hosting,
    pub(super) rt: tokio::runtime::Runtime,
    data: tempfile::TempDir,
}

fn options() -> MatchOptions {
    MatchOptions {
        hints: false,
        show_odds: false,
        undo: false,
        ..MatchOptions::default()
    }
}

impl Table {
    /// A table of `seats` (those named in `guests` join over SSH), the host playing the rest.
    pub(super) fn open(seats: &[&str], guests: &[&str], headless: bool) -> Table {
        Table::open_with(seats, guests, headless, table_limits(), AwayRule::WAIT)
    }

    fn open_with(
        seats: &[&str],
        guests: &[&str],
        headless: bool,
        limits: Limits,
        away: AwayRule,
    ) -> Table {
        let data = tempfile::tempdir().unwrap();
        let mut table = Table::open_in(data, seats, guests, headless, limits, away);
        table.pump(&mut []);
        table
    }

    /// Closes the table and hands back its data folder, for the next table.
    fn close(self) -> tempfile::TempDir {
        let Table {
            server,
            mut hosting,
            data,
            ..
        } = self;
        hosting.close(yahtzee::tui::hosting::Farewell::HostClosed);
        drop(server);
        data
    }

    fn open_in(
        data: tempfile::TempDir,
        seats: &[&str],
        guests: &[&str],
        headless: bool,
        limits: Limits,
        away: AwayRule,
    ) -> Table {
        let known = KnownKeys::load(Some(data.path().join("host").join("guest_keys.json")), &[])
            .expect("no keys yet");
        let known = Arc::new(Mutex::new(known));
        let server = Server::start(Serve {
            listen: "127.0.0.1:0".parse().unwrap(),
            key_file: data.path().join("host").join("key"),
            policy: Policy::Table {
                code: Code::fixed(CODE),
                known: known.clone(),
            },
            limits,
            wake: Box::new(|| {}),
        })
        .expect("the server starts");
        let mut options = options();
        options.joining = seats.iter().map(|s| guests.contains(s)).collect();
        let setup = build::classic().humans(seats).seed(7).setup();
        let store = DiskStore::new(data.path().to_path_buf());
        let app = App::hosting(
            Box::new(store),
            yahtzee::tui::shelf::Shelf::new(None),
            Prefs::default(),
            Start::Match { setup, options },
        );
        let doors = Doors {
            spectators: 2,
            join: yahtzee::net::join_command(&server.addr),
            code: CODE.to_string(),
            fingerprint: server.fingerprint.clone(),
            reach: yahtzee::net::reach(&server.addr),
            away,
        };
        let mut hosting = Hosting::new(app, headless, doors, known);
        hosting.app.handle(Input::Resize(100, 32));
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        // Not pumped yet: the caller may still tell the host something before the table
        // opens (see `Hosting::reopened`).
        Table {
            server,
            hosting,
            rt,
            data,
        }
    }

    pub(super) fn addr(&self) -> SocketAddr {
        self.server.addr
    }

    /// One round of the host's loop, and what each guest's terminal received meanwhile.
    pub(super) fn pump(&mut self, guests: &mut [&mut Guest]) {
        while let Ok(a) = self.server.arrivals.try_recv() {
            self.hosting.arrive(a);
        }
        self.hosting.step();
        self.rt.block_on(async {
            for g in guests.iter_mut() {
                g.read(Duration::from_millis(15)).await;
            }
            // The clients' own tasks (a disconnect on its way out) run meanwhile.
            tokio::time::sleep(Duration::from_millis(2)).await;
        });
        while let Ok(a) = self.server.arrivals.try_recv() {
            self.hosting.arrive(a);
        }
        self.hosting.step();
    }

    /// Pumps until `done` holds of the guest's screen.
    pub(super) fn until(&mut self, guests: &mut [&mut Guest], who: usize, what: &str) -> String {
        let start = Instant::now();
        loop {
            self.pump(guests);
            let text = guests[who].text();
            if text.contains(what) {
                return text;
            }
            assert!(
                start.elapsed() < WAIT,
                "waited for {what:?}; guest {who} sees:\n{text}"
            );
        }
    }

    pub(super) fn join(&mut self, user: &str) -> Guest {
        let addr = self.addr();
        let guest = self.rt.block_on(Guest::join(addr, user, CODE, TERMINAL));
        guest.expect("the guest joins")
    }

    /// A guest with a key, giving the code only when `code` says so.
    fn join_with_key(
        &mut self,
        user: &str,
        key: &russh::keys::PrivateKey,
        code: Option<&str>,
    ) -> Result<Guest, String> {
        let addr = self.addr();
        self.rt.block_on(Guest::join_with_key(
            addr,
            user,
            key.clone(),
            code,
            TERMINAL,
        ))
    }

    /// Pumps until `holds` is true of the table, or fails saying `what` never happened.
    fn until_table(
        &mut self,
        guests: &mut [&mut Guest],
        what: &str,
        holds: impl Fn(&Table) -> bool,
    ) {
        let start = Instant::now();
        while !holds(self) {
            assert!(start.elapsed() < WAIT, "{what} never happened");
            self.pump(guests);
        }
    }

    /// Drops a guest's connection and waits until the table has noticed.
    fn drop_guest(&mut self, guest: Guest) {
        self.rt.block_on(async {
            guest.disconnect().await;
        });
        let before = self.hosting.guest_count();
        self.until_table(&mut [], "the drop", |t| t.hosting.guest_count() < before);
    }

    pub(super) fn key(&mut self, k: char) {
        use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
        let code = match k {
            '\r' => KeyCode::Enter,
            '\u{1b}' => KeyCode::Esc,
            c => KeyCode::Char(c),
        };
        self.hosting
            .local(Input::Key(KeyEvent::new(code, KeyModifiers::NONE)));
    }

    pub(super) fn current(&self) -> Option<SeatId> {
        self.hosting.table_match().and_then(|m| m.current_seat())
    }
}

/// The host's own window as text.
pub(super) fn host_screen(t: &mut Table) -> String {
    let mut host = ratatui::Terminal::new(ratatui::backend::TestBackend::new(100, 32)).unwrap();
    host.draw(|f| t.hosting.app.draw(f)).unwrap();
    let buf = host.backend().buffer().clone();
    (0..buf.area.height)
        .map(|y| {
            (0..buf.area.width)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn two_guests_and_the_host_play_a_match_to_the_end_and_it_lands_in_history_once() {
    let mut t = Table::open(&["Host", "Ana", "Ben"], &["Ana", "Ben"], false);
    let mut ana = t.join("Ana");
    let mut ben = t.join("ben");
    t.until(&mut [&mut ana, &mut ben], 0, "Ana");
    t.until(&mut [&mut ana, &mut ben], 1, "Ben");
    let start = Instant::now();
    while t.hosting.table_match().is_some_and(|m| !m.is_over()) {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the match did not end"
        );
        let seat = t.current().expect("a seat to play").index();
        // Throw once, score the box under the cursor, confirm a zero if asked.
        for keys in [" ", "\r", "\r"] {
            // The last Enter of the match would leave the results.
            if t.current().map(|s| s.index()) != Some(seat) {
                break;
            }
            match seat {
                0 => t.key(keys.chars().next().unwrap()),
                1 => t.rt.block_on(ana.send(keys)),
                _ => t.rt.block_on(ben.send(keys)),
            }
            t.pump(&mut [&mut ana, &mut ben]);
        }
    }
    let over = t.hosting.table_match().expect("the match").clone();
    assert!(over.is_over());
    // Every guest sees the results, with every total.
    let total = over.total(SeatId(1)).to_string();
    let screen = t.until(&mut [&mut ana, &mut ben], 0, "leave the table");
    assert!(screen.contains(&total), "{screen}");
    t.until(&mut [&mut ana, &mut ben], 1, "leave the table");
    // The table archived it once; the host's and guests' results screens add nothing.
    let mut store = DiskStore::new(t.data.path().to_path_buf());
    let (history, problem) = store.history();
    assert!(problem.is_none());
    assert_eq!(history.recent.len(), 1, "one entry in the history");
    assert!(matches!(
        store.load_newest(false),
        yahtzee::store::LoadOutcome::Empty
    ));
}

#[test]
fn a_guest_out_of_turn_or_watching_is_refused_on_their_screen_only() {
    let mut t = Table::open(&["Host", "Ana"], &["Ana"], false);
    let mut ana = t.join("Ana");
    let mut watcher = t.join("table");
    t.until(&mut [&mut ana, &mut watcher], 1, "Watch the match");
    // The watcher goes down to "watch" and takes it.
    t.rt.block_on(watcher.send("\x1b[B"));
    t.pump(&mut [&mut ana, &mut watcher]);
    t.rt.block_on(watcher.send("\r"));
    t.until(&mut [&mut ana, &mut watcher], 1, "is watching");
    // Host to play: Ana's throw is refused by the session, on Ana's screen.
    t.rt.block_on(ana.send(" "));
    let screen = t.until(&mut [&mut ana, &mut watcher], 0, "not your turn");
    assert!(screen.contains("Host to play"), "{screen}");
    t.rt.block_on(watcher.send(" "));
    t.until(&mut [&mut ana, &mut watcher], 1, "a spectator cannot play");
    // Nothing happened at the table, and the host's screen says none of it.
    assert!(t.hosting.table_match().unwrap().throw().is_none());
    let host_text = host_screen(&mut t);
    assert!(!host_text.contains("not your turn"), "{host_text}");
    // A guest's throw in turn plays, and everyone sees it.
    t.key(' ');
    t.key('\r');
    t.key('\r');
    t.until(&mut [&mut ana, &mut watcher], 0, "Ana to play");
    t.rt.block_on(ana.send(" "));
    t.until(&mut [&mut ana, &mut watcher], 1, "R1 Ana:");
}

#[test]
fn the_table_refuses_an_action_for_a_seat_the_front_end_does_not_play() {
    let setup = build::classic().human("Ana").human("Ben").seed(3).setup();
    let mut options = options();
    options.joining = vec![true, true];
    let game = yahtzee::game::Match::new(&setup).unwrap();
    let session = Session::new(game, options, "t".to_string(), 0).unwrap();
    let mut table = yahtzee::table::Table::hosted(session);
    let mut store = yahtzee::store::MemoryStore::new();
    let mut shelf = yahtzee::tui::shelf::Shelf::new(None);
    let mut env = yahtzee::table::Env {
        store: &mut store,
        solved: &mut shelf,
        now: Duration::ZERO,
    };
    let (ana, ben) = (SeatId(0), SeatId(1));
    let (ana_end, ben_end) = (
        table.join(vec![ana], yahtzee::table::Access::Guest),
        table.join(vec![ben], yahtzee::table::Access::Guest),
    );
    let ask = |seat| yahtzee::table::Ask::Act {
        seat: Some(seat),
        action: Action::Roll,
    };
    // Ben's front end asks to throw for Ana, whose turn it is.
    let why = table
        .ask(ben_end, ask(ana), &mut env)
        .unwrap_err()
        .to_string();
    assert!(why.contains("not Ana's"), "{why}");
    // Ben for himself, out of turn: the session says no.
    let why = table
        .ask(ben_end, ask(ben), &mut env)
        .unwrap_err()
        .to_string();
    assert!(why.contains("not your turn"), "{why}");
    // A guest never sets the pace.
    let pace = yahtzee::table::Ask::Speed;
    assert!(table.ask(ben_end, pace, &mut env).is_err());
    assert!(table.game().throw().is_none());
    // Ana for herself: it plays, and the front ends hear of it.
    table.ask(ana_end, ask(ana), &mut env).unwrap();
    assert!(table.game().throw().is_some());
    assert_eq!(table.take_news(ben_end).len(), 1);
}

#[test]
fn exec_subsystems_and_forwarding_are_refused() {
    let mut t = Table::open(&["Host", "Ana"], &["Ana"], false);
    let addr = t.addr();
    t.rt.block_on(async {
        // exec
        let handle = session(addr, "Ana", CODE).await.unwrap();
        let mut channel = handle.channel_open_session().await.unwrap();
        channel.exec(true, "cat /etc/passwd").await.unwrap();
        let reply = tokio::time::timeout(WAIT, channel.wait()).await.unwrap();
        assert!(
            matches!(reply, Some(client::ChannelMsg::Failure)),
            "exec: {reply:?}"
        );
        // sftp, on a connection of its own
        let handle = session(addr, "Ana", CODE).await.unwrap();
        let mut channel = handle.channel_open_session().await.unwrap();
        channel.request_subsystem(true, "sftp").await.unwrap();
        let reply = tokio::time::timeout(WAIT, channel.wait()).await.unwrap();
        assert!(
            matches!(reply, Some(client::ChannelMsg::Failure)),
            "sftp: {reply:?}"
        );
        // local forwarding (a direct-tcpip channel) and remote forwarding
        let handle = session(addr, "Ana", CODE).await.unwrap();
        let direct = handle
            .channel_open_direct_tcpip("127.0.0.1", 22, "127.0.0.1", 5555)
            .await;
        assert!(direct.is_err(), "a forwarding channel was opened");
        let remote = handle.tcpip_forward("127.0.0.1", 0).await;
        assert!(remote.is_err(), "remote forwarding was granted");
    });
    // None of them reached the table.
    t.pump(&mut []);
    assert_eq!(t.hosting.guest_count(), 0);
}

#[test]
fn wrong_codes_are_refused_and_an_address_is_shut_out_after_five() {
    let t = Table::open(&["Host", "Ana"], &["Ana"], true);
    let addr = t.addr();
    t.rt.block_on(async {
        for _ in 0..yahtzee::net::gate::TRIES_PER_ADDRESS {
            let err = session(addr, "Ana", "wrong-code")
                .await
                .err()
                .expect("refused");
            assert!(err.contains("refused"), "{err}");
        }
        // The right code, too late: this address is shut out for the minute.
        let err = session(addr, "Ana", CODE).await.err().expect("shut out");
        assert!(err.contains("refused"), "{err}");
    });
    assert!(t.server.stats.failures() >= 5);
}

#[test]
fn a_guest_who_drops_comes_back_to_their_seat_and_a_cpu_may_stand_in() {
    let mut t = Table::open(&["Host", "Ana"], &["Ana"], false);
    let mut ana = t.join("Ana");
    t.until(&mut [&mut ana], 0, "Host to play");
    t.key(' ');
    t.key('\r');
    t.key('\r');
    t.until(&mut [&mut ana], 0, "Ana to play");
    t.rt.block_on(ana.send(" "));
    let seen = t.until(&mut [&mut ana], 0, "R1 Ana:");
    let log_line = seen
        .lines()
        .find(|l| l.contains("R1 Ana:"))
        .unwrap()
        .to_string();
    // Ana's connection drops.
    t.rt.block_on(async {
        ana.disconnect().await;
    });
    let start = Instant::now();
    while t.hosting.guest_count() > 0 {
        assert!(start.elapsed() < WAIT, "the drop was not noticed");
        t.pump(&mut []);
    }
    // The match waits for her: nothing plays her seat, and the host hears what to do.
    for _ in 0..10 {
        t.pump(&mut []);
    }
    let host = host_screen(&mut t);
    assert!(host.contains("It is Ana's turn, and they are"), "{host}");
    let game = t.hosting.table_match().unwrap();
    assert_eq!(game.current_seat().map(|s| s.index()), Some(1));
    // She comes back by name, to her seat, with her throw on the table.
    let mut again = t.join("ana");
    let screen = t.until(&mut [&mut again], 0, "Ana to play");
    assert!(
        screen.contains(log_line.trim().trim_matches('│')),
        "{screen}"
    );
    // She drops again and the host lets a CPU play for her.
    t.rt.block_on(async {
        again.disconnect().await;
    });
    let start = Instant::now();
    while t.hosting.guest_count() > 0 {
        assert!(start.elapsed() < WAIT);
        t.pump(&mut []);
    }
    t.key('p');
    let start = Instant::now();
    while t.current().map(|s| s.index()) == Some(1) {
        assert!(start.elapsed() < WAIT, "the stand-in did not play");
        t.pump(&mut []);
    }
}

#[test]
fn the_hosts_window_says_whether_others_reach_it_how_to_join_and_the_host_key() {
    let mut t = Table::open(&["Host", "Ana"], &["Ana"], false);
    t.hosting.watch(t.server.stats.clone());
    let screen = host_screen(&mut t);
    assert!(screen.contains("Only this machine can join"), "{screen}");
    assert!(screen.contains(&format!("code {CODE}")), "{screen}");
    t.key('?');
    let keys = host_screen(&mut t);
    assert!(keys.contains("This table"), "{keys}");
    assert!(keys.contains(&t.server.fingerprint), "{keys}");
    assert!(
        keys.contains(&format!("ssh -p {} table@127.0.0.1", t.addr().port())),
        "{keys}"
    );
    // A wrong code is counted on the host's screen.
    let addr = t.addr();
    let _ = t.rt.block_on(session(addr, "Ana", "nope"));
    t.key('\u{1b}');
    t.pump(&mut []);
    let screen = host_screen(&mut t);
    assert!(screen.contains("1 wrong code"), "{screen}");
}

/// A fresh key, as a guest's ssh-agent would hold.
fn a_key() -> russh::keys::PrivateKey {
    russh::keys::PrivateKey::random(&mut rand::rng(), russh::keys::Algorithm::Ed25519)
        .expect("a key")
}

/// A table's limits, with refusals answered at once: a test refuses many keys and codes,
/// and a second's wait for each tells it nothing.
fn table_limits() -> Limits {
    Limits {
        refusal_wait: Duration::from_millis(20),
        ..Limits::default()
    }
}

/// Limits with a short deadline, so the tests of the door do not wait half a minute.
fn quick_limits() -> Limits {
    Limits {
        handshake_time: Duration::from_secs(1),
        ..table_limits()
    }
}

/// A socket from `from` to the table that sends `bytes` and then nothing.
async fn idle_socket(to: SocketAddr, from: &str, bytes: &[u8]) -> tokio::net::TcpStream {
    use tokio::io::AsyncWriteExt;
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind(format!("{from}:0").parse().unwrap()).unwrap();
    let mut stream = socket.connect(to).await.expect("the door accepts");
    if !bytes.is_empty() {
        stream.write_all(bytes).await.unwrap();
    }
    stream
}

/// Reads until the other end closes; `None` if it is still open after `wait`.
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
fn idle_sockets_are_closed_at_the_deadline_whatever_stage_they_stopped_at() {
    let t = Table::open_with(
        &["Host", "Ana"],
        &["Ana"],
        false,
        quick_limits(),
        AwayRule::WAIT,
    );
    let addr = t.addr();
    t.rt.block_on(async {
        let stages: [&[u8]; 3] = [b"", b"SSH-2.0-Op", b"SSH-2.0-OpenSSH_9.6\r\n"];
        let mut sockets = Vec::new();
        for bytes in stages {
            sockets.push(idle_socket(addr, "127.0.0.1", bytes).await);
        }
        for (stage, socket) in sockets.iter_mut().enumerate() {
            let seen = closed_within(socket, Duration::from_secs(10)).await;
            assert!(seen.is_some(), "stage {stage} was still open after 10 s");
        }
    });
    // Each connection's end is counted as it finishes, a moment after its socket closed.
    let start = Instant::now();
    while t.server.stats.turned_away() < 3 {
        assert!(start.elapsed() < WAIT, "the host does not see them");
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(t.server.stats.failures(), 0, "no code was wrong");
}

#[test]
fn idle_sockets_never_keep_a_guest_out_from_his_own_address_or_another() {
    let mut t = Table::open(&["Host", "Ana", "Ben"], &["Ana", "Ben"], false);
    let addr = t.addr();
    // Four from the guest's own address at each stage, forty from another.
    let held = t.rt.block_on(async {
        let mut held = Vec::new();
        for bytes in [&b""[..], b"S", b"SSH-2.0-x\r\n", b""] {
            held.push(idle_socket(addr, "127.0.0.1", bytes).await);
        }
        for _ in 0..40 {
            held.push(idle_socket(addr, "127.0.0.2", b"").await);
        }
        held
    });
    let mut ana = t.join("Ana");
    t.until(&mut [&mut ana], 0, "Host to play");
    let mut ben = t.join("Ben");
    t.until(&mut [&mut ben], 0, "Host to play");
    // One of the guest's own address's four and 37 of the forty made room.
    assert!(
        t.server.stats.turned_away() >= 38,
        "crowded out: {}",
        t.server.stats.turned_away()
    );
    drop(held);
}

#[test]
fn a_full_table_makes_room_by_dropping_idle_sockets_and_says_when_it_is_really_full() {
    let limits = Limits {
        connections: 2,
        ..table_limits()
    };
    let mut t = Table::open_with(&["Host", "Ana"], &["Ana"], false, limits, AwayRule::WAIT);
    let addr = t.addr();
    // Two idle sockets fill the door: they make room for a guest.
    let idle = t.rt.block_on(async {
        let a = idle_socket(addr, "127.0.0.1", b"").await;
        let b = idle_socket(addr, "127.0.0.2", b"").await;
        vec![a, b]
    });
    let mut ana = t.join("Ana");
    t.until(&mut [&mut ana], 0, "Host to play");
    let mut zed = t.join("Zed");
    t.until(&mut [&mut zed], 0, "Watch");
    // Two connections that got in: the table is full, and a third is told so, though it
    // sent its banner at once as ssh does (unread data must not reset the word away).
    let said = t.rt.block_on(async {
        let mut third = idle_socket(addr, "127.0.0.3", b"SSH-2.0-OpenSSH_9.6\r\n").await;
        closed_within(&mut third, Duration::from_secs(5)).await
    });
    let said = said.expect("the third connection is closed");
    assert!(said.contains("The table is full"), "{said:?}");
    assert_eq!(
        t.server.stats.turned_away(),
        3,
        "two made room, one was full"
    );
    drop(idle);
}

#[test]
fn a_shut_out_address_is_not_charged_for_its_right_code() {
    let t = Table::open(&["Host", "Ana"], &["Ana"], true);
    let addr = t.addr();
    t.rt.block_on(async {
        for _ in 0..yahtzee::net::gate::TRIES_PER_ADDRESS {
            assert!(session(addr, "Ana", "wrong-code").await.is_err());
        }
        assert!(session(addr, "Ana", CODE).await.is_err(), "shut out");
    });
    let stats = &t.server.stats;
    assert_eq!(
        stats.failures(),
        u64::from(yahtzee::net::gate::TRIES_PER_ADDRESS),
        "the right code is not a wrong one"
    );
    assert!(stats.locked_out() >= 1, "the try is counted apart");
}

#[test]
fn a_refused_exec_or_subsystem_closes_its_connection_and_frees_its_place() {
    let t = Table::open(&["Host", "Ana"], &["Ana"], false);
    let addr = t.addr();
    t.rt.block_on(async {
        for request in ["exec", "sftp"] {
            let handle = session(addr, "Ana", CODE).await.unwrap();
            let mut channel = handle.channel_open_session().await.unwrap();
            if request == "exec" {
                channel.exec(true, "id").await.unwrap();
            } else {
                channel.request_subsystem(true, "sftp").await.unwrap();
            }
            let start = Instant::now();
            while !handle.is_closed() {
                assert!(
                    start.elapsed() < WAIT,
                    "{request}: the connection stayed open"
                );
                let _ = tokio::time::timeout(Duration::from_millis(50), channel.wait()).await;
            }
        }
    });
    let start = Instant::now();
    while t.server.stats.connections() > 0 {
        assert!(start.elapsed() < WAIT, "the places were not freed");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_waiting_seat_is_its_guests_alone_unless_the_host_lets_another_in() {
    let mut t = Table::open(&["Host", "Ana", "Ben"], &["Ana", "Ben"], false);
    let mut ana = t.join("Ana");
    t.until(&mut [&mut ana], 0, "Host to play");
    t.drop_guest(ana);
    // Someone else with the code asks for Ana's seat (the first in the list): refused,
    // and the host is asked.
    let mut eve = t.join("Eve");
    t.until(&mut [&mut eve], 0, "Ana");
    t.rt.block_on(eve.send("\r"));
    let seen = t.until(&mut [&mut eve], 0, "waits for Ana");
    assert!(!seen.contains("Host to play"), "{seen}");
    assert!(host_screen(&mut t).contains("Eve asks to take Ana's seat"));
    // Ana, back with the code, takes it at once; Eve's request is void.
    let mut back = t.join("ana");
    t.until(&mut [&mut back], 0, "Host to play");
    t.drop_guest(back);
    t.key('g');
    t.pump(&mut [&mut eve]);
    assert!(
        !eve.text().contains("Host to play"),
        "let in on a void request"
    );
    // Eve asks again; with the host's consent, she may.
    t.rt.block_on(eve.send("\r"));
    t.pump(&mut [&mut eve]);
    t.key('g');
    t.until(&mut [&mut eve], 0, "Host to play");
    assert!(
        t.hosting
            .take_log()
            .iter()
            .any(|l| l.contains("let in by the host"))
    );
}

#[test]
fn a_remembered_key_admits_to_its_own_seat_of_its_own_match_only() {
    let mut t = Table::open(&["Host", "Ana", "Ben"], &["Ana", "Ben"], false);
    let key = a_key();
    // The first time, the key comes with the code and is remembered with Ana's seat.
    let mut ana = t
        .join_with_key("Ana", &key, Some(CODE))
        .expect("in with the code");
    t.until(&mut [&mut ana], 0, "Host to play");
    t.drop_guest(ana);
    // A wrong code does not matter to a remembered key, but it only leads to Ana's seat,
    // whatever name it gives.
    let mut back = t
        .join_with_key("Ben", &key, Some("wrong"))
        .expect("in by the key");
    t.until(&mut [&mut back], 0, "Host to play");
    assert!(
        t.hosting
            .take_log()
            .iter()
            .any(|l| l.contains("Ana joined the table (with their remembered key)"))
    );
    t.drop_guest(back);
    // Forgotten in another window (the keys screen, host --forget-key), the key no longer
    // lets anyone in without the code, though the table runs on.
    let file = t.data.path().join("host").join("guest_keys.json");
    let kept = std::fs::read(&file).unwrap();
    let mut elsewhere = KnownKeys::load(Some(file.clone()), &[]).unwrap();
    assert_eq!(elsewhere.forget("Ana").unwrap().len(), 1);
    assert!(
        t.join_with_key("Ana", &key, None).is_err(),
        "a forgotten key got in"
    );
    std::fs::write(&file, kept).unwrap();
    // At a new match (with the remembered keys carried over), the key alone is not
    // enough: the new table needs its code.
    let keys = std::fs::read(t.data.path().join("host").join("guest_keys.json")).unwrap();
    drop(t.close());
    let data = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(data.path().join("host")).unwrap();
    std::fs::write(data.path().join("host").join("guest_keys.json"), keys).unwrap();
    let mut other = Table::open_in(
        data,
        &["Host", "Ana"],
        &["Ana"],
        false,
        table_limits(),
        AwayRule::WAIT,
    );
    other.pump(&mut []);
    let alone = other.join_with_key("Ana", &key, None);
    assert!(alone.is_err(), "the key alone got into a new match");
    let wrong = other.join_with_key("Ana", &key, Some("wrong"));
    assert!(
        wrong.is_err(),
        "the key with a wrong code got into a new match"
    );
    let mut ana = other
        .join_with_key("Ana", &key, Some(CODE))
        .expect("in with the new code");
    other.until(&mut [&mut ana], 0, "Host to play");
    assert!(
        other
            .hosting
            .take_log()
            .iter()
            .any(|l| l.contains("Ana joined the table (with the code)"))
    );
}

#[test]
fn names_that_hide_letters_or_look_like_another_are_turned_away() {
    let mut t = Table::open(&["Host", "Bob"], &["Bob"], false);
    let addr = t.addr();
    for name in [
        "Bob\u{200b}",
        "\u{412}ob",
        "B\u{202e}ob",
        "\u{412}\u{43e}\u{432}",
        "host",
    ] {
        let mut guest =
            t.rt.block_on(Guest::join(addr, name, CODE, TERMINAL))
                .expect("the door opens");
        let start = Instant::now();
        while !guest.closed() {
            assert!(start.elapsed() < WAIT, "{name:?} was let in");
            t.pump(&mut [&mut guest]);
        }
        let text = guest.text();
        assert!(
            text.contains("name") && !text.contains("Bob is watching"),
            "{name:?}: {text}"
        );
        assert_eq!(t.hosting.guest_count(), 0, "{name:?}");
    }
    // Bob himself, in any case, is Bob.
    let mut bob = t.join("BOB");
    t.until(&mut [&mut bob], 0, "Host to play");
}

#[test]
fn a_headless_table_lets_a_cpu_stand_in_for_an_absent_guest_as_its_rule_says() {
    let away = AwayRule {
        after: Some(Duration::ZERO),
        level: yahtzee::game::Level::Strong,
    };
    let mut t = Table::open_with(&["Ana", "Ben"], &["Ana", "Ben"], true, table_limits(), away);
    let mut ben = t.join("Ben");
    // Ana never comes: a CPU plays her turn and the match reaches Ben.
    t.until(&mut [&mut ben], 0, "Ben to play");
    let log = t.hosting.take_log();
    assert!(
        log.iter()
            .any(|l| l.contains("Ana is away: a Strong CPU plays for them")),
        "{log:?}"
    );
}

#[test]
fn a_siege_of_idle_slow_and_churning_connections_keeps_guests_in_and_holds_nothing() {
    let limits = Limits {
        handshake_time: Duration::from_secs(2),
        ..table_limits()
    };
    let mut t = Table::open_with(
        &["Host", "Ana", "Ben"],
        &["Ana", "Ben"],
        false,
        limits,
        AwayRule::WAIT,
    );
    let addr = t.addr();
    let stages: [&[u8]; 3] = [b"", b"SSH-2.0-", b"SSH-2.0-siege\r\n"];
    let sources = ["127.0.0.1", "127.0.0.2", "127.0.0.3", "127.0.0.4"];
    // A hundred idle sockets from four addresses, at every stage of the way in.
    let idle = t.rt.block_on(async {
        let mut idle = Vec::new();
        for i in 0..100 {
            idle.push(idle_socket(addr, sources[i % 4], stages[i % 3]).await);
        }
        idle
    });
    let mut ana = t.join("Ana");
    t.until(&mut [&mut ana], 0, "Host to play");
    // Two hundred connections opened and dropped at once, and twenty that get in and leave.
    t.rt.block_on(async {
        for i in 0..200 {
            drop(idle_socket(addr, sources[i % 4], b"").await);
        }
        for _ in 0..20 {
            let handle = session(addr, "Zed", CODE).await.expect("in with the code");
            let _ = handle
                .disconnect(client::Disconnect::ByApplication, "", "")
                .await;
        }
    });
    let mut ben = t.join("Ben");
    t.until(&mut [&mut ben], 0, "Host to play");
    // Once the deadline has passed, only the two guests hold a connection.
    let start = Instant::now();
    while t.server.stats.connections() > 2 {
        assert!(
            start.elapsed() < WAIT,
            "{} connections still held",
            t.server.stats.connections()
        );
        t.pump(&mut [&mut ana, &mut ben]);
    }
    let stats = &t.server.stats;
    println!(
        "siege: 100 idle sockets from 4 addresses at 3 stages, 200 dropped at once, 20 in and out; \
         turned away {}, wrong codes {}, connections left {} (the two guests)",
        stats.turned_away(),
        stats.failures(),
        stats.connections()
    );
    assert_eq!(stats.failures(), 0);
    assert!(stats.turned_away() >= 100, "{}", stats.turned_away());
    drop(idle);
}

#[test]
fn a_reopened_tables_guest_seats_wait_for_their_guests_moved_or_not() {
    let data = tempfile::tempdir().unwrap();
    let mut t = Table::open_in(
        data,
        &["Host", "Ana", "Ben"],
        &["Ana", "Ben"],
        false,
        table_limits(),
        AwayRule::WAIT,
    );
    t.hosting.reopened();
    t.pump(&mut []);
    // Eve has the code, but Ana and Ben sat here before the table was reopened, moves or
    // not: whichever she chooses waits for its guest.
    let mut eve = t.join("Eve");
    t.until(&mut [&mut eve], 0, "Ben");
    t.rt.block_on(eve.send("\u{1b}[B\r"));
    t.until(&mut [&mut eve], 0, "seat waits for");
    let mut ben = t.join("ben");
    t.until(&mut [&mut ben], 0, "Host to play");
}

/// Sockets from `sources` that say nothing, each reconnecting as soon as the table drops
/// it, until `stop` is set.
async fn churn(to: SocketAddr, sources: Vec<String>, stop: Arc<std::sync::atomic::AtomicBool>) {
    use std::sync::atomic::Ordering;
    let mut tasks = Vec::new();
    for from in sources {
        let stop = stop.clone();
        tasks.push(tokio::spawn(async move {
            while !stop.load(Ordering::Relaxed) {
                let socket = tokio::net::TcpSocket::new_v4().unwrap();
                socket.bind(format!("{from}:0").parse().unwrap()).unwrap();
                let Ok(mut stream) = socket.connect(to).await else {
                    continue;
                };
                let _ = closed_within(&mut stream, Duration::from_millis(200)).await;
            }
        }));
    }
    for task in tasks {
        let _ = task.await;
    }
}

#[test]
fn silent_sockets_from_many_addresses_churning_never_crowd_out_a_guest() {
    let t = Table::open(&["Host", "Ana", "Ben"], &["Ana", "Ben"], false);
    let addr = t.addr();
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let sources: Vec<String> = (1..=12).map(|i| format!("127.0.1.{i}")).collect();
    let siege = t.rt.spawn(churn(addr, sources, stop.clone()));
    // Let the siege fill the door first.
    t.rt.block_on(async { tokio::time::sleep(Duration::from_millis(300)).await });
    for name in ["Ana", "Ben"] {
        let guest = t.rt.block_on(Guest::join(addr, name, CODE, TERMINAL));
        assert!(guest.is_ok(), "{name} was kept out: {:?}", guest.err());
    }
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    let _ = t.rt.block_on(siege);
    assert!(
        t.server.stats.turned_away() > 0,
        "the siege was not crowded out"
    );
}

#[test]
fn guests_keys_remembered_by_release_0_4_load_list_and_admit_nowhere() {
    let fixture = yahtzee_testkit::fixtures::fixture("v0.4.0-host/guest_keys.json");
    let data = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(data.path().join("host")).unwrap();
    let file = data.path().join("host").join("guest_keys.json");
    std::fs::copy(&fixture, &file).unwrap();
    let mut known = KnownKeys::load(Some(file.clone()), &[]).expect("0.4's file loads");
    assert_eq!(known.remembered().len(), 2);
    known.set_table(Some("any match"));
    for fingerprint in known.remembered().keys() {
        assert!(!known.admits(fingerprint), "{fingerprint} admits");
    }
    // The command line lists them, and says they admit nowhere.
    let listed =
        yahtzee_testkit::fixtures::game_command(env!("CARGO_BIN_EXE_yahtzee"), data.path())
            .args(["host", "--list-keys"])
            .env("HOME", data.path())
            .output()
            .expect("the game runs");
    let out = String::from_utf8_lossy(&listed.stdout);
    assert!(listed.status.success(), "{out}");
    assert_eq!(out.matches("admits nowhere").count(), 2, "{out}");
    assert!(out.contains("Ana") && out.contains("Ben"), "{out}");
    // Listing changed nothing.
    assert_eq!(
        std::fs::read(&file).unwrap(),
        std::fs::read(&fixture).unwrap()
    );
}
