//! What people type on the play screen: the faces of a throw of real dice, a score pad's
//! points for a box, and a score pad's corrections. Typed input is bad input first: every
//! malformed entry gets a specific message and changes nothing.

use crate::game::{Action, SeatId};
use crate::l10n::t;
use crate::rules::{ColumnId, Dice, DieIndex, Face, Holds, Spot};

use super::*;
use crate::tui::keymap::Context;

/// What the seat to play types on this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typing {
    /// The five faces of a throw of real dice.
    Dice,
    /// A score pad's points for this spot.
    Points(Spot),
}

/// A row a correction can change: a filled box, or the extra-Yahtzee bonuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CorrectRow {
    Box(Spot),
    /// A column's extra-Yahtzee bonuses.
    Bonus(ColumnId),
}

/// The correction form of a score pad.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CorrectForm {
    pub seat: SeatId,
    pub row: CorrectRow,
    pub text: String,
    /// Set once the new value is checked: the next Enter applies it.
    pub confirm: bool,
    pub error: Option<String>,
}

/// Why a typed throw is refused; its text is the message shown (capitalised).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BadThrow {
    /// A second `/`: only one parts the kept dice from the thrown.
    #[error("{}", t!("play-typing-slash-again"))]
    SlashAgain,
    /// A digit no die shows.
    #[error("{}", t!("play-typing-bad-face", face = .0.to_string()))]
    NoSuchFace(char),
    /// Anything else that is not a die.
    #[error("{}", t!("play-typing-not-a-die", typed = crate::escape::shown(&.0.to_string()).into_owned()))]
    NotADie(char),
    /// Fewer than five faces, this many.
    #[error("{}", t!("play-typing-too-few", count = (*.0)))]
    TooFew(usize),
    /// More than five faces, this many.
    #[error("{}", t!("play-typing-too-many", count = (*.0)))]
    TooMany(usize),
}

/// Why a score pad's typed points are refused; its text is the message shown.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BadPoints {
    #[error("{}", t!("play-typing-points-empty"))]
    Empty,
    /// Not digits, or more points than any box holds (the text as typed).
    #[error("{}", t!("play-typing-not-a-number", typed = crate::escape::excerpt(.0, 20)))]
    NotANumber(String),
}

/// Why what was typed on the play screen is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub(super) enum BadEntry {
    #[error(transparent)]
    Throw(#[from] BadThrow),
    #[error(transparent)]
    Points(#[from] BadPoints),
}

/// A correction's new value is not a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", t!("play-typing-bad-value"))]
pub struct BadValue;

/// The faces of a typed throw: five digits 1–6, spaces and commas between them allowed
/// ("3 3 5 1 6", "33516", "3,3,5,1,6").
pub fn parse_throw(text: &str) -> Result<Dice, BadThrow> {
    let mut faces = Vec::new();
    for c in text.chars() {
        match c {
            ' ' | ',' => {}
            '/' => return Err(BadThrow::SlashAgain),
            '1'..='6' => faces.extend(c.to_digit(10).and_then(|d| Face::from_value(d as u8))),
            '0' | '7'..='9' => return Err(BadThrow::NoSuchFace(c)),
            other => return Err(BadThrow::NotADie(other)),
        }
    }
    match <[Face; 5]>::try_from(faces.as_slice()) {
        Ok(five) => Ok(Dice::new(five)),
        Err(_) if faces.len() < 5 => Err(BadThrow::TooFew(faces.len())),
        Err(_) => Err(BadThrow::TooMany(faces.len())),
    }
}

/// A typed throw, perhaps with the dice that stayed down before a `/` (`33/514`: 3-3 kept,
/// 5-1-4 thrown); without one, which were kept is read from the faces.
pub(super) fn parse_typed_throw(text: &str) -> Result<(Dice, Option<Holds>), BadThrow> {
    let Some((kept, thrown)) = text.split_once('/') else {
        return parse_throw(text).map(|dice| (dice, None));
    };
    let dice = parse_throw(&format!("{kept}{thrown}"))?;
    let n = kept.chars().filter(char::is_ascii_digit).count();
    let held = DieIndex::ALL
        .into_iter()
        .take(n)
        .fold(Holds::NONE, |h, d| h.with(d, true));
    Ok((dice, Some(held)))
}

/// Points as typed for a score pad: digits, then `+` for an extra-Yahtzee bonus ("25+").
pub fn parse_points(text: &str) -> Result<(u16, bool), BadPoints> {
    let text = text.trim();
    let (digits, bonus) = match text.strip_suffix('+') {
        Some(d) => (d.trim(), true),
        None => (text, false),
    };
    if digits.is_empty() {
        return Err(BadPoints::Empty);
    }
    let points = digits
        .parse::<u16>()
        .map_err(|_| BadPoints::NotANumber(digits.to_string()))?;
    Ok((points, bonus))
}

impl CorrectForm {
    /// The rows of `seat`'s card that can be corrected, in card order.
    pub fn rows(game: &Match, seat: SeatId) -> Vec<CorrectRow> {
        let card = game.card(seat).copied().unwrap_or_default();
        let mut rows: Vec<CorrectRow> = Vec::new();
        for &column in card.column_ids() {
            rows.extend(
                game.rules()
                    .layout()
                    .boxes()
                    .iter()
                    .map(|&b| Spot::new(column, b))
                    .filter(|&spot| card.is_filled(spot))
                    .map(CorrectRow::Box),
            );
            if game.rules().extra_yahtzee_bonus() > 0 {
                rows.push(CorrectRow::Bonus(column));
            }
        }
        rows
    }

    /// The value the row holds now.
    pub fn current(&self, game: &Match) -> u16 {
        let card = game.card(self.seat).copied().unwrap_or_default();
        match self.row {
            CorrectRow::Box(spot) => card.get(spot).unwrap_or(0),
            CorrectRow::Bonus(column) => card.column(column).map_or(0, |c| c.extra_yahtzees()),
        }
    }

    pub fn row_label(&self, layout: crate::rules::Layout) -> String {
        match self.row {
            CorrectRow::Box(spot) => crate::words::spot_name(layout, spot),
            CorrectRow::Bonus(column) if layout.is_multi_column() => t!(
                "play-typing-extra-column",
                spot = layout.label(layout.five_of_a_kind_box()),
                column = layout
                    .columns()
                    .get(column.index())
                    .map_or("", |c| c.label())
            ),
            CorrectRow::Bonus(_) => t!(
                "play-typing-extra-count",
                spot = layout.label(layout.five_of_a_kind_box())
            ),
        }
    }

    /// The correction the form asks for, if its text is a number.
    pub fn action(&self) -> Result<Action, BadValue> {
        let value = self.text.trim().parse::<u16>().map_err(|_| BadValue)?;
        Ok(match self.row {
            CorrectRow::Box(spot) => Action::Correct {
                b: spot.b,
                column: spot.column,
                points: value,
            },
            CorrectRow::Bonus(column) => Action::CorrectBonus {
                count: value,
                column,
            },
        })
    }
}

impl Play {
    /// What the seat to play types now, if anything: real dice on their turn, points on a
    /// score pad.
    pub fn typing(&self) -> Option<Typing> {
        if self.overlay.is_some() {
            return None;
        }
        let seat = self.human_turn()?;
        let legal = self.legal(seat);
        if legal.record {
            Some(Typing::Points(self.cursor))
        } else if legal.type_throw {
            Some(Typing::Dice)
        } else {
            None
        }
    }

    /// Takes a typed character; false if it is not part of an entry (the key then means
    /// what the keymap says).
    pub fn type_char(&mut self, c: char) -> bool {
        // A face no die shows, or a sixth face, is refused as it is typed, not at Enter.
        if self.typing() == Some(Typing::Dice) && c.is_ascii_digit() {
            let faces = self.entry.chars().filter(char::is_ascii_digit).count();
            if !('1'..='6').contains(&c) {
                self.say(
                    t!("play-typing-no-such-face", face = c.to_string()),
                    Tone::Bad,
                );
                return true;
            }
            if faces >= 5 {
                self.say(t!("play-typing-five-dice"), Tone::Bad);
                return true;
            }
        }
        if self
            .typing()
            .is_some_and(|t| matches!(t, Typing::Points(_)))
            && c == '+'
            && self.entry.is_empty()
        {
            self.say(t!("play-typing-points-first"), Tone::Bad);
            return true;
        }
        let takes = match self.typing() {
            Some(Typing::Dice) => {
                c.is_ascii_digit()
                    || c == ' '
                    || c == ','
                    || (c == '/' && !self.entry.contains('/'))
            }
            Some(Typing::Points(_)) => c.is_ascii_digit() || (c == '+' && !self.entry.is_empty()),
            None => false,
        };
        if takes && self.entry.chars().count() >= 16 {
            self.say(t!("play-typing-too-long"), Tone::Bad);
        } else if takes {
            self.entry.push(c);
            self.status = None;
        }
        takes
    }

    /// Backspace: removes the last typed character; with nothing typed on a real-dice turn,
    /// takes back this turn's last throw into the entry line, all five faces, to fix it (it
    /// stays in the log, marked undone).
    pub fn backspace(&mut self, ctx: &mut Ctx) {
        if self.entry.pop().is_some() {
            // What was said of the entry before no longer holds.
            self.status = None;
            return;
        }
        // After the last throw too: a mistyped last throw must be fixable, undo or not.
        if self.typing() != Some(Typing::Dice) && !self.typed_throw_on_table() {
            return;
        }
        let Some(seat) = self.human_turn() else {
            return;
        };
        let Some((dice, kept)) = self.take_back_typed_throw(ctx, seat) else {
            return;
        };
        let mut text: String = dice.faces().iter().map(|f| f.value().to_string()).collect();
        if let Some(k) = kept {
            let at = DieIndex::ALL.into_iter().filter(|&d| k.contains(d)).count();
            text.insert(at, '/');
        }
        // The whole throw comes back, as the message says: Backspace again removes a face.
        self.entry = text;
        // Said as every undo says it, with what to do next.
        self.say(
            t!("play-typing-took-back-throw", dice = dice.to_string()),
            Tone::Info,
        );
    }

    /// Esc with something typed: the entry goes, and the player hears what went.
    pub fn clear_entry(&mut self) {
        if !self.entry.is_empty() {
            let gone = std::mem::take(&mut self.entry);
            self.say(
                t!(
                    "play-typing-cleared",
                    entry = crate::escape::shown(&gone).into_owned()
                ),
                Tone::Info,
            );
        }
    }

    /// Enter with something typed: the throw, or the points for the box under the cursor.
    pub fn submit(&mut self, ctx: &mut Ctx) {
        let Some(typing) = self.typing() else {
            return;
        };
        // What is typed goes on the card of the seat to play, so that card comes back first.
        if self.viewed.take().is_some() {
            self.say(
                t!(
                    "play-typing-back-to-card",
                    key = ctx.keys.key_for(Context::Play, Command::Score)
                ),
                Tone::Info,
            );
            return;
        }
        let action: Result<Action, BadEntry> = match typing {
            Typing::Dice => parse_typed_throw(&self.entry)
                .map(|(dice, kept)| Action::Throw { dice, kept })
                .map_err(BadEntry::from),
            Typing::Points(spot) => parse_points(&self.entry)
                .map(|(points, bonus)| Action::Record {
                    b: spot.b,
                    column: spot.column,
                    points,
                    bonus,
                })
                .map_err(BadEntry::from),
        };
        match action {
            Err(e) => self.say(capitalise(&e.to_string()), Tone::Bad),
            Ok(action) => {
                // Accepted, the throw or entry changes the position (its log may not grow).
                let before = self.game().position_id();
                self.human_action(ctx, action);
                if self.game().position_id() != before {
                    self.entry.clear();
                }
            }
        }
    }

    /// Opens the correction form (score pads only).
    pub(super) fn open_correction(&mut self) {
        if !self.options().score_pad {
            self.say(t!("play-correct-pad-only"), Tone::Info);
            return;
        }
        // The entry last made is the likeliest to need fixing: the form opens on it.
        let last = self.game().log().iter().rev().find_map(|e| match e.action {
            Action::Record { b, column, .. } if !e.undone => {
                Some((e.seat, CorrectRow::Box(Spot::new(column, b))))
            }
            _ => None,
        });
        let (seat, row) = match last {
            Some(found) => found,
            None => {
                let seat = self.game().current_seat().unwrap_or(SeatId(0));
                let Some(&row) = CorrectForm::rows(self.game(), seat).first() else {
                    self.say(t!("play-correct-nothing"), Tone::Info);
                    return;
                };
                (seat, row)
            }
        };
        self.overlay = Some(Overlay::Correct(CorrectForm {
            seat,
            row,
            text: String::new(),
            confirm: false,
            error: None,
        }));
    }

    /// A key in the correction form.
    pub(super) fn correction_command(
        &mut self,
        ctx: &mut Ctx,
        mut form: CorrectForm,
        command: Command,
    ) {
        let seats = self.game().seats().len() as u8;
        match command {
            Command::Up | Command::Down if !form.confirm => {
                let rows = CorrectForm::rows(self.game(), form.seat);
                let at = rows.iter().position(|&r| r == form.row).unwrap_or(0);
                let n = rows.len().max(1);
                let next = if command == Command::Down {
                    (at + 1) % n
                } else {
                    (at + n - 1) % n
                };
                form.row = rows.get(next).copied().unwrap_or(form.row);
                form.text.clear();
                form.error = None;
            }
            Command::Left | Command::Right if !form.confirm => {
                let step = if command == Command::Right {
                    1
                } else {
                    seats - 1
                };
                form.seat = SeatId((form.seat.0 + step) % seats.max(1));
                let rows = CorrectForm::rows(self.game(), form.seat);
                if !rows.contains(&form.row) {
                    form.row = rows
                        .first()
                        .copied()
                        .unwrap_or(CorrectRow::Bonus(ColumnId::FIRST));
                }
                form.text.clear();
                form.error = None;
            }
            Command::Select if form.confirm => {
                if let Ok(action) = form.action()
                    && self.commit(ctx, form.seat, action)
                {
                    return;
                }
                // A save that failed holds the correction in its own dialog, which stays.
                if matches!(self.overlay, Some(Overlay::SaveFailed { .. })) {
                    return;
                }
                form.confirm = false;
            }
            Command::Select => match form.action() {
                Err(e) => form.error = Some(capitalise(&e.to_string())),
                Ok(action) => match self.session.check(form.seat, action) {
                    Ok(crate::game::Event::Corrected { before, after, .. }) if before == after => {
                        form.error = Some(t!("play-correct-same"));
                    }
                    Ok(_) => {
                        form.error = None;
                        form.confirm = true;
                    }
                    Err(e) => form.error = Some(capitalise(&e.to_string())),
                },
            },
            Command::Back if form.confirm => form.confirm = false,
            Command::Back => return,
            _ => {}
        }
        self.overlay = Some(Overlay::Correct(form));
    }

    /// Digits and Backspace in the correction form.
    pub fn correction_key(&mut self, c: Option<char>) -> bool {
        let Some(Overlay::Correct(form)) = &mut self.overlay else {
            return false;
        };
        if form.confirm {
            return false;
        }
        match c {
            Some(c) if c.is_ascii_digit() => {
                if form.text.len() < 5 {
                    form.text.push(c);
                }
            }
            Some(_) => return false,
            None => {
                form.text.pop();
            }
        }
        form.error = None;
        true
    }
}

impl Play {
    /// Keys that type (a throw of real dice, a score pad's points, a correction) before the
    /// keymap reads them; true if the key was taken. A control key is never typing.
    pub fn typed(&mut self, key: &ratatui::crossterm::event::KeyEvent, ctx: &mut Ctx) -> bool {
        use ratatui::crossterm::event::{KeyCode, KeyModifiers};
        if key.modifiers.contains(KeyModifiers::CONTROL) {
            return false;
        }
        if matches!(self.overlay, Some(Overlay::Correct(_))) {
            return match key.code {
                KeyCode::Char(c) => self.correction_key(Some(c)),
                KeyCode::Backspace => self.correction_key(None),
                _ => false,
            };
        }
        if self.typing_gate(key, ctx) {
            return true;
        }
        if self.typing().is_none() {
            return false;
        }
        match key.code {
            KeyCode::Char(c) => self.type_char(c),
            KeyCode::Backspace => {
                self.backspace(ctx);
                true
            }
            KeyCode::Enter if !self.entry.is_empty() => {
                self.submit(ctx);
                true
            }
            KeyCode::Esc if !self.entry.is_empty() => {
                self.clear_entry();
                true
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_throws_are_five_faces_and_nothing_else() {
        assert_eq!(parse_throw("3 3 5 1 6").unwrap().to_string(), "3-3-5-1-6");
        assert_eq!(parse_throw("33516").unwrap().to_string(), "3-3-5-1-6");
        assert_eq!(parse_throw("3,3,5,1,6").unwrap().to_string(), "3-3-5-1-6");
        assert!(
            parse_throw("3351")
                .unwrap_err()
                .to_string()
                .contains("4 dice are typed so far")
        );
        assert!(
            parse_throw("335167")
                .unwrap_err()
                .to_string()
                .contains("not 7")
        );
        assert!(
            parse_throw("335161")
                .unwrap_err()
                .to_string()
                .contains("not 6")
        );
        assert!(
            parse_throw("3351x")
                .unwrap_err()
                .to_string()
                .contains("'x' is not a die")
        );
    }

    #[test]
    fn typed_points_take_a_bonus_mark() {
        assert_eq!(parse_points("25"), Ok((25, false)));
        assert_eq!(parse_points("25+"), Ok((25, true)));
        assert!(parse_points("").is_err());
        assert!(parse_points("+").is_err());
        assert!(parse_points("99999999").is_err());
    }
}
