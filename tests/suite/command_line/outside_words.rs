//! What the game writes and shows on a person's word: a path named on the command line is
//! written only if it is a regular file (or a new one, or a link to a regular file), never
//! renamed over a device, pipe, socket or folder; names, arguments and config entries from
//! outside reach the terminal escaped, cut short, and with the reason they were refused.

use crate::common;

use std::fs;
use std::path::Path;
use std::process::Output;

use common::*;
use ratatui::crossterm::event::KeyCode;
use yahtzee::game::{Level, Seat};
use yahtzee::rules::Ruleset;
use yahtzee::store::{FinishedMatch, MatchOptions, MemoryStore, Storage};
use yahtzee::tui::Start;

fn yahtzee(dir: &Path, args: &[&str]) -> Output {
    common::run(dir, args)
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Whether `s` holds anything that must not reach a terminal raw: a control character
/// (other than the new line ending a message) or a format character.
fn has_raw(s: &str) -> bool {
    s.trim_end_matches('\n')
        .chars()
        .any(|c| c.is_control() || yahtzee::escape::is_format(c))
}

/// The v0.3.0 fixture's history: finished matches, kept and summarised.
const FIXTURE_HISTORY: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/v0.3.0/history.json"
);

/// A data folder whose history holds the fixture's finished matches.
fn with_history() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    fs::copy(FIXTURE_HISTORY, dir.path().join("history.json")).unwrap();
    dir
}

/// The fixture's history, to be changed before it is written to a data folder.
fn fixture_history() -> serde_json::Value {
    serde_json::from_slice(&fs::read(FIXTURE_HISTORY).unwrap()).unwrap()
}

// 9. A path named on the command line.

/// The tests point links at /dev/null, never write to it: it must still be the device.
#[cfg(unix)]
fn assert_dev_null_is_a_device() {
    use std::os::unix::fs::FileTypeExt;
    let meta = fs::metadata("/dev/null").unwrap();
    assert!(meta.file_type().is_char_device(), "{meta:?}");
}

#[cfg(unix)]
#[test]
fn card_output_writes_only_a_regular_file_a_new_one_or_through_a_link_to_one() {
    use std::os::unix::fs::{FileTypeExt, symlink};
    let data = with_history();
    let out_dir = tempfile::tempdir().unwrap();
    let at = |name: &str| out_dir.path().join(name);
    let card = |path: &Path| yahtzee(data.path(), &["card", "--output", path.to_str().unwrap()]);

    // A new file, then the same file again (a regular file).
    for _ in 0..2 {
        let out = card(&at("card.txt"));
        assert_eq!(out.status.code(), Some(0), "{out:?}");
        assert!(
            stdout(&out).starts_with("Result card written to "),
            "{out:?}"
        );
        assert!(fs::read_to_string(at("card.txt")).unwrap().contains("Ana"));
    }
    // A link to a regular file: the file is written, the link stays, and it is said.
    fs::write(at("target.txt"), "old").unwrap();
    symlink(at("target.txt"), at("link.txt")).unwrap();
    let out = card(&at("link.txt"));
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(stdout(&out).contains("the file the link"), "{out:?}");
    assert!(stdout(&out).contains("target.txt"), "{out:?}");
    assert!(
        fs::symlink_metadata(at("link.txt"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(
        fs::read_to_string(at("target.txt"))
            .unwrap()
            .contains("Ana")
    );

    // A link to a device, a named pipe, a folder, a socket, a link to nothing: refused with
    // one line and exit code 2, each left exactly as it was.
    symlink("/dev/null", at("null")).unwrap();
    assert!(
        std::process::Command::new("mkfifo")
            .arg(at("fifo"))
            .status()
            .unwrap()
            .success()
    );
    fs::create_dir(at("folder")).unwrap();
    let _socket = std::os::unix::net::UnixListener::bind(at("socket")).unwrap();
    symlink(at("nothing"), at("dangling")).unwrap();
    for (name, says) in [
        ("null", "it is a link to /dev/null, which is a device"),
        ("fifo", "it is a named pipe"),
        ("folder", "it is a folder"),
        ("socket", "it is a socket"),
        ("dangling", "which does not exist"),
    ] {
        let before = fs::symlink_metadata(at(name)).unwrap();
        let out = card(&at(name));
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{name}: {err}");
        assert_eq!(err.lines().count(), 1, "{name}: {err}");
        assert!(err.contains(says), "{name}: {err}");
        assert!(
            err.contains("name a regular file or a new one"),
            "{name}: {err}"
        );
        let after = fs::symlink_metadata(at(name)).unwrap();
        assert_eq!(before.file_type(), after.file_type(), "{name}");
        assert_eq!(before.len(), after.len(), "{name}");
    }
    assert_dev_null_is_a_device();
    assert!(fs::metadata(at("fifo")).unwrap().file_type().is_fifo());
    assert!(fs::read_dir(at("folder")).unwrap().next().is_none());
    assert!(!at("nothing").exists());
    // Nothing was left beside them.
    let names: Vec<String> = fs::read_dir(out_dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(names.iter().all(|n| !n.starts_with(".tmp-")), "{names:?}");
}

#[cfg(unix)]
#[test]
fn man_pages_go_only_where_a_regular_file_or_nothing_stands() {
    use std::os::unix::fs::{FileTypeExt, symlink};
    let data = tempfile::tempdir().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let man = |d: &Path| yahtzee(data.path(), &["man", "--dir", d.to_str().unwrap()]);
    let pages = dir.path().join("pages");
    let out = man(&pages);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let page = pages.join("yahtzee-new.1");
    let first = fs::read(&page).unwrap();

    // A page's name taken by a named pipe: refused before any page is written.
    fs::remove_file(pages.join("yahtzee.1")).unwrap();
    fs::remove_file(&page).unwrap();
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&page)
            .status()
            .unwrap()
            .success()
    );
    let out = man(&pages);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("yahtzee-new.1: it is a named pipe"), "{err}");
    assert!(fs::metadata(&page).unwrap().file_type().is_fifo());
    assert!(!pages.join("yahtzee.1").exists(), "nothing written");

    // A link to /dev/null in its place: refused, /dev/null still a device.
    fs::remove_file(&page).unwrap();
    symlink("/dev/null", &page).unwrap();
    let out = man(&pages);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(stderr(&out).contains("a device"), "{out:?}");
    assert_dev_null_is_a_device();

    // A link to a regular file: followed, and said.
    fs::remove_file(&page).unwrap();
    let elsewhere = dir.path().join("new-page.txt");
    fs::write(&elsewhere, "old").unwrap();
    symlink(&elsewhere, &page).unwrap();
    let out = man(&pages);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(
        stdout(&out).contains("yahtzee-new.1 is a link: written to"),
        "{out:?}"
    );
    assert_eq!(fs::read(&elsewhere).unwrap(), first);
}

// 14. Format and bidirectional characters in names.

#[test]
fn a_name_with_a_format_character_is_refused_on_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    for players in [
        "Ana\u{202e}x,Ben",
        "Ana\u{200b}",
        "\u{2066}Bo",
        "A\u{2028}l",
    ] {
        let out = yahtzee(dir.path(), &["new", "--players", players, "--start"]);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{players:?}: {err}");
        assert!(
            err.contains("has an invisible character, or one that turns the direction of text"),
            "{players:?}: {err}"
        );
        assert!(!has_raw(&err), "{players:?}: {err:?}");
        assert_eq!(err.lines().count(), 1);
    }
}

/// The screen of `app` as text, checked to hold no format or control character.
fn clean_screen(app: &mut yahtzee::tui::App, w: u16, h: u16) -> String {
    let screen = text(app, w, h);
    assert!(
        !screen
            .chars()
            .any(|c| yahtzee::escape::is_format(c) || (c.is_control() && c != '\n')),
        "{screen:?}"
    );
    screen
}

#[test]
fn a_saved_name_with_a_zero_width_space_loads_and_is_drawn_escaped() {
    let store = store_with_match(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana\u{200b}"), Seat::human("Ben\u{202e}x")],
        "",
        MatchOptions::default(),
    );
    let mut app = common::app(store, Start::Resume(crate::common::built()));
    assert_eq!(app.screen_name(), "play");
    assert_eq!(app.current_match().unwrap().seats()[0].name, "Ana\u{200b}");
    let screen = clean_screen(&mut app, 100, 30);
    assert!(screen.contains("Ana\\u{200b}"), "{screen}");
    assert!(screen.contains("Ben\\u{202e}x"), "{screen}");
}

#[test]
fn names_with_format_characters_in_the_history_are_drawn_escaped() {
    let mut store = MemoryStore::new();
    let mut record = finished_match(3).to_record();
    record.seats[0].name = "Ana\u{200b}".to_string();
    record.seats[1].name = "B\u{202e}en".to_string();
    store
        .archive(
            FinishedMatch {
                id: "m1".into(),
                started_unix: 1_700_000_000,
                finished_unix: 1_700_000_900,
                options: MatchOptions::default(),
                record,
            },
            true,
        )
        .unwrap();
    let history = store.history().0;
    // New match, Daily, Learn to play, (Resume, not available), Rules, Statistics, History.
    for (downs, kind) in [(4, "text"), (5, "history")] {
        let mut store = MemoryStore::new();
        store.put_history(history.clone());
        let mut app = common::app(store, Start::Menu);
        for _ in 0..downs {
            key(&mut app, KeyCode::Down);
        }
        key(&mut app, KeyCode::Enter);
        assert_eq!(app.screen_name(), kind);
        // The seats are CPUs: shown once everyone is asked for.
        key(&mut app, KeyCode::Char('a'));
        let screen = clean_screen(&mut app, 100, 30);
        assert!(screen.contains("Ana\\u{200b}"), "{screen}");
        assert!(screen.contains("B\\u{202e}en"), "{screen}");
    }
}

/// The commands that print names from the history: text shows them escaped; JSON escapes
/// them as JSON does, so a reader gets the name back exactly.
#[test]
fn names_with_format_characters_are_printed_escaped_as_text_and_as_json() {
    let mut history = fixture_history();
    let name = "Ana\u{200b}\u{202e}";
    // The first summary is the first kept match's.
    history["summaries"][0]["seats"][0]["name"] = name.into();
    history["recent"][0]["match"]["seats"][0]["name"] = name.into();
    let id = history["recent"][0]["id"].as_str().unwrap().to_string();
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("history.json"), history.to_string()).unwrap();
    // The optimum the suite solved once, cached where `review` looks: solving it again
    // in the child tests nothing about names and costs seconds of a core.
    yahtzee::store::optimum_cache::save(dir.path(), &common::classic_optimum()).unwrap();
    let out = yahtzee(dir.path(), &["stats"]);
    assert!(stdout(&out).contains("Ana\\u{200b}\\u{202e}"), "{out:?}");
    for args in [
        &["stats", "--json"][..],
        &["review", "--json", "--match", &id],
    ] {
        let out = yahtzee(dir.path(), args);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {out:?}");
        let text = stdout(&out);
        assert!(!has_raw(&text.replace('\n', " ")), "{args:?}: {text:?}");
        let json: serde_json::Value = serde_json::from_str(&text).unwrap();
        // Read back, the name is the name.
        assert!(json.to_string().contains(name), "{args:?}: {text}");
        assert!(text.contains("\"Ana\\u200b\\u202e\""), "{args:?}: {text}");
    }
}

#[test]
fn setup_refuses_typing_a_format_character_and_starting_with_one() {
    let mut setup = yahtzee::tui::screens::setup::default_setup();
    setup.seats = vec![
        Seat::human("Zoe\u{200b}"),
        Seat::cpu("Strong CPU", Level::Strong),
    ];
    let mut app = common::app(
        MemoryStore::new(),
        Start::Setup {
            setup: Some(setup),
            seed: Some(3),
        },
    );
    // The remembered name is shown escaped.
    let screen = clean_screen(&mut app, 100, 30);
    assert!(screen.contains("Zoe\\u{200b}"), "{screen}");
    // Starting with it is refused, with the reason.
    chars(&mut app, "s");
    assert_eq!(app.screen_name(), "setup");
    let screen = clean_screen(&mut app, 100, 30);
    assert!(screen.contains("Cannot start: the name"), "{screen}");
    // Typing one is refused; the rest of the name is typed.
    key(&mut app, KeyCode::Enter);
    for _ in 0..8 {
        key(&mut app, KeyCode::Backspace);
    }
    chars(&mut app, "A\u{202e}na");
    key(&mut app, KeyCode::Enter);
    let screen = clean_screen(&mut app, 100, 30);
    assert!(screen.contains("A name cannot hold"), "{screen}");
    assert!(screen.contains("(\\u{202e} was left"), "{screen}");
    chars(&mut app, "s");
    assert_eq!(app.screen_name(), "play");
    assert_eq!(app.current_match().unwrap().seats()[0].name, "Ana");
}

// 15. New lines and tabs from an argument.

#[test]
fn new_lines_and_tabs_in_an_argument_are_escaped_in_messages() {
    let data = with_history();
    let out_dir = tempfile::tempdir().unwrap();
    let odd = out_dir.path().join("a\nb\tc");
    let odd = odd.to_str().unwrap();
    for (args, shown) in [
        (&["advise", "--card", "ones=3\nfoo"][..], "ones=3\\nfoo"),
        (&["advise", "--card", "on\tes=3"], "on\\tes"),
        (&["odds", "--card", "ones=x\ty", "--card", ""], "ones=x\\ty"),
        (&["odds", "--card", "fo\nurs=4", "--card", ""], "fo\\nurs"),
        (
            &["config", "--check", "/no/such\nfile\t.toml"],
            "such\\nfile\\t.toml",
        ),
    ] {
        let out = yahtzee(data.path(), args);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(shown), "{args:?}: {err}");
        assert_eq!(
            err.lines().count(),
            2 - usize::from(args[0] != "config"),
            "{args:?}: {err}"
        );
        assert!(!err.contains('\t'), "{args:?}: {err:?}");
    }
    let out = yahtzee(data.path(), &["card", "--output", odd]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let said = stdout(&out);
    assert!(said.contains("a\\nb\\tc"), "{said:?}");
    assert_eq!(said.lines().count(), 1, "{said:?}");
    assert!(!said.contains('\t'), "{said:?}");
}

// 16. A refused value is quoted short, escaped, with its reason.

#[test]
fn a_refused_argument_is_one_short_escaped_line_with_its_reason() {
    let dir = tempfile::tempdir().unwrap();
    let long = "W".repeat(100_000);
    // 100,000 characters of names, the last one refused.
    let many = format!("{}x\u{1b}", "W,".repeat(49_990));
    for (args, reason) in [
        (
            vec!["new", "--players", long.as_str()],
            "longer than 16 characters",
        ),
        (vec!["new", "--seed", "12\n34"], "invalid digit"),
        (
            vec!["new", "--speed", "\u{1b}[31mfast"],
            "unknown CPU speed",
        ),
        (vec!["host", "--guests", long.as_str()], "the name"),
        (vec!["host", "--guests", many.as_str()], "'x\\e': the name"),
        (vec!["host", "--guests", "Ana\nBen"], "the name"),
        (vec!["host", "--guests", "Ana\u{1b}[2J"], "the name"),
        (
            vec!["host", "--listen", long.as_str()],
            "invalid socket address",
        ),
        (
            vec!["sim", "--players", "perf\nect,shark"],
            "unknown CPU level",
        ),
        (vec!["rules", "--set", long.as_str()], "is not KEY=VALUE"),
    ] {
        let out = yahtzee(dir.path(), &args);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{:?}: {err}", &args[..2]);
        assert!(
            err.len() < 400,
            "{:?}: {} bytes: {err}",
            &args[..2],
            err.len()
        );
        assert!(err.contains(reason), "{:?}: {err}", &args[..2]);
        assert_eq!(err.lines().count(), 1, "{:?}: {err}", &args[..2]);
        assert!(!has_raw(&err), "{:?}: {err:?}", &args[..2]);
    }
    // The escape sequence is shown, not dropped.
    let out = yahtzee(dir.path(), &["new", "--seed", "1\u{1b}[31m2"]);
    assert!(stderr(&out).contains("'1\\e[31m2'"), "{out:?}");
}

// 17. Keys in the config file.

#[test]
fn a_control_or_invisible_key_in_the_config_is_refused_with_its_line() {
    let text = "[keys.play]\nroll = \"space \\u001b\"\nhint = \"\\u009b\"\nundo = [\"\\u200b\"]\nhold = \"1 2 3 4 \\u0301\"\n";
    let (config, problems) = yahtzee::config::parse(text);
    let lines: Vec<usize> = problems.iter().map(|p| p.line).collect();
    assert_eq!(lines, vec![2, 3, 4, 5], "{problems:#?}");
    for p in &problems {
        assert!(
            p.message
                .contains("is a control or invisible character, not a key"),
            "{p:?}"
        );
        assert!(!has_raw(&p.message), "{p:?}");
    }
    // Every key the help shows is visible.
    for (keys, _) in config
        .keys
        .help_entries(yahtzee::tui::keymap::Context::Play)
    {
        assert!(!has_raw(&keys) && !keys.ends_with('/'), "{keys:?}");
    }
}

// 18. Messages about damaged files.

#[test]
fn damage_is_told_once_in_under_400_characters() {
    let dir = tempfile::tempdir().unwrap();
    let mut history = fixture_history();
    // A name long enough, and full enough of escapes, to make a long reason.
    history["recent"][0]["match"]["seats"][0]["name"] = "\u{1b}\u{202e}".repeat(5_000).into();
    fs::write(dir.path().join("history.json"), history.to_string()).unwrap();
    let out = yahtzee(dir.path(), &["stats"]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert_eq!(err.lines().count(), 1, "said once: {err}");
    let line = err.lines().next().unwrap();
    assert!(
        line.chars().count() < 400,
        "{} chars: {line}",
        line.chars().count()
    );
    assert!(
        line.contains("it was kept as history.json.corrupt-"),
        "{line}"
    );
    assert!(line.ends_with("so statistics count from here."), "{line}");
    assert!(!has_raw(&err), "{err:?}");
    // The next time, the history kept aside is mentioned once, as the reason the figures
    // start later.
    let out = yahtzee(dir.path(), &["stats"]);
    assert_eq!(stderr(&out).lines().count(), 1, "{out:?}");
    assert!(stderr(&out).contains("an earlier match history was damaged"));
}

#[cfg(unix)]
#[test]
fn a_history_that_is_a_link_to_nothing_is_said_in_one_sentence() {
    let dir = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink(
        dir.path().join("gone.json"),
        dir.path().join("history.json"),
    )
    .unwrap();
    let out = yahtzee(dir.path(), &["stats"]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("The match history cannot be read: it is a link to "),
        "{err}"
    );
    assert!(!err.contains(".."), "{err}");
}
