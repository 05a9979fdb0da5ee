//! Which commands do something on the play screen at this moment: one list, derived from what
//! the session says is legal, that the buttons, the help bar, the keys overlay and the typing
//! gate all read, so none of them can offer a key that does nothing.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::tui::keymap::{Command, Context, Keymap};

use super::*;

impl Play {
    /// The play commands that do something now, in the keymap's order of importance.
    pub fn live_commands(&self) -> Vec<Command> {
        let game = self.game();
        let multi = game.rules().layout().is_multi_column();
        let person = self.human_turn();
        let legal = person.map(|s| self.legal(s)).unwrap_or_default();
        let cpu_turn = game.current_seat().is_some_and(|s| !self.is_human(s));
        let any_cpu = game.seat_ids().any(|s| !self.is_human(s));
        let typing = self.typing();
        let mut live = Vec::new();
        let mut add = |on: bool, c: Command| {
            if on {
                live.push(c);
            }
        };
        add(legal.roll && typing.is_none(), Command::Roll);
        add(legal.holds() && typing.is_none(), Command::Hold(0));
        add(person.is_some(), Command::Up);
        add(person.is_some(), Command::Down);
        add(person.is_some() && multi, Command::Left);
        add(person.is_some() && multi, Command::Right);
        add(multi && typing.is_none(), Command::OtherCard);
        let entering = typing.is_some() && !self.entry.is_empty();
        add(
            legal.score || legal.record || legal.type_throw || entering,
            Command::Score,
        );
        add(legal.hints, Command::Hint);
        add(
            legal.hints && game.seats().len() >= 2 && typing.is_none(),
            Command::HintRank,
        );
        add(self.undo_offer().is_ok(), Command::Undo);
        add(cpu_turn, Command::Skip);
        add(cpu_turn, Command::SkipAll);
        add(any_cpu && typing.is_none(), Command::Speed);
        add(legal.correct, Command::Correct);
        let has_log = !game.log().is_empty();
        add(has_log && typing.is_none(), Command::PageUp);
        add(has_log && typing.is_none(), Command::PageDown);
        add(true, Command::Pause);
        live
    }

    /// Whether the dice on the table were typed in by the seat to play (a real-dice turn
    /// after its first throw).
    pub(super) fn typed_throw_on_table(&self) -> bool {
        self.human_turn()
            .is_some_and(|s| self.options().real_dice_for(s.index()))
            && self.game().throw().is_some()
    }

    /// Whether a button does something now.
    pub(super) fn button_live(&self, button: Button) -> bool {
        self.live_commands().contains(&button.command())
    }

    /// While an entry is typed, every key that is neither part of it nor a live command is
    /// answered here, so nothing vanishes without a word. True if the key was taken.
    pub fn typing_gate(&mut self, key: &KeyEvent, keys: &Keymap) -> bool {
        let Some(typing) = self.typing() else {
            return self.no_throws_left_gate(key, keys);
        };
        if key.modifiers.contains(KeyModifiers::CONTROL) {
            return false;
        }
        let command = keys
            .lookup(Context::Play, key)
            .or_else(|| keys.lookup(Context::Global, key));
        if command.is_some_and(|c| c == Command::Help || self.live_commands().contains(&c)) {
            return false;
        }
        let KeyCode::Char(c) = key.code else {
            if matches!(key.code, KeyCode::Enter | KeyCode::Backspace | KeyCode::Esc) {
                return false;
            }
            self.say(self.while_typing(typing, keys), Tone::Info);
            return true;
        };
        let part = match typing {
            Typing::Dice => c.is_ascii_digit() || c == ' ' || c == ',',
            Typing::Points(_) => c.is_ascii_digit() || c == '+',
        };
        if part {
            return false;
        }
        let typed = c.to_string();
        let shown = crate::escape::shown(&typed);
        let why = match typing {
            Typing::Dice => format!("'{shown}' is not a die: type the five faces, 1 to 6."),
            Typing::Points(_) => format!("'{shown}' is not a number of points."),
        };
        self.say(
            format!("{why} {}", self.while_typing(typing, keys)),
            Tone::Bad,
        );
        true
    }

    /// After the last throw of real dice, digits are no longer faces: they are refused in
    /// words instead of being collected out of sight.
    fn no_throws_left_gate(&mut self, key: &KeyEvent, keys: &Keymap) -> bool {
        let Some(seat) = self.human_turn() else {
            return false;
        };
        let real = self.options().real_dice_for(seat.index());
        let KeyCode::Char(c) = key.code else {
            return false;
        };
        if !real || self.overlay.is_some() || !(c.is_ascii_digit() || c == ' ' || c == ',') {
            return false;
        }
        let Some(throw) = self.game().throw() else {
            return false;
        };
        self.say(
            format!(
                "No throws left: choose a box for {} ({}) and press {}.",
                throw.dice,
                keys.key_for(Context::Play, Command::Up),
                keys.key_for(Context::Play, Command::Score)
            ),
            Tone::Info,
        );
        true
    }

    /// The keys that work while typing, in words.
    fn while_typing(&self, typing: Typing, keys: &Keymap) -> String {
        let what = match typing {
            Typing::Dice => "a throw",
            Typing::Points(_) => "points",
        };
        let names: Vec<String> = self
            .live_commands()
            .into_iter()
            .chain([Command::Help])
            .map(|c| {
                let context = if c == Command::Help {
                    Context::Global
                } else {
                    Context::Play
                };
                keys.key_for(context, c)
            })
            .collect();
        format!("While typing {what}, these keys work: {}.", names.join(" "))
    }
}
