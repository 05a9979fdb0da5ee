//! Every rule setting of RULES.md, the presets, and checked construction.
//!
//! Fields are private: a `Ruleset` can only come from a preset and checked changes, so a
//! value outside its range cannot exist anywhere in the program.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use yahtzee_l10n::t;

use super::boxes::BoxId;
use super::layout::Layout;

/// How Three and Four of a kind count their dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KindsScore {
    /// The sum of all five dice (the published rule).
    All,
    /// Only the dice of the matching face.
    Matching,
}

/// How five equal dice are placed when the Yahtzee box is already filled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JokerRule {
    /// The published priority: matching upper box, then any lower box, then any upper box.
    Forced,
    /// Any open box; Full house and straights score as jokers once the matching upper box is filled.
    Free,
    /// No Joker: five equal dice are an ordinary roll.
    Off,
}

/// The named rule sets a match can start from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Preset {
    /// Hasbro's card; Kniffel is the same.
    Classic,
    /// No extra-Yahtzee bonus and no Joker; also called Yams.
    Simple,
    /// Scandinavian Yatzy: its own fifteen-box card, upper bonus 50.
    Yatzy,
    /// Triple Yahtzee: three Classic columns, ×1, ×2 and ×3.
    Triple,
    /// The French three-column card (down, up, free), without Joker or extra bonus.
    ThreeColumn,
}

impl Preset {
    pub const ALL: [Preset; 5] = [
        Preset::Classic,
        Preset::Simple,
        Preset::Yatzy,
        Preset::Triple,
        Preset::ThreeColumn,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            Preset::Classic => "Classic",
            Preset::Simple => "Simple",
            Preset::Yatzy => "Yatzy",
            Preset::Triple => "Triple Yahtzee",
            Preset::ThreeColumn => "Three columns",
        }
    }

    /// The preset's name as a player reads it, in the language spoken (files keep
    /// [`Preset::name`]).
    pub fn shown_name(self) -> &'static str {
        static SHOWN: crate::words::Labels<Preset, 5> =
            crate::words::Labels::new(Preset::ALL, |preset| match preset {
                Preset::Classic => t!("core-preset-classic"),
                Preset::Simple => t!("core-preset-simple"),
                Preset::Yatzy => t!("core-preset-yatzy"),
                Preset::Triple => t!("core-preset-triple"),
                Preset::ThreeColumn => t!("core-preset-three-column"),
            });
        SHOWN.get(self)
    }

    pub const fn id(self) -> &'static str {
        match self {
            Preset::Classic => "classic",
            Preset::Simple => "simple",
            Preset::Yatzy => "yatzy",
            Preset::Triple => "triple",
            Preset::ThreeColumn => "three_column",
        }
    }
}

impl Preset {
    /// Every name `--rules` and the config file accept for this preset, its id first. The
    /// parser, the help texts, the completions and the error below all read this one table,
    /// so an alias cannot be accepted without being listed (or listed without being accepted).
    pub const fn names(self) -> &'static [&'static str] {
        match self {
            Preset::Classic => &["classic", "kniffel", "hasbro"],
            Preset::Simple => &["simple", "yams"],
            Preset::Yatzy => &["yatzy", "scandinavian", "nordic"],
            Preset::Triple => &["triple", "triple_yahtzee", "triple-yahtzee"],
            Preset::ThreeColumn => &["three_column", "three-column", "three_columns", "yams3"],
        }
    }

    /// Every preset with its aliases, for help and errors: "classic (also kniffel, hasbro),
    /// simple (also yams), … or three_column (also …)".
    pub fn choices() -> String {
        let each: Vec<String> = Preset::ALL
            .iter()
            .map(|p| match p.names() {
                [id] => (*id).to_string(),
                [id, aliases @ ..] => format!("{id} (also {})", aliases.join(", ")),
                [] => p.id().to_string(),
            })
            .collect();
        match each.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => String::new(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown rules preset '{}'; choose {}",
    crate::escape::excerpt(.0, 40),
    Preset::choices()
)]
pub struct UnknownPreset(pub String);

impl FromStr for Preset {
    type Err = UnknownPreset;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_ascii_lowercase();
        Preset::ALL
            .into_iter()
            .find(|p| p.names().contains(&wanted.as_str()))
            .ok_or_else(|| UnknownPreset(s.to_string()))
    }
}

/// One setting of RULES.md, named by its key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SettingKey {
    Layout,
    MaxRolls,
    StickyHolds,
    UpperThreshold,
    UpperBonus,
    KindsScore,
    FullHousePoints,
    SmallStraightPoints,
    LargeStraightPoints,
    YahtzeePoints,
    FiveOfAKindIsFullHouse,
    ExtraYahtzeeBonus,
    BonusNeedsPositiveYahtzee,
    Joker,
}

/// What values a setting accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Domain {
    Number { min: u16, max: u16 },
    Flag,
    Kinds,
    Joker,
    Layout,
}

impl SettingKey {
    pub const ALL: [SettingKey; 14] = [
        SettingKey::Layout,
        SettingKey::MaxRolls,
        SettingKey::StickyHolds,
        SettingKey::UpperThreshold,
        SettingKey::UpperBonus,
        SettingKey::KindsScore,
        SettingKey::FullHousePoints,
        SettingKey::SmallStraightPoints,
        SettingKey::LargeStraightPoints,
        SettingKey::YahtzeePoints,
        SettingKey::FiveOfAKindIsFullHouse,
        SettingKey::ExtraYahtzeeBonus,
        SettingKey::BonusNeedsPositiveYahtzee,
        SettingKey::Joker,
    ];

    pub const fn key(self) -> &'static str {
        match self {
            SettingKey::Layout => "layout",
            SettingKey::MaxRolls => "max_rolls",
            SettingKey::StickyHolds => "sticky_holds",
            SettingKey::UpperThreshold => "upper_threshold",
            SettingKey::UpperBonus => "upper_bonus",
            SettingKey::KindsScore => "kinds_score",
            SettingKey::FullHousePoints => "full_house_points",
            SettingKey::SmallStraightPoints => "small_straight_points",
            SettingKey::LargeStraightPoints => "large_straight_points",
            SettingKey::YahtzeePoints => "yahtzee_points",
            SettingKey::FiveOfAKindIsFullHouse => "five_of_a_kind_is_full_house",
            SettingKey::ExtraYahtzeeBonus => "extra_yahtzee_bonus",
            SettingKey::BonusNeedsPositiveYahtzee => "bonus_needs_positive_yahtzee",
            SettingKey::Joker => "joker",
        }
    }

    /// A short label for the setup screen, in the language spoken.
    pub fn label(self) -> &'static str {
        static LABELS: crate::words::Labels<SettingKey, 14> =
            crate::words::Labels::new(SettingKey::ALL, |key| match key {
                SettingKey::Layout => t!("core-setting-layout"),
                SettingKey::MaxRolls => t!("core-setting-max-rolls"),
                SettingKey::StickyHolds => t!("core-setting-sticky-holds"),
                SettingKey::UpperThreshold => t!("core-setting-upper-threshold"),
                SettingKey::UpperBonus => t!("core-setting-upper-bonus"),
                SettingKey::KindsScore => t!("core-setting-kinds-score"),
                SettingKey::FullHousePoints => {
                    t!("core-setting-points", spot = BoxId::FullHouse.label())
                }
                SettingKey::SmallStraightPoints => {
                    t!("core-setting-points", spot = BoxId::SmallStraight.label())
                }
                SettingKey::LargeStraightPoints => {
                    t!("core-setting-points", spot = BoxId::LargeStraight.label())
                }
                SettingKey::YahtzeePoints => {
                    t!("core-setting-points", spot = BoxId::Yahtzee.label())
                }
                SettingKey::FiveOfAKindIsFullHouse => {
                    t!("core-setting-five-of-a-kind-is-full-house")
                }
                SettingKey::ExtraYahtzeeBonus => t!(
                    "core-setting-extra-yahtzee-bonus",
                    spot = BoxId::Yahtzee.label()
                ),
                SettingKey::BonusNeedsPositiveYahtzee => t!(
                    "core-setting-bonus-needs-positive-yahtzee",
                    spot = BoxId::Yahtzee.label()
                ),
                SettingKey::Joker => t!("core-setting-joker"),
            });
        LABELS.get(self)
    }

    /// One sentence on what the setting does, in the language spoken.
    pub fn help(self) -> &'static str {
        static HELP: crate::words::Labels<SettingKey, 14> =
            crate::words::Labels::new(SettingKey::ALL, |key| match key {
                SettingKey::Layout => t!("core-setting-help-layout"),
                SettingKey::MaxRolls => t!("core-setting-help-max-rolls"),
                SettingKey::StickyHolds => t!("core-setting-help-sticky-holds"),
                SettingKey::UpperThreshold => t!(
                    "core-setting-help-upper-threshold",
                    ones = BoxId::Ones.label(),
                    sixes = BoxId::Sixes.label()
                ),
                SettingKey::UpperBonus => t!("core-setting-help-upper-bonus"),
                SettingKey::KindsScore => t!("core-setting-help-kinds-score"),
                SettingKey::FullHousePoints => {
                    t!("core-setting-help-points", spot = BoxId::FullHouse.label())
                }
                SettingKey::SmallStraightPoints => {
                    t!(
                        "core-setting-help-points",
                        spot = BoxId::SmallStraight.label()
                    )
                }
                SettingKey::LargeStraightPoints => {
                    t!(
                        "core-setting-help-points",
                        spot = BoxId::LargeStraight.label()
                    )
                }
                SettingKey::YahtzeePoints => t!(
                    "core-setting-help-yahtzee-points",
                    spot = BoxId::Yahtzee.label()
                ),
                SettingKey::FiveOfAKindIsFullHouse => t!(
                    "core-setting-help-five-of-a-kind-is-full-house",
                    spot = BoxId::FullHouse.label()
                ),
                SettingKey::ExtraYahtzeeBonus => t!(
                    "core-setting-help-extra-yahtzee-bonus",
                    spot = BoxId::Yahtzee.label()
                ),
                SettingKey::BonusNeedsPositiveYahtzee => t!(
                    "core-setting-help-bonus-needs-positive-yahtzee",
                    spot = BoxId::Yahtzee.label()
                ),
                SettingKey::Joker => t!("core-setting-help-joker"),
            });
        HELP.get(self)
    }

    pub const fn domain(self) -> Domain {
        match self {
            SettingKey::MaxRolls => Domain::Number { min: 1, max: 5 },
            SettingKey::UpperThreshold => Domain::Number { min: 1, max: 105 },
            SettingKey::UpperBonus
            | SettingKey::FullHousePoints
            | SettingKey::SmallStraightPoints
            | SettingKey::LargeStraightPoints
            | SettingKey::YahtzeePoints
            | SettingKey::ExtraYahtzeeBonus => Domain::Number { min: 0, max: 1000 },
            SettingKey::StickyHolds
            | SettingKey::FiveOfAKindIsFullHouse
            | SettingKey::BonusNeedsPositiveYahtzee => Domain::Flag,
            SettingKey::KindsScore => Domain::Kinds,
            SettingKey::Joker => Domain::Joker,
            SettingKey::Layout => Domain::Layout,
        }
    }

    /// Whether this setting means anything on `layout`'s card. Yatzy has no Joker and no
    /// extra bonus, and its kinds and Full house score their own way.
    pub const fn applies(self, layout: Layout) -> bool {
        match self {
            SettingKey::KindsScore
            | SettingKey::FullHousePoints
            | SettingKey::FiveOfAKindIsFullHouse
            | SettingKey::ExtraYahtzeeBonus
            | SettingKey::BonusNeedsPositiveYahtzee
            | SettingKey::Joker => layout.has_yahtzee_rules(),
            _ => true,
        }
    }

    /// The accepted values, as the help text and error messages show them.
    pub fn range_text(self) -> String {
        match self.domain() {
            Domain::Number { min, max } => format!("{min}–{max}"),
            Domain::Flag => "true / false".to_string(),
            Domain::Kinds => "all / matching".to_string(),
            Domain::Joker => "forced / free / off".to_string(),
            Domain::Layout => Layout::ALL.map(Layout::id).join(" / "),
        }
    }
}

impl fmt::Display for SettingKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl FromStr for SettingKey {
    type Err = SettingError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_ascii_lowercase().replace('-', "_");
        SettingKey::ALL
            .iter()
            .copied()
            .find(|k| k.key() == wanted)
            .ok_or_else(|| SettingError::UnknownKey(s.to_string()))
    }
}

/// A setting's value, typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingValue {
    Number(u16),
    Flag(bool),
    Kinds(KindsScore),
    Joker(JokerRule),
    Layout(Layout),
}

impl fmt::Display for SettingValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettingValue::Number(n) => write!(f, "{n}"),
            SettingValue::Flag(b) => write!(f, "{b}"),
            SettingValue::Kinds(KindsScore::All) => f.write_str("all"),
            SettingValue::Kinds(KindsScore::Matching) => f.write_str("matching"),
            SettingValue::Joker(JokerRule::Forced) => f.write_str("forced"),
            SettingValue::Joker(JokerRule::Free) => f.write_str("free"),
            SettingValue::Joker(JokerRule::Off) => f.write_str("off"),
            SettingValue::Layout(layout) => f.write_str(layout.id()),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SettingError {
    #[error(
        "unknown setting '{}'; settings are layout, max_rolls, sticky_holds, upper_threshold, upper_bonus, kinds_score, full_house_points, small_straight_points, large_straight_points, yahtzee_points, five_of_a_kind_is_full_house, extra_yahtzee_bonus, bonus_needs_positive_yahtzee, joker",
        crate::escape::excerpt(.0, 40)
    )]
    UnknownKey(String),
    #[error("{key} must be {range}, not '{}'", crate::escape::excerpt(value, 40))]
    BadValue {
        key: SettingKey,
        range: String,
        value: String,
    },
    #[error("'{}' is not KEY=VALUE (e.g. joker=free)", crate::escape::excerpt(.0, 40))]
    NotAnAssignment(String),
    #[error("{key} does not apply to the {layout} card")]
    NotInLayout { key: SettingKey, layout: Layout },
}

/// The full, resolved rules of a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawRuleset", into = "RawRuleset")]
pub struct Ruleset {
    max_rolls: u8,
    sticky_holds: bool,
    upper_threshold: u16,
    upper_bonus: u16,
    kinds_score: KindsScore,
    full_house_points: u16,
    small_straight_points: u16,
    large_straight_points: u16,
    yahtzee_points: u16,
    five_of_a_kind_is_full_house: bool,
    extra_yahtzee_bonus: u16,
    bonus_needs_positive_yahtzee: bool,
    joker: JokerRule,
    layout: Layout,
}

impl Default for Ruleset {
    fn default() -> Self {
        Ruleset::preset(Preset::Classic)
    }
}

impl Ruleset {
    pub const CLASSIC: Ruleset = Ruleset {
        max_rolls: 3,
        sticky_holds: false,
        upper_threshold: 63,
        upper_bonus: 35,
        kinds_score: KindsScore::All,
        full_house_points: 25,
        small_straight_points: 30,
        large_straight_points: 40,
        yahtzee_points: 50,
        five_of_a_kind_is_full_house: false,
        extra_yahtzee_bonus: 100,
        bonus_needs_positive_yahtzee: true,
        joker: JokerRule::Forced,
        layout: Layout::Classic,
    };

    /// Scandinavian Yatzy: the settings its card has no use for hold their neutral values
    /// (see `Ruleset::neutral`).
    pub const YATZY: Ruleset = Ruleset {
        upper_bonus: 50,
        small_straight_points: 15,
        large_straight_points: 20,
        ..Ruleset::CLASSIC.neutral(Layout::Yatzy)
    };

    /// These rules on `layout`'s card: the settings that card does not use are reset to the
    /// Classic values (no bonus and no Joker where the card has no Yahtzee box), so two
    /// rulesets that play alike are equal.
    const fn neutral(self, layout: Layout) -> Ruleset {
        if layout.has_yahtzee_rules() {
            return Ruleset { layout, ..self };
        }
        Ruleset {
            layout,
            kinds_score: KindsScore::All,
            full_house_points: Ruleset::CLASSIC.full_house_points,
            five_of_a_kind_is_full_house: false,
            extra_yahtzee_bonus: 0,
            bonus_needs_positive_yahtzee: true,
            joker: JokerRule::Off,
            ..self
        }
    }

    pub const fn preset(preset: Preset) -> Ruleset {
        match preset {
            Preset::Classic => Ruleset::CLASSIC,
            Preset::Simple => Ruleset {
                extra_yahtzee_bonus: 0,
                joker: JokerRule::Off,
                ..Ruleset::CLASSIC
            },
            Preset::Yatzy => Ruleset::YATZY,
            Preset::Triple => Ruleset {
                layout: Layout::Triple,
                ..Ruleset::CLASSIC
            },
            // The French table: no extra bonus and no Joker (both may be turned on).
            Preset::ThreeColumn => Ruleset {
                layout: Layout::ThreeColumn,
                extra_yahtzee_bonus: 0,
                joker: JokerRule::Off,
                ..Ruleset::CLASSIC
            },
        }
    }

    /// The preset these rules equal, if any; otherwise they are Custom.
    pub fn matching_preset(&self) -> Option<Preset> {
        Preset::ALL
            .into_iter()
            .find(|&p| Ruleset::preset(p) == *self)
    }

    /// The rules' name as a player reads it, in the language spoken: a preset's, or
    /// "Custom" on its card.
    pub fn shown_name(&self) -> &'static str {
        match self.matching_preset() {
            Some(preset) => preset.shown_name(),
            None => Ruleset::custom_shown(self.layout),
        }
    }

    /// "Classic", "Simple" or "Custom": the name files keep.
    pub fn name(&self) -> &'static str {
        match self.matching_preset() {
            Some(preset) => preset.name(),
            None => custom_name(self.layout),
        }
    }

    /// How a player reads a name [`Ruleset::name`] gave and a file kept (a preset's, or
    /// "Custom" on a card), in the language spoken; `None` for any other name, such as a
    /// server operator's own preset, which is shown as written.
    pub fn shown_for_name(name: &str) -> Option<&'static str> {
        if let Some(preset) = Preset::ALL.into_iter().find(|p| p.name() == name) {
            return Some(preset.shown_name());
        }
        Layout::ALL
            .into_iter()
            .find(|&layout| custom_name(layout) == name)
            .map(|layout| Ruleset::custom_shown(layout))
    }

    fn custom_shown(layout: Layout) -> &'static str {
        static CUSTOM: crate::words::Labels<Layout, 4> =
            crate::words::Labels::new(Layout::ALL, |layout| match layout {
                Layout::Classic => t!("core-rules-custom"),
                Layout::Yatzy => t!("core-rules-custom-yatzy"),
                Layout::Triple => t!("core-rules-custom-triple"),
                Layout::ThreeColumn => t!("core-rules-custom-three-column"),
            });
        CUSTOM.get(layout)
    }

    pub const fn max_rolls(&self) -> u8 {
        self.max_rolls
    }
    pub const fn sticky_holds(&self) -> bool {
        self.sticky_holds
    }
    pub const fn upper_threshold(&self) -> u16 {
        self.upper_threshold
    }
    pub const fn upper_bonus(&self) -> u16 {
        self.upper_bonus
    }
    pub const fn kinds_score(&self) -> KindsScore {
        self.kinds_score
    }
    pub const fn full_house_points(&self) -> u16 {
        self.full_house_points
    }
    pub const fn small_straight_points(&self) -> u16 {
        self.small_straight_points
    }
    pub const fn large_straight_points(&self) -> u16 {
        self.large_straight_points
    }
    pub const fn yahtzee_points(&self) -> u16 {
        self.yahtzee_points
    }
    pub const fn five_of_a_kind_is_full_house(&self) -> bool {
        self.five_of_a_kind_is_full_house
    }
    pub const fn extra_yahtzee_bonus(&self) -> u16 {
        self.extra_yahtzee_bonus
    }
    pub const fn bonus_needs_positive_yahtzee(&self) -> bool {
        self.bonus_needs_positive_yahtzee
    }
    pub const fn joker(&self) -> JokerRule {
        self.joker
    }

    /// Whether a Yahtzee box's score, zero or positive, makes any difference later in the
    /// game: only when extra-Yahtzee bonuses are paid and need a positive box. (The Joker
    /// needs the box filled, whatever its score.)
    pub const fn yahtzee_sign_matters(&self) -> bool {
        self.layout.has_yahtzee_rules()
            && self.extra_yahtzee_bonus > 0
            && self.bonus_needs_positive_yahtzee
    }
    pub const fn layout(&self) -> Layout {
        self.layout
    }

    /// These rules on one column of their card, on its own: what the single-column
    /// optimum of a column is solved for.
    pub const fn column_rules(&self) -> Ruleset {
        Ruleset {
            layout: self.layout.column_layout(),
            ..*self
        }
    }

    pub fn get(&self, key: SettingKey) -> SettingValue {
        match key {
            SettingKey::MaxRolls => SettingValue::Number(u16::from(self.max_rolls)),
            SettingKey::StickyHolds => SettingValue::Flag(self.sticky_holds),
            SettingKey::UpperThreshold => SettingValue::Number(self.upper_threshold),
            SettingKey::UpperBonus => SettingValue::Number(self.upper_bonus),
            SettingKey::KindsScore => SettingValue::Kinds(self.kinds_score),
            SettingKey::FullHousePoints => SettingValue::Number(self.full_house_points),
            SettingKey::SmallStraightPoints => SettingValue::Number(self.small_straight_points),
            SettingKey::LargeStraightPoints => SettingValue::Number(self.large_straight_points),
            SettingKey::YahtzeePoints => SettingValue::Number(self.yahtzee_points),
            SettingKey::FiveOfAKindIsFullHouse => {
                SettingValue::Flag(self.five_of_a_kind_is_full_house)
            }
            SettingKey::ExtraYahtzeeBonus => SettingValue::Number(self.extra_yahtzee_bonus),
            SettingKey::BonusNeedsPositiveYahtzee => {
                SettingValue::Flag(self.bonus_needs_positive_yahtzee)
            }
            SettingKey::Joker => SettingValue::Joker(self.joker),
            SettingKey::Layout => SettingValue::Layout(self.layout),
        }
    }

    /// Changes one setting, refusing a value of the wrong kind or out of range.
    pub fn set(&mut self, key: SettingKey, value: SettingValue) -> Result<(), SettingError> {
        let bad = || SettingError::BadValue {
            key,
            range: key.range_text(),
            value: value.to_string(),
        };
        if !key.applies(self.layout) {
            return Err(SettingError::NotInLayout {
                key,
                layout: self.layout,
            });
        }
        match (key.domain(), value) {
            (Domain::Number { min, max }, SettingValue::Number(n)) if (min..=max).contains(&n) => {
                match key {
                    // The domain of max_rolls is 1–5, so the narrowing cannot fail.
                    SettingKey::MaxRolls => self.max_rolls = u8::try_from(n).map_err(|_| bad())?,
                    SettingKey::UpperThreshold => self.upper_threshold = n,
                    SettingKey::UpperBonus => self.upper_bonus = n,
                    SettingKey::FullHousePoints => self.full_house_points = n,
                    SettingKey::SmallStraightPoints => self.small_straight_points = n,
                    SettingKey::LargeStraightPoints => self.large_straight_points = n,
                    SettingKey::YahtzeePoints => self.yahtzee_points = n,
                    SettingKey::ExtraYahtzeeBonus => self.extra_yahtzee_bonus = n,
                    _ => return Err(bad()),
                }
            }
            (Domain::Flag, SettingValue::Flag(b)) => match key {
                SettingKey::StickyHolds => self.sticky_holds = b,
                SettingKey::FiveOfAKindIsFullHouse => self.five_of_a_kind_is_full_house = b,
                SettingKey::BonusNeedsPositiveYahtzee => self.bonus_needs_positive_yahtzee = b,
                _ => return Err(bad()),
            },
            (Domain::Kinds, SettingValue::Kinds(k)) => self.kinds_score = k,
            (Domain::Joker, SettingValue::Joker(j)) => self.joker = j,
            (Domain::Layout, SettingValue::Layout(layout)) => *self = self.neutral(layout),
            _ => return Err(bad()),
        }
        Ok(())
    }

    /// Parses a value written as text (`4`, `true`, `matching`, `free`) for `key`.
    pub fn parse_value(key: SettingKey, text: &str) -> Result<SettingValue, SettingError> {
        let t = text.trim().to_ascii_lowercase();
        let bad = || SettingError::BadValue {
            key,
            range: key.range_text(),
            value: text.to_string(),
        };
        let value = match key.domain() {
            Domain::Number { min, max } => {
                let n: u16 = t.parse().map_err(|_| bad())?;
                if !(min..=max).contains(&n) {
                    return Err(bad());
                }
                SettingValue::Number(n)
            }
            Domain::Flag => match t.as_str() {
                "true" | "on" | "yes" | "1" => SettingValue::Flag(true),
                "false" | "off" | "no" | "0" => SettingValue::Flag(false),
                _ => return Err(bad()),
            },
            Domain::Kinds => match t.as_str() {
                "all" => SettingValue::Kinds(KindsScore::All),
                "matching" => SettingValue::Kinds(KindsScore::Matching),
                _ => return Err(bad()),
            },
            Domain::Joker => match t.as_str() {
                "forced" => SettingValue::Joker(JokerRule::Forced),
                "free" => SettingValue::Joker(JokerRule::Free),
                "off" => SettingValue::Joker(JokerRule::Off),
                _ => return Err(bad()),
            },
            Domain::Layout => SettingValue::Layout(t.parse().map_err(|_| bad())?),
        };
        Ok(value)
    }

    /// Applies `key=value`, as given to `--set`.
    pub fn apply_assignment(&mut self, assignment: &str) -> Result<(), SettingError> {
        let (key, value) = assignment
            .split_once('=')
            .ok_or_else(|| SettingError::NotAnAssignment(assignment.to_string()))?;
        let key: SettingKey = key.parse()?;
        let value = Ruleset::parse_value(key, value)?;
        self.set(key, value)
    }

    /// The next (or previous, `forward == false`) value of a setting, for cycling in the setup
    /// screen. Numbers move by `step` and stop at their bounds.
    pub fn stepped(&self, key: SettingKey, forward: bool, step: u16) -> Ruleset {
        let next = match (self.get(key), key.domain()) {
            (SettingValue::Number(n), Domain::Number { min, max }) => {
                let moved = if forward {
                    n.saturating_add(step)
                } else {
                    n.saturating_sub(step)
                };
                SettingValue::Number(moved.clamp(min, max))
            }
            (SettingValue::Flag(b), _) => SettingValue::Flag(!b),
            (SettingValue::Kinds(k), _) => SettingValue::Kinds(match k {
                KindsScore::All => KindsScore::Matching,
                KindsScore::Matching => KindsScore::All,
            }),
            (SettingValue::Joker(j), _) => SettingValue::Joker(match (j, forward) {
                (JokerRule::Forced, true) | (JokerRule::Off, false) => JokerRule::Free,
                (JokerRule::Free, true) | (JokerRule::Forced, false) => JokerRule::Off,
                (JokerRule::Off, true) | (JokerRule::Free, false) => JokerRule::Forced,
            }),
            (SettingValue::Layout(layout), _) => {
                let all = Layout::ALL;
                let at = all.iter().position(|&l| l == layout).unwrap_or(0);
                let n = all.len();
                SettingValue::Layout(
                    all[if forward {
                        (at + 1) % n
                    } else {
                        (at + n - 1) % n
                    }],
                )
            }
            (value, _) => value,
        };
        let mut out = *self;
        // Stepping stays inside the domain, so this is refused only for a setting the card
        // does not use, which then stays as it is.
        let _ = out.set(key, next);
        out
    }

    /// The upper subtotal beyond which more upper points change nothing; 0 when there is no
    /// upper bonus, since the subtotal then never matters.
    pub const fn upper_cap(&self) -> u16 {
        if self.upper_bonus > 0 {
            self.upper_threshold
        } else {
            0
        }
    }
}

/// The on-disk shape of a ruleset: plain values, checked on the way in.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRuleset {
    max_rolls: i64,
    sticky_holds: bool,
    upper_threshold: i64,
    upper_bonus: i64,
    kinds_score: KindsScore,
    full_house_points: i64,
    small_straight_points: i64,
    large_straight_points: i64,
    yahtzee_points: i64,
    five_of_a_kind_is_full_house: bool,
    extra_yahtzee_bonus: i64,
    bonus_needs_positive_yahtzee: bool,
    joker: JokerRule,
    /// Absent in files written before layouts existed, and for the classic card, so a
    /// classic ruleset is written (and its cache named) exactly as before.
    #[serde(default, skip_serializing_if = "Layout::is_classic")]
    layout: Layout,
}

impl TryFrom<RawRuleset> for Ruleset {
    type Error = SettingError;
    fn try_from(raw: RawRuleset) -> Result<Self, Self::Error> {
        // Every value is first checked on the classic card, where all settings apply; then
        // the layout is set, and a card that has no use for a setting must hold its neutral
        // value, so a hand-edited file cannot claim a Joker on a Yatzy card.
        let mut rules = Ruleset::CLASSIC;
        let numbers = [
            (SettingKey::MaxRolls, raw.max_rolls),
            (SettingKey::UpperThreshold, raw.upper_threshold),
            (SettingKey::UpperBonus, raw.upper_bonus),
            (SettingKey::FullHousePoints, raw.full_house_points),
            (SettingKey::SmallStraightPoints, raw.small_straight_points),
            (SettingKey::LargeStraightPoints, raw.large_straight_points),
            (SettingKey::YahtzeePoints, raw.yahtzee_points),
            (SettingKey::ExtraYahtzeeBonus, raw.extra_yahtzee_bonus),
        ];
        for (key, n) in numbers {
            let value = u16::try_from(n).map_err(|_| SettingError::BadValue {
                key,
                range: key.range_text(),
                value: n.to_string(),
            })?;
            rules.set(key, SettingValue::Number(value))?;
        }
        rules.set(
            SettingKey::StickyHolds,
            SettingValue::Flag(raw.sticky_holds),
        )?;
        rules.set(
            SettingKey::FiveOfAKindIsFullHouse,
            SettingValue::Flag(raw.five_of_a_kind_is_full_house),
        )?;
        rules.set(
            SettingKey::BonusNeedsPositiveYahtzee,
            SettingValue::Flag(raw.bonus_needs_positive_yahtzee),
        )?;
        rules.set(SettingKey::KindsScore, SettingValue::Kinds(raw.kinds_score))?;
        rules.set(SettingKey::Joker, SettingValue::Joker(raw.joker))?;
        let given = rules;
        rules.set(SettingKey::Layout, SettingValue::Layout(raw.layout))?;
        for key in SettingKey::ALL {
            if !key.applies(raw.layout) && given.get(key) != rules.get(key) {
                return Err(SettingError::NotInLayout {
                    key,
                    layout: raw.layout,
                });
            }
        }
        Ok(rules)
    }
}

impl From<Ruleset> for RawRuleset {
    fn from(r: Ruleset) -> RawRuleset {
        RawRuleset {
            max_rolls: r.max_rolls.into(),
            sticky_holds: r.sticky_holds,
            upper_threshold: r.upper_threshold.into(),
            upper_bonus: r.upper_bonus.into(),
            kinds_score: r.kinds_score,
            full_house_points: r.full_house_points.into(),
            small_straight_points: r.small_straight_points.into(),
            large_straight_points: r.large_straight_points.into(),
            yahtzee_points: r.yahtzee_points.into(),
            five_of_a_kind_is_full_house: r.five_of_a_kind_is_full_house,
            extra_yahtzee_bonus: r.extra_yahtzee_bonus.into(),
            bonus_needs_positive_yahtzee: r.bonus_needs_positive_yahtzee,
            joker: r.joker,
            layout: r.layout,
        }
    }
}

/// The name files keep for rules no preset matches, on their card.
const fn custom_name(layout: Layout) -> &'static str {
    match layout {
        Layout::Classic => "Custom",
        Layout::Yatzy => "Custom Yatzy",
        Layout::Triple => "Custom Triple",
        Layout::ThreeColumn => "Custom three-column",
    }
}
