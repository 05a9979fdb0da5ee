//! A new table: the rules (one of the server's presets), two to four seats (the person,
//! then each seat open to anyone, kept for a named person, or a CPU of a chosen level),
//! and whether the lobby lists it or only its code lets people in. The server's loop
//! checks the order (the handles kept for, the person's limits) and says no in words here.

use crate::l10n::t;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::Rect;

use super::{Asks, HallAsk, Lines, SeatOrder, SharedBoard, TableOrder};
use crate::game::{Level, MAX_SEATS};
use crate::tui::keymap::{Command, Context};
use crate::tui::line_edit::{Edited, LineEdit};
use crate::tui::screens::{Cx, Kind, Screen, Step};
use crate::tui::widgets::{centered, footer, frame, list_row};

/// What a seat after the person's may be, in the order ←/→ goes through them.
#[derive(Clone, Debug, PartialEq, Eq)]
enum SeatPick {
    Empty,
    Open,
    Kept(String),
    Cpu(Level),
}

impl SeatPick {
    fn all(optional: bool) -> Vec<SeatPick> {
        let mut all = Vec::new();
        if optional {
            all.push(SeatPick::Empty);
        }
        all.push(SeatPick::Open);
        all.push(SeatPick::Kept(String::new()));
        all.extend(Level::ALL.iter().map(|&l| SeatPick::Cpu(l)));
        all
    }

    fn same_kind(&self, other: &SeatPick) -> bool {
        match (self, other) {
            (SeatPick::Kept(_), SeatPick::Kept(_)) => true,
            _ => self == other,
        }
    }

    fn words(&self) -> String {
        match self {
            SeatPick::Empty => t!("serve-new-seat-empty"),
            SeatPick::Open => t!("serve-new-seat-open"),
            SeatPick::Kept(name) if name.is_empty() => t!("serve-new-seat-kept-for-whom"),
            SeatPick::Kept(name) => t!("serve-new-seat-kept-for", name = name.as_str()),
            SeatPick::Cpu(level) => t!("serve-new-seat-cpu", level = level.shown()),
        }
    }
}

/// The rows of the form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Row {
    Rules,
    Seat(usize),
    Listed,
    Open,
}

pub struct NewTable {
    presets: Vec<String>,
    preset: usize,
    /// Seats 2 to 4 (the first is the person's).
    seats: Vec<SeatPick>,
    listed: bool,
    row: Row,
    /// The kept-for handle being typed, for the seat at this row.
    typing: Option<(usize, LineEdit)>,
    asks: Asks,
    board: SharedBoard,
}

impl NewTable {
    pub fn new(presets: Vec<String>, asks: Asks, board: SharedBoard) -> NewTable {
        board.borrow_mut().problem = None;
        NewTable {
            presets,
            preset: 0,
            seats: vec![SeatPick::Open, SeatPick::Empty, SeatPick::Empty],
            listed: true,
            row: Row::Rules,
            typing: None,
            asks,
            board,
        }
    }

    fn rows(&self) -> Vec<Row> {
        let mut rows = vec![Row::Rules];
        rows.extend((0..MAX_SEATS.saturating_sub(1)).map(Row::Seat));
        rows.push(Row::Listed);
        rows.push(Row::Open);
        rows
    }

    fn change(&mut self, forward: bool) {
        let turn = |at: usize, len: usize| {
            if len == 0 {
                0
            } else if forward {
                (at + 1) % len
            } else {
                (at + len - 1) % len
            }
        };
        match self.row {
            Row::Rules => self.preset = turn(self.preset, self.presets.len()),
            Row::Seat(i) => {
                let all = SeatPick::all(i > 0);
                let Some(pick) = self.seats.get_mut(i) else {
                    return;
                };
                let at = all.iter().position(|p| p.same_kind(pick)).unwrap_or(0);
                *pick = all[turn(at, all.len())].clone();
            }
            Row::Listed => self.listed = !self.listed,
            Row::Open => {}
        }
    }

    /// Sends the order to the server's loop, or says on the form why it is not one.
    fn order_it(&mut self) {
        match self.order() {
            Ok(order) => self.asks.borrow_mut().push(HallAsk::NewTable(order)),
            Err(why) => self.board.borrow_mut().say(why),
        }
    }

    /// The order, when it is one the server can take.
    fn order(&self) -> Result<TableOrder, String> {
        let preset = self
            .presets
            .get(self.preset)
            .ok_or_else(|| t!("serve-new-no-rules"))?
            .clone();
        let mut seats = vec![SeatOrder::Me];
        for pick in &self.seats {
            seats.push(match pick {
                SeatPick::Empty => continue,
                SeatPick::Open => SeatOrder::Open,
                SeatPick::Kept(name) if name.trim().is_empty() => {
                    return Err(t!("serve-new-kept-for-no-one"));
                }
                SeatPick::Kept(name) => SeatOrder::KeptFor(name.trim().to_string()),
                SeatPick::Cpu(level) => SeatOrder::Cpu(*level),
            });
        }
        Ok(TableOrder {
            preset,
            seats,
            listed: self.listed,
        })
    }
}

impl Screen for NewTable {
    fn kind(&self) -> Kind {
        Kind::NewTable
    }

    fn contexts(&self) -> Vec<Context> {
        vec![Context::Setup, Context::List]
    }

    fn key(&mut self, key: &KeyEvent, _cx: &mut Cx) -> Option<Step> {
        let (i, typing) = self.typing.as_mut()?;
        let i = *i;
        match typing.key(key) {
            Edited::Changed | Edited::Other => {}
            Edited::Enter => {
                let name = typing.text.trim().to_string();
                if let Some(pick) = self.seats.get_mut(i) {
                    *pick = SeatPick::Kept(name);
                }
                self.typing = None;
            }
            Edited::Esc => self.typing = None,
        }
        Some(Step::Stay)
    }

    fn command(&mut self, command: Command, _cx: &mut Cx) -> Step {
        let rows = self.rows();
        let at = rows.iter().position(|&r| r == self.row).unwrap_or(0);
        match command {
            Command::Up => self.row = rows[at.saturating_sub(1)],
            Command::Down => self.row = rows[(at + 1).min(rows.len() - 1)],
            Command::Left => self.change(false),
            Command::Right => self.change(true),
            Command::Start => self.order_it(),
            Command::Select => match self.row {
                Row::Seat(i) if matches!(self.seats.get(i), Some(SeatPick::Kept(_))) => {
                    let now = match self.seats.get(i) {
                        Some(SeatPick::Kept(name)) => name.clone(),
                        _ => String::new(),
                    };
                    self.typing = Some((i, LineEdit::new(&now, 32)));
                }
                Row::Open => self.order_it(),
                _ => self.change(true),
            },
            Command::Back => {
                self.board.borrow_mut().problem = None;
                return Step::Back;
            }
            _ => {}
        }
        Step::Stay
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        let theme = cx.theme;
        let body = Rect::new(area.x, area.y, area.width, area.height.saturating_sub(1));
        let outer = frame(
            buf,
            body,
            &t!("serve-new-title"),
            theme.base(),
            theme.title(),
        );
        let inner = centered(outer, 76.min(outer.width), 18.min(outer.height));
        let mut lines = Lines::inside(inner);
        lines.say(buf, &t!("serve-new-intro"), theme.dim());
        lines.skip();
        // The preset as the reader names it; the order keeps its name.
        let rules = self
            .presets
            .get(self.preset)
            .map_or_else(|| "—".to_string(), |p| super::shown_preset(p));
        let me = self.board.borrow().me.clone();
        let chosen = self.row;
        let row = |buf: &mut Buffer, lines: &mut Lines, text: &str, at: Row| {
            list_row(buf, lines.area, lines.y, text, chosen == at, &theme);
            lines.skip();
        };
        // The labels' column is as wide as the widest label in this language needs.
        let seat_label = |n: usize| t!("serve-new-seat", number = n);
        let labels = [
            t!("serve-new-rules"),
            t!("serve-new-table"),
            seat_label(self.seats.len() + 1),
        ];
        let label_w = labels
            .iter()
            .map(|l| crate::tui::widgets::display_width(l))
            .max()
            .unwrap_or(0)
            .saturating_add(3)
            .max(9);
        let label = |text: &str| {
            let pad = label_w.saturating_sub(crate::tui::widgets::display_width(text));
            format!("{text}{}", " ".repeat(pad))
        };
        row(
            buf,
            &mut lines,
            &format!("{}◀ {rules} ▶", label(&labels[0])),
            Row::Rules,
        );
        let first = format!(
            "{}{}",
            label(&seat_label(1)),
            t!("serve-new-you", name = me.as_str())
        );
        crate::tui::widgets::put(buf, lines.area, lines.x, lines.y, &first, theme.base());
        lines.skip();
        for (i, pick) in self.seats.iter().enumerate() {
            let words = match &self.typing {
                Some((t, typing)) if *t == i => {
                    t!("serve-new-seat-kept-for", name = typing.shown())
                }
                _ => pick.words(),
            };
            row(
                buf,
                &mut lines,
                &format!("{}◀ {words} ▶", label(&seat_label(i + 2))),
                Row::Seat(i),
            );
        }
        let listed = if self.listed {
            t!("serve-new-listed")
        } else {
            t!("serve-new-private")
        };
        row(
            buf,
            &mut lines,
            &format!("{}◀ {listed} ▶", label(&labels[1])),
            Row::Listed,
        );
        lines.skip();
        row(buf, &mut lines, &t!("serve-new-open"), Row::Open);
        lines.skip();
        if let Some(problem) = &self.board.borrow().problem {
            lines.say(buf, problem, theme.bad());
        }
        let help = if self.typing.is_some() {
            vec![
                ("enter".to_string(), t!("serve-new-key-keep")),
                ("esc".to_string(), t!("serve-new-key-stop-typing")),
            ]
        } else {
            let mut h = cx.keys.short_help_for(
                Context::Setup,
                &[Command::Up, Command::Left, Command::Start],
            );
            h.push(("esc".to_string(), t!("serve-key-back-to-lobby")));
            h
        };
        footer(buf, area, &help, &theme);
    }
}
