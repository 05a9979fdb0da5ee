//! The pseudo-language `en-XA`: English with every letter accented and about 40% more of
//! it, each message between ⟦ and ⟧. German and French run about a third longer than
//! English; a screen that shows every pseudo message whole, both marks in view, will show
//! theirs. The marks are plain characters (no bidi control), so they survive any terminal
//! and say where a message was cut.

use std::borrow::Cow;

const CAPITALS: [char; 26] = [
    'Ȧ', 'Ɓ', 'Ƈ', 'Ḓ', 'Ḗ', 'Ƒ', 'Ɠ', 'Ħ', 'Ī', 'Ĵ', 'Ķ', 'Ŀ', 'Ḿ', 'Ƞ', 'Ǿ', 'Ƥ', 'Ɋ', 'Ř', 'Ş',
    'Ŧ', 'Ŭ', 'Ṽ', 'Ẇ', 'Ẋ', 'Ẏ', 'Ẑ',
];
const SMALL: [char; 26] = [
    'ȧ', 'ƀ', 'ƈ', 'ḓ', 'ḗ', 'ƒ', 'ɠ', 'ħ', 'ī', 'ĵ', 'ķ', 'ŀ', 'ḿ', 'ƞ', 'ǿ', 'ƥ', 'ɋ', 'ř', 'ş',
    'ŧ', 'ŭ', 'ṽ', 'ẇ', 'ẋ', 'ẏ', 'ẑ',
];

/// Where a pseudo message starts and ends.
pub const OPEN: char = '⟦';
pub const CLOSE: char = '⟧';

/// A text fragment of a message, accented and lengthened: each vowel doubled, as a longer
/// language stretches words (about 40% more letters in English prose). Arguments (names,
/// numbers) are not fragments: Fluent leaves them as they are.
pub(crate) fn transform(text: &str) -> Cow<'_, str> {
    let mut out = String::with_capacity(text.len() * 2);
    for c in text.chars() {
        let accented = match c {
            'A'..='Z' => CAPITALS.get(usize::from(c as u8 - b'A')).copied(),
            'a'..='z' => SMALL.get(usize::from(c as u8 - b'a')).copied(),
            _ => None,
        };
        match accented {
            Some(a) => {
                out.push(a);
                if matches!(c.to_ascii_lowercase(), 'a' | 'e' | 'i' | 'o' | 'u' | 'y') {
                    out.push(a.to_lowercase().next().unwrap_or(a));
                }
            }
            None => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// A whole pseudo message between its marks.
pub(crate) fn marked(message: String) -> String {
    format!("{OPEN}{message}{CLOSE}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_are_accented_and_vowels_doubled_the_rest_kept() {
        assert_eq!(transform("Hold 3-3, Ana!"), "Ħǿǿŀḓ 3-3, Ȧȧƞȧȧ!");
        let english = "Throw the dice first, then choose a box for your score.";
        let pseudo = transform(english);
        let ratio = pseudo.chars().count() as f64 / english.chars().count() as f64;
        assert!((1.3..1.6).contains(&ratio), "{ratio}");
        assert!(!pseudo.chars().any(|c| c.is_ascii_alphabetic()));
        for c in CAPITALS.iter().chain(&SMALL).chain(&[OPEN, CLOSE]) {
            assert_eq!(
                unicode_width::UnicodeWidthChar::width(*c),
                Some(1),
                "{c} must take one column"
            );
        }
    }
}
