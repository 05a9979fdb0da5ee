//! Numbers as each language writes them.
//!
//! Fluent's Rust formatter writes every number as Rust does ("0.14"), whatever the language
//! (fluent-rs issue 269), so every bundle gets [`format`], which swaps the decimal point for
//! the language's own. Figures put together in code ([`decimal`], [`signed`], [`percent`])
//! go through the same rule. Whole numbers are not grouped: scores stay "1536" in every
//! language, as score sheets write them.

use fluent_bundle::FluentValue;
use fluent_bundle::memoizer::MemoizerKind;
use intl_memoizer::Memoizable;
use unic_langid::LanguageIdentifier;

use crate::{Lang, current};

/// The decimal mark of a bundle's language, worked out once per bundle.
struct Mark(char);

impl Memoizable for Mark {
    type Args = ();
    type Error = ();

    fn construct(lang: LanguageIdentifier, _: ()) -> Result<Mark, ()> {
        Ok(Mark(mark_of_language(lang.language.as_str())))
    }
}

fn mark_of_language(language: &str) -> char {
    match language {
        "de" | "fr" | "es" | "sv" => ',',
        _ => '.',
    }
}

fn mark(lang: Lang) -> char {
    mark_of_language(lang.code().split('-').next().unwrap_or("en"))
}

/// The bundles' formatter: a number with the bundle's decimal mark; anything else as Fluent
/// writes it.
pub(crate) fn format<M: MemoizerKind>(value: &FluentValue, memo: &M) -> Option<String> {
    let FluentValue::Number(n) = value else {
        return None;
    };
    let text = n.as_string();
    let mark = memo
        .with_try_get_threadsafe::<Mark, _, _>((), |m| m.0)
        .unwrap_or('.');
    Some(with_mark(&text, mark))
}

fn with_mark(text: &str, mark: char) -> String {
    let text = text.replace('-', "−");
    if mark == '.' {
        text
    } else {
        text.replace('.', &mark.to_string())
    }
}

/// `x` with `places` decimals, as the language spoken writes it ("0.14", "0,14"); a negative
/// number with a true minus sign.
pub fn decimal(x: f64, places: usize) -> String {
    let text = format!("{x:.places$}");
    // "-0.0" is no figure a player should read.
    let text = if text.trim_start_matches(['-', '0', '.']).is_empty() {
        text.trim_start_matches('-').to_string()
    } else {
        text
    };
    with_mark(&text, mark(current()))
}

/// `x` with one decimal and its sign, as the luck and play figures are given: "+18.4",
/// "−7.1", "±0.0" (German "+18,4").
pub fn signed(x: f64) -> String {
    let text = decimal(x.abs(), 1);
    if text.trim_start_matches(['0', '.', ',']).is_empty() {
        format!("±{text}")
    } else if x < 0.0 {
        format!("−{text}")
    } else {
        format!("+{text}")
    }
}

/// A share (0.573) as a percentage with one decimal, as the language writes it: "57.3%" in
/// English, "57,3 %" in German, French, Spanish and Swedish.
pub fn percent(share: f64) -> String {
    let figure = decimal(share * 100.0, 1);
    match current() {
        Lang::En | Lang::Pseudo => format!("{figure}%"),
        // A no-break space: the sign never starts a line of its own.
        Lang::De | Lang::Fr | Lang::Es | Lang::Sv => format!("{figure}\u{a0}%"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speaking;

    #[test]
    fn each_language_writes_its_own_decimal_mark() {
        assert_eq!(speaking(Lang::En, None, || decimal(0.14, 2)), "0.14");
        assert_eq!(speaking(Lang::De, None, || decimal(0.14, 2)), "0,14");
        assert_eq!(speaking(Lang::Sv, None, || decimal(-3.25, 1)), "−3,2");
        assert_eq!(speaking(Lang::Fr, None, || signed(18.44)), "+18,4");
        assert_eq!(speaking(Lang::En, None, || signed(-7.06)), "−7.1");
        assert_eq!(speaking(Lang::En, None, || signed(-0.01)), "±0.0");
        assert_eq!(speaking(Lang::En, None, || decimal(-0.001, 1)), "0.0");
        assert_eq!(speaking(Lang::En, None, || percent(0.5734)), "57.3%");
        assert_eq!(speaking(Lang::De, None, || percent(0.5734)), "57,3\u{a0}%");
    }
}
