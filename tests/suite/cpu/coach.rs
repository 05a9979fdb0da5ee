//! The coach: the review's losses, and undo never changing the dice.

use crate::common;
use yahtzee_testkit::build;

use common::classic_optimum;
use yahtzee::ai::arena::play_match;
use yahtzee::ai::review::review;
use yahtzee::ai::{Cpu, Optimum};
use yahtzee::game::{Action, Level, Match};
use yahtzee::rules::{DieIndex, Ruleset};

fn cpus(levels: &[Level], optimum: &std::sync::Arc<Optimum>) -> Vec<Cpu> {
    levels
        .iter()
        .map(|&l| Cpu::new(l, Ruleset::CLASSIC, Some(optimum.clone())).unwrap())
        .collect()
}

#[test]
fn a_perfect_match_loses_nothing_and_losses_add_up() {
    let optimum = classic_optimum();
    for seed in 0..4 {
        let game = play_match(
            Ruleset::CLASSIC,
            &mut cpus(&[Level::Perfect, Level::Beginner, Level::Strong], &optimum),
            seed,
        )
        .unwrap();
        let reviews = review(&game, &optimum, |_| true).unwrap();
        assert_eq!(reviews.len(), 3);
        for r in &reviews {
            let sum: f64 = r.decisions.iter().map(|d| d.loss).sum();
            assert!((sum - r.total_loss).abs() < 1e-9, "losses add up");
            assert!(r.decisions.iter().all(|d| d.loss >= 0.0 && (d.best_total - d.chosen_total - d.loss).abs() < 1e-9));
            // Every placement is reviewed, and every rethrow.
            let scores = r
                .decisions
                .iter()
                .filter(|d| d.chosen.starts_with("score"))
                .count();
            assert_eq!(scores, 13);
        }
        assert!(
            reviews[0].total_loss < 1e-9,
            "Perfect gives nothing away: {}",
            reviews[0].total_loss
        );
        assert!(reviews[0].verdict.starts_with("Flawless"));
        assert!(
            reviews[1].total_loss > reviews[0].total_loss,
            "Beginner gives points away"
        );
    }
}

#[test]
fn undo_restores_the_exact_previous_state_and_never_changes_dice() {
    // A random walk of holds, throws, placements and undos over several matches.
    let mut rng = yahtzee::game::Pcg32::from_seed(77);
    for seed in 0..20 {
        let setup = build::classic().human("A").human("B").seed(seed).setup();
        let mut m = Match::new(&setup).unwrap();
        // States before each placement since the last throw.
        let mut before: Vec<Match> = Vec::new();
        let mut steps = 0;
        while let Some(seat) = m.current_seat() {
            steps += 1;
            assert!(steps < 10_000);
            let r = rng.next_u32() % 10;
            let latest = m.log().iter().rev().find(|e| !e.undone).copied();
            if r < 2
                && let Some(latest) = latest.filter(|e| !matches!(e.action, Action::Roll))
            {
                let now = m.clone();
                let taken = m
                    .undo(latest.seat)
                    .expect("a hold or placement is taken back");
                // A hold change is taken back as the latest net change (a die toggled twice
                // between throws keeps neither toggle): the same state with that die's hold
                // flipped back. A placement gives back the state before it.
                let (cards, turn) = match taken.action {
                    Action::ToggleHold { die } => {
                        let mut turn = *now.turn().unwrap();
                        let mut throw = turn.throw.unwrap();
                        throw.held = throw.held.toggled(die);
                        turn.throw = Some(throw);
                        (now.cards().to_vec(), Some(turn))
                    }
                    _ => {
                        let expected = before.pop().expect("a placement since the throw");
                        (expected.cards().to_vec(), expected.turn().copied())
                    }
                };
                assert_eq!(m.cards(), cards.as_slice());
                assert_eq!(m.turn().copied(), turn, "the exact previous state");
                assert_eq!(
                    m.dice_source(),
                    now.dice_source(),
                    "no die was thrown or drawn"
                );
                if let (Some(after), Some(was)) = (m.throw().map(|t| t.dice), now.throw()) {
                    assert_eq!(after, was.dice, "undo never changes the dice on the table");
                }
                continue;
            }
            let action = match (m.throw().copied(), r) {
                (None, _) => Action::Roll,
                (Some(_), 2..=5) if m.rolls_left() > 0 => Action::ToggleHold {
                    die: DieIndex::new((rng.next_u32() % 5) as u8).unwrap(),
                },
                (Some(t), 6..=7) if m.rolls_left() > 0 && !t.held.is_all() => Action::Roll,
                _ => Action::score_at(m.placements().unwrap().allowed().next().unwrap().0),
            };
            let snapshot = m.clone();
            m.apply(seat, action).unwrap();
            match action {
                Action::Roll => before.clear(),
                Action::ToggleHold { .. } => {}
                _ => before.push(snapshot),
            }
        }
    }
}

#[test]
fn a_triple_and_a_three_column_match_are_reviewed_against_perfects_search() {
    use yahtzee::ai::review::ReviewError;
    use yahtzee::rules::Preset;
    for preset in [Preset::Triple, Preset::ThreeColumn] {
        let rules = Ruleset::preset(preset);
        let optimum = std::sync::Arc::new(Optimum::solve(rules.column_rules(), 2, &|_, _| {}));
        let mut seats: Vec<Cpu> = [Level::Perfect, Level::Beginner]
            .iter()
            .map(|&l| Cpu::new(l, rules, Some(optimum.clone())).unwrap())
            .collect();
        let game = play_match(rules, &mut seats, 3).unwrap();
        let reviews = review(&game, &optimum, |_| true).unwrap();
        assert_eq!(reviews.len(), 2);
        for r in &reviews {
            assert!(r.estimate, "{preset:?}: labelled as an estimate");
            let scores: Vec<_> = r
                .decisions
                .iter()
                .filter(|d| d.chosen.starts_with("score"))
                .collect();
            // Every one of the 39 placements is rated, in the round it was made, and names
            // its column.
            assert_eq!(scores.len(), 39, "{preset:?}");
            assert_eq!(scores.last().map(|d| d.round), Some(39));
            assert!(
                scores
                    .iter()
                    .all(|d| d.chosen.contains('×') || d.chosen.contains('(')),
                "{:?}",
                scores[0]
            );
            let sum: f64 = r.decisions.iter().map(|d| d.loss).sum();
            assert!((sum - r.total_loss).abs() < 1e-9, "losses add up");
        }
        // Perfect plays the very search the review rates with: it gives nothing away; the
        // Beginner, filling one column at a time by rules of thumb, gives away a lot.
        assert!(
            reviews[0].total_loss < 1e-6,
            "{preset:?}: {}",
            reviews[0].total_loss
        );
        assert!(
            reviews[1].total_loss > 50.0,
            "{preset:?}: {}",
            reviews[1].total_loss
        );
        // The optimum of another card is refused, not misread.
        let other = common::yatzy_optimum();
        assert_eq!(
            review(&game, &other, |_| true),
            Err(ReviewError::OtherRules)
        );
    }
}

/// On a card of several columns the coach's solved data (one column's optimum, then the
/// ordered columns' values) is built in the background from the start of the match, so the
/// first placement is judged like any later one instead of being waved through unjudged.
#[test]
fn a_three_column_coach_is_ready_by_the_first_placement() {
    use ratatui::crossterm::event::KeyCode;
    use yahtzee::rules::Preset;
    use yahtzee::store::{CoachMode, MatchOptions};
    use yahtzee::tui::shelf::Shelf;
    use yahtzee::tui::{App, Input, Prefs, Start};

    let dir = tempfile::tempdir().unwrap();
    let options = MatchOptions {
        coach: vec![CoachMode::Warn],
        coach_threshold: 1.0,
        ..MatchOptions::default()
    };
    let store = common::store_with_match(
        Ruleset::preset(Preset::ThreeColumn),
        vec![yahtzee::game::Seat::human("Ana")],
        "6 6 6 6 6",
        options,
    );
    let shelf = Shelf::new(Some(dir.path().to_path_buf()));
    let mut app = App::new(
        Box::new(store),
        shelf.clone(),
        Prefs::default(),
        Start::Resume(crate::common::built()),
    );
    app.handle(Input::Resize(100, 30));
    assert_eq!(app.screen_name(), "play");
    common::until_shelf_ready(&mut app, &shelf);
    // A Yahtzee on the first throw, put in Free's Chance (the box below the Yahtzee the cursor
    // offers) for 30: far below the best, so the coach, ready, asks first.
    common::key(&mut app, KeyCode::Char(' '));
    common::key(&mut app, KeyCode::Down);
    common::key(&mut app, KeyCode::Enter);
    let screen = common::text(&mut app, 100, 30);
    assert!(!screen.contains("still being built"), "{screen}");
    assert_eq!(app.overlay_name(), Some("coach-warn"), "{screen}");
}
