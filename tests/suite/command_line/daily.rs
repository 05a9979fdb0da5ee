//! `yahtzee daily --history` and `--share`: the record as text, and a day's share line with no
//! dice in it. The days asserted are the fixture's, never the clock's.

use crate::common;
use std::path::Path;

fn with_fixture() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/daily-v1/daily.json");
    std::fs::copy(fixture, dir.path().join("daily.json")).unwrap();
    dir
}

fn out(o: &std::process::Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn the_history_lists_the_scored_dailies_newest_first_with_their_figures() {
    let dir = with_fixture();
    let o = common::run(dir.path(), &["daily", "--history"]);
    let (stdout, stderr) = out(&o);
    assert!(o.status.success(), "{stdout}{stderr}");
    assert!(stdout.starts_with("Streak: "), "{stdout}");
    // The accuracy scale is said once, as one sentence.
    assert_eq!(stdout.matches("Accuracy is").count(), 1, "{stdout}");
    assert!(!stdout.contains(".."), "{stdout}");
    let rows: Vec<&str> = stdout.lines().filter(|l| l.starts_with("2026-")).collect();
    assert_eq!(rows.len(), 2, "{stdout}");
    assert!(
        rows[0].starts_with("2026-12-04") && rows[0].contains(" 60  "),
        "{stdout}"
    );
    assert!(
        rows[1].starts_with("2026-12-03") && rows[1].contains(" 24  "),
        "{stdout}"
    );
    // Accuracy with its grade, and the luck, from the account.
    for row in rows {
        let words: Vec<&str> = row.split_whitespace().collect();
        assert_eq!(words.len(), 5, "{row}");
        assert!(words[2].parse::<f64>().is_ok(), "{row}");
        assert!(words[4].starts_with(['+', '−', '±']), "{row}");
    }
}

#[test]
fn the_share_line_has_the_day_the_score_the_accuracy_and_the_luck_and_no_dice() {
    let dir = with_fixture();
    let o = common::run(dir.path(), &["daily", "--share", "--day", "2026-12-04"]);
    let (stdout, stderr) = out(&o);
    assert!(o.status.success(), "{stdout}{stderr}");
    let line = stdout.trim_end();
    assert_eq!(line.lines().count(), 1, "{stdout}");
    assert!(
        line.starts_with("Yahtzee daily 2026-12-04 · 60 · accuracy ") && line.contains(" · luck "),
        "{line}"
    );
    // No dice ("1-1-2-2-5" would add dashes): the day's two are the only ones.
    assert_eq!(line.matches('-').count(), 2, "{line}");
}

#[test]
fn a_day_without_a_score_to_share_is_said_in_one_line() {
    let dir = with_fixture();
    for (day, why) in [
        ("2026-12-05", "is not finished"),
        ("2026-12-01", "no daily of 2026-12-01 was played here"),
        ("2026-02-30", "is not a date in the calendar"),
        ("5 Dec", "is not a date written YYYY-MM-DD"),
    ] {
        let o = common::run(dir.path(), &["daily", "--share", "--day", day]);
        let (stdout, stderr) = out(&o);
        assert_eq!(o.status.code(), Some(2), "{day}: {stdout}{stderr}");
        assert!(stderr.contains(why), "{day}: {stderr}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{day}: {stderr}");
    }
    // A day is only for the share line.
    let o = common::run(dir.path(), &["daily", "--history", "--day", "2026-12-04"]);
    assert_eq!(o.status.code(), Some(2));
}
