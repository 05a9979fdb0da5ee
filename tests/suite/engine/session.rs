//! The session as the one authority over a table: every refusal leaves it unchanged, the
//! legality query agrees with `apply`, and undo is fair to the people sharing a keyboard.

use yahtzee::game::{
    Action, DiceSource, Level, LogEntry, Match, MatchOptions, ModeError, Refusal, RuleError, Seat,
    SeatId, Session, TakenBack, UndoRefusal,
};
use yahtzee::rules::{BoxId, DieIndex, Face, Ruleset};

fn faces(s: &str) -> Vec<Face> {
    s.chars()
        .filter_map(|c| c.to_digit(10))
        .map(|d| Face::from_value(d as u8).unwrap())
        .collect()
}

fn session(seats: Vec<Seat>, options: MatchOptions, script: &str) -> Session {
    let m = Match::with_dice(
        Ruleset::CLASSIC,
        seats,
        DiceSource::scripted(faces(script), 5),
    )
    .unwrap();
    Session::new(m, options, "0123456789abcdef".to_string(), 0).unwrap()
}

fn people() -> Vec<Seat> {
    vec![Seat::human("Ana"), Seat::human("Ben")]
}

const ANA: SeatId = SeatId(0);
const BEN: SeatId = SeatId(1);

/// Every action a seat could send, for comparing the legality query with `apply`.
fn every_action() -> Vec<Action> {
    let mut all = vec![Action::Roll];
    all.extend(DieIndex::ALL.map(|die| Action::ToggleHold { die }));
    all.extend(BoxId::ALL.map(Action::score));
    all
}

fn refused(s: &mut Session, seat: SeatId, action: Action) -> Refusal {
    let before = s.clone();
    let why = s.apply(seat, action).unwrap_err();
    assert_eq!(*s, before, "a refused {action:?} changed the session");
    why
}

#[test]
fn the_play_mode_is_checked_by_the_session_and_refusals_change_nothing() {
    let pad = MatchOptions {
        score_pad: true,
        ..MatchOptions::default()
    };
    let mut s = session(people(), pad, "");
    assert_eq!(
        refused(&mut s, ANA, Action::Roll),
        Refusal::Mode(ModeError::NoDiceOnPad)
    );
    let real = MatchOptions {
        real_dice: vec![true],
        ..MatchOptions::default()
    };
    let mut s = session(people(), real, "11111");
    assert_eq!(
        refused(&mut s, ANA, Action::Roll),
        Refusal::Mode(ModeError::RealDiceSeat)
    );
    assert!(s.legal(ANA).type_throw && !s.legal(ANA).roll);
    // Ben throws on screen, so typing a throw for him is refused.
    s.apply(ANA, Action::throw("12345".parse().unwrap()))
        .unwrap();
    s.apply(ANA, Action::score(BoxId::LargeStraight)).unwrap();
    assert_eq!(
        refused(&mut s, BEN, Action::throw("12345".parse().unwrap())),
        Refusal::Mode(ModeError::NotRealDice)
    );
    assert_eq!(
        refused(&mut s, ANA, Action::score(BoxId::Ones)),
        Refusal::Rule(RuleError::NotYourTurn {
            seat: ANA,
            current: BEN
        })
    );
}

#[test]
fn legal_agrees_with_apply_for_every_action_through_a_match() {
    let mut s = session(
        vec![Seat::human("Ana"), Seat::cpu("CPU", Level::Beginner)],
        MatchOptions::default(),
        "",
    );
    let mut step = 0u32;
    while !s.game().is_over() {
        for seat in [ANA, BEN] {
            let legal = s.legal(seat);
            for action in every_action() {
                let ok = s.check(seat, action).is_ok();
                let said = match action {
                    Action::Roll => legal.roll,
                    Action::ToggleHold { die } => legal.hold.contains(die),
                    _ => ok,
                };
                assert_eq!(ok, said, "{action:?} for {seat:?} at step {step}");
                if matches!(action, Action::Score { .. }) && ok {
                    assert!(legal.score, "a box takes the dice but Score is not offered");
                }
            }
        }
        // Play on: throw, then score the first box that takes the dice.
        let seat = s.game().current_seat().unwrap();
        let action = if s.legal(seat).roll && step % 3 != 2 {
            Action::Roll
        } else {
            *every_action()
                .iter()
                .find(|a| matches!(a, Action::Score { .. }) && s.is_legal(seat, **a))
                .unwrap()
        };
        s.apply(seat, action).unwrap();
        step += 1;
    }
    assert!(every_action().iter().all(|&a| !s.is_legal(ANA, a)));
}

#[test]
fn undo_is_off_when_the_match_says_so() {
    let mut s = session(
        people(),
        MatchOptions {
            undo: false,
            ..MatchOptions::default()
        },
        "11111",
    );
    s.apply(ANA, Action::Roll).unwrap();
    s.apply(
        ANA,
        Action::ToggleHold {
            die: DieIndex::ALL[0],
        },
    )
    .unwrap();
    let before = s.clone();
    assert_eq!(s.undo(ANA), Err(Refusal::Undo(UndoRefusal::Off)));
    assert_eq!(s, before);
    assert_eq!(s.legal(ANA).undo, None);
}

#[test]
fn a_person_takes_back_only_their_own_move_and_the_turn_goes_back_to_them() {
    let mut s = session(people(), MatchOptions::default(), "11111 22222");
    s.apply(ANA, Action::Roll).unwrap();
    s.apply(ANA, Action::score(BoxId::Yahtzee)).unwrap();
    // Ben's turn, before his throw: he cannot take back Ana's move as his own.
    assert_eq!(
        s.undo_check(BEN),
        Err(UndoRefusal::NotYours { author: ANA })
    );
    assert_eq!(s.legal(BEN).undo, None);
    // Ana can, and the turn returns to her with her dice still on the table.
    assert!(s.legal(ANA).undo.is_some());
    let undone = s.undo(ANA).unwrap();
    assert_eq!(undone.returns_to, Some(ANA));
    assert_eq!(s.game().current_seat(), Some(ANA));
    assert_eq!(
        s.game().throw().map(|t| t.dice.to_string()),
        Some("1-1-1-1-1".to_string())
    );
    // The log tells it: the turn shows the placement taken back.
    let story = s.game().turns().pop().unwrap();
    assert!(matches!(story.taken_back, Some(TakenBack::Placement(p)) if p.b == BoxId::Yahtzee));
    // Once Ben has thrown, Ana's move is out of reach.
    s.apply(ANA, Action::score(BoxId::Ones)).unwrap();
    s.apply(BEN, Action::Roll).unwrap();
    assert_eq!(s.undo_check(ANA), Err(UndoRefusal::AfterThrow));
}

#[test]
fn a_cpus_move_is_never_taken_back() {
    let mut s = session(
        vec![Seat::cpu("CPU", Level::Beginner), Seat::human("Ana")],
        MatchOptions::default(),
        "33333",
    );
    s.apply(SeatId(0), Action::Roll).unwrap();
    s.apply(SeatId(0), Action::score(BoxId::Threes)).unwrap();
    for seat in [SeatId(0), SeatId(1)] {
        assert_eq!(s.undo_check(seat), Err(UndoRefusal::CpuMove));
    }
    let before = s.clone();
    assert!(s.undo(SeatId(1)).is_err());
    assert_eq!(s, before);
}

/// Against a CPU a person's placement stands the moment it is made: the CPU's turn has
/// begun and a CPU never waits, so what undo allows cannot depend on how fast it throws
/// (the session decides it before the CPU has moved at all).
#[test]
fn a_placement_before_a_cpus_turn_stands_whatever_the_cpus_speed() {
    for speed in yahtzee::store::CpuSpeed::ALL {
        let mut s = session(
            vec![Seat::human("Ana"), Seat::cpu("Bot", Level::Beginner)],
            MatchOptions {
                cpu_speed: speed,
                ..MatchOptions::default()
            },
            "12345 66666",
        );
        s.apply(ANA, Action::Roll).unwrap();
        s.apply(
            ANA,
            Action::ToggleHold {
                die: DieIndex::ALL[0],
            },
        )
        .unwrap();
        // Within her turn, her own hold is hers to take back.
        assert!(s.undo_check(ANA).is_ok());
        s.apply(ANA, Action::score(BoxId::LargeStraight)).unwrap();
        assert_eq!(
            s.undo_check(ANA),
            Err(UndoRefusal::CpuTurnBegun),
            "{speed:?}"
        );
        assert_eq!(s.legal(ANA).undo, None);
        let before = s.clone();
        assert!(s.undo(ANA).is_err());
        assert_eq!(s, before, "a refusal changes nothing");
    }
    // Alone at the table, the placement can be taken back until the next throw.
    let mut solo = session(vec![Seat::human("Ana")], MatchOptions::default(), "12345");
    solo.apply(ANA, Action::Roll).unwrap();
    solo.apply(ANA, Action::score(BoxId::LargeStraight))
        .unwrap();
    assert!(solo.undo_check(ANA).is_ok());
}

#[test]
fn a_typed_throw_can_be_retyped_even_with_undo_off() {
    let mut s = session(
        people(),
        MatchOptions {
            undo: false,
            real_dice: vec![true, true],
            ..MatchOptions::default()
        },
        "",
    );
    let dice = "66543".parse().unwrap();
    s.apply(ANA, Action::throw(dice)).unwrap();
    assert_eq!(s.take_back_typed_throw(ANA), Ok((dice, None)));
    assert!(s.game().throw().is_none());
    assert!(
        s.game()
            .log()
            .iter()
            .any(|e: &LogEntry| e.undone && e.action == Action::throw(dice))
    );
    assert_eq!(
        s.take_back_typed_throw(ANA),
        Err(Refusal::Undo(UndoRefusal::NothingTyped))
    );
}

#[test]
fn a_placement_stands_once_the_next_seat_has_thrown_even_a_throw_taken_back() {
    let mut s = session(
        people(),
        MatchOptions {
            real_dice: vec![true, true],
            ..MatchOptions::default()
        },
        "",
    );
    let dice = "66543".parse().unwrap();
    s.apply(ANA, Action::throw(dice)).unwrap();
    s.apply(ANA, Action::score(BoxId::Chance)).unwrap();
    assert!(s.undo_check(ANA).is_ok(), "before Ben's throw");
    s.apply(BEN, Action::throw(dice)).unwrap();
    s.take_back_typed_throw(BEN).unwrap();
    // Ana has seen Ben's throw: her placement is out of reach now.
    assert_eq!(s.undo_check(ANA), Err(UndoRefusal::AfterThrow));
    assert!(s.undo(ANA).is_err());
}

/// Real dice under sticky holds: after `33516` and `33526` the faces say 3-3-5-6 stayed down,
/// but the player may have kept only 3-3. They can say so (`33/514`): the throw is taken with
/// their keep, the hints then honour it, the review judges it, and the log keeps it through a
/// save. A keep the throw before could not have left is refused and changes nothing.
#[test]
fn a_real_dice_player_says_which_dice_stayed_down() {
    use yahtzee::rules::{Dice, Holds, SettingKey, SettingValue};
    let mut rules = Ruleset::CLASSIC;
    rules
        .set(SettingKey::StickyHolds, SettingValue::Flag(true))
        .unwrap();
    let m = Match::with_dice(rules, people(), DiceSource::scripted(Vec::new(), 5)).unwrap();
    let options = MatchOptions {
        real_dice: vec![true, true],
        ..MatchOptions::default()
    };
    let mut s = Session::new(m, options, "0123456789abcdef".to_string(), 0).unwrap();
    let dice = |t: &str| -> Dice { t.parse().unwrap() };
    let first_two = Holds::NONE
        .with(DieIndex::ALL[0], true)
        .with(DieIndex::ALL[1], true);
    assert_eq!(
        refused(
            &mut s,
            ANA,
            Action::Throw {
                dice: dice("33516"),
                kept: Some(first_two)
            }
        ),
        Refusal::Rule(RuleError::KeptOnFirstThrow)
    );
    s.apply(ANA, Action::throw(dice("33516"))).unwrap();
    s.apply(ANA, Action::throw(dice("33526"))).unwrap();
    let read = s.game().throw().unwrap().held;
    assert_eq!(read.count(), 4, "3-3-5-6 read as kept: {read:?}");
    assert!(!s.game().holds_known(), "a reading of the faces");
    // Two 5s cannot have stayed down from 3-3-5-2-6.
    let why = refused(
        &mut s,
        ANA,
        Action::Throw {
            dice: dice("55123"),
            kept: Some(first_two),
        },
    );
    assert_eq!(
        why.to_string(),
        "5-5 cannot have stayed down: the throw before was 2-3-3-5-6"
    );
    s.apply(
        ANA,
        Action::Throw {
            dice: dice("33514"),
            kept: Some(first_two),
        },
    )
    .unwrap();
    let t = *s.game().throw().unwrap();
    assert_eq!(
        (t.dice, t.held, t.rolls_used),
        (dice("33514"), first_two, 3)
    );
    assert!(s.game().holds_known(), "said by the player");
    // The review judges the keep as said: 3-3, not the 3-3-5 the faces would suggest.
    let optimum = std::sync::Arc::new(yahtzee::ai::Optimum::solve(rules, 2, &|_, _| {}));
    s.apply(ANA, Action::score(BoxId::Threes)).unwrap();
    let reviews = yahtzee::ai::review::review(s.game(), &optimum, |seat| seat == ANA).unwrap();
    let keeps: Vec<&str> = reviews[0]
        .decisions
        .iter()
        .map(|d| d.chosen.as_str())
        .collect();
    assert_eq!(keeps.len(), 3, "{keeps:?}");
    assert_eq!(keeps[..2], ["hold 3-3-5-6", "hold 3-3"], "{keeps:?}");
    // Through a save and back, the said keep is still the log's.
    let json = serde_json::to_string(&s.game().to_record()).unwrap();
    assert!(json.contains("\"kept\""), "{json}");
    let back: yahtzee::game::MatchRecord = serde_json::from_str(&json).unwrap();
    let loaded = Match::from_record(back).unwrap();
    assert_eq!(loaded.log(), s.game().log());
}
