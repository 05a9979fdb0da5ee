//! Several matches on the go: each its own file and lock, none replaced by a new one, the
//! old releases' single saves listed with the rest, the list bounded, a match deleted only
//! when asked (and kept aside), and the command line's `list` and `resume [ID]`.

use std::fs;
use std::path::Path;

use ratatui::crossterm::event::KeyCode;
use yahtzee::store::{
    DiskStore, EntryState, LoadOutcome, MAX_MATCHES, MatchId, MemoryStore, SaveFile, Storage,
    StoreError,
};
use yahtzee::tui::{Exit, Start};
use yahtzee_testkit::build;

use crate::common::{self, click, ctrl, key, mid, text};

/// A match of `names` saved at `saved_unix`, under the session id `id`, dealt by the game's
/// own dice (a save with scripted dice is refused on disk).
fn saved(id: &str, names: &[&str], saved_unix: u64, practice: bool) -> SaveFile {
    let mut options = yahtzee::store::MatchOptions::default().fitted(names.len());
    options.practice = practice;
    build::classic()
        .humans(names)
        .seed(saved_unix)
        .options(options)
        .id(id)
        .times(saved_unix - 100, saved_unix)
        .rolled()
        .save()
}

fn save(store: &mut dyn Storage, file: &SaveFile) {
    store.save_match(&mid(&file.id), file).unwrap();
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .map(|d| {
            d.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

#[test]
fn two_windows_play_two_matches_from_one_data_folder() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = DiskStore::new(dir.path().to_path_buf());
    let mut second = DiskStore::new(dir.path().to_path_buf());
    let ana = saved("aaaa1111", &["Ana"], 1_790_000_100, false);
    let ben = saved("bbbb2222", &["Ben"], 1_790_000_200, false);
    save(&mut first, &ana);
    save(&mut second, &ben);
    // Each window holds its own match; neither may take the other's.
    assert_eq!(
        second.claim(&mid("aaaa1111")),
        Err(StoreError::Busy(mid("aaaa1111")))
    );
    assert!(matches!(
        first.load_match(&mid("bbbb2222")),
        LoadOutcome::Busy { .. }
    ));
    // Both keep saving side by side.
    save(&mut first, &ana);
    save(&mut second, &ben);
    let listed = first.list_matches();
    assert_eq!(listed.len(), 2, "{listed:?}");
    assert_eq!(listed[0].id, mid("bbbb2222"), "newest first");
    assert!(matches!(listed[0].state, EntryState::Elsewhere(_)));
    assert!(matches!(listed[1].state, EntryState::Ready(_)));
    assert_eq!(
        files_in(&dir.path().join("matches")),
        [
            "aaaa1111.json",
            "aaaa1111.lock",
            "bbbb2222.json",
            "bbbb2222.lock"
        ]
    );
}

#[test]
fn two_processes_hold_two_matches_and_the_second_is_refused_the_first() {
    // The lock is the operating system's: a child process sees it as another window would.
    let dir = tempfile::tempdir().unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    save(
        &mut store,
        &saved("aaaa1111", &["Ana"], 1_790_000_100, false),
    );
    let out = common::run(dir.path(), &["resume", "aaaa1111"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("another window"), "{said}");
    drop(store);
    // Once this window has let go, the same command gets as far as wanting a terminal.
    let out = common::run(dir.path(), &["resume", "aaaa1111"]);
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("terminal"), "{said}");
}

#[test]
fn starting_a_new_match_keeps_the_one_on_the_go() {
    let store = build::classic()
        .human("Ana")
        .seed(3)
        .options(yahtzee::store::MatchOptions::default().fitted(1))
        .rolled()
        .store();
    let mut app = common::app(
        store,
        Start::Match {
            setup: common::classic(vec![yahtzee::game::Seat::human("Ben")], 9),
            options: yahtzee::store::MatchOptions::default(),
        },
    );
    assert_eq!(app.screen_name(), "play", "started at once, nothing asked");
    assert_eq!(app.overlay_name(), None);
    let listed = app.store_mut().list_matches();
    let names: Vec<String> = listed
        .iter()
        .map(|e| e.brief().unwrap().players.join(","))
        .collect();
    assert_eq!(listed.len(), 2, "{names:?}");
    assert!(names.contains(&"Ana".to_string()) && names.contains(&"Ben".to_string()));
}

#[test]
fn the_old_releases_saves_are_listed_moved_into_the_folder_and_resume() {
    for release in ["v0.1.0", "v0.4.0"] {
        let dir = tempfile::tempdir().unwrap();
        for name in ["autosave.json", "practice.json"] {
            fs::copy(
                yahtzee_testkit::fixtures::fixture(format!("{release}/{name}")),
                dir.path().join(name),
            )
            .unwrap();
        }
        let mut store = DiskStore::new(dir.path().to_path_buf());
        let listed = store.list_matches();
        assert_eq!(listed.len(), 2, "{release}: {listed:?}");
        let practice: Vec<bool> = listed
            .iter()
            .map(|e| e.brief().expect("readable").practice)
            .collect();
        assert!(
            practice.contains(&true) && practice.contains(&false),
            "{release}"
        );
        assert!(store.take_notices().is_empty(), "{release}");
        // Moved, not copied: one file per match, the old names gone.
        assert!(!dir.path().join("autosave.json").exists(), "{release}");
        assert!(!dir.path().join("practice.json").exists(), "{release}");
        for entry in &listed {
            assert!(
                matches!(store.load_match(&entry.id), LoadOutcome::Loaded(_)),
                "{release}: {}",
                entry.id
            );
        }
    }
}

#[test]
fn a_crash_in_the_middle_of_the_move_loses_nothing() {
    let fixture = yahtzee_testkit::fixtures::fixture_bytes("v0.4.0/autosave.json");
    let dir = tempfile::tempdir().unwrap();
    // The rename landed but the old name came back (a crash before the folder was synced):
    // the same save in both places is one match.
    fs::create_dir_all(dir.path().join("matches")).unwrap();
    fs::write(dir.path().join("autosave.json"), &fixture).unwrap();
    fs::write(dir.path().join("matches/fixture-live.json"), &fixture).unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    assert_eq!(store.list_matches().len(), 1);
    assert!(!dir.path().join("autosave.json").exists());
    // A different save of the same match in the folder: the old file is kept aside.
    let mut other: serde_json::Value = serde_json::from_slice(&fixture).unwrap();
    other["saved_unix"] = serde_json::json!(1_790_000_000u64);
    fs::write(dir.path().join("autosave.json"), other.to_string()).unwrap();
    assert_eq!(store.list_matches().len(), 1);
    let notices = store.take_notices().join(" ");
    assert!(notices.contains("kept"), "{notices}");
    assert!(
        files_in(dir.path())
            .iter()
            .any(|n| n.starts_with("autosave.json.other-")),
        "{:?}",
        files_in(dir.path())
    );
}

#[test]
fn an_old_window_still_playing_its_save_keeps_it_where_it_is() {
    let dir = tempfile::tempdir().unwrap();
    fs::copy(
        yahtzee_testkit::fixtures::fixture("v0.4.0/autosave.json"),
        dir.path().join("autosave.json"),
    )
    .unwrap();
    let held = yahtzee::store::lock::try_lock(&dir.path().join("autosave.lock")).unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    let listed = store.list_matches();
    assert_eq!(listed.len(), 1);
    assert!(matches!(listed[0].state, EntryState::Elsewhere(_)));
    assert!(
        dir.path().join("autosave.json").exists(),
        "not moved under it"
    );
    drop(held);
    assert!(matches!(
        store.list_matches()[0].state,
        EntryState::Ready(_)
    ));
    assert!(
        !dir.path().join("autosave.json").exists(),
        "moved once let go"
    );
}

#[test]
fn the_list_is_bounded_and_nothing_is_dropped_to_make_room() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    for i in 0..MAX_MATCHES {
        let file = saved(
            &format!("m{i:03}"),
            &["Ana"],
            1_790_000_000 + i as u64,
            false,
        );
        save(&mut store, &file);
    }
    let one_more = saved("m999", &["Ana"], 1_790_009_999, false);
    assert_eq!(
        store.save_match(&mid("m999"), &one_more),
        Err(StoreError::TooMany)
    );
    // A match already kept still saves.
    let again = saved("m000", &["Ana"], 1_790_000_000, false);
    save(&mut store, &again);
    assert_eq!(store.list_matches().len(), MAX_MATCHES);
    drop(store);
    // The game says so when a new match is asked for, and starts none.
    let mut app = yahtzee::tui::App::new(
        Box::new(DiskStore::new(dir.path().to_path_buf())),
        common::shelf(),
        yahtzee::tui::Prefs::default(),
        Start::Match {
            setup: common::classic(vec![yahtzee::game::Seat::human("Ben")], 9),
            options: yahtzee::store::MatchOptions::default(),
        },
    );
    assert_eq!(app.screen_name(), "menu");
    let shown = text(&mut app, 100, 30);
    assert!(shown.contains("50 matches are on the go"), "{shown}");
    assert_eq!(
        DiskStore::new(dir.path().to_path_buf())
            .list_matches()
            .len(),
        MAX_MATCHES
    );
}

/// Three matches on the go in a memory store, newest last.
fn three() -> MemoryStore {
    let mut store = MemoryStore::new();
    save(
        &mut store,
        &saved("ana00001", &["Ana", "Ben"], 1_790_000_100, false),
    );
    save(
        &mut store,
        &saved("cleo0002", &["Cleo"], 1_790_000_200, true),
    );
    save(
        &mut store,
        &saved(
            "dan00003",
            &["Dan", "Eve", "Fay", "Gus"],
            1_790_000_300,
            false,
        ),
    );
    store
}

#[test]
fn resume_lists_the_matches_newest_first_and_resumes_the_one_chosen() {
    let mut app = common::app(three(), Start::Menu);
    app.handle(yahtzee::tui::Input::Resize(80, 24));
    let menu = text(&mut app, 80, 24);
    assert!(menu.contains("3 matches; newest Dan"), "{menu}");
    // The menu opens on Resume when there is a match to resume.
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "matches");
    crate::common::snap!("match_list_80x24", &mut app, 80, 24);
    crate::common::snap!("match_list_120x40", &mut app, 120, 40);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "play");
    let seats: Vec<String> = app
        .current_match()
        .unwrap()
        .seats()
        .iter()
        .map(|s| s.name.clone())
        .collect();
    assert_eq!(seats, ["Cleo"]);
}

#[test]
fn a_match_is_deleted_only_when_the_player_says_yes_and_is_kept_aside() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = DiskStore::new(dir.path().to_path_buf());
    save(
        &mut store,
        &saved("ana00001", &["Ana"], 1_790_000_100, false),
    );
    save(
        &mut store,
        &saved("ben00002", &["Ben"], 1_790_000_200, false),
    );
    drop(store);
    let mut app = yahtzee::tui::App::new(
        Box::new(DiskStore::new(dir.path().to_path_buf())),
        common::shelf(),
        yahtzee::tui::Prefs::default(),
        Start::Menu,
    );
    app.handle(yahtzee::tui::Input::Resize(100, 30));
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "matches");
    // No, then yes.
    key(&mut app, KeyCode::Char('x'));
    assert_eq!(app.overlay_name(), Some("delete-match"));
    crate::common::snap!("delete_match_80x24", &mut app, 80, 24);
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.store_mut().list_matches().len(), 2);
    key(&mut app, KeyCode::Char('x'));
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "matches");
    let shown = text(&mut app, 100, 30);
    assert!(shown.contains("deleted"), "{shown}");
    let left = app.store_mut().list_matches();
    assert_eq!(left.len(), 1);
    assert_eq!(
        left[0].id,
        mid("ana00001"),
        "the newest, Ben's, was deleted"
    );
    let files = files_in(&dir.path().join("matches"));
    assert!(
        files
            .iter()
            .any(|n| n.starts_with("ben00002.json.deleted-")),
        "{files:?}"
    );
}

#[test]
fn a_match_played_in_another_window_is_neither_resumed_nor_deleted_here() {
    let mut store = three();
    store.busy.push(mid("dan00003"));
    let mut app = common::app(store, Start::Menu);
    app.handle(yahtzee::tui::Input::Resize(100, 30));
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "matches");
    let shown = text(&mut app, 100, 30);
    assert!(shown.contains("in another window"), "{shown}");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "matches");
    key(&mut app, KeyCode::Char('x'));
    assert_eq!(app.overlay_name(), None);
    assert_eq!(app.store_mut().list_matches().len(), 3);
    assert!(
        text(&mut app, 100, 30).contains("it is not deleted from here"),
        "the refusal is said"
    );
    // Another match chosen: the refusal was about the one before, and goes.
    key(&mut app, KeyCode::Down);
    let shown = text(&mut app, 100, 30);
    assert!(!shown.contains("it is not deleted from here"), "{shown}");
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Char('x'));
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Char('x'));
    assert_eq!(app.overlay_name(), Some("delete-match"));
    let shown = text(&mut app, 100, 30);
    assert!(!shown.contains("it is not deleted from here"), "{shown}");
}

/// Leaving a match for the menu, then quitting, says how to resume it, as quitting from the
/// match does; once the match is deleted there is nothing to say.
#[test]
fn quitting_after_leaving_a_match_for_the_menu_says_how_to_resume_it() {
    let leave = |app: &mut yahtzee::tui::App| {
        app.handle(yahtzee::tui::Input::Resize(100, 30));
        assert_eq!(app.screen_name(), "play");
        key(app, KeyCode::Esc);
        assert_eq!(app.overlay_name(), Some("pause"));
        let screen = text(app, 100, 30);
        let row = screen
            .lines()
            .position(|l| l.contains("Main menu (the match stays saved)"))
            .unwrap();
        click(app, 40, row as u16);
        assert_eq!(app.screen_name(), "menu");
    };
    let mut app = common::app(three(), Start::Resume(mid("cleo0002")));
    leave(&mut app);
    ctrl(&mut app, 'c');
    assert_eq!(app.exit(), Some(Exit::Saved(mid("cleo0002"))));

    // The same by the menu's Quit.
    let mut app = common::app(three(), Start::Resume(mid("ana00001")));
    leave(&mut app);
    key(&mut app, KeyCode::Char('q'));
    if app.overlay_name() == Some("confirm-quit") {
        key(&mut app, KeyCode::Enter);
    }
    assert_eq!(app.exit(), Some(Exit::Saved(mid("ana00001"))));

    // Deleted after it was left: nothing waits, nothing is said.
    let mut app = common::app(three(), Start::Resume(mid("cleo0002")));
    leave(&mut app);
    app.store_mut()
        .retire_match(&mid("cleo0002"), "deleted")
        .unwrap();
    ctrl(&mut app, 'c');
    assert_eq!(app.exit(), Some(Exit::Quit));
}

#[test]
fn ctrl_c_in_a_match_says_how_to_resume_it() {
    let store = three();
    let mut app = common::app(store, Start::Resume(mid("cleo0002")));
    app.handle(yahtzee::tui::Input::Resize(100, 30));
    assert_eq!(app.screen_name(), "play");
    ctrl(&mut app, 'c');
    assert_eq!(app.exit(), Some(Exit::Saved(mid("cleo0002"))));
    // Quitting from the menu leaves no match open: nothing to say.
    let mut app = common::app(three(), Start::Menu);
    ctrl(&mut app, 'c');
    assert_eq!(app.exit(), Some(Exit::Quit));
}

#[test]
fn an_id_from_outside_never_leads_out_of_the_folder() {
    for bad in ["../autosave", "a/b", "..", "x.json", ""] {
        assert!(MatchId::parse(bad).is_err(), "{bad}");
    }
    let dir = tempfile::tempdir().unwrap();
    let out = common::run(dir.path(), &["resume", "../../etc/passwd"]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("is not a match id"), "{said}");
}

#[test]
fn list_and_resume_on_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    // Nothing to resume: said, and a failure.
    let out = common::run(dir.path(), &["resume"]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("there is no match to resume"), "{said}");
    let out = common::run(dir.path(), &["list"]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("No match is on the go"));
    // The old releases' saves, and one of today's.
    for name in ["autosave.json", "practice.json"] {
        fs::copy(
            yahtzee_testkit::fixtures::fixture(format!("v0.1.0/{name}")),
            dir.path().join(name),
        )
        .unwrap();
    }
    let mut store = DiskStore::new(dir.path().to_path_buf());
    save(
        &mut store,
        &saved("c0ffee00", &["Ana", "Ben"], 1_890_000_100, false),
    );
    drop(store);
    let out = common::run(dir.path(), &["list"]);
    assert!(out.status.success(), "{out:?}");
    let listed = String::from_utf8_lossy(&out.stdout);
    for id in ["c0ffee00", "5afd082ef280bfe5", "913d866e58125a51"] {
        assert!(listed.contains(id), "{listed}");
    }
    assert!(listed.contains("Ana and Ben"), "{listed}");
    assert!(listed.contains("(practice)"), "{listed}");
    let out = common::run(dir.path(), &["list", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json.as_array().unwrap().len(), 3);
    assert_eq!(json[0]["id"], "c0ffee00", "newest first");
    assert_eq!(json[0]["players"], serde_json::json!(["Ana", "Ben"]));
    assert_eq!(json[0]["round"], 1);
    // An ID no match has: a usage error.
    let out = common::run(dir.path(), &["resume", "deadbeef"]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("no match on the go has the ID deadbeef"),
        "{said}"
    );
    // A known one (or a unique start of it) gets as far as wanting a terminal.
    for id in ["c0ffee00", "c0f", ""] {
        let args: Vec<&str> = if id.is_empty() {
            vec!["resume", "--practice"]
        } else {
            vec!["resume", id]
        };
        let out = common::run(dir.path(), &args);
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(said.contains("terminal"), "{id}: {said}");
    }
}
