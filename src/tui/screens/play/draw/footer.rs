//! The help bar along the bottom, from the keymap.

use crate::tui::keymap::{Command, Context, Keymap};

use super::super::{Overlay, Play, Typing};

pub(crate) type Entries = Vec<(String, String)>;

impl Play {
    /// Under an overlay, the overlay's own keys; otherwise the keys that do something now
    /// (ranking, skip to the next person and speed are in the keys overlay). While an entry
    /// is typed, every key that works is named: those are exactly the keys the typing gate
    /// lets through.
    pub(crate) fn help_entries(&self, keys: &Keymap) -> Entries {
        if let Some(overlay) = &self.overlay {
            return self.overlay_help(overlay, keys);
        }
        let live = self.live_commands();
        let shown = |wanted: &[Command]| -> Vec<Command> {
            wanted
                .iter()
                .copied()
                .filter(|c| live.contains(c))
                .collect()
        };
        // Enter enters what is typed there, whatever the keymap calls it elsewhere.
        let typed = |what: (&str, &str), entered: &str| {
            let mut e = vec![
                (what.0.to_string(), what.1.to_string()),
                (
                    keys.key_for(Context::Play, Command::Score),
                    entered.to_string(),
                ),
            ];
            let rest: Vec<Command> = live
                .iter()
                .copied()
                .filter(|&c| c != Command::Score)
                .collect();
            e.extend(keys.short_help_for(Context::Play, &rest));
            e
        };
        let mut entries = match self.typing() {
            Some(Typing::Dice) => typed(("1-6", "type the dice"), "enter the throw"),
            Some(Typing::Points(_)) => typed(("0-9", "points"), "enter the points"),
            None => keys.short_help_for(
                Context::Play,
                &shown(&[
                    Command::Roll,
                    Command::Hold(0),
                    Command::Up,
                    Command::Left,
                    Command::Score,
                    Command::Hint,
                    Command::Undo,
                    Command::Skip,
                    Command::Correct,
                    Command::Pause,
                ]),
            ),
        };
        entries.extend(
            keys.short_help(Context::Global)
                .into_iter()
                .filter(|(_, h)| h == "keys"),
        );
        entries
    }

    fn overlay_help(&self, overlay: &Overlay, keys: &Keymap) -> Entries {
        match overlay {
            // What the hand-over's keys really do: Enter takes the keyboard, Esc opens the
            // menu, and undo (where offered) gives the previous person their move back.
            Overlay::Handover { seat, undo } => {
                let name = |s: crate::game::SeatId| {
                    self.game()
                        .seat(s)
                        .map_or_else(|| "?".to_string(), |s| s.name.clone())
                };
                // The default name "You" is spoken to: "you play", not "You plays".
                let does = |s: crate::game::SeatId, they: &str, you: &str| match name(s) {
                    n if n == "You" => format!("you {you}"),
                    n => format!("{n} {they}"),
                };
                let mut e = vec![(
                    keys.key_for(Context::Confirm, Command::Select),
                    does(*seat, "plays", "play"),
                )];
                if let Some(author) = undo {
                    e.push((
                        keys.key_for(Context::Play, Command::Undo),
                        does(*author, "takes back", "take back"),
                    ));
                }
                e.push((
                    keys.key_for(Context::Play, Command::Pause),
                    "menu".to_string(),
                ));
                e
            }
            _ => overlay_help(overlay, keys),
        }
    }
}

fn overlay_help(overlay: &Overlay, keys: &Keymap) -> Entries {
    match overlay {
        Overlay::Pause { .. } | Overlay::SaveFailed { .. } => keys.short_help_for(
            Context::List,
            &[Command::Up, Command::Select, Command::Back],
        ),
        Overlay::Rules(_) => keys.short_help_for(
            Context::Text,
            &[Command::Up, Command::PageDown, Command::Last, Command::Back],
        ),
        Overlay::Help { view, .. } => {
            let mut e = if view.scrolls() {
                keys.short_help_for(Context::Text, &[Command::Up, Command::PageDown])
            } else {
                Vec::new()
            };
            e.push((
                keys.key_for(Context::Confirm, Command::Back),
                "close".to_string(),
            ));
            e
        }
        Overlay::Handover { .. } | Overlay::ConfirmZero { .. } | Overlay::CoachWarn { .. } => {
            keys.short_help(Context::Confirm)
        }
        // What the correction form's keys do there, in the form's own words.
        Overlay::Correct(_) => vec![
            ("0-9".to_string(), "value".to_string()),
            (
                format!(
                    "{}{}",
                    keys.key_for(Context::Setup, Command::Up),
                    keys.key_for(Context::Setup, Command::Down)
                ),
                "box".to_string(),
            ),
            (
                format!(
                    "{}{}",
                    keys.key_for(Context::Setup, Command::Left),
                    keys.key_for(Context::Setup, Command::Right)
                ),
                "seat".to_string(),
            ),
            (
                keys.key_for(Context::Setup, Command::Select),
                "check".to_string(),
            ),
            (
                keys.key_for(Context::Setup, Command::Back),
                "close".to_string(),
            ),
        ],
    }
}
