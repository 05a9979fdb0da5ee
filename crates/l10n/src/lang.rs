//! The languages the game speaks, and which one a player gets: `--lang`, then the config
//! file's `[ui] language`, then the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`, with GNU's
//! `LANGUAGE` list), then English.

use unic_langid::LanguageIdentifier;

/// A language the game speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    En,
    De,
    Fr,
    Es,
    Sv,
    /// English made about 40% longer and accented, between markers: run through every
    /// screen, it shows what a longer language would cut. Chosen by name only, never from
    /// the environment.
    Pseudo,
}

impl Lang {
    /// Every language, in the order of their index.
    pub const ALL: [Lang; 6] = [
        Lang::En,
        Lang::De,
        Lang::Fr,
        Lang::Es,
        Lang::Sv,
        Lang::Pseudo,
    ];
    /// The languages with a message file of their own.
    pub const SHIPPED: [Lang; 5] = [Lang::En, Lang::De, Lang::Fr, Lang::Es, Lang::Sv];

    /// Its code, as `--lang` and the config file take it.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Es => "es",
            Lang::Sv => "sv",
            Lang::Pseudo => "en-XA",
        }
    }

    /// Its name in itself, as a language menu lists it.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
            Lang::Es => "Español",
            Lang::Sv => "Svenska",
            Lang::Pseudo => "Pseudo (en-XA)",
        }
    }

    pub(crate) fn id(self) -> LanguageIdentifier {
        match self {
            Lang::En | Lang::Pseudo => unic_langid::langid!("en"),
            Lang::De => unic_langid::langid!("de"),
            Lang::Fr => unic_langid::langid!("fr"),
            Lang::Es => unic_langid::langid!("es"),
            Lang::Sv => unic_langid::langid!("sv"),
        }
    }

    pub(crate) const fn index(self) -> u8 {
        self as u8
    }

    pub(crate) fn from_index(i: u8) -> Lang {
        Lang::ALL.get(usize::from(i)).copied().unwrap_or(Lang::En)
    }

    /// The language a code names: `de`, `de-AT`, `de_DE.UTF-8`, `sv_SE@euro`, `en-XA` (any
    /// case). `None` for a language the game does not speak, and for `C` and `POSIX`.
    pub fn parse(code: &str) -> Option<Lang> {
        let code = code.trim();
        if code.eq_ignore_ascii_case("en-xa") || code.eq_ignore_ascii_case("pseudo") {
            return Some(Lang::Pseudo);
        }
        let base = code.split(['.', '@']).next().unwrap_or("");
        if base.is_empty() || base == "C" || base == "POSIX" {
            return None;
        }
        let id: LanguageIdentifier = base.replace('_', "-").parse().ok()?;
        Lang::SHIPPED
            .into_iter()
            .find(|l| l.id().language == id.language)
    }
}

/// Why the language chosen is not the one asked for, said once when the game starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// `--lang`, the config file or the environment asked for a language the game does not
    /// speak (the words as given, for the message to show, escaped, bounded).
    Unknown { asked: String, from: Source },
}

/// Where a language was asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    Argument,
    Config,
    Environment,
}

/// The language a player gets, and what to tell them about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub lang: Lang,
    pub notice: Option<Notice>,
}

/// The longest request a notice repeats: anything longer is someone else's text.
const ASKED_MAX: usize = 32;

/// The language from `--lang` (`argument`), else the config file's (`config`), else the
/// environment's (`env` looks a variable up: the process's own, or what an SSH client sent).
/// A request the game cannot meet gives English and a notice; an environment that asks for
/// nothing in particular (`C`, `POSIX`, unset) gives English silently.
pub fn choose(
    argument: Option<&str>,
    config: Option<&str>,
    env: impl Fn(&str) -> Option<String>,
) -> Choice {
    let unknown = |asked: &str, from| Choice {
        lang: Lang::En,
        notice: Some(Notice::Unknown {
            asked: asked.chars().take(ASKED_MAX).collect(),
            from,
        }),
    };
    for (asked, from) in [(argument, Source::Argument), (config, Source::Config)] {
        if let Some(asked) = asked.map(str::trim).filter(|s| !s.is_empty()) {
            return match Lang::parse(asked) {
                Some(lang) => Choice { lang, notice: None },
                None => unknown(asked, from),
            };
        }
    }
    let requested = requested_by_environment(env);
    match requested.first() {
        None => Choice {
            lang: Lang::En,
            notice: None,
        },
        Some(first) => match requested.iter().find_map(|r| Lang::parse(r)) {
            // The pseudo-language is for testing: chosen by name, never by a locale.
            Some(Lang::Pseudo) | None => unknown(first, Source::Environment),
            Some(lang) => Choice { lang, notice: None },
        },
    }
}

/// The languages the environment asks for, most wanted first, as glibc reads them for
/// messages: the first set of `LC_ALL`, `LC_MESSAGES` and `LANG` names the locale; under `C`
/// or `POSIX` nothing is translated, not even by `LANGUAGE`; otherwise `LANGUAGE`'s list
/// (`sv:de`) comes before the locale's own language.
pub fn requested_by_environment(env: impl Fn(&str) -> Option<String>) -> Vec<String> {
    let set = |k: &str| env(k).filter(|v| !v.trim().is_empty());
    let Some(locale) = set("LC_ALL")
        .or_else(|| set("LC_MESSAGES"))
        .or_else(|| set("LANG"))
    else {
        return Vec::new();
    };
    let base = locale.trim().split(['.', '@']).next().unwrap_or("");
    if base.is_empty() || base == "C" || base == "POSIX" {
        return Vec::new();
    }
    let mut out: Vec<String> = set("LANGUAGE")
        .map(|list| {
            list.split(':')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default();
    out.push(locale.trim().to_string());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |k| {
            vars.iter()
                .find(|(name, _)| *name == k)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn codes_and_locales_name_the_languages() {
        for (code, lang) in [
            ("de", Lang::De),
            ("DE", Lang::De),
            ("de-AT", Lang::De),
            ("de_DE.UTF-8", Lang::De),
            ("fr_FR@euro", Lang::Fr),
            ("es_MX", Lang::Es),
            ("sv_SE.utf8", Lang::Sv),
            ("en_GB", Lang::En),
            ("en-XA", Lang::Pseudo),
        ] {
            assert_eq!(Lang::parse(code), Some(lang), "{code}");
        }
        for code in ["C", "POSIX", "C.UTF-8", "", "ja_JP", "posix", "xx-!!"] {
            assert_eq!(Lang::parse(code), None, "{code}");
        }
        for lang in Lang::ALL {
            assert_eq!(Lang::parse(lang.code()), Some(lang));
        }
    }

    #[test]
    fn the_environment_is_read_as_glibc_reads_it() {
        let cases: [(&[(&str, &str)], Lang); 8] = [
            (&[("LANG", "de_DE.UTF-8")], Lang::De),
            (
                &[("LC_MESSAGES", "sv_SE"), ("LANG", "de_DE.UTF-8")],
                Lang::Sv,
            ),
            (
                &[("LC_ALL", "fr_FR@euro"), ("LC_MESSAGES", "sv_SE")],
                Lang::Fr,
            ),
            (&[("LANGUAGE", "es:fr"), ("LANG", "de_DE.UTF-8")], Lang::Es),
            // Under C nothing is translated, LANGUAGE or not.
            (&[("LC_ALL", "C"), ("LANG", "fr_FR.UTF-8")], Lang::En),
            (&[("LANGUAGE", "es"), ("LC_ALL", "C")], Lang::En),
            (&[("LANG", "POSIX")], Lang::En),
            // An empty variable is as good as unset.
            (&[("LC_ALL", ""), ("LANG", "sv_SE.UTF-8")], Lang::Sv),
        ];
        for (vars, lang) in cases {
            let chosen = choose(None, None, env(vars));
            assert_eq!(chosen.lang, lang, "{vars:?}");
            assert_eq!(chosen.notice, None, "{vars:?}");
        }
        // LANGUAGE's unknown entries are passed over for the next it names.
        assert_eq!(
            choose(None, None, env(&[("LANGUAGE", "ja:sv"), ("LANG", "ja_JP")])).lang,
            Lang::Sv
        );
    }

    #[test]
    fn the_argument_beats_the_config_and_the_config_the_environment() {
        let de = env(&[("LANG", "de_DE.UTF-8")]);
        assert_eq!(choose(Some("fr"), Some("sv"), &de).lang, Lang::Fr);
        assert_eq!(choose(None, Some("sv"), &de).lang, Lang::Sv);
        assert_eq!(choose(None, None, &de).lang, Lang::De);
    }

    #[test]
    fn an_unknown_language_gives_english_and_one_notice_saying_what_was_asked() {
        let chosen = choose(Some("klingon"), Some("de"), env(&[]));
        assert_eq!(chosen.lang, Lang::En);
        assert_eq!(
            chosen.notice,
            Some(Notice::Unknown {
                asked: "klingon".into(),
                from: Source::Argument
            })
        );
        let chosen = choose(None, None, env(&[("LANG", "ja_JP.UTF-8")]));
        assert_eq!(chosen.lang, Lang::En);
        assert!(matches!(
            chosen.notice,
            Some(Notice::Unknown { ref asked, from: Source::Environment }) if asked == "ja_JP.UTF-8"
        ));
        // A long request is cut before it is repeated.
        let long = "x".repeat(500);
        let Some(Notice::Unknown { asked, .. }) = choose(Some(&long), None, env(&[])).notice else {
            panic!("no notice");
        };
        assert_eq!(asked.chars().count(), ASKED_MAX);
        // The pseudo-language is never taken from a locale.
        assert_eq!(choose(None, None, env(&[("LANG", "en-XA")])).lang, Lang::En);
    }
}
