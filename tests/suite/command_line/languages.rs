//! The command line in the player's language: `--lang`, the locale, and an unknown language
//! that falls back to English with one notice. Each command's own words are asserted, with
//! the decimal comma of German, French, Spanish and Swedish; English is asserted by every
//! other test of the command line, unchanged.

use std::path::Path;
use std::process::Output;

/// Runs the binary on `dir` with the empty config, in an environment that asks for no
/// language but the one `env` names.
fn run_with(dir: &Path, env: &[(&str, &str)], args: &[&str]) -> Output {
    let mut cmd = yahtzee_testkit::fixtures::game_command(env!("CARGO_BIN_EXE_yahtzee"), dir);
    for var in ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"] {
        cmd.env_remove(var);
    }
    cmd.envs(env.iter().copied())
        .args(args)
        .output()
        .expect("the binary runs")
}

fn run(dir: &Path, args: &[&str]) -> Output {
    run_with(dir, &[], args)
}

fn text(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// Whether `text` has a figure written with a decimal comma ("257,70").
fn has_decimal_comma(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    chars
        .windows(3)
        .any(|w| w[0].is_ascii_digit() && w[1] == ',' && w[2].is_ascii_digit())
}

fn daily_fixture() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/daily-v1/daily.json");
    std::fs::copy(fixture, dir.path().join("daily.json")).unwrap();
    dir
}

#[test]
fn sim_reports_in_german_with_decimal_commas() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(
        dir.path(),
        &[
            "--lang",
            "de",
            "sim",
            "--games",
            "20",
            "--players",
            "perfect,strong",
            "--threads",
            "2",
        ],
    );
    let (stdout, stderr) = text(&o);
    assert!(o.status.success(), "{stdout}{stderr}");
    let mut lines = stdout.lines();
    let summary = lines.next().unwrap_or_default();
    assert!(
        summary.starts_with(
            "20 Partien, Regeln Classic, Startwert 1, 2 Threads, erster Platz wechselt: "
        ),
        "{summary}"
    );
    assert!(summary.ends_with(" Partien/s"), "{summary}");
    let table: Vec<&str> = lines.collect();
    for word in [
        "Platz",
        "Stufe",
        "Mittel",
        "Siege",
        "95-%-Intervall",
        "Vorsprung",
    ] {
        assert!(table[0].contains(word), "{word}: {}", table[0]);
    }
    // Every figure with a decimal comma, the shares with the German "57,3 %".
    assert!(
        table[1..].iter().all(|row| has_decimal_comma(row)),
        "{stdout}"
    );
    // (A no-break space before the sign: it never starts a line of its own.)
    assert!(table[1].contains("\u{a0}%"), "{stdout}");
    assert!(!stdout.contains('.'), "{stdout}");
    for english in [
        "games", "rules", "seed", "threads", "mean", "wins", "interval", "margin",
    ] {
        assert!(!stdout.contains(english), "{english}: {stdout}");
    }
    // The columns still line up under their longer German headings.
    let end = table[0].chars().count();
    assert!(
        table.iter().all(|row| row.chars().count() == end),
        "{stdout}"
    );
    // The timing is the machine's: the rest of the report is the seed's.
    let (fixed, _) = summary.split_once(": ").unwrap_or_default();
    insta::assert_snapshot!(
        "sim_in_german",
        format!("{fixed}: … s, … Partien/s\n{}", table.join("\n"))
    );
}

#[test]
fn the_daily_record_and_share_line_are_french() {
    let dir = daily_fixture();
    let o = run(dir.path(), &["--lang", "fr", "daily", "--history"]);
    let (stdout, stderr) = text(&o);
    assert!(o.status.success(), "{stdout}{stderr}");
    let first = stdout.lines().next().unwrap_or_default();
    assert!(first.starts_with("Série : "), "{first}");
    assert!(
        first.contains(" jour") && first.contains("(record : "),
        "{first}"
    );
    assert!(
        !stdout.contains("Streak") && !stdout.contains(" days"),
        "{stdout}"
    );

    let o = run(
        dir.path(),
        &["--lang", "fr", "daily", "--share", "--day", "2026-12-04"],
    );
    let (stdout, stderr) = text(&o);
    assert!(o.status.success(), "{stdout}{stderr}");
    let line = stdout.trim_end();
    assert!(
        line.starts_with("Yams, défi du jour 2026-12-04 · 60 · précision "),
        "{line}"
    );
    assert!(line.contains(" · chance "), "{line}");
    assert!(has_decimal_comma(line) && !line.contains('.'), "{line}");
    assert!(
        !line.contains("accuracy") && !line.contains("luck"),
        "{line}"
    );

    // The refusals too, each one line.
    let o = run(
        dir.path(),
        &["--lang", "fr", "daily", "--share", "--day", "2026-12-01"],
    );
    let (_, stderr) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{stderr}");
    assert_eq!(
        stderr.trim_end(),
        "yahtzee: aucun défi du jour du 2026-12-01 n’a été joué ici (yahtzee daily lance celui d’aujourd’hui)"
    );
}

#[test]
fn stats_says_in_swedish_that_an_earlier_history_was_kept_aside() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("history.json"), "{").unwrap();
    // The first time the store tells of the damage itself.
    let o = run(dir.path(), &["--lang", "sv", "stats"]);
    assert!(o.status.success(), "{o:?}");
    let o = run(dir.path(), &["--lang", "sv", "stats"]);
    let (stdout, stderr) = text(&o);
    assert!(o.status.success(), "{stdout}{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with("yahtzee: en tidigare matchhistorik var skadad och sparades undan som history.json.corrupt-"),
        "{stderr}"
    );
    assert!(
        stderr
            .trim_end()
            .ends_with("den här statistiken räknar bara partierna sedan dess"),
        "{stderr}"
    );
}

#[test]
fn a_usage_error_is_said_in_spanish() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(
        dir.path(),
        &["--lang", "es", "new", "--players", "a,b,c,d,e"],
    );
    let (stdout, stderr) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{stdout}{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with("yahtzee: valor no válido 'a,b,c,d,e' para '--players <SPEC>': "),
        "{stderr}"
    );
    assert!(
        stderr
            .trim_end()
            .ends_with(" (consulta yahtzee new --help)"),
        "{stderr}"
    );
    // `--lang` after the command, and a reason of the command line's own.
    let o = run(dir.path(), &["sim", "--games", "0", "--lang", "es"]);
    let (_, stderr) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{stderr}");
    assert_eq!(
        stderr.trim_end(),
        "yahtzee: valor no válido '0' para '--games <N>': juega al menos 1 partida (consulta yahtzee sim --help)"
    );
    // A failure of the command itself, after the arguments were read.
    let o = run(
        dir.path(),
        &["--lang", "es", "daily", "--history", "--day", "2026-12-01"],
    );
    let (_, stderr) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{stderr}");
    assert_eq!(
        stderr.trim_end(),
        "yahtzee: --day indica el día de la línea de --share; añade también --share"
    );
}

#[test]
fn the_locale_chooses_the_language_when_nothing_else_does() {
    let dir = tempfile::tempdir().unwrap();
    let o = run_with(
        dir.path(),
        &[("LANG", "de_DE.UTF-8")],
        &["daily", "--history"],
    );
    let (stdout, stderr) = text(&o);
    assert!(o.status.success(), "{stdout}{stderr}");
    assert_eq!(stderr, "", "no notice for a language the game speaks");
    assert_eq!(
        stdout,
        "Serie: 0 Tage (Rekord 0 Tage)\nNoch keine Tagesaufgabe gewertet: yahtzee daily spielt die von heute.\n"
    );
    // --lang is stronger than the locale.
    let o = run_with(
        dir.path(),
        &[("LANG", "de_DE.UTF-8")],
        &["--lang", "en", "daily", "--history"],
    );
    assert!(
        text(&o).0.starts_with("Streak: 0 days (best 0 days)"),
        "{o:?}"
    );
}

#[test]
fn an_unknown_language_gives_english_and_exactly_one_notice() {
    let dir = tempfile::tempdir().unwrap();
    let o = run(dir.path(), &["--lang", "xx", "daily", "--history"]);
    let (stdout, stderr) = text(&o);
    assert!(o.status.success(), "{stdout}{stderr}");
    assert!(
        stdout.starts_with("Streak: 0 days (best 0 days)\n"),
        "{stdout}"
    );
    assert_eq!(
        stderr,
        "yahtzee: There is no xx translation of the game (--lang takes en, de, fr, es or sv): it speaks English.\n"
    );
    // Also when the arguments are refused: the notice once, then the refusal in English.
    let o = run(dir.path(), &["--lang", "xx", "sim", "--games", "0"]);
    let (_, stderr) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{stderr}");
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{stderr}");
    assert!(
        lines[0].starts_with("yahtzee: There is no xx translation"),
        "{stderr}"
    );
    assert_eq!(
        lines[1],
        "yahtzee: invalid value '0' for '--games <N>': play at least 1 match (see yahtzee sim --help)"
    );
}

#[test]
fn the_result_card_reads_in_german_and_its_columns_fit_the_longer_words() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(
        yahtzee_testkit::fixtures::fixture("v0.3.0/history.json"),
        dir.path().join("history.json"),
    )
    .unwrap();
    let o = run(dir.path(), &["--lang", "de", "card", "--match", "1"]);
    let (stdout, stderr) = text(&o);
    assert!(o.status.success(), "{stdout}{stderr}");
    for german in [
        "Regeln ",
        "Summe oben",
        "Bonus (≥63 → 35)",
        "Summe unten",
        "GESAMT",
    ] {
        assert!(stdout.contains(german), "{german}: {stdout}");
    }
    // The standings by German places: "1.", "2." (or "1.=" for a shared one).
    assert!(stdout.lines().any(|l| l.starts_with("1.")), "{stdout}");
    for english in ["rules", "Upper total", "Lower total", "TOTAL", "1st", "2nd"] {
        assert!(!stdout.contains(english), "{english}: {stdout}");
    }
    insta::assert_snapshot!("card_in_german", stdout);

    let o = run(
        dir.path(),
        &["--lang", "de", "card", "--match", "1", "--format", "svg"],
    );
    let (svg, stderr) = text(&o);
    assert!(o.status.success(), "{stderr}");
    assert!(
        svg.contains(">Summe oben<") && svg.contains(">GESAMT<"),
        "{svg}"
    );
}

/// `yahtzee review` in French: the match's heading, each seat's points and what it gave away
/// with a decimal comma, and the decisions' rows in French words, none of the English left.
#[test]
fn the_review_reads_in_french() {
    use yahtzee::game::Level;
    use yahtzee::rules::{Preset, Ruleset};
    use yahtzee::store::{DiskStore, FinishedMatch, MatchOptions, Storage};
    let dir = tempfile::tempdir().unwrap();
    let rules = Ruleset::preset(Preset::Classic);
    let mut cpus = vec![
        yahtzee::ai::Cpu::new(Level::Casual, rules, None).unwrap(),
        yahtzee::ai::Cpu::new(Level::Beginner, rules, None).unwrap(),
    ];
    let m = yahtzee::ai::arena::play_match(rules, &mut cpus, 4).unwrap();
    DiskStore::new(dir.path().to_path_buf())
        .archive(
            FinishedMatch {
                id: "t1".to_string(),
                started_unix: 1_700_000_000,
                finished_unix: 1_700_000_900,
                options: MatchOptions::default(),
                record: m.to_record(),
            },
            true,
        )
        .unwrap();
    let out = run(dir.path(), &["--lang", "fr", "review", "--all"]);
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stderr}");
    for words in ["Partie t1", "points espérés perdus en", "manche", "reste"] {
        assert!(stdout.contains(words), "{words:?} missing:\n{stdout}");
    }
    assert!(has_decimal_comma(&stdout), "{stdout}");
    for english in ["expected points given away", " round ", " left ", " rules)"] {
        assert!(!stdout.contains(english), "{english:?} left:\n{stdout}");
    }
}
