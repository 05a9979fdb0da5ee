//! What a roll scores in each box, and where it may legally go. The Joker lives here and
//! nowhere else: the match's checks, the screen's preview, the CPU and the advisor all ask
//! [`placements`] (or [`evaluate`], its form over a bare set of open boxes).

use std::fmt;
use yahtzee_l10n::t;

use super::boxes::{BOXES, BoxId, BoxSet};
use super::dice::{Counts, Face};
use super::layout::Layout;
use super::ruleset::{JokerRule, KindsScore, Ruleset};

/// Points for `counts` in `b`, as the dice are: no Joker.
pub fn base_points(rules: &Ruleset, b: BoxId, counts: &Counts) -> u16 {
    if rules.layout() == Layout::Yatzy {
        return yatzy_points(rules, b, counts);
    }
    let kinds = |n: u8| match counts.face_with_at_least(n) {
        None => 0,
        Some(face) => match rules.kinds_score() {
            KindsScore::All => counts.pips(),
            KindsScore::Matching => u16::from(face.value()) * u16::from(counts.of(face)),
        },
    };
    let five = counts.five_of_a_kind().is_some();
    match b {
        BoxId::Ones | BoxId::Twos | BoxId::Threes | BoxId::Fours | BoxId::Fives | BoxId::Sixes => {
            let face = Face::from_index(b.index());
            u16::from(face.value()) * u16::from(counts.of(face))
        }
        BoxId::ThreeOfAKind => kinds(3),
        BoxId::FourOfAKind => kinds(4),
        BoxId::FullHouse => {
            if full_house_shape(counts) || (five && rules.five_of_a_kind_is_full_house()) {
                rules.full_house_points()
            } else {
                0
            }
        }
        BoxId::SmallStraight if counts.longest_run() >= 4 => rules.small_straight_points(),
        BoxId::LargeStraight if counts.longest_run() >= 5 => rules.large_straight_points(),
        BoxId::Yahtzee if five => rules.yahtzee_points(),
        BoxId::SmallStraight | BoxId::LargeStraight | BoxId::Yahtzee => 0,
        BoxId::Chance => counts.pips(),
        // Not on a classic card; nothing can be scored there.
        BoxId::OnePair | BoxId::TwoPairs | BoxId::Yatzy => 0,
    }
}

/// Scandinavian Yatzy's scoring: the kinds and pairs count only the dice that make them,
/// the straights are exact, and a Full house is worth its dice.
fn yatzy_points(rules: &Ruleset, b: BoxId, counts: &Counts) -> u16 {
    // Faces with at least `n` dice, highest first.
    let with_at_least = |n: u8| {
        Face::ALL
            .into_iter()
            .rev()
            .filter(move |&f| counts.of(f) >= n)
    };
    let value = |f: Face| u16::from(f.value());
    let exact_run = |first: usize| (first..first + 5).all(|i| counts.as_array()[i] == 1);
    match b {
        BoxId::Ones | BoxId::Twos | BoxId::Threes | BoxId::Fours | BoxId::Fives | BoxId::Sixes => {
            let face = Face::from_index(b.index());
            value(face) * u16::from(counts.of(face))
        }
        BoxId::OnePair => with_at_least(2).next().map_or(0, |f| 2 * value(f)),
        BoxId::TwoPairs => {
            let mut pairs = with_at_least(2);
            match (pairs.next(), pairs.next()) {
                (Some(a), Some(b)) => 2 * value(a) + 2 * value(b),
                _ => 0,
            }
        }
        BoxId::ThreeOfAKind => with_at_least(3).next().map_or(0, |f| 3 * value(f)),
        BoxId::FourOfAKind => with_at_least(4).next().map_or(0, |f| 4 * value(f)),
        BoxId::SmallStraight if exact_run(0) => rules.small_straight_points(),
        BoxId::LargeStraight if exact_run(1) => rules.large_straight_points(),
        BoxId::FullHouse if full_house_shape(counts) => counts.pips(),
        BoxId::Chance => counts.pips(),
        BoxId::Yatzy if counts.five_of_a_kind().is_some() => rules.yahtzee_points(),
        BoxId::SmallStraight
        | BoxId::LargeStraight
        | BoxId::FullHouse
        | BoxId::Yatzy
        | BoxId::Yahtzee => 0,
    }
}

/// Three dice of one face and two of another: the face counts, sorted, end 2, 3 after
/// zeros. A copy sorted on the stack, not a vector: this runs for every open box at every
/// decision a CPU makes.
fn full_house_shape(counts: &Counts) -> bool {
    let mut shape = counts.as_array();
    shape.sort_unstable();
    shape == [0, 0, 0, 0, 2, 3]
}

/// Why an open box may not take this roll. (The session's `game::Refusal` is another thing:
/// why a whole action is turned down.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoxRefusal {
    /// Forced Joker, step 1: the matching upper box is open and must be used.
    JokerMatchingUpperFirst { upper: BoxId, face: Face },
    /// Forced Joker, step 2: the matching upper box is filled and a lower box is still open.
    JokerLowerBeforeUpper { face: Face },
    /// The column is filled in order (downward or upward) and `next` comes first.
    OutOfOrder { next: BoxId, down: bool },
}

impl fmt::Display for BoxRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoxRefusal::JokerMatchingUpperFirst { upper, face } => f.write_str(&t!(
                "core-refuse-joker-upper-first",
                face = face.to_string(),
                spot = upper.label()
            )),
            BoxRefusal::OutOfOrder { next, down } => f.write_str(&t!(
                "core-refuse-out-of-order",
                column = if *down { "down" } else { "up" },
                spot = next.label()
            )),
            BoxRefusal::JokerLowerBeforeUpper { face } => f.write_str(&t!(
                "core-refuse-joker-lower-first",
                face = face.to_string(),
                spot = BoxId::for_face(*face).label()
            )),
        }
    }
}

/// One open box's offer for the current dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Offer {
    pub points: u16,
    /// `None` when the box may be chosen.
    pub refusal: Option<BoxRefusal>,
}

impl Offer {
    pub const fn allowed(&self) -> bool {
        self.refusal.is_none()
    }
}

/// Every box's offer for one roll on one card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placements {
    offers: [Option<Offer>; BOXES],
    joker: bool,
    extra_bonus: bool,
}

impl Placements {
    /// No offers at all (a column that does not exist).
    pub(super) const fn none() -> Placements {
        Placements {
            offers: [None; BOXES],
            joker: false,
            extra_bonus: false,
        }
    }

    pub(super) const fn from_offers(
        offers: [Option<Offer>; BOXES],
        joker: bool,
        extra_bonus: bool,
    ) -> Placements {
        Placements {
            offers,
            joker,
            extra_bonus,
        }
    }

    /// These offers in a column filled in order: only `next` may be chosen, whatever a
    /// forced Joker would prefer (the order decides the box; the joker values stay).
    pub(super) fn with_order(mut self, next: BoxId, down: bool) -> Placements {
        for (i, offer) in self.offers.iter_mut().enumerate() {
            if let Some(o) = offer {
                o.refusal = if i == next.index() {
                    None
                } else {
                    Some(BoxRefusal::OutOfOrder { next, down })
                };
            }
        }
        self
    }

    /// `None` for a filled box.
    pub fn offer(&self, b: BoxId) -> Option<Offer> {
        self.offers[b.index()]
    }

    /// The boxes this roll may go in, with their points.
    pub fn allowed(&self) -> impl Iterator<Item = (BoxId, u16)> + '_ {
        BoxId::ALL
            .into_iter()
            .filter_map(|b| match self.offers[b.index()] {
                Some(o) if o.allowed() => Some((b, o.points)),
                _ => None,
            })
    }

    /// True when these dice are a Joker (five equal dice, Yahtzee filled, Joker rule on).
    pub const fn joker(&self) -> bool {
        self.joker
    }

    /// True when scoring this roll anywhere earns the extra-Yahtzee bonus.
    pub const fn extra_bonus(&self) -> bool {
        self.extra_bonus
    }
}

/// The card facts that decide placements: which boxes are open and whether Yahtzee holds a
/// positive score. The solver calls this directly with its state; everyone else goes through
/// [`placements`].
pub fn evaluate(
    rules: &Ruleset,
    open: BoxSet,
    yahtzee_positive: bool,
    counts: &Counts,
) -> Placements {
    evaluate_with(rules, open, yahtzee_positive, counts, |b| {
        base_points(rules, b, counts)
    })
}

/// [`evaluate`], each open box's plain points (what [`base_points`] gives for these dice)
/// taken from `points`: a caller holding them in a table saves working them out again.
pub fn evaluate_with(
    rules: &Ruleset,
    open: BoxSet,
    yahtzee_positive: bool,
    counts: &Counts,
    points: impl Fn(BoxId) -> u16,
) -> Placements {
    let five = counts.five_of_a_kind();
    // Only a card with a Yahtzee box has the Joker and the extra bonus.
    let yahtzee_filled = rules.layout().has_yahtzee_rules() && !open.contains(BoxId::Yahtzee);
    let extra_bonus = five.is_some()
        && yahtzee_filled
        && rules.extra_yahtzee_bonus() > 0
        && (yahtzee_positive || !rules.yahtzee_sign_matters());
    let joker_face = match (five, rules.joker()) {
        (Some(face), JokerRule::Forced | JokerRule::Free) if yahtzee_filled => Some(face),
        _ => None,
    };

    let mut offers = [None; BOXES];
    let scope = joker_face.map(|_| JokerScope::of(open, open));
    for b in open.iter() {
        let points = points(b);
        offers[b.index()] = Some(match (joker_face, &scope) {
            (Some(face), Some(scope)) => joker_offer(rules, b, face, points, scope),
            _ => Offer {
                points,
                refusal: None,
            },
        });
    }
    Placements {
        offers,
        joker: joker_face.is_some(),
        extra_bonus,
    }
}

/// Where a Joker's forced priority looks: the open boxes of the whole card (Triple) or of
/// the one column, and those of the column the box is in (for the free Joker's values).
pub(super) struct JokerScope {
    pub matching_open: [bool; 6],
    pub lower_open: bool,
    pub matching_open_here: [bool; 6],
}

impl JokerScope {
    /// From the open boxes the priority looks at, and those of the box's own column.
    pub(super) fn of(priority: BoxSet, here: BoxSet) -> JokerScope {
        JokerScope {
            matching_open: BoxId::UPPER.map(|u| priority.contains(u)),
            lower_open: !priority.minus(BoxSet::UPPER).is_empty(),
            matching_open_here: BoxId::UPPER.map(|u| here.contains(u)),
        }
    }
}

/// The Joker's offer for five `face`s in the open box `b` that the dice alone score `points`
/// in: the fixed boxes at their values, and under the forced priority the reason another
/// box comes first. The one place the Joker's priority and values live.
pub(super) fn joker_offer(
    rules: &Ruleset,
    b: BoxId,
    face: Face,
    points: u16,
    scope: &JokerScope,
) -> Offer {
    let matching = BoxId::for_face(face);
    let fixed = match b {
        BoxId::FullHouse => Some(rules.full_house_points()),
        BoxId::SmallStraight => Some(rules.small_straight_points()),
        BoxId::LargeStraight => Some(rules.large_straight_points()),
        _ => None,
    };
    let mut offer = Offer {
        points,
        refusal: None,
    };
    match rules.joker() {
        JokerRule::Forced => {
            if let Some(p) = fixed {
                offer.points = p;
            }
            if scope.matching_open[face.index()] {
                if b != matching {
                    offer.refusal = Some(BoxRefusal::JokerMatchingUpperFirst {
                        upper: matching,
                        face,
                    });
                }
            } else if b.is_upper() && scope.lower_open {
                offer.refusal = Some(BoxRefusal::JokerLowerBeforeUpper { face });
            }
        }
        JokerRule::Free => {
            if let (Some(p), false) = (fixed, scope.matching_open_here[face.index()]) {
                offer.points = p;
            }
        }
        JokerRule::Off => {}
    }
    offer
}

/// Whether `points` can ever stand in box `b` under `rules`, Joker included. Used to refuse
/// impossible values in saves and on the advisor's command line.
pub fn points_possible(rules: &Ruleset, b: BoxId, points: u16) -> bool {
    if points == 0 {
        return true;
    }
    super::all_rolls().iter().any(|counts| {
        if base_points(rules, b, counts) == points {
            return true;
        }
        // Joker placements: only the fixed-value boxes gain a score the dice do not make.
        counts.five_of_a_kind().is_some()
            && rules.layout().has_yahtzee_rules()
            && rules.joker() != JokerRule::Off
            && match b {
                BoxId::FullHouse => points == rules.full_house_points(),
                BoxId::SmallStraight => points == rules.small_straight_points(),
                BoxId::LargeStraight => points == rules.large_straight_points(),
                _ => false,
            }
    })
}
