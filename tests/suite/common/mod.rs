//! Helpers shared by the app-level tests.
#![allow(dead_code)]

use std::sync::{Arc, OnceLock};

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use yahtzee::ai::Optimum;
use yahtzee::game::{Match, Seat};
use yahtzee::rules::Ruleset;
use yahtzee::store::{MatchOptions, MemoryStore, PROGRAM_VERSION, SAVE_VERSION, SaveFile};
use yahtzee::tui::Prefs;
use yahtzee::tui::shelf::Shelf;
use yahtzee::tui::{App, Input, Start};
pub use yahtzee_testkit::build;

pub mod uncut;

/// A screen's snapshot, taken as `insta::assert_snapshot!(name, draw(app, w, h).backend())`
/// takes it, and then the same screen checked for cuts in the pseudo-language
/// ([`uncut::check`]): `snap!("menu", &mut app, 80, 24)`.
macro_rules! snap {
    ($name:expr, $app:expr, $w:expr, $h:expr $(,)?) => {{
        let name: String = ($name).into();
        let app: &mut yahtzee::tui::App = $app;
        let (w, h): (u16, u16) = ($w, $h);
        insta::assert_snapshot!(name.as_str(), $crate::common::draw(app, w, h).backend());
        $crate::common::uncut::check(app, w, h, &name);
    }};
}
pub(crate) use snap;

/// The Classic optimum, solved once for all the tests.
pub fn classic_optimum() -> Arc<Optimum> {
    static OPTIMUM: OnceLock<Arc<Optimum>> = OnceLock::new();
    OPTIMUM
        .get_or_init(|| Arc::new(Optimum::solve(Ruleset::CLASSIC, 2, &|_, _| {})))
        .clone()
}

/// The Classic outlook, built in memory once for all the tests.
pub fn classic_outlook() -> Arc<yahtzee::ai::odds::Outlook> {
    static DISTS: OnceLock<Arc<yahtzee::ai::odds::Outlook>> = OnceLock::new();
    DISTS
        .get_or_init(|| {
            let t = std::time::Instant::now();
            let d = yahtzee::ai::odds::Outlook::build(&classic_optimum(), 2, &|_, _| {});
            eprintln!("built in {:?}, {} MB", t.elapsed(), d.size_bytes() >> 20);
            Arc::new(d)
        })
        .clone()
}

/// The Yatzy optimum, solved once, for the first test that asks for it.
pub fn yatzy_optimum() -> Arc<Optimum> {
    static OPTIMUM: OnceLock<Arc<Optimum>> = OnceLock::new();
    OPTIMUM
        .get_or_init(|| Arc::new(Optimum::solve(Ruleset::YATZY, 2, &|_, _| {})))
        .clone()
}

pub fn shelf() -> Shelf {
    let mut t = Shelf::new(None);
    t.insert(classic_optimum());
    t
}

pub fn app(store: MemoryStore, start: Start) -> App {
    app_with(store, shelf(), start)
}

/// An app on a shelf of solved data the test keeps (and may hand to the next app).
pub fn app_with(store: MemoryStore, shelf: Shelf, start: Start) -> App {
    let mut app = App::new(Box::new(store), shelf, Prefs::default(), start);
    app.handle(Input::Resize(100, 30));
    app
}

pub fn key(app: &mut App, code: KeyCode) {
    app.handle(Input::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

pub fn ctrl(app: &mut App, c: char) {
    app.handle(Input::Key(KeyEvent::new(
        KeyCode::Char(c),
        KeyModifiers::CONTROL,
    )));
}

pub fn chars(app: &mut App, text: &str) {
    for c in text.chars() {
        key(app, KeyCode::Char(c));
    }
}

pub fn click(app: &mut App, x: u16, y: u16) {
    app.handle(Input::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: x,
        row: y,
        modifiers: KeyModifiers::NONE,
    }));
}

/// Draws the app into a `TestBackend` of `w`×`h` and returns the terminal.
pub fn draw(app: &mut App, w: u16, h: u16) -> Terminal<TestBackend> {
    app.handle(Input::Resize(w, h));
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    terminal.draw(|f| app.draw(f)).unwrap();
    terminal
}

/// Lets a results screen settle: drawn, then past the moment its keys wait (keys pressed in
/// the last instant of a match never leave it).
pub fn settle_results(app: &mut App) {
    text(app, 100, 30);
    app.tick(yahtzee::tui::screens::results::RESULTS_GRACE);
}

/// Plays a solo or CPU match to its end with Space then Enter each turn, and lets the
/// results settle.
pub fn play_out(app: &mut yahtzee::tui::App) {
    play_to_results(app);
    settle_results(app);
}

/// Plays a solo or CPU match to its end with Space then Enter each turn.
pub fn play_to_results(app: &mut yahtzee::tui::App) {
    for _ in 0..200 {
        if app.screen_name() == "results" {
            return;
        }
        if app.overlay_name().is_some() {
            key(app, KeyCode::Enter);
            continue;
        }
        key(app, KeyCode::Char(' '));
        key(app, KeyCode::Enter);
        app.tick(std::time::Duration::from_secs(1));
    }
    panic!("the match did not end");
}

/// The screen as text.
pub fn text(app: &mut App, w: u16, h: u16) -> String {
    let terminal = draw(app, w, h);
    let buf = terminal.backend().buffer();
    let mut out = String::new();
    for y in 0..h {
        for x in 0..w {
            out.push_str(buf[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}

pub use yahtzee_testkit::build::faces;

/// A store holding a saved match with scripted dice, to resume into.
pub fn store_with_match(
    rules: Ruleset,
    seats: Vec<Seat>,
    script: &str,
    options: MatchOptions,
) -> MemoryStore {
    build::on(rules)
        .seats(seats)
        .seed(1)
        .scripted(script)
        .options(options)
        .store()
}

/// A Classic match of `seats`, dealt from `seed`.
pub fn classic(seats: Vec<Seat>, seed: u64) -> yahtzee::game::MatchSetup {
    build::classic().seats(seats).seed(seed).setup()
}

/// The app opened straight into the match `setup`, on an empty store.
pub fn match_app(setup: yahtzee::game::MatchSetup, options: MatchOptions) -> App {
    app(MemoryStore::new(), Start::Match { setup, options })
}

/// Options with CPU seats playing instantly.
pub fn instant() -> MatchOptions {
    MatchOptions {
        cpu_speed: yahtzee::store::CpuSpeed::Instant,
        ..MatchOptions::default()
    }
}

/// Runs the binary on a data folder with the empty config.
pub fn run(data_dir: &std::path::Path, args: &[&str]) -> std::process::Output {
    yahtzee_testkit::fixtures::game_command(env!("CARGO_BIN_EXE_yahtzee"), data_dir)
        .args(args)
        .output()
        .expect("the binary runs")
}

/// Ana and a Perfect CPU on the Classic card, dealt from seed 5.
pub fn ana_and_bo() -> build::MatchBuilder {
    build::classic()
        .human("Ana")
        .cpu("Bo", yahtzee::game::Level::Perfect)
        .seed(5)
}

/// Two seats, Ana and a Perfect CPU, on the Classic card.
pub fn two_seats() -> yahtzee::game::MatchSetup {
    ana_and_bo().setup()
}

/// `game` as the autosave would hold it, under the match id `id`.
pub fn save_of(game: &Match, id: &str) -> SaveFile {
    SaveFile {
        version: SAVE_VERSION,
        program_version: PROGRAM_VERSION.to_string(),
        id: id.to_string(),
        started_unix: 1_790_000_000,
        saved_unix: 1_790_000_100,
        options: MatchOptions::default(),
        record: game.to_record(),
    }
}

/// A match in progress: Ana has thrown once in round 1.
pub fn in_progress() -> Match {
    ana_and_bo().rolled().game()
}

/// A finished Classic match between a Casual and a Beginner CPU.
pub fn finished_match(seed: u64) -> Match {
    use yahtzee::game::Level;
    let mut cpus = vec![
        yahtzee::ai::Cpu::new(Level::Casual, Ruleset::CLASSIC, None).unwrap(),
        yahtzee::ai::Cpu::new(Level::Beginner, Ruleset::CLASSIC, None).unwrap(),
    ];
    yahtzee::ai::arena::play_match(Ruleset::CLASSIC, &mut cpus, seed).unwrap()
}

/// Whether a seeded campaign runs at full size (`YAHTZEE_CAMPAIGN=full`) rather than the
/// small size the test run uses.
pub fn campaign_full() -> bool {
    std::env::var("YAHTZEE_CAMPAIGN").is_ok_and(|v| v == "full")
}

/// A campaign's seed: `YAHTZEE_CAMPAIGN_SEED` if it is a number, else `default`.
pub fn campaign_seed(default: u64) -> u64 {
    std::env::var("YAHTZEE_CAMPAIGN_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// Ticks `app` until the background work on `shelf` is done (a multi-column card's column
/// values are built there even when the optimum is given), within a minute.
pub fn until_shelf_ready(app: &mut App, shelf: &Shelf) {
    let start = std::time::Instant::now();
    loop {
        app.tick(std::time::Duration::from_millis(10));
        if !shelf.busy() {
            return;
        }
        assert!(
            start.elapsed() < std::time::Duration::from_secs(60),
            "the tables were never ready"
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

/// The store's name for the match saved under the session id `id`.
pub fn mid(id: &str) -> yahtzee::store::MatchId {
    yahtzee::store::MatchId::for_session_id(id)
}

/// The store's name for the match builder's matches (`store_with_match`, `build::…store()`).
pub fn built() -> yahtzee::store::MatchId {
    mid(build::ID)
}

/// The save of the match `id` in the data folder `dir` (`matches/<id>.json`).
pub fn save_path(dir: &std::path::Path, id: &str) -> std::path::PathBuf {
    dir.join("matches").join(mid(id).file_name())
}

/// The newest match on the go of one kind (practice or not), as tests ask a store for "the"
/// saved match.
pub trait Newest {
    /// Its id; an id no match has when there is none.
    fn newest(&mut self, practice: bool) -> yahtzee::store::MatchId;
    fn load_newest(&mut self, practice: bool) -> yahtzee::store::LoadOutcome;
    fn has_newest(&mut self, practice: bool) -> bool;
}

impl<T: yahtzee::store::Storage + ?Sized> Newest for T {
    fn newest(&mut self, practice: bool) -> yahtzee::store::MatchId {
        let entries = self.list_matches();
        entries
            .iter()
            .find(|e| e.brief().is_some_and(|b| b.practice == practice))
            .or_else(|| entries.iter().find(|e| e.brief().is_none()))
            .map_or_else(|| mid("none-saved"), |e| e.id.clone())
    }

    fn load_newest(&mut self, practice: bool) -> yahtzee::store::LoadOutcome {
        let id = self.newest(practice);
        self.load_match(&id)
    }

    fn has_newest(&mut self, practice: bool) -> bool {
        let id = self.newest(practice);
        self.has_match(&id)
    }
}

/// The newest match on the go of one kind in the data folder `dir` (see [`Newest`]).
pub fn newest_in(dir: &std::path::Path, practice: bool) -> yahtzee::store::MatchId {
    yahtzee::store::DiskStore::new(dir.to_path_buf()).newest(practice)
}

/// The one match's save in the data folder `dir` (the first in `matches/` by name), or where
/// a save would be if there is none (so `.exists()` says whether there is one).
pub fn only_save(dir: &std::path::Path) -> std::path::PathBuf {
    let folder = dir.join("matches");
    let mut saves: Vec<std::path::PathBuf> = std::fs::read_dir(&folder)
        .map(|d| {
            d.flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "json"))
                .collect()
        })
        .unwrap_or_default();
    saves.sort();
    saves
        .into_iter()
        .next()
        .unwrap_or_else(|| folder.join("none.json"))
}
