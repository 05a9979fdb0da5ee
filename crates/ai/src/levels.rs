//! The CPU levels below Perfect, each a recognisable way of playing, and the heuristic sense
//! of the future that Strong plays with. Their strength is measured by `yahtzee sim`, not
//! assumed.

use super::plan::Choice;
use super::solver::{FutureValue, StateKey, open_boxes};
use crate::rules::{BoxId, Counts, Dice, Face, Layout, Placements, Ruleset, Scorecard};

/// What a box is typically worth to a good player, from the averages of optimal play, scaled
/// by the fixed values of the ruleset. Used to judge whether a score is good *for that box*.
pub fn typical(rules: &Ruleset, b: BoxId) -> f64 {
    if rules.layout() == Layout::Yatzy {
        return typical_yatzy(rules, b);
    }
    match b {
        BoxId::Ones => 1.88,
        BoxId::Twos => 5.28,
        BoxId::Threes => 8.57,
        BoxId::Fours => 12.16,
        BoxId::Fives => 15.69,
        BoxId::Sixes => 19.19,
        BoxId::ThreeOfAKind => 21.66,
        BoxId::FourOfAKind => 13.10,
        BoxId::FullHouse => 0.904 * f64::from(rules.full_house_points()),
        BoxId::SmallStraight => 0.982 * f64::from(rules.small_straight_points()),
        BoxId::LargeStraight => 0.818 * f64::from(rules.large_straight_points()),
        BoxId::Yahtzee => 0.337 * f64::from(rules.yahtzee_points()),
        BoxId::Chance => 22.01,
        BoxId::OnePair | BoxId::TwoPairs | BoxId::Yatzy => 0.0,
    }
}

/// [`typical`] on a Yatzy card: the per-box means of Perfect play over 4,000 seeded games,
/// the fixed boxes as the share of games that score them.
fn typical_yatzy(rules: &Ruleset, b: BoxId) -> f64 {
    match b {
        BoxId::Ones => 2.21,
        BoxId::Twos => 5.64,
        BoxId::Threes => 9.29,
        BoxId::Fours => 12.86,
        BoxId::Fives => 16.21,
        BoxId::Sixes => 20.01,
        BoxId::OnePair => 11.18,
        BoxId::TwoPairs => 19.45,
        BoxId::ThreeOfAKind => 15.50,
        BoxId::FourOfAKind => 13.46,
        BoxId::SmallStraight => 0.263 * f64::from(rules.small_straight_points()),
        BoxId::LargeStraight => 0.490 * f64::from(rules.large_straight_points()),
        BoxId::FullHouse => 21.33,
        BoxId::Chance => 23.07,
        BoxId::Yatzy => 0.399 * f64::from(rules.yahtzee_points()),
        BoxId::Yahtzee => 0.0,
    }
}

/// A rule-of-thumb value of the rest of the game: each open box at its typical worth, the upper
/// bonus weighed by how reachable it still is, and further Yahtzee bonuses at their odds.
pub struct Heuristic {
    rules: Ruleset,
}

impl Heuristic {
    pub fn new(rules: Ruleset) -> Heuristic {
        Heuristic { rules }
    }
}

impl FutureValue for Heuristic {
    fn value(&self, state: StateKey) -> f64 {
        let rules = &self.rules;
        let open = open_boxes(rules, state.filled);
        let mut total: f64 = open.iter().map(|b| typical(rules, b)).sum();
        if rules.upper_bonus() > 0 && state.upper < rules.upper_threshold() {
            let needed = f64::from(rules.upper_threshold() - state.upper);
            // Walked twice rather than collected: this values every successor of every plan
            // Strong solves.
            let open_faces = || {
                BoxId::UPPER
                    .into_iter()
                    .filter(|b| open.contains(*b))
                    .filter_map(|b| b.upper_face())
            };
            if open_faces().next().is_some() {
                // Par is three of each face; the spread of an upper box is about one die.
                let par: f64 = open_faces().map(|f| 3.0 * f64::from(f.value())).sum();
                let spread = 2.0 + open_faces().map(|f| f64::from(f.value())).sum::<f64>() / 2.0;
                let chance = 1.0 / (1.0 + (-(par - needed) / spread).exp());
                total += chance * f64::from(rules.upper_bonus());
            }
        }
        let bonus_alive = state.filled.contains(BoxId::Yahtzee)
            && (state.yahtzee_positive || !rules.bonus_needs_positive_yahtzee());
        if bonus_alive {
            total += 0.045 * f64::from(open.len()) * f64::from(rules.extra_yahtzee_bonus());
        }
        total
    }
}

/// Casual's judgement of a placement: its points against what the box is typically worth,
/// with a nudge for staying on pace for the upper bonus.
fn casual_box_value(rules: &Ruleset, card: &Scorecard, b: BoxId, points: u16) -> f64 {
    let mut value = f64::from(points) - typical(rules, b);
    if let Some(face) = b.upper_face()
        && rules.upper_bonus() > 0
        && card.upper_subtotal() < u32::from(rules.upper_threshold())
    {
        // Points above or below three of a face move the bonus closer or further away.
        let par = 3.0 * f64::from(face.value());
        value += 1.5 * (f64::from(points) - par);
    }
    value
}

fn best_box(placed: &Placements, mut value: impl FnMut(BoxId, u16) -> f64) -> Option<Choice> {
    placed
        .allowed()
        .map(|(b, points)| (value(b, points), b, points))
        .max_by(|a, b| {
            a.0.partial_cmp(&b.0)
                .unwrap_or(std::cmp::Ordering::Equal)
                .then(b.1.cmp(&a.1))
        })
        .map(|(_, b, points)| Choice::score(b, points))
}

/// The dice of a run of consecutive faces of at least `len`, one of each face.
fn run_keep(roll: &Counts, len: u8) -> Option<Counts> {
    let a = roll.as_array();
    let mut best: Option<(usize, usize)> = None;
    let mut start = 0;
    // A sentinel 0 past the sixes closes a run that ends at six.
    for (i, &count) in a.iter().chain(std::iter::once(&0)).enumerate() {
        if count == 0 {
            if i - start >= usize::from(len) && best.is_none_or(|(s, e)| i - start >= e - s) {
                best = Some((start, i));
            }
            start = i + 1;
        }
    }
    best.map(|(s, e)| Counts::new(std::array::from_fn(|f| u8::from((s..e).contains(&f)))))
}

/// The dice in either keep: under sticky holds a keep must contain the dice already locked.
fn union(a: &Counts, b: &Counts) -> Counts {
    let (a, b) = (a.as_array(), b.as_array());
    Counts::new(std::array::from_fn(|f| a[f].max(b[f])))
}

fn all_of(roll: &Counts, face: Face) -> Counts {
    let mut a = [0u8; 6];
    a[face.index()] = roll.of(face);
    Counts::new(a)
}

/// `locked` is what sticky holds already fix (empty otherwise).
///
/// Beginner: keeps its biggest group of equal dice (or four in a row when a straight is open)
/// and takes the most points in sight, scratching the cheapest box when nothing scores.
pub fn beginner(
    rules: &Ruleset,
    card: &Scorecard,
    dice: &Dice,
    placed: &Placements,
    rolls_left: u8,
    locked: Counts,
) -> Choice {
    hold_or_score(
        beginner_keep(card, dice, placed, rolls_left),
        &locked,
        || beginner_box(rules, placed),
    )
}

/// Holds `keep` (with the dice sticky holds already fix) if that leaves something to throw;
/// otherwise scores as `score` says.
fn hold_or_score(keep: Option<Counts>, locked: &Counts, score: impl FnOnce() -> Choice) -> Choice {
    match keep.map(|k| union(&k, locked)) {
        Some(keep) if keep.len() < 5 => Choice::Hold { keep },
        _ => score(),
    }
}

fn beginner_keep(
    card: &Scorecard,
    dice: &Dice,
    placed: &Placements,
    rolls_left: u8,
) -> Option<Counts> {
    let roll = dice.counts();
    let open = card.open();
    let made = |b: BoxId| placed.offer(b).is_some_and(|o| o.allowed() && o.points > 0);
    if rolls_left > 0
        && !(made(card.layout().five_of_a_kind_box())
            || made(BoxId::LargeStraight)
            || (made(BoxId::FullHouse) && roll.max_of_a_kind() == 3))
    {
        let straight_open =
            open.contains(BoxId::SmallStraight) || open.contains(BoxId::LargeStraight);
        if straight_open && let Some(run) = run_keep(&roll, 4) {
            return Some(run);
        }
        // The most common face, the higher one on a tie.
        let face = Face::ALL
            .iter()
            .rev()
            .copied()
            .max_by_key(|&f| roll.of(f))
            .unwrap_or(Face::Six);
        return Some(all_of(&roll, face));
    }
    None
}

fn beginner_box(rules: &Ruleset, placed: &Placements) -> Choice {
    const SACRIFICE: [BoxId; 16] = [
        BoxId::Ones,
        BoxId::Twos,
        BoxId::Threes,
        BoxId::FourOfAKind,
        BoxId::Yatzy,
        BoxId::TwoPairs,
        BoxId::LargeStraight,
        BoxId::FullHouse,
        BoxId::SmallStraight,
        BoxId::Fours,
        BoxId::Fives,
        BoxId::Sixes,
        BoxId::ThreeOfAKind,
        BoxId::OnePair,
        BoxId::Yahtzee,
        BoxId::Chance,
    ];
    let _ = rules;
    best_box(placed, |b, points| {
        let order = SACRIFICE.iter().position(|&s| s == b).unwrap_or(0) as f64;
        f64::from(points) * 100.0 - order
    })
    .unwrap_or(Choice::score(BoxId::Chance, 0))
}

/// Casual: sensible rules of thumb. Takes made straights, full houses and Yahtzees; chases
/// straights from three in a row and groups of the face that helps the card most; judges a
/// box by its points against what that box is usually worth, minding the upper bonus.
pub fn casual(
    rules: &Ruleset,
    card: &Scorecard,
    dice: &Dice,
    placed: &Placements,
    rolls_left: u8,
    locked: Counts,
) -> Choice {
    hold_or_score(casual_keep(card, dice, placed, rolls_left), &locked, || {
        best_box(placed, |b, p| casual_box_value(rules, card, b, p))
            .unwrap_or(Choice::score(BoxId::Chance, 0))
    })
}

/// What Casual keeps, or `None` to score now.
fn casual_keep(
    card: &Scorecard,
    dice: &Dice,
    placed: &Placements,
    rolls_left: u8,
) -> Option<Counts> {
    let roll = dice.counts();
    let open = card.open();
    if rolls_left == 0 {
        return None;
    }
    let made = |b: BoxId| placed.offer(b).is_some_and(|o| o.allowed() && o.points > 0);
    if made(card.layout().five_of_a_kind_box())
        || placed.extra_bonus()
        || made(BoxId::LargeStraight)
    {
        return None;
    }
    let ls_open = open.contains(BoxId::LargeStraight);
    let ss_open = open.contains(BoxId::SmallStraight);
    if made(BoxId::SmallStraight) && !ls_open {
        return None;
    }
    if made(BoxId::FullHouse) && roll.max_of_a_kind() == 3 {
        return None;
    }
    let groups = roll.max_of_a_kind();
    if (ls_open || ss_open) && groups <= 2 {
        let need = if ls_open && roll.longest_run() >= 4 {
            4
        } else {
            3
        };
        if let Some(run) = run_keep(&roll, need) {
            return Some(run);
        }
    }
    if open.contains(BoxId::FullHouse) && groups == 2 {
        let pairs: Vec<Face> = Face::ALL
            .iter()
            .copied()
            .filter(|&f| roll.of(f) == 2)
            .collect();
        if pairs.len() == 2 {
            let mut a = [0u8; 6];
            for f in pairs {
                a[f.index()] = 2;
            }
            return Some(Counts::new(a));
        }
    }
    let kinds_open = [
        BoxId::ThreeOfAKind,
        BoxId::FourOfAKind,
        BoxId::Yahtzee,
        BoxId::Yatzy,
        BoxId::OnePair,
        BoxId::TwoPairs,
    ]
    .iter()
    .any(|&b| open.contains(b));
    let pick = Face::ALL
        .iter()
        .copied()
        .filter(|&f| roll.of(f) > 0)
        .map(|f| {
            let upper_open = open.contains(BoxId::for_face(f));
            let useful = if upper_open {
                3.0
            } else if kinds_open {
                1.0
            } else {
                0.0
            };
            let weight = f64::from(roll.of(f)) * 10.0
                + f64::from(f.value()) * if kinds_open { 1.0 } else { 0.3 }
                + useful;
            (weight, f)
        })
        .max_by(|a, b| a.0.partial_cmp(&b.0).unwrap_or(std::cmp::Ordering::Equal));
    match pick {
        Some((_, f)) if roll.of(f) >= 2 || open.contains(BoxId::for_face(f)) || kinds_open => {
            Some(all_of(&roll, f))
        }
        _ => Some(Counts::default()),
    }
}
