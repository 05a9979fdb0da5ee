//! The real `yahtzee host --headless` process: killed mid-match and reopened with
//! `--resume`, and joined with the real OpenSSH client in a pseudo-terminal. Waits are for
//! text, bounded; the server listens on an ephemeral loopback port and ends with the test.

use crate::common::Newest;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Stdio};
use std::time::Duration;
use yahtzee_testkit::build;

use yahtzee::game::{Action, SeatId, Session};
use yahtzee::rules::Dice;
use yahtzee::store::{DiskStore, LoadOutcome, MatchOptions};
use yahtzee_testkit::ssh::Guest;

use yahtzee_testkit::fixtures::game_command;
use yahtzee_testkit::pty::Pty;

const WAIT: Duration = Duration::from_secs(30);

struct Host {
    child: Child,
    addr: SocketAddr,
    code: String,
}

impl Drop for Host {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts the headless host and reads where it listens and its code from what it prints.
fn host(data: &Path, home: &Path, args: &[&str]) -> Host {
    let mut child = game_command(env!("CARGO_BIN_EXE_yahtzee"), data)
        .arg("host")
        .arg("--headless")
        .args(["--listen", "127.0.0.1:0"])
        .args(args)
        .env("HOME", home)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the host starts");
    let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
    let (mut port, mut code) = (None, None);
    while port.is_none() || code.is_none() {
        let line = lines.next().expect("the host prints how to join").unwrap();
        if let Some(rest) = line.strip_prefix("Guests join with: ssh -p ") {
            port = rest.split_whitespace().next().map(str::to_string);
        }
        if let Some(rest) = line.strip_prefix("Invitation code: ") {
            code = Some(rest.trim().to_string());
        }
    }
    // What else it says goes nowhere, so it never blocks on a full pipe.
    std::thread::spawn(move || for _ in lines {});
    let port: u16 = port.unwrap().parse().unwrap();
    Host {
        child,
        addr: SocketAddr::from(([127, 0, 0, 1], port)),
        code: code.unwrap(),
    }
}

/// A guest over russh with a terminal of 100×32.
async fn join(addr: SocketAddr, user: &str, code: &str) -> Guest {
    Guest::join(addr, user, code, (100, 32))
        .await
        .expect("the guest joins")
}

/// Reads the guest's screen until `what` shows.
async fn until(guest: &mut Guest, what: &str) -> String {
    match guest.until(what, WAIT).await {
        Ok(text) => text,
        Err(text) => panic!("waited for {what:?}; the guest sees:\n{text}"),
    }
}

fn saved(data: &Path) -> Session {
    let mut store = DiskStore::new(data.to_path_buf());
    match store.load_newest(false) {
        LoadOutcome::Loaded(session) => *session,
        _ => panic!("no saved match"),
    }
}

fn dice_of(session: &Session) -> Dice {
    session.game().throw().expect("a throw").dice
}

#[test]
fn the_host_killed_mid_match_reopens_with_the_same_seats_and_dice() {
    let data = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let args = ["--players", "Ana,Ben", "--start", "--seed", "11"];
    let mut first = host(data.path(), home.path(), &args);
    rt.block_on(async {
        let ana = &mut join(first.addr, "Ana", &first.code).await;
        until(ana, "Ana to play").await;
        ana.send(" ").await;
        until(ana, "Throw 1 of 3").await;
    });
    // SIGKILL: nothing gets to clean up.
    first.child.kill().unwrap();
    first.child.wait().unwrap();
    drop(first);
    // The throw was saved before it was shown (read once the host's lock is gone).
    let before = dice_of(&saved(data.path()));
    let second = host(data.path(), home.path(), &["--resume"]);
    rt.block_on(async {
        let ana = &mut join(second.addr, "Ana", &second.code).await;
        let screen = until(ana, "Throw 1 of 3").await;
        assert!(screen.contains("Ana to play"), "{screen}");
        ana.send(" ").await;
        until(ana, "Throw 2 of 3").await;
    });
    drop(second);
    let after = saved(data.path());
    assert_eq!(
        after.options().joining,
        vec![true, true],
        "the same seats join"
    );
    // The same dice as a match never interrupted: the seed and the log carried over.
    let setup = build::classic().human("Ana").human("Ben").seed(11).setup();
    let game = yahtzee::game::Match::new(&setup).unwrap();
    let mut reference = Session::new(game, MatchOptions::default(), "r".into(), 0).unwrap();
    let ana = SeatId(0);
    reference.apply(ana, Action::Roll).unwrap();
    assert_eq!(dice_of(&reference), before);
    reference.apply(ana, Action::Roll).unwrap();
    assert_eq!(dice_of(&reference), dice_of(&after));
}

#[test]
fn openssh_joins_with_the_code_and_plays_a_turn() {
    let Ok(ssh) = which_ssh() else {
        eprintln!("skipped: no OpenSSH client (ssh) on this machine");
        return;
    };
    let data = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let server = host(
        data.path(),
        home.path(),
        &["--players", "Ana,Ben", "--start", "--seed", "5"],
    );
    let mut ssh = openssh(&ssh, server.addr.port(), "Ana", home.path());
    let wait_for = |ssh: &Pty, what: &str| {
        let what = what.to_lowercase();
        ssh.wait_within(WAIT, Duration::from_millis(20), |text| {
            text.to_lowercase().contains(&what)
        })
        .unwrap_or_else(|| panic!("waited for {what:?}; ssh shows:\n{}", ssh.contents()))
    };
    wait_for(&ssh, "password:");
    ssh.send(&format!("{}\r", server.code)).unwrap();
    wait_for(&ssh, "Ana to play");
    ssh.send(" ").unwrap();
    wait_for(&ssh, "Throw 1 of 3");
    let _ = ssh.child.kill();
}

#[test]
fn a_headless_host_stopped_with_ctrl_c_says_goodbye_to_its_guests() {
    let data = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let server = host(
        data.path(),
        home.path(),
        &["--players", "Ana,Ben", "--start", "--seed", "3"],
    );
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let ana = &mut join(server.addr, "Ana", &server.code).await;
        until(ana, "Ana to play").await;
        let pid = libc::pid_t::try_from(server.child.id()).expect("a pid");
        // SAFETY: kill(2) with a pid this test started and a plain signal number.
        assert_eq!(unsafe { libc::kill(pid, libc::SIGINT) }, 0);
        until(ana, "The host closed the table; the match is saved").await;
    });
}

/// Runs the real OpenSSH client in a pseudo-terminal as `user`, with password prompts only
/// and what ssh says at its default log level.
fn openssh(ssh: &Path, port: u16, user: &str, home: &Path) -> Pty {
    let mut cmd = yahtzee_testkit::pty::CommandBuilder::new(ssh);
    for a in [
        "-o",
        "StrictHostKeyChecking=no",
        "-o",
        "UserKnownHostsFile=/dev/null",
        "-o",
        "PubkeyAuthentication=no",
        "-o",
        "PreferredAuthentications=password",
        "-o",
        "LogLevel=INFO",
        "-F",
        "/dev/null",
        "-p",
    ] {
        cmd.arg(a);
    }
    cmd.arg(port.to_string());
    cmd.arg(format!("{user}@127.0.0.1"));
    cmd.env("HOME", home);
    Pty::spawn(cmd)
}

#[test]
fn openssh_is_told_why_an_address_is_shut_out() {
    let Ok(ssh) = which_ssh() else {
        eprintln!("skipped: no OpenSSH client (ssh) on this machine");
        return;
    };
    let data = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    let server = host(data.path(), home.path(), &["--players", "Ana", "--start"]);
    let prompts = |ssh: &Pty| ssh.contents().to_lowercase().matches("password:").count();
    let wait_prompts = |ssh: &Pty, n: usize| {
        ssh.wait_within(WAIT, Duration::from_millis(20), |text| {
            text.to_lowercase().matches("password:").count() >= n
        })
        .unwrap_or_else(|| panic!("waited for prompt {n}; ssh shows:\n{}", ssh.contents()))
    };
    // Five wrong codes, over two connections (ssh asks three times a connection).
    let mut wrong = 0;
    while wrong < yahtzee::net::gate::TRIES_PER_ADDRESS {
        let mut client = openssh(&ssh, server.addr.port(), "Ana", home.path());
        let mut sent = 0;
        while sent < 3 && wrong < yahtzee::net::gate::TRIES_PER_ADDRESS {
            wait_prompts(&client, sent + 1);
            assert_eq!(prompts(&client), sent + 1);
            client.send("wrong-code\r").unwrap();
            sent += 1;
            wrong += 1;
        }
        // The table's answer to the last code (another prompt, or ssh giving up: "Permission
        // denied (password)") says it was counted before this client goes.
        client
            .wait_within(WAIT, Duration::from_millis(20), |text| {
                let text = text.to_lowercase();
                text.matches("password:").count() > sent || text.contains("permission denied (")
            })
            .unwrap_or_else(|| panic!("no answer to a code; ssh shows:\n{}", client.contents()));
        let _ = client.child.kill();
    }
    // Shut out now: ssh is told why and for how long before it even asks for the code.
    let client = openssh(&ssh, server.addr.port(), "Ana", home.path());
    let said = client
        .wait_within(WAIT, Duration::from_millis(20), |text| {
            text.contains("too many wrong codes from your address: try again in")
        })
        .unwrap_or_else(|| panic!("not told why; ssh shows:\n{}", client.contents()));
    assert!(!said.contains("Ana to play"), "{said}");
    assert!(
        !said.to_lowercase().contains("password:"),
        "asked for a code it would not look at: {said}"
    );
}

fn which_ssh() -> Result<std::path::PathBuf, ()> {
    let path = std::env::var_os("PATH").ok_or(())?;
    std::env::split_paths(&path)
        .map(|d| d.join("ssh"))
        .find(|p| p.is_file())
        .ok_or(())
}
