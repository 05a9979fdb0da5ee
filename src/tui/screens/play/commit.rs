//! Every action through one path: asked of the table, which applies it to a copy of the
//! session, saves it, and only then tells this screen, which shows it; a failed save holds
//! the action and asks. Undo goes the same way.

use super::*;
use crate::l10n::t;
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
                let name = seat_name(self.game(), seat);
                let said = match b {
                    Some(b) => t!(
                        "play-corrected-box",
                        name = name,
                        spot = b.to_string(),
                        before = before.to_string(),
                        after = after.to_string()
                    ),
                    None => t!(
                        "play-corrected-extra",
                        name = name,
                        before = before.to_string(),
                        after = after.to_string()
                    ),
                };
                self.say(said, Tone::Good);
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
                t!(
                    "play-cpu-threw",
                    name = seat_name(self.game(), seat),
                    dice = dice.counts().to_string()
                ),
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
        let name = seat_name(self.game(), seat);
        let face = u8::from(t.dice.get(die));
        let kept_text = kept.to_string();
        let text = match (held, kept.len()) {
            (true, 0 | 1) => t!("play-cpu-holds", name = name, face = face),
            (true, _) => t!(
                "play-cpu-holds-kept",
                name = name,
                face = face,
                kept = kept_text
            ),
            (false, 0) => t!("play-cpu-releases-none", name = name, face = face),
            (false, _) => t!(
                "play-cpu-releases-kept",
                name = name,
                face = face,
                kept = kept_text
            ),
        };
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
        // The five of a kind is cheered by the card's own name for it ("KNIFFEL!").
        let layout = self.game().rules().layout();
        let cheer = |b: BoxId| layout.label(b).to_uppercase();
        let banner = if placed.extra_bonus {
            Some(t!(
                "play-banner-another",
                cheer = cheer(BoxId::Yahtzee),
                name = name.as_str(),
                points = bonus_added
            ))
        } else if matches!(placed.b, BoxId::Yatzy | BoxId::Yahtzee) && placed.points > 0 {
            Some(t!(
                "play-banner-five",
                cheer = cheer(placed.b),
                name = name.as_str(),
                points = placed.points
            ))
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
        let spot = crate::words::spot_name(layout, Spot::new(placed.column, placed.b));
        let (name, points) = (name.as_str(), placed.points);
        let text = match (placed.joker, placed.extra_bonus) {
            (false, false) => t!("play-scored", name = name, points = points, spot = spot),
            (true, false) => t!(
                "play-scored-joker",
                name = name,
                points = points,
                spot = spot
            ),
            (false, true) => t!(
                "play-scored-bonus",
                name = name,
                points = points,
                spot = spot,
                bonus = bonus_added
            ),
            (true, true) => t!(
                "play-scored-joker-bonus",
                name = name,
                points = points,
                spot = spot,
                bonus = bonus_added
            ),
        };
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
    pub(super) fn undo_offer(&self) -> Result<(SeatId, LogEntry), UndoRefusal> {
        self.undo_offer_as(false)
    }

    /// The same, asked at the hand-over prompt (`handing_over`) or not.
    ///
    /// Undo is asked of the session as the person holding the keyboard, and the session
    /// decides (only a move's author takes it back, never after a throw or once a CPU's turn
    /// has begun). Who holds it: at the hand-over prompt, still the person who moved last
    /// (the prompt offers them their placement back); once the next person has taken it,
    /// they do, so undo concerns their own moves only; while a CPU plays, the person who
    /// moved last.
    pub(super) fn undo_offer_as(
        &self,
        handing_over: bool,
    ) -> Result<(SeatId, LogEntry), UndoRefusal> {
        let author = self
            .game()
            .log()
            .iter()
            .rev()
            .find(|e| !e.undone)
            .map(|e| e.seat);
        let by = match (author, self.human_turn(), self.game().current_seat()) {
            (_, Some(holder), _) if !handing_over => holder,
            (Some(a), _, _) if self.is_human(a) => a,
            (_, _, Some(current)) => current,
            _ => return Err(UndoRefusal::MatchOver),
        };
        self.session.undo_check(by).map(|entry| (by, entry))
    }

    /// Takes back the latest move this keyboard may take back; returns whether it did.
    pub(super) fn undo(&mut self, ctx: &mut Ctx) -> bool {
        self.undo_as(ctx, false)
    }

    /// Takes back what [`Play::undo_offer_as`] offers; returns whether it did.
    pub(super) fn undo_as(&mut self, ctx: &mut Ctx, handing_over: bool) -> bool {
        if self.is_guest() && self.plays().is_empty() {
            self.say(t!("play-spectator"), Tone::Info);
            return false;
        }
        // Out of turn, a guest may take back only their own latest move; anything else
        // would be refused by the table with a reason about someone else's move.
        if self.is_guest()
            && self.human_turn().is_none()
            && !self
                .undo_offer_as(handing_over)
                .is_ok_and(|(by, _)| self.is_human(by))
        {
            let why = self.not_your_turn();
            self.say(why, Tone::Info);
            return false;
        }
        let by = match self.undo_offer_as(handing_over) {
            Ok((by, _)) => by,
            Err(why) => {
                let tone = if why == UndoRefusal::Off {
                    Tone::Bad
                } else {
                    Tone::Info
                };
                let text = self.undo_refusal_words(why);
                self.say(text, tone);
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
                self.say(
                    t!("play-undo-not-saved", error = message.as_str()),
                    Tone::Bad,
                );
                Ok(false)
            }
            Answer::Done(_) => Ok(true),
            Answer::Denied(why) => Err(why),
            Answer::Sent | Answer::Closed => Ok(false),
        }
    }

    /// Why undo does nothing here, in words: a move that is another person's names them.
    fn undo_refusal_words(&self, why: UndoRefusal) -> String {
        match why {
            UndoRefusal::NotYours { author } => {
                let stored = crate::words::seat_name(self.game(), author);
                t!(
                    "play-undo-not-yours",
                    who = crate::words::who(&stored),
                    name = seat_name(self.game(), author)
                )
            }
            _ => capitalise(&why.to_string()),
        }
    }

    /// Shows a move taken back (here, or at the table this screen is a front end of).
    pub(super) fn took_back(&mut self, next: Session, undone: crate::game::Undone) {
        self.session = next;
        self.overlay = None;
        let text = took_back_words(
            &undone.entry,
            undone
                .returns_to
                .map(|seat| crate::words::seat_name(self.game(), seat)),
            self.game().rules().layout(),
        );
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

/// A move taken back, in the one form every undo says it (on screen and with real dice):
/// "Took back the hold change on die 2.", "Took back Ana's score in Full house: it is Ana's
/// move again.", "Took back your score in Full house: it is your move again." `returns_to`
/// is the stored name of the seat whose move it is again.
pub(super) fn took_back_words(
    entry: &LogEntry,
    returns_to: Option<String>,
    layout: crate::rules::Layout,
) -> String {
    match returns_to {
        None => t!(
            "play-took-back",
            what = describe_entry(entry, layout, "the")
        ),
        Some(name) => t!(
            "play-took-back-turn",
            who = crate::words::who(&name),
            name = crate::words::shown_name(&name).into_owned(),
            bare = describe_entry(entry, layout, "bare")
        ),
    }
}
