//! The top of the turn panel: which throw this is, the dice with their labels, and the buttons.

use crate::l10n::t;
use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::game::{Match, Throw};
use crate::rules::{DieIndex, Holds};
use crate::tui::theme::Theme;
use crate::tui::widgets::{DieSize, display_width, draw_die, put, put_line};

use super::super::{Button, Play, Tumble};

/// "Throw 2 of 3" and a dot for each throw, used or left.
pub(super) struct TurnLine<'a> {
    pub(super) game: &'a Match,
    /// A score pad has no throws to count.
    pub(super) pad: bool,
    pub(super) real: bool,
    pub(super) theme: &'a Theme,
}

impl Widget for TurnLine<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (game, pad, real) = (self.game, self.pad, self.real);
        let max = game.rules().max_rolls();
        let text = match (game.current_seat(), game.throw()) {
            _ if pad => t!("play-dice-score-pad"),
            (Some(_), Some(t)) if real => {
                t!("play-dice-real-throw-of", throw = t.rolls_used, max = max)
            }
            (Some(_), Some(t)) => t!("play-dice-throw-of", throw = t.rolls_used, max = max),
            (Some(_), None) if real => t!("play-dice-real-ready"),
            (Some(_), None) => t!("play-dice-ready"),
            (None, _) => String::new(),
        };
        let left = if pad { 0 } else { game.rolls_left() };
        let dots: String = (0..if pad { 0 } else { max })
            .map(|i| if i < max - left { '●' } else { '○' })
            .collect();
        put_line(
            buf,
            area,
            area.x,
            area.y,
            &Line::from(vec![
                Span::styled(text, self.theme.total()),
                Span::raw("  "),
                Span::styled(dots, self.theme.key()),
            ]),
        );
    }
}

/// The five dice at the layout's rectangles, each with its label underneath.
pub(super) struct DiceRow<'a> {
    pub(super) size: DieSize,
    pub(super) dice: &'a [Rect; 5],
    pub(super) labels_y: u16,
    pub(super) throw: Option<Throw>,
    /// The dice just thrown, marked for a moment.
    pub(super) fresh: Option<Holds>,
    pub(super) tumble: Option<Tumble>,
    pub(super) clock: Duration,
    pub(super) real: bool,
    pub(super) theme: &'a Theme,
}

impl Widget for DiceRow<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (theme, throw, real) = (self.theme, self.throw, self.real);
        for (i, r) in self.dice.iter().enumerate() {
            let die = DieIndex::ALL[i];
            let held = throw.is_some_and(|t| t.held.contains(die));
            let fresh = self.fresh.is_some_and(|h| h.contains(die));
            let flying = self.tumble.filter(|t| t.dice.contains(die));
            let border = if held {
                theme.held()
            } else if flying.is_some() {
                theme.dim()
            } else if fresh {
                theme.fresh()
            } else {
                theme.die()
            };
            let pip = if held { theme.held() } else { theme.die() };
            let face = match flying {
                Some(t) => Some(t.face(i, self.clock)),
                None => throw.map(|t| t.dice.get(die)),
            };
            draw_die(buf, area, *r, self.size, face, border, pip);
            // Real dice are not held by key: only what was kept is marked.
            let label = if held {
                held_label(self.size, real)
            } else if real {
                String::new()
            } else {
                (i + 1).to_string()
            };
            let lx = r.x + (r.width.saturating_sub(display_width(&label) as u16)) / 2;
            let style = if held { theme.held() } else { theme.key() };
            put(buf, area, lx, self.labels_y, &label, style);
        }
    }
}

/// The word under a held die (under a kept one, for real dice): the whole word where it fits
/// the die's slot (its width and the gap after it) with a space left before the next die's
/// word, else the short mark ("GARDÉ" under dice five columns wide and no gap apart ran
/// into its neighbour's as "GARDÉGARDÉ"); the whole word where neither fits.
pub(crate) fn held_label(size: DieSize, real: bool) -> String {
    let room = (size.width() + size.gap()).saturating_sub(1) as usize;
    let (whole, short) = if real {
        (t!("play-dice-kept"), t!("play-dice-kept-short"))
    } else {
        (t!("play-dice-held"), t!("play-dice-held-short"))
    };
    if display_width(&whole) > room && display_width(&short) <= room {
        short
    } else {
        whole
    }
}

/// The buttons where the layout put them, greyed out where pressing would do nothing.
pub(super) struct ButtonRow<'a> {
    pub(super) play: &'a Play,
    pub(super) buttons: &'a [(Button, Rect)],
    pub(super) theme: &'a Theme,
}

impl Widget for ButtonRow<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        for &(b, r) in self.buttons {
            let style = if self.play.button_live(b) {
                self.theme.button()
            } else {
                self.theme.disabled()
            };
            put(buf, area, r.x, r.y, &format!(" {} ", b.label()), style);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l10n::{Lang, speaking};

    /// In every language (the pseudo-language too), at every size of die, the word under a
    /// held (or kept) die fits under it with a space before the next die's word, so two held
    /// dice never read as one word; and English says "HELD" whole at every size.
    #[test]
    fn the_held_word_fits_its_die_with_a_space_in_every_language() {
        let sizes = [
            DieSize::Large,
            DieSize::Medium,
            DieSize::Small,
            DieSize::Compact,
        ];
        for lang in Lang::ALL {
            speaking(lang, None, || {
                for size in sizes {
                    for real in [false, true] {
                        let word = held_label(size, real);
                        let room = (size.width() + size.gap() - 1) as usize;
                        assert!(
                            !word.trim().is_empty() && display_width(&word) <= room,
                            "{lang:?} {size:?} real {real}: {word:?} in {room} columns"
                        );
                        // Centred under its die as drawn, it leaves a column before the next.
                        let lx = (size.width() as usize).saturating_sub(display_width(&word)) / 2;
                        assert!(
                            lx + display_width(&word) < (size.width() + size.gap()) as usize,
                            "{lang:?} {size:?}: {word:?} touches the next die's word"
                        );
                    }
                }
            });
        }
        speaking(Lang::En, None, || {
            for size in sizes {
                assert_eq!(held_label(size, false), "HELD");
            }
        });
    }

    /// The word under a held die is the word the language holds dice with: the refusal
    /// when all five are held says it too ("held", "behalten", "guardados", "sparade",
    /// "gardés"), so the dice never say "FEST" or "FIJO" to a player who pressed "behalten"
    /// or "guardar".
    #[test]
    fn the_held_word_is_the_holding_verbs_in_every_language() {
        for lang in Lang::ALL {
            if lang == Lang::Pseudo {
                continue;
            }
            speaking(lang, None, || {
                let refusal = t!("core-refuse-all-held").to_lowercase();
                let word = held_label(DieSize::Large, false).to_lowercase();
                assert!(
                    refusal.contains(&word),
                    "{lang:?}: {word:?} is not the word of {refusal:?}"
                );
            });
        }
    }
}
