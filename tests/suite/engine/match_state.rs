//! Layer 1: the match state machine.

use proptest::prelude::*;
use yahtzee::game::{
    Action, DiceSource, Event, Level, Match, MatchRecord, Pcg32, RuleError, Seat, SeatId,
};
use yahtzee::rules::{BoxId, BoxRefusal, DieIndex, Face, Holds, PlaceError, Preset, Ruleset};
use yahtzee_testkit::build;

fn faces(s: &str) -> Vec<Face> {
    s.chars()
        .filter_map(|c| c.to_digit(10))
        .map(|d| Face::from_value(d as u8).unwrap())
        .collect()
}

fn two_seats(rules: Ruleset, script: &str) -> Match {
    Match::with_dice(
        rules,
        vec![Seat::human("Ana"), Seat::cpu("Bot", Level::Casual)],
        DiceSource::scripted(faces(script), 9),
    )
    .unwrap()
}

const ANA: SeatId = SeatId(0);
const BOT: SeatId = SeatId(1);

fn die(i: u8) -> DieIndex {
    DieIndex::new(i).unwrap()
}

/// Applies an action that must be refused and checks that nothing changed.
fn refused(m: &mut Match, seat: SeatId, action: Action) -> RuleError {
    let before = m.clone();
    let err = m.apply(seat, action).unwrap_err();
    assert_eq!(*m, before, "a refused {action:?} changed the match");
    err
}

#[test]
fn a_turn_rolls_holds_rerolls_and_scores() {
    let mut m = two_seats(Ruleset::CLASSIC, "33356 45");
    assert_eq!(m.rolls_left(), 3);
    let e = m.apply(ANA, Action::Roll).unwrap();
    assert!(matches!(e, Event::Rolled { rolls_used: 1, thrown, .. } if thrown == Holds::ALL));
    assert_eq!(m.throw().unwrap().dice.to_string(), "3-3-3-5-6");
    for i in 0..3 {
        m.apply(ANA, Action::ToggleHold { die: die(i) }).unwrap();
    }
    m.apply(ANA, Action::Roll).unwrap();
    assert_eq!(m.throw().unwrap().dice.to_string(), "3-3-3-4-5");
    assert_eq!(m.rolls_left(), 1);
    let e = m.apply(ANA, Action::score(BoxId::Threes)).unwrap();
    assert!(matches!(e, Event::Scored { next: Some(BOT), placed, .. } if placed.points == 9));
    assert_eq!(m.current_seat(), Some(BOT));
    assert!(m.throw().is_none());
}

#[test]
fn illegal_actions_are_typed_errors_that_change_nothing() {
    let mut m = two_seats(Ruleset::CLASSIC, "12345 1 1 1 1");
    assert_eq!(
        refused(&mut m, ANA, Action::score(BoxId::Chance)),
        RuleError::NotRolledYet
    );
    assert_eq!(
        refused(&mut m, ANA, Action::ToggleHold { die: die(0) }),
        RuleError::NotRolledYet
    );
    assert!(matches!(
        refused(&mut m, BOT, Action::Roll),
        RuleError::NotYourTurn { .. }
    ));
    assert_eq!(
        refused(&mut m, SeatId(7), Action::Roll),
        RuleError::NoSuchSeat(SeatId(7))
    );
    m.apply(ANA, Action::Roll).unwrap();
    m.apply(ANA, Action::Roll).unwrap();
    m.apply(ANA, Action::Roll).unwrap();
    assert_eq!(
        refused(&mut m, ANA, Action::Roll),
        RuleError::NoRollsLeft,
        "no fourth roll"
    );
    assert_eq!(
        refused(&mut m, ANA, Action::ToggleHold { die: die(1) }),
        RuleError::NoRollsLeft
    );
    m.apply(ANA, Action::score(BoxId::Chance)).unwrap();
    m.apply(BOT, Action::Roll).unwrap();
    m.apply(BOT, Action::score(BoxId::Ones)).unwrap();
    m.apply(ANA, Action::Roll).unwrap();
    assert_eq!(
        refused(&mut m, ANA, Action::score(BoxId::Chance)),
        RuleError::Place(PlaceError::Filled(BoxId::Chance))
    );
    for i in 0..5 {
        m.apply(ANA, Action::ToggleHold { die: die(i) }).unwrap();
    }
    assert_eq!(refused(&mut m, ANA, Action::Roll), RuleError::AllHeld);
}

#[test]
fn a_joker_roll_refuses_other_boxes_with_the_reason() {
    let mut m = two_seats(Ruleset::CLASSIC, "66666 12346 44444");
    m.apply(ANA, Action::Roll).unwrap();
    m.apply(ANA, Action::score(BoxId::Yahtzee)).unwrap();
    m.apply(BOT, Action::Roll).unwrap();
    m.apply(BOT, Action::score(BoxId::Ones)).unwrap();
    m.apply(ANA, Action::Roll).unwrap();
    let err = refused(&mut m, ANA, Action::score(BoxId::FullHouse));
    assert!(matches!(
        err,
        RuleError::Place(PlaceError::Refused(BoxRefusal::JokerMatchingUpperFirst {
            upper: BoxId::Fours,
            ..
        }))
    ));
    assert_eq!(
        err.to_string(),
        "Joker: five 4s must go in Fours while Fours is open"
    );
    let e = m.apply(ANA, Action::score(BoxId::Fours)).unwrap();
    assert!(
        matches!(e, Event::Scored { placed, .. } if placed.points == 20 && placed.extra_bonus && placed.joker)
    );
    assert_eq!(m.total(ANA), 50 + 20 + 100);
}

#[test]
fn sticky_holds_cannot_be_released() {
    let mut m = two_seats(Ruleset::CLASSIC, "11111");
    m.apply(ANA, Action::Roll).unwrap();
    m.apply(ANA, Action::ToggleHold { die: die(2) }).unwrap();
    m.apply(ANA, Action::ToggleHold { die: die(2) }).unwrap();
    let mut sticky = Ruleset::CLASSIC;
    sticky.apply_assignment("sticky_holds=true").unwrap();
    let mut m = two_seats(sticky, "11111");
    m.apply(ANA, Action::Roll).unwrap();
    m.apply(ANA, Action::ToggleHold { die: die(2) }).unwrap();
    assert_eq!(
        refused(&mut m, ANA, Action::ToggleHold { die: die(2) }),
        RuleError::StickyHold(die(2))
    );
    m.apply(ANA, Action::Roll).unwrap();
    assert!(
        m.throw().unwrap().held.contains(die(2)),
        "held through the roll"
    );
}

#[test]
fn max_rolls_setting_is_obeyed() {
    for max in 1..=5u8 {
        let mut r = Ruleset::CLASSIC;
        r.apply_assignment(&format!("max_rolls={max}")).unwrap();
        let mut m = two_seats(r, "");
        for _ in 0..max {
            m.apply(ANA, Action::Roll).unwrap();
        }
        assert_eq!(refused(&mut m, ANA, Action::Roll), RuleError::NoRollsLeft);
    }
}

#[test]
fn the_match_ends_after_every_seat_fills_every_box() {
    let mut m = Match::new(
        &build::on(Ruleset::preset(Preset::Simple))
            .human("A")
            .human("B")
            .human("C")
            .seed(3)
            .setup(),
    )
    .unwrap();
    let mut turns = 0;
    while let Some(seat) = m.current_seat() {
        m.apply(seat, Action::Roll).unwrap();
        let b = m.placements().unwrap().allowed().next().unwrap().0;
        m.apply(seat, Action::score_at(b)).unwrap();
        turns += 1;
    }
    assert_eq!(turns, 3 * 13);
    assert!(m.cards().iter().all(|c| c.is_complete()));
    assert_eq!(refused(&mut m, ANA, Action::Roll), RuleError::MatchOver);
    let standings = m.standings();
    assert_eq!(standings.len(), 3);
    assert!(standings.windows(2).all(|w| w[0].total >= w[1].total));
}

#[test]
fn undo_takes_back_holds_and_placements_but_never_a_throw() {
    let mut m = two_seats(Ruleset::CLASSIC, "12345 66");
    m.apply(ANA, Action::Roll).unwrap();
    let after_roll = m.clone();
    m.apply(ANA, Action::ToggleHold { die: die(0) }).unwrap();
    assert!(m.undo(ANA).is_some());
    assert_eq!(m.throw(), after_roll.throw());
    assert_eq!(m.cards(), after_roll.cards());
    assert!(m.undo(ANA).is_none(), "the throw itself cannot be undone");
    m.apply(ANA, Action::score(BoxId::LargeStraight)).unwrap();
    assert!(
        m.undo(BOT).is_none(),
        "only the seat that acted can take it back"
    );
    assert!(m.undo(ANA).is_some());
    assert_eq!(m.current_seat(), Some(ANA));
    assert_eq!(m.throw().unwrap().dice.to_string(), "1-2-3-4-5");
    // The placement taken back stays in the log; the hold taken back changed nothing and
    // leaves no trace.
    assert_eq!(
        m.log().iter().filter(|e| e.undone).count(),
        1,
        "a placement taken back stays in the log"
    );
    m.apply(ANA, Action::score(BoxId::SmallStraight)).unwrap();
    m.apply(BOT, Action::Roll).unwrap();
    assert!(m.undo(ANA).is_none(), "a die was thrown since");
}

#[test]
fn records_round_trip_and_replay_checks_them() {
    let mut m = Match::new(
        &build::classic()
            .human("Ana")
            .cpu("Bot", Level::Perfect)
            .seed(42)
            .setup(),
    )
    .unwrap();
    for _ in 0..7 {
        let seat = m.current_seat().unwrap();
        m.apply(seat, Action::Roll).unwrap();
        m.apply(seat, Action::ToggleHold { die: die(1) }).unwrap();
        m.apply(seat, Action::Roll).unwrap();
        let b = m
            .placements()
            .unwrap()
            .allowed()
            .max_by_key(|&(_, p)| p)
            .unwrap()
            .0;
        m.apply(seat, Action::score_at(b)).unwrap();
    }
    m.apply(m.current_seat().unwrap(), Action::Roll).unwrap();
    let json = serde_json::to_string_pretty(&m).unwrap();
    let back: Match = serde_json::from_str(&json).unwrap();
    assert_eq!(back, m);
    // Same dice after the round trip.
    let mut a = m.clone();
    let mut b = back;
    let seat = a.current_seat().unwrap();
    a.apply(seat, Action::Roll).unwrap();
    b.apply(seat, Action::Roll).unwrap();
    assert_eq!(a.throw(), b.throw());
    // A card that disagrees with the log is refused.
    let mut record: MatchRecord = m.to_record();
    let first = *record.cards[0].boxes.keys().next().unwrap();
    let points = record.cards[0].boxes[&first];
    record.cards[0].boxes.remove(&first);
    let err = Match::from_record(record.clone()).unwrap_err();
    assert!(
        err.to_string()
            .contains("the match's log does not lead to its scorecards"),
        "{err}"
    );
    record.cards[0].boxes.insert(first, points);
    assert!(Match::from_record(record).is_ok());
}

#[test]
fn dice_faces_are_uniform_chi_square() {
    // 10^6 throws with a fixed seed; 5 degrees of freedom, critical value 20.52 at p = 0.001.
    let mut rng = Pcg32::from_seed(20261129);
    let mut counts = [0u64; 6];
    let n = 1_000_000u64;
    for _ in 0..n {
        counts[rng.next_face().index()] += 1;
    }
    let expected = n as f64 / 6.0;
    let chi2: f64 = counts
        .iter()
        .map(|&c| (c as f64 - expected).powi(2) / expected)
        .sum();
    println!("chi-square over {n} throws: {chi2:.3} (counts {counts:?})");
    assert!(chi2 < 20.52, "chi-square {chi2} for {counts:?}");
    // Consecutive pairs too: 35 degrees of freedom, critical value 66.62 at p = 0.001.
    let mut pairs = [0u64; 36];
    let mut prev = rng.next_face().index();
    for _ in 0..n {
        let f = rng.next_face().index();
        pairs[prev * 6 + f] += 1;
        prev = f;
    }
    let expected = n as f64 / 36.0;
    let chi2: f64 = pairs
        .iter()
        .map(|&c| (c as f64 - expected).powi(2) / expected)
        .sum();
    assert!(chi2 < 66.62, "pair chi-square {chi2}");
}

/// A random legal action from a number: rolls, holds and placements chosen among the legal ones.
fn legal_action(m: &Match, pick: u32) -> Action {
    let Some(throw) = m.throw() else {
        return Action::Roll;
    };
    let mut options: Vec<Action> = m
        .placements()
        .unwrap()
        .allowed()
        .map(|(b, _)| Action::score_at(b))
        .collect();
    if m.rolls_left() > 0 {
        for d in DieIndex::ALL {
            if !(m.rules().sticky_holds() && throw.held.contains(d)) {
                options.push(Action::ToggleHold { die: d });
            }
        }
        if !throw.held.is_all() {
            options.push(Action::Roll);
            options.push(Action::Roll);
        }
    }
    options[pick as usize % options.len()]
}

fn arb_rules() -> impl Strategy<Value = Ruleset> {
    (0usize..11).prop_map(|i| {
        let mut r = Ruleset::CLASSIC;
        let sets: &[&str] = match i {
            0 => &[],
            1 => &["joker=free"],
            2 => &["joker=off", "extra_yahtzee_bonus=0"],
            3 => &["sticky_holds=true", "max_rolls=4"],
            4 => &["bonus_needs_positive_yahtzee=false", "max_rolls=1"],
            5 => &["kinds_score=matching", "five_of_a_kind_is_full_house=true"],
            6 => &["layout=yatzy", "upper_bonus=50"],
            7 => &["layout=yatzy", "sticky_holds=true", "max_rolls=2"],
            8 => &["layout=triple"],
            9 => &[
                "layout=triple",
                "joker=free",
                "bonus_needs_positive_yahtzee=false",
            ],
            _ => &["layout=three_column", "extra_yahtzee_bonus=100"],
        };
        for s in sets {
            r.apply_assignment(s).unwrap();
        }
        r
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn random_legal_matches_keep_every_invariant(
        rules in arb_rules(),
        seats in 1usize..=4,
        seed in any::<u64>(),
        // Few distinct faces make Yahtzees (and so Jokers and bonuses) common.
        script in proptest::collection::vec(1u8..=2, 0..400),
        picks in proptest::collection::vec(any::<u32>(), 400),
    ) {
        let players: Vec<Seat> = (0..seats).map(|i| Seat::human(&format!("P{i}"))).collect();
        let script: Vec<Face> = script.into_iter().filter_map(Face::from_value).collect();
        let mut m = Match::with_dice(rules, players, DiceSource::scripted(script, seed)).unwrap();
        let mut turns = 0;
        let mut steps = 0usize;
        while let Some(seat) = m.current_seat() {
            let action = legal_action(&m, picks[steps % picks.len()].wrapping_add(steps as u32));
            steps += 1;
            let filled_before: Vec<usize> = m.cards().iter().map(|c| c.filled_count()).collect();
            let event = m.apply(seat, action).unwrap();
            if let Event::Scored { .. } = event {
                turns += 1;
                let filled_after: Vec<usize> = m.cards().iter().map(|c| c.filled_count()).collect();
                prop_assert_eq!(filled_after[seat.index()], filled_before[seat.index()] + 1);
            }
            for card in m.cards() {
                let r = m.rules();
                let mut expected = 0;
                for (col, rule) in card.columns().iter().zip(r.layout().columns()) {
                    expected += u32::from(rule.multiplier)
                        * (col.upper_subtotal() + col.upper_bonus(r) + col.lower_subtotal() + col.extra_bonus_points(r));
                    // Only the card's own boxes are ever filled.
                    prop_assert!(col.filled().is_subset_of(r.layout().box_set()));
                    if !r.layout().has_yahtzee_rules() {
                        prop_assert_eq!(col.extra_yahtzees(), 0);
                    }
                }
                prop_assert_eq!(card.total(r), expected);
                if *r == Ruleset::CLASSIC {
                    prop_assert!(card.total(r) <= 1575);
                }
            }
            prop_assert!(steps < 100_000);
        }
        prop_assert_eq!(turns, seats * usize::from(rules.layout().turns()));
        // The saved form replays to the same match.
        let back = Match::from_record(m.to_record());
        prop_assert!(back.is_ok(), "{:?}", back.err());
    }
}

#[test]
fn undo_respects_sticky_holds() {
    let mut rules = Ruleset::CLASSIC;
    rules.apply_assignment("sticky_holds=true").unwrap();
    let mut m = two_seats(rules, "12345");
    m.apply(ANA, Action::Roll).unwrap();
    m.apply(ANA, Action::ToggleHold { die: die(0) }).unwrap();
    assert!(
        m.undo(ANA).is_none(),
        "a sticky hold cannot be released, by undo either"
    );
    assert!(m.throw().unwrap().held.contains(die(0)));
    // A placement can still be taken back.
    m.apply(ANA, Action::score(BoxId::Chance)).unwrap();
    assert!(m.undo(ANA).is_some());
    let mut plain = two_seats(Ruleset::CLASSIC, "12345");
    plain.apply(ANA, Action::Roll).unwrap();
    plain
        .apply(ANA, Action::ToggleHold { die: die(0) })
        .unwrap();
    assert!(
        plain.undo(ANA).is_some(),
        "without sticky holds a hold can be taken back"
    );
}

// The log is bounded by construction: nothing can make it grow without a new throw or turn.

fn triple_five_throws() -> Ruleset {
    let mut rules = Ruleset::CLASSIC;
    rules.apply_assignment("layout=triple").unwrap();
    rules.apply_assignment("max_rolls=5").unwrap();
    rules
}

#[test]
fn the_largest_table_has_a_fixed_log_maximum() {
    // 156 turns × (5 throws + 20 hold changes + a placement + one taken back) + 4 seats ×
    // (780 box corrections + 120 bonus counts), as the bound's documentation derives it.
    let bound = yahtzee::game::max_log_entries(&triple_five_throws(), 4);
    assert_eq!(bound, 7812);
    // Even if every one of them were the longest entry a log can hold, the log stays far
    // below the 16 MiB a save may be.
    let longest = serde_json::to_vec(&yahtzee::game::LogEntry {
        seat: SeatId(3),
        action: Action::Record {
            b: BoxId::SmallStraight,
            column: yahtzee::rules::ColumnId::ALL[2],
            points: 65535,
            bonus: false,
        },
        undone: true,
        // The longest level's name: a move a stand-in made is the longest entry.
        stand_in: Some(yahtzee::game::Level::Beginner),
    })
    .unwrap()
    .len();
    assert!(bound * (longest + 1) < 1 << 20, "{longest} bytes an entry");
    assert_eq!(
        yahtzee::game::max_log_entries(&Ruleset::CLASSIC, 1),
        13 * (3 + 10 + 2) + (13 * 14 / 2 + 14)
    );
}

#[test]
fn hold_changes_between_throws_keep_only_their_net_change() {
    let mut m = two_seats(Ruleset::CLASSIC, "12345 12345");
    m.apply(ANA, Action::Roll).unwrap();
    for _ in 0..1000 {
        m.apply(ANA, Action::ToggleHold { die: die(0) }).unwrap();
    }
    assert_eq!(m.log().len(), 1, "an even number of toggles is no change");
    m.apply(ANA, Action::ToggleHold { die: die(0) }).unwrap();
    m.apply(ANA, Action::ToggleHold { die: die(1) }).unwrap();
    m.apply(ANA, Action::ToggleHold { die: die(0) }).unwrap();
    assert_eq!(m.log().len(), 2);
    assert_eq!(m.throw().unwrap().held, Holds::NONE.with(die(1), true));
    // Undo takes back the latest net change: die 2's hold, die 1's having cancelled out.
    let taken = m.undo(ANA).unwrap();
    assert_eq!(taken.action, Action::ToggleHold { die: die(1) });
    assert_eq!(m.throw().unwrap().held, Holds::NONE);
    assert_eq!(m.log().len(), 1, "a hold taken back leaves no trace");
    // Toggles of different throws are different changes.
    m.apply(ANA, Action::ToggleHold { die: die(0) }).unwrap();
    m.apply(ANA, Action::Roll).unwrap();
    m.apply(ANA, Action::ToggleHold { die: die(0) }).unwrap();
    assert_eq!(m.log().len(), 4);
    assert_eq!(Match::from_record(m.to_record()).unwrap(), m);
}

#[test]
fn taking_back_and_redoing_keeps_one_taken_back_entry_per_turn() {
    let mut m = two_seats(Ruleset::CLASSIC, "12345");
    m.apply(ANA, Action::Roll).unwrap();
    for _ in 0..500 {
        m.apply(ANA, Action::score(BoxId::Chance)).unwrap();
        m.undo(ANA).unwrap();
    }
    assert_eq!(m.log().len(), 2);
    assert!(m.log()[1].undone);
    // Corrections of one box fold into one, and one taken back is gone.
    m.apply(ANA, Action::score(BoxId::LargeStraight)).unwrap();
    for points in [0, 40, 0, 40, 0] {
        m.apply(
            ANA,
            Action::Correct {
                b: BoxId::LargeStraight,
                column: Default::default(),
                points,
            },
        )
        .unwrap();
    }
    assert_eq!(m.log().len(), 4);
    assert_eq!(
        m.card(ANA).unwrap().first().get(BoxId::LargeStraight),
        Some(0)
    );
    m.undo(BOT).unwrap();
    assert_eq!(
        m.card(ANA).unwrap().first().get(BoxId::LargeStraight),
        Some(40)
    );
    assert_eq!(m.log().len(), 3);
    assert_eq!(Match::from_record(m.to_record()).unwrap(), m);
}

#[test]
fn a_yahtzee_box_and_its_bonus_corrected_in_turn_are_written_in_an_order_that_holds() {
    // Score pad: Ana's Yahtzee box holds 0, so a bonus needs the box corrected to 50 first.
    let mut m = two_seats(Ruleset::CLASSIC, "");
    let record = |b: BoxId, points: u16| Action::Record {
        b,
        column: Default::default(),
        points,
        bonus: false,
    };
    let yahtzee = |points: u16| Action::Correct {
        b: BoxId::Yahtzee,
        column: Default::default(),
        points,
    };
    let bonus = |count: u16| Action::CorrectBonus {
        count,
        column: Default::default(),
    };
    m.apply(ANA, record(BoxId::Yahtzee, 0)).unwrap();
    for _ in 0..200 {
        m.apply(ANA, yahtzee(50)).unwrap();
        m.apply(ANA, bonus(1)).unwrap();
        m.apply(ANA, bonus(0)).unwrap();
        m.apply(ANA, yahtzee(0)).unwrap();
        m.apply(ANA, yahtzee(50)).unwrap();
        m.apply(ANA, bonus(2)).unwrap();
    }
    assert!(m.log().len() <= 3, "{:?}", m.log());
    assert_eq!(m.card(ANA).unwrap().first().get(BoxId::Yahtzee), Some(50));
    assert_eq!(m.card(ANA).unwrap().first().extra_yahtzees(), 2);
    let back = Match::from_record(m.to_record()).unwrap();
    assert_eq!(back, m);
}

#[test]
fn logs_written_before_the_bound_still_load_to_the_same_match_and_come_back_folded() {
    // What the previous release wrote for a long turn: every toggle, every taken-back hold.
    let mut m = two_seats(Ruleset::CLASSIC, "12345 66");
    m.apply(ANA, Action::Roll).unwrap();
    let mut record = m.to_record();
    let toggle = |d: u8, undone: bool| yahtzee::game::LogEntry {
        seat: ANA,
        action: Action::ToggleHold { die: die(d) },
        undone,
        stand_in: None,
    };
    for i in 0..3000u32 {
        record.log.push(toggle((i % 3) as u8, false));
        if i.is_multiple_of(7) {
            record.log.push(toggle(4, true));
        }
    }
    // 3000 toggles over three dice: 1000 each, so nothing is held.
    record.turn.as_mut().unwrap().held = Holds::NONE;
    record.log.push(yahtzee::game::LogEntry {
        seat: ANA,
        action: Action::score(BoxId::Chance),
        undone: true,
        stand_in: None,
    });
    record.log.push(toggle(2, false));
    record.turn.as_mut().unwrap().held = Holds::NONE.with(die(2), true);
    let loaded = Match::from_record(record.clone()).unwrap();
    assert_eq!(loaded.cards(), m.cards());
    assert_eq!(loaded.throw().unwrap().held, Holds::NONE.with(die(2), true));
    assert_eq!(loaded.log().len(), 3, "{:?}", loaded.log());
    assert_eq!(Match::from_record(loaded.to_record()).unwrap(), loaded);
}

/// A random action meant to grow the log: mostly hold changes, undos, corrections and typed
/// throws; placements now and then so the match moves on.
fn adversarial(m: &Match, rng: &mut Pcg32) -> Option<(SeatId, Action)> {
    let seats = m.seats().len() as u32;
    let seat = m.current_seat()?;
    let any_seat = SeatId((rng.next_u32() % seats) as u8);
    let pick = rng.next_u32() % 100;
    let column = yahtzee::rules::ColumnId::ALL[(rng.next_u32() % 3) as usize];
    let action = match pick {
        0..=44 => Action::ToggleHold {
            die: die((rng.next_u32() % 5) as u8),
        },
        45..=59 => {
            let boxes = m.rules().layout().boxes();
            let b = boxes[(rng.next_u32() as usize) % boxes.len()];
            let points = match rng.next_u32() % 4 {
                0 => 0,
                1 => [25, 30, 40, 50][(rng.next_u32() % 4) as usize],
                _ => (rng.next_u32() % 31) as u16,
            };
            return Some((any_seat, Action::Correct { b, column, points }));
        }
        60..=64 => {
            return Some((
                any_seat,
                Action::CorrectBonus {
                    count: (rng.next_u32() % 3) as u16,
                    column,
                },
            ));
        }
        65..=67 => Action::Throw {
            dice: yahtzee::rules::Dice::new(std::array::from_fn(|_| {
                Face::from_value((rng.next_u32() % 6 + 1) as u8).unwrap()
            })),
            kept: None,
        },
        68..=70 => Action::Roll,
        _ => {
            let allowed: Vec<_> = m
                .placements()
                .map(|p| p.allowed().map(|(s, _)| s).collect())
                .unwrap_or_default();
            if allowed.is_empty() {
                Action::Roll
            } else {
                Action::score_at(allowed[(rng.next_u32() as usize) % allowed.len()])
            }
        }
    };
    Some((seat, action))
}

#[test]
fn an_adversarial_run_keeps_the_saved_match_small() {
    let rules = triple_five_throws();
    let bound = yahtzee::game::max_log_entries(&rules, 4);
    let players: Vec<Seat> = (0..4).map(|i| Seat::human(&format!("P{i}"))).collect();
    let mut largest = 0;
    let mut longest = 0;
    for seed in 0..3u64 {
        let mut m = Match::with_dice(rules, players.clone(), DiceSource::seeded(seed)).unwrap();
        let mut rng = Pcg32::from_seed(seed + 100);
        let mut steps = 0u32;
        while !m.is_over() && steps < 400_000 {
            steps += 1;
            // Undo often, by the seat to play or by anyone (corrections are anyone's).
            if rng.next_u32().is_multiple_of(4) {
                let by = match rng.next_u32() % 2 {
                    0 => m.current_seat().unwrap(),
                    _ => SeatId((rng.next_u32() % 4) as u8),
                };
                m.undo(by);
                continue;
            }
            // Placements are rare, so a turn sees long runs of everything else.
            let Some((seat, action)) = adversarial(&m, &mut rng) else {
                break;
            };
            if matches!(action, Action::Score { .. }) && !rng.next_u32().is_multiple_of(100) {
                continue;
            }
            let _ = m.apply(seat, action);
            longest = longest.max(m.log().len());
            assert!(m.log().len() <= bound, "{} entries", m.log().len());
            if steps.is_multiple_of(2000) {
                assert_eq!(Match::from_record(m.to_record()).unwrap(), m);
            }
        }
        assert!(
            m.is_over(),
            "seed {seed}: the match did not finish in {steps} steps"
        );
        let bytes = serde_json::to_vec(&m.to_record()).unwrap().len();
        largest = largest.max(bytes);
        assert_eq!(Match::from_record(m.to_record()).unwrap(), m);
    }
    eprintln!("longest log {longest} entries (bound {bound}); largest save record {largest} bytes");
    // The save read limit is 16 MiB; a worst-case match stays far below it.
    assert!(
        largest < 512 << 10,
        "{largest} bytes (limit {})",
        yahtzee::store::SAVE_LIMIT
    );
}
