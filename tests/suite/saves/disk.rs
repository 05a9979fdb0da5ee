//! Saving and loading on disk: every field round-trips, a resumed match throws the same dice,
//! damaged files are refused with a message and kept aside, and a failed write is reported.

use crate::common;
use crate::common::Newest;
use yahtzee_testkit::build;

use std::fs;
use std::path::Path;

use common::*;
use ratatui::crossterm::event::KeyCode;
use yahtzee::game::{Action, Level, Match, Seat, SeatId};
use yahtzee::rules::{DieIndex, Ruleset};
use yahtzee::store::{
    CoachMode, CpuSpeed, DiskStore, FinishedMatch, LoadOutcome, MatchOptions, PROGRAM_VERSION,
    SAVE_VERSION, SaveFile, Storage, player_stats,
};
use yahtzee::tui::Prefs;
use yahtzee::tui::{App, Start};

fn mid_match() -> Match {
    let mut rules = Ruleset::CLASSIC;
    rules.apply_assignment("joker=free").unwrap();
    rules.apply_assignment("max_rolls=4").unwrap();
    let setup = build::on(rules)
        .human("Ana")
        .cpu("Bot", Level::Perfect)
        .human("Cy")
        .seed(99)
        .setup();
    let mut m = Match::new(&setup).unwrap();
    for _ in 0..5 {
        let seat = m.current_seat().unwrap();
        m.apply(seat, Action::Roll).unwrap();
        m.apply(
            seat,
            Action::ToggleHold {
                die: DieIndex::new(0).unwrap(),
            },
        )
        .unwrap();
        m.apply(seat, Action::Roll).unwrap();
        let b = m.placements().unwrap().allowed().next().unwrap().0;
        m.apply(seat, Action::score_at(b)).unwrap();
    }
    let seat = m.current_seat().unwrap();
    m.apply(seat, Action::Roll).unwrap();
    m.apply(
        seat,
        Action::ToggleHold {
            die: DieIndex::new(3).unwrap(),
        },
    )
    .unwrap();
    m
}

fn save_file(m: &Match) -> SaveFile {
    SaveFile {
        version: SAVE_VERSION,
        program_version: PROGRAM_VERSION.to_string(),
        id: "abc123".to_string(),
        started_unix: 1_790_000_000,
        saved_unix: 1_790_000_100,
        options: MatchOptions {
            cpu_speed: CpuSpeed::Slow,
            practice: false,
            undo: false,
            coach: vec![CoachMode::Warn, CoachMode::Off, CoachMode::Always],
            coach_threshold: 3.5,
            show_odds: false,
            coach_measure: yahtzee::store::CoachMeasure::ChanceToWin,
            hints: false,
            real_dice: Vec::new(),
            score_pad: false,
            joining: vec![false, false, true],
        },
        record: m.to_record(),
    }
}

#[test]
fn every_save_field_round_trips() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = DiskStore::new(dir.path().join("data"));
    let m = mid_match();
    let file = save_file(&m);
    store
        .save_match(&crate::common::mid(&file.id), &file)
        .unwrap();
    let text =
        fs::read_to_string(crate::common::save_path(&dir.path().join("data"), &file.id)).unwrap();
    for field in [
        "\"version\"",
        "\"program_version\"",
        "\"rules\"",
        "\"seats\"",
        "\"cards\"",
        "\"turn\"",
        "\"held\"",
        "\"rolls_used\"",
        "\"dice\"",
        "\"start_dice\"",
        "\"log\"",
        "\"joker\":\"free\"",
    ] {
        assert!(text.contains(field), "the save lacks {field}");
    }
    let LoadOutcome::Loaded(loaded) = store.load_newest(false) else {
        panic!("not loaded")
    };
    assert_eq!(
        *loaded.game(),
        m,
        "ruleset, seats, cards, turn, dice, holds, rolls, generator and log"
    );
    assert_eq!(loaded.id(), file.id);
    assert_eq!(loaded.started_unix(), file.started_unix);
    assert_eq!(*loaded.options(), file.options);
    assert_eq!(loaded.game().rules().max_rolls(), 4);
    assert_eq!(loaded.game().throw(), m.throw());
    assert_eq!(
        loaded.game().seats()[1].kind,
        yahtzee::game::SeatKind::Cpu(Level::Perfect)
    );
}

#[test]
fn a_resumed_match_throws_the_same_dice() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let mut original = mid_match();
    store
        .save_match(&crate::common::mid("abc123"), &save_file(&original))
        .unwrap();
    let LoadOutcome::Loaded(loaded) = store.load_newest(false) else {
        panic!("not loaded")
    };
    let mut resumed = loaded.game().clone();
    for _ in 0..3 {
        let seat = original.current_seat().unwrap();
        for m in [&mut original, &mut resumed] {
            if m.rolls_left() > 0 {
                m.apply(seat, Action::Roll).unwrap();
            }
            let b = m.placements().unwrap().allowed().last().unwrap().0;
            m.apply(seat, Action::score_at(b)).unwrap();
            m.apply(m.current_seat().unwrap(), Action::Roll).unwrap();
        }
        assert_eq!(original.throw(), resumed.throw());
    }
    assert_eq!(original, resumed);
}

/// Loads `bytes` as a match's save (`matches/match.json`); returns the outcome and the
/// matches folder's files afterwards.
fn load_bytes(bytes: &[u8]) -> (LoadOutcome, Vec<String>) {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(dir.path().join("matches")).unwrap();
    fs::write(dir.path().join("matches/match.json"), bytes).unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let outcome = store.load_match(&crate::common::mid("match"));
    // Lock files stay in the folder by design (see store::lock); only data files count here.
    let mut files: Vec<String> = fs::read_dir(dir.path().join("matches"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| !n.ends_with(".lock"))
        .collect();
    files.sort();
    (outcome, files)
}

fn assert_damaged(what: &str, bytes: &[u8]) -> String {
    let (outcome, files) = load_bytes(bytes);
    match outcome {
        LoadOutcome::Damaged { message } => {
            assert!(
                message.starts_with("The saved match is damaged: "),
                "{what}: {message}"
            );
            assert!(!message.contains('\n'), "{what}: one sentence");
            assert_eq!(files.len(), 1, "{what}: {files:?}");
            assert!(
                files[0].starts_with("match.json.corrupt-"),
                "{what}: kept aside as {files:?}"
            );
            message
        }
        other => panic!("{what}: expected a damaged save, got {other:?}"),
    }
}

#[test]
fn damaged_saves_are_refused_with_a_message_and_kept_aside() {
    let good = serde_json::to_vec_pretty(&save_file(&mid_match())).unwrap();
    assert!(matches!(load_bytes(&good).0, LoadOutcome::Loaded(_)));
    assert_damaged("empty", b"");
    for tenth in 1..10 {
        let cut = good.len() * tenth / 10;
        assert_damaged(&format!("truncated at {tenth}0%"), &good[..cut]);
    }
    let mut state = 0x1234_5678u32;
    let random: Vec<u8> = (0..4096)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            state as u8
        })
        .collect();
    assert_damaged("random bytes", &random);
    let text = String::from_utf8(good.clone()).unwrap();
    let edits: Vec<(&str, String)> = vec![
        ("wrong type", {
            let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
            v["match"]["turn"]["rolls_used"] = serde_json::json!("two");
            v.to_string()
        }),
        ("impossible points", {
            let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
            v["match"]["cards"][0]["boxes"]["fours"] = serde_json::json!(7);
            v.to_string()
        }),
        ("a die showing 7", {
            let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
            v["match"]["turn"]["dice"][0] = serde_json::json!(7);
            v.to_string()
        }),
        ("seat out of range", {
            let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
            v["match"]["turn"]["seat"] = serde_json::json!(5);
            v.to_string()
        }),
        ("invalid ruleset", {
            let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
            v["match"]["rules"]["max_rolls"] = serde_json::json!(9);
            v.to_string()
        }),
        ("card inconsistent with the log", {
            let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
            let boxes = v["match"]["cards"][0]["boxes"].as_object_mut().unwrap();
            let first = boxes.keys().next().unwrap().clone();
            boxes.remove(&first);
            v.to_string()
        }),
        ("dice changed by hand", {
            let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
            let d = v["match"]["turn"]["dice"][0].as_u64().unwrap();
            v["match"]["turn"]["dice"][0] = serde_json::json!(d % 6 + 1);
            v.to_string()
        }),
        ("missing version", text.replacen("\"version\": 1,", "", 1)),
    ];
    for (what, bytes) in &edits {
        let message = assert_damaged(what, bytes.as_bytes());
        println!("{what}: {message}");
    }
    // A newer version is left untouched.
    let newer = text.replacen("\"version\": 1", "\"version\": 3", 1);
    let (outcome, files) = load_bytes(newer.as_bytes());
    match outcome {
        LoadOutcome::Newer { message } => assert!(
            message.contains("save from a newer version 3; this program reads up to 1"),
            "{message}"
        ),
        other => panic!("newer version: {other:?}"),
    }
    assert_eq!(files, vec!["match.json".to_string()], "left untouched");
}

#[test]
fn a_newer_save_is_moved_aside_before_a_new_match_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let newer = br#"{"version": 7, "from": "the future"}"#;
    let path = crate::common::save_path(dir.path(), "abc123");
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(&path, newer).unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    store
        .save_match(&crate::common::mid("abc123"), &save_file(&mid_match()))
        .unwrap();
    let kept: Vec<_> = fs::read_dir(dir.path().join("matches"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".newer-"))
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(
        fs::read(dir.path().join("matches").join(&kept[0])).unwrap(),
        newer
    );
}

#[test]
fn history_statistics_and_practice() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let mut finished = |seed: u64, practice: bool, id: &str| {
        let mut cpus = vec![
            yahtzee::ai::Cpu::new(Level::Casual, Ruleset::CLASSIC, None).unwrap(),
            yahtzee::ai::Cpu::new(Level::Beginner, Ruleset::CLASSIC, None).unwrap(),
        ];
        let m = yahtzee::ai::arena::play_match(Ruleset::CLASSIC, &mut cpus, seed).unwrap();
        let options = MatchOptions {
            practice,
            ..MatchOptions::default()
        };
        store
            .archive(
                FinishedMatch {
                    id: id.to_string(),
                    started_unix: 1,
                    finished_unix: 2 + seed,
                    options,
                    record: m.to_record(),
                },
                !practice,
            )
            .unwrap();
        m
    };
    let a = finished(1, false, "a");
    let b = finished(2, false, "b");
    finished(3, true, "p");
    let (history, problem) = store.history();
    assert!(problem.is_none());
    assert_eq!(
        history.recent.len(),
        3,
        "practice matches are kept in history too"
    );
    assert_eq!(history.summaries.len(), 2, "but never count in statistics");
    let stats = player_stats(&history);
    let seat1 = stats.iter().find(|s| s.name == "Seat 1").unwrap();
    assert_eq!(seat1.games, 2);
    let totals = [a.total(SeatId(0)), b.total(SeatId(0))];
    assert!((seat1.mean_total - f64::from(totals[0] + totals[1]) / 2.0).abs() < 1e-9);
    assert_eq!(seat1.best_total, totals[0].max(totals[1]));
    // Archiving the same match twice counts it once.
    let m = yahtzee::ai::arena::play_match(
        Ruleset::CLASSIC,
        &mut [yahtzee::ai::Cpu::new(Level::Casual, Ruleset::CLASSIC, None).unwrap()],
        4,
    )
    .unwrap();
    for _ in 0..2 {
        store
            .archive(
                FinishedMatch {
                    id: "dup".into(),
                    started_unix: 1,
                    finished_unix: 9,
                    options: MatchOptions::default(),
                    record: m.to_record(),
                },
                true,
            )
            .unwrap();
    }
    assert_eq!(store.history().0.summaries.len(), 3);
    // A damaged history is kept aside and reported, never overwritten silently.
    fs::write(dir.path().join("history.json"), b"{ not json").unwrap();
    let (history, problem) = store.history();
    assert!(history.summaries.is_empty());
    assert!(problem.unwrap().contains("was damaged"));
    assert!(fs::read_dir(dir.path()).unwrap().any(|e| {
        e.unwrap()
            .file_name()
            .to_string_lossy()
            .starts_with("history.json.corrupt-")
    }));
}

fn replace_dir_with_file(dir: &Path) {
    fs::rename(dir, dir.with_extension("moved")).unwrap();
    fs::write(dir, b"not a folder").unwrap();
}

#[test]
fn a_write_failure_on_disk_shows_the_retry_prompt() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let setup = build::classic().human("Ana").seed(1).setup();
    let mut app = App::new(
        Box::new(DiskStore::new(data.clone())),
        shelf(),
        Prefs::default(),
        Start::Match {
            setup,
            options: MatchOptions::default(),
        },
    );
    key(&mut app, KeyCode::Char(' '));
    assert!(app.current_match().unwrap().throw().is_some());
    // Make the folder unwritable. Permission bits do not stop root, so when they do not
    // work the folder is replaced by a file, which stops everyone.
    #[cfg(unix)]
    let readonly = {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&data, fs::Permissions::from_mode(0o555)).unwrap();
        let blocked = fs::write(data.join("probe"), b"x").is_err();
        if !blocked {
            let _ = fs::remove_file(data.join("probe"));
            fs::set_permissions(&data, fs::Permissions::from_mode(0o755)).unwrap();
        }
        blocked
    };
    #[cfg(not(unix))]
    let readonly = false;
    if !readonly {
        replace_dir_with_file(&data);
    }
    let before = *app.current_match().unwrap().throw().unwrap();
    key(&mut app, KeyCode::Char('1'));
    assert_eq!(app.overlay_name(), Some("save-failed"));
    assert_eq!(
        *app.current_match().unwrap().throw().unwrap(),
        before,
        "nothing moves past what is on disk"
    );
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("Could not save") && screen.contains("Retry"),
        "{screen}"
    );
    // Put the folder back and retry: the move is saved and shown.
    #[cfg(unix)]
    if readonly {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&data, fs::Permissions::from_mode(0o755)).unwrap();
    }
    if !readonly {
        fs::remove_file(&data).unwrap();
        fs::rename(data.with_extension("moved"), &data).unwrap();
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay_name(), None);
    assert!(
        app.current_match()
            .unwrap()
            .throw()
            .unwrap()
            .held
            .contains(DieIndex::new(0).unwrap())
    );
    let shown = app.current_match().unwrap().clone();
    // The app holds the save until it closes; then another store may read it.
    drop(app);
    let LoadOutcome::Loaded(saved) = DiskStore::new(data).load_newest(false) else {
        panic!("not saved")
    };
    assert_eq!(*saved.game(), shown);
}

#[test]
fn statistics_tell_people_and_cpus_apart_under_one_name() {
    use yahtzee::game::SeatKind;
    use yahtzee::store::{History, MatchSummary, SeatResult};
    let seat = |kind: SeatKind, total: u32, rank: usize| SeatResult {
        name: "Strong CPU".to_string(),
        kind,
        total,
        rank,
        tied: 1,
        upper_bonus: false,
        yahtzees: 0,
        boxes: None,
        stand_in_turns: 0,
        account: None,
    };
    let mut other = seat(SeatKind::Cpu(Level::Casual), 100, 2);
    other.name = "Cass".to_string();
    let history = History {
        version: SAVE_VERSION,
        summaries: vec![
            MatchSummary {
                id: "a".into(),
                finished_unix: 1,
                rules_name: "Classic".into(),
                seats: vec![seat(SeatKind::Human, 300, 1), other.clone()],
                play: yahtzee::store::PlayMode::OnScreen,
                layout: yahtzee::rules::Layout::Classic,
                same_dice: false,
            },
            MatchSummary {
                id: "b".into(),
                finished_unix: 2,
                rules_name: "Classic".into(),
                seats: vec![seat(SeatKind::Cpu(Level::Strong), 200, 1), other],
                play: yahtzee::store::PlayMode::OnScreen,
                layout: yahtzee::rules::Layout::Classic,
                same_dice: false,
            },
        ],
        recent: Vec::new(),
        archive: Vec::new(),
    };
    let stats = player_stats(&history);
    let named: Vec<_> = stats.iter().filter(|s| s.name == "Strong CPU").collect();
    assert_eq!(named.len(), 2, "{stats:?}");
    assert!(named.iter().all(|s| s.games == 1));
    let table = yahtzee::store::stats_table(&stats).join("\n");
    assert!(
        table.contains("person") && table.contains("Strong CPU"),
        "{table}"
    );
}

#[test]
fn statistics_per_box_against_each_cpu_and_high_scores() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let table = common::classic_optimum();
    for seed in 0..6u64 {
        // A person's seat played by a Casual CPU, against a Strong CPU.
        let mut cpus = vec![
            yahtzee::ai::Cpu::new(Level::Casual, Ruleset::CLASSIC, None).unwrap(),
            yahtzee::ai::Cpu::new(Level::Strong, Ruleset::CLASSIC, Some(table.clone())).unwrap(),
        ];
        let played = yahtzee::ai::arena::play_match(Ruleset::CLASSIC, &mut cpus, seed).unwrap();
        let mut record = played.to_record();
        record.seats = vec![Seat::human("Ana"), Seat::cpu("Strong CPU", Level::Strong)];
        store
            .archive(
                FinishedMatch {
                    id: format!("m{seed}"),
                    started_unix: 1,
                    finished_unix: 10 + seed,
                    options: MatchOptions::default(),
                    record,
                },
                true,
            )
            .unwrap();
    }
    let (history, _) = store.history();
    let stats = player_stats(&history);
    let ana = stats.iter().find(|s| s.name == "Ana").unwrap();
    assert_eq!(ana.games, 6);
    assert_eq!(ana.box_games, 6);
    let chance = ana.box_means[&yahtzee::rules::BoxId::Chance];
    assert!((5.0..=30.0).contains(&chance), "{chance}");
    let record = ana.versus["strong"];
    assert_eq!(record.wins + record.losses + record.ties, 6);
    let highs = yahtzee::store::high_scores(&history);
    let classic = &highs["Classic"];
    assert_eq!(classic.len(), 10);
    assert!(classic.windows(2).all(|w| w[0].total >= w[1].total));
    let out = common::run(dir.path(), &["stats"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Mean per box")
            && text.contains("Ana against Strong CPUs")
            && text.contains("High scores · Classic"),
        "{text}"
    );
    let out = common::run(dir.path(), &["stats", "--all", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(json["players"][0]["box_means"]["chance"].is_f64());
    assert_eq!(json["high_scores"]["Classic"].as_array().unwrap().len(), 10);
    // By default the people's: Ana's six games, not the CPU's.
    let out = common::run(dir.path(), &["stats", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["high_scores"]["Classic"].as_array().unwrap().len(), 6);
}
