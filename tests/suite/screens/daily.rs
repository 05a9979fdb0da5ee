//! The daily challenge on screen: the menu leads to it, the first game of a day is the scored
//! one (taken in the record before its match is shown, and resumed, not begun again), later
//! games are replays the screen asks about first, and the results and the list of dailies
//! show the share line. The day is always given (never the clock's).

use crate::common;

use std::path::Path;

use common::*;
use ratatui::crossterm::event::KeyCode;
use yahtzee::game::{Day, Level, SeatId, Session, Tape};
use yahtzee::store::daily::{Attempt, daily_session};
use yahtzee::store::{DailyBegun, DiskStore, FinishedMatch, MemoryStore, Storage};
use yahtzee::tui::{App, Prefs, Start};

fn day(text: &str) -> Day {
    text.parse().unwrap()
}

/// The daily of `d` played to its end by a Casual CPU in the player's seat.
fn played(d: Day, id: &str, attempt: Attempt) -> Session {
    let mut s = daily_session(d, "Ana", attempt, id.to_string(), 1_796_400_000).unwrap();
    let mut cpu = yahtzee::ai::Cpu::new(Level::Casual, *s.game().rules(), None).unwrap();
    while !s.game().is_over() {
        let action = cpu.next_action(s.game()).unwrap();
        s.apply(SeatId(0), action).unwrap();
    }
    s
}

/// Plays and archives the scored daily of each day into `store`, as the game does.
fn scored_days(store: &mut dyn Storage, days: &[&str]) {
    for (i, d) in days.iter().enumerate() {
        let id = format!("{:016x}", 0xda11_0000 + i);
        assert_eq!(store.begin_daily(day(d), &id).unwrap(), DailyBegun::Scored);
        let s = played(day(d), &id, Attempt::Scored);
        store
            .archive(FinishedMatch::of(&s, 1_796_400_500), true)
            .unwrap();
    }
}

fn disk_app(dir: &Path, today: Day) -> App {
    let store = Box::new(DiskStore::new(dir.to_path_buf()));
    let mut app = App::new(store, shelf(), Prefs::default(), Start::Daily).with_today(today);
    app.handle(yahtzee::tui::Input::Resize(100, 30));
    app
}

#[test]
fn the_menu_leads_to_the_daily() {
    let mut app = common::app(MemoryStore::new(), Start::Menu).with_today(day("2026-12-05"));
    assert!(text(&mut app, 80, 24).contains("Daily"));
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "daily");
    assert!(text(&mut app, 80, 24).contains("Today, 2026-12-05: Not played yet."));
}

#[test]
fn the_first_game_of_a_day_is_scored_resumed_and_then_replayed_only_when_asked() {
    let dir = tempfile::tempdir().unwrap();
    let today = day("2026-12-05");
    let mut app = disk_app(dir.path(), today);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "play");
    let game = app.current_match().unwrap().clone();
    assert_eq!(game.start_dice_source().as_tape(), Some(Tape::daily(today)));
    assert_eq!(game.seats().len(), 1);
    // Taken in the record, and saved, before it was shown.
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let entry = store.daily().entry(today).cloned().unwrap();
    assert!(entry.result.is_none());
    let on_the_go = store.list_matches();
    assert_eq!(on_the_go.len(), 1);
    assert_eq!(on_the_go[0].id.as_str(), entry.id);
    // Fair play: no hints, no undo.
    let brief = on_the_go[0].brief().unwrap();
    assert!(!brief.practice);
    drop(app);

    // Daily again the same day resumes the scored game; nothing new begins.
    let mut app = disk_app(dir.path(), today);
    assert!(text(&mut app, 100, 30).contains("Your scored game is on the go"));
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "play");
    assert_eq!(app.current_match().unwrap(), &game);
    drop(app);

    // It finishes (as the table finishes it: into the history, the day completed).
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let scored = played(today, &entry.id, Attempt::Scored);
    store
        .archive(FinishedMatch::of(&scored, 1_796_400_900), true)
        .unwrap();
    store.clear_match(&mid(&entry.id)).unwrap();
    drop(store);

    // Now a game today is a replay, and the screen asks before it starts.
    let mut app = disk_app(dir.path(), today);
    let shown = text(&mut app, 100, 30);
    let score = scored.game().total(SeatId(0));
    assert!(shown.contains(&format!("Scored: {score}.")), "{shown}");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay_name(), Some("replay-daily"));
    assert_eq!(app.screen_name(), "daily");
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay_name(), None);
    assert_eq!(app.screen_name(), "daily");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "play");
    let replay = app.current_match().unwrap().clone();
    assert_eq!(replay.start_dice_source(), game.start_dice_source());
    drop(app);
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let listed = store.list_matches();
    assert_eq!(listed.len(), 1);
    assert!(listed[0].brief().unwrap().practice, "a replay is practice");
    // The day's score is the scored game's, whatever the replay does.
    let record = store.daily();
    assert_eq!(record.entry(today).unwrap().id, entry.id);
    assert_eq!(
        record.entry(today).unwrap().result.as_ref().unwrap().score,
        score
    );
}

#[test]
fn another_window_that_took_the_day_first_keeps_it() {
    let dir = tempfile::tempdir().unwrap();
    let today = day("2026-12-05");
    let mut app = disk_app(dir.path(), today);
    // Meanwhile another window begins today's scored game.
    let mut other = DiskStore::new(dir.path().to_path_buf());
    other.begin_daily(today, "00000000000000aa").unwrap();
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "daily");
    let shown = text(&mut app, 100, 30);
    assert!(shown.contains("was begun in another window"), "{shown}");
    assert!(
        DiskStore::new(dir.path().to_path_buf())
            .list_matches()
            .is_empty()
    );
}

#[test]
fn the_results_of_a_scored_daily_show_its_share_line_and_its_card_is_headed_by_it() {
    let today = day("2026-12-05");
    let mut store = MemoryStore::new();
    let id = "00000000000000d5";
    store.begin_daily(today, id).unwrap();
    // Played up to the last round's first throw; the app places the last box.
    let mut s =
        daily_session(today, "Ana", Attempt::Scored, id.to_string(), 1_796_400_000).unwrap();
    let mut cpu = yahtzee::ai::Cpu::new(Level::Casual, *s.game().rules(), None).unwrap();
    while s.game().round() < 13 || s.game().throw().is_none() {
        let action = cpu.next_action(s.game()).unwrap();
        s.apply(SeatId(0), action).unwrap();
    }
    store
        .save_match(&mid(id), &yahtzee::store::SaveFile::of(&s))
        .unwrap();
    // A terminal that takes the clipboard, so the card can be read there.
    let prefs = Prefs {
        clipboard: true,
        ..Prefs::default()
    };
    let mut app =
        App::new(Box::new(store), shelf(), prefs, Start::Resume(mid(id))).with_today(today);
    app.handle(yahtzee::tui::Input::Resize(100, 30));
    assert_eq!(app.screen_name(), "play");
    key(&mut app, KeyCode::Enter);
    if app.overlay_name().is_some() {
        key(&mut app, KeyCode::Enter);
    }
    assert_eq!(app.screen_name(), "results");
    let total = app.current_match().unwrap().total(SeatId(0));
    settle_results(&mut app);
    insta::assert_snapshot!("daily_results_80x24", draw(&mut app, 80, 24).backend());
    insta::assert_snapshot!("daily_results_120x40", draw(&mut app, 120, 40).backend());
    let shown = text(&mut app, 120, 40);
    let share = format!("Yahtzee daily 2026-12-05 · {total} · accuracy ");
    assert!(
        shown.contains("The daily of 2026-12-05 is scored. Share:") && shown.contains(&share),
        "{shown}"
    );
    // The card is headed by the share line.
    key(&mut app, KeyCode::Char('c'));
    let card = app.take_clipboard().unwrap();
    assert!(card.starts_with(&share), "{card}");
    assert!(
        card.lines().nth(1).unwrap().starts_with("YAHTZEE · "),
        "{card}"
    );
    // A rematch of the daily is the day's replay, asked for on the daily's screen: never an
    // ordinary match with the daily's settings, counted and remembered as the next setup.
    key(&mut app, KeyCode::Char('r'));
    assert_eq!(app.screen_name(), "daily", "{}", text(&mut app, 100, 30));
}

#[test]
fn daily_screen_snapshots() {
    let today = day("2026-12-05");
    let mut store = MemoryStore::new();
    scored_days(
        &mut store,
        &["2026-11-30", "2026-12-02", "2026-12-03", "2026-12-04"],
    );
    let mut app = common::app(store, Start::Daily).with_today(today);
    insta::assert_snapshot!("daily_80x24", draw(&mut app, 80, 24).backend());
    insta::assert_snapshot!("daily_120x40", draw(&mut app, 120, 40).backend());
    // The share line of the chosen day, sent on: the card is kept.
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Char('c'));
    insta::assert_snapshot!("daily_shared_80x24", draw(&mut app, 80, 24).backend());
}

#[test]
fn the_replay_question_snapshot() {
    let today = day("2026-12-05");
    let mut store = MemoryStore::new();
    scored_days(&mut store, &["2026-12-05"]);
    let mut app = common::app(store, Start::Daily).with_today(today);
    key(&mut app, KeyCode::Enter);
    insta::assert_snapshot!(
        "daily_replay_question_80x24",
        draw(&mut app, 80, 24).backend()
    );
}
