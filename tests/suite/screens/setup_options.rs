//! Match setup greys the options the seats, the card or the other options leave without
//! effect, says why, and refuses to change them, keeping their values for when they apply.

use crate::common;

use common::*;
use ratatui::crossterm::event::KeyCode;
use ratatui::style::Color;
use yahtzee::store::{CoachMode, MemoryStore};
use yahtzee::tui::{App, Prefs, Start};

const SIZES: [(u16, u16); 2] = [(80, 24), (100, 30)];

pub(super) fn at_setup() -> App {
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
pub(super) struct ListRow {
    pub(super) text: String,
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
pub(super) fn about(app: &mut App, w: u16, h: u16) -> String {
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
pub(super) fn to_row(app: &mut App, (w, h): (u16, u16), label: &str) -> ListRow {
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
        assert_greyed(&mut app, size, "Chance to win", "(not on this card)");
        // One thing said: not "shown" and not on this card at once.
        let r = drawn_row(&mut app, size, "Chance to win").unwrap();
        assert!(!r.text.contains("shown"), "{}", r.text);
        assert_greyed(&mut app, size, "Coach judges by", "(not on this card)");
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
            .contains("Enter types names and numbers")
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
        crate::common::snap!(
            format!("setup_threshold_in_chance_{}x{}", size.0, size.1),
            &mut app,
            size.0,
            size.1
        );
    }
}

// ---- Issue 44: the remembered setup, typed numbers, the list's scrolling, players you know.

const WIDE: [(u16, u16); 3] = [(80, 24), (100, 30), (120, 40)];

/// Setup opened from the menu over a store remembering `last` and knowing `history`.
fn setup_over(last: Option<yahtzee::store::LastSetup>, history: yahtzee::store::History) -> App {
    use yahtzee::store::Storage;
    let mut store = MemoryStore::new();
    if let Some(last) = &last {
        store.save_setup(last).unwrap();
    }
    store.put_history(history);
    let mut app = app(store, Start::Menu);
    // New match is the menu's first entry when nothing is saved.
    key(&mut app, KeyCode::Enter);
    app
}

/// The row of the list whose text starts with `label`, as drawn now.
fn drawn_row(app: &mut App, (w, h): (u16, u16), label: &str) -> Option<ListRow> {
    list_rows(app, w, h)
        .into_iter()
        .find(|r| r.text.starts_with(label))
}

/// The help bar, the screen's last line.
fn help_bar(app: &mut App, (w, h): (u16, u16)) -> String {
    text(app, w, h)
        .lines()
        .last()
        .unwrap_or_default()
        .to_string()
}

/// A last setup with what surprised a newcomer: Triple, practice, a score pad, no hints.
fn surprising() -> yahtzee::store::LastSetup {
    let mut last = yahtzee::tui::screens::setup::default_setup();
    last.rules = yahtzee::rules::Ruleset::preset(yahtzee::rules::Preset::Triple);
    last.seats = vec![
        yahtzee::game::Seat::human("Ana"),
        yahtzee::game::Seat::human("Ben"),
    ];
    last.options.practice = true;
    last.options.score_pad = true;
    last.options.hints = false;
    last
}

#[test]
fn practice_is_never_remembered_and_the_menu_opens_a_normal_match() {
    let mut app = setup_over(Some(surprising()), Default::default());
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains("New match") && !screen.contains("practice match"),
        "{screen}"
    );
    // A practice match asked for here is not remembered for the next.
    to_row(&mut app, (100, 30), "Practice match");
    key(&mut app, KeyCode::Right);
    to_row(&mut app, (100, 30), "Score pad");
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Char('s'));
    assert_eq!(app.screen_name(), "play");
    let last = app.store_mut().last_setup().unwrap();
    assert!(!last.options.practice);
}

#[test]
fn remembered_settings_are_marked_and_d_puts_the_defaults_back() {
    for size in WIDE {
        let mut app = setup_over(Some(surprising()), Default::default());
        let rules = drawn_row(&mut app, size, "Rules").unwrap();
        assert!(rules.text.contains("• Triple"), "{}", rules.text);
        let pad = row(&mut app, size, "Score pad");
        assert!(pad.text.contains("• yes"), "{}", pad.text);
        to_row(&mut app, size, "Score pad");
        let words = about(&mut app, size.0, size.1);
        assert!(words.contains("Not the default (no)"), "{words}");
        assert!(words.contains("not the default (•): d puts"), "{words}");
        assert!(help_bar(&mut app, size).contains("d defaults"));
        crate::common::snap!(
            format!("setup_marks_what_is_not_default_{}x{}", size.0, size.1),
            &mut app,
            size.0,
            size.1
        );
        key(&mut app, KeyCode::Char('d'));
        let screen = text(&mut app, size.0, size.1);
        assert!(!screen.contains('•'), "{screen}");
        assert!(!help_bar(&mut app, size).contains("d defaults"));
        let rules = drawn_row(&mut app, size, "Rules").unwrap();
        assert!(rules.text.ends_with("Classic"), "{}", rules.text);
        // The seats are who is playing, not a setting: kept.
        to_row(&mut app, size, "Seat 1");
        assert!(
            drawn_row(&mut app, size, "Seat 1")
                .unwrap()
                .text
                .ends_with("Ana")
        );
        assert!(
            drawn_row(&mut app, size, "Seat 2")
                .unwrap()
                .text
                .ends_with("Ben")
        );
        key(&mut app, KeyCode::Char('d'));
        let words = about(&mut app, size.0, size.1);
        assert!(words.contains("already the default"), "{words}");
    }
}

#[test]
fn numbers_can_be_typed_within_their_range_and_still_stepped() {
    for size in WIDE {
        let mut app = at_setup();
        to_row(&mut app, size, "  Rolls per turn");
        assert!(help_bar(&mut app, size).contains("Enter type number"));
        key(&mut app, KeyCode::Enter);
        let r = drawn_row(&mut app, size, "  Rolls per turn").unwrap();
        assert!(r.text.ends_with("3▌ (1–5)"), "{}", r.text);
        crate::common::snap!(
            format!("setup_typed_number_{}x{}", size.0, size.1),
            &mut app,
            size.0,
            size.1
        );
        key(&mut app, KeyCode::Backspace);
        chars(&mut app, "9");
        key(&mut app, KeyCode::Enter);
        let words = about(&mut app, size.0, size.1);
        assert!(
            words.contains("Rolls per turn must be a whole number from 1 to 5; 9 was not taken."),
            "{words}"
        );
        // Letters are refused with a word, and change nothing.
        chars(&mut app, "x");
        assert!(about(&mut app, size.0, size.1).contains("Only digits go here"));
        // ←/→ step from what is typed, kept in range.
        key(&mut app, KeyCode::Left);
        let r = drawn_row(&mut app, size, "  Rolls per turn").unwrap();
        assert!(r.text.ends_with("4▌ (1–5)"), "{}", r.text);
        key(&mut app, KeyCode::Enter);
        let r = drawn_row(&mut app, size, "  Rolls per turn").unwrap();
        assert!(r.text.ends_with("• 4"), "{}", r.text);
        // Outside the field, ←/→ step as before.
        key(&mut app, KeyCode::Right);
        let r = drawn_row(&mut app, size, "  Rolls per turn").unwrap();
        assert!(r.text.ends_with("• 5"), "{}", r.text);
        // Esc leaves the number as it was.
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Backspace);
        chars(&mut app, "2");
        key(&mut app, KeyCode::Esc);
        let r = drawn_row(&mut app, size, "  Rolls per turn").unwrap();
        assert!(r.text.ends_with("• 5"), "{}", r.text);
        // The coach's threshold takes halves.
        to_row(&mut app, size, "  coach");
        key(&mut app, KeyCode::Right);
        to_row(&mut app, size, "Coach warns above");
        key(&mut app, KeyCode::Enter);
        for _ in 0..4 {
            key(&mut app, KeyCode::Backspace);
        }
        chars(&mut app, "7.5");
        key(&mut app, KeyCode::Enter);
        let r = drawn_row(&mut app, size, "Coach warns above").unwrap();
        assert!(r.text.ends_with("7.5 points"), "{}", r.text);
        key(&mut app, KeyCode::Enter);
        for _ in 0..4 {
            key(&mut app, KeyCode::Backspace);
        }
        chars(&mut app, "7.3");
        key(&mut app, KeyCode::Enter);
        assert!(about(&mut app, size.0, size.1).contains("in steps of 0.5"));
        key(&mut app, KeyCode::Esc);
    }
}

#[test]
fn the_list_scrolls_with_signs_and_start_is_always_in_view() {
    for size in WIDE {
        let mut app = at_setup();
        let rows = list_rows(&mut app, size.0, size.1);
        assert!(
            rows.iter().any(|r| r.text.starts_with("▶ Start the match")),
            "Start in view at {size:?}"
        );
        let screen = text(&mut app, size.0, size.1);
        let all_fit = size.1 >= 40;
        assert_eq!(screen.contains("▼"), !all_fit, "{screen}");
        if all_fit {
            continue;
        }
        // The rows hidden below are above the pinned Start row: the sign is there, not on
        // the frame beneath Start.
        let lines: Vec<&str> = screen.lines().collect();
        let start = lines
            .iter()
            .position(|l| l.contains("▶ Start the match"))
            .unwrap();
        assert!(lines[start - 1].contains("▼"), "{screen}");
        assert!(!lines[start + 1].contains("▼"), "{screen}");
        // At the last option, the rows above are signed and Start is still one line away.
        to_row(&mut app, size, "Language");
        let screen = text(&mut app, size.0, size.1);
        assert!(screen.contains("▲") && !screen.contains("▼"), "{screen}");
        if size == (100, 30) {
            crate::common::snap!("setup_scrolled_100x30", &mut app, 100, 30);
        }
        key(&mut app, KeyCode::Down);
        let rows = list_rows(&mut app, size.0, size.1);
        assert!(
            rows.iter()
                .any(|r| r.selected && r.text.starts_with("▶ Start the match")),
            "at {size:?}"
        );
        // Up from the first row is Start too: one key from the top.
        let mut app = at_setup();
        key(&mut app, KeyCode::Up);
        let rows = list_rows(&mut app, size.0, size.1);
        assert!(
            rows.iter()
                .any(|r| r.selected && r.text.starts_with("▶ Start"))
        );
    }
}

#[test]
fn yes_and_no_read_one_way_and_the_values_do_not_jump_with_the_card() {
    for size in WIDE {
        let mut app = at_setup();
        let screen = text(&mut app, size.0, size.1);
        assert!(
            !screen.contains("false") && !screen.contains("true"),
            "{screen}"
        );
        // Where the Rules row's value starts (a marker before it aside), on every card.
        let column = |app: &mut App| {
            let r = drawn_row(app, size, "Rules").unwrap();
            let after = r.text.trim_start_matches("Rules");
            let value = after.trim_start_matches([' ', '•']);
            (
                r.text.chars().count() - value.chars().count(),
                value.to_string(),
            )
        };
        let (before, name) = column(&mut app);
        assert_eq!(name, "Classic");
        to_row(&mut app, size, "Rules");
        for _ in 0..5 {
            key(&mut app, KeyCode::Right);
            let (at, name) = column(&mut app);
            assert_eq!(at, before, "{name} at {size:?}");
        }
    }
}

#[test]
fn seat_one_made_a_cpu_of_any_level_and_back_is_you_again() {
    for steps in 1..=5 {
        let mut app = at_setup();
        to_row(&mut app, (100, 30), "  plays as");
        for _ in 0..steps {
            key(&mut app, KeyCode::Right);
        }
        assert!(
            !drawn_row(&mut app, (100, 30), "Seat 1")
                .unwrap()
                .text
                .ends_with("You")
        );
        for _ in 0..steps {
            key(&mut app, KeyCode::Left);
        }
        let r = drawn_row(&mut app, (100, 30), "Seat 1").unwrap();
        assert!(r.text.ends_with("You"), "after {steps}: {}", r.text);
    }
    // Remembered with every seat a CPU: the person seat 1 becomes is "You" again.
    let mut last = yahtzee::tui::screens::setup::default_setup();
    last.seats[0] = yahtzee::game::Seat::cpu("Beginner CPU", yahtzee::game::Level::Beginner);
    let mut app = setup_over(Some(last), Default::default());
    to_row(&mut app, (100, 30), "  plays as");
    key(&mut app, KeyCode::Left);
    let r = drawn_row(&mut app, (100, 30), "Seat 1").unwrap();
    assert!(r.text.ends_with("You"), "{}", r.text);
}

#[test]
fn a_fifth_seat_is_refused_with_a_word_and_the_help_bar_offers_what_works() {
    let size = (100, 30);
    let mut app = at_setup();
    to_row(&mut app, size, "CPU speed");
    let bar = help_bar(&mut app, size);
    assert!(
        !bar.contains("Enter") && !bar.contains("remove seat"),
        "{bar}"
    );
    assert!(
        bar.contains("a add seat") && bar.contains("s start"),
        "{bar}"
    );
    key(&mut app, KeyCode::Enter);
    assert!(about(&mut app, size.0, size.1).contains("Enter types names and numbers"));
    to_row(&mut app, size, "Seat 1");
    let bar = help_bar(&mut app, size);
    assert!(
        bar.contains("Enter type name") && bar.contains("x remove seat"),
        "{bar}"
    );
    key(&mut app, KeyCode::Char('a'));
    key(&mut app, KeyCode::Char('a'));
    let bar = help_bar(&mut app, size);
    assert!(!bar.contains("add seat"), "{bar}");
    key(&mut app, KeyCode::Char('a'));
    let words = about(&mut app, size.0, size.1);
    assert!(
        words.contains("A match has at most 4 seats; remove one first"),
        "{words}"
    );
    let words = about(&mut app, size.0, size.1);
    assert!(!words.contains("Enter edits"), "{words}");
}

/// A history where Ana (a person) played three matches and won two, and a Strong CPU played.
fn history_with_ana() -> yahtzee::store::History {
    use yahtzee::game::{Level, SeatKind};
    let mut history = yahtzee::store::History {
        version: yahtzee::store::SAVE_VERSION,
        ..Default::default()
    };
    let seat = |name: &str, kind, total, rank| yahtzee::store::SeatResult {
        name: name.into(),
        kind,
        total,
        rank,
        tied: 1,
        upper_bonus: false,
        yahtzees: 0,
        boxes: None,
        stand_in_turns: 0,
        account: None,
    };
    for (i, (ana, cpu)) in [(287, 200), (150, 240), (230, 180)].into_iter().enumerate() {
        history.summaries.push(yahtzee::store::MatchSummary {
            id: format!("m{i}"),
            finished_unix: 1_700_000_000 + i as u64,
            rules_name: "Classic".into(),
            play: yahtzee::store::PlayMode::OnScreen,
            layout: yahtzee::rules::Layout::Classic,
            same_dice: false,
            seats: vec![
                seat("Ana", SeatKind::Human, ana, if ana > cpu { 1 } else { 2 }),
                seat(
                    "Strong CPU",
                    SeatKind::Cpu(Level::Strong),
                    cpu,
                    if ana > cpu { 2 } else { 1 },
                ),
            ],
        });
    }
    history.summaries.push(yahtzee::store::MatchSummary {
        id: "m9".into(),
        finished_unix: 1_700_000_100,
        rules_name: "Classic".into(),
        play: yahtzee::store::PlayMode::OnScreen,
        layout: yahtzee::rules::Layout::Classic,
        same_dice: false,
        seats: vec![seat("Anders", SeatKind::Human, 99, 1)],
    });
    history
}

#[test]
fn names_played_before_are_offered_with_their_record_and_cpus_are_not() {
    for size in WIDE {
        let mut app = setup_over(None, history_with_ana());
        // Seat 1's name: "You" cleared, "a" typed.
        key(&mut app, KeyCode::Enter);
        for _ in 0..3 {
            key(&mut app, KeyCode::Backspace);
        }
        chars(&mut app, "a");
        let words = about(&mut app, size.0, size.1);
        assert!(
            words.contains("Ana — 3 played, 2 won, best 287")
                // Anders only played alone: first of one is no win.
                && words.contains("Anders — 1 played, 0 won, best 99"),
            "{words}"
        );
        assert!(words.contains("Tab takes Ana"), "{words}");
        assert!(help_bar(&mut app, size).contains("Tab take Ana"));
        let r = drawn_row(&mut app, size, "Seat 1").unwrap();
        assert!(r.text.ends_with("a▌na"), "{}", r.text);
        crate::common::snap!(
            format!("setup_name_suggestions_{}x{}", size.0, size.1),
            &mut app,
            size.0,
            size.1
        );
        key(&mut app, KeyCode::Tab);
        key(&mut app, KeyCode::Enter);
        assert!(
            drawn_row(&mut app, size, "Seat 1")
                .unwrap()
                .text
                .ends_with("Ana")
        );
        // A CPU is not a person to offer; ↓ takes a suggestion too.
        add_named(&mut app, size, "S");
        let words = about(&mut app, size.0, size.1);
        assert!(
            !words.contains("Strong CPU —") && !words.contains("Tab or"),
            "{words}"
        );
        key(&mut app, KeyCode::Backspace);
        chars(&mut app, "And");
        key(&mut app, KeyCode::Down);
        assert!(help_bar(&mut app, size).contains("Enter take Anders"));
        key(&mut app, KeyCode::Enter);
        let screen = text(&mut app, size.0, size.1);
        assert!(screen.contains("Anders"), "{screen}");
        // Ana sits at seat 1: not offered for another seat.
        to_row(&mut app, size, "Seat 3");
        key(&mut app, KeyCode::Enter);
        for _ in 0..10 {
            key(&mut app, KeyCode::Backspace);
        }
        chars(&mut app, "A");
        let words = about(&mut app, size.0, size.1);
        assert!(!words.contains("Ana —"), "{words}");
        key(&mut app, KeyCode::Esc);
    }
}

/// Adds a seat and types its name: `typed` replaces the default one.
fn add_named(app: &mut App, size: (u16, u16), typed: &str) {
    key(app, KeyCode::Char('a'));
    assert!(
        list_rows(app, size.0, size.1)
            .iter()
            .any(|r| r.selected && r.text.starts_with("Seat ")),
        "the cursor is on the new seat's name"
    );
    key(app, KeyCode::Enter);
    chars(app, typed);
}

/// A history where eight people (Ben first, Ivy last) played.
fn history_of_eight() -> yahtzee::store::History {
    let mut history = yahtzee::store::History {
        version: yahtzee::store::SAVE_VERSION,
        ..Default::default()
    };
    let names = ["Ben", "Cara", "Dave", "Eve", "Finn", "Gus", "Hal", "Ivy"];
    for (i, name) in names.iter().enumerate() {
        // Ben played most, so is offered first.
        for j in 0..(8 - i) {
            history.summaries.push(yahtzee::store::MatchSummary {
                id: format!("m{i}-{j}"),
                finished_unix: 1_700_000_000 + (i * 10 + j) as u64,
                rules_name: "Classic".into(),
                play: yahtzee::store::PlayMode::OnScreen,
                layout: yahtzee::rules::Layout::Classic,
                same_dice: false,
                seats: vec![yahtzee::store::SeatResult {
                    name: (*name).into(),
                    kind: yahtzee::game::SeatKind::Human,
                    total: 200,
                    rank: 1,
                    tied: 1,
                    upper_bonus: false,
                    yahtzees: 0,
                    boxes: None,
                    stand_in_turns: 0,
                    account: None,
                }],
            });
        }
    }
    history
}

#[test]
fn a_default_name_is_replaced_by_what_is_typed_and_names_are_offered_at_once() {
    for size in WIDE {
        let mut app = setup_over(None, history_of_eight());
        // After `a` the cursor is on the new seat's name.
        key(&mut app, KeyCode::Char('a'));
        let r = list_rows(&mut app, size.0, size.1)
            .into_iter()
            .find(|r| r.selected)
            .unwrap();
        assert!(r.text.starts_with("Seat 3"), "{}", r.text);
        key(&mut app, KeyCode::Enter);
        // Names are offered before anything is typed.
        let words = about(&mut app, size.0, size.1);
        assert!(words.contains("Ben —"), "{words}");
        // The first character typed replaces "Player 3".
        chars(&mut app, "B");
        let r = drawn_row(&mut app, size, "Seat 3").unwrap();
        assert!(r.text.ends_with("B▌en"), "{}", r.text);
        key(&mut app, KeyCode::Esc);
        // Seat 1's "You": Backspace clears it whole.
        to_row(&mut app, size, "Seat 1");
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Backspace);
        let r = drawn_row(&mut app, size, "Seat 1").unwrap();
        assert!(r.text.ends_with("▌Ben"), "{}", r.text);
        key(&mut app, KeyCode::Esc);
        // → keeps the name to add to it.
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Right);
        chars(&mut app, "rs");
        key(&mut app, KeyCode::Enter);
        let r = drawn_row(&mut app, size, "Seat 1").unwrap();
        assert!(r.text.ends_with("Yours"), "{}", r.text);
    }
}

#[test]
fn the_offered_names_fill_the_panel_and_arrows_choose_among_them() {
    for size in WIDE {
        let mut app = setup_over(None, history_of_eight());
        key(&mut app, KeyCode::Enter);
        // As many as the panel has room for: at 120×40 all eight.
        let words = about(&mut app, size.0, size.1);
        if size == (120, 40) {
            assert!(
                words.contains("Ivy —") && !words.contains("more"),
                "{words}"
            );
        }
        assert!(words.contains("Dave —"), "{words}");
        assert!(help_bar(&mut app, size).contains("↑↓ choose"));
        assert!(help_bar(&mut app, size).contains("Enter done"));
        crate::common::snap!(
            format!("setup_names_offered_{}x{}", size.0, size.1),
            &mut app,
            size.0,
            size.1
        );
        // ↓ moves to Ben, ↓ again to Cara; Enter takes the one moved to.
        key(&mut app, KeyCode::Down);
        key(&mut app, KeyCode::Down);
        assert!(help_bar(&mut app, size).contains("Enter take Cara"));
        let r = drawn_row(&mut app, size, "Seat 1").unwrap();
        assert!(r.text.ends_with("Cara▌"), "{}", r.text);
        // Far down the list, the one moved to stays in view.
        for _ in 0..6 {
            key(&mut app, KeyCode::Down);
        }
        assert!(about(&mut app, size.0, size.1).contains("▸ Ivy"));
        for _ in 0..6 {
            key(&mut app, KeyCode::Up);
        }
        key(&mut app, KeyCode::Enter);
        let r = drawn_row(&mut app, size, "Seat 1").unwrap();
        assert!(r.text.ends_with("Cara"), "{}", r.text);
        // ↑ back above the first name: Enter keeps what is typed.
        key(&mut app, KeyCode::Enter);
        chars(&mut app, "Zed");
        key(&mut app, KeyCode::Down);
        key(&mut app, KeyCode::Up);
        key(&mut app, KeyCode::Enter);
        let r = drawn_row(&mut app, size, "Seat 1").unwrap();
        assert!(r.text.ends_with("Zed"), "{}", r.text);
    }
}

/// Every row of the setup list, top to bottom, as drawn at `size` with the cursor on it
/// (moved there by keys), its words and the About panel's.
fn every_row(app: &mut App, size: (u16, u16)) -> Vec<(String, String)> {
    let (w, h) = size;
    let mut seen = Vec::new();
    for _ in 0..80 {
        let row = list_rows(app, w, h)
            .into_iter()
            .find(|r| r.selected)
            .map(|r| r.text.split_whitespace().collect::<Vec<_>>().join(" "))
            .unwrap_or_default();
        if seen.first().is_some_and(|(first, _)| *first == row) {
            break;
        }
        seen.push((row, about(app, w, h)));
        key(app, KeyCode::Down);
    }
    seen
}

/// Setup in German and in Spanish: the rows, the About panel, the help bar and the list's
/// frame in the language spoken, the widths worked out from its own words, so that at 80×24
/// every label and value is as whole as on a screen wide enough for anything, and every
/// About text as whole (its last word shown).
#[test]
fn setup_speaks_german_and_spanish_and_cuts_nothing() {
    use yahtzee::l10n::{Lang, speaking};
    let cases = [
        (
            Lang::De,
            "de",
            [
                "Neue Partie",
                "Platz 1",
                "spielt als",
                "+ Platz hinzufügen",
                "▶ Partie starten",
                "auf dem Bildschirm",
            ],
        ),
        (
            Lang::Es,
            "es",
            [
                "Nueva partida",
                "Puesto 1",
                "juega como",
                "+ Añadir un puesto",
                "▶ Empezar la partida",
                "tirados en pantalla",
            ],
        ),
    ];
    for (lang, code, words) in cases {
        speaking(lang, None, || {
            let mut app = at_setup();
            for (w, h) in [(80, 24), (120, 40)] {
                let screen = text(&mut app, w, h);
                for word in words {
                    assert!(screen.contains(word), "{code} {w}x{h}: {word:?}\n{screen}");
                }
                for english in [
                    "New match",
                    "Seat 1",
                    "plays as",
                    "Add a seat",
                    "Start the match",
                    "thrown on screen",
                    "to type a name",
                    "starts from any row",
                    "type name",
                ] {
                    assert!(
                        !screen.contains(english),
                        "{code} {w}x{h}: {english:?} left in English\n{screen}"
                    );
                }
                crate::common::snap!(format!("setup_{code}_{w}x{h}"), &mut app, w, h);
            }
            let wide = every_row(&mut app, (240, 70));
            for size in [(80, 24), (120, 40)] {
                let drawn = every_row(&mut app, size);
                assert_eq!(drawn.len(), wide.len(), "{code} {size:?}");
                for ((row, about), (whole_row, whole_about)) in drawn.iter().zip(&wide) {
                    // A greyed row whose kept value and reason do not both fit beside its
                    // label says the reason alone, by design, in every language: its tag
                    // is still whole, and so is all before the value.
                    let tag_alone = whole_row
                        .rfind(" (")
                        .map(|at| &whole_row[at + 1..])
                        .filter(|tag| tag.ends_with(')') && row.ends_with(tag))
                        .and_then(|tag| row.strip_suffix(tag))
                        .is_some_and(|label| whole_row.starts_with(label));
                    assert!(
                        row == whole_row || tag_alone,
                        "{code} {size:?}: a row is cut: {row:?}, whole {whole_row:?}"
                    );
                    assert_eq!(about, whole_about, "{code} {size:?}: About is cut");
                }
            }
        });
    }
}
