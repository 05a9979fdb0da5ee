//! Chance to win on cards of several columns (Triple, three-column), estimated.
//!
//! These cards have no exact outlook of final totals (see `ai::columns`), so each seat's final
//! total is approximated and the chances follow from those approximations exactly as on the
//! classic card ([`super::win_chances`], a shared first place splitting the win):
//!
//! - the centre is the column valuation's expected final total (`ColumnValues::estimate`:
//!   banked points plus every column's exact single-column future);
//! - around it, the measured distribution of what Perfect's search actually ended with, minus
//!   that valuation, for the layout and the number of boxes still open: the residual's slope
//!   on the valuation (a lead by the valuation is partly its error: on Triple about half of it
//!   early on) and [`SPREAD_QUANTILES`] quantiles of the rest, read as a piecewise-uniform
//!   density. The residual's mean corrects the valuation's shortfall (over 100 points from the
//!   empty card), its spread covers both the dice still to come and how far the valuation
//!   misses single positions.
//!
//! What it assumes: the seats' residuals are independent (Perfect's search looks only at its
//! own card, and the dice are independent), and the residual's distribution depends on the
//! position only through the number of open boxes. The second is false for single positions
//! (the valuation misses some by tens of points), which widens every prediction a little:
//! the figures are calibrated over the positions Perfect's play reaches, not exact for any one
//! of them, and are always shown as estimates (`≈41%`).
//!
//! In mid-turn the seat to play is centred on the valuation of its best option with the dice
//! as they lie (or as held), relative to the turn's start, and its spread narrows from this
//! turn's row towards the next one's as its throws run out: an interpolation, not a fit.
//!
//! How it was fitted: `YAHTZEE_CAMPAIGN=full cargo test --profile testing --test suite
//! odds::fit_the_column_spread -- --nocapture` plays 4,000 cards per layout under Perfect's search
//! (`arena::sim::column_residuals`) and prints the tables below. How well it is calibrated:
//! `yahtzee-lab --calibration 2000 --rules three_column` (and `triple`), every seat's
//! estimate after every placement of 2,000 Perfect-only matches of 2 seats, in tenths against
//! the observed win share: three columns within 1.44 points in every tenth, Triple within 2.24
//! (so Triple's is not shown, see [`supports`]); docs/performance.md, "CPUs on three
//! columns", gives the tables.

use super::{Dist, win_chances};
use crate::columns::ColumnValues;
use crate::rules::{Card, Preset, Ruleset};

/// Quantile steps per row: the residual's distribution in this many equal-probability pieces.
pub const SPREAD_QUANTILES: usize = 20;

/// One row: the residual (final total minus the valuation) at probabilities 0.2%, 1/20, …,
/// 19/20, 99.8%.
pub type SpreadRow = [f32; SPREAD_QUANTILES + 1];

/// Rows per layout, by open boxes (0 to 39; row 0 is unused, a full card is decided).
pub const SPREAD_ROWS: usize = 40;

/// A layout's fitted rows, by open boxes: the residual's slope on the valuation about its
/// centre, and the quantiles of the rest.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fitted {
    pub rows: [SpreadRow; SPREAD_ROWS],
    pub centre: [f64; SPREAD_ROWS],
    pub slope: [f64; SPREAD_ROWS],
}

/// The outer quantiles stand for the far tails: the lowest and highest 0.2%.
pub const TAIL: f64 = 0.002;

/// What the estimate needs of the seat in mid-turn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TurnValue {
    /// The valuation of the turn's best option with the dice as they are (or as held).
    pub now: f64,
    /// The valuation from the start of the turn (`MultiPlan::start_total`).
    pub start: f64,
    /// Throws still to come in this turn.
    pub throws_left: u8,
}

/// The fitted rows for `rules`, if it has them: only the Triple and three-column presets as
/// they stand, since another number of throws or other points would move every residual.
pub fn fit_for(rules: &Ruleset) -> Option<&'static Fitted> {
    if *rules == Ruleset::preset(Preset::Triple) {
        Some(&fitted::TRIPLE)
    } else if *rules == Ruleset::preset(Preset::ThreeColumn) {
        Some(&fitted::THREE_COLUMN)
    } else {
        None
    }
}

/// Whether the estimate is shown for `rules`: fitted, and calibrated within 2 points in every
/// tenth at full size (`yahtzee-lab --calibration 2000`). Triple is not: its worst tenth
/// misses by 2.24 points (20–30% predicted, 27.5% won), since the column valuation's error
/// there depends on which columns hold which boxes, which the number of open boxes and one
/// slope do not capture; its estimate is fitted and measured but hidden.
pub fn supports(rules: &Ruleset) -> bool {
    *rules == Ruleset::preset(Preset::ThreeColumn) && fit_for(rules).is_some()
}

fn mean(row: &SpreadRow) -> f64 {
    // The pieces between the quantiles are equally likely and uniform: the mean of their
    // midpoints.
    (0..SPREAD_QUANTILES)
        .map(|k| (f64::from(row[k]) + f64::from(row[k + 1])) / 2.0)
        .sum::<f64>()
        / SPREAD_QUANTILES as f64
}

fn variance(row: &SpreadRow) -> f64 {
    let m = mean(row);
    (0..SPREAD_QUANTILES)
        .map(|k| {
            let (a, b) = (f64::from(row[k]) - m, f64::from(row[k + 1]) - m);
            // A uniform piece from a to b: E[x²] = (a² + ab + b²) / 3.
            (a * a + a * b + b * b) / 3.0
        })
        .sum::<f64>()
        / SPREAD_QUANTILES as f64
}

/// A seat's approximate final-total distribution: `banked` already on the card, `centre` the
/// valuation's expected final total, `row` the residual quantiles (shifted by `shift` and
/// scaled about their mean by `scale`).
fn seat_dist(banked: u32, centre: f64, row: &SpreadRow, scale: f64) -> Dist {
    let m = mean(row);
    let b: Vec<f64> = row
        .iter()
        .map(|&q| centre + m + (f64::from(q) - m) * scale)
        .collect();
    let (Some(&first), Some(&last)) = (b.first(), b.last()) else {
        return Dist::point(banked);
    };
    // No seat can end below what it has banked: what falls below is that total.
    let lo = (first.floor().max(0.0) as u32).max(banked);
    let hi = (last.ceil().max(0.0) as u32).max(lo);
    let mut p = vec![0.0; (hi - lo + 1) as usize];
    let piece = 1.0 / (b.len() - 1) as f64;
    // Each piece between two quantiles holds an equal share, spread evenly over the whole
    // points it covers (point x stands for x − ½ to x + ½): one sweep, no search.
    let cell = |y: f64| ((y + 0.5).floor().max(f64::from(lo)) as u32).min(hi);
    for w in b.windows(2) {
        let (a, c) = (w[0], w[1].max(w[0]));
        if c - a < 1e-9 {
            p[(cell(a) - lo) as usize] += piece;
            continue;
        }
        let density = piece / (c - a);
        for x in cell(a)..=cell(c) {
            // The end points take the tails beyond them (below `lo`: the banked total).
            let from = if x == lo {
                f64::NEG_INFINITY
            } else {
                f64::from(x) - 0.5
            };
            let to = if x == hi {
                f64::INFINITY
            } else {
                f64::from(x) + 0.5
            };
            let overlap = to.min(c) - from.max(a);
            if overlap > 0.0 {
                p[(x - lo) as usize] += overlap * density;
            }
        }
    }
    // Only rounding is left to take out.
    let sum: f64 = p.iter().sum();
    if sum <= 0.0 {
        return Dist::point(lo);
    }
    for q in &mut p {
        *q /= sum;
    }
    Dist { lo, p }
}

/// A seat's approximate final-total distribution from its card (between turns, or with
/// `turn` in mid-turn), by the fitted rows.
pub fn final_total(
    values: &ColumnValues,
    fit: &Fitted,
    card: &Card,
    turn: Option<TurnValue>,
) -> Dist {
    let rules = values.rules();
    let banked = card.total(rules);
    let open = card.open_spots().len().min(SPREAD_ROWS - 1);
    if open == 0 {
        return Dist::point(banked);
    }
    let raw = values.estimate(card);
    // Where the valuation runs high for its round, the search's result runs less high: the
    // fitted slope takes that share back.
    let centre = raw + fit.slope[open] * (raw - fit.centre[open]);
    let rows = &fit.rows;
    let row = &rows[open];
    let Some(turn) = turn else {
        return seat_dist(banked, centre, row, 1.0);
    };
    // The turn's start row holds this turn's dice too; once they are thrown, what is left of
    // the spread shrinks towards the next turn's, by the share of throws still to come.
    let after = if open > 1 {
        variance(&rows[open - 1])
    } else {
        0.0
    };
    let here = variance(row);
    let share = f64::from(turn.throws_left) / f64::from(rules.max_rolls().max(1));
    let scale = if here > 0.0 {
        ((after.min(here) + (here - after.min(here)) * share) / here).sqrt()
    } else {
        1.0
    };
    seat_dist(banked, centre + (turn.now - turn.start), row, scale)
}

/// Every seat's estimated chance to win, the seat to play (if any, with `turn`) from its dice.
/// `None` for a card without fitted rows (shown or not: see [`supports`]). A finished match gives the final shares.
pub fn estimated_chances(
    values: &ColumnValues,
    cards: &[Card],
    current: Option<(usize, TurnValue)>,
) -> Option<Vec<f64>> {
    let fit = fit_for(values.rules())?;
    Some(estimated_chances_with(values, fit, cards, current))
}

/// [`estimated_chances`] by other rows than the fitted ones (for checking what the
/// calibration catches).
pub fn estimated_chances_with(
    values: &ColumnValues,
    fit: &Fitted,
    cards: &[Card],
    current: Option<(usize, TurnValue)>,
) -> Vec<f64> {
    let finals: Vec<Dist> = cards
        .iter()
        .enumerate()
        .map(|(i, card)| {
            let turn = current.and_then(|(seat, t)| (seat == i).then_some(t));
            final_total(values, fit, card, turn)
        })
        .collect();
    win_chances(&finals)
}

/// One row fitted: the residual's slope on the valuation (about `centre`, the valuation's
/// mean there) and the quantiles of what is left once that is taken out.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RowFit {
    pub centre: f64,
    pub slope: f64,
    pub row: SpreadRow,
}

/// Fits a row to a sample of (valuation, residual) pairs.
pub fn fit_row(sample: &[(f64, f64)]) -> RowFit {
    let n = sample.len().max(1) as f64;
    let centre = sample.iter().map(|s| s.0).sum::<f64>() / n;
    let mean_r = sample.iter().map(|s| s.1).sum::<f64>() / n;
    let (cov, var) = sample.iter().fold((0.0, 0.0), |(c, v), &(x, r)| {
        (
            c + (x - centre) * (r - mean_r),
            v + (x - centre) * (x - centre),
        )
    });
    // The empty card has one valuation: no slope to fit there.
    let slope = if var > 1e-6 * n { cov / var } else { 0.0 };
    let mut left: Vec<f64> = sample
        .iter()
        .map(|&(x, r)| r - slope * (x - centre))
        .collect();
    RowFit {
        centre,
        slope,
        row: quantile_row(&mut left),
    }
}

/// The quantile row of a sample (unsorted), as [`SpreadRow`] stores it.
pub fn quantile_row(residuals: &mut [f64]) -> SpreadRow {
    let mut row = [0.0f32; SPREAD_QUANTILES + 1];
    if residuals.is_empty() {
        return row;
    }
    residuals.sort_by(f64::total_cmp);
    let n = residuals.len();
    let at = |p: f64| {
        // Linear interpolation between order statistics.
        let x = p * (n - 1) as f64;
        let i = x.floor() as usize;
        let j = (i + 1).min(n - 1);
        residuals[i] + (residuals[j] - residuals[i]) * (x - i as f64)
    };
    for (k, slot) in row.iter_mut().enumerate() {
        let p = match k {
            0 => TAIL,
            k if k == SPREAD_QUANTILES => 1.0 - TAIL,
            k => k as f64 / SPREAD_QUANTILES as f64,
        };
        *slot = at(p) as f32;
    }
    row
}

/// The fitted rows as Rust source, for pasting into [`fitted`].
pub fn rows_source(name: &str, rows: &[RowFit]) -> String {
    let mut out = format!("pub(super) static {name}: Fitted = Fitted {{\n    rows: [\n");
    for r in rows {
        let cells: Vec<String> = r.row.iter().map(|v| format!("{v:.1}")).collect();
        out.push_str(&format!("        [{}],\n", cells.join(", ")));
    }
    out.push_str("    ],\n    centre: [");
    let centres: Vec<String> = rows.iter().map(|r| format!("{:.1}", r.centre)).collect();
    out.push_str(&centres.join(", "));
    out.push_str("],\n    slope: [");
    let slopes: Vec<String> = rows.iter().map(|r| format!("{:.4}", r.slope)).collect();
    out.push_str(&slopes.join(", "));
    out.push_str("],\n};\n");
    out
}

/// The fitted residual quantiles, by open boxes (row 0 unused), fitted on 4,000 cards per
/// layout (seed 7). Refit with `YAHTZEE_CAMPAIGN=full cargo test --profile testing
/// --test suite odds::fit_the_column_spread -- --nocapture` and paste what it prints.
#[rustfmt::skip]
mod fitted {
    use super::Fitted;
pub(super) static TRIPLE: Fitted = Fitted {
    rows: [
        [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
        [-99.2, -40.5, -31.7, -30.2, -29.0, -20.0, -16.4, -13.8, -11.7, -10.3, -9.0, -8.0, -7.4, -5.6, -4.0, -0.7, 4.0, 11.4, 23.9, 38.7, 142.5],
        [-133.2, -69.5, -56.0, -48.3, -39.7, -30.5, -25.7, -22.0, -19.2, -16.6, -14.3, -12.0, -9.5, -6.5, -3.7, 0.9, 6.5, 15.0, 26.5, 43.8, 179.9],
        [-169.4, -90.1, -73.1, -62.3, -50.6, -40.9, -34.5, -29.8, -25.6, -22.4, -19.2, -16.2, -12.5, -8.8, -4.3, 0.4, 6.8, 15.3, 25.3, 44.8, 228.7],
        [-203.1, -107.0, -88.3, -76.2, -62.9, -50.8, -43.2, -37.4, -32.1, -27.9, -23.7, -20.2, -16.2, -11.9, -7.1, -1.2, 4.8, 12.6, 24.0, 50.5, 290.4],
        [-230.9, -122.0, -100.4, -85.6, -71.6, -60.4, -50.9, -43.4, -37.8, -33.4, -29.1, -24.8, -19.7, -14.5, -9.5, -3.8, 3.1, 12.2, 25.6, 55.0, 290.9],
        [-254.1, -137.0, -112.4, -95.0, -79.7, -67.9, -58.2, -49.7, -43.3, -38.0, -32.5, -27.4, -22.5, -17.9, -12.0, -5.7, 2.2, 12.8, 29.2, 70.4, 296.3],
        [-274.8, -148.9, -117.7, -101.7, -85.3, -71.8, -62.1, -53.6, -46.5, -40.2, -34.4, -28.7, -23.0, -17.7, -11.4, -4.8, 3.3, 14.9, 34.6, 76.4, 298.2],
        [-281.9, -154.4, -125.0, -106.5, -91.0, -76.6, -65.0, -55.5, -47.7, -41.7, -35.3, -29.6, -23.5, -17.7, -11.4, -4.3, 5.0, 17.4, 38.2, 83.9, 334.8],
        [-304.6, -164.0, -130.7, -109.7, -93.6, -79.1, -65.9, -57.7, -49.8, -41.9, -35.3, -29.0, -22.7, -16.9, -10.4, -2.5, 8.9, 22.6, 52.3, 100.0, 351.5],
        [-323.2, -169.7, -132.9, -114.1, -97.3, -81.7, -68.5, -58.9, -51.1, -43.2, -35.8, -28.5, -22.1, -15.4, -7.5, 1.3, 12.5, 28.1, 60.1, 100.6, 385.1],
        [-326.7, -174.2, -137.7, -115.9, -99.5, -84.4, -71.1, -60.5, -51.2, -44.1, -35.3, -28.7, -21.6, -14.5, -6.6, 2.9, 15.5, 35.4, 67.5, 111.7, 376.8],
        [-338.1, -175.9, -139.3, -117.0, -100.3, -85.3, -71.8, -60.4, -51.5, -41.7, -34.4, -27.4, -20.1, -12.1, -3.3, 7.1, 21.7, 42.9, 77.8, 117.1, 393.5],
        [-346.5, -178.0, -139.6, -118.2, -101.0, -85.0, -73.1, -61.0, -50.8, -42.3, -34.3, -26.8, -18.2, -8.8, 0.7, 11.3, 26.1, 50.1, 83.6, 123.8, 397.0],
        [-352.9, -180.2, -142.9, -119.0, -101.9, -85.7, -72.5, -60.3, -50.8, -41.3, -33.1, -26.0, -17.2, -7.5, 2.9, 15.8, 31.5, 57.6, 90.1, 129.3, 399.8],
        [-353.2, -180.7, -145.0, -121.1, -102.9, -86.2, -71.3, -60.9, -49.4, -40.1, -32.3, -24.2, -14.8, -4.8, 6.0, 20.2, 39.4, 63.2, 95.8, 135.7, 575.2],
        [-359.6, -185.5, -148.4, -123.3, -104.1, -85.7, -71.3, -60.1, -47.9, -39.0, -30.5, -21.5, -12.6, -1.2, 11.1, 25.3, 46.6, 70.4, 102.4, 142.9, 573.6],
        [-351.8, -186.9, -149.9, -124.8, -103.5, -85.7, -71.6, -58.9, -47.2, -38.9, -28.9, -19.0, -9.4, 1.8, 14.8, 32.7, 52.6, 78.1, 106.8, 145.1, 591.6],
        [-366.2, -186.1, -148.6, -122.5, -102.9, -85.4, -69.9, -57.6, -46.2, -36.3, -25.6, -16.2, -4.0, 6.9, 20.4, 40.0, 60.2, 87.1, 113.1, 152.3, 623.7],
        [-361.4, -187.9, -146.9, -120.6, -99.9, -83.2, -67.8, -54.4, -42.9, -32.4, -22.7, -12.7, -0.6, 11.9, 27.6, 48.2, 69.7, 94.4, 119.5, 158.2, 620.9],
        [-360.5, -186.9, -147.3, -118.1, -98.5, -80.2, -64.8, -51.6, -40.1, -29.5, -19.4, -7.8, 3.2, 18.8, 35.3, 54.2, 76.0, 99.7, 126.2, 166.2, 627.8],
        [-355.0, -186.7, -144.3, -114.1, -93.8, -76.3, -60.6, -47.9, -35.5, -25.3, -15.2, -1.7, 11.7, 27.2, 44.1, 65.0, 86.7, 108.0, 133.5, 172.1, 631.7],
        [-354.1, -185.6, -143.0, -111.1, -91.3, -73.2, -58.2, -43.8, -32.1, -22.1, -8.6, 3.8, 17.5, 34.8, 52.4, 72.2, 92.1, 114.2, 139.6, 181.9, 636.9],
        [-356.4, -183.9, -139.2, -107.6, -87.7, -69.0, -53.7, -39.9, -27.6, -16.7, -4.0, 9.8, 25.3, 43.1, 58.3, 79.3, 97.7, 121.2, 147.3, 189.8, 635.1],
        [-364.6, -179.1, -135.1, -103.1, -82.2, -64.6, -48.2, -33.7, -20.8, -10.5, 4.1, 17.4, 36.7, 52.0, 68.7, 87.6, 107.9, 127.9, 154.4, 198.0, 667.4],
        [-362.8, -176.7, -131.6, -98.7, -76.4, -59.1, -42.3, -27.6, -16.2, -4.3, 11.5, 27.9, 44.6, 61.8, 76.7, 95.5, 114.0, 136.2, 162.4, 206.8, 672.7],
        [-367.6, -174.4, -126.6, -93.7, -72.1, -54.1, -37.9, -22.5, -10.4, 3.6, 17.3, 36.6, 52.5, 68.1, 85.9, 103.3, 121.4, 143.5, 169.7, 215.4, 681.1],
        [-366.7, -170.3, -121.5, -89.3, -66.5, -49.3, -32.4, -19.4, -5.7, 9.0, 25.6, 44.5, 60.2, 76.4, 92.9, 109.9, 128.5, 150.0, 178.4, 221.9, 697.1],
        [-354.8, -165.2, -116.3, -84.2, -62.3, -46.3, -28.1, -14.9, 0.2, 16.6, 33.8, 52.3, 68.7, 85.7, 101.2, 118.9, 134.5, 157.1, 185.0, 228.1, 719.9],
        [-333.4, -160.0, -112.2, -79.6, -59.7, -40.3, -24.1, -9.6, 6.4, 22.8, 42.8, 61.2, 78.1, 95.1, 110.2, 126.1, 144.7, 167.9, 195.3, 237.6, 733.1],
        [-332.9, -155.3, -106.9, -73.6, -52.0, -34.6, -17.6, -2.8, 13.7, 31.2, 51.9, 69.8, 85.2, 102.4, 118.0, 133.6, 153.2, 175.9, 205.9, 248.6, 746.9],
        [-327.3, -150.4, -102.2, -68.8, -46.9, -28.9, -13.2, 4.4, 21.1, 41.0, 59.7, 77.0, 92.8, 109.5, 125.0, 141.7, 160.4, 181.9, 214.0, 255.1, 760.2],
        [-320.3, -141.8, -96.4, -65.3, -43.0, -23.5, -6.7, 11.2, 27.1, 48.4, 68.8, 85.4, 103.5, 118.6, 135.6, 152.3, 172.0, 192.4, 221.9, 262.7, 765.5],
        [-320.4, -136.7, -89.1, -58.4, -37.4, -16.9, -0.0, 18.6, 36.7, 56.6, 77.4, 95.2, 111.0, 127.7, 145.1, 162.9, 180.4, 203.3, 230.4, 270.1, 781.1],
        [-314.2, -130.6, -85.5, -52.3, -31.4, -11.0, 7.1, 25.2, 43.1, 63.8, 85.7, 102.4, 119.2, 136.4, 154.4, 170.7, 188.8, 211.7, 238.2, 277.0, 816.8],
        [-313.9, -124.5, -77.0, -47.1, -22.7, -4.6, 13.9, 32.2, 51.2, 72.6, 93.3, 111.1, 127.5, 144.7, 163.4, 180.4, 196.8, 219.1, 247.5, 285.2, 830.6],
        [-313.5, -120.3, -71.4, -40.4, -15.6, 3.1, 22.5, 42.8, 61.5, 82.0, 102.3, 120.3, 136.2, 153.0, 171.2, 188.1, 206.9, 228.6, 254.1, 292.8, 858.8],
        [-312.8, -116.5, -66.5, -33.9, -9.7, 9.2, 29.5, 49.5, 71.3, 91.6, 110.9, 128.5, 145.2, 160.5, 179.3, 196.0, 215.4, 235.8, 264.6, 300.9, 897.7],
        [-276.4, -108.7, -56.9, -26.5, -2.0, 18.7, 40.0, 58.6, 81.8, 102.3, 120.7, 137.7, 154.7, 172.3, 188.6, 207.3, 225.7, 247.8, 274.6, 309.1, 917.6],
        [-279.5, -100.5, -49.5, -19.5, 6.5, 27.5, 49.5, 70.5, 93.1, 112.5, 130.5, 147.5, 164.5, 180.5, 199.5, 215.5, 235.5, 256.5, 282.5, 317.5, 944.5],
    ],
    centre: [-0.0, 1660.1, 1666.4, 1672.6, 1678.5, 1683.5, 1687.7, 1689.5, 1690.3, 1689.5, 1689.4, 1688.6, 1686.7, 1684.5, 1683.0, 1680.5, 1678.4, 1676.5, 1672.8, 1668.7, 1664.4, 1658.8, 1653.9, 1648.5, 1641.5, 1634.6, 1628.1, 1622.0, 1615.3, 1608.2, 1600.5, 1593.6, 1585.7, 1577.4, 1570.3, 1562.6, 1554.0, 1546.3, 1536.3, 1527.5],
    slope: [0.0000, -0.0089, -0.0205, -0.0380, -0.0491, -0.0692, -0.0895, -0.1147, -0.1359, -0.1577, -0.1752, -0.1907, -0.2126, -0.2314, -0.2481, -0.2743, -0.2941, -0.3087, -0.3286, -0.3350, -0.3468, -0.3631, -0.3717, -0.3823, -0.3914, -0.4030, -0.4134, -0.4199, -0.4281, -0.4423, -0.4495, -0.4418, -0.4487, -0.4567, -0.4704, -0.4740, -0.4747, -0.4606, -0.4696, 0.0000],
};
pub(super) static THREE_COLUMN: Fitted = Fitted {
    rows: [
        [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
        [-31.1, -10.4, -5.7, -5.6, -3.4, -2.3, -2.3, -2.1, -1.2, -1.1, -0.3, -0.1, -0.0, 0.8, 0.9, 1.7, 2.0, 2.9, 4.8, 13.3, 47.7],
        [-43.1, -16.8, -10.6, -7.4, -5.5, -4.4, -3.5, -2.6, -2.1, -1.4, -0.7, -0.3, 0.4, 0.9, 1.7, 2.7, 3.7, 6.3, 13.7, 22.6, 53.4],
        [-48.4, -20.7, -15.2, -12.1, -9.8, -7.5, -5.6, -4.0, -2.8, -1.8, -0.7, 0.3, 1.4, 2.6, 4.3, 6.2, 9.3, 15.2, 22.9, 30.8, 74.5],
        [-50.4, -26.4, -17.7, -13.0, -10.0, -7.1, -5.2, -3.7, -2.2, -0.9, 0.4, 1.9, 3.1, 5.0, 7.4, 10.4, 14.5, 19.9, 26.9, 40.4, 78.8],
        [-56.0, -27.4, -18.5, -13.9, -10.5, -7.6, -5.7, -3.8, -2.0, -0.3, 1.6, 3.8, 5.9, 8.4, 11.8, 15.5, 20.3, 26.1, 33.9, 45.6, 88.2],
        [-59.9, -28.2, -19.4, -14.2, -10.6, -7.1, -4.7, -2.6, -0.2, 2.3, 4.6, 6.9, 9.6, 12.3, 15.9, 20.3, 25.5, 31.1, 40.1, 51.2, 93.9],
        [-62.8, -29.5, -20.5, -14.5, -9.9, -6.1, -3.0, -0.1, 2.2, 5.0, 7.6, 10.3, 13.4, 17.0, 20.9, 25.5, 30.7, 37.6, 46.4, 57.6, 104.4],
        [-65.2, -30.2, -20.1, -13.9, -8.3, -4.8, -1.2, 2.1, 5.1, 8.1, 11.3, 14.5, 18.3, 22.2, 26.5, 31.6, 37.7, 45.0, 53.0, 64.3, 109.1],
        [-66.2, -30.3, -18.4, -12.1, -7.1, -2.6, 1.4, 5.0, 8.8, 12.2, 15.5, 19.2, 23.0, 27.7, 32.2, 37.9, 43.7, 51.1, 58.3, 71.5, 114.2],
        [-66.4, -28.8, -18.0, -10.4, -4.8, -0.5, 3.6, 8.0, 12.1, 15.9, 20.1, 24.4, 29.0, 33.3, 38.0, 43.7, 49.3, 55.8, 64.0, 78.6, 129.6],
        [-67.4, -26.7, -15.2, -8.0, -2.1, 2.8, 7.7, 12.1, 17.0, 20.7, 25.4, 29.7, 33.9, 38.9, 43.8, 49.9, 55.7, 62.0, 71.1, 86.1, 138.5],
        [-67.8, -23.8, -12.4, -5.0, 0.9, 6.7, 11.4, 16.5, 21.0, 25.4, 30.0, 34.7, 38.7, 44.6, 49.8, 55.1, 60.7, 67.8, 78.5, 93.7, 149.4],
        [-65.8, -21.6, -9.4, -1.5, 4.8, 10.5, 16.2, 21.3, 25.6, 30.3, 35.0, 39.9, 45.4, 49.4, 54.5, 60.1, 66.9, 74.0, 85.5, 102.3, 150.2],
        [-68.3, -18.9, -7.1, 1.1, 8.8, 15.4, 21.0, 26.9, 31.6, 36.4, 40.8, 45.1, 50.3, 54.9, 60.6, 66.4, 73.0, 81.3, 92.1, 108.8, 163.3],
        [-69.4, -17.8, -4.1, 5.1, 13.5, 20.1, 26.4, 31.1, 36.2, 40.8, 46.0, 51.2, 55.6, 61.0, 67.0, 72.2, 79.0, 86.2, 97.7, 115.2, 169.8],
        [-65.6, -17.0, -0.6, 10.1, 17.5, 24.6, 30.6, 36.3, 42.1, 47.0, 52.0, 56.3, 62.1, 67.5, 73.6, 79.1, 85.1, 93.5, 104.9, 121.7, 176.3],
        [-67.3, -14.3, 2.7, 13.8, 21.6, 28.4, 35.2, 41.7, 46.5, 52.1, 57.3, 62.5, 67.9, 73.4, 79.0, 84.6, 92.2, 101.0, 111.9, 129.6, 184.4],
        [-58.5, -9.5, 5.7, 17.9, 26.1, 33.7, 39.9, 46.3, 52.0, 57.0, 62.4, 67.6, 73.2, 78.9, 85.1, 90.8, 98.3, 108.6, 119.2, 136.0, 193.5],
        [-57.8, -5.3, 11.0, 22.0, 31.0, 38.2, 45.4, 51.2, 56.7, 62.1, 67.8, 73.8, 79.4, 85.3, 91.6, 98.4, 105.7, 115.1, 126.8, 142.9, 194.8],
        [-54.3, -2.5, 15.1, 27.5, 36.0, 43.2, 50.2, 56.0, 61.9, 67.4, 73.7, 79.2, 85.1, 91.1, 97.3, 104.5, 113.3, 122.3, 133.2, 150.8, 206.5],
        [-54.8, -1.1, 19.6, 31.7, 40.7, 48.1, 55.3, 61.1, 67.1, 72.8, 78.6, 84.8, 90.3, 96.6, 103.7, 110.7, 118.6, 127.9, 139.4, 156.0, 216.9],
        [-52.6, 2.1, 23.7, 34.9, 45.0, 52.7, 59.6, 66.0, 72.3, 78.1, 84.1, 89.5, 95.9, 102.2, 109.3, 116.7, 125.3, 133.7, 145.9, 163.9, 223.4],
        [-53.9, 6.5, 26.1, 38.8, 49.8, 57.7, 63.8, 70.7, 77.6, 83.6, 89.4, 95.1, 101.5, 107.8, 115.7, 123.0, 130.8, 139.9, 151.5, 169.2, 230.0],
        [-48.6, 10.2, 29.9, 43.4, 53.7, 61.9, 69.0, 75.7, 82.0, 88.0, 94.2, 100.3, 108.3, 114.4, 121.6, 130.3, 138.0, 147.3, 158.7, 176.3, 235.3],
        [-50.5, 13.7, 33.6, 47.2, 58.1, 66.0, 73.4, 80.3, 85.9, 91.9, 99.0, 105.6, 112.8, 120.8, 128.0, 135.8, 144.5, 153.0, 166.7, 182.5, 247.1],
        [-45.3, 17.9, 37.9, 51.9, 61.5, 70.5, 78.1, 85.3, 91.8, 98.5, 104.9, 111.6, 118.4, 126.7, 134.5, 142.6, 150.9, 160.6, 172.6, 190.9, 258.4],
        [-46.4, 20.2, 41.5, 55.7, 65.8, 74.9, 83.0, 89.9, 97.0, 103.5, 110.1, 116.9, 124.5, 133.2, 140.2, 148.1, 157.3, 167.3, 179.7, 198.0, 265.1],
        [-38.3, 23.4, 46.2, 60.7, 71.1, 79.9, 87.6, 95.0, 102.4, 108.5, 115.4, 123.1, 129.9, 137.1, 145.4, 154.3, 164.1, 174.6, 187.4, 205.7, 277.5],
        [-37.7, 28.6, 51.6, 65.2, 75.9, 85.1, 92.7, 100.2, 106.6, 113.7, 121.1, 128.5, 136.0, 143.5, 151.1, 160.7, 169.7, 180.7, 193.7, 212.0, 282.9],
        [-39.9, 32.6, 55.8, 69.8, 80.7, 89.4, 98.1, 105.4, 113.0, 119.9, 127.6, 135.1, 142.1, 149.3, 158.2, 166.9, 176.4, 187.7, 200.9, 219.3, 298.5],
        [-34.9, 35.2, 58.1, 74.6, 85.8, 94.6, 102.3, 111.0, 118.3, 125.8, 133.4, 140.9, 148.3, 156.1, 164.5, 173.7, 182.5, 194.1, 207.1, 227.2, 309.6],
        [-33.2, 39.2, 63.7, 79.2, 89.8, 99.2, 108.0, 115.7, 122.8, 130.5, 138.6, 145.8, 153.1, 161.4, 169.8, 178.6, 188.3, 200.4, 215.3, 234.0, 315.7],
        [-29.4, 44.2, 67.2, 83.6, 93.6, 103.7, 111.3, 120.1, 128.0, 136.1, 143.2, 150.4, 158.4, 166.7, 175.9, 185.4, 194.6, 206.7, 221.1, 241.7, 320.9],
        [-27.5, 46.8, 69.9, 87.2, 97.5, 106.5, 115.7, 124.7, 133.3, 141.0, 148.2, 155.7, 163.6, 170.8, 180.3, 190.1, 200.0, 212.4, 227.9, 247.9, 323.6],
        [-25.3, 50.8, 74.0, 90.6, 101.9, 111.4, 121.1, 130.2, 137.9, 145.0, 152.8, 161.0, 168.2, 176.7, 186.4, 194.8, 204.3, 215.8, 232.5, 252.7, 331.3],
        [-26.2, 52.3, 78.3, 94.0, 105.0, 115.3, 124.6, 134.7, 141.7, 148.8, 157.7, 164.8, 172.8, 181.4, 191.0, 200.4, 209.8, 222.3, 237.4, 258.6, 337.0],
        [-24.9, 57.0, 81.4, 96.9, 108.6, 118.4, 128.3, 137.3, 145.4, 153.9, 161.4, 168.4, 176.7, 185.8, 195.2, 204.2, 213.3, 226.9, 242.0, 262.4, 339.8],
        [-22.4, 59.1, 84.3, 100.1, 111.6, 121.2, 131.5, 141.4, 149.6, 157.6, 165.1, 172.4, 181.1, 189.4, 199.3, 207.3, 217.6, 231.0, 245.6, 268.1, 344.1],
        [-21.2, 60.8, 87.8, 102.8, 113.8, 123.8, 134.8, 144.8, 153.8, 160.8, 168.8, 175.8, 184.8, 193.8, 202.8, 210.8, 221.8, 233.8, 249.8, 271.8, 348.8],
    ],
    centre: [-0.0, 674.5, 674.0, 673.3, 671.8, 669.8, 667.1, 664.0, 660.4, 656.4, 652.3, 647.6, 643.0, 638.1, 632.9, 627.8, 622.4, 617.1, 611.8, 606.1, 600.6, 595.4, 590.2, 585.0, 579.6, 574.6, 568.9, 563.7, 558.1, 552.6, 546.8, 541.1, 535.9, 530.7, 526.1, 521.4, 517.1, 513.4, 509.7, 506.2],
    slope: [0.0000, 0.0007, -0.0018, -0.0017, 0.0013, 0.0021, 0.0007, -0.0037, -0.0089, -0.0068, -0.0104, -0.0082, -0.0092, -0.0150, -0.0224, -0.0200, -0.0234, -0.0244, -0.0189, -0.0176, -0.0187, -0.0153, -0.0164, -0.0224, -0.0269, -0.0344, -0.0445, -0.0594, -0.0474, -0.0407, -0.0565, -0.0760, -0.0797, -0.0582, -0.0733, -0.0468, -0.0677, -0.0415, -0.0006, 0.0000],
};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fitted_row_reads_back_as_its_sample() {
        let sample: Vec<f64> = (0..1000).map(f64::from).collect();
        let pairs: Vec<(f64, f64)> = sample.iter().map(|&r| (0.0, r)).collect();
        let row = fit_row(&pairs).row;
        assert!((mean(&row) - 499.5).abs() < 2.0, "{}", mean(&row));
        let d = seat_dist(0, 0.0, &row, 1.0);
        let total: f64 = d.p.iter().sum();
        assert!((total - 1.0).abs() < 1e-9);
        let below: f64 = d.p[..250].iter().sum();
        assert!((below - 0.25).abs() < 0.01, "{below}");
    }
}
