//! The floor: everything the hall thread owns — every connection's window, every table,
//! the quick-match queue, and the hall database. It runs on one thread, fed
//! [`Arrival`]s by the SSH door; each connection's keys are taken one at a time and
//! answered (its lobby asks, the tables' asks, the news to every front) before the next, and
//! no connection's socket is ever waited on: a window's outbox never blocks, and a peer that
//! cannot keep up is dropped.

use crate::l10n::t;
use std::cell::RefCell;
use std::collections::{BTreeMap, HashSet};
use std::net::IpAddr;
use std::rc::Rc;
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

use super::hall::{Account, AccountId, Hall, HallStore, KeyId};
use super::settings::ServeSettings;
use super::tables::{
    AWAY_STAND_IN, Chair, End, ResultWord, STAND_IN_LEVEL, Seated, Sitter, Stage, seat_id,
};
use crate::net::{Arrival, CameIn, ConnId, Outbox, Visitor};
use crate::store::{FinishedMatch, now_unix};
use crate::table::{Access, Env, News, Table, link};
use crate::tui::app::App;
use crate::tui::screens::hall::handle::PickHandle;
use crate::tui::screens::hall::lobby::HallLobby;
use crate::tui::screens::hall::{Asks, HallBoard, Quick, SharedBoard, TableRow};
use crate::tui::screens::play::Play;
use crate::tui::shelf::Shelf;
use crate::tui::window::{self, Window, Windows};

use super::plain::{Face, PlainHall};

/// Who is at the other end of a connection.
#[derive(Clone, Debug)]
pub(super) enum Who {
    Member(Account),
    /// A key the hall does not know yet: they pick a handle first.
    Newcomer(KeyId),
    /// No key: a name of the moment, unrated.
    Guest(String),
}

/// Where a connection is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Place {
    Handle,
    Lobby,
    /// At the table of this key, in a chair.
    Table(i64),
    Watching(i64),
}

pub(super) struct Conn {
    /// Drawn, or in plain lines (`super::plain`).
    pub window: Face,
    /// Something it shows may have changed since it was last drawn.
    pub dirty: std::cell::Cell<bool>,
    pub drawn_at: Instant,
    /// When something timed on its screen (dice tumbling, a CPU's pace) is next due.
    pub wake_at: Option<Instant>,
    pub who: Who,
    pub addr: IpAddr,
    pub place: Place,
    pub board: SharedBoard,
    pub asks: Asks,
    /// What the standings screens asked for.
    pub wants: crate::tui::screens::standings::Wants,
    /// The person's ratings in words, read when they arrive and after their matches.
    pub ratings: Vec<String>,
    /// The day whose daily they were told another attempt would be a replay: choosing
    /// Daily again starts it.
    pub replay_offered: Option<crate::game::Day>,
    /// The welcome back on their board, as said (it follows the matches still waiting).
    pub welcome: RefCell<Option<String>>,
}

impl Conn {
    pub(super) fn name(&self) -> String {
        match &self.who {
            Who::Member(a) => a.handle.as_str().to_string(),
            Who::Newcomer(_) => "a newcomer".to_string(),
            Who::Guest(name) => name.clone(),
        }
    }

    pub(super) fn account(&self) -> Option<AccountId> {
        match &self.who {
            Who::Member(a) => Some(a.id),
            _ => None,
        }
    }
}

/// A table saved and closed: what the lobby needs to list it for its people and reopen it.
#[derive(Clone, Debug)]
pub(super) struct Dormant {
    pub preset: String,
    pub accounts: Vec<Option<AccountId>>,
    pub names: Vec<String>,
    pub daily: Option<super::tables::DailyTable>,
}

/// What the status screen and the log count.
#[derive(Clone, Debug, Default)]
pub struct Counts {
    /// Turned away here (after the door): a table's limits, a handle refused.
    pub refused: u64,
    /// Faults worth the operator's eye (a write the database refused).
    pub errors: u64,
    pub matches_finished: u64,
}

/// A window is drawn at least this often, whatever happened.
const REDRAW_ANYWAY: Duration = Duration::from_secs(2);

/// How often lobbies are refreshed at most while something changes.
const BOARD_EVERY: Duration = Duration::from_millis(500);

pub struct Floor {
    pub(super) hall: Hall,
    pub(super) settings: ServeSettings,
    pub(super) shelf: Shelf,
    pub(super) members: Arc<RwLock<HashSet<String>>>,
    pub(super) conns: BTreeMap<ConnId, Conn>,
    pub(super) tables: BTreeMap<i64, Seated>,
    pub(super) dormant: BTreeMap<i64, Dormant>,
    /// The key the next forming table gets (counting down from -1).
    pub(super) next_forming: i64,
    /// Who waits for a quick match, and since when.
    pub(super) quick: Vec<(ConnId, Instant)>,
    pub(super) log: Vec<String>,
    pub counts: Counts,
    epoch: Instant,
    last_tick: Instant,
    /// Lobbies need refreshing, and when they last were.
    pub(super) dirty: bool,
    boards_at: Instant,
    /// Guests' names in use, so no two connections share one.
    pub(super) guest_names: HashSet<String>,
}

/// The floor's people's windows, as `tui::window::arrive` drives them.
impl Windows for Floor {
    fn window(&mut self, conn: ConnId) -> Option<&mut Window> {
        self.conns.get_mut(&conn).and_then(|c| c.window.drawn_mut())
    }

    fn typed(&mut self, conn: ConnId, bytes: &[u8]) -> bool {
        if !self.conns.get(&conn).is_some_and(|c| c.window.is_plain()) {
            return false;
        }
        self.plain_typed(conn, bytes);
        true
    }

    fn opened(&mut self, conn: ConnId, visitor: Visitor, size: (u16, u16), out: Outbox) {
        self.open(conn, visitor, size, out);
    }

    fn answer(&mut self, conn: ConnId) -> bool {
        if let Some(c) = self.conns.get(&conn) {
            c.dirty.set(true);
        }
        self.settle(conn);
        true
    }

    fn resized(&mut self, conn: ConnId) {
        if let Some(c) = self.conns.get(&conn) {
            c.dirty.set(true);
        }
    }

    fn closed(&mut self, conn: ConnId) {
        self.leave(conn, None);
    }
}

impl Floor {
    /// The floor over `hall`: every open table in it loaded (each save checked by replay)
    /// and waiting for its people.
    pub fn new(
        hall: Hall,
        settings: ServeSettings,
        shelf: Shelf,
        members: Arc<RwLock<HashSet<String>>>,
    ) -> Floor {
        let now = Instant::now();
        let mut floor = Floor {
            hall,
            settings,
            shelf,
            members,
            conns: BTreeMap::new(),
            tables: BTreeMap::new(),
            dormant: BTreeMap::new(),
            next_forming: -1,
            quick: Vec::new(),
            log: Vec::new(),
            counts: Counts::default(),
            epoch: now,
            last_tick: now,
            dirty: true,
            boards_at: now,
            guest_names: HashSet::new(),
        };
        floor.load_members();
        floor.reopen_all();
        floor
    }

    /// Every account's key, for the door.
    fn load_members(&mut self) {
        match self.hall.members() {
            Ok(keys) => {
                if let Ok(mut members) = self.members.write() {
                    members.extend(keys.iter().map(|k| k.as_str().to_string()));
                }
            }
            Err(e) => self.fault(&format!("The members could not be read: {e}")),
        }
    }

    /// The clock the tables run on.
    pub(super) fn clock(&self) -> Duration {
        self.epoch.elapsed()
    }

    pub fn take_log(&mut self) -> Vec<String> {
        std::mem::take(&mut self.log)
    }

    pub(super) fn say(&mut self, line: String) {
        self.log.push(line);
    }

    pub(super) fn fault(&mut self, line: &str) {
        self.counts.errors = self.counts.errors.saturating_add(1);
        self.log.push(format!("Error: {line}"));
    }

    /// People connected (past the handle screen or not).
    pub fn people(&self) -> usize {
        self.conns.len()
    }

    /// Tables in memory, and of them those playing.
    pub fn table_counts(&self) -> (usize, usize, usize) {
        let playing = self.tables.values().filter(|t| t.playing()).count();
        (self.tables.len(), playing, self.dormant.len())
    }

    /// One thing from the network.
    pub fn arrive(&mut self, arrival: Arrival) {
        window::arrive(self, arrival);
    }

    /// A connection through the door: a member to the lobby, a new key to the handle
    /// screen, no key to the lobby as a guest.
    fn open(&mut self, conn: ConnId, visitor: Visitor, size: (u16, u16), out: Outbox) {
        let Visitor {
            name,
            key,
            came_in,
            addr,
            lang: visitor_lang,
            mode,
        } = visitor;
        let who = match (key, came_in) {
            (_, CameIn::Guest) | (None, _) => Who::Guest(self.guest_name()),
            (Some(key), _) => match KeyId::parse(&key) {
                Ok(key) => match self.hall.account_by_key(&key) {
                    Ok(Some(account)) => Who::Member(account),
                    Ok(None) => Who::Newcomer(key),
                    Err(e) => {
                        self.fault(&format!("An account could not be read: {e}"));
                        out.closer().close(&t!("serve-accounts-unreadable"));
                        return;
                    }
                },
                Err(_) => Who::Guest(self.guest_name()),
            },
        };
        if let Who::Member(account) = &who
            && let Some(why) = self.too_many_for_key(account.id)
        {
            out.closer().close(&why);
            self.counts.refused = self.counts.refused.saturating_add(1);
            return;
        }
        // A member who chose a language here reads it, whatever their client's locale says.
        let lang = match &who {
            Who::Member(account) => match self.hall.language_of(account.id) {
                Ok(chosen) => chosen
                    .as_deref()
                    .and_then(crate::l10n::Lang::parse)
                    .unwrap_or(visitor_lang),
                Err(e) => {
                    self.fault(&format!("A language could not be read: {e}"));
                    visitor_lang
                }
            },
            _ => visitor_lang,
        };
        crate::l10n::speaking(lang, None, || {
            self.open_window(conn, who, name, addr, lang, (size, mode), out);
        });
    }

    /// [`open`](Self::open)'s window, made speaking the person's language.
    #[allow(clippy::too_many_arguments)]
    fn open_window(
        &mut self,
        conn: ConnId,
        who: Who,
        name: Option<String>,
        addr: IpAddr,
        lang: crate::l10n::Lang,
        (size, mode): ((u16, u16), crate::net::Mode),
        out: Outbox,
    ) {
        let board = Rc::new(RefCell::new(HallBoard::default()));
        let asks: Asks = Rc::new(RefCell::new(Vec::new()));
        let offered = name
            .as_deref()
            .filter(|n| super::hall::Handle::new(n).is_ok())
            .unwrap_or("");
        let window = match mode {
            crate::net::Mode::Plain(pty) => {
                let newcomer = match &who {
                    Who::Newcomer(key) => Some((offered, key.as_str())),
                    _ => None,
                };
                Face::Plain(Box::new(PlainHall::open(out, pty, lang, newcomer)))
            }
            crate::net::Mode::Screen => {
                match self.drawn_window(&who, offered, &board, &asks, lang, size, out) {
                    Some(window) => Face::Drawn(Box::new(window)),
                    None => return,
                }
            }
        };
        let place = match who {
            Who::Newcomer(_) => Place::Handle,
            _ => Place::Lobby,
        };
        let mut c = Conn {
            window,
            dirty: std::cell::Cell::new(true),
            drawn_at: Instant::now(),
            wake_at: None,
            who,
            addr,
            place,
            board,
            asks,
            wants: crate::tui::screens::standings::wants(),
            ratings: Vec::new(),
            replay_offered: None,
            welcome: RefCell::new(None),
        };
        c.ratings = self.ratings_of(c.account(), c.window.lang(), c.window.is_plain());
        let how = match &c.who {
            Who::Member(_) => "with their key",
            Who::Newcomer(_) => "with a new key",
            Who::Guest(_) => "as a guest",
        };
        let plain = if c.window.is_plain() {
            " in plain lines"
        } else {
            ""
        };
        self.say(format!("{} came in from {addr} {how}{plain}.", c.name()));
        self.conns.insert(conn, c);
        self.dirty = true;
        self.refresh_boards(true);
        self.come_back(conn);
        if self.conns.get(&conn).is_some_and(|c| c.window.is_plain()) {
            self.plain_step(conn);
        }
    }

    /// A drawn window: the handle screen for a new key, else the lobby; `None` (the
    /// connection closed) when the terminal could not be set up.
    #[allow(clippy::too_many_arguments)]
    fn drawn_window(
        &self,
        who: &Who,
        offered: &str,
        board: &SharedBoard,
        asks: &Asks,
        lang: crate::l10n::Lang,
        size: (u16, u16),
        out: Outbox,
    ) -> Option<Window> {
        let screen: Box<dyn crate::tui::screens::Screen> = match &who {
            Who::Newcomer(key) => Box::new(PickHandle::new(
                offered,
                key.as_str(),
                board.clone(),
                asks.clone(),
            )),
            _ => Box::new(HallLobby::new(board.clone(), asks.clone())),
        };
        let app = App::guest(self.shelf.clone(), crate::tui::Prefs::default(), screen);
        match Window::open(out, size, app, lang) {
            Ok(window) => Some(window),
            Err(closer) => {
                closer.close(&t!("serve-terminal-not-set-up"));
                None
            }
        }
    }

    /// Why another connection with this account's key is one too many, if it is.
    fn too_many_for_key(&self, account: AccountId) -> Option<String> {
        let already = self
            .conns
            .values()
            .filter(|c| c.account() == Some(account))
            .count();
        (already >= self.settings.per_key).then(|| {
            t!(
                "serve-too-many-for-key",
                count = already,
                most = self.settings.per_key
            )
        })
    }

    /// A fresh guest name: "Guest-" and four digits, in use by no one now.
    fn guest_name(&mut self) -> String {
        for _ in 0..64 {
            let name = format!("Guest-{:04}", rand::random_range(1000..10_000u32));
            if self.guest_names.insert(name.clone()) {
                return name;
            }
        }
        // 9,000 names, almost all taken: a longer one.
        let name = format!("Guest-{}", rand::random::<u32>());
        self.guest_names.insert(name.clone());
        name
    }

    /// The person's ratings in words ("Classic 1612 ±64", "Yatzy 1500 ±350?").
    pub(super) fn ratings_of(
        &mut self,
        account: Option<AccountId>,
        lang: crate::l10n::Lang,
        plain: bool,
    ) -> Vec<String> {
        let Some(account) = account else {
            return Vec::new();
        };
        match self.hall.ratings(account) {
            Ok(list) => crate::l10n::speaking(lang, None, || {
                list.iter()
                    .map(|(family, r)| {
                        let family = family.preset().shown_name();
                        // Plain lines say in words what "1612 ±64?" shows: a reader reads
                        // ± and ? as symbols, or ? as a question.
                        if plain {
                            t!(
                                "serve-plain-rating",
                                family = family,
                                rating = format!("{:.0}", r.rating),
                                range = format!("{:.0}", 2.0 * r.deviation),
                                provisional = if r.provisional() { "yes" } else { "no" }
                            )
                        } else {
                            format!("{family} {}", r.shown())
                        }
                    })
                    .collect()
            }),
            Err(e) => {
                self.fault(&format!("Ratings could not be read: {e}"));
                Vec::new()
            }
        }
    }

    /// After a key: the lobby's asks, the tables' asks, the news to every front, and what a
    /// window that left its table or the server does next.
    pub(super) fn settle(&mut self, conn: ConnId) {
        let asks: Vec<_> = self
            .conns
            .get(&conn)
            .map(|c| c.asks.borrow_mut().drain(..).collect())
            .unwrap_or_default();
        for ask in asks {
            self.lobby_ask(conn, ask);
        }
        self.answer_wants(conn);
        self.answer_tables();
        self.after_exit(conn);
    }

    /// A window whose app exited: from a table back to the lobby; from the lobby out.
    fn after_exit(&mut self, conn: ConnId) {
        // A plain window has no app to exit: its leaving is `plain::Floor::plain_left`.
        let Some((c, w)) = self
            .conns
            .get(&conn)
            .and_then(|c| c.window.drawn().map(|w| (c, w)))
        else {
            return;
        };
        if w.app.exit().is_none() {
            return;
        }
        let to_lobby = w.app.left_for_menu();
        match c.place {
            // From the results (the match is over) or the menu: the lobby.
            Place::Table(key) | Place::Watching(key)
                if to_lobby || self.tables.get(&key).is_none_or(|t| !t.playing()) =>
            {
                self.stand_up(conn, key);
                self.show_lobby(conn);
            }
            Place::Table(key) | Place::Watching(key) => {
                let goodbye = self.goodbye_words(conn);
                self.stand_up(conn, key);
                self.leave(conn, Some(&goodbye));
            }
            Place::Lobby | Place::Handle => {
                let goodbye = t!("serve-goodbye");
                self.leave(conn, Some(&goodbye));
            }
        }
    }

    /// What `conn`, leaving the server, is told of their seat, in their language; made
    /// before they stand up. A member's seat waits for them; a guest's cannot (they never
    /// come back as themselves): a CPU plays it to the end, or the match ends with them
    /// when they were the last of its people and everyone was a guest (`stand_up` says
    /// the same to the table). A watcher, or a table not under way, keeps no seat.
    pub(super) fn goodbye_words(&self, conn: ConnId) -> String {
        let Some(c) = self.conns.get(&conn) else {
            return t!("serve-goodbye");
        };
        let chair = match c.place {
            Place::Table(key) => self.tables.get(&key).filter(|t| t.playing()).and_then(|t| {
                let i = t.chairs.iter().position(|ch| ch.holder == Some(conn))?;
                let last = t.chairs.iter().all(|ch| {
                    ch.account().is_none() && (ch.holder.is_none() || ch.holder == Some(conn))
                });
                Some((t.chairs[i].account().is_some(), last))
            }),
            _ => None,
        };
        c.window.speak(|| match chair {
            Some((true, _)) => t!("serve-goodbye-seat-waits"),
            Some((false, true)) => t!("serve-goodbye-match-ends"),
            Some((false, false)) => {
                t!("serve-goodbye-cpu-plays-on", level = STAND_IN_LEVEL.shown())
            }
            None => t!("serve-goodbye"),
        })
    }

    /// Shows the lobby in `conn`'s window (a fresh app: the table's screens are gone).
    pub(super) fn show_lobby(&mut self, conn: ConnId) {
        let shelf = self.shelf.clone();
        let Some(c) = self.conns.get_mut(&conn) else {
            return;
        };
        c.place = Place::Lobby;
        match &mut c.window {
            Face::Drawn(w) => {
                let size = w.app.size();
                let mut app = App::guest(
                    shelf,
                    crate::tui::Prefs::default(),
                    Box::new(HallLobby::new(c.board.clone(), c.asks.clone())),
                );
                app.handle(crate::tui::app::Input::Resize(size.width, size.height));
                w.app = app;
            }
            Face::Plain(p) => p.back_to_lobby(),
        }
        c.dirty.set(true);
        self.dirty = true;
        self.refresh_boards(true);
    }

    /// A connection goes (it closed, or is closed with `farewell`): its chair waits.
    pub(super) fn leave(&mut self, conn: ConnId, farewell: Option<&str>) {
        let Some(c) = self.conns.remove(&conn) else {
            return;
        };
        self.quick.retain(|(q, _)| *q != conn);
        if let Place::Table(key) | Place::Watching(key) = c.place {
            self.stand_up(conn, key);
        }
        if let Who::Guest(name) = &c.who {
            self.guest_names.remove(name);
        }
        self.say(format!("{} left ({}).", c.name(), c.addr));
        if let Some(farewell) = farewell {
            c.window.close(farewell);
        }
        self.dirty = true;
    }

    /// `conn` leaves the table `key`'s chair or watching place; the chair waits for its
    /// person (a guest's gets a CPU at once: they cannot come back as themselves).
    pub(super) fn stand_up(&mut self, conn: ConnId, key: i64) {
        let Some(t) = self.tables.get_mut(&key) else {
            return;
        };
        if let Some(end) = t.ends.remove(&conn)
            && let Some(table) = t.table_mut()
        {
            table.leave(end.front);
        }
        let Some(i) = t.chairs.iter().position(|c| c.holder == Some(conn)) else {
            return;
        };
        let playing = t.playing();
        let chair = &mut t.chairs[i];
        chair.holder = None;
        chair.empty_since = Instant::now();
        let name = chair.name.clone();
        let left = match (&t.stage, &chair.sitter) {
            // The owner left a table still forming: it goes with them.
            (Stage::Forming, Sitter::Account(_)) if t.owner == chair.account() => Left::Closes,
            (Stage::Forming, _) => {
                chair.sitter = Sitter::Open;
                chair.name = format!("Seat {}", i + 1);
                Left::SeatOpen
            }
            (_, Sitter::Guest) if playing => {
                chair.stand_in = Some(STAND_IN_LEVEL);
                let seat = seat_id(i);
                if let Some(table) = t.table_mut() {
                    table.set_stand_in(seat, Some(STAND_IN_LEVEL));
                }
                Left::CpuToTheEnd
            }
            _ if playing => Left::Waits,
            _ => Left::Plain,
        };
        let said = || left.words(&name);
        let closes = matches!(t.stage, Stage::Forming)
            && t.owner.is_some()
            && t.owner == t.chairs[i].account();
        if !t.anyone_here() {
            t.deserted_since = Some(Instant::now());
        }
        let guests_only =
            t.playing() && !t.anyone_here() && t.chairs.iter().all(|c| c.account().is_none());
        if guests_only {
            self.end_guests_table(key, &name);
            self.dirty = true;
            return;
        }
        say_all(t, &self.conns, said);
        let logged = in_english(said);
        self.say(logged);
        if closes {
            self.close_forming(key);
        }
        self.dirty = true;
    }

    /// A table whose people were all guests, the last of whom just left: a guest never
    /// comes back as themselves, so no one is left to play for; the table ends unfinished
    /// (and unrated: guests never are) rather than being played out by CPUs for no one.
    /// Whoever watched is back in the lobby.
    fn end_guests_table(&mut self, key: i64, last: &str) {
        let Some(t) = self.tables.remove(&key) else {
            return;
        };
        if let Some(no) = t.no
            && let Err(e) = self.hall.drop_table(no)
        {
            self.fault(&format!("Table #{key} could not be removed: {e}"));
        }
        self.say(format!(
            "{last} left table #{key}, the last of its people (all guests): the table ends."
        ));
        for &conn in t.ends.keys() {
            if let Some(c) = self.conns.get(&conn) {
                c.board
                    .borrow_mut()
                    .say(c.window.speak(|| t!("serve-guests-table-ended")));
            }
            self.show_lobby(conn);
        }
    }

    /// A forming table whose owner left: everyone at it is back in the lobby.
    fn close_forming(&mut self, key: i64) {
        let Some(t) = self.tables.remove(&key) else {
            return;
        };
        for conn in t.chairs.iter().filter_map(|c| c.holder) {
            if let Some(c) = self.conns.get(&conn) {
                c.board
                    .borrow_mut()
                    .say(c.window.speak(|| t!("serve-owner-left-forming")));
            }
            self.show_lobby(conn);
        }
    }

    /// The matches `account` has a seat at, under way or closed until its people return.
    fn matches_waiting(&self, account: AccountId) -> usize {
        self.tables
            .values()
            .filter(|t| t.playing() && t.chair_of(account).is_some())
            .count()
            + self
                .dormant
                .values()
                .filter(|d| d.accounts.contains(&Some(account)))
                .count()
    }

    /// A member just came in: nothing to do until they choose (their tables are listed,
    /// marked ★, to go back to).
    fn come_back(&mut self, conn: ConnId) {
        let Some(c) = self.conns.get(&conn) else {
            return;
        };
        let Some(account) = c.account() else {
            return;
        };
        let waiting = self.matches_waiting(account);
        if waiting > 0 {
            let words = c
                .window
                .speak(|| welcome_back(waiting, c.window.is_plain()));
            c.welcome.replace(Some(words.clone()));
            c.board.borrow_mut().say(words);
        }
    }

    /// Asks from every table's fronts, answered by its table; refusals to the one who
    /// asked; then every front hears the news.
    pub(super) fn answer_tables(&mut self) {
        let now = self.clock();
        let keys: Vec<i64> = self.tables.keys().copied().collect();
        for key in keys {
            let Some(t) = self.tables.get_mut(&key) else {
                continue;
            };
            let Some(no) = t.no else {
                continue;
            };
            let asked: Vec<(ConnId, crate::table::FrontId, crate::table::Ask)> = t
                .ends
                .iter()
                .flat_map(|(&c, e)| e.link.asks().into_iter().map(move |a| (c, e.front, a)))
                .collect();
            for (conn, front, ask) in asked {
                // The owner's own asks: the table engine leaves them to whoever runs it.
                if matches!(ask, crate::table::Ask::StandIn | crate::table::Ask::LetIn) {
                    if let Err(why) = owner_answer(t, &self.conns, &mut self.log, conn, ask)
                        && let Some(end) = t.ends.get(&conn)
                    {
                        end.link.tell(News::Refused(why));
                    }
                    continue;
                }
                let Some(table) = t.table_mut() else { break };
                let mut store = HallStore::new(&mut self.hall, no);
                let mut env = Env {
                    store: &mut store,
                    solved: &mut self.shelf,
                    now,
                };
                if let Err(denial) = table.ask(front, ask, &mut env)
                    && let Some(end) = t.ends.get(&conn)
                {
                    end.link.tell(News::Refused(denial.to_string()));
                }
            }
            self.after_play(key);
        }
    }

    /// After anything played at table `key`: a finished match recorded (and rated) once,
    /// then the news to every front (the last placement's with the rating changes).
    pub(super) fn after_play(&mut self, key: i64) {
        let over = self
            .tables
            .get(&key)
            .is_some_and(|t| t.playing() && t.table().is_some_and(|tb| tb.game().is_over()));
        if over {
            self.finish(key);
        }
        if let Some(t) = self.tables.get_mut(&key) {
            broadcast(t, &self.conns);
        }
    }

    /// Records the finished match at `key` and its ratings, in one transaction of the hall.
    fn finish(&mut self, key: i64) {
        let Some(t) = self.tables.get_mut(&key) else {
            return;
        };
        let Some(no) = t.no else {
            return;
        };
        let Some(table) = t.table() else {
            return;
        };
        let finished = FinishedMatch::of(
            table.session(),
            table.finished_unix().unwrap_or_else(now_unix),
        );
        let accounts = t.accounts();
        let rateable = t.rateable();
        let names: Vec<(Option<AccountId>, String)> = t
            .chairs
            .iter()
            .map(|c| (c.account(), c.name.clone()))
            .collect();
        let stage = std::mem::replace(&mut t.stage, Stage::Forming);
        t.stage = match stage {
            Stage::Playing(tb) => Stage::Over(tb),
            other => other,
        };
        match self.hall.finish(no, &finished, &accounts, now_unix()) {
            Ok(Some(changes)) => {
                let mut words = change_words(&changes, &names);
                if changes.is_empty() && rateable {
                    words.extend(stood_in_words(&finished, &names));
                }
                if let Some(t) = self.tables.get_mut(&key) {
                    t.rating_words = words.clone();
                }
                self.counts.matches_finished = self.counts.matches_finished.saturating_add(1);
                // The log's line, in English.
                let logged: Vec<String> = words.iter().map(|w| in_english(|| w.words())).collect();
                let line = if changes.is_empty() {
                    // With the reason, when a CPU's moves for someone cost the rating.
                    let why: String = logged.iter().map(|w| format!(" {w}")).collect();
                    format!("Table #{key} finished (unrated).{why}")
                } else {
                    format!("Table #{key} finished: {}.", logged.join(", "))
                };
                self.say(line);
                // Their ratings changed: their lobbies say so when they go back.
                let touched: Vec<ConnId> = self
                    .conns
                    .iter()
                    .filter(|(_, c)| c.account().is_some_and(|a| accounts.contains(&Some(a))))
                    .map(|(&id, _)| id)
                    .collect();
                for conn in touched {
                    let Some((account, lang, plain)) = self
                        .conns
                        .get(&conn)
                        .map(|c| (c.account(), c.window.lang(), c.window.is_plain()))
                    else {
                        continue;
                    };
                    let ratings = self.ratings_of(account, lang, plain);
                    if let Some(c) = self.conns.get_mut(&conn) {
                        c.ratings = ratings;
                    }
                }
            }
            Ok(None) => self.say(format!("Table #{key} finished (it was recorded before).")),
            Err(e) => self.fault(&format!(
                "Table #{key}'s finished match could not be recorded: {e}"
            )),
        }
        let daily = self.record_daily(key, &finished);
        if let Some(t) = self.tables.get_mut(&key) {
            t.rating_words.extend(daily);
        }
        self.dirty = true;
    }

    /// Everything that does not wait for input: the CPUs' pace, the away rule, idle tables
    /// closed, the quick-match queue, lobbies refreshed, and every window redrawn.
    pub fn step(&mut self) {
        let now = Instant::now();
        let dt = now.saturating_duration_since(self.last_tick);
        self.last_tick = now;
        let clock = self.clock();
        let keys: Vec<i64> = self.tables.keys().copied().collect();
        for key in keys {
            self.away_rule(key, now);
            let Some(t) = self.tables.get_mut(&key) else {
                continue;
            };
            let (Some(no), Stage::Playing(table)) = (t.no, &mut t.stage) else {
                continue;
            };
            let mut store = HallStore::new(&mut self.hall, no);
            let mut env = Env {
                store: &mut store,
                solved: &mut self.shelf,
                now: clock,
            };
            table.tick(&mut env, false);
            self.after_play(key);
            self.tell_if_away(key);
        }
        self.close_idle(now);
        self.quick_step(now);
        self.refresh_boards(false);
        for t in self.tables.values() {
            if t.heard.replace(false) {
                for conn in t.ends.keys() {
                    if let Some(c) = self.conns.get(conn) {
                        c.dirty.set(true);
                    }
                }
            }
        }
        let mut gone = Vec::new();
        let conns: Vec<ConnId> = self.conns.keys().copied().collect();
        for conn in conns {
            let Some(c) = self.conns.get_mut(&conn) else {
                continue;
            };
            let Face::Drawn(w) = &mut c.window else {
                // Plain lines are said as they come, never drawn.
                let lang = c.window.lang();
                crate::l10n::speaking(lang, None, || self.plain_step(conn));
                continue;
            };
            let events = w.idle(now);
            let lang = w.lang;
            if !events.is_empty() {
                w.feed(events);
                c.dirty.set(true);
                crate::l10n::speaking(lang, None, || self.settle(conn));
            }
            let Some(Conn {
                window: Face::Drawn(w),
                dirty,
                drawn_at,
                wake_at,
                ..
            }) = self.conns.get_mut(&conn)
            else {
                continue;
            };
            w.tick(dt);
            if w.app.exit().is_some() {
                crate::l10n::speaking(lang, None, || self.after_exit(conn));
                continue;
            }
            // Only a window whose screen may have changed is drawn: its own keys, news at
            // its table, its lobby refreshed, something timed on it once it is due (dice
            // tumbling, a CPU thinking), and once in a while regardless. A timed thing is
            // drawn at its own pace, not at every step of the loop: with a thousand people
            // the loop steps hundreds of times a second, and every window at a table whose
            // CPU was thinking was drawn at each of them.
            // The deadline is kept from one drawing to the next, not slid forward at each
            // step by a screen that says "again in 150 ms" whenever it is asked.
            let wake = w.next_wake();
            if wake.is_none() {
                *wake_at = None;
            }
            let due = dirty.replace(false)
                || wake.is_some() && wake_at.is_none_or(|at| now >= at)
                || now.saturating_duration_since(*drawn_at) >= REDRAW_ANYWAY;
            if due {
                *drawn_at = now;
                if !w.draw() {
                    gone.push(conn);
                }
                *wake_at = w.next_wake().map(|d| now + d);
            }
        }
        for conn in gone {
            let words = self
                .conns
                .get(&conn)
                .map(|c| c.window.speak(|| t!("serve-could-not-keep-up")));
            self.leave(conn, words.as_deref());
        }
    }

    /// A CPU stands in for each person away longer than [`AWAY_STAND_IN`].
    pub(super) fn away_rule(&mut self, key: i64, now: Instant) {
        let Some(t) = self.tables.get_mut(&key) else {
            return;
        };
        // A daily waits for its person: a CPU's move would keep it off the day's board.
        if !t.playing() || t.daily.is_some() {
            return;
        }
        let rateable = t.rateable();
        let mut said = Vec::new();
        let mut stand = Vec::new();
        for (i, chair) in t.chairs.iter_mut().enumerate() {
            if chair.is_person()
                && chair.holder.is_none()
                && chair.stand_in.is_none()
                && now.saturating_duration_since(chair.empty_since) >= AWAY_STAND_IN
            {
                chair.stand_in = Some(STAND_IN_LEVEL);
                stand.push(i);
                said.push((chair.name.clone(), rateable && chair.account().is_some()));
            }
        }
        if let Some(table) = t.table_mut() {
            for i in stand {
                table.set_stand_in(seat_id(i), Some(STAND_IN_LEVEL));
            }
        }
        for (name, unrated) in said {
            let words = || away_words(&name, unrated);
            say_all(t, &self.conns, words);
            self.log.push(in_english(words));
        }
    }

    /// When the seat to play is a person's who is away (no CPU for them yet), the table
    /// hears it once that turn.
    fn tell_if_away(&mut self, key: i64) {
        let Some(t) = self.tables.get_mut(&key) else {
            return;
        };
        let Some(table) = t.table() else {
            return;
        };
        if !t.playing() {
            return;
        }
        let game = table.game();
        let Some(current) = game.current_seat() else {
            return;
        };
        let turn = (current, game.round());
        let away = t
            .chairs
            .get(current.index())
            .filter(|c| c.is_person() && c.holder.is_none() && c.stand_in.is_none())
            .map(|c| c.name.clone());
        let Some(name) = away else {
            t.told_away = None;
            return;
        };
        if t.told_away == Some(turn) {
            return;
        }
        t.told_away = Some(turn);
        say_all(t, &self.conns, || {
            t!("serve-turn-of-away", name = name.as_str())
        });
    }

    /// Tables with no person connected for `table_idle_minutes` leave memory (each is saved
    /// already); finished ones go as soon as no one is on their results.
    pub(super) fn close_idle(&mut self, now: Instant) {
        let idle = Duration::from_secs(self.settings.table_idle_minutes.saturating_mul(60));
        let closing: Vec<i64> = self
            .tables
            .iter()
            .filter(|(_, t)| {
                let nobody = t.ends.is_empty() && !t.anyone_here();
                let long = t
                    .deserted_since
                    .is_some_and(|since| now.saturating_duration_since(since) >= idle);
                match t.stage {
                    Stage::Over(_) => nobody,
                    Stage::Playing(_) => nobody && long,
                    // A forming table with no one at it has no one to wait for.
                    Stage::Forming => {
                        t.chairs.iter().all(|c| c.holder.is_none()) && t.ends.is_empty()
                    }
                }
            })
            .map(|(&k, _)| k)
            .collect();
        for key in closing {
            let Some(t) = self.tables.remove(&key) else {
                continue;
            };
            if let (Stage::Playing(table), Some(_)) = (&t.stage, t.no) {
                self.dormant.insert(
                    key,
                    Dormant {
                        preset: t.preset.clone(),
                        accounts: t.accounts(),
                        names: t.chairs.iter().map(|c| c.name.clone()).collect(),
                        daily: t.daily,
                    },
                );
                let _ = table;
                self.say(format!(
                    "Table #{key} had no one for {}: saved and closed until its people come back.",
                    crate::words::count(self.settings.table_idle_minutes, "minute", "minutes")
                ));
            }
            self.dirty = true;
        }
    }

    /// When the loop must wake by itself.
    pub fn next_wake(&self) -> Duration {
        let clock = self.clock();
        let tables = self
            .tables
            .values()
            .filter_map(|t| match &t.stage {
                Stage::Playing(table) => table.next_due(false),
                _ => None,
            })
            .map(|d| d.saturating_sub(clock))
            .min();
        let windows = self
            .conns
            .values()
            .filter_map(|c| c.window.next_wake())
            .min();
        let quick = (!self.quick.is_empty()).then_some(Duration::from_secs(1));
        let boards = self.dirty.then_some(BOARD_EVERY);
        [tables, windows, quick, boards]
            .into_iter()
            .flatten()
            .min()
            .unwrap_or(Duration::from_millis(500))
            .min(Duration::from_millis(500))
    }

    /// Every lobby's board, when something it shows changed (at most every
    /// [`BOARD_EVERY`], unless `now`).
    pub(super) fn refresh_boards(&mut self, now: bool) {
        if !self.dirty || (!now && self.boards_at.elapsed() < BOARD_EVERY) {
            return;
        }
        self.dirty = false;
        self.boards_at = Instant::now();
        let mut online: Vec<String> = self
            .conns
            .values()
            .filter(|c| !matches!(c.who, Who::Newcomer(_)))
            .map(Conn::name)
            .collect();
        online.sort_by_key(|n| n.to_lowercase());
        let presets: Vec<String> = self
            .settings
            .presets
            .iter()
            .map(|p| p.name.clone())
            .collect();
        for (&conn, c) in &self.conns {
            // Each board is written in its reader's language.
            c.window
                .speak(|| self.refresh_board(conn, c, &online, &presets));
        }
    }

    /// `c`'s board, as [`refresh_boards`](Self::refresh_boards) writes it.
    fn refresh_board(&self, conn: ConnId, c: &Conn, online: &[String], presets: &[String]) {
        let forming = |key: &i64| {
            self.tables
                .get(key)
                .is_some_and(|t| matches!(t.stage, Stage::Forming))
        };
        let sees_lobby = match &c.place {
            Place::Lobby | Place::Handle => true,
            Place::Table(key) => forming(key),
            Place::Watching(_) => false,
        };
        if !sees_lobby {
            return;
        }
        let account = c.account();
        let mut rows: Vec<TableRow> = self
            .tables
            .values()
            .filter(|t| !matches!(t.stage, Stage::Over(_)))
            .filter_map(|t| {
                let mine = account.is_some_and(|a| t.chair_of(a).is_some())
                    || t.chairs.iter().any(|ch| ch.holder == Some(conn));
                (t.listed || mine).then(|| TableRow {
                    no: t.key,
                    rules: shown_rules(&t.preset, t.daily),
                    state: t.state_words(),
                    seats: t.seat_words(),
                    free: t.free(),
                    watching: t.watchers(),
                    mine,
                    rated: t.counts_for_ratings(),
                })
            })
            .collect();
        if let Some(account) = account {
            for (&key, d) in &self.dormant {
                if d.accounts.contains(&Some(account)) {
                    rows.push(TableRow {
                        no: key,
                        rules: shown_rules(&d.preset, d.daily),
                        // In plain lines Enter says the list: the table's number reopens it.
                        state: if c.window.is_plain() {
                            t!("serve-plain-table-closed-reopen")
                        } else {
                            t!("serve-table-closed-reopen")
                        },
                        seats: d.names.clone(),
                        free: 0,
                        watching: 0,
                        mine: true,
                        rated: true,
                    });
                }
            }
        }
        // Yours first, then the ones that need people, then the rest.
        rows.sort_by_key(|r| (!r.mine, r.free == 0, r.no));
        c.dirty.set(true);
        let waiting = account.map_or(0, |a| self.matches_waiting(a));
        let mut board = c.board.borrow_mut();
        // The welcome counts the matches waiting as they are now: one finished since is
        // no longer waiting (the line once stayed, pointing at a ★ no longer there).
        if board.problem.is_some() && board.problem == *c.welcome.borrow() {
            let plain = c.window.is_plain();
            let words = (waiting > 0).then(|| c.window.speak(|| welcome_back(waiting, plain)));
            c.welcome.replace(words.clone());
            board.problem = words;
        }
        board.me = c.name();
        board.guest = matches!(c.who, Who::Guest(_));
        board.ratings = c.ratings.clone();
        board.online = online.to_vec();
        board.tables = rows;
        board.presets = presets.to_vec();
        // The CPU is offered by `quick_step` alone, which says so as it does: a refresh
        // that saw the time up first once took the offer's words away.
        board.quick = match self.quick.iter().find(|(q, _)| *q == conn) {
            Some(_) if board.quick == Quick::CpuOffered => Quick::CpuOffered,
            Some((_, since)) => Quick::Waiting(since.elapsed().as_secs()),
            None => Quick::Idle,
        };
    }

    /// Closes every connection with `farewell`, said in each person's language (each
    /// table is saved already).
    pub fn shutdown(&mut self, farewell: impl Fn() -> String) {
        let conns: Vec<ConnId> = self.conns.keys().copied().collect();
        for conn in conns {
            let Some(words) = self.farewell_at_stop(conn, &farewell) else {
                continue;
            };
            self.leave(conn, Some(&words));
        }
    }

    /// What `conn` is told when the server stops: `farewell`, and that their match is
    /// saved only when they have one (a person in the lobby was once told so too).
    pub(super) fn farewell_at_stop(
        &self,
        conn: ConnId,
        farewell: impl Fn() -> String,
    ) -> Option<String> {
        let c = self.conns.get(&conn)?;
        let at_match = match c.place {
            Place::Table(key) => self.tables.get(&key).is_some_and(Seated::playing),
            _ => false,
        };
        let waiting = c.account().map_or(0, |a| self.matches_waiting(a));
        Some(c.window.speak(|| {
            let farewell = farewell();
            if at_match {
                t!("serve-stop-match-saved", farewell = farewell)
            } else if waiting > 0 {
                t!(
                    "serve-stop-matches-kept",
                    farewell = farewell,
                    count = waiting
                )
            } else {
                farewell
            }
        }))
    }

    /// Seats the connection `conn` in chair `i` of table `key` and shows them its match.
    pub(super) fn sit(&mut self, conn: ConnId, key: i64, i: usize) {
        let Some(t) = self.tables.get_mut(&key) else {
            return;
        };
        let Some(chair) = t.chairs.get_mut(i) else {
            return;
        };
        chair.holder = Some(conn);
        if chair.stand_in.take().is_some()
            && let Some(table) = t.table_mut()
        {
            table.set_stand_in(seat_id(i), None);
        }
        t.deserted_since = None;
        let name = t.chairs[i].name.clone();
        if let Some(c) = self.conns.get_mut(&conn) {
            c.place = Place::Table(key);
        }
        self.quick_leave(conn);
        self.join_front(conn, key, vec![seat_id(i)]);
        if let Some(t) = self.tables.get_mut(&key) {
            say_all(t, &self.conns, || t!("serve-sits", name = name.as_str()));
        }
        self.dirty = true;
    }

    /// `conn` watches table `key`.
    pub(super) fn watch(&mut self, conn: ConnId, key: i64) {
        let Some(t) = self.tables.get(&key) else {
            return;
        };
        if t.watchers() >= self.settings.spectators {
            let n = self.settings.spectators;
            if let Some(c) = self.conns.get(&conn) {
                let said = c.window.speak(|| t!("serve-watch-no-place", count = n));
                c.board.borrow_mut().say(said);
            }
            self.counts.refused = self.counts.refused.saturating_add(1);
            return;
        }
        if t.table().is_none() {
            if let Some(c) = self.conns.get(&conn) {
                let said = c.window.speak(|| t!("serve-watch-not-started"));
                c.board.borrow_mut().say(said);
            }
            return;
        }
        if let Some(c) = self.conns.get_mut(&conn) {
            c.place = Place::Watching(key);
        }
        self.quick_leave(conn);
        self.join_front(conn, key, Vec::new());
        self.dirty = true;
    }

    /// Joins `conn`'s window to the table at `key` as a front playing `plays`: the match's
    /// screen once it plays, a waiting message while it forms.
    fn join_front(&mut self, conn: ConnId, key: i64, plays: Vec<crate::game::SeatId>) {
        let (Some(t), Some(c)) = (self.tables.get_mut(&key), self.conns.get_mut(&conn)) else {
            return;
        };
        // Everyone's front is a guest's: their windows keep nothing and start nothing on
        // the server. The owner's one power, a CPU for someone away, is answered here
        // (`answer_tables`), not by the table.
        let owner = !plays.is_empty() && t.owner.is_some() && c.account() == t.owner;
        let others = t.chairs.iter().filter(|ch| ch.is_person()).count() > 1;
        match t.table_mut() {
            Some(table) => {
                let id = table.join(plays.clone(), Access::Guest);
                let (front, end) = link(plays, true);
                match &mut c.window {
                    Face::Drawn(w) => {
                        if owner && others {
                            end.tell(News::Said(w.speak(|| t!("serve-owner-may-stand-in"))));
                        }
                        let view = Play::front(table.session().clone(), front);
                        w.app.show_screen(Box::new(view));
                    }
                    Face::Plain(p) => {
                        p.window.sit(front);
                        // The drawn screen's `p`, as words: said now, and in help.
                        if owner && others {
                            let (hint, help) = p.window.speak(|| {
                                (
                                    t!("serve-plain-owner-may-stand-in"),
                                    t!("serve-plain-owner-help"),
                                )
                            });
                            p.window.say(&hint);
                            p.window.more_help(help);
                        }
                    }
                }
                t.ends.insert(
                    conn,
                    End {
                        front: id,
                        link: end,
                    },
                );
            }
            None => {
                // Forming: the lobby shows the table with them in it, until it starts.
                c.place = Place::Table(key);
                let code = t.code.as_ref().filter(|_| !t.listed);
                let said = c.window.speak(|| match code {
                    Some(code) => t!("serve-you-sit-with-code", code = code.as_str()),
                    None => t!("serve-you-sit"),
                });
                c.board.borrow_mut().say(said);
            }
        }
    }

    /// A forming table with every seat taken starts: its match is made, the database
    /// takes the table before anyone sees it, and everyone sitting is shown the match.
    pub(super) fn start_if_full(&mut self, key: i64) {
        let Some(t) = self.tables.get(&key) else {
            return;
        };
        if !matches!(t.stage, Stage::Forming) || t.waiting_for() > 0 {
            return;
        }
        let session = match new_session(t) {
            Ok(session) => session,
            Err(why) => {
                self.fault(&format!("A new table could not start: {why}"));
                return;
            }
        };
        let save_json = match save_json(&session) {
            Ok(json) => json,
            Err(why) => {
                self.fault(&format!("A new table could not be saved: {why}"));
                return;
            }
        };
        let order = super::hall::NewTable {
            owner: t.owner,
            listed: t.listed,
            code: t
                .code
                .clone()
                .unwrap_or_else(|| crate::net::Code::random().reveal().to_string()),
            seats: t.accounts(),
            save_json,
        };
        let no = match self.hall.create_table(&order, now_unix()) {
            Ok(no) => no,
            Err(e) => {
                self.fault(&format!("A new table could not be written: {e}"));
                if let Some(t) = self.tables.get(&key) {
                    for conn in t.chairs.iter().filter_map(|c| c.holder) {
                        if let Some(c) = self.conns.get(&conn) {
                            let said = c.window.speak(|| t!("serve-table-not-saved"));
                            c.board.borrow_mut().say(said);
                        }
                    }
                }
                return;
            }
        };
        let Some(mut t) = self.tables.remove(&key) else {
            return;
        };
        let new_key = no.0;
        t.key = new_key;
        t.no = Some(no);
        t.stage = Stage::Playing(Box::new(Table::hosted(session)));
        let sitting: Vec<(usize, ConnId)> = t
            .chairs
            .iter()
            .enumerate()
            .filter_map(|(i, c)| c.holder.map(|h| (i, h)))
            .collect();
        for chair in &mut t.chairs {
            if chair.holder.is_none() {
                chair.empty_since = Instant::now();
            }
        }
        let about = format!(
            "#{new_key} {} · {}",
            t.preset,
            t.chairs
                .iter()
                .map(|c| c.name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        );
        self.tables.insert(new_key, t);
        self.say(format!("Table {about} started."));
        for (i, conn) in sitting {
            if let Some(c) = self.conns.get_mut(&conn) {
                c.place = Place::Table(new_key);
                c.board.borrow_mut().problem = None;
            }
            self.join_front(conn, new_key, vec![seat_id(i)]);
        }
        self.dirty = true;
    }

    /// Every table the database holds open, loaded and checked by replay; a finished one
    /// (the server stopped between its last move and its record) is recorded now.
    fn reopen_all(&mut self) {
        let stored = match self.hall.open_tables() {
            Ok(stored) => stored,
            Err(e) => {
                self.fault(&format!("The open tables could not be read: {e}"));
                return;
            }
        };
        let n = stored.len();
        for s in stored {
            self.reopen(s);
        }
        if n > 0 {
            self.say(format!(
                "{} reopened from the database, waiting for their people.",
                crate::words::count(n as u64, "table", "tables")
            ));
        }
    }

    /// One stored table, back in memory.
    pub(super) fn reopen(&mut self, s: super::hall::StoredTable) {
        let key = s.no.0;
        let session = match s.session() {
            Ok(session) => session,
            Err(why) => {
                self.fault(&format!("Table #{key} stays closed: {why}."));
                return;
            }
        };
        let game = session.game();
        let mut chairs = Vec::new();
        for id in game.seat_ids() {
            let Some(seat) = game.seat(id) else { continue };
            let account = s.seats.get(id.index()).copied().flatten();
            let sitter = match (seat.kind, account) {
                (crate::game::SeatKind::Human, Some(a)) => Sitter::Account(a),
                (crate::game::SeatKind::Human, None) => Sitter::Guest,
                (crate::game::SeatKind::Cpu(level), _) => Sitter::Cpu(level),
            };
            chairs.push(Chair::new(seat.name.clone(), sitter));
        }
        if chairs.iter().all(|c| c.account().is_none()) {
            // Its people were all guests, gone with their connections: no one can come back
            // to it, so it is not played out by CPUs for no one.
            if let Err(e) = self.hall.drop_table(s.no) {
                self.fault(&format!("Table #{key} could not be removed: {e}"));
            } else {
                self.say(format!(
                    "Table #{key} ended: its players were guests, who cannot come back."
                ));
            }
            return;
        }
        let rules = *game.rules();
        let daily = self.daily_of(game, chairs.first().and_then(Chair::account), session.id());
        let preset = match daily {
            Some(daily) => daily.label(),
            None => self
                .settings
                .presets
                .iter()
                .find(|p| p.rules == rules)
                .map_or_else(|| rules.name().to_string(), |p| p.name.clone()),
        };
        let mut table = Table::hosted(session);
        // A guest's chair cannot wait for its guest: a CPU plays it to the end.
        for (i, chair) in chairs.iter_mut().enumerate() {
            if chair.sitter == Sitter::Guest {
                chair.stand_in = Some(STAND_IN_LEVEL);
                table.set_stand_in(seat_id(i), Some(STAND_IN_LEVEL));
            }
        }
        let mut t = Seated {
            key,
            no: Some(s.no),
            preset,
            rules,
            owner: s.owner,
            listed: s.listed,
            code: None,
            chairs,
            stage: Stage::Playing(Box::new(table)),
            ends: BTreeMap::new(),
            deserted_since: Some(Instant::now()),
            told_away: None,
            rating_words: Vec::new(),
            heard: std::cell::Cell::new(false),
            daily,
        };
        t.deserted_since = Some(Instant::now());
        self.dormant.remove(&key);
        self.tables.insert(key, t);
        self.after_play(key);
        self.dirty = true;
    }
}

/// The owner's own ask at `t` from `conn`, which the table engine leaves to whoever runs
/// it: a CPU for someone away (the owner's alone), or letting someone in (a public table's
/// people take free seats from the lobby). Carried out and told to the table (and the
/// log), or why not, in the language spoken.
pub(super) fn owner_answer(
    t: &mut Seated,
    conns: &BTreeMap<ConnId, Conn>,
    log: &mut Vec<String>,
    conn: ConnId,
    ask: crate::table::Ask,
) -> Result<(), String> {
    let owner = t.owner.is_some() && conns.get(&conn).and_then(Conn::account) == t.owner;
    let stand_in = match ask {
        crate::table::Ask::StandIn if owner => owner_stand_in(t)?,
        crate::table::Ask::StandIn => return Err(t!("serve-stand-in-owner-only")),
        _ => return Err(t!("serve-no-one-waits")),
    };
    say_all(t, conns, || stand_in.words());
    log.push(in_english(|| stand_in.words()));
    Ok(())
}

/// The owner lets a CPU play for a person away (the one whose turn it is, else the first
/// away), or lets the match wait for them again: what the table then hears, or why not.
fn owner_stand_in(t: &mut Seated) -> Result<StandIn, String> {
    if !t.playing() {
        return Err(t!("serve-stand-in-not-playing"));
    }
    let rateable = t.rateable();
    let current = t.table().and_then(|tb| tb.game().current_seat());
    let away: Vec<usize> = (0..t.chairs.len())
        .filter(|&i| t.chairs[i].is_person() && t.chairs[i].holder.is_none())
        .collect();
    let pick = away
        .iter()
        .copied()
        .find(|&i| Some(seat_id(i)) == current)
        .or_else(|| away.first().copied());
    let Some(i) = pick else {
        return Err(t!("serve-stand-in-everyone-here"));
    };
    let chair = &mut t.chairs[i];
    let name = chair.name.clone();
    let next = match chair.stand_in {
        Some(_) => None,
        None => Some(STAND_IN_LEVEL),
    };
    chair.stand_in = next;
    // Taken back, the CPU waits the whole away time again before it plays on its own.
    chair.empty_since = Instant::now();
    let unrated = rateable && chair.account().is_some();
    if let Some(table) = t.table_mut() {
        table.set_stand_in(seat_id(i), next);
    }
    Ok(StandIn {
        name,
        level: next,
        unrated,
    })
}

/// The owner let a CPU play for someone away (`level`), or took it back (`None`).
struct StandIn {
    name: String,
    level: Option<crate::game::Level>,
    /// The match would have been rated, and will not be once the CPU has played.
    unrated: bool,
}

impl StandIn {
    fn words(&self) -> String {
        let name = self.name.as_str();
        match (self.level, self.unrated) {
            (Some(level), true) => t!(
                "serve-owner-stand-in-unrated",
                name = name,
                level = level.shown()
            ),
            (Some(level), false) => {
                t!("serve-owner-stand-in", name = name, level = level.shown())
            }
            (None, _) => t!("serve-owner-stand-in-taken-back", name = name),
        }
    }
}

/// Every front of `t` hears what `words` says, made in each reader's language (the news
/// of a table is read by people of several languages at once).
pub(super) fn say_all(t: &Seated, conns: &BTreeMap<ConnId, Conn>, words: impl Fn() -> String) {
    t.heard.set(true);
    for (conn, end) in &t.ends {
        let said = match conns.get(conn) {
            Some(c) => c.window.speak(&words),
            None => words(),
        };
        end.link.tell(News::Said(said));
    }
}

/// `words` in English, for the operator's log.
fn in_english(words: impl FnOnce() -> String) -> String {
    crate::l10n::speaking(crate::l10n::Lang::En, None, words)
}

/// How a person left their chair, as the table is told.
#[derive(Clone, Copy)]
enum Left {
    /// The owner left a table still forming: it closes.
    Closes,
    /// Someone left a table still forming: their seat is open again.
    SeatOpen,
    /// A guest left a match: a CPU plays their seat to the end.
    CpuToTheEnd,
    /// A member left a match: it waits for them.
    Waits,
    Plain,
}

impl Left {
    fn words(self, name: &str) -> String {
        let level = STAND_IN_LEVEL.shown();
        match self {
            Left::Closes => t!("serve-left-closes", name = name),
            Left::SeatOpen => t!("serve-left-seat-open", name = name),
            Left::CpuToTheEnd => t!("serve-left-cpu-to-the-end", name = name, level = level),
            Left::Waits => t!(
                "serve-left-waits",
                name = name,
                minutes = (AWAY_STAND_IN.as_secs() / 60_u64),
                level = level
            ),
            Left::Plain => t!("serve-left-plain", name = name),
        }
    }
}

/// What the table hears when a CPU stands in for `name`, away (`unrated`: the match would
/// have been rated, and will not be once it has played).
fn away_words(name: &str, unrated: bool) -> String {
    let level = STAND_IN_LEVEL.shown();
    if unrated {
        t!("serve-away-stand-in-unrated", name = name, level = level)
    } else {
        t!("serve-away-stand-in", name = name, level = level)
    }
}

/// The table's news to every front; the finishing news carries the rating changes, said in
/// each reader's language.
fn broadcast(t: &mut Seated, conns: &BTreeMap<ConnId, Conn>) {
    let words = t.rating_words.clone();
    let said = |conn: &ConnId| -> Vec<String> {
        match conns.get(conn) {
            Some(c) => c
                .window
                .speak(|| words.iter().map(|w| w.said(c.window.is_plain())).collect()),
            None => words.iter().map(ResultWord::words).collect(),
        }
    };
    let table = match &mut t.stage {
        Stage::Playing(table) | Stage::Over(table) => table,
        Stage::Forming => return,
    };
    let mut out = Vec::new();
    for (&conn, end) in &t.ends {
        for mut n in table.take_news(end.front) {
            if let News::Applied {
                finish: Some(finish),
                ..
            } = &mut n
            {
                finish.personal_bests.extend(said(&conn));
            }
            out.push((conn, n));
        }
    }
    if !out.is_empty() {
        t.heard.set(true);
    }
    for (conn, n) in out {
        if let Some(end) = t.ends.get(&conn) {
            end.link.tell(n);
        }
    }
}

/// A table's rules as its reader names them: a daily by its day, in the reader's words
/// ("Tagesaufgabe 05.12.2026"); otherwise its preset, as
/// [`shown_preset`](crate::tui::screens::hall::shown_preset) says it. `preset` stays the
/// table's name as ordered.
pub(super) fn shown_rules(preset: &str, daily: Option<super::tables::DailyTable>) -> String {
    match daily {
        Some(daily) => daily.shown(),
        None => crate::tui::screens::hall::shown_preset(preset),
    }
}

/// The lobby's welcome to a member with matches waiting: how many wait for the person, pointing where the lobby marks them: a ★ on the
/// screen, "your table" in plain lines.
fn welcome_back(waiting: usize, plain: bool) -> String {
    if plain {
        t!("serve-plain-welcome-back", count = waiting)
    } else {
        t!("serve-welcome-back", count = waiting)
    }
}

/// Why a match between accounts was not rated, when a CPU played for one of them: "Not
/// rated: a CPU played for Cy." (empty when none did).
fn stood_in_words(
    finished: &FinishedMatch,
    names: &[(Option<AccountId>, String)],
) -> Vec<ResultWord> {
    let mut who: Vec<&str> = Vec::new();
    for e in finished.record.log.iter().filter(|e| e.stand_in.is_some()) {
        if let Some((Some(_), name)) = names.get(e.seat.index())
            && !who.contains(&name.as_str())
        {
            who.push(name);
        }
    }
    if who.is_empty() {
        return Vec::new();
    }
    vec![ResultWord::NotRated(
        who.into_iter().map(str::to_string).collect(),
    )]
}

/// The rating changes of a match, one phrase per person: "Ana 1500 → 1562".
fn change_words(
    changes: &[super::hall::RatingChange],
    names: &[(Option<AccountId>, String)],
) -> Vec<ResultWord> {
    changes
        .iter()
        .filter_map(|c| {
            let name = names.iter().find(|(a, _)| *a == Some(c.account))?.1.clone();
            Some(ResultWord::Rating {
                name,
                before: c.before.rating,
                after: c.after.rating,
                family: c.family.preset(),
            })
        })
        .collect()
}

/// The match of a full forming table: its chairs' names, the rules, fresh dice. Between
/// people the match is fair play (no hints, no chances, no undo); a person alone with CPUs
/// has the hints and chances of a local match.
fn new_session(t: &Seated) -> Result<crate::game::Session, String> {
    use crate::game::{CpuSpeed, Match, MatchOptions, MatchSetup, Seat, Session};
    let seats: Vec<Seat> = t
        .chairs
        .iter()
        .map(|c| match c.sitter {
            Sitter::Cpu(level) => Seat::cpu(&c.name, level),
            _ => Seat::human(&c.name),
        })
        .collect();
    let people = t.chairs.iter().filter(|c| c.is_person()).count();
    let game = Match::new(&MatchSetup {
        rules: t.rules,
        seats,
        seed: rand::random(),
        same_dice: false,
    })
    .map_err(|e| e.to_string())?;
    let alone = people <= 1;
    let mut options = MatchOptions {
        cpu_speed: CpuSpeed::Normal,
        undo: alone,
        hints: alone,
        show_odds: alone,
        ..MatchOptions::default()
    }
    .fitted(t.chairs.len());
    if !alone {
        options.coach.clear();
    }
    options.joining = t.chairs.iter().map(Chair::is_person).collect();
    let id = format!("{:016x}", rand::random::<u64>());
    Session::new(game, options, id, now_unix()).map_err(|e| e.to_string())
}

/// A session's save as the database keeps it (the file format of a match on the go).
pub(super) fn save_json(session: &crate::game::Session) -> Result<String, String> {
    let bytes = crate::store::json::to_bytes(
        &crate::store::SaveFile::of(session),
        crate::store::SAVE_LIMIT,
    )
    .map_err(|e| e.into_store_error("The table").to_string())?;
    String::from_utf8(bytes).map_err(|e| e.to_string())
}
