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
    assert!(line.contains(" · hasard "), "{line}");
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
    let dir = tempfile::tempdir().unwrap();
    super::archive_cpu_match(dir.path(), yahtzee::rules::Preset::Classic, "t1");
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

/// A config file's problems in German: each with its file and line, the reason in German,
/// the file's own words (keys, values) as written.
#[test]
fn a_config_files_problems_are_said_in_german() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("config.toml");
    std::fs::write(
        &file,
        "[ui]\nmode = \"braille\"\nvoice = 1\n\n[keys.play]\nroll = \"abc\"\n",
    )
    .unwrap();
    let config = file.to_str().unwrap();
    let o = run(
        dir.path(),
        &["--lang", "de", "--config", config, "config", "--check"],
    );
    let (stdout, stderr) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{stdout}{stderr}");
    let path = file.display().to_string();
    for line in [
        format!("{path}:2: [ui] mode ist \"screen\" oder \"plain\", nicht \"braille\""),
        format!("{path}:3: [ui] hat keine Einstellung 'voice' (es gibt language, mode)"),
        format!("{path}:6: 'abc' ist keine Taste (eine Taste ist ein Zeichen oder space"),
    ] {
        assert!(stderr.contains(&line), "{line}\n{stderr}");
    }
    assert!(stderr.contains("3 Probleme"), "{stderr}");
    for english in [
        "is \"screen\"",
        "has no setting",
        "is not a key",
        "problems",
    ] {
        assert!(!stderr.contains(english), "{english:?}: {stderr}");
    }

    // A good file passes in German too.
    std::fs::write(&file, "[ui]\nmode = \"plain\"\n").unwrap();
    let o = run(
        dir.path(),
        &["--lang", "de", "--config", config, "config", "--check"],
    );
    let (stdout, stderr) = text(&o);
    assert!(o.status.success(), "{stdout}{stderr}");
    assert_eq!(stdout.trim_end(), format!("{path}: keine Probleme"));
}

/// `advise` and `odds` in French and Swedish: the position, the options and the chances in
/// the language, with its decimal comma and its box names; no English word left.
#[test]
fn advise_and_odds_speak_french_and_swedish_with_decimal_commas() {
    let dir = tempfile::tempdir().unwrap();
    yahtzee::store::outlook_cache::save(dir.path(), &crate::common::classic_outlook()).unwrap();

    let advise = |lang: &str| {
        let o = run(
            dir.path(),
            &[
                "--lang",
                lang,
                "advise",
                "--card",
                "ones=3,fours=12",
                "--dice",
                "3,3,3,5,5",
                "--rolls-left",
                "1",
            ],
        );
        let (stdout, stderr) = text(&o);
        assert!(o.status.success(), "{stdout}{stderr}");
        stdout
    };
    let fr = advise("fr");
    let first = fr.lines().next().unwrap_or_default();
    assert_eq!(
        first,
        "Règles Classique. Feuille : 2 cases remplies, 15 points. Dés 3-3-3-5-5, 1 lancer restant.",
    );
    assert!(fr.contains("(la meilleure)"), "{fr}");
    assert!(has_decimal_comma(&fr), "{fr}");
    let sv = advise("sv");
    assert!(
        sv.starts_with("Regler Klassisk. Protokoll: 2 rutor ifyllda, 15 poäng. Tärningar 3-3-3-5-5, 1 slag kvar.\n"),
        "{sv}"
    );
    assert!(sv.contains("(bäst)") && has_decimal_comma(&sv), "{sv}");
    for text in [&fr, &sv] {
        for english in [
            "rules.", "Card:", "filled", "left.", "(best)", "Hold ", "Score ",
        ] {
            assert!(!text.contains(english), "{english:?}: {text}");
        }
    }

    let odds = |lang: &str| {
        let o = run(
            dir.path(),
            &[
                "--lang",
                lang,
                "odds",
                "--card",
                "chance=20",
                "--card",
                "",
                "--to-play",
                "2",
            ],
        );
        let (stdout, stderr) = text(&o);
        assert!(o.status.success(), "{stdout}{stderr}");
        stdout
    };
    let fr = odds("fr");
    let lines: Vec<&str> = fr.lines().collect();
    assert!(
        lines[0].starts_with("Règles Classique. Chances de gagner"),
        "{fr}"
    );
    assert!(lines[1].starts_with("  Place 1 "), "{fr}");
    assert!(lines[2].starts_with("  Place 2 (à jouer)  "), "{fr}");
    // The columns after the marker line up whatever its length in the language.
    let column = |line: &str| line.find(" points,").map(|at| line[..at].chars().count());
    assert_eq!(column(lines[1]), column(lines[2]), "{fr}");
    // French counts none in the singular: "0 case remplie", never "1 case" for none.
    assert!(lines[2].contains(" 0 case remplie "), "{fr}");
    assert!(
        lines[1].ends_with(" %") && has_decimal_comma(lines[1]),
        "{fr}"
    );
    let sv = odds("sv");
    assert!(
        sv.starts_with("Regler Klassisk. Vinstchans om varje plats"),
        "{sv}"
    );
    assert!(
        sv.contains("  Plats 2 (på tur)  ") && has_decimal_comma(&sv),
        "{sv}"
    );
    for text in [&fr, &sv] {
        for english in ["rules.", "Seat", "to play", "filled", "points,"] {
            if english == "points," && text == &fr {
                continue; // "points" is French as well
            }
            assert!(!text.contains(english), "{english:?}: {text}");
        }
    }
}

/// `list` in Swedish and `resume` refusing in French: the headers, the round and the hint
/// in the language, the columns still in line.
#[test]
fn list_speaks_swedish_and_resume_refuses_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/v0.4.0/autosave.json");
    std::fs::copy(fixture, dir.path().join("autosave.json")).unwrap();
    let o = run(dir.path(), &["--lang", "sv", "list"]);
    let (stdout, stderr) = text(&o);
    assert!(o.status.success(), "{stdout}{stderr}");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{stdout}");
    assert!(
        lines[0].starts_with("ID                Spelare "),
        "{stdout}"
    );
    for word in ["Regler", "Omgång", "Senast spelat"] {
        assert!(lines[0].contains(word), "{stdout}");
    }
    // The rules' column starts where its header does.
    let at = lines[0].find("Regler").unwrap();
    assert!(
        lines[1].is_char_boundary(at) && lines[1][at..].starts_with("Tre kolumner"),
        "{stdout}"
    );
    assert!(lines[1].contains(" 3 av 39 "), "{stdout}");
    assert_eq!(lines[2], "Fortsätt ett med: yahtzee resume ID");

    let o = run(dir.path(), &["--lang", "fr", "resume", "nothere"]);
    let (_, stderr) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{stderr}");
    assert_eq!(
        stderr.trim_end(),
        "yahtzee: aucune partie en cours n’a l’ID nothere ; yahtzee list les montre"
    );
}

/// A damaged presets file in Spanish: one notice, the reason inside it in Spanish too.
#[test]
fn a_damaged_presets_file_is_said_in_spanish() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("presets.json"),
        br#"{"version":0,"presets":[]}"#,
    )
    .unwrap();
    let o = run(dir.path(), &["--lang", "es", "preset", "list"]);
    let (stdout, stderr) = text(&o);
    assert!(o.status.success(), "{stdout}{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with(
            "yahtzee: Tus ajustes guardados estaban dañados: su versión de formato 0 nunca se escribió; "
        ),
        "{stderr}"
    );
    assert!(!stderr.contains("format version"), "{stderr}");
}
