//! The scorecard in its frame (the card's rows and totals are the shared card widget's).

use crate::l10n::t;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use crate::game::SeatId;
use crate::rules::Spot;
use crate::tui::theme::Theme;
use crate::tui::widgets::{CardView, ChanceRow, draw_card, frame};

use super::super::{Play, PlayLayout, Tumble, seat_name};

/// The card's frame and what goes inside it, at the layout's inner rectangle.
pub(super) struct CardPanel<'a> {
    title: String,
    view: CardView<'a>,
    inner: Rect,
    theme: &'a Theme,
}

impl Play {
    pub(super) fn card_panel<'a>(
        &'a self,
        l: &PlayLayout,
        tumble: Option<Tumble>,
        chances: Option<ChanceRow>,
        last_filled: Option<(SeatId, Spot)>,
        theme: &'a Theme,
    ) -> CardPanel<'a> {
        let game = self.game();
        // On several columns, one seat's card at a time (the seat to play's unless another is
        // asked for), named with its total.
        let shown = self.shown_seat();
        let title = if game.rules().layout().is_multi_column() {
            format!(" {} · {} ", seat_name(game, shown), game.total(shown))
        } else {
            format!(" {} ", t!("play-card-title"))
        };
        // While the dice are in the air the card does not give away where they will land.
        let placements = if self.human_turn().is_some() && tumble.is_none() {
            game.placements()
        } else {
            None
        };
        CardPanel {
            title,
            view: CardView {
                game,
                column: l.column,
                active: game.current_seat(),
                shown,
                cursor: self
                    .human_turn()
                    .filter(|_| !self.cursor_hidden())
                    .map(|_| self.cursor),
                placements,
                chances,
                last_filled,
            },
            inner: l.card_inner,
            theme,
        }
    }
}

impl Widget for CardPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        frame(
            buf,
            area,
            &self.title,
            self.theme.border(),
            self.theme.title(),
        );
        draw_card(buf, self.inner, &self.view, self.theme);
    }
}
