//! The host's side of a hosted table in another language than its guests': each window,
//! the host's included, reads the table's news in its own reader's language.

use std::time::Instant;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use yahtzee::l10n::{self, Lang};
use yahtzee::tui::Input;
use yahtzee_testkit::ssh::Guest;

use super::door::{CODE, TERMINAL, Table};

/// The host's window at `w`×`h`, its port (a new one each run) written PORT.
fn host_at(t: &mut Table, w: u16, h: u16) -> String {
    t.hosting.app.handle(Input::Resize(w, h));
    // The host's loop steps before each frame: the title line is made for the new width.
    t.hosting.step();
    let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
    term.draw(|f| t.hosting.app.draw(f)).unwrap();
    let buf = term.backend().buffer().clone();
    let text = (0..buf.area.height)
        .map(|y| {
            (0..buf.area.width)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n");
    text.replace(&t.addr().port().to_string(), "PORT")
}

/// The column (in characters) at which `what` starts in `line`.
fn column(line: &str, what: &str) -> Option<usize> {
    line.find(what).map(|at| line[..at].chars().count())
}

/// A German host; Ana's seat waits for her, and Eve, an English guest, asks for it at the
/// door: the host reads it all in German, Eve in English.
#[test]
fn the_hosts_screen_with_a_guest_at_the_door_speaks_german() {
    l10n::speaking(Lang::De, None, || {
        let mut t = Table::open(&["Host", "Ana"], &["Ana"], false);
        t.hosting.watch(t.server.stats.clone());
        let mut ana = t.join("Ana");
        t.until(&mut [&mut ana], 0, "Host");
        let start = Instant::now();
        t.rt.block_on(async { ana.disconnect().await });
        while t.hosting.guest_count() > 0 {
            assert!(start.elapsed() < std::time::Duration::from_secs(20));
            t.pump(&mut []);
        }
        let mut eve = t.join("Eve");
        t.until(&mut [&mut eve], 0, "Ana");
        t.rt.block_on(eve.send("\r"));
        let eve_sees = t.until(&mut [&mut eve], 0, "waits for Ana");
        assert!(
            eve_sees.contains("the host has been asked whether you may take it"),
            "{eve_sees}"
        );
        // A wrong code at the door, counted on the host's title line.
        let addr = t.addr();
        let _ =
            t.rt.block_on(yahtzee_testkit::ssh::connect(addr, "Zed", "nope"));
        t.pump(&mut [&mut eve]);
        let small = host_at(&mut t, 80, 24);
        for german in ["Eve möchte den Platz von Ana", "Code abcde-fghjk · 1 wählt"] {
            assert!(small.contains(german), "{german:?} missing:\n{small}");
        }
        // The title line shows whole parts only: it ended "1 wählt eine" at 80 columns.
        let title = small.lines().next().unwrap_or_default();
        let banner = title
            .split("? Tasten")
            .next()
            .unwrap_or_default()
            .trim_end();
        assert!(banner.ends_with("Code abcde-fghjk · 1 wählt"), "{title}");
        let wide = host_at(&mut t, 120, 40);
        assert!(wide.contains("1 wählt · 1 falscher Code"), "{wide}");
        // The host's output, in the host's language while Eve reads English.
        let log = t.hosting.take_log();
        for german in [
            "Ana hat den Tisch verlassen; die Partie wartet",
            "Eve hat sich mit dem Code von 127.0.0.1 aus verbunden",
        ] {
            assert!(
                log.iter().any(|l| l.contains(german)),
                "{german:?}: {log:?}"
            );
        }
        for english in [
            "asks to take",
            "left the table",
            "choosing a seat",
            "wrong code",
            "Only this machine",
        ] {
            assert!(!wide.contains(english), "{english:?} left:\n{wide}");
        }
        insta::assert_snapshot!("host_guest_at_the_door_de_80x24", small);
        insta::assert_snapshot!("host_guest_at_the_door_de_120x40", wide);
        // How to join, its three values lined up after the German labels.
        t.key('?');
        let info = host_at(&mut t, 120, 40);
        let code_at = info
            .lines()
            .find(|l| l.contains("Einladungscode:"))
            .and_then(|l| column(l, CODE));
        let key_at = info
            .lines()
            .find(|l| l.contains("Host-Schlüssel:"))
            .and_then(|l| column(l, "SHA256:"));
        assert!(code_at.is_some() && code_at == key_at, "{info}");
    });
}

/// A Swedish guest under a name the host plays is turned away in Swedish; the host's output
/// says it in the host's language.
#[test]
fn a_guest_refused_at_the_door_reads_why_in_swedish() {
    let mut t = Table::open(&["Host", "Ana"], &["Ana"], false);
    let addr = t.addr();
    let mut guest =
        t.rt.block_on(Guest::join_with_env(
            addr,
            "host",
            CODE,
            TERMINAL,
            &[("LANG", "sv_SE.UTF-8")],
        ))
        .expect("the door opens");
    let start = Instant::now();
    while !guest.closed() {
        assert!(
            start.elapsed() < std::time::Duration::from_secs(20),
            "let in"
        );
        t.pump(&mut [&mut guest]);
    }
    let text = guest.text();
    assert!(text.contains("Namnet host är upptaget"), "{text}");
    assert!(!text.contains("is taken"), "{text}");
    let log = t.hosting.take_log();
    assert!(
        log.iter()
            .any(|l| l.contains("Turned away a guest from 127.0.0.1: The name host is taken")),
        "{log:?}"
    );
}
