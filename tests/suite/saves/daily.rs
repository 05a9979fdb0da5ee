//! The daily record on disk (`daily.json`): a day's scored attempt is taken once, completed
//! when its match goes to the history, and read back only as far as it is believed; a
//! damaged file is kept aside with one message, a newer one left alone, and the first
//! version's file still loads.

use std::fs;
use std::path::Path;

use yahtzee::game::{Action, Day, SeatId, Session};
use yahtzee::rules::BoxId;
use yahtzee::store::daily::{Attempt, DAILY_FILE, daily_session};
use yahtzee::store::{DailyBegun, DiskStore, FinishedMatch, Storage};

fn day(text: &str) -> Day {
    text.parse().unwrap()
}

/// The daily of `d`, played to its end: each turn one throw, placed in the first box that
/// takes it.
fn played(d: Day, id: &str, attempt: Attempt) -> Session {
    let mut s = daily_session(d, "Ana", attempt, id.to_string(), 1_800_000_000).unwrap();
    while !s.game().is_over() {
        s.apply(SeatId(0), Action::Roll).unwrap();
        let b = BoxId::ALL
            .into_iter()
            .find(|&b| s.game().check(SeatId(0), Action::score(b)).is_ok())
            .unwrap();
        s.apply(SeatId(0), Action::score(b)).unwrap();
    }
    s
}

fn kept_aside(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("daily.json.corrupt-"))
        .collect();
    names.sort();
    names
}

/// Plays and archives the scored daily of each day, as the game does.
fn scored_days(store: &mut DiskStore, days: &[&str]) {
    for (i, d) in days.iter().enumerate() {
        let id = format!("{:016x}", 0xda11_0000 + i);
        assert_eq!(store.begin_daily(day(d), &id).unwrap(), DailyBegun::Scored);
        let s = played(day(d), &id, Attempt::Scored);
        store
            .archive(FinishedMatch::of(&s, 1_800_000_500), true)
            .unwrap();
    }
}

#[test]
fn a_days_first_attempt_is_scored_when_its_match_reaches_the_history() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let d = day("2026-12-05");
    assert_eq!(
        store.begin_daily(d, "00000000000000a1").unwrap(),
        DailyBegun::Scored
    );
    // Started, not finished: the day is taken, but scores nothing yet.
    assert!(dir.path().join(DAILY_FILE).exists());
    match store.begin_daily(d, "00000000000000b2").unwrap() {
        DailyBegun::Taken(entry) => {
            assert_eq!(entry.id, "00000000000000a1");
            assert!(entry.result.is_none());
        }
        other => panic!("{other:?}"),
    }
    // A replay finishing first changes nothing; the scored one completes the day.
    let replay = played(d, "00000000000000b2", Attempt::Replay);
    store
        .archive(FinishedMatch::of(&replay, 1_800_000_400), false)
        .unwrap();
    assert!(store.daily().entry(d).unwrap().result.is_none());
    let scored = played(d, "00000000000000a1", Attempt::Scored);
    store
        .archive(FinishedMatch::of(&scored, 1_800_000_500), true)
        .unwrap();
    // Read afresh by another window.
    let mut other = DiskStore::new(dir.path().to_path_buf());
    let record = other.daily();
    let result = record.entry(d).unwrap().result.clone().unwrap();
    assert_eq!(result.score, scored.game().total(SeatId(0)));
    assert!(other.take_notices().is_empty());
    assert!(kept_aside(dir.path()).is_empty());
}

#[test]
fn a_damaged_record_is_kept_aside_with_one_message() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join(DAILY_FILE), b"{\"version\":1,\"days\":[").unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    assert!(store.daily().days.is_empty());
    let notices = store.take_notices();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(
        notices[0].starts_with("Your daily record was damaged: ")
            && notices[0].contains("daily.json.corrupt-"),
        "{notices:?}"
    );
    assert_eq!(kept_aside(dir.path()).len(), 1);
    assert!(!dir.path().join(DAILY_FILE).exists());
    // The day can be played again from a fresh record.
    assert_eq!(
        store
            .begin_daily(day("2026-12-05"), "00000000000000a1")
            .unwrap(),
        DailyBegun::Scored
    );
}

#[test]
fn a_newer_record_is_left_alone_and_never_written_over() {
    let dir = tempfile::tempdir().unwrap();
    let newer = b"{\"version\":7,\"days\":[],\"stars\":3}";
    fs::write(dir.path().join(DAILY_FILE), newer).unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    assert!(store.daily().days.is_empty());
    let notices = store.take_notices();
    assert!(
        notices.len() == 1
            && notices[0].contains("newer version")
            && notices[0].contains("left untouched"),
        "{notices:?}"
    );
    let refused = store.begin_daily(day("2026-12-05"), "00000000000000a1");
    assert!(refused.is_err(), "{refused:?}");
    assert_eq!(fs::read(dir.path().join(DAILY_FILE)).unwrap(), newer);
    assert!(kept_aside(dir.path()).is_empty());
}

#[test]
fn an_edited_date_neither_scores_a_day_twice_nor_forges_one() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    scored_days(&mut store, &["2026-12-03", "2026-12-04"]);
    let path = dir.path().join(DAILY_FILE);
    let text = fs::read_to_string(&path).unwrap();
    // Moving yesterday's result to today, to play today's dice again for a score.
    fs::write(&path, text.replace("\"2026-12-04\"", "\"2026-12-05\"")).unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let record = store.daily();
    let notices = store.take_notices();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(
        notices[0].contains("the daily of 2026-12-05 was not believed")
            && notices[0].contains("daily.json.corrupt-")
            && notices[0].contains("the other days stay"),
        "{notices:?}"
    );
    // The edited file is kept as it was. Yesterday's day is given back from its match in
    // the history, where the edit cannot reach; today is free for its one scored attempt.
    let days: Vec<String> = record.days.iter().map(|e| e.day.to_string()).collect();
    assert_eq!(days, ["2026-12-03", "2026-12-04"]);
    assert!(record.entry(day("2026-12-04")).unwrap().result.is_some());
    let aside = kept_aside(dir.path());
    assert_eq!(aside.len(), 1);
    assert!(
        fs::read_to_string(dir.path().join(&aside[0]))
            .unwrap()
            .contains("2026-12-05")
    );
    assert!(!fs::read_to_string(&path).unwrap().contains("2026-12-05"));
    assert_eq!(
        store
            .begin_daily(day("2026-12-05"), "00000000000000c3")
            .unwrap(),
        DailyBegun::Scored
    );
    // Copying a day's entry under a second date is refused as a whole file; the days are
    // given back from their matches all the same.
    let text = fs::read_to_string(&path).unwrap();
    let twice = text.replacen("\"2026-12-05\"", "\"2026-12-03\"", 1);
    fs::write(&path, twice).unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let days: Vec<String> = store
        .daily()
        .days
        .iter()
        .map(|e| e.day.to_string())
        .collect();
    assert_eq!(days, ["2026-12-03", "2026-12-04"]);
    let notices = store.take_notices();
    assert!(notices[0].contains("listed"), "{notices:?}");
}

/// A newcomer scored today's daily, then moved its date in the file back a day: the record
/// was kept aside and today offered again for a score. The match in the history says the
/// day was played, so it stays scored, edited record, deleted record or none.
#[test]
fn a_scored_day_moved_or_deleted_in_the_file_is_not_scored_again() {
    for edit in ["moved", "deleted"] {
        let dir = tempfile::tempdir().unwrap();
        let mut store = DiskStore::new(dir.path().to_path_buf());
        scored_days(&mut store, &["2026-12-05"]);
        let path = dir.path().join(DAILY_FILE);
        match edit {
            "moved" => {
                let text = fs::read_to_string(&path).unwrap();
                fs::write(&path, text.replace("2026-12-05", "2026-12-04")).unwrap();
            }
            _ => fs::remove_file(&path).unwrap(),
        }
        let mut store = DiskStore::new(dir.path().to_path_buf());
        let today = day("2026-12-05");
        assert!(
            store
                .daily()
                .entry(today)
                .is_some_and(|e| e.result.is_some()),
            "{edit}"
        );
        assert!(
            matches!(
                store.begin_daily(today, "00000000000000d4").unwrap(),
                DailyBegun::Taken(_)
            ),
            "{edit}"
        );
        // An unfinished scored attempt among the saves counts as well.
        let dir = tempfile::tempdir().unwrap();
        let mut store = DiskStore::new(dir.path().to_path_buf());
        let id = "00000000000000e5";
        assert_eq!(store.begin_daily(today, id).unwrap(), DailyBegun::Scored);
        let mut s =
            daily_session(today, "Ana", Attempt::Scored, id.to_string(), 1_800_000_000).unwrap();
        s.apply(SeatId(0), Action::Roll).unwrap();
        let file = yahtzee::store::SaveFile::of(&s);
        store.save_match(&crate::common::mid(id), &file).unwrap();
        fs::remove_file(dir.path().join(DAILY_FILE)).unwrap();
        let mut store = DiskStore::new(dir.path().to_path_buf());
        assert!(
            matches!(
                store.begin_daily(today, "00000000000000f6").unwrap(),
                DailyBegun::Taken(_)
            ),
            "{edit}: the save"
        );
    }
}

#[test]
fn the_first_versions_record_still_loads() {
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/daily-v1");
    let dir = tempfile::tempdir().unwrap();
    fs::copy(fixture.join(DAILY_FILE), dir.path().join(DAILY_FILE)).unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let record = store.daily();
    assert!(store.take_notices().is_empty());
    let days: Vec<String> = record.days.iter().map(|e| e.day.to_string()).collect();
    assert_eq!(days, ["2026-12-03", "2026-12-04", "2026-12-05"]);
    assert_eq!(record.finished().count(), 2);
    assert_eq!(record.streak(day("2026-12-05")).current, 2);
    // The day on the go is still its one scored attempt.
    assert!(matches!(
        store.begin_daily(day("2026-12-05"), "00000000000000ff"),
        Ok(DailyBegun::Taken(_))
    ));
}
