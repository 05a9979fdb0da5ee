//! A guest who reads plain lines at a hosted table: one with `ssh -T` (no terminal), one on
//! a `dumb` terminal, real SSH clients against the table's server. They choose their seat,
//! play turns by typing commands, and hear each event once, with not one escape byte.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use russh::ChannelMsg;
use yahtzee::game::{Action, SeatId};
use yahtzee_testkit::ssh as client;

use super::door::{CODE, Table};

const WAIT: Duration = Duration::from_secs(20);

/// An SSH client that keeps every byte it receives, as a screen reader gets them.
struct Reader {
    _handle: client::Handle,
    channel: russh::Channel<russh::client::Msg>,
    got: Vec<u8>,
}

/// How the client opens its session.
enum Opens<'a> {
    /// `ssh -T`: no terminal.
    NoTerminal,
    /// A terminal of this type, with these variables sent first.
    Terminal(&'a str, &'a [(&'a str, &'a str)]),
}

impl Reader {
    async fn join(addr: SocketAddr, user: &str, opens: Opens<'_>) -> Reader {
        let handle = client::connect(addr, user, CODE).await.expect("let in");
        let channel = handle.channel_open_session().await.expect("a session");
        if let Opens::Terminal(term, env) = opens {
            for (name, value) in env {
                channel.set_env(false, *name, *value).await.expect("env");
            }
            channel
                .request_pty(false, term, 80, 24, 0, 0, &[])
                .await
                .expect("a terminal");
        }
        channel.request_shell(false).await.expect("a shell");
        Reader {
            _handle: handle,
            channel,
            got: Vec::new(),
        }
    }

    async fn read(&mut self, wait: Duration) {
        let deadline = tokio::time::Instant::now() + wait;
        while let Ok(Some(msg)) = tokio::time::timeout_at(deadline, self.channel.wait()).await {
            if let ChannelMsg::Data { data } = msg {
                self.got.extend_from_slice(&data);
            }
        }
    }

    async fn send(&self, text: &str) {
        self.channel
            .data_bytes(text.as_bytes().to_vec())
            .await
            .expect("sent");
    }

    fn text(&self) -> String {
        String::from_utf8_lossy(&self.got).into_owned()
    }
}

/// Runs the table and reads both clients until `who`'s text holds `what` (counted from
/// `since` bytes on); the whole text then.
fn until(
    t: &mut Table,
    readers: &mut [&mut Reader],
    who: usize,
    since: usize,
    what: &str,
) -> String {
    let start = Instant::now();
    loop {
        t.pump(&mut []);
        t.rt.block_on(async {
            for r in readers.iter_mut() {
                r.read(Duration::from_millis(15)).await;
            }
        });
        let text = readers[who].text();
        if text.get(since..).is_some_and(|t| t.contains(what)) {
            return text;
        }
        assert!(
            start.elapsed() < WAIT,
            "waited for {what:?}; reader {who} got:\n{text}"
        );
    }
}

fn send(t: &mut Table, reader: &Reader, text: &str) {
    t.rt.block_on(reader.send(text));
}

/// Every line of `text` ends in CR LF, and nothing else moves the cursor.
fn raw_lines(text: &str) -> bool {
    text.split('\n').rev().skip(1).all(|l| l.ends_with('\r'))
}

#[test]
fn plain_guests_choose_seats_play_turns_and_hear_each_event_without_an_escape_byte() {
    let mut t = Table::open(&["Ana", "Ben"], &["Ana", "Ben"], true);
    let addr = t.addr();
    // Ana without a terminal (`ssh -T`), taken to her seat by her name.
    let mut ana = t.rt.block_on(Reader::join(addr, "ana", Opens::NoTerminal));
    // Ben on a terminal whose type says it moves no cursor, choosing his seat by number.
    let mut ben = t.rt.block_on(Reader::join(
        addr,
        "table",
        Opens::Terminal("dumb", &[("LANG", "C")]),
    ));
    until(
        &mut t,
        &mut [&mut ana, &mut ben],
        0,
        0,
        "Ana, round 1 of 13: type throw.",
    );
    let listed = until(&mut t, &mut [&mut ana, &mut ben], 1, 0, "2. Ben: free.");
    assert!(listed.contains("1. Ana: taken."), "{listed}");
    assert!(listed.contains("3. Watch the match."), "{listed}");
    let at = ben.got.len();
    send(&mut t, &ben, "9\r");
    until(
        &mut t,
        &mut [&mut ana, &mut ben],
        1,
        at,
        "\"9\" is not on the list",
    );
    send(&mut t, &ben, "2\r");
    until(&mut t, &mut [&mut ana, &mut ben], 1, at, "A match of ");

    // Out of turn, Ben hears the session's refusal; his typing is echoed as he types it.
    let at = ben.got.len();
    send(&mut t, &ben, "throw\r");
    let seen = until(
        &mut t,
        &mut [&mut ana, &mut ben],
        1,
        at,
        "It is not your turn.",
    );
    assert!(seen[at..].starts_with("throw\r\n"), "{:?}", &seen[at..]);

    send(&mut t, &ana, "throw\n");
    until(
        &mut t,
        &mut [&mut ana, &mut ben],
        0,
        0,
        "throws left: hold, throw or score.",
    );
    // Ana hears her holds at once; Ben hears them once, as they stand at her next move
    // (a far player or a CPU holding die by die is not read out step by step).
    let ben_at = ben.got.len();
    for dice in ["1", "1 2"] {
        let at = ana.got.len();
        send(&mut t, &ana, &format!("hold {dice}\n"));
        until(&mut t, &mut [&mut ana, &mut ben], 0, at, "Ana holds ");
    }
    let at = ana.got.len();
    send(&mut t, &ana, "throw\n");
    until(&mut t, &mut [&mut ana, &mut ben], 0, at, "Ana threw ");
    send(&mut t, &ana, "score banana\n");
    until(
        &mut t,
        &mut [&mut ana, &mut ben],
        0,
        0,
        "There is no box called \"banana\"",
    );
    send(&mut t, &ana, "score chance\n");
    let heard = until(&mut t, &mut [&mut ana, &mut ben], 1, 0, "Ben's turn.");
    let heard = &heard[ben_at..];
    assert_eq!(heard.matches("Ana holds ").count(), 1, "{heard}");
    let (holds, threw) = (heard.find("Ana holds "), heard.find("Ana threw "));
    assert!(holds.is_some() && holds < threw, "{heard}");
    until(
        &mut t,
        &mut [&mut ana, &mut ben],
        1,
        0,
        "Ben, round 1 of 13: type throw.",
    );

    // Ben types a word wrong and takes it back with Backspace; an arrow key is ignored.
    send(&mut t, &ben, "thx\x7frow\x1b[A\r");
    until(&mut t, &mut [&mut ana, &mut ben], 0, 0, "Ben threw ");
    send(&mut t, &ben, "score chance\r");
    until(&mut t, &mut [&mut ana, &mut ben], 0, 0, "Ben scored ");
    until(
        &mut t,
        &mut [&mut ana, &mut ben],
        0,
        0,
        "Ana, round 2 of 13: type throw.",
    );

    // What each heard is what the table did, once each.
    let game = t.hosting.table_match().expect("the match").clone();
    let (ana_text, ben_text) = (ana.text(), ben.text());
    for entry in game.log().iter().filter(|e| !e.undone) {
        let name = if entry.seat == SeatId(0) {
            "Ana"
        } else {
            "Ben"
        };
        if let Action::Score { .. } = entry.action {
            let said = format!("{name} scored ");
            assert_eq!(ana_text.matches(&said).count(), 1, "{ana_text}");
            assert_eq!(ben_text.matches(&said).count(), 1, "{ben_text}");
        }
    }
    for turn in game.turns() {
        for throw in &turn.throws {
            let faces: Vec<String> = throw.dice.faces().iter().map(|f| f.to_string()).collect();
            let name = if turn.seat == SeatId(0) { "Ana" } else { "Ben" };
            let said = format!("{name} threw {}.", faces.join(" "));
            assert_eq!(ben_text.matches(&said).count(), 1, "{said} in {ben_text}");
            assert_eq!(ana_text.matches(&said).count(), 1, "{said} in {ana_text}");
        }
    }
    for (who, text) in [("Ana", &ana_text), ("Ben", &ben_text)] {
        assert!(
            !text.bytes().any(|b| b == 0x1b),
            "an escape byte reached {who}: {text:?}"
        );
        assert!(!text.contains('│') && !text.contains('┌'), "{who}: {text}");
    }
    // Without a terminal, lines end in a line feed; on one, in CR LF, with the echo's
    // backspace the only other control byte.
    assert!(!ana_text.contains('\r'), "{ana_text:?}");
    assert!(raw_lines(&ben_text), "{ben_text:?}");
    assert!(ben_text.contains("thx\x08 \x08row\r\n"), "{ben_text:?}");
    assert!(
        !ben_text
            .bytes()
            .any(|b| b < 0x20 && !matches!(b, b'\r' | b'\n' | 0x08)),
        "{ben_text:?}"
    );
}
