//! The main menu.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::guest_keys::GuestKeys;
use super::history::HistoryView;
use super::text::TextView;
use super::{Confirm, Cx, Kind, Screen, Step};
use crate::l10n::t;
use crate::tui::keymap::{Command, Context, Keymap};
use crate::tui::theme::Theme;
use crate::tui::widgets::{centered, display_width, footer, frame, put, wrap};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    NewMatch,
    /// The daily challenge: one scored game a day on everyone's dice.
    Daily,
    /// The lessons and practice puzzles.
    Learn,
    /// The matches on the go, to resume or delete one.
    Resume,
    Rules,
    Statistics,
    History,
    /// The guests' keys a hosted table remembers, to read and forget.
    GuestKeys,
    Quit,
}

impl Item {
    /// The item's name in the language spoken.
    pub fn label(self) -> String {
        match self {
            Item::NewMatch => t!("play-menu-new-match"),
            Item::Daily => t!("play-menu-daily"),
            Item::Learn => t!("play-menu-learn"),
            Item::Resume => t!("play-menu-resume"),
            Item::Rules => t!("play-menu-rules"),
            Item::Statistics => t!("play-menu-statistics"),
            Item::History => t!("play-menu-history"),
            Item::GuestKeys => t!("play-menu-guest-keys"),
            Item::Quit => t!("play-menu-quit"),
        }
    }
}

pub struct Menu {
    pub items: Vec<(Item, bool)>,
    pub selected: usize,
    /// Something to tell the player (a damaged save, a finished match archived).
    pub notice: Option<String>,
    /// The newest match on the go, described (players, round, rules), with how many there
    /// are.
    pub resume_about: Option<String>,
    /// How many matches on the go are saved: quitting says they all stay.
    pub saved_matches: usize,
}

/// The logo's drawn rows; the line under them is a message (see [`logo_line`]).
const LOGO: [&str; 4] = [
    "█  █  ▄▀▄  █  █ ▀█▀ ▀▀█ █▀▀ █▀▀",
    "▀▄▄▀ █▄▄█  █▄▄█  █   ▄▀ █▀▀ █▀▀",
    "  █  █  █  █  █  █  █▄▄ █▄▄ █▄▄",
    "",
];

/// The rows the logo takes with its motto.
const LOGO_ROWS: u16 = LOGO.len() as u16 + 1;

/// The logo's rows and its motto, as drawn: five rows, the motto in the language spoken.
fn logo_lines() -> [String; 5] {
    let [a, b, c, d] = LOGO.map(str::to_string);
    [a, b, c, d, logo_line()]
}

/// The motto under the logo. Fluent trims a message's leading spaces, so the indent that
/// centres it under the drawing is added here.
fn logo_line() -> String {
    format!("  {}", t!("play-menu-motto"))
}

impl Menu {
    /// The menu; `has_data_folder` says whether there are files to keep guests' keys in
    /// (without one, nothing is ever remembered, and the entry is greyed).
    pub fn new(has_save: bool, has_data_folder: bool, notice: Option<String>) -> Menu {
        let items = vec![
            (Item::NewMatch, true),
            (Item::Daily, true),
            (Item::Learn, true),
            (Item::Resume, has_save),
            (Item::Rules, true),
            (Item::Statistics, true),
            (Item::History, true),
            (Item::GuestKeys, has_data_folder),
            (Item::Quit, true),
        ];
        let selected = if has_save { 3 } else { 0 };
        Menu {
            items,
            selected,
            notice,
            resume_about: None,
            saved_matches: usize::from(has_save),
        }
    }

    /// Puts the cursor on `item` if it is shown and can be chosen.
    pub fn select(&mut self, item: Item) {
        if let Some(i) = self
            .visible()
            .iter()
            .position(|&(it, enabled)| it == item && enabled)
        {
            self.selected = i;
        }
    }

    /// Shown items.
    pub fn visible(&self) -> Vec<(Item, bool)> {
        self.items.clone()
    }

    pub fn move_by(&mut self, down: bool) {
        let n = self.visible().len();
        let mut i = self.selected;
        for _ in 0..n {
            i = if down { (i + 1) % n } else { (i + n - 1) % n };
            if self.visible()[i].1 {
                break;
            }
        }
        self.selected = i;
    }

    pub fn current(&self) -> Option<Item> {
        self.visible()
            .get(self.selected)
            .filter(|(_, enabled)| *enabled)
            .map(|(i, _)| *i)
    }

    /// The box the menu is drawn in, and the first item's row. Centred, but raised on a
    /// short terminal so the lines under it (the saved match, a notice) keep their room
    /// above the help line.
    pub fn area(&self, area: Rect) -> (Rect, u16) {
        let mut r = centered(area, 46, self.visible().len() as u16 + LOGO_ROWS + 5);
        let under = u16::from(self.resume_about.is_some())
            + self.notice.as_ref().map_or(0, |n| {
                wrap(n, area.width.saturating_sub(4) as usize).len() as u16
            });
        let top = area
            .bottom()
            .saturating_sub(1 + under + r.height)
            .max(area.y);
        r.y = r.y.min(top);
        (r, r.y + 1 + LOGO_ROWS + 2)
    }

    pub fn item_at(&self, area: Rect, x: u16, y: u16) -> Option<usize> {
        let (r, first) = self.area(area);
        let i = y.checked_sub(first)? as usize;
        (x >= r.x && x < r.right() && i < self.visible().len()).then_some(i)
    }

    pub fn draw(&self, buf: &mut Buffer, area: Rect, theme: &Theme, keymap: &Keymap) {
        let visible = self.visible();
        let (r, first) = self.area(area);
        // The program's name, as the logo spells it, in every language.
        let inner = frame(buf, r, " Yahtzee ", theme.current_border(), theme.title());
        for (i, line) in logo_lines().iter().enumerate() {
            let w = display_width(line) as u16;
            put(
                buf,
                inner,
                inner.x + inner.width.saturating_sub(w) / 2,
                inner.y + i as u16,
                line,
                if i < 3 { theme.title() } else { theme.dim() },
            );
        }
        for (i, (item, enabled)) in visible.iter().enumerate() {
            let style = if !enabled {
                theme.disabled()
            } else if i == self.selected {
                theme.selected()
            } else {
                theme.base()
            };
            let label = format!(
                "  {:<w$}",
                item.label(),
                w = inner.width.saturating_sub(2) as usize
            );
            put(buf, inner, inner.x, first + i as u16, &label, style);
        }
        let mut below = r.bottom();
        if let Some(about) = &self.resume_about {
            let line = crate::tui::widgets::fit(
                &t!("play-menu-saved", about = about.as_str()),
                area.width.saturating_sub(2) as usize,
            );
            let w = display_width(&line) as u16;
            put(
                buf,
                area,
                area.x + area.width.saturating_sub(w) / 2,
                below,
                &line,
                theme.dim(),
            );
            below += 1;
        }
        if let Some(notice) = &self.notice {
            let y0 = below;
            let lines = wrap(notice, area.width.saturating_sub(4) as usize);
            for (i, line) in lines.iter().enumerate() {
                let w = display_width(line) as u16;
                let y = y0.max(r.bottom()) + i as u16;
                put(
                    buf,
                    area,
                    area.x + area.width.saturating_sub(w) / 2,
                    y,
                    line,
                    theme.warn(),
                );
            }
        }
        // On the main menu, going back means quitting. The back key is found by its command,
        // not by its help word, which is in the player's language.
        let back: Vec<String> = keymap
            .short_help_for(Context::List, &[Command::Back])
            .into_iter()
            .map(|(_, h)| h)
            .collect();
        let keys: Vec<(String, String)> = keymap
            .short_help_for(
                Context::List,
                &[Command::Up, Command::Select, Command::Back],
            )
            .into_iter()
            .map(|(k, h)| {
                if back.contains(&h) {
                    (k, t!("play-menu-key-quit"))
                } else {
                    (k, h)
                }
            })
            .collect();
        footer(buf, area, &keys, theme);
    }
}

impl Menu {
    /// Where the chosen item leads, the item remembered for the next menu.
    fn choose(&self, cx: &mut Cx) -> Step {
        let item = self.current();
        let next = match item {
            Some(Item::NewMatch) => Step::NewMatch,
            Some(Item::Daily) => Step::Daily,
            Some(Item::Learn) => Step::Open(Box::new(super::learn::LearnMenu::read(
                cx,
                super::learn::Entry::Lesson(0),
            ))),
            Some(Item::Resume) => Step::Matches,
            Some(Item::Rules) => {
                // The rules last played are the likeliest to be looked up.
                let rules = cx
                    .store
                    .last_setup()
                    .map_or(crate::rules::Ruleset::CLASSIC, |s| s.rules);
                Step::Open(Box::new(TextView::rules(&rules, &cx.theme)))
            }
            Some(Item::Statistics) => {
                let (history, problem) = cx.store.history();
                Step::Open(Box::new(super::stats::StatsView::new(history, problem)))
            }
            Some(Item::History) => {
                let (history, _) = cx.store.history();
                Step::Open(Box::new(HistoryView::new(history.recent)))
            }
            Some(Item::GuestKeys) => match cx.store.data_dir() {
                Some(data) => Step::Open(Box::new(GuestKeys::read(data))),
                None => Step::Stay,
            },
            Some(Item::Quit) => self.quit(),
            None => Step::Stay,
        };
        Step::Chose(item, Box::new(next))
    }

    /// Quits, asking first when a match is in progress.
    fn quit(&self) -> Step {
        if self.resume_about.is_some() {
            Step::Confirm(Box::new(Confirm::quit(self.saved_matches)))
        } else {
            Step::Quit
        }
    }
}

impl Screen for Menu {
    fn kind(&self) -> Kind {
        Kind::Menu
    }

    fn contexts(&self) -> Vec<Context> {
        vec![Context::List]
    }

    fn command(&mut self, command: Command, cx: &mut Cx) -> Step {
        match command {
            Command::Up => self.move_by(false),
            Command::Down => self.move_by(true),
            Command::Select => return self.choose(cx),
            // On the main menu, going back means quitting.
            Command::Back => return self.quit(),
            _ => {}
        }
        Step::Stay
    }

    fn click(&mut self, area: Rect, x: u16, y: u16, cx: &mut Cx) -> Step {
        let Some(i) = self.item_at(area, x, y) else {
            return Step::Stay;
        };
        self.selected = i;
        if self.visible().get(i).is_some_and(|&(_, enabled)| enabled) {
            self.choose(cx)
        } else {
            Step::Stay
        }
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        Menu::draw(self, buf, area, &cx.theme, cx.keys);
    }

    fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }
}
