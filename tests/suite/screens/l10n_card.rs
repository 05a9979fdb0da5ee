//! The card itself in other languages: its row labels, a card of several columns' headings,
//! the seats' names as the language says them ("Du", "Starker PC"), a refusal of typed
//! real dice, and the results with the luck and play table, each drawn at 80×24 and 120×40
//! while the test's thread speaks the language.

use crate::common;

use common::*;
use ratatui::crossterm::event::KeyCode;
use yahtzee::game::Level;
use yahtzee::l10n::{Lang, speaking};
use yahtzee::rules::{Preset, Ruleset};
use yahtzee::store::MatchOptions;
use yahtzee_testkit::build;

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

/// The person by the default name against a CPU by its automatic name, as setup seats them.
fn you_and_strong(rules: Ruleset, seed: u64) -> yahtzee::game::MatchSetup {
    build::on(rules)
        .human("You")
        .cpu("Strong CPU", Level::Strong)
        .seed(seed)
        .setup()
}

/// Options whose screen does not change while a table is built in the background: no chance
/// to win (its progress shows on the title line at its own pace).
fn steady() -> MatchOptions {
    MatchOptions {
        show_odds: false,
        ..MatchOptions::default()
    }
}

/// Every phrase is on the screen whole, and none of the English ones is left.
fn says(screen: &str, words: &[&str], english: &[&str], what: &str) {
    for word in words {
        assert!(screen.contains(word), "{what}: {word:?} missing:\n{screen}");
    }
    for word in english {
        assert!(
            !screen.contains(word),
            "{what}: English {word:?} left:\n{screen}"
        );
    }
}

/// The English labels of the card's rows and columns, and the seats' English names.
const CARD_ENGLISH: [&str; 12] = [
    "Upper total",
    "Lower total",
    "Yahtzee bonus",
    "TOTAL",
    "Column total",
    "CARD TOTAL",
    "Chance to win",
    " Down",
    " Free",
    "You",
    "Strong CPU",
    " next",
];

#[test]
fn the_three_column_card_in_german_reads_kniffel_with_its_own_labels() {
    speaking(Lang::De, None, || {
        let mut app = match_app(
            you_and_strong(Ruleset::preset(Preset::ThreeColumn), 7),
            steady(),
        );
        key(&mut app, KeyCode::Char(' '));
        for (w, h) in SIZES {
            let screen = text(&mut app, w, h);
            says(
                &screen,
                &[
                    "Dreierpasch",
                    "Kleine Straße",
                    "Kniffel",
                    "Summe oben",
                    "Summe unten",
                    "Spaltensumme",
                    "BLOCKSUMME",
                    "Runter",
                    "Hoch",
                    "Frei",
                    "Du bist dran",
                    "dran",
                ],
                &CARD_ENGLISH,
                &format!("de {w}×{h}"),
            );
            // Three columns pay no extra-Kniffel bonus: the card has no row for one.
            assert!(!screen.contains("Kniffel-Bonus"), "de {w}×{h}:\n{screen}");
            crate::common::snap!(format!("three_column_de_{w}x{h}"), &mut app, w, h);
        }
    });
}

#[test]
fn the_yatzy_card_in_swedish_names_du_and_the_computer() {
    speaking(Lang::Sv, None, || {
        let mut app = match_app(you_and_strong(Ruleset::YATZY, 3), steady());
        key(&mut app, KeyCode::Char(' '));
        for (w, h) in SIZES {
            let screen = text(&mut app, w, h);
            let mut words = vec![
                "Ettor",
                "Sexor",
                "Par",
                "Två par",
                "Triss",
                "Fyrtal",
                "Kåk",
                "Liten stege",
                "Chans",
                "Yatzy",
                "Summa övre",
                "Bonus ≥63 +50",
                "SUMMA",
                "Din tur",
                "Du ",
            ];
            // The computer's whole name where its column has room; by its level at 80.
            words.push(if w >= 100 { "Stark dator" } else { "Stark" });
            // The pace to the bonus in a Yatzy player's words, "plus" and "minus": "+0 par"
            // right over the box Par read as if it were the box.
            words.extend(["0 plus", "Övre 0/63 · 0 plus"]);
            assert!(!screen.contains("0 par"), "sv {w}×{h}:\n{screen}");
            says(&screen, &words, &CARD_ENGLISH, &format!("sv {w}×{h}"));
            crate::common::snap!(format!("yatzy_sv_{w}x{h}"), &mut app, w, h);
        }
    });
}

/// A throw of real dice typed short of five and entered is refused in French, in one
/// sentence, and nothing is thrown.
#[test]
fn a_typed_throw_short_of_five_dice_is_refused_in_french() {
    speaking(Lang::Fr, None, || {
        let options = MatchOptions {
            real_dice: vec![true],
            ..MatchOptions::default()
        };
        let mut app = match_app(build::classic().human("Ana").seed(1).setup(), options);
        for c in "335".chars() {
            key(&mut app, KeyCode::Char(c));
        }
        key(&mut app, KeyCode::Enter);
        let screen = text(&mut app, 100, 30);
        says(
            &screen,
            &["Un lancer, c'est cinq dés\u{a0}; 3 dés tapés pour l'instant."],
            &["a throw is five dice", "typed so far"],
            "fr",
        );
        let m = app.current_match().unwrap();
        assert_eq!(m.rolls_left(), 3, "nothing thrown");
        // Esc clears the entry and says what went, in French too.
        key(&mut app, KeyCode::Esc);
        assert!(text(&mut app, 100, 30).contains("335 effacé."));
    });
}

/// The results in Spanish: the winner by the CPU's Spanish name, the card's labels and the
/// luck and play table's lines.
#[test]
fn the_results_in_spanish_name_the_computer_and_rate_luck_and_play() {
    speaking(Lang::Es, None, || {
        let mut app = match_app(you_and_strong(Ruleset::CLASSIC, 11), instant());
        play_out(&mut app);
        for (w, h) in SIZES {
            let screen = text(&mut app, w, h);
            let mut words = vec![
                "Total superior",
                "Total inferior",
                "Bono Yahtzee",
                "TOTAL",
                "Tú",
                "suerte",
            ];
            words.push(if w >= 100 { "CPU fuerte" } else { "Fuerte" });
            // "TOTAL" is Spanish too.
            let english: Vec<&str> = CARD_ENGLISH.into_iter().filter(|e| *e != "TOTAL").collect();
            says(&screen, &words, &english, &format!("es {w}×{h}"));
            crate::common::snap!(format!("results_es_{w}x{h}"), &mut app, w, h);
        }
    });
}

/// The help bar's entries (key and words), as drawn on the bottom line.
fn bar_entries(app: &mut yahtzee::tui::App, w: u16, h: u16) -> Vec<String> {
    let screen = text(app, w, h);
    let bar = screen.lines().last().unwrap_or_default().trim().to_string();
    bar.split("  ").map(|e| e.trim().to_string()).collect()
}

/// At 80 columns in German and French the play screen's and the results' help bars hold
/// only whole entries: each one is as the wide terminal's bar has it, none cut at the edge
/// ("Esc zu" was "Esc zurücknehmen" cut).
#[test]
fn help_bars_at_80_columns_in_german_and_french_hold_whole_entries() {
    for lang in [Lang::De, Lang::Fr] {
        speaking(lang, None, || {
            let mut play = match_app(
                build::classic()
                    .human("Ana")
                    .cpu("Strong CPU", Level::Strong)
                    .seed(7)
                    .setup(),
                MatchOptions::default(),
            );
            key(&mut play, KeyCode::Char(' '));
            let mut results = match_app(you_and_strong(Ruleset::CLASSIC, 11), instant());
            for _ in 0..200 {
                if results.screen_name() == "results" {
                    break;
                }
                if results.overlay_name().is_some() {
                    key(&mut results, KeyCode::Enter);
                    continue;
                }
                key(&mut results, KeyCode::Char(' '));
                key(&mut results, KeyCode::Enter);
                results.tick(std::time::Duration::from_secs(1));
            }
            settle_results(&mut results);
            for (name, app) in [("play", &mut play), ("results", &mut results)] {
                let wide = bar_entries(app, 200, 40);
                let narrow = bar_entries(app, 80, 24);
                assert!(narrow.len() >= 3, "{lang:?} {name}: {narrow:?}");
                for entry in &narrow {
                    assert!(
                        wide.contains(entry),
                        "{lang:?} {name}: {entry:?} is not a whole entry of {wide:?}"
                    );
                }
            }
        });
    }
}

/// A card shows only the rows its rules score: the Simple rules pay no bonus for a second
/// Yams, so their card (French, and English) has no such row, while the Classic card keeps
/// it; on the Yams card at 80×24 the rows below close up.
#[test]
fn the_simple_card_has_no_extra_yams_bonus_row() {
    for (lang, bonus, names) in [
        (Lang::Fr, "Prime Yams", Some(Lang::Fr)),
        (Lang::En, "Yahtzee bonus", None),
    ] {
        speaking(lang, names, || {
            for (preset, shown) in [(Preset::Simple, false), (Preset::Classic, true)] {
                let mut app = match_app(you_and_strong(Ruleset::preset(preset), 5), steady());
                key(&mut app, KeyCode::Char(' '));
                let screen = text(&mut app, 80, 24);
                assert_eq!(
                    screen.contains(bonus),
                    shown,
                    "{lang:?} {preset:?}:\n{screen}"
                );
                if lang == Lang::Fr && preset == Preset::Simple {
                    crate::common::snap!("simple_fr_80x24", &mut app, 80, 24);
                }
            }
        });
    }
}

/// Spanish says the pace to the upper bonus with one word, "par", on the card ("+0 par")
/// and in the panel ("+0 sobre par"); no "med." left from an older word.
#[test]
fn spanish_says_par_on_the_card_and_in_the_panel() {
    speaking(Lang::Es, None, || {
        let mut app = match_app(you_and_strong(Ruleset::CLASSIC, 7), steady());
        key(&mut app, KeyCode::Char(' '));
        let screen = text(&mut app, 80, 24);
        says(
            &screen,
            &["+0 par ", "+0 sobre par"],
            &["med.", "media"],
            "es 80×24",
        );
        crate::common::snap!("par_es_80x24", &mut app, 80, 24);
    });
}

/// Swedish holds dice with one verb, "spara": the held dice say SPARAD (with two held,
/// each word whole and apart), never LÅST; the help says spara too.
#[test]
fn swedish_holds_dice_with_spara_everywhere_on_the_match_screen() {
    speaking(Lang::Sv, None, || {
        let mut app = match_app(you_and_strong(Ruleset::CLASSIC, 7), steady());
        key(&mut app, KeyCode::Char(' '));
        key(&mut app, KeyCode::Char('1'));
        key(&mut app, KeyCode::Char('2'));
        let screen = text(&mut app, 80, 24);
        says(&screen, &["SPARAD", "spara"], &["LÅST", "låst"], "sv 80×24");
        assert!(!screen.contains("SPARADSPARAD"), "{screen}");
        crate::common::snap!("held_sv_80x24", &mut app, 80, 24);
    });
}
