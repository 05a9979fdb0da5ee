//! The result card: a finished match as plain text that pastes cleanly into a chat, or as an
//! SVG picture of the final scorecard. Both are drawn from the same rows, so they always agree.

use unicode_width::UnicodeWidthStr;

use crate::ai::luck::Account;
use crate::game::Match;
use crate::l10n::t;
use crate::rules::{BoxId, Card, ColumnId, Scorecard, ranks};
use crate::store::{PlayMode, format_time};

/// How a result card is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum CardFormat {
    #[default]
    Text,
    Svg,
}

/// A card format this program does not write (the name as given).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownCardFormat(pub String);

impl std::fmt::Display for UnknownCardFormat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&t!(
            "cli-card-unknown-format",
            format = crate::escape::excerpt(&self.0, 40)
        ))
    }
}

impl std::error::Error for UnknownCardFormat {}

impl std::str::FromStr for CardFormat {
    type Err = UnknownCardFormat;
    fn from_str(s: &str) -> Result<CardFormat, UnknownCardFormat> {
        match s.trim().to_ascii_lowercase().as_str() {
            "text" | "txt" => Ok(CardFormat::Text),
            "svg" => Ok(CardFormat::Svg),
            _ => Err(UnknownCardFormat(s.to_string())),
        }
    }
}

/// What a card says besides the match itself.
#[derive(Clone, Copy, Debug)]
pub struct CardInfo {
    pub finished_unix: u64,
    pub practice: bool,
    pub play: PlayMode,
}

/// One row of the card: a label and one cell per seat (empty for a box never filled).
struct Row {
    label: String,
    cells: Vec<String>,
    /// Subtotals and the total stand out.
    strong: bool,
}

/// The card's columns as the shared card prints them: one per seat on a single-column card;
/// every column of every seat ("Ana ×2", "Ana Down") on a card of several.
fn headings(game: &Match) -> Vec<String> {
    let layout = game.rules().layout();
    game.seats()
        .iter()
        .flat_map(|seat| {
            layout.columns().iter().map(move |c| {
                if layout.is_multi_column() {
                    format!("{} {}", seat.name, c.name)
                } else {
                    seat.name.clone()
                }
            })
        })
        .collect()
}

fn rows(game: &Match) -> Vec<Row> {
    let rules = game.rules();
    let layout = rules.layout();
    // (card, column) in the order of `headings`.
    let columns: Vec<(&Card, ColumnId)> = game
        .cards()
        .iter()
        .flat_map(|card| card.column_ids().iter().map(move |&c| (card, c)))
        .collect();
    let per_column = |f: &dyn Fn(&Card, ColumnId, &Scorecard) -> String| -> Vec<String> {
        columns
            .iter()
            .map(|&(card, c)| card.column(c).map_or(String::new(), |col| f(card, c, col)))
            .collect()
    };
    let cell =
        |b: BoxId| per_column(&|_, _, col| col.get(b).map_or(String::new(), |p| p.to_string()));
    let mut out = Vec::new();
    for b in BoxId::UPPER {
        out.push(Row {
            label: layout.label(b).to_string(),
            cells: cell(b),
            strong: false,
        });
    }
    out.push(Row {
        label: t!("cli-card-upper-total"),
        cells: per_column(&|_, _, col| col.upper_subtotal().to_string()),
        strong: true,
    });
    out.push(Row {
        label: t!(
            "cli-card-upper-bonus",
            threshold = rules.upper_threshold(),
            bonus = rules.upper_bonus()
        ),
        cells: per_column(&|_, _, col| col.upper_bonus(rules).to_string()),
        strong: false,
    });
    for &b in layout.lower() {
        out.push(Row {
            label: layout.label(b).to_string(),
            cells: cell(b),
            strong: false,
        });
    }
    // The lower total is the lower boxes alone and the extra-Yahtzee bonuses a row of their
    // own after it, as the scorecard on screen and the rules text count them.
    out.push(Row {
        label: t!("cli-card-lower-total"),
        cells: per_column(&|_, _, col| col.lower_subtotal().to_string()),
        strong: true,
    });
    if layout.has_yahtzee_rules() && rules.extra_yahtzee_bonus() > 0 {
        out.push(Row {
            label: t!("cli-card-yahtzee-bonus"),
            cells: per_column(&|_, _, col| col.extra_bonus_points(rules).to_string()),
            strong: false,
        });
    }
    let multiplied = layout.columns().iter().any(|c| c.multiplier != 1);
    out.push(Row {
        label: if multiplied {
            t!("cli-card-total-multiplied")
        } else {
            t!("cli-card-total")
        },
        cells: per_column(&|card, c, _| card.column_total(rules, c).to_string()),
        strong: true,
    });
    out
}

/// "1st", "2nd", … (a match has at most four places), with "=" for a shared place.
fn place(rank: usize, shared: bool) -> String {
    t!(
        "cli-card-place",
        rank = rank,
        shared = if shared { "yes" } else { "no" }
    )
}

/// The standings, best first, as (place, name, total); shared places are marked "=".
fn standings(game: &Match) -> Vec<(String, String, u32)> {
    let totals: Vec<u32> = game.cards().iter().map(|c| c.total(game.rules())).collect();
    let ranks = ranks(&totals);
    let mut order: Vec<usize> = (0..totals.len()).collect();
    order.sort_by_key(|&i| (ranks[i], i));
    order
        .into_iter()
        .map(|i| {
            let shared = ranks.iter().filter(|&&r| r == ranks[i]).count() > 1;
            (
                place(ranks[i], shared),
                game.seats()[i].name.clone(),
                totals[i],
            )
        })
        .collect()
}

fn heading(game: &Match, info: &CardInfo) -> String {
    format!(
        "{} · {}",
        game.rules().layout().game_title(),
        subtitle(game, info)
    )
}

/// What the heading says after the game's name: when, under which rules, how it was played.
fn subtitle(game: &Match, info: &CardInfo) -> String {
    let daily = crate::store::daily::DailyMark::of(game, info.practice);
    let mut text = t!(
        "cli-card-subtitle",
        time = format_time(info.finished_unix),
        rules = game.rules().shown_name(),
        play = match info.play {
            PlayMode::OnScreen => "on-screen",
            PlayMode::RealDice => "real-dice",
            PlayMode::ScorePad => "score-pad",
        },
        // A daily's replay is practice, and its mark says so already.
        practice = if info.practice && daily.is_none() {
            "yes"
        } else {
            "no"
        }
    );
    // Same dice changes what the scores mean (two seats that chose alike scored alike), so
    // the card says it as the title bar and the history do; a daily names its day.
    if game.same_dice() {
        text.push_str(&t!("cli-card-same-dice"));
    }
    if let Some(mark) = daily {
        text.push_str(&format!(" · {}", mark.label()));
    }
    text
}

fn pad_left(s: &str, width: usize) -> String {
    format!("{}{s}", " ".repeat(width.saturating_sub(s.width())))
}

fn pad_right(s: &str, width: usize) -> String {
    format!("{s}{}", " ".repeat(width.saturating_sub(s.width())))
}

/// The account of luck and play as the card prints it under the standings: a heading, then
/// one line per seat (luck, play, accuracy), every name padded to the longest.
fn luck_lines(account: &Account) -> Vec<String> {
    let mut out = vec![if account.estimated {
        t!("cli-card-luck-heading-estimated")
    } else {
        t!("cli-card-luck-heading")
    }];
    let name_w = account
        .seats
        .iter()
        .map(|s| s.name.width())
        .max()
        .unwrap_or(0);
    for seat in &account.seats {
        let name = pad_right(&seat.name, name_w);
        let luck = pad_left(&luck_figure(seat.luck), 6);
        let play = pad_left(&luck_figure(-seat.cost), 6);
        let accuracy = seat.accuracy.describe();
        out.push(match seat.perfect_on_dice {
            Some(perfect) => t!(
                "cli-card-luck-line-perfect",
                name = name,
                luck = luck,
                play = play,
                accuracy = accuracy,
                perfect = perfect
            ),
            None => t!(
                "cli-card-luck-line",
                name = name,
                luck = luck,
                play = play,
                accuracy = accuracy
            ),
        });
    }
    out
}

/// The card as plain text: a heading, the scorecard as aligned columns, and the standings.
/// Only spaces align it, so it survives a paste into any chat that keeps a monospace block.
pub fn text_card(game: &Match, info: &CardInfo) -> String {
    text_card_with(game, info, None)
}

/// [`text_card`], with the account of luck and play under the standings when there is one.
pub fn text_card_with(game: &Match, info: &CardInfo, account: Option<&Account>) -> String {
    let rows = rows(game);
    let label_w = rows.iter().map(|r| r.label.width()).max().unwrap_or(0) + 2;
    let headings = headings(game);
    let widths: Vec<usize> = headings.iter().map(|h| h.width().max(4) + 2).collect();
    let mut out = vec![heading(game, info), String::new()];
    let mut names = pad_right("", label_w);
    for (h, w) in headings.iter().zip(&widths) {
        names.push_str(&pad_left(h, *w));
    }
    out.push(names.trim_end().to_string());
    let rule_w = label_w + widths.iter().sum::<usize>();
    for row in &rows {
        if row.strong {
            out.push("─".repeat(rule_w));
        }
        let mut line = pad_right(&row.label, label_w);
        for (cell, w) in row.cells.iter().zip(&widths) {
            line.push_str(&pad_left(cell, *w));
        }
        out.push(line.trim_end().to_string());
    }
    out.push(String::new());
    let standings = standings(game);
    let name_w = standings.iter().map(|s| s.1.width()).max().unwrap_or(0);
    // Five columns for the places, as "1st=" needs, or more where the language's are longer.
    let place_w = standings.iter().map(|s| s.0.width()).fold(5, usize::max);
    for (place, name, total) in standings {
        out.push(format!(
            "{} {}  {total:>5}",
            pad_right(&place, place_w),
            pad_right(&name, name_w)
        ));
    }
    if let Some(account) = account {
        out.push(String::new());
        out.extend(luck_lines(account));
    }
    out.join("\n") + "\n"
}

/// Points of luck or play with their sign and one decimal, "+12.3", "−7.1", "±0.0", in the
/// language's decimal mark (rounded first, as the review rounds them, so the figures agree).
fn luck_figure(x: f64) -> String {
    crate::l10n::signed((x * 10.0).round() / 10.0)
}

/// A daily's result card: its share line (the day, the score and how it was played, no
/// dice) over the text card, so the card says at once which daily it was.
pub fn daily_card(
    game: &Match,
    info: &CardInfo,
    share_line: &str,
    account: Option<&Account>,
) -> String {
    format!("{share_line}\n{}", text_card_with(game, info, account))
}

fn xml_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Control characters are not allowed in XML 1.0 text.
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// Where the SVG card's table sits, in pixels: its rows, its label column and each seat's.
struct SvgGrid {
    margin: u32,
    row_h: u32,
    label_w: u32,
    col_w: Vec<u32>,
    /// The header row's top.
    top: u32,
}

impl SvgGrid {
    fn width(&self) -> u32 {
        self.label_w + self.col_w.iter().sum::<u32>()
    }

    /// The header row and every card row.
    fn height(&self, rows: usize) -> u32 {
        self.row_h * (rows as u32 + 1)
    }

    /// The left edge of column `i` (0 is the first seat's; one past the last, the right edge).
    fn col_x(&self, i: usize) -> u32 {
        self.margin + self.label_w + self.col_w[..i].iter().sum::<u32>()
    }
}

/// The card as an SVG picture of the final scorecard, standings below it.
pub fn svg_card(game: &Match, info: &CardInfo) -> String {
    svg_card_with(game, info, None)
}

/// [`svg_card`], with the account of luck and play under the standings when there is one.
pub fn svg_card_with(game: &Match, info: &CardInfo, account: Option<&Account>) -> String {
    let rows = rows(game);
    let luck = account.map(luck_lines).unwrap_or_default();
    let standings = standings(game);
    // Text widths are estimated (about 9 px a character at this size): enough room for
    // every name, and for the subtitle.
    let headings = headings(game);
    let margin = 20u32;
    let grid = SvgGrid {
        margin,
        row_h: 26,
        // Room for the longest label (the English ones fit in 190 px).
        label_w: rows
            .iter()
            .map(|r| r.label.width() as u32 * 9 + 24)
            .fold(190, u32::max),
        col_w: headings
            .iter()
            .map(|h| (h.width() as u32 * 9 + 24).max(90))
            .collect(),
        top: margin + 56,
    };
    let title = game.rules().layout().game_title();
    let subtitle = subtitle(game, info);
    let widest_luck = luck.iter().map(|l| l.width() as u32 * 8).max().unwrap_or(0);
    let width = margin * 2
        + grid
            .width()
            .max(subtitle.width() as u32 * 8)
            .max(widest_luck);
    let luck_h = if luck.is_empty() {
        0
    } else {
        12 + 22 * luck.len() as u32
    };
    let height = grid.top
        + grid.height(rows.len())
        + 24
        + grid.row_h * standings.len() as u32
        + luck_h
        + margin;
    let mut s = String::new();
    s.push_str(&format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"15\">\n"
    ));
    s.push_str(&format!(
        "<title>{}</title>\n",
        xml_escape(&heading(game, info))
    ));
    s.push_str(&format!(
        "<rect x=\"0\" y=\"0\" width=\"{width}\" height=\"{height}\" rx=\"14\" fill=\"#fdfaf2\" stroke=\"#7a1f1f\" stroke-width=\"3\"/>\n"
    ));
    s.push_str(&format!(
        "<text x=\"{margin}\" y=\"{}\" font-size=\"22\" font-weight=\"bold\" fill=\"#7a1f1f\">{title}</text>\n",
        margin + 20
    ));
    s.push_str(&format!(
        "<text x=\"{margin}\" y=\"{}\" font-size=\"14\" fill=\"#5a4a3a\">{}</text>\n",
        margin + 40,
        xml_escape(&subtitle)
    ));
    svg_table(&mut s, &grid, &headings, &rows);
    let mut y = grid.top + grid.height(rows.len()) + 30;
    for (place, name, total) in &standings {
        s.push_str(&format!(
            "<text x=\"{margin}\" y=\"{y}\" font-size=\"17\"><tspan font-weight=\"bold\">{}</tspan>  {}  ·  {}</text>\n",
            xml_escape(place),
            xml_escape(name),
            total
        ));
        y += grid.row_h;
    }
    if !luck.is_empty() {
        y += 8;
        for (i, line) in luck.iter().enumerate() {
            // Monospace, so the seats' figures stand in columns as on the text card.
            let font = if i == 0 {
                "font-size=\"14\" fill=\"#5a4a3a\""
            } else {
                "font-size=\"14\" font-family=\"DejaVu Sans Mono, Menlo, monospace\""
            };
            s.push_str(&format!(
                "<text x=\"{margin}\" y=\"{y}\" {font} xml:space=\"preserve\">{}</text>\n",
                xml_escape(line)
            ));
            y += 22;
        }
    }
    s.push_str("</svg>\n");
    s
}

/// The card's table onto `s`: the names' header row, the rows striped, rules between seats.
fn svg_table(s: &mut String, grid: &SvgGrid, headings: &[String], rows: &[Row]) {
    let SvgGrid {
        margin,
        row_h,
        top: table_top,
        ..
    } = *grid;
    let table_w = grid.width();
    let table_h = grid.height(rows.len());
    // Header row with the names.
    s.push_str(&format!(
        "<rect x=\"{margin}\" y=\"{table_top}\" width=\"{table_w}\" height=\"{row_h}\" fill=\"#7a1f1f\"/>\n"
    ));
    for (i, h) in headings.iter().enumerate() {
        let x = grid.col_x(i) + grid.col_w[i] / 2;
        s.push_str(&format!(
            "<text x=\"{x}\" y=\"{}\" text-anchor=\"middle\" font-weight=\"bold\" fill=\"#ffffff\">{}</text>\n",
            table_top + 18,
            xml_escape(h)
        ));
    }
    for (r, row) in rows.iter().enumerate() {
        let y = table_top + row_h * (r as u32 + 1);
        let fill = if row.strong {
            "#efe3c8"
        } else if r % 2 == 0 {
            "#ffffff"
        } else {
            "#f6f1e4"
        };
        s.push_str(&format!(
            "<rect x=\"{margin}\" y=\"{y}\" width=\"{table_w}\" height=\"{row_h}\" fill=\"{fill}\" stroke=\"#d8cba8\"/>\n"
        ));
        let weight = if row.strong {
            " font-weight=\"bold\""
        } else {
            ""
        };
        s.push_str(&format!(
            "<text x=\"{}\" y=\"{}\"{weight}>{}</text>\n",
            margin + 8,
            y + 18,
            xml_escape(&row.label)
        ));
        for (i, cell) in row.cells.iter().enumerate() {
            let x = grid.col_x(i + 1) - 12;
            s.push_str(&format!(
                "<text x=\"{x}\" y=\"{}\" text-anchor=\"end\"{weight}>{}</text>\n",
                y + 18,
                xml_escape(cell)
            ));
        }
    }
    // Column rules between the seats.
    for i in 0..=grid.col_w.len() {
        let x = grid.col_x(i);
        s.push_str(&format!(
            "<line x1=\"{x}\" y1=\"{table_top}\" x2=\"{x}\" y2=\"{}\" stroke=\"#d8cba8\"/>\n",
            table_top + table_h
        ));
    }
}

/// The card in `format`.
pub fn card(game: &Match, info: &CardInfo, format: CardFormat) -> String {
    card_with(game, info, format, None)
}

/// [`card`], with the account of luck and play when there is one.
pub fn card_with(
    game: &Match,
    info: &CardInfo,
    format: CardFormat,
    account: Option<&Account>,
) -> String {
    match format {
        CardFormat::Text => text_card_with(game, info, account),
        CardFormat::Svg => svg_card_with(game, info, account),
    }
}

/// What the terminal game runs in, as far as the clipboard is concerned.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TerminalEnv {
    /// `TERM`.
    pub term: Option<String>,
    /// Whether `VTE_VERSION` is set: GNOME Terminal, Tilix, Terminator and the other
    /// terminals built on VTE, none of which takes OSC 52.
    pub vte: bool,
    /// Inside tmux: what its options say, or `None` when tmux could not be asked.
    pub tmux: Option<Option<TmuxClipboard>>,
}

/// The two tmux options that decide what becomes of an application's OSC 52.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TmuxClipboard {
    /// `set-clipboard on`: tmux takes the sequence itself (its paste buffer) and passes it on.
    pub set_clipboard: bool,
    /// `allow-passthrough on`: a wrapped sequence reaches the terminal around tmux.
    pub passthrough: bool,
}

/// Why the result card is not sent to the clipboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoClipboard {
    /// No terminal, a dumb one or the Linux console.
    NoTerminal,
    /// A VTE terminal, which ignores OSC 52.
    Vte,
    /// tmux with `set-clipboard` and `allow-passthrough` both off (its defaults).
    Tmux,
}

impl NoClipboard {
    /// What the player can do about it, for the line after "cannot take it to the clipboard".
    pub fn why(self) -> String {
        match self {
            NoClipboard::NoTerminal => t!("cli-clipboard-no-terminal"),
            NoClipboard::Vte => t!("cli-clipboard-vte"),
            NoClipboard::Tmux => t!("cli-clipboard-tmux"),
        }
    }
}

/// How text is sent to the terminal's clipboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClipboardRoute {
    /// An OSC 52 sequence as it is: a terminal not known to refuse it may take it.
    Osc52,
    /// Wrapped in tmux's passthrough, so it reaches the terminal tmux runs in.
    TmuxPassthrough,
    /// Not sent: it would be ignored.
    Refused(NoClipboard),
}

impl ClipboardRoute {
    /// The route for `env`. tmux comes first: inside it, the outer terminal is not the one
    /// the sequence is written to.
    pub fn for_env(env: &TerminalEnv) -> ClipboardRoute {
        match env.tmux {
            Some(Some(tmux)) if tmux.set_clipboard => return ClipboardRoute::Osc52,
            Some(Some(tmux)) if tmux.passthrough => return ClipboardRoute::TmuxPassthrough,
            Some(Some(_)) => return ClipboardRoute::Refused(NoClipboard::Tmux),
            // tmux could not be asked: both forms are sent, whichever it lets through.
            Some(None) => return ClipboardRoute::TmuxPassthrough,
            None => {}
        }
        match env.term.as_deref() {
            None | Some("" | "dumb" | "linux") => ClipboardRoute::Refused(NoClipboard::NoTerminal),
            Some(_) if env.vte => ClipboardRoute::Refused(NoClipboard::Vte),
            Some(_) => ClipboardRoute::Osc52,
        }
    }

    /// The route for the terminal this program runs in, found once (tmux is asked once).
    pub fn of_terminal() -> ClipboardRoute {
        static ROUTE: std::sync::OnceLock<ClipboardRoute> = std::sync::OnceLock::new();
        *ROUTE.get_or_init(|| ClipboardRoute::for_env(&TerminalEnv::current()))
    }

    pub fn sends(self) -> bool {
        !matches!(self, ClipboardRoute::Refused(_))
    }
}

impl TerminalEnv {
    /// This process's terminal, from its environment (and tmux's options, inside tmux).
    pub fn current() -> TerminalEnv {
        let set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
        TerminalEnv {
            term: std::env::var("TERM").ok(),
            vte: set("VTE_VERSION"),
            tmux: set("TMUX").then(tmux_clipboard),
        }
    }
}

/// tmux's `set-clipboard` and `allow-passthrough` for this pane, as tmux itself reports them.
fn tmux_clipboard() -> Option<TmuxClipboard> {
    let mut ask = std::process::Command::new("tmux");
    ask.arg("display-message").arg("-p");
    if let Some(pane) = std::env::var_os("TMUX_PANE") {
        ask.arg("-t").arg(pane);
    }
    let out = ask
        .arg("#{set-clipboard} #{allow-passthrough}")
        .stdin(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .output()
        .ok()
        .filter(|o| o.status.success())?;
    parse_tmux_clipboard(&String::from_utf8_lossy(&out.stdout))
}

/// "external 0", "on 1", "off all": tmux's answer to `#{set-clipboard} #{allow-passthrough}`.
fn parse_tmux_clipboard(answer: &str) -> Option<TmuxClipboard> {
    let mut words = answer.split_whitespace();
    let set_clipboard = match words.next()? {
        "on" => true,
        "external" | "off" => false,
        _ => return None,
    };
    let passthrough = match words.next()? {
        "1" | "on" | "all" => true,
        "0" | "off" => false,
        _ => return None,
    };
    Some(TmuxClipboard {
        set_clipboard,
        passthrough,
    })
}

/// The OSC 52 sequence that asks the terminal to put `text` on the clipboard, in the form
/// this program's terminal lets through.
pub fn osc52(text: &str) -> String {
    osc52_for(ClipboardRoute::of_terminal(), text)
}

/// The OSC 52 sequence for `text` along `route` (empty where it is refused).
pub fn osc52_for(route: ClipboardRoute, text: &str) -> String {
    let plain = format!("\x1b]52;c;{}\x07", base64(text.as_bytes()));
    match route {
        ClipboardRoute::Osc52 => plain,
        // tmux hands on what is between `ESC P tmux;` and `ESC \`, with each ESC doubled.
        // The plain form goes first: a tmux that takes it itself (set-clipboard on) does.
        ClipboardRoute::TmuxPassthrough => {
            format!(
                "{plain}\x1bPtmux;{}\x1b\\",
                plain.replace('\x1b', "\x1b\x1b")
            )
        }
        ClipboardRoute::Refused(_) => String::new(),
    }
}

fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * i)) as usize & 63] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_matches_the_standard_examples() {
        assert_eq!(base64(b""), "");
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo"), "Zm8=");
        assert_eq!(base64(b"foo"), "Zm9v");
        assert_eq!(base64(b"foobar"), "Zm9vYmFy");
        assert_eq!(osc52_for(ClipboardRoute::Osc52, "hi"), "\x1b]52;c;aGk=\x07");
    }

    #[test]
    fn the_clipboard_is_reached_where_the_terminal_lets_it_through() {
        let env = |term: &str, vte: bool, tmux: Option<Option<(bool, bool)>>| TerminalEnv {
            term: Some(term.to_string()),
            vte,
            tmux: tmux.map(|t| {
                t.map(|(set_clipboard, passthrough)| TmuxClipboard {
                    set_clipboard,
                    passthrough,
                })
            }),
        };
        let route = |e: TerminalEnv| ClipboardRoute::for_env(&e);
        assert_eq!(
            route(env("xterm-256color", false, None)),
            ClipboardRoute::Osc52
        );
        assert_eq!(
            route(env("xterm-256color", true, None)),
            ClipboardRoute::Refused(NoClipboard::Vte)
        );
        for term in ["linux", "dumb", ""] {
            assert_eq!(
                route(env(term, false, None)),
                ClipboardRoute::Refused(NoClipboard::NoTerminal)
            );
        }
        // tmux's defaults (set-clipboard external, allow-passthrough off) drop the sequence.
        assert_eq!(
            route(env("tmux-256color", false, Some(Some((false, false))))),
            ClipboardRoute::Refused(NoClipboard::Tmux)
        );
        assert_eq!(
            route(env("tmux-256color", false, Some(Some((false, true))))),
            ClipboardRoute::TmuxPassthrough
        );
        assert_eq!(
            route(env("screen", true, Some(Some((true, false))))),
            ClipboardRoute::Osc52
        );
        assert_eq!(
            route(env("screen", false, Some(None))),
            ClipboardRoute::TmuxPassthrough
        );
        assert_eq!(
            osc52_for(ClipboardRoute::TmuxPassthrough, "hi"),
            "\x1b]52;c;aGk=\x07\x1bPtmux;\x1b\x1b]52;c;aGk=\x07\x1b\\"
        );
        assert_eq!(
            osc52_for(ClipboardRoute::Refused(NoClipboard::Tmux), "hi"),
            ""
        );
        assert_eq!(
            parse_tmux_clipboard("external 0\n"),
            Some(TmuxClipboard {
                set_clipboard: false,
                passthrough: false
            })
        );
        assert_eq!(
            parse_tmux_clipboard("on all"),
            Some(TmuxClipboard {
                set_clipboard: true,
                passthrough: true
            })
        );
        assert_eq!(parse_tmux_clipboard("#{set-clipboard}"), None);
    }

    #[test]
    fn places_read_as_people_say_them() {
        assert_eq!(place(1, false), "1st");
        assert_eq!(place(2, true), "2nd=");
        assert_eq!(place(3, false), "3rd");
        assert_eq!(place(4, false), "4th");
        assert_eq!(place(11, false), "11th");
    }
}
