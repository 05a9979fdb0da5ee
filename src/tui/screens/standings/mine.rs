//! A person's own matches on the server: the open ones first (choosing one asks the runtime
//! to take them back to its table, reopening it if it was closed while nobody sat at it),
//! then the finished ones, newest first, each opening on its final cards with the same
//! review as the local game's history.
//!
//! Both lists share one cursor over one column of rows, each under a heading; the headings
//! are never chosen, so the cursor steps over them.

use crate::l10n::t;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::board::BoardTable;
use super::{Want, Wants};
use crate::game::Match;
use crate::hall::{FinishedRow, TableNo};
use crate::store::{FinishedMatch, format_time};
use crate::tui::keymap::{Command, Context, Keymap};
use crate::tui::screens::history::HistoryCard;
use crate::tui::screens::review::ReviewView;
use crate::tui::screens::{Cx, Kind, Screen, ScrollList, Step, list_areas};
use crate::tui::theme::Theme;
use crate::tui::widgets::{display_width, fit, footer, list_row, put};

/// One of the person's open tables, as the runtime describes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenMine {
    pub no: TableNo,
    /// The table in a few words: its rules, who sits, whose turn ("Classic · Ana, Ben ·
    /// your turn"). Handles in it are shown escaped.
    pub about: String,
}

/// A finished match with its match rebuilt from the record, and who sat where.
struct Finished {
    row: FinishedRow,
    game: Match,
}

/// What each line of the list is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Row {
    Heading(Heading),
    Open(usize),
    Finished(usize),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Heading {
    Open,
    Finished,
}

pub struct MyMatches {
    open: Vec<OpenMine>,
    finished: Vec<Finished>,
    /// Finished matches whose record did not replay (a damaged row): counted, not shown.
    unreadable: usize,
    rows: Vec<Row>,
    list: ScrollList,
    wants: Wants,
}

impl MyMatches {
    /// The person's open tables and finished matches (newest first, as the hall gives them).
    pub fn new(open: Vec<OpenMine>, finished: Vec<FinishedRow>, wants: Wants) -> MyMatches {
        let total = finished.len();
        let finished: Vec<Finished> = finished
            .into_iter()
            .filter_map(|row| {
                Match::from_record(row.finished.record.clone())
                    .ok()
                    .map(|game| Finished { row, game })
            })
            .collect();
        let mut rows = Vec::new();
        if !open.is_empty() {
            rows.push(Row::Heading(Heading::Open));
            rows.extend((0..open.len()).map(Row::Open));
        }
        if !finished.is_empty() {
            rows.push(Row::Heading(Heading::Finished));
            rows.extend((0..finished.len()).map(Row::Finished));
        }
        let mut view = MyMatches {
            unreadable: total - finished.len(),
            open,
            finished,
            rows,
            list: ScrollList::default(),
            wants,
        };
        view.list.selected = view.first_choice();
        view
    }

    /// The first row that can be chosen (a heading cannot).
    fn first_choice(&self) -> usize {
        self.rows
            .iter()
            .position(|r| !matches!(r, Row::Heading(_)))
            .unwrap_or(0)
    }

    fn chosen(&self) -> Option<Row> {
        self.rows.get(self.list.selected).copied()
    }

    /// A finished match in one line of at most `width` columns: when, rules, everyone's
    /// total (long handles cut a little first, then the time of day goes before any handle
    /// is cut further, and no total is ever lost), and whether it was rated.
    fn finished_line(f: &Finished, width: usize) -> String {
        let fits = |l: &String| display_width(l) <= width;
        let full = MyMatches::finished_with_names(f, usize::MAX, true);
        if fits(&full) {
            return full;
        }
        (12..=16)
            .rev()
            .map(|cut| MyMatches::finished_with_names(f, cut, true))
            .chain(
                (3..=16)
                    .rev()
                    .map(|cut| MyMatches::finished_with_names(f, cut, false)),
            )
            .find(fits)
            .unwrap_or_else(|| fit(&full, width))
    }

    /// A finished match's line with handles cut to `cut` columns, and the time of day
    /// after its date or not.
    fn finished_with_names(f: &Finished, cut: usize, time_of_day: bool) -> String {
        let players: Vec<String> = f
            .game
            .standings()
            .iter()
            .map(|s| format!("{} {}", fit(&seat_name(f, s.seat.index()), cut), s.total))
            .collect();
        let when = format_time(f.row.finished.finished_unix);
        let when = match when.split_once(' ') {
            Some((day, _)) if !time_of_day => day.to_string(),
            _ => when,
        };
        format!(
            "{when}  {:<8} {}{}",
            f.game.rules().shown_name(),
            players.join(" · "),
            if f.row.rated {
                format!("  {}", t!("serve-mine-rated"))
            } else {
                String::new()
            }
        )
    }

    /// The words on what is here, wrapped to the board's width (a language that says them
    /// longer takes a line more from the rows), and the damaged count's, if any.
    fn words(&self, area: Rect) -> (Vec<String>, Vec<String>) {
        let intro = if self.rows.is_empty() {
            vec![String::new()]
        } else {
            BoardTable::wrapped(area, &t!("serve-mine-intro"))
        };
        let note = if self.unreadable > 0 {
            BoardTable::wrapped(area, &t!("serve-mine-unreadable", count = self.unreadable))
        } else {
            vec![String::new()]
        };
        (intro, note)
    }

    fn areas(area: Rect, (intro, note): &(Vec<String>, Vec<String>)) -> (Rect, Rect) {
        // Above the rows the words on what is here; below, the damaged count.
        let lines = |l: &Vec<String>| u16::try_from(l.len()).unwrap_or(u16::MAX);
        list_areas(area, lines(intro), lines(note))
    }

    pub fn item_at(&self, area: Rect, y: u16) -> Option<usize> {
        let (_, rows) = MyMatches::areas(area, &self.words(area));
        self.list.row_at(rows, y, self.rows.len())
    }

    pub fn draw(&mut self, buf: &mut Buffer, area: Rect, theme: &Theme, keymap: &Keymap) {
        let words = self.words(area);
        let (outer, rows) = MyMatches::areas(area, &words);
        let title = t!("serve-mine-title");
        let table = BoardTable::framed(buf, outer, &title, theme);
        let text_width = table.width();
        if self.rows.is_empty() {
            table.advice(buf, 0, &t!("serve-mine-empty"));
        } else {
            table.lines(buf, 0, &words.0, theme.dim());
        }
        // A row just under its heading brings the heading into view with it.
        let selected = self.list.selected;
        if selected > 0
            && self.list.scroll >= selected
            && matches!(self.rows.get(selected - 1), Some(Row::Heading(_)))
        {
            self.list.scroll = selected - 1;
        }
        let (open, finished) = (&self.open, &self.finished);
        for (line, row, chosen) in self.list.shown(&self.rows, rows.height as usize) {
            let y = rows.y + line;
            match *row {
                Row::Heading(h) => {
                    let words = match h {
                        Heading::Open => t!("serve-mine-on-the-go", count = open.len()),
                        Heading::Finished => t!("serve-mine-finished"),
                    };
                    put(
                        buf,
                        rows,
                        rows.x + 1,
                        y,
                        &fit(&words, text_width),
                        theme.key(),
                    );
                }
                Row::Open(i) => {
                    let text = open.get(i).map_or(String::new(), |o| o.about.clone());
                    list_row(buf, rows, y, &fit(&text, text_width), chosen, theme);
                }
                Row::Finished(i) => {
                    let text = finished
                        .get(i)
                        .map_or(String::new(), |f| MyMatches::finished_line(f, text_width));
                    list_row(buf, rows, y, &text, chosen, theme);
                }
            }
        }
        if self.unreadable > 0 {
            table.note(buf, &words.1, theme.warn());
        }
        let mut keys = Vec::new();
        if self.rows.len() > 2 {
            keys.extend(keymap.short_help_for(Context::List, &[Command::Up]));
        }
        match self.chosen() {
            Some(Row::Open(_)) => {
                let mut back = keymap.short_help_for(Context::List, &[Command::Select]);
                for (_, help) in &mut back {
                    *help = t!("serve-mine-key-go-back");
                }
                keys.extend(back);
            }
            Some(Row::Finished(_)) => {
                let mut cards = keymap.short_help_for(Context::List, &[Command::Select]);
                for (_, help) in &mut cards {
                    *help = t!("serve-mine-key-cards");
                }
                keys.extend(cards);
                keys.extend(keymap.short_help_for(Context::Standings, &[Command::Review]));
            }
            _ => {}
        }
        keys.extend(keymap.short_help_for(Context::Standings, &[Command::Refresh]));
        keys.extend(keymap.short_help_for(Context::List, &[Command::Back]));
        footer(buf, area, &keys, theme);
    }
}

/// The name of seat `seat` of a finished match: the handle it has now where the hall knows
/// the account (a renamed or forgotten person is not shown under an old name), else the name
/// it played under (a guest's, a CPU's).
fn seat_name(f: &Finished, seat: usize) -> String {
    match f.row.seats.get(seat) {
        Some(Some(handle)) => handle.as_str().to_string(),
        _ => f
            .game
            .seats()
            .get(seat)
            .map_or(String::new(), |s| s.name.clone()),
    }
}

/// A finished match with its seats named as the hall names them, for its cards and review;
/// as it was recorded if those names do not pass the record's checks.
fn named(f: &Finished) -> (FinishedMatch, Match) {
    let mut finished = f.row.finished.clone();
    for (i, seat) in finished.record.seats.iter_mut().enumerate() {
        seat.name = seat_name(f, i);
    }
    match Match::from_record(finished.record.clone()) {
        Ok(game) => (finished, game),
        Err(_) => (f.row.finished.clone(), f.game.clone()),
    }
}

impl Screen for MyMatches {
    fn kind(&self) -> Kind {
        Kind::MyMatches
    }

    fn contexts(&self) -> Vec<Context> {
        vec![Context::Standings, Context::List]
    }

    fn command(&mut self, command: Command, cx: &mut Cx) -> Step {
        // The cursor steps over the headings, which are never chosen.
        let rows = &self.rows;
        if self
            .list
            .key_skipping(command, rows.len(), |i| !matches!(rows[i], Row::Heading(_)))
        {
            return Step::Stay;
        }
        match command {
            Command::Select => match self.chosen() {
                Some(Row::Open(i)) => {
                    if let Some(o) = self.open.get(i) {
                        self.wants.borrow_mut().push(Want::Reopen(o.no));
                    }
                }
                Some(Row::Finished(i)) => {
                    if let Some(f) = self.finished.get(i) {
                        return Step::Push(Box::new(HistoryCard::new(named(f))));
                    }
                }
                _ => {}
            },
            Command::Review => {
                if let Some(Row::Finished(i)) = self.chosen()
                    && let Some(f) = self.finished.get(i)
                {
                    let (_, game) = named(f);
                    return Step::Push(Box::new(ReviewView::new(&game, cx.shelf, &cx.theme)));
                }
            }
            Command::Refresh => self.wants.borrow_mut().push(Want::Refresh),
            Command::Back | Command::Menu | Command::Quit => return Step::Back,
            _ => {}
        }
        Step::Stay
    }

    /// A click chooses a row; a click on the chosen one opens it.
    fn click(&mut self, area: Rect, _x: u16, y: u16, cx: &mut Cx) -> Step {
        match self.item_at(area, y) {
            Some(i) if matches!(self.rows.get(i), Some(Row::Heading(_)) | None) => Step::Stay,
            Some(i) if i == self.list.selected => self.command(Command::Select, cx),
            Some(i) => {
                self.list.selected = i;
                Step::Stay
            }
            None => Step::Stay,
        }
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        MyMatches::draw(self, buf, area, &cx.theme, cx.keys);
    }
}
