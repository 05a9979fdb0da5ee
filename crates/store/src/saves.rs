//! The saved match, a finished match's summary and the last setup: their file formats, and
//! the checks every one of them passes when read back. The history file that gathers the
//! summaries is [`super::history`]; what it adds up to is in [`super::stats`].

use serde::{Deserialize, Serialize};

use crate::ai::luck::Summary;

use crate::game::{
    CoachMeasure, CpuSpeed, Match, MatchOptions, MatchRecord, PlayMode, Seat, SeatKind, Session,
};
use crate::rules::{BoxId, Layout, NamedRules, Ruleset};

/// The save format this program writes, and the newest it reads.
pub const SAVE_VERSION: u32 = 1;
pub const PROGRAM_VERSION: &str = env!("CARGO_PKG_VERSION");
/// How many finished matches keep their full cards and logs for viewing and review.
pub const RECENT_KEPT: usize = 50;

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

impl SaveFile {
    /// The autosave of `session` as it stands now.
    pub fn of(session: &Session) -> SaveFile {
        SaveFile {
            version: SAVE_VERSION,
            program_version: PROGRAM_VERSION.to_string(),
            id: session.id().to_string(),
            started_unix: session.started_unix(),
            saved_unix: now_unix(),
            options: session.options().clone(),
            record: session.game().to_record(),
        }
    }
}

impl FinishedMatch {
    /// `session`, finished at `finished_unix`, as the history keeps it. A clock set back
    /// since the match started does not make it finish before it started, which the history
    /// would refuse.
    pub fn of(session: &Session, finished_unix: u64) -> FinishedMatch {
        FinishedMatch {
            id: session.id().to_string(),
            started_unix: session.started_unix(),
            finished_unix: finished_unix.max(session.started_unix()),
            options: session.options().clone(),
            record: session.game().to_record(),
        }
    }

    /// The match this entry keeps, replayed and checked like a save.
    pub fn session(&self) -> Result<Session, crate::game::SessionError> {
        Session::from_record(
            self.record.clone(),
            self.options.clone(),
            self.id.clone(),
            self.started_unix,
        )
    }
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
    /// Turns a CPU played for this person while they were away from a hosted table (absent
    /// when none, and in histories before 0.5). The result still counts as theirs.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub stand_in_turns: u32,
    /// The seat's account of luck and play (see `ai::luck`), noted once the score solver's
    /// table was at hand after the match (absent before, in histories before it, and for a
    /// score pad's match, where no dice were thrown). The statistics' accuracy over time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub account: Option<crate::ai::luck::Summary>,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
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
    /// Every seat threw the same dice (absent, so no, in histories before it).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub same_dice: bool,
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

pub(super) fn check_seat_results(seats: &[SeatResult], layout: Layout) -> Result<(), String> {
    if seats.is_empty() || seats.len() > crate::game::MAX_SEATS {
        return Err(yahtzee_l10n::t!("store-check-seats", seats = (seats.len())));
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
            return Err(yahtzee_l10n::t!(
                "store-check-total-too-high",
                name = seat.name.as_str(),
                total = (seat.total)
            ));
        }
        if seat.rank != *rank {
            return Err(yahtzee_l10n::t!(
                "store-check-rank",
                name = seat.name.as_str(),
                rank = (seat.rank),
                right = (*rank)
            ));
        }
        if seat.tied != ranks.iter().filter(|r| *r == rank).count() {
            return Err(yahtzee_l10n::t!(
                "store-check-shared-rank",
                name = seat.name.as_str()
            ));
        }
        // A Yahtzee box per column, and at most one extra bonus per other turn.
        if seat.yahtzees > u32::from(layout.turns()) {
            return Err(yahtzee_l10n::t!(
                "store-check-yahtzees",
                name = seat.name.as_str(),
                yahtzees = (seat.yahtzees)
            ));
        }
        // No setting lets a box hold more than 1000 points.
        if seat
            .boxes
            .as_ref()
            .is_some_and(|b| b.iter().any(|&p| p > 1000))
        {
            return Err(yahtzee_l10n::t!(
                "store-check-box-beyond",
                name = seat.name.as_str()
            ));
        }
        if let Some(account) = &seat.account {
            check_account(account, layout).map_err(|fault| {
                yahtzee_l10n::t!(
                    "store-check-account",
                    name = seat.name.as_str(),
                    fault = fault.id()
                )
            })?;
        }
        if let Some(boxes) = &seat.boxes
            && boxes.len() != layout.boxes().len()
        {
            return Err(yahtzee_l10n::t!(
                "store-check-box-count",
                name = seat.name.as_str(),
                boxes = (boxes.len()),
                card = layout.id(),
                card_boxes = (layout.boxes().len())
            ));
        }
    }
    Ok(())
}

/// Which figure of a seat's account no match could give.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum AccountFault {
    Luck,
    Cost,
    Accuracy,
}

impl AccountFault {
    /// The id the message chooses its words by.
    fn id(self) -> &'static str {
        match self {
            AccountFault::Luck => "luck",
            AccountFault::Cost => "cost",
            AccountFault::Accuracy => "accuracy",
        }
    }
}

/// Checks a seat's account of luck and play: finite figures no match could exceed, and no
/// more choices than a match has (a hold after each of two throws and a box, each turn).
pub(super) fn check_account(
    account: &crate::ai::luck::Summary,
    layout: Layout,
) -> Result<(), AccountFault> {
    let most = f64::from(max_possible_total(layout));
    let choices = 3 * u32::from(layout.turns());
    let Summary {
        luck,
        cost,
        accuracy,
    } = *account;
    if !(luck.is_finite() && luck.abs() <= most) {
        return Err(AccountFault::Luck);
    }
    // A cost is never below nothing, but a sum of solver values may be by a rounding.
    const ROUNDING: f64 = 1e-6;
    if !(cost.is_finite() && (-ROUNDING..=most).contains(&cost)) {
        return Err(AccountFault::Cost);
    }
    if accuracy.decisions > choices
        || !(accuracy.cost.is_finite() && (-ROUNDING..=cost + ROUNDING).contains(&accuracy.cost))
    {
        return Err(AccountFault::Accuracy);
    }
    Ok(())
}

/// Checks that each box a seat's summary keeps holds what some roll scores there under the
/// summary's rules and card, as a kept match's card is checked by replaying it. A box that
/// a preset could not give ("Fours: 7") is damage even when the total adds up.
pub(super) fn check_boxes(
    seat: &SeatResult,
    summary: &MatchSummary,
    boxes_seen: &mut BoxValues,
) -> Result<(), String> {
    let Some(boxes) = &seat.boxes else {
        return Ok(());
    };
    if summary.layout.is_multi_column() {
        return Err(yahtzee_l10n::t!(
            "store-check-boxes-multi-column",
            name = crate::escape::excerpt(&seat.name, 40)
        ));
    }
    let Some(rules) = boxes_seen.rules(summary) else {
        return Ok(());
    };
    for (&b, &points) in summary.layout.boxes().iter().zip(boxes) {
        if !boxes_seen.possible(rules, b, points) {
            return Err(yahtzee_l10n::t!(
                "store-check-box-impossible",
                name = crate::escape::excerpt(&seat.name, 40),
                label = summary.layout.label(b),
                points = points
            ));
        }
    }
    Ok(())
}

/// What each box can hold under the rules a summary names, asked of the rules once per
/// value: a history of thousands of summaries repeats the same few.
#[derive(Default)]
pub(super) struct BoxValues {
    possible: std::collections::HashMap<(NamedRules, BoxId, u16), bool>,
    most: std::collections::HashMap<(NamedRules, BoxId), u16>,
}

impl BoxValues {
    fn rules(&self, summary: &MatchSummary) -> Option<NamedRules> {
        NamedRules::find(&summary.rules_name, summary.layout)
    }

    fn possible(&mut self, rules: NamedRules, b: BoxId, points: u16) -> bool {
        *self
            .possible
            .entry((rules, b, points))
            .or_insert_with(|| rules.points_possible(b, points))
    }

    /// The most box `b` holds under `rules`.
    pub(super) fn most(&mut self, rules: NamedRules, b: BoxId) -> u16 {
        *self
            .most
            .entry((rules, b))
            .or_insert_with(|| rules.max_points(b))
    }
}

/// Checks that a seat's total, upper bonus and Yahtzee count follow from its own boxes, where
/// the summary keeps them. The rules are known exactly for a preset's name; for custom rules
/// the bonuses must at least fit some setting (each bonus 1 to 1000 points).
pub(super) fn check_total_from_boxes(
    seat: &SeatResult,
    summary: &MatchSummary,
    rules: NamedRules,
) -> Result<(), String> {
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
        return Err(yahtzee_l10n::t!(
            "store-check-yahtzee-count",
            name = name.as_str(),
            yahtzees = (seat.yahtzees),
            points = five
        ));
    };
    let Some(bonuses) = seat.total.checked_sub(upper + lower) else {
        return Err(yahtzee_l10n::t!(
            "store-check-total-below-boxes",
            name = name.as_str(),
            total = (seat.total),
            boxes = (upper + lower)
        ));
    };
    match rules {
        NamedRules::Preset(rules) => {
            let bonus = rules.upper_bonus() > 0 && upper >= u32::from(rules.upper_threshold());
            if seat.upper_bonus != bonus {
                return Err(yahtzee_l10n::t!(
                    "store-check-upper-bonus",
                    name = name.as_str(),
                    upper = upper
                ));
            }
            let expected = u32::from(bonus) * u32::from(rules.upper_bonus())
                + extras * u32::from(rules.extra_yahtzee_bonus());
            if bonuses != expected {
                return Err(yahtzee_l10n::t!(
                    "store-check-total-from-boxes",
                    name = name.as_str(),
                    total = (seat.total),
                    boxes = (upper + lower + expected)
                ));
            }
        }
        NamedRules::Custom(_) => {
            let upper_bonus = if seat.upper_bonus {
                if upper == 0 {
                    return Err(yahtzee_l10n::t!(
                        "store-check-bonus-without-points",
                        name = name.as_str()
                    ));
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
                return Err(yahtzee_l10n::t!(
                    "store-check-total-impossible",
                    name = name.as_str(),
                    total = (seat.total),
                    boxes = (upper + lower)
                ));
            }
        }
    }
    Ok(())
}

/// Checks that a summary says what its kept match says.
pub(super) fn summary_agrees(summary: &MatchSummary, kept: &MatchSummary) -> Result<(), String> {
    if summary.seats.len() != kept.seats.len()
        || summary.layout != kept.layout
        || summary.play != kept.play
    {
        return Err(yahtzee_l10n::t!("store-check-summary-other-match"));
    }
    if summary.rules_name != kept.rules_name {
        return Err(yahtzee_l10n::t!(
            "store-check-summary-rules",
            named = crate::escape::excerpt(&summary.rules_name, 40),
            played = kept.rules_name.as_str()
        ));
    }
    if summary.finished_unix != kept.finished_unix {
        return Err(yahtzee_l10n::t!(
            "store-check-summary-time",
            said = format_time(summary.finished_unix),
            time = format_time(kept.finished_unix)
        ));
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
            || a.stand_in_turns != b.stand_in_turns
            || !boxes_agree
        {
            return Err(yahtzee_l10n::t!(
                "store-check-summary-total",
                said = (a.total),
                name = crate::escape::excerpt(&a.name, 40),
                total = (b.total)
            ));
        }
    }
    Ok(())
}

/// The longest match id a file may hold: the game writes 16 hex digits.
const MAX_ID_CHARS: usize = 64;

/// Checks a match id read from a file: present, short, and with nothing that could steer a
/// terminal when it is shown.
pub fn check_id(id: &str) -> Result<(), IdError> {
    if id.trim().is_empty() {
        return Err(IdError::Missing);
    }
    if id.chars().count() > MAX_ID_CHARS || id.chars().any(|c| c.is_control() || c.is_whitespace())
    {
        return Err(IdError::Foreign(id.to_string()));
    }
    Ok(())
}

/// Why a file's match id is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IdError {
    #[error("{}", yahtzee_l10n::t!("store-id-missing"))]
    Missing,
    /// Too long, or with characters the game never writes; quoted in short, escaped.
    #[error("{}", yahtzee_l10n::t!("store-id-foreign", id = crate::escape::excerpt(.0, 20)))]
    Foreign(String),
}

/// The latest time a file may give (the end of the year 9999, UTC): the game writes the
/// clock's time, and a date past this is no clock's.
pub const LATEST_UNIX: u64 = 253_402_300_799;

/// Checks a time read from a file (`what` says which, for the message).
pub(super) fn check_time(unix: u64, what: Moment) -> Result<(), NoDate> {
    if unix > LATEST_UNIX {
        return Err(NoDate { what, unix });
    }
    Ok(())
}

/// Which time of a file a message speaks of: each says it as a whole phrase in the
/// language spoken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Moment {
    /// "its starting time": a save's or a finished match's.
    ItsStart,
    /// "its saving time".
    ItsSave,
    /// "its finishing time".
    ItsFinish,
    /// "a starting time": one of the daily record's.
    AStart,
    /// "a finishing time".
    AFinish,
    /// A yearly tally "has a best game at …".
    BestGame,
    /// A yearly tally "has a high score at …".
    HighScore,
}

impl Moment {
    /// The id the messages choose their phrase by.
    pub const fn id(self) -> &'static str {
        match self {
            Moment::ItsStart => "its-start",
            Moment::ItsSave => "its-save",
            Moment::ItsFinish => "its-finish",
            Moment::AStart => "a-start",
            Moment::AFinish => "a-finish",
            Moment::BestGame => "best-game",
            Moment::HighScore => "high-score",
        }
    }
}

/// A time read from a file that is past any clock's; `what` says which ("its starting
/// time").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NoDate {
    pub what: Moment,
    pub unix: u64,
}

impl std::fmt::Display for NoDate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&yahtzee_l10n::t!(
            "store-no-date",
            what = self.what.id(),
            unix = self.unix.to_string()
        ))
    }
}

impl std::error::Error for NoDate {}

/// Checks the rules a summary or a tally names, on its card; the reason is said of it
/// ("names no rules").
pub(super) fn named_rules(name: &str, layout: Layout) -> Result<NamedRules, UnknownRules> {
    NamedRules::find(name, layout).ok_or_else(|| {
        if name.trim().is_empty() {
            UnknownRules::Unnamed
        } else {
            UnknownRules::Named {
                name: name.to_string(),
                layout,
            }
        }
    })
}

/// Why the rules a summary or a tally names are not known: said of it ("names no rules").
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UnknownRules {
    Unnamed,
    /// No rules on this card are called `name` (quoted in short, escaped).
    Named {
        name: String,
        layout: Layout,
    },
}

impl std::fmt::Display for UnknownRules {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use yahtzee_l10n::t;
        f.write_str(&match self {
            UnknownRules::Unnamed => t!("store-names-no-rules"),
            UnknownRules::Named { name, layout } => t!(
                "store-names-unknown-rules",
                name = crate::escape::excerpt(name, 40),
                card = layout.id()
            ),
        })
    }
}

impl std::error::Error for UnknownRules {}

/// Why a file whose dice were fixed by a script is refused: only tests make such matches, and
/// an edited file must not fix the dice of a match that counts.
pub const SCRIPTED_DICE: &str = "its dice were fixed in advance, which only tests do";

/// Why a setup file's seats or options are refused.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SetupError {
    #[error("{0}")]
    Seats(#[from] crate::game::SeatError),
    #[error("{0}")]
    Options(#[from] crate::game::OptionsError),
    #[error("{}", yahtzee_l10n::t!("store-setup-bad-language", code = .0.as_str()))]
    Language(String),
}

/// The longest language code a setup may hold: a BCP 47 tag with a region and a script
/// is well inside it.
const LANGUAGE_CODE_MAX: usize = 35;

impl LastSetup {
    pub fn validate(&self) -> Result<(), SetupError> {
        crate::game::validate_seats(&self.seats)?;
        self.options.validate(self.seats.len())?;
        // A code this release does not speak (a later release's) is kept and not used;
        // anything that is no language tag at all is damage.
        match &self.language {
            Some(code)
                if code.is_empty()
                    || code.len() > LANGUAGE_CODE_MAX
                    || !code
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') =>
            {
                Err(SetupError::Language(crate::escape::excerpt(code, 40)))
            }
            _ => Ok(()),
        }
    }

    /// The language chosen in setup, if this release speaks it.
    pub fn lang(&self) -> Option<yahtzee_l10n::Lang> {
        self.language.as_deref().and_then(yahtzee_l10n::Lang::parse)
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
                // A turn ends with one placement: the turns a stand-in ended are its turns.
                stand_in_turns: m
                    .log()
                    .iter()
                    .filter(|e| {
                        e.seat == seat
                            && !e.undone
                            && e.stand_in.is_some()
                            && matches!(
                                e.action,
                                crate::game::Action::Score { .. }
                                    | crate::game::Action::Record { .. }
                            )
                    })
                    .count()
                    .try_into()
                    .unwrap_or(u32::MAX),
                account: None,
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
        same_dice: m.same_dice(),
    }
}

/// The setup last used, offered again for the next match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LastSetup {
    pub rules: Ruleset,
    pub seats: Vec<Seat>,
    pub options: MatchOptions,
    /// Every seat throws the same dice; absent (no) in setups saved before it, and left out
    /// when no so that an older release still reads the file.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub same_dice: bool,
    /// The language chosen in setup (its code: `de`), spoken from then on unless `--lang`
    /// says otherwise; absent in setups saved before it, and left out until one is chosen,
    /// so that the config file and the environment decide until the player does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
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

    fn summary_with(account: Option<Summary>) -> MatchSummary {
        MatchSummary {
            id: "m1".to_string(),
            finished_unix: 1_700_000_000,
            rules_name: "Classic".to_string(),
            seats: vec![SeatResult {
                name: "Ana".to_string(),
                kind: SeatKind::Human,
                total: 200,
                rank: 1,
                tied: 1,
                upper_bonus: false,
                yahtzees: 0,
                boxes: None,
                stand_in_turns: 0,
                account,
            }],
            play: PlayMode::default(),
            layout: Layout::Classic,
            same_dice: false,
        }
    }

    /// A seat's account of luck and play is kept and read back; an entry written before
    /// accounts has none and still loads, and writes no account back.
    #[test]
    fn a_seats_account_round_trips_and_old_entries_load() {
        let account = Summary {
            luck: -12.5,
            cost: 9.25,
            accuracy: crate::ai::luck::Accuracy {
                decisions: 30,
                cost: 4.5,
            },
        };
        let summary = summary_with(Some(account));
        let text = serde_json::to_string(&summary).unwrap();
        let back: MatchSummary = serde_json::from_str(&text).unwrap();
        assert_eq!(back, summary);
        assert_eq!(check_seat_results(&back.seats, back.layout), Ok(()));

        let old = serde_json::to_string(&summary_with(None)).unwrap();
        assert!(!old.contains("account"), "{old}");
        let back: MatchSummary = serde_json::from_str(&old).unwrap();
        assert_eq!(back.seats[0].account, None);
    }

    /// An account no match could have is damage, like an impossible total.
    #[test]
    fn an_impossible_account_is_refused() {
        let good = Summary {
            luck: 3.0,
            cost: 2.0,
            accuracy: crate::ai::luck::Accuracy {
                decisions: 20,
                cost: 1.5,
            },
        };
        let bad = [
            Summary {
                luck: f64::NAN,
                ..good
            },
            Summary { cost: -1.0, ..good },
            Summary { luck: 1e9, ..good },
            Summary {
                accuracy: crate::ai::luck::Accuracy {
                    decisions: 40,
                    cost: 3.0,
                },
                ..good
            },
            Summary {
                accuracy: crate::ai::luck::Accuracy {
                    decisions: 3 * 13 + 1,
                    cost: 1.0,
                },
                ..good
            },
        ];
        let fine = summary_with(Some(good));
        assert_eq!(check_seat_results(&fine.seats, fine.layout), Ok(()));
        for account in bad {
            let s = summary_with(Some(account));
            assert!(
                check_seat_results(&s.seats, s.layout).is_err(),
                "{account:?}"
            );
        }
    }
}
