//! The rules as a player reads them, rendered for one ruleset from `assets/rules.md`.
//!
//! The template is data: `{key}` inserts a setting's value (`{rules_name}` the preset name,
//! `{total_parts}` what a column's total adds up, `{box:ID}` a box's name as the card says
//! it), and lines between `[if key=value]` (or `key!=value`) and `[end]` appear only when
//! the condition holds; `columns` is the number of columns on the card, so a text can be
//! for every single-column card at once. Blocks nest.
//!
//! **Languages.** The rules are a document, not a set of messages: each language has its
//! own template (`assets/rules.<code>.md`), with the very blocks and placeholders of the
//! English one (a test holds them to it), so a translator writes whole paragraphs in the
//! order the language wants and the settings still decide which appear. Box names come
//! from the card (`{box:full_house}`: Full House, Full, Kåk), never from the template.

use yahtzee_l10n::{Lang, t};

use super::boxes::BoxId;
use super::ruleset::{Ruleset, SettingKey};

const TEMPLATE: &str = include_str!("../../../../assets/rules.md");

/// Each language's template; English for a language that has none (the pseudo-language).
pub(crate) fn template(lang: Lang) -> &'static str {
    match lang {
        Lang::En | Lang::Pseudo => TEMPLATE,
        Lang::De => include_str!("../../../../assets/rules.de.md"),
        Lang::Fr => include_str!("../../../../assets/rules.fr.md"),
        Lang::Es => include_str!("../../../../assets/rules.es.md"),
        Lang::Sv => include_str!("../../../../assets/rules.sv.md"),
    }
}

/// The rules text for `rules`, one entry per line, in the language spoken.
pub fn rules_text(rules: &Ruleset) -> Vec<String> {
    render(template(yahtzee_l10n::current()), rules)
}

fn condition_holds(condition: &str, rules: &Ruleset) -> bool {
    let (key, value, negate) = match condition.split_once("!=") {
        Some((k, v)) => (k, v, true),
        None => match condition.split_once('=') {
            Some((k, v)) => (k, v, false),
            None => return false,
        },
    };
    let actual = match key.trim() {
        "columns" => rules.layout().columns().len().to_string(),
        key => match key.parse::<SettingKey>() {
            Ok(key) => rules.get(key).to_string(),
            Err(_) => return false,
        },
    };
    (actual == value.trim()) != negate
}

/// What one column's total adds up, naming only the bonuses these rules pay.
fn total_parts(rules: &Ruleset) -> String {
    let mut parts = vec![t!("core-rules-part-upper")];
    if rules.upper_bonus() > 0 {
        parts.push(t!("core-rules-part-upper-bonus"));
    }
    parts.push(t!("core-rules-part-lower"));
    if rules.layout().has_yahtzee_rules() && rules.extra_yahtzee_bonus() > 0 {
        parts.push(t!("core-rules-part-extra-bonuses"));
    }
    parts.join(" + ")
}

fn substitute(line: &str, rules: &Ruleset) -> String {
    let mut out = line.replace("{rules_name}", rules.shown_name());
    if out.contains("{total_parts}") {
        out = out.replace("{total_parts}", &total_parts(rules));
    }
    for key in SettingKey::ALL {
        out = out.replace(&format!("{{{}}}", key.key()), &rules.get(key).to_string());
    }
    if out.contains("{box:") {
        for b in BoxId::ALL {
            out = out.replace(&format!("{{box:{}}}", b.id()), rules.layout().label(b));
        }
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
    let mut in_table = false;
    // The pseudo-language has no template of its own: the English one's words are made
    // longer and marked here, line by line after the markup is read, so the check for cut
    // words covers the rules page too. Box names in table rows are the card's, as spoken.
    let lang = yahtzee_l10n::current();
    let say = |line: String| {
        // A list item's bullet or number stays outside the words, where the page looks for it.
        let words = line.trim_start_matches(|c: char| c.is_ascii_digit() || "-•. ".contains(c));
        if words.is_empty() {
            return line;
        }
        let head = &line[..line.len() - words.len()];
        format!("{head}{}", yahtzee_l10n::finish(lang, words.to_string()))
    };
    rules_text(rules)
        .into_iter()
        .filter_map(|line| {
            // A table's first row is its header, which says nothing a reader needs.
            let header = line.starts_with('|') && !in_table;
            in_table = line.starts_with('|');
            if let Some(h) = line.strip_prefix("# ") {
                Some(RulesLine::Title(say(h.to_string())))
            } else if let Some(h) = line.strip_prefix("## ") {
                Some(RulesLine::Heading(say(h.to_string())))
            } else if line.starts_with('|') {
                let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
                (!header).then(|| {
                    RulesLine::Row(
                        cells.first().unwrap_or(&"").to_string(),
                        say(cells.get(1).unwrap_or(&"").to_string()),
                    )
                })
            } else {
                Some(RulesLine::Text(say(line)))
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
    let keys: Vec<SettingKey> = SettingKey::ALL
        .into_iter()
        .filter(|key| key.applies(rules.layout()))
        .collect();
    // Each column as wide as its widest cell ("three_column" is wider than any number).
    let key_w = keys.iter().map(|k| k.key().len()).max().unwrap_or(0);
    let value_w = keys
        .iter()
        .map(|&k| rules.get(k).to_string().chars().count())
        .max()
        .unwrap_or(0);
    let range_w = keys
        .iter()
        .map(|k| k.range_text().chars().count())
        .max()
        .unwrap_or(0);
    keys.into_iter()
        .map(|key| {
            let value = rules.get(key);
            let default = classic.get(key);
            let line = if value == default {
                format!(
                    "  {:<key_w$}  {:<value_w$}  {}",
                    key.key(),
                    value.to_string(),
                    key.range_text()
                )
            } else {
                format!(
                    "  {:<key_w$}  {:<value_w$}  {:<range_w$}  {}",
                    key.key(),
                    value.to_string(),
                    key.range_text(),
                    t!("core-rules-classic-default", value = default.to_string())
                )
            };
            line.trim_end().to_string()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Preset, SettingKey};

    /// In the pseudo-language the rules' words are marked and longer, so the check for cut
    /// words covers the rules page; bullets and numbers stay where the page finds them.
    #[test]
    fn the_pseudo_language_marks_the_rules_words_and_keeps_their_bullets() {
        use yahtzee_l10n::{CLOSE, OPEN};
        let english = rules_lines(&Ruleset::CLASSIC);
        let pseudo = yahtzee_l10n::speaking(Lang::Pseudo, Some(Lang::En), || {
            rules_lines(&Ruleset::CLASSIC)
        });
        assert_eq!(english.len(), pseudo.len());
        let mut bullets = 0;
        for (en, ps) in english.iter().zip(&pseudo) {
            match (en, ps) {
                (RulesLine::Text(e), RulesLine::Text(p)) if !e.is_empty() => {
                    assert!(p.ends_with(CLOSE) && p.contains(OPEN), "{p}");
                    assert!(p.chars().count() > e.chars().count(), "{p}");
                    if let Some(rest) = e.strip_prefix("- ") {
                        bullets += 1;
                        assert!(p.starts_with("- ") && !rest.starts_with(OPEN), "{p}");
                    }
                }
                (RulesLine::Row(eb, _), RulesLine::Row(pb, pw)) => {
                    assert_eq!(eb, pb);
                    assert!(pw.starts_with(OPEN), "{pw}");
                }
                (RulesLine::Heading(_), RulesLine::Heading(p))
                | (RulesLine::Title(_), RulesLine::Title(p)) => assert!(p.starts_with(OPEN)),
                (e, p) => assert_eq!(e, p),
            }
        }
        assert!(bullets > 0);
    }

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

    /// The boxes listed under each section heading, from the typed lines.
    fn rows_under(lines: &[RulesLine], heading: &str) -> Vec<String> {
        lines
            .iter()
            .skip_while(|l| **l != RulesLine::Heading(heading.to_string()))
            .skip(1)
            .take_while(|l| !matches!(l, RulesLine::Heading(_)))
            .filter_map(|l| match l {
                RulesLine::Row(b, _) => Some(b.clone()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn every_card_lists_its_boxes_under_both_headings() {
        for preset in Preset::ALL {
            let rules = Ruleset::preset(preset);
            let lines = rules_lines(&rules);
            let upper = rows_under(&lines, "Upper section");
            let lower = rows_under(&lines, "Lower section");
            assert_eq!(upper.len(), 1, "{preset:?}: {upper:?}");
            assert_eq!(
                lower.len(),
                rules.layout().lower().len(),
                "{preset:?}: {lower:?}"
            );
            for &b in rules.layout().lower() {
                let label = rules.layout().label(b);
                assert!(lower.iter().any(|r| r == label), "{preset:?} lacks {label}");
            }
        }
    }

    #[test]
    fn a_card_of_three_columns_is_described_by_its_own_rules() {
        let triple = rules_text(&Ruleset::preset(Preset::Triple)).join("\n");
        // The single-column wording would contradict the columns' own rules.
        for single in [
            "thrown when the Yahtzee box already holds",
            "Five equal dice thrown when the Yahtzee box is already filled",
            "Total = upper section",
        ] {
            assert!(!triple.contains(single), "{single:?} in {triple}");
        }
        assert!(
            triple.contains("Once all three Yahtzee boxes hold 50"),
            "{triple}"
        );
        assert!(triple.contains("thrown once all three Yahtzee boxes are filled"));
        assert!(triple.contains("if it is open in any column; you pick the column"));
        assert!(triple.contains("Total = the ×1 column + 2 × the ×2 column + 3 × the ×3 column."));
        assert!(triple.contains(
            "A column's total = upper section + upper bonus + lower section + extra-Yahtzee bonuses."
        ));
        assert!(triple.contains("Upper bonus, in each column"));
        let three = rules_text(&Ruleset::preset(Preset::ThreeColumn)).join("\n");
        // The French preset has neither the Joker nor the extra bonus: neither is described.
        assert!(!three.contains("Joker"), "{three}");
        assert!(!three.contains("Extra Yahtzees"), "{three}");
        assert!(three.contains("Total = Down + Up + Free."));
        assert!(three.contains("A column's total = upper section + upper bonus + lower section."));
        let mut with_joker = Ruleset::preset(Preset::ThreeColumn);
        with_joker.apply_assignment("joker=forced").unwrap();
        with_joker
            .apply_assignment("extra_yahtzee_bonus=100")
            .unwrap();
        let text = rules_text(&with_joker).join("\n");
        assert!(
            text.contains("into a column whose Yahtzee box is already filled"),
            "{text}"
        );
        assert!(
            text.contains("when that column's Yahtzee box already holds 50"),
            "{text}"
        );
        assert!(!text.contains("all three Yahtzee boxes"), "{text}");
    }

    #[test]
    fn the_settings_table_keeps_its_columns_for_every_layout() {
        for preset in Preset::ALL {
            let table = settings_table(&Ruleset::preset(preset));
            // Where each line's range starts: after the key, two spaces, the value, two spaces.
            let starts: Vec<usize> = table
                .iter()
                .map(|line| {
                    let cells: Vec<&str> = line.split_whitespace().collect();
                    let value_end = line.find(cells[0]).unwrap_or(0) + cells[0].len();
                    let value_at = value_end + line[value_end..].find(cells[1]).unwrap_or(0);
                    value_at
                        + cells[1].len()
                        + line[value_at + cells[1].len()..]
                            .chars()
                            .take_while(|c| *c == ' ')
                            .count()
                })
                .collect();
            assert!(
                starts.windows(2).all(|w| w[0] == w[1]),
                "{preset:?}:\n{}",
                table.join("\n")
            );
        }
    }

    /// The blocks and the settings' placeholders of a template, in order: what every
    /// language must keep of the English one.
    fn skeleton(template: &str) -> (Vec<String>, Vec<String>) {
        let blocks = template
            .lines()
            .map(str::trim)
            .filter(|l| l.starts_with("[if ") || *l == "[end]")
            .map(str::to_string)
            .collect();
        let mut placeholders: Vec<String> = template
            .split('{')
            .skip(1)
            .filter_map(|rest| rest.split_once('}').map(|(name, _)| name.to_string()))
            .filter(|name| !name.starts_with("box:"))
            .collect();
        placeholders.sort();
        placeholders.dedup();
        (blocks, placeholders)
    }

    #[test]
    fn every_language_keeps_the_english_blocks_and_placeholders() {
        let english = skeleton(template(Lang::En));
        for lang in Lang::SHIPPED {
            let theirs = skeleton(template(lang));
            assert_eq!(theirs.0, english.0, "{lang:?}: the blocks differ");
            assert_eq!(theirs.1, english.1, "{lang:?}: the placeholders differ");
            for b in template(lang).split("{box:").skip(1) {
                let id = b.split_once('}').map_or("", |(id, _)| id);
                assert!(
                    BoxId::ALL.iter().any(|b| b.id() == id),
                    "{lang:?}: no box {id:?}"
                );
            }
        }
    }

    #[test]
    fn the_rules_read_in_french_with_the_yams_names() {
        let text = yahtzee_l10n::speaking(Lang::Fr, None, || {
            for preset in Preset::ALL {
                let rules = Ruleset::preset(preset);
                // Every box of the card is listed, by its local name.
                let lines = rules_lines(&rules);
                for &b in rules.layout().lower() {
                    let label = rules.layout().label(b);
                    assert!(
                        lines
                            .iter()
                            .any(|l| matches!(l, RulesLine::Row(r, _) if r == label)),
                        "{preset:?} lacks {label}"
                    );
                }
                for line in rules_text(&rules) {
                    assert!(!line.contains('{'), "unresolved placeholder in {line:?}");
                }
            }
            rules_plain(&Ruleset::CLASSIC).join("\n")
        });
        assert!(text.starts_with("YAMS : RÈGLES CLASSIQUE"), "{text}");
        for french in [
            "Cinq dés, treize cases, une case par tour.",
            "jusqu'à 3 lancers en tout",
            "Partie haute",
            "Brelan",
            "Petite suite",
            "ajoutez 35",
            "Total = partie haute + prime + partie basse + primes de Yams supplémentaires.",
        ] {
            assert!(text.contains(french), "{french:?} not in\n{text}");
        }
        for english in [
            "Five dice",
            "A turn",
            "Upper section",
            "Lower section",
            "Three of a kind",
            "throws",
            "upper bonus",
            "The highest total wins",
        ] {
            assert!(!text.contains(english), "{english:?} left in\n{text}");
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
