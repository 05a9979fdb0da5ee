//! A scrollable page of text: the rules, statistics, the list of keys.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};

use super::{Cx, Kind, Screen, Step};
use crate::l10n::t;
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
    /// Whether list items and table rows keep their indent and hang under their words when
    /// wrapped (the rules); other pages draw each paragraph from the left edge.
    hanging: bool,
}

impl TextView {
    pub fn new(title: &str, paragraphs: Vec<(String, Style)>) -> TextView {
        TextView {
            title: title.to_string(),
            paragraphs,
            scroll: 0,
            page: 10,
            length: usize::MAX,
            hanging: false,
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
        TextView {
            hanging: true,
            ..TextView::new(
                &format!(" {} ", {
                    // The name a player reads ("Klassisch"); `name()` is the files' word.
                    t!("setup-text-rules-title", rules = rules.shown_name())
                }),
                paragraphs,
            )
        }
    }

    /// The same page with list items and rows kept indented and hanging under their words
    /// when wrapped, as the rules and the review list them.
    pub fn with_hanging(self) -> TextView {
        TextView {
            hanging: true,
            ..self
        }
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
        let hanging = self.hanging;
        let lines: Vec<(String, Style)> = self
            .paragraphs
            .iter()
            .flat_map(|(text, style)| {
                let wrapped = if hanging {
                    wrap_hanging(text, width)
                } else {
                    wrap(text, width)
                };
                wrapped.into_iter().map(move |l| (l, *style))
            })
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
            let (first, last, count) = (
                self.scroll + 1,
                (self.scroll + self.page).min(self.length),
                self.length,
            );
            let shown = format!(
                " {} ",
                t!(
                    "setup-text-lines-shown",
                    first = first,
                    last = last,
                    count = count
                )
            );
            let x = area
                .right()
                .saturating_sub(crate::tui::widgets::display_width(&shown) as u16 + 2);
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

/// Where the words of a list item or a table row start: after a bullet ("- "), a number
/// ("2. ") or the gap after a row's first cell, so its wrapped lines align under them.
fn hanging_indent(text: &str) -> usize {
    let lead = text.chars().take_while(|c| *c == ' ').count();
    let rest = &text[lead..];
    if rest.starts_with("- ") || rest.starts_with("• ") {
        return lead + 2;
    }
    let digits = rest.chars().take_while(char::is_ascii_digit).count();
    if digits > 0 && rest[digits..].starts_with(". ") {
        return lead + digits + 2;
    }
    // An indented row: its second cell starts after the first run of two spaces or more.
    if lead > 0
        && let Some(gap) = rest.find("  ")
    {
        let after = rest[gap..].chars().take_while(|c| *c == ' ').count();
        return lead + rest[..gap].chars().count() + after;
    }
    lead
}

/// `text` wrapped to `width`, its leading marker kept (a plain wrap drops leading spaces)
/// and each line after the first indented under the words; a plain wrap where the indent
/// would leave too little room.
fn wrap_hanging(text: &str, width: usize) -> Vec<String> {
    let indent = hanging_indent(text);
    if indent == 0 || width < indent + 12 {
        return wrap(text, width);
    }
    let head: String = text.chars().take(indent).collect();
    let body: String = text.chars().skip(indent).collect();
    wrap(&body, width - indent)
        .into_iter()
        .enumerate()
        .map(|(i, line)| {
            if i == 0 {
                format!("{head}{line}")
            } else {
                format!("{}{line}", " ".repeat(indent))
            }
        })
        .collect()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapped_items_and_rows_hang_under_their_words() {
        let item =
            "- A turn fills the next box of Down, the next box of Up, or any open box of Free.";
        let lines = wrap_hanging(item, 30);
        assert!(lines.len() > 2, "{lines:?}");
        assert!(lines[0].starts_with("- A turn"));
        assert!(
            lines[1..]
                .iter()
                .all(|l| l.starts_with("  ") && !l.starts_with("   "))
        );
        let numbered = "2. otherwise in any open lower box. Full house scores 25 even so.";
        let lines = wrap_hanging(numbered, 30);
        assert!(
            lines[1].starts_with("   ") && !lines[1].starts_with("    "),
            "{lines:?}"
        );
        let row = format!(
            "  {:<16} {}",
            "Full house", "three of one face and two of another: 25"
        );
        let lines = wrap_hanging(&row, 40);
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert_eq!(lines[1], format!("{}two of another: 25", " ".repeat(19)));
        // Plain text and lines that fit are wrapped as before.
        assert_eq!(
            wrap_hanging("Five dice and more.", 10),
            wrap("Five dice and more.", 10)
        );
        assert_eq!(wrap_hanging("- short", 30), vec!["- short".to_string()]);
        // A row that fits keeps its indent, as the command line prints it.
        let row = format!("  {:<16} {}", "Yahtzee", "five equal dice: 50");
        assert_eq!(wrap_hanging(&row, 80), vec![row.clone()]);
    }
}
