//! The bar across the top: the game's name, its rules and round, and how to see the keys.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::game::Match;
use crate::tui::keymap::{Command, Context, Keymap};
use crate::tui::theme::Theme;
use crate::tui::widgets::{put, put_line};

pub(super) struct TitleBar<'a> {
    pub(super) game: &'a Match,
    pub(super) practice: bool,
    pub(super) unsaved: bool,
    /// At a hosted table, how guests join (the host's window only).
    pub(super) banner: Option<&'a str>,
    pub(super) theme: &'a Theme,
    pub(super) keys: &'a Keymap,
}

impl Widget for TitleBar<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (game, theme) = (self.game, self.theme);
        let mut title = vec![
            Span::styled(
                format!(" {} ", game.rules().layout().game_title()),
                theme.title(),
            ),
            Span::raw(format!(
                " {} rules · round {} of {}",
                game.rules().name(),
                game.round(),
                game.rounds()
            )),
        ];
        if self.practice {
            title.push(Span::styled("  PRACTICE", theme.warn()));
        }
        if self.unsaved {
            title.push(Span::styled("  NOT SAVED", theme.bad()));
        }
        if let Some(banner) = self.banner {
            title.push(Span::styled(format!("  {banner}"), theme.dim()));
        }
        // The title stops short of the keys hint, so a long one (a hosted table's) never
        // leaves its tail beside the hint.
        let room = Rect {
            width: area.width.saturating_sub(9),
            ..area
        };
        put_line(buf, room, area.x, area.y, &Line::from(title));
        put(
            buf,
            area,
            area.right().saturating_sub(8),
            area.y,
            &format!("{} keys", self.keys.key_for(Context::Global, Command::Help)),
            theme.dim(),
        );
    }
}
