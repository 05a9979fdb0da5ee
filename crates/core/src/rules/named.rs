//! Rules known only by the name a file gives them, as a history's summary keeps them: a
//! preset's name says every setting; "Custom …" says only the card. What a box can hold
//! under such rules is asked of the scoring itself ([`points_possible`]), over every roll.

use super::boxes::BoxId;
use super::layout::Layout;
use super::ruleset::{Domain, JokerRule, KindsScore, Preset, Ruleset, SettingKey, SettingValue};
use super::scoring::{base_points, points_possible};

/// Rules as a name and a card tell them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NamedRules {
    /// A preset's name: every setting is known.
    Preset(Ruleset),
    /// Custom rules on this card: any settings the card takes.
    Custom(Layout),
}

impl NamedRules {
    /// The rules called `name` on `layout`'s card, as [`Ruleset::name`] names them; `None`
    /// for a name no rules on that card have.
    pub fn find(name: &str, layout: Layout) -> Option<NamedRules> {
        if let Some(preset) = Preset::ALL
            .into_iter()
            .map(Ruleset::preset)
            .find(|r| r.layout() == layout && r.name() == name)
        {
            return Some(NamedRules::Preset(preset));
        }
        (custom_on(layout).name() == name).then_some(NamedRules::Custom(layout))
    }

    pub fn layout(&self) -> Layout {
        match self {
            NamedRules::Preset(rules) => rules.layout(),
            NamedRules::Custom(layout) => *layout,
        }
    }

    /// Whether `points` can stand in box `b` under these rules: under the preset's own, or
    /// under some settings of the card for custom rules.
    pub fn points_possible(&self, b: BoxId, points: u16) -> bool {
        if !self.layout().has(b) {
            return false;
        }
        match self {
            NamedRules::Preset(rules) => points_possible(rules, b, points),
            NamedRules::Custom(layout) => settings_scoring(*layout, points)
                .iter()
                .any(|rules| points_possible(rules, b, points)),
        }
    }

    /// The most box `b` can hold under these rules (0 for a box the card does not have).
    pub fn max_points(&self, b: BoxId) -> u16 {
        let top = setting_max();
        let rules = match self {
            NamedRules::Preset(rules) => vec![*rules],
            NamedRules::Custom(layout) => settings_scoring(*layout, top),
        };
        // What the dice make in the box, or a fixed value at the most a setting allows.
        let candidates: std::collections::BTreeSet<u16> = rules
            .iter()
            .flat_map(|r| super::all_rolls().iter().map(move |c| base_points(r, b, c)))
            .chain([top])
            .collect();
        candidates
            .into_iter()
            .rev()
            .find(|&p| self.points_possible(b, p))
            .unwrap_or(0)
    }
}

/// The largest value a points setting takes.
fn setting_max() -> u16 {
    match SettingKey::FullHousePoints.domain() {
        Domain::Number { max, .. } => max,
        _ => 0,
    }
}

/// Some custom rules on `layout`'s card (which ones does not matter: only the name is read).
fn custom_on(layout: Layout) -> Ruleset {
    let mut rules = Ruleset::CLASSIC;
    let _ = rules.set(SettingKey::Layout, SettingValue::Layout(layout));
    // One setting away from every preset: the rolls a turn.
    let _ = rules.set(SettingKey::MaxRolls, SettingValue::Number(1));
    rules
}

/// Rules on `layout`'s card under which a box can hold `points` if any rules there can: a box
/// holds what its dice make, counted one of the ways the choices of the card allow (kinds,
/// Joker, five of a kind as a full house), or a fixed value that is a setting. So every
/// combination of those choices, with every points setting at `points`, covers them all.
fn settings_scoring(layout: Layout, points: u16) -> Vec<Ruleset> {
    let mut out: Vec<Ruleset> = Vec::new();
    for kinds in [KindsScore::All, KindsScore::Matching] {
        for joker in [JokerRule::Forced, JokerRule::Free, JokerRule::Off] {
            for five_is_full_house in [false, true] {
                let mut rules = custom_on(layout);
                // A setting the card does not use is refused and keeps its neutral value.
                let _ = rules.set(SettingKey::KindsScore, SettingValue::Kinds(kinds));
                let _ = rules.set(SettingKey::Joker, SettingValue::Joker(joker));
                let _ = rules.set(
                    SettingKey::FiveOfAKindIsFullHouse,
                    SettingValue::Flag(five_is_full_house),
                );
                for key in [
                    SettingKey::FullHousePoints,
                    SettingKey::SmallStraightPoints,
                    SettingKey::LargeStraightPoints,
                    SettingKey::YahtzeePoints,
                ] {
                    let _ = rules.set(key, SettingValue::Number(points));
                }
                if !out.contains(&rules) {
                    out.push(rules);
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_those_the_rules_give_themselves() {
        for preset in Preset::ALL {
            let rules = Ruleset::preset(preset);
            assert_eq!(
                NamedRules::find(rules.name(), rules.layout()),
                Some(NamedRules::Preset(rules))
            );
        }
        for layout in Layout::ALL {
            assert_eq!(
                NamedRules::find(custom_on(layout).name(), layout),
                Some(NamedRules::Custom(layout))
            );
        }
        assert_eq!(NamedRules::find("Yatzy", Layout::Classic), None);
        assert_eq!(NamedRules::find("Classic\n", Layout::Classic), None);
        assert_eq!(NamedRules::find("", Layout::Classic), None);
    }

    #[test]
    fn a_box_holds_only_what_its_rules_can_score() {
        let classic = NamedRules::find("Classic", Layout::Classic).unwrap();
        assert!(classic.points_possible(BoxId::Fours, 8));
        assert!(!classic.points_possible(BoxId::Fours, 7));
        assert!(!classic.points_possible(BoxId::Fours, 24));
        assert!(classic.points_possible(BoxId::FullHouse, 25));
        assert!(!classic.points_possible(BoxId::FullHouse, 24));
        assert!(classic.points_possible(BoxId::Chance, 30));
        assert!(!classic.points_possible(BoxId::Chance, 31));
        assert!(!classic.points_possible(BoxId::Chance, 4));
        assert!(!classic.points_possible(BoxId::OnePair, 2));
        assert_eq!(classic.max_points(BoxId::Fours), 20);
        assert_eq!(classic.max_points(BoxId::LargeStraight), 40);
        let custom = NamedRules::Custom(Layout::Classic);
        assert!(custom.points_possible(BoxId::FullHouse, 24));
        assert!(!custom.points_possible(BoxId::Fours, 7));
        assert!(!custom.points_possible(BoxId::Chance, 31));
        assert_eq!(custom.max_points(BoxId::Chance), 30);
        assert_eq!(custom.max_points(BoxId::Yahtzee), 1000);
        let yatzy = NamedRules::Custom(Layout::Yatzy);
        // A Yatzy full house is worth its dice, whatever the settings.
        assert!(yatzy.points_possible(BoxId::FullHouse, 28));
        assert!(!yatzy.points_possible(BoxId::FullHouse, 25));
        assert!(!yatzy.points_possible(BoxId::Yahtzee, 50));
    }

    /// Whatever a box holds under any rules of a card, custom rules on that card allow: the
    /// few rulesets they are checked against stand for all of them.
    #[test]
    fn custom_rules_allow_every_value_any_settings_score() {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = |n: u16| {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            ((seed >> 33) % u64::from(n)) as u16
        };
        let mut most = std::collections::HashMap::new();
        for _ in 0..500 {
            let mut rules = Ruleset::CLASSIC;
            let layout = Layout::ALL[usize::from(next(4))];
            let _ = rules.set(SettingKey::Layout, SettingValue::Layout(layout));
            for key in SettingKey::ALL {
                let value = match key.domain() {
                    // Small values as often as large ones: they meet the dice's own.
                    Domain::Number { min, max } => SettingValue::Number(if next(2) == 0 {
                        min + next(31.min(max - min + 1))
                    } else {
                        min + next(max - min + 1)
                    }),
                    Domain::Flag => SettingValue::Flag(next(2) == 0),
                    Domain::Kinds => SettingValue::Kinds(if next(2) == 0 {
                        KindsScore::All
                    } else {
                        KindsScore::Matching
                    }),
                    Domain::Joker => SettingValue::Joker(
                        [JokerRule::Forced, JokerRule::Free, JokerRule::Off][usize::from(next(3))],
                    ),
                    Domain::Layout => continue,
                };
                let _ = rules.set(key, value);
            }
            let custom = NamedRules::Custom(layout);
            for &b in layout.boxes() {
                let values: std::collections::BTreeSet<u16> = super::super::all_rolls()
                    .iter()
                    .map(|c| base_points(&rules, b, c))
                    .chain([
                        rules.full_house_points(),
                        rules.small_straight_points(),
                        rules.large_straight_points(),
                        rules.yahtzee_points(),
                    ])
                    .collect();
                let most = *most
                    .entry((layout, b))
                    .or_insert_with(|| custom.max_points(b));
                for v in values
                    .into_iter()
                    .filter(|&v| points_possible(&rules, b, v))
                {
                    assert!(custom.points_possible(b, v), "{b:?} = {v} under {rules:?}");
                    assert!(v <= most, "{b:?} = {v} under {rules:?}");
                }
            }
        }
    }
}
