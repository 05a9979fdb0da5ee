//! The hall's screens, drawn into a `TestBackend` from a board the test fills in, as the
//! server's loop would: snapshots at 80×24 and 120×40, and what each key asks of the loop.

use std::cell::RefCell;
use std::rc::Rc;

use ratatui::crossterm::event::KeyCode;
use yahtzee::game::Level;
use yahtzee::tui::screens::Screen;
use yahtzee::tui::screens::hall::code::JoinByCode;
use yahtzee::tui::screens::hall::handle::PickHandle;
use yahtzee::tui::screens::hall::lobby::HallLobby;
use yahtzee::tui::screens::hall::new_table::NewTable;
use yahtzee::tui::screens::hall::{
    Asks, HallAsk, HallBoard, Quick, SeatOrder, SharedBoard, TableOrder, TableRow,
};
use yahtzee::tui::{App, Prefs};

use crate::common::{self, key, text};

fn board() -> HallBoard {
    HallBoard {
        me: "Ana".to_string(),
        guest: false,
        ratings: vec![
            "Classic 1612 ±128".to_string(),
            "Yatzy 1500 ±700?".to_string(),
        ],
        online: vec!["Ana".into(), "Ben".into(), "Guest-4821".into(), "Cy".into()],
        tables: vec![
            TableRow {
                no: 12,
                rules: "Classic".into(),
                state: "round 3 of 13".into(),
                seats: vec!["Ana".into(), "Strong CPU".into()],
                free: 0,
                watching: 1,
                mine: true,
                rated: false,
            },
            TableRow {
                no: -1,
                rules: "Yatzy".into(),
                state: "waiting for 1 more".into(),
                seats: vec!["Ben".into(), "(open)".into()],
                free: 1,
                watching: 0,
                mine: false,
                rated: true,
            },
        ],
        presets: vec!["Classic".into(), "Yatzy".into(), "Four rolls".into()],
        problem: None,
        quick: Quick::Idle,
        opening: Default::default(),
    }
}

fn shared(b: HallBoard) -> (SharedBoard, Asks) {
    (Rc::new(RefCell::new(b)), Rc::new(RefCell::new(Vec::new())))
}

fn app(screen: Box<dyn Screen>) -> App {
    App::guest(common::shelf(), Prefs::default(), screen)
}

#[test]
fn the_lobby_at_80x24_and_120x40() {
    let (b, asks) = shared(board());
    let mut app = app(Box::new(HallLobby::new(b, asks)));
    crate::common::snap!("lobby_80x24", &mut app, 80, 24);
    crate::common::snap!("lobby_120x40", &mut app, 120, 40);
}

#[test]
fn a_guests_lobby_has_no_account_screens() {
    let mut b = board();
    b.guest = true;
    b.me = "Guest-4821".into();
    b.ratings.clear();
    let (b, asks) = shared(b);
    let mut app = app(Box::new(HallLobby::new(b, asks)));
    let screen = text(&mut app, 80, 24);
    assert!(!screen.contains("My matches"), "{screen}");
    assert!(!screen.contains("About me"), "{screen}");
    assert!(screen.contains("unrated"), "{screen}");
    assert!(screen.contains("Leaderboard"), "{screen}");
}

#[test]
fn the_lobby_asks_for_what_is_chosen_and_decides_nothing() {
    let (b, asks) = shared(board());
    let mut app = app(Box::new(HallLobby::new(b.clone(), asks.clone())));
    text(&mut app, 80, 24);
    // Quick match is the third item.
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        asks.borrow_mut().drain(..).collect::<Vec<_>>(),
        vec![HallAsk::Quick]
    );
    // → jumps to the tables; Enter on one with a free seat asks for it, w watches.
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('w'));
    assert_eq!(
        asks.borrow_mut().drain(..).collect::<Vec<_>>(),
        vec![HallAsk::Sit(-1), HallAsk::Watch(-1)]
    );
    // While waiting, the same item stops waiting.
    b.borrow_mut().quick = Quick::Waiting(12);
    let screen = text(&mut app, 80, 24);
    assert!(screen.contains("Stop waiting"), "{screen}");
    assert!(screen.contains("12 s"), "{screen}");
}

/// `q` or Esc in the lobby, or Quit, once closed the connection at once: now it asks,
/// and only Enter on the question leaves.
#[test]
fn leaving_the_lobby_is_asked_first() {
    let (b, asks) = shared(board());
    let mut app = app(Box::new(HallLobby::new(b, asks)));
    text(&mut app, 80, 24);
    key(&mut app, KeyCode::Char('q'));
    assert!(app.exit().is_none());
    assert_eq!(app.overlay_name(), Some("confirm-leave-server"));
    let screen = text(&mut app, 80, 24);
    assert!(screen.contains("Leave the server?"), "{screen}");
    crate::common::snap!("lobby_leave_80x24", &mut app, 80, 24);
    crate::common::snap!("lobby_leave_120x40", &mut app, 120, 40);
    key(&mut app, KeyCode::Esc);
    assert!(app.exit().is_none());
    assert_eq!(app.overlay_name(), None);
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Enter);
    assert!(app.exit().is_some());
}

/// A member is told their matches wait for them; a guest, whose matches are not kept, is
/// not promised they do.
#[test]
fn a_guest_leaving_is_not_promised_matches_that_stay() {
    for (guest, promised) in [(false, true), (true, false)] {
        let mut b = board();
        b.guest = guest;
        let (b, asks) = shared(b);
        let mut app = app(Box::new(HallLobby::new(b, asks)));
        text(&mut app, 80, 24);
        key(&mut app, KeyCode::Char('q'));
        assert_eq!(app.overlay_name(), Some("confirm-leave-server"));
        let screen = text(&mut app, 120, 40);
        assert_eq!(screen.contains("matches stay"), promised, "{screen}");
        assert_eq!(screen.contains("As a guest"), guest, "{screen}");
        // Whole at the smallest size too: the question's last words are there.
        let small = text(&mut app, 80, 24);
        let last = if guest { "time." } else { "them." };
        assert!(small.contains(last), "{small}");
    }
}

#[test]
fn the_lobbys_news_and_who_is_online_are_never_cut_mid_word() {
    // A private table's code came at the end of a sentence longer than the line, and the
    // lobby cut it off: its owner could not read the code to give to friends.
    let mut b = board();
    b.online = (0..30).map(|i| format!("player{i:02}")).collect();
    b.say(
        "You sit at the table: it starts when every seat is taken and everyone it is kept \
         for has sat down. Its code: MQZX-4821-KTRP.",
    );
    let (b, asks) = shared(b);
    let mut app = app(Box::new(HallLobby::new(b, asks)));
    for (w, h) in [(80, 24), (100, 30), (120, 40)] {
        let screen = text(&mut app, w, h);
        assert!(screen.contains("MQZX-4821-KTRP."), "{w}x{h}:\n{screen}");
        assert!(
            screen.contains("Online (30): player00, "),
            "{w}x{h}:\n{screen}"
        );
        assert!(screen.contains(" more"), "{w}x{h}:\n{screen}");
        // Every name shown is shown whole.
        for line in screen.lines().filter(|l| l.contains("Online (30)")) {
            assert!(!line.contains('…'), "{w}x{h}: {line}");
        }
        assert!(
            screen.contains("Quit"),
            "{w}x{h}: the menu is all there\n{screen}"
        );
    }
    crate::common::snap!("lobby_with_news_80x24", &mut app, 80, 24);
}

#[test]
fn a_hostile_handle_is_drawn_escaped() {
    let mut b = board();
    b.online.push("Ev\u{202e}il\u{7}".into());
    let (b, asks) = shared(b);
    let mut app = app(Box::new(HallLobby::new(b, asks)));
    let screen = text(&mut app, 120, 40);
    assert!(!screen.contains('\u{202e}'), "{screen}");
    assert!(screen.contains("Ev\\u{202e}il"), "{screen}");
}

#[test]
fn the_handle_screen_offers_the_ssh_name_and_says_a_refusal() {
    let (b, asks) = shared(HallBoard::default());
    let mut app = app(Box::new(PickHandle::new(
        "ana",
        "SHA256:abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG",
        b.clone(),
        asks.clone(),
    )));
    crate::common::snap!("handle_80x24", &mut app, 80, 24);
    key(&mut app, KeyCode::Backspace);
    key(&mut app, KeyCode::Backspace);
    key(&mut app, KeyCode::Backspace);
    common::chars(&mut app, "Ana");
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        asks.borrow_mut().drain(..).collect::<Vec<_>>(),
        vec![HallAsk::Handle("Ana".into())]
    );
    b.borrow_mut().problem = Some(
        "Someone has that handle already (perhaps in another case or look-alike letters): choose another."
            .into(),
    );
    crate::common::snap!("handle_refused_120x40", &mut app, 120, 40);
}

#[test]
fn a_new_table_is_ordered_seat_by_seat() {
    let (b, asks) = shared(board());
    let presets = b.borrow().presets.clone();
    let mut app = app(Box::new(NewTable::new(presets, asks.clone(), b.clone())));
    crate::common::snap!("new_table_80x24", &mut app, 80, 24);
    // Yatzy; seat 2 kept for Ben; seat 3 a Perfect CPU; private.
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Enter);
    common::chars(&mut app, "Ben");
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Down);
    // Open, kept for…, Beginner, Casual, Strong, Perfect.
    for _ in 0..6 {
        key(&mut app, KeyCode::Right);
    }
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Right);
    crate::common::snap!("new_table_120x40", &mut app, 120, 40);
    key(&mut app, KeyCode::Char('s'));
    assert_eq!(
        asks.borrow_mut().drain(..).collect::<Vec<_>>(),
        vec![HallAsk::NewTable(TableOrder {
            preset: "Yatzy".into(),
            seats: vec![
                SeatOrder::Me,
                SeatOrder::KeptFor("Ben".into()),
                SeatOrder::Cpu(Level::Perfect)
            ],
            listed: false,
        })]
    );
}

#[test]
fn a_seat_kept_for_no_one_is_refused_on_the_form() {
    let (b, asks) = shared(board());
    let presets = b.borrow().presets.clone();
    let mut app = app(Box::new(NewTable::new(presets, asks.clone(), b.clone())));
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Char('s'));
    assert!(asks.borrow().is_empty());
    let screen = text(&mut app, 80, 24);
    assert!(screen.contains("kept for no one"), "{screen}");
}

#[test]
fn join_by_code_at_80x24_and_120x40() {
    let (b, asks) = shared(board());
    let mut app = app(Box::new(JoinByCode::new(asks.clone(), b.clone())));
    common::chars(&mut app, "abcde-fghjk");
    crate::common::snap!("code_80x24", &mut app, 80, 24);
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        asks.borrow_mut().drain(..).collect::<Vec<_>>(),
        vec![HallAsk::Code("abcde-fghjk".into())]
    );
    b.borrow_mut().problem =
        Some("No open table has that code: check it with the table's owner.".into());
    crate::common::snap!("code_refused_120x40", &mut app, 120, 40);
}

#[test]
fn the_lobby_offers_the_daily_and_its_board_to_everyone() {
    let mut b = board();
    b.guest = true;
    let (b, asks) = shared(b);
    let mut app = app(Box::new(HallLobby::new(b, asks.clone())));
    let screen = text(&mut app, 80, 24);
    assert!(screen.contains("Daily"), "{screen}");
    assert!(screen.contains("Today's daily"), "{screen}");
    // Daily is the fourth item; the guest's menu then has Watch, Leaderboard, the board.
    for _ in 0..3 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    for _ in 0..3 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        asks.borrow_mut().drain(..).collect::<Vec<_>>(),
        vec![HallAsk::Daily, HallAsk::DailyBoard]
    );
}

/// The lobby in the reader's language: French at 80×24 and 120×40 (the board's rows as the
/// server writes them for a French reader), every menu entry and heading translated, the
/// menu as wide as its longest French entry; German says it in German.
#[test]
fn the_lobby_in_french_and_german() {
    use yahtzee::l10n::{Lang, speaking};
    let mut french = board();
    french.tables[0].state = "manche 3 sur 13".into();
    french.tables[1].state = "attend encore 1 joueur".into();
    french.tables[1].seats = vec!["Ben".into(), "(libre)".into()];
    let (b, asks) = shared(french);
    let mut app = app(Box::new(HallLobby::new(b, asks)));
    speaking(Lang::Fr, None, || {
        crate::common::snap!("lobby_fr_80x24", &mut app, 80, 24);
        crate::common::snap!("lobby_fr_120x40", &mut app, 120, 40);
        let shown = text(&mut app, 80, 24);
        for words in [
            "Nouvelle table",
            "Rejoindre par code",
            "Partie rapide",
            "Classement du jour",
            "Langue : Français",
            "En ligne (4)",
            "(non classée)",
        ] {
            assert!(shown.contains(words), "{words}:\n{shown}");
        }
        for english in [
            "New table",
            "Quick match",
            "Leaderboard",
            "Online",
            "unrated",
            "watching",
            "Tables (Enter",
        ] {
            assert!(!shown.contains(english), "{english}:\n{shown}");
        }
    });
    speaking(Lang::De, None, || {
        let shown = text(&mut app, 100, 30);
        for words in [
            "Neuer Tisch",
            "Mit Code beitreten",
            "Sprache: Deutsch",
            "Beenden",
        ] {
            assert!(shown.contains(words), "{words}:\n{shown}");
        }
        assert!(!shown.contains("New table"), "{shown}");
    });
}

/// The new table's rules are the server's presets as the reader names them (a built-in
/// one in the language spoken, the operator's own as written), and the order carries the
/// preset's own name, whatever the language.
#[test]
fn a_new_tables_rules_are_named_in_the_readers_language() {
    use yahtzee::l10n::{Lang, speaking};
    speaking(Lang::De, None, || {
        let (b, asks) = shared(board());
        let presets = b.borrow().presets.clone();
        let mut app = app(Box::new(NewTable::new(presets, asks.clone(), b.clone())));
        for shown in ["◀ Klassisch ▶", "◀ Yatzy ▶", "◀ Four rolls ▶"] {
            let screen = text(&mut app, 80, 24);
            assert!(screen.contains(shown), "{shown}:\n{screen}");
            assert!(!screen.contains("Classic"), "{screen}");
            key(&mut app, KeyCode::Right);
        }
        key(&mut app, KeyCode::Char('s'));
        let asked = asks.borrow_mut().drain(..).collect::<Vec<_>>();
        assert!(
            matches!(&asked[..], [HallAsk::NewTable(o)] if o.preset == "Classic"),
            "{asked:?}"
        );
    });
}
