//! Join by code: a private table's code, typed; the server's loop finds the table (codes are
//! kept hashed) and seats the person, or says no in words here.

use crate::l10n::t;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::Rect;

use super::{Asks, HallAsk, Lines, SharedBoard};
use crate::tui::keymap::{Command, Context};
use crate::tui::line_edit::{Edited, LineEdit};
use crate::tui::screens::{Cx, Kind, Screen, Step};
use crate::tui::widgets::{centered, footer, frame};

/// A table's code is 11 characters; a little room for spaces typed around it.
const TYPED_CHARS: usize = 24;

pub struct JoinByCode {
    typing: LineEdit,
    asks: Asks,
    board: SharedBoard,
}

impl JoinByCode {
    pub fn new(asks: Asks, board: SharedBoard) -> JoinByCode {
        board.borrow_mut().problem = None;
        JoinByCode {
            typing: LineEdit::new("", TYPED_CHARS),
            asks,
            board,
        }
    }
}

impl Screen for JoinByCode {
    fn kind(&self) -> Kind {
        Kind::JoinByCode
    }

    fn contexts(&self) -> Vec<Context> {
        Vec::new()
    }

    fn key(&mut self, key: &KeyEvent, _cx: &mut Cx) -> Option<Step> {
        match self.typing.key(key) {
            Edited::Changed => {
                self.board.borrow_mut().problem = None;
                Some(Step::Stay)
            }
            Edited::Enter => {
                match self.typing.entered() {
                    Some(code) => self.asks.borrow_mut().push(HallAsk::Code(code)),
                    None => self.board.borrow_mut().say(t!("serve-code-type-first")),
                }
                Some(Step::Stay)
            }
            Edited::Esc => {
                self.board.borrow_mut().problem = None;
                Some(Step::Back)
            }
            Edited::Other => Some(Step::Stay),
        }
    }

    fn command(&mut self, _command: Command, _cx: &mut Cx) -> Step {
        Step::Stay
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        let theme = cx.theme;
        let body = Rect::new(area.x, area.y, area.width, area.height.saturating_sub(1));
        let outer = frame(
            buf,
            body,
            &t!("serve-code-title"),
            theme.base(),
            theme.title(),
        );
        let inner = centered(outer, 64.min(outer.width), 9.min(outer.height));
        let mut lines = Lines::inside(inner);
        lines.say(buf, &t!("serve-code-intro"), theme.base());
        lines.skip();
        lines.put(
            buf,
            &t!("serve-code-typed", code = self.typing.shown()),
            theme.selected(),
        );
        lines.skip();
        if let Some(problem) = &self.board.borrow().problem {
            lines.say(buf, problem, theme.bad());
        }
        let help = vec![
            ("enter".to_string(), t!("serve-code-key-join")),
            ("esc".to_string(), t!("serve-key-back-to-lobby")),
        ];
        footer(buf, area, &help, &theme);
    }
}
