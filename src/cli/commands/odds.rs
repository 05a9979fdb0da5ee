//! `yahtzee odds`: each seat's chance to win from a position, under Perfect play.

use std::fmt::Write as _;
use std::path::Path;

use serde_json::json;
use unicode_width::UnicodeWidthStr as _;

use super::position::{parse_card, parse_held, parse_turn_dice};
use super::{optimum_for, outlook_for};
use crate::ai::kernel::RulesContext;
use crate::cli::CliError;
use crate::cli::args::OddsArgs;
use crate::l10n::{decimal, t};
use crate::rules::{Ruleset, Scorecard};

pub(crate) fn run(args: &OddsArgs, data_dir: Option<&Path>) -> Result<String, CliError> {
    let rules = args.rules.resolve(data_dir)?;
    if !crate::ai::odds::Outlook::supports(&rules) {
        return Err(CliError::Usage(t!(
            "cli-odds-single-column-only",
            card = rules.layout().id()
        )));
    }
    let cards = parse_cards(args, &rules)?;
    let over = check_turn_order(&cards, args.to_play)?;
    let to_play = args.to_play - 1;
    let (dice, rolls_left) = parse_turn_dice(&args.turn, &rules)?;
    if over && dice.is_some() {
        return Err(CliError::Usage(t!("cli-odds-all-full")));
    }
    let turn = dice
        .map(|d| -> Result<_, CliError> {
            let held = parse_held(args.turn.held.as_deref(), &d)?;
            let combos = crate::ai::combos::Combos::get();
            Ok(crate::ai::odds::walk::TurnPoint::Rolled {
                roll: combos.index_of(&d.counts()) - crate::ai::combos::ROLL_BASE,
                held: d.held_counts(held),
                throws_left: rolls_left,
            })
        })
        .transpose()?;
    let win = if over {
        crate::ai::odds::win_chances(
            &cards
                .iter()
                .map(|c| crate::ai::odds::Dist::point(c.total(&rules)))
                .collect::<Vec<_>>(),
        )
    } else {
        let optimum = optimum_for(data_dir, &rules, args.json);
        let outlook = outlook_for(data_dir, &optimum, args.json);
        let ctx = RulesContext::new(rules);
        let positions: Vec<crate::ai::odds::SeatPosition> = cards
            .iter()
            .enumerate()
            .map(|(i, card)| crate::ai::odds::SeatPosition {
                card,
                turn: if i == to_play { turn } else { None },
            })
            .collect();
        crate::ai::odds::match_chances(&ctx, &optimum, &outlook, &positions)
    };
    if args.json {
        return Ok(json!({ "win": win }).to_string());
    }
    Ok(text_report(
        &rules,
        &cards,
        &win,
        (!over).then_some(to_play),
    ))
}

/// One card per seat, single-column, at most a table's seats.
fn parse_cards(args: &OddsArgs, rules: &Ruleset) -> Result<Vec<Scorecard>, CliError> {
    if args.cards.len() > crate::game::MAX_SEATS {
        return Err(CliError::Usage(t!(
            "cli-odds-card-count",
            most = (crate::game::MAX_SEATS)
        )));
    }
    args.cards
        .iter()
        .enumerate()
        .map(|(i, spec)| {
            parse_card(spec, rules).map(|c| *c.first()).map_err(|e| {
                CliError::Usage(t!(
                    "cli-odds-card-fault",
                    card = (i + 1),
                    why = e.to_string()
                ))
            })
        })
        .collect()
}

/// Checks that the cards can stand with seat `to_play` (from 1) to play: seats take turns in
/// order, so those before it have filled one box more. Returns whether the match is over.
fn check_turn_order(cards: &[Scorecard], to_play: usize) -> Result<bool, CliError> {
    let bad = CliError::Usage;
    let seats = cards.len();
    if to_play == 0 || to_play > seats {
        return Err(bad(t!("cli-odds-to-play-range", seats = seats)));
    }
    let over = cards.iter().all(Scorecard::is_complete);
    if over {
        return Ok(true);
    }
    let f = cards[to_play - 1].filled_count();
    if cards[to_play - 1].is_complete() {
        return Err(bad(t!("cli-odds-to-play-full", seat = to_play)));
    }
    for (i, card) in cards.iter().enumerate() {
        let want = if i < to_play - 1 { f + 1 } else { f };
        if card.filled_count() != want {
            // The cards may well be right and only the seat to play left at its default:
            // when they fit another seat, say which.
            let fits = seat_the_cards_imply(cards).filter(|&s| s != to_play);
            let args = (i + 1, card.filled_count(), to_play, want);
            return Err(bad(match fits {
                Some(fits) => t!(
                    "cli-odds-turn-order-fits",
                    card = (args.0),
                    boxes = (args.1),
                    seat = (args.2),
                    want = (args.3),
                    fits = fits
                ),
                None => t!(
                    "cli-odds-turn-order",
                    card = (args.0),
                    boxes = (args.1),
                    seat = (args.2),
                    want = (args.3)
                ),
            }));
        }
    }
    Ok(false)
}

/// The seat (from 1) whose turn the cards say it is: the seats before it have filled one box
/// more than it and those after it. None when the counts fit no seat.
fn seat_the_cards_imply(cards: &[Scorecard]) -> Option<usize> {
    let counts: Vec<usize> = cards.iter().map(Scorecard::filled_count).collect();
    let first = *counts.first()?;
    // The first seat with fewer boxes than seat 1, or seat 1 itself when all are level.
    let seat = counts.iter().position(|&c| c != first).unwrap_or(0);
    let behind = if seat == 0 {
        Some(first)
    } else {
        first.checked_sub(1)
    };
    let fits = counts
        .iter()
        .enumerate()
        .all(|(i, &c)| Some(c) == if i < seat { Some(first) } else { behind });
    (fits && !cards[seat].is_complete()).then_some(seat + 1)
}

/// Each seat's total, filled boxes and chance to win; `to_play` marks the seat to play.
fn text_report(
    rules: &Ruleset,
    cards: &[Scorecard],
    win: &[f64],
    to_play: Option<usize>,
) -> String {
    let mut out = t!("cli-odds-heading", rules = rules.shown_name());
    out.push('\n');
    // The marker of the seat to play and the boxes filled are padded by their width in the
    // language spoken, so the columns after them line up as they do in English.
    let marker = format!(" {}", t!("cli-odds-to-play"));
    let blank = " ".repeat(marker.width());
    for (i, (card, p)) in cards.iter().zip(win).enumerate() {
        let boxes = t!("cli-odds-boxes", boxes = (card.filled_count()));
        let _ = writeln!(
            out,
            "{}",
            t!(
                "cli-odds-row",
                seat = (i + 1),
                marker = if to_play == Some(i) { &marker } else { &blank }.as_str(),
                points = format!("{:>4}", card.total(rules)),
                boxes = format!(
                    "{}{boxes}",
                    " ".repeat(9usize.saturating_sub(boxes.width()))
                ),
                chance = format!("{:>6}", decimal(p * 100.0, 2))
            )
        );
    }
    out
}
