//! The statistics report in the player's language: German and Swedish words, decimal
//! commas, plurals for one match and for two, and not one English sentence left.

use super::stats_report::{accounted_history, seeded_history, stdout_of};
use yahtzee::l10n::{Lang, speaking};
use yahtzee::store::stats::{StatsFilter, StatsReport, Who};
use yahtzee::store::{DiskStore, Storage};

/// Words of the English report that no other language's report may show.
const ENGLISH: [&str; 15] = [
    "matches",
    "match:",
    "Accuracy",
    "luck",
    "Player",
    "Plays as",
    "Wins",
    "Mean per box",
    "Yahtzee games",
    "Best game",
    "against",
    "High scores",
    "People only",
    "Everyone",
    "with dice on screen",
];

fn no_english(text: &str) {
    for word in ENGLISH {
        assert!(!text.contains(word), "{word:?} is English:\n{text}");
    }
}

/// Ana's two accounted matches against a Strong CPU, in German: the summary and the
/// accuracy line count "2 Partien", the figures have decimal commas, the CPU plays as
/// "Computer (Stark)"; the first match alone counts "1 Partie".
#[test]
fn the_report_speaks_german_with_commas_and_plurals() {
    let dir = tempfile::tempdir().unwrap();
    accounted_history(dir.path());
    let history = DiskStore::new(dir.path().to_path_buf()).history().0;
    let everyone = StatsFilter {
        who: Who::Everyone,
        ..StatsFilter::default()
    };
    let text = speaking(Lang::De, None, || {
        StatsReport::new(&history, everyone).text()
    });
    assert!(
        text.starts_with("2 Partien: 2 mit Würfeln auf dem Bildschirm.\n"),
        "{text}"
    );
    for words in [
        "Alle, auch die Computer",
        "Spieler",
        "Spielt als",
        "Computer (Stark)",
        "Schnitt je Feld",
        "Kleine Straße",
        "Spiele mit Kniffel",
        "Genauigkeit und Glück",
        "in 2 Partien; Glück ",
        "gegen Computer (Stark): ",
        "Bestenliste · ",
    ] {
        assert!(text.contains(words), "{words:?} missing:\n{text}");
    }
    // A mean with a decimal comma in the players' table, and one a box.
    let ana = text.lines().find(|l| l.starts_with("Ana ")).unwrap();
    assert!(
        ana.split_whitespace().any(|w| w.contains(',')),
        "{ana}\n{text}"
    );
    assert!(!ana.contains('.'), "{ana}");
    let chance = text.lines().find(|l| l.starts_with("Chance")).unwrap();
    assert!(chance.contains(',') && !chance.contains('.'), "{chance}");
    no_english(&text);

    let mut one = history.clone();
    one.summaries.truncate(1);
    let text = speaking(Lang::De, None, || {
        StatsReport::new(&one, StatsFilter::default()).text()
    });
    assert!(
        text.starts_with("1 Partie: 1 mit Würfeln auf dem Bildschirm.\n"),
        "{text}"
    );
    assert!(text.contains("in 1 Partie; Glück "), "{text}");
    no_english(&text);
}

/// The same in Swedish, through the command: `yahtzee stats --lang sv`.
#[test]
fn the_report_speaks_swedish() {
    let dir = tempfile::tempdir().unwrap();
    accounted_history(dir.path());
    let text = stdout_of(dir.path(), None, &["--lang", "sv", "stats", "--all"]);
    assert!(
        text.starts_with("2 partier: 2 med tärningar på skärmen.\n"),
        "{text}"
    );
    for words in [
        "Spelare",
        "Spelar som",
        "dator (Stark)",
        "Snitt per ruta",
        "Liten stege",
        "Precision och tur",
        "över 2 partier; tur ",
        "Topplista · ",
    ] {
        assert!(text.contains(words), "{words:?} missing:\n{text}");
    }
    let luck = text.lines().find(|l| l.contains("; tur ")).unwrap();
    let figure = luck.rsplit(' ').next().unwrap();
    assert!(figure.contains(','), "{luck}");
    no_english(&text);
}

/// Four matches on two cards, two ways of playing, people and CPUs: the German report as
/// `yahtzee stats --lang de` prints it at 80 columns.
#[test]
fn the_german_report_of_two_cards_and_two_ways() {
    let dir = tempfile::tempdir().unwrap();
    seeded_history(dir.path());
    let text = stdout_of(dir.path(), Some("80"), &["--lang", "de", "stats", "--all"]);
    assert!(text.contains("Klassischer Block (2 Partien)"), "{text}");
    assert!(text.contains("Yatzy-Block (2 Partien)"), "{text}");
    // The tables fit the width they were made for (the sentences are printed whole, as in
    // English, for the terminal to wrap).
    for line in text.lines().filter(|l| !l.ends_with('.')) {
        use unicode_width::UnicodeWidthStr;
        assert!(line.width() <= 80, "{line:?} is wider than 80 columns");
    }
    no_english(&text);
    insta::assert_snapshot!("statistics_german_80", text);
}
