//! The play screen as the app sees it: the one screen interface over the match, its
//! overlays and its typing.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::Rect;

use super::{Overlay, Play, PlayOutcome};
use crate::game::Match;
use crate::tui::keymap::{Command, Context};
use crate::tui::screens::results::{MatchEnd, Results};
use crate::tui::screens::{Cx, Kind, Screen, Step};

impl Play {
    /// Once the match is over and no overlay waits for an answer, its results take the
    /// screen.
    fn settled(&self, step: Step, cx: &mut Cx) -> Step {
        if !matches!(step, Step::Stay) || !self.game().is_over() || self.overlay.is_some() {
            return step;
        }
        // The finished match is in the history and its save gone, so its lock is let go for
        // other windows. A finish that could not be saved keeps it until this window leaves
        // the results: the save on disk is not the match as it ended.
        if !self.unsaved() {
            cx.store.release(&self.match_id());
        }
        Step::Open(Box::new(Results::of(MatchEnd {
            session: self.session().clone(),
            store_notice: self.store_notice.clone(),
            personal_bests: self.personal_bests.clone(),
            card_note: self.card_note.clone(),
            finished_unix: self.finished_unix.unwrap_or_else(crate::store::now_unix),
            guest: self.is_guest(),
            lost: self.lost(),
        })))
    }
}

fn step(outcome: PlayOutcome) -> Step {
    match outcome {
        PlayOutcome::Stay => Step::Stay,
        PlayOutcome::Menu => Step::Menu { notice: None },
        PlayOutcome::Quit => Step::Quit,
        PlayOutcome::QuitUnsaved => Step::QuitUnsaved,
    }
}

impl Screen for Play {
    fn kind(&self) -> Kind {
        Kind::Play
    }

    fn contexts(&self) -> Vec<Context> {
        match &self.overlay {
            None => vec![Context::Play],
            Some(Overlay::Pause { .. } | Overlay::SaveFailed { .. }) => vec![Context::List],
            Some(Overlay::Rules(_)) => vec![Context::Text],
            // The keys overlay scrolls like a page of text and closes like a question.
            Some(Overlay::Help { .. }) => vec![Context::Confirm, Context::Text],
            // The next person may take the keyboard with a play key (throw, undo, menu) as
            // well as with a yes.
            Some(Overlay::Handover { .. }) => vec![Context::Confirm, Context::Play],
            Some(Overlay::Correct(_)) => vec![Context::Setup],
            Some(_) => vec![Context::Confirm],
        }
    }

    fn key(&mut self, key: &KeyEvent, cx: &mut Cx) -> Option<Step> {
        // Nothing is typed into a screen that is not drawn.
        if !cx.fits() || !self.typed(key, cx) {
            return None;
        }
        Some(self.settled(Step::Stay, cx))
    }

    fn command(&mut self, command: Command, cx: &mut Cx) -> Step {
        let outcome = self.handle(cx, command);
        self.settled(step(outcome), cx)
    }

    fn click(&mut self, area: Rect, x: u16, y: u16, cx: &mut Cx) -> Step {
        let outcome = Play::click(self, cx, area, x, y);
        self.settled(step(outcome), cx)
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        Play::draw(self, buf, area, cx);
    }

    fn tick(&mut self, cx: &mut Cx) -> Step {
        Play::tick(self, cx);
        self.settled(Step::Stay, cx)
    }

    fn next_wake(&self, clock: Duration) -> Option<Duration> {
        self.next_deadline(clock).map(|d| d.saturating_sub(clock))
    }

    /// A key or a click lands the dice at once, and then does what it always does.
    fn touched(&mut self) {
        self.tumble = None;
    }

    fn overlay(&self) -> Option<&'static str> {
        self.overlay.as_ref().map(|o| match o {
            Overlay::Help { .. } => "help",
            Overlay::Pause { .. } => "pause",
            Overlay::Rules(_) => "rules",
            Overlay::ConfirmZero { .. } => "confirm-zero",
            Overlay::Handover { .. } => "handover",
            Overlay::SaveFailed { .. } => "save-failed",
            Overlay::CoachWarn { .. } => "coach-warn",
            Overlay::Correct(_) => "correct",
        })
    }

    fn current_match(&self) -> Option<&Match> {
        Some(self.game())
    }

    fn report(&mut self, problem: &str) -> bool {
        self.say_problem(problem);
        true
    }

    fn lost(&self) -> Option<String> {
        Play::lost(self)
    }

    fn open_match(&self) -> Option<crate::store::MatchId> {
        (!self.game().is_over() && Play::lost(self).is_none()).then(|| self.match_id())
    }
}
