//! Glicko-2, as Mark Glickman's "Example of the Glicko-2 system" (2013,
//! <http://www.glicko.net/glicko/glicko2.pdf>) sets it out, step by step.
//!
//! Why Glicko-2: it is published and checked (the paper's worked example is a test below),
//! it is what Lichess and many other game servers rate with, and besides a rating it keeps a
//! deviation that says how sure the rating is: a newcomer's moves fast and shows "±350",
//! a regular's settles. Elo has no such measure, and TrueSkill is patented and harder to
//! check by hand.
//!
//! How the server uses it: every rated match is one rating period of its own (an always-on
//! server has no natural period to batch matches in, and a player sees their new rating as
//! soon as the match ends). Heads-up is one game; with three or four rated seats every pair
//! is a game, won, tied or lost by the final totals, all of them in the match's one period
//! against the opponents' ratings from before the match. A deviation does not grow while a
//! person is away: periods are matches, and a match that was not played is no period.
//!
//! Bounds: a deviation stays within [[`MIN_DEVIATION`], [`START_DEVIATION`]] and the
//! volatility within (0, [`MAX_VOLATILITY`]] (Lichess's bounds too), so one freak result
//! cannot make a rating jump without end, and a number that is not finite (never from this
//! code, but from a hand-edited database) leaves the rating as it was.

use crate::Rating;

/// Glicko-2's scale: a rating of 1500 ± 173.7178 is 0 ± 1 on the inner scale.
pub const SCALE: f64 = 173.7178;
/// The system constant τ: how much the volatility may change in one period (Glickman
/// suggests 0.3 to 1.2; 0.5 is his example's).
pub const TAU: f64 = 0.5;
/// When the volatility's iteration stops.
pub const EPSILON: f64 = 0.000_001;
/// A newcomer's rating, deviation and volatility.
pub const START_RATING: f64 = 1500.0;
pub const START_DEVIATION: f64 = 350.0;
pub const START_VOLATILITY: f64 = 0.06;
/// The bounds kept (see the module docs).
pub const MIN_DEVIATION: f64 = 30.0;
pub const MAX_VOLATILITY: f64 = 0.1;
/// The volatility's iteration converges in a handful of steps; a bound keeps a bad number
/// from looping.
const MAX_STEPS: usize = 100;

/// One game of a period, seen from the player rated: the opponent's rating before the
/// period and the score (1 a win, ½ a tie, 0 a loss).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Game {
    pub opponent: Rating,
    pub score: f64,
}

impl Rating {
    /// Someone who has played no rated game.
    pub const NEW: Rating = Rating {
        rating: START_RATING,
        deviation: START_DEVIATION,
        volatility: START_VOLATILITY,
        games: 0,
    };

    fn finite(&self) -> bool {
        self.rating.is_finite()
            && self.deviation.is_finite()
            && self.deviation > 0.0
            && self.volatility.is_finite()
            && self.volatility > 0.0
    }
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

/// The player's rating after one period of `games` (Glickman's steps 2 to 8). With no
/// games, only the deviation grows (step 6 alone). `games` in the result counts the period
/// as one more match.
pub fn rate(player: Rating, games: &[Game]) -> Rating {
    if !player.finite()
        || games
            .iter()
            .any(|g| !g.opponent.finite() || !g.score.is_finite())
    {
        return player;
    }
    // Step 2: the inner scale.
    let mu = (player.rating - START_RATING) / SCALE;
    let phi = player.deviation / SCALE;
    let sigma = player.volatility;
    if games.is_empty() {
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        return Rating {
            deviation: (phi_star * SCALE).clamp(MIN_DEVIATION, START_DEVIATION),
            ..player
        };
    }
    // Steps 3 and 4: the estimated variance v and the improvement Δ.
    let mut v_inverse = 0.0;
    let mut sum = 0.0;
    for game in games {
        let mu_j = (game.opponent.rating - START_RATING) / SCALE;
        let phi_j = game.opponent.deviation / SCALE;
        let e = expected(mu, mu_j, phi_j);
        v_inverse += g(phi_j) * g(phi_j) * e * (1.0 - e);
        sum += g(phi_j) * (game.score - e);
    }
    let v = 1.0 / v_inverse;
    let delta = v * sum;
    // Step 5: the new volatility, by the Illinois algorithm.
    let sigma_new = volatility(phi, sigma, v, delta);
    // Steps 6 and 7: the new deviation and rating.
    let phi_star = (phi * phi + sigma_new * sigma_new).sqrt();
    let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu_new = mu + phi_new * phi_new * sum;
    // Step 8: back to the outer scale.
    let after = Rating {
        rating: SCALE * mu_new + START_RATING,
        deviation: (SCALE * phi_new).clamp(MIN_DEVIATION, START_DEVIATION),
        volatility: sigma_new.min(MAX_VOLATILITY),
        games: player.games.saturating_add(1),
    };
    if after.finite() { after } else { player }
}

/// Glickman's step 5: σ' such that f(ln σ'²) = 0.
fn volatility(phi: f64, sigma: f64, v: f64, delta: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 && k < MAX_STEPS as f64 {
            k += 1.0;
        }
        a - k * TAU
    };
    let mut f_a = f(big_a);
    let mut f_b = f(big_b);
    let mut steps = 0;
    while (big_b - big_a).abs() > EPSILON && steps < MAX_STEPS {
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
        steps += 1;
    }
    (big_a / 2.0).exp()
}

/// The scores of one match between rated seats, pair by pair: for each seat (by index into
/// `totals`), its games against every other seat, scored by final totals.
pub fn pairwise(totals: &[u32], before: &[Rating]) -> Vec<Vec<Game>> {
    (0..totals.len())
        .map(|i| {
            (0..totals.len())
                .filter(|&j| j != i)
                .map(|j| Game {
                    opponent: before[j],
                    score: match totals[i].cmp(&totals[j]) {
                        std::cmp::Ordering::Greater => 1.0,
                        std::cmp::Ordering::Equal => 0.5,
                        std::cmp::Ordering::Less => 0.0,
                    },
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: START_VOLATILITY,
            games: 0,
        }
    }

    #[test]
    fn glickmans_worked_example() {
        let player = r(1500.0, 200.0);
        let games = [
            Game {
                opponent: r(1400.0, 30.0),
                score: 1.0,
            },
            Game {
                opponent: r(1550.0, 100.0),
                score: 0.0,
            },
            Game {
                opponent: r(1700.0, 300.0),
                score: 0.0,
            },
        ];
        let after = rate(player, &games);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
        assert_eq!(after.games, 1);
    }

    #[test]
    fn a_win_raises_a_loss_lowers_and_a_tie_between_equals_keeps() {
        let [a, b] = [Rating::NEW, Rating::NEW];
        let games = pairwise(&[250, 200], &[a, b]);
        let (wa, wb) = (rate(a, &games[0]), rate(b, &games[1]));
        assert!(wa.rating > 1500.0 && wb.rating < 1500.0);
        assert!((wa.rating - 1500.0 - (1500.0 - wb.rating)).abs() < 1e-9);
        assert!(wa.deviation < 350.0);
        let tie = pairwise(&[200, 200], &[a, b]);
        assert!((rate(a, &tie[0]).rating - 1500.0).abs() < 1e-9);
    }

    #[test]
    fn four_seats_are_six_games_scored_by_totals() {
        let before = [Rating::NEW; 4];
        let games = pairwise(&[300, 250, 250, 100], &before);
        assert_eq!(games.iter().map(Vec::len).sum::<usize>(), 12);
        let scores: Vec<f64> = games
            .iter()
            .map(|g| g.iter().map(|g| g.score).sum())
            .collect();
        assert_eq!(scores, [3.0, 1.5, 1.5, 0.0]);
    }

    #[test]
    fn numbers_that_are_not_finite_change_nothing() {
        let bad = Rating {
            rating: f64::NAN,
            ..Rating::NEW
        };
        let games = [Game {
            opponent: bad,
            score: 1.0,
        }];
        assert_eq!(rate(Rating::NEW, &games), Rating::NEW);
        assert_eq!(rate(bad, &[]).games, 0);
    }

    #[test]
    fn the_bounds_hold_over_a_long_run() {
        let mut me = Rating::NEW;
        for i in 0..2_000 {
            let score = if i % 3 == 0 { 0.0 } else { 1.0 };
            me = rate(
                me,
                &[Game {
                    opponent: r(1500.0, 50.0),
                    score,
                }],
            );
            assert!(me.deviation >= MIN_DEVIATION && me.deviation <= START_DEVIATION);
            assert!(me.volatility > 0.0 && me.volatility <= MAX_VOLATILITY);
        }
        assert_eq!(me.games, 2_000);
    }
}
