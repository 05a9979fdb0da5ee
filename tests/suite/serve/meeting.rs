//! People meeting on the real `yahtzee serve` (russh clients on an ephemeral loopback port,
//! the harness of [`super::process`]): two accounts meet at a private table by its code and
//! play it to the results, rated once; a guest's match rates no one; quick match alone
//! offers a CPU; a spectator cannot act; the OpenSSH client comes in with a key (skipped,
//! saying why, where there is no `ssh`). Every wait has a deadline, and the server ends
//! with its test.

use std::time::{Duration, Instant};

use yahtzee_testkit::plain::{Lang, Move, Player, last_lines};
use yahtzee_testkit::ssh::Guest;

use super::process::{Server, WAIT, a_key, runtime, serve_with, until};

/// One test's own server on fresh data and home folders, which outlive it: what it kept is
/// read after it has ended, and nothing of one test reaches another.
struct Served {
    /// Declared first, so it ends before its folders are removed.
    server: Server,
    addr: std::net::SocketAddr,
    home: tempfile::TempDir,
    data: tempfile::TempDir,
}

impl Served {
    /// The server, with a config file of `config` in its home when one is given.
    fn new(config: Option<&str>) -> Served {
        let data = tempfile::tempdir().unwrap();
        let home = tempfile::tempdir().unwrap();
        let file = config.map(|text| {
            let file = home.path().join("config.toml");
            std::fs::write(&file, text).unwrap();
            file
        });
        let server = serve_with(data.path(), home.path(), file.as_deref());
        Served {
            addr: server.addr,
            server,
            home,
            data,
        }
    }

    /// Ends the server and opens the hall it kept; the folder holding it comes along, to
    /// be kept while the hall is read.
    fn ended(self) -> (yahtzee_hall::Hall, tempfile::TempDir) {
        let Served { server, data, .. } = self;
        drop(server);
        let hall = yahtzee_hall::Hall::open(&data.path().join("serve").join("hall.sqlite3"))
            .expect("the database opens");
        (hall, data)
    }
}

/// Reads until `ok` holds of the screen; the screen then, or a panic naming `what` with the
/// screen as it was. Unlike [`until`], a screen that already matches is not taken for one
/// that changed: each wait reads what arrives first.
async fn until_that(who: &mut Guest, what: &str, ok: impl Fn(&str) -> bool) -> String {
    let deadline = Instant::now() + WAIT;
    loop {
        let text = who.text();
        if ok(&text) {
            return text;
        }
        assert!(
            Instant::now() < deadline && !who.closed(),
            "waited for {what}; the screen shows:\n{text}"
        );
        who.read(Duration::from_millis(50)).await;
    }
}

/// A new key picks the handle its SSH name offers and reaches the lobby.
async fn member(addr: std::net::SocketAddr, name: &str, size: (u32, u32)) -> Guest {
    let mut who = Guest::join_with_key(addr, name, a_key(), None, size)
        .await
        .expect("the person connects");
    until(&mut who, &format!("Handle: {name}")).await;
    who.send("\r").await;
    until(&mut who, "New table").await;
    who
}

/// One turn of `me`: throw once, score the box the cursor offers (a zero if it must).
async fn one_turn(me: &mut Guest, name: &str) {
    let turn = format!("{name} to play");
    until_that(me, &turn, |s| {
        s.contains(&turn) && s.contains("Ready to throw")
    })
    .await;
    me.send(" ").await;
    until(me, "Throw 1 of 3").await;
    me.send("\r").await;
    let after = until_that(me, "the box scored", |s| {
        !s.contains("Throw 1 of 3") || s.contains("Score a zero?")
    })
    .await;
    if after.contains("Score a zero?") {
        me.send("\r").await;
        until_that(me, "the zero scored", |s| !s.contains("Score a zero?")).await;
    }
}

#[test]
fn two_accounts_meet_by_a_private_code_play_to_the_end_and_are_rated_once() {
    let rt = runtime();
    let server = Served::new(None);
    rt.block_on(async {
        // Wide enough that the line with the code is never cut.
        let ana = &mut member(server.addr, "ana", (140, 40)).await;
        ana.send("\r").await;
        until(ana, "Open the table").await;
        // Rules, seats 2 to 4, then the table row: private. Seat 2 is open by default.
        ana.send("\x1b[B\x1b[B\x1b[B\x1b[B\x1b[C").await;
        until(ana, "private: joined by its code only").await;
        ana.send("s").await;
        let said = until(ana, "Its code: ").await;
        let code = said
            .split("Its code: ")
            .nth(1)
            .and_then(|rest| rest.split_whitespace().next())
            .expect("a code")
            .to_string();
        assert_eq!(code.chars().count(), 11, "{said}");
        let ben = &mut member(server.addr, "ben", (140, 40)).await;
        // A private table is not in the lobby for others.
        assert!(!ben.text().contains("ana ·"), "{}", ben.text());
        // Join by code: the menu's second item.
        ben.send("\x1b[B\r").await;
        until(ben, "Code: ").await;
        ben.send(&code).await;
        ben.send("\r").await;
        until(ben, "ana to play").await;
        for _ in 0..13 {
            one_turn(ana, "ana").await;
            ben.read(Duration::from_millis(20)).await;
            one_turn(ben, "ben").await;
            ana.read(Duration::from_millis(20)).await;
        }
        // The results say each rating's change, to both.
        for who in [&mut *ana, &mut *ben] {
            let results = until(who, "1500 → ").await;
            assert!(results.contains("ana 1500 → "), "{results}");
            assert!(results.contains("ben 1500 → "), "{results}");
        }
    });
    let (hall, _data) = server.ended();
    let members = hall.members().unwrap();
    assert_eq!(members.len(), 2);
    let mut finished = Vec::new();
    for key in &members {
        let account = hall.account_by_key(key).unwrap().expect("an account");
        let stats = hall.stats_of(account.id).unwrap();
        assert_eq!((stats.matches, stats.rated), (1, 1), "{stats:?}");
        let ratings = hall.ratings(account.id).unwrap();
        assert_eq!(ratings.len(), 1, "{ratings:?}");
        assert_eq!(ratings[0].1.games, 1, "{ratings:?}");
        let rows = hall.finished_of(account.id, 0, 10).unwrap();
        assert_eq!(rows.len(), 1);
        finished.push(format!("{:?}", rows[0]));
    }
    // The same match, finished once, on both accounts.
    assert_eq!(finished[0], finished[1]);
}

#[test]
fn quick_match_alone_offers_a_cpu_after_the_wait_and_taking_it_plays_one() {
    let rt = runtime();
    let server = Served::new(Some("[serve]\nquick_wait_seconds = 5\n"));
    rt.block_on(async {
        let ana = &mut member(server.addr, "ana", (140, 40)).await;
        ana.send("\x1b[B\x1b[B\r").await;
        until(ana, "Waiting for someone").await;
        let offer = until(ana, "No one came in 5 seconds").await;
        assert!(offer.contains("Play the CPU"), "{offer}");
        // (5 s is the least the config allows.) The cursor is still on the item, now "Play the CPU".
        ana.send("\r").await;
        let table = until(ana, "ana to play").await;
        assert!(table.contains("Strong"), "{table}");
    });
}

#[test]
fn a_spectator_cannot_throw_and_the_match_does_not_change() {
    let rt = runtime();
    let server = Served::new(None);
    rt.block_on(async {
        let ana = &mut member(server.addr, "ana", (100, 32)).await;
        ana.send("\r").await;
        until(ana, "Open the table").await;
        ana.send("\x1b[B\x1b[C\x1b[C").await;
        until(ana, "Beginner CPU").await;
        ana.send("s").await;
        until(ana, "Ready to throw").await;
        let cy = &mut member(server.addr, "cy", (100, 32)).await;
        // The first table, watched.
        cy.send("\x1b[Cw").await;
        until(cy, "ana to play").await;
        cy.send(" ").await;
        until(cy, "a spectator cannot play").await;
        cy.send("\r").await;
        // Ana's turn is as it was: no throw, no box.
        ana.read(Duration::from_millis(300)).await;
        let screen = ana.text();
        assert!(screen.contains("Ready to throw"), "{screen}");
        assert!(screen.contains("round 1 of 13"), "{screen}");
        assert!(!screen.contains("Throw 1 of 3"), "{screen}");
    });
}

#[test]
fn a_guest_at_a_members_table_plays_to_the_end_and_no_one_is_rated() {
    let rt = runtime();
    let server = Served::new(None);
    rt.block_on(async {
        let ana = &mut member(server.addr, "ana", (140, 40)).await;
        // A listed table, seat 2 open to anyone.
        ana.send("\r").await;
        until(ana, "Open the table").await;
        ana.send("s").await;
        until(ana, "You sit at the table").await;
        let eve = &mut Guest::join(server.addr, "eve", "anything", (140, 40))
            .await
            .expect("a guest gets in");
        let lobby = until(eve, "(a guest: matches are unrated)").await;
        let name = lobby
            .split_whitespace()
            .find(|w| w.starts_with("Guest-"))
            .expect("the guest's name")
            .to_string();
        // Ana's table, first in the list: a seat.
        eve.send("\x1b[C\r").await;
        until(eve, "ana to play").await;
        for _ in 0..13 {
            one_turn(ana, "ana").await;
            eve.read(Duration::from_millis(20)).await;
            one_turn(eve, &name).await;
            ana.read(Duration::from_millis(20)).await;
        }
        for who in [&mut *ana, &mut *eve] {
            let results = until(who, "Match over").await;
            assert!(!results.contains(" → "), "{results}");
        }
    });
    let (hall, _data) = server.ended();
    let members = hall.members().unwrap();
    assert_eq!(members.len(), 1);
    let account = hall
        .account_by_key(&members[0])
        .unwrap()
        .expect("an account");
    let stats = hall.stats_of(account.id).unwrap();
    assert_eq!((stats.matches, stats.rated), (1, 0), "{stats:?}");
    assert_eq!(hall.ratings(account.id).unwrap(), Vec::new());
}

#[test]
fn the_openssh_client_comes_in_with_a_key_picks_a_handle_and_reaches_the_lobby() {
    let Some(ssh) = std::env::var_os("PATH").and_then(|path| {
        std::env::split_paths(&path)
            .map(|d| d.join("ssh"))
            .find(|p| p.is_file())
    }) else {
        eprintln!("skipped: no OpenSSH client (ssh) on this machine");
        return;
    };
    let server = Served::new(None);
    let home = &server.home;
    let key_file = home.path().join("id_ed25519");
    std::fs::write(
        &key_file,
        a_key()
            .to_openssh(russh::keys::ssh_key::LineEnding::LF)
            .unwrap()
            .as_bytes(),
    )
    .unwrap();
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&key_file, std::fs::Permissions::from_mode(0o600)).unwrap();
    }
    // No agent, no config, no known hosts: only the key given, so no password is asked.
    let mut cmd = yahtzee_testkit::pty::CommandBuilder::new(ssh);
    for a in [
        "-o",
        "StrictHostKeyChecking=no",
        "-o",
        "UserKnownHostsFile=/dev/null",
        "-o",
        "IdentitiesOnly=yes",
        "-o",
        "PreferredAuthentications=publickey",
        "-F",
        "/dev/null",
        "-p",
    ] {
        cmd.arg(a);
    }
    cmd.arg(server.addr.port().to_string());
    cmd.arg("-i");
    cmd.arg(&key_file);
    cmd.arg("ana@127.0.0.1");
    cmd.env("HOME", home.path());
    cmd.env_remove("SSH_AUTH_SOCK");
    let mut client = yahtzee_testkit::pty::Pty::spawn(cmd);
    let shows = |client: &yahtzee_testkit::pty::Pty, what: &str| {
        client
            .wait_within(WAIT, Duration::from_millis(20), |text| text.contains(what))
            .unwrap_or_else(|| panic!("waited for {what:?}; ssh shows:\n{}", client.contents()))
    };
    shows(&client, "Handle: ana");
    client.send("\r").unwrap();
    let lobby = shows(&client, "New table");
    assert!(lobby.contains("Quick match"), "{lobby}");
    assert!(!lobby.to_lowercase().contains("password"), "{lobby}");
    let _ = client.child.kill();
}

/// Each connection reads its own client's language, at the same time on the same server:
/// one whose ssh sends `LANG=de_DE.UTF-8` sees the lobby in German while one sending
/// nothing sees it in English; the German member's choice of French in the lobby is kept
/// with their account and greets them when they come back without a locale.
#[test]
fn each_connection_reads_its_own_clients_language() {
    let rt = runtime();
    let server = Served::new(None);
    rt.block_on(async {
        let de_key = a_key();
        let mut de = Guest::join_with_key_and_env(
            server.addr,
            "dora",
            de_key.clone(),
            (100, 30),
            &[("LANG", "de_DE.UTF-8"), ("PATH", "/nowhere")],
        )
        .await
        .expect("the person connects");
        until(&mut de, "dora").await;
        de.send("\r").await;
        let lobby = until(&mut de, "Neuer Tisch").await;
        for words in [
            "Mit Code beitreten",
            "Schnelle Partie",
            "Rangliste",
            "Beenden",
        ] {
            assert!(lobby.contains(words), "{words}:\n{lobby}");
        }
        for english in [
            "New table",
            "Quick match",
            "Leaderboard",
            "Today's daily",
            "w watch",
        ] {
            assert!(!lobby.contains(english), "{english}:\n{lobby}");
        }
        let en = &mut member(server.addr, "eve", (100, 30)).await;
        let lobby = until(en, "Leaderboard").await;
        assert!(!lobby.contains("Neuer Tisch"), "{lobby}");
        // Both are drawn again after the other came in, each in their own language.
        de.read(Duration::from_millis(300)).await;
        assert!(de.text().contains("Neuer Tisch"), "{}", de.text());
        assert!(de.text().contains("eve"), "{}", de.text());

        // Dora picks the next language (Français) from her menu's Language entry.
        let at = de
            .text()
            .lines()
            .position(|l| l.contains("Sprache: Deutsch"))
            .expect("the language entry");
        let first = de
            .text()
            .lines()
            .position(|l| l.contains("Neuer Tisch"))
            .expect("the first entry");
        de.send(&"\x1b[B".repeat(at - first)).await;
        de.send("\r").await;
        until(&mut de, "Langue : Français").await;
        de.disconnect().await;
        let mut back = Guest::join_with_key_and_env(server.addr, "dora", de_key, (100, 30), &[])
            .await
            .expect("the person connects again");
        let lobby = until(&mut back, "Nouvelle table").await;
        assert!(lobby.contains("Classement"), "{lobby}");
    });
}

/// A client that keeps every byte it is sent, as a screen reader gets them: `ssh -T`, no
/// terminal.
struct Lines {
    _handle: yahtzee_testkit::ssh::Handle,
    channel: yahtzee_testkit::ssh::Channel,
    got: Vec<u8>,
}

impl Lines {
    async fn join(addr: std::net::SocketAddr, user: &str) -> Lines {
        let handle = yahtzee_testkit::ssh::connect(addr, user, "anything")
            .await
            .expect("a guest gets in");
        let channel = handle.channel_open_session().await.expect("a session");
        channel.request_shell(false).await.expect("a shell");
        Lines {
            _handle: handle,
            channel,
            got: Vec::new(),
        }
    }

    /// Reads until the text from byte `since` on holds `what`; the whole text then.
    async fn until(&mut self, since: usize, what: &str) -> String {
        self.until_any(since, &[what]).await
    }

    /// Reads until the text from byte `since` on holds one of `whats`; the whole text then.
    async fn until_any(&mut self, since: usize, whats: &[&str]) -> String {
        let deadline = Instant::now() + WAIT;
        loop {
            let text = String::from_utf8_lossy(&self.got).into_owned();
            if text
                .get(since..)
                .is_some_and(|t| whats.iter().any(|w| t.contains(w)))
            {
                return text;
            }
            assert!(Instant::now() < deadline, "waited for {whats:?}:\n{text}");
            if let Ok(Some(yahtzee_testkit::ssh::ChannelMsg::Data { data })) =
                tokio::time::timeout(Duration::from_millis(50), self.channel.wait()).await
            {
                self.got.extend_from_slice(&data);
            }
        }
    }

    /// Plays one turn of `player`'s seat: each line it types once the game asks, until its
    /// score is said.
    async fn turn(&mut self, player: &mut Player) {
        let goal = player.scored() + 1;
        let deadline = Instant::now() + WAIT;
        while player.scored() < goal {
            let text = String::from_utf8_lossy(&self.got).into_owned();
            if let Move::Line(line) = player.next(&text) {
                self.send(&line).await;
                continue;
            }
            assert!(
                Instant::now() < deadline,
                "waited for the turn's score:\n{}",
                last_lines(&text, 15)
            );
            if let Ok(Some(yahtzee_testkit::ssh::ChannelMsg::Data { data })) =
                tokio::time::timeout(Duration::from_millis(50), self.channel.wait()).await
            {
                self.got.extend_from_slice(&data);
            }
        }
    }

    async fn send(&self, line: &str) {
        self.channel
            .data_bytes(format!("{line}\n").into_bytes())
            .await
            .expect("sent");
    }
}

/// A drawn member and a guest reading plain lines without a terminal (`ssh -T`) meet at the
/// member's table and play it to the results: the guest hears every event once, never an
/// escape byte, and is back in the lobby's list after the results.
#[test]
fn a_plain_guest_without_a_terminal_meets_a_drawn_member_and_plays_to_the_end() {
    let rt = runtime();
    let server = Served::new(None);
    rt.block_on(async {
        let ana = &mut member(server.addr, "ana", (140, 40)).await;
        ana.send("\r").await;
        until(ana, "Open the table").await;
        ana.send("s").await;
        until(ana, "You sit at the table").await;
        let eve = &mut Lines::join(server.addr, "eve").await;
        let lobby = eve.until(0, "Lobby: type a number").await;
        assert!(lobby.contains("(a guest: matches are unrated)"), "{lobby}");
        let name = lobby
            .split_whitespace()
            .find(|w| w.starts_with("Guest-"))
            .expect("the guest's name")
            .to_string();
        // A guest's menu has ten items: ana's table is the eleventh of the list.
        assert!(lobby.contains("11. new Classic"), "{lobby}");
        eve.send("11").await;
        // The boxes in an order that never meets a Joker: Yahtzee last.
        let boxes = [
            "aces",
            "twos",
            "threes",
            "fours",
            "fives",
            "sixes",
            "three of a kind",
            "four of a kind",
            "full house",
            "small straight",
            "large straight",
            "chance",
            "yahtzee",
        ];
        let mut player = Player::new(Lang::En, &boxes).for_seat(&name);
        for round in 1..=boxes.len() {
            one_turn(ana, "ana").await;
            eve.until(0, &format!("{name}, round {round} of 13")).await;
            // A 0 another box beats is asked once more: the player types the same again.
            eve.turn(&mut player).await;
        }
        let text = eve.until(0, " wins with ").await;
        let results = text.rfind(" wins with ").unwrap_or(0);
        let text = eve.until(results, "Lobby: type a number").await;
        assert!(!text.contains('\u{1b}'), "an escape byte: {text:?}");
        assert!(!text.contains('\r'), "no CR without a terminal: {text:?}");
        assert_eq!(text.matches("ana scored").count(), 13, "{text}");
        assert_eq!(
            text.matches(&format!("{name} scored")).count(),
            13,
            "{text}"
        );
        let until_match = until(ana, "Match over").await;
        assert!(until_match.contains("Match over"));
    });
}
