//! The command line as scripts use it: output shapes, and one-line errors with exit code 2.

use crate::common;
use std::process::Output;
use yahtzee_testkit::build;

fn yahtzee(data_dir: &std::path::Path, args: &[&str]) -> Output {
    common::run(data_dir, args)
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
        &["new", "--players", "Ana", "--same-dice", "--start"],
        &["new", "--players", "Ana,Ben", "--same-dice", "--score-pad"],
        // The hidden command the game builds its outlook with.
        &["build-odds", "--rules-json", "{"],
        &["build-odds", "--rules-json", r#"{"max_rolls":9}"#],
    ] {
        let out = yahtzee(dir.path(), args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("yahtzee: "), "{args:?}: {err}");
    }
    let err = stderr(&yahtzee(dir.path(), &["rules", "--set", "max_rolls=9"]));
    assert!(err.contains("max_rolls must be 1–5, not '9'"), "{err}");
    let err = stderr(&yahtzee(
        dir.path(),
        &["new", "--players", "Ana", "--same-dice", "--start"],
    ));
    assert!(
        err.contains("--same-dice deals every seat the same dice, but there is only one seat"),
        "{err}"
    );
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
        "--data-dir",
        "--mono",
    ] {
        assert!(text.contains(command), "--help lacks {command}");
    }
    for command in ["new", "resume", "rules", "stats", "review", "sim", "advise"] {
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
    assert!(text.to_lowercase().contains("custom rules"));
    assert!(text.contains("up to 4 throws"));
    assert!(text.contains("may go in any open box"));
    assert!(text.contains("joker") && text.contains("free") && text.contains("(Classic: forced)"));
    // Plain text for a terminal: no Markdown marks; tables as aligned rows.
    assert!(!text.contains("## ") && !text.contains("| "), "{text}");
    assert!(
        text.contains("  Full house       three of one face"),
        "{text}"
    );
    let simple =
        String::from_utf8_lossy(&yahtzee(dir.path(), &["rules", "--rules", "yams"]).stdout)
            .into_owned();
    assert!(
        simple.contains("SIMPLE RULES") && !simple.contains("Joker"),
        "{simple}"
    );
    let markdown =
        String::from_utf8_lossy(&yahtzee(dir.path(), &["rules", "--markdown"]).stdout).into_owned();
    assert!(
        markdown.starts_with("# Yahtzee: Classic rules") && markdown.contains("| Full house |")
    );
}

/// `sim` keeps the generator its published figures were made with: a seeded run gives what
/// it gave before the dice tape came (figures taken from the release before it).
#[test]
fn a_seeded_sim_gives_the_figures_it_gave_before_the_tape() {
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
    let got: Vec<(String, f64, u64, u64, u64, u64)> = json["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["level"].as_str().unwrap().to_string(),
                s["mean"].as_f64().unwrap(),
                s["min"].as_u64().unwrap(),
                s["max"].as_u64().unwrap(),
                s["wins"].as_u64().unwrap(),
                s["ties"].as_u64().unwrap(),
            )
        })
        .collect();
    let before = [
        ("beginner", 203.3, 93, 432, 10, 0),
        ("casual", 213.7, 108, 433, 13, 1),
        ("strong", 251.383_333_333_333_33, 166, 481, 36, 1),
    ];
    assert_eq!(got.len(), before.len());
    for (g, b) in got.iter().zip(before) {
        assert_eq!(g.0, b.0);
        assert!((g.1 - b.1).abs() < 1e-9, "{g:?} against {b:?}");
        assert_eq!((g.2, g.3, g.4, g.5), (b.2, b.3, b.4, b.5), "{g:?}");
    }
}

/// On same dice two players who decide alike score alike: every match a tie, no spread in
/// the margin; on the tape with each seat its own dice they part.
#[test]
fn sim_on_same_dice_ties_two_equal_players_every_match() {
    let dir = tempfile::tempdir().unwrap();
    let run = |dice: &str| -> serde_json::Value {
        let out = yahtzee(
            dir.path(),
            &[
                "sim",
                "--games",
                "64",
                "--seed",
                "9",
                "--players",
                "strong,strong",
                dice,
                "--json",
            ],
        );
        assert!(out.status.success(), "{}", stderr(&out));
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let same = run("--same-dice");
    assert_eq!(same["dice"], "same_dice");
    for seat in same["seats"].as_array().unwrap() {
        assert_eq!(seat["ties"], 64, "{seat}");
        assert_eq!(seat["margin_sd"], 0.0, "{seat}");
        assert_eq!(seat["margin_mean"], 0.0, "{seat}");
    }
    let apart = run("--tape");
    assert_eq!(apart["dice"], "tape");
    assert!(apart["seats"][0]["margin_sd"].as_f64().unwrap() > 10.0);
    assert!(apart["seats"][0]["ties"].as_u64().unwrap() < 64);
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
            "sd",
            "upper_bonus_rate",
            "yahtzee_rate",
            "win_share",
        ] {
            assert!(s[key].is_f64(), "seat {i} lacks {key}");
        }
        assert!(s["min"].as_u64().unwrap() <= s["max"].as_u64().unwrap());
        assert!(s["wins"].as_u64().unwrap() + s["ties"].as_u64().unwrap() <= 60);
        let ci = s["win_share_ci95"].as_array().unwrap();
        let share = s["win_share"].as_f64().unwrap();
        assert!(ci[0].as_f64().unwrap() <= share && share <= ci[1].as_f64().unwrap());
        wins += s["win_share"].as_f64().unwrap();
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
        assert_eq!(
            out.status.code(),
            Some(2),
            "{card}: a bad value is a usage error"
        );
        assert!(stderr(&out).contains(why), "{card}: {}", stderr(&out));
    }
    let out = yahtzee(dir.path(), &["advise", "--dice", "1,2,3"]);
    assert!(stderr(&out).contains("give exactly five dice"));
    let out = yahtzee(dir.path(), &["advise", "--dice", "1,2,3,4,7"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stderr(&out).lines().count(), 1, "{}", stderr(&out));
}

#[test]
fn stats_and_review_on_an_empty_history() {
    let dir = tempfile::tempdir().unwrap();
    let out = yahtzee(dir.path(), &["stats", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["players"].as_array().unwrap().len(), 0);
    for which in ["1", "abc"] {
        let out = yahtzee(dir.path(), &["review", "--match", which]);
        assert_eq!(out.status.code(), Some(2), "{which}");
        // An empty history is said to be empty, not to lack match '1'.
        assert!(
            stderr(&out).contains("the history is empty"),
            "{}",
            stderr(&out)
        );
    }
    // A data folder that cannot be used is a failure, not an empty table.
    let file = dir.path().join("not-a-folder");
    std::fs::write(&file, b"x").unwrap();
    let out = yahtzee(&file, &["stats"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
}

#[test]
fn odds_prints_each_seats_chance_and_refuses_bad_positions() {
    let dir = tempfile::tempdir().unwrap();
    // The outlook the suite built once, cached where the command looks: building it again in
    // the child would test nothing `odds::` does not (the build into its file) and cost 8 s.
    yahtzee::store::outlook_cache::save(dir.path(), &common::classic_outlook()).unwrap();
    let win = |args: &[&str]| -> Vec<f64> {
        let mut all = vec!["odds", "--json"];
        all.extend_from_slice(args);
        let out = yahtzee(dir.path(), &all);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        json["win"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_f64().unwrap())
            .collect()
    };
    // Two empty cards: the same chance for both, by symmetry.
    let even = win(&["--card", "", "--card", ""]);
    assert_eq!(even.len(), 2);
    assert!(
        (even[0] - 0.5).abs() < 1e-9 && (even[1] - 0.5).abs() < 1e-9,
        "{even:?}"
    );
    // The last turn, exactly: seat 1 finished on 283; seat 2 has 253 and only the Yahtzee
    // box open, holding four sixes with one throw left: it wins with a sixth die, 1/6.
    let all_but = "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,three_of_a_kind=20,four_of_a_kind=20,full_house=25,small_straight=30,large_straight=40,chance=20";
    let last = win(&[
        "--card",
        &format!("{},yahtzee=50", all_but.replace("chance=20", "chance=0")),
        "--card",
        all_but,
        "--to-play",
        "2",
        "--dice",
        "6,6,6,6,1",
        "--rolls-left",
        "1",
    ]);
    assert!((last[1] - 1.0 / 6.0).abs() < 1e-9, "{last:?}");
    assert!((last.iter().sum::<f64>() - 1.0).abs() < 1e-9);
    // A finished match: the final shares, ties split.
    let done = format!("{all_but},yahtzee=0");
    let tied = win(&[
        "--card",
        &done,
        "--card",
        &done,
        "--card",
        "ones=0,twos=0,threes=0,fours=0,fives=0,sixes=0,three_of_a_kind=0,four_of_a_kind=0,full_house=0,small_straight=0,large_straight=0,yahtzee=0,chance=5",
    ]);
    assert_eq!(tied, vec![0.5, 0.5, 0.0]);
    for (args, why) in [
        (vec!["--card", "fours=13"], "impossible"),
        (
            vec!["--card", "", "--card", "", "--to-play", "3"],
            "--to-play",
        ),
        (vec!["--card", "ones=3", "--card", ""], "boxes filled"),
        (vec!["--card", "", "--dice", "1,2,3,4,7"], "not a die face"),
        (vec!["--card", "", "--rolls-left", "1"], "need --dice"),
    ] {
        let mut all = vec!["odds"];
        all.extend_from_slice(&args);
        let out = yahtzee(dir.path(), &all);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(
            stderr(&out).lines().count(),
            1,
            "{args:?}: {}",
            stderr(&out)
        );
        assert!(stderr(&out).contains(why), "{args:?}: {}", stderr(&out));
    }
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

#[test]
fn the_yatzy_card_from_the_command_line_and_statistics_per_card() {
    let dir = tempfile::tempdir().unwrap();
    // The optimum reproduces the published optimum.
    let out = yahtzee(dir.path(), &["advise", "--rules", "yatzy", "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let value = json["expected_total"].as_f64().unwrap();
    assert_eq!(format!("{value:.4}"), "248.4400");
    // The rules text describes the card, and lists only the settings it uses.
    let out = yahtzee(dir.path(), &["rules", "--rules", "scandinavian"]);
    let text = String::from_utf8_lossy(&out.stdout);
    for line in [
        "fifteen boxes",
        "Two pairs",
        "exactly 1-2-3-4-5: 15",
        "layout",
    ] {
        assert!(text.contains(line), "{line} missing:\n{text}");
    }
    assert!(
        !text.contains("joker") && !text.contains("Joker rule"),
        "{text}"
    );
    // A setting the card does not use is refused with the reason.
    let out = yahtzee(
        dir.path(),
        &["rules", "--rules", "yatzy", "--set", "joker=free"],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("joker does not apply to the yatzy card"),
        "{}",
        stderr(&out)
    );
    let out = yahtzee(dir.path(), &["stats", "--layout", "triangle"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("layouts are classic, yatzy, triple and three_column"),
        "{}",
        stderr(&out)
    );

    // A history with a classic and a Yatzy match keeps their statistics apart.
    let mut store = yahtzee::store::DiskStore::new(dir.path().to_path_buf());
    for (id, rules) in [
        ("c1", yahtzee::rules::Ruleset::CLASSIC),
        ("y1", yahtzee::rules::Ruleset::YATZY),
    ] {
        let setup = build::on(rules)
            .seats(vec![yahtzee::game::Seat::human("Ana")])
            .seed(5)
            .setup();
        let mut m = yahtzee::game::Match::new(&setup).unwrap();
        while let Some(seat) = m.current_seat() {
            m.apply(seat, yahtzee::game::Action::Roll).unwrap();
            let b = m.placements().unwrap().allowed().last().unwrap().0;
            m.apply(seat, yahtzee::game::Action::score_at(b)).unwrap();
        }
        yahtzee::store::Storage::archive(
            &mut store,
            yahtzee::store::FinishedMatch {
                id: id.into(),
                started_unix: 1,
                finished_unix: 2,
                options: yahtzee::store::MatchOptions::default(),
                record: m.to_record(),
            },
            true,
        )
        .unwrap();
    }
    drop(store);
    let out = yahtzee(dir.path(), &["stats"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Classic card (1 match)") && text.contains("Yatzy card (1 match)"),
        "{text}"
    );
    assert!(
        text.contains("Two pairs") && text.contains("High scores · Yatzy"),
        "{text}"
    );
    let out = yahtzee(dir.path(), &["stats", "--json", "--layout", "yatzy"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["layout"], "yatzy");
    assert_eq!(json["players"][0]["games"], 1);
    assert_eq!(json["by_layout"].as_object().unwrap().len(), 1);
    let out = yahtzee(dir.path(), &["stats", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["by_layout"]["classic"]["matches"], 1);
    assert_eq!(json["by_layout"]["yatzy"]["matches"], 1);
    assert!(json["by_layout"]["yatzy"]["players"][0]["box_means"]["two_pairs"].is_number());
}

/// Whether `text` could act on a terminal: any control character but a new line or a tab.
fn has_controls(text: &str) -> bool {
    text.chars()
        .any(|c| c.is_control() && c != '\n' && c != '\t')
}

/// An argument can never move the cursor, change colours or set the window title: the
/// messages that quote it show its control characters escaped.
#[test]
fn control_characters_in_arguments_are_shown_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let out = yahtzee(dir.path(), &["review", "--match", "\u{1b}[31mX"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(!has_controls(&err), "{err:?}");
    assert!(err.contains("'\\e[31mX'"), "{err}");
    for (args, shown) in [
        (
            &["new", "--players", "\u{1b}]0;owned\u{7},Bo"][..],
            "\\e]0;owned\\u{7}",
        ),
        (&["new", "--players", "Ana\u{9b}2J"], "Ana\\u{9b}2J"),
        (&["advise", "--dice", "\u{1b}[2J,1,1,1,1"], "\\e[2J"),
        // clap itself drops what looks like a colour change from the values it quotes.
        (
            &["rules", "--rules", "\u{1b}[2Jyams"],
            "unknown rules preset",
        ),
        (&["rules", "--rules", "cla\u{7}ssic"], "cla\\u{7}ssic"),
        (&["stats", "--played", "\u{7}x"], "\\u{7}x"),
    ] {
        let out = yahtzee(dir.path(), args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert!(!has_controls(&err), "{args:?}: {err:?}");
        assert!(err.contains(shown), "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    }
}

/// A name in a history file holding escape sequences (written by hand or by another program)
/// is shown escaped by every command that reads the history.
#[test]
fn names_in_files_are_shown_escaped() {
    let fixture = yahtzee_testkit::fixtures::fixture("v0.3.0/history.json");
    let mut history: serde_json::Value =
        serde_json::from_slice(&std::fs::read(fixture).unwrap()).unwrap();
    history["summaries"][0]["seats"][0]["name"] = "\u{1b}[31mAna\u{7}".into();
    history["recent"][0]["match"]["seats"][0]["name"] = "\u{1b}[31mAna".into();
    for args in [
        &["stats"][..],
        &["review", "--match", "1"],
        &["card", "--match", "1"],
    ] {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("history.json"), history.to_string()).unwrap();
        let out = yahtzee(dir.path(), args);
        let stdout = String::from_utf8_lossy(&out.stdout);
        let err = stderr(&out);
        assert!(!has_controls(&stdout), "{args:?}: {stdout:?}");
        assert!(!has_controls(&err), "{args:?}: {err:?}");
        assert!(
            format!("{stdout}{err}").contains("\\e[31mAna"),
            "{args:?}: {stdout}{err}"
        );
    }
}

/// Options that describe the dice on the table are refused without the dice, and `--held`
/// without sticky holds: ignored, they would give an answer to another question.
#[test]
fn turn_options_without_their_dice_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    for (args, says) in [
        (
            &["advise", "--held", "99999999999999999999"][..],
            "need --dice",
        ),
        (
            &["advise", "--held", "3,3", "--set", "sticky_holds=true"],
            "need --dice",
        ),
        (&["advise", "--rolls-left", "1"], "need --dice"),
        (&["odds", "--card", "", "--held", "3"], "need --dice"),
        (
            &["advise", "--dice", "3,3,3,5,5", "--held", "3,3"],
            "only with sticky holds",
        ),
        (
            &["odds", "--card", "", "--dice", "3,3,3,5,5", "--held", "3"],
            "only with sticky holds",
        ),
        (
            &[
                "advise",
                "--dice",
                "3,3,3,5,5",
                "--held",
                "99999999999999999999",
                "--set",
                "sticky_holds=true",
            ],
            "",
        ),
    ] {
        let out = yahtzee(dir.path(), args);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.starts_with("yahtzee: ") && err.contains(says),
            "{args:?}: {err}"
        );
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn advise_on_several_columns_shows_only_differences_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let out = yahtzee(dir.path(), &["advise", "--rules", "triple", "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["estimate"], true);
    assert_eq!(json["differences_only"], true);
    assert!(json.get("expected_total").is_none(), "{json}");
    for rules in ["triple", "three_column"] {
        let out = yahtzee(
            dir.path(),
            &["advise", "--rules", rules, "--dice", "3,3,3,5,5", "--json"],
        );
        assert!(out.status.success(), "{}", stderr(&out));
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let actions = json["actions"].as_array().unwrap();
        assert!(actions.len() > 10);
        assert_eq!(actions[0]["behind_best"].as_f64(), Some(0.0));
        let behind: Vec<f64> = actions
            .iter()
            .map(|a| a["behind_best"].as_f64().unwrap())
            .collect();
        assert!(behind.windows(2).all(|w| w[0] <= w[1]), "{behind:?}");
        assert!(actions.iter().all(|a| a.get("expected_total").is_none()));
        let out = yahtzee(
            dir.path(),
            &["advise", "--rules", rules, "--dice", "3,3,3,5,5"],
        );
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            text.contains("no final total can be estimated honestly"),
            "{text}"
        );
        assert!(text.contains("(best)") && text.contains("(−"), "{text}");
    }
}

#[test]
fn review_rates_a_finished_triple_match_against_perfects_search() {
    let dir = tempfile::tempdir().unwrap();
    super::archive_cpu_match(dir.path(), yahtzee::rules::Preset::Triple, "t1");
    let out = yahtzee(dir.path(), &["review", "--all", "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["estimate"], true);
    let seats = json["seats"].as_array().unwrap();
    assert_eq!(seats.len(), 2);
    for s in seats {
        assert_eq!(s["estimate"], true);
        let scores = s["decisions"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|d| d["chosen"].as_str().unwrap().starts_with("score"))
            .count();
        assert_eq!(scores, 39);
        assert!(s["total_loss"].as_f64().unwrap() > 0.0);
    }
    // The account of luck and play: estimates, said so, adding up to each final score, its
    // costs the review's losses.
    let luck = &json["luck"];
    assert_eq!(luck["estimated"], true);
    assert_eq!(luck["finished"], true);
    for (a, s) in luck["seats"].as_array().unwrap().iter().zip(seats) {
        let f = |k: &str| a[k].as_f64().unwrap();
        assert!(
            (f("start") + f("luck") - f("cost") - f("score")).abs() < 1e-9,
            "{a}"
        );
        assert!((f("cost") - s["total_loss"].as_f64().unwrap()).abs() < 1e-9);
        assert!(
            a["win"].is_null(),
            "no exact chance to win on several columns"
        );
        assert!(a["accuracy"]["decisions"].as_u64().unwrap() > 39);
    }
    let out = yahtzee(dir.path(), &["review", "--all"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("figures are estimates"), "{text}");
    assert!(
        text.contains("expected points given away (estimated)"),
        "{text}"
    );
    assert!(text.contains("(estimated): 1"), "{text}");
    assert!(text.contains("Luckiest throws:\n  round "), "{text}");
    assert!(text.contains("Verhoeff"), "{text}");
    // The card gives the account once the strategy table is cached (the review cached it).
    let out = yahtzee(dir.path(), &["card"]);
    let card = String::from_utf8_lossy(&out.stdout);
    assert!(
        card.contains("Luck and play (estimated expected points against Perfect's search):"),
        "{card}"
    );
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Every name `--rules` accepts, from the one table the parser reads.
fn preset_names() -> Vec<&'static str> {
    yahtzee::rules::Preset::ALL
        .iter()
        .flat_map(|p| p.names().iter().copied())
        .collect()
}

#[test]
fn every_preset_and_alias_is_listed_wherever_presets_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let names = preset_names();
    assert!(names.len() > yahtzee::rules::Preset::ALL.len(), "{names:?}");
    for command in ["new", "host", "rules", "sim", "advise", "odds"] {
        for help in ["--help", "-h"] {
            let text = stdout(&yahtzee(dir.path(), &[command, help]));
            for name in &names {
                assert!(
                    text.contains(name),
                    "{command} {help} lacks {name}:\n{text}"
                );
            }
        }
    }
    // Each alias parses, in any case, to the rules of its preset.
    for preset in yahtzee::rules::Preset::ALL {
        for name in preset.names() {
            let out = yahtzee(dir.path(), &["rules", "--rules", &name.to_uppercase()]);
            assert!(out.status.success(), "{name}: {}", stderr(&out));
            let heading = format!("Active settings ({}):", preset.name());
            assert!(stdout(&out).contains(&heading), "{name}: {}", stdout(&out));
        }
    }
    let out = yahtzee(dir.path(), &["sim", "--rules", "bogus"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    for name in &names {
        assert!(err.contains(name), "the --rules error lacks {name}: {err}");
    }
    let config = dir.path().join("bad.toml");
    std::fs::write(&config, "[defaults]\nrules = \"bogus\"\n").unwrap();
    let out = yahtzee(dir.path(), &["config", "--check", config.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("bad.toml:2:"), "{err}");
    for name in &names {
        assert!(err.contains(name), "the config error lacks {name}: {err}");
    }
    // The default file's comment names every preset by its id.
    let default = stdout(&yahtzee(dir.path(), &["config", "--print-default"]));
    for preset in yahtzee::rules::Preset::ALL {
        assert!(default.contains(preset.id()), "{default}");
    }
}

/// The lines of a bash completion script that complete the value of `option`.
fn bash_values<'a>(script: &'a str, option: &str) -> Vec<&'a str> {
    let case = format!("{option})");
    let lines: Vec<&str> = script.lines().collect();
    lines
        .iter()
        .enumerate()
        .filter(|(_, l)| l.trim() == case)
        .filter_map(|(i, _)| lines.get(i + 1).copied())
        .collect()
}

/// The argument specs of a zsh completion script for `option`, each up to its end (a spec
/// with described values spans several lines).
fn zsh_specs<'a>(script: &'a str, option: &str) -> Vec<&'a str> {
    let start = format!("'{option}=[");
    script
        .match_indices(&start)
        .map(|(at, _)| {
            let rest = &script[at..];
            &rest[..rest.find("' \\\n").unwrap_or(rest.len())]
        })
        .collect()
}

#[test]
fn completion_scripts_complete_option_values() {
    let dir = tempfile::tempdir().unwrap();
    let bash = stdout(&yahtzee(dir.path(), &["completions", "bash"]));
    let zsh = stdout(&yahtzee(dir.path(), &["completions", "zsh"]));
    let names = preset_names();
    let levels: Vec<&str> = yahtzee::game::Level::ALL.iter().map(|l| l.id()).collect();
    let cpu_seats: Vec<String> = levels.iter().map(|l| format!("cpu:{l}")).collect();
    let cpu_seats: Vec<&str> = cpu_seats.iter().map(String::as_str).collect();
    let expected: [(&str, Vec<&str>); 6] = [
        ("--rules", names.clone()),
        ("--speed", vec!["slow", "normal", "fast", "instant"]),
        ("--format", vec!["text", "svg"]),
        ("--played", vec!["on-screen", "real-dice", "score-pad"]),
        (
            "--layout",
            vec!["classic", "yatzy", "triple", "three_column"],
        ),
        ("--players", levels.clone()),
    ];
    // The values of --rules are asked of the program (own presets are known only when the
    // script runs); the built-in names are what a script falls back on.
    for line in bash_values(&bash, "--rules") {
        assert_eq!(line.trim(), "_yahtzee_rules \"${cur}\"", "{line}");
    }
    for spec in zsh_specs(&zsh, "--rules") {
        assert!(spec.ends_with(":PRESET:_yahtzee_rules"), "{spec}");
    }
    for script in [&bash, &zsh] {
        assert!(
            script.contains("preset list --names 2>/dev/null"),
            "{script}"
        );
        assert!(script.contains(&names.join(" ")), "{script}");
    }
    for (option, values) in expected.iter().filter(|(o, _)| *o != "--rules") {
        let lines = bash_values(&bash, option);
        assert!(!lines.is_empty(), "bash never completes {option}");
        for line in &lines {
            assert!(line.contains("compgen -W"), "bash {option}: {line}");
            // `new --players` offers the CPU seats, `sim --players` the levels.
            let words: Vec<&str> = line
                .split('"')
                .nth(1)
                .unwrap_or_default()
                .split(' ')
                .collect();
            let wanted = if *option == "--players" && words.contains(&"cpu") {
                &cpu_seats
            } else {
                values
            };
            for value in wanted {
                assert!(words.contains(value), "bash {option} lacks {value}: {line}");
            }
        }
        let specs = zsh_specs(&zsh, option);
        assert!(!specs.is_empty(), "zsh never completes {option}");
        for spec in &specs {
            for value in values.iter().filter(|_| *option != "--players") {
                let offered = [
                    format!("{value}\\:"),
                    format!("({value} "),
                    format!(" {value} "),
                    format!(" {value})"),
                ];
                assert!(
                    offered.iter().any(|o| spec.contains(o.as_str())),
                    "zsh {option} lacks {value}: {spec}"
                );
            }
        }
    }
    // Paths complete as paths.
    assert!(
        zsh.contains("'--data-dir=[") && zsh.contains(":DIR:_files -/'"),
        "{zsh}"
    );
}

#[test]
fn man_dir_writes_a_page_per_command_and_every_reference_resolves() {
    let dir = tempfile::tempdir().unwrap();
    let pages = dir.path().join("man1");
    let out = yahtzee(dir.path(), &["man", "--dir", pages.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    let commands = [
        "new",
        "resume",
        "list",
        "host",
        "learn",
        "daily",
        "rules",
        "stats",
        "review",
        "sim",
        "advise",
        "odds",
        "card",
        "config",
        "completions",
        "man",
        "cache",
        "preset",
        "preset-save",
        "preset-list",
        "preset-rename",
        "preset-delete",
        "serve",
    ];
    let mut written: Vec<String> = std::fs::read_dir(&pages)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    written.sort();
    let mut wanted: Vec<String> = commands.iter().map(|c| format!("yahtzee-{c}.1")).collect();
    wanted.push("yahtzee.1".to_string());
    wanted.sort();
    assert_eq!(written, wanted, "one page per command, nothing else");
    for file in &written {
        let text = std::fs::read_to_string(pages.join(file)).unwrap();
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "\"SEE ALSO\""] {
            assert!(
                text.contains(&format!(".SH {section}\n")),
                "{file} lacks {section}"
            );
        }
        // Every page reference anywhere on the page names a page that was written.
        let plain = text
            .replace("\\-", "-")
            .replace("\\fB", "")
            .replace("\\fR", "");
        for (at, _) in plain.match_indices("(1)") {
            let name: String = plain[..at]
                .chars()
                .rev()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            assert!(!name.is_empty(), "{file}: a bare (1)");
            assert!(
                pages.join(format!("{name}.1")).is_file(),
                "{file} refers to {name}(1), which was not written"
            );
        }
    }
    let main = std::fs::read_to_string(pages.join("yahtzee.1")).unwrap();
    for section in ["KEYS", "CONFIGURATION", "FILES", "ENVIRONMENT"] {
        assert!(
            main.contains(&format!(".SH {section}\n")),
            "yahtzee.1 lacks {section}"
        );
    }
    for text in [
        "matches/<id>.json",
        "history.json",
        "ssh_host_ed25519_key",
        "YAHTZEE_CONFIG",
    ] {
        assert!(main.contains(text), "yahtzee.1 lacks {text}");
    }
    // The keys come from the keymap: the throw and the hint are there.
    assert!(main.contains("throw") && main.contains("hint"), "{main}");
    // The main page names each command; a command's own commands, its page.
    for command in commands {
        let (page, text) = match command.split_once('-') {
            Some((parent, _)) => (
                format!("yahtzee-{parent}.1"),
                std::fs::read_to_string(pages.join(format!("yahtzee-{parent}.1"))).unwrap(),
            ),
            None => ("yahtzee.1".to_string(), main.clone()),
        };
        let reference = format!("\\fByahtzee\\-{}\\fR(1)", command.replace('-', "\\-"));
        assert!(text.contains(&reference), "{page} lacks {command}");
    }
    let new = std::fs::read_to_string(pages.join("yahtzee-new.1")).unwrap();
    assert!(
        new.contains("\\-\\-players") && new.contains("yams3"),
        "{new}"
    );

    // Without --dir the main page goes to stdout, pointing to no page it did not write.
    let out = yahtzee(dir.path(), &["man"]);
    assert!(out.status.success());
    let page = stdout(&out);
    assert!(
        page.contains(".SH KEYS\n") && page.contains(".SH FILES\n"),
        "{page}"
    );
    assert!(!page.contains("(1)"), "{page}");
}

#[test]
fn man_refuses_a_dir_that_cannot_take_the_pages() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "x").unwrap();
    for target in [file.clone(), file.join("below")] {
        let out = yahtzee(dir.path(), &["man", "--dir", target.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2), "{target:?}");
        let err = stderr(&out);
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(
            err.starts_with("yahtzee: cannot write the manual pages in "),
            "{err}"
        );
    }
    // Nothing was written anywhere.
    let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(left.len(), 1, "{left:?}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "x");
}

#[test]
fn the_cli_guide_lists_every_preset_and_alias() {
    let cli_md = include_str!("../../../docs/cli.md");
    let start = cli_md.find("--rules PRESET ").unwrap();
    let end = start + cli_md[start..].find("--set KEY=VALUE").unwrap();
    let text = &cli_md[start..end];
    for name in preset_names() {
        assert!(
            text.contains(name),
            "docs/cli.md's --rules lacks {name}: {text}"
        );
    }
}
