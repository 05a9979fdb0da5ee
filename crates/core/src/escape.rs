//! Showing text that came from outside (arguments, files, the messages that quote them) on a
//! terminal without letting it act on the terminal.
//!
//! A name in a save file or an argument may hold ESC, CSI (U+009B) or other control
//! characters; printed as given they could move the cursor, change colours, set the window
//! title or fake lines of output. Everything from outside goes through [`shown`] (or
//! [`excerpt`], or [`shown_lines`] for whole messages) before it reaches a terminal. The
//! interactive screens draw through ratatui, whose buffer already drops control characters.

use std::borrow::Cow;
use std::fmt::Write;

/// Whether `c` is a format character (Unicode's general category `Cf`, as of Unicode 16) or
/// the line or paragraph separator: characters that take no room of their own but join,
/// hide, or reorder the text around them (zero-width spaces and joiners, soft hyphens, the
/// bidirectional marks, embeddings, overrides and isolates, the byte-order mark, tags).
/// A name holding one can look like another name, or like nothing at all.
pub fn is_format(c: char) -> bool {
    matches!(
        c,
        '\u{00ad}'
            | '\u{0600}'..='\u{0605}'
            | '\u{061c}'
            | '\u{06dd}'
            | '\u{070f}'
            | '\u{0890}'..='\u{0891}'
            | '\u{08e2}'
            | '\u{180e}'
            | '\u{200b}'..='\u{200f}'
            | '\u{2028}'..='\u{202e}'
            | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{206f}'
            | '\u{feff}'
            | '\u{fff9}'..='\u{fffb}'
            | '\u{110bd}'
            | '\u{110cd}'
            | '\u{13430}'..='\u{1343f}'
            | '\u{1bca0}'..='\u{1bca3}'
            | '\u{1d173}'..='\u{1d17a}'
            | '\u{e0001}'
            | '\u{e0020}'..='\u{e007f}'
    )
}

/// Whether `c` must not reach a terminal as it is: the C0 and C1 controls and DEL (all of
/// Unicode's `Cc`), and the format characters and separators of [`is_format`], which can
/// hide text or make it read in an order other than the one it has.
fn unsafe_char(c: char) -> bool {
    c.is_control() || is_format(c)
}

/// Appends `c` to `out` as it is shown: itself, or an escape (`\e`, `\n`, `\t`, `\r`,
/// `\u{..}`). Returns how many characters that added.
fn push_shown(out: &mut String, c: char) -> usize {
    if !unsafe_char(c) {
        out.push(c);
        return 1;
    }
    let before = out.len();
    match c {
        '\u{1b}' => out.push_str("\\e"),
        '\n' => out.push_str("\\n"),
        '\t' => out.push_str("\\t"),
        '\r' => out.push_str("\\r"),
        _ => {
            let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
        }
    }
    // Escapes are ASCII, so bytes are characters.
    out.len() - before
}

fn escaped(s: &str, keep: impl Fn(char) -> bool) -> Cow<'_, str> {
    let Some(first) = s.find(|c: char| unsafe_char(c) && !keep(c)) else {
        return Cow::Borrowed(s);
    };
    let mut out = String::with_capacity(s.len() + 8);
    out.push_str(&s[..first]);
    for c in s[first..].chars() {
        if keep(c) {
            out.push(c);
        } else {
            push_shown(&mut out, c);
        }
    }
    Cow::Owned(out)
}

/// `s` with every control character escaped (a new line included), ready to be shown on one
/// line. Borrowed when there is nothing to escape.
pub fn shown(s: &str) -> Cow<'_, str> {
    escaped(s, |_| false)
}

/// `s` with every control character escaped except new lines and tabs: for a whole message or
/// report whose lines are its own, the values in it having gone through [`shown`] already.
pub fn shown_lines(s: &str) -> Cow<'_, str> {
    escaped(s, |c| c == '\n' || c == '\t')
}

/// At most `max_chars` characters of `s` as [`shown`] shows it, ending in `…` when cut. Looks
/// at no more of `s` than it needs, so quoting a huge damaged file costs nothing.
pub fn excerpt(s: &str, max_chars: usize) -> String {
    let mut out = String::new();
    if max_chars == 0 {
        return out;
    }
    let mut used = 0usize;
    // Where the last piece began, in bytes and characters, in case it must make way for `…`.
    let mut last = (0usize, 0usize);
    for c in s.chars() {
        let at = (out.len(), used);
        let n = push_shown(&mut out, c);
        if used + n > max_chars {
            // This piece does not fit: take it back, and the one before too if `…` needs
            // its place.
            out.truncate(at.0);
            if used + 1 > max_chars {
                out.truncate(last.0);
            }
            out.push('…');
            return out;
        }
        used += n;
        last = at;
    }
    out
}

/// JSON text (as serde_json writes it) with every character that [`shown`] would escape,
/// but for the new lines between its lines, written as JSON's own `\uXXXX` escape instead:
/// the same string for a JSON reader, nothing for a terminal to act on. (serde_json escapes
/// the C0 controls itself, but not DEL, the C1 controls nor the format characters a name
/// from a file may hold, and `\u{200b}` would not be JSON.)
pub fn json_shown(json: &str) -> Cow<'_, str> {
    if !json.contains(|c: char| c != '\n' && unsafe_char(c)) {
        return Cow::Borrowed(json);
    }
    let mut out = String::with_capacity(json.len() + 16);
    for c in json.chars() {
        if c != '\n' && unsafe_char(c) {
            let mut units = [0u16; 2];
            for unit in c.encode_utf16(&mut units) {
                let _ = write!(out, "\\u{unit:04x}");
            }
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// A path as a message quotes it: escaped as [`shown`] escapes, and at most
/// [`PATH_CHARS`] characters (a path can be thousands).
pub fn shown_path(path: &std::path::Path) -> String {
    excerpt(&path.to_string_lossy(), PATH_CHARS)
}

/// How much of a path a message quotes.
pub const PATH_CHARS: usize = 240;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_is_borrowed_as_it_is() {
        assert!(matches!(shown("Ana ⚀ café"), Cow::Borrowed("Ana ⚀ café")));
        assert!(matches!(shown_lines("a\n\tb"), Cow::Borrowed(_)));
    }

    #[test]
    fn controls_are_escaped() {
        assert_eq!(shown("\u{1b}[31mX"), "\\e[31mX");
        assert_eq!(shown("a\nb\tc\rd"), "a\\nb\\tc\\rd");
        assert_eq!(shown("\u{9b}2J\u{7f}\u{0}"), "\\u{9b}2J\\u{7f}\\u{0}");
        assert_eq!(shown("\u{7}"), "\\u{7}");
        assert_eq!(shown("abc\u{202e}fed"), "abc\\u{202e}fed");
        assert_eq!(
            shown_lines("a\nb\u{1b}]0;title\u{7}"),
            "a\nb\\e]0;title\\u{7}"
        );
        for c in (0u32..0x20).chain(0x7f..0xa0).filter_map(char::from_u32) {
            let s = shown(&c.to_string()).into_owned();
            assert!(!s.contains(|c: char| c.is_control()), "{c:?} gave {s:?}");
        }
    }

    #[test]
    fn an_excerpt_is_cut_to_its_length_with_an_ellipsis() {
        assert_eq!(excerpt("short", 10), "short");
        assert_eq!(excerpt("exactly10!", 10), "exactly10!");
        assert_eq!(excerpt("eleven char", 10), "eleven ch…");
        assert_eq!(excerpt("ab\u{1b}cdef", 4), "ab…");
        assert_eq!(excerpt("ab\u{1b}cdef", 5), "ab\\e…");
        assert_eq!(excerpt("ééééé", 3), "éé…");
        assert_eq!(excerpt("anything", 1), "…");
        assert_eq!(excerpt("anything", 0), "");
        assert_eq!(excerpt("", 5), "");
        for max in 0..12 {
            let e = excerpt("a\u{1b}b\u{9b}c\nd\u{202e}e", max);
            assert!(e.chars().count() <= max, "{max}: {e:?}");
            assert!(!e.contains(|c: char| c.is_control()));
        }
    }

    #[test]
    fn json_is_escaped_as_json() {
        let value = serde_json::json!({ "name": "A\u{200b}n\u{7f}a\u{9b}\u{e0041}\u{1b}" });
        let text = serde_json::to_string_pretty(&value).unwrap();
        let safe = json_shown(&text);
        assert!(
            !safe.contains(|c: char| c != '\n' && unsafe_char(c)),
            "{safe}"
        );
        assert!(
            safe.contains("A\\u200bn\\u007fa\\u009b\\udb40\\udc41\\u001b"),
            "{safe}"
        );
        let back: serde_json::Value = serde_json::from_str(&safe).unwrap();
        assert_eq!(back, value);
        assert!(matches!(json_shown("{\n  \"a\": 1\n}"), Cow::Borrowed(_)));
    }

    #[test]
    fn an_excerpt_of_a_huge_string_reads_only_its_start() {
        // A string whose tail is not even looked at: the excerpt must not depend on it.
        let huge = "x".repeat(16 << 20);
        assert_eq!(excerpt(&huge, 8), "xxxxxxx…");
    }
}
