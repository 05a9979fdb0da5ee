//! One file per screen, and the one interface every screen has: it reads its keys and
//! clicks, draws itself, and answers with a [`Step`] that says what happens next. What only
//! the app may do (claim a match, start, resume, delete, quit) is asked for by a step, never done here.

pub mod confirm;
pub mod daily;
pub mod guest_keys;
pub mod hall;
pub mod history;
pub mod learn;
pub mod lobby;
pub mod matches;
pub mod menu;
pub mod play;
pub mod results;
pub mod review;
pub mod setup;
pub mod standings;
pub mod stats;
pub mod text;

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::Rect;

use crate::game::{Match, MatchSetup, Seat};
use crate::rules::Ruleset;
use crate::store::{MatchId, MatchOptions, Storage};
use crate::tui::keymap::{Command, Context, Keymap};
use crate::tui::shelf::Shelf;
use crate::tui::theme::Theme;

pub use confirm::Confirm;

/// What a screen borrows from the app for one call.
pub struct Cx<'a> {
    pub store: &'a mut dyn Storage,
    pub shelf: &'a mut Shelf,
    pub clock: Duration,
    pub theme: Theme,
    pub keys: &'a Keymap,
    /// Whether thrown dice tumble before they settle.
    pub animate: bool,
    /// Set to ring the terminal bell (the app rings it only if the player asked for sound).
    pub bell: &'a mut bool,
    /// Where text for the terminal's clipboard goes, sent at the next frame; `None` when the
    /// terminal is not one that takes it.
    pub clipboard: Option<&'a mut Option<String>>,
    /// The whole terminal, as last resized: a screen that is not drawn takes no typing.
    pub area: Rect,
}

impl Cx<'_> {
    /// Whether the terminal is large enough for the game to be drawn.
    pub fn fits(&self) -> bool {
        crate::tui::widgets::fits(self.area)
    }
}

/// Which screen this is (tests name screens by it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Menu,
    Setup,
    Play,
    Results,
    /// A page of text: the rules, the statistics.
    Text,
    History,
    HistoryCard,
    Review,
    /// A guest's choice of seat at a hosted table.
    Lobby,
    /// The guests' keys the host remembers.
    GuestKeys,
    /// Learn to play: the lessons and puzzles, and the progress.
    Learn,
    /// The daily challenge: today's, the streak, the scored dailies.
    Daily,
    /// A lesson on the board.
    Lesson,
    /// A practice puzzle on the board.
    Puzzle,
    /// The matches on the go, to resume or delete.
    Matches,
    /// A public server's screens: a new key's handle, the lobby, a new table, a code.
    Handle,
    HallLobby,
    NewTable,
    JoinByCode,
    /// A public server's leaderboards.
    Leaderboard,
    /// A person's matches on a public server.
    MyMatches,
    /// What a public server keeps about a person.
    AboutMe,
    /// A public server's board of the day's daily.
    DailyBoard,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Menu => "menu",
            Kind::Setup => "setup",
            Kind::Play => "play",
            Kind::Results => "results",
            Kind::Text => "text",
            Kind::History => "history",
            Kind::HistoryCard => "history-card",
            Kind::Review => "review",
            Kind::Lobby => "lobby",
            Kind::GuestKeys => "guest-keys",
            Kind::Learn => "learn",
            Kind::Daily => "daily",
            Kind::Lesson => "lesson",
            Kind::Puzzle => "puzzle",
            Kind::Matches => "matches",
            Kind::Handle => "handle",
            Kind::HallLobby => "hall-lobby",
            Kind::NewTable => "new-table",
            Kind::JoinByCode => "join-by-code",
            Kind::Leaderboard => "leaderboard",
            Kind::MyMatches => "my-matches",
            Kind::AboutMe => "about-me",
            Kind::DailyBoard => "daily-board",
        }
    }
}

/// What happens after a screen handled something.
pub enum Step {
    Stay,
    /// This screen gives way to another (the menu to the rules, a finished match to its
    /// results); what lies underneath stays.
    Open(Box<dyn Screen>),
    /// Another screen over this one, which [`Step::Back`] returns to as it was.
    Push(Box<dyn Screen>),
    /// Back to the screen underneath.
    Back,
    /// The main menu, built afresh, with something to tell the player.
    Menu {
        notice: Option<String>,
    },
    /// The setup screen for a new match.
    NewMatch,
    /// Start this match (a new one, beside every match on the go).
    Start(Box<(MatchSetup, MatchOptions)>),
    /// The list of matches on the go (the menu's Resume).
    Matches,
    Resume(MatchId),
    /// Delete this match from the list (the player said yes): its file is kept aside.
    Delete(MatchId),
    /// The same table again with fresh dice; the app picks the seed, since rematches count
    /// on from the one given on the command line.
    Rematch(Box<Rematch>),
    /// Ask first, and take the answer's step.
    Confirm(Box<Confirm>),
    /// The menu item chosen, so the menu opens on it again next time, and what it leads to.
    Chose(Option<menu::Item>, Box<Step>),
    Quit,
    /// Quit although the last move could not be saved.
    QuitUnsaved,
    /// A guest's choice at a hosted table, for the host's loop to grant.
    Join(lobby::Choice),
    /// Forget the remembered guest's key with this fingerprint (the player said yes), then
    /// list the keys again with the cursor at `row`.
    ForgetKey {
        fingerprint: String,
        row: usize,
    },
    /// Forget the progress in Learn (the player said yes), then show Learn again.
    ResetLearn,
    /// Speak this language from now on, and remember it with the setup (chosen on setup's
    /// Language row).
    Language(crate::l10n::Lang),
    /// The daily challenge's screen, for today.
    Daily,
    /// Play the daily of `day`: its scored attempt (taken through the store first), or a
    /// replay the player agreed to.
    PlayDaily {
        day: crate::game::Day,
        attempt: crate::store::daily::Attempt,
    },
}

/// A rematch's table, all but the seed.
pub struct Rematch {
    pub rules: Ruleset,
    pub seats: Vec<Seat>,
    pub options: MatchOptions,
    /// Every seat on the same tape again, as the match before.
    pub same_dice: bool,
}

/// A screen: the menu, setup, the match, its results, a page of text, the history, a
/// review. Keys reach it in two rounds: raw first ([`Screen::key`]), for a screen that takes
/// typing, then through the keymap in its [`Screen::contexts`] ([`Screen::command`]).
pub trait Screen {
    fn kind(&self) -> Kind;

    /// The keymap contexts read here, first match wins; the help bar shows the same.
    fn contexts(&self) -> Vec<Context>;

    /// A key before the keymap reads it. A screen that takes typing (a name, a throw's
    /// faces, a score) says here what a character means to it; `None` leaves the key to the
    /// keymap.
    fn key(&mut self, _key: &KeyEvent, _cx: &mut Cx) -> Option<Step> {
        None
    }

    fn command(&mut self, command: Command, cx: &mut Cx) -> Step;

    /// A left click at (x, y) on a screen of `area`.
    fn click(&mut self, _area: Rect, _x: u16, _y: u16, _cx: &mut Cx) -> Step {
        Step::Stay
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx);

    /// Time passed (the clock is in `cx`): CPU seats play, animations end.
    fn tick(&mut self, _cx: &mut Cx) -> Step {
        Step::Stay
    }

    /// How long from `clock` until this screen needs a tick by itself.
    fn next_wake(&self, _clock: Duration) -> Option<Duration> {
        None
    }

    /// A key or a click arrived, before it is routed anywhere.
    fn touched(&mut self) {}

    /// The overlay open on this screen, by name (tests).
    fn overlay(&self) -> Option<&'static str> {
        None
    }

    /// The match shown, if any.
    fn current_match(&self) -> Option<&Match> {
        None
    }

    /// What this screen tells the player that a screen replacing it must not lose.
    fn notice(&self) -> Option<&str> {
        None
    }

    /// What leaving this screen would lose (moves of a match that could not be saved), in a
    /// sentence for the player.
    fn lost(&self) -> Option<String> {
        None
    }

    /// The match open on this screen, saved and unfinished: what leaving the program says
    /// how to resume.
    fn open_match(&self) -> Option<MatchId> {
        None
    }

    /// Shows a problem in this screen's status line; false if it has none, and the menu
    /// says it instead.
    fn report(&mut self, _problem: &str) -> bool {
        false
    }

    /// The start this screen asked for cannot happen here (too many matches on the go):
    /// where the player hears why.
    fn refused(&mut self, why: String) -> Step {
        Step::Menu { notice: Some(why) }
    }
}

/// The row a list's cursor moves to from `selected`, one down or up among `len` rows; it
/// stops at either end rather than wrapping.
pub(crate) fn step_in_list(selected: usize, len: usize, down: bool) -> usize {
    if len == 0 {
        selected
    } else if down {
        selected.saturating_add(1).min(len - 1)
    } else {
        selected.saturating_sub(1)
    }
}

/// A framed list over the terminal but its help line: the frame's box, and inside it the
/// rows, between `top` lines above them (words on the list, column heads) and `bottom`
/// below (an id, a status line). The lists that scroll draw and take clicks from the same
/// rows through it, so a click lands on the row drawn there.
pub(crate) fn list_areas(area: Rect, top: u16, bottom: u16) -> (Rect, Rect) {
    let outer = Rect::new(area.x, area.y, area.width, area.height.saturating_sub(1));
    let inner = Rect::new(
        outer.x + 1.min(outer.width),
        outer.y + 1.min(outer.height),
        outer.width.saturating_sub(2),
        outer.height.saturating_sub(2),
    );
    let top = top.min(inner.height);
    let rows = Rect::new(
        inner.x,
        inner.y + top,
        inner.width,
        inner.height.saturating_sub(top.saturating_add(bottom)),
    );
    (outer, rows)
}

/// The cursor of a list that may be longer than its box, and the first row shown. The
/// lists of matches on the go, of finished matches and of guests' keys move, scroll and
/// take clicks alike: written once here, they cannot drift apart.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ScrollList {
    /// The row chosen.
    pub selected: usize,
    /// The first row shown.
    pub scroll: usize,
}

impl ScrollList {
    /// One row down or up among `len`, stopping at either end.
    pub fn move_by(&mut self, len: usize, down: bool) {
        self.selected = step_in_list(self.selected, len, down);
    }

    /// A list's own keys: ↑ and ↓ move the cursor one row among `len`. Whether `command` was
    /// one of them, so the screen handles only the rest.
    pub fn key(&mut self, command: Command, len: usize) -> bool {
        self.key_skipping(command, len, |_| true)
    }

    /// [`ScrollList::key`] over a list with rows that cannot be chosen (a heading): the
    /// cursor steps over every row `choosable` refuses, and stays where it is when none is
    /// left that way.
    pub fn key_skipping(
        &mut self,
        command: Command,
        len: usize,
        choosable: impl Fn(usize) -> bool,
    ) -> bool {
        let down = match command {
            Command::Up => false,
            Command::Down => true,
            _ => return false,
        };
        let mut at = self.selected;
        loop {
            let next = step_in_list(at, len, down);
            if next == at {
                return true;
            }
            at = next;
            if choosable(at) {
                self.selected = at;
                return true;
            }
        }
    }

    /// Scrolls just enough for the chosen row to be among the `h` lines shown.
    pub fn follow(&mut self, h: usize) {
        if self.selected < self.scroll {
            self.scroll = self.selected;
        } else if h > 0 && self.selected >= self.scroll + h {
            self.scroll = self.selected + 1 - h;
        }
    }

    /// The row of a list of `len` drawn on line `y` of `rows`, if any.
    pub fn row_at(&self, rows: Rect, y: u16, len: usize) -> Option<usize> {
        let i = y.checked_sub(rows.y)? as usize + self.scroll;
        (y < rows.bottom() && i < len).then_some(i)
    }

    /// The rows shown in `h` lines, scrolled first to keep the chosen one in view: each
    /// with its line from the top (0 first) and whether it is the chosen one.
    pub fn shown<'a, T>(
        &mut self,
        items: &'a [T],
        h: usize,
    ) -> impl Iterator<Item = (u16, &'a T, bool)> + use<'a, T> {
        self.follow(h);
        let selected = self.selected;
        items
            .iter()
            .enumerate()
            .skip(self.scroll)
            .take(h)
            .enumerate()
            .map(move |(line, (i, item))| (line as u16, item, i == selected))
    }
}
