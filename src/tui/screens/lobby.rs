//! A guest's first screen at a hosted table: the seats kept for guests (free, taken, or
//! waiting for a guest who dropped), and watching. The host's loop keeps what it lists up to
//! date; choosing asks the loop for the seat, which may still say no (another guest was
//! quicker).

use crate::l10n::t;
use std::cell::RefCell;
use std::rc::Rc;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::{Cx, Kind, Screen, Step};
use crate::game::SeatId;
use crate::tui::keymap::{Command, Context};
use crate::tui::theme::Theme;
use crate::tui::widgets::{frame, put, wrap};

/// A seat kept for a guest, as the lobby shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    pub seat: SeatId,
    pub name: String,
    pub state: OfferState,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OfferState {
    Free,
    /// A guest plays it now.
    Taken,
    /// Its guest dropped; the match waits for them (or a CPU stands in).
    Away {
        stand_in: Option<String>,
    },
}

impl OfferState {
    /// The seat's state in words, as the drawn lobby and a plain guest's list both say it.
    pub fn words(&self) -> String {
        match self {
            OfferState::Free => t!("serve-hosted-free"),
            OfferState::Taken => t!("serve-hosted-taken"),
            OfferState::Away { stand_in: None } => t!("serve-hosted-away"),
            OfferState::Away {
                stand_in: Some(cpu),
            } => t!("serve-hosted-away-cpu", cpu = cpu.as_str()),
        }
    }
}

/// What the lobby lists, kept by the host's loop.
#[derive(Clone, Debug, Default)]
pub struct Board {
    /// "Classic · round 3 of 13 · Ana, Ben and Strong CPU"; `None` while the host is still
    /// setting the match up.
    pub about: Option<String>,
    pub offers: Vec<Offer>,
    /// Whether another spectator may still watch.
    pub watch_open: bool,
    /// The latest refusal for this guest.
    pub problem: Option<String>,
}

/// What a guest chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    Seat(SeatId),
    Watch,
}

impl Board {
    /// Tells a guest whose name is a seat another connection plays why no seat was given.
    pub fn held_elsewhere(&mut self, name: &str) {
        self.problem = Some(t!("serve-hosted-held-elsewhere", name = name));
    }
}

pub struct Lobby {
    board: Rc<RefCell<Board>>,
    /// The row the guest moved to, by what it offers: the host's loop may change the list
    /// between two keys, and a row's position would then point at another seat.
    chosen: Option<Choice>,
    /// Until the guest moves, the row last drawn as chosen: Enter takes what they saw, not
    /// what the list holds by the time the key arrives.
    seen: Option<Choice>,
}

impl Lobby {
    pub fn new(board: Rc<RefCell<Board>>) -> Lobby {
        Lobby {
            board,
            chosen: None,
            seen: None,
        }
    }

    /// The first seat not taken, else watching.
    fn first_open(&self) -> Choice {
        let board = self.board.borrow();
        board
            .offers
            .iter()
            .find(|o| o.state != OfferState::Taken)
            .map_or(Choice::Watch, |o| Choice::Seat(o.seat))
    }

    /// The row the guest has chosen: where they moved, else what they saw chosen.
    fn selected_choice(&self) -> Choice {
        self.chosen
            .or(self.seen)
            .unwrap_or_else(|| self.first_open())
    }

    /// The chosen row's place in the list; a choice the list no longer holds falls back to
    /// watching, the last row.
    fn selected(&self) -> usize {
        let choices = self.choices();
        let choice = self.selected_choice();
        choices
            .iter()
            .position(|&c| c == choice)
            .unwrap_or(choices.len().saturating_sub(1))
    }

    /// The rows: each offered seat, then watching.
    fn choices(&self) -> Vec<Choice> {
        let board = self.board.borrow();
        board
            .offers
            .iter()
            .map(|o| Choice::Seat(o.seat))
            .chain(std::iter::once(Choice::Watch))
            .collect()
    }
}

impl Screen for Lobby {
    fn kind(&self) -> Kind {
        Kind::Lobby
    }

    fn contexts(&self) -> Vec<Context> {
        vec![Context::List]
    }

    fn command(&mut self, command: Command, _cx: &mut Cx) -> Step {
        let choices = self.choices();
        let selected = self.selected();
        let last = choices.len().saturating_sub(1);
        match command {
            Command::Up => self.chosen = choices.get(selected.saturating_sub(1)).copied(),
            Command::Down => self.chosen = choices.get((selected + 1).min(last)).copied(),
            Command::Select => return Step::Join(self.selected_choice()),
            Command::Back => return Step::Quit,
            _ => {}
        }
        Step::Stay
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        let theme = cx.theme;
        let inner = frame(
            buf,
            area,
            &t!("serve-hosted-title"),
            theme.base(),
            theme.title(),
        );
        if self.chosen.is_none() {
            // Before the match starts no seat is listed, so none was seen.
            let listed = self.board.borrow().about.is_some();
            self.seen = listed.then(|| self.first_open());
        }
        let selected = self.selected();
        let board = self.board.borrow();
        let mut lines = Lines {
            area: inner,
            x: inner.x + 2,
            width: inner.width.saturating_sub(4) as usize,
            y: inner.y + 1,
        };
        let Some(about) = &board.about else {
            lines.say(buf, &t!("serve-hosted-setting-up"), theme.base());
            lines.y += 1;
            lines.say(buf, &t!("serve-hosted-esc-leaves"), theme.dim());
            return;
        };
        lines.say(buf, about, theme.base());
        lines.y += 1;
        lines.say(buf, &t!("serve-hosted-choose"), theme.title());
        lines.y += 1;
        draw_offers(buf, &mut lines, &board, selected, &theme);
        lines.y += 1;
        if let Some(problem) = &board.problem {
            lines.say(buf, problem, theme.bad());
            lines.y += 1;
        }
        lines.say(buf, &t!("serve-hosted-help"), theme.dim());
    }
}

/// Where the lobby writes next: lines within `area` from `x`, `width` wide, row `y` on.
struct Lines {
    area: Rect,
    x: u16,
    width: usize,
    y: u16,
}

impl Lines {
    /// `text` wrapped to the width, one row a line.
    fn say(&mut self, buf: &mut Buffer, text: &str, style: Style) {
        for line in wrap(text, self.width) {
            self.put(buf, &line, style);
        }
    }

    /// One row, as it is.
    fn put(&mut self, buf: &mut Buffer, text: &str, style: Style) {
        put(buf, self.area, self.x, self.y, text, style);
        self.y += 1;
    }
}

/// Each seat offered with its state, then the place to watch, the `selected` one marked.
fn draw_offers(buf: &mut Buffer, lines: &mut Lines, board: &Board, selected: usize, theme: &Theme) {
    let selected = selected.min(board.offers.len());
    for (i, offer) in board.offers.iter().enumerate() {
        let state = offer.state.words();
        let marker = if i == selected { "▶ " } else { "  " };
        let style = if i == selected {
            theme.selected()
        } else if offer.state == OfferState::Taken {
            theme.dim()
        } else {
            theme.base()
        };
        lines.put(buf, &format!("{marker}{:<20} {state}", offer.name), style);
    }
    let watch = if board.watch_open {
        t!("serve-hosted-watch")
    } else {
        t!("serve-hosted-watch-full")
    };
    let marker = if selected == board.offers.len() {
        "▶ "
    } else {
        "  "
    };
    let style = if selected == board.offers.len() {
        theme.selected()
    } else {
        theme.base()
    };
    lines.put(buf, &format!("{marker}{watch}"), style);
}
