//! The dice tape: a new match throws from it, a face is fixed by its place (not by what was
//! held before it), same dice deal every seat alike, and the matches and runs made with the
//! old generator replay as they were.

use yahtzee::game::{Action, DiceSource, Draw, Level, Match, MatchSetup, Seat, SeatId, Tape};
use yahtzee::rules::{DieIndex, Face, Ruleset};
use yahtzee::store::{DiskStore, LoadOutcome, Storage};

fn setup(seats: Vec<Seat>, seed: u64, same_dice: bool) -> MatchSetup {
    MatchSetup {
        rules: Ruleset::CLASSIC,
        seats,
        seed,
        same_dice,
    }
}

/// A plain player that always decides the same way on the same dice and card: keep the most
/// common face (the highest among equals), throw the rest while throws are left, then take
/// the box worth the most (the first among equals).
fn play_turn(m: &mut Match, seat: SeatId) {
    m.apply(seat, Action::Roll).unwrap();
    while m.rolls_left() > 0 {
        let throw = *m.throw().unwrap();
        let counts = throw.dice.counts();
        let keep = Face::ALL
            .iter()
            .copied()
            .max_by_key(|&f| (counts.of(f), f.value()))
            .unwrap();
        if counts.of(keep) == 5 {
            break;
        }
        for die in DieIndex::ALL {
            let wanted = throw.dice.get(die) == keep;
            if throw.held.contains(die) != wanted {
                m.apply(seat, Action::ToggleHold { die }).unwrap();
            }
        }
        m.apply(seat, Action::Roll).unwrap();
    }
    let (spot, _) = m
        .placements()
        .unwrap()
        .allowed()
        .max_by_key(|&(spot, points)| (points, std::cmp::Reverse(spot.b)))
        .unwrap();
    m.apply(
        seat,
        Action::Score {
            b: spot.b,
            column: spot.column,
        },
    )
    .unwrap();
}

fn play_out(m: &mut Match) {
    while let Some(seat) = m.current_seat() {
        play_turn(m, seat);
    }
}

#[test]
fn a_new_match_throws_from_a_tape_of_its_seed() {
    let m = Match::new(&setup(vec![Seat::human("Ana")], 42, false)).unwrap();
    assert_eq!(
        m.start_dice_source(),
        &DiceSource::Tape(Tape {
            seed: 42,
            same_dice: false
        })
    );
    assert!(!m.same_dice());
    // And the save says so, so the match replays from the same tape.
    let json = serde_json::to_value(&m).unwrap();
    assert_eq!(
        json["start_dice"]["tape"],
        serde_json::json!({"seed": "000000000000002a", "same_dice": false})
    );
    let back: Match = serde_json::from_value(json).unwrap();
    assert_eq!(back, m);
}

#[test]
fn two_seats_deciding_alike_score_alike_on_same_dice() {
    let seats = || vec![Seat::human("Ana"), Seat::human("Ben")];
    for seed in [1, 2, 3, 2026] {
        let mut same = Match::new(&setup(seats(), seed, true)).unwrap();
        assert!(same.same_dice());
        play_out(&mut same);
        assert_eq!(same.cards()[0], same.cards()[1], "seed {seed}");
        assert_eq!(same.total(SeatId(0)), same.total(SeatId(1)), "seed {seed}");
    }
    // Without same dice the same decisions meet other dice: the cards differ (else this test
    // could not tell the two apart).
    let mut apart = Match::new(&setup(seats(), 2026, false)).unwrap();
    play_out(&mut apart);
    assert_ne!(apart.cards()[0], apart.cards()[1]);
}

#[test]
fn same_dice_for_every_seat_of_four() {
    let seats = vec![
        Seat::human("Ana"),
        Seat::human("Ben"),
        Seat::human("Cy"),
        Seat::human("Dee"),
    ];
    let mut m = Match::new(&setup(seats, 77, true)).unwrap();
    let mut first = Vec::new();
    for seat in 0..4 {
        m.apply(SeatId(seat), Action::Roll).unwrap();
        first.push(m.throw().unwrap().dice);
        // Straight into Chance, so the next seat throws its round-1 dice.
        m.apply(
            SeatId(seat),
            Action::Score {
                b: yahtzee::rules::BoxId::Chance,
                column: Default::default(),
            },
        )
        .unwrap();
    }
    assert!(first.iter().all(|d| *d == first[0]), "{first:?}");
}

/// Plays rounds 1 to 4 (each seat's first throw straight into a box chosen by `boxes`), then
/// in round 5 throws, holds `held` and throws again: the dice after that second throw.
fn round_five_second_throw(source: DiceSource, boxes: [usize; 4], held: &[u8]) -> [Face; 5] {
    let mut m = Match::with_dice(Ruleset::CLASSIC, vec![Seat::human("Ana")], source).unwrap();
    let me = SeatId(0);
    for pick in boxes {
        m.apply(me, Action::Roll).unwrap();
        let (spot, _) = m.placements().unwrap().allowed().nth(pick).unwrap();
        m.apply(
            me,
            Action::Score {
                b: spot.b,
                column: spot.column,
            },
        )
        .unwrap();
    }
    assert_eq!(m.round(), 5);
    m.apply(me, Action::Roll).unwrap();
    for &i in held {
        m.apply(
            me,
            Action::ToggleHold {
                die: DieIndex::new(i).unwrap(),
            },
        )
        .unwrap();
    }
    m.apply(me, Action::Roll).unwrap();
    let dice = m.throw().unwrap().dice;
    DieIndex::ALL.map(|d| dice.get(d))
}

#[test]
fn the_face_at_a_place_is_the_same_whatever_was_held() {
    let tape = Tape {
        seed: 9,
        same_dice: false,
    };
    let at = Draw {
        round: 5,
        seat: 0,
        throw: 2,
        position: 3,
    };
    let holds: [&[u8]; 4] = [&[], &[0, 1, 2], &[0, 4], &[1, 2]];
    // Different holds, and different boxes filled in the rounds before.
    for (held, boxes) in
        holds
            .into_iter()
            .zip([[0, 0, 0, 0], [3, 1, 4, 2], [5, 5, 5, 5], [1, 0, 1, 0]])
    {
        let faces = round_five_second_throw(DiceSource::Tape(tape), boxes, held);
        assert_eq!(faces[3], tape.face(at), "held {held:?}");
    }
    // The old generator hands out faces in order: holding fewer dice shifts what position 3
    // gets, which is what the tape exists to end.
    let differs = (1..40u64).any(|seed| {
        let a = round_five_second_throw(DiceSource::seeded(seed), [0; 4], &[0, 1, 2]);
        let b = round_five_second_throw(DiceSource::seeded(seed), [0; 4], &[]);
        a[3] != b[3]
    });
    assert!(differs);
}

#[test]
fn an_old_save_replays_with_its_own_generator() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(
        yahtzee_testkit::fixtures::fixture("v0.4.0/autosave.json"),
        dir.path().join("autosave.json"),
    )
    .unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let listed = store.list_matches();
    assert_eq!(listed.len(), 1);
    let LoadOutcome::Loaded(session) = store.load_match(&listed[0].id) else {
        panic!("the fixture did not load");
    };
    let mut game = session.game().clone();
    let DiceSource::Pcg32(rng) = game.dice_source().clone() else {
        panic!("an old save lost its generator: {:?}", game.dice_source());
    };
    assert!(matches!(game.start_dice_source(), DiceSource::Pcg32(_)));
    assert!(!game.same_dice());
    // Played on, it throws what the generator it was made with throws next.
    let seat = game.current_seat().unwrap();
    if game.throw().is_some() {
        let spot = game.placements().unwrap().allowed().next().unwrap().0;
        game.apply(
            seat,
            Action::Score {
                b: spot.b,
                column: spot.column,
            },
        )
        .unwrap();
    }
    let seat = game.current_seat().unwrap();
    let mut expected = rng;
    let before: Vec<Face> = (0..5).map(|_| expected.next_face()).collect();
    game.apply(seat, Action::Roll).unwrap();
    let dice = game.throw().unwrap().dice;
    assert_eq!(DieIndex::ALL.map(|d| dice.get(d)).to_vec(), before);
    assert!(matches!(game.dice_source(), DiceSource::Pcg32(_)));
}

#[test]
fn an_old_setup_loads_with_each_seat_its_own_dice() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(
        yahtzee_testkit::fixtures::fixture("v0.4.0/setup.json"),
        dir.path().join("setup.json"),
    )
    .unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let last = store.last_setup().expect("the old setup loads");
    assert!(!last.same_dice);
    assert!(store.take_notices().is_empty());
    // A setup with same dice is written so, and a no is left out for older releases.
    let mut with = last.clone();
    with.same_dice = true;
    store.save_setup(&with).unwrap();
    assert_eq!(store.last_setup(), Some(with));
    store.save_setup(&last).unwrap();
    let text = std::fs::read_to_string(dir.path().join("setup.json")).unwrap();
    assert!(!text.contains("same_dice"), "{text}");
    // An old MatchSetup (no same_dice) reads as each seat its own dice.
    let old: MatchSetup = serde_json::from_value(serde_json::json!({
        "rules": serde_json::to_value(Ruleset::CLASSIC).unwrap(),
        "seats": [{"name": "Ana", "kind": {"kind": "human"}}],
        "seed": 5
    }))
    .unwrap();
    assert!(!old.same_dice);
}

#[test]
fn the_history_records_same_dice() {
    let seats = vec![Seat::human("Ana"), Seat::cpu("Bot", Level::Casual)];
    let mut m = Match::new(&setup(seats, 4, true)).unwrap();
    play_out(&mut m);
    let summary = yahtzee::store::summarize("x", 1, &m, Default::default());
    assert!(summary.same_dice);
    let json = serde_json::to_value(&summary).unwrap();
    assert_eq!(json["same_dice"], true);
    let mut plain = json.clone();
    plain.as_object_mut().unwrap().remove("same_dice");
    let back: yahtzee::store::MatchSummary = serde_json::from_value(plain).unwrap();
    assert!(!back.same_dice);
}
