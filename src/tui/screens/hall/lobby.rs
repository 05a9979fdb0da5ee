//! The lobby of a public server: the person and their ratings, who is online, what to do
//! (new table, join by code, quick match, the day's daily, watch, their matches, the
//! leaderboard, the day's daily board, Learn, about me, quit) and the tables they may join or watch. One cursor runs down the menu
//! and on into the tables; ←/→ jump between the two columns when both are shown.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::{Asks, HallAsk, Lines, Quick, SharedBoard};
use crate::l10n::{Lang, t};
use crate::tui::keymap::{Command, Context};
use crate::tui::screens::{Confirm, Cx, Kind, Screen, Step};
use crate::tui::widgets::{display_width, fit, footer, frame, list_row, put, wrap, wrap_units};

/// What the menu offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    NewTable,
    JoinByCode,
    Quick,
    Daily,
    Watch,
    MyMatches,
    Leaderboard,
    DailyBoard,
    Learn,
    AboutMe,
    /// The language the person reads: Enter moves on to the next one.
    Language,
    Quit,
}

impl Item {
    /// The menu in order, for the drawn lobby and the plain one alike: a guest has no
    /// account screens.
    pub(crate) fn offered(guest: bool) -> Vec<Item> {
        [
            Item::NewTable,
            Item::JoinByCode,
            Item::Quick,
            Item::Daily,
            Item::Watch,
            Item::MyMatches,
            Item::Leaderboard,
            Item::DailyBoard,
            Item::Learn,
            Item::AboutMe,
            Item::Language,
            Item::Quit,
        ]
        .into_iter()
        .filter(|i| !(guest && matches!(i, Item::MyMatches | Item::AboutMe)))
        .collect()
    }

    /// The item's words, for the drawn menu and the plain lobby's list alike.
    pub(crate) fn label(self, quick: Quick) -> String {
        match self {
            Item::NewTable => t!("serve-lobby-new-table"),
            Item::JoinByCode => t!("serve-lobby-join-by-code"),
            Item::Quick => match quick {
                Quick::Idle => t!("serve-lobby-quick-match"),
                Quick::Waiting(_) => t!("serve-lobby-stop-waiting"),
                Quick::CpuOffered => t!("serve-lobby-play-the-cpu"),
            },
            Item::Daily => t!("serve-lobby-daily"),
            Item::Watch => t!("serve-lobby-watch"),
            Item::MyMatches => t!("serve-lobby-my-matches"),
            Item::Leaderboard => t!("serve-lobby-leaderboard"),
            Item::DailyBoard => t!("serve-lobby-todays-daily"),
            Item::Learn => t!("serve-lobby-learn"),
            Item::AboutMe => t!("serve-lobby-about-me"),
            // The language's own name, whatever is spoken: a person lost in a language
            // they do not read finds theirs by its name.
            Item::Language => t!(
                "serve-lobby-language",
                language = crate::l10n::current().native_name()
            ),
            Item::Quit => t!("serve-lobby-quit"),
        }
    }
}

/// The menu column's narrowest width when the tables are beside it (English's; a language
/// with longer words gets what its longest label needs).
const MENU_WIDTH: u16 = 20;

/// The language after `lang` in the lobby's round of the shipped ones.
pub fn next_language(lang: Lang) -> Lang {
    let at = Lang::SHIPPED.iter().position(|l| *l == lang).unwrap_or(0);
    Lang::SHIPPED
        .get(at + 1)
        .copied()
        .unwrap_or(Lang::SHIPPED[0])
}
/// Below this width the tables go under the menu.
const SIDE_BY_SIDE: u16 = 64;

pub struct HallLobby {
    board: SharedBoard,
    asks: Asks,
    /// The row chosen: a menu item, else a table by its number (the list may change
    /// between two keys; a number keeps pointing at the same table).
    at: At,
    /// Enter on a table watches it (after Watch was chosen) rather than sitting.
    watching: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum At {
    Item(Item),
    Table(i64),
}

impl HallLobby {
    pub fn new(board: SharedBoard, asks: Asks) -> HallLobby {
        HallLobby {
            board,
            asks,
            at: At::Item(Item::NewTable),
            watching: false,
        }
    }

    /// The menu as this person has it.
    fn items(&self) -> Vec<Item> {
        Item::offered(self.board.borrow().guest)
    }

    fn rows(&self) -> Vec<At> {
        let tables: Vec<At> = self
            .board
            .borrow()
            .tables
            .iter()
            .map(|t| At::Table(t.no))
            .collect();
        self.items()
            .into_iter()
            .map(At::Item)
            .chain(tables)
            .collect()
    }

    fn selected(&self) -> usize {
        let rows = self.rows();
        rows.iter().position(|&r| r == self.at).unwrap_or(0)
    }

    fn ask(&self, ask: HallAsk) -> Step {
        self.asks.borrow_mut().push(ask);
        Step::Stay
    }

    fn first_table(&self) -> Option<At> {
        self.board.borrow().tables.first().map(|t| At::Table(t.no))
    }

    fn choose(&mut self, cx: &mut Cx) -> Step {
        match self.at {
            At::Table(no) => {
                let watch = self.watching || {
                    let board = self.board.borrow();
                    board
                        .tables
                        .iter()
                        .find(|t| t.no == no)
                        .is_some_and(|t| t.free == 0 && !t.mine)
                };
                self.watching = false;
                self.ask(if watch {
                    HallAsk::Watch(no)
                } else {
                    HallAsk::Sit(no)
                })
            }
            At::Item(item) => self.item(item, cx),
        }
    }

    fn item(&mut self, item: Item, cx: &mut Cx) -> Step {
        let quick = self.board.borrow().quick;
        match item {
            Item::NewTable => {
                let presets = self.board.borrow().presets.clone();
                Step::Push(Box::new(super::new_table::NewTable::new(
                    presets,
                    self.asks.clone(),
                    self.board.clone(),
                )))
            }
            Item::JoinByCode => Step::Push(Box::new(super::code::JoinByCode::new(
                self.asks.clone(),
                self.board.clone(),
            ))),
            Item::Quick => self.ask(match quick {
                Quick::Idle => HallAsk::Quick,
                Quick::Waiting(_) => HallAsk::QuickCancel,
                Quick::CpuOffered => HallAsk::QuickCpu,
            }),
            Item::Watch => {
                match self.first_table() {
                    Some(first) => {
                        self.at = first;
                        self.watching = true;
                        self.board
                            .borrow_mut()
                            .say(t!("serve-lobby-choose-to-watch"));
                    }
                    None => self
                        .board
                        .borrow_mut()
                        .say(t!("serve-lobby-nothing-to-watch")),
                }
                Step::Stay
            }
            Item::MyMatches => self.ask(HallAsk::MyMatches),
            Item::Leaderboard => self.ask(HallAsk::Leaderboard),
            Item::Daily => self.ask(HallAsk::Daily),
            Item::DailyBoard => self.ask(HallAsk::DailyBoard),
            Item::AboutMe => self.ask(HallAsk::AboutMe),
            Item::Language => self.ask(HallAsk::Language(next_language(crate::l10n::current()))),
            Item::Learn => {
                let at = crate::tui::screens::learn::Entry::Lesson(0);
                Step::Push(Box::new(crate::tui::screens::learn::LearnMenu::read(
                    cx, at,
                )))
            }
            Item::Quit => {
                let guest = self.board.borrow().guest;
                Step::Confirm(Box::new(Confirm::leave_server(guest)))
            }
        }
    }

    /// The menu's box and the tables' box.
    /// The head (the frame's top line, who I am, who is online and `said` lines of news),
    /// the menu and the tables.
    fn areas(area: Rect, said: u16, menu_width: u16) -> (Rect, Rect, Rect) {
        let body = Rect::new(area.x, area.y, area.width, area.height.saturating_sub(1));
        let head_h = 3u16.saturating_add(said.max(1));
        let head = Rect::new(body.x, body.y, body.width, head_h.min(body.height));
        let rest = Rect::new(
            body.x,
            body.y + head.height,
            body.width,
            body.height.saturating_sub(head.height),
        );
        if area.width >= SIDE_BY_SIDE {
            let menu = Rect::new(rest.x, rest.y, menu_width.min(rest.width), rest.height);
            let tables = Rect::new(
                rest.x + menu.width,
                rest.y,
                rest.width.saturating_sub(menu.width),
                rest.height,
            );
            (head, menu, tables)
        } else {
            let menu_h = 12.min(rest.height);
            let menu = Rect::new(rest.x, rest.y, rest.width, menu_h);
            let tables = Rect::new(
                rest.x,
                rest.y + menu_h,
                rest.width,
                rest.height.saturating_sub(menu_h),
            );
            (head, menu, tables)
        }
    }
}

impl Screen for HallLobby {
    fn kind(&self) -> Kind {
        Kind::HallLobby
    }

    fn contexts(&self) -> Vec<Context> {
        vec![Context::List]
    }

    fn key(&mut self, key: &KeyEvent, _cx: &mut Cx) -> Option<Step> {
        match key.code {
            KeyCode::Right | KeyCode::Tab => {
                if let (At::Item(_), Some(first)) = (self.at, self.first_table()) {
                    self.at = first;
                }
                Some(Step::Stay)
            }
            KeyCode::Left | KeyCode::BackTab => {
                if matches!(self.at, At::Table(_)) {
                    self.at = At::Item(Item::NewTable);
                    self.watching = false;
                }
                Some(Step::Stay)
            }
            KeyCode::Char('w') => {
                let At::Table(no) = self.at else {
                    return None;
                };
                self.watching = false;
                Some(self.ask(HallAsk::Watch(no)))
            }
            _ => None,
        }
    }

    fn command(&mut self, command: Command, cx: &mut Cx) -> Step {
        let rows = self.rows();
        let selected = self.selected();
        // What was said answered the last choice: the next key moves on from it.
        if !self.watching {
            self.board.borrow_mut().problem = None;
        }
        match command {
            Command::Up => {
                self.at = rows[selected.saturating_sub(1).min(rows.len().saturating_sub(1))];
            }
            Command::Down => {
                self.at = rows[(selected + 1).min(rows.len().saturating_sub(1))];
            }
            Command::Select => return self.choose(cx),
            Command::Back if self.watching => {
                self.watching = false;
                self.at = At::Item(Item::Watch);
                self.board.borrow_mut().problem = None;
            }
            Command::Back => {
                let guest = self.board.borrow().guest;
                return Step::Confirm(Box::new(Confirm::leave_server(guest)));
            }
            _ => {}
        }
        Step::Stay
    }

    fn tick(&mut self, _cx: &mut Cx) -> Step {
        let opening = self.board.borrow().opening.take();
        if let Some(screen) = opening {
            return Step::Push(screen);
        }
        // A table that went away leaves the cursor on the menu.
        if !self.rows().contains(&self.at) {
            self.at = At::Item(Item::NewTable);
            self.watching = false;
        }
        Step::Stay
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        let theme = cx.theme;
        let board = self.board.borrow();
        // The news is wrapped, not cut: a private table's code came at the end of a long
        // sentence and was lost at 100 columns.
        let news: Option<(String, Style)> = if let Some(problem) = &board.problem {
            Some((problem.clone(), theme.bad()))
        } else if let Quick::Waiting(secs) = board.quick {
            Some((
                t!("serve-lobby-quick-waiting", seconds = secs),
                theme.base(),
            ))
        } else if board.quick == Quick::CpuOffered {
            Some((t!("serve-lobby-quick-cpu-offered"), theme.base()))
        } else {
            None
        };
        let inner_w = usize::from(area.width.saturating_sub(2));
        let mut news_lines = news
            .as_ref()
            .map(|(text, _)| wrap(text, inner_w))
            .unwrap_or_default();
        if news_lines.len() > MAX_NEWS_LINES {
            news_lines.truncate(MAX_NEWS_LINES);
            if let Some(last) = news_lines.last_mut() {
                *last = fit(&format!("{last} …"), inner_w);
            }
        }
        let said = u16::try_from(news_lines.len()).unwrap_or(1);
        let quick = board.quick;
        let items = self.items();
        let labels: Vec<String> = items.iter().map(|i| i.label(quick)).collect();
        let widest = labels
            .iter()
            .map(|l| crate::tui::widgets::display_width(l))
            .max()
            .unwrap_or(0);
        // Room for the label, the column's margin and a space before the tables.
        let menu_width = MENU_WIDTH.max(u16::try_from(widest + 3).unwrap_or(u16::MAX));
        let (head, menu, tables) = HallLobby::areas(area, said, menu_width);
        let title = t!("serve-lobby-title");
        let inner = frame(
            buf,
            head.union(menu).union(tables),
            &title,
            theme.base(),
            theme.title(),
        );
        let head_in = head.height.saturating_sub(1);
        let mut top = Lines::inside(Rect::new(
            inner.x,
            inner.y,
            inner.width,
            head_in.min(inner.height),
        ));
        let who = if board.guest {
            t!("serve-lobby-me-guest", name = board.me.as_str())
        } else if board.ratings.is_empty() {
            t!("serve-lobby-me-unrated", name = board.me.as_str())
        } else {
            format!("{} · {}", board.me, board.ratings.join(" · "))
        };
        top.put(buf, &fit(&who, inner_w), theme.title());
        top.put(buf, &online_line(&board.online, inner_w), theme.dim());
        if let Some((_, style)) = &news {
            for line in &news_lines {
                top.put(buf, line, *style);
            }
        }
        let menu_in = Rect::new(
            menu.x + 1,
            menu.y.max(inner.y + head_in),
            menu.width.saturating_sub(2),
            menu.height.saturating_sub(1),
        );
        let mut y = menu_in.y;
        for (item, label) in items.iter().zip(&labels) {
            list_row(buf, menu_in, y, label, self.at == At::Item(*item), &theme);
            y = y.saturating_add(1);
        }
        let tables_in = Rect::new(
            tables.x + 1,
            tables.y.max(inner.y + head_in),
            tables.width.saturating_sub(2),
            tables.height.saturating_sub(1),
        );
        let heading = if board.tables.is_empty() {
            t!("serve-lobby-no-tables")
        } else if self.watching {
            t!("serve-lobby-tables-watching")
        } else {
            t!("serve-lobby-tables")
        };
        // Wrapped, not cut: at 80 columns the empty lobby's advice lost its end.
        let heading = wrap(&heading, usize::from(tables_in.width));
        let heading_h = u16::try_from(heading.len()).unwrap_or(u16::MAX);
        for (i, line) in heading.iter().enumerate() {
            put(
                buf,
                tables_in,
                tables_in.x,
                tables_in
                    .y
                    .saturating_add(u16::try_from(i).unwrap_or(u16::MAX)),
                line,
                theme.title(),
            );
        }
        let rows = Rect::new(
            tables_in.x,
            tables_in.y + heading_h.min(tables_in.height),
            tables_in.width,
            tables_in.height.saturating_sub(heading_h),
        );
        let h = rows.height as usize;
        let room = usize::from(rows.width.saturating_sub(1));
        // Where every table's whole line fits in the rows, a long one goes on over the next
        // line, indented; else each is one line, cut with "…" at the end (its first parts
        // say the most), and the chosen one kept in view.
        let wrapped: Vec<Vec<String>> = board
            .tables
            .iter()
            .map(|t| {
                let line = t.line();
                if display_width(&line) <= room {
                    return vec![line];
                }
                // Broken between words, never inside a player's name.
                let mut lines = wrap_units(&t.units(), room.saturating_sub(2));
                for line in lines.iter_mut().skip(1) {
                    *line = format!("  {line}");
                }
                lines
            })
            .collect();
        let whole = wrapped.iter().map(Vec::len).sum::<usize>() <= h;
        let chosen = board.tables.iter().position(|t| At::Table(t.no) == self.at);
        let first = if whole {
            0
        } else {
            chosen.map_or(0, |c| (c + 1).saturating_sub(h))
        };
        let mut y = rows.y;
        for (t, lines) in board.tables.iter().zip(&wrapped).skip(first) {
            let lines = if whole {
                lines.clone()
            } else {
                vec![fit(&t.line(), room)]
            };
            for line in &lines {
                if y >= rows.bottom() {
                    break;
                }
                list_row(buf, rows, y, line, self.at == At::Table(t.no), &theme);
                y = y.saturating_add(1);
            }
        }
        drop(board);
        let mut help = cx.keys.short_help_for(
            Context::List,
            &[Command::Up, Command::Down, Command::Select, Command::Back],
        );
        help.push(("w".to_string(), t!("serve-lobby-key-watch")));
        help.push(("←/→".to_string(), t!("serve-lobby-key-menu-tables")));
        footer(buf, area, &help, &theme);
    }
}

/// The most lines the lobby's news takes; the menu needs the rest.
const MAX_NEWS_LINES: usize = 3;

/// "Online (N): a, b, c" cut at a whole name, saying how many were left out.
fn online_line(online: &[String], width: usize) -> String {
    let mut line = format!("{} ", t!("serve-lobby-online", count = online.len()));
    for (i, name) in online.iter().enumerate() {
        let sep = if i == 0 { "" } else { ", " };
        let rest = online.len() - i - 1;
        let more = if rest == 0 {
            String::new()
        } else {
            t!("serve-lobby-online-more", count = rest)
        };
        let candidate = format!("{line}{sep}{name}");
        if crate::tui::widgets::display_width(&format!("{candidate}{more}")) > width {
            if i == 0 {
                return fit(&t!("serve-lobby-online-count", count = online.len()), width);
            }
            let left = online.len() - i;
            return fit(
                &format!("{line}{}", t!("serve-lobby-online-more", count = left)),
                width,
            );
        }
        line = candidate;
    }
    fit(&line, width)
}
