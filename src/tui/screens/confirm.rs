//! The one yes-or-no question asked over any screen. It holds the step that waits for the
//! answer, so nothing pending lives beside it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::{Cx, Step};
use crate::l10n::t;
use crate::net::Remembered;
use crate::store::MatchId;
use crate::tui::keymap::{Command, Context};
use crate::tui::widgets::{centered, dialog, dialog_choice};

pub struct Confirm {
    /// The name tests know it by.
    name: &'static str,
    /// The words are made when the question is asked, in the language spoken then (over
    /// SSH, the asking window's).
    title: String,
    text: String,
    /// What each answer does, in the words on its button.
    yes_label: String,
    no_label: String,
    yes: Step,
    no: Step,
}

impl Confirm {
    /// Quitting from the menu with `saved` matches in progress: they stay saved either way,
    /// but a slip of the finger should not close the table. With several saved, the count is
    /// said, so nobody fears for the ones Resume does not show first.
    pub fn quit(saved: usize) -> Confirm {
        let text = if saved > 1 {
            t!("setup-confirm-quit-many", count = saved)
        } else {
            t!("setup-confirm-quit-one")
        };
        Confirm {
            name: "confirm-quit",
            title: t!("setup-confirm-quit-title"),
            text,
            yes_label: t!("setup-confirm-quit-yes"),
            no_label: t!("setup-confirm-stay"),
            yes: Step::Quit,
            no: Step::Stay,
        }
    }

    /// Playing the daily of `day` again: said before it starts (`why` says what became of
    /// the scored attempt), since a replay counts for nothing.
    pub fn replay_daily(day: crate::game::Day, why: &str) -> Confirm {
        Confirm {
            name: "replay-daily",
            title: t!("setup-confirm-replay-title"),
            text: {
                let day = day.shown();
                t!("setup-confirm-replay", why = why, day = day)
            },
            yes_label: t!("setup-confirm-replay-yes"),
            no_label: t!("setup-confirm-back"),
            yes: Step::PlayDaily {
                day,
                attempt: crate::store::daily::Attempt::Replay,
            },
            no: Step::Stay,
        }
    }

    /// Leaving a public server from its lobby: asked first, since one stray `q` or Esc
    /// once closed the connection at once. Nothing is lost either way; a member's matches
    /// wait for them, and a guest, who has none kept, is not told they do.
    pub fn leave_server(guest: bool) -> Confirm {
        Confirm {
            name: "confirm-leave-server",
            title: t!("setup-confirm-leave-title"),
            text: if guest {
                t!("setup-confirm-leave-guest")
            } else {
                t!("setup-confirm-leave")
            },
            yes_label: t!("setup-confirm-leave-yes"),
            no_label: t!("setup-confirm-stay"),
            yes: Step::Quit,
            no: Step::Stay,
        }
    }

    /// Deleting a match on the go (`about` describes it): asked first, since it cannot be
    /// resumed afterwards; its file is kept aside, never removed.
    pub fn delete(id: &MatchId, about: &str, over: bool) -> Confirm {
        let text = if over {
            t!("setup-confirm-delete-over", about = about)
        } else {
            t!("setup-confirm-delete", about = about)
        };
        Confirm {
            name: "delete-match",
            title: t!("setup-confirm-delete-title"),
            text,
            yes_label: t!("setup-confirm-delete-yes"),
            no_label: t!("setup-confirm-keep-it"),
            yes: Step::Delete(id.clone()),
            no: Step::Stay,
        }
    }

    /// Forgetting a remembered guest's key (`row` of the list): asked first, because a guest
    /// whose key is forgotten by a slip needs the code again, which only this host can give.
    pub fn forget_key(fingerprint: &str, remembered: &Remembered, row: usize) -> Confirm {
        // Both come from a file: escaped and cut, so the question fits its box.
        let name = crate::escape::excerpt(&remembered.name, 24);
        let shown = crate::escape::excerpt(fingerprint, 60);
        let (name, key) = (name.to_string(), shown.to_string());
        let text = match (&remembered.table, remembered.seat) {
            (Some(_), Some(seat)) => t!(
                "setup-confirm-forget-key",
                name = name,
                key = key,
                seat = (seat.saturating_add(1))
            ),
            _ => t!("setup-confirm-forget-old-key", name = name, key = key),
        };
        Confirm {
            name: "forget-key",
            title: t!("setup-confirm-forget-title"),
            text,
            yes_label: t!("setup-confirm-forget-yes"),
            no_label: t!("setup-confirm-keep"),
            yes: Step::ForgetKey {
                fingerprint: fingerprint.to_string(),
                row,
            },
            no: Step::Stay,
        }
    }

    /// Forgetting the progress in Learn: the lessons done, the puzzles solved, the streak.
    /// Matches and statistics are not touched either way.
    pub fn reset_learn() -> Confirm {
        Confirm {
            name: "reset-learn",
            title: t!("setup-confirm-reset-title"),
            text: t!("setup-confirm-reset"),
            yes_label: t!("setup-confirm-reset-yes"),
            no_label: t!("setup-confirm-keep"),
            yes: Step::ResetLearn,
            no: Step::Stay,
        }
    }

    pub fn name(&self) -> &'static str {
        self.name
    }

    /// Yes to the confirm context's select, no to anything else: a question is never left
    /// standing behind a key that did something else.
    pub fn command(self, command: Command) -> Step {
        if command == Command::Select {
            self.yes
        } else {
            self.no
        }
    }

    /// A click on the yes button says yes; anywhere else, no.
    pub fn click(self, area: Rect, x: u16, y: u16) -> Step {
        let yes = dialog_choice(Confirm::area(area), x, y) == Some(true);
        self.command(if yes { Command::Select } else { Command::Back })
    }

    fn area(area: Rect) -> Rect {
        centered(area, 64, 9)
    }

    pub fn draw(&self, buf: &mut Buffer, area: Rect, cx: &Cx) {
        let yes = cx.keys.key_for(Context::Confirm, Command::Select);
        let no = cx.keys.key_for(Context::Confirm, Command::Back);
        dialog(
            buf,
            Confirm::area(area),
            &format!(" {} ", self.title),
            &self.text,
            &format!("{yes}: {}", self.yes_label),
            &format!("{no}: {}", self.no_label),
            cx.theme.warn(),
            &cx.theme,
        );
    }
}
