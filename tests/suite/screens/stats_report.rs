//! The statistics report: `yahtzee stats` and the Statistics screen show one report.

use crate::common;
use yahtzee_testkit::build;

use common::*;
use ratatui::crossterm::event::KeyCode;
use ratatui::style::Color;
use yahtzee::game::{Action, Level, Match, Seat};
use yahtzee::rules::{Dice, Face, Layout, Ruleset};
use yahtzee::store::stats::{LineKind, Shown, StatsFilter, StatsReport, Who};
use yahtzee::store::{DiskStore, FinishedMatch, MatchOptions, PlayMode, Storage};
use yahtzee::tui::{App, Input, Prefs, Start};

/// A small generator of its own, so the history is the same on every run.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) as u32
    }
}

/// Plays `m` to its end: throws (typed ones for real-dice seats), sometimes again, then the
/// box that scores most.
fn play_out(m: &mut Match, options: &MatchOptions, rng: &mut Lcg) {
    while let Some(seat) = m.current_seat() {
        let action = if m.throw().is_none() || (m.rolls_left() > 0 && rng.next().is_multiple_of(3))
        {
            if options.real_dice_for(seat.index()) {
                let faces = [0; 5].map(|_| Face::from_value(1 + (rng.next() % 6) as u8).unwrap());
                Action::throw(Dice::new(faces))
            } else {
                Action::Roll
            }
        } else {
            let offers: Vec<_> = m.placements().unwrap().allowed().collect();
            Action::score_at(offers.iter().max_by_key(|o| o.1).unwrap().0)
        };
        m.apply(seat, action).unwrap();
    }
}

/// Four finished matches on two cards, two with dice on screen and two with real dice,
/// people and CPUs.
pub(super) fn seeded_history(dir: &std::path::Path) {
    let real = MatchOptions {
        real_dice: vec![true, false],
        ..MatchOptions::default()
    };
    let matches = [
        (
            Ruleset::CLASSIC,
            vec![Seat::human("Ana"), Seat::cpu("Strong CPU", Level::Strong)],
            MatchOptions::default(),
        ),
        (
            Ruleset::CLASSIC,
            vec![Seat::human("Ana"), Seat::human("Ben")],
            real.clone(),
        ),
        (
            Ruleset::YATZY,
            vec![Seat::human("Ana")],
            MatchOptions::default(),
        ),
        (
            Ruleset::YATZY,
            vec![Seat::human("Ben"), Seat::cpu("Bo", Level::Perfect)],
            real,
        ),
    ];
    let mut store = DiskStore::new(dir.to_path_buf());
    let mut rng = Lcg(42);
    for (i, (rules, seats, options)) in matches.into_iter().enumerate() {
        let seed = 100 + i as u64;
        let mut m = Match::new(&build::on(rules).seats(seats).seed(seed).setup()).unwrap();
        play_out(&mut m, &options, &mut rng);
        let at = 1_700_000_000 + 10_000 * i as u64;
        let finished = FinishedMatch {
            id: format!("m{i}"),
            started_unix: at,
            finished_unix: at + 900,
            options,
            record: m.to_record(),
        };
        store.archive(finished, true).unwrap();
    }
}

/// The Statistics screen's lines, each with the colour of its first letter, drawn tall and
/// wide enough that nothing wraps or scrolls.
fn screen_lines(dir: &std::path::Path) -> Vec<(String, Option<Color>)> {
    let store = DiskStore::new(dir.to_path_buf());
    let mut app = App::new(Box::new(store), shelf(), Prefs::default(), Start::Menu);
    app.handle(Input::Resize(100, 30));
    // New match, Daily, Learn to play, (Resume, not available), Rules, Statistics.
    for _ in 0..4 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "text");
    let (w, h) = (140, 200);
    let terminal = draw(&mut app, w, h);
    let buf = terminal.backend().buffer();
    let top: String = (0..w).map(|x| buf[(x, 0)].symbol()).collect();
    assert!(top.contains(" Statistics "), "{top}");
    let mut lines: Vec<(String, Option<Color>)> = (1..h)
        .take_while(|&y| buf[(0, y)].symbol() != "╰")
        .map(|y| {
            let text: String = (1..w - 1).map(|x| buf[(x, y)].symbol()).collect();
            let colour = (1..w - 1)
                .find(|&x| buf[(x, y)].symbol() != " ")
                .map(|x| buf[(x, y)].fg);
            (text.trim_end().to_string(), colour)
        })
        .collect();
    // The page below the last line is empty.
    while lines.last().is_some_and(|l| l.0.is_empty()) {
        lines.pop();
    }
    lines
}

#[test]
fn the_screen_and_the_text_show_the_same_rows() {
    let dir = tempfile::tempdir().unwrap();
    seeded_history(dir.path());
    let history = DiskStore::new(dir.path().to_path_buf()).history().0;
    assert_eq!(
        yahtzee::store::layout_counts(&history),
        vec![(Layout::Classic, 2), (Layout::Yatzy, 2)]
    );
    let played: Vec<(PlayMode, usize)> = yahtzee::store::play_counts(&history)
        .into_iter()
        .filter(|c| c.1 > 0)
        .collect();
    assert_eq!(
        played,
        vec![(PlayMode::OnScreen, 2), (PlayMode::RealDice, 2)]
    );

    let out = run(dir.path(), &["stats"]);
    assert!(out.status.success(), "{out:?}");
    let cli = String::from_utf8(out.stdout).unwrap();
    let drawn = screen_lines(dir.path());
    let screen: Vec<String> = drawn.iter().map(|l| l.0.clone()).collect();

    let report = StatsReport::new(&history, StatsFilter::default());
    assert_eq!(cli, report.text(), "the command prints the report");
    // The screen draws each paragraph without its leading spaces.
    let on_screen: Vec<String> = report
        .screen_lines()
        .map(|l| l.text.trim_start().to_string())
        .collect();
    assert_eq!(screen, on_screen, "the screen shows the report");

    // Every line shown in both places is in both, in the same order; what only one shows is
    // the summary (ended by a full stop for the command), the remarks, the tables per way
    // of playing, which the command gives with --played, and the players' tables, each made
    // for the width it is shown at.
    let shared: Vec<&str> = report
        .lines()
        .iter()
        .filter(|l| l.shown == Shown::Everywhere)
        .map(|l| l.text.as_str())
        .collect();
    let text_only: Vec<&str> = report
        .lines()
        .iter()
        .filter(|l| l.shown == Shown::Text)
        .map(|l| l.text.as_str())
        .collect();
    let cli_shared: Vec<&str> = cli.lines().filter(|l| !text_only.contains(l)).collect();
    assert_eq!(cli_shared, shared);
    // The same players and figures in both tables.
    for name in ["Ana", "Ben"] {
        let rows = |lines: Vec<&str>| -> Vec<String> {
            lines
                .into_iter()
                .filter(|l| l.split_whitespace().next() == Some(name))
                .map(|l| l.split_whitespace().take(7).collect::<Vec<_>>().join(" "))
                .collect()
        };
        let in_text = rows(cli.lines().collect());
        assert!(!in_text.is_empty(), "{cli}");
        assert_eq!(
            rows(screen.iter().map(String::as_str).collect()).get(..in_text.len()),
            Some(&in_text[..])
        );
    }
    // Shelf are not wrapped as paragraphs are: each fits the screen at 80 columns.
    for line in report.screen_lines() {
        if matches!(line.kind, LineKind::TableHeader | LineKind::Row) {
            let width = unicode_width::UnicodeWidthStr::width(line.text.as_str());
            assert!(width <= 77, "{}", line.text);
        }
    }
    let screen_shared: Vec<String> = report
        .screen_lines()
        .zip(&screen)
        .filter(|(l, _)| l.shown == Shown::Everywhere)
        .map(|(_, s)| s.clone())
        .collect();
    let trimmed: Vec<&str> = shared.iter().map(|s| s.trim_start()).collect();
    assert_eq!(screen_shared, trimmed);
    assert_eq!(
        cli.lines().next(),
        Some("4 matches: 2 with dice on screen, 2 with real dice.")
    );
    assert_eq!(
        screen.first().map(String::as_str),
        Some("4 matches: 2 with dice on screen, 2 with real dice")
    );
    for card in ["Classic card (2 matches)", "Yatzy card (2 matches)"] {
        assert!(cli.lines().any(|l| l == card), "{cli}");
        assert!(screen.iter().any(|l| l == card), "{screen:?}");
    }
    for only in [
        "Only dice on screen (2 matches)",
        "Only real dice (2 matches)",
    ] {
        assert!(!cli.contains(only), "{cli}");
        assert!(screen.iter().any(|l| l == only), "{screen:?}");
    }
    let screen_only: Vec<LineKind> = report
        .lines()
        .iter()
        .filter(|l| l.shown == Shown::Screen)
        .map(|l| l.kind)
        .collect();
    assert!(screen_only.contains(&LineKind::Heading) && screen_only.contains(&LineKind::Note));

    // Each kind of line in its colour.
    let theme = Prefs::default().theme;
    for (line, (text, colour)) in report.screen_lines().zip(&drawn) {
        if line.kind != LineKind::Blank {
            let want = yahtzee::tui::screens::stats::style(line.kind, &theme).fg;
            assert_eq!(*colour, Some(want.unwrap_or(Color::Reset)), "{text}");
        }
    }
    let colour_of = |text: &str| drawn.iter().find(|l| l.0 == text).and_then(|l| l.1);
    assert_eq!(colour_of("Classic card (2 matches)"), theme.title().fg);
    assert_eq!(colour_of("High scores · Classic"), theme.key().fg);
    assert_eq!(colour_of("Only real dice (2 matches)"), theme.key().fg);
    assert_eq!(
        colour_of("4 matches: 2 with dice on screen, 2 with real dice"),
        theme.dim().fg
    );
}

#[test]
fn a_filtered_report_and_an_empty_one() {
    let dir = tempfile::tempdir().unwrap();
    seeded_history(dir.path());
    let history = DiskStore::new(dir.path().to_path_buf()).history().0;
    let filter = StatsFilter {
        played: Some(PlayMode::RealDice),
        layout: Some(Layout::Yatzy),
        ..StatsFilter::default()
    };
    let report = StatsReport::new(&history, filter);
    let out = run(
        dir.path(),
        &["stats", "--played", "real-dice", "--layout", "yatzy"],
    );
    assert_eq!(String::from_utf8(out.stdout).unwrap(), report.text());
    assert!(
        report
            .text()
            .starts_with("Only matches played with real dice (2 matches: 1 with dice on screen, 1 with real dice).\n"),
        "{}",
        report.text()
    );
    let out = run(dir.path(), &["stats", "--json", "--played", "real-dice"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["played"], "real_dice");
    assert_eq!(json["by_play"]["real_dice"]["matches"], 2);

    let empty = StatsReport::new(&yahtzee::store::History::default(), StatsFilter::default());
    assert_eq!(empty.text(), "No finished matches yet.\n");
    let screen: Vec<&str> = empty.screen_lines().map(|l| l.text.as_str()).collect();
    assert_eq!(
        screen,
        ["No finished matches yet: statistics count every finished normal match (not practice)."]
    );
}

/// Finished matches: `seats` names of people (a trailing `@` makes a Perfect CPU), one match
/// each, in order, every match on the Classic card.
fn history_of(dir: &std::path::Path, matches: &[&[&str]]) {
    let mut store = DiskStore::new(dir.to_path_buf());
    let mut rng = Lcg(7);
    for (i, names) in matches.iter().enumerate() {
        let seats: Vec<Seat> = names
            .iter()
            .map(|n| match n.strip_suffix('@') {
                Some(cpu) => Seat::cpu(cpu, Level::Perfect),
                None => Seat::human(n),
            })
            .collect();
        let mut m = Match::new(
            &build::on(Ruleset::CLASSIC)
                .seats(seats)
                .seed(300 + i as u64)
                .setup(),
        )
        .unwrap();
        let options = MatchOptions::default();
        play_out(&mut m, &options, &mut rng);
        let at = 1_700_000_000 + 10_000 * i as u64;
        store
            .archive(
                FinishedMatch {
                    id: format!("n{i}"),
                    started_unix: at,
                    finished_unix: at + 900,
                    options,
                    record: m.to_record(),
                },
                true,
            )
            .unwrap();
    }
}

/// Eight players with long names: every one of them has a column of means at every width,
/// the names whole where a column can hold them, in numbered tables when one is not enough.
#[test]
fn every_player_has_a_column_of_means_at_every_width() {
    let dir = tempfile::tempdir().unwrap();
    let names = [
        "Grandmother Ann",
        "Uncle Bartholom",
        "Cousin Charlott",
        "Dad",
        "Mum",
        "Evangeline",
        "Fitzgerald Jr",
        "Gwendolyn",
    ];
    history_of(dir.path(), &[&names[..4], &names[4..]]);
    let history = DiskStore::new(dir.path().to_path_buf()).history().0;
    for width in [40, 77, 120, 200, 219] {
        let report = StatsReport::with_width(&history, StatsFilter::default(), width);
        let lines: Vec<&str> = report.lines().iter().map(|l| l.text.as_str()).collect();
        let heads: Vec<&str> = lines
            .iter()
            .copied()
            .filter(|l| l.starts_with("Mean per box"))
            .collect();
        for name in names {
            assert!(
                heads.iter().any(|h| h.contains(name)),
                "{width}: {name} missing from {heads:#?}"
            );
        }
        for line in &lines {
            assert!(
                unicode_width::UnicodeWidthStr::width(*line) <= width.max(100),
                "{width}: {line}"
            );
        }
        for head in &heads {
            assert!(
                unicode_width::UnicodeWidthStr::width(*head) <= width,
                "{width}: {head}"
            );
        }
        // More than one table says so, numbered.
        if heads.len() > 1 {
            assert!(heads[0].starts_with(&format!("Mean per box 1/{}", heads.len())));
        }
        if width >= 200 {
            assert_eq!(heads.len(), 1, "{width}: {heads:#?}");
        }
    }

    // The command at 220 columns does the same (COLUMNS is how it is told).
    let out = yahtzee_testkit::fixtures::game_command(env!("CARGO_BIN_EXE_yahtzee"), dir.path())
        .env("COLUMNS", "220")
        .arg("stats")
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let head = text
        .lines()
        .find(|l| l.starts_with("Mean per box"))
        .unwrap();
    for name in names {
        assert!(head.contains(name), "{name}: {head}");
    }
    assert_eq!(
        text,
        StatsReport::with_width(&history, StatsFilter::default(), 219).text()
    );
}

/// The Statistics screen with eight players at 80×24 and 120×40: every player's column.
#[test]
fn the_screen_shows_eight_players_means_at_80_and_120_columns() {
    let dir = tempfile::tempdir().unwrap();
    let names = [
        "Ana", "Ben", "Cleo", "Dmitri", "Esther", "Farouk", "Gaia", "Hiroshi",
    ];
    history_of(dir.path(), &[&names[..4], &names[4..]]);
    for (w, h) in [(80u16, 24u16), (120, 40)] {
        let store = DiskStore::new(dir.path().to_path_buf());
        let mut app = App::new(Box::new(store), shelf(), Prefs::default(), Start::Menu);
        app.handle(Input::Resize(w, h));
        for _ in 0..4 {
            key(&mut app, KeyCode::Down);
        }
        key(&mut app, KeyCode::Enter);
        // Down to the table of means.
        let mut seen = String::new();
        for _ in 0..6 {
            seen.push_str(&text(&mut app, w, h));
            key(&mut app, KeyCode::PageDown);
        }
        for name in names {
            assert!(
                seen.lines()
                    .any(|l| l.contains("Mean per box") && l.contains(name)),
                "{w}x{h}: {name}\n{seen}"
            );
        }
        let mut app = App::new(
            Box::new(DiskStore::new(dir.path().to_path_buf())),
            shelf(),
            Prefs::default(),
            Start::Menu,
        );
        app.handle(Input::Resize(w, h));
        for _ in 0..4 {
            key(&mut app, KeyCode::Down);
        }
        key(&mut app, KeyCode::Enter);
        for _ in 0..12 {
            key(&mut app, KeyCode::Down);
        }
        insta::assert_snapshot!(
            format!("statistics_eight_players_{w}x{h}"),
            text(&mut app, w, h)
        );
        crate::common::uncut::check(&mut app, w, h, "statistics_eight_players");
    }
}

/// People only by default: a CPU-only match's total never tops the high scores, on the
/// screen or from the command; `a` and `--all` show everyone, and each says which it shows.
#[test]
fn high_scores_are_people_only_by_default() {
    let dir = tempfile::tempdir().unwrap();
    history_of(dir.path(), &[&["Ana", "Ben"], &["Shark@", "Bo@"]]);
    let history = DiskStore::new(dir.path().to_path_buf()).history().0;
    let people = StatsReport::new(&history, StatsFilter::default());
    let everyone = StatsReport::new(
        &history,
        StatsFilter {
            who: Who::Everyone,
            ..StatsFilter::default()
        },
    );
    let rows = |r: &StatsReport| -> Vec<String> {
        let text = r.text();
        let after = text
            .split("High scores · Classic")
            .nth(1)
            .unwrap()
            .to_string();
        after.lines().skip(1).map(str::to_string).collect()
    };
    for row in rows(&people) {
        assert!(!row.contains("Shark") && !row.contains(" Bo "), "{row}");
    }
    assert!(
        rows(&everyone)
            .iter()
            .any(|r| r.contains("Shark") || r.contains("Bo"))
    );
    assert!(
        people
            .players()
            .iter()
            .all(|p| p.name == "Ana" || p.name == "Ben")
    );
    assert!(
        people
            .text()
            .contains("People only, the default (--all adds the CPUs' figures).")
    );

    let out = run(dir.path(), &["stats"]);
    assert_eq!(String::from_utf8(out.stdout).unwrap(), people.text());
    let out = run(dir.path(), &["stats", "--all"]);
    assert_eq!(String::from_utf8(out.stdout).unwrap(), everyone.text());
    let out = run(dir.path(), &["stats", "--people"]);
    assert_eq!(String::from_utf8(out.stdout).unwrap(), people.text());
    let out = run(dir.path(), &["stats", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["who"], "people");
    assert!(
        json["high_scores"]["Classic"]
            .as_array()
            .unwrap()
            .iter()
            .all(|h| h["kind"]["kind"] == "human"),
        "{}",
        json["high_scores"]
    );

    // On the screen: the default said, `a` switches, and says so.
    for (w, h) in [(80u16, 24u16), (120, 40)] {
        let store = DiskStore::new(dir.path().to_path_buf());
        let mut app = App::new(Box::new(store), shelf(), Prefs::default(), Start::Menu);
        app.handle(Input::Resize(w, h));
        for _ in 0..4 {
            key(&mut app, KeyCode::Down);
        }
        key(&mut app, KeyCode::Enter);
        let shown = text(&mut app, w, h);
        assert!(shown.contains("People only, the default"), "{shown}");
        assert!(shown.contains("a everyone"), "{shown}");
        insta::assert_snapshot!(format!("statistics_people_{w}x{h}"), shown);
        crate::common::uncut::check(&mut app, w, h, "statistics_people");
        key(&mut app, KeyCode::Char('a'));
        let shown = text(&mut app, w, h);
        assert!(shown.contains("Everyone, CPUs included"), "{shown}");
        assert!(shown.contains("a people only"), "{shown}");
        insta::assert_snapshot!(format!("statistics_everyone_{w}x{h}"), shown);
        crate::common::uncut::check(&mut app, w, h, "statistics_everyone");
    }

    // The history: the CPU-only match hidden until asked for.
    let store = DiskStore::new(dir.path().to_path_buf());
    let mut app = App::new(Box::new(store), shelf(), Prefs::default(), Start::Menu);
    app.handle(Input::Resize(100, 30));
    for _ in 0..5 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen_name(), "history");
    let shown = text(&mut app, 100, 30);
    assert!(shown.contains("1 CPU-only match hidden"), "{shown}");
    assert!(!shown.contains("Shark"), "{shown}");
    key(&mut app, KeyCode::Char('a'));
    let shown = text(&mut app, 100, 30);
    assert!(shown.contains("Shark"), "{shown}");
    assert!(shown.contains("every finished match"), "{shown}");
}

/// Finished Classic matches of the seats given, one match each, in order.
fn history_of_seats(dir: &std::path::Path, matches: Vec<Vec<Seat>>) {
    let mut store = DiskStore::new(dir.to_path_buf());
    let mut rng = Lcg(11);
    for (i, seats) in matches.into_iter().enumerate() {
        let mut m = Match::new(
            &build::on(Ruleset::CLASSIC)
                .seats(seats)
                .seed(500 + i as u64)
                .setup(),
        )
        .unwrap();
        let options = MatchOptions::default();
        play_out(&mut m, &options, &mut rng);
        let at = 1_700_000_000 + 10_000 * i as u64;
        let finished = FinishedMatch {
            id: format!("s{i}"),
            started_unix: at,
            finished_unix: at + 900,
            options,
            record: m.to_record(),
        };
        store.archive(finished, true).unwrap();
    }
}

/// The players' table of `text`: its header and the rows after it, up to a blank line.
fn players_table(text: &str) -> Vec<&str> {
    text.lines()
        .skip_while(|l| !l.starts_with("Player"))
        .take_while(|l| !l.is_empty())
        .collect()
}

/// `yahtzee stats` in 80 columns (COLUMNS unset, or 80) prints the players' table whole on
/// each line: "Plays as" only when CPUs are shown, the best game's time dropped before its
/// date, the names whole; wide, every column is there.
#[test]
fn the_players_table_fits_the_width_it_is_given() {
    let dir = tempfile::tempdir().unwrap();
    history_of_seats(
        dir.path(),
        vec![
            vec![
                Seat::human("Maximilian-Hilde"),
                Seat::cpu("Mia", Level::Beginner),
            ],
            vec![Seat::human("Ana"), Seat::cpu("Mia", Level::Perfect)],
        ],
    );
    let plain = stdout_of(dir.path(), None, &["stats"]);
    let eighty = stdout_of(dir.path(), Some("80"), &["stats"]);
    assert_eq!(plain, eighty, "unset, COLUMNS is taken as 80");
    let table = players_table(&plain);
    assert_eq!(table.len(), 3, "{plain}");
    assert!(!table[0].contains("Plays as"), "people only: {plain}");
    assert!(
        table.iter().any(|l| l.starts_with("Maximilian-Hilde ")),
        "{plain}"
    );
    for line in plain.lines() {
        assert!(line.chars().count() <= 79, "{line}");
    }
    // People only, the time fits beside the date.
    assert!(
        table[1].ends_with(":28") || table[1].contains(':'),
        "{plain}"
    );

    let all = stdout_of(dir.path(), Some("80"), &["stats", "--all"]);
    let table = players_table(&all);
    assert_eq!(table.len(), 5, "{all}");
    assert!(table[0].contains("Plays as"), "{all}");
    assert!(table.iter().any(|l| l.contains("Beginner CPU")), "{all}");
    for line in &table {
        assert!(line.chars().count() <= 79, "{line}");
    }
    // Wide, the best game has its time too.
    let wide = stdout_of(dir.path(), Some("200"), &["stats", "--all"]);
    let table = players_table(&wide);
    assert!(table[0].ends_with("Best game"), "{wide}");
    for row in &table[1..] {
        let when = row.rsplit("  ").next().unwrap();
        assert_eq!(when.len(), 16, "date and time: {row}");
    }
}

pub(super) fn stdout_of(dir: &std::path::Path, columns: Option<&str>, args: &[&str]) -> String {
    let mut cmd = yahtzee_testkit::fixtures::game_command(env!("CARGO_BIN_EXE_yahtzee"), dir);
    cmd.env_remove("COLUMNS");
    if let Some(c) = columns {
        cmd.env("COLUMNS", c);
    }
    let out = cmd.args(args).output().unwrap();
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// With the CPUs included, the columns of means tell apart CPUs of one name at two levels.
#[test]
fn columns_of_means_name_each_cpus_level() {
    let dir = tempfile::tempdir().unwrap();
    history_of_seats(
        dir.path(),
        vec![
            vec![Seat::human("Ana"), Seat::cpu("Mia", Level::Beginner)],
            vec![Seat::human("Ana"), Seat::cpu("Mia", Level::Perfect)],
        ],
    );
    let history = DiskStore::new(dir.path().to_path_buf()).history().0;
    let filter = StatsFilter {
        who: Who::Everyone,
        ..StatsFilter::default()
    };
    for width in [77, 137, 200] {
        let report = StatsReport::with_width(&history, filter, width);
        let heads: Vec<&str> = report
            .lines()
            .iter()
            .map(|l| l.text.as_str())
            .filter(|l| l.starts_with("Mean per box"))
            .collect();
        let all = heads.join(" ");
        assert!(all.contains("Mia (Beginner)"), "{width}: {heads:?}");
        assert!(all.contains("Mia (Perfect)"), "{width}: {heads:?}");
        assert!(all.contains("Ana"), "{width}: {heads:?}");
    }
}

/// The Statistics screen, wide: the high scores line up at rank 10, and the best games and
/// the high scores give their time.
#[test]
fn the_screen_aligns_the_tenth_high_score_and_gives_times() {
    let dir = tempfile::tempdir().unwrap();
    history_of_seats(
        dir.path(),
        (0..11)
            .map(|_| vec![Seat::human("Maximilian-Hilde")])
            .collect(),
    );
    let store = DiskStore::new(dir.path().to_path_buf());
    let mut app = App::new(Box::new(store), shelf(), Prefs::default(), Start::Menu);
    app.handle(Input::Resize(210, 60));
    for _ in 0..4 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    let (w, h) = (210, 60);
    let terminal = draw(&mut app, w, h);
    let buf = terminal.backend().buffer();
    let lines: Vec<String> = (0..h)
        .map(|y| (0..w).map(|x| buf[(x, y)].symbol()).collect())
        .collect();
    let ranked: Vec<&String> = lines
        .iter()
        .filter(|l| {
            let l = l.trim_start_matches('│');
            l.contains("Maximilian-Hilde") && l.starts_with(|c: char| c.is_ascii_digit())
        })
        .collect();
    assert_eq!(ranked.len(), 10, "{lines:#?}");
    let column = |l: &str| l.find("Maximilian").unwrap();
    for l in &ranked {
        assert_eq!(column(l), column(ranked[0]), "{ranked:#?}");
    }
    let row = lines
        .iter()
        .find(|l| l.trim_start_matches('│').starts_with("Maximilian-Hilde"))
        .unwrap();
    let time = regex_like_time(row);
    assert!(time, "the best game's time on a wide screen: {row}");
}

/// Whether `line` holds a time of day ("05:12").
fn regex_like_time(line: &str) -> bool {
    let b = line.as_bytes();
    b.windows(5).any(|w| {
        w[0].is_ascii_digit()
            && w[1].is_ascii_digit()
            && w[2] == b':'
            && w[3].is_ascii_digit()
            && w[4].is_ascii_digit()
    })
}

/// Two Classic matches of Ana against a CPU, recorded as a finished match is, each with
/// its seats' accounts of luck and play noted as the results screen notes them; returns
/// Ana's accounts, oldest first.
pub(super) fn accounted_history(dir: &std::path::Path) -> Vec<yahtzee::ai::luck::Summary> {
    let mut store = DiskStore::new(dir.to_path_buf());
    let mut rng = Lcg(7);
    let mut ana = Vec::new();
    for i in 0..2u64 {
        let seats = vec![Seat::human("Ana"), Seat::cpu("Strong CPU", Level::Strong)];
        let mut m = Match::new(
            &build::on(Ruleset::CLASSIC)
                .seats(seats)
                .seed(300 + i)
                .setup(),
        )
        .unwrap();
        play_out(&mut m, &MatchOptions::default(), &mut rng);
        let at = 1_700_000_000 + 10_000 * i;
        let id = format!("a{i}");
        store
            .archive(
                FinishedMatch {
                    id: id.clone(),
                    started_unix: at,
                    finished_unix: at + 900,
                    options: MatchOptions::default(),
                    record: m.to_record(),
                },
                true,
            )
            .unwrap();
        let account = yahtzee::ai::luck::account(&m, &classic_optimum(), None).unwrap();
        let summaries: Vec<_> = account.seats.iter().map(|s| Some(s.summary())).collect();
        ana.push(summaries[0].unwrap());
        store.note_accounts(&id, &summaries).unwrap();
    }
    ana
}

/// A person's accuracy and luck over their matches: the choices of both matches pooled,
/// their grade and the mean luck, in the text, the JSON and on the screen; the CPU's not
/// shown by default. Without the accounts (a history written before them) nothing is said.
#[test]
fn accuracy_and_luck_over_a_persons_matches() {
    let dir = tempfile::tempdir().unwrap();
    let ana = accounted_history(dir.path());
    let pooled = ana[0].accuracy.plus(ana[1].accuracy);
    let mean = pooled.mean().unwrap();
    let luck = (ana[0].luck + ana[1].luck) / 2.0;
    let line = format!(
        "Ana: {mean:.2} ({}) over 2 matches; luck {luck:+.1}",
        pooled.grade().unwrap().label()
    );

    // The history keeps each seat's account and reads it back.
    let history = DiskStore::new(dir.path().to_path_buf()).history().0;
    assert_eq!(history.summaries[1].seats[0].account, Some(ana[1]));
    assert!(history.summaries[1].seats[1].account.is_some());

    let text = stdout_of(dir.path(), None, &["stats"]);
    assert!(text.contains("Accuracy and luck"), "{text}");
    assert!(text.lines().any(|l| l == line), "{line}\n{text}");
    assert!(!text.contains("Strong CPU:"), "{text}");

    let json: serde_json::Value =
        serde_json::from_str(&stdout_of(dir.path(), None, &["stats", "--json"])).unwrap();
    let play = &json["players"][0]["play"];
    assert_eq!(play["all"]["matches"], 2, "{json}");
    assert_eq!(play["all"]["accuracy"]["decisions"], pooled.decisions);
    assert_eq!(play["recent"]["matches"], 2);
    assert!((play["all"]["mean_cost"].as_f64().unwrap() - mean).abs() < 1e-9);
    assert!((play["all"]["mean_luck"].as_f64().unwrap() - luck).abs() < 1e-9);

    let screen = screen_lines(dir.path());
    assert!(screen.iter().any(|l| l.0.trim() == line), "{screen:?}");

    // The same matches with no accounts noted: no such lines, and no figures.
    let mut history = history.clone();
    for summary in &mut history.summaries {
        for seat in &mut summary.seats {
            seat.account = None;
        }
    }
    let report = StatsReport::new(&history, StatsFilter::default());
    assert!(!report.text().contains("Accuracy and luck"));
    assert_eq!(report.players()[0].play, None);
}

/// The statistics' accuracy and luck at 80×24 and 120×40.
#[test]
fn the_screen_shows_accuracy_and_luck_at_80_and_120_columns() {
    let dir = tempfile::tempdir().unwrap();
    accounted_history(dir.path());
    for (w, h) in [(80u16, 24u16), (120, 40)] {
        let store = DiskStore::new(dir.path().to_path_buf());
        let mut app = App::new(Box::new(store), shelf(), Prefs::default(), Start::Menu);
        app.handle(Input::Resize(w, h));
        for _ in 0..4 {
            key(&mut app, KeyCode::Down);
        }
        key(&mut app, KeyCode::Enter);
        for _ in 0..10 {
            key(&mut app, KeyCode::PageDown);
        }
        let shown = text(&mut app, w, h);
        assert!(shown.contains("Accuracy and luck"), "{shown}");
        insta::assert_snapshot!(format!("statistics_accuracy_and_luck_{w}x{h}"), shown);
        crate::common::uncut::check(&mut app, w, h, "statistics_accuracy_and_luck");
    }
}
