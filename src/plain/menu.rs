//! Plain mode's way into a match: the menu as a numbered list, setup as a few questions
//! with defaults, resuming a saved match, and the daily challenge. What the command line
//! already settled (`new --start`, `resume ID`, `daily`) starts at once.

use std::io::{BufRead, Write};

use super::game::{self, Left, Parts};
use super::io::{Lines, Say};
use super::learn;
use crate::game::{Day, MatchSetup, SeatKind, Session};
use crate::l10n::{Lang, t};
use crate::rules::{Preset, Ruleset};
use crate::store::daily::{Attempt, daily_session};
use crate::store::{
    DailyBegun, EntryState, LastSetup, MAX_MATCHES, MatchId, MatchOptions, SetupDefaults, Storage,
    StoreError, format_time, now_unix,
};
use crate::table::Table;
use crate::tui::screens::daily::{DailyOfMatch, DailyView};
use crate::tui::services::{
    NotBegun, Opening, begin_match, open_saved, remember_language, settle_matches,
};
use crate::tui::shelf::Shelf;
use crate::tui::{Exit, Start};

/// Everything a plain-mode run needs beside the player's lines.
pub struct Plain {
    pub store: Box<dyn Storage>,
    pub shelf: Shelf,
    /// The config's `[defaults]`, over the built-in ones.
    pub defaults: SetupDefaults,
    /// Something to say first (a config file with problems).
    pub notice: Option<String>,
}

struct Run<R, W> {
    store: Box<dyn Storage>,
    shelf: Shelf,
    defaults: SetupDefaults,
    /// Why the data folder cannot be written, when it cannot: matches play unsaved.
    read_only: Option<String>,
    seed: Option<u64>,
    lines: Lines<R>,
    say: Say<W>,
}

/// Runs plain mode from `start` until the player leaves; how they left, as the screen's
/// exit says it.
pub fn run<R: BufRead, W: Write>(plain: Plain, start: Start, input: R, output: W) -> Exit {
    let (store, unwritable) = crate::store::readonly::open(plain.store);
    let mut run = Run {
        store,
        shelf: plain.shelf,
        defaults: plain.defaults,
        read_only: unwritable.as_ref().map(|u| u.short()),
        seed: None,
        lines: Lines::new(input),
        say: Say::new(output),
    };
    for notice in plain
        .notice
        .into_iter()
        .chain(unwritable.map(|u| u.notice()))
    {
        run.say.line(&notice);
    }
    let left = match start {
        Start::Menu => return run.menu(),
        Start::Setup { setup, seed } => {
            run.seed = seed;
            match run.ask_setup(setup) {
                Some((setup, options)) => run.start(setup, options),
                None => return Exit::Quit,
            }
        }
        Start::Match { setup, options } => {
            run.seed = Some(setup.seed);
            run.start(setup, options)
        }
        Start::Resume(id) => run.resume(&id),
        Start::Daily => run.daily(),
        Start::Learn => {
            run.learn();
            None
        }
    };
    exit(left)
}

fn exit(left: Option<Left>) -> Exit {
    match left {
        Some(Left::Saved(id)) => Exit::Saved(id),
        Some(Left::Unsaved(lost)) => Exit::Unsaved(lost),
        Some(Left::Over(_)) | None => Exit::Quit,
    }
}

fn new_id() -> String {
    format!("{:016x}", rand::random::<u64>())
}

/// The menu's items, in the order they are numbered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Item {
    New,
    Resume,
    Daily,
    Learn,
    Quit,
}

impl<R: BufRead, W: Write> Run<R, W> {
    fn say(&mut self, text: &str) {
        self.say.line(text);
    }

    /// The next answer; `None` at the end of input.
    fn answer(&mut self) -> Option<String> {
        self.say.turn_over();
        self.lines.next_line()
    }

    /// The next answer, `None` at the end of input or when the player says quit: a
    /// question is left as the screen's Esc leaves it, and in the menu quit leaves the game.
    fn answer_or_quit(&mut self) -> Option<String> {
        self.answer()
            .filter(|answer| super::commands::parse(answer) != super::commands::Command::Quit)
    }

    /// A number from 1 to `n` typed (or `default` for an empty line); asked again after
    /// anything else. `None` at the end of input or on quit.
    fn choose(&mut self, n: usize, default: Option<usize>) -> Option<usize> {
        loop {
            let answer = self.answer_or_quit()?;
            if answer.is_empty()
                && let Some(d) = default
            {
                return Some(d);
            }
            match answer.parse::<usize>() {
                Ok(k) if (1..=n).contains(&k) => return Some(k - 1),
                _ => {
                    let line = t!(
                        "plain-type-a-number",
                        given = crate::escape::excerpt(&answer, 40),
                        count = n
                    );
                    self.say(&line);
                }
            }
        }
    }

    /// As [`Run::choose`], where an empty line keeps what stands (`Some(None)`).
    fn choose_or_keep(&mut self, n: usize) -> Option<Option<usize>> {
        loop {
            let answer = self.answer_or_quit()?;
            if answer.is_empty() {
                return Some(None);
            }
            match answer.parse::<usize>() {
                Ok(k) if (1..=n).contains(&k) => return Some(Some(k - 1)),
                _ => {
                    let line = t!(
                        "plain-type-a-number",
                        given = crate::escape::excerpt(&answer, 40),
                        count = n
                    );
                    self.say(&line);
                }
            }
        }
    }

    /// The menu, until the player quits or leaves a match (which is said on the way out).
    fn menu(&mut self) -> Exit {
        loop {
            let (entries, notices) = self.matches();
            for notice in notices {
                self.say(&notice);
            }
            let ready = entries
                .iter()
                .filter(|e| matches!(e.state, EntryState::Ready(_)))
                .count();
            let mut items = vec![Item::New];
            if ready > 0 {
                items.push(Item::Resume);
            }
            items.push(Item::Daily);
            items.push(Item::Learn);
            items.push(Item::Quit);
            let title = t!("plain-menu-title");
            self.say(&title);
            for (i, item) in items.iter().enumerate() {
                let n = i + 1;
                let line = match item {
                    Item::New => t!("plain-menu-new", n = n),
                    Item::Resume => t!("plain-menu-resume", n = n, count = ready),
                    Item::Daily => t!("plain-menu-daily", n = n),
                    Item::Learn => t!("plain-menu-learn", n = n),
                    Item::Quit => t!("plain-menu-quit", n = n),
                };
                self.say(&line);
            }
            let ask = t!("plain-menu-ask", count = items.len());
            self.say(&ask);
            let Some(k) = self.choose(items.len(), None) else {
                return Exit::Quit;
            };
            let played = match items[k] {
                Item::New => match self.ask_setup(None) {
                    Some((setup, options)) => self.start(setup, options),
                    None => return Exit::Quit,
                },
                Item::Resume => match self.pick_match() {
                    Some(id) => self.resume(&id),
                    None => None,
                },
                Item::Daily => self.daily(),
                Item::Learn => match self.learn() {
                    learn::Left::Menu => None,
                    learn::Left::Ended => return Exit::Quit,
                },
                Item::Quit => return Exit::Quit,
            };
            // Leaving a match (quit, or the end of input) leaves the game, as the screen's
            // Quit does; a finished match comes back to the menu.
            match played {
                Some(Left::Unsaved(lost)) => return Exit::Unsaved(lost),
                Some(Left::Saved(id)) => return Exit::Saved(id),
                Some(Left::Over(_)) | None => {}
            }
        }
    }

    /// The matches on the go, each finished or damaged one settled as the screen's list
    /// settles them, with what the store found worth telling.
    fn matches(&mut self) -> (Vec<crate::store::MatchEntry>, Vec<String>) {
        settle_matches(self.store.as_mut(), |opening| told(opening).err().flatten())
    }

    /// Which saved match to resume, as a numbered list.
    fn pick_match(&mut self) -> Option<MatchId> {
        let (entries, _) = self.matches();
        let ready: Vec<_> = entries
            .into_iter()
            .filter(|e| matches!(e.state, EntryState::Ready(_)))
            .collect();
        let title = t!("plain-resume-title");
        self.say(&title);
        for (i, entry) in ready.iter().enumerate() {
            let Some(b) = entry.brief() else { continue };
            let line = t!(
                "plain-resume-item",
                n = (i + 1),
                who = b
                    .players
                    .iter()
                    .map(|p| crate::words::shown_name(p).into_owned())
                    .collect::<Vec<_>>()
                    .join(", "),
                round = b.round,
                rounds = b.rounds,
                rules = b.rules.clone(),
                played = format_time(b.saved_unix)
            );
            self.say(&line);
        }
        let ask = t!("plain-resume-ask", count = ready.len());
        self.say(&ask);
        let k = self.choose(ready.len(), Some(0))?;
        ready.get(k).map(|e| e.id.clone())
    }

    /// Setup as questions, each with its default (the last setup's, or what the command
    /// line gave): who plays, which rules, how the dice are thrown, and same dice.
    fn ask_setup(&mut self, given: Option<LastSetup>) -> Option<(MatchSetup, MatchOptions)> {
        let mut last = given.unwrap_or_else(|| {
            let mut last = self
                .store
                .last_setup()
                .unwrap_or_else(crate::tui::screens::setup::default_setup);
            self.defaults.apply(&mut last);
            last.options.practice = false;
            last
        });
        last.options.joining.clear();
        // Who plays.
        loop {
            let now = last
                .seats
                .iter()
                .map(seat_word)
                .collect::<Vec<_>>()
                .join(", ");
            let line = t!("plain-setup-players", now = now);
            self.say(&line);
            let answer = self.answer()?;
            if answer.is_empty() {
                break;
            }
            match crate::game::parse_players(&answer) {
                Ok(seats) => {
                    last.seats = seats;
                    last.options.coach.clear();
                    last.options.real_dice.clear();
                    break;
                }
                Err(e) => self.say(&crate::words::full_stop(&e.to_string())),
            }
        }
        // Which rules.
        let line = t!(
            "plain-setup-rules",
            now = last.rules.shown_name().to_string()
        );
        self.say(&line);
        for (i, p) in Preset::ALL.iter().enumerate() {
            let line = t!(
                "plain-setup-rules-item",
                n = (i + 1),
                name = p.shown_name().to_string()
            );
            self.say(&line);
        }
        if let Some(k) = self.choose_or_keep(Preset::ALL.len())?
            && let Some(&p) = Preset::ALL.get(k)
        {
            last.rules = Ruleset::preset(p);
        }
        // How the dice are thrown: a pad keeps score for people only.
        let people_only = last.seats.iter().all(|s| s.kind == SeatKind::Human);
        let line = t!("plain-setup-dice");
        self.say(&line);
        let ways = if people_only { 3 } else { 2 };
        for n in 1..=ways {
            let line = match n {
                1 => t!("plain-setup-dice-screen"),
                2 => t!("plain-setup-dice-real"),
                _ => t!("plain-setup-dice-pad"),
            };
            self.say(&line);
        }
        let now = if last.options.score_pad && people_only {
            2
        } else if last.options.real_dice.iter().any(|&r| r) {
            1
        } else {
            0
        };
        match self.choose(ways, Some(now))? {
            0 => {
                last.options.score_pad = false;
                last.options.real_dice.clear();
            }
            1 => {
                last.options.score_pad = false;
                last.options.real_dice = last
                    .seats
                    .iter()
                    .map(|s| s.kind == SeatKind::Human)
                    .collect();
            }
            _ => {
                last.options.score_pad = true;
                last.options.real_dice.clear();
            }
        }
        // Same dice, where they can be dealt alike.
        let dealt = last.seats.len() >= 2
            && !last.options.score_pad
            && last.options.real_dice.iter().all(|&r| !r);
        last.same_dice = dealt && last.same_dice;
        if dealt {
            let line = t!(
                "plain-setup-same-dice",
                now = if last.same_dice { 1 } else { 2 }
            );
            self.say(&line);
            last.same_dice = self.choose(2, Some(if last.same_dice { 0 } else { 1 }))? == 0;
        }
        self.ask_language()?;
        let seed = self.seed.unwrap_or_else(rand::random);
        Some((
            MatchSetup {
                rules: last.rules,
                seats: last.seats,
                seed,
                same_dice: last.same_dice,
            },
            last.options,
        ))
    }

    /// The language, as setup's Language row offers it: each language by its own name, an
    /// empty line keeping the one spoken. One chosen is spoken from the next line on and
    /// remembered with the setup, as on the screen. `None` at the end of input.
    fn ask_language(&mut self) -> Option<()> {
        let now = crate::l10n::current();
        let list = Lang::SHIPPED
            .iter()
            .enumerate()
            .map(|(i, l)| format!("{}. {}", i + 1, l.native_name()))
            .collect::<Vec<_>>()
            .join(", ");
        let line = t!(
            "plain-setup-language",
            list = list,
            now = (now.native_name())
        );
        self.say(&line);
        let Some(k) = self.choose_or_keep(Lang::SHIPPED.len())? else {
            return Some(());
        };
        let Some(&lang) = Lang::SHIPPED.get(k) else {
            return Some(());
        };
        // Plain mode at a terminal is the whole process: its language is the process's.
        crate::l10n::set_default(lang, None);
        if let Err(e) = remember_language(self.store.as_mut(), lang) {
            let line = t!("setup-language-not-kept", reason = e.to_string());
            self.say(&crate::words::full_stop(&line));
        }
        Some(())
    }

    /// Starts a new match beside the others, as the screen does: the setup remembered,
    /// the match made, written first, then played.
    fn start(&mut self, setup: MatchSetup, options: MatchOptions) -> Option<Left> {
        match begin_match(
            self.store.as_mut(),
            self.read_only.is_some(),
            &setup,
            options,
        ) {
            Ok(session) => Some(self.play_new(session)),
            Err(NotBegun::Seats(why) | NotBegun::Match(why)) => {
                let line = t!("plain-cannot-start", why = why);
                self.say(&line);
                None
            }
            Err(NotBegun::TooMany) => {
                self.say(&StoreError::TooMany.to_string());
                None
            }
        }
    }

    /// A new match's first write, then the match.
    fn play_new(&mut self, session: Session) -> Left {
        let _ = self.store.claim(&MatchId::of(&session));
        let mut table = Table::at_one_terminal(session);
        if self.read_only.is_some() {
            table.play_unsaved();
        } else if let Err(e) = table.save_now(self.store.as_mut()) {
            // Asked as for a move: retry, play on without saving, or quit.
            table.hold_unwritten(e.to_string());
        }
        self.play(table)
    }

    /// Learn's lessons and puzzles, until the player goes back (or the input ends).
    fn learn(&mut self) -> learn::Left {
        learn::run(
            &mut learn::Parts {
                store: self.store.as_mut(),
                shelf: &mut self.shelf,
                lines: &mut self.lines,
                say: &mut self.say,
            },
            None,
        )
    }

    fn play(&mut self, table: Table) -> Left {
        let left = game::play(
            table,
            Parts {
                store: self.store.as_mut(),
                shelf: &mut self.shelf,
                lines: &mut self.lines,
                say: &mut self.say,
            },
        );
        if let Left::Over(session) = &left {
            self.daily_end(session);
        }
        left
    }

    /// A daily's end, as the drawn game tells it: the scored attempt's share line (or that a
    /// replay is unscored), then the streak, as the daily's screen heads it. Nothing for any
    /// other match.
    fn daily_end(&mut self, session: &Session) {
        let record = self.store.daily();
        let mut daily = DailyView::of_match(&record, session);
        if daily == DailyOfMatch::None {
            return;
        }
        // The share line gives the accuracy and the luck once the solver's table is here
        // (the review at the end waited for it).
        daily.account(&mut self.shelf);
        if let Some(line) = daily.line() {
            self.say(&line);
        }
        let streak = record.streak(Day::today());
        let line = match (streak.current, streak.best) {
            (0, 0) => t!("plain-daily-streak-none"),
            (now, best) => t!("plain-daily-streak", now = now, best = best),
        };
        self.say(&line);
    }

    /// The saved match `id`, claimed and checked: a finished one goes to the history (or
    /// aside, if the history has it), and is said; else the table to play, or why not.
    fn open(&mut self, id: &MatchId) -> Result<Table, Option<String>> {
        let loaded = told(open_saved(self.store.as_mut(), id))?;
        let mut table = Table::at_one_terminal(*loaded);
        table.mark_saved();
        if self.read_only.is_some() {
            table.play_unsaved();
        }
        Ok(table)
    }

    fn resume(&mut self, id: &MatchId) -> Option<Left> {
        match self.open(id) {
            Ok(table) => Some(self.play(table)),
            Err(why) => {
                self.store.release(id);
                let why = why.unwrap_or_else(|| t!("plain-nothing-to-resume", id = id.to_string()));
                self.say(&why);
                None
            }
        }
    }

    /// Today's daily: the scored attempt if the day has none (taken in the daily record
    /// before the match's first save, as the screen does), the match on the go if it is
    /// saved, else a replay, unscored, if the player wants one.
    fn daily(&mut self) -> Option<Left> {
        let today = Day::today();
        let record = self.store.daily();
        for notice in self.store.take_notices() {
            self.say(&notice);
        }
        let attempt = match record.entry(today) {
            None => Attempt::Scored,
            Some(entry) => {
                if entry.result.is_none()
                    && let Ok(id) = MatchId::parse(&entry.id)
                    && self.store.has_match(&id)
                {
                    return self.resume(&id);
                }
                let line = match &entry.result {
                    Some(result) => t!("plain-daily-scored", points = result.score),
                    None => t!("plain-daily-given-up"),
                };
                self.say(&line);
                if self.choose(2, Some(1))? != 0 {
                    return None;
                }
                Attempt::Replay
            }
        };
        let line = t!("plain-daily-title", day = today.shown());
        self.say(&line);
        if self.read_only.is_none() && self.store.list_matches().len() >= MAX_MATCHES {
            self.say(&StoreError::TooMany.to_string());
            return None;
        }
        let name = self
            .store
            .last_setup()
            .and_then(|s| {
                s.seats
                    .into_iter()
                    .find(|seat| seat.kind == SeatKind::Human)
            })
            .map_or_else(|| crate::words::DEFAULT_NAME.to_string(), |seat| seat.name);
        let id = new_id();
        if attempt == Attempt::Scored {
            match self.store.begin_daily(today, &id) {
                Ok(DailyBegun::Scored) => {}
                Ok(DailyBegun::Taken(_)) => {
                    let line = t!("plain-daily-taken", day = today.shown());
                    self.say(&line);
                    return None;
                }
                Err(e) => {
                    let line = t!("plain-daily-unwritable", why = e.to_string());
                    self.say(&line);
                    return None;
                }
            }
        }
        match daily_session(today, &name, attempt, id, now_unix()) {
            Ok(session) => Some(self.play_new(session)),
            Err(why) => {
                let line = t!("plain-cannot-start", why = why);
                self.say(&line);
                None
            }
        }
    }
}

/// What plain mode makes of a saved match opened: the match in progress, or what became of
/// it in a sentence (`None` where there was none).
fn told(opening: Opening) -> Result<Box<Session>, Option<String>> {
    match opening {
        Opening::InProgress(loaded) => Ok(loaded),
        Opening::Finished(Ok(())) => Err(Some(t!("plain-finished-to-history"))),
        Opening::Finished(Err(why)) => Err(Some(t!("plain-finished-not-moved", why = why))),
        Opening::InHistory(Ok(aside)) => Err(Some(t!("plain-already-in-history", aside = aside))),
        Opening::InHistory(Err(why)) => {
            Err(Some(t!("plain-already-in-history-not-moved", why = why)))
        }
        Opening::Empty => Err(None),
        Opening::Damaged(message) | Opening::Blocked(message) => Err(Some(message)),
    }
}

/// A seat as `--players` takes it: the name, or cpu:LEVEL for a CPU.
fn seat_word(seat: &crate::game::Seat) -> String {
    match seat.kind {
        SeatKind::Human => seat.name.clone(),
        // An automatic name is the level's in any language: the short form says it.
        SeatKind::Cpu(level) if crate::words::is_automatic_cpu(&seat.name) => {
            format!("cpu:{}", level.id())
        }
        SeatKind::Cpu(level) => format!("{}@{}", seat.name, level.id()),
    }
}
