//! The public server's standings screens (leaderboard, my matches, about me), each made from
//! the data the runtime would hand it, drawn at 80×24 and 120×40 with hostile and wide
//! handles among realistic ones, and driven by keys to the [`Want`]s they push.

use crate::common;
use yahtzee_testkit::build;

use common::*;
use ratatui::crossterm::event::KeyCode;
use yahtzee::game::{Action, Level, Match, Seat};
use yahtzee::rules::Ruleset;
use yahtzee::store::{FinishedMatch, MatchOptions};
use yahtzee::tui::screens::Screen;
use yahtzee::tui::screens::standings::about::AboutMe;
use yahtzee::tui::screens::standings::leaderboard::Leaderboard;
use yahtzee::tui::screens::standings::mine::{MyMatches, OpenMine};
use yahtzee::tui::screens::standings::{Want, Wants, wants};
use yahtzee::tui::{App, Prefs};

use yahtzee::hall::{self, Family, Handle, KeyId, Rating, Standing, TableNo};

/// A handle as the hall makes it: control and format characters never pass its checks, so
/// the hostile text a screen meets comes from elsewhere (an open table's words, which name
/// guests), while handles bring wide letters, other scripts and the full sixteen columns.
fn handle(s: &str) -> Handle {
    Handle::new(s).unwrap()
}

/// An app showing only `screen`, as a connection to the server would.
fn showing(screen: Box<dyn Screen>) -> App {
    App::guest(shelf(), Prefs::default(), screen)
}

fn rating(rating: f64, deviation: f64, games: u32) -> Rating {
    Rating {
        rating,
        deviation,
        volatility: 0.06,
        games,
    }
}

/// Twenty-four people on Classic, Ana twelfth: more than 80×24 shows, with wide letters,
/// full-width ones, other scripts and a handle of the full sixteen columns.
fn classic_board() -> Vec<Standing> {
    let names = [
        "Rollmaster",
        "東京の太郎",
        "Zoë",
        "ＷＩＤＥｌｙ",
        "anna_k",
        "Dice-Queen",
        "Ben",
        "mo.mo",
        "Grandmaster_Dice",
        "Keld",
        "Sung-min",
        "Ana",
        "Péter",
        "محمد",
        "Grandpa Joe",
        "qwerty12345",
        "Ελένη",
        "ÅsaK",
        "nine_nine",
        "Ólöf",
        "Rae",
        "Beatriz",
        "Hugo",
        "zz-top",
    ];
    names
        .iter()
        .enumerate()
        .map(|(i, n)| Standing {
            rank: i as u32 + 1,
            handle: handle(n),
            rating: rating(
                1840.0 - 23.7 * i as f64,
                if i % 7 == 3 { 140.0 } else { 31.0 + i as f64 },
                60 - 2 * i as u32,
            ),
        })
        .collect()
}

fn boards() -> Vec<(Family, Vec<Standing>)> {
    vec![
        (Family::Classic, classic_board()),
        (
            Family::Yatzy,
            vec![
                Standing {
                    rank: 1,
                    handle: handle("Keld"),
                    rating: rating(1702.4, 80.0, 14),
                },
                Standing {
                    rank: 2,
                    handle: handle("ÅsaK"),
                    rating: rating(1499.5, 290.0, 1),
                },
            ],
        ),
        (Family::Triple, Vec::new()),
    ]
}

fn leaderboard(wants: &Wants) -> App {
    showing(Box::new(Leaderboard::new(
        boards(),
        Some(handle("Ana")),
        wants.clone(),
    )))
}

#[test]
fn the_leaderboard_shows_each_family_with_the_persons_row_marked() {
    let wants = wants();
    let mut app = leaderboard(&wants);
    assert_eq!(app.screen_name(), "leaderboard");
    crate::common::snap!("leaderboard_80x24", &mut app, 80, 24);
    crate::common::snap!("leaderboard_120x40", &mut app, 120, 40);
    let shown = text(&mut app, 80, 24);
    // Opened on Ana's board, her row in view and marked, her place said above it.
    assert!(
        shown.contains("You: #12 on Classic rules, 1579 ±84, 38 games."),
        "{shown}"
    );
    assert!(shown.contains("Ana") && shown.contains("◂ you"), "{shown}");
    // A wide deviation is marked provisional.
    assert!(shown.contains("1769 ±280?"), "{shown}");
    // The other boards: → moves on, an empty one says how to get on it.
    key(&mut app, KeyCode::Right);
    let yatzy = text(&mut app, 80, 24);
    assert!(
        yatzy.contains("Keld") && yatzy.contains("1702 ±160"),
        "{yatzy}"
    );
    assert!(yatzy.contains("You are not among these 2"), "{yatzy}");
    key(&mut app, KeyCode::Right);
    crate::common::snap!("leaderboard_empty_80x24", &mut app, 80, 24);
    crate::common::snap!("leaderboard_empty_120x40", &mut app, 120, 40);
    let empty = text(&mut app, 80, 24);
    assert!(
        empty.contains("No rated match yet: finish a match against another person on Triple"),
        "{empty}"
    );
    // Round again to Classic; ← goes back.
    key(&mut app, KeyCode::Right);
    assert!(text(&mut app, 80, 24).contains("◂ you"));
    key(&mut app, KeyCode::Left);
    assert!(text(&mut app, 80, 24).contains("No rated match yet"));
    assert!(wants.borrow().is_empty());
}

#[test]
fn the_leaderboard_scrolls_to_its_last_row_and_asks_for_a_refresh() {
    let wants = wants();
    let mut app = leaderboard(&wants);
    for _ in 0..30 {
        key(&mut app, KeyCode::Down);
    }
    let shown = text(&mut app, 80, 24);
    assert!(shown.contains("zz-top"), "{shown}");
    assert!(!shown.contains("Rollmaster"), "{shown}");
    key(&mut app, KeyCode::Char('r'));
    assert_eq!(*wants.borrow(), vec![Want::Refresh]);
}

#[test]
fn a_guest_sees_the_leaderboard_and_why_they_are_not_on_it() {
    let mut app = showing(Box::new(Leaderboard::new(boards(), None, wants())));
    let shown = text(&mut app, 80, 24);
    assert!(shown.contains("Guests are not rated"), "{shown}");
    assert!(!shown.contains("◂ you"), "{shown}");
}

/// Plays `m` to its end: one throw a turn, scored where it scores most.
fn play_out(mut m: Match) -> Match {
    while let Some(seat) = m.current_seat() {
        let action = if m.throw().is_none() {
            Action::Roll
        } else {
            let offers: Vec<_> = m.placements().unwrap().allowed().collect();
            Action::score_at(offers.iter().max_by_key(|o| o.1).unwrap().0)
        };
        m.apply(seat, action).unwrap();
    }
    m
}

fn finished_row(
    i: u64,
    rules: Ruleset,
    seats: Vec<Seat>,
    handles: Vec<Option<&str>>,
    rated: bool,
) -> hall::FinishedRow {
    let m = play_out(Match::new(&build::on(rules).seats(seats).seed(700 + i).setup()).unwrap());
    let at = 1_764_900_000 - 86_400 * i;
    hall::FinishedRow {
        id: format!("f{i}"),
        finished: FinishedMatch {
            id: format!("f{i}"),
            started_unix: at - 1_200,
            finished_unix: at,
            options: MatchOptions::default(),
            record: m.to_record(),
        },
        seats: handles.into_iter().map(|h| h.map(handle)).collect(),
        rated,
    }
}

/// Ana's matches: two open, twenty finished (more than 80×24 shows), against people with
/// plain, wide and hostile handles, a guest and a CPU, one of them with a former player.
fn my_matches(wants: &Wants) -> MyMatches {
    let open = vec![
        OpenMine {
            no: TableNo(41),
            about: "Table 41 · Classic · Ana, Ben · your turn".to_string(),
        },
        OpenMine {
            no: TableNo(7),
            about: "Table 7 · Yatzy · Ana, 東京の太郎, evil\u{1b}[31mred\u{202e}x · waiting for 東京の太郎"
                .to_string(),
        },
    ];
    let mut finished = vec![
        finished_row(
            0,
            Ruleset::CLASSIC,
            vec![Seat::human("Ana"), Seat::human("Ben")],
            vec![Some("Ana"), Some("Ben")],
            true,
        ),
        finished_row(
            1,
            Ruleset::YATZY,
            vec![
                Seat::human("Ana"),
                Seat::human("東京の太郎"),
                Seat::human("old name"),
            ],
            vec![Some("Ana"), Some("東京の太郎"), Some("Grandmaster_Dice")],
            true,
        ),
        finished_row(
            2,
            Ruleset::CLASSIC,
            vec![Seat::human("Ana"), Seat::human("guest-4821")],
            vec![Some("Ana"), None],
            false,
        ),
        finished_row(
            3,
            Ruleset::CLASSIC,
            vec![Seat::human("Ana"), Seat::human(hall::FORMER_PLAYER)],
            vec![Some("Ana"), None],
            true,
        ),
    ];
    for i in 4..20 {
        finished.push(finished_row(
            i,
            Ruleset::CLASSIC,
            vec![Seat::human("Ana"), Seat::cpu("Strong CPU", Level::Strong)],
            vec![Some("Ana"), None],
            false,
        ));
    }
    MyMatches::new(open, finished, wants.clone())
}

#[test]
fn my_matches_lists_the_open_then_the_finished_and_scrolls() {
    let wants = wants();
    let mut app = showing(Box::new(my_matches(&wants)));
    assert_eq!(app.screen_name(), "my-matches");
    crate::common::snap!("my_matches_80x24", &mut app, 80, 24);
    crate::common::snap!("my_matches_120x40", &mut app, 120, 40);
    let shown = text(&mut app, 120, 40);
    assert!(shown.contains("On the go (2 tables)"), "{shown}");
    // The handle the hall knows now, not the name played under.
    assert!(shown.contains("Grandmaster_Dice"), "{shown}");
    assert!(!shown.contains("old name"), "{shown}");
    assert!(shown.contains("guest-4821") && shown.contains(hall::FORMER_PLAYER));
    // A guest's name in the table's words is escaped: no ESC or override reaches the terminal.
    assert!(shown.contains("evil\\e[31mred\\u{202e}x"), "{shown}");
    assert!(
        !shown.contains('\u{1b}') && !shown.contains('\u{202e}'),
        "{shown}"
    );
    // To the last row, over the heading.
    for _ in 0..30 {
        key(&mut app, KeyCode::Down);
    }
    let end = text(&mut app, 80, 24);
    assert!(!end.contains("On the go"), "{end}");
    assert!(end.contains("2025-11-16"), "{end}");
    // And back to the first: the heading above it comes into view with it.
    for _ in 0..30 {
        key(&mut app, KeyCode::Up);
    }
    let top = text(&mut app, 80, 24);
    assert!(
        top.contains("On the go") && top.contains("Table 41"),
        "{top}"
    );
    assert!(wants.borrow().is_empty());
}

#[test]
fn choosing_an_open_match_asks_to_go_back_to_its_table() {
    let wants = wants();
    let mut app = showing(Box::new(my_matches(&wants)));
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    assert_eq!(*wants.borrow(), vec![Want::Reopen(TableNo(7))]);
    assert_eq!(app.screen_name(), "my-matches");
    key(&mut app, KeyCode::Char('r'));
    assert_eq!(
        *wants.borrow(),
        vec![Want::Reopen(TableNo(7)), Want::Refresh]
    );
}

#[test]
fn a_finished_match_opens_on_its_cards_and_its_review() {
    let wants = wants();
    let mut app = showing(Box::new(my_matches(&wants)));
    // Past the two open tables and the heading: the newest finished match.
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "history-card");
    let cards = text(&mut app, 100, 30);
    assert!(cards.contains("Ana") && cards.contains("Ben"), "{cards}");
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.screen_name(), "my-matches");
    key(&mut app, KeyCode::Char('v'));
    assert_eq!(app.screen_name(), "review");
    assert!(wants.borrow().is_empty());
}

#[test]
fn with_no_match_my_matches_says_how_to_get_one() {
    let mut app = showing(Box::new(MyMatches::new(Vec::new(), Vec::new(), wants())));
    crate::common::snap!("my_matches_none_80x24", &mut app, 80, 24);
    let shown = text(&mut app, 120, 40);
    assert!(shown.contains("No match yet. Start one"), "{shown}");
}

fn kept() -> hall::AboutMe {
    hall::AboutMe {
        account: hall::Account {
            id: hall::AccountId(12),
            handle: handle("Ana"),
            created_unix: 1_762_000_000,
        },
        key: KeyId::parse("SHA256:q1w2e3r4t5y6u7i8o9p0AsDfGhJkLzXcVbNm1234567").unwrap(),
        ratings: vec![
            (Family::Classic, rating(1579.3, 43.0, 38)),
            (Family::Yatzy, rating(1466.0, 190.0, 3)),
        ],
        finished_matches: 14,
        open_tables: vec![TableNo(41), TableNo(7)],
        tables_made_last_day: 3,
    }
}

fn stats() -> hall::PersonStats {
    hall::PersonStats {
        matches: 47,
        won: 25,
        rated: 41,
        by_family: vec![
            hall::FamilyStats {
                family: Some(Family::Classic),
                matches: 41,
                won: 23,
                best: 312,
                mean: 240.9,
            },
            hall::FamilyStats {
                family: Some(Family::Yatzy),
                matches: 3,
                won: 1,
                best: 244,
                mean: 213.33,
            },
            hall::FamilyStats {
                family: None,
                matches: 3,
                won: 1,
                best: 198,
                mean: 180.0,
            },
        ],
    }
}

#[test]
fn about_me_says_everything_kept_and_the_statistics() {
    let wants = wants();
    let mut app = showing(Box::new(
        AboutMe::new(kept(), wants.clone()).with_stats(stats()),
    ));
    assert_eq!(app.screen_name(), "about-me");
    crate::common::snap!("about_me_80x24", &mut app, 80, 24);
    crate::common::snap!("about_me_120x40", &mut app, 120, 40);
    let shown = text(&mut app, 120, 40);
    for said in [
        "Your handle: Ana",
        "SHA256:q1w2e3r4t5y6u7i8o9p0AsDfGhJkLzXcVbNm1234567",
        "1579 ±86",
        "(provisional)",
        "240.9",
        "14 finished matches kept",
        "2 open tables",
        "3 tables made in the last day",
        "47 finished matches, 25 won, 41 rated.",
        "Other rules",
        "213.3",
        hall::FORMER_PLAYER,
    ] {
        assert!(shown.contains(said), "{said}: {shown}");
    }
    assert!(wants.borrow().is_empty());
}

#[test]
fn forgetting_is_asked_first_and_only_a_yes_asks_the_server() {
    let wants = wants();
    let mut wide = kept();
    wide.account.handle = handle("東京の太郎");
    let mut app = showing(Box::new(AboutMe::new(wide, wants.clone())));
    key(&mut app, KeyCode::Char('f'));
    // Every word of the question inside its box, the wide handle too.
    let asked = text(&mut app, 80, 24);
    assert!(
        asked.contains("deleted now,") && asked.contains("Account: 東"),
        "{asked}"
    );
    crate::common::snap!("about_me_forget_80x24", &mut app, 80, 24);
    crate::common::snap!("about_me_forget_120x40", &mut app, 120, 40);
    // No, and any other key, leaves everything as it was.
    key(&mut app, KeyCode::Esc);
    assert!(wants.borrow().is_empty());
    // A key the question does not take leaves it open; n says no.
    key(&mut app, KeyCode::Char('f'));
    key(&mut app, KeyCode::Char('j'));
    assert!(text(&mut app, 80, 24).contains("Forget me?"));
    key(&mut app, KeyCode::Char('n'));
    assert!(wants.borrow().is_empty());
    assert!(!text(&mut app, 80, 24).contains("Forget me?"));
    assert_eq!(app.screen_name(), "about-me");
    // Yes.
    key(&mut app, KeyCode::Char('f'));
    key(&mut app, KeyCode::Enter);
    assert_eq!(*wants.borrow(), vec![Want::Forget]);
    // Asked once: another f asks nothing more.
    key(&mut app, KeyCode::Char('f'));
    key(&mut app, KeyCode::Enter);
    assert_eq!(*wants.borrow(), vec![Want::Forget]);
}

#[test]
fn about_me_with_nothing_yet_says_how_to_get_a_rating() {
    let mut bare = kept();
    bare.ratings.clear();
    bare.open_tables.clear();
    bare.finished_matches = 0;
    let mut app = showing(Box::new(AboutMe::new(bare, wants())));
    let shown = text(&mut app, 120, 40);
    assert!(shown.contains("No rating yet: finish a match"), "{shown}");
    assert!(shown.contains("No finished match yet"), "{shown}");
}

#[test]
fn a_click_on_a_tab_shows_its_board_and_on_a_row_chooses_it() {
    let wants = wants();
    let mut app = leaderboard(&wants);
    text(&mut app, 80, 24);
    // The tabs' line: " Classic " from column 2, " Yatzy " after it.
    click(&mut app, 14, 1);
    let yatzy = text(&mut app, 80, 24);
    assert!(
        yatzy.contains("Keld") && !yatzy.contains("Rollmaster"),
        "{yatzy}"
    );
    click(&mut app, 4, 1);
    assert!(text(&mut app, 80, 24).contains("Rollmaster"));
    assert!(wants.borrow().is_empty());
}

#[test]
fn a_click_chooses_an_open_match_and_a_second_goes_back_to_it() {
    let wants = wants();
    let mut app = showing(Box::new(my_matches(&wants)));
    text(&mut app, 80, 24);
    // Rows start under the frame and the line of words: the heading on line 2, the tables
    // on lines 3 and 4. A click on the heading chooses nothing.
    click(&mut app, 10, 2);
    click(&mut app, 10, 2);
    assert!(wants.borrow().is_empty());
    click(&mut app, 10, 4);
    assert!(wants.borrow().is_empty());
    click(&mut app, 10, 4);
    assert_eq!(*wants.borrow(), vec![Want::Reopen(TableNo(7))]);
}

#[test]
fn about_me_asks_for_its_figures_again() {
    let wants = wants();
    let mut app = showing(Box::new(AboutMe::new(kept(), wants.clone())));
    assert!(text(&mut app, 80, 24).contains("r refresh"));
    key(&mut app, KeyCode::Char('r'));
    assert_eq!(*wants.borrow(), vec![Want::Refresh]);
}

/// The day's daily board from the classic names: Ana twelfth, two people on one total (the
/// earlier finish first, as the hall ranks them).
fn daily_rows() -> Vec<hall::DailyEntry> {
    classic_board()
        .into_iter()
        .enumerate()
        .map(|(i, s)| hall::DailyEntry {
            handle: s.handle,
            total: 312 - 7 * (i as u32).min(20) / 2 * 2,
            finished_unix: 1_800_000_000 + i as u64,
        })
        .collect()
}

fn daily_day() -> yahtzee::game::Day {
    yahtzee::game::Day::new(2026, 12, 5).unwrap()
}

#[test]
fn todays_daily_board_ranks_the_day_with_the_persons_place() {
    use yahtzee::tui::screens::standings::daily::DailyBoard;
    let wants = wants();
    let mut app = showing(Box::new(DailyBoard::new(
        daily_day(),
        daily_rows(),
        Some(handle("Ana")),
        wants.clone(),
    )));
    assert_eq!(app.screen_name(), "daily-board");
    crate::common::snap!("daily_board_80x24", &mut app, 80, 24);
    crate::common::snap!("daily_board_120x40", &mut app, 120, 40);
    let shown = text(&mut app, 80, 24);
    assert!(shown.contains("Today's daily: 2026-12-05 (UTC)"), "{shown}");
    assert!(shown.contains("You: 12th of 24, with"), "{shown}");
    assert!(shown.contains("Ana") && shown.contains("◂ you"), "{shown}");
    key(&mut app, KeyCode::Char('r'));
    assert_eq!(
        wants.borrow_mut().drain(..).collect::<Vec<_>>(),
        vec![Want::Refresh]
    );
}

#[test]
fn todays_daily_board_empty_and_for_a_guest() {
    use yahtzee::tui::screens::standings::daily::DailyBoard;
    let mut app = showing(Box::new(DailyBoard::new(
        daily_day(),
        Vec::new(),
        Some(handle("Ana")),
        wants(),
    )));
    crate::common::snap!("daily_board_empty_80x24", &mut app, 80, 24);
    let empty = text(&mut app, 120, 40);
    assert!(
        empty.contains("No one has finished today's daily yet"),
        "{empty}"
    );
    assert!(
        empty.contains("Not on it yet: choose Daily in the lobby"),
        "{empty}"
    );
    let mut app = showing(Box::new(DailyBoard::new(
        daily_day(),
        daily_rows(),
        None,
        wants(),
    )));
    let guest = text(&mut app, 120, 40);
    assert!(guest.contains("The daily is for accounts"), "{guest}");
    assert!(!guest.contains("◂ you"), "{guest}");
}

/// The standings read in the reader's language, with the columns as wide as its words:
/// the leaderboard, the day's board and About me in French, with no English sentence left.
#[test]
fn the_standings_in_french() {
    use yahtzee::l10n::{Lang, speaking};
    use yahtzee::tui::screens::standings::daily::DailyBoard;
    let wants = wants();
    let mut app = leaderboard(&wants);
    speaking(Lang::Fr, None, || {
        crate::common::snap!("leaderboard_fr_80x24", &mut app, 80, 24);
        let shown = text(&mut app, 120, 40);
        for words in [
            "Classement : cotes par règles",
            "Rang",
            "Cote",
            "Parties",
            "Vous : n° ",
        ] {
            assert!(shown.contains(words), "{words}:\n{shown}");
        }
        for english in [
            "Leaderboard",
            "Rank",
            "Rating",
            "Games",
            "You:",
            "provisional",
        ] {
            assert!(!shown.contains(english), "{english}:\n{shown}");
        }
    });
    let mut app = showing(Box::new(DailyBoard::new(
        daily_day(),
        daily_rows(),
        Some(handle("Ana")),
        wants.clone(),
    )));
    speaking(Lang::Fr, None, || {
        crate::common::snap!("daily_board_fr_80x24", &mut app, 80, 24);
        let shown = text(&mut app, 80, 24);
        assert!(shown.contains("Défi du jour : 05/12/2026 (UTC)"), "{shown}");
        assert!(!shown.contains("Today's daily"), "{shown}");
        assert!(!shown.contains("Place  Player"), "{shown}");
    });
    let mut app = showing(Box::new(
        AboutMe::new(kept(), wants.clone()).with_stats(stats()),
    ));
    speaking(Lang::Fr, None, || {
        crate::common::snap!("about_me_fr_80x24", &mut app, 80, 24);
        crate::common::snap!("about_me_fr_120x40", &mut app, 120, 40);
        let shown = text(&mut app, 120, 40);
        for words in ["Votre pseudo", "Cotes", "Statistiques", "Moyenne"] {
            assert!(shown.contains(words), "{words}:\n{shown}");
        }
        for english in [
            "Your handle",
            "Ratings",
            "Statistics",
            "Mean",
            "rated games",
        ] {
            assert!(!shown.contains(english), "{english}:\n{shown}");
        }
    });
}
