//! The table without any screen: whole matches by drivers alone, refusals, failed writes,
//! the CPUs' pace on a fake clock, and front ends coming and going.

use std::time::Duration;

use super::*;
use crate::game::{CpuSpeed, MatchSetup, Seat};
use crate::rules::{BoxId, ColumnId, Ruleset};
use crate::seats::{OddsStatus, SolvedStatus};
use crate::store::{LoadOutcome, MemoryStore};

/// Solved data for CPUs that need none (Beginner, Casual, Strong on one column): anything else
/// is "still preparing", which these tests never wait for.
struct NothingSolved;

impl SolvedSource for NothingSolved {
    fn strategy(&mut self, _: &Ruleset) -> SolvedStatus {
        SolvedStatus::Pending(0)
    }

    fn odds(&mut self, _: &Ruleset) -> OddsStatus {
        OddsStatus::Unavailable
    }
}

/// A clock the test moves by hand.
struct World {
    store: MemoryStore,
    solved: NothingSolved,
    now: Duration,
}

impl World {
    fn new() -> World {
        World {
            store: MemoryStore::new(),
            solved: NothingSolved,
            now: Duration::ZERO,
        }
    }

    fn env(&mut self) -> Env<'_> {
        Env {
            store: &mut self.store,
            solved: &mut self.solved,
            now: self.now,
        }
    }

    /// Switches every write to failing (with `why`) or back.
    fn fail(&self, why: Option<&str>) {
        *self.store.fail_writes.lock().expect("the test's lock") = why.map(str::to_string);
    }
}

fn session(seats: Vec<Seat>, speed: CpuSpeed) -> Session {
    let n = seats.len();
    let game = Match::new(&MatchSetup {
        rules: Ruleset::CLASSIC,
        seats,
        seed: 7,
        same_dice: false,
    })
    .expect("a valid match");
    let options = MatchOptions {
        cpu_speed: speed,
        undo: true,
        ..MatchOptions::default()
    }
    .fitted(n);
    Session::new(game, options, "table-test".to_string(), 0).expect("a valid session")
}

fn two_people() -> Session {
    session(
        vec![Seat::human("Ana"), Seat::human("Bo")],
        CpuSpeed::Normal,
    )
}

fn moves(table: &Table) -> usize {
    table.game().log().len()
}

fn score_chance() -> Action {
    Action::Score {
        b: BoxId::Chance,
        column: ColumnId::FIRST,
    }
}

#[test]
fn two_cpus_play_a_whole_match_by_themselves_and_it_lands_in_the_history() {
    let mut world = World::new();
    let mut table = Table::hosted(session(
        vec![
            Seat::cpu("Casual CPU", Level::Casual),
            Seat::cpu("Strong CPU", Level::Strong),
        ],
        CpuSpeed::Fast,
    ));
    let watcher = table.join(Vec::new(), Access::Guest);
    table.save_now(&mut world.store).expect("the first write");
    let mut ticks = 0;
    while !table.game().is_over() {
        ticks += 1;
        assert!(ticks < 100_000, "the match never ended");
        table.tick(&mut world.env(), false);
        world.now += Duration::from_millis(50);
    }
    let (history, problem) = world.store.history();
    assert_eq!(problem, None);
    assert_eq!(
        history.recent.len(),
        1,
        "the finished match is in the history"
    );
    assert!(matches!(
        world.store.load_match(&table.match_id()),
        LoadOutcome::Empty
    ));
    assert_eq!(table.lost(), None);
    let news = table.take_news(watcher);
    let last = news.iter().rev().find_map(|n| match n {
        News::Applied { finish, .. } => Some(finish.clone()),
        _ => None,
    });
    assert!(
        matches!(last, Some(Some(_))),
        "the last news says the match finished"
    );
}

#[test]
fn at_the_instant_pace_one_tick_plays_every_cpu_turn_up_to_the_person() {
    let mut world = World::new();
    let mut table = Table::at_one_terminal(session(
        vec![Seat::cpu("Casual CPU", Level::Casual), Seat::human("Ana")],
        CpuSpeed::Instant,
    ));
    table.join(vec![SeatId(1)], Access::Host);
    assert_eq!(table.next_due(false), Some(Duration::ZERO));
    table.tick(&mut world.env(), false);
    assert_eq!(table.game().current_seat(), Some(SeatId(1)));
    assert_eq!(table.next_due(false), None, "a person's turn waits");
}

#[test]
fn no_cpu_moves_before_its_time_then_exactly_one() {
    let mut world = World::new();
    let mut table = Table::at_one_terminal(session(
        vec![Seat::cpu("Casual CPU", Level::Casual), Seat::human("Ana")],
        CpuSpeed::Normal,
    ));
    let step = Duration::from_millis(CpuSpeed::Normal.step_millis());
    world.now = Duration::from_secs(10);
    // The first tick of the turn sets the time; nothing is played yet.
    assert_eq!(table.tick(&mut world.env(), false), None);
    assert_eq!(moves(&table), 0);
    assert_eq!(table.next_due(false), Some(world.now + step));
    world.now += step - Duration::from_millis(1);
    table.tick(&mut world.env(), false);
    assert_eq!(moves(&table), 0, "not a moment early");
    world.now += Duration::from_millis(1);
    assert_eq!(table.tick(&mut world.env(), false), Some(Saved::Yes));
    assert_eq!(moves(&table), 1, "one action, not the turn");
    // A pause (a question on the keyboard's screen) holds the CPU however late it is.
    world.now += step * 10;
    assert_eq!(table.tick(&mut world.env(), true), None);
    assert_eq!(moves(&table), 1);
    assert_eq!(table.next_due(true), None);
}

#[test]
fn refusals_change_nothing_and_reach_only_the_asker() {
    let mut world = World::new();
    let mut table = Table::hosted(two_people());
    let ana = table.join(vec![SeatId(0)], Access::Host);
    let bo = table.join(vec![SeatId(1)], Access::Guest);
    let watcher = table.join(Vec::new(), Access::Guest);
    let before = format!("{:?}", table.session());
    let roll = |seat| Ask::Act {
        seat: Some(SeatId(seat)),
        action: Action::Roll,
    };
    assert_eq!(
        table.ask(bo, roll(0), &mut world.env()),
        Err(Denial::NotYourSeat {
            own: "Bo".to_string(),
            asked: "Ana".to_string()
        })
    );
    assert_eq!(
        table.ask(watcher, roll(0), &mut world.env()),
        Err(Denial::Spectator)
    );
    assert_eq!(
        table.ask(
            watcher,
            Ask::Act {
                seat: None,
                action: Action::Roll
            },
            &mut world.env()
        ),
        Err(Denial::Spectator)
    );
    assert_eq!(
        table.ask(bo, Ask::Speed, &mut world.env()),
        Err(Denial::HostSetsPace)
    );
    assert_eq!(
        table.ask(ana, Ask::StandIn, &mut world.env()),
        Err(Denial::HostOnly(Ask::StandIn))
    );
    // Bo's own seat, out of turn; Ana's, scoring before a throw: the session says no.
    assert!(matches!(
        table.ask(bo, roll(1), &mut world.env()),
        Err(Denial::Session(_))
    ));
    assert!(matches!(
        table.ask(
            ana,
            Ask::Act {
                seat: Some(SeatId(0)),
                action: score_chance()
            },
            &mut world.env()
        ),
        Err(Denial::Session(_))
    ));
    assert_eq!(format!("{:?}", table.session()), before);
    assert_eq!(moves(&table), 0);
    for front in [ana, bo, watcher] {
        assert!(table.take_news(front).is_empty(), "a refusal is no news");
    }
    assert!(
        !world.store.has_match(&table.match_id()),
        "nothing was written"
    );
    assert_eq!(
        Denial::NotYourSeat {
            own: "Bo".to_string(),
            asked: "Ana".to_string()
        }
        .to_string(),
        "You play Bo's seat, not Ana's."
    );
}

#[test]
fn news_reach_the_fronts_at_the_table_and_no_others() {
    let mut world = World::new();
    let mut table = Table::hosted(two_people());
    let ana = table.join(vec![SeatId(0)], Access::Host);
    let bo = table.join(vec![SeatId(1)], Access::Guest);
    table.leave(bo);
    let roll = Ask::Act {
        seat: Some(SeatId(0)),
        action: Action::Roll,
    };
    assert_eq!(table.ask(ana, roll, &mut world.env()), Ok(Saved::Yes));
    assert!(
        world.store.has_match(&table.match_id()),
        "written before shown"
    );
    let late = table.join(Vec::new(), Access::Guest);
    assert!(
        table.take_news(bo).is_empty(),
        "a front that left hears nothing"
    );
    assert!(
        table.take_news(late).is_empty(),
        "a front that joins starts from the session as it stands"
    );
    assert_eq!(table.ask(bo, roll, &mut world.env()), Err(Denial::Gone));
    let heard = table.take_news(ana);
    assert!(matches!(
        heard.as_slice(),
        [News::Applied {
            event: Event::Rolled { .. },
            finish: None,
            ..
        }]
    ));
    assert!(table.take_news(ana).is_empty(), "each news is told once");
    table.tell_all(News::Said("Bo left the table.".to_string()));
    assert_eq!(table.take_news(late).len(), 1);
    assert_eq!(table.spectators(), 1);
}

#[test]
fn at_one_keyboard_a_failed_write_holds_the_action_until_retried() {
    let mut world = World::new();
    let mut table = Table::at_one_terminal(two_people());
    let here = table.join(vec![SeatId(0), SeatId(1)], Access::Host);
    table.save_now(&mut world.store).expect("the first write");
    world.fail(Some("the disk is full"));
    let roll = Ask::Act {
        seat: Some(SeatId(0)),
        action: Action::Roll,
    };
    let saved = table.ask(here, roll, &mut world.env());
    assert!(
        matches!(saved, Ok(Saved::HeldForAnswer { .. })),
        "{saved:?}"
    );
    assert_eq!(moves(&table), 0, "held, not applied");
    assert!(table.take_news(here).is_empty());
    assert_eq!(
        table.lost(),
        Some(Lost {
            actions: 1,
            kind: LostKind::SinceLastSave
        })
    );
    assert!(matches!(
        table.retry(&mut world.store),
        Retried::Failed { .. }
    ));
    assert_eq!(moves(&table), 0);
    world.fail(None);
    assert_eq!(table.retry(&mut world.store), Retried::Saved);
    assert_eq!(moves(&table), 1);
    assert_eq!(table.lost(), None);
    assert_eq!(table.held(), None);
    assert_eq!(table.take_news(here).len(), 1);
    assert_eq!(table.retry(&mut world.store), Retried::NothingHeld);
}

#[test]
fn playing_on_unsaved_counts_what_leaving_would_lose() {
    let mut world = World::new();
    let mut table = Table::at_one_terminal(two_people());
    let here = table.join(vec![SeatId(0), SeatId(1)], Access::Host);
    world.fail(Some("the disk is full"));
    // The match's own first write fails: nothing is held but the question.
    if let Err(e) = table.save_now(&mut world.store) {
        table.hold_unwritten(e.to_string());
    }
    assert_eq!(table.lost(), None, "nothing done yet");
    assert!(table.play_on_unsaved().is_some());
    assert!(table.is_unsaved());
    let act = |action| Ask::Act {
        seat: Some(SeatId(0)),
        action,
    };
    assert_eq!(
        table.ask(here, act(Action::Roll), &mut world.env()),
        Ok(Saved::PlayedUnsaved)
    );
    assert_eq!(
        table.ask(here, act(score_chance()), &mut world.env()),
        Ok(Saved::PlayedUnsaved)
    );
    let lost = table.lost().expect("two actions are lost");
    assert_eq!(
        lost,
        Lost {
            actions: 2,
            kind: LostKind::NeverSaved
        }
    );
    assert_eq!(
        lost.to_string(),
        "Not saved: this match was never saved, so 2 actions are lost and it cannot be resumed."
    );
    // Once a write succeeds again, nothing is lost.
    world.fail(None);
    assert_eq!(
        table.ask(
            here,
            Ask::Act {
                seat: Some(SeatId(1)),
                action: Action::Roll
            },
            &mut world.env()
        ),
        Ok(Saved::Yes)
    );
    assert_eq!(table.lost(), None);
    assert!(!table.is_unsaved());
}

#[test]
fn abandoning_a_held_action_counts_it_lost() {
    let mut world = World::new();
    let mut table = Table::at_one_terminal(two_people());
    let here = table.join(vec![SeatId(0), SeatId(1)], Access::Host);
    table.save_now(&mut world.store).expect("the first write");
    world.fail(Some("the disk is full"));
    let roll = Ask::Act {
        seat: Some(SeatId(0)),
        action: Action::Roll,
    };
    assert!(matches!(
        table.ask(here, roll, &mut world.env()),
        Ok(Saved::HeldForAnswer { .. })
    ));
    // While held, nothing else is applied: the question is answered first.
    assert!(matches!(
        table.ask(here, roll, &mut world.env()),
        Ok(Saved::HeldForAnswer { .. })
    ));
    table.abandon();
    assert_eq!(table.held(), None);
    assert_eq!(moves(&table), 0);
    assert_eq!(
        table.lost(),
        Some(Lost {
            actions: 1,
            kind: LostKind::SinceLastSave
        })
    );
}

#[test]
fn a_hosted_table_plays_on_when_a_write_fails_and_tells_every_front_once() {
    let mut world = World::new();
    let mut table = Table::hosted(two_people());
    let ana = table.join(vec![SeatId(0)], Access::Host);
    let bo = table.join(vec![SeatId(1)], Access::Guest);
    world.fail(Some("the disk is full"));
    let act = |seat, action| Ask::Act {
        seat: Some(SeatId(seat)),
        action,
    };
    assert_eq!(
        table.ask(ana, act(0, Action::Roll), &mut world.env()),
        Ok(Saved::PlayedUnsaved)
    );
    assert_eq!(
        table.ask(ana, act(0, score_chance()), &mut world.env()),
        Ok(Saved::PlayedUnsaved)
    );
    for front in [ana, bo] {
        let notices = table
            .take_news(front)
            .into_iter()
            .filter(|n| matches!(n, News::Notice(_)))
            .count();
        assert_eq!(notices, 1, "told once, not at every move");
    }
    assert_eq!(table.lost().map(|l| l.actions), Some(2));
    // Bo takes back nothing of Ana's; Ana's own placement, yes (unsaved, counted).
    assert!(
        table
            .ask(bo, Ask::Undo { by: SeatId(0) }, &mut world.env())
            .is_err()
    );
    assert_eq!(
        table.ask(ana, Ask::Undo { by: SeatId(0) }, &mut world.env()),
        Ok(Saved::PlayedUnsaved)
    );
    assert_eq!(table.lost().map(|l| l.actions), Some(3));
}

#[test]
fn a_stand_in_plays_an_away_guests_seat_and_the_log_says_so() {
    let mut world = World::new();
    let mut options_session = two_people();
    let mut options = options_session.options().clone();
    options.joining = vec![false, true];
    options_session = Session::new(
        options_session.game().clone(),
        options,
        "table-test".to_string(),
        0,
    )
    .expect("a valid session");
    let mut table = Table::hosted(options_session);
    let ana = table.join(vec![SeatId(0)], Access::Host);
    let act = |action| Ask::Act {
        seat: Some(SeatId(0)),
        action,
    };
    table
        .ask(ana, act(Action::Roll), &mut world.env())
        .expect("Ana throws");
    table
        .ask(ana, act(score_chance()), &mut world.env())
        .expect("Ana scores");
    assert!(!table.cpu_turn(), "Bo's seat waits for Bo");
    assert!(
        !table.set_stand_in(SeatId(0), Some(Level::Casual)),
        "Ana is no guest"
    );
    assert!(table.set_stand_in(SeatId(1), Some(Level::Casual)));
    assert!(table.cpu_turn());
    table.tick(&mut world.env(), false);
    world.now += Duration::from_secs(5);
    table.tick(&mut world.env(), false);
    let last = table.game().log().last().expect("the stand-in moved");
    assert_eq!(last.seat, SeatId(1));
    assert_eq!(last.stand_in, Some(Level::Casual));
}

#[test]
fn a_door_here_answers_at_once_and_a_linked_one_by_news() {
    let mut world = World::new();
    let mut door = Door::here(
        Table::at_one_terminal(two_people()),
        vec![SeatId(0), SeatId(1)],
    );
    let roll = Ask::Act {
        seat: Some(SeatId(0)),
        action: Action::Roll,
    };
    assert_eq!(door.ask(roll, &mut world.env()), Answer::Done(Saved::Yes));
    assert_eq!(door.hear().len(), 1, "heard at once");
    assert_eq!(door.plays(), vec![SeatId(0), SeatId(1)]);
    assert_eq!(door.access(), Access::Host);
    // Over a link the ask travels, and the table's loop answers it later.
    let (front, end) = link(vec![SeatId(1)], true);
    let mut linked = Door::Linked(front);
    assert_eq!(linked.ask(roll, &mut world.env()), Answer::Sent);
    assert_eq!(end.asks(), vec![roll]);
    assert_eq!(linked.access(), Access::Guest);
    assert!(linked.table().is_none());
    assert!(end.tell(News::Said("Ana is here.".to_string())));
    assert_eq!(linked.hear().len(), 1);
    drop(end);
    assert_eq!(linked.ask(roll, &mut world.env()), Answer::Closed);
    assert!(
        matches!(linked.hear().as_slice(), [News::Notice(_)]),
        "a closed table is said once"
    );
    assert!(linked.hear().is_empty());
}

/// What the table says to a player, in their language: a refusal, and what leaving now
/// would lose, counted as the language counts.
#[test]
fn refusals_and_losses_are_said_in_the_language_spoken() {
    use yahtzee_l10n::{Lang, speaking};
    let lost = |actions, kind| Lost { actions, kind }.to_string();
    assert_eq!(
        lost(1, LostKind::NeverSaved),
        "Not saved: this match was never saved, so 1 action is lost and it cannot be resumed."
    );
    speaking(Lang::De, None, || {
        assert_eq!(
            Denial::Spectator.to_string(),
            "Du schaust dieser Partie zu: Zuschauer können nicht spielen."
        );
        assert_eq!(
            lost(3, LostKind::SinceLastSave),
            "Nicht gespeichert: Die letzten 3 Züge dieser Partie gehen verloren; beim \
             Fortsetzen geht es zurück zum letzten Speicherstand."
        );
    });
    speaking(Lang::Sv, None, || {
        assert_eq!(
            lost(1, LostKind::NeverSaved),
            "Inte sparat: partiet sparades aldrig, så 1 drag går förlorat och det kan inte \
             återupptas."
        );
        assert_eq!(
            Denial::NotYourSeat {
                own: "Ana".to_string(),
                asked: "Bo".to_string()
            }
            .to_string(),
            "Du spelar Anas plats, inte Bos."
        );
    });
}
