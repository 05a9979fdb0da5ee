//! The box cursor: where it starts on a fresh throw, how it moves through a card's open
//! boxes and columns, and whose columns are shown.

use super::*;

impl Play {
    pub(super) fn reset_cursor(&mut self) {
        let Some(seat) = self.game().current_seat() else {
            return;
        };
        self.viewed = None;
        let card = self.game().cards()[seat.index()];
        let layout = self.game().rules().layout();
        if let Some(p) = self.game().placements() {
            // On a fresh throw the cursor starts on the most points allowed (multiplied).
            if let Some((spot, _)) = p.allowed().max_by_key(|&(spot, pts)| {
                let multiplier = layout.columns()[spot.column.index()].multiplier;
                (pts * multiplier, std::cmp::Reverse(spot))
            }) {
                self.cursor = spot;
                return;
            }
        }
        if card.column(self.cursor.column).is_none() || card.is_filled(self.cursor) {
            self.cursor = card
                .open_spots()
                .into_iter()
                .next()
                .unwrap_or(Spot::first(BoxId::Ones));
        }
    }

    /// After a typed throw no box looks chosen until the player chooses one: Enter there is
    /// the key that enters throws, so a box it scores must be picked on purpose, and a box
    /// drawn as the cursor would read as picked already.
    pub(super) fn cursor_hidden(&self) -> bool {
        self.typed_throw_on_table() && !self.chosen
    }

    /// Why the box under the cursor cannot take the dice on the table (its ✗), if it
    /// cannot. A hidden cursor is on no box yet: nothing to refuse.
    pub(super) fn refusal_here(&self) -> Option<crate::rules::BoxRefusal> {
        if self.cursor_hidden() {
            return None;
        }
        self.game()
            .placements()
            .and_then(|p| p.offer(self.cursor))
            .and_then(|o| o.refusal)
    }

    /// Moves the cursor to the next (or previous) open box of its column, in card order.
    /// While it is hidden, the first move shows it where it starts (the most points).
    pub(super) fn move_cursor(&mut self, down: bool) {
        if self.cursor_hidden() {
            self.chosen = true;
            return;
        }
        self.chosen = true;
        let Some(seat) = self.game().current_seat() else {
            return;
        };
        let card = self.game().cards()[seat.index()];
        let mut open = card.open_in(self.cursor.column);
        if open.is_empty() {
            open = card.open_spots();
        }
        if open.is_empty() {
            return;
        }
        let rank = |s: &Spot| {
            let boxes = self.game().rules().layout().boxes();
            (
                s.column,
                boxes.iter().position(|&b| b == s.b).unwrap_or(usize::MAX),
            )
        };
        let here = rank(&self.cursor);
        let n = open.len();
        let at = open.iter().position(|s| *s == self.cursor);
        self.cursor = match (at, down) {
            (Some(i), true) => open[(i + 1) % n],
            (Some(i), false) => open[(i + n - 1) % n],
            (None, true) => open
                .iter()
                .copied()
                .find(|s| rank(s) > here)
                .unwrap_or(open[0]),
            (None, false) => open
                .iter()
                .rev()
                .copied()
                .find(|s| rank(s) < here)
                .unwrap_or(open[n - 1]),
        };
    }

    /// Moves the cursor to the next (or previous) column with an open box, on the same row
    /// when that box is open there.
    pub(super) fn move_column(&mut self, right: bool) {
        if self.cursor_hidden() {
            self.chosen = true;
            return;
        }
        self.chosen = true;
        let Some(seat) = self.game().current_seat() else {
            return;
        };
        let card = self.game().cards()[seat.index()];
        let ids = card.column_ids();
        let n = ids.len();
        if n < 2 {
            return;
        }
        let at = self.cursor.column.index();
        for step in 1..n {
            let c = ids[if right {
                (at + step) % n
            } else {
                (at + n - step) % n
            }];
            let open = card.open_in(c);
            let same_row = Spot::new(c, self.cursor.b);
            if open.contains(&same_row) {
                self.cursor = same_row;
                return;
            }
            // The box the column's order allows next, else its first open box.
            if let Some(&first) = card
                .next_in_order(c)
                .map(|b| Spot::new(c, b))
                .as_ref()
                .or(open.first())
            {
                self.cursor = first;
                return;
            }
        }
    }

    /// Shows the next seat's columns (back to the seat to play after the last).
    pub(super) fn view_other_card(&mut self) {
        let seats = self.game().seats().len() as u8;
        let current = self.game().current_seat();
        let shown = self.viewed.or(current).map_or(0, |s| s.0);
        let next = SeatId((shown + 1) % seats.max(1));
        self.viewed = (Some(next) != current).then_some(next);
    }

    /// The seat whose columns the card shows.
    pub fn shown_seat(&self) -> SeatId {
        self.viewed
            .or(self.game().current_seat())
            .unwrap_or(SeatId(0))
    }
}
