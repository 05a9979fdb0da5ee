//! Simulation against the exact figures: seats' cards played out under Perfect play with
//! random dice ([`play_out`], [`simulated_chances`]) and seeded Perfect-only matches whose
//! predicted chances to win are set against how they ended ([`calibration`]). It lives beside
//! the arena, which plays CPU matches too, rather than in `odds`, so that the exact figures
//! need nothing of the CPU players (`odds` would otherwise import the strategies that import
//! it).

use crate::kernel::RulesContext;
use crate::odds::{Dist, Outlook, chances_for_match, win_chances};
use crate::parallel::share_out;
use crate::rules::Scorecard;
use crate::{Choice, Cpu, Optimum, TurnPlan, holds_for};

/// Plays out one seat's card to the end under Perfect play with random dice (for checking the
/// exact figures against simulation): from `turn` (dice, holds, throws left) if the seat is in
/// mid-turn, else from the start of its next turn. Returns the final total.
pub fn play_out(
    ctx: &RulesContext,
    optimum: &Optimum,
    card: &Scorecard,
    turn: Option<(crate::rules::Dice, crate::rules::Holds, u8)>,
    rng: &mut crate::game::Pcg32,
) -> u32 {
    use crate::rules::{Dice, DieIndex, Face, Holds};
    let rules = ctx.rules;
    let mut card = *card;
    let mut pending = turn;
    let throw = |dice: &mut Dice, held: Holds, rng: &mut crate::game::Pcg32| {
        for die in DieIndex::ALL {
            if !held.contains(die) {
                dice.set(die, rng.next_face());
            }
        }
    };
    while !card.is_complete() {
        let plan = TurnPlan::new(ctx, optimum, &card);
        let (mut dice, mut held, mut left) = pending.take().unwrap_or_else(|| {
            let mut dice = Dice::new([Face::One; 5]);
            throw(&mut dice, Holds::NONE, rng);
            (dice, Holds::NONE, rules.max_rolls() - 1)
        });
        loop {
            let Some(best) = plan.best(&card, &dice, held, left) else {
                return card.total(&rules);
            };
            match best.choice {
                Choice::Score { b, .. } => {
                    if card.place(&rules, &dice, b).is_err() {
                        return card.total(&rules);
                    }
                    break;
                }
                Choice::Hold { keep } => {
                    held = holds_for(&dice, held, &keep);
                    throw(&mut dice, held, rng);
                    left -= 1;
                }
            }
        }
    }
    card.total(&rules)
}

/// One tenth of the calibration: the mean chance predicted, the share actually won (shared
/// wins split), and how many predictions fell in it.
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize)]
pub struct CalibrationBin {
    pub predicted: f64,
    pub observed: f64,
    pub count: u64,
}

/// Plays `games` seeded Perfect-only matches of `seats` seats and, after every placement,
/// predicts every seat's chance to win; returns the predictions grouped in tenths against
/// how the matches ended.
pub fn calibration(
    optimum: &std::sync::Arc<Optimum>,
    outlook: &Outlook,
    seats: usize,
    games: u64,
    seed: u64,
    threads: usize,
) -> Vec<CalibrationBin> {
    let rules = *optimum.rules();
    calibrate(
        rules,
        optimum,
        seats,
        games,
        seed,
        threads,
        || RulesContext::new(rules),
        |ctx, m| Some(chances_for_match(ctx, optimum, outlook, m)),
    )
}

/// [`calibration`] for a card of several columns (`rules`, with `optimum` the optimum of one
/// of its columns): the estimated chances of [`crate::odds::estimate`] against how
/// Perfect's search ended, by the rows of `fit` (the fitted ones are
/// `estimate::fit_for(&rules)`). Empty if `optimum` is not that of `rules`' columns.
pub fn column_calibration(
    rules: crate::rules::Ruleset,
    optimum: &std::sync::Arc<Optimum>,
    fit: &crate::odds::estimate::Fitted,
    seats: usize,
    games: u64,
    seed: u64,
    threads: usize,
) -> Vec<CalibrationBin> {
    use crate::columns::ColumnValues;
    use crate::odds::estimate::estimated_chances_with;
    let Some(values) = ColumnValues::new(rules, optimum.clone()) else {
        return Vec::new();
    };
    // Every prediction comes between turns, when no seat has dice: the valuation alone.
    calibrate(
        rules,
        optimum,
        seats,
        games,
        seed,
        threads,
        || (),
        |_, m| Some(estimated_chances_with(&values, fit, m.cards(), None)),
    )
}

/// Plays the matches of [`calibration`], predicting with `predict` after every placement.
#[allow(clippy::too_many_arguments)]
fn calibrate<C>(
    rules: crate::rules::Ruleset,
    optimum: &std::sync::Arc<Optimum>,
    seats: usize,
    games: u64,
    seed: u64,
    threads: usize,
    context: impl Fn() -> C + Sync,
    predict: impl Fn(&mut C, &crate::game::Match) -> Option<Vec<f64>> + Sync,
) -> Vec<CalibrationBin> {
    use crate::game::{Action, DiceSource, Level, Match, Seat};
    let sums = share_out(
        threads,
        games,
        1,
        || {
            let cpus: Vec<Cpu> = (0..seats)
                .filter_map(|_| Cpu::new(Level::Perfect, rules, Some(optimum.clone())).ok())
                .collect();
            (context(), cpus, vec![(0.0, 0.0, 0u64); 10])
        },
        |(ctx, cpus, bins), g| {
            if cpus.len() != seats {
                return;
            }
            // The old generator: the calibration's seeds and figures were published with it.
            let seats = (0..seats)
                .map(|i| Seat::cpu(&format!("Seat {}", i + 1), Level::Perfect))
                .collect();
            let dice = DiceSource::seeded(super::game_seed(seed, g));
            let Ok(mut m) = Match::with_dice(rules, seats, dice) else {
                return;
            };
            let mut predictions: Vec<Vec<f64>> = Vec::new();
            while let Some(seat) = m.current_seat() {
                let Some(action) = cpus[seat.index()].next_action(&m) else {
                    break;
                };
                if m.apply(seat, action).is_err() {
                    break;
                }
                if matches!(action, Action::Score { .. }) && !m.is_over() {
                    predictions.extend(predict(ctx, &m));
                }
            }
            let outcome = win_chances(
                &m.cards()
                    .iter()
                    .map(|c| Dist::point(c.total(&rules)))
                    .collect::<Vec<_>>(),
            );
            for p in predictions {
                for (i, &q) in p.iter().enumerate() {
                    let bin = &mut bins[((q * 10.0) as usize).min(9)];
                    bin.0 += q;
                    bin.1 += outcome[i];
                    bin.2 += 1;
                }
            }
        },
        |(_, _, bins)| bins,
    );
    (0..10)
        .map(|b| {
            let (p, o, n) = sums.iter().fold((0.0, 0.0, 0u64), |acc, s| {
                (acc.0 + s[b].0, acc.1 + s[b].1, acc.2 + s[b].2)
            });
            let d = (n.max(1)) as f64;
            CalibrationBin {
                predicted: p / d,
                observed: o / d,
                count: n,
            }
        })
        .collect()
}

/// For fitting [`crate::odds::estimate`]: plays `cards` seeded cards of a multi-column
/// layout to their end under Perfect's search and returns, by boxes open at each turn's
/// start, the column valuation's expected final total there and the final total minus it.
pub fn column_residuals(
    values: &crate::columns::ColumnValues,
    cards: u64,
    seed: u64,
    threads: usize,
) -> Vec<Vec<(f64, f64)>> {
    use crate::arena::columns::one_turn;
    use crate::rules::Card;
    let rules = *values.rules();
    let rows = crate::odds::estimate::SPREAD_ROWS;
    let parts = share_out(
        threads,
        cards,
        1,
        || vec![Vec::new(); rows],
        |acc, i| {
            let mut rng = crate::game::Pcg32::from_seed(super::game_seed(seed, i));
            let mut card = Card::empty(&rules);
            let mut starts = Vec::new();
            while !card.is_complete() {
                starts.push((card.open_spots().len(), values.estimate(&card)));
                let next = one_turn(values, &card, &mut rng);
                if next == card {
                    // No legal move: cannot happen on a card with open boxes; never loop.
                    return;
                }
                card = next;
            }
            let total = f64::from(card.total(&rules));
            for (open, raw) in starts {
                if let Some(row) = acc.get_mut(open) {
                    row.push((raw, total - raw));
                }
            }
        },
        |acc| acc,
    );
    (0..rows)
        .map(|r| parts.iter().flat_map(|p| p[r].iter().copied()).collect())
        .collect()
}

/// Each seat's share of wins over `n` simulated completions of `game` under Perfect play
/// (ties split), for checking [`chances_for_match`] against simulation.
pub fn simulated_chances(
    optimum: &Optimum,
    game: &crate::game::Match,
    n: u64,
    seed: u64,
    threads: usize,
) -> Vec<f64> {
    let rules = *game.rules();
    let parts = share_out(
        threads,
        n,
        256,
        || (RulesContext::new(rules), vec![0.0; game.seats().len()]),
        |(ctx, shares), i| {
            let mut rng = crate::game::Pcg32::from_seed(super::game_seed(seed, i));
            let totals: Vec<u32> = game
                .seat_ids()
                .map(|seat| {
                    let turn = (game.current_seat() == Some(seat))
                        .then(|| game.throw().map(|t| (t.dice, t.held, game.rolls_left())))
                        .flatten();
                    play_out(
                        ctx,
                        optimum,
                        game.cards()[seat.index()].first(),
                        turn,
                        &mut rng,
                    )
                })
                .collect();
            let best = totals.iter().copied().max().unwrap_or(0);
            let winners = totals.iter().filter(|&&t| t == best).count() as f64;
            for (s, &t) in shares.iter_mut().zip(&totals) {
                if t == best {
                    *s += 1.0 / winners;
                }
            }
        },
        |(_, shares)| shares,
    );
    (0..game.seats().len())
        .map(|i| parts.iter().map(|p| p[i]).sum::<f64>() / n.max(1) as f64)
        .collect()
}
