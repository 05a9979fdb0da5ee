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

/// A line of the rules as a person reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesLine {
    Title(String),
    Heading(String),
    /// A table row: the box and what it scores.
    Row(String, String),
    Text(String),
}

/// The rules for `rules` as typed lines (headings, table rows, text), for screens and for
/// plain text.
pub fn rules_lines(rules: &Ruleset) -> Vec<RulesLine> {
    rules_text(rules)
        .into_iter()
        .filter_map(|line| {
            if let Some(h) = line.strip_prefix("# ") {
                Some(RulesLine::Title(h.to_string()))
            } else if let Some(h) = line.strip_prefix("## ") {
                Some(RulesLine::Heading(h.to_string()))
            } else if line.starts_with('|') {
                let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
                // The header row of a table says nothing a reader needs.
                (cells.first() != Some(&"Box")).then(|| {
                    RulesLine::Row(
                        cells.first().unwrap_or(&"").to_string(),
                        cells.get(1).unwrap_or(&"").to_string(),
                    )
                })
            } else {
                Some(RulesLine::Text(line))
            }
        })
        .collect()
}

/// The rules as plain text for a terminal: headings underlined, tables aligned.
pub fn rules_plain(rules: &Ruleset) -> Vec<String> {
    let mut out = Vec::new();
    for line in rules_lines(rules) {
        match line {
            RulesLine::Title(t) => {
                out.push(t.to_uppercase());
                out.push("=".repeat(t.chars().count()));
            }
            RulesLine::Heading(h) => {
                out.push(h.clone());
                out.push("-".repeat(h.chars().count()));
            }
            RulesLine::Row(b, what) => out.push(format!("  {b:<16} {what}")),
            RulesLine::Text(t) => out.push(t),
        }
    }
    out
}

/// The active settings as `key  value  (default …)` lines, for `yahtzee rules`.
pub fn settings_table(rules: &Ruleset) -> Vec<String> {
    let classic = Ruleset::CLASSIC;
    SettingKey::ALL
        .iter()
        .filter(|key| key.applies(rules.layout()))
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
        // What is turned off is not described at all.
        let simple = rules_text(&Ruleset::preset(Preset::Simple)).join("\n");
        assert!(!simple.contains("Joker"), "{simple}");
        assert!(!simple.contains("extra-Yahtzee"), "{simple}");
        let mut plain = Ruleset::preset(Preset::Simple);
        plain.apply_assignment("upper_bonus=0").unwrap();
        let plain = rules_text(&plain).join("\n");
        assert!(!plain.to_lowercase().contains("bonus"), "{plain}");
        let mut seventy = Ruleset::CLASSIC;
        seventy.apply_assignment("upper_threshold=70").unwrap();
        let seventy = rules_text(&seventy).join("\n");
        assert!(
            seventy.contains("at least 70") && !seventy.contains("63"),
            "{seventy}"
        );
        assert_eq!(settings_table(&custom).len(), SettingKey::ALL.len());
    }
}
