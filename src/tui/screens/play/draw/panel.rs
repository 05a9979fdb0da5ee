//! The turn panel's frame, its standings line, and the banner for a Yahtzee.

use crate::l10n::t;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Clear, Widget};

use crate::game::{Match, SeatId, SeatKind};
use crate::tui::theme::Theme;
use crate::tui::widgets::{display_width, fit, frame, put, wrap};
use crate::words::short_name;

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
            let to_play = t!(
                "play-panel-to-play",
                who = if super::super::is_you(game, seat) {
                    "you"
                } else {
                    "other"
                },
                name = name.as_str()
            );
            // As much as the border holds, whole: a CPU's level goes first (its column and
            // the log name it), then "to play" (the ▶ says it), and only a name longer than
            // the panel is shortened.
            let room = usize::from(area.width.saturating_sub(4));
            let title = kind
                .map(|level| {
                    t!(
                        "play-panel-to-play-cpu",
                        name = name.as_str(),
                        level = level
                    )
                })
                .into_iter()
                .chain([to_play])
                .find(|title| display_width(title) <= room)
                .unwrap_or_else(|| format!("▶ {}", fit(&name, room.saturating_sub(2))));
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

/// The rows the standings may take: theirs and the empty one under it, above the buttons.
const STANDINGS_ROWS: usize = 2;

impl Widget for Standings<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let game = self.game;
        let width = usize::from(area.width);
        let lines = if game.rules().layout().is_multi_column() {
            totals_lines(game, self.chances, width)
        } else if let Some(seat) = game.current_seat() {
            // One sentence; a longer language's wraps onto the row under it.
            wrap(&upper_pace(game, seat.index()), width)
        } else {
            return;
        };
        for (i, line) in lines.iter().take(STANDINGS_ROWS).enumerate() {
            put(buf, area, area.x, self.y + i as u16, line, self.theme.dim());
        }
    }
}

/// Every seat's total, on one line or broken between seats onto a second, in the first way
/// that fits `width`: with `chances`, each seat's estimated chance to win after it (`≈41%`);
/// names whole, then CPUs by their level alone ("Strong"), then the chances left out (the
/// card's bottom row shows the shown seat's); only then are names shortened, on one line
/// as before, the totals alone, which nothing else shows for the seats whose card is not
/// drawn.
fn totals_lines(game: &Match, chances: Option<&[f64]>, width: usize) -> Vec<String> {
    let seat = |name: &str, s: SeatId, with: Option<&[f64]>| {
        let chance = with
            .and_then(|c| c.get(s.index()))
            .map(|&p| format!(" ≈{}", super::percent_cell(p)))
            .unwrap_or_default();
        format!("{name} {}{chance}", game.total(s))
    };
    let whole = |short: bool, with: Option<&[f64]>| -> Vec<String> {
        game.seat_ids()
            .map(|s| {
                let name = match game.seat(s) {
                    Some(info) if short => short_name(&info.name).into_owned(),
                    _ => seat_name(game, s),
                };
                seat(&name, s, with)
            })
            .collect()
    };
    let attempts = [
        (false, chances),
        (true, chances),
        (false, None),
        (true, None),
    ];
    if let Some(lines) = attempts
        .into_iter()
        .find_map(|(short, with)| lines_of(&whole(short, with), width))
    {
        return lines;
    }
    let line = |cut: usize, with: Option<&[f64]>| {
        game.seat_ids()
            .map(|s| seat(&fit(&seat_name(game, s), cut), s, with))
            .collect::<Vec<_>>()
            .join(" · ")
    };
    let fitting = |with: Option<&[f64]>| {
        (3..=20)
            .rev()
            .map(|cut| line(cut, with))
            .find(|t| display_width(t) <= width)
    };
    vec![
        chances
            .and_then(|c| fitting(Some(c)))
            .or_else(|| fitting(None))
            .unwrap_or_else(|| line(3, None)),
    ]
}

/// `parts` joined by " · " in at most [`STANDINGS_ROWS`] lines of `width`, each line broken
/// after a separator; `None` if they do not fit.
fn lines_of(parts: &[String], width: usize) -> Option<Vec<String>> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for (i, part) in parts.iter().enumerate() {
        let piece = if i + 1 < parts.len() {
            format!("{part} ·")
        } else {
            part.clone()
        };
        if line.is_empty() {
            line = piece;
        } else if display_width(&line) + 1 + display_width(&piece) <= width {
            line = format!("{line} {piece}");
        } else {
            lines.push(std::mem::take(&mut line));
            line = piece;
        }
    }
    lines.push(line);
    (lines.len() <= STANDINGS_ROWS && lines.iter().all(|l| display_width(l) <= width))
        .then_some(lines)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Level, MatchSetup, Seat};
    use crate::rules::Ruleset;

    fn triple() -> Match {
        Match::new(&MatchSetup {
            rules: Ruleset::preset(crate::rules::Preset::Triple),
            seats: vec![
                Seat::human("Ana"),
                Seat::human("Ben"),
                Seat::cpu("Perfect CPU", Level::Perfect),
                Seat::cpu("Strong CPU", Level::Strong),
            ],
            seed: 3,
            same_dice: false,
        })
        .unwrap()
    }

    /// Four seats' totals were one line with names cut to fit ("Perfe… 0 · Stron… 0"): they
    /// break between seats onto the row under them, names whole.
    #[test]
    fn the_totals_break_between_seats_before_a_name_is_cut() {
        let lines = totals_lines(&triple(), None, 36);
        assert_eq!(lines, ["Ana 0 · Ben 0 · Perfect CPU 0 ·", "Strong CPU 0"]);
        // Where whole names cannot fit two lines, CPUs go by their level first.
        let lines = totals_lines(&triple(), None, 20);
        assert_eq!(lines, ["Ana 0 · Ben 0 ·", "Perfect 0 · Strong 0"]);
        // The pseudo-language's longer CPU names: whole, on two lines, never cut.
        let lines = crate::l10n::speaking(crate::l10n::Lang::Pseudo, None, || {
            totals_lines(&triple(), None, 32)
        });
        assert!(lines.iter().all(|l| !l.contains('…')), "{lines:?}");
    }

    /// The upper section's pace in a longer language ran past the panel's edge: it wraps.
    #[test]
    fn the_upper_pace_wraps_rather_than_runs_off() {
        let game = Match::new(&MatchSetup {
            rules: Ruleset::CLASSIC,
            seats: vec![Seat::human("Ana")],
            seed: 3,
            same_dice: false,
        })
        .unwrap();
        let area = Rect::new(0, 0, 24, 2);
        let mut buf = Buffer::empty(area);
        crate::l10n::speaking(crate::l10n::Lang::Pseudo, None, || {
            Standings {
                game: &game,
                y: 0,
                theme: &Theme::default(),
                chances: None,
            }
            .render(area, &mut buf)
        });
        let text: String = buf.content().iter().map(|c| c.symbol()).collect();
        assert!(text.contains(crate::l10n::CLOSE), "{text}");
    }
}
