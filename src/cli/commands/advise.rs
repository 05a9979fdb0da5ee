//! `yahtzee advise`: every option for a card and dice, ranked by expected final total.

use std::fmt::Write as _;
use std::path::Path;

use serde_json::json;
use unicode_width::UnicodeWidthStr as _;

use super::optimum_for;
use super::position::{parse_card, parse_held, parse_turn_dice};
use crate::ai::kernel::RulesContext;
use crate::ai::{Choice, Rated, TurnPlan};
use crate::cli::CliError;
use crate::cli::args::AdviseArgs;
use crate::l10n::{decimal, t};
use crate::rules::{BoxId, Card, Dice, Holds, Ruleset};

#[derive(serde::Serialize)]
struct Advice {
    actions: Vec<AdviceAction>,
    /// True on a card of several columns, where the totals are estimates.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    estimate: bool,
}

/// One line of `advise --json`.
#[derive(serde::Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum AdviceAction {
    Score {
        #[serde(rename = "box")]
        b: BoxId,
        /// 1 to 3 on a card of several columns; absent on a single column.
        #[serde(skip_serializing_if = "Option::is_none")]
        column: Option<u8>,
        points: u16,
        #[serde(flatten)]
        value: Value,
    },
    Hold {
        hold: Vec<u8>,
        #[serde(flatten)]
        value: Value,
    },
}

/// What an option is worth: its expected final total where that is exact, else only how far
/// it is behind the best option (cards of several columns).
#[derive(serde::Serialize)]
#[serde(rename_all = "snake_case")]
enum Value {
    ExpectedTotal(f64),
    BehindBest(f64),
}

fn round4(x: f64) -> f64 {
    (x * 10_000.0).round() / 10_000.0
}

pub(crate) fn run(args: &AdviseArgs, data_dir: Option<&Path>) -> Result<String, CliError> {
    let rules = args.rules.resolve(data_dir)?;
    let card = parse_card(&args.card, &rules)?;
    if card.is_complete() {
        return Err(CliError::Usage(t!("cli-advise-card-full")));
    }
    let (dice, rolls_left) = parse_turn_dice(&args.turn, &rules)?;
    // Checked before the optimum, which may take a while to compute.
    let held = match &dice {
        Some(d) => parse_held(args.turn.held.as_deref(), d)?,
        None => Holds::NONE,
    };
    let optimum = optimum_for(data_dir, &rules.column_rules(), args.json);
    // On a card of several columns there is no exact optimum: the advice is the CPU's best
    // search, and says it is an estimate.
    let multi = rules.layout().is_multi_column();
    let values = if multi {
        let values = crate::ai::columns::ColumnValues::new(rules, optimum.clone())
            .ok_or_else(|| CliError::failed(t!("cli-advise-no-column-table")))?;
        Some(values)
    } else {
        None
    };
    let single = *card.first();
    let ctx = RulesContext::new(rules);
    let (start, plan, multi_plan) = match &values {
        Some(values) => {
            let plan = crate::ai::columns::MultiPlan::new(values, &card, None);
            (plan.start_total(), None, Some(plan))
        }
        None => {
            let plan = TurnPlan::new(&ctx, optimum.as_ref(), &single);
            (plan.start_total(), Some(plan), None)
        }
    };
    let Some(dice) = dice else {
        return Ok(start_only(args.json, multi, start));
    };
    let options = match (&plan, &multi_plan, &values) {
        (Some(plan), _, _) => plan.options(&single, &dice, held, rolls_left),
        (None, Some(plan), Some(values)) => plan.options(values, &dice, held, rolls_left),
        _ => Vec::new(),
    };
    if args.json {
        return json_advice(&options, multi);
    }
    Ok(text_advice(&rules, &card, dice, rolls_left, &options))
}

/// The answer without dice: the expected total from the next turn's start, or on a card of
/// several columns (where only differences are known) a word on giving dice.
fn start_only(json: bool, multi: bool, start: f64) -> String {
    match (json, multi) {
        (true, false) => json!({ "expected_total": round4(start) }).to_string(),
        (true, true) => json!({ "estimate": true, "differences_only": true }).to_string(),
        (false, false) => format!("{}\n", t!("cli-advise-start", total = decimal(start, 4))),
        (false, true) => format!(
            "{} {}\n",
            t!("ai-differences-only"),
            t!("cli-advise-give-dice")
        ),
    }
}

/// The ranked options as `advise --json` prints them.
fn json_advice(options: &[Rated], multi: bool) -> Result<String, CliError> {
    let best = options.first().map_or(0.0, |o| o.expected_total);
    let value = |total: f64| {
        if multi {
            Value::BehindBest(round4(best - total))
        } else {
            Value::ExpectedTotal(round4(total))
        }
    };
    let actions: Vec<AdviceAction> = options
        .iter()
        .map(|o| match o.choice {
            Choice::Score { b, points, column } => AdviceAction::Score {
                b,
                column: multi.then_some(column.index() as u8 + 1),
                points,
                value: value(o.expected_total),
            },
            Choice::Hold { keep } => AdviceAction::Hold {
                hold: keep.faces().map(|f| f.value()).collect(),
                value: value(o.expected_total),
            },
        })
        .collect();
    serde_json::to_string_pretty(&Advice {
        actions,
        estimate: multi,
    })
    .map_err(CliError::from)
}

/// The ranked options as text: the position, then one line per option with what it loses.
fn text_advice(
    rules: &Ruleset,
    card: &Card,
    dice: Dice,
    rolls_left: u8,
    options: &[Rated],
) -> String {
    let multi = rules.layout().is_multi_column();
    let best = options.first().map_or(0.0, |o| o.expected_total);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        t!(
            "cli-advise-position",
            rules = rules.shown_name(),
            boxes = (card.filled_count()),
            points = (card.total(rules)),
            dice = dice.to_string(),
            throws = rolls_left
        )
    );
    if multi {
        let _ = writeln!(
            out,
            "{} {}",
            t!("ai-differences-only"),
            t!("cli-advise-behind-best")
        );
    }
    for (i, o) in options.iter().enumerate() {
        let loss = if i == 0 {
            t!("cli-advise-best")
        } else {
            format!("(−{})", decimal(best - o.expected_total, 2))
        };
        // Padded by its width on screen, not its characters: a translation may hold
        // letters that take two columns or none.
        let what = crate::words::describe_in(rules.layout(), &o.choice);
        let what = format!("{what}{}", " ".repeat(36usize.saturating_sub(what.width())));
        let _ = if multi {
            writeln!(out, "{:>3}. {what} {loss}", i + 1)
        } else {
            writeln!(
                out,
                "{:>3}. {what} {:>9}  {loss}",
                i + 1,
                decimal(o.expected_total, 2)
            )
        };
    }
    out
}
