//! The play screen's input: keys and clicks turned into actions, overlays' choices.

use crate::l10n::t;
use ratatui::layout::Rect;

use crate::game::{Action, Match};
use crate::rules::{DieIndex, Spot};
use crate::store::CoachMode;
use crate::tui::keymap::{Command, Context, Keymap};
use crate::tui::screens::text::TextView;
use crate::tui::shelf::NotReady;
use crate::tui::widgets::{card_spot_at, dialog_choice};
use crate::words::spot_name;

use super::*;

impl Play {
    /// A person's action, with the coach's and the zero confirmation's checks first.
    pub(super) fn human_action(&mut self, ctx: &mut Ctx, action: Action) {
        let Some(seat) = self.human_turn() else {
            self.out_of_turn(ctx, action);
            return;
        };
        if self.options().coach_for(seat.index()) == CoachMode::Warn
            && matches!(action, Action::Roll | Action::Score { .. })
            && self.game().throw().is_some()
            && let Err(NotReady::Building(p)) = self.rated_options(ctx.shelf)
        {
            // Solved data still being built never holds up the game: the choice stands unjudged,
            // and the coach judges from the first choice after its optimum is ready.
            if self.commit(ctx, seat, action) {
                self.say(t!("play-coach-still-building", percent = p), Tone::Info);
            }
            return;
        }
        if let Some(message) = self.coach_warning(ctx.shelf, action) {
            if matches!(action, Action::Throw { .. }) {
                // Real dice are already on the table: the coach says it afterwards.
                if self.commit(ctx, seat, action) {
                    self.say(
                        t!("play-coach-on-kept-dice", message = message.as_str()),
                        Tone::Bad,
                    );
                }
                return;
            }
            self.overlay = Some(Overlay::CoachWarn { action, message });
            return;
        }
        self.commit(ctx, seat, action);
    }

    pub(super) fn try_score(&mut self, ctx: &mut Ctx, b: Spot) {
        let layout = self.game().rules().layout();
        let Some(seat) = self.human_turn() else {
            self.out_of_turn(ctx, Action::score_at(b));
            return;
        };
        let Some(p) = self.game().placements() else {
            let first = if self.options().real_dice_for(seat.index()) {
                t!(
                    "play-type-throw-first",
                    key = ctx.keys.key_for(Context::Play, Command::Score)
                )
            } else {
                t!(
                    "play-throw-first",
                    key = ctx.keys.key_for(Context::Play, Command::Roll)
                )
            };
            self.say(first, Tone::Bad);
            return;
        };
        match p.offer(b) {
            None => self.say(
                t!("play-already-filled", spot = spot_name(layout, b)),
                Tone::Bad,
            ),
            Some(o) if !o.allowed() => self.say(
                o.refusal.map_or_else(String::new, |r| r.to_string()),
                Tone::Bad,
            ),
            Some(o) => {
                let better = p
                    .allowed()
                    .filter(|&(_, pts)| pts > 0)
                    .max_by_key(|&(_, pts)| pts);
                match better {
                    Some(better)
                        if o.points == 0
                            && !matches!(self.overlay, Some(Overlay::ConfirmZero { .. })) =>
                    {
                        self.overlay = Some(Overlay::ConfirmZero { b, better });
                    }
                    _ => {
                        let _ = seat;
                        self.human_action(ctx, Action::score_at(b));
                    }
                }
            }
        }
    }

    pub fn handle(&mut self, ctx: &mut Ctx, command: Command) -> PlayOutcome {
        if self.overlay.is_some() {
            return self.handle_overlay(ctx, command);
        }
        match command {
            Command::Roll | Command::Hold(_) => self.dice_command(ctx, command),
            Command::Up | Command::Down | Command::Left | Command::Right => {
                self.cursor_command(command)
            }
            Command::OtherCard | Command::Score => self.card_command(ctx, command),
            Command::Hint | Command::HintRank => self.hint_command(command),
            Command::Undo => self.undo_command(ctx),
            Command::StandIn | Command::LetIn => self.hosting_command(ctx, command),
            Command::Skip => self.skip(ctx),
            Command::SkipAll => self.skip_to_person(ctx),
            Command::PageUp => self.log_scroll += 1,
            Command::PageDown => self.log_scroll = self.log_scroll.saturating_sub(1),
            Command::Speed => self.change_speed(ctx),
            Command::Correct => self.open_correction(),
            Command::Pause => self.overlay = Some(Overlay::Pause { selected: 0 }),
            Command::Help => self.open_keys(ctx, false),
            _ => {}
        }
        PlayOutcome::Stay
    }

    /// Roll and hold: on the table's dice, or a word on why typed dice and score pads differ.
    fn dice_command(&mut self, ctx: &mut Ctx, command: Command) {
        match command {
            Command::Roll => match self.typing() {
                Some(Typing::Dice) => self.say(t!("play-real-dice-throw"), Tone::Info),
                Some(Typing::Points(b)) => self.say(
                    t!(
                        "play-pad-no-dice",
                        spot = spot_name(self.game().rules().layout(), b)
                    ),
                    Tone::Info,
                ),
                None => self.human_action(ctx, Action::Roll),
            },
            Command::Hold(_) if self.typing() == Some(Typing::Dice) => {
                self.say(t!("play-real-dice-hold"), Tone::Info)
            }
            Command::Hold(_) if self.typing().is_some() => {
                self.say(t!("play-pad-no-dice-to-hold"), Tone::Info)
            }
            Command::Hold(i) => match (self.human_turn(), DieIndex::new(i)) {
                (Some(seat), Some(die)) => {
                    self.commit(ctx, seat, Action::ToggleHold { die });
                }
                (None, Some(die)) => self.out_of_turn(ctx, Action::ToggleHold { die }),
                _ => {}
            },
            _ => {}
        }
    }

    /// The arrows move the cursor over the card's boxes and columns.
    fn cursor_command(&mut self, command: Command) {
        match command {
            Command::Up => self.move_cursor(false),
            Command::Down => self.move_cursor(true),
            Command::Left => self.move_column(false),
            _ => self.move_column(true),
        }
        // A refusal was about the box the cursor left: kept, it would read as the new
        // box's. And a box that cannot take the dice (a ✗: the Joker's forced box, say)
        // says why as the cursor reaches it, whatever was said before: the line under the
        // dice tells the new box's own refusal.
        if matches!(self.status, Some((_, Tone::Bad))) || self.refusal_here().is_some() {
            self.status = None;
        }
    }

    /// Another seat's card, and scoring: the typed entry, or the box under the cursor.
    fn card_command(&mut self, ctx: &mut Ctx, command: Command) {
        match command {
            Command::OtherCard if self.game().rules().layout().is_multi_column() => {
                self.view_other_card()
            }
            // Enter places the dice of the seat to play, so never while another seat's
            // columns are on screen: the card comes back first.
            Command::Score if self.viewed.is_some() => {
                self.viewed = None;
                self.say(
                    t!(
                        "play-back-to-your-card",
                        key = ctx.keys.key_for(Context::Play, Command::Score)
                    ),
                    Tone::Info,
                );
            }
            Command::Score => match self.typing() {
                Some(_) if !self.entry.is_empty() => self.submit(ctx),
                Some(Typing::Points(b)) => {
                    let spot = spot_name(self.game().rules().layout(), b);
                    let said = match allowed_text(self.game(), b) {
                        Some(allowed) => {
                            t!(
                                "play-type-points-first-allowed",
                                spot = spot,
                                allowed = allowed
                            )
                        }
                        None => t!("play-type-points-first", spot = spot),
                    };
                    self.say(said, Tone::Info)
                }
                // A typed throw is entered with Enter; the same key pressed again must not
                // score a box no one chose (none is drawn as chosen until one is).
                _ if self.cursor_hidden() => self.say(
                    t!(
                        "play-choose-box-first",
                        arrows = format!(
                            "{}{}",
                            ctx.keys.key_for(Context::Play, Command::Up),
                            ctx.keys.key_for(Context::Play, Command::Down)
                        ),
                        key = ctx.keys.key_for(Context::Play, Command::Score)
                    ),
                    Tone::Info,
                ),
                _ => self.try_score(ctx, self.cursor),
            },
            _ => {}
        }
    }

    /// The hint panel: opened, closed, or ranked the other way.
    fn hint_command(&mut self, command: Command) {
        match command {
            Command::Hint | Command::HintRank if !self.options().hints => {
                self.say(t!("play-hints-off"), Tone::Info);
            }
            Command::Hint if self.is_guest() && self.human_turn().is_none() => {
                self.say(t!("play-hints-own-turn"), Tone::Info)
            }
            Command::Hint => self.hint_open = !self.hint_open,
            Command::HintRank => {
                self.hint_by_win = !self.hint_by_win;
                self.hint_open = true;
                self.say(
                    if self.hint_by_win {
                        t!("play-hints-by-chance")
                    } else {
                        t!("play-hints-by-total")
                    },
                    Tone::Info,
                );
            }
            _ => {}
        }
    }

    /// Undo, unless something typed is waiting to be finished or cleared first.
    fn undo_command(&mut self, ctx: &mut Ctx) {
        if self.entry.is_empty() {
            self.undo(ctx);
            return;
        }
        self.say(
            t!(
                "play-undo-typed-first",
                entry = crate::escape::shown(&self.entry).into_owned(),
                finish = ctx.keys.key_for(Context::Play, Command::Score),
                clear = ctx.keys.key_for(Context::Play, Command::Pause)
            ),
            Tone::Info,
        );
    }

    /// A CPU standing in for someone away, or a waiting guest let in: the table owner's alone
    /// (the host's, at a table guests join).
    fn hosting_command(&mut self, ctx: &mut Ctx, command: Command) {
        match command {
            Command::StandIn if self.hosts_guests() => {
                self.ask(ctx, Ask::StandIn);
            }
            // A seat at another's table: its loop answers (a public server lets the table's
            // owner; a host's table says only the host may).
            Command::StandIn if self.is_guest() && !self.plays().is_empty() => {
                self.ask(ctx, Ask::StandIn);
            }
            Command::StandIn => self.say(t!("play-only-owner-stand-in"), Tone::Info),
            Command::LetIn if self.hosts_guests() => {
                self.ask(ctx, Ask::LetIn);
            }
            Command::LetIn => self.say(t!("play-only-owner-let-in"), Tone::Info),
            _ => {}
        }
    }

    pub(super) fn handle_overlay(&mut self, ctx: &mut Ctx, command: Command) -> PlayOutcome {
        let Some(overlay) = self.overlay.take() else {
            return PlayOutcome::Stay;
        };
        match overlay {
            Overlay::Help {
                from_pause,
                mut view,
            } => {
                if !matches!(
                    command,
                    Command::Back | Command::Select | Command::Help | Command::Pause
                ) {
                    view.handle(command);
                    self.overlay = Some(Overlay::Help { from_pause, view });
                } else if from_pause {
                    self.overlay = Some(Overlay::Pause { selected: 3 });
                }
            }
            // Rules are opened from the pause menu, and closing them goes back there.
            Overlay::Rules(mut view) => {
                if matches!(command, Command::Back | Command::Pause) {
                    self.overlay = Some(Overlay::Pause { selected: 2 });
                } else {
                    view.handle(command);
                    self.overlay = Some(Overlay::Rules(view));
                }
            }
            Overlay::Pause { selected } => return self.pause_command(ctx, selected, command),
            Overlay::ConfirmZero { b, better } => match command {
                Command::Select | Command::Score => {
                    self.overlay = Some(Overlay::ConfirmZero { b, better });
                    self.try_score(ctx, b);
                    if matches!(self.overlay, Some(Overlay::ConfirmZero { .. })) {
                        self.overlay = None;
                    }
                }
                Command::Back => self.say(t!("play-not-scored"), Tone::Info),
                _ => self.overlay = Some(Overlay::ConfirmZero { b, better }),
            },
            Overlay::Handover { seat, undo } => self.handover_command(ctx, seat, undo, command),
            Overlay::SaveFailed {
                message,
                held_move,
                selected,
            } => {
                return self.save_failed_command(ctx, (message, held_move, selected), command);
            }
            Overlay::CoachWarn { action, message } => match command {
                Command::Select => {
                    if let Some(seat) = self.human_turn() {
                        self.commit(ctx, seat, action);
                    }
                }
                Command::Back => self.say(
                    t!(
                        "play-coach-think-again",
                        key = ctx.keys.key_for(Context::Play, Command::Hint)
                    ),
                    Tone::Info,
                ),
                _ => self.overlay = Some(Overlay::CoachWarn { action, message }),
            },
            Overlay::Correct(form) => self.correction_command(ctx, form, command),
        }
        PlayOutcome::Stay
    }

    /// The pause menu, taken off the screen: moved through, closed, or an item chosen.
    fn pause_command(&mut self, ctx: &mut Ctx, selected: usize, command: Command) -> PlayOutcome {
        let n = PAUSE_ITEMS;
        match command {
            Command::Up => {
                self.overlay = Some(Overlay::Pause {
                    selected: (selected + n - 1) % n,
                })
            }
            Command::Down => {
                self.overlay = Some(Overlay::Pause {
                    selected: (selected + 1) % n,
                })
            }
            Command::Back | Command::Pause => {}
            Command::Select => return self.pause_choice(selected, ctx),
            _ => self.overlay = Some(Overlay::Pause { selected }),
        }
        PlayOutcome::Stay
    }

    /// The handover between people at one keyboard, taken off the screen: dismissed, the
    /// move before it undone, or the pause menu opened.
    fn handover_command(
        &mut self,
        ctx: &mut Ctx,
        seat: SeatId,
        undo: Option<SeatId>,
        command: Command,
    ) {
        match command {
            Command::Select => {}
            Command::Undo if undo.is_some() => {
                // A failed undo leaves the keyboard where it was: with the next person.
                if !self.undo_as(ctx, true) {
                    self.overlay = Some(Overlay::Handover { seat, undo });
                }
            }
            Command::Undo => {
                self.overlay = Some(Overlay::Handover { seat, undo });
                let why = self
                    .undo_offer_as(true)
                    .err()
                    .map_or_else(String::new, |e| capitalise(&e.to_string()));
                self.say(why, Tone::Info);
            }
            Command::Pause | Command::Back => self.overlay = Some(Overlay::Pause { selected: 0 }),
            // Anything else, Space too (the previous person's throw key, pressed once too
            // often), leaves the prompt up: it says "press Enter", and only Enter passes it.
            _ => self.overlay = Some(Overlay::Handover { seat, undo }),
        }
    }

    /// The menu after a failed save, taken off the screen: moved through or an item chosen;
    /// any other key leaves it open, for the move it holds must not be lost.
    fn save_failed_command(
        &mut self,
        ctx: &mut Ctx,
        (message, held_move, selected): (String, bool, usize),
        command: Command,
    ) -> PlayOutcome {
        let n = SAVE_FAILED_ITEMS;
        let selected = match command {
            Command::Up => (selected + n - 1) % n,
            Command::Down => (selected + 1) % n,
            Command::Select => return self.save_failed_choice(ctx, selected, held_move),
            _ => selected,
        };
        self.overlay = Some(Overlay::SaveFailed {
            message,
            held_move,
            selected,
        });
        PlayOutcome::Stay
    }

    pub(super) fn pause_choice(&mut self, selected: usize, ctx: &mut Ctx) -> PlayOutcome {
        match selected {
            1 => {
                self.change_speed(ctx);
                self.overlay = Some(Overlay::Pause { selected });
            }
            2 => {
                self.overlay = Some(Overlay::Rules(TextView::rules(
                    self.game().rules(),
                    &ctx.theme,
                )))
            }
            3 => self.open_keys(ctx, true),
            4 => return PlayOutcome::Menu,
            5 => return PlayOutcome::Quit,
            _ => {}
        }
        PlayOutcome::Stay
    }

    /// A click at (x, y).
    pub fn click(&mut self, ctx: &mut Ctx, area: Rect, x: u16, y: u16) -> PlayOutcome {
        let at = |r: &Rect| x >= r.x && x < r.right() && y >= r.y && y < r.bottom();
        if self.overlay.is_some() {
            return self.click_overlay(ctx, area, x, y);
        }
        let l = Play::layout(area, self.game(), &self.buttons());
        if let Some((_, dice)) = l.dice
            && let Some(i) = dice
                .iter()
                .position(|r| at(r) || (x >= r.x && x < r.right() && y == l.labels_y))
        {
            return self.handle(ctx, Command::Hold(i as u8));
        }
        if let Some(&(b, _)) = l.buttons.iter().find(|(_, r)| at(r)) {
            return self.handle(ctx, b.command());
        }
        if at(&l.card_inner)
            && let Some(b) = card_spot_at(l.card_inner, x, y, self.game().rules(), l.column)
            && self.viewed.is_none()
        {
            self.cursor = b;
            self.chosen = true;
            if self.human_turn().is_some() && self.game().throw().is_some() {
                self.try_score(ctx, b);
            }
        }
        PlayOutcome::Stay
    }

    pub(super) fn click_overlay(
        &mut self,
        ctx: &mut Ctx,
        area: Rect,
        x: u16,
        y: u16,
    ) -> PlayOutcome {
        let Some(overlay) = &self.overlay else {
            return PlayOutcome::Stay;
        };
        let r = Play::overlay_area(area, overlay);
        let inside = x >= r.x && x < r.right() && y >= r.y && y < r.bottom();
        match overlay.clone() {
            Overlay::Pause { .. } if inside => {
                let i = (y.saturating_sub(r.y + 2)) as usize;
                if i < PAUSE_ITEMS {
                    self.overlay = Some(Overlay::Pause { selected: i });
                    return self.handle_overlay(ctx, Command::Select);
                }
            }
            Overlay::SaveFailed {
                message, held_move, ..
            } if inside => {
                let first = r.bottom().saturating_sub(1 + SAVE_FAILED_ITEMS as u16);
                let i = y.saturating_sub(first) as usize;
                if y >= first && i < SAVE_FAILED_ITEMS {
                    self.overlay = Some(Overlay::SaveFailed {
                        message,
                        held_move,
                        selected: i,
                    });
                    return self.handle_overlay(ctx, Command::Select);
                }
            }
            Overlay::Handover { .. } | Overlay::Help { .. } => {
                return self.handle_overlay(ctx, Command::Select);
            }
            Overlay::ConfirmZero { .. } | Overlay::CoachWarn { .. } => {
                if let Some(yes) = dialog_choice(r, x, y) {
                    return self
                        .handle_overlay(ctx, if yes { Command::Select } else { Command::Back });
                }
            }
            _ if !inside => {
                if matches!(overlay, Overlay::Rules(_) | Overlay::Pause { .. }) {
                    return self.handle_overlay(ctx, Command::Back);
                }
            }
            _ => {}
        }
        PlayOutcome::Stay
    }
}

pub(super) fn cpu_turn_message(keys: &Keymap) -> String {
    t!(
        "play-cpu-turn-skip",
        key = keys.key_for(Context::Play, Command::Skip)
    )
}

/// The points a score pad accepts in `b` now, exactly, as "0, 4, 8, 12, 16 or 20" or
/// "0 or 7 to 28 except 10 and 25"; entries with a Yahtzee bonus after, as "25+". None
/// when nothing can be said (the messages that show it have a form without it).
pub(super) fn allowed_text(game: &Match, b: Spot) -> Option<String> {
    let (Some(seat), rules) = (game.current_seat(), game.rules()) else {
        return None;
    };
    let card = game.card(seat)?;
    let options = card.pad_options(rules, b);
    let plain: Vec<u16> = options.iter().filter(|o| !o.1).map(|o| o.0).collect();
    let bonus: Vec<String> = options
        .iter()
        .filter(|o| o.1)
        .map(|o| format!("{}+", o.0))
        .collect();
    // The bonus amounts are a list of numbers: the comma between them is punctuation.
    let bonus = bonus.join(", ");
    match (plain.is_empty(), bonus.is_empty()) {
        (true, true) => None,
        (false, true) => Some(crate::rules::describe_points(&plain)),
        (true, false) => Some(t!("play-typing-allowed-bonus", bonus = bonus)),
        (false, false) => Some(t!(
            "play-typing-allowed-and-bonus",
            points = crate::rules::describe_points(&plain),
            bonus = bonus
        )),
    }
}
