//! The store under attack: whatever the game writes it reads back, files kept aside are kept
//! once and bounded, the history never outgrows itself, damaged files are refused quickly and
//! quoted briefly, impossible or doubled content is damage, a link to nothing is not "no
//! file", and a deleted lock file does not let two windows write one match.

use crate::common;

use common::{finished_match, in_progress, save_of};

use std::fs;
use std::path::Path;
use std::time::Instant;

use yahtzee::game::{Action, Match, Seat};
use yahtzee::rules::Ruleset;
use yahtzee::store::{
    DiskStore, FinishedMatch, History, LoadOutcome, MatchOptions, SAVE_LIMIT, SAVE_VERSION,
    Storage, player_stats,
};

fn finished(seed: u64, id: &str, unix: u64) -> FinishedMatch {
    FinishedMatch {
        id: id.to_string(),
        started_unix: unix - 600,
        finished_unix: unix,
        options: MatchOptions::default(),
        record: finished_match(seed).to_record(),
    }
}

fn aside_copies(dir: &Path, name: &str) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(&format!("{name}.")) && !n.ends_with(".lock"))
        .collect();
    names.sort();
    names
}

/// Puts `bytes` in place as the save of the match "m1".
fn put_save(dir: &Path, bytes: impl AsRef<[u8]>) {
    let path = crate::common::save_path(dir, "m1");
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, bytes).unwrap();
}

// 1. Whatever the game writes it can read back; a file kept aside is kept once.

#[test]
fn saves_are_written_compact_and_never_past_the_read_limit() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let m = in_progress();
    store
        .save_match(&crate::common::mid("m1"), &save_of(&m, "m1"))
        .unwrap();
    let path = crate::common::save_path(dir.path(), "m1");
    let written = fs::read(&path).unwrap();
    assert!(!written.contains(&b'\n'), "pretty-printed save");
    // A save that would pass the limit the reader uses is refused before anything is written.
    let mut huge = save_of(&m, "m1");
    huge.program_version = "x".repeat(SAVE_LIMIT as usize);
    let err = store
        .save_match(&crate::common::mid(&huge.id), &huge)
        .unwrap_err();
    assert!(err.to_string().contains("more than the"), "{err}");
    assert_eq!(
        fs::read(&path).unwrap(),
        written,
        "the old save is untouched"
    );
    drop(store);
    let LoadOutcome::Loaded(back) =
        DiskStore::new(dir.path().to_path_buf()).load_match(&crate::common::mid("m1"))
    else {
        panic!("the save no longer loads")
    };
    assert_eq!(back.game(), &m);
}

#[test]
fn the_same_damaged_save_is_kept_aside_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = crate::common::save_path(dir.path(), "m1");
    for round in 0..3 {
        put_save(dir.path(), b"{\"version\": 1, \"broken\"");
        let outcome =
            DiskStore::new(dir.path().to_path_buf()).load_match(&crate::common::mid("m1"));
        let LoadOutcome::Damaged { message } = outcome else {
            panic!("{outcome:?}")
        };
        if round > 0 {
            assert!(message.contains("already kept"), "{message}");
        }
    }
    assert_eq!(
        aside_copies(&dir.path().join("matches"), "m1.json").len(),
        1
    );
    assert!(!path.exists());
}

// 2. The history never refuses itself.

#[test]
fn a_history_past_its_old_size_is_folded_and_still_counts_every_match() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = yahtzee::store::MemoryStore::new();
    let seeds: Vec<FinishedMatch> = (0..4)
        .map(|s| finished(s, &format!("seed{s}"), 1_600_000_000))
        .collect();
    for f in &seeds {
        store.archive(f.clone(), true).unwrap();
    }
    let (base, _) = store.history();
    let mut history = History {
        version: SAVE_VERSION,
        ..Default::default()
    };
    // Enough matches that the previous release's pretty-printed file passed its limit.
    let one = History {
        summaries: base.summaries[..1].to_vec(),
        ..Default::default()
    };
    let per = serde_json::to_vec_pretty(&one).unwrap().len() as u64;
    let count = yahtzee::store::HISTORY_LIMIT / per * 11 / 10;
    for i in 0..count {
        let mut s = base.summaries[(i % 4) as usize].clone();
        s.id = format!("m{i}");
        // Spread over several years, so the tallies hold several.
        s.finished_unix = 1_600_000_000 + i * 3_000;
        history.summaries.push(s);
    }
    let pretty = serde_json::to_vec_pretty(&history).unwrap();
    assert!(
        pretty.len() as u64 > yahtzee::store::HISTORY_LIMIT,
        "the case crosses the limit"
    );
    fs::write(
        dir.path().join("history.json"),
        serde_json::to_vec(&history).unwrap(),
    )
    .unwrap();
    let newest = finished(9, "last", 1_800_000_000);
    let mut expected = history.clone();
    expected.summaries.push(yahtzee::store::summarize(
        "last",
        newest.finished_unix,
        &Match::from_record(newest.record.clone()).unwrap(),
        yahtzee::store::PlayMode::OnScreen,
    ));
    let mut disk = DiskStore::new(dir.path().to_path_buf());
    disk.archive(newest, true).unwrap();
    let size = fs::metadata(dir.path().join("history.json")).unwrap().len();
    assert!(
        size <= yahtzee::store::archive::HISTORY_BUDGET,
        "{size} bytes"
    );
    let (back, problem) = DiskStore::new(dir.path().to_path_buf()).history();
    assert!(problem.is_none(), "{problem:?}");
    assert!(!back.archive.is_empty(), "old summaries were folded");
    assert!(back.summaries.len() <= yahtzee::store::archive::SUMMARIES_KEPT);
    // Every figure the statistics show is the same as before folding.
    assert_eq!(player_stats(&back), player_stats(&expected));
    assert_eq!(
        yahtzee::store::high_scores(&back),
        yahtzee::store::high_scores(&expected)
    );
    assert_eq!(
        yahtzee::store::play_counts(&back),
        yahtzee::store::play_counts(&expected)
    );
    let games = player_stats(&back).iter().map(|p| p.games).max().unwrap();
    assert_eq!(u64::from(games), count + 1);
}

// 3. A huge value in a damaged file is quoted briefly and refused quickly.

#[test]
fn a_save_with_a_huge_bad_value_is_refused_quickly_with_a_short_message() {
    let mut v = serde_json::to_value(save_of(&in_progress(), "m1")).unwrap();
    v["options"]["cpu_speed"] =
        serde_json::Value::String(format!("\u{1b}]0;{}", "Z".repeat(16_000_000)));
    let dir = tempfile::tempdir().unwrap();
    put_save(dir.path(), v.to_string());
    let started = Instant::now();
    let outcome = DiskStore::new(dir.path().to_path_buf()).load_match(&crate::common::mid("m1"));
    println!("a 16 MB bad value was refused in {:?}", started.elapsed());
    let LoadOutcome::Damaged { message } = outcome else {
        panic!("{outcome:?}")
    };
    assert!(
        message.chars().count() < 600,
        "{} characters",
        message.len()
    );
    assert!(message.contains("unknown variant"), "{message}");
    assert!(!message.contains('\u{1b}'), "{message}");
    assert!(message.contains("\\e]0;ZZZ"), "{message}");
}

// 4. The history accepts nothing a card cannot give, and no key twice.

fn one_match_history() -> serde_json::Value {
    let mut store = yahtzee::store::MemoryStore::new();
    store
        .archive(finished(3, "a", 1_700_000_000), true)
        .unwrap();
    serde_json::to_value(store.history().0).unwrap()
}

fn history_problem(text: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("history.json"), text).unwrap();
    let (history, problem) = DiskStore::new(dir.path().to_path_buf()).history();
    assert!(history.summaries.is_empty(), "accepted: {text:.200}");
    problem.expect("a problem is reported")
}

#[test]
fn summaries_must_follow_from_their_boxes_and_agree_with_their_kept_match() {
    let good = one_match_history();
    let edit = |f: &dyn Fn(&mut serde_json::Value)| {
        let mut v = good.clone();
        f(&mut v);
        history_problem(&v.to_string())
    };
    let zero_boxes = edit(&|v| {
        let seat = &mut v["summaries"][0]["seats"][0];
        seat["total"] = 1500.into();
        seat["boxes"] = serde_json::json!([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
        seat["upper_bonus"] = false.into();
        seat["yahtzees"] = 0.into();
        seat["rank"] = 1.into();
        seat["tied"] = 1.into();
        v["summaries"][0]["seats"][1]["rank"] = 2.into();
        v["summaries"][0]["seats"][1]["tied"] = 1.into();
        v["recent"] = serde_json::json!([]);
    });
    assert!(
        zero_boxes.contains("does not follow from the boxes"),
        "{zero_boxes}"
    );
    // Seat results swapped between the summary and the kept card.
    let swapped = edit(&|v| {
        let seats = v["summaries"][0]["seats"].as_array_mut().unwrap();
        let (a, b) = (seats[0]["total"].clone(), seats[1]["total"].clone());
        let (ba, bb) = (seats[0]["boxes"].clone(), seats[1]["boxes"].clone());
        let (ua, ub) = (
            seats[0]["upper_bonus"].clone(),
            seats[1]["upper_bonus"].clone(),
        );
        let (ya, yb) = (seats[0]["yahtzees"].clone(), seats[1]["yahtzees"].clone());
        seats[0]["total"] = b;
        seats[1]["total"] = a;
        seats[0]["boxes"] = bb;
        seats[1]["boxes"] = ba;
        seats[0]["upper_bonus"] = ub;
        seats[1]["upper_bonus"] = ua;
        seats[0]["yahtzees"] = yb;
        seats[1]["yahtzees"] = ya;
        let (ra, rb) = (seats[0]["rank"].clone(), seats[1]["rank"].clone());
        seats[0]["rank"] = rb;
        seats[1]["rank"] = ra;
    });
    assert!(swapped.contains("but its card gives"), "{swapped}");
    let bonus = edit(&|v| {
        let seat = &mut v["summaries"][0]["seats"][0];
        let flag = seat["upper_bonus"].as_bool().unwrap();
        seat["upper_bonus"] = (!flag).into();
    });
    assert!(bonus.contains("upper bonus"), "{bonus}");
}

#[test]
fn a_key_given_twice_is_damage_in_every_file() {
    let good = one_match_history().to_string();
    let doubled = good.replacen("\"version\":1", "\"version\":1,\"version\":1", 1);
    assert_ne!(doubled, good);
    let why = history_problem(&doubled);
    assert!(why.contains("given twice"), "{why}");
    // A save whose seat name is given twice.
    let save = serde_json::to_string(&save_of(&in_progress(), "m1")).unwrap();
    let doubled = save.replacen("\"name\":\"Ana\"", "\"name\":\"Ana\",\"name\":\"Eve\"", 1);
    assert_ne!(doubled, save);
    let dir = tempfile::tempdir().unwrap();
    put_save(dir.path(), &doubled);
    let outcome = DiskStore::new(dir.path().to_path_buf()).load_match(&crate::common::mid("m1"));
    let LoadOutcome::Damaged { message } = outcome else {
        panic!("{outcome:?}")
    };
    assert!(message.contains("given twice"), "{message}");
    // And a setup.
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let setup = yahtzee::store::LastSetup {
        rules: Ruleset::CLASSIC,
        seats: vec![Seat::human("Ana")],
        options: MatchOptions::default(),
        same_dice: false,
        language: None,
    };
    store.save_setup(&setup).unwrap();
    let text = fs::read_to_string(dir.path().join("setup.json")).unwrap();
    assert!(store.last_setup().is_some());
    let doubled = text.replacen("\"seats\":", "\"seats\":[],\"seats\":", 1);
    fs::write(dir.path().join("setup.json"), doubled).unwrap();
    assert!(store.last_setup().is_none());
    let notices = store.take_notices().join(" ");
    assert!(notices.contains("given twice"), "{notices}");
}

// 6. A link to nothing is reported, and left alone.

#[cfg(unix)]
#[test]
fn a_history_that_links_to_nothing_is_reported_and_left_in_place() {
    let dir = tempfile::tempdir().unwrap();
    let link = dir.path().join("history.json");
    std::os::unix::fs::symlink("/nonexistent/yahtzee-history.json", &link).unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let (_, problem) = store.history();
    let problem = problem.expect("reported");
    assert!(problem.contains("link to"), "{problem}");
    let err = store
        .archive(finished(1, "x", 1_700_000_000), true)
        .unwrap_err();
    assert!(err.to_string().contains("link to"), "{err}");
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
}

// 7. A lock that cannot be sidestepped, and a save another window wrote is never replaced.

#[test]
fn deleting_the_lock_file_does_not_let_two_windows_write_one_match() {
    for remove_folder in [false, true] {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("data");
        let mut first = DiskStore::new(data.clone());
        let mut m = in_progress();
        first
            .save_match(&crate::common::mid("m1"), &save_of(&m, "m1"))
            .unwrap();
        if remove_folder {
            fs::remove_dir_all(&data).unwrap();
        } else {
            fs::remove_file(
                data.join("matches")
                    .join(crate::common::mid("m1").lock_name()),
            )
            .unwrap();
        }
        // The second window now gets the lock and plays on its own copy.
        let mut second = DiskStore::new(data.clone());
        second.claim(&crate::common::mid("m1")).unwrap();
        let mut other = in_progress();
        let seat = other.current_seat().unwrap();
        other.apply(seat, Action::Roll).unwrap();
        second
            .save_match(&crate::common::mid("m1"), &save_of(&other, "m1"))
            .unwrap();
        let theirs = fs::read(crate::common::save_path(&data, "m1")).unwrap();
        // The first window notices at its next write and stops.
        m.apply(m.current_seat().unwrap(), Action::Roll).unwrap();
        let err = first
            .save_match(&crate::common::mid("m1"), &save_of(&m, "m1"))
            .unwrap_err();
        assert!(err.to_string().contains("stopped saving"), "{err}");
        assert_eq!(
            fs::read(crate::common::save_path(&data, "m1")).unwrap(),
            theirs
        );
        // Once the second window is gone, the first may save again, and what the second
        // wrote is kept aside, not overwritten.
        drop(second);
        first
            .save_match(&crate::common::mid("m1"), &save_of(&m, "m1"))
            .unwrap();
        let notices = first.take_notices().join(" ");
        assert!(
            notices.contains("another window saved this match"),
            "{notices}"
        );
        let kept = aside_copies(&data.join("matches"), "m1.json");
        assert_eq!(kept.len(), 1, "{kept:?}");
        assert_eq!(
            fs::read(data.join("matches").join(&kept[0])).unwrap(),
            theirs
        );
    }
}

#[test]
fn a_key_given_twice_in_the_config_is_reported_on_its_line() {
    let (_, problems) = yahtzee::config::parse("theme = \"dark\"\ntheme = \"light\"\n");
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].line, 2);
    assert!(
        problems[0].message.contains("duplicate key"),
        "{problems:?}"
    );
}

#[test]
fn a_match_id_that_could_steer_the_terminal_is_damage() {
    let save = serde_json::to_string(&save_of(&in_progress(), "\u{1b}[31mX")).unwrap();
    let dir = tempfile::tempdir().unwrap();
    put_save(dir.path(), &save);
    let outcome = DiskStore::new(dir.path().to_path_buf()).load_match(&crate::common::mid("m1"));
    let LoadOutcome::Damaged { message } = outcome else {
        panic!("{outcome:?}")
    };
    assert!(message.contains("not one the game writes"), "{message}");
    assert!(!message.contains('\u{1b}'), "{message}");
    let mut v = one_match_history();
    v["summaries"][0]["id"] = "a b".into();
    let why = history_problem(&v.to_string());
    assert!(why.contains("not one the game writes"), "{why}");
}

#[test]
fn a_data_folder_under_a_file_reads_as_empty_not_as_damaged_files() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("afile"), b"x").unwrap();
    let mut store = DiskStore::new(dir.path().join("afile/sub"));
    let (history, problem) = store.history();
    assert!(problem.is_none(), "{problem:?}");
    assert!(history.summaries.is_empty());
    assert!(store.last_setup().is_none());
    assert!(store.take_notices().is_empty());
}

// 8. Every summary's boxes are checked under its rules and card, and summaries, kept matches
// and tallies must agree.

/// `v`'s summary `i` made to add up again after its boxes were edited: each seat's total,
/// upper bonus and rank follow from its boxes under Classic rules, so only a box value can
/// be wrong.
fn add_up(v: &mut serde_json::Value, i: usize) {
    let seats = v["summaries"][i]["seats"].as_array_mut().unwrap();
    for seat in seats.iter_mut() {
        let boxes: Vec<u64> = seat["boxes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b.as_u64().unwrap())
            .collect();
        let upper: u64 = boxes[..6].iter().sum();
        let bonus = upper >= 63;
        let extras = seat["yahtzees"].as_u64().unwrap() - u64::from(boxes[11] > 0);
        seat["upper_bonus"] = bonus.into();
        seat["total"] = (boxes.iter().sum::<u64>() + 35 * u64::from(bonus) + 100 * extras).into();
    }
    let totals: Vec<u32> = seats
        .iter()
        .map(|s| s["total"].as_u64().unwrap() as u32)
        .collect();
    let ranks = yahtzee::rules::ranks(&totals);
    for (seat, rank) in seats.iter_mut().zip(&ranks) {
        seat["rank"] = (*rank).into();
        seat["tied"] = ranks.iter().filter(|r| *r == rank).count().into();
    }
}

/// The history `text` as read back, or the problem found in it.
fn history_read(text: &str) -> Result<History, String> {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("history.json"), text).unwrap();
    match DiskStore::new(dir.path().to_path_buf()).history() {
        (history, None) => Ok(history),
        (_, Some(problem)) => Err(problem),
    }
}

/// A history of one match, kept only as a summary (as after 50 more matches).
fn summary_only_history() -> serde_json::Value {
    let mut v = one_match_history();
    v["recent"] = serde_json::json!([]);
    v
}

#[test]
fn a_summary_box_its_rules_cannot_score_is_damage_even_when_its_total_adds_up() {
    let box_at = |name: &str| {
        yahtzee::rules::Layout::Classic
            .boxes()
            .iter()
            .position(|b| b.label() == name)
            .unwrap()
    };
    let edited = |rules: &str, label: &str, points: u64| {
        let mut v = summary_only_history();
        v["summaries"][0]["rules_name"] = rules.into();
        v["summaries"][0]["seats"][0]["boxes"][box_at(label)] = points.into();
        add_up(&mut v, 0);
        history_read(&v.to_string())
    };
    // What a Classic card can hold is read back (the edits add up, so the check is the box's).
    for (label, points) in [
        ("Fours", 8),
        ("Full house", 25),
        ("Chance", 30),
        ("Chance", 0),
    ] {
        let back = edited("Classic", label, points);
        assert!(back.is_ok(), "{label} = {points}: {back:?}");
    }
    for (rules, label, points) in [
        ("Classic", "Fours", 7),
        ("Classic", "Fours", 24),
        ("Classic", "Full house", 24),
        ("Classic", "Chance", 31),
        ("Classic", "Chance", 4),
        ("Classic", "Large straight", 30),
        // Custom rules may set a full house at 24, but no rules make a Fours of 7.
        ("Custom", "Fours", 7),
        ("Custom", "Chance", 31),
    ] {
        let why = edited(rules, label, points).expect_err(&format!("{rules}: {label} = {points}"));
        assert!(
            why.contains(&format!(
                "{label} holds {points}, which no roll scores there"
            )),
            "{why}"
        );
    }
    assert!(edited("Custom", "Full house", 24).is_ok());
    // A card of several columns keeps no points per box.
    let mut triple = summary_only_history();
    triple["summaries"][0]["layout"] = "triple".into();
    triple["summaries"][0]["rules_name"] = "Triple Yahtzee".into();
    let why = history_read(&triple.to_string()).expect_err("accepted");
    assert!(
        why.contains("which the game keeps for no card of several columns"),
        "{why}"
    );
}

#[test]
fn summaries_kept_matches_and_tallies_that_disagree_are_damage() {
    let good = one_match_history();
    let problem = |f: &dyn Fn(&mut serde_json::Value)| {
        let mut v = good.clone();
        f(&mut v);
        history_read(&v.to_string()).expect_err("accepted")
    };
    assert!(history_read(&good.to_string()).is_ok());
    // A kept match whose summary is gone: statistics would say no match was played.
    let missing = problem(&|v| v["summaries"] = serde_json::json!([]));
    assert!(missing.contains("no summary of it is listed"), "{missing}");
    // A practice match is kept without one.
    let mut practice = good.clone();
    practice["summaries"] = serde_json::json!([]);
    practice["recent"][0]["options"]["practice"] = true.into();
    assert!(history_read(&practice.to_string()).is_ok());
    // Ids that match nothing.
    let renamed = problem(&|v| v["recent"][0]["id"] = "elsewhere".into());
    assert!(renamed.contains("no summary of it is listed"), "{renamed}");
    // A finish time in the year 584,554,051,223, with and without the kept match.
    let far = problem(&|v| v["summaries"][0]["finished_unix"] = u64::MAX.into());
    assert!(far.contains("is no date"), "{far}");
    let mut alone = summary_only_history();
    alone["summaries"][0]["finished_unix"] = u64::MAX.into();
    let far = history_read(&alone.to_string()).expect_err("accepted");
    assert!(far.contains("is no date"), "{far}");
    let far = problem(&|v| {
        v["summaries"][0]["finished_unix"] = u64::MAX.into();
        v["recent"][0]["finished_unix"] = u64::MAX.into();
    });
    assert!(far.contains("is no date"), "{far}");
    // A summary that says another time, or other rules, than its kept match.
    let later = problem(&|v| {
        let t = v["summaries"][0]["finished_unix"].as_u64().unwrap();
        v["summaries"][0]["finished_unix"] = (t + 60).into();
    });
    assert!(later.contains("its summary says it finished at"), "{later}");
    let other_rules = problem(&|v| v["summaries"][0]["rules_name"] = "Custom".into());
    assert!(
        other_rules.contains("names the rules 'Custom', but it was played under Classic"),
        "{other_rules}"
    );
    // Rules no card has.
    let mut unknown = summary_only_history();
    unknown["summaries"][0]["rules_name"] = "Klassik\u{1b}[2J".into();
    let why = history_read(&unknown.to_string()).expect_err("accepted");
    assert!(
        why.contains("which no rules on the Classic card are called"),
        "{why}"
    );
    assert!(!why.contains('\u{1b}'), "{why}");
}

/// A history whose one match is folded into a yearly tally, as JSON.
fn tally_history() -> serde_json::Value {
    let mut history: History = serde_json::from_value(summary_only_history()).unwrap();
    assert_eq!(history.fold_summaries(0), 1);
    serde_json::to_value(history).unwrap()
}

#[test]
fn a_tally_with_control_characters_or_impossible_figures_is_damage() {
    let good = tally_history();
    assert!(history_read(&good.to_string()).is_ok(), "{good}");
    let problem = |f: &dyn Fn(&mut serde_json::Value)| {
        let mut v = good.clone();
        f(&mut v);
        history_read(&v.to_string()).expect_err("accepted")
    };
    let tally = |v: &mut serde_json::Value| -> serde_json::Value { v["archive"][0].clone() };
    for name in ["Seat\u{7} 1", "Seat 1\u{1b}[2J", "\u{85}Seat 1"] {
        let why = problem(&|v| v["archive"][0]["players"][0]["name"] = name.into());
        assert!(why.contains("has a player no seat could be"), "{why}");
        assert!(!why.chars().any(char::is_control), "{why:?}");
        let why = problem(&|v| v["archive"][0]["high_scores"][0]["name"] = name.into());
        assert!(why.contains("has a player no seat could be"), "{why}");
    }
    let why = problem(&|v| v["archive"][0]["rules_name"] = "Old\u{7}".into());
    assert!(
        why.contains("which no rules on the Classic card are called"),
        "{why}"
    );
    let why = problem(&|v| v["archive"][0]["players"][0]["best_game"] = "a\u{1b}b".into());
    assert!(why.contains("best game"), "{why}");
    let why = problem(&|v| {
        v["archive"][0]["players"][0]["versus"] =
            serde_json::json!({"nobody": {"wins": 1, "losses": 0, "ties": 0}});
    });
    assert!(why.contains("which is no CPU level"), "{why}");
    let why = problem(&|v| {
        let games = tally(v)["players"][0]["box_games"].as_u64().unwrap();
        v["archive"][0]["players"][0]["box_sums"]["fours"] = (21 * games).into();
    });
    assert!(why.contains("than 1 game could score"), "{why}");
    let why = problem(&|v| v["archive"][0]["players"][0]["box_sums"]["one_pair"] = 2.into());
    assert!(
        why.contains("a box the Classic card does not have"),
        "{why}"
    );
    let why = problem(&|v| {
        v["archive"][0]["layout"] = "triple".into();
        v["archive"][0]["rules_name"] = "Triple Yahtzee".into();
    });
    assert!(
        why.contains("which the game keeps for no card of several columns"),
        "{why}"
    );
    let why = problem(&|v| v["archive"][0]["year"] = 30_000.into());
    assert!(why.contains("no clock gives"), "{why}");
    let why = problem(&|v| v["archive"][0]["players"][0]["best_game_unix"] = u64::MAX.into());
    assert!(why.contains("is no date"), "{why}");
    let why = problem(&|v| {
        let t = tally(v)["high_scores"][0]["finished_unix"]
            .as_u64()
            .unwrap();
        v["archive"][0]["high_scores"][0]["finished_unix"] = (t + 400 * 86_400).into();
    });
    assert!(why.contains("is not in its year"), "{why}");
}

#[test]
fn folding_a_bloated_history_keeps_every_match_kept_in_full_and_the_newest() {
    // Eight matches kept in full with their summaries, after 400 older ones of as many
    // different players, whose tallies make the history too large for a small budget.
    let mut store = yahtzee::store::MemoryStore::new();
    for s in 0..8 {
        store
            .archive(finished(s, &format!("kept{s}"), 1_700_000_000 + s), true)
            .unwrap();
    }
    let (kept, _) = store.history();
    let mut history = History {
        version: SAVE_VERSION,
        ..Default::default()
    };
    for i in 0..400u64 {
        let mut s = kept.summaries[(i % 8) as usize].clone();
        s.id = format!("old{i}");
        s.finished_unix = 1_500_000_000 + i * 100_000;
        s.seats[0].name = format!("Player {i}");
        history.summaries.push(s);
    }
    history.summaries.extend(kept.summaries.iter().cloned());
    history.recent = kept.recent.clone();
    history.validate().unwrap();
    let full = serde_json::to_vec(&history).unwrap().len() as u64;
    let mut budget = full;
    let mut dropped_kept = false;
    while budget > 1_000 {
        budget /= 2;
        let mut folded = history.clone();
        let Ok((bytes, notice)) = folded.to_bytes_within(budget) else {
            break;
        };
        assert!(bytes.len() as u64 <= budget);
        let back: History = serde_json::from_slice(&bytes).unwrap();
        back.validate()
            .unwrap_or_else(|why| panic!("within {budget} bytes: {why}"));
        // The newest match is kept in full, with its summary, however small the budget.
        assert_eq!(
            back.recent.last().unwrap().id,
            "kept7",
            "within {budget} bytes"
        );
        for f in &back.recent {
            assert!(
                back.summaries.iter().any(|s| s.id == f.id),
                "within {budget} bytes, {} is kept in full but its summary was folded",
                f.id
            );
            assert!(f.session().is_ok(), "{} can be reviewed", f.id);
        }
        dropped_kept |= back.recent.len() < 8;
        // Until players' tallies must go, every figure stays.
        if notice.is_none() {
            assert_eq!(
                player_stats(&back),
                player_stats(&history),
                "within {budget} bytes"
            );
        }
    }
    assert!(dropped_kept, "the budgets reached the kept matches");
}
