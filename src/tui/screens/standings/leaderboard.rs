//! The leaderboard: one board per rules family the server rates, a tab each (← and → move
//! between them), its people by rating. A rating is shown as Glicko-2 gives it, the number
//! and two deviations either side ("1612 ±64"), and marked provisional while that interval
//! is still wide; the person's own row is marked, and a line above the board says where they
//! stand on it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::board::BoardTable;
use super::{Want, Wants, column, right, width_of};
use crate::hall::{Family, Handle, Standing};
use crate::l10n::t;
use crate::tui::keymap::{Command, Context, Keymap};
use crate::tui::screens::{Cx, Kind, Screen, ScrollList, Step, list_areas};
use crate::tui::theme::Theme;
use crate::tui::widgets::{footer, put};

/// The widest a handle is shown; the hall allows 16 columns, so none is cut.
const HANDLE_WIDTH: usize = 16;

/// The words above and below the rows, wrapped to the board's width: a language that
/// says them longer takes a line more from the rows, never a cut word.
struct Words {
    /// Where the person stands on the board shown.
    stand: Vec<String>,
    /// The note on what the figures mean, at the frame's bottom.
    note: Vec<String>,
}

impl Words {
    /// Lines inside the frame above the rows: the tabs, where the person stands, a blank
    /// and the column heads.
    fn above(&self) -> u16 {
        lines(self.stand.len() + 3)
    }

    /// Lines inside the frame below the rows: a blank and the note.
    fn below(&self) -> u16 {
        lines(self.note.len() + 1)
    }
}

fn lines(n: usize) -> u16 {
    u16::try_from(n).unwrap_or(u16::MAX)
}

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
        let cols = Cols::now();
        format!(
            "{}  {}  {}  {}{}",
            right(&standing.rank.to_string(), cols.rank),
            column(standing.handle.as_str(), HANDLE_WIDTH),
            column(&standing.rating.shown(), cols.rating),
            right(&standing.rating.games.to_string(), cols.games),
            if me {
                format!("  {}", t!("serve-standings-you-mark"))
            } else {
                String::new()
            }
        )
    }

    fn words(&self, area: Rect) -> Words {
        let stand = self
            .family()
            .map_or(String::new(), |family| self.where_i_stand(family));
        Words {
            stand: BoardTable::wrapped(area, &stand),
            note: BoardTable::wrapped(area, &t!("serve-leaderboard-note")),
        }
    }

    /// Where the rows go, and the frame around the whole board.
    fn areas(area: Rect, words: &Words) -> (Rect, Rect) {
        list_areas(area, words.above(), words.below())
    }

    /// The board's row drawn on line `y`, if any.
    pub fn item_at(&self, area: Rect, y: u16) -> Option<usize> {
        let (_, rows) = Leaderboard::areas(area, &self.words(area));
        self.list.row_at(rows, y, self.rows().len())
    }

    /// The tab drawn at column `x` of the tabs' line, if any.
    fn tab_at(&self, area: Rect, x: u16, y: u16) -> Option<usize> {
        let (outer, _) = Leaderboard::areas(area, &self.words(area));
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
        let words = self.words(area);
        let (outer, rows) = Leaderboard::areas(area, &words);
        let title = t!("serve-leaderboard-title");
        let table = BoardTable::framed(buf, outer, &title, theme);
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
            table.advice(buf, 0, &t!("serve-leaderboard-none-rated"));
            self.help(buf, area, theme, keymap);
            return;
        };
        let family = *family;
        table.lines(buf, 1, &words.stand, theme.key());
        if standings.is_empty() {
            table.advice(
                buf,
                words.above().saturating_sub(1),
                &t!(
                    "serve-leaderboard-empty",
                    rules = family.preset().shown_name()
                ),
            );
        } else {
            let cols = Cols::now();
            let head = format!(
                "{}  {}  {}  {}",
                right(&cols.rank_head, cols.rank),
                column(&t!("serve-standings-player"), HANDLE_WIDTH),
                column(&cols.rating_head, cols.rating),
                right(&cols.games_head, cols.games)
            );
            table.heads(buf, rows, &head);
            let me = self.me.as_ref();
            table.rows(buf, rows, &mut self.list, standings, |_, standing| {
                Leaderboard::line(standing, me == Some(&standing.handle))
            });
        }
        table.note(buf, &words.note, theme.dim());
        self.help(buf, area, theme, keymap);
    }

    /// The line above the board: the person's place on it, or why they have none.
    fn where_i_stand(&self, family: Family) -> String {
        let rows = self.rows();
        match (&self.me, self.mine()) {
            (None, _) => t!("serve-leaderboard-guest"),
            (Some(_), Some(i)) => {
                let s = &rows[i];
                let args = (
                    s.rank,
                    family.preset().shown_name(),
                    s.rating.shown(),
                    s.rating.games,
                );
                if s.rating.provisional() {
                    t!(
                        "serve-leaderboard-me-provisional",
                        rank = args.0,
                        rules = args.1,
                        rating = args.2,
                        count = args.3
                    )
                } else {
                    t!(
                        "serve-leaderboard-me",
                        rank = args.0,
                        rules = args.1,
                        rating = args.2,
                        count = args.3
                    )
                }
            }
            (Some(_), None) if rows.is_empty() => String::new(),
            (Some(_), None) => t!(
                "serve-leaderboard-not-among",
                count = rows.len(),
                rules = family.preset().shown_name()
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

/// The board's columns: each as wide as English made it, or as its translated heading.
struct Cols {
    rank_head: String,
    rating_head: String,
    games_head: String,
    rank: usize,
    rating: usize,
    games: usize,
}

impl Cols {
    fn now() -> Cols {
        let rank_head = t!("serve-leaderboard-rank");
        let rating_head = t!("serve-leaderboard-rating");
        let games_head = t!("serve-leaderboard-games");
        Cols {
            rank: width_of(&rank_head, 4),
            rating: width_of(&rating_head, 11),
            games: width_of(&games_head, 5),
            rank_head,
            rating_head,
            games_head,
        }
    }
}

/// A tab's words: the family's name with a space either side.
fn tab_label(family: Family) -> String {
    format!(" {} ", family.preset().shown_name())
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
