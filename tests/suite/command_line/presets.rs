//! `yahtzee preset` and `--rules NAME` with the player's own presets: saved, listed, renamed
//! and deleted; a built-in's name refused in any spelling; a damaged file kept aside with one
//! message; the completion scripts asking the program for the names.

use crate::common;
use std::process::Output;

fn yahtzee(data_dir: &std::path::Path, args: &[&str]) -> Output {
    common::run(data_dir, args)
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A one-line refusal with exit code 2 whose line holds `words`.
fn refused(out: &Output, words: &str) {
    let err = stderr(out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.chars().count() < 400, "{err}");
    assert!(err.contains(words), "{words}: {err}");
}

#[test]
fn own_presets_are_saved_listed_renamed_deleted_and_used_by_rules() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let out = yahtzee(d, &["preset", "list"]);
    assert!(stdout(&out).contains("no presets of your own"), "{out:?}");
    let out = yahtzee(
        d,
        &[
            "preset",
            "save",
            "Family",
            "--set",
            "max_rolls=4",
            "--set",
            "joker=free",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("classic with max_rolls 4, joker free"));
    // One of one's own is a base for another.
    let out = yahtzee(
        d,
        &[
            "preset",
            "save",
            "Family 5",
            "--rules",
            "FAMILY",
            "--set",
            "max_rolls=5",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("max_rolls 5, joker free"), "{out:?}");
    let list = stdout(&yahtzee(d, &["preset", "list"]));
    assert!(
        list.contains("Family    classic with max_rolls 4, joker free"),
        "{list}"
    );
    assert!(
        list.contains("Family 5  classic with max_rolls 5, joker free"),
        "{list}"
    );

    // `rules --rules NAME` prints the preset's rules, under its name.
    let text = stdout(&yahtzee(d, &["rules", "--rules", "family"]));
    assert!(
        text.contains("Active settings (your preset Family):"),
        "{text}"
    );
    assert!(text.contains("max_rolls                     4"), "{text}");
    // `sim` plays them.
    let out = yahtzee(
        d,
        &[
            "sim",
            "--games",
            "1",
            "--players",
            "beginner",
            "--rules",
            "Family",
            "--json",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("\"max_rolls\": 4"),
        "{}",
        stdout(&out)
    );

    // A name taken is refused and the preset kept.
    refused(
        &yahtzee(d, &["preset", "save", "FAMILY", "--set", "max_rolls=2"]),
        "you already have a preset named 'Family'",
    );
    let out = yahtzee(
        d,
        &[
            "preset",
            "save",
            "FAMILY",
            "--replace",
            "--set",
            "max_rolls=2",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));

    let out = yahtzee(d, &["preset", "rename", "family", "Evening"]);
    assert!(out.status.success(), "{}", stderr(&out));
    // The name as stored (by --replace above), not as typed.
    assert!(
        stdout(&out).contains("Renamed your preset 'FAMILY' to 'Evening'."),
        "{}",
        stdout(&out)
    );
    refused(
        &yahtzee(d, &["rules", "--rules", "Family"]),
        "or one of yours: Evening, Family 5",
    );
    let text = stdout(&yahtzee(d, &["rules", "--rules", "evening"]));
    assert!(text.contains("max_rolls                     2"), "{text}");
    refused(
        &yahtzee(d, &["preset", "rename", "Evening", "family 5"]),
        "you already have a preset named 'Family 5'",
    );

    let out = yahtzee(d, &["preset", "delete", "EVENING"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("Deleted your preset 'Evening'"));
    refused(
        &yahtzee(d, &["preset", "delete", "Evening"]),
        "no preset of yours is named 'Evening'",
    );
    // A built-in is said to be one, which stays, in any spelling.
    for name in ["classic", "Kniffel", "Three Columns"] {
        refused(
            &yahtzee(d, &["preset", "delete", name]),
            "is the built-in preset",
        );
    }
    let names = stdout(&yahtzee(d, &["preset", "list", "--names"]));
    assert!(names.lines().any(|l| l == "Family 5"), "{names}");
    assert!(names.lines().any(|l| l == "three_column"), "{names}");
    assert!(!names.contains("Evening"), "{names}");
}

#[test]
fn a_built_in_name_is_refused_in_any_spelling() {
    let dir = tempfile::tempdir().unwrap();
    for name in [
        "classic",
        "Kniffel",
        "YATZY",
        "c1assic",
        "сlassic",
        "Three Columns",
        "custom",
        "Classic!",
        "Classic 2",
    ] {
        refused(
            &yahtzee(dir.path(), &["preset", "save", name]),
            "choose another name",
        );
        refused(
            &yahtzee(dir.path(), &["preset", "rename", "x", name]),
            "choose another name",
        );
    }
    refused(
        &yahtzee(dir.path(), &["preset", "save", "Fam\u{1b}[2Jily"]),
        "'Fam\\e[2Jily'",
    );
    refused(
        &yahtzee(dir.path(), &["preset", "save", &"x".repeat(500)]),
        "longer than 24",
    );
    assert!(!dir.path().join("presets.json").exists());
}

#[test]
fn an_unknown_rules_name_is_one_line_naming_both_kinds() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    for args in [
        &["rules", "--rules", "Family"][..],
        &["sim", "--games", "1", "--rules", "Family"],
        &["advise", "--rules", "Family"],
        &["new", "--start", "--rules", "Family"],
    ] {
        refused(
            &yahtzee(d, args),
            "choose classic (also kniffel, hasbro), simple",
        );
        refused(&yahtzee(d, args), "you have none of your own yet");
    }
    let out = yahtzee(d, &["preset", "save", "Oma", "--set", "upper_bonus=50"]);
    assert!(out.status.success(), "{}", stderr(&out));
    refused(
        &yahtzee(d, &["odds", "--card", "", "--rules", "Omaa"]),
        "'Omaa'; choose classic",
    );
    refused(
        &yahtzee(d, &["rules", "--rules", "Omaa"]),
        "or one of yours: Oma",
    );
    // However many there are, the line stays short.
    for i in 0..40 {
        let name = format!("Preset number {i:02} of many");
        assert!(yahtzee(d, &["preset", "save", &name]).status.success());
    }
    let out = yahtzee(d, &["rules", "--rules", "Omaa"]);
    refused(&out, "more (yahtzee preset list)");
    assert!(
        stderr(&out).contains("three_columns, yams3)"),
        "{}",
        stderr(&out)
    );
    // What no preset could be called is refused as it is parsed, escaped and cut.
    let out = yahtzee(d, &["rules", "--rules", "\u{1b}]0;x\u{7}Omaa"]);
    refused(&out, "unknown rules preset '\\e]0;x\\u{7}Omaa'");
}

#[test]
fn a_damaged_presets_file_is_kept_aside_with_one_message_and_never_written_over() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let file = d.join("presets.json");
    std::fs::write(
        &file,
        br#"{"version":1,"presets":[{"name":"A","rules":{"max_rolls":99}}]}"#,
    )
    .unwrap();
    // Completing a word reads only: the file stays where it is.
    let names = stdout(&yahtzee(d, &["preset", "list", "--names"]));
    assert!(names.lines().any(|l| l == "classic"));
    assert!(file.exists());
    let out = yahtzee(d, &["preset", "list"]);
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("Your presets were damaged"), "{err}");
    assert!(err.contains("kept as presets.json.corrupt-"), "{err}");
    let kept: Vec<_> = std::fs::read_dir(d)
        .unwrap()
        .flatten()
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("presets.json.corrupt-")
        })
        .collect();
    assert_eq!(kept.len(), 1);
    assert!(
        std::fs::read_to_string(kept[0].path())
            .unwrap()
            .contains("99")
    );
    // Saving starts a new file; the damaged one stays kept aside.
    let out = yahtzee(d, &["preset", "save", "B"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(std::fs::read_to_string(&file).unwrap().contains("\"B\""));

    // A newer version's file is left untouched and not written over.
    std::fs::write(&file, br#"{"version":9,"presets":[]}"#).unwrap();
    let out = yahtzee(d, &["preset", "save", "C"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("newer version 9"), "{}", stderr(&out));
    assert_eq!(
        std::fs::read(&file).unwrap(),
        br#"{"version":9,"presets":[]}"#
    );
}

/// The bash script, sourced, completes `--rules` with the presets of the data folder, and
/// with the built-in names when the program cannot answer.
#[test]
fn the_bash_completion_asks_the_program_for_own_presets() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    assert!(
        yahtzee(d, &["preset", "save", "Family", "--set", "max_rolls=4"])
            .status
            .success()
    );
    let script = stdout(&yahtzee(d, &["completions", "bash"]));
    assert!(script.contains("preset list --names"));
    let path = d.join("yahtzee.bash");
    std::fs::write(&path, &script).unwrap();
    let complete = |program: &str, line: &str| {
        let words: Vec<&str> = line.split(' ').collect();
        let probe = format!(
            "source {}; COMP_WORDS=({program} {}); COMP_CWORD={}; _yahtzee {program} '{}' '{}'; printf '%s\\n' \"${{COMPREPLY[@]}}\"",
            path.display(),
            words
                .iter()
                .map(|w| format!("'{w}'"))
                .collect::<Vec<_>>()
                .join(" "),
            words.len(),
            words.last().unwrap_or(&""),
            words.get(words.len().wrapping_sub(2)).unwrap_or(&""),
        );
        let out = std::process::Command::new("bash")
            .arg("-c")
            .arg(probe)
            .env("YAHTZEE_DATA_DIR", d)
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let offered = complete(env!("CARGO_BIN_EXE_yahtzee"), "rules --rules Fa");
    assert_eq!(offered.trim(), "Family", "{offered}");
    let offered = complete(env!("CARGO_BIN_EXE_yahtzee"), "sim --rules ");
    assert!(offered.lines().any(|l| l == "Family") && offered.lines().any(|l| l == "yams3"));
    let offered = complete("/nonexistent/yahtzee", "rules --rules kn");
    assert_eq!(offered.trim(), "kniffel", "{offered}");
}
