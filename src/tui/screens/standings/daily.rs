//! Today's daily: the day's finished scored dailies on this server, best total first (the
//! earlier finish first among equal totals), as the hall ranks them. Everyone threw the same
//! dice, so the totals compare directly: no rating, no handicap. The person's own row is
//! marked, and a line above the board says where they stand on it, or how to get on it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::board::BoardTable;
use super::{Want, Wants, column, right, width_of};
use crate::game::Day;
use crate::hall::{DailyEntry, Handle};
use crate::l10n::{Lang, t};
use crate::tui::keymap::{Command, Context, Keymap};
use crate::tui::screens::{Cx, Kind, Screen, ScrollList, Step, list_areas};
use crate::tui::theme::Theme;
use crate::tui::widgets::footer;

/// The widest a handle is shown; the hall allows 16 columns, so none is cut.
const HANDLE_WIDTH: usize = 16;

/// The words above and below the rows, wrapped to the board's width: a language that
/// says them longer takes a line more from the rows, never a cut word.
struct Words {
    /// That the dice were the same for everyone.
    same: Vec<String>,
    /// Where the person stands, or how to get on the board.
    stand: Vec<String>,
    /// The note on what the board is, at the frame's bottom.
    note: Vec<String>,
}

impl Words {
    /// Lines inside the frame above the rows: the words on the day, a blank and the heads.
    fn above(&self) -> u16 {
        lines(self.same.len() + self.stand.len() + 2)
    }

    /// Lines inside the frame below the rows: a blank and the note.
    fn below(&self) -> u16 {
        lines(self.note.len() + 1)
    }
}

fn lines(n: usize) -> u16 {
    u16::try_from(n).unwrap_or(u16::MAX)
}

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
        let (place_w, score_w) = widths();
        format!(
            "{}  {}  {}{}",
            right(&place.to_string(), place_w),
            column(entry.handle.as_str(), HANDLE_WIDTH),
            right(&entry.total.to_string(), score_w),
            if me {
                format!("  {}", t!("serve-standings-you-mark"))
            } else {
                String::new()
            }
        )
    }

    /// The line above the board: the person's place, or how to have one.
    fn where_i_stand(&self) -> String {
        match (&self.me, self.mine()) {
            (None, _) => t!("serve-daily-board-guest"),
            (Some(_), Some(i)) => t!(
                "serve-daily-board-me",
                place = ordinal(i + 1),
                count = self.rows.len(),
                total = self.rows[i].total
            ),
            (Some(_), None) => t!("serve-daily-board-not-yet"),
        }
    }

    fn words(&self, area: Rect) -> Words {
        Words {
            same: BoardTable::wrapped(area, &t!("serve-daily-board-same-dice")),
            stand: BoardTable::wrapped(area, &self.where_i_stand()),
            note: BoardTable::wrapped(area, &t!("serve-daily-board-note")),
        }
    }

    fn areas(area: Rect, words: &Words) -> (Rect, Rect) {
        list_areas(area, words.above(), words.below())
    }

    pub fn draw(&mut self, buf: &mut Buffer, area: Rect, theme: &Theme, keymap: &Keymap) {
        let words = self.words(area);
        let (outer, rows) = DailyBoard::areas(area, &words);
        let table = BoardTable::framed(
            buf,
            outer,
            &t!("serve-daily-board-title", day = self.day.shown()),
            theme,
        );
        table.lines(buf, 0, &words.same, theme.dim());
        table.lines(buf, lines(words.same.len()), &words.stand, theme.key());
        if self.rows.is_empty() {
            let y = words.above().saturating_sub(1);
            table.advice(buf, y, &t!("serve-daily-board-empty"));
        } else {
            let (place_w, score_w) = widths();
            let head = format!(
                "{}  {}  {}",
                right(&t!("serve-daily-board-place"), place_w),
                column(&t!("serve-standings-player"), HANDLE_WIDTH),
                right(&t!("serve-daily-board-score"), score_w)
            );
            table.heads(buf, rows, &head);
            let mine = self.mine();
            table.rows(buf, rows, &mut self.list, &self.rows, |i, entry| {
                DailyBoard::line(i + 1, entry, mine == Some(i))
            });
        }
        table.note(buf, &words.note, theme.dim());
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
        let (_, rows) = DailyBoard::areas(area, &self.words(area));
        if let Some(i) = self.list.row_at(rows, y, self.rows.len()) {
            self.list.selected = i;
        }
        Step::Stay
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        DailyBoard::draw(self, buf, area, &cx.theme, cx.keys);
    }
}

/// The place and score columns' widths: English's, or their translated headings'.
fn widths() -> (usize, usize) {
    (
        width_of(&t!("serve-daily-board-place"), 5),
        width_of(&t!("serve-daily-board-score"), 5),
    )
}

/// A place as the language spoken writes it: 1st, 2nd, 11th, 21st; 1., 2.; 1er, 2e; 1.º;
/// 1:a, 2:a, 3:e. (Fluent's selectors know plurals, not ordinals, so each language's
/// rule is here, beside the one place that needs it.)
pub fn ordinal(n: usize) -> String {
    match crate::l10n::current() {
        Lang::De => format!("{n}."),
        Lang::Fr => format!("{n}{}", if n == 1 { "er" } else { "e" }),
        Lang::Es => format!("{n}.º"),
        Lang::Sv => {
            let a = matches!(n % 10, 1 | 2) && !matches!(n % 100, 11 | 12);
            format!("{n}:{}", if a { "a" } else { "e" })
        }
        Lang::En | Lang::Pseudo => {
            let suffix = match (n % 10, n % 100) {
                (_, 11..=13) => "th",
                (1, _) => "st",
                (2, _) => "nd",
                (3, _) => "rd",
                _ => "th",
            };
            format!("{n}{suffix}")
        }
    }
}
