//! A seeded mutation campaign over every file the game reads: saves of matches in progress
//! (dice on screen, real dice, score pads; Classic, Simple, Yatzy, Triple and three-column
//! cards), a history of finished matches, a remembered setup, the committed files of old
//! releases (tests/fixtures/) and config files. Each file is damaged at random (bytes flipped,
//! cut short, keys deleted or doubled, numbers made extreme, strings made huge or full of
//! terminal escapes, seats swapped, totals, boxes and ranks made inconsistent, deep nesting,
//! invalid UTF-8) and fed to the real loaders on a temporary folder.
//!
//! Nothing may panic or hang, no message may be longer than 600 characters or hold a raw ESC,
//! and whatever is accepted must be sound: a save re-saves and re-loads to the same match, a
//! history's summaries add up (checked here independently of the store's own checks), a
//! setup is one the game could have written.
//!
//! The default size runs in seconds; `YAHTZEE_CAMPAIGN=full` runs at least 10,000 mutants.
//! The figures are printed: run with
//! `cargo test --profile testing --test suite damaged_files:: -- --nocapture`
//! (and `YAHTZEE_CAMPAIGN=full` before it for the full size). `YAHTZEE_CAMPAIGN_SEED=N`
//! changes the seed.

use crate::common;
use yahtzee_testkit::build;

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use serde_json::Value;
use yahtzee::game::{Action, Level, Match, Pcg32, Seat, SeatId, SeatKind, validate_seats};
use yahtzee::rules::{Card, Dice, DieIndex, Face, Preset, Ruleset, SettingKey, SettingValue, Spot};
use yahtzee::store::{
    CoachMode, CpuSpeed, DiskStore, FinishedMatch, History, LastSetup, LoadOutcome,
    MAX_COACH_THRESHOLD, MatchOptions, MatchSummary, MemoryStore, PROGRAM_VERSION, SAVE_VERSION,
    SaveFile, Storage,
};

/// How long one load may take before it is called a hang (a generous bound, never reached
/// by a healthy loader: the slowest load is printed).
const HANG: Duration = Duration::from_secs(60);
/// The longest message a refusal may show.
const MESSAGE_MAX: usize = 600;

fn full() -> bool {
    common::campaign_full()
}

fn seed() -> u64 {
    common::campaign_seed(0xDA3A_6E00)
}

fn pick<'a, T>(rng: &mut Pcg32, items: &'a [T]) -> &'a T {
    &items[(rng.next_u32() as usize) % items.len()]
}

fn below(rng: &mut Pcg32, n: usize) -> usize {
    if n == 0 {
        0
    } else {
        (rng.next_u64_below(n as u64)) as usize
    }
}

trait Below {
    fn next_u64_below(&mut self, n: u64) -> u64;
}

impl Below for Pcg32 {
    fn next_u64_below(&mut self, n: u64) -> u64 {
        let wide = (u64::from(self.next_u32()) << 32) | u64::from(self.next_u32());
        wide % n
    }
}

// ---------------------------------------------------------------------------------------
// Valid files to start from.

/// One legal action for the seat to play, chosen at random the way a player might.
fn random_action(m: &Match, options: &MatchOptions, seat: SeatId, rng: &mut Pcg32) -> Action {
    let card = m.card(seat).expect("the seat has a card");
    if options.score_pad {
        let spots = card.open_spots();
        let spot = *pick(rng, &spots);
        let offers = card.pad_options(m.rules(), spot);
        let (points, bonus) = *pick(rng, &offers);
        return Action::Record {
            b: spot.b,
            column: spot.column,
            points,
            bonus,
        };
    }
    let thrown = m.throw().is_some();
    let can_throw = m.rolls_left() > 0;
    if !thrown || (can_throw && !rng.next_u32().is_multiple_of(3)) {
        if options.real_dice_for(seat.index()) {
            let faces = [0; 5].map(|_| Face::from_value(1 + (rng.next_u32() % 6) as u8).unwrap());
            return Action::throw(Dice::new(faces));
        }
        if thrown && rng.next_u32().is_multiple_of(2) {
            return Action::ToggleHold {
                die: DieIndex::new((rng.next_u32() % 5) as u8).unwrap(),
            };
        }
        return Action::Roll;
    }
    let offers: Vec<(Spot, u16)> = m.placements().expect("dice are thrown").allowed().collect();
    Action::score_at(pick(rng, &offers).0)
}

/// Plays `steps` accepted actions (or to the end of the match).
fn play(m: &mut Match, options: &MatchOptions, rng: &mut Pcg32, steps: usize) {
    let mut done = 0;
    let mut tries = 0;
    while done < steps && tries < steps * 50 {
        tries += 1;
        let Some(seat) = m.current_seat() else { break };
        let action = random_action(m, options, seat, rng);
        if options.allows(seat.index(), action).is_ok() && m.apply(seat, action).is_ok() {
            done += 1;
        }
    }
}

struct Kind {
    label: &'static str,
    rules: Ruleset,
    seats: Vec<Seat>,
    options: MatchOptions,
}

fn kinds() -> Vec<Kind> {
    let people = |names: &[&str]| names.iter().map(|n| Seat::human(n)).collect::<Vec<_>>();
    vec![
        Kind {
            label: "classic vs CPU on screen",
            rules: Ruleset::CLASSIC,
            seats: vec![Seat::human("Ana"), Seat::cpu("Bo", Level::Perfect)],
            options: MatchOptions {
                coach: vec![CoachMode::Warn],
                ..MatchOptions::default()
            },
        },
        Kind {
            label: "classic hot-seat, real dice",
            rules: Ruleset::CLASSIC,
            seats: vec![
                Seat::human("Ana"),
                Seat::human("Ben"),
                Seat::cpu("Cy", Level::Casual),
            ],
            options: MatchOptions {
                real_dice: vec![true, false, false],
                cpu_speed: CpuSpeed::Fast,
                ..MatchOptions::default()
            },
        },
        Kind {
            label: "classic score pad",
            rules: Ruleset::CLASSIC,
            seats: people(&["Ana", "Ben"]),
            options: MatchOptions {
                score_pad: true,
                ..MatchOptions::default()
            },
        },
        Kind {
            label: "simple, four seats",
            rules: Ruleset::preset(Preset::Simple),
            seats: vec![
                Seat::cpu("A", Level::Beginner),
                Seat::human("Ana"),
                Seat::cpu("C", Level::Strong),
                Seat::human("Dee"),
            ],
            options: MatchOptions {
                undo: false,
                hints: false,
                ..MatchOptions::default()
            },
        },
        Kind {
            label: "yatzy practice",
            rules: Ruleset::YATZY,
            seats: vec![Seat::human("Solo")],
            options: MatchOptions {
                practice: true,
                ..MatchOptions::default()
            },
        },
        Kind {
            label: "triple vs CPU",
            rules: Ruleset::preset(Preset::Triple),
            seats: vec![Seat::human("Ana"), Seat::cpu("Bo", Level::Strong)],
            options: MatchOptions::default(),
        },
        Kind {
            label: "three-column, real dice",
            rules: Ruleset::preset(Preset::ThreeColumn),
            seats: people(&["Ana", "Ben"]),
            options: MatchOptions {
                real_dice: vec![true, true],
                ..MatchOptions::default()
            },
        },
        Kind {
            label: "triple score pad",
            rules: Ruleset::preset(Preset::Triple),
            seats: people(&["Ana"]),
            options: MatchOptions {
                score_pad: true,
                ..MatchOptions::default()
            },
        },
    ]
}

fn new_match(kind: &Kind, seed: u64) -> Match {
    Match::new(
        &build::on(kind.rules)
            .seats(kind.seats.clone())
            .seed(seed)
            .setup(),
    )
    .unwrap()
}

fn save_file(id: &str, options: &MatchOptions, game: &Match) -> SaveFile {
    SaveFile {
        version: SAVE_VERSION,
        program_version: PROGRAM_VERSION.to_string(),
        id: id.to_string(),
        started_unix: 1_790_000_000,
        saved_unix: 1_790_000_900,
        options: options.clone(),
        record: game.to_record(),
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    /// A match's save; practice or not.
    Save(bool),
    History,
    Setup,
    Config,
    /// The player's own presets.
    Presets,
    /// The progress in Learn.
    Learn,
}

impl Target {
    fn name(self) -> &'static str {
        match self {
            // The names of the old releases' fixtures.
            Target::Save(false) => "autosave.json",
            Target::Save(true) => "practice.json",
            Target::History => "history.json",
            Target::Setup => "setup.json",
            Target::Config => "config.toml",
            Target::Presets => "presets.json",
            Target::Learn => "learn.json",
        }
    }

    /// Where the game keeps it in the data folder: each save in the matches folder, under
    /// a name of its own (here "match").
    fn stored_at(self) -> String {
        match self {
            Target::Save(_) => "matches/match.json".to_string(),
            _ => self.name().to_string(),
        }
    }
}

struct Base {
    label: String,
    target: Target,
    bytes: Vec<u8>,
}

fn bases() -> Vec<Base> {
    let mut out = Vec::new();
    let mut rng = Pcg32::from_seed(77);
    // Saves of matches in progress, at the start, mid-turn and late.
    for (i, kind) in kinds().iter().enumerate() {
        let slot = kind.options.practice;
        let mid = if kind.options.score_pad {
            5 + i
        } else {
            23 + i * 7
        };
        for (stage, steps) in [("just started", 0usize), ("mid-match", mid)] {
            let mut m = new_match(kind, 100 + i as u64);
            play(&mut m, &kind.options, &mut rng, steps);
            assert!(!m.is_over(), "{}", kind.label);
            let file = save_file(&format!("match-{i}"), &kind.options, &m);
            out.push(Base {
                label: format!("save: {} ({stage})", kind.label),
                target: Target::Save(slot),
                bytes: serde_json::to_vec(&file).unwrap(),
            });
        }
    }
    // A history with finished matches of several kinds, built as the game builds it.
    let mut store = MemoryStore::new();
    for (i, kind) in kinds().iter().enumerate() {
        let mut m = new_match(kind, 300 + i as u64);
        play(&mut m, &kind.options, &mut rng, 100_000);
        assert!(m.is_over(), "{}", kind.label);
        let finished = FinishedMatch {
            id: format!("done-{i}"),
            started_unix: 1_700_000_000 + i as u64 * 5_000,
            finished_unix: 1_700_000_900 + i as u64 * 5_000,
            options: kind.options.clone(),
            record: m.to_record(),
        };
        store.archive(finished, !kind.options.practice).unwrap();
    }
    let (history, problem) = store.history();
    assert!(problem.is_none(), "{problem:?}");
    out.push(Base {
        label: "history: eight finished matches".to_string(),
        target: Target::History,
        bytes: serde_json::to_vec(&history).unwrap(),
    });
    // Remembered setups.
    for kind in kinds().iter().take(4).chain(kinds().iter().skip(6)) {
        let setup = LastSetup {
            rules: kind.rules,
            seats: kind.seats.clone(),
            options: kind.options.clone(),
            same_dice: false,
            language: None,
        };
        out.push(Base {
            label: format!("setup: {}", kind.label),
            target: Target::Setup,
            bytes: serde_json::to_vec(&setup).unwrap(),
        });
    }
    // Own presets, saved as the game saves them: one changed Classic, a Yatzy, a Triple.
    let mut presets = yahtzee::store::OwnPresets::new();
    for (name, preset, change) in [
        ("Family", Preset::Classic, Some((SettingKey::MaxRolls, 4))),
        ("Club Yatzy", Preset::Yatzy, None),
        (
            "Triple night",
            Preset::Triple,
            Some((SettingKey::UpperThreshold, 70)),
        ),
    ] {
        let mut rules = Ruleset::preset(preset);
        if let Some((key, value)) = change {
            rules.set(key, SettingValue::Number(value)).unwrap();
        }
        presets
            .apply(&yahtzee::store::PresetChange::Save {
                name: yahtzee::store::PresetName::new_name(name).unwrap(),
                rules,
                replace: false,
            })
            .unwrap();
    }
    out.push(Base {
        label: "presets: three of the player's own".to_string(),
        target: Target::Presets,
        bytes: presets.to_bytes().unwrap(),
    });
    // Progress in Learn, part way through.
    let mut progress = yahtzee::store::LearnProgress::new();
    progress.lessons = vec!["throw".to_string(), "hold".to_string()];
    progress.puzzles = vec![3, 17, 250];
    progress.streak = 2;
    progress.best_streak = 3;
    out.push(Base {
        label: "learn: two lessons and three puzzles".to_string(),
        target: Target::Learn,
        bytes: serde_json::to_vec(&progress).unwrap(),
    });
    // The files of old releases, as committed.
    let fixtures = std::path::PathBuf::from(yahtzee_testkit::fixtures::FIXTURES);
    for release in ["v0.1.0", "v0.2.0", "v0.3.0", "v0.4.0", "v0.4.0-8c56477"] {
        for target in [
            Target::Save(false),
            Target::Save(true),
            Target::History,
            Target::Setup,
        ] {
            let path = fixtures.join(release).join(target.name());
            if let Ok(bytes) = std::fs::read(&path) {
                out.push(Base {
                    label: format!("fixture: {release}/{}", target.name()),
                    target,
                    bytes,
                });
            }
        }
    }
    // Config files: the committed empty one, the printed default uncommented, and one that
    // changes something in every section.
    out.push(Base {
        label: "config: fixtures/config/empty.toml".to_string(),
        target: Target::Config,
        bytes: std::fs::read(fixtures.join("config/empty.toml")).unwrap(),
    });
    let uncommented: String = yahtzee::config::default_text()
        .lines()
        .map(|l| match l.strip_prefix("# ") {
            Some(rest) if rest.contains(" = ") || rest.starts_with('[') => rest,
            _ => l,
        })
        .collect::<Vec<_>>()
        .join("\n");
    out.push(Base {
        label: "config: the printed default, uncommented".to_string(),
        target: Target::Config,
        bytes: uncommented.into_bytes(),
    });
    out.push(Base {
        label: "config: a few changes".to_string(),
        target: Target::Config,
        bytes: br##"[motion]
animate = false

[sound]
bell = true

[keys]
preset = "vim"

[keys.play]
roll = "space t"
hint = ["H"]

[theme]
name = "terminal"

[theme.colors]
held = "#ff8800"

[defaults]
speed = "fast"
undo = false
coach_threshold = 5.5
rules = "yatzy"
players = "Ana,cpu:strong"
"##
        .to_vec(),
    });
    out
}

// ---------------------------------------------------------------------------------------
// Mutations.

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Mutation {
    ByteFlip,
    Truncate,
    InvalidUtf8,
    DeleteKey,
    DuplicateKey,
    ExtremeNumber,
    HugeString,
    ControlString,
    SwapSeats,
    Inconsistent,
    DeepNesting,
    ArrayEdit,
    TypeChange,
    Several,
}

const JSON_MUTATIONS: [Mutation; 14] = [
    Mutation::ByteFlip,
    Mutation::Truncate,
    Mutation::InvalidUtf8,
    Mutation::DeleteKey,
    Mutation::DuplicateKey,
    Mutation::ExtremeNumber,
    Mutation::HugeString,
    Mutation::ControlString,
    Mutation::SwapSeats,
    Mutation::Inconsistent,
    Mutation::DeepNesting,
    Mutation::ArrayEdit,
    Mutation::TypeChange,
    Mutation::Several,
];

const TOML_MUTATIONS: [Mutation; 10] = [
    Mutation::ByteFlip,
    Mutation::Truncate,
    Mutation::InvalidUtf8,
    Mutation::DeleteKey,
    Mutation::DuplicateKey,
    Mutation::ExtremeNumber,
    Mutation::HugeString,
    Mutation::ControlString,
    Mutation::DeepNesting,
    Mutation::Several,
];

#[derive(Clone, Debug)]
enum Seg {
    Key(String),
    Index(usize),
}

/// Every node of a JSON value, by path (the root first).
fn paths(v: &Value) -> Vec<Vec<Seg>> {
    let mut out = Vec::new();
    fn walk(v: &Value, here: &mut Vec<Seg>, out: &mut Vec<Vec<Seg>>) {
        out.push(here.clone());
        match v {
            Value::Object(map) => {
                for (k, child) in map {
                    here.push(Seg::Key(k.clone()));
                    walk(child, here, out);
                    here.pop();
                }
            }
            Value::Array(items) => {
                for (i, child) in items.iter().enumerate() {
                    here.push(Seg::Index(i));
                    walk(child, here, out);
                    here.pop();
                }
            }
            _ => {}
        }
    }
    walk(v, &mut Vec::new(), &mut out);
    out
}

fn node<'a>(v: &'a mut Value, path: &[Seg]) -> &'a mut Value {
    let mut at = v;
    for seg in path {
        at = match seg {
            Seg::Key(k) => at.get_mut(k.as_str()).unwrap(),
            Seg::Index(i) => at.get_mut(*i).unwrap(),
        };
    }
    at
}

fn extreme(rng: &mut Pcg32) -> Value {
    match rng.next_u32() % 10 {
        0 => 0.into(),
        1 => 255.into(),
        2 => 256.into(),
        3 => 65_535.into(),
        4 => 65_536.into(),
        5 => (1u64 << 32).into(),
        6 => u64::MAX.into(),
        7 => (-1).into(),
        8 => 1e308.into(),
        _ => 18_446_744_073_709_551_616.0f64.into(),
    }
}

fn control_string(rng: &mut Pcg32) -> String {
    pick(
        rng,
        &[
            "\u{1b}[31mred\u{1b}[0m",
            "\u{1b}]0;owned\u{7}",
            "\u{1b}[2J\u{1b}[H",
            "Ana\u{0}",
            "\u{9b}31m",
            "tab\there\r\nnew",
            "\u{202e}reversed",
            "",
            " ",
        ],
    )
    .to_string()
}

fn huge_string(rng: &mut Pcg32) -> String {
    let unit = pick(rng, &["Z", "\u{1b}[31m", "é", "\\"]);
    let mut s = unit.repeat((1 << 20) / unit.len());
    s.truncate(1 << 20);
    while !s.is_char_boundary(s.len()) {
        s.pop();
    }
    s
}

fn nested(depth: usize, object: bool) -> String {
    let (open, close) = if object { ("{\"a\":", "}") } else { ("[", "]") };
    format!("{}0{}", open.repeat(depth), close.repeat(depth))
}

/// The keys whose values say what a card, a turn or a result holds: made inconsistent with
/// plausible values, which a loose check would take for real.
const SCORE_KEYS: [&str; 18] = [
    "total",
    "rank",
    "tied",
    "upper_bonus",
    "yahtzees",
    "boxes",
    "extra_yahtzees",
    "rolls_used",
    "held",
    "dice",
    "seat",
    "points",
    "bonus",
    "undone",
    "box",
    "column",
    "finished_unix",
    "count",
];

fn plausible(rng: &mut Pcg32, old: &Value) -> Value {
    match old {
        Value::Bool(b) => Value::Bool(!b),
        Value::Number(n) => {
            let n = n.as_i64().unwrap_or(0);
            let delta = *pick(rng, &[-50i64, -35, -1, 1, 2, 5, 25, 35, 50, 100]);
            (n + delta).max(0).into()
        }
        Value::Array(items) if !items.is_empty() => {
            let mut items = items.clone();
            let i = below(rng, items.len());
            items[i] = plausible(rng, &items[i]);
            Value::Array(items)
        }
        Value::String(_) => pick(
            rng,
            &[
                "yahtzee",
                "full_house",
                "chance",
                "aces",
                "sixes",
                "score",
                "roll",
                "throw",
            ],
        )
        .to_string()
        .into(),
        Value::Null => pick(rng, &[0u64, 1, 2, 3]).to_owned().into(),
        other => other.clone(),
    }
}

fn json_mutation(m: Mutation, v: &mut Value, rng: &mut Pcg32) -> Option<Vec<u8>> {
    let all = paths(v);
    let at = pick(rng, &all).clone();
    match m {
        Mutation::DeleteKey => {
            let objects: Vec<_> = all
                .iter()
                .filter(|p| node(v, p).as_object().is_some_and(|o| !o.is_empty()))
                .cloned()
                .collect();
            if objects.is_empty() {
                return json_mutation(Mutation::TypeChange, v, rng);
            }
            let p = pick(rng, &objects).clone();
            let obj = node(v, &p).as_object_mut().unwrap();
            let keys: Vec<String> = obj.keys().cloned().collect();
            obj.remove(pick(rng, &keys));
        }
        Mutation::DuplicateKey => {
            // A key given twice, with its own value again or another one.
            let objects: Vec<_> = all
                .iter()
                .filter(|p| node(v, p).as_object().is_some_and(|o| !o.is_empty()))
                .cloned()
                .collect();
            if objects.is_empty() {
                return json_mutation(Mutation::TypeChange, v, rng);
            }
            let p = pick(rng, &objects).clone();
            let obj = node(v, &p).as_object_mut().unwrap();
            let keys: Vec<String> = obj.keys().cloned().collect();
            let key = pick(rng, &keys).clone();
            let value = obj.remove(&key).unwrap();
            let other = if rng.next_u32().is_multiple_of(2) {
                value.clone()
            } else {
                plausible(rng, &value)
            };
            const MARK: &str = "\u{1}duplicate-me\u{1}";
            obj.insert(MARK.to_string(), value.clone());
            let text = serde_json::to_string(v).unwrap();
            let mark = format!("{}:{}", serde_json::to_string(MARK).unwrap(), value);
            let key = serde_json::to_string(&key).unwrap();
            let doubled = format!("{key}:{value},{key}:{other}");
            return Some(text.replacen(&mark, &doubled, 1).into_bytes());
        }
        Mutation::ExtremeNumber => {
            let numbers: Vec<_> = all
                .iter()
                .filter(|p| node(v, p).is_number())
                .cloned()
                .collect();
            let p = if numbers.is_empty() {
                at
            } else {
                pick(rng, &numbers).clone()
            };
            *node(v, &p) = extreme(rng);
        }
        Mutation::HugeString | Mutation::ControlString => {
            let strings: Vec<_> = all
                .iter()
                .filter(|p| node(v, p).is_string())
                .cloned()
                .collect();
            let p = if strings.is_empty() || rng.next_u32().is_multiple_of(4) {
                at
            } else {
                pick(rng, &strings).clone()
            };
            let s = if m == Mutation::HugeString {
                huge_string(rng)
            } else {
                control_string(rng)
            };
            // Sometimes as a key instead of a value.
            if rng.next_u32().is_multiple_of(5)
                && let Some(obj) = node(v, &p).as_object_mut()
            {
                obj.insert(s, Value::Null);
            } else {
                *node(v, &p) = Value::String(s);
            }
        }
        Mutation::SwapSeats => {
            // Two elements of an array of objects (seats, cards, results, log entries)
            // swapped whole, or one of their fields swapped.
            let arrays: Vec<_> = all
                .iter()
                .filter(|p| {
                    node(v, p)
                        .as_array()
                        .is_some_and(|a| a.len() >= 2 && a.iter().all(Value::is_object))
                })
                .cloned()
                .collect();
            if arrays.is_empty() {
                return json_mutation(Mutation::Inconsistent, v, rng);
            }
            let p = pick(rng, &arrays).clone();
            let items = node(v, &p).as_array_mut().unwrap();
            let i = below(rng, items.len());
            let j = (i + 1 + below(rng, items.len() - 1)) % items.len();
            if rng.next_u32().is_multiple_of(2) {
                items.swap(i, j);
            } else {
                let keys: Vec<String> = items[i].as_object().unwrap().keys().cloned().collect();
                if let Some(key) = keys.get(below(rng, keys.len())) {
                    let a = items[i][key].clone();
                    let b = items[j].get(key).cloned().unwrap_or(Value::Null);
                    items[i][key.as_str()] = b;
                    items[j][key.as_str()] = a;
                }
            }
        }
        Mutation::Inconsistent => {
            let scored: Vec<_> = all
                .iter()
                .filter(
                    |p| matches!(p.last(), Some(Seg::Key(k)) if SCORE_KEYS.contains(&k.as_str())),
                )
                .cloned()
                .collect();
            let p = if scored.is_empty() {
                at
            } else {
                pick(rng, &scored).clone()
            };
            let old = node(v, &p).clone();
            *node(v, &p) = plausible(rng, &old);
        }
        Mutation::DeepNesting => {
            let depth = *pick(rng, &[64usize, 127, 128, 129, 1_000, 100_000]);
            const MARK: &str = "\u{1}nest-here\u{1}";
            *node(v, &at) = Value::String(MARK.to_string());
            let text = serde_json::to_string(v).unwrap();
            let mark = serde_json::to_string(MARK).unwrap();
            let deep = nested(depth, rng.next_u32().is_multiple_of(2));
            return Some(text.replacen(&mark, &deep, 1).into_bytes());
        }
        Mutation::ArrayEdit => {
            let arrays: Vec<_> = all
                .iter()
                .filter(|p| node(v, p).as_array().is_some_and(|a| !a.is_empty()))
                .cloned()
                .collect();
            if arrays.is_empty() {
                return json_mutation(Mutation::TypeChange, v, rng);
            }
            let p = pick(rng, &arrays).clone();
            let items = node(v, &p).as_array_mut().unwrap();
            let i = below(rng, items.len());
            match rng.next_u32() % 3 {
                0 => {
                    items.remove(i);
                }
                1 => {
                    let copy = items[i].clone();
                    items.insert(i, copy);
                }
                _ => {
                    items.truncate(i);
                }
            }
        }
        Mutation::TypeChange => {
            let replacement = match rng.next_u32() % 6 {
                0 => Value::Null,
                1 => Value::Bool(true),
                2 => Value::String("x".to_string()),
                3 => Value::Array(Vec::new()),
                4 => Value::Object(Default::default()),
                _ => 1.5.into(),
            };
            *node(v, &at) = replacement;
        }
        _ => unreachable!("{m:?} is not structural"),
    }
    None
}

fn byte_mutation(m: Mutation, bytes: &mut Vec<u8>, rng: &mut Pcg32) {
    match m {
        Mutation::ByteFlip => {
            for _ in 0..1 + rng.next_u32() % 4 {
                if bytes.is_empty() {
                    break;
                }
                let i = below(rng, bytes.len());
                bytes[i] ^= 1 << (rng.next_u32() % 8);
            }
        }
        Mutation::Truncate => {
            let at = below(rng, bytes.len() + 1);
            bytes.truncate(at);
        }
        Mutation::InvalidUtf8 => {
            let junks: [&[u8]; 6] = [
                &[0xff],
                &[0xc3, 0x28],
                &[0xed, 0xa0, 0x80],
                &[0xf4, 0x90, 0x80, 0x80],
                &[0xe2, 0x82],
                &[0xc0, 0xaf],
            ];
            let junk = *pick(rng, &junks);
            // Inside a string most of the time, so the parser reaches it as text.
            let quotes: Vec<usize> = bytes
                .iter()
                .enumerate()
                .filter(|(_, b)| **b == b'"')
                .map(|(i, _)| i + 1)
                .collect();
            let at = if !quotes.is_empty() && !rng.next_u32().is_multiple_of(4) {
                *pick(rng, &quotes)
            } else {
                below(rng, bytes.len() + 1)
            };
            bytes.splice(at..at, junk.iter().copied());
        }
        _ => unreachable!(),
    }
}

fn toml_mutation(m: Mutation, text: &mut Vec<u8>, rng: &mut Pcg32) {
    let s = String::from_utf8_lossy(text).into_owned();
    let mut lines: Vec<String> = s.lines().map(str::to_string).collect();
    if lines.is_empty() {
        lines.push("bell = true".to_string());
    }
    let settings: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].contains(" = ") && !lines[i].starts_with('#'))
        .collect();
    let line = if settings.is_empty() {
        below(rng, lines.len())
    } else {
        *pick(rng, &settings)
    };
    let key = lines[line]
        .split(" = ")
        .next()
        .unwrap_or("bell")
        .to_string();
    match m {
        Mutation::DeleteKey => {
            lines.remove(line);
        }
        Mutation::DuplicateKey => {
            let copy = if rng.next_u32().is_multiple_of(2) {
                lines[line].clone()
            } else {
                format!("{key} = \"other\"")
            };
            lines.insert(line + 1, copy);
        }
        Mutation::ExtremeNumber => {
            let n = pick(
                rng,
                &[
                    "0",
                    "255",
                    "256",
                    "65535",
                    "65536",
                    "4294967296",
                    "18446744073709551615",
                    "-1",
                    "1e308",
                    "nan",
                    "-inf",
                ],
            );
            lines[line] = format!("{key} = {n}");
        }
        Mutation::HugeString => {
            // Under the config size limit, and past it.
            let size = *pick(rng, &[100_000usize, 250_000, 1 << 20]);
            lines[line] = format!("{key} = \"{}\"", "Z".repeat(size));
        }
        Mutation::ControlString => {
            let bad = control_string(rng).replace('\u{0}', "\\u0000");
            let bad = bad.replace('\n', "\\n").replace('\r', "\\r");
            lines[line] = match rng.next_u32() % 3 {
                0 => format!("{key} = \"{bad}\""),
                1 => format!("\"{bad}\" = true"),
                _ => format!("[\"{bad}\"]"),
            };
        }
        Mutation::DeepNesting => {
            let depth = *pick(rng, &[64usize, 127, 128, 129, 1_000, 100_000]);
            lines[line] = if rng.next_u32().is_multiple_of(2) {
                format!("{key} = {}", nested(depth, false))
            } else {
                format!("{key} = {}0{}", "{a = ".repeat(depth), "}".repeat(depth))
            };
        }
        _ => unreachable!(),
    }
    *text = lines.join("\n").into_bytes();
}

fn mutate(base: &Base, m: Mutation, rng: &mut Pcg32) -> Vec<u8> {
    let mut bytes = base.bytes.clone();
    match m {
        Mutation::ByteFlip | Mutation::Truncate | Mutation::InvalidUtf8 => {
            byte_mutation(m, &mut bytes, rng);
            bytes
        }
        Mutation::Several => {
            let list: &[Mutation] = if base.target == Target::Config {
                &TOML_MUTATIONS[..9]
            } else {
                &JSON_MUTATIONS[..13]
            };
            let mut out = Base {
                label: String::new(),
                target: base.target,
                bytes,
            };
            for _ in 0..2 + rng.next_u32() % 2 {
                let next = *pick(rng, list);
                out.bytes = mutate(&out, next, rng);
            }
            out.bytes
        }
        _ if base.target == Target::Config => {
            toml_mutation(m, &mut bytes, rng);
            bytes
        }
        _ => {
            let Ok(mut v) = serde_json::from_slice::<Value>(&bytes) else {
                // Already broken by an earlier step: damage its bytes instead.
                byte_mutation(Mutation::ByteFlip, &mut bytes, rng);
                return bytes;
            };
            match json_mutation(m, &mut v, rng) {
                Some(text) => text,
                None => serde_json::to_vec(&v).unwrap(),
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Loading, and what an accepted file must be.

/// What one load found.
#[derive(Debug)]
struct Verdict {
    accepted: bool,
    /// Messages shown to the player.
    messages: Vec<String>,
    /// Why an accepted file is unsound (does not re-save to itself) or impossible.
    unsound: Option<String>,
    impossible: Option<String>,
}

impl Verdict {
    fn refused(messages: Vec<String>) -> Verdict {
        Verdict {
            accepted: false,
            messages,
            unsound: None,
            impossible: None,
        }
    }
}

fn load(target: Target, bytes: &[u8]) -> Verdict {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(target.stored_at());
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, bytes).unwrap();
    match target {
        Target::Save(_) => load_save(dir.path()),
        Target::History => load_history(dir.path()),
        Target::Setup => load_setup(dir.path()),
        Target::Config => load_config(&path),
        Target::Presets => load_presets(dir.path()),
        Target::Learn => load_learn(dir.path()),
    }
}

fn load_save(dir: &Path) -> Verdict {
    let mut store = DiskStore::new(dir.to_path_buf());
    let loaded = match store.load_match(&crate::common::mid("match")) {
        LoadOutcome::Loaded(loaded) => loaded,
        LoadOutcome::Damaged { message } | LoadOutcome::Newer { message } => {
            let mut messages = vec![message];
            messages.extend(store.take_notices());
            return Verdict::refused(messages);
        }
        other => {
            return Verdict {
                accepted: false,
                messages: Vec::new(),
                unsound: Some(format!("a file in place gave {other:?}")),
                impossible: None,
            };
        }
    };
    let messages = store.take_notices();
    drop(store);
    // It saves again and reads back to the same match.
    let again = tempfile::tempdir().unwrap();
    let mut other = DiskStore::new(again.path().to_path_buf());
    let file = SaveFile {
        version: SAVE_VERSION,
        program_version: PROGRAM_VERSION.to_string(),
        id: loaded.id().to_string(),
        started_unix: loaded.started_unix(),
        saved_unix: loaded.started_unix(),
        options: loaded.options().clone(),
        record: loaded.game().to_record(),
    };
    let id = crate::common::mid(loaded.id());
    let unsound = match other.save_match(&id, &file) {
        Err(e) => Some(format!("it does not save again: {e}")),
        Ok(()) => {
            drop(other);
            match DiskStore::new(again.path().to_path_buf()).load_match(&id) {
                LoadOutcome::Loaded(back)
                    if back.game() == loaded.game()
                        && back.options() == loaded.options()
                        && back.id() == loaded.id() =>
                {
                    None
                }
                LoadOutcome::Loaded(_) => Some("it reads back as another match".to_string()),
                other => Some(format!("its re-save reads back as {other:?}")),
            }
        }
    };
    Verdict {
        accepted: true,
        messages,
        unsound,
        impossible: impossible_match(loaded.game(), loaded.options()).err(),
    }
}

/// Every points value a box can hold under `rules` (0 included), from every roll.
fn box_values(rules: &Ruleset) -> BTreeMap<yahtzee::rules::BoxId, Vec<u16>> {
    rules
        .layout()
        .boxes()
        .iter()
        .map(|&b| {
            let mut values: Vec<u16> = yahtzee::rules::all_rolls()
                .iter()
                .map(|counts| yahtzee::rules::base_points(rules, b, counts))
                .collect();
            values.push(0);
            values.sort_unstable();
            values.dedup();
            (b, values)
        })
        .collect()
}

/// An independent check of a match the store accepted: what no play could have produced.
fn impossible_match(game: &Match, options: &MatchOptions) -> Result<(), String> {
    let rules = game.rules();
    let seats = game.seats();
    if seats.is_empty() || seats.len() > 4 {
        return Err(format!("{} seats", seats.len()));
    }
    for s in seats {
        if s.name.chars().any(char::is_control) || s.name.chars().count() > 16 {
            return Err(format!("a seat is named {:?}", s.name));
        }
    }
    for (i, s) in seats.iter().enumerate() {
        let real = options.real_dice.get(i).copied().unwrap_or(false);
        if (real || options.score_pad) && s.kind != SeatKind::Human {
            return Err(format!("CPU seat {i} throws real dice or keeps a pad"));
        }
    }
    if !(0.0..=MAX_COACH_THRESHOLD).contains(&options.coach_threshold) {
        return Err(format!("coach threshold {}", options.coach_threshold));
    }
    match Match::from_record(game.to_record()) {
        Ok(back) if back == *game => {}
        Ok(_) => return Err("it does not replay to itself".to_string()),
        Err(e) => return Err(format!("it does not replay: {e}")),
    }
    let values = box_values(rules);
    let filled: Vec<usize> = game.cards().iter().map(Card::filled_count).collect();
    for card in game.cards() {
        let mut expected = 0u32;
        for (column, rule) in card.columns().iter().zip(rules.layout().columns()) {
            for (&b, possible) in &values {
                if let Some(points) = column.get(b)
                    && !options.score_pad
                    && !possible.contains(&points)
                    && !(b.upper_face().is_some()
                        && points % u16::from(b.upper_face().unwrap().value()) == 0
                        && points <= 5 * u16::from(b.upper_face().unwrap().value()))
                {
                    return Err(format!("{b:?} holds {points}"));
                }
            }
            if column.extra_yahtzees() > 0 && rules.extra_yahtzee_bonus() == 0 {
                return Err("extra Yahtzees under rules without them".to_string());
            }
            let upper = column.upper_subtotal();
            let bonus = if rules.upper_bonus() > 0 && upper >= u32::from(rules.upper_threshold()) {
                u32::from(rules.upper_bonus())
            } else {
                0
            };
            expected += u32::from(rule.multiplier)
                * (upper
                    + bonus
                    + column.lower_subtotal()
                    + u32::from(column.extra_yahtzees()) * u32::from(rules.extra_yahtzee_bonus()));
        }
        if card.total(rules) != expected {
            return Err(format!(
                "a card totals {} but its boxes give {expected}",
                card.total(rules)
            ));
        }
    }
    // Turns go round the table: seats before the one to play have one more box filled.
    match game.current_seat() {
        None => {
            if !game.cards().iter().all(Card::is_complete) {
                return Err("over with open boxes".to_string());
            }
        }
        Some(seat) => {
            let f = filled[seat.index()];
            for (i, &n) in filled.iter().enumerate() {
                let want = if i < seat.index() { f + 1 } else { f };
                if n != want {
                    return Err(format!("seat {i} has {n} boxes filled, seat to play {f}"));
                }
            }
        }
    }
    Ok(())
}

fn load_history(dir: &Path) -> Verdict {
    let mut store = DiskStore::new(dir.to_path_buf());
    let (history, problem) = store.history();
    let mut messages = store.take_notices();
    if let Some(problem) = problem {
        messages.push(problem);
        return Verdict::refused(messages);
    }
    let mut unsound = history
        .validate()
        .err()
        .map(|e| format!("it does not validate: {e}"));
    // Every figure the statistics screens show can be computed.
    let stats = yahtzee::store::player_stats(&history);
    let _ = yahtzee::store::stats_table(&stats);
    let _ = yahtzee::store::stats_details(&stats, &history);
    let _ = yahtzee::store::high_scores(&history);
    let _ = yahtzee::store::play_counts(&history);
    let _ = yahtzee::store::layout_counts(&history);
    let _ = yahtzee::store::play_split_line(&history);
    // It reads back the same once written again.
    let again = tempfile::tempdir().unwrap();
    let text = serde_json::to_vec(&history).unwrap();
    std::fs::write(again.path().join("history.json"), &text).unwrap();
    let (back, problem) = DiskStore::new(again.path().to_path_buf()).history();
    if unsound.is_none() {
        unsound = match problem {
            Some(p) => Some(format!("its re-save is refused: {p}")),
            None if serde_json::to_value(&back).unwrap()
                != serde_json::to_value(&history).unwrap() =>
            {
                Some("its re-save reads back differently".to_string())
            }
            None => None,
        };
    }
    Verdict {
        accepted: true,
        messages,
        unsound,
        impossible: impossible_history(&history).err(),
    }
}

/// An independent check of a history the store accepted: totals from boxes under a preset's
/// rules, ranks from totals, and kept matches that replay to their summaries.
fn impossible_history(history: &History) -> Result<(), String> {
    for s in &history.summaries {
        impossible_summary(s).map_err(|e| format!("summary {}: {e}", s.id))?;
    }
    for f in &history.recent {
        let game = Match::from_record(f.record.clone())
            .map_err(|e| format!("kept match {} does not replay: {e}", f.id))?;
        if !game.is_over() {
            return Err(format!("kept match {} is not over", f.id));
        }
        impossible_match(&game, &f.options).map_err(|e| format!("kept match {}: {e}", f.id))?;
        if let Some(s) = history.summaries.iter().find(|s| s.id == f.id) {
            if s.seats.len() != game.seats().len() {
                return Err(format!("summary {} has another table", s.id));
            }
            for (i, seat) in s.seats.iter().enumerate() {
                let total = game.total(SeatId(i as u8));
                if seat.total != total || seat.name != game.seats()[i].name {
                    return Err(format!(
                        "summary {} says {} {} but its card gives {total}",
                        s.id, seat.name, seat.total
                    ));
                }
            }
        }
    }
    Ok(())
}

fn impossible_summary(s: &MatchSummary) -> Result<(), String> {
    if s.seats.is_empty() || s.seats.len() > 4 {
        return Err(format!("{} seats", s.seats.len()));
    }
    let as_seats: Vec<Seat> = s
        .seats
        .iter()
        .map(|r| Seat {
            name: r.name.clone(),
            kind: r.kind,
        })
        .collect();
    validate_seats(&as_seats).map_err(|e| e.to_string())?;
    for r in &s.seats {
        let better = s.seats.iter().filter(|o| o.total > r.total).count();
        if r.rank != 1 + better {
            return Err(format!(
                "{} ranked {} with {} better",
                r.name, r.rank, better
            ));
        }
        let tied = s.seats.iter().filter(|o| o.total == r.total).count();
        if r.tied != tied {
            return Err(format!(
                "{} tied with {} but {tied} share it",
                r.name, r.tied
            ));
        }
        if r.yahtzees > u32::from(s.layout.turns()) {
            return Err(format!("{} has {} Yahtzees", r.name, r.yahtzees));
        }
    }
    let preset = Preset::ALL
        .into_iter()
        .map(Ruleset::preset)
        .find(|r| r.name() == s.rules_name && r.layout() == s.layout);
    let Some(rules) = preset else { return Ok(()) };
    let values = box_values(&rules);
    for r in &s.seats {
        if r.total > yahtzee::store::saves::max_possible_total(s.layout) {
            return Err(format!("{} totals {}", r.name, r.total));
        }
        let Some(boxes) = &r.boxes else { continue };
        let layout = rules.layout();
        if boxes.len() != layout.boxes().len() {
            return Err(format!("{} has {} boxes", r.name, boxes.len()));
        }
        let (mut upper, mut lower, mut five) = (0u32, 0u32, 0u16);
        for (&b, &points) in layout.boxes().iter().zip(boxes) {
            let face = b.upper_face().map(|f| u16::from(f.value()));
            let fits = match face {
                Some(f) => points % f == 0 && points <= 5 * f,
                None => values[&b].contains(&points),
            };
            if !fits && s.play != yahtzee::store::PlayMode::ScorePad {
                return Err(format!("{} has {points} in {b:?}", r.name));
            }
            match face {
                Some(_) => upper += u32::from(points),
                None => lower += u32::from(points),
            }
            if b == layout.five_of_a_kind_box() {
                five = points;
            }
        }
        let extras = r.yahtzees.checked_sub(u32::from(five > 0)).ok_or_else(|| {
            format!(
                "{} has {} Yahtzees and {five} in the box",
                r.name, r.yahtzees
            )
        })?;
        if extras > 0 && (five == 0 || rules.extra_yahtzee_bonus() == 0) {
            return Err(format!(
                "{} has {extras} extra Yahtzees with {five} in the box under {}",
                r.name, s.rules_name
            ));
        }
        let bonus = rules.upper_bonus() > 0 && upper >= u32::from(rules.upper_threshold());
        if r.upper_bonus != bonus {
            return Err(format!(
                "{}'s upper bonus with {upper} upper points",
                r.name
            ));
        }
        let total = upper
            + lower
            + u32::from(bonus) * u32::from(rules.upper_bonus())
            + extras * u32::from(rules.extra_yahtzee_bonus());
        if r.total != total {
            return Err(format!(
                "{} totals {} but the boxes give {total}",
                r.name, r.total
            ));
        }
    }
    Ok(())
}

/// A presets file: refused with a word, or kept whole when written again, each name one a
/// player could have saved and each ruleset one the rules accept.
fn load_presets(dir: &Path) -> Verdict {
    let mut store = DiskStore::new(dir.to_path_buf());
    let (presets, problem) = store.presets();
    let mut messages: Vec<String> = problem.into_iter().collect();
    messages.extend(store.take_notices());
    if !messages.is_empty() {
        return Verdict::refused(messages);
    }
    let unsound = match presets.to_bytes() {
        Err(e) => Some(format!("it does not save again: {e:?}")),
        Ok(bytes) => match yahtzee::store::OwnPresets::from_bytes(&bytes) {
            Ok(back) if back == presets => None,
            Ok(_) => Some("it reads back as other presets".to_string()),
            Err(e) => Some(format!("its re-save is refused: {e}")),
        },
    };
    let impossible = presets.all().iter().find_map(|p| {
        let name = p.name.as_str();
        if yahtzee::store::PresetName::parse(name).is_err() {
            return Some(format!("a preset is named {name:?}"));
        }
        // Rules the game's own checked reading refuses, written back out.
        let again = serde_json::to_value(p.rules).unwrap();
        serde_json::from_value::<Ruleset>(again)
            .err()
            .map(|e| format!("preset {name:?} has rules the game refuses: {e}"))
    });
    Verdict {
        accepted: true,
        messages,
        unsound,
        impossible,
    }
}

/// Progress in Learn: refused with a word (Learn starts afresh), or read as what it says.
fn load_learn(dir: &Path) -> Verdict {
    let bytes = std::fs::read(dir.join("learn.json")).unwrap_or_default();
    let mut store = DiskStore::new(dir.to_path_buf());
    let progress = store.learn_progress();
    let messages = store.take_notices();
    if !messages.is_empty() {
        return Verdict::refused(messages);
    }
    if progress == yahtzee::store::LearnProgress::new()
        && yahtzee::store::LearnProgress::parse(&bytes).is_err()
    {
        return Verdict {
            accepted: false,
            messages,
            unsound: Some("refused without a word".to_string()),
            impossible: None,
        };
    }
    let again = tempfile::tempdir().unwrap();
    let mut other = DiskStore::new(again.path().to_path_buf());
    let unsound = match other.save_learn_progress(&progress) {
        Err(e) => Some(format!("it does not save again: {e}")),
        Ok(()) if other.learn_progress() == progress => None,
        Ok(()) => Some("it reads back as other progress".to_string()),
    };
    let impossible = (progress.streak > progress.best_streak).then(|| {
        format!(
            "a streak of {} above the best {}",
            progress.streak, progress.best_streak
        )
    });
    Verdict {
        accepted: true,
        messages,
        unsound,
        impossible,
    }
}

fn load_setup(dir: &Path) -> Verdict {
    let mut store = DiskStore::new(dir.to_path_buf());
    let setup = store.last_setup();
    let messages = store.take_notices();
    let Some(setup) = setup else {
        if messages.is_empty() {
            return Verdict {
                accepted: false,
                messages,
                unsound: Some("refused without a word".to_string()),
                impossible: None,
            };
        }
        return Verdict::refused(messages);
    };
    let again = tempfile::tempdir().unwrap();
    let mut other = DiskStore::new(again.path().to_path_buf());
    let unsound = match other.save_setup(&setup) {
        Err(e) => Some(format!("it does not save again: {e}")),
        Ok(()) => match other.last_setup() {
            Some(back) if back == setup => None,
            Some(_) => Some("it reads back as another setup".to_string()),
            None => Some(format!(
                "its re-save is refused: {:?}",
                other.take_notices()
            )),
        },
    };
    let impossible = (|| {
        validate_seats(&setup.seats).map_err(|e| e.to_string())?;
        let seats = setup.seats.len();
        if setup.options.real_dice.len() > seats || setup.options.coach.len() > seats {
            return Err("per-seat settings for seats it does not have".to_string());
        }
        if !(0.0..=MAX_COACH_THRESHOLD).contains(&setup.options.coach_threshold) {
            return Err(format!("coach threshold {}", setup.options.coach_threshold));
        }
        Ok(())
    })()
    .err();
    Verdict {
        accepted: true,
        messages,
        unsound,
        impossible,
    }
}

fn load_config(path: &Path) -> Verdict {
    let (config, report) = yahtzee::config::load(path, true);
    let _ = config.prefs(false);
    // Whatever was wrong was replaced by its default: no key does two things in one place.
    let clashes = config.keys.clashes();
    let impossible = (!clashes.is_empty()).then(|| format!("{} key clashes", clashes.len()));
    match report {
        None => Verdict {
            accepted: true,
            messages: Vec::new(),
            unsound: None,
            impossible,
        },
        Some(report) => {
            let mut messages: Vec<String> =
                report.problems.iter().map(|p| p.message.clone()).collect();
            // The whole report as printed, checked for escapes only (it may list many lines).
            let printed = report.to_string();
            if printed.contains('\u{1b}') {
                messages.push(printed);
            }
            Verdict {
                accepted: false,
                messages,
                unsound: None,
                impossible,
            }
        }
    }
}

/// Runs one load on its own thread: a panic is caught, a hang is reported.
fn guarded(target: Target, bytes: Vec<u8>) -> (Result<Verdict, String>, Duration) {
    let (tx, rx) = mpsc::channel();
    let started = Instant::now();
    let worker = std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(move || {
            let result = std::panic::catch_unwind(|| load(target, &bytes));
            let _ = tx.send(result.map_err(|e| {
                e.downcast_ref::<String>()
                    .cloned()
                    .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "a panic".to_string())
            }));
        })
        .unwrap();
    match rx.recv_timeout(HANG) {
        Ok(result) => {
            let elapsed = started.elapsed();
            worker.join().unwrap();
            (result.map_err(|p| format!("PANIC: {p}")), elapsed)
        }
        Err(_) => (Err(format!("HANG: no answer in {HANG:?}")), HANG),
    }
}

#[derive(Default)]
struct Tally {
    tried: usize,
    refused: usize,
    accepted: usize,
    panics: usize,
    hangs: usize,
    bad_messages: usize,
    unsound: usize,
    impossible: usize,
}

#[test]
fn damaged_files_are_refused_briefly_or_accepted_soundly() {
    let total: usize = if full() { 10_200 } else { 1_500 };
    let seed = seed();
    let bases = bases();
    // Every base must be accepted as it is.
    for base in &bases {
        let (verdict, _) = guarded(base.target, base.bytes.clone());
        let verdict = verdict.unwrap();
        assert!(
            verdict.accepted && verdict.unsound.is_none() && verdict.impossible.is_none(),
            "{}: {verdict:?}",
            base.label
        );
    }
    let per_base = total.div_ceil(bases.len());
    let mut rng = Pcg32::new(seed, 0x00DA_3A6E);
    let mut by_target: BTreeMap<&'static str, Tally> = BTreeMap::new();
    let mut by_mutation: BTreeMap<Mutation, (usize, usize)> = BTreeMap::new();
    let mut failures: Vec<String> = Vec::new();
    let mut slowest = (Duration::ZERO, String::new());
    let mut over_second = 0usize;
    let mut longest_message = 0usize;
    let started = Instant::now();
    for base in &bases {
        let list: &[Mutation] = if base.target == Target::Config {
            &TOML_MUTATIONS
        } else {
            &JSON_MUTATIONS
        };
        for n in 0..per_base {
            // Every mutation in turn, so each base gets each kind, from a seeded stream.
            let mutation = list[n % list.len()];
            let bytes = mutate(base, mutation, &mut rng);
            let case = format!("{} / {mutation:?} #{n} ({} bytes)", base.label, bytes.len());
            let (verdict, elapsed) = guarded(base.target, bytes);
            let t = by_target.entry(base.target.name()).or_default();
            t.tried += 1;
            let m = by_mutation.entry(mutation).or_default();
            m.0 += 1;
            if elapsed > slowest.0 {
                slowest = (elapsed, case.clone());
            }
            over_second += usize::from(elapsed > Duration::from_secs(1));
            let verdict = match verdict {
                Ok(v) => v,
                Err(why) => {
                    if why.starts_with("HANG") {
                        t.hangs += 1;
                    } else {
                        t.panics += 1;
                    }
                    failures.push(format!("{case}: {why}"));
                    continue;
                }
            };
            if verdict.accepted {
                t.accepted += 1;
                m.1 += 1;
            } else {
                t.refused += 1;
            }
            for message in &verdict.messages {
                let chars = message.chars().count();
                longest_message = longest_message.max(chars);
                if chars > MESSAGE_MAX || message.contains('\u{1b}') {
                    t.bad_messages += 1;
                    failures.push(format!(
                        "{case}: a message of {chars} characters{}: {:.300}",
                        if message.contains('\u{1b}') {
                            " with a raw ESC"
                        } else {
                            ""
                        },
                        message.escape_debug()
                    ));
                }
            }
            if let Some(why) = verdict.unsound {
                t.unsound += 1;
                failures.push(format!("{case}: accepted but unsound: {why}"));
            }
            if let Some(why) = verdict.impossible {
                t.impossible += 1;
                failures.push(format!("{case}: accepted an impossible state: {why}"));
            }
        }
    }
    let elapsed = started.elapsed();
    let sum = |f: fn(&Tally) -> usize| by_target.values().map(f).sum::<usize>();
    println!(
        "damaged files campaign (seed {seed:#x}, {} bases, {} mode) in {elapsed:.1?}:",
        bases.len(),
        if full() { "full" } else { "default" }
    );
    println!(
        "  tried {}, refused {}, accepted {}, panics {}, hangs {}, bad messages {}, accepted unsound {}, accepted impossible {}",
        sum(|t| t.tried),
        sum(|t| t.refused),
        sum(|t| t.accepted),
        sum(|t| t.panics),
        sum(|t| t.hangs),
        sum(|t| t.bad_messages),
        sum(|t| t.unsound),
        sum(|t| t.impossible),
    );
    for (target, t) in &by_target {
        println!(
            "  {:<14} tried {:>5}  refused {:>5}  accepted {:>5}  panics {}  hangs {}  bad messages {}  unsound {}  impossible {}",
            target,
            t.tried,
            t.refused,
            t.accepted,
            t.panics,
            t.hangs,
            t.bad_messages,
            t.unsound,
            t.impossible
        );
    }
    let kinds: Vec<String> = by_mutation
        .iter()
        .map(|(m, (tried, accepted))| format!("{m:?} {accepted}/{tried}"))
        .collect();
    println!("  accepted/tried by mutation: {}", kinds.join(", "));
    println!(
        "  slowest load {:.1?} ({}); loads over 1 s: {over_second}; longest message {longest_message} characters",
        slowest.0, slowest.1
    );
    println!(
        "  reproduce: {}cargo test --profile testing --test suite damaged_files:: -- --nocapture",
        if full() { "YAHTZEE_CAMPAIGN=full " } else { "" }
    );
    for f in failures.iter().take(40) {
        println!("  FAILED {f}");
    }
    assert!(
        failures.is_empty(),
        "{} failures, first: {}",
        failures.len(),
        failures[0]
    );
}

/// Found by the campaign above (full size, `fixture: v0.2.0/history.json / HugeString #258`):
/// a dice generator state is quoted in single quotes ('…'), which `store::json::reason` does
/// not shorten to 40 characters as it does backtick- and double-quoted values; the reason is
/// cut only at its 400 kept characters, and each escaped control character (ESC shown as
/// `\e`) takes two, so the history's message grows to 653 characters (a save's to about 590,
/// just under the limit, with some 75 copies of the escape quoted).
#[test]
fn a_huge_dice_state_full_of_escapes_is_quoted_briefly() {
    let fixture = yahtzee_testkit::fixtures::fixture("v0.2.0/history.json");
    let mut v: Value = serde_json::from_slice(&std::fs::read(fixture).unwrap()).unwrap();
    v["recent"][0]["match"]["dice"]["pcg32"]["state"] = Value::String("\u{1b}[31m".repeat(200_000));
    let verdict = load(Target::History, &serde_json::to_vec(&v).unwrap());
    assert!(!verdict.accepted);
    let message = verdict.messages.join(" ");
    assert!(!message.contains('\u{1b}'), "{message}");
    assert!(
        message.matches("\\e[31m").count() < 10,
        "the bad value is quoted at length: {message}"
    );
    assert!(
        message.chars().count() <= MESSAGE_MAX,
        "{} characters: {message}",
        message.chars().count()
    );
}
