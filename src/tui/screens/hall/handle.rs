//! A new key's first screen: the person picks the handle others will know them by. The SSH
//! user name they came with is offered; the server's loop checks the handle (its rules,
//! and that no one has it in another case or look-alike letters) and says why in words when
//! it refuses, on this screen.

use crate::l10n::t;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::Rect;

use super::{Asks, HallAsk, Lines, SharedBoard};
use crate::tui::keymap::{Command, Context};
use crate::tui::line_edit::{Edited, LineEdit};
use crate::tui::screens::{Cx, Kind, Screen, Step};
use crate::tui::widgets::{centered, footer, frame};

/// The longest handle typed (the server's rule is narrower; this only bounds the typing).
const TYPED_CHARS: usize = 32;

pub struct PickHandle {
    typing: LineEdit,
    board: SharedBoard,
    asks: Asks,
    fingerprint: String,
}

impl PickHandle {
    /// `offered` is the SSH user name, when it can be a handle; `fingerprint` the key's.
    pub fn new(offered: &str, fingerprint: &str, board: SharedBoard, asks: Asks) -> PickHandle {
        PickHandle {
            typing: LineEdit::new(offered, TYPED_CHARS),
            board,
            asks,
            fingerprint: fingerprint.to_string(),
        }
    }
}

impl Screen for PickHandle {
    fn kind(&self) -> Kind {
        Kind::Handle
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
                    Some(handle) => self.asks.borrow_mut().push(HallAsk::Handle(handle)),
                    None => self.board.borrow_mut().say(t!("serve-handle-type-first")),
                }
                Some(Step::Stay)
            }
            Edited::Esc => Some(Step::Quit),
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
            &t!("serve-handle-title"),
            theme.base(),
            theme.title(),
        );
        let inner = centered(outer, 72.min(outer.width), 14.min(outer.height));
        let mut lines = Lines::inside(inner);
        lines.say(buf, &t!("serve-handle-intro"), theme.base());
        lines.skip();
        lines.say(buf, &t!("serve-handle-rules"), theme.dim());
        lines.skip();
        lines.put(
            buf,
            &t!("serve-handle-typed", handle = self.typing.shown()),
            theme.selected(),
        );
        lines.skip();
        if let Some(problem) = &self.board.borrow().problem {
            lines.say(buf, problem, theme.bad());
        }
        lines.skip();
        lines.say(
            buf,
            &t!("serve-handle-key", key = self.fingerprint.as_str()),
            theme.dim(),
        );
        let help = vec![
            ("enter".to_string(), t!("serve-handle-key-take")),
            ("esc".to_string(), t!("serve-handle-key-leave")),
        ];
        footer(buf, area, &help, &theme);
    }
}
