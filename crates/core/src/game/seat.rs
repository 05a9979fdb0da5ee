//! Who sits at the table: a name, and human or CPU with its level.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use yahtzee_l10n::t;

use crate::escape::{excerpt, shown};
use crate::words::Labels;

/// CPU strength, weakest first. Each is a distinct style of play; `ai` measures their means.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    Beginner,
    Casual,
    Strong,
    Perfect,
    /// Plays to finish first rather than to score most (see `ai::shark`).
    Shark,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Casual,
        Level::Strong,
        Level::Perfect,
        Level::Shark,
    ];

    pub const fn id(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Casual => "casual",
            Level::Strong => "strong",
            Level::Perfect => "perfect",
            Level::Shark => "shark",
        }
    }

    /// The level's English name, as files and the command line spell it (parsed back).
    pub const fn label(self) -> &'static str {
        match self {
            Level::Beginner => "Beginner",
            Level::Casual => "Casual",
            Level::Strong => "Strong",
            Level::Perfect => "Perfect",
            Level::Shark => "Shark",
        }
    }

    /// The level's name as a player reads it, in the language spoken.
    pub fn shown(self) -> &'static str {
        static SHOWN: Labels<Level, 5> = Labels::new(Level::ALL, |level| match level {
            Level::Beginner => t!("core-level-beginner"),
            Level::Casual => t!("core-level-casual"),
            Level::Strong => t!("core-level-strong"),
            Level::Perfect => t!("core-level-perfect"),
            Level::Shark => t!("core-level-shark"),
        });
        SHOWN.get(self)
    }

    /// How the level plays, in a player's words.
    pub fn style(self) -> &'static str {
        static STYLE: Labels<Level, 5> = Labels::new(Level::ALL, |level| match level {
            Level::Beginner => t!("core-level-style-beginner"),
            Level::Casual => t!("core-level-style-casual"),
            Level::Strong => t!("core-level-style-strong"),
            Level::Perfect => t!("core-level-style-perfect"),
            Level::Shark => t!("core-level-style-shark"),
        });
        STYLE.get(self)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown CPU level '{}'; choose beginner, casual, strong, perfect or shark", crate::escape::excerpt(.0, 40))]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "beginner" | "easy" => Ok(Level::Beginner),
            "casual" | "medium" | "normal" => Ok(Level::Casual),
            "strong" | "hard" => Ok(Level::Strong),
            "perfect" | "optimal" | "expert" => Ok(Level::Perfect),
            "shark" => Ok(Level::Shark),
            _ => Err(UnknownLevel(s.to_string())),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "level")]
pub enum SeatKind {
    Human,
    Cpu(Level),
}

impl SeatKind {
    pub const fn is_cpu(self) -> bool {
        matches!(self, SeatKind::Cpu(_))
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Seat {
    pub name: String,
    pub kind: SeatKind,
}

impl Seat {
    pub fn human(name: &str) -> Seat {
        Seat {
            name: name.to_string(),
            kind: SeatKind::Human,
        }
    }

    pub fn cpu(name: &str, level: Level) -> Seat {
        Seat {
            name: name.to_string(),
            kind: SeatKind::Cpu(level),
        }
    }
}

pub const MAX_SEATS: usize = 4;
pub const MAX_NAME_CHARS: usize = 16;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SeatError {
    #[error("{}", t!("core-seat-count", most = MAX_SEATS, count = .0))]
    SeatCount(usize),
    #[error("{}", t!("core-seat-no-name", seat = .0))]
    EmptyName(usize),
    // The names quoted come from the keyboard, an argument or a file: shown escaped, and a
    // long one cut.
    #[error("{}", t!("core-seat-name-too-long", name = excerpt(.0, MAX_NAME_CHARS + 8), most = MAX_NAME_CHARS))]
    NameTooLong(String),
    #[error("{}", t!("core-seat-bad-name", name = excerpt(.0, MAX_NAME_CHARS + 8)))]
    BadName(String),
    #[error("{}", t!("core-seat-invisible", name = excerpt(.0, MAX_NAME_CHARS + 8)))]
    Invisible(String),
    #[error("{}", t!("core-seat-duplicate", name = shown(.0).into_owned()))]
    DuplicateName(String),
    #[error("{0}")]
    Level(#[from] UnknownLevel),
    #[error("{}", t!("core-seat-bad-entry", entry = excerpt(.0, 40)))]
    BadEntry(String),
}

/// Checks what every match needs of its seats.
pub fn validate_seats(seats: &[Seat]) -> Result<(), SeatError> {
    if seats.is_empty() || seats.len() > MAX_SEATS {
        return Err(SeatError::SeatCount(seats.len()));
    }
    for (i, seat) in seats.iter().enumerate() {
        if seat.name.trim().is_empty() {
            return Err(SeatError::EmptyName(i + 1));
        }
        if seat.name.chars().count() > MAX_NAME_CHARS {
            return Err(SeatError::NameTooLong(seat.name.clone()));
        }
        if seat.name.chars().any(char::is_control) || seat.name.trim() != seat.name {
            return Err(SeatError::BadName(seat.name.clone()));
        }
        let lower = seat.name.to_lowercase();
        if seats[..i].iter().any(|s| s.name.to_lowercase() == lower) {
            return Err(SeatError::DuplicateName(seat.name.clone()));
        }
    }
    Ok(())
}

/// Checks the seats of a new match: what [`validate_seats`] checks, and that no name holds
/// a format character or a line separator ([`crate::escape::is_format`]), which would hide
/// in the name or make it read in another order. A match saved before this rule still loads
/// ([`validate_seats`] alone checks it), its names shown escaped wherever they are drawn.
pub fn validate_new_seats(seats: &[Seat]) -> Result<(), SeatError> {
    validate_seats(seats)?;
    match seats
        .iter()
        .find(|s| s.name.chars().any(crate::escape::is_format))
    {
        Some(seat) => Err(SeatError::Invisible(seat.name.clone())),
        None => Ok(()),
    }
}

/// Parses `--players`: comma-separated seats, each `NAME` (a human), `cpu` or `cpu:LEVEL` (a
/// CPU named after its level) or `NAME@LEVEL` (a named CPU). `"Ana,Ben,cpu:hard"`.
pub fn parse_players(spec: &str) -> Result<Vec<Seat>, SeatError> {
    let mut seats: Vec<Seat> = Vec::new();
    for entry in spec.split(',') {
        let entry = entry.trim();
        if entry.is_empty() {
            return Err(SeatError::BadEntry(entry.to_string()));
        }
        let lower = entry.to_ascii_lowercase();
        let seat = if lower == "cpu" || lower.starts_with("cpu:") {
            let level = match lower.strip_prefix("cpu:") {
                Some(level) => level.parse()?,
                None => Level::Strong,
            };
            Seat::cpu(&cpu_name(level, &seats), level)
        } else if let Some((name, level)) = entry.rsplit_once('@') {
            Seat::cpu(name.trim(), level.parse()?)
        } else {
            Seat::human(entry)
        };
        seats.push(seat);
    }
    validate_new_seats(&seats)?;
    Ok(seats)
}

/// A name for an unnamed CPU that no other seat uses yet: "Strong CPU", "Strong CPU 2", ….
pub fn cpu_name(level: Level, others: &[Seat]) -> String {
    let taken = |name: &str| others.iter().any(|s| s.name.eq_ignore_ascii_case(name));
    // Made in the language of the table that seats it; from then on it is the seat's name.
    // Each language words its five names to leave room for " 4" within the name limit, and
    // a name made longer still (the pseudo-language) is shortened rather than refused: a
    // player who asks for a CPU must never be told its own name is too long.
    let base = t!("core-cpu-name", level = level.id());
    let within = |base: &str, suffix: &str| -> String {
        let room = MAX_NAME_CHARS.saturating_sub(suffix.chars().count());
        let mut name: String = base.chars().take(room).collect();
        name.truncate(name.trim_end().len());
        name.push_str(suffix);
        name
    };
    let first = within(&base, "");
    if !taken(&first) {
        return first;
    }
    // Among one more name than there are others, one is free.
    (2..)
        .take(others.len().saturating_add(1))
        .map(|n| within(&base, &format!(" {n}")))
        .find(|name| !taken(name))
        .unwrap_or(first)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `--players Ana,cpu` in French once refused the game's own name for the CPU,
    /// "Ordinateur (Fort)", as longer than a name may be.
    #[test]
    fn a_cpus_own_name_fits_the_name_limit_in_every_language() {
        use yahtzee_l10n::{Lang, speaking};
        for lang in Lang::ALL {
            speaking(lang, None, || {
                for level in Level::ALL {
                    let mut seats = vec![Seat::human("Ana")];
                    for _ in 1..MAX_SEATS {
                        let name = cpu_name(level, &seats);
                        assert!(
                            name.chars().count() <= MAX_NAME_CHARS,
                            "{lang:?} {level:?}: {name}"
                        );
                        seats.push(Seat::cpu(&name, level));
                    }
                    validate_new_seats(&seats)
                        .unwrap_or_else(|e| panic!("{lang:?} {level:?}: {e}"));
                    let parsed = parse_players(&format!("Ana,cpu:{}", level.id()));
                    assert!(parsed.is_ok(), "{lang:?} {level:?}: {parsed:?}");
                }
            });
        }
    }

    #[test]
    fn players_spec_parses_humans_and_cpus() {
        let seats = parse_players("Ana, Ben ,cpu:hard").unwrap();
        assert_eq!(seats[0], Seat::human("Ana"));
        assert_eq!(seats[1], Seat::human("Ben"));
        assert_eq!(seats[2], Seat::cpu("Strong CPU", Level::Strong));
        let seats = parse_players("Robo@perfect,cpu:easy,cpu:easy").unwrap();
        assert_eq!(seats[0], Seat::cpu("Robo", Level::Perfect));
        assert_eq!(seats[2].name, "Beginner CPU 2");
        assert!(matches!(
            parse_players("Ana,ana"),
            Err(SeatError::DuplicateName(_))
        ));
        assert!(matches!(
            parse_players("a,b,c,d,e"),
            Err(SeatError::SeatCount(5))
        ));
        assert!(matches!(
            parse_players("cpu:godlike"),
            Err(SeatError::Level(_))
        ));
        assert!(matches!(
            parse_players("Ana,,Ben"),
            Err(SeatError::BadEntry(_))
        ));
    }

    #[test]
    fn a_new_name_with_an_invisible_or_direction_character_is_refused() {
        for name in [
            "Ana\u{200b}",
            "A\u{202e}na",
            "\u{2066}Ana",
            "An\u{ad}a",
            "Ana\u{2028}x",
            "\u{feff}Ana",
            "Robo\u{200d}@perfect",
        ] {
            let err = parse_players(&format!("Ben,{name}")).unwrap_err();
            assert!(matches!(err, SeatError::Invisible(_)), "{name:?}: {err:?}");
            let said = err.to_string();
            assert!(said.contains("invisible character"), "{said}");
            assert!(!said.chars().any(crate::escape::is_format), "{said:?}");
        }
        // A match saved with such a name still loads: the seats' own check lets it through.
        assert!(validate_seats(&[Seat::human("Ana\u{200b}")]).is_ok());
        assert!(validate_new_seats(&[Seat::human("Ana")]).is_ok());
    }
}
