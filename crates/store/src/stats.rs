//! Statistics: what the history's summaries and yearly tallies add up to, per player, per
//! card and per way of playing, and the text `yahtzee stats` and the Statistics screen show.
//! The file formats and their checks are in [`super::saves`]; nothing here reads or writes.

use std::collections::BTreeMap;

use serde::Serialize;

use super::archive::{HighScore, Record};
use super::history::History;
use super::saves::format_time;
use crate::game::PlayMode;
use crate::game::SeatKind;
use crate::rules::{BoxId, Layout};
use yahtzee_l10n::t;

/// A player's figures over finished normal matches. People and CPUs are counted apart, even
/// under one name.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayerStats {
    pub name: String,
    pub kind: SeatKind,
    pub games: u32,
    /// First places, shared ones included.
    pub wins: u32,
    pub mean_total: f64,
    pub best_total: u32,
    /// When the best game was played, and its match id.
    pub best_game: String,
    pub best_game_unix: u64,
    pub upper_bonus_rate: f64,
    pub yahtzees: u32,
    /// Share of games with at least one Yahtzee scored.
    pub yahtzee_rate: f64,
    /// Mean points per box (by box id), over the games whose boxes are recorded.
    pub box_means: BTreeMap<BoxId, f64>,
    /// Against each CPU level met at the table (by level id): finishing above it, below it,
    /// or level with it.
    pub versus: BTreeMap<String, Record>,
    /// Games whose boxes are recorded (the box means' count).
    pub box_games: u32,
    /// Turns a CPU played for this person while they were away from a hosted table: their
    /// matches count as theirs, and the report says how many turns were not.
    pub stand_in_turns: u64,
    /// Accuracy and luck over the matches whose account was noted; `None` with none.
    pub play: Option<PlayOverTime>,
}

/// How many of a player's latest accounted matches "lately" is.
pub const RECENT_PLAYS: usize = 10;

/// A player's accuracy and luck over time: over every match with an account, and over the
/// latest [`RECENT_PLAYS`] of them, so a player sees whether they are getting better.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayOverTime {
    pub all: PlayFigures,
    pub recent: PlayFigures,
}

/// Accuracy and luck over some matches. Accuracy pools every choice (each choice weighs
/// alike, as a backgammon analyst's error rate does), so a match of few real choices
/// does not count as much as one of many.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayFigures {
    pub matches: u32,
    /// Choices judged, and the expected points they gave away in all.
    pub accuracy: crate::ai::luck::Accuracy,
    /// Expected points given away per choice; `None` with no choice judged.
    pub mean_cost: Option<f64>,
    pub grade: Option<crate::ai::luck::Grade>,
    /// Mean luck a match, in expected points above or below the average dice.
    pub mean_luck: f64,
}

impl PlayFigures {
    fn of(accounts: &[crate::ai::luck::Summary]) -> PlayFigures {
        let accuracy = accounts
            .iter()
            .fold(crate::ai::luck::Accuracy::default(), |a, s| {
                a.plus(s.accuracy)
            });
        let luck: f64 = accounts.iter().map(|s| s.luck).sum();
        PlayFigures {
            matches: u32::try_from(accounts.len()).unwrap_or(u32::MAX),
            accuracy,
            mean_cost: accuracy.mean(),
            grade: accuracy.grade(),
            mean_luck: luck / accounts.len().max(1) as f64,
        }
    }

    /// "0.14 (expert)", or "no choices" with none judged.
    fn accuracy_text(&self) -> String {
        match (self.mean_cost, self.grade) {
            (Some(mean), Some(grade)) => t!(
                "store-stats-accuracy",
                mean = yahtzee_l10n::decimal(mean, 2),
                grade = grade_id(grade)
            ),
            _ => t!("store-stats-no-choices"),
        }
    }
}

impl PlayOverTime {
    /// The figures of `accounts`, oldest first; `None` when there are none.
    fn of(accounts: &[crate::ai::luck::Summary]) -> Option<PlayOverTime> {
        if accounts.is_empty() {
            return None;
        }
        let recent = &accounts[accounts.len().saturating_sub(RECENT_PLAYS)..];
        Some(PlayOverTime {
            all: PlayFigures::of(accounts),
            recent: PlayFigures::of(recent),
        })
    }
}

/// Each player's accounts of luck and play, oldest first: only the summaries kept one by
/// one have them (a year's tally keeps no accounts).
fn accounts_by_player(
    history: &History,
) -> BTreeMap<(String, String), Vec<crate::ai::luck::Summary>> {
    let mut summaries: Vec<_> = history.summaries.iter().collect();
    summaries.sort_by_key(|s| s.finished_unix);
    let mut out: BTreeMap<(String, String), Vec<crate::ai::luck::Summary>> = BTreeMap::new();
    for summary in summaries {
        for seat in &summary.seats {
            if let Some(account) = seat.account {
                out.entry((seat.name.clone(), kind_label(seat.kind)))
                    .or_default()
                    .push(account);
            }
        }
    }
    out
}

/// The ten best totals under each rules preset (by the rules' name), best first, of every
/// seat.
pub fn high_scores(history: &History) -> BTreeMap<String, Vec<HighScore>> {
    high_scores_of(history, Who::Everyone)
}

/// The ten best totals under each rules preset of the seats `who` names. People only, a
/// yearly tally's list (its ten best of every seat) may have lost a person's scores to the
/// CPUs': each person's best game of the year, which the tally keeps, is added back.
pub fn high_scores_of(history: &History, who: Who) -> BTreeMap<String, Vec<HighScore>> {
    let mut out: BTreeMap<String, Vec<HighScore>> = BTreeMap::new();
    for group in &history.archive {
        let table = out.entry(group.rules_name.clone()).or_default();
        table.extend(
            group
                .high_scores
                .iter()
                .filter(|h| who.shows(h.kind))
                .cloned(),
        );
        if who == Who::People {
            for p in group.players.iter().filter(|p| p.kind == SeatKind::Human) {
                let best = HighScore {
                    name: p.name.clone(),
                    kind: p.kind,
                    total: p.best_total,
                    finished_unix: p.best_game_unix,
                };
                if p.games > 0 && !table.contains(&best) {
                    table.push(best);
                }
            }
        }
    }
    for summary in &history.summaries {
        let table = out.entry(summary.rules_name.clone()).or_default();
        table.extend(
            summary
                .seats
                .iter()
                .filter(|s| who.shows(s.kind))
                .map(|s| HighScore {
                    name: s.name.clone(),
                    kind: s.kind,
                    total: s.total,
                    finished_unix: summary.finished_unix,
                }),
        );
    }
    for table in out.values_mut() {
        table.sort_by(|a, b| {
            b.total
                .cmp(&a.total)
                .then(a.finished_unix.cmp(&b.finished_unix))
        });
        table.truncate(10);
    }
    out
}

/// The history with only the matches played in `mode`, for statistics of one kind.
pub fn played_only(history: &History, mode: PlayMode) -> History {
    History {
        version: history.version,
        summaries: history
            .summaries
            .iter()
            .filter(|s| s.play == mode)
            .cloned()
            .collect(),
        recent: history
            .recent
            .iter()
            .filter(|f| f.options.play_mode() == mode)
            .cloned()
            .collect(),
        archive: history
            .archive
            .iter()
            .filter(|g| g.play == mode)
            .cloned()
            .collect(),
    }
}

/// The history with only the matches played on `layout`'s card: statistics are kept per
/// card, since a Yatzy total and a Yahtzee total are not the same measure.
pub fn layout_only(history: &History, layout: Layout) -> History {
    History {
        version: history.version,
        summaries: history
            .summaries
            .iter()
            .filter(|s| s.layout == layout)
            .cloned()
            .collect(),
        recent: history
            .recent
            .iter()
            .filter(|f| f.record.rules.layout() == layout)
            .cloned()
            .collect(),
        archive: history
            .archive
            .iter()
            .filter(|g| g.layout == layout)
            .cloned()
            .collect(),
    }
}

/// The cards counted matches were played on, with how many, in [`Layout::ALL`] order; only
/// cards with at least one match.
pub fn layout_counts(history: &History) -> Vec<(Layout, usize)> {
    Layout::ALL
        .into_iter()
        .map(|l| {
            let folded: u64 = history
                .archive
                .iter()
                .filter(|g| g.layout == l)
                .map(|g| u64::from(g.matches))
                .sum();
            let listed = history.summaries.iter().filter(|s| s.layout == l).count();
            (
                l,
                listed.saturating_add(usize::try_from(folded).unwrap_or(usize::MAX)),
            )
        })
        .filter(|c| c.1 > 0)
        .collect()
}

/// How many counted matches were played each way, in [`PlayMode::ALL`] order.
pub fn play_counts(history: &History) -> [(PlayMode, usize); 3] {
    PlayMode::ALL.map(|m| {
        let folded: u64 = history
            .archive
            .iter()
            .filter(|g| g.play == m)
            .map(|g| u64::from(g.matches))
            .sum();
        let listed = history.summaries.iter().filter(|s| s.play == m).count();
        (
            m,
            listed.saturating_add(usize::try_from(folded).unwrap_or(usize::MAX)),
        )
    })
}

/// "12 matches: 9 with dice on screen, 2 with real dice, 1 on a score pad".
pub fn play_split_line(history: &History) -> String {
    let counts = play_counts(history);
    let total: usize = counts.iter().map(|c| c.1).sum();
    let parts: Vec<String> = counts
        .iter()
        .filter(|c| c.1 > 0)
        .map(|&(m, count)| match m {
            PlayMode::OnScreen => t!("store-stats-split-on-screen", count = count),
            PlayMode::RealDice => t!("store-stats-split-real-dice", count = count),
            PlayMode::ScorePad => t!("store-stats-split-score-pad", count = count),
        })
        .collect();
    // A list's comma reads the same in every language the game speaks.
    t!(
        "store-stats-split",
        matches = total,
        parts = parts.join(", ")
    )
}

/// Statistics per player name, most games first.
pub fn player_stats(history: &History) -> Vec<PlayerStats> {
    use super::archive::Tally;
    let mut by_name: BTreeMap<(String, String), Tally> = BTreeMap::new();
    // The tallies hold the oldest matches, so they come first (a tied best stays the earliest).
    for group in &history.archive {
        for p in &group.players {
            by_name
                .entry((p.name.clone(), kind_label(p.kind)))
                .or_insert_with(|| Tally::new(&p.name, p.kind))
                .merge(p);
        }
    }
    for summary in &history.summaries {
        for seat in &summary.seats {
            by_name
                .entry((seat.name.clone(), kind_label(seat.kind)))
                .or_insert_with(|| Tally::new(&seat.name, seat.kind))
                .add(summary, seat);
        }
    }
    let mut accounts = accounts_by_player(history);
    let mut out: Vec<PlayerStats> = by_name
        .into_iter()
        .map(|(key, t)| {
            let play = accounts.remove(&key).and_then(|a| PlayOverTime::of(&a));
            let n = f64::from(t.games.max(1));
            let recorded = t.box_games.max(1) as f64;
            PlayerStats {
                name: t.name,
                kind: t.kind,
                games: t.games,
                wins: t.wins,
                mean_total: t.total_sum as f64 / n,
                best_total: t.best_total,
                best_game: t.best_game,
                best_game_unix: t.best_game_unix,
                upper_bonus_rate: f64::from(t.upper_bonuses) / n,
                yahtzees: t.yahtzees,
                yahtzee_rate: f64::from(t.yahtzee_games) / n,
                box_means: t
                    .box_sums
                    .iter()
                    .map(|(b, &sum)| (*b, sum as f64 / recorded))
                    .collect(),
                versus: t.versus,
                box_games: t.box_games,
                stand_in_turns: t.stand_in_turns,
                play,
            }
        })
        .collect();
    out.sort_by(|a, b| {
        b.games
            .cmp(&a.games)
            .then(a.name.cmp(&b.name))
            .then(kind_label(a.kind).cmp(&kind_label(b.kind)))
    });
    out
}

/// The best total a person called `name` has had under the rules called `rules_name`, over
/// every counted match (folded ones included).
pub fn best_total_of(history: &History, name: &str, rules_name: &str) -> Option<u32> {
    let folded = history
        .archive
        .iter()
        .filter(|g| g.rules_name == rules_name)
        .flat_map(|g| &g.players)
        .filter(|p| p.name == name && p.kind == SeatKind::Human)
        .map(|p| p.best_total);
    let listed = history
        .summaries
        .iter()
        .filter(|m| m.rules_name == rules_name)
        .flat_map(|m| &m.seats)
        .filter(|r| r.name == name && r.kind == SeatKind::Human)
        .map(|r| r.total);
    folded.chain(listed).max()
}

/// "person", or the CPU's level: how statistics tell seats apart beyond their names (a key
/// in every language, never shown: [`kind_text`] is what a player reads).
pub fn kind_label(kind: SeatKind) -> String {
    match kind {
        SeatKind::Human => "person".to_string(),
        SeatKind::Cpu(level) => format!("{} CPU", level.label()),
    }
}

/// "person", or "Strong CPU", in the language spoken: the report's "Plays as".
pub fn kind_text(kind: SeatKind) -> String {
    match kind {
        SeatKind::Human => t!("store-stats-person"),
        SeatKind::Cpu(level) => t!("store-stats-cpu", level = level.shown()),
    }
}

/// The id of an accuracy grade, which the messages choose their word by.
pub(crate) fn grade_id(grade: crate::ai::luck::Grade) -> &'static str {
    use crate::ai::luck::Grade;
    match grade {
        Grade::Perfect => "perfect",
        Grade::Expert => "expert",
        Grade::Strong => "strong",
        Grade::Fair => "fair",
        Grade::Learning => "learning",
    }
}

/// Luck a match with its sign: "+12.3", "-0.4" as the report has always printed it in
/// English (scripts read it), and with the language's decimal comma and true minus sign in
/// the others.
fn luck_text(luck: f64) -> String {
    use yahtzee_l10n::Lang;
    match yahtzee_l10n::current() {
        Lang::En | Lang::Pseudo => format!("{luck:+.1}"),
        Lang::De | Lang::Fr | Lang::Es | Lang::Sv => yahtzee_l10n::signed(luck),
    }
}

/// `text` left-aligned in `w` columns of a terminal (wider text is left whole).
fn padded(text: &str, w: usize) -> String {
    use unicode_width::UnicodeWidthStr;
    format!("{text}{}", " ".repeat(w.saturating_sub(text.width())))
}

/// `text` right-aligned in `w` columns of a terminal (wider text is left whole).
fn right(text: &str, w: usize) -> String {
    use unicode_width::UnicodeWidthStr;
    format!("{}{text}", " ".repeat(w.saturating_sub(text.width())))
}

/// What a line of the statistics report is: `yahtzee stats` prints every kind alike, the
/// Statistics screen colours each kind its own way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// A card's own section, when matches were played on more than one card.
    Title,
    /// A section within the figures: records against the CPUs, high scores, one way of playing.
    Heading,
    /// The column names over a table.
    TableHeader,
    /// A table's row, or one item of a list.
    Row,
    /// A remark on the figures: how many matches there are, what a column counts.
    Note,
    Blank,
}

/// Where a line of the report appears.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    Everywhere,
    /// On the Statistics screen only: remarks for a reader at the screen, and the tables per
    /// way of playing, since the screen has no `--played` to ask for one.
    Screen,
    /// In the text of `yahtzee stats` only, whose wording scripts may already depend on.
    Text,
}

/// One line of the statistics report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReportLine {
    pub kind: LineKind,
    pub text: String,
    pub shown: Shown,
}

impl ReportLine {
    fn new(kind: LineKind, text: impl Into<String>) -> ReportLine {
        ReportLine {
            kind,
            text: text.into(),
            shown: Shown::Everywhere,
        }
    }

    fn blank() -> ReportLine {
        ReportLine::new(LineKind::Blank, "")
    }

    fn only(mut self, shown: Shown) -> ReportLine {
        self.shown = shown;
        self
    }

    pub fn on_screen(&self) -> bool {
        self.shown != Shown::Text
    }

    pub fn in_text(&self) -> bool {
        self.shown != Shown::Screen
    }
}

/// Which matches a report counts: all of them, or those of one way of playing or one card;
/// and whose figures it shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StatsFilter {
    pub played: Option<PlayMode>,
    pub layout: Option<Layout>,
    pub who: Who,
}

/// Whose figures a report shows. People by default: a family's table of high scores is
/// theirs, and a match of CPUs alone (a Shark's 300) would otherwise top it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Who {
    #[default]
    People,
    /// The CPUs' rows and scores too.
    Everyone,
}

impl Who {
    /// Whether a seat of this kind is shown.
    pub fn shows(self, kind: SeatKind) -> bool {
        self == Who::Everyone || kind == SeatKind::Human
    }

    /// The other choice (the screens' toggle).
    pub fn other(self) -> Who {
        match self {
            Who::People => Who::Everyone,
            Who::Everyone => Who::People,
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Who::People => "people",
            Who::Everyone => "everyone",
        }
    }
}

/// How wide a report's tables may be when nothing says: the Statistics screen's text at 80
/// columns, which a terminal of 80 also takes.
pub const DEFAULT_WIDTH: usize = 77;

/// The players of `stats` that `who` shows.
fn shown(stats: Vec<PlayerStats>, who: Who) -> Vec<PlayerStats> {
    stats.into_iter().filter(|s| who.shows(s.kind)).collect()
}

/// The statistics of a history, as `yahtzee stats` prints them (text or JSON) and the
/// Statistics screen shows them: one report, so the two can never tell different figures.
#[derive(Clone, Debug)]
pub struct StatsReport {
    pub filter: StatsFilter,
    /// The matches counted, after the filter.
    history: History,
    players: Vec<PlayerStats>,
    lines: Vec<ReportLine>,
    /// How many columns a table's line may take.
    width: usize,
}

impl StatsReport {
    /// The report with tables for [`DEFAULT_WIDTH`] columns.
    pub fn new(history: &History, filter: StatsFilter) -> StatsReport {
        StatsReport::with_width(history, filter, DEFAULT_WIDTH)
    }

    /// The report with its tables in `width` columns: the players side by side in as few
    /// tables as hold them all, each name whole where it fits.
    pub fn with_width(history: &History, filter: StatsFilter, width: usize) -> StatsReport {
        let history = match filter.layout {
            Some(layout) => layout_only(history, layout),
            None => history.clone(),
        };
        // The split is of the card's matches before the way of playing is chosen, so a
        // filtered report still says what it left out.
        let split = play_split_line(&history);
        let history = match filter.played {
            Some(mode) => played_only(&history, mode),
            None => history,
        };
        let players = shown(player_stats(&history), filter.who);
        let mut report = StatsReport {
            filter,
            history,
            players,
            lines: Vec::new(),
            width: width.max(MIN_WIDTH),
        };
        report.lines = report.build_lines(&split);
        report
    }

    fn build_lines(&self, split: &str) -> Vec<ReportLine> {
        let history = &self.history;
        let StatsFilter {
            played,
            layout,
            who,
        } = self.filter;
        let cpus = player_stats(history)
            .iter()
            .filter(|s| s.kind != SeatKind::Human)
            .count();
        if self.players.is_empty() {
            if cpus > 0 {
                return people_none_lines(cpus);
            }
            return no_matches_lines(played, layout);
        }
        let summary = match played {
            Some(mode) => t!("store-stats-only-played", mode = mode.id(), split = split),
            None => split.to_string(),
        };
        // The same summary, as a sentence for the command and as a caption on the screen.
        let mut lines = vec![
            ReportLine::new(LineKind::Note, format!("{summary}.")).only(Shown::Text),
            ReportLine::new(LineKind::Note, summary).only(Shown::Screen),
        ];
        // Whose figures these are, when the choice changes anything: the default said.
        if cpus > 0 {
            let (text, screen) = match who {
                Who::People => (
                    t!("store-stats-people-only-text"),
                    t!("store-stats-people-only-screen"),
                ),
                Who::Everyone => (
                    t!("store-stats-everyone-text"),
                    t!("store-stats-everyone-screen"),
                ),
            };
            lines.push(ReportLine::new(LineKind::Note, text).only(Shown::Text));
            lines.push(ReportLine::new(LineKind::Note, screen).only(Shown::Screen));
        }
        for (title, only) in &card_sections(history) {
            let stats = shown(player_stats(only), who);
            if let Some(title) = title {
                lines.push(ReportLine::blank());
                lines.push(ReportLine::new(LineKind::Title, title.clone()));
            }
            lines.extend(table_lines(&stats, card_id(only), self.width));
            lines.push(ReportLine::blank().only(Shown::Screen));
            lines.push(
                ReportLine::new(LineKind::Note, t!("store-stats-table-note")).only(Shown::Screen),
            );
            lines.extend(detail_lines(&stats, only, who, self.width));
        }
        play_lines(&self.players, &mut lines);
        play_mode_lines(history, who, self.width, &mut lines);
        lines
    }

    /// Every line, wherever it is shown.
    pub fn lines(&self) -> &[ReportLine] {
        &self.lines
    }

    /// The lines the Statistics screen shows.
    pub fn screen_lines(&self) -> impl Iterator<Item = &ReportLine> {
        self.lines.iter().filter(|l| l.on_screen())
    }

    /// The lines `yahtzee stats` prints.
    pub fn text_lines(&self) -> impl Iterator<Item = &ReportLine> {
        self.lines.iter().filter(|l| l.in_text())
    }

    /// What `yahtzee stats` prints: each of its lines, each ended by a new line.
    pub fn text(&self) -> String {
        let mut out = self
            .text_lines()
            .map(|l| l.text.as_str())
            .collect::<Vec<_>>()
            .join("\n");
        out.push('\n');
        out
    }

    /// The players counted, most games first.
    pub fn players(&self) -> &[PlayerStats] {
        &self.players
    }

    /// What `yahtzee stats --json` prints: the figures, each way of playing's and each card's
    /// on their own, and the high scores.
    pub fn json(&self) -> serde_json::Value {
        use serde_json::json;
        let history = &self.history;
        // The split: every way of playing with its own figures, whatever the filter.
        let by_play: serde_json::Map<String, serde_json::Value> = play_counts(history)
            .iter()
            .map(|&(mode, matches)| {
                let only = played_only(history, mode);
                (
                    mode.id().to_string(),
                    json!({
                        "matches": matches,
                        "players": shown(player_stats(&only), self.filter.who),
                    }),
                )
            })
            .collect();
        // And every card on its own: figures of different cards do not mix.
        let by_layout: serde_json::Map<String, serde_json::Value> = layout_counts(history)
            .iter()
            .map(|&(card, matches)| {
                let only = layout_only(history, card);
                (
                    card.id().to_string(),
                    json!({
                        "matches": matches,
                        "players": shown(player_stats(&only), self.filter.who),
                    }),
                )
            })
            .collect();
        json!({
            "played": self.filter.played.map(|m| m.id()),
            "layout": self.filter.layout.map(|l| l.id()),
            "who": self.filter.who.id(),
            "players": self.players,
            "by_play": by_play,
            "by_layout": by_layout,
            "high_scores": high_scores_of(history, self.filter.who),
        })
    }
}

/// The id of the one card `history`'s matches were played on, or "any": the five of a kind
/// has the card's own name in some languages (Kniffel, but Yatzy on the Yatzy card).
fn card_id(history: &History) -> &'static str {
    match layout_counts(history).as_slice() {
        [(layout, _)] => layout.id(),
        _ => "any",
    }
}

/// What the report says when no match counts: the command names its filter; the screen
/// never filters, so it says instead which matches will count.
fn no_matches_lines(played: Option<PlayMode>, layout: Option<Layout>) -> Vec<ReportLine> {
    // "any" is no id of a way of playing or of a card: the messages' own word for none.
    let text = t!(
        "store-stats-none-filtered",
        mode = played.map_or("any", PlayMode::id),
        card = layout.map_or("any", Layout::id)
    );
    vec![
        ReportLine::new(LineKind::Note, text).only(Shown::Text),
        ReportLine::new(LineKind::Note, t!("store-stats-none-screen")).only(Shown::Screen),
    ]
}

/// What the report says when only CPUs have played (people only is the default).
fn people_none_lines(cpus: usize) -> Vec<ReportLine> {
    vec![
        ReportLine::new(
            LineKind::Note,
            t!("store-stats-no-person-text", cpus = cpus),
        )
        .only(Shown::Text),
        ReportLine::new(
            LineKind::Note,
            t!("store-stats-no-person-screen", cpus = cpus),
        )
        .only(Shown::Screen),
    ]
}

/// The history in one section per card once there is more than one, each titled: a Yatzy
/// mean and a Yahtzee mean are not one figure. One untitled section otherwise.
fn card_sections(history: &History) -> Vec<(Option<String>, History)> {
    let layouts = layout_counts(history);
    if layouts.len() > 1 {
        layouts
            .iter()
            .map(|&(card, matches)| {
                (
                    Some(t!(
                        "store-stats-card-title",
                        card = card.id(),
                        matches = matches
                    )),
                    layout_only(history, card),
                )
            })
            .collect()
    } else {
        vec![(None, history.clone())]
    }
}

/// On the screen, when matches were played more than one way, a table for each way.
/// Each player's accuracy and luck over time, for those with an accounted match: over
/// all of them and, past [`RECENT_PLAYS`], over the latest.
fn play_lines(players: &[PlayerStats], lines: &mut Vec<ReportLine>) {
    let with: Vec<(&PlayerStats, &PlayOverTime)> = players
        .iter()
        .filter_map(|p| p.play.as_ref().map(|play| (p, play)))
        .collect();
    if with.is_empty() {
        return;
    }
    lines.push(ReportLine::blank());
    lines.push(ReportLine::new(
        LineKind::Heading,
        t!("store-stats-play-heading"),
    ));
    for (player, play) in with {
        let name = crate::escape::excerpt(&player.name, 20);
        let luck = luck_text(play.all.mean_luck);
        let text = if play.all.matches > play.recent.matches {
            t!(
                "store-stats-play-row-recent",
                name = name,
                accuracy = play.all.accuracy_text(),
                matches = (play.all.matches),
                recent = (play.recent.matches),
                recent_accuracy = play.recent.accuracy_text(),
                luck = luck
            )
        } else {
            t!(
                "store-stats-play-row",
                name = name,
                accuracy = play.all.accuracy_text(),
                matches = (play.all.matches),
                luck = luck
            )
        };
        lines.push(ReportLine::new(LineKind::Row, text));
    }
    lines.push(
        ReportLine::new(LineKind::Note, t!("store-stats-play-note-screen")).only(Shown::Screen),
    );
    lines.push(ReportLine::new(LineKind::Note, t!("store-stats-play-note-text")).only(Shown::Text));
}

fn play_mode_lines(history: &History, who: Who, width: usize, lines: &mut Vec<ReportLine>) {
    let counts = play_counts(history);
    if counts.iter().filter(|c| c.1 > 0).count() <= 1 {
        return;
    }
    for (mode, matches) in counts.into_iter().filter(|c| c.1 > 0) {
        lines.push(ReportLine::blank().only(Shown::Screen));
        lines.push(
            ReportLine::new(
                LineKind::Heading,
                t!("store-stats-only-mode", mode = mode.id(), matches = matches),
            )
            .only(Shown::Screen),
        );
        let only = played_only(history, mode);
        lines.extend(
            table_lines(&shown(player_stats(&only), who), card_id(&only), width)
                .into_iter()
                .map(|l| l.only(Shown::Screen)),
        );
    }
}

/// A players' table in `width` columns: its header, then one row per player. The command
/// prints and the screen shows the same table, made for the width each has. "Plays as" is
/// there only when a CPU is (people only, it would say "person" on every row). What a narrow
/// width gives up, in this order until the table fits: the two spaces between columns (one
/// is left), the time of the best game (its date is left), the best game, and last the names'
/// whole length (shortened and marked with "…", never below the header's six columns).
fn table_lines(stats: &[PlayerStats], card: &str, width: usize) -> Vec<ReportLine> {
    use unicode_width::UnicodeWidthStr;
    let kinds = stats.iter().any(|s| s.kind != SeatKind::Human);
    // A name keeps the 16 characters setup allows; only what is wider on a terminal is cut.
    let longest = stats.iter().map(|s| s.name.width()).max().unwrap_or(0);
    let name_w = longest.clamp(6, 16);
    let player = t!("store-stats-col-player");
    let plays_as = t!("store-stats-col-plays-as");
    let best_game = t!("store-stats-col-best-game");
    let kind_w = stats
        .iter()
        .map(|s| kind_text(s.kind).width())
        .max()
        .unwrap_or(0)
        .max(plays_as.width());
    // The figures' columns, each as wide as its header in the language spoken, and at least
    // as wide as its figures: "Mean" holds " 245.3".
    let figures: [(String, usize); 6] = [
        (t!("store-stats-col-games"), 5),
        (t!("store-stats-col-wins"), 4),
        (t!("store-stats-col-mean"), 5),
        (t!("store-stats-col-best"), 4),
        (t!("store-stats-col-bonus"), 5),
        (t!("store-stats-col-yahtzees", card = card), 8),
    ]
    .map(|(title, least)| {
        let w = title.width().max(least);
        (title, w)
    });
    let [games_w, wins_w, mean_w, best_w, bonus_w, yahtzees_w] = figures.each_ref().map(|f| f.1);
    let figures_w: usize = figures.iter().map(|f| f.1).sum();
    let needs = |gap: usize, name_w: usize, when: usize| {
        let mut cells = 1 + figures.len();
        let mut w = name_w + figures_w;
        if kinds {
            cells += 1;
            w += kind_w;
        }
        if when > 0 {
            cells += 1;
            w += when;
        }
        w + gap * (cells - 1)
    };
    // "2026-12-05 05:12", or the date alone; under a header that may be wider.
    const WHEN: usize = 16;
    const DAY: usize = 10;
    let when_w = WHEN.max(best_game.width());
    let (gap, when, name_w) = [(2, when_w), (1, when_w), (1, DAY), (1, 0)]
        .into_iter()
        .find(|&(gap, when)| needs(gap, name_w, when) <= width)
        .map(|(gap, when)| (gap, when, name_w))
        .unwrap_or_else(|| {
            let over = needs(1, name_w, 0).saturating_sub(width);
            (1, 0, name_w.saturating_sub(over).max(6))
        });
    let sep = " ".repeat(gap);
    let mut head = vec![padded(&player, name_w)];
    if kinds {
        head.push(padded(&plays_as, kind_w));
    }
    for (title, w) in &figures {
        head.push(right(title, *w));
    }
    if when > 0 {
        // The date alone is narrower than the header: the header is cut, not the date.
        head.push(if when == DAY {
            in_columns(&best_game, DAY)
        } else {
            best_game
        });
    }
    let mut lines = vec![ReportLine::new(
        LineKind::TableHeader,
        head.join(&sep).trim_end().to_string(),
    )];
    lines.extend(stats.iter().map(|s| {
        let mut row = vec![in_columns(&s.name, name_w)];
        if kinds {
            row.push(padded(&kind_text(s.kind), kind_w));
        }
        row.push(format!("{:>games_w$}", s.games));
        row.push(format!("{:>wins_w$}", s.wins));
        row.push(right(&yahtzee_l10n::decimal(s.mean_total, 1), mean_w));
        row.push(format!("{:>best_w$}", s.best_total));
        row.push(format!(
            "{:>w$.0}%",
            s.upper_bonus_rate * 100.0,
            w = bonus_w - 1
        ));
        row.push(format!("{:>yahtzees_w$}", s.yahtzees));
        if when > 0 {
            let at = format_time(s.best_game_unix);
            let shown = if when != DAY {
                at.as_str()
            } else {
                at.split(' ').next().unwrap_or(&at)
            };
            row.push(shown.to_string());
        }
        ReportLine::new(LineKind::Row, row.join(&sep).trim_end().to_string())
    }));
    lines
}

/// The sections after the players' table: mean points per box, records against each CPU
/// level, and the high scores under each rules preset.
fn detail_lines(
    stats: &[PlayerStats],
    history: &History,
    who: Who,
    width: usize,
) -> Vec<ReportLine> {
    let mut lines = Vec::new();
    box_mean_lines(stats, history, width, &mut lines);
    versus_lines(stats, &mut lines);
    stand_in_lines(stats, &mut lines);
    high_score_lines(history, who, &mut lines);
    lines
}

/// The narrowest a report's tables are made: the label and one player's column.
const MIN_WIDTH: usize = LABEL + 10;
/// The width of the boxes' names in the table of means.
const LABEL: usize = 17;

/// The mean per box of every player who has played with boxes, side by side in tables of
/// `width` columns: as many players in each as fit with their names whole, and as many tables
/// as it takes, each numbered ("Mean per box 2/3") so that none reads as the whole. Only a
/// name wider than a table of one is shortened, marked with "…".
fn box_mean_lines(
    stats: &[PlayerStats],
    history: &History,
    width: usize,
    lines: &mut Vec<ReportLine>,
) {
    use unicode_width::UnicodeWidthStr;
    let shown: Vec<&PlayerStats> = stats.iter().filter(|s| s.box_games > 0).collect();
    if shown.is_empty() {
        return;
    }
    // The boxes of every card these matches were played on, each once, in card order.
    let mut boxes: Vec<(BoxId, &str)> = Vec::new();
    for (layout, _) in layout_counts(history) {
        for &b in layout.boxes() {
            if !boxes.iter().any(|(x, _)| *x == b) {
                boxes.push((b, layout.label(b)));
            }
        }
    }
    let card = card_id(history);
    let yahtzee_games = t!("store-stats-yahtzee-games", card = card);
    // The labels' column holds the longest label of the language spoken and a space.
    let label_w = boxes
        .iter()
        .map(|(_, l)| l.width())
        .chain([
            yahtzee_games.width(),
            t!("store-stats-means-title-part", part = 9, parts = 9).width(),
        ])
        .map(|w| w + 1)
        .fold(LABEL, usize::max);
    let groups = column_groups(&shown, width, label_w);
    for (i, (group, w)) in groups.iter().enumerate() {
        lines.push(ReportLine::blank());
        let title = if groups.len() > 1 {
            t!(
                "store-stats-means-title-part",
                part = (i + 1),
                parts = (groups.len())
            )
        } else {
            t!("store-stats-means-title")
        };
        let mut head = padded(&title, label_w);
        for s in group {
            head.push_str(&right_in(&column_name(s), *w));
        }
        lines.push(ReportLine::new(LineKind::TableHeader, head));
        for &(b, label) in &boxes {
            let mut row = padded(label, label_w);
            for s in group {
                let mean = s.box_means.get(&b).copied().unwrap_or(0.0);
                row.push_str(&right(&yahtzee_l10n::decimal(mean, 1), *w));
            }
            lines.push(ReportLine::new(LineKind::Row, row));
        }
        let mut row = padded(&yahtzee_games, label_w);
        for s in group {
            row.push_str(&format!("{:>v$.0}%", s.yahtzee_rate * 100.0, v = w - 1));
        }
        lines.push(ReportLine::new(LineKind::Row, row));
    }
}

/// The players in order, cut into tables that fit `width`: each table's columns as wide as
/// its longest name and two spaces (at least 7, for " 100.0%" and "100%"), as many players as fit.
fn column_groups<'a>(
    players: &[&'a PlayerStats],
    width: usize,
    label_w: usize,
) -> Vec<(Vec<&'a PlayerStats>, usize)> {
    use unicode_width::UnicodeWidthStr;
    let room = width.saturating_sub(label_w).max(10);
    let column = |s: &PlayerStats| (column_name(s).width() + 2).clamp(7, room);
    let mut groups: Vec<(Vec<&PlayerStats>, usize)> = Vec::new();
    for &s in players {
        match groups.last_mut() {
            Some((group, w)) if column(s).max(*w) * (group.len() + 1) <= room => {
                *w = column(s).max(*w);
                group.push(s);
            }
            _ => groups.push((vec![s], column(s))),
        }
    }
    groups
}

/// A player's name over their column of means, with a CPU's level: CPUs share names ("Mia"
/// at every level), and people and CPUs are counted apart under one name.
fn column_name(s: &PlayerStats) -> String {
    match s.kind {
        SeatKind::Human => s.name.clone(),
        // "Casual CPU" says its level already.
        SeatKind::Cpu(level) if s.name.contains(level.label()) => s.name.clone(),
        SeatKind::Cpu(level) => {
            let level = level.shown();
            if s.name.contains(level) {
                s.name.clone()
            } else {
                t!(
                    "store-stats-cpu-column",
                    name = s.name.as_str(),
                    level = level
                )
            }
        }
    }
}

/// `name` right-aligned in `w` columns with at least one space before it, shortened and
/// marked with "…" if it is wider.
fn right_in(name: &str, w: usize) -> String {
    let fitted = in_columns(name, w.saturating_sub(1));
    let name = fitted.trim_end();
    use unicode_width::UnicodeWidthStr;
    format!("{}{name}", " ".repeat(w.saturating_sub(name.width())))
}

/// Each person's record against each CPU level.
fn versus_lines(stats: &[PlayerStats], lines: &mut Vec<ReportLine>) {
    let records: Vec<ReportLine> = stats
        .iter()
        .filter(|s| s.kind == SeatKind::Human)
        .flat_map(|s| {
            s.versus.iter().map(move |(level, r)| {
                // A level this program does not know is shown as the file names it.
                let level = level
                    .parse::<crate::game::Level>()
                    .map_or(level.clone(), |l| l.shown().to_string());
                ReportLine::new(
                    LineKind::Row,
                    t!(
                        "store-stats-versus-row",
                        name = s.name.as_str(),
                        level = level,
                        won = (r.wins),
                        lost = (r.losses),
                        tied = (r.ties)
                    ),
                )
            })
        })
        .collect();
    if !records.is_empty() {
        lines.push(ReportLine::blank());
        lines.push(ReportLine::new(
            LineKind::Heading,
            t!("store-stats-versus-heading"),
        ));
        lines.extend(records);
    }
}

/// How many turns a CPU played for each player while they were away.
fn stand_in_lines(stats: &[PlayerStats], lines: &mut Vec<ReportLine>) {
    let stood_in: Vec<&PlayerStats> = stats.iter().filter(|s| s.stand_in_turns > 0).collect();
    if stood_in.is_empty() {
        return;
    }
    lines.push(ReportLine::blank());
    lines.push(ReportLine::new(
        LineKind::Heading,
        t!("store-stats-stand-in-heading"),
    ));
    for s in stood_in {
        lines.push(ReportLine::new(
            LineKind::Row,
            t!(
                "store-stats-stand-in-row",
                name = s.name.as_str(),
                turns = (s.stand_in_turns)
            ),
        ));
    }
}

/// The ten best totals under each rules preset.
fn high_score_lines(history: &History, who: Who, lines: &mut Vec<ReportLine>) {
    for (rules, table) in high_scores_of(history, who) {
        if table.is_empty() {
            continue;
        }
        lines.push(ReportLine::blank());
        lines.push(ReportLine::new(
            LineKind::Heading,
            t!("store-stats-high-scores", rules = rules.as_str()),
        ));
        for (i, h) in table.iter().enumerate() {
            let when = format_time(h.finished_unix);
            lines.push(
                ReportLine::new(
                    LineKind::Row,
                    format!("  {:>2}. {:<17} {:>5}  {when}", i + 1, h.name, h.total),
                )
                .only(Shown::Text),
            );
            // The screen draws a line from its first letter, so the ranks are written to
            // line up from the left: "9. " and "10." take the same columns.
            lines.push(
                ReportLine::new(
                    LineKind::Row,
                    format!(
                        "{:<4}{} {:>5}  {when}",
                        format!("{}.", i + 1),
                        in_columns(&h.name, 17),
                        h.total
                    ),
                )
                .only(Shown::Screen),
            );
        }
    }
}

/// `name` in exactly `w` columns of a terminal: padded, or shortened and marked with "…"
/// (a wide character takes two columns).
fn in_columns(name: &str, w: usize) -> String {
    use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};
    let mut out = String::new();
    let mut used = 0;
    if name.width() <= w {
        out.push_str(name);
        used = name.width();
    } else {
        for c in name.chars() {
            let cw = c.width().unwrap_or(0);
            if used + cw + 1 > w {
                break;
            }
            out.push(c);
            used += cw;
        }
        out.push('…');
        used += 1;
    }
    out.extend(std::iter::repeat_n(' ', w.saturating_sub(used)));
    out
}

/// Statistics as aligned text: a header line, then one line per player.
pub fn stats_table(stats: &[PlayerStats]) -> Vec<String> {
    table_lines(stats, "any", DEFAULT_WIDTH)
        .into_iter()
        .map(|l| l.text)
        .collect()
}

/// The sections after the players' table, as text: mean points per box, records against
/// each CPU level, and the high scores under each rules preset.
pub fn stats_details(stats: &[PlayerStats], history: &History) -> Vec<String> {
    detail_lines(stats, history, Who::Everyone, DEFAULT_WIDTH)
        .into_iter()
        .map(|l| l.text)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::in_columns;
    use unicode_width::UnicodeWidthStr;

    /// The screen's players' table keeps every name setup allows whole, so two players never
    /// read as one; only what is wider on a terminal is shortened, to the same columns.
    #[test]
    fn names_keep_their_sixteen_characters_and_wide_ones_their_columns() {
        let a = in_columns("Player number 16", 16);
        let b = in_columns("Player number 17", 16);
        assert_eq!(a, "Player number 16");
        assert_ne!(a, b);
        assert_eq!(in_columns("Bo", 16), format!("Bo{}", " ".repeat(14)));
        let wide = in_columns("五目並べの名人さんです", 16);
        assert_eq!(wide.width(), 16, "{wide:?}");
        assert!(
            wide.starts_with("五目並べの名人") && wide.contains('…'),
            "{wide:?}"
        );
    }
}
