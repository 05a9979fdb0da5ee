//! The command line as a newcomer met it on a game night: answers that say what to do
//! (`completions tcsh`, `sim --games 0`, `odds` without `--to-play`), the help that keeps the
//! global options apart, `cache` listing and clearing the solved data, and a result card
//! readable as any file the user makes.

use crate::common;
use std::process::Output;

fn yahtzee(data_dir: &std::path::Path, args: &[&str]) -> Output {
    common::run(data_dir, args)
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn refusals_say_what_would_be_accepted() {
    let dir = tempfile::tempdir().unwrap();
    let err = stderr(&yahtzee(dir.path(), &["completions", "tcsh"]));
    for shell in ["bash", "elvish", "fish", "powershell", "zsh"] {
        assert!(err.contains(shell), "{err}");
    }
    assert!(err.contains("no completion script for this shell"), "{err}");
    // tcsh is no typo of zsh.
    assert!(!err.contains("similar"), "{err}");
    assert!(
        yahtzee(dir.path(), &["completions", "ZSH"])
            .status
            .success()
    );

    let out = yahtzee(dir.path(), &["sim", "--games", "0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("at least 1"), "{}", stderr(&out));
    assert!(
        !stderr(&out).contains("18446744073709551615"),
        "{}",
        stderr(&out)
    );

    // Seat 1 has filled one box more: it is seat 2's turn, which the message offers.
    let out = yahtzee(dir.path(), &["odds", "--card", "ones=3", "--card", ""]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("add --to-play 2"), "{}", stderr(&out));
    // Cards that fit no seat suggest none.
    let out = yahtzee(
        dir.path(),
        &["odds", "--card", "", "--card", "ones=3,twos=6"],
    );
    assert!(!stderr(&out).contains("--to-play"), "{}", stderr(&out));
}

#[test]
fn global_options_are_apart_and_mono_only_where_something_is_drawn() {
    let dir = tempfile::tempdir().unwrap();
    let help = |args: &[&str]| stdout(&yahtzee(dir.path(), args));
    for command in ["stats", "sim", "new"] {
        let text = help(&[command, "--help"]);
        let (own, global) = text
            .split_once("Global options:")
            .unwrap_or_else(|| panic!("{command}: {text}"));
        for option in ["--data-dir", "--config"] {
            assert!(
                global.contains(option) && !own.contains(option),
                "{command}: {text}"
            );
        }
        assert_eq!(
            global.contains("--mono"),
            command == "new",
            "{command}: {text}"
        );
        assert!(!own.contains("--mono"), "{command}: {text}");
    }
    assert!(help(&["--help"]).contains("--mono"));
    // Scripts that gave --mono to a headless command keep working.
    for args in [
        &["stats", "--mono"][..],
        &["--mono", "stats"],
        &["rules", "--mono"],
    ] {
        let out = yahtzee(dir.path(), args);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
    }
    // The completions offer it where it means something.
    let bash = stdout(&yahtzee(dir.path(), &["completions", "bash"]));
    let opts_of = |command: &str| -> String {
        let at = bash
            .find(&format!("yahtzee__subcmd__{command})"))
            .unwrap_or_else(|| panic!("{command}"));
        let line = bash[at..].lines().find(|l| l.contains("opts=")).unwrap();
        line.to_string()
    };
    assert!(!opts_of("stats").contains("--mono"), "{}", opts_of("stats"));
    assert!(!opts_of("sim").contains("--mono"), "{}", opts_of("sim"));
    assert!(opts_of("new").contains("--mono"), "{}", opts_of("new"));
}

#[test]
fn cache_lists_and_clears_only_the_games_files() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    let out = yahtzee(data, &["cache", "--list"]);
    assert!(out.status.success());
    assert!(
        stdout(&out).starts_with("No cached solved data"),
        "{}",
        stdout(&out)
    );

    yahtzee::store::optimum_cache::save(data, &common::classic_optimum()).unwrap();
    yahtzee::store::outlook_cache::save(data, &common::classic_outlook()).unwrap();
    let solver = data.join("solver");
    // An earlier release's table, and files that are not the game's caches.
    std::fs::write(solver.join("odds-v1-0123456789abcdef.bin"), vec![0u8; 5000]).unwrap();
    std::fs::write(solver.join("notes.txt"), "mine").unwrap();
    std::fs::write(solver.join("table-v2-0123456789abcdef.bin.corrupt-1"), "x").unwrap();

    let listed = stdout(&yahtzee(data, &["cache"]));
    assert!(listed.contains("in 3 files"), "{listed}");
    assert!(
        listed.contains("optimal strategy (Classic rules)"),
        "{listed}"
    );
    assert!(
        listed.contains("chance-to-win table (Classic rules)"),
        "{listed}"
    );
    assert!(listed.contains("an earlier release's format"), "{listed}");
    assert!(listed.contains("5.0 kB"), "{listed}");
    assert!(
        !listed.contains("notes.txt") && !listed.contains("corrupt"),
        "{listed}"
    );
    assert_eq!(listed, stdout(&yahtzee(data, &["cache", "--list"])));

    let out = yahtzee(data, &["cache", "--clear"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let said = stdout(&out);
    assert!(said.starts_with("Removing 3 cache files"), "{said}");
    assert!(said.contains("freed"), "{said}");
    let mut left: Vec<String> = std::fs::read_dir(&solver)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    left.sort();
    assert_eq!(
        left,
        ["notes.txt", "table-v2-0123456789abcdef.bin.corrupt-1"]
    );
    assert!(yahtzee(data, &["cache", "--list", "--clear"]).status.code() == Some(2));
}

/// A result card is written as any file the user makes (0666 less the umask), also over an
/// older, private one; a save stays private.
#[cfg(unix)]
#[test]
fn a_result_card_is_as_readable_as_a_file_the_user_makes() {
    use std::os::unix::fs::PermissionsExt;
    use yahtzee::store::{DiskStore, Storage};
    let dir = tempfile::tempdir().unwrap();
    let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    // What the umask makes of a new file here.
    let plain = dir.path().join("plain.txt");
    std::fs::write(&plain, "x").unwrap();
    let ordinary = mode(&plain);

    let mut store = DiskStore::new(dir.path().join("data"));
    store.save_card("card.txt", "new card").unwrap();
    let card = dir.path().join("data").join("cards").join("card.txt");
    assert_eq!(mode(&card), ordinary);
    // A card an older release wrote private is shared once written again.
    std::fs::set_permissions(&card, std::fs::Permissions::from_mode(0o600)).unwrap();
    store.save_card("card.txt", "again").unwrap();
    assert_eq!(std::fs::read_to_string(&card).unwrap(), "again");
    assert_eq!(mode(&card), ordinary);
}

/// A refusal points to the help of the command it is about, not always the game's own.
#[test]
fn refusals_point_to_their_own_commands_help() {
    let dir = tempfile::tempdir().unwrap();
    for (args, help) in [
        (
            &["completions", "tcsh"][..],
            "(see yahtzee completions --help)",
        ),
        (
            &["stats", "--played", "sideways"],
            "(see yahtzee stats --help)",
        ),
        (&["new", "--seed", "x"], "(see yahtzee new --help)"),
        (
            &["new", "--players", "stats", "--seed", "x"],
            "(see yahtzee new --help)",
        ),
        (&["stats", "--nope"], "(see yahtzee stats --help)"),
        (&["bogus"], "(see yahtzee --help)"),
        (&["--nope"], "(see yahtzee --help)"),
    ] {
        let out = yahtzee(dir.path(), args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert!(err.trim_end().ends_with(help), "{args:?}: {err}");
    }
}
