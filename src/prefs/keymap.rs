//! Keys as data: `assets/keymap.txt` maps keys to commands per context, and the same table
//! writes the help bar and the `?` overlay, so the two can never disagree.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::l10n::t;

const KEYMAP: &str = include_str!("../../assets/keymap.txt");
const VIM: &str = include_str!("../../assets/keymap-vim.txt");

/// Where a key is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Context {
    Global,
    List,
    Setup,
    Play,
    Text,
    Results,
    Confirm,
    /// The statistics and the history: whose figures and matches they show.
    Records,
    /// The public server's standings: the leaderboard, a person's matches, what it keeps.
    Standings,
}

impl Context {
    pub const ALL: [Context; 9] = [
        Context::Global,
        Context::List,
        Context::Setup,
        Context::Play,
        Context::Text,
        Context::Results,
        Context::Confirm,
        Context::Records,
        Context::Standings,
    ];

    /// The name the keymap and the config file give this context.
    pub fn name(self) -> &'static str {
        match self {
            Context::Global => "global",
            Context::List => "list",
            Context::Setup => "setup",
            Context::Play => "play",
            Context::Text => "text",
            Context::Results => "results",
            Context::Confirm => "confirm",
            Context::Records => "records",
            Context::Standings => "standings",
        }
    }

    pub fn parse(s: &str) -> Option<Context> {
        Context::ALL.into_iter().find(|c| c.name() == s)
    }
}

/// What a key asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    QuitNow,
    Help,
    Up,
    Down,
    Left,
    Right,
    Select,
    Back,
    AddSeat,
    RemoveSeat,
    /// Setup: the rules and options back to the defaults.
    Defaults,
    /// Setup: your own presets (save the rules under a name, use, rename, delete).
    Presets,
    Start,
    Roll,
    /// Die 1–5 (0-based here).
    Hold(u8),
    Score,
    Hint,
    /// Switch the hint panel's ranking between chance to win and expected total.
    HintRank,
    Undo,
    Skip,
    /// Play every CPU turn up to the next person's.
    SkipAll,
    /// Change the CPU speed.
    Speed,
    /// At a hosted table: let a CPU play an absent guest's seat (or stop it).
    StandIn,
    /// At a hosted table: let a guest who asked take a seat that waits for someone else.
    LetIn,
    /// Correct a filled box on a score pad.
    Correct,
    /// Forget the guest's key chosen in the list of remembered keys.
    ForgetKey,
    Pause,
    PageUp,
    PageDown,
    /// The start and the end of a text.
    First,
    Last,
    Rematch,
    Review,
    /// The result card.
    Card,
    /// Show another seat's columns (cards of several columns).
    OtherCard,
    /// Statistics and history: the CPUs' figures and matches too, or people's only.
    Everyone,
    /// On the public server: read the standings again.
    Refresh,
    /// On the public server: delete the account and what is kept about it (asked first).
    ForgetMe,
    Menu,
    Quit,
}

/// Every command by the name the keymap and the config file give it.
const COMMANDS: &[(&str, Command)] = &[
    ("quit_now", Command::QuitNow),
    ("help", Command::Help),
    ("up", Command::Up),
    ("down", Command::Down),
    ("left", Command::Left),
    ("right", Command::Right),
    ("select", Command::Select),
    ("back", Command::Back),
    ("add_seat", Command::AddSeat),
    ("remove_seat", Command::RemoveSeat),
    ("defaults", Command::Defaults),
    ("presets", Command::Presets),
    ("start", Command::Start),
    ("roll", Command::Roll),
    ("hold", Command::Hold(0)),
    ("score", Command::Score),
    ("hint", Command::Hint),
    ("hint_rank", Command::HintRank),
    ("undo", Command::Undo),
    ("skip", Command::Skip),
    ("skip_all", Command::SkipAll),
    ("speed", Command::Speed),
    ("stand_in", Command::StandIn),
    ("let_in", Command::LetIn),
    ("correct", Command::Correct),
    ("forget_key", Command::ForgetKey),
    ("pause", Command::Pause),
    ("page_up", Command::PageUp),
    ("page_down", Command::PageDown),
    ("first", Command::First),
    ("last", Command::Last),
    ("rematch", Command::Rematch),
    ("review", Command::Review),
    ("card", Command::Card),
    ("other_card", Command::OtherCard),
    ("everyone", Command::Everyone),
    ("refresh", Command::Refresh),
    ("forget_me", Command::ForgetMe),
    ("menu", Command::Menu),
    ("quit", Command::Quit),
];

impl Command {
    pub fn parse(s: &str) -> Option<Command> {
        COMMANDS.iter().find(|(n, _)| *n == s).map(|&(_, c)| c)
    }

    /// The name the keymap and the config file give this command.
    pub fn name(self) -> &'static str {
        let this = match self {
            Command::Hold(_) => Command::Hold(0),
            other => other,
        };
        COMMANDS
            .iter()
            .find(|(_, c)| *c == this)
            .map_or("?", |&(n, _)| n)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    pub code: KeyCode,
    pub ctrl: bool,
}

impl Key {
    pub fn parse(s: &str) -> Option<Key> {
        let (ctrl, name) = match s.strip_prefix("ctrl+") {
            Some(rest) => (true, rest),
            None => (false, s),
        };
        let code = match name {
            "space" => KeyCode::Char(' '),
            "enter" => KeyCode::Enter,
            "esc" => KeyCode::Esc,
            "tab" => KeyCode::Tab,
            "backspace" => KeyCode::Backspace,
            "delete" => KeyCode::Delete,
            "up" => KeyCode::Up,
            "down" => KeyCode::Down,
            "left" => KeyCode::Left,
            "right" => KeyCode::Right,
            "pageup" => KeyCode::PageUp,
            "pagedown" => KeyCode::PageDown,
            "home" => KeyCode::Home,
            "end" => KeyCode::End,
            _ => {
                let mut chars = name.chars();
                let c = chars.next()?;
                if chars.next().is_some() || !visible_key(c) {
                    return None;
                }
                KeyCode::Char(c)
            }
        };
        Some(Key { code, ctrl })
    }

    /// The key as the keymap and the config file write it ("space", "ctrl+z", "G").
    pub fn name(&self) -> String {
        let name = match self.code {
            KeyCode::Char(' ') => "space".to_string(),
            KeyCode::Char(c) => c.to_string(),
            KeyCode::Enter => "enter".to_string(),
            KeyCode::Esc => "esc".to_string(),
            KeyCode::Tab => "tab".to_string(),
            KeyCode::Backspace => "backspace".to_string(),
            KeyCode::Delete => "delete".to_string(),
            KeyCode::Up => "up".to_string(),
            KeyCode::Down => "down".to_string(),
            KeyCode::Left => "left".to_string(),
            KeyCode::Right => "right".to_string(),
            KeyCode::PageUp => "pageup".to_string(),
            KeyCode::PageDown => "pagedown".to_string(),
            KeyCode::Home => "home".to_string(),
            KeyCode::End => "end".to_string(),
            other => format!("{other:?}").to_lowercase(),
        };
        if self.ctrl {
            format!("ctrl+{name}")
        } else {
            name
        }
    }

    /// The key as a person reads it, in the language spoken ("Space", German "Leertaste",
    /// "Ctrl+Z", "Strg+Z"). Files keep [`Key::name`].
    pub fn label(&self) -> String {
        let name = match self.code {
            KeyCode::Char(' ') => t!("setup-key-space"),
            KeyCode::Char(c) => c.to_string(),
            KeyCode::Enter => t!("setup-key-enter"),
            KeyCode::Esc => t!("setup-key-esc"),
            KeyCode::Tab => t!("setup-key-tab"),
            KeyCode::Backspace => t!("setup-key-backspace"),
            KeyCode::Delete => t!("setup-key-delete"),
            KeyCode::Up => "↑".to_string(),
            KeyCode::Down => "↓".to_string(),
            KeyCode::Left => "←".to_string(),
            KeyCode::Right => "→".to_string(),
            KeyCode::PageUp => t!("setup-key-page-up"),
            KeyCode::PageDown => t!("setup-key-page-down"),
            KeyCode::Home => t!("setup-key-home"),
            KeyCode::End => t!("setup-key-end"),
            other => format!("{other:?}"),
        };
        if self.ctrl {
            format!("{}+{name}", t!("setup-key-ctrl"))
        } else {
            name
        }
    }

    /// Whether `event` is this key. Exactly: the same character. Otherwise a lower-case
    /// binding also takes its Shift form (terminals report Shift+r as R), unless some
    /// binding names the capital itself, which the exact pass finds first.
    fn matches(&self, event: &KeyEvent, exact: bool) -> bool {
        let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
        if ctrl != self.ctrl {
            return false;
        }
        match (self.code, event.code) {
            (KeyCode::Char(mine), KeyCode::Char(theirs)) if !exact && !self.ctrl => {
                mine.is_lowercase() && theirs.to_lowercase().eq(std::iter::once(mine))
            }
            (KeyCode::Char(mine), KeyCode::Char(theirs)) if self.ctrl => {
                mine.eq_ignore_ascii_case(&theirs)
            }
            (mine, theirs) => mine == theirs,
        }
    }

    /// Whether two bindings' keys are the same key.
    fn overlaps(&self, other: &Key) -> bool {
        self == other
    }
}

#[derive(Clone, Debug)]
pub struct Binding {
    pub context: Context,
    pub command: Command,
    pub keys: Vec<Key>,
    pub help: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("keymap line {line}: {problem}")]
pub struct KeymapError {
    pub line: usize,
    pub problem: String,
}

/// Parses a keymap text; every line must be well formed.
pub fn parse(text: &str) -> Result<Vec<Binding>, KeymapError> {
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let err = |problem: &str| KeymapError {
            line: i + 1,
            problem: problem.to_string(),
        };
        let parts: Vec<&str> = line.split('|').map(str::trim).collect();
        let [context, command, keys, help] = parts[..] else {
            return Err(err("expected context | command | keys | help"));
        };
        let context = Context::parse(context).ok_or_else(|| err("unknown context"))?;
        let command = Command::parse(command).ok_or_else(|| err("unknown command"))?;
        let keys = parse_keys(keys).map_err(|e| err(&e.to_string()))?;
        out.push(Binding {
            context,
            command,
            keys,
            help: help.to_string(),
        });
    }
    Ok(out)
}

/// Whether `c` can be a key of its own: not a control character (ESC, or a C1 control
/// such as CSI, which a terminal takes for the start of a command), and not a character
/// that takes no room (a format character, a combining mark), which help and the buttons
/// would show as nothing.
fn visible_key(c: char) -> bool {
    !c.is_control()
        && !crate::escape::is_format(c)
        && unicode_width::UnicodeWidthChar::width(c).is_some_and(|w| w > 0)
}

/// Keys separated by spaces, as the keymap and the config file write them ("space r").
pub fn parse_keys(text: &str) -> Result<Vec<Key>, KeysError> {
    let keys: Vec<Key> = text
        .split_whitespace()
        .map(|k| {
            Key::parse(k).ok_or_else(|| {
                let bare = k.strip_prefix("ctrl+").unwrap_or(k);
                let quoted = crate::escape::excerpt(k, 24);
                if bare.chars().count() == 1 && bare.chars().any(|c| !visible_key(c)) {
                    KeysError::Invisible(quoted)
                } else {
                    KeysError::NotAKey(quoted)
                }
            })
        })
        .collect::<Result<_, _>>()?;
    if keys.is_empty() {
        return Err(KeysError::None);
    }
    Ok(keys)
}

/// Why a list of keys was refused; a key is quoted in short, escaped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeysError {
    Invisible(String),
    NotAKey(String),
    None,
}

impl std::fmt::Display for KeysError {
    /// In the language spoken: a config file's bad binding is the player's to mend.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::l10n::t;
        f.write_str(&match self {
            KeysError::Invisible(key) => t!("cli-keys-invisible", key = key.as_str()),
            KeysError::NotAKey(key) => t!("cli-keys-not-a-key", key = key.as_str()),
            KeysError::None => t!("cli-keys-none"),
        })
    }
}

impl std::error::Error for KeysError {}

/// Key presets: the built-in keys, or those changed by a preset's file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Preset {
    #[default]
    Standard,
    Vim,
}

impl Preset {
    pub const ALL: [Preset; 2] = [Preset::Standard, Preset::Vim];

    pub fn name(self) -> &'static str {
        match self {
            Preset::Standard => "default",
            Preset::Vim => "vim",
        }
    }

    pub fn parse(s: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.name() == s)
    }
}

/// Two commands that one key would trigger in the same place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clash {
    /// The key both bindings have (a config file's message names it as the file does).
    pub key: Key,
    pub first: (Context, Command),
    pub second: (Context, Command),
}

/// The keys in effect: the built-in table, changed by a preset and the player's config.
#[derive(Clone, Debug)]
pub struct Keymap {
    bindings: Vec<Binding>,
}

impl Default for Keymap {
    fn default() -> Keymap {
        Keymap::preset(Preset::Standard)
    }
}

impl Keymap {
    /// The built-in keys, changed by `preset`.
    pub fn preset(preset: Preset) -> Keymap {
        // Both tables are compiled in and checked by a test, so a parse failure is a build
        // defect, not something a player can cause.
        let mut map = Keymap {
            bindings: parse(KEYMAP).unwrap_or_default(),
        };
        if preset == Preset::Vim {
            for b in parse(VIM).unwrap_or_default() {
                map.set_keys(b.context, b.command, b.keys);
            }
        }
        map
    }

    pub fn bindings(&self) -> &[Binding] {
        &self.bindings
    }

    /// Whether `command` has a binding in `context` (so it may be remapped there).
    pub fn has(&self, context: Context, command: Command) -> bool {
        self.bindings
            .iter()
            .any(|b| b.context == context && b.command == command)
    }

    /// The keys of a binding.
    pub fn keys(&self, context: Context, command: Command) -> Option<&[Key]> {
        self.bindings
            .iter()
            .find(|b| b.context == context && b.command == command)
            .map(|b| b.keys.as_slice())
    }

    /// Replaces the keys of a binding; false if there is no such binding.
    pub fn set_keys(&mut self, context: Context, command: Command, keys: Vec<Key>) -> bool {
        match self
            .bindings
            .iter_mut()
            .find(|b| b.context == context && b.command == command)
        {
            Some(b) => {
                b.keys = keys;
                true
            }
            None => false,
        }
    }

    /// Keys that mean two things in one place: within a context, or between a context and
    /// the global bindings that apply everywhere.
    pub fn clashes(&self) -> Vec<Clash> {
        let mut out = Vec::new();
        for (i, a) in self.bindings.iter().enumerate() {
            for b in &self.bindings[i + 1..] {
                let shared = a.context == b.context
                    || a.context == Context::Global
                    || b.context == Context::Global;
                if !shared {
                    continue;
                }
                for ka in &a.keys {
                    if b.keys.iter().any(|kb| kb.overlaps(ka)) {
                        out.push(Clash {
                            key: *ka,
                            first: (a.context, a.command),
                            second: (b.context, b.command),
                        });
                    }
                }
            }
        }
        out
    }

    /// The command a key means in `context` (global bindings apply everywhere). A binding
    /// that names the exact character (G) wins over one that ignores its case (g).
    pub fn lookup(&self, context: Context, event: &KeyEvent) -> Option<Command> {
        self.find(context, event, true)
            .or_else(|| self.find(context, event, false))
    }

    fn find(&self, context: Context, event: &KeyEvent, exact: bool) -> Option<Command> {
        for binding in self
            .bindings
            .iter()
            .filter(|b| b.context == context || b.context == Context::Global)
        {
            if let Some(pos) = binding.keys.iter().position(|k| k.matches(event, exact)) {
                return Some(match binding.command {
                    // The n-th key of the hold binding holds die n.
                    Command::Hold(_) => Command::Hold(pos as u8),
                    other => other,
                });
            }
        }
        None
    }

    /// The keys bound to a command in a context, for buttons and messages ("Space/r").
    pub fn keys_for(&self, context: Context, command: Command) -> String {
        self.bindings
            .iter()
            .find(|b| b.context == context && b.command == command)
            .map(|b| {
                if matches!(command, Command::Hold(_)) {
                    format!("{}-{}", b.keys[0].label(), b.keys[b.keys.len() - 1].label())
                } else {
                    b.keys.iter().map(Key::label).collect::<Vec<_>>().join("/")
                }
            })
            .unwrap_or_default()
    }

    /// The first key bound to a command, for a hint in a sentence ("press Space").
    pub fn key_for(&self, context: Context, command: Command) -> String {
        self.keys(context, command)
            .and_then(|k| k.first())
            .map(Key::label)
            .unwrap_or_default()
    }

    /// Help entries for a context as (keys, help), in keymap order, merging bindings that
    /// share a help text (↑/↓ move). Every key is listed.
    pub fn help_entries(&self, context: Context) -> Vec<(String, String)> {
        self.entries(context, false)
    }

    /// The same with only the first key of each binding, for the one-line help bar.
    pub fn short_help(&self, context: Context) -> Vec<(String, String)> {
        self.entries(context, true)
    }

    /// The keys a read-only text screen (statistics, review, rules) answers to.
    pub fn reading_help(&self) -> Vec<(String, String)> {
        self.short_help_for(
            Context::Text,
            &[Command::Up, Command::PageDown, Command::Last, Command::Back],
        )
    }

    /// Full help (every key) for the given commands of a context only, in keymap order.
    pub fn help_for(&self, context: Context, commands: &[Command]) -> Vec<(String, String)> {
        self.entries_for(context, commands, false)
    }

    /// Short help for the given commands of a context only, in keymap order.
    pub fn short_help_for(&self, context: Context, commands: &[Command]) -> Vec<(String, String)> {
        self.entries_for(context, commands, true)
    }

    /// The entries of `context` whose help text belongs to one of `commands` (bindings that
    /// share a help text are one entry, so the filter goes by that text).
    fn entries_for(
        &self,
        context: Context,
        commands: &[Command],
        first_only: bool,
    ) -> Vec<(String, String)> {
        let wanted: Vec<&str> = self
            .bindings
            .iter()
            .filter(|b| b.context == context && commands.contains(&b.command))
            .map(|b| b.help.as_str())
            .collect();
        self.entries(context, first_only)
            .into_iter()
            .filter(|(_, h)| wanted.contains(&h.as_str()))
            .collect()
    }

    fn entries(&self, context: Context, first_only: bool) -> Vec<(String, String)> {
        let mut out: Vec<(String, String)> = Vec::new();
        for b in self.bindings.iter().filter(|b| b.context == context) {
            let keys = if first_only && !matches!(b.command, Command::Hold(_)) {
                b.keys[0].label()
            } else {
                self.keys_for(context, b.command)
            };
            match out.iter_mut().find(|(_, help)| *help == b.help) {
                Some((k, _)) => {
                    if !first_only {
                        k.push('/');
                    }
                    k.push_str(&keys);
                }
                None => out.push((keys, b.help.clone())),
            }
        }
        out
    }
}

/// A binding's help in the language spoken ("throw", German "würfeln"). The keymap's help
/// texts stay English data, which screens compare to pick their entries; they are put into
/// words only where a help bar is drawn (`tui::widgets::help_bar`), so what a screen shows
/// never depends on the language. A text that is not the keymap's is returned as it is.
pub fn help_words(help: &str) -> String {
    match help {
        "CPU for absent guest" => t!("setup-keys-cpu-for-absent-guest"),
        "CPU speed" => t!("setup-keys-cpu-speed"),
        "CPUs too / people only" => t!("setup-keys-cpus-too-people-only"),
        "add seat" => t!("setup-keys-add-seat"),
        "another seat's card" => t!("setup-keys-another-seats-card"),
        "back" => t!("setup-keys-back"),
        "bottom" => t!("setup-keys-bottom"),
        "box" => t!("setup-keys-box"),
        "change" => t!("setup-keys-change"),
        "choose" => t!("setup-keys-choose"),
        "column" => t!("setup-keys-column"),
        "correct a score" => t!("setup-keys-correct-a-score"),
        "defaults" => t!("setup-keys-defaults"),
        "edit" => t!("setup-keys-edit"),
        "forget key" => t!("setup-keys-forget-key"),
        "forget me" => t!("setup-keys-forget-me"),
        "hint" => t!("setup-keys-hint"),
        "hold" => t!("setup-keys-hold"),
        "keys" => t!("setup-keys-keys"),
        "let a guest take a seat" => t!("setup-keys-let-a-guest-take-a-seat"),
        "main menu" => t!("setup-keys-main-menu"),
        "menu" => t!("setup-keys-menu"),
        "move" => t!("setup-keys-move"),
        "newer log" => t!("setup-keys-newer-log"),
        "next seat's card" => t!("setup-keys-next-seats-card"),
        "no" => t!("setup-keys-no"),
        "older log" => t!("setup-keys-older-log"),
        "open" => t!("setup-keys-open"),
        "other rules" => t!("setup-keys-other-rules"),
        "page down" => t!("setup-keys-page-down"),
        "page up" => t!("setup-keys-page-up"),
        "presets" => t!("setup-keys-presets"),
        "quit" => t!("setup-keys-quit"),
        "quit now (the match is saved)" => t!("setup-keys-quit-now"),
        "ranking" => t!("setup-keys-ranking"),
        "refresh" => t!("setup-keys-refresh"),
        "rematch" => t!("setup-keys-rematch"),
        "remove seat" => t!("setup-keys-remove-seat"),
        "result card" => t!("setup-keys-result-card"),
        "review" => t!("setup-keys-review"),
        "score" => t!("setup-keys-score"),
        "scroll" => t!("setup-keys-scroll"),
        "skip CPU" => t!("setup-keys-skip-cpu"),
        "skip to next person" => t!("setup-keys-skip-to-next-person"),
        "start" => t!("setup-keys-start"),
        "throw" => t!("setup-keys-throw"),
        "top" => t!("setup-keys-top"),
        "undo" => t!("setup-keys-undo"),
        "yes" => t!("setup-keys-yes"),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(c: char) -> KeyEvent {
        KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE)
    }

    #[test]
    fn the_built_in_keymap_parses_and_binds_the_essentials() {
        let parsed = parse(KEYMAP).expect("assets/keymap.txt must parse");
        let map = Keymap::default();
        assert_eq!(parsed.len(), map.bindings().len());
        assert!(map.clashes().is_empty(), "{:?}", map.clashes());
        assert_eq!(map.lookup(Context::Play, &key(' ')), Some(Command::Roll));
        assert_eq!(map.lookup(Context::Play, &key('r')), Some(Command::Roll));
        assert_eq!(map.lookup(Context::Play, &key('R')), Some(Command::Roll));
        assert_eq!(map.lookup(Context::Play, &key('3')), Some(Command::Hold(2)));
        assert_eq!(
            map.lookup(
                Context::Play,
                &KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE)
            ),
            Some(Command::Score)
        );
        assert_eq!(map.lookup(Context::Play, &key('?')), Some(Command::Help));
        assert_eq!(
            map.lookup(
                Context::Play,
                &KeyEvent::new(KeyCode::Char('z'), KeyModifiers::CONTROL)
            ),
            Some(Command::Undo)
        );
        assert_eq!(map.keys_for(Context::Play, Command::Hold(0)), "1-5");
        assert!(
            map.help_entries(Context::Play)
                .iter()
                .any(|(k, h)| k == "↑/k/↓/j" && h == "box")
        );
        assert!(
            map.short_help(Context::Play)
                .iter()
                .any(|(k, h)| k == "↑↓" && h == "box")
        );
        assert!(parse("play | roll | | throw").is_err());
        assert!(parse("play | fly | x | fly").is_err());
        assert!(parse("nowhere | roll | x | throw").is_err());
        for &(name, command) in COMMANDS {
            assert_eq!(Command::parse(name), Some(command));
            assert_eq!(command.name(), name);
        }
    }

    #[test]
    fn the_vim_preset_changes_only_its_own_bindings_and_tells_g_from_shift_g() {
        let vim_lines = parse(VIM).expect("assets/keymap-vim.txt must parse");
        let map = Keymap::preset(Preset::Vim);
        assert!(map.clashes().is_empty(), "{:?}", map.clashes());
        for b in &vim_lines {
            assert!(
                map.has(b.context, b.command),
                "{b:?} changes a binding that exists"
            );
        }
        assert_eq!(map.lookup(Context::Text, &key('g')), Some(Command::First));
        assert_eq!(map.lookup(Context::Text, &key('G')), Some(Command::Last));
        let ctrl_d = KeyEvent::new(KeyCode::Char('d'), KeyModifiers::CONTROL);
        assert_eq!(map.lookup(Context::Text, &ctrl_d), Some(Command::PageDown));
        assert_eq!(Keymap::default().lookup(Context::Text, &ctrl_d), None);
        // Untouched bindings keep their keys.
        assert_eq!(map.lookup(Context::Play, &key(' ')), Some(Command::Roll));
        assert_eq!(map.keys_for(Context::Text, Command::Last), "End/G");
    }

    #[test]
    fn a_rebound_key_is_found_and_a_shared_one_is_a_clash() {
        let mut map = Keymap::default();
        assert!(map.set_keys(Context::Play, Command::Hint, parse_keys("?").unwrap()));
        let clashes = map.clashes();
        assert_eq!(clashes.len(), 1, "{clashes:?}");
        assert_eq!(clashes[0].first, (Context::Global, Command::Help));
        assert_eq!(clashes[0].second, (Context::Play, Command::Hint));
        let mut map = Keymap::default();
        assert!(map.set_keys(Context::Play, Command::Roll, parse_keys("t").unwrap()));
        assert_eq!(map.lookup(Context::Play, &key('t')), Some(Command::Roll));
        assert_eq!(map.lookup(Context::Play, &key(' ')), None);
        assert!(!map.set_keys(Context::Setup, Command::Roll, parse_keys("t").unwrap()));
    }

    /// Every help text either keymap can show has words in every language: a help bar in
    /// German says "würfeln", not "throw".
    #[test]
    fn every_help_text_is_said_in_the_language_spoken() {
        use crate::l10n::{Lang, speaking};
        let mut helps: Vec<String> = parse(KEYMAP)
            .unwrap()
            .into_iter()
            .chain(parse(VIM).unwrap())
            .map(|b| b.help)
            .collect();
        helps.sort();
        helps.dedup();
        for help in &helps {
            assert_eq!(&speaking(Lang::En, None, || help_words(help)), help);
            let german = speaking(Lang::De, None, || help_words(help));
            assert_ne!(&german, help, "{help:?} has no German words");
        }
        // Words that are not the keymap's pass as they are.
        assert_eq!(
            speaking(Lang::De, None, || help_words("type name")),
            "type name"
        );
    }
}
