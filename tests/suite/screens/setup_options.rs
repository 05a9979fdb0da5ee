//! Match setup greys the options the seats, the card or the other options leave without
//! effect, says why, and refuses to change them, keeping their values for when they apply.

use crate::common;

use common::*;
use ratatui::crossterm::event::KeyCode;
use ratatui::style::Color;
use yahtzee::store::{CoachMode, MemoryStore};
use yahtzee::tui::{App, Prefs, Start};

const SIZES: [(u16, u16); 2] = [(80, 24), (100, 30)];

fn at_setup() -> App {
    app(
        MemoryStore::new(),
        Start::Setup {
            setup: None,
            seed: Some(1),
        },
    )
}

/// One row of the setup list: its text, the colour of its first letter, and whether the
/// cursor is on it.
struct ListRow {
    text: String,
    fg: Color,
    selected: bool,
}

/// The rows of the setup list as drawn at `w`×`h` (those scrolled into view).
fn list_rows(app: &mut App, w: u16, h: u16) -> Vec<ListRow> {
    let terminal = draw(app, w, h);
    let buf = terminal.backend().buffer();
    let theme = Prefs::default().theme;
    let selected_bg = theme.selected().bg.unwrap_or(Color::Reset);
    let (list, _) =
        yahtzee::tui::screens::setup::Setup::areas(ratatui::layout::Rect::new(0, 0, w, h));
    (list.y + 1..list.bottom() - 1)
        .map(|y| {
            let text: String = (list.x + 1..list.right() - 1)
                .map(|x| buf[(x, y)].symbol())
                .collect();
            let first = (list.x + 1..list.right() - 1)
                .find(|&x| buf[(x, y)].symbol() != " ")
                .unwrap_or(list.x + 1);
            ListRow {
                text: text.trim_end().to_string(),
                fg: buf[(first, y)].fg,
                selected: buf[(list.x + 1, y)].bg == selected_bg,
            }
        })
        .collect()
}

/// The About panel's words, as one line.
fn about(app: &mut App, w: u16, h: u16) -> String {
    let terminal = draw(app, w, h);
    let buf = terminal.backend().buffer();
    let (_, side) =
        yahtzee::tui::screens::setup::Setup::areas(ratatui::layout::Rect::new(0, 0, w, h));
    let mut words = Vec::new();
    for y in side.y + 1..side.bottom() - 1 {
        let line: String = (side.x + 1..side.right() - 1)
            .map(|x| buf[(x, y)].symbol())
            .collect();
        words.extend(line.split_whitespace().map(str::to_string));
    }
    words.join(" ")
}

/// Moves the cursor down to the next row whose label starts with `label` (after the cursor's
/// row, wrapping round), and returns that row as drawn.
fn to_row(app: &mut App, (w, h): (u16, u16), label: &str) -> ListRow {
    for _ in 0..80 {
        key(app, KeyCode::Down);
        if let Some(row) = list_rows(app, w, h)
            .into_iter()
            .find(|r| r.selected && r.text.starts_with(label))
        {
            return row;
        }
    }
    panic!("no row {label:?}");
}

/// The first visible row whose label starts with `label`, moving the cursor to it first so it
/// is in view, then one row on so it is drawn in its own colours.
fn row(app: &mut App, size: (u16, u16), label: &str) -> ListRow {
    to_row(app, size, label);
    key(app, KeyCode::Down);
    list_rows(app, size.0, size.1)
        .into_iter()
        .find(|r| r.text.starts_with(label))
        .unwrap_or_else(|| panic!("no row {label:?}"))
}

fn dim() -> Color {
    Prefs::default().theme.dim().fg.unwrap_or(Color::Reset)
}

fn assert_greyed(app: &mut App, size: (u16, u16), label: &str, tag: &str) {
    let r = row(app, size, label);
    assert!(r.text.ends_with(tag), "{label} at {size:?}: {}", r.text);
    assert_eq!(r.fg, dim(), "{label} at {size:?} is greyed: {}", r.text);
}

fn assert_usable(app: &mut App, size: (u16, u16), label: &str) {
    let r = row(app, size, label);
    assert!(!r.text.ends_with(')'), "{label} at {size:?}: {}", r.text);
    assert_ne!(r.fg, dim(), "{label} at {size:?} is not greyed: {}", r.text);
}

#[test]
fn one_seat_greys_the_chance_to_win_the_first_thrower_and_the_cpu_speed() {
    for size in SIZES {
        let mut app = at_setup();
        // You and a Strong CPU: a CPU plays, two seats race.
        assert_usable(&mut app, size, "CPU speed");
        assert_usable(&mut app, size, "Chance to win");
        assert_usable(&mut app, size, "Throws first");
        to_row(&mut app, size, "Seat 2");
        key(&mut app, KeyCode::Char('x'));
        assert_greyed(&mut app, size, "CPU speed", "(no CPU seat)");
        assert_greyed(&mut app, size, "Chance to win", "(one seat)");
        assert_greyed(&mut app, size, "Throws first", "(one seat)");
        to_row(&mut app, size, "Chance to win");
        key(&mut app, KeyCode::Right);
        let words = about(&mut app, size.0, size.1);
        assert!(
            words.contains(
                "Chance to win does not apply: there is only one seat; add a seat first."
            ),
            "{words}"
        );
        to_row(&mut app, size, "CPU speed");
        key(&mut app, KeyCode::Right);
        let words = about(&mut app, size.0, size.1);
        assert!(
            words.contains("CPU speed does not apply: no seat is a CPU"),
            "{words}"
        );
        // A second seat (a person) brings the chance to win and the first thrower back, as
        // they were; the speed waits for a CPU.
        key(&mut app, KeyCode::Char('a'));
        let r = row(&mut app, size, "Chance to win");
        assert!(r.text.ends_with("shown") && r.fg != dim(), "{}", r.text);
        assert_usable(&mut app, size, "Throws first");
        assert_greyed(&mut app, size, "CPU speed", "(no CPU seat)");
        if size.0 >= 100 {
            let r = row(&mut app, size, "CPU speed");
            assert!(r.text.ends_with("Normal (no CPU seat)"), "{}", r.text);
        }
    }
}

#[test]
fn the_coach_is_greyed_while_hints_are_off_and_keeps_its_setting() {
    for size in SIZES {
        let mut app = at_setup();
        // Without a coach on Warn, nothing reads its measure or threshold.
        assert_greyed(&mut app, size, "Coach judges by", "(no Warn coach)");
        assert_greyed(&mut app, size, "Coach warns above", "(no Warn coach)");
        to_row(&mut app, size, "  coach");
        key(&mut app, KeyCode::Right);
        assert_usable(&mut app, size, "Coach judges by");
        assert_usable(&mut app, size, "Coach warns above");
        to_row(&mut app, size, "Hints and coach");
        key(&mut app, KeyCode::Right);
        assert_greyed(&mut app, size, "  coach", "(hints off)");
        assert_greyed(&mut app, size, "Coach judges by", "(hints off)");
        assert_greyed(&mut app, size, "Coach warns above", "(hints off)");
        to_row(&mut app, size, "  coach");
        key(&mut app, KeyCode::Right);
        let words = about(&mut app, size.0, size.1);
        assert!(
            words.contains("Coach does not apply: hints and coach are off"),
            "{words}"
        );
        to_row(&mut app, size, "Coach warns above");
        key(&mut app, KeyCode::Right);
        let words = about(&mut app, size.0, size.1);
        assert!(
            words.contains("Coach warns above does not apply: hints and coach are off"),
            "{words}"
        );
        // Hints on again: the coach is on Warn as before, the threshold as it was.
        to_row(&mut app, size, "Hints and coach");
        key(&mut app, KeyCode::Right);
        let r = row(&mut app, size, "  coach");
        assert!(r.text.ends_with("Warn"), "{}", r.text);
        let r = row(&mut app, size, "Coach warns above");
        assert!(r.text.ends_with("2.0 points"), "{}", r.text);
        // A competitive match still remembers the coach for next time.
        to_row(&mut app, size, "Hints and coach");
        key(&mut app, KeyCode::Right);
        chars(&mut app, "s");
        assert_eq!(app.screen_name(), "play");
        let last = app.store_mut().last_setup().unwrap();
        assert!(!last.options.hints);
        assert_eq!(last.options.coach, vec![CoachMode::Warn, CoachMode::Off]);
    }
}

#[test]
fn a_card_of_several_columns_greys_the_chance_to_win() {
    for size in SIZES {
        let mut app = at_setup();
        to_row(&mut app, size, "  coach");
        key(&mut app, KeyCode::Right);
        to_row(&mut app, size, "Rules");
        for _ in 0..3 {
            key(&mut app, KeyCode::Right);
        }
        assert!(
            list_rows(&mut app, size.0, size.1)
                .iter()
                .any(|r| r.text.contains("Triple"))
        );
        assert_greyed(&mut app, size, "Chance to win", "(not this card)");
        assert_greyed(&mut app, size, "Coach judges by", "(not this card)");
        assert_usable(&mut app, size, "Coach warns above");
        to_row(&mut app, size, "Coach judges by");
        key(&mut app, KeyCode::Right);
        let words = about(&mut app, size.0, size.1);
        assert!(words.contains("a card of several columns"), "{words}");
        // Back to a card of one column (Yatzy, then Classic).
        to_row(&mut app, size, "Rules");
        key(&mut app, KeyCode::Left);
        assert_usable(&mut app, size, "Chance to win");
        assert_usable(&mut app, size, "Coach judges by");
    }
}

#[test]
fn a_score_pad_is_for_people_and_greys_what_needs_dice_or_a_cpu() {
    for size in SIZES {
        let mut app = at_setup();
        assert_greyed(&mut app, size, "Score pad", "(CPU seated)");
        to_row(&mut app, size, "Score pad");
        key(&mut app, KeyCode::Right);
        let words = about(&mut app, size.0, size.1);
        assert!(words.contains("make every seat a person first"), "{words}");
        // Seat 2 a person: Strong → Casual → Beginner → Human.
        to_row(&mut app, size, "Seat 2");
        key(&mut app, KeyCode::Down);
        for _ in 0..3 {
            key(&mut app, KeyCode::Left);
        }
        assert_usable(&mut app, size, "Score pad");
        to_row(&mut app, size, "Score pad");
        key(&mut app, KeyCode::Right);
        to_row(&mut app, size, "Seat 1");
        key(&mut app, KeyCode::Down);
        key(&mut app, KeyCode::Right);
        let words = about(&mut app, size.0, size.1);
        assert!(
            words.contains("a score pad keeps score for people only"),
            "{words}"
        );
        assert_greyed(&mut app, size, "  plays as", "(score pad)");
        assert_greyed(&mut app, size, "CPU speed", "(no CPU seat)");
        to_row(&mut app, size, "  coach");
        key(&mut app, KeyCode::Right);
        assert_greyed(&mut app, size, "Coach judges by", "(score pad)");
        assert_greyed(&mut app, size, "Coach warns above", "(score pad)");
        chars(&mut app, "s");
        assert_eq!(app.screen_name(), "play");
        let last = app.store_mut().last_setup().unwrap();
        assert!(last.options.score_pad);
        assert!(
            last.seats
                .iter()
                .all(|s| s.kind == yahtzee::game::SeatKind::Human)
        );
    }
}

#[test]
fn undo_is_greyed_when_no_seat_is_a_person() {
    for size in SIZES {
        let mut app = at_setup();
        assert_usable(&mut app, size, "Undo allowed");
        // Seat 1 a Beginner CPU.
        to_row(&mut app, size, "Seat 1");
        key(&mut app, KeyCode::Down);
        key(&mut app, KeyCode::Right);
        assert_greyed(&mut app, size, "Undo allowed", "(no person)");
        to_row(&mut app, size, "Undo allowed");
        key(&mut app, KeyCode::Right);
        let words = about(&mut app, size.0, size.1);
        assert!(
            words.contains("Undo allowed does not apply: no seat is a person"),
            "{words}"
        );
        // The match starts as set: undo stays on for when a person sits down again.
        chars(&mut app, "s");
        assert_eq!(app.screen_name(), "play");
        assert!(app.store_mut().last_setup().unwrap().options.undo);
    }
}

#[test]
fn with_one_seat_the_coach_judges_by_points_whatever_is_stored() {
    for size in SIZES {
        let mut app = at_setup();
        to_row(&mut app, size, "  coach");
        key(&mut app, KeyCode::Right);
        to_row(&mut app, size, "Coach judges by");
        key(&mut app, KeyCode::Right);
        let r = row(&mut app, size, "Coach warns above");
        assert!(r.text.contains("2.0 % of"), "{}", r.text);
        to_row(&mut app, size, "Seat 2");
        key(&mut app, KeyCode::Char('x'));
        assert_greyed(&mut app, size, "Coach judges by", "(one seat)");
        let r = row(&mut app, size, "Coach warns above");
        assert!(r.text.ends_with("2.0 points"), "{}", r.text);
        // The stored measure comes back with a second seat.
        key(&mut app, KeyCode::Char('a'));
        let r = row(&mut app, size, "Coach judges by");
        assert!(
            r.text.contains("chance to win") && r.fg != dim(),
            "{}",
            r.text
        );
    }
}

#[test]
fn a_person_made_a_cpu_and_back_keeps_their_name_and_enter_changes_no_value() {
    use yahtzee::game::SeatKind;
    use yahtzee::tui::keymap::Command;
    use yahtzee::tui::screens::setup::{Row, Setup, default_setup};
    let last = default_setup();
    let mut setup = Setup::new(&last, Some(1));
    setup.cursor = setup
        .rows()
        .iter()
        .position(|r| *r == Row::Kind(0))
        .unwrap();
    setup.handle(Command::Right);
    assert!(matches!(setup.seats[0].kind, SeatKind::Cpu(_)));
    setup.handle(Command::Left);
    assert_eq!(setup.seats[0].kind, SeatKind::Human);
    assert_eq!(setup.seats[0].name, "You", "not a new 'Player 2'");
    // Enter on a value changes nothing, and says which keys do.
    let before = setup.as_last();
    setup.handle(Command::Select);
    assert_eq!(setup.as_last(), before);
    assert!(
        setup
            .error
            .as_deref()
            .unwrap()
            .contains("Enter only types names")
    );
    let pad = setup.rows().iter().position(|r| *r == Row::Pad).unwrap();
    setup.cursor = pad;
    setup.handle(Command::Select);
    assert!(!setup.as_last().options.score_pad);
}

#[test]
fn a_hosted_setup_offers_a_seat_joining_over_ssh_and_remembers_it() {
    use yahtzee::game::SeatKind;
    use yahtzee::tui::keymap::Command;
    use yahtzee::tui::screens::setup::{Row, Setup, default_setup};
    let last = default_setup();
    // At one terminal there is no such seat.
    let mut alone = Setup::new(&last, Some(1));
    alone.cursor = alone
        .rows()
        .iter()
        .position(|r| *r == Row::Kind(0))
        .unwrap();
    alone.handle(Command::Right);
    assert!(matches!(alone.seats[0].kind, SeatKind::Cpu(_)));
    assert!(alone.as_last().options.joining.is_empty());
    let mut hosted = Setup::new(&last, Some(1)).hosted(&last);
    hosted.cursor = hosted
        .rows()
        .iter()
        .position(|r| *r == Row::Kind(0))
        .unwrap();
    hosted.handle(Command::Right);
    assert_eq!(hosted.seats[0].kind, SeatKind::Human);
    assert!(hosted.seats[0].joins);
    // A guest's dice are thrown on screen: no dice row for that seat.
    assert!(!hosted.rows().contains(&Row::Dice(0)));
    let remembered = hosted.as_last();
    assert_eq!(remembered.options.joining, vec![true, false]);
    let again = Setup::new(&remembered, Some(1)).hosted(&remembered);
    assert!(again.seats[0].joins);
}

#[test]
fn the_threshold_is_explained_in_the_unit_it_is_measured_in() {
    for size in SIZES {
        let mut app = at_setup();
        to_row(&mut app, size, "  coach");
        key(&mut app, KeyCode::Right);
        to_row(&mut app, size, "Coach warns above");
        let words = about(&mut app, size.0, size.1);
        assert!(
            words.contains("loses more than this many points"),
            "{words}"
        );
        to_row(&mut app, size, "Coach judges by");
        key(&mut app, KeyCode::Right);
        to_row(&mut app, size, "Coach warns above");
        let words = about(&mut app, size.0, size.1);
        assert!(
            words.contains("more than this many percentage points of the chance to win")
                && !words.contains("many points"),
            "{words}"
        );
        insta::assert_snapshot!(
            format!("setup_threshold_in_chance_{}x{}", size.0, size.1),
            draw(&mut app, size.0, size.1).backend()
        );
    }
}
