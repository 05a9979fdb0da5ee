//! The post-match review on screen: per seat, each decision against the optimum.

use crate::l10n::{decimal, t};
use crate::tui::widgets::pad;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::ai::luck::{Account, account, seat_lines};
use crate::ai::review::{
    ReviewError, SeatReview, biggest_swings, review, timeline_lines, win_timeline,
};
use crate::game::{Match, SeatKind};
use crate::tui::keymap::{Command, Context, Keymap};
use crate::tui::shelf::{OddsStatus, Shelf, SolvedStatus};
use crate::tui::theme::Theme;
use crate::tui::widgets::{footer, put};

use super::text::TextView;
use super::{Cx, Kind, Screen, Step};

pub struct ReviewView {
    game: Match,
    view: Option<TextView>,
}

impl ReviewView {
    pub fn new(game: &Match, shelf: &mut Shelf, theme: &Theme) -> ReviewView {
        let mut r = ReviewView {
            game: game.clone(),
            view: None,
        };
        r.refresh(shelf, theme);
        r
    }

    fn refresh(&mut self, shelf: &mut Shelf, theme: &Theme) {
        if self.view.is_some() {
            return;
        }
        // A card of several columns is rated against Perfect's search, from the optimum of
        // one column (which `request` gives for it).
        let multi = self.game.rules().layout().is_multi_column();
        if let SolvedStatus::Ready(optimum) = shelf.request(self.game.rules()) {
            // With two or more seats the review opens with the chance-to-win timeline; it
            // waits for the outlook unless it cannot be had here.
            let (timeline, outlook) = match shelf.request_odds(self.game.rules()) {
                _ if self.game.seats().len() < 2 => (Vec::new(), None),
                _ if multi => (vec![t!("play-review-estimated")], None),
                OddsStatus::Ready(_, outlook) => {
                    let timeline = win_timeline(&self.game, &optimum, &outlook);
                    let swings = biggest_swings(&self.game, &timeline, 3);
                    (
                        timeline_lines(&self.game, &timeline, &swings),
                        Some(outlook),
                    )
                }
                OddsStatus::Pending(_) => return,
                OddsStatus::Unavailable => (Vec::new(), None),
            };
            // The account of luck and play; a score pad's match has none (no dice).
            let account = account(&self.game, &optimum, outlook.as_deref()).ok();
            let humans = self.game.seats().iter().any(|s| s.kind == SeatKind::Human);
            // A CPU-only match reviews every seat; otherwise the people.
            let reviews = match review(&self.game, &optimum, |s| {
                !humans || self.game.seats()[s.index()].kind == SeatKind::Human
            }) {
                Ok(reviews) => reviews,
                Err(e) => {
                    self.view = Some(refused(&e, theme));
                    return;
                }
            };
            let mut all: Vec<(String, ratatui::style::Style)> = timeline
                .into_iter()
                .enumerate()
                .map(|(i, l)| (l, if i == 0 { theme.title() } else { theme.base() }))
                .collect();
            if !all.is_empty() {
                all.push((String::new(), theme.base()));
            }
            all.extend(lines(&reviews, account.as_ref(), theme));
            self.view = Some(
                TextView::new(
                    &format!(
                        " {} ",
                        if multi {
                            t!("play-review-title-estimates")
                        } else {
                            t!("play-review-title")
                        }
                    ),
                    all,
                )
                .with_hanging(),
            );
        }
    }

    pub fn handle(&mut self, command: Command) -> bool {
        self.view.as_mut().is_some_and(|v| v.handle(command))
    }

    pub fn draw(
        &mut self,
        buf: &mut Buffer,
        area: Rect,
        shelf: &mut Shelf,
        theme: &Theme,
        keymap: &Keymap,
    ) {
        self.refresh(shelf, theme);
        match &mut self.view {
            Some(view) => view.draw(
                buf,
                Rect::new(area.x, area.y, area.width, area.height.saturating_sub(1)),
                theme,
            ),
            None => {
                let p = match shelf.request_odds(self.game.rules()) {
                    OddsStatus::Pending(p) => p,
                    _ => 100,
                };
                put(
                    buf,
                    area,
                    area.x + 2,
                    area.y + 2,
                    &t!("play-review-working", percent = p),
                    theme.dim(),
                );
            }
        }
        footer(buf, area, &keymap.reading_help(), theme);
    }
}

/// Over the results it was opened from, or the history.
impl Screen for ReviewView {
    fn kind(&self) -> Kind {
        Kind::Review
    }

    fn contexts(&self) -> Vec<Context> {
        vec![Context::Text, Context::Results]
    }

    fn command(&mut self, command: Command, _cx: &mut Cx) -> Step {
        if self.handle(command) {
            Step::Stay
        } else if matches!(
            command,
            Command::Back | Command::Menu | Command::Quit | Command::Select
        ) {
            Step::Back
        } else {
            Step::Stay
        }
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        ReviewView::draw(self, buf, area, cx.shelf, &cx.theme, cx.keys);
    }
}

/// The screen for a match that has no review: the reason, in a sentence.
fn refused(e: &ReviewError, theme: &Theme) -> TextView {
    TextView::new(
        &format!(" {} ", t!("play-review-short-title")),
        vec![(e.to_string(), theme.base())],
    )
}

fn lines(
    reviews: &[SeatReview],
    account: Option<&Account>,
    theme: &Theme,
) -> Vec<(String, ratatui::style::Style)> {
    let mut out = Vec::new();
    for r in reviews {
        let name = crate::words::shown_name(&r.name);
        let (name, total) = (name.as_ref(), r.total);
        let heading = if r.decisions.is_empty() {
            t!("play-review-heading", name = name, points = total)
        } else {
            let loss = decimal(r.total_loss, 1);
            if r.estimate {
                t!(
                    "play-review-heading-loss-estimated",
                    name = name,
                    points = total,
                    loss = loss
                )
            } else {
                t!(
                    "play-review-heading-loss",
                    name = name,
                    points = total,
                    loss = loss
                )
            }
        };
        out.push((heading, theme.title()));
        out.push((r.verdict.clone(), theme.base()));
        if let Some(account) = account
            && let Some(seat) = account.seats.iter().find(|s| s.seat == r.seat)
        {
            out.extend(
                seat_lines(seat, account)
                    .into_iter()
                    .map(|l| (l, theme.base())),
            );
        }
        out.push((String::new(), theme.base()));
        for d in &r.decisions {
            let mark = if d.loss < 0.05 {
                "✓".to_string()
            } else {
                decimal(-d.loss, 1)
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
                t!(
                    "play-review-chosen-best",
                    chosen = d.chosen.as_str(),
                    best = d.best.as_str()
                )
            };
            // A choice a CPU made for the absent person is marked, so it is not taken for
            // theirs.
            let by = d
                .stand_in
                .map(|level| format!("  {}", t!("play-review-stand-in", level = level.shown())))
                .unwrap_or_default();
            out.push((
                // The round padded to three columns and two spaces after it, so a wrapped
                // row of round 10 hangs under its dice as round 9's does.
                format!(
                    "  {}  {}  {mark}{by}",
                    pad(&t!("play-log-round", round = d.round), 3),
                    t!(
                        "play-review-decision",
                        dice = d.dice.to_string(),
                        left = d.rolls_left,
                        what = what
                    )
                ),
                style,
            ));
        }
        out.push((String::new(), theme.base()));
    }
    if account.is_some() && !reviews.is_empty() {
        out.push((crate::ai::luck::Grade::scale(), theme.dim()));
    }
    if reviews.is_empty() {
        out.push((t!("play-review-nothing"), theme.dim()));
    }
    out
}
