//! The rules as a player reads them, rendered for one ruleset from `assets/rules.md`.
//!
//! The template is data: `{key}` inserts a setting's value (`{rules_name}` the preset name),
//! and lines between `[if key=value]` (or `key!=value`) and `[end]` appear only when the
//! condition holds. Blocks nest.

use super::ruleset::{Ruleset, SettingKey};

const TEMPLATE: &str = include_str!("../../assets/rules.md");

/// The rules text for `rules`, one entry per line.
pub fn rules_text(rules: &Ruleset) -> Vec<String> {
    render(TEMPLATE, rules)
}

fn condition_holds(condition: &str, rules: &Ruleset) -> bool {
    let (key, value, negate) = match condition.split_once("!=") {
        Some((k, v)) => (k, v, true),
        None => match condition.split_once('=') {
            Some((k, v)) => (k, v, false),
            None => return false,
        },
    };
    let actual = match key.trim().parse::<SettingKey>() {
        Ok(key) => rules.get(key).to_string(),
        Err(_) => return false,
    };
    (actual == value.trim()) != negate
}

fn substitute(line: &str, rules: &Ruleset) -> String {
    let mut out = line.replace("{rules_name}", rules.name());
    for key in SettingKey::ALL {
        out = out.replace(&format!("{{{}}}", key.key()), &rules.get(key).to_string());
    }
    out
}

fn render(template: &str, rules: &Ruleset) -> Vec<String> {
    // One entry per open block: whether its lines are shown.
    let mut shown: Vec<bool> = Vec::new();
    let mut lines: Vec<String> = Vec::new();
    for line in template.lines() {
        let trimmed = line.trim();
        if let Some(cond) = trimmed
            .strip_prefix("[if ")
            .and_then(|c| c.strip_suffix(']'))
        {
            let outer = shown.last().copied().unwrap_or(true);
            shown.push(outer && condition_holds(cond, rules));
        } else if trimmed == "[end]" {
            shown.pop();
        } else if shown.last().copied().unwrap_or(true) {
            lines.push(substitute(line, rules));
        }
    }
    // Skipped blocks leave doubled blank lines behind.
    lines.dedup_by(|a, b| a.trim().is_empty() && b.trim().is_empty());
    lines
}

/// The active settings as `key  value  (default …)` lines, for `yahtzee rules`.
pub fn settings_table(rules: &Ruleset) -> Vec<String> {
    let classic = Ruleset::CLASSIC;
    SettingKey::ALL
        .iter()
        .map(|&key| {
            let value = rules.get(key);
            let default = classic.get(key);
            let mark = if value == default {
                String::new()
            } else {
                format!("   (Classic: {default})")
            };
            format!(
                "  {:<30} {:<8} {}{}",
                key.key(),
                value.to_string(),
                key.range_text(),
                mark
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Preset, SettingKey};

    #[test]
    fn template_blocks_balance_and_every_placeholder_resolves() {
        for preset in Preset::ALL {
            for line in rules_text(&Ruleset::preset(preset)) {
                assert!(!line.contains('{'), "unresolved placeholder in {line:?}");
                assert!(
                    !line.trim_start().starts_with("[if"),
                    "stray block in {line:?}"
                );
                assert!(line.trim() != "[end]");
            }
        }
    }

    #[test]
    fn text_follows_the_settings() {
        let classic = rules_text(&Ruleset::CLASSIC).join("\n");
        assert!(classic.contains("up to 3 throws"));
        assert!(classic.contains("in the matching upper box"));
        assert!(classic.contains("at least 63, add 35"));
        let mut custom = Ruleset::CLASSIC;
        custom.apply_assignment("joker=free").unwrap();
        custom.apply_assignment("max_rolls=4").unwrap();
        custom.apply_assignment("kinds_score=matching").unwrap();
        let text = rules_text(&custom).join("\n");
        assert!(text.contains("Custom rules"));
        assert!(text.contains("up to 4 throws"));
        assert!(text.contains("may go in any open box"));
        assert!(text.contains("matching dice only"));
        assert!(!text.contains("in the matching upper box"));
        let simple = rules_text(&Ruleset::preset(Preset::Simple)).join("\n");
        assert!(simple.contains("There is no Joker"));
        assert!(simple.contains("There is no extra-Yahtzee bonus"));
        assert_eq!(settings_table(&custom).len(), SettingKey::ALL.len());
    }
}
