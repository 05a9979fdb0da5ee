//! The account of luck and play (`ai::luck`): start + luck − cost is the final score on whole
//! matches of every preset, the costs are the review's losses, and the account in chances to
//! win adds up to each seat's result.

use std::sync::Arc;

use crate::common;
use common::{classic_optimum, classic_outlook};
use yahtzee::ai::arena::play_match;
use yahtzee::ai::luck::{Account, DecisionKind, account, readout};
use yahtzee::ai::review::review;
use yahtzee::ai::{Cpu, Optimum};
use yahtzee::game::{Level, Match};
use yahtzee::rules::{Preset, Ruleset};

fn cpus(rules: Ruleset, levels: &[Level], optimum: &Arc<Optimum>) -> Vec<Cpu> {
    levels
        .iter()
        .map(|&l| Cpu::new(l, rules, Some(optimum.clone())).unwrap())
        .collect()
}

/// The identity on every seat of a finished match, and the figures' own sums.
fn check_identity(game: &Match, account: &Account, what: &str) {
    assert!(account.finished, "{what}");
    assert_eq!(account.seats.len(), game.seats().len());
    for s in &account.seats {
        let score = f64::from(s.score);
        let seat = game.seat_ids().nth(s.seat - 1).unwrap();
        assert_eq!(s.score, game.total(seat));
        assert!(
            (s.start + s.luck - s.cost - score).abs() < 1e-9,
            "{what}, {}: {} + {} − {} ≠ {score}",
            s.name,
            s.start,
            s.luck,
            s.cost
        );
        let luck: f64 = s.throws.iter().map(|t| t.luck).sum();
        let cost: f64 = s.decisions.iter().map(|d| d.cost).sum();
        assert!((luck - s.luck).abs() < 1e-9, "{what}: throws add up");
        assert!((cost - s.cost).abs() < 1e-9, "{what}: decisions add up");
        assert!(s.decisions.iter().all(|d| d.cost >= 0.0));
        assert!(
            s.throws
                .iter()
                .all(|t| (t.after - t.before - t.luck).abs() < 1e-9)
        );
        let boxes = s
            .decisions
            .iter()
            .filter(|d| d.kind == DecisionKind::Box)
            .count();
        assert_eq!(
            boxes,
            game.rounds(),
            "{what}: every placement is a decision"
        );
    }
}

#[test]
fn start_plus_luck_minus_cost_is_the_final_score_on_classic() {
    let optimum = classic_optimum();
    for seed in 0..6 {
        let rules = Ruleset::CLASSIC;
        let levels = [
            Level::Perfect,
            Level::Beginner,
            Level::Strong,
            Level::Casual,
        ];
        let game = play_match(rules, &mut cpus(rules, &levels, &optimum), seed).unwrap();
        let account = account(&game, &optimum, None).unwrap();
        assert!(!account.estimated);
        check_identity(&game, &account, &format!("Classic, seed {seed}"));
        // The value of the empty Classic card, as `yahtzee solve` gives it (254.5896 with
        // the Joker's free choice, Verhoeff's figure).
        assert_eq!(format!("{:.4}", account.seats[0].start), "254.5877");
        // Perfect gives nothing away; the others do.
        assert!(account.seats[0].cost < 1e-9);
        assert!(account.seats[1].cost > 1.0);
        let mean = account.seats[1].accuracy.mean().unwrap();
        assert!(mean > 0.0);
    }
}

#[test]
fn the_costs_are_the_reviews_losses() {
    let optimum = classic_optimum();
    let rules = Ruleset::CLASSIC;
    let levels = [Level::Beginner, Level::Casual];
    let game = play_match(rules, &mut cpus(rules, &levels, &optimum), 11).unwrap();
    let account = account(&game, &optimum, None).unwrap();
    let reviews = review(&game, &optimum, |_| true).unwrap();
    for (a, r) in account.seats.iter().zip(&reviews) {
        assert_eq!(a.decisions.len(), r.decisions.len());
        for (d, e) in a.decisions.iter().zip(&r.decisions) {
            assert_eq!((d.round, &d.chosen, &d.best), (e.round, &e.chosen, &e.best));
            assert!((d.cost - e.loss).abs() < 1e-12, "{d:?} against {e:?}");
        }
        assert!((a.cost - r.total_loss).abs() < 1e-9);
    }
}

#[test]
fn the_identity_holds_on_every_preset_and_on_four_rolls_and_sticky_holds() {
    let mut cases: Vec<(String, Ruleset)> = Preset::ALL
        .iter()
        .map(|&p| (p.name().to_string(), Ruleset::preset(p)))
        .collect();
    let mut four = Ruleset::CLASSIC;
    four.apply_assignment("max_rolls=4").unwrap();
    cases.push(("Four rolls".to_string(), four));
    let mut sticky = Ruleset::YATZY;
    sticky.apply_assignment("sticky_holds=true").unwrap();
    cases.push(("Yatzy, sticky holds".to_string(), sticky));
    for (name, rules) in cases {
        let optimum = if rules.column_rules() == Ruleset::CLASSIC {
            classic_optimum()
        } else {
            Arc::new(Optimum::solve(rules.column_rules(), 2, &|_, _| {}))
        };
        let levels = [Level::Perfect, Level::Casual];
        let game = play_match(rules, &mut cpus(rules, &levels, &optimum), 5).unwrap();
        let account = account(&game, &optimum, None).unwrap();
        assert_eq!(
            account.estimated,
            rules.layout().is_multi_column(),
            "{name}: estimates are said"
        );
        check_identity(&game, &account, &name);
        if account.estimated {
            assert!(readout(&account).ends_with("(estimated)"));
        }
    }
}

#[test]
fn two_cards_in_one_state_are_worth_their_own_totals() {
    // Seats whose cards share a state (the same boxes filled, the same upper subtotal) but
    // not a total: each turn's first throw is weighed against its own card's worth. Before,
    // the plans were shared by state with the first card's total banked, and the review's
    // totals (and so the luck) were off by the difference.
    let optimum = classic_optimum();
    let rules = Ruleset::CLASSIC;
    for seed in 0..4 {
        let game = play_match(
            rules,
            &mut cpus(rules, &[Level::Perfect, Level::Perfect], &optimum),
            seed,
        )
        .unwrap();
        let account = account(&game, &optimum, None).unwrap();
        for s in &account.seats {
            // A first throw's luck is bounded by the spread of one turn: never the size of
            // a box's points.
            for t in s.throws.iter().filter(|t| t.throw == 1) {
                assert!(t.before > 100.0 && t.luck.abs() < 60.0, "{t:?}");
            }
        }
        let reviews = review(&game, &optimum, |_| true).unwrap();
        for (a, r) in account.seats.iter().zip(&reviews) {
            let last = r.decisions.last().unwrap();
            assert!(
                (last.chosen_total - f64::from(a.score)).abs() < 1e-9,
                "{last:?}"
            );
        }
    }
}

#[test]
fn in_chances_to_win_the_books_add_up_to_each_result() {
    let optimum = classic_optimum();
    let outlook = classic_outlook();
    let rules = Ruleset::CLASSIC;
    for (seed, levels) in [
        (1, vec![Level::Perfect, Level::Beginner]),
        (2, vec![Level::Strong, Level::Casual, Level::Perfect]),
    ] {
        let game = play_match(rules, &mut cpus(rules, &levels, &optimum), seed).unwrap();
        let account = account(&game, &optimum, Some(&outlook)).unwrap();
        let mut luck_sum = 0.0;
        for s in &account.seats {
            let w = s.win.unwrap();
            assert!(
                (w.start + w.luck - w.cost + w.others - w.result).abs() < 1e-9,
                "{w:?}"
            );
            assert!((w.adjusted() - (w.result - w.luck)).abs() < 1e-12);
            assert!(w.result == 0.0 || w.result == 1.0 || (w.result - 0.5).abs() < 1e-9);
            luck_sum += w.luck;
        }
        // The chances always add up to 1, so the dice's effects add up to nothing.
        assert!(luck_sum.abs() < 1e-6, "{luck_sum}");
        // Perfect's choices are Perfect's: nothing given away against itself.
        let perfect = levels.iter().position(|&l| l == Level::Perfect).unwrap();
        assert!(account.seats[perfect].win.unwrap().cost.abs() < 1e-9);
    }
    // One seat has nothing to win.
    let solo = play_match(rules, &mut cpus(rules, &[Level::Casual], &optimum), 3).unwrap();
    let account = account(&solo, &optimum, Some(&outlook)).unwrap();
    assert!(account.seats[0].win.is_none());
}

/// Plays a match on a tape (`same_dice`: every seat the same faces) with the CPUs given.
fn tape_match(rules: Ruleset, cpus: &mut [Cpu], seed: u64, same_dice: bool) -> Match {
    use yahtzee::game::{DiceSource, Seat};
    let seats: Vec<Seat> = cpus
        .iter()
        .enumerate()
        .map(|(i, c)| Seat::cpu(&format!("Seat {}", i + 1), c.level()))
        .collect();
    let mut m = Match::with_dice(rules, seats, DiceSource::tape(seed, same_dice)).unwrap();
    while let Some(seat) = m.current_seat() {
        let action = cpus[seat.index()].next_action(&m).unwrap();
        m.apply(seat, action).unwrap();
    }
    m
}

#[test]
fn perfect_on_your_dice_is_exact_on_a_tape_and_absent_for_a_stream() {
    let optimum = classic_optimum();
    let rules = Ruleset::CLASSIC;
    for seed in 0..3 {
        // Independent seats: Perfect on the Perfect seat's dice is that seat's own score,
        // exactly; on the others' dice, what a Perfect seat there would have scored.
        let levels = [Level::Casual, Level::Perfect, Level::Beginner];
        let game = tape_match(rules, &mut cpus(rules, &levels, &optimum), seed, false);
        let account = yahtzee::ai::luck::account(&game, &optimum, None).unwrap();
        check_identity(&game, &account, &format!("tape, seed {seed}"));
        assert_eq!(
            account.seats[1].perfect_on_dice,
            Some(account.seats[1].score)
        );
        let all_perfect = [Level::Perfect, Level::Perfect, Level::Perfect];
        let perfect = tape_match(rules, &mut cpus(rules, &all_perfect, &optimum), seed, false);
        for (s, seat) in account.seats.iter().zip(perfect.seat_ids()) {
            assert_eq!(s.perfect_on_dice, Some(perfect.total(seat)), "{}", s.name);
        }
        // Same dice: one answer for every seat, Perfect's own score.
        let game = tape_match(rules, &mut cpus(rules, &levels, &optimum), seed, true);
        let account = yahtzee::ai::luck::account(&game, &optimum, None).unwrap();
        for s in &account.seats {
            assert_eq!(s.perfect_on_dice, Some(account.seats[1].score));
        }
    }
    // A match whose dice came from one stream has no such dice to replay, and says why.
    let old = play_match(rules, &mut cpus(rules, &[Level::Perfect], &optimum), 1).unwrap();
    let account = yahtzee::ai::luck::account(&old, &optimum, None).unwrap();
    assert_eq!(account.seats[0].perfect_on_dice, None);
    let lines = yahtzee::ai::luck::seat_lines(&account.seats[0], &account);
    assert!(
        lines.iter().any(|l| l == yahtzee::ai::luck::NOT_ON_TAPE),
        "{lines:?}"
    );
}
