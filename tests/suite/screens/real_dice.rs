//! Real dice on a real table: throws typed in, the score pad with its corrections, the split
//! statistics, and the result card (text and SVG).

use crate::common;
use crate::common::Newest;

use yahtzee::rules::{Card, ColumnId, Spot};

use std::process::Output;

use common::{key, store_with_match, text};
use ratatui::crossterm::event::KeyCode;
use yahtzee::game::{Action, DiceSource, Match, RuleError, Seat, SeatId};
use yahtzee::rules::{BoxId, Dice, Face, Ruleset, SettingKey, SettingValue};
use yahtzee::share::{CardFormat, CardInfo};
use yahtzee::store::{
    FinishedMatch, LoadOutcome, MatchOptions, MemoryStore, PlayMode, SAVE_VERSION, Storage,
};
use yahtzee::tui::{App, Input, Prefs, Start};

fn dice(s: &str) -> Dice {
    yahtzee::tui::screens::play::parse_throw(s).unwrap()
}

fn people(n: usize) -> Vec<Seat> {
    ["Ana", "Ben", "Cy", "Di"][..n]
        .iter()
        .map(|n| Seat::human(n))
        .collect()
}

fn new_match(rules: Ruleset, seats: Vec<Seat>) -> Match {
    Match::with_dice(rules, seats, DiceSource::seeded(1)).unwrap()
}

fn pad_options() -> MatchOptions {
    MatchOptions {
        score_pad: true,
        ..MatchOptions::default()
    }
}

fn real_options(seats: usize) -> MatchOptions {
    MatchOptions {
        real_dice: vec![true; seats],
        ..MatchOptions::default()
    }
}

fn app_with(store: MemoryStore, prefs: Prefs) -> App {
    let mut app = App::new(
        Box::new(store),
        common::shelf(),
        prefs,
        Start::Resume(crate::common::built()),
    );
    app.handle(Input::Resize(100, 30));
    app
}

fn type_text(app: &mut App, s: &str) {
    for c in s.chars() {
        key(app, KeyCode::Char(c));
    }
}

// Rules: typed throws.

#[test]
fn a_typed_throw_is_a_throw_and_what_was_kept_is_read_from_the_faces() {
    let mut m = new_match(Ruleset::CLASSIC, people(1));
    let ana = SeatId(0);
    m.apply(
        ana,
        Action::Throw {
            dice: dice("33516"),
            kept: None,
        },
    )
    .unwrap();
    let t = *m.throw().unwrap();
    assert_eq!((t.rolls_used, t.held.count()), (1, 0));
    // The two threes stayed; the rest was thrown again.
    m.apply(
        ana,
        Action::Throw {
            dice: dice("22333"),
            kept: None,
        },
    )
    .unwrap();
    let t = *m.throw().unwrap();
    assert_eq!(t.rolls_used, 2);
    assert_eq!(t.dice.held_counts(t.held).to_string(), "3-3");
    m.apply(
        ana,
        Action::Throw {
            dice: dice("33333"),
            kept: None,
        },
    )
    .unwrap();
    // A fourth throw under max_rolls 3 is refused, and nothing changes.
    let before = m.clone();
    assert_eq!(
        m.apply(
            ana,
            Action::Throw {
                dice: dice("11111"),
                kept: None,
            }
        ),
        Err(RuleError::NoRollsLeft)
    );
    assert_eq!(m, before);
    // The story tells it as thrown; scoring works as for thrown dice.
    m.apply(ana, Action::score(BoxId::Yahtzee)).unwrap();
    let story = &m.turns()[0];
    assert_eq!(story.throws.len(), 3);
    assert_eq!(
        story.throws[1]
            .dice
            .held_counts(story.throws[1].kept)
            .to_string(),
        "3-3"
    );
    assert_eq!(m.total(ana), 50);
}

#[test]
fn sticky_holds_accept_every_throw_some_keep_allows_and_a_mistyped_throw_can_be_fixed() {
    let mut rules = Ruleset::CLASSIC;
    rules
        .set(SettingKey::StickyHolds, SettingValue::Flag(true))
        .unwrap();
    let mut m = new_match(rules, people(1));
    let ana = SeatId(0);
    m.apply(
        ana,
        Action::Throw {
            dice: dice("33516"),
            kept: None,
        },
    )
    .unwrap();
    m.apply(
        ana,
        Action::Throw {
            dice: dice("33526"),
            kept: None,
        },
    )
    .unwrap();
    let t = *m.throw().unwrap();
    assert_eq!(t.dice.held_counts(t.held).to_string(), "3-3-5-6");
    // 3-3-5-6 is only what the faces suggest: Ana may have held 3-3 alone, and threw a 5 and
    // a 6 again. A throw without the 5 and the 6 is one such keep allows.
    let mut only_threes = m.clone();
    only_threes
        .apply(
            ana,
            Action::Throw {
                dice: dice("33514"),
                kept: None,
            },
        )
        .expect("held 3-3, threw three");
    let t = *only_threes.throw().unwrap();
    assert_eq!(t.dice.held_counts(t.held).to_string(), "3-3-5");
    // Keeping nothing is a keep too: no throw of five faces is refused for what it lacks.
    let mut none = m.clone();
    none.apply(
        ana,
        Action::Throw {
            dice: dice("12444"),
            kept: None,
        },
    )
    .expect("threw all five again");
    let reloaded = Match::from_record(only_threes.to_record()).unwrap();
    assert_eq!(reloaded, only_threes);
    // Taking back a typed throw is allowed (it is a correction of what was typed) and the
    // log keeps it, marked undone; the save replays to the same state.
    let mut fixed = m.clone();
    let entry = fixed.undo(ana).expect("a typed throw can be taken back");
    assert!(matches!(entry.action, Action::Throw { .. }));
    fixed
        .apply(
            ana,
            Action::Throw {
                dice: dice("55566"),
                kept: None,
            },
        )
        .unwrap();
    assert!(fixed.log().iter().any(|e| e.undone));
    let reloaded = Match::from_record(fixed.to_record()).unwrap();
    assert_eq!(reloaded, fixed);
    // The game's own throws still cannot be taken back.
    let mut thrown = new_match(Ruleset::CLASSIC, people(1));
    thrown.apply(ana, Action::Roll).unwrap();
    assert!(thrown.undo(ana).is_none());
}

// Rules: the score pad.

fn pad_values(card: &Card, rules: &Ruleset, b: BoxId) -> Vec<u16> {
    card.pad_options(rules, Spot::first(b))
        .into_iter()
        .filter(|o| !o.1)
        .map(|o| o.0)
        .collect()
}

#[test]
fn a_score_pad_takes_exactly_the_points_the_rules_allow() {
    let rules = Ruleset::CLASSIC;
    let empty = Card::empty(&rules);
    assert_eq!(
        pad_values(&empty, &rules, BoxId::Fours),
        vec![0, 4, 8, 12, 16, 20]
    );
    assert_eq!(pad_values(&empty, &rules, BoxId::FullHouse), vec![0, 25]);
    assert_eq!(pad_values(&empty, &rules, BoxId::Yahtzee), vec![0, 50]);
    let chance = pad_values(&empty, &rules, BoxId::Chance);
    assert_eq!(chance, (5..=30).collect::<Vec<u16>>());
    let kinds = pad_values(&empty, &rules, BoxId::ThreeOfAKind);
    assert_eq!(kinds[0], 0);
    assert_eq!(kinds[1..], (5..=30).collect::<Vec<u16>>()[..]);
    // No bonus is on offer before a Yahtzee.
    assert!(
        empty
            .pad_options(&rules, Spot::first(BoxId::Fours))
            .iter()
            .all(|o| !o.1)
    );

    let mut m = new_match(rules, people(2));
    let (ana, ben) = (SeatId(0), SeatId(1));
    let before = m.clone();
    let refused = m
        .apply(
            ana,
            Action::Record {
                column: yahtzee::rules::ColumnId::FIRST,
                b: BoxId::Fours,
                points: 13,
                bonus: false,
            },
        )
        .unwrap_err();
    assert_eq!(
        refused.to_string(),
        "13 is not possible in Fours: 0, 4, 8, 12, 16 or 20"
    );
    assert_eq!(m, before);
    // Dice have no place on a pad turn, and the turn order holds.
    m.apply(
        ana,
        Action::Record {
            column: yahtzee::rules::ColumnId::FIRST,
            b: BoxId::Yahtzee,
            points: 50,
            bonus: false,
        },
    )
    .unwrap();
    assert!(matches!(
        m.apply(
            ana,
            Action::Record {
                column: yahtzee::rules::ColumnId::FIRST,
                b: BoxId::Ones,
                points: 3,
                bonus: false
            }
        ),
        Err(RuleError::NotYourTurn { .. })
    ));
    m.apply(
        ben,
        Action::Record {
            column: yahtzee::rules::ColumnId::FIRST,
            b: BoxId::Chance,
            points: 22,
            bonus: false,
        },
    )
    .unwrap();
    // A second Yahtzee: the forced Joker sends five 4s to Fours (20) with the bonus; the
    // bonus with points Fours cannot take is refused, and so is a bonus in a box the Joker
    // does not allow while Fours is open... unless five of another face fit there.
    let with_bonus: Vec<u16> = m
        .card(ana)
        .unwrap()
        .pad_options(&rules, Spot::first(BoxId::Fours))
        .into_iter()
        .filter(|o| o.1)
        .map(|o| o.0)
        .collect();
    assert_eq!(with_bonus, vec![20]);
    assert!(
        m.apply(
            ana,
            Action::Record {
                column: yahtzee::rules::ColumnId::FIRST,
                b: BoxId::Fours,
                points: 16,
                bonus: true
            }
        )
        .unwrap_err()
        .to_string()
        .contains("with a bonus it takes 20")
    );
    m.apply(
        ana,
        Action::Record {
            column: yahtzee::rules::ColumnId::FIRST,
            b: BoxId::Fours,
            points: 20,
            bonus: true,
        },
    )
    .unwrap();
    assert_eq!(m.card(ana).unwrap().first().extra_yahtzees(), 1);
    assert_eq!(m.total(ana), 50 + 20 + 100);
    // Without an extra-Yahtzee bonus in the rules, no bonus is ever accepted.
    let mut simple = new_match(Ruleset::preset(yahtzee::rules::Preset::Simple), people(1));
    simple
        .apply(
            ana,
            Action::Record {
                column: yahtzee::rules::ColumnId::FIRST,
                b: BoxId::Yahtzee,
                points: 50,
                bonus: false,
            },
        )
        .unwrap();
    assert!(
        simple
            .apply(
                ana,
                Action::Record {
                    column: yahtzee::rules::ColumnId::FIRST,
                    b: BoxId::Sixes,
                    points: 30,
                    bonus: true
                }
            )
            .unwrap_err()
            .to_string()
            .contains("no Yahtzee bonus is possible")
    );
    // A pad entry never mixes with dice.
    let mut thrown = new_match(rules, people(1));
    thrown.apply(ana, Action::Roll).unwrap();
    assert_eq!(
        thrown.apply(
            ana,
            Action::Record {
                column: yahtzee::rules::ColumnId::FIRST,
                b: BoxId::Chance,
                points: 20,
                bonus: false
            }
        ),
        Err(RuleError::DiceOnPad)
    );
}

#[test]
fn a_correction_changes_a_filled_box_stays_in_the_log_and_can_be_taken_back() {
    let rules = Ruleset::CLASSIC;
    let mut m = new_match(rules, people(2));
    let (ana, ben) = (SeatId(0), SeatId(1));
    m.apply(
        ana,
        Action::Record {
            column: yahtzee::rules::ColumnId::FIRST,
            b: BoxId::Fours,
            points: 12,
            bonus: false,
        },
    )
    .unwrap();
    // During Ben's turn, Ana's Fours is corrected; the turn stays Ben's.
    m.apply(
        ana,
        Action::Correct {
            column: yahtzee::rules::ColumnId::FIRST,
            b: BoxId::Fours,
            points: 16,
        },
    )
    .unwrap();
    assert_eq!(m.card(ana).unwrap().first().get(BoxId::Fours), Some(16));
    assert_eq!(m.current_seat(), Some(ben));
    assert_eq!(m.turns()[0].corrected, Some(16));
    // Impossible corrections are refused with the reason, and change nothing.
    for (action, reason) in [
        (
            Action::Correct {
                column: yahtzee::rules::ColumnId::FIRST,
                b: BoxId::Fours,
                points: 15,
            },
            "Fours cannot hold 15",
        ),
        (
            Action::Correct {
                column: yahtzee::rules::ColumnId::FIRST,
                b: BoxId::Fives,
                points: 15,
            },
            "Fives is not filled yet",
        ),
        (
            Action::CorrectBonus {
                column: yahtzee::rules::ColumnId::FIRST,
                count: 1,
            },
            "need the Yahtzee box filled",
        ),
    ] {
        let before = m.clone();
        let err = m.apply(ana, action).unwrap_err().to_string();
        assert!(err.contains(reason), "{err}");
        assert_eq!(m, before);
    }
    // Taken back by whoever plays; a correction taken back changed nothing that lasts and
    // leaves the log.
    let taken = m.undo(ben).expect("a correction can be taken back");
    assert!(matches!(taken.action, Action::Correct { .. }));
    assert_eq!(m.card(ana).unwrap().first().get(BoxId::Fours), Some(12));
    assert_eq!(m.log().len(), 1);
    let reloaded = Match::from_record(m.to_record()).unwrap();
    assert_eq!(reloaded, m);
}

// Store: the log must fit how the match is played.

#[test]
fn saves_whose_actions_do_not_fit_how_the_match_is_played_are_refused() {
    let ana = SeatId(0);
    let mut pad = new_match(Ruleset::CLASSIC, people(1));
    pad.apply(ana, Action::Roll).unwrap();
    let mut real = new_match(Ruleset::CLASSIC, people(1));
    real.apply(
        ana,
        Action::Throw {
            dice: dice("12345"),
            kept: None,
        },
    )
    .unwrap();
    let with_cpu = Match::with_dice(
        Ruleset::CLASSIC,
        vec![
            Seat::human("Ana"),
            Seat::cpu("Bot", yahtzee::game::Level::Strong),
        ],
        DiceSource::seeded(1),
    )
    .unwrap();
    let cases = [
        (
            with_cpu.clone(),
            pad_options(),
            "a score pad keeps score for people",
        ),
        (with_cpu, real_options(2), "only a person throws real dice"),
        (pad.clone(), pad_options(), "a score pad has no dice"),
        (pad, real_options(1), "a real-dice seat throws its own dice"),
        (real, MatchOptions::default(), "only a real-dice seat types"),
    ];
    for (m, options, expect) in cases {
        let file = yahtzee::store::SaveFile {
            version: SAVE_VERSION,
            program_version: "test".into(),
            id: "x".into(),
            started_unix: 1,
            saved_unix: 1,
            options,
            record: m.to_record(),
        };
        let err = match yahtzee::store::parse_save(&serde_json::to_vec(&file).unwrap()) {
            Ok(_) => panic!("{expect}: loaded"),
            Err(e) => e.to_string(),
        };
        assert!(err.contains(expect), "{err}");
    }
}

// The app: typing a throw of real dice.

#[test]
fn real_dice_are_typed_checked_fixed_and_hinted_in_the_game() {
    let store = store_with_match(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana")],
        "1 1 1 1 1",
        real_options(1),
    );
    let mut app = app_with(store, Prefs::default());
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Throw 1, type the five dice"), "{screen}");
    // Space does not throw the game's dice for a real-dice seat.
    key(&mut app, KeyCode::Char(' '));
    assert!(app.current_match().unwrap().throw().is_none());
    for (typed, says) in [
        ("3351", "A throw is five dice; 4 dice are typed so far."),
        ("33517", "A die shows 1 to 6, not 7."),
    ] {
        // Said as the bad face is typed, or at Enter for a short throw.
        type_text(&mut app, typed);
        let typing = text(&mut app, 100, 30);
        key(&mut app, KeyCode::Enter);
        let screen = text(&mut app, 100, 30);
        assert!(
            typing.contains(says) || screen.contains(says),
            "{typed}: {typing}{screen}"
        );
        assert!(
            app.current_match().unwrap().throw().is_none(),
            "nothing changed"
        );
        key(&mut app, KeyCode::Esc);
    }
    type_text(&mut app, "3 3 5 1 6");
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.current_match().unwrap().throw().unwrap().dice,
        dice("33516")
    );
    // A mistyped second throw is fixed with Backspace before scoring.
    type_text(&mut app, "33222");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Backspace);
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Took back the throw"), "{screen}");
    assert!(
        screen.contains("33222▏"),
        "the throw is back for editing: {screen}"
    );
    key(&mut app, KeyCode::Backspace);
    key(&mut app, KeyCode::Backspace);
    type_text(&mut app, "33");
    key(&mut app, KeyCode::Enter);
    let t = *app.current_match().unwrap().throw().unwrap();
    assert_eq!((t.dice, t.rolls_used), (dice("33233"), 2));
    // Hints work on typed dice as on thrown ones.
    key(&mut app, KeyCode::Char('h'));
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Full house"), "{screen}");
    type_text(&mut app, "33333");
    key(&mut app, KeyCode::Enter);
    type_text(&mut app, "12345");
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("No throws left"), "{screen}");
    // The box is chosen on purpose before Enter scores it: the first arrow shows the cursor
    // on the box of the most points.
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    let m = app.current_match().unwrap();
    assert_eq!(
        m.card(SeatId(0)).unwrap().first().get(BoxId::Yahtzee),
        Some(50)
    );
    // The mistyped throw stays in the log, taken back.
    assert!(
        m.log()
            .iter()
            .any(|e| e.undone && matches!(e.action, Action::Throw { .. }))
    );
}

#[test]
fn typing_real_dice_is_a_mode_where_nothing_vanishes_or_scores_by_itself() {
    let store = store_with_match(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana")],
        "1 1 1 1 1",
        MatchOptions {
            undo: false,
            ..real_options(1)
        },
    );
    let mut app = app_with(store, Prefs::default());
    // Letters that are no command while typing are refused as not dice, in words.
    for (typed, says) in [
        ('a', "'a' is not a die"),
        ('b', "'b' is not a die"),
        ('c', "'c' is not a die"),
    ] {
        key(&mut app, KeyCode::Char(typed));
        let screen = text(&mut app, 100, 30);
        assert!(screen.contains(says), "{typed}: {screen}");
        assert!(!screen.contains("score pad"), "{typed}: {screen}");
    }
    // Esc clears a half-typed throw and says so.
    type_text(&mut app, "335");
    key(&mut app, KeyCode::Esc);
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Cleared 335."), "{screen}");
    assert_eq!(app.overlay_name(), None);
    // Enter right after a typed throw does not score the box under the cursor.
    type_text(&mut app, "12346");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter);
    let m = app.current_match().unwrap();
    assert_eq!(
        m.card(SeatId(0)).unwrap().filled_count(),
        0,
        "nothing scored"
    );
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Choose a box first"), "{screen}");
    // After the last throw, digits are refused where they can be seen, and Backspace has no
    // hidden characters to delete.
    type_text(&mut app, "12346");
    key(&mut app, KeyCode::Enter);
    type_text(&mut app, "12346");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.current_match().unwrap().rolls_left(), 0);
    type_text(&mut app, "55");
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("No throws left: choose a box"), "{screen}");
    // A mistyped last throw can still be fixed, undo off or not.
    key(&mut app, KeyCode::Backspace);
    assert_eq!(app.current_match().unwrap().rolls_left(), 1);
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Took back the throw"), "{screen}");
    key(&mut app, KeyCode::Char('6'));
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.current_match().unwrap().rolls_left(), 0);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    let m = app.current_match().unwrap();
    assert_eq!(
        m.card(SeatId(0)).unwrap().filled_count(),
        1,
        "the chosen box"
    );
}

#[test]
fn the_review_reads_what_was_kept_from_typed_throws() {
    let mut m = new_match(Ruleset::CLASSIC, people(1));
    let ana = SeatId(0);
    for round in 0..13u8 {
        let face = Face::from_value(round % 6 + 1).unwrap();
        m.apply(
            ana,
            Action::Throw {
                dice: dice("12346"),
                kept: None,
            },
        )
        .unwrap();
        m.apply(
            ana,
            Action::Throw {
                dice: Dice::new([face, face, Face::Three, Face::Four, Face::Six]),
                kept: None,
            },
        )
        .unwrap();
        let b = m.placements().unwrap().allowed().next().unwrap().0;
        m.apply(ana, Action::score_at(b)).unwrap();
    }
    let reviews = yahtzee::ai::review::review(&m, &common::classic_optimum(), |_| true).unwrap();
    let decisions = &reviews[0].decisions;
    // Each turn: a hold (read from the faces) and a placement.
    assert_eq!(decisions.len(), 26, "{decisions:#?}");
    assert!(
        decisions.iter().any(|d| d.chosen == "hold 1-3-4-6"),
        "{decisions:#?}"
    );
}

// The app: the score pad.

#[test]
fn a_score_pad_is_kept_by_keys_with_a_confirmed_correction() {
    let store = store_with_match(Ruleset::CLASSIC, people(2), "1 1 1 1 1", pad_options());
    let mut app = app_with(store, Prefs::default());
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Score pad: no dice"), "{screen}");
    assert!(
        screen.contains("Aces: type the points (0, 1, 2, 3, 4 or 5)"),
        "{screen}"
    );
    assert_eq!(app.overlay_name(), None, "no hand-over on a pad");
    for _ in 0..3 {
        key(&mut app, KeyCode::Down);
    }
    type_text(&mut app, "13");
    key(&mut app, KeyCode::Enter);
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("13 is not possible in Fours: 0, 4, 8, 12, 16 or 20"),
        "{screen}"
    );
    key(&mut app, KeyCode::Backspace);
    key(&mut app, KeyCode::Backspace);
    type_text(&mut app, "12");
    key(&mut app, KeyCode::Enter);
    let m = app.current_match().unwrap();
    assert_eq!(
        m.card(SeatId(0)).unwrap().first().get(BoxId::Fours),
        Some(12)
    );
    assert_eq!(m.current_seat(), Some(SeatId(1)));
    // The correction: opens on the entry just made, asks before changing it.
    key(&mut app, KeyCode::Char('c'));
    assert_eq!(app.overlay_name(), Some("correct"));
    type_text(&mut app, "15");
    key(&mut app, KeyCode::Enter);
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Fours cannot hold 15"), "{screen}");
    key(&mut app, KeyCode::Backspace);
    type_text(&mut app, "6");
    key(&mut app, KeyCode::Enter);
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("Change Ana's Fours from 12 to 16?"),
        "{screen}"
    );
    assert_eq!(
        app.current_match()
            .unwrap()
            .card(SeatId(0))
            .unwrap()
            .first()
            .get(BoxId::Fours),
        Some(12),
        "not before the yes"
    );
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay_name(), None);
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("Corrected Ana's Fours: 12 → 16"),
        "{screen}"
    );
    assert!(
        screen.contains("Fours 12 (corrected to 16)"),
        "the log: {screen}"
    );
    // It was saved with the correction in the log.
    let LoadOutcome::Loaded(saved) = app.store_mut().load_newest(false) else {
        panic!("saved")
    };
    assert!(
        saved
            .game()
            .log()
            .iter()
            .any(|e| matches!(e.action, Action::Correct { .. }))
    );
    assert_eq!(saved.game().total(SeatId(0)), 16);
}

// The result card.

fn finished_pad_match(names: &[&str], points: &[u16]) -> Match {
    let seats: Vec<Seat> = names.iter().map(|n| Seat::human(n)).collect();
    let mut m = new_match(Ruleset::CLASSIC, seats);
    for &b in yahtzee::rules::Layout::Classic.boxes() {
        for (i, _) in names.iter().enumerate() {
            let want = if b == BoxId::Chance { points[i] } else { 0 };
            m.apply(
                SeatId(i as u8),
                Action::Record {
                    column: yahtzee::rules::ColumnId::FIRST,
                    b,
                    points: want,
                    bonus: false,
                },
            )
            .unwrap();
        }
    }
    assert!(m.is_over());
    m
}

#[test]
fn the_text_card_aligns_and_shows_shared_ranks() {
    let m = finished_pad_match(&["Ana", "Bérénice & Co", "Cy"], &[20, 20, 12]);
    let info = CardInfo {
        finished_unix: 1_790_000_000,
        practice: false,
        play: PlayMode::ScorePad,
    };
    let card = yahtzee::share::text_card(&m, &info);
    assert!(card.starts_with("YAHTZEE · 2026-09-21 "), "{card}");
    assert!(card.contains("Classic rules · score pad"), "{card}");
    assert!(card.contains("1st=  Ana               20"), "{card}");
    assert!(card.contains("1st=  Bérénice & Co     20"), "{card}");
    assert!(card.contains("3rd   Cy                12"), "{card}");
    // Every row of the table is as wide as its cells need, so the columns line up.
    let chance = card.lines().find(|l| l.starts_with("Chance")).unwrap();
    let total = card.lines().find(|l| l.starts_with("TOTAL")).unwrap();
    assert_eq!(
        unicode_width::UnicodeWidthStr::width(chance),
        unicode_width::UnicodeWidthStr::width(total)
    );
    assert!(card.is_ascii() || !card.contains('\t'), "spaces only");
}

#[test]
fn the_svg_card_is_well_formed_xml_with_every_name_and_total() {
    let m = finished_pad_match(&["<Ana>", "Ben \"B\" & 'Co'"], &[25, 9]);
    let info = CardInfo {
        finished_unix: 1_790_000_000,
        practice: true,
        play: PlayMode::OnScreen,
    };
    let svg = yahtzee::share::card(&m, &info, CardFormat::Svg);
    let doc = roxmltree::Document::parse(&svg).expect("valid XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    let texts: Vec<String> = doc
        .descendants()
        .filter(|n| n.is_text())
        .map(|n| n.text().unwrap_or_default().to_string())
        .collect();
    let all = texts.join("|");
    assert!(
        all.contains("<Ana>") && all.contains("Ben \"B\" & 'Co'"),
        "{all}"
    );
    assert!(texts.iter().any(|t| t.contains("25")), "{all}");
    assert!(all.contains("practice"), "{all}");
}

#[test]
fn the_results_screen_keeps_the_card_and_copies_it_where_it_can() {
    for clipboard in [true, false] {
        let mut m = new_match(Ruleset::CLASSIC, people(1));
        for &b in yahtzee::rules::Layout::Classic.boxes() {
            if b == BoxId::Chance {
                continue;
            }
            m.apply(
                SeatId(0),
                Action::Record {
                    column: yahtzee::rules::ColumnId::FIRST,
                    b,
                    points: 0,
                    bonus: false,
                },
            )
            .unwrap();
        }
        let file = yahtzee::store::SaveFile {
            version: SAVE_VERSION,
            program_version: "test".into(),
            id: "cardtest".into(),
            started_unix: 1,
            saved_unix: 1,
            options: pad_options(),
            record: m.to_record(),
        };
        let mut store = MemoryStore::new();
        store.put_raw(crate::common::built(), serde_json::to_vec(&file).unwrap());
        let mut app = app_with(
            store,
            Prefs {
                clipboard,
                ..Prefs::default()
            },
        );
        type_text(&mut app, "17");
        key(&mut app, KeyCode::Enter);
        assert_eq!(app.screen_name(), "results");
        common::settle_results(&mut app);
        key(&mut app, KeyCode::Char('c'));
        let screen = text(&mut app, 100, 30);
        let copied = app.take_clipboard();
        if clipboard {
            // Nothing tells whether the terminal took it: the line says it was sent, no more.
            assert!(
                screen.contains("Result card saved as cards/")
                    && screen.contains("sent to the")
                    && screen.contains("clipboard (if it supports it).")
                    && !screen.contains("copied"),
                "{screen}"
            );
            assert!(copied.is_some_and(|c| c.contains("TOTAL") && c.contains("17")));
        } else {
            assert!(screen.contains("cannot take it to"), "{screen}");
            assert!(copied.is_none());
        }
    }
}

// Statistics and the command line.

fn yahtzee(dir: &std::path::Path, args: &[&str]) -> Output {
    common::run(dir, args)
}

#[test]
fn statistics_split_by_how_matches_were_played_and_cards_print_from_history() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = yahtzee::store::DiskStore::new(dir.path().to_path_buf());
    let pad = finished_pad_match(&["Ana", "Ben"], &[30, 10]);
    let mut thrown = new_match(Ruleset::CLASSIC, people(1));
    for &b in yahtzee::rules::Layout::Classic.boxes() {
        thrown
            .apply(
                SeatId(0),
                Action::Throw {
                    dice: dice("66666"),
                    kept: None,
                },
            )
            .unwrap();
        thrown.apply(SeatId(0), Action::score(b)).unwrap();
    }
    for (id, m, options) in [
        ("padmatch", pad.clone(), pad_options()),
        ("realmatch", thrown.clone(), real_options(1)),
    ] {
        store
            .archive(
                FinishedMatch {
                    id: id.to_string(),
                    started_unix: 1_790_000_000,
                    finished_unix: 1_790_000_600,
                    options,
                    record: m.to_record(),
                },
                true,
            )
            .unwrap();
    }
    drop(store);
    let out = yahtzee(dir.path(), &["stats", "--json"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["by_play"]["score_pad"]["matches"], 2 - 1);
    assert_eq!(v["by_play"]["real_dice"]["matches"], 1);
    assert_eq!(v["by_play"]["on_screen"]["matches"], 0);
    assert_eq!(v["players"].as_array().unwrap().len(), 2);
    let out = yahtzee(dir.path(), &["stats", "--json", "--played", "score-pad"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["played"], "score_pad");
    let ana = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Ana")
        .unwrap();
    assert_eq!(ana["games"], 1, "{ana}");
    let out = yahtzee(dir.path(), &["stats"]);
    let table = String::from_utf8_lossy(&out.stdout);
    assert!(
        table.contains("2 matches: 1 with real dice, 1 on a score pad"),
        "{table}"
    );
    let out = yahtzee(dir.path(), &["stats", "--played", "dice-cup"]);
    assert_eq!(out.status.code(), Some(2));
    // A score pad keeps score for a match; nobody plays "with score pad".
    let out = yahtzee(dir.path(), &["stats", "--played", "score-pad"]);
    let table = String::from_utf8_lossy(&out.stdout);
    assert!(
        table.starts_with(
            "Only matches kept on a score pad (2 matches: 1 with real dice, 1 on a score pad).\n"
        ),
        "{table}"
    );
    let empty = tempfile::tempdir().unwrap();
    let out = yahtzee(empty.path(), &["stats", "--played", "score-pad"]);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "No finished matches kept on a score pad yet.\n"
    );
    // A file that cannot be written is named as asked, not by the temporary file beside it.
    let missing = dir.path().join("no-such-folder").join("card.txt");
    let out = yahtzee(dir.path(), &["card", "--output", missing.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains(&format!("cannot write {}", missing.display())),
        "{err}"
    );
    assert!(!err.contains(".tmp-") && !err.contains(".part"), "{err}");
    // The card of the latest match (the real-dice one), and of the pad match by id, as SVG
    // to a file.
    let out = yahtzee(dir.path(), &["card"]);
    let card = String::from_utf8_lossy(&out.stdout);
    assert!(card.contains("real dice") && card.contains("Ana"), "{card}");
    let svg_path = dir.path().join("pad.svg");
    let out = yahtzee(
        dir.path(),
        &[
            "card",
            "--match",
            "padmatch",
            "--format",
            "svg",
            "--output",
            svg_path.to_str().unwrap(),
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let svg = std::fs::read_to_string(&svg_path).unwrap();
    roxmltree::Document::parse(&svg).expect("valid XML");
    assert!(svg.contains("Ben"));
    for bad in [
        &["card", "--match", "7"][..],
        &["card", "--format", "pdf"][..],
    ] {
        let out = yahtzee(dir.path(), bad);
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr).lines().count(), 1);
    }
}

#[test]
fn setup_offers_real_dice_per_person_and_a_pad_for_people_only() {
    let mut app = App::new(
        Box::new(MemoryStore::new()),
        common::shelf(),
        Prefs::default(),
        Start::Setup {
            setup: Some(yahtzee::tui::screens::setup::default_setup()),
            seed: Some(1),
        },
    );
    app.handle(Input::Resize(100, 30));
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("thrown on screen"), "{screen}");
    assert!(screen.contains("Score pad (no dice)"), "{screen}");
    // Row 4 is the person's dice: change it.
    for _ in 0..3 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Right);
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("real dice, typed in"), "{screen}");
    key(&mut app, KeyCode::Char('s'));
    assert_eq!(app.screen_name(), "play");
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Real dice"), "{screen}");
    assert!(app.store_mut().has_newest(false));
}

#[test]
fn the_coach_judges_the_dice_kept_from_a_typed_throw_once_it_is_typed() {
    let options = MatchOptions {
        coach: vec![yahtzee::store::CoachMode::Warn],
        coach_threshold: 1.0,
        ..real_options(1)
    };
    let store = store_with_match(Ruleset::CLASSIC, people(1), "1 1 1 1 1", options);
    let mut app = app_with(store, Prefs::default());
    type_text(&mut app, "12345");
    key(&mut app, KeyCode::Enter);
    // Breaking a large straight to keep 1-2: the throw stands (the dice were thrown), and
    // the coach says what it cost.
    type_text(&mut app, "12666");
    key(&mut app, KeyCode::Enter);
    let t = *app.current_match().unwrap().throw().unwrap();
    assert_eq!((t.dice, t.rolls_used), (dice("12666"), 2));
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Coach, on the dice you kept"), "{screen}");
    assert!(screen.contains("loses"), "{screen}");
    assert_eq!(
        app.overlay_name(),
        None,
        "nothing to confirm: the dice are thrown"
    );
}

#[test]
fn a_triple_extra_yahtzee_bonus_is_told_as_what_the_total_gains() {
    let rules = Ruleset::preset(yahtzee::rules::Preset::Triple);
    let layout = rules.layout();
    let third = yahtzee::rules::ColumnId::new(2).unwrap();
    let bonus = rules.extra_yahtzee_bonus();
    assert_eq!(
        yahtzee::words::bonus_added(layout, third, bonus),
        3 * u32::from(bonus)
    );
    // A match where every column's Yahtzee box is filled, then a fourth Yahtzee goes in the
    // ×3 column with its bonus: the log tells the bonus as the total rose.
    let mut m = Match::with_dice(
        rules,
        vec![Seat::human("Ana")],
        DiceSource::scripted(common::faces("66666 66666 66666 66666"), 1),
    )
    .unwrap();
    let ana = SeatId(0);
    for column in 0..3 {
        m.apply(ana, Action::Roll).unwrap();
        m.apply(
            ana,
            Action::Score {
                b: BoxId::Yahtzee,
                column: yahtzee::rules::ColumnId::new(column).unwrap(),
            },
        )
        .unwrap();
    }
    let before = m.total(ana);
    m.apply(ana, Action::Roll).unwrap();
    m.apply(
        ana,
        Action::Score {
            b: BoxId::Sixes,
            column: third,
        },
    )
    .unwrap();
    let gained = m.total(ana) - before;
    let story = m.turns().pop().unwrap();
    let told = yahtzee::words::describe_turn(&story, "Ana", bonus, layout);
    let added = 3 * u32::from(bonus);
    assert!(told.contains(&format!("Yahtzee bonus +{added}")), "{told}");
    assert_eq!(gained, 3 * 30 + added, "{told}");
}

// One definition of the card's rows, one measure of a personal best.

/// A finished score-pad match on `rules`' card: each seat scores its points in Chance and 0
/// everywhere else.
fn finished_pad_match_on(rules: Ruleset, names: &[&str], points: &[u16]) -> Match {
    let seats: Vec<Seat> = names.iter().map(|n| Seat::human(n)).collect();
    let mut m = new_match(rules, seats);
    for &b in rules.layout().boxes() {
        for (i, _) in names.iter().enumerate() {
            let want = if b == BoxId::Chance { points[i] } else { 0 };
            m.apply(
                SeatId(i as u8),
                Action::Record {
                    column: yahtzee::rules::ColumnId::FIRST,
                    b,
                    points: want,
                    bonus: false,
                },
            )
            .unwrap();
        }
    }
    assert!(m.is_over());
    m
}

/// The numbers in the row labelled `label` of a drawn or printed card.
fn row_numbers(card: &str, label: &str) -> Vec<u32> {
    card.lines()
        .find(|l| l.trim_start().starts_with(label))
        .map(|l| {
            l.trim_start()[label.len()..]
                .split_whitespace()
                .filter_map(|w| w.parse().ok())
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn the_screen_and_both_result_cards_count_the_lower_total_alike() {
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;
    use yahtzee::tui::widgets::{CardView, draw_card};
    // Thirteen Yahtzees of sixes, placed as the forced Joker allows: 235 in the lower boxes,
    // 30 in Sixes and twelve bonuses of 100.
    let mut m = new_match(Ruleset::CLASSIC, people(1));
    let order = [
        BoxId::Yahtzee,
        BoxId::Sixes,
        BoxId::ThreeOfAKind,
        BoxId::FourOfAKind,
        BoxId::FullHouse,
        BoxId::SmallStraight,
        BoxId::LargeStraight,
        BoxId::Chance,
        BoxId::Ones,
        BoxId::Twos,
        BoxId::Threes,
        BoxId::Fours,
        BoxId::Fives,
    ];
    for b in order {
        m.apply(
            SeatId(0),
            Action::Throw {
                dice: dice("66666"),
                kept: None,
            },
        )
        .unwrap();
        m.apply(SeatId(0), Action::score(b)).unwrap();
    }
    let area = Rect::new(0, 0, 40, 24);
    let mut buf = Buffer::empty(area);
    let view = CardView {
        game: &m,
        column: 8,
        active: None,
        shown: SeatId(0),
        cursor: None,
        placements: None,
        chances: None,
        last_filled: None,
    };
    draw_card(
        &mut buf,
        area,
        &view,
        &yahtzee::tui::theme::Theme::default(),
    );
    let screen: String = (0..area.height)
        .map(|y| {
            (0..area.width)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect::<String>()
                + "\n"
        })
        .collect();
    let info = CardInfo {
        finished_unix: 1_790_000_000,
        practice: false,
        play: PlayMode::RealDice,
    };
    let card = yahtzee::share::text_card(&m, &info);
    for shown in [&screen, &card] {
        assert_eq!(row_numbers(shown, "Lower total"), [235], "{shown}");
        assert_eq!(row_numbers(shown, "Yahtzee bonus"), [1200], "{shown}");
        assert_eq!(row_numbers(shown, "TOTAL"), [30 + 235 + 1200], "{shown}");
        // The bonus row comes after the lower total, as the total adds them up.
        let at = |label: &str| shown.find(label).unwrap();
        assert!(at("Lower total") < at("Yahtzee bonus"), "{shown}");
    }
    let svg = yahtzee::share::card(&m, &info, CardFormat::Svg);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let texts: Vec<&str> = doc
        .descendants()
        .filter(|n| n.is_text())
        .filter_map(|n| n.text())
        .filter(|t| !t.trim().is_empty())
        .collect();
    let after = |label: &str| {
        let i = texts.iter().position(|t| *t == label).unwrap();
        texts[i + 1]
    };
    assert_eq!(after("Lower total"), "235");
    assert_eq!(after("Yahtzee bonus"), "1200");
}

#[test]
fn a_personal_best_is_measured_on_the_same_card_and_rules() {
    use yahtzee::tui::screens::play::personal_bests;
    let mut store = MemoryStore::new();
    let yatzy = finished_pad_match_on(Ruleset::YATZY, &["Ana"], &[20]);
    let classic = finished_pad_match_on(Ruleset::CLASSIC, &["Ana"], &[15]);
    for (id, m) in [("yatzy1", &yatzy), ("classic1", &classic)] {
        store
            .archive(
                FinishedMatch {
                    id: id.to_string(),
                    started_unix: 1_790_000_000,
                    finished_unix: 1_790_000_600,
                    options: pad_options(),
                    record: m.to_record(),
                },
                true,
            )
            .unwrap();
    }
    let (history, problem) = store.history();
    assert!(problem.is_none(), "{problem:?}");
    // 18 beats the Classic 15, not the Yatzy 20: a best on the same card and rules only.
    let next = finished_pad_match_on(Ruleset::CLASSIC, &["Ana"], &[18]);
    assert_eq!(
        personal_bests(&history, &next),
        ["★ New personal best for Ana: 18 (was 15)"]
    );
    // A card never played before sets no best, though a total elsewhere was lower.
    let simple = finished_pad_match_on(
        Ruleset::preset(yahtzee::rules::Preset::Simple),
        &["Ana"],
        &[25],
    );
    assert!(personal_bests(&history, &simple).is_empty());
    let yatzy_again = finished_pad_match_on(Ruleset::YATZY, &["Ana"], &[19]);
    assert!(personal_bests(&history, &yatzy_again).is_empty());
}

/// The prompt, the refusals and the buttons of a score pad say exactly what the rules take,
/// shortly, and offer nothing a pad cannot do.
#[test]
fn a_score_pad_prompt_lists_exactly_the_points_allowed_and_refusals_stay_short() {
    let store = store_with_match(Ruleset::YATZY, people(2), "", pad_options());
    // With the Yatzy table at hand, nothing is being built while the screen is drawn.
    let mut shelf = common::shelf();
    shelf.insert(common::yatzy_optimum());
    let mut app = App::new(
        Box::new(store),
        shelf,
        Prefs::default(),
        Start::Resume(crate::common::built()),
    );
    app.handle(Input::Resize(100, 30));
    // Two pairs takes two different pairs only: 6 to 22 in even steps (2 and 4 cannot be).
    for _ in 0..7 {
        key(&mut app, KeyCode::Down);
    }
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("Two pairs: type the points (0 or 6 to 22 in steps of 2)"),
        "{screen}"
    );
    for b in ["Throw", "Hint", "Skip"] {
        assert!(
            !screen.contains(&format!(" {b} ")),
            "a {b} button: {screen}"
        );
    }
    crate::common::snap!("pad_prompt_80x24", &mut app, 80, 24);
    crate::common::snap!("pad_prompt_120x32", &mut app, 120, 32);
    // Full house: three and two of different faces, all five dice: 10 and 25 cannot be.
    for _ in 0..5 {
        key(&mut app, KeyCode::Down);
    }
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("Full house: type the points (0 or 7 to 28 except 10 and 25)"),
        "{screen}"
    );
    // Chance: a refusal names the range, not every value.
    key(&mut app, KeyCode::Down);
    type_text(&mut app, "4");
    key(&mut app, KeyCode::Enter);
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("4 is not possible in Chance: 5 to 30"),
        "{screen}"
    );
}

/// On three columns an ordered column's refusal says the order, not an empty list of points.
#[test]
fn a_score_pad_out_of_order_box_says_the_columns_order() {
    let rules = Ruleset::preset(yahtzee::rules::Preset::ThreeColumn);
    let mut m = new_match(rules, people(2));
    let refused = m
        .apply(
            SeatId(0),
            Action::Record {
                column: yahtzee::rules::ColumnId::FIRST,
                b: BoxId::Twos,
                points: 4,
                bonus: false,
            },
        )
        .unwrap_err();
    assert_eq!(
        refused.to_string(),
        "the Down column is filled top to bottom: Aces comes next"
    );
}

/// Under sticky holds the dice read as kept from typed faces are a guess, not a lock: the
/// hints still offer keeps without them (3-3 alone, here), as the player may have rethrown
/// a 5 and a 6 that came up again.
#[test]
fn hints_on_real_dice_under_sticky_holds_do_not_lock_the_dice_read_as_kept() {
    let mut rules = Ruleset::CLASSIC;
    rules
        .set(SettingKey::StickyHolds, SettingValue::Flag(true))
        .unwrap();
    let store = store_with_match(rules, vec![Seat::human("Ana")], "", real_options(1));
    let mut shelf = common::shelf();
    shelf.insert(std::sync::Arc::new(yahtzee::ai::Optimum::solve(
        rules,
        2,
        &|_, _| {},
    )));
    let mut app = App::new(
        Box::new(store),
        shelf,
        Prefs::default(),
        Start::Resume(crate::common::built()),
    );
    app.handle(Input::Resize(100, 34));
    type_text(&mut app, "33516");
    key(&mut app, KeyCode::Enter);
    type_text(&mut app, "33526");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('h'));
    let screen = text(&mut app, 100, 34);
    let holds: Vec<&str> = screen
        .lines()
        .filter_map(|l| l.split('│').nth(3))
        .filter(|l| l.starts_with("Hold "))
        .collect();
    assert!(
        holds.iter().any(|l| !l.starts_with("Hold 3-3-5-6")),
        "only keeps with every die read as kept: {holds:?}\n{screen}"
    );
}

/// Typing `33/514` says 3-3 stayed down: the screen marks those two kept, the log keeps the
/// player's word, and Backspace gives the entry back as it was typed, slash included.
#[test]
fn typed_kept_dice_before_a_slash_are_taken_at_the_players_word() {
    let mut rules = Ruleset::CLASSIC;
    rules
        .set(
            yahtzee::rules::SettingKey::StickyHolds,
            yahtzee::rules::SettingValue::Flag(true),
        )
        .unwrap();
    let store = store_with_match(rules, people(1), "1 1 1 1 1", real_options(1));
    let mut app = app_with(store, Prefs::default());
    for throw in ["33516", "33526"] {
        type_text(&mut app, throw);
        key(&mut app, KeyCode::Enter);
        let screen = text(&mut app, 80, 24);
        assert!(screen.contains("33/514: 3-3 kept"), "{screen}");
        assert!(!screen.contains("hold dice"), "{screen}");
    }
    type_text(&mut app, "55/123");
    key(&mut app, KeyCode::Enter);
    for size in [(80, 24), (100, 30)] {
        let screen = text(&mut app, size.0, size.1);
        assert!(
            screen.contains("5-5 cannot have stayed down"),
            "{size:?}\n{screen}"
        );
    }
    key(&mut app, KeyCode::Esc);
    type_text(&mut app, "33/514");
    key(&mut app, KeyCode::Enter);
    let t = *app.current_match().unwrap().throw().unwrap();
    assert_eq!(
        (t.dice, t.held.count(), t.rolls_used),
        (dice("33514"), 2, 3)
    );
    let screen = text(&mut app, 100, 30);
    // No throw is left: the keys line offers no holding and no throwing.
    assert!(screen.contains("↑↓ and Enter score a box."), "{screen}");
    assert!(!screen.contains("hold dice"), "{screen}");
    assert_eq!(
        screen.matches("kept").count() - screen.matches("kept 3").count(),
        2,
        "{screen}"
    );
    assert!(screen.contains("kept 3-3 → "), "{screen}");
    key(&mut app, KeyCode::Backspace);
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("33/51"), "{screen}");
}

/// A throw taken back to fix comes back whole into the entry line, as the message says, and
/// the match log on screen keeps it, marked taken back, even when it was the turn's first.
#[test]
fn backspace_gives_back_the_whole_throw_and_the_log_keeps_it() {
    let store = store_with_match(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana")],
        "1 1 1 1 1",
        real_options(1),
    );
    let mut app = app_with(store, Prefs::default());
    type_text(&mut app, "12345");
    key(&mut app, KeyCode::Enter);
    // A refused entry first: a face no die shows.
    type_text(&mut app, "9");
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("A die shows 1 to 6, not 9."), "{screen}");
    key(&mut app, KeyCode::Backspace);
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("Took back the throw 1-2-3-4-5: fix it, then Enter."),
        "{screen}"
    );
    assert!(screen.contains("type the five dice: 12345▏"), "{screen}");
    assert!(
        screen.contains("R1 Ana: took back the throw 1-2-3-4-5"),
        "the log keeps the throw taken back: {screen}"
    );
    assert!(app.current_match().unwrap().throw().is_none());
    // Enter as it stands throws it again; one more Backspace removes one face.
    key(&mut app, KeyCode::Backspace);
    type_text(&mut app, "6");
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.current_match().unwrap().throw().unwrap().dice,
        dice("12346")
    );
}

/// The rows of the scorecard drawn as the cursor (reversed), by their label.
fn cursor_rows(app: &mut App) -> Vec<String> {
    let terminal = common::draw(app, 100, 30);
    let buf = terminal.backend().buffer();
    // The card's rows, below the title bar and the card's own heading.
    (3..22u16)
        .filter(|&y| {
            (1..24u16).any(|x| {
                buf[(x, y)]
                    .modifier
                    .contains(ratatui::style::Modifier::REVERSED)
            })
        })
        .map(|y| {
            (1..24u16)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect::<String>()
                .trim()
                .to_string()
        })
        .collect()
}

/// After a typed throw no box looks chosen until one is: Enter there enters throws, so the
/// cursor appears with the first arrow (on the box of the most points) and Enter then
/// scores the box it shows.
#[test]
fn after_a_typed_throw_no_box_looks_chosen_until_one_is() {
    let store = store_with_match(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana")],
        "1 1 1 1 1",
        real_options(1),
    );
    let mut app = app_with(store, Prefs::default());
    type_text(&mut app, "12345");
    key(&mut app, KeyCode::Enter);
    assert_eq!(cursor_rows(&mut app), Vec::<String>::new());
    key(&mut app, KeyCode::Enter);
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("Choose a box first (↑↓ shows the cursor)"),
        "{screen}"
    );
    key(&mut app, KeyCode::Down);
    let rows = cursor_rows(&mut app);
    assert_eq!(rows.len(), 1, "{rows:?}");
    assert!(rows[0].starts_with("Large straight"), "{rows:?}");
    key(&mut app, KeyCode::Enter);
    let card = *app.current_match().unwrap().cards()[0].first();
    assert_eq!(card.get(BoxId::LargeStraight), Some(40));
}

/// With real dice the panel says what Enter does now (after a typed throw it scores only a
/// box chosen with the arrows) and why a ✗ box is crossed as the cursor reaches it.
#[test]
fn real_dice_say_what_enter_does_and_why_a_box_is_crossed_before_enter() {
    let store = store_with_match(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana")],
        "1 1 1 1 1",
        real_options(1),
    );
    let mut app = app_with(store, Prefs::default());
    type_text(&mut app, "66666");
    key(&mut app, KeyCode::Enter);
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("↑↓ a box, then Enter scores"), "{screen}");
    key(&mut app, KeyCode::Down);
    let screen = text(&mut app, 100, 30);
    assert!(!screen.contains("↑↓ a box, then"), "{screen}");
    key(&mut app, KeyCode::Enter);
    let m = app.current_match().unwrap();
    let card = m.card(SeatId(0)).unwrap();
    assert_eq!(
        card.get(Spot::new(ColumnId::FIRST, BoxId::Yahtzee)),
        Some(50)
    );
    type_text(&mut app, "66666");
    key(&mut app, KeyCode::Enter);
    // The first arrow shows the cursor on the box that takes the dice; the next reaches a ✗.
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Up);
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("Joker: five 6s must go in Sixes while Sixes is open"),
        "{screen}"
    );
}
