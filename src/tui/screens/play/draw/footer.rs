//! The help bar along the bottom, from the keymap.

use crate::tui::keymap::{Command, Context, Keymap};

use super::super::{Overlay, Play, Typing};

type Entries = Vec<(String, String)>;

impl Play {
    /// Under an overlay, the overlay's own keys; otherwise the keys of every turn (ranking,
    /// skip to the next person and speed are in the keys overlay).
    pub(super) fn help_entries(&self, keys: &Keymap) -> Entries {
        if let Some(overlay) = &self.overlay {
            return overlay_help(overlay, keys);
        }
        // While typing, the typed keys come first and the dice keys are left out.
        let typed_help = |what: (&str, &str), commands: &[Command]| {
            let mut e = vec![(what.0.to_string(), what.1.to_string())];
            e.extend(keys.short_help_for(Context::Play, commands));
            e
        };
        let mut entries = match self.typing() {
            Some(Typing::Dice) => typed_help(
                ("1-6", "type the dice"),
                &[
                    Command::Up,
                    Command::Score,
                    Command::Hint,
                    Command::Undo,
                    Command::Skip,
                    Command::Pause,
                ],
            ),
            Some(Typing::Points(_)) => typed_help(
                ("0-9", "points"),
                &[
                    Command::Up,
                    Command::Score,
                    Command::Correct,
                    Command::Undo,
                    Command::Pause,
                ],
            ),
            None => keys.short_help_for(
                Context::Play,
                &[
                    Command::Roll,
                    Command::Hold(0),
                    Command::Up,
                    Command::Score,
                    Command::Hint,
                    Command::Undo,
                    Command::Skip,
                    Command::Pause,
                ],
            ),
        };
        entries.extend(
            keys.short_help(Context::Global)
                .into_iter()
                .filter(|(_, h)| h == "keys"),
        );
        entries
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
        Overlay::Help { .. } => vec![(
            keys.key_for(Context::Confirm, Command::Back),
            "close".to_string(),
        )],
        Overlay::Handover { .. } | Overlay::ConfirmZero { .. } | Overlay::CoachWarn { .. } => {
            keys.short_help(Context::Confirm)
        }
        Overlay::Correct(_) => {
            let mut entries = vec![("0-9".to_string(), "value".to_string())];
            entries.extend(keys.short_help_for(
                Context::Setup,
                &[Command::Up, Command::Left, Command::Select, Command::Back],
            ));
            entries
        }
    }
}
