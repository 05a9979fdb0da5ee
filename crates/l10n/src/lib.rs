//! The game's words in every language it speaks.
//!
//! Every word a player reads comes from the Fluent files in `assets/i18n/<language>/yahtzee.ftl`,
//! compiled into the program. Code asks for a message with [`t!`], which checks the message's
//! id and its arguments against the English file when the program is compiled.
//!
//! **Which language.** One process can serve players of several languages at once (the SSH
//! server draws every table's windows on one thread), so the language is not a global switch
//! but a value: the process has a default ([`set_default`], from `--lang`, the config file or
//! the environment, resolved by [`choose`]), and a thread may speak another for a while
//! ([`speaking`]), as the server does around each window it draws. Every language's messages
//! are parsed once; a language is a cheap view of them.
//!
//! **Numbers** are written as the language writes them (a decimal comma in German, French,
//! Spanish and Swedish): Fluent's own formatter does not, so every bundle gets ours, and
//! [`decimal`] and [`signed`] give the same figures for text put together in code.
//!
//! **Card names** follow their own language, [`names`], which is the player's language unless
//! a card is asked for by its local name (`--rules kniffel` reads Kniffel's boxes in German
//! whatever the rest of the screen speaks).

mod lang;
mod number;
mod pseudo;

use std::cell::Cell;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

use i18n_embed::LanguageLoader;
pub use i18n_embed::fluent::FluentLanguageLoader;
use rust_embed::RustEmbed;

pub use lang::{Choice, Lang, Notice, Source, choose, requested_by_environment};
pub use number::{decimal, percent, signed};
pub use pseudo::{CLOSE, OPEN};

#[doc(hidden)]
pub use i18n_embed_fl::fl as __fl;

/// A message in the language spoken here and now: `t!("id")`, `t!("id", name = value)`. The
/// id and the arguments are checked against the English file when compiled.
#[macro_export]
macro_rules! t {
    ($($rest:tt)*) => {
        $crate::finish($crate::current(), $crate::__fl!($crate::loader(), $($rest)*))
    };
}

/// A message in the language of the card's names (see [`names`]).
#[macro_export]
macro_rules! t_names {
    ($($rest:tt)*) => {
        $crate::finish($crate::names(), $crate::__fl!($crate::names_loader(), $($rest)*))
    };
}

/// A message as formatted in `lang`, between the pseudo-language's marks when it is that.
#[doc(hidden)]
pub fn finish(lang: Lang, message: String) -> String {
    if lang == Lang::Pseudo {
        pseudo::marked(message)
    } else {
        message
    }
}

#[derive(RustEmbed)]
#[folder = "../../assets/i18n/"]
struct Files;

/// The Fluent domain: the files are `<language>/yahtzee.ftl`.
const DOMAIN: &str = "yahtzee";

/// Each language's messages, parsed the first time that language is spoken (English behind
/// each, for a message a language lacks), in the order of [`Lang::ALL`]. Parsing all five
/// files at the first word tripled the time to the menu's first frame (5 ms to 16 ms); a
/// process mostly speaks one language, and a server parses each once.
static LOADERS: [OnceLock<FluentLanguageLoader>; Lang::ALL.len()] =
    [const { OnceLock::new() }; Lang::ALL.len()];

/// The messages of `lang`, parsed: its own file alone. Each language is its own fallback,
/// so a German start parses one file, not English's too: the completeness test
/// (`tests::every_language_has_every_english_message_with_its_arguments`) is what keeps a message from
/// missing, and a missing one would show its id, never a wrong sentence.
fn load(lang: Lang) -> FluentLanguageLoader {
    let own = match lang {
        Lang::Pseudo => Lang::En.id(),
        lang => lang.id(),
    };
    let loader = FluentLanguageLoader::new(DOMAIN, own.clone());
    let wanted = [own];
    // The files are compiled in and every one of them is read by the tests, so a failure here
    // is a build that was never tested; it leaves English (the loader's fallback) in place.
    let _ = loader.load_languages(&Files, &wanted);
    prepare(&loader);
    // The pseudo-language is English, made longer and accented as its words are formatted.
    if lang == Lang::Pseudo {
        loader.with_bundles_mut(|bundle| bundle.set_transform(Some(pseudo::transform)));
    }
    loader
}

/// What every bundle needs before its first word: no bidi isolation marks around arguments
/// (a terminal would show them, or count them as columns), and our number formatter.
fn prepare(loader: &FluentLanguageLoader) {
    loader.set_use_isolating(false);
    loader.with_bundles_mut(|bundle| bundle.set_formatter(Some(number::format)));
}

/// The process's language, as [`Lang`]'s index; English until [`set_default`].
static DEFAULT: AtomicU8 = AtomicU8::new(0);
/// The language of the card's names, as an index plus one; 0 follows the player's language.
static DEFAULT_NAMES: AtomicU8 = AtomicU8::new(0);

thread_local! {
    /// What this thread speaks for now, over the process's default ([`speaking`]).
    static SPEAKING: Cell<Option<(Lang, Option<Lang>)>> = const { Cell::new(None) };
}

/// Sets the process's language, and the language of card names (`None`: the same).
pub fn set_default(lang: Lang, names: Option<Lang>) {
    DEFAULT.store(lang.index(), Ordering::Relaxed);
    DEFAULT_NAMES.store(names.map_or(0, |n| n.index() + 1), Ordering::Relaxed);
}

/// The language spoken here and now.
pub fn current() -> Lang {
    SPEAKING.with(Cell::get).map_or_else(
        || Lang::from_index(DEFAULT.load(Ordering::Relaxed)),
        |(l, _)| l,
    )
}

/// The language the card's box names are read in.
pub fn names() -> Lang {
    match SPEAKING.with(Cell::get) {
        Some((lang, names)) => names.unwrap_or(lang),
        None => match DEFAULT_NAMES.load(Ordering::Relaxed) {
            0 => current(),
            n => Lang::from_index(n - 1),
        },
    }
}

/// Runs `f` speaking `lang` (and reading card names in `names`, or `lang`), then returns to
/// what was spoken before, even if `f` unwinds.
pub fn speaking<T>(lang: Lang, names: Option<Lang>, f: impl FnOnce() -> T) -> T {
    struct Restore(Option<(Lang, Option<Lang>)>);
    impl Drop for Restore {
        fn drop(&mut self) {
            SPEAKING.with(|s| s.set(self.0));
        }
    }
    let _restore = Restore(SPEAKING.with(|s| s.replace(Some((lang, names)))));
    f()
}

/// The messages of the language spoken here and now.
pub fn loader() -> &'static FluentLanguageLoader {
    loader_for(current())
}

/// The messages of the language the card's names are read in.
pub fn names_loader() -> &'static FluentLanguageLoader {
    loader_for(names())
}

fn loader_for(lang: Lang) -> &'static FluentLanguageLoader {
    LOADERS[lang as usize].get_or_init(|| load(lang))
}

/// The message file of `lang`, as compiled in (for the tests that read every message).
pub fn source(lang: Lang) -> Option<String> {
    let lang = if lang == Lang::Pseudo { Lang::En } else { lang };
    let file = Files::get(&format!("{}/{DOMAIN}.ftl", lang.code()))?;
    String::from_utf8(file.data.into_owned()).ok()
}

#[cfg(test)]
mod tests;
