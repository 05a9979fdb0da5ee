//! The lines plain mode reads and writes.

use std::io::{BufRead, Write};

/// The longest line read as a command; the rest of a longer line is dropped (a command is a
/// few words, and a pasted screenful must not grow memory).
const MAX_LINE: usize = 1024;

/// Lines from the player, one command each.
pub struct Lines<R> {
    input: R,
}

impl<R: BufRead> Lines<R> {
    pub fn new(input: R) -> Lines<R> {
        Lines { input }
    }

    /// The next line, trimmed; `None` at the end of input (or when it cannot be read, which
    /// is leaving all the same).
    pub fn next_line(&mut self) -> Option<String> {
        let mut bytes = Vec::new();
        loop {
            let (done, used) = {
                let buf = match self.input.fill_buf() {
                    Ok(buf) => buf,
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                    Err(_) => return None,
                };
                if buf.is_empty() {
                    if bytes.is_empty() {
                        return None;
                    }
                    break;
                }
                match buf.iter().position(|&b| b == b'\n') {
                    Some(at) => {
                        let room = MAX_LINE.saturating_sub(bytes.len());
                        bytes.extend_from_slice(&buf[..at.min(room)]);
                        (true, at + 1)
                    }
                    None => {
                        let room = MAX_LINE.saturating_sub(bytes.len());
                        bytes.extend_from_slice(&buf[..buf.len().min(room)]);
                        (false, buf.len())
                    }
                }
            };
            self.input.consume(used);
            if done {
                break;
            }
        }
        Some(String::from_utf8_lossy(&bytes).trim().to_string())
    }
}

/// Sentences to the player: each line escaped, so no byte that moves a cursor or changes a
/// colour is ever written, whatever a name holds. The sentences since the last prompt are
/// kept, so `repeat` says them again.
pub struct Say<W> {
    out: W,
    /// What ends a line: a line feed on standard output and for an SSH client without a
    /// terminal; CR LF on a terminal the game set raw (a guest's pty).
    end: &'static str,
    /// What was said since the last command was read.
    batch: Vec<String>,
    /// The batch before it, which `repeat` says again.
    last: Vec<String>,
    /// `repeat` was the last command: what it said again stays what the next `repeat` says,
    /// rather than the prompt that followed it.
    repeating: bool,
    /// The line a `repeat` ended with (the prompt), until the next line is said: nothing
    /// has happened since, so the prompt said after the command would say it a second time
    /// in a row, and is not written.
    repeated_last: Option<String>,
}

impl<W: Write> Say<W> {
    pub fn new(out: W) -> Say<W> {
        Say::ending(out, "\n")
    }

    /// Sentences whose lines end in `end` ("\r\n" on a raw terminal).
    pub fn ending(out: W, end: &'static str) -> Say<W> {
        Say {
            out,
            end,
            batch: Vec::new(),
            last: Vec::new(),
            repeating: false,
            repeated_last: None,
        }
    }

    /// Says one line (a sentence, or a few that belong together).
    pub fn line(&mut self, text: &str) {
        let mut shown = crate::escape::shown_lines(text).into_owned();
        if self.end != "\n" {
            shown = shown.replace('\n', self.end);
        }
        if self.repeated_last.take().is_some_and(|last| last == shown) {
            return;
        }
        // A closed output (the reader has gone) leaves nothing to tell: the game still saves.
        let _ = write!(self.out, "{shown}{}", self.end);
        let _ = self.out.flush();
        self.batch.push(shown);
    }

    /// The player is about to type: what was said since the last time is what `repeat`
    /// says.
    pub fn turn_over(&mut self) {
        if std::mem::take(&mut self.repeating) {
            self.batch.clear();
        } else if !self.batch.is_empty() {
            self.last = std::mem::take(&mut self.batch);
        }
    }

    /// Says again what was said before the last command.
    pub fn repeat(&mut self) {
        self.repeating = true;
        let again = self.last.clone();
        for line in &again {
            let _ = write!(self.out, "{line}{}", self.end);
        }
        let _ = self.out.flush();
        self.repeated_last = again.last().cloned();
    }

    /// Writes `bytes` as they are (a raw terminal's echo of what is typed), kept out of
    /// what `repeat` says.
    pub fn echo(&mut self, bytes: &[u8]) {
        let _ = self.out.write_all(bytes);
        let _ = self.out.flush();
    }

    /// The output, to hand back (a guest's connection closing).
    pub fn into_inner(self) -> W {
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_line_is_cut_and_the_end_of_input_is_none() {
        let long = format!("{}\nhold 1\n", "x".repeat(5000));
        let mut lines = Lines::new(long.as_bytes());
        assert_eq!(lines.next_line().map(|l| l.len()), Some(MAX_LINE));
        assert_eq!(lines.next_line().as_deref(), Some("hold 1"));
        assert_eq!(lines.next_line(), None);
    }

    #[test]
    fn what_is_said_is_escaped_and_repeat_says_the_last_batch_again() {
        let mut out = Vec::new();
        {
            let mut say = Say::new(&mut out);
            say.line("Ana\u{1b}[2J threw 1 2 3 4 5.");
            say.line("Prompt.");
            say.turn_over();
            say.repeat();
            say.line("Prompt.");
            say.turn_over();
            say.repeat();
        }
        let text = String::from_utf8(out).unwrap_or_default();
        assert!(!text.contains('\u{1b}'), "{text}");
        assert_eq!(text.matches("threw 1 2 3 4 5.").count(), 3, "{text}");
    }

    /// A newcomer heard the prompt twice after `repeat`: once as the end of what was said
    /// again, once as the prompt that follows every command. Nothing happened between the
    /// two, so the second is not said; a line that differs is.
    #[test]
    fn repeat_says_the_prompt_once() {
        let mut out = Vec::new();
        {
            let mut say = Say::new(&mut out);
            say.line("Ana threw 1 2 3 4 5.");
            say.line("Ana, you have 1 2 3 4 5.");
            say.turn_over();
            say.repeat();
            say.line("Ana, you have 1 2 3 4 5.");
            say.turn_over();
            say.repeat();
            say.line("Something else.");
        }
        let text = String::from_utf8(out).unwrap_or_default();
        assert_eq!(
            text,
            "Ana threw 1 2 3 4 5.\nAna, you have 1 2 3 4 5.\n\
             Ana threw 1 2 3 4 5.\nAna, you have 1 2 3 4 5.\n\
             Ana threw 1 2 3 4 5.\nAna, you have 1 2 3 4 5.\nSomething else.\n"
        );
    }
}
