//! The application: which screen is up, routing keys (through the keymap) and clicks to it,
//! the clock that paces CPU seats, and starting, resuming and finishing matches.

use std::time::Duration;

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;

use super::Prefs;
use super::keymap::Keymap;
use super::keymap::{Command, Context};
use super::screens::history::HistoryView;
use super::screens::menu::{Item, Menu};
use super::screens::play::{Ctx, Overlay, Play, PlayOutcome};
use super::screens::setup::{Outcome as SetupOutcome, Setup, default_setup};
use super::screens::text::TextView;
use super::screens::{results, review};
use super::tables::Tables;
use super::widgets::{centered, dialog, dialog_choice, footer, put, wrap};
use crate::game::{Match, MatchSetup, Session};
use crate::store::{LastSetup, LoadOutcome, MatchOptions, Slot, Storage, now_unix};

/// The smallest terminal the game draws in.
pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 24;

/// Input, as the terminal delivers it (or a test feeds it).
#[derive(Clone, Debug)]
pub enum Input {
    Key(KeyEvent),
    Mouse(MouseEvent),
    Resize(u16, u16),
}

/// Where the program starts.
#[derive(Clone, Debug)]
pub enum Start {
    Menu,
    /// The setup screen, filled in from the command line where given.
    Setup {
        setup: Option<LastSetup>,
        seed: Option<u64>,
    },
    /// Start this match at once.
    Match {
        setup: MatchSetup,
        options: MatchOptions,
    },
    Resume(Slot),
}

enum Screen {
    Menu(Menu),
    Setup(Setup),
    Play(Box<Play>),
    Results(Box<Play>),
    Text(TextView),
    History(HistoryView),
    HistoryCard(HistoryView),
    Review(review::ReviewView, Back),
}

/// Where a review returns to.
pub enum Back {
    Results(Box<Play>),
    History(HistoryView),
}

/// Why the program stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    Quit,
    /// Quit while the last move was not saved.
    Unsaved,
}

pub struct App {
    store: Box<dyn Storage>,
    tables: Tables,
    prefs: Prefs,
    /// Text for the terminal's clipboard, sent at the next frame.
    clipboard: Option<String>,
    /// Something to tell the player in the menu once (a config file with problems).
    notice: Option<String>,
    /// A bell to ring at the next frame (a Yahtzee, the end of a match), if the player
    /// asked for sound.
    bell: bool,
    screen: Screen,
    size: Rect,
    clock: Duration,
    exit: Option<Exit>,
    /// A match waiting for confirmation because it would replace a saved one (described).
    pending_start: Option<(MatchSetup, MatchOptions, String)>,
    /// The menu item last chosen, so the menu opens on it again.
    menu_item: Option<Item>,
    /// Quitting from the menu with a match in progress waits for a yes.
    pending_quit: bool,
    /// The seed given on the command line; rematches count on from it.
    seed: Option<u64>,
    /// Set when the data folder cannot be written: matches are played without saving, and
    /// this says why (the status line of each match repeats it).
    read_only: Option<String>,
}

fn new_id() -> String {
    format!("{:016x}", rand::random::<u64>())
}

impl App {
    pub fn new(store: Box<dyn Storage>, tables: Tables, prefs: Prefs, start: Start) -> App {
        let (store, unwritable) = crate::store::readonly::open(store);
        let mut app = App {
            store,
            tables,
            prefs,
            notice: None,
            clipboard: None,
            bell: false,
            screen: Screen::Menu(Menu::new(false, false, None)),
            size: Rect::new(0, 0, MIN_WIDTH, MIN_HEIGHT),
            clock: Duration::ZERO,
            exit: None,
            pending_start: None,
            seed: None,
            menu_item: None,
            pending_quit: false,
            read_only: unwritable.as_ref().map(|u| u.short()),
        };
        app.notice = unwritable.map(|u| u.notice());
        // A slot's lock is held only while this window has a match open in it (see
        // `check_slot`), so a window idle at the menu or on a results screen blocks no other.
        match start {
            Start::Menu => app.show_menu(None),
            Start::Setup { setup, seed } => {
                app.seed = seed;
                app.show_setup(setup);
            }
            Start::Match { setup, options } => {
                app.seed = Some(setup.seed);
                app.show_menu(None);
                app.start_match(setup, options, false);
            }
            Start::Resume(slot) => app.resume(slot),
        }
        app
    }

    pub fn exit(&self) -> Option<Exit> {
        self.exit
    }

    pub fn store_mut(&mut self) -> &mut dyn Storage {
        self.store.as_mut()
    }

    /// The overlay on the play screen, by name (tests).
    pub fn overlay_name(&self) -> Option<&'static str> {
        match &self.screen {
            Screen::Play(p) => p.overlay.as_ref().map(|o| match o {
                Overlay::Help { .. } => "help",
                Overlay::Pause { .. } => "pause",
                Overlay::Rules(_) => "rules",
                Overlay::ConfirmZero { .. } => "confirm-zero",
                Overlay::Handover { .. } => "handover",
                Overlay::SaveFailed { .. } => "save-failed",
                Overlay::CoachWarn { .. } => "coach-warn",
                Overlay::Correct(_) => "correct",
            }),
            _ if self.pending_start.is_some() => Some("replace-save"),
            _ if self.pending_quit => Some("confirm-quit"),
            _ => None,
        }
    }

    /// The match on screen, if any (tests).
    pub fn current_match(&self) -> Option<&Match> {
        match &self.screen {
            Screen::Play(p) | Screen::Results(p) => Some(p.game()),
            _ => None,
        }
    }

    pub fn screen_name(&self) -> &'static str {
        match &self.screen {
            Screen::Menu(_) => "menu",
            Screen::Setup(_) => "setup",
            Screen::Play(_) => "play",
            Screen::Results(_) => "results",
            Screen::Text(_) => "text",
            Screen::History(_) => "history",
            Screen::HistoryCard(_) => "history-card",
            Screen::Review(..) => "review",
        }
    }

    fn ctx(&mut self) -> (Ctx<'_>, &mut Screen) {
        (
            Ctx {
                store: self.store.as_mut(),
                tables: &mut self.tables,
                clock: self.clock,
                theme: self.prefs.theme,
                keys: &self.prefs.keys,
                animate: self.prefs.animate,
                bell: &mut self.bell,
            },
            &mut self.screen,
        )
    }

    /// Claims a slot and looks at its save, settling what needs no question: a finished
    /// match left in the save (the program stopped between archiving it and removing the
    /// save) is archived now; a save of a match the history already holds is retired; a
    /// damaged one was kept aside by the store. Says what it did, and describes a match still
    /// in progress. The claim stays: the caller releases it unless it opens a match there.
    fn check_slot(&mut self, slot: Slot) -> SlotCheck {
        let mut check = SlotCheck::default();
        if let Err(e) = self.store.claim(slot) {
            check.elsewhere = held_elsewhere(slot, &e);
            check.blocked = Some(e.to_string());
            return check;
        }
        if !self.store.has_match(slot) {
            return check;
        }
        match self.store.load_match(slot) {
            LoadOutcome::Loaded(loaded) if loaded.game().is_over() => {
                let play = Play::new(*loaded);
                check.notice = Some(match play.save_now(self.store.as_mut()) {
                    Ok(()) => "A finished match was moved to history.".to_string(),
                    Err(e) => format!("A finished match could not be moved to history: {e}."),
                });
            }
            LoadOutcome::Loaded(loaded) if self.store.history().0.contains(loaded.id()) => {
                check.notice = Some(match self.store.retire_match(slot, "finished") {
                    Ok(aside) => format!(
                        "The saved match had already finished and is in the history; its old save was kept as {aside}."
                    ),
                    Err(e) => format!(
                        "The saved match had already finished and is in the history, but its old save could not be moved aside: {e}."
                    ),
                });
            }
            LoadOutcome::Loaded(loaded) => check.in_progress = Some(describe_saved(&loaded)),
            LoadOutcome::Empty => {}
            LoadOutcome::Damaged { message } => {
                check.notice = Some(format!("{message} You can start a new match."));
            }
            LoadOutcome::Newer { message } | LoadOutcome::Busy { message } => {
                check.blocked = Some(message);
            }
        }
        check
    }

    /// Shows the main menu. Nothing is open there, so no slot stays claimed: a save is only
    /// looked at (claimed for that moment, since settling it may write), never held.
    fn show_menu(&mut self, notice: Option<String>) {
        let mut notices: Vec<String> = notice.into_iter().collect();
        let look = |app: &mut App, slot: Slot| {
            let check = if app.store.has_match(slot) {
                app.check_slot(slot)
            } else {
                SlotCheck::default()
            };
            app.store.release(slot);
            check
        };
        let normal = look(self, Slot::Normal);
        let practice = look(self, Slot::Practice);
        for check in [&normal, &practice] {
            notices.extend(check.notice.clone());
            // The Resume entry itself says that another window is playing the match.
            if !check.elsewhere {
                notices.extend(check.blocked.clone());
            }
        }
        // Damaged history or setup files are found (and kept aside) here, so the player hears
        // of them before starting anything.
        let (_, history_problem) = self.store.history();
        notices.extend(history_problem);
        let _ = self.store.last_setup();
        notices.extend(self.store.take_notices());
        notices.extend(self.notice.take());
        notices.dedup();
        let mut menu = Menu::new(
            normal.in_progress.is_some() || normal.elsewhere,
            practice.in_progress.is_some() || practice.elsewhere,
            (!notices.is_empty()).then(|| notices.join(" ")),
        );
        // A match played in another window keeps its Resume entry, named so, because that
        // window may go back to its menu at any time; choosing it then resumes here.
        for (item, check) in [(Item::Resume, &normal), (Item::ResumePractice, &practice)] {
            if check.elsewhere {
                menu.elsewhere.push(item);
            }
        }
        if normal.in_progress.is_none() {
            menu.select(Item::NewMatch);
        }
        if let Some(item) = self.menu_item {
            menu.select(item);
        }
        menu.resume_about = normal.in_progress.or(practice.in_progress);
        self.screen = Screen::Menu(menu);
    }

    fn show_setup(&mut self, setup: Option<LastSetup>) {
        // A setup given (from the command line) already has the config's defaults.
        let last = setup.unwrap_or_else(|| {
            let mut last = self.store.last_setup().unwrap_or_else(default_setup);
            self.prefs.defaults.apply(&mut last);
            last
        });
        let mut view = Setup::new(&last, self.seed);
        let mut notices: Vec<String> = self.notice.take().into_iter().collect();
        notices.extend(self.store.take_notices());
        if !notices.is_empty() {
            view.error = Some(notices.join(" "));
        }
        self.screen = Screen::Setup(view);
    }

    fn resume(&mut self, slot: Slot) {
        let check = self.check_slot(slot);
        if check.in_progress.is_none() {
            let why = check
                .blocked
                .or(check.notice)
                .unwrap_or_else(|| match slot {
                    Slot::Normal => "There is no saved match to resume.".to_string(),
                    Slot::Practice => "There is no practice match to resume.".to_string(),
                });
            return self.show_menu(Some(why));
        }
        // The claim `check_slot` took stays for as long as the match is open here.
        match self.store.load_match(slot) {
            LoadOutcome::Loaded(loaded) => {
                let mut play = Play::new(*loaded);
                self.mark_unsaved(&mut play);
                self.screen = Screen::Play(Box::new(play));
            }
            LoadOutcome::Empty => self.show_menu(None),
            LoadOutcome::Damaged { message }
            | LoadOutcome::Newer { message }
            | LoadOutcome::Busy { message } => self.show_menu(Some(message)),
        }
    }

    /// Starts a match. Unless `confirmed`, asks first when it would replace a match in
    /// progress; a slot another window holds is refused with a message.
    fn start_match(&mut self, setup: MatchSetup, options: MatchOptions, confirmed: bool) {
        // Per-seat settings beyond the seats would make a save this program refuses to read.
        let options = options.fitted(setup.seats.len());
        if let Some(why) = options.check_seats(&setup.seats) {
            self.show_menu(Some(format!("Cannot start: {why}.")));
            return;
        }
        let slot = Slot::of(&options);
        // The slot is claimed from here on, through the question below, so no other window
        // starts or resumes a match in it meanwhile.
        let check = self.check_slot(slot);
        if let Some(why) = check.blocked {
            self.store.release(slot);
            if let Screen::Setup(view) = &mut self.screen {
                view.error = Some(why);
            } else {
                self.show_menu(Some(why));
            }
            return;
        }
        if !confirmed && let Some(about) = check.in_progress {
            self.pending_start = Some((setup, options, about));
            return;
        }
        let last = LastSetup {
            rules: setup.rules,
            seats: setup.seats.clone(),
            options: options.clone(),
        };
        // Remembering the setup is a convenience; failing to write it must not stop play.
        let _ = self.store.save_setup(&last);
        let game = match Match::new(&setup) {
            Ok(g) => g,
            Err(e) => {
                self.store.release(slot);
                self.show_menu(Some(format!("Cannot start: {e}.")));
                return;
            }
        };
        let session = match Session::new(game, options, new_id(), now_unix()) {
            Ok(s) => s,
            Err(e) => {
                self.store.release(slot);
                self.show_menu(Some(format!("Cannot start: {e}.")));
                return;
            }
        };
        let mut play = Play::new(session);
        // What the menu had to say (a damaged file kept aside) is not lost by starting at once.
        if let Screen::Menu(menu) = &self.screen
            && let Some(notice) = &menu.notice
        {
            play.store_notice = Some(notice.clone());
            play.say_problem(notice);
        }
        if !self.mark_unsaved(&mut play)
            && let Err(e) = play.save_now(self.store.as_mut())
        {
            play.overlay = Some(Overlay::SaveFailed {
                message: e.to_string(),
                pending: None,
                pending_event: None,
                selected: 0,
            });
        }
        self.screen = Screen::Play(Box::new(play));
    }

    /// On a data folder that cannot be written, a match is played without saving from its
    /// first move (the player was told at start), rather than asking after every failed
    /// save. Returns whether it is so.
    fn mark_unsaved(&self, play: &mut Play) -> bool {
        let Some(why) = &self.read_only else {
            return false;
        };
        play.unsaved = true;
        play.say_problem(&format!("Playing WITHOUT SAVING: {why}."));
        true
    }

    fn rematch(&mut self, play: &Play) {
        let seed = match self.seed {
            Some(s) => {
                let next = s.wrapping_add(1);
                self.seed = Some(next);
                next
            }
            None => rand::random(),
        };
        // The next seat throws first this time; each seat's coach moves with it.
        let mut seats = play.game().seats().to_vec();
        seats.rotate_left(1);
        let mut options = play.options().clone();
        options
            .coach
            .resize(seats.len(), crate::store::CoachMode::Off);
        options.coach.rotate_left(1);
        let setup = MatchSetup {
            rules: *play.game().rules(),
            seats,
            seed,
        };
        // The finished match's save is gone, so this asks only if something else is there.
        self.start_match(setup, options, false);
    }

    fn stats_view(&mut self) -> TextView {
        let (history, problem) = self.store.history();
        super::screens::stats::view(&history, problem.as_deref(), &self.prefs.theme)
    }

    fn history_view(&mut self) -> HistoryView {
        let (history, _) = self.store.history();
        HistoryView::new(history.recent)
    }

    fn too_small(&self) -> bool {
        self.size.width < MIN_WIDTH || self.size.height < MIN_HEIGHT
    }

    /// The results screen's card: kept in the data folder and, where the terminal allows,
    /// put on the clipboard; one line says which happened.
    fn share_card(&mut self, play: &mut Play) {
        let info = crate::share::CardInfo {
            finished_unix: crate::store::now_unix(),
            practice: play.options().practice,
            play: play.options().play_mode(),
        };
        let text = crate::share::text_card(play.game(), &info);
        let name = format!(
            "{}-{}.txt",
            crate::store::format_time(info.finished_unix).replace([' ', ':'], "-"),
            play.session().id().chars().take(8).collect::<String>()
        );
        let kept = self.store.save_card(&name, &text);
        let copied = self.prefs.clipboard;
        if copied {
            self.clipboard = Some(text);
        }
        play.card_note = Some(match (kept, copied) {
            (Ok(path), true) => format!("Result card saved as {path} and copied to the clipboard."),
            (Ok(path), false) => format!(
                "Result card saved as {path} (this terminal cannot take it to the clipboard)."
            ),
            (Err(e), true) => format!("Result card copied to the clipboard, but not saved: {e}."),
            (Err(e), false) => format!("The result card could not be saved: {e}."),
        });
    }

    /// Keys that type on the play screen (a throw of real dice, a score pad's points, a
    /// correction) before the keymap reads them; true if the key was taken.
    fn typed(&mut self, key: &KeyEvent) -> bool {
        if self.too_small() {
            return false;
        }
        let (mut ctx, screen) = self.ctx();
        let Screen::Play(play) = screen else {
            return false;
        };
        play.typed(key, &mut ctx)
    }

    /// Feeds one input event.
    pub fn handle(&mut self, input: Input) {
        // A key or a click lands the dice at once, and then does what it always does.
        if !matches!(input, Input::Resize(..))
            && let Screen::Play(play) = &mut self.screen
        {
            play.tumble = None;
        }
        match input {
            Input::Resize(w, h) => self.size = Rect::new(0, 0, w, h),
            Input::Key(key) if key.kind != KeyEventKind::Release => self.key(key),
            Input::Key(_) => {}
            Input::Mouse(m) if !self.too_small() => self.mouse(m),
            Input::Mouse(_) => {}
        }
        self.after_input();
    }

    fn after_input(&mut self) {
        let finished =
            matches!(&self.screen, Screen::Play(p) if p.game().is_over() && p.overlay.is_none());
        if finished
            && let Screen::Play(play) = std::mem::replace(
                &mut self.screen,
                Screen::Menu(Menu::new(false, false, None)),
            )
        {
            // The finished match is in the history and its save gone, so the slot is free for
            // other windows. A finish that could not be saved keeps it until this window
            // leaves the results: the save on disk is not the match as it ended.
            if !play.unsaved {
                self.store.release(play.slot());
            }
            self.screen = Screen::Results(play);
        }
    }

    fn contexts(&self) -> Vec<Context> {
        if self.pending_start.is_some() || self.pending_quit {
            return vec![Context::Confirm];
        }
        match &self.screen {
            Screen::Menu(_) => vec![Context::List],
            Screen::Setup(_) => vec![Context::Setup],
            Screen::Play(p) => match &p.overlay {
                None => vec![Context::Play],
                Some(Overlay::Pause { .. } | Overlay::SaveFailed { .. }) => vec![Context::List],
                Some(Overlay::Rules(_)) => vec![Context::Text],
                Some(Overlay::Handover { .. }) => vec![Context::Confirm, Context::Play],
                Some(Overlay::Correct(_)) => vec![Context::Setup],
                Some(_) => vec![Context::Confirm],
            },
            Screen::Results(_) => vec![Context::Results],
            Screen::Text(_) | Screen::History(_) | Screen::HistoryCard(_) | Screen::Review(..) => {
                vec![Context::Text, Context::Results]
            }
        }
    }

    fn key(&mut self, key: KeyEvent) {
        if let Screen::Setup(setup) = &mut self.screen
            && setup.editing.is_some()
        {
            match key.code {
                KeyCode::Char(c)
                    if !key
                        .modifiers
                        .contains(ratatui::crossterm::event::KeyModifiers::CONTROL) =>
                {
                    setup.type_char(c);
                    return;
                }
                KeyCode::Backspace => {
                    setup.backspace();
                    return;
                }
                _ => {}
            }
        }
        if self.typed(&key) {
            return;
        }
        let command = self
            .contexts()
            .into_iter()
            .find_map(|c| self.prefs.keys.lookup(c, &key));
        let Some(command) = command else { return };
        if command == Command::QuitNow {
            self.exit = Some(Exit::Quit);
            return;
        }
        if self.too_small() {
            return;
        }
        self.command(command);
    }

    /// Quits, asking first when a match is in progress (it stays saved either way, but a
    /// slip of the finger should not close the table).
    fn quit_from_menu(&mut self, menu: &Menu) {
        if menu.resume_about.is_some() {
            self.pending_quit = true;
        } else {
            self.exit = Some(Exit::Quit);
        }
    }

    fn command(&mut self, command: Command) {
        if self.pending_quit {
            self.pending_quit = false;
            if command == Command::Select {
                self.exit = Some(Exit::Quit);
            }
            return;
        }
        if let Some((setup, options, _)) = self.pending_start.take() {
            if command == Command::Select {
                self.start_match(setup, options, true);
            } else {
                // Kept: the slot was claimed only for the question.
                self.store.release(Slot::of(&options));
                if let Screen::Menu(_) = self.screen {
                    self.show_menu(None);
                }
            }
            return;
        }
        let screen = std::mem::replace(
            &mut self.screen,
            Screen::Menu(Menu::new(false, false, None)),
        );
        self.screen = match screen {
            Screen::Menu(mut menu) => match command {
                Command::Up => {
                    menu.move_by(false);
                    Screen::Menu(menu)
                }
                Command::Down => {
                    menu.move_by(true);
                    Screen::Menu(menu)
                }
                Command::Select => return self.menu_choice(menu),
                Command::Back => {
                    self.quit_from_menu(&menu);
                    Screen::Menu(menu)
                }
                _ => Screen::Menu(menu),
            },
            Screen::Setup(mut setup) => match setup.handle(command) {
                SetupOutcome::Stay => Screen::Setup(setup),
                SetupOutcome::Back => {
                    self.show_menu(None);
                    return;
                }
                SetupOutcome::Start(match_setup, options) => {
                    self.screen = Screen::Setup(setup);
                    self.start_match(match_setup, options, false);
                    return;
                }
            },
            Screen::Play(mut play) => {
                let outcome = {
                    let mut ctx = Ctx {
                        store: self.store.as_mut(),
                        tables: &mut self.tables,
                        clock: self.clock,
                        theme: self.prefs.theme,
                        keys: &self.prefs.keys,
                        animate: self.prefs.animate,
                        bell: &mut self.bell,
                    };
                    play.handle(&mut ctx, command)
                };
                match outcome {
                    PlayOutcome::Stay => Screen::Play(play),
                    PlayOutcome::Menu => {
                        self.show_menu(None);
                        return;
                    }
                    PlayOutcome::Quit => {
                        self.exit = Some(Exit::Quit);
                        Screen::Play(play)
                    }
                    PlayOutcome::QuitUnsaved => {
                        self.exit = Some(Exit::Unsaved);
                        Screen::Play(play)
                    }
                }
            }
            Screen::Results(play) => match command {
                Command::Rematch => {
                    self.rematch(&play);
                    return;
                }
                Command::Review => Screen::Review(
                    review::ReviewView::new(play.game(), &mut self.tables, &self.prefs.theme),
                    Back::Results(play),
                ),
                Command::Card => {
                    let mut play = play;
                    self.share_card(&mut play);
                    Screen::Results(play)
                }
                Command::Menu => {
                    self.show_menu(play.store_notice.clone());
                    return;
                }
                Command::Quit => {
                    self.exit = Some(Exit::Quit);
                    Screen::Results(play)
                }
                _ => Screen::Results(play),
            },
            Screen::Text(mut view) => {
                if !view.handle(command)
                    && matches!(command, Command::Back | Command::Menu | Command::Quit)
                {
                    self.show_menu(None);
                    return;
                }
                Screen::Text(view)
            }
            Screen::History(mut view) => match command {
                Command::Up => {
                    view.move_by(false);
                    Screen::History(view)
                }
                Command::Down => {
                    view.move_by(true);
                    Screen::History(view)
                }
                Command::Select if !view.entries.is_empty() => Screen::HistoryCard(view),
                Command::Review if !view.entries.is_empty() => {
                    let game = view.entries[view.selected].1.clone();
                    Screen::Review(
                        review::ReviewView::new(&game, &mut self.tables, &self.prefs.theme),
                        Back::History(view),
                    )
                }
                Command::Back | Command::Menu | Command::Quit => {
                    self.show_menu(None);
                    return;
                }
                _ => Screen::History(view),
            },
            Screen::HistoryCard(view) => match command {
                Command::Review => {
                    let game = view.entries[view.selected].1.clone();
                    Screen::Review(
                        review::ReviewView::new(&game, &mut self.tables, &self.prefs.theme),
                        Back::History(view),
                    )
                }
                Command::Back | Command::Menu | Command::Quit | Command::Select => {
                    Screen::History(view)
                }
                _ => Screen::HistoryCard(view),
            },
            Screen::Review(mut view, back) => {
                if view.handle(command) {
                    Screen::Review(view, back)
                } else if matches!(
                    command,
                    Command::Back | Command::Menu | Command::Quit | Command::Select
                ) {
                    match back {
                        Back::Results(play) => Screen::Results(play),
                        Back::History(h) => Screen::History(h),
                    }
                } else {
                    Screen::Review(view, back)
                }
            }
        };
    }

    fn menu_choice(&mut self, menu: Menu) {
        self.menu_item = menu.current();
        match menu.current() {
            Some(Item::NewMatch) => self.show_setup(None),
            Some(Item::Resume) => self.resume(Slot::Normal),
            Some(Item::ResumePractice) => self.resume(Slot::Practice),
            Some(Item::Rules) => {
                let rules = self
                    .store
                    .last_setup()
                    .map_or(crate::rules::Ruleset::CLASSIC, |s| s.rules);
                self.screen = Screen::Text(TextView::rules(&rules, &self.prefs.theme));
            }
            Some(Item::Statistics) => self.screen = Screen::Text(self.stats_view()),
            Some(Item::History) => self.screen = Screen::History(self.history_view()),
            Some(Item::Quit) => {
                self.quit_from_menu(&menu);
                self.screen = Screen::Menu(menu);
            }
            None => self.screen = Screen::Menu(menu),
        }
    }

    fn mouse(&mut self, m: MouseEvent) {
        let area = self.size;
        match m.kind {
            MouseEventKind::ScrollUp => return self.command(Command::Up),
            MouseEventKind::ScrollDown => return self.command(Command::Down),
            MouseEventKind::Down(MouseButton::Left) => {}
            _ => return,
        }
        let (x, y) = (m.column, m.row);
        if self.pending_start.is_some() || self.pending_quit {
            let yes = dialog_choice(confirm_area(area), x, y) == Some(true);
            return self.command(if yes { Command::Select } else { Command::Back });
        }
        let (mut ctx, screen) = self.ctx();
        match screen {
            Screen::Menu(menu) => {
                if let Some(i) = menu.item_at(area, x, y) {
                    menu.selected = i;
                    if menu.visible()[i].1 {
                        self.command(Command::Select);
                    }
                }
            }
            Screen::Setup(setup) => {
                let (list, _) = Setup::areas(area);
                let inner = Rect::new(
                    list.x + 1,
                    list.y + 1,
                    list.width.saturating_sub(2),
                    list.height.saturating_sub(2),
                );
                let hit = setup
                    .row_rects(inner)
                    .into_iter()
                    .find(|(_, r)| y == r.y && x >= r.x && x < r.right())
                    .map(|(i, _)| i);
                if let Some(i) = hit
                    && let SetupOutcome::Start(s, o) = setup.click(i)
                {
                    self.start_match(s, o, false);
                }
            }
            Screen::Play(play) => {
                let outcome = play.click(&mut ctx, area, x, y);
                match outcome {
                    PlayOutcome::Menu => self.show_menu(None),
                    PlayOutcome::Quit => self.exit = Some(Exit::Quit),
                    PlayOutcome::QuitUnsaved => self.exit = Some(Exit::Unsaved),
                    PlayOutcome::Stay => {}
                }
            }
            Screen::History(view) => {
                if let Some(i) = view.item_at(area, y) {
                    if view.selected == i {
                        self.command(Command::Select);
                    } else {
                        view.selected = i;
                    }
                }
            }
            _ => {}
        }
    }

    /// Advances the clock by `dt`: CPU seats play, background work is collected.
    pub fn tick(&mut self, dt: Duration) {
        self.clock += dt;
        self.tables.poll();
        self.cache_notices();
        // While the terminal is too small nothing is drawn, so CPUs wait: no turn passes unseen.
        let visible = !self.too_small();
        let (mut ctx, screen) = self.ctx();
        if let Screen::Play(play) = screen
            && visible
        {
            play.tick(&mut ctx);
        }
        self.after_input();
    }

    /// Tells the player something in the menu (now, if it is showing, else when it next is),
    /// after what it already had to say: each is said once, so none may push another out.
    pub fn tell(&mut self, notice: String) {
        let shown = match &mut self.screen {
            Screen::Menu(menu) => menu.notice.take(),
            _ => None,
        };
        let before: Vec<String> = shown.into_iter().chain(self.notice.take()).collect();
        self.notice = Some(
            before
                .into_iter()
                .chain([notice])
                .collect::<Vec<_>>()
                .join(" "),
        );
        if let Screen::Menu(_) = self.screen {
            self.show_menu(None);
        }
    }

    /// Says what the table caches reported (a damaged file rebuilt, a table that could not
    /// be written), once each, wherever the player is.
    fn cache_notices(&mut self) {
        for notice in self.tables.take_notices() {
            // On a folder that cannot be written, the start notice already said nothing is kept.
            if self.read_only.is_some() && notice.is_write_failure() {
                continue;
            }
            match &mut self.screen {
                Screen::Play(play) => {
                    play.say_problem(notice.text());
                }
                _ => self.tell(notice.text().to_string()),
            }
        }
    }

    pub fn prefs(&self) -> &Prefs {
        &self.prefs
    }

    /// Text to put on the terminal's clipboard now (a result card); asking clears it.
    pub fn take_clipboard(&mut self) -> Option<String> {
        self.clipboard.take()
    }

    /// Whether the terminal bell should ring now; asking clears it.
    pub fn take_bell(&mut self) -> bool {
        std::mem::take(&mut self.bell)
    }

    /// How long the event loop may sleep before the app needs a tick.
    pub fn next_wake(&self) -> Option<Duration> {
        let busy = self.tables.busy().then_some(Duration::from_millis(150));
        let play = match &self.screen {
            Screen::Play(p) if !self.too_small() => p
                .next_deadline(self.clock)
                .map(|d| d.saturating_sub(self.clock)),
            _ => None,
        };
        [busy, play].into_iter().flatten().min()
    }

    pub fn draw(&mut self, frame: &mut Frame) {
        let area = frame.area();
        self.size = area;
        let buf = frame.buffer_mut();
        self.render(buf, area);
    }

    /// Draws everything into `buf` (the terminal's, or a test's).
    pub fn render(&mut self, buf: &mut Buffer, area: Rect) {
        self.size = area;
        if self.too_small() {
            let text = format!(
                "Enlarge the terminal to at least {MIN_WIDTH}×{MIN_HEIGHT} (it is {}×{}).",
                area.width, area.height
            );
            let lines = wrap(&text, area.width.max(1) as usize);
            let top = area.y + area.height.saturating_sub(lines.len() as u16) / 2;
            for (i, line) in lines.iter().enumerate() {
                let x = area.x + area.width.saturating_sub(line.chars().count() as u16) / 2;
                put(buf, area, x, top + i as u16, line, self.prefs.theme.warn());
            }
            return;
        }
        let theme = self.prefs.theme;
        let keys: Keymap = self.prefs.keys.clone();
        let (mut ctx, screen) = self.ctx();
        match screen {
            Screen::Menu(menu) => menu.draw(buf, area, &theme, &keys),
            Screen::Setup(setup) => setup.draw(buf, area, &theme, &keys),
            Screen::Play(play) => play.draw(buf, area, &mut ctx),
            Screen::Results(play) => results::draw(
                buf,
                area,
                results::Finished {
                    game: play.game(),
                    practice: play.options().practice,
                    notice: play.store_notice.as_deref(),
                    celebrations: &play.personal_bests,
                    card_note: play.card_note.as_deref(),
                },
                &theme,
                &keys,
            ),
            Screen::Text(view) => {
                view.draw(
                    buf,
                    Rect::new(area.x, area.y, area.width, area.height.saturating_sub(1)),
                    &theme,
                );
                footer(buf, area, &keys.reading_help(), &theme);
            }
            Screen::History(view) => view.draw(buf, area, &theme, &keys),
            Screen::HistoryCard(view) => {
                if let Some((f, game)) = view.entries.get(view.selected) {
                    results::draw(
                        buf,
                        area,
                        results::Finished {
                            game,
                            practice: f.options.practice,
                            notice: None,
                            celebrations: &[],
                            card_note: None,
                        },
                        &theme,
                        &keys,
                    );
                    let mut help = keys.short_help_for(Context::Text, &[Command::Back]);
                    help.extend(keys.short_help_for(Context::Results, &[Command::Review]));
                    footer(buf, area, &help, &theme);
                }
            }
            Screen::Review(view, _) => view.draw(buf, area, ctx.tables, &theme, &keys),
        }
        let (yes, no) = (
            keys.key_for(Context::Confirm, Command::Select),
            keys.key_for(Context::Confirm, Command::Back),
        );
        if self.pending_quit {
            dialog(
                buf,
                confirm_area(area),
                " Quit? ",
                "A match is in progress. It stays saved: Resume continues it next time.",
                &format!("{yes}: quit"),
                &format!("{no}: stay"),
                theme.warn(),
                &theme,
            );
        }
        if let Some((_, _, about)) = &self.pending_start {
            let text = format!(
                "A saved match is still in progress ({about}). Starting a new one replaces it for good."
            );
            dialog(
                buf,
                confirm_area(area),
                " Replace the saved match? ",
                &text,
                &format!("{yes}: start anyway"),
                &format!("{no}: keep it"),
                theme.warn(),
                &theme,
            );
        }
    }
}

fn confirm_area(area: Rect) -> Rect {
    centered(area, 64, 9)
}

/// What a slot's save holds, as [`App::check_slot`] found it.
#[derive(Default)]
struct SlotCheck {
    /// Something done or found that the player should hear of.
    notice: Option<String>,
    /// The match in progress, described for people.
    in_progress: Option<String>,
    /// Why the slot cannot be used here (another window, a newer program's save).
    blocked: Option<String>,
    /// Another window holds the slot: it has a match open there.
    elsewhere: bool,
}

/// Whether a claim was refused because another window holds the slot (rather than because
/// the lock could not be taken at all).
fn held_elsewhere(slot: Slot, e: &crate::store::StoreError) -> bool {
    *e == crate::store::StoreError::Busy(slot)
}

/// "Ana, Ben and Strong CPU · round 5 of 13 · Classic".
pub fn describe_saved(loaded: &Session) -> String {
    let names: Vec<&str> = loaded
        .game()
        .seats()
        .iter()
        .map(|s| s.name.as_str())
        .collect();
    let who = match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.join(""),
    };
    format!(
        "{who} · round {} of {} · {}{}",
        loaded.game().round(),
        loaded.game().rounds(),
        loaded.game().rules().name(),
        if loaded.options().practice {
            " · practice"
        } else {
            ""
        }
    )
}
