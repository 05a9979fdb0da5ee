//! Drawing pieces shared by screens: dice with pips, the scorecard, bars and boxes. Each
//! piece that can be clicked exposes the geometry it draws with, so clicks are tested against
//! exactly what is on screen.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};

use std::borrow::Cow;

use super::theme::Theme;
use crate::escape::shown;
use crate::game::{Match, SeatId};
use crate::l10n::t;
use crate::rules::{BoxId, Card, CardPlacements, ColumnId, Face, Layout, Ruleset, Scorecard, Spot};

/// The smallest terminal the game draws in.
pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 24;

/// Whether the game is drawn in a terminal of `area` (below it, every screen gives way to
/// one line asking for a larger terminal).
pub fn fits(area: Rect) -> bool {
    area.width >= MIN_WIDTH && area.height >= MIN_HEIGHT
}

// Every piece of text a screen draws goes through `put`, `put_line` or `frame`, and each
// shows it as `escape::shown` does: a name or a message from a file, an argument or a guest
// may hold format characters (a zero-width space, a right-to-left override) that ratatui's
// buffer passes on to the terminal, or drops without a trace, making one name look like
// another. The helpers that measure and cut text (`display_width`, `fit`, `wrap`) measure it
// as it will be shown.

/// Writes `text` at (x, y), clipped to `area`.
pub fn put(buf: &mut Buffer, area: Rect, x: u16, y: u16, text: &str, style: Style) {
    if y < area.y || y >= area.bottom() || x >= area.right() || x < area.x {
        return;
    }
    let room = (area.right() - x) as usize;
    buf.set_stringn(x, y, shown(text), room, style);
}

/// `line` with every span as [`shown`] shows it; borrowed when nothing needs escaping.
fn shown_line<'a>(line: &'a Line<'a>) -> Cow<'a, Line<'a>> {
    let plain = |span: &Span| matches!(shown(&span.content), Cow::Borrowed(_));
    if line.spans.iter().all(plain) {
        return Cow::Borrowed(line);
    }
    let mut out = line.clone();
    for span in &mut out.spans {
        span.content = Cow::Owned(shown(&span.content).into_owned());
    }
    Cow::Owned(out)
}

/// A bordered box with a title; returns the inside.
pub fn frame(buf: &mut Buffer, area: Rect, title: &str, style: Style, title_style: Style) -> Rect {
    use ratatui::widgets::{Block, BorderType, Widget};
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(style)
        .title(Span::styled(shown(title).into_owned(), title_style));
    let inner = block.inner(area);
    block.render(area, buf);
    inner
}

/// Draws a line of spans at (x, y), clipped.
pub fn put_line(buf: &mut Buffer, area: Rect, x: u16, y: u16, line: &Line) {
    if y < area.y || y >= area.bottom() || x >= area.right() {
        return;
    }
    buf.set_line(x, y, &shown_line(line), area.right() - x);
}

/// Dice drawn 9, 7 or 5 columns wide (the narrowest also without gaps), always 5 rows tall.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DieSize {
    Large,
    Medium,
    Small,
    Compact,
}

impl DieSize {
    pub fn width(self) -> u16 {
        match self {
            DieSize::Large => 9,
            DieSize::Medium => 7,
            DieSize::Small | DieSize::Compact => 5,
        }
    }

    /// The columns between one die and the next.
    pub fn gap(self) -> u16 {
        match self {
            DieSize::Large => 2,
            DieSize::Medium | DieSize::Small => 1,
            DieSize::Compact => 0,
        }
    }

    /// The largest size whose five dice fit in `width`.
    pub fn fitting(width: u16) -> Option<DieSize> {
        [
            DieSize::Large,
            DieSize::Medium,
            DieSize::Small,
            DieSize::Compact,
        ]
        .into_iter()
        .find(|s| 5 * s.width() + 4 * s.gap() <= width)
    }
}

pub const DIE_HEIGHT: u16 = 5;

/// Where the five dice go in `area` (centred), or `None` if they cannot fit.
pub fn dice_rects(area: Rect) -> Option<(DieSize, [Rect; 5])> {
    let size = DieSize::fitting(area.width)?;
    if area.height < DIE_HEIGHT {
        return None;
    }
    let total = 5 * size.width() + 4 * size.gap();
    let x0 = area.x + (area.width - total) / 2;
    Some((
        size,
        std::array::from_fn(|i| {
            Rect::new(
                x0 + i as u16 * (size.width() + size.gap()),
                area.y,
                size.width(),
                DIE_HEIGHT,
            )
        }),
    ))
}

/// Which of the 3×3 pip places are filled for a face, row by row.
fn pips(face: Face) -> [[bool; 3]; 3] {
    let (t, f) = (true, false);
    match face {
        Face::One => [[f, f, f], [f, t, f], [f, f, f]],
        Face::Two => [[t, f, f], [f, f, f], [f, f, t]],
        Face::Three => [[t, f, f], [f, t, f], [f, f, t]],
        Face::Four => [[t, f, t], [f, f, f], [t, f, t]],
        Face::Five => [[t, f, t], [f, t, f], [t, f, t]],
        Face::Six => [[t, f, t], [t, f, t], [t, f, t]],
    }
}

/// One die: its face as pips, or a blank die before the first throw.
pub fn draw_die(
    buf: &mut Buffer,
    clip: Rect,
    r: Rect,
    size: DieSize,
    face: Option<Face>,
    border: Style,
    pip: Style,
) {
    let w = size.width();
    let inner = w - 2;
    let horizontal = "─".repeat(inner as usize);
    put(buf, clip, r.x, r.y, &format!("╭{horizontal}╮"), border);
    put(buf, clip, r.x, r.y + 4, &format!("╰{horizontal}╯"), border);
    // Pip columns inside the die: spread out when there is room.
    let cols: [u16; 3] = match size {
        DieSize::Large => [2, 4, 6],
        DieSize::Medium => [1, 3, 5],
        DieSize::Small | DieSize::Compact => [1, 2, 3],
    };
    for row in 0..3u16 {
        let y = r.y + 1 + row;
        put(buf, clip, r.x, y, "│", border);
        put(buf, clip, r.x + w - 1, y, "│", border);
        put(buf, clip, r.x + 1, y, &" ".repeat(inner as usize), pip);
        match face {
            Some(face) => {
                for (c, &on) in pips(face)[row as usize].iter().enumerate() {
                    if on {
                        put(buf, clip, r.x + cols[c], y, "●", pip);
                    }
                }
            }
            None if row == 1 => put(buf, clip, r.x + w / 2, y, "?", pip),
            None => {}
        }
    }
}

/// The rows of the scorecard, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardRow {
    Header,
    Box(BoxId),
    UpperTotal,
    Bonus,
    LowerTotal,
    YahtzeeBonus,
    Total,
    /// Each seat's chance to win (blank where it is hidden).
    Win,
}

/// The rows of a card of `layout`, top to bottom.
pub fn card_rows(layout: Layout) -> Vec<CardRow> {
    let mut rows = vec![CardRow::Header];
    rows.extend(BoxId::UPPER.iter().map(|&b| CardRow::Box(b)));
    rows.push(CardRow::UpperTotal);
    rows.push(CardRow::Bonus);
    rows.extend(layout.lower().iter().map(|&b| CardRow::Box(b)));
    // A Yatzy card has no lower subtotal and no Yahtzee bonus, and its two extra boxes then
    // fit in the classic card's height.
    if layout.has_yahtzee_rules() {
        rows.push(CardRow::LowerTotal);
        rows.push(CardRow::YahtzeeBonus);
    }
    rows.push(CardRow::Total);
    rows.push(CardRow::Win);
    rows
}

/// The rows a card under `rules` shows, top to bottom: its layout's rows less a Yahtzee bonus
/// those rules do not pay (Simple, Three columns), since a row that can only ever say 0
/// reads as a bonus missed. The panel keeps every layout's height (`card_height`).
pub fn rules_card_rows(rules: &Ruleset) -> Vec<CardRow> {
    card_rows(rules.layout())
        .into_iter()
        .filter(|&row| row != CardRow::YahtzeeBonus || rules.extra_yahtzee_bonus() > 0)
        .collect()
}

/// The narrowest label column: English's widest label ("Three of a kind") and a gap.
const CARD_LABEL_MIN_WIDTH: u16 = 16;
/// The narrowest seat column (a total, a preview or a chance fits in 7 columns and a gap).
pub const CARD_COLUMN_WIDTH: u16 = 8;
/// The panel beside the card never gets narrower than this for long names' sake: its inside
/// then holds five dice with gaps, every button on one row and a hint line with its "(best)".
/// Four seats of long names at 100 columns once took all but 30 columns for the card.
const SIDE_MIN_WIDTH: u16 = 46;

/// Width of the label column of a card of `layout`: its widest label in the language spoken
/// (box names in the card's) and a gap, never narrower than English's. Worked out from the
/// words, so "Chances de gagner" or a long local box name is never cut; a bonus row of rules
/// with a threshold or bonus past two digits may still be cut, as in English.
pub fn card_label_width(layout: Layout) -> u16 {
    let widest = card_rows(layout)
        .into_iter()
        .flat_map(|row| {
            [
                row_label(row, layout, Some((63, 35))),
                row_label(row, layout, None),
            ]
        })
        .chain(
            layout
                .columns()
                .iter()
                .any(|c| c.multiplier != 1)
                .then(|| t!("play-card-column-times")),
        )
        .map(|l| display_width(&l))
        .max()
        .unwrap_or(0);
    u16::try_from(widest + 1)
        .unwrap_or(u16::MAX)
        .max(CARD_LABEL_MIN_WIDTH)
}

/// Outer width of a scorecard panel of `layout` for `seats` columns of `column` cells.
pub fn card_width(layout: Layout, seats: usize, column: u16) -> u16 {
    card_label_width(layout) + column * seats as u16 + 2
}

/// Width of `s` on a terminal as it is shown, in columns (wide characters count two).
pub fn display_width(s: &str) -> usize {
    unicode_width::UnicodeWidthStr::width(&*shown(s))
}

/// `s` as it is shown, padded with spaces to `w` columns (wide characters count two), so
/// the columns after it line up whatever script a name is in; `format!("{s:<w$}")` counts
/// characters and pushed a row with a full-width name two columns per character out.
pub fn pad(s: &str, w: usize) -> String {
    let s = shown(s);
    let gap = w.saturating_sub(display_width(&s));
    format!("{s}{}", " ".repeat(gap))
}

/// `s` as it is shown, cut to at most `w` columns, ending in "…" when cut.
pub fn fit(s: &str, w: usize) -> String {
    let s = shown(s);
    let s = s.as_ref();
    if display_width(s) <= w {
        return s.to_string();
    }
    let mut out = String::new();
    let mut used = 0;
    for c in s.chars() {
        let cw = unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
        if used + cw + 1 > w {
            break;
        }
        out.push(c);
        used += cw;
    }
    out.push('…');
    out
}

/// The panel beside the card that holds five dice of the compact size, with its borders.
const SIDE_DICE_WIDTH: u16 = 27;
/// The narrowest the panel beside the card may get for the word "You" in a longer language:
/// the four-seat panel at 80 columns in English (five compact dice, the buttons on two rows).
const SIDE_LEAST_WIDTH: u16 = 30;

/// The seat columns' width: wide enough for every name in full (up to the name limit) when
/// the terminal leaves room beside the panel, never narrower than [`CARD_COLUMN_WIDTH`] but
/// to keep the dice beside four seats.
/// The default name ("You", "Vous") is a word of the game, not a name a player chose: it is
/// never shortened while the panel keeps [`SIDE_LEAST_WIDTH`], however long the language
/// says it.
pub fn card_column_width(layout: Layout, names: &[&str], area_width: u16) -> u16 {
    let seats = names.len().max(1) as u16;
    let want = names
        .iter()
        .map(|n| display_width(n) as u16 + 1)
        .max()
        .unwrap_or(CARD_COLUMN_WIDTH);
    let label = card_label_width(layout) + 2;
    let room = area_width.saturating_sub(SIDE_MIN_WIDTH + label) / seats;
    let you = crate::words::shown_name(crate::words::DEFAULT_NAME);
    let word = names
        .iter()
        .filter(|n| **n == you.as_ref())
        .map(|n| display_width(n) as u16 + 1)
        .max()
        .unwrap_or(0);
    let least = area_width.saturating_sub(SIDE_LEAST_WIDTH + label) / seats;
    let column = want.min(room).max(word.min(least)).max(CARD_COLUMN_WIDTH);
    // Where a longer language's labels leave four seats too little room for the dice, the
    // seats give up a column each: a total, a preview, a chance and the pace's figure still
    // fit in six, and the turn panel keeps its dice.
    let dice = area_width.saturating_sub(SIDE_DICE_WIDTH + label) / seats;
    column.min(dice.max(CARD_COLUMN_WIDTH - 1))
}

/// Each seat's column header in `w` columns: the name in full if it fits, else its short
/// form (" CPU" dropped, an automatic CPU's name by its level: [`crate::words::short_name`]),
/// else cut with "…"; where two would then read the same, their endings are kept
/// ("Play… 1", "Play… 2"), so every header is distinct. `names` are as stored; they are
/// shown as [`crate::words::shown_name`] says ("Du", "Starker PC").
pub fn column_headers(names: &[&str], w: usize) -> Vec<String> {
    let stored = names;
    let names: Vec<String> = names
        .iter()
        .map(|n| shown(&crate::words::shown_name(n)).into_owned())
        .collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    // A CPU headed as one, in the language spoken ("Dator", "Ordi").
    let cpu = t!("play-card-cpu");
    let cpu_numbered = |n: &str| t!("play-card-cpu-numbered", number = n);
    let shown: Vec<String> = names
        .iter()
        .zip(stored)
        .map(|(n, stored)| {
            let short = crate::words::short_name(stored);
            if display_width(n) <= w {
                n.to_string()
            } else if display_width(&short) > w && crate::words::is_automatic_cpu(stored) {
                // A level's name longer than the column ("Gelegenheit"): the CPU is headed
                // as one, never by a name cut short.
                let number = stored
                    .rsplit_once(' ')
                    .map(|(_, n)| n)
                    .filter(|n| n.bytes().all(|b| b.is_ascii_digit()));
                // Where even "Dator 3" is too long, the number alone ("#3") says which.
                let headed = match number {
                    Some(n) if display_width(&cpu_numbered(n)) > w => format!("#{n}"),
                    Some(n) => cpu_numbered(n),
                    None => cpu.clone(),
                };
                fit(&headed, w)
            } else {
                fit(&short, w)
            }
        })
        .collect();
    // CPUs headed as one ("CPU") where their levels' names are too long for the column
    // (every level's in a longer language) are told apart by their seat's number, whole,
    // rather than by the ends of names cut short.
    let clashes = |shown: &[String], i: usize| {
        shown
            .iter()
            .enumerate()
            .any(|(j, o)| j != i && *o == shown[i])
    };
    let shown: Vec<String> = shown
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let seat = cpu_numbered(&(i + 1).to_string());
            let headed_as_cpu = *s == cpu && crate::words::is_automatic_cpu(stored[i]);
            if !(headed_as_cpu && clashes(&shown, i)) {
                s.clone()
            } else if display_width(&seat) <= w {
                seat
            } else {
                // A language whose word for a CPU leaves no room for the number ("#3").
                format!("#{}", i + 1)
            }
        })
        .collect();
    shown
        .iter()
        .enumerate()
        .map(|(i, s)| {
            if !clashes(&shown, i) {
                return s.clone();
            }
            // Keep the tail that tells the names apart, and as much of the head as fits.
            let name: Vec<char> = names[i].chars().collect();
            let tail: String = name[name.len().saturating_sub(2)..].iter().collect();
            let head_room = w.saturating_sub(display_width(&tail) + 1);
            let head: String = fit(names[i], head_room + 1)
                .trim_end_matches('…')
                .to_string();
            format!("{head}…{tail}")
        })
        .collect()
}

/// Outer height of a scorecard panel: the same for every layout, so screens lay out alike.
pub fn card_height() -> u16 {
    Layout::ALL
        .map(|layout| card_rows(layout).len())
        .into_iter()
        .max()
        .unwrap_or(0) as u16
        + 2
}

/// The spot at (`x`, `y`) of a card under `rules` drawn in `inner` with columns `column` wide:
/// on a single-column card the row alone decides (every seat's column is the same box).
pub fn card_spot_at(inner: Rect, x: u16, y: u16, rules: &Ruleset, column: u16) -> Option<Spot> {
    let layout = rules.layout();
    let b = card_box_at(inner, y, rules)?;
    if !layout.is_multi_column() {
        return Some(Spot::first(b));
    }
    let k = x.checked_sub(inner.x + card_label_width(layout))? / column.max(1);
    let c = ColumnId::new(u8::try_from(k).ok()?)?;
    (c.index() < layout.columns().len()).then_some(Spot::new(c, b))
}

/// The box on screen row `y` of a card under `rules` drawn in `inner`.
pub fn card_box_at(inner: Rect, y: u16, rules: &Ruleset) -> Option<BoxId> {
    let i = y.checked_sub(inner.y)? as usize;
    match rules_card_rows(rules).get(i) {
        Some(CardRow::Box(b)) => Some(*b),
        _ => None,
    }
}

/// The headings of the card's columns: each seat's name on a single-column card (as shown:
/// "Du" for "You"); on a card of several columns, that card's columns ("×1 ×2 ×3", "Down Up
/// Free") of the seat shown.
pub fn card_column_names(game: &Match) -> Vec<String> {
    let layout = game.rules().layout();
    if layout.is_multi_column() {
        layout
            .columns()
            .iter()
            .map(|c| c.label().to_string())
            .collect()
    } else {
        game.seats()
            .iter()
            .map(|s| crate::words::shown_name(&s.name).into_owned())
            .collect()
    }
}

/// What the card's chance-to-win row shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChanceRow {
    /// Each seat's chance, as shown ("62%"), in seat order.
    Chances(Vec<String>),
    /// The outlook behind the chances is being loaded or built, this far (0–100). The row's
    /// cells stay empty and the play screen's title line tells the progress, so that no one
    /// reads it as a seat's chance.
    Building(u8),
}

/// What the scorecard shows besides the cards themselves.
pub struct CardView<'a> {
    pub game: &'a Match,
    /// Width of each column (see [`card_column_width`]).
    pub column: u16,
    /// The seat whose cells show previews and the cursor.
    pub active: Option<SeatId>,
    /// On a card of several columns, the seat whose columns are drawn.
    pub shown: SeatId,
    pub cursor: Option<Spot>,
    pub placements: Option<CardPlacements>,
    /// The chance-to-win row; `None` hides it.
    pub chances: Option<ChanceRow>,
    /// The spot filled last, marked so everyone sees what just happened.
    pub last_filled: Option<(SeatId, Spot)>,
}

fn label(row: CardRow, game: &Match) -> String {
    let rules = game.rules();
    let bonus = (rules.upper_bonus() > 0).then(|| (rules.upper_threshold(), rules.upper_bonus()));
    row_label(row, rules.layout(), bonus)
}

/// A row's label on a card of `layout`, with the upper bonus's threshold and points (`None`:
/// no upper bonus).
fn row_label(row: CardRow, layout: Layout, bonus: Option<(u16, u16)>) -> String {
    match row {
        CardRow::Header => String::new(),
        CardRow::Box(b) => layout.label(b).to_string(),
        CardRow::UpperTotal => t!("play-card-upper-total"),
        CardRow::LowerTotal => t!("play-card-lower-total"),
        CardRow::Bonus => match bonus {
            Some((threshold, bonus)) => {
                t!("play-card-bonus", threshold = threshold, bonus = bonus)
            }
            None => t!("play-card-bonus-off"),
        },
        CardRow::YahtzeeBonus => t!(
            "play-card-extra-bonus",
            spot = layout.label(layout.five_of_a_kind_box())
        ),
        CardRow::Total if layout.is_multi_column() => t!("play-card-column-total"),
        CardRow::Total => t!("play-card-total"),
        CardRow::Win if layout.is_multi_column() => t!("play-card-card-total"),
        CardRow::Win => t!("play-card-chance-to-win"),
    }
}

/// One drawn column: whose card, which of its columns, and its heading.
struct Drawn<'a> {
    seat: SeatId,
    column: ColumnId,
    card: &'a Card,
    heading: String,
}

/// Draws the card inside `inner` (the panel's border drawn by the caller).
pub fn draw_card(buf: &mut Buffer, inner: Rect, view: &CardView, theme: &Theme) {
    let game = view.game;
    let layout = game.rules().layout();
    let multi = layout.is_multi_column();
    let drawn = drawn_columns(view);
    let label_width = card_label_width(layout);
    let multiplied = multi && layout.columns().iter().any(|c| c.multiplier != 1);
    for (i, row) in rules_card_rows(game.rules()).into_iter().enumerate() {
        let y = inner.y + i as u16;
        if y >= inner.bottom() {
            break;
        }
        if row == CardRow::Win && view.chances.is_none() && !multi {
            continue;
        }
        let text = if multiplied && row == CardRow::Total {
            t!("play-card-column-times")
        } else {
            label(row, game)
        };
        // Cut and padded by columns: a label in another script or language is cut between
        // characters (a byte cut split "é" and panicked) and lines up whatever its width.
        let w = label_width as usize - 1;
        put(
            buf,
            inner,
            inner.x,
            y,
            &pad(&fit(&text, w), w),
            label_style(row, view, theme),
        );
        for (k, d) in drawn.iter().enumerate() {
            let x = inner.x + label_width + k as u16 * view.column;
            let Some(col) = d.card.column(d.column) else {
                continue;
            };
            let last = k + 1 == drawn.len();
            let Some((cell, style)) = cell(view, row, d, col, last, theme) else {
                continue;
            };
            let style = marked(view, row, d, style, theme);
            // Padded by display width, so wide characters never run into the next column.
            let w = view.column as usize - 1;
            // The pace's word goes where a longer language's does not fit: the figure
            // stays whole, and the bonus row's label says what it is.
            let cell = match (row, col.upper_par_margin()) {
                (CardRow::Bonus, margin) if display_width(&cell) > w && cell.contains(' ') => {
                    if margin >= 0 {
                        format!("+{margin}")
                    } else {
                        format!("−{}", -margin)
                    }
                }
                _ => cell,
            };
            let cell = fit(&cell, w);
            let pad = " ".repeat(w.saturating_sub(display_width(&cell)));
            let cell = if matches!(row, CardRow::Header) {
                format!("{cell}{pad}")
            } else {
                format!("{pad}{cell}")
            };
            put(buf, inner, x, y, &cell, style);
        }
    }
}

/// The columns drawn side by side: the shown seat's columns on a card of several, else one
/// column per seat.
fn drawn_columns<'a>(view: &CardView<'a>) -> Vec<Drawn<'a>> {
    let game = view.game;
    let names = card_column_names(game);
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let headers = column_headers(&names, view.column as usize - 1);
    if game.rules().layout().is_multi_column() {
        let card = &game.cards()[view.shown.index().min(game.cards().len() - 1)];
        card.column_ids()
            .iter()
            .zip(&headers)
            .map(|(&column, heading)| Drawn {
                seat: view.shown,
                column,
                card,
                heading: heading.clone(),
            })
            .collect()
    } else {
        game.seat_ids()
            .zip(&headers)
            .map(|(seat, heading)| Drawn {
                seat,
                column: ColumnId::FIRST,
                card: &game.cards()[seat.index()],
                heading: heading.clone(),
            })
            .collect()
    }
}

/// The style of a row's label: totals dimmed or stressed, the cursor's box marked.
fn label_style(row: CardRow, view: &CardView, theme: &Theme) -> Style {
    let multi = view.game.rules().layout().is_multi_column();
    let is_cursor = matches!(row, CardRow::Box(b) if view.cursor.is_some_and(|c| c.b == b));
    match row {
        CardRow::Total if multi => theme.dim(),
        CardRow::Total => theme.total(),
        CardRow::Win if multi => theme.total(),
        CardRow::UpperTotal
        | CardRow::Bonus
        | CardRow::LowerTotal
        | CardRow::YahtzeeBonus
        | CardRow::Win => theme.dim(),
        _ if is_cursor => theme.cursor(),
        _ => theme.base(),
    }
}

/// What one drawn column shows on one row, and how; `None` leaves the cell alone. `last`
/// says the column is the rightmost drawn.
fn cell(
    view: &CardView,
    row: CardRow,
    d: &Drawn,
    col: &Scorecard,
    last: bool,
    theme: &Theme,
) -> Option<(String, Style)> {
    let game = view.game;
    let rules = game.rules();
    let multi = rules.layout().is_multi_column();
    let active = view.active == Some(d.seat);
    Some(match row {
        CardRow::Header => (
            d.heading.clone(),
            if active && !multi {
                theme.current()
            } else {
                theme.title()
            },
        ),
        CardRow::Box(b) => box_cell(view, d, col, b, theme),
        CardRow::UpperTotal => (col.upper_subtotal().to_string(), theme.base()),
        CardRow::LowerTotal => (col.lower_subtotal().to_string(), theme.base()),
        CardRow::Bonus => bonus_cell(col, rules, theme),
        CardRow::YahtzeeBonus => {
            let points = col.extra_bonus_points(rules);
            (
                if points > 0 {
                    points.to_string()
                } else {
                    String::new()
                },
                theme.good(),
            )
        }
        CardRow::Total if multi => (
            d.card.column_total(rules, d.column).to_string(),
            theme.base(),
        ),
        CardRow::Total => (game.total(d.seat).to_string(), theme.total()),
        // On several columns the last row is the card's total, under its last column.
        CardRow::Win if multi => {
            if last {
                (d.card.total(rules).to_string(), theme.total())
            } else {
                (String::new(), theme.base())
            }
        }
        CardRow::Win => match &view.chances {
            Some(ChanceRow::Chances(c)) => (
                c.get(d.seat.index()).cloned().unwrap_or_default(),
                theme.dim(),
            ),
            // The progress is the screen's, told on its title line: no seat's cell.
            Some(ChanceRow::Building(_)) | None => return None,
        },
    })
}

/// A box's cell: its points once filled; while open, the active seat's preview or refusal,
/// or "next" where the column is filled in order.
fn box_cell(
    view: &CardView,
    d: &Drawn,
    col: &Scorecard,
    b: BoxId,
    theme: &Theme,
) -> (String, Style) {
    if let Some(p) = col.get(b) {
        return (p.to_string(), theme.base());
    }
    let active = view.active == Some(d.seat);
    match (
        active,
        view.placements
            .as_ref()
            .and_then(|pl| pl.offer(Spot::new(d.column, b))),
    ) {
        (true, Some(offer)) if offer.allowed() => (format!("·{}", offer.points), theme.preview()),
        (true, Some(_)) => ("✗".to_string(), theme.refused()),
        // A column filled in order shows which box comes next.
        _ if d.card.next_in_order(d.column) == Some(b) => (t!("play-card-next"), theme.dim()),
        _ => (String::new(), theme.base()),
    }
}

/// The bonus as points once it is decided (35 or 0); while it is open, the pace against par
/// (three of each face), labelled so it never reads as points.
fn bonus_cell(col: &Scorecard, rules: &Ruleset, theme: &Theme) -> (String, Style) {
    if rules.upper_bonus() == 0 {
        (String::new(), theme.dim())
    } else if col.upper_bonus(rules) > 0 {
        (col.upper_bonus(rules).to_string(), theme.good())
    } else if !col.upper_bonus_reachable(rules) {
        ("0".to_string(), theme.dim())
    } else {
        let margin = col.upper_par_margin();
        let style = if margin >= 0 {
            theme.good()
        } else {
            theme.bad()
        };
        (
            if margin >= 0 {
                t!("play-card-par-ahead", margin = margin)
            } else {
                t!("play-card-par-behind", margin = (-margin))
            },
            style,
        )
    }
}

/// A cell's style with the cursor (on the active seat) or the spot just filled marked on it.
fn marked(view: &CardView, row: CardRow, d: &Drawn, style: Style, theme: &Theme) -> Style {
    let spot_of = |b: BoxId| Spot::new(d.column, b);
    let here = matches!(row, CardRow::Box(b) if view.cursor == Some(spot_of(b)));
    let just_filled =
        matches!(row, CardRow::Box(b) if view.last_filled == Some((d.seat, spot_of(b))));
    if view.active == Some(d.seat) && here {
        style.patch(theme.cursor())
    } else if just_filled {
        style.patch(theme.just_filled())
    } else {
        style
    }
}

/// The one-line help bar from the keymap entries of the contexts given.
pub fn help_bar(entries: &[(String, String)], theme: &Theme) -> Line<'static> {
    let mut spans = Vec::new();
    for (i, (keys, help)) in entries.iter().enumerate() {
        if i > 0 {
            spans.push(Span::styled("  ", theme.dim()));
        }
        spans.push(Span::styled(keys.clone(), theme.key()));
        // The keymap's help texts are English data until drawn: said here in the language.
        let help = crate::prefs::keymap::help_words(help);
        spans.push(Span::raw(format!(" {help}")));
    }
    Line::from(spans)
}

/// The help bar of [`help_bar`] in `width` columns: the entries of
/// [`help_entries_fitting`], each whole.
pub fn help_fit(entries: &[(String, String)], width: u16, theme: &Theme) -> Line<'static> {
    help_bar(&help_entries_fitting(entries, width), theme)
}

/// Splits `text` into lines of at most `width` terminal columns at spaces; a word wider than
/// the line is cut between characters. Widths are columns, not characters: counting
/// characters let a line of wide characters (a handle in CJK) run past the edge, and the
/// words after it were lost.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let cols = |s: &str| unicode_width::UnicodeWidthStr::width(s);
    let mut lines = Vec::new();
    for para in text.split('\n') {
        let para = shown(para);
        let mut line = String::new();
        for word in para.split(' ') {
            let needed = if line.is_empty() {
                cols(word)
            } else {
                cols(&line) + 1 + cols(word)
            };
            if needed > width && !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
            while cols(&line) > width {
                let (head, tail) = split_at_columns(&line, width);
                lines.push(head);
                line = tail;
            }
        }
        lines.push(line);
    }
    lines
}

/// [`wrap`] for a text made of `units` joined by single spaces, each of which stays whole
/// on its line: a player's name ("Ana Maria") is never broken at its own space. Only a unit
/// wider than the line is wrapped, by its words and then between characters.
pub fn wrap_units(units: &[String], width: usize) -> Vec<String> {
    let width = width.max(1);
    let cols = |s: &str| unicode_width::UnicodeWidthStr::width(s);
    let mut lines = Vec::new();
    let mut line = String::new();
    for unit in units {
        let unit = shown(unit);
        let needed = if line.is_empty() {
            cols(&unit)
        } else {
            cols(&line) + 1 + cols(&unit)
        };
        if needed <= width {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&unit);
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        if cols(&unit) <= width {
            line = unit.into_owned();
        } else {
            let mut parts = wrap(&unit, width);
            line = parts.pop().unwrap_or_default();
            lines.extend(parts);
        }
    }
    lines.push(line);
    lines
}

/// `phrases` (each after the first starting with what joins it to the one before, as
/// [`crate::words::turn_phrases`] gives them) in lines of `width` columns, broken between
/// phrases where one fits, the lines after the first indented by `indent` columns so a
/// list of wrapped entries still reads as a list. A phrase longer than a line is wrapped
/// by its words.
pub fn wrap_phrases(phrases: &[String], width: usize, indent: usize) -> Vec<String> {
    let width = width.max(1);
    let indent = indent.min(width / 2);
    let cols = |s: &str| unicode_width::UnicodeWidthStr::width(s);
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for phrase in phrases {
        let phrase = shown(phrase);
        if line.is_empty() || cols(&line) + cols(&phrase) <= width {
            line.push_str(&phrase);
            continue;
        }
        // A joining comma stays at the end of the line it follows.
        let rest = phrase.trim_start();
        let rest = match rest.strip_prefix(',') {
            Some(after) => {
                line.push(',');
                after.trim_start()
            }
            None => rest,
        };
        lines.push(std::mem::take(&mut line));
        line = format!("{:indent$}{rest}", "");
    }
    if !line.is_empty() {
        lines.push(line);
    }
    // What still overflows (a phrase longer than a line) is wrapped by its words, the
    // continuation indented like the rest.
    let mut out = Vec::with_capacity(lines.len());
    for (i, line) in lines.into_iter().enumerate() {
        if cols(&line) <= width {
            out.push(line);
            continue;
        }
        let pad = if i == 0 { 0 } else { indent };
        for (j, part) in wrap(line.trim_start(), width - pad).into_iter().enumerate() {
            let pad = if i == 0 && j > 0 {
                indent.min(width - cols(&part))
            } else {
                pad
            };
            out.push(format!("{:pad$}{part}", ""));
        }
    }
    out
}

/// `s` split where its first `width` columns end (at least one character goes first, so a
/// character wider than the line cannot stall the split).
fn split_at_columns(s: &str, width: usize) -> (String, String) {
    let mut used = 0;
    let mut cut = s.len();
    for (i, c) in s.char_indices() {
        let cw = unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
        if used + cw > width && i > 0 {
            cut = i;
            break;
        }
        used += cw;
    }
    (s[..cut].to_string(), s[cut..].to_string())
}

/// A rectangle of `w`×`h` centred in `area`, shrunk to fit.
pub fn centered(area: Rect, w: u16, h: u16) -> Rect {
    let w = w.min(area.width);
    let h = h.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

/// One row of a list to choose from: the text padded to the width, highlighted when selected.
pub fn list_row(buf: &mut Buffer, area: Rect, y: u16, text: &str, selected: bool, theme: &Theme) {
    let style = if selected {
        theme.selected()
    } else {
        theme.base()
    };
    put(
        buf,
        area,
        area.x,
        y,
        &format!(" {text:<w$}", w = area.width.saturating_sub(1) as usize),
        style,
    );
}

/// The bottom line of `area`: key help, cleared to the edge.
pub fn footer(buf: &mut Buffer, area: Rect, entries: &[(String, String)], theme: &Theme) {
    let y = area.bottom().saturating_sub(1);
    put(
        buf,
        area,
        area.x,
        y,
        &" ".repeat(area.width as usize),
        theme.base(),
    );
    put_line(buf, area, area.x, y, &help_fit(entries, area.width, theme));
}

/// As many of `entries` as fit whole on one [`help_bar`] of `width` columns, in their order.
/// When all of them do not fit (a longer language, a narrow terminal), entries are left out
/// from the last but one backwards: the first say what the screen is for, the last is the
/// way out (or the keys overlay, which lists everything), and a word cut at the edge helps
/// no one (a bar cut there once read "Esc zu" in German). The way out stays too when it is
/// not last (the match's "Esc menu" before "? keys"): the keys of the menu, where a match
/// is saved and left, went first in French, Spanish and Swedish, whose key names are longer.
pub fn help_entries_fitting(entries: &[(String, String)], width: u16) -> Vec<(String, String)> {
    let entry_width = |(keys, help): &(String, String)| {
        display_width(keys) + 1 + display_width(&crate::prefs::keymap::help_words(help))
    };
    let bar_width = |entries: &[(String, String)]| {
        entries.iter().map(entry_width).sum::<usize>() + 2 * entries.len().saturating_sub(1)
    };
    let mut kept = entries.to_vec();
    if kept.len() <= 1 || bar_width(&kept) <= usize::from(width) {
        return kept;
    }
    // A lesson's bar says its way out in words of its own (back to Learn). Looked up only
    // when the bar is too narrow: this runs at every frame of a match.
    let back_to_learn = t!("setup-learn-key-back");
    let way_out =
        |(_, help): &(String, String)| WAYS_OUT.contains(&help.as_str()) || *help == back_to_learn;
    while kept.len() > 1 && bar_width(&kept) > usize::from(width) {
        // The last entry but one that is not a way out goes first; with none left, the
        // last but one, then the first.
        let last = kept.len() - 1;
        let drop = (1..last)
            .rev()
            .find(|&i| !way_out(&kept[i]))
            .unwrap_or(if kept.len() > 2 { kept.len() - 2 } else { 0 });
        kept.remove(drop);
    }
    kept
}

/// The keymap's help texts of the keys that leave a screen, which a help bar too narrow for
/// all its entries keeps longest.
const WAYS_OUT: [&str; 4] = ["menu", "back", "main menu", "quit"];

/// The title line, the scorecard panel for `seats`, the panel beside it and the help line: the
/// frame shared by the play and results screens.
pub fn card_screen(
    area: Rect,
    layout: Layout,
    seats: usize,
    column: u16,
) -> (Rect, Rect, Rect, Rect) {
    let title = Rect::new(area.x, area.y, area.width, 1.min(area.height));
    let help = Rect::new(
        area.x,
        area.bottom().saturating_sub(1),
        area.width,
        1.min(area.height),
    );
    let body = Rect::new(
        area.x,
        area.y + 1,
        area.width,
        area.height.saturating_sub(2),
    );
    let card = Rect::new(
        body.x,
        body.y,
        card_width(layout, seats, column).min(body.width),
        card_height().min(body.height),
    );
    let side = Rect::new(
        card.right(),
        body.y,
        body.width.saturating_sub(card.width),
        body.height,
    );
    (title, card, side, help)
}

/// A yes/no dialog in `r`: a title, wrapped text, and the two choices on its last inner line
/// (left half yes, right half no: clicks are tested the same way).
#[allow(clippy::too_many_arguments)]
pub fn dialog(
    buf: &mut Buffer,
    r: Rect,
    title: &str,
    text: &str,
    yes: &str,
    no: &str,
    border: Style,
    theme: &Theme,
) {
    use ratatui::widgets::{Clear, Widget};
    Clear.render(r, buf);
    let inner = frame(buf, r, title, border, border);
    let room = inner.height.saturating_sub(2) as usize;
    // A column of space inside each side of the border, as the buttons have: words set
    // against the frame read as cut.
    let text_area = Rect::new(
        inner.x + 1.min(inner.width),
        inner.y,
        inner.width.saturating_sub(2),
        inner.height,
    );
    for (i, line) in wrap(text, text_area.width as usize)
        .iter()
        .take(room)
        .enumerate()
    {
        put(
            buf,
            text_area,
            text_area.x,
            text_area.y + i as u16,
            line,
            theme.base(),
        );
    }
    let y = inner.bottom().saturating_sub(1);
    put(
        buf,
        inner,
        inner.x + 1,
        y,
        &format!(" {yes} "),
        theme.button(),
    );
    put(
        buf,
        inner,
        inner.x + inner.width / 2 + 1,
        y,
        &format!(" {no} "),
        theme.button(),
    );
}

/// Whether a click at (x, y) on a [`dialog`] in `r` is its yes (`Some(true)`) or no.
pub fn dialog_choice(r: Rect, x: u16, y: u16) -> Option<bool> {
    let inside = x >= r.x && x < r.right();
    (inside && y == r.bottom().saturating_sub(2)).then_some(x < r.x + r.width / 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A help bar too narrow for all its entries leaves out the middle ones from the back,
    /// but keeps the first, the last and the way to the menu.
    #[test]
    fn a_narrow_help_bar_keeps_the_way_out() {
        let entry = |k: &str, h: &str| (k.to_string(), h.to_string());
        let entries = vec![
            entry("Space", "throw"),
            entry("1-5", "hold"),
            entry("h", "hint"),
            entry("u", "undo"),
            entry("Esc", "menu"),
            entry("?", "keys"),
        ];
        let width = |kept: &[(String, String)]| {
            display_width(&help_bar(kept, &Theme::default()).to_string()) as u16
        };
        assert_eq!(help_entries_fitting(&entries, 200), entries);
        let short = help_entries_fitting(&entries, width(&entries) - 1);
        let helps: Vec<&str> = short.iter().map(|(_, h)| h.as_str()).collect();
        assert_eq!(helps, ["throw", "hold", "hint", "menu", "keys"]);
        let shorter = help_entries_fitting(&entries, width(&short) - 1);
        let helps: Vec<&str> = shorter.iter().map(|(_, h)| h.as_str()).collect();
        assert_eq!(helps, ["throw", "hold", "menu", "keys"]);
        // With room for one entry, the last (the keys overlay, which lists everything).
        let helps: Vec<String> = help_entries_fitting(&entries, 12)
            .into_iter()
            .map(|(_, h)| h)
            .collect();
        assert_eq!(helps, ["keys"]);
    }

    /// A refusal naming a handle of wide characters once wrapped as if each were one column:
    /// the line ran past the edge and "than 16" was never seen.
    #[test]
    fn wrap_counts_columns_so_no_word_is_lost_beside_wide_characters() {
        let text = "the handle '小明小明小明小明小明' is wider than 16 columns";
        let lines = wrap(text, 30);
        for line in &lines {
            assert!(
                display_width(line) <= 30,
                "{line:?} is wider than 30 columns"
            );
        }
        assert_eq!(lines.join(" "), text);
    }

    /// A table's line in the lobby once wrapped at any space, splitting "Ana Maria" over
    /// two lines: each name stays whole, and the line reads the same joined again.
    #[test]
    fn a_wrapped_table_line_breaks_between_words_never_inside_a_name() {
        let row = crate::tui::screens::hall::TableRow {
            no: 12,
            rules: "Classic".to_string(),
            state: "round 3 of 13".to_string(),
            seats: vec![
                "Ana Maria".to_string(),
                "Ben (away)".to_string(),
                "Strong CPU".to_string(),
            ],
            free: 0,
            watching: 2,
            mine: true,
            rated: true,
        };
        assert_eq!(row.units().join(" "), row.line());
        // From the widest name (with its comma) up, every name fits a line.
        for width in 11..=row.line().len() {
            let lines = wrap_units(&row.units(), width);
            assert_eq!(lines.join(" "), row.line(), "at {width}");
            for line in &lines {
                assert!(display_width(line) <= width, "{line:?} at {width}");
            }
            for name in &row.seats {
                assert!(
                    lines.iter().any(|l| l.contains(name.as_str())),
                    "{name} broken at {width}: {lines:?}"
                );
            }
        }
        // Only a name wider than the line is broken.
        let long = vec!["a".to_string(), "Ana Maria de la Cruz".to_string()];
        assert_eq!(wrap_units(&long, 10), vec!["a", "Ana Maria", "de la Cruz"]);
    }

    /// The card's label column is as wide as its widest label in the language spoken: every
    /// box name of every card in every language (Kniffel's "Kleine Straße", Spanish
    /// "Escalera corta", the pseudo-language's longer names) fits it whole.
    #[test]
    fn every_languages_box_names_fit_the_cards_label_column() {
        use crate::l10n::{Lang, speaking};
        for lang in Lang::ALL {
            speaking(lang, None, || {
                for layout in Layout::ALL {
                    let width = usize::from(card_label_width(layout));
                    for &b in layout.boxes() {
                        let label = layout.label(b);
                        assert!(display_width(label) < width, "{lang:?} {layout:?}: {label}");
                    }
                }
            });
        }
    }

    /// Two CPUs whose levels' names are too long for their columns were both headed "CPU",
    /// then told apart by the ends of their names cut short ("Pe…PU"): now by their seats.
    #[test]
    fn cpus_headed_alike_are_told_apart_by_their_seats() {
        let names = ["Ana", "Ben", "Perfect CPU", "Strong CPU"];
        assert_eq!(column_headers(&names, 5), ["Ana", "Ben", "CPU 3", "CPU 4"]);
        // A language headed them "CPU 3" in English too: each says it its own way.
        let numbered = ["Ana", "Ben", "Beginner CPU 1", "Beginner CPU 2"];
        for (lang, words) in [
            (crate::l10n::Lang::Sv, ["Dator 1", "Dator 2"]),
            (crate::l10n::Lang::Fr, ["Ordi 1", "Ordi 2"]),
            (crate::l10n::Lang::De, ["PC 1", "PC 2"]),
        ] {
            let shown = crate::l10n::speaking(lang, None, || column_headers(&numbered, 7));
            assert_eq!(shown[2..], words, "{lang:?}");
            let shown = crate::l10n::speaking(lang, None, || column_headers(&names, 5));
            assert!(
                !shown.iter().any(|h| h.contains("CPU")),
                "{lang:?}: {shown:?}"
            );
        }
        // The pseudo-language's level names are longer than the seven columns of four seats:
        // its CPUs are headed in its own words, still apart.
        let pseudo = crate::l10n::speaking(crate::l10n::Lang::Pseudo, None, || {
            column_headers(&names, 7)
        });
        assert!(!pseudo.iter().any(|h| h.contains("CPU")), "{pseudo:?}");
        assert_ne!(pseudo[2], pseudo[3]);
        // Where the level fits, it heads the column as before.
        assert_eq!(
            column_headers(&names, 7),
            ["Ana", "Ben", "Perfect", "Strong"]
        );
    }

    /// In the pseudo-language the card's labels are four columns wider than English's: "You"
    /// was shortened in its column beside one CPU, and four seats left the turn panel too
    /// narrow for any dice. (Box names in English, as the pseudo check draws them: the
    /// pseudo-language's own are longer than any language's.)
    #[test]
    fn a_longer_languages_card_keeps_you_whole_and_the_dice_beside_four_seats() {
        use crate::l10n::{Lang, speaking};
        speaking(Lang::Pseudo, Some(Lang::En), || {
            let you = crate::words::shown_name(crate::words::DEFAULT_NAME).into_owned();
            let column = card_column_width(Layout::Yatzy, &[you.as_str(), "CPU"], 80);
            assert!(
                usize::from(column) > display_width(&you),
                "{column} for {you}"
            );
            for layout in [Layout::Classic, Layout::Yatzy] {
                let names = ["Anastasia Long", "Bartholomew", "Strong CPU", "Perfect CPU"];
                let column = card_column_width(layout, &names, 80);
                let side = 80 - card_width(layout, names.len(), column);
                assert!(
                    DieSize::fitting(side - 2).is_some(),
                    "{layout:?}: {side} beside the card"
                );
            }
        });
        // English keeps its eight columns.
        let names = ["Anastasia Long", "Bartholomew", "Strong CPU", "Perfect CPU"];
        assert_eq!(card_column_width(Layout::Classic, &names, 80), 8);
        assert_eq!(card_column_width(Layout::Classic, &["You", "CPU"], 80), 8);
    }

    #[test]
    fn pad_counts_columns() {
        assert_eq!(pad("ｂｏｂ", 8), "ｂｏｂ  ");
        assert_eq!(display_width(&pad("ｂｏｂ", 8)), 8);
        assert_eq!(pad("bob", 5), "bob  ");
        assert_eq!(pad("toolong", 3), "toolong");
    }

    #[test]
    fn wrap_cuts_a_word_of_wide_characters_by_columns() {
        let lines = wrap("小明小明小明", 5);
        assert_eq!(lines, vec!["小明", "小明", "小明"]);
        assert!(lines.iter().all(|l| display_width(l) <= 5));
    }

    /// The log at 80 columns cut "▸ Chance 20" after its arrow; phrases now move whole to
    /// an indented next line, and one too long for a line is wrapped by its words.
    #[test]
    fn wrap_phrases_breaks_between_phrases_and_indents_what_follows() {
        let phrases: Vec<String> = [
            "R1 Ana: 2-4-5-6-6",
            ", threw all → 1-3-4-6-6",
            " ▸ Chance 20",
        ]
        .map(String::from)
        .to_vec();
        assert_eq!(
            wrap_phrases(&phrases, 44, 2),
            vec!["R1 Ana: 2-4-5-6-6, threw all → 1-3-4-6-6", "  ▸ Chance 20"]
        );
        assert_eq!(wrap_phrases(&phrases, 80, 2).concat(), phrases.concat());
        let long = vec![
            "Ana: 1-2-3-4-5".to_string(),
            " ▸ Three of a kind 18 (corrected to 20)".to_string(),
        ];
        for line in wrap_phrases(&long, 16, 2) {
            assert!(display_width(&line) <= 16, "{line:?}");
        }
        // An outside name's control characters are shown escaped, as `wrap` shows them.
        let named = vec!["\u{1b}[2J: 6-6-6-6-6".to_string()];
        assert!(!wrap_phrases(&named, 40, 2).concat().contains('\u{1b}'));
    }
}
