//! Text that came from outside (a file, an argument, a peer), made safe to show.

use std::borrow::Cow;

fn needs_escape(c: char) -> bool {
    c.is_control()
}

fn push_escaped(out: &mut String, c: char) {
    match c {
        '\u{1b}' => out.push_str("\\e"),
        '\n' => out.push_str("\\n"),
        '\t' => out.push_str("\\t"),
        '\r' => out.push_str("\\r"),
        c if needs_escape(c) => out.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
        c => out.push(c),
    }
}

/// `s` with every control character written out, so it cannot steer the terminal.
pub fn shown(s: &str) -> Cow<'_, str> {
    if !s.chars().any(needs_escape) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        push_escaped(&mut out, c);
    }
    Cow::Owned(out)
}

/// At most `max_chars` characters of `s`, escaped, with `…` where it was cut. Looks at no
/// more of `s` than it keeps, so a 16 MB value costs what a short one does.
pub fn excerpt(s: &str, max_chars: usize) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    for c in chars.by_ref().take(max_chars) {
        push_escaped(&mut out, c);
    }
    if chars.next().is_some() {
        out.push('…');
    }
    out
}
