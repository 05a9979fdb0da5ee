//! A scrollable page of text: the rules, statistics, the list of keys.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};

use super::{Cx, Kind, Screen, Step};
use crate::rules::Ruleset;
use crate::rules::text::{RulesLine, rules_lines};
use crate::tui::keymap::{Command, Context};
use crate::tui::theme::Theme;
use crate::tui::widgets::{footer, frame, put_line, wrap};

#[derive(Clone, Debug)]
pub struct TextView {
    pub title: String,
    /// Paragraphs with a style each; wrapped to the width when drawn.
    pub paragraphs: Vec<(String, Style)>,
    pub scroll: usize,
    /// Lines that fit, from the last draw (for paging).
    page: usize,
    /// Wrapped length, from the last draw (to stop scrolling past the end).
    length: usize,
}

impl TextView {
    pub fn new(title: &str, paragraphs: Vec<(String, Style)>) -> TextView {
        TextView {
            title: title.to_string(),
            paragraphs,
            scroll: 0,
            page: 10,
            length: usize::MAX,
        }
    }

    /// The rules for `rules`, headings and table rows styled.
    pub fn rules(rules: &Ruleset, theme: &Theme) -> TextView {
        let paragraphs = rules_lines(rules)
            .into_iter()
            .map(|line| match line {
                RulesLine::Title(t) => (t, theme.title()),
                RulesLine::Heading(h) => (h, theme.key()),
                RulesLine::Row(b, what) => (format!("  {b:<16} {what}"), theme.base()),
                RulesLine::Text(t) => (t, theme.base()),
            })
            .collect();
        TextView::new(&format!(" Rules · {} ", rules.name()), paragraphs)
    }

    /// Whether the text was longer than its page when last drawn.
    pub fn scrolls(&self) -> bool {
        self.length != usize::MAX && self.length > self.page
    }

    /// Scrolls; returns false for commands it does not handle.
    pub fn handle(&mut self, command: Command) -> bool {
        let max = self.length.saturating_sub(self.page);
        match command {
            Command::Up => self.scroll = self.scroll.saturating_sub(1),
            Command::Down => self.scroll = (self.scroll + 1).min(max),
            Command::PageUp => self.scroll = self.scroll.saturating_sub(self.page.max(1)),
            Command::PageDown => self.scroll = (self.scroll + self.page.max(1)).min(max),
            Command::First => self.scroll = 0,
            Command::Last => self.scroll = max,
            _ => return false,
        }
        true
    }

    pub fn draw(&mut self, buf: &mut Buffer, area: Rect, theme: &Theme) {
        let inner = frame(buf, area, &self.title, theme.border(), theme.title());
        let width = inner.width.saturating_sub(1) as usize;
        let lines: Vec<(String, Style)> = self
            .paragraphs
            .iter()
            .flat_map(|(text, style)| wrap(text, width).into_iter().map(move |l| (l, *style)))
            .collect();
        self.page = inner.height as usize;
        self.length = lines.len();
        self.scroll = self.scroll.min(self.length.saturating_sub(self.page));
        for (i, (text, style)) in lines
            .iter()
            .skip(self.scroll)
            .take(inner.height as usize)
            .enumerate()
        {
            put_line(
                buf,
                inner,
                inner.x,
                inner.y + i as u16,
                &Line::from(Span::styled(text.clone(), *style)),
            );
        }
        if self.length > self.page && inner.height > 0 {
            let shown = format!(
                " {}–{} of {} ",
                self.scroll + 1,
                (self.scroll + self.page).min(self.length),
                self.length
            );
            let x = area
                .right()
                .saturating_sub(shown.chars().count() as u16 + 2);
            put_line(
                buf,
                area,
                x,
                area.bottom().saturating_sub(1),
                &Line::from(Span::styled(shown, theme.dim())),
            );
        }
    }
}

/// A page of text as a screen of its own (the rules, the statistics), opened from the menu.
impl Screen for TextView {
    fn kind(&self) -> Kind {
        Kind::Text
    }

    fn contexts(&self) -> Vec<Context> {
        vec![Context::Text, Context::Results]
    }

    fn command(&mut self, command: Command, _cx: &mut Cx) -> Step {
        if !self.handle(command) && matches!(command, Command::Back | Command::Menu | Command::Quit)
        {
            return Step::Menu { notice: None };
        }
        Step::Stay
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        let page = Rect::new(area.x, area.y, area.width, area.height.saturating_sub(1));
        TextView::draw(self, buf, page, &cx.theme);
        footer(buf, area, &cx.keys.reading_help(), &cx.theme);
    }
}
