//! The framed table the standings boards are drawn in. The leaderboard, the day's daily board
//! and a person's own matches share one shape: a title on the frame, a line or two of words
//! at the top, either the advice on how to get onto an empty board or the column heads over
//! a scrolled list of rows, and a note on the frame's last line. Written once here, the
//! boards indent, cut and colour those pieces alike, and a change to one reaches them all.
//!
//! The table keeps no buffer: each piece takes the one it draws on, so a screen can draw
//! its own pieces (the leaderboard's tabs, the help line) between them.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::tui::screens::ScrollList;
use crate::tui::theme::Theme;
use crate::tui::widgets::{fit, frame, list_row, put, wrap};

pub(super) struct BoardTable<'t> {
    /// Inside the frame.
    inner: Rect,
    /// The columns words get: the inside less a column of margin either side.
    width: usize,
    theme: &'t Theme,
}

impl<'t> BoardTable<'t> {
    /// The frame drawn around `outer` under `title`, and the table inside it.
    pub(super) fn framed(
        buf: &mut Buffer,
        outer: Rect,
        title: &str,
        theme: &'t Theme,
    ) -> BoardTable<'t> {
        let inner = frame(buf, outer, title, theme.border(), theme.title());
        BoardTable {
            inner,
            width: inner.width.saturating_sub(2) as usize,
            theme,
        }
    }

    /// Inside the frame, for what a board draws there itself.
    pub(super) fn inner(&self) -> Rect {
        self.inner
    }

    /// The columns words get inside the margins.
    pub(super) fn width(&self) -> usize {
        self.width
    }

    /// `text` as it is drawn inside the margins of a board framed around `outer`: wrapped
    /// over as many lines as it needs, at least one. A board lays its rows out from these
    /// counts, so a sentence longer in another language takes a line more instead of being
    /// cut at the frame.
    pub(super) fn wrapped(outer: Rect, text: &str) -> Vec<String> {
        let width = outer.width.saturating_sub(4) as usize;
        let mut lines = wrap(text, width);
        if lines.is_empty() {
            lines.push(String::new());
        }
        lines
    }

    /// `lines` (as [`BoardTable::wrapped`] made them) from line `y` inside the frame down.
    pub(super) fn lines(&self, buf: &mut Buffer, y: u16, lines: &[String], style: Style) {
        let inner = self.inner;
        for (i, line) in lines.iter().enumerate() {
            let row = inner.y.saturating_add(y).saturating_add(i as u16);
            put(buf, inner, inner.x + 1, row, &fit(line, self.width), style);
        }
    }

    /// What an empty board says instead of its rows (why it is empty, how to get on it),
    /// wrapped to the margins from line `y` down.
    pub(super) fn advice(&self, buf: &mut Buffer, y: u16, text: &str) {
        let inner = self.inner;
        for (i, line) in wrap(text, self.width).iter().enumerate() {
            put(
                buf,
                inner,
                inner.x + 1,
                inner.y + y + i as u16,
                line,
                self.theme.dim(),
            );
        }
    }

    /// The column heads, on the line just above `rows`.
    pub(super) fn heads(&self, buf: &mut Buffer, rows: Rect, heads: &str) {
        let inner = self.inner;
        put(
            buf,
            inner,
            inner.x + 1,
            rows.y.saturating_sub(1),
            heads,
            self.theme.dim(),
        );
    }

    /// `items` in `rows`, scrolled to keep `list`'s chosen one in view and marked: each
    /// row's words are `text` of its index and item, cut to the margins.
    pub(super) fn rows<T>(
        &self,
        buf: &mut Buffer,
        rows: Rect,
        list: &mut ScrollList,
        items: &[T],
        text: impl Fn(usize, &T) -> String,
    ) {
        let shown = list.shown(items, rows.height as usize);
        // `shown` has scrolled already: the first row drawn is the one scrolled to.
        let first = list.scroll;
        for (line, item, chosen) in shown {
            let words = text(first + line as usize, item);
            list_row(
                buf,
                rows,
                rows.y + line,
                &fit(&words, self.width),
                chosen,
                self.theme,
            );
        }
    }

    /// `lines` (as [`BoardTable::wrapped`] made them) on the frame's last inside lines: the
    /// note on what the board is.
    pub(super) fn note(&self, buf: &mut Buffer, lines: &[String], style: Style) {
        let count = u16::try_from(lines.len()).unwrap_or(u16::MAX);
        let top = self.inner.height.saturating_sub(count);
        self.lines(buf, top, lines, style);
    }
}
