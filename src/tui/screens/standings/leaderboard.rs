//! The leaderboard: one board per rules family the server rates, a tab each (← and → move
//! between them), its people by rating. A rating is shown as Glicko-2 gives it, the number
//! and two deviations either side ("1612 ±64"), and marked provisional while that interval
//! is still wide; the person's own row is marked, and a line above the board says where they
//! stand on it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::board::BoardTable;
use super::{Want, Wants, column};
use crate::hall::{Family, Handle, Standing};
use crate::tui::keymap::{Command, Context, Keymap};
use crate::tui::screens::{Cx, Kind, Screen, ScrollList, Step, list_areas};
use crate::tui::theme::Theme;
use crate::tui::widgets::{footer, put};

/// The widest a handle is shown; the hall allows 16 columns, so none is cut.
const HANDLE_WIDTH: usize = 16;

/// Lines inside the frame above the rows: the tabs, where the person stands, a blank and the
/// column heads.
const ABOVE: u16 = 4;

/// Lines inside the frame below the rows: a blank and the note on what the figures mean.
const BELOW: u16 = 2;

pub struct Leaderboard {
    /// Each family's board, in the order its tabs are shown.
    boards: Vec<(Family, Vec<Standing>)>,
    /// The person looking, when they have an account (a guest has none).
    me: Option<Handle>,
    wants: Wants,
    /// The board shown (an index into `boards`).
    tab: usize,
    /// The cursor and scroll of the board shown.
    list: ScrollList,
}

impl Leaderboard {
    /// The boards given (one per family, best first as the hall ranks them), for `me`.
    /// It opens on the first board that has the person on it, else the first.
    pub fn new(boards: Vec<(Family, Vec<Standing>)>, me: Option<Handle>, wants: Wants) -> Self {
        let tab = me
            .as_ref()
            .and_then(|me| {
                boards
                    .iter()
                    .position(|(_, rows)| rows.iter().any(|s| s.handle == *me))
            })
            .unwrap_or(0);
        let mut board = Leaderboard {
            boards,
            me,
            wants,
            tab,
            list: ScrollList::default(),
        };
        board.cursor_on_me();
        board
    }

    /// Opens on `family`'s board (the one a refresh was asked from), if it is among them.
    pub fn showing(mut self, family: Family) -> Self {
        if let Some(tab) = self.boards.iter().position(|(f, _)| *f == family) {
            self.tab = tab;
            self.cursor_on_me();
        }
        self
    }

    /// The family whose board is shown, if there is any board.
    pub fn family(&self) -> Option<Family> {
        self.boards.get(self.tab).map(|(f, _)| *f)
    }

    fn rows(&self) -> &[Standing] {
        self.boards.get(self.tab).map_or(&[], |(_, rows)| rows)
    }

    /// The cursor on the person's own row where they are on the board, else on the first.
    fn cursor_on_me(&mut self) {
        let mine = self.mine();
        self.list = ScrollList {
            selected: mine.unwrap_or(0),
            scroll: 0,
        };
    }

    /// The person's own row on the board shown.
    fn mine(&self) -> Option<usize> {
        let me = self.me.as_ref()?;
        self.rows().iter().position(|s| s.handle == *me)
    }

    fn switch(&mut self, forward: bool) {
        let n = self.boards.len();
        if n == 0 {
            return;
        }
        self.tab = if forward {
            (self.tab + 1) % n
        } else {
            (self.tab + n - 1) % n
        };
        self.cursor_on_me();
    }

    /// One person's row: rank, handle, rating ("1612 ±64", "?" after it while
    /// provisional), games, and "you" on the person's own.
    pub fn line(standing: &Standing, me: bool) -> String {
        format!(
            "{:>4}  {}  {:<11}  {:>5}{}",
            standing.rank,
            column(standing.handle.as_str(), HANDLE_WIDTH),
            standing.rating.shown(),
            standing.rating.games,
            if me { "  ◂ you" } else { "" }
        )
    }

    /// Where the rows go, and the frame around the whole board.
    fn areas(area: Rect) -> (Rect, Rect) {
        list_areas(area, ABOVE, BELOW)
    }

    /// The board's row drawn on line `y`, if any.
    pub fn item_at(&self, area: Rect, y: u16) -> Option<usize> {
        let (_, rows) = Leaderboard::areas(area);
        self.list.row_at(rows, y, self.rows().len())
    }

    /// The tab drawn at column `x` of the tabs' line, if any.
    fn tab_at(&self, area: Rect, x: u16, y: u16) -> Option<usize> {
        let (outer, _) = Leaderboard::areas(area);
        if y != outer.y + 1 {
            return None;
        }
        let mut at = outer.x + 2;
        for (i, (family, _)) in self.boards.iter().enumerate() {
            let w = tab_label(*family).chars().count() as u16;
            if x >= at && x < at + w {
                return Some(i);
            }
            at += w + 1;
        }
        None
    }

    pub fn draw(&mut self, buf: &mut Buffer, area: Rect, theme: &Theme, keymap: &Keymap) {
        let (outer, rows) = Leaderboard::areas(area);
        let table = BoardTable::framed(buf, outer, " Leaderboard: ratings by rules ", theme);
        let inner = table.inner();
        // The tabs: the one shown in the list's highlight.
        let mut x = inner.x + 1;
        for (i, (family, _)) in self.boards.iter().enumerate() {
            let label = tab_label(*family);
            let style = if i == self.tab {
                theme.selected()
            } else {
                theme.dim()
            };
            put(buf, inner, x, inner.y, &label, style);
            x = x.saturating_add(label.chars().count() as u16 + 1);
        }
        let Some((family, standings)) = self.boards.get(self.tab) else {
            table.advice(
                buf,
                0,
                "No rules are rated on this server: its operator offers none of the built-in \
                 presets, whose matches alone are rated.",
            );
            self.help(buf, area, theme, keymap);
            return;
        };
        let family = *family;
        table.line(buf, 1, &self.where_i_stand(family), theme.key());
        if standings.is_empty() {
            table.advice(
                buf,
                3,
                &format!(
                    "No rated match yet: finish a match against another person on {} rules \
                     to get a rating.",
                    family.name()
                ),
            );
        } else {
            let head = format!(
                "{:>4}  {}  {:<11}  {:>5}",
                "Rank",
                column("Player", HANDLE_WIDTH),
                "Rating",
                "Games"
            );
            table.heads(buf, rows, &head);
            let me = self.me.as_ref();
            table.rows(buf, rows, &mut self.list, standings, |_, standing| {
                Leaderboard::line(standing, me == Some(&standing.handle))
            });
        }
        table.note(
            buf,
            "Glicko-2, per rules family: rating ± two deviations, ? while provisional.",
            theme.dim(),
        );
        self.help(buf, area, theme, keymap);
    }

    /// The line above the board: the person's place on it, or why they have none.
    fn where_i_stand(&self, family: Family) -> String {
        let rows = self.rows();
        match (&self.me, self.mine()) {
            (None, _) => "Guests are not rated: connect with an SSH key to make an account \
                          and get a rating."
                .to_string(),
            (Some(_), Some(i)) => {
                let s = &rows[i];
                format!(
                    "You: #{} on {} rules, {}{}, {}.",
                    s.rank,
                    family.name(),
                    s.rating.shown(),
                    if s.rating.provisional() {
                        " (provisional)"
                    } else {
                        ""
                    },
                    crate::words::count(s.rating.games, "game", "games")
                )
            }
            (Some(_), None) if rows.is_empty() => String::new(),
            (Some(_), None) => format!(
                "You are not among these {}: finish rated matches on {} rules to climb.",
                rows.len(),
                family.name()
            ),
        }
    }

    fn help(&self, buf: &mut Buffer, area: Rect, theme: &Theme, keymap: &Keymap) {
        let mut keys = Vec::new();
        if self.boards.len() > 1 {
            keys.extend(keymap.short_help_for(Context::Standings, &[Command::Left]));
        }
        if !self.rows().is_empty() {
            keys.extend(keymap.short_help_for(Context::List, &[Command::Up]));
        }
        keys.extend(keymap.short_help_for(Context::Standings, &[Command::Refresh]));
        keys.extend(keymap.short_help_for(Context::List, &[Command::Back]));
        footer(buf, area, &keys, theme);
    }
}

/// A tab's words: the family's name with a space either side.
fn tab_label(family: Family) -> String {
    format!(" {} ", family.name())
}

impl Screen for Leaderboard {
    fn kind(&self) -> Kind {
        Kind::Leaderboard
    }

    fn contexts(&self) -> Vec<Context> {
        vec![Context::Standings, Context::List]
    }

    fn command(&mut self, command: Command, _cx: &mut Cx) -> Step {
        if self.list.key(command, self.rows().len()) {
            return Step::Stay;
        }
        match command {
            Command::Left => self.switch(false),
            Command::Right => self.switch(true),
            Command::Refresh => self.wants.borrow_mut().push(Want::Refresh),
            Command::Back | Command::Menu | Command::Quit => return Step::Back,
            _ => {}
        }
        Step::Stay
    }

    /// A click on a tab shows its board; on a row, chooses it.
    fn click(&mut self, area: Rect, x: u16, y: u16, _cx: &mut Cx) -> Step {
        if let Some(tab) = self.tab_at(area, x, y) {
            self.tab = tab;
            self.cursor_on_me();
        } else if let Some(i) = self.item_at(area, y) {
            self.list.selected = i;
        }
        Step::Stay
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        Leaderboard::draw(self, buf, area, &cx.theme, cx.keys);
    }
}
