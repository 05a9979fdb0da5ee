//! The seats the table plays by itself (its CPUs, a guest's stand-in): their drivers are
//! asked at the CPUs' pace, on the clock the caller passes, and their turns are skipped on
//! request.

use std::time::Duration;

use super::{Env, Saved, Table, Thinking};
use crate::seats::{Next, Waiting};

/// How soon a CPU that could not act is asked again.
const RETRY: Duration = Duration::from_millis(100);

impl Table {
    /// Whether the table plays the seat to play by itself.
    pub fn cpu_turn(&self) -> bool {
        self.game()
            .current_seat()
            .is_some_and(|s| self.drivers.acts(s))
    }

    /// Why the CPU to play has not played yet, if it is preparing or cannot play.
    pub fn thinking(&self) -> Option<&Thinking> {
        self.thinking.as_ref()
    }

    /// Plays one action of the seat to play if its driver has one; `None` when it had none.
    fn cpu_step(&mut self, env: &mut Env<'_>) -> Option<Saved> {
        let (seat, next) = self.drivers.poll(&self.session, env.solved)?;
        match next {
            Next::Act(action) => {
                self.thinking = None;
                // A CPU's action the session refuses is a CPU that cannot play.
                match self.act(seat, action, env) {
                    Ok(saved) => Some(saved),
                    Err(why) => {
                        self.thinking = Some(Thinking::Unable(why.to_string()));
                        None
                    }
                }
            }
            Next::Wait(Waiting::Person) => None,
            Next::Wait(Waiting::Preparing(p)) => {
                self.thinking = Some(Thinking::Preparing(p));
                None
            }
            Next::Wait(Waiting::Unable(why)) => {
                // Waiting, so the instant pace does not spin on a CPU that cannot act.
                self.thinking = Some(Thinking::Unable(why));
                None
            }
        }
    }

    /// Whether a step's outcome lets the next one follow at once.
    fn goes_on(saved: &Option<Saved>) -> bool {
        matches!(
            saved,
            Some(Saved::Yes | Saved::PlayedUnsaved | Saved::Unwritten { .. })
        )
    }

    /// Plays the current CPU seat's turn to its end at once (stopping at a held write).
    pub(crate) fn skip(&mut self, env: &mut Env<'_>) -> Saved {
        let Some(seat) = self.game().current_seat() else {
            return Saved::Yes;
        };
        let mut last = Saved::Yes;
        while self.game().current_seat() == Some(seat) && self.saving.held.is_none() {
            let step = self.cpu_step(env);
            if !Table::goes_on(&step) {
                break;
            }
            last = step.unwrap_or(Saved::Yes);
        }
        self.held_or(last)
    }

    /// Plays every CPU turn up to the next person's (or the end of the match) at once.
    pub(crate) fn skip_to_person(&mut self, env: &mut Env<'_>) -> Saved {
        let mut last = Saved::Yes;
        while let Some(seat) = self.game().current_seat() {
            if !self.drivers.acts(seat) || self.saving.held.is_some() {
                break;
            }
            last = self.skip(env);
            if self.game().current_seat() == Some(seat) {
                // The CPU could not act (its table is still being prepared).
                break;
            }
        }
        self.held_or(last)
    }

    fn held_or(&self, last: Saved) -> Saved {
        match self.held() {
            Some(message) => Saved::HeldForAnswer {
                message: message.to_string(),
            },
            None => last,
        }
    }

    /// Advances the seats the table plays, at the CPUs' pace: the first tick of a CPU's turn
    /// sets when it acts, and the tick at or after that time plays one action. `paused`
    /// (a question on the one keyboard's screen) holds the CPUs, as does a held write.
    pub fn tick(&mut self, env: &mut Env<'_>, paused: bool) -> Option<Saved> {
        if paused || self.saving.held.is_some() || !self.cpu_turn() {
            self.cpu_due = None;
            return None;
        }
        let step = Duration::from_millis(self.options().cpu_speed.step_millis());
        if step.is_zero() {
            // Instant: every CPU turn up to the next person, now.
            return Some(self.skip_to_person(env));
        }
        match self.cpu_due {
            None => {
                self.cpu_due = Some(env.now + step);
                None
            }
            Some(due) if env.now >= due => {
                let saved = self.cpu_step(env);
                let applied = Table::goes_on(&saved);
                self.cpu_due = Some(env.now + if applied { step } else { RETRY });
                saved
            }
            Some(_) => None,
        }
    }

    /// When the table next needs a tick by itself: the CPU's due time, or at once at the
    /// instant pace.
    pub fn next_due(&self, paused: bool) -> Option<Duration> {
        let instant = (self.options().cpu_speed.step_millis() == 0
            && !paused
            && self.saving.held.is_none()
            && self.thinking.is_none()
            && self.cpu_turn())
        .then_some(Duration::ZERO);
        [self.cpu_due, instant].into_iter().flatten().min()
    }
}
