//! Every action through one path: asked of the table, which applies it to a copy of the
//! session, saves it, and only then tells this screen, which shows it; a failed save holds
//! the action and asks. Undo goes the same way.

use super::*;
use crate::rules::{Dice, DieIndex, Placed};
use crate::table::{Answer, Denial, Saved};

impl Play {
    /// Asks the table for an action and shows what it did. Returns whether it took effect
    /// here and now (over a link, the table's news show it later).
    pub fn commit(&mut self, ctx: &mut Ctx, seat: SeatId, action: Action) -> bool {
        let ask = Ask::Act {
            seat: Some(seat),
            action,
        };
        match self.ask(ctx, ask) {
            Answer::Done(Saved::HeldForAnswer { message }) => {
                self.save_failed(message, true);
                false
            }
            Answer::Done(Saved::NotDone { .. }) => false,
            Answer::Done(_) => true,
            Answer::Denied(why) => {
                self.say(capitalise(&why.to_string()), Tone::Bad);
                false
            }
            Answer::Sent | Answer::Closed => false,
        }
    }

    /// Takes the session the table saved and tells what its event did.
    pub(super) fn accept(&mut self, next: Session, event: crate::game::Event, ctx: &mut Ctx) {
        use crate::game::Event;
        self.session = next;
        match event {
            Event::Corrected {
                seat,
                b,
                before,
                after,
                ..
            } => {
                let what = match b {
                    Some(b) => format!("{b}: {before} → {after}"),
                    None => format!("extra Yahtzees: {before} → {after}"),
                };
                self.say(
                    format!("Corrected {}'s {what}", seat_name(self.game(), seat)),
                    Tone::Good,
                );
            }
            Event::Rolled {
                seat, dice, thrown, ..
            } => self.rolled(ctx, seat, dice, thrown),
            Event::HoldToggled { seat, die, held } => self.hold_toggled(seat, die, held),
            Event::Scored { seat, placed, next } => self.scored(ctx, seat, &placed, next),
        }
    }

    /// A throw: the dice tumble, the cursor starts over, a CPU's throw is told.
    fn rolled(&mut self, ctx: &mut Ctx, seat: SeatId, dice: Dice, thrown: Holds) {
        // The celebration gives way to the next throw.
        self.celebration = None;
        self.chosen = false;
        self.fresh = Some((thrown, ctx.clock + Duration::from_millis(700)));
        self.tumble = self.tumble_for(seat, thrown, ctx);
        if self.is_human(seat) {
            self.status = None;
        } else {
            self.say(
                // Sorted, as the log tells it.
                format!("{} threw {}", seat_name(self.game(), seat), dice.counts()),
                Tone::Info,
            );
        }
        self.reset_cursor();
    }

    /// A CPU's hold or release, told with what it keeps.
    fn hold_toggled(&mut self, seat: SeatId, die: DieIndex, held: bool) {
        if self.is_human(seat) {
            return;
        }
        let Some(t) = self.game().throw() else {
            return;
        };
        // What is held after the change, where it says more than the die itself.
        let kept = t.dice.held_counts(t.held);
        let (verb, after) = match (held, kept.len()) {
            (true, 0 | 1) => ("holds", String::new()),
            (true, _) => ("holds", format!(" ({kept} held)")),
            (false, 0) => ("releases", " (nothing held)".to_string()),
            (false, _) => ("releases", format!(" ({kept} still held)")),
        };
        let text = format!(
            "{} {verb} a {}{after}",
            seat_name(self.game(), seat),
            t.dice.get(die),
        );
        self.say(text, Tone::Info);
    }

    /// A placement: a Yahtzee's banner and bell, the line that tells it, and the next turn
    /// (or the bell of the match's end).
    fn scored(&mut self, ctx: &mut Ctx, seat: SeatId, placed: &Placed, next: Option<SeatId>) {
        let name = seat_name(self.game(), seat);
        // What the total gains: on a card of several columns, the bonus is
        // multiplied with its column like every box there.
        let bonus_added = crate::words::bonus_added(
            self.game().rules().layout(),
            placed.column,
            self.game().rules().extra_yahtzee_bonus(),
        );
        let banner = if placed.extra_bonus {
            Some(format!("★ Another YAHTZEE! ★  {name} +{bonus_added}"))
        } else if placed.b == BoxId::Yatzy && placed.points > 0 {
            Some(format!("★ YATZY! ★  {name} +{}", placed.points))
        } else if placed.b == BoxId::Yahtzee && placed.points > 0 {
            Some(format!("★ YAHTZEE! ★  {name} +{}", placed.points))
        } else {
            None
        };
        if let Some(banner) = banner {
            self.celebration = Some((banner, ctx.clock + Duration::from_millis(2500)));
            *ctx.bell = true;
        }
        if next.is_none() {
            *ctx.bell = true;
        }
        let mut text = format!(
            "{name} scored {} in {}",
            placed.points,
            crate::words::spot_name(
                self.game().rules().layout(),
                Spot::new(placed.column, placed.b)
            )
        );
        if placed.joker {
            text.push_str(" (Joker)");
        }
        if placed.extra_bonus {
            text.push_str(&format!(" and a Yahtzee bonus of {bonus_added}"));
        }
        self.say(
            text,
            if placed.points > 0 || placed.extra_bonus {
                Tone::Good
            } else {
                Tone::Info
            },
        );
        self.fresh = None;
        self.entry.clear();
        if next.is_some() {
            self.reset_cursor();
            self.offer_handover();
        }
    }

    /// The seat whose latest move undo would take back at this keyboard, and that move.
    ///
    /// The keyboard is shared by everyone here, so it may speak for the author of the latest
    /// move when a person here made it: the previous person's placement, until the next
    /// throw. [`Play::undo`] then hands the keyboard back to them.
    pub(super) fn undo_offer(&self) -> Result<(SeatId, LogEntry), UndoRefusal> {
        let author = self
            .game()
            .log()
            .iter()
            .rev()
            .find(|e| !e.undone)
            .map(|e| e.seat);
        let by = match (author, self.game().current_seat()) {
            (Some(a), _) if self.is_human(a) => a,
            (_, Some(current)) => current,
            _ => return Err(UndoRefusal::MatchOver),
        };
        self.session.undo_check(by).map(|entry| (by, entry))
    }

    /// Takes back the latest move this keyboard may take back; returns whether it did.
    pub(super) fn undo(&mut self, ctx: &mut Ctx) -> bool {
        if self.is_guest() && self.plays().is_empty() {
            self.say(
                "You are watching this match: a spectator cannot play.",
                Tone::Info,
            );
            return false;
        }
        // Out of turn, a guest may take back only their own latest move; anything else
        // would be refused by the table with a reason about someone else's move.
        if self.is_guest()
            && self.human_turn().is_none()
            && !self.undo_offer().is_ok_and(|(by, _)| self.is_human(by))
        {
            let why = self.not_your_turn();
            self.say(why, Tone::Info);
            return false;
        }
        let by = match self.undo_offer() {
            Ok((by, _)) => by,
            Err(why) => {
                let tone = if why == UndoRefusal::Off {
                    Tone::Bad
                } else {
                    Tone::Info
                };
                self.say(capitalise(&why.to_string()), tone);
                return false;
            }
        };
        match self.undo_by(ctx, by) {
            Ok(done) => done,
            Err(why) => {
                self.say(capitalise(&why.to_string()), Tone::Info);
                false
            }
        }
    }

    /// Asks the table to take back the latest move of `by`. The refusal is given back.
    pub(super) fn undo_by(&mut self, ctx: &mut Ctx, by: SeatId) -> Result<bool, Denial> {
        match self.ask(ctx, Ask::Undo { by }) {
            Answer::Done(Saved::NotDone { message }) => {
                self.say(format!("Undo not saved, so not done: {message}"), Tone::Bad);
                Ok(false)
            }
            Answer::Done(_) => Ok(true),
            Answer::Denied(why) => Err(why),
            Answer::Sent | Answer::Closed => Ok(false),
        }
    }

    /// Shows a move taken back (here, or at the table this screen is a front end of).
    pub(super) fn took_back(&mut self, next: Session, undone: crate::game::Undone) {
        self.session = next;
        self.overlay = None;
        let mut text = format!(
            "Took back: {}.",
            describe_entry(&undone.entry, self.game().rules().layout())
        );
        if let Some(seat) = undone.returns_to {
            text = format!(
                "Took back {}'s {}: it is {}'s move again.",
                seat_name(self.game(), seat),
                describe_entry(&undone.entry, self.game().rules().layout())
                    .trim_start_matches("the "),
                seat_name(self.game(), seat)
            );
        }
        self.say(text, Tone::Info);
        if let Some(spot) = undone.entry.action.spot() {
            self.cursor = spot;
        }
        // The turn went back to the person who made the move: they take the keyboard
        // again, so no one else decides it.
        if undone.returns_to.is_some() {
            // The banner of the move taken back goes with it.
            self.celebration = None;
            self.hand_over();
        }
    }
}
