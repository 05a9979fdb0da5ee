//! The player's config file, `config.toml`: keys, colours, setup defaults, motion and sound.
//!
//! It is read once at start and becomes a typed [`Config`] handed down to the game; nothing
//! else reads it. A file only says what it changes: everything it leaves out keeps its
//! default. Every entry is checked on its own, so a bad one (an unknown key, a key bound
//! twice, a colour that is no colour) is reported with its line and replaced by its default,
//! and the rest of the file still applies.

use std::fmt;
use std::path::{Path, PathBuf};

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::game::parse_players;
use crate::l10n::t;
use crate::prefs::Prefs;
use crate::prefs::keymap::{self, Command, Context, Keymap};
use crate::prefs::theme::{self, Theme, ThemeName};
use crate::rules::Preset;
use crate::store::{CoachMeasure, CpuSpeed, MAX_COACH_THRESHOLD, SetupDefaults as Defaults};

/// The environment variable naming the config file (below `--config`, above the platform's
/// config folder).
pub const CONFIG_ENV: &str = "YAHTZEE_CONFIG";

/// A config file is small; anything larger is not one.
const CONFIG_LIMIT: u64 = 256 << 10;

/// Everything the file can set, resolved.
#[derive(Clone, Debug)]
pub struct Config {
    pub keys: Keymap,
    pub theme: Theme,
    pub defaults: Defaults,
    /// Whether thrown dice tumble before they settle.
    pub animate: bool,
    /// Whether the terminal bell rings on a Yahtzee and at the end of a match.
    pub bell: bool,
    /// Guests' public keys a hosted table lets in without the code (`[host] guest_keys`, as
    /// the lines of an authorized_keys file).
    pub guest_keys: Vec<String>,
    /// The public server's policy, limits and presets (`[serve]`, `yahtzee serve`).
    pub serve: crate::serve::settings::ServeSettings,
    /// `[ui] language`: a language code as `--lang` takes it, checked when the game starts
    /// (an unknown one gives English and one notice, as `--lang` does).
    pub language: LanguageEntry,
    /// `[ui] mode`: drawn screens, or plain lines a screen reader can follow.
    pub mode: UiMode,
}

/// `[ui] language` as the file gives it. The language concerns every command, not only the
/// game's (which read the whole file and tell its problems): an entry that is no code in
/// quotes keeps its problem, told at start by every other command as an unknown code is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum LanguageEntry {
    #[default]
    Unset,
    /// A code in quotes, to be checked against the languages spoken.
    Code(String),
    /// Something else (a number, a table): what is wrong with it, also in the report.
    Refused(Problem),
}

impl LanguageEntry {
    /// The code asked for, if one is.
    pub fn code(&self) -> Option<&str> {
        match self {
            LanguageEntry::Code(code) => Some(code),
            LanguageEntry::Unset | LanguageEntry::Refused(_) => None,
        }
    }
}

/// How the game shows itself: drawn screens, or lines of text read in order (`--plain`,
/// `TERM=dumb`, `[ui] mode = "plain"`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum UiMode {
    #[default]
    Screen,
    Plain,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            keys: Keymap::default(),
            theme: Theme::default(),
            defaults: Defaults::default(),
            animate: true,
            bell: false,
            guest_keys: Vec::new(),
            serve: Default::default(),
            language: LanguageEntry::Unset,
            mode: UiMode::Screen,
        }
    }
}

impl Config {
    /// What the terminal game takes from the config; `mono` is the `--mono` flag.
    pub fn prefs(&self, mono: bool) -> Prefs {
        Prefs {
            theme: self.theme.with_env(mono),
            keys: self.keys.clone(),
            animate: self.animate,
            bell: self.bell,
            defaults: self.defaults.clone(),
            clipboard: terminal_takes_clipboard(),
        }
    }
}

/// Whether the terminal may take text to the clipboard by OSC 52: most terminal emulators
/// do (some after asking); the Linux console, dumb terminals, VTE terminals and tmux with
/// its defaults do not (see [`crate::share::ClipboardRoute`]).
fn terminal_takes_clipboard() -> bool {
    crate::share::ClipboardRoute::of_terminal().sends()
}

/// One thing wrong in a config file; `line` is 1-based, 0 for the file as a whole.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub line: usize,
    pub message: String,
}

/// The problems of one file, printable as `FILE:LINE: reason`, one per line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub path: PathBuf,
    pub problems: Vec<Problem>,
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            // The path is the user's, and may hold a new line.
            let path = crate::escape::shown_path(&self.path);
            if p.line == 0 {
                write!(f, "{path}: {}", p.message)?;
            } else {
                write!(f, "{path}:{}: {}", p.line, p.message)?;
            }
        }
        Ok(())
    }
}

/// Where the config file is: `--config`, else `$YAHTZEE_CONFIG`, else the platform's config
/// folder (`~/.config/yahtzee/config.toml` on Linux). Whether it was named explicitly
/// matters: a named file that is missing is a mistake, a missing default one is not.
pub fn locate(flag: Option<PathBuf>) -> Option<(PathBuf, bool)> {
    if let Some(path) = flag {
        return Some((path, true));
    }
    if let Some(path) = std::env::var_os(CONFIG_ENV).filter(|v| !v.is_empty()) {
        return Some((PathBuf::from(path), true));
    }
    directories::ProjectDirs::from("", "", "yahtzee")
        .map(|d| (d.config_dir().join("config.toml"), false))
}

/// Reads the config at `path`: the config to use (defaults where something is wrong) and
/// what was wrong. A missing file is the defaults, unless it was named explicitly.
pub fn load(path: &Path, named: bool) -> (Config, Option<Report>) {
    let report = |message: String| Report {
        path: path.to_path_buf(),
        problems: vec![Problem { line: 0, message }],
    };
    let meta = match std::fs::metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound && !named => {
            return (Config::default(), None);
        }
        Err(e) => {
            return (
                Config::default(),
                Some(report(t!("cli-config-cannot-read", error = e.to_string()))),
            );
        }
    };
    if !meta.is_file() {
        return (Config::default(), Some(report(t!("cli-config-not-a-file"))));
    }
    if meta.len() > CONFIG_LIMIT {
        return (
            Config::default(),
            Some(report(t!(
                "cli-config-too-large",
                size = meta.len(),
                limit = CONFIG_LIMIT
            ))),
        );
    }
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) => {
            return (
                Config::default(),
                Some(report(t!("cli-config-cannot-read", error = e.to_string()))),
            );
        }
    };
    let (config, mut problems) = parse(&text);
    // A problem may quote the file; a damaged one may hold a huge value or terminal escapes.
    for p in &mut problems {
        p.message = crate::store::json::reason(&p.message);
    }
    let report = (!problems.is_empty()).then(|| Report {
        path: path.to_path_buf(),
        problems,
    });
    (config, report)
}

/// Parses a config text: the config (defaults wherever an entry is wrong) and the problems.
pub fn parse(text: &str) -> (Config, Vec<Problem>) {
    let mut reader = Reader {
        text,
        problems: Vec::new(),
    };
    let config = match DeTable::parse(text) {
        Ok(doc) => reader.config(doc.get_ref()),
        Err(e) => {
            let line = e.span().map_or(0, |s| reader.line(s.start));
            reader.problems.push(Problem {
                line,
                message: t!("cli-config-not-toml", why = e.message().trim()),
            });
            Config::default()
        }
    };
    let mut problems = reader.problems;
    problems.sort_by_key(|p| p.line);
    (config, problems)
}

struct Reader<'t> {
    text: &'t str,
    problems: Vec<Problem>,
}

type Entry<'a, 'i> = (
    &'a Spanned<std::borrow::Cow<'i, str>>,
    &'a Spanned<DeValue<'i>>,
);

const SECTIONS: &str = "keys, theme, defaults, motion, sound, ui, host, serve";

impl Reader<'_> {
    fn line(&self, offset: usize) -> usize {
        self.text[..offset.min(self.text.len())]
            .bytes()
            .filter(|&b| b == b'\n')
            .count()
            + 1
    }

    fn problem<T>(&mut self, at: &Spanned<T>, message: String) {
        let line = self.line(at.span().start);
        self.problems.push(Problem { line, message });
    }

    fn config(&mut self, doc: &DeTable) -> Config {
        let mut config = Config::default();
        // The preset comes first: the [keys] entries change the preset's keys.
        if let Some(keys) = doc.get("keys") {
            config.keys = self.keys(keys);
        }
        for entry in doc.iter() {
            let (name, value) = entry;
            match name.get_ref().as_ref() {
                "keys" => {}
                "theme" => config.theme = self.theme(value),
                "defaults" => config.defaults = self.defaults(value),
                "motion" => {
                    for (key, v) in self.table(entry).iter() {
                        match key.get_ref().as_ref() {
                            "animate" => {
                                if let Some(b) = self.boolean(key, v) {
                                    config.animate = b;
                                }
                            }
                            other => self.unknown(key, "motion", other, "animate"),
                        }
                    }
                }
                "sound" => {
                    for (key, v) in self.table(entry).iter() {
                        match key.get_ref().as_ref() {
                            "bell" => {
                                if let Some(b) = self.boolean(key, v) {
                                    config.bell = b;
                                }
                            }
                            other => self.unknown(key, "sound", other, "bell"),
                        }
                    }
                }
                "ui" => {
                    for (key, v) in self.table(entry).iter() {
                        match key.get_ref().as_ref() {
                            "language" => {
                                let told = self.problems.len();
                                config.language = match self.string(key, v) {
                                    Some(code) => LanguageEntry::Code(code.to_string()),
                                    None => self
                                        .problems
                                        .get(told)
                                        .cloned()
                                        .map_or(LanguageEntry::Unset, LanguageEntry::Refused),
                                };
                            }
                            "mode" => match self.string(key, v) {
                                Some("screen") => config.mode = UiMode::Screen,
                                Some("plain") => config.mode = UiMode::Plain,
                                Some(other) => {
                                    let other = crate::escape::shown(other).into_owned();
                                    self.problem(key, t!("cli-config-ui-mode", value = other))
                                }
                                None => {}
                            },
                            other => self.unknown(key, "ui", other, "language, mode"),
                        }
                    }
                }
                "host" => {
                    for (key, v) in self.table(entry).iter() {
                        match key.get_ref().as_ref() {
                            "guest_keys" => config.guest_keys = self.guest_keys(v),
                            other => self.unknown(key, "host", other, "guest_keys"),
                        }
                    }
                }
                "serve" => config.serve = self.serve(value),
                other if value.get_ref().is_table() => self.problem(
                    name,
                    t!(
                        "cli-config-unknown-section",
                        section = other,
                        sections = SECTIONS
                    ),
                ),
                other => self.problem(
                    name,
                    t!(
                        "cli-config-outside-section",
                        key = other,
                        sections = SECTIONS
                    ),
                ),
            }
        }
        config
    }

    fn unknown<T>(&mut self, at: &Spanned<T>, section: &str, key: &str, known: &str) {
        self.problem(
            at,
            t!(
                "cli-config-unknown-setting",
                section = section,
                key = key,
                known = known
            ),
        );
    }

    /// The table an entry holds; an empty one (after a report) if it holds something else.
    fn table<'a, 'i>(&mut self, (name, value): Entry<'a, 'i>) -> DeTable<'i> {
        match value.get_ref() {
            DeValue::Table(t) => t.clone(),
            other => {
                self.problem(
                    name,
                    t!(
                        "cli-config-must-be-section",
                        name = name.get_ref().as_ref(),
                        kind = other.type_str()
                    ),
                );
                DeTable::default()
            }
        }
    }

    fn boolean<K>(&mut self, key: &Spanned<K>, value: &Spanned<DeValue>) -> Option<bool>
    where
        K: fmt::Display,
    {
        let b = value.get_ref().as_bool();
        if b.is_none() {
            self.problem(
                value,
                t!(
                    "cli-config-must-be-boolean",
                    key = key.get_ref().to_string()
                ),
            );
        }
        b
    }

    fn string<'v, K>(&mut self, key: &Spanned<K>, value: &'v Spanned<DeValue>) -> Option<&'v str>
    where
        K: fmt::Display,
    {
        let s = value.get_ref().as_str();
        if s.is_none() {
            self.problem(
                value,
                t!("cli-config-must-be-string", key = key.get_ref().to_string()),
            );
        }
        s
    }

    fn keys(&mut self, value: &Spanned<DeValue>) -> Keymap {
        let DeValue::Table(table) = value.get_ref() else {
            self.problem(value, t!("cli-config-section-needed", name = "keys"));
            return Keymap::default();
        };
        let mut preset = keymap::Preset::Standard;
        if let Some((key, v)) = table.get_key_value("preset")
            && let Some(name) = self.string(key, v)
        {
            match keymap::Preset::parse(name) {
                Some(p) => preset = p,
                None => self.problem(v, t!("cli-config-unknown-key-preset", name = name)),
            }
        }
        let mut map = Keymap::preset(preset);
        // Every entry that parses is applied at once, so two keys can swap places; entries
        // that then share a key with another binding are reported and undone.
        let mut changed: Vec<Change> = Vec::new();
        for (key, v) in table.iter() {
            let name = key.get_ref().as_ref();
            if name == "preset" {
                continue;
            }
            let Some(context) = Context::parse(name) else {
                let contexts: Vec<&str> = Context::ALL.iter().map(|c| c.name()).collect();
                self.problem(
                    key,
                    t!(
                        "cli-config-keys-unknown-place",
                        name = name,
                        places = contexts.join(", ")
                    ),
                );
                continue;
            };
            let DeValue::Table(bindings) = v.get_ref() else {
                self.problem(
                    key,
                    t!("cli-config-section-needed", name = format!("keys.{name}")),
                );
                continue;
            };
            for (command_name, keys_value) in bindings.iter() {
                let cname = command_name.get_ref().as_ref();
                let command = Command::parse(cname).filter(|&c| map.has(context, c));
                let Some(command) = command else {
                    let known: Vec<&str> = map
                        .bindings()
                        .iter()
                        .filter(|b| b.context == context)
                        .map(|b| b.command.name())
                        .collect();
                    self.problem(
                        command_name,
                        t!(
                            "cli-config-keys-unknown-action",
                            place = name,
                            action = cname,
                            known = known.join(", ")
                        ),
                    );
                    continue;
                };
                let Some(keys) = self.key_list(keys_value) else {
                    continue;
                };
                if matches!(command, Command::Hold(_)) && keys.len() != 5 {
                    self.problem(
                        keys_value,
                        t!("cli-config-hold-five-keys", count = (keys.len())),
                    );
                    continue;
                }
                let before = map
                    .keys(context, command)
                    .map(<[_]>::to_vec)
                    .unwrap_or_default();
                map.set_keys(context, command, keys);
                changed.push(Change {
                    context,
                    command,
                    line: self.line(command_name.span().start),
                    before,
                });
            }
        }
        self.settle(&mut map, changed);
        map
    }

    /// Undoes, with a report, every change that leaves a key meaning two things in one
    /// place, until no key does. The built-in maps have no clash (a test says so), so this
    /// ends with every change that could be kept.
    fn settle(&mut self, map: &mut Keymap, mut changed: Vec<Change>) {
        loop {
            let clashes = map.clashes();
            let culprit = clashes.iter().find_map(|clash| {
                changed
                    .iter()
                    .rposition(|c| {
                        (c.context, c.command) == clash.second
                            || (c.context, c.command) == clash.first
                    })
                    .map(|i| (i, clash.clone()))
            });
            let Some((i, clash)) = culprit else { return };
            let change = changed.remove(i);
            let other = if (change.context, change.command) == clash.first {
                clash.second
            } else {
                clash.first
            };
            self.problems.push(Problem {
                line: change.line,
                message: t!(
                    "cli-config-key-clash",
                    key = clash.key.name(),
                    action = other.1.name(),
                    place = other.0.name(),
                    changed = format!("{}.{}", change.context.name(), change.command.name())
                ),
            });
            map.set_keys(change.context, change.command, change.before);
        }
    }

    /// Public keys as a list of authorized_keys lines, each checked here so a typo is told
    /// with its line rather than when a guest knocks.
    fn guest_keys(&mut self, value: &Spanned<DeValue>) -> Vec<String> {
        let DeValue::Array(items) = value.get_ref() else {
            self.problem(value, t!("cli-config-guest-keys-list"));
            return Vec::new();
        };
        let mut keys = Vec::new();
        for item in items.iter() {
            match item.get_ref().as_str() {
                Some(line) if crate::net::is_public_key(line) => keys.push(line.trim().to_string()),
                _ => self.problem(item, t!("cli-config-guest-key-line")),
            }
        }
        keys
    }

    /// The public server's section: each entry checked on its own.
    fn serve(&mut self, value: &Spanned<DeValue>) -> crate::serve::settings::ServeSettings {
        use crate::serve::settings::{AdmitRule, ServeSettings, bound};
        let mut s = ServeSettings::default();
        let DeValue::Table(table) = value.get_ref() else {
            self.problem(value, t!("cli-config-section-needed", name = "serve"));
            return s;
        };
        let mut own = Vec::new();
        let mut listed: Option<Vec<crate::serve::settings::ServerPreset>> = None;
        for (key, v) in table.iter() {
            let name = key.get_ref().as_ref();
            match name {
                "admit" => {
                    if let Some(text) = self.string(key, v) {
                        match AdmitRule::parse(text) {
                            Some(rule) => s.admit = rule,
                            None => self.problem(
                                v,
                                t!(
                                    "cli-config-admit",
                                    names = AdmitRule::NAMES,
                                    value = crate::escape::excerpt(text, 40)
                                ),
                            ),
                        }
                    }
                }
                "keys" => s.keys = self.guest_keys(v),
                "code" => {
                    if let Some(text) = self.string(key, v) {
                        match crate::serve::settings::check_code(text) {
                            Ok(code) => s.code = Some(code),
                            Err(why) => self.problem(v, why.to_string()),
                        }
                    }
                }
                "guests" => {
                    if let Some(b) = self.boolean(key, v) {
                        s.guests = b;
                    }
                }
                "presets" => listed = Some(self.built_in_presets(v)),
                "preset" => own.push(v),
                _ => match bound(name) {
                    Some(b) => {
                        let n = match v.get_ref() {
                            DeValue::Integer(i) if i.radix() == 10 => {
                                i.as_str().parse::<u64>().ok()
                            }
                            _ => None,
                        };
                        match n {
                            Some(n) if (b.min..=b.max).contains(&n) => s.set_number(name, n),
                            _ => self.problem(
                                v,
                                t!(
                                    "cli-config-whole-number",
                                    key = b.key,
                                    min = b.min,
                                    max = b.max
                                ),
                            ),
                        }
                    }
                    None => self.unknown(
                        key,
                        "serve",
                        name,
                        "admit, keys, code, guests, presets, [serve.preset.NAME] and the limits in yahtzee config --print-default",
                    ),
                },
            }
        }
        if let Some(list) = listed {
            s.presets = list;
        }
        for v in own {
            self.own_presets(v, &mut s.presets);
        }
        if s.admit == AdmitRule::Listed && s.keys.is_empty() {
            self.problem(value, t!("cli-config-listed-needs-keys"));
            s.admit = AdmitRule::Code;
        }
        if s.presets.is_empty() {
            self.problem(value, t!("cli-config-presets-none"));
            s.presets = ServeSettings::default().presets;
        }
        s
    }

    /// `presets = ["classic", "yatzy"]`: built-in presets by name.
    fn built_in_presets(
        &mut self,
        value: &Spanned<DeValue>,
    ) -> Vec<crate::serve::settings::ServerPreset> {
        let mut out: Vec<crate::serve::settings::ServerPreset> = Vec::new();
        let DeValue::Array(items) = value.get_ref() else {
            self.problem(
                value,
                t!("cli-config-presets-list", choices = Preset::choices()),
            );
            return out;
        };
        for item in items.iter() {
            match item.get_ref().as_str().map(str::parse::<Preset>) {
                Some(Ok(p)) => {
                    let preset = crate::serve::settings::ServerPreset::built_in(p);
                    if !out.contains(&preset) {
                        out.push(preset);
                    }
                }
                _ => self.problem(
                    item,
                    t!("cli-config-presets-each", choices = Preset::choices()),
                ),
            }
        }
        out
    }

    /// `[serve.preset.NAME] base = "classic", set = ["max_rolls=4"]`: the operator's own
    /// (`preset`, not `presets`: TOML cannot make one key both the list and a section).
    fn own_presets(
        &mut self,
        value: &Spanned<DeValue>,
        presets: &mut Vec<crate::serve::settings::ServerPreset>,
    ) {
        let DeValue::Table(table) = value.get_ref() else {
            self.problem(value, t!("cli-config-own-presets-sections"));
            return;
        };
        for (name, body) in table.iter() {
            let DeValue::Table(fields) = body.get_ref() else {
                self.problem(name, t!("cli-config-own-preset-section"));
                continue;
            };
            let mut base = "classic".to_string();
            let mut set: Vec<String> = Vec::new();
            let mut fine = true;
            for (key, v) in fields.iter() {
                match key.get_ref().as_ref() {
                    "base" => match self.string(key, v) {
                        Some(b) => base = b.to_string(),
                        None => fine = false,
                    },
                    "set" => match v.get_ref() {
                        DeValue::Array(items)
                            if items.iter().all(|i| i.get_ref().as_str().is_some()) =>
                        {
                            set = items
                                .iter()
                                .filter_map(|i| i.get_ref().as_str().map(str::to_string))
                                .collect();
                        }
                        _ => {
                            self.problem(v, t!("cli-config-set-list"));
                            fine = false;
                        }
                    },
                    other => {
                        self.unknown(key, "serve.preset.NAME", other, "base and set");
                        fine = false;
                    }
                }
            }
            if !fine {
                continue;
            }
            let set: Vec<&str> = set.iter().map(String::as_str).collect();
            match crate::serve::settings::own_preset(name.get_ref(), &base, &set) {
                Ok(p) if presets.iter().any(|q| q.name.eq_ignore_ascii_case(&p.name)) => self
                    .problem(
                        name,
                        t!(
                            "cli-config-preset-twice",
                            name = crate::escape::shown(&p.name).into_owned()
                        ),
                    ),
                Ok(p) => presets.push(p),
                Err(e) => self.problem(name, e.to_string()),
            }
        }
    }

    /// Keys as "space r" or ["space", "r"].
    fn key_list(&mut self, value: &Spanned<DeValue>) -> Option<Vec<keymap::Key>> {
        let text = match value.get_ref() {
            DeValue::String(s) => s.to_string(),
            DeValue::Array(items) => {
                let mut names = Vec::new();
                for item in items.iter() {
                    match item.get_ref().as_str() {
                        Some(name) if !name.trim().is_empty() && !name.contains(' ') => {
                            names.push(name.to_string())
                        }
                        _ => {
                            self.problem(item, t!("cli-config-key-string"));
                            return None;
                        }
                    }
                }
                names.join(" ")
            }
            other => {
                self.problem(value, t!("cli-config-keys-shape", kind = other.type_str()));
                return None;
            }
        };
        match keymap::parse_keys(&text) {
            Ok(keys) => Some(keys),
            Err(e) => {
                self.problem(value, t!("cli-config-bad-key", why = e.to_string()));
                None
            }
        }
    }

    fn theme(&mut self, value: &Spanned<DeValue>) -> Theme {
        let DeValue::Table(table) = value.get_ref() else {
            self.problem(value, t!("cli-config-section-needed", name = "theme"));
            return Theme::default();
        };
        let mut name = ThemeName::default();
        if let Some((key, v)) = table.get_key_value("name")
            && let Some(text) = self.string(key, v)
        {
            match ThemeName::parse(text) {
                Some(n) => name = n,
                None => {
                    let names: Vec<&str> = ThemeName::ALL.iter().map(|t| t.name()).collect();
                    self.problem(
                        v,
                        t!(
                            "cli-config-unknown-theme",
                            name = text,
                            choices = names.join(", ")
                        ),
                    );
                }
            }
        }
        let mut theme = Theme::named(name);
        for (key, v) in table.iter() {
            match key.get_ref().as_ref() {
                "name" => {}
                "colors" | "colours" => {
                    let DeValue::Table(colors) = v.get_ref() else {
                        self.problem(key, t!("cli-config-section-needed", name = "theme.colors"));
                        continue;
                    };
                    for (role, c) in colors.iter() {
                        let role_name = role.get_ref().as_ref();
                        if theme.palette.role_mut(role_name).is_none() {
                            self.problem(
                                role,
                                t!(
                                    "cli-config-unknown-colour-role",
                                    role = role_name,
                                    known = theme::ROLES.join(", ")
                                ),
                            );
                            continue;
                        }
                        let Some(text) = self.string(role, c) else {
                            continue;
                        };
                        match theme::parse_color(text) {
                            Some(color) => {
                                if let Some(slot) = theme.palette.role_mut(role_name) {
                                    *slot = color;
                                }
                            }
                            None => self.problem(c, t!("cli-config-not-a-colour", value = text)),
                        }
                    }
                }
                other => self.unknown(key, "theme", other, "name and [theme.colors]"),
            }
        }
        theme
    }

    fn defaults(&mut self, value: &Spanned<DeValue>) -> Defaults {
        let DeValue::Table(table) = value.get_ref() else {
            self.problem(value, t!("cli-config-section-needed", name = "defaults"));
            return Defaults::default();
        };
        let mut d = Defaults::default();
        for (key, v) in table.iter() {
            match key.get_ref().as_ref() {
                "speed" => {
                    if let Some(text) = self.string(key, v) {
                        match text.parse::<CpuSpeed>() {
                            Ok(speed) => d.speed = Some(speed),
                            Err(e) => self.problem(v, e),
                        }
                    }
                }
                "undo" => d.undo = self.boolean(key, v),
                "hints" => d.hints = self.boolean(key, v),
                "odds" => d.odds = self.boolean(key, v),
                "coach_measure" => {
                    if let Some(text) = self.string(key, v) {
                        match text {
                            "points" => d.coach_measure = Some(CoachMeasure::Points),
                            "chance_to_win" | "chance to win" => {
                                d.coach_measure = Some(CoachMeasure::ChanceToWin)
                            }
                            _ => self
                                .problem(v, t!("cli-config-unknown-coach-measure", value = text)),
                        }
                    }
                }
                "coach_threshold" => {
                    let number = match v.get_ref() {
                        DeValue::Integer(i) => {
                            i.as_str().parse::<f64>().ok().filter(|_| i.radix() == 10)
                        }
                        DeValue::Float(f) => f.as_str().parse::<f64>().ok(),
                        _ => None,
                    };
                    match number {
                        Some(x) if x.is_finite() && (0.0..=MAX_COACH_THRESHOLD).contains(&x) => {
                            d.coach_threshold = Some(x)
                        }
                        _ => self.problem(
                            v,
                            t!(
                                "cli-config-coach-threshold",
                                most = MAX_COACH_THRESHOLD.to_string()
                            ),
                        ),
                    }
                }
                "rules" => {
                    if let Some(text) = self.string(key, v) {
                        match text.parse::<Preset>() {
                            Ok(p) => d.rules = Some(p),
                            Err(e) => self.problem(v, e.to_string()),
                        }
                    }
                }
                "players" => {
                    if let Some(text) = self.string(key, v) {
                        match parse_players(text) {
                            Ok(seats) => d.players = Some(seats),
                            Err(e) => {
                                self.problem(v, t!("cli-config-players", why = e.to_string()))
                            }
                        }
                    }
                }
                other => self.unknown(
                    key,
                    "defaults",
                    other,
                    "speed, undo, hints, odds, coach_measure, coach_threshold, rules, players",
                ),
            }
        }
        d
    }
}

/// A key binding changed by the file, with what it was before.
struct Change {
    context: Context,
    command: Command,
    line: usize,
    before: Vec<keymap::Key>,
}

/// The file `yahtzee config --print-default` prints: every option, commented out at its
/// default, so uncommenting a line and changing it is all a player needs to do.
pub fn default_text() -> String {
    let mut out = String::new();
    let mut line = |s: &str| {
        out.push_str(s);
        out.push('\n');
    };
    line("# yahtzee config file. Every option is shown at its default, commented out:");
    line("# uncomment a line and change its value. Leave out whatever you do not change.");
    line("# Check a file with: yahtzee config --check FILE");
    line("");
    line("[keys]");
    line(
        "# Key preset: \"default\", or \"vim\" (l/h choose and go back in lists, g/G, Ctrl+d/Ctrl+u).",
    );
    line("# preset = \"default\"");
    line("#");
    line("# Below, one section per place; each action takes a string of keys separated by");
    line("# spaces (\"space r\") or a list ([\"space\", \"r\"]). A key is a character or one of");
    line("# space enter esc tab backspace delete up down left right pageup pagedown home end,");
    line("# optionally with ctrl+. A capital letter means that letter with Shift.");
    let map = Keymap::default();
    for context in Context::ALL {
        line("");
        line(&format!("# [keys.{}]", context.name()));
        for b in map.bindings().iter().filter(|b| b.context == context) {
            let keys: Vec<String> = b.keys.iter().map(keymap::Key::name).collect();
            line(&format!(
                "# {} = \"{}\"{}# {}",
                b.command.name(),
                keys.join(" "),
                " ".repeat(28usize.saturating_sub(b.command.name().len() + keys.join(" ").len())),
                b.help
            ));
        }
    }
    line("");
    line("[theme]");
    let names: Vec<&str> = ThemeName::ALL.iter().map(|t| t.name()).collect();
    line(&format!("# Theme: {}.", names.join(", ")));
    line("# name = \"terminal\"");
    line("");
    line("# Single colours over the theme: a name (black, red, green, yellow, blue, magenta,");
    line("# cyan, gray, dark-gray, light-red, light-green, light-yellow, light-blue,");
    line(
        "# light-magenta, light-cyan, white), \"#rrggbb\", or \"default\" for the terminal's own.",
    );
    line("# [theme.colors]");
    let palette = theme::Palette::of(ThemeName::Terminal);
    for role in theme::ROLES {
        let mut p = palette;
        let color = p
            .role_mut(role)
            .map_or(String::new(), |c| theme::color_name(*c));
        line(&format!("# {role} = \"{color}\""));
    }
    line("");
    line("[defaults]");
    line("# What a new match starts with. A value set here wins over what setup remembers");
    line("# from the last match; leave it out to let setup remember.");
    line("# speed = \"normal\"            # CPU speed: slow, normal, fast, instant");
    line("# undo = true");
    line("# hints = true                # hints and the coach");
    line("# odds = true                 # each seat's chance to win beside its total");
    line("# coach_measure = \"points\"    # or \"chance_to_win\"");
    line(
        "# coach_threshold = 2.0       # points (or percentage points) lost before the coach warns",
    );
    line("# rules = \"classic\"           # classic, simple, yatzy, triple or three_column");
    line("# players = \"You,Strong CPU@strong\"   # as yahtzee new --players");
    line("");
    line("[motion]");
    line("# Thrown dice tumble for a moment before they settle (never at instant CPU speed).");
    line("# animate = true");
    line("");
    line("[sound]");
    line("# Ring the terminal bell on a Yahtzee and at the end of a match.");
    line("# bell = false");
    line("");
    line("[ui]");
    line("# The language: en, de, fr, es or sv (else --lang, then LC_ALL, LC_MESSAGES, LANG).");
    line("# language = \"de\"");
    line("# \"plain\" plays in lines of text a screen reader follows (as --plain or TERM=dumb).");
    line("# mode = \"screen\"");
    line("");
    line("[host]");
    line("# Guests' public keys that join a hosted table (yahtzee host) without the code.");
    line("# guest_keys = []           # e.g. [\"ssh-ed25519 AAAAC3Nz... ana@laptop\"]");
    line("");
    line("[serve]");
    line("# The public table server (yahtzee serve). Who may connect: \"anyone\" (any key),");
    line("# \"listed\" (only the keys below) or \"code\" (members, and whoever gives the code).");
    line("# admit = \"anyone\"");
    line("# keys = []                 # public key lines, for admit = \"listed\"");
    line("# code: the invite code for admit \"code\", 10 to 64 letters, digits or dashes;");
    line("# left out, one is made at each start and printed.");
    line("# guests = true             # people without a key play unrated as Guest-NNNN");
    for b in crate::serve::settings::BOUNDS {
        let setting = format!("# {} = {}", b.key, b.default);
        line(&format!(
            "{setting}{}# {} ({}–{})",
            " ".repeat(28usize.saturating_sub(setting.len())),
            b.about,
            b.min,
            b.max
        ));
    }
    line("# presets = [\"classic\", \"simple\", \"yatzy\", \"triple\", \"three_column\"]");
    line("# Presets of the server's own, offered after those (matches on them are unrated),");
    line("# one section each, for example (without the \"#>\"):");
    line("#> [serve.preset.\"Four rolls\"]");
    line("#> base = \"classic\"");
    line("#> set = [\"max_rolls=4\"]");
    out
}
