//! Layer 2: at least 100,000 random keys (with bursts of typing), clicks, resizes (from 1×1
//! up) and clock ticks fed to the app, in matches with dice on screen, real dice typed in and
//! score pads. It must never panic, and whatever match is on screen must stay a legal one.

use crate::common;
use crate::common::Newest;
use yahtzee_testkit::build;

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;
use yahtzee::game::Pcg32;
use yahtzee::game::{Action, Level, Match, Seat, SeatKind};
use yahtzee::rules::{Preset, Ruleset};
use yahtzee::store::{CoachMode, CpuSpeed, LoadOutcome, MatchOptions, MemoryStore};
use yahtzee::tui::{App, Input, Start};

const KEYS: &[KeyCode] = &[
    KeyCode::Char(' '),
    KeyCode::Char('v'),
    KeyCode::Char('r'),
    KeyCode::Char('1'),
    KeyCode::Char('2'),
    KeyCode::Char('3'),
    KeyCode::Char('4'),
    KeyCode::Char('5'),
    KeyCode::Up,
    KeyCode::Down,
    KeyCode::Left,
    KeyCode::Right,
    KeyCode::Enter,
    KeyCode::Enter,
    KeyCode::Esc,
    KeyCode::Char('q'),
    KeyCode::Char('h'),
    KeyCode::Char('u'),
    KeyCode::Char('s'),
    KeyCode::Char('?'),
    KeyCode::Char('y'),
    KeyCode::Char('n'),
    KeyCode::Char('v'),
    KeyCode::Char('m'),
    KeyCode::Char('a'),
    KeyCode::Char('x'),
    KeyCode::Char('j'),
    KeyCode::Char('k'),
    KeyCode::Char('Z'),
    KeyCode::Tab,
    KeyCode::Backspace,
    KeyCode::PageDown,
    KeyCode::PageUp,
    KeyCode::Delete,
    // Typed throws, a score pad's points and corrections.
    KeyCode::Char('6'),
    KeyCode::Char('7'),
    KeyCode::Char('0'),
    KeyCode::Char('+'),
    KeyCode::Char(','),
    KeyCode::Char('c'),
];

fn start(i: u64) -> Start {
    let seats = match i % 4 {
        0 => vec![Seat::human("Ana"), Seat::cpu("Bot", Level::Strong)],
        1 => vec![
            Seat::human("Ana"),
            Seat::human("Ben"),
            Seat::cpu("Perf", Level::Perfect),
        ],
        2 => vec![Seat::human("Solo")],
        _ => vec![
            Seat::cpu("A", Level::Beginner),
            Seat::human("Ana"),
            Seat::cpu("C", Level::Casual),
            Seat::human("Dee"),
        ],
    };
    let options = MatchOptions {
        cpu_speed: if i.is_multiple_of(2) {
            CpuSpeed::Instant
        } else {
            CpuSpeed::Fast
        },
        coach: vec![
            CoachMode::Warn,
            CoachMode::Always,
            CoachMode::Off,
            CoachMode::Warn,
        ],
        undo: !i.is_multiple_of(3),
        ..MatchOptions::default()
    };
    // Some matches are played with real dice typed in, some kept on a score pad (people only).
    let (seats, options) = match i % 7 {
        3 => (
            seats
                .iter()
                .map(|s| Seat::human(&s.name))
                .collect::<Vec<_>>(),
            MatchOptions {
                score_pad: true,
                ..options
            },
        ),
        5 => (
            seats.clone(),
            MatchOptions {
                real_dice: seats.iter().map(|s| s.kind == SeatKind::Human).collect(),
                ..options
            },
        ),
        _ => (seats, options),
    };
    match i % 5 {
        // Every other start at the menu opens Learn to play, its lessons and puzzles.
        0 if (i / 5) % 2 == 1 => Start::Learn,
        0 => Start::Menu,
        1 => Start::Setup {
            setup: None,
            seed: Some(i),
        },
        // Every card: one column, Yatzy's, Triple and three columns.
        _ => Start::Match {
            setup: build::on(match (i / 5) % 4 {
                0 => Ruleset::CLASSIC,
                1 => Ruleset::preset(Preset::Triple),
                2 => Ruleset::preset(Preset::ThreeColumn),
                _ => Ruleset::YATZY,
            })
            .seats(seats)
            .seed(i)
            .setup(),
            options,
        },
    }
}

fn check(game: &Match) {
    // The match replays from its own log to exactly itself: every move in it was legal.
    let back = Match::from_record(game.to_record());
    assert!(
        back.as_ref().is_ok_and(|b| b == game),
        "illegal match state: {:?}",
        back.err()
    );
    for card in game.cards() {
        let r = game.rules();
        let multipliers = r.layout().columns().iter().map(|c| u32::from(c.multiplier));
        let expected: u32 = card
            .columns()
            .iter()
            .zip(multipliers)
            .map(|(col, m)| {
                m * (col.upper_subtotal()
                    + col.upper_bonus(r)
                    + col.lower_subtotal()
                    + col.extra_bonus_points(r))
            })
            .sum();
        assert_eq!(card.total(r), expected);
    }
}

// A hundred thousand random events in four walks of their own, so the test threads share
// them: one walk of 100,000 was the suite's last test to finish, alone on one core for a
// minute. The first walk is the first quarter of that one, event for event.
#[test]
fn random_events_never_break_the_app_walk_1() {
    random_walk(0xF022);
}

#[test]
fn random_events_never_break_the_app_walk_2() {
    random_walk(0xF023);
}

#[test]
fn random_events_never_break_the_app_walk_3() {
    random_walk(0xF026);
}

#[test]
fn random_events_never_break_the_app_walk_4() {
    random_walk(0xF025);
}

fn random_walk(seed: u64) {
    let mut rng = Pcg32::from_seed(seed);
    let mut restarts = 0u64;
    // One shelf of solved data for every restart, as a real process finds them in its cache: a
    // restart solving the Yatzy, Triple and three-column optima again tests nothing new.
    let shelf = common::shelf();
    let mut app: App = common::app_with(MemoryStore::new(), shelf.clone(), start(0));
    let mut size = (100u16, 30u16);
    let mut matches_seen = 0usize;
    let (mut typed, mut padded) = (0usize, 0usize);
    let events = 25_000;
    for n in 0..events {
        let roll = rng.next_u32();
        let input = match roll % 100 {
            // A burst of typing, as a person enters a throw or points: five characters
            // (mostly faces, sometimes a 0 or 7) and Enter.
            0..=4 => {
                for _ in 0..5 {
                    let c = b"1234566701 +"[(rng.next_u32() % 12) as usize] as char;
                    app.handle(Input::Key(KeyEvent::new(
                        KeyCode::Char(c),
                        KeyModifiers::NONE,
                    )));
                }
                Some(Input::Key(KeyEvent::new(
                    KeyCode::Enter,
                    KeyModifiers::NONE,
                )))
            }
            5..=69 => {
                let code = KEYS[(rng.next_u32() as usize) % KEYS.len()];
                let modifiers = if rng.next_u32().is_multiple_of(40) {
                    KeyModifiers::CONTROL
                } else {
                    KeyModifiers::NONE
                };
                // Ctrl+C would quit at once; the rest of Ctrl is fair game.
                let code = if modifiers == KeyModifiers::CONTROL && code == KeyCode::Char('c') {
                    KeyCode::Char('z')
                } else {
                    code
                };
                Some(Input::Key(KeyEvent::new(code, modifiers)))
            }
            70..=84 => {
                let kind = match rng.next_u32() % 6 {
                    0 => MouseEventKind::ScrollUp,
                    1 => MouseEventKind::ScrollDown,
                    _ => MouseEventKind::Down(MouseButton::Left),
                };
                let x = (rng.next_u32() % u32::from(size.0 + 5)) as u16;
                let y = (rng.next_u32() % u32::from(size.1 + 5)) as u16;
                Some(Input::Mouse(MouseEvent {
                    kind,
                    column: x,
                    row: y,
                    modifiers: KeyModifiers::NONE,
                }))
            }
            85..=89 => {
                size = match rng.next_u32() % 4 {
                    0 => (
                        1 + (rng.next_u32() % 30) as u16,
                        1 + (rng.next_u32() % 12) as u16,
                    ),
                    1 => (
                        60 + (rng.next_u32() % 60) as u16,
                        18 + (rng.next_u32() % 30) as u16,
                    ),
                    _ => (
                        80 + (rng.next_u32() % 40) as u16,
                        24 + (rng.next_u32() % 20) as u16,
                    ),
                };
                Some(Input::Resize(size.0, size.1))
            }
            _ => {
                app.tick(Duration::from_millis(u64::from(rng.next_u32() % 1500)));
                None
            }
        };
        if let Some(input) = input {
            app.handle(input);
        }
        // Draw every event, at the current size.
        let area = Rect::new(0, 0, size.0, size.1);
        let mut buf = Buffer::empty(area);
        app.render(&mut buf, area);
        if n % 50 == 0
            && let Some(game) = app.current_match()
        {
            check(game);
            matches_seen += 1;
            let log = game.log();
            typed += usize::from(log.iter().any(|e| matches!(e.action, Action::Throw { .. })));
            padded += usize::from(
                log.iter()
                    .any(|e| matches!(e.action, Action::Record { .. })),
            );
            // What the game saved, it can read back.
            for slot in [false, true] {
                if let LoadOutcome::Damaged { message } = app.store_mut().load_newest(slot) {
                    panic!("the game wrote a save it refuses: {message}");
                }
            }
        }
        if app.exit().is_some() {
            restarts += 1;
            app = common::app_with(MemoryStore::new(), shelf.clone(), start(restarts));
            app.handle(Input::Resize(size.0, size.1));
        }
    }
    println!(
        "{events} events, {restarts} restarts, {matches_seen} match checks ({typed} with typed throws, {padded} on a score pad)"
    );
    assert!(
        typed > 0 && padded > 0,
        "the walk should type throws and keep score pads too"
    );
    assert!(
        matches_seen > 25,
        "the random walk should spend time in matches"
    );
}
