//! The play screen's layout and drawing: the card, the dice panel, hints, the match log and
//! the overlays. One `PlayLayout` places everything, for drawing and for clicks alike; each
//! part is drawn by its own file here, into the rectangles it is given.

mod card;
mod dice;
mod footer;
mod hint;
mod log;
mod message;
mod overlay;
mod panel;
mod title;

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use crate::game::TurnStory;
use crate::game::{Match, SeatId};
use crate::rules::Spot;
use crate::tui::theme::Theme;
use crate::tui::widgets::{
    ChanceRow, DIE_HEIGHT, centered, dice_rects, display_width, help_bar, help_entries_fitting,
    put_line,
};

use dice::{ButtonRow, DiceRow, TurnLine};
use overlay::{PauseState, draw_overlay};
use panel::{Celebration, Standings, turn_frame};
use title::TitleBar;

use super::*;

impl Play {
    /// Where everything goes for `game` in `area`, with `shown` buttons (drawing and clicks
    /// use the same).
    pub fn layout(area: Rect, game: &Match, shown: &[Button]) -> PlayLayout {
        let names = crate::tui::widgets::card_column_names(game);
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let layout = game.rules().layout();
        let column = crate::tui::widgets::card_column_width(layout, &names, area.width);
        let (title, card, panel, help) =
            crate::tui::widgets::card_screen(area, layout, names.len(), column);
        let card_inner = Rect::new(
            card.x + 1,
            card.y + 1,
            card.width.saturating_sub(2),
            card.height.saturating_sub(2),
        );
        let panel_inner = Rect::new(
            panel.x + 1,
            panel.y + 1,
            panel.width.saturating_sub(2),
            panel.height.saturating_sub(2),
        );
        let mut y = panel_inner.y + 2;
        let dice = dice_rects(Rect::new(
            panel_inner.x,
            y,
            panel_inner.width,
            DIE_HEIGHT.min(panel_inner.bottom().saturating_sub(y)),
        ));
        y += DIE_HEIGHT;
        let labels_y = y;
        let status_y = y + 2;
        let buttons_y = y + 4;
        // Buttons flow onto a second row in a narrow panel, so every one stays clickable.
        let mut buttons = Vec::new();
        let (mut x, mut y) = (panel_inner.x, buttons_y);
        for &b in shown {
            let w = display_width(&b.label()) as u16 + 2;
            if x + w > panel_inner.right() && x > panel_inner.x {
                x = panel_inner.x;
                y += 1;
            }
            buttons.push((b, Rect::new(x, y, w, 1)));
            x += w + 1;
        }
        let message_y = y + 2;
        let message = Rect::new(
            panel_inner.x,
            message_y,
            panel_inner.width,
            2.min(panel_inner.bottom().saturating_sub(message_y)),
        );
        let hint_y = message.bottom();
        let hint = Rect::new(
            panel_inner.x,
            hint_y,
            panel_inner.width,
            panel_inner.bottom().saturating_sub(hint_y),
        );
        PlayLayout {
            column,
            title,
            help,
            card,
            card_inner,
            panel,
            panel_inner,
            dice,
            labels_y,
            status_y,
            buttons,
            message,
            hint,
        }
    }

    pub(super) fn overlay_area(area: Rect, overlay: &Overlay) -> Rect {
        match overlay {
            Overlay::Help { .. } => centered(area, 72, 22),
            Overlay::Rules(_) => centered(
                area,
                area.width.saturating_sub(8).min(76),
                area.height.saturating_sub(4),
            ),
            // As wide as its longest item needs, in whatever language, and never narrower
            // than English has it.
            Overlay::Pause { .. } => {
                let widest = super::pause_items()
                    .iter()
                    .chain(super::unsaved_pause_items().iter().flatten())
                    .chain(super::guest_pause_items().iter().flatten())
                    .map(|l| display_width(l))
                    .max()
                    .unwrap_or(0);
                let width = u16::try_from(widest + 8).unwrap_or(u16::MAX).max(44);
                centered(area, width, PAUSE_ITEMS as u16 + 4)
            }
            Overlay::SaveFailed { .. } => centered(area, 64, 11),
            Overlay::ConfirmZero { .. } => centered(area, 60, 6),
            Overlay::CoachWarn { .. } => centered(area, 64, 9),
            Overlay::Handover { .. } => centered(area, 60, 8),
            Overlay::Correct(_) => centered(area, 62, 12),
        }
    }

    /// The turns of the match so far, replayed once per position.
    pub(super) fn turn_stories(&mut self) -> &[TurnStory] {
        let key = self.game().position_id();
        if self.turns.as_ref().is_none_or(|(k, _)| *k != key) {
            self.turns = Some((key, self.game().turns()));
            self.log_scroll = 0;
        }
        self.turns.as_ref().map_or(&[], |(_, t)| t.as_slice())
    }

    /// The box filled last, for the card to mark.
    pub(super) fn last_filled(&mut self) -> Option<(SeatId, Spot)> {
        self.turn_stories()
            .iter()
            .rev()
            .find_map(|t| t.placed.map(|p| (t.seat, Spot::new(p.column, p.b))))
    }

    /// Draws every part where the layout puts it, in order: later parts (the banner, the
    /// overlays) cover earlier ones.
    pub fn draw(&mut self, buf: &mut Buffer, area: Rect, ctx: &mut Ctx) {
        let theme = ctx.theme;
        let keys = ctx.keys;
        let tumble = self.tumbling(ctx.clock).copied();
        let l = Play::layout(area, self.game(), &self.buttons());
        let chances = self.chance_cells(ctx.shelf);
        let last_filled = self.last_filled();
        let banner = self.banner.as_ref().map(|b| b.borrow().clone());
        TitleBar {
            game: self.game(),
            practice: self.options().practice,
            daily: crate::store::daily::DailyMark::of(self.game(), self.options().practice),
            unsaved: self.unsaved(),
            banner: banner.as_deref(),
            building: match &chances {
                Some(ChanceRow::Building(p)) => Some(*p),
                _ => None,
            },
            theme: &theme,
            keys,
        }
        .render(l.title, buf);
        self.card_panel(&l, tumble, chances, last_filled, &theme)
            .render(l.card, buf);
        let inner = self.draw_turn_panel(buf, &l, tumble, ctx.clock, &theme);
        let message = self.message_lines(&l, tumble, &theme, keys);
        let below = (message.shown() as u16).saturating_sub(l.message.height);
        message.render(inner, buf);
        if tumble.is_none() {
            self.draw_hint_or_log(buf, l.hint, below, ctx);
        }
        if let Some((banner, _)) = &self.celebration {
            Celebration {
                banner,
                theme: &theme,
            }
            .render(l.panel_inner, buf);
        }
        let entries = help_entries_fitting(&self.help_entries(keys), l.help.width);
        put_line(buf, l.help, l.help.x, l.help.y, &help_bar(&entries, &theme));
        let guest = self.is_guest();
        let unsaved = self.unsaved();
        if let Some(overlay) = &mut self.overlay {
            let any_cpu = self
                .session
                .game()
                .seat_ids()
                .any(|s| !self.session.is_person(s));
            let pause = PauseState {
                speed: any_cpu.then_some(self.session.options().cpu_speed),
                unsaved,
                guest,
            };
            draw_overlay(buf, area, overlay, self.session.game(), pause, &theme, keys);
        }
    }

    /// The hints when wanted, else the match log, in the hint rectangle less the `below`
    /// rows a long prompt took from its top. Never while dice tumble: either would tell the
    /// dice before they land.
    fn draw_hint_or_log(&mut self, buf: &mut Buffer, hint: Rect, below: u16, ctx: &mut Ctx) {
        let area = Rect::new(
            hint.x,
            hint.y + below,
            hint.width,
            hint.height.saturating_sub(below),
        );
        if area.height <= 1 {
            return;
        }
        if self.hint_wanted() {
            self.draw_hint(buf, area, ctx);
        } else {
            let theme = ctx.theme;
            self.draw_log(buf, area, &theme, ctx.keys);
        }
    }

    /// The turn panel's frame and what stays put in it: the throw count, the dice, the
    /// standings and the buttons. Returns the panel's inside.
    fn draw_turn_panel(
        &self,
        buf: &mut Buffer,
        l: &PlayLayout,
        tumble: Option<Tumble>,
        clock: Duration,
        theme: &Theme,
    ) -> Rect {
        let game = self.game();
        let inner = turn_frame(buf, l.panel, game, theme);
        let pad = self.options().score_pad;
        let real = game
            .current_seat()
            .is_some_and(|s| self.options().real_dice_for(s.index()));
        TurnLine {
            game,
            pad,
            real,
            theme,
        }
        .render(inner, buf);
        if let Some((size, dice)) = l.dice.filter(|_| !pad) {
            DiceRow {
                size,
                dice: &dice,
                labels_y: l.labels_y,
                throw: game.throw().copied(),
                fresh: self.fresh.map(|(h, _)| h),
                tumble,
                clock,
                real,
                theme,
            }
            .render(inner, buf);
        }
        // The estimated chances cached for this very position, if the card shows them.
        let chances = self
            .odds
            .as_ref()
            .filter(|(k, _)| {
                self.options().show_odds && game.seats().len() >= 2 && *k == game.position_id()
            })
            .map(|(_, c)| c.as_slice());
        Standings {
            game,
            y: l.status_y,
            theme,
            chances,
        }
        .render(inner, buf);
        ButtonRow {
            play: self,
            buttons: &l.buttons,
            theme,
        }
        .render(inner, buf);
        inner
    }
}

/// A chance as a card cell: whole percents, with "<1%" and ">99%" for what is not yet
/// decided either way.
pub(super) fn percent_cell(p: f64) -> String {
    match p {
        p if p >= 1.0 => "100%".to_string(),
        p if p <= 0.0 => "0%".to_string(),
        p if p < 0.005 => "<1%".to_string(),
        p if p > 0.995 => ">99%".to_string(),
        p => format!("{:.0}%", p * 100.0),
    }
}
