//! A window over SSH: one connection's own [`App`] drawn into the bytes its [`Outbox`]
//! sends, with its keys decoded from the bytes it sends in. A hosted table's guests
//! (`tui::hosting`) and a public server's people (`crate::serve`) each have one; the loop
//! that owns them feeds keys one at a time and answers each before the next.
//!
//! Both loops take the network's [`Arrival`]s through [`arrive`], over their own maps of
//! connections ([`Windows`]): a key is decoded, fed and answered the same way on both, and a
//! fix to that order (one key answered before the next) reaches both.
//!
//! **Each window speaks its person's language** ([`Window::lang`], from their client's
//! locale, then their choice): everything that draws it or hands it a key runs inside
//! `l10n::speaking`, so one thread serves people of several languages at once, each reading
//! their own. Text the loop makes for a window (its board, its news) is made speaking that
//! window's language too ([`Window::speak`]).
//!
//! Nothing here waits on a socket: the outbox never blocks (a peer that cannot keep up is
//! found lagging and dropped), and a client's claim of a huge window is bounded here, so no
//! connection can make the loop hold more than [`MAX_DRAWN`] cells for it.

use std::io::Write;
use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{Event, KeyEventKind};
use ratatui::layout::Rect;
use ratatui::{TerminalOptions, Viewport};

use std::cell::RefCell;
use std::rc::Rc;

use super::app::{App, Input};
use super::input::Decoder;
use super::screens::lobby::{Board, Choice};
use super::shelf::Shelf;
use crate::l10n::{self, Lang, t};
use crate::net::{Arrival, Closer, ConnId, Outbox, Pty, Visitor};
use crate::plain::{Command, Desk, Say, Talk};
use crate::store::Storage;
use crate::table::{Ask, Denial, Env, FrontId, Link, News, Saved, Table};

/// How long a lone ESC waits for the rest of a sequence (as at a local terminal; a slow
/// link may split a sequence).
pub const ESC_WAIT: Duration = Duration::from_millis(50);

/// The largest part of a window drawn: a hostile client claiming a 1000×1000 window must not
/// make the loop hold a million cells per screen for it. Beyond this the window stays blank,
/// as no screen of the game needs more.
pub const MAX_DRAWN: (u16, u16) = (320, 120);

/// A client's window size, bounded.
pub fn drawn(size: (u16, u16)) -> (u16, u16) {
    (size.0.min(MAX_DRAWN.0), size.1.min(MAX_DRAWN.1))
}

pub struct Window {
    pub app: App,
    terminal: Terminal<CrosstermBackend<Outbox>>,
    closer: Closer,
    decoder: Decoder,
    /// When the peer last sent anything (a lone Esc is one once the rest does not come).
    last_input: Instant,
    /// The language the person reads.
    pub lang: Lang,
}

impl Window {
    /// Takes over the peer's terminal (the alternate screen, mouse reports) at `size` for
    /// `app`. `Err` gives back what closes the connection: the terminal could not be set up.
    pub fn open(
        mut out: Outbox,
        size: (u16, u16),
        mut app: App,
        lang: Lang,
    ) -> Result<Window, Closer> {
        let closer = out.closer();
        let setup = ratatui::crossterm::execute!(
            out,
            ratatui::crossterm::terminal::EnterAlternateScreen,
            ratatui::crossterm::event::EnableMouseCapture
        );
        let size = drawn(size);
        let area = Rect::new(0, 0, size.0, size.1);
        let terminal = setup.and_then(|()| {
            Terminal::with_options(
                CrosstermBackend::new(out),
                TerminalOptions {
                    viewport: Viewport::Fixed(area),
                },
            )
        });
        let Ok(mut terminal) = terminal else {
            return Err(closer);
        };
        let _ = terminal.hide_cursor();
        let _ = terminal.backend_mut().flush();
        l10n::speaking(lang, None, || app.handle(Input::Resize(size.0, size.1)));
        Ok(Window {
            app,
            terminal,
            closer,
            decoder: Decoder::new(),
            last_input: Instant::now(),
            lang,
        })
    }

    /// Runs `f` speaking the window's language: whatever it says is for this person.
    pub fn speak<T>(&self, f: impl FnOnce() -> T) -> T {
        l10n::speaking(self.lang, None, f)
    }

    /// The events in bytes the peer sent.
    pub fn decode(&mut self, bytes: &[u8]) -> Vec<Event> {
        self.last_input = Instant::now();
        let mut events = Vec::new();
        self.decoder.feed(bytes, &mut events);
        events
    }

    /// A lone Esc that waited long enough for the rest of a sequence, as a key.
    pub fn idle(&mut self, now: Instant) -> Vec<Event> {
        let mut events = Vec::new();
        if self.decoder.is_pending() && now.saturating_duration_since(self.last_input) >= ESC_WAIT {
            self.decoder.idle(&mut events);
        }
        events
    }

    /// The peer's window changed size.
    pub fn resize(&mut self, size: (u16, u16)) {
        let size = drawn(size);
        let _ = self.terminal.resize(Rect::new(0, 0, size.0, size.1));
        let app = &mut self.app;
        l10n::speaking(self.lang, None, || {
            app.handle(Input::Resize(size.0, size.1))
        });
    }

    /// Draws the app (only what changed goes out); false when the peer cannot keep up.
    pub fn draw(&mut self) -> bool {
        let app = &mut self.app;
        let terminal = &mut self.terminal;
        l10n::speaking(self.lang, None, || terminal.draw(|f| app.draw(f)).is_ok())
            && !self.closer.lagging()
    }

    /// When the window must be looked at again by itself.
    pub fn next_wake(&self) -> Option<Duration> {
        if self.decoder.is_pending() {
            Some(ESC_WAIT)
        } else {
            self.app.next_wake()
        }
    }

    /// Hands decoded events to the app, speaking the window's language.
    pub fn feed(&mut self, events: Vec<Event>) {
        let app = &mut self.app;
        l10n::speaking(self.lang, None, || feed(app, events));
    }

    /// Time passed for the app (dice tumbling, a CPU's pace), speaking the window's language.
    pub fn tick(&mut self, dt: Duration) {
        let app = &mut self.app;
        l10n::speaking(self.lang, None, || app.tick(dt));
    }

    /// Gives the peer's terminal back as it was and closes the connection with `farewell`.
    pub fn close(mut self, farewell: &str) {
        restore(self.terminal.backend_mut());
        self.closer.close(farewell);
    }
}

/// Hands decoded terminal events to a window's app, as the local loop does.
pub fn feed(app: &mut App, events: Vec<Event>) {
    for event in events {
        match event {
            Event::Key(k) if k.kind != KeyEventKind::Release => app.handle(Input::Key(k)),
            Event::Mouse(m) => app.handle(Input::Mouse(m)),
            _ => {}
        }
        if app.exit().is_some() {
            break;
        }
    }
}

/// What keeps connections' windows (a hosted table's guests, a public server's people), as
/// [`arrive`] drives it.
pub trait Windows {
    /// The window of `conn`, while it is open.
    fn window(&mut self, conn: ConnId) -> Option<&mut Window>;
    /// A connection came through the door, with its terminal's size and its outbox.
    fn opened(&mut self, conn: ConnId, visitor: Visitor, size: (u16, u16), out: Outbox);
    /// One key or click of `conn` has reached its window's app: answer it before the next
    /// is fed, so a key typed right after another acts on what the first one did. False
    /// drops the keys left of what arrived (the window is leaving).
    fn answer(&mut self, conn: ConnId) -> bool;
    /// `conn`'s window has taken its new size.
    fn resized(&mut self, conn: ConnId);
    /// `conn` has gone.
    fn closed(&mut self, conn: ConnId);
    /// Bytes for `conn` when it reads plain lines ([`PlainWindow`]): true when taken (each
    /// line answered before the next), false when `conn` has a drawn window or none.
    fn typed(&mut self, _conn: ConnId, _bytes: &[u8]) -> bool {
        false
    }
}

/// One arrival from the network, dispatched to the connection's window in `windows`. What
/// comes for a connection no longer there is dropped.
pub fn arrive(windows: &mut impl Windows, arrival: Arrival) {
    match arrival {
        Arrival::Opened {
            conn,
            visitor,
            size,
            out,
        } => {
            let lang = visitor.lang;
            l10n::speaking(lang, None, || windows.opened(conn, visitor, size, out));
        }
        Arrival::Input { conn, bytes } => {
            if windows.typed(conn, &bytes) {
                return;
            }
            let events = windows
                .window(conn)
                .map(|w| w.decode(&bytes))
                .unwrap_or_default();
            for event in events {
                let Some(window) = windows.window(conn) else {
                    return;
                };
                // The key and its answer (a refusal, a screen the loop makes) are this
                // person's, in their language; news for others is made per reader.
                let lang = window.lang;
                window.feed(vec![event]);
                if !l10n::speaking(lang, None, || windows.answer(conn)) {
                    return;
                }
            }
        }
        Arrival::Resized { conn, size } => {
            if let Some(window) = windows.window(conn) {
                window.resize(size);
                windows.resized(conn);
            }
        }
        Arrival::Closed { conn } => windows.closed(conn),
    }
}

/// Puts a peer's terminal back as it was before the window took it.
fn restore(out: &mut impl Write) {
    let _ = ratatui::crossterm::execute!(
        out,
        ratatui::crossterm::event::DisableMouseCapture,
        ratatui::crossterm::terminal::LeaveAlternateScreen,
        ratatui::crossterm::cursor::Show
    );
    let _ = out.flush();
}

/// The longest line a plain guest types; the rest of a longer one is dropped, as at home.
const PLAIN_LINE_MAX: usize = 1024;

/// A plain guest's keys into lines. On a raw terminal (a pty) each key arrives as typed:
/// it is echoed, Backspace takes back a character, and an arrow key's sequence is dropped
/// whole. Without a terminal the client's line discipline sends finished lines.
#[derive(Default)]
struct Typing {
    line: Vec<u8>,
    /// Inside an escape sequence a key sent (ESC, then `[` or `O` and its parameters).
    escape: Escape,
    /// The last byte ended a line with CR: a LF right after it ends no second line.
    after_cr: bool,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Escape {
    #[default]
    None,
    Esc,
    /// Parameters of a CSI or SS3 sequence, up to its final byte.
    Params,
}

/// What a plain guest's bytes made.
#[derive(Debug, Default, PartialEq, Eq)]
struct Typed {
    /// Lines finished, oldest first.
    lines: Vec<String>,
    /// What the terminal is to show of the typing (raw terminals only).
    echo: Vec<u8>,
    /// Ctrl-C, or Ctrl-D on an empty line: leaving.
    leave: bool,
}

impl Typing {
    fn feed(&mut self, bytes: &[u8], pty: Pty) -> Typed {
        let raw = pty == Pty::Raw;
        let mut typed = Typed::default();
        for &b in bytes {
            match (self.escape, b) {
                (Escape::Esc, b'[' | b'O') => {
                    self.escape = Escape::Params;
                    continue;
                }
                (Escape::Esc, _) => {
                    self.escape = Escape::None;
                    continue;
                }
                (Escape::Params, 0x40..=0x7e) => {
                    self.escape = Escape::None;
                    continue;
                }
                (Escape::Params, _) => continue,
                (Escape::None, _) => {}
            }
            let after_cr = std::mem::take(&mut self.after_cr);
            match b {
                b'\n' if after_cr => {}
                b'\r' | b'\n' => {
                    self.after_cr = b == b'\r';
                    let line = std::mem::take(&mut self.line);
                    typed
                        .lines
                        .push(String::from_utf8_lossy(&line).trim().to_string());
                    if raw {
                        typed.echo.extend_from_slice(b"\r\n");
                    }
                }
                0x1b => self.escape = Escape::Esc,
                0x7f | 0x08 => {
                    // A whole character goes, however many bytes it took.
                    let mut cut = false;
                    while let Some(last) = self.line.pop() {
                        cut = true;
                        if last & 0xc0 != 0x80 {
                            break;
                        }
                    }
                    if raw && cut {
                        typed.echo.extend_from_slice(b"\x08 \x08");
                    }
                }
                0x03 => typed.leave = true,
                0x04 if self.line.is_empty() => typed.leave = true,
                b if b < 0x20 => {}
                b => {
                    if self.line.len() < PLAIN_LINE_MAX {
                        self.line.push(b);
                        if raw {
                            typed.echo.push(b);
                        }
                    }
                }
            }
        }
        typed
    }
}

/// Where a plain guest is at the table.
enum Seating {
    /// Choosing a seat: the seats last said, so a list is said again only when it changed.
    Lobby { listed: Vec<String> },
    /// Seated or watching: the link the table's news comes by, and whether the match's
    /// first lines and its end were said.
    Table { link: Link, begun: bool, over: bool },
}

/// A plain guest's window, the same role as [`Window`] for a guest who reads lines (a
/// screen reader, a braille display): what the table did is said once as sentences, and
/// commands are typed as words, carried out by the very [`Talk`] of local plain mode. Fed
/// the bytes the peer sends ([`PlainWindow::typed`]); the host's loop answers each line
/// before the next, as it answers each key of a drawn window.
pub struct PlainWindow {
    say: Say<Outbox>,
    closer: Closer,
    pty: Pty,
    typing: Typing,
    talk: Talk,
    /// What the lobby lists, kept by the host's loop.
    board: Rc<RefCell<Board>>,
    seating: Seating,
    /// The place chosen in the lobby, for the host's loop to grant.
    choice: Option<Choice>,
    leaving: bool,
    /// At a public server (`crate::serve`): its own loop says the lobby and takes the
    /// guest back to it when the match is over, so the table's last line is its own.
    served: bool,
    /// The language the person reads.
    pub lang: Lang,
}

/// A plain window's way to the table while one line is carried out, or its news said.
struct Seated<'a> {
    table: &'a mut Table,
    front: FrontId,
    store: &'a mut dyn Storage,
    shelf: &'a mut Shelf,
    now: Duration,
    say: &'a mut Say<Outbox>,
    link: &'a mut Link,
}

impl Desk for Seated<'_> {
    fn table(&self) -> &Table {
        self.table
    }

    fn front(&self) -> FrontId {
        self.front
    }

    fn ask(&mut self, ask: Ask) -> Result<Saved, Denial> {
        let mut env = Env {
            store: &mut *self.store,
            solved: &mut *self.shelf,
            now: self.now,
        };
        self.table.ask(self.front, ask, &mut env)
    }

    /// What the host's loop passed on first, then what the table has for this front since.
    fn news(&mut self) -> Vec<News> {
        let mut news = self.link.hear();
        news.extend(self.table.take_news(self.front));
        news
    }

    fn table_and_shelf(&mut self) -> (&Table, &mut Shelf) {
        (self.table, self.shelf)
    }

    fn say(&mut self, text: &str) {
        self.say.line(text);
    }

    fn repeat(&mut self) {
        self.say.repeat();
    }

    /// The host's window answers for a write that failed (every front is told): the guest
    /// plays on as a drawn guest would.
    fn held(&mut self, _message: String, _talk: &mut Talk) -> bool {
        true
    }
}

/// What a plain window borrows of the host's loop to reach the table.
pub struct AtTable<'a> {
    pub table: &'a mut Table,
    pub front: FrontId,
    pub store: &'a mut dyn Storage,
    pub shelf: &'a mut Shelf,
    pub now: Duration,
}

impl PlainWindow {
    /// A plain guest's window on `out`, welcoming them in `lang`.
    pub fn open(out: Outbox, pty: Pty, lang: Lang, board: Rc<RefCell<Board>>) -> PlainWindow {
        let closer = out.closer();
        let end = match pty {
            Pty::Raw => "\r\n",
            Pty::None => "\n",
        };
        let mut window = PlainWindow {
            say: Say::ending(out, end),
            closer,
            pty,
            typing: Typing::default(),
            talk: Talk::default(),
            board,
            seating: Seating::Lobby { listed: Vec::new() },
            choice: None,
            leaving: false,
            served: false,
            lang,
        };
        let welcome = window.speak(|| t!("plain-guest-welcome"));
        window.say.line(&welcome);
        window
    }

    /// A plain window at a public server: no hosted lobby and no welcome (the server's
    /// plain lobby, `crate::serve`, says its own), the same lines and table talk.
    pub fn served(out: Outbox, pty: Pty, lang: Lang) -> PlainWindow {
        let closer = out.closer();
        let end = match pty {
            Pty::Raw => "\r\n",
            Pty::None => "\n",
        };
        PlainWindow {
            say: Say::ending(out, end),
            closer,
            pty,
            typing: Typing::default(),
            talk: Talk::default(),
            board: Rc::new(RefCell::new(Board::default())),
            seating: Seating::Lobby { listed: Vec::new() },
            choice: None,
            leaving: false,
            served: true,
            lang,
        }
    }

    /// Says one line (escaped), in whatever language the caller speaks.
    pub fn say(&mut self, text: &str) {
        self.say.line(text);
    }

    /// The guest is about to type: what was said since is what `repeat` says.
    pub fn turn_over(&mut self) {
        self.say.turn_over();
    }

    /// Says again what was said before the last line typed.
    pub fn repeat(&mut self) {
        self.say.repeat();
    }

    /// The guest left the table (or its match ended): back to choosing, with fresh talk
    /// for the next match.
    pub fn stand(&mut self) {
        self.seating = Seating::Lobby { listed: Vec::new() };
        self.talk = Talk::default();
    }

    /// A line `help` says after the match's commands (the table owner's own, at a public
    /// server), until the guest stands up.
    pub fn more_help(&mut self, line: String) {
        self.talk.more_help = Some(line);
    }

    /// Whether the match at the guest's table is over and its results were said.
    pub fn over(&self) -> bool {
        matches!(self.seating, Seating::Table { over: true, .. })
    }

    /// Runs `f` speaking the window's language.
    pub fn speak<T>(&self, f: impl FnOnce() -> T) -> T {
        l10n::speaking(self.lang, None, f)
    }

    /// The lines in the bytes the peer sent (echoed on a raw terminal). Ctrl-C, or Ctrl-D
    /// on an empty line, is leaving.
    pub fn typed(&mut self, bytes: &[u8]) -> Vec<String> {
        let typed = self.typing.feed(bytes, self.pty);
        if !typed.echo.is_empty() {
            self.say.echo(&typed.echo);
        }
        if typed.leave {
            self.leaving = true;
        }
        typed.lines
    }

    /// Whether the guest asked to leave.
    pub fn leaving(&self) -> bool {
        self.leaving
    }

    /// The place the guest chose in the lobby, once.
    pub fn take_choice(&mut self) -> Option<Choice> {
        self.choice.take()
    }

    /// Whether the guest is still choosing a seat.
    pub fn in_lobby(&self) -> bool {
        matches!(self.seating, Seating::Lobby { .. })
    }

    /// The guest took a seat (or a place to watch): the table's news comes by `link`.
    pub fn sit(&mut self, link: Link) {
        self.seating = Seating::Table {
            link,
            begun: false,
            over: false,
        };
    }

    /// A line typed in the lobby: a place's number, or a command that needs no table.
    pub fn choose(&mut self, line: &str) {
        let lang = self.lang;
        l10n::speaking(lang, None, || {
            self.say.turn_over();
            let choices = self.choices();
            if let Ok(n) = line.trim().parse::<usize>()
                && let Some(&choice) = n.checked_sub(1).and_then(|i| choices.get(i))
            {
                self.choice = Some(choice);
                return;
            }
            match crate::plain::parse(line) {
                Command::Nothing => {}
                Command::Quit => self.leaving = true,
                Command::Repeat => self.say.repeat(),
                Command::Help => self.say.line(&t!("plain-guest-choose-help")),
                // Before the match starts there is nothing to choose from.
                _ if choices.is_empty() => self.say.line(&t!("plain-guest-setting-up")),
                _ => {
                    let line = t!(
                        "plain-guest-not-listed",
                        what = crate::escape::excerpt(line.trim(), 40),
                        last = choices.len()
                    );
                    self.say.line(&line);
                }
            }
        });
    }

    /// A line typed at the table: a command, carried out as at home.
    pub fn play(&mut self, line: &str, at: AtTable<'_>) {
        let lang = self.lang;
        let Seating::Table { link, over, .. } = &mut self.seating else {
            return;
        };
        let talk = &mut self.talk;
        let say = &mut self.say;
        let leaving = &mut self.leaving;
        l10n::speaking(lang, None, || {
            let mut desk = Seated {
                table: at.table,
                front: at.front,
                store: at.store,
                shelf: at.shelf,
                now: at.now,
                say,
                link,
            };
            // What happened before this line was typed is said before its answer.
            talk.hear(&mut desk);
            desk.say.turn_over();
            let command = crate::plain::parse(line);
            if command == Command::Quit {
                *leaving = true;
                return;
            }
            talk.command(&mut desk, command);
            if !*over {
                talk.prompt(&mut desk);
            }
        });
    }

    /// Lines the server adds to this match's results, when they are still to be said (the
    /// match ended by this person's own move, whose news the window took before the server
    /// recorded the match).
    pub fn add_to_results(&mut self, lines: Vec<String>) {
        if let Seating::Table { over: false, .. } = self.seating {
            self.talk.add_to_results(lines);
        }
    }

    /// What changed since the last look: the lobby's list, a refusal there, or the table's
    /// news, said; and the prompt when the news made it this guest's turn.
    pub fn step(&mut self, at: Option<AtTable<'_>>) {
        let lang = self.lang;
        let served = self.served;
        l10n::speaking(lang, None, || match (&mut self.seating, at) {
            // The server's plain lobby says its own lists.
            (Seating::Lobby { .. }, _) if served => {}
            (Seating::Lobby { listed }, _) => {
                let now = lobby_lines(&self.board.borrow());
                if now != *listed {
                    for line in &now {
                        self.say.line(line);
                    }
                    *listed = now;
                }
                let problem = self.board.borrow_mut().problem.take();
                if let Some(problem) = problem {
                    self.say.line(&problem);
                }
            }
            (Seating::Table { link, begun, over }, Some(at)) => {
                let mut desk = Seated {
                    table: at.table,
                    front: at.front,
                    store: at.store,
                    shelf: at.shelf,
                    now: at.now,
                    say: &mut self.say,
                    link,
                };
                let talk = &mut self.talk;
                if !*begun {
                    *begun = true;
                    talk.begin(&mut desk);
                    // What was said before the seat was taken is no news to its player.
                    desk.link.hear();
                    desk.table.take_news(desk.front);
                    if desk.table.plays(desk.front).is_none_or(<[_]>::is_empty) {
                        // At the server, quit goes back to the lobby, not out.
                        desk.say.line(&if served {
                            t!("plain-guest-watching-served")
                        } else {
                            t!("plain-guest-watching")
                        });
                    }
                    if !desk.table.game().is_over() {
                        talk.prompt(&mut desk);
                        return;
                    }
                }
                let news = desk.news();
                let heard = !news.is_empty();
                talk.tell(news, &mut desk);
                if desk.table.game().is_over() {
                    if !*over {
                        *over = true;
                        talk.results(&mut desk);
                        if !served {
                            desk.say.line(&t!("plain-guest-over"));
                        }
                    }
                } else if heard {
                    talk.prompt(&mut desk);
                }
            }
            (Seating::Table { .. }, None) => {}
        });
    }

    /// The lobby's places in order: each seat offered, then watching.
    fn choices(&self) -> Vec<Choice> {
        let board = self.board.borrow();
        if board.about.is_none() {
            return Vec::new();
        }
        board
            .offers
            .iter()
            .map(|o| Choice::Seat(o.seat))
            .chain(std::iter::once(Choice::Watch))
            .collect()
    }

    /// When the connection cannot keep up with what it is told.
    pub fn lagging(&self) -> bool {
        self.closer.lagging()
    }

    /// Closes the connection with `farewell`.
    pub fn close(self, farewell: &str) {
        let _ = self.say.into_inner().flush();
        let end = match self.pty {
            Pty::Raw => "\r\n",
            Pty::None => "\n",
        };
        self.closer
            .close_line(&crate::escape::shown_lines(farewell), end);
    }
}

/// The lobby as lines: what the match is, each seat with its number and state, and the
/// place to watch.
fn lobby_lines(board: &Board) -> Vec<String> {
    let Some(about) = &board.about else {
        return vec![t!("plain-guest-setting-up")];
    };
    let mut lines = vec![about.clone(), t!("plain-guest-choose")];
    for (i, offer) in board.offers.iter().enumerate() {
        let state = offer.state.words();
        lines.push(t!(
            "plain-guest-offer",
            number = (i + 1),
            name = offer.name.as_str(),
            state = state
        ));
    }
    let watch = if board.watch_open {
        t!("serve-hosted-watch")
    } else {
        t!("serve-hosted-watch-full")
    };
    lines.push(t!(
        "plain-guest-watch-offer",
        number = (board.offers.len() + 1),
        watch = watch
    ));
    lines.push(t!("plain-guest-choose-help"));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_raw_terminals_keys_are_echoed_and_made_lines_backspace_and_arrows_included() {
        let mut typing = Typing::default();
        // Split mid-sequence and mid-character, as a slow link splits them.
        let first = typing.feed("thx\u{7f}ro\u{1b}[".as_bytes(), Pty::Raw);
        assert!(first.lines.is_empty());
        let rest = typing.feed("Aw é\u{7f}\r\n".as_bytes(), Pty::Raw);
        assert_eq!(rest.lines, vec!["throw".to_string()]);
        let echo = [first.echo, rest.echo].concat();
        assert_eq!(echo, b"thx\x08 \x08row \xc3\xa9\x08 \x08\r\n".to_vec());
        assert!(!echo.contains(&0x1b));
        assert!(typing.feed(b"\x04", Pty::Raw).leave);
        assert!(typing.feed(b"\x03", Pty::Raw).leave);
    }

    #[test]
    fn without_a_terminal_lines_come_whole_and_nothing_is_echoed() {
        let mut typing = Typing::default();
        let typed = typing.feed(b"hold 1 2\nscore chance\r\n\n", Pty::None);
        assert_eq!(typed.lines, vec!["hold 1 2", "score chance", ""]);
        assert!(typed.echo.is_empty());
        let long = vec![b'x'; PLAIN_LINE_MAX * 3];
        let typed = typing.feed(&[long.as_slice(), b"\n"].concat(), Pty::None);
        assert_eq!(typed.lines[0].len(), PLAIN_LINE_MAX);
    }
}
