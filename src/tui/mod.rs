//! The terminal interface: ratatui over crossterm (through ratatui's re-export).

pub mod app;
pub mod keymap;
pub mod screens;
pub mod tables;
pub mod theme;
pub mod widgets;

use std::io::{self, Stdout, Write, stdout};
use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{
    self, DisableMouseCapture, EnableMouseCapture, Event, KeyEventKind,
};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};

pub use app::{App, Exit, Input, Start};

/// How the game looks, which keys it answers to, and whether dice move and the bell rings:
/// read once from the config file at start and handed down. The default is what tests use:
/// built-in keys and colours, no motion, no sound.
#[derive(Clone, Debug, Default)]
pub struct Prefs {
    pub theme: theme::Theme,
    pub keys: keymap::Keymap,
    pub animate: bool,
    pub bell: bool,
    /// What a new match's setup starts from, over what setup remembers.
    pub defaults: crate::store::SetupDefaults,
    /// Whether the terminal is one that may take text to the clipboard (OSC 52).
    pub clipboard: bool,
}

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
    let size = terminal.size()?;
    app.handle(Input::Resize(size.width, size.height));
    let mut last = Instant::now();
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
        if event::poll(wait)? {
            match event::read()? {
                Event::Key(k) if k.kind != KeyEventKind::Release => app.handle(Input::Key(k)),
                Event::Mouse(m) => app.handle(Input::Mouse(m)),
                Event::Resize(w, h) => {
                    terminal.autoresize()?;
                    app.handle(Input::Resize(w, h));
                }
                _ => {}
            }
        }
        let now = Instant::now();
        app.tick(now - last);
        last = now;
    }
}
