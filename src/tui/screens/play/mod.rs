//! The match on screen: scorecard, dice, turn, CPU pacing, overlays, hints and the coach.
//!
//! The screen is a front end of a table ([`crate::table::Table`]): every action is asked of
//! the table through the screen's [`Door`], which applies it to a copy of the match, saves
//! the copy, and only then tells the screen what happened. A failed save at one keyboard
//! holds the action and the screen asks the player what to do.

mod advice;
mod asks;
mod commit;
mod cursor;
mod draw;
mod input;
mod keys;
mod pace;
mod screen;
mod typing;

use crate::l10n::t;
use std::time::Duration;

use ratatui::layout::Rect;

use crate::ai::PlanCache;
use crate::ai::shark::SharkCache;
use crate::game::{
    Action, CoachMode, Legal, LogEntry, Match, MatchOptions, SeatId, SeatKind, Session, TurnStory,
    UndoRefusal,
};
use crate::rules::{BoxId, Holds, Spot};
use crate::seats::Drivers;
use crate::store::{MatchId, Storage, StoreError};
pub use crate::table::personal_bests;
use crate::tui::keymap::Command;
/// What the play screen borrows from the app for one call: what every screen borrows.
pub use crate::tui::screens::Cx as Ctx;
use crate::tui::screens::text::TextView;
// Every name the match screen draws is the seat's name as shown ("Du" for "You"); what a
// seat is called in files stays as stored.
use crate::words::shown_seat_name as seat_name;

/// Whether `seat` is the person at the keyboard by the default name, spoken to ("your
/// turn") rather than named.
fn is_you(game: &Match, seat: SeatId) -> bool {
    game.seat(seat)
        .is_some_and(|s| s.name == crate::words::DEFAULT_NAME)
}
pub use asks::{Ask, Door, Finish, Link, News, TableEnd, link};
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
    fn label(self) -> String {
        match self {
            Button::Roll => t!("play-button-throw"),
            Button::Score => t!("play-button-score"),
            Button::Hint => t!("play-button-hint"),
            Button::Undo => t!("play-button-undo"),
            Button::Skip => t!("play-button-skip"),
            Button::Menu => t!("play-button-menu"),
        }
    }

    pub(crate) fn command(self) -> Command {
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

/// How many items the pause menu has (resume, CPU speed, rules, keys, main menu, quit).
pub const PAUSE_ITEMS: usize = 6;

/// The pause menu's items, in the language spoken.
pub fn pause_items() -> [String; PAUSE_ITEMS] {
    [
        t!("play-pause-resume"),
        t!("play-pause-cpu-speed"),
        t!("play-pause-rules"),
        t!("play-pause-keys"),
        t!("play-pause-main-menu"),
        t!("play-pause-quit"),
    ]
}

/// What the pause menu's items say instead while the match plays without saving.
pub fn unsaved_pause_items() -> [Option<String>; PAUSE_ITEMS] {
    [
        None,
        None,
        None,
        None,
        Some(t!("play-pause-main-menu-unsaved")),
        Some(t!("play-pause-quit-unsaved")),
    ]
}

/// What the pause menu's items say instead on a guest's screen at a hosted table.
pub fn guest_pause_items() -> [Option<String>; PAUSE_ITEMS] {
    [
        None,
        Some(t!("play-pause-cpu-speed-guest")),
        None,
        None,
        Some(t!("play-pause-leave-table")),
        Some(t!("play-pause-leave-and-quit")),
    ]
}

/// How many choices a failed save offers (retry, play on unsaved, quit).
pub const SAVE_FAILED_ITEMS: usize = 3;

/// The choices after a failed save, in the language spoken.
pub fn save_failed_items() -> [String; SAVE_FAILED_ITEMS] {
    [
        t!("play-save-failed-retry"),
        t!("play-save-failed-play-on"),
        t!("play-save-failed-quit"),
    ]
}

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
    /// A write failed: a move is held until the player answers (`held_move`), or a new
    /// match's first write failed.
    SaveFailed {
        message: String,
        held_move: bool,
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
    /// The match as the table last told it: a mirror, changed only by the table's news.
    session: Session,
    /// The way to the table this screen is a front end of.
    door: Door,
    /// Which seats people at this keyboard play; every other seat is played at the table
    /// and only watched from here.
    drivers: Drivers,
    pub cursor: Spot,
    /// On a card of several columns: the seat whose columns are shown, when not the seat to
    /// play (one key away).
    pub viewed: Option<SeatId>,
    pub status: Option<(String, Tone)>,
    pub overlay: Option<Overlay>,
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
    /// The CPU to play is preparing (its percentage), or cannot play (0), as the table says.
    thinking: Option<u8>,
    plans: Option<PlanCache>,
    /// On a card of several columns: the columns' values and the turn's estimated plan.
    columns: Option<(
        std::sync::Arc<crate::ai::columns::ColumnValues>,
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
    /// When the match ended (its last placement): the history and the result card both say
    /// this time, however long the results stay on screen.
    pub finished_unix: Option<u64>,
    /// New personal bests set by this match, for the results screen.
    pub personal_bests: Vec<String>,
    /// The match told turn by turn, at the position identified as for `odds`.
    turns: Option<(u64, Vec<TurnStory>)>,
    /// How many of the newest log entries are scrolled past.
    log_scroll: usize,
    /// At a hosted table, the host's title line: how guests join, who is here; the host's
    /// loop keeps it current.
    pub banner: Option<std::rc::Rc<std::cell::RefCell<String>>>,
    /// At a hosted table, what the host's keys overlay says of it first: whether other
    /// machines reach it, how to join, the code and the host key's fingerprint.
    pub table_info: Option<Vec<String>>,
}

impl Play {
    /// A match at one keyboard: the screen is the one front end of a table of its own,
    /// playing every person's seat.
    pub fn new(session: Session) -> Play {
        let plays: Vec<SeatId> = session
            .game()
            .seat_ids()
            .filter(|&s| session.is_person(s))
            .collect();
        let drivers = Drivers::at_front(&session, &plays);
        let door = Door::here(crate::table::Table::at_one_terminal(session.clone()), plays);
        Play::with_door(session, drivers, door)
    }

    fn with_door(session: Session, drivers: Drivers, door: Door) -> Play {
        let mut play = Play {
            door,
            cursor: Spot::first(BoxId::Ones),
            viewed: None,
            session,
            drivers,
            status: None,
            overlay: None,
            fresh: None,
            tumble: None,
            entry: String::new(),
            card_note: None,
            hint_open: false,
            chosen: false,
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
            finished_unix: None,
            personal_bests: Vec::new(),
            banner: None,
            table_info: None,
        };
        play.reset_cursor();
        play.offer_handover();
        play
    }

    /// The match's name in the store, and in `yahtzee resume <ID>`.
    pub fn match_id(&self) -> MatchId {
        MatchId::of(&self.session)
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

    /// Whether the table here plays `seat` by itself (a CPU).
    fn drives(&self, seat: SeatId) -> bool {
        self.door.plays_by_itself(seat)
    }

    /// Whether a CPU plays `seat` (here, or at the table this screen is a front end of).
    fn is_cpu(&self, seat: SeatId) -> bool {
        self.drives(seat)
            || self
                .game()
                .seat(seat)
                .is_some_and(|s| matches!(s.kind, SeatKind::Cpu(_)))
    }

    /// The seat to play, if it is a person's turn.
    pub fn human_turn(&self) -> Option<SeatId> {
        self.game().current_seat().filter(|&s| self.is_human(s))
    }

    /// Shows a problem the player must hear of in the status line.
    pub fn say_problem(&mut self, text: &str) {
        self.say(text, Tone::Bad);
    }

    /// Tells the player something in the status line.
    pub fn say_info(&mut self, text: &str) {
        self.say(text, Tone::Info);
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
            // Whoever takes the keyboard sees no advice they did not ask for.
            self.hint_open = false;
            let undo = self
                .undo_offer_as(true)
                .ok()
                .map(|(by, _)| by)
                .filter(|&by| by != seat);
            self.overlay = Some(Overlay::Handover { seat, undo });
        }
    }

    fn hint_wanted(&self) -> bool {
        // A guest's hints are for their own turn: during another's they would coach that
        // player from elsewhere.
        if self.is_guest() && self.human_turn().is_none() {
            return false;
        }
        // Nor are anyone's hints for a CPU's turn: listed there, its options would read as
        // advice for the person watching. The log shows what the CPU does instead, and the
        // hints come back on the person's next turn (`hint_open` is left as it was).
        if self
            .game()
            .current_seat()
            .is_some_and(|s| !self.session.is_person(s))
        {
            return false;
        }
        self.options().hints
            && (self.hint_open
                || self
                    .human_turn()
                    .is_some_and(|s| self.options().coach_for(s.index()) == CoachMode::Always))
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => {
            let text = first.to_uppercase().chain(c).collect::<String>();
            // A message that is already a sentence keeps its own ending.
            if text.ends_with(['.', '!', '?']) {
                text
            } else {
                text + "."
            }
        }
        None => String::new(),
    }
}

/// A log entry in words, for undo messages: `form` is "the" for a sentence of its own
/// ("the score in Full house"), "bare" after a name ("Ana's score in Full house").
pub fn describe_entry(entry: &LogEntry, layout: crate::rules::Layout, form: &str) -> String {
    let spot = |b, column| crate::words::spot_name(layout, Spot::new(column, b));
    match entry.action {
        Action::Roll => t!("play-undone-roll", form = form),
        // Undo reverses the change whichever way it went, so it names neither.
        Action::ToggleHold { die } => {
            t!("play-undone-hold", form = form, die = (die.get() + 1))
        }
        Action::Score { b, column } => t!("play-undone-score", form = form, spot = spot(b, column)),
        Action::Throw { dice, .. } => {
            t!("play-undone-throw", form = form, dice = dice.to_string())
        }
        Action::Record {
            b, column, points, ..
        } => t!(
            "play-undone-points",
            form = form,
            points = points,
            spot = spot(b, column)
        ),
        Action::Correct { b, column, .. } => {
            t!(
                "play-undone-correction",
                form = form,
                spot = spot(b, column)
            )
        }
        Action::CorrectBonus { .. } => t!(
            "play-undone-correction-bonus",
            form = form,
            spot = layout.label(layout.five_of_a_kind_box())
        ),
    }
}
