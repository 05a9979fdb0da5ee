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
    crate::common::snap!("daily_results_80x24", &mut app, 80, 24);
    crate::common::snap!("daily_results_120x40", &mut app, 120, 40);
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
    // A terminal that takes the clipboard, so the note does not depend on the one the
    // tests run in.
    let prefs = Prefs {
        clipboard: true,
        ..Prefs::default()
    };
    let mut app = App::new(Box::new(store), shelf(), prefs, Start::Daily).with_today(today);
    app.handle(yahtzee::tui::Input::Resize(100, 30));
    crate::common::snap!("daily_80x24", &mut app, 80, 24);
    crate::common::snap!("daily_120x40", &mut app, 120, 40);
    // The share line of the chosen day, sent on: the card is kept.
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Char('c'));
    crate::common::snap!("daily_shared_80x24", &mut app, 80, 24);
}

#[test]
fn the_replay_question_snapshot() {
    let today = day("2026-12-05");
    let mut store = MemoryStore::new();
    scored_days(&mut store, &["2026-12-05"]);
    let mut app = common::app(store, Start::Daily).with_today(today);
    key(&mut app, KeyCode::Enter);
    crate::common::snap!("daily_replay_question_80x24", &mut app, 80, 24);
}

#[test]
fn a_replay_on_the_go_is_resumed_not_begun_again() {
    let dir = tempfile::tempdir().unwrap();
    let today = day("2026-12-05");
    scored_days(
        &mut DiskStore::new(dir.path().to_path_buf()),
        &["2026-12-05"],
    );
    // A replay, asked for and begun, then left.
    let mut app = disk_app(dir.path(), today);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "play");
    let replay = app.current_match().unwrap().clone();
    drop(app);
    // Daily again (the menu's or `yahtzee daily`, the same screen): the replay on the go is
    // said, and Enter resumes it with no question; no second replay piles up beside it.
    let mut app = disk_app(dir.path(), today);
    let shown = text(&mut app, 200, 30);
    assert!(
        shown.contains("Your replay is on the go (round 1 of 13): Enter resumes it.")
            && shown.contains("Enter resume the replay"),
        "{shown}"
    );
    crate::common::snap!("daily_replay_on_the_go_80x24", &mut app, 80, 24);
    crate::common::snap!("daily_replay_on_the_go_120x40", &mut app, 120, 40);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.overlay_name(), None);
    assert_eq!(app.screen_name(), "play");
    assert_eq!(app.current_match().unwrap(), &replay);
    // Left for the menu, it is said to be the day's replay, not "practice".
    key(&mut app, KeyCode::Esc);
    for _ in 0..4 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "menu");
    let shown = text(&mut app, 100, 30);
    assert!(
        shown.contains("Saved: You · round 1 of 13 · Classic · Daily 2026-12-05 · replay"),
        "{shown}"
    );
    drop(app);
    assert_eq!(
        DiskStore::new(dir.path().to_path_buf())
            .list_matches()
            .len(),
        1
    );
}

/// Yesterday's scored daily and a finished replay of it in the history; on the go, today's
/// scored game and a replay of yesterday's.
fn dailies_finished_and_on_the_go() -> MemoryStore {
    let mut store = MemoryStore::new();
    scored_days(&mut store, &["2026-12-04"]);
    let replayed = played(day("2026-12-04"), "00000000000000b1", Attempt::Replay);
    store
        .archive(FinishedMatch::of(&replayed, 1_796_400_600), false)
        .unwrap();
    let id = "00000000000000c1";
    store.begin_daily(day("2026-12-05"), id).unwrap();
    let scored = daily_session(day("2026-12-05"), "Ana", Attempt::Scored, id.into(), 1).unwrap();
    let mut file = yahtzee::store::SaveFile::of(&scored);
    file.saved_unix = 1_796_460_000;
    store.save_match(&mid(id), &file).unwrap();
    let id = "00000000000000c2";
    let replay = daily_session(day("2026-12-04"), "Ana", Attempt::Replay, id.into(), 1).unwrap();
    let mut file = yahtzee::store::SaveFile::of(&replay);
    file.saved_unix = 1_796_400_900;
    store.save_match(&mid(id), &file).unwrap();
    store
}

#[test]
fn a_daily_is_named_in_resume_history_play_and_results() {
    let store = dailies_finished_and_on_the_go();
    let mut app = common::app(store, Start::Menu).with_today(day("2026-12-05"));
    // With matches on the go, the menu opens on Resume.
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "matches");
    let shown = text(&mut app, 100, 30);
    assert!(
        shown.contains("Ana · Daily 2026-12-05 ")
            && shown.contains("Ana · Daily 2026-12-04 · replay"),
        "{shown}"
    );
    assert!(!shown.contains("practice"), "{shown}");
    crate::common::snap!("daily_resume_80x24", &mut app, 80, 24);
    crate::common::snap!("daily_resume_120x40", &mut app, 120, 40);
    // The replay resumed: its title says whose day it is, and that it is the replay.
    let row = shown.lines().position(|l| l.contains("· replay")).unwrap();
    let first = shown
        .lines()
        .position(|l| l.contains("Ana · Daily"))
        .unwrap();
    for _ in first..row {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "play");
    let title = text(&mut app, 80, 24);
    let title = title.lines().next().unwrap();
    assert!(
        title.contains("Daily 2026-12-04 · replay · Classic rules · round 1 of 13")
            && !title.contains("PRACTICE"),
        "{title}"
    );
    crate::common::snap!("daily_replay_play_80x24", &mut app, 80, 24);
    crate::common::snap!("daily_replay_play_120x40", &mut app, 120, 40);
    // The history marks both of yesterday's, and a replay's results say what it was.
    let store = dailies_finished_and_on_the_go();
    let mut app = common::app(store, Start::Menu).with_today(day("2026-12-05"));
    // Rules, Statistics, History.
    for _ in 0..3 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "history");
    let shown = text(&mut app, 100, 30);
    assert!(
        shown.contains("(Daily 2026-12-04)") && shown.contains("(Daily 2026-12-04 · replay)"),
        "{shown}"
    );
    crate::common::snap!("daily_history_80x24", &mut app, 80, 24);
    crate::common::snap!("daily_history_120x40", &mut app, 120, 40);
    key(&mut app, KeyCode::Enter);
    let shown = text(&mut app, 100, 30);
    assert!(
        shown
            .lines()
            .next()
            .unwrap()
            .contains("Match over · Daily 2026-12-04 · replay · Classic rules"),
        "{shown}"
    );
}

#[test]
fn a_solo_daily_is_neither_won_nor_lost_in_the_statistics() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    scored_days(&mut store, &["2026-12-04"]);
    // And one match against a CPU, played out.
    let seats = vec![
        yahtzee::game::Seat::human("Ana"),
        yahtzee::game::Seat::cpu("Bot", Level::Strong),
    ];
    let game = yahtzee::game::Match::new(&common::classic(seats, 5)).unwrap();
    let mut duel = Session::new(game, Default::default(), "00000000000000e1".into(), 1).unwrap();
    let mut cpu = yahtzee::ai::Cpu::new(Level::Casual, *duel.game().rules(), None).unwrap();
    while let Some(seat) = duel.game().current_seat() {
        let action = cpu.next_action(duel.game()).unwrap();
        duel.apply(seat, action).unwrap();
    }
    store
        .archive(FinishedMatch::of(&duel, 1_796_400_700), true)
        .unwrap();
    let ana_won = u32::from(duel.game().standings()[0].seat == SeatId(0));
    let (history, _) = store.history();
    let stats = yahtzee::store::player_stats(&history);
    let ana = stats.iter().find(|s| s.name == "Ana").unwrap();
    assert_eq!(ana.games, 2, "the daily's score still counts");
    assert_eq!(ana.wins, ana_won, "first of one is no win");
    let versus = &ana.versus["strong"];
    assert_eq!(versus.wins + versus.losses + versus.ties, 1);
    // `yahtzee stats --json` says the same.
    let out = common::run(dir.path(), &["stats", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let ana = json["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Ana")
        .unwrap();
    assert_eq!(ana["games"], 2);
    assert_eq!(ana["wins"], ana_won);
}

#[test]
fn the_card_key_says_what_it_does_in_the_results_words() {
    let today = day("2026-12-05");
    let mut store = MemoryStore::new();
    scored_days(&mut store, &["2026-12-04"]);
    let prefs = Prefs {
        clipboard: true,
        ..Prefs::default()
    };
    let mut app = App::new(Box::new(store), shelf(), prefs, Start::Daily).with_today(today);
    let shown = text(&mut app, 80, 24);
    assert!(shown.contains("c card + share line"), "{shown}");
    key(&mut app, KeyCode::Char('c'));
    let line = app.take_clipboard().unwrap();
    assert!(line.starts_with("Yahtzee daily 2026-12-04 · "), "{line}");
    let shown = text(&mut app, 200, 40);
    let said = yahtzee::tui::screens::results::card_note(
        Ok("cards/daily-2026-12-04.txt".to_string()),
        yahtzee::tui::screens::results::Copied::ShareLine,
        true,
    );
    assert_eq!(
        said,
        "Result card saved as cards/daily-2026-12-04.txt; its share line sent to the terminal's clipboard (if it supports it)."
    );
    assert!(shown.contains(&said), "{shown}");
    // The results' own words for a card that went to the clipboard whole.
    assert_eq!(
        yahtzee::tui::screens::results::card_note(
            Ok("cards/x.txt".to_string()),
            yahtzee::tui::screens::results::Copied::Card,
            true,
        ),
        "Result card saved as cards/x.txt and sent to the terminal's clipboard (if it supports it)."
    );
}

/// The daily's screen in German and French: its explanation, today's state, the streak's
/// plural and the share line's heading translated, whole, at 80×24 and 120×40.
#[test]
fn the_daily_screen_in_german_and_french() {
    use yahtzee::l10n::{Lang, speaking};
    let english = [
        "Daily: the same dice",
        "One solo Classic game",
        "Today, ",
        "Streak:",
        "Share:",
        "Accuracy:",
    ];
    for (lang, words) in [
        (
            Lang::De,
            &[
                "Tagesaufgabe: heute für alle",
                "Heute, 05.12.2026",
                "Serie: 3 Tage",
                "Teilen:",
                "Genauigkeit:",
            ][..],
        ),
        (
            Lang::Fr,
            &[
                "Défi du jour\u{a0}: les mêmes dés",
                "Aujourd'hui, 05/12/2026",
                "Série\u{a0}: 3 jours",
                "À partager\u{a0}:",
                "Précision\u{a0}:",
            ][..],
        ),
    ] {
        speaking(lang, None, || {
            let today = day("2026-12-05");
            let mut store = MemoryStore::new();
            scored_days(
                &mut store,
                &["2026-11-30", "2026-12-02", "2026-12-03", "2026-12-04"],
            );
            let prefs = Prefs {
                clipboard: true,
                ..Prefs::default()
            };
            let mut app = App::new(Box::new(store), shelf(), prefs, Start::Daily).with_today(today);
            for (w, h) in [(80, 24), (120, 40)] {
                let screen = text(&mut app, w, h);
                for word in words {
                    assert!(
                        screen.contains(word),
                        "{lang:?} {w}×{h}: {word:?}:\n{screen}"
                    );
                }
                for word in english {
                    assert!(
                        !screen.contains(word),
                        "{lang:?} {w}×{h}: {word:?}:\n{screen}"
                    );
                }
                crate::common::snap!(format!("daily_{}_{w}x{h}", lang.code()), &mut app, w, h);
            }
        });
    }
}
