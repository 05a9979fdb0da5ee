//! The screen as a front end of its table: the seats it plays, what it asks and what it
//! hears. The table decides, writes and plays its CPUs ([`crate::table::Table`]); the screen
//! asks through its [`Door`] and shows what the table did, the same way whether the table is
//! its own (one keyboard) or a hosted one over a link. Only the answer's timing differs: at
//! once here, as news later over a link.

use super::*;
use crate::l10n::t;
use crate::table::{Access, Answer, Env, Saved, Table, TakeBack, Thinking};
pub use crate::table::{Ask, Door, Finish, Link, News, TableEnd, link};

/// The table's borrowings from what the screen borrows.
fn env<'a>(ctx: &'a mut Ctx<'_>) -> Env<'a> {
    Env {
        store: &mut *ctx.store,
        solved: &mut *ctx.shelf,
        now: ctx.clock,
    }
}

impl Play {
    /// A front end of a hosted table, over a mirror of its session.
    pub fn front(session: Session, link: Link) -> Play {
        let drivers = Drivers::at_front(&session, &link.plays);
        Play::with_door(session, drivers, Door::Linked(link))
    }

    /// The seats this front end plays; at one keyboard, every person's.
    pub fn plays(&self) -> Vec<SeatId> {
        self.door.plays()
    }

    /// Whether this is the host's window of a table guests join (a front over a link that
    /// is not a guest's).
    pub(super) fn hosts_guests(&self) -> bool {
        self.door.table().is_none()
            && self.door.access() == Access::Host
            && self.options().joining.iter().any(|&j| j)
    }

    /// Whether this is a guest's front end.
    pub(crate) fn is_guest(&self) -> bool {
        self.door.access() == Access::Guest
    }

    /// Asks the table. A table here answers at once, and what it did is shown now; over a
    /// link the answer arrives as news.
    pub(super) fn ask(&mut self, ctx: &mut Ctx, ask: Ask) -> Answer {
        let answer = self.door.ask(ask, &mut env(ctx));
        match &answer {
            Answer::Done(_) => self.hear(ctx),
            Answer::Closed => self.say(t!("play-table-closed"), Tone::Bad),
            Answer::Denied(_) | Answer::Sent => {}
        }
        answer
    }

    /// Asks the table to play the CPUs on (a skip, or the pace's tick), and shows a write
    /// held for the player's answer.
    pub(super) fn pace(&mut self, ctx: &mut Ctx, ask: Option<Ask>) {
        let saved = match ask {
            Some(ask) => match self.ask(ctx, ask) {
                Answer::Done(saved) => Some(saved),
                _ => None,
            },
            None => {
                let paused = self.overlay.is_some();
                let saved = self.door.tick(&mut env(ctx), paused);
                self.hear(ctx);
                saved
            }
        };
        if let Some(Saved::HeldForAnswer { message }) = saved {
            self.save_failed(message, true);
        }
        match self.door.table().and_then(Table::thinking) {
            Some(Thinking::Preparing(p)) => self.thinking = Some(*p),
            Some(Thinking::Unable(why)) => {
                // Waiting, so the instant pace does not spin on a CPU that cannot act.
                let why = why.clone();
                self.say(why, Tone::Bad);
                self.thinking = Some(0);
            }
            None => self.thinking = None,
        }
    }

    /// Opens the question of a failed write: a move held (`held_move`), or the match's
    /// first write.
    pub(super) fn save_failed(&mut self, message: String, held_move: bool) {
        self.overlay = Some(Overlay::SaveFailed {
            message,
            held_move,
            selected: 0,
        });
    }

    /// A new match whose first write failed: the player is asked, as for a move.
    pub fn first_save_failed(&mut self, message: String) {
        if let Some(table) = self.door.table_mut() {
            table.hold_unwritten(message.clone());
        }
        self.save_failed(message, false);
    }

    /// Writes the match as it stands (a new or resumed match); a hosted table's front has
    /// nothing to write.
    pub fn save_now(&mut self, store: &mut dyn Storage) -> Result<(), StoreError> {
        match self.door.table_mut() {
            Some(table) => table.save_now(store),
            None => Ok(()),
        }
    }

    /// The match as shown is what its save holds: just read.
    pub fn mark_saved(&mut self) {
        if let Some(table) = self.door.table_mut() {
            table.mark_saved();
        }
    }

    /// Whether the table here plays on without saving.
    pub fn unsaved(&self) -> bool {
        self.door.table().is_some_and(Table::is_unsaved)
    }

    /// What leaving the match now would lose, in a sentence; `None` when everything done is
    /// saved (and always at a hosted table's front: the host's table keeps it).
    pub fn lost(&self) -> Option<String> {
        self.door
            .table()
            .and_then(Table::lost)
            .map(|lost| lost.to_string())
    }

    /// The player's answer to a failed write: retry, play on without saving, or quit.
    pub(super) fn save_failed_choice(
        &mut self,
        ctx: &mut Ctx,
        selected: usize,
        held_move: bool,
    ) -> PlayOutcome {
        let Some(table) = self.door.table_mut() else {
            return PlayOutcome::Stay;
        };
        match selected {
            0 => match table.retry(ctx.store) {
                crate::table::Retried::Saved | crate::table::Retried::NothingHeld => {
                    self.hear(ctx);
                    self.say(t!("play-saved"), Tone::Good);
                }
                crate::table::Retried::Failed { message } => self.save_failed(message, held_move),
            },
            1 => {
                if let Some(message) = table.play_on_unsaved() {
                    self.hear(ctx);
                    self.say(
                        t!("play-playing-unsaved", error = message.as_str()),
                        Tone::Bad,
                    );
                }
            }
            _ => {
                // The action held for the save is lost with the rest.
                table.abandon();
                return PlayOutcome::QuitUnsaved;
            }
        }
        PlayOutcome::Stay
    }

    /// Takes back the seat's latest typed throw at the table here; gives the dice typed and
    /// which stayed down, or says why not.
    pub(super) fn take_back_typed_throw(
        &mut self,
        ctx: &mut Ctx,
        seat: SeatId,
    ) -> Option<(crate::rules::Dice, Option<Holds>)> {
        let table = self.door.table_mut()?;
        match table.take_back_typed_throw(seat, ctx.store) {
            Ok(taken) => {
                self.session = table.session().clone();
                Some(taken)
            }
            Err(TakeBack::Refused(why)) => {
                self.say(capitalise(&why), Tone::Info);
                None
            }
            Err(TakeBack::NotSaved(e)) => {
                self.say(t!("play-not-taken-back", error = e.to_string()), Tone::Bad);
                None
            }
        }
    }

    /// A key for an action when no one here is to play. A guest hears at once whose turn it
    /// is (the table would refuse it all the same).
    pub(super) fn out_of_turn(&mut self, ctx: &mut Ctx, _action: Action) {
        if self.is_guest() {
            let why = self.not_your_turn();
            self.say(why, Tone::Info);
            return;
        }
        match self.game().current_seat() {
            Some(seat) if !self.is_cpu(seat) => {
                let text = t!(
                    "play-their-own-terminal",
                    name = seat_name(self.game(), seat)
                );
                self.say(text, Tone::Info);
            }
            _ => self.say(super::input::cpu_turn_message(ctx.keys), Tone::Info),
        }
    }

    /// Why a guest's action does nothing while another seat is to play, naming whose turn
    /// it is.
    pub(super) fn not_your_turn(&self) -> String {
        let watching = self.door.plays().is_empty();
        match self.game().current_seat() {
            _ if watching => t!("play-spectator"),
            Some(seat) => t!("play-not-your-turn", name = seat_name(self.game(), seat)),
            None => t!("play-match-is-over"),
        }
    }

    /// Hears what the table did and shows it as if done here.
    pub(super) fn hear(&mut self, ctx: &mut Ctx) {
        let heard = self.door.hear();
        for news in heard {
            match news {
                News::Applied {
                    session,
                    event,
                    finish,
                } => {
                    if let Some(finish) = finish {
                        self.finished_unix = Some(finish.finished_unix);
                        self.personal_bests = finish.personal_bests;
                    }
                    self.accept(*session, event, ctx);
                }
                News::TookBack { session, undone } => self.took_back(*session, undone),
                News::Paced { session } => {
                    self.session = *session;
                    self.say(
                        t!(
                            "play-cpu-speed-now",
                            speed = self.options().cpu_speed.shown()
                        ),
                        Tone::Info,
                    );
                }
                News::Refused(why) => self.say(capitalise(&why), Tone::Bad),
                News::Said(text) => self.say(text, Tone::Info),
                News::Notice(text) => {
                    self.say(text.clone(), Tone::Bad);
                    self.store_notice = Some(text);
                }
            }
        }
    }
}
