//! Layer 2: the app driven by keys and clicks, drawn into a TestBackend and snapshotted.

use crate::common;
use crate::common::Newest;
use yahtzee_testkit::build;

use common::*;
use ratatui::crossterm::event::KeyCode;
use yahtzee::game::{Level, MatchSetup, Seat};
use yahtzee::rules::{BoxId, DieIndex, Ruleset};
use yahtzee::store::{CoachMode, MatchOptions, MemoryStore};
use yahtzee::tui::{Input, Start};

fn two_seat_setup(seed: u64) -> MatchSetup {
    build::classic()
        .human("Ana")
        .cpu("Strong CPU", Level::Strong)
        .seed(seed)
        .setup()
}

#[test]
fn menu_snapshot() {
    let store = store_with_match(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana")],
        "",
        MatchOptions::default(),
    );
    let mut app = common::app(store, Start::Menu);
    crate::common::snap!("menu", &mut app, 80, 24);
}

#[test]
fn a_long_notice_under_the_menu_keeps_its_room_on_the_smallest_terminal() {
    let store = store_with_match(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana")],
        "",
        MatchOptions::default(),
    );
    let mut app = common::app(store, Start::Menu);
    // Three lines at 80 columns, under the saved match's line: the box rises to make room.
    let words: Vec<String> = (1..=30).map(|i| format!("word{i:02}")).collect();
    app.tell(words.join(" "));
    let screen = text(&mut app, 80, 24);
    for word in [
        "word01",
        "word12",
        "word30",
        "Saved: Ana",
        "Quit",
        "Esc quit",
    ] {
        assert!(screen.contains(word), "{word}: {screen}");
    }
}

#[test]
fn setup_snapshot_and_editing_a_name() {
    let mut app = common::app(
        MemoryStore::new(),
        Start::Setup {
            setup: None,
            seed: Some(3),
        },
    );
    crate::common::snap!("setup", &mut app, 100, 30);
    key(&mut app, KeyCode::Enter);
    for _ in 0..3 {
        key(&mut app, KeyCode::Backspace);
    }
    chars(&mut app, "Zoe");
    key(&mut app, KeyCode::Enter);
    chars(&mut app, "s");
    assert_eq!(app.screen_name(), "play");
    let game = app.current_match().unwrap();
    assert_eq!(game.seats()[0].name, "Zoe");
    assert_eq!(
        app.store_mut().last_setup().unwrap().seats[0].name,
        "Zoe",
        "the setup is remembered"
    );
}

#[test]
fn setup_changes_every_kind_of_value() {
    let mut app = common::app(
        MemoryStore::new(),
        Start::Setup {
            setup: None,
            seed: Some(3),
        },
    );
    // Seat 2's kind: Strong → Perfect.
    for _ in 0..5 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Right);
    // Down past the card to "Rolls per turn" and make it 4.
    for _ in 0..4 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Right);
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("CPU · Perfect"), "{screen}");
    assert!(screen.contains("Custom"), "{screen}");
    chars(&mut app, "s");
    let game = app.current_match().unwrap();
    assert_eq!(game.rules().max_rolls(), 4);
    assert_eq!(
        game.seats()[1].kind,
        yahtzee::game::SeatKind::Cpu(Level::Perfect)
    );
}

#[test]
fn a_turn_snapshot_with_holds_and_previews() {
    let mut app = match_app(two_seat_setup(7), MatchOptions::default());
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Char('1'));
    key(&mut app, KeyCode::Char('2'));
    let throw = *app.current_match().unwrap().throw().unwrap();
    assert!(
        throw.held.contains(DieIndex::new(0).unwrap())
            && throw.held.contains(DieIndex::new(1).unwrap())
    );
    crate::common::snap!("a_turn", &mut app, 100, 30);
}

#[test]
fn a_joker_turn_snapshot_refuses_other_boxes_with_the_reason() {
    let store = store_with_match(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana")],
        "66666 44444",
        MatchOptions::default(),
    );
    let mut app = common::app(store, Start::Resume(crate::common::built()));
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.current_match().unwrap().cards()[0]
            .first()
            .get(BoxId::Yahtzee),
        Some(50)
    );
    key(&mut app, KeyCode::Char(' '));
    crate::common::snap!("joker_turn", &mut app, 100, 30);
    // The cursor starts on Fours, the only legal box; one down is Fives, refused with the reason.
    key(&mut app, KeyCode::Down);
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("Joker: five 4s must go in Fours while Fours is open"),
        "{screen}"
    );
    key(&mut app, KeyCode::Enter);
    assert!(
        app.current_match().unwrap().cards()[0]
            .first()
            .get(BoxId::Fives)
            .is_none(),
        "a refused box stays open"
    );
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Enter);
    let card = *app.current_match().unwrap().cards()[0].first();
    assert_eq!(card.get(BoxId::Fours), Some(20));
    assert_eq!(card.extra_yahtzees(), 1);
}

#[test]
fn results_snapshot_with_ranking_and_rematch() {
    let options = instant();
    let mut app = match_app(two_seat_setup(11), options);
    play_out(&mut app);
    assert_eq!(app.screen_name(), "results");
    crate::common::snap!("results", &mut app, 100, 30);
    let (history, _) = app.store_mut().history();
    assert_eq!(history.summaries.len(), 1);
    assert!(
        !app.store_mut().has_newest(false),
        "a finished match leaves no autosave"
    );
    chars(&mut app, "r");
    assert_eq!(app.screen_name(), "play");
    assert_eq!(app.current_match().unwrap().round(), 1);
}

#[test]
fn tiny_terminal_snapshot_and_no_panic_at_any_size() {
    let mut app = match_app(two_seat_setup(7), MatchOptions::default());
    crate::common::snap!("tiny", &mut app, 40, 10);
    for (w, h) in [
        (1, 1),
        (2, 1),
        (1, 30),
        (79, 24),
        (80, 23),
        (80, 24),
        (250, 70),
    ] {
        draw(&mut app, w, h);
    }
    // Keys are ignored (but for Ctrl+C) while the terminal is too small.
    app.handle(Input::Resize(50, 12));
    key(&mut app, KeyCode::Char(' '));
    assert!(app.current_match().unwrap().throw().is_none());
}

#[test]
fn hint_panel_snapshot_follows_the_holds() {
    let mut app = match_app(two_seat_setup(7), MatchOptions::default());
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Char('h'));
    crate::common::snap!("hint_panel", &mut app, 100, 34);
    // Dice 3 and 5 are the sixes.
    key(&mut app, KeyCode::Char('3'));
    key(&mut app, KeyCode::Char('5'));
    let screen = text(&mut app, 100, 34);
    assert!(
        screen.contains("Your holds now → Hold 6-6, throw 3"),
        "{screen}"
    );
}

#[test]
fn handover_between_two_people() {
    let setup = classic(vec![Seat::human("Ana"), Seat::human("Ben")], 5);
    let mut app = match_app(setup, MatchOptions::default());
    assert_eq!(app.overlay_name(), Some("handover"));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay_name(), Some("handover"));
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Ben's turn — press Enter"), "{screen}");
    // Ana's slip can still be taken back from the hand-over prompt.
    chars(&mut app, "u");
    assert_eq!(
        app.current_match().unwrap().current_seat(),
        Some(yahtzee::game::SeatId(0))
    );
}

#[test]
fn zero_needs_confirming_when_points_were_available() {
    let store = store_with_match(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana")],
        "12346",
        MatchOptions::default(),
    );
    let mut app = common::app(store, Start::Resume(crate::common::built()));
    key(&mut app, KeyCode::Char(' '));
    let p = app.current_match().unwrap().placements().unwrap();
    assert_eq!(
        p.offer(yahtzee::rules::Spot::first(BoxId::Yahtzee))
            .unwrap()
            .points,
        0
    );
    assert_eq!(
        p.offer(yahtzee::rules::Spot::first(BoxId::SmallStraight))
            .unwrap()
            .points,
        30
    );
    // Click the Yahtzee box on the card.
    let screen = text(&mut app, 100, 30);
    let row = screen
        .lines()
        .position(|l| l.starts_with("│Yahtzee "))
        .unwrap() as u16;
    click(&mut app, 20, row);
    assert_eq!(app.overlay_name(), Some("confirm-zero"));
    key(&mut app, KeyCode::Esc);
    assert!(
        app.current_match().unwrap().cards()[0]
            .first()
            .get(BoxId::Yahtzee)
            .is_none()
    );
    click(&mut app, 20, row);
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.current_match().unwrap().cards()[0]
            .first()
            .get(BoxId::Yahtzee),
        Some(0)
    );
}

#[test]
fn mouse_holds_dice_presses_buttons_and_picks_menu_items() {
    let mut app = match_app(two_seat_setup(7), MatchOptions::default());
    let screen = text(&mut app, 100, 30);
    // The Throw button.
    let (row, line) = screen
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains(" Throw "))
        .unwrap();
    let col = line.chars().position(|c| c == 'T').unwrap() as u16;
    click(&mut app, col, row as u16);
    assert!(app.current_match().unwrap().throw().is_some());
    // The third die: its top border is the third "╭" on the dice row.
    let screen = text(&mut app, 100, 30);
    let (row, line) = screen
        .lines()
        .enumerate()
        .find(|(_, l)| l.matches('╭').count() >= 5)
        .unwrap();
    let col = line
        .chars()
        .enumerate()
        .filter(|(_, c)| *c == '╭')
        .nth(2)
        .unwrap()
        .0 as u16;
    click(&mut app, col + 2, row as u16 + 2);
    assert!(
        app.current_match()
            .unwrap()
            .throw()
            .unwrap()
            .held
            .contains(DieIndex::new(2).unwrap())
    );
    // The menu button, then the pause menu's "Main menu" item.
    let screen = text(&mut app, 100, 30);
    let (row, line) = screen
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains(" Menu "))
        .unwrap();
    let col = line
        .find(" Menu ")
        .map(|b| line[..b].chars().count())
        .unwrap() as u16;
    click(&mut app, col + 2, row as u16);
    assert_eq!(app.overlay_name(), Some("pause"));
    let screen = text(&mut app, 100, 30);
    let row = screen
        .lines()
        .position(|l| l.contains("Main menu (the match stays saved)"))
        .unwrap();
    click(&mut app, 40, row as u16);
    assert_eq!(app.screen_name(), "menu");
    // Resume by clicking the menu item.
    let screen = text(&mut app, 80, 24);
    let row = screen
        .lines()
        .position(|l| l.contains("Resume match"))
        .unwrap();
    click(&mut app, 40, row as u16);
    // The list of matches on the go: a click chooses one, a second click resumes it.
    assert_eq!(app.screen_name(), "matches");
    let screen = text(&mut app, 80, 24);
    let row = screen.lines().position(|l| l.contains("Ana")).unwrap();
    click(&mut app, 20, row as u16);
    click(&mut app, 20, row as u16);
    assert_eq!(app.screen_name(), "play");
    assert!(
        app.current_match()
            .unwrap()
            .throw()
            .unwrap()
            .held
            .contains(DieIndex::new(2).unwrap())
    );
}

#[test]
fn cpu_plays_at_its_pace_pauses_under_overlays_and_can_be_skipped() {
    let setup = classic(vec![Seat::cpu("Bot", Level::Casual), Seat::human("Ana")], 9);
    let mut app = match_app(setup, MatchOptions::default());
    let log_len = |app: &yahtzee::tui::App| app.current_match().unwrap().log().len();
    app.tick(std::time::Duration::from_millis(100));
    assert_eq!(log_len(&app), 0, "nothing before the first step is due");
    app.tick(std::time::Duration::from_millis(700));
    assert_eq!(log_len(&app), 1, "one action per step");
    key(&mut app, KeyCode::Esc);
    for _ in 0..10 {
        app.tick(std::time::Duration::from_secs(1));
    }
    assert_eq!(log_len(&app), 1, "the pause menu stops the CPU");
    key(&mut app, KeyCode::Esc);
    chars(&mut app, "s");
    let m = app.current_match().unwrap();
    assert_eq!(
        m.current_seat(),
        Some(yahtzee::game::SeatId(1)),
        "s plays the CPU's turn to its end"
    );
    assert_eq!(m.cards()[0].filled_count(), 1);
}

#[test]
fn undo_takes_back_a_hold_and_a_placement_but_never_a_throw() {
    let store = store_with_match(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana")],
        "12345 6",
        MatchOptions::default(),
    );
    let mut app = common::app(store, Start::Resume(crate::common::built()));
    key(&mut app, KeyCode::Char(' '));
    let thrown = *app.current_match().unwrap().throw().unwrap();
    key(&mut app, KeyCode::Char('1'));
    chars(&mut app, "u");
    assert_eq!(*app.current_match().unwrap().throw().unwrap(), thrown);
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.current_match().unwrap().cards()[0]
            .first()
            .get(BoxId::LargeStraight),
        Some(40)
    );
    ctrl(&mut app, 'z');
    let m = app.current_match().unwrap();
    assert!(m.cards()[0].first().get(BoxId::LargeStraight).is_none());
    assert_eq!(*m.throw().unwrap(), thrown, "the same dice are back");
    chars(&mut app, "u");
    assert_eq!(
        *app.current_match().unwrap().throw().unwrap(),
        thrown,
        "the throw itself stays"
    );
    // The autosave follows the undo.
    let LoadOutcome::Loaded(saved) = app.store_mut().load_newest(false) else {
        panic!("no save")
    };
    assert_eq!(saved.game(), app.current_match().unwrap());
    assert!(
        saved.game().log().iter().any(|e| e.undone),
        "undone actions stay in the log"
    );
}

use yahtzee::store::LoadOutcome;

#[test]
fn undo_can_be_turned_off() {
    let options = MatchOptions {
        undo: false,
        ..MatchOptions::default()
    };
    let store = store_with_match(Ruleset::CLASSIC, vec![Seat::human("Ana")], "12345", options);
    let mut app = common::app(store, Start::Resume(crate::common::built()));
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Enter);
    chars(&mut app, "u");
    assert_eq!(
        app.current_match().unwrap().cards()[0]
            .first()
            .get(BoxId::LargeStraight),
        Some(40)
    );
    assert!(text(&mut app, 100, 30).contains("Undo is off for this match."));
}

/// A match whose first throw could not be saved (a full disk), and the switch of that
/// failure.
fn at_a_failed_save() -> (
    yahtzee::tui::App,
    std::sync::Arc<std::sync::Mutex<Option<String>>>,
) {
    let store = MemoryStore::new();
    let failing = store.fail_writes.clone();
    let mut app = common::app(
        store,
        Start::Match {
            setup: two_seat_setup(7),
            options: MatchOptions::default(),
        },
    );
    *failing.lock().unwrap() = Some("disk full".to_string());
    key(&mut app, KeyCode::Char(' '));
    assert_eq!(app.overlay_name(), Some("save-failed"));
    (app, failing)
}

#[test]
fn a_failed_save_holds_the_move_and_offers_retry() {
    let (mut app, failing) = at_a_failed_save();
    assert!(
        app.current_match().unwrap().throw().is_none(),
        "not advanced past what is saved"
    );
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("could not be saved: disk full"), "{screen}");
    assert!(
        screen.contains("Retry") && screen.contains("Quit without saving"),
        "{screen}"
    );
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.overlay_name(),
        Some("save-failed"),
        "retry fails again while the disk is full"
    );
    *failing.lock().unwrap() = None;
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay_name(), None);
    assert!(app.current_match().unwrap().throw().is_some());
    let LoadOutcome::Loaded(saved) = app.store_mut().load_newest(false) else {
        panic!("no save")
    };
    assert_eq!(saved.game(), app.current_match().unwrap());
}

#[test]
fn quitting_at_a_failed_save_says_the_move_held_is_lost() {
    let (mut app, _failing) = at_a_failed_save();
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.exit(),
        Some(yahtzee::tui::Exit::Unsaved(
            "Not saved: the last action of this match is lost; resuming it goes back to where it was last saved."
                .to_string()
        ))
    );
}

#[test]
fn coach_warns_before_a_costly_choice_and_always_shows_hints() {
    let options = MatchOptions {
        coach: vec![CoachMode::Warn],
        ..MatchOptions::default()
    };
    let store = store_with_match(Ruleset::CLASSIC, vec![Seat::human("Ana")], "66612", options);
    let mut app = common::app(store, Start::Resume(crate::common::built()));
    key(&mut app, KeyCode::Char(' '));
    // Scoring Aces for 1 with three sixes and two throws left is a big loss.
    let screen = text(&mut app, 100, 30);
    let row = screen.lines().position(|l| l.starts_with("│Aces")).unwrap();
    click(&mut app, 20, row as u16);
    assert_eq!(app.overlay_name(), Some("coach-warn"));
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Better: Hold 6-6-6"), "{screen}");
    key(&mut app, KeyCode::Esc);
    assert!(
        app.current_match().unwrap().cards()[0]
            .first()
            .get(BoxId::Ones)
            .is_none()
    );
    let options = MatchOptions {
        coach: vec![CoachMode::Always],
        ..MatchOptions::default()
    };
    let store = store_with_match(Ruleset::CLASSIC, vec![Seat::human("Ana")], "66612", options);
    let mut app = common::app(store, Start::Resume(crate::common::built()));
    key(&mut app, KeyCode::Char(' '));
    assert!(text(&mut app, 100, 34).contains("Hints (expected final total)"));
}

#[test]
fn a_damaged_save_is_explained_and_a_new_match_offered() {
    let mut store = MemoryStore::new();
    store.put_raw(
        crate::common::built(),
        b"{\"version\": 1, \"id\": 3".to_vec(),
    );
    let mut app = common::app(store, Start::Resume(crate::common::built()));
    assert_eq!(app.screen_name(), "menu");
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("The saved match is damaged"), "{screen}");
    assert!(screen.contains("You can start a new match"), "{screen}");
    // Found when the menu opens, too: the player is told, and Resume is not offered.
    let mut store = MemoryStore::new();
    store.put_raw(crate::common::built(), b"garbage".to_vec());
    let mut app = common::app(store, Start::Menu);
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("The saved match is damaged: it is not valid JSON"),
        "{screen}"
    );
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    assert_ne!(app.screen_name(), "play");
    let mut store = MemoryStore::new();
    store.put_raw(crate::common::built(), b"{\"version\": 9}".to_vec());
    let mut app = common::app(store, Start::Resume(crate::common::built()));
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("newer version 9; this program reads up to 1"),
        "{screen}"
    );
}

#[test]
fn monochrome_still_marks_held_dice_and_the_current_seat() {
    use ratatui::style::Modifier;
    let mut app = yahtzee::tui::App::new(
        Box::new(MemoryStore::new()),
        shelf(),
        yahtzee::tui::Prefs {
            theme: yahtzee::tui::theme::Theme::mono(),
            ..Default::default()
        },
        Start::Match {
            setup: two_seat_setup(7),
            options: MatchOptions::default(),
        },
    );
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Char('1'));
    let terminal = draw(&mut app, 100, 30);
    let buf = terminal.backend().buffer();
    let cells: Vec<_> = (0..30u16)
        .flat_map(|y| (0..100u16).map(move |x| (x, y)))
        .collect();
    let held = cells
        .iter()
        .find(|&&(x, y)| buf[(x, y)].symbol() == "H" && buf[(x + 1, y)].symbol() == "E")
        .unwrap();
    assert!(
        buf[*held].modifier.contains(Modifier::REVERSED),
        "HELD is reversed in monochrome"
    );
    assert_eq!(
        buf[*held].fg,
        ratatui::style::Color::Reset,
        "no colour in monochrome"
    );
    let ana = cells
        .iter()
        .find(|&&(x, y)| {
            buf[(x, y)].symbol() == "A"
                && buf[(x + 1, y)].symbol() == "n"
                && buf[(x + 2, y)].symbol() == "a"
                && y == 2
        })
        .unwrap();
    assert!(
        buf[*ana].modifier.contains(Modifier::REVERSED),
        "the current seat is reversed in monochrome"
    );
}

#[test]
fn four_seats_fit_the_smallest_terminal_with_every_die_and_button() {
    let seats = vec![
        Seat::human("Ana"),
        Seat::human("Ben"),
        Seat::human("Cy"),
        Seat::cpu("Perfect CPU", Level::Perfect),
    ];
    let setup = build::classic().seats(seats).seed(4).setup();
    let mut app = match_app(setup, MatchOptions::default());
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char(' '));
    let screen = text(&mut app, 80, 24);
    let dice_row = screen
        .lines()
        .find(|l| l.contains('╭') && l.contains("││"))
        .unwrap();
    assert_eq!(dice_row.matches("╭───╮").count(), 5, "{screen}");
    for button in [" Throw ", " Score ", " Hint ", " Undo ", " Skip ", " Menu "] {
        assert!(screen.contains(button), "{button} missing:\n{screen}");
    }
    assert!(screen.contains("Perfect "), "{screen}");
}

#[test]
fn instant_cpus_play_at_once_skip_and_speed_keys_work_and_tiny_terminals_pause_them() {
    let setup = classic(
        vec![
            Seat::human("Ana"),
            Seat::cpu("Bot", Level::Casual),
            Seat::cpu("Bea", Level::Beginner),
        ],
        9,
    );
    let mut app = match_app(setup.clone(), instant());
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Enter);
    // One tick plays both CPU turns: instant means no waiting between them.
    app.tick(std::time::Duration::ZERO);
    let m = app.current_match().unwrap();
    assert_eq!(m.current_seat(), Some(yahtzee::game::SeatId(0)));
    assert_eq!(m.cards()[2].filled_count(), 1);
    // A terminal too small to draw in pauses the CPUs.
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Enter);
    app.handle(Input::Resize(60, 20));
    for _ in 0..20 {
        app.tick(std::time::Duration::from_secs(1));
    }
    assert_eq!(
        app.current_match().unwrap().current_seat(),
        Some(yahtzee::game::SeatId(1)),
        "no CPU turn passes unseen"
    );
    app.handle(Input::Resize(100, 30));
    app.tick(std::time::Duration::ZERO);
    assert_eq!(
        app.current_match().unwrap().current_seat(),
        Some(yahtzee::game::SeatId(0))
    );
    // At a normal pace, Tab plays every CPU turn up to the next person; f changes the speed,
    // and the pause menu can too.
    let mut app = match_app(setup, MatchOptions::default());
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Tab);
    assert_eq!(
        app.current_match().unwrap().current_seat(),
        Some(yahtzee::game::SeatId(0))
    );
    chars(&mut app, "f");
    assert!(text(&mut app, 100, 30).contains("CPU speed: Fast"));
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("CPU speed: Instant"), "{screen}");
}

#[test]
fn the_handover_offers_undo_only_where_it_works_and_says_your_turn() {
    let setup = classic(
        vec![
            Seat::human("You"),
            Seat::cpu("Bot", Level::Beginner),
            Seat::human("Ben"),
        ],
        5,
    );
    let mut app = match_app(setup, instant());
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Your turn — press Enter"), "{screen}");
    assert!(
        !screen.contains("back the last move"),
        "nothing to take back yet"
    );
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Enter);
    app.tick(std::time::Duration::ZERO);
    // After the CPU's turn, Ben's hand-over cannot undo anything.
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Ben's turn"), "{screen}");
    assert!(!screen.contains("back the last move"), "{screen}");
}

#[test]
fn taking_back_the_previous_persons_move_hands_the_keyboard_back_to_them() {
    let mut app = match_of(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana"), Seat::human("Ben")],
        MatchOptions::default(),
    );
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Enter);
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("u gives Ana back the last move"),
        "the hand-over names whose move undo takes back: {screen}"
    );
    // At the prompt the keyboard is still Ana's: u takes her placement back, and the
    // keyboard stays with Ana, not Ben.
    chars(&mut app, "u");
    let m = app.current_match().unwrap();
    assert_eq!(m.current_seat(), Some(yahtzee::game::SeatId(0)));
    assert_eq!(m.cards()[0].filled_count(), 0);
    assert_eq!(app.overlay_name(), Some("handover"));
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Ana's turn — press Enter"), "{screen}");
    // The log shows the move as taken back.
    key(&mut app, KeyCode::Enter);
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("took back"), "{screen}");
    // Whichever box the dice put the cursor on: the words are what matters here.
    assert!(screen.contains("Took back Ana's score in "), "{screen}");
    assert!(screen.contains(": it is Ana's move again."), "{screen}");
}

/// Once the next person has taken the keyboard, undo concerns their own moves only: the
/// previous person's placement stands, and the screen says why.
#[test]
fn once_the_next_person_has_the_keyboard_undo_is_theirs_only() {
    let mut app = match_of(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana"), Seat::human("Ben")],
        MatchOptions::default(),
    );
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay_name(), Some("handover"));
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay_name(), None);
    let help = help_bar(&mut app, 100, 30);
    assert!(!help.contains("undo"), "nothing of Ben's to undo: {help}");
    chars(&mut app, "u");
    let m = app.current_match().unwrap();
    assert_eq!(
        m.current_seat(),
        Some(yahtzee::game::SeatId(1)),
        "Ben's turn"
    );
    assert_eq!(m.cards()[0].filled_count(), 1, "Ana's placement stands");
    let screen = text(&mut app, 160, 30);
    assert!(
        screen.contains(
            "Ana's last move stands: the keyboard has passed on, and undo takes back only your own moves."
        ),
        "{screen}"
    );
    // Ben's own hold is his to take back.
    key(&mut app, KeyCode::Char(' '));
    chars(&mut app, "1");
    chars(&mut app, "u");
    let t = *app.current_match().unwrap().throw().unwrap();
    assert_eq!(t.held.count(), 0, "Ben's hold taken back");
}

/// "You" (the default first seat) is spoken to in the second person when a move is taken
/// back: "your score", never "You's score".
#[test]
fn taking_back_speaks_to_you_in_the_second_person() {
    let mut app = match_of(
        Ruleset::CLASSIC,
        vec![Seat::human("You"), Seat::human("Ben")],
        MatchOptions::default(),
    );
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Enter);
    chars(&mut app, "u");
    key(&mut app, KeyCode::Enter);
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Took back your score in "), "{screen}");
    assert!(screen.contains(": it is your move again."), "{screen}");
    assert!(!screen.contains("You's"), "{screen}");
}

/// Against a CPU a placement stands at once, at every CPU speed: the CPU never waits, so
/// whether it could be taken back must not depend on how fast the CPU throws. The screen
/// says so plainly.
#[test]
fn a_placement_against_a_cpu_stands_at_every_cpu_speed() {
    for speed in yahtzee::store::CpuSpeed::ALL {
        let mut app = match_of(
            Ruleset::CLASSIC,
            vec![Seat::human("Ana"), Seat::cpu("Bot", Level::Beginner)],
            MatchOptions {
                cpu_speed: speed,
                ..MatchOptions::default()
            },
        );
        key(&mut app, KeyCode::Char(' '));
        key(&mut app, KeyCode::Enter);
        // The CPU has not thrown yet at any speed but Instant (no tick has passed).
        chars(&mut app, "u");
        let m = app.current_match().unwrap();
        assert_eq!(
            m.cards()[0].filled_count(),
            1,
            "{speed:?}: the placement stands"
        );
        let screen = text(&mut app, 100, 30);
        assert!(
            screen.contains("A placement stands once a CPU's turn has begun"),
            "{speed:?}: {screen}"
        );
    }
}

#[test]
fn the_coach_never_holds_up_a_choice_while_its_optimum_is_built() {
    let store = MemoryStore::new();
    let setup = classic(vec![Seat::human("Ana")], 3);
    let options = MatchOptions {
        coach: vec![CoachMode::Warn],
        ..MatchOptions::default()
    };
    // No optimum yet: it is solved in the background from the first request.
    let mut app = yahtzee::tui::App::new(
        Box::new(store),
        yahtzee::tui::shelf::Shelf::new(None),
        yahtzee::tui::Prefs::default(),
        Start::Match { setup, options },
    );
    app.handle(Input::Resize(100, 30));
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Enter);
    let m = app.current_match().unwrap();
    assert_eq!(m.cards()[0].filled_count(), 1, "placed, not held up");
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("this choice was not judged"),
        "says the choice went unjudged: {screen}"
    );
}

#[test]
fn a_seats_automatic_name_follows_its_kind() {
    let mut app = app(
        MemoryStore::new(),
        Start::Setup {
            setup: None,
            seed: Some(1),
        },
    );
    // Seat 2 (the Strong CPU): down to its "plays as" row.
    for _ in 0..5 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Right);
    assert!(text(&mut app, 100, 30).contains("Perfect CPU"));
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Right);
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("Player 2") && !screen.contains("Shark CPU"),
        "a person is not left with a CPU's name:\n{screen}"
    );
    key(&mut app, KeyCode::Right);
    assert!(text(&mut app, 100, 30).contains("Beginner CPU"));
}

#[test]
fn names_show_in_full_where_there_is_room_and_stay_distinct_where_there_is_not() {
    let seats = vec![
        Seat::human("Player 1"),
        Seat::human("Player 2"),
        Seat::human("山田花子さん"),
        Seat::cpu("Strong CPU", Level::Strong),
    ];
    let setup = build::classic().seats(seats).seed(3).setup();
    let mut app = match_app(setup, MatchOptions::default());
    key(&mut app, KeyCode::Enter);
    // One symbol per terminal cell (a wide character's second cell reads as a space).
    let cell_text = |line: &str, from: usize, n: usize| -> String {
        line.chars()
            .skip(from)
            .take(n)
            .collect::<String>()
            .replace(' ', "")
    };
    let wide = text(&mut app, 140, 30);
    let header = wide.lines().nth(2).unwrap();
    // Columns of 13 cells start after the border and the 16-cell label column.
    for (i, name) in ["Player1", "Player2", "山田花子さん", "StrongCPU"]
        .iter()
        .enumerate()
    {
        assert_eq!(
            cell_text(header, 17 + 13 * i, 12),
            *name,
            "{name} in full at 140 columns: {header}"
        );
    }
    let narrow = text(&mut app, 80, 24);
    let header = narrow.lines().nth(2).unwrap().to_string();
    let columns: Vec<String> = (0..4).map(|i| cell_text(&header, 17 + 8 * i, 7)).collect();
    assert_eq!(columns[0], "Play…1", "{header}");
    assert_eq!(
        columns[1], "Play…2",
        "the default names stay distinct: {header}"
    );
    // The wide name is cut by display width and does not run into the next column.
    assert!(columns[2].starts_with("山田"), "{header}");
    assert_eq!(columns[3], "Strong", "{header}");
}

#[test]
fn keys_do_what_the_footers_say() {
    // The statistics screen does not offer Enter; End reaches the bottom of the rules.
    let mut app = app(MemoryStore::new(), Start::Menu);
    // New match, Daily, Learn to play, (Resume, not available), Rules, Statistics.
    for _ in 0..4 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "text");
    let screen = text(&mut app, 100, 30);
    assert!(!screen.contains("Enter open"), "{screen}");
    key(&mut app, KeyCode::Esc);
    // The menu remembers where it was: back on Statistics, not at the top.
    assert!(text(&mut app, 100, 30).contains("Statistics"));
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.screen_name(),
        "text",
        "Up from Statistics is Rules, not Quit"
    );
    let top = text(&mut app, 100, 30);
    key(&mut app, KeyCode::End);
    assert_ne!(text(&mut app, 100, 30), top, "End scrolls the rules");
    key(&mut app, KeyCode::Home);
    assert_eq!(text(&mut app, 100, 30), top, "Home goes back to the top");

    // Rules opened from the pause menu return to it; the help bar follows the overlay.
    let store = store_with_match(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana")],
        "",
        MatchOptions::default(),
    );
    let mut app = common::app(store, Start::Resume(crate::common::built()));
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay_name(), Some("pause"));
    let screen = text(&mut app, 100, 30);
    assert!(
        !screen.contains("Space throw"),
        "no play keys under the menu: {screen}"
    );
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay_name(), Some("rules"));
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay_name(), Some("pause"), "back to the pause menu");
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay_name(), None);

    // Quit from the menu with a match in progress asks first.
    let store = store_with_match(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana")],
        "",
        MatchOptions::default(),
    );
    let mut app = common::app(store, Start::Menu);
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay_name(), Some("confirm-quit"));
    assert!(app.exit().is_none());
    key(&mut app, KeyCode::Esc);
    assert!(app.exit().is_none(), "Esc keeps the game open");
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Enter);
    assert!(app.exit().is_some());
}

/// Quitting with several matches saved says how many, and that they all stay saved.
#[test]
fn quitting_with_several_matches_saved_says_how_many() {
    let mut store = MemoryStore::new();
    for (id, name) in [("one", "Ana"), ("two", "Ben"), ("three", "Cy")] {
        let b = build::classic().human(name).seed(1).id(id);
        store.put_raw(b.match_id(), serde_json::to_vec(&b.save()).unwrap());
    }
    let mut app = common::app(store, Start::Menu);
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay_name(), Some("confirm-quit"));
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("3 matches are in progress"), "{screen}");
    assert!(screen.contains("All stay saved"), "{screen}");
    assert!(!screen.contains("A match is in progress"), "{screen}");
}

#[test]
fn the_match_log_shows_every_turn_and_the_card_marks_the_box_just_filled() {
    let setup = classic(
        vec![
            Seat::human("Ana"),
            Seat::cpu("Bo", Level::Strong),
            Seat::cpu("Cy", Level::Perfect),
            Seat::cpu("Di", Level::Beginner),
        ],
        8,
    );
    let mut app = match_app(setup, instant());
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Enter);
    app.tick(std::time::Duration::ZERO);
    let m = app.current_match().unwrap().clone();
    let turns = m.turns();
    assert_eq!(turns.len(), 4);
    // At 80x24 with four seats, the three CPU turns just played are all in view.
    let screen = text(&mut app, 80, 24);
    for (seat, name) in [(1, "Bo"), (2, "Cy"), (3, "Di")] {
        let b = turns[seat].placed.unwrap().b;
        let line = format!(
            "{name} {}",
            turns[seat].throws.last().unwrap().dice.counts()
        );
        assert!(screen.contains(&line), "{line} in the log:\n{screen}");
        assert!(screen.contains(b.short()), "{screen}");
    }
    // The last box filled is underlined on the card.
    let terminal = draw(&mut app, 80, 24);
    let buf = terminal.backend().buffer();
    let last = turns[3].placed.unwrap().b;
    let row = 2 + yahtzee::tui::widgets::card_rows(yahtzee::rules::Layout::Classic)
        .iter()
        .position(|r| *r == yahtzee::tui::widgets::CardRow::Box(last))
        .unwrap() as u16;
    let x = 1 + 16 + 3 * 8 + 3;
    assert!(
        buf[(x, row)]
            .modifier
            .contains(ratatui::style::Modifier::UNDERLINED),
        "Di's {last} is marked"
    );
    // PgUp scrolls back to Ana's turn in a narrow panel.
    key(&mut app, KeyCode::PageUp);
    let screen = text(&mut app, 80, 24);
    assert!(screen.contains("Ana "), "{screen}");
}

#[test]
fn hints_fit_a_four_seat_table_at_80x24() {
    let setup = classic(
        vec![
            Seat::human("Ana"),
            Seat::human("Ben"),
            Seat::human("Cy"),
            Seat::human("Di"),
        ],
        8,
    );
    let mut app = match_app(setup, MatchOptions::default());
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char(' '));
    chars(&mut app, "h");
    let screen = text(&mut app, 80, 24);
    let panel: Vec<String> = screen
        .lines()
        .map(|l| {
            l.chars()
                .skip(51)
                .take(28)
                .collect::<String>()
                .trim_end()
                .to_string()
        })
        .collect();
    let at = panel
        .iter()
        .position(|l| l.starts_with("Hints"))
        .unwrap_or_else(|| panic!("no hints:\n{screen}"));
    // The three best options, each whole on its line: a choice and its expected total.
    for line in &panel[at + 1..at + 4] {
        let value = line
            .trim_end_matches(" (best)")
            .rsplit(' ')
            .next()
            .unwrap_or("");
        assert!(
            value.parse::<f64>().is_ok() && value.contains('.'),
            "a whole option with its value: {line:?}\n{screen}"
        );
    }
}

#[test]
fn rematches_rotate_the_first_thrower_and_setup_can_choose_or_draw_it() {
    let setup = classic(
        vec![Seat::human("Ana"), Seat::cpu("Bot", Level::Beginner)],
        4,
    );
    let mut app = match_app(setup, instant());
    play_out(&mut app);
    key(&mut app, KeyCode::Char('r'));
    let m = app.current_match().unwrap();
    assert_eq!(m.seats()[0].name, "Bot", "the other seat throws first now");
    assert_eq!(m.seats()[1].name, "Ana");
    // In setup, "Throws first" picks the seat that leads.
    let mut app = app_at_setup();
    // To the "Throws first" row: two seats and the add row (7), the preset, the card and the
    // classic card's 13 settings (15), then score pad, speed, practice, undo, coach measure,
    // threshold, odds, hints.
    let rows = 7 + 15 + 8;
    for _ in 0..rows {
        key(&mut app, KeyCode::Down);
    }
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Throws first"), "{screen}");
    key(&mut app, KeyCode::Right);
    assert!(text(&mut app, 100, 30).contains("Strong CPU"));
    key(&mut app, KeyCode::Char('s'));
    let m = app.current_match().unwrap();
    assert_eq!(m.seats()[0].name, "Strong CPU");
}

fn app_at_setup() -> yahtzee::tui::App {
    app(
        MemoryStore::new(),
        Start::Setup {
            setup: None,
            seed: Some(1),
        },
    )
}

#[test]
fn hints_can_be_off_for_a_match_and_close_at_a_handover() {
    let setup = classic(vec![Seat::human("Ana"), Seat::human("Ben")], 4);
    let mut app = match_app(setup.clone(), MatchOptions::default());
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char(' '));
    chars(&mut app, "h");
    assert!(text(&mut app, 100, 30).contains("Hints"));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char(' '));
    assert!(
        !text(&mut app, 100, 30).contains("Hints"),
        "Ben does not inherit Ana's hint panel"
    );
    let mut app = common::app(
        MemoryStore::new(),
        Start::Match {
            setup,
            options: MatchOptions {
                hints: false,
                coach: vec![CoachMode::Always, CoachMode::Warn],
                ..MatchOptions::default()
            },
        },
    );
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char(' '));
    let screen = text(&mut app, 100, 30);
    assert!(!screen.contains("Hints"), "no coach either: {screen}");
    chars(&mut app, "h");
    assert!(text(&mut app, 100, 30).contains("Hints are off for this match"));
}

#[test]
fn a_yahtzee_and_a_personal_best_are_celebrated() {
    let store = store_with_match(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana")],
        "66666",
        instant(),
    );
    let mut app = common::app(store, Start::Resume(crate::common::built()));
    key(&mut app, KeyCode::Char(' '));
    for _ in 0..13 {
        key(&mut app, KeyCode::Down);
        if app.current_match().unwrap().cards()[0]
            .first()
            .is_filled(BoxId::Yahtzee)
        {
            break;
        }
    }
    // Score the Yahtzee box directly with the cursor on it.
    let m = app.current_match().unwrap().clone();
    if !m.cards()[0].first().is_filled(BoxId::Yahtzee) {
        click_box(&mut app, BoxId::Yahtzee);
    }
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("YAHTZEE!"), "{screen}");
    // A new best over what the history holds is named on the results screen.
    let mut history_store = MemoryStore::new();
    let mut earlier = yahtzee::store::History {
        version: yahtzee::store::SAVE_VERSION,
        ..Default::default()
    };
    earlier.summaries.push(yahtzee::store::MatchSummary {
        id: "old".into(),
        finished_unix: 1,
        rules_name: "Classic".into(),
        play: yahtzee::store::PlayMode::OnScreen,
        layout: yahtzee::rules::Layout::Classic,
        same_dice: false,
        seats: vec![yahtzee::store::SeatResult {
            name: "Ana".into(),
            kind: yahtzee::game::SeatKind::Human,
            total: 5,
            rank: 1,
            tied: 1,
            upper_bonus: false,
            yahtzees: 0,
            boxes: None,
            stand_in_turns: 0,
            account: None,
        }],
    });
    history_store.put_history(earlier);
    let mut app = common::app(
        history_store,
        Start::Match {
            setup: classic(vec![Seat::human("Ana")], 2),
            options: MatchOptions::default(),
        },
    );
    play_out(&mut app);
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("New personal best for Ana"), "{screen}");
}

fn click_box(app: &mut yahtzee::tui::App, b: BoxId) {
    let row = 2 + yahtzee::tui::widgets::card_rows(yahtzee::rules::Layout::Classic)
        .iter()
        .position(|r| *r == yahtzee::tui::widgets::CardRow::Box(b))
        .unwrap() as u16;
    click(app, 20, row);
    if app.current_match().unwrap().cards()[0]
        .first()
        .get(b)
        .is_none()
    {
        click(app, 20, row);
    }
}

#[test]
fn resuming_a_match_that_is_not_there_says_so() {
    let mut app = app(
        MemoryStore::new(),
        Start::Resume(crate::common::mid("none-saved")),
    );
    assert_eq!(app.screen_name(), "menu");
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("There is no match none-saved to resume."),
        "{screen}"
    );
}

/// A match of `setup` with instant CPUs on an 80×24 terminal, at its first handover.
fn started_at_80x24(setup: MatchSetup, shelf: yahtzee::tui::shelf::Shelf) -> yahtzee::tui::App {
    let mut app = yahtzee::tui::App::new(
        Box::new(MemoryStore::new()),
        shelf,
        yahtzee::tui::Prefs::default(),
        Start::Match {
            setup,
            options: instant(),
        },
    );
    app.handle(Input::Resize(80, 24));
    app
}

#[test]
fn a_yatzy_match_shows_its_own_card_at_80x24_and_plays_to_the_end() {
    let seats = vec![
        Seat::human("Ana"),
        Seat::human("Ben"),
        Seat::cpu("Perfect CPU", Level::Perfect),
        Seat::cpu("Casual CPU", Level::Casual),
    ];
    let setup = build::on(Ruleset::YATZY).seats(seats).seed(21).setup();
    let mut shelf = shelf();
    shelf.insert(yatzy_optimum());
    let mut app = started_at_80x24(setup, shelf);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char(' '));
    crate::common::snap!("yatzy_turn", &mut app, 80, 24);
    let screen = text(&mut app, 80, 24);
    for row in [
        "One pair",
        "Two pairs",
        "Yatzy ",
        "round 1 of 15",
        "Bonus ≥63 +50",
    ] {
        assert!(screen.contains(row), "{row} missing:\n{screen}");
    }
    // No Yahtzee box, no Yahtzee bonus row, no lower subtotal: the card fits the classic height.
    assert!(!screen.contains("Yahtzee bonus") && !screen.contains("Lower total"));
    play_out(&mut app);
    let game = app.current_match().unwrap();
    assert!(game.is_over());
    for card in game.cards() {
        assert!(card.is_complete());
        assert_eq!(card.filled_count(), 15);
        assert!(!card.first().is_filled(BoxId::Yahtzee));
    }
    let screen = text(&mut app, 80, 24);
    assert!(screen.contains("Match over"), "{screen}");
}

#[test]
fn a_triple_card_shows_one_seats_columns_at_80x24_and_plays_to_the_end() {
    let seats = vec![
        Seat::human("Ana"),
        Seat::human("Ben"),
        Seat::cpu("Perfect CPU", Level::Perfect),
        Seat::cpu("Strong CPU", Level::Strong),
    ];
    let setup = build::on(Ruleset::preset(yahtzee::rules::Preset::Triple))
        .seats(seats)
        .seed(5)
        .setup();
    let mut app = started_at_80x24(setup, shelf());
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char(' '));
    crate::common::snap!("triple_turn", &mut app, 80, 24);
    let screen = text(&mut app, 80, 24);
    for part in [
        "×1",
        "×2",
        "×3",
        "round 1 of 39",
        "CARD TOTAL",
        "Ana 0 · Ben 0",
    ] {
        assert!(screen.contains(part), "{part} missing:\n{screen}");
    }
    // The cursor moves between columns, and a click picks a column too.
    let before = app.current_match().unwrap().cards()[0];
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Enter);
    let after = app.current_match().unwrap().cards()[0];
    assert_eq!(after.filled_count(), before.filled_count() + 1);
    // Another seat's card is one key away.
    let text_now = text(&mut app, 80, 24);
    assert!(text_now.contains("Ben · 0"), "{text_now}");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('v'));
    let other = text(&mut app, 80, 24);
    assert!(other.contains("Perfect CPU · "), "{other}");
    play_out(&mut app);
    let game = app.current_match().unwrap();
    assert!(game.is_over());
    for card in game.cards() {
        assert!(card.is_complete());
        assert_eq!(card.filled_count(), 39);
    }
    let screen = text(&mut app, 80, 24);
    assert!(screen.contains("Winner's card"), "{screen}");
}

#[test]
fn hints_on_several_columns_show_points_behind_the_best_and_no_total() {
    for preset in [
        yahtzee::rules::Preset::Triple,
        yahtzee::rules::Preset::ThreeColumn,
    ] {
        let setup = build::on(Ruleset::preset(preset))
            .human("Ana")
            .human("Ben")
            .seed(5)
            .setup();
        let mut with_column = shelf();
        with_column.insert(std::sync::Arc::new(yahtzee::ai::Optimum::solve(
            Ruleset::preset(preset).column_rules(),
            2,
            &|_, _| {},
        )));
        let mut app = started_at_80x24(setup, with_column.clone());
        common::until_shelf_ready(&mut app, &with_column);
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Char('h'));
        let screen = text(&mut app, 80, 24);
        assert!(
            screen.contains("no true total") && screen.contains("behind the best"),
            "{screen}"
        );
        assert!(!screen.contains("From the start of this turn"), "{screen}");
        // The sentence flows to the panel's width: where the panel is 76 columns wide it is
        // one line, not three broken at 32; at 80×24 no word is left alone on a line.
        let screen = text(&mut app, 120, 40);
        assert!(
            screen.contains(
                "Options show points behind the best: several columns have no true total."
            ),
            "{screen}"
        );
        let screen = text(&mut app, 80, 24);
        let alone = screen.lines().any(|l| {
            l.split('│')
                .any(|part| ["total.", "true total.", "columns"].contains(&part.trim()))
        });
        assert!(!alone, "{screen}");
        if preset == yahtzee::rules::Preset::Triple {
            crate::common::snap!("triple_start_hint_80x24", &mut app, 80, 24);
            crate::common::snap!("triple_start_hint_120x40", &mut app, 120, 40);
        }
        key(&mut app, KeyCode::Char(' '));
        for (w, h) in [(80, 24), (120, 40)] {
            let screen = text(&mut app, w, h);
            assert!(
                screen.contains("(best)") && screen.contains('−'),
                "{screen}"
            );
            // No line of the panel claims a final total (every card total here is far below
            // 100 after one throw, so any figure of three digits and a decimal would be one).
            let totals = screen.lines().filter(|l| {
                l.split(|c: char| !(c.is_ascii_digit() || c == '.'))
                    .any(|w| w.contains('.') && w.split('.').next().is_some_and(|i| i.len() >= 3))
            });
            assert_eq!(totals.count(), 0, "{screen}");
        }
        if preset == yahtzee::rules::Preset::Triple {
            crate::common::snap!("triple_hints", &mut app, 80, 24);
            crate::common::snap!("triple_hints_120x40", &mut app, 120, 40);
        }
    }
}

#[test]
fn the_results_of_a_triple_match_show_every_seats_card_in_turn() {
    let setup = build::on(Ruleset::preset(yahtzee::rules::Preset::Triple))
        .cpu("Perfect CPU", Level::Perfect)
        .cpu("Casual CPU", Level::Casual)
        .seed(5)
        .setup();
    let mut app = started_at_80x24(setup, shelf());
    play_out(&mut app);
    let game = app.current_match().unwrap().clone();
    let standings = game.standings();
    let name = |i: usize| game.seats()[standings[i].seat.index()].name.clone();
    let total = |i: usize| game.cards()[standings[i].seat.index()].total(game.rules());
    let screen = text(&mut app, 80, 24);
    assert!(
        screen.contains(&format!("Winner's card · {} · 1/2", name(0))),
        "{screen}"
    );
    assert!(screen.contains("Tab next seat's card"), "{screen}");
    crate::common::snap!("triple_results_winner", &mut app, 80, 24);
    // Tab shows the other seat's card, its own total on it; and then the winner's again.
    key(&mut app, KeyCode::Tab);
    let screen = text(&mut app, 80, 24);
    assert!(
        screen.contains(&format!("{}'s card · 2/2", name(1))),
        "{screen}"
    );
    let card_total = screen
        .lines()
        .find(|l| l.contains("CARD TOTAL"))
        .unwrap_or_default()
        .to_string();
    assert!(card_total.contains(&total(1).to_string()), "{card_total}");
    crate::common::snap!("triple_results_second", &mut app, 80, 24);
    crate::common::snap!("triple_results_second_120x40", &mut app, 120, 40);
    key(&mut app, KeyCode::Tab);
    let screen = text(&mut app, 80, 24);
    assert!(
        screen.contains(&format!("Winner's card · {}", name(0))),
        "{screen}"
    );
    // A classic match has every card on screen: no key for another.
    let mut app = started_at_80x24(two_seat_setup(11), shelf());
    play_out(&mut app);
    let screen = text(&mut app, 80, 24);
    assert!(!screen.contains("next seat's card"), "{screen}");
}

#[test]
fn v_reviews_a_triple_match_against_perfects_search_as_estimates() {
    let setup = build::on(Ruleset::preset(yahtzee::rules::Preset::Triple))
        .cpu("Perfect CPU", Level::Perfect)
        .cpu("Casual CPU", Level::Casual)
        .seed(5)
        .setup();
    let mut app = started_at_80x24(setup, shelf());
    play_out(&mut app);
    let game = app.current_match().unwrap().clone();
    let perfect = game.cards()[0].total(game.rules());
    key(&mut app, KeyCode::Char('v'));
    let screen = text(&mut app, 80, 24);
    assert!(!screen.contains("too big to solve"), "{screen}");
    assert!(screen.contains("(estimates)"), "{screen}");
    assert!(
        screen.contains("No card of several columns has an exact"),
        "{screen}"
    );
    crate::common::snap!("triple_review", &mut app, 80, 24);
    let wide = text(&mut app, 120, 40);
    // Perfect plays the search the review rates with: nothing given away.
    let headline =
        format!("Perfect CPU — {perfect} points, 0.0 expected points given away (estimated)");
    for part in [headline.as_str(), "Flawless", " ×3 for "] {
        assert!(wide.contains(part), "{part}:\n{wide}");
    }
    crate::common::snap!("triple_review_120x40", &mut app, 120, 40);
    // The Casual CPU's review ends the text, with the 39th round.
    key(&mut app, KeyCode::End);
    let end = text(&mut app, 120, 40);
    assert!(end.contains("R39"), "{end}");
}

#[test]
fn the_three_column_card_marks_the_next_box_of_its_ordered_columns() {
    let setup = build::on(Ruleset::preset(yahtzee::rules::Preset::ThreeColumn))
        .human("Ana")
        .human("Ben")
        .seed(8)
        .setup();
    let mut app = started_at_80x24(setup, shelf());
    key(&mut app, KeyCode::Enter);
    let screen = text(&mut app, 80, 24);
    assert!(screen.contains("Down") && screen.contains("Up") && screen.contains("Free"));
    let aces = screen.lines().find(|l| l.contains("Aces")).unwrap();
    let chance = screen.lines().find(|l| l.contains("Chance")).unwrap();
    assert!(aces.contains("next") && chance.contains("next"), "{screen}");
    key(&mut app, KeyCode::Char(' '));
    let screen = text(&mut app, 80, 24);
    let twos = screen.lines().find(|l| l.contains("Twos")).unwrap();
    assert_eq!(
        twos.matches('✗').count(),
        2,
        "Down and Up refuse Twos now:\n{screen}"
    );
}

/// A notice quoting a file (a config problem, a damaged save's message) may hold control
/// characters. The game draws through ratatui, whose buffer drops them, so nothing a file
/// says reaches the terminal as a command and the screens need no escaping of their own.
#[test]
fn control_characters_in_notices_are_never_drawn() {
    let mut app = common::app(MemoryStore::new(), Start::Menu);
    app.tell("Noted \u{1b}]0;owned\u{7}: \u{1b}[31mred\u{9b}2J\u{7f} done".to_string());
    let terminal = draw(&mut app, 100, 30);
    let buf = terminal.backend().buffer();
    let mut drawn = String::new();
    for cell in buf.content() {
        drawn.push_str(cell.symbol());
    }
    assert!(drawn.contains("Noted"), "the notice is drawn: {drawn}");
    assert!(
        !drawn.chars().any(char::is_control),
        "no control character reaches a cell"
    );
}

/// A match of `seats` on `rules` played with `options`, on a 100×30 terminal.
fn match_of(rules: Ruleset, seats: Vec<Seat>, options: MatchOptions) -> yahtzee::tui::App {
    common::app(
        MemoryStore::new(),
        Start::Match {
            setup: build::on(rules).seats(seats).seed(5).setup(),
            options,
        },
    )
}

/// The help bar: the screen's last line.
fn help_bar(app: &mut yahtzee::tui::App, w: u16, h: u16) -> String {
    text(app, w, h)
        .lines()
        .last()
        .unwrap_or_default()
        .to_string()
}

#[test]
fn the_keys_overlay_lists_what_works_here_and_scrolls_to_its_end_at_every_size() {
    // One column, on-screen dice, no score pad, no CPU: no column keys, no card key, no
    // correction, no CPU keys.
    let mut app = match_of(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana")],
        MatchOptions::default(),
    );
    chars(&mut app, "?");
    assert_eq!(app.overlay_name(), Some("help"));
    for (w, h) in [(80, 24), (100, 30), (120, 40)] {
        let mut seen = String::new();
        for _ in 0..40 {
            seen.push_str(&text(&mut app, w, h));
            key(&mut app, KeyCode::Down);
        }
        // The overlay's last words are reached by scrolling, wherever they wrap.
        assert!(
            seen.contains("press it.") || seen.contains("│it."),
            "{w}×{h}: the last line never shown:\n{seen}"
        );
        for must in ["During play", "throw", "Anywhere", "ctrl+c", "Mouse:"] {
            assert!(
                seen.to_lowercase().contains(&must.to_lowercase()),
                "{w}×{h}: {must} never shown:\n{seen}"
            );
        }
        for never in [
            "column",
            "another seat's card",
            "correct a score",
            "skip CPU",
        ] {
            assert!(!seen.contains(never), "{w}×{h}: {never} listed:\n{seen}");
        }
        for _ in 0..40 {
            key(&mut app, KeyCode::Up);
        }
    }
    // A real-dice seat is not offered the game's dice keys; a score pad offers corrections.
    let mut app = match_of(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana")],
        MatchOptions {
            real_dice: vec![true],
            ..MatchOptions::default()
        },
    );
    chars(&mut app, "?");
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("type the five faces"), "{screen}");
    assert!(!screen.contains("space/r"), "{screen}");
    assert!(!screen.contains("1-5"), "{screen}");
    let mut app = match_of(
        Ruleset::preset(yahtzee::rules::Preset::Triple),
        vec![Seat::human("Ana"), Seat::human("Ben")],
        MatchOptions {
            score_pad: true,
            ..MatchOptions::default()
        },
    );
    chars(&mut app, "?");
    let screen = text(&mut app, 100, 30);
    for must in ["correct a score", "column", "another seat's card"] {
        assert!(screen.contains(must), "{must}: {screen}");
    }
}

#[test]
fn the_help_bar_and_buttons_offer_only_what_the_session_allows() {
    let mut app = match_of(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana")],
        MatchOptions {
            undo: false,
            hints: false,
            ..MatchOptions::default()
        },
    );
    key(&mut app, KeyCode::Char(' '));
    let bar = help_bar(&mut app, 100, 30);
    assert!(!bar.contains("undo"), "undo off: {bar}");
    assert!(!bar.contains("hint"), "hints off: {bar}");
    assert!(bar.contains("throw") && bar.contains("hold"), "{bar}");
    // Every die held: throwing is not offered any more.
    chars(&mut app, "12345");
    let bar = help_bar(&mut app, 100, 30);
    assert!(!bar.contains("throw"), "all held: {bar}");
}

#[test]
fn the_handover_bar_says_what_enter_and_esc_do() {
    let mut app = match_of(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana"), Seat::human("Ben")],
        MatchOptions::default(),
    );
    let bar = help_bar(&mut app, 100, 30);
    assert!(bar.contains("Ana plays") && bar.contains("menu"), "{bar}");
    assert!(!bar.contains("takes back"), "{bar}");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Enter);
    let bar = help_bar(&mut app, 100, 30);
    assert!(bar.contains("Ben plays"), "{bar}");
    assert!(bar.contains("Ana takes back"), "{bar}");
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay_name(), Some("pause"));
}

/// The default name "You" is the person at the keyboard: spoken to, never "You plays".
#[test]
fn the_handover_speaks_to_the_seat_named_you() {
    let mut app = match_of(
        Ruleset::CLASSIC,
        vec![Seat::human("You"), Seat::human("Ben")],
        MatchOptions::default(),
    );
    let bar = help_bar(&mut app, 100, 30);
    assert!(
        bar.contains("you play") && !bar.contains("You plays"),
        "{bar}"
    );
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Enter);
    let bar = help_bar(&mut app, 100, 30);
    assert!(bar.contains("you take back"), "{bar}");
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("u takes back your last move") && !screen.contains("gives You"),
        "{screen}"
    );
}

#[test]
fn a_yatzy_results_screen_and_its_card_say_yatzy() {
    let setup = build::on(Ruleset::YATZY).human("Ana").seed(4).setup();
    let mut shelf = shelf();
    shelf.insert(yatzy_optimum());
    let mut app = yahtzee::tui::App::new(
        Box::new(MemoryStore::new()),
        shelf,
        yahtzee::tui::Prefs {
            clipboard: true,
            ..yahtzee::tui::Prefs::default()
        },
        Start::Match {
            setup,
            options: instant(),
        },
    );
    app.handle(Input::Resize(100, 30));
    play_out(&mut app);
    assert_eq!(app.screen_name(), "results");
    crate::common::snap!("results_yatzy", &mut app, 80, 24);
    crate::common::snap!("results_yatzy_wide", &mut app, 120, 30);
    let screen = text(&mut app, 120, 30);
    assert!(
        screen.contains(" YATZY ") && !screen.contains("YAHTZEE"),
        "{screen}"
    );
    assert!(
        screen.contains("Yatzys") && !screen.contains("Yahtzees"),
        "{screen}"
    );
    chars(&mut app, "c");
    let card = app.take_clipboard().unwrap();
    assert!(card.starts_with("YATZY · "), "{card}");
    assert!(card.contains("Ones") && !card.contains("Aces"), "{card}");
}

#[test]
fn a_cpus_holds_are_told_by_what_stays_held() {
    let mut app = match_app(two_seat_setup(7), MatchOptions::default());
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Enter);
    let mut said = Vec::new();
    for _ in 0..400 {
        app.tick(std::time::Duration::from_millis(50));
        let screen = text(&mut app, 100, 30);
        for line in screen.lines() {
            if let Some(at) = line
                .find("Strong CPU holds")
                .or(line.find("Strong CPU releases"))
            {
                let words = line[at..].trim_end_matches([' ', '│']).to_string();
                if !said.contains(&words) {
                    said.push(words);
                }
            }
        }
        if app.current_match().unwrap().current_seat() == Some(yahtzee::game::SeatId(0)) {
            break;
        }
    }
    assert!(!said.is_empty(), "the CPU held nothing on its turn");
    for words in &said {
        // "holds a 2 (keeping 2)" said the die twice.
        assert!(!words.contains("keeping"), "{said:?}");
        let (_, rest) = words.split_once(" a ").unwrap();
        let die = &rest[..1];
        assert!(
            rest.len() == 1 || rest.ends_with("held)") && !rest.ends_with(&format!("({die} held)")),
            "{said:?}"
        );
    }
}

/// The menu of a store whose last setup played `rules`, with the Rules page opened.
fn rules_page(rules: Ruleset) -> yahtzee::tui::App {
    use yahtzee::store::{LastSetup, Storage};
    let mut store = MemoryStore::new();
    store
        .save_setup(&LastSetup {
            rules,
            seats: vec![Seat::human("Ana")],
            options: MatchOptions::default(),
            same_dice: false,
            language: None,
        })
        .unwrap();
    let mut app = common::app(store, Start::Menu);
    // Past Daily and Learn to play; no match to resume: Down skips it and lands on Rules.
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    app
}

#[test]
fn the_triple_rules_page_lists_its_boxes_and_its_own_bonus_joker_and_total() {
    let mut app = rules_page(Ruleset::preset(yahtzee::rules::Preset::Triple));
    let top = text(&mut app, 120, 40);
    assert!(top.contains("Rules · Triple Yahtzee"), "{top}");
    crate::common::snap!("rules_triple_wide", &mut app, 120, 40);
    // At 80×24, a page down shows the sections whose box lists were empty.
    key(&mut app, KeyCode::PageDown);
    crate::common::snap!("rules_triple", &mut app, 80, 24);
    let mut seen = String::new();
    for _ in 0..8 {
        seen.push_str(&text(&mut app, 80, 24));
        key(&mut app, KeyCode::PageDown);
    }
    for part in [
        "Aces … Sixes",
        "Three of a kind",
        "Chance           anything",
        "Once all three Yahtzee boxes hold 50",
        "Total = the ×1 column + 2 × the ×2 column + 3 × the ×3 column.",
    ] {
        assert!(seen.contains(part), "{part} missing:\n{seen}");
    }
    assert!(
        !seen.contains("thrown when the Yahtzee box already holds"),
        "{seen}"
    );
}

/// The screen as text with the progress of solved data being built written as `NN%`, since how
/// far a background build is when the screen is drawn depends on the machine.
fn without_progress(screen: &str) -> String {
    let mut out = String::new();
    let mut rest = screen;
    while let Some(i) = rest.find("building ") {
        let (head, tail) = rest.split_at(i + "building ".len());
        out.push_str(head);
        let digits = tail.chars().take_while(char::is_ascii_digit).count();
        if digits > 0 {
            out.push_str(&"N".repeat(digits));
        }
        rest = &tail[digits..];
    }
    out.push_str(rest);
    out
}

/// While the outlook is prepared, the title line says how far, once, in words
/// that no one takes for a seat's chance; the row's seat cells stay empty.
#[test]
fn the_chance_row_shows_progress_once_while_its_outlook_is_built() {
    let mut app = yahtzee::tui::App::new(
        Box::new(MemoryStore::new()),
        yahtzee::tui::shelf::Shelf::new(None),
        yahtzee::tui::Prefs::default(),
        Start::Match {
            setup: two_seat_setup(7),
            options: MatchOptions::default(),
        },
    );
    app.handle(Input::Resize(80, 24));
    for (w, h) in [(80, 24), (110, 30)] {
        let screen = text(&mut app, w, h);
        let row = screen
            .lines()
            .find(|l| l.contains("Chance to win"))
            .unwrap_or_default();
        assert!(!row.contains("building"), "{screen}");
        let title = screen.lines().next().unwrap_or_default();
        assert_eq!(
            title.matches("chance to win: building").count(),
            1,
            "{screen}"
        );
        assert_eq!(screen.matches("building").count(), 1, "{screen}");
        assert!(!title.contains('…'), "{screen}");
        insta::assert_snapshot!(
            format!("chance_row_building_{w}x{h}"),
            without_progress(&screen)
        );
        crate::common::uncut::check(&mut app, w, h, "chance_row_building");
    }
}

/// On the three-column card the standings line gives each seat's estimated chance to win,
/// marked as an estimate, and it moves with the dice; on Triple, whose estimate is not
/// calibrated closely enough, it is hidden.
#[test]
fn a_three_column_match_shows_estimated_chances_to_win_and_triple_none() {
    let seats = || vec![Seat::human("Ana"), Seat::cpu("Perfect CPU", Level::Perfect)];
    let setup = build::on(Ruleset::preset(yahtzee::rules::Preset::ThreeColumn))
        .seats(seats())
        .seed(5)
        .setup();
    // The optimum of one of its columns (no Joker, no extra bonus), solved here.
    let mut three = shelf();
    three.insert(std::sync::Arc::new(yahtzee::ai::Optimum::solve(
        setup.rules.column_rules(),
        2,
        &|_, _| {},
    )));
    let mut app = started_at_80x24(setup, three.clone());
    common::until_shelf_ready(&mut app, &three);
    key(&mut app, KeyCode::Enter);
    let before = text(&mut app, 80, 24);
    assert!(before.contains("Ana 0 ≈50%"), "{before}");
    key(&mut app, KeyCode::Char(' '));
    crate::common::snap!("three_column_estimated_chances", &mut app, 80, 24);
    crate::common::snap!("three_column_estimated_chances_120x40", &mut app, 120, 40);
    let screen = text(&mut app, 120, 40);
    assert_eq!(screen.matches('≈').count(), 2, "{screen}");
    let setup = build::on(Ruleset::preset(yahtzee::rules::Preset::Triple))
        .seats(seats())
        .seed(5)
        .setup();
    let mut app = started_at_80x24(setup, shelf());
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char(' '));
    let screen = text(&mut app, 120, 40);
    assert!(!screen.contains('≈'), "{screen}");
}

/// Four seats with long names and two CPUs, at their first person's throw with hints open.
fn four_long_names(w: u16, h: u16) -> yahtzee::tui::App {
    let setup = classic(
        vec![
            Seat::human("Anastasia Long"),
            Seat::human("Bartholomew Name"),
            Seat::cpu("Strong CPU", Level::Strong),
            Seat::cpu("Perfect CPU", Level::Perfect),
        ],
        5,
    );
    let mut app = match_app(setup, instant());
    app.handle(Input::Resize(w, h));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('h'));
    app
}

/// The part of each screen line right of column `x` (the panel beside the card).
fn right_of(screen: &str, x: usize) -> Vec<String> {
    screen
        .lines()
        .map(|l| l.chars().skip(x).collect::<String>())
        .collect()
}

/// Four long names once took the card to 70 columns of 100, leaving the turn panel 30:
/// dice without gaps, buttons on two rows and hints without their "(best)". The names are
/// cut in the card now; the panel keeps its dice, one row of buttons and full hint lines.
#[test]
fn four_long_names_leave_the_turn_panel_readable() {
    let mut app = four_long_names(100, 30);
    let before = text(&mut app, 100, 30);
    let panel_x = before
        .lines()
        .nth(1)
        .and_then(|l| l.chars().position(|c| c == '╮'))
        .unwrap_or(0)
        + 1;
    assert!(
        panel_x <= 54,
        "the card leaves the panel 46 columns:\n{before}"
    );
    let panel = right_of(&before, panel_x);
    // Before a throw, the turn's worth is shown whole.
    let start = panel
        .iter()
        .position(|l| l.contains("From the start of this turn:"))
        .unwrap_or_else(|| panic!("{before}"));
    assert!(
        panel[start].contains('.') || panel[start + 1].contains('.'),
        "{before}"
    );
    key(&mut app, KeyCode::Char(' '));
    crate::common::snap!("four_long_names_100x30", &mut app, 100, 30);
    let screen = text(&mut app, 100, 30);
    for part in ["Anastas…", "Barthol…", "(best)", ", throw "] {
        assert!(screen.contains(part), "{part} missing:\n{screen}");
    }
    assert!(
        screen
            .lines()
            .any(|l| ["Throw", "Score", "Hint", "Undo", "Skip", "Menu"]
                .iter()
                .all(|b| l.contains(&format!(" {b} ")))),
        "every button on one row:\n{screen}"
    );
    assert!(
        screen.contains("╭─────╮ ╭─────╮"),
        "dice with gaps:\n{screen}"
    );
}

/// At 80×24 the narrow panel of four seats still lists three options whole, the best one
/// named so, and the turn's worth before a throw wraps instead of losing its figure.
#[test]
fn four_seats_at_80x24_list_three_whole_options() {
    let mut app = four_long_names(80, 24);
    let before = text(&mut app, 80, 24);
    let panel = right_of(&before, 50);
    let start = panel
        .iter()
        .position(|l| l.contains("From the start of this turn:"))
        .unwrap_or_else(|| panic!("{before}"));
    assert!(panel[start + 1].contains('.'), "{before}");
    key(&mut app, KeyCode::Char(' '));
    crate::common::snap!("four_long_names_80x24", &mut app, 80, 24);
    let screen = text(&mut app, 80, 24);
    let options: Vec<String> = right_of(&screen, 50)
        .into_iter()
        .filter(|l| l.contains("Keep ") || l.contains("Hold ") || l.contains("Reroll"))
        .collect();
    assert!(options.len() >= 3, "{screen}");
    assert!(options[0].contains("(best)"), "{screen}");
    for line in &options {
        // A whole line ends in its figure (or the best's tag) and spaces before the border.
        let inside = line.trim_end_matches('│').trim_end();
        assert!(
            inside.ends_with(|c: char| c.is_ascii_digit() || c == ')' || c == '%'),
            "{line:?} is cut:\n{screen}"
        );
    }
}

/// During a CPU's turn the hint panel makes way for the log (its options would read as
/// advice to the person watching), and comes back on the person's next turn.
#[test]
fn hints_stay_closed_through_a_cpus_turn_and_come_back_after() {
    let mut app = match_app(two_seat_setup(7), MatchOptions::default());
    key(&mut app, KeyCode::Char('h'));
    key(&mut app, KeyCode::Char(' '));
    assert!(text(&mut app, 100, 30).contains("Hints ("));
    key(&mut app, KeyCode::Enter);
    if app.overlay_name().is_some() {
        key(&mut app, KeyCode::Enter);
    }
    let game = app.current_match().unwrap();
    assert_eq!(game.current_seat(), Some(yahtzee::game::SeatId(1)));
    for (w, h) in [(80, 24), (100, 30)] {
        let screen = text(&mut app, w, h);
        assert!(!screen.contains("Hints"), "{screen}");
        assert!(
            screen.contains("Match log") || screen.contains("Log ·"),
            "{screen}"
        );
    }
    key(&mut app, KeyCode::Tab);
    assert_eq!(
        app.current_match().unwrap().current_seat(),
        Some(yahtzee::game::SeatId(0))
    );
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("From the start of this turn"), "{screen}");
}

/// On three columns a refused box's reason stays only while the cursor is on it.
#[test]
fn a_refusal_goes_when_the_cursor_moves_to_a_legal_box() {
    let setup = build::on(Ruleset::preset(yahtzee::rules::Preset::ThreeColumn))
        .human("Ana")
        .human("Ben")
        .seed(5)
        .setup();
    let mut app = started_at_80x24(setup, shelf());
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char(' '));
    // Twos of the Down column (the first column, one row below Aces): out of order.
    click(&mut app, 20, 4);
    let refused = text(&mut app, 80, 24);
    assert!(refused.contains("comes next"), "{refused}");
    assert_eq!(app.current_match().unwrap().cards()[0].filled_count(), 0);
    // Up to Aces, which the Down column takes first.
    key(&mut app, KeyCode::Up);
    for (w, h) in [(80, 24), (100, 30)] {
        let screen = text(&mut app, w, h);
        assert!(!screen.contains("comes next"), "{screen}");
    }
    key(&mut app, KeyCode::Down);
    let again = text(&mut app, 80, 24);
    assert!(
        again.contains("comes next"),
        "the box's own refusal:\n{again}"
    );
}

/// Setup at 80 columns: every value whole beside its label.
#[test]
fn setup_at_80x24_cuts_no_value() {
    let mut app = common::app(
        MemoryStore::new(),
        Start::Setup {
            setup: None,
            seed: Some(3),
        },
    );
    crate::common::snap!("setup_80x24", &mut app, 80, 24);
    let screen = text(&mut app, 80, 24);
    assert!(screen.contains("thrown on screen"), "{screen}");
    // Every row of the list ends in a space before its border.
    for line in screen.lines().skip(2).take(20) {
        let list: String = line.chars().take(52).collect();
        assert!(list.ends_with(" │"), "{line:?}:\n{screen}");
    }
}

/// Statistics name each player in full where the table has room (not "Casual CP").
#[test]
fn statistics_headers_keep_whole_names_at_80x24() {
    use yahtzee::store::Storage;
    let mut store = MemoryStore::new();
    let seats = vec![
        Seat::cpu("Ana Strong CPU", Level::Strong),
        Seat::cpu("Casual CPU", Level::Casual),
        Seat::cpu("Perfect CPU", Level::Perfect),
    ];
    let mut m = yahtzee::game::Match::new(&build::classic().seats(seats).seed(9).setup()).unwrap();
    while let Some(seat) = m.current_seat() {
        m.apply(seat, yahtzee::game::Action::Roll).unwrap();
        let b = m.placements().unwrap().allowed().last().unwrap().0;
        m.apply(seat, yahtzee::game::Action::score_at(b)).unwrap();
    }
    store
        .archive(
            yahtzee::store::FinishedMatch {
                id: "m1".into(),
                started_unix: 1_700_000_000,
                finished_unix: 1_700_000_900,
                options: MatchOptions::default(),
                record: m.to_record(),
            },
            true,
        )
        .unwrap();
    let (history, _) = store.history();
    let stats = yahtzee::store::player_stats(&history);
    let details = yahtzee::store::stats_details(&stats, &history);
    // Every column, in as many tables as it takes.
    let head = details
        .iter()
        .filter(|l| l.starts_with("Mean per box"))
        .cloned()
        .collect::<Vec<_>>()
        .join(" ");
    for name in ["Ana Strong CPU", "Casual CPU", "Perfect CPU"] {
        assert!(head.contains(name), "{head}");
    }
    assert!(
        details.iter().all(|l| l.chars().count() <= 77),
        "{details:?}"
    );
    let mut app = common::app(store, Start::Menu);
    // Past Daily, Learn to play and Rules, to Statistics.
    for _ in 0..4 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    // A CPU-only match: the CPUs' figures are one key away from the default, people only.
    key(&mut app, KeyCode::Char('a'));
    crate::common::snap!("statistics_80x24", &mut app, 80, 24);
    let screen = text(&mut app, 80, 24);
    // The players' table fits: its header and each row on one line, not wrapped in two.
    assert!(
        screen.contains("Yahtzees Best game")
            && screen.contains(
                "Ana Strong CPU Strong CPU      1    1  74.0   74    0%        0 2023-11-14"
            ),
        "{screen}"
    );
    let head = screen
        .lines()
        .find(|l| l.contains("Mean per box"))
        .unwrap_or_else(|| panic!("{screen}"));
    for name in ["Ana Strong CPU", "Casual CPU", "Perfect CPU"] {
        assert!(head.contains(name), "{head}");
    }
}

/// With four seats at 80×24 the results' standings are narrow: the figures the card shows
/// too give way before the names, and no column is left cut.
#[test]
fn four_seat_standings_at_80x24_keep_every_column() {
    let setup = classic(
        vec![
            Seat::human("Anastasia"),
            Seat::cpu("Strong CPU", Level::Strong),
            Seat::cpu("Perfect CPU", Level::Perfect),
            Seat::cpu("Casual CPU", Level::Casual),
        ],
        3,
    );
    let mut app = match_app(setup, instant());
    play_out(&mut app);
    assert_eq!(app.screen_name(), "results");
    let screen = text(&mut app, 80, 24);
    let head = screen
        .lines()
        .find(|l| l.contains("Rank"))
        .unwrap_or_else(|| panic!("{screen}"));
    assert!(
        head.trim_end_matches([' ', '│']).ends_with("Total"),
        "{screen}"
    );
    for name in ["Anastasia", "Strong CPU", "Perfect CPU", "Casual CPU"] {
        assert!(screen.contains(&format!(" {name} ")), "{name}: {screen}");
    }
    let rows: Vec<&str> = screen
        .lines()
        .skip_while(|l| !l.contains("Rank"))
        .skip(1)
        .take(4)
        .collect();
    for row in &rows {
        let last = row.trim_end_matches([' ', '│']).chars().last();
        assert!(last.is_some_and(|c| c.is_ascii_digit()), "{screen}");
    }
}

/// A ✗ box says why as the cursor reaches it, whatever was said before (here, a refused
/// undo): the reason is not kept for Enter.
#[test]
fn a_joker_cross_says_why_as_the_cursor_reaches_it() {
    let store = store_with_match(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana"), Seat::cpu("Bot", Level::Beginner)],
        "66666 11111 44444",
        instant(),
    );
    let mut app = common::app(store, Start::Resume(crate::common::built()));
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Enter);
    app.tick(std::time::Duration::ZERO);
    key(&mut app, KeyCode::Char(' '));
    chars(&mut app, "u");
    let screen = text(&mut app, 80, 24);
    assert!(
        screen.contains("Nothing to undo since the throw"),
        "{screen}"
    );
    key(&mut app, KeyCode::Down);
    let screen = text(&mut app, 80, 24);
    assert!(
        screen.contains("Joker: five 4s must go in Fours while Fours"),
        "{screen}"
    );
    crate::common::snap!("joker_cross_reason_80x24", &mut app, 80, 24);
    crate::common::snap!("joker_cross_reason_120x40", &mut app, 120, 40);
    // Back on the box that takes the dice, the Joker's own line returns.
    key(&mut app, KeyCode::Up);
    let screen = text(&mut app, 120, 40);
    assert!(screen.contains("Joker: five 4s go in Fours"), "{screen}");
}

/// Four seats to the end with instant CPUs, up to the results.
fn four_seat_results() -> yahtzee::tui::App {
    let setup = classic(
        vec![
            Seat::human("Ana"),
            Seat::cpu("Casual CPU", Level::Casual),
            Seat::cpu("Strong CPU", Level::Strong),
            Seat::cpu("Beginner CPU", Level::Beginner),
        ],
        12,
    );
    let mut app = match_app(setup, instant());
    play_out(&mut app);
    app
}

/// The results stay until a listed key is pressed: Enter (the key that ended the match) is
/// not one, and no key pressed before they were drawn, or in the moment after, leaves them.
#[test]
fn the_results_stay_until_a_listed_key_is_pressed_after_they_are_seen() {
    let mut app = match_app(two_seat_setup(11), instant());
    play_to_results(&mut app);
    assert_eq!(app.screen_name(), "results");
    // The last person's key, pressed again in the last instant of the match.
    chars(&mut app, "m");
    assert_eq!(app.screen_name(), "results", "not yet drawn");
    text(&mut app, 100, 30);
    chars(&mut app, "m");
    assert_eq!(app.screen_name(), "results", "drawn this instant");
    app.tick(std::time::Duration::from_millis(300));
    chars(&mut app, "m");
    assert_eq!(app.screen_name(), "results", "still the moment after");
    app.tick(yahtzee::tui::screens::results::RESULTS_GRACE);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "results", "Enter is not listed");
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.screen_name(), "results", "Esc is not listed either");
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("The results stay until you choose: m for the main menu"),
        "{screen}"
    );
    let help = help_bar(&mut app, 100, 30);
    assert!(help.contains("m main menu"), "{help}");
    assert!(!help.contains("Enter") && !help.contains("Esc"), "{help}");
    chars(&mut app, "m");
    assert_eq!(app.screen_name(), "menu");
}

/// Four seats at 80×24 keep every name whole in the standings: the figures the card
/// shows too give way first.
#[test]
fn four_seat_results_keep_names_readable() {
    let mut app = four_seat_results();
    for (w, h) in [(80, 24), (120, 40)] {
        let screen = text(&mut app, w, h);
        for name in ["Ana", "Casual CPU", "Strong CPU", "Beginner CPU"] {
            assert!(
                screen
                    .lines()
                    .any(|l| l.contains(&format!(" {name} ")) && l.contains("││")),
                "{name} at {w}×{h}: {screen}"
            );
        }
        assert!(!screen.contains("Casua…"), "{screen}");
    }
    crate::common::snap!("results_four_seats_80x24", &mut app, 80, 24);
    crate::common::snap!("results_four_seats_120x40", &mut app, 120, 40);
}

/// The final card's header keeps every name whole at 80×24 when there is room: the
/// standings panel gives way, and at most " CPU" goes ("Beginner", never "Beginn…").
#[test]
fn the_final_card_header_keeps_names_whole() {
    let setup = classic(
        vec![
            Seat::human("Ana"),
            Seat::cpu("Beginner CPU", Level::Beginner),
        ],
        12,
    );
    let mut two = match_app(setup, instant());
    play_out(&mut two);
    let mut four = four_seat_results();
    for (app, names) in [
        (&mut two, &["Ana", "Beginner"][..]),
        (&mut four, &["Ana", "Casual", "Strong", "Beginner"][..]),
    ] {
        for (w, h) in [(80, 24), (120, 40)] {
            let screen = text(app, w, h);
            assert!(
                screen
                    .lines()
                    .any(|l| names.iter().all(|n| l.contains(&format!(" {n}")))),
                "{names:?} at {w}×{h}: {screen}"
            );
            assert!(!screen.contains("…"), "{w}×{h}: {screen}");
        }
    }
    crate::common::snap!("results_two_seats_80x24", &mut two, 80, 24);
    crate::common::snap!("results_two_seats_120x40", &mut two, 120, 40);
}

/// The hand-over prompt says "press Enter", and that is true: Space (the previous person's
/// throw key, pressed once too often) does not pass the keyboard, and says which key does.
#[test]
fn space_does_not_pass_the_keyboard_at_the_handover() {
    let mut app = match_of(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana"), Seat::human("Ben")],
        MatchOptions::default(),
    );
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay_name(), Some("handover"));
    key(&mut app, KeyCode::Char(' '));
    assert_eq!(app.overlay_name(), Some("handover"), "Space passes nothing");
    assert!(app.current_match().unwrap().throw().is_none(), "nor throws");
    let screen = text(&mut app, 80, 24);
    assert!(screen.contains("Ben's turn — press Enter"), "{screen}");
    crate::common::snap!("handover_space_80x24", &mut app, 80, 24);
    crate::common::snap!("handover_space_120x40", &mut app, 120, 40);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay_name(), None);
}

/// "par" is on the card from the first turn: the keys overlay says what it means.
#[test]
fn the_keys_overlay_explains_par() {
    let mut app = match_of(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana")],
        MatchOptions::default(),
    );
    chars(&mut app, "?");
    let screen = text(&mut app, 120, 40);
    assert!(screen.contains("par: three of each face"), "{screen}");
}

/// A full-width name (as a server's handle may be) takes two columns a character: the
/// standings once padded names by characters, and that row's total stood three columns right
/// of the others'.
#[test]
fn the_standings_stay_aligned_beside_a_full_width_name() {
    let setup = classic(
        vec![
            Seat::human("ｂｏｂ"),
            Seat::cpu("Strong CPU", Level::Strong),
        ],
        5,
    );
    let mut app = match_app(setup, instant());
    play_out(&mut app);
    assert_eq!(app.screen_name(), "results");
    for (w, h) in [(80, 24), (120, 40)] {
        let screen = text(&mut app, w, h);
        // One text character per cell (a wide character's second cell is its own blank),
        // so a count of characters is a count of columns.
        let ends: Vec<usize> = screen
            .lines()
            .skip_while(|l| !l.contains("Rank"))
            .skip(1)
            .take(2)
            .map(|l| l.trim_end_matches([' ', '│']).chars().count())
            .collect();
        assert_eq!(ends.len(), 2, "{screen}");
        assert!(ends.iter().all(|&e| e == ends[0]), "{ends:?}\n{screen}");
    }
}

/// The results open with each seat's luck and play (issue 46): the account's figures, in the
/// standings' order, on the smallest terminal and a wide one; the review tells it in full.
#[test]
fn the_results_open_with_luck_and_play_and_the_review_tells_it_in_full() {
    let mut app = four_seat_results();
    let game = app.current_match().unwrap().clone();
    let account = yahtzee::ai::luck::account(&game, &classic_optimum(), None).unwrap();
    for (w, h) in [(80, 24), (120, 40)] {
        let screen = text(&mut app, w, h);
        assert!(screen.contains("Luck and play"), "{w}×{h}:\n{screen}");
        for seat in &account.seats {
            // A match on a tape: what Perfect scored on each seat's dice, beside the figures
            // or, where the panel is narrow, under them.
            let perfect = seat.perfect_on_dice.unwrap();
            assert!(
                screen.contains("Perfect on the same") && screen.contains(&perfect.to_string()),
                "{w}×{h}:\n{screen}"
            );
            let luck = yahtzee::ai::luck::signed(seat.luck);
            let play = yahtzee::ai::luck::signed(-seat.cost);
            // " CPU" goes first where the panel is narrow, as on the card's headers.
            let name = seat.name.trim_end_matches(" CPU");
            assert!(
                screen.lines().any(|l| l.contains(&format!("{name} "))
                    && l.contains(&format!("{luck:>7}{play:>7}"))),
                "{} {luck} {play} at {w}×{h}:\n{screen}",
                seat.name
            );
        }
    }
    // (The four seats' results are snapshotted at both sizes by
    // `four_seat_results_keep_names_readable`.)
    // The review (the person's seat): the sum, the accuracy and the throws and choices that
    // made it.
    key(&mut app, KeyCode::Char('v'));
    let wide = text(&mut app, 120, 40);
    let ana = &account.seats[0];
    for part in [
        format!(
            "Luck {}, play {}: {:.1} expected at the start",
            yahtzee::ai::luck::signed(ana.luck),
            yahtzee::ai::luck::signed(-ana.cost),
            ana.start
        ),
        format!("= {} points.", ana.score),
        "Accuracy ".to_string(),
        "Luckiest throws:".to_string(),
        "Costliest choices:".to_string(),
    ] {
        assert!(wide.contains(&part), "{part}:\n{wide}");
    }
    // Each throw and choice is whole on its own line, even at 80 columns: joined on one
    // line, they wrapped mid-item.
    let narrow = text(&mut app, 80, 24);
    let items: Vec<&str> = narrow.lines().filter(|l| l.contains(", throw ")).collect();
    assert!(!items.is_empty(), "{narrow}");
    for line in items {
        let whole = line.contains(": ") && (line.contains(" +") || line.contains(" −"));
        assert!(whole, "a throw cut off: {line}\n{narrow}");
    }
    crate::common::snap!("review_luck_80x24", &mut app, 80, 24);
    crate::common::snap!("review_luck_120x40", &mut app, 120, 40);
}

/// The results, once the solver's table is at hand, note each seat's account of luck and
/// play on the match's history entry: what the statistics' accuracy over time counts.
#[test]
fn the_results_note_each_seats_account_in_the_history() {
    let dir = tempfile::tempdir().unwrap();
    let store = yahtzee::store::DiskStore::new(dir.path().to_path_buf());
    let mut app = yahtzee::tui::App::new(
        Box::new(store),
        common::shelf(),
        yahtzee::tui::Prefs::default(),
        Start::Match {
            setup: two_seat_setup(12),
            options: instant(),
        },
    );
    app.handle(yahtzee::tui::Input::Resize(100, 30));
    play_out(&mut app);
    text(&mut app, 100, 30);
    let history = yahtzee::store::Storage::history(&mut yahtzee::store::DiskStore::new(
        dir.path().to_path_buf(),
    ))
    .0;
    let seats = &history.summaries[0].seats;
    let ana = seats[0].account.expect("Ana's account is noted");
    assert!(ana.accuracy.decisions > 0, "{ana:?}");
    assert!(seats[1].account.is_some());
}
