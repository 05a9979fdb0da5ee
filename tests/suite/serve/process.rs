//! The real `yahtzee serve` process over SSH (russh clients on an ephemeral loopback port):
//! a new key picks its handle and plays a CPU; the server is SIGKILLed mid-turn and, started
//! again, gives the person back the same dice; two people meet by quick match; a guest
//! without a key sees no account screens. Each wait is for text, bounded; the server ends
//! with its test.

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Stdio};
use std::time::Duration;

use yahtzee_testkit::fixtures::game_command;
use yahtzee_testkit::ssh::Guest;

pub(super) const WAIT: Duration = Duration::from_secs(30);

pub(super) struct Server {
    pub(super) child: Child,
    pub(super) addr: SocketAddr,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts the server with `--log` and reads its port from what it prints.
pub(super) fn serve(data: &Path, home: &Path) -> Server {
    serve_with(data, home, None)
}

/// The server with the config file `config`, if given.
pub(super) fn serve_with(data: &Path, home: &Path, config: Option<&Path>) -> Server {
    let mut command = game_command(env!("CARGO_BIN_EXE_yahtzee"), data);
    if let Some(config) = config {
        command.arg("--config").arg(config);
    }
    let mut child = command
        .arg("serve")
        .args(["--log", "--listen", "127.0.0.1:0"])
        .env("HOME", home)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the server starts");
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let port = loop {
        let line = lines.next().expect("the server says how to join").unwrap();
        if let Some(rest) = line.strip_prefix("People join with: ssh -p ") {
            break rest
                .split_whitespace()
                .next()
                .unwrap()
                .parse::<u16>()
                .unwrap();
        }
    };
    // What else it says goes nowhere, so it never blocks on a full pipe.
    std::thread::spawn(move || for _ in lines {});
    Server {
        child,
        addr: SocketAddr::from(([127, 0, 0, 1], port)),
    }
}

pub(super) fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

pub(super) fn a_key() -> russh::keys::PrivateKey {
    russh::keys::PrivateKey::random(&mut rand::rng(), russh::keys::Algorithm::Ed25519).unwrap()
}

pub(super) async fn with_key(addr: SocketAddr, user: &str, key: &russh::keys::PrivateKey) -> Guest {
    Guest::join_with_key(addr, user, key.clone(), None, (100, 32))
        .await
        .expect("the person connects")
}

pub(super) async fn until(who: &mut Guest, what: &str) -> String {
    match who.until(what, WAIT).await {
        Ok(text) => text,
        Err(text) => panic!("waited for {what:?}; the screen shows:\n{text}"),
    }
}

/// The scorecard's rows (the left panel): what each box would score shows the dice.
fn card(screen: &str) -> Vec<String> {
    screen
        .lines()
        .skip_while(|l| !l.contains("Aces"))
        .take_while(|l| !l.contains("Chance"))
        .map(|l| l.chars().take(38).collect())
        .collect()
}

#[test]
fn a_new_key_plays_a_cpu_and_after_a_kill_finds_the_same_dice() {
    let data = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let rt = runtime();
    let key = a_key();
    let mut first = serve(data.path(), home.path());
    let before = rt.block_on(async {
        let ana = &mut with_key(first.addr, "ana", &key).await;
        // The SSH name is offered as the handle.
        until(ana, "Handle: ana").await;
        ana.send("\r").await;
        until(ana, "New table").await;
        // New table: seat 2 a Beginner CPU (open, kept for…, then the levels), start.
        ana.send("\r").await;
        until(ana, "Open the table").await;
        ana.send("\x1b[B\x1b[C\x1b[C").await;
        until(ana, "Beginner CPU").await;
        ana.send("s").await;
        until(ana, "ana to play").await;
        ana.send(" ").await;
        card(&until(ana, "Throw 1 of 3").await)
    });
    assert!(!before.is_empty());
    // SIGKILL: nothing gets to clean up.
    first.child.kill().unwrap();
    first.child.wait().unwrap();
    drop(first);
    let second = serve(data.path(), home.path());
    rt.block_on(async {
        let ana = &mut with_key(second.addr, "ana", &key).await;
        // The same key is the same person: no handle asked, the table waits, marked ★.
        let lobby = until(ana, "★").await;
        assert!(lobby.contains("waiting for you"), "{lobby}");
        ana.send("\x1b[C\r").await;
        let again = until(ana, "Throw 1 of 3").await;
        assert_eq!(card(&again), before, "{again}");
    });
}

#[test]
fn two_people_meet_by_quick_match_and_a_guest_has_no_account_screens() {
    let data = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let rt = runtime();
    let server = serve(data.path(), home.path());
    rt.block_on(async {
        let (ka, kb) = (a_key(), a_key());
        let ana = &mut with_key(server.addr, "ana", &ka).await;
        until(ana, "Handle: ana").await;
        ana.send("\r").await;
        until(ana, "New table").await;
        let ben = &mut with_key(server.addr, "ben", &kb).await;
        until(ben, "Handle: ben").await;
        // Ana's handle in another case is Ana's.
        ben.send("\x7f\x7f\x7fANA\r").await;
        until(ben, "Someone has that handle").await;
        ben.send("\x7f\x7f\x7fben\r").await;
        until(ben, "New table").await;
        // Quick match is the third item of the menu.
        ana.send("\x1b[B\x1b[B\r").await;
        until(ana, "Waiting for someone").await;
        ben.send("\x1b[B\x1b[B\r").await;
        until(ana, "ana to play").await;
        let screen = until(ben, "ana to play").await;
        assert!(screen.contains("ben"), "{screen}");
        // A guest (no key, any password) comes in under a name of the moment.
        let guest = &mut Guest::join(server.addr, "eve", "anything", (100, 32))
            .await
            .expect("a guest gets in");
        let lobby = until(guest, "Guest-").await;
        assert!(lobby.contains("unrated"), "{lobby}");
        assert!(!lobby.contains("About me"), "{lobby}");
        assert!(!lobby.contains("My matches"), "{lobby}");
        // They see Ana and Ben's table, and may watch it but not sit.
        assert!(lobby.contains("ana, ben"), "{lobby}");
    });
}

#[test]
fn the_limits_on_tables_and_spectators_are_said_and_sigterm_tells_everyone() {
    let data = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let config = home.path().join("config.toml");
    std::fs::write(&config, "[serve]\ntables_open = 1\nspectators = 0\n").unwrap();
    let rt = runtime();
    let server = serve_with(data.path(), home.path(), Some(&config));
    rt.block_on(async {
        let ana = &mut with_key(server.addr, "ana", &a_key()).await;
        until(ana, "Handle: ana").await;
        ana.send("\r").await;
        until(ana, "New table").await;
        ana.send("\r").await;
        until(ana, "Open the table").await;
        ana.send("\x1b[B\x1b[C\x1b[C").await;
        until(ana, "Beginner CPU").await;
        ana.send("s").await;
        until(ana, "ana to play").await;
        // The pause menu's "Leave the table (your seat waits for you)": the lobby.
        ana.send("\x1b").await;
        until(ana, "Leave the table (your seat waits").await;
        ana.send("\x1b[B\x1b[B\x1b[B\x1b[B\r").await;
        until(ana, "★").await;
        // A second table is one more than the config allows.
        ana.send("\r").await;
        until(ana, "Open the table").await;
        ana.send("s").await;
        until(ana, "the most the server allows at once").await;
        // No one may watch: a guest is told so.
        let eve = &mut Guest::join(server.addr, "eve", "x", (100, 32))
            .await
            .expect("a guest gets in");
        until(eve, "Guest-").await;
        eve.send("\x1b[Cw").await;
        until(eve, "No place left to watch that table").await;
        // SIGTERM: everyone is told, and the server ends by itself.
        let pid = libc::pid_t::try_from(server.child.id()).expect("a pid");
        // SAFETY: kill(2) with a pid this test started and a plain signal number.
        assert_eq!(unsafe { libc::kill(pid, libc::SIGTERM) }, 0);
        until(ana, "The server is stopping").await;
        until(eve, "The server is stopping").await;
    });
    let mut server = server;
    let deadline = std::time::Instant::now() + WAIT;
    loop {
        if let Some(status) = server.child.try_wait().unwrap() {
            assert!(status.success(), "{status:?}");
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the server did not stop"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}
