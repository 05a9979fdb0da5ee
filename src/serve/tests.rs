//! The floor without a network: tables loaded from the hall at start, closed when no one
//! is there and reopened with the same dice, and a match that ended just before a crash
//! recorded and rated once at the next start. (Connections need the SSH door: they are
//! tested over real SSH in the suite's `serve` module.)

use std::collections::HashSet;
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

use super::floor::Floor;
use super::hall::{Family, Hall, Handle, KeyId, NewTable, TableNo};
use super::settings::ServeSettings;
use super::tables::{Sitter, Stage};
use crate::game::{Action, Level, Match, MatchOptions, MatchSetup, Seat, SeatId, Session};
use crate::rules::Ruleset;
use crate::store::SaveFile;
use crate::tui::shelf::Shelf;

fn key(c: char) -> KeyId {
    KeyId::parse(&format!("SHA256:{}", c.to_string().repeat(43))).unwrap()
}

fn json(session: &Session) -> String {
    let bytes =
        crate::store::json::to_bytes(&SaveFile::of(session), crate::store::SAVE_LIMIT).unwrap();
    String::from_utf8(bytes).unwrap()
}

fn floor(hall: Hall) -> Floor {
    Floor::new(
        hall,
        ServeSettings::default(),
        Shelf::new(None),
        Arc::new(RwLock::new(HashSet::new())),
    )
}

/// Ana against a Beginner CPU, Ana's dice thrown once.
fn thrown() -> Session {
    let mut game = Match::new(&MatchSetup {
        rules: Ruleset::CLASSIC,
        seats: vec![
            Seat::human("Ana"),
            Seat::cpu("Beginner CPU", Level::Beginner),
        ],
        seed: 5,
    })
    .unwrap();
    game.apply(SeatId(0), Action::Roll).unwrap();
    let options = MatchOptions::default().fitted(2);
    Session::new(game, options, "00000000000000aa".to_string(), 0).unwrap()
}

/// A whole heads-up Classic match between two people, played by CPUs' moves.
fn finished_between_people() -> Session {
    let mut cpus = vec![
        crate::ai::Cpu::new(Level::Casual, Ruleset::CLASSIC, None).unwrap(),
        crate::ai::Cpu::new(Level::Beginner, Ruleset::CLASSIC, None).unwrap(),
    ];
    let played = crate::ai::arena::play_match(Ruleset::CLASSIC, &mut cpus, 3).unwrap();
    let mut game = Match::new(&MatchSetup {
        rules: Ruleset::CLASSIC,
        seats: vec![Seat::human("Ana"), Seat::human("Ben")],
        seed: 3,
    })
    .unwrap();
    for entry in played.log().iter().filter(|e| !e.undone) {
        game.apply(entry.seat, entry.action).unwrap();
    }
    assert!(game.is_over());
    let options = MatchOptions::default().fitted(2);
    Session::new(game, options, "00000000000000bb".to_string(), 0).unwrap()
}

#[test]
fn a_table_left_alone_closes_and_reopens_with_the_same_dice() {
    let mut hall = Hall::in_memory().unwrap();
    let ana = hall
        .create_account(&key('a'), &Handle::new("Ana").unwrap(), 0)
        .unwrap();
    let session = thrown();
    let dice = session.game().throw().unwrap().dice;
    let no = hall
        .create_table(
            &NewTable {
                owner: Some(ana.id),
                listed: true,
                code: String::new(),
                seats: vec![Some(ana.id), None],
                save_json: json(&session),
            },
            0,
        )
        .unwrap();
    let mut floor = floor(hall);
    // Loaded at start, waiting for Ana.
    let t = &floor.tables[&no.0];
    assert!(matches!(t.stage, Stage::Playing(_)));
    assert_eq!(t.chairs[0].sitter, Sitter::Account(ana.id));
    assert_eq!(t.chairs[1].sitter, Sitter::Cpu(Level::Beginner));
    // No one comes for longer than the idle time: saved already, it leaves memory.
    let idle = Duration::from_secs(ServeSettings::default().table_idle_minutes * 60);
    let later = Instant::now() + idle + Duration::from_secs(1);
    floor.close_idle(later);
    assert!(floor.tables.is_empty());
    assert_eq!(floor.dormant[&no.0].accounts, vec![Some(ana.id), None]);
    // Ana chooses it: it is back, with the dice she had.
    assert!(floor.reopen_if_dormant(0, no.0));
    let t = &floor.tables[&no.0];
    let table = t.table().unwrap();
    assert_eq!(table.game().throw().unwrap().dice, dice);
    assert!(floor.dormant.is_empty());
}

#[test]
fn a_table_kept_while_no_one_has_been_away_long_enough() {
    let mut hall = Hall::in_memory().unwrap();
    let no = hall
        .create_table(
            &NewTable {
                owner: None,
                listed: true,
                code: String::new(),
                seats: vec![None, None],
                save_json: json(&thrown()),
            },
            0,
        )
        .unwrap();
    let mut floor = floor(hall);
    floor.close_idle(Instant::now() + Duration::from_secs(60));
    assert!(floor.tables.contains_key(&no.0));
    // A guest's seat cannot wait for its guest: a CPU plays it from the start.
    assert_eq!(floor.tables[&no.0].chairs[0].stand_in, Some(Level::Strong));
}

#[test]
fn a_match_over_before_a_crash_is_recorded_and_rated_once_at_start() {
    let mut hall = Hall::in_memory().unwrap();
    let ana = hall
        .create_account(&key('a'), &Handle::new("Ana").unwrap(), 0)
        .unwrap();
    let ben = hall
        .create_account(&key('b'), &Handle::new("Ben").unwrap(), 0)
        .unwrap();
    let no: TableNo = hall
        .create_table(
            &NewTable {
                owner: Some(ana.id),
                listed: true,
                code: String::new(),
                seats: vec![Some(ana.id), Some(ben.id)],
                save_json: json(&finished_between_people()),
            },
            0,
        )
        .unwrap();
    let mut floor = floor(hall);
    let t = &floor.tables[&no.0];
    assert!(matches!(t.stage, Stage::Over(_)));
    assert_eq!(t.rating_words.len(), 2, "{:?}", t.rating_words);
    assert!(
        t.rating_words[0].starts_with("Ana 1500 → "),
        "{:?}",
        t.rating_words
    );
    assert_eq!(floor.counts.matches_finished, 1);
    // Nothing open is left in the database, and each has one rated game.
    assert!(floor.hall.open_tables().unwrap().is_empty());
    for id in [ana.id, ben.id] {
        let ratings = floor.hall.ratings(id).unwrap();
        assert_eq!(ratings.len(), 1);
        assert_eq!((ratings[0].0, ratings[0].1.games), (Family::Classic, 1));
    }
    // No one is on its results: it leaves memory at once.
    floor.close_idle(Instant::now());
    assert!(floor.tables.is_empty());
}

#[test]
fn the_last_move_is_recorded_rated_once_and_heard_with_the_rating_changes() {
    use crate::table::{Ask, News, link};
    let mut hall = Hall::in_memory().unwrap();
    let ana = hall
        .create_account(&key('a'), &Handle::new("Ana").unwrap(), 0)
        .unwrap();
    let ben = hall
        .create_account(&key('b'), &Handle::new("Ben").unwrap(), 0)
        .unwrap();
    // The whole match but its last placement.
    let whole = finished_between_people();
    let log: Vec<_> = whole
        .game()
        .log()
        .iter()
        .filter(|e| !e.undone)
        .cloned()
        .collect();
    let (last, before) = log.split_last().unwrap();
    let mut game = Match::new(&MatchSetup {
        rules: Ruleset::CLASSIC,
        seats: vec![Seat::human("Ana"), Seat::human("Ben")],
        seed: 3,
    })
    .unwrap();
    for entry in before {
        game.apply(entry.seat, entry.action).unwrap();
    }
    let session = Session::new(
        game,
        MatchOptions::default().fitted(2),
        "00000000000000cc".to_string(),
        0,
    )
    .unwrap();
    let no = hall
        .create_table(
            &NewTable {
                owner: Some(ana.id),
                listed: true,
                code: String::new(),
                seats: vec![Some(ana.id), Some(ben.id)],
                save_json: json(&session),
            },
            0,
        )
        .unwrap();
    let mut floor = floor(hall);
    // A front for the seat to play, as a connection's window would have.
    let t = floor.tables.get_mut(&no.0).unwrap();
    let front = t
        .table_mut()
        .unwrap()
        .join(vec![last.seat], crate::table::Access::Guest);
    let (mut window, end) = link(vec![last.seat], true);
    t.ends.insert(7, super::tables::End { front, link: end });
    window.ask(Ask::Act {
        seat: Some(last.seat),
        action: last.action,
    });
    floor.answer_tables();
    // The results hear who went where.
    let finish = window
        .hear()
        .into_iter()
        .find_map(|n| match n {
            News::Applied {
                finish: Some(f), ..
            } => Some(f),
            _ => None,
        })
        .expect("the last move's news ends the match");
    let said = finish.personal_bests.join(" | ");
    assert!(said.contains("Ana 1500 → "), "{said}");
    assert!(said.contains("Ben 1500 → "), "{said}");
    // Recorded once: the table is gone from the database, and a second look changes nothing.
    assert!(floor.hall.open_tables().unwrap().is_empty());
    floor.answer_tables();
    assert_eq!(floor.counts.matches_finished, 1);
    assert_eq!(floor.hall.ratings(ana.id).unwrap()[0].1.games, 1);
}
