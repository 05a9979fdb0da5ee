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

use super::app::{App, Input};
use super::input::Decoder;
use crate::l10n::{self, Lang};
use crate::net::{Arrival, Closer, ConnId, Outbox, Visitor};

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
