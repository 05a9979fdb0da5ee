//! A CPU seat's automatic name follows its level in setup, in every language, and reads the
//! same in setup as at the table; a name the person typed stays.

use crate::common;

use common::*;
use ratatui::crossterm::event::KeyCode;
use yahtzee::l10n::{Lang, speaking};

use super::setup_options::at_setup;

const SIZE: (u16, u16) = (100, 30);

/// The drawn setup line of the seat labelled `seat` ("Seat 4").
fn seat_line(app: &mut yahtzee::tui::App, seat: &str) -> String {
    let screen = text(app, SIZE.0, SIZE.1);
    screen
        .lines()
        .find(|l| l.trim_start_matches('│').starts_with(seat))
        .unwrap_or_else(|| panic!("no {seat:?} row\n{screen}"))
        .to_string()
}

/// Two seats added, the fourth made a CPU and stepped up through the levels: its name goes
/// with each level, numbered apart from the default table's "Strong CPU" as shown, and the
/// match seats it under the last level's name.
#[test]
fn an_automatic_cpu_name_follows_its_level() {
    let cases = [
        (
            Lang::En,
            "Seat 4",
            [
                "Beginner CPU",
                "Casual CPU",
                "Strong CPU 2",
                "Perfect CPU",
                "Shark CPU",
            ],
        ),
        (
            Lang::De,
            "Platz 4",
            [
                "Anfänger-PC",
                "Locker-PC",
                "Starker PC 2",
                "Perfekter PC",
                "Hai-PC",
            ],
        ),
    ];
    for (lang, seat, names) in cases {
        speaking(lang, None, || {
            let mut app = at_setup();
            key(&mut app, KeyCode::Char('a'));
            key(&mut app, KeyCode::Char('a'));
            key(&mut app, KeyCode::Down);
            for name in names {
                key(&mut app, KeyCode::Right);
                let line = seat_line(&mut app, seat);
                assert!(line.contains(name), "{lang:?}: {name:?} in {line:?}");
                let others = [
                    "Beginner",
                    "Anfänger",
                    "Casual",
                    "Locker",
                    "Perfect",
                    "Perfekt",
                ];
                for other in others.iter().filter(|o| !name.contains(*o)) {
                    assert!(!line.contains(other), "{lang:?}: {other:?} in {line:?}");
                }
            }
            let strong = seat_line(
                &mut app,
                if lang == Lang::En {
                    "Seat 2"
                } else {
                    "Platz 2"
                },
            );
            let shown = yahtzee::words::shown_name("Strong CPU").into_owned();
            assert!(strong.contains(&shown), "{lang:?}: {strong:?}");
            crate::common::snap!(
                format!("setup_cpu_named_by_level_{lang:?}"),
                &mut app,
                SIZE.0,
                SIZE.1
            );
            key(&mut app, KeyCode::Char('s'));
            let game = app.current_match().expect("the match started");
            let stored: Vec<&str> = game.seats().iter().map(|s| s.name.as_str()).collect();
            assert_eq!(stored[3], names[4], "{lang:?}: {stored:?}");
            assert!(yahtzee::words::is_automatic_cpu(stored[3]));
        });
    }
}

/// A name the person typed for a CPU stays when its level changes, in either language.
#[test]
fn a_typed_cpu_name_stays_when_its_level_changes() {
    for (lang, seat) in [(Lang::En, "Seat 2"), (Lang::De, "Platz 2")] {
        speaking(lang, None, || {
            let mut app = at_setup();
            // Seat 2 (the default table's CPU): its name, typed over, then its level stepped.
            for _ in 0..4 {
                key(&mut app, KeyCode::Down);
            }
            key(&mut app, KeyCode::Enter);
            chars(&mut app, "Robo");
            key(&mut app, KeyCode::Enter);
            assert!(seat_line(&mut app, seat).contains("Robo"), "{lang:?}");
            key(&mut app, KeyCode::Down);
            for _ in 0..3 {
                key(&mut app, KeyCode::Right);
                let line = seat_line(&mut app, seat);
                assert!(line.contains("Robo"), "{lang:?}: {line:?}");
            }
            key(&mut app, KeyCode::Char('s'));
            let game = app.current_match().expect("the match started");
            assert_eq!(game.seats()[1].name, "Robo", "{lang:?}");
        });
    }
}
