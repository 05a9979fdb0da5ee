//! Match setup with the player's own presets: the Rules row offers them after the built-in
//! ones, and `p` opens the popup that saves the rules under a name, uses, renames and deletes
//! an own preset, refusing a built-in's name.

use crate::common;

use common::*;
use ratatui::crossterm::event::KeyCode;
use yahtzee::rules::{Ruleset, SettingKey, SettingValue};
use yahtzee::store::{MemoryStore, PresetChange, PresetName, Storage};
use yahtzee::tui::{App, Start};

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

fn four_throws() -> Ruleset {
    let mut rules = Ruleset::CLASSIC;
    rules
        .set(SettingKey::MaxRolls, SettingValue::Number(4))
        .unwrap();
    rules
}

/// Setup over a store holding the presets "Family" (four throws) and "Oma" (bonus 50).
fn at_setup() -> App {
    let mut store = MemoryStore::new();
    let mut oma = Ruleset::CLASSIC;
    oma.set(SettingKey::UpperBonus, SettingValue::Number(50))
        .unwrap();
    for (name, rules) in [("Family", four_throws()), ("Oma", oma)] {
        store
            .change_presets(&PresetChange::Save {
                name: PresetName::new_name(name).unwrap(),
                rules,
                replace: false,
            })
            .unwrap();
    }
    app(
        store,
        Start::Setup {
            setup: None,
            seed: Some(1),
        },
    )
}

/// The Rules row as drawn (the default setup's eighth row).
fn rules_row(app: &mut App, (w, h): (u16, u16)) -> String {
    let screen = text(app, w, h);
    screen
        .lines()
        .find_map(|l| l.split_once("│Rules").map(|(_, rest)| rest.to_string()))
        .unwrap_or_else(|| panic!("no Rules row:\n{screen}"))
}

#[test]
fn the_rules_row_offers_own_presets_after_the_built_in_ones() {
    for size in SIZES {
        let mut app = at_setup();
        for _ in 0..7 {
            key(&mut app, KeyCode::Down);
        }
        assert!(rules_row(&mut app, size).contains("Classic"));
        for built_in in ["Simple", "Yatzy", "Triple Yahtzee", "Three columns"] {
            key(&mut app, KeyCode::Right);
            assert!(rules_row(&mut app, size).contains(built_in), "{built_in}");
        }
        key(&mut app, KeyCode::Right);
        assert!(rules_row(&mut app, size).contains("Family"));
        let screen = text(&mut app, size.0, size.1);
        assert!(
            screen
                .lines()
                .any(|l| l.contains("Rolls per turn") && l.contains(" 4 ")),
            "{screen}"
        );
        assert!(screen.contains("p saves them"), "{screen}");
        crate::common::snap!(
            format!("setup_own_preset_{}x{}", size.0, size.1),
            &mut app,
            size.0,
            size.1
        );
        key(&mut app, KeyCode::Right);
        assert!(rules_row(&mut app, size).contains("Oma"));
        key(&mut app, KeyCode::Right);
        assert!(rules_row(&mut app, size).contains("Classic"));
        key(&mut app, KeyCode::Left);
        assert!(rules_row(&mut app, size).contains("Oma"));
    }
}

#[test]
fn the_popup_saves_the_rules_under_a_name_and_refuses_a_built_in_one() {
    for size in SIZES {
        let mut app = at_setup();
        key(&mut app, KeyCode::Char('p'));
        let screen = text(&mut app, size.0, size.1);
        assert!(screen.contains("Your presets"), "{screen}");
        assert!(
            screen.contains("Family  classic with max_rolls 4"),
            "{screen}"
        );
        assert!(
            screen.contains("Oma     classic with upper_bonus 50"),
            "{screen}"
        );
        key(&mut app, KeyCode::Enter);
        chars(&mut app, "Kniffel");
        key(&mut app, KeyCode::Enter);
        let screen = text(&mut app, size.0, size.1);
        assert!(screen.contains("is the built-in preset"), "{screen}");
        for _ in 0.."Kniffel".len() {
            key(&mut app, KeyCode::Backspace);
        }
        chars(&mut app, "Sunday");
        crate::common::snap!(
            format!("setup_save_preset_prompt_{}x{}", size.0, size.1),
            &mut app,
            size.0,
            size.1
        );
        key(&mut app, KeyCode::Enter);
        let screen = text(&mut app, size.0, size.1);
        assert!(screen.contains("Saved as 'Sunday'."), "{screen}");
        assert!(screen.contains("Sunday  the same as classic"), "{screen}");
        // Closed, the Rules row names it.
        key(&mut app, KeyCode::Esc);
        for _ in 0..7 {
            key(&mut app, KeyCode::Down);
        }
        assert!(rules_row(&mut app, size).contains("Sunday"));
    }
}

#[test]
fn the_popup_uses_renames_and_deletes_own_presets() {
    let size = (80, 24);
    let mut app = at_setup();
    key(&mut app, KeyCode::Char('p'));
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Char('r'));
    for _ in 0.."Family".len() {
        key(&mut app, KeyCode::Backspace);
    }
    chars(&mut app, "Evening");
    key(&mut app, KeyCode::Enter);
    let screen = text(&mut app, size.0, size.1);
    assert!(
        screen.contains("Renamed 'Family' to 'Evening'."),
        "{screen}"
    );
    // Enter uses it: the popup closes and the Rules row names it.
    key(&mut app, KeyCode::Enter);
    for _ in 0..7 {
        key(&mut app, KeyCode::Down);
    }
    assert!(rules_row(&mut app, size).contains("Evening"));
    let screen = text(&mut app, size.0, size.1);
    assert!(
        screen
            .lines()
            .any(|l| l.contains("Rolls per turn") && l.contains(" 4 ")),
        "{screen}"
    );
    key(&mut app, KeyCode::Char('p'));
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Char('x'));
    let screen = text(&mut app, size.0, size.1);
    // Asked as every question in the game is, with its buttons.
    assert!(screen.contains(" Delete this preset? "), "{screen}");
    assert!(screen.contains("'Evening'"), "{screen}");
    assert!(screen.contains("Enter: delete"), "{screen}");
    assert!(screen.contains("Esc: keep it"), "{screen}");
    key(&mut app, KeyCode::Esc);
    assert!(text(&mut app, size.0, size.1).contains("Kept."));
    // Any key but Enter keeps it, a y too.
    key(&mut app, KeyCode::Char('x'));
    key(&mut app, KeyCode::Char('y'));
    assert!(text(&mut app, size.0, size.1).contains("Kept."));
    key(&mut app, KeyCode::Char('x'));
    key(&mut app, KeyCode::Enter);
    let screen = text(&mut app, size.0, size.1);
    assert!(screen.contains("Deleted 'Evening'."), "{screen}");
    assert!(!screen.contains("Evening  "), "{screen}");
    // The rules stay as they were: only the name is gone.
    key(&mut app, KeyCode::Esc);
    assert!(rules_row(&mut app, size).contains("Custom"));
}

/// A rename refused (the name is another preset's) keeps the name field open with the
/// reason, so the next letters mend the name and never reach the setup list (where `a`
/// adds a seat and `s` starts the match).
#[test]
fn a_refused_rename_keeps_its_field_open() {
    let size = (80, 24);
    let mut app = at_setup();
    key(&mut app, KeyCode::Char('p'));
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Char('r'));
    for _ in 0.."Oma".len() {
        key(&mut app, KeyCode::Backspace);
    }
    chars(&mut app, "family");
    key(&mut app, KeyCode::Enter);
    let screen = text(&mut app, size.0, size.1);
    assert!(
        screen.contains("You already have a preset named 'Family'."),
        "{screen}"
    );
    assert!(screen.contains("New name: family▌"), "{screen}");
    chars(&mut app, "as");
    assert_eq!(app.screen_name(), "setup");
    let screen = text(&mut app, size.0, size.1);
    assert!(screen.contains("New name: familyas▌"), "{screen}");
    key(&mut app, KeyCode::Enter);
    let screen = text(&mut app, size.0, size.1);
    assert!(screen.contains("Renamed 'Oma' to 'familyas'."), "{screen}");
    // A new name refused the same way stays in its field too.
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Enter);
    chars(&mut app, "Classic!");
    key(&mut app, KeyCode::Enter);
    let screen = text(&mut app, size.0, size.1);
    assert!(screen.contains("choose another"), "{screen}");
    assert!(screen.contains("Name: Classic!▌"), "{screen}");
}
