//! `yahtzee --plain`: every local mode played as lines on standard input and output, as a
//! screen reader follows it. Each test drives the real binary through a whole match (or
//! leaves one at the end of input) and checks what was said against what the match's log
//! holds: every throw, hold and score said once, the prompt naming whose turn it is, the
//! session's own refusals, and not one escape or other control byte.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use yahtzee::game::{Action, LogEntry};
use yahtzee::store::{DiskStore, LoadOutcome, Storage};
use yahtzee_testkit::plain::{Lang, Player, Step, play};

/// The Classic boxes by a name each, in the card's order.
const CLASSIC: [&str; 13] = [
    "aces",
    "twos",
    "threes",
    "fours",
    "fives",
    "sixes",
    "three of a kind",
    "4k",
    "full house",
    "sm",
    "large",
    "yahtzee",
    "chance",
];

fn command(dir: &Path, args: &[&str]) -> Command {
    let mut cmd = yahtzee_testkit::fixtures::game_command(env!("CARGO_BIN_EXE_yahtzee"), dir);
    cmd.env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .env("TERM", "xterm-256color")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    cmd
}

/// `--plain new` with `players`, dealt from `seed` if one is given, with `more` options,
/// started at once.
fn new_match<'a>(players: &'a str, seed: Option<&'a str>, more: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec!["--plain", "new", "--players", players];
    if let Some(seed) = seed {
        args.extend(["--seed", seed]);
    }
    args.extend(more);
    args.push("--start");
    args
}

/// A config file of `text` in `dir`, by its path.
fn config_file(dir: &Path, text: &str) -> String {
    let config = dir.join("config.toml");
    std::fs::write(&config, text).unwrap();
    config.to_string_lossy().into_owned()
}

/// Runs the binary with `script` on its standard input, then the end of input.
fn run_with(mut cmd: Command, script: &str) -> Output {
    let mut child = cmd.spawn().expect("the binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let script = script.to_string();
    let writer = std::thread::spawn(move || {
        // The game may leave before reading everything (a match over): not an error.
        let _ = stdin.write_all(script.as_bytes());
    });
    let out = child.wait_with_output().expect("the binary ends");
    writer.join().expect("the script was written");
    out
}

fn run(dir: &Path, args: &[&str], script: &str) -> (String, Output) {
    let out = run_with(command(dir, args), script);
    (String::from_utf8_lossy(&out.stdout).into_owned(), out)
}

/// Nothing but printable text and line feeds: no escape, no carriage return, no bell.
fn assert_plain(text: &str) {
    for (i, line) in text.lines().enumerate() {
        assert!(
            !line
                .chars()
                .any(|c| c.is_control() || yahtzee::escape::is_format(c)),
            "line {} has a control byte: {line:?}",
            i + 1
        );
        assert!(
            !line.chars().any(|c| ('\u{2500}'..='\u{259f}').contains(&c)),
            "line {} draws: {line:?}",
            i + 1
        );
    }
    assert!(!text.contains('\r') && !text.contains('\u{1b}'));
}

fn count_actions(log: &[LogEntry], f: impl Fn(&Action) -> bool) -> usize {
    log.iter().filter(|e| !e.undone && f(&e.action)).count()
}

fn finished_log(dir: &Path) -> Vec<LogEntry> {
    let mut store = DiskStore::new(dir.to_path_buf());
    let (history, problem) = store.history();
    assert!(problem.is_none(), "{problem:?}");
    assert_eq!(history.recent.len(), 1);
    history.recent[0].record.log.clone()
}

#[test]
fn two_people_play_a_whole_match_in_sentences_each_event_said_once() {
    let dir = tempfile::tempdir().unwrap();
    // A box before the first throw is refused, in the session's words, as on the screen;
    // then each turn throws, holds two dice, throws and scores the next box.
    let mut player = Player::new(Lang::En, &CLASSIC)
        .opening(&["score chance", "frobnicate"])
        .each_turn(vec![
            Step::Throw,
            Step::Hold("1 2".into()),
            Step::Throw,
            Step::Score,
        ]);
    let (said, out) = play(
        command(dir.path(), &new_match("Ana,Ben", Some("7"), &[])),
        &mut player,
    );
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_plain(&said);
    assert!(said.contains("Ana, round 1 of 13: type throw."), "{said}");
    assert!(said.contains("Ben's turn."), "{said}");
    assert!(said.contains("Throw the dice first."), "{said}");
    assert!(said.contains("\"frobnicate\" is not a command."), "{said}");
    assert!(said.contains("The match is over."), "{said}");
    assert!(said.contains(" points.") && said.contains("1. "), "{said}");
    // Every throw, hold and score of the match's log, said once each.
    let log = finished_log(dir.path());
    let threw = said.lines().filter(|l| l.contains(" threw ")).count();
    assert_eq!(threw, count_actions(&log, |a| matches!(a, Action::Roll)));
    assert_eq!(threw, 52);
    let scored = said.lines().filter(|l| l.contains(" scored ")).count();
    assert_eq!(
        scored,
        count_actions(&log, |a| matches!(a, Action::Score { .. }))
    );
    assert_eq!(said.lines().filter(|l| l.contains(" holds ")).count(), 26);
    // Told in the order it happened: Ana's first throw, her holds, her second throw.
    let first = said.find("Ana threw").unwrap();
    let holds = said.find("Ana holds").unwrap();
    assert!(first < holds, "{said}");
}

#[test]
fn a_match_against_a_cpu_tells_the_cpus_turns_too() {
    let dir = tempfile::tempdir().unwrap();
    let (said, out) = play(
        command(dir.path(), &new_match("Ana,cpu:casual", Some("3"), &[])),
        &mut Player::new(Lang::En, &CLASSIC),
    );
    assert!(out.status.success(), "{said}");
    assert_plain(&said);
    let log = finished_log(dir.path());
    let rolls = count_actions(&log, |a| matches!(a, Action::Roll));
    assert_eq!(
        said.lines().filter(|l| l.contains(" threw ")).count(),
        rolls
    );
    assert_eq!(said.lines().filter(|l| l.contains(" scored ")).count(), 26);
    assert!(said.contains("CPU's turn."), "{said}");
    // The review is told at the end, the solver's table waited for (it was not there).
    assert!(!said.contains("yahtzee review tells it"), "{said}");
    assert_eq!(
        said.lines()
            .filter(|l| l.contains("perfect play expected"))
            .count(),
        2,
        "{said}"
    );
}

#[test]
fn real_dice_are_typed_and_a_throw_of_the_games_dice_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut player = Player::new(Lang::En, &CLASSIC)
        .opening(&["throw", "throw 3 3 7 1 6"])
        .turn(
            0,
            vec![
                Step::ThrowDice("3 3 5 1 6".into()),
                Step::Hold("1 2".into()),
                Step::ThrowDice("3 3 2 6 6".into()),
                Step::Score,
            ],
        )
        .each_turn(vec![Step::ThrowDice("1 2 3 4 5".into()), Step::Score]);
    let (said, out) = play(
        command(dir.path(), &new_match("Ana", None, &["--real-dice"])),
        &mut player,
    );
    assert!(out.status.success(), "{said}");
    assert_plain(&said);
    assert!(said.contains("throw your dice and type throw"), "{said}");
    assert!(said.contains("\"3 3 7 1 6\" does not name dice"), "{said}");
    // The session's own refusal, as the screen says it.
    assert!(
        said.contains("A real-dice seat throws its own dice."),
        "{said}"
    );
    assert!(said.contains("Ana threw 3 3 5 1 6."), "{said}");
    assert!(said.contains("Ana threw 3 3 2 6 6."), "{said}");
    let log = finished_log(dir.path());
    let typed = count_actions(&log, |a| matches!(a, Action::Throw { .. }));
    assert_eq!(
        said.lines().filter(|l| l.contains(" threw ")).count(),
        typed
    );
}

#[test]
fn a_score_pad_takes_points_and_corrections() {
    let dir = tempfile::tempdir().unwrap();
    let mut player = Player::new(Lang::En, &CLASSIC)
        .opening(&["throw", "score full house 24"])
        // Ana's second turn: a correction taken back is said as one, then made again.
        .turn(
            2,
            vec![
                Step::Say("correct aces 3".into()),
                Step::Say("undo".into()),
                Step::Say("correct aces 3".into()),
                Step::Score,
            ],
        )
        .each_turn(vec![Step::Score])
        // Chance holds the five dice's sum: 5 at least.
        .points(|b| if b == "chance" { 5 } else { 0 });
    let (said, out) = play(
        command(dir.path(), &new_match("Ana,Ben", None, &["--score-pad"])),
        &mut player,
    );
    assert!(out.status.success(), "{said}");
    assert_plain(&said);
    assert!(
        said.contains("type score, the box and its points"),
        "{said}"
    );
    assert!(said.contains("A score pad has no dice"), "{said}");
    assert!(said.contains("Ana corrected Aces from 0 to 3."), "{said}");
    assert!(
        said.contains("Ana took back the correction in Aces."),
        "{said}"
    );
    let log = finished_log(dir.path());
    let records = count_actions(&log, |a| matches!(a, Action::Record { .. }));
    assert_eq!(
        said.lines().filter(|l| l.contains(" scored ")).count(),
        records
    );
    assert_eq!(records, 26);
    assert!(said.contains("24 is not possible in Full house"), "{said}");
    assert!(said.contains("Ana wins with 8 points."), "{said}");
}

#[test]
fn the_daily_is_played_in_lines() {
    let dir = tempfile::tempdir().unwrap();
    let (said, out) = play(
        command(dir.path(), &["--plain", "daily"]),
        &mut Player::new(Lang::En, &CLASSIC),
    );
    assert!(out.status.success(), "{said}");
    assert_plain(&said);
    assert!(said.contains("The daily challenge of"), "{said}");
    assert_eq!(said.lines().filter(|l| l.contains(" scored ")).count(), 13);
    let mut store = DiskStore::new(dir.path().to_path_buf());
    assert!(store.daily().finished().next().is_some());
}

/// The end of input leaves as quitting does: the match is saved, said how to resume, and
/// resumed it reads the card, the standings and the log of what was done.
#[test]
fn the_end_of_input_saves_and_a_resumed_match_reads_its_card_and_log() {
    let dir = tempfile::tempdir().unwrap();
    let (said, out) = run(
        dir.path(),
        &new_match("Ana,Ben", Some("11"), &[]),
        "throw\nhold 1 3\nthrow\nscore chance\nthrow\n",
    );
    assert!(out.status.success(), "{said}");
    assert_plain(&said);
    assert!(
        said.contains("The match is saved. Resume it with: yahtzee resume "),
        "{said}"
    );
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let entries = store.list_matches();
    assert_eq!(entries.len(), 1);
    let LoadOutcome::Loaded(session) = store.load_match(&entries[0].id) else {
        panic!("the match is not saved");
    };
    let log = session.game().log();
    assert_eq!(said.lines().filter(|l| l.contains(" threw ")).count(), 3);
    assert_eq!(count_actions(log, |a| matches!(a, Action::Roll)), 3);
    assert_eq!(count_actions(log, |a| matches!(a, Action::Score { .. })), 1);
    drop(store);
    let (again, out) = run(
        dir.path(),
        &["--plain", "resume"],
        "card\nstandings\nlog\nundo\nquit\n",
    );
    assert!(out.status.success(), "{again}");
    assert_plain(&again);
    assert!(again.contains("Aces: Ana empty, Ben empty."), "{again}");
    assert!(again.contains("Chance: Ana "), "{again}");
    assert!(again.contains("Round 1, Ana: threw "), "{again}");
    assert!(again.contains("1. Ana, "), "{again}");
    // A throw of the game's dice cannot be taken back: the session's refusal, as on screen.
    assert!(
        again.contains("Nothing to undo since the throw (a throw cannot be taken back)."),
        "{again}"
    );
}

/// A terminal that can do nothing else (`TERM=dumb`) gets plain mode without asking.
#[test]
fn a_dumb_terminal_plays_in_plain_lines() {
    let dir = tempfile::tempdir().unwrap();
    let mut cmd = command(dir.path(), &["new", "--players", "Ana", "--start"]);
    cmd.env("TERM", "dumb");
    let out = run_with(cmd, "throw\nquit\n");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{said}");
    assert!(said.contains("Ana threw "), "{said}");
    assert_plain(&said);
}

/// `[ui] mode = "plain"` in the config file plays in lines too, with no flag.
#[test]
fn the_config_file_can_ask_for_plain_mode() {
    let dir = tempfile::tempdir().unwrap();
    let config = config_file(dir.path(), "[ui]\nmode = \"plain\"\n");
    let (said, out) = run(
        dir.path(),
        &["--config", &config, "new", "--players", "Ana", "--start"],
        "throw\nquit\n",
    );
    assert!(out.status.success(), "{said}");
    assert!(said.contains("Ana threw "), "{said}");
    assert_plain(&said);
}

/// The menu is a numbered list; a new match's setup is asked as questions with defaults.
#[test]
fn the_menu_is_a_numbered_list_and_setup_a_few_questions() {
    let dir = tempfile::tempdir().unwrap();
    let (said, out) = run(
        dir.path(),
        &["--plain"],
        "9\n1\nAna,cpu:beginner\n3\n\n\n\nthrow\nscore ones\nscore ones\nquit\n",
    );
    assert!(out.status.success(), "{said}");
    assert_plain(&said);
    assert!(said.contains("1. New match"), "{said}");
    assert!(said.contains("Type a number from 1 to 4."), "{said}");
    assert!(said.contains("3. Learn to play"), "{said}");
    assert!(said.contains("\"9\" is not one of the choices"), "{said}");
    assert!(
        said.contains("A match of Yatzy: Ana, Beginner CPU."),
        "{said}"
    );
    assert!(said.contains("Ana scored "), "{said}");
}

/// `quit` (or the language's word for it) at the menu leaves the game, as the menu's own
/// Quit does, rather than being told it is no number.
#[test]
fn quit_at_the_menu_leaves_the_game() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, word, refused) in [
        ("en", "quit", "is not one of the choices"),
        ("en", "Q", "is not one of the choices"),
        ("de", "beenden", "ist keine der Möglichkeiten"),
    ] {
        // A second line that would be refused if the first were not taken.
        let (said, out) = run(
            dir.path(),
            &["--plain", "--lang", lang],
            &format!("{word}\n{word}\n"),
        );
        assert!(out.status.success(), "{said}");
        assert!(said.contains("1. "), "{said}");
        assert!(!said.contains(refused), "{said}");
        assert_plain(&said);
    }
}

/// Each language is spoken in plain mode too, its own command words taken beside the
/// English ones, with nothing but text written.
#[test]
fn every_language_plays_in_its_own_words() {
    // Each: the second throw (typed in English in German), the box scored, the card read.
    for (lang, second, (chance, card), words) in [
        (
            "de",
            Step::Say("throw".into()),
            ("chance", "block"),
            &[
                "Ana würfelt",
                "Ana behält",
                "Ana trägt",
                "Ben ist dran.",
                "Chance: Ana",
            ][..],
        ),
        (
            "fr",
            Step::Throw,
            ("chance", "feuille"),
            &["Ana lance", "Ana garde", "Ana marque", "À Ben de jouer."][..],
        ),
        (
            "es",
            Step::Throw,
            ("chance", "hoja"),
            &["Ana saca", "Ana guarda", "Ana anota", "Le toca a Ben."][..],
        ),
        (
            "sv",
            Step::Throw,
            ("chans", "protokoll"),
            &["Ana slog", "Ana sparar", "Ana skrev in", "Ben står på tur."][..],
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let rules = if lang == "sv" { "yatzy" } else { "classic" };
        // Ana throws, holds, throws and scores; Ben reads the card, and the input ends.
        let mut player = Player::new(Lang::from_code(lang), &[chance])
            .turn(
                0,
                vec![Step::Throw, Step::Hold("1 2".into()), second, Step::Score],
            )
            .turn(1, vec![Step::Say(card.into()), Step::End]);
        let (said, out) = play(
            command(
                dir.path(),
                &[
                    "--plain",
                    "--lang",
                    lang,
                    "new",
                    "--players",
                    "Ana,Ben",
                    "--rules",
                    rules,
                    "--seed",
                    "5",
                    "--start",
                ],
            ),
            &mut player,
        );
        assert!(out.status.success(), "{lang}: {said}");
        assert_plain(&said);
        for word in words {
            assert!(said.contains(word), "{lang}: {word} missing in {said}");
        }
        for english in ["'s turn", " threw ", "round 1 of"] {
            assert!(!said.contains(english), "{lang}: {english} in {said}");
        }
    }
}

/// A lesson of Learn in plain mode: each step said in the screen's words with the command
/// that does it, the lesson's own match deciding (its dice said as thrown), a wrong action
/// refused with what to type, and the lesson kept as done in the screen's progress file.
#[test]
fn a_lesson_is_played_step_by_step_in_lines_and_kept_as_done() {
    let dir = tempfile::tempdir().unwrap();
    let script = "2\nthrow\nthrow\nhold 5\nrelease\nhold 1 2 4\nthrow\nscore chance\nscore fours\nback\nlist\nquit\n";
    let (said, out) = run(dir.path(), &["--plain", "learn"], script);
    assert!(out.status.success(), "{said}");
    assert_plain(&said);
    for line in [
        "Learn to play.",
        "2. Holding dice",
        "Lesson 2 of 9: Holding dice.",
        "Step 1 of 6: Press Space to throw.",
        "Type throw, or next to have it done.",
        "You threw 4 4 1 4 6.",
        "Three 4s and a 6.",
        "Not yet: first hold exactly die 5.",
        "You hold 6.",
        "Die 5 is held: it stays as it is when you throw.",
        "You hold no dice.",
        "Type hold 1 2 4, or next to have it done.",
        "You hold 4 4 4.",
        "You threw 4 4 4 4 2.",
        "This lesson asks for something else: type score fours.",
        "You scored 16 in Fours.",
        "Fours took 16: an upper box counts only its own face, 4 × 4.",
        "Lesson done. Type next for the next lesson",
        // Back replays the match to the step before: the dice are said again as they lie.
        "Step 6 of 6: Four 4s:",
        "1. Throwing the dice",
    ] {
        assert!(said.contains(line), "{line:?} missing in:\n{said}");
    }
    assert!(said.contains("2. Holding dice (done)"), "{said}");
    assert_eq!(said.matches("You scored 16 in Fours.").count(), 1, "{said}");
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let progress = store.learn_progress();
    assert!(progress.lesson_done("hold"), "{progress:?}");
    assert!(!progress.lesson_done("throw"), "{progress:?}");
}

/// The same lesson in German: the screen's German words, German commands, nothing English.
#[test]
fn a_lesson_in_german_says_its_steps_in_german() {
    let dir = tempfile::tempdir().unwrap();
    let script = "1\nwürfeln\nweiter\nweiter\neintragen chance\nweiter\nbeenden\n";
    let (said, out) = run(dir.path(), &["--plain", "--lang", "de", "learn"], script);
    assert!(out.status.success(), "{said}");
    assert_plain(&said);
    for line in [
        "Spielen lernen.",
        "Lektion 1 von 9:",
        "Schritt 1 von 4: Ein Zug beginnt mit einem Wurf aller fünf Würfel.",
        "Tippe würfeln oder weiter, damit es für dich getan wird.",
        "Du würfelst 3 6 1 5 2.",
        "Tippe eintragen chance oder weiter",
        "Du trägst 22 in Chance ein.",
        "Lektion geschafft.",
        "Lektion 2 von 9:",
    ] {
        assert!(said.contains(line), "{line:?} missing in:\n{said}");
    }
    for english in ["Step ", "You threw", "Lesson done", "Type ", " or next"] {
        assert!(!said.contains(english), "{english:?} in:\n{said}");
    }
    let mut store = DiskStore::new(dir.path().to_path_buf());
    assert!(store.learn_progress().lesson_done("throw"));
}

/// Puzzles in plain mode, in English and in German: the card and the dice said, the answer
/// typed as `score` and a box, told right or not with the screen's reason and the solver's
/// ranking, a box the dice cannot go in refused in the match's words, the streak kept.
#[test]
fn puzzles_are_asked_as_questions_and_answered_as_the_solver_ranks_them() {
    use yahtzee::ai::Choice;
    use yahtzee::ai::puzzles::{Difficulty, generate};
    use yahtzee::l10n::Lang;
    use yahtzee::rules::{BoxId, Ruleset};
    let optimum = crate::common::classic_optimum();
    let puzzles = generate(Ruleset::CLASSIC, optimum.as_ref());
    let easy: Vec<_> = puzzles
        .iter()
        .filter(|p| p.difficulty == Difficulty::Easy)
        .collect();
    let scored = |o: &yahtzee::ai::Rated| match o.choice {
        Choice::Score { b, .. } => b,
        Choice::Hold { .. } => panic!("a placement"),
    };
    let best = scored(easy[0].best().unwrap());
    let wrong = easy[1]
        .options
        .iter()
        .map(scored)
        .find(|&b| !easy[1].is_right(b))
        .unwrap();
    let filled = BoxId::ALL.into_iter().find(|&b| easy[1].card.is_filled(b));
    let layout = Ruleset::CLASSIC.layout();
    for (lang, score, next, words, english) in [
        (
            Lang::En,
            "score",
            "next",
            &[
                "Right.",
                "Not quite.",
                "(best).",
                "You have ",
                "Your card: ",
            ][..],
            &[][..],
        ),
        (
            Lang::De,
            "eintragen",
            "weiter",
            &[
                "Richtig.",
                "Nicht ganz.",
                "(am besten).",
                "Du hast ",
                "Dein Block: ",
            ][..],
            &["Right.", "Not quite.", "You have", "Your card", "Type "][..],
        ),
    ] {
        let name =
            |b: BoxId| yahtzee::l10n::speaking(lang, Some(lang), || layout.label(b).to_lowercase());
        let mut script = format!("10\n{score} {}\n{next}\n", name(best));
        if let Some(f) = filled {
            script.push_str(&format!("{score} {}\n", name(f)));
        }
        script.push_str(&format!("{score} {}\nquit\n", name(wrong)));
        let dir = tempfile::tempdir().unwrap();
        let code = if lang == Lang::En { "en" } else { "de" };
        let (said, out) = run(dir.path(), &["--plain", "--lang", code, "learn"], &script);
        assert!(out.status.success(), "{said}");
        assert_plain(&said);
        for word in words {
            assert!(said.contains(word), "{code}: {word:?} missing in:\n{said}");
        }
        for word in english {
            assert!(!said.contains(word), "{code}: {word:?} in:\n{said}");
        }
        // The dice of each puzzle said as thrown.
        for p in &easy[..2] {
            let dice = p
                .dice
                .faces()
                .iter()
                .map(|f| f.to_string())
                .collect::<Vec<_>>()
                .join(" ");
            assert!(said.contains(&dice), "{code}: {dice} missing in:\n{said}");
        }
        // The reason is the screen's very sentence.
        let reason = yahtzee::l10n::speaking(lang, Some(lang), || easy[0].answer(best));
        assert!(
            said.contains(&reason),
            "{code}: {reason:?} missing in:\n{said}"
        );
        let mut store = DiskStore::new(dir.path().to_path_buf());
        let progress = store.learn_progress();
        assert!(progress.solved(easy[0].id) && !progress.solved(easy[1].id));
        assert_eq!(progress.streak, 0);
        assert_eq!(progress.best_streak, 1);
    }
}

/// Plain mode's setup asks the language too (one question, Enter keeps it): one chosen is
/// spoken from the next line and remembered, and the next start speaks it over the config
/// file's, while `--lang` beats it for one run.
#[test]
fn the_language_chosen_in_setup_is_remembered_and_lang_beats_it() {
    let dir = tempfile::tempdir().unwrap();
    let config = config_file(dir.path(), "[ui]\nlanguage = \"sv\"\n");
    let cfg = config.as_str();
    // Before anything is remembered, the config file decides.
    let (said, out) = run(dir.path(), &["--plain", "--config", cfg], "");
    assert!(out.status.success(), "{said}");
    assert!(said.contains("Huvudmeny."), "{said}");
    // Setup in Swedish: who, rules, dice, same dice kept; the language: 2, Deutsch.
    let (said, out) = run(
        dir.path(),
        &["--plain", "--config", cfg, "new", "--seed", "3"],
        "\n\n\n\n2\nquit\n",
    );
    assert!(out.status.success(), "{said}");
    assert_plain(&said);
    assert!(
        said.contains("Vilket språk? 1. English, 2. Deutsch, 3. Français, 4. Español, 5. Svenska. Enter behåller Svenska."),
        "{said}"
    );
    assert!(said.contains("Eine Partie"), "{said}");
    let setup = std::fs::read_to_string(dir.path().join("setup.json")).unwrap();
    assert!(setup.contains("\"language\":\"de\""), "{setup}");
    // Remembered: it beats the config file at the next start.
    let (said, _) = run(dir.path(), &["--plain", "--config", cfg], "");
    assert!(said.contains("Hauptmenü."), "{said}");
    // --lang beats the remembered one, for this run only.
    let (said, _) = run(
        dir.path(),
        &["--plain", "--config", cfg, "--lang", "fr"],
        "",
    );
    assert!(said.contains("Menu principal."), "{said}");
    let (said, _) = run(dir.path(), &["--plain", "--config", cfg], "");
    assert!(said.contains("Hauptmenü."), "{said}");
}

/// The one person at a table of CPUs is "You", and spoken to as the drawn screen speaks to
/// them: "You hold 3 3", not "You holds"; "Your turn."; a prompt without "You, you have".
/// In every language, in its own words ("Du behältst", "Vous gardez", "Te quedas con", "Du
/// sparar"); people named at a hot seat keep their names ("Ana holds", above).
#[test]
fn the_person_against_cpus_is_spoken_to_in_every_language() {
    // Each: the box scored in the first turn, and what is typed after the second's throw.
    for (lang, (chance, after), said_so, not_said) in [
        (
            "en",
            ("chance", &["quit"][..]),
            &[
                "A match of Classic: You, Casual CPU.",
                "Round 1 of 13: type throw.",
                "You threw ",
                "You hold ",
                "You have ",
                "You scored ",
                "Your turn.",
            ][..],
            &["You holds", "You, you have", "You, round", "You's turn"][..],
        ),
        (
            "de",
            ("chance", &["verlauf", "beenden"][..]),
            &[
                ": Du, Locker-PC.",
                "Runde 1 von 13: Tippe würfeln.",
                "Du würfelst ",
                "Du behältst ",
                "Du hast ",
                "Du trägst ",
                "Du bist dran.",
                "Die Partie ist gespeichert. Weiterspielen mit: yahtzee resume ",
                // The log's phrases after "Du" too.
                "Runde 1, Du: würfelst ",
            ][..],
            &[
                "You",
                "Du würfelt",
                "Du behält ",
                "Du trägt",
                "Du, du hast",
                "Du: würfelt",
            ][..],
        ),
        (
            "fr",
            ("chance", &["quitter"][..]),
            &[
                "Vous lancez ",
                "Vous gardez ",
                "Vous marquez ",
                "À vous de jouer.",
            ][..],
            &["You", "Vous lance ", "Vous garde ", "À Vous de jouer"][..],
        ),
        (
            "es",
            ("chance", &["salir"][..]),
            &["Sacas ", "Te quedas con ", "Anotas ", "Te toca."][..],
            &["You", "Tú saca", "Tú guarda", "Le toca a Tú"][..],
        ),
        (
            "sv",
            ("chans", &["avsluta"][..]),
            &["Du slog ", "Du sparar ", "Du skrev in ", "Din tur."][..],
            &["You", "Du står på tur", "Du, du har"][..],
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let mut second = vec![Step::Throw];
        second.extend(after.iter().map(|l| Step::Say(l.to_string())));
        let mut player = Player::new(Lang::from_code(lang), &[chance])
            .turn(
                0,
                vec![
                    Step::Throw,
                    Step::Hold("1 2".into()),
                    Step::Throw,
                    Step::Score,
                ],
            )
            .turn(1, second);
        let (said, out) = play(
            command(
                dir.path(),
                &[
                    "--plain",
                    "--lang",
                    lang,
                    "new",
                    "--players",
                    "You,cpu:casual",
                    "--seed",
                    "5",
                    "--start",
                ],
            ),
            &mut player,
        );
        assert!(out.status.success(), "{lang}: {said}");
        assert_plain(&said);
        // What leaving says is the command line's, not this game's lines.
        let said: String = said
            .lines()
            .filter(|l| !l.starts_with("The match is saved."))
            .collect::<Vec<_>>()
            .join("\n");
        for line in said_so {
            assert!(said.contains(line), "{lang}: {line:?} missing in:\n{said}");
        }
        for line in not_said {
            assert!(!said.contains(line), "{lang}: {line:?} in:\n{said}");
        }
    }
}

/// The log after an undo tells the turn in the order it happened, as the drawn log does:
/// the score taken back before the score that stands (it read "scored 3 in Aces, took
/// back a move", as if the score that stands had been taken back).
#[test]
fn the_log_tells_a_score_taken_back_before_the_one_that_stands() {
    let dir = tempfile::tempdir().unwrap();
    let (said, out) = run(
        dir.path(),
        &new_match("Ana,Ben", Some("11"), &[]),
        "throw\nscore chance\nundo\nscore aces\nscore aces\nlog\nquit\n",
    );
    assert!(out.status.success(), "{said}");
    assert_plain(&said);
    assert!(
        said.contains("Ana took back the score in Chance."),
        "{said}"
    );
    let line = said
        .lines()
        .find(|l| l.starts_with("Round 1, Ana: "))
        .unwrap_or_else(|| panic!("no log line in:\n{said}"));
    let took_back = line.find(", took back ").unwrap_or(usize::MAX);
    let scored = line.find(", scored ").unwrap_or(0);
    assert!(took_back < scored, "{line}");
    assert!(line.contains(" in Chance, scored "), "{line}");
    assert!(line.ends_with(" in Aces."), "{line}");
}

/// `repeat` says the last lines again, the prompt among them, and the prompt is not said a
/// second time right after.
#[test]
fn repeat_says_the_prompt_once() {
    let dir = tempfile::tempdir().unwrap();
    let (said, out) = run(
        dir.path(),
        &new_match("Ana,Ben", Some("11"), &[]),
        "throw\nrepeat\nquit\n",
    );
    assert!(out.status.success(), "{said}");
    let prompts = said
        .lines()
        .filter(|l| l.starts_with("Ana, you have "))
        .count();
    let throws = said.lines().filter(|l| l.starts_with("Ana threw ")).count();
    assert_eq!((throws, prompts), (2, 2), "{said}");
}

/// At the end of a plain daily, what the drawn one shows: the share line of the scored
/// attempt, and the streak.
#[test]
fn the_daily_ends_with_its_share_line_and_the_streak() {
    let dir = tempfile::tempdir().unwrap();
    let (said, out) = play(
        command(dir.path(), &["--plain", "daily"]),
        &mut Player::new(Lang::En, &CLASSIC),
    );
    assert!(out.status.success(), "{said}");
    assert_plain(&said);
    let share = said
        .lines()
        .find(|l| l.contains(" is scored. Share: Yahtzee daily "))
        .unwrap_or_else(|| panic!("no share line in:\n{said}"));
    assert!(share.contains(" · accuracy "), "{share}");
    assert!(
        said.contains("You finished with ") && !said.contains(" win"),
        "{said}"
    );
    // Alone at the table, no turn is handed over: the prompt's round says what is new.
    assert!(
        !said.contains("'s turn.") && !said.contains("Your turn."),
        "{said}"
    );
    assert!(
        said.contains("Your streak: 1 day in a row; your best: 1 day."),
        "{said}"
    );
}

/// The list of matches to resume says when each was last played, as the drawn list does.
#[test]
fn the_resume_list_says_when_each_match_was_last_played() {
    let dir = tempfile::tempdir().unwrap();
    for players in ["Ana,Ben", "Cy,Di"] {
        let (said, out) = run(dir.path(), &new_match(players, None, &[]), "throw\nquit\n");
        assert!(out.status.success(), "{said}");
    }
    let (said, out) = run(dir.path(), &["--plain"], "2\n");
    assert!(out.status.success(), "{said}");
    let items: Vec<&str> = said
        .lines()
        .filter(|l| l.contains(", round 1 of 13, Classic, last played 20"))
        .collect();
    assert_eq!(items.len(), 2, "{said}");
}

/// A locale the game does not speak is told once in plain mode, where the player reads:
/// on standard output, not on stderr as well (a screen reader said it twice).
#[test]
fn a_locale_not_spoken_is_told_once_on_standard_output() {
    let dir = tempfile::tempdir().unwrap();
    let mut cmd = command(dir.path(), &["--plain"]);
    cmd.env("LANG", "xx_YY.UTF-8");
    let out = run_with(cmd, "4\n");
    let said = String::from_utf8_lossy(&out.stdout);
    let errors = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{said}");
    assert_eq!(said.matches("Your locale xx_YY.UTF-8").count(), 1, "{said}");
    assert!(!errors.contains("Your locale"), "{errors}");
}

/// `[ui] language = 5` (a number, not a code in quotes) gets the config file's usual
/// message: from a command that reads no more of the file than the language too, on
/// stderr, and in plain mode once, on standard output.
#[test]
fn a_language_that_is_no_code_in_quotes_is_told_by_every_command() {
    let dir = tempfile::tempdir().unwrap();
    let config = config_file(dir.path(), "[ui]\nlanguage = 5\n");
    let cfg = config.as_str();
    let (shown, out) = run(dir.path(), &["--config", cfg, "rules"], "");
    let errors = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{errors}");
    assert!(shown.contains("CLASSIC RULES"), "{shown}");
    assert!(
        errors.contains("config.toml:2: 'language' must be a string in quotes"),
        "{errors}"
    );
    let (said, out) = run(dir.path(), &["--plain", "--config", cfg], "4\n");
    let errors = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{said}");
    assert_eq!(
        said.matches("'language' must be a string in quotes")
            .count(),
        1,
        "{said}"
    );
    assert!(!errors.contains("must be a string"), "{errors}");
}

/// A 0 where another box gives points is asked once more, as the screen asks it: the same
/// command typed again next scores it, any other command takes the question back. A 0
/// every open box shares is scored without a question.
#[test]
fn a_zero_is_asked_once_more_unless_every_open_box_gives_zero() {
    let dir = tempfile::tempdir().unwrap();
    // Aces with 2 2 3 4 4 is a 0 while Chance gives 15: asked, taken back by `card`, asked
    // again, then scored by `score aces` typed twice. Each later box scores points, until
    // Yahtzee, the last box open, takes 0 from 1 2 3 4 6 with nothing to ask.
    let mut player = Player::new(Lang::En, &["aces"]).turn(
        0,
        vec![
            Step::ThrowDice("2 2 3 4 4".into()),
            Step::Score,
            Step::Say("card".into()),
            // Asked again: the player types it once more.
            Step::Score,
        ],
    );
    let rest = [
        ("twos", "1 2 3 4 5"),
        ("threes", "1 2 3 4 5"),
        ("fours", "1 2 3 4 5"),
        ("fives", "1 2 3 4 5"),
        ("sixes", "2 3 4 5 6"),
        ("three of a kind", "3 3 3 4 5"),
        ("4k", "4 4 4 4 2"),
        ("full house", "2 2 3 3 3"),
        ("sm", "1 2 3 4 5"),
        ("large", "1 2 3 4 5"),
        ("chance", "1 2 3 4 5"),
        ("yahtzee", "1 2 3 4 6"),
    ];
    let mut boxes = vec!["aces"];
    for (i, (b, dice)) in rest.into_iter().enumerate() {
        boxes.push(b);
        player = player.turn(i + 1, vec![Step::ThrowDice(dice.into()), Step::Score]);
    }
    let mut player = player.boxes(&boxes);
    let (said, out) = play(
        command(dir.path(), &new_match("Ana", None, &["--real-dice"])),
        &mut player,
    );
    assert!(out.status.success(), "{said}");
    assert_plain(&said);
    let asked = "Aces would score 0; Chance gives 15. \
                 Type score aces again to score 0, or another command.";
    assert_eq!(said.matches(asked).count(), 2, "{said}");
    assert_eq!(said.matches("scored 0 in Aces.").count(), 1, "{said}");
    // The question comes before the score, and the score after the second question only.
    let second = said.rfind(asked).unwrap();
    assert!(said.find("scored 0 in Aces.").unwrap() > second, "{said}");
    assert!(!said.contains("Yahtzee would score 0"), "{said}");
    assert!(said.contains("scored 0 in Yahtzee."), "{said}");
    assert!(said.contains("The match is over."), "{said}");
    let log = finished_log(dir.path());
    assert_eq!(
        count_actions(&log, |a| matches!(a, Action::Score { .. })),
        13
    );
}

/// A player raised on the other card types its names: "ones" scores Aces on the Classic
/// card, "aces" and "yahtzee" Ones and Yatzy on the Yatzy card (in Swedish, too).
#[test]
fn the_other_cards_box_names_are_taken() {
    let dir = tempfile::tempdir().unwrap();
    let (said, out) = run(
        dir.path(),
        &new_match("Ana", Some("11"), &[]),
        // A zero asks again: typed twice, as the question says.
        "throw\nscore ones\nscore ones\nquit\n",
    );
    assert!(out.status.success(), "{said}");
    assert!(!said.contains("no box called"), "{said}");
    assert!(said.contains(" in Aces."), "{said}");
    let dir = tempfile::tempdir().unwrap();
    let (said, out) = run(
        dir.path(),
        &new_match("Ana", Some("11"), &["--rules", "yatzy", "--lang", "sv"]),
        "throw\nscore aces\nscore aces\nthrow\nskriv in yahtzee\nskriv in yahtzee\nquit\n",
    );
    assert!(out.status.success(), "{said}");
    assert!(said.contains(" i Ettor."), "{said}");
    assert!(said.contains(" i Yatzy."), "{said}");
}
