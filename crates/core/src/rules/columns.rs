//! A seat's whole card: one column on the classic and Yatzy cards, three on Triple and on the
//! three-column card. Placements, the order a column is filled in, multipliers, the Triple
//! Joker and its bonus chips are decided here; each column is a [`Scorecard`].

use super::boxes::{BOXES, BoxId, BoxSet};
use super::card::{CardError, PadError, PlaceError, Placed, Scorecard};
use super::dice::{Counts, Dice};
use super::layout::{FillOrder, Layout};
use super::ruleset::{JokerRule, Ruleset};
use super::scoring::{JokerScope, Offer, Placements, base_points, evaluate, joker_offer};

use super::spot::{ColumnId, MAX_COLUMNS, Spot};

/// Every spot's offer for one roll on one card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardPlacements {
    layout: Layout,
    columns: [Placements; MAX_COLUMNS],
    count: u8,
}

impl CardPlacements {
    /// `None` for a filled box (or a column the card does not have).
    pub fn offer(&self, spot: Spot) -> Option<Offer> {
        self.column(spot.column)?.offer(spot.b)
    }

    /// One column's offers.
    pub fn column(&self, column: ColumnId) -> Option<&Placements> {
        self.columns[..usize::from(self.count)].get(column.index())
    }

    /// The spots this roll may go in, with their points (before any multiplier), column by
    /// column in card order.
    pub fn allowed(&self) -> impl Iterator<Item = (Spot, u16)> + '_ {
        let layout = self.layout;
        let count = usize::from(self.count);
        ColumnId::ALL[..count].iter().flat_map(move |&c| {
            layout.boxes().iter().filter_map(move |&b| {
                let offer = self.columns[c.index()].offer(b)?;
                offer.allowed().then_some((Spot::new(c, b), offer.points))
            })
        })
    }

    /// True when these dice are a Joker.
    pub fn joker(&self) -> bool {
        self.columns[..usize::from(self.count)]
            .iter()
            .any(Placements::joker)
    }

    /// True when scoring this roll in `column` earns an extra-Yahtzee bonus.
    pub fn extra_bonus_in(&self, column: ColumnId) -> bool {
        self.column(column).is_some_and(Placements::extra_bonus)
    }

    /// True when scoring this roll anywhere earns an extra-Yahtzee bonus.
    pub fn extra_bonus(&self) -> bool {
        self.columns[..usize::from(self.count)]
            .iter()
            .any(Placements::extra_bonus)
    }
}

/// A seat's card: its layout's columns, each a [`Scorecard`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Card {
    layout: Layout,
    /// Only the first `layout.columns().len()` are used; the rest stay empty.
    columns: [Scorecard; MAX_COLUMNS],
}

impl Card {
    /// An empty card of the layout `rules` play on.
    pub fn empty(rules: &Ruleset) -> Card {
        Card {
            layout: rules.layout(),
            columns: [Scorecard::empty(rules); MAX_COLUMNS],
        }
    }

    /// Builds a card from stored columns (box values by index, extra Yahtzees), refusing
    /// anything a match under `rules` could not have produced.
    pub fn from_columns(
        rules: &Ruleset,
        columns: &[([Option<u16>; BOXES], u16)],
    ) -> Result<Card, CardError> {
        let layout = rules.layout();
        let rules_of = layout.columns();
        if columns.len() != rules_of.len() {
            return Err(CardError::ColumnCount {
                found: columns.len(),
                layout,
            });
        }
        let mut card = Card::empty(rules);
        for (i, (boxes, extras)) in columns.iter().enumerate() {
            let column = Scorecard::from_parts(rules, *boxes, *extras)?;
            let order = rules_of[i].order;
            if order != FillOrder::Any {
                // An ordered column fills a prefix of its order.
                let filled = column.filled_count();
                let sequence = in_order(layout, order);
                if sequence
                    .iter()
                    .enumerate()
                    .any(|(at, &b)| column.is_filled(b) != (at < filled))
                {
                    return Err(CardError::OutOfOrder {
                        column: rules_of[i].label(),
                    });
                }
            }
            card.columns[i] = column;
        }
        if layout.card_wide_yahtzee() && card.columns().iter().any(|c| c.extra_yahtzees() > 0) {
            let needs_positive = rules.bonus_needs_positive_yahtzee();
            let ready = card.columns().iter().all(|c| match c.get(BoxId::Yahtzee) {
                None => false,
                Some(p) => p > 0 || !needs_positive,
            });
            if !ready {
                return Err(CardError::ExtrasWithoutEveryYahtzee { needs_positive });
            }
        }
        Ok(card)
    }

    pub fn layout(&self) -> Layout {
        self.layout
    }

    /// The card's columns, left to right.
    pub fn columns(&self) -> &[Scorecard] {
        &self.columns[..self.layout.columns().len()]
    }

    pub fn column(&self, column: ColumnId) -> Option<&Scorecard> {
        self.columns().get(column.index())
    }

    /// The column ids of this card.
    pub fn column_ids(&self) -> &'static [ColumnId] {
        &ColumnId::ALL[..self.layout.columns().len()]
    }

    /// The first column: on single-column cards, the whole card.
    pub fn first(&self) -> &Scorecard {
        &self.columns[0]
    }

    pub fn get(&self, spot: Spot) -> Option<u16> {
        self.column(spot.column)?.get(spot.b)
    }

    pub fn is_filled(&self, spot: Spot) -> bool {
        self.get(spot).is_some()
    }

    pub fn is_complete(&self) -> bool {
        self.columns().iter().all(Scorecard::is_complete)
    }

    /// The open spots of `column`, in card order.
    pub fn open_in(&self, column: ColumnId) -> Vec<Spot> {
        let Some(col) = self.column(column) else {
            return Vec::new();
        };
        self.layout
            .boxes()
            .iter()
            .filter(|&&b| !col.is_filled(b))
            .map(|&b| Spot::new(column, b))
            .collect()
    }

    /// Every open spot, column by column in card order.
    pub fn open_spots(&self) -> Vec<Spot> {
        self.column_ids()
            .iter()
            .flat_map(|&c| self.open_in(c))
            .collect()
    }

    pub fn filled_count(&self) -> usize {
        self.columns().iter().map(Scorecard::filled_count).sum()
    }

    /// The box `column`'s fill order allows next, for an ordered column with a box left.
    pub fn next_in_order(&self, column: ColumnId) -> Option<BoxId> {
        let rule = self.layout.columns().get(column.index())?;
        let col = self.column(column)?;
        match rule.order {
            FillOrder::Any => None,
            order => in_order(self.layout, order)
                .into_iter()
                .find(|&b| !col.is_filled(b)),
        }
    }

    /// One column's total, multiplied by its multiplier.
    pub fn column_total(&self, rules: &Ruleset, column: ColumnId) -> u32 {
        let multiplier = self
            .layout
            .columns()
            .get(column.index())
            .map_or(0, |r| u32::from(r.multiplier));
        self.column(column).map_or(0, |c| c.total(rules)) * multiplier
    }

    /// The card's total: every column's total times its multiplier.
    pub fn total(&self, rules: &Ruleset) -> u32 {
        self.column_ids()
            .iter()
            .map(|&c| self.column_total(rules, c))
            .sum()
    }

    /// Five-of-a-kinds scored, over every column.
    pub fn yahtzees(&self) -> u32 {
        self.columns().iter().map(Scorecard::yahtzees).sum()
    }

    /// Upper bonus points over every column, before multipliers.
    pub fn upper_bonus_points(&self, rules: &Ruleset) -> u32 {
        self.columns().iter().map(|c| c.upper_bonus(rules)).sum()
    }

    /// Columns that earned their upper bonus.
    pub fn upper_bonuses(&self, rules: &Ruleset) -> usize {
        self.columns()
            .iter()
            .filter(|c| c.upper_bonus(rules) > 0)
            .count()
    }

    /// Where these dice may go, with what points and what reason for refusals.
    pub fn placements(&self, rules: &Ruleset, dice: &Dice) -> CardPlacements {
        self.placements_of(rules, &dice.counts())
    }

    fn placements_of(&self, rules: &Ruleset, counts: &Counts) -> CardPlacements {
        let mut columns = [Placements::none(); MAX_COLUMNS];
        let count = self.layout.columns().len();
        if self.layout.card_wide_yahtzee() {
            self.triple_placements(rules, counts, &mut columns);
        } else {
            for (i, column) in self.columns().iter().enumerate() {
                columns[i] = evaluate(rules, column.open(), column.yahtzee_positive(), counts);
            }
        }
        // An ordered column offers only its next box; the order decides the box, so a
        // forced Joker's priority does not apply there (its joker values do).
        for (i, rule) in self.layout.columns().iter().enumerate() {
            if rule.order == FillOrder::Any {
                continue;
            }
            let Some(next) = self.next_in_order(ColumnId::ALL[i]) else {
                continue;
            };
            columns[i] = columns[i].with_order(next, rule.order == FillOrder::Down);
        }
        CardPlacements {
            layout: self.layout,
            columns,
            count: count as u8,
        }
    }

    /// Triple: the Joker and the extra bonus look at all three Yahtzee boxes together, and
    /// the forced priority runs over every column.
    fn triple_placements(
        &self,
        rules: &Ruleset,
        counts: &Counts,
        out: &mut [Placements; MAX_COLUMNS],
    ) {
        let columns = self.columns();
        let five = counts.five_of_a_kind();
        let all_filled = columns.iter().all(|c| c.is_filled(BoxId::Yahtzee));
        let all_positive = columns.iter().all(Scorecard::yahtzee_positive);
        let extra_bonus = five.is_some()
            && all_filled
            && rules.extra_yahtzee_bonus() > 0
            && (all_positive || !rules.bonus_needs_positive_yahtzee());
        let joker_face = match (five, rules.joker()) {
            (Some(face), JokerRule::Forced | JokerRule::Free) if all_filled => Some(face),
            _ => None,
        };
        // The forced priority looks at every column's open boxes.
        let open_anywhere: BoxSet = columns
            .iter()
            .map(Scorecard::open)
            .fold(BoxSet::EMPTY, |all, open| {
                BoxSet::from_bits(all.bits() | open.bits())
            });
        for (i, column) in columns.iter().enumerate() {
            let mut offers = [None; BOXES];
            let scope = JokerScope::of(open_anywhere, column.open());
            for b in column.open().iter() {
                let points = base_points(rules, b, counts);
                offers[b.index()] = Some(match joker_face {
                    Some(face) => joker_offer(rules, b, face, points, &scope),
                    None => Offer {
                        points,
                        refusal: None,
                    },
                });
            }
            out[i] = Placements::from_offers(offers, joker_face.is_some(), extra_bonus);
        }
    }

    /// Scores `dice` in `spot`, if the rules allow it; the card is unchanged on refusal.
    pub fn place(
        &mut self,
        rules: &Ruleset,
        dice: &Dice,
        spot: Spot,
    ) -> Result<Placed, PlaceError> {
        let options = self.placements(rules, dice);
        let offer = options.offer(spot).ok_or(PlaceError::Filled(spot.b))?;
        if let Some(refusal) = offer.refusal {
            return Err(PlaceError::Refused(refusal));
        }
        let extra_bonus = options.extra_bonus_in(spot.column);
        self.columns[spot.column.index()].fill(spot.b, offer.points, extra_bonus);
        Ok(Placed {
            b: spot.b,
            column: spot.column,
            points: offer.points,
            joker: options.joker(),
            extra_bonus,
        })
    }

    /// What a score pad may enter in the open spot now: every (points, extra-Yahtzee bonus)
    /// some roll would give there, sorted.
    pub fn pad_options(&self, rules: &Ruleset, spot: Spot) -> Vec<(u16, bool)> {
        if self.column(spot.column).is_none() || self.is_filled(spot) {
            return Vec::new();
        }
        let mut out: Vec<(u16, bool)> = super::all_rolls()
            .iter()
            .filter_map(|counts| {
                let options = self.placements_of(rules, counts);
                let offer = options.offer(spot)?;
                offer
                    .refusal
                    .is_none()
                    .then_some((offer.points, options.extra_bonus_in(spot.column)))
            })
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// A score-pad entry: fills the open spot with `points` (and a bonus) if some roll could
    /// have done exactly that, through [`Card::place`] with such a roll.
    pub fn record(
        &mut self,
        rules: &Ruleset,
        spot: Spot,
        points: u16,
        bonus: bool,
    ) -> Result<Placed, PadError> {
        if self.is_filled(spot) {
            return Err(PadError::Filled(spot.b));
        }
        let refused = |card: &Card| PadError::NotPossible {
            b: spot.b,
            points,
            bonus,
            allowed: card.pad_options(rules, spot),
        };
        let roll = super::all_rolls().iter().find_map(|counts| {
            let options = self.placements_of(rules, counts);
            let offer = options.offer(spot)?;
            (offer.refusal.is_none()
                && offer.points == points
                && options.extra_bonus_in(spot.column) == bonus)
                .then(|| Dice::from_counts(counts))
        });
        // A box its column's order does not reach yet takes nothing at all: say the order,
        // not an empty list of points.
        let order = roll.is_none().then(|| {
            super::all_rolls().iter().find_map(|counts| {
                match self.placements_of(rules, counts).offer(spot)?.refusal? {
                    r @ super::scoring::BoxRefusal::OutOfOrder { .. } => Some(r),
                    _ => None,
                }
            })
        });
        let order = order.flatten();
        match (roll, order) {
            (_, Some(r)) => Err(PadError::Order(r)),
            (Some(dice), None) => self.place(rules, &dice, spot).map_err(|_| refused(self)),
            (None, None) => Err(refused(self)),
        }
    }

    /// This card with the filled spot changed to `points` (a score-pad correction).
    pub fn corrected(&self, rules: &Ruleset, spot: Spot, points: u16) -> Result<Card, CardError> {
        let column = self.column(spot.column).ok_or(CardError::NoColumn)?;
        let mut card = *self;
        card.columns[spot.column.index()] = column.corrected(rules, spot.b, points)?;
        card.checked(rules)
    }

    /// This card with `count` extra-Yahtzee bonuses in `column` (a score-pad correction).
    pub fn with_extra_yahtzees(
        &self,
        rules: &Ruleset,
        column: ColumnId,
        count: u16,
    ) -> Result<Card, CardError> {
        let col = self.column(column).ok_or(CardError::NoColumn)?;
        let mut card = *self;
        card.columns[column.index()] = col.with_extra_yahtzees(rules, count)?;
        card.checked(rules)
    }

    /// The card through [`Card::from_columns`]' checks.
    fn checked(&self, rules: &Ruleset) -> Result<Card, CardError> {
        let parts: Vec<([Option<u16>; BOXES], u16)> = self
            .columns()
            .iter()
            .map(|c| (c.boxes(), c.extra_yahtzees()))
            .collect();
        Card::from_columns(rules, &parts)
    }
}

/// A column's boxes in the order `order` fills them.
fn in_order(layout: Layout, order: FillOrder) -> Vec<BoxId> {
    let mut boxes = layout.boxes().to_vec();
    if order == FillOrder::Up {
        boxes.reverse();
    }
    boxes
}
