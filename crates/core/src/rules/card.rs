//! One player's scorecard. Only scores are stored; every subtotal is derived.

use super::boxes::{BOXES, BoxId, BoxSet};
use super::dice::Dice;
use super::layout::Layout;
use super::ruleset::Ruleset;
use super::scoring::{BoxRefusal, Placements, evaluate, points_possible};
use super::spot::ColumnId;
use yahtzee_l10n::t;

/// What one placement did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    pub b: BoxId,
    /// The column it went in (always the first on a single-column card).
    pub column: ColumnId,
    pub points: u16,
    pub joker: bool,
    pub extra_bonus: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlaceError {
    #[error("{}", t!("core-refuse-filled", spot = .0.label()))]
    Filled(BoxId),
    #[error("{0}")]
    Refused(BoxRefusal),
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CardError {
    #[error("{}", t!("core-card-impossible-points", spot = .b.label(), points = (*.points)))]
    ImpossiblePoints { b: BoxId, points: u16 },
    #[error("{}", t!("core-card-too-many-extras", count = (*.count)))]
    TooManyExtras { count: u16 },
    #[error("{}", t!("core-card-extras-without-yahtzee", positive = yes_no(*.needs_positive)))]
    ExtrasWithoutYahtzee { needs_positive: bool },
    #[error("{}", t!("core-card-extras-off"))]
    ExtrasDisabled,
    #[error("{}", t!("core-card-not-filled", spot = .0.label()))]
    NotFilled(BoxId),
    #[error("{}", t!("core-card-not-on-card", spot = .b.label(), layout = .layout.id()))]
    NotOnCard { b: BoxId, layout: Layout },
    #[error("{}", t!("core-card-column-count", found = (*.found), layout = .layout.id(), columns = .layout.columns().len()))]
    ColumnCount { found: usize, layout: Layout },
    #[error("{}", t!("core-card-out-of-order", column = (*.column)))]
    OutOfOrder { column: &'static str },
    #[error("{}", t!("core-card-extras-without-every-yahtzee", positive = yes_no(*.needs_positive)))]
    ExtrasWithoutEveryYahtzee { needs_positive: bool },
    #[error("{}", t!("core-card-no-column"))]
    NoColumn,
}

/// Why a score-pad entry was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PadError {
    #[error("{}", t!("core-refuse-filled", spot = .0.label()))]
    Filled(BoxId),
    /// The entries the rules allow in that box now, as (points, with an extra-Yahtzee bonus).
    #[error("{}", pad_refusal(*.b, *.points, *.bonus, .allowed))]
    NotPossible {
        b: BoxId,
        points: u16,
        bonus: bool,
        allowed: Vec<(u16, bool)>,
    },
    /// The spot's column is filled in a fixed order and another box comes first.
    #[error("{0}")]
    Order(BoxRefusal),
}

/// A flag as a message's selector takes it.
fn yes_no(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

/// "5, 10 or 15" (`or`) or "10 and 25": the comma is every language's, the last joiner the
/// language's own.
fn joined(values: &[u16], or: bool) -> String {
    let text: Vec<String> = values.iter().map(u16::to_string).collect();
    match text.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] if or => t!(
            "core-points-or",
            init = init.join(", "),
            last = last.as_str()
        ),
        [init @ .., last] => t!(
            "core-points-and",
            init = init.join(", "),
            last = last.as_str()
        ),
    }
}

fn list(values: &[u16]) -> String {
    joined(values, true)
}

fn gcd(a: u16, b: u16) -> u16 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// A short description of the points a box takes (sorted, no repeats), exact to the value:
/// a few listed one by one, else a range with its step or its few gaps ("7 to 28 except 10
/// and 25"), a lone 0 before the range; every value only when none of these fits.
pub fn describe_points(values: &[u16]) -> String {
    if values.len() <= 6 {
        return list(values);
    }
    let (zero, rest) = match values {
        [0, next, ..] if *next > 1 => (true, &values[1..]),
        _ => (false, values),
    };
    let (Some(&lo), Some(&hi)) = (rest.first(), rest.last()) else {
        return list(values);
    };
    let step = rest.iter().fold(0, |g, &v| gcd(g, v - lo));
    let range = if step > 0 && usize::from((hi - lo) / step) + 1 == rest.len() {
        if step == 1 {
            t!("core-points-range", lo = lo, hi = hi)
        } else {
            t!("core-points-range-step", lo = lo, hi = hi, step = step)
        }
    } else {
        let missing: Vec<u16> = (lo..=hi)
            .filter(|v| rest.binary_search(v).is_err())
            .collect();
        if missing.len() > 3 {
            return list(values);
        }
        t!(
            "core-points-range-except",
            lo = lo,
            hi = hi,
            missing = joined(&missing, false)
        )
    };
    if zero {
        t!("core-points-zero-or", range = range)
    } else {
        range
    }
}

fn pad_refusal(b: BoxId, points: u16, bonus: bool, allowed: &[(u16, bool)]) -> String {
    let plain: Vec<u16> = allowed.iter().filter(|a| !a.1).map(|a| a.0).collect();
    let with_bonus: Vec<u16> = allowed.iter().filter(|a| a.1).map(|a| a.0).collect();
    let spot = b.label();
    if bonus && with_bonus.is_empty() {
        return t!("core-pad-no-bonus-possible", spot = spot);
    }
    if bonus {
        t!(
            "core-pad-not-possible-bonus",
            points = points,
            spot = spot,
            allowed = describe_points(&with_bonus)
        )
    } else if plain.is_empty() {
        t!("core-pad-only-with-bonus", spot = spot)
    } else {
        t!(
            "core-pad-not-possible",
            points = points,
            spot = spot,
            allowed = describe_points(&plain)
        )
    }
}

/// One card's boxes (those of its layout), each empty or holding its points, and the number
/// of extra-Yahtzee bonuses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Scorecard {
    layout: Layout,
    /// By box index; a box the layout does not have is always `None`.
    boxes: [Option<u16>; BOXES],
    extra_yahtzees: u16,
}

impl Scorecard {
    /// An empty classic card.
    pub fn new() -> Scorecard {
        Scorecard::default()
    }

    /// An empty card of the layout `rules` play on.
    pub fn empty(rules: &Ruleset) -> Scorecard {
        Scorecard::empty_of(rules.layout())
    }

    /// An empty column of `layout`'s card.
    pub fn empty_of(layout: Layout) -> Scorecard {
        Scorecard {
            layout,
            ..Scorecard::default()
        }
    }

    /// Puts points the rules have already allowed into the open box `b`.
    pub(super) fn fill(&mut self, b: BoxId, points: u16, extra_bonus: bool) {
        self.boxes[b.index()] = Some(points);
        if extra_bonus {
            self.extra_yahtzees = self.extra_yahtzees.saturating_add(1);
        }
    }

    /// Builds a card from stored values (by box index), refusing points no roll could give
    /// and boxes the layout does not have.
    pub fn from_parts(
        rules: &Ruleset,
        boxes: [Option<u16>; BOXES],
        extra_yahtzees: u16,
    ) -> Result<Scorecard, CardError> {
        let layout = rules.layout();
        for b in BoxId::ALL {
            let Some(points) = boxes[b.index()] else {
                continue;
            };
            if !layout.has(b) {
                return Err(CardError::NotOnCard { b, layout });
            }
            if !points_possible(rules, b, points) {
                return Err(CardError::ImpossiblePoints { b, points });
            }
        }
        let card = Scorecard {
            layout,
            boxes,
            extra_yahtzees,
        };
        if extra_yahtzees > 0 {
            if extra_yahtzees > 12 {
                return Err(CardError::TooManyExtras {
                    count: extra_yahtzees,
                });
            }
            if rules.extra_yahtzee_bonus() == 0 {
                return Err(CardError::ExtrasDisabled);
            }
            let needs_positive = rules.bonus_needs_positive_yahtzee();
            let yahtzee = card.get(BoxId::Yahtzee);
            if yahtzee.is_none() || (needs_positive && yahtzee == Some(0)) {
                return Err(CardError::ExtrasWithoutYahtzee { needs_positive });
            }
        }
        Ok(card)
    }

    pub fn get(&self, b: BoxId) -> Option<u16> {
        self.boxes[b.index()]
    }

    /// Every box by index; boxes the layout does not have are `None`.
    pub fn boxes(&self) -> [Option<u16>; BOXES] {
        self.boxes
    }

    pub fn layout(&self) -> Layout {
        self.layout
    }

    pub fn is_filled(&self, b: BoxId) -> bool {
        self.boxes[b.index()].is_some()
    }

    pub fn open(&self) -> BoxSet {
        self.layout.box_set().minus(self.filled())
    }

    pub fn filled(&self) -> BoxSet {
        BoxId::ALL
            .into_iter()
            .filter(|&b| self.is_filled(b))
            .collect()
    }

    pub fn is_complete(&self) -> bool {
        self.open().is_empty()
    }

    pub fn filled_count(&self) -> usize {
        self.boxes.iter().filter(|b| b.is_some()).count()
    }

    /// True when the Yahtzee box holds more than 0 (what the extra bonus may require).
    pub fn yahtzee_positive(&self) -> bool {
        matches!(self.get(BoxId::Yahtzee), Some(p) if p > 0)
    }

    pub fn extra_yahtzees(&self) -> u16 {
        self.extra_yahtzees
    }

    /// Five-of-a-kinds scored: a positive Yahtzee (or Yatzy) box plus each extra bonus.
    pub fn yahtzees(&self) -> u32 {
        let boxed = self
            .get(self.layout.five_of_a_kind_box())
            .is_some_and(|p| p > 0);
        u32::from(boxed) + u32::from(self.extra_yahtzees)
    }

    pub fn upper_subtotal(&self) -> u32 {
        BoxId::UPPER
            .iter()
            .filter_map(|&b| self.get(b))
            .map(u32::from)
            .sum()
    }

    pub fn upper_bonus(&self, rules: &Ruleset) -> u32 {
        if rules.upper_bonus() > 0 && self.upper_subtotal() >= u32::from(rules.upper_threshold()) {
            u32::from(rules.upper_bonus())
        } else {
            0
        }
    }

    pub fn lower_subtotal(&self) -> u32 {
        self.layout
            .lower()
            .iter()
            .filter_map(|&b| self.get(b))
            .map(u32::from)
            .sum()
    }

    pub fn extra_bonus_points(&self, rules: &Ruleset) -> u32 {
        u32::from(self.extra_yahtzees) * u32::from(rules.extra_yahtzee_bonus())
    }

    pub fn total(&self, rules: &Ruleset) -> u32 {
        self.upper_subtotal()
            + self.upper_bonus(rules)
            + self.lower_subtotal()
            + self.extra_bonus_points(rules)
    }

    /// Upper points compared with three of each face in the filled upper boxes ("par"):
    /// positive means ahead of the pace that reaches 63.
    /// Whether the upper bonus can still be reached: the upper subtotal plus five of a kind
    /// in every open upper box meets the threshold.
    pub fn upper_bonus_reachable(&self, rules: &Ruleset) -> bool {
        let best: u32 = BoxId::UPPER
            .iter()
            .filter(|&&b| !self.is_filled(b))
            .filter_map(|b| b.upper_face())
            .map(|f| 5 * u32::from(f.value()))
            .sum();
        self.upper_subtotal() + best >= u32::from(rules.upper_threshold())
    }

    pub fn upper_par_margin(&self) -> i32 {
        BoxId::UPPER
            .iter()
            .filter_map(|&b| {
                let face = b.upper_face()?;
                self.get(b)
                    .map(|p| i32::from(p) - 3 * i32::from(face.value()))
            })
            .sum()
    }

    /// This card with the filled box `b` changed to `points` (a correction on a score pad),
    /// if a card could hold that.
    pub fn corrected(
        &self,
        rules: &Ruleset,
        b: BoxId,
        points: u16,
    ) -> Result<Scorecard, CardError> {
        if !self.is_filled(b) {
            return Err(CardError::NotFilled(b));
        }
        let mut boxes = self.boxes;
        boxes[b.index()] = Some(points);
        Scorecard::from_parts(rules, boxes, self.extra_yahtzees)
    }

    /// This card with `count` extra-Yahtzee bonuses (a correction on a score pad), if a card
    /// could hold that.
    pub fn with_extra_yahtzees(&self, rules: &Ruleset, count: u16) -> Result<Scorecard, CardError> {
        Scorecard::from_parts(rules, self.boxes, count)
    }

    /// Scores `dice` in `b`, if the rules allow it; the card is unchanged on refusal.
    pub fn place(&mut self, rules: &Ruleset, dice: &Dice, b: BoxId) -> Result<Placed, PlaceError> {
        let options = placements(rules, self, dice);
        let offer = options.offer(b).ok_or(PlaceError::Filled(b))?;
        if let Some(refusal) = offer.refusal {
            return Err(PlaceError::Refused(refusal));
        }
        self.boxes[b.index()] = Some(offer.points);
        if options.extra_bonus() {
            self.extra_yahtzees = self.extra_yahtzees.saturating_add(1);
        }
        Ok(Placed {
            b,
            column: ColumnId::FIRST,
            points: offer.points,
            joker: options.joker(),
            extra_bonus: options.extra_bonus(),
        })
    }
}

/// Where these dice may go on this card, with what points and what reason for refusals.
pub fn placements(rules: &Ruleset, card: &Scorecard, dice: &Dice) -> Placements {
    evaluate(rules, card.open(), card.yahtzee_positive(), &dice.counts())
}
