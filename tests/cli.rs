//! The command line as scripts use it: output shapes, and one-line errors with exit code 2.

use std::process::{Command, Output};

fn yahtzee(data_dir: &std::path::Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_yahtzee"))
        .arg("--data-dir")
        .arg(data_dir)
        .args(args)
        .env_remove("YAHTZEE_DATA_DIR")
        .output()
        .unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn wrong_arguments_give_one_line_and_exit_code_2() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        &["--frobnicate"][..],
        &["rules", "--rules", "bogus"],
        &["rules", "--set", "max_rolls=9"],
        &["rules", "--set", "colour=red"],
        &["rules", "--set", "joker"],
        &["sim", "--players", "perfect,godlike"],
        &["sim", "--games", "0"],
        &["new", "--players", "a,b,c,d,e"],
        &["new", "--speed", "warp"],
    ] {
        let out = yahtzee(dir.path(), args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("yahtzee: "), "{args:?}: {err}");
    }
    let err = stderr(&yahtzee(dir.path(), &["rules", "--set", "max_rolls=9"]));
    assert!(err.contains("max_rolls must be 1–5, not '9'"), "{err}");
}

#[test]
fn help_is_complete() {
    let dir = tempfile::tempdir().unwrap();
    let out = yahtzee(dir.path(), &["--help"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for command in [
        "new",
        "resume",
        "rules",
        "stats",
        "review",
        "sim",
        "advise",
        "bench",
        "--data-dir",
        "--mono",
    ] {
        assert!(text.contains(command), "--help lacks {command}");
    }
    for command in [
        "new", "resume", "rules", "stats", "review", "sim", "advise", "bench",
    ] {
        let out = yahtzee(dir.path(), &[command, "--help"]);
        assert!(out.status.success(), "{command} --help");
        assert!(
            String::from_utf8_lossy(&out.stdout).contains("Usage: yahtzee"),
            "{command} --help"
        );
    }
}

#[test]
fn rules_prints_the_text_and_the_active_settings() {
    let dir = tempfile::tempdir().unwrap();
    let out = yahtzee(
        dir.path(),
        &["rules", "--set", "joker=free", "--set", "max_rolls=4"],
    );
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Custom rules"));
    assert!(text.contains("up to 4 throws"));
    assert!(text.contains("may go in any open box"));
    assert!(text.contains("joker") && text.contains("free") && text.contains("(Classic: forced)"));
    let simple =
        String::from_utf8_lossy(&yahtzee(dir.path(), &["rules", "--rules", "yams"]).stdout)
            .into_owned();
    assert!(simple.contains("Simple rules") && simple.contains("There is no Joker"));
}

#[test]
fn sim_json_has_every_figure_per_seat() {
    let dir = tempfile::tempdir().unwrap();
    let out = yahtzee(
        dir.path(),
        &[
            "sim",
            "--games",
            "60",
            "--seed",
            "3",
            "--players",
            "beginner,casual,strong",
            "--json",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["games"], 60);
    assert_eq!(json["seed"], 3);
    assert_eq!(json["rules"]["joker"], "forced");
    assert!(json["seconds"].as_f64().unwrap() > 0.0);
    assert!(json["games_per_second"].as_f64().unwrap() > 0.0);
    assert!(json["threads"].as_u64().unwrap() >= 1);
    let seats = json["seats"].as_array().unwrap();
    assert_eq!(seats.len(), 3);
    let mut wins = 0.0;
    for (i, s) in seats.iter().enumerate() {
        assert_eq!(s["seat"], i + 1);
        assert_eq!(s["games"], 60);
        for key in [
            "mean",
            "std_dev",
            "upper_bonus_rate",
            "yahtzee_rate",
            "win_rate",
        ] {
            assert!(s[key].is_f64(), "seat {i} lacks {key}");
        }
        assert!(s["min"].as_u64().unwrap() <= s["max"].as_u64().unwrap());
        wins += s["win_rate"].as_f64().unwrap();
    }
    assert!(
        (wins - 1.0).abs() < 1e-9,
        "shared wins add up to every game: {wins}"
    );
    assert_eq!(seats[2]["level"], "strong");
    // The same seed gives the same figures.
    let again = yahtzee(
        dir.path(),
        &[
            "sim",
            "--games",
            "60",
            "--seed",
            "3",
            "--players",
            "beginner,casual,strong",
            "--json",
            "--threads",
            "1",
        ],
    );
    let again: serde_json::Value = serde_json::from_slice(&again.stdout).unwrap();
    assert_eq!(again["seats"][1]["mean"], json["seats"][1]["mean"]);
}

#[test]
fn advise_ranks_options_and_refuses_impossible_cards() {
    let dir = tempfile::tempdir().unwrap();
    let out = yahtzee(dir.path(), &["advise", "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["expected_total"], 254.5877);
    assert!(
        dir.path().join("solver").is_dir(),
        "the table was cached under the data folder"
    );
    let out = yahtzee(
        dir.path(),
        &[
            "advise",
            "--card",
            "ones=3,fours=12,yahtzee=50",
            "--dice",
            "4,4,4,4,4",
            "--json",
        ],
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let actions = json["actions"].as_array().unwrap();
    assert_eq!(actions[0]["kind"], "score");
    assert_eq!(actions[0]["box"], "large_straight");
    assert_eq!(actions[0]["points"], 40);
    let totals: Vec<f64> = actions
        .iter()
        .map(|a| a["expected_total"].as_f64().unwrap())
        .collect();
    assert!(totals.windows(2).all(|w| w[0] >= w[1]), "sorted best first");
    assert!(
        actions
            .iter()
            .all(|a| a["kind"] == "score" || a["hold"].as_array().is_some_and(|h| h.len() < 5))
    );
    assert!(
        !actions.iter().any(|a| a["box"] == "sixes"),
        "the forced Joker forbids the upper boxes here"
    );
    let out = yahtzee(
        dir.path(),
        &["advise", "--dice", "3,3,3,5,5", "--rolls-left", "1"],
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("(best)") && text.contains("Hold 3-3-3"),
        "{text}"
    );
    for (card, why) in [
        ("fours=7", "fours=7 is impossible"),
        ("chance=3", "impossible"),
        ("sevens=7", "unknown box"),
        ("fours=8,fours=4", "given twice"),
    ] {
        let out = yahtzee(dir.path(), &["advise", "--card", card]);
        assert_eq!(out.status.code(), Some(1), "{card}");
        assert!(stderr(&out).contains(why), "{card}: {}", stderr(&out));
    }
    let out = yahtzee(dir.path(), &["advise", "--dice", "1,2,3"]);
    assert!(stderr(&out).contains("give exactly five dice"));
}

#[test]
fn stats_and_review_on_an_empty_history() {
    let dir = tempfile::tempdir().unwrap();
    let out = yahtzee(dir.path(), &["stats", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["players"].as_array().unwrap().len(), 0);
    let out = yahtzee(dir.path(), &["review"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("no finished match"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn the_game_asks_for_a_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let out = yahtzee(dir.path(), &[]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("the game needs a terminal"),
        "{}",
        stderr(&out)
    );
}
