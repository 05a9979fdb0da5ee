//! Setup's Language row: each language offered in its own name, the game speaking the one
//! chosen at once, and the choice remembered with the setup for the next start.

use crate::common;

use common::*;
use ratatui::crossterm::event::KeyCode;
use yahtzee::l10n::Lang;
use yahtzee::store::MemoryStore;
use yahtzee::tui::{App, Start};

fn at_setup() -> App {
    app(
        MemoryStore::new(),
        Start::Setup {
            setup: None,
            seed: Some(1),
        },
    )
}

/// The cursor on the Language row: the row above Start, which the list wraps to.
fn to_language(app: &mut App) {
    key(app, KeyCode::Up);
    key(app, KeyCode::Up);
}

#[test]
fn the_language_row_names_each_language_in_its_own_words() {
    let mut app = at_setup();
    to_language(&mut app);
    for (w, h) in [(80, 24), (120, 40)] {
        let screen = text(&mut app, w, h);
        assert!(screen.contains("Language"), "{screen}");
        assert!(screen.contains("English"), "{screen}");
        // The About panel lists every language by its own name.
        for name in ["Deutsch", "Français", "Español", "Svenska"] {
            assert!(screen.contains(name), "{w}×{h}: {name} missing:\n{screen}");
        }
        crate::common::snap!(format!("setup_language_row_{w}x{h}"), &mut app, w, h);
    }
}

#[test]
fn choosing_deutsch_redraws_setup_in_german_and_remembers_it() {
    let mut app = at_setup();
    to_language(&mut app);
    key(&mut app, KeyCode::Right);
    for (w, h) in [(80, 24), (120, 40)] {
        let screen = text(&mut app, w, h);
        for german in ["Sprache", "Deutsch", "Fängt an", "Partie starten"] {
            assert!(
                screen.contains(german),
                "{w}×{h}: {german} missing:\n{screen}"
            );
        }
        for english in ["Language", "Throws first", "Start the match"] {
            assert!(!screen.contains(english), "{w}×{h}: {english}:\n{screen}");
        }
    }
    crate::common::snap!("setup_language_deutsch_80x24", &mut app, 80, 24);
    // Remembered with the setup, and nothing else of the setup changed by it.
    let last = app.store_mut().last_setup().expect("remembered");
    assert_eq!(last.language.as_deref(), Some("de"));
    assert_eq!(
        last.seats,
        yahtzee::tui::screens::setup::default_setup().seats
    );
    // The app speaks it; the thread that drives it does not change its own.
    assert_eq!(yahtzee::l10n::current(), Lang::En);
    // Stepping on: Français, Español, Svenska, then round to English again.
    for (name, code) in [
        ("Français", "fr"),
        ("Español", "es"),
        ("Svenska", "sv"),
        ("English", "en"),
    ] {
        key(&mut app, KeyCode::Right);
        let screen = text(&mut app, 120, 40);
        assert!(screen.contains(name), "{name}:\n{screen}");
        let last = app.store_mut().last_setup().expect("remembered");
        assert_eq!(last.language.as_deref(), Some(code));
    }
    // A match started afterwards keeps the language remembered.
    key(&mut app, KeyCode::Right);
    app.handle(yahtzee::tui::Input::Key(
        ratatui::crossterm::event::KeyEvent::new(
            KeyCode::Char('s'),
            ratatui::crossterm::event::KeyModifiers::NONE,
        ),
    ));
    let last = app.store_mut().last_setup().expect("remembered");
    assert_eq!(last.language.as_deref(), Some("de"));
}
