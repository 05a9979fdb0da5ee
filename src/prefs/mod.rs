//! The player's preferences as data: which keys do what (`keymap`), the colours (`theme`), and
//! the rest of what the config file sets for the terminal game ([`Prefs`]). Below both the
//! config file, which reads them, and the terminal UI, which uses them, so reading a config
//! needs no screen. They name keys and colours in ratatui's types, the terminal's vocabulary,
//! but draw nothing.

pub mod keymap;
pub mod theme;

/// How the game looks, which keys it answers to, and whether dice move and the bell rings:
/// read once from the config file at start and handed down. The default is what tests use:
/// built-in keys and colours, no motion, no sound.
#[derive(Clone, Debug, Default)]
pub struct Prefs {
    pub theme: theme::Theme,
    pub keys: keymap::Keymap,
    pub animate: bool,
    pub bell: bool,
    /// What a new match's setup starts from, over what setup remembers.
    pub defaults: crate::store::SetupDefaults,
    /// Whether the terminal is one that may take text to the clipboard (OSC 52).
    pub clipboard: bool,
}
