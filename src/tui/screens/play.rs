//! The match on screen: scorecard, dice, turn, CPU pacing, overlays, hints and the coach.
//!
//! Every action goes through [`Play::commit`]: it is applied to a copy of the match, the copy
//! is saved, and only then does the screen move on. A failed save holds the action and asks
//! the player what to do.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Widget};

use crate::ai::kernel::RulesContext;
use crate::ai::shark::SharkCache;
use crate::ai::{Choice, Cpu, PlanCache, Rated, TurnPlan};
use crate::game::TurnStory;
use crate::game::{Action, Event, Level, LogEntry, Match, SeatId, SeatKind};
use crate::rules::{BoxId, DieIndex, Holds};
use crate::store::{
    CoachMeasure, CoachMode, FinishedMatch, MatchOptions, PROGRAM_VERSION, SAVE_VERSION, SaveFile,
    Slot, Storage, StoreError, now_unix,
};
use crate::tui::keymap::{self, Command, Context};
use crate::tui::screens::text::TextView;
use crate::tui::tables::{OddsStatus, TableStatus, Tables};
use crate::tui::theme::Theme;
use crate::tui::widgets::{
    CardView, DIE_HEIGHT, card_box_at, centered, dialog, dialog_choice, dice_rects, draw_card,
    draw_die, frame, list_row, put, put_line, wrap,
};
use crate::words::{self, describe};

/// What the play screen borrows from the app for one call.
pub struct Ctx<'a> {
    pub store: &'a mut dyn Storage,
    pub tables: &'a mut Tables,
    pub clock: Duration,
    pub theme: Theme,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    Info,
    Good,
    Bad,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    Roll,
    Score,
    Hint,
    Undo,
    Skip,
    Menu,
}

impl Button {
    fn label(self) -> &'static str {
        match self {
            Button::Roll => "Throw",
            Button::Score => "Score",
            Button::Hint => "Hint",
            Button::Undo => "Undo",
            Button::Skip => "Skip",
            Button::Menu => "Menu",
        }
    }

    fn command(self) -> Command {
        match self {
            Button::Roll => Command::Roll,
            Button::Score => Command::Score,
            Button::Hint => Command::Hint,
            Button::Undo => Command::Undo,
            Button::Skip => Command::Skip,
            Button::Menu => Command::Pause,
        }
    }
}

pub const PAUSE_ITEMS: [&str; 6] = [
    "Resume",
    "CPU speed",
    "Rules",
    "Keys",
    "Main menu (the match stays saved)",
    "Quit (the match stays saved)",
];
pub const SAVE_FAILED_ITEMS: [&str; 3] = ["Retry", "Play on without saving", "Quit without saving"];

#[derive(Clone, Debug)]
pub enum Overlay {
    /// The keys; closing it returns to the pause menu if it was opened there.
    Help {
        from_pause: bool,
    },
    Pause {
        selected: usize,
    },
    Rules(TextView),
    ConfirmZero {
        b: BoxId,
        better: (BoxId, u16),
    },
    Handover {
        seat: SeatId,
        /// Whether `u` can take back the last move here (undo on, a person's placement).
        undo: bool,
    },
    SaveFailed {
        message: String,
        pending: Option<Box<Match>>,
        pending_event: Option<Event>,
        selected: usize,
    },
    CoachWarn {
        action: Action,
        message: String,
    },
}

/// What the app should do after the play screen handled something.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayOutcome {
    Stay,
    Menu,
    Quit,
    /// The player chose to quit although the last action could not be saved.
    QuitUnsaved,
}

/// Where everything on the play screen is, for drawing and for clicks.
pub struct PlayLayout {
    pub title: Rect,
    pub help: Rect,
    pub card: Rect,
    pub card_inner: Rect,
    pub panel: Rect,
    pub panel_inner: Rect,
    pub dice: Option<(crate::tui::widgets::DieSize, [Rect; 5])>,
    pub labels_y: u16,
    pub status_y: u16,
    pub buttons: Vec<(Button, Rect)>,
    pub message: Rect,
    pub hint: Rect,
}

pub struct Play {
    pub game: Match,
    pub id: String,
    pub started_unix: u64,
    pub options: MatchOptions,
    cpus: Vec<Option<Cpu>>,
    pub cursor: BoxId,
    pub status: Option<(String, Tone)>,
    pub overlay: Option<Overlay>,
    cpu_due: Option<Duration>,
    fresh: Option<(Holds, Duration)>,
    pub hint_open: bool,
    /// The player chose to play on after a save failed; saving is still tried each action.
    pub unsaved: bool,
    thinking: Option<u8>,
    plans: Option<PlanCache>,
    /// What the store last reported (a damaged history kept aside, an unconfirmed write);
    /// shown in the status line and on the results screen.
    pub store_notice: Option<String>,
    /// Each seat's chance to win at the position identified by (log length, undone entries).
    odds: Option<((usize, usize), Vec<f64>)>,
    /// The current turn solved for the chance to win, for hints and the coach.
    win_plan: Option<SharkCache>,
    /// Whether hints rank options by chance to win (in a match of 2 or more) or by points.
    pub hint_by_win: bool,
    /// A banner for a Yahtzee, shown until the given time.
    celebration: Option<(String, Duration)>,
    /// New personal bests set by this match, for the results screen.
    pub personal_bests: Vec<String>,
    /// The match told turn by turn, at the position identified as for `odds`.
    turns: Option<((usize, usize), Vec<TurnStory>)>,
    /// How many of the newest log entries are scrolled past.
    log_scroll: usize,
}

fn seat_name(game: &Match, seat: SeatId) -> String {
    game.seat(seat)
        .map_or_else(|| "?".to_string(), |s| s.name.clone())
}

impl Play {
    pub fn new(game: Match, id: String, started_unix: u64, options: MatchOptions) -> Play {
        let cpus = game.seats().iter().map(|_| None).collect();
        let mut play = Play {
            cursor: BoxId::Ones,
            game,
            id,
            started_unix,
            options,
            cpus,
            status: None,
            overlay: None,
            cpu_due: None,
            fresh: None,
            hint_open: false,
            unsaved: false,
            thinking: None,
            plans: None,
            store_notice: None,
            odds: None,
            win_plan: None,
            hint_by_win: true,
            turns: None,
            log_scroll: 0,
            celebration: None,
            personal_bests: Vec::new(),
        };
        play.reset_cursor();
        play.offer_handover();
        play
    }

    pub fn slot(&self) -> Slot {
        Slot::of(&self.options)
    }

    fn humans(&self) -> usize {
        self.game
            .seats()
            .iter()
            .filter(|s| s.kind == SeatKind::Human)
            .count()
    }

    fn is_human(&self, seat: SeatId) -> bool {
        self.game
            .seat(seat)
            .is_some_and(|s| s.kind == SeatKind::Human)
    }

    /// The seat to play, if it is a person's turn.
    pub fn human_turn(&self) -> Option<SeatId> {
        self.game.current_seat().filter(|&s| self.is_human(s))
    }

    /// Shows a problem the player must hear of in the status line.
    pub fn say_problem(&mut self, text: &str) {
        self.say(text, Tone::Bad);
    }

    fn say(&mut self, text: impl Into<String>, tone: Tone) {
        self.status = Some((text.into(), tone));
    }

    /// Offers the keyboard to the next person when two or more people share it; the hint
    /// panel the last person opened closes, so no one sees advice they did not ask for.
    fn offer_handover(&mut self) {
        if self.humans() >= 2 {
            self.hint_open = false;
        }
        if let Some(seat) = self.human_turn()
            && self.humans() >= 2
            && self.game.throw().is_none()
        {
            self.overlay = Some(Overlay::Handover {
                seat,
                undo: self.undo_possible(),
            });
        }
    }

    fn reset_cursor(&mut self) {
        let Some(seat) = self.game.current_seat() else {
            return;
        };
        let card = &self.game.cards()[seat.index()];
        if let Some(p) = self.game.placements() {
            // On a fresh throw the cursor starts on the most points allowed.
            if let Some((b, _)) = p
                .allowed()
                .max_by_key(|&(b, pts)| (pts, std::cmp::Reverse(b)))
            {
                self.cursor = b;
                return;
            }
        }
        if card.is_filled(self.cursor) {
            self.cursor = card.open().iter().next().unwrap_or(BoxId::Ones);
        }
    }

    fn move_cursor(&mut self, down: bool) {
        let Some(seat) = self.game.current_seat() else {
            return;
        };
        let open: Vec<BoxId> = self.game.cards()[seat.index()].open().iter().collect();
        if open.is_empty() {
            return;
        }
        let at = open.iter().position(|&b| b == self.cursor);
        let n = open.len();
        self.cursor = match (at, down) {
            (Some(i), true) => open[(i + 1) % n],
            (Some(i), false) => open[(i + n - 1) % n],
            (None, true) => open
                .iter()
                .copied()
                .find(|&b| b > self.cursor)
                .unwrap_or(open[0]),
            (None, false) => open
                .iter()
                .rev()
                .copied()
                .find(|&b| b < self.cursor)
                .unwrap_or(open[n - 1]),
        };
    }

    fn save_file(&self, game: &Match) -> SaveFile {
        SaveFile {
            version: SAVE_VERSION,
            program_version: PROGRAM_VERSION.to_string(),
            id: self.id.clone(),
            started_unix: self.started_unix,
            saved_unix: now_unix(),
            options: self.options.clone(),
            record: game.to_record(),
        }
    }

    /// Writes `game` where it belongs: the autosave, or history once it is over.
    ///
    /// Finishing is one recoverable step: the save records the finished match first, then
    /// the history takes it (idempotently, by id), then the save goes. A kill anywhere in
    /// between leaves a finished save, which the next start archives and removes.
    fn persist(&self, store: &mut dyn Storage, game: &Match) -> Result<(), StoreError> {
        if game.is_over() {
            store.save_match(self.slot(), &self.save_file(game))?;
            let finished = FinishedMatch {
                id: self.id.clone(),
                started_unix: self.started_unix,
                finished_unix: now_unix(),
                options: self.options.clone(),
                record: game.to_record(),
            };
            store.archive(finished, !self.options.practice)?;
            store.clear_match(self.slot())
        } else {
            store.save_match(self.slot(), &self.save_file(game))
        }
    }

    /// Saves the match as it stands (a new or resumed match).
    pub fn save_now(&self, store: &mut dyn Storage) -> Result<(), StoreError> {
        self.persist(store, &self.game)
    }

    /// Applies an action, saves, and only then shows it. Returns whether it took effect.
    pub fn commit(&mut self, ctx: &mut Ctx, seat: SeatId, action: Action) -> bool {
        let mut next = self.game.clone();
        let event = match next.apply(seat, action) {
            Ok(e) => e,
            Err(e) => {
                self.say(capitalise(&e.to_string()), Tone::Bad);
                return false;
            }
        };
        // At the end, the history is read once for personal bests; a damage found there is
        // reported like one found while archiving.
        let mut notices = Vec::new();
        if next.is_over() && !self.options.practice {
            let (history, problem) = ctx.store.history();
            self.personal_bests = personal_bests(&history, &next);
            notices.extend(problem);
        }
        match self.persist(ctx.store, &next) {
            Ok(()) => {
                self.unsaved = false;
                self.accept(next, event, ctx.clock);
                notices.extend(ctx.store.take_notices());
                if !notices.is_empty() {
                    let notice = notices.join(" ");
                    self.say(notice.clone(), Tone::Bad);
                    self.store_notice = Some(notice);
                }
                true
            }
            Err(_) if self.unsaved => {
                self.accept(next, event, ctx.clock);
                true
            }
            Err(e) => {
                self.overlay = Some(Overlay::SaveFailed {
                    message: e.0,
                    pending: Some(Box::new(next)),
                    pending_event: Some(event),
                    selected: 0,
                });
                false
            }
        }
    }

    fn accept(&mut self, next: Match, event: Event, clock: Duration) {
        self.game = next;
        self.cpu_due = None;
        match event {
            Event::Rolled {
                seat, dice, thrown, ..
            } => {
                // The celebration gives way to the next throw.
                self.celebration = None;
                self.fresh = Some((thrown, clock + Duration::from_millis(700)));
                if self.is_human(seat) {
                    self.status = None;
                } else {
                    self.say(
                        format!("{} threw {dice}", seat_name(&self.game, seat)),
                        Tone::Info,
                    );
                }
                self.reset_cursor();
            }
            Event::HoldToggled { seat, die, held } => {
                if !self.is_human(seat)
                    && let Some(t) = self.game.throw()
                {
                    let verb = if held { "holds" } else { "releases" };
                    let kept = t.dice.held_counts(t.held);
                    self.say(
                        format!(
                            "{} {verb} a {} (keeping {})",
                            seat_name(&self.game, seat),
                            t.dice.get(die),
                            if kept.is_empty() {
                                "nothing".to_string()
                            } else {
                                kept.to_string()
                            }
                        ),
                        Tone::Info,
                    );
                }
            }
            Event::Scored { seat, placed, next } => {
                let name = seat_name(&self.game, seat);
                let banner = if placed.extra_bonus {
                    Some(format!(
                        "★ Another YAHTZEE! ★  {name} +{}",
                        self.game.rules().extra_yahtzee_bonus()
                    ))
                } else if placed.b == BoxId::Yahtzee && placed.points > 0 {
                    Some(format!("★ YAHTZEE! ★  {name} +{}", placed.points))
                } else {
                    None
                };
                if let Some(banner) = banner {
                    self.celebration = Some((banner, clock + Duration::from_millis(2500)));
                }
                let mut text = format!(
                    "{} scored {} in {}",
                    seat_name(&self.game, seat),
                    placed.points,
                    placed.b
                );
                if placed.joker {
                    text.push_str(" (Joker)");
                }
                if placed.extra_bonus {
                    text.push_str(&format!(
                        " and a Yahtzee bonus of {}",
                        self.game.rules().extra_yahtzee_bonus()
                    ));
                }
                self.say(
                    text,
                    if placed.points > 0 || placed.extra_bonus {
                        Tone::Good
                    } else {
                        Tone::Info
                    },
                );
                self.fresh = None;
                if next.is_some() {
                    self.reset_cursor();
                    self.offer_handover();
                }
            }
        }
    }

    /// The optimal analysis of the current turn, if the table is ready (starting it if not).
    fn plan(&mut self, tables: &mut Tables) -> Result<&TurnPlan, u8> {
        let seat = self.game.current_seat().ok_or(100u8)?;
        let table = match tables.request(self.game.rules()) {
            TableStatus::Ready(t) => t,
            TableStatus::Pending(p) => return Err(p),
        };
        let card = self.game.cards()[seat.index()];
        let rules = *self.game.rules();
        let plans = self.plans.get_or_insert_with(|| PlanCache::new(rules));
        Ok(plans.get(table.as_ref(), &card))
    }

    /// The options for the dice on the table, best first, and the value of what is chosen.
    fn rated_options(&mut self, tables: &mut Tables) -> Result<Vec<Rated>, u8> {
        // Copies of the small parts, so the plan can be borrowed mutably after.
        let seat = self.game.current_seat().ok_or(100u8)?;
        let throw = *self.game.throw().ok_or(100u8)?;
        let card = self.game.cards()[seat.index()];
        let rolls_left = self.game.rolls_left();
        let plan = self.plan(tables)?;
        Ok(plan.options(&card, &throw.dice, throw.held, rolls_left))
    }

    /// Each option's chance to win (taking it, then playing to win for the rest of the turn
    /// and Perfect after), in the order of `options`; `None` in solitaire or while the
    /// chance-to-win table is not ready.
    fn win_values(&mut self, tables: &mut Tables, options: &[Rated]) -> Option<Vec<f64>> {
        if self.game.seats().len() < 2 {
            return None;
        }
        let seat = self.game.current_seat()?;
        let throw = *self.game.throw()?;
        let OddsStatus::Ready(_, dists) = tables.request_odds(self.game.rules()) else {
            return None;
        };
        let rules = *self.game.rules();
        let card = self.game.cards()[seat.index()];
        let opponents: Vec<_> = self
            .game
            .seat_ids()
            .filter(|&s| s != seat)
            .map(|s| self.game.cards()[s.index()])
            .collect();
        let opponents: Vec<&crate::rules::Scorecard> = opponents.iter().collect();
        let ctx = RulesContext::new(rules);
        let plan = self
            .win_plan
            .get_or_insert_with(SharkCache::default)
            .get(&ctx, &dists, &card, &opponents);
        let rolls_left = self.game.rolls_left();
        options
            .iter()
            .map(|o| match o.choice {
                Choice::Score { b, .. } => plan.score_value(&throw.dice, b),
                Choice::Hold { keep } => plan.keep_value(rolls_left, &keep),
            })
            .collect()
    }

    /// With the coach on Warn: the warning for an action that loses too much, if any.
    fn coach_warning(&mut self, tables: &mut Tables, action: Action) -> Option<String> {
        let seat = self.human_turn()?;
        if self.options.coach_for(seat.index()) != CoachMode::Warn {
            return None;
        }
        let throw = *self.game.throw()?;
        let options = self.rated_options(tables).ok()?;
        let chosen = match action {
            Action::Score { b } => options
                .iter()
                .position(|o| matches!(o.choice, Choice::Score { b: x, .. } if x == b))?,
            Action::Roll => {
                let keep = throw.dice.held_counts(throw.held);
                options
                    .iter()
                    .position(|o| o.choice == Choice::Hold { keep })?
            }
            Action::ToggleHold { .. } => return None,
        };
        if self.options.coach_measure == CoachMeasure::ChanceToWin
            && let Some(wins) = self.win_values(tables, &options)
        {
            let (best, top) =
                wins.iter()
                    .enumerate()
                    .fold(
                        (0, f64::NEG_INFINITY),
                        |acc, (i, &w)| if w > acc.1 { (i, w) } else { acc },
                    );
            let loss = (top - wins[chosen]) * 100.0;
            return (loss > self.options.coach_threshold).then(|| {
                format!(
                    "This lowers your chance to win by {loss:.1} points of percentage. Better: {} ({:.1}%). Yours: {} ({:.1}%).",
                    describe(&options[best].choice),
                    top * 100.0,
                    describe(&options[chosen].choice),
                    wins[chosen] * 100.0
                )
            });
        }
        let best = *options.first()?;
        let chosen = options[chosen];
        let loss = best.expected_total - chosen.expected_total;
        (loss > self.options.coach_threshold).then(|| {
            format!(
                "This loses {loss:.1} points on average. Better: {} ({:.1}). Yours: {} ({:.1}).",
                describe(&best.choice),
                best.expected_total,
                describe(&chosen.choice),
                chosen.expected_total
            )
        })
    }

    /// A person's action, with the coach's and the zero confirmation's checks first.
    fn human_action(&mut self, ctx: &mut Ctx, action: Action) {
        let Some(seat) = self.human_turn() else {
            self.say("It is a CPU's turn: s skips to the end of it.", Tone::Info);
            return;
        };
        if self.options.coach_for(seat.index()) == CoachMode::Warn
            && matches!(action, Action::Roll | Action::Score { .. })
            && self.game.throw().is_some()
            && let Err(p) = self.rated_options(ctx.tables)
        {
            // The coach never lets a choice pass unjudged: it waits for its table.
            self.say(
                format!("The coach is still preparing its table ({p}%); try again in a moment."),
                Tone::Info,
            );
            return;
        }
        if let Some(message) = self.coach_warning(ctx.tables, action) {
            self.overlay = Some(Overlay::CoachWarn { action, message });
            return;
        }
        self.commit(ctx, seat, action);
    }

    fn try_score(&mut self, ctx: &mut Ctx, b: BoxId) {
        let Some(seat) = self.human_turn() else {
            self.say("It is a CPU's turn: s skips to the end of it.", Tone::Info);
            return;
        };
        let Some(p) = self.game.placements() else {
            self.say("Throw the dice first (Space).", Tone::Bad);
            return;
        };
        match p.offer(b) {
            None => self.say(format!("{b} is already filled."), Tone::Bad),
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
                        self.human_action(ctx, Action::Score { b });
                    }
                }
            }
        }
    }

    /// Whether undo would take something back now: undo on, and the last move a person's
    /// hold change or placement that undo may take back.
    fn undo_possible(&self) -> bool {
        let Some(last) = self.game.log().iter().rev().find(|e| !e.undone) else {
            return false;
        };
        self.options.undo && self.is_human(last.seat) && self.game.clone().undo(last.seat).is_some()
    }

    fn undo(&mut self, ctx: &mut Ctx) {
        if !self.options.undo {
            self.say("Undo is off for this match.", Tone::Bad);
            return;
        }
        let Some(last) = self.game.log().iter().rev().find(|e| !e.undone).copied() else {
            self.say("Nothing to undo yet.", Tone::Info);
            return;
        };
        if !self.is_human(last.seat) {
            self.say("Only a person's own last move can be undone.", Tone::Info);
            return;
        }
        let mut next = self.game.clone();
        let Some(entry) = next.undo(last.seat) else {
            self.say("Nothing to undo: a throw cannot be taken back.", Tone::Info);
            return;
        };
        match self.persist(ctx.store, &next) {
            Ok(()) => {
                self.game = next;
                self.overlay = None;
                self.cpu_due = None;
                self.say(
                    format!("Took back: {}.", describe_entry(&entry)),
                    Tone::Info,
                );
                if let Action::Score { b } = entry.action {
                    self.cursor = b;
                }
            }
            Err(e) => self.say(format!("Undo not saved, so not done: {e}"), Tone::Bad),
        }
    }

    /// Plays one CPU action if it is a CPU's turn and it can act; returns whether it did.
    fn cpu_step(&mut self, ctx: &mut Ctx) -> bool {
        let Some(seat) = self.game.current_seat() else {
            return false;
        };
        let Some(SeatKind::Cpu(level)) = self.game.seat(seat).map(|s| s.kind) else {
            return false;
        };
        if self.cpus[seat.index()].is_none() {
            // The Shark needs the chance-to-win table as well (alone at the table it plays
            // Perfect, but is built the same way).
            let (table, dists) = match level {
                Level::Perfect => match ctx.tables.request(self.game.rules()) {
                    TableStatus::Ready(t) => (Some(t), None),
                    TableStatus::Pending(p) => {
                        self.thinking = Some(p);
                        return false;
                    }
                },
                Level::Shark => match ctx.tables.request_odds(self.game.rules()) {
                    OddsStatus::Ready(t, d) => (Some(t), Some(d)),
                    OddsStatus::Pending(p) => {
                        self.thinking = Some(p);
                        return false;
                    }
                    OddsStatus::Unavailable => {
                        self.say(
                            "The Shark needs the chance-to-win table, which cannot be built here.",
                            Tone::Bad,
                        );
                        // Waiting, so the instant pace does not spin on a CPU that cannot act.
                        self.thinking = Some(0);
                        return false;
                    }
                },
                _ => (None, None),
            };
            match Cpu::with_tables(level, *self.game.rules(), table, dists) {
                Ok(cpu) => self.cpus[seat.index()] = Some(cpu),
                Err(e) => {
                    self.say(e.to_string(), Tone::Bad);
                    return false;
                }
            }
        }
        self.thinking = None;
        let Some(action) = self.cpus[seat.index()]
            .as_mut()
            .and_then(|c| c.next_action(&self.game))
        else {
            return false;
        };
        self.commit(ctx, seat, action)
    }

    /// Plays the current CPU seat's turn to its end at once.
    fn skip(&mut self, ctx: &mut Ctx) {
        let Some(seat) = self.game.current_seat() else {
            return;
        };
        if self.is_human(seat) {
            self.say("Nothing to skip: it is your turn.", Tone::Info);
            return;
        }
        while self.game.current_seat() == Some(seat) && self.overlay.is_none() && self.cpu_step(ctx)
        {
        }
    }

    /// Advances CPU seats at their pace. Paused while any overlay is open.
    pub fn tick(&mut self, ctx: &mut Ctx) {
        if self.fresh.is_some_and(|(_, until)| ctx.clock >= until) {
            self.fresh = None;
        }
        if self
            .celebration
            .as_ref()
            .is_some_and(|(_, until)| ctx.clock >= *until)
        {
            self.celebration = None;
        }
        let cpu_turn = self.game.current_seat().is_some_and(|s| !self.is_human(s));
        if self.overlay.is_some() || !cpu_turn {
            self.cpu_due = None;
            return;
        }
        let step = Duration::from_millis(self.options.cpu_speed.step_millis());
        if step.is_zero() {
            // Instant: every CPU turn up to the next person, now.
            self.skip_to_person(ctx);
            return;
        }
        match self.cpu_due {
            None => self.cpu_due = Some(ctx.clock + step),
            Some(due) if ctx.clock >= due => {
                self.cpu_due = if self.cpu_step(ctx) {
                    Some(ctx.clock + step)
                } else {
                    Some(ctx.clock + Duration::from_millis(100))
                };
            }
            Some(_) => {}
        }
    }

    /// When the screen next needs to wake up by itself.
    pub fn next_deadline(&self) -> Option<Duration> {
        // At instant speed a CPU that can act plays at the very next tick.
        let instant = (self.options.cpu_speed.step_millis() == 0
            && self.overlay.is_none()
            && self.thinking.is_none()
            && self.game.current_seat().is_some_and(|s| !self.is_human(s)))
        .then_some(Duration::ZERO);
        [
            self.cpu_due,
            self.fresh.map(|(_, t)| t),
            self.celebration.as_ref().map(|(_, t)| *t),
            instant,
        ]
        .into_iter()
        .flatten()
        .min()
    }

    /// Plays every CPU turn up to the next person's (or the end of the match) at once.
    fn skip_to_person(&mut self, ctx: &mut Ctx) {
        while let Some(seat) = self.game.current_seat() {
            if self.is_human(seat) || self.overlay.is_some() {
                break;
            }
            self.skip(ctx);
            if self.game.current_seat() == Some(seat) {
                // The CPU could not act (its table is still being prepared).
                break;
            }
        }
    }

    /// The next CPU speed, kept with the match.
    fn change_speed(&mut self, ctx: &mut Ctx) {
        self.options.cpu_speed = self.options.cpu_speed.cycled(true);
        self.cpu_due = None;
        match self.save_now(ctx.store) {
            Ok(()) => self.say(
                format!("CPU speed: {}.", self.options.cpu_speed.label()),
                Tone::Info,
            ),
            Err(e) => self.say(
                format!(
                    "CPU speed: {} (not saved: {e}).",
                    self.options.cpu_speed.label()
                ),
                Tone::Bad,
            ),
        }
    }

    fn hint_wanted(&self) -> bool {
        self.options.hints
            && (self.hint_open
                || self
                    .human_turn()
                    .is_some_and(|s| self.options.coach_for(s.index()) == CoachMode::Always))
    }

    pub fn handle(&mut self, ctx: &mut Ctx, command: Command) -> PlayOutcome {
        if self.overlay.is_some() {
            return self.handle_overlay(ctx, command);
        }
        match command {
            Command::Roll => self.human_action(ctx, Action::Roll),
            Command::Hold(i) => match (self.human_turn(), DieIndex::new(i)) {
                (Some(seat), Some(die)) => {
                    self.commit(ctx, seat, Action::ToggleHold { die });
                }
                (None, _) => self.say("It is a CPU's turn: s skips to the end of it.", Tone::Info),
                _ => {}
            },
            Command::Up => self.move_cursor(false),
            Command::Down => self.move_cursor(true),
            Command::Score => self.try_score(ctx, self.cursor),
            Command::Hint | Command::HintRank if !self.options.hints => {
                self.say("Hints are off for this match.", Tone::Info);
            }
            Command::Hint => self.hint_open = !self.hint_open,
            Command::HintRank => {
                self.hint_by_win = !self.hint_by_win;
                self.hint_open = true;
                self.say(
                    if self.hint_by_win {
                        "Hints ranked by chance to win."
                    } else {
                        "Hints ranked by expected total."
                    },
                    Tone::Info,
                );
            }
            Command::Undo => self.undo(ctx),
            Command::Skip => self.skip(ctx),
            Command::SkipAll => self.skip_to_person(ctx),
            Command::PageUp => self.log_scroll += 1,
            Command::PageDown => self.log_scroll = self.log_scroll.saturating_sub(1),
            Command::Speed => self.change_speed(ctx),
            Command::Pause => self.overlay = Some(Overlay::Pause { selected: 0 }),
            Command::Help => self.overlay = Some(Overlay::Help { from_pause: false }),
            _ => {}
        }
        PlayOutcome::Stay
    }

    fn handle_overlay(&mut self, ctx: &mut Ctx, command: Command) -> PlayOutcome {
        let Some(overlay) = self.overlay.take() else {
            return PlayOutcome::Stay;
        };
        match overlay {
            Overlay::Help { from_pause } => {
                if !matches!(
                    command,
                    Command::Back | Command::Select | Command::Help | Command::Pause
                ) {
                    self.overlay = Some(Overlay::Help { from_pause });
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
            Overlay::Pause { selected } => {
                let n = PAUSE_ITEMS.len();
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
            }
            Overlay::ConfirmZero { b, better } => match command {
                Command::Select | Command::Score => {
                    self.overlay = Some(Overlay::ConfirmZero { b, better });
                    self.try_score(ctx, b);
                    if matches!(self.overlay, Some(Overlay::ConfirmZero { .. })) {
                        self.overlay = None;
                    }
                }
                Command::Back => self.say("Not scored.", Tone::Info),
                _ => self.overlay = Some(Overlay::ConfirmZero { b, better }),
            },
            Overlay::Handover { seat, undo } => match command {
                Command::Select | Command::Roll => {}
                Command::Undo => self.undo(ctx),
                Command::Pause | Command::Back => {
                    self.overlay = Some(Overlay::Pause { selected: 0 })
                }
                _ => self.overlay = Some(Overlay::Handover { seat, undo }),
            },
            Overlay::SaveFailed {
                message,
                pending,
                pending_event,
                selected,
            } => {
                let n = SAVE_FAILED_ITEMS.len();
                match command {
                    Command::Up => {
                        self.overlay = Some(Overlay::SaveFailed {
                            message,
                            pending,
                            pending_event,
                            selected: (selected + n - 1) % n,
                        })
                    }
                    Command::Down => {
                        self.overlay = Some(Overlay::SaveFailed {
                            message,
                            pending,
                            pending_event,
                            selected: (selected + 1) % n,
                        })
                    }
                    Command::Select => {
                        return self.save_failed_choice(
                            ctx,
                            selected,
                            message,
                            pending,
                            pending_event,
                        );
                    }
                    _ => {
                        self.overlay = Some(Overlay::SaveFailed {
                            message,
                            pending,
                            pending_event,
                            selected,
                        })
                    }
                }
            }
            Overlay::CoachWarn { action, message } => match command {
                Command::Select => {
                    if let Some(seat) = self.human_turn() {
                        self.commit(ctx, seat, action);
                    }
                }
                Command::Back => self.say("Think again: h shows every option.", Tone::Info),
                _ => self.overlay = Some(Overlay::CoachWarn { action, message }),
            },
        }
        PlayOutcome::Stay
    }

    fn pause_choice(&mut self, selected: usize, ctx: &mut Ctx) -> PlayOutcome {
        match selected {
            1 => {
                self.change_speed(ctx);
                self.overlay = Some(Overlay::Pause { selected });
            }
            2 => {
                self.overlay = Some(Overlay::Rules(TextView::rules(
                    self.game.rules(),
                    &ctx.theme,
                )))
            }
            3 => self.overlay = Some(Overlay::Help { from_pause: true }),
            4 => return PlayOutcome::Menu,
            5 => return PlayOutcome::Quit,
            _ => {}
        }
        PlayOutcome::Stay
    }

    fn save_failed_choice(
        &mut self,
        ctx: &mut Ctx,
        selected: usize,
        message: String,
        pending: Option<Box<Match>>,
        pending_event: Option<Event>,
    ) -> PlayOutcome {
        match selected {
            0 => {
                let Some(next) = pending else {
                    return PlayOutcome::Stay;
                };
                match self.persist(ctx.store, &next) {
                    Ok(()) => {
                        if let Some(event) = pending_event {
                            self.accept(*next, event, ctx.clock);
                        }
                        self.say("Saved.", Tone::Good);
                    }
                    Err(e) => {
                        self.overlay = Some(Overlay::SaveFailed {
                            message: e.0,
                            pending: Some(next),
                            pending_event,
                            selected: 0,
                        })
                    }
                }
            }
            1 => {
                self.unsaved = true;
                if let (Some(next), Some(event)) = (pending, pending_event) {
                    self.accept(*next, event, ctx.clock);
                }
                self.say(format!("Playing on WITHOUT SAVING ({message})."), Tone::Bad);
            }
            _ => return PlayOutcome::QuitUnsaved,
        }
        PlayOutcome::Stay
    }

    /// Where everything goes for `game` in `area` (drawing and clicks use the same).
    pub fn layout(area: Rect, game: &Match) -> PlayLayout {
        let names: Vec<&str> = game.seats().iter().map(|s| s.name.as_str()).collect();
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

    /// A click at (x, y).
    pub fn click(&mut self, ctx: &mut Ctx, area: Rect, x: u16, y: u16) -> PlayOutcome {
        let at = |r: &Rect| x >= r.x && x < r.right() && y >= r.y && y < r.bottom();
        if self.overlay.is_some() {
            return self.click_overlay(ctx, area, x, y);
        }
        let l = Play::layout(area, &self.game);
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
            && let Some(b) = card_box_at(l.card_inner, y)
        {
            self.cursor = b;
            if self.human_turn().is_some() && self.game.throw().is_some() {
                self.try_score(ctx, b);
            }
        }
        PlayOutcome::Stay
    }

    fn overlay_area(area: Rect, overlay: &Overlay) -> Rect {
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
        }
    }

    fn click_overlay(&mut self, ctx: &mut Ctx, area: Rect, x: u16, y: u16) -> PlayOutcome {
        let Some(overlay) = &self.overlay else {
            return PlayOutcome::Stay;
        };
        let r = Play::overlay_area(area, overlay);
        let inside = x >= r.x && x < r.right() && y >= r.y && y < r.bottom();
        match overlay.clone() {
            Overlay::Pause { .. } if inside => {
                let i = (y.saturating_sub(r.y + 2)) as usize;
                if i < PAUSE_ITEMS.len() {
                    self.overlay = Some(Overlay::Pause { selected: i });
                    return self.handle_overlay(ctx, Command::Select);
                }
            }
            Overlay::SaveFailed {
                message,
                pending,
                pending_event,
                ..
            } if inside => {
                let first = r
                    .bottom()
                    .saturating_sub(1 + SAVE_FAILED_ITEMS.len() as u16);
                let i = y.saturating_sub(first) as usize;
                if y >= first && i < SAVE_FAILED_ITEMS.len() {
                    self.overlay = Some(Overlay::SaveFailed {
                        message,
                        pending,
                        pending_event,
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

    /// The turns of the match so far, replayed once per position.
    fn turn_stories(&mut self) -> &[TurnStory] {
        let key = (
            self.game.log().len(),
            self.game.log().iter().filter(|e| e.undone).count(),
        );
        if self.turns.as_ref().is_none_or(|(k, _)| *k != key) {
            self.turns = Some((key, self.game.turns()));
            self.log_scroll = 0;
        }
        self.turns.as_ref().map_or(&[], |(_, t)| t.as_slice())
    }

    /// The match log, newest turn first, in `r` (PgUp/PgDn scroll back through it).
    fn draw_log(&mut self, buf: &mut Buffer, r: Rect, theme: &Theme) {
        let bonus = self.game.rules().extra_yahtzee_bonus();
        let names: Vec<String> = self.game.seats().iter().map(|s| s.name.clone()).collect();
        let scroll = self.log_scroll;
        let stories = self.turn_stories();
        if stories.is_empty() {
            return;
        }
        let total = stories.len();
        let scroll = scroll.min(total.saturating_sub(1));
        let narrow = r.width < 44;
        let title = match (scroll > 0, narrow) {
            (true, true) => format!("Log · {scroll} newer: PgDn"),
            (false, true) => "Log · PgUp: older".to_string(),
            (true, false) => format!("Match log ({scroll} newer above; PgDn)"),
            (false, false) => "Match log (newest first; PgUp for older)".to_string(),
        };
        let lines: Vec<(String, ratatui::style::Style)> = stories
            .iter()
            .rev()
            .skip(scroll)
            .flat_map(|story| {
                let name = names.get(story.seat.index()).map_or("?", String::as_str);
                // A narrow panel gets one line a turn, so several turns stay in view.
                let text = if narrow {
                    words::describe_turn_short(story, name, bonus, r.width as usize)
                } else {
                    format!(
                        "R{} {}",
                        story.round,
                        words::describe_turn(story, name, bonus)
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
    fn last_filled(&mut self) -> Option<(SeatId, BoxId)> {
        self.turn_stories()
            .iter()
            .rev()
            .find_map(|t| t.placed.map(|p| (t.seat, p.b)))
    }

    /// Each seat's chance to win as the card shows it: `None` when hidden (turned off in
    /// setup, a solitaire match, or rules without an exact table), placeholders while the
    /// table is being prepared. Computed once per position.
    fn chance_cells(&mut self, tables: &mut Tables) -> Option<Vec<String>> {
        if !self.options.show_odds || self.game.seats().len() < 2 {
            return None;
        }
        let seats = self.game.seats().len();
        let key = (
            self.game.log().len(),
            self.game.log().iter().filter(|e| e.undone).count(),
        );
        if self.odds.as_ref().is_none_or(|(k, _)| *k != key) {
            match tables.request_odds(self.game.rules()) {
                OddsStatus::Ready(table, dists) => {
                    let ctx = RulesContext::new(*self.game.rules());
                    let chances =
                        crate::ai::odds::chances_for_match(&ctx, &table, &dists, &self.game);
                    self.odds = Some((key, chances));
                }
                // The table is being loaded or built: how far, in every column.
                OddsStatus::Pending(p) => return Some(vec![format!("…{p}%"); seats]),
                OddsStatus::Unavailable => return None,
            }
        }
        self.odds
            .as_ref()
            .map(|(_, chances)| chances.iter().map(|&p| percent_cell(p)).collect())
    }

    pub fn draw(&mut self, buf: &mut Buffer, area: Rect, ctx: &mut Ctx) {
        let theme = ctx.theme;
        let l = Play::layout(area, &self.game);
        let chances = self.chance_cells(ctx.tables);
        let last_filled = self.last_filled();
        let game = &self.game;
        let current = game.current_seat();
        // Title bar.
        let mut title = vec![
            Span::styled(" YAHTZEE ", theme.title()),
            Span::raw(format!(
                " {} rules · round {} of 13",
                game.rules().name(),
                game.round()
            )),
        ];
        if self.options.practice {
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
            "? keys",
            theme.dim(),
        );
        // Scorecard.
        frame(buf, l.card, " Scorecard ", theme.border(), theme.title());
        let placements = if self.human_turn().is_some() {
            game.placements()
        } else {
            None
        };
        draw_card(
            buf,
            l.card_inner,
            &CardView {
                game,
                column: crate::tui::widgets::card_column_width(
                    &game
                        .seats()
                        .iter()
                        .map(|s| s.name.as_str())
                        .collect::<Vec<_>>(),
                    area.width,
                ),
                active: current,
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
        let turn_line = match (current, throw) {
            (Some(_), Some(t)) => format!("Throw {} of {}", t.rolls_used, game.rules().max_rolls()),
            (Some(_), None) => "Ready to throw".to_string(),
            (None, _) => String::new(),
        };
        let left = game.rolls_left();
        let dots: String = (0..game.rules().max_rolls())
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
        if let Some((size, dice)) = l.dice {
            for (i, r) in dice.iter().enumerate() {
                let die = DieIndex::ALL[i];
                let held = throw.is_some_and(|t| t.held.contains(die));
                let fresh = self.fresh.is_some_and(|(h, _)| h.contains(die));
                let border = if held {
                    theme.held()
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
                    throw.map(|t| t.dice.get(die)),
                    border,
                    pip,
                );
                let label = if held {
                    "HELD".to_string()
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
        // Upper-bonus pace for the seat to play.
        if let Some(seat) = current {
            let card = &game.cards()[seat.index()];
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
            Button::Roll => self.human_turn().is_some() && game.rolls_left() > 0,
            Button::Score => self.human_turn().is_some() && throw.is_some(),
            Button::Undo => self.options.undo,
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
        let message = match (&self.thinking, &self.status) {
            (Some(p), _) if current.is_some() && self.human_turn().is_none() => (
                format!("Thinking: working out the optimal strategy for these rules… {p}%"),
                Tone::Info,
            ),
            (_, Some((text, tone))) => (text.clone(), *tone),
            _ => match (self.human_turn(), throw) {
                (Some(_), None) => ("Press Space to throw.".to_string(), Tone::Info),
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
                        _ => (
                            "1–5 hold dice · Space throws · ↑↓ and Enter score a box.".to_string(),
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
        for (i, line) in wrap(&message.0, l.message.width as usize)
            .iter()
            .take(l.message.height as usize)
            .enumerate()
        {
            put(buf, inner, l.message.x, l.message.y + i as u16, line, style);
        }
        if self.hint_wanted() && l.hint.height > 1 {
            self.draw_hint(buf, l.hint, ctx);
        } else if l.hint.height > 1 {
            self.draw_log(buf, l.hint, &theme);
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
            Overlay::Pause { .. } | Overlay::SaveFailed { .. } => keymap::short_help_for(
                Context::List,
                &[Command::Up, Command::Select, Command::Back],
            ),
            Overlay::Rules(_) => keymap::short_help_for(
                Context::Text,
                &[Command::Up, Command::PageDown, Command::Last, Command::Back],
            ),
            Overlay::Help { .. } => vec![("Esc".to_string(), "close".to_string())],
            Overlay::Handover { .. } | Overlay::ConfirmZero { .. } | Overlay::CoachWarn { .. } => {
                keymap::short_help(Context::Confirm)
            }
        });
        let mut entries = keymap::short_help_for(
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
        );
        entries.extend(
            keymap::short_help(Context::Global)
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
                &self.game,
                self.options.cpu_speed,
                &theme,
            );
        }
    }

    fn draw_hint(&mut self, buf: &mut Buffer, r: Rect, ctx: &mut Ctx) {
        let theme = ctx.theme;
        // The title names what the lines show; it is drawn last, once that is known.
        let mut title = "Hints (expected final total)";
        let lines: Vec<(String, ratatui::style::Style)> = if self.game.throw().is_none() {
            match self.plan(ctx.tables) {
                Ok(plan) => vec![(
                    format!("From the start of this turn: {:.1}", plan.start_total()),
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
                        } else {
                            "Hints · expected total"
                        };
                        let held = self
                            .game
                            .throw()
                            .filter(|_| self.game.rolls_left() > 0)
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
                                        words::describe_short(&o.choice),
                                        w * 100.0,
                                        o.expected_total
                                    ),
                                    Some(w) => format!(
                                        "{mark}{} {:.1} {:.0}%",
                                        words::describe_short(&o.choice),
                                        o.expected_total,
                                        w * 100.0
                                    ),
                                    None => format!(
                                        "{mark}{} {:.1}",
                                        words::describe_short(&o.choice),
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
                                describe(&o.choice),
                                w * 100.0,
                                o.expected_total
                            ),
                            Some(w) => format!(
                                "{}: {:.1} · {:.1}% {tag}",
                                describe(&o.choice),
                                o.expected_total,
                                w * 100.0
                            ),
                            None => {
                                format!("{}: {:.1} {tag}", describe(&o.choice), o.expected_total)
                            }
                        }
                    };
                    let mut lines = Vec::new();
                    // How the dice held right now rate, so the panel follows every hold change.
                    if let Some(throw) = self.game.throw().copied()
                        && self.game.rolls_left() > 0
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

/// What five equal dice with the Yahtzee box filled mean this turn.
/// "New personal best for Ana: 287 (was 265)": each person whose total in `game` beats every
/// total they had in `history` (under the same name, as a person; a first match sets none).
pub fn personal_bests(history: &crate::store::History, game: &Match) -> Vec<String> {
    game.seat_ids()
        .filter_map(|seat| {
            let s = game.seat(seat)?;
            if s.kind != SeatKind::Human {
                return None;
            }
            let previous = history
                .summaries
                .iter()
                .flat_map(|m| &m.seats)
                .filter(|r| r.name == s.name && r.kind == SeatKind::Human)
                .map(|r| r.total)
                .max()?;
            let total = game.total(seat);
            (total > previous).then(|| {
                format!(
                    "★ New personal best for {}: {total} (was {previous})",
                    s.name
                )
            })
        })
        .collect()
}

/// "Ana's turn", but "Your turn" for the default name "You".
pub fn turn_of(name: &str) -> String {
    if name == "You" {
        "Your turn".to_string()
    } else {
        format!("{name}'s turn")
    }
}

/// A chance as a card cell: whole percents, with "<1%" and ">99%" for what is not yet
/// decided either way.
fn percent_cell(p: f64) -> String {
    match p {
        p if p >= 1.0 => "100%".to_string(),
        p if p <= 0.0 => "0%".to_string(),
        p if p < 0.005 => "<1%".to_string(),
        p if p > 0.995 => ">99%".to_string(),
        p => format!("{:.0}%", p * 100.0),
    }
}

fn joker_message(p: &crate::rules::Placements, dice: &crate::rules::Dice) -> String {
    let allowed: Vec<BoxId> = p.allowed().map(|(b, _)| b).collect();
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

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect::<String>() + ".",
        None => String::new(),
    }
}

/// A log entry in words, for undo messages.
pub fn describe_entry(entry: &LogEntry) -> String {
    match entry.action {
        Action::Roll => "a throw".to_string(),
        Action::ToggleHold { die } => format!("the hold on die {}", die.get() + 1),
        Action::Score { b } => format!("the score in {b}"),
    }
}

fn draw_overlay(
    buf: &mut Buffer,
    area: Rect,
    overlay: &mut Overlay,
    game: &Match,
    speed: crate::store::CpuSpeed,
    theme: &Theme,
) {
    let r = Play::overlay_area(area, overlay);
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
                for (keys, help) in keymap::help_entries(context) {
                    put_line(
                        buf,
                        inner,
                        inner.x,
                        y,
                        &Line::from(vec![
                            Span::styled(format!("  {keys:<16}"), theme.key()),
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
                "Esc or Enter closes this.",
                theme.dim(),
            );
        }
        Overlay::Rules(view) => view.draw(buf, r, theme),
        Overlay::Pause { selected } => {
            let inner = frame(buf, r, " Paused ", theme.current_border(), theme.title());
            for (i, item) in PAUSE_ITEMS.iter().enumerate() {
                let label = if i == 1 {
                    format!("{item}: {} (Enter changes)", speed.label())
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
            let text = format!("Score 0 in {b}? {} would score {}.", better.0, better.1);
            dialog(
                buf,
                r,
                " Score a zero? ",
                &text,
                "Enter: yes, score 0",
                "Esc: no",
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
                &format!("{} — press Enter", turn_of(&name)),
                theme.current(),
            );
            put(
                buf,
                inner,
                inner.x + 2,
                inner.y + 4,
                if *undo {
                    "Pass the keyboard; u takes back the last move."
                } else {
                    "Pass the keyboard."
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
        Overlay::CoachWarn { message, .. } => {
            dialog(
                buf,
                r,
                " Coach ",
                message,
                "Enter: do it anyway",
                "Esc: think again",
                theme.warn(),
                theme,
            );
        }
    }
}
