//! `yahtzee review`: a finished match's choices against perfect play, and its chance to win
//! turn by turn.

use std::fmt::Write as _;
use std::path::Path;

use serde_json::json;

use super::{load_finished, optimum_for, outlook_for};
use crate::ai::review::SeatReview;
use crate::cli::CliError;
use crate::cli::args::ReviewArgs;
use crate::l10n::{decimal, t};
use crate::tui::widgets::pad;

pub(crate) fn run(args: &ReviewArgs, data_dir: Option<&Path>) -> Result<String, CliError> {
    let (entry, game) = load_finished(data_dir, &args.which)?;
    let refused =
        |e: crate::ai::review::ReviewError| CliError::failed(format!("match {}: {e}", entry.id));
    // On a card of several columns the review plays from the optimum of one column.
    let optimum = optimum_for(data_dir, &game.rules().column_rules(), args.json);
    let multi = game.rules().layout().is_multi_column();
    let humans = game
        .seats()
        .iter()
        .any(|s| s.kind == crate::game::SeatKind::Human);
    let reviews = crate::ai::review::review(&game, &optimum, |s| {
        args.all || !humans || game.seats()[s.index()].kind == crate::game::SeatKind::Human
    })
    .map_err(refused)?;
    // Chance to win turn by turn, for a match of two or more; the outlook is
    // exact for one column only.
    let (timeline, swings, outlook) = if game.seats().len() > 1 && !multi {
        let outlook = outlook_for(data_dir, &optimum, args.json);
        let timeline = crate::ai::review::win_timeline(&game, &optimum, &outlook);
        let swings = crate::ai::review::biggest_swings(&game, &timeline, 3);
        (timeline, swings, Some(outlook))
    } else {
        (Vec::new(), Vec::new(), None)
    };
    // The account of luck and play (none for a score pad's match: no dice were thrown).
    let account = crate::ai::luck::account(&game, &optimum, outlook.as_deref()).ok();
    if args.json {
        return super::json_text(&json!({
            "match": entry.id,
            "finished": crate::store::format_time(entry.finished_unix),
            "seats": reviews,
            "chances": timeline,
            "swings": swings,
            "estimate": multi,
            "luck": account,
        }));
    }
    let mut out = String::new();
    let title = t!(
        "cli-review-title",
        id = entry.id.to_string(),
        finished = crate::store::format_time(entry.finished_unix),
        rules = game.rules().shown_name()
    );
    let _ = writeln!(out, "{title}");
    if multi {
        let _ = writeln!(out, "{}", t!("cli-review-estimates"));
    }
    if !timeline.is_empty() {
        let _ = writeln!(out);
        for line in crate::ai::review::timeline_lines(&game, &timeline, &swings) {
            let _ = writeln!(out, "{line}");
        }
    }
    for r in &reviews {
        let luck = account
            .as_ref()
            .and_then(|a| {
                a.seats
                    .iter()
                    .find(|s| s.seat == r.seat)
                    .map(|seat| crate::ai::luck::seat_lines(seat, a))
            })
            .unwrap_or_default();
        seat_text(&mut out, r, &luck);
    }
    if account.is_some() && !reviews.is_empty() {
        let _ = writeln!(out, "\n{}", crate::ai::luck::Grade::scale());
    }
    Ok(out)
}

/// One seat's review as text: its total and what it gave away, the verdict, the account of
/// luck and play (`luck`), then each decision against the best.
fn seat_text(out: &mut String, r: &SeatReview, luck: &[String]) {
    let name = crate::words::shown_name(&r.name);
    let points = r.total;
    let loss = decimal(r.total_loss, 1);
    let count = r.decisions.len();
    let head = match (r.decisions.is_empty(), r.estimate) {
        (true, _) => t!("cli-review-seat", name = name, points = points),
        (false, false) => t!(
            "cli-review-seat-given",
            name = name,
            points = points,
            loss = loss,
            count = count
        ),
        (false, true) => t!(
            "cli-review-seat-given-estimated",
            name = name,
            points = points,
            loss = loss,
            count = count
        ),
    };
    let _ = writeln!(out, "\n{head}");
    let _ = writeln!(out, "{}", r.verdict);
    for line in luck {
        let _ = writeln!(out, "{line}");
    }
    for d in &r.decisions {
        let mark = if d.loss < 0.05 {
            t!("cli-review-ok")
        } else {
            t!("cli-review-loss", loss = decimal(d.loss, 1))
        };
        // Padded by columns, so the rows line up in any language (a trailing pad is cut).
        let row = t!(
            "cli-review-decision",
            round = format!("{:>2}", d.round),
            dice = d.dice.clone(),
            left = d.rolls_left,
            chosen = pad(&d.chosen, 30),
            best = pad(&d.best, 30),
            mark = mark
        );
        let _ = writeln!(out, "  {row}");
    }
}
