//! Today's daily: the day's finished scored dailies on this server, best total first (the
//! earlier finish first among equal totals), as the hall ranks them. Everyone threw the same
//! dice, so the totals compare directly: no rating, no handicap. The person's own row is
//! marked, and a line above the board says where they stand on it, or how to get on it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::board::BoardTable;
use super::{Want, Wants, column};
use crate::game::Day;
use crate::hall::{DailyEntry, Handle};
use crate::tui::keymap::{Command, Context, Keymap};
use crate::tui::screens::{Cx, Kind, Screen, ScrollList, Step, list_areas};
use crate::tui::theme::Theme;
use crate::tui::widgets::footer;

/// The widest a handle is shown; the hall allows 16 columns, so none is cut.
const HANDLE_WIDTH: usize = 16;

/// Lines inside the frame above the rows: the day, where the person stands, a blank and
/// the column heads.
const ABOVE: u16 = 4;

/// Lines inside the frame below the rows: a blank and the note on what the board is.
const BELOW: u16 = 2;

pub struct DailyBoard {
    day: Day,
    /// The board, best first; a place is a row's index plus one.
    rows: Vec<DailyEntry>,
    /// The person looking, when they have an account (a guest has none).
    me: Option<Handle>,
    wants: Wants,
    list: ScrollList,
}

impl DailyBoard {
    /// `day`'s board as the hall ranks it, for `me`, the cursor on their own row.
    pub fn new(day: Day, rows: Vec<DailyEntry>, me: Option<Handle>, wants: Wants) -> Self {
        let mut board = DailyBoard {
            day,
            rows,
            me,
            wants,
            list: ScrollList::default(),
        };
        board.list.selected = board.mine().unwrap_or(0);
        board
    }

    fn mine(&self) -> Option<usize> {
        let me = self.me.as_ref()?;
        self.rows.iter().position(|e| e.handle == *me)
    }

    /// One row: place, handle, total, and "you" on the person's own.
    pub fn line(place: usize, entry: &DailyEntry, me: bool) -> String {
        format!(
            "{place:>5}  {}  {:>5}{}",
            column(entry.handle.as_str(), HANDLE_WIDTH),
            entry.total,
            if me { "  ◂ you" } else { "" }
        )
    }

    /// The line above the board: the person's place, or how to have one.
    fn where_i_stand(&self) -> String {
        match (&self.me, self.mine()) {
            (None, _) => {
                "The daily is for accounts: connect with an SSH key to play it.".to_string()
            }
            (Some(_), Some(i)) => format!(
                "You: {} of {}, with {}.",
                ordinal(i + 1),
                self.rows.len(),
                self.rows[i].total
            ),
            (Some(_), None) => {
                "Not on it yet: choose Daily in the lobby; the day's first attempt counts."
                    .to_string()
            }
        }
    }

    fn areas(area: Rect) -> (Rect, Rect) {
        list_areas(area, ABOVE, BELOW)
    }

    pub fn draw(&mut self, buf: &mut Buffer, area: Rect, theme: &Theme, keymap: &Keymap) {
        let (outer, rows) = DailyBoard::areas(area);
        let table = BoardTable::framed(
            buf,
            outer,
            &format!(" Today's daily: {} (UTC) ", self.day),
            theme,
        );
        table.line(
            buf,
            0,
            "Everyone's dice are the same today: the best total is the best play.",
            theme.dim(),
        );
        table.line(buf, 1, &self.where_i_stand(), theme.key());
        if self.rows.is_empty() {
            table.advice(
                buf,
                3,
                "No one has finished today's daily yet: the first to finish leads.",
            );
        } else {
            let head = format!(
                "{:>5}  {}  {:>5}",
                "Place",
                column("Player", HANDLE_WIDTH),
                "Score"
            );
            table.heads(buf, rows, &head);
            let mine = self.mine();
            table.rows(buf, rows, &mut self.list, &self.rows, |i, entry| {
                DailyBoard::line(i + 1, entry, mine == Some(i))
            });
        }
        table.note(
            buf,
            "One scored attempt per account per UTC day; replays are not on the board.",
            theme.dim(),
        );
        let mut keys = Vec::new();
        if !self.rows.is_empty() {
            keys.extend(keymap.short_help_for(Context::List, &[Command::Up]));
        }
        keys.extend(keymap.short_help_for(Context::Standings, &[Command::Refresh]));
        keys.extend(keymap.short_help_for(Context::List, &[Command::Back]));
        footer(buf, area, &keys, theme);
    }
}

impl Screen for DailyBoard {
    fn kind(&self) -> Kind {
        Kind::DailyBoard
    }

    fn contexts(&self) -> Vec<Context> {
        vec![Context::Standings, Context::List]
    }

    fn command(&mut self, command: Command, _cx: &mut Cx) -> Step {
        if self.list.key(command, self.rows.len()) {
            return Step::Stay;
        }
        match command {
            Command::Refresh => self.wants.borrow_mut().push(Want::Refresh),
            Command::Back | Command::Menu | Command::Quit => return Step::Back,
            _ => {}
        }
        Step::Stay
    }

    fn click(&mut self, area: Rect, _x: u16, y: u16, _cx: &mut Cx) -> Step {
        let (_, rows) = DailyBoard::areas(area);
        if let Some(i) = self.list.row_at(rows, y, self.rows.len()) {
            self.list.selected = i;
        }
        Step::Stay
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        DailyBoard::draw(self, buf, area, &cx.theme, cx.keys);
    }
}

/// A place in words: 1st, 2nd, 3rd, 4th, 11th, 21st…
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}
