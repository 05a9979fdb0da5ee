//! How a match is played, chosen in setup and kept with the match: the play mode (dice on
//! screen, real dice, a score pad), the undo and hints policy, the coach and the CPUs' pace.
//! [`super::Session`] holds them beside the match and checks every action against them.

use serde::{Deserialize, Serialize};
use yahtzee_l10n::t;

use crate::words::Labels;

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

    /// The speed's English name, as the config file and `--cpu-speed` spell it.
    pub fn label(self) -> &'static str {
        match self {
            CpuSpeed::Slow => "Slow",
            CpuSpeed::Normal => "Normal",
            CpuSpeed::Fast => "Fast",
            CpuSpeed::Instant => "Instant",
        }
    }

    /// The speed as a player reads it, in the language spoken.
    pub fn shown(self) -> &'static str {
        static SHOWN: Labels<CpuSpeed, 4> = Labels::new(CpuSpeed::ALL, |speed| match speed {
            CpuSpeed::Slow => t!("core-speed-slow"),
            CpuSpeed::Normal => t!("core-speed-normal"),
            CpuSpeed::Fast => t!("core-speed-fast"),
            CpuSpeed::Instant => t!("core-speed-instant"),
        });
        SHOWN.get(self)
    }

    pub fn cycled(self, forward: bool) -> CpuSpeed {
        cycle(&CpuSpeed::ALL, self, forward)
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

    /// The mode as a player reads it, in the language spoken (files keep the serde id).
    pub fn shown(self) -> &'static str {
        static LABELS: Labels<CoachMode, 3> = Labels::new(CoachMode::ALL, |mode| match mode {
            CoachMode::Off => t!("core-coach-off"),
            CoachMode::Warn => t!("core-coach-warn"),
            CoachMode::Always => t!("core-coach-always"),
        });
        LABELS.get(self)
    }

    pub fn cycled(self, forward: bool) -> CoachMode {
        cycle(&CoachMode::ALL, self, forward)
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
    /// The measure as a player reads it, in the language spoken (files keep the serde id).
    pub fn shown(self) -> &'static str {
        static LABELS: Labels<CoachMeasure, 2> = Labels::new(
            [CoachMeasure::Points, CoachMeasure::ChanceToWin],
            |measure| match measure {
                CoachMeasure::Points => t!("core-measure-points"),
                CoachMeasure::ChanceToWin => t!("core-measure-chance-to-win"),
            },
        );
        LABELS.get(self)
    }
}

/// Why an action does not fit how the match is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ModeError {
    #[error("{}", t!("core-mode-pad-has-no-dice"))]
    NoDiceOnPad,
    #[error("{}", t!("core-mode-points-only-on-pad"))]
    PointsOffPad,
    #[error("{}", t!("core-mode-typed-only-real-dice"))]
    NotRealDice,
    #[error("{}", t!("core-mode-real-dice-thrown-by-hand"))]
    RealDiceSeat,
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
    /// Per seat (by position): whether the person joins over SSH when the match is hosted
    /// (`yahtzee host`), so `host --resume` opens the same seats to the same guests; missing
    /// entries are false. Played at one terminal, such a seat is a person here like any other.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub joining: Vec<bool>,
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
            joining: Vec::new(),
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

    /// Whether the person in `seat` joins over SSH when the match is hosted.
    pub fn joins_for(&self, seat: usize) -> bool {
        self.joining.get(seat).copied().unwrap_or(false)
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
    pub fn check_log(&self, record: &super::MatchRecord) -> Result<(), LogMisfit> {
        for (i, entry) in record.log.iter().enumerate() {
            if let Err(problem) = self.allows(entry.seat.index(), entry.action) {
                return Err(LogMisfit {
                    entry: i + 1,
                    problem,
                });
            }
        }
        Ok(())
    }

    /// These options for a match of `seats` seats: per-seat settings beyond them dropped.
    pub fn fitted(mut self, seats: usize) -> MatchOptions {
        self.coach.truncate(seats);
        self.real_dice.truncate(seats);
        self.joining.truncate(seats);
        self
    }

    /// Why these options cannot go with these seats, if they cannot: a score pad needs
    /// people at every seat, and only people throw real dice.
    pub fn check_seats(&self, seats: &[super::Seat]) -> Option<&'static str> {
        let person = |i: usize| {
            seats
                .get(i)
                .is_some_and(|s| s.kind == super::SeatKind::Human)
        };
        if self.score_pad && !(0..seats.len()).all(person) {
            return Some(seats_refusal(SeatsRefusal::PadWithCpu));
        }
        if self
            .real_dice
            .iter()
            .enumerate()
            .any(|(i, &r)| r && !person(i))
        {
            return Some(seats_refusal(SeatsRefusal::CpuRealDice));
        }
        if self
            .joining
            .iter()
            .enumerate()
            .any(|(i, &j)| j && !person(i))
        {
            return Some(seats_refusal(SeatsRefusal::CpuJoining));
        }
        if self.score_pad && self.joining.iter().any(|&j| j) {
            return Some(seats_refusal(SeatsRefusal::PadJoined));
        }
        None
    }

    /// Whether `action` by the seat at `seat` fits how the match is played (see
    /// [`MatchOptions::check_log`]). [`super::Session::apply`] asks before every action, so
    /// the game never writes a save it would refuse to read.
    pub fn allows(&self, seat: usize, action: super::Action) -> Result<(), ModeError> {
        use super::Action;
        match action {
            a if self.score_pad && !a.is_pad() => Err(ModeError::NoDiceOnPad),
            a if !self.score_pad && a.is_pad() => Err(ModeError::PointsOffPad),
            Action::Throw { .. } if !self.real_dice_for(seat) => Err(ModeError::NotRealDice),
            Action::Roll | Action::ToggleHold { .. } if self.real_dice_for(seat) => {
                Err(ModeError::RealDiceSeat)
            }
            _ => Ok(()),
        }
    }

    /// Checks what a file may say of the options of a match of `seats` seats.
    pub fn validate(&self, seats: usize) -> Result<(), OptionsError> {
        if self.real_dice.len() > seats {
            return Err(OptionsError::RealDiceSeats {
                given: self.real_dice.len(),
                seats,
            });
        }
        if self.score_pad && self.real_dice.iter().any(|&r| r) {
            return Err(OptionsError::PadWithRealDice);
        }
        if !self.coach_threshold.is_finite()
            || !(0.0..=MAX_COACH_THRESHOLD).contains(&self.coach_threshold)
        {
            return Err(OptionsError::CoachThreshold(self.coach_threshold));
        }
        if self.coach.len() > seats {
            return Err(OptionsError::CoachSeats {
                given: self.coach.len(),
                seats,
            });
        }
        if self.joining.len() > seats {
            return Err(OptionsError::SshSeats {
                given: self.joining.len(),
                seats,
            });
        }
        Ok(())
    }
}

/// The option after (or, going back, before) `current` in `all`, wrapping around; the first
/// option if `current` is not among them.
pub fn cycle<T: Copy + PartialEq>(all: &[T], current: T, forward: bool) -> T {
    let n = all.len();
    match all.iter().position(|&x| x == current) {
        Some(i) if forward => all[(i + 1) % n],
        Some(i) => all[(i + n - 1) % n],
        None => all[0],
    }
}

/// Why a file's match options cannot be those of its match (see [`MatchOptions::validate`]).
#[derive(Clone, Copy, Debug, PartialEq, thiserror::Error)]
pub enum OptionsError {
    #[error("{}", t!("core-options-real-dice-seats", given = (*.given), seats = (*.seats)))]
    RealDiceSeats { given: usize, seats: usize },
    #[error("{}", t!("core-options-pad-with-real-dice"))]
    PadWithRealDice,
    #[error("{}", t!("core-options-coach-threshold", threshold = (*.0), most = MAX_COACH_THRESHOLD))]
    CoachThreshold(f64),
    #[error("{}", t!("core-options-coach-seats", given = (*.given), seats = (*.seats)))]
    CoachSeats { given: usize, seats: usize },
    #[error("{}", t!("core-options-ssh-seats", given = (*.given), seats = (*.seats)))]
    SshSeats { given: usize, seats: usize },
}

/// An action of a match's log that how the match is played forbids (see
/// [`MatchOptions::check_log`]); `entry` counts from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", t!("core-options-log-misfit", entry = (*.entry), problem = .problem.to_string()))]
pub struct LogMisfit {
    pub entry: usize,
    pub problem: ModeError,
}

/// A way of playing the command line or a config file named that is none of the three.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown way of playing '{}'; choose on-screen, real-dice or score-pad", crate::escape::excerpt(.0, 40))]
pub struct UnknownPlayMode(String);

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

    /// The way of playing as a player reads it, in the language spoken (files keep [`id`]).
    ///
    /// [`id`]: PlayMode::id
    pub fn label(self) -> &'static str {
        static LABELS: Labels<PlayMode, 3> = Labels::new(PlayMode::ALL, |mode| match mode {
            PlayMode::OnScreen => t!("core-mode-on-screen"),
            PlayMode::RealDice => t!("core-mode-real-dice"),
            PlayMode::ScorePad => t!("core-mode-score-pad"),
        });
        LABELS.get(self)
    }

    /// How matches of this kind were played, after "matches": a score pad keeps score for
    /// a game, it is not played with.
    pub fn played(self) -> &'static str {
        static PLAYED: Labels<PlayMode, 3> = Labels::new(PlayMode::ALL, |mode| match mode {
            PlayMode::OnScreen => t!("core-mode-played-on-screen"),
            PlayMode::RealDice => t!("core-mode-played-real-dice"),
            PlayMode::ScorePad => t!("core-mode-played-score-pad"),
        });
        PLAYED.get(self)
    }
}

impl std::str::FromStr for PlayMode {
    type Err = UnknownPlayMode;
    fn from_str(s: &str) -> Result<PlayMode, UnknownPlayMode> {
        let s = s.trim().to_ascii_lowercase().replace('-', "_");
        PlayMode::ALL
            .into_iter()
            .find(|m| {
                m.id() == s
                    || (s == "pad" && *m == PlayMode::ScorePad)
                    || (s == "real" && *m == PlayMode::RealDice)
            })
            .ok_or(UnknownPlayMode(s))
    }
}

/// What [`MatchOptions::check_seats`] refuses, each said once per language.
#[derive(Clone, Copy, PartialEq)]
enum SeatsRefusal {
    PadWithCpu,
    CpuRealDice,
    CpuJoining,
    PadJoined,
}

fn seats_refusal(why: SeatsRefusal) -> &'static str {
    static SAID: Labels<SeatsRefusal, 4> = Labels::new(
        [
            SeatsRefusal::PadWithCpu,
            SeatsRefusal::CpuRealDice,
            SeatsRefusal::CpuJoining,
            SeatsRefusal::PadJoined,
        ],
        |why| match why {
            SeatsRefusal::PadWithCpu => t!("core-seats-pad-with-cpu"),
            SeatsRefusal::CpuRealDice => t!("core-seats-cpu-real-dice"),
            SeatsRefusal::CpuJoining => t!("core-seats-cpu-joining"),
            SeatsRefusal::PadJoined => t!("core-seats-pad-joined"),
        },
    );
    SAID.get(why)
}
