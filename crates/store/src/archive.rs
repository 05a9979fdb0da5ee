//! Old match summaries folded into yearly tallies, so the history stays bounded however long
//! people play, and statistics still count every match.
//!
//! The history keeps the newest [`SUMMARIES_KEPT`] summaries one by one. Older ones are added
//! into one [`ArchivedYear`] per year, rules, card and way of playing: for each player the
//! counts and sums that statistics are computed from, and the ten best totals. A tally holds
//! exactly what the statistics read from a summary, so folding changes no figure (a test
//! compares them). If the file would still pass [`HISTORY_BUDGET`] (only a history of
//! thousands of different names does), years are merged, and as a last resort the players
//! with the fewest games are dropped from the tallies, and the player is told.

use std::collections::BTreeMap;
use yahtzee_l10n::t;

use serde::{Deserialize, Serialize};

use super::saves::{
    BoxValues, MatchSummary, Moment, SeatResult, check_id, check_time, format_time, named_rules,
};
use crate::game::{Level, PlayMode, SeatKind};
use crate::rules::{BoxId, Layout, NamedRules};

/// Summaries kept one by one (newest); older ones are folded into the yearly tallies.
pub const SUMMARIES_KEPT: usize = 5_000;
/// The most bytes a history is written as: well under the 64 MiB it is read back with.
pub const HISTORY_BUDGET: u64 = 24 << 20;
/// Best totals kept per tally.
const HIGH_SCORES_KEPT: usize = 10;

/// Games won, lost and tied against one kind of opponent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub wins: u32,
    pub losses: u32,
    pub ties: u32,
}

/// One of the best totals under a rules preset.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HighScore {
    pub name: String,
    pub kind: SeatKind,
    pub total: u32,
    pub finished_unix: u64,
}

/// The matches of one year (UTC, by when they finished) under one rules name, card and way of
/// playing. Year 0 holds several years merged.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArchivedYear {
    pub year: u16,
    pub rules_name: String,
    #[serde(default, skip_serializing_if = "PlayMode::is_on_screen")]
    pub play: PlayMode,
    #[serde(default, skip_serializing_if = "Layout::is_classic")]
    pub layout: Layout,
    pub matches: u32,
    pub players: Vec<Tally>,
    /// The best totals of these matches, best first.
    pub high_scores: Vec<HighScore>,
}

/// One player's figures over some matches: what [`super::stats::player_stats`] computes from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tally {
    pub name: String,
    pub kind: SeatKind,
    pub games: u32,
    pub wins: u32,
    pub total_sum: u64,
    pub best_total: u32,
    pub best_game: String,
    pub best_game_unix: u64,
    pub upper_bonuses: u32,
    pub yahtzees: u32,
    /// Games with at least one Yahtzee.
    pub yahtzee_games: u32,
    /// Points per box summed over the games whose boxes are recorded.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub box_sums: BTreeMap<BoxId, u64>,
    #[serde(default)]
    pub box_games: u32,
    /// Against each CPU level met (by level id).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub versus: BTreeMap<String, Record>,
    /// Turns a CPU played for this person while they were away (see
    /// [`SeatResult::stand_in_turns`]).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub stand_in_turns: u64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

impl Tally {
    pub fn new(name: &str, kind: SeatKind) -> Tally {
        Tally {
            name: name.to_string(),
            kind,
            games: 0,
            wins: 0,
            total_sum: 0,
            best_total: 0,
            best_game: String::new(),
            best_game_unix: 0,
            upper_bonuses: 0,
            yahtzees: 0,
            yahtzee_games: 0,
            box_sums: BTreeMap::new(),
            box_games: 0,
            versus: BTreeMap::new(),
            stand_in_turns: 0,
        }
    }

    /// Counts `seat`'s result in `summary`. Counters saturate: they must never wrap, whatever
    /// a file holds.
    pub fn add(&mut self, summary: &MatchSummary, seat: &SeatResult) {
        if let Some(boxes) = &seat.boxes {
            for (b, &points) in summary.layout.boxes().iter().zip(boxes) {
                let sum = self.box_sums.entry(*b).or_default();
                *sum = sum.saturating_add(u64::from(points));
            }
            self.box_games = self.box_games.saturating_add(1);
        }
        self.yahtzee_games = self
            .yahtzee_games
            .saturating_add(u32::from(seat.yahtzees > 0));
        for other in &summary.seats {
            if let SeatKind::Cpu(level) = other.kind
                && !(other.name == seat.name && other.kind == seat.kind)
            {
                let record = self.versus.entry(level.id().to_string()).or_default();
                let counter = match seat.rank.cmp(&other.rank) {
                    std::cmp::Ordering::Less => &mut record.wins,
                    std::cmp::Ordering::Greater => &mut record.losses,
                    std::cmp::Ordering::Equal => &mut record.ties,
                };
                *counter = counter.saturating_add(1);
            }
        }
        let first = self.games == 0;
        self.games = self.games.saturating_add(1);
        // A match of one seat has no winner: first of one is neither a win nor a loss (a
        // solo daily once showed as a win beside a lost match against a CPU).
        let won = seat.rank == 1 && summary.seats.len() > 1;
        self.wins = self.wins.saturating_add(u32::from(won));
        self.total_sum = self.total_sum.saturating_add(u64::from(seat.total));
        self.upper_bonuses = self
            .upper_bonuses
            .saturating_add(u32::from(seat.upper_bonus));
        self.yahtzees = self.yahtzees.saturating_add(seat.yahtzees);
        self.stand_in_turns = self
            .stand_in_turns
            .saturating_add(u64::from(seat.stand_in_turns));
        if first || seat.total > self.best_total {
            self.best_total = seat.total;
            self.best_game = summary.id.clone();
            self.best_game_unix = summary.finished_unix;
        }
    }

    /// Adds `later`'s figures (matches played after this tally's) to this tally.
    pub fn merge(&mut self, later: &Tally) {
        if later.games == 0 {
            return;
        }
        self.stand_in_turns = self.stand_in_turns.saturating_add(later.stand_in_turns);
        if self.games == 0 || later.best_total > self.best_total {
            self.best_total = later.best_total;
            self.best_game = later.best_game.clone();
            self.best_game_unix = later.best_game_unix;
        }
        self.games = self.games.saturating_add(later.games);
        self.wins = self.wins.saturating_add(later.wins);
        self.total_sum = self.total_sum.saturating_add(later.total_sum);
        self.upper_bonuses = self.upper_bonuses.saturating_add(later.upper_bonuses);
        self.yahtzees = self.yahtzees.saturating_add(later.yahtzees);
        self.yahtzee_games = self.yahtzee_games.saturating_add(later.yahtzee_games);
        for (b, s) in &later.box_sums {
            let sum = self.box_sums.entry(*b).or_default();
            *sum = sum.saturating_add(*s);
        }
        self.box_games = self.box_games.saturating_add(later.box_games);
        for (level, r) in &later.versus {
            let mine = self.versus.entry(level.clone()).or_default();
            mine.wins = mine.wins.saturating_add(r.wins);
            mine.losses = mine.losses.saturating_add(r.losses);
            mine.ties = mine.ties.saturating_add(r.ties);
        }
    }

    /// Checks what a file's tally says against itself; `max_total` is the card's largest.
    fn validate(&self, max_total: u32) -> Result<(), String> {
        let n = self.games;
        // What is wrong, said as what the tally does ("counts no games"): its subject comes
        // first in every language the game speaks ("the tally of 2024 (classic) for Ana").
        let wrong = |what: String| Err(what);
        if n == 0 {
            return wrong(t!("store-tally-no-games"));
        }
        if self.wins > n || self.upper_bonuses > n || self.yahtzee_games > n || self.box_games > n {
            return wrong(t!("store-tally-more-than-games"));
        }
        if self.best_total > max_total || self.total_sum > u64::from(n) * u64::from(self.best_total)
        {
            return wrong(t!("store-tally-totals"));
        }
        if self.yahtzee_games > self.yahtzees {
            return wrong(t!("store-tally-yahtzee-games"));
        }
        if self
            .box_sums
            .values()
            .any(|&s| s > u64::from(self.box_games) * 1000)
        {
            return wrong(t!("store-tally-box-beyond"));
        }
        let met = self
            .versus
            .values()
            .map(|r| u64::from(r.wins) + u64::from(r.losses) + u64::from(r.ties));
        // At most three other seats a game.
        if met.sum::<u64>() > 3 * u64::from(n) {
            return wrong(t!("store-tally-opponents"));
        }
        if self.best_game.trim().is_empty() {
            return wrong(t!("store-tally-no-best-game"));
        }
        Ok(())
    }
}

/// The UTC year of a Unix time (1970 onwards).
pub fn year_of(unix: u64) -> u16 {
    // Days to a civil date (Howard Hinnant's algorithm), as `format_time` does.
    let z = (unix / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    u16::try_from(year).unwrap_or(u16::MAX)
}

impl ArchivedYear {
    fn key(&self) -> (u16, &str, PlayMode, Layout) {
        (self.year, &self.rules_name, self.play, self.layout)
    }

    fn add_high_scores(&mut self, more: impl IntoIterator<Item = HighScore>) {
        self.high_scores.extend(more);
        self.high_scores.sort_by(|a, b| {
            b.total
                .cmp(&a.total)
                .then(a.finished_unix.cmp(&b.finished_unix))
        });
        self.high_scores.truncate(HIGH_SCORES_KEPT);
    }

    fn tally_mut(&mut self, name: &str, kind: SeatKind) -> &mut Tally {
        let i = match self
            .players
            .iter()
            .position(|p| p.name == name && p.kind == kind)
        {
            Some(i) => i,
            None => {
                self.players.push(Tally::new(name, kind));
                self.players.len() - 1
            }
        };
        &mut self.players[i]
    }

    pub(super) fn validate(&self, boxes: &mut BoxValues) -> Result<(), String> {
        let at = |why: String| {
            Err(t!(
                "store-tally",
                year = (self.year),
                rules = crate::escape::excerpt(&self.rules_name, 40),
                why = why
            ))
        };
        let rules = match named_rules(&self.rules_name, self.layout) {
            Ok(rules) => rules,
            Err(why) => return at(why.to_string()),
        };
        if self.year != 0 && !(1970..=9999).contains(&self.year) {
            return at(t!("store-tally-bad-year"));
        }
        if self.matches == 0 || self.players.is_empty() {
            return at(t!("store-tally-no-matches"));
        }
        let max = super::saves::max_possible_total(self.layout);
        // Every time it holds is of its year (year 0 holds several).
        let dated = |unix: u64, what: Moment| -> Result<(), String> {
            check_time(unix, what).map_err(|e| e.to_string())?;
            if self.year != 0 && year_of(unix) != self.year {
                return Err(yahtzee_l10n::t!(
                    "store-not-in-year",
                    what = what.id(),
                    time = format_time(unix)
                ));
            }
            Ok(())
        };
        let mut seen = std::collections::HashSet::new();
        for p in &self.players {
            if !seen.insert((p.name.as_str(), p.kind)) {
                return at(t!(
                    "store-tally-twice",
                    name = crate::escape::excerpt(&p.name, 40)
                ));
            }
            if p.games > self.matches {
                return at(t!(
                    "store-tally-more-games",
                    name = crate::escape::excerpt(&p.name, 40)
                ));
            }
            p.validate(max)
                .map_err(|why| {
                    t!(
                        "store-tally-for",
                        name = crate::escape::excerpt(&p.name, 40),
                        why = why
                    )
                })
                .or_else(at)?;
            p.validate_against(rules, self.layout, boxes)
                .and_then(|()| dated(p.best_game_unix, Moment::BestGame))
                .or_else(at)?;
        }
        if self.high_scores.len() > HIGH_SCORES_KEPT
            || self.high_scores.iter().any(|h| h.total > max)
            || self.high_scores.windows(2).any(|w| w[0].total < w[1].total)
        {
            return at(t!("store-tally-high-scores"));
        }
        for h in &self.high_scores {
            check_name(&h.name, h.kind)
                .and_then(|()| dated(h.finished_unix, Moment::HighScore))
                .or_else(at)?;
        }
        Ok(())
    }
}

/// Checks a player's name in a tally as a seat's is checked: no control characters, no
/// name the game would not seat.
fn check_name(name: &str, kind: SeatKind) -> Result<(), String> {
    let seat = crate::game::Seat {
        name: name.to_string(),
        kind,
    };
    crate::game::validate_seats(&[seat]).map_err(|e| format!("has a player no seat could be: {e}"))
}

impl Tally {
    /// Checks what a tally says against the rules and card of its matches: its name, the
    /// levels it met, its best game's id, and its points per box, each no more than its games
    /// could score there.
    fn validate_against(
        &self,
        rules: NamedRules,
        layout: Layout,
        boxes: &mut BoxValues,
    ) -> Result<(), String> {
        check_name(&self.name, self.kind)?;
        let name = crate::escape::excerpt(&self.name, 40);
        if let Some(level) = self
            .versus
            .keys()
            .find(|l| !Level::ALL.iter().any(|known| known.id() == l.as_str()))
        {
            return Err(t!(
                "store-tally-unknown-level",
                name = name.as_str(),
                level = crate::escape::excerpt(level, 40)
            ));
        }
        check_id(&self.best_game).map_err(|why| {
            t!(
                "store-tally-best-game-id",
                name = name.as_str(),
                why = why.to_string()
            )
        })?;
        if layout.is_multi_column() && !self.box_sums.is_empty() {
            return Err(t!("store-tally-boxes-multi-column", name = name.as_str()));
        }
        for (&b, &sum) in &self.box_sums {
            if !layout.has(b) {
                return Err(t!(
                    "store-tally-box-not-on-card",
                    name = name.as_str(),
                    label = b.label(),
                    card = layout.id()
                ));
            }
            if sum > u64::from(self.box_games) * u64::from(boxes.most(rules, b)) {
                return Err(t!(
                    "store-tally-box-too-many",
                    name = name.as_str(),
                    label = layout.label(b),
                    games = (self.box_games)
                ));
            }
        }
        Ok(())
    }
}

/// Adds one summary to the tallies (kept ordered by year, then by first appearance).
pub(super) fn fold_one(archive: &mut Vec<ArchivedYear>, summary: &MatchSummary) {
    let year = year_of(summary.finished_unix);
    let key = (
        year,
        summary.rules_name.as_str(),
        summary.play,
        summary.layout,
    );
    let i = match archive.iter().position(|g| g.key() == key) {
        Some(i) => i,
        None => {
            let at = archive.partition_point(|g| g.year <= year);
            archive.insert(
                at,
                ArchivedYear {
                    year,
                    rules_name: summary.rules_name.clone(),
                    play: summary.play,
                    layout: summary.layout,
                    matches: 0,
                    players: Vec::new(),
                    high_scores: Vec::new(),
                },
            );
            at
        }
    };
    let group = &mut archive[i];
    group.matches = group.matches.saturating_add(1);
    for seat in &summary.seats {
        group.tally_mut(&seat.name, seat.kind).add(summary, seat);
    }
    group.add_high_scores(summary.seats.iter().map(|s| HighScore {
        name: s.name.clone(),
        kind: s.kind,
        total: s.total,
        finished_unix: summary.finished_unix,
    }));
}

/// Merges every year of the tallies into year 0, one tally per rules, card and way of playing.
pub(super) fn merge_years(archive: &mut Vec<ArchivedYear>) {
    let mut merged: Vec<ArchivedYear> = Vec::new();
    for group in archive.drain(..) {
        let key = (0, group.rules_name.as_str(), group.play, group.layout);
        match merged.iter_mut().find(|g| g.key() == key) {
            Some(into) => {
                into.matches = into.matches.saturating_add(group.matches);
                for p in &group.players {
                    into.tally_mut(&p.name, p.kind).merge(p);
                }
                into.add_high_scores(group.high_scores);
            }
            None => merged.push(ArchivedYear { year: 0, ..group }),
        }
    }
    *archive = merged;
}
