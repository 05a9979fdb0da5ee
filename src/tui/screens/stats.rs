//! The Statistics screen: the report `yahtzee stats` prints, each kind of line in its own
//! colour, on a page that scrolls. The report is made again for the page's width (so every
//! player's column of means is there, in as many tables as the width takes) and when the
//! player switches between people only (the default) and everyone.

use crate::l10n::t;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::text::TextView;
use super::{Cx, Kind, Screen, Step};
use crate::store::History;
use crate::store::stats::{LineKind, StatsFilter, StatsReport, Who};
use crate::tui::keymap::{Command, Context};
use crate::tui::theme::Theme;
use crate::tui::widgets::footer;

/// The Statistics screen.
pub struct StatsView {
    history: History,
    /// What went wrong reading the history, shown above the figures so nobody takes fewer
    /// matches for all of them.
    problem: Option<String>,
    who: Who,
    page: TextView,
    /// The width and the choice the page was made for.
    made_for: Option<(usize, Who)>,
}

impl StatsView {
    pub fn new(history: History, problem: Option<String>) -> StatsView {
        StatsView {
            history,
            problem,
            who: Who::default(),
            page: TextView::new(&format!(" {} ", t!("play-stats-title")), Vec::new()),
            made_for: None,
        }
    }

    /// Whose figures are shown.
    pub fn who(&self) -> Who {
        self.who
    }

    /// The page for tables `width` columns wide; the place read is kept.
    fn make(&mut self, width: usize, theme: &Theme) {
        if self.made_for == Some((width, self.who)) {
            return;
        }
        let scroll = self.page.scroll;
        self.page = view(
            &self.history,
            self.problem.as_deref(),
            self.who,
            width,
            theme,
        );
        self.page.scroll = scroll;
        self.made_for = Some((width, self.who));
    }
}

/// The page for every counted match in `history`, `who`'s figures, tables `width` wide.
pub fn view(
    history: &History,
    problem: Option<&str>,
    who: Who,
    width: usize,
    theme: &Theme,
) -> TextView {
    let filter = StatsFilter {
        who,
        ..StatsFilter::default()
    };
    let report = StatsReport::with_width(history, filter, width);
    let mut paragraphs = Vec::new();
    if let Some(p) = problem {
        paragraphs.push((p.to_string(), theme.bad()));
        paragraphs.push((String::new(), theme.base()));
    }
    paragraphs.extend(
        report
            .screen_lines()
            .map(|line| (line.text.clone(), style(line.kind, theme))),
    );
    let title = match who {
        Who::People => t!("play-stats-title-people"),
        Who::Everyone => t!("play-stats-title-everyone"),
    };
    TextView::new(&format!(" {title} "), paragraphs)
}

/// How each kind of line looks.
pub fn style(kind: LineKind, theme: &Theme) -> Style {
    match kind {
        LineKind::Title => theme.title(),
        LineKind::Heading => theme.key(),
        LineKind::TableHeader | LineKind::Note => theme.dim(),
        LineKind::Row | LineKind::Blank => theme.base(),
    }
}

impl Screen for StatsView {
    fn kind(&self) -> Kind {
        Kind::Text
    }

    fn contexts(&self) -> Vec<Context> {
        vec![Context::Records, Context::Text, Context::Results]
    }

    fn command(&mut self, command: Command, cx: &mut Cx) -> Step {
        if command == Command::Everyone {
            self.who = self.who.other();
            return Step::Stay;
        }
        self.page.command(command, cx)
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        // The text's width inside the frame, as the page wraps it.
        self.make(usize::from(area.width.saturating_sub(3)), &cx.theme);
        let page = Rect::new(area.x, area.y, area.width, area.height.saturating_sub(1));
        self.page.draw(buf, page, &cx.theme);
        let mut keys = cx
            .keys
            .short_help_for(Context::Records, &[Command::Everyone]);
        // The key says what it shows next.
        for (_, help) in &mut keys {
            *help = match self.who {
                Who::People => t!("play-stats-key-everyone"),
                Who::Everyone => t!("play-records-key-people-only"),
            };
        }
        keys.extend(cx.keys.reading_help());
        footer(buf, area, &keys, &cx.theme);
    }
}
