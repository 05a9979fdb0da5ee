//! The match on screen: scorecard, dice, turn, CPU pacing, overlays, hints and the coach.
//!
//! Every action goes through [`Play::commit`]: it is applied to a copy of the match, the copy
//! is saved, and only then does the screen move on. A failed save holds the action and asks
//! the player what to do.

mod advice;
mod draw;
mod input;
mod keys;
mod screen;
mod typing;

use std::time::Duration;

use ratatui::layout::Rect;

use crate::ai::PlanCache;
use crate::ai::shark::SharkCache;
use crate::game::{
    Action, CoachMode, Event, Legal, LogEntry, Match, MatchOptions, SeatId, SeatKind, Session,
    TurnStory, UndoRefusal,
};
use crate::rules::{BoxId, Holds, Spot};
use crate::seats::{Drivers, Next, Waiting};
use crate::store::{FinishedMatch, SaveFile, Slot, Storage, StoreError, now_unix};
use crate::tui::keymap::Command;
/// What the play screen borrows from the app for one call: what every screen borrows.
pub use crate::tui::screens::Cx as Ctx;
use crate::tui::screens::text::TextView;
pub use typing::{CorrectForm, CorrectRow, Typing, parse_points, parse_throw};

/// How long thrown dice tumble, and how often their faces change meanwhile.
pub const TUMBLE: Duration = Duration::from_millis(400);
pub const TUMBLE_FRAME: Duration = Duration::from_millis(80);

/// Dice in the air: which ones, from when until when. Drawing only: the throw itself is
/// already applied and saved before the first frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tumble {
    pub dice: Holds,
    pub from: Duration,
    pub until: Duration,
}

impl Tumble {
    /// The face a tumbling die shows at `clock`: a fixed scramble of the frame number and
    /// the die, so a frame looks the same however often it is drawn.
    pub fn face(&self, die: usize, clock: Duration) -> crate::rules::Face {
        let frame = (clock.saturating_sub(self.from).as_millis() / TUMBLE_FRAME.as_millis()) as u64;
        let mut x = (frame << 3 | die as u64).wrapping_add(self.from.as_millis() as u64);
        x = (x ^ (x >> 31)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        x ^= x >> 29;
        crate::rules::Face::from_index((x % 6) as usize)
    }
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
/// What the pause menu's items say instead while the match plays without saving.
pub const UNSAVED_PAUSE_ITEMS: [Option<&str>; 6] = [
    None,
    None,
    None,
    None,
    Some("Main menu (not saved: the match ends)"),
    Some("Quit (not saved: the match ends)"),
];
pub const SAVE_FAILED_ITEMS: [&str; 3] = ["Retry", "Play on without saving", "Quit without saving"];

#[derive(Clone, Debug)]
pub enum Overlay {
    /// The keys; closing it returns to the pause menu if it was opened there.
    Help {
        from_pause: bool,
        /// The keys of this match, scrolled where they do not fit.
        view: TextView,
    },
    Pause {
        selected: usize,
    },
    Rules(TextView),
    ConfirmZero {
        b: Spot,
        better: (Spot, u16),
    },
    Handover {
        seat: SeatId,
        /// Whose last move `u` would take back here, if any (the previous person's
        /// placement, with undo on): they take the keyboard back to play it again.
        undo: Option<SeatId>,
    },
    SaveFailed {
        message: String,
        pending: Option<Box<Session>>,
        pending_event: Option<Event>,
        selected: usize,
    },
    CoachWarn {
        action: Action,
        message: String,
    },
    /// A score pad's correction of a filled box or the extra-Yahtzee bonuses.
    Correct(CorrectForm),
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
    /// Width of each of the card's columns.
    pub column: u16,
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
    /// The match and how it is played: the one authority over what may be done.
    session: Session,
    /// What plays each seat: the CPUs are asked for their actions here, people act through
    /// their keys.
    drivers: Drivers,
    pub cursor: Spot,
    /// On a card of several columns: the seat whose columns are shown, when not the seat to
    /// play (one key away).
    pub viewed: Option<SeatId>,
    pub status: Option<(String, Tone)>,
    pub overlay: Option<Overlay>,
    cpu_due: Option<Duration>,
    fresh: Option<(Holds, Duration)>,
    /// Dice tumbling after a throw, until they settle or a key is pressed.
    pub tumble: Option<Tumble>,
    /// What the seat to play has typed so far: a throw of real dice, or a score pad's points.
    pub entry: String,
    /// What became of the result card, once asked for on the results screen.
    pub card_note: Option<String>,
    pub hint_open: bool,
    /// Whether the box under the cursor was chosen since the latest throw (a key or a
    /// click): after a typed throw, Enter scores only a box chosen on purpose.
    chosen: bool,
    /// The player chose to play on after a save failed; saving is still tried each action.
    pub unsaved: bool,
    thinking: Option<u8>,
    plans: Option<PlanCache>,
    /// On a card of several columns: the columns' values and the turn's estimated plan.
    columns: Option<(
        Box<crate::ai::columns::ColumnValues>,
        Option<Box<crate::ai::columns::MultiPlan>>,
    )>,
    /// What the store last reported (a damaged history kept aside, an unconfirmed write);
    /// shown in the status line and on the results screen.
    pub store_notice: Option<String>,
    /// Each seat's chance to win at the position identified by [`Match::position_id`].
    odds: Option<(u64, Vec<f64>)>,
    /// The current turn solved for the chance to win, for hints and the coach.
    win_plan: Option<SharkCache>,
    /// Whether hints rank options by chance to win (in a match of 2 or more) or by points.
    pub hint_by_win: bool,
    /// A banner for a Yahtzee, shown until the given time.
    celebration: Option<(String, Duration)>,
    /// New personal bests set by this match, for the results screen.
    pub personal_bests: Vec<String>,
    /// The match told turn by turn, at the position identified as for `odds`.
    turns: Option<(u64, Vec<TurnStory>)>,
    /// How many of the newest log entries are scrolled past.
    log_scroll: usize,
}

fn seat_name(game: &Match, seat: SeatId) -> String {
    game.seat(seat)
        .map_or_else(|| "?".to_string(), |s| s.name.clone())
}

impl Play {
    pub fn new(session: Session) -> Play {
        let drivers = Drivers::at_one_terminal(&session);
        let mut play = Play {
            cursor: Spot::first(BoxId::Ones),
            viewed: None,
            session,
            drivers,
            status: None,
            overlay: None,
            cpu_due: None,
            fresh: None,
            tumble: None,
            entry: String::new(),
            card_note: None,
            hint_open: false,
            chosen: false,
            unsaved: false,
            thinking: None,
            plans: None,
            columns: None,
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
        Slot::of(self.options())
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    pub fn game(&self) -> &Match {
        self.session.game()
    }

    pub fn options(&self) -> &MatchOptions {
        self.session.options()
    }

    /// What `seat` may do now, as the session decides it.
    pub fn legal(&self, seat: SeatId) -> Legal {
        self.session.legal(seat)
    }

    /// How many seats are played at this keyboard.
    fn humans(&self) -> usize {
        self.drivers.here()
    }

    /// Whether a person at this keyboard plays `seat`.
    fn is_human(&self, seat: SeatId) -> bool {
        self.drivers.is_here(seat)
    }

    /// The seat to play, if it is a person's turn.
    pub fn human_turn(&self) -> Option<SeatId> {
        self.game().current_seat().filter(|&s| self.is_human(s))
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
        // A score pad is kept by one hand for the whole table: nothing to pass.
        if self.game().throw().is_none() {
            self.hand_over();
        }
    }

    /// Asks for the keyboard to go to the person whose turn it is, when two or more people
    /// share it.
    fn hand_over(&mut self) {
        if let Some(seat) = self.human_turn()
            && self.humans() >= 2
            && !self.options().score_pad
        {
            let undo = self
                .undo_offer()
                .ok()
                .map(|(by, _)| by)
                .filter(|&by| by != seat);
            self.overlay = Some(Overlay::Handover { seat, undo });
        }
    }

    fn reset_cursor(&mut self) {
        let Some(seat) = self.game().current_seat() else {
            return;
        };
        self.viewed = None;
        let card = self.game().cards()[seat.index()];
        let layout = self.game().rules().layout();
        if let Some(p) = self.game().placements() {
            // On a fresh throw the cursor starts on the most points allowed (multiplied).
            if let Some((spot, _)) = p.allowed().max_by_key(|&(spot, pts)| {
                let multiplier = layout.columns()[spot.column.index()].multiplier;
                (pts * multiplier, std::cmp::Reverse(spot))
            }) {
                self.cursor = spot;
                return;
            }
        }
        if card.column(self.cursor.column).is_none() || card.is_filled(self.cursor) {
            self.cursor = card
                .open_spots()
                .into_iter()
                .next()
                .unwrap_or(Spot::first(BoxId::Ones));
        }
    }

    /// Moves the cursor to the next (or previous) open box of its column, in card order.
    fn move_cursor(&mut self, down: bool) {
        self.chosen = true;
        let Some(seat) = self.game().current_seat() else {
            return;
        };
        let card = self.game().cards()[seat.index()];
        let mut open = card.open_in(self.cursor.column);
        if open.is_empty() {
            open = card.open_spots();
        }
        if open.is_empty() {
            return;
        }
        let rank = |s: &Spot| {
            let boxes = self.game().rules().layout().boxes();
            (
                s.column,
                boxes.iter().position(|&b| b == s.b).unwrap_or(usize::MAX),
            )
        };
        let here = rank(&self.cursor);
        let n = open.len();
        let at = open.iter().position(|s| *s == self.cursor);
        self.cursor = match (at, down) {
            (Some(i), true) => open[(i + 1) % n],
            (Some(i), false) => open[(i + n - 1) % n],
            (None, true) => open
                .iter()
                .copied()
                .find(|s| rank(s) > here)
                .unwrap_or(open[0]),
            (None, false) => open
                .iter()
                .rev()
                .copied()
                .find(|s| rank(s) < here)
                .unwrap_or(open[n - 1]),
        };
    }

    /// Moves the cursor to the next (or previous) column with an open box, on the same row
    /// when that box is open there.
    fn move_column(&mut self, right: bool) {
        self.chosen = true;
        let Some(seat) = self.game().current_seat() else {
            return;
        };
        let card = self.game().cards()[seat.index()];
        let ids = card.column_ids();
        let n = ids.len();
        if n < 2 {
            return;
        }
        let at = self.cursor.column.index();
        for step in 1..n {
            let c = ids[if right {
                (at + step) % n
            } else {
                (at + n - step) % n
            }];
            let open = card.open_in(c);
            let same_row = Spot::new(c, self.cursor.b);
            if open.contains(&same_row) {
                self.cursor = same_row;
                return;
            }
            // The box the column's order allows next, else its first open box.
            if let Some(&first) = card
                .next_in_order(c)
                .map(|b| Spot::new(c, b))
                .as_ref()
                .or(open.first())
            {
                self.cursor = first;
                return;
            }
        }
    }

    /// Shows the next seat's columns (back to the seat to play after the last).
    fn view_other_card(&mut self) {
        let seats = self.game().seats().len() as u8;
        let current = self.game().current_seat();
        let shown = self.viewed.or(current).map_or(0, |s| s.0);
        let next = SeatId((shown + 1) % seats.max(1));
        self.viewed = (Some(next) != current).then_some(next);
    }

    /// The seat whose columns the card shows.
    pub fn shown_seat(&self) -> SeatId {
        self.viewed
            .or(self.game().current_seat())
            .unwrap_or(SeatId(0))
    }

    /// Writes `session` where it belongs: the autosave, or history once it is over.
    ///
    /// Finishing is one recoverable step: the save records the finished match first, then
    /// the history takes it (idempotently, by id), then the save goes. A kill anywhere in
    /// between leaves a finished save, which the next start archives and removes.
    fn persist(&self, store: &mut dyn Storage, session: &Session) -> Result<(), StoreError> {
        store.save_match(self.slot(), &SaveFile::of(session))?;
        if session.game().is_over() {
            store.archive(
                FinishedMatch::of(session, now_unix()),
                !session.options().practice,
            )?;
            store.clear_match(self.slot())?;
        }
        Ok(())
    }

    /// Saves the match as it stands (a new or resumed match).
    pub fn save_now(&self, store: &mut dyn Storage) -> Result<(), StoreError> {
        self.persist(store, &self.session)
    }

    /// Applies an action, saves, and only then shows it. Returns whether it took effect.
    pub fn commit(&mut self, ctx: &mut Ctx, seat: SeatId, action: Action) -> bool {
        let mut next = self.session.clone();
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
        if next.game().is_over() && !next.options().practice {
            let (history, problem) = ctx.store.history();
            self.personal_bests = personal_bests(&history, next.game());
            notices.extend(problem);
        }
        match self.persist(ctx.store, &next) {
            Ok(()) => {
                self.unsaved = false;
                self.accept(next, event, ctx);
                notices.extend(ctx.store.take_notices());
                if !notices.is_empty() {
                    let notice = notices.join(" ");
                    self.say(notice.clone(), Tone::Bad);
                    self.store_notice = Some(notice);
                }
                true
            }
            Err(_) if self.unsaved => {
                self.accept(next, event, ctx);
                true
            }
            Err(e) => {
                self.overlay = Some(Overlay::SaveFailed {
                    message: e.to_string(),
                    pending: Some(Box::new(next)),
                    pending_event: Some(event),
                    selected: 0,
                });
                false
            }
        }
    }

    fn accept(&mut self, next: Session, event: Event, ctx: &mut Ctx) {
        let clock = ctx.clock;
        self.session = next;
        self.cpu_due = None;
        match event {
            Event::Corrected {
                seat,
                b,
                before,
                after,
                ..
            } => {
                let what = match b {
                    Some(b) => format!("{b}: {before} → {after}"),
                    None => format!("extra Yahtzees: {before} → {after}"),
                };
                self.say(
                    format!("Corrected {}'s {what}", seat_name(self.game(), seat)),
                    Tone::Good,
                );
            }
            Event::Rolled {
                seat, dice, thrown, ..
            } => {
                // The celebration gives way to the next throw.
                self.celebration = None;
                self.chosen = false;
                self.fresh = Some((thrown, clock + Duration::from_millis(700)));
                self.tumble = self.tumble_for(seat, thrown, ctx);
                if self.is_human(seat) {
                    self.status = None;
                } else {
                    self.say(
                        format!("{} threw {dice}", seat_name(self.game(), seat)),
                        Tone::Info,
                    );
                }
                self.reset_cursor();
            }
            Event::HoldToggled { seat, die, held } => {
                if !self.is_human(seat)
                    && let Some(t) = self.game().throw()
                {
                    let verb = if held { "holds" } else { "releases" };
                    let kept = t.dice.held_counts(t.held);
                    self.say(
                        format!(
                            "{} {verb} a {} (keeping {})",
                            seat_name(self.game(), seat),
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
                let name = seat_name(self.game(), seat);
                let banner = if placed.extra_bonus {
                    Some(format!(
                        "★ Another YAHTZEE! ★  {name} +{}",
                        self.game().rules().extra_yahtzee_bonus()
                    ))
                } else if placed.b == BoxId::Yatzy && placed.points > 0 {
                    Some(format!("★ YATZY! ★  {name} +{}", placed.points))
                } else if placed.b == BoxId::Yahtzee && placed.points > 0 {
                    Some(format!("★ YAHTZEE! ★  {name} +{}", placed.points))
                } else {
                    None
                };
                if let Some(banner) = banner {
                    self.celebration = Some((banner, clock + Duration::from_millis(2500)));
                    *ctx.bell = true;
                }
                if next.is_none() {
                    *ctx.bell = true;
                }
                let mut text = format!(
                    "{} scored {} in {}",
                    seat_name(self.game(), seat),
                    placed.points,
                    crate::words::spot_name(
                        self.game().rules().layout(),
                        Spot::new(placed.column, placed.b)
                    )
                );
                if placed.joker {
                    text.push_str(" (Joker)");
                }
                if placed.extra_bonus {
                    text.push_str(&format!(
                        " and a Yahtzee bonus of {}",
                        self.game().rules().extra_yahtzee_bonus()
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
                self.entry.clear();
                if next.is_some() {
                    self.reset_cursor();
                    self.offer_handover();
                }
            }
        }
    }

    /// The seat whose latest move undo would take back at this keyboard, and that move.
    ///
    /// The keyboard is shared by everyone here, so it may speak for the author of the latest
    /// move when a person here made it: the previous person's placement, until the next
    /// throw. [`Play::undo`] then hands the keyboard back to them.
    fn undo_offer(&self) -> Result<(SeatId, LogEntry), UndoRefusal> {
        let author = self
            .game()
            .log()
            .iter()
            .rev()
            .find(|e| !e.undone)
            .map(|e| e.seat);
        let by = match (author, self.game().current_seat()) {
            (Some(a), _) if self.is_human(a) => a,
            (_, Some(current)) => current,
            _ => return Err(UndoRefusal::MatchOver),
        };
        self.session.undo_check(by).map(|entry| (by, entry))
    }

    fn undo(&mut self, ctx: &mut Ctx) {
        let by = match self.undo_offer() {
            Ok((by, _)) => by,
            Err(why) => {
                let tone = if why == UndoRefusal::Off {
                    Tone::Bad
                } else {
                    Tone::Info
                };
                self.say(capitalise(&why.to_string()), tone);
                return;
            }
        };
        let mut next = self.session.clone();
        let undone = match next.undo(by) {
            Ok(u) => u,
            Err(why) => {
                self.say(capitalise(&why.to_string()), Tone::Info);
                return;
            }
        };
        match self.persist(ctx.store, &next) {
            Ok(()) => {
                self.session = next;
                self.overlay = None;
                self.cpu_due = None;
                let mut text = format!("Took back: {}.", describe_entry(&undone.entry));
                if let Some(seat) = undone.returns_to {
                    text = format!(
                        "Took back {}'s {}: it is {}'s move again.",
                        seat_name(self.game(), seat),
                        describe_entry(&undone.entry).trim_start_matches("the "),
                        seat_name(self.game(), seat)
                    );
                }
                self.say(text, Tone::Info);
                if let Some(spot) = undone.entry.action.spot() {
                    self.cursor = spot;
                }
                // The turn went back to the person who made the move: they take the keyboard
                // again, so no one else decides it.
                if undone.returns_to.is_some() {
                    self.hand_over();
                }
            }
            Err(e) => self.say(format!("Undo not saved, so not done: {e}"), Tone::Bad),
        }
    }

    /// Plays one action of the seat to play if its driver has one; returns whether it did.
    fn cpu_step(&mut self, ctx: &mut Ctx) -> bool {
        let Some((seat, next)) = self.drivers.poll(&self.session, ctx.tables) else {
            return false;
        };
        match next {
            Next::Act(action) => {
                self.thinking = None;
                self.commit(ctx, seat, action)
            }
            Next::Wait(Waiting::Person) => false,
            Next::Wait(Waiting::Preparing(p)) => {
                self.thinking = Some(p);
                false
            }
            Next::Wait(Waiting::Unable(why)) => {
                self.say(why, Tone::Bad);
                // Waiting, so the instant pace does not spin on a CPU that cannot act.
                self.thinking = Some(0);
                false
            }
        }
    }

    /// Plays the current CPU seat's turn to its end at once.
    fn skip(&mut self, ctx: &mut Ctx) {
        let Some(seat) = self.game().current_seat() else {
            return;
        };
        if self.is_human(seat) {
            self.say("Nothing to skip: it is your turn.", Tone::Info);
            return;
        }
        while self.game().current_seat() == Some(seat)
            && self.overlay.is_none()
            && self.cpu_step(ctx)
        {}
    }

    /// How thrown dice move, if at all: never at instant speed or when motion is off, and a
    /// CPU's throw never tumbles longer than its step, so its pace stays what was chosen.
    fn tumble_for(&self, seat: SeatId, thrown: Holds, ctx: &Ctx) -> Option<Tumble> {
        let step = Duration::from_millis(self.options().cpu_speed.step_millis());
        if !ctx.animate || step.is_zero() {
            return None;
        }
        let length = if self.is_human(seat) {
            TUMBLE
        } else {
            TUMBLE.min(step)
        };
        Some(Tumble {
            dice: thrown,
            from: ctx.clock,
            until: ctx.clock + length,
        })
    }

    /// Whether dice are in the air at `clock`.
    pub fn tumbling(&self, clock: Duration) -> Option<&Tumble> {
        self.tumble.as_ref().filter(|t| clock < t.until)
    }

    /// Advances the seats no one here plays, at the CPUs' pace. Paused while any overlay is
    /// open.
    pub fn tick(&mut self, ctx: &mut Ctx) {
        if self.tumble.is_some_and(|t| ctx.clock >= t.until) {
            self.tumble = None;
        }
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
        let cpu_turn = self
            .game()
            .current_seat()
            .is_some_and(|s| !self.is_human(s));
        if self.overlay.is_some() || !cpu_turn {
            self.cpu_due = None;
            return;
        }
        let step = Duration::from_millis(self.options().cpu_speed.step_millis());
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
    pub fn next_deadline(&self, clock: Duration) -> Option<Duration> {
        // At instant speed a CPU that can act plays at the very next tick.
        let instant = (self.options().cpu_speed.step_millis() == 0
            && self.overlay.is_none()
            && self.thinking.is_none()
            && self
                .game()
                .current_seat()
                .is_some_and(|s| !self.is_human(s)))
        .then_some(Duration::ZERO);
        [
            self.cpu_due,
            self.fresh.map(|(_, t)| t),
            // The next frame of tumbling dice.
            self.tumble.map(|t| {
                let done = clock.saturating_sub(t.from).as_millis() / TUMBLE_FRAME.as_millis();
                (t.from + TUMBLE_FRAME * (done as u32 + 1)).min(t.until)
            }),
            self.celebration.as_ref().map(|(_, t)| *t),
            instant,
        ]
        .into_iter()
        .flatten()
        .min()
    }

    /// Plays every CPU turn up to the next person's (or the end of the match) at once.
    fn skip_to_person(&mut self, ctx: &mut Ctx) {
        while let Some(seat) = self.game().current_seat() {
            if self.is_human(seat) || self.overlay.is_some() {
                break;
            }
            self.skip(ctx);
            if self.game().current_seat() == Some(seat) {
                // The CPU could not act (its table is still being prepared).
                break;
            }
        }
    }

    /// The next CPU speed, kept with the match.
    fn change_speed(&mut self, ctx: &mut Ctx) {
        if self.game().seat_ids().all(|s| self.is_human(s)) {
            self.say("No CPU is seated: there is no pace to change.", Tone::Info);
            return;
        }
        self.session
            .set_cpu_speed(self.options().cpu_speed.cycled(true));
        self.cpu_due = None;
        match self.save_now(ctx.store) {
            Ok(()) => self.say(
                format!("CPU speed: {}.", self.options().cpu_speed.label()),
                Tone::Info,
            ),
            Err(e) => self.say(
                format!(
                    "CPU speed: {} (not saved: {e}).",
                    self.options().cpu_speed.label()
                ),
                Tone::Bad,
            ),
        }
    }

    fn hint_wanted(&self) -> bool {
        self.options().hints
            && (self.hint_open
                || self
                    .human_turn()
                    .is_some_and(|s| self.options().coach_for(s.index()) == CoachMode::Always))
    }
}

/// "New personal best for Ana: 287 (was 265)": each person whose total in `game` beats every
/// total they had in `history` (under the same name, as a person, under the same rules; a
/// first match sets none).
pub fn personal_bests(history: &crate::store::History, game: &Match) -> Vec<String> {
    game.seat_ids()
        .filter_map(|seat| {
            let s = game.seat(seat)?;
            if s.kind != SeatKind::Human {
                return None;
            }
            // A Yatzy total and a Classic one are not the same measure: compare like with like,
            // as the statistics do.
            let previous = crate::store::best_total_of(history, &s.name, game.rules().name())?;
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
        Action::Score { b, .. } => format!("the score in {b}"),
        Action::Throw { dice } => format!("the throw {dice}"),
        Action::Record { b, points, .. } => format!("the {points} in {b}"),
        Action::Correct { b, .. } => format!("the correction of {b}"),
        Action::CorrectBonus { .. } => "the correction of the Yahtzee bonuses".to_string(),
    }
}
