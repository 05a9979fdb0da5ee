//! The `[serve]` section of config.toml: every entry checked on its own, and the template
//! shows each.

use yahtzee::config::parse;
use yahtzee::serve::settings::AdmitRule;

#[test]
fn a_serve_section_sets_the_policy_limits_and_presets() {
    let (config, problems) = parse(
        r#"
[serve]
admit = "code"
code = "abcde-fghjk"
guests = false
per_key = 2
tables_open = 3
quick_wait_seconds = 20
presets = ["classic", "yatzy"]

[serve.preset."Four rolls"]
base = "classic"
set = ["max_rolls=4"]
"#,
    );
    assert!(problems.is_empty(), "{problems:?}");
    let s = config.serve;
    assert_eq!(s.admit, AdmitRule::Code);
    assert_eq!(s.code.as_deref(), Some("abcde-fghjk"));
    assert!(!s.guests);
    assert_eq!((s.per_key, s.tables_open, s.quick_wait_seconds), (2, 3, 20));
    let names: Vec<&str> = s.presets.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Classic", "Yatzy", "Four rolls"]);
}

#[test]
fn each_bad_serve_entry_is_reported_with_its_line() {
    let (config, problems) = parse(
        "[serve]\nadmit = \"everyone\"\nper_key = 0\ncode = \"short\"\nchat = true\nadmit2 = 1\n[serve.preset.classic]\nbase = \"classic\"\n",
    );
    let lines: Vec<usize> = problems.iter().map(|p| p.line).collect();
    assert_eq!(lines, [2, 3, 4, 5, 6, 7], "{problems:?}");
    assert_eq!(config.serve.admit, AdmitRule::Anyone);
    assert!(problems[0].message.contains("anyone, listed or code"));
    assert!(problems[1].message.contains("from 1 to"));
    assert!(problems[3].message.contains("has no setting 'chat'"));
    assert!(problems[5].message.contains("built-in preset"));
}

#[test]
fn listed_with_no_keys_would_let_no_one_in_and_is_refused() {
    let (config, problems) = parse("[serve]\nadmit = \"listed\"\n");
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].message.contains("needs keys"));
    assert_ne!(config.serve.admit, AdmitRule::Listed);
}

#[test]
fn the_template_shows_every_serve_setting() {
    let template = yahtzee::config::default_text();
    for b in yahtzee::serve::settings::BOUNDS {
        assert!(
            template.contains(&format!("# {} = {}", b.key, b.default)),
            "{}",
            b.key
        );
    }
    for key in ["admit", "keys", "guests", "presets"] {
        assert!(template.contains(&format!("# {key} =")), "{key}");
    }
    assert!(template.contains("# code:"));
    assert!(template.contains("#> [serve.preset."));
    // The template parses as it is, and uncommented lines of it parse too.
    let (_, problems) = parse(&template);
    assert!(problems.is_empty(), "{problems:?}");
}
