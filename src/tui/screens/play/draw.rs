//! The play screen's layout and drawing: the card, the dice panel, hints, the match log and the overlays.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Widget};

use crate::ai::{Choice, Rated};
use crate::game::TurnStory;
use crate::game::{Match, SeatId, SeatKind};
use crate::rules::{BoxId, DieIndex, Layout, Spot};
use crate::tui::keymap::{Command, Context, Keymap};
use crate::tui::theme::Theme;
use crate::tui::widgets::{
    CardView, DIE_HEIGHT, centered, dialog, dice_rects, draw_card, draw_die, frame, list_row, put,
    put_line, wrap,
};
use crate::words::{self, spot_name};

use super::*;

impl Play {
    /// Where everything goes for `game` in `area` (drawing and clicks use the same).
    pub fn layout(area: Rect, game: &Match) -> PlayLayout {
        let names = crate::tui::widgets::card_column_names(game);
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let column = crate::tui::widgets::card_column_width(&names, area.width);
        let (title, card, panel, help) =
            crate::tui::widgets::card_screen(area, names.len(), column);
        let card_inner = Rect::new(
            card.x + 1,
            card.y + 1,
            card.width.saturating_sub(2),
            card.height.saturating_sub(2),
        );
        let panel_inner = Rect::new(
            panel.x + 1,
            panel.y + 1,
            panel.width.saturating_sub(2),
            panel.height.saturating_sub(2),
        );
        let mut y = panel_inner.y + 2;
        let dice = dice_rects(Rect::new(
            panel_inner.x,
            y,
            panel_inner.width,
            DIE_HEIGHT.min(panel_inner.bottom().saturating_sub(y)),
        ));
        y += DIE_HEIGHT;
        let labels_y = y;
        let status_y = y + 2;
        let buttons_y = y + 4;
        // Buttons flow onto a second row in a narrow panel, so every one stays clickable.
        let mut buttons = Vec::new();
        let (mut x, mut y) = (panel_inner.x, buttons_y);
        for b in [
            Button::Roll,
            Button::Score,
            Button::Hint,
            Button::Undo,
            Button::Skip,
            Button::Menu,
        ] {
            let w = b.label().chars().count() as u16 + 2;
            if x + w > panel_inner.right() && x > panel_inner.x {
                x = panel_inner.x;
                y += 1;
            }
            buttons.push((b, Rect::new(x, y, w, 1)));
            x += w + 1;
        }
        let message_y = y + 2;
        let message = Rect::new(
            panel_inner.x,
            message_y,
            panel_inner.width,
            2.min(panel_inner.bottom().saturating_sub(message_y)),
        );
        let hint_y = message.bottom();
        let hint = Rect::new(
            panel_inner.x,
            hint_y,
            panel_inner.width,
            panel_inner.bottom().saturating_sub(hint_y),
        );
        PlayLayout {
            column,
            title,
            help,
            card,
            card_inner,
            panel,
            panel_inner,
            dice,
            labels_y,
            status_y,
            buttons,
            message,
            hint,
        }
    }

    pub(super) fn overlay_area(area: Rect, overlay: &Overlay) -> Rect {
        match overlay {
            Overlay::Help { .. } => centered(area, 72, 22),
            Overlay::Rules(_) => centered(
                area,
                area.width.saturating_sub(8).min(76),
                area.height.saturating_sub(4),
            ),
            Overlay::Pause { .. } => centered(area, 44, PAUSE_ITEMS.len() as u16 + 4),
            Overlay::SaveFailed { .. } => centered(area, 64, 11),
            Overlay::ConfirmZero { .. } => centered(area, 60, 6),
            Overlay::CoachWarn { .. } => centered(area, 64, 9),
            Overlay::Handover { .. } => centered(area, 60, 8),
            Overlay::Correct(_) => centered(area, 62, 12),
        }
    }

    /// The turns of the match so far, replayed once per position.
    pub(super) fn turn_stories(&mut self) -> &[TurnStory] {
        let key = self.game().position_id();
        if self.turns.as_ref().is_none_or(|(k, _)| *k != key) {
            self.turns = Some((key, self.game().turns()));
            self.log_scroll = 0;
        }
        self.turns.as_ref().map_or(&[], |(_, t)| t.as_slice())
    }

    /// The match log, newest turn first, in `r` (PgUp/PgDn scroll back through it).
    pub(super) fn draw_log(&mut self, buf: &mut Buffer, r: Rect, theme: &Theme, keys: &Keymap) {
        let bonus = self.game().rules().extra_yahtzee_bonus();
        let layout = self.game().rules().layout();
        let names: Vec<String> = self.game().seats().iter().map(|s| s.name.clone()).collect();
        let scroll = self.log_scroll;
        let stories = self.turn_stories();
        if stories.is_empty() {
            return;
        }
        let total = stories.len();
        let scroll = scroll.min(total.saturating_sub(1));
        let narrow = r.width < 44;
        let older = keys.key_for(Context::Play, Command::PageUp);
        let newer = keys.key_for(Context::Play, Command::PageDown);
        let title = match (scroll > 0, narrow) {
            (true, true) => format!("Log · {scroll} newer: {newer}"),
            (false, true) => format!("Log · {older}: older"),
            (true, false) => format!("Match log ({scroll} newer above; {newer})"),
            (false, false) => format!("Match log (newest first; {older} for older)"),
        };
        let lines: Vec<(String, ratatui::style::Style)> = stories
            .iter()
            .rev()
            .skip(scroll)
            .flat_map(|story| {
                let name = names.get(story.seat.index()).map_or("?", String::as_str);
                // A narrow panel gets one line a turn, so several turns stay in view.
                let text = if narrow {
                    words::describe_turn_short(story, name, bonus, r.width as usize, layout)
                } else {
                    format!(
                        "R{} {}",
                        story.round,
                        words::describe_turn(story, name, bonus, layout)
                    )
                };
                let style = if story.placed.is_none() {
                    theme.current()
                } else {
                    theme.base()
                };
                wrap(&text, r.width as usize)
                    .into_iter()
                    .map(move |line| (line, style))
            })
            .take(r.height.saturating_sub(1) as usize)
            .collect();
        self.log_scroll = scroll;
        put(buf, r, r.x, r.y, &title, theme.dim());
        for (i, (line, style)) in lines.iter().enumerate() {
            put(buf, r, r.x, r.y + 1 + i as u16, line, *style);
        }
    }

    /// The box filled last, for the card to mark.
    pub(super) fn last_filled(&mut self) -> Option<(SeatId, Spot)> {
        self.turn_stories()
            .iter()
            .rev()
            .find_map(|t| t.placed.map(|p| (t.seat, Spot::new(p.column, p.b))))
    }

    pub fn draw(&mut self, buf: &mut Buffer, area: Rect, ctx: &mut Ctx) {
        let theme = ctx.theme;
        let keys = ctx.keys;
        let tumble = self.tumbling(ctx.clock).copied();
        let l = Play::layout(area, self.game());
        let chances = self.chance_cells(ctx.tables);
        let last_filled = self.last_filled();
        let game = self.game();
        let current = game.current_seat();
        // Title bar.
        let mut title = vec![
            Span::styled(
                if game.rules().layout() == Layout::Yatzy {
                    " YATZY "
                } else {
                    " YAHTZEE "
                },
                theme.title(),
            ),
            Span::raw(format!(
                " {} rules · round {} of {}",
                game.rules().name(),
                game.round(),
                game.rounds()
            )),
        ];
        if self.options().practice {
            title.push(Span::styled("  PRACTICE", theme.warn()));
        }
        if self.unsaved {
            title.push(Span::styled("  NOT SAVED", theme.bad()));
        }
        put_line(buf, l.title, l.title.x, l.title.y, &Line::from(title));
        put(
            buf,
            l.title,
            l.title.right().saturating_sub(8),
            l.title.y,
            &format!("{} keys", keys.key_for(Context::Global, Command::Help)),
            theme.dim(),
        );
        // Scorecard: on several columns, one seat's card at a time (the seat to play's unless
        // another is asked for), named with its total.
        let shown = self.shown_seat();
        let card_title = if game.rules().layout().is_multi_column() {
            format!(" {} · {} ", seat_name(game, shown), game.total(shown))
        } else {
            " Scorecard ".to_string()
        };
        frame(buf, l.card, &card_title, theme.border(), theme.title());
        // While the dice are in the air the card does not give away where they will land.
        let placements = if self.human_turn().is_some() && tumble.is_none() {
            game.placements()
        } else {
            None
        };
        draw_card(
            buf,
            l.card_inner,
            &CardView {
                game,
                column: l.column,
                active: current,
                shown,
                cursor: self.human_turn().map(|_| self.cursor),
                placements,
                chances,
                last_filled,
            },
            &theme,
        );
        // The turn panel.
        let (panel_title, panel_style) = match current {
            Some(seat) => {
                let seat_info = game.seat(seat);
                let kind = match seat_info.map(|s| s.kind) {
                    Some(SeatKind::Cpu(level))
                        if !seat_info.is_some_and(|s| s.name.contains("CPU")) =>
                    {
                        format!(" · {level} CPU")
                    }
                    _ => String::new(),
                };
                (
                    format!(" ▶ {} to play{kind} ", seat_name(game, seat)),
                    theme.current_border(),
                )
            }
            None => (" Match over ".to_string(), theme.border()),
        };
        let inner = frame(buf, l.panel, &panel_title, panel_style, theme.current());
        let throw = game.throw().copied();
        let typing = self.typing();
        let pad = self.options().score_pad;
        let real = current.is_some_and(|s| self.options().real_dice_for(s.index()));
        let turn_line = match (current, throw) {
            _ if pad => "Score pad: no dice".to_string(),
            (Some(_), Some(t)) if real => format!(
                "Real dice · throw {} of {}",
                t.rolls_used,
                game.rules().max_rolls()
            ),
            (Some(_), Some(t)) => format!("Throw {} of {}", t.rolls_used, game.rules().max_rolls()),
            (Some(_), None) if real => "Real dice · ready to throw".to_string(),
            (Some(_), None) => "Ready to throw".to_string(),
            (None, _) => String::new(),
        };
        let left = if pad { 0 } else { game.rolls_left() };
        let dots: String = (0..if pad { 0 } else { game.rules().max_rolls() })
            .map(|i| {
                if i < game.rules().max_rolls() - left {
                    '●'
                } else {
                    '○'
                }
            })
            .collect();
        put_line(
            buf,
            inner,
            inner.x,
            inner.y,
            &Line::from(vec![
                Span::styled(turn_line, theme.total()),
                Span::raw("  "),
                Span::styled(dots, theme.key()),
            ]),
        );
        if let Some((size, dice)) = l.dice.filter(|_| !pad) {
            for (i, r) in dice.iter().enumerate() {
                let die = DieIndex::ALL[i];
                let held = throw.is_some_and(|t| t.held.contains(die));
                let fresh = self.fresh.is_some_and(|(h, _)| h.contains(die));
                let flying = tumble.filter(|t| t.dice.contains(die));
                let border = if held {
                    theme.held()
                } else if flying.is_some() {
                    theme.dim()
                } else if fresh {
                    theme.fresh()
                } else {
                    theme.die()
                };
                let pip = if held { theme.held() } else { theme.die() };
                draw_die(
                    buf,
                    inner,
                    *r,
                    size,
                    match flying {
                        Some(t) => Some(t.face(i, ctx.clock)),
                        None => throw.map(|t| t.dice.get(die)),
                    },
                    border,
                    pip,
                );
                // Real dice are not held by key: only what was kept is marked.
                let label = if held && real {
                    "kept".to_string()
                } else if held {
                    "HELD".to_string()
                } else if real {
                    String::new()
                } else {
                    (i + 1).to_string()
                };
                let lx = r.x + (r.width.saturating_sub(label.chars().count() as u16)) / 2;
                put(
                    buf,
                    inner,
                    lx,
                    l.labels_y,
                    &label,
                    if held { theme.held() } else { theme.key() },
                );
            }
        }
        // Upper-bonus pace for the seat to play (on several columns, every seat's total).
        if game.rules().layout().is_multi_column() {
            // Names are shortened until every seat's total fits on the line.
            let line = |cut: usize| {
                game.seat_ids()
                    .map(|s| {
                        let name = seat_name(game, s);
                        format!("{} {}", crate::tui::widgets::fit(&name, cut), game.total(s))
                    })
                    .collect::<Vec<_>>()
                    .join(" · ")
            };
            let width = usize::from(inner.width);
            let text = (3..=20)
                .rev()
                .map(line)
                .find(|t| crate::tui::widgets::display_width(t) <= width)
                .unwrap_or_else(|| line(3));
            put(buf, inner, inner.x, l.status_y, &text, theme.dim());
        } else if let Some(seat) = current {
            let card = game.cards()[seat.index()].first();
            let rules = game.rules();
            let status = if rules.upper_bonus() == 0 {
                String::new()
            } else if card.upper_bonus(rules) > 0 {
                format!("Upper bonus earned: +{}", rules.upper_bonus())
            } else {
                let margin = card.upper_par_margin();
                let par = if margin >= 0 {
                    format!("+{margin} over par")
                } else {
                    format!("{} under par", -margin)
                };
                format!(
                    "Upper {}/{} · {par}",
                    card.upper_subtotal(),
                    rules.upper_threshold()
                )
            };
            put(buf, inner, inner.x, l.status_y, &status, theme.dim());
        }
        let enabled = |b: Button| match b {
            Button::Roll => {
                self.human_turn().is_some() && game.rolls_left() > 0 && typing.is_none()
            }
            Button::Score => self.human_turn().is_some() && throw.is_some(),
            Button::Undo => self.options().undo,
            Button::Skip => current.is_some() && self.human_turn().is_none(),
            _ => true,
        };
        for &(b, r) in &l.buttons {
            put(
                buf,
                inner,
                r.x,
                r.y,
                &format!(" {} ", b.label()),
                if enabled(b) {
                    theme.button()
                } else {
                    theme.disabled()
                },
            );
        }
        let prompt = typing.map(|t| match t {
            Typing::Dice => {
                let n = throw.map_or(1, |t| t.rolls_used + 1);
                if throw.is_some_and(|t| t.rolls_used >= game.rules().max_rolls()) {
                    format!(
                        "No throws left: choose a box and press {}.",
                        keys.key_for(Context::Play, Command::Score)
                    )
                } else {
                    format!("Throw {n}, type the five dice: {}▏", self.entry)
                }
            }
            Typing::Points(b) => format!(
                "{}: type the points{}: {}▏",
                spot_name(game.rules().layout(), b),
                super::input::allowed_text(game, b),
                self.entry
            ),
        });
        let message = match (&self.thinking, &self.status) {
            (Some(p), _) if current.is_some() && self.human_turn().is_none() => (
                format!("Thinking: working out the optimal strategy for these rules… {p}%"),
                Tone::Info,
            ),
            (_, Some((text, tone))) => (text.clone(), *tone),
            _ if tumble.is_some() => (String::new(), Tone::Info),
            _ => match (self.human_turn(), throw) {
                (Some(_), None) => (
                    format!(
                        "Press {} to throw.",
                        keys.key_for(Context::Play, Command::Roll)
                    ),
                    Tone::Info,
                ),
                (Some(_), Some(t)) => {
                    let placements = game.placements();
                    let refusal = placements
                        .and_then(|p| p.offer(self.cursor))
                        .and_then(|o| o.refusal);
                    match (refusal, placements) {
                        (Some(r), _) => (r.to_string(), Tone::Bad),
                        (None, Some(p)) if p.joker() || p.extra_bonus() => {
                            (joker_message(&p, &t.dice), Tone::Good)
                        }
                        _ if game.rules().layout().is_multi_column() => (
                            format!(
                                "{} hold · {} throws · {}{}{} and {} score · {} other cards.",
                                keys.keys_for(Context::Play, Command::Hold(0)),
                                keys.key_for(Context::Play, Command::Roll),
                                updown(keys),
                                keys.key_for(Context::Play, Command::Left),
                                keys.key_for(Context::Play, Command::Right),
                                keys.key_for(Context::Play, Command::Score),
                                keys.key_for(Context::Play, Command::OtherCard),
                            ),
                            Tone::Info,
                        ),
                        _ => (
                            format!(
                                "{} hold dice · {} throws · {} and {} score a box.",
                                keys.keys_for(Context::Play, Command::Hold(0)),
                                keys.key_for(Context::Play, Command::Roll),
                                updown(keys),
                                keys.key_for(Context::Play, Command::Score),
                            ),
                            Tone::Info,
                        ),
                    }
                }
                _ => (String::new(), Tone::Info),
            },
        };
        let style = match message.1 {
            Tone::Info => theme.base(),
            Tone::Good => theme.good(),
            Tone::Bad => theme.bad(),
        };
        let width = l.message.width as usize;
        let mut lines: Vec<(String, ratatui::style::Style)> = Vec::new();
        if let Some(prompt) = &prompt {
            // What is typed must always show: in a narrow panel the prompt wraps, and the
            // panel below gives way.
            lines.extend(wrap(prompt, width).into_iter().map(|l| (l, theme.key())));
            let tip = match (typing, self.status.is_some()) {
                (_, true) => None,
                (Some(Typing::Dice), false) => Some(format!(
                    "33516 then Enter · Backspace fixes · {} scores",
                    keys.key_for(Context::Play, Command::Score)
                )),
                (Some(Typing::Points(_)), false) => Some(format!(
                    "{}{} box{} · {} corrects",
                    keys.key_for(Context::Play, Command::Up),
                    keys.key_for(Context::Play, Command::Down),
                    if self.game().rules().extra_yahtzee_bonus() > 0 {
                        " · 25+ adds a Yahtzee bonus"
                    } else {
                        ""
                    },
                    keys.key_for(Context::Play, Command::Correct)
                )),
                (None, false) => None,
            };
            match tip {
                Some(tip) => lines.extend(wrap(&tip, width).into_iter().map(|l| (l, theme.dim()))),
                None => lines.extend(wrap(&message.0, width).into_iter().map(|l| (l, style))),
            }
        } else {
            lines.extend(wrap(&message.0, width).into_iter().map(|l| (l, style)));
        }
        let room = if prompt.is_some() {
            (l.message.height + l.hint.height) as usize
        } else {
            l.message.height as usize
        };
        let shown = lines.len().min(room);
        for (i, (line, style)) in lines.iter().take(shown).enumerate() {
            let line: String = line.chars().take(width).collect();
            put(
                buf,
                inner,
                l.message.x,
                l.message.y + i as u16,
                &line,
                *style,
            );
        }
        let below = (shown as u16).saturating_sub(l.message.height);
        let hint_area = Rect::new(
            l.hint.x,
            l.hint.y + below,
            l.hint.width,
            l.hint.height.saturating_sub(below),
        );
        // The hint and the log would tell the dice before they land.
        let landed = tumble.is_none();
        if landed && self.hint_wanted() && hint_area.height > 1 {
            self.draw_hint(buf, hint_area, ctx);
        } else if landed && hint_area.height > 1 {
            self.draw_log(buf, hint_area, &theme, keys);
        }
        if let Some((banner, _)) = &self.celebration {
            let w =
                (crate::tui::widgets::display_width(banner) as u16 + 4).min(l.panel_inner.width);
            let r = Rect::new(
                l.panel_inner.x + l.panel_inner.width.saturating_sub(w) / 2,
                l.panel_inner.y + 2,
                w,
                3.min(l.panel_inner.height),
            );
            Clear.render(r, buf);
            let inner = frame(buf, r, "", theme.good(), theme.good());
            put(
                buf,
                inner,
                inner.x + 1,
                inner.y,
                banner,
                theme.just_filled(),
            );
        }
        // Help bar from the keymap: under an overlay, the overlay's own keys; otherwise the
        // keys of every turn (ranking, skip to the next person and speed are in the ? overlay).
        let overlay_keys = self.overlay.as_ref().map(|o| match o {
            Overlay::Pause { .. } | Overlay::SaveFailed { .. } => keys.short_help_for(
                Context::List,
                &[Command::Up, Command::Select, Command::Back],
            ),
            Overlay::Rules(_) => keys.short_help_for(
                Context::Text,
                &[Command::Up, Command::PageDown, Command::Last, Command::Back],
            ),
            Overlay::Help { .. } => vec![(
                keys.key_for(Context::Confirm, Command::Back),
                "close".to_string(),
            )],
            Overlay::Handover { .. } | Overlay::ConfirmZero { .. } | Overlay::CoachWarn { .. } => {
                keys.short_help(Context::Confirm)
            }
            Overlay::Correct(_) => {
                let mut entries = vec![("0-9".to_string(), "value".to_string())];
                entries.extend(keys.short_help_for(
                    Context::Setup,
                    &[Command::Up, Command::Left, Command::Select, Command::Back],
                ));
                entries
            }
        });
        // While typing, the typed keys come first and the dice keys are left out.
        let typed_help = |what: (&str, &str), commands: &[Command]| {
            let mut e = vec![(what.0.to_string(), what.1.to_string())];
            e.extend(keys.short_help_for(Context::Play, commands));
            e
        };
        let mut entries = match typing {
            Some(Typing::Dice) => typed_help(
                ("1-6", "type the dice"),
                &[
                    Command::Up,
                    Command::Score,
                    Command::Hint,
                    Command::Undo,
                    Command::Skip,
                    Command::Pause,
                ],
            ),
            Some(Typing::Points(_)) => typed_help(
                ("0-9", "points"),
                &[
                    Command::Up,
                    Command::Score,
                    Command::Correct,
                    Command::Undo,
                    Command::Pause,
                ],
            ),
            None => keys.short_help_for(
                Context::Play,
                &[
                    Command::Roll,
                    Command::Hold(0),
                    Command::Up,
                    Command::Score,
                    Command::Hint,
                    Command::Undo,
                    Command::Skip,
                    Command::Pause,
                ],
            ),
        };
        entries.extend(
            keys.short_help(Context::Global)
                .into_iter()
                .filter(|(_, h)| h == "keys"),
        );
        if let Some(keys) = overlay_keys {
            entries = keys;
        }
        put_line(
            buf,
            l.help,
            l.help.x,
            l.help.y,
            &crate::tui::widgets::help_bar(&entries, &theme),
        );
        if let Some(overlay) = &mut self.overlay {
            draw_overlay(
                buf,
                area,
                overlay,
                self.session.game(),
                PauseState {
                    speed: self.session.options().cpu_speed,
                    unsaved: self.unsaved,
                },
                &theme,
                keys,
            );
        }
    }

    pub(super) fn draw_hint(&mut self, buf: &mut Buffer, r: Rect, ctx: &mut Ctx) {
        let theme = ctx.theme;
        // The title names what the lines show; it is drawn last, once that is known.
        // On several columns the values are estimates (no exact optimum exists there).
        let estimated = self.game().rules().layout().is_multi_column();
        let mut title = if estimated {
            "Hints (estimated final total)"
        } else {
            "Hints (expected final total)"
        };
        let lines: Vec<(String, ratatui::style::Style)> = if self.game().throw().is_none() {
            match self.start_total(ctx.tables) {
                Ok(total) => vec![(
                    format!(
                        "From the start of this turn: {total:.1}{}",
                        if estimated { " (estimate)" } else { "" }
                    ),
                    theme.base(),
                )],
                Err(p) => vec![(
                    format!("Working out the optimal strategy… {p}%"),
                    theme.dim(),
                )],
            }
        } else {
            match self.rated_options(ctx.tables) {
                Ok(options) => {
                    let wins = self.win_values(ctx.tables, &options);
                    let by_win = self.hint_by_win && wins.is_some();
                    title = match (&wins, by_win) {
                        (Some(_), true) => "Hints: chance to win · points (w: by points)",
                        (Some(_), false) => "Hints: points · chance to win (w: by win)",
                        (None, _) => title,
                    };
                    let mut rows: Vec<(Rated, Option<f64>)> = options
                        .iter()
                        .enumerate()
                        .map(|(i, o)| (*o, wins.as_ref().map(|w| w[i])))
                        .collect();
                    if by_win {
                        // Stable: equal chances keep the expected-total order.
                        rows.sort_by(|a, b| {
                            b.1.partial_cmp(&a.1).unwrap_or(std::cmp::Ordering::Equal)
                        });
                    }
                    let best_ev = options.first().map_or(0.0, |o| o.expected_total);
                    let best_win = rows.first().and_then(|r| r.1).unwrap_or(0.0);
                    // A narrow panel (four seats at 80 columns) gets one short line an option
                    // in score-pad words, the best first, and a mark on the dice held now.
                    if r.width < 44 {
                        title = if wins.is_some() {
                            if by_win {
                                "Hints · win % · points (w)"
                            } else {
                                "Hints · points · win % (w)"
                            }
                        } else if estimated {
                            "Hints · estimated total"
                        } else {
                            "Hints · expected total"
                        };
                        let held = self
                            .game()
                            .throw()
                            .filter(|_| self.game().rolls_left() > 0)
                            .map(|t| t.dice.held_counts(t.held));
                        let room = r.height.saturating_sub(1) as usize;
                        let lines: Vec<(String, ratatui::style::Style)> = rows
                            .iter()
                            .take(room)
                            .enumerate()
                            .map(|(i, (o, win))| {
                                let now =
                                    matches!(o.choice, Choice::Hold { keep } if Some(keep) == held);
                                let mark = if now { "•" } else { " " };
                                let text = match win {
                                    Some(w) if by_win => format!(
                                        "{mark}{} {:.1}% {:.0}",
                                        words::describe_short_in(
                                            self.game().rules().layout(),
                                            &o.choice
                                        ),
                                        w * 100.0,
                                        o.expected_total
                                    ),
                                    Some(w) => format!(
                                        "{mark}{} {:.1} {:.0}%",
                                        words::describe_short_in(
                                            self.game().rules().layout(),
                                            &o.choice
                                        ),
                                        o.expected_total,
                                        w * 100.0
                                    ),
                                    None => format!(
                                        "{mark}{} {:.1}",
                                        words::describe_short_in(
                                            self.game().rules().layout(),
                                            &o.choice
                                        ),
                                        o.expected_total
                                    ),
                                };
                                (text, if i == 0 { theme.good() } else { theme.base() })
                            })
                            .collect();
                        put(buf, r, r.x, r.y, title, theme.title());
                        for (i, (line, style)) in lines.iter().enumerate() {
                            put(buf, r, r.x, r.y + 1 + i as u16, line, *style);
                        }
                        return;
                    }
                    let line = |(o, win): &(Rated, Option<f64>), i: usize| {
                        let tag = match (i, by_win, win) {
                            (0, _, _) => "(best)".to_string(),
                            (_, true, Some(w)) => format!("(−{:.1}%)", (best_win - w) * 100.0),
                            _ => format!("(−{:.1})", best_ev - o.expected_total),
                        };
                        match win {
                            Some(w) if by_win => format!(
                                "{}: {:.1}% · {:.1} {tag}",
                                words::describe_in(self.game().rules().layout(), &o.choice),
                                w * 100.0,
                                o.expected_total
                            ),
                            Some(w) => format!(
                                "{}: {:.1} · {:.1}% {tag}",
                                words::describe_in(self.game().rules().layout(), &o.choice),
                                o.expected_total,
                                w * 100.0
                            ),
                            None => {
                                format!(
                                    "{}: {:.1} {tag}",
                                    words::describe_in(self.game().rules().layout(), &o.choice),
                                    o.expected_total
                                )
                            }
                        }
                    };
                    let mut lines = Vec::new();
                    // How the dice held right now rate, so the panel follows every hold change.
                    if let Some(throw) = self.game().throw().copied()
                        && self.game().rolls_left() > 0
                    {
                        let keep = throw.dice.held_counts(throw.held);
                        if let Some((i, row)) = rows
                            .iter()
                            .enumerate()
                            .find(|(_, (o, _))| o.choice == Choice::Hold { keep })
                        {
                            lines.push((
                                format!("Your holds now → {}", line(row, i)),
                                if i == 0 { theme.good() } else { theme.warn() },
                            ));
                        }
                    }
                    let room = r.height.saturating_sub(1) as usize
                        - lines.len().min(r.height.saturating_sub(1) as usize);
                    lines.extend(rows.iter().take(room).enumerate().map(|(i, row)| {
                        (
                            line(row, i),
                            if i == 0 { theme.good() } else { theme.base() },
                        )
                    }));
                    lines
                }
                Err(p) => vec![(
                    format!("Working out the optimal strategy… {p}%"),
                    theme.dim(),
                )],
            }
        };
        put(buf, r, r.x, r.y, title, theme.title());
        for (i, (line, style)) in lines.iter().enumerate() {
            put(buf, r, r.x, r.y + 1 + i as u16, line, *style);
        }
    }
}

/// "Ana's turn", but "Your turn" for the default name "You".
pub(super) fn turn_of(name: &str) -> String {
    if name == "You" {
        "Your turn".to_string()
    } else {
        format!("{name}'s turn")
    }
}

/// A chance as a card cell: whole percents, with "<1%" and ">99%" for what is not yet
/// decided either way.
pub(super) fn percent_cell(p: f64) -> String {
    match p {
        p if p >= 1.0 => "100%".to_string(),
        p if p <= 0.0 => "0%".to_string(),
        p if p < 0.005 => "<1%".to_string(),
        p if p > 0.995 => ">99%".to_string(),
        p => format!("{:.0}%", p * 100.0),
    }
}

pub(super) fn joker_message(p: &crate::rules::CardPlacements, dice: &crate::rules::Dice) -> String {
    let mut allowed: Vec<BoxId> = p.allowed().map(|(s, _)| s.b).collect();
    allowed.dedup();
    let face = dice.get(DieIndex::ALL[0]);
    let mut text = String::from("Another Yahtzee!");
    if p.extra_bonus() {
        text.push_str(" Bonus earned, whichever box you fill.");
    }
    if p.joker() {
        let place = match allowed.as_slice() {
            [only] => format!(" Joker: five {face}s go in {only}."),
            many if many.iter().all(|b| !b.is_upper()) => {
                format!(" Joker: five {face}s go in any open lower box (fixed values count).")
            }
            many if many.iter().all(|b| b.is_upper()) => format!(
                " Joker: with the lower boxes full, five {face}s go in any open upper box for 0."
            ),
            _ => format!(" Joker: five {face}s may go in any open box."),
        };
        text.push_str(&place);
    }
    text
}

/// What the pause menu shows beside its items.
#[derive(Clone, Copy)]
pub(super) struct PauseState {
    speed: crate::store::CpuSpeed,
    /// The match plays without saving, so leaving it ends it.
    unsaved: bool,
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
    let PauseState { speed, unsaved } = pause;
    let r = Play::overlay_area(area, overlay);
    let (yes, no) = (
        keys.key_for(Context::Confirm, Command::Select),
        keys.key_for(Context::Confirm, Command::Back),
    );
    Clear.render(r, buf);
    match overlay {
        Overlay::Help { .. } => {
            let inner = frame(buf, r, " Keys ", theme.current_border(), theme.title());
            let mut y = inner.y;
            for (context, heading) in [
                (Context::Play, "During play"),
                (Context::Global, "Anywhere"),
            ] {
                put(buf, inner, inner.x, y, heading, theme.title());
                y += 1;
                for (bound, help) in keys.help_entries(context) {
                    put_line(
                        buf,
                        inner,
                        inner.x,
                        y,
                        &Line::from(vec![
                            Span::styled(format!("  {bound:<16}"), theme.key()),
                            Span::raw(help),
                        ]),
                    );
                    y += 1;
                }
                y += 1;
            }
            put(
                buf,
                inner,
                inner.x,
                y,
                "Mouse: click a die to hold it, a box to score it, a button to press it.",
                theme.dim(),
            );
            put(
                buf,
                inner,
                inner.x,
                inner.bottom().saturating_sub(1),
                &format!("{no} or {yes} closes this."),
                theme.dim(),
            );
        }
        Overlay::Rules(view) => view.draw(buf, r, theme),
        Overlay::Pause { selected } => {
            let inner = frame(buf, r, " Paused ", theme.current_border(), theme.title());
            for (i, item) in PAUSE_ITEMS.iter().enumerate() {
                let label = if unsaved && let Some(unsaved_label) = UNSAVED_PAUSE_ITEMS[i] {
                    // Playing without saving: leaving ends the match, and the menu says so.
                    unsaved_label.to_string()
                } else if i == 1 {
                    format!(
                        "{item}: {} ({} changes)",
                        speed.label(),
                        keys.key_for(Context::List, Command::Select)
                    )
                } else {
                    item.to_string()
                };
                list_row(
                    buf,
                    inner,
                    inner.y + 1 + i as u16,
                    &label,
                    i == *selected,
                    theme,
                );
            }
        }
        Overlay::ConfirmZero { b, better } => {
            let layout = game.rules().layout();
            let text = format!(
                "Score 0 in {}? {} would score {}.",
                spot_name(layout, *b),
                spot_name(layout, better.0),
                better.1
            );
            dialog(
                buf,
                r,
                " Score a zero? ",
                &text,
                &format!("{yes}: yes, score 0"),
                &format!("{no}: no"),
                theme.warn(),
                theme,
            );
        }
        Overlay::Handover { seat, undo } => {
            let inner = frame(
                buf,
                r,
                " Next player ",
                theme.current_border(),
                theme.title(),
            );
            let name = seat_name(game, *seat);
            put(
                buf,
                inner,
                inner.x + 2,
                inner.y + 2,
                &format!("{} — press {yes}", turn_of(&name)),
                theme.current(),
            );
            put(
                buf,
                inner,
                inner.x + 2,
                inner.y + 4,
                &match undo {
                    Some(author) => format!(
                        "Pass the keyboard; {} gives {} back the last move.",
                        keys.key_for(Context::Play, Command::Undo),
                        seat_name(game, *author)
                    ),
                    None => "Pass the keyboard.".to_string(),
                },
                theme.dim(),
            );
        }
        Overlay::SaveFailed {
            message, selected, ..
        } => {
            let inner = frame(buf, r, " Could not save ", theme.bad(), theme.bad());
            let text = format!("The last move could not be saved: {message}.");
            for (i, line) in wrap(&text, inner.width as usize).iter().take(4).enumerate() {
                put(buf, inner, inner.x, inner.y + i as u16, line, theme.base());
            }
            let first = r
                .bottom()
                .saturating_sub(1 + SAVE_FAILED_ITEMS.len() as u16);
            for (i, item) in SAVE_FAILED_ITEMS.iter().enumerate() {
                list_row(buf, inner, first + i as u16, item, i == *selected, theme);
            }
        }
        Overlay::Correct(form) => {
            let inner = frame(
                buf,
                r,
                " Correct a score ",
                theme.current_border(),
                theme.title(),
            );
            let name = seat_name(game, form.seat);
            let (left, right) = (
                keys.key_for(Context::Setup, Command::Left),
                keys.key_for(Context::Setup, Command::Right),
            );
            let (up, down) = (
                keys.key_for(Context::Setup, Command::Up),
                keys.key_for(Context::Setup, Command::Down),
            );
            let lines = [
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
            ];
            for (i, (line, style)) in lines.iter().enumerate() {
                put(
                    buf,
                    inner,
                    inner.x + 1,
                    inner.y + 1 + i as u16,
                    line,
                    *style,
                );
            }
            let foot = if let Some(e) = &form.error {
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
            };
            for (i, line) in wrap(&foot.0, inner.width.saturating_sub(2) as usize)
                .iter()
                .take(3)
                .enumerate()
            {
                put(
                    buf,
                    inner,
                    inner.x + 1,
                    inner.y + 5 + i as u16,
                    line,
                    foot.1,
                );
            }
        }
        Overlay::CoachWarn { message, .. } => {
            dialog(
                buf,
                r,
                " Coach ",
                message,
                &format!("{yes}: do it anyway"),
                &format!("{no}: think again"),
                theme.warn(),
                theme,
            );
        }
    }
}

/// The keys that move between boxes, as a pair ("↑↓").
fn updown(keys: &Keymap) -> String {
    format!(
        "{}{}",
        keys.key_for(Context::Play, Command::Up),
        keys.key_for(Context::Play, Command::Down)
    )
}
