//! The post-match review on screen: per seat, each decision against the optimum.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::ai::review::{SeatReview, review};
use crate::game::{Match, SeatKind};
use crate::tui::keymap::{self, Command, Context};
use crate::tui::tables::{TableStatus, Tables};
use crate::tui::theme::Theme;
use crate::tui::widgets::{footer, put};

use super::text::TextView;

pub struct ReviewView {
    game: Match,
    view: Option<TextView>,
}

impl ReviewView {
    pub fn new(game: &Match, tables: &mut Tables, theme: &Theme) -> ReviewView {
        let mut r = ReviewView {
            game: game.clone(),
            view: None,
        };
        r.refresh(tables, theme);
        r
    }

    fn refresh(&mut self, tables: &mut Tables, theme: &Theme) {
        if self.view.is_some() {
            return;
        }
        if let TableStatus::Ready(table) = tables.request(self.game.rules()) {
            let humans = self.game.seats().iter().any(|s| s.kind == SeatKind::Human);
            // A CPU-only match reviews every seat; otherwise the people.
            let reviews = review(&self.game, &table, |s| {
                !humans || self.game.seats()[s.index()].kind == SeatKind::Human
            });
            self.view = Some(TextView::new(
                " Review: your choices against perfect play ",
                lines(&reviews, theme),
            ));
        }
    }

    pub fn handle(&mut self, command: Command) -> bool {
        self.view.as_mut().is_some_and(|v| v.handle(command))
    }

    pub fn draw(&mut self, buf: &mut Buffer, area: Rect, tables: &mut Tables, theme: &Theme) {
        self.refresh(tables, theme);
        match &mut self.view {
            Some(view) => view.draw(
                buf,
                Rect::new(area.x, area.y, area.width, area.height.saturating_sub(1)),
                theme,
            ),
            None => {
                let p = match tables.request(self.game.rules()) {
                    TableStatus::Pending(p) => p,
                    TableStatus::Ready(_) => 100,
                };
                put(
                    buf,
                    area,
                    area.x + 2,
                    area.y + 2,
                    &format!("Working out the optimal strategy for these rules… {p}%"),
                    theme.dim(),
                );
            }
        }
        footer(buf, area, &keymap::short_help(Context::Text), theme);
    }
}

fn lines(reviews: &[SeatReview], theme: &Theme) -> Vec<(String, ratatui::style::Style)> {
    let mut out = Vec::new();
    for r in reviews {
        out.push((
            format!(
                "{} — {} points, {:.1} expected points given away",
                r.name, r.total, r.total_loss
            ),
            theme.title(),
        ));
        out.push((r.verdict.clone(), theme.base()));
        out.push((String::new(), theme.base()));
        for d in &r.decisions {
            let mark = if d.loss < 0.05 {
                "✓".to_string()
            } else {
                format!("−{:.1}", d.loss)
            };
            let style = if d.loss < 0.05 {
                theme.good()
            } else if d.loss > 3.0 {
                theme.bad()
            } else {
                theme.warn()
            };
            let what = if d.loss < 0.05 {
                d.chosen.clone()
            } else {
                format!("{} (best: {})", d.chosen, d.best)
            };
            out.push((
                format!(
                    "  R{:<2} {} · {} left: {what}  {mark}",
                    d.round, d.dice, d.rolls_left
                ),
                style,
            ));
        }
        out.push((String::new(), theme.base()));
    }
    if reviews.is_empty() {
        out.push(("Nothing to review.".to_string(), theme.dim()));
    }
    out
}
