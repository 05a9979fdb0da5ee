//! When the table writes, and what a failed write means. Each action is applied to a copy of
//! the session and the copy is written before it becomes the table; a write that fails is
//! answered by the table's [`OnSaveFailure`] rule, and what leaving now would lose is kept
//! as a count, so the front end can say it in a sentence ([`Lost`]).

use std::fmt;
use yahtzee_l10n::t;

use super::Table;
use crate::game::{Event, Session};
use crate::store::{FinishedMatch, SaveFile, Storage, StoreError, now_unix};

/// Who answers when a write fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnSaveFailure {
    /// The player at the one keyboard: the action is held until they choose to retry, to
    /// play on without saving, or to leave ([`Table::retry`], [`Table::play_on_unsaved`],
    /// [`Table::abandon`]).
    Ask,
    /// No one: a hosted table plays on unsaved, tells every front end once, and tries
    /// again at every move.
    PlayOn,
}

/// What became of an applied action's write.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Saved {
    /// Applied and written.
    Yes,
    /// Applied, not written: the table plays on without saving.
    PlayedUnsaved,
    /// Not applied yet: held until the player answers (only under [`OnSaveFailure::Ask`]).
    HeldForAnswer { message: String },
    /// Not done, because it could not be written (a move taken back): nothing changed.
    NotDone { message: String },
    /// Applied, but that change alone was not written (the CPUs' pace); nothing is lost
    /// that the next write does not carry.
    Unwritten { message: String },
}

/// An action held while the player decides what to do about its failed write.
#[derive(Clone, Debug)]
pub(crate) struct Held {
    /// The table as the action left it, and what happened; `None` for a match whose first
    /// write failed (retrying writes the match as it stands).
    pub(crate) next: Option<(Box<Session>, Event)>,
    pub(crate) message: String,
}

/// The table's writing state.
#[derive(Clone, Debug, Default)]
pub(crate) struct Saving {
    /// Playing on without saving; every action still tries.
    pub(crate) unsaved: bool,
    /// Actions taken since the match was last written: what leaving now loses.
    pub(crate) unsaved_actions: usize,
    /// Whether the match was ever written (or read from its save): a match never written
    /// cannot be resumed at all.
    pub(crate) on_disk: bool,
    pub(crate) held: Option<Held>,
}

/// Why leaving a match now would lose something.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LostKind {
    /// The match is over but not in the history.
    Finished,
    /// The save holds the match as it was some actions ago.
    SinceLastSave,
    /// The match was never written: it cannot be resumed.
    NeverSaved,
}

/// What leaving the match now would lose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lost {
    pub actions: usize,
    pub kind: LostKind,
}

impl fmt::Display for Lost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let count = self.actions;
        f.write_str(&match self.kind {
            LostKind::Finished => t!("table-lost-finished", count = count),
            LostKind::SinceLastSave => t!("table-lost-since-last-save", count = count),
            LostKind::NeverSaved => t!("table-lost-never-saved", count = count),
        })
    }
}

/// What the player chose after a failed write, as a result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Retried {
    /// Written: the held action (if any) is applied now.
    Saved,
    /// Failed again, with why; the action stays held.
    Failed { message: String },
    /// Nothing was held.
    NothingHeld,
}

impl Table {
    /// Writes `session` where it belongs: the autosave, or history once it is over.
    ///
    /// Finishing is one recoverable step: the save records the finished match first, then
    /// the history takes it (idempotently, by id), then the save goes. A kill anywhere in
    /// between leaves a finished save, which the next start archives and removes.
    pub(crate) fn persist(
        &self,
        store: &mut dyn Storage,
        session: &Session,
    ) -> Result<(), StoreError> {
        store.save_match(&self.match_id(), &SaveFile::of(session))?;
        if session.game().is_over() {
            store.archive(
                FinishedMatch::of(session, self.finished_unix.unwrap_or_else(now_unix)),
                !session.options().practice,
            )?;
            store.clear_match(&self.match_id())?;
        }
        Ok(())
    }

    /// Writes `next` before it becomes the table; `Ok` also while playing on unsaved, where
    /// the attempt is still made each time (and counted when it fails).
    pub(crate) fn saved_or_unsaved(
        &mut self,
        store: &mut dyn Storage,
        next: &Session,
    ) -> Result<(), StoreError> {
        match self.persist(store, next) {
            Ok(()) => {
                self.mark_saved();
                Ok(())
            }
            Err(_) if self.saving.unsaved => {
                self.saving.unsaved_actions += 1;
                Ok(())
            }
            Err(e) => Err(e),
        }
    }

    /// Writes the match as it stands (a new or resumed match).
    pub fn save_now(&mut self, store: &mut dyn Storage) -> Result<(), StoreError> {
        self.persist(store, &self.session)?;
        self.mark_saved();
        Ok(())
    }

    /// The match as it stands is what its save holds (or, once over, what the history
    /// holds): just written, or just read.
    pub fn mark_saved(&mut self) {
        self.saving.unsaved = false;
        self.saving.unsaved_actions = 0;
        self.saving.on_disk = true;
    }

    /// From now on the table plays without saving (a folder that cannot be written, or the
    /// player's choice); every action still tries.
    pub fn play_unsaved(&mut self) {
        self.saving.unsaved = true;
    }

    /// Whether the table plays on without saving.
    pub fn is_unsaved(&self) -> bool {
        self.saving.unsaved
    }

    /// A match whose first write failed, held for the player's answer like an action.
    pub fn hold_unwritten(&mut self, message: String) {
        self.saving.held = Some(Held {
            next: None,
            message,
        });
    }

    /// Why the held action (or match) could not be written, while the player is asked.
    pub fn held(&self) -> Option<&str> {
        self.saving.held.as_ref().map(|h| h.message.as_str())
    }

    /// The player's "Retry": writes the held action (or the match as it stands) and, once
    /// written, applies it.
    pub fn retry(&mut self, store: &mut dyn Storage) -> Retried {
        let Some(held) = self.saving.held.take() else {
            return Retried::NothingHeld;
        };
        let written = match &held.next {
            Some((next, _)) => self.persist(store, next),
            None => self.persist(store, &self.session),
        };
        match written {
            Ok(()) => {
                self.mark_saved();
                if let Some((next, event)) = held.next {
                    self.accept(*next, event);
                }
                Retried::Saved
            }
            Err(e) => {
                let message = e.to_string();
                self.saving.held = Some(Held {
                    next: held.next,
                    message: message.clone(),
                });
                Retried::Failed { message }
            }
        }
    }

    /// The player's "Play on without saving": the held action is applied unsaved, and
    /// every action from now on still tries to write. Returns why the write had failed.
    pub fn play_on_unsaved(&mut self) -> Option<String> {
        let held = self.saving.held.take()?;
        self.saving.unsaved = true;
        if let Some((next, event)) = held.next {
            self.saving.unsaved_actions += 1;
            self.accept(*next, event);
        }
        Some(held.message)
    }

    /// The player's "Quit without saving": the held action is dropped, lost with the rest
    /// ([`Table::lost`] counts it).
    pub fn abandon(&mut self) {
        if let Some(held) = self.saving.held.take()
            && held.next.is_some()
        {
            self.saving.unsaved_actions += 1;
        }
    }

    /// What leaving the match now would lose; `None` when everything done is written.
    pub fn lost(&self) -> Option<Lost> {
        // A move held while the player is asked whether to retry is lost too.
        let held = self.saving.held.as_ref().is_some_and(|h| h.next.is_some());
        let actions = self.saving.unsaved_actions + usize::from(held);
        if actions == 0 {
            return None;
        }
        let kind = if self.game().is_over() {
            LostKind::Finished
        } else if self.saving.on_disk {
            LostKind::SinceLastSave
        } else {
            LostKind::NeverSaved
        };
        Some(Lost { actions, kind })
    }

    /// Keeps `next` and `event` for the player's answer to the failed write.
    pub(crate) fn hold(&mut self, next: Session, event: Event, message: String) {
        self.saving.held = Some(Held {
            next: Some((Box::new(next), event)),
            message,
        });
    }
}
