//! Every action through one path: applied to a copy of the session, saved, and only then
//! shown; a failed save holds the action and asks. Undo goes the same way.

use super::*;

impl Play {
    /// Writes `session` where it belongs: the autosave, or history once it is over.
    ///
    /// Finishing is one recoverable step: the save records the finished match first, then
    /// the history takes it (idempotently, by id), then the save goes. A kill anywhere in
    /// between leaves a finished save, which the next start archives and removes.
    pub(super) fn persist(
        &self,
        store: &mut dyn Storage,
        session: &Session,
    ) -> Result<(), StoreError> {
        store.save_match(self.slot(), &SaveFile::of(session))?;
        if session.game().is_over() {
            store.archive(
                FinishedMatch::of(session, self.finished_unix.unwrap_or_else(now_unix)),
                !session.options().practice,
            )?;
            store.clear_match(self.slot())?;
        }
        Ok(())
    }

    /// Saves `next` before it is shown; `Ok` also when the player chose to play on without
    /// saving (or the folder cannot be written), where the attempt is still made each time.
    pub(super) fn saved_or_unsaved(
        &mut self,
        store: &mut dyn Storage,
        next: &Session,
    ) -> Result<(), StoreError> {
        match self.persist(store, next) {
            Ok(()) => {
                self.mark_saved();
                Ok(())
            }
            Err(_) if self.unsaved => {
                self.unsaved_actions += 1;
                Ok(())
            }
            Err(e) => Err(e),
        }
    }

    /// Saves the match as it stands (a new or resumed match).
    pub fn save_now(&mut self, store: &mut dyn Storage) -> Result<(), StoreError> {
        self.persist(store, &self.session)?;
        self.mark_saved();
        Ok(())
    }

    /// The match as shown is what its save holds (or, once over, what the history holds):
    /// just written, or just read.
    pub fn mark_saved(&mut self) {
        self.unsaved = false;
        self.unsaved_actions = 0;
        self.on_disk = true;
    }

    /// What leaving the match now would lose, in a sentence; `None` when everything done is
    /// saved.
    pub fn lost(&self) -> Option<String> {
        // A move held while the player is asked whether to retry is lost too.
        let held = matches!(
            self.overlay,
            Some(Overlay::SaveFailed {
                pending: Some(_),
                ..
            })
        );
        let n = self.unsaved_actions + usize::from(held);
        if n == 0 {
            return None;
        }
        let last = match n {
            1 => "the last action".to_string(),
            n => format!("the last {n} actions"),
        };
        Some(if self.game().is_over() {
            format!(
                "Not saved: this finished match is not in the history and does not count in statistics ({last} could not be saved)."
            )
        } else if self.on_disk {
            format!(
                "Not saved: {last} of this match {} lost; resuming it goes back to where it was last saved.",
                if n == 1 { "is" } else { "are" }
            )
        } else {
            format!(
                "Not saved: this match was never saved, so {} lost and it cannot be resumed.",
                crate::words::count(n as u64, "action is", "actions are")
            )
        })
    }

    /// Applies an action, saves, and only then shows it. Returns whether it took effect.
    pub fn commit(&mut self, ctx: &mut Ctx, seat: SeatId, action: Action) -> bool {
        match self.commit_or_refusal(ctx, seat, action) {
            Ok(done) => done,
            Err(why) => {
                self.say(capitalise(&why), Tone::Bad);
                false
            }
        }
    }

    /// [`Play::commit`], with the session's refusal given back rather than shown: at a
    /// hosted table it goes to the front end that asked. On a front end the action is asked
    /// of the table, and is shown once the table's news arrives.
    pub(super) fn commit_or_refusal(
        &mut self,
        ctx: &mut Ctx,
        seat: SeatId,
        action: Action,
    ) -> Result<bool, String> {
        if matches!(self.role, Role::Front(_)) {
            self.ask(Ask::Act {
                seat: Some(seat),
                action,
            });
            return Ok(false);
        }
        let mut next = self.session.clone();
        // A CPU playing a person's seat here is standing in for them: the log says so.
        let stand_in = match self.drivers.kind(seat) {
            Some(crate::seats::DriverKind::Cpu(level)) if self.session.is_person(seat) => {
                Some(level)
            }
            _ => None,
        };
        let event = next
            .apply_as(seat, action, stand_in)
            .map_err(|e| e.to_string())?;
        if next.game().is_over() {
            self.finished_unix.get_or_insert_with(now_unix);
        }
        // At the end, the history is read once for personal bests; a damage found there is
        // reported like one found while archiving.
        let mut notices = Vec::new();
        if next.game().is_over() && !next.options().practice {
            let (history, problem) = ctx.store.history();
            self.personal_bests = personal_bests(&history, next.game());
            notices.extend(problem);
        }
        match self.persist(ctx.store, &next) {
            Ok(()) => {
                self.mark_saved();
                self.accept(next, event, ctx);
                notices.extend(ctx.store.take_notices());
                if !notices.is_empty() {
                    let notice = notices.join(" ");
                    self.say(notice.clone(), Tone::Bad);
                    self.store_notice = Some(notice);
                }
                Ok(true)
            }
            Err(_) if self.unsaved => {
                self.unsaved_actions += 1;
                self.accept(next, event, ctx);
                Ok(true)
            }
            Err(e) => {
                self.overlay = Some(Overlay::SaveFailed {
                    message: e.to_string(),
                    pending: Some(Box::new(next)),
                    pending_event: Some(event),
                    selected: 0,
                });
                Ok(false)
            }
        }
    }

    pub(super) fn accept(&mut self, next: Session, event: Event, ctx: &mut Ctx) {
        let clock = ctx.clock;
        self.session = next;
        self.cpu_due = None;
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
            } => {
                // The celebration gives way to the next throw.
                self.celebration = None;
                self.chosen = false;
                self.fresh = Some((thrown, clock + Duration::from_millis(700)));
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
            Event::HoldToggled { seat, die, held } => {
                if !self.is_human(seat)
                    && let Some(t) = self.game().throw()
                {
                    // What is held after the change, where it says more than the die itself.
                    let kept = t.dice.held_counts(t.held);
                    let (verb, after) = match (held, kept.len()) {
                        (true, 0 | 1) => ("holds", String::new()),
                        (true, _) => ("holds", format!(" ({kept} held)")),
                        (false, 0) => ("releases", " (nothing held)".to_string()),
                        (false, _) => ("releases", format!(" ({kept} still held)")),
                    };
                    self.say(
                        format!(
                            "{} {verb} a {}{after}",
                            seat_name(self.game(), seat),
                            t.dice.get(die),
                        ),
                        Tone::Info,
                    );
                }
            }
            Event::Scored { seat, placed, next } => {
                let name = seat_name(self.game(), seat);
                let layout = self.game().rules().layout();
                // What the total gains: on a card of several columns, the bonus is
                // multiplied with its column like every box there.
                let bonus_added = crate::words::bonus_added(
                    layout,
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
                    self.celebration = Some((banner, clock + Duration::from_millis(2500)));
                    *ctx.bell = true;
                }
                if next.is_none() {
                    *ctx.bell = true;
                }
                let mut text = format!(
                    "{} scored {} in {}",
                    seat_name(self.game(), seat),
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
        if matches!(&self.role, Role::Front(link) if link.guest && link.plays.is_empty()) {
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
                self.say(capitalise(&why), Tone::Info);
                false
            }
        }
    }

    /// Takes back the latest move of `by`, saved before it is shown; on a front end, asks
    /// the table. The refusal is given back.
    pub(super) fn undo_by(&mut self, ctx: &mut Ctx, by: SeatId) -> Result<bool, String> {
        if matches!(self.role, Role::Front(_)) {
            self.ask(Ask::Undo { by });
            return Ok(false);
        }
        let mut next = self.session.clone();
        let undone = next.undo(by).map_err(|why| why.to_string())?;
        match self.saved_or_unsaved(ctx.store, &next) {
            Ok(()) => {
                self.took_back(next, undone);
                Ok(true)
            }
            Err(e) => {
                self.say(format!("Undo not saved, so not done: {e}"), Tone::Bad);
                Ok(false)
            }
        }
    }

    /// Shows a move taken back (here, or at the table this screen is a front end of).
    pub(super) fn took_back(&mut self, next: Session, undone: crate::game::Undone) {
        self.session = next;
        self.overlay = None;
        self.cpu_due = None;
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
