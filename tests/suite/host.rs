//! A hosted table over real SSH: russh's client against the game's server on an ephemeral
//! loopback port, with the host's loop run here step by step. Every wait is for something to
//! appear (a screen's text, an arrival), bounded so a broken server fails rather than hangs.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use yahtzee::game::{Action, MatchSetup, Seat, SeatId, Session};
use yahtzee::net::client::{self, ChannelMsg};
use yahtzee::net::{Code, KnownKeys, Limits, Serve, Server};
use yahtzee::rules::Ruleset;
use yahtzee::store::{DiskStore, MatchOptions, Storage};
use yahtzee::tui::hosting::{Doors, Hosting};
use yahtzee::tui::{App, Input, Prefs, Start};

const CODE: &str = "abcde-fghjk";
const WAIT: Duration = Duration::from_secs(20);

/// A guest: an SSH client with a terminal, and what that terminal shows.
pub(super) struct Guest {
    handle: client::Handle,
    channel: client::Channel,
    screen: vt100::Parser,
    closed: bool,
}

async fn session(addr: SocketAddr, user: &str, code: &str) -> Result<client::Handle, String> {
    client::connect(addr, user, code).await
}

impl Guest {
    async fn join(addr: SocketAddr, user: &str, code: &str) -> Result<Guest, String> {
        let handle = session(addr, user, code).await?;
        let channel = client::open_terminal(&handle, 100, 32).await?;
        Ok(Guest {
            handle,
            channel,
            screen: vt100::Parser::new(nz(32), nz(100), 0),
            closed: false,
        })
    }

    /// Reads what arrives for up to `wait`.
    async fn read(&mut self, wait: Duration) {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            match tokio::time::timeout_at(deadline, self.channel.wait()).await {
                Ok(Some(ChannelMsg::Data { data })) => self.screen.process(&data),
                Ok(Some(ChannelMsg::Eof | ChannelMsg::Close)) | Ok(None) => {
                    self.closed = true;
                    return;
                }
                Ok(Some(_)) => {}
                Err(_) => return,
            }
        }
    }

    pub(super) async fn send(&mut self, keys: &str) {
        self.channel
            .data_bytes(keys.as_bytes().to_vec())
            .await
            .expect("the key is sent");
    }

    /// Drops the connection, as a guest whose network went away.
    pub(super) async fn drop_connection(&mut self) {
        let _ = self
            .handle
            .disconnect(client::Disconnect::ByApplication, "", "")
            .await;
    }

    pub(super) fn text(&self) -> String {
        self.screen.screen().contents()
    }
}

/// The host's side: the server, the loop, and a runtime for the clients.
pub(super) struct Table {
    server: Server,
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
        let data = tempfile::tempdir().unwrap();
        let known = Arc::new(Mutex::new(KnownKeys::default()));
        let server = Server::start(Serve {
            listen: "127.0.0.1:0".parse().unwrap(),
            key_file: data.path().join("host").join("key"),
            code: Code::fixed(CODE),
            known: known.clone(),
            limits: Limits::default(),
            wake: Box::new(|| {}),
        })
        .expect("the server starts");
        let mut options = options();
        options.joining = seats.iter().map(|s| guests.contains(s)).collect();
        let setup = MatchSetup {
            rules: Ruleset::CLASSIC,
            seats: seats.iter().map(|&s| Seat::human(s)).collect(),
            seed: 7,
        };
        let store = DiskStore::new(data.path().to_path_buf());
        let app = App::hosting(
            Box::new(store),
            yahtzee::tui::tables::Tables::new(None),
            Prefs::default(),
            Start::Match { setup, options },
        );
        let doors = Doors {
            spectators: 2,
            join: yahtzee::net::join_command(&server.addr),
            code: CODE.to_string(),
            fingerprint: server.fingerprint.clone(),
            reach: yahtzee::net::reach(&server.addr),
        };
        let mut hosting = Hosting::new(app, headless, doors, known);
        hosting.app.handle(Input::Resize(100, 32));
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        let mut table = Table {
            server,
            hosting,
            rt,
            data,
        };
        table.pump(&mut []);
        table
    }

    fn addr(&self) -> SocketAddr {
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
        let guest = self.rt.block_on(Guest::join(addr, user, CODE));
        guest.expect("the guest joins")
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
        store.load_match(yahtzee::store::Slot::Normal),
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
    let setup = MatchSetup {
        rules: Ruleset::CLASSIC,
        seats: vec![Seat::human("Ana"), Seat::human("Ben")],
        seed: 3,
    };
    let mut options = options();
    options.joining = vec![true, true];
    let game = yahtzee::game::Match::new(&setup).unwrap();
    let session = Session::new(game, options, "t".to_string(), 0).unwrap();
    let mut table = yahtzee::tui::screens::play::Play::hosted(session);
    let mut store = yahtzee::store::MemoryStore::new();
    let mut tables = yahtzee::tui::tables::Tables::new(None);
    let keys = yahtzee::tui::keymap::Keymap::default();
    let mut bell = false;
    let mut cx = yahtzee::tui::screens::Cx {
        store: &mut store,
        tables: &mut tables,
        clock: Duration::ZERO,
        theme: yahtzee::tui::theme::Theme::default(),
        keys: &keys,
        animate: false,
        bell: &mut bell,
        clipboard: None,
        area: ratatui::layout::Rect::new(0, 0, 100, 32),
    };
    let (ana, ben) = (SeatId(0), SeatId(1));
    let ask = |seat| yahtzee::tui::screens::play::Ask::Act {
        seat: Some(seat),
        action: Action::Roll,
    };
    // Ben's front end asks to throw for Ana, whose turn it is.
    let why = table.answer(&mut cx, &[ben], true, ask(ana)).unwrap_err();
    assert!(why.contains("not Ana's"), "{why}");
    // Ben for himself, out of turn: the session says no.
    let why = table.answer(&mut cx, &[ben], true, ask(ben)).unwrap_err();
    assert!(why.contains("not your turn"), "{why}");
    // A guest never sets the pace.
    let pace = yahtzee::tui::screens::play::Ask::Speed;
    assert!(table.answer(&mut cx, &[ben], true, pace).is_err());
    assert!(table.game().throw().is_none());
    // Ana for herself: it plays, and the front ends hear of it.
    table.answer(&mut cx, &[ana], true, ask(ana)).unwrap();
    assert!(table.game().throw().is_some());
    assert_eq!(table.take_news().len(), 1);
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
            matches!(reply, Some(ChannelMsg::Failure)),
            "exec: {reply:?}"
        );
        // sftp, on a connection of its own
        let handle = session(addr, "Ana", CODE).await.unwrap();
        let mut channel = handle.channel_open_session().await.unwrap();
        channel.request_subsystem(true, "sftp").await.unwrap();
        let reply = tokio::time::timeout(WAIT, channel.wait()).await.unwrap();
        assert!(
            matches!(reply, Some(ChannelMsg::Failure)),
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
        let _ = ana
            .handle
            .disconnect(client::Disconnect::ByApplication, "", "")
            .await;
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
        let _ = again
            .handle
            .disconnect(client::Disconnect::ByApplication, "", "")
            .await;
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

fn nz(n: u16) -> std::num::NonZeroU16 {
    std::num::NonZeroU16::new(n).expect("a size above zero")
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
