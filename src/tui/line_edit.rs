//! One line of typing: the few keys a handle, a table's code or a kept seat's name needs.
//! The server's screens each took typed characters, Backspace, Ctrl+U, Enter and Esc and
//! drew the text with a bar after it; written once here, every such field bounds its length,
//! refuses control keys and shows its cursor alike.
//!
//! The editor decides nothing about what is typed: it says what a key did ([`Edited`]), and
//! the screen checks the text where it is taken (the server checks a handle, a code is
//! looked up), so a refusal is said in the screen's own words.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The text typed so far, never longer than its bound.
#[derive(Clone, Debug, Default)]
pub struct LineEdit {
    pub text: String,
    /// The most characters the line holds; a character typed beyond it is dropped.
    pub max_chars: usize,
}

/// What a key did to a line of typing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edited {
    Changed,
    Enter,
    Esc,
    /// Not a key for typing.
    Other,
}

impl LineEdit {
    /// A line opening on `text` (cut to `max_chars`), to type on from its end.
    pub fn new(text: &str, max_chars: usize) -> LineEdit {
        LineEdit {
            text: text.chars().take(max_chars).collect(),
            max_chars,
        }
    }

    pub fn key(&mut self, key: &KeyEvent) -> Edited {
        match key.code {
            KeyCode::Enter => Edited::Enter,
            KeyCode::Esc => Edited::Esc,
            KeyCode::Backspace => {
                self.text.pop();
                Edited::Changed
            }
            KeyCode::Char('u') if key.modifiers.contains(KeyModifiers::CONTROL) => {
                self.text.clear();
                Edited::Changed
            }
            KeyCode::Char(c)
                if !key.modifiers.contains(KeyModifiers::CONTROL)
                    && !key.modifiers.contains(KeyModifiers::ALT)
                    && !c.is_control() =>
            {
                if self.text.chars().count() < self.max_chars {
                    self.text.push(c);
                }
                Edited::Changed
            }
            _ => Edited::Other,
        }
    }

    /// What was typed without the spaces around it, or None when that leaves nothing.
    pub fn entered(&self) -> Option<String> {
        let text = self.text.trim();
        (!text.is_empty()).then(|| text.to_string())
    }

    /// The text with the bar that stands for the cursor after it, to draw (escaped, through
    /// `tui::widgets`) where the typing goes.
    pub fn shown(&self) -> String {
        format!("{}▏", self.text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(line: &mut LineEdit, code: KeyCode, modifiers: KeyModifiers) -> Edited {
        line.key(&KeyEvent::new(code, modifiers))
    }

    #[test]
    fn typing_is_bounded_and_mended() {
        let mut line = LineEdit::new("abcdef", 4);
        assert_eq!(line.text, "abcd");
        let none = KeyModifiers::NONE;
        assert_eq!(press(&mut line, KeyCode::Char('x'), none), Edited::Changed);
        assert_eq!(line.text, "abcd");
        press(&mut line, KeyCode::Backspace, none);
        press(&mut line, KeyCode::Char('é'), none);
        assert_eq!(line.shown(), "abcé▏");
        assert_eq!(
            press(&mut line, KeyCode::Char('a'), KeyModifiers::ALT),
            Edited::Other
        );
        press(&mut line, KeyCode::Char('u'), KeyModifiers::CONTROL);
        assert_eq!(line.text, "");
        assert_eq!(press(&mut line, KeyCode::Tab, none), Edited::Other);
        assert_eq!(press(&mut line, KeyCode::Enter, none), Edited::Enter);
        assert_eq!(press(&mut line, KeyCode::Esc, none), Edited::Esc);
    }

    #[test]
    fn only_words_are_entered() {
        assert_eq!(LineEdit::new("  ", 8).entered(), None);
        assert_eq!(
            LineEdit::new(" ab c ", 8).entered().as_deref(),
            Some("ab c")
        );
    }
}
