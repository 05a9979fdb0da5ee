//! The guests' keys the host remembers (`host/guest_keys.json` in the data folder), each
//! with the seat it lets its guest back into, and a key to forget one, asked first. The
//! file is read when the screen is made and again after each forgetting, never while
//! drawing; a damaged file is shown as such and left as it is.

use std::path::Path;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::{Confirm, Cx, Kind, Screen, ScrollList, Step};
use crate::l10n::t;
use crate::net::{KnownKeys, Remembered, guest_keys_file};
use crate::tui::keymap::{Command, Context, Keymap};
use crate::tui::theme::Theme;
use crate::tui::widgets::{display_width, fit, footer, frame, list_row, put, wrap};

/// The widest a seat's name is shown in the list; longer names end in "…".
const NAME_WIDTH: usize = 16;

/// "SHA256:" and a dozen characters of the hash: plenty to tell a host's few keys apart,
/// and short enough to leave room for the seat. The question before forgetting shows it
/// in full.
const FINGERPRINT_WIDTH: usize = 20;

pub struct GuestKeys {
    /// Fingerprint and where it admits, by fingerprint (the file's order).
    pub rows: Vec<(String, Remembered)>,
    pub list: ScrollList,
    /// Why the file could not be read: then nothing is listed, and nothing can be forgotten.
    pub problem: Option<String>,
    /// What the last forgetting did.
    pub status: Option<String>,
}

impl GuestKeys {
    /// The keys remembered in the data folder `data`.
    pub fn read(data: &Path) -> GuestKeys {
        // Keys listed in the config are the config's to change: only remembered ones are here.
        match KnownKeys::load(Some(guest_keys_file(data)), &[]) {
            Ok(known) => GuestKeys::listing(&known),
            Err(problem) => GuestKeys {
                rows: Vec::new(),
                list: ScrollList::default(),
                // Already escaped and cut by the loader; cut again so no message, however
                // long its path, pushes the screen's own words out.
                problem: Some(crate::escape::excerpt(&problem.to_string(), 400)),
                status: None,
            },
        }
    }

    /// Forgets the key with this fingerprint in `data`'s file, and lists the keys as they
    /// are after, the cursor near `row`.
    pub fn forget(data: &Path, fingerprint: &str, row: usize) -> GuestKeys {
        // The file is read afresh: another window may have changed it since it was listed.
        let status = match KnownKeys::load(Some(guest_keys_file(data)), &[]) {
            // Forgetting by anything but an exact fingerprint could take a seat's name or a
            // start of another key: only a key still there is forgotten.
            Ok(known) if !known.remembered().contains_key(fingerprint) => {
                Some(t!("serve-keys-no-longer-remembered"))
            }
            Ok(mut known) => match known.forget(fingerprint) {
                Ok(gone) => gone.first().map(|(_, r)| {
                    t!(
                        "serve-keys-forgot",
                        name = crate::escape::excerpt(&r.name, 24)
                    )
                }),
                Err(e) => Some(t!(
                    "serve-keys-not-forgotten",
                    why = crate::escape::excerpt(&e.to_string(), 200)
                )),
            },
            // The list below says why the file cannot be read.
            Err(_) => None,
        };
        let mut view = GuestKeys::read(data);
        view.list.selected = row.min(view.rows.len().saturating_sub(1));
        view.status = status;
        view
    }

    fn listing(known: &KnownKeys) -> GuestKeys {
        GuestKeys {
            rows: known
                .remembered()
                .iter()
                .map(|(fp, r)| (fp.clone(), r.clone()))
                .collect(),
            list: ScrollList::default(),
            problem: None,
            status: None,
        }
    }

    /// One key's row: the seat's name, the fingerprint shortened, and where it admits.
    pub fn line(fingerprint: &str, r: &Remembered, name_width: usize) -> String {
        let name = fit(&crate::escape::shown(&r.name), name_width);
        let pad = name_width.saturating_sub(display_width(&name));
        let at = match (&r.table, r.seat) {
            (Some(table), Some(seat)) => t!(
                "serve-keys-seat-of-match",
                seat = (seat + 1),
                table = crate::escape::excerpt(table, 24)
            ),
            _ => t!("serve-keys-admits-nowhere"),
        };
        format!(
            "{name}{}  {:<w$}  {at}",
            " ".repeat(pad),
            crate::escape::excerpt(fingerprint, FINGERPRINT_WIDTH),
            w = FINGERPRINT_WIDTH
        )
    }

    /// The name column: as wide as the longest name shown, within bounds.
    fn name_width(&self) -> usize {
        self.rows
            .iter()
            .map(|(_, r)| display_width(&crate::escape::shown(&r.name)))
            .max()
            .unwrap_or(0)
            .clamp(4, NAME_WIDTH)
    }

    /// The box the list is drawn in (the terminal but its help line), and inside it where
    /// the rows go: below two lines of explanation, a blank and the column heads, above the
    /// status line.
    fn areas(area: Rect) -> (Rect, Rect) {
        super::list_areas(area, 4, 2)
    }

    pub fn item_at(&self, area: Rect, y: u16) -> Option<usize> {
        let (_, rows) = GuestKeys::areas(area);
        self.list.row_at(rows, y, self.rows.len())
    }

    pub fn move_by(&mut self, down: bool) {
        self.list.move_by(self.rows.len(), down);
    }

    pub fn draw(&mut self, buf: &mut Buffer, area: Rect, theme: &Theme, keymap: &Keymap) {
        let (outer, rows) = GuestKeys::areas(area);
        let inner = frame(
            buf,
            outer,
            &t!("serve-keys-title"),
            theme.border(),
            theme.title(),
        );
        let text_width = inner.width.saturating_sub(2) as usize;
        if let Some(problem) = &self.problem {
            let mut lines = wrap(problem, text_width);
            lines.push(String::new());
            let after = wrap(&t!("serve-keys-file-left"), text_width);
            say(buf, inner, inner.y, &lines, theme.bad());
            say(
                buf,
                inner,
                inner.y + lines.len() as u16,
                &after,
                theme.dim(),
            );
        } else if self.rows.is_empty() {
            draw_none(buf, inner, theme);
        } else {
            self.draw_list(buf, inner, rows, theme);
        }
        if let Some(status) = &self.status {
            put(
                buf,
                inner,
                inner.x + 1,
                inner.bottom().saturating_sub(1),
                &fit(status, text_width),
                theme.warn(),
            );
        }
        let mut commands = vec![Command::Up];
        if !self.rows.is_empty() {
            commands.push(Command::ForgetKey);
        }
        commands.push(Command::Back);
        footer(
            buf,
            area,
            &keymap.short_help_for(Context::List, &commands),
            theme,
        );
    }

    /// The remembered keys under a word on what they do, scrolled to keep the selection seen.
    fn draw_list(&mut self, buf: &mut Buffer, inner: Rect, rows: Rect, theme: &Theme) {
        let text_width = inner.width.saturating_sub(2) as usize;
        let about = wrap(&t!("serve-keys-about"), text_width);
        say(buf, inner, inner.y, &about, theme.dim());
        let w = self.name_width();
        // Padded by the columns the words take, whatever their language.
        let (name, fingerprint) = (
            t!("serve-keys-head-name"),
            t!("serve-keys-head-fingerprint"),
        );
        let head = format!(
            "{name}{}  {fingerprint}{}  {}",
            " ".repeat(w.saturating_sub(display_width(&name))),
            " ".repeat(FINGERPRINT_WIDTH.saturating_sub(display_width(&fingerprint))),
            t!("serve-keys-head-lets-into")
        );
        put(
            buf,
            inner,
            inner.x + 1,
            rows.y.saturating_sub(1),
            &head,
            theme.dim(),
        );
        for (line, (fp, r), chosen) in self.list.shown(&self.rows, rows.height as usize) {
            list_row(
                buf,
                rows,
                rows.y + line,
                // The row starts with a space and keeps one before the border.
                &fit(&GuestKeys::line(fp, r, w), text_width),
                chosen,
                theme,
            );
        }
    }
}

/// No key remembered: that, and how a key comes to be remembered.
fn draw_none(buf: &mut Buffer, inner: Rect, theme: &Theme) {
    let text_width = inner.width.saturating_sub(2) as usize;
    say(buf, inner, inner.y, &[t!("serve-keys-none")], theme.base());
    let how = wrap(&t!("serve-keys-how"), text_width);
    say(buf, inner, inner.y + 2, &how, theme.dim());
}

/// Lines from row `y` down, one column in from the frame.
fn say(buf: &mut Buffer, inner: Rect, y: u16, lines: &[String], style: Style) {
    for (i, line) in lines.iter().enumerate() {
        put(buf, inner, inner.x + 1, y + i as u16, line, style);
    }
}

impl Screen for GuestKeys {
    fn kind(&self) -> Kind {
        Kind::GuestKeys
    }

    fn contexts(&self) -> Vec<Context> {
        vec![Context::List]
    }

    fn command(&mut self, command: Command, _cx: &mut Cx) -> Step {
        match command {
            Command::Up => self.move_by(false),
            Command::Down => self.move_by(true),
            Command::ForgetKey => {
                let row = self.list.selected;
                if let Some((fp, r)) = self.rows.get(row) {
                    return Step::Confirm(Box::new(Confirm::forget_key(fp, r, row)));
                }
            }
            Command::Back | Command::Menu | Command::Quit => return Step::Menu { notice: None },
            _ => {}
        }
        Step::Stay
    }

    /// A click selects a key; forgetting one is always the key's, asked first.
    fn click(&mut self, area: Rect, _x: u16, y: u16, _cx: &mut Cx) -> Step {
        if let Some(i) = self.item_at(area, y) {
            self.list.selected = i;
        }
        Step::Stay
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        GuestKeys::draw(self, buf, area, &cx.theme, cx.keys);
    }
}
