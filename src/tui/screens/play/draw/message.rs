//! The message lines under the buttons: what is being typed, what just happened, or what the
//! keys do now.

use crate::l10n::t;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use crate::game::Throw;
use crate::rules::{BoxId, CardPlacements, Dice, DieIndex};
use crate::tui::keymap::{Command, Context, Keymap};
use crate::tui::theme::Theme;
use crate::tui::widgets::{put, wrap};
use crate::words::spot_name;

use super::super::{Play, PlayLayout, Tone, Tumble, Typing};

/// The message's lines, wrapped, and how many of them may be drawn.
pub(super) struct MessageLines {
    lines: Vec<(String, Style)>,
    at: Rect,
    room: usize,
}

impl MessageLines {
    /// How many lines are drawn: past the message's own rows they take the hint panel's.
    pub(super) fn shown(&self) -> usize {
        self.lines.len().min(self.room)
    }
}

impl Widget for MessageLines {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let width = self.at.width as usize;
        for (i, (line, style)) in self.lines.iter().take(self.shown()).enumerate() {
            let line: String = line.chars().take(width).collect();
            put(buf, area, self.at.x, self.at.y + i as u16, &line, *style);
        }
    }
}

impl Play {
    pub(super) fn message_lines(
        &self,
        l: &PlayLayout,
        tumble: Option<Tumble>,
        theme: &Theme,
        keys: &Keymap,
    ) -> MessageLines {
        let typing = self.typing();
        let prompt = typing.map(|t| self.prompt(t, keys));
        let width = l.message.width as usize;
        let rows = l.message.height as usize;
        let fits = |text: &str| wrap(text, width).len() <= rows;
        let (text, tone) = self.message_fitting(tumble, keys, &fits);
        let style = match tone {
            Tone::Info => theme.base(),
            Tone::Good => theme.good(),
            Tone::Bad => theme.bad(),
        };
        let mut lines: Vec<(String, Style)> = Vec::new();
        if let Some(prompt) = &prompt {
            // What is typed must always show: in a narrow panel the prompt wraps, and the
            // panel below gives way.
            lines.extend(wrap(prompt, width).into_iter().map(|l| (l, theme.key())));
            // A rule about the box under the cursor (why it is crossed, where a Joker goes)
            // matters more than how to type, and must show as the cursor reaches the box.
            let rule = match (typing, self.status.is_none(), self.game().throw()) {
                (Some(Typing::Dice), true, Some(t)) if !self.cursor_hidden() => {
                    let (said, tone) = self.throw_message(*t, keys, &fits);
                    let told = self.refusal_here().is_some()
                        || self
                            .game()
                            .placements()
                            .is_some_and(|p| p.joker() || p.extra_bonus());
                    told.then_some((said, tone))
                }
                _ => None,
            };
            let tip = match typing {
                Some(t) if self.status.is_none() && rule.is_none() => {
                    Some(self.typing_tip(t, keys))
                }
                _ => None,
            };
            match (tip, rule) {
                (Some(tip), _) => {
                    lines.extend(wrap(&tip, width).into_iter().map(|l| (l, theme.dim())))
                }
                (None, Some((said, tone))) => {
                    let style = match tone {
                        Tone::Info => theme.base(),
                        Tone::Good => theme.good(),
                        Tone::Bad => theme.bad(),
                    };
                    lines.extend(wrap(&said, width).into_iter().map(|l| (l, style)))
                }
                (None, None) => lines.extend(wrap(&text, width).into_iter().map(|l| (l, style))),
            }
        } else {
            lines.extend(wrap(&text, width).into_iter().map(|l| (l, style)));
        }
        let room = if prompt.is_some() {
            (l.message.height + l.hint.height) as usize
        } else {
            l.message.height as usize
        };
        MessageLines {
            lines,
            at: l.message,
            room,
        }
    }

    /// What has been typed so far, with what it is for.
    fn prompt(&self, typing: Typing, keys: &Keymap) -> String {
        let game = self.game();
        let throw = game.throw();
        match typing {
            Typing::Dice => {
                let n = throw.map_or(1, |t| t.rolls_used + 1);
                if throw.is_some_and(|t| t.rolls_used >= game.rules().max_rolls()) {
                    t!(
                        "play-typing-no-throws-left",
                        key = keys.key_for(Context::Play, Command::Score)
                    )
                } else {
                    format!(
                        "{}▏",
                        t!("play-typing-dice", throw = n, entry = self.entry.as_str())
                    )
                }
            }
            Typing::Points(b) => {
                let spot = spot_name(game.rules().layout(), b);
                let entry = self.entry.as_str();
                let typed = match super::super::input::allowed_text(game, b) {
                    Some(allowed) => t!(
                        "play-typing-points-allowed",
                        spot = spot,
                        allowed = allowed,
                        entry = entry
                    ),
                    None => t!("play-typing-points", spot = spot, entry = entry),
                };
                format!("{typed}▏")
            }
        }
    }

    /// How to type, while nothing else is being said.
    fn typing_tip(&self, typing: Typing, keys: &Keymap) -> String {
        match typing {
            // After a throw, the slash form says which dice stayed down.
            // Enter scores only a box chosen since the typed throw: until then the tip says
            // to choose one, as Enter itself would.
            Typing::Dice if self.game().throw().is_some() && self.cursor_hidden() => t!(
                "play-typing-tip-kept-box",
                arrows = updown(keys),
                score = keys.key_for(Context::Play, Command::Score)
            ),
            Typing::Dice if self.game().throw().is_some() => t!(
                "play-typing-tip-kept",
                score = keys.key_for(Context::Play, Command::Score)
            ),
            Typing::Dice => t!(
                "play-typing-tip-first",
                score = keys.key_for(Context::Play, Command::Score)
            ),
            Typing::Points(_) => t!(
                "play-typing-tip-points",
                arrows = updown(keys),
                bonus = if self.game().rules().extra_yahtzee_bonus() > 0 {
                    "yes"
                } else {
                    "no"
                },
                correct = keys.key_for(Context::Play, Command::Correct)
            ),
        }
    }

    /// A CPU still thinking, else the last thing said, else what a person's keys do now.
    pub(crate) fn message(&self, tumble: Option<Tumble>, keys: &Keymap) -> (String, Tone) {
        self.message_fitting(tumble, keys, &|_| true)
    }

    /// [`Play::message`], with the keys after a throw cut down to what `fits`.
    fn message_fitting(
        &self,
        tumble: Option<Tumble>,
        keys: &Keymap,
        fits: &dyn Fn(&str) -> bool,
    ) -> (String, Tone) {
        match (&self.thinking, &self.status) {
            (Some(p), _) if self.game().current_seat().is_some() && self.human_turn().is_none() => {
                (t!("play-thinking", percent = (*p)), Tone::Info)
            }
            (_, Some((text, tone))) => (text.clone(), *tone),
            _ if tumble.is_some() => (String::new(), Tone::Info),
            _ => match (self.human_turn(), self.game().throw()) {
                (Some(_), None) => (
                    t!(
                        "play-press-to-throw",
                        key = keys.key_for(Context::Play, Command::Roll)
                    ),
                    Tone::Info,
                ),
                (Some(_), Some(t)) => self.throw_message(*t, keys, fits),
                _ => (String::new(), Tone::Info),
            },
        }
    }

    /// After a throw: why the box under the cursor is refused, a Joker's rule, or the keys.
    fn throw_message(
        &self,
        t: Throw,
        keys: &Keymap,
        fits: &dyn Fn(&str) -> bool,
    ) -> (String, Tone) {
        let game = self.game();
        let placements = game.placements();
        let refusal = self.refusal_here();
        match (refusal, placements) {
            (Some(r), _) => (r.to_string(), Tone::Bad),
            (None, Some(p)) if p.joker() || p.extra_bonus() => {
                (joker_message(&p, &t.dice), Tone::Good)
            }
            _ => (self.keys_after_throw(t, keys, fits), Tone::Info),
        }
    }
}

impl Play {
    /// The keys that act after a throw: holding and throwing only while a throw is left, and
    /// on a real-dice seat typing the next throw instead (its dice are held by hand). As
    /// many as `fits`, whole: the last go first (seeing the other cards, then scoring, which
    /// the help bar along the bottom also tells), never the first, however long.
    fn keys_after_throw(&self, t: Throw, keys: &Keymap, fits: &dyn Fn(&str) -> bool) -> String {
        let game = self.game();
        let multi = game.rules().layout().is_multi_column();
        let mut parts = Vec::new();
        if t.rolls_used < game.rules().max_rolls() {
            if self.typing() == Some(Typing::Dice) {
                parts.push(t!("play-after-throw-type-next"));
            } else {
                let hold = keys.keys_for(Context::Play, Command::Hold(0));
                parts.push(if multi {
                    t!("play-after-throw-hold", keys = hold)
                } else {
                    t!("play-after-throw-hold-dice", keys = hold)
                });
                parts.push(t!(
                    "play-after-throw-throws",
                    key = keys.key_for(Context::Play, Command::Roll)
                ));
            }
        }
        if multi {
            parts.push(t!(
                "play-after-throw-score-columns",
                arrows = format!(
                    "{}{}{}",
                    updown(keys),
                    keys.key_for(Context::Play, Command::Left),
                    keys.key_for(Context::Play, Command::Right)
                ),
                score = keys.key_for(Context::Play, Command::Score)
            ));
            parts.push(t!(
                "play-after-throw-other-cards",
                key = keys.key_for(Context::Play, Command::OtherCard)
            ));
        } else {
            parts.push(t!(
                "play-after-throw-score",
                arrows = updown(keys),
                score = keys.key_for(Context::Play, Command::Score)
            ));
        }
        let mut line = sentence(&parts);
        while parts.len() > 1 && !fits(&line) {
            parts.pop();
            line = sentence(&parts);
        }
        line
    }
}

/// Each part is a key and what it does, whole in every language; the list is a sentence: a
/// capital first and a full stop after.
fn sentence(parts: &[String]) -> String {
    let line = parts.join(" · ");
    let mut chars = line.chars();
    let mut line: String = match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    };
    line.push('.');
    line
}

fn joker_message(p: &CardPlacements, dice: &Dice) -> String {
    let mut allowed: Vec<BoxId> = p.allowed().map(|(s, _)| s.b).collect();
    allowed.dedup();
    let face = dice.get(DieIndex::ALL[0]);
    // Whole sentences, one after another.
    let mut text = t!("play-joker-another-yahtzee");
    if p.extra_bonus() {
        text.push(' ');
        text.push_str(&t!("play-joker-bonus-earned"));
    }
    if p.joker() {
        let face = u8::from(face);
        let place = match allowed.as_slice() {
            [only] => t!("play-joker-only", face = face, spot = only.to_string()),
            many if many.iter().all(|b| !b.is_upper()) => t!("play-joker-any-lower", face = face),
            many if many.iter().all(|b| b.is_upper()) => t!("play-joker-any-upper", face = face),
            _ => t!("play-joker-any", face = face),
        };
        text.push(' ');
        text.push_str(&place);
    }
    text
}

/// The keys that move between boxes, as a pair ("↑↓").
fn updown(keys: &Keymap) -> String {
    format!(
        "{}{}",
        keys.key_for(Context::Play, Command::Up),
        keys.key_for(Context::Play, Command::Down)
    )
}
