//! The config file: what it changes, how a bad entry is reported and replaced by its default,
//! and that the game shows the keys in effect; dice that tumble; the bell; completions and
//! the manual page. No test reads the real config folder: the binary is always given a file.

use crate::common;
use crate::common::Newest;

use std::process::{Command, Output};
use std::time::Duration;

use common::{key, store_with_match, text};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use yahtzee::config::{self, Config};
use yahtzee::game::{Level, Seat};
use yahtzee::rules::{Preset, Ruleset};
use yahtzee::store::{CoachMeasure, CpuSpeed, LoadOutcome, MatchOptions, MemoryStore};
use yahtzee::tui::keymap::{Command as Cmd, Context, Keymap, Preset as KeyPreset};
use yahtzee::tui::screens::play::TUMBLE_FRAME;
use yahtzee::tui::screens::setup::default_setup;
use yahtzee::tui::theme::{Palette, Theme, ThemeName};
use yahtzee::tui::{App, Input, Prefs, Start};

fn yahtzee(config: &std::path::Path, args: &[&str]) -> Output {
    let data = tempfile::tempdir().unwrap();
    Command::new(env!("CARGO_BIN_EXE_yahtzee"))
        .arg("--data-dir")
        .arg(data.path())
        .arg("--config")
        .arg(config)
        .args(args)
        .env_remove("YAHTZEE_CONFIG")
        .output()
        .unwrap()
}

fn write(dir: &tempfile::TempDir, text: &str) -> std::path::PathBuf {
    let path = dir.path().join("config.toml");
    std::fs::write(&path, text).unwrap();
    path
}

fn app_with(prefs: Prefs, store: MemoryStore, start: Start) -> App {
    let mut app = App::new(Box::new(store), common::shelf(), prefs, start);
    app.handle(Input::Resize(100, 30));
    app
}

fn solo(script: &str, options: MatchOptions) -> MemoryStore {
    store_with_match(Ruleset::CLASSIC, vec![Seat::human("Ana")], script, options)
}

#[test]
fn the_printed_default_file_is_valid_and_uncommented_it_changes_nothing() {
    let text = config::default_text();
    let (as_printed, problems) = config::parse(&text);
    assert!(problems.is_empty(), "{problems:?}");
    assert!(as_printed.animate && !as_printed.bell);
    // Every option, uncommented at its default, is accepted and means the default.
    let uncommented: String = text
        .lines()
        .map(|l| match l.strip_prefix("# ") {
            Some(rest) if rest.contains(" = ") || rest.starts_with('[') => rest,
            _ => l,
        })
        .collect::<Vec<_>>()
        .join("\n");
    assert!(uncommented.contains("\n[keys.play]\nroll = \"space r\""));
    let (config, problems) = config::parse(&uncommented);
    assert!(problems.is_empty(), "{problems:?}\n{uncommented}");
    let builtin = Keymap::default();
    for b in builtin.bindings() {
        assert_eq!(config.keys.keys(b.context, b.command), Some(&b.keys[..]));
    }
    assert_eq!(config.theme, Theme::default());
    assert!(config.animate && !config.bell);
    let mut from_file = default_setup();
    config.defaults.apply(&mut from_file);
    assert_eq!(from_file, default_setup());
}

#[test]
fn every_part_of_the_file_takes_effect() {
    let (config, problems) = config::parse(
        r##"
[keys]
preset = "vim"
[keys.play]
roll = ["t"]
hint = "r"
[theme]
name = "colour-blind"
[theme.colors]
held = "light-magenta"
title = "#102030"
[defaults]
speed = "fast"
undo = false
hints = false
odds = false
coach_measure = "chance_to_win"
coach_threshold = 5
rules = "yams"
players = "Ana,Ben@perfect"
[motion]
animate = false
[sound]
bell = true
"##,
    );
    assert!(problems.is_empty(), "{problems:?}");
    let play = |c: char| KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE);
    assert_eq!(
        config.keys.lookup(Context::Play, &play('t')),
        Some(Cmd::Roll)
    );
    // Two bindings may trade a key: r leaves roll and becomes hint.
    assert_eq!(
        config.keys.lookup(Context::Play, &play('r')),
        Some(Cmd::Hint)
    );
    assert_eq!(
        config.keys.lookup(Context::Text, &play('G')),
        Some(Cmd::Last)
    );
    let mut palette = Palette::of(ThemeName::ColourBlind);
    palette.held = ratatui::style::Color::LightMagenta;
    palette.title = ratatui::style::Color::Rgb(0x10, 0x20, 0x30);
    assert_eq!(config.theme.palette, palette);
    assert!(!config.animate && config.bell);
    let mut setup = default_setup();
    config.defaults.apply(&mut setup);
    assert_eq!(setup.options.cpu_speed, CpuSpeed::Fast);
    assert!(!setup.options.undo && !setup.options.hints && !setup.options.show_odds);
    assert_eq!(setup.options.coach_measure, CoachMeasure::ChanceToWin);
    assert_eq!(setup.options.coach_threshold, 5.0);
    assert_eq!(setup.rules, Ruleset::preset(Preset::Simple));
    assert_eq!(
        setup.seats[1].kind,
        yahtzee::game::SeatKind::Cpu(Level::Perfect)
    );
}

#[test]
fn each_bad_entry_is_reported_with_its_line_and_falls_back_to_its_default() {
    let text = r#"[keys]
preset = "emacs"
[keys.play]
roll = "x"
hint = "?"
fly = "f"
hold = "1 2 3"
undo = "ctrl+"
[theme]
name = "neon"
[theme.colors]
held = "chartreuse"
glow = "red"
good = "blue"
[defaults]
speed = "ludicrous"
coach_threshold = 400
players = "a,b,c,d,e"
colour = "blue"
[motion]
animate = "yes"
[sounds]
bell = true
"#;
    let (config, problems) = config::parse(text);
    let lines: Vec<usize> = problems.iter().map(|p| p.line).collect();
    assert_eq!(
        lines,
        vec![2, 5, 6, 7, 8, 10, 12, 13, 16, 17, 18, 19, 21, 22],
        "{problems:#?}"
    );
    let said = |line: usize| {
        problems
            .iter()
            .find(|p| p.line == line)
            .map(|p| p.message.clone())
            .unwrap_or_default()
    };
    assert!(
        said(2).contains("unknown key preset 'emacs'"),
        "{}",
        said(2)
    );
    assert!(
        said(5).contains("? is already bound to help in global"),
        "{}",
        said(5)
    );
    assert!(
        said(6).contains("[keys.play] has no action 'fly'"),
        "{}",
        said(6)
    );
    assert!(said(7).contains("hold needs five keys"), "{}", said(7));
    assert!(said(8).contains("'ctrl+' is not a key"), "{}", said(8));
    assert!(
        said(12).contains("'chartreuse' is not a colour"),
        "{}",
        said(12)
    );
    assert!(
        said(16).contains("unknown CPU speed 'ludicrous'"),
        "{}",
        said(16)
    );
    assert!(
        said(22).contains("unknown section [sounds]"),
        "{}",
        said(22)
    );
    // The good entries still apply; the bad ones are their defaults.
    let play = |c: char| KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE);
    assert_eq!(
        config.keys.lookup(Context::Play, &play('x')),
        Some(Cmd::Roll)
    );
    assert_eq!(
        config.keys.lookup(Context::Play, &play('h')),
        Some(Cmd::Hint)
    );
    assert_eq!(config.keys.keys_for(Context::Play, Cmd::Hold(0)), "1-5");
    assert_eq!(config.theme.palette.good, ratatui::style::Color::Blue);
    assert_eq!(
        config.theme.palette.held,
        Palette::of(ThemeName::Terminal).held
    );
    assert_eq!(config.defaults.speed, None);
    assert_eq!(config.defaults.coach_threshold, None);
    assert!(config.animate);
    assert!(!config.bell);
    let (_, problems) = config::parse("bell = true\n");
    assert_eq!(problems.len(), 1);
    assert!(
        problems[0]
            .message
            .contains("'bell' is outside any section"),
        "{problems:?}"
    );
    // Broken TOML: one problem with its line, and every default.
    let (config, problems) = config::parse("[motion]\nanimate = false\n[sound\n");
    assert_eq!(problems.len(), 1);
    assert_eq!(problems[0].line, 3);
    assert!(problems[0].message.starts_with("not valid TOML"));
    assert!(config.animate);
}

#[test]
fn the_screens_name_the_keys_in_effect() {
    let (config, problems) =
        config::parse("[keys.play]\nroll = \"t\"\nhint = \"i\"\n[keys.global]\nhelp = \"f1\"\n");
    // f1 is not a key this game knows: reported, and help keeps ?.
    assert_eq!(problems.len(), 1, "{problems:?}");
    let mut app = app_with(
        config.prefs(false),
        solo("1 2 3 4 6", MatchOptions::default()),
        Start::Resume(crate::common::built()),
    );
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Press t to throw."), "{screen}");
    assert!(screen.contains("t throw"), "the help bar: {screen}");
    assert!(screen.contains("i hint"), "the help bar: {screen}");
    assert!(!screen.contains("Space throw"), "{screen}");
    // Space no longer throws; t does.
    key(&mut app, KeyCode::Char(' '));
    assert!(app.current_match().unwrap().throw().is_none());
    key(&mut app, KeyCode::Char('t'));
    assert!(app.current_match().unwrap().throw().is_some());
    // The config's dice tumble (motion is on by default); let them land.
    app.tick(Duration::from_millis(500));
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("t throws"), "{screen}");
    key(&mut app, KeyCode::Char('?'));
    let screen = text(&mut app, 100, 30);
    assert!(
        screen.contains(&format!("{:<16}throw", "t")),
        "the ? overlay: {screen}"
    );
}

#[test]
fn thrown_dice_tumble_without_delaying_the_save_and_a_key_lands_them() {
    let prefs = Prefs {
        animate: true,
        ..Prefs::default()
    };
    let mut app = app_with(
        prefs.clone(),
        solo("1 2 3 4 6 5 5 5 5 5", MatchOptions::default()),
        Start::Resume(crate::common::built()),
    );
    key(&mut app, KeyCode::Char(' '));
    // The throw is saved before the first frame.
    let LoadOutcome::Loaded(saved) = app.store_mut().load_newest(false) else {
        panic!("the throw is saved")
    };
    assert_eq!(saved.game().throw().unwrap().rolls_used, 1);
    // The dice are in the air: frames every 80 ms, and the card gives nothing away yet.
    let wake = app.next_wake().expect("the next frame is due");
    assert!(wake <= Duration::from_millis(80), "{wake:?}");
    let flying = text(&mut app, 100, 30);
    assert!(
        !flying.contains("·30"),
        "no preview while the dice fly: {flying}"
    );
    app.tick(Duration::from_millis(450));
    let landed = text(&mut app, 100, 30);
    assert!(
        landed.contains("·30"),
        "the preview once they land: {landed}"
    );
    assert!(landed.contains("1-5 hold dice"), "{landed}");
    // Next throw: a key during the tumble lands the dice and still does its job.
    key(&mut app, KeyCode::Char('1'));
    key(&mut app, KeyCode::Char(' '));
    assert!(
        app.next_wake()
            .is_some_and(|w| w <= Duration::from_millis(80))
    );
    key(&mut app, KeyCode::Char('2'));
    let throw = *app.current_match().unwrap().throw().unwrap();
    assert_eq!(throw.rolls_used, 2);
    assert_eq!(throw.held.count(), 2, "the key was not lost");
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("HELD"), "{screen}");

    // Off at instant CPU speed, and off when the config says so.
    for (prefs, options) in [
        (prefs.clone(), common::instant()),
        (Prefs::default(), MatchOptions::default()),
    ] {
        let mut app = app_with(
            prefs,
            solo("1 2 3 4 6", options),
            Start::Resume(crate::common::built()),
        );
        key(&mut app, KeyCode::Char(' '));
        assert!(
            app.next_wake().is_none_or(|w| w > TUMBLE_FRAME),
            "no frame is waited for"
        );
    }
}

#[test]
fn the_bell_rings_on_a_yahtzee_only_when_asked_for() {
    for bell in [true, false] {
        let prefs = Prefs {
            bell,
            ..Prefs::default()
        };
        let mut app = app_with(
            prefs,
            solo("6 6 6 6 6", MatchOptions::default()),
            Start::Resume(crate::common::built()),
        );
        key(&mut app, KeyCode::Char(' '));
        assert!(!app.take_bell(), "a throw does not ring");
        key(&mut app, KeyCode::Enter);
        let placed = app
            .current_match()
            .unwrap()
            .card(yahtzee::game::SeatId(0))
            .unwrap()
            .filled_count();
        assert_eq!(placed, 1);
        // The app says the moment came; the terminal loop rings only if sound is on.
        assert!(app.take_bell());
        assert_eq!(app.prefs().bell, bell);
        assert!(!app.take_bell(), "it rings once");
    }
}

#[test]
fn the_config_defaults_fill_in_setup() {
    let (config, problems) = config::parse("[defaults]\nspeed = \"instant\"\nrules = \"simple\"\n");
    assert!(problems.is_empty());
    let mut app = app_with(config.prefs(false), MemoryStore::new(), Start::Menu);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "setup");
    let screen = text(&mut app, 100, 30);
    assert!(screen.contains("Instant"), "{screen}");
    assert!(screen.contains("Simple rules"), "{screen}");
}

#[test]
fn config_check_reports_file_and_line_and_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    let bad = write(
        &dir,
        "[keys.play]\nroll = \"h\"\n\n[theme]\nname = \"neon\"\n",
    );
    let out = yahtzee(&bad, &["config", "--check"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    let file = bad.display().to_string();
    assert!(
        err.contains(&format!("{file}:2: h is already bound to hint in play")),
        "{err}"
    );
    assert!(
        err.contains(&format!("{file}:5: unknown theme 'neon'")),
        "{err}"
    );
    // Naming the file after --check works too, and a good file passes.
    let good = dir.path().join("good.toml");
    std::fs::write(&good, "[sound]\nbell = true\n").unwrap();
    let out = yahtzee(&bad, &["config", "--check", good.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("no problems"));
    // A named file that is missing is an error, not a silent default.
    let out = yahtzee(&dir.path().join("nope.toml"), &["config", "--check"]);
    assert_eq!(out.status.code(), Some(2));
    // --print-default prints a file that --check accepts.
    let out = yahtzee(&good, &["config", "--print-default"]);
    assert_eq!(out.status.code(), Some(0));
    let printed = write(&dir, &String::from_utf8_lossy(&out.stdout));
    let out = yahtzee(&printed, &["config", "--check"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let out = yahtzee(&printed, &["config"]);
    assert_eq!(
        out.status.code(),
        Some(2),
        "config needs --print-default or --check"
    );
}

#[test]
fn completions_and_the_manual_come_from_the_argument_definitions() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = write(&dir, "");
    for (shell, marker) in [
        ("bash", "_yahtzee()"),
        ("zsh", "#compdef yahtzee"),
        ("fish", "complete -c yahtzee"),
        ("powershell", "Register-ArgumentCompleter"),
    ] {
        let out = yahtzee(&cfg, &["completions", shell]);
        assert_eq!(out.status.code(), Some(0), "{shell}");
        let script = String::from_utf8_lossy(&out.stdout);
        assert!(script.contains(marker), "{shell}: {script}");
        // Every subcommand is offered.
        for sub in ["new", "resume", "odds", "config", "completions", "man"] {
            assert!(script.contains(sub), "{shell} completes {sub}");
        }
    }
    let out = yahtzee(&cfg, &["completions", "tcsh"]);
    assert_eq!(out.status.code(), Some(2));
    let out = yahtzee(&cfg, &["man"]);
    assert_eq!(out.status.code(), Some(0));
    let page = String::from_utf8_lossy(&out.stdout);
    assert!(
        page.starts_with(".ie") || page.contains(".TH yahtzee"),
        "{page}"
    );
    assert!(
        page.contains("\\-\\-data\\-dir") && page.contains("\\-\\-config"),
        "{page}"
    );
}

#[test]
fn the_vim_preset_and_the_themes_are_what_they_say() {
    let vim = Keymap::preset(KeyPreset::Vim);
    let g = KeyEvent::new(KeyCode::Char('G'), KeyModifiers::SHIFT);
    assert_eq!(vim.lookup(Context::Text, &g), Some(Cmd::Last));
    assert_eq!(
        Keymap::default().lookup(Context::Text, &g),
        Some(Cmd::First)
    );
    assert!(Theme::named(ThemeName::Mono).mono);
    let cb = Palette::of(ThemeName::ColourBlind);
    assert_ne!(cb.good, cb.bad);
    assert_ne!(cb.good, ratatui::style::Color::Green, "no green for good");
    let hc = Palette::of(ThemeName::HighContrast);
    assert_ne!(
        hc.dim,
        ratatui::style::Color::DarkGray,
        "dim text stays readable"
    );
    let _ = Config::default();
}
