//! Same dice in setup: the row, where it does not apply, the match it starts (its title says
//! so) and what is remembered; and the history's line for such a match.

use crate::common;

use super::setup_options::{about, at_setup, to_row};
use common::*;
use ratatui::crossterm::event::KeyCode;
use yahtzee_testkit::build;

const SIZE: (u16, u16) = (100, 30);

#[test]
fn same_dice_is_a_setup_row_that_starts_a_same_dice_match() {
    let mut app = at_setup();
    let row = to_row(&mut app, SIZE, "Same dice");
    assert!(row.text.ends_with("no"), "{}", row.text);
    key(&mut app, KeyCode::Right);
    let row = to_row(&mut app, SIZE, "Same dice");
    assert!(row.text.ends_with("yes"), "{}", row.text);
    let words = about(&mut app, SIZE.0, SIZE.1);
    assert!(words.contains("Every seat throws the same dice"), "{words}");
    crate::common::snap!("setup_same_dice_80x24", &mut app, 80, 24);
    crate::common::snap!("setup_same_dice_120x40", &mut app, 120, 40);
    chars(&mut app, "s");
    assert_eq!(app.screen_name(), "play");
    let m = app.current_match().unwrap();
    assert!(m.same_dice());
    assert!(matches!(
        m.start_dice_source(),
        yahtzee::game::DiceSource::Tape(t) if t.same_dice && t.seed == 1
    ));
    crate::common::snap!("play_same_dice_80x24", &mut app, 80, 24);
    crate::common::snap!("play_same_dice_120x40", &mut app, 120, 40);
    // Remembered for next time.
    assert!(app.store_mut().last_setup().unwrap().same_dice);
}

#[test]
fn same_dice_does_not_apply_to_one_seat_or_a_score_pad() {
    let mut app = at_setup();
    // Asked for with two seats, then the second seat removed: greyed, kept, not applied.
    to_row(&mut app, SIZE, "Same dice");
    key(&mut app, KeyCode::Right);
    to_row(&mut app, SIZE, "Seat 2");
    key(&mut app, KeyCode::Char('x'));
    let row = to_row(&mut app, SIZE, "Same dice");
    key(&mut app, KeyCode::Right);
    assert!(row.text.ends_with("yes (one seat)"), "{}", row.text);
    let words = about(&mut app, SIZE.0, SIZE.1);
    assert!(
        words.contains("Same dice does not apply: there is only one seat; add a seat first."),
        "{words}"
    );
    // With two people on a score pad: nothing is thrown, so nothing is dealt alike.
    key(&mut app, KeyCode::Char('a'));
    to_row(&mut app, SIZE, "Score pad");
    key(&mut app, KeyCode::Right);
    let row = to_row(&mut app, SIZE, "Same dice");
    assert!(row.text.ends_with("yes (score pad)"), "{}", row.text);
    chars(&mut app, "s");
    let m = app.current_match().unwrap();
    assert!(!m.same_dice(), "greyed, so not applied");
}

#[test]
fn the_history_says_same_dice() {
    let seats = vec![
        yahtzee::game::Seat::human("Ana"),
        yahtzee::game::Seat::human("Ben"),
    ];
    let mut setup = build::classic().seats(seats).seed(3).setup();
    setup.same_dice = true;
    let mut m = yahtzee::game::Match::new(&setup).unwrap();
    while let Some(seat) = m.current_seat() {
        m.apply(seat, yahtzee::game::Action::Roll).unwrap();
        let spot = m.placements().unwrap().allowed().next().unwrap().0;
        m.apply(
            seat,
            yahtzee::game::Action::Score {
                b: spot.b,
                column: spot.column,
            },
        )
        .unwrap();
    }
    let session = yahtzee::game::Session::new(m, Default::default(), "same".into(), 1).unwrap();
    let finished = yahtzee::store::FinishedMatch::of(&session, 2);
    let line =
        yahtzee::tui::screens::history::HistoryView::line(&(finished, session.game().clone()));
    assert!(line.contains("(same dice)"), "{line}");
}

#[test]
fn a_same_dice_rematch_keeps_same_dice() {
    let seats = vec![
        yahtzee::game::Seat::cpu("Bot", yahtzee::game::Level::Beginner),
        yahtzee::game::Seat::cpu("Cat", yahtzee::game::Level::Beginner),
    ];
    let mut setup = classic(seats, 9);
    setup.same_dice = true;
    let mut app = match_app(setup, instant());
    for _ in 0..400 {
        if app.screen_name() == "results" {
            break;
        }
        app.tick(std::time::Duration::from_millis(50));
    }
    assert_eq!(app.screen_name(), "results");
    assert!(app.current_match().unwrap().same_dice());
    settle_results(&mut app);
    key(&mut app, KeyCode::Char('r'));
    assert_eq!(app.screen_name(), "play");
    let m = app.current_match().unwrap();
    assert!(
        m.same_dice(),
        "the rematch deals every seat the same dice again"
    );
    assert!(matches!(
        m.start_dice_source(),
        yahtzee::game::DiceSource::Tape(t) if t.same_dice
    ));
}
