//! Learn to play: the lessons completed by keys through the app, a wrong action refused and
//! explained, the puzzles answered against the solver, the progress kept apart, and
//! `yahtzee learn` in a real terminal.

use std::path::Path;
use std::time::Duration;

use crate::common;
use common::*;
use ratatui::crossterm::event::KeyCode;
use yahtzee::ai::Choice;
use yahtzee::ai::puzzles::Difficulty;
use yahtzee::game::Action;
use yahtzee::rules::Ruleset;
use yahtzee::store::{DiskStore, LearnProgress, MemoryStore, Storage};
use yahtzee::tui::screens::learn::lessons::{LESSONS, Task};
use yahtzee::tui::shelf::Shelf;
use yahtzee::tui::{App, Start};
use yahtzee_testkit::pty::Pty;

/// The app opened on Learn, on a shelf holding the classic optimum.
fn learn_app(store: MemoryStore) -> App {
    let mut shelf = Shelf::new(None);
    shelf.insert(classic_optimum());
    app_with(store, shelf, Start::Learn)
}

fn log_len(app: &App) -> usize {
    app.current_match().map_or(0, |m| m.log().len())
}

/// Opens lesson `index` from the Learn screen, by keys.
fn open_lesson(app: &mut App, index: usize) {
    for _ in 0..20 {
        key(app, KeyCode::Up);
    }
    for _ in 0..index {
        key(app, KeyCode::Down);
    }
    key(app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "lesson");
}

/// Plays a lesson's steps by keys, as a player following its words would: holds by their
/// number keys, throws with Space, and for a box, Enter tried on each box in turn (the
/// lesson refuses the others and changes nothing).
fn play_lesson(app: &mut App, index: usize) {
    let lesson = &LESSONS[index];
    for step in lesson.steps {
        // What the step asks is drawn whole, even at the smallest size.
        let ask = words(lesson, step.ask);
        let panel = panel_text(app, 80, 24);
        assert!(
            panel.contains(&ask),
            "{}: {ask:?} is cut:\n{panel}",
            lesson.id
        );
        play_step(app, lesson, step);
    }
    let panel = panel_text(app, 80, 24);
    assert!(
        panel.contains(&words(lesson, lesson.end)),
        "{}: the end is cut:\n{panel}",
        lesson.id
    );
    assert!(panel.contains("Lesson done"), "{panel}");
}

/// Does one step of a lesson by keys, as `play_lesson` says.
fn play_step(
    app: &mut App,
    lesson: &yahtzee::tui::screens::learn::lessons::Lesson,
    step: &yahtzee::tui::screens::learn::lessons::Step,
) {
    {
        let before = log_len(app);
        match step.task {
            Task::Throw => key(app, KeyCode::Char(' ')),
            Task::Hold(want) | Task::ThrowHolding(want) => {
                let held = app
                    .current_match()
                    .and_then(|m| m.throw())
                    .map(|t| t.held)
                    .unwrap_or_default();
                for d in 1..=5u8 {
                    let i = yahtzee::rules::DieIndex::new(d - 1).unwrap();
                    if held.contains(i) != want.contains(&d) {
                        key(app, KeyCode::Char(char::from(b'0' + d)));
                    }
                }
                if matches!(step.task, Task::ThrowHolding(_)) {
                    key(app, KeyCode::Char(' '));
                }
            }
            Task::Score(b, column) => {
                'columns: for _ in 0..3 {
                    for _ in 0..16 {
                        key(app, KeyCode::Enter);
                        if log_len(app) > before {
                            break 'columns;
                        }
                        key(app, KeyCode::Down);
                    }
                    key(app, KeyCode::Right);
                }
                let last = app.current_match().and_then(|m| m.log().last());
                assert_eq!(
                    last.map(|e| e.action),
                    Some(Action::Score { b, column }),
                    "{}",
                    text(app, 100, 30)
                );
            }
        }
        assert!(
            log_len(app) > before || matches!(step.task, Task::Hold(_)),
            "lesson {} step {:?} did nothing:\n{}",
            lesson.id,
            step.task,
            text(app, 100, 30)
        );
    }
}

/// A lesson's text as drawn with the default keys on the lesson's card.
fn words(
    lesson: &yahtzee::tui::screens::learn::lessons::Lesson,
    text: yahtzee::tui::screens::learn::lessons::Text,
) -> String {
    yahtzee::tui::screens::learn::lesson::lesson_words(
        text,
        &yahtzee::tui::keymap::Keymap::default(),
        Ruleset::preset(lesson.rules).layout(),
    )
}

/// The panel beside the card at `w`×`h`, its lines joined into one text.
fn panel_text(app: &mut App, w: u16, h: u16) -> String {
    let screen = text(app, w, h);
    let rows: Vec<String> = screen
        .lines()
        .filter_map(|l| l.split("││").nth(1))
        .map(|l| l.trim_end_matches('│').trim().to_string())
        .collect();
    rows.join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn the_menu_offers_learn_and_it_opens_on_the_first_lesson() {
    let mut app = app(MemoryStore::new(), Start::Menu);
    let screen = text(&mut app, 80, 24);
    assert!(screen.contains("Learn to play"), "{screen}");
    // Past Daily.
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "learn");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "lesson");
    assert!(text(&mut app, 80, 24).contains("Step 1 of 4"));
}

#[test]
fn every_lesson_is_completed_by_keys_and_kept_as_done() {
    let mut app = learn_app(MemoryStore::new());
    for index in 0..LESSONS.len() {
        open_lesson(&mut app, index);
        play_lesson(&mut app, index);
        // Esc goes back to Learn, where the lesson is marked done.
        key(&mut app, KeyCode::Esc);
        assert_eq!(app.screen_name(), "learn");
        assert!(text(&mut app, 100, 30).contains(&format!("✓ {}.", index + 1)));
    }
    let progress = app.store_mut().learn_progress();
    let ids: Vec<&str> = LESSONS.iter().map(|l| l.id).collect();
    assert_eq!(progress.lessons, ids);
    // Nothing a lesson did reached the matches or the history.
    assert!(app.store_mut().list_matches().is_empty());
    assert!(app.store_mut().history().0.recent.is_empty());
}

#[test]
fn a_wrong_action_is_refused_explained_and_changes_nothing() {
    let mut app = learn_app(MemoryStore::new());
    // Lesson 3: scoring a box.
    open_lesson(&mut app, 2);
    // Scoring before any throw: the lesson says what comes first.
    key(&mut app, KeyCode::Enter);
    assert_eq!(log_len(&app), 0);
    assert!(text(&mut app, 100, 30).contains("Not yet: first throw (Space)."));
    key(&mut app, KeyCode::Char(' '));
    assert_eq!(log_len(&app), 1);
    // The cursor starts on Large straight, the best box; one up is Small straight, which
    // the session would allow but the lesson does not ask for.
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Enter);
    assert_eq!(log_len(&app), 1);
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("Small straight would take 30 here; this lesson asks for Large"),
        "{screen}"
    );
    // Holding dice now is not the step either.
    key(&mut app, KeyCode::Char('1'));
    assert!(text(&mut app, 100, 30).contains("No need to hold dice now"));
    assert_eq!(log_len(&app), 1);
}

#[test]
fn the_joker_lesson_lets_the_session_refuse_a_box_the_rules_forbid() {
    let mut app = learn_app(MemoryStore::new());
    open_lesson(&mut app, 4);
    key(&mut app, KeyCode::Char(' '));
    let before = log_len(&app);
    // Up from the best box until an upper box: the Joker forbids it, and the play
    // screen's own refusal says why.
    for _ in 0..12 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(log_len(&app), before, "{}", text(&mut app, 100, 30));
}

/// The box the cursor starts on at a puzzle: the one scoring most (the first of equals).
fn start_box(p: &yahtzee::ai::puzzles::Puzzle) -> yahtzee::rules::BoxId {
    p.options
        .iter()
        .filter_map(|o| match o.choice {
            Choice::Score { b, points, .. } => Some((b, points)),
            Choice::Hold { .. } => None,
        })
        .max_by_key(|&(b, points)| (points, std::cmp::Reverse(b)))
        .map(|(b, _)| b)
        .unwrap()
}

#[test]
fn puzzles_are_answered_as_the_solver_ranks_them_and_count_in_the_progress() {
    let mut app = learn_app(MemoryStore::new());
    for _ in 0..LESSONS.len() {
        key(&mut app, KeyCode::Down);
    }
    // The Easy puzzles.
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "puzzle");
    let puzzles = yahtzee::tui::screens::learn::puzzle::found().expect("found");
    let first = puzzles
        .iter()
        .find(|p| p.difficulty == Difficulty::Easy)
        .unwrap();
    // The position is the puzzle's, replayed.
    let game = app.current_match().unwrap();
    assert_eq!(game.throw().unwrap().dice, first.dice);
    assert_eq!(game.rolls_left(), 0);
    // The puzzle's best box is the solver's first choice for this very card and dice.
    let optimum = classic_optimum();
    let ctx = yahtzee::ai::kernel::RulesContext::new(Ruleset::CLASSIC);
    let plan = yahtzee::ai::TurnPlan::new(&ctx, optimum.as_ref(), &first.card);
    let best = plan
        .best(&first.card, &first.dice, Default::default(), 0)
        .unwrap();
    assert_eq!(first.best().map(|o| o.choice), Some(best.choice));
    // Answered with the box the cursor starts on: right exactly when the solver says so.
    let right = first.is_right(start_box(first));
    key(&mut app, KeyCode::Enter);
    let screen = text(&mut app, 120, 40);
    let said = if right { "Right." } else { "Not quite." };
    assert!(screen.contains(said), "{screen}");
    // Answering changed nothing on the card: the puzzle is only answered.
    assert_eq!(
        app.current_match().unwrap().log().len(),
        first.actions.len()
    );
    let progress = app.store_mut().learn_progress();
    assert_eq!(progress.solved(first.id), right);
    assert_eq!(progress.streak, u32::from(right));
    // Every puzzle: right exactly for the best box (or one worth as much), with a reason.
    for p in puzzles {
        assert!(p.margin() >= 1.0);
        for o in &p.options {
            let Choice::Score { b, .. } = o.choice else {
                panic!("a placement")
            };
            let best = p.best().unwrap().expected_total;
            assert_eq!(p.is_right(b), best - o.expected_total < 0.01);
            let answer = p.answer(b);
            assert!(answer.contains("The difference:"), "{answer}");
        }
    }
}

#[test]
fn choosing_the_best_box_is_right_and_lengthens_the_streak() {
    let mut app = learn_app(MemoryStore::new());
    for _ in 0..LESSONS.len() + 1 {
        key(&mut app, KeyCode::Down);
    }
    // The Medium puzzles.
    key(&mut app, KeyCode::Enter);
    let puzzles = yahtzee::tui::screens::learn::puzzle::found().expect("found");
    let medium: Vec<_> = puzzles
        .iter()
        .filter(|p| p.difficulty == Difficulty::Medium)
        .collect();
    for (n, p) in medium.iter().take(3).enumerate() {
        let Some(Choice::Score { b, .. }) = p.best().map(|o| o.choice) else {
            panic!("a placement")
        };
        // Down walks the open boxes in card order, from the box scoring most.
        let open: Vec<_> = p.card.open().iter().collect();
        let from = open.iter().position(|&x| x == start_box(p)).unwrap();
        let to = open.iter().position(|&x| x == b).unwrap();
        for _ in 0..(to + open.len() - from) % open.len() {
            key(&mut app, KeyCode::Down);
        }
        key(&mut app, KeyCode::Enter);
        let screen = text(&mut app, 120, 40);
        assert!(screen.contains("Right."), "{screen}");
        assert_eq!(app.store_mut().learn_progress().streak, n as u32 + 1);
        key(&mut app, KeyCode::Enter);
        assert_eq!(app.screen_name(), "puzzle");
    }
}

#[test]
fn progress_is_kept_in_its_own_file_survives_a_restart_and_a_damaged_one_is_kept_aside() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let mut progress = LearnProgress::new();
    progress.finish_lesson("throw");
    progress.answered(42, true);
    store.save_learn_progress(&progress).unwrap();
    assert!(dir.path().join("learn.json").is_file());
    let mut again = DiskStore::new(dir.path().to_path_buf());
    assert_eq!(again.learn_progress(), progress);
    assert!(again.take_notices().is_empty());
    // Damaged: kept aside, said once, and Learn starts afresh.
    std::fs::write(
        dir.path().join("learn.json"),
        b"{\"version\":1,\"lessons\":[1]}",
    )
    .unwrap();
    let mut damaged = DiskStore::new(dir.path().to_path_buf());
    assert_eq!(damaged.learn_progress(), LearnProgress::new());
    let notices = damaged.take_notices();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(notices[0].contains("Your progress in Learn was damaged"));
    assert!(!dir.path().join("learn.json").exists());
    let kept: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("learn.json.corrupt-"))
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(damaged.learn_progress(), LearnProgress::new());
    assert!(damaged.take_notices().is_empty());
    // A newer release's file is left alone and never written over.
    std::fs::write(dir.path().join("learn.json"), b"{\"version\":99}").unwrap();
    let mut newer = DiskStore::new(dir.path().to_path_buf());
    assert_eq!(newer.learn_progress(), LearnProgress::new());
    assert!(newer.save_learn_progress(&progress).is_err());
    assert_eq!(
        std::fs::read(dir.path().join("learn.json")).unwrap(),
        b"{\"version\":99}"
    );
}

#[test]
fn reset_asks_first_and_forgets_only_the_progress() {
    let mut store = MemoryStore::new();
    let mut progress = LearnProgress::new();
    progress.finish_lesson("throw");
    progress.answered(7, true);
    store.save_learn_progress(&progress).unwrap();
    let mut app = learn_app(store);
    for _ in 0..30 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay_name(), Some("reset-learn"));
    // No keeps it.
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.store_mut().learn_progress(), progress);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.store_mut().learn_progress(), LearnProgress::new());
    assert_eq!(app.screen_name(), "learn");
    assert!(text(&mut app, 100, 30).contains("Your progress in Learn was reset."));
}

#[test]
fn lesson_and_puzzle_snapshots() {
    // The puzzles are found once per process: found before the first picture, so the Learn
    // screen shows their counts whichever test ran first.
    yahtzee::tui::screens::learn::puzzle::puzzles(&classic_optimum());
    let mut app = learn_app(MemoryStore::new());
    crate::common::snap!("learn_menu", &mut app, 80, 24);
    open_lesson(&mut app, 3);
    key(&mut app, KeyCode::Char(' '));
    crate::common::snap!("learn_lesson_80x24", &mut app, 80, 24);
    crate::common::snap!("learn_lesson_120x40", &mut app, 120, 40);
    key(&mut app, KeyCode::Esc);
    for _ in 0..LESSONS.len() - 3 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "puzzle");
    crate::common::snap!("learn_puzzle_80x24", &mut app, 80, 24);
    key(&mut app, KeyCode::Enter);
    crate::common::snap!("learn_puzzle_answer_80x24", &mut app, 80, 24);
    crate::common::snap!("learn_puzzle_answer_120x40", &mut app, 120, 40);
}

#[test]
fn yahtzee_learn_opens_learn_and_a_lesson_done_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let bin = Path::new(env!("CARGO_BIN_EXE_yahtzee"));
    let wait = Duration::from_secs(30);
    let step = Duration::from_millis(20);
    let mut game = Pty::game(bin, dir.path(), &["learn"]);
    game.wait_within(wait, step, |s| s.contains("Learn to play"))
        .expect("Learn opens");
    // The first lesson: three throws, then Chance.
    game.send("\r").unwrap();
    game.wait_within(wait, step, |s| s.contains("Step 1 of 4"))
        .expect("the lesson starts");
    for n in 2..=4 {
        game.send(" ").unwrap();
        game.wait_within(wait, step, |s| s.contains(&format!("Step {n} of 4")))
            .expect("the next step");
    }
    for _ in 0..16 {
        game.send("\r").unwrap();
        if game
            .wait_within(Duration::from_millis(300), step, |s| {
                s.contains("Lesson done")
            })
            .is_some()
        {
            break;
        }
        game.send("\x1b[B").unwrap();
    }
    game.wait_within(wait, step, |s| s.contains("Lesson done"))
        .expect("the lesson is done");
    assert!(dir.path().join("learn.json").is_file());
    game.send("\x1b").unwrap();
    game.wait_within(wait, step, |s| s.contains("✓ 1."))
        .expect("marked done");
    game.send("\x1b").unwrap();
    game.wait_within(wait, step, |s| s.contains("New match"))
        .expect("the main menu");
    game.send("q").unwrap();
    game.exited_within(wait).expect("the game quits");
    let again = Pty::game(bin, dir.path(), &["learn"]);
    again
        .wait_within(wait, step, |s| s.contains("✓ 1. Throwing the dice"))
        .expect("the lesson is still done after a restart");
}

/// Every refusal a lesson's step can give (a throw, a box, a hold it does not ask for) is
/// shown whole beside the step's own words, at the smallest size and a middling one.
#[test]
fn every_lesson_shows_its_texts_and_refusals_whole() {
    let mut app = learn_app(MemoryStore::new());
    let whole = |app: &mut App, lesson: &str, wanted: &[&str]| {
        for (w, h) in [(80, 24), (100, 30)] {
            let panel = panel_text(app, w, h);
            for want in wanted {
                assert!(
                    panel.contains(want),
                    "{lesson} at {w}x{h}: {want:?} is cut:\n{panel}\n{}",
                    text(app, w, h)
                );
            }
        }
    };
    for (index, lesson) in LESSONS.iter().enumerate() {
        open_lesson(&mut app, index);
        for step in lesson.steps {
            let ask = words(lesson, step.ask);
            whole(&mut app, lesson.id, &[ask.as_str()]);
            let before = log_len(&app);
            match step.task {
                Task::Throw | Task::ThrowHolding(_) | Task::Hold(_) => {
                    // Enter asks for a box before the lesson does.
                    key(&mut app, KeyCode::Enter);
                    whole(&mut app, lesson.id, &["Not yet: first", ask.as_str()]);
                }
                Task::Score(..) => {
                    key(&mut app, KeyCode::Char(' '));
                    whole(&mut app, lesson.id, &["No more throwing here: score", ")."]);
                    // Every other box the session would allow: refused in full.
                    for _ in 0..3 {
                        key(&mut app, KeyCode::Up);
                        key(&mut app, KeyCode::Enter);
                        if log_len(&app) > before {
                            // The box asked for, reached on the way: the step is done.
                            break;
                        }
                        let panel = panel_text(&mut app, 100, 30);
                        if panel.contains("this lesson asks for") {
                            whole(
                                &mut app,
                                lesson.id,
                                &["this lesson asks for", "then Enter."],
                            );
                        }
                    }
                }
            }
            if log_len(&app) == before {
                play_step(&mut app, lesson, step);
            }
        }
        key(&mut app, KeyCode::Esc);
    }
    // The play screen's own words are whole too: the Joker's rule after the throw, and its
    // refusal of a box the Joker forbids.
    open_lesson(&mut app, 4);
    key(&mut app, KeyCode::Char(' '));
    whole(
        &mut app,
        "joker",
        &["Joker: five 5s go in any open lower box (fixed values count)."],
    );
    // From Large straight, past Chance to Aces.
    for _ in 0..2 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    whole(&mut app, "joker", &["must go in an open lower box first"]);
}

/// A lesson in German and in Spanish: its title, steps and what it says are the language's,
/// with the boxes by the names the card shows (Sechser, Seises), whole at 80×24 and at
/// 120×40, and the Learn screen's own words too.
#[test]
fn a_lesson_speaks_german_and_spanish_whole() {
    use yahtzee::l10n::{Lang, speaking};
    let cases = [
        (
            Lang::De,
            "de",
            "Lektion 4 von 9",
            "Drei Sechsen: 18, das Soll für Sechser.",
            "Schritt 2 von 2: Trag sie in Sechser ein: 45 + 18 ergibt 63.",
            "Spielen lernen",
        ),
        (
            Lang::Es,
            "es",
            "Lección 4 de 9",
            "Tres 6: 18, justo el par para Seises.",
            "Paso 2 de 2: Anótalos en Seises: 45 + 18 suman 63.",
            "Aprender a jugar",
        ),
    ];
    yahtzee::tui::screens::learn::puzzle::puzzles(&classic_optimum());
    for (lang, code, title, said, ask, menu) in cases {
        speaking(lang, None, || {
            let mut app = learn_app(MemoryStore::new());
            let screen = text(&mut app, 80, 24);
            assert!(screen.contains(menu), "{code}:\n{screen}");
            assert!(!screen.contains("Learn to play"), "{code}:\n{screen}");
            open_lesson(&mut app, 3);
            key(&mut app, KeyCode::Char(' '));
            for (w, h) in [(80, 24), (120, 40)] {
                let screen = text(&mut app, w, h);
                assert!(screen.contains(title), "{code} {w}x{h}:\n{screen}");
                let panel = panel_text(&mut app, w, h);
                for words in [said, ask] {
                    assert!(panel.contains(words), "{code} {w}x{h}: {words:?}\n{panel}");
                }
                for english in ["Step 2 of 2", "Score them in", "par for", "Lesson 4 of 9"] {
                    assert!(
                        !screen.contains(english),
                        "{code} {w}x{h}: {english:?} left in English\n{screen}"
                    );
                }
                crate::common::snap!(format!("learn_lesson_{code}_{w}x{h}"), &mut app, w, h);
            }
            // The lesson's last words, whole, once it is done.
            let lesson = &LESSONS[3];
            play_step(&mut app, lesson, &lesson.steps[1]);
            let panel = panel_text(&mut app, 80, 24);
            assert!(
                panel.contains(&words(lesson, lesson.end)),
                "{code}:\n{panel}"
            );
        });
    }
}
