//! The public server in plain lines, for a guest who reads with a screen reader or a
//! braille display (`ssh -T`, `TERM=dumb`, or `ssh -o SetEnv=YAHTZEE_MODE=plain`).
//!
//! A connection's [`Face`] is its drawn [`Window`] or its [`PlainHall`]. The plain one is a
//! second front end of the same lobby, not a second lobby: it reads the very
//! [`HallBoard`](crate::tui::screens::hall::HallBoard) the loop keeps for the drawn one and
//! pushes the very [`HallAsk`]s, which the loop answers as it answers the drawn lobby's
//! keys (`asks.rs`); its refusals and news (`board.problem`) are said once, as lines.
//!
//! - The lobby is one numbered list, said when the person arrives, comes back from a table
//!   or asks again (Enter alone): the menu first, then the tables (`sit N`/`watch N`, or the
//!   number alone, which sits where a seat is free and watches where none is, as Enter
//!   does on the drawn list). The numbers are those of the list last said, so a table that
//!   changed its place since still answers to the number the person heard. The list is not
//!   said again by itself; a line tells of tables opened or filled since
//!   ([`PlainHall::lobby_news`]).
//! - What the drawn screens ask with a form (a newcomer's handle, a new table's rules and
//!   seats, a code, the language, leaving) is a short dialogue of numbered choices, each
//!   with a default Enter takes.
//! - At a table it is the hosted table's plain guest ([`PlainWindow`], over the shared
//!   [`Talk`](crate::plain::Talk)): each event said once in the person's language, commands
//!   as words. `quit` there leaves the table (the seat waits, as it does when the drawn
//!   player goes back to the lobby); the results said, the person is back in the lobby.
//! - The boards (my matches, leaderboard, today's daily, about me) are read as lines.
//! - Learn is not played over a connection: its lessons and puzzles are long screens and a
//!   progress file at home, so the menu's entry says in one line where to learn
//!   (`yahtzee --plain learn`).
//!
//! Every line goes through the plain window's `Say`, escaped: a handle or a guest's name
//! never moves a cursor, and no colour, box character or cursor movement is ever written.

use std::collections::BTreeSet;
use std::time::Duration;

use crate::l10n::{self, Lang, t};
use crate::net::{ConnId, Outbox, Pty};
use crate::plain::{Command, parse};
use crate::tui::screens::hall::lobby::Item;
use crate::tui::screens::hall::{
    HallAsk, HallBoard, Quick, SeatOrder, TableOrder, TableRow, shown_preset,
};
use crate::tui::window::{AtTable, PlainWindow, Window};

use super::floor::{Floor, Place, Who};
use super::hall::{HallError, HallStore};

/// How a connection reads the server: drawn, or in plain lines.
pub(super) enum Face {
    Drawn(Box<Window>),
    Plain(Box<PlainHall>),
}

impl Face {
    /// Runs `f` speaking the person's language.
    pub(super) fn speak<T>(&self, f: impl FnOnce() -> T) -> T {
        l10n::speaking(self.lang(), None, f)
    }

    pub(super) fn lang(&self) -> Lang {
        match self {
            Face::Drawn(w) => w.lang,
            Face::Plain(p) => p.window.lang,
        }
    }

    /// The person reads `lang` from now on; in plain lines the lobby is said again in it.
    pub(super) fn set_lang(&mut self, lang: Lang) {
        match self {
            Face::Drawn(w) => w.lang = lang,
            Face::Plain(p) => {
                p.window.lang = lang;
                p.lobby_due = true;
            }
        }
    }

    /// When the window must be looked at again by itself (plain lines wait for nothing).
    pub(super) fn next_wake(&self) -> Option<Duration> {
        match self {
            Face::Drawn(w) => w.next_wake(),
            Face::Plain(_) => None,
        }
    }

    pub(super) fn drawn(&self) -> Option<&Window> {
        match self {
            Face::Drawn(w) => Some(w),
            Face::Plain(_) => None,
        }
    }

    pub(super) fn drawn_mut(&mut self) -> Option<&mut Window> {
        match self {
            Face::Drawn(w) => Some(w),
            Face::Plain(_) => None,
        }
    }

    pub(super) fn plain_mut(&mut self) -> Option<&mut PlainHall> {
        match self {
            Face::Drawn(_) => None,
            Face::Plain(p) => Some(p),
        }
    }

    pub(super) fn is_plain(&self) -> bool {
        matches!(self, Face::Plain(_))
    }

    /// Closes the connection with `farewell` (a drawn terminal given back as it was).
    pub(super) fn close(self, farewell: &str) {
        match self {
            Face::Drawn(w) => w.close(farewell),
            Face::Plain(p) => p.window.close(farewell),
        }
    }
}

/// How many finished matches "my matches" reads (the newest); the drawn list has them all.
const MINE_SHOWN: u32 = 10;

/// How many names of the people online the lobby says; the rest are counted.
const NAMES_SAID: usize = 20;

/// How many tables the lobby lists (yours first, then those that need people, as the drawn
/// list sorts them); the rest are counted, to be reached by quick match or code.
const TABLES_SAID: usize = 40;

/// One entry of the lobby's numbered list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pick {
    Item(Item),
    /// A table, by its key (the number the lobby shows, or a forming table's own).
    Table(i64),
}

/// What the person's next line answers.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Asking {
    /// A number of the lobby's list, or a lobby command.
    Lobby,
    /// A newcomer's handle (Enter takes `offered`, when it is one).
    Handle {
        offered: String,
    },
    /// A private table's code.
    Code,
    /// The number of a table to watch.
    Watch,
    Language,
    /// Whether to leave the server.
    Leave,
    NewTable(Draft),
}

/// A new table as ordered so far.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Draft {
    /// The index of the rules among the board's presets.
    preset: usize,
    /// The seats after the person's own.
    seats: Vec<SeatOrder>,
    listed: bool,
    step: DraftStep,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DraftStep {
    Rules,
    /// Who takes seat `n` (2 and on; the first is the person's).
    Seat(usize),
    /// The handle seat `n` is kept for.
    KeptFor(usize),
    Listed,
}

/// One choice for a seat of a new table, in the order the dialogue numbers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SeatChoice {
    /// No more seats: the table is complete.
    NoOne,
    Open,
    Kept,
    Cpu(crate::game::Level),
}

impl SeatChoice {
    /// The choices for seat `n`: the second must be someone's.
    fn all(n: usize) -> Vec<SeatChoice> {
        let mut all = Vec::new();
        if n > 2 {
            all.push(SeatChoice::NoOne);
        }
        all.push(SeatChoice::Open);
        all.push(SeatChoice::Kept);
        all.extend(crate::game::Level::ALL.iter().map(|&l| SeatChoice::Cpu(l)));
        all
    }

    fn words(self) -> String {
        match self {
            SeatChoice::NoOne => t!("serve-new-seat-empty"),
            SeatChoice::Open => t!("serve-new-seat-open"),
            SeatChoice::Kept => t!("serve-plain-seat-kept"),
            SeatChoice::Cpu(level) => t!("serve-new-seat-cpu", level = level.shown()),
        }
    }
}

/// How often, at most, a person waiting in the plain lobby hears that tables opened or
/// filled: often enough to catch a seat, seldom enough to hear anything else.
const LOBBY_NEWS_EVERY: Duration = Duration::from_secs(20);

/// The tables on `board` where the person could take a seat: one with a seat free, or one
/// still forming with a seat kept for them (theirs, yet they are in the lobby: it waits
/// for them to sit).
fn open_to(board: &HallBoard) -> BTreeSet<i64> {
    board
        .tables
        .iter()
        .filter(|r| kept_for_me(r) || !r.mine && r.free > 0)
        .map(|r| r.no)
        .collect()
}

/// A table still forming (no number yet) with a seat of the person's own.
fn kept_for_me(row: &TableRow) -> bool {
    row.mine && row.no <= 0
}

/// A table's line as plain lines say it: the drawn row without its marks ("your table" is
/// said in words), and a semicolon, a pause, where a middle dot would be read out.
fn plain_row(row: &TableRow) -> String {
    TableRow {
        mine: false,
        ..row.clone()
    }
    .line()
    .replace(" · ", "; ")
}

/// A plain person's connection at the public server: the lines, the table talk, and where
/// they are in the lobby's dialogue.
pub(super) struct PlainHall {
    pub(super) window: PlainWindow,
    asking: Asking,
    /// The lobby's list is to be said at the next look (after any news).
    lobby_due: bool,
    /// The list as last said: what each number the person heard stands for.
    listed: Vec<Pick>,
    /// The tables with a seat for the person when they last heard of them (the list, or
    /// news of it): a table that opens or fills since is told in a line (see
    /// [`PlainHall::lobby_news`]), as the drawn list shows it by changing.
    open_heard: BTreeSet<i64>,
    /// When the last such line was said (the floor's clock).
    news_at: Option<Duration>,
    /// They chose to leave the server.
    quit: bool,
}

impl PlainHall {
    /// A plain connection on `out`, welcomed in `lang`; a newcomer is asked their handle
    /// (Enter takes `offered` when it is one), anyone else hears the lobby.
    pub(super) fn open(
        out: Outbox,
        pty: Pty,
        lang: Lang,
        newcomer: Option<(&str, &str)>,
    ) -> PlainHall {
        let mut hall = PlainHall {
            window: PlainWindow::served(out, pty, lang),
            asking: Asking::Lobby,
            lobby_due: true,
            listed: Vec::new(),
            open_heard: BTreeSet::new(),
            news_at: None,
            quit: false,
        };
        l10n::speaking(lang, None, || {
            hall.window.say(&t!("serve-plain-welcome"));
            if let Some((offered, key)) = newcomer {
                hall.asking = Asking::Handle {
                    offered: offered.to_string(),
                };
                hall.lobby_due = false;
                hall.window.say(&t!("serve-handle-intro"));
                hall.window.say(&t!("serve-handle-rules"));
                hall.window.say(&t!("serve-handle-key", key = key));
                hall.ask_handle(offered);
            }
        });
        hall
    }

    /// Whether the person chose to leave, or pressed Ctrl-C or Ctrl-D.
    pub(super) fn leaving(&self) -> bool {
        self.quit || self.window.leaving()
    }

    /// Back to the lobby (a table left, a match over, a handle taken): the list is said.
    pub(super) fn back_to_lobby(&mut self) {
        self.window.stand();
        self.asking = Asking::Lobby;
        self.lobby_due = true;
    }

    fn ask_handle(&mut self, offered: &str) {
        let line = if offered.is_empty() {
            t!("serve-plain-handle-ask")
        } else {
            t!("serve-plain-handle-ask-offered", offered = offered)
        };
        self.window.say(&line);
    }

    /// The lobby said: who the person is, who is online, the menu and the tables, numbered
    /// in one list.
    fn say_lobby(&mut self, board: &HallBoard) {
        self.lobby_due = false;
        let me = if board.guest {
            t!("serve-lobby-me-guest", name = board.me.as_str())
        } else if board.ratings.is_empty() {
            t!("serve-lobby-me-unrated", name = board.me.as_str())
        } else {
            t!(
                "serve-plain-me-rated",
                name = board.me.as_str(),
                ratings = board.ratings.join("; ")
            )
        };
        self.window.say(&me);
        let mut names = board
            .online
            .iter()
            .take(NAMES_SAID)
            .map(String::as_str)
            .collect::<Vec<_>>()
            .join(", ");
        if let Some(more) = board
            .online
            .len()
            .checked_sub(NAMES_SAID)
            .filter(|&n| n > 0)
        {
            names.push_str(&t!("serve-lobby-online-more", count = more));
        }
        self.window.say(&t!(
            "serve-plain-online",
            count = board.online.len(),
            names = names
        ));
        self.window.say(&t!("serve-plain-menu"));
        let mut listed = Vec::new();
        for item in Item::offered(board.guest) {
            listed.push(Pick::Item(item));
            let line = t!(
                "serve-plain-numbered",
                number = listed.len(),
                what = item.label(board.quick)
            );
            self.window.say(&line);
        }
        if board.tables.is_empty() {
            self.window.say(&t!("serve-lobby-no-tables"));
        } else {
            self.window.say(&t!("serve-plain-tables"));
            for row in board.tables.iter().take(TABLES_SAID) {
                listed.push(Pick::Table(row.no));
                let what = plain_row(row);
                let line = if row.mine {
                    t!("serve-plain-table-mine", number = listed.len(), what = what)
                } else {
                    t!("serve-plain-numbered", number = listed.len(), what = what)
                };
                self.window.say(&line);
            }
            if let Some(more) = board
                .tables
                .len()
                .checked_sub(TABLES_SAID)
                .filter(|&n| n > 0)
            {
                self.window
                    .say(&t!("serve-plain-tables-more", count = more));
            }
        }
        self.window.say(&t!("serve-plain-lobby-prompt"));
        self.listed = listed;
        self.open_heard = open_to(board);
    }

    /// A line of news while the person waits in the lobby: tables opened where they could
    /// sit, and tables they heard of that are full or gone, since they last heard. The
    /// list is not said again by itself (a screen reader would read it all at every
    /// change); Enter says it. On a busy server the changes are gathered: one line at most
    /// every [`LOBBY_NEWS_EVERY`].
    pub(super) fn lobby_news(&mut self, board: &HallBoard, now: Duration) {
        if self.asking != Asking::Lobby || self.lobby_due {
            return;
        }
        let open = open_to(board);
        if open == self.open_heard
            || self
                .news_at
                .is_some_and(|at| now.saturating_sub(at) < LOBBY_NEWS_EVERY)
        {
            return;
        }
        let (kept, opened): (Vec<&TableRow>, Vec<&TableRow>) = board
            .tables
            .iter()
            .filter(|r| open.contains(&r.no) && !self.open_heard.contains(&r.no))
            .partition(|r| kept_for_me(r));
        let gone = self.open_heard.difference(&open).count();
        // "new", which the list says of a table still forming, is the news itself.
        let what = |row: &TableRow| {
            let line = plain_row(row);
            let new = format!("{} ", t!("serve-table-new"));
            match line.strip_prefix(&new) {
                Some(rest) if row.no <= 0 => rest.to_string(),
                _ => line,
            }
        };
        let mut said = Vec::new();
        for row in kept {
            said.push(t!("serve-plain-news-kept", what = what(row)));
        }
        if let [row] = opened[..] {
            said.push(t!("serve-plain-news-opened", count = 1, what = what(row)));
        } else if !opened.is_empty() {
            said.push(t!(
                "serve-plain-news-opened",
                count = opened.len(),
                what = ""
            ));
        }
        if gone > 0 {
            said.push(t!("serve-plain-news-gone", count = gone));
        }
        said.push(t!("serve-plain-news-again"));
        self.window.say(&said.join(" "));
        self.open_heard = open;
        self.news_at = Some(now);
    }

    /// The lobby's help.
    fn help(&mut self) {
        self.window.say(&t!("serve-plain-help"));
    }

    /// A line typed away from a table: what it asks, pushed for the loop to answer; the
    /// person's own dialogue answered here.
    fn line(&mut self, line: &str, board: &HallBoard) -> Vec<HallAsk> {
        let line = line.trim();
        let asking = std::mem::replace(&mut self.asking, Asking::Lobby);
        match asking {
            Asking::Lobby => self.lobby_line(line, board),
            Asking::Handle { offered } => {
                let typed = if line.is_empty() {
                    offered.as_str()
                } else {
                    line
                };
                if parse(line) == Command::Quit {
                    self.quit = true;
                    return Vec::new();
                }
                self.asking = Asking::Handle {
                    offered: offered.clone(),
                };
                if typed.is_empty() {
                    self.window.say(&t!("serve-handle-type-first"));
                    return Vec::new();
                }
                vec![HallAsk::Handle(typed.to_string())]
            }
            Asking::Code => {
                if line.is_empty() || parse(line) == Command::Quit {
                    self.window.say(&t!("serve-plain-back"));
                    return Vec::new();
                }
                vec![HallAsk::Code(line.to_string())]
            }
            Asking::Watch => {
                if line.is_empty() || parse(line) == Command::Quit {
                    self.window.say(&t!("serve-plain-back"));
                    return Vec::new();
                }
                match self.table_numbered(line) {
                    Ok(no) => vec![HallAsk::Watch(no)],
                    Err(why) => {
                        self.asking = Asking::Watch;
                        self.window.say(&why);
                        Vec::new()
                    }
                }
            }
            Asking::Language => {
                if line.is_empty() || parse(line) == Command::Quit {
                    self.window.say(&t!("serve-plain-back"));
                    return Vec::new();
                }
                match number_in(line, Lang::SHIPPED.len()) {
                    Some(i) => vec![HallAsk::Language(Lang::SHIPPED[i])],
                    None => {
                        self.asking = Asking::Language;
                        self.choose_from(line, Lang::SHIPPED.len());
                        Vec::new()
                    }
                }
            }
            Asking::Leave => {
                match yes_or_no(line) {
                    Some(true) => self.quit = true,
                    Some(false) => self.window.say(&t!("serve-plain-staying")),
                    // Not understood: nothing changes, and the person is told what to type.
                    None => {
                        self.asking = Asking::Leave;
                        self.window.say(&t!(
                            "serve-plain-leave-what",
                            what = crate::escape::excerpt(line, 40)
                        ));
                    }
                }
                Vec::new()
            }
            Asking::NewTable(draft) => self.draft_line(line, draft, board),
        }
    }

    /// A line in the lobby: a number, `sit N`, `watch N`, or a command.
    fn lobby_line(&mut self, line: &str, board: &HallBoard) -> Vec<HallAsk> {
        if let Some(n) = number_in(line, self.listed.len()) {
            return match self.listed[n] {
                Pick::Item(item) => self.item(item, board),
                Pick::Table(no) => {
                    // As Enter on the drawn list: a seat where one is free (or theirs),
                    // else a place to watch.
                    let watch = board
                        .tables
                        .iter()
                        .find(|t| t.no == no)
                        .is_some_and(|t| t.free == 0 && !t.mine);
                    vec![if watch {
                        HallAsk::Watch(no)
                    } else {
                        HallAsk::Sit(no)
                    }]
                }
            };
        }
        if let Some((verb, rest)) = line.split_once(char::is_whitespace) {
            let watch = is_word(verb, &t!("serve-plain-word-watch"), "watch");
            if watch || is_word(verb, &t!("serve-plain-word-sit"), "sit") {
                return match self.table_numbered(rest.trim()) {
                    Ok(no) if watch => vec![HallAsk::Watch(no)],
                    Ok(no) => vec![HallAsk::Sit(no)],
                    Err(why) => {
                        self.window.say(&why);
                        Vec::new()
                    }
                };
            }
        }
        match parse(line) {
            Command::Nothing => self.lobby_due = true,
            Command::Help => self.help(),
            Command::Repeat => self.window.repeat(),
            Command::Quit => self.ask_leave(board.guest),
            _ => {
                let said = t!(
                    "serve-plain-not-listed",
                    what = crate::escape::excerpt(line, 40),
                    last = self.listed.len()
                );
                self.window.say(&said);
            }
        }
        Vec::new()
    }

    /// The table of the list's number `text`, or why there is none.
    fn table_numbered(&self, text: &str) -> Result<i64, String> {
        let tables: Vec<usize> = (0..self.listed.len())
            .filter(|&i| matches!(self.listed[i], Pick::Table(_)))
            .collect();
        let picked = number_in(text, self.listed.len()).and_then(|i| match self.listed[i] {
            Pick::Table(no) => Some(no),
            Pick::Item(_) => None,
        });
        match (picked, tables.first(), tables.last()) {
            (Some(no), _, _) => Ok(no),
            (None, Some(&first), Some(&last)) => Err(t!(
                "serve-plain-not-a-table",
                what = crate::escape::excerpt(text, 40),
                first = (first + 1),
                last = (last + 1),
                count = (tables.len())
            )),
            _ => Err(t!("serve-lobby-nothing-to-watch")),
        }
    }

    /// A menu item chosen.
    fn item(&mut self, item: Item, board: &HallBoard) -> Vec<HallAsk> {
        match item {
            Item::NewTable => {
                if board.presets.is_empty() {
                    self.window.say(&t!("serve-new-no-rules"));
                    return Vec::new();
                }
                let draft = Draft {
                    preset: 0,
                    seats: Vec::new(),
                    listed: true,
                    step: DraftStep::Rules,
                };
                self.window.say(&t!("serve-new-intro"));
                draft.step.question(board).say(&mut self.window);
                self.asking = Asking::NewTable(draft);
                Vec::new()
            }
            Item::JoinByCode => {
                self.window.say(&t!("serve-plain-code-ask"));
                self.asking = Asking::Code;
                Vec::new()
            }
            Item::Quick => vec![match board.quick {
                Quick::Idle => HallAsk::Quick,
                Quick::Waiting(_) => HallAsk::QuickCancel,
                Quick::CpuOffered => HallAsk::QuickCpu,
            }],
            Item::Daily => vec![HallAsk::Daily],
            Item::Watch => {
                if self.listed.iter().any(|p| matches!(p, Pick::Table(_))) {
                    self.window.say(&t!("serve-plain-watch-ask"));
                    self.asking = Asking::Watch;
                } else {
                    self.window.say(&t!("serve-lobby-nothing-to-watch"));
                }
                Vec::new()
            }
            Item::MyMatches => vec![HallAsk::MyMatches],
            Item::Leaderboard => vec![HallAsk::Leaderboard],
            Item::DailyBoard => vec![HallAsk::DailyBoard],
            Item::AboutMe => vec![HallAsk::AboutMe],
            Item::Learn => {
                self.window.say(&t!("serve-plain-learn-at-home"));
                Vec::new()
            }
            Item::Language => {
                self.window.say(&t!("serve-plain-language-ask"));
                for (i, lang) in Lang::SHIPPED.iter().enumerate() {
                    let line = t!(
                        "serve-plain-numbered",
                        number = (i + 1),
                        what = lang.native_name()
                    );
                    self.window.say(&line);
                }
                self.asking = Asking::Language;
                Vec::new()
            }
            Item::Quit => {
                self.ask_leave(board.guest);
                Vec::new()
            }
        }
    }

    /// A member's matches wait for them; a guest has none to keep, and is not told so.
    fn ask_leave(&mut self, guest: bool) {
        self.window.say(&if guest {
            t!("serve-plain-leave-ask-guest")
        } else {
            t!("serve-plain-leave-ask")
        });
        self.asking = Asking::Leave;
    }

    /// "Type a number from 1 to N" for a line that is none of the choices.
    fn choose_from(&mut self, line: &str, last: usize) {
        let said = t!(
            "serve-plain-choose-from",
            what = crate::escape::excerpt(line, 40),
            last = last
        );
        self.window.say(&said);
    }

    /// A line answering the new table's dialogue: the step's question read, and the next
    /// question asked, or the order made.
    fn draft_line(&mut self, line: &str, mut draft: Draft, board: &HallBoard) -> Vec<HallAsk> {
        if parse(line) == Command::Quit {
            self.window.say(&t!("serve-plain-new-dropped"));
            return Vec::new();
        }
        let question = draft.step.question(board);
        let next = match question.read(line) {
            Ok(reply) => draft.go_on(reply, board),
            Err(hint) => {
                if let Some(hint) = hint {
                    self.window.say(&hint);
                }
                Next::Ask
            }
        };
        match next {
            Next::Ask => {
                draft.step.question(board).say(&mut self.window);
                self.asking = Asking::NewTable(draft);
            }
            Next::Order(order) => return vec![HallAsk::NewTable(order)],
            Next::NoRules => self.window.say(&t!("serve-new-no-rules")),
        }
        Vec::new()
    }
}

/// One question of a dialogue: asked with its numbered choices (Enter takes the first), or
/// asking for a word when it has none; a line that answers nothing is refused with a hint
/// and the question asked again.
struct Question {
    ask: String,
    /// The choices by number, in order; empty when a word is typed.
    choices: Vec<String>,
}

/// What a line answered a [`Question`] with.
enum Reply {
    /// The index of the choice.
    Choice(usize),
    Word(String),
}

/// Where the new table's dialogue goes after a line.
enum Next {
    /// Its (next, or same) step is asked.
    Ask,
    Order(TableOrder),
    /// The rules chosen are gone from the server's list.
    NoRules,
}

impl Question {
    fn say(&self, window: &mut PlainWindow) {
        window.say(&self.ask);
        for (i, what) in self.choices.iter().enumerate() {
            let line = t!(
                "serve-plain-numbered",
                number = (i + 1),
                what = what.as_str()
            );
            window.say(&line);
        }
    }

    /// The reply `line` gives, or the hint to say before the question is asked again.
    fn read(&self, line: &str) -> Result<Reply, Option<String>> {
        if self.choices.is_empty() {
            return if line.is_empty() {
                Err(None)
            } else {
                Ok(Reply::Word(line.to_string()))
            };
        }
        if line.is_empty() {
            return Ok(Reply::Choice(0));
        }
        number_in(line, self.choices.len())
            .map(Reply::Choice)
            .ok_or_else(|| {
                Some(t!(
                    "serve-plain-choose-from",
                    what = crate::escape::excerpt(line, 40),
                    last = self.choices.len()
                ))
            })
    }
}

impl DraftStep {
    /// The step's question: the rules, who takes a seat, whose seat is kept, listed or not.
    fn question(self, board: &HallBoard) -> Question {
        match self {
            DraftStep::Rules => Question {
                // Each preset as the reader names it; the order keeps its name.
                ask: t!(
                    "serve-plain-new-rules-ask",
                    default = board
                        .presets
                        .first()
                        .map_or_else(String::new, |p| shown_preset(p))
                ),
                choices: board.presets.iter().map(|p| shown_preset(p)).collect(),
            },
            DraftStep::Seat(n) => {
                let choices: Vec<String> = SeatChoice::all(n)
                    .into_iter()
                    .map(SeatChoice::words)
                    .collect();
                Question {
                    ask: t!(
                        "serve-plain-new-seat-ask",
                        number = n,
                        default = choices.first().cloned().unwrap_or_default()
                    ),
                    choices,
                }
            }
            DraftStep::KeptFor(n) => Question {
                ask: t!("serve-plain-new-kept-ask", number = n),
                choices: Vec::new(),
            },
            DraftStep::Listed => Question {
                ask: t!("serve-plain-new-listed-ask"),
                choices: vec![t!("serve-new-listed"), t!("serve-new-private")],
            },
        }
    }
}

impl Draft {
    /// The draft with the step's reply taken: the next step to ask, or the order.
    fn go_on(&mut self, reply: Reply, board: &HallBoard) -> Next {
        self.step = match (self.step, reply) {
            (DraftStep::Rules, Reply::Choice(i)) => {
                self.preset = i;
                DraftStep::Seat(2)
            }
            (DraftStep::Seat(n), Reply::Choice(i)) => match SeatChoice::all(n).get(i).copied() {
                Some(SeatChoice::NoOne) => DraftStep::Listed,
                Some(SeatChoice::Kept) => DraftStep::KeptFor(n),
                Some(SeatChoice::Cpu(level)) => {
                    self.seats.push(SeatOrder::Cpu(level));
                    seat_after(n)
                }
                Some(SeatChoice::Open) => {
                    self.seats.push(SeatOrder::Open);
                    seat_after(n)
                }
                None => DraftStep::Seat(n),
            },
            (DraftStep::KeptFor(n), Reply::Word(handle)) => {
                self.seats.push(SeatOrder::KeptFor(handle));
                seat_after(n)
            }
            (DraftStep::Listed, Reply::Choice(i)) => {
                self.listed = i == 0;
                let Some(preset) = board.presets.get(self.preset).cloned() else {
                    return Next::NoRules;
                };
                let mut seats = vec![SeatOrder::Me];
                seats.append(&mut self.seats);
                return Next::Order(TableOrder {
                    preset,
                    seats,
                    listed: self.listed,
                });
            }
            // A reply of the other kind (a question asks for one kind only): asked again.
            (step, _) => step,
        };
        Next::Ask
    }
}

/// The step after seat `n` is settled: the next seat, or listed-or-private after the last.
fn seat_after(n: usize) -> DraftStep {
    if n >= crate::game::MAX_SEATS {
        DraftStep::Listed
    } else {
        DraftStep::Seat(n + 1)
    }
}

/// The index of the choice numbered `text` (1 to `count`), if it is one.
fn number_in(text: &str, count: usize) -> Option<usize> {
    let n: usize = text.trim().parse().ok()?;
    (1..=count).contains(&n).then(|| n - 1)
}

/// A yes or a no to a question, in the words a player types: yes or no in English or in
/// the language spoken (ja/nein, oui/non, sí/no, ja/nej) and their first letters, `1` for
/// yes as the question once asked, and Enter alone for no (the question says it keeps
/// them where they are). `None` when the line is neither.
fn yes_or_no(line: &str) -> Option<bool> {
    let typed = line.trim();
    if typed.is_empty() {
        return Some(false);
    }
    if number_in(typed, 1).is_some() || parse(typed) == Command::Quit {
        return Some(true);
    }
    if one_of(typed, || t!("serve-plain-word-yes")) {
        Some(true)
    } else if one_of(typed, || t!("serve-plain-word-no")) {
        Some(false)
    } else {
        None
    }
}

/// Whether the line `typed` is one of the words of the comma list `words` makes, in
/// English or in the language spoken, in any case.
fn one_of(typed: &str, words: fn() -> String) -> bool {
    let typed = typed.trim().to_lowercase();
    l10n::speaking(Lang::En, None, words)
        .split(',')
        .chain(words().split(','))
        .any(|w| w.trim().to_lowercase() == typed)
}

/// Whether `typed` is one of the comma list `words` (the language's), or `english`.
fn is_word(typed: &str, words: &str, english: &str) -> bool {
    let typed = typed.to_lowercase();
    typed == english || words.split(',').any(|w| w.trim().to_lowercase() == typed)
}

impl Floor {
    /// A plain person's bytes: each finished line carried out and answered (the lobby's
    /// asks, the table's news, what they are told) before the next.
    pub(super) fn plain_typed(&mut self, conn: ConnId, bytes: &[u8]) {
        let Some(plain) = self.conns.get_mut(&conn).and_then(|c| c.window.plain_mut()) else {
            return;
        };
        let lines = plain.window.typed(bytes);
        for line in lines {
            let Some(c) = self.conns.get(&conn) else {
                return;
            };
            let lang = c.window.lang();
            l10n::speaking(lang, None, || self.plain_line(conn, &line));
            if self.plain_left(conn) {
                return;
            }
        }
        self.plain_left(conn);
    }

    /// One line of a plain person, where they are.
    fn plain_line(&mut self, conn: ConnId, line: &str) {
        let Some(c) = self.conns.get_mut(&conn) else {
            return;
        };
        let place = c.place;
        let board = c.board.clone();
        let Some(plain) = c.window.plain_mut() else {
            return;
        };
        if plain.leaving() {
            return;
        }
        plain.window.turn_over();
        match place {
            Place::Table(key) | Place::Watching(key) if !plain.window.in_lobby() => {
                if parse(line) == Command::Quit {
                    // As the drawn player going back to the lobby: a member's seat waits
                    // for them; a guest's does not (they cannot come back as themselves).
                    let waits = matches!(place, Place::Table(_))
                        && self
                            .conns
                            .get(&conn)
                            .is_some_and(|c| matches!(c.who, Who::Member(_)))
                        && self.tables.get(&key).is_some_and(|t| t.playing());
                    self.stand_up(conn, key);
                    self.show_lobby(conn);
                    self.tell(conn, || {
                        if waits {
                            t!("serve-plain-left-table")
                        } else {
                            t!("serve-plain-left-table-gone")
                        }
                    });
                } else {
                    let mut line = line;
                    if one_of(line, || t!("serve-plain-word-stand-in")) {
                        // The drawn screen's `p`: the owner's, with its refusals (a watcher's
                        // screen says it at once; a seat's asks the server).
                        let answer = match place {
                            Place::Watching(_) => Err(t!("play-only-owner-stand-in")),
                            _ => match self.tables.get_mut(&key) {
                                Some(t) => super::floor::owner_answer(
                                    t,
                                    &self.conns,
                                    &mut self.log,
                                    conn,
                                    crate::table::Ask::StandIn,
                                ),
                                None => Ok(()),
                            },
                        };
                        if let Err(why) = answer
                            && let Some(plain) =
                                self.conns.get_mut(&conn).and_then(|c| c.window.plain_mut())
                        {
                            plain.window.say(&why);
                        }
                        // Answered (or refused) here; the table then hears an empty line, so
                        // what the stand-in changed is said and the prompt ends the answer, as
                        // it ends every other.
                        line = "";
                    }
                    let now = self.clock();
                    let Floor {
                        conns,
                        tables,
                        hall,
                        shelf,
                        ..
                    } = self;
                    let (Some(t), Some(plain)) = (
                        tables.get_mut(&key),
                        conns.get_mut(&conn).and_then(|c| c.window.plain_mut()),
                    ) else {
                        return;
                    };
                    let (Some(no), Some(front)) = (t.no, t.ends.get(&conn).map(|e| e.front)) else {
                        return;
                    };
                    let Some(table) = t.table_mut() else {
                        return;
                    };
                    let was_over = table.game().is_over();
                    let mut store = HallStore::new(hall, no);
                    plain.window.play(
                        line,
                        AtTable {
                            table,
                            front,
                            store: &mut store,
                            shelf,
                            now,
                        },
                    );
                    let over = !was_over
                        && self
                            .tables
                            .get(&key)
                            .and_then(|t| t.table())
                            .is_some_and(|tb| tb.game().is_over());
                    self.after_play(key);
                    // This person's own move ended the match: its news, taken at once, came
                    // before the server recorded it, so the rating changes and a daily's
                    // place are handed to the results here.
                    if over
                        && let (Some(t), Some(c)) =
                            (self.tables.get(&key), self.conns.get_mut(&conn))
                    {
                        let words = c
                            .window
                            .speak(|| t.rating_words.iter().map(|w| w.said(true)).collect());
                        if let Some(plain) = c.window.plain_mut() {
                            plain.window.add_to_results(words);
                        }
                    }
                }
            }
            _ => {
                // What was said answered the last line: the next moves on from it.
                board.borrow_mut().problem = None;
                let asks = plain.line(line, &board.borrow());
                if let Some(c) = self.conns.get(&conn) {
                    c.asks.borrow_mut().extend(asks);
                }
                self.settle(conn);
            }
        }
        self.plain_step(conn);
    }

    /// A plain person who chose to leave (or pressed Ctrl-C or Ctrl-D) is let go, told
    /// what becomes of their seat as a drawn person is. True when they have gone.
    fn plain_left(&mut self, conn: ConnId) -> bool {
        let Some(c) = self.conns.get_mut(&conn) else {
            return true;
        };
        let Some(plain) = c.window.plain_mut() else {
            return false;
        };
        if !plain.leaving() {
            return false;
        }
        let words = self.goodbye_words(conn);
        self.leave(conn, Some(&words));
        true
    }

    /// What a plain person hears since the last look: their table's news (and, the match
    /// over, the way back to the lobby), or the lobby's news and list.
    pub(super) fn plain_step(&mut self, conn: ConnId) {
        let now = self.clock();
        let Floor {
            conns,
            tables,
            hall,
            shelf,
            ..
        } = self;
        let Some(c) = conns.get_mut(&conn) else {
            return;
        };
        let place = c.place;
        let board = c.board.clone();
        let Some(plain) = c.window.plain_mut() else {
            return;
        };
        let mut over_at = None;
        match place {
            Place::Table(key) | Place::Watching(key) if !plain.window.in_lobby() => {
                let Some(t) = tables.get_mut(&key) else {
                    return;
                };
                let (Some(no), Some(front)) = (t.no, t.ends.get(&conn).map(|e| e.front)) else {
                    return;
                };
                let Some(table) = t.table_mut() else {
                    return;
                };
                let mut store = HallStore::new(hall, no);
                plain.window.step(Some(AtTable {
                    table,
                    front,
                    store: &mut store,
                    shelf,
                    now,
                }));
                if plain.window.over() {
                    over_at = Some(key);
                }
            }
            _ => {
                let lang = plain.window.lang;
                l10n::speaking(lang, None, || {
                    let problem = board.borrow_mut().problem.take();
                    if let Some(problem) = problem {
                        plain.window.say(&problem);
                    }
                    if plain.lobby_due && plain.asking == Asking::Lobby {
                        plain.say_lobby(&board.borrow());
                    }
                    if place == Place::Lobby {
                        plain.lobby_news(&board.borrow(), now);
                    }
                });
            }
        }
        let lagging = plain.window.lagging();
        if let Some(key) = over_at {
            // The results said: back to the lobby, as the drawn results' Enter goes.
            self.stand_up(conn, key);
            self.show_lobby(conn);
            self.plain_step(conn);
        }
        if lagging {
            let words = self
                .conns
                .get(&conn)
                .map(|c| c.window.speak(|| t!("serve-could-not-keep-up")));
            self.leave(conn, words.as_deref());
        }
    }

    /// The boards (my matches, leaderboard, today's daily, about me) read as lines.
    pub(super) fn plain_standings(&mut self, conn: ConnId, ask: &HallAsk) {
        match self.standings_lines(conn, ask) {
            Ok(lines) => {
                if let Some(plain) = self.conns.get_mut(&conn).and_then(|c| c.window.plain_mut()) {
                    let lang = plain.window.lang;
                    l10n::speaking(lang, None, || {
                        for line in &lines {
                            plain.window.say(line);
                        }
                    });
                }
            }
            Err(e) => {
                self.fault(&format!("The standings could not be read: {e}"));
                self.tell(conn, || t!("serve-cannot-read-now"));
            }
        }
    }

    /// The lines of the board `ask` asks for, with its figures read now.
    fn standings_lines(&mut self, conn: ConnId, ask: &HallAsk) -> Result<Vec<String>, HallError> {
        let Some(c) = self.conns.get(&conn) else {
            return Err(HallError::UnknownAccount);
        };
        let lang = c.window.lang();
        let me = match &c.who {
            Who::Member(a) => Some(a.clone()),
            _ => None,
        };
        let mut lines = Vec::new();
        match (ask, me) {
            (HallAsk::MyMatches, Some(me)) => {
                let open: Vec<String> = self
                    .tables
                    .values()
                    .filter(|t| t.playing() && t.chair_of(me.id).is_some())
                    .map(|t| {
                        let names: Vec<&str> = t.chairs.iter().map(|c| c.name.as_str()).collect();
                        l10n::speaking(lang, None, || {
                            t!(
                                "serve-plain-mine-open",
                                no = t.key.to_string(),
                                rules = super::floor::shown_rules(&t.preset, t.daily),
                                names = names.join(", "),
                                state = t.state_words()
                            )
                        })
                    })
                    .collect();
                let closed: Vec<String> = self
                    .dormant
                    .iter()
                    .filter(|(_, d)| d.accounts.contains(&Some(me.id)))
                    .map(|(&no, d)| {
                        l10n::speaking(lang, None, || {
                            t!(
                                "serve-plain-mine-closed",
                                no = no.to_string(),
                                rules = super::floor::shown_rules(&d.preset, d.daily),
                                names = d.names.join(", ")
                            )
                        })
                    })
                    .collect();
                let finished = self.hall.finished_of(me.id, 0, MINE_SHOWN)?;
                let stats = self.hall.stats_of(me.id)?;
                l10n::speaking(lang, None, || {
                    lines.push(t!(
                        "serve-plain-mine-open-count",
                        count = (open.len() + closed.len())
                    ));
                    lines.extend(open);
                    lines.extend(closed);
                    lines.push(t!(
                        "serve-plain-mine-finished",
                        count = stats.matches,
                        shown = finished.len()
                    ));
                    lines.extend(finished.iter().filter_map(finished_words));
                });
            }
            (HallAsk::AboutMe, Some(me)) => {
                let stats = self.hall.stats_of(me.id)?;
                let ratings = self
                    .conns
                    .get(&conn)
                    .map(|c| c.ratings.clone())
                    .unwrap_or_default();
                l10n::speaking(lang, None, || {
                    lines.push(if ratings.is_empty() {
                        t!("serve-lobby-me-unrated", name = me.handle.as_str())
                    } else {
                        t!(
                            "serve-plain-me-rated",
                            name = me.handle.as_str(),
                            ratings = ratings.join("; ")
                        )
                    });
                    lines.push(t!(
                        "serve-plain-about-matches",
                        count = stats.matches,
                        won = stats.won,
                        rated = stats.rated
                    ));
                    for f in &stats.by_family {
                        let rules = f.family.map_or_else(
                            || t!("serve-about-other-rules"),
                            |family| family.preset().shown_name().to_string(),
                        );
                        let mean = if f.mean.is_finite() {
                            l10n::decimal(f.mean, 1)
                        } else {
                            "?".to_string()
                        };
                        lines.push(t!(
                            "serve-plain-about-family",
                            rules = rules,
                            count = f.matches,
                            won = f.won,
                            best = f.best,
                            mean = mean
                        ));
                    }
                    lines.push(t!("serve-plain-about-more"));
                });
            }
            (HallAsk::DailyBoard, me) => {
                let day = crate::game::Day::today();
                let rows = self.hall.daily_board(day, super::hall::MAX_ROWS)?;
                l10n::speaking(lang, None, || {
                    lines.push(t!("serve-plain-daily-title", count = rows.len()));
                    for (i, entry) in rows.iter().enumerate() {
                        let mine = me.as_ref().is_some_and(|m| m.handle == entry.handle);
                        lines.push(place_words(
                            i + 1,
                            entry.handle.as_str(),
                            &entry.total.to_string(),
                            mine,
                        ));
                    }
                });
            }
            (_, me) => {
                for family in super::hall::Family::ALL {
                    let rows = self.hall.leaderboard(family, 0, 10)?;
                    l10n::speaking(lang, None, || {
                        lines.push(t!(
                            "serve-plain-leaderboard-title",
                            family = family.preset().shown_name(),
                            count = rows.len()
                        ));
                        for s in &rows {
                            let mine = me.as_ref().is_some_and(|m| m.handle == s.handle);
                            lines.push(place_words(
                                s.rank as usize,
                                s.handle.as_str(),
                                &s.rating.shown(),
                                mine,
                            ));
                        }
                    });
                }
            }
        }
        Ok(lines)
    }
}

/// A place on a board: "2. Ana: 1612 ±64", "3. Ben: 241 (you)".
fn place_words(place: usize, name: &str, what: &str, mine: bool) -> String {
    if mine {
        t!(
            "serve-plain-place-mine",
            place = place,
            name = name,
            what = what
        )
    } else {
        t!("serve-plain-place", place = place, name = name, what = what)
    }
}

/// A finished match in words: its rules, everyone's total (each seat under the handle the
/// hall knows it by now, else the name it played under), rated or not. `None` for a record
/// that does not replay (a damaged row: the drawn list leaves it out too).
fn finished_words(row: &super::hall::FinishedRow) -> Option<String> {
    let game = crate::game::Match::from_record(row.finished.record.clone()).ok()?;
    let players: Vec<String> = game
        .standings()
        .iter()
        .map(|s| {
            let i = s.seat.index();
            let name = match row.seats.get(i) {
                Some(Some(handle)) => handle.as_str().to_string(),
                _ => game
                    .seats()
                    .get(i)
                    .map_or(String::new(), |x| x.name.clone()),
            };
            t!("serve-plain-mine-player", name = name, total = s.total)
        })
        .collect();
    let rules = game.rules().shown_name();
    Some(if row.rated {
        t!(
            "serve-plain-mine-finished-rated",
            rules = rules,
            players = players.join(", ")
        )
    } else {
        t!(
            "serve-plain-mine-finished-row",
            rules = rules,
            players = players.join(", ")
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::Outbox;

    fn row(no: i64, mine: bool, free: usize, seats: &[&str]) -> TableRow {
        TableRow {
            no,
            rules: "Classic".to_string(),
            state: "waiting for 1 more".to_string(),
            seats: seats.iter().map(|s| s.to_string()).collect(),
            free,
            watching: 0,
            mine,
            rated: true,
        }
    }

    /// A table opened with a seat kept for the person waiting in the lobby is theirs (the
    /// board marks it so), yet news to them: it starts only when they sit.
    #[test]
    fn a_seat_kept_for_the_person_is_told_as_news() {
        l10n::speaking(Lang::En, None, || {
            let (out, mut far) = Outbox::detached();
            let mut hall = PlainHall::open(out, Pty::None, Lang::En, None);
            let mut board = HallBoard::default();
            hall.say_lobby(&board);
            crate::net::sent_text(&mut far);
            board.tables.push(row(-4, true, 0, &["Ben", "Ana"]));
            board.tables.push(row(7, true, 0, &["Ana", "Cy (away)"]));
            hall.lobby_news(&board, Duration::from_secs(1));
            let said = crate::net::sent_text(&mut far);
            assert!(
                said.starts_with("A seat is kept for you: Classic; waiting for 1 more; Ben, Ana."),
                "{said}"
            );
            // A match of theirs under way (it has a number) is not a seat to take.
            assert!(!said.contains("Cy"), "{said}");
            assert_eq!(said.lines().count(), 1, "{said}");
        });
    }
}
