//! The overlays drawn over the play screen, one widget each.

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
    CorrectForm, GUEST_PAUSE_ITEMS, Overlay, PAUSE_ITEMS, Play, SAVE_FAILED_ITEMS,
    UNSAVED_PAUSE_ITEMS, seat_name,
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
            let text = format!(
                "Score 0 in {}? {} would score {}.",
                spot_name(layout, *b),
                spot_name(layout, better.0),
                better.1
            );
            let (yes, no) = (format!("{}: yes, score 0", a.yes), format!("{}: no", a.no));
            dialog(
                buf,
                r,
                " Score a zero? ",
                &text,
                &yes,
                &no,
                theme.warn(),
                theme,
            );
        }
        Overlay::Handover { seat, undo } => Handover {
            name: seat_name(game, *seat),
            undo: undo.map(|author| seat_name(game, author)),
            a: &a,
        }
        .render(r, buf),
        Overlay::SaveFailed {
            message,
            selected,
            held_move,
        } => SaveFailed {
            message,
            what: if *held_move {
                "The last move"
            } else {
                "This match"
            },
            selected: *selected,
            theme,
        }
        .render(r, buf),
        Overlay::Correct(form) => Correct { form, game, a: &a }.render(r, buf),
        Overlay::CoachWarn { message, .. } => {
            let (yes, no) = (
                format!("{}: do it anyway", a.yes),
                format!("{}: think again", a.no),
            );
            dialog(buf, r, " Coach ", message, &yes, &no, theme.warn(), theme);
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
        let inner = frame(buf, area, " Paused ", theme.current_border(), theme.title());
        for (i, item) in PAUSE_ITEMS.iter().enumerate() {
            let label = if self.pause.guest
                && let Some(guest_label) = GUEST_PAUSE_ITEMS[i]
            {
                guest_label.to_string()
            } else if self.pause.unsaved
                && let Some(unsaved_label) = UNSAVED_PAUSE_ITEMS[i]
            {
                // Playing without saving: leaving ends the match, and the menu says so.
                unsaved_label.to_string()
            } else if i == 1 {
                match self.pause.speed {
                    Some(speed) => format!(
                        "{item}: {} ({} changes)",
                        speed.label(),
                        keys.key_for(Context::List, Command::Select)
                    ),
                    None => format!("{item}: no CPU seated"),
                }
            } else {
                item.to_string()
            };
            let y = inner.y + 1 + i as u16;
            list_row(buf, inner, y, &label, i == self.selected, theme);
        }
    }
}

/// Between two people at one keyboard: whose turn comes, and whether undo still works.
struct Handover<'a> {
    name: String,
    /// Whose last move undo would give back, by name.
    undo: Option<String>,
    a: &'a Answers<'a>,
}

impl Widget for Handover<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Answers {
            yes, keys, theme, ..
        } = self.a;
        let inner = frame(
            buf,
            area,
            " Next player ",
            theme.current_border(),
            theme.title(),
        );
        put(
            buf,
            inner,
            inner.x + 2,
            inner.y + 2,
            &format!("{} — press {yes}", turn_of(&self.name)),
            theme.current(),
        );
        let pass = match &self.undo {
            // The default name is the person at the keyboard: spoken to, not named.
            Some(author) if author == "You" => format!(
                "Pass the keyboard; {} takes back your last move.",
                keys.key_for(Context::Play, Command::Undo)
            ),
            Some(author) => format!(
                "Pass the keyboard; {} gives {author} back the last move.",
                keys.key_for(Context::Play, Command::Undo)
            ),
            None => "Pass the keyboard.".to_string(),
        };
        put(buf, inner, inner.x + 2, inner.y + 4, &pass, theme.dim());
    }
}

/// "Ana's turn", but "Your turn" for the default name "You".
fn turn_of(name: &str) -> String {
    if name == "You" {
        "Your turn".to_string()
    } else {
        format!("{name}'s turn")
    }
}

struct SaveFailed<'a> {
    message: &'a str,
    /// What was not saved: the last move, or a match not yet written.
    what: &'a str,
    selected: usize,
    theme: &'a Theme,
}

impl Widget for SaveFailed<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let inner = frame(buf, area, " Could not save ", theme.bad(), theme.bad());
        let text = format!("{} could not be saved: {}.", self.what, self.message);
        for (i, line) in wrap(&text, inner.width as usize).iter().take(4).enumerate() {
            put(buf, inner, inner.x, inner.y + i as u16, line, theme.base());
        }
        let first = area
            .bottom()
            .saturating_sub(1 + SAVE_FAILED_ITEMS.len() as u16);
        for (i, item) in SAVE_FAILED_ITEMS.iter().enumerate() {
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
                format!("Seat   ◀ {name} ▶   ({left}/{right})"),
                theme.base(),
            ),
            (
                format!(
                    "Row    {}: now {}   ({up}/{down})",
                    form.row_label(game.rules().layout()),
                    form.current(game)
                ),
                theme.base(),
            ),
            (format!("New    {}▏", form.text), theme.key()),
        ]
    }

    fn foot(&self, name: &str) -> (String, Style) {
        let (form, game, theme) = (self.form, self.game, self.a.theme);
        let (yes, no) = (&self.a.yes, &self.a.no);
        if let Some(e) = &form.error {
            (e.clone(), theme.bad())
        } else if form.confirm {
            (
                format!(
                    "Change {name}'s {} from {} to {}? {yes}: yes · {no}: no",
                    form.row_label(game.rules().layout()),
                    form.current(game),
                    form.text
                ),
                theme.warn(),
            )
        } else {
            (
                format!("Type the new value, {yes} to check it, {no} to close."),
                theme.dim(),
            )
        }
    }
}

impl Widget for Correct<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.a.theme;
        let inner = frame(
            buf,
            area,
            " Correct a score ",
            theme.current_border(),
            theme.title(),
        );
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
