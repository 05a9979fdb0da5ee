//! The terminal interface: ratatui over crossterm (through ratatui's re-export).

pub mod app;
pub mod hosting;
pub mod input;
pub mod line_edit;
pub mod screens;
pub(crate) mod services;
pub mod shelf;
pub mod widgets;
pub mod window;

use std::io::{self, Stdout, Write, stdout};
use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture, Event, KeyEventKind};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};

pub use app::{App, Exit, Input, Start};
// Keys, colours and the other preferences are plain data the config file reads too; they
// live below the UI in `crate::prefs` and keep their paths here.
pub use crate::prefs::{Prefs, keymap, theme};

/// Puts the terminal back as it was: mouse capture off, main screen, cooked mode, cursor shown.
/// Safe to call more than once.
pub fn restore_terminal() {
    let mut out = stdout();
    let _ = execute!(
        out,
        DisableMouseCapture,
        LeaveAlternateScreen,
        ratatui::crossterm::cursor::Show
    );
    let _ = disable_raw_mode();
    let _ = out.flush();
}

fn init() -> io::Result<Terminal<CrosstermBackend<Stdout>>> {
    // A panic restores the terminal first, so its message is readable and the shell usable.
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore_terminal();
        previous(info);
    }));
    enable_raw_mode()?;
    let mut out = stdout();
    if let Err(e) = execute!(out, EnterAlternateScreen, EnableMouseCapture) {
        restore_terminal();
        return Err(e);
    }
    Terminal::new(CrosstermBackend::new(out))
}

/// Runs the game until the player quits.
pub fn run(mut app: App) -> io::Result<Exit> {
    let mut terminal = init()?;
    let result = event_loop(&mut terminal, &mut app);
    restore_terminal();
    result
}

fn event_loop(
    terminal: &mut Terminal<CrosstermBackend<Stdout>>,
    app: &mut App,
) -> io::Result<Exit> {
    let mut source = Source::open()?;
    let size = terminal.size()?;
    app.handle(Input::Resize(size.width, size.height));
    let mut last = Instant::now();
    let mut events = Vec::new();
    loop {
        terminal.draw(|f| app.draw(f))?;
        if app.take_bell() && app.prefs().bell {
            let mut out = stdout();
            out.write_all(b"\x07")?;
            out.flush()?;
        }
        if let Some(text) = app.take_clipboard() {
            let mut out = stdout();
            out.write_all(crate::share::osc52(&text).as_bytes())?;
            out.flush()?;
        }
        if let Some(exit) = app.exit() {
            return Ok(exit);
        }
        let wait = app
            .next_wake()
            .unwrap_or(Duration::from_millis(500))
            .min(Duration::from_millis(500));
        source.next(wait, &mut events)?;
        for event in events.drain(..) {
            match event {
                Event::Key(k) if k.kind != KeyEventKind::Release => app.handle(Input::Key(k)),
                Event::Mouse(m) => app.handle(Input::Mouse(m)),
                Event::Resize(w, h) => {
                    terminal.autoresize()?;
                    app.handle(Input::Resize(w, h));
                }
                _ => {}
            }
            // Keys typed after the one that quits are not for this game.
            if app.exit().is_some() {
                break;
            }
        }
        let now = Instant::now();
        app.tick(now - last);
        last = now;
    }
}

/// The host's own terminal at a hosted table, and the way the network wakes its loop.
pub struct HostTerminal {
    source: Source,
}

impl HostTerminal {
    /// Opens the terminal's input (before the network starts, so it can be woken).
    pub fn open() -> io::Result<HostTerminal> {
        Ok(HostTerminal {
            source: Source::open()?,
        })
    }

    /// What the network calls after each arrival so the loop looks at once.
    pub fn waker(&self) -> io::Result<Box<dyn Fn() + Send + Sync>> {
        self.source.waker()
    }
}

/// Runs a hosted table with the host at this terminal, until the host leaves the table.
pub fn run_hosted(
    hosting: &mut hosting::Hosting,
    arrivals: &std::sync::mpsc::Receiver<crate::net::Arrival>,
    mut input: HostTerminal,
) -> io::Result<()> {
    let mut terminal = init()?;
    let result = hosted_loop(&mut terminal, hosting, arrivals, &mut input.source);
    restore_terminal();
    result
}

fn hosted_loop(
    terminal: &mut Terminal<CrosstermBackend<Stdout>>,
    hosting: &mut hosting::Hosting,
    arrivals: &std::sync::mpsc::Receiver<crate::net::Arrival>,
    source: &mut Source,
) -> io::Result<()> {
    let size = terminal.size()?;
    hosting.app.handle(Input::Resize(size.width, size.height));
    let mut events = Vec::new();
    loop {
        while let Ok(arrival) = arrivals.try_recv() {
            hosting.arrive(arrival);
        }
        hosting.step();
        terminal.draw(|f| hosting.app.draw(f))?;
        if hosting.app.take_bell() && hosting.app.prefs().bell {
            let mut out = stdout();
            out.write_all(b"\x07")?;
            out.flush()?;
        }
        if let Some(text) = hosting.app.take_clipboard() {
            let mut out = stdout();
            out.write_all(crate::share::osc52(&text).as_bytes())?;
            out.flush()?;
        }
        if hosting.done() {
            hosting.close(hosting::Farewell::HostClosed);
            return Ok(());
        }
        source.next(hosting.next_wake(), &mut events)?;
        for event in events.drain(..) {
            match event {
                Event::Key(k) if k.kind != KeyEventKind::Release => hosting.local(Input::Key(k)),
                Event::Mouse(m) => hosting.local(Input::Mouse(m)),
                Event::Resize(w, h) => {
                    terminal.autoresize()?;
                    hosting.local(Input::Resize(w, h));
                }
                _ => {}
            }
            if hosting.app.exit().is_some() {
                break;
            }
        }
    }
}

/// Where the loop's events come from: the game's own decoder on Unix (see [`input`] for why),
/// crossterm's reader elsewhere, where the console hands over keys rather than bytes.
#[cfg(unix)]
struct Source {
    tty: input::unix::Source,
    decoder: input::Decoder,
    buf: Vec<u8>,
}

#[cfg(unix)]
impl Source {
    fn open() -> io::Result<Source> {
        Ok(Source {
            tty: input::unix::Source::open()?,
            decoder: input::Decoder::new(),
            buf: vec![0; 4096],
        })
    }

    fn waker(&self) -> io::Result<Box<dyn Fn() + Send + Sync>> {
        Ok(Box::new(self.tty.nudger()?))
    }

    /// Waits up to `wait` and appends what arrived to `out`.
    fn next(&mut self, wait: Duration, out: &mut Vec<Event>) -> io::Result<()> {
        let wait = if self.decoder.is_pending() {
            wait.min(input::unix::ESC_WAIT)
        } else {
            wait
        };
        let woke = self.tty.wait(wait, &mut self.buf)?;
        if woke.resized {
            let (w, h) = ratatui::crossterm::terminal::size()?;
            out.push(Event::Resize(w, h));
        }
        let bytes = self.buf.get(..woke.bytes).unwrap_or_default();
        self.decoder.feed(bytes, out);
        if woke.timed_out {
            self.decoder.idle(out);
        }
        Ok(())
    }
}

#[cfg(not(unix))]
struct Source;

#[cfg(not(unix))]
impl Source {
    fn open() -> io::Result<Source> {
        Ok(Source)
    }

    fn waker(&self) -> io::Result<Box<dyn Fn() + Send + Sync>> {
        Ok(Box::new(|| {}))
    }

    /// Without a way to be woken, the wait is short while a table is hosted.
    fn next(&mut self, wait: Duration, out: &mut Vec<Event>) -> io::Result<()> {
        use ratatui::crossterm::event;
        if event::poll(wait.min(Duration::from_millis(10)))? {
            out.push(event::read()?);
        }
        Ok(())
    }
}
