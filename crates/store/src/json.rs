//! How every store file's JSON is read and written.
//!
//! - A key given twice in one object is damage: serde would silently keep the last value, so
//!   an edited file could say two things and be believed on one of them.
//! - A reason quoted back to the player says at most a few dozen characters of any value from
//!   the file, escaped: a damaged file may hold a 16 MB string or terminal escapes.
//! - Files are written compact, and never larger than the limit they are read back with.

use std::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};

/// How many characters of one quoted value a reason keeps.
const QUOTE_CHARS: usize = 40;
/// How many characters a whole reason keeps.
const REASON_CHARS: usize = 400;

/// A JSON value read with duplicate keys refused.
struct Strict(Value);

impl<'de> Deserialize<'de> for Strict {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Strict, D::Error> {
        deserializer.deserialize_any(StrictVisitor)
    }
}

struct StrictVisitor;

impl<'de> Visitor<'de> for StrictVisitor {
    type Value = Strict;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E>(self, v: bool) -> Result<Strict, E> {
        Ok(Strict(Value::Bool(v)))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Strict, E> {
        Ok(Strict(Value::from(v)))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Strict, E> {
        Ok(Strict(Value::from(v)))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Strict, E> {
        Ok(Strict(Value::from(v)))
    }
    fn visit_str<E>(self, v: &str) -> Result<Strict, E> {
        Ok(Strict(Value::String(v.to_owned())))
    }
    fn visit_string<E>(self, v: String) -> Result<Strict, E> {
        Ok(Strict(Value::String(v)))
    }
    fn visit_unit<E>(self) -> Result<Strict, E> {
        Ok(Strict(Value::Null))
    }
    fn visit_none<E>(self) -> Result<Strict, E> {
        Ok(Strict(Value::Null))
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Strict, D::Error> {
        Strict::deserialize(d)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Strict, A::Error> {
        let mut items = Vec::new();
        while let Some(Strict(v)) = seq.next_element()? {
            items.push(v);
        }
        Ok(Strict(Value::Array(items)))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Strict, A::Error> {
        let mut out = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if out.contains_key(&key) {
                return Err(de::Error::custom(yahtzee_l10n::t!(
                    "store-json-key-twice",
                    key = crate::escape::excerpt(&key, QUOTE_CHARS)
                )));
            }
            let Strict(value) = map.next_value()?;
            out.insert(key, value);
        }
        Ok(Strict(Value::Object(out)))
    }
}

/// Why a store file's bytes were not read: a reason for the player ("it is not valid JSON
/// (…)"), whatever the file held already cut short and escaped by [`reason`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum JsonError {
    /// Not JSON at all, or a key given twice.
    #[error("{}", yahtzee_l10n::t!("store-json-syntax", why = .0.as_str()))]
    Syntax(String),
    /// JSON, but not what a file of its kind (`what`, "a save") holds.
    #[error("{}", yahtzee_l10n::t!("store-json-shape", what = kind_id(what), why = why.as_str()))]
    Shape { what: &'static str, why: String },
}

/// The id the messages choose a file's kind by, from the words its reader gives ("a save");
/// words of no kind known here are said as they are.
fn kind_id(what: &'static str) -> &'static str {
    match what {
        "a save" => "save",
        "a history" => "history",
        "a setup" => "setup",
        "a presets file" => "presets",
        "a daily record" => "daily",
        "a finished match" => "finished",
        "Learn progress" => "learn",
        other => other,
    }
}

/// Parses a store file's bytes, refusing invalid JSON and duplicate keys.
pub fn parse(bytes: &[u8]) -> Result<Value, JsonError> {
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let parsed = Strict::deserialize(&mut de).and_then(|Strict(v)| de.end().map(|()| v));
    parsed.map_err(|e| JsonError::Syntax(reason(&e.to_string())))
}

/// Converts a parsed value into `T`; `what` names the file's kind in the reason ("a save").
pub fn shape<T: serde::de::DeserializeOwned>(
    value: Value,
    what: &'static str,
) -> Result<T, JsonError> {
    serde_json::from_value(value).map_err(|e| JsonError::Shape {
        what,
        why: reason(&e.to_string()),
    })
}

/// [`parse`] then [`shape`].
pub fn read<T: serde::de::DeserializeOwned>(
    bytes: &[u8],
    what: &'static str,
) -> Result<T, JsonError> {
    shape(parse(bytes)?, what)
}

/// Why a value was not serialized.
#[derive(Debug)]
pub enum WriteError {
    /// Larger than the file is read back with.
    TooLarge { size: u64, limit: u64 },
    /// serde refused it (a map key that is not a string; never a file's doing).
    Serialize(String),
}

impl WriteError {
    /// The store's error for the file `what` ("The match", "setup.json").
    pub fn into_store_error(self, what: &'static str) -> super::StoreError {
        match self {
            WriteError::TooLarge { size, limit } => {
                super::StoreError::TooLarge { what, size, limit }
            }
            WriteError::Serialize(why) => super::StoreError::Invalid(yahtzee_l10n::t!(
                "store-file-not-written",
                file = super::file_words(what),
                why = why
            )),
        }
    }
}

/// Serializes `value` compactly, refusing to produce more than `limit` bytes: a file the game
/// would refuse to read back is never written.
pub fn to_bytes<T: serde::Serialize>(value: &T, limit: u64) -> Result<Vec<u8>, WriteError> {
    let bytes = serde_json::to_vec(value).map_err(|e| WriteError::Serialize(e.to_string()))?;
    if bytes.len() as u64 > limit {
        return Err(WriteError::TooLarge {
            size: bytes.len() as u64,
            limit,
        });
    }
    Ok(bytes)
}

/// A message from serde (or anything quoting a file) cut down for the player: each value
/// quoted in backticks, double quotes or single quotes keeps at most [`QUOTE_CHARS`]
/// characters, control characters are escaped, and the whole stays under [`REASON_CHARS`]
/// characters as shown. A single quote opens a value only after a space or a bracket, and
/// closes it only before one or before punctuation, so "Ana's card" is no quote.
pub fn reason(message: &str) -> String {
    let mut out = String::new();
    let mut shown = 0usize;
    let mut quote: Option<(char, usize)> = None;
    let mut prev: Option<char> = None;
    let mut chars = message.chars().peekable();
    while let Some(c) = chars.next() {
        let next = chars.peek().copied();
        let boundary_before = prev.is_none_or(|p| p.is_whitespace() || "([{".contains(p));
        let boundary_after = next.is_none_or(|n| n.is_whitespace() || ".,;:!?)]}".contains(n));
        prev = Some(c);
        match quote {
            Some((open, _)) if c == open && (open != '\'' || boundary_after) => {
                quote = None;
            }
            Some((open, n)) => {
                quote = Some((open, n + 1));
                if n == QUOTE_CHARS {
                    out.push('…');
                    shown += 1;
                }
                if n >= QUOTE_CHARS {
                    continue;
                }
            }
            None if c == '`' || c == '"' || (c == '\'' && boundary_before) => {
                quote = Some((c, 0));
            }
            None => {}
        }
        let piece = crate::escape::shown(c.encode_utf8(&mut [0u8; 4])).into_owned();
        shown += piece.chars().count();
        if shown > REASON_CHARS {
            out.push('…');
            break;
        }
        out.push_str(&piece);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn duplicate_keys_are_refused_at_any_depth() {
        assert!(parse(br#"{"a":1,"b":{"c":2,"d":3}}"#).is_ok());
        let why = parse(br#"{"a":1,"b":{"c":2,"c":3}}"#)
            .unwrap_err()
            .to_string();
        assert!(why.contains("\"c\" is given twice"), "{why}");
        assert!(parse(br#"[{"x":1},{"x":2}]"#).is_ok());
        assert!(parse(br#"{"a":1} {"#).is_err());
    }

    #[test]
    fn reasons_quote_little_of_a_huge_value_and_escape_it() {
        let huge = format!(
            "unknown variant `{}`, expected `on` or `off`",
            "Z".repeat(1 << 20)
        );
        let r = reason(&huge);
        assert!(r.chars().count() < 120, "{r}");
        assert!(r.starts_with("unknown variant `ZZZZ"));
        assert!(r.ends_with("expected `on` or `off`"), "{r}");
        let r = reason("bad name `\u{1b}[31mX`");
        assert_eq!(r, "bad name `\\e[31mX`");
        assert!(reason(&"x".repeat(10_000)).chars().count() <= REASON_CHARS + 1);
        let r = reason(&format!("state '{}' is bad", "\u{1b}[31m".repeat(10_000)));
        assert!(r.matches("\\e[31m").count() < 10, "{r}");
        assert!(r.ends_with("' is bad"), "{r}");
        let all_escapes = "\u{1}".repeat(10_000);
        assert!(reason(&all_escapes).chars().count() <= REASON_CHARS + 1);
        assert_eq!(
            reason("Ana's card: Fours cannot hold 7 under these rules; Ben's too"),
            "Ana's card: Fours cannot hold 7 under these rules; Ben's too"
        );
    }

    #[test]
    fn nothing_is_written_that_the_reader_would_refuse() {
        let v: Vec<u32> = (0..100).collect();
        assert!(to_bytes(&v, 1000).is_ok());
        assert!(matches!(
            to_bytes(&v, 100),
            Err(WriteError::TooLarge { limit: 100, .. })
        ));
    }
}
