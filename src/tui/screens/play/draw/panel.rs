//! The turn panel's frame, its standings line, and the banner for a Yahtzee.

use crate::l10n::t;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Clear, Widget};

use crate::game::{Match, SeatKind};
use crate::tui::theme::Theme;
use crate::tui::widgets::{display_width, fit, frame, put};

use super::super::seat_name;

/// Frames the turn panel with whose turn it is; returns the inside.
pub(super) fn turn_frame(buf: &mut Buffer, area: Rect, game: &Match, theme: &Theme) -> Rect {
    let (title, style) = match game.current_seat() {
        Some(seat) => {
            let seat_info = game.seat(seat);
            // A CPU's level is named unless its name already says it is one.
            let kind = match seat_info.map(|s| s.kind) {
                Some(SeatKind::Cpu(level))
                    if !seat_info.is_some_and(|s| {
                        s.name.contains("CPU") || crate::words::is_automatic_cpu(&s.name)
                    }) =>
                {
                    Some(level.shown())
                }
                _ => None,
            };
            let name = seat_name(game, seat);
            let title = match kind {
                Some(level) => t!("play-panel-to-play-cpu", name = name, level = level),
                None => t!(
                    "play-panel-to-play",
                    who = if super::super::is_you(game, seat) {
                        "you"
                    } else {
                        "other"
                    },
                    name = name
                ),
            };
            (format!(" {title} "), theme.current_border())
        }
        None => (format!(" {} ", t!("play-panel-match-over")), theme.border()),
    };
    frame(buf, area, &title, style, theme.current())
}

/// Upper-bonus pace for the seat to play; on several columns, every seat's total instead.
pub(super) struct Standings<'a> {
    pub(super) game: &'a Match,
    pub(super) y: u16,
    pub(super) theme: &'a Theme,
    /// On several columns, each seat's estimated chance to win, shown after its total.
    pub(super) chances: Option<&'a [f64]>,
}

impl Widget for Standings<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let game = self.game;
        let text = if game.rules().layout().is_multi_column() {
            totals_line(game, self.chances, usize::from(area.width))
        } else if let Some(seat) = game.current_seat() {
            upper_pace(game, seat.index())
        } else {
            return;
        };
        put(buf, area, area.x, self.y, &text, self.theme.dim());
    }
}

/// Every seat's total, names shortened until the line fits `width`; with `chances`, each
/// seat's estimated chance to win after it (`≈41%`) if some shortening makes it fit, else the
/// totals alone, which nothing else shows for the seats whose card is not drawn.
fn totals_line(game: &Match, chances: Option<&[f64]>, width: usize) -> String {
    let line = |cut: usize, with: Option<&[f64]>| {
        game.seat_ids()
            .map(|s| {
                let chance = with
                    .and_then(|c| c.get(s.index()))
                    .map(|&p| format!(" ≈{}", super::percent_cell(p)))
                    .unwrap_or_default();
                format!(
                    "{} {}{chance}",
                    fit(&seat_name(game, s), cut),
                    game.total(s)
                )
            })
            .collect::<Vec<_>>()
            .join(" · ")
    };
    let fitting = |with: Option<&[f64]>| {
        (3..=20)
            .rev()
            .map(|cut| line(cut, with))
            .find(|t| display_width(t) <= width)
    };
    chances
        .and_then(|c| fitting(Some(c)))
        .or_else(|| fitting(None))
        .unwrap_or_else(|| line(3, None))
}

/// How the seat's upper section stands against the bonus (nothing when there is none).
fn upper_pace(game: &Match, seat: usize) -> String {
    let card = game.cards()[seat].first();
    let rules = game.rules();
    if rules.upper_bonus() == 0 {
        String::new()
    } else if card.upper_bonus(rules) > 0 {
        t!("play-panel-upper-bonus-earned", bonus = rules.upper_bonus())
    } else {
        let margin = card.upper_par_margin();
        let (subtotal, threshold) = (card.upper_subtotal(), rules.upper_threshold());
        if margin >= 0 {
            t!(
                "play-panel-upper-over-par",
                subtotal = subtotal,
                threshold = threshold,
                margin = margin
            )
        } else {
            t!(
                "play-panel-upper-under-par",
                subtotal = subtotal,
                threshold = threshold,
                margin = (margin.saturating_neg())
            )
        }
    }
}

/// A framed banner near the top of the panel, over the dice.
pub(super) struct Celebration<'a> {
    pub(super) banner: &'a str,
    pub(super) theme: &'a Theme,
}

impl Widget for Celebration<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let w = (display_width(self.banner) as u16 + 4).min(area.width);
        let r = Rect::new(
            area.x + area.width.saturating_sub(w) / 2,
            area.y + 2,
            w,
            3.min(area.height),
        );
        Clear.render(r, buf);
        let inner = frame(buf, r, "", self.theme.good(), self.theme.good());
        put(
            buf,
            inner,
            inner.x + 1,
            inner.y,
            self.banner,
            self.theme.just_filled(),
        );
    }
}
