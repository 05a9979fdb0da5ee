//! Setup's presets popup (`p`): save the rules as a preset of one's own, use one, rename
//! or delete one. Its first row saves; each row after it is an own preset.
//!
//! The popup takes every key while open (its keys are few and are said on its own help
//! bar), so a letter typed into a name never reaches the setup list. Each change goes
//! through the store's one read-modify-write (`Storage::change_presets`), and the list shown
//! is the one the store wrote; a refusal (a built-in's name, a name taken, a damaged file)
//! is said in the popup and changes nothing.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

use super::Setup;
use crate::l10n::t;
use crate::store::presets::MAX_PRESET_NAME_CHARS;
use crate::store::{OwnPreset, PresetChange, PresetName};
use crate::tui::theme::Theme;
use crate::tui::widgets::{centered, fit, frame, list_row, put};

/// The popup's state: its cursor (0 saves, `i + 1` is own preset `i`), what it is doing, and
/// the last thing it has to say.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PresetsPopup {
    pub cursor: usize,
    pub mode: Mode,
    pub message: Option<Said>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub enum Mode {
    #[default]
    List,
    /// A name being typed: for the rules as they are, or a new name for own preset `i`.
    Naming {
        buffer: String,
        renaming: Option<usize>,
    },
    /// Asking before own preset `i` is deleted.
    Deleting(usize),
}

/// A line the popup shows: done, or refused.
#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    Done(String),
    Refused(String),
}

/// A key while the popup is open. Ctrl+C is left to the keymap (it quits from anywhere).
pub(super) fn key(
    setup: &mut Setup,
    key: &KeyEvent,
    cx: &mut crate::tui::screens::Cx,
) -> Option<crate::tui::screens::Step> {
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return None;
    }
    let mut popup = setup.popup.take()?;
    let keep = match popup.mode.clone() {
        Mode::List => list_key(setup, &mut popup, key.code),
        Mode::Naming { buffer, renaming } => {
            naming_key(setup, &mut popup, key.code, buffer, renaming, cx.store)
        }
        Mode::Deleting(i) => {
            popup.mode = Mode::List;
            // As every question in the game: Enter says yes, any other key no, so the
            // question never stands behind a key that did something else.
            if key.code == KeyCode::Enter {
                change(setup, &mut popup, cx.store, i, None);
            } else {
                popup.message = Some(Said::Done(t!("setup-preset-kept")));
            }
            true
        }
    };
    if keep {
        setup.popup = Some(popup);
    }
    Some(crate::tui::screens::Step::Stay)
}

/// The list's keys; false closes the popup.
fn list_key(setup: &mut Setup, popup: &mut PresetsPopup, code: KeyCode) -> bool {
    let rows = setup.own.len() + 1;
    popup.message = None;
    let own = popup.cursor.checked_sub(1).filter(|&i| i < setup.own.len());
    match (code, own) {
        (KeyCode::Up | KeyCode::Char('k'), _) => popup.cursor = (popup.cursor + rows - 1) % rows,
        (KeyCode::Down | KeyCode::Char('j'), _) => popup.cursor = (popup.cursor + 1) % rows,
        (KeyCode::Esc | KeyCode::Char('q' | 'p'), _) => return false,
        (KeyCode::Enter, None) => {
            popup.mode = Mode::Naming {
                buffer: String::new(),
                renaming: None,
            }
        }
        (KeyCode::Enter, Some(i)) => {
            setup.rules = setup.own[i].rules;
            setup.own_chosen = Some(i);
            setup.error = None;
            return false;
        }
        (KeyCode::Char('r'), Some(i)) => {
            popup.mode = Mode::Naming {
                buffer: setup.own[i].name.as_str().to_string(),
                renaming: Some(i),
            }
        }
        (KeyCode::Char('x') | KeyCode::Delete, Some(i)) => popup.mode = Mode::Deleting(i),
        (KeyCode::Char('r' | 'x') | KeyCode::Delete, None) => {
            popup.message = Some(Said::Refused(t!("setup-preset-choose-first")));
        }
        _ => {}
    }
    true
}

fn naming_key(
    setup: &mut Setup,
    popup: &mut PresetsPopup,
    code: KeyCode,
    mut buffer: String,
    renaming: Option<usize>,
    store: &mut dyn crate::store::Storage,
) -> bool {
    match code {
        KeyCode::Esc => popup.mode = Mode::List,
        KeyCode::Backspace => {
            popup.message = None;
            buffer.pop();
            popup.mode = Mode::Naming { buffer, renaming };
        }
        KeyCode::Char(c) => {
            popup.message = None;
            if crate::escape::is_format(c) || c.is_control() {
                popup.message = Some(Said::Refused(t!("setup-preset-name-invisible")));
            } else if buffer.chars().count() < MAX_PRESET_NAME_CHARS {
                buffer.push(c);
            }
            popup.mode = Mode::Naming { buffer, renaming };
        }
        KeyCode::Enter => match PresetName::new_name(&buffer) {
            Ok(name) => {
                let done = match renaming {
                    Some(i) => change(setup, popup, store, i, Some(name)),
                    None => save(setup, popup, store, name),
                };
                // A refused name stays in its field with the reason, so the next keys
                // mend it instead of reaching the setup list.
                popup.mode = if done {
                    Mode::List
                } else {
                    Mode::Naming { buffer, renaming }
                };
            }
            Err(why) => {
                popup.message = Some(Said::Refused(capitalized(&why.to_string())));
                popup.mode = Mode::Naming { buffer, renaming };
            }
        },
        _ => popup.mode = Mode::Naming { buffer, renaming },
    }
    true
}

fn save(
    setup: &mut Setup,
    popup: &mut PresetsPopup,
    store: &mut dyn crate::store::Storage,
    name: PresetName,
) -> bool {
    let change = PresetChange::Save {
        name: name.clone(),
        rules: setup.rules,
        replace: false,
    };
    match store.change_presets(&change) {
        Ok(presets) => {
            setup.own = presets.all().to_vec();
            setup.own_chosen = setup.own.iter().position(|p| p.name.same_as(name.as_str()));
            popup.cursor = setup.own_chosen.map_or(0, |i| i + 1);
            let name = name.to_string();
            popup.message = Some(Said::Done(t!("setup-preset-saved", name = name)));
            notices(popup, store);
            true
        }
        Err(why) => {
            popup.message = Some(Said::Refused(capitalized(&why.to_string())));
            notices(popup, store);
            false
        }
    }
}

/// Renames own preset `i` to `to`, or deletes it when `to` is `None`; whether it was done.
fn change(
    setup: &mut Setup,
    popup: &mut PresetsPopup,
    store: &mut dyn crate::store::Storage,
    i: usize,
    to: Option<PresetName>,
) -> bool {
    let Some(old) = setup.own.get(i).map(|p| p.name.as_str().to_string()) else {
        return false;
    };
    let chosen = setup
        .own_chosen
        .and_then(|c| setup.own.get(c))
        .map(|p| p.name.clone());
    let change = match &to {
        Some(to) => PresetChange::Rename {
            from: old.clone(),
            to: to.clone(),
        },
        None => PresetChange::Delete { name: old.clone() },
    };
    match store.change_presets(&change) {
        Ok(presets) => {
            setup.own = presets.all().to_vec();
            // The chosen preset keeps being named on the Rules row under its new name.
            let chosen = match (&to, chosen) {
                (Some(to), Some(c)) if c.as_str() == old => Some(to.clone()),
                (_, c) => c,
            };
            setup.own_chosen =
                chosen.and_then(|c| setup.own.iter().position(|p| p.name.same_as(c.as_str())));
            popup.cursor = popup.cursor.min(setup.own.len());
            let old = crate::escape::excerpt(&old, MAX_PRESET_NAME_CHARS + 2);
            popup.message = Some(Said::Done(match to {
                Some(to) => {
                    let to = to.to_string();
                    t!("setup-preset-renamed", old = old, new = to)
                }
                None => t!("setup-preset-deleted", old = old),
            }));
            notices(popup, store);
            true
        }
        Err(why) => {
            popup.message = Some(Said::Refused(capitalized(&why.to_string())));
            notices(popup, store);
            false
        }
    }
}

/// What the store found on the way (a damaged file kept aside) is said before the result.
fn notices(popup: &mut PresetsPopup, store: &mut dyn crate::store::Storage) {
    let found = store.take_notices();
    if found.is_empty() {
        return;
    }
    let mut text = found.join(" ");
    if let Some(said) = &popup.message {
        let (Said::Done(s) | Said::Refused(s)) = said;
        text = format!("{text} {s}");
    }
    popup.message = Some(Said::Refused(text));
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    let first: String = chars
        .next()
        .into_iter()
        .flat_map(char::to_uppercase)
        .collect();
    format!("{first}{}.", chars.as_str().trim_end_matches('.'))
}

/// What the About panel says while the popup is open.
pub(super) fn about() -> String {
    t!("setup-preset-about")
}

/// The popup's keys, for the help bar.
pub(super) fn help(popup: &PresetsPopup, own: &[OwnPreset]) -> Vec<(String, String)> {
    let pair = |k: &str, h: String| (k.to_string(), h);
    // The popup's own keys, fixed (not in the keymap), named in the language spoken.
    let (enter, esc) = (t!("setup-key-enter"), t!("setup-key-esc"));
    let (enter, esc) = (enter.as_str(), esc.as_str());
    match popup.mode {
        Mode::Naming { .. } => vec![
            pair(enter, t!("setup-preset-key-save-name")),
            pair(esc, t!("setup-key-cancel")),
        ],
        Mode::Deleting(_) => vec![
            pair(enter, t!("setup-preset-key-delete")),
            pair(esc, t!("setup-preset-key-keep")),
        ],
        Mode::List if popup.cursor == 0 || own.is_empty() => vec![
            pair("↑↓", t!("setup-preset-key-move")),
            pair(enter, t!("setup-preset-key-save-as")),
            pair(esc, t!("setup-preset-key-close")),
        ],
        Mode::List => vec![
            pair("↑↓", t!("setup-preset-key-move")),
            pair(enter, t!("setup-preset-key-use")),
            pair("r", t!("setup-preset-key-rename")),
            pair("x", t!("setup-preset-key-delete")),
            pair(esc, t!("setup-preset-key-close")),
        ],
    }
}

/// The popup over the setup list: the rows, then what is being typed or asked, then what
/// the popup has to say; it grows with what it says and scrolls its rows when short of room.
pub(super) fn draw(
    popup: &PresetsPopup,
    own: &[OwnPreset],
    buf: &mut Buffer,
    list: Rect,
    theme: &Theme,
) {
    let width = list.width.saturating_sub(4).min(60);
    let text_w = width.saturating_sub(4) as usize;
    let mut said: Vec<(String, ratatui::style::Style)> = Vec::new();
    match &popup.mode {
        Mode::Naming { buffer, renaming } => said.push((
            format!(
                "{}▌",
                if renaming.is_some() {
                    t!("setup-preset-new-name", typed = (buffer.as_str()))
                } else {
                    t!("setup-preset-name", typed = (buffer.as_str()))
                }
            ),
            theme.base(),
        )),
        // The question is asked in the game's one question box, drawn last.
        Mode::Deleting(_) | Mode::List => {}
    }
    match &popup.message {
        Some(Said::Done(text)) => said.push((text.clone(), theme.good())),
        Some(Said::Refused(text)) => said.push((text.clone(), theme.bad())),
        None if own.is_empty() && popup.mode == Mode::List => {
            said.push((t!("setup-preset-offered"), theme.dim()))
        }
        None => {}
    }
    let said: Vec<(String, ratatui::style::Style)> = said
        .into_iter()
        .flat_map(|(text, style)| {
            crate::tui::widgets::wrap(&text, text_w)
                .into_iter()
                .map(move |line| (line, style))
        })
        .collect();
    let rows = own.len() + 1;
    let said_h = said.len() as u16 + u16::from(!said.is_empty());
    let wanted = rows as u16 + 2 + said_h;
    let area = centered(list, width, wanted.min(list.height));
    for y in area.y..area.bottom() {
        put(
            buf,
            area,
            area.x,
            y,
            &" ".repeat(area.width as usize),
            theme.base(),
        );
    }
    let inner = frame(
        buf,
        area,
        &format!(" {} ", t!("setup-preset-title")),
        theme.border(),
        theme.title(),
    );
    if inner.height < 2 || inner.width < 10 {
        return;
    }
    let width = inner.width as usize;
    let list_h = (inner.height.saturating_sub(said_h).max(1) as usize).min(rows);
    // The cursor's row stays in view; an arrow says when rows are above or below.
    let top = popup
        .cursor
        .saturating_sub(list_h.saturating_sub(1))
        .min(rows.saturating_sub(list_h));
    let name_w = own
        .iter()
        .map(|p| crate::tui::widgets::display_width(p.name.as_str()))
        .max()
        .unwrap_or(0);
    for (line, index) in (top..rows).take(list_h).enumerate() {
        let y = inner.y + line as u16;
        let text = match index.checked_sub(1).and_then(|i| own.get(i)) {
            None => t!("setup-preset-save-row"),
            Some(p) => {
                let name = fit(p.name.as_str(), name_w);
                let pad = name_w.saturating_sub(crate::tui::widgets::display_width(&name));
                format!(
                    "{name}{}  {}",
                    " ".repeat(pad),
                    crate::store::presets::describe(&p.rules)
                )
            }
        };
        let room = width.saturating_sub(3);
        let mut text = fit(&text, room);
        let more_above = line == 0 && top > 0;
        let more_below = line + 1 == list_h && top + list_h < rows;
        if more_above || more_below {
            let pad = room.saturating_sub(crate::tui::widgets::display_width(&text));
            text = format!(
                "{text}{}{}",
                " ".repeat(pad),
                if more_above { "↑" } else { "↓" }
            );
        }
        list_row(buf, inner, y, &text, index == popup.cursor, theme);
    }
    let first = inner.y + list_h as u16 + 1;
    for (y, (text, style)) in (first..inner.bottom()).zip(said) {
        put(buf, inner, inner.x + 1, y, &text, style);
    }
    if let Mode::Deleting(i) = popup.mode
        && let Some(p) = own.get(i)
    {
        // The words and buttons of the Confirm popup the rest of the game asks with.
        let (name, rules) = (
            p.name.to_string(),
            crate::store::presets::describe(&p.rules),
        );
        crate::tui::widgets::dialog(
            buf,
            centered(list, 64, 9),
            &format!(" {} ", t!("setup-preset-delete-title")),
            &t!("setup-preset-delete-question", name = name, rules = rules),
            &format!(
                "{}: {}",
                t!("setup-key-enter"),
                t!("setup-preset-key-delete")
            ),
            &format!("{}: {}", t!("setup-key-esc"), t!("setup-preset-key-keep")),
            theme.warn(),
            theme,
        );
    }
}
