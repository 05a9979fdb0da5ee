//! The one yes-or-no question asked over any screen. It holds the step that waits for the
//! answer, so nothing pending lives beside it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::{Cx, Step};
use crate::net::Remembered;
use crate::store::MatchId;
use crate::tui::keymap::{Command, Context};
use crate::tui::widgets::{centered, dialog, dialog_choice};

pub struct Confirm {
    /// The name tests know it by.
    name: &'static str,
    title: &'static str,
    text: String,
    /// What each answer does, in the words on its button.
    yes_label: &'static str,
    no_label: &'static str,
    yes: Step,
    no: Step,
}

impl Confirm {
    /// Quitting from the menu with `saved` matches in progress: they stay saved either way,
    /// but a slip of the finger should not close the table. With several saved, the count is
    /// said, so nobody fears for the ones Resume does not show first.
    pub fn quit(saved: usize) -> Confirm {
        let text = if saved > 1 {
            format!("{saved} matches are in progress. All stay saved: Resume lists them next time.")
        } else {
            "A match is in progress. It stays saved: Resume continues it next time.".to_string()
        };
        Confirm {
            name: "confirm-quit",
            title: " Quit? ",
            text,
            yes_label: "quit",
            no_label: "stay",
            yes: Step::Quit,
            no: Step::Stay,
        }
    }

    /// Playing the daily of `day` again: said before it starts (`why` says what became of
    /// the scored attempt), since a replay counts for nothing.
    pub fn replay_daily(day: crate::game::Day, why: &str) -> Confirm {
        Confirm {
            name: "replay-daily",
            title: " Replay the daily? ",
            text: format!(
                "{why} A replay of {day} throws the same dice, is not scored and does not count in statistics."
            ),
            yes_label: "replay",
            no_label: "back",
            yes: Step::PlayDaily {
                day,
                attempt: crate::store::daily::Attempt::Replay,
            },
            no: Step::Stay,
        }
    }

    /// Leaving a public server from its lobby: asked first, since one stray `q` or Esc
    /// once closed the connection at once. Nothing is lost either way.
    pub fn leave_server() -> Confirm {
        Confirm {
            name: "confirm-leave-server",
            title: " Leave the server? ",
            text: "You leave the lobby and the server. Your matches stay: connect again to go back to them.".to_string(),
            yes_label: "leave",
            no_label: "stay",
            yes: Step::Quit,
            no: Step::Stay,
        }
    }

    /// Deleting a match on the go (`about` describes it): asked first, since it cannot be
    /// resumed afterwards; its file is kept aside, never removed.
    pub fn delete(id: &MatchId, about: &str, over: bool) -> Confirm {
        let text = if over {
            format!(
                "{about}. It is over but not yet in the history; deleted, it never will be. Its file is kept aside."
            )
        } else {
            format!(
                "{about}. Deleted, it cannot be resumed; its file is kept aside in the matches folder."
            )
        };
        Confirm {
            name: "delete-match",
            title: " Delete this match? ",
            text,
            yes_label: "delete",
            no_label: "keep it",
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
        let text = match (&remembered.table, remembered.seat) {
            (Some(_), Some(seat)) => format!(
                "{name}'s key {shown} lets them back into seat {} without the invitation code. Forgotten, they need the code again.",
                seat + 1
            ),
            _ => format!(
                "{name}'s key {shown} was remembered by release 0.4 and admits nowhere: forgetting it only tidies the list."
            ),
        };
        Confirm {
            name: "forget-key",
            title: " Forget this guest's key? ",
            text,
            yes_label: "forget",
            no_label: "keep",
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
            title: " Reset your progress in Learn? ",
            text: "The lessons done, the puzzles solved and the streak are forgotten. Matches and statistics stay as they are."
                .to_string(),
            yes_label: "reset",
            no_label: "keep",
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
            self.title,
            &self.text,
            &format!("{yes}: {}", self.yes_label),
            &format!("{no}: {}", self.no_label),
            cx.theme.warn(),
            &cx.theme,
        );
    }
}
