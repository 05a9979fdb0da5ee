//! The seats no one here plays: their drivers asked at the CPUs' pace, their turns skipped
//! on request, and the dice tumbling meanwhile.

use super::*;
use crate::l10n::t;
use crate::table::{Answer, Saved};

impl Play {
    /// Asks the table to play the current CPU seat's turn to its end at once.
    pub(super) fn skip(&mut self, ctx: &mut Ctx) {
        let Some(seat) = self.game().current_seat() else {
            return;
        };
        if self.is_cpu(seat) {
            self.pace(ctx, Some(Ask::Skip));
        } else if self.door.table().is_some() {
            // At one keyboard every person plays here.
            self.say(t!("play-skip-your-turn"), Tone::Info);
        } else {
            self.say(t!("play-skip-person"), Tone::Info);
        }
    }

    /// How thrown dice move, if at all: never at instant speed or when motion is off, and a
    /// CPU's throw never tumbles longer than its step, so its pace stays what was chosen.
    pub(super) fn tumble_for(&self, seat: SeatId, thrown: Holds, ctx: &Ctx) -> Option<Tumble> {
        let step = Duration::from_millis(self.options().cpu_speed.step_millis());
        if !ctx.animate || step.is_zero() {
            return None;
        }
        let length = if self.is_human(seat) {
            TUMBLE
        } else {
            TUMBLE.min(step)
        };
        Some(Tumble {
            dice: thrown,
            from: ctx.clock,
            until: ctx.clock + length,
        })
    }

    /// Whether dice are in the air at `clock`.
    pub fn tumbling(&self, clock: Duration) -> Option<&Tumble> {
        self.tumble.as_ref().filter(|t| clock < t.until)
    }

    /// Advances the seats no one here plays, at the CPUs' pace. Paused while any overlay is
    /// open.
    pub fn tick(&mut self, ctx: &mut Ctx) {
        self.hear(ctx);
        if self.options().hints && !self.options().score_pad {
            // Started with the match rather than at the first question, so the hints and the
            // coach are ready by the first placement and their progress moves meanwhile.
            let rules = *self.game().rules();
            if rules.layout().is_multi_column() {
                let _ = ctx.shelf.request_columns(&rules);
            } else {
                let _ = ctx.shelf.request(&rules);
            }
        }
        if self.tumble.is_some_and(|t| ctx.clock >= t.until) {
            self.tumble = None;
        }
        if self.fresh.is_some_and(|(_, until)| ctx.clock >= until) {
            self.fresh = None;
        }
        if self
            .celebration
            .as_ref()
            .is_some_and(|(_, until)| ctx.clock >= *until)
        {
            self.celebration = None;
        }
        self.pace(ctx, None);
    }

    /// When the screen next needs to wake up by itself.
    pub fn next_deadline(&self, clock: Duration) -> Option<Duration> {
        [
            // The table's CPUs (at the instant pace, the very next tick).
            self.door.next_due(self.overlay.is_some()),
            self.fresh.map(|(_, t)| t),
            // The next frame of tumbling dice.
            self.tumble.map(|t| {
                let done = clock.saturating_sub(t.from).as_millis() / TUMBLE_FRAME.as_millis();
                (t.from + TUMBLE_FRAME * (done as u32 + 1)).min(t.until)
            }),
            self.celebration.as_ref().map(|(_, t)| *t),
        ]
        .into_iter()
        .flatten()
        .min()
    }

    /// Asks the table to play every CPU turn up to the next person's (or the end of the
    /// match) at once.
    pub(super) fn skip_to_person(&mut self, ctx: &mut Ctx) {
        self.pace(ctx, Some(Ask::SkipAll));
    }

    /// Asks the table for the next CPU speed, kept with the match.
    pub(super) fn change_speed(&mut self, ctx: &mut Ctx) {
        if !self.game().seat_ids().any(|s| self.is_cpu(s)) {
            self.say(t!("play-speed-no-cpu"), Tone::Info);
            return;
        }
        // The table's news says the new speed.
        match self.ask(ctx, Ask::Speed) {
            Answer::Done(Saved::Unwritten { message }) => self.say(
                t!(
                    "play-speed-not-saved",
                    speed = self.options().cpu_speed.shown(),
                    error = message.as_str()
                ),
                Tone::Bad,
            ),
            Answer::Denied(why) => self.say(capitalise(&why.to_string()), Tone::Bad),
            _ => {}
        }
    }
}
