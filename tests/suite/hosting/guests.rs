//! What a guest of a hosted table is told and offered: only what works for them, and the
//! truth about what happened. Screens are read from a guest's own window (a `TestBackend`),
//! or from their terminal over real SSH where the host's loop decides.

use std::time::Duration;
use yahtzee_testkit::build;

use super::door::{Table, host_screen};
use crate::common::{self, text};

use ratatui::crossterm::event::KeyCode;
use yahtzee::game::{Action, Match, SeatId, Session};
use yahtzee::store::MatchOptions;
use yahtzee::tui::screens::play::{Play, link};
use yahtzee::tui::{App, Input, Prefs};

/// A guest's window on `session`, playing `plays` (none: watching).
fn guest_app(session: Session, plays: Vec<SeatId>) -> (App, yahtzee::tui::screens::play::TableEnd) {
    let (front, end) = link(plays, true);
    let view = Play::front(session, front);
    let mut app = App::guest(common::shelf(), Prefs::default(), Box::new(view));
    app.handle(Input::Resize(100, 32));
    app.tick(Duration::ZERO);
    (app, end)
}

fn options() -> MatchOptions {
    MatchOptions {
        hints: false,
        show_odds: false,
        undo: true,
        ..MatchOptions::default()
    }
}

/// The last line of the screen: the help bar.
fn footer(screen: &str) -> String {
    screen
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or_default()
        .to_string()
}

#[test]
fn a_guests_results_offer_only_what_works_and_claim_no_card_file() {
    let game = common::finished_match(3);
    let session = Session::new(game, options(), "t".to_string(), 0).unwrap();
    let (mut app, _end) = guest_app(session, vec![SeatId(0)]);
    assert_eq!(app.screen_name(), "results");
    common::settle_results(&mut app);
    let screen = text(&mut app, 100, 32);
    let help = footer(&screen);
    assert!(!help.contains("rematch"), "{help}");
    assert!(!help.contains("menu"), "{help}");
    assert!(!help.contains("result card"), "{help}");
    assert!(help.contains("review"), "{help}");
    assert!(help.contains("leave the table"), "{help}");
    // The keys still answer, with what really happens, and leave the guest where they are.
    common::key(&mut app, KeyCode::Char('c'));
    let screen = text(&mut app, 100, 32);
    assert!(!screen.contains("saved as"), "{screen}");
    assert!(screen.contains("no files"), "{screen}");
    common::key(&mut app, KeyCode::Char('r'));
    let screen = text(&mut app, 100, 32);
    assert!(
        screen.contains("Only the host starts a rematch"),
        "{screen}"
    );
    assert_eq!(app.screen_name(), "results");
    common::settle_results(&mut app);
    assert!(app.exit().is_none());
    assert!(app.store_mut().history().0.recent.is_empty());
}

#[test]
fn out_of_turn_a_guest_is_offered_no_throw_or_undo_and_told_whose_turn_it_is() {
    let setup = build::classic().human("Host").human("Ana").seed(4).setup();
    let mut game = Match::new(&setup).unwrap();
    game.apply(SeatId(0), Action::Roll).unwrap();
    let mut opts = options();
    opts.joining = vec![false, true];
    let session = Session::new(game, opts, "t".to_string(), 0).unwrap();
    let (mut app, end) = guest_app(session, vec![SeatId(1)]);
    let screen = text(&mut app, 100, 32);
    let buttons = screen
        .lines()
        .find(|l| l.contains("Menu"))
        .unwrap_or_default()
        .to_string();
    assert!(!buttons.contains("Throw"), "{screen}");
    assert!(!buttons.contains("Undo"), "{screen}");
    let help = footer(&screen);
    assert!(!help.contains("undo"), "{help}");
    assert!(!help.contains("throw"), "{help}");
    for k in ['u', ' ', '1', '\r'] {
        let code = if k == '\r' {
            KeyCode::Enter
        } else {
            KeyCode::Char(k)
        };
        common::key(&mut app, code);
        let screen = text(&mut app, 100, 32);
        assert!(
            screen.contains("It is not your turn: it is Host's turn."),
            "{k:?}:\n{screen}"
        );
    }
    // Nothing was asked of the table.
    assert!(end.asks().is_empty());
}

#[test]
fn a_second_connection_for_a_seated_guest_is_told_the_seat_is_held() {
    let mut t = Table::open(&["Host", "Ana"], &["Ana"], false);
    let mut ana = t.join("Ana");
    t.until(&mut [&mut ana], 0, "Host to play");
    let mut again = t.join("Ana");
    let screen = t.until(
        &mut [&mut ana, &mut again],
        1,
        "Ana's seat is held by another connection",
    );
    assert!(screen.contains("watch"), "{screen}");
    // Watching from the second connection, the host counts one playing and one watching.
    t.rt.block_on(again.send("\x1b[B"));
    t.pump(&mut [&mut ana, &mut again]);
    t.rt.block_on(again.send("\r"));
    t.until(&mut [&mut ana, &mut again], 1, "Host to play");
    let host = host_screen(&mut t);
    assert!(host.contains("1 playing · 1 watching"), "{host}");
}

#[test]
fn two_guests_choosing_the_same_seat_at_once_leave_one_in_the_lobby_asked_again() {
    let mut t = Table::open(&["Host", "Ana", "Ben"], &["Ana", "Ben"], false);
    let mut one = t.join("table");
    let mut two = t.join("table");
    t.until(&mut [&mut one, &mut two], 0, "▶ Ana");
    t.until(&mut [&mut one, &mut two], 1, "▶ Ana");
    // Both take the seat they see chosen (Ana's) before the host's loop hears either.
    t.rt.block_on(async {
        one.send("\r").await;
        two.send("\r").await;
        tokio::time::sleep(Duration::from_millis(300)).await;
    });
    t.pump(&mut [&mut one, &mut two]);
    t.pump(&mut [&mut one, &mut two]);
    let screens = [one.text(), two.text()];
    let seated = screens
        .iter()
        .filter(|s| s.contains("Host to play"))
        .count();
    assert_eq!(seated, 1, "{screens:#?}");
    let lobby = screens
        .iter()
        .find(|s| !s.contains("Host to play"))
        .unwrap();
    assert!(lobby.contains("Ana is taken"), "{lobby}");
    assert!(lobby.contains("Choose your seat"), "{lobby}");
    // Ben's seat is still free: no one was moved there.
    assert!(
        lobby
            .lines()
            .any(|l| l.contains("Ben") && l.contains("free")),
        "{lobby}"
    );
}

/// Every log entry of a match, as the save keeps it.
fn entries(game: &Match) -> Vec<yahtzee::game::LogEntry> {
    game.log().to_vec()
}

#[test]
fn a_stand_ins_moves_are_marked_in_the_log_the_turns_and_the_summary() {
    use yahtzee::game::Level;
    let setup = build::classic()
        .human("Ana")
        .cpu("Bo", Level::Casual)
        .seed(9)
        .setup();
    let mut game = Match::new(&setup).unwrap();
    let strong = Some(Level::Strong);
    game.apply_as(SeatId(0), Action::Roll, strong).unwrap();
    game.apply_as(
        SeatId(0),
        Action::score(yahtzee::rules::BoxId::Chance),
        strong,
    )
    .unwrap();
    // A CPU's own seat has no one to stand in for.
    assert!(game.apply_as(SeatId(1), Action::Roll, strong).is_err());
    let json = serde_json::to_string(&game.to_record()).unwrap();
    assert!(json.contains(r#""stand_in":"strong""#), "{json}");
    let back = Match::from_record(serde_json::from_str(&json).unwrap()).unwrap();
    assert_eq!(entries(&back), entries(&game));
    let story = &back.turns()[0];
    assert_eq!(story.stand_in, strong);
    assert_eq!(
        yahtzee::words::turn_player("Ana", story.stand_in),
        "Ana (Strong CPU standing in)"
    );
    // A stand-in claimed for the CPU's seat is damage, not a default.
    let forged = json.replacen(r#""seat":0"#, r#""seat":1"#, 1);
    assert!(
        serde_json::from_str::<yahtzee::game::MatchRecord>(&forged)
            .map_err(|e| e.to_string())
            .and_then(|r| Match::from_record(r).map_err(|e| e.to_string()))
            .is_err()
    );
    // The summary counts the turn for Ana, and the statistics say a stand-in played it.
    let summary = yahtzee::store::summarize("m", 1_790_000_000, &back, Default::default());
    assert_eq!(summary.seats[0].stand_in_turns, 1);
    assert_eq!(summary.seats[1].stand_in_turns, 0);
    let history = yahtzee::store::History {
        version: yahtzee::store::SAVE_VERSION,
        summaries: vec![summary],
        recent: Vec::new(),
        archive: Vec::new(),
    };
    let stats = yahtzee::store::player_stats(&history);
    let text = yahtzee::store::stats_details(&stats, &history).join("\n");
    assert!(text.contains("Ana: 1 turn while away"), "{text}");
    assert!(text.contains("still count as the player's"), "{text}");
}

#[test]
fn saves_and_histories_from_0_4_0_still_load_with_no_stand_ins() {
    let from = yahtzee_testkit::fixtures::fixture("v0.4.0");
    let dir = tempfile::tempdir().unwrap();
    for name in ["autosave.json", "history.json"] {
        std::fs::copy(from.join(name), dir.path().join(name)).unwrap();
    }
    let save: yahtzee::store::SaveFile =
        serde_json::from_slice(&std::fs::read(dir.path().join("autosave.json")).unwrap()).unwrap();
    let game = Match::from_record(save.record).unwrap();
    assert!(game.log().iter().all(|e| e.stand_in.is_none()));
    let mut store = yahtzee::store::DiskStore::new(dir.path().to_path_buf());
    let (history, problem) = yahtzee::store::Storage::history(&mut store);
    assert!(problem.is_none(), "{problem:?}");
    assert!(!history.summaries.is_empty());
    assert!(
        history
            .summaries
            .iter()
            .flat_map(|s| &s.seats)
            .all(|s| s.stand_in_turns == 0)
    );
    for kept in &history.recent {
        kept.session().unwrap();
    }
}

#[test]
fn the_hosts_log_names_the_cpu_that_played_for_an_absent_guest() {
    let mut t = Table::open(&["Host", "Ana"], &["Ana"], false);
    let mut ana = t.join("Ana");
    t.until(&mut [&mut ana], 0, "Host to play");
    for k in [' ', '\r', '\r'] {
        t.key(k);
    }
    t.until(&mut [&mut ana], 0, "Ana to play");
    t.rt.block_on(ana.disconnect());
    let start = std::time::Instant::now();
    while t.hosting.guest_count() > 0 {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "the drop was not noticed"
        );
        t.pump(&mut []);
    }
    // p once: a Strong CPU plays for Ana.
    t.key('p');
    let start = std::time::Instant::now();
    while t.current() == Some(SeatId(1)) {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "the stand-in did not play"
        );
        t.pump(&mut []);
    }
    let game = t.hosting.table_match().unwrap();
    assert!(
        game.log()
            .iter()
            .filter(|e| e.seat == SeatId(1))
            .all(|e| e.stand_in == Some(yahtzee::game::Level::Strong))
    );
    let host = host_screen(&mut t);
    assert!(host.contains("Ana (Strong CPU standing in)"), "{host}");
}
