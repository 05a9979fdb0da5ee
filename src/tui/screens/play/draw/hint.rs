//! The hint panel: the options for the dice on the table, rated by points or by the chance
//! to win, or before a throw what the turn is worth.

use crate::l10n::{decimal, percent, t};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::ai::{Choice, Rated};
use crate::rules::Layout;
use crate::tui::shelf::{NotReady, Shelf};
use crate::tui::theme::Theme;
use crate::tui::widgets::{display_width, put, wrap};
use crate::words;

use super::super::{Ctx, Play};

type Lines = Vec<(String, Style)>;

/// The options in the order shown, each with its chance to win when there is one.
struct Ranking {
    rows: Vec<(Rated, Option<f64>)>,
    by_win: bool,
    /// The most points expected, whatever the order.
    best_ev: f64,
    best_win: f64,
    layout: Layout,
}

impl Ranking {
    fn new(options: &[Rated], wins: Option<&[f64]>, by_win: bool, layout: Layout) -> Ranking {
        let mut rows: Vec<(Rated, Option<f64>)> = options
            .iter()
            .enumerate()
            .map(|(i, o)| (*o, wins.map(|w| w[i])))
            .collect();
        if by_win {
            // Stable: equal chances keep the expected-total order.
            rows.sort_by(|a, b| b.1.partial_cmp(&a.1).unwrap_or(std::cmp::Ordering::Equal));
        }
        let best_ev = options.first().map_or(0.0, |o| o.expected_total);
        let best_win = rows.first().and_then(|r| r.1).unwrap_or(0.0);
        Ranking {
            rows,
            by_win,
            best_ev,
            best_win,
            layout,
        }
    }

    /// One option in full, with what it gives up against the best.
    fn line(&self, row: &(Rated, Option<f64>), i: usize) -> String {
        let (what, rating) = self.parts(row, i);
        format!("{what}{rating}")
    }

    /// An option's words ("Hold 6-6, throw 3") and its rating after them (": 253.9 (best)").
    fn parts(&self, (o, win): &(Rated, Option<f64>), i: usize) -> (String, String) {
        let tag = match (i, self.by_win, win) {
            (0, _, _) => t!("play-hint-best"),
            (_, true, Some(w)) => behind((self.best_win - w) * 100.0, Unit::Percent),
            _ => behind(self.best_ev - o.expected_total, Unit::Points),
        };
        let what = words::describe_in(self.layout, &o.choice);
        if self.layout.is_multi_column() {
            // No honest total exists on several columns: how far behind the best only.
            return (what, format!(" {tag}"));
        }
        let total = decimal(o.expected_total, 1);
        let rating = match win {
            Some(w) if self.by_win => format!(": {} · {total} {tag}", percent(*w)),
            Some(w) => format!(": {total} · {} {tag}", percent(*w)),
            None => format!(": {total} {tag}"),
        };
        (what, rating)
    }

    /// One option on a short line, marked when it is what the dice held now would do.
    fn short_line(&self, (o, win): &(Rated, Option<f64>), now: bool) -> String {
        let mark = if now { "•" } else { " " };
        let what = words::describe_short_in(self.layout, &o.choice);
        if self.layout.is_multi_column() {
            let behind = self.best_ev - o.expected_total;
            return if behind < 0.05 {
                format!("{mark}{what} {}", t!("play-hint-best"))
            } else {
                format!("{mark}{what} {}", decimal(-behind, 1))
            };
        }
        match win {
            Some(w) if self.by_win => format!(
                "{mark}{what} {} {}",
                percent(*w),
                decimal(o.expected_total, 0)
            ),
            Some(w) => format!(
                "{mark}{what} {} {}",
                decimal(o.expected_total, 1),
                whole_percent(*w)
            ),
            None => format!("{mark}{what} {}", decimal(o.expected_total, 1)),
        }
    }
}

impl Play {
    pub(super) fn draw_hint(&mut self, buf: &mut Buffer, r: Rect, ctx: &mut Ctx) {
        let theme = ctx.theme;
        let (title, lines) = if self.game().throw().is_none() {
            self.start_hint(ctx.shelf, &theme)
        } else {
            self.option_hints(r, ctx.shelf, &theme)
        };
        // The title names what the lines show, so it is drawn once they are known; a longer
        // language's wraps, and the last option under it gives way.
        let width = usize::from(r.width);
        let mut rows = r.y..r.bottom();
        for (line, y) in wrap(&title, width).iter().zip(&mut rows) {
            put(buf, r, r.x, y, line, theme.title());
        }
        // A sentence too long for a narrow panel ("From the start of this turn: …") wraps
        // instead of losing its figure at the edge; option lines are already made to fit.
        // Each is drawn whole or not at all: options are dropped from the bottom, and a
        // sentence the rows left cannot hold goes whole (the title has said what it is).
        for (line, style) in &lines {
            let parts = if display_width(line) <= width {
                vec![line.clone()]
            } else {
                wrap(line, width)
            };
            if parts.len() > rows.len() {
                break;
            }
            for (part, y) in parts.iter().zip(&mut rows) {
                put(buf, r, r.x, y, part, *style);
            }
        }
    }

    /// On several columns the values are estimates (no exact optimum exists there).
    fn estimated(&self) -> bool {
        self.game().rules().layout().is_multi_column()
    }

    fn total_title(&self) -> String {
        if self.estimated() {
            t!("play-hint-title-behind")
        } else {
            t!("play-hint-title-total")
        }
    }

    /// Before a throw: what the turn is worth from here.
    fn start_hint(&mut self, shelf: &mut Shelf, theme: &Theme) -> (String, Lines) {
        let line = match self.start_total(shelf) {
            Ok(_) if self.estimated() => {
                // One sentence, wrapped to the panel as drawn: lines broken by hand for one
                // width broke again at every narrower one.
                let line = t!("play-hint-columns-behind");
                return (self.total_title(), vec![(line, theme.dim())]);
            }
            Ok(total) => (
                t!("play-hint-from-start", total = decimal(total, 1)),
                theme.base(),
            ),
            Err(NotReady::Building(p)) => working(p, theme),
            // No seat to play: nothing to value.
            Err(NotReady::Unavailable) => return (self.total_title(), Vec::new()),
        };
        (self.total_title(), vec![line])
    }

    /// After a throw: every option rated, the best first.
    fn option_hints(&mut self, r: Rect, shelf: &mut Shelf, theme: &Theme) -> (String, Lines) {
        let options = match self.rated_options(shelf) {
            Ok(options) => options,
            Err(NotReady::Building(p)) => return (self.total_title(), vec![working(p, theme)]),
            Err(NotReady::Unavailable) => return (self.total_title(), Vec::new()),
        };
        let wins = self.win_values(shelf, &options);
        let by_win = self.hint_by_win && wins.is_some();
        let ranking = Ranking::new(
            &options,
            wins.as_deref(),
            by_win,
            self.game().rules().layout(),
        );
        // A narrow panel (four seats at 80 columns), or one where an option's full line would
        // be cut (the chance to win beside the points), gets one short line an option in
        // score-pad words, the best first, and a mark on the dice held now: a cut line loses
        // its "(best)" or its figures.
        let room = r.height.saturating_sub(1) as usize;
        let fits = ranking
            .rows
            .iter()
            .take(room)
            .enumerate()
            .all(|(i, row)| display_width(&ranking.line(row, i)) <= usize::from(r.width));
        if r.width < 44 || !fits {
            let title = match (wins.is_some(), by_win) {
                (true, true) => t!("play-hint-short-title-by-win"),
                (true, false) => t!("play-hint-short-title-by-points"),
                (false, _) if self.estimated() => t!("play-hint-short-title-behind"),
                (false, _) => t!("play-hint-short-title-total"),
            };
            return (title, self.short_hint_lines(&ranking, r, theme));
        }
        let title = match (wins.is_some(), by_win) {
            (true, true) => t!("play-hint-title-by-win"),
            (true, false) => t!("play-hint-title-by-points"),
            (false, _) => self.total_title(),
        };
        (title, self.hint_lines(&ranking, r, theme))
    }

    fn short_hint_lines(&self, ranking: &Ranking, r: Rect, theme: &Theme) -> Lines {
        let held = self
            .game()
            .throw()
            .filter(|_| self.game().rolls_left() > 0)
            .map(|t| t.dice.held_counts(t.held));
        let room = r.height.saturating_sub(1) as usize;
        ranking
            .rows
            .iter()
            .take(room)
            .enumerate()
            .map(|(i, row)| {
                let now = matches!(row.0.choice, Choice::Hold { keep } if Some(keep) == held);
                let style = if i == 0 { theme.good() } else { theme.base() };
                let mut line = ranking.short_line(row, now);
                // The best is named as such where it fits (on several columns it already is).
                let best_word = t!("play-hint-best");
                let best = format!("{line} {best_word}");
                if i == 0
                    && !line.ends_with(&best_word)
                    && display_width(&best) <= usize::from(r.width)
                {
                    line = best;
                }
                (line, style)
            })
            .collect()
    }

    fn hint_lines(&self, ranking: &Ranking, r: Rect, theme: &Theme) -> Lines {
        let height = r.height;
        let mut lines = Vec::new();
        // How the dice held right now rate, so the panel follows every hold change.
        if let Some(throw) = self.game().throw().copied()
            && self.game().rolls_left() > 0
        {
            let keep = throw.dice.held_counts(throw.held);
            if let Some((i, row)) = ranking
                .rows
                .iter()
                .enumerate()
                .find(|(_, (o, _))| o.choice == Choice::Hold { keep })
            {
                // The player sees what they hold: where the words would push the rating off
                // the edge, the rating alone.
                let full = t!("play-hint-holds-now", option = ranking.line(row, i));
                let text = if display_width(&full) <= usize::from(r.width) {
                    full
                } else {
                    t!(
                        "play-hint-holds-now-rating",
                        rating = ranking.parts(row, i).1
                    )
                };
                lines.push((text, if i == 0 { theme.good() } else { theme.warn() }));
            }
        }
        let room =
            height.saturating_sub(1) as usize - lines.len().min(height.saturating_sub(1) as usize);
        lines.extend(ranking.rows.iter().take(room).enumerate().map(|(i, row)| {
            (
                ranking.line(row, i),
                if i == 0 { theme.good() } else { theme.base() },
            )
        }));
        lines
    }
}

/// What a gap behind the best is counted in.
#[derive(Clone, Copy)]
enum Unit {
    Points,
    /// Percentage points of the chance to win.
    Percent,
}

/// How far an option is behind the best, as shown: "(−2.1)", "(−0.4%)"; a gap that shows as
/// 0.0 is a tie and says so, since "−0.0" reads as a loss too small to print.
fn behind(gap: f64, unit: Unit) -> String {
    if gap < 0.05 {
        t!("play-hint-ties-best")
    } else {
        let gap = decimal(gap, 1);
        match unit {
            Unit::Points => t!("play-hint-behind-points", gap = gap),
            Unit::Percent => t!("play-hint-behind-percent", gap = gap),
        }
    }
}

/// A share as a whole percentage, as the language writes it ("57%", German "57 %").
fn whole_percent(share: f64) -> String {
    t!(
        "play-hint-whole-percent",
        percent = decimal(share * 100.0, 0)
    )
}

fn working(progress: u8, theme: &Theme) -> (String, Style) {
    (t!("play-hint-working", percent = progress), theme.dim())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_gap_that_shows_as_nothing_is_a_tie() {
        assert_eq!(behind(0.0, Unit::Points), "(ties best)");
        assert_eq!(behind(0.049, Unit::Percent), "(ties best)");
        assert_eq!(behind(2.1, Unit::Points), "(−2.1)");
        assert_eq!(behind(0.4, Unit::Percent), "(−0.4%)");
    }
}
