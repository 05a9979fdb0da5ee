//! Layer 1: the rules, exhaustively where small.

use yahtzee::rules::{
    BoxId, BoxRefusal, BoxSet, Counts, Dice, JokerRule, KindsScore, Preset, Ruleset, Scorecard,
    SettingKey, SettingValue, all_rolls, arrangements, base_points, evaluate, multisets,
    placements, points_possible, ranks,
};

fn dice(s: &str) -> Dice {
    s.parse().unwrap()
}

fn rules_with(sets: &[&str]) -> Ruleset {
    let mut r = Ruleset::CLASSIC;
    for s in sets {
        r.apply_assignment(s).unwrap();
    }
    r
}

/// A second scorer, written from the RULES.md table over sorted faces rather than counts, to
/// check the real one against on every roll.
fn reference_points(r: &Ruleset, b: BoxId, faces: &[u8; 5]) -> u16 {
    let mut sorted = *faces;
    sorted.sort_unstable();
    let sum: u16 = sorted.iter().map(|&f| u16::from(f)).sum();
    let count = |v: u8| sorted.iter().filter(|&&f| f == v).count() as u16;
    let best_face = (1..=6u8).max_by_key(|&v| (count(v), v)).unwrap();
    let best = count(best_face);
    let mut distinct = sorted.to_vec();
    distinct.dedup();
    let contains_run = |run: &[u8]| run.iter().all(|v| distinct.contains(v));
    let kinds = |n: u16| {
        if best < n {
            0
        } else if r.kinds_score() == KindsScore::All {
            sum
        } else {
            u16::from(best_face) * best
        }
    };
    match b {
        BoxId::Ones => count(1),
        BoxId::Twos => 2 * count(2),
        BoxId::Threes => 3 * count(3),
        BoxId::Fours => 4 * count(4),
        BoxId::Fives => 5 * count(5),
        BoxId::Sixes => 6 * count(6),
        BoxId::ThreeOfAKind => kinds(3),
        BoxId::FourOfAKind => kinds(4),
        BoxId::FullHouse => {
            let two_faces = distinct.len() == 2 && (best == 3);
            if two_faces || (best == 5 && r.five_of_a_kind_is_full_house()) {
                r.full_house_points()
            } else {
                0
            }
        }
        BoxId::SmallStraight => {
            if contains_run(&[1, 2, 3, 4])
                || contains_run(&[2, 3, 4, 5])
                || contains_run(&[3, 4, 5, 6])
            {
                r.small_straight_points()
            } else {
                0
            }
        }
        BoxId::LargeStraight => {
            if sorted == [1, 2, 3, 4, 5] || sorted == [2, 3, 4, 5, 6] {
                r.large_straight_points()
            } else {
                0
            }
        }
        BoxId::Yahtzee => {
            if best == 5 {
                r.yahtzee_points()
            } else {
                0
            }
        }
        BoxId::Chance => sum,
        BoxId::OnePair | BoxId::TwoPairs | BoxId::Yatzy => unreachable!("not a classic box"),
    }
}

/// A second Yatzy scorer over sorted faces, written from the table of RULES.md ("`yatzy`:
/// Scandinavian Yatzy").
fn reference_yatzy(r: &Ruleset, b: BoxId, faces: &[u8; 5]) -> u16 {
    let mut sorted = *faces;
    sorted.sort_unstable();
    let sum: u16 = sorted.iter().map(|&f| u16::from(f)).sum();
    let count = |v: u8| sorted.iter().filter(|&&f| f == v).count();
    // Faces, highest first, with at least n dice.
    let at_least = |n: usize| -> Vec<u16> {
        (1..=6u8)
            .rev()
            .filter(|&v| count(v) >= n)
            .map(u16::from)
            .collect()
    };
    match b {
        BoxId::Ones => count(1) as u16,
        BoxId::Twos => 2 * count(2) as u16,
        BoxId::Threes => 3 * count(3) as u16,
        BoxId::Fours => 4 * count(4) as u16,
        BoxId::Fives => 5 * count(5) as u16,
        BoxId::Sixes => 6 * count(6) as u16,
        BoxId::OnePair => at_least(2).first().map_or(0, |f| 2 * f),
        BoxId::TwoPairs => match at_least(2).as_slice() {
            [a, b, ..] => 2 * a + 2 * b,
            _ => 0,
        },
        BoxId::ThreeOfAKind => at_least(3).first().map_or(0, |f| 3 * f),
        BoxId::FourOfAKind => at_least(4).first().map_or(0, |f| 4 * f),
        BoxId::SmallStraight if sorted == [1, 2, 3, 4, 5] => r.small_straight_points(),
        BoxId::LargeStraight if sorted == [2, 3, 4, 5, 6] => r.large_straight_points(),
        BoxId::FullHouse => {
            let mut shape: Vec<usize> = (1..=6).map(count).filter(|&c| c > 0).collect();
            shape.sort_unstable();
            if shape == [2, 3] { sum } else { 0 }
        }
        BoxId::Chance => sum,
        BoxId::Yatzy if count(sorted[0]) == 5 => r.yahtzee_points(),
        BoxId::SmallStraight | BoxId::LargeStraight | BoxId::Yatzy => 0,
        BoxId::Yahtzee => unreachable!("not a Yatzy box"),
    }
}

fn faces_of(c: &Counts) -> [u8; 5] {
    let v: Vec<u8> = c.faces().map(|f| f.value()).collect();
    [v[0], v[1], v[2], v[3], v[4]]
}

#[test]
fn roll_counts_match_the_known_figures() {
    assert_eq!(all_rolls().len(), 252);
    let ordered: u32 = all_rolls().iter().map(arrangements).sum();
    assert_eq!(ordered, 7776);
    let kept: usize = (0..=5).map(|n| multisets(n).len()).sum();
    assert_eq!(kept, 462);
    let yahtzees: u32 = all_rolls()
        .iter()
        .filter(|c| c.five_of_a_kind().is_some())
        .map(arrangements)
        .sum();
    assert_eq!(yahtzees, 6, "a Yahtzee on one throw is 6/7776 = 1/1296");
}

#[test]
fn every_roll_scores_as_the_reference_under_classic_and_each_scoring_setting() {
    let rulesets = [
        Ruleset::CLASSIC,
        Ruleset::preset(Preset::Simple),
        rules_with(&["kinds_score=matching"]),
        rules_with(&["five_of_a_kind_is_full_house=true"]),
        rules_with(&[
            "full_house_points=35",
            "small_straight_points=25",
            "large_straight_points=45",
            "yahtzee_points=60",
        ]),
        rules_with(&["full_house_points=0", "yahtzee_points=0"]),
    ];
    let mut checked = 0;
    for r in &rulesets {
        for roll in all_rolls() {
            let faces = faces_of(roll);
            for &b in r.layout().boxes() {
                assert_eq!(
                    base_points(r, b, roll),
                    reference_points(r, b, &faces),
                    "{b:?} on {roll} under {r:?}"
                );
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 6 * 252 * 13);
}

#[test]
fn every_roll_scores_as_the_reference_on_a_yatzy_card() {
    let mut changed = Ruleset::YATZY;
    for s in [
        "small_straight_points=25",
        "large_straight_points=35",
        "yahtzee_points=75",
    ] {
        changed.apply_assignment(s).unwrap();
    }
    let mut checked = 0;
    for r in [Ruleset::YATZY, changed] {
        for roll in all_rolls() {
            let faces = faces_of(roll);
            for &b in r.layout().boxes() {
                assert_eq!(
                    base_points(&r, b, roll),
                    reference_yatzy(&r, b, &faces),
                    "{b:?} on {roll} under {r:?}"
                );
                checked += 1;
            }
            // No Joker and no extra bonus on a Yatzy card, whatever is filled.
            let mut card = Scorecard::empty(&r);
            card.place(&r, &Dice::from_counts(roll), BoxId::Yatzy)
                .unwrap();
            let p = placements(&r, &card, &Dice::from_counts(roll));
            assert!(!p.joker() && !p.extra_bonus());
            assert_eq!(p.allowed().count(), 14);
        }
    }
    assert_eq!(checked, 2 * 252 * 15);
}

#[test]
fn the_yatzy_examples_of_rules_md_hold() {
    let r = Ruleset::preset(Preset::Yatzy);
    let offers = |faces: &str| {
        let card = Scorecard::empty(&r);
        let p = placements(&r, &card, &dice(faces));
        move |b: BoxId| p.offer(b).map(|o| o.points)
    };
    let at = offers("3-3-3-3-5");
    assert_eq!(at(BoxId::OnePair), Some(6));
    assert_eq!(at(BoxId::TwoPairs), Some(0));
    assert_eq!(at(BoxId::ThreeOfAKind), Some(9));
    assert_eq!(at(BoxId::FourOfAKind), Some(12));
    assert_eq!(at(BoxId::FullHouse), Some(0));
    let at = offers("6-6-5-5-1");
    assert_eq!(at(BoxId::OnePair), Some(12));
    assert_eq!(at(BoxId::TwoPairs), Some(22));
    let at = offers("2-2-2-2-2");
    assert_eq!(at(BoxId::FullHouse), Some(0));
    assert_eq!(at(BoxId::Yatzy), Some(50));
    // The classic boxes a Yatzy card does not have are never offered.
    assert_eq!(at(BoxId::Yahtzee), None);
    // Exact straights only.
    assert_eq!(offers("1-2-3-4-6")(BoxId::SmallStraight), Some(0));
    assert_eq!(offers("1-2-3-4-5")(BoxId::SmallStraight), Some(15));
    assert_eq!(offers("1-2-3-4-5")(BoxId::LargeStraight), Some(0));
    assert_eq!(offers("2-3-4-5-6")(BoxId::LargeStraight), Some(20));
    assert_eq!(offers("3-3-3-2-2")(BoxId::FullHouse), Some(13));
    // Fifteen turns, bonus 50 at 63, no extra bonus.
    assert_eq!(r.layout().turns(), 15);
    assert_eq!((r.upper_threshold(), r.upper_bonus()), (63, 50));
    assert_eq!(r.extra_yahtzee_bonus(), 0);
    assert_eq!(r.joker(), JokerRule::Off);
}

#[test]
fn a_yatzy_card_has_no_setting_it_does_not_use_and_keeps_its_own_boxes() {
    let mut r = Ruleset::YATZY;
    for key in [
        "joker=forced",
        "extra_yahtzee_bonus=100",
        "kinds_score=matching",
    ] {
        let err = r.apply_assignment(key).unwrap_err().to_string();
        assert!(err.contains("does not apply to the yatzy card"), "{err}");
    }
    assert_eq!(r, Ruleset::YATZY, "a refused setting changes nothing");
    // Switching a classic ruleset to the Yatzy card drops its Joker and bonus.
    let switched = rules_with(&["layout=yatzy"]);
    assert_eq!(switched.joker(), JokerRule::Off);
    assert_eq!(switched.extra_yahtzee_bonus(), 0);
    assert_eq!(switched.name(), "Custom Yatzy");
    // A hand-edited file claiming a Joker on a Yatzy card is refused.
    let mut json = serde_json::to_value(Ruleset::YATZY).unwrap();
    assert_eq!(json["layout"], "yatzy");
    json["joker"] = "forced".into();
    assert!(serde_json::from_value::<Ruleset>(json).is_err());
    // A classic ruleset is written exactly as before layouts existed.
    let classic = serde_json::to_value(Ruleset::CLASSIC).unwrap();
    assert!(classic.get("layout").is_none());
    // A box the layout does not have cannot hold points.
    let mut boxes = [None; yahtzee::rules::BOXES];
    boxes[BoxId::OnePair.index()] = Some(8);
    assert!(Scorecard::from_parts(&Ruleset::CLASSIC, boxes, 0).is_err());
    assert!(Scorecard::from_parts(&Ruleset::YATZY, boxes, 0).is_ok());
    for preset in ["yatzy", "Scandinavian", "nordic"] {
        assert_eq!(preset.parse::<Preset>().unwrap(), Preset::Yatzy);
    }
}

#[test]
fn worked_examples_of_rules_md() {
    let r = Ruleset::CLASSIC;
    let score = |d: &str, b: BoxId| base_points(&r, b, &dice(d).counts());
    assert_eq!(score("5,5,5,6,3", BoxId::ThreeOfAKind), 24);
    assert_eq!(score("4,4,4,6,2", BoxId::ThreeOfAKind), 20);
    assert_eq!(score("1,2,3,4,4", BoxId::SmallStraight), 30);
    assert_eq!(score("1,2,3,5,6", BoxId::SmallStraight), 0);
    assert_eq!(score("2,3,4,5,6", BoxId::SmallStraight), 30);
    assert_eq!(score("2,3,4,5,6", BoxId::LargeStraight), 40);
    assert_eq!(score("6,6,6,6,2", BoxId::ThreeOfAKind), 26);
    assert_eq!(score("6,6,6,6,6", BoxId::ThreeOfAKind), 30);
    assert_eq!(score("6,6,6,6,6", BoxId::FourOfAKind), 30);
    assert_eq!(score("3,3,3,5,5", BoxId::FullHouse), 25);
    assert_eq!(score("3,3,3,5,5", BoxId::Threes), 9);
    assert_eq!(score("3,3,3,5,5", BoxId::ThreeOfAKind), 19);
    assert_eq!(score("3,3,3,5,5", BoxId::Chance), 19);
    assert_eq!(score("5,5,5,2,1", BoxId::Fives), 15);
    assert_eq!(
        score("4,4,4,4,4", BoxId::FullHouse),
        0,
        "five of a kind is not a full house by default"
    );
    let matching = rules_with(&["kinds_score=matching"]);
    assert_eq!(
        base_points(&matching, BoxId::ThreeOfAKind, &dice("5,5,5,6,3").counts()),
        15
    );
    let fh = rules_with(&["five_of_a_kind_is_full_house=true"]);
    assert_eq!(
        base_points(&fh, BoxId::FullHouse, &dice("4,4,4,4,4").counts()),
        25
    );
}

fn card_with(r: &Ruleset, filled: &[(BoxId, u16)], extras: u16) -> Scorecard {
    let mut boxes = [None; yahtzee::rules::BOXES];
    for &(b, p) in filled {
        boxes[b.index()] = Some(p);
    }
    Scorecard::from_parts(r, boxes, extras).unwrap()
}

#[test]
fn upper_bonus_at_the_threshold_and_not_below() {
    let r = Ruleset::CLASSIC;
    let at = card_with(
        &r,
        &[
            (BoxId::Ones, 3),
            (BoxId::Twos, 6),
            (BoxId::Threes, 9),
            (BoxId::Fours, 12),
            (BoxId::Fives, 15),
            (BoxId::Sixes, 18),
        ],
        0,
    );
    assert_eq!(at.upper_subtotal(), 63);
    assert_eq!(at.upper_bonus(&r), 35);
    assert_eq!(at.total(&r), 98);
    let short = card_with(
        &r,
        &[
            (BoxId::Ones, 2),
            (BoxId::Twos, 6),
            (BoxId::Threes, 9),
            (BoxId::Fours, 12),
            (BoxId::Fives, 15),
            (BoxId::Sixes, 18),
        ],
        0,
    );
    assert_eq!(short.upper_subtotal(), 62);
    assert_eq!(short.upper_bonus(&r), 0);
    let no_bonus = rules_with(&["upper_bonus=0"]);
    assert_eq!(at.upper_bonus(&no_bonus), 0);
    let low = rules_with(&["upper_threshold=50", "upper_bonus=20"]);
    assert_eq!(short.upper_bonus(&low), 20);
}

#[test]
fn classic_maximum_is_1575_and_375_without_extras() {
    let r = Ruleset::CLASSIC;
    let mut card = Scorecard::new();
    // Yahtzee first, then five of each face into the uppers (Joker step 1), then sixes as
    // Jokers into the lower boxes.
    card.place(&r, &dice("6,6,6,6,6"), BoxId::Yahtzee).unwrap();
    for (face, b) in [
        (1, BoxId::Ones),
        (2, BoxId::Twos),
        (3, BoxId::Threes),
        (4, BoxId::Fours),
        (5, BoxId::Fives),
        (6, BoxId::Sixes),
    ] {
        let d: Dice = format!("{face}{face}{face}{face}{face}").parse().unwrap();
        card.place(&r, &d, b).unwrap();
    }
    for b in [
        BoxId::ThreeOfAKind,
        BoxId::FourOfAKind,
        BoxId::FullHouse,
        BoxId::SmallStraight,
        BoxId::LargeStraight,
        BoxId::Chance,
    ] {
        card.place(&r, &dice("6,6,6,6,6"), b).unwrap();
    }
    assert!(card.is_complete());
    assert_eq!(card.extra_yahtzees(), 12);
    assert_eq!(card.total(&r), 1575);
    let simple = Ruleset::preset(Preset::Simple);
    let mut plain = Scorecard::new();
    for (d, b) in [
        ("5,5,5,5,5", BoxId::Fives),
        ("6,6,6,6,6", BoxId::Sixes),
        ("4,4,4,4,4", BoxId::Fours),
        ("3,3,3,3,3", BoxId::Threes),
        ("2,2,2,2,2", BoxId::Twos),
        ("1,1,1,1,1", BoxId::Ones),
        ("6,6,6,6,6", BoxId::ThreeOfAKind),
        ("6,6,6,6,6", BoxId::FourOfAKind),
        ("2,2,3,3,3", BoxId::FullHouse),
        ("1,2,3,4,6", BoxId::SmallStraight),
        ("2,3,4,5,6", BoxId::LargeStraight),
        ("6,6,6,6,6", BoxId::Yahtzee),
        ("6,6,6,6,6", BoxId::Chance),
    ] {
        plain.place(&simple, &dice(d), b).unwrap();
    }
    assert_eq!(plain.total(&simple), 375);
}

#[test]
fn filled_boxes_are_never_reused_a_zero_included() {
    let r = Ruleset::CLASSIC;
    let mut card = Scorecard::new();
    card.place(&r, &dice("1,2,3,4,6"), BoxId::Yahtzee).unwrap();
    assert_eq!(card.get(BoxId::Yahtzee), Some(0));
    let before = card;
    assert!(card.place(&r, &dice("2,2,2,2,2"), BoxId::Yahtzee).is_err());
    assert_eq!(card, before);
}

#[test]
fn forced_joker_step_one_matching_upper_box() {
    let r = Ruleset::CLASSIC;
    let card = card_with(&r, &[(BoxId::Yahtzee, 50)], 0);
    let p = placements(&r, &card, &dice("4,4,4,4,4"));
    assert!(p.joker());
    assert!(p.extra_bonus());
    assert_eq!(p.allowed().collect::<Vec<_>>(), vec![(BoxId::Fours, 20)]);
    let refusal = p.offer(BoxId::FullHouse).unwrap().refusal.unwrap();
    assert!(matches!(
        refusal,
        BoxRefusal::JokerMatchingUpperFirst {
            upper: BoxId::Fours,
            ..
        }
    ));
    assert_eq!(
        refusal.to_string(),
        "Joker: five 4s must go in Fours while Fours is open"
    );
}

#[test]
fn forced_joker_step_two_any_lower_box_with_joker_values() {
    let r = Ruleset::CLASSIC;
    let card = card_with(&r, &[(BoxId::Yahtzee, 50), (BoxId::Fours, 12)], 1);
    let p = placements(&r, &card, &dice("4,4,4,4,4"));
    let allowed: Vec<(BoxId, u16)> = p.allowed().collect();
    assert_eq!(
        allowed,
        vec![
            (BoxId::ThreeOfAKind, 20),
            (BoxId::FourOfAKind, 20),
            (BoxId::FullHouse, 25),
            (BoxId::SmallStraight, 30),
            (BoxId::LargeStraight, 40),
            (BoxId::Chance, 20)
        ]
    );
    assert!(matches!(
        p.offer(BoxId::Sixes).unwrap().refusal,
        Some(BoxRefusal::JokerLowerBeforeUpper { .. })
    ));
    let mut card = card;
    let placed = card
        .place(&r, &dice("4,4,4,4,4"), BoxId::LargeStraight)
        .unwrap();
    assert_eq!(
        (placed.points, placed.joker, placed.extra_bonus),
        (40, true, true)
    );
    assert_eq!(card.extra_yahtzees(), 2);
}

#[test]
fn forced_joker_step_three_any_upper_box_for_zero() {
    let r = Ruleset::CLASSIC;
    let filled: Vec<(BoxId, u16)> = vec![
        (BoxId::Yahtzee, 0),
        (BoxId::Fours, 8),
        (BoxId::ThreeOfAKind, 20),
        (BoxId::FourOfAKind, 0),
        (BoxId::FullHouse, 25),
        (BoxId::SmallStraight, 30),
        (BoxId::LargeStraight, 0),
        (BoxId::Chance, 22),
    ];
    let card = card_with(&r, &filled, 0);
    let p = placements(&r, &card, &dice("4,4,4,4,4"));
    assert!(
        p.joker(),
        "the Joker applies with the Yahtzee box scratched too"
    );
    assert!(!p.extra_bonus(), "no bonus after a scratched Yahtzee");
    let allowed: Vec<(BoxId, u16)> = p.allowed().collect();
    assert_eq!(
        allowed,
        vec![
            (BoxId::Ones, 0),
            (BoxId::Twos, 0),
            (BoxId::Threes, 0),
            (BoxId::Fives, 0),
            (BoxId::Sixes, 0)
        ]
    );
}

#[test]
fn free_joker_any_box_with_joker_values_only_after_the_upper_box() {
    let r = rules_with(&["joker=free"]);
    let open_fours = card_with(&r, &[(BoxId::Yahtzee, 50)], 0);
    let p = placements(&r, &open_fours, &dice("4,4,4,4,4"));
    assert_eq!(p.allowed().count(), 12, "every open box may be chosen");
    assert_eq!(p.offer(BoxId::FullHouse).unwrap().points, 0);
    assert_eq!(p.offer(BoxId::LargeStraight).unwrap().points, 0);
    assert_eq!(p.offer(BoxId::Sixes).unwrap().points, 0);
    let filled_fours = card_with(&r, &[(BoxId::Yahtzee, 50), (BoxId::Fours, 16)], 0);
    let p = placements(&r, &filled_fours, &dice("4,4,4,4,4"));
    assert_eq!(p.offer(BoxId::FullHouse).unwrap().points, 25);
    assert_eq!(p.offer(BoxId::SmallStraight).unwrap().points, 30);
    assert_eq!(p.offer(BoxId::LargeStraight).unwrap().points, 40);
    assert!(p.allowed().any(|(b, _)| b == BoxId::Sixes));
}

#[test]
fn joker_off_is_an_ordinary_roll_but_the_bonus_stays() {
    let r = rules_with(&["joker=off"]);
    let card = card_with(&r, &[(BoxId::Yahtzee, 50), (BoxId::Fours, 16)], 0);
    let p = placements(&r, &card, &dice("4,4,4,4,4"));
    assert!(!p.joker());
    assert!(
        p.extra_bonus(),
        "the extra bonus is independent of the Joker"
    );
    assert_eq!(p.offer(BoxId::FullHouse).unwrap().points, 0);
    assert_eq!(p.offer(BoxId::LargeStraight).unwrap().points, 0);
    assert_eq!(p.allowed().count(), 11);
}

#[test]
fn no_joker_while_the_yahtzee_box_is_open() {
    let r = Ruleset::CLASSIC;
    let p = placements(&r, &Scorecard::new(), &dice("3,3,3,3,3"));
    assert!(!p.joker() && !p.extra_bonus());
    assert_eq!(p.offer(BoxId::Yahtzee).unwrap().points, 50);
    assert_eq!(p.offer(BoxId::FullHouse).unwrap().points, 0);
    assert_eq!(p.allowed().count(), 13);
}

#[test]
fn extra_bonus_settings() {
    let yz = dice("2,2,2,2,2");
    // Scratched Yahtzee: no bonus by default, a bonus when the setting is off.
    let r = Ruleset::CLASSIC;
    let scratched = card_with(&r, &[(BoxId::Yahtzee, 0)], 0);
    assert!(!placements(&r, &scratched, &yz).extra_bonus());
    let lenient = rules_with(&["bonus_needs_positive_yahtzee=false"]);
    let scratched = card_with(&lenient, &[(BoxId::Yahtzee, 0)], 0);
    assert!(placements(&lenient, &scratched, &yz).extra_bonus());
    // A bonus of 0 is off.
    let off = rules_with(&["extra_yahtzee_bonus=0"]);
    let card = card_with(&off, &[(BoxId::Yahtzee, 50)], 0);
    assert!(!placements(&off, &card, &yz).extra_bonus());
    // The bonus is earned with a forced zero too, and counted by the total.
    let r = Ruleset::CLASSIC;
    let mut card = card_with(&r, &[(BoxId::Yahtzee, 50), (BoxId::Twos, 4)], 0);
    let before = card.total(&r);
    let placed = card.place(&r, &yz, BoxId::FourOfAKind).unwrap();
    assert_eq!(placed.points, 10);
    assert_eq!(card.total(&r), before + 10 + 100);
    let mut full_lower = card_with(
        &r,
        &[
            (BoxId::Yahtzee, 50),
            (BoxId::Twos, 4),
            (BoxId::ThreeOfAKind, 0),
            (BoxId::FourOfAKind, 0),
            (BoxId::FullHouse, 0),
            (BoxId::SmallStraight, 0),
            (BoxId::LargeStraight, 0),
            (BoxId::Chance, 5),
        ],
        0,
    );
    let before = full_lower.total(&r);
    let placed = full_lower.place(&r, &yz, BoxId::Sixes).unwrap();
    assert_eq!((placed.points, placed.extra_bonus), (0, true));
    assert_eq!(full_lower.total(&r), before + 100);
}

/// The solver computes one table block per open set when the Yahtzee box's sign makes no
/// difference; this is what lets it. Checked on every open set with the box filled and every
/// roll, for rules where the sign matters and where it does not.
#[test]
fn the_yahtzee_box_sign_matters_exactly_when_extras_need_a_positive_box() {
    let cases = [
        (Ruleset::CLASSIC, true),
        (Ruleset::preset(Preset::Simple), false),
        (Ruleset::preset(Preset::Yatzy), false),
        (rules_with(&["bonus_needs_positive_yahtzee=false"]), false),
        (rules_with(&["extra_yahtzee_bonus=0"]), false),
        (rules_with(&["joker=free"]), true),
    ];
    for (rules, matters) in cases {
        assert_eq!(rules.yahtzee_sign_matters(), matters, "{rules:?}");
        let card = rules.layout().box_set();
        let mut differs = false;
        for bits in 0..=card.bits() {
            let open = BoxSet::from_bits(bits);
            if !open.is_subset_of(card) || open.contains(BoxId::Yahtzee) {
                continue;
            }
            for roll in all_rolls() {
                let zero = evaluate(&rules, open, false, roll);
                let positive = evaluate(&rules, open, true, roll);
                differs |= zero != positive;
                if !matters {
                    assert_eq!(zero, positive, "{rules:?} {open:?} {roll:?}");
                }
            }
        }
        assert_eq!(differs, matters, "{rules:?}");
    }
}

#[test]
fn ranks_share_ties() {
    assert_eq!(ranks(&[250, 250, 240]), vec![1, 1, 3]);
    assert_eq!(ranks(&[100, 300, 200, 300]), vec![4, 1, 3, 1]);
    assert_eq!(ranks(&[7]), vec![1]);
}

#[test]
fn impossible_points_are_refused() {
    let r = Ruleset::CLASSIC;
    assert!(points_possible(&r, BoxId::Fours, 12));
    assert!(!points_possible(&r, BoxId::Fours, 7));
    assert!(!points_possible(&r, BoxId::Ones, 6));
    assert!(points_possible(&r, BoxId::FullHouse, 25));
    assert!(!points_possible(&r, BoxId::FullHouse, 20));
    assert!(!points_possible(&r, BoxId::Chance, 4));
    assert!(points_possible(&r, BoxId::Chance, 30));
    assert!(!points_possible(&r, BoxId::ThreeOfAKind, 4));
    assert!(
        Scorecard::from_parts(
            &r,
            {
                let mut b = [None; yahtzee::rules::BOXES];
                b[3] = Some(7);
                b
            },
            0
        )
        .is_err()
    );
    assert!(
        Scorecard::from_parts(&r, [None; yahtzee::rules::BOXES], 1).is_err(),
        "extras need a filled Yahtzee"
    );
}

#[test]
fn settings_parse_validate_and_round_trip() {
    let mut r = Ruleset::CLASSIC;
    r.apply_assignment("joker=free").unwrap();
    r.apply_assignment("max_rolls=4").unwrap();
    assert_eq!(r.joker(), JokerRule::Free);
    assert_eq!(r.max_rolls(), 4);
    assert_eq!(r.name(), "Custom");
    for bad in [
        "max_rolls=0",
        "max_rolls=6",
        "upper_threshold=106",
        "upper_bonus=-1",
        "joker=maybe",
        "kinds_score=some",
        "sticky_holds=perhaps",
        "colour=red",
        "max_rolls",
    ] {
        assert!(r.apply_assignment(bad).is_err(), "{bad} should be refused");
    }
    let err = Ruleset::CLASSIC
        .clone()
        .apply_assignment("max_rolls=9")
        .unwrap_err();
    assert_eq!(err.to_string(), "max_rolls must be 1–5, not '9'");
    let json = serde_json::to_string(&r).unwrap();
    assert!(json.contains("\"joker\":\"free\""));
    let back: Ruleset = serde_json::from_str(&json).unwrap();
    assert_eq!(back, r);
    let negative = json.replace("\"max_rolls\":4", "\"max_rolls\":-2");
    let err = serde_json::from_str::<Ruleset>(&negative).unwrap_err();
    assert!(err.to_string().contains("max_rolls must be 1–5"), "{err}");
    let unknown = json.replace("\"joker\":\"free\"", "\"joker\":\"free\",\"extra\":1");
    assert!(serde_json::from_str::<Ruleset>(&unknown).is_err());
    for key in SettingKey::ALL {
        assert_eq!(key.key().parse::<SettingKey>().unwrap(), key);
        let v = Ruleset::CLASSIC.get(key);
        assert_eq!(Ruleset::parse_value(key, &v.to_string()).unwrap(), v);
    }
    assert_eq!(
        Ruleset::preset(Preset::Simple).get(SettingKey::ExtraYahtzeeBonus),
        SettingValue::Number(0)
    );
    assert_eq!("kniffel".parse::<Preset>().unwrap(), Preset::Classic);
    assert_eq!("yams".parse::<Preset>().unwrap(), Preset::Simple);
}

#[test]
fn box_ids_are_the_rules_md_ids() {
    let ids: Vec<&str> = BoxId::ALL.iter().map(|b| b.id()).collect();
    assert_eq!(
        ids,
        [
            "ones",
            "twos",
            "threes",
            "fours",
            "fives",
            "sixes",
            "three_of_a_kind",
            "four_of_a_kind",
            "full_house",
            "small_straight",
            "large_straight",
            "yahtzee",
            "chance",
            "one_pair",
            "two_pairs",
            "yatzy"
        ]
    );
    for b in BoxId::ALL {
        assert_eq!(
            serde_json::to_string(&b).unwrap(),
            format!("\"{}\"", b.id())
        );
        assert_eq!(b.id().parse::<BoxId>().unwrap(), b);
    }
}

mod columns {
    use super::*;
    use yahtzee::rules::{BOXES, Card, ColumnId, Layout, Spot};

    fn col(i: u8) -> ColumnId {
        ColumnId::new(i).unwrap()
    }

    fn spot(c: u8, b: BoxId) -> Spot {
        Spot::new(col(c), b)
    }

    /// A card with `filled` spots holding the given points (checked like a loaded card).
    fn card(rules: &Ruleset, filled: &[(u8, BoxId, u16)]) -> Card {
        let n = rules.layout().columns().len();
        let mut columns = vec![([None; BOXES], 0u16); n];
        for &(c, b, p) in filled {
            columns[usize::from(c)].0[b.index()] = Some(p);
        }
        Card::from_columns(rules, &columns).unwrap()
    }

    #[test]
    fn presets_and_card_shapes_follow_rules_md() {
        let triple = Ruleset::preset(Preset::Triple);
        assert_eq!(triple.layout(), Layout::Triple);
        assert_eq!(triple.joker(), JokerRule::Forced);
        assert_eq!(triple.extra_yahtzee_bonus(), 100);
        let mults: Vec<u16> = Layout::Triple
            .columns()
            .iter()
            .map(|c| c.multiplier)
            .collect();
        assert_eq!(mults, [1, 2, 3]);
        assert_eq!(Layout::Triple.turns(), 39);
        let three = Ruleset::preset(Preset::ThreeColumn);
        assert_eq!(three.layout(), Layout::ThreeColumn);
        assert_eq!(
            (three.joker(), three.extra_yahtzee_bonus()),
            (JokerRule::Off, 0)
        );
        for alias in ["triple", "triple-yahtzee"] {
            assert_eq!(alias.parse::<Preset>().unwrap(), Preset::Triple);
        }
        for alias in ["three_column", "three-column", "yams3"] {
            assert_eq!(alias.parse::<Preset>().unwrap(), Preset::ThreeColumn);
        }
        // Both settings may be turned on for the three-column card.
        let mut on = three;
        on.apply_assignment("joker=forced").unwrap();
        on.apply_assignment("extra_yahtzee_bonus=100").unwrap();
    }

    #[test]
    fn every_roll_offers_the_classic_points_in_every_open_triple_spot() {
        let rules = Ruleset::preset(Preset::Triple);
        let empty = Card::empty(&rules);
        let mut checked = 0;
        for roll in all_rolls() {
            let p = empty.placements(&rules, &Dice::from_counts(roll));
            for c in 0..3 {
                for &b in rules.layout().boxes() {
                    let offer = p.offer(spot(c, b)).unwrap();
                    assert!(offer.allowed());
                    assert_eq!(offer.points, base_points(&Ruleset::CLASSIC, b, roll));
                    checked += 1;
                }
            }
            assert!(!p.joker() && !p.extra_bonus());
        }
        assert_eq!(checked, 252 * 39);
    }

    #[test]
    fn every_roll_on_an_empty_three_column_card_offers_aces_down_chance_up_anything_free() {
        let rules = Ruleset::preset(Preset::ThreeColumn);
        let empty = Card::empty(&rules);
        for roll in all_rolls() {
            let p = empty.placements(&rules, &Dice::from_counts(roll));
            let allowed: Vec<(Spot, u16)> = p.allowed().collect();
            let expected_ordered = [
                (spot(0, BoxId::Ones), base_points(&rules, BoxId::Ones, roll)),
                (spot(1, BoxId::Chance), roll.pips()),
            ];
            assert_eq!(allowed[..2], expected_ordered, "{roll}");
            let free: Vec<(Spot, u16)> = rules
                .layout()
                .boxes()
                .iter()
                .map(|&b| {
                    (
                        spot(2, b),
                        base_points(&Ruleset::preset(Preset::Simple), b, roll),
                    )
                })
                .collect();
            assert_eq!(allowed[2..], free[..], "{roll}");
        }
    }

    #[test]
    fn triple_joker_and_chips_wait_for_all_three_yahtzee_boxes() {
        let rules = Ruleset::preset(Preset::Triple);
        let fours = dice("4-4-4-4-4");
        // Two Yahtzee boxes filled: five 4s score as they are, anywhere.
        let two = card(&rules, &[(0, BoxId::Yahtzee, 50), (1, BoxId::Yahtzee, 50)]);
        let p = two.placements(&rules, &fours);
        assert!(!p.joker() && !p.extra_bonus());
        assert_eq!(p.offer(spot(2, BoxId::FullHouse)).unwrap().points, 0);
        assert!(p.offer(spot(2, BoxId::FullHouse)).unwrap().allowed());
        assert_eq!(p.offer(spot(2, BoxId::Yahtzee)).unwrap().points, 50);
        // All three filled with 50: the forced Joker sends five 4s to an open Fours box, in
        // any column, and the chip is 100 times the column's multiplier.
        let three = card(
            &rules,
            &[
                (0, BoxId::Yahtzee, 50),
                (1, BoxId::Yahtzee, 50),
                (2, BoxId::Yahtzee, 50),
                (0, BoxId::Fours, 12),
            ],
        );
        let p = three.placements(&rules, &fours);
        assert!(p.joker() && p.extra_bonus());
        let allowed: Vec<(Spot, u16)> = p.allowed().collect();
        assert_eq!(
            allowed,
            [(spot(1, BoxId::Fours), 20), (spot(2, BoxId::Fours), 20)]
        );
        assert!(matches!(
            p.offer(spot(1, BoxId::FullHouse)).unwrap().refusal,
            Some(BoxRefusal::JokerMatchingUpperFirst { .. })
        ));
        let mut placed = three;
        let before = placed.total(&rules);
        placed.place(&rules, &fours, spot(2, BoxId::Fours)).unwrap();
        // 20 in Fours ×3 and a chip of 100 ×3.
        assert_eq!(placed.total(&rules) - before, 3 * 20 + 300);
        // Every Fours filled: any open lower box in any column, at joker values.
        let no_fours = card(
            &rules,
            &[
                (0, BoxId::Yahtzee, 50),
                (1, BoxId::Yahtzee, 50),
                (2, BoxId::Yahtzee, 50),
                (0, BoxId::Fours, 12),
                (1, BoxId::Fours, 12),
                (2, BoxId::Fours, 12),
            ],
        );
        let p = no_fours.placements(&rules, &fours);
        assert_eq!(p.offer(spot(1, BoxId::LargeStraight)).unwrap().points, 40);
        assert!(p.offer(spot(1, BoxId::LargeStraight)).unwrap().allowed());
        assert!(matches!(
            p.offer(spot(0, BoxId::Sixes)).unwrap().refusal,
            Some(BoxRefusal::JokerLowerBeforeUpper { .. })
        ));
        // One Yahtzee box scratched: still a Joker, but no chip.
        let scratched = card(
            &rules,
            &[
                (0, BoxId::Yahtzee, 50),
                (1, BoxId::Yahtzee, 0),
                (2, BoxId::Yahtzee, 50),
            ],
        );
        let p = scratched.placements(&rules, &fours);
        assert!(p.joker() && !p.extra_bonus());
    }

    #[test]
    fn triple_totals_multiply_each_column_and_top_out_at_2250() {
        let rules = Ruleset::preset(Preset::Triple);
        let best: Vec<(BoxId, u16)> = vec![
            (BoxId::Ones, 5),
            (BoxId::Twos, 10),
            (BoxId::Threes, 15),
            (BoxId::Fours, 20),
            (BoxId::Fives, 25),
            (BoxId::Sixes, 30),
            (BoxId::ThreeOfAKind, 30),
            (BoxId::FourOfAKind, 30),
            (BoxId::FullHouse, 25),
            (BoxId::SmallStraight, 30),
            (BoxId::LargeStraight, 40),
            (BoxId::Yahtzee, 50),
            (BoxId::Chance, 30),
        ];
        let filled: Vec<(u8, BoxId, u16)> = (0..3)
            .flat_map(|c| best.iter().map(move |&(b, p)| (c, b, p)))
            .collect();
        let full = card(&rules, &filled);
        assert!(full.is_complete());
        assert_eq!(full.column_total(&rules, col(0)), 375);
        assert_eq!(full.column_total(&rules, col(2)), 3 * 375);
        assert_eq!(full.total(&rules), 2250);
    }

    #[test]
    fn three_columns_fill_down_up_and_free() {
        let rules = Ruleset::preset(Preset::ThreeColumn);
        let empty = Card::empty(&rules);
        let roll = dice("2-2-2-5-5");
        let p = empty.placements(&rules, &roll);
        // Down takes Aces first, Up takes Chance first, Free anything.
        let allowed: Vec<Spot> = p
            .allowed()
            .map(|(s, _)| s)
            .filter(|s| s.column != col(2))
            .collect();
        assert_eq!(allowed, [spot(0, BoxId::Ones), spot(1, BoxId::Chance)]);
        assert_eq!(p.column(col(2)).unwrap().allowed().count(), 13);
        let refusal = p.offer(spot(0, BoxId::FullHouse)).unwrap().refusal.unwrap();
        assert_eq!(
            refusal.to_string(),
            "the Down column is filled top to bottom: Aces comes next"
        );
        let mut card = empty;
        card.place(&rules, &roll, spot(0, BoxId::Ones)).unwrap();
        assert_eq!(card.next_in_order(col(0)), Some(BoxId::Twos));
        card.place(&rules, &roll, spot(1, BoxId::Chance)).unwrap();
        assert_eq!(card.next_in_order(col(1)), Some(BoxId::Yahtzee));
        assert!(
            card.place(&rules, &roll, spot(1, BoxId::FullHouse))
                .is_err()
        );
        // Each column has its own upper bonus; no multipliers.
        assert_eq!(card.total(&rules), 16);
        // A column filled out of its order is refused on loading.
        let mut columns = vec![([None; BOXES], 0u16); 3];
        columns[0].0[BoxId::Twos.index()] = Some(4);
        assert!(Card::from_columns(&rules, &columns).is_err());
        columns[0].0[BoxId::Ones.index()] = Some(1);
        assert!(Card::from_columns(&rules, &columns).is_ok());
    }

    #[test]
    fn an_ordered_column_keeps_its_order_under_a_forced_joker() {
        let mut rules = Ruleset::preset(Preset::ThreeColumn);
        rules.apply_assignment("joker=forced").unwrap();
        rules.apply_assignment("extra_yahtzee_bonus=100").unwrap();
        // Up: Chance and Yahtzee filled, Large straight next; five 4s with Fours open.
        let c = card(&rules, &[(1, BoxId::Chance, 20), (1, BoxId::Yahtzee, 50)]);
        let p = c.placements(&rules, &dice("4-4-4-4-4"));
        let ls = p.offer(spot(1, BoxId::LargeStraight)).unwrap();
        assert!(ls.allowed(), "the order decides the box: no dead end");
        assert_eq!(ls.points, 40, "the Joker's value stays");
        assert!(p.extra_bonus_in(col(1)));
        assert!(!p.extra_bonus_in(col(0)), "the bonus is the column's own");
    }

    #[test]
    fn score_pads_record_and_correct_in_any_column() {
        let rules = Ruleset::preset(Preset::Triple);
        let mut c = Card::empty(&rules);
        c.record(&rules, spot(2, BoxId::Fours), 16, false).unwrap();
        assert_eq!(c.get(spot(2, BoxId::Fours)), Some(16));
        assert_eq!(c.total(&rules), 48);
        assert!(c.record(&rules, spot(1, BoxId::Fours), 15, false).is_err());
        let fixed = c.corrected(&rules, spot(2, BoxId::Fours), 12).unwrap();
        assert_eq!(fixed.total(&rules), 36);
        // Chips need all three Yahtzee boxes on a Triple card.
        assert!(c.with_extra_yahtzees(&rules, col(0), 1).is_err());
        let ordered = Ruleset::preset(Preset::ThreeColumn);
        let mut d = Card::empty(&ordered);
        assert!(d.record(&ordered, spot(0, BoxId::Twos), 4, false).is_err());
        assert_eq!(d.pad_options(&ordered, spot(0, BoxId::Twos)), []);
        d.record(&ordered, spot(0, BoxId::Ones), 3, false).unwrap();
    }
}
