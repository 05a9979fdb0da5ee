//! What the operator set in the config file's `[serve]` section, as typed values with the
//! defaults a small public server needs. `crate::config` reads the TOML (every entry checked
//! on its own, a bad one reported with its line and left at its default); this module holds
//! the shapes, the defaults and the checks that do not depend on TOML.

use crate::l10n::t;
use crate::rules::{Preset, Ruleset, SettingKey};

/// Who may connect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AdmitRule {
    /// Any SSH key (and, with `guests`, no key).
    Anyone,
    /// Only the keys listed in `keys`.
    Listed,
    /// Members (keys with an account) and whoever gives the invite code.
    Code,
}

impl AdmitRule {
    pub const NAMES: &'static str = "anyone, listed or code";

    pub fn parse(text: &str) -> Option<AdmitRule> {
        match text {
            "anyone" => Some(AdmitRule::Anyone),
            "listed" => Some(AdmitRule::Listed),
            "code" => Some(AdmitRule::Code),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            AdmitRule::Anyone => "anyone",
            AdmitRule::Listed => "listed",
            AdmitRule::Code => "code",
        }
    }
}

/// A preset the server offers for new tables: a built-in one, or the operator's own (a
/// built-in card with settings changed), under its name.
#[derive(Clone, Debug, PartialEq)]
pub struct ServerPreset {
    pub name: String,
    pub rules: Ruleset,
}

impl ServerPreset {
    pub fn built_in(preset: Preset) -> ServerPreset {
        ServerPreset {
            name: preset.name().to_string(),
            rules: Ruleset::preset(preset),
        }
    }
}

/// A whole number the config bounds: its name, its range and its default, in one place, so
/// the reader, the template and the docs say the same.
#[derive(Clone, Copy, Debug)]
pub struct Bound {
    pub key: &'static str,
    pub min: u64,
    pub max: u64,
    pub default: u64,
    pub about: &'static str,
}

/// Every bounded number of `[serve]`.
pub const BOUNDS: [Bound; 10] = [
    Bound {
        key: "max_connections",
        min: 1,
        max: 20_000,
        default: 2_000,
        about: "connections at once, in all",
    },
    Bound {
        key: "per_address",
        min: 1,
        max: 1_000,
        default: 16,
        about: "connections at once from one address (a family behind one router is one)",
    },
    Bound {
        key: "per_key",
        min: 1,
        max: 100,
        default: 3,
        about: "connections at once with one key",
    },
    Bound {
        key: "handshakes",
        min: 1,
        max: 10_000,
        default: 64,
        about: "connections still in their handshake, in all",
    },
    Bound {
        key: "idle_minutes",
        min: 1,
        max: 24 * 60,
        default: 30,
        about: "a connection silent this long is closed",
    },
    Bound {
        key: "tables_per_hour",
        min: 1,
        max: 1_000,
        default: 12,
        about: "new tables one account may open in an hour",
    },
    Bound {
        key: "tables_open",
        min: 1,
        max: 100,
        default: 5,
        about: "tables one account may have open at once",
    },
    Bound {
        key: "table_idle_minutes",
        min: 1,
        max: 7 * 24 * 60,
        default: 20,
        about: "a table with no one connected is saved and closed after this",
    },
    Bound {
        key: "quick_wait_seconds",
        min: 5,
        max: 3_600,
        default: 30,
        about: "a quick match waits this long before a CPU is offered",
    },
    Bound {
        key: "spectators",
        min: 0,
        max: 64,
        default: 8,
        about: "people watching one table at once",
    },
];

/// The bound named `key`.
pub fn bound(key: &str) -> Option<&'static Bound> {
    BOUNDS.iter().find(|b| b.key == key)
}

/// The whole `[serve]` section.
#[derive(Clone, Debug, PartialEq)]
pub struct ServeSettings {
    pub admit: AdmitRule,
    /// Public keys (authorized_keys lines) let in with `admit = "listed"`.
    pub keys: Vec<String>,
    /// The invite code with `admit = "code"`; `None` makes one at each start.
    pub code: Option<String>,
    /// Whether a connection without a key gets in as a guest.
    pub guests: bool,
    pub max_connections: usize,
    pub per_address: usize,
    pub per_key: usize,
    pub handshakes: usize,
    pub idle_minutes: u64,
    pub tables_per_hour: u32,
    pub tables_open: u32,
    pub table_idle_minutes: u64,
    pub quick_wait_seconds: u64,
    pub spectators: usize,
    /// What new tables may be played under, in the order offered.
    pub presets: Vec<ServerPreset>,
}

impl Default for ServeSettings {
    fn default() -> ServeSettings {
        let d = |key: &str| bound(key).map_or(1, |b| b.default);
        let size = |key: &str| usize::try_from(d(key)).unwrap_or(usize::MAX);
        let small = |key: &str| u32::try_from(d(key)).unwrap_or(u32::MAX);
        ServeSettings {
            admit: AdmitRule::Anyone,
            keys: Vec::new(),
            code: None,
            guests: true,
            max_connections: size("max_connections"),
            per_address: size("per_address"),
            per_key: size("per_key"),
            handshakes: size("handshakes"),
            idle_minutes: d("idle_minutes"),
            tables_per_hour: small("tables_per_hour"),
            tables_open: small("tables_open"),
            table_idle_minutes: d("table_idle_minutes"),
            quick_wait_seconds: d("quick_wait_seconds"),
            spectators: size("spectators"),
            presets: Preset::ALL
                .iter()
                .map(|&p| ServerPreset::built_in(p))
                .collect(),
        }
    }
}

impl ServeSettings {
    /// Sets the bounded number `key` (already checked against its [`Bound`]).
    pub fn set_number(&mut self, key: &str, n: u64) {
        let size = usize::try_from(n).unwrap_or(usize::MAX);
        let small = u32::try_from(n).unwrap_or(u32::MAX);
        match key {
            "max_connections" => self.max_connections = size,
            "per_address" => self.per_address = size,
            "per_key" => self.per_key = size,
            "handshakes" => self.handshakes = size,
            "idle_minutes" => self.idle_minutes = n,
            "tables_per_hour" => self.tables_per_hour = small,
            "tables_open" => self.tables_open = small,
            "table_idle_minutes" => self.table_idle_minutes = n,
            "quick_wait_seconds" => self.quick_wait_seconds = n,
            "spectators" => self.spectators = size,
            _ => {}
        }
    }

    /// The preset the server offers under `name`, in any case.
    pub fn preset(&self, name: &str) -> Option<&ServerPreset> {
        self.presets
            .iter()
            .find(|p| p.name.eq_ignore_ascii_case(name))
    }
}

/// Why the operator's invite code is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", t!("serve-settings-bad-code"))]
pub struct BadCode;

/// The operator's invite code, checked: long enough that guessing it at the door's pace of
/// tries is hopeless, and only characters anyone can type.
pub fn check_code(text: &str) -> Result<String, BadCode> {
    let text = text.trim();
    let fine = |c: char| c.is_ascii_alphanumeric() || c == '-';
    let letters = text.chars().filter(|&c| c != '-').count();
    if !(10..=64).contains(&letters) || text.len() > 64 || !text.chars().all(fine) {
        return Err(BadCode);
    }
    Ok(text.to_string())
}

/// Why an operator's preset cannot be offered.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PresetProblem {
    #[error("{}", t!("serve-settings-preset-bad-name"))]
    BadName,
    #[error("{}", t!("serve-settings-preset-built-in", name = .0.as_str()))]
    BuiltInName(String),
    #[error("{}", t!("serve-settings-preset-bad-base", choices = Preset::choices()))]
    BadBase,
    #[error("{}", t!("serve-settings-preset-bad-set", why = .0.as_str()))]
    BadSetting(String),
}

/// The operator's preset `name`: `base` with each `set` entry ("KEY=VALUE") applied, each
/// checked as `--set` checks it.
pub fn own_preset(name: &str, base: &str, set: &[&str]) -> Result<ServerPreset, PresetProblem> {
    let name = name.trim();
    let fine = |c: char| c.is_ascii_alphanumeric() || c == ' ' || c == '-' || c == '_';
    if name.is_empty() || name.chars().count() > 24 || !name.chars().all(fine) {
        return Err(PresetProblem::BadName);
    }
    if name.parse::<Preset>().is_ok() {
        return Err(PresetProblem::BuiltInName(name.to_string()));
    }
    let base = base.parse::<Preset>().map_err(|_| PresetProblem::BadBase)?;
    let mut rules = Ruleset::preset(base);
    for entry in set {
        let bad = |why: String| PresetProblem::BadSetting(crate::escape::excerpt(&why, 120));
        let (key, value) = entry
            .split_once('=')
            .ok_or_else(|| bad(format!("'{entry}' has no '='")))?;
        let key = key
            .trim()
            .parse::<SettingKey>()
            .map_err(|e| bad(e.to_string()))?;
        let value = Ruleset::parse_value(key, value.trim()).map_err(|e| bad(e.to_string()))?;
        rules.set(key, value).map_err(|e| bad(e.to_string()))?;
    }
    Ok(ServerPreset {
        name: name.to_string(),
        rules,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_come_from_the_bounds_and_offer_every_built_in_preset() {
        let s = ServeSettings::default();
        assert_eq!(s.per_address, 16);
        assert_eq!(s.quick_wait_seconds, 30);
        assert_eq!(s.presets.len(), Preset::ALL.len());
        assert!(s.preset("CLASSIC").is_some());
        for b in BOUNDS {
            assert!(b.min <= b.default && b.default <= b.max, "{}", b.key);
        }
    }

    #[test]
    fn an_operators_preset_is_a_built_in_card_with_settings_checked() {
        let p = own_preset("Fast four", "classic", &["max_rolls=4"]).unwrap();
        assert_eq!(p.rules.max_rolls(), 4);
        assert_eq!(
            own_preset("yatzy", "classic", &[]),
            Err(PresetProblem::BuiltInName("yatzy".to_string()))
        );
        assert_eq!(own_preset("x", "nope", &[]), Err(PresetProblem::BadBase));
        assert!(matches!(
            own_preset("x", "classic", &["max_rolls=9"]),
            Err(PresetProblem::BadSetting(_))
        ));
        assert_eq!(
            own_preset("bad\u{7}", "classic", &[]),
            Err(PresetProblem::BadName)
        );
    }
}
