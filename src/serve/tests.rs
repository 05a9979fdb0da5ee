//! The floor without a network: tables loaded from the hall at start, closed when no one
//! is there and reopened with the same dice, and a match that ended just before a crash
//! recorded and rated once at the next start. (Connections need the SSH door: they are
//! tested over real SSH in the suite's `serve` module.)

use std::collections::HashSet;
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

use super::floor::Floor;
use super::hall::{AccountId, Family, Hall, Handle, KeyId, NewTable, TableNo};
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

/// The hall a test starts from, built a piece at a time as the suite's `build` does: its
/// accounts (a key of one repeated letter each) and its open tables, then the floor that
/// loads it. Each test then says only who is there and what they played.
struct Build {
    hall: Hall,
}

impl Build {
    fn new() -> Build {
        Build {
            hall: Hall::in_memory().unwrap(),
        }
    }

    /// An account for `handle`, its key all `c`.
    fn account(&mut self, c: char, handle: &str) -> AccountId {
        self.hall
            .create_account(&key(c), &Handle::new(handle).unwrap(), 0)
            .unwrap()
            .id
    }

    /// An open, listed table of `session` with no code, its seats kept for `seats`.
    fn table(
        &mut self,
        owner: Option<AccountId>,
        seats: Vec<Option<AccountId>>,
        session: &Session,
    ) -> TableNo {
        self.hall
            .create_table(
                &NewTable {
                    owner,
                    listed: true,
                    code: String::new(),
                    seats,
                    save_json: json(session),
                },
                0,
            )
            .unwrap()
    }

    /// Ana and Ben's accounts, and a table of `session` Ana opened with a seat kept for each.
    fn ana_and_ben_at(&mut self, session: &Session) -> (AccountId, AccountId, TableNo) {
        let ana = self.account('a', "Ana");
        let ben = self.account('b', "Ben");
        let no = self.table(Some(ana), vec![Some(ana), Some(ben)], session);
        (ana, ben, no)
    }

    fn floor(self) -> Floor {
        floor(self.hall)
    }
}

/// A Classic match of Ana and Ben, people both, on the old generator's `seed`.
fn ana_and_ben(seed: u64) -> Match {
    Match::new(&MatchSetup {
        rules: Ruleset::CLASSIC,
        seats: vec![Seat::human("Ana"), Seat::human("Ben")],
        seed,
        same_dice: false,
    })
    .unwrap()
}

/// `game` as a heads-up match saved under the id `id`.
fn session(game: Match, id: &str) -> Session {
    Session::new(game, MatchOptions::default().fitted(2), id.to_string(), 0).unwrap()
}

/// The moves of [`finished_between_people`] but its last, and its last.
fn all_but_the_last_move() -> (Vec<crate::game::LogEntry>, crate::game::LogEntry) {
    let mut log: Vec<_> = finished_between_people()
        .game()
        .log()
        .iter()
        .filter(|e| !e.undone)
        .cloned()
        .collect();
    let last = log.pop().unwrap();
    (log, last)
}

/// A front at the table `key` for `seat`, as connection `conn`'s window would have: the
/// window's end of the link.
fn front(
    floor: &mut Floor,
    key: i64,
    seat: SeatId,
    conn: crate::net::ConnId,
) -> crate::table::Link {
    let t = floor.tables.get_mut(&key).unwrap();
    let front = t
        .table_mut()
        .unwrap()
        .join(vec![seat], crate::table::Access::Guest);
    let (window, end) = crate::table::link(vec![seat], true);
    t.ends.insert(conn, super::tables::End { front, link: end });
    window
}

/// The end of the match as `window` heard it with the last move's news.
fn finish_heard(window: &mut crate::table::Link) -> crate::table::Finish {
    window
        .hear()
        .into_iter()
        .find_map(|n| match n {
            crate::table::News::Applied {
                finish: Some(f), ..
            } => Some(f),
            _ => None,
        })
        .expect("the last move's news ends the match")
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
        same_dice: false,
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
    let mut game = ana_and_ben(3);
    for entry in played.log().iter().filter(|e| !e.undone) {
        game.apply(entry.seat, entry.action).unwrap();
    }
    assert!(game.is_over());
    session(game, "00000000000000bb")
}

#[test]
fn a_table_left_alone_closes_and_reopens_with_the_same_dice() {
    let mut build = Build::new();
    let ana = build.account('a', "Ana");
    let session = thrown();
    let dice = session.game().throw().unwrap().dice;
    let no = build.table(Some(ana), vec![Some(ana), None], &session);
    let mut floor = build.floor();
    // Loaded at start, waiting for Ana.
    let t = &floor.tables[&no.0];
    assert!(matches!(t.stage, Stage::Playing(_)));
    assert_eq!(t.chairs[0].sitter, Sitter::Account(ana));
    assert_eq!(t.chairs[1].sitter, Sitter::Cpu(Level::Beginner));
    // No one comes for longer than the idle time: saved already, it leaves memory.
    let idle = Duration::from_secs(ServeSettings::default().table_idle_minutes * 60);
    let later = Instant::now() + idle + Duration::from_secs(1);
    floor.close_idle(later);
    assert!(floor.tables.is_empty());
    assert_eq!(floor.dormant[&no.0].accounts, vec![Some(ana), None]);
    // Ana chooses it: it is back, with the dice she had.
    assert!(floor.reopen_if_dormant(0, no.0));
    let t = &floor.tables[&no.0];
    let table = t.table().unwrap();
    assert_eq!(table.game().throw().unwrap().dice, dice);
    assert!(floor.dormant.is_empty());
}

#[test]
fn a_table_kept_while_no_one_has_been_away_long_enough() {
    let mut build = Build::new();
    let ana = build.account('a', "Ana");
    let no = build.table(Some(ana), vec![Some(ana), None], &thrown());
    let mut floor = build.floor();
    floor.close_idle(Instant::now() + Duration::from_secs(60));
    assert!(floor.tables.contains_key(&no.0));
}

/// A table whose people were all guests has no one who can come back to it (a guest's
/// name was of one connection): at start it ends, rather than being played out by CPUs
/// for no one as it once was.
#[test]
fn a_table_of_guests_only_ends_at_start() {
    let mut build = Build::new();
    let no = build.table(None, vec![None, None], &thrown());
    let mut floor = build.floor();
    assert!(!floor.tables.contains_key(&no.0));
    assert!(floor.hall.open_tables().unwrap().is_empty());
    let log = floor.take_log().join("\n");
    assert!(log.contains("were guests"), "{log}");
}

#[test]
fn a_match_over_before_a_crash_is_recorded_and_rated_once_at_start() {
    let mut build = Build::new();
    let (ana, ben, no) = build.ana_and_ben_at(&finished_between_people());
    let mut floor = build.floor();
    let t = &floor.tables[&no.0];
    assert!(matches!(t.stage, Stage::Over(_)));
    assert_eq!(t.rating_words.len(), 2, "{:?}", t.rating_words);
    assert!(
        t.rating_words[0].words().starts_with("Ana 1500 → "),
        "{:?}",
        t.rating_words
    );
    assert_eq!(floor.counts.matches_finished, 1);
    // Nothing open is left in the database, and each has one rated game.
    assert!(floor.hall.open_tables().unwrap().is_empty());
    for id in [ana, ben] {
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
    use crate::table::Ask;
    // The whole match but its last placement.
    let (before, last) = all_but_the_last_move();
    let mut game = ana_and_ben(3);
    for entry in before {
        game.apply(entry.seat, entry.action).unwrap();
    }
    let mut build = Build::new();
    let (ana, _, no) = build.ana_and_ben_at(&session(game, "00000000000000cc"));
    let mut floor = build.floor();
    // A front for the seat to play, as a connection's window would have.
    let mut window = front(&mut floor, no.0, last.seat, 7);
    window.ask(Ask::Act {
        seat: Some(last.seat),
        action: last.action,
    });
    floor.answer_tables();
    // The results hear who went where.
    let finish = finish_heard(&mut window);
    let said = finish.personal_bests.join(" | ");
    assert!(said.contains("Ana 1500 → "), "{said}");
    assert!(said.contains("Ben 1500 → "), "{said}");
    // Recorded once: the table is gone from the database, and a second look changes nothing.
    assert!(floor.hall.open_tables().unwrap().is_empty());
    floor.answer_tables();
    assert_eq!(floor.counts.matches_finished, 1);
    assert_eq!(floor.hall.ratings(ana).unwrap()[0].1.games, 1);
}

/// Ana and Ben's match with every move but the last, Ben's first roll made by a CPU
/// standing in, at a table the floor has loaded; and a front for the seat of the last move.
fn stood_in_for_ben() -> (Floor, TableNo, crate::table::Link, crate::game::LogEntry) {
    let (before, last) = all_but_the_last_move();
    let mut game = ana_and_ben(3);
    let mut stood_in = false;
    for entry in before {
        let by = (!stood_in && entry.seat == SeatId(1)).then_some(Level::Strong);
        stood_in |= by.is_some();
        game.apply_as(entry.seat, entry.action, by).unwrap();
    }
    let mut build = Build::new();
    let (_, _, no) = build.ana_and_ben_at(&session(game, "00000000000000dd"));
    let mut floor = build.floor();
    let window = front(&mut floor, no.0, last.seat, 7);
    (floor, no, window, last)
}

/// A CPU played one of Ben's turns while he was away: the match is kept, nobody's rating
/// moves, and the results say why (a stand-in once won Cy 229 points he never played for).
#[test]
fn a_match_a_cpu_played_in_for_an_account_is_not_rated_and_says_so() {
    use crate::table::Ask;
    let (mut floor, _no, mut window, last) = stood_in_for_ben();
    window.ask(Ask::Act {
        seat: Some(last.seat),
        action: last.action,
    });
    floor.answer_tables();
    let finish = finish_heard(&mut window);
    let said = finish.personal_bests.join(" | ");
    assert_eq!(said, "Not rated: a CPU played for Ben.");
    assert_eq!(floor.counts.matches_finished, 1);
    assert!(floor.hall.open_tables().unwrap().is_empty());
    let ana = floor.hall.account_by_key(&key('a')).unwrap().unwrap();
    assert!(floor.hall.ratings(ana.id).unwrap().is_empty());
    assert!(floor.take_log().iter().any(|l| l.contains("unrated")));
}

/// When a CPU begins to stand in for an account at a match that would be rated, everyone
/// hears that the match will then not be rated.
#[test]
fn a_stand_in_for_an_account_is_announced_as_ending_the_rating() {
    let (mut floor, no, mut window, _) = stood_in_for_ben();
    let long_ago = Instant::now()
        .checked_sub(super::tables::AWAY_STAND_IN + Duration::from_secs(1))
        .unwrap();
    for chair in &mut floor.tables.get_mut(&no.0).unwrap().chairs {
        chair.empty_since = long_ago;
    }
    floor.step();
    let log = floor.take_log().join("\n");
    assert!(
        log.contains("Ana is away: a Strong CPU plays for them until they come back. Once it has played for them, this match will not be rated."),
        "{log}"
    );
    let heard: Vec<String> = window
        .hear()
        .into_iter()
        .filter_map(|n| match n {
            crate::table::News::Said(s) => Some(s),
            _ => None,
        })
        .collect();
    assert!(
        heard.iter().any(|s| s.contains("will not be rated")),
        "{heard:?}"
    );
}

/// A table with a seat kept for Cy does not start while Cy is elsewhere (it once did, and
/// a CPU played all of Cy's turns); it starts when Cy sits down.
#[test]
fn a_table_waits_for_the_person_a_seat_is_kept_for() {
    use super::tables::{Chair, Seated};
    let mut build = Build::new();
    let ana = build.account('a', "Ana");
    let cy = build.account('c', "Cy");
    let mut floor = build.floor();
    let mut chairs = vec![
        Chair::new("Ana".to_string(), Sitter::Account(ana)),
        Chair::new("Cy".to_string(), Sitter::Account(cy)),
    ];
    chairs[0].holder = Some(1);
    floor.tables.insert(
        -1,
        Seated {
            key: -1,
            no: None,
            preset: "Classic".to_string(),
            rules: Ruleset::CLASSIC,
            owner: Some(ana),
            listed: true,
            code: None,
            chairs,
            stage: Stage::Forming,
            ends: std::collections::BTreeMap::new(),
            deserted_since: None,
            told_away: None,
            rating_words: Vec::new(),
            heard: std::cell::Cell::new(false),
            daily: None,
        },
    );
    floor.start_if_full(-1);
    let t = &floor.tables[&-1];
    assert!(matches!(t.stage, Stage::Forming));
    assert_eq!(t.state_words(), "waiting for 1 more");
    assert_eq!(t.seat_words(), vec!["Ana", "Cy (not here yet)"]);
    floor.tables.get_mut(&-1).unwrap().chairs[1].holder = Some(2);
    floor.start_if_full(-1);
    assert!(!floor.tables.contains_key(&-1));
    assert!(floor.tables.values().all(|t| t.playing()));
    assert_eq!(floor.tables.len(), 1);
}

/// A connection opened through the floor as the door would, with the key all `c` or as a
/// guest: the outbox's far end is returned, to be kept alive while the test runs.
fn come_in(floor: &mut Floor, conn: crate::net::ConnId, c: Option<char>) -> Box<dyn std::any::Any> {
    come_in_speaking(floor, conn, c, crate::l10n::Lang::En)
}

/// [`come_in`], from a client whose locale asks for `lang`.
fn come_in_speaking(
    floor: &mut Floor,
    conn: crate::net::ConnId,
    c: Option<char>,
    lang: crate::l10n::Lang,
) -> Box<dyn std::any::Any> {
    come_in_reading(floor, conn, c, lang, crate::net::Mode::Screen)
}

/// [`come_in_speaking`], from a client that asked to read the game as `mode`.
fn come_in_reading(
    floor: &mut Floor,
    conn: crate::net::ConnId,
    c: Option<char>,
    lang: crate::l10n::Lang,
    mode: crate::net::Mode,
) -> Box<dyn std::any::Any> {
    let (out, far) = crate::net::Outbox::detached();
    floor.arrive(crate::net::Arrival::Opened {
        conn,
        visitor: crate::net::Visitor {
            name: None,
            key: c.map(|c| key(c).as_str().to_string()),
            came_in: if c.is_some() {
                crate::net::CameIn::Key
            } else {
                crate::net::CameIn::Guest
            },
            addr: std::net::IpAddr::from([127, 0, 0, 1]),
            lang,
            mode,
        },
        size: (100, 30),
        out,
    });
    far
}

/// A member's connection: see [`come_in`].
fn member_in(floor: &mut Floor, conn: crate::net::ConnId, c: char) -> Box<dyn std::any::Any> {
    come_in(floor, conn, Some(c))
}

/// The public server in plain lines: a newcomer picks a handle and makes a table by the
/// dialogue, a guest with a terminal sits at it by its number, and they play the match to
/// its results and are back in the lobby; every event is said to both, no escape byte is
/// ever sent, and lines end in CR LF only on the terminal.
mod plain {
    use super::*;
    use crate::net::{Arrival, ConnId, Mode, Pty};

    /// `text` typed on `conn` (its line ending included), answered, and the floor stepped.
    fn typed(floor: &mut Floor, conn: ConnId, text: &str) {
        floor.arrive(Arrival::Input {
            conn,
            bytes: text.as_bytes().to_vec(),
        });
        floor.step();
    }

    /// Everything `far` was sent since the last look, checked for escape bytes.
    fn heard(far: &mut Box<dyn std::any::Any>) -> String {
        let text = crate::net::sent_text(far);
        assert!(
            !text.contains('\u{1b}'),
            "an escape byte was sent: {text:?}"
        );
        text
    }

    /// The one table on the floor, with its key.
    fn the_table(floor: &Floor) -> i64 {
        assert_eq!(floor.tables.len(), 1, "one table");
        *floor.tables.keys().next().unwrap()
    }

    #[test]
    fn a_plain_newcomer_and_a_plain_guest_play_a_match_to_its_results() {
        let mut floor = floor(Hall::in_memory().unwrap());
        let mut ana = come_in_reading(
            &mut floor,
            1,
            Some('a'),
            crate::l10n::Lang::En,
            Mode::Plain(Pty::None),
        );
        let said = heard(&mut ana);
        assert!(said.contains("pick the handle others will see"), "{said}");
        assert!(said.ends_with("Type your handle:\n"), "{said}");
        typed(&mut floor, 1, "Ana\n");
        let said = heard(&mut ana);
        assert!(
            said.starts_with("Welcome! Your key is your account"),
            "{said}"
        );
        assert!(said.contains("1. New table\n"), "{said}");
        assert!(said.contains("12. Quit\n"), "{said}");
        // New table: the rules, seat 2 open, no seat 3, listed: Enter takes each default.
        typed(&mut floor, 1, "1\n");
        let said = heard(&mut ana);
        assert!(said.contains("(Enter takes Classic)"), "{said}");
        for line in ["\n", "\n", "\n"] {
            typed(&mut floor, 1, line);
        }
        assert!(heard(&mut ana).contains("Listed in the lobby, or private?"));
        typed(&mut floor, 1, "\n");
        assert!(heard(&mut ana).contains("You sit at the table"));
        let key = the_table(&floor);
        assert!(matches!(floor.tables[&key].stage, Stage::Forming));

        // A guest with a terminal: the menu has no account items, so the table is 11.
        let mut ben = come_in_reading(
            &mut floor,
            2,
            None,
            crate::l10n::Lang::En,
            Mode::Plain(Pty::Raw),
        );
        let said = heard(&mut ben);
        assert!(
            said.contains("\r\n11. new Classic; waiting for 1 more; Ana, (open)\r\n"),
            "{said}"
        );
        typed(&mut floor, 2, "sit 11\r");
        let key = the_table(&floor);
        assert!(floor.tables[&key].playing(), "the table started");

        let mut told = [String::new(), String::new()];
        let mut ends = [&mut ana, &mut ben];
        let mut typed_ones = 0;
        for _ in 0..200 {
            for (i, far) in ends.iter_mut().enumerate() {
                told[i].push_str(&heard(far));
            }
            let Some(t) = floor.tables.get(&key) else {
                break;
            };
            let game = t.table().unwrap().game().clone();
            let Some(seat) = game.current_seat() else {
                break;
            };
            let (conn, end) = if seat.index() == 0 {
                (1, "\n")
            } else {
                (2, "\r")
            };
            let line = match game.throw() {
                None => "throw".to_string(),
                Some(_) => {
                    let spot = game.placements().unwrap().allowed().next().unwrap().0;
                    // Aces as the Yatzy card names them, as a player raised on it types.
                    if spot.b == crate::rules::BoxId::Ones {
                        typed_ones += 1;
                        "score ones".to_string()
                    } else {
                        format!("score {}", game.rules().layout().label(spot.b))
                    }
                }
            };
            typed(&mut floor, conn, &format!("{line}{end}"));
        }
        for (i, far) in ends.iter_mut().enumerate() {
            told[i].push_str(&heard(far));
        }
        let guest = floor.conns[&2].name();
        assert!(typed_ones >= 2, "each player typed ones for Aces");
        for text in &told {
            assert!(!text.contains("no box called"), "{text}");
            assert_eq!(text.matches("Ana scored").count(), 13, "{text}");
            assert_eq!(
                text.matches(&format!("{guest} scored")).count(),
                13,
                "{text}"
            );
            assert!(text.contains(" wins with "), "the results: {text}");
            // Back in the lobby after the results.
            let results = text.rfind(" wins with ").unwrap();
            assert!(text[results..].contains("Lobby: type a number"), "{text}");
            // The results follow the match's end at once: the other player going back to
            // the lobby is not said in between.
            let over = text.rfind("The match is over.").unwrap();
            assert!(!text[over..results].contains("left the table"), "{text}");
        }
        assert!(!told[0].contains('\r'), "no CR without a terminal");
        let [_, raw] = &told;
        assert!(
            raw.split('\n').rev().skip(1).all(|l| l.ends_with('\r')),
            "every line on the terminal ends in CR LF: {raw:?}"
        );
        assert_eq!(floor.counts.matches_finished, 1);
        assert!(
            floor
                .conns
                .values()
                .all(|c| c.place == super::super::floor::Place::Lobby)
        );
    }

    /// A member's daily played in plain lines ends with its place on the day's board, as
    /// the drawn results say it (the finishing news carries it in the reader's language).
    #[test]
    fn a_plain_daily_ends_with_its_place_on_the_board() {
        let mut build = Build::new();
        build.account('a', "Ana");
        let mut floor = build.floor();
        let mut ana = come_in_reading(
            &mut floor,
            1,
            Some('a'),
            crate::l10n::Lang::En,
            Mode::Plain(Pty::None),
        );
        floor.lobby_ask(1, crate::tui::screens::hall::HallAsk::Daily);
        floor.step();
        let key = the_table(&floor);
        let mut told = heard(&mut ana);
        for _ in 0..100 {
            let Some(t) = floor.tables.get(&key) else {
                break;
            };
            let game = t.table().unwrap().game().clone();
            if game.current_seat().is_none() {
                break;
            }
            let line = match game.throw() {
                None => "throw".to_string(),
                Some(_) => {
                    let spot = game.placements().unwrap().allowed().next().unwrap().0;
                    format!("score {}", game.rules().layout().label(spot.b))
                }
            };
            typed(&mut floor, 1, &format!("{line}\n"));
            told.push_str(&heard(&mut ana));
        }
        told.push_str(&heard(&mut ana));
        let place = format!("Daily {}: ", crate::game::Day::today());
        let at = told
            .find(&place)
            .unwrap_or_else(|| panic!("no place: {told}"));
        assert!(told[at..].contains(", 1st of 1 so far."), "{told}");
        assert!(told[..at].contains("Ana scored"), "{told}");
    }

    #[test]
    fn refusals_are_said_once_as_lines() {
        let mut build = Build::new();
        build.account('a', "Ana");
        let mut floor = build.floor();
        floor.settings.spectators = 0;
        let mut ana = come_in_reading(
            &mut floor,
            1,
            Some('a'),
            crate::l10n::Lang::En,
            Mode::Plain(Pty::None),
        );
        heard(&mut ana);
        typed(&mut floor, 1, "99\n");
        assert_eq!(
            heard(&mut ana),
            "\"99\" is not on the list: type a number from 1 to 12, or help.\n"
        );
        typed(&mut floor, 1, "watch 3\n");
        assert_eq!(heard(&mut ana), "No table is open to watch yet.\n");
        // A quick match against the CPU, made at once: a table to watch.
        floor.settings.quick_wait_seconds = 0;
        let mut ben = come_in_reading(
            &mut floor,
            2,
            None,
            crate::l10n::Lang::En,
            Mode::Plain(Pty::None),
        );
        typed(&mut floor, 2, "3\n");
        typed(&mut floor, 2, "\n");
        let said = heard(&mut ben);
        assert!(said.contains("3. Play the CPU"), "{said}");
        typed(&mut floor, 2, "3\n");
        assert!(floor.tables.values().any(|t| t.playing()));
        typed(&mut floor, 1, "\n");
        let said = heard(&mut ana);
        let row = said
            .lines()
            .find(|l| l.contains("Classic") && l.contains("Strong CPU"))
            .unwrap_or_else(|| panic!("the table listed: {said}"));
        let number = row.split('.').next().unwrap();
        typed(&mut floor, 1, &format!("watch {number}\n"));
        assert_eq!(
            heard(&mut ana),
            "No place left to watch that table: the server allows 0 at once.\n"
        );
        typed(&mut floor, 1, "sit 2\n");
        let said = heard(&mut ana);
        assert!(
            said.starts_with("\"2\" is no table of the list: the table is number 13."),
            "{said}"
        );
        // A guest leaving the table is not told a seat waits: a guest's does not.
        heard(&mut ben);
        typed(&mut floor, 2, "quit\n");
        let said = heard(&mut ben);
        assert!(
            said.starts_with("You left the table. Back in the lobby"),
            "{said}"
        );
        assert!(floor.tables.is_empty(), "a table of guests only ends");
        // A guest has no matches to keep: the leave question does not promise any.
        typed(&mut floor, 2, "quit\n");
        assert_eq!(
            heard(&mut ben),
            "Leave the server? Type yes to leave, or no (or Enter alone) to stay.\n"
        );
        typed(&mut floor, 2, "no\n");
        heard(&mut ben);
        // Quit asks first, as the drawn lobby does; Enter stays.
        typed(&mut floor, 1, "quit\n");
        assert!(heard(&mut ana).starts_with("Leave the server?"));
        typed(&mut floor, 1, "\n");
        assert_eq!(heard(&mut ana), "You stay in the lobby.\n");
        typed(&mut floor, 1, "quit\n1\n");
        assert!(heard(&mut ana).ends_with("Goodbye: thanks for playing!\n"));
        assert!(!floor.conns.contains_key(&1));
    }

    /// Ana (a newcomer in plain lines) makes a table with one open seat and a plain guest
    /// (connection 2, as `mode`) takes it: the match is under way. Their far ends, all
    /// said so far heard, and the table's key.
    fn ana_and_a_guest(
        floor: &mut Floor,
        mode: Mode,
    ) -> (Box<dyn std::any::Any>, Box<dyn std::any::Any>, i64) {
        let mut ana = come_in_reading(
            floor,
            1,
            Some('a'),
            crate::l10n::Lang::En,
            Mode::Plain(Pty::None),
        );
        for line in ["Ana\n", "1\n", "\n", "\n", "\n", "\n"] {
            typed(floor, 1, line);
        }
        let mut guest = come_in_reading(floor, 2, None, crate::l10n::Lang::En, mode);
        let key = the_table(floor);
        floor.lobby_ask(2, crate::tui::screens::hall::HallAsk::Sit(key));
        floor.step();
        let key = the_table(floor);
        assert!(floor.tables[&key].playing(), "the table started");
        heard(&mut ana);
        crate::net::sent_text(&mut guest);
        (ana, guest, key)
    }

    /// The drawn screen's `p` as a word: the owner is told of it when the match starts and
    /// in help, anyone else is refused as the drawn screen refuses them, and help lists only
    /// what works at this table for this reader (two people: no hints, odds or undo).
    #[test]
    fn the_owner_has_cpu_as_words_and_help_lists_only_what_works_here() {
        let mut floor = floor(Hall::in_memory().unwrap());
        let mut ana = come_in_reading(
            &mut floor,
            1,
            Some('a'),
            crate::l10n::Lang::En,
            Mode::Plain(Pty::None),
        );
        for line in ["Ana\n", "1\n", "\n", "\n", "\n", "\n"] {
            typed(&mut floor, 1, line);
        }
        let mut ben = come_in_reading(
            &mut floor,
            2,
            None,
            crate::l10n::Lang::En,
            Mode::Plain(Pty::None),
        );
        typed(&mut floor, 2, "sit 11\n");
        let said = heard(&mut ana);
        assert!(
            said.contains("Your table: if someone is away, type cpu and a CPU plays"),
            "{said}"
        );
        typed(&mut floor, 1, "help\n");
        let said = heard(&mut ana);
        assert!(
            said.contains("Commands: throw; hold 1 2 (the dice by their place, 1 to 5); release 1, or release for all; score full house (a box by its name, short name or first letters); card; standings; log; repeat; help; quit.\n"),
            "{said}"
        );
        assert!(said.contains("Your table: cpu lets a CPU play"), "{said}");
        // The guest: the same commands, and no owner's word.
        heard(&mut ben);
        typed(&mut floor, 2, "help\n");
        let said = heard(&mut ben);
        assert!(said.contains("Commands: throw; hold 1 2"), "{said}");
        assert!(!said.contains("cpu"), "{said}");
        typed(&mut floor, 2, "cpu\n");
        assert!(
            heard(&mut ben)
                .contains("Only the table's owner lets a CPU stand in for someone away."),
        );
        // Ana's prompt, as every answer ends with it; the refusal ends so too.
        typed(&mut floor, 1, "card\n");
        let said = heard(&mut ana);
        let prompt = said.lines().last().unwrap_or_default().to_string();
        assert!(!prompt.is_empty(), "{said}");
        typed(&mut floor, 1, "cpu\n");
        assert_eq!(
            heard(&mut ana),
            format!("Everyone is here: a CPU stands in only for someone away.\n{prompt}\n")
        );
        // A watcher has no dice, no moves of their own, and no say over the seats.
        let mut cy = come_in_reading(
            &mut floor,
            3,
            None,
            crate::l10n::Lang::En,
            Mode::Plain(Pty::None),
        );
        heard(&mut cy);
        typed(&mut floor, 3, "watch 11\n");
        let said = heard(&mut cy);
        // At the server quit goes back to the lobby, and the watcher is told so.
        assert!(said.contains("quit goes back to the lobby."), "{said}");
        assert!(!said.contains("quit leaves"), "{said}");
        typed(&mut floor, 3, "help\n");
        let said = heard(&mut cy);
        assert!(
            said.starts_with("Commands: card; standings; log; repeat; help; quit.\n"),
            "{said}"
        );
        typed(&mut floor, 3, "stand in\n");
        assert_eq!(
            heard(&mut cy),
            "Only the table's owner lets a CPU stand in for someone away.\n"
        );
        let key = the_table(&floor);
        assert!(
            floor.tables[&key]
                .chairs
                .iter()
                .all(|c| c.stand_in.is_none())
        );
    }

    /// The owner lets a CPU play for a member away by typing cpu, and takes it back so.
    #[test]
    fn the_owner_lets_a_cpu_stand_in_by_typing_cpu() {
        let mut build = Build::new();
        let (_, _, no) = build.ana_and_ben_at(&session(ana_and_ben(8), "00000000000000ee"));
        let mut floor = build.floor();
        let mut ana = come_in_reading(
            &mut floor,
            1,
            Some('a'),
            crate::l10n::Lang::De,
            Mode::Plain(Pty::None),
        );
        floor.lobby_ask(1, crate::tui::screens::hall::HallAsk::Sit(no.0));
        floor.step();
        heard(&mut ana);
        typed(&mut floor, 1, "computer\n");
        assert_eq!(floor.tables[&no.0].chairs[1].stand_in, Some(Level::Strong));
        let said = heard(&mut ana);
        assert!(said.contains("Ben"), "{said}");
        assert!(
            !said.contains("The table's owner"),
            "said in German: {said}"
        );
        typed(&mut floor, 1, "cpu\n");
        assert_eq!(floor.tables[&no.0].chairs[1].stand_in, None);
    }

    /// Leaving the server: yes and no in English or the language spoken, their first
    /// letters, or Enter; anything else changes nothing and says what to type.
    #[test]
    fn the_leave_question_takes_yes_and_no_in_the_players_words() {
        let mut build = Build::new();
        build.account('a', "Ana");
        build.account('b', "Ben");
        let mut floor = build.floor();
        let mut ana = come_in_reading(
            &mut floor,
            1,
            Some('a'),
            crate::l10n::Lang::En,
            Mode::Plain(Pty::None),
        );
        heard(&mut ana);
        typed(&mut floor, 1, "quit\n");
        assert!(heard(&mut ana).contains("Type yes to leave, or no (or Enter alone) to stay."));
        typed(&mut floor, 1, "maybe\n");
        assert_eq!(
            heard(&mut ana),
            "\"maybe\" is no answer: type yes to leave the server, or no to stay.\n"
        );
        typed(&mut floor, 1, "NO\n");
        assert_eq!(heard(&mut ana), "You stay in the lobby.\n");
        typed(&mut floor, 1, "quit\nyes\n");
        assert!(heard(&mut ana).ends_with("Goodbye: thanks for playing!\n"));
        assert!(!floor.conns.contains_key(&1));

        let mut ben = come_in_reading(
            &mut floor,
            2,
            Some('b'),
            crate::l10n::Lang::De,
            Mode::Plain(Pty::None),
        );
        heard(&mut ben);
        typed(&mut floor, 2, "ende\nnein\n");
        assert!(heard(&mut ben).ends_with("Du bleibst in der Lobby.\n"));
        typed(&mut floor, 2, "ende\nvielleicht\n");
        assert!(heard(&mut ben).contains("Tippe ja, um den Server zu verlassen"));
        assert!(floor.conns.contains_key(&2));
        typed(&mut floor, 2, "j\n");
        assert!(!floor.conns.contains_key(&2));
    }

    /// The quick match's lines say the number to type: to stop waiting, and for the CPU.
    #[test]
    fn the_quick_match_says_what_to_type() {
        let mut floor = floor(Hall::in_memory().unwrap());
        floor.settings.quick_wait_seconds = 0;
        let mut ben = come_in_reading(
            &mut floor,
            2,
            None,
            crate::l10n::Lang::En,
            Mode::Plain(Pty::None),
        );
        heard(&mut ben);
        typed(&mut floor, 2, "3\n");
        floor.step();
        let said = heard(&mut ben);
        assert!(said.contains("Type 3 to stop waiting."), "{said}");
        assert!(
            said.contains("No one came in 0 seconds: type 3 for a Strong CPU instead"),
            "{said}"
        );
        typed(&mut floor, 2, "3\n");
        let said = heard(&mut ben);
        assert!(floor.tables.values().any(|t| t.playing()), "{said}");
    }

    /// Ctrl-C at a match: the connection closes, and what the person is told of their seat
    /// is what happens to it (a guest's is played by a CPU; a member's waits), in plain lines
    /// and on the drawn screen alike.
    #[test]
    fn ctrl_c_at_a_match_closes_and_says_what_becomes_of_the_seat() {
        let mut floor = floor(Hall::in_memory().unwrap());
        let (_ana, mut guest, key) = ana_and_a_guest(&mut floor, Mode::Plain(Pty::Raw));
        typed(&mut floor, 2, "\x03");
        let (said, closed) = crate::net::sent_and_closed(&mut guest);
        assert!(closed, "the connection is closed: {said}");
        assert!(
            said.ends_with("You left the table: a Strong CPU plays your seat to the end (a guest's seat cannot wait). Goodbye!\r\n"),
            "{said:?}"
        );
        assert!(!floor.conns.contains_key(&2));
        assert_eq!(floor.tables[&key].chairs[1].stand_in, Some(Level::Strong));
        // The owner, a member: the seat waits.
        typed(&mut floor, 1, "\x03");
        assert!(!floor.conns.contains_key(&1));

        // The same on the drawn screen.
        let mut floor = super::floor(Hall::in_memory().unwrap());
        let (mut ana, mut guest, key) = ana_and_a_guest(&mut floor, Mode::Screen);
        floor.arrive(Arrival::Input {
            conn: 2,
            bytes: b"\x03".to_vec(),
        });
        floor.step();
        let (said, closed) = crate::net::sent_and_closed(&mut guest);
        assert!(closed, "the drawn connection is closed");
        assert!(
            said.contains("a Strong CPU plays your seat to the end"),
            "{said:?}"
        );
        assert!(!said.contains("waits for you"), "{said:?}");
        assert_eq!(floor.tables[&key].chairs[1].stand_in, Some(Level::Strong));
        heard(&mut ana);
        typed(&mut floor, 1, "\x03");
        let (said, closed) = crate::net::sent_and_closed(&mut ana);
        assert!(closed);
        assert!(
            said.ends_with("You left the table; your seat waits for you. Goodbye!\n"),
            "{said:?}"
        );
        assert!(floor.tables[&key].chairs[0].holder.is_none());
    }

    /// A rating's move is said in words in plain lines (a reader reads an arrow as a
    /// symbol), in the reader's language; the drawn results keep the arrow.
    #[test]
    fn a_rating_change_is_said_in_words_in_plain_lines() {
        let word = super::super::tables::ResultWord::Rating {
            name: "Ana".to_string(),
            before: 1500.0,
            after: 1562.4,
            family: crate::rules::Preset::Classic,
        };
        let plain = crate::l10n::speaking(crate::l10n::Lang::En, None, || word.said(true));
        assert_eq!(plain, "Ana: Classic rating from 1500 to 1562.");
        let german = crate::l10n::speaking(crate::l10n::Lang::De, None, || word.said(true));
        assert_eq!(german, "Ana: Wertung (Klassisch) von 1500 auf 1562.");
        let drawn = crate::l10n::speaking(crate::l10n::Lang::En, None, || word.said(false));
        assert_eq!(drawn, "Ana 1500 → 1562 (Classic)");
        // The drawn line is a message too: French sets its colon as French does, and the
        // pseudo-language (long and accented) reaches it.
        let french = crate::l10n::speaking(crate::l10n::Lang::Fr, None, || word.said(false));
        assert!(french.starts_with("Ana : 1500 → 1562 ("), "{french}");
        let pseudo = crate::l10n::speaking(crate::l10n::Lang::Pseudo, None, || word.said(false));
        assert_ne!(pseudo, drawn);
        assert!(pseudo.contains("1500 → 1562"), "{pseudo}");
    }

    /// A person waiting in the plain lobby is told when a table opens where they could sit,
    /// and when one they heard of fills; on a busy server at most one line in a while, the
    /// changes gathered; the list itself is said again only when asked.
    #[test]
    fn tables_opening_and_filling_are_told_in_the_plain_lobby() {
        let mut build = Build::new();
        build.account('a', "Ana");
        build.account('b', "Ben");
        build.account('c', "Cy");
        let mut floor = build.floor();
        let plain = Mode::Plain(Pty::None);
        let en = crate::l10n::Lang::En;
        let mut ana = come_in_reading(&mut floor, 1, Some('a'), en, plain);
        let _ben = come_in_reading(&mut floor, 2, Some('b'), en, plain);
        let _cy = come_in_reading(&mut floor, 3, Some('c'), en, plain);
        let new_table = |floor: &mut Floor, conn| {
            // New table, Enter for each default: two seats, the second open, listed.
            for line in ["1\n", "\n", "\n", "\n", "\n"] {
                typed(floor, conn, line);
            }
            floor.refresh_boards(true);
            floor.step();
        };
        floor.refresh_boards(true);
        floor.step();
        assert!(!heard(&mut ana).contains("opened"));

        new_table(&mut floor, 2);
        let said = heard(&mut ana);
        assert!(said.contains("A table opened: Classic"), "{said}");
        assert!(said.contains("Ben, (open)"), "{said}");
        assert!(said.contains("Enter alone says the list again."), "{said}");
        assert!(
            !said.contains("Lobby: type a number"),
            "the list is not said: {said}"
        );

        // A second table at once is held back, then told with what else changed.
        new_table(&mut floor, 3);
        assert!(!heard(&mut ana).contains("opened"));
        let mut dee = come_in_reading(&mut floor, 4, None, en, plain);
        let said = heard(&mut dee);
        let bens = said
            .lines()
            .find(|l| l.contains("Ben, (open)"))
            .and_then(|l| l.split_once(". "))
            .unwrap()
            .0
            .to_string();
        typed(&mut floor, 4, &format!("{bens}\n"));
        floor.refresh_boards(true);
        floor.step();
        assert_eq!(floor.tables.values().filter(|t| t.playing()).count(), 1);
        assert!(heard(&mut ana).is_empty(), "nothing said within the pause");
        let later = floor.clock() + Duration::from_secs(21);
        let board = floor.conns[&1].board.borrow().clone();
        let hall = floor.conns.get_mut(&1).unwrap().window.plain_mut().unwrap();
        hall.lobby_news(&board, later);
        let said = heard(&mut ana);
        assert!(
            said.contains("A table you could sit at is full or closed now."),
            "{said}"
        );
        // Cy's table opened in the same pause: said in the same line.
        assert!(said.contains("A table opened: Classic"), "{said}");
        assert!(said.contains("Cy, (open)"), "{said}");
        assert_eq!(said.lines().count(), 1, "{said}");

        // Asked for, the list is said, and what it said is not news again.
        typed(&mut floor, 1, "\n");
        assert!(heard(&mut ana).contains("Lobby: type a number"));
        let hall = floor.conns.get_mut(&1).unwrap().window.plain_mut().unwrap();
        hall.lobby_news(&board, later + Duration::from_secs(60));
        assert!(heard(&mut ana).is_empty());
    }

    /// The plain lobby in German: its menu, its list and its answers, no English sentence
    /// of the lobby left.
    #[test]
    fn the_plain_lobby_speaks_german() {
        let mut build = Build::new();
        build.account('a', "Ana");
        let mut floor = build.floor();
        let mut ana = come_in_reading(
            &mut floor,
            1,
            Some('a'),
            crate::l10n::Lang::De,
            Mode::Plain(Pty::None),
        );
        typed(&mut floor, 1, "1\n");
        typed(&mut floor, 1, "ende\n");
        typed(&mut floor, 1, "9\n");
        let said = heard(&mut ana);
        for german in [
            "1. Neuer Tisch",
            "Online (1): Ana.",
            "12. Beenden",
            "Lernen",
        ] {
            assert!(said.contains(german), "{german}: {said}");
        }
        for english in [
            "Type a number",
            "New table",
            "Lobby: type",
            "The rules of",
            "Learn is not",
        ] {
            assert!(!said.contains(english), "{english}: {said}");
        }
        assert!(said.contains("yahtzee --plain learn"), "{said}");
    }

    /// A newcomer's handle is checked as the drawn screen's is, and the boards are read.
    #[test]
    fn a_refused_handle_is_said_and_the_boards_are_read_as_lines() {
        let mut floor = floor(Hall::in_memory().unwrap());
        let mut far = come_in_reading(
            &mut floor,
            1,
            Some('a'),
            crate::l10n::Lang::En,
            Mode::Plain(Pty::None),
        );
        heard(&mut far);
        typed(&mut floor, 1, "x\n");
        let said = heard(&mut far);
        assert!(said.starts_with("That handle cannot be used:"), "{said}");
        assert!(floor.hall.members().unwrap().is_empty());
        typed(&mut floor, 1, "Ana\n");
        heard(&mut far);
        typed(&mut floor, 1, "7\n");
        let said = heard(&mut far);
        assert!(
            said.contains("Classic leaderboard: no one is rated yet."),
            "{said}"
        );
        typed(&mut floor, 1, "6\n");
        let said = heard(&mut far);
        assert!(said.contains("You have no match under way."), "{said}");
        typed(&mut floor, 1, "10\n");
        let said = heard(&mut far);
        assert!(said.contains("0 matches played"), "{said}");
    }
}

fn said(floor: &Floor, conn: crate::net::ConnId) -> Option<String> {
    floor.conns[&conn].board.borrow().problem.clone()
}

/// Sitting at a table that waits for people, then asking for a quick match, left the
/// table without a word: now the answer says so.
#[test]
fn leaving_a_waiting_table_for_another_is_said() {
    use crate::tui::screens::hall::{HallAsk, SeatOrder, TableOrder};
    let mut build = Build::new();
    build.account('a', "Ana");
    let mut floor = build.floor();
    let _far = member_in(&mut floor, 1, 'a');
    floor.lobby_ask(
        1,
        HallAsk::NewTable(TableOrder {
            preset: "Classic".to_string(),
            seats: vec![SeatOrder::Me, SeatOrder::Open],
            listed: true,
        }),
    );
    assert_eq!(floor.tables.len(), 1);
    floor.lobby_ask(1, HallAsk::Quick);
    let words = said(&floor, 1).unwrap_or_default();
    assert!(
        words.starts_with(
            "You left the Classic table you had opened, so it closed. Waiting for someone"
        ),
        "{words}"
    );
    assert!(floor.tables.is_empty());
}

/// "Welcome back: 1 match is waiting" stayed on the lobby after that match was gone.
#[test]
fn the_welcome_back_follows_the_matches_still_waiting() {
    let mut build = Build::new();
    let ana = build.account('a', "Ana");
    let mut floor = build.floor();
    floor.dormant.insert(
        9,
        super::floor::Dormant {
            preset: "Classic".to_string(),
            accounts: vec![Some(ana), None],
            names: vec!["Ana".to_string(), "Strong CPU".to_string()],
            daily: None,
        },
    );
    let _far = member_in(&mut floor, 1, 'a');
    let words = said(&floor, 1).unwrap_or_default();
    assert!(
        words.starts_with("Welcome back: 1 match is waiting"),
        "{words}"
    );
    floor.dormant.clear();
    floor.dirty = true;
    floor.refresh_boards(true);
    assert_eq!(said(&floor, 1), None);
}

/// The table's owner lets a CPU play for someone away with `p` (the issue asks for it; the
/// key once said only a host could), and everyone hears it will unrate the match.
#[test]
fn the_owner_lets_a_cpu_stand_in_with_p() {
    let mut build = Build::new();
    let (_, _, no) = build.ana_and_ben_at(&session(ana_and_ben(8), "00000000000000ee"));
    let mut floor = build.floor();
    let _far = member_in(&mut floor, 1, 'a');
    floor.lobby_ask(1, crate::tui::screens::hall::HallAsk::Sit(no.0));
    assert_eq!(floor.tables[&no.0].chairs[0].holder, Some(1));
    floor.take_log();
    floor.arrive(crate::net::Arrival::Input {
        conn: 1,
        bytes: b"p".to_vec(),
    });
    assert_eq!(floor.tables[&no.0].chairs[1].stand_in, Some(Level::Strong));
    let log = floor.take_log().join("\n");
    assert!(
        log.contains("The table's owner lets a Strong CPU play for Ben until they come back. Once it has played for them, this match will not be rated."),
        "{log}"
    );
    // Again: the match waits for Ben instead.
    floor.arrive(crate::net::Arrival::Input {
        conn: 1,
        bytes: b"p".to_vec(),
    });
    assert_eq!(floor.tables[&no.0].chairs[1].stand_in, None);
}

mod daily {
    use super::*;
    use crate::game::Day;
    use crate::table::Ask;
    use crate::tui::screens::hall::HallAsk;

    /// The one table of a daily on the floor, with its key.
    fn the_daily(floor: &Floor) -> (i64, super::super::tables::DailyTable) {
        let found: Vec<_> = floor
            .tables
            .iter()
            .filter_map(|(&k, t)| t.daily.map(|d| (k, d)))
            .collect();
        assert_eq!(found.len(), 1, "one daily table");
        found[0]
    }

    /// Plays the match at `key` to its end through a front of its own, as the person's
    /// window would (every move a person's: the first open box each turn); the words its
    /// results carry beyond the card.
    fn play_out(floor: &mut Floor, key: i64) -> Vec<String> {
        let mut window = front(floor, key, SeatId(0), 99);
        for _ in 0..200 {
            let game = floor.tables[&key].table().unwrap().game().clone();
            let Some(seat) = game.current_seat() else {
                break;
            };
            let action = match game.throw() {
                None => Action::Roll,
                Some(_) => {
                    let spot = game.placements().unwrap().allowed().next().unwrap().0;
                    Action::Score {
                        b: spot.b,
                        column: spot.column,
                    }
                }
            };
            window.ask(Ask::Act {
                seat: Some(seat),
                action,
            });
            floor.answer_tables();
        }
        assert!(floor.tables[&key].table().unwrap().game().is_over());
        floor.tables.get_mut(&key).unwrap().ends.remove(&99);
        finish_heard(&mut window).personal_bests
    }

    #[test]
    fn a_daily_is_scored_once_through_a_restart_and_a_second_is_a_replay() {
        let mut build = Build::new();
        let ana = build.account('a', "Ana");
        let today = Day::today();
        let mut floor = build.floor();
        let _far = member_in(&mut floor, 1, 'a');
        floor.lobby_ask(1, HallAsk::Daily);
        let (key, daily) = the_daily(&floor);
        assert!(daily.scored && daily.day == today);
        let t = &floor.tables[&key];
        // A table of one, on the day's dice, that no one else may watch.
        assert_eq!(t.chairs.len(), 1);
        assert!(!t.listed && !t.counts_for_ratings());
        assert_eq!(
            t.table().unwrap().game().start_dice_source(),
            &crate::game::DiceSource::Tape(crate::game::Tape::daily(today))
        );
        assert_eq!(
            floor.conns[&1].place,
            super::super::floor::Place::Table(key)
        );
        let claimed = floor.hall.daily_claim(ana, today).unwrap().unwrap();
        assert_eq!(claimed.1, None);

        // The server stops mid-daily and starts again: the table is back, still the
        // scored one, and Daily takes Ana back to it rather than to a new one.
        let hall = floor.hall;
        let mut floor = super::floor(hall);
        let (again, daily) = the_daily(&floor);
        assert_eq!((again, daily.scored), (key, true));
        let _far = member_in(&mut floor, 1, 'a');
        floor.lobby_ask(1, HallAsk::Daily);
        assert_eq!(the_daily(&floor).0, key);
        assert_eq!(floor.tables.len(), 1);

        // Finished: on the day's board, and the results say the place.
        let words = play_out(&mut floor, key);
        let board = floor.hall.daily_board(today, 10).unwrap();
        assert_eq!(board.len(), 1);
        let total = board[0].total;
        assert!(
            words.contains(&format!("Daily {today}: {total}, 1st of 1 so far.")),
            "{words:?}"
        );
        assert_eq!(floor.hall.ratings(ana).unwrap(), Vec::new(), "never rated");

        // Another attempt is said to be a replay before it starts, and starts only when
        // chosen again.
        floor.stand_up(1, key);
        floor.show_lobby(1);
        floor.close_idle(Instant::now());
        assert!(floor.tables.is_empty(), "the finished table has gone");
        floor.lobby_ask(1, HallAsk::Daily);
        let told = said(&floor, 1).unwrap_or_default();
        assert!(
            told.starts_with(&format!(
                "You have played the daily of {today} already: your score, {total}, is the one on the day's board."
            )),
            "{told}"
        );
        assert!(floor.tables.is_empty());
        floor.lobby_ask(1, HallAsk::Daily);
        let (replay, daily) = the_daily(&floor);
        assert!(!daily.scored);
        let words = play_out(&mut floor, replay);
        assert!(
            words.iter().any(|w| w.starts_with("A replay of the daily")),
            "{words:?}"
        );
        let board = floor.hall.daily_board(today, 10).unwrap();
        assert_eq!(board.len(), 1);
        assert_eq!(board[0].total, total);
    }

    #[test]
    fn a_guest_is_told_the_daily_is_for_accounts() {
        let mut floor = Build::new().floor();
        let _far = come_in(&mut floor, 1, None);
        floor.lobby_ask(1, HallAsk::Daily);
        assert_eq!(
            said(&floor, 1).as_deref(),
            Some(super::super::daily::for_accounts().as_str())
        );
        assert!(floor.tables.is_empty());
    }

    #[test]
    fn no_cpu_stands_in_at_a_daily() {
        let mut build = Build::new();
        build.account('a', "Ana");
        let mut floor = build.floor();
        let _far = member_in(&mut floor, 1, 'a');
        floor.lobby_ask(1, HallAsk::Daily);
        let (key, _) = the_daily(&floor);
        floor.leave(1, None);
        let later = Instant::now() + super::super::tables::AWAY_STAND_IN + Duration::from_secs(1);
        floor.away_rule(key, later);
        assert_eq!(floor.tables[&key].chairs[0].stand_in, None);
    }
}

/// The tables' rules and a daily's name as their reader names them: the new table's
/// presets in the plain dialogue, and a daily in the lists of one's tables, written in the
/// reader's language with the date as it writes dates; what the table keeps as its name
/// (`Seated::preset`, the order's preset) stays as it was.
mod readers_words {
    use super::*;
    use crate::game::Day;
    use crate::l10n::Lang;
    use crate::net::{Arrival, ConnId, Mode, Pty};
    use crate::tui::screens::hall::HallAsk;

    fn typed(floor: &mut Floor, conn: ConnId, text: &str) {
        floor.arrive(Arrival::Input {
            conn,
            bytes: text.as_bytes().to_vec(),
        });
        floor.step();
    }

    #[test]
    fn the_plain_new_table_names_the_presets_in_german_and_orders_by_the_name() {
        let mut build = Build::new();
        build.account('a', "Ana");
        let mut floor = build.floor();
        let mut ana = come_in_reading(&mut floor, 1, Some('a'), Lang::De, Mode::Plain(Pty::None));
        crate::net::sent_text(&mut ana);
        typed(&mut floor, 1, "1\n");
        let said = crate::net::sent_text(&mut ana);
        for german in ["(Enter nimmt Klassisch)", "1. Klassisch", "5. Drei Spalten"] {
            assert!(said.contains(german), "{german}: {said}");
        }
        for english in ["Classic", "Simple", "Three columns"] {
            assert!(!said.contains(english), "{english}: {said}");
        }
        for line in ["\n", "\n", "\n", "\n"] {
            typed(&mut floor, 1, line);
        }
        assert_eq!(floor.tables.len(), 1, "the table is made");
        let table = floor.tables.values().next().unwrap();
        assert_eq!(table.preset, "Classic", "the table keeps the preset's name");
    }

    #[test]
    fn a_daily_is_listed_in_the_readers_words_and_keeps_its_name() {
        let mut build = Build::new();
        build.account('a', "Ana");
        let mut floor = build.floor();
        let mut ana = come_in_reading(&mut floor, 1, Some('a'), Lang::De, Mode::Plain(Pty::None));
        floor.lobby_ask(1, HallAsk::Daily);
        floor.step();
        let today = Day::today();
        let (&key, table) = floor.tables.iter().next().expect("the daily's table");
        assert_eq!(table.preset, format!("Daily {today}"), "its name as it was");
        floor.stand_up(1, key);
        floor.show_lobby(1);
        floor.step();
        crate::net::sent_text(&mut ana);
        typed(&mut floor, 1, "6\n");
        let said = crate::net::sent_text(&mut ana);
        let german = format!(
            "Tagesaufgabe {:02}.{:02}.{:04}",
            today.d(),
            today.m(),
            today.y()
        );
        assert!(said.contains(&german), "{german}: {said}");
        assert!(!said.contains("Daily"), "{said}");
        assert!(!said.contains(&today.to_string()), "{said}");
    }
}
