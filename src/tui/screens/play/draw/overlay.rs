//! The overlays drawn over the play screen, one widget each.

use crate::l10n::t;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::{Clear, Widget};

use crate::game::Match;
use crate::store::CpuSpeed;
use crate::tui::keymap::{Command, Context, Keymap};
use crate::tui::theme::Theme;
use crate::tui::widgets::{dialog, frame, list_row, put, wrap};
use crate::words::spot_name;

use super::super::{
    CorrectForm, Overlay, Play, SAVE_FAILED_ITEMS, guest_pause_items, is_you, pause_items,
    save_failed_items, seat_name, unsaved_pause_items,
};

/// What the pause menu shows beside its items.
#[derive(Clone, Copy)]
pub(super) struct PauseState {
    /// The CPUs' pace, when a CPU is seated.
    pub(super) speed: Option<CpuSpeed>,
    /// The match plays without saving, so leaving it ends it.
    pub(super) unsaved: bool,
    /// A guest of a hosted table: leaving is leaving the table, and the pace is the host's.
    pub(super) guest: bool,
}

/// The keys that answer an overlay, named in what it says.
struct Answers<'a> {
    yes: String,
    no: String,
    keys: &'a Keymap,
    theme: &'a Theme,
}

pub(super) fn draw_overlay(
    buf: &mut Buffer,
    area: Rect,
    overlay: &mut Overlay,
    game: &Match,
    pause: PauseState,
    theme: &Theme,
    keys: &Keymap,
) {
    let r = Play::overlay_area(area, overlay);
    let a = Answers {
        yes: keys.key_for(Context::Confirm, Command::Select),
        no: keys.key_for(Context::Confirm, Command::Back),
        keys,
        theme,
    };
    Clear.render(r, buf);
    match overlay {
        Overlay::Help { view, .. } => view.draw(buf, r, theme),
        Overlay::Rules(view) => view.draw(buf, r, theme),
        Overlay::Pause { selected } => PauseMenu {
            selected: *selected,
            pause,
            a: &a,
        }
        .render(r, buf),
        Overlay::ConfirmZero { b, better } => {
            let layout = game.rules().layout();
            let text = t!(
                "play-zero-question",
                spot = spot_name(layout, *b),
                better = spot_name(layout, better.0),
                points = better.1
            );
            let (yes, no) = (
                t!("play-zero-yes", key = a.yes.as_str()),
                t!("play-zero-no", key = a.no.as_str()),
            );
            dialog(
                buf,
                r,
                &format!(" {} ", t!("play-zero-title")),
                &text,
                &yes,
                &no,
                theme.warn(),
                theme,
            );
        }
        Overlay::Handover { seat, undo } => Handover {
            you: is_you(game, *seat),
            name: seat_name(game, *seat),
            undo: undo.map(|author| (is_you(game, author), seat_name(game, author))),
            a: &a,
        }
        .render(r, buf),
        Overlay::SaveFailed {
            message,
            selected,
            held_move,
        } => SaveFailed {
            message,
            held_move: *held_move,
            selected: *selected,
            theme,
        }
        .render(r, buf),
        Overlay::Correct(form) => Correct { form, game, a: &a }.render(r, buf),
        Overlay::CoachWarn { message, .. } => {
            let (yes, no) = (
                t!("play-coach-do-it", key = a.yes.as_str()),
                t!("play-coach-think", key = a.no.as_str()),
            );
            let title = format!(" {} ", t!("play-coach-title"));
            dialog(buf, r, &title, message, &yes, &no, theme.warn(), theme);
        }
    }
}

struct PauseMenu<'a> {
    selected: usize,
    pause: PauseState,
    a: &'a Answers<'a>,
}

impl Widget for PauseMenu<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (keys, theme) = (self.a.keys, self.a.theme);
        let title = format!(" {} ", t!("play-pause-title"));
        let inner = frame(buf, area, &title, theme.current_border(), theme.title());
        let (guest, unsaved) = (guest_pause_items(), unsaved_pause_items());
        for (i, item) in pause_items().into_iter().enumerate() {
            let label = if self.pause.guest
                && let Some(Some(guest_label)) = guest.get(i)
            {
                guest_label.clone()
            } else if self.pause.unsaved
                && let Some(Some(unsaved_label)) = unsaved.get(i)
            {
                // Playing without saving: leaving ends the match, and the menu says so.
                unsaved_label.clone()
            } else if i == 1 {
                match self.pause.speed {
                    Some(speed) => t!(
                        "play-pause-cpu-speed-is",
                        speed = speed.shown(),
                        key = keys.key_for(Context::List, Command::Select)
                    ),
                    None => t!("play-pause-cpu-speed-none"),
                }
            } else {
                item
            };
            let y = inner.y + 1 + i as u16;
            list_row(buf, inner, y, &label, i == self.selected, theme);
        }
    }
}

/// Between two people at one keyboard: whose turn comes, and whether undo still works.
struct Handover<'a> {
    /// The seat is the person at the keyboard, "You" (spoken to rather than named).
    you: bool,
    name: String,
    /// Whose last move undo would give back: whether it is "You", and the name as shown.
    undo: Option<(bool, String)>,
    a: &'a Answers<'a>,
}

impl Widget for Handover<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Answers {
            yes, keys, theme, ..
        } = self.a;
        let title = format!(" {} ", t!("play-handover-title"));
        let inner = frame(buf, area, &title, theme.current_border(), theme.title());
        // The default name is the person at the keyboard: spoken to, not named.
        let turn = if self.you {
            t!("play-handover-your-turn", key = yes.as_str())
        } else {
            t!(
                "play-handover-turn",
                name = self.name.as_str(),
                key = yes.as_str()
            )
        };
        let width = inner.width.saturating_sub(2) as usize;
        let mut y = inner.y + 2;
        for line in wrap(&turn, width).iter().take(2) {
            put(buf, inner, inner.x + 2, y, line, theme.current());
            y += 1;
        }
        let undo = keys.key_for(Context::Play, Command::Undo);
        let pass = match &self.undo {
            Some((true, _)) => t!("play-handover-pass-you-undo", key = undo),
            Some((false, author)) => t!(
                "play-handover-pass-undo",
                key = undo,
                name = author.as_str()
            ),
            None => t!("play-handover-pass"),
        };
        for line in wrap(&pass, width).iter().take(2) {
            put(buf, inner, inner.x + 2, y + 1, line, theme.dim());
            y += 1;
        }
    }
}

struct SaveFailed<'a> {
    message: &'a str,
    /// What was not saved: the last move, or else a match not yet written.
    held_move: bool,
    selected: usize,
    theme: &'a Theme,
}

impl Widget for SaveFailed<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let title = format!(" {} ", t!("play-save-failed-title"));
        let inner = frame(buf, area, &title, theme.bad(), theme.bad());
        let text = if self.held_move {
            t!("play-save-failed-move", error = self.message)
        } else {
            t!("play-save-failed-match", error = self.message)
        };
        for (i, line) in wrap(&text, inner.width as usize).iter().take(4).enumerate() {
            put(buf, inner, inner.x, inner.y + i as u16, line, theme.base());
        }
        let first = area.bottom().saturating_sub(1 + SAVE_FAILED_ITEMS as u16);
        for (i, item) in save_failed_items().iter().enumerate() {
            list_row(
                buf,
                inner,
                first + i as u16,
                item,
                i == self.selected,
                theme,
            );
        }
    }
}

/// A score pad's correction form: which seat and row, the new value, and a foot line that
/// asks, confirms or explains what went wrong.
struct Correct<'a> {
    form: &'a CorrectForm,
    game: &'a Match,
    a: &'a Answers<'a>,
}

impl Correct<'_> {
    fn lines(&self, name: &str) -> [(String, Style); 3] {
        let (form, game, keys, theme) = (self.form, self.game, self.a.keys, self.a.theme);
        let (left, right) = (
            keys.key_for(Context::Setup, Command::Left),
            keys.key_for(Context::Setup, Command::Right),
        );
        let (up, down) = (
            keys.key_for(Context::Setup, Command::Up),
            keys.key_for(Context::Setup, Command::Down),
        );
        [
            (
                t!(
                    "play-correct-seat",
                    name = name,
                    keys = format!("{left}/{right}")
                ),
                theme.base(),
            ),
            (
                t!(
                    "play-correct-row",
                    row = form.row_label(game.rules().layout()),
                    now = form.current(game).to_string(),
                    keys = format!("{up}/{down}")
                ),
                theme.base(),
            ),
            (
                format!("{}▏", t!("play-correct-new", value = form.text.as_str())),
                theme.key(),
            ),
        ]
    }

    fn foot(&self, name: &str) -> (String, Style) {
        let (form, game, theme) = (self.form, self.game, self.a.theme);
        let (yes, no) = (&self.a.yes, &self.a.no);
        if let Some(e) = &form.error {
            (e.clone(), theme.bad())
        } else if form.confirm {
            (
                t!(
                    "play-correct-confirm",
                    name = name,
                    row = form.row_label(game.rules().layout()),
                    now = form.current(game).to_string(),
                    new = form.text.as_str(),
                    yes = yes.as_str(),
                    no = no.as_str()
                ),
                theme.warn(),
            )
        } else {
            (
                t!("play-correct-type", yes = yes.as_str(), no = no.as_str()),
                theme.dim(),
            )
        }
    }
}

impl Widget for Correct<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.a.theme;
        let title = format!(" {} ", t!("play-correct-title"));
        let inner = frame(buf, area, &title, theme.current_border(), theme.title());
        let name = seat_name(self.game, self.form.seat);
        for (i, (line, style)) in self.lines(&name).iter().enumerate() {
            let y = inner.y + 1 + i as u16;
            put(buf, inner, inner.x + 1, y, line, *style);
        }
        let (foot, style) = self.foot(&name);
        for (i, line) in wrap(&foot, inner.width.saturating_sub(2) as usize)
            .iter()
            .take(3)
            .enumerate()
        {
            put(buf, inner, inner.x + 1, inner.y + 5 + i as u16, line, style);
        }
    }
}
