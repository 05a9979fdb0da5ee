//! Turning the bytes a terminal sends into key and mouse events.
//!
//! crossterm's own reader cannot be trusted with whatever arrives: it takes `ESC [ 2 0 0 ~` as
//! the start of a bracketed paste and then holds every later byte, Ctrl+C included, until the
//! end marker comes, and its feature for that cannot be turned off under ratatui (which asks for
//! crossterm's default features). A few other unfinished sequences (`ESC [ <`, `ESC [ ?`) make
//! it swallow keys until a particular letter comes. So on Unix the game reads the terminal
//! itself and decodes with the rules below, which keep two promises whatever the bytes:
//!
//! - a control byte (Ctrl+C among them) is never taken as part of a sequence: it ends any
//!   unfinished one and counts as the key it is;
//! - nothing is held for long: a sequence longer than [`MAX_SEQUENCE`] bytes is dropped, and so
//!   is one still unfinished when the terminal goes quiet ([`Decoder::idle`]);
//! - a terminal's string reply (OSC `ESC ]`, DCS `ESC P`, APC `ESC _`, PM `ESC ^`, SOS `ESC X`,
//!   up to BEL or `ESC \`) is never read as keys: a colour-query reply such as
//!   `ESC ] 11 ; rgb:…` must not throw the dice with its `r`. Its content is not kept, so it may
//!   be of any length; a control byte other than BEL still ends it and counts as its key.
//!
//! The events are crossterm's types, so the rest of the game does not know who decoded them.

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

/// The longest escape sequence kept while waiting for its end. Real keys and mouse reports are
/// well under this (an SGR mouse report at column and row 65535 is 22 bytes).
pub const MAX_SEQUENCE: usize = 64;

const ESC: u8 = 0x1b;

/// Bytes in, events out. Holds at most one unfinished sequence between calls.
#[derive(Debug, Default)]
pub struct Decoder {
    pending: Vec<u8>,
    string: StringState,
}

/// Where the decoder stands in a terminal's string reply.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum StringState {
    #[default]
    Outside,
    Inside,
    /// An ESC inside a string: `\` after it ends the string (ST), anything else abandons it.
    Escape,
}

impl Decoder {
    pub fn new() -> Decoder {
        Decoder::default()
    }

    /// Decodes `bytes`, appending the events they complete to `out`.
    pub fn feed(&mut self, bytes: &[u8], out: &mut Vec<Event>) {
        for &b in bytes {
            self.push(b, out);
        }
    }

    /// Whether part of a sequence is waiting for more bytes.
    pub fn is_pending(&self) -> bool {
        !self.pending.is_empty() || self.string != StringState::Outside
    }

    /// The terminal sent nothing more for a while: a lone ESC was the Esc key, and anything
    /// else unfinished will not be finished, so it is dropped.
    pub fn idle(&mut self, out: &mut Vec<Event>) {
        self.string = StringState::Outside;
        if self.pending == [ESC] {
            out.push(key(KeyCode::Esc, KeyModifiers::NONE));
        }
        self.pending.clear();
    }

    fn push(&mut self, b: u8, out: &mut Vec<Event>) {
        match self.string {
            StringState::Outside => {}
            StringState::Inside => {
                match b {
                    0x07 => self.string = StringState::Outside,
                    ESC => self.string = StringState::Escape,
                    0x00..=0x1f => {
                        self.string = StringState::Outside;
                        out.extend(control_key(b));
                    }
                    _ => {}
                }
                return;
            }
            StringState::Escape => {
                self.string = StringState::Outside;
                if b == b'\\' {
                    return;
                }
                // Not a string terminator: the string was abandoned, and this ESC begins
                // whatever comes next.
                self.pending.push(ESC);
            }
        }
        let Some(&first) = self.pending.first() else {
            self.start(b, out);
            return;
        };
        if first != ESC {
            self.push_utf8(b, out);
            return;
        }
        if b == ESC {
            // A second ESC: the first was the Esc key if alone, else its sequence is abandoned.
            self.idle(out);
            self.pending.push(ESC);
            return;
        }
        if b < 0x20 {
            // Terminals never put control bytes inside the sequences they send for keys, so
            // this one is a key of its own; after a lone ESC it is that key with Alt.
            let alt = self.pending.len() == 1;
            self.pending.clear();
            if let Some(Event::Key(mut k)) = control_key(b) {
                if alt {
                    k.modifiers |= KeyModifiers::ALT;
                }
                out.push(Event::Key(k));
            }
            return;
        }
        self.pending.push(b);
        match self.step() {
            Step::More if self.pending.len() < MAX_SEQUENCE => {}
            Step::More | Step::Drop => self.pending.clear(),
            Step::Done(event) => {
                self.pending.clear();
                out.extend(event);
            }
            Step::String => {
                self.pending.clear();
                self.string = StringState::Inside;
            }
            Step::Restart => {
                // The byte cannot continue this sequence: what came before is dropped (a lone
                // ESC being the Esc key) and the byte starts afresh.
                self.pending.pop();
                self.idle(out);
                self.start(b, out);
            }
        }
    }

    /// A byte with nothing pending.
    fn start(&mut self, b: u8, out: &mut Vec<Event>) {
        match b {
            ESC | 0xc2..=0xf4 => self.pending.push(b),
            0x00..=0x7f => out.extend(ascii_key(b)),
            // A stray continuation byte or one never valid in UTF-8.
            _ => {}
        }
    }

    fn push_utf8(&mut self, b: u8, out: &mut Vec<Event>) {
        if !(0x80..=0xbf).contains(&b) {
            self.pending.clear();
            self.start(b, out);
            return;
        }
        self.pending.push(b);
        let want = match self.pending[0] {
            0xc2..=0xdf => 2,
            0xe0..=0xef => 3,
            _ => 4,
        };
        if self.pending.len() < want {
            return;
        }
        // A C1 control (U+0080 to U+009F) is no key: only control bytes in C0 are.
        if let Some(c) = std::str::from_utf8(&self.pending)
            .ok()
            .and_then(|s| s.chars().next())
            .filter(|c| !c.is_control())
        {
            out.push(char_key(c, KeyModifiers::NONE));
        }
        self.pending.clear();
    }

    /// Where the escape sequence in `pending` (ESC and at least one more byte, none of them
    /// control bytes) stands.
    fn step(&self) -> Step {
        let p = &self.pending[..];
        let last = p[p.len() - 1];
        match p[1] {
            _ if p.len() == 2 => match last {
                b'[' | b'O' => Step::More,
                b']' | b'P' | b'_' | b'^' | b'X' => Step::String,
                0x20..=0x7e => Step::Done(Some(char_key(char::from(last), KeyModifiers::ALT))),
                0x7f => Step::Done(Some(key(KeyCode::Backspace, KeyModifiers::ALT))),
                _ => Step::Restart,
            },
            b'O' => Step::Done(ss3(last)),
            b'[' if p.len() >= 3 && p[2] == b'M' => {
                // X10 mouse: ESC [ M and three bytes, each a value plus 32.
                if p.len() < 6 {
                    Step::More
                } else {
                    Step::Done(x10_mouse(p[3], p[4], p[5]))
                }
            }
            b'[' if p.len() == 4 && p[2] == b'[' => {
                // The Linux console's F1 to F5: ESC [ [ A to E.
                Step::Done(match last {
                    b'A'..=b'E' => Some(key(KeyCode::F(last - b'A' + 1), KeyModifiers::NONE)),
                    _ => None,
                })
            }
            b'[' if p.len() == 3 && last == b'[' => Step::More,
            b'[' => match last {
                0x20..=0x3f => Step::More,
                0x40..=0x7e => Step::Done(csi(&p[2..p.len() - 1], last)),
                _ => Step::Restart,
            },
            _ => Step::Drop,
        }
    }
}

enum Step {
    More,
    /// The start of a string reply, whose content is skipped up to its end.
    String,
    Done(Option<Event>),
    Drop,
    Restart,
}

fn key(code: KeyCode, modifiers: KeyModifiers) -> Event {
    Event::Key(KeyEvent::new(code, modifiers))
}

/// A character key; an upper-case letter carries Shift, as crossterm reports it.
fn char_key(c: char, modifiers: KeyModifiers) -> Event {
    let shift = if c.is_uppercase() {
        KeyModifiers::SHIFT
    } else {
        KeyModifiers::NONE
    };
    key(KeyCode::Char(c), modifiers | shift)
}

fn ascii_key(b: u8) -> Option<Event> {
    match b {
        0x00..=0x1f => control_key(b),
        0x7f => Some(key(KeyCode::Backspace, KeyModifiers::NONE)),
        _ => Some(char_key(char::from(b), KeyModifiers::NONE)),
    }
}

/// The key a C0 control byte stands for, as crossterm decodes it in raw mode.
fn control_key(b: u8) -> Option<Event> {
    let ctrl = KeyModifiers::CONTROL;
    Some(match b {
        b'\r' => key(KeyCode::Enter, KeyModifiers::NONE),
        b'\t' => key(KeyCode::Tab, KeyModifiers::NONE),
        // Some terminals send Ctrl+H for Backspace; nothing is bound to Ctrl+H.
        0x08 => key(KeyCode::Backspace, KeyModifiers::NONE),
        0x00 => key(KeyCode::Char(' '), ctrl),
        0x01..=0x1a => key(KeyCode::Char(char::from(b - 0x01 + b'a')), ctrl),
        0x1c..=0x1f => key(KeyCode::Char(char::from(b - 0x1c + b'4')), ctrl),
        _ => return None,
    })
}

/// ESC O and a letter: cursor keys in application mode and F1 to F4.
fn ss3(last: u8) -> Option<Event> {
    let code = match last {
        b'A' => KeyCode::Up,
        b'B' => KeyCode::Down,
        b'C' => KeyCode::Right,
        b'D' => KeyCode::Left,
        b'H' => KeyCode::Home,
        b'F' => KeyCode::End,
        b'P'..=b'S' => KeyCode::F(last - b'P' + 1),
        _ => return None,
    };
    Some(key(code, KeyModifiers::NONE))
}

/// Up to three numeric parameters separated by `;`; `None` if any is not a number that fits.
fn numbers(params: &[u8]) -> Option<Vec<u16>> {
    let text = std::str::from_utf8(params).ok()?;
    if text.is_empty() {
        return Some(Vec::new());
    }
    let out: Vec<u16> = text
        .split(';')
        .map(|n| {
            if n.is_empty() {
                Some(1)
            } else {
                n.parse().ok()
            }
        })
        .collect::<Option<_>>()?;
    (out.len() <= 3).then_some(out)
}

/// The modifiers of a key's second parameter: 1 plus Shift 1, Alt 2, Ctrl 4.
fn modifiers(param: Option<&u16>) -> KeyModifiers {
    let bits = param.and_then(|m| m.checked_sub(1)).unwrap_or(0);
    modifiers_from(bits, [1, 2, 4])
}

/// Shift, Alt and Ctrl from `bits`, each at its mask in `[shift, alt, ctrl]` (keys and mouse
/// reports put them at different bits).
fn modifiers_from(bits: u16, [shift, alt, ctrl]: [u16; 3]) -> KeyModifiers {
    let mut out = KeyModifiers::NONE;
    for (mask, modifier) in [
        (shift, KeyModifiers::SHIFT),
        (alt, KeyModifiers::ALT),
        (ctrl, KeyModifiers::CONTROL),
    ] {
        if bits & mask != 0 {
            out |= modifier;
        }
    }
    out
}

/// ESC [ params final. Anything not a key or a mouse report (a paste marker, a focus report, a
/// private sequence) stands for nothing.
fn csi(params: &[u8], last: u8) -> Option<Event> {
    if let Some(rest) = params.strip_prefix(b"<") {
        let n = numbers(rest)?;
        return match (n.as_slice(), last) {
            (&[cb, x, y], b'M' | b'm') => mouse(cb, x, y, last == b'm'),
            _ => None,
        };
    }
    let n = numbers(params)?;
    if last == b'M' {
        // The rxvt form: ESC [ cb ; x ; y M, with 32 added to cb.
        return match n.as_slice() {
            &[cb, x, y] => mouse(cb.checked_sub(32)?, x, y, false),
            _ => None,
        };
    }
    let mods = modifiers(n.get(1));
    let code = match last {
        b'A' => KeyCode::Up,
        b'B' => KeyCode::Down,
        b'C' => KeyCode::Right,
        b'D' => KeyCode::Left,
        b'H' => KeyCode::Home,
        b'F' => KeyCode::End,
        b'P' => KeyCode::F(1),
        b'Q' => KeyCode::F(2),
        b'S' => KeyCode::F(4),
        b'Z' => return Some(key(KeyCode::BackTab, KeyModifiers::SHIFT)),
        b'~' => match n.first()? {
            1 | 7 => KeyCode::Home,
            2 => KeyCode::Insert,
            3 => KeyCode::Delete,
            4 | 8 => KeyCode::End,
            5 => KeyCode::PageUp,
            6 => KeyCode::PageDown,
            &f @ 11..=15 => KeyCode::F(u8::try_from(f - 10).ok()?),
            &f @ 17..=21 => KeyCode::F(u8::try_from(f - 11).ok()?),
            &f @ 23..=26 => KeyCode::F(u8::try_from(f - 12).ok()?),
            _ => return None,
        },
        _ => return None,
    };
    Some(key(code, mods))
}

fn x10_mouse(cb: u8, x: u8, y: u8) -> Option<Event> {
    // Each byte is the value plus 32; positions count from 1.
    let at = |v: u8| v.checked_sub(32).map(u16::from);
    mouse(at(cb)?, at(x)?, at(y)?, false)
}

/// A mouse report: button and modifier bits in `cb`, a position counted from 1.
fn mouse(cb: u16, x: u16, y: u16, released: bool) -> Option<Event> {
    let button = (cb & 0b11) | ((cb & 0b1100_0000) >> 4);
    let dragging = cb & 0b10_0000 != 0;
    let kind = match (button, dragging) {
        (0, false) => MouseEventKind::Down(MouseButton::Left),
        (1, false) => MouseEventKind::Down(MouseButton::Middle),
        (2, false) => MouseEventKind::Down(MouseButton::Right),
        (0, true) => MouseEventKind::Drag(MouseButton::Left),
        (1, true) => MouseEventKind::Drag(MouseButton::Middle),
        (2, true) => MouseEventKind::Drag(MouseButton::Right),
        (3, false) => MouseEventKind::Up(MouseButton::Left),
        (3..=5, true) => MouseEventKind::Moved,
        (4, false) => MouseEventKind::ScrollUp,
        (5, false) => MouseEventKind::ScrollDown,
        (6, false) => MouseEventKind::ScrollLeft,
        (7, false) => MouseEventKind::ScrollRight,
        _ => return None,
    };
    let kind = match (kind, released) {
        (MouseEventKind::Down(b), true) => MouseEventKind::Up(b),
        (kind, _) => kind,
    };
    let modifiers = modifiers_from(cb, [4, 8, 16]);
    Some(Event::Mouse(MouseEvent {
        kind,
        column: x.checked_sub(1)?,
        row: y.checked_sub(1)?,
        modifiers,
    }))
}

/// Reading the terminal on Unix: poll(2) on the terminal and on a pipe the SIGWINCH handler
/// writes to, so a resize wakes the loop at once and no thread is left blocked in a read.
#[cfg(unix)]
pub mod unix {
    use std::fs::File;
    use std::io::{self, Read};
    use std::os::fd::AsRawFd;
    use std::os::unix::net::UnixStream;
    use std::time::Duration;

    /// How long a lone ESC waits for the rest of a sequence before it counts as the Esc key.
    /// Terminals send a sequence in one write, so this only has to cover a slow link.
    pub const ESC_WAIT: Duration = Duration::from_millis(50);

    pub struct Source {
        tty: File,
        resized: UnixStream,
        /// Woken by another thread (the network of a hosted table) through [`Source::nudger`].
        nudged: UnixStream,
        nudge: UnixStream,
        // The end the signal handler writes to; it stays open until the handler is gone.
        _wake: UnixStream,
        signal: signal_hook::SigId,
    }

    /// What one wait brought.
    #[derive(Default)]
    pub struct Wake {
        /// How many bytes were read into the buffer.
        pub bytes: usize,
        pub resized: bool,
        /// The whole timeout passed with nothing at all.
        pub timed_out: bool,
        /// Another thread asked for the loop to look around.
        pub nudged: bool,
    }

    impl Source {
        /// The terminal the game draws on: standard input when it is one (as crossterm's raw
        /// mode uses), else /dev/tty.
        pub fn open() -> io::Result<Source> {
            use std::io::IsTerminal;
            let stdin = io::stdin();
            let tty = if stdin.is_terminal() {
                // A duplicate of the descriptor, read unbuffered: a buffer poll(2) cannot see
                // would hide keys from the wait.
                File::from(std::os::fd::AsFd::as_fd(&stdin).try_clone_to_owned()?)
            } else {
                File::open("/dev/tty")?
            };
            let (resized, wake) = UnixStream::pair()?;
            resized.set_nonblocking(true)?;
            let (nudged, nudge) = UnixStream::pair()?;
            nudged.set_nonblocking(true)?;
            // A nudge never blocks the thread that gives it: one byte waiting is enough.
            nudge.set_nonblocking(true)?;
            let signal = signal_hook::low_level::pipe::register_raw(
                signal_hook::consts::SIGWINCH,
                wake.as_raw_fd(),
            )?;
            Ok(Source {
                tty,
                resized,
                nudged,
                nudge,
                _wake: wake,
                signal,
            })
        }

        /// What another thread calls to wake [`Source::wait`].
        pub fn nudger(&self) -> io::Result<impl Fn() + Send + Sync + 'static> {
            let nudge = self.nudge.try_clone()?;
            Ok(move || {
                use std::io::Write;
                let _ = (&nudge).write(&[1]);
            })
        }

        /// Waits up to `timeout` for bytes or a resize; bytes read go into `buf`.
        pub fn wait(&mut self, timeout: Duration, buf: &mut [u8]) -> io::Result<Wake> {
            let mut fds = [
                libc::pollfd {
                    fd: self.tty.as_raw_fd(),
                    events: libc::POLLIN,
                    revents: 0,
                },
                libc::pollfd {
                    fd: self.resized.as_raw_fd(),
                    events: libc::POLLIN,
                    revents: 0,
                },
                libc::pollfd {
                    fd: self.nudged.as_raw_fd(),
                    events: libc::POLLIN,
                    revents: 0,
                },
            ];
            let ms = libc::c_int::try_from(timeout.as_millis()).unwrap_or(libc::c_int::MAX);
            // SAFETY: `fds` is a valid array of pollfd structs for the whole call, and its
            // length is passed with it.
            let n = unsafe { libc::poll(fds.as_mut_ptr(), fds.len() as libc::nfds_t, ms) };
            if n < 0 {
                let e = io::Error::last_os_error();
                return if e.kind() == io::ErrorKind::Interrupted {
                    Ok(Wake::default())
                } else {
                    Err(e)
                };
            }
            let mut wake = Wake {
                timed_out: n == 0,
                ..Wake::default()
            };
            if fds[1].revents != 0 {
                let mut drain = [0u8; 64];
                while matches!((&self.resized).read(&mut drain), Ok(n) if n > 0) {}
                wake.resized = true;
            }
            if fds[2].revents != 0 {
                let mut drain = [0u8; 64];
                while matches!((&self.nudged).read(&mut drain), Ok(n) if n > 0) {}
                wake.nudged = true;
            }
            if fds[0].revents & (libc::POLLIN | libc::POLLHUP | libc::POLLERR) != 0 {
                wake.bytes = self.tty.read(buf)?;
                if wake.bytes == 0 {
                    return Err(io::Error::new(
                        io::ErrorKind::UnexpectedEof,
                        "the terminal closed",
                    ));
                }
            }
            Ok(wake)
        }
    }

    impl Drop for Source {
        fn drop(&mut self) {
            signal_hook::low_level::unregister(self.signal);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(bytes: &[u8]) -> Vec<Event> {
        let mut d = Decoder::new();
        let mut out = Vec::new();
        d.feed(bytes, &mut out);
        d.idle(&mut out);
        out
    }

    fn ctrl_c() -> Event {
        key(KeyCode::Char('c'), KeyModifiers::CONTROL)
    }

    #[test]
    fn an_unfinished_paste_start_holds_nothing_back() {
        assert_eq!(decode(b"\x1b[200~\x03"), vec![ctrl_c()]);
        assert_eq!(
            decode(b"\x1b[200~ab"),
            vec![
                char_key('a', KeyModifiers::NONE),
                char_key('b', KeyModifiers::NONE)
            ]
        );
    }

    #[test]
    fn string_replies_are_never_keys() {
        let keys = |bytes: &[u8]| decode(bytes);
        let q = char_key('q', KeyModifiers::NONE);
        for reply in [
            &b"\x1b]0;r\x07"[..],
            b"\x1b]0;r\x1b\\",
            b"\x1b]11;rgb:1234/5678/9abc\x1b\\",
            b"\x1bP1+r544e=787465726d\x1b\\",
            b"\x1b_ r\x1b\\",
            b"\x1b^ r\x07",
            b"\x1bX r\x07",
        ] {
            let mut bytes = reply.to_vec();
            bytes.push(b'q');
            assert_eq!(keys(&bytes), vec![q.clone()], "{reply:?}");
        }
        // Ctrl+C inside a string still counts, and ends it.
        assert_eq!(keys(b"\x1b]52;c;abc\x03q"), vec![ctrl_c(), q.clone()]);
        // An unfinished string is dropped once the terminal goes quiet; keys after count.
        let mut d = Decoder::new();
        let mut out = Vec::new();
        d.feed(b"\x1b]52;c;", &mut out);
        assert!(d.is_pending());
        d.idle(&mut out);
        d.feed(b"3", &mut out);
        assert_eq!(out, vec![char_key('3', KeyModifiers::NONE)]);
        // An ESC that abandons a string starts the next sequence.
        assert_eq!(
            keys(b"\x1b]0;x\x1b[A"),
            vec![key(KeyCode::Up, KeyModifiers::NONE)]
        );
    }

    #[test]
    fn a_control_byte_ends_any_unfinished_sequence() {
        for start in [
            &b"\x1b"[..],
            b"\x1b[",
            b"\x1b[<",
            b"\x1b[?",
            b"\x1b[1;",
            b"\x1b[M",
            b"\x1b[M!",
            b"\x1bO",
            b"\x1b[[",
        ] {
            let mut bytes = start.to_vec();
            bytes.push(0x03);
            let got = decode(&bytes);
            let last = got.last().cloned();
            assert!(
                matches!(last, Some(Event::Key(k)) if k.code == KeyCode::Char('c')
                    && k.modifiers.contains(KeyModifiers::CONTROL)),
                "{start:?} then Ctrl+C gave {got:?}"
            );
        }
    }

    #[test]
    fn a_long_sequence_is_dropped_and_keys_after_it_count() {
        let mut bytes = b"\x1b[".to_vec();
        bytes.extend(std::iter::repeat_n(b'1', 10_000));
        bytes.push(b'q');
        let mut d = Decoder::new();
        let mut out = Vec::new();
        d.feed(&bytes, &mut out);
        assert!(d.pending.len() < MAX_SEQUENCE);
        assert_eq!(out.last(), Some(&char_key('q', KeyModifiers::NONE)));
    }

    #[test]
    fn keys_decode_as_crossterm_decodes_them() {
        let none = KeyModifiers::NONE;
        let cases: Vec<(&[u8], Event)> = vec![
            (b"a", char_key('a', none)),
            (b"G", key(KeyCode::Char('G'), KeyModifiers::SHIFT)),
            (b" ", key(KeyCode::Char(' '), none)),
            (b"\r", key(KeyCode::Enter, none)),
            (b"\t", key(KeyCode::Tab, none)),
            (b"\x7f", key(KeyCode::Backspace, none)),
            (b"\x1a", key(KeyCode::Char('z'), KeyModifiers::CONTROL)),
            (b"\x1b", key(KeyCode::Esc, none)),
            (b"\x1b[A", key(KeyCode::Up, none)),
            (b"\x1bOB", key(KeyCode::Down, none)),
            (b"\x1b[1;5C", key(KeyCode::Right, KeyModifiers::CONTROL)),
            (b"\x1b[Z", key(KeyCode::BackTab, KeyModifiers::SHIFT)),
            (b"\x1b[5~", key(KeyCode::PageUp, none)),
            (b"\x1b[6~", key(KeyCode::PageDown, none)),
            (b"\x1b[3~", key(KeyCode::Delete, none)),
            (b"\x1b[15~", key(KeyCode::F(5), none)),
            (b"\x1bOP", key(KeyCode::F(1), none)),
            (b"\x1bx", key(KeyCode::Char('x'), KeyModifiers::ALT)),
            ("é".as_bytes(), char_key('é', none)),
            ("⚀".as_bytes(), char_key('⚀', none)),
        ];
        for (bytes, want) in cases {
            assert_eq!(decode(bytes), vec![want], "{bytes:?}");
        }
        assert_eq!(
            decode(b"\x1b\x1b"),
            vec![key(KeyCode::Esc, none), key(KeyCode::Esc, none)]
        );
    }

    #[test]
    fn mouse_reports_in_all_three_forms() {
        let down = |column, row| {
            Event::Mouse(MouseEvent {
                kind: MouseEventKind::Down(MouseButton::Left),
                column,
                row,
                modifiers: KeyModifiers::NONE,
            })
        };
        assert_eq!(decode(b"\x1b[<0;10;5M"), vec![down(9, 4)]);
        assert_eq!(decode(b"\x1b[M *%"), vec![down(9, 4)]);
        assert_eq!(decode(b"\x1b[32;10;5M"), vec![down(9, 4)]);
        let up = decode(b"\x1b[<0;10;5m");
        assert!(matches!(
            up.as_slice(),
            [Event::Mouse(MouseEvent {
                kind: MouseEventKind::Up(MouseButton::Left),
                ..
            })]
        ));
        let scroll = decode(b"\x1b[<65;1;1M");
        assert!(matches!(
            scroll.as_slice(),
            [Event::Mouse(MouseEvent {
                kind: MouseEventKind::ScrollDown,
                ..
            })]
        ));
        // A position of 0 is not a place on screen.
        assert_eq!(decode(b"\x1b[<0;0;5M"), vec![]);
    }

    #[test]
    fn invalid_utf8_is_dropped_and_what_follows_counts() {
        assert_eq!(
            decode(b"\xff\x80\xc3q\xc2\x9b"),
            vec![char_key('q', KeyModifiers::NONE)]
        );
    }
}
