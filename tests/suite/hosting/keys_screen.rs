//! The main menu's Guests' keys screen: the keys a hosted table remembers, listed from the
//! data folder's `host/guest_keys.json` and forgotten one by one, asked first.

use crate::common;

use std::fs;
use std::path::{Path, PathBuf};

use common::*;
use ratatui::crossterm::event::KeyCode;
use yahtzee::net::{KnownKeys, guest_keys_file};
use yahtzee::store::fsutil::faults;
use yahtzee::store::{DiskStore, MemoryStore};
use yahtzee::tui::{App, Prefs, Start};

const ANA: &str = "SHA256:AnaAnaAnaAnaAnaAnaAnaAnaAnaAnaAnaAnaAnaAnaA";
const BEN: &str = "SHA256:BenBenBenBenBenBenBenBenBenBenBenBenBenBenB";
const OLD: &str = "SHA256:OldOldOldOldOldOldOldOldOldOldOldOldOldOldO";

/// A data folder whose keys file holds Ana's key for seat 2, a key whose seat's name holds
/// an escape sequence, and one remembered by release 0.4 (no match).
fn data_with_keys() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let file = guest_keys_file(&data);
    fs::create_dir_all(file.parent().unwrap()).unwrap();
    let json = format!(
        r#"{{"version": 2, "keys": {{
            "{ANA}": {{"name": "Ana", "table": "0123456789abcdef", "seat": 1}},
            "{BEN}": {{"name": "Ben\u001b[2J", "table": "0123456789abcdef", "seat": 2}},
            "{OLD}": {{"name": "Cy"}}
        }}}}"#
    );
    fs::write(&file, json).unwrap();
    (dir, data)
}

/// The app on `data`, at its main menu.
fn app_on(data: &Path) -> App {
    let mut app = App::new(
        Box::new(DiskStore::new(data.to_path_buf())),
        shelf(),
        Prefs::default(),
        Start::Menu,
    );
    app.handle(yahtzee::tui::Input::Resize(80, 24));
    app
}

/// From the menu (on New match, nothing saved): up past Quit to Guests' keys, and in.
fn open_keys(app: &mut App) {
    assert_eq!(app.screen_name(), "menu");
    key(app, KeyCode::Up);
    key(app, KeyCode::Up);
    key(app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "guest-keys");
}

fn remembered(data: &Path) -> Vec<String> {
    KnownKeys::load(Some(guest_keys_file(data)), &[])
        .unwrap()
        .remembered()
        .keys()
        .cloned()
        .collect()
}

#[test]
fn the_menu_entry_lists_each_remembered_key_with_its_seat_escaped() {
    let (_dir, data) = data_with_keys();
    let mut app = app_on(&data);
    assert!(text(&mut app, 80, 24).contains("Guests' keys"));
    open_keys(&mut app);
    crate::common::snap!("guest_keys_80x24", &mut app, 80, 24);
    let screen = text(&mut app, 80, 24);
    assert!(screen.contains("Ana "), "{screen}");
    assert!(
        screen.contains("seat 2 of match 0123456789abcdef"),
        "{screen}"
    );
    assert!(screen.contains("seat 3 of match"), "{screen}");
    assert!(screen.contains("release 0.4: admits nowhere"), "{screen}");
    // The name from the file is shown with its escape written out, never sent.
    assert!(screen.contains("Ben\\e[2J"), "{screen}");
    // Fingerprints are shortened, not cut mid-screen.
    assert!(screen.contains("SHA256:AnaAnaAnaAna…"), "{screen}");
    assert!(!screen.contains(ANA), "{screen}");
    assert!(screen.contains("x forget key"), "{screen}");
    // Back to the menu, on the entry just used.
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.screen_name(), "menu");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "guest-keys");
}

#[test]
fn forgetting_a_key_asks_first_then_leaves_the_list_and_the_file() {
    let (_dir, data) = data_with_keys();
    let mut app = app_on(&data);
    open_keys(&mut app);
    // The list is by fingerprint: Ana, Ben, then the old key.
    key(&mut app, KeyCode::Char('x'));
    assert_eq!(app.overlay_name(), Some("forget-key"));
    crate::common::snap!("guest_keys_forget_80x24", &mut app, 80, 24);
    // No keeps it.
    key(&mut app, KeyCode::Char('n'));
    assert_eq!(app.overlay_name(), None);
    assert_eq!(remembered(&data).len(), 3);
    // Yes forgets it, in the file and on the screen.
    key(&mut app, KeyCode::Char('x'));
    key(&mut app, KeyCode::Char('y'));
    assert_eq!(app.overlay_name(), None);
    assert_eq!(app.screen_name(), "guest-keys");
    assert_eq!(remembered(&data), vec![BEN.to_string(), OLD.to_string()]);
    let screen = text(&mut app, 80, 24);
    assert!(!screen.contains("Ana "), "{screen}");
    assert!(screen.contains("Forgot Ana's key"), "{screen}");
    // Delete forgets too; the cursor stays on the row where it was.
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Delete);
    assert_eq!(app.overlay_name(), Some("forget-key"));
    key(&mut app, KeyCode::Enter);
    assert_eq!(remembered(&data), vec![BEN.to_string()]);
    key(&mut app, KeyCode::Delete);
    key(&mut app, KeyCode::Enter);
    assert!(remembered(&data).is_empty());
    let screen = text(&mut app, 80, 24);
    assert!(screen.contains("No guest's key is remembered"), "{screen}");
    // Nothing left to forget: the key asks nothing.
    key(&mut app, KeyCode::Char('x'));
    assert_eq!(app.overlay_name(), None);
}

#[test]
fn a_click_chooses_the_key_to_forget() {
    let (_dir, data) = data_with_keys();
    let mut app = app_on(&data);
    open_keys(&mut app);
    // Rows start under two lines of explanation, a blank and the column heads: Ben's is
    // the second.
    click(&mut app, 10, 6);
    assert_eq!(app.overlay_name(), None, "a click only chooses");
    key(&mut app, KeyCode::Char('x'));
    let screen = text(&mut app, 80, 24);
    assert!(screen.contains("Ben\\e[2J's key"), "{screen}");
    assert!(screen.contains("SHA256:BenBenBen"), "{screen}");
    key(&mut app, KeyCode::Char('y'));
    assert_eq!(remembered(&data), vec![ANA.to_string(), OLD.to_string()]);
}

#[test]
fn a_key_that_cannot_be_forgotten_stays_listed_and_says_why() {
    let (_dir, data) = data_with_keys();
    let file = guest_keys_file(&data);
    let before = fs::read(&file).unwrap();
    let mut app = app_on(&data);
    open_keys(&mut app);
    key(&mut app, KeyCode::Char('x'));
    faults::fail_at(Some(faults::Step::Write));
    key(&mut app, KeyCode::Char('y'));
    faults::fail_at(None);
    let screen = text(&mut app, 80, 24);
    assert!(screen.contains("could not be forgotten"), "{screen}");
    assert!(screen.contains("Ana "), "{screen}");
    assert_eq!(fs::read(&file).unwrap(), before);
}

#[test]
fn a_damaged_keys_file_is_reported_and_left_byte_for_byte() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let file = guest_keys_file(&data);
    fs::create_dir_all(file.parent().unwrap()).unwrap();
    let damaged = b"{\"version\": 2, \"keys\": {\"SHA256:x\": \x1b[31m".to_vec();
    fs::write(&file, &damaged).unwrap();
    let mut app = app_on(&data);
    open_keys(&mut app);
    // No snapshot: the message names the test's own temporary folder.
    let screen = text(&mut app, 80, 24);
    assert!(screen.contains("guest_keys.json cannot be"), "{screen}");
    assert!(screen.contains("expected value at line 1"), "{screen}");
    assert!(screen.contains("left as it is"), "{screen}");
    assert!(!screen.contains("forget key"), "{screen}");
    key(&mut app, KeyCode::Char('x'));
    key(&mut app, KeyCode::Char('y'));
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.screen_name(), "menu");
    assert_eq!(fs::read(&file).unwrap(), damaged);
}

#[test]
fn with_no_keys_the_screen_says_so_and_how_keys_are_remembered() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let mut app = app_on(&data);
    open_keys(&mut app);
    crate::common::snap!("guest_keys_none_80x24", &mut app, 80, 24);
    let screen = text(&mut app, 80, 24);
    assert!(screen.contains("No guest's key is remembered."), "{screen}");
    assert!(screen.contains("invitation code"), "{screen}");
    assert!(!guest_keys_file(&data).exists(), "looking writes nothing");
}

#[test]
fn without_a_data_folder_the_entry_is_greyed_and_skipped() {
    let mut app = app(MemoryStore::new(), Start::Menu);
    let screen = text(&mut app, 80, 24);
    assert!(screen.contains("Guests' keys"), "{screen}");
    // Up from New match is Quit, and up again is History: the greyed entry is passed over.
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "history");
}
