//! The seats no one here plays: their drivers asked at the CPUs' pace, their turns skipped
//! on request, and the dice tumbling meanwhile.

use super::*;

impl Play {
    /// Plays one action of the seat to play if its driver has one; returns whether it did.
    pub(super) fn cpu_step(&mut self, ctx: &mut Ctx) -> bool {
        let Some((seat, next)) = self.drivers.poll(&self.session, ctx.tables) else {
            return false;
        };
        match next {
            Next::Act(action) => {
                self.thinking = None;
                self.commit(ctx, seat, action)
            }
            Next::Wait(Waiting::Person) => false,
            Next::Wait(Waiting::Preparing(p)) => {
                self.thinking = Some(p);
                false
            }
            Next::Wait(Waiting::Unable(why)) => {
                self.say(why, Tone::Bad);
                // Waiting, so the instant pace does not spin on a CPU that cannot act.
                self.thinking = Some(0);
                false
            }
        }
    }

    /// Plays the current CPU seat's turn to its end at once.
    pub(super) fn skip(&mut self, ctx: &mut Ctx) {
        let Some(seat) = self.game().current_seat() else {
            return;
        };
        if matches!(self.role, Role::Front(_)) {
            if self.is_cpu(seat) {
                self.ask(Ask::Skip);
            } else {
                self.say("Nothing to skip: a person is playing.", Tone::Info);
            }
            return;
        }
        if !self.drives(seat) {
            self.say("Nothing to skip: it is your turn.", Tone::Info);
            return;
        }
        while self.game().current_seat() == Some(seat)
            && self.overlay.is_none()
            && self.cpu_step(ctx)
        {}
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
                let _ = ctx.tables.request_columns(&rules);
            } else {
                let _ = ctx.tables.request(&rules);
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
        let cpu_turn = self.game().current_seat().is_some_and(|s| self.drives(s));
        if self.overlay.is_some() || !cpu_turn {
            self.cpu_due = None;
            return;
        }
        let step = Duration::from_millis(self.options().cpu_speed.step_millis());
        if step.is_zero() {
            // Instant: every CPU turn up to the next person, now.
            self.skip_to_person(ctx);
            return;
        }
        match self.cpu_due {
            None => self.cpu_due = Some(ctx.clock + step),
            Some(due) if ctx.clock >= due => {
                self.cpu_due = if self.cpu_step(ctx) {
                    Some(ctx.clock + step)
                } else {
                    Some(ctx.clock + Duration::from_millis(100))
                };
            }
            Some(_) => {}
        }
    }

    /// When the screen next needs to wake up by itself.
    pub fn next_deadline(&self, clock: Duration) -> Option<Duration> {
        // At instant speed a CPU that can act plays at the very next tick.
        let instant = (self.options().cpu_speed.step_millis() == 0
            && self.overlay.is_none()
            && self.thinking.is_none()
            && self.game().current_seat().is_some_and(|s| self.drives(s)))
        .then_some(Duration::ZERO);
        [
            self.cpu_due,
            self.fresh.map(|(_, t)| t),
            // The next frame of tumbling dice.
            self.tumble.map(|t| {
                let done = clock.saturating_sub(t.from).as_millis() / TUMBLE_FRAME.as_millis();
                (t.from + TUMBLE_FRAME * (done as u32 + 1)).min(t.until)
            }),
            self.celebration.as_ref().map(|(_, t)| *t),
            instant,
        ]
        .into_iter()
        .flatten()
        .min()
    }

    /// Plays every CPU turn up to the next person's (or the end of the match) at once.
    pub(super) fn skip_to_person(&mut self, ctx: &mut Ctx) {
        if matches!(self.role, Role::Front(_)) {
            self.ask(Ask::SkipAll);
            return;
        }
        while let Some(seat) = self.game().current_seat() {
            if !self.drives(seat) || self.overlay.is_some() {
                break;
            }
            self.skip(ctx);
            if self.game().current_seat() == Some(seat) {
                // The CPU could not act (its table is still being prepared).
                break;
            }
        }
    }

    /// The next CPU speed, kept with the match.
    pub(super) fn change_speed(&mut self, ctx: &mut Ctx) {
        if !self.game().seat_ids().any(|s| self.is_cpu(s)) {
            self.say("No CPU is seated: there is no pace to change.", Tone::Info);
            return;
        }
        if matches!(self.role, Role::Front(_)) {
            self.ask(Ask::Speed);
            return;
        }
        self.session
            .set_cpu_speed(self.options().cpu_speed.cycled(true));
        self.cpu_due = None;
        match self.save_now(ctx.store) {
            Ok(()) => self.say(
                format!("CPU speed: {}.", self.options().cpu_speed.label()),
                Tone::Info,
            ),
            Err(e) => self.say(
                format!(
                    "CPU speed: {} (not saved: {e}).",
                    self.options().cpu_speed.label()
                ),
                Tone::Bad,
            ),
        }
    }
}
