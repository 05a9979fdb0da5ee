//! The help bar along the bottom, from the keymap.

use crate::l10n::t;
use crate::tui::keymap::{Command, Context, Keymap};

use super::super::{Overlay, Play, Typing, is_you, seat_name};

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
        let typed = |what: (&str, String), entered: String| {
            let mut e = vec![
                (what.0.to_string(), what.1),
                (keys.key_for(Context::Play, Command::Score), entered),
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
            Some(Typing::Dice) => typed(
                ("1-6", t!("play-help-type-dice")),
                t!("play-help-enter-throw"),
            ),
            Some(Typing::Points(_)) => typed(
                ("0-9", t!("play-help-points")),
                t!("play-help-enter-points"),
            ),
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
        // The keys overlay's entry, found by its command (its help word is translated).
        entries.extend(keys.short_help_for(Context::Global, &[Command::Help]));
        entries
    }

    fn overlay_help(&self, overlay: &Overlay, keys: &Keymap) -> Entries {
        match overlay {
            // What the hand-over's keys really do: Enter takes the keyboard, Esc opens the
            // menu, and undo (where offered) gives the previous person their move back.
            Overlay::Handover { seat, undo } => {
                let name = |s: crate::game::SeatId| seat_name(self.game(), s);
                // The default name "You" is spoken to: "you play", not "You plays".
                let you = |s: crate::game::SeatId| is_you(self.game(), s);
                let plays = if you(*seat) {
                    t!("play-help-you-play")
                } else {
                    t!("play-help-plays", name = name(*seat))
                };
                let mut e = vec![(keys.key_for(Context::Confirm, Command::Select), plays)];
                if let Some(author) = undo {
                    let takes_back = if you(*author) {
                        t!("play-help-you-take-back")
                    } else {
                        t!("play-help-takes-back", name = name(*author))
                    };
                    e.push((keys.key_for(Context::Play, Command::Undo), takes_back));
                }
                e.push((
                    keys.key_for(Context::Play, Command::Pause),
                    t!("play-help-menu"),
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
                t!("play-help-close"),
            ));
            e
        }
        Overlay::Handover { .. } | Overlay::ConfirmZero { .. } | Overlay::CoachWarn { .. } => {
            keys.short_help(Context::Confirm)
        }
        // What the correction form's keys do there, in the form's own words.
        Overlay::Correct(_) => vec![
            ("0-9".to_string(), t!("play-help-value")),
            (
                format!(
                    "{}{}",
                    keys.key_for(Context::Setup, Command::Up),
                    keys.key_for(Context::Setup, Command::Down)
                ),
                t!("play-help-box"),
            ),
            (
                format!(
                    "{}{}",
                    keys.key_for(Context::Setup, Command::Left),
                    keys.key_for(Context::Setup, Command::Right)
                ),
                t!("play-help-seat"),
            ),
            (
                keys.key_for(Context::Setup, Command::Select),
                t!("play-help-check"),
            ),
            (
                keys.key_for(Context::Setup, Command::Back),
                t!("play-help-close"),
            ),
        ],
    }
}
