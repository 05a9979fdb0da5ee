//! The end of a match: standings with shared ranks, the winner, and every final card.

use crate::l10n::t;
use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use super::review::ReviewView;
use super::{Cx, Kind, Rematch, Screen, Step};
use crate::game::{Match, Session};
use crate::rules::Layout;
use crate::store::CoachMode;
use crate::tui::keymap::{Command, Context, Keymap};
use crate::tui::theme::Theme;
use crate::tui::widgets::{
    CardView, card_column_width, card_label_width, card_screen, display_width, draw_card, fit,
    frame, help_bar, help_entries_fitting, pad, put, put_line, wrap,
};
use crate::words::{short_name, shown_name};

/// "Ana wins!" or "Ana and Ben share first place!".
pub fn winner_line(game: &Match) -> String {
    let standings = game.standings();
    let first: Vec<&str> = standings
        .iter()
        .filter(|s| s.rank == 1)
        .filter_map(|s| game.seat(s.seat))
        .map(|s| s.name.as_str())
        .collect();
    // The stored name says whether the line speaks to the person ("Du hast…") or of a
    // name ("Ana hat…"); the shown one is what is read.
    let names: Vec<String> = first.iter().map(|n| shown_name(n).into_owned()).collect();
    let who = first.first().map_or("other", |n| crate::words::who(n));
    match names.as_slice() {
        [] => String::new(),
        [one] if game.seats().len() == 1 => t!(
            "play-results-finished-with",
            who = who,
            name = one.as_str(),
            points = standings[0].total
        ),
        [one] => t!(
            "play-results-wins-with",
            who = who,
            name = one.as_str(),
            points = standings[0].total
        ),
        many => {
            let (last, rest) = many
                .split_last()
                .map_or((String::new(), &[][..]), |(l, r)| (l.clone(), r));
            // The names before the last are a list: the comma between them is punctuation.
            t!(
                "play-results-share-first",
                names = rest.join(", "),
                last = last,
                points = standings[0].total
            )
        }
    }
}

/// A finished match as the results screen shows it.
#[derive(Clone, Copy)]
pub struct Finished<'a> {
    pub game: &'a Match,
    pub practice: bool,
    /// What the store reported while recording the match (a damaged history kept aside,
    /// say), shown under the standings.
    pub notice: Option<&'a str>,
    /// New personal bests and the like.
    pub celebrations: &'a [String],
    /// What became of the result card, once asked for.
    pub card_note: Option<&'a str>,
    /// On a card of several columns, whose card is drawn (one fits at a time): counted from
    /// the winner, in the standings' order.
    pub shown: usize,
    /// A guest of a hosted table: the host starts matches and keeps the files, so the keys
    /// for a rematch, a card file and the menu are not offered.
    pub guest: bool,
    /// The account of luck and play, once worked out.
    pub luck: Option<&'a crate::ai::luck::Account>,
}

/// The account of luck and play of a finished match, worked out once the shelf holds the
/// optimum for its rules (it usually does: the match was played or hinted from it). A score
/// pad's match has none: no dice were thrown here.
pub struct Luck {
    account: Option<crate::ai::luck::Account>,
}

impl Luck {
    /// The account, if the optimum is at hand; `None` while it is still being loaded.
    pub fn of(game: &Match, shelf: &mut crate::tui::shelf::Shelf) -> Option<Luck> {
        let crate::tui::shelf::SolvedStatus::Ready(optimum) = shelf.request(game.rules()) else {
            return None;
        };
        Some(Luck {
            account: crate::ai::luck::account(game, &optimum, None).ok(),
        })
    }

    pub fn account(&self) -> Option<&crate::ai::luck::Account> {
        self.account.as_ref()
    }

    /// Notes each seat's summary on the history's entry of the match `id`, for the
    /// statistics' accuracy over time. Estimates (a card of several columns) are not kept:
    /// the statistics average exact figures only. A failed write loses nothing a player
    /// did: the match is kept in full, and its account is noted when it is next shown.
    pub fn note(&self, id: &str, seats: usize, store: &mut dyn crate::store::Storage) {
        let Some(account) = self.account.as_ref().filter(|a| a.finished && !a.estimated) else {
            return;
        };
        let mut summaries = vec![None; seats];
        for seat in &account.seats {
            // The account numbers seats from 1, as the review does.
            if let Some(slot) = seat.seat.checked_sub(1).and_then(|i| summaries.get_mut(i)) {
                *slot = Some(seat.summary());
            }
        }
        store.note_accounts(id, &summaries).ok();
    }
}

/// The readout under the standings: each seat's luck and play in expected points, in the
/// standings' order, figures in columns, as lines `width` columns wide with their styles,
/// and a blank line after. With `perfect_line`, what Perfect scored on each seat's dice
/// follows in a line when the panel has no room for it as a column.
fn luck_lines(
    width: usize,
    game: &Match,
    account: &crate::ai::luck::Account,
    perfect_line: bool,
    theme: &Theme,
) -> Vec<(String, ratatui::style::Style)> {
    use crate::l10n::signed;
    let mut lines = Vec::new();
    let widest = account
        .seats
        .iter()
        .map(|s| display_width(&shown_name(&s.name)))
        .max()
        .unwrap_or(0);
    // Two figures of up to six characters ("−123.4") after the name, and on a tape what
    // Perfect scored on the seat's dice beside them where the panel has room for it. Each
    // column is as wide as its translated heading needs, and never narrower than English's.
    let (luck_word, play_word, perfect_word) = (
        t!("play-results-luck"),
        t!("play-results-play"),
        t!("play-results-perfect"),
    );
    let mut luck_column = (display_width(&luck_word) + 1).max(7);
    let mut play_column = (display_width(&play_word) + 1).max(7);
    let perfect_column = display_width(&perfect_word);
    let on_tape = account.seats.iter().all(|s| s.perfect_on_dice.is_some());
    // Where headings wider than the figures leave a seat's short name no room, the columns
    // are as wide as the figures, and the luck heading reaches left over the names' column,
    // empty on the heading's line.
    let names_room = |luck: usize, play: usize| width.saturating_sub(luck + play);
    let short_widest = account
        .seats
        .iter()
        .map(|s| display_width(&short_name(&s.name)))
        .max()
        .unwrap_or(0);
    let heads_fit = display_width(&luck_word) + 1 + play_column <= width;
    if names_room(luck_column, play_column) < short_widest.min(widest) && heads_fit {
        luck_column = 7;
        play_column = play_column.max(7);
    }
    // The column and the space before it.
    let perfect = on_tape && width > widest.min(12) + luck_column + play_column + perfect_column;
    let title = match (account.estimated, perfect) {
        (true, true) => t!("play-results-luck-title-estimated-perfect"),
        (true, false) => t!("play-results-luck-title-estimated"),
        (false, true) => t!("play-results-luck-title-perfect"),
        (false, false) => t!("play-results-luck-title"),
    };
    for part in wrap(&title, width) {
        lines.push((part, theme.title()));
    }
    let figures = luck_column + play_column + if perfect { perfect_column + 1 } else { 0 };
    let named = widest.min(width.saturating_sub(figures)).max(4);
    let mut header = format!(
        "{}{}",
        right(&luck_word, named + luck_column),
        right(&play_word, play_column)
    );
    if perfect {
        header.push_str(&format!(" {perfect_word}"));
    }
    lines.push((header, theme.dim()));
    for standing in game.standings() {
        let Some(seat) = account
            .seats
            .iter()
            .find(|s| s.seat == standing.seat.index() + 1)
        else {
            continue;
        };
        // As the card's headers do, " CPU" (or "Computer") goes before a name is cut; where
        // even that is too long, the seat's place in the standings above stands for it.
        let whole = shown_name(&seat.name);
        let short = short_name(&seat.name);
        let name = if display_width(&whole) <= named {
            whole.to_string()
        } else if display_width(&short) <= named {
            short.to_string()
        } else {
            standing.rank.to_string()
        };
        lines.push((
            format!(
                "{}{}{}{}",
                pad(&name, named),
                right(&signed(seat.luck), luck_column),
                right(&signed(-seat.cost), play_column),
                match seat.perfect_on_dice {
                    Some(p) if perfect => format!(" {}", right(&p.to_string(), perfect_column)),
                    _ => String::new(),
                }
            ),
            theme.base(),
        ));
    }
    if on_tape && !perfect && perfect_line {
        // No room for the column: the same figures in a line, in the same order.
        let scores: Vec<String> = game
            .standings()
            .iter()
            .filter_map(|st| account.seats.iter().find(|s| s.seat == st.seat.index() + 1))
            .filter_map(|s| {
                // Held together while the line is wrapped: a name and its figure stay on
                // one line ("Anfänger 2 262", never "Anfänger" and "2 262").
                let name = short_name(&s.name).replace(' ', "\u{a0}");
                Some(format!("{name}\u{a0}{}", s.perfect_on_dice?))
            })
            .collect();
        let line = t!("play-results-perfect-line", scores = scores.join(" · "));
        for part in wrap(&line, width) {
            lines.push((part.replace('\u{a0}', " "), theme.base()));
        }
    }
    lines.push((String::new(), theme.base()));
    lines
}

/// `text` right-aligned in `width` columns (by display width: a German heading with an
/// umlaut lines up with the figures under it).
fn right(text: &str, width: usize) -> String {
    format!(
        "{}{text}",
        " ".repeat(width.saturating_sub(display_width(text)))
    )
}

/// Draws the results.
pub fn draw(buf: &mut Buffer, area: Rect, finished: Finished, theme: &Theme, keymap: &Keymap) {
    let game = finished.game;
    let names = crate::tui::widgets::card_column_names(game);
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let layout = game.rules().layout();
    let column = results_column_width(layout, &names, area.width);
    let (title, card, side, help) = card_screen(area, layout, names.len(), column);
    draw_title(buf, title, area, &finished, theme);
    draw_final_card(buf, card, column, &finished, theme);
    let title = format!(" {} ", t!("play-results-standings"));
    let inner = frame(buf, side, &title, theme.current_border(), theme.title());
    let top = draw_standings(buf, inner, game, theme);
    draw_notes(buf, inner, top, &finished, theme);
    put_line(
        buf,
        help,
        help.x,
        help.y,
        &help_bar(
            &help_entries_fitting(&help_keys(&finished, keymap), help.width),
            theme,
        ),
    );
}

/// The final card's column width. The card is the match's record, so every name stands
/// whole in its header (" CPU" may go, as the headers drop it first) and the standings panel
/// gives way for it, down to a panel that still reads; only past that are names cut.
fn results_column_width(layout: Layout, names: &[&str], area_width: u16) -> u16 {
    let column = card_column_width(layout, names, area_width);
    let whole = names
        .iter()
        .map(|n| display_width(&short_name(n)) as u16 + 1)
        .max()
        .unwrap_or(column);
    let seats = names.len().max(1) as u16;
    let most =
        area_width.saturating_sub(card_label_width(layout) + 2 + STANDINGS_MIN_WIDTH) / seats;
    column.max(whole.min(most))
}

/// The narrowest standings panel: a rank, a name of "Beginner CPU"'s length and a total.
const STANDINGS_MIN_WIDTH: u16 = 26;

/// The title row: the game, "Match over", the day's daily (and whether a replay), the rules,
/// same dice and whether it was practice.
fn draw_title(buf: &mut Buffer, title: Rect, area: Rect, finished: &Finished, theme: &Theme) {
    let game = finished.game;
    let daily = crate::store::daily::DailyMark::of(game, finished.practice);
    put_line(
        buf,
        title,
        area.x,
        area.y,
        &Line::from(vec![
            Span::styled(
                format!(" {} ", game.rules().layout().game_title()),
                theme.title(),
            ),
            Span::raw(format!(
                " {}",
                t!(
                    "play-results-title",
                    daily = daily
                        .map(|d| format!("{} · ", d.label()))
                        .unwrap_or_default(),
                    rules = game.rules().shown_name(),
                    same = if game.same_dice() { "yes" } else { "no" },
                    // A daily's replay is practice, and its label says so already.
                    practice = if finished.practice && daily.is_none() {
                        "yes"
                    } else {
                        "no"
                    }
                )
            )),
        ]),
    );
}

/// The final cards, framed: on several columns the one card that fits, named in the frame.
fn draw_final_card(buf: &mut Buffer, card: Rect, column: u16, finished: &Finished, theme: &Theme) {
    let game = finished.game;
    let shown = finished.shown;
    // On several columns one card fits: the winner's first, then the others in the
    // standings' order, as the player steps through them.
    let standings = game.standings();
    let shown_place = standings.get(shown % standings.len().max(1));
    let shown_seat = shown_place.map_or(crate::game::SeatId(0), |s| s.seat);
    let card_title = if game.rules().layout().is_multi_column() {
        let name = crate::words::shown_seat_name(game, shown_seat);
        let name = name.as_str();
        let whose = match shown_place {
            Some(p) if p.rank == 1 && game.seats().len() > 1 => {
                t!("play-results-winners-card", name = name)
            }
            _ => t!("play-results-card-of", name = name),
        };
        if game.seats().len() > 1 {
            // Which of how many: the help bar names the key that shows the next.
            format!(
                " {whose} · {}/{} ",
                shown % standings.len().max(1) + 1,
                standings.len()
            )
        } else {
            format!(" {whose} ")
        }
    } else {
        format!(" {} ", t!("play-results-final-cards"))
    };
    let inner = frame(buf, card, &card_title, theme.border(), theme.title());
    draw_card(
        buf,
        inner,
        &CardView {
            game,
            column,
            active: None,
            shown: shown_seat,
            cursor: None,
            placements: None,
            chances: None,
            last_filled: None,
        },
        theme,
    );
}

/// The winner's line and the standings table under it; returns the first free row below.
fn draw_standings(buf: &mut Buffer, inner: Rect, game: &Match, theme: &Theme) -> u16 {
    // Wrapped, as the notes below are: a long winner's name once cut "229 points" to "229 p".
    let winner = wrap(&winner_line(game), inner.width as usize);
    for (i, line) in winner.iter().enumerate() {
        put(buf, inner, inner.x, inner.y + i as u16, line, theme.title());
    }
    let below = winner.len().saturating_sub(1) as u16;
    let inner = Rect::new(
        inner.x,
        inner.y + below,
        inner.width,
        inner.height.saturating_sub(below),
    );
    // The five-of-a-kind box's own name, counted: "Yahtzees", or "Yatzys" on Yatzy's card.
    let fives = t!(
        "play-results-fives",
        spot = game
            .rules()
            .layout()
            .label(game.rules().layout().five_of_a_kind_box())
    );
    // The names stay whole before any figure the card shows too: the bonus column goes
    // first, then the Yahtzees count (the card's Yahtzee rows tell it), and only then are
    // names cut. With four seats at 80 columns the panel is narrow, and "Casua…" is no one.
    let width = inner.width as usize;
    let fives_width = display_width(&fives);
    let names_widest = game
        .seats()
        .iter()
        .map(|s| display_width(&shown_name(&s.name)))
        .max()
        .unwrap_or(0);
    // The headings in the language spoken; each column as wide as its heading needs (and
    // its figures: "yes"/"no" under Bonus), never narrower than English has it.
    let (rank_word, player_word, total_word, bonus_word) = (
        t!("play-results-rank"),
        t!("play-results-player"),
        t!("play-results-total"),
        t!("play-results-bonus"),
    );
    let (yes, no) = (t!("play-results-bonus-yes"), t!("play-results-bonus-no"));
    let mut rank_width = (display_width(&rank_word) + 1).max(5);
    let mut total_width = (display_width(&total_word) + 1).max(6);
    // Where headings wider than their figures leave the names no room (a longer language
    // beside a card of four seats), the columns are as wide as the figures and the heading
    // row goes: the winner's line above and the figures themselves say what they are.
    // The names' column holds its heading too.
    let mut widest = names_widest.max(display_width(&player_word)).clamp(6, 16);
    let mut headed = true;
    let most = game.standings().iter().map(|s| s.total).max().unwrap_or(0);
    let places = game.seats().len().to_string();
    let (figure_rank, figure_total) = (
        display_width(&places) + 2,
        display_width(&most.to_string()) + 1,
    );
    let names_room = |rank: usize, total: usize| width.saturating_sub(rank + total + 1);
    if names_room(rank_width, total_width) < widest
        && names_room(figure_rank, figure_total) >= names_widest.clamp(6, 16)
    {
        (rank_width, total_width) = (figure_rank, figure_total);
        widest = names_widest.clamp(6, 16);
        headed = false;
    }
    let bonus_width = [&bonus_word, &yes, &no]
        .iter()
        .map(|w| display_width(w) + 1)
        .max()
        .unwrap_or(0)
        .max(6);
    let figures = |bonus: bool, count: bool| {
        rank_width
            + total_width
            + if bonus || count { 2 } else { 0 }
            + if bonus { bonus_width } else { 0 }
            + if count { fives_width } else { 0 }
    };
    let room = |bonus: bool, count: bool| width.saturating_sub(figures(bonus, count) + 1);
    // The bonus column only where the rules pay an upper bonus: under rules set without one
    // it would say "no" beside every name, of something the card never scores.
    let pays_bonus = game.rules().upper_bonus() > 0;
    let (with_bonus, with_count) = [(true, true), (false, true), (false, false)]
        .into_iter()
        .filter(|&(bonus, count)| headed || !(bonus || count))
        .filter(|&(bonus, _)| pays_bonus || !bonus)
        .find(|&(bonus, count)| room(bonus, count) >= widest)
        .unwrap_or((false, false));
    let named = room(with_bonus, with_count).clamp(6, 16) + 1;
    let row = |rank: &str, name: &str, total: &str, bonus: &str, fives: &str| {
        let mut line = format!(
            "{}{}{}",
            pad(rank, rank_width),
            pad(name, named),
            right(total, total_width)
        );
        if with_bonus || with_count {
            line.push_str("  ");
        }
        if with_bonus {
            line.push_str(&pad(bonus, bonus_width));
        }
        if with_count {
            line.push_str(fives);
        }
        line
    };
    if headed {
        put(
            buf,
            inner,
            inner.x,
            inner.y + 2,
            &row(&rank_word, &player_word, &total_word, &bonus_word, &fives),
            theme.dim(),
        );
    }
    for (i, s) in game.standings().iter().enumerate() {
        let card = &game.cards()[s.seat.index()];
        // As the card's headers do, a name too long goes by its short form before it is cut
        // ("Fuerte" for "Ordenador (Fuerte)").
        let stored = game.seat(s.seat).map_or("?", |x| x.name.as_str());
        let whole = shown_name(stored);
        let name = if display_width(&whole) > named - 1 {
            short_name(stored)
        } else {
            whole
        };
        let bonus = if card.upper_bonuses(game.rules()) > 0 {
            yes.as_str()
        } else {
            no.as_str()
        };
        let style = if s.rank == 1 {
            theme.good()
        } else {
            theme.base()
        };
        put(
            buf,
            inner,
            inner.x,
            inner.y + 3 + i as u16,
            &row(
                &s.rank.to_string(),
                &fit(&name, named - 1),
                &s.total.to_string(),
                bonus,
                &card.yahtzees().to_string(),
            ),
            style,
        );
    }
    inner.y + 4 + game.seats().len() as u16
}

/// Under the standings from row `top`: the celebrations, the card's note, the store's notice.
fn draw_notes(buf: &mut Buffer, inner: Rect, mut top: u16, finished: &Finished, theme: &Theme) {
    let width = inner.width as usize;
    // What was said when the match ended comes first: the luck readout below the standings
    // takes the rows these leave, its Perfect line going first and then the whole readout
    // (the review shows it all) where a longer language needs more rows than there are.
    let mut said = 0;
    for line in finished.celebrations {
        said += wrap(line, width).len();
    }
    if let Some(note) = finished.card_note {
        said += 1 + wrap(note, width).len();
    }
    if let Some(notice) = finished.notice {
        said += 1 + wrap(notice, width).len();
    }
    if let Some(account) = finished.luck {
        let room = usize::from(inner.bottom().saturating_sub(top)).saturating_sub(said);
        let lines = [true, false]
            .into_iter()
            .map(|perfect| luck_lines(width, finished.game, account, perfect, theme))
            .find(|lines| lines.len().saturating_sub(1) <= room);
        for (line, style) in lines.unwrap_or_default() {
            put(buf, inner, inner.x, top, &line, style);
            top += 1;
        }
    }
    for line in finished.celebrations {
        for part in wrap(line, inner.width as usize) {
            put(buf, inner, inner.x, top, &part, theme.good());
            top += 1;
        }
    }
    if let Some(note) = finished.card_note {
        top += 1;
        for line in wrap(note, inner.width as usize) {
            put(buf, inner, inner.x, top, &line, theme.good());
            top += 1;
        }
    }
    if let Some(notice) = finished.notice {
        let top = top + 1;
        for (i, line) in wrap(notice, inner.width as usize).iter().enumerate() {
            put(buf, inner, inner.x, top + i as u16, line, theme.warn());
        }
    }
}

/// The keys the help bar offers: fewer for a guest, and no "other card" when all are shown.
fn help_keys(finished: &Finished, keymap: &Keymap) -> Vec<(String, String)> {
    let game = finished.game;
    let mut keys = if finished.guest {
        let mut keys =
            keymap.short_help_for(Context::Results, &[Command::Review, Command::OtherCard]);
        // Every way out of the results leaves the table for a guest: the menu is the host's.
        keys.push((
            keymap.key_for(Context::Results, Command::Quit),
            t!("play-results-key-leave-table"),
        ));
        keys
    } else {
        keymap.short_help(Context::Results)
    };
    if !game.rules().layout().is_multi_column() || game.seats().len() < 2 {
        // Every card is on screen already: there is no other to show.
        let other = keymap.short_help_for(Context::Results, &[Command::OtherCard]);
        keys.retain(|k| !other.contains(k));
    }
    keys
}

/// The results screen: the finished match, kept from its play screen with what was said
/// while it was recorded.
pub struct Results {
    session: Session,
    store_notice: Option<String>,
    personal_bests: Vec<String>,
    /// What became of the result card, once asked for.
    card_note: Option<String>,
    /// When the match ended, as the history keeps it.
    finished_unix: u64,
    /// Whose card is shown on a card of several columns (see [`Finished::shown`]).
    shown: usize,
    /// A guest's results at a hosted table (see [`Finished::guest`]).
    guest: bool,
    /// What leaving loses: the match's end that could not be saved.
    lost: Option<String>,
    /// When the results were first drawn, on the app's clock (see [`Results::heeds_keys`]).
    drawn_at: Option<Duration>,
    /// What the daily's record says of this match (its share line, or that it is a replay),
    /// looked up on the first draw of a match thrown from a tape.
    daily: Option<super::daily::DailyOfMatch>,
    /// The account of luck and play, once worked out.
    luck: Option<Luck>,
}

/// How long after the results are first drawn their keys wait: a key pressed in the last
/// instant of the match (the last Enter, pressed twice or held) is not a choice made on the
/// results, which would vanish with the standings unread.
pub const RESULTS_GRACE: Duration = Duration::from_millis(600);

/// What a finished match's play screen hands its results: everything said while the match
/// was recorded. (The results never look back at the play screen, which they replace.)
pub struct MatchEnd {
    pub session: Session,
    pub store_notice: Option<String>,
    pub personal_bests: Vec<String>,
    pub card_note: Option<String>,
    pub finished_unix: u64,
    pub guest: bool,
    pub lost: Option<String>,
}

impl Results {
    pub fn of(end: MatchEnd) -> Results {
        Results {
            session: end.session,
            store_notice: end.store_notice,
            personal_bests: end.personal_bests,
            card_note: end.card_note,
            finished_unix: end.finished_unix,
            shown: 0,
            guest: end.guest,
            lost: end.lost,
            drawn_at: None,
            daily: None,
            luck: None,
        }
    }

    /// Whether a key pressed at `clock` is a choice made on the results: one pressed after
    /// they were drawn, once [`RESULTS_GRACE`] has passed.
    fn heeds_keys(&self, clock: Duration) -> bool {
        self.drawn_at
            .is_some_and(|at| clock.saturating_sub(at) >= RESULTS_GRACE)
    }

    /// The same table again: the next seat throws first this time, and each seat's coach
    /// moves with it.
    fn rematch(&self) -> Rematch {
        let mut seats = self.session.game().seats().to_vec();
        seats.rotate_left(1);
        let mut options = self.session.options().clone();
        options.coach.resize(seats.len(), CoachMode::Off);
        options.coach.rotate_left(1);
        Rematch {
            rules: *self.session.game().rules(),
            seats,
            options,
            same_dice: self.session.game().same_dice(),
        }
    }

    /// What this match is to the daily, read from its record once (only for a solo match
    /// thrown from a tape: no other can be a daily).
    fn daily(&mut self, cx: &mut Cx) -> &super::daily::DailyOfMatch {
        let session = &self.session;
        let daily = self.daily.get_or_insert_with(|| {
            let game = session.game();
            if game.seats().len() == 1 && game.start_dice_source().as_tape().is_some() {
                super::daily::DailyView::of_match(&cx.store.daily(), session)
            } else {
                super::daily::DailyOfMatch::None
            }
        });
        daily.account(cx.shelf);
        daily
    }

    /// The result card: kept in the data folder and, where the terminal may take it, sent to
    /// its clipboard; one line says which happened. Nothing answers whether the terminal
    /// took it, so the line never claims it did.
    fn share_card(&mut self, cx: &mut Cx) {
        let info = crate::share::CardInfo {
            finished_unix: self.finished_unix,
            practice: self.session.options().practice,
            play: self.session.options().play_mode(),
        };
        // A scored daily's card is headed by its share line.
        let share = self.daily(cx).share();
        let account = self.luck.as_ref().and_then(Luck::account);
        let text = match share {
            Some(share) => crate::share::daily_card(self.session.game(), &info, &share, account),
            None => crate::share::text_card_with(self.session.game(), &info, account),
        };
        let name = format!(
            "{}-{}.txt",
            crate::store::format_time(info.finished_unix).replace([' ', ':'], "-"),
            self.session.id().chars().take(8).collect::<String>()
        );
        let kept = cx.store.save_card(&name, &text);
        let sent = match cx.clipboard.as_deref_mut() {
            Some(clipboard) => {
                *clipboard = Some(text);
                true
            }
            None => false,
        };
        self.card_note = Some(card_note(kept, Copied::Card, sent));
    }
}

/// What a result card's key put on the terminal's clipboard with the card it saved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Copied {
    /// The card itself (the results of a match).
    Card,
    /// Only a daily's share line (the list of dailies: the line is what friends are sent).
    ShareLine,
}

/// The one line that says what the result card key did, on every screen that has it: where
/// the card was saved (or why not) and whether `what` went to the clipboard (`sent` false:
/// this terminal cannot take it). Nothing answers whether the terminal took it, so the line
/// never claims it did.
pub fn card_note(
    kept: Result<String, crate::store::StoreError>,
    what: Copied,
    sent: bool,
) -> String {
    let saved = kept.map_err(|e| crate::escape::excerpt(&e.to_string(), 200));
    let line = match (saved, what, sent) {
        (Ok(path), Copied::Card, true) => t!("play-card-note-saved-sent", path = path),
        (Ok(path), Copied::ShareLine, true) => {
            t!("play-card-note-saved-line-sent", path = path)
        }
        (Ok(path), _, false) => {
            let why = match crate::share::ClipboardRoute::of_terminal() {
                crate::share::ClipboardRoute::Refused(why) => Some(why.why().to_string()),
                _ => None,
            };
            match (what, why) {
                (Copied::Card, Some(why)) => {
                    t!(
                        "play-card-note-saved-no-clipboard-why",
                        path = path,
                        why = why
                    )
                }
                (Copied::Card, None) => t!("play-card-note-saved-no-clipboard", path = path),
                (Copied::ShareLine, Some(why)) => t!(
                    "play-card-note-saved-line-no-clipboard-why",
                    path = path,
                    why = why
                ),
                (Copied::ShareLine, None) => {
                    t!("play-card-note-saved-line-no-clipboard", path = path)
                }
            }
        }
        (Err(e), Copied::Card, true) => t!("play-card-note-sent-not-saved", error = e),
        (Err(e), Copied::ShareLine, true) => {
            t!("play-card-note-not-saved-line-sent", error = e)
        }
        (Err(e), _, false) => t!("play-card-note-not-saved", error = e),
    };
    crate::words::full_stop(&line)
}

impl Screen for Results {
    fn kind(&self) -> Kind {
        Kind::Results
    }

    /// Enter and Esc leave most screens, but not this one: pressed out of habit (or as the
    /// match's last key), they would take the standings away unread. They say which keys
    /// do leave instead.
    fn key(&mut self, key: &KeyEvent, cx: &mut Cx) -> Option<Step> {
        if !matches!(key.code, KeyCode::Enter | KeyCode::Esc)
            || !key.modifiers.is_empty()
            || cx.keys.lookup(Context::Results, key).is_some()
        {
            return None;
        }
        if self.heeds_keys(cx.clock) {
            let stay = if self.guest {
                t!(
                    "play-results-stay-guest",
                    key = cx.keys.key_for(Context::Results, Command::Quit)
                )
            } else {
                t!(
                    "play-results-stay",
                    menu = cx.keys.key_for(Context::Results, Command::Menu),
                    rematch = cx.keys.key_for(Context::Results, Command::Rematch)
                )
            };
            self.card_note = Some(stay);
        }
        Some(Step::Stay)
    }

    fn contexts(&self) -> Vec<Context> {
        vec![Context::Results]
    }

    fn command(&mut self, command: Command, cx: &mut Cx) -> Step {
        if !self.heeds_keys(cx.clock) {
            return Step::Stay;
        }
        match command {
            // A guest's window keeps nothing and starts nothing: the keys say so instead.
            Command::Rematch if self.guest => {
                self.card_note = Some(t!("play-results-guest-rematch"));
                Step::Stay
            }
            Command::Card if self.guest => {
                self.card_note = Some(t!("play-results-guest-card"));
                Step::Stay
            }
            // A daily's rematch is the day's replay, offered by the daily's screen: an
            // ordinary match would keep the daily's settings (no hints, no undo), count in
            // the statistics and be remembered as the setup to start from.
            Command::Rematch if !matches!(self.daily(cx), super::daily::DailyOfMatch::None) => {
                Step::Daily
            }
            Command::Rematch => Step::Rematch(Box::new(self.rematch())),
            Command::Review => Step::Push(Box::new(ReviewView::new(
                self.session.game(),
                cx.shelf,
                &cx.theme,
            ))),
            Command::Card => {
                self.share_card(cx);
                Step::Stay
            }
            Command::OtherCard => {
                self.shown = (self.shown + 1) % self.session.game().seats().len().max(1);
                Step::Stay
            }
            Command::Menu => Step::Menu {
                notice: self.store_notice.clone(),
            },
            Command::Quit => Step::Quit,
            _ => Step::Stay,
        }
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        self.drawn_at.get_or_insert(cx.clock);
        let daily = self.daily(cx).line();
        let celebrations: Vec<String> = self.personal_bests.iter().cloned().chain(daily).collect();
        if self.luck.is_none() {
            self.luck = Luck::of(self.session.game(), cx.shelf);
            if let Some(luck) = &self.luck
                && !self.guest
            {
                let game = self.session.game();
                luck.note(self.session.id(), game.seats().len(), cx.store);
            }
        }
        draw(
            buf,
            area,
            Finished {
                game: self.session.game(),
                practice: self.session.options().practice,
                notice: self.store_notice.as_deref(),
                celebrations: &celebrations,
                card_note: self.card_note.as_deref(),
                shown: self.shown,
                guest: self.guest,
                luck: self.luck.as_ref().and_then(Luck::account),
            },
            &cx.theme,
            cx.keys,
        );
    }

    fn current_match(&self) -> Option<&Match> {
        Some(self.session.game())
    }

    /// Once drawn, a tick when the keys start to count, so the clock a key is read on is
    /// not behind.
    fn next_wake(&self, clock: Duration) -> Option<Duration> {
        let at = self.drawn_at?;
        (!self.heeds_keys(clock)).then(|| (at + RESULTS_GRACE).saturating_sub(clock))
    }

    fn lost(&self) -> Option<String> {
        self.lost.clone()
    }
}
