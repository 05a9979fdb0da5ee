//! The hall's tests: a database in memory or in a temporary folder, matches played out by
//! a simple rule (roll once, take the first box that takes the dice).

use std::path::Path;

use yahtzee_store::{FinishedMatch, LoadOutcome, MatchId, SaveFile, Storage};

use crate::game::{Action, Match, MatchOptions, MatchSetup, Seat, Session};
use crate::rules::{Ruleset, SettingKey, SettingValue};
use crate::*;

pub(crate) fn key(n: u32) -> KeyId {
    let body = format!("{n:0>43}");
    KeyId::parse(&format!("SHA256:{body}")).unwrap()
}

pub(crate) fn session(rules: Ruleset, seats: Vec<Seat>, seed: u64, id: &str) -> Session {
    let n = seats.len();
    let game = Match::new(&MatchSetup {
        rules,
        seats,
        seed,
        same_dice: false,
    })
    .unwrap();
    Session::new(
        game,
        MatchOptions::default().fitted(n),
        id.to_string(),
        1_800_000_000,
    )
    .unwrap()
}

/// Plays the match to its end: each turn one roll, then the first box that takes it.
pub(crate) fn play_out(s: &mut Session) {
    while let Some(seat) = s.game().current_seat() {
        if s.game().throw().is_none() {
            s.apply(seat, Action::Roll).unwrap();
            continue;
        }
        let spot = s.game().placements().unwrap().allowed().next().unwrap().0;
        s.apply(
            seat,
            Action::Score {
                b: spot.b,
                column: spot.column,
            },
        )
        .unwrap();
    }
}

fn json<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap()
}

fn people(hall: &mut Hall, names: &[&str]) -> Vec<Account> {
    (0u32..)
        .zip(names)
        .map(|(i, n)| {
            hall.create_account(&key(i + 1), &Handle::new(n).unwrap(), 1_800_000_000)
                .unwrap()
        })
        .collect()
}

/// A table at which `s` is played, its seats kept for `seats`.
fn table(hall: &mut Hall, s: &Session, seats: &[Option<AccountId>], code: &str) -> TableNo {
    hall.create_table(
        &NewTable {
            owner: seats[0],
            listed: code.is_empty(),
            code: code.to_string(),
            seats: seats.to_vec(),
            save_json: json(&SaveFile::of(s)),
        },
        1_800_000_000,
    )
    .unwrap()
}

/// Plays a match between `names` (people) to its end at a new table and finishes it.
fn play_rated(
    hall: &mut Hall,
    accounts: &[&Account],
    seed: u64,
    id: &str,
) -> (Session, Option<Vec<RatingChange>>) {
    let seats = accounts
        .iter()
        .map(|a| Seat::human(a.handle.as_str()))
        .collect();
    let mut s = session(Ruleset::CLASSIC, seats, seed, id);
    let ids: Vec<Option<AccountId>> = accounts.iter().map(|a| Some(a.id)).collect();
    let no = table(hall, &s, &ids, "");
    play_out(&mut s);
    hall.save_table(no, &json(&SaveFile::of(&s)), 1_800_000_100)
        .unwrap();
    let changes = hall
        .finish(
            no,
            &FinishedMatch::of(&s, 1_800_000_100),
            &ids,
            1_800_000_100,
        )
        .unwrap();
    (s, changes)
}

fn sha(path: &Path) -> Vec<u8> {
    use sha2::Digest;
    sha2::Sha256::digest(std::fs::read(path).unwrap()).to_vec()
}

#[test]
fn a_fresh_folder_gets_a_new_private_database_that_reopens() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("serve").join("hall.sqlite3");
    let mut hall = Hall::open(&path).unwrap();
    assert_eq!(hall.schema_version().unwrap(), schema::LATEST);
    let ana = people(&mut hall, &["Ana"]).remove(0);
    drop(hall);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o077, 0, "{mode:o}");
    }
    let hall = Hall::open(&path).unwrap();
    assert_eq!(hall.account_by_key(&key(1)).unwrap(), Some(ana));
    let app: i64 = hall
        .conn
        .query_row("PRAGMA application_id", [], |r| r.get(0))
        .unwrap();
    assert_eq!(app, schema::APPLICATION_ID);
    let mode: String = hall
        .conn
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
}

#[test]
fn files_that_are_not_a_hall_database_are_refused_and_left_untouched() {
    let dir = tempfile::tempdir().unwrap();
    // Not SQLite at all.
    let text = dir.path().join("text.sqlite3");
    std::fs::write(&text, "name = \"not a database\"\n".repeat(300)).unwrap();
    // Another program's SQLite database.
    let foreign = dir.path().join("foreign.sqlite3");
    {
        let c = rusqlite::Connection::open(&foreign).unwrap();
        c.execute_batch("CREATE TABLE notes (t TEXT); INSERT INTO notes VALUES ('mine');")
            .unwrap();
    }
    // A newer release's hall database.
    let newer = dir.path().join("newer.sqlite3");
    drop(Hall::open(&newer).unwrap());
    {
        let c = rusqlite::Connection::open(&newer).unwrap();
        c.execute_batch("PRAGMA user_version = 99;").unwrap();
    }
    // A hall database with a page overwritten.
    let damaged = dir.path().join("damaged.sqlite3");
    {
        let mut hall = Hall::open(&damaged).unwrap();
        people(&mut hall, &["Ana", "Bo"]);
        hall.conn
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
            .unwrap();
    }
    let mut bytes = std::fs::read(&damaged).unwrap();
    assert!(bytes.len() > 3 * 4096);
    for b in &mut bytes[2 * 4096..2 * 4096 + 200] {
        *b = 0xA5;
    }
    std::fs::write(&damaged, &bytes).unwrap();

    for (path, want) in [
        (&text, "not a hall database (it is not an SQLite file)"),
        (&foreign, "another program's SQLite database"),
        (&newer, "from a newer version (schema 99"),
        (&damaged, "is damaged"),
    ] {
        let before = sha(path);
        let said = Hall::open(path).unwrap_err().to_string();
        assert!(said.contains(want), "{said}");
        assert!(said.contains(&path.display().to_string()), "{said}");
        assert!(said.contains("left untouched"), "{said}");
        assert_eq!(sha(path), before, "{}", path.display());
    }
}

#[test]
fn a_second_server_on_one_database_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("hall.sqlite3");
    let first = Hall::open(&path).unwrap();
    let said = Hall::open(&path).unwrap_err();
    assert!(matches!(said, OpenRefusal::Busy { .. }), "{said}");
    assert!(
        said.to_string().contains("Another server is using"),
        "{said}"
    );
    drop(first);
    assert!(Hall::open(&path).is_ok());
}

#[test]
fn an_empty_file_left_by_a_killed_start_becomes_a_database() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("hall.sqlite3");
    std::fs::write(&path, b"").unwrap();
    let hall = Hall::open(&path).unwrap();
    assert_eq!(hall.schema_version().unwrap(), schema::LATEST);
}

#[test]
fn accounts_are_found_by_key_and_handles_are_unique_by_fold() {
    let mut hall = Hall::in_memory().unwrap();
    let [ana, _bo] = people(&mut hall, &["Ana", "Bo"]).try_into().unwrap();
    assert_eq!(hall.account_by_key(&key(1)).unwrap(), Some(ana.clone()));
    assert_eq!(hall.account_by_key(&key(9)).unwrap(), None);
    for alike in ["ANA", "a.na", "\u{430}\u{43d}\u{430}"] {
        let h = Handle::new(alike).unwrap();
        assert!(hall.handle_taken(&h).unwrap(), "{alike}");
        assert_eq!(
            hall.create_account(&key(7), &h, 0),
            Err(HallError::HandleTaken)
        );
    }
    assert_eq!(
        hall.create_account(&key(1), &Handle::new("Cy").unwrap(), 0),
        Err(HallError::KeyTaken)
    );
    assert_eq!(hall.members().unwrap(), vec![key(1), key(2)]);
}

#[test]
fn a_table_is_found_by_its_code_which_is_never_stored_plain() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("hall.sqlite3");
    let mut hall = Hall::open(&path).unwrap();
    let [ana, bo] = people(&mut hall, &["Ana", "Bo"]).try_into().unwrap();
    let s = session(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana"), Seat::human("Bo")],
        3,
        "t1",
    );
    let code = "QWERT-YUPAS";
    let no = table(&mut hall, &s, &[Some(ana.id), Some(bo.id)], code);
    assert_eq!(hall.table_by_code(code).unwrap(), Some(no));
    assert_eq!(hall.table_by_code("QWERT-YUPAX").unwrap(), None);
    assert_eq!(hall.table_by_code("").unwrap(), None);
    let other = session(Ruleset::CLASSIC, vec![Seat::human("Cy")], 3, "t2");
    let again = hall.create_table(
        &NewTable {
            owner: None,
            listed: false,
            code: code.to_string(),
            seats: vec![None],
            save_json: json(&SaveFile::of(&other)),
        },
        0,
    );
    assert_eq!(again.unwrap_err(), HallError::CodeTaken);
    hall.conn
        .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
        .unwrap();
    drop(hall);
    let bytes = std::fs::read(&path).unwrap();
    assert!(
        !bytes.windows(code.len()).any(|w| w == code.as_bytes()),
        "the code is in the file"
    );
}

#[test]
fn open_tables_come_back_with_their_seats_and_match() {
    let mut hall = Hall::in_memory().unwrap();
    let [ana, _bo] = people(&mut hall, &["Ana", "Bo"]).try_into().unwrap();
    let mut s = session(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana"), Seat::human("Guest 1")],
        11,
        "t1",
    );
    let no = table(&mut hall, &s, &[Some(ana.id), None], "");
    s.apply(s.game().current_seat().unwrap(), Action::Roll)
        .unwrap();
    hall.save_table(no, &json(&SaveFile::of(&s)), 1_800_000_050)
        .unwrap();
    hall.set_seat_account(no, 1, Some(AccountId(2))).unwrap();
    assert_eq!(
        hall.set_seat_account(no, 2, None),
        Err(HallError::NoSuchSeat { no, seat: 2 })
    );
    assert_eq!(
        hall.set_seat_account(TableNo(99), 0, None),
        Err(HallError::UnknownTable(TableNo(99)))
    );
    let tables = hall.open_tables().unwrap();
    assert_eq!(tables.len(), 1);
    let t = &tables[0];
    assert_eq!(
        (t.no, t.owner, t.seats.clone(), t.updated_unix),
        (
            no,
            Some(ana.id),
            vec![Some(ana.id), Some(AccountId(2))],
            1_800_000_050
        )
    );
    assert_eq!(t.session().unwrap().game(), s.game());
    // Another match's save is not written over this table's.
    let other = session(Ruleset::CLASSIC, vec![Seat::human("Cy")], 3, "t2");
    assert!(matches!(
        hall.save_table(no, &json(&SaveFile::of(&other)), 0),
        Err(HallError::Invalid(_))
    ));
    assert_eq!(hall.tables_created_since(ana.id, 1_800_000_000).unwrap(), 1);
    assert_eq!(hall.tables_created_since(ana.id, 1_800_000_001).unwrap(), 0);
    hall.drop_table(no).unwrap();
    assert!(hall.open_tables().unwrap().is_empty());
    // The count of tables made outlives the table, for the per-hour limit.
    assert_eq!(hall.tables_created_since(ana.id, 1_800_000_000).unwrap(), 1);
}

#[test]
fn a_damaged_save_is_reported_and_left_in_place() {
    let mut hall = Hall::in_memory().unwrap();
    let s = session(Ruleset::CLASSIC, vec![Seat::human("Ana")], 1, "t1");
    let no = table(&mut hall, &s, &[None], "");
    let mut broken = SaveFile::of(&s);
    broken.record.seats[0].name = "A\u{7}na".to_string();
    hall.save_table(no, &json(&broken), 0).unwrap();
    let tables = hall.open_tables().unwrap();
    assert!(matches!(
        tables[0].session(),
        Err(tables::TableRefusal::Damaged { .. })
    ));
    let mut store = HallStore::new(&mut hall, no);
    let id = MatchId::of(&s);
    assert!(
        matches!(store.load_match(&id), LoadOutcome::Damaged { message } if message.contains("left in the database"))
    );
    assert_eq!(hall.open_tables().unwrap().len(), 1);
}

#[test]
fn a_save_larger_than_a_save_may_be_is_not_read() {
    let mut hall = Hall::in_memory().unwrap();
    let s = session(Ruleset::CLASSIC, vec![Seat::human("Ana")], 1, "big");
    let no = table(&mut hall, &s, &[None], "");
    let size = yahtzee_store::SAVE_LIMIT + 1;
    hall.conn
        .execute(
            "UPDATE tables SET save = ?1 WHERE no = ?2",
            rusqlite::params!["x".repeat(usize::try_from(size).unwrap()), no.0],
        )
        .unwrap();
    let t = &hall.open_tables().unwrap()[0];
    assert!(t.save_json.is_empty());
    assert_eq!(
        t.session().unwrap_err(),
        tables::TableRefusal::TooLarge { no, size }
    );
    let mut store = HallStore::new(&mut hall, no);
    assert!(matches!(
        store.load_match(&MatchId::of(&s)),
        LoadOutcome::Damaged { .. }
    ));
    // And the hall does not write one either.
    let huge = format!(
        "{{\"id\":\"big\",\"pad\":\"{}\"}}",
        "x".repeat(usize::try_from(size).unwrap())
    );
    assert!(matches!(
        hall.save_table(no, &huge, 0),
        Err(HallError::TooLarge { .. })
    ));
}

#[test]
fn a_finished_match_between_two_accounts_is_rated_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("hall.sqlite3");
    let mut hall = Hall::open(&path).unwrap();
    let [ana, bo] = people(&mut hall, &["Ana", "Bo"]).try_into().unwrap();
    let (s, changes) = play_rated(&mut hall, &[&ana, &bo], 5, "m1");
    let changes = changes.unwrap();
    assert_eq!(changes.len(), 2);
    let (ta, tb) = (
        s.game().total(crate::game::SeatId(0)),
        s.game().total(crate::game::SeatId(1)),
    );
    assert_ne!(ta, tb, "the seed gives a winner");
    let winner = if ta > tb { ana.id } else { bo.id };
    for c in &changes {
        assert_eq!(c.family, Family::Classic);
        assert_eq!(c.before, Rating::NEW);
        assert_eq!(c.after.games, 1);
        assert_eq!(c.after.rating > 1500.0, c.account == winner);
    }
    assert!(hall.open_tables().unwrap().is_empty());
    let ratings = hall.ratings(ana.id).unwrap();
    // Called again, as after a crash: nothing changes.
    let finished = FinishedMatch::of(&s, 1_800_000_100);
    let ids = [Some(ana.id), Some(bo.id)];
    assert_eq!(hall.finish(TableNo(1), &finished, &ids, 0), Ok(None));
    drop(hall);
    let mut hall = Hall::open(&path).unwrap();
    assert_eq!(hall.finish(TableNo(1), &finished, &ids, 0), Ok(None));
    assert_eq!(hall.ratings(ana.id).unwrap(), ratings);
    let board = hall.leaderboard(Family::Classic, 0, 10).unwrap();
    assert_eq!(board.len(), 2);
    for (place, who) in [
        (1, winner),
        (2, if winner == ana.id { bo.id } else { ana.id }),
    ] {
        assert_eq!(hall.rank_of(who, Family::Classic).unwrap(), Some(place));
    }
    assert_eq!(hall.rank_of(ana.id, Family::Yatzy).unwrap(), None);
    assert!(hall.size_bytes().unwrap() >= 4096);
    assert_eq!(board[0].rank, 1);
    assert_eq!(
        board[0].handle,
        if winner == ana.id {
            ana.handle.clone()
        } else {
            bo.handle.clone()
        }
    );
    assert!(hall.leaderboard(Family::Yatzy, 0, 10).unwrap().is_empty());
    let mine = hall.finished_of(ana.id, 0, 10).unwrap();
    assert_eq!(mine.len(), 1);
    assert_eq!(mine[0].id, "m1");
    assert!(mine[0].rated);
    assert_eq!(
        mine[0].seats,
        vec![Some(ana.handle.clone()), Some(bo.handle.clone())]
    );
    assert_eq!(mine[0].finished.record, s.game().to_record());
    let stats = hall.stats_of(ana.id).unwrap();
    assert_eq!((stats.matches, stats.rated), (1, 1));
    assert_eq!(stats.won, u32::from(winner == ana.id));
    assert_eq!(stats.by_family[0].family, Some(Family::Classic));
    assert_eq!(stats.by_family[0].best, ta);
}

#[test]
fn guests_cpus_and_custom_rules_are_not_rated() {
    let mut hall = Hall::in_memory().unwrap();
    let [ana, bo] = people(&mut hall, &["Ana", "Bo"]).try_into().unwrap();
    // A person and a guest.
    let mut s = session(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana"), Seat::human("Guest 7")],
        2,
        "g1",
    );
    let no = table(&mut hall, &s, &[Some(ana.id), None], "");
    play_out(&mut s);
    let c = hall
        .finish(no, &FinishedMatch::of(&s, 1), &[Some(ana.id), None], 1)
        .unwrap();
    assert_eq!(c, Some(vec![]));
    // A CPU seat said to be an account's does not count as that person.
    let mut s = session(
        Ruleset::CLASSIC,
        vec![
            Seat::human("Ana"),
            Seat::cpu("Bo", crate::game::Level::Perfect),
        ],
        2,
        "g2",
    );
    let no = table(&mut hall, &s, &[Some(ana.id), None], "");
    play_out(&mut s);
    let c = hall.finish(
        no,
        &FinishedMatch::of(&s, 1),
        &[Some(ana.id), Some(bo.id)],
        1,
    );
    assert_eq!(c, Ok(Some(vec![])));
    // Two people on rules of their own.
    let mut rules = Ruleset::CLASSIC;
    rules
        .set(SettingKey::UpperBonus, SettingValue::Number(40))
        .unwrap();
    let mut s = session(rules, vec![Seat::human("Ana"), Seat::human("Bo")], 2, "g3");
    let ids = [Some(ana.id), Some(bo.id)];
    let no = table(&mut hall, &s, &ids, "");
    play_out(&mut s);
    assert_eq!(
        hall.finish(no, &FinishedMatch::of(&s, 1), &ids, 1),
        Ok(Some(vec![]))
    );
    assert!(hall.ratings(ana.id).unwrap().is_empty());
    let rows = hall.finished_of(ana.id, 0, 10).unwrap();
    assert_eq!(rows.len(), 3);
    assert!(rows.iter().all(|r| !r.rated));
    let stats = hall.stats_of(ana.id).unwrap();
    assert_eq!((stats.matches, stats.rated), (3, 0));
    assert_eq!(stats.by_family.last().unwrap().family, None);
}

/// A CPU stood in for Bo for one move while Bo was away: the match is kept, and no rating
/// moves (a stand-in once won a rating for a person who never played).
#[test]
fn a_match_a_cpu_stood_in_for_is_not_rated() {
    let mut hall = Hall::in_memory().unwrap();
    let [ana, bo] = people(&mut hall, &["Ana", "Bo"]).try_into().unwrap();
    let mut s = session(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana"), Seat::human("Bo")],
        4,
        "s1",
    );
    let ids = [Some(ana.id), Some(bo.id)];
    let no = table(&mut hall, &s, &ids, "");
    // Ana's first turn, then Bo's first roll by a stand-in.
    s.apply(crate::game::SeatId(0), Action::Roll).unwrap();
    let spot = s.game().placements().unwrap().allowed().next().unwrap().0;
    s.apply(
        crate::game::SeatId(0),
        Action::Score {
            b: spot.b,
            column: spot.column,
        },
    )
    .unwrap();
    s.apply_as(
        crate::game::SeatId(1),
        Action::Roll,
        Some(crate::game::Level::Strong),
    )
    .unwrap();
    play_out(&mut s);
    assert_eq!(
        hall.finish(no, &FinishedMatch::of(&s, 1), &ids, 1),
        Ok(Some(vec![]))
    );
    assert!(hall.ratings(bo.id).unwrap().is_empty());
    let rows = hall.finished_of(bo.id, 0, 10).unwrap();
    assert_eq!(rows.len(), 1);
    assert!(!rows[0].rated);
}

#[test]
fn a_damaged_finished_match_is_left_out_and_listed_for_the_operator() {
    let mut hall = Hall::in_memory().unwrap();
    let [ana, bo] = people(&mut hall, &["Ana", "Bo"]).try_into().unwrap();
    play_rated(&mut hall, &[&ana, &bo], 5, "d1");
    play_rated(&mut hall, &[&ana, &bo], 6, "d2");
    hall.conn
        .execute(
            "UPDATE finished SET record = replace(record, '\"Bo\"', '\"B\\u0007o\"') WHERE id = 'd1'",
            [],
        )
        .unwrap();
    let rows = hall.finished_of(ana.id, 0, 10).unwrap();
    assert_eq!(
        rows.iter().map(|r| r.id.as_str()).collect::<Vec<_>>(),
        ["d2"]
    );
    let damaged = hall.damaged_finished().unwrap();
    assert_eq!(damaged.len(), 1);
    assert_eq!(damaged[0].0, "d1");
    // Still there, for the operator, and still counted in the figures.
    assert_eq!(hall.stats_of(ana.id).unwrap().matches, 2);
}

#[test]
fn a_match_not_over_or_of_another_table_is_not_finished() {
    let mut hall = Hall::in_memory().unwrap();
    let [ana, bo] = people(&mut hall, &["Ana", "Bo"]).try_into().unwrap();
    let ids = [Some(ana.id), Some(bo.id)];
    let mut s = session(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana"), Seat::human("Bo")],
        4,
        "n1",
    );
    let no = table(&mut hall, &s, &ids, "");
    assert!(matches!(
        hall.finish(no, &FinishedMatch::of(&s, 1), &ids, 1),
        Err(HallError::Invalid(_))
    ));
    play_out(&mut s);
    assert_eq!(
        hall.finish(TableNo(77), &FinishedMatch::of(&s, 1), &ids, 1),
        Err(HallError::UnknownTable(TableNo(77)))
    );
    assert!(matches!(
        hall.finish(no, &FinishedMatch::of(&s, 1), &ids[..1], 1),
        Err(HallError::Invalid(_))
    ));
    assert_eq!(hall.open_tables().unwrap().len(), 1);
}

#[test]
fn four_accounts_are_rated_pair_by_pair_in_one_period() {
    let mut hall = Hall::in_memory().unwrap();
    let all = people(&mut hall, &["Ana", "Bo", "Cy", "Di"]);
    let refs: Vec<&Account> = all.iter().collect();
    let (s, changes) = play_rated(&mut hall, &refs, 9, "q1");
    let changes = changes.unwrap();
    assert_eq!(changes.len(), 4);
    let totals: Vec<u32> = s.game().seat_ids().map(|x| s.game().total(x)).collect();
    for (i, c) in changes.iter().enumerate() {
        let games: Vec<glicko2::Game> = (0..4)
            .filter(|&j| j != i)
            .map(|j| glicko2::Game {
                opponent: Rating::NEW,
                score: match totals[i].cmp(&totals[j]) {
                    std::cmp::Ordering::Greater => 1.0,
                    std::cmp::Ordering::Equal => 0.5,
                    std::cmp::Ordering::Less => 0.0,
                },
            })
            .collect();
        assert_eq!(c.after, glicko2::rate(Rating::NEW, &games));
    }
}

#[test]
fn forgetting_a_person_deletes_them_and_renames_their_seats() {
    let mut hall = Hall::in_memory().unwrap();
    let [ana, bo] = people(&mut hall, &["Ana", "Bo"]).try_into().unwrap();
    play_rated(&mut hall, &[&ana, &bo], 5, "f1");
    let s = session(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana"), Seat::human("Bo")],
        6,
        "f2",
    );
    let no = table(&mut hall, &s, &[Some(ana.id), Some(bo.id)], "ABCDE-FGHJK");
    let about = hall.about(ana.id).unwrap();
    assert_eq!(about.key, key(1));
    assert_eq!(about.finished_matches, 1);
    assert_eq!(about.open_tables, vec![no]);
    assert_eq!(hall.tables_of(bo.id).unwrap(), vec![no]);
    assert_eq!(about.ratings.len(), 1);

    hall.forget(ana.id).unwrap();
    assert_eq!(hall.account_by_key(&key(1)).unwrap(), None);
    assert_eq!(hall.members().unwrap(), vec![key(2)]);
    assert_eq!(hall.about(ana.id).unwrap_err(), HallError::UnknownAccount);
    assert!(hall.ratings(ana.id).unwrap().is_empty());
    assert_eq!(hall.leaderboard(Family::Classic, 0, 10).unwrap().len(), 1);
    assert!(!hall.handle_taken(&Handle::new("Ana").unwrap()).unwrap());
    // Bo's match stays, without Ana's name anywhere in it.
    let rows = hall.finished_of(bo.id, 0, 10).unwrap();
    assert_eq!(rows[0].seats, vec![None, Some(bo.handle.clone())]);
    assert_eq!(rows[0].finished.record.seats[0].name, people::FORMER_PLAYER);
    assert!(rows[0].finished.session().is_ok());
    let t = &hall.open_tables().unwrap()[0];
    assert_eq!((t.owner, t.seats.clone()), (None, vec![None, Some(bo.id)]));
    assert_eq!(
        t.session().unwrap().game().seats()[0].name,
        people::FORMER_PLAYER
    );
    assert_eq!(hall.forget(ana.id), Err(HallError::UnknownAccount));
}

#[test]
fn the_hall_store_keeps_a_tables_match_in_its_row() {
    let mut hall = Hall::in_memory().unwrap();
    let mut s = session(Ruleset::CLASSIC, vec![Seat::human("Ana")], 8, "h1");
    let no = table(&mut hall, &s, &[None], "");
    let id = MatchId::of(&s);
    let mut store = HallStore::new(&mut hall, no);
    s.apply(crate::game::SeatId(0), Action::Roll).unwrap();
    store.save_match(&id, &SaveFile::of(&s)).unwrap();
    assert!(store.has_match(&id));
    assert!(!store.has_match(&MatchId::parse("other").unwrap()));
    match store.load_match(&id) {
        LoadOutcome::Loaded(back) => assert_eq!(back.game(), s.game()),
        other => panic!("{other:?}"),
    }
    assert_eq!(store.list_matches().len(), 1);
    // The end of a match: the row stays until Hall::finish.
    play_out(&mut s);
    store.save_match(&id, &SaveFile::of(&s)).unwrap();
    store
        .archive(FinishedMatch::of(&s, 1_800_000_500), true)
        .unwrap();
    store.clear_match(&id).unwrap();
    assert!(store.has_match(&id));
    assert!(store.save_card("x.txt", "card").is_err());
    let t = &hall.open_tables().unwrap()[0];
    assert!(t.session().unwrap().game().is_over());
    assert_eq!(
        hall.finish(no, &FinishedMatch::of(&s, 1_800_000_500), &[None], 0),
        Ok(Some(vec![]))
    );
    assert!(hall.open_tables().unwrap().is_empty());
}

/// Writes the schema-1 fixture the suite opens (tests/fixtures/hall-v1/hall.sqlite3):
/// `HALL_FIXTURE=path cargo test -p yahtzee-hall write_fixture -- --ignored`.
#[test]
#[ignore = "writes the committed fixture"]
fn write_fixture() {
    let path = std::path::PathBuf::from(std::env::var("HALL_FIXTURE").unwrap());
    let _ = std::fs::remove_file(&path);
    let mut hall = Hall::open(&path).unwrap();
    let [ana, bo, _cy] = people(&mut hall, &["Ana", "Bo", "Cy"]).try_into().unwrap();
    play_rated(&mut hall, &[&ana, &bo], 5, "fixture-finished");
    let mut s = session(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana"), Seat::human("Cy")],
        21,
        "fixture-open",
    );
    let no = table(
        &mut hall,
        &s,
        &[Some(ana.id), Some(AccountId(3))],
        "FIXTU-RECOD",
    );
    s.apply(crate::game::SeatId(0), Action::Roll).unwrap();
    hall.save_table(no, &json(&SaveFile::of(&s)), 1_800_000_200)
        .unwrap();
    drop(hall);
    // The fixture is the database alone (closing it folded the log into it).
    std::fs::remove_file(schema::lock_path(&path)).unwrap();
}

/// The cost of the writes a table makes, for the choice of SQLite's optimisation level
/// (Cargo.toml): `cargo test --release -p yahtzee-hall --lib measure_saves -- --ignored
/// --nocapture`.
#[test]
#[ignore = "a measurement, not a check"]
fn measure_saves() {
    let dir = tempfile::tempdir().unwrap();
    let mut hall = Hall::open(&dir.path().join("hall.sqlite3")).unwrap();
    let mut s = session(
        Ruleset::CLASSIC,
        vec![Seat::human("Ana"), Seat::human("Bo")],
        5,
        "bench",
    );
    // Half way through: a save of typical size.
    for _ in 0..26 {
        let seat = s.game().current_seat().unwrap();
        if s.game().throw().is_none() {
            s.apply(seat, Action::Roll).unwrap();
        } else {
            let spot = s.game().placements().unwrap().allowed().next().unwrap().0;
            s.apply(
                seat,
                Action::Score {
                    b: spot.b,
                    column: spot.column,
                },
            )
            .unwrap();
        }
    }
    let save = json(&SaveFile::of(&s));
    let mut nos = Vec::new();
    for i in 0..250 {
        nos.push(
            hall.create_table(
                &NewTable {
                    owner: None,
                    listed: true,
                    code: format!("CODE{i}"),
                    seats: vec![None, None],
                    save_json: save.clone(),
                },
                0,
            )
            .unwrap(),
        );
    }
    let n = 5_000;
    let start = std::time::Instant::now();
    for i in 0..n {
        hall.save_table(nos[i % nos.len()], &save, 1).unwrap();
    }
    let write = start.elapsed() / u32::try_from(n).unwrap();
    let start = std::time::Instant::now();
    for i in 0..n {
        hall.table_by_code(&format!("CODE{}", i % 250))
            .unwrap()
            .unwrap();
    }
    let find = start.elapsed() / u32::try_from(n).unwrap();
    let start = std::time::Instant::now();
    let tables = hall.open_tables().unwrap();
    for t in &tables {
        t.session().unwrap();
    }
    let reopen = start.elapsed();
    println!(
        "save of {} bytes: {write:?} a write, {find:?} a code found, {reopen:?} to read back 250 tables",
        save.len()
    );
}

mod daily {
    use super::*;
    use crate::game::{Day, DiceSource, Tape};

    fn day() -> Day {
        Day::new(2026, 12, 5).unwrap()
    }

    /// A daily of `day` (or a match on `dice`) for Ana, played out.
    fn played(dice: DiceSource, id: &str) -> FinishedMatch {
        let game = Match::with_dice(Ruleset::CLASSIC, vec![Seat::human("Ana")], dice).unwrap();
        let mut s =
            Session::new(game, MatchOptions::default(), id.to_string(), 1_800_000_000).unwrap();
        play_out(&mut s);
        FinishedMatch::of(&s, 1_800_000_100)
    }

    fn of_day(d: Day, id: &str) -> FinishedMatch {
        played(DiceSource::Tape(Tape::daily(d)), id)
    }

    #[test]
    fn the_first_attempt_of_a_day_scores_and_later_ones_are_replays() {
        let mut hall = Hall::in_memory().unwrap();
        let ana = people(&mut hall, &["Ana"])[0].id;
        assert_eq!(
            hall.start_daily(ana, day(), "first", 1).unwrap(),
            DailyStart::Scored
        );
        // Reopened, the same table is still the scored one; another is a replay.
        assert_eq!(
            hall.start_daily(ana, day(), "first", 2).unwrap(),
            DailyStart::Scored
        );
        assert_eq!(
            hall.start_daily(ana, day(), "second", 3).unwrap(),
            DailyStart::Replay { total: None }
        );
        // The replay finishes first: it is not recorded, whatever it scored.
        assert!(
            !hall
                .finish_daily(ana, day(), &of_day(day(), "second"))
                .unwrap()
        );
        assert!(hall.daily_board(day(), 10).unwrap().is_empty());
        let first = of_day(day(), "first");
        assert!(hall.finish_daily(ana, day(), &first).unwrap());
        assert!(!hall.finish_daily(ana, day(), &first).unwrap(), "once");
        let total = first
            .session()
            .unwrap()
            .game()
            .total(crate::game::SeatId(0));
        let board = hall.daily_board(day(), 10).unwrap();
        assert_eq!(board.len(), 1);
        assert_eq!((board[0].handle.as_str(), board[0].total), ("Ana", total));
        assert_eq!(
            hall.start_daily(ana, day(), "third", 4).unwrap(),
            DailyStart::Replay { total: Some(total) }
        );
        // The next day is a new day.
        assert_eq!(
            hall.start_daily(ana, day().next(), "next", 5).unwrap(),
            DailyStart::Scored
        );
    }

    #[test]
    fn a_claim_is_read_without_being_made() {
        let mut hall = Hall::in_memory().unwrap();
        let ana = people(&mut hall, &["Ana"])[0].id;
        assert_eq!(hall.daily_claim(ana, day()).unwrap(), None);
        // Looking made no claim: the first table is still the scored one.
        assert_eq!(
            hall.start_daily(ana, day(), "first", 1).unwrap(),
            DailyStart::Scored
        );
        assert_eq!(
            hall.daily_claim(ana, day()).unwrap(),
            Some(("first".to_string(), None))
        );
        let first = of_day(day(), "first");
        assert!(hall.finish_daily(ana, day(), &first).unwrap());
        let total = first
            .session()
            .unwrap()
            .game()
            .total(crate::game::SeatId(0));
        assert_eq!(
            hall.daily_claim(ana, day()).unwrap(),
            Some(("first".to_string(), Some(total)))
        );
        assert_eq!(hall.daily_claim(ana, day().next()).unwrap(), None);
    }

    #[test]
    fn a_match_scores_only_as_the_daily_of_its_own_day() {
        let mut hall = Hall::in_memory().unwrap();
        let ana = people(&mut hall, &["Ana"])[0].id;
        let yesterday = day().previous();
        hall.start_daily(ana, day(), "today", 1).unwrap();
        // Yesterday's dice handed in as today's: refused, nothing recorded.
        let err = hall
            .finish_daily(ana, day(), &of_day(yesterday, "today"))
            .unwrap_err();
        assert!(err.to_string().contains("day's tape"), "{err}");
        // Other dice altogether, or two seats: not a daily either.
        assert!(
            hall.finish_daily(ana, day(), &played(DiceSource::seeded(1), "today"))
                .is_err()
        );
        let mut two = session(
            Ruleset::CLASSIC,
            vec![Seat::human("Ana"), Seat::human("Bo")],
            1,
            "today",
        );
        play_out(&mut two);
        assert!(
            hall.finish_daily(ana, day(), &FinishedMatch::of(&two, 1_800_000_100))
                .is_err()
        );
        assert!(hall.daily_board(day(), 10).unwrap().is_empty());
        // Today's own match, under a claim for another day: that day's claim names another
        // match, so the date cannot be moved either.
        hall.start_daily(ana, yesterday, "yesterday", 1).unwrap();
        assert!(
            !hall
                .finish_daily(ana, yesterday, &of_day(yesterday, "today"))
                .unwrap()
        );
        assert!(hall.daily_board(yesterday, 10).unwrap().is_empty());
    }

    #[test]
    fn the_board_ranks_the_day_and_forgets_the_forgotten() {
        let mut hall = Hall::in_memory().unwrap();
        let ids: Vec<AccountId> = people(&mut hall, &["Ana", "Bo"])
            .iter()
            .map(|a| a.id)
            .collect();
        for (i, &a) in ids.iter().enumerate() {
            let id = format!("daily-{i}");
            hall.start_daily(a, day(), &id, 1).unwrap();
            assert!(hall.finish_daily(a, day(), &of_day(day(), &id)).unwrap());
        }
        let board = hall.daily_board(day(), 10).unwrap();
        assert_eq!(board.len(), 2);
        // Same dice, same simple play: the same total, the earlier finish (then the handle)
        // first.
        assert_eq!(board[0].total, board[1].total);
        assert_eq!(board[0].handle.as_str(), "Ana");
        hall.forget(ids[0]).unwrap();
        let board = hall.daily_board(day(), 10).unwrap();
        assert_eq!(board.len(), 1);
        assert_eq!(board[0].handle.as_str(), "Bo");
        assert!(hall.daily_board(day().next(), 10).unwrap().is_empty());
    }
}
