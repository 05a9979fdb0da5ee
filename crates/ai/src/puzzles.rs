//! Practice puzzles: "a card and dice, which box would you use?", taken from real positions
//! and answered by the exact solver.
//!
//! No position is typed in by hand. [`generate`] plays whole solitaire matches with the
//! optimum's own choices on the match's seeded dice, and at every placement after the last
//! throw asks the turn plan ([`TurnPlan::options`], what the advisor and the coach rank by)
//! how much the best box is worth over the next best. A position where that margin is
//! large enough to matter, but not so large that any box but one is absurd, becomes a
//! puzzle; its [`Difficulty`] is the margin (a small one is a hard puzzle: the two choices
//! look alike and differ by little). Each puzzle keeps the match's seed and the actions that
//! led to it, so a front end rebuilds the very position by replaying them through the match,
//! with the same authority as any match.
//!
//! The same seeds give the same puzzles for the same optimum, so a puzzle's [`Puzzle::id`]
//! (a hash of its card and dice) names it across runs, for the progress file.
//!
//! [`reason`] says in words why the best box beats another: what each scores now, and what
//! the upper boxes mean against par (three of each face, the 63 that earns the bonus).

use crate::game::{Action, DiceSource, Match, Seat, SeatId};
use crate::kernel::RulesContext;
use crate::plan::{Choice, Rated, TurnPlan, holds_for};
use crate::rules::{BoxId, Dice, DieIndex, Ruleset, Scorecard};
use crate::solver::FutureValue;
use yahtzee_l10n::t;

/// How hard a puzzle is, by how close its best and second-best boxes are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Difficulty {
    /// The best box is worth 8 points or more over the next (on average, to the end).
    Easy,
    /// 3 to 8 points.
    Medium,
    /// 1 to 3 points: the choices look alike.
    Hard,
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    /// The difficulty as a player reads it, in the language spoken.
    pub fn label(self) -> &'static str {
        static LABELS: crate::words::Labels<Difficulty, 3> =
            crate::words::Labels::new(Difficulty::ALL, |d| match d {
                Difficulty::Easy => t!("ai-puzzle-easy"),
                Difficulty::Medium => t!("ai-puzzle-medium"),
                Difficulty::Hard => t!("ai-puzzle-hard"),
            });
        LABELS.get(self)
    }

    /// The difficulty of a position whose best option beats the next by `margin` points, if
    /// it makes a puzzle at all (below a point the difference is too fine to teach).
    pub fn of_margin(margin: f64) -> Option<Difficulty> {
        match margin {
            m if (8.0..30.0).contains(&m) => Some(Difficulty::Easy),
            m if (3.0..8.0).contains(&m) => Some(Difficulty::Medium),
            m if (1.0..3.0).contains(&m) => Some(Difficulty::Hard),
            _ => None,
        }
    }
}

/// A position to answer: the card, the dice after the last throw, and every box ranked.
#[derive(Clone, Debug)]
pub struct Puzzle {
    pub id: u64,
    pub difficulty: Difficulty,
    pub rules: Ruleset,
    /// The seed of the match it comes from, and the actions that led to it (one seat).
    pub seed: u64,
    pub actions: Vec<Action>,
    pub card: Scorecard,
    pub dice: Dice,
    /// Every box the dice may go in, best first, each with its expected final total.
    pub options: Vec<Rated>,
}

/// The seat a puzzle's match is played by.
pub const SEAT_NAME: &str = "You";
/// How many puzzles of each difficulty [`generate`] keeps.
pub const PER_DIFFICULTY: usize = 8;
/// The matches [`generate`] plays at most (it stops as soon as it has enough puzzles).
const MATCHES: u64 = 200;
/// The seeds' base, so the puzzles are the same on every machine.
const SEED_BASE: u64 = 0x6C65_6172_6E00;

impl Puzzle {
    /// The best box.
    pub fn best(&self) -> Option<&Rated> {
        self.options.first()
    }

    /// The option of scoring `b`, if the dice may go there.
    pub fn option(&self, b: BoxId) -> Option<&Rated> {
        self.options
            .iter()
            .find(|o| matches!(o.choice, Choice::Score { b: x, .. } if x == b))
    }

    /// Whether scoring `b` is a right answer: the best box, or one worth as much (a tie
    /// within a hundredth of a point).
    pub fn is_right(&self, b: BoxId) -> bool {
        match (self.best(), self.option(b)) {
            (Some(best), Some(o)) => best.expected_total - o.expected_total < 0.01,
            _ => false,
        }
    }

    /// How many points the best option beats the second by.
    pub fn margin(&self) -> f64 {
        match (self.options.first(), self.options.get(1)) {
            (Some(a), Some(b)) => a.expected_total - b.expected_total,
            _ => 0.0,
        }
    }

    /// The match at this puzzle's position, replayed from its seed through the match's
    /// own rules (an action the match refuses makes no puzzle).
    pub fn position(&self) -> Option<Match> {
        let mut game = puzzle_match(self.rules, self.seed)?;
        for &action in &self.actions {
            game.apply(SeatId(0), action).ok()?;
        }
        Some(game)
    }

    /// The answer in words for a player who chose `chosen`: whether it was right, and why
    /// the best box is best (against the player's box, or against the runner-up).
    pub fn answer(&self, chosen: BoxId) -> String {
        let Some(best) = self.best() else {
            return String::new();
        };
        let right = self.is_right(chosen);
        let other = if right {
            self.options.iter().find(|o| !same_box(o, best))
        } else {
            self.option(chosen)
        };
        let why = other.map_or_else(String::new, |o| reason(&self.rules, &self.card, best, o));
        if right {
            t!("ai-puzzle-right", why = why)
        } else {
            t!("ai-puzzle-not-quite", why = why)
        }
    }
}

fn same_box(a: &Rated, b: &Rated) -> bool {
    matches!((a.choice, b.choice), (Choice::Score { b: x, .. }, Choice::Score { b: y, .. }) if x == y)
}

/// A puzzle's match: one person, the seed's generator. Not a tape: a puzzle is kept by its
/// seed and moves, and the positions found before the tape must stay the same positions.
pub fn puzzle_match(rules: Ruleset, seed: u64) -> Option<Match> {
    Match::with_dice(
        rules,
        vec![Seat::human(SEAT_NAME)],
        DiceSource::seeded(seed),
    )
    .ok()
}

/// A puzzle's id: an FNV-1a hash of the rules' name, the card's boxes and the dice (in
/// order), the same on every machine and in every release that makes the same position.
fn id_of(rules: &Ruleset, card: &Scorecard, dice: &Dice) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |byte: u8| {
        h ^= u64::from(byte);
        h = h.wrapping_mul(0x0100_0000_01b3);
    };
    rules.name().bytes().for_each(&mut eat);
    for b in card.boxes() {
        match b {
            Some(points) => points.to_le_bytes().into_iter().for_each(&mut eat),
            None => [0xff, 0xff].into_iter().for_each(&mut eat),
        }
    }
    card.extra_yahtzees()
        .to_le_bytes()
        .into_iter()
        .for_each(&mut eat);
    dice.faces().iter().for_each(|f| eat(f.value()));
    // Kept within what a JSON number holds exactly, so the progress file reads it back.
    h >> 11
}

/// The puzzles of `rules` (a card of one column), found by playing matches with `future`'s
/// choices: up to [`PER_DIFFICULTY`] of each difficulty, in the order found.
pub fn generate(rules: Ruleset, future: &dyn FutureValue) -> Vec<Puzzle> {
    let ctx = RulesContext::new(rules);
    let mut found: Vec<Puzzle> = Vec::new();
    let full = |found: &[Puzzle], d: Difficulty| {
        found.iter().filter(|p| p.difficulty == d).count() >= PER_DIFFICULTY
    };
    for n in 0..MATCHES {
        if Difficulty::ALL.iter().all(|&d| full(&found, d)) {
            break;
        }
        let seed = SEED_BASE + n;
        let Some(mut game) = puzzle_match(rules, seed) else {
            break;
        };
        while let Some(seat) = game.current_seat() {
            let Some(card) = game.card(seat).map(|c| *c.first()) else {
                break;
            };
            let plan = TurnPlan::new(&ctx, future, &card);
            if game.apply(seat, Action::Roll).is_err() {
                break;
            }
            while let Some(throw) = game.throw().copied() {
                let left = game.rolls_left();
                let options = plan.options(&card, &throw.dice, throw.held, left);
                let Some(best) = options.first().copied() else {
                    break;
                };
                if left == 0 && options.len() >= 2 {
                    let margin = options[0].expected_total - options[1].expected_total;
                    // One puzzle of each difficulty per match at most, so that the
                    // puzzles of a level come from different games and cards.
                    if let Some(d) = Difficulty::of_margin(margin)
                        && !full(&found, d)
                        && !found.iter().any(|p| p.seed == seed && p.difficulty == d)
                    {
                        let id = id_of(&rules, &card, &throw.dice);
                        if !found.iter().any(|p| p.id == id) {
                            found.push(Puzzle {
                                id,
                                difficulty: d,
                                rules,
                                seed,
                                actions: game.log().iter().map(|e| e.action).collect(),
                                card,
                                dice: throw.dice,
                                options: options.clone(),
                            });
                        }
                    }
                }
                let done = match best.choice {
                    Choice::Score { b, column, .. } => {
                        let _ = game.apply(seat, Action::Score { b, column });
                        true
                    }
                    Choice::Hold { keep } => {
                        let want = holds_for(&throw.dice, throw.held, &keep);
                        for die in DieIndex::ALL {
                            if want.contains(die) != throw.held.contains(die) {
                                let _ = game.apply(seat, Action::ToggleHold { die });
                            }
                        }
                        game.apply(seat, Action::Roll).is_err()
                    }
                };
                if done {
                    break;
                }
            }
        }
    }
    found.sort_by_key(|p| p.difficulty);
    found
}

/// Why `best` beats `other`, in words: "Full house 25 now; Threes would take 6, 3 under par
/// (three 3s make 9), the 63 harder to reach; kept open, Threes waits for more 3s. The
/// difference: 4.0 points on average."
pub fn reason(rules: &Ruleset, card: &Scorecard, best: &Rated, other: &Rated) -> String {
    let (
        Choice::Score { b, points, .. },
        Choice::Score {
            b: ob, points: op, ..
        },
    ) = (best.choice, other.choice)
    else {
        return String::new();
    };
    let layout = rules.layout();
    let name = |b: BoxId| layout.label(b).to_string();
    let threshold = rules.upper_threshold();
    let bonus_open = rules.upper_bonus() > 0 && card.upper_bonus(rules) == 0;
    let on_pace = b
        .upper_face()
        .filter(|_| bonus_open)
        .map(|face| (face, 3 * u16::from(face.value())))
        .filter(|&(_, par)| points >= par);
    let first = match on_pace {
        Some((face, par)) => t!(
            "ai-reason-on-pace",
            spot = name(b),
            points = points,
            over = (points - par),
            face = (face.value()),
            threshold = threshold
        ),
        None => t!("ai-reason-now", spot = name(b), points = points),
    };
    let second = match ob.upper_face() {
        Some(face) if bonus_open => {
            let par = 3 * u16::from(face.value());
            if op < par {
                t!(
                    "ai-reason-under-par",
                    spot = name(ob),
                    points = op,
                    under = (par - op),
                    face = (face.value()),
                    par = par,
                    threshold = threshold
                )
            } else {
                t!(
                    "ai-reason-harder-later",
                    spot = name(ob),
                    points = op,
                    best = name(b)
                )
            }
        }
        _ if op == 0 => t!("ai-reason-zero", spot = name(ob)),
        _ => t!("ai-reason-later", spot = name(ob), points = op),
    };
    let loss = yahtzee_l10n::decimal(best.expected_total - other.expected_total, 1);
    match ob.upper_face() {
        Some(face) if b.upper_face().is_none() && bonus_open => t!(
            "ai-reason-waiting",
            first = first,
            second = second,
            spot = name(ob),
            face = (face.value()),
            loss = loss
        ),
        _ => t!("ai-reason", first = first, second = second, loss = loss),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A quick valuation (points on the card count, the future nothing): enough to walk
    /// the generator's paths without solving the game.
    struct Greedy;
    impl FutureValue for Greedy {
        fn value(&self, _state: crate::solver::StateKey) -> f64 {
            0.0
        }
    }

    #[test]
    fn puzzles_replay_to_their_position_and_rank_their_answer_first() {
        let puzzles = generate(Ruleset::CLASSIC, &Greedy);
        assert!(!puzzles.is_empty());
        for p in &puzzles {
            let game = p.position().expect("a puzzle replays");
            let throw = game.throw().expect("dice on the table");
            assert_eq!(throw.dice, p.dice);
            assert_eq!(game.rolls_left(), 0);
            assert_eq!(game.card(SeatId(0)).map(|c| *c.first()), Some(p.card));
            assert_eq!(Difficulty::of_margin(p.margin()), Some(p.difficulty));
            let Some(Choice::Score { b, .. }) = p.best().map(|o| o.choice) else {
                panic!("a placement is best");
            };
            assert!(p.is_right(b));
            assert!(p.answer(b).starts_with("Right."), "{}", p.answer(b));
        }
    }

    #[test]
    fn an_answer_is_explained_in_the_language_spoken() {
        use yahtzee_l10n::{Lang, speaking};
        let puzzles = generate(Ruleset::CLASSIC, &Greedy);
        let p = puzzles.first().expect("a puzzle");
        let Some(Choice::Score { b, .. }) = p.best().map(|o| o.choice) else {
            panic!("a placement is best");
        };
        let wrong = p
            .options
            .iter()
            .find_map(|o| match o.choice {
                Choice::Score { b: other, .. } if !p.is_right(other) => Some(other),
                _ => None,
            })
            .expect("a wrong box");
        speaking(Lang::De, None, || {
            let right = p.answer(b);
            assert!(right.starts_with("Richtig. "), "{right}");
            assert!(right.contains("Der Unterschied: im Schnitt "), "{right}");
            assert!(p.answer(wrong).starts_with("Nicht ganz. "));
            assert_eq!(p.difficulty.label(), Difficulty::label(p.difficulty));
            assert!(["Leicht", "Mittel", "Schwer"].contains(&p.difficulty.label()));
        });
        let swedish = speaking(Lang::Sv, None, || p.answer(b));
        assert!(swedish.starts_with("Rätt. ") && swedish.contains(" poäng i snitt."));
        assert!(!swedish.contains("would") && !swedish.contains("difference"));
    }

    #[test]
    fn the_puzzles_of_a_level_come_from_different_games() {
        let puzzles = generate(Ruleset::CLASSIC, &Greedy);
        for d in Difficulty::ALL {
            let mut seeds: Vec<u64> = puzzles
                .iter()
                .filter(|p| p.difficulty == d)
                .map(|p| p.seed)
                .collect();
            let found = seeds.len();
            assert!(found > 1, "{d:?}: {found} puzzles");
            seeds.sort_unstable();
            seeds.dedup();
            assert_eq!(seeds.len(), found, "{d:?}: two puzzles from one game");
        }
    }

    #[test]
    fn the_reason_speaks_of_par_for_an_upper_box() {
        let rules = Ruleset::CLASSIC;
        let card = Scorecard::empty(&rules);
        let best = Rated {
            choice: Choice::Score {
                b: BoxId::FullHouse,
                points: 25,
                column: crate::rules::ColumnId::FIRST,
            },
            expected_total: 250.0,
        };
        let other = Rated {
            choice: Choice::Score {
                b: BoxId::Threes,
                points: 6,
                column: crate::rules::ColumnId::FIRST,
            },
            expected_total: 246.0,
        };
        let said = reason(&rules, &card, &best, &other);
        assert_eq!(
            said,
            "Full house 25 now; Threes would take 6, 3 under par (three 3s make 9), the 63 harder to reach; kept open, Threes waits for more 3s. The difference: 4.0 points on average."
        );
    }
}
