//! The match log, in the space the hints leave when they are not shown.

use crate::l10n::t;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::tui::keymap::{Command, Context, Keymap};
use crate::tui::theme::Theme;
use crate::tui::widgets::{display_width, put, wrap, wrap_phrases};
use crate::words;

use super::super::Play;

impl Play {
    /// The match log, newest turn first, in `r` (PgUp/PgDn scroll back through it).
    pub(super) fn draw_log(&mut self, buf: &mut Buffer, r: Rect, theme: &Theme, keys: &Keymap) {
        let bonus = self.game().rules().extra_yahtzee_bonus();
        let layout = self.game().rules().layout();
        let names: Vec<String> = self.game().seats().iter().map(|s| s.name.clone()).collect();
        let scroll = self.log_scroll;
        let stories = self.turn_stories();
        if stories.is_empty() {
            return;
        }
        let total = stories.len();
        let scroll = scroll.min(total.saturating_sub(1));
        // One line a turn where the long form would wrap most turns: the panel of three or
        // four seats at 80 columns (36 and 28 wide). A longer language's wider card labels
        // leave the two-seat panel 38 to 44 wide, which the long form still reads well in.
        let narrow = r.width < 38;
        // The long heading where it fits whole (a longer language's may not), else the short.
        let title = Some(log_title(scroll, false, keys))
            .filter(|t| !narrow && display_width(t) <= usize::from(r.width))
            .unwrap_or_else(|| log_title(scroll, true, keys));
        let turns = stories.iter().rev().skip(scroll).map(|story| {
            let name = names.get(story.seat.index()).map_or("?", String::as_str);
            let name = &words::turn_player(name, story.stand_in);
            // A narrow panel gets one line a turn, so several turns stay in view.
            let lines = if narrow {
                let text = words::describe_turn_short(story, name, bonus, r.width as usize, layout);
                wrap(&text, r.width as usize)
            } else {
                // Broken between phrases, never inside "▸ Chance 20", and the turn's
                // further lines indented under its first.
                let mut phrases = words::turn_phrases(story, name, bonus, layout);
                if let Some(first) = phrases.first_mut() {
                    *first = format!("{} {first}", t!("play-log-round", round = story.round));
                }
                wrap_phrases(&phrases, r.width as usize, 2)
            };
            let style = if story.placed.is_none() {
                theme.current()
            } else {
                theme.base()
            };
            lines
                .into_iter()
                .map(|line| (line, style))
                .collect::<Vec<_>>()
        });
        // A heading still too long (French's short one beside four seats) wraps.
        let title = wrap(&title, usize::from(r.width));
        // Whole turns only: the oldest in view is left out rather than cut off at the
        // bottom, unless it is the only one (a panel shorter than a turn).
        let room = usize::from(r.height).saturating_sub(title.len());
        let mut lines: Vec<(String, Style)> = Vec::new();
        for turn in turns {
            if !lines.is_empty() && lines.len() + turn.len() > room {
                break;
            }
            lines.extend(turn);
        }
        lines.truncate(room);
        self.log_scroll = scroll;
        let heading = title.iter().map(|line| (line, theme.dim()));
        let turns = lines.iter().map(|(line, style)| (line, *style));
        for ((line, style), y) in heading.chain(turns).zip(r.y..r.bottom()) {
            put(buf, r, r.x, y, line, style);
        }
    }
}

/// The log's heading, with the key that scrolls the other way once scrolled.
fn log_title(scroll: usize, narrow: bool, keys: &Keymap) -> String {
    let older = keys.key_for(Context::Play, Command::PageUp);
    let newer = keys.key_for(Context::Play, Command::PageDown);
    match (scroll > 0, narrow) {
        (true, true) => t!(
            "play-log-title-narrow-scrolled",
            count = scroll,
            key = newer
        ),
        (false, true) => t!("play-log-title-narrow", key = older),
        (true, false) => t!("play-log-title-scrolled", count = scroll, key = newer),
        (false, false) => t!("play-log-title", key = older),
    }
}
