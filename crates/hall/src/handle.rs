//! Who a person is on the server: the fingerprint of their SSH key ([`KeyId`]) and the
//! handle they chose ([`Handle`]).
//!
//! A handle is what strangers see, so it is checked harder than a seat's name: it must be
//! readable (letters, digits, `_`, `-`, `.` and single spaces inside, 2 to 16 columns wide,
//! nothing invisible or that turns the direction of text), it may not mix Latin, Greek and
//! Cyrillic letters (the look-alike trick `Аna` with a Cyrillic `А`), and it may not pass for
//! a CPU, a guest or the server itself. Two handles are the same person's name when their
//! [`Handle::fold`] is equal: the store's look-alike skeleton, so case, look-alike letters,
//! digits that pass for letters and separators are ignored (`Ana`, `ANA`, `аna`, `A.na`).

use crate::escape::excerpt;
use unicode_width::UnicodeWidthStr;

/// The fewest columns a handle takes.
pub const MIN_HANDLE_COLUMNS: usize = 2;
/// The most columns (and characters) a handle takes: a seat's name's bound, so a handle is
/// always a valid seat name.
pub const MAX_HANDLE_COLUMNS: usize = crate::game::MAX_NAME_CHARS;

/// The fingerprint of an SSH public key, as the door gives it: `SHA256:` and 43 characters
/// of unpadded base64 (OpenSSH's form).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct KeyId(String);

/// Why a text is not a key's fingerprint.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{}' is not an SSH key's SHA256 fingerprint (SHA256: and 43 base64 characters)", excerpt(.0, 60))]
pub struct BadKeyId(pub String);

impl KeyId {
    pub fn parse(text: &str) -> Result<KeyId, BadKeyId> {
        let ok = text.strip_prefix("SHA256:").is_some_and(|b64| {
            b64.len() == 43
                && b64
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/')
        });
        if ok {
            Ok(KeyId(text.to_string()))
        } else {
            Err(BadKeyId(text.to_string()))
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Display for KeyId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Checked to be plain ASCII: nothing to escape.
        f.write_str(&self.0)
    }
}

/// A person's checked name on the server.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Handle(String);

/// Why a handle was refused: each says in words what to change.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BadHandle {
    #[error("a handle needs at least {MIN_HANDLE_COLUMNS} characters")]
    TooShort,
    #[error("the handle '{}' is wider than {MAX_HANDLE_COLUMNS} columns", excerpt(.0, MAX_HANDLE_COLUMNS + 8))]
    TooLong(String),
    #[error(
        "the handle '{}' has {}; use letters, digits, _ - . and single spaces",
        excerpt(.0, MAX_HANDLE_COLUMNS + 8),
        char_words(*.1)
    )]
    Character(String, char),
    #[error("the handle '{}' has two spaces together", excerpt(.0, MAX_HANDLE_COLUMNS + 8))]
    Spaces(String),
    #[error(
        "the handle '{}' mixes letters of different alphabets (Latin, Greek, Cyrillic); write it in one",
        excerpt(.0, MAX_HANDLE_COLUMNS + 8)
    )]
    MixedScripts(String),
    #[error(
        "the handle '{}' could pass for {}; choose another",
        excerpt(.0, MAX_HANDLE_COLUMNS + 8),
        .1
    )]
    Reserved(String, &'static str),
}

impl BadHandle {
    /// The refusal in the language spoken here and now, for the person who typed the
    /// handle (the `Display` above is English, for the log and errors).
    pub fn words(&self) -> String {
        use yahtzee_l10n::t;
        let shown = |h: &str| excerpt(h, MAX_HANDLE_COLUMNS + 8);
        match self {
            BadHandle::TooShort => t!("serve-bad-handle-short", least = MIN_HANDLE_COLUMNS),
            BadHandle::TooLong(h) => t!(
                "serve-bad-handle-long",
                handle = shown(h),
                most = MAX_HANDLE_COLUMNS
            ),
            BadHandle::Character(h, c) => {
                let alone = c.to_string();
                let what = if excerpt(&alone, 12) == alone && !c.is_whitespace() {
                    t!("serve-bad-handle-char-visible", char = alone)
                } else {
                    t!(
                        "serve-bad-handle-char-code",
                        code = format!("U+{:04X}", u32::from(*c))
                    )
                };
                t!("serve-bad-handle-character", handle = shown(h), what = what)
            }
            BadHandle::Spaces(h) => t!("serve-bad-handle-spaces", handle = shown(h)),
            BadHandle::MixedScripts(h) => t!("serve-bad-handle-mixed", handle = shown(h)),
            BadHandle::Reserved(h, like) => {
                // What it could pass for is one of this file's own few phrases.
                let like = match *like {
                    "a CPU" => t!("serve-bad-handle-like-cpu"),
                    "a guest" => t!("serve-bad-handle-like-guest"),
                    "the word the screens use for you" => t!("serve-bad-handle-like-you"),
                    "the server's operator" => t!("serve-bad-handle-like-operator"),
                    "the server" => t!("serve-bad-handle-like-server"),
                    "a player who has left" => t!("serve-bad-handle-like-former"),
                    other => other.to_string(),
                };
                t!("serve-bad-handle-reserved", handle = shown(h), like = like)
            }
        }
    }
}

/// A refused character in words: a visible one quoted ("';'"), one a terminal would not
/// show as itself by its code point ("the character U+202E"). Cutting its escape short
/// once left only "…", which named nothing.
fn char_words(c: char) -> String {
    let alone = c.to_string();
    if excerpt(&alone, 12) == alone && !c.is_whitespace() {
        format!("'{c}'")
    } else {
        format!("the character U+{:04X}", u32::from(c))
    }
}

/// Names a handle may not pass for, by their skeleton's letters, and what they would pass
/// for.
const RESERVED: [(&str, &str); 9] = [
    ("cpu", "a CPU"),
    ("guest", "a guest"),
    ("you", "the word the screens use for you"),
    ("admin", "the server's operator"),
    ("administrator", "the server's operator"),
    ("operator", "the server's operator"),
    ("root", "the server's operator"),
    ("server", "the server"),
    ("formerplayer", "a player who has left"),
];

/// The alphabets whose letters imitate each other.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Script {
    Latin,
    Greek,
    Cyrillic,
}

fn script(c: char) -> Option<Script> {
    match u32::from(c) {
        0x41..=0x5A | 0x61..=0x7A | 0xC0..=0x24F | 0x1E00..=0x1EFF | 0xFF21..=0xFF5A => {
            Some(Script::Latin)
        }
        0x370..=0x3FF | 0x1F00..=0x1FFF => Some(Script::Greek),
        0x400..=0x52F | 0x1C80..=0x1C8F | 0x2DE0..=0x2DFF | 0xA640..=0xA69F => {
            Some(Script::Cyrillic)
        }
        _ => None,
    }
}

impl Handle {
    /// A handle from what a person typed: trimmed, then checked (see the module docs).
    pub fn new(text: &str) -> Result<Handle, BadHandle> {
        let name = text.trim();
        if name.chars().count() < MIN_HANDLE_COLUMNS {
            return Err(BadHandle::TooShort);
        }
        if name.chars().count() > MAX_HANDLE_COLUMNS || name.width() > MAX_HANDLE_COLUMNS {
            return Err(BadHandle::TooLong(name.to_string()));
        }
        if let Some(c) = name.chars().find(|&c| {
            !(c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | ' '))
                || c.is_control()
                || crate::escape::is_format(c)
        }) {
            return Err(BadHandle::Character(name.to_string(), c));
        }
        if name.contains("  ") {
            return Err(BadHandle::Spaces(name.to_string()));
        }
        let mut first: Option<Script> = None;
        for s in name.chars().filter_map(script) {
            match first {
                None => first = Some(s),
                Some(f) if f != s => return Err(BadHandle::MixedScripts(name.to_string())),
                Some(_) => {}
            }
        }
        let letters = |text: &str| -> String {
            skeleton(text)
                .chars()
                .filter(|c| c.is_alphabetic())
                .collect()
        };
        let mine = letters(name);
        for level in crate::game::Level::ALL {
            let id = letters(level.id());
            if mine == id || mine == format!("{id}cpu") {
                return Err(BadHandle::Reserved(name.to_string(), "a CPU"));
            }
        }
        if mine.starts_with(&letters("guest")) {
            return Err(BadHandle::Reserved(name.to_string(), "a guest"));
        }
        if let Some((_, what)) = RESERVED.iter().find(|(word, _)| mine == letters(word)) {
            return Err(BadHandle::Reserved(name.to_string(), what));
        }
        Ok(Handle(name.to_string()))
    }

    /// A handle as the database holds it: checked when it was made, so only its shape is
    /// checked again (a rule added later must not lock a person out of their account).
    pub(crate) fn stored(text: String) -> Option<Handle> {
        let fits = !text.is_empty()
            && text.chars().count() <= MAX_HANDLE_COLUMNS
            && text.width() <= MAX_HANDLE_COLUMNS
            && !text
                .chars()
                .any(|c| c.is_control() || crate::escape::is_format(c))
            && text.trim() == text;
        fits.then_some(Handle(text))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// What makes two handles one: lower case, look-alike letters and digits read as the
    /// letters they imitate, separators left out.
    pub fn fold(&self) -> String {
        skeleton(&self.0)
    }
}

fn skeleton(name: &str) -> String {
    yahtzee_store::presets::skeleton(name)
}

impl std::fmt::Display for Handle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::escape::shown(&self.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The refused character is named: quoted when it shows, by code point when it does
    /// not (it was once hidden behind "…", or left bare as "has ;").
    #[test]
    fn a_refused_character_is_named_in_the_message() {
        let said = Handle::new("ab\u{202e}cd").unwrap_err().to_string();
        assert!(said.contains("has the character U+202E;"), "{said}");
        let said = Handle::new("a;b").unwrap_err().to_string();
        assert!(said.contains("has ';';"), "{said}");
    }

    #[test]
    fn a_key_id_is_openssh_s_sha256_form() {
        let good = format!("SHA256:{}", "a".repeat(43));
        assert!(KeyId::parse(&good).is_ok());
        assert!(KeyId::parse("SHA256:").is_err());
        assert!(KeyId::parse(&format!("MD5:{}", "a".repeat(43))).is_err());
        assert!(KeyId::parse(&format!("SHA256:{}=", "a".repeat(42))).is_err());
        assert!(KeyId::parse(&format!("SHA256:{}\n", "a".repeat(42))).is_err());
    }

    #[test]
    fn handles_are_readable_and_bounded() {
        assert_eq!(Handle::new("  Ana B  ").unwrap().as_str(), "Ana B");
        assert_eq!(Handle::new("Zoë_2").unwrap().as_str(), "Zoë_2");
        assert_eq!(Handle::new("Дмитрий").unwrap().as_str(), "Дмитрий");
        assert_eq!(Handle::new("王小明").unwrap().as_str(), "王小明");
        assert_eq!(Handle::new("A"), Err(BadHandle::TooShort));
        assert!(matches!(
            Handle::new("abcdefghijklmnopq"),
            Err(BadHandle::TooLong(_))
        ));
        // Nine wide characters are eighteen columns.
        assert!(matches!(
            Handle::new("王王王王王王王王王"),
            Err(BadHandle::TooLong(_))
        ));
        assert!(matches!(
            Handle::new("Ana\u{1b}[2J"),
            Err(BadHandle::Character(..))
        ));
        assert!(matches!(
            Handle::new("An\u{200b}a"),
            Err(BadHandle::Character(..))
        ));
        assert!(matches!(
            Handle::new("Ana\u{202e}x"),
            Err(BadHandle::Character(..))
        ));
        assert!(matches!(Handle::new("Ana!"), Err(BadHandle::Character(..))));
        assert!(matches!(Handle::new("A  na"), Err(BadHandle::Spaces(_))));
    }

    #[test]
    fn every_handle_is_a_valid_seat_name() {
        // Every character class a handle may hold, at every length it may have.
        let pieces = ["a", "Z", "ë", "Д", "王", "7", "_", "-", ".", " "];
        let mut accepted = 0;
        for n in 2..=17 {
            for start in 0..pieces.len() {
                let text: String = (0..n)
                    .map(|i| pieces[(start + i * 3) % pieces.len()])
                    .collect();
                if let Ok(h) = Handle::new(&text) {
                    accepted += 1;
                    crate::game::validate_new_seats(&[crate::game::Seat::human(h.as_str())])
                        .unwrap();
                    assert_eq!(Handle::stored(h.as_str().to_string()), Some(h));
                }
            }
        }
        assert!(accepted > 20, "{accepted}");
    }

    #[test]
    fn handles_may_not_impersonate() {
        // A Cyrillic А among Latin letters.
        assert!(matches!(
            Handle::new("\u{410}na"),
            Err(BadHandle::MixedScripts(_))
        ));
        for cpu in [
            "Perfect",
            "SHARK",
            "shark cpu",
            "Strong CPU",
            "5hark",
            "Cpu",
            "Beginner",
        ] {
            assert!(
                matches!(Handle::new(cpu), Err(BadHandle::Reserved(..))),
                "{cpu}"
            );
        }
        for other in [
            "guest",
            "Guest 12",
            "gue5t_x",
            "Admin",
            "r00t",
            "Former player",
        ] {
            assert!(
                matches!(Handle::new(other), Err(BadHandle::Reserved(..))),
                "{other}"
            );
        }
        assert!(Handle::new("Sharky").is_ok());
    }

    #[test]
    fn handles_fold_case_look_alikes_and_separators() {
        let fold = |s: &str| Handle::new(s).unwrap().fold();
        assert_eq!(fold("Ana"), fold("ANA"));
        assert_eq!(fold("Ana"), fold("A.na"));
        assert_eq!(fold("Ana"), fold("\u{430}\u{43d}\u{430}"));
        assert_eq!(fold("Bill"), fold("B1ll"));
        assert_ne!(fold("Ana"), fold("Anna"));
    }
}
