//! The saved match, the finished-match history and the last setup: their file formats, and
//! the checks every one of them passes when read back. What the history adds up to is in
//! [`super::stats`].

use serde::{Deserialize, Serialize};

use crate::game::{Match, MatchRecord, Seat, SeatKind};
use crate::rules::{Layout, Ruleset};

/// The save format this program writes, and the newest it reads.
pub const SAVE_VERSION: u32 = 1;
pub const PROGRAM_VERSION: &str = env!("CARGO_PKG_VERSION");
/// How many finished matches keep their full cards and logs for viewing and review.
pub const RECENT_KEPT: usize = 50;

/// How fast CPU seats play on screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CpuSpeed {
    Slow,
    #[default]
    Normal,
    Fast,
    Instant,
}

impl CpuSpeed {
    pub const ALL: [CpuSpeed; 4] = [
        CpuSpeed::Slow,
        CpuSpeed::Normal,
        CpuSpeed::Fast,
        CpuSpeed::Instant,
    ];

    /// Pause before each CPU action.
    pub fn step_millis(self) -> u64 {
        match self {
            CpuSpeed::Slow => 1100,
            CpuSpeed::Normal => 600,
            CpuSpeed::Fast => 220,
            CpuSpeed::Instant => 0,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            CpuSpeed::Slow => "Slow",
            CpuSpeed::Normal => "Normal",
            CpuSpeed::Fast => "Fast",
            CpuSpeed::Instant => "Instant",
        }
    }

    pub fn cycled(self, forward: bool) -> CpuSpeed {
        crate::cycle(&CpuSpeed::ALL, self, forward)
    }
}

impl std::str::FromStr for CpuSpeed {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        CpuSpeed::ALL
            .into_iter()
            .find(|c| c.label().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| {
                format!(
                    "unknown CPU speed '{}'; choose slow, normal, fast or instant",
                    crate::escape::excerpt(s, 40)
                )
            })
    }
}

/// When the coach speaks up for a human seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CoachMode {
    #[default]
    Off,
    /// Ask for confirmation before a choice that loses more than the threshold.
    Warn,
    /// Keep the hint panel open throughout the seat's turns.
    Always,
}

impl CoachMode {
    pub const ALL: [CoachMode; 3] = [CoachMode::Off, CoachMode::Warn, CoachMode::Always];

    pub fn label(self) -> &'static str {
        match self {
            CoachMode::Off => "Off",
            CoachMode::Warn => "Warn",
            CoachMode::Always => "Always",
        }
    }

    pub fn cycled(self, forward: bool) -> CoachMode {
        crate::cycle(&CoachMode::ALL, self, forward)
    }
}

/// What the coach's Warn mode measures a choice by.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CoachMeasure {
    /// Expected points lost against the best choice.
    #[default]
    Points,
    /// Chance to win lost, in percentage points (matches of 2 or more; points otherwise).
    ChanceToWin,
}

impl CoachMeasure {
    pub fn label(self) -> &'static str {
        match self {
            CoachMeasure::Points => "points",
            CoachMeasure::ChanceToWin => "chance to win",
        }
    }
}

/// Everything chosen in match setup besides the seats and rules: kept with the save, and
/// remembered for the next match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct MatchOptions {
    pub cpu_speed: CpuSpeed,
    /// Practice matches are saved apart and never count in statistics.
    pub practice: bool,
    /// Whether human seats may take back a hold change or placement.
    pub undo: bool,
    /// Per seat (by position); missing entries are Off.
    pub coach: Vec<CoachMode>,
    /// Points lost before the coach warns.
    pub coach_threshold: f64,
    /// Whether each seat's chance to win is shown during play (some tables prefer not to know).
    pub show_odds: bool,
    /// What the coach's threshold measures: points, or percentage points of chance to win.
    pub coach_measure: CoachMeasure,
    /// Whether hints and the coach are allowed (off for a competitive match).
    pub hints: bool,
    /// Per seat (by position): whether the person throws real dice and types them in;
    /// missing entries are false.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub real_dice: Vec<bool>,
    /// A score pad: no dice at all, each turn a box and its points are entered.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub score_pad: bool,
}

impl Default for MatchOptions {
    fn default() -> Self {
        MatchOptions {
            cpu_speed: CpuSpeed::Normal,
            practice: false,
            undo: true,
            coach: Vec::new(),
            coach_threshold: 2.0,
            show_odds: true,
            coach_measure: CoachMeasure::Points,
            hints: true,
            real_dice: Vec::new(),
            score_pad: false,
        }
    }
}

/// The largest coach threshold setup offers, in points.
pub const MAX_COACH_THRESHOLD: f64 = 100.0;

impl MatchOptions {
    /// Whether the person in `seat` throws real dice and types them in.
    pub fn real_dice_for(&self, seat: usize) -> bool {
        !self.score_pad && self.real_dice.get(seat).copied().unwrap_or(false)
    }

    /// How the match is played.
    pub fn play_mode(&self) -> PlayMode {
        if self.score_pad {
            PlayMode::ScorePad
        } else if self.real_dice.iter().any(|&r| r) {
            PlayMode::RealDice
        } else {
            PlayMode::OnScreen
        }
    }

    /// The coach of a seat: Off whenever hints are off for the match.
    pub fn coach_for(&self, seat: usize) -> CoachMode {
        if !self.hints {
            return CoachMode::Off;
        }
        self.coach.get(seat).copied().unwrap_or_default()
    }

    /// Checks that a match's actions fit how it is played: a score pad only records and
    /// corrects; otherwise nothing is recorded, typed throws come only from real-dice seats,
    /// and those seats never use the game's dice.
    pub fn check_log(&self, record: &crate::game::MatchRecord) -> Result<(), String> {
        for (i, entry) in record.log.iter().enumerate() {
            if let Err(problem) = self.allows(entry.seat.index(), entry.action) {
                return Err(format!("log entry {}: {problem}", i + 1));
            }
        }
        Ok(())
    }

    /// These options for a match of `seats` seats: per-seat settings beyond them dropped.
    pub fn fitted(mut self, seats: usize) -> MatchOptions {
        self.coach.truncate(seats);
        self.real_dice.truncate(seats);
        self
    }

    /// Why these options cannot go with these seats, if they cannot: a score pad needs
    /// people at every seat, and only people throw real dice.
    pub fn check_seats(&self, seats: &[crate::game::Seat]) -> Option<&'static str> {
        let person = |i: usize| {
            seats
                .get(i)
                .is_some_and(|s| s.kind == crate::game::SeatKind::Human)
        };
        if self.score_pad && !(0..seats.len()).all(person) {
            return Some("a score pad keeps score for people; a CPU needs dice");
        }
        if self
            .real_dice
            .iter()
            .enumerate()
            .any(|(i, &r)| r && !person(i))
        {
            return Some("only a person throws real dice; a CPU throws on screen");
        }
        None
    }

    /// Whether `action` by the seat at `seat` fits how the match is played (see
    /// [`MatchOptions::check_log`]); the game asks before every action, so it never writes a
    /// save it would refuse to read.
    pub fn allows(&self, seat: usize, action: crate::game::Action) -> Result<(), &'static str> {
        use crate::game::Action;
        match action {
            a if self.score_pad && !a.is_pad() => Err("a score pad has no dice"),
            a if !self.score_pad && a.is_pad() => Err("points are entered only on a score pad"),
            Action::Throw { .. } if !self.real_dice_for(seat) => {
                Err("only a real-dice seat types its throws")
            }
            Action::Roll | Action::ToggleHold { .. } if self.real_dice_for(seat) => {
                Err("a real-dice seat throws its own dice")
            }
            _ => Ok(()),
        }
    }

    /// Checks what a file may say of the options of a match of `seats` seats.
    pub fn validate(&self, seats: usize) -> Result<(), String> {
        if self.real_dice.len() > seats {
            return Err(format!(
                "it has real-dice settings for {} seats, but the match has {seats}",
                self.real_dice.len()
            ));
        }
        if self.score_pad && self.real_dice.iter().any(|&r| r) {
            return Err(
                "it is a score pad with real-dice seats; a score pad has no dice".to_string(),
            );
        }
        if !self.coach_threshold.is_finite()
            || !(0.0..=MAX_COACH_THRESHOLD).contains(&self.coach_threshold)
        {
            return Err(format!(
                "its coach threshold {} is not between 0 and {MAX_COACH_THRESHOLD} points",
                self.coach_threshold
            ));
        }
        if self.coach.len() > seats {
            return Err(format!(
                "it has coach settings for {} seats, but the match has {seats}",
                self.coach.len()
            ));
        }
        Ok(())
    }
}

/// The autosave: a match in progress and what it needs to continue.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveFile {
    pub version: u32,
    pub program_version: String,
    /// Identifies the match across its autosave and its history entry.
    pub id: String,
    pub started_unix: u64,
    pub saved_unix: u64,
    pub options: MatchOptions,
    #[serde(rename = "match")]
    pub record: MatchRecord,
}

/// A finished match as history keeps it.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FinishedMatch {
    pub id: String,
    pub started_unix: u64,
    pub finished_unix: u64,
    pub options: MatchOptions,
    #[serde(rename = "match")]
    pub record: MatchRecord,
}

/// One seat's result, kept for every finished normal match (statistics are computed from these).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatResult {
    pub name: String,
    pub kind: SeatKind,
    pub total: u32,
    pub rank: usize,
    /// Seats sharing this rank.
    pub tied: usize,
    pub upper_bonus: bool,
    /// Yahtzees scored: a positive Yahtzee box plus each extra bonus.
    pub yahtzees: u32,
    /// The points in each box of the match's layout, in card order (absent in histories
    /// written before 0.2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub boxes: Option<Vec<u16>>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchSummary {
    pub id: String,
    pub finished_unix: u64,
    pub rules_name: String,
    pub seats: Vec<SeatResult>,
    /// How the match was played (absent, so on screen, in histories before 0.3).
    #[serde(default, skip_serializing_if = "PlayMode::is_on_screen")]
    pub play: PlayMode,
    /// The card the match was played on (absent, so classic, in histories before 0.4).
    #[serde(default, skip_serializing_if = "Layout::is_classic")]
    pub layout: Layout,
}

/// How a match was played: dice thrown on screen, real dice typed in by at least one person,
/// or a score pad (points entered box by box, no dice at all).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayMode {
    #[default]
    OnScreen,
    RealDice,
    ScorePad,
}

impl PlayMode {
    pub const ALL: [PlayMode; 3] = [PlayMode::OnScreen, PlayMode::RealDice, PlayMode::ScorePad];

    pub fn is_on_screen(&self) -> bool {
        *self == PlayMode::OnScreen
    }

    /// The name `stats --played` and the JSON use.
    pub fn id(self) -> &'static str {
        match self {
            PlayMode::OnScreen => "on_screen",
            PlayMode::RealDice => "real_dice",
            PlayMode::ScorePad => "score_pad",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            PlayMode::OnScreen => "dice on screen",
            PlayMode::RealDice => "real dice",
            PlayMode::ScorePad => "score pad",
        }
    }
}

impl std::str::FromStr for PlayMode {
    type Err = String;
    fn from_str(s: &str) -> Result<PlayMode, String> {
        let s = s.trim().to_ascii_lowercase().replace('-', "_");
        PlayMode::ALL
            .into_iter()
            .find(|m| {
                m.id() == s
                    || (s == "pad" && *m == PlayMode::ScorePad)
                    || (s == "real" && *m == PlayMode::RealDice)
            })
            .ok_or_else(|| {
                format!(
                    "unknown way of playing '{}'; choose on-screen, real-dice or score-pad",
                    crate::escape::excerpt(&s, 40)
                )
            })
    }
}

/// The history file: a summary of every finished normal match, and the last few in full.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct History {
    pub version: u32,
    pub summaries: Vec<MatchSummary>,
    pub recent: Vec<FinishedMatch>,
    /// Older summaries folded into yearly tallies (see [`super::archive`]); absent until a
    /// history first grows past [`super::archive::SUMMARIES_KEPT`] matches, so smaller
    /// histories are written exactly as before.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub archive: Vec<super::archive::ArchivedYear>,
}

/// The highest total any ruleset allows: every box at its largest setting and twelve extra
/// Yahtzee bonuses of 1000: 105 (upper) + 1000 (bonus) + 30 + 30 + 4 × 1000 (the fixed boxes)
/// + 30 (chance) + 12 × 1000.
pub const MAX_POSSIBLE_TOTAL: u32 = 17_195;

/// The highest total a card of `layout` allows under any settings.
pub fn max_possible_total(layout: Layout) -> u32 {
    match layout {
        Layout::Classic | Layout::Yatzy => MAX_POSSIBLE_TOTAL,
        // Six times a column at its largest, and 36 extra bonuses of 1000 × 3.
        Layout::Triple => 6 * (MAX_POSSIBLE_TOTAL - 12_000) + 36 * 3_000,
        // Three columns at their largest, each with twelve extra bonuses.
        Layout::ThreeColumn => 3 * MAX_POSSIBLE_TOTAL,
    }
}

fn check_seat_results(seats: &[SeatResult], layout: Layout) -> Result<(), String> {
    if seats.is_empty() || seats.len() > crate::game::MAX_SEATS {
        return Err(format!("it has {} seats", seats.len()));
    }
    let as_seats: Vec<Seat> = seats
        .iter()
        .map(|s| Seat {
            name: s.name.clone(),
            kind: s.kind,
        })
        .collect();
    crate::game::validate_seats(&as_seats).map_err(|e| e.to_string())?;
    let totals: Vec<u32> = seats.iter().map(|s| s.total).collect();
    let ranks = crate::rules::ranks(&totals);
    for (seat, rank) in seats.iter().zip(&ranks) {
        if seat.total > max_possible_total(layout) {
            return Err(format!(
                "{} has a total of {}, more than any rules allow",
                seat.name, seat.total
            ));
        }
        if seat.rank != *rank {
            return Err(format!(
                "{} is ranked {}, but the totals rank them {rank}",
                seat.name, seat.rank
            ));
        }
        if seat.tied != ranks.iter().filter(|r| *r == rank).count() {
            return Err(format!("{}'s shared rank is miscounted", seat.name));
        }
        // A Yahtzee box per column, and at most one extra bonus per other turn.
        if seat.yahtzees > u32::from(layout.turns()) {
            return Err(format!("{} has {} Yahtzees", seat.name, seat.yahtzees));
        }
        // No setting lets a box hold more than 1000 points.
        if seat
            .boxes
            .as_ref()
            .is_some_and(|b| b.iter().any(|&p| p > 1000))
        {
            return Err(format!("{} has a box beyond any rules", seat.name));
        }
        if let Some(boxes) = &seat.boxes
            && boxes.len() != layout.boxes().len()
        {
            return Err(format!(
                "{} has {} boxes, but the {} has {}",
                seat.name,
                boxes.len(),
                layout.name(),
                layout.boxes().len()
            ));
        }
    }
    Ok(())
}

/// Checks that a seat's total, upper bonus and Yahtzee count follow from its own boxes, where
/// the summary keeps them. The rules are known exactly for a preset's name; for custom rules
/// the bonuses must at least fit some setting (each bonus 1 to 1000 points).
fn check_total_from_boxes(seat: &SeatResult, summary: &MatchSummary) -> Result<(), String> {
    let Some(boxes) = &seat.boxes else {
        return Ok(());
    };
    let layout = summary.layout;
    let name = crate::escape::excerpt(&seat.name, 40);
    let (mut upper, mut lower, mut five) = (0u32, 0u32, 0u16);
    for (&b, &points) in layout.boxes().iter().zip(boxes) {
        if b.upper_face().is_some() {
            upper += u32::from(points);
        } else {
            lower += u32::from(points);
        }
        if b == layout.five_of_a_kind_box() {
            five = points;
        }
    }
    let Some(extras) = seat.yahtzees.checked_sub(u32::from(five > 0)) else {
        return Err(format!(
            "{name} is counted {} Yahtzees, but the Yahtzee box holds {five}",
            seat.yahtzees
        ));
    };
    let Some(bonuses) = seat.total.checked_sub(upper + lower) else {
        return Err(format!(
            "{name}'s total {} is less than the {} points in the boxes",
            seat.total,
            upper + lower
        ));
    };
    let preset = crate::rules::Preset::ALL
        .into_iter()
        .find(|p| p.name() == summary.rules_name && Ruleset::preset(*p).layout() == layout);
    match preset.map(Ruleset::preset) {
        Some(rules) => {
            let bonus = rules.upper_bonus() > 0 && upper >= u32::from(rules.upper_threshold());
            if seat.upper_bonus != bonus {
                return Err(format!(
                    "{name}'s upper bonus does not follow from the upper boxes ({upper})"
                ));
            }
            let expected = u32::from(bonus) * u32::from(rules.upper_bonus())
                + extras * u32::from(rules.extra_yahtzee_bonus());
            if bonuses != expected {
                return Err(format!(
                    "{name}'s total {} does not follow from the boxes (they give {})",
                    seat.total,
                    upper + lower + expected
                ));
            }
        }
        None => {
            let upper_bonus = if seat.upper_bonus {
                if upper == 0 {
                    return Err(format!("{name} has an upper bonus with no upper points"));
                }
                1..=1000
            } else {
                0..=0
            };
            let extra = 0..=extras * 1000;
            let possible = if extras == 0 {
                bonuses >= *upper_bonus.start() && bonuses <= *upper_bonus.end()
            } else {
                bonuses >= *upper_bonus.start() && bonuses <= upper_bonus.end() + extra.end()
            };
            if !possible {
                return Err(format!(
                    "{name}'s total {} cannot come from the boxes ({}) under any rules",
                    seat.total,
                    upper + lower
                ));
            }
        }
    }
    Ok(())
}

/// Checks that a summary says what its kept match says.
fn summary_agrees(summary: &MatchSummary, kept: &MatchSummary) -> Result<(), String> {
    if summary.seats.len() != kept.seats.len()
        || summary.layout != kept.layout
        || summary.play != kept.play
    {
        return Err("its summary describes another match".to_string());
    }
    for (a, b) in summary.seats.iter().zip(&kept.seats) {
        let boxes_agree = match (&a.boxes, &b.boxes) {
            (Some(x), Some(y)) => x == y,
            _ => true,
        };
        if a.name != b.name
            || a.kind != b.kind
            || a.total != b.total
            || a.rank != b.rank
            || a.tied != b.tied
            || a.upper_bonus != b.upper_bonus
            || a.yahtzees != b.yahtzees
            || !boxes_agree
        {
            return Err(format!(
                "its summary says {} for {}, but its card gives {}",
                a.total,
                crate::escape::excerpt(&a.name, 40),
                b.total
            ));
        }
    }
    Ok(())
}

/// The longest match id a file may hold: the game writes 16 hex digits.
const MAX_ID_CHARS: usize = 64;

/// Checks a match id read from a file: present, short, and with nothing that could steer a
/// terminal when it is shown.
pub fn check_id(id: &str) -> Result<(), String> {
    if id.trim().is_empty() {
        return Err("it has no match id".to_string());
    }
    if id.chars().count() > MAX_ID_CHARS || id.chars().any(|c| c.is_control() || c.is_whitespace())
    {
        return Err(format!(
            "its match id '{}' is not one the game writes",
            crate::escape::excerpt(id, 20)
        ));
    }
    Ok(())
}

impl History {
    /// Checks everything the file says: each summary's seats, totals and ranks, and each kept
    /// match by replaying it.
    pub fn validate(&self) -> Result<(), String> {
        let mut ids = std::collections::HashSet::new();
        for (i, summary) in self.summaries.iter().enumerate() {
            if let Err(why) = check_id(&summary.id) {
                return Err(format!("summary {}: {why}", i + 1));
            }
            let at = |why: String| format!("summary {} ({}): {why}", i + 1, summary.id);
            if !ids.insert(summary.id.as_str()) {
                return Err(at("the match is listed twice".to_string()));
            }
            if summary.rules_name.trim().is_empty() {
                return Err(at("it names no rules".to_string()));
            }
            check_seat_results(&summary.seats, summary.layout).map_err(at)?;
            for seat in &summary.seats {
                check_total_from_boxes(seat, summary).map_err(at)?;
            }
        }
        let mut groups = std::collections::HashSet::new();
        for group in &self.archive {
            if !groups.insert((group.year, &group.rules_name, group.play, group.layout)) {
                return Err(format!(
                    "the tally of {} ({}) is given twice",
                    group.year,
                    crate::escape::excerpt(&group.rules_name, 40)
                ));
            }
            group.validate()?;
        }
        let mut ids = std::collections::HashSet::new();
        for (i, finished) in self.recent.iter().enumerate() {
            if let Err(why) = check_id(&finished.id) {
                return Err(format!("kept match {}: {why}", i + 1));
            }
            let at = |why: String| format!("kept match {} ({}): {why}", i + 1, finished.id);
            if !ids.insert(finished.id.as_str()) {
                return Err(at("the match is kept twice".to_string()));
            }
            if finished.finished_unix < finished.started_unix {
                return Err(at("it finished before it started".to_string()));
            }
            finished
                .options
                .validate(finished.record.seats.len())
                .map_err(at)?;
            finished.options.check_log(&finished.record).map_err(at)?;
            if let Some(why) = finished.options.check_seats(&finished.record.seats) {
                return Err(at(format!("its options do not fit its seats: {why}")));
            }
            if finished.record.start_dice.is_scripted() {
                return Err(at(SCRIPTED_DICE.to_string()));
            }
            let game =
                Match::from_record(finished.record.clone()).map_err(|e| at(e.to_string()))?;
            if !game.is_over() {
                return Err(at("it is not finished".to_string()));
            }
            if let Some(summary) = self.summaries.iter().find(|s| s.id == finished.id) {
                let kept = summarize(
                    &finished.id,
                    finished.finished_unix,
                    &game,
                    finished.options.play_mode(),
                );
                summary_agrees(summary, &kept).map_err(at)?;
            }
        }
        Ok(())
    }

    /// Whether the match `id` is already recorded.
    pub fn contains(&self, id: &str) -> bool {
        self.recent.iter().any(|f| f.id == id) || self.summaries.iter().any(|s| s.id == id)
    }
}

/// Why a file whose dice were fixed by a script is refused: only tests make such matches, and
/// an edited file must not fix the dice of a match that counts.
pub const SCRIPTED_DICE: &str = "its dice were fixed in advance, which only tests do";

impl LastSetup {
    pub fn validate(&self) -> Result<(), String> {
        crate::game::validate_seats(&self.seats).map_err(|e| e.to_string())?;
        self.options.validate(self.seats.len())
    }
}

pub fn summarize(id: &str, finished_unix: u64, m: &Match, play: PlayMode) -> MatchSummary {
    let standings = m.standings();
    let rules = m.rules();
    let seats = m
        .seat_ids()
        .map(|seat| {
            let s = standings.iter().find(|s| s.seat == seat).copied();
            let card = &m.cards()[seat.index()];
            let rank = s.map_or(1, |s| s.rank);
            let yahtzees = card.yahtzees();
            SeatResult {
                name: m.seats()[seat.index()].name.clone(),
                kind: m.seats()[seat.index()].kind,
                total: s.map_or(0, |s| s.total),
                rank,
                tied: standings.iter().filter(|o| o.rank == rank).count(),
                upper_bonus: card.upper_bonuses(rules) > 0,
                yahtzees,
                // Means per box are kept for single-column cards; on several columns a box
                // is three boxes, and the card's totals say what matters.
                boxes: (!rules.layout().is_multi_column()).then(|| {
                    rules
                        .layout()
                        .boxes()
                        .iter()
                        .map(|&b| card.first().get(b).unwrap_or(0))
                        .collect()
                }),
            }
        })
        .collect();
    MatchSummary {
        id: id.to_string(),
        finished_unix,
        rules_name: rules.name().to_string(),
        seats,
        play,
        layout: rules.layout(),
    }
}

/// The setup last used, offered again for the next match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LastSetup {
    pub rules: Ruleset,
    pub seats: Vec<Seat>,
    pub options: MatchOptions,
}

/// What setup starts from, where the config file says so. Each value left out lets setup remember
/// the last match's choice as before.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SetupDefaults {
    pub speed: Option<CpuSpeed>,
    pub undo: Option<bool>,
    pub hints: Option<bool>,
    pub odds: Option<bool>,
    pub coach_measure: Option<CoachMeasure>,
    pub coach_threshold: Option<f64>,
    pub rules: Option<crate::rules::Preset>,
    pub players: Option<Vec<Seat>>,
}

impl SetupDefaults {
    /// Puts the file's choices over a setup (the last one, or the built-in one).
    pub fn apply(&self, setup: &mut LastSetup) {
        let options = &mut setup.options;
        if let Some(speed) = self.speed {
            options.cpu_speed = speed;
        }
        if let Some(undo) = self.undo {
            options.undo = undo;
        }
        if let Some(hints) = self.hints {
            options.hints = hints;
        }
        if let Some(odds) = self.odds {
            options.show_odds = odds;
        }
        if let Some(measure) = self.coach_measure {
            options.coach_measure = measure;
        }
        if let Some(threshold) = self.coach_threshold {
            options.coach_threshold = threshold;
        }
        if let Some(preset) = self.rules {
            setup.rules = Ruleset::preset(preset);
        }
        if let Some(players) = &self.players {
            setup.seats = players.clone();
            options.coach.clear();
        }
    }
}

/// A date for people, from Unix seconds (UTC): "2026-11-29 14:05".
pub fn format_time(unix: u64) -> String {
    let days = (unix / 86_400) as i64;
    let secs = unix % 86_400;
    // Civil-from-days (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        secs / 3600,
        secs / 60 % 60
    )
}

pub fn now_unix() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_format_in_utc() {
        assert_eq!(format_time(0), "1970-01-01 00:00");
        assert_eq!(format_time(1_795_962_300), "2026-11-29 14:25");
        assert_eq!(format_time(951_782_400), "2000-02-29 00:00");
    }
}
