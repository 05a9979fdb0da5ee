//! What the screens share and only the app may use: the store and its matches, the shelf, the
//! preferences, the clipboard and the bell, and what to tell the player next. Here matches
//! are started and resumed against the saves; the app decides when.
//!
//! The steps of starting a match from a setup ([`begin_match`]) and of opening a saved one
//! ([`open_saved`]) are free functions over the store, so that every front end takes the
//! same steps: the screens' app here, and plain mode (`crate::plain`), which words their
//! outcomes in its own sentences.

use crate::l10n::t;
use std::time::Duration;

use ratatui::layout::Rect;

use super::Prefs;
use super::screens::Cx;
use super::screens::daily::DailyView;
use super::screens::matches::MatchList;
use super::screens::menu::{Item, Menu};
use super::screens::play::Play;
use super::screens::setup::{Setup, default_setup, known_people};
use super::shelf::Shelf;
use crate::game::{Match, MatchSetup, Session};
use crate::store::DailyBegun;
use crate::store::daily::{Attempt, daily_session};
use crate::store::{
    EntryState, LastSetup, LoadOutcome, MAX_MATCHES, MatchEntry, MatchId, MatchOptions, Storage,
    StoreError, now_unix,
};
use crate::table::Table;
use crate::words::full_stop;

pub(super) struct Services {
    pub store: Box<dyn Storage>,
    pub shelf: Shelf,
    pub prefs: Prefs,
    /// Text for the terminal's clipboard, sent at the next frame.
    pub clipboard: Option<String>,
    /// Something to tell the player in the menu once (a config file with problems).
    pub notice: Option<String>,
    /// A bell to ring at the next frame (a Yahtzee, the end of a match), if the player
    /// asked for sound.
    pub bell: bool,
    pub clock: Duration,
    /// The menu item last chosen, so the menu opens on it again.
    pub menu_item: Option<Item>,
    /// The seed given on the command line; rematches count on from it.
    pub seed: Option<u64>,
    /// Set when the data folder cannot be written: matches are played without saving, and
    /// this says why (the status line of each match repeats it).
    pub read_only: Option<String>,
    /// Matches started or resumed here are hosted tables (`yahtzee host`).
    pub hosted: bool,
    /// The daily's day, when not the clock's (tests).
    pub today: Option<crate::game::Day>,
    /// The language chosen in setup during this run, which the app speaks from then on.
    pub language: Option<crate::l10n::Lang>,
}

/// How a start went.
pub(super) enum Started {
    Play(Box<Play>),
    /// A hosted match's table, for the host's loop to serve.
    Table(Box<Table>),
    /// No match can be started here now (too many on the go); the screen that asked says
    /// why.
    Refused(String),
    /// The match could not be made; the menu says why.
    Failed(String),
}

/// A match opened in a window: its screen at one terminal, or a hosted match's table.
pub(super) enum Opened {
    Play(Box<Play>),
    Table(Box<Table>),
}

/// Why a saved match was not opened.
#[derive(Debug)]
pub(super) enum NotResumed {
    /// Why, in the words the menu shows (the store's own, or that there is nothing to
    /// resume).
    Told(String),
}

impl NotResumed {
    /// What the menu says about it, if anything.
    pub(super) fn notice(self) -> Option<String> {
        match self {
            NotResumed::Told(why) => Some(why),
        }
    }
}

/// What a match's save holds, as [`Services::check`] found it.
#[derive(Default)]
pub(super) struct MatchCheck {
    /// Something done or found that the player should hear of.
    pub notice: Option<String>,
    /// The match in progress, described for people.
    pub in_progress: Option<String>,
    /// Why the match cannot be opened here (another window, a newer program's save).
    pub blocked: Option<String>,
}

fn new_id() -> String {
    format!("{:016x}", rand::random::<u64>())
}

impl Services {
    pub(super) fn new(store: Box<dyn Storage>, shelf: Shelf, prefs: Prefs) -> Services {
        let (store, unwritable) = crate::store::readonly::open(store);
        Services {
            store,
            shelf,
            prefs,
            clipboard: None,
            notice: unwritable.as_ref().map(|u| u.notice()),
            bell: false,
            clock: Duration::ZERO,
            menu_item: None,
            seed: None,
            read_only: unwritable.map(|u| u.short()),
            hosted: false,
            today: None,
            language: None,
        }
    }

    /// What a screen borrows for one call, on a terminal of `area`.
    pub(super) fn cx(&mut self, area: Rect) -> Cx<'_> {
        Cx {
            store: self.store.as_mut(),
            shelf: &mut self.shelf,
            clock: self.clock,
            theme: self.prefs.theme,
            keys: &self.prefs.keys,
            animate: self.prefs.animate,
            bell: &mut self.bell,
            clipboard: self.prefs.clipboard.then_some(&mut self.clipboard),
            area,
        }
    }

    /// Claims a match and looks at its save, settling what needs no question: a finished
    /// match left in the save (the program stopped between archiving it and removing the
    /// save) is archived now; a save of a match the history already holds is retired; a
    /// damaged one was kept aside by the store. Says what it did, and describes a match still
    /// in progress (as it was read). The claim stays: the caller releases it unless it opens
    /// the match.
    fn check(&mut self, id: &MatchId) -> (MatchCheck, Option<Box<Session>>) {
        checked(open_saved(self.store.as_mut(), id))
    }

    /// The matches on the go, newest first, each finished or damaged one settled first (see
    /// [`settle_matches`]), with what was found worth telling.
    pub(super) fn matches(&mut self) -> (Vec<MatchEntry>, Vec<String>) {
        settle_matches(self.store.as_mut(), |opening| checked(opening).0.notice)
    }

    /// The list of matches on the go (the menu's Resume), with `notice` over it.
    pub(super) fn match_list(&mut self, notice: Option<String>) -> MatchList {
        let (entries, mut notices) = self.matches();
        notices.extend(notice);
        notices.dedup();
        MatchList::new(entries, (!notices.is_empty()).then(|| notices.join(" ")))
    }

    /// Deletes a match from the list: claimed first (a window playing it keeps it), its file
    /// kept aside under a new name. Says what became of it.
    pub(super) fn delete(&mut self, id: &MatchId) -> String {
        if let Err(e) = self.store.claim(id) {
            return full_stop(&t!("play-not-deleted", error = e.to_string()));
        }
        let said = match self.store.retire_match(id, "deleted") {
            Ok(aside) => t!("play-deleted-kept", aside = aside.to_string()),
            Err(e) => full_stop(&t!("play-not-deleted", error = e.to_string())),
        };
        self.store.release(id);
        said
    }

    /// The main menu. Nothing is open there, so no match stays claimed: the saves are only
    /// looked at (a finished one settled), never held.
    pub(super) fn menu(&mut self, notice: Option<String>) -> Menu {
        let mut notices: Vec<String> = notice.into_iter().collect();
        let (entries, found) = self.matches();
        notices.extend(found);
        // Damaged history or setup files are found (and kept aside) here, so the player hears
        // of them before starting anything.
        let (_, history_problem) = self.store.history();
        notices.extend(history_problem);
        let _ = self.store.last_setup();
        notices.extend(self.store.take_notices());
        notices.extend(self.notice.take());
        notices.dedup();
        let ready: Vec<&MatchEntry> = entries
            .iter()
            .filter(|e| matches!(e.state, EntryState::Ready(_)))
            .collect();
        let mut menu = Menu::new(
            !entries.is_empty(),
            self.store.data_dir().is_some(),
            (!notices.is_empty()).then(|| notices.join(" ")),
        );
        if ready.is_empty() {
            menu.select(Item::NewMatch);
        }
        if let Some(item) = self.menu_item {
            menu.select(item);
        }
        menu.saved_matches = entries.len();
        menu.resume_about = ready.first().and_then(|e| e.brief()).map(|b| {
            let newest = t!(
                "play-saved-match",
                who = b.who(),
                round = b.round,
                rounds = b.rounds,
                rules = b.rules.to_string(),
                // A daily says which day's, and whether the replay, in place of "practice".
                extra = match b.daily {
                    Some(daily) => format!(" · {}", daily.label()),
                    None if b.practice => format!(" · {}", t!("play-history-practice")),
                    None => String::new(),
                }
            );
            match entries.len() {
                1 => newest,
                n => t!("play-saved-matches", count = n, newest = newest),
            }
        });
        menu
    }

    pub(super) fn setup(&mut self, setup: Option<LastSetup>) -> Setup {
        // A setup given (from the command line) already has the config's defaults.
        let last = setup.unwrap_or_else(|| {
            let mut last = self.store.last_setup().unwrap_or_else(default_setup);
            self.prefs.defaults.apply(&mut last);
            // Practice is asked for each time: a file from an older release may hold it.
            last.options.practice = false;
            last
        });
        let mut defaults = default_setup();
        self.prefs.defaults.apply(&mut defaults);
        let known = known_people(&self.store.history().0);
        let mut view = Setup::new(&last, self.seed)
            .with_defaults(defaults)
            .with_known(known);
        if self.hosted {
            view = view.hosted(&last);
        }
        let (own, presets_problem) = self.store.presets();
        view.own = own.all().to_vec();
        let mut notices: Vec<String> = self.notice.take().into_iter().collect();
        notices.extend(presets_problem);
        notices.extend(self.store.take_notices());
        if !notices.is_empty() {
            view.error = Some(notices.join(" "));
        }
        view
    }

    /// The match `id`, claimed for as long as it is open here; else why not.
    pub(super) fn resume(&mut self, id: &MatchId) -> Result<Opened, NotResumed> {
        let (check, session) = self.check(id);
        let Some(loaded) = session else {
            self.store.release(id);
            let why = check
                .blocked
                .or(check.notice)
                .unwrap_or_else(|| t!("play-no-match-to-resume", id = id.to_string()));
            return Err(NotResumed::Told(why));
        };
        if self.hosted {
            let mut table = Table::hosted(*loaded);
            table.mark_saved();
            if self.read_only.is_some() {
                table.play_unsaved();
            }
            return Ok(Opened::Table(Box::new(table)));
        }
        let mut play = Play::new(*loaded);
        play.mark_saved();
        Ok(Opened::Play(Box::new(play)))
    }

    /// Starts a new match, beside every match on the go. `notice` is what the screen it
    /// starts from had to say (the menu's damaged file kept aside), which starting at once
    /// must not lose.
    pub(super) fn start(
        &mut self,
        setup: MatchSetup,
        options: MatchOptions,
        notice: Option<String>,
    ) -> Started {
        match begin_match(
            self.store.as_mut(),
            self.read_only.is_some(),
            &setup,
            options,
        ) {
            Ok(session) => self.open_new(session, notice),
            Err(NotBegun::Seats(why) | NotBegun::Match(why)) => {
                Started::Failed(t!("play-cannot-start", why = why))
            }
            Err(NotBegun::TooMany) => Started::Refused(StoreError::TooMany.to_string()),
        }
    }

    /// A new match's first save and its screen (or a hosted table).
    fn open_new(&mut self, session: Session, notice: Option<String>) -> Started {
        // A fresh id is no other window's: its claim only fails on a folder that cannot be
        // locked, which the first save then reports as any failed save is.
        let _ = self.store.claim(&MatchId::of(&session));
        if self.hosted {
            // On a data folder that cannot be written, a hosted table is played without
            // saving from its first move; a first write that fails does the same: no one
            // sits at a hosted table's own screen to answer a question. It plays on, trying
            // to save at every move.
            let mut table = Table::hosted(session);
            if self.read_only.is_some() || table.save_now(self.store.as_mut()).is_err() {
                table.play_unsaved();
            }
            return Started::Table(Box::new(table));
        }
        let mut play = Play::new(session);
        if let Some(notice) = notice {
            play.say_problem(&notice);
            play.store_notice = Some(notice);
        }
        // At one terminal the first save that fails asks, as on a full disk (retry, play on
        // without saving, or quit).
        if let Err(e) = play.save_now(self.store.as_mut()) {
            play.first_save_failed(e.to_string());
        }
        Started::Play(Box::new(play))
    }

    /// Speaks `lang` from now on, and remembers it in the setup file (the rest of the
    /// remembered setup as it was), so the next start speaks it too unless `--lang` says
    /// otherwise. Spoken even if it could not be remembered; then says why.
    pub(super) fn choose_language(&mut self, lang: crate::l10n::Lang) -> Result<(), String> {
        self.language = Some(lang);
        remember_language(self.store.as_mut(), lang).map_err(|e| {
            crate::l10n::speaking(lang, None, || {
                t!("setup-language-not-kept", reason = e.to_string())
            })
        })
    }

    /// The daily's day: UTC today, unless a test set it.
    pub(super) fn today(&self) -> crate::game::Day {
        self.today.unwrap_or_else(crate::game::Day::today)
    }

    /// The daily's screen for today, with `notice` over it.
    pub(super) fn daily(&mut self, notice: Option<String>) -> DailyView {
        let today = self.today();
        let mut cx = self.cx(Rect::new(0, 0, 0, 0));
        let mut view = DailyView::read(&mut cx, today);
        let notes: Vec<String> = notice.into_iter().chain(view.note.take()).collect();
        view.note = (!notes.is_empty()).then(|| notes.join(" "));
        view
    }

    /// Starts the daily of `day` for the player last named in setup. The scored attempt
    /// is taken in the daily record before its match is first saved, so no other window and
    /// no second try scores the day again; if the day was taken meanwhile, nothing starts
    /// and the daily's screen says so.
    pub(super) fn start_daily(
        &mut self,
        day: crate::game::Day,
        attempt: Attempt,
        notice: Option<String>,
    ) -> Started {
        if self.read_only.is_none() && self.store.list_matches().len() >= MAX_MATCHES {
            return Started::Refused(StoreError::TooMany.to_string());
        }
        let name = self
            .store
            .last_setup()
            .and_then(|s| {
                s.seats
                    .into_iter()
                    .find(|seat| seat.kind == crate::game::SeatKind::Human)
            })
            .map_or_else(|| crate::words::DEFAULT_NAME.to_string(), |seat| seat.name);
        let id = new_id();
        if attempt == Attempt::Scored {
            match self.store.begin_daily(day, &id) {
                Ok(DailyBegun::Scored) => {}
                Ok(DailyBegun::Taken(_)) => {
                    return Started::Refused(t!("play-daily-begun-elsewhere", day = day.shown()));
                }
                Err(e) => {
                    return Started::Failed(full_stop(&t!(
                        "play-daily-not-started",
                        error = e.to_string()
                    )));
                }
            }
        }
        match daily_session(day, &name, attempt, id, now_unix()) {
            Ok(session) => self.open_new(session, notice),
            Err(e) => Started::Failed(t!("play-cannot-start", why = e.to_string())),
        }
    }

    /// A rematch's seed: one on from the last, if a seed was given, so a scripted series
    /// stays repeatable.
    pub(super) fn next_seed(&mut self) -> u64 {
        match self.seed {
            Some(s) => {
                let next = s.wrapping_add(1);
                self.seed = Some(next);
                next
            }
            None => rand::random(),
        }
    }
}

/// What the screen makes of a saved match opened: what to say, and the match in progress.
fn checked(opening: Opening) -> (MatchCheck, Option<Box<Session>>) {
    let mut check = MatchCheck::default();
    let mut session = None;
    match opening {
        Opening::InProgress(loaded) => {
            check.in_progress = Some(describe_saved(&loaded));
            session = Some(loaded);
        }
        Opening::Finished(Ok(())) => check.notice = Some(t!("play-finished-moved")),
        Opening::Finished(Err(e)) => {
            check.notice = Some(full_stop(&t!("play-finished-not-moved", error = e)));
        }
        Opening::InHistory(Ok(aside)) => {
            check.notice = Some(t!("play-finished-kept-aside", aside = aside));
        }
        Opening::InHistory(Err(e)) => {
            check.notice = Some(full_stop(&t!("play-finished-not-aside", error = e)));
        }
        Opening::Empty => {}
        Opening::Damaged(message) => {
            check.notice = Some(t!("play-damaged-new-match", message = message));
        }
        Opening::Blocked(why) => check.blocked = Some(why),
    }
    (check, session)
}

/// The matches on the go, newest first, each finished or damaged one settled first as
/// opening it would (a finished one moved to the history, or aside if the history has it; a
/// damaged one kept aside), `tell` saying what became of it in its front end's words; with
/// what else the store found worth telling. Nothing is open where they are listed, so no
/// match stays claimed. The screen's list and plain mode's menu both list them so.
pub(crate) fn settle_matches(
    store: &mut dyn Storage,
    mut tell: impl FnMut(Opening) -> Option<String>,
) -> (Vec<MatchEntry>, Vec<String>) {
    let mut notices = Vec::new();
    let entries = store.list_matches();
    // A damaged history is kept aside here, so its sentence is said here.
    let (history, problem) = store.history();
    notices.extend(problem);
    let mut settled = false;
    for entry in &entries {
        store.release(&entry.id);
        let settle = matches!(&entry.state, EntryState::Ready(b)
                if b.over || history.contains(&b.session_id))
            || matches!(entry.state, EntryState::Unreadable(_));
        if settle {
            let opening = open_saved(store, &entry.id);
            store.release(&entry.id);
            notices.extend(tell(opening));
            settled = true;
        }
    }
    let entries = if settled {
        store.list_matches()
    } else {
        entries
    };
    notices.extend(store.take_notices());
    (entries, notices)
}

/// Why [`begin_match`] began no match; each front end says it in its own words.
#[derive(Debug)]
pub(crate) enum NotBegun {
    /// The options do not go with the seats: why.
    Seats(String),
    /// As many matches are on the go as are kept.
    TooMany,
    /// The match could not be made: why.
    Match(String),
}

/// The steps every front end takes to begin a new match from a setup: the per-seat options
/// fitted to the seats and checked, room among the matches kept made sure of, the setup
/// remembered for next time (practice dropped, the language chosen before kept), and the
/// session made. Nothing is saved of the match itself: the front end claims it and writes
/// its first save as it shows it. `read_only`: the data folder cannot be written, so
/// nothing is kept and no room is needed.
pub(crate) fn begin_match(
    store: &mut dyn Storage,
    read_only: bool,
    setup: &MatchSetup,
    options: MatchOptions,
) -> Result<Session, NotBegun> {
    // Per-seat settings beyond the seats would make a save this program refuses to read.
    let options = options.fitted(setup.seats.len());
    if let Some(why) = options.check_seats(&setup.seats) {
        return Err(NotBegun::Seats(why.to_string()));
    }
    // Said before the match is made, rather than at its first save: every match kept stays,
    // and the player chooses which to delete.
    if !read_only && store.list_matches().len() >= MAX_MATCHES {
        return Err(NotBegun::TooMany);
    }
    let mut last = LastSetup {
        rules: setup.rules,
        seats: setup.seats.clone(),
        options: options.clone(),
        same_dice: setup.same_dice,
        // The language is chosen apart from any match (setup's Language row) and stays.
        language: store.last_setup().and_then(|l| l.language),
    };
    // Practice is never carried over unseen into the next match.
    last.options.practice = false;
    // Remembering the setup is a convenience; failing to write it must not stop play.
    let _ = store.save_setup(&last);
    let game = Match::new(setup).map_err(|e| NotBegun::Match(e.to_string()))?;
    Session::new(game, options, new_id(), now_unix()).map_err(|e| NotBegun::Match(e.to_string()))
}

/// What a saved match turned out to be, once claimed and read by [`open_saved`]; each front
/// end says it in its own words.
pub(crate) enum Opening {
    /// A match in progress, claimed for this window until it is released.
    InProgress(Box<Session>),
    /// A finished match left in its save (the program stopped between archiving it and
    /// removing the save): moved to the history now, or why it could not be.
    Finished(Result<(), String>),
    /// A match the history already holds: its save kept aside under this name, or why it
    /// could not be.
    InHistory(Result<String, String>),
    /// No save there.
    Empty,
    /// A damaged save, kept aside by the store: its sentence.
    Damaged(String),
    /// It cannot be opened here (another window plays it, or a newer program saved it):
    /// why.
    Blocked(String),
}

/// Claims the saved match `id` and reads it, settling what needs no question: a finished
/// match goes to the history, the save of one the history holds is retired. The claim
/// stays: the caller releases it unless it plays the match.
pub(crate) fn open_saved(store: &mut dyn Storage, id: &MatchId) -> Opening {
    if let Err(e) = store.claim(id) {
        return Opening::Blocked(e.to_string());
    }
    if !store.has_match(id) {
        return Opening::Empty;
    }
    match store.load_match(id) {
        LoadOutcome::Loaded(loaded) if loaded.game().is_over() => {
            let mut table = Table::at_one_terminal(*loaded);
            Opening::Finished(table.save_now(store).map_err(|e| e.to_string()))
        }
        LoadOutcome::Loaded(loaded) if store.history().0.contains(loaded.id()) => {
            Opening::InHistory(
                store
                    .retire_match(id, "finished")
                    .map(|aside| aside.to_string())
                    .map_err(|e| e.to_string()),
            )
        }
        LoadOutcome::Loaded(loaded) => Opening::InProgress(loaded),
        LoadOutcome::Empty => Opening::Empty,
        LoadOutcome::Damaged { message } => Opening::Damaged(message),
        LoadOutcome::Newer { message } | LoadOutcome::Busy { message } => Opening::Blocked(message),
    }
}

/// Remembers `lang` as the language chosen, in the setup file with the rest of the setup
/// remembered as it was (the built-in one where none is).
pub(crate) fn remember_language(
    store: &mut dyn Storage,
    lang: crate::l10n::Lang,
) -> Result<(), StoreError> {
    let mut last = store.last_setup().unwrap_or_else(default_setup);
    last.language = Some(lang.code().to_string());
    store.save_setup(&last)
}

/// "Ana, Ben and Strong CPU · round 5 of 13 · Classic", "Ana · round 5 of 13 · Classic ·
/// Daily 2026-12-05 · replay".
pub(super) fn describe_saved(loaded: &Session) -> String {
    let names: Vec<&str> = loaded
        .game()
        .seats()
        .iter()
        .map(|s| s.name.as_str())
        .collect();
    let who = match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => t!(
            "play-names-and",
            names = rest.join(", "),
            last = last.to_string()
        ),
        _ => names.join(""),
    };
    // A daily says which day's, and whether the replay, in place of "practice".
    let daily = crate::store::daily::DailyMark::of(loaded.game(), loaded.options().practice);
    t!(
        "play-saved-match",
        who = who,
        round = loaded.game().round(),
        rounds = loaded.game().rounds(),
        rules = loaded.game().rules().shown_name(),
        extra = match daily {
            Some(daily) => format!(" · {}", daily.label()),
            None if loaded.options().practice => format!(" · {}", t!("play-history-practice")),
            None => String::new(),
        }
    )
}
