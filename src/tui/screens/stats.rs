//! The Statistics screen: the report `yahtzee stats` prints, each kind of line in its own
//! colour, on a page that scrolls.

use ratatui::style::Style;

use super::text::TextView;
use crate::store::History;
use crate::store::stats::{LineKind, StatsFilter, StatsReport};
use crate::tui::theme::Theme;

/// The screen for every counted match in `history`. `problem` is what went wrong reading it,
/// shown above the figures so nobody takes fewer matches for all of them.
pub fn view(history: &History, problem: Option<&str>, theme: &Theme) -> TextView {
    let report = StatsReport::new(history, StatsFilter::default());
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
    TextView::new(" Statistics ", paragraphs)
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
