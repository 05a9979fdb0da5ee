//! The daily challenge: today's daily (play it, resume it, or replay it unscored), the
//! streak, and every scored daily, newest first, with the line to share.
//!
//! The screen decides nothing about the record: what it shows was read from the store
//! ([`crate::store::daily`]), and playing asks the app ([`Step::PlayDaily`]), which takes the
//! day's scored attempt through the store before the match is first saved. A replay is said
//! to be one before it starts, by a question.

use crate::l10n::t;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::review::ReviewView;
use super::{Confirm, Cx, Kind, Screen, ScrollList, Step};
use crate::ai::luck::Summary;
use crate::game::{Day, Match};
use crate::rules::Ruleset;
use crate::store::daily::{Attempt, DailyMark, row_heading, row_line, share_line, summary};
use crate::store::{DailyRecord, EntryState, MatchEntry, MatchId, Streak};
use crate::table::seats::SolvedStatus;
use crate::tui::keymap::{Command, Context, Keymap};
use crate::tui::shelf::Shelf;
use crate::tui::theme::Theme;
use crate::tui::widgets::{fit, footer, frame, list_row, put, wrap};

/// Where today's daily stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Today {
    /// Not begun: the next game is the scored one.
    Unplayed,
    /// The scored attempt is on the go: Enter resumes it.
    OnTheGo(MatchId),
    /// The scored attempt was begun but is gone unfinished (deleted): the day scores
    /// nothing, and a game now is a replay.
    GivenUp,
    /// Scored: a game now is a replay.
    Scored(u32),
}

/// Today's replay on the go: Enter resumes it rather than begin another beside it. A replay
/// is resumed, not asked about: it is the game the player left, on the same dice, and a
/// new one could only pile up beside it (or, replacing it, lose it). Starting over is
/// deleting it under Resume, which asks first and keeps its file aside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    pub id: MatchId,
    pub round: usize,
    pub rounds: usize,
}

impl Replay {
    /// The newest replay of `today` among the matches on the go that this window may open
    /// (one another window plays, or one already over, is not resumed from here).
    pub fn find(matches: &[MatchEntry], today: Day) -> Option<Replay> {
        // The list is newest first, so the first found is the one last played.
        matches.iter().find_map(|entry| match &entry.state {
            EntryState::Ready(brief)
                if !brief.over
                    && brief.daily
                        == Some(DailyMark {
                            day: today,
                            attempt: Attempt::Replay,
                        }) =>
            {
                Some(Replay {
                    id: entry.id.clone(),
                    round: brief.round,
                    rounds: brief.rounds,
                })
            }
            _ => None,
        })
    }
}

/// One scored daily, as the list shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct DayRow {
    pub day: Day,
    pub score: u32,
    /// The match, replayed from the record (for the review and the card).
    pub game: Match,
    pub finished_unix: u64,
    /// The account of luck and play, once the score solver's table is loaded.
    pub summary: Option<Summary>,
}

/// Fills in the accounts of `rows` still without one, if the Classic table is loaded (asked
/// for if not). True when every row has its account.
fn account(rows: &mut [DayRow], shelf: &mut Shelf) -> bool {
    if rows.iter().all(|r| r.summary.is_some()) {
        return true;
    }
    let SolvedStatus::Ready(optimum) = shelf.request(&Ruleset::CLASSIC) else {
        return false;
    };
    for row in rows.iter_mut().filter(|r| r.summary.is_none()) {
        row.summary = summary(&row.game, &optimum);
    }
    true
}

/// What a finished match is to the daily: a day's scored attempt (its share line on the
/// results and heading its result card), a replay (said to be unscored), or nothing.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum DailyOfMatch {
    #[default]
    None,
    /// The scored attempt, completed: one row of the record, its account once made.
    Scored(Box<DayRow>),
    Replay(Day),
}

impl DailyOfMatch {
    /// The line under the standings.
    pub fn line(&self) -> Option<String> {
        match self {
            DailyOfMatch::None => None,
            DailyOfMatch::Scored(row) => Some(t!(
                "play-daily-scored-share",
                day = row.day.shown(),
                share = DailyView::share(row)
            )),
            DailyOfMatch::Replay(day) => Some(t!("play-daily-replay-unscored", day = day.shown())),
        }
    }

    /// The share line that heads a scored daily's result card.
    pub fn share(&self) -> Option<String> {
        match self {
            DailyOfMatch::Scored(row) => Some(DailyView::share(row)),
            _ => None,
        }
    }

    /// Makes the scored attempt's account, once the table is loaded.
    pub fn account(&mut self, shelf: &mut Shelf) {
        if let DailyOfMatch::Scored(row) = self {
            account(std::slice::from_mut(row.as_mut()), shelf);
        }
    }
}

pub struct DailyView {
    pub today: Day,
    pub state: Today,
    pub streak: Streak,
    /// The scored dailies, newest first.
    pub rows: Vec<DayRow>,
    pub list: ScrollList,
    /// What the store found (a damaged record kept aside), and what the last key did.
    pub note: Option<String>,
    /// Today's replay on the go, if one is.
    pub replay: Option<Replay>,
}

impl DailyView {
    /// Today's daily and the record, as the store has them now.
    pub fn read(cx: &mut Cx, today: Day) -> DailyView {
        let record = cx.store.daily();
        let notices = cx.store.take_notices();
        let has = |id: &MatchId| cx.store.has_match(id);
        let mut view = DailyView::of(&record, today, has);
        view.replay = Replay::find(&cx.store.list_matches(), today);
        if !notices.is_empty() {
            view.note = Some(notices.join(" "));
        }
        view
    }

    /// The view of `record` on `today`; `on_the_go` says whether a match's save is there.
    pub fn of(record: &DailyRecord, today: Day, on_the_go: impl Fn(&MatchId) -> bool) -> DailyView {
        let state = match record.entry(today) {
            None => Today::Unplayed,
            Some(entry) => match (&entry.result, MatchId::parse(&entry.id)) {
                (Some(result), _) => Today::Scored(result.score),
                (None, Ok(id)) if on_the_go(&id) => Today::OnTheGo(id),
                (None, _) => Today::GivenUp,
            },
        };
        let rows = record
            .finished()
            .filter_map(|(entry, result)| {
                // Believed by the store already; a match that will not rebuild is left out.
                let game = Match::from_record(result.record.clone()).ok()?;
                Some(DayRow {
                    day: entry.day,
                    score: result.score,
                    game,
                    finished_unix: result.finished_unix,
                    summary: None,
                })
            })
            .collect();
        DailyView {
            today,
            state,
            streak: record.streak(today),
            rows,
            list: ScrollList::default(),
            note: None,
            replay: None,
        }
    }

    /// Today's replay on the go, once today's scored game is no longer to play or resume.
    fn replay_on_the_go(&self) -> Option<&Replay> {
        match self.state {
            Today::GivenUp | Today::Scored(_) => self.replay.as_ref(),
            Today::Unplayed | Today::OnTheGo(_) => None,
        }
    }

    /// What Enter does today, in the words of the help bar.
    fn play_label(&self) -> String {
        if self.replay_on_the_go().is_some() {
            return t!("play-daily-key-resume-replay");
        }
        match self.state {
            Today::Unplayed => t!("play-daily-key-play"),
            Today::OnTheGo(_) => t!("play-daily-key-resume"),
            Today::GivenUp | Today::Scored(_) => t!("play-daily-key-replay"),
        }
    }

    /// Where Enter leads: the scored attempt, or a question before a replay.
    fn play(&self) -> Step {
        let day = self.today;
        if let Some(replay) = self.replay_on_the_go() {
            return Step::Resume(replay.id.clone());
        }
        match &self.state {
            Today::Unplayed => Step::PlayDaily {
                day,
                attempt: Attempt::Scored,
            },
            Today::OnTheGo(id) => Step::Resume(id.clone()),
            Today::GivenUp => Step::Confirm(Box::new(Confirm::replay_daily(
                day,
                &t!("play-daily-given-up-replay"),
            ))),
            Today::Scored(score) => Step::Confirm(Box::new(Confirm::replay_daily(
                day,
                &t!("play-daily-you-scored", score = (*score)),
            ))),
        }
    }

    /// What the results of a daily say of it: the share line of a day's scored attempt, or
    /// that a replay is unscored; nothing for any other match.
    pub fn of_match(record: &DailyRecord, session: &crate::game::Session) -> DailyOfMatch {
        if let Some(entry) = record.entry_of(session.id()) {
            return match &entry.result {
                Some(result) => DailyOfMatch::Scored(Box::new(DayRow {
                    day: entry.day,
                    score: result.score,
                    game: session.game().clone(),
                    finished_unix: result.finished_unix,
                    summary: None,
                })),
                None => DailyOfMatch::None,
            };
        }
        match DailyMark::of(session.game(), session.options().practice) {
            Some(DailyMark {
                day,
                attempt: Attempt::Replay,
            }) => DailyOfMatch::Replay(day),
            _ => DailyOfMatch::None,
        }
    }

    /// The share line of `row`, with no dice in it.
    pub fn share(row: &DayRow) -> String {
        share_line(row.day, row.score, row.summary.as_ref())
    }

    /// The result card of the chosen daily saved, and its share line (what friends are
    /// sent) put on the clipboard; the note says which happened, in the results' words.
    fn share_chosen(&mut self, cx: &mut Cx) {
        let Some(row) = self.rows.get(self.list.selected) else {
            self.note = Some(t!("play-daily-nothing-to-share"));
            return;
        };
        let line = DailyView::share(row);
        let info = crate::share::CardInfo {
            finished_unix: row.finished_unix,
            practice: false,
            play: crate::store::PlayMode::OnScreen,
        };
        let luck = super::results::Luck::of(&row.game, cx.shelf);
        let account = luck.as_ref().and_then(super::results::Luck::account);
        let card = crate::share::daily_card(&row.game, &info, &line, account);
        let kept = cx.store.save_card(&format!("daily-{}.txt", row.day), &card);
        let sent = match cx.clipboard.as_deref_mut() {
            Some(clipboard) => {
                *clipboard = Some(line);
                true
            }
            None => false,
        };
        let copied = super::results::Copied::ShareLine;
        self.note = Some(super::results::card_note(kept, copied, sent));
    }

    fn today_lines(&self) -> Vec<String> {
        let mut about = match &self.state {
            Today::Unplayed => t!("play-daily-unplayed"),
            Today::OnTheGo(_) => t!("play-daily-on-the-go"),
            Today::GivenUp => t!("play-daily-given-up"),
            Today::Scored(score) => t!("play-daily-scored", score = (*score)),
        };
        if let Some(replay) = self.replay_on_the_go() {
            // A sentence after the others, so a space between them.
            about.push(' ');
            about.push_str(&t!(
                "play-daily-replay-on-the-go",
                round = replay.round,
                rounds = replay.rounds
            ));
        }
        let streak = match (self.streak.current, self.streak.best) {
            (0, 0) => t!("play-daily-streak-none"),
            (now, best) => t!("play-daily-streak", now = now, best = best),
        };
        vec![
            t!("play-daily-about"),
            t!("play-daily-today", day = self.today.shown(), about = about),
            streak,
        ]
    }

    pub fn draw(&mut self, buf: &mut Buffer, area: Rect, theme: &Theme, keymap: &Keymap) {
        let (outer, _) = super::list_areas(area, 0, 0);
        let title = format!(" {} ", t!("play-daily-title"));
        let inner = frame(buf, outer, &title, theme.border(), theme.title());
        let width = inner.width.saturating_sub(2) as usize;
        let mut y = inner.y;
        let lines: Vec<String> = self
            .today_lines()
            .iter()
            .flat_map(|l| wrap(l, width))
            .collect();
        for line in &lines {
            put(buf, inner, inner.x + 1, y, line, theme.base());
            y += 1;
        }
        // Under the list: the share line of the chosen day, and the note.
        let mut below: Vec<(String, bool)> = Vec::new();
        if !self.rows.is_empty() {
            below.extend(
                wrap(&t!("play-daily-accuracy-luck"), width)
                    .into_iter()
                    .map(|l| (l, false)),
            );
        }
        if let Some(row) = self.rows.get(self.list.selected) {
            below.extend(
                wrap(
                    &t!("play-daily-share", share = DailyView::share(row)),
                    width,
                )
                .into_iter()
                .map(|l| (l, false)),
            );
        }
        if let Some(note) = &self.note {
            below.extend(wrap(note, width).into_iter().map(|l| (l, true)));
        }
        let bottom = inner.bottom().saturating_sub(below.len() as u16);
        for (i, (line, warn)) in below.iter().enumerate() {
            let style = if *warn { theme.warn() } else { theme.dim() };
            put(buf, inner, inner.x + 1, bottom + i as u16, line, style);
        }
        y += 1;
        if self.rows.is_empty() {
            put(
                buf,
                inner,
                inner.x + 1,
                y,
                &t!("play-daily-none-scored"),
                theme.dim(),
            );
        } else {
            put(
                buf,
                inner,
                inner.x + 1,
                y,
                &fit(&row_heading(), width),
                theme.dim(),
            );
            y += 1;
            let rows = Rect::new(
                inner.x,
                y,
                inner.width,
                bottom.saturating_sub(y + u16::from(!below.is_empty())),
            );
            for (line, row, chosen) in self.list.shown(&self.rows, rows.height as usize) {
                let text = row_line(row.day, row.score, row.summary.as_ref(), "…");
                list_row(buf, rows, rows.y + line, &text, chosen, theme);
            }
        }
        let mut keys = keymap.short_help_for(Context::Text, &[Command::Select]);
        for (_, help) in &mut keys {
            *help = self.play_label();
        }
        if !self.rows.is_empty() {
            keys.extend(keymap.short_help_for(Context::Text, &[Command::Up]));
            keys.extend(keymap.short_help_for(Context::Results, &[Command::Review]));
            // It saves the card and puts the share line on the clipboard: both said.
            keys.extend(
                keymap
                    .short_help_for(Context::Results, &[Command::Card])
                    .into_iter()
                    .map(|(key, _)| (key, t!("play-daily-key-card-share"))),
            );
        }
        keys.extend(keymap.short_help_for(Context::Text, &[Command::Back]));
        footer(buf, area, &keys, theme);
    }
}

impl Screen for DailyView {
    fn kind(&self) -> Kind {
        Kind::Daily
    }

    fn contexts(&self) -> Vec<Context> {
        vec![Context::Text, Context::Results]
    }

    fn command(&mut self, command: Command, cx: &mut Cx) -> Step {
        match command {
            Command::Select => return self.play(),
            Command::Up => self.list.move_by(self.rows.len(), false),
            Command::Down => self.list.move_by(self.rows.len(), true),
            Command::Review => {
                if let Some(row) = self.rows.get(self.list.selected) {
                    return Step::Push(Box::new(ReviewView::new(&row.game, cx.shelf, &cx.theme)));
                }
            }
            Command::Card => self.share_chosen(cx),
            Command::Back | Command::Menu | Command::Quit => return Step::Menu { notice: None },
            _ => {}
        }
        Step::Stay
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        account(&mut self.rows, cx.shelf);
        DailyView::draw(self, buf, area, &cx.theme, cx.keys);
    }

    /// The accounts are made as soon as the solver's table is loaded.
    fn tick(&mut self, cx: &mut Cx) -> Step {
        account(&mut self.rows, cx.shelf);
        Step::Stay
    }
}
