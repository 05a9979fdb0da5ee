//! The bar across the top: the game's name, its rules and round, and how to see the keys.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::game::Match;
use crate::l10n::t;
use crate::tui::keymap::{Command, Context, Keymap};
use crate::tui::theme::Theme;
use crate::tui::widgets::{display_width, put, put_line};

/// The title's own width at the least ("YAHTZEE  Classic rules · round 1 of 13"): progress is
/// left out of a line too narrow for both.
const MIN_TITLE: usize = 40;

pub(super) struct TitleBar<'a> {
    pub(super) game: &'a Match,
    pub(super) practice: bool,
    /// The day's daily (scored or a replay), named first: the player should never wonder
    /// whether the game in front of them is the one that counts.
    pub(super) daily: Option<crate::store::daily::DailyMark>,
    pub(super) unsaved: bool,
    /// At a hosted table, how guests join (the host's window only).
    pub(super) banner: Option<&'a str>,
    /// How far the outlook is built, while it is: the progress of the whole
    /// screen's work, so it is told here rather than in any seat's column.
    pub(super) building: Option<u8>,
    pub(super) theme: &'a Theme,
    pub(super) keys: &'a Keymap,
}

impl TitleBar<'_> {
    /// The title's spans with `words` (the daily's label and the rules, as they fit) after
    /// the game's name: then practice, not saved, and a hosted table's banner.
    fn spans(&self, words: String) -> Vec<Span<'static>> {
        let theme = self.theme;
        let mut title = vec![
            Span::styled(
                format!(" {} ", self.game.rules().layout().game_title()),
                theme.title(),
            ),
            Span::raw(words),
        ];
        // A daily's replay is practice, and its label says so already.
        if self.practice && self.daily.is_none() {
            title.push(Span::styled(
                format!("  {}", t!("play-title-practice")),
                theme.warn(),
            ));
        }
        if self.unsaved {
            title.push(Span::styled(
                format!("  {}", t!("play-title-not-saved")),
                theme.bad(),
            ));
        }
        if let Some(banner) = self.banner {
            title.push(Span::styled(format!("  {banner}"), theme.dim()));
        }
        title
    }
}

impl Widget for TitleBar<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (game, theme) = (self.game, self.theme);
        let same = if game.same_dice() { "yes" } else { "no" };
        let rules = game.rules().shown_name();
        // The title as long as the line allows, parts dropped whole from the least needed:
        // the round first (the card shows how far the match is), then the rules (the card's
        // own rows name them). The daily's label stays: the player should never wonder
        // whether this is the game that counts.
        let told = [
            Some(t!(
                "play-title-rules-round",
                rules = rules,
                same = same,
                round = game.round(),
                rounds = game.rounds()
            )),
            Some(t!("play-title-rules", rules = rules, same = same)),
            None,
        ];
        let daily = self.daily.map(|d| d.label());
        let titles = told.map(|rules| {
            let words = match (&daily, rules) {
                (Some(daily), Some(rules)) => format!(" {daily} · {rules}"),
                (Some(daily), None) => format!(" {daily}"),
                (None, Some(rules)) => format!(" {rules}"),
                (None, None) => String::new(),
            };
            self.spans(words)
        });
        // The keys hint keeps two columns of margin at the right, and at least the eight
        // columns English has always had, so other words only ever move it left.
        let keys_hint = t!(
            "play-title-keys",
            key = self.keys.key_for(Context::Global, Command::Help)
        );
        let hint_room = (display_width(&keys_hint) + 2).max(8) as u16;
        // The title stops short of the keys hint (and of the progress beside it), so a long
        // one (a hosted table's) never leaves its tail beside them.
        let mut room = Rect {
            width: area.width.saturating_sub(hint_room + 1),
            ..area
        };
        // A hosted table's banner is the host's own line, shortened at the edge as it always
        // was; the title's words before it are what must fit.
        let words_width = |spans: &[Span]| -> usize {
            let banner = self.banner.map_or(0, |b| display_width(b) + 2);
            spans
                .iter()
                .map(|span| display_width(&span.content))
                .sum::<usize>()
                .saturating_sub(banner)
        };
        let [full, shorter, least] = titles;
        let title = [full, shorter]
            .into_iter()
            .find(|spans| words_width(spans) <= usize::from(room.width))
            .unwrap_or(least);
        // Progress only where the whole title still fits beside it: a daily's or a same-dice
        // match's title is longer than the least one, and was cut mid-word ("roun").
        let needed = words_width(&title).max(MIN_TITLE);
        let progress = self
            .building
            .map(|p| t!("play-title-building", percent = p))
            .filter(|text| usize::from(room.width) >= display_width(text) + 2 + needed);
        if let Some(text) = progress {
            let w = display_width(&text) as u16;
            room.width -= w + 2;
            put(
                buf,
                area,
                area.x + room.width + 1,
                area.y,
                &text,
                theme.dim(),
            );
        }
        put_line(buf, room, area.x, area.y, &Line::from(title));
        put(
            buf,
            area,
            area.right().saturating_sub(hint_room),
            area.y,
            &keys_hint,
            theme.dim(),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Level, MatchSetup, Seat};
    use crate::rules::Ruleset;

    /// A same-dice daily-length title at 80 columns left no room for the progress, which was
    /// drawn over its end ("… · roun chance to win: building 55%"): the title comes whole,
    /// the progress only where it fits beside it.
    #[test]
    fn the_title_is_never_cut_for_the_progress() {
        let game = Match::new(&MatchSetup {
            rules: Ruleset::CLASSIC,
            seats: vec![Seat::human("Ana"), Seat::cpu("Strong CPU", Level::Strong)],
            seed: 3,
            same_dice: true,
        })
        .unwrap();
        let (theme, keys) = (Theme::default(), Keymap::default());
        for (width, shows_progress) in [(80u16, false), (120, true)] {
            let area = Rect::new(0, 0, width, 1);
            let mut buf = Buffer::empty(area);
            TitleBar {
                game: &game,
                practice: false,
                daily: None,
                unsaved: false,
                banner: None,
                building: Some(55),
                theme: &theme,
                keys: &keys,
            }
            .render(area, &mut buf);
            let line: String = buf.content().iter().map(|c| c.symbol()).collect();
            assert!(line.contains("same dice · round 1 of 13"), "{line}");
            assert_eq!(line.contains("building 55%"), shows_progress, "{line}");
        }
    }

    /// A title longer than its line lost its end mid-word ("⟦⟦Classic⟧ rules" and no more
    /// in the pseudo-language): the round goes whole, then the rules.
    #[test]
    fn a_title_too_long_drops_the_round_then_the_rules_whole() {
        let game = Match::new(&MatchSetup {
            rules: Ruleset::CLASSIC,
            seats: vec![Seat::human("Ana")],
            seed: 3,
            same_dice: false,
        })
        .unwrap();
        let (theme, keys) = (Theme::default(), Keymap::default());
        let draw = |width: u16| {
            let area = Rect::new(0, 0, width, 1);
            let mut buf = Buffer::empty(area);
            TitleBar {
                game: &game,
                practice: true,
                daily: None,
                unsaved: true,
                banner: None,
                building: None,
                theme: &theme,
                keys: &keys,
            }
            .render(area, &mut buf);
            buf.content().iter().map(|c| c.symbol()).collect::<String>()
        };
        let line = draw(80);
        assert!(
            line.contains("Classic rules · round 1 of 13  PRACTICE"),
            "{line}"
        );
        let line = draw(60);
        assert!(
            line.contains("Classic rules  PRACTICE  NOT SAVED"),
            "{line}"
        );
        assert!(!line.contains("round"), "{line}");
        let line = draw(44);
        assert!(line.starts_with(" YAHTZEE   PRACTICE  NOT SAVED"), "{line}");
    }
}
