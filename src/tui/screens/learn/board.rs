//! The board a lesson or a puzzle is played on: the play screen itself, over a match of one
//! seat that is written to a store of its own in memory, so nothing a lesson does reaches
//! the saves, the history or the statistics. Every action still goes through the play
//! screen to its table and the session, with the same checks and refusals as a match; the
//! lesson or puzzle only decides, before passing an action on, whether it is the one asked
//! for, and reads the session afterwards to see what happened.
//!
//! What the lesson says is drawn over the play screen's log, in the panel beside the card.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::game::{Match, MatchOptions, Session};
use crate::l10n::t;
use crate::rules::Spot;
use crate::store::MemoryStore;
use crate::tui::keymap::{Command, Context};
use crate::tui::screens::Cx;
use crate::tui::screens::play::Play;
use crate::tui::screens::play::Tone;
use crate::tui::theme::Theme;
use crate::tui::widgets::{card_spot_at, display_width, help_fit, put, put_line, wrap};

/// What a click on the board means, as the command a key would give.
pub enum Click {
    Command(Command),
    /// A box of the card: the cursor goes there, then it is scored.
    Spot(Spot),
    /// On an overlay of the play screen: the play screen answers it.
    Overlay,
    Nothing,
}

pub struct Board {
    pub play: Play,
    /// Where the match's table writes: memory, dropped with the board.
    store: MemoryStore,
    /// What the title line calls it, in full and short.
    titles: (String, String),
}

impl Board {
    /// A board over `game`, played with on-screen dice, no undo, no hints, no odds.
    pub fn new(game: Match, id: &str) -> Option<Board> {
        let options = MatchOptions {
            practice: false,
            undo: false,
            hints: false,
            show_odds: false,
            ..MatchOptions::default()
        }
        .fitted(game.seats().len());
        let session = Session::new(game, options, id.to_string(), crate::store::now_unix()).ok()?;
        Some(Board {
            play: Play::new(session),
            store: MemoryStore::new(),
            titles: (String::new(), String::new()),
        })
    }

    /// Runs `f` on the play screen, with what the app lends it, but the board's own store.
    pub fn with<R>(&mut self, cx: &mut Cx, f: impl FnOnce(&mut Play, &mut Cx) -> R) -> R {
        let mut inner = Cx {
            store: &mut self.store,
            shelf: &mut *cx.shelf,
            clock: cx.clock,
            theme: cx.theme,
            keys: cx.keys,
            animate: cx.animate,
            bell: &mut *cx.bell,
            clipboard: None,
            area: cx.area,
        };
        f(&mut self.play, &mut inner)
    }

    /// The keymap contexts of the play screen (its overlays' when one is open).
    pub fn contexts(&self) -> Vec<Context> {
        crate::tui::screens::Screen::contexts(&self.play)
    }

    /// Passes a command to the play screen.
    pub fn command(&mut self, command: Command, cx: &mut Cx) {
        self.with(cx, |play, cx| {
            play.handle(cx, command);
        });
    }

    pub fn tick(&mut self, cx: &mut Cx) {
        self.with(cx, |play, cx| play.tick(cx));
    }

    // What a lesson and a puzzle answer as screens about their board, said once for both.

    /// How long from `clock` until the play screen needs a tick (dice tumbling).
    pub fn next_wake(&self, clock: Duration) -> Option<Duration> {
        self.play
            .next_deadline(clock)
            .map(|d| d.saturating_sub(clock))
    }

    /// A key or a click arrived: dice still tumbling settle at once.
    pub fn touched(&mut self) {
        self.play.tumble = None;
    }

    /// The play screen's overlay open, by name.
    pub fn overlay(&self) -> Option<&'static str> {
        crate::tui::screens::Screen::overlay(&self.play)
    }

    /// The match on the board.
    pub fn game(&self) -> &Match {
        self.play.game()
    }

    /// Shows a problem on the play screen's line; it always has one, so true.
    pub fn report(&mut self, problem: &str) -> bool {
        self.play.say_problem(problem);
        true
    }

    /// What a click at (x, y) means.
    pub fn click_at(&self, area: Rect, x: u16, y: u16) -> Click {
        if self.play.overlay.is_some() {
            return Click::Overlay;
        }
        let at = |r: &Rect| x >= r.x && x < r.right() && y >= r.y && y < r.bottom();
        let l = Play::layout(area, self.play.game(), &self.play.buttons());
        if let Some((_, dice)) = l.dice
            && let Some(i) = dice
                .iter()
                .position(|r| at(r) || (x >= r.x && x < r.right() && y == l.labels_y))
        {
            return Click::Command(Command::Hold(i as u8));
        }
        if let Some(&(b, _)) = l.buttons.iter().find(|(_, r)| at(r)) {
            return Click::Command(b.command());
        }
        if at(&l.card_inner)
            && let Some(spot) = card_spot_at(l.card_inner, x, y, self.play.game().rules(), l.column)
        {
            return Click::Spot(spot);
        }
        Click::Nothing
    }

    /// Passes a click on an overlay to the play screen.
    pub fn click_overlay(&mut self, area: Rect, x: u16, y: u16, cx: &mut Cx) {
        self.with(cx, |play, cx| {
            play.click(cx, area, x, y);
        });
    }

    /// Names the lesson or puzzle in the play screen's title line: `full` where it fits,
    /// else `short`.
    pub fn title(&mut self, full: String, short: String) {
        self.titles = (full, short);
    }

    /// The title that fits beside the play screen's own in `width` columns (which stops 9
    /// short of the edge, for the keys hint).
    fn fitting_title(&self, width: u16) -> String {
        let game = self.play.game();
        // The play screen's own title, as its title bar words it.
        let own = format!(
            " {}  {}  ",
            game.rules().layout().game_title(),
            t!(
                "play-title-rules-round",
                rules = game.rules().shown_name(),
                same = if game.same_dice() { "yes" } else { "no" },
                round = game.round(),
                rounds = game.rounds()
            )
        );
        let (full, short) = &self.titles;
        if display_width(&own) + display_width(full) + 9 <= usize::from(width) {
            full.clone()
        } else {
            short.clone()
        }
    }

    /// Draws the play screen, then over its message line and its log: a problem the play
    /// screen has to say (a refusal, whole), then `lines` (each with its style), wrapped
    /// into the room there is. With `done` (what the score key does now), the keys that lead
    /// on replace the help bar's (nothing is left to play); otherwise the help bar says where
    /// Esc goes.
    pub fn draw(
        &mut self,
        buf: &mut Buffer,
        area: Rect,
        cx: &mut Cx,
        lines: &[(String, Style)],
        done: Option<String>,
    ) {
        let done = done.as_deref();
        let title = self.fitting_title(area.width);
        self.play.banner = Some(std::rc::Rc::new(std::cell::RefCell::new(title)));
        self.with(cx, |play, cx| play.draw(buf, area, cx));
        if self.play.overlay.is_some() {
            return;
        }
        let l = Play::layout(area, self.play.game(), &self.play.buttons());
        self.draw_help(buf, l.help, cx, done);
        // The play screen's message (a refusal, the Joker's rule, the keys) and the
        // lesson's words share the message lines and the log below them as one room: the
        // play screen would cut a long message at its own lines, and the lesson's words
        // would cover the rest. Once done, the play screen has nothing left to say.
        let message = match done {
            Some(_) => None,
            None => {
                let (text, tone) = self.play.message(self.play.tumble, cx.keys);
                let style = match tone {
                    Tone::Info => cx.theme.base(),
                    Tone::Good => cx.theme.good(),
                    Tone::Bad => cx.theme.bad(),
                };
                (!text.is_empty()).then_some((text, style))
            }
        };
        let room = Rect::new(
            l.message.x,
            l.message.y,
            l.message.width,
            l.hint.bottom().saturating_sub(l.message.y),
        );
        if room.height == 0 || room.width < 8 {
            return;
        }
        for y in room.y..room.bottom() {
            put(
                buf,
                room,
                room.x,
                y,
                &" ".repeat(room.width as usize),
                cx.theme.base(),
            );
        }
        let width = room.width as usize;
        let wrapped = |text: &String| wrap(text, width).len();
        // Where all cannot fit, the first line (what just happened, the streak) gives way to
        // the message and to what to do next, which must be read whole.
        let mut lines = lines;
        if lines.len() > 1
            && message
                .iter()
                .chain(lines)
                .map(|(t, _)| wrapped(t))
                .sum::<usize>()
                > usize::from(room.height)
        {
            lines = &lines[1..];
        }
        let mut y = room.y;
        for (text, style) in message.iter().chain(lines) {
            for line in wrap(text, width) {
                if y >= room.bottom() {
                    return;
                }
                put(buf, room, room.x, y, &line, *style);
                y += 1;
            }
        }
    }

    /// The help bar: the play screen's keys with Esc going back to Learn, or once done
    /// only the keys that lead on.
    fn draw_help(&self, buf: &mut Buffer, help: Rect, cx: &Cx, done: Option<&str>) {
        if help.height == 0 {
            return;
        }
        let pause = cx.keys.key_for(Context::Play, Command::Pause);
        // The key help's own entry, found by its command: its words are the language's.
        let help_key = cx.keys.short_help_for(Context::Global, &[Command::Help]);
        let is_help = |h: &String| help_key.iter().any(|(_, words)| words == h);
        let mut entries: Vec<(String, String)> = match done {
            Some(next) => vec![(
                cx.keys.key_for(Context::Play, Command::Score),
                next.to_string(),
            )],
            None => self
                .play
                .help_entries(cx.keys)
                .into_iter()
                .filter(|(k, h)| *k != pause && !is_help(h))
                .collect(),
        };
        entries.push((pause, t!("setup-learn-key-back")));
        entries.extend(help_key.iter().cloned());

        put(
            buf,
            help,
            help.x,
            help.y,
            &" ".repeat(help.width as usize),
            cx.theme.base(),
        );
        put_line(
            buf,
            help,
            help.x,
            help.y,
            &help_fit(&entries, help.width, &cx.theme),
        );
    }
}

/// The style of a line the lesson says.
pub fn said_style(good: bool, theme: &Theme) -> Style {
    if good { theme.good() } else { theme.bad() }
}
