//! Finished matches: a list, and each one's final cards. The list shows the matches a
//! person played in by default, as the statistics show people's figures: a key shows the
//! CPU-only matches too.

use crate::l10n::t;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::review::ReviewView;
use super::{Cx, Kind, Screen, ScrollList, Step, results};
use crate::game::Match;
use crate::game::SeatKind;
use crate::store::{FinishedMatch, Who, format_time};
use crate::tui::keymap::{Command, Context, Keymap};
use crate::tui::theme::Theme;
use crate::tui::widgets::{display_width, fit, footer, frame, list_row, put};

pub struct HistoryView {
    /// The matches shown: newest first, each with its match rebuilt (entries that fail the
    /// checks are left out), those `who` asks for.
    pub entries: Vec<(FinishedMatch, Match)>,
    /// Every match, shown or not.
    every: Vec<(FinishedMatch, Match)>,
    who: Who,
    pub list: ScrollList,
}

impl HistoryView {
    pub fn new(recent: Vec<FinishedMatch>) -> HistoryView {
        let mut entries: Vec<(FinishedMatch, Match)> = recent
            .into_iter()
            .filter_map(|f| Match::from_record(f.record.clone()).ok().map(|m| (f, m)))
            .collect();
        entries.reverse();
        let mut view = HistoryView {
            entries: Vec::new(),
            every: entries,
            who: Who::default(),
            list: ScrollList::default(),
        };
        view.show(Who::default());
        view
    }

    /// Shows the matches `who` asks for, keeping the one chosen where it is still shown.
    pub fn show(&mut self, who: Who) {
        let chosen = self.chosen().map(|e| e.0.id.clone());
        self.who = who;
        self.entries = self
            .every
            .iter()
            .filter(|(_, m)| {
                who == Who::Everyone || m.seats().iter().any(|s| s.kind == SeatKind::Human)
            })
            .cloned()
            .collect();
        let selected = chosen
            .and_then(|id| self.entries.iter().position(|e| e.0.id == id))
            .unwrap_or(0);
        self.list = ScrollList {
            selected,
            scroll: 0,
        };
    }

    /// How many matches people only leaves out: those of CPUs alone.
    fn hidden(&self) -> usize {
        self.every.len() - self.entries.len()
    }

    pub fn line(entry: &(FinishedMatch, Match)) -> String {
        HistoryView::line_with_names(entry, usize::MAX)
    }

    /// The entry in at most `width` columns: names shortened ("Casual…") before any total
    /// is lost at the edge, as four seats of long names would be at 80 columns.
    fn line_within(entry: &(FinishedMatch, Match), width: usize) -> String {
        let full = HistoryView::line(entry);
        if display_width(&full) <= width {
            return full;
        }
        (3..=20)
            .rev()
            .map(|cut| HistoryView::line_with_names(entry, cut))
            .find(|l| display_width(l) <= width)
            .unwrap_or_else(|| fit(&full, width))
    }

    fn line_with_names(entry: &(FinishedMatch, Match), cut: usize) -> String {
        let (f, m) = entry;
        let players: Vec<String> = m
            .standings()
            .iter()
            .map(|s| format!("{} {}", fit(&m.seats()[s.seat.index()].name, cut), s.total))
            .collect();
        format!(
            "{}  {:<8} {}{}{}",
            format_time(f.finished_unix),
            m.rules().shown_name(),
            players.join(" · "),
            if m.same_dice() {
                format!("  ({})", t!("play-history-same-dice"))
            } else {
                String::new()
            },
            match crate::store::daily::DailyMark::of(m, f.options.practice) {
                Some(daily) => format!("  ({})", daily.label()),
                None if f.options.practice => format!("  ({})", t!("play-history-practice")),
                None => String::new(),
            }
        )
    }

    pub fn item_at(&self, area: Rect, y: u16) -> Option<usize> {
        // The rows fill the frame: nothing above or below them.
        let (_, rows) = super::list_areas(area, 0, 0);
        self.list.row_at(rows, y, self.entries.len())
    }

    pub fn move_by(&mut self, down: bool) {
        self.list.move_by(self.entries.len(), down);
    }

    pub fn draw(&mut self, buf: &mut Buffer, area: Rect, theme: &Theme, keymap: &Keymap) {
        let (list, _) = super::list_areas(area, 0, 0);
        let title = match (self.who, self.hidden()) {
            (Who::People, 0) => t!("play-history-title"),
            (Who::People, n) => t!("play-history-title-hidden", count = n),
            (Who::Everyone, _) => t!("play-history-title-everyone"),
        };
        let title = format!(" {title} ");
        let inner = frame(buf, list, &title, theme.border(), theme.title());
        if self.entries.is_empty() {
            let empty = if self.hidden() > 0 {
                t!("play-history-empty-people")
            } else {
                t!("play-history-empty")
            };
            put(buf, inner, inner.x + 1, inner.y + 1, &empty, theme.dim());
        }
        for (line, entry, chosen) in self.list.shown(&self.entries, inner.height as usize) {
            list_row(
                buf,
                inner,
                inner.y + line,
                // The row starts with a space and keeps one before the border.
                &HistoryView::line_within(entry, (inner.width as usize).saturating_sub(2)),
                chosen,
                theme,
            );
        }
        let mut keys = keymap.short_help_for(
            Context::Text,
            &[Command::Up, Command::Select, Command::Back],
        );
        keys.extend(keymap.short_help_for(Context::Results, &[Command::Review]));
        // The toggle only where CPU-only matches exist, saying what it shows next.
        if self
            .every
            .iter()
            .any(|(_, m)| m.seats().iter().all(|s| s.kind != SeatKind::Human))
        {
            let mut toggle = keymap.short_help_for(Context::Records, &[Command::Everyone]);
            for (_, help) in &mut toggle {
                *help = match self.who {
                    Who::People => t!("play-history-key-cpu-too"),
                    Who::Everyone => t!("play-records-key-people-only"),
                };
            }
            keys.extend(toggle);
        }
        footer(buf, area, &keys, theme);
    }
}

impl HistoryView {
    fn chosen(&self) -> Option<&(FinishedMatch, Match)> {
        self.entries.get(self.list.selected)
    }
}

impl Screen for HistoryView {
    fn kind(&self) -> Kind {
        Kind::History
    }

    fn contexts(&self) -> Vec<Context> {
        vec![Context::Records, Context::Text, Context::Results]
    }

    fn command(&mut self, command: Command, cx: &mut Cx) -> Step {
        match command {
            Command::Everyone => self.show(self.who.other()),
            Command::Up => self.move_by(false),
            Command::Down => self.move_by(true),
            Command::Select => {
                if let Some(entry) = self.chosen() {
                    return Step::Push(Box::new(HistoryCard::new(entry.clone())));
                }
            }
            Command::Review => {
                if let Some((_, game)) = self.chosen() {
                    return Step::Push(Box::new(ReviewView::new(game, cx.shelf, &cx.theme)));
                }
            }
            Command::Back | Command::Menu | Command::Quit => return Step::Menu { notice: None },
            _ => {}
        }
        Step::Stay
    }

    /// A click selects a match; a click on the selected one opens it.
    fn click(&mut self, area: Rect, _x: u16, y: u16, cx: &mut Cx) -> Step {
        match self.item_at(area, y) {
            Some(i) if i == self.list.selected => self.command(Command::Select, cx),
            Some(i) => {
                self.list.selected = i;
                Step::Stay
            }
            None => Step::Stay,
        }
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        HistoryView::draw(self, buf, area, &cx.theme, cx.keys);
    }
}

/// One finished match's final cards, over the list it was chosen from.
pub struct HistoryCard {
    entry: (FinishedMatch, Match),
    /// Whose card is shown on a card of several columns.
    shown: usize,
    /// The account of luck and play, once worked out.
    luck: Option<results::Luck>,
}

impl HistoryCard {
    /// The cards of `entry`, a finished match and the match its record replays to.
    pub fn new(entry: (FinishedMatch, Match)) -> HistoryCard {
        HistoryCard {
            entry,
            shown: 0,
            luck: None,
        }
    }
}

impl Screen for HistoryCard {
    fn kind(&self) -> Kind {
        Kind::HistoryCard
    }

    fn contexts(&self) -> Vec<Context> {
        vec![Context::Text, Context::Results]
    }

    fn command(&mut self, command: Command, cx: &mut Cx) -> Step {
        match command {
            // The review takes the card's place: leaving it goes back to the list.
            Command::Review => Step::Open(Box::new(ReviewView::new(
                &self.entry.1,
                cx.shelf,
                &cx.theme,
            ))),
            Command::OtherCard => {
                self.shown = (self.shown + 1) % self.entry.1.seats().len().max(1);
                Step::Stay
            }
            Command::Back | Command::Menu | Command::Quit | Command::Select => Step::Back,
            _ => Step::Stay,
        }
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        let (f, game) = &self.entry;
        if self.luck.is_none() {
            self.luck = results::Luck::of(game, cx.shelf);
            // A match finished before accounts were kept gains its account when viewed.
            if let Some(luck) = &self.luck {
                luck.note(&f.id, game.seats().len(), cx.store);
            }
        }
        results::draw(
            buf,
            area,
            results::Finished {
                game,
                practice: f.options.practice,
                notice: None,
                celebrations: &[],
                card_note: None,
                shown: self.shown,
                guest: false,
                luck: self.luck.as_ref().and_then(results::Luck::account),
            },
            &cx.theme,
            cx.keys,
        );
        let mut help = cx.keys.short_help_for(Context::Text, &[Command::Back]);
        let mut results = vec![Command::Review];
        if game.rules().layout().is_multi_column() && game.seats().len() > 1 {
            results.push(Command::OtherCard);
        }
        help.extend(cx.keys.short_help_for(Context::Results, &results));
        footer(buf, area, &help, &cx.theme);
    }
}
