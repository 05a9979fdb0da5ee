//! A player's match must never disappear: every path that starts a match asks before
//! replacing one, two windows on one folder never overwrite each other, damaged, special and
//! oversized files are refused with a message and kept aside under unique names, and files
//! written by the previous release still load.

use crate::common;
use crate::common::Newest;
use yahtzee_testkit::build;

use std::fs;
use std::path::Path;
use std::time::{Duration, Instant, SystemTime};

use common::*;
use ratatui::crossterm::event::KeyCode;
use yahtzee::game::{Action, Level, Match, MatchSetup, Seat};
use yahtzee::rules::Ruleset;
use yahtzee::store::fsutil::{STALE_TEMP_AGE, faults, temp_files};
use yahtzee::store::{
    DiskStore, FinishedMatch, History, LastSetup, LoadOutcome, MatchOptions, Storage,
};
use yahtzee::tui::Prefs;
use yahtzee::tui::{App, Exit, Start};

fn files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| !n.ends_with(".lock"))
        .collect();
    names.sort();
    names
}

/// Puts `bytes` in place as the save of the match "m".
fn put_save(dir: &Path, bytes: impl AsRef<[u8]>) {
    let path = crate::common::save_path(dir, "m");
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, bytes).unwrap();
}

fn disk_app(dir: &Path, start: Start) -> App {
    let mut app = App::new(
        Box::new(DiskStore::new(dir.to_path_buf())),
        shelf(),
        Prefs::default(),
        start,
    );
    app.handle(yahtzee::tui::Input::Resize(100, 30));
    app
}

// 1. No path discards an unfinished match without the player saying so.

#[test]
fn starting_from_the_command_line_keeps_the_match_in_progress() {
    let dir = tempfile::tempdir().unwrap();
    let saved = in_progress();
    DiskStore::new(dir.path().to_path_buf())
        .save_match(&crate::common::mid("kept"), &save_of(&saved, "kept"))
        .unwrap();
    let app = disk_app(
        dir.path(),
        Start::Match {
            setup: ana_and_bo().seed(77).setup(),
            options: MatchOptions::default(),
        },
    );
    assert_eq!(app.screen_name(), "play");
    assert_eq!(
        app.overlay_name(),
        None,
        "nothing to ask: nothing is replaced"
    );
    assert_ne!(*app.current_match().unwrap(), saved);
    drop(app);
    let mut store = DiskStore::new(dir.path().to_path_buf());
    assert_eq!(store.list_matches().len(), 2);
    let LoadOutcome::Loaded(still) = store.load_match(&crate::common::mid("kept")) else {
        panic!("the saved match is gone")
    };
    assert_eq!(*still.game(), saved, "the saved match is untouched");
}

#[test]
fn setup_and_rematch_start_beside_the_saved_match() {
    // Setup's Start beside a saved match asks nothing and keeps it.
    let store = store_with_match(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana")],
        "",
        MatchOptions::default(),
    );
    let mut app = app(
        store,
        Start::Setup {
            setup: None,
            seed: Some(3),
        },
    );
    key(&mut app, KeyCode::Char('s'));
    assert_eq!(app.overlay_name(), None);
    assert_eq!(app.screen_name(), "play");
    assert_eq!(app.store_mut().list_matches().len(), 2);
    // A rematch from the results screen of a practice match with a normal match saved
    // starts in the practice slot, and asks nothing.
    let dir = tempfile::tempdir().unwrap();
    DiskStore::new(dir.path().to_path_buf())
        .save_match(
            &crate::common::mid("kept"),
            &save_of(&in_progress(), "kept"),
        )
        .unwrap();
    let mut app = disk_app(
        dir.path(),
        Start::Match {
            setup: MatchSetup {
                seats: vec![Seat::cpu("Bot", Level::Beginner)],
                ..two_seats()
            },
            options: MatchOptions {
                practice: true,
                ..instant()
            },
        },
    );
    for _ in 0..200 {
        app.tick(Duration::from_millis(50));
    }
    assert_eq!(app.screen_name(), "results");
    crate::common::settle_results(&mut app);
    key(&mut app, KeyCode::Char('r'));
    assert_eq!(app.screen_name(), "play");
    assert_eq!(app.overlay_name(), None);
    drop(app);
    assert!(matches!(
        DiskStore::new(dir.path().to_path_buf()).load_newest(false),
        LoadOutcome::Loaded(l) if l.id() == "kept"
    ));
}

// 2. Two windows on one data folder.

#[test]
fn a_second_window_cannot_touch_the_match_the_first_one_holds() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = disk_app(
        dir.path(),
        Start::Match {
            setup: two_seats(),
            options: MatchOptions::default(),
        },
    );
    key(&mut first, KeyCode::Char(' '));
    let mut second = disk_app(
        dir.path(),
        Start::Resume(crate::common::newest_in(dir.path(), false)),
    );
    assert_eq!(second.screen_name(), "menu");
    let screen = text(&mut second, 100, 30);
    assert!(
        screen.contains("being played in another window"),
        "{screen}"
    );
    assert!(
        !screen.contains("Saved:"),
        "no match to resume here:\n{screen}"
    );
    // A direct write from the second window is refused too.
    let mut other = DiskStore::new(dir.path().to_path_buf());
    let held = other.newest(false);
    assert!(matches!(other.load_match(&held), LoadOutcome::Busy { .. }));
    assert!(
        other
            .save_match(&held, &save_of(&in_progress(), "intruder"))
            .is_err()
    );
    // The safe things still work: rules, statistics, history, and a practice match.
    let mut practice = disk_app(
        dir.path(),
        Start::Match {
            setup: MatchSetup {
                seats: vec![Seat::human("Cy")],
                ..two_seats()
            },
            options: MatchOptions {
                practice: true,
                ..MatchOptions::default()
            },
        },
    );
    assert_eq!(practice.screen_name(), "play");
    key(&mut practice, KeyCode::Char(' '));
    assert_eq!(
        other.list_matches().len(),
        2,
        "the practice match beside it"
    );
    // The first window's moves are what is saved.
    key(&mut first, KeyCode::Char('1'));
    drop(first);
    let LoadOutcome::Loaded(saved) = other.load_newest(false) else {
        panic!("the first window's save is readable once it closes")
    };
    assert!(saved.game().throw().unwrap().held.count() == 1);
}

#[test]
fn two_matches_ending_at_once_are_both_in_the_history() {
    let dir = tempfile::tempdir().unwrap();
    let games: Vec<Match> = (0..2).map(|s| finished_match(40 + s)).collect();
    let threads: Vec<_> = (0..2)
        .map(|t| {
            let dir = dir.path().to_path_buf();
            let game = games[t].clone();
            std::thread::spawn(move || {
                let mut store = DiskStore::new(dir);
                for i in 0..15 {
                    store
                        .archive(
                            FinishedMatch {
                                id: format!("w{t}-{i}"),
                                started_unix: 1,
                                finished_unix: 2,
                                options: MatchOptions::default(),
                                record: game.to_record(),
                            },
                            true,
                        )
                        .unwrap();
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    let (history, problem) = DiskStore::new(dir.path().to_path_buf()).history();
    assert!(problem.is_none(), "{problem:?}");
    assert_eq!(history.summaries.len(), 30, "no finished match was lost");
}

// 3. A damaged history found at match end is reported.

#[test]
fn a_damaged_history_found_at_the_end_of_a_match_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("history.json"), b"{ damaged").unwrap();
    // The menu reports it at once when it is found there.
    let mut app = disk_app(dir.path(), Start::Menu);
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("history was damaged"), "{screen}");
    drop(app);
    // Found at the end of a match: said on the results screen, then in the menu.
    let mut app = disk_app(
        dir.path(),
        Start::Match {
            setup: MatchSetup {
                seats: vec![Seat::cpu("Bot", Level::Beginner)],
                ..two_seats()
            },
            options: instant(),
        },
    );
    fs::write(dir.path().join("history.json"), b"{ damaged again").unwrap();
    for _ in 0..200 {
        app.tick(Duration::from_millis(50));
    }
    assert_eq!(app.screen_name(), "results");
    crate::common::settle_results(&mut app);
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("history was damaged"), "{screen}");
    key(&mut app, KeyCode::Char('m'));
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("history was damaged"), "{screen}");
    let kept = files(dir.path())
        .into_iter()
        .filter(|n| n.starts_with("history.json.corrupt-"))
        .count();
    assert_eq!(kept, 2, "both damaged histories were kept");
    // And `stats` says on stderr that statistics restarted.
    let out = common::run(dir.path(), &["stats"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("history.json.corrupt-"), "{stderr}");
}

// 4. Stale temporaries.

#[test]
fn temporaries_left_by_a_killed_write_are_removed_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let solver = dir.path().join("solver");
    fs::create_dir_all(&solver).unwrap();
    let old = SystemTime::now() - STALE_TEMP_AGE - Duration::from_secs(5);
    for p in [dir.path().join(".tmp-a1.part"), solver.join(".tmp-b2.part")] {
        fs::write(&p, vec![0u8; 4096]).unwrap();
        fs::File::options()
            .write(true)
            .open(&p)
            .unwrap()
            .set_modified(old)
            .unwrap();
    }
    let fresh = dir.path().join(".tmp-c3.part");
    fs::write(&fresh, b"a write under way").unwrap();
    let _store = DiskStore::new(dir.path().to_path_buf());
    assert_eq!(temp_files(dir.path()), vec![fresh]);
    assert!(temp_files(&solver).is_empty());
}

// 5. Names of files kept aside never collide.

#[test]
fn two_damaged_saves_in_one_second_are_both_kept() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    for text in ["first damage", "second damage"] {
        put_save(dir.path(), text);
        assert!(matches!(
            store.load_match(&crate::common::mid("m")),
            LoadOutcome::Damaged { .. }
        ));
    }
    let mut kept: Vec<String> = files(&dir.path().join("matches"))
        .iter()
        .map(|n| fs::read_to_string(dir.path().join("matches").join(n)).unwrap())
        .collect();
    kept.sort();
    assert_eq!(kept, ["first damage", "second damage"]);
}

// 6. setup.json is checked like a save.

#[test]
fn a_damaged_setup_is_kept_aside_and_reported() {
    let good = LastSetup {
        rules: Ruleset::CLASSIC,
        seats: vec![Seat::human("Ana")],
        options: MatchOptions::default(),
        same_dice: false,
        language: None,
    };
    let json = serde_json::to_string(&good).unwrap();
    let mut negative: serde_json::Value = serde_json::from_str(&json).unwrap();
    negative["options"]["coach_threshold"] = serde_json::json!(-1.0);
    let mut typo: serde_json::Value = serde_json::from_str(&json).unwrap();
    typo["options"]["coach_treshold"] = serde_json::json!(3.0);
    for (what, bytes) in [
        ("a negative coach threshold", negative.to_string()),
        ("a misspelt key", typo.to_string()),
        ("not JSON", "{ seats".to_string()),
    ] {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("setup.json"), &bytes).unwrap();
        let mut app = disk_app(dir.path(), Start::Menu);
        let screen = text(&mut app, 100, 30);
        assert!(
            screen.contains("setup was damaged"),
            "{what}: reported\n{screen}"
        );
        let kept: Vec<String> = files(dir.path())
            .into_iter()
            .filter(|n| n.starts_with("setup.json.corrupt-"))
            .collect();
        assert_eq!(kept.len(), 1, "{what}: kept aside");
        assert_eq!(
            fs::read_to_string(dir.path().join(&kept[0])).unwrap(),
            bytes
        );
    }
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("setup.json"), &json).unwrap();
    assert_eq!(
        DiskStore::new(dir.path().to_path_buf()).last_setup(),
        Some(good)
    );
}

// 7. Special and huge files.

#[test]
fn special_and_huge_files_are_refused_quickly_with_a_message() {
    let dir = tempfile::tempdir().unwrap();
    let path = crate::common::save_path(dir.path(), "m");
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    type Make<'a> = Box<dyn Fn() + 'a>;
    let mut cases: Vec<(&str, Make)> = vec![(
        "a 20 MB save",
        Box::new(|| fs::write(&path, vec![b' '; 20 << 20]).unwrap()),
    )];
    #[cfg(unix)]
    {
        cases.push((
            "a link to /dev/zero",
            Box::new(|| std::os::unix::fs::symlink("/dev/zero", &path).unwrap()),
        ));
        cases.push((
            "a named pipe",
            Box::new(|| {
                let made = std::process::Command::new("mkfifo")
                    .arg(&path)
                    .status()
                    .unwrap();
                assert!(made.success());
            }),
        ));
    }
    for (what, make) in cases {
        let _ = fs::remove_file(&path);
        make();
        let started = Instant::now();
        let outcome = DiskStore::new(dir.path().to_path_buf()).load_match(&crate::common::mid("m"));
        assert!(started.elapsed() < Duration::from_secs(5), "{what}: quick");
        match outcome {
            LoadOutcome::Damaged { message } => {
                assert!(
                    message.contains("not a regular file") || message.contains("more than"),
                    "{what}: {message}"
                );
            }
            other => panic!("{what}: {other:?}"),
        }
        assert!(!path.exists(), "{what}: moved aside");
    }
}

// 8. An unconfirmed folder sync is reported as what it is.

#[test]
fn a_failed_folder_sync_after_the_rename_is_not_called_a_failed_save() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let game = in_progress();
    faults::fail_at(Some(faults::Step::DirSync));
    let result = store.save_match(&crate::common::mid("m"), &save_of(&game, "m"));
    faults::fail_at(None);
    assert!(result.is_ok(), "the save is in place: {result:?}");
    let notices = store.take_notices();
    assert!(
        notices.iter().any(|n| n.contains("could not confirm")),
        "{notices:?}"
    );
    assert!(matches!(
        store.load_newest(false),
        LoadOutcome::Loaded(l) if *l.game() == game
    ));
    // A failure before the rename is a failed save, and the old save stays.
    faults::fail_at(Some(faults::Step::Rename));
    let result = store.save_match(&crate::common::mid("m"), &save_of(&finished_match(1), "m"));
    faults::fail_at(None);
    assert!(result.is_err());
    assert!(matches!(
        store.load_newest(false),
        LoadOutcome::Loaded(l) if *l.game() == game
    ));
}

// 9. Finishing a match is one recoverable step.

#[test]
fn a_save_of_a_match_already_in_the_history_is_retired_with_a_message() {
    let dir = tempfile::tempdir().unwrap();
    let done = finished_match(8);
    // The last save before the final placement, as a kill after archiving leaves it.
    let log = done.log();
    let last_score = log
        .iter()
        .rposition(|e| matches!(e.action, Action::Score { .. }))
        .unwrap();
    let before_end = Match::replay(
        *done.rules(),
        done.seats().to_vec(),
        done.start_dice_source().clone(),
        &log[..last_score],
    )
    .unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    store
        .archive(
            FinishedMatch {
                id: "m1".into(),
                started_unix: 1,
                finished_unix: 2,
                options: MatchOptions::default(),
                record: done.to_record(),
            },
            true,
        )
        .unwrap();
    store
        .save_match(&crate::common::mid("m1"), &save_of(&before_end, "m1"))
        .unwrap();
    drop(store);
    let mut app = disk_app(dir.path(), Start::Menu);
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("had already finished"), "{screen}");
    assert!(!screen.contains("Saved:"), "no Resume of a finished match");
    assert!(!crate::common::save_path(dir.path(), "m1").exists());
    assert!(
        files(&dir.path().join("matches"))
            .iter()
            .any(|n| n.starts_with("m1.json.finished-"))
    );
    // A save that holds the finished match (a kill between archiving and removing it) is
    // archived once and removed.
    drop(app);
    let mut store = DiskStore::new(dir.path().to_path_buf());
    store
        .save_match(&crate::common::mid("m2"), &save_of(&done, "m2"))
        .unwrap();
    drop(store);
    let mut app = disk_app(dir.path(), Start::Menu);
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("moved to history"), "{screen}");
    drop(app);
    let (history, _) = DiskStore::new(dir.path().to_path_buf()).history();
    assert_eq!(history.summaries.len(), 2);
    assert!(!crate::common::save_path(dir.path(), "m2").exists());
}

// 10. Loaders check everything a file can say.

fn damaged_message(bytes: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    put_save(dir.path(), bytes);
    match DiskStore::new(dir.path().to_path_buf()).load_match(&crate::common::mid("m")) {
        LoadOutcome::Damaged { message } => message,
        other => panic!("expected damaged, got {other:?}"),
    }
}

#[test]
fn saves_that_say_too_much_are_refused() {
    let mut m = in_progress();
    let seat = m.current_seat().unwrap();
    m.apply(
        seat,
        Action::ToggleHold {
            die: yahtzee::rules::DieIndex::new(1).unwrap(),
        },
    )
    .unwrap();
    m.undo(seat).unwrap();
    let good = serde_json::to_value(save_of(&m, "x")).unwrap();
    assert!(matches!(
        {
            let dir = tempfile::tempdir().unwrap();
            put_save(dir.path(), good.to_string());
            DiskStore::new(dir.path().to_path_buf()).load_match(&crate::common::mid("m"))
        },
        LoadOutcome::Loaded(_)
    ));
    let edit = |f: &dyn Fn(&mut serde_json::Value)| {
        let mut v = good.clone();
        f(&mut v);
        damaged_message(v.to_string().as_bytes())
    };
    let cases: Vec<(&str, String, &str)> = vec![
        ("version 0", edit(&|v| v["version"] = 0.into()), "version 0"),
        (
            "scripted dice",
            {
                let scripted = Match::with_dice(
                    Ruleset::CLASSIC,
                    vec![Seat::human("Ana")],
                    yahtzee::game::DiceSource::scripted(faces("66666"), 1),
                )
                .unwrap();
                damaged_message(
                    serde_json::to_string(&save_of(&scripted, "s"))
                        .unwrap()
                        .as_bytes(),
                )
            },
            "fixed in advance",
        ),
        (
            "an unknown option",
            edit(&|v| v["options"]["cpu_sped"] = "fast".into()),
            "unknown field",
        ),
        (
            "an unknown key in a log entry",
            edit(&|v| v["match"]["log"][0]["face"] = 6.into()),
            "unknown field",
        ),
        (
            "a roll with a box",
            edit(&|v| v["match"]["log"][0]["box"] = "ones".into()),
            "needs exactly its own fields",
        ),
        (
            "an undone throw",
            edit(&|v| v["match"]["log"][0]["undone"] = true.into()),
            "cannot be taken back",
        ),
        (
            // Taken-back hold changes are no longer kept; older saves hold them.
            "an undone entry that was never legal",
            edit(&|v| {
                let log = v["match"]["log"].as_array_mut().unwrap();
                log.push(serde_json::json!({
                    "seat": 1, "action": "toggle_hold", "die": 1, "undone": true
                }));
            }),
            "not your turn",
        ),
        (
            "a coach threshold of -1",
            edit(&|v| v["options"]["coach_threshold"] = (-1.0).into()),
            "coach threshold",
        ),
    ];
    for (what, message, expect) in cases {
        assert!(message.contains(expect), "{what}: {message}");
    }
}

/// Numbers at the edge of their type, where a file may put them: each is refused with a
/// sentence naming it, never a panic (the tests run with overflow checks) and never a wrapped
/// value such as "seat 0".
#[test]
fn numbers_out_of_range_in_a_save_are_refused_by_name() {
    let mut m = in_progress();
    let seat = m.current_seat().unwrap();
    let b = m.placements().unwrap().allowed().next().unwrap().0;
    m.apply(seat, Action::score_at(b)).unwrap();
    let next = m.current_seat().unwrap();
    m.apply(next, Action::Roll).unwrap();
    m.apply(
        next,
        Action::ToggleHold {
            die: yahtzee::rules::DieIndex::new(0).unwrap(),
        },
    )
    .unwrap();
    let good = serde_json::to_value(save_of(&m, "x")).unwrap();
    let edit = |f: &dyn Fn(&mut serde_json::Value)| {
        let mut v = good.clone();
        f(&mut v);
        damaged_message(v.to_string().as_bytes())
    };
    let first_box = |v: &mut serde_json::Value| {
        let boxes = v["match"]["cards"][0]["boxes"].as_object_mut().unwrap();
        let key = boxes.keys().next().unwrap().clone();
        boxes.insert(key, 65535.into());
    };
    let mut cases: Vec<(&str, String, &str)> = vec![
        (
            "the turn's seat 255",
            edit(&|v| v["match"]["turn"]["seat"] = 255.into()),
            "seat 256, but there are only 2 seats",
        ),
        (
            "a log entry by seat 255",
            edit(&|v| v["match"]["log"][0]["seat"] = 255.into()),
            "there is no seat 256",
        ),
        (
            "a seat of 256",
            edit(&|v| v["match"]["log"][0]["seat"] = 256.into()),
            "256",
        ),
        (
            "255 rolls used",
            edit(&|v| v["match"]["turn"]["rolls_used"] = 255.into()),
            "255 rolls used this turn, but the rules allow 3",
        ),
        ("65535 points in a box", edit(&first_box), "65535"),
        (
            "65535 extra Yahtzees",
            edit(&|v| v["match"]["cards"][0]["extra_yahtzees"] = 65535.into()),
            "65535 extra Yahtzees, but a card has room for at most 12",
        ),
        (
            "die index 5",
            edit(&|v| v["match"]["log"][3]["die"] = 5.into()),
            "not index 5",
        ),
        (
            "die index 255",
            edit(&|v| v["match"]["log"][3]["die"] = 255.into()),
            "not index 255",
        ),
        (
            "column 255",
            edit(&|v| v["match"]["log"][1]["column"] = 255.into()),
            "column 255 does not exist",
        ),
    ];
    // A score pad's corrections: points and bonus counts no card can hold.
    let mut pad = Match::new(&MatchSetup {
        seats: vec![Seat::human("Ana"), Seat::human("Bo")],
        ..two_seats()
    })
    .unwrap();
    pad.apply(
        pad.current_seat().unwrap(),
        Action::Record {
            b: yahtzee::rules::BoxId::Chance,
            column: Default::default(),
            points: 20,
            bonus: false,
        },
    )
    .unwrap();
    let mut pad_save = save_of(&pad, "p");
    pad_save.options.score_pad = true;
    let pad_good = serde_json::to_value(pad_save).unwrap();
    let correction = |entry: serde_json::Value| {
        let mut v = pad_good.clone();
        v["match"]["log"].as_array_mut().unwrap().push(entry);
        damaged_message(v.to_string().as_bytes())
    };
    cases.extend([
        (
            "a correction of 65535 points",
            correction(serde_json::json!({
                "seat": 0, "action": "correct", "box": "chance", "points": 65535
            })),
            "Chance cannot hold 65535",
        ),
        (
            "65535 bonuses by correction",
            correction(serde_json::json!({
                "seat": 0, "action": "correct_bonus", "count": 65535
            })),
            "65535 extra Yahtzees",
        ),
        (
            "a correction by seat 255",
            correction(serde_json::json!({
                "seat": 255, "action": "correct", "box": "chance", "points": 20
            })),
            "there is no seat 256",
        ),
    ]);
    for (what, message, expect) in cases {
        assert!(message.contains(expect), "{what}: {message}");
        assert!(!message.contains("seat 0"), "{what}: {message}");
    }
}

#[test]
fn a_damaged_save_appearing_during_play_is_kept_aside() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let m = in_progress();
    store
        .save_match(&crate::common::mid("x"), &save_of(&m, "x"))
        .unwrap();
    fs::write(
        crate::common::save_path(dir.path(), "x"),
        b"edited by hand {",
    )
    .unwrap();
    store
        .save_match(&crate::common::mid("x"), &save_of(&m, "x"))
        .unwrap();
    let notices = store.take_notices();
    assert!(
        notices.iter().any(|n| n.contains("damaged save appeared")),
        "{notices:?}"
    );
    let kept: Vec<String> = files(&dir.path().join("matches"))
        .into_iter()
        .filter(|n| n.starts_with("x.json.corrupt-"))
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(
        fs::read(dir.path().join("matches").join(&kept[0])).unwrap(),
        b"edited by hand {"
    );
}

#[test]
fn histories_with_impossible_content_are_refused() {
    let done = finished_match(3);
    let mut store = yahtzee::store::MemoryStore::new();
    store
        .archive(
            FinishedMatch {
                id: "a".into(),
                started_unix: 1,
                finished_unix: 2,
                options: MatchOptions::default(),
                record: done.to_record(),
            },
            true,
        )
        .unwrap();
    let good = serde_json::to_value(store.history().0).unwrap();
    assert!(
        serde_json::from_value::<History>(good.clone())
            .unwrap()
            .validate()
            .is_ok()
    );
    let edit = |f: &dyn Fn(&mut serde_json::Value)| {
        let mut v = good.clone();
        f(&mut v);
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("history.json"), v.to_string()).unwrap();
        let (history, problem) = DiskStore::new(dir.path().to_path_buf()).history();
        assert!(history.summaries.is_empty());
        problem.expect("a problem is reported")
    };
    let cases: Vec<(&str, String, &str)> = vec![
        (
            "a huge total",
            edit(&|v| v["summaries"][0]["seats"][0]["total"] = 4_294_967_295u64.into()),
            "more than any rules allow",
        ),
        (
            "rank 0",
            edit(&|v| v["summaries"][0]["seats"][0]["rank"] = 0.into()),
            "ranked 0",
        ),
        (
            "an empty name",
            edit(&|v| v["summaries"][0]["seats"][0]["name"] = "".into()),
            "no name",
        ),
        (
            "duplicate ids",
            edit(&|v| {
                let s = v["summaries"][0].clone();
                v["summaries"].as_array_mut().unwrap().push(s);
            }),
            "listed twice",
        ),
        (
            "an unknown key",
            edit(&|v| v["summaries"][0]["winner"] = "me".into()),
            "unknown field",
        ),
        (
            "a kept match that does not replay",
            edit(&|v| v["recent"][0]["match"]["cards"][0]["boxes"]["ones"] = 5.into()),
            "kept match 1",
        ),
    ];
    for (what, message, expect) in cases {
        assert!(message.contains(expect), "{what}: {message}");
        assert!(
            message.contains("kept as history.json.corrupt-"),
            "{what}: {message}"
        );
    }
}

// Files written by the previous release (0.1.0) load and resume.

/// A data folder holding the files a release wrote (`tests/fixtures/v<version>`).
fn fixture_dir_of(version: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let from = yahtzee_testkit::fixtures::fixture(format!("v{version}"));
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        fs::copy(entry.path(), dir.path().join(entry.file_name())).unwrap();
    }
    dir
}

fn fixture_dir() -> tempfile::TempDir {
    fixture_dir_of("0.1.0")
}

#[test]
fn files_from_the_previous_release_load_and_resume() {
    let dir = fixture_dir();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let (history, problem) = store.history();
    assert!(problem.is_none(), "{problem:?}");
    assert_eq!(history.summaries.len(), 1);
    assert_eq!(history.recent.len(), 1);
    let setup = store.last_setup().expect("the setup loads");
    assert!(setup.options.practice);
    assert!(store.take_notices().is_empty());
    for slot in [false, true] {
        let LoadOutcome::Loaded(loaded) = store.load_newest(slot) else {
            panic!("{slot:?} does not load")
        };
        let mut game = loaded.game().clone();
        assert!(!game.is_over());
        let seat = game.current_seat().unwrap();
        if game.rolls_left() > 0 {
            game.apply(seat, Action::Roll).unwrap();
        }
        let b = game.placements().unwrap().allowed().next().unwrap().0;
        game.apply(seat, Action::score_at(b)).unwrap();
    }
    drop(store);
    // And in the game: the menu offers to resume it, naming it.
    let mut app = disk_app(dir.path(), Start::Menu);
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Saved: 2 matches; newest"), "{screen}");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "matches");
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Ana and Bo"), "{screen}");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "play");
}

// Files written by the build before the config file, real dice and score pads (commit
// bf32a1b, which still called itself 0.1.0 but added chance to win, hints and per-box
// results): a finished match in the history, a three-seat match in progress with held dice,
// and its setup. They load unchanged, and the match resumes and plays on.
#[test]
fn files_from_the_build_before_real_dice_load_and_resume() {
    let dir = fixture_dir_of("0.2.0");
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let (history, problem) = store.history();
    assert!(problem.is_none(), "{problem:?}");
    assert_eq!(history.summaries.len(), 1);
    assert_eq!(
        history.summaries[0].play,
        yahtzee::store::PlayMode::OnScreen
    );
    assert!(history.summaries[0].seats[0].boxes.is_some());
    let setup = store.last_setup().expect("the setup loads");
    assert!(setup.options.real_dice.is_empty() && !setup.options.score_pad);
    let LoadOutcome::Loaded(loaded) = store.load_newest(false) else {
        panic!("the autosave does not load")
    };
    assert!(store.take_notices().is_empty());
    let mut game = loaded.game().clone();
    assert_eq!(game.seats().len(), 3);
    let seat = game.current_seat().unwrap();
    assert!(
        game.throw().is_some_and(|t| t.held.count() > 0),
        "held dice kept"
    );
    if game.rolls_left() > 0 {
        game.apply(seat, Action::Roll).unwrap();
    }
    let b = game.placements().unwrap().allowed().next().unwrap().0;
    game.apply(seat, Action::score_at(b)).unwrap();
    drop(store);
    let mut app = disk_app(
        dir.path(),
        Start::Resume(crate::common::newest_in(dir.path(), false)),
    );
    assert_eq!(app.screen_name(), "play");
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Ana") && screen.contains("Ben"), "{screen}");
}

#[test]
fn files_from_the_release_before_card_layouts_load_and_resume() {
    // Written by 0.3.0 (52d223a), with its own code: a finished real-dice match, a finished
    // score pad with a correction, a 3-seat autosave mid-turn with typed throws, the setup.
    let dir = fixture_dir_of("0.3.0");
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let (history, problem) = store.history();
    assert!(problem.is_none(), "{problem:?}");
    assert_eq!(history.summaries.len(), 2);
    for summary in &history.summaries {
        assert_eq!(summary.layout, yahtzee::rules::Layout::Classic);
        assert_eq!(summary.seats[0].boxes.as_ref().map(Vec::len), Some(13));
    }
    assert_eq!(
        yahtzee::store::layout_counts(&history),
        [(yahtzee::rules::Layout::Classic, 2)]
    );
    let setup = store.last_setup().expect("the setup loads");
    assert_eq!(setup.options.real_dice, [true, false, false]);
    assert_eq!(setup.rules, Ruleset::CLASSIC);
    let LoadOutcome::Loaded(loaded) = store.load_newest(false) else {
        panic!("the autosave does not load")
    };
    assert!(store.take_notices().is_empty());
    let mut game = loaded.game().clone();
    assert_eq!(game.rounds(), 13);
    let seat = game.current_seat().unwrap();
    assert!(game.throw().is_some_and(|t| t.held.count() > 0));
    game.apply(seat, Action::Roll).unwrap();
    let b = game.placements().unwrap().allowed().next().unwrap().0;
    game.apply(seat, Action::score_at(b)).unwrap();
    drop(store);
    // The statistics read them as they are.
    let out = run(dir.path(), &["stats", "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["by_layout"]["classic"]["matches"], 2);
    assert_eq!(json["by_play"]["score_pad"]["matches"], 1);
    let mut app = disk_app(
        dir.path(),
        Start::Resume(crate::common::newest_in(dir.path(), false)),
    );
    assert_eq!(app.screen_name(), "play");
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("round 3 of 13"), "{screen}");
}

#[test]
fn files_from_release_0_4_0_load_resume_and_are_rewritten_readably() {
    // Written by 0.4.0 (37b1bd8) with its own code, pretty-printed as it wrote them: Classic,
    // Yatzy and Triple matches in the history, a three-column match of three seats mid-turn
    // with holds, a practice score pad with a correction, and the setup.
    let dir = fixture_dir_of("0.4.0");
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let (history, problem) = store.history();
    assert!(problem.is_none(), "{problem:?}");
    assert_eq!(
        yahtzee::store::layout_counts(&history),
        [
            (yahtzee::rules::Layout::Classic, 1),
            (yahtzee::rules::Layout::Yatzy, 1),
            (yahtzee::rules::Layout::Triple, 1)
        ]
    );
    let before = yahtzee::store::player_stats(&history);
    let setup = store.last_setup().expect("the setup loads");
    assert_eq!(setup.rules.layout(), yahtzee::rules::Layout::ThreeColumn);
    let LoadOutcome::Loaded(loaded) = store.load_newest(false) else {
        panic!("the autosave does not load")
    };
    let LoadOutcome::Loaded(pad) = store.load_newest(true) else {
        panic!("the practice score pad does not load")
    };
    assert!(pad.options().score_pad && pad.options().practice);
    assert!(store.take_notices().is_empty());
    // It plays on, and the next write (compact now) reads back.
    let mut game = loaded.game().clone();
    let seat = game.current_seat().unwrap();
    assert!(game.throw().is_some_and(|t| t.held.count() > 0));
    game.apply(seat, Action::Roll).unwrap();
    let spot = game.placements().unwrap().allowed().next().unwrap().0;
    game.apply(seat, Action::score_at(spot)).unwrap();
    let mut file = save_of(&game, loaded.id());
    file.options = loaded.options().clone();
    store
        .save_match(&crate::common::mid(&file.id), &file)
        .unwrap();
    assert!(store.take_notices().is_empty(), "no save was kept aside");
    drop(store);
    let mut again = DiskStore::new(dir.path().to_path_buf());
    let LoadOutcome::Loaded(back) = again.load_newest(false) else {
        panic!("the rewritten save does not load")
    };
    assert_eq!(*back.game(), game);
    // The history takes one more match and keeps every figure it had.
    again
        .archive(
            FinishedMatch {
                id: "after".into(),
                started_unix: 1_797_000_000,
                finished_unix: 1_797_000_600,
                options: MatchOptions::default(),
                record: finished_match(4).to_record(),
            },
            true,
        )
        .unwrap();
    let (history, problem) = again.history();
    assert!(problem.is_none(), "{problem:?}");
    assert_eq!(history.summaries.len(), 4);
    let after = yahtzee::store::player_stats(&history);
    for old in &before {
        assert!(after.contains(old), "{} changed", old.name);
    }
}

#[test]
fn files_of_the_release_before_several_matches_load_and_play_on() {
    // Written by the binary of 8c56477, the last build with one autosave and one practice
    // save: a three-seat Yatzy match mid-turn with two dice held, a real-dice practice match
    // against a CPU, a history with one CPU match, and the setup (which remembered practice).
    let dir = fixture_dir_of("0.4.0-8c56477");
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let (history, problem) = store.history();
    assert!(problem.is_none(), "{problem:?}");
    assert_eq!(history.summaries.len(), 1);
    assert_eq!(history.recent.len(), 1);
    let setup = store.last_setup().expect("the setup loads");
    assert_eq!(setup.rules.layout(), yahtzee::rules::Layout::Yatzy);
    // Both saves become entries of the list, moved into the matches folder.
    let listed = store.list_matches();
    assert_eq!(listed.len(), 2, "{listed:?}");
    assert!(!dir.path().join("autosave.json").exists());
    assert!(!dir.path().join("practice.json").exists());
    let LoadOutcome::Loaded(three) = store.load_newest(false) else {
        panic!("the Yatzy match does not load")
    };
    let LoadOutcome::Loaded(practice) = store.load_newest(true) else {
        panic!("the practice match does not load")
    };
    assert!(store.take_notices().is_empty());
    let names: Vec<&str> = three
        .game()
        .seats()
        .iter()
        .map(|s| s.name.as_str())
        .collect();
    assert_eq!(names, ["Ana", "Ben", "Cleo"]);
    assert!(practice.options().practice && !practice.options().real_dice.is_empty());
    // The match mid-turn plays on from its held dice.
    let mut game = three.game().clone();
    let seat = game.current_seat().unwrap();
    assert!(game.throw().is_some_and(|t| t.held.count() == 2));
    game.apply(seat, Action::Roll).unwrap();
    let spot = game.placements().unwrap().allowed().next().unwrap().0;
    game.apply(seat, Action::score_at(spot)).unwrap();
    drop(store);
    // And in the game, the Resume list offers both.
    let mut app = disk_app(dir.path(), Start::Menu);
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Saved: 2 matches"), "{screen}");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "matches");
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("Cleo") && screen.contains("Dee"),
        "{screen}"
    );
}

// 11. A window holds a slot's lock only while it has a match open there.

fn two_windows(dir: &Path) -> (App, App) {
    (disk_app(dir, Start::Menu), disk_app(dir, Start::Menu))
}

/// Goes from the play screen to the main menu through the pause menu.
fn leave_to_menu(app: &mut App) {
    key(app, KeyCode::Esc);
    assert_eq!(app.overlay_name(), Some("pause"));
    for _ in 0..4 {
        key(app, KeyCode::Down);
    }
    key(app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "menu");
}

#[test]
fn a_window_idle_at_the_menu_does_not_block_another() {
    let dir = tempfile::tempdir().unwrap();
    let (mut idle, mut other) = two_windows(dir.path());
    assert_eq!(idle.screen_name(), "menu");
    // The other window starts a match from its setup screen.
    key(&mut other, KeyCode::Enter);
    assert_eq!(other.screen_name(), "setup");
    key(&mut other, KeyCode::Char('s'));
    assert_eq!(other.screen_name(), "play", "{}", text(&mut other, 100, 30));
    assert_eq!(other.overlay_name(), None);
    key(&mut other, KeyCode::Char(' '));
    assert!(crate::common::only_save(dir.path()).exists());
    let screen = text(&mut idle, 100, 30);
    assert!(!screen.contains("another window"), "{screen}");
}

#[test]
fn a_window_on_the_results_screen_does_not_block_another() {
    let dir = tempfile::tempdir().unwrap();
    let cpu_only = || Start::Match {
        setup: MatchSetup {
            seats: vec![Seat::cpu("Bot", Level::Beginner)],
            ..two_seats()
        },
        options: instant(),
    };
    let mut done = disk_app(dir.path(), cpu_only());
    for _ in 0..200 {
        done.tick(Duration::from_millis(50));
    }
    assert_eq!(done.screen_name(), "results");
    crate::common::settle_results(&mut done);
    let mut other = disk_app(
        dir.path(),
        Start::Match {
            setup: two_seats(),
            options: MatchOptions::default(),
        },
    );
    assert_eq!(other.screen_name(), "play", "{}", text(&mut other, 100, 30));
    key(&mut other, KeyCode::Char(' '));
    // The finished window's rematch is a match of its own, beside the other window's.
    key(&mut done, KeyCode::Char('r'));
    assert_eq!(done.screen_name(), "play");
    drop(done);
    drop(other);
    let listed = DiskStore::new(dir.path().to_path_buf()).list_matches();
    assert_eq!(listed.len(), 2, "{listed:?}");
    assert!(
        listed.iter().any(|e| e.brief().unwrap().players.len() == 2),
        "the other window's match is saved: {listed:?}"
    );
}

#[test]
fn a_window_playing_blocks_the_match_until_it_goes_back_to_the_menu() {
    let dir = tempfile::tempdir().unwrap();
    let (mut first, mut second) = two_windows(dir.path());
    key(&mut first, KeyCode::Enter);
    key(&mut first, KeyCode::Char('s'));
    assert_eq!(first.screen_name(), "play");
    key(&mut first, KeyCode::Char(' '));
    let played = first.current_match().unwrap().clone();
    // The second window, already at its menu, names the match as elsewhere; choosing it
    // explains, and starting over it is refused.
    let screen = text(&mut second, 100, 30);
    assert!(!screen.contains("another window"), "{screen}");
    key(&mut second, KeyCode::Esc);
    // (Quitting from a menu that showed no match needs no question.)
    assert!(second.exit().is_some());
    let mut second = disk_app(dir.path(), Start::Menu);
    let screen = text(&mut second, 100, 30);
    assert!(!screen.contains("Saved:"), "{screen}");
    // Past Daily and Learn to play, to Resume.
    key(&mut second, KeyCode::Down);
    key(&mut second, KeyCode::Down);
    key(&mut second, KeyCode::Down);
    key(&mut second, KeyCode::Enter);
    assert_eq!(second.screen_name(), "matches");
    let screen = text(&mut second, 100, 30);
    assert!(screen.contains("in another window"), "{screen}");
    key(&mut second, KeyCode::Enter);
    assert_eq!(second.screen_name(), "matches", "not resumed");
    let screen = text(&mut second, 100, 30);
    assert!(
        screen.contains("being played in another window"),
        "{screen}"
    );
    // The first window leaves its match: the save stays, and the second may now open it.
    leave_to_menu(&mut first);
    let screen = text(&mut first, 100, 30);
    assert!(
        screen.contains("Resume match") && screen.contains("Saved:"),
        "{screen}"
    );
    key(&mut second, KeyCode::Esc);
    assert_eq!(second.screen_name(), "menu");
    let screen = text(&mut second, 100, 30);
    assert!(!screen.contains("another window"), "{screen}");
    // (The menu opens on the item chosen last, Resume.)
    key(&mut second, KeyCode::Enter);
    key(&mut second, KeyCode::Enter);
    assert_eq!(
        second.screen_name(),
        "play",
        "{}",
        text(&mut second, 100, 30)
    );
    assert_eq!(*second.current_match().unwrap(), played);
    key(&mut second, KeyCode::Char('1'));
    // Now the first window, whose menu was drawn before, is refused.
    let screen = text(&mut first, 100, 30);
    assert!(
        screen.contains("Saved:"),
        "its menu was drawn before: {screen}"
    );
    // Past Daily and Learn to play, to Resume.
    key(&mut first, KeyCode::Down);
    key(&mut first, KeyCode::Down);
    key(&mut first, KeyCode::Down);
    key(&mut first, KeyCode::Enter);
    assert_eq!(first.screen_name(), "matches");
    key(&mut first, KeyCode::Enter);
    assert_eq!(first.screen_name(), "matches");
    let screen = text(&mut first, 100, 30);
    assert!(
        screen.contains("being played in another window"),
        "{screen}"
    );
    drop(second);
    let LoadOutcome::Loaded(saved) = DiskStore::new(dir.path().to_path_buf()).load_newest(false)
    else {
        panic!("the second window's save is readable once it closes")
    };
    assert_eq!(saved.game().throw().unwrap().held.count(), 1);
}

#[test]
fn practice_matches_are_matches_of_their_own_each_held_only_while_open() {
    let dir = tempfile::tempdir().unwrap();
    let practice = || Start::Match {
        setup: MatchSetup {
            seats: vec![Seat::human("Cy")],
            ..two_seats()
        },
        options: MatchOptions {
            practice: true,
            ..MatchOptions::default()
        },
    };
    let mut first = disk_app(dir.path(), practice());
    assert_eq!(first.screen_name(), "play");
    key(&mut first, KeyCode::Char(' '));
    // A second window's practice match is another match, beside the first.
    let second = disk_app(dir.path(), practice());
    assert_eq!(second.screen_name(), "play");
    assert_eq!(second.overlay_name(), None);
    // A normal match is free meanwhile.
    let normal = disk_app(
        dir.path(),
        Start::Match {
            setup: two_seats(),
            options: MatchOptions::default(),
        },
    );
    assert_eq!(normal.screen_name(), "play");
    assert_eq!(
        DiskStore::new(dir.path().to_path_buf())
            .list_matches()
            .len(),
        3
    );
    leave_to_menu(&mut first);
    // Once the first window has left it, its practice match can be resumed elsewhere.
    let free = DiskStore::new(dir.path().to_path_buf())
        .list_matches()
        .into_iter()
        .find(|e| matches!(&e.state, yahtzee::store::EntryState::Ready(b) if b.practice))
        .expect("the first window's practice match is free");
    let mut third = disk_app(dir.path(), Start::Resume(free.id));
    assert_eq!(third.screen_name(), "play", "{}", text(&mut third, 100, 30));
}

// 12. A data folder that cannot be written.

#[test]
fn a_data_folder_that_cannot_be_written_is_said_once_and_asked_about_at_the_first_save() {
    let dir = tempfile::tempdir().unwrap();
    // Tests run as root, for whom no permission makes a folder read-only: a folder under a
    // regular file cannot be created, nor written, by anyone.
    let plain = dir.path().join("plain");
    fs::write(&plain, b"not a folder").unwrap();
    let data = plain.join("yahtzee");
    let mut app = disk_app(&data, Start::Menu);
    let screen = text(&mut app, 100, 30);
    assert_eq!(screen.matches("cannot be written").count(), 1, "{screen}");
    assert!(
        screen.contains(&data.display().to_string()) && screen.contains("nothing is saved"),
        "the notice names the folder:\n{screen}"
    );
    assert!(!screen.contains("another window"), "{screen}");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('s'));
    assert_eq!(app.screen_name(), "play");
    // The new match cannot be saved: asked as on a full disk, not played on unasked.
    assert_eq!(app.overlay_name(), Some("save-failed"));
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("This match could not be saved")
            && screen.contains("cannot be written")
            && screen.contains("Retry")
            && screen.contains("Play on without saving")
            && screen.contains("Quit without saving"),
        "{screen}"
    );
    // Retry fails again while the folder takes no files.
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay_name(), Some("save-failed"));
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay_name(), None);
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("NOT SAVED") && screen.contains("WITHOUT SAVING"),
        "{screen}"
    );
    // Once the player chose, nothing asks at every step.
    key(&mut app, KeyCode::Char(' '));
    assert_eq!(app.overlay_name(), None);
    assert!(app.current_match().unwrap().throw().is_some());
    key(&mut app, KeyCode::Char('1'));
    assert_eq!(app.overlay_name(), None);
    // Leaving says what is lost.
    leave_to_menu(&mut app);
    let screen = text(&mut app, 100, 30);
    assert!(!screen.contains("Saved:"), "{screen}");
    assert!(
        screen.contains("Not saved: this match was never saved, so 2 actions are lost"),
        "{screen}"
    );
    assert!(!data.exists());
}

/// A folder made unwritable and writable again: through the injected failure a read-only
/// folder gives (permission denied), which works whoever runs the tests, or through the
/// folder's own permissions.
struct Unwritable {
    deny: Box<dyn Fn(&Path)>,
    allow: Box<dyn Fn(&Path)>,
}

fn by_fault() -> Unwritable {
    Unwritable {
        deny: Box::new(|_| faults::fail_at(Some(faults::Step::Create))),
        allow: Box::new(|_| faults::fail_at(None)),
    }
}

/// The folder's permissions (0o555), where they stop this user: never for root.
#[cfg(unix)]
fn by_permissions() -> Option<Unwritable> {
    use std::os::unix::fs::PermissionsExt;
    // SAFETY: geteuid only reads the process's user id.
    if unsafe { libc::geteuid() } == 0 {
        println!("skipped the read-only folder by permissions: root writes whatever they say");
        return None;
    }
    Some(Unwritable {
        deny: Box::new(|d| fs::set_permissions(d, fs::Permissions::from_mode(0o555)).unwrap()),
        allow: Box::new(|d| fs::set_permissions(d, fs::Permissions::from_mode(0o755)).unwrap()),
    })
}

#[cfg(not(unix))]
fn by_permissions() -> Option<Unwritable> {
    None
}

#[test]
fn a_saved_match_in_a_folder_that_takes_no_files_asks_and_says_what_is_lost() {
    for way in std::iter::once(by_fault()).chain(by_permissions()) {
        let dir = tempfile::tempdir().unwrap();
        let saved = in_progress();
        DiskStore::new(dir.path().to_path_buf())
            .save_match(&crate::common::mid("kept"), &save_of(&saved, "kept"))
            .unwrap();
        let before = fs::read(crate::common::save_path(dir.path(), "kept")).unwrap();
        // Every write in the folder fails from here on (as on a read-only mount).
        (way.deny)(dir.path());
        let mut app = disk_app(
            dir.path(),
            Start::Resume(crate::common::newest_in(dir.path(), false)),
        );
        let screen = text(&mut app, 100, 30);
        assert_eq!(app.screen_name(), "play", "{screen}");
        assert_eq!(*app.current_match().unwrap(), saved);
        assert_eq!(app.overlay_name(), None, "nothing to save yet");
        // The first move that cannot be saved is held, and the player asked.
        key(&mut app, KeyCode::Char('1'));
        assert_eq!(app.overlay_name(), Some("save-failed"));
        assert_eq!(
            *app.current_match().unwrap(),
            saved,
            "not moved past the disk"
        );
        let screen = text(&mut app, 100, 30);
        assert!(
            screen.contains("The last move could not be saved") && screen.contains("Retry"),
            "{screen}"
        );
        key(&mut app, KeyCode::Down);
        key(&mut app, KeyCode::Enter);
        assert_eq!(app.overlay_name(), None);
        assert_ne!(*app.current_match().unwrap(), saved);
        key(&mut app, KeyCode::Char('2'));
        assert_eq!(app.overlay_name(), None);
        // Ctrl+C leaves, and says what is lost.
        ctrl(&mut app, 'c');
        let Some(Exit::Unsaved(lost)) = app.exit() else {
            panic!("left as if saved: {:?}", app.exit())
        };
        assert_eq!(
            lost,
            "Not saved: the last 2 actions of this match are lost; resuming it goes back to where it was last saved."
        );
        drop(app);
        (way.allow)(dir.path());
        assert_eq!(
            fs::read(crate::common::save_path(dir.path(), "kept")).unwrap(),
            before
        );
    }
}

#[test]
fn retry_saves_once_the_folder_takes_files_again() {
    for way in std::iter::once(by_fault()).chain(by_permissions()) {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("data");
        fs::create_dir(&data).unwrap();
        (way.deny)(&data);
        let mut app = disk_app(
            &data,
            Start::Match {
                setup: two_seats(),
                options: MatchOptions::default(),
            },
        );
        assert_eq!(app.overlay_name(), Some("save-failed"));
        (way.allow)(&data);
        key(&mut app, KeyCode::Enter);
        assert_eq!(app.overlay_name(), None);
        assert!(text(&mut app, 100, 30).contains("Saved."));
        assert!(!text(&mut app, 100, 30).contains("NOT SAVED"));
        key(&mut app, KeyCode::Char(' '));
        assert_eq!(app.overlay_name(), None);
        let shown = app.current_match().unwrap().clone();
        ctrl(&mut app, 'c');
        assert!(
            matches!(app.exit(), Some(Exit::Saved(_))),
            "everything is saved: {:?}",
            app.exit()
        );
        drop(app);
        let LoadOutcome::Loaded(back) = DiskStore::new(data.clone()).load_newest(false) else {
            panic!("not saved")
        };
        assert_eq!(*back.game(), shown);
    }
}

// 13. The solver's and the chance-to-win caches.

/// Whether two outlooks are the same (the build gives the same bytes every time).
fn same_odds(a: &yahtzee::ai::odds::Outlook, b: &yahtzee::ai::odds::Outlook) -> bool {
    use yahtzee::store::outlook_cache::encode;
    encode(a) == encode(b)
}

/// Rules whose optimum and outlook build in a moment.
fn small_rules() -> Ruleset {
    let mut rules = Ruleset::preset(yahtzee::rules::Preset::Simple);
    // One throw a turn, two upper subtotals, and narrow score ranges keep the optimum and the
    // outlook small.
    for setting in [
        "max_rolls=1",
        "upper_threshold=1",
        "upper_bonus=0",
        "full_house_points=0",
        "small_straight_points=0",
        "large_straight_points=0",
    ] {
        rules.apply_assignment(setting).unwrap();
    }
    rules
}

#[test]
fn a_cache_that_cannot_be_written_is_kept_in_memory_and_said_once() {
    use yahtzee::store::optimum_cache::{self, CacheNotice, OptimumOrigin};
    use yahtzee::store::outlook_cache::{self, OddsSource};
    use yahtzee::tui::shelf::OddsStatus;
    let rules = small_rules();
    let dir = tempfile::tempdir().unwrap();
    let solver = dir.path().join("solver");
    // A full disk as each cache is written.
    faults::fail_at(Some(faults::Step::Write));
    let (optimum, source) = optimum_cache::load_or_solve(Some(dir.path()), &rules, &|_, _| {});
    let (outlook, odds_source) =
        outlook_cache::load_or_build(Some(dir.path()), &optimum, &|_, _| {});
    faults::fail_at(None);
    for notice in [source.notice(), odds_source.notice()] {
        assert!(
            matches!(&notice, Some(CacheNotice::NotWritten(t)) if t.contains("could not be cached")),
            "{notice:?}"
        );
    }
    assert!(matches!(
        source,
        OptimumOrigin::Solved { replaced: None, .. }
    ));
    assert!(matches!(
        odds_source,
        OddsSource::Built { replaced: None, .. }
    ));
    assert!(!optimum_cache::optimum_path(dir.path(), &rules).exists());
    assert!(!outlook_cache::odds_path(dir.path(), &rules).exists());
    assert!(temp_files(&solver).is_empty(), "no partial file is left");
    // What was built is the optimum itself.
    let (again, _) = optimum_cache::load_or_solve(Some(dir.path()), &rules, &|_, _| {});
    assert!(optimum_cache::encode(&again) == optimum_cache::encode(&optimum));
    let (odds_again, _) = outlook_cache::load_or_build(Some(dir.path()), &again, &|_, _| {});
    assert!(same_odds(&odds_again, &outlook));

    // In the game: the background work cannot write either cache (a file stands where their
    // folder would be), the optimum and the outlook are used, each notice is said once, and
    // nothing is retried.
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("solver"), b"").unwrap();
    let mut app = App::new(
        Box::new(DiskStore::new(dir.path().to_path_buf())),
        yahtzee::tui::shelf::Shelf::new(Some(dir.path().to_path_buf())),
        Prefs::default(),
        Start::Match {
            setup: build::on(rules).human("Ana").human("Bo").seed(3).setup(),
            options: MatchOptions::default(),
        },
    );
    key(&mut app, KeyCode::Enter);
    let mut said = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut odds_shown = false;
    while Instant::now() < deadline && !(odds_shown && said.len() >= 2) {
        app.tick(Duration::from_millis(20));
        let screen = text(&mut app, 120, 40);
        for what in ["solver table", "chance-to-win table"] {
            if screen.contains(&format!("The {what} could not be cached")) && !said.contains(&what)
            {
                said.push(what);
            }
        }
        odds_shown = !screen.contains('…') && screen.contains('%');
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(
        said.len(),
        2,
        "both notices were shown: {said:?}\n{}",
        text(&mut app, 120, 40)
    );
    assert!(odds_shown, "the chances are shown from the table in memory");
    // Once said, not said again: the next move's message replaces it for good.
    key(&mut app, KeyCode::Char(' '));
    for _ in 0..20 {
        app.tick(Duration::from_millis(20));
        let screen = text(&mut app, 120, 40);
        assert!(!screen.contains("could not be cached"), "{screen}");
    }
    // Below the screen: once the optimum and the outlook are ready, asking again (every frame
    // does) starts no more work and says nothing more.
    let mut shelf = yahtzee::tui::shelf::Shelf::new(Some(dir.path().to_path_buf()));
    let deadline = Instant::now() + Duration::from_secs(60);
    while !matches!(shelf.request_odds(&rules), OddsStatus::Ready(..)) {
        assert!(Instant::now() < deadline, "the tables are built");
        std::thread::sleep(Duration::from_millis(10));
    }
    let notices = shelf.take_notices();
    assert_eq!(notices.len(), 2, "{notices:?}");
    assert!(
        notices.iter().all(CacheNotice::is_write_failure),
        "{notices:?}"
    );
    for _ in 0..100 {
        assert!(matches!(shelf.request_odds(&rules), OddsStatus::Ready(..)));
        shelf.poll();
        assert!(!shelf.busy());
    }
    assert!(shelf.take_notices().is_empty());
    assert_eq!(fs::read(dir.path().join("solver")).unwrap(), b"");
}

#[test]
fn damaged_caches_are_refused_and_rebuilt_with_a_notice() {
    use yahtzee::store::optimum_cache::{self, CacheNotice, OptimumOrigin};
    use yahtzee::store::outlook_cache::{self, OddsSource};
    let rules = small_rules();
    let dir = tempfile::tempdir().unwrap();
    let (optimum, _) = optimum_cache::load_or_solve(Some(dir.path()), &rules, &|_, _| {});
    let (outlook, _) = outlook_cache::load_or_build(Some(dir.path()), &optimum, &|_, _| {});
    let optimum_file = optimum_cache::optimum_path(dir.path(), &rules);
    let odds_file = outlook_cache::odds_path(dir.path(), &rules);
    let sound: Vec<(std::path::PathBuf, Vec<u8>)> = [&optimum_file, &odds_file]
        .into_iter()
        .map(|p| (p.clone(), fs::read(p).unwrap()))
        .collect();
    let reason = |path: &Path| {
        if path == optimum_file {
            optimum_cache::load(dir.path(), &rules)
                .err()
                .map(|e| e.to_string())
        } else {
            outlook_cache::load(dir.path(), &rules)
                .err()
                .map(|e| e.to_string())
        }
    };
    let refused = |path: &Path| reason(path).is_some();
    for (path, bytes) in &sound {
        assert!(!refused(path), "the sound file loads");
        let n = bytes.len();
        let mut damaged: Vec<(String, Vec<u8>)> = vec![
            ("zero length".to_string(), Vec::new()),
            ("only the header".to_string(), bytes[..40.min(n)].to_vec()),
            ("one byte short".to_string(), bytes[..n - 1].to_vec()),
            ("one byte more".to_string(), [&bytes[..], &[0]].concat()),
        ];
        let mut header = bytes.clone();
        header[..8].copy_from_slice(b"NOTATABL");
        damaged.push(("wrong header".to_string(), header));
        for k in 1..24 {
            let at = n * k / 24;
            damaged.push((format!("cut at {at}"), bytes[..at].to_vec()));
            let mut flipped = bytes.clone();
            flipped[at] ^= 0x10;
            damaged.push((format!("byte {at} flipped"), flipped));
        }
        for i in [16, 20, 24, n - 8, n - 1] {
            let mut flipped = bytes.clone();
            flipped[i] ^= 0x01;
            damaged.push((format!("byte {i} flipped"), flipped));
        }
        for (what, bytes) in damaged {
            fs::write(path, &bytes).unwrap();
            assert!(refused(path), "{}: {what}", path.display());
        }
        fs::remove_file(path).unwrap();
        fs::create_dir(path).unwrap();
        assert!(refused(path), "a folder in its place");
        fs::remove_dir(path).unwrap();
        // Larger than any optimum or outlook of these rules could be: refused without being read.
        fs::File::create(path).unwrap().set_len(2 << 30).unwrap();
        let said = reason(path);
        assert!(
            said.as_deref().is_some_and(|r| r.contains("more than")),
            "{said:?}"
        );
        fs::remove_file(path).unwrap();
        #[cfg(unix)]
        {
            let made = std::process::Command::new("mkfifo")
                .arg(path)
                .status()
                .unwrap();
            assert!(made.success());
            let started = Instant::now();
            let said = reason(path);
            assert!(
                started.elapsed() < Duration::from_secs(5),
                "a named pipe is not opened"
            );
            assert!(
                said.as_deref()
                    .is_some_and(|r| r.contains("not a regular file (a named pipe)")),
                "{said:?}"
            );
            fs::remove_file(path).unwrap();
            // A cache can always be computed again, so a link to nothing is no cache.
            std::os::unix::fs::symlink(dir.path().join("nowhere"), path).unwrap();
            assert_eq!(reason(path).as_deref(), Some("no table file"));
            fs::remove_file(path).unwrap();
        }
    }
    // One rebuild each: a truncated file is replaced by a sound one, with a notice.
    let (optimum_file_bytes, odds_file_bytes) = (&sound[0].1, &sound[1].1);
    fs::write(
        &optimum_file,
        &optimum_file_bytes[..optimum_file_bytes.len() / 2],
    )
    .unwrap();
    fs::write(&odds_file, &odds_file_bytes[..odds_file_bytes.len() / 3]).unwrap();
    let (rebuilt, source) = optimum_cache::load_or_solve(Some(dir.path()), &rules, &|_, _| {});
    let (odds_rebuilt, odds_source) =
        outlook_cache::load_or_build(Some(dir.path()), &rebuilt, &|_, _| {});
    for notice in [source.notice(), odds_source.notice()] {
        let Some(CacheNotice::Rebuilt(text)) = &notice else {
            panic!("{notice:?}")
        };
        assert!(
            text.contains("was unusable") && text.contains("rebuilt") && !text.contains('\n'),
            "{text}"
        );
    }
    assert!(optimum_cache::encode(&rebuilt) == optimum_cache::encode(&optimum));
    assert!(same_odds(&odds_rebuilt, &outlook));
    assert!(fs::read(&optimum_file).unwrap() == *optimum_file_bytes);
    assert!(same_odds(
        &outlook_cache::load(dir.path(), &rules).unwrap(),
        &outlook
    ));
    assert!(matches!(
        optimum_cache::load_or_solve(Some(dir.path()), &rules, &|_, _| {}).1,
        OptimumOrigin::Loaded
    ));
    // A folder in the odds file's place: rebuilt, said, and left alone.
    fs::remove_file(&odds_file).unwrap();
    fs::create_dir(&odds_file).unwrap();
    let (odds_rebuilt, odds_source) =
        outlook_cache::load_or_build(Some(dir.path()), &rebuilt, &|_, _| {});
    assert!(same_odds(&odds_rebuilt, &outlook));
    assert!(
        matches!(
            &odds_source,
            OddsSource::Built {
                replaced: Some(_),
                ..
            }
        ),
        "{odds_source:?}"
    );
    let text = odds_source.notice().map(|n| n.text().to_string());
    assert!(
        text.as_deref()
            .is_some_and(|t| t.contains("rebuilt but could not be cached")),
        "{text:?}"
    );
    assert!(odds_file.is_dir());
}

/// The solver's caches can always be computed again, so saving them never waits for the disk;
/// a player's match is synced before the save counts.
#[test]
fn caches_are_not_synced_but_a_save_is() {
    use yahtzee::store::optimum_cache;
    use yahtzee::store::outlook_cache;
    let rules = small_rules();
    let dir = tempfile::tempdir().unwrap();
    let before = faults::syncs();
    let (optimum, _) = optimum_cache::load_or_solve(Some(dir.path()), &rules, &|_, _| {});
    let (_outlook, _) = outlook_cache::load_or_build(Some(dir.path()), &optimum, &|_, _| {});
    assert!(optimum_cache::optimum_path(dir.path(), &rules).exists());
    assert!(outlook_cache::odds_path(dir.path(), &rules).exists());
    assert_eq!(faults::syncs(), before, "the caches were synced");
    let mut store = DiskStore::new(dir.path().to_path_buf());
    store
        .save_match(&crate::common::mid("m"), &save_of(&in_progress(), "m"))
        .unwrap();
    assert!(
        faults::syncs() >= before + 2,
        "the save and its folder are synced"
    );
}

/// The previous release's chance-to-win file (format 1, written by 09c9362 for these rules) is
/// recognised by its name, replaced by an outlook of this format, and removed, with nothing said:
/// it only ever cost the time to build the new one.
#[test]
fn the_previous_releases_chance_to_win_file_is_replaced_without_a_word() {
    use yahtzee::store::optimum_cache;
    use yahtzee::store::outlook_cache;
    let rules = small_rules();
    let dir = tempfile::tempdir().unwrap();
    let old = outlook_cache::old_odds_path(dir.path(), &rules);
    std::fs::create_dir_all(old.parent().unwrap()).unwrap();
    let fixture =
        yahtzee_testkit::fixtures::fixture("v0.4.0-09c9362").join(old.file_name().unwrap());
    std::fs::copy(&fixture, &old).unwrap();
    let (optimum, _) = optimum_cache::load_or_solve(Some(dir.path()), &rules, &|_, _| {});
    let (outlook, source) = outlook_cache::load_or_build(Some(dir.path()), &optimum, &|_, _| {});
    assert!(source.notice().is_none(), "{:?}", source.notice());
    assert!(matches!(
        source,
        outlook_cache::OddsSource::Built { replaced: None, .. }
    ));
    assert!(!old.exists(), "the old file is removed");
    let (again, source) = outlook_cache::load_or_build(Some(dir.path()), &optimum, &|_, _| {});
    assert!(matches!(source, outlook_cache::OddsSource::Loaded));
    assert!(same_odds(&outlook, &again));
}

/// An outlook the cache does not hold is built by the program started again, which writes it;
/// the game maps the file (the build's memory is the child's). A damaged file is replaced
/// with a notice, as when built in the game's own process.
#[test]
fn the_game_has_its_outlook_built_by_a_child_process() {
    use yahtzee::store::outlook_cache;
    use yahtzee::tui::shelf::{OddsBuild, OddsStatus, Shelf};
    let rules = small_rules();
    let dir = tempfile::tempdir().unwrap();
    let exe = std::path::PathBuf::from(env!("CARGO_BIN_EXE_yahtzee"));
    let ready = |shelf: &mut Shelf| {
        let deadline = Instant::now() + Duration::from_secs(120);
        loop {
            match shelf.request_odds(&rules) {
                OddsStatus::Ready(_, outlook) => return outlook,
                OddsStatus::Pending(_) => {}
                OddsStatus::Unavailable => panic!("no table for small rules"),
            }
            assert!(Instant::now() < deadline, "the table is built");
            std::thread::sleep(Duration::from_millis(10));
        }
    };
    let mut shelf =
        Shelf::new(Some(dir.path().to_path_buf())).building_odds(OddsBuild::Child(exe.clone()));
    let outlook = ready(&mut shelf);
    assert!(shelf.take_notices().is_empty());
    let path = outlook_cache::odds_path(dir.path(), &rules);
    assert!(path.exists(), "the child wrote the cache");
    let (optimum, _) =
        yahtzee::store::optimum_cache::load_or_solve(Some(dir.path()), &rules, &|_, _| {});
    let (here, _) = outlook_cache::load_or_build(None, &optimum, &|_, _| {});
    assert!(same_odds(&outlook, &here), "the child built the same table");
    // Damaged: refused, rebuilt by a child, and said once.
    let mut bytes = fs::read(&path).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x40;
    fs::write(&path, &bytes).unwrap();
    let mut shelf = Shelf::new(Some(dir.path().to_path_buf())).building_odds(OddsBuild::Child(exe));
    let rebuilt = ready(&mut shelf);
    assert!(same_odds(&rebuilt, &here));
    let notices = shelf.take_notices();
    assert_eq!(notices.len(), 1, "{notices:?}");
    // A child that cannot be started: built in the game's process after all.
    let other = tempfile::tempdir().unwrap();
    let mut shelf = Shelf::new(Some(other.path().to_path_buf()))
        .building_odds(OddsBuild::Child(other.path().join("no-such-program")));
    assert!(same_odds(&ready(&mut shelf), &here));
    assert!(shelf.take_notices().is_empty());
}
