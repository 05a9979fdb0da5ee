//! The player's own presets: rules and card saved under a name (`presets.json`).
//!
//! A preset is a name and a whole [`Ruleset`]; the file holds them in the order they were
//! saved. Names are checked as seat names are (no control or invisible characters, bounded),
//! and a new name may not stand for a built-in preset: not in another case, nor spelled with
//! characters that look the same (a Cyrillic `а`, a `0` for an `o`, a full-width letter), nor
//! with other separators (`three column` is `three_column`), nor with digits, punctuation or
//! spaces added (`Classic 2`, `Classic!`). The look-alike test without that last part keeps
//! two own presets apart (`Family` and `Family 2` are two). A file from an earlier release
//! holds names checked against the built-ins of its day; should a later release add a
//! built-in of the same name, the built-in wins when a name is looked up, and the file
//! still loads.
//!
//! Reading checks everything: the format version, each name's form, names given twice, the
//! count, and each ruleset as the rules code checks settings (`Ruleset`'s own deserializer).
//! Every change ([`PresetChange`]) is applied to the list as read, then written whole; the
//! stores do that under one lock so two windows cannot lose each other's changes.

use serde::{Deserialize, Serialize};

use crate::escape::excerpt;
use crate::rules::{Preset, Ruleset};

/// The file's name in the data folder.
pub const PRESETS_FILE: &str = "presets.json";
/// The largest presets file the game reads (a full list is about 40 KiB).
pub const PRESETS_LIMIT: u64 = 256 << 10;
/// The format version written.
pub const PRESETS_VERSION: u32 = 1;
/// How many presets of their own a player can keep: more than a family's evenings need, and
/// few enough for setup's list and the completion menus.
pub const MAX_PRESETS: usize = 64;
/// How long a preset's name may be, in characters and in terminal columns.
pub const MAX_PRESET_NAME_CHARS: usize = 24;

/// Names no preset of one's own may take besides the built-ins' (what custom rules are
/// called on screen).
const RESERVED: [&str; 2] = ["custom", "default"];

/// A checked name of an own preset.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct PresetName(String);

/// Why a name cannot be a preset's.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BadPresetName {
    #[error("{}", yahtzee_l10n::t!("store-preset-name-empty"))]
    Empty,
    #[error("{}", yahtzee_l10n::t!(
        "store-preset-name-too-long",
        name = shown(.0),
        most = MAX_PRESET_NAME_CHARS
    ))]
    TooLong(String),
    #[error("{}", yahtzee_l10n::t!("store-preset-name-control", name = shown(.0)))]
    Control(String),
    #[error("{}", yahtzee_l10n::t!("store-preset-name-invisible", name = shown(.0)))]
    Invisible(String),
    #[error("{}", yahtzee_l10n::t!(
        "store-preset-name-built-in",
        name = shown(.0),
        preset = (*.1)
    ))]
    BuiltIn(String, &'static str),
    #[error("{}", yahtzee_l10n::t!("store-preset-name-reserved", name = shown(.0)))]
    Reserved(String),
}

impl PresetName {
    /// A name as a file may hold it: its form only (see the module docs on built-ins).
    pub fn parse(name: &str) -> Result<PresetName, BadPresetName> {
        if name.trim().is_empty() {
            return Err(BadPresetName::Empty);
        }
        if name.chars().count() > MAX_PRESET_NAME_CHARS
            || unicode_width::UnicodeWidthStr::width(name) > MAX_PRESET_NAME_CHARS
        {
            return Err(BadPresetName::TooLong(name.to_string()));
        }
        if name.chars().any(char::is_control) || name.trim() != name {
            return Err(BadPresetName::Control(name.to_string()));
        }
        if name.chars().any(crate::escape::is_format) {
            return Err(BadPresetName::Invisible(name.to_string()));
        }
        Ok(PresetName(name.to_string()))
    }

    /// A name for a new preset: its form, trimmed, and that it stands for no built-in.
    pub fn new_name(name: &str) -> Result<PresetName, BadPresetName> {
        let name = PresetName::parse(name.trim())?;
        let keys = built_in_keys(name.as_str());
        let taken = |n: &str| keys.contains(&letters(&skeleton(n)));
        if let Some(preset) = Preset::ALL
            .into_iter()
            .find(|p| p.names().iter().any(|n| taken(n)) || taken(p.name()))
        {
            return Err(BadPresetName::BuiltIn(name.0, preset.id()));
        }
        if RESERVED.iter().any(|r| taken(r)) {
            return Err(BadPresetName::Reserved(name.0));
        }
        Ok(name)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `other` names this preset: the same up to case, look-alike characters and
    /// separators.
    pub fn same_as(&self, other: &str) -> bool {
        skeleton(&self.0) == skeleton(other)
    }
}

impl<'de> Deserialize<'de> for PresetName {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        PresetName::parse(&text).map_err(serde::de::Error::custom)
    }
}

impl std::fmt::Display for PresetName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::escape::shown(&self.0))
    }
}

/// The letters of a skeleton alone.
fn letters(skeleton: &str) -> String {
    skeleton.chars().filter(|c| c.is_alphabetic()).collect()
}

/// What a new name is compared with the built-ins by: its letters, read once with digits
/// as the letters they pass for (`c1assic`) and once without its digits, punctuation and
/// spaces (`Classic 5`, `Classic!`), so a built-in's name with anything but letters added
/// is still that name on a list. Own presets are kept apart by the whole skeleton, so
/// "Family" and "Family 2" are two presets.
fn built_in_keys(name: &str) -> [String; 2] {
    let bare: String = name.chars().filter(|c| c.is_alphabetic()).collect();
    [letters(&skeleton(name)), letters(&skeleton(&bare))]
}

/// What a name looks like: lower case, each look-alike character as the Latin letter it
/// imitates, digits that pass for letters as those letters, and separators left out. Two
/// names with one skeleton read as the same name.
pub fn skeleton(name: &str) -> String {
    name.chars()
        .flat_map(char::to_lowercase)
        .filter_map(|c| {
            let c = match u32::from(c) {
                // Full-width forms of ASCII.
                0xFF01..=0xFF5E => {
                    char::from_u32(u32::from(c) - 0xFEE0).map_or(c, |a| a.to_ascii_lowercase())
                }
                _ => c,
            };
            match c {
                ' ' | '-' | '_' | '.' | '\'' | '\u{a0}' | '\u{2010}'..='\u{2015}' => None,
                '0' | 'о' | 'ο' | 'σ' => Some('o'),
                '1' | '|' | 'i' | 'ı' | 'і' | 'ι' | 'ӏ' | 'l' => Some('l'),
                '3' | 'з' => Some('e'),
                '5' | 'ѕ' => Some('s'),
                'а' | 'α' => Some('a'),
                'е' | 'ё' | 'ε' => Some('e'),
                'р' | 'ρ' => Some('p'),
                'с' | 'ϲ' => Some('c'),
                'у' | 'γ' => Some('y'),
                'х' | 'χ' => Some('x'),
                'ј' => Some('j'),
                'к' | 'κ' => Some('k'),
                'м' => Some('m'),
                'н' | 'η' => Some('n'),
                'т' | 'τ' => Some('t'),
                'в' | 'β' => Some('b'),
                'ν' => Some('v'),
                'υ' => Some('u'),
                'ѡ' | 'ω' => Some('w'),
                'һ' => Some('h'),
                'ԁ' => Some('d'),
                'ɡ' => Some('g'),
                other => Some(other),
            }
        })
        .collect()
}

/// One saved preset.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OwnPreset {
    pub name: PresetName,
    pub rules: Ruleset,
}

/// Every preset of the player's own, in the order saved.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct OwnPresets {
    version: u32,
    presets: Vec<OwnPreset>,
}

/// The file as written; read through [`OwnPresets::from_bytes`], which checks it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPresets {
    version: u32,
    presets: Vec<OwnPreset>,
}

/// A change asked of the presets.
#[derive(Clone, Debug, PartialEq)]
pub enum PresetChange {
    /// Save `rules` under a new name; with `replace`, over an own preset of that name.
    Save {
        name: PresetName,
        rules: Ruleset,
        replace: bool,
    },
    Rename {
        from: String,
        to: PresetName,
    },
    Delete {
        name: String,
    },
}

/// A name as a refusal quotes it: escaped, and cut a little past the longest name allowed.
fn shown(name: &str) -> String {
    excerpt(name, MAX_PRESET_NAME_CHARS + 8)
}

/// Why a change was refused; nothing was written.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PresetRefusal {
    #[error("{0}")]
    Name(#[from] BadPresetName),
    #[error("{}", yahtzee_l10n::t!("store-preset-exists", name = shown(.0)))]
    Exists(String),
    #[error("{}", unknown_text(.0, .1))]
    Unknown(String, Vec<String>),
    #[error("{}", yahtzee_l10n::t!("store-presets-full", most = MAX_PRESETS))]
    Full,
}

/// "no preset of yours is named 'X'; yours are A, B" (bounded).
fn unknown_text(name: &str, yours: &[String]) -> String {
    let name = shown(name);
    if yours.is_empty() {
        return yahtzee_l10n::t!("store-preset-unknown-none", name = name);
    }
    yahtzee_l10n::t!(
        "store-preset-unknown",
        name = name,
        yours = name_list(yours)
    )
}

/// Names for a one-line message: at most eight, each escaped, then how many more.
pub fn name_list(names: &[String]) -> String {
    const SHOWN: usize = 8;
    let mut list: Vec<String> = names
        .iter()
        .take(SHOWN)
        .map(|n| excerpt(n, MAX_PRESET_NAME_CHARS + 2))
        .collect();
    if names.len() > SHOWN {
        list.push(yahtzee_l10n::t!(
            "store-names-more",
            more = (names.len() - SHOWN)
        ));
    }
    list.join(", ")
}

/// Why a presets file was not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PresetsFileError {
    /// Written by a newer program: left untouched.
    #[error("{}", yahtzee_l10n::t!(
        "store-file-newer",
        version = (*.0),
        reads = PRESETS_VERSION
    ))]
    Newer(u64),
    /// Damaged or edited: kept aside.
    #[error("{0}")]
    Damaged(String),
}

impl OwnPresets {
    pub fn new() -> OwnPresets {
        OwnPresets {
            version: PRESETS_VERSION,
            presets: Vec::new(),
        }
    }

    pub fn all(&self) -> &[OwnPreset] {
        &self.presets
    }

    pub fn names(&self) -> Vec<String> {
        self.presets
            .iter()
            .map(|p| p.name.as_str().to_string())
            .collect()
    }

    /// The preset `name` stands for (see [`PresetName::same_as`]).
    pub fn find(&self, name: &str) -> Option<&OwnPreset> {
        self.presets.iter().find(|p| p.name.same_as(name))
    }

    /// Reads and checks a file's bytes.
    pub fn from_bytes(bytes: &[u8]) -> Result<OwnPresets, PresetsFileError> {
        let damaged = |why: String| PresetsFileError::Damaged(why);
        let value = crate::json::parse(bytes).map_err(|e| damaged(e.to_string()))?;
        let version = value
            .get("version")
            .and_then(serde_json::Value::as_u64)
            .ok_or_else(|| damaged(yahtzee_l10n::t!("store-save-no-version")))?;
        if version > u64::from(PRESETS_VERSION) {
            return Err(PresetsFileError::Newer(version));
        }
        if version == 0 {
            return Err(damaged(yahtzee_l10n::t!("store-format-version-zero")));
        }
        let raw: RawPresets =
            crate::json::shape(value, "a presets file").map_err(|e| damaged(e.to_string()))?;
        if raw.presets.len() > MAX_PRESETS {
            return Err(damaged(yahtzee_l10n::t!(
                "store-presets-too-many",
                count = (raw.presets.len()),
                most = MAX_PRESETS
            )));
        }
        for (i, preset) in raw.presets.iter().enumerate() {
            if raw.presets[..i]
                .iter()
                .any(|p| p.name.same_as(preset.name.as_str()))
            {
                return Err(damaged(yahtzee_l10n::t!(
                    "store-presets-twice",
                    name = excerpt(preset.name.as_str(), MAX_PRESET_NAME_CHARS + 8)
                )));
            }
        }
        Ok(OwnPresets {
            version: raw.version,
            presets: raw.presets,
        })
    }

    /// The bytes to write, never more than the file is read back with.
    pub fn to_bytes(&self) -> Result<Vec<u8>, crate::json::WriteError> {
        let current = OwnPresets {
            version: PRESETS_VERSION,
            presets: self.presets.clone(),
        };
        crate::json::to_bytes(&current, PRESETS_LIMIT)
    }

    /// Applies `change`, or says why not and changes nothing.
    pub fn apply(&mut self, change: &PresetChange) -> Result<(), PresetRefusal> {
        match change {
            PresetChange::Save {
                name,
                rules,
                replace,
            } => {
                // A name from the keyboard is checked against the built-ins here too, so no
                // caller can skip it.
                let name = PresetName::new_name(name.as_str())?;
                let preset = OwnPreset {
                    name,
                    rules: *rules,
                };
                match self
                    .presets
                    .iter()
                    .position(|p| p.name.same_as(preset.name.as_str()))
                {
                    Some(at) if *replace => self.presets[at] = preset,
                    Some(at) => {
                        return Err(PresetRefusal::Exists(
                            self.presets[at].name.as_str().to_string(),
                        ));
                    }
                    None if self.presets.len() >= MAX_PRESETS => return Err(PresetRefusal::Full),
                    None => self.presets.push(preset),
                }
            }
            PresetChange::Rename { from, to } => {
                let to = PresetName::new_name(to.as_str())?;
                let at = self.position(from)?;
                if let Some(other) = self
                    .presets
                    .iter()
                    .enumerate()
                    .find(|&(i, p)| i != at && p.name.same_as(to.as_str()))
                {
                    return Err(PresetRefusal::Exists(other.1.name.as_str().to_string()));
                }
                self.presets[at].name = to;
            }
            PresetChange::Delete { name } => {
                let at = self.position(name)?;
                self.presets.remove(at);
            }
        }
        self.version = PRESETS_VERSION;
        Ok(())
    }

    fn position(&self, name: &str) -> Result<usize, PresetRefusal> {
        self.presets
            .iter()
            .position(|p| p.name.same_as(name))
            .ok_or_else(|| PresetRefusal::Unknown(name.to_string(), self.names()))
    }
}

/// "classic with max_rolls 4, joker free": the built-in preset of the rules' card and what
/// differs from it ("the same as yatzy" when nothing does).
pub fn describe(rules: &Ruleset) -> String {
    use crate::rules::SettingKey;
    if let Some(preset) = rules.matching_preset() {
        return yahtzee_l10n::t!("store-preset-same-as", preset = preset.id());
    }
    let base = Preset::ALL
        .into_iter()
        .find(|&p| Ruleset::preset(p).layout() == rules.layout())
        .unwrap_or(Preset::Classic);
    let base_rules = Ruleset::preset(base);
    let changes: Vec<String> = SettingKey::ALL
        .iter()
        .filter(|&&k| k != SettingKey::Layout && rules.get(k) != base_rules.get(k))
        .map(|&k| format!("{k} {}", rules.get(k)))
        .collect();
    yahtzee_l10n::t!(
        "store-preset-with",
        preset = base.id(),
        changes = changes.join(", ")
    )
}

/// Why a change of the presets was not made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PresetError {
    /// The change itself is refused (a name, a preset that is not there).
    #[error("{0}")]
    Refused(#[from] PresetRefusal),
    /// The file cannot be read and must not be written over (the sentence says why).
    #[error("{0}")]
    File(String),
    /// Nothing could be written.
    #[error("{0}")]
    Store(#[from] crate::StoreError),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{SettingKey, SettingValue};

    fn name(s: &str) -> PresetName {
        PresetName::new_name(s).unwrap()
    }

    #[test]
    fn a_name_may_not_stand_for_a_built_in_preset() {
        for taken in [
            "classic",
            "CLASSIC",
            "Kniffel",
            "c1assic",
            "сlassic",
            "ｃｌａｓｓｉｃ",
            "three column",
            "Three-Columns",
            "Triple Yahtzee",
            "y a t z y",
            "YAMS3",
            "Custom",
            "Classic!",
            "Classic 2",
            "classic 5",
            "(Yatzy)",
            "Simple...",
            "Kniffel #1",
            "Default?",
        ] {
            assert!(PresetName::new_name(taken).is_err(), "{taken}");
        }
        for free in [
            "Family",
            "Family 2",
            "Oma's Würfel",
            "Four throws",
            "classic plus",
        ] {
            assert!(PresetName::new_name(free).is_ok(), "{free}");
        }
    }

    #[test]
    fn a_name_is_bounded_and_visible() {
        assert_eq!(PresetName::new_name("  "), Err(BadPresetName::Empty));
        assert!(matches!(
            PresetName::new_name(&"x".repeat(25)),
            Err(BadPresetName::TooLong(_))
        ));
        // Wide characters count by the columns they take.
        assert!(PresetName::new_name(&"漢".repeat(13)).is_err());
        assert!(matches!(
            PresetName::new_name("a\u{1b}[2Jb"),
            Err(BadPresetName::Control(_))
        ));
        assert!(matches!(
            PresetName::new_name("Fam\u{200b}ily"),
            Err(BadPresetName::Invisible(_))
        ));
        assert_eq!(name("  Family ").as_str(), "Family");
        let err = PresetName::new_name(&format!("{}\u{1b}", "y".repeat(1000)))
            .unwrap_err()
            .to_string();
        assert!(err.len() < 200 && !err.contains('\u{1b}'), "{err}");
    }

    #[test]
    fn changes_are_checked_and_round_trip_through_the_file() {
        let mut four = Ruleset::CLASSIC;
        four.set(SettingKey::MaxRolls, SettingValue::Number(4))
            .unwrap();
        let mut presets = OwnPresets::new();
        let save = |n: &str, replace| PresetChange::Save {
            name: name(n),
            rules: four,
            replace,
        };
        presets.apply(&save("Family", false)).unwrap();
        assert!(matches!(
            presets.apply(&save("FAMILY", false)),
            Err(PresetRefusal::Exists(_))
        ));
        presets.apply(&save("family", true)).unwrap();
        assert_eq!(presets.names(), ["family"]);
        presets
            .apply(&PresetChange::Rename {
                from: "Family".into(),
                to: name("Evening"),
            })
            .unwrap();
        assert!(presets.find("evening").is_some());
        let back = OwnPresets::from_bytes(&presets.to_bytes().unwrap()).unwrap();
        assert_eq!(back, presets);
        assert_eq!(back.find("EVENING").unwrap().rules, four);
        let err = presets
            .apply(&PresetChange::Delete {
                name: "nope".into(),
            })
            .unwrap_err()
            .to_string();
        assert_eq!(err, "no preset of yours is named 'nope'; yours are Evening");
        presets
            .apply(&PresetChange::Delete {
                name: "evening".into(),
            })
            .unwrap();
        assert!(presets.all().is_empty());
    }

    #[test]
    fn a_damaged_file_is_refused_with_its_reason() {
        let good = r#"{"version":1,"presets":[{"name":"A","rules":{"max_rolls":3,"sticky_holds":false,"upper_threshold":63,"upper_bonus":35,"kinds_score":"all","full_house_points":25,"small_straight_points":30,"large_straight_points":40,"yahtzee_points":50,"five_of_a_kind_is_full_house":false,"extra_yahtzee_bonus":100,"bonus_needs_positive_yahtzee":true,"joker":"forced"}}]}"#;
        assert_eq!(
            OwnPresets::from_bytes(good.as_bytes()).unwrap().names(),
            ["A"]
        );
        for (bad, why) in [
            (good.replace("\"max_rolls\":3", "\"max_rolls\":99"), "max_rolls"),
            (good.replace("\"A\"", "\"A\\u001b\""), "control character"),
            (good.replace("\"version\":1", "\"version\":0"), "version 0"),
            (good.replace("]}", "],\"x\":1}"), "unknown field"),
            (
                good.replace("}}]}", "}},{\"name\":\"a\",\"rules\":{\"max_rolls\":3,\"sticky_holds\":false,\"upper_threshold\":63,\"upper_bonus\":35,\"kinds_score\":\"all\",\"full_house_points\":25,\"small_straight_points\":30,\"large_straight_points\":40,\"yahtzee_points\":50,\"five_of_a_kind_is_full_house\":false,\"extra_yahtzee_bonus\":100,\"bonus_needs_positive_yahtzee\":true,\"joker\":\"forced\"}}]}"),
                "two presets",
            ),
            ("{".to_string(), "not valid JSON"),
        ] {
            let err = OwnPresets::from_bytes(bad.as_bytes()).unwrap_err().to_string();
            assert!(err.contains(why), "{why}: {err}");
        }
        assert_eq!(
            OwnPresets::from_bytes(good.replace("\"version\":1", "\"version\":7").as_bytes()),
            Err(PresetsFileError::Newer(7))
        );
    }
}
