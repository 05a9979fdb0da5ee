//! The matches on the go (the menu's *Resume*): who plays, the rules, the round and when each
//! was last played, newest first. Enter resumes one; the delete key deletes one, asked first,
//! its file kept aside. The list is read from the store when the screen is made and after
//! each deletion, never while drawing.
//!
//! What can be deleted: any match no window is playing. The game has no other way to drop a
//! match the players left (they quit from the match, or from the menu with it on the go, and
//! it waits here), so "abandoned" is simply a match someone deletes here; a finished one
//! waiting to go to the history (the program stopped in between) can be deleted the same way.
//! A match another window plays is listed so, and is neither resumed nor deleted from here.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::{Confirm, Cx, Kind, Screen, ScrollList, Step};
use crate::l10n::t;
use crate::store::{EntryState, MAX_MATCHES, MatchBrief, MatchEntry, format_time};
use crate::tui::keymap::{Command, Context, Keymap};
use crate::tui::theme::Theme;
use crate::tui::widgets::{display_width, fit, footer, frame, list_row, put, wrap};

/// The widest the rules' name is shown ("Yatzy", "Triple Yahtzee" …). The column is only as
/// wide as the names listed need, so the players' column (and a daily's mark in it) gets
/// the rest.
const RULES_WIDTH: usize = 14;
/// The round column's width: "round 13 of 13" as the language spoken says the longest
/// round (Triple's 39 of 39), or "over", whichever is wider.
fn round_width() -> usize {
    let longest = t!("setup-matches-round", round = 39, rounds = 39);
    display_width(&longest).max(display_width(&t!("setup-matches-over")))
}
/// "2026-12-05 21:04".
/// The last-played column: a time as `format_time` writes it ("2026-12-05 08:40"), or its
/// head where that is longer in the language spoken.
fn when_width() -> usize {
    display_width(&t!("setup-matches-head-played")).max(16)
}

/// The list's columns at one width: each as wide as its words in the language spoken.
struct Columns {
    /// The whole row's.
    width: usize,
    who: usize,
    rules: usize,
    round: usize,
    /// The last-played column's, when it is shown. Where a row's players would be cut with
    /// it and are whole without it (a daily's day and "replay" said in a longer language
    /// at 80 columns), it goes: the list is newest first already, and who plays which
    /// day's daily is what tells the rows apart.
    when: Option<usize>,
}

impl Columns {
    fn of(entries: &[MatchEntry], width: usize) -> Columns {
        let rules = MatchList::rules_width(entries);
        let round = round_width();
        let when = when_width();
        let who_room = |fixed: usize| width.saturating_sub(fixed).max(8);
        let with_when = who_room(rules + round + when + 6);
        let without = who_room(rules + round + 4);
        let widest = entries
            .iter()
            .filter_map(MatchList::who)
            .map(|w| display_width(&w))
            .max()
            .unwrap_or(0);
        if widest > with_when && widest <= without {
            Columns {
                width,
                who: without,
                rules,
                round,
                when: None,
            }
        } else {
            Columns {
                width,
                who: with_when,
                rules,
                round,
                when: Some(when),
            }
        }
    }
}

pub struct MatchList {
    pub entries: Vec<MatchEntry>,
    pub list: ScrollList,
    /// What the last deletion or resume attempt came to.
    pub status: Option<String>,
}

impl MatchList {
    pub fn new(entries: Vec<MatchEntry>, status: Option<String>) -> MatchList {
        MatchList {
            entries,
            list: ScrollList::default(),
            status,
        }
    }

    /// "round 5 of 13", or "over" for a match that only waits for the history.
    fn round(brief: &MatchBrief) -> String {
        if brief.over {
            t!("setup-matches-over")
        } else {
            t!(
                "setup-matches-round",
                round = (brief.round),
                rounds = (brief.rounds)
            )
        }
    }

    /// The rules column's width for `entries`: their longest rules' name, or the heading's.
    pub fn rules_width(entries: &[MatchEntry]) -> usize {
        entries
            .iter()
            .filter_map(MatchEntry::brief)
            .map(|b| display_width(&b.rules))
            .fold(display_width(&t!("setup-matches-head-rules")), usize::max)
            .min(RULES_WIDTH)
    }

    /// The players' words of a match's row: who plays, a daily's day (and whether the
    /// replay), practice, and whether it is open elsewhere.
    fn who(entry: &MatchEntry) -> Option<String> {
        let (EntryState::Ready(b) | EntryState::Elsewhere(b)) = &entry.state else {
            return None;
        };
        let mut who = b.who();
        // A daily says which day's and whether it is the replay; "practice" would only
        // repeat that a replay is unscored.
        match b.daily {
            Some(daily) => who.push_str(&format!(" · {}", daily.label())),
            None if b.practice => {
                who.push_str(&format!(" · {}", t!("setup-matches-practice")));
            }
            None => {}
        }
        if matches!(entry.state, EntryState::Elsewhere(_)) {
            who.push_str(&format!(" · {}", t!("setup-matches-elsewhere")));
        }
        Some(who)
    }

    /// One match's row in `columns`: its players (cut to fit), rules, round and, where the
    /// columns keep it, last played.
    fn line(entry: &MatchEntry, columns: &Columns) -> String {
        match &entry.state {
            EntryState::Ready(b) | EntryState::Elsewhere(b) => {
                let who = fit(&MatchList::who(entry).unwrap_or_default(), columns.who);
                let pad = columns.who.saturating_sub(display_width(&who));
                let round = MatchList::round(b);
                let round_pad = columns.round.saturating_sub(display_width(&round));
                let rules_width = columns.rules;
                let mut line = format!(
                    "{who}{}  {:<rules_width$}  {round}",
                    " ".repeat(pad),
                    fit(&b.rules, rules_width),
                );
                if columns.when.is_some() {
                    line.push_str(&" ".repeat(round_pad));
                    line.push_str("  ");
                    line.push_str(&format_time(b.saved_unix));
                }
                line
            }
            EntryState::Newer(why) | EntryState::Unreadable(why) => fit(why, columns.width),
        }
    }

    fn areas(area: Rect) -> (Rect, Rect) {
        // Above the rows: a line on the list, a blank and the column heads; below: a blank,
        // the chosen match's id, and the status.
        super::list_areas(area, 3, 3)
    }

    pub fn item_at(&self, area: Rect, y: u16) -> Option<usize> {
        let (_, rows) = MatchList::areas(area);
        self.list.row_at(rows, y, self.entries.len())
    }

    pub fn move_by(&mut self, down: bool) {
        self.list.move_by(self.entries.len(), down);
    }

    fn chosen(&self) -> Option<&MatchEntry> {
        self.entries.get(self.list.selected)
    }

    /// Enter: the chosen match resumed, or why not, in the status line.
    fn resume(&mut self) -> Step {
        let Some(entry) = self.chosen() else {
            return Step::Stay;
        };
        match &entry.state {
            EntryState::Ready(_) => Step::Resume(entry.id.clone()),
            EntryState::Elsewhere(_) => {
                self.status = Some(t!("setup-matches-elsewhere-resume"));
                Step::Stay
            }
            EntryState::Newer(why) | EntryState::Unreadable(why) => {
                self.status = Some(why.clone());
                Step::Stay
            }
        }
    }

    /// The delete key: asked first; a match another window plays, or one this program
    /// cannot read, is not deleted from here.
    fn delete(&mut self) -> Step {
        let Some(entry) = self.chosen() else {
            return Step::Stay;
        };
        match &entry.state {
            EntryState::Ready(b) => {
                let about = format!(
                    "{} · {} · {}",
                    crate::escape::excerpt(&b.who(), 60),
                    b.rules,
                    MatchList::round(b)
                );
                Step::Confirm(Box::new(Confirm::delete(&entry.id, &about, b.over)))
            }
            EntryState::Elsewhere(_) => {
                self.status = Some(t!("setup-matches-elsewhere-delete"));
                Step::Stay
            }
            EntryState::Newer(_) | EntryState::Unreadable(_) => {
                self.status = Some(t!("setup-matches-unreadable-delete"));
                Step::Stay
            }
        }
    }

    pub fn draw(&mut self, buf: &mut Buffer, area: Rect, theme: &Theme, keymap: &Keymap) {
        let (outer, rows) = MatchList::areas(area);
        let title = format!(
            " {} ",
            t!("setup-matches-title", count = (self.entries.len()))
        );
        let inner = frame(buf, outer, &title, theme.border(), theme.title());
        let text_width = inner.width.saturating_sub(2) as usize;
        if self.entries.is_empty() {
            let lines = wrap(&t!("setup-matches-none"), text_width);
            for (i, line) in lines.iter().enumerate() {
                put(
                    buf,
                    inner,
                    inner.x + 1,
                    inner.y + i as u16,
                    line,
                    theme.base(),
                );
            }
        } else {
            self.draw_list(buf, inner, rows, theme);
        }
        if let Some(status) = &self.status {
            put(
                buf,
                inner,
                inner.x + 1,
                inner.bottom().saturating_sub(1),
                &fit(status, text_width),
                theme.warn(),
            );
        }
        let mut commands = vec![Command::Up];
        if !self.entries.is_empty() {
            commands.push(Command::Select);
            commands.push(Command::ForgetKey);
        }
        commands.push(Command::Back);
        // The list context's forgetting key deletes here, and its choosing key resumes: each
        // entry found by its command, whatever words the language gives it.
        let keys: Vec<(String, String)> = commands
            .iter()
            .flat_map(|&c| {
                keymap
                    .short_help_for(Context::List, &[c])
                    .into_iter()
                    .map(move |(k, h)| match c {
                        Command::ForgetKey => (k, t!("setup-matches-key-delete")),
                        Command::Select => (k, t!("setup-matches-key-resume")),
                        _ => (k, h),
                    })
            })
            .collect();
        footer(buf, area, &keys, theme);
    }

    fn draw_list(&mut self, buf: &mut Buffer, inner: Rect, rows: Rect, theme: &Theme) {
        let text_width = inner.width.saturating_sub(2) as usize;
        let about = if self.entries.len() >= MAX_MATCHES {
            t!("setup-matches-full", count = MAX_MATCHES)
        } else {
            t!("setup-matches-about")
        };
        put(
            buf,
            inner,
            inner.x + 1,
            inner.y,
            &fit(&about, text_width),
            if self.entries.len() >= MAX_MATCHES {
                theme.warn()
            } else {
                theme.dim()
            },
        );
        let columns = Columns::of(&self.entries, text_width);
        // Each head padded by its display width, as the rows below it are.
        let column = |text: String, w: usize| {
            let text = fit(&text, w);
            let pad = w.saturating_sub(display_width(&text));
            format!("{text}{}", " ".repeat(pad))
        };
        let mut head = format!(
            "{}  {}  ",
            column(t!("setup-matches-head-players"), columns.who),
            column(t!("setup-matches-head-rules"), columns.rules),
        );
        if columns.when.is_some() {
            head.push_str(&column(t!("setup-matches-head-round"), columns.round));
            head.push_str("  ");
            head.push_str(&t!("setup-matches-head-played"));
        } else {
            head.push_str(&t!("setup-matches-head-round"));
        }
        put(
            buf,
            inner,
            inner.x + 1,
            rows.y.saturating_sub(1),
            &fit(&head, text_width),
            theme.dim(),
        );
        let h = rows.height as usize;
        for (line, entry, chosen) in self.list.shown(&self.entries, h) {
            list_row(
                buf,
                rows,
                rows.y + line,
                &fit(&MatchList::line(entry, &columns), text_width),
                chosen,
                theme,
            );
        }
        // More rows than shown: said, so none is missed.
        let scroll = self.list.scroll;
        let hidden = self.entries.len().saturating_sub(scroll + h);
        let mut below = String::new();
        if scroll > 0 || hidden > 0 {
            below = format!(
                "{} · ",
                t!("setup-matches-more", above = scroll, below = hidden)
            );
        }
        if let Some(entry) = self.chosen() {
            let id = entry.id.to_string();
            below.push_str(&t!("setup-matches-id", id = id));
        }
        put(
            buf,
            inner,
            inner.x + 1,
            rows.bottom(),
            &fit(&below, text_width),
            theme.dim(),
        );
    }
}

impl Screen for MatchList {
    fn kind(&self) -> Kind {
        Kind::Matches
    }

    fn contexts(&self) -> Vec<Context> {
        vec![Context::List]
    }

    fn command(&mut self, command: Command, _cx: &mut Cx) -> Step {
        // What the last action came to is about the match it was asked of: a move or the
        // next action leaves it behind, so it is never read as about another match.
        self.status = None;
        match command {
            Command::Up => self.move_by(false),
            Command::Down => self.move_by(true),
            Command::Select => return self.resume(),
            Command::ForgetKey => return self.delete(),
            Command::Back | Command::Menu | Command::Quit => return Step::Menu { notice: None },
            _ => {}
        }
        Step::Stay
    }

    /// A click chooses a match; a second click on it resumes it.
    fn click(&mut self, area: Rect, _x: u16, y: u16, _cx: &mut Cx) -> Step {
        self.status = None;
        match self.item_at(area, y) {
            Some(i) if i == self.list.selected => self.resume(),
            Some(i) => {
                self.list.selected = i;
                Step::Stay
            }
            None => Step::Stay,
        }
    }

    fn notice(&self) -> Option<&str> {
        self.status.as_deref()
    }

    fn report(&mut self, problem: &str) -> bool {
        self.status = Some(problem.to_string());
        true
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        MatchList::draw(self, buf, area, &cx.theme, cx.keys);
    }
}
