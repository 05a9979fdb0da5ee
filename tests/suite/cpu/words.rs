//! The review and the account of luck and play in the language spoken: a fixed match of two
//! CPUs reviewed in German and in Swedish reads in those languages, with their decimal
//! comma, and not one English sentence of the review is left.

use std::sync::Arc;

use crate::common::{classic_optimum, classic_outlook};
use yahtzee::ai::arena::play_match_on;
use yahtzee::ai::luck::{Grade, account, not_on_tape, readout, seat_lines};
use yahtzee::ai::review::{biggest_swings, review, timeline_lines, win_timeline};
use yahtzee::ai::{Cpu, Optimum};
use yahtzee::game::{DiceSource, Level, Match};
use yahtzee::l10n::{Lang, speaking};
use yahtzee::rules::Ruleset;

/// Two CPUs' match on fixed dice: the same every run.
fn fixed_match(optimum: &Arc<Optimum>) -> Match {
    let rules = Ruleset::CLASSIC;
    let mut cpus: Vec<Cpu> = [Level::Strong, Level::Beginner]
        .iter()
        .map(|&l| Cpu::new(l, rules, Some(optimum.clone())).unwrap())
        .collect();
    play_match_on(rules, &mut cpus, DiceSource::seeded(47)).unwrap()
}

/// Everything the review says of the match, as `yahtzee review` and the review screen put
/// it together, in `lang`.
fn review_text(game: &Match, optimum: &Arc<Optimum>, lang: Lang) -> String {
    let outlook = classic_outlook();
    speaking(lang, None, || {
        let mut out = Vec::new();
        for seat in review(game, optimum, |_| true).unwrap() {
            out.push(seat.verdict);
            for d in seat.decisions {
                out.push(format!("{} / {}", d.chosen, d.best));
            }
        }
        let account = account(game, optimum, Some(&outlook)).unwrap();
        for seat in &account.seats {
            out.extend(seat_lines(seat, &account));
        }
        out.push(readout(&account));
        out.push(Grade::scale());
        out.push(not_on_tape());
        let timeline = win_timeline(game, optimum, &outlook);
        let swings = biggest_swings(game, &timeline, 3);
        out.extend(timeline_lines(game, &timeline, &swings));
        out.join("\n")
    })
}

/// Sentences of the English review: none may be left in another language's.
const ENGLISH: [&str; 16] = [
    "Luck ",
    "luck ",
    " play ",
    "expected at the start",
    "Accuracy",
    " a choice",
    "instead of",
    "Biggest slip",
    "round ",
    "Round ",
    "Luckiest throws",
    "Costliest choices",
    "score ",
    "hold ",
    "Chance to win after each placement",
    "In chances to win",
];

#[test]
fn the_review_reads_in_german_and_swedish() {
    let optimum = classic_optimum();
    let game = fixed_match(&optimum);
    let english = review_text(&game, &optimum, Lang::En);
    // The English review says what the list above looks for, so its absence means something.
    for sentence in ENGLISH {
        assert!(english.contains(sentence), "{sentence:?} not in\n{english}");
    }

    let german = review_text(&game, &optimum, Lang::De);
    for word in [
        "Glück ",
        "Genauigkeit ",
        "erwartet zu Beginn",
        "pro Entscheidung",
        " statt ",
        "Runde ",
        "eintragen",
        "Gewinnchance nach jedem Eintrag",
        "In Gewinnchancen:",
    ] {
        assert!(german.contains(word), "{word:?} not in\n{german}");
    }
    let swedish = review_text(&game, &optimum, Lang::Sv);
    for word in [
        "Tur ",
        "Precision ",
        "väntat från början",
        "per val",
        "i stället för",
        "omgång ",
        "skriv in",
        "Vinstchans efter varje inskrivning",
        "I vinstchans:",
    ] {
        assert!(swedish.contains(word), "{word:?} not in\n{swedish}");
    }
    for (lang, text, luck) in [("German", &german, "Glück "), ("Swedish", &swedish, "Tur ")] {
        for sentence in ENGLISH {
            assert!(
                !text.contains(sentence),
                "{lang}: {sentence:?} left in\n{text}"
            );
        }
        // A luck figure with its decimal comma: "Glück +12,3", "Tur −4,1".
        let figure = text
            .split(luck)
            .nth(1)
            .and_then(|rest| rest.split([',', ' ']).next().map(|f| (f, rest)))
            .map(|(whole, rest)| (whole.to_string(), rest[whole.len()..].chars().nth(1)));
        match figure {
            Some((whole, Some(tenth))) => {
                assert!(
                    whole.starts_with(['+', '−', '±']) && tenth.is_ascii_digit(),
                    "{lang}: {whole:?} is no luck figure with a comma in\n{text}"
                );
                assert!(text.contains(&format!("{luck}{whole},{tenth}")));
            }
            _ => panic!("{lang}: no luck figure in\n{text}"),
        }
        let chars: Vec<char> = text.chars().collect();
        assert!(
            !chars
                .windows(3)
                .any(|w| w[0].is_ascii_digit() && w[1] == '.' && w[2].is_ascii_digit()),
            "{lang}: a decimal point in\n{text}"
        );
    }
}
