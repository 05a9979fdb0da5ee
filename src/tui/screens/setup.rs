//! Match setup: seats (name, human or CPU and its level, coach), the rules preset and every
//! setting, and the match options.
//!
//! What is chosen here is offered again next time, except practice (a practice match is asked
//! for each time, never carried over unseen). Because a remembered choice can surprise, every
//! row whose value differs from the defaults carries a marker, and one key puts the rules and
//! options back to the defaults while keeping the seats. The defaults are the built-in table
//! with the config file's `[defaults]` over it.
//!
//! Names and numbers are typed in a field opened with Enter: a name offers the people the
//! history knows (with their record), a number says its range and still steps with ←/→.
//! The list scrolls with signs for the rows above and below, and the Start row stays pinned
//! at the bottom so it is always one key away.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::game::{
    Level, MAX_NAME_CHARS, MAX_SEATS, MatchSetup, Seat, SeatKind, cpu_name, validate_new_seats,
};
use crate::l10n::{Lang, t};
use crate::rules::{Domain, Layout, Preset, Ruleset, SettingKey};
use crate::store::{CoachMeasure, CoachMode, LastSetup, MatchOptions, OwnPreset};
use crate::tui::keymap::{Command, Context, Keymap};
use crate::tui::theme::Theme;
use crate::tui::widgets::{display_width, frame, put, put_line, wrap};
use crate::words::shown_name;

mod presets_popup;
pub use presets_popup::PresetsPopup;

#[derive(Clone, Debug, PartialEq)]
pub struct SeatDraft {
    pub name: String,
    pub kind: SeatKind,
    pub coach: CoachMode,
    /// A person who throws real dice and types them in.
    pub real_dice: bool,
    /// A person who joins over SSH (only when the match is hosted).
    pub joins: bool,
    /// The person's name while the seat is a CPU for a moment, so that making it a person
    /// again gives back "You" rather than a new "Player 2".
    pub person_name: Option<String>,
}

/// A field being typed into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// A seat's name.
    Name(usize),
    /// A numeric rules setting.
    Number(SettingKey),
    /// The coach's threshold (in halves).
    Threshold,
}

/// The text typed into a field so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editing {
    pub field: Field,
    pub text: String,
    /// The name the field opened with, selected: the first character typed replaces it and
    /// Backspace clears it, so "Player 3" is never left in front of what is typed.
    pub selected: bool,
    /// The offered name moved to with ↓/↑ (an index into `Setup::matches`); Enter and Tab
    /// take it. None until the player moves to one, so Enter keeps what was typed.
    pub pick: Option<usize>,
}

/// A person the history knows, offered while a seat's name is typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Known {
    pub name: String,
    pub games: u32,
    pub wins: u32,
    pub best: u32,
}

impl Known {
    /// "Ana — 12 played, 5 won, best 287".
    pub fn record(&self) -> String {
        let (name, games, wins, best) = (self.name.as_str(), self.games, self.wins, self.best);
        t!(
            "setup-known-record",
            name = name,
            games = games,
            wins = wins,
            best = best
        )
    }
}

/// The people (never CPUs) in a history, those who played most first.
pub fn known_people(history: &crate::store::History) -> Vec<Known> {
    let mut people: Vec<Known> = crate::store::stats::player_stats(history)
        .into_iter()
        .filter(|p| p.kind == SeatKind::Human && p.games > 0)
        .map(|p| Known {
            name: p.name,
            games: p.games,
            wins: p.wins,
            best: p.best_total,
        })
        .collect();
    people.sort_by(|a, b| b.games.cmp(&a.games).then_with(|| a.name.cmp(&b.name)));
    people
}

/// The coach's threshold range, in points or percentage points, stepped by halves.
const THRESHOLD_MIN: f64 = 0.5;
const THRESHOLD_MAX: f64 = 20.0;

/// A typed threshold, if it is a number in range on a half step. A decimal comma is read as
/// the point: a German, French, Spanish or Swedish player writes 2,5.
fn parse_threshold(text: &str) -> Option<f64> {
    let t: f64 = text.trim().replace(',', ".").parse().ok()?;
    let halves = t * 2.0;
    (t.is_finite() && (THRESHOLD_MIN..=THRESHOLD_MAX).contains(&t) && halves == halves.round())
        .then_some(t)
}

/// A setting's value as setup shows it: yes/no as every other row says it.
fn shown_setting(value: crate::rules::SettingValue) -> String {
    use crate::rules::{JokerRule, KindsScore, Layout, SettingValue};
    // English keeps the words the config file and `--set` take; the others are words.
    match value {
        SettingValue::Flag(b) => yes_no(b),
        SettingValue::Number(n) => n.to_string(),
        SettingValue::Kinds(KindsScore::All) => t!("setup-value-kinds-all"),
        SettingValue::Kinds(KindsScore::Matching) => t!("setup-value-kinds-matching"),
        SettingValue::Joker(JokerRule::Forced) => t!("setup-value-joker-forced"),
        SettingValue::Joker(JokerRule::Free) => t!("setup-value-joker-free"),
        SettingValue::Joker(JokerRule::Off) => t!("setup-value-joker-off"),
        SettingValue::Layout(Layout::Classic) => t!("setup-value-layout-classic"),
        SettingValue::Layout(Layout::Yatzy) => t!("setup-value-layout-yatzy"),
        SettingValue::Layout(Layout::Triple) => t!("setup-value-layout-triple"),
        SettingValue::Layout(Layout::ThreeColumn) => t!("setup-value-layout-three-column"),
    }
}

/// A setting's range as setup shows it.
fn shown_range(key: SettingKey) -> String {
    match key.domain() {
        Domain::Flag => t!("setup-range-yes-no"),
        _ => key.range_text(),
    }
}

/// The coach's Warn setting, by the name its row shows.
fn warn() -> String {
    CoachMode::Warn.shown().to_string()
}

/// Yes or no, as every row of setup says it.
fn yes_no(b: bool) -> String {
    if b { t!("setup-yes") } else { t!("setup-no") }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    Name(usize),
    Kind(usize),
    Coach(usize),
    /// Dice on screen or real dice, for a person's seat.
    Dice(usize),
    AddSeat,
    Preset,
    Setting(SettingKey),
    Pad,
    /// Every seat throws the same dice (the same tape).
    SameDice,
    Speed,
    Practice,
    Undo,
    Measure,
    Threshold,
    Odds,
    Hints,
    First,
    /// The language the game speaks: changed at once, and remembered.
    Language,
    Start,
}

/// Who throws first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstThrower {
    /// The seat at this position (0-based) in the list above.
    Seat(usize),
    /// Drawn by lot when the match starts.
    Draw,
}

/// Why an option does nothing with the seats, card and other options chosen. Such a row is
/// drawn greyed and refuses changes; its value is kept for when it applies again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unused {
    /// The coach, its measure and threshold: hints and coach are off for the match.
    HintsOff,
    /// The coach's measure and threshold: a score pad has no dice whose holds and boxes the
    /// coach could judge.
    NoDice,
    /// A seat's kind: a score pad has people only.
    PeopleOnly,
    /// The coach's measure and threshold: only a coach on Warn reads them.
    NoWarnCoach,
    /// The chance to win (shown, or as the coach's measure) and the first thrower.
    OneSeat,
    /// The chance to win as the coach's measure: a card of several columns has no exact one
    /// (and shown, one without a calibrated estimate: Triple, or other settings).
    NoExactOdds,
    /// The CPU speed.
    NoCpu,
    /// Undo: it takes back people's moves only.
    NoPerson,
    /// The score pad: a CPU needs dice.
    CpuSeated,
    /// Same dice: a score pad has no dice to deal.
    PadNoDice,
    /// Same dice: a seat throws real dice, which nothing deals.
    RealDice,
}

impl Unused {
    /// What the greyed row says, short enough for the value column of an 80-column screen.
    pub fn tag(self) -> String {
        match self {
            Unused::HintsOff => t!("setup-unused-tag-hints-off"),
            Unused::NoDice | Unused::PeopleOnly | Unused::PadNoDice => {
                t!("setup-unused-tag-score-pad")
            }
            Unused::NoWarnCoach => t!("setup-unused-tag-no-warn-coach", warn = (warn())),
            Unused::OneSeat => t!("setup-unused-tag-one-seat"),
            Unused::NoExactOdds => t!("setup-unused-tag-not-on-card"),
            Unused::NoCpu => t!("setup-unused-tag-no-cpu"),
            Unused::NoPerson => t!("setup-unused-tag-no-person"),
            Unused::CpuSeated => t!("setup-unused-tag-cpu-seated"),
            Unused::RealDice => t!("setup-unused-tag-real-dice"),
        }
    }

    /// Why the row does nothing, as a clause that "Not used now:" and a refusal end with.
    fn reason(self) -> String {
        match self {
            Unused::HintsOff => t!("setup-unused-hints-off"),
            Unused::NoDice => t!("setup-unused-no-dice"),
            Unused::PeopleOnly => t!("setup-unused-people-only"),
            Unused::NoWarnCoach => t!("setup-unused-no-warn-coach", warn = (warn())),
            Unused::OneSeat => t!("setup-unused-one-seat"),
            Unused::NoExactOdds => t!("setup-unused-no-exact-odds"),
            Unused::NoCpu => t!("setup-unused-no-cpu"),
            Unused::NoPerson => t!("setup-unused-no-person"),
            Unused::CpuSeated => t!("setup-unused-cpu-seated"),
            Unused::PadNoDice => t!("setup-unused-pad-no-dice"),
            Unused::RealDice => t!("setup-unused-real-dice"),
        }
    }

    /// What makes the row do something again, as a refusal says it.
    fn remedy(self) -> String {
        match self {
            Unused::HintsOff => t!("setup-remedy-allow-hints"),
            Unused::NoDice | Unused::PeopleOnly | Unused::PadNoDice => {
                t!("setup-remedy-pad-off")
            }
            Unused::NoWarnCoach => t!("setup-remedy-warn-coach", warn = (warn())),
            Unused::OneSeat => t!("setup-remedy-add-seat"),
            Unused::NoExactOdds => t!("setup-remedy-one-column"),
            Unused::NoCpu => t!("setup-remedy-make-cpu"),
            Unused::NoPerson => t!("setup-remedy-make-person"),
            Unused::CpuSeated => t!("setup-remedy-every-person"),
            Unused::RealDice => t!("setup-remedy-dice-on-screen"),
        }
    }
}

pub enum Outcome {
    Stay,
    Back,
    Start(MatchSetup, MatchOptions),
}

#[derive(Clone, Debug)]
pub struct Setup {
    pub seats: Vec<SeatDraft>,
    pub rules: Ruleset,
    pub options: MatchOptions,
    pub seed: Option<u64>,
    pub cursor: usize,
    pub scroll: usize,
    /// The field being typed into, if one is open.
    pub editing: Option<Editing>,
    pub error: Option<String>,
    /// What the last key did when the screen would not show it otherwise (defaults restored).
    pub note: Option<String>,
    pub first: FirstThrower,
    /// The match will be hosted (`yahtzee host`): a person's seat may join over SSH.
    pub hosting: bool,
    /// What the rules and options return to, and what the markers compare with.
    pub defaults: LastSetup,
    /// The people the history knows, offered while a name is typed.
    pub known: Vec<Known>,
    /// The player's own presets, offered after the built-in ones (see `presets_popup`).
    pub own: Vec<OwnPreset>,
    /// Which own preset the rules were last set from, so the Rules row names it.
    pub own_chosen: Option<usize>,
    /// The popup that saves, uses, renames and deletes own presets, while open.
    pub popup: Option<PresetsPopup>,
    /// Every seat throws the same dice.
    pub same_dice: bool,
    /// A language chosen on the Language row, for the app to speak and remember (taken
    /// once: the screen answers with [`super::Step::Language`]).
    pub language_chosen: Option<Lang>,
}

/// "Player 2": the first such name no other seat uses (a seat's position is a good default),
/// in the language spoken.
fn player_name(others: &[Seat]) -> String {
    (others.len() + 1..)
        .chain(1..)
        .map(|n| t!("setup-player-name", number = n))
        .find(|name| !others.iter().any(|s| s.name.eq_ignore_ascii_case(name)))
        .unwrap_or_else(|| t!("setup-player-name", number = 0))
}

/// The name the only person at a table goes by. It stays "You" in every language: the match
/// screens speak to the seat of that name ("Your turn"), and a remembered setup keeps it.
const YOU: &str = "You";

/// Whether `name` is one setup numbered by itself ("Player 3") in any language the game
/// speaks: a name remembered in German is still automatic when English is spoken.
fn is_automatic_person_name(name: &str) -> bool {
    Lang::SHIPPED.iter().any(|&lang| {
        crate::l10n::speaking(lang, None, || {
            (1..=99u8).any(|n| name == t!("setup-player-name", number = n))
        })
    })
}

/// The default table: you and one Strong CPU under Classic rules.
pub fn default_setup() -> LastSetup {
    LastSetup {
        rules: Ruleset::CLASSIC,
        seats: vec![Seat::human(YOU), Seat::cpu("Strong CPU", Level::Strong)],

        options: MatchOptions::default(),
        same_dice: false,
        language: None,
    }
}

impl Setup {
    pub fn new(last: &LastSetup, seed: Option<u64>) -> Setup {
        let seats = last
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatDraft {
                name: s.name.clone(),
                kind: s.kind,
                coach: last.options.coach_for(i),
                real_dice: last.options.real_dice_for(i),
                joins: false,
                person_name: None,
            })
            .collect();
        let start = 0;
        Setup {
            seats,
            rules: last.rules,
            options: last.options.clone(),
            seed,
            cursor: start,
            scroll: 0,
            editing: None,
            error: None,
            note: None,
            first: FirstThrower::Seat(0),
            hosting: false,
            defaults: default_setup(),
            known: Vec::new(),
            own: Vec::new(),
            own_chosen: None,
            popup: None,
            same_dice: last.same_dice,
            language_chosen: None,
        }
    }

    /// This setup comparing with (and returning to) `defaults` rather than the built-in ones.
    pub fn with_defaults(mut self, defaults: LastSetup) -> Setup {
        self.defaults = defaults;
        self
    }

    /// This setup offering `known` people while a name is typed.
    pub fn with_known(mut self, known: Vec<Known>) -> Setup {
        self.known = known;
        self
    }

    /// This setup for a hosted match: the seats that joined over SSH last time do again.
    pub fn hosted(mut self, last: &LastSetup) -> Setup {
        self.hosting = true;
        for (i, seat) in self.seats.iter_mut().enumerate() {
            seat.joins = seat.kind == SeatKind::Human && last.options.joins_for(i);
            if seat.joins {
                seat.real_dice = false;
            }
        }
        self
    }

    pub fn rows(&self) -> Vec<Row> {
        let mut rows = Vec::new();
        for (i, seat) in self.seats.iter().enumerate() {
            rows.push(Row::Name(i));
            rows.push(Row::Kind(i));
            if seat.kind == SeatKind::Human {
                rows.push(Row::Coach(i));
                // A guest's dice are thrown on screen: the host cannot see their table.
                if !self.options.score_pad && !seat.joins {
                    rows.push(Row::Dice(i));
                }
            }
        }
        if self.seats.len() < MAX_SEATS {
            rows.push(Row::AddSeat);
        }
        rows.push(Row::Preset);
        // Only the settings the chosen card uses: a Yatzy card has no Joker to set.
        rows.extend(
            SettingKey::ALL
                .iter()
                .filter(|k| k.applies(self.rules.layout()))
                .map(|&k| Row::Setting(k)),
        );
        rows.extend([
            Row::Pad,
            Row::Speed,
            Row::Practice,
            Row::Undo,
            Row::Measure,
            Row::Threshold,
            Row::Odds,
            Row::Hints,
            Row::First,
            Row::SameDice,
        ]);
        // The host's window speaks its own language, as each guest's does: not set here.
        if !self.hosting {
            rows.push(Row::Language);
        }
        rows.push(Row::Start);
        rows
    }

    /// Why `row` does nothing with what is chosen now, if it does nothing.
    pub fn unused(&self, row: Row) -> Option<Unused> {
        let cpu = self.seats.iter().any(|s| s.kind != SeatKind::Human);
        let person = self.seats.iter().any(|s| s.kind == SeatKind::Human);
        let one_seat = self.seats.len() < 2;
        let warn = self
            .seats
            .iter()
            .any(|s| s.kind == SeatKind::Human && s.coach == CoachMode::Warn);
        // The measure and threshold are read only when a coach on Warn judges a move.
        let judging = if !self.options.hints {
            Some(Unused::HintsOff)
        } else if self.options.score_pad {
            Some(Unused::NoDice)
        } else if !warn {
            Some(Unused::NoWarnCoach)
        } else {
            None
        };
        match row {
            Row::Coach(_) if !self.options.hints => Some(Unused::HintsOff),
            // A CPU seat on a score pad stays changeable, so a setup stored that way can be
            // mended here.
            Row::Kind(i) if self.options.score_pad && self.seats[i].kind == SeatKind::Human => {
                Some(Unused::PeopleOnly)
            }
            Row::Pad if !self.options.score_pad && cpu => Some(Unused::CpuSeated),
            Row::Speed if !cpu => Some(Unused::NoCpu),
            Row::Undo if !person => Some(Unused::NoPerson),
            Row::Threshold => judging,
            Row::Measure => judging.or(self.no_chance_to_win()),
            Row::Odds => self.no_chance_to_show(),
            Row::First if one_seat => Some(Unused::OneSeat),
            Row::SameDice if one_seat => Some(Unused::OneSeat),
            Row::SameDice if self.options.score_pad => Some(Unused::PadNoDice),
            Row::SameDice
                if self
                    .seats
                    .iter()
                    .any(|s| s.real_dice && s.kind == SeatKind::Human) =>
            {
                Some(Unused::RealDice)
            }
            _ => None,
        }
    }

    /// Why the match will have no chance to win to show or to judge by, if it will not.
    fn no_chance_to_win(&self) -> Option<Unused> {
        if self.seats.len() < 2 {
            Some(Unused::OneSeat)
        } else if self.rules.layout().is_multi_column() {
            Some(Unused::NoExactOdds)
        } else {
            None
        }
    }

    /// Why the match will have no chance to win to show, if it will not: on a card of several
    /// columns the card shows an estimate where one is calibrated (`ai::odds::estimate`).
    fn no_chance_to_show(&self) -> Option<Unused> {
        if self.seats.len() < 2 {
            Some(Unused::OneSeat)
        } else if self.rules.layout().is_multi_column()
            && !crate::ai::odds::estimate::supports(&self.rules)
        {
            Some(Unused::NoExactOdds)
        } else {
            None
        }
    }

    /// What the coach's threshold is measured in during the match: without a chance to win
    /// to compare, the coach judges by points whatever is stored.
    fn measure_in_effect(&self) -> CoachMeasure {
        match self.no_chance_to_win() {
            Some(_) => CoachMeasure::Points,
            None => self.options.coach_measure,
        }
    }

    /// The message for a change refused on `row`.
    fn refusal(&self, row: Row, why: Unused) -> String {
        let label = self.label(row);
        let label = label.trim();
        let mut name: String = label.chars().take(1).flat_map(char::to_uppercase).collect();
        name.extend(label.chars().skip(1));
        let (reason, remedy) = (why.reason(), why.remedy());
        t!(
            "setup-refused-unused",
            row = name,
            reason = reason,
            remedy = remedy
        )
    }

    fn current(&self) -> Row {
        let rows = self.rows();
        rows[self.cursor.min(rows.len() - 1)]
    }

    /// What the seats and options come to, as remembered for next time.
    pub fn as_last(&self) -> LastSetup {
        let mut options = self.options.clone();
        options.coach = self.seats.iter().map(|s| s.coach).collect();
        options.real_dice = if self.options.score_pad {
            Vec::new()
        } else {
            self.seats
                .iter()
                .map(|s| s.real_dice && s.kind == SeatKind::Human)
                .collect()
        };
        if !options.real_dice.iter().any(|&r| r) {
            options.real_dice.clear();
        }
        options.joining = self
            .seats
            .iter()
            .map(|s| self.hosting && s.joins && s.kind == SeatKind::Human)
            .collect();
        if !options.joining.iter().any(|&j| j) {
            options.joining.clear();
        }
        LastSetup {
            rules: self.rules,
            seats: self
                .seats
                .iter()
                .map(|s| Seat {
                    name: s.name.trim().to_string(),
                    kind: s.kind,
                })
                .collect(),
            options,
            same_dice: self.same_dice,
            language: None,
        }
    }

    /// A seat whose name was given automatically gets the automatic name of its new kind
    /// ("Strong CPU", "Player 2"), so a person is never left called "Perfect CPU"; a name
    /// someone typed is kept.
    fn rename_if_automatic(seat: &mut SeatDraft, old: SeatKind, others: &[Seat]) {
        let automatic = match old {
            SeatKind::Human => seat.name == YOU || is_automatic_person_name(&seat.name),
            // In whichever language it was made ("Anfänger-PC 2"): a German table's CPU
            // called "Beginner" must not go on playing Perfect under that name.
            SeatKind::Cpu(_) => crate::words::is_automatic_cpu(&seat.name),
        };
        if !automatic {
            return;
        }
        if old == SeatKind::Human && seat.kind != SeatKind::Human {
            seat.person_name = Some(seat.name.clone());
        }
        let kept = seat
            .person_name
            .clone()
            .filter(|n| !others.iter().any(|o| o.name.eq_ignore_ascii_case(n)));
        seat.name = match seat.kind {
            // Numbered apart from the names the others show: a German table must not seat
            // "Starker PC" beside a remembered "Strong CPU", which reads the same.
            SeatKind::Cpu(level) => {
                let shown: Vec<Seat> = others
                    .iter()
                    .map(|o| Seat {
                        name: shown_name(&o.name).into_owned(),
                        kind: o.kind,
                    })
                    .collect();
                cpu_name(level, &shown)
            }
            SeatKind::Human if kept.is_some() && old != SeatKind::Human => kept.unwrap_or_default(),
            SeatKind::Human if seat.name == YOU => YOU.to_string(),
            // The only person at a table of CPUs is "You", as at the default table, even
            // when the setup was remembered with every seat a CPU.
            SeatKind::Human
                if !others
                    .iter()
                    .any(|o| o.kind == SeatKind::Human || o.name.eq_ignore_ascii_case(YOU)) =>
            {
                YOU.to_string()
            }
            SeatKind::Human => player_name(others),
        };
    }

    fn change(&mut self, forward: bool) {
        let row = self.current();
        if let Some(why) = self.unused(row) {
            self.error = Some(self.refusal(row, why));
            return;
        }
        match row {
            Row::Kind(i) => self.change_kind(i, forward),
            Row::Coach(i) => self.seats[i].coach = self.seats[i].coach.cycled(forward),
            Row::Dice(i) => self.seats[i].real_dice = !self.seats[i].real_dice,
            Row::Pad => self.options.score_pad = !self.options.score_pad,
            Row::SameDice => self.same_dice = !self.same_dice,
            Row::Preset => self.next_rules(forward),
            Row::Setting(key) => {
                let step = match key.domain() {
                    Domain::Number { max, .. } if max > 200 => 5,
                    _ => 1,
                };
                self.rules = self.rules.stepped(key, forward, step);
            }
            Row::Speed => self.options.cpu_speed = self.options.cpu_speed.cycled(forward),
            Row::Practice => self.options.practice = !self.options.practice,
            Row::Undo => self.options.undo = !self.options.undo,
            Row::Odds => self.options.show_odds = !self.options.show_odds,
            Row::Hints => self.options.hints = !self.options.hints,
            Row::First => {
                let order: Vec<FirstThrower> = (0..self.seats.len())
                    .map(FirstThrower::Seat)
                    .chain(std::iter::once(FirstThrower::Draw))
                    .collect();
                self.first = crate::cycle(&order, self.first, forward);
            }
            Row::Measure => {
                self.options.coach_measure = match self.options.coach_measure {
                    CoachMeasure::Points => CoachMeasure::ChanceToWin,
                    CoachMeasure::ChanceToWin => CoachMeasure::Points,
                }
            }
            Row::Threshold => {
                let t = self.options.coach_threshold + if forward { 0.5 } else { -0.5 };
                self.options.coach_threshold = t.clamp(THRESHOLD_MIN, THRESHOLD_MAX);
            }
            Row::Language => {
                // From the language spoken (the pseudo-language, for testing, is never
                // offered: it steps on to English).
                let now = crate::l10n::current();
                let now = if Lang::SHIPPED.contains(&now) {
                    now
                } else {
                    Lang::En
                };
                self.language_chosen = Some(crate::cycle(&Lang::SHIPPED, now, forward));
            }
            Row::Name(_) | Row::AddSeat | Row::Start => {}
        }
    }

    /// A seat's kind stepped: a person here, a person joining (when hosted), each CPU level;
    /// an automatic name follows the new kind.
    fn change_kind(&mut self, i: usize, forward: bool) {
        // (kind, joins over SSH): a person here, a person joining (when hosted), a CPU.
        let order: Vec<(SeatKind, bool)> = std::iter::once((SeatKind::Human, false))
            .chain(self.hosting.then_some((SeatKind::Human, true)))
            .chain(Level::ALL.iter().map(|&l| (SeatKind::Cpu(l), false)))
            .collect();
        let old = self.seats[i].kind;
        let now = (old, self.seats[i].joins);
        let (kind, joins) = crate::cycle(&order, now, forward);
        self.seats[i].kind = kind;
        self.seats[i].joins = joins;
        if joins {
            self.seats[i].real_dice = false;
        }
        let others: Vec<Seat> = self
            .seats
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .map(|(_, s)| Seat {
                name: s.name.clone(),
                kind: s.kind,
            })
            .collect();
        Setup::rename_if_automatic(&mut self.seats[i], old, &others);
    }

    /// Where the rules stand in the Rules row's cycle (the built-in presets, then the own):
    /// the own preset they were set from while they still equal it, else a built-in one
    /// they equal, else an own one they equal.
    fn preset_position(&self) -> Option<usize> {
        let n = Preset::ALL.len();
        let own_at = |i: usize| self.own.get(i).is_some_and(|o| o.rules == self.rules);
        if let Some(i) = self.own_chosen.filter(|&i| own_at(i)) {
            return Some(n + i);
        }
        if let Some(p) = self.rules.matching_preset() {
            return Preset::ALL.iter().position(|&q| q == p);
        }
        (0..self.own.len()).find(|&i| own_at(i)).map(|i| n + i)
    }

    /// The Rules row stepped: the next (or previous) of the built-in and own presets; custom
    /// rules go back to their card's built-in preset.
    fn next_rules(&mut self, forward: bool) {
        let n = Preset::ALL.len();
        let total = n + self.own.len();
        let next = match self.preset_position() {
            Some(at) if forward => (at + 1) % total,
            Some(at) => (at + total - 1) % total,
            None => {
                self.rules = Ruleset::preset(self.next_preset(forward));
                self.own_chosen = None;
                return;
            }
        };
        match next
            .checked_sub(n)
            .and_then(|i| self.own.get(i).map(|o| (i, o.rules)))
        {
            Some((i, rules)) => {
                self.rules = rules;
                self.own_chosen = Some(i);
            }
            None => {
                self.rules = Ruleset::preset(Preset::ALL[next.min(n - 1)]);
                self.own_chosen = None;
            }
        }
    }

    /// The name the Rules row shows: an own preset's while the rules are still its.
    fn rules_name(&self) -> String {
        match self
            .preset_position()
            .and_then(|at| at.checked_sub(Preset::ALL.len()))
        {
            Some(i) => self.own[i].name.as_str().to_string(),
            None => self.rules.shown_name().to_string(),
        }
    }

    /// The preset after (or before) the rules' own; custom rules go back to their card's.
    fn next_preset(&self, forward: bool) -> Preset {
        let all = Preset::ALL;
        let n = all.len();
        match self.rules.matching_preset() {
            Some(p) => {
                let at = all.iter().position(|&q| q == p).unwrap_or(0);
                all[if forward {
                    (at + 1) % n
                } else {
                    (at + n - 1) % n
                }]
            }
            None if self.rules.layout() == Layout::Yatzy => Preset::Yatzy,
            None => Preset::Classic,
        }
    }

    fn add_seat(&mut self) {
        if self.seats.len() >= MAX_SEATS {
            self.error = Some(t!("setup-seats-at-most", count = MAX_SEATS));
        } else {
            let others: Vec<Seat> = self
                .seats
                .iter()
                .map(|s| Seat {
                    name: s.name.clone(),
                    kind: s.kind,
                })
                .collect();
            self.seats.push(SeatDraft {
                name: player_name(&others),
                kind: SeatKind::Human,
                coach: CoachMode::Off,
                // A new person throws as the others at the table do.
                real_dice: self.seats.iter().any(|s| s.real_dice),
                joins: false,
                person_name: None,
            });
            // The new seat's name is the next thing to give.
            let new = Row::Name(self.seats.len() - 1);
            if let Some(at) = self.rows().iter().position(|&r| r == new) {
                self.cursor = at;
            }
        }
    }

    fn remove_seat(&mut self) {
        let seat = match self.current() {
            Row::Name(i) | Row::Kind(i) | Row::Coach(i) | Row::Dice(i) => i,
            _ => return,
        };
        if self.seats.len() > 1 {
            self.seats.remove(seat);
            self.cursor = self.cursor.min(self.rows().len() - 1);
        } else {
            self.error = Some(t!("setup-seats-at-least-one"));
        }
    }

    fn try_start(&mut self) -> Outcome {
        let mut last = self.as_last();
        // The names may come from the last setup, saved by a release that let invisible
        // characters in: shown escaped, and refused for a new match.
        if let Err(e) = validate_new_seats(&last.seats) {
            let reason = e.to_string();
            self.error = Some(t!("setup-cannot-start", reason = reason));
            return Outcome::Stay;
        }
        if last.options.score_pad && last.seats.iter().any(|s| s.kind != SeatKind::Human) {
            self.error = Some(t!("setup-cannot-start-pad-with-cpu"));
            return Outcome::Stay;
        }
        let seed = self.seed.unwrap_or_else(rand::random);
        // The first thrower leads the seat order; the others keep theirs after it.
        let first = match self.first {
            FirstThrower::Seat(i) => i.min(last.seats.len() - 1),
            FirstThrower::Draw => {
                (crate::ai::arena::game_seed(seed, 0xF1) % last.seats.len() as u64) as usize
            }
        };
        last.seats.rotate_left(first);
        let mut coach = last.options.coach.clone();
        coach.resize(last.seats.len(), CoachMode::Off);
        coach.rotate_left(first);
        last.options.coach = coach;
        if !last.options.real_dice.is_empty() {
            let mut real = last.options.real_dice.clone();
            real.resize(last.seats.len(), false);
            real.rotate_left(first);
            last.options.real_dice = real;
        }
        if !last.options.joining.is_empty() {
            let mut joining = last.options.joining.clone();
            joining.resize(last.seats.len(), false);
            joining.rotate_left(first);
            last.options.joining = joining;
        }
        Outcome::Start(
            MatchSetup {
                rules: last.rules,
                seats: last.seats,
                seed,
                // Kept for next time even where it does not apply, as every greyed row is.
                same_dice: last.same_dice && self.unused(Row::SameDice).is_none(),
            },
            last.options,
        )
    }

    pub fn handle(&mut self, command: Command) -> Outcome {
        if self.editing.is_some() {
            return self.handle_editing(command);
        }
        self.error = None;
        self.note = None;
        let rows = self.rows().len();
        match command {
            Command::Up => self.cursor = (self.cursor + rows - 1) % rows,
            Command::Down => self.cursor = (self.cursor + 1) % rows,
            Command::Left => self.change(false),
            Command::Right => self.change(true),
            Command::AddSeat => self.add_seat(),
            Command::RemoveSeat => self.remove_seat(),
            Command::Defaults => self.restore_defaults(),
            Command::Start => return self.try_start(),
            Command::Presets => self.popup = Some(PresetsPopup::default()),
            Command::Back => return Outcome::Back,
            Command::Select => match self.current() {
                Row::AddSeat => self.add_seat(),
                Row::Start => return self.try_start(),
                row => match self.field_of(row) {
                    Some(field) => self.open(field, row),
                    // Enter never changes a value: with lists that wrap, a key meant to
                    // confirm changed the rules (and then started a match) by accident.
                    None => self.error = Some(t!("setup-enter-changes-nothing")),
                },
            },
            _ => {}
        }
        Outcome::Stay
    }

    /// The field Enter opens on `row`, if it has one.
    fn field_of(&self, row: Row) -> Option<Field> {
        match row {
            Row::Name(i) => Some(Field::Name(i)),
            Row::Setting(k) if matches!(k.domain(), Domain::Number { .. }) => {
                Some(Field::Number(k))
            }
            Row::Threshold => Some(Field::Threshold),
            _ => None,
        }
    }

    /// Opens `field` with the row's value to edit, unless the row does nothing now.
    fn open(&mut self, field: Field, row: Row) {
        if let Some(why) = self.unused(row) {
            self.error = Some(self.refusal(row, why));
            return;
        }
        let text = match field {
            Field::Name(i) => shown_name(&self.seats[i].name).into_owned(),
            Field::Number(k) => self.rules.get(k).to_string(),
            Field::Threshold => crate::l10n::decimal(self.options.coach_threshold, 1),
        };
        self.editing = Some(Editing {
            field,
            text,
            selected: matches!(field, Field::Name(_)),
            pick: None,
        });
    }

    fn handle_editing(&mut self, command: Command) -> Outcome {
        let Some(editing) = self.editing.clone() else {
            return Outcome::Stay;
        };
        match (command, editing.field) {
            // A character left out while typing is still said after Enter. A name moved to
            // with ↓/↑ is the one Enter takes.
            (Command::Select, field) => match self.commit(field, &self.typed_or_picked()) {
                Ok(()) => self.editing = None,
                Err(why) => self.error = Some(why),
            },
            (Command::Back, _) => {
                self.editing = None;
                self.error = None;
            }
            (Command::Down, Field::Name(_)) => self.move_pick(true),
            (Command::Up, Field::Name(_)) => self.move_pick(false),
            // ←/→ keep a selected name to add to it.
            (Command::Left | Command::Right, Field::Name(_)) => {
                if let Some(editing) = &mut self.editing {
                    editing.selected = false;
                }
            }
            (Command::Left | Command::Right, Field::Number(_) | Field::Threshold) => {
                self.step_field(command == Command::Right)
            }
            _ => {}
        }
        Outcome::Stay
    }

    /// Takes what was typed into `field`, or says why not (the field stays open to mend it).
    fn commit(&mut self, field: Field, text: &str) -> Result<(), String> {
        let text = text.trim();
        match field {
            Field::Name(i) => {
                if text.is_empty() {
                    return Err(t!("setup-name-empty"));
                }
                // The name as shown, taken unchanged, keeps the name stored ("You", an
                // automatic CPU's), which every language shows in its own words.
                if let Some(seat) = self.seats.get_mut(i)
                    && text != shown_name(&seat.name)
                {
                    seat.name = text.to_string();
                }
            }
            Field::Number(key) => {
                let bad = || {
                    let (setting, typed) = (key.label(), crate::escape::excerpt(text, 12));
                    match key.domain() {
                        Domain::Number { min, max } => t!(
                            "setup-number-refused",
                            setting = setting,
                            min = min,
                            max = max,
                            typed = typed
                        ),
                        _ => {
                            let range = key.range_text();
                            t!(
                                "setup-number-refused-range",
                                setting = setting,
                                range = range,
                                typed = typed
                            )
                        }
                    }
                };
                let n: u16 = text.parse().map_err(|_| bad())?;
                self.rules
                    .set(key, crate::rules::SettingValue::Number(n))
                    .map_err(|_| bad())?;
            }
            Field::Threshold => {
                let t = parse_threshold(text).ok_or_else(|| {
                    let (min, max, step) = (
                        crate::l10n::decimal(THRESHOLD_MIN, 1),
                        crate::l10n::decimal(THRESHOLD_MAX, 1),
                        crate::l10n::decimal(0.5, 1),
                    );
                    let typed = crate::escape::excerpt(text, 12);
                    t!(
                        "setup-threshold-refused",
                        min = min,
                        max = max,
                        step = step,
                        typed = typed
                    )
                })?;
                self.options.coach_threshold = t;
            }
        }
        Ok(())
    }

    /// ←/→ in a number's field: the number typed (or the row's, if none can be read) one
    /// step on, as ←/→ step it outside the field.
    fn step_field(&mut self, forward: bool) {
        let Some(editing) = &mut self.editing else {
            return;
        };
        match editing.field {
            Field::Number(key) => {
                let typed = editing.text.trim().parse::<u16>().ok();
                let mut rules = self.rules;
                if let Some(n) = typed {
                    // Out of range, the step starts from the nearest end.
                    if let Domain::Number { min, max } = key.domain() {
                        let _ =
                            rules.set(key, crate::rules::SettingValue::Number(n.clamp(min, max)));
                    }
                }
                let step = match key.domain() {
                    Domain::Number { max, .. } if max > 200 => 5,
                    _ => 1,
                };
                editing.text = rules.stepped(key, forward, step).get(key).to_string();
            }
            Field::Threshold => {
                let t = parse_threshold(&editing.text).unwrap_or(self.options.coach_threshold);
                let t = (t + if forward { 0.5 } else { -0.5 }).clamp(THRESHOLD_MIN, THRESHOLD_MAX);
                editing.text = crate::l10n::decimal(t, 1);
            }
            Field::Name(_) => {}
        }
        self.error = None;
    }

    /// The people known from the history whose names start with what is typed, and who sit
    /// at no other seat, most played first.
    pub fn matches(&self) -> Vec<&Known> {
        let Some(Editing {
            field: Field::Name(i),
            text,
            selected,
            ..
        }) = &self.editing
        else {
            return Vec::new();
        };
        // A selected name is about to be replaced: every known person is offered.
        let typed = if *selected { "" } else { text.trim() }.to_lowercase();
        self.known
            .iter()
            .filter(|k| k.name.to_lowercase().starts_with(&typed))
            .filter(|k| {
                !self
                    .seats
                    .iter()
                    .enumerate()
                    .any(|(j, s)| j != *i && s.name.eq_ignore_ascii_case(&k.name))
            })
            .collect()
    }

    /// The offered name moved to with ↓/↑, if the player moved to one.
    pub fn picked(&self) -> Option<&Known> {
        let pick = self.editing.as_ref()?.pick?;
        self.matches().get(pick).copied()
    }

    /// The name Tab would take: the one moved to, else the first match that is not already
    /// what is typed.
    pub fn suggestion(&self) -> Option<&Known> {
        if let Some(k) = self.picked() {
            return Some(k);
        }
        let editing = self.editing.as_ref()?;
        let typed = if editing.selected {
            ""
        } else {
            editing.text.trim()
        };
        self.matches().into_iter().find(|k| k.name != typed)
    }

    /// What Enter takes: the name moved to with ↓/↑, else what is typed.
    fn typed_or_picked(&self) -> String {
        match (self.picked(), &self.editing) {
            (Some(k), _) => k.name.clone(),
            (None, Some(editing)) => editing.text.clone(),
            (None, None) => String::new(),
        }
    }

    /// ↓/↑ while a name is typed: the next or previous offered name; ↑ from the first goes
    /// back to what is typed.
    fn move_pick(&mut self, down: bool) {
        let count = self.matches().len();
        let Some(editing) = &mut self.editing else {
            return;
        };
        editing.pick = match (editing.pick, down) {
            (_, true) if count == 0 => None,
            (None, true) => Some(0),
            (Some(p), true) => Some((p + 1).min(count - 1)),
            (Some(0) | None, false) => None,
            (Some(p), false) => Some(p - 1),
        };
    }

    /// Typing goes on from the name moved to (it becomes the text), and replaces a selected
    /// name.
    fn settle_name(&mut self) {
        let picked = self.picked().map(|k| k.name.clone());
        let Some(editing) = &mut self.editing else {
            return;
        };
        if let Some(name) = picked {
            editing.text = name;
            editing.selected = false;
        } else if editing.selected {
            editing.text.clear();
            editing.selected = false;
        }
        editing.pick = None;
    }

    /// Tab while a name is typed: the name moved to or suggested, still open to Enter or more
    /// typing.
    fn take_suggestion(&mut self) {
        let Some(name) = self.suggestion().map(|k| k.name.clone()) else {
            return;
        };
        if let Some(editing) = &mut self.editing {
            editing.text = name;
            editing.selected = false;
            editing.pick = None;
        }
    }

    /// The setup with its rules and options back to the defaults, the seats kept.
    fn at_defaults(&self) -> Setup {
        let mut d = self.clone();
        d.rules = self.defaults.rules;
        let mut options = self.defaults.options.clone();
        options.practice = false;
        options.joining = self.options.joining.clone();
        d.options = options;
        d.same_dice = self.defaults.same_dice;
        for (i, seat) in d.seats.iter_mut().enumerate() {
            seat.coach = self.defaults.options.coach_for(i);
            seat.real_dice = self.defaults.options.real_dice_for(i) && !seat.joins;
        }
        d
    }

    /// The rows whose value is not the default's, with the default's value as shown.
    pub fn changed(&self) -> Vec<(Row, String)> {
        let d = self.at_defaults();
        self.rows()
            .into_iter()
            .filter(|&row| {
                matches!(
                    row,
                    Row::Coach(_)
                        | Row::Dice(_)
                        | Row::Preset
                        | Row::Setting(_)
                        | Row::Pad
                        | Row::SameDice
                        | Row::Speed
                        | Row::Practice
                        | Row::Undo
                        | Row::Measure
                        | Row::Threshold
                        | Row::Odds
                        | Row::Hints
                )
            })
            .filter_map(|row| match row {
                // The number alone: its unit follows the measure, whose row says so.
                Row::Threshold => (d.options.coach_threshold != self.options.coach_threshold)
                    .then(|| (row, crate::l10n::decimal(d.options.coach_threshold, 1))),
                _ => {
                    let default = d.value(row);
                    (default != self.value(row)).then_some((row, default))
                }
            })
            .collect()
    }

    /// The defaults key: rules and options as the defaults have them, the seats kept.
    fn restore_defaults(&mut self) {
        if self.changed().is_empty() {
            self.note = Some(t!("setup-defaults-already"));
            return;
        }
        let at = self.current();
        let d = self.at_defaults();
        self.rules = d.rules;
        self.options = d.options;
        self.same_dice = d.same_dice;
        self.seats = d.seats;
        let rows = self.rows();
        self.cursor = rows
            .iter()
            .position(|&r| r == at)
            .unwrap_or(self.cursor.min(rows.len() - 1));
        self.note = Some(t!("setup-defaults-restored"));
    }

    /// Typing while a field is open. A format character (a zero-width space, a right-to-left
    /// mark) is refused in a name with a word: it would hide there. A number takes digits
    /// (and the threshold one point) only.
    pub fn type_char(&mut self, c: char) {
        if matches!(&self.editing, Some(e) if matches!(e.field, Field::Name(_)))
            && !crate::escape::is_format(c)
            && !c.is_control()
        {
            self.settle_name();
        }
        let Some(editing) = &mut self.editing else {
            return;
        };
        match editing.field {
            Field::Name(_) => {
                if crate::escape::is_format(c) {
                    let left_out = crate::escape::shown(&c.to_string()).to_string();
                    self.error = Some(t!("setup-name-invisible", left_out = left_out));
                } else if !c.is_control() && editing.text.chars().count() < MAX_NAME_CHARS {
                    editing.text.push(c);
                }
            }
            field => {
                // The decimal mark is a point or a comma, as the player's language writes it.
                let point = field == Field::Threshold
                    && matches!(c, '.' | ',')
                    && !editing.text.contains(['.', ',']);
                if (c.is_ascii_digit() || point) && editing.text.chars().count() < 5 {
                    editing.text.push(c);
                    self.error = None;
                } else {
                    let left_out = crate::escape::shown(&c.to_string()).to_string();
                    self.error = Some(if field == Field::Threshold {
                        t!("setup-only-digits-and-point", left_out = left_out)
                    } else {
                        t!("setup-only-digits", left_out = left_out)
                    });
                }
            }
        }
    }

    pub fn backspace(&mut self) {
        let Some(editing) = &self.editing else {
            return;
        };
        // A selected name is cleared whole; a name moved to is taken, then shortened.
        if editing.selected {
            self.settle_name();
            return;
        }
        self.settle_name();
        if let Some(editing) = &mut self.editing {
            editing.text.pop();
        }
    }

    fn label(&self, row: Row) -> String {
        // A seat's own rows are indented under its name, settings under the Rules row.
        let under = |text: String| format!("  {text}");
        match row {
            Row::Name(i) => t!("setup-row-seat", number = (i + 1)),
            Row::Kind(_) => under(t!("setup-row-plays-as")),
            Row::Coach(_) => under(t!("setup-row-coach")),
            Row::Dice(_) => under(t!("setup-row-dice")),
            Row::Pad => t!("setup-row-score-pad"),
            Row::SameDice => t!("setup-row-same-dice"),
            Row::AddSeat => t!("setup-row-add-seat"),
            Row::Preset => t!("setup-row-rules"),
            Row::Setting(SettingKey::YahtzeePoints) if self.rules.layout() == Layout::Yatzy => {
                under(t!("setup-row-yatzy-points"))
            }
            Row::Setting(k) => under(k.label().to_string()),
            Row::Speed => t!("setup-row-cpu-speed"),
            Row::Practice => t!("setup-row-practice"),
            Row::Undo => t!("setup-row-undo"),
            Row::Threshold => t!("setup-row-threshold"),
            Row::Odds => t!("setup-row-odds"),
            Row::Hints => t!("setup-row-hints"),
            Row::First => t!("setup-row-first"),
            Row::Language => t!("setup-row-language"),
            Row::Measure => t!("setup-row-measure"),
            Row::Start => t!("setup-row-start"),
        }
    }

    fn value(&self, row: Row) -> String {
        match row {
            Row::Name(i) => match &self.editing {
                Some(Editing {
                    field: Field::Name(j),
                    text,
                    ..
                }) if *j == i => match self.picked() {
                    Some(k) => format!("{}▌", k.name),
                    None => format!("{text}▌"),
                },
                // As the card, the log and the results name the seat ("Du", "Starker PC").
                _ => shown_name(&self.seats[i].name).into_owned(),
            },
            Row::Kind(i) => match self.seats[i].kind {
                SeatKind::Human if self.seats[i].joins => t!("setup-kind-joining"),
                SeatKind::Human if self.hosting => t!("setup-kind-here"),
                SeatKind::Human => t!("setup-kind-human"),
                SeatKind::Cpu(level) => {
                    let level = level.shown();
                    t!("setup-kind-cpu", level = level)
                }
            },
            Row::Coach(i) => self.seats[i].coach.shown().to_string(),
            Row::Dice(i) => {
                if self.seats[i].real_dice {
                    t!("setup-dice-real")
                } else {
                    t!("setup-dice-on-screen")
                }
            }
            Row::Pad => yes_no(self.options.score_pad),
            Row::SameDice => yes_no(self.same_dice),
            // Each language by its own name, so a player who cannot read the one spoken
            // still finds theirs.
            Row::Language => crate::l10n::current().native_name().to_string(),
            Row::AddSeat | Row::Start => String::new(),
            Row::Preset => self.rules_name(),
            Row::Setting(k) => match &self.editing {
                Some(Editing {
                    field: Field::Number(j),
                    text,
                    ..
                }) if *j == k => format!("{text}▌ ({})", k.range_text()),
                _ => shown_setting(self.rules.get(k)),
            },
            Row::Speed => self.options.cpu_speed.shown().to_string(),
            Row::Practice => yes_no(self.options.practice),
            Row::Undo => yes_no(self.options.undo),
            Row::Threshold if matches!(&self.editing, Some(e) if e.field == Field::Threshold) => {
                let text = self.editing.as_ref().map_or("", |e| e.text.as_str());
                let (min, max) = (
                    crate::l10n::decimal(THRESHOLD_MIN, 1),
                    crate::l10n::decimal(THRESHOLD_MAX, 0),
                );
                format!("{text}▌ ({min}–{max})")
            }
            Row::Threshold => {
                let threshold = crate::l10n::decimal(self.options.coach_threshold, 1);
                match self.measure_in_effect() {
                    CoachMeasure::Points => t!("setup-threshold-points", threshold = threshold),
                    CoachMeasure::ChanceToWin => {
                        t!("setup-threshold-chance", threshold = threshold)
                    }
                }
            }
            Row::Measure => self.options.coach_measure.shown().to_string(),
            Row::Odds if self.options.show_odds => t!("setup-odds-shown"),
            Row::Odds => t!("setup-odds-hidden"),
            Row::Hints if self.options.hints => t!("setup-hints-allowed"),
            Row::Hints => t!("setup-hints-off"),
            Row::First => match self.first {
                FirstThrower::Seat(i) => self.seats.get(i).map_or_else(
                    || t!("setup-first-seat-one"),
                    |s| shown_name(&s.name).into_owned(),
                ),
                FirstThrower::Draw => t!("setup-first-drawn"),
            },
        }
    }

    fn description(&self, row: Row, keymap: &Keymap) -> String {
        let key = |c: Command| keymap.key_for(Context::Setup, c);
        let (select, left, right) = (
            key(Command::Select),
            key(Command::Left),
            key(Command::Right),
        );
        match row {
            Row::Name(_) if self.editing.is_some() => self.name_help(keymap),
            Row::Name(_) if self.seats.len() > 1 => {
                let remove = key(Command::RemoveSeat);
                t!("setup-about-name-remove", select = select, remove = remove)
            }
            Row::Name(_) => t!("setup-about-name", select = select),
            Row::Kind(i) => match self.seats[i].kind {
                SeatKind::Human if self.seats[i].joins => t!("setup-about-kind-joining"),
                SeatKind::Human if self.hosting => {
                    t!("setup-about-kind-here-hosted", left = left, right = right)
                }
                SeatKind::Human => t!("setup-about-kind-here", left = left, right = right),
                SeatKind::Cpu(level) => {
                    let (name, style) = (level.shown(), level.style().to_string());
                    t!("setup-about-kind-cpu", level = name, style = style)
                }
            },
            Row::Dice(_) => t!("setup-about-dice"),
            Row::Pad => t!("setup-about-pad"),
            Row::SameDice => t!("setup-about-same-dice"),
            Row::Coach(_) => {
                let [off, warn, always] = CoachMode::ALL.map(|c| c.shown().to_string());
                t!("setup-about-coach", off = off, warn = warn, always = always)
            }
            Row::AddSeat => t!("setup-about-add-seat", count = MAX_SEATS),
            Row::Preset => {
                let presets = key(Command::Presets);
                let [classic, simple, yatzy] = [Preset::Classic, Preset::Simple, Preset::Yatzy]
                    .map(|p| p.shown_name().to_string());
                if self.own.is_empty() {
                    t!(
                        "setup-about-rules",
                        classic = classic,
                        simple = simple,
                        yatzy = yatzy,
                        presets = presets
                    )
                } else {
                    t!(
                        "setup-about-rules-own",
                        classic = classic,
                        simple = simple,
                        yatzy = yatzy,
                        presets = presets
                    )
                }
            }
            Row::Setting(k) => {
                let (help, range, classic) = (
                    k.help().to_string(),
                    shown_range(k),
                    shown_setting(Ruleset::CLASSIC.get(k)),
                );
                match k.domain() {
                    Domain::Number { .. } => t!(
                        "setup-about-setting-number",
                        help = help,
                        range = range,
                        classic = classic,
                        select = select
                    ),
                    _ => t!(
                        "setup-about-setting",
                        help = help,
                        range = range,
                        classic = classic
                    ),
                }
            }
            Row::Speed => {
                let skip = keymap.key_for(Context::Play, Command::Skip);
                t!("setup-about-speed", skip = skip)
            }
            Row::Practice => t!("setup-about-practice"),
            Row::Undo => t!("setup-about-undo"),
            // In the unit the threshold is measured in: a chance to win is not points.
            Row::Threshold => match self.measure_in_effect() {
                CoachMeasure::Points => {
                    t!(
                        "setup-about-threshold-points",
                        warn = (warn()),
                        select = select
                    )
                }
                CoachMeasure::ChanceToWin => {
                    t!(
                        "setup-about-threshold-chance",
                        warn = (warn()),
                        select = select
                    )
                }
            },
            Row::Measure => t!("setup-about-measure", warn = (warn())),
            Row::Hints => t!("setup-about-hints"),
            Row::First => t!("setup-about-first"),
            Row::Odds => t!("setup-about-odds"),
            Row::Language => {
                let names = Lang::SHIPPED
                    .iter()
                    .map(|l| l.native_name())
                    .collect::<Vec<_>>()
                    .join(", ");
                t!("setup-about-language", names = names)
            }
            Row::Start => {
                let start = key(Command::Start);
                t!("setup-about-start", start = start)
            }
        }
    }

    /// The About panel while a name is typed: the known people it matches, with records.
    fn name_help(&self, keymap: &Keymap) -> String {
        let key = |c: Command| keymap.key_for(Context::Setup, c);
        let (select, back) = (key(Command::Select), key(Command::Back));
        // Sentences of their own, one after another.
        let mut text = t!(
            "setup-name-help",
            count = MAX_NAME_CHARS,
            select = (select.as_str()),
            back = back
        );
        let mut say = |sentence: String| {
            text.push(' ');
            text.push_str(&sentence);
        };
        if let Some(Editing {
            selected: true,
            text: name,
            ..
        }) = &self.editing
            && self.picked().is_none()
        {
            let (name, right) = (crate::escape::excerpt(name, 20), key(Command::Right));
            say(t!("setup-name-help-replaces", name = name, right = right));
        }
        if let Some(k) = self.picked() {
            let name = k.name.as_str();
            say(t!("setup-name-help-takes", select = select, name = name));
        } else if let Some(k) = self.suggestion() {
            let name = k.name.as_str();
            say(t!("setup-name-help-tab-takes", name = name));
        }
        if !self.matches().is_empty() {
            let (down, up) = (key(Command::Down), key(Command::Up));
            say(t!("setup-name-help-choose", down = down, up = up));
        }
        text
    }

    /// The people offered while a name is typed, as many as the panel has lines for from
    /// `y`, the one moved to marked and kept in view.
    fn draw_offered(&self, buf: &mut Buffer, inner: Rect, mut y: u16, theme: &Theme) {
        let matches = self.matches();
        if matches.is_empty() {
            return;
        }
        let width = inner.width as usize;
        let pick = self.editing.as_ref().and_then(|e| e.pick);
        let lines: Vec<Vec<String>> = matches
            .iter()
            .enumerate()
            .map(|(i, k)| {
                let mark = if Some(i) == pick { "▸ " } else { "  " };
                wrap(&format!("{mark}{}", k.record()), width)
            })
            .collect();
        put(
            buf,
            inner,
            inner.x,
            y,
            &t!("setup-played-before"),
            theme.base(),
        );
        y += 1;
        let room = usize::from(inner.bottom().saturating_sub(y));
        // How many records fit from `first`, a line kept for each sign of those left out.
        let fit = |first: usize| {
            let signs = usize::from(first > 0);
            let mut used = signs;
            let mut n = 0;
            for (i, l) in lines.iter().enumerate().skip(first) {
                let more = usize::from(i + 1 < lines.len());
                if used + l.len() + more > room {
                    break;
                }
                used += l.len();
                n += 1;
            }
            n
        };
        let mut first = 0;
        while let Some(p) = pick
            && first < p
            && p >= first + fit(first)
        {
            first += 1;
        }
        let shown = fit(first);
        if first > 0 {
            put(
                buf,
                inner,
                inner.x,
                y,
                &format!("▲ {}", t!("setup-more", count = first)),
                theme.dim(),
            );
            y += 1;
        }
        for (i, record) in lines.iter().enumerate().skip(first).take(shown) {
            let style = if Some(i) == pick {
                theme.selected()
            } else {
                theme.base()
            };
            for line in record {
                put(buf, inner, inner.x, y, line, style);
                y += 1;
            }
        }
        let left = lines.len().saturating_sub(first + shown);
        if left > 0 {
            put(
                buf,
                inner,
                inner.x,
                y,
                &format!("▼ {}", t!("setup-more", count = left)),
                theme.dim(),
            );
        }
    }

    /// Where each visible row is drawn, for drawing and clicking alike. When the rows do
    /// not all fit, the Start row keeps the list's last line and the others scroll above it,
    /// one line apart for the sign of the rows hidden below them.
    pub fn row_rects(&self, list: Rect) -> Vec<(usize, Rect)> {
        let rows = self.rows().len();
        let line = |i: usize, r: usize| (r, Rect::new(list.x, list.y + i as u16, list.width, 1));
        if rows <= list.height as usize {
            return (0..rows).map(|r| line(r, r)).collect();
        }
        let room = self.scrolled_room(list.height);
        (self.scroll..rows - 1)
            .take(room)
            .enumerate()
            .map(|(i, r)| line(i, r))
            .chain(std::iter::once(line(
                list.height.saturating_sub(1) as usize,
                rows - 1,
            )))
            .collect()
    }

    /// How many rows scroll (all but Start) in a list of `inner_height` lines that cannot
    /// show them all: the Start row and the line for the sign above it are kept.
    fn scrolled_room(&self, inner_height: u16) -> usize {
        usize::from(inner_height.saturating_sub(2)).max(1)
    }

    /// The rows hidden above and below the visible ones, for the list's signs.
    pub fn hidden(&self, inner_height: u16) -> (usize, usize) {
        let rows = self.rows().len();
        if rows <= inner_height as usize {
            return (0, 0);
        }
        let room = self.scrolled_room(inner_height);
        let below = (rows - 1).saturating_sub(self.scroll + room);
        (self.scroll, below)
    }

    /// The list and description areas for a screen of `area`.
    pub fn areas(area: Rect) -> (Rect, Rect) {
        // The list gets room beside its labels for values such as "thrown on screen" (at 80
        // columns three fifths cut them), while the About panel keeps 28 columns.
        let list_w = (area.width * 3 / 5)
            .max(52.min(area.width.saturating_sub(28)))
            .max(40)
            .min(area.width);
        let list = Rect::new(area.x, area.y + 1, list_w, area.height.saturating_sub(2));
        let side = Rect::new(
            area.x + list_w,
            area.y + 1,
            area.width - list_w,
            area.height.saturating_sub(2),
        );
        (list, side)
    }

    /// Keeps the cursor's row in view for a list of this height (frame included), and no
    /// empty lines below the last row.
    pub fn follow(&mut self, list_height: u16) {
        let inner = list_height.saturating_sub(2);
        let rows = self.rows().len();
        if rows <= inner as usize {
            self.scroll = 0;
            return;
        }
        let room = self.scrolled_room(inner);
        let scrolled = rows - 1;
        // The pinned Start row needs no scrolling.
        if self.cursor < scrolled {
            if self.cursor < self.scroll {
                self.scroll = self.cursor;
            } else if self.cursor >= self.scroll + room {
                self.scroll = self.cursor + 1 - room;
            }
        }
        self.scroll = self.scroll.min(scrolled.saturating_sub(room));
    }

    /// A click on row `index`: select it, or act on it if already selected.
    pub fn click(&mut self, index: usize) -> Outcome {
        if index >= self.rows().len() {
            return Outcome::Stay;
        }
        if self.editing.is_some() {
            self.editing = None;
            self.error = None;
        }
        if self.cursor == index {
            return self.handle(Command::Select);
        }
        self.cursor = index;
        Outcome::Stay
    }

    pub fn draw(&mut self, buf: &mut Buffer, area: Rect, theme: &Theme, keymap: &Keymap) {
        let (list, side) = Setup::areas(area);
        put_line(
            buf,
            area,
            area.x,
            area.bottom().saturating_sub(1),
            &crate::tui::widgets::help_fit(&self.help_keys(keymap), area.width, theme),
        );
        self.follow(list.height);
        self.draw_rows(buf, list, theme);
        self.draw_about(buf, side, theme, keymap);
        if let Some(popup) = &self.popup {
            presets_popup::draw(popup, &self.own, buf, list, theme);
        }
    }

    /// The help bar's keys: only those that do something on the current row.
    fn help_keys(&self, keymap: &Keymap) -> Vec<(String, String)> {
        let key = |c: Command| keymap.key_for(Context::Setup, c);
        let some = |c: &[Command]| keymap.short_help_for(Context::Setup, c);
        if let Some(popup) = &self.popup {
            return presets_popup::help(popup, &self.own);
        }
        let mut keys = Vec::new();
        if let Some(editing) = &self.editing {
            let take = |k: &Known| {
                let name = k.name.as_str();
                t!("setup-key-take", name = name)
            };
            let mut done = t!("setup-key-done");
            match editing.field {
                Field::Name(_) => {
                    if !self.matches().is_empty() {
                        keys.push((
                            format!("{}{}", key(Command::Up), key(Command::Down)),
                            t!("setup-key-choose"),
                        ));
                    }
                    if let Some(k) = self.suggestion() {
                        keys.push((t!("setup-key-tab"), take(k)));
                    }
                    if let Some(k) = self.picked() {
                        done = take(k);
                    }
                }
                Field::Number(_) | Field::Threshold => keys.extend(some(&[Command::Left])),
            }
            keys.push((key(Command::Select), done));
            keys.push((key(Command::Back), t!("setup-key-cancel")));
            return keys;
        }
        let row = self.current();
        keys.extend(some(&[Command::Up]));
        let changes = !matches!(row, Row::Name(_) | Row::AddSeat | Row::Start);
        if changes {
            keys.extend(some(&[Command::Left]));
        }
        let enter = match row {
            Row::Name(_) => Some(t!("setup-key-type-name")),
            Row::AddSeat => Some(t!("setup-key-add-seat")),
            Row::Start => Some(t!("setup-key-start")),
            row if self.field_of(row).is_some() => Some(t!("setup-key-type-number")),
            _ => None,
        };
        if let Some(what) = enter {
            keys.push((key(Command::Select), what));
        }
        // On the Rules row the presets popup takes the place of adding a seat (the bar fits
        // 80 columns).
        if row == Row::Preset {
            keys.extend(some(&[Command::Presets]));
        } else if self.seats.len() < MAX_SEATS && row != Row::AddSeat {
            keys.extend(some(&[Command::AddSeat]));
        }
        let seat_row = matches!(
            row,
            Row::Name(_) | Row::Kind(_) | Row::Coach(_) | Row::Dice(_)
        );
        if seat_row && self.seats.len() > 1 {
            keys.extend(some(&[Command::RemoveSeat]));
        }
        if !self.changed().is_empty() {
            keys.extend(some(&[Command::Defaults]));
        }
        if row != Row::Start {
            keys.extend(some(&[Command::Start]));
        }
        keys.extend(some(&[Command::Back]));
        keys
    }

    /// The label column's width: from the longest label setup can show on any card, in the
    /// language spoken (as the screen shows them, in columns), so that the values do not
    /// move when the card changes.
    fn label_width(inner_width: usize) -> usize {
        let longest = Setup::every_label()
            .iter()
            .map(|l| display_width(l))
            .max()
            .unwrap_or(0);
        // One space, the marker of a changed value, one space.
        (longest + 3).min(33).min(inner_width / 2 + 8)
    }

    /// Every label a row of setup can show on any card, as shown (indent included), in the
    /// language spoken, but a seat's name row, whose number keeps it short.
    fn every_label() -> Vec<String> {
        let mut labels: Vec<String> = SettingKey::ALL
            .iter()
            .map(|k| k.label().to_string())
            .chain([
                t!("setup-row-yatzy-points"),
                t!("setup-row-plays-as"),
                t!("setup-row-coach"),
                t!("setup-row-dice"),
            ])
            .map(|l| format!("  {l}"))
            .collect();
        labels.extend([
            t!("setup-row-score-pad"),
            t!("setup-row-same-dice"),
            t!("setup-row-rules"),
            t!("setup-row-cpu-speed"),
            t!("setup-row-practice"),
            t!("setup-row-undo"),
            t!("setup-row-threshold"),
            t!("setup-row-odds"),
            t!("setup-row-hints"),
            t!("setup-row-first"),
            t!("setup-row-language"),
            t!("setup-row-measure"),
        ]);
        labels
    }

    /// The framed list of rows, each a label and its value; signs on the frame say that
    /// rows are hidden above or below.
    fn draw_rows(&self, buf: &mut Buffer, list: Rect, theme: &Theme) {
        let title = if self.options.practice {
            t!("setup-title-practice")
        } else {
            t!("setup-title")
        };
        let inner = frame(
            buf,
            list,
            &format!(" {title} "),
            theme.border(),
            theme.title(),
        );
        let rows = self.rows();
        let label_w = Setup::label_width(inner.width as usize);
        let changed: Vec<Row> = self.changed().into_iter().map(|(r, _)| r).collect();
        let suggestion = self.suggestion().map(|k| k.name.clone());
        for (index, r) in self.row_rects(inner) {
            let row = rows[index];
            let unused = self.unused(row);
            let style = match row {
                _ if index == self.cursor => theme.selected(),
                _ if unused.is_some() => theme.dim(),
                Row::Start => theme.title(),
                Row::Name(_) => theme.total(),
                _ => theme.base(),
            };
            let marked = changed.contains(&row);
            let (text, start) = self.row_text(row, r.width as usize, label_w, marked);
            put(buf, inner, r.x, r.y, &text, style);
            // The marker in the key colour, where the row's own colours do not say more.
            if marked && unused.is_none() && index != self.cursor {
                let at = r.x + start.saturating_sub(2) as u16;
                put(buf, inner, at, r.y, "•", theme.key());
            }
            if let (Row::Name(i), Some(editing)) = (row, &self.editing)
                && editing.field == Field::Name(i)
                && editing.pick.is_none()
            {
                if editing.selected {
                    // The name the field opened with, shown selected: typing replaces it.
                    let at = r.x + start as u16;
                    let style = theme
                        .selected()
                        .add_modifier(ratatui::style::Modifier::REVERSED);
                    put(buf, inner, at, r.y, &editing.text, style);
                } else if let Some(name) = &suggestion {
                    // The rest of the suggested name, greyed after the cursor: Tab takes it.
                    let typed = editing.text.trim().chars().count();
                    let rest: String = name.chars().skip(typed).collect();
                    let at = r.x + (start + editing.text.chars().count() + 1) as u16;
                    put(buf, inner, at, r.y, &rest, theme.dim());
                }
            }
        }
        let (above, below) = self.hidden(inner.height);
        if above > 0 {
            let sign = format!(" ▲ {} ", t!("setup-more", count = above));
            let x = list.right().saturating_sub(display_width(&sign) as u16 + 2);
            put(buf, list, x, list.y, &sign, theme.key());
        }
        // The rows below are hidden between the scrolled rows and the pinned Start row: the
        // sign sits on the line kept between them.
        if below > 0 {
            let sign = format!("▼ {}", t!("setup-more", count = below));
            let x = inner
                .right()
                .saturating_sub(display_width(&sign) as u16 + 1);
            put(
                buf,
                inner,
                x,
                inner.bottom().saturating_sub(2),
                &sign,
                theme.key(),
            );
        }
    }

    /// One row's label and value in `width` columns, the value from column `label_w` (or
    /// earlier when it is too long), and where the value starts. A changed value leaves room
    /// for its marker two columns before it.
    fn row_text(&self, row: Row, width: usize, label_w: usize, marked: bool) -> (String, usize) {
        let mut value = self.value(row);
        // "shown (not on this card)" would say two things: the chance to win is not shown.
        if row == Row::Odds
            && let Some(why) = self.unused(row)
        {
            value = why.tag();
        } else if let Some(why) = self.unused(row) {
            // The reason matters more than the kept value when both do not fit.
            let room = width.saturating_sub(label_w);
            let both = format!("{value} {}", why.tag());
            value = if both.chars().count() <= room {
                both
            } else {
                why.tag()
            };
        }
        // A value too long for its column starts earlier, in the room its own short label
        // leaves ("Coach warns above"), rather than losing its end at the border; a label
        // never runs into its value (or its marker): it is cut short of where they start.
        let mut label = self.label(row);
        let gap = if marked { 3 } else { 1 };
        let whole =
            |label: &str, value: &str| label.chars().count() + gap + value.chars().count() <= width;
        // Where a row has no room for its label and value whole (a longer language), the
        // chance to win's threshold says only its figure (the Measure row above it says
        // what the figure is), and a setting's indent under Rules goes, before any word is
        // cut.
        if row == Row::Threshold
            && self.editing.is_none()
            && self.unused(row).is_none()
            && self.measure_in_effect() == CoachMeasure::ChanceToWin
            && !whole(&label, &value)
        {
            let threshold = crate::l10n::decimal(self.options.coach_threshold, 1);
            value = t!("setup-threshold-chance-short", threshold = threshold);
        }
        if label.starts_with("  ") && !whole(&label, &value) {
            label = label.split_off(2);
        }
        let value_w = value.chars().count();
        let label_cols = label.chars().count();
        let start = if label_cols + gap > label_w && label_cols + gap + value_w <= width {
            // A label longer than its column (a longer language) moves its value right, in
            // the room the row has (up to the border), rather than losing its end.
            label_cols + gap
        } else if value_w + label_w <= width {
            label_w
        } else {
            // One space kept before the border, as the value column's own end has.
            width
                .saturating_sub(value_w + 1)
                .max(label.chars().count() + gap)
                .min(label_w)
        };
        let label: String = label.chars().take(start.saturating_sub(gap)).collect();
        let text = if marked {
            let before = start.saturating_sub(2);
            format!("{label:<before$}• {value}")
        } else {
            format!("{label:<start$}{value}")
        };
        (format!("{text:<width$}"), start)
    }

    /// The side panel: what the current row means, why it is unused, its default, a
    /// refusal, a summary.
    fn draw_about(&self, buf: &mut Buffer, side: Rect, theme: &Theme, keymap: &Keymap) {
        let inner = frame(
            buf,
            side,
            &format!(" {} ", t!("setup-title-about")),
            theme.border(),
            theme.title(),
        );
        let row = self.current();
        let width = inner.width as usize;
        // Each paragraph wrapped to the panel, with how much it matters: where a longer
        // language needs more lines than the panel has, the least needed go whole (the
        // summary first, then the default's reminder) rather than any being cut at the
        // bottom.
        let mut paragraphs: Vec<(Vec<String>, Style, Goes)> = Vec::new();
        let mut say = |text: &str, style: Style, goes: Goes| {
            paragraphs.push((wrap(text, width), style, goes));
        };
        let about = match self.popup {
            Some(_) => presets_popup::about(),
            None => self.description(row, keymap),
        };
        say(&about, theme.base(), Goes::Never);
        // A refused change already says why, in the error below.
        if let Some(why) = self.unused(row).filter(|_| self.error.is_none()) {
            let reason = why.reason();
            say(
                &t!("setup-not-used-now", reason = reason),
                theme.dim(),
                Goes::Never,
            );
        }
        let changed = self.changed();
        if self.editing.is_none()
            && let Some((_, default)) = changed.iter().find(|(r, _)| *r == row)
        {
            let default = default.trim();
            say(
                &format!("• {}", t!("setup-not-the-default", default = default)),
                theme.key(),
                Goes::Next,
            );
        }
        if let Some(error) = &self.error {
            say(error, theme.bad(), Goes::Never);
        }
        if let Some(note) = &self.note {
            say(note, theme.base(), Goes::Never);
        }
        if self.editing.is_none() {
            say(
                &self.summary(keymap, changed.len()),
                theme.dim(),
                Goes::First,
            );
        }
        let height = |ps: &[(Vec<String>, Style, Goes)]| -> usize {
            ps.iter()
                .map(|(lines, _, _)| lines.len() + 1)
                .sum::<usize>()
        };
        for going in [Goes::First, Goes::Next] {
            if height(&paragraphs) > usize::from(inner.height) + 1 {
                paragraphs.retain(|(_, _, goes)| *goes != going);
            }
        }
        let mut y = inner.y;
        for (lines, style, _) in &paragraphs {
            for line in lines {
                put(buf, inner, inner.x, y, line, *style);
                y = y.saturating_add(1);
            }
            y = y.saturating_add(1);
        }
        if self.popup.is_none()
            && matches!(&self.editing, Some(e) if matches!(e.field, Field::Name(_)))
        {
            self.draw_offered(buf, inner, y, theme);
        }
    }

    /// "2 seats, Classic rules. s starts from any row.": the match so far, the start key, and
    /// how many settings are not the defaults' with the key that restores them.
    fn summary(&self, keymap: &Keymap, changed: usize) -> String {
        let key = |c: Command| keymap.key_for(Context::Setup, c);
        let (seats, rules, start) = (self.seats.len(), self.rules_name(), key(Command::Start));
        let mut text = if self.options.practice {
            t!(
                "setup-summary-practice",
                count = seats,
                rules = rules,
                start = start
            )
        } else {
            t!("setup-summary", count = seats, rules = rules, start = start)
        };
        if changed > 0 {
            let defaults = key(Command::Defaults);
            text.push(' ');
            text.push_str(&t!(
                "setup-summary-changed",
                count = changed,
                defaults = defaults
            ));
        }
        text
    }
}

impl super::Screen for Setup {
    fn kind(&self) -> super::Kind {
        super::Kind::Setup
    }

    fn contexts(&self) -> Vec<Context> {
        vec![Context::Setup]
    }

    /// While a field is open, characters and Backspace edit it and Tab takes a suggested
    /// name; every other key (Enter, Esc, ↓, ←/→, a control key) still reads through the
    /// keymap.
    fn key(
        &mut self,
        key: &ratatui::crossterm::event::KeyEvent,
        _cx: &mut super::Cx,
    ) -> Option<super::Step> {
        use ratatui::crossterm::event::{KeyCode, KeyModifiers};
        if self.popup.is_some() {
            return presets_popup::key(self, key, _cx);
        }
        self.editing.as_ref()?;
        match key.code {
            KeyCode::Char(c) if !key.modifiers.contains(KeyModifiers::CONTROL) => self.type_char(c),
            KeyCode::Backspace => self.backspace(),
            KeyCode::Tab => self.take_suggestion(),
            _ => return None,
        }
        Some(super::Step::Stay)
    }

    fn command(&mut self, command: Command, _cx: &mut super::Cx) -> super::Step {
        match self.handle(command) {
            Outcome::Stay => match self.language_chosen.take() {
                Some(lang) => super::Step::Language(lang),
                None => super::Step::Stay,
            },
            Outcome::Back => super::Step::Menu { notice: None },
            Outcome::Start(setup, options) => super::Step::Start(Box::new((setup, options))),
        }
    }

    fn click(&mut self, area: Rect, x: u16, y: u16, _cx: &mut super::Cx) -> super::Step {
        // The popup's keys are few and said on its help bar; a click never reaches the list
        // beneath it.
        if self.popup.is_some() {
            return super::Step::Stay;
        }
        let (list, _) = Setup::areas(area);
        // The rows are laid out inside the list's frame.
        let inner = Rect::new(
            list.x + 1,
            list.y + 1,
            list.width.saturating_sub(2),
            list.height.saturating_sub(2),
        );
        let hit = self
            .row_rects(inner)
            .into_iter()
            .find(|(_, r)| y == r.y && x >= r.x && x < r.right())
            .map(|(i, _)| i);
        match hit.map(|i| Setup::click(self, i)) {
            Some(Outcome::Start(setup, options)) => super::Step::Start(Box::new((setup, options))),
            _ => super::Step::Stay,
        }
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut super::Cx) {
        Setup::draw(self, buf, area, &cx.theme, cx.keys);
    }

    /// Another window holds the slot: said here, where the player can change the setup.
    fn refused(&mut self, why: String) -> super::Step {
        self.error = Some(why);
        super::Step::Stay
    }
}

/// Which of the About panel's paragraphs goes when they do not all fit: the summary first,
/// then the reminder of a setting's default; what the row is, why it is not used, a
/// refusal and a note always stay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Goes {
    First,
    Next,
    Never,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l10n::speaking;

    /// At 80×24, in every language and with every card's box names, every row's label ends
    /// short of its value's column with a space, the marker of a changed value and a space
    /// to spare: a label never runs on into its value ("Los dados guardados siguen guardados
    /// no" read as one phrase), and none is cut to make room.
    #[test]
    fn every_label_stops_short_of_its_value_at_80_columns_in_every_language() {
        let (list, _) = Setup::areas(Rect::new(0, 0, 80, 24));
        let inner = usize::from(list.width.saturating_sub(2));
        for lang in Lang::SHIPPED {
            for names in Lang::SHIPPED {
                speaking(lang, Some(names), || {
                    let label_w = Setup::label_width(inner);
                    for label in Setup::every_label() {
                        assert!(
                            display_width(&label) + 3 <= label_w,
                            "{lang:?} (names {names:?}): {label:?} is {} columns, its value \
                             starts at {label_w}",
                            display_width(&label)
                        );
                    }
                });
            }
        }
    }

    /// The CPU's speed is said in the language spoken ("Fast" was left in English).
    #[test]
    fn the_cpu_speed_is_said_in_every_language() {
        for lang in Lang::SHIPPED {
            speaking(lang, None, || {
                let mut setup = Setup::new(&default_setup(), Some(1));
                setup.options.cpu_speed = crate::game::CpuSpeed::Fast;
                let said = setup.value(Row::Speed);
                assert_eq!(said, crate::game::CpuSpeed::Fast.shown(), "{lang:?}");
                if lang != Lang::En {
                    assert_ne!(said, "Fast", "{lang:?}");
                }
            });
        }
    }

    /// The rows setup draws take their labels from the list the column is sized by.
    #[test]
    fn every_row_label_is_measured() {
        let setup = Setup::new(&default_setup(), Some(1));
        let labels = Setup::every_label();
        for row in setup.rows() {
            if matches!(row, Row::Name(_) | Row::AddSeat | Row::Start) {
                continue;
            }
            let label = setup.label(row);
            assert!(labels.contains(&label), "{row:?}: {label:?}");
        }
    }
}
