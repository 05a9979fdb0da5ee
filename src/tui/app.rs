//! The application: which screen is up (and the screens a Back returns to), the one
//! question that may stand over it, routing keys (through the keymap), clicks and time to the
//! screen, and carrying out the step it answers with.

use crate::l10n::t;
use std::time::Duration;

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyEvent, KeyEventKind, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

use super::Prefs;
use super::keymap::{Command, Context};
use super::screens::guest_keys::GuestKeys;
use super::screens::{Confirm, Cx, Kind, Screen, Step};
use super::services::{Opened, Services, Started};
use super::shelf::Shelf;
use super::widgets::{MIN_HEIGHT, MIN_WIDTH, fits, put, wrap};
use crate::game::{Match, MatchSetup};
use crate::store::{LastSetup, MatchId, MatchOptions, Storage};

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
    /// Resume this match at once.
    Resume(MatchId),
    /// Learn to play: the lessons and puzzles.
    Learn,
    /// The daily challenge's screen (`yahtzee daily`).
    Daily,
}

/// Why the program stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exit {
    Quit,
    /// Quit from a match that is saved and unfinished: the program says how to resume it.
    Saved(MatchId),
    /// Quit while moves of the match were not saved: what is lost, in a sentence.
    Unsaved(String),
}

/// Whom this window serves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A player at this terminal, with the menu and everything it leads to.
    Local,
    /// The host of a table others join (`yahtzee host`): setup, then the host's seat at the
    /// table; leaving the match closes the table.
    Host,
    /// A guest of a hosted table, over SSH: the table only, never the host's menu or files.
    Guest,
}

pub struct App {
    mode: Mode,
    /// The table of a hosted match, once setup or resume made it, until the host's loop
    /// takes it (see [`App::take_table`]).
    table: Option<Box<crate::table::Table>>,
    /// A guest's choice of seat, until the host's loop takes it.
    choice: Option<super::screens::lobby::Choice>,
    services: Services,
    screen: Box<dyn Screen>,
    /// The screens a Back returns to, the nearest last (the results under their review).
    below: Vec<Box<dyn Screen>>,
    /// A question over the screen, holding the step that waits for a yes.
    confirm: Option<Box<Confirm>>,
    size: Rect,
    exit: Option<Exit>,
    /// The match the player last left unfinished for the menu in this run: said on the
    /// way out (how to resume it) as quitting from the match says it.
    left: Option<crate::store::MatchId>,
    /// A step is being carried out (steps may lead to steps): only the outermost one says
    /// what leaving a match lost.
    applying: bool,
    /// A guest left the table for the menu rather than to quit: at a public server that is
    /// the lobby (see [`App::left_for_menu`]).
    left_for_menu: bool,
}

impl App {
    pub fn new(store: Box<dyn Storage>, shelf: Shelf, prefs: Prefs, start: Start) -> App {
        App::with_mode(Mode::Local, store, shelf, prefs, start)
    }

    /// The host's window of a table others join: `start` is its setup (or the match to
    /// start or resume at once), and the table it makes waits in [`App::take_table`].
    pub fn hosting(store: Box<dyn Storage>, shelf: Shelf, prefs: Prefs, start: Start) -> App {
        App::with_mode(Mode::Host, store, shelf, prefs, start)
    }

    /// A guest's window on a hosted table, opening on `screen` (the seat chooser). Its store
    /// holds nothing of the host's: a result card a guest keeps stays in memory (and goes to
    /// the guest's clipboard).
    pub fn guest(shelf: Shelf, prefs: Prefs, screen: Box<dyn Screen>) -> App {
        let mut app = App::with_mode(
            Mode::Guest,
            Box::new(crate::store::MemoryStore::new()),
            shelf,
            prefs,
            Start::Menu,
        );
        app.screen = screen;
        app
    }

    fn with_mode(
        mode: Mode,
        store: Box<dyn Storage>,
        shelf: Shelf,
        prefs: Prefs,
        start: Start,
    ) -> App {
        let mut services = Services::new(store, shelf, prefs);
        services.hosted = mode == Mode::Host;
        let mut resumed = None;
        // A match's lock is held only while this window has it open (see
        // `Services::check`), so a window idle at the menu or on a results screen blocks no
        // other.
        let (screen, then): (Box<dyn Screen>, _) = match start {
            Start::Menu => (Box::new(services.menu(None)), None),
            Start::Setup { setup, seed } => {
                services.seed = seed;
                (Box::new(services.setup(setup)), None)
            }
            Start::Match { setup, options } => {
                services.seed = Some(setup.seed);
                (Box::new(services.menu(None)), Some((setup, options)))
            }
            Start::Daily => (Box::new(services.daily(None)), None),
            Start::Learn => {
                let mut cx = services.cx(Rect::new(0, 0, MIN_WIDTH, MIN_HEIGHT));
                let at = super::screens::learn::Entry::Lesson(0);
                (
                    Box::new(super::screens::learn::LearnMenu::read(&mut cx, at)),
                    None,
                )
            }
            Start::Resume(id) => match services.resume(&id) {
                Ok(Opened::Table(table)) => {
                    resumed = Some(table);
                    (Box::new(services.menu(None)), None)
                }
                Ok(Opened::Play(play)) => (play, None),
                Err(not) => (Box::new(services.menu(not.notice())), None),
            },
        };
        let mut app = App {
            mode,
            table: resumed,
            choice: None,
            services,
            screen,
            below: Vec::new(),
            confirm: None,
            size: Rect::new(0, 0, MIN_WIDTH, MIN_HEIGHT),
            exit: None,
            left: None,
            applying: false,
            left_for_menu: false,
        };
        if let Some((setup, options)) = then {
            app.start(setup, options);
        }
        app
    }

    /// Makes `day` the daily's today in place of the clock's (tests), and shows the daily's
    /// screen again if it is up.
    pub fn with_today(mut self, day: crate::game::Day) -> App {
        self.services.today = Some(day);
        if self.screen.kind() == Kind::Daily {
            let daily = self.services.daily(None);
            self.show(Box::new(daily));
        }
        self
    }

    pub fn exit(&self) -> Option<Exit> {
        self.exit.clone()
    }

    /// What leaving now would lose: a match on screen, or under the screen shown (its
    /// results, under their review), whose moves could not be saved.
    fn lost_here(&self) -> Option<String> {
        self.screen
            .lost()
            .or_else(|| self.below.iter().rev().find_map(|s| s.lost()))
    }

    /// Stops the program, saying what is lost if moves could not be saved.
    fn quit(&mut self) {
        self.exit = Some(match (self.lost_here(), self.screen.open_match()) {
            (Some(lost), _) => Exit::Unsaved(lost),
            (None, Some(id)) if self.mode == Mode::Local => Exit::Saved(id),
            (None, _) => match self.left_on_the_go() {
                Some(id) => Exit::Saved(id),
                None => Exit::Quit,
            },
        });
    }

    /// The match left for the menu in this run, if it still waits to be resumed: not
    /// deleted, finished or resumed into the history since.
    fn left_on_the_go(&mut self) -> Option<crate::store::MatchId> {
        let id = self.left.take()?;
        let waits = self
            .services
            .store
            .list_matches()
            .iter()
            .any(|e| e.id == id && e.brief().is_some_and(|b| !b.over));
        waits.then_some(id)
    }

    /// Whether a window that is not the local game's left its table for the menu (a public
    /// server shows its lobby then) rather than to quit.
    pub fn left_for_menu(&self) -> bool {
        self.left_for_menu
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The table a hosted match's setup (or resume) made, for the host's loop to serve.
    pub fn take_table(&mut self) -> Option<Box<crate::table::Table>> {
        self.table.take()
    }

    /// What a guest chose in the lobby, for the host's loop to grant.
    pub fn take_choice(&mut self) -> Option<super::screens::lobby::Choice> {
        self.choice.take()
    }

    /// Shows `screen` as this window's only screen (the host's seat at a table, a guest's).
    pub fn show_screen(&mut self, screen: Box<dyn Screen>) {
        self.confirm = None;
        self.show(screen);
    }

    /// What every screen borrows, for a call the host's loop makes on the table itself.
    pub fn cx(&mut self) -> Cx<'_> {
        self.services.cx(self.size)
    }

    /// The clock the screens run on (time since start, as ticked).
    pub fn clock(&self) -> Duration {
        self.services.clock
    }

    /// The terminal's size as last told.
    pub fn size(&self) -> Rect {
        self.size
    }

    /// Shows a problem on the screen (its status line, or the menu).
    pub fn report(&mut self, problem: &str) {
        if !self.screen.report(problem) {
            self.tell(problem.to_string());
        }
    }

    pub fn store_mut(&mut self) -> &mut dyn Storage {
        self.services.store.as_mut()
    }

    /// The question or the overlay on screen, by name (tests).
    pub fn overlay_name(&self) -> Option<&'static str> {
        self.screen
            .overlay()
            .or(self.confirm.as_ref().map(|c| c.name()))
    }

    /// The match on screen, if any (tests).
    pub fn current_match(&self) -> Option<&Match> {
        self.screen.current_match()
    }

    pub fn screen_name(&self) -> &'static str {
        self.screen.kind().name()
    }

    pub fn prefs(&self) -> &Prefs {
        &self.services.prefs
    }

    /// Text to put on the terminal's clipboard now (a result card); asking clears it.
    pub fn take_clipboard(&mut self) -> Option<String> {
        self.services.clipboard.take()
    }

    /// Whether the terminal bell should ring now; asking clears it.
    pub fn take_bell(&mut self) -> bool {
        std::mem::take(&mut self.services.bell)
    }

    fn too_small(&self) -> bool {
        !fits(self.size)
    }

    /// The screen, and what it borrows for one call.
    fn parts(&mut self) -> (&mut dyn Screen, Cx<'_>) {
        (self.screen.as_mut(), self.services.cx(self.size))
    }

    /// Runs `f` in the language chosen in setup during this run, if one was: the app
    /// speaks it from then on without changing the process's (a test's app, or a window
    /// among others, speaks for itself alone).
    fn in_language<T>(&mut self, f: impl FnOnce(&mut App) -> T) -> T {
        match self.services.language {
            Some(lang) => crate::l10n::speaking(lang, None, || f(self)),
            None => f(self),
        }
    }

    /// Feeds one input event.
    pub fn handle(&mut self, input: Input) {
        self.in_language(|app| app.handle_here(input));
    }

    fn handle_here(&mut self, input: Input) {
        if !matches!(input, Input::Resize(..)) {
            self.screen.touched();
        }
        match input {
            Input::Resize(w, h) => self.size = Rect::new(0, 0, w, h),
            Input::Key(key) if key.kind != KeyEventKind::Release => self.key(key),
            Input::Key(_) => {}
            Input::Mouse(m) if !self.too_small() => self.mouse(m),
            Input::Mouse(_) => {}
        }
    }

    fn contexts(&self) -> Vec<Context> {
        match &self.confirm {
            Some(_) => vec![Context::Confirm],
            None => self.screen.contexts(),
        }
    }

    fn key(&mut self, key: KeyEvent) {
        // A question takes no typing: its keys are the confirm context's.
        if self.confirm.is_none() {
            let (screen, mut cx) = self.parts();
            if let Some(step) = screen.key(&key, &mut cx) {
                return self.apply(step);
            }
        }
        let command = self
            .contexts()
            .into_iter()
            .find_map(|c| self.services.prefs.keys.lookup(c, &key));
        let Some(command) = command else { return };
        if command == Command::QuitNow {
            self.quit();
            return;
        }
        if self.too_small() {
            return;
        }
        self.command(command);
    }

    fn command(&mut self, command: Command) {
        let step = match self.confirm.take() {
            Some(confirm) => confirm.command(command),
            None => {
                let (screen, mut cx) = self.parts();
                screen.command(command, &mut cx)
            }
        };
        self.apply(step);
    }

    fn mouse(&mut self, m: MouseEvent) {
        match m.kind {
            MouseEventKind::ScrollUp => return self.command(Command::Up),
            MouseEventKind::ScrollDown => return self.command(Command::Down),
            MouseEventKind::Down(MouseButton::Left) => {}
            _ => return,
        }
        let (area, x, y) = (self.size, m.column, m.row);
        let step = match self.confirm.take() {
            Some(confirm) => confirm.click(area, x, y),
            None => {
                let (screen, mut cx) = self.parts();
                screen.click(area, x, y, &mut cx)
            }
        };
        self.apply(step);
    }

    /// Carries out what a screen (or the answer to a question) asked for. Leaving a match
    /// whose moves could not be saved (for the menu, another match) says what was lost.
    fn apply(&mut self, step: Step) {
        let outermost = !std::mem::replace(&mut self.applying, true);
        let lost = if outermost && self.mode == Mode::Local {
            self.lost_here()
        } else {
            None
        };
        self.apply_step(step);
        if outermost {
            self.applying = false;
        }
        if let Some(lost) = lost
            && self.exit.is_none()
            && self.lost_here().is_none()
        {
            self.report(&lost);
        }
    }

    /// The step, if this window may take it: at a hosted table leaving the match leaves
    /// the table, and matches and files are the host's. A step refused is told (or, for
    /// leaving, ends the window) and `None` returned.
    fn allowed_here(&mut self, step: Step) -> Option<Step> {
        match (self.mode, step) {
            (Mode::Local, step) => Some(step),
            // Leaving the match leaves the table: the host's loop closes it, a guest's
            // connection ends.
            (_, step @ (Step::Menu { .. } | Step::Quit | Step::QuitUnsaved)) => {
                self.left_for_menu = matches!(step, Step::Menu { .. });
                self.exit = Some(Exit::Quit);
                None
            }
            (
                Mode::Guest,
                Step::NewMatch
                | Step::Start(_)
                | Step::Matches
                | Step::Resume(_)
                | Step::Delete(_)
                | Step::Rematch(_)
                | Step::Daily
                | Step::PlayDaily { .. },
            ) => {
                self.report(&t!("play-app-only-host-starts"));
                None
            }
            // The host's files are never a guest's to change.
            (Mode::Guest, Step::ForgetKey { .. }) => {
                self.report(&t!("play-app-only-host-keys"));
                None
            }
            (Mode::Host, Step::Rematch(_)) => {
                self.report(&t!("play-app-rematch-at-host"));
                None
            }
            (_, step) => Some(step),
        }
    }

    fn apply_step(&mut self, step: Step) {
        let Some(step) = self.allowed_here(step) else {
            return;
        };
        match step {
            Step::Stay => {}
            Step::Open(screen) => self.screen = screen,
            Step::Push(screen) => self.below.push(std::mem::replace(&mut self.screen, screen)),
            Step::Back => match self.below.pop() {
                Some(screen) => self.screen = screen,
                None => self.show_menu(None),
            },
            Step::Menu { notice } => {
                if self.mode == Mode::Local
                    && let Some(id) = self.screen.open_match()
                {
                    self.left = Some(id);
                }
                self.show_menu(notice)
            }
            Step::NewMatch => {
                let setup = self.services.setup(None);
                self.show(Box::new(setup));
            }
            Step::Start(start) => self.start(start.0, start.1),
            Step::Matches => {
                let list = self.services.match_list(None);
                self.show(Box::new(list));
            }
            Step::Resume(id) => match self.services.resume(&id) {
                Ok(Opened::Table(table)) => self.table = Some(table),
                Ok(Opened::Play(play)) => self.show(play),
                // Chosen from the list: back to it, saying why.
                Err(not) if self.screen.kind() == Kind::Matches => {
                    let list = self.services.match_list(not.notice());
                    self.show(Box::new(list));
                }
                Err(not) => self.show_menu(not.notice()),
            },
            Step::Delete(id) => {
                let said = self.services.delete(&id);
                let list = self.services.match_list(Some(said));
                self.show(Box::new(list));
            }
            Step::Rematch(rematch) => {
                let setup = MatchSetup {
                    rules: rematch.rules,
                    seats: rematch.seats,
                    seed: self.services.next_seed(),
                    same_dice: rematch.same_dice,
                };
                self.start(setup, rematch.options);
            }
            Step::Confirm(confirm) => self.confirm = Some(confirm),
            Step::Chose(item, then) => {
                self.services.menu_item = item;
                self.apply(*then);
            }
            Step::Quit | Step::QuitUnsaved => self.quit(),
            Step::Join(choice) => {
                if self.mode == Mode::Guest {
                    self.choice = Some(choice);
                }
            }
            Step::Daily => {
                let daily = self.services.daily(None);
                self.show(Box::new(daily));
            }
            Step::PlayDaily { day, attempt } => {
                let notice = self.screen.notice().map(str::to_string);
                match self.services.start_daily(day, attempt, notice) {
                    Started::Table(table) => self.table = Some(table),
                    Started::Play(play) => self.show(play),
                    // Back to the daily's screen, saying why (another window took the day,
                    // too many matches on the go, a record that cannot be written).
                    Started::Refused(why) | Started::Failed(why) => {
                        let daily = self.services.daily(Some(why));
                        self.show(Box::new(daily));
                    }
                }
            }
            Step::Language(lang) => {
                if let Err(why) = self.services.choose_language(lang) {
                    self.report(&why);
                }
            }
            Step::ResetLearn => {
                let (_, mut cx) = self.parts();
                let learn = super::screens::learn::LearnMenu::reset(&mut cx);
                self.screen = Box::new(learn);
            }
            Step::ForgetKey { fingerprint, row } => match self.services.store.data_dir() {
                Some(data) => {
                    let keys = GuestKeys::forget(data, &fingerprint, row);
                    self.screen = Box::new(keys);
                }
                None => self.report(&t!("play-app-no-data-folder")),
            },
        }
    }

    /// A screen of its own: nothing underneath to go back to.
    fn show(&mut self, screen: Box<dyn Screen>) {
        self.below.clear();
        self.screen = screen;
    }

    fn show_menu(&mut self, notice: Option<String>) {
        let menu = self.services.menu(notice);
        self.show(Box::new(menu));
    }

    fn start(&mut self, setup: MatchSetup, options: MatchOptions) {
        let notice = self.screen.notice().map(str::to_string);
        match self.services.start(setup, options, notice) {
            Started::Table(table) => self.table = Some(table),
            Started::Play(play) => self.show(play),
            Started::Refused(why) => {
                let step = self.screen.refused(why);
                self.apply(step);
            }
            Started::Failed(why) => self.show_menu(Some(why)),
        }
    }

    /// Advances the clock by `dt`: CPU seats play, background work is collected.
    pub fn tick(&mut self, dt: Duration) {
        self.in_language(|app| app.tick_here(dt));
    }

    fn tick_here(&mut self, dt: Duration) {
        self.services.clock += dt;
        self.services.shelf.poll();
        // The caches are the host's business: a guest hears nothing of its files.
        if self.mode != Mode::Guest {
            self.cache_notices();
        }
        // While the terminal is too small nothing is drawn, so CPUs wait: no turn passes unseen.
        if !self.too_small() {
            let (screen, mut cx) = self.parts();
            let step = screen.tick(&mut cx);
            self.apply(step);
        }
    }

    /// Tells the player something in the menu (now, if it is showing, else when it next is),
    /// after what it already had to say: each is said once, so none may push another out.
    pub fn tell(&mut self, notice: String) {
        let shown = self.screen.notice().map(str::to_string);
        let before: Vec<String> = shown
            .into_iter()
            .chain(self.services.notice.take())
            .collect();
        self.services.notice = Some(
            before
                .into_iter()
                .chain([notice])
                .collect::<Vec<_>>()
                .join(" "),
        );
        if self.screen.kind() == Kind::Menu {
            self.show_menu(None);
        }
    }

    /// Says what the table caches reported (a damaged file rebuilt, a table that could not
    /// be written), once each, wherever the player is.
    fn cache_notices(&mut self) {
        for notice in self.services.shelf.take_notices() {
            // On a folder that cannot be written, the start notice already said nothing is kept.
            if self.services.read_only.is_some() && notice.is_write_failure() {
                continue;
            }
            if !self.screen.report(notice.text()) {
                self.tell(notice.text().to_string());
            }
        }
    }

    /// How long the event loop may sleep before the app needs a tick.
    pub fn next_wake(&self) -> Option<Duration> {
        let busy = self
            .services
            .shelf
            .busy()
            .then_some(Duration::from_millis(150));
        let screen = match self.too_small() {
            true => None,
            false => self.screen.next_wake(self.services.clock),
        };
        [busy, screen].into_iter().flatten().min()
    }

    pub fn draw(&mut self, frame: &mut Frame) {
        let area = frame.area();
        self.render(frame.buffer_mut(), area);
    }

    /// Draws everything into `buf` (the terminal's, or a test's).
    pub fn render(&mut self, buf: &mut Buffer, area: Rect) {
        self.in_language(|app| app.render_here(buf, area));
    }

    fn render_here(&mut self, buf: &mut Buffer, area: Rect) {
        self.size = area;
        if self.too_small() {
            let text = t!(
                "play-app-too-small",
                min = format!("{MIN_WIDTH}×{MIN_HEIGHT}"),
                size = format!("{}×{}", area.width, area.height)
            );
            let lines = wrap(&text, area.width.max(1) as usize);
            let top = area.y + area.height.saturating_sub(lines.len() as u16) / 2;
            for (i, line) in lines.iter().enumerate() {
                let x = area.x + area.width.saturating_sub(line.chars().count() as u16) / 2;
                put(
                    buf,
                    area,
                    x,
                    top + i as u16,
                    line,
                    self.services.prefs.theme.warn(),
                );
            }
            return;
        }
        let (screen, mut cx) = (self.screen.as_mut(), self.services.cx(area));
        screen.draw(buf, area, &mut cx);
        if let Some(confirm) = &self.confirm {
            confirm.draw(buf, area, &cx);
        }
    }
}
