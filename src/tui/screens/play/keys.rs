//! Which commands do something on the play screen at this moment: one list, derived from what
//! the session says is legal, that the buttons, the help bar, the keys overlay and the typing
//! gate all read, so none of them can offer a key that does nothing.

use crate::l10n::t;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::tui::keymap::{Command, Context, Keymap};
use crate::tui::screens::text::TextView;
use crate::tui::theme::Theme;

use super::*;

impl Play {
    /// The play commands that do something now, in the keymap's order of importance.
    pub fn live_commands(&self) -> Vec<Command> {
        let game = self.game();
        let multi = game.rules().layout().is_multi_column();
        let person = self.human_turn();
        let legal = person.map(|s| self.legal(s)).unwrap_or_default();
        // A guest never sets the CPUs' pace: the host does.
        let pace = !self.is_guest();
        let cpu_turn = pace && game.current_seat().is_some_and(|s| self.is_cpu(s));
        let any_cpu = pace && game.seat_ids().any(|s| self.is_cpu(s));
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
        // Looking at another seat's columns keeps what is typed, so it stays live.
        add(multi, Command::OtherCard);
        let entering = typing.is_some() && !self.entry.is_empty();
        add(
            legal.score || legal.record || legal.type_throw || entering,
            Command::Score,
        );
        // A score pad has no dice for hints to rate.
        let hints = legal.hints && !self.options().score_pad;
        add(hints, Command::Hint);
        add(
            self.ranks_by_win() && hints && typing.is_none(),
            Command::HintRank,
        );
        // A guest takes back only their own seat's move.
        add(
            self.undo_offer()
                .is_ok_and(|(by, _)| !self.is_guest() || self.is_human(by)),
            Command::Undo,
        );
        add(cpu_turn, Command::Skip);
        add(cpu_turn, Command::SkipAll);
        add(any_cpu && typing.is_none(), Command::Speed);
        add(self.hosts_guests() && typing.is_none(), Command::StandIn);
        add(self.hosts_guests() && typing.is_none(), Command::LetIn);
        // A score pad is kept by one hand for the whole table, and its correction form opens
        // on any card here (or says there is nothing to correct yet).
        add(
            self.options().score_pad && !game.is_over(),
            Command::Correct,
        );
        let has_log = !game.log().is_empty();
        add(has_log && typing.is_none(), Command::PageUp);
        add(has_log && typing.is_none(), Command::PageDown);
        add(true, Command::Pause);
        live
    }

    /// The play commands that can do something in this match for the people here: the keys
    /// overlay lists these (a key for another moment of the match, such as skipping a CPU's
    /// turn, is still worth knowing), never one this card or these seats cannot use.
    pub fn offered_commands(&self) -> Vec<Command> {
        let game = self.game();
        let options = self.options();
        let multi = game.rules().layout().is_multi_column();
        let people: Vec<SeatId> = match self.human_turn() {
            Some(seat) => vec![seat],
            None => game.seat_ids().filter(|&s| self.is_human(s)).collect(),
        };
        let on_screen_dice =
            !options.score_pad && people.iter().any(|s| !options.real_dice_for(s.index()));
        let any_cpu = !self.is_guest() && game.seat_ids().any(|s| self.is_cpu(s));
        let mut offered = Vec::new();
        let mut add = |on: bool, c: Command| {
            if on {
                offered.push(c);
            }
        };
        add(on_screen_dice, Command::Roll);
        add(on_screen_dice, Command::Hold(0));
        add(true, Command::Up);
        add(true, Command::Down);
        add(multi, Command::Left);
        add(multi, Command::Right);
        add(multi, Command::OtherCard);
        add(true, Command::Score);
        // A score pad has no dice for hints to rate.
        let hints = options.hints && !options.score_pad;
        add(hints, Command::Hint);
        add(hints && self.ranks_by_win(), Command::HintRank);
        add(options.undo, Command::Undo);
        add(any_cpu, Command::Skip);
        add(any_cpu, Command::SkipAll);
        add(any_cpu, Command::Speed);
        add(self.hosts_guests(), Command::StandIn);
        add(self.hosts_guests(), Command::LetIn);
        add(options.score_pad, Command::Correct);
        add(true, Command::PageUp);
        add(true, Command::PageDown);
        add(true, Command::Pause);
        offered
    }

    /// The keys overlay: what each key does in this match, then what works anywhere. It
    /// scrolls where it does not fit.
    pub fn keys_view(&self, keys: &Keymap, theme: &Theme) -> TextView {
        // The keys' column is as wide as its widest key name needs, and never narrower than
        // it has always been.
        let row = |bound: &str, help: &str| {
            let gap = 16usize.saturating_sub(crate::tui::widgets::display_width(bound));
            (format!("  {bound}{}{help}", " ".repeat(gap)), theme.base())
        };
        let mut lines = Vec::new();
        // The host's window of a table guests join: how they join, first, where the host
        // looks when a friend asks.
        if let Some(info) = &self.table_info {
            lines.push((t!("play-keys-this-table"), theme.title()));
            for line in info {
                lines.push((format!("  {line}"), theme.base()));
            }
            lines.push((String::new(), theme.base()));
        }
        lines.push((t!("play-keys-during-play"), theme.title()));
        let options = self.options();
        // The faces are typed only while a throw can be: not after a real-dice seat's last.
        let real_here = match self.human_turn() {
            Some(seat) => {
                self.typing() == Some(Typing::Dice) || {
                    options.real_dice_for(seat.index()) && self.game().throw().is_none()
                }
            }
            None => self
                .game()
                .seat_ids()
                .any(|s| self.is_human(s) && options.real_dice_for(s.index())),
        };
        if options.score_pad {
            lines.push(row("0-9 +", &t!("play-keys-type-points")));
            lines.push(row(
                &t!("play-keys-backspace"),
                &t!("play-keys-remove-digit"),
            ));
        } else {
            if real_here {
                lines.push(row("1-6", &t!("play-keys-type-faces")));
                lines.push(row("/", &t!("play-keys-slash")));
            }
            // Backspace also fixes a mistyped last throw, when no face can be typed any more.
            if real_here || self.typed_throw_on_table() {
                lines.push(row(
                    &t!("play-keys-backspace"),
                    &t!("play-keys-remove-face"),
                ));
            }
        }
        // While an entry is typed, only the keys that work then; otherwise every key this
        // match can use.
        let commands = match self.typing() {
            Some(_) => self.live_commands(),
            None => self.offered_commands(),
        };
        // The keymap's words are its English ids; said in the language spoken.
        let said = |help: &str| crate::prefs::keymap::help_words(help);
        for (bound, help) in keys.help_for(Context::Play, &commands) {
            lines.push(row(&bound, &said(&help)));
        }
        lines.push((String::new(), theme.base()));
        lines.push((t!("play-keys-anywhere"), theme.title()));
        for (bound, help) in keys.help_entries(Context::Global) {
            lines.push(row(&bound, &said(&help)));
        }
        lines.push((String::new(), theme.base()));
        // "par" is on the card from the first turn, and in no dictionary's sense: said here,
        // where a player looks up what the screen shows.
        lines.push((t!("play-keys-on-the-card"), theme.title()));
        // One message of several lines, broken where its translator broke them.
        for line in t!("play-keys-par").lines() {
            lines.push((format!("  {line}"), theme.base()));
        }
        lines.push((String::new(), theme.base()));
        let mouse = if options.score_pad
            || (real_here && !self.offered_commands().contains(&Command::Roll))
        {
            t!("play-keys-mouse-pad")
        } else {
            t!("play-keys-mouse")
        };
        lines.push((mouse, theme.dim()));
        TextView::new(&format!(" {} ", t!("play-keys-title")), lines)
    }

    /// Whether the dice on the table were typed in by the seat to play (a real-dice turn
    /// after its first throw).
    pub(super) fn typed_throw_on_table(&self) -> bool {
        self.human_turn()
            .is_some_and(|s| self.options().real_dice_for(s.index()))
            && self.game().throw().is_some()
    }

    /// Opens the keys overlay (from the pause menu, closing it goes back there).
    pub(super) fn open_keys(&mut self, ctx: &Ctx, from_pause: bool) {
        let view = self.keys_view(ctx.keys, &ctx.theme);
        self.overlay = Some(Overlay::Help { from_pause, view });
    }

    /// Whether hints can be ranked by chance to win: a race of two or more, on a card the
    /// outlook covers.
    fn ranks_by_win(&self) -> bool {
        self.game().seats().len() >= 2 && crate::ai::odds::Outlook::supports(self.game().rules())
    }

    /// The buttons drawn: those whose command this match can use (as the keys overlay lists
    /// them), so a score pad has no Throw or Hint and a table of people no Skip.
    ///
    /// Out of turn, a guest's buttons are only those that work: none of the turn's actions
    /// is theirs until their own turn, and a greyed Throw reads as theirs to press.
    pub(crate) fn buttons(&self) -> Vec<Button> {
        let offered = self.offered_commands();
        let live = (self.is_guest() && self.human_turn().is_none()).then(|| self.live_commands());
        [
            Button::Roll,
            Button::Score,
            Button::Hint,
            Button::Undo,
            Button::Skip,
            Button::Menu,
        ]
        .into_iter()
        .filter(|b| offered.contains(&b.command()))
        .filter(|b| live.as_ref().is_none_or(|l| l.contains(&b.command())))
        .collect()
    }

    /// Whether a button does something now: it is drawn greyed otherwise.
    pub(super) fn button_live(&self, button: Button) -> bool {
        self.live_commands().contains(&button.command())
    }

    /// While an entry is typed, every key that is neither part of it nor a live command is
    /// answered here, so nothing vanishes without a word. True if the key was taken.
    pub fn typing_gate(&mut self, key: &KeyEvent, ctx: &mut Ctx) -> bool {
        let keys = ctx.keys;
        let Some(typing) = self.typing() else {
            return self.no_throws_left_gate(key, ctx);
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
        if let Some(command) = command.filter(|c| self.offered_commands().contains(c)) {
            // A command this match uses that does nothing now says so, rather than being
            // taken for a mistyped die; one it never uses (c off a score pad) is no command
            // here at all.
            let label = keys.key_for(Context::Play, command);
            if !label.is_empty() && !matches!(key.code, KeyCode::Char(c) if is_part(typing, c)) {
                self.say(
                    t!(
                        "play-key-does-nothing",
                        key = label,
                        keys = self.while_typing(typing, keys)
                    ),
                    Tone::Info,
                );
                return true;
            }
        }
        let KeyCode::Char(c) = key.code else {
            if matches!(key.code, KeyCode::Enter | KeyCode::Backspace | KeyCode::Esc) {
                return false;
            }
            self.say(self.while_typing(typing, keys), Tone::Info);
            return true;
        };
        if is_part(typing, c) {
            return false;
        }
        let typed = c.to_string();
        let shown = crate::escape::shown(&typed);
        let (shown, keys) = (shown.into_owned(), self.while_typing(typing, keys));
        let why = match typing {
            Typing::Dice => t!("play-typed-not-a-die", typed = shown, keys = keys),
            Typing::Points(_) => t!("play-typed-not-points", typed = shown, keys = keys),
        };
        self.say(why, Tone::Bad);
        true
    }

    /// After the last throw of real dice, digits are no longer faces: they are refused in
    /// words instead of being collected out of sight.
    fn no_throws_left_gate(&mut self, key: &KeyEvent, ctx: &mut Ctx) -> bool {
        let keys = ctx.keys;
        let Some(seat) = self.human_turn() else {
            return false;
        };
        let real = self.options().real_dice_for(seat.index());
        if real && self.overlay.is_none() && key.code == KeyCode::Backspace {
            self.backspace(ctx);
            return true;
        }
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
            t!(
                "play-no-throws-left-box-for",
                dice = throw.dice.to_string(),
                arrows = keys.key_for(Context::Play, Command::Up),
                key = keys.key_for(Context::Play, Command::Score)
            ),
            Tone::Info,
        );
        true
    }

    /// The keys that work while typing, in words.
    fn while_typing(&self, typing: Typing, keys: &Keymap) -> String {
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
        // Key names, a space between them: no word of any language.
        let names = names.join(" ");
        match typing {
            Typing::Dice => t!("play-while-typing-throw", keys = names),
            Typing::Points(_) => t!("play-while-typing-points", keys = names),
        }
    }
}

/// Whether `c` is part of what `typing` takes.
fn is_part(typing: Typing, c: char) -> bool {
    match typing {
        Typing::Dice => c.is_ascii_digit() || c == ' ' || c == ',' || c == '/',
        Typing::Points(_) => c.is_ascii_digit() || c == '+',
    }
}
