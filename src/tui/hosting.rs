//! A hosted table: the one [`crate::table::Table`] that decides (no screen of its own), the
//! host's window, and a window per guest. Everything here runs on the game's one thread: the
//! network hands over plain [`Arrival`]s and takes bytes from each guest's [`Outbox`], so
//! the table, its screens and its solved data never wait on a socket.
//!
//! A guest's window is an [`App`] of its own (their size, default keys and colours, a store
//! that holds nothing of the host's) over the shared shelf (the optimum and the outlook).

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::app::{App, Input};
use super::screens::lobby::{Board, Choice, Lobby, Offer, OfferState};
use super::screens::play::Play;
use super::window::{self, AtTable, PlainWindow, Window, Windows};
use crate::game::{Level, Match, SeatId, SeatKind, Session};
use crate::l10n::{Lang, t};
use crate::net::gate::same_name;
use crate::net::{Arrival, CameIn, ConnId, KnownKeys, Outbox, Visitor};
use crate::table::{Access, Ask, Env, FrontId, News, Table, TableEnd, link};
use crate::words::seat_name;

/// What a host chose for the table's doors.
#[derive(Clone, Debug)]
pub struct Doors {
    /// How many may watch at once.
    pub spectators: usize,
    /// The command guests type, the code, the host key's fingerprint and whether other
    /// machines can reach the table: shown to the host.
    pub join: String,
    pub code: String,
    pub fingerprint: String,
    pub reach: String,
    /// What happens to the seat of a guest who is away.
    pub away: AwayRule,
}

/// The table's rule for a guest who is away (dropped, or not come yet): the match waits
/// for them, or after a while a CPU plays their seat until they are back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AwayRule {
    /// How long the match waits before a CPU stands in; `None` waits for the guest (or,
    /// with a host here, for the host's `p`).
    pub after: Option<Duration>,
    /// The CPU that stands in.
    pub level: Level,
}

impl AwayRule {
    /// Waits for the guest, however long.
    pub const WAIT: AwayRule = AwayRule {
        after: None,
        level: Level::Strong,
    };

    /// What the table is told when `name`'s guest leaves it, by this rule: one sentence,
    /// so each language orders it as it says it.
    fn left(&self, name: &str) -> String {
        let level = self.level.shown();
        match self.after {
            Some(after) if after.is_zero() => {
                t!("serve-host-left-cpu-now", name = name, level = level)
            }
            // A wait in whole minutes is said in minutes, any other in seconds.
            Some(after) if after.as_secs() >= 60 && after.as_secs().is_multiple_of(60) => t!(
                "serve-host-left-cpu-after-minutes",
                name = name,
                minutes = (after.as_secs() / 60),
                level = level
            ),
            Some(after) => t!(
                "serve-host-left-cpu-after-seconds",
                name = name,
                seconds = (after.as_secs()),
                level = level
            ),
            None => t!("serve-host-left-waits-for", name = name),
        }
    }
}

/// Where a guest is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    Lobby,
    Seat(SeatId),
    Watching,
}

/// A guest's window: the drawn screen, or plain lines a screen reader follows.
enum GuestWindow {
    Drawn(Box<Window>),
    Plain(Box<PlainWindow>),
}

impl GuestWindow {
    /// Whether the guest asked to leave.
    fn leaving(&self) -> bool {
        match self {
            GuestWindow::Drawn(w) => w.app.exit().is_some(),
            GuestWindow::Plain(p) => p.leaving(),
        }
    }

    fn take_choice(&mut self) -> Option<Choice> {
        match self {
            GuestWindow::Drawn(w) => w.app.take_choice(),
            GuestWindow::Plain(p) => p.take_choice(),
        }
    }

    fn close(self, farewell: &str) {
        match self {
            GuestWindow::Drawn(w) => w.close(farewell),
            GuestWindow::Plain(p) => p.close(farewell),
        }
    }

    /// The language the guest reads.
    fn lang(&self) -> Lang {
        match self {
            GuestWindow::Drawn(w) => w.lang,
            GuestWindow::Plain(p) => p.lang,
        }
    }

    /// Runs `f` speaking the guest's language: whatever it says is for them.
    fn speak<T>(&self, f: impl FnOnce() -> T) -> T {
        crate::l10n::speaking(self.lang(), None, f)
    }
}

struct Guest {
    window: GuestWindow,
    name: Option<String>,
    key: Option<String>,
    came_in: CameIn,
    place: Place,
    board: Rc<RefCell<Board>>,
}

impl Guest {
    /// Shows the guest why what they chose did not happen, in their language.
    fn problem(&self, words: impl FnOnce() -> String) {
        self.board.borrow_mut().problem = Some(self.window.speak(words));
    }
}

/// What the table tells every window about its guests: kept typed until each reader's
/// window says it in its own language (and the host's output in the host's).
#[derive(Clone, Debug)]
enum Told {
    /// A guest took a seat (named as the seat is shown), and how they came in.
    Joined { seat: String, how: &'static str },
    /// A guest watches (`None`: one who gave no name).
    Watching(Option<String>),
    /// A seat's guest left; `over` when the match had ended.
    Left { seat: String, over: bool },
    /// The away rule let a CPU stand in for a guest.
    AwayStandIn { name: String, level: Level },
    /// The host let a CPU stand in for a guest (`None`: no CPU any more).
    StandIn { name: String, level: Option<Level> },
    /// The seat to play is a guest's who is away.
    TurnAway { name: String },
}

/// A seat kept for a guest.
struct GuestSeat {
    seat: SeatId,
    name: String,
    /// The connection playing it now.
    holder: Option<ConnId>,
    /// The CPU playing it while its guest is away.
    stand_in: Option<Level>,
    /// Whether a guest has taken it (now, or before the table was reopened): from then on
    /// it waits for that guest alone.
    claimed: bool,
    /// Since when no one holds it, for the away rule.
    empty_since: Instant,
}

impl GuestSeat {
    /// Whether its guest is away and it waits for them.
    fn waiting(&self) -> bool {
        self.holder.is_none() && self.claimed
    }
}

/// Why a guest is given a seat: they chose it (or came back to it), or the host let them
/// take a seat that waits for someone else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Grant {
    Chosen,
    LetIn,
}

/// A window's front at the table: its place there, and the end of its link.
struct End {
    front: FrontId,
    link: TableEnd,
}

/// The table once setup or resume made it, and who is at it.
struct Open {
    table: Box<Table>,
    /// The host's window's end of its link (none when headless).
    host_end: Option<End>,
    ends: BTreeMap<ConnId, End>,
    seats: Vec<GuestSeat>,
}

/// Why the host's own asks of the table (a CPU to stand in, a guest let in) are refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum HostRefusal {
    NotStarted,
    NoOneAway,
    NoOneAsking,
}

impl HostRefusal {
    /// Why, in the language spoken here and now (the host's).
    fn words(self) -> String {
        match self {
            HostRefusal::NotStarted => t!("serve-host-not-started"),
            HostRefusal::NoOneAway => t!("serve-host-no-one-away"),
            HostRefusal::NoOneAsking => t!("serve-host-no-one-asking"),
        }
    }
}

/// Why a guest's window is closed by the table, said to each in their own language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Farewell {
    /// The guest chose to leave.
    Left,
    /// Their connection fell too far behind the screen it was sent.
    CouldNotKeepUp,
    /// The host closed the table (or the headless table ended).
    HostClosed,
    /// The server under the table stopped.
    ServerStopped,
}

impl Farewell {
    /// What the guest reads as their connection closes, in the language spoken.
    pub fn words(self) -> String {
        match self {
            Farewell::Left => t!("serve-host-bye-left"),
            Farewell::CouldNotKeepUp => t!("serve-host-bye-could-not-keep-up"),
            Farewell::HostClosed => t!("serve-host-bye-host-closed"),
            Farewell::ServerStopped => t!("serve-host-bye-server-stopped"),
        }
    }
}

/// What a CPU standing in cycles through.
const STAND_INS: [Option<Level>; 3] = [None, Some(Level::Strong), Some(Level::Perfect)];

pub struct Hosting {
    /// The host's window: drawn and fed keys only when the host plays here.
    pub app: App,
    headless: bool,
    doors: Doors,
    known: Arc<Mutex<KnownKeys>>,
    table: Option<Open>,
    guests: BTreeMap<ConnId, Guest>,
    /// Lines for a headless host's output (who came and went).
    log: Vec<String>,
    last_tick: Instant,
    /// Set once the table has been closed by the host or the match's end.
    closed: bool,
    /// The host's title line, shared with the host's window.
    banner: Rc<RefCell<String>>,
    /// What the server counts (wrong codes), once it is known.
    stats: Option<Arc<crate::net::Stats>>,
    /// The turn (seat, round) at which the table last said its guest is away.
    told_away: Option<(SeatId, usize)>,
    /// Guests who asked for a seat that waits for someone else, oldest first: the host
    /// may let them take it.
    asking: Vec<(ConnId, SeatId)>,
    /// What the door's counts were when a headless host last printed them, and when.
    door_told: (String, Instant),
    /// A saved match's table reopened: every guest seat is its guest's already.
    reopened: bool,
    /// The host's language: what the host's window and output are told is in it, whatever
    /// the guest whose key made it happen speaks.
    host_lang: Lang,
}

/// How often a headless host prints what its door turned away, at most.
const DOOR_REPORT: Duration = Duration::from_secs(10);

/// The guests' windows, as `tui::window::arrive` drives them.
impl Windows for Hosting {
    fn window(&mut self, conn: ConnId) -> Option<&mut Window> {
        match self.guests.get_mut(&conn).map(|guest| &mut guest.window) {
            Some(GuestWindow::Drawn(window)) => Some(window.as_mut()),
            _ => None,
        }
    }

    fn opened(&mut self, conn: ConnId, visitor: Visitor, size: (u16, u16), out: Outbox) {
        self.open(conn, visitor, size, out);
    }

    /// A guest's key is answered by the table (and every window told) before the next;
    /// a guest who has left stops there.
    fn answer(&mut self, conn: ConnId) -> bool {
        if self
            .guests
            .get(&conn)
            .is_some_and(|guest| guest.window.leaving())
        {
            return false;
        }
        self.settle();
        true
    }

    /// A plain guest's lines, each carried out by the table and told to every window
    /// before the next.
    fn typed(&mut self, conn: ConnId, bytes: &[u8]) -> bool {
        let Some(GuestWindow::Plain(plain)) = self.guests.get_mut(&conn).map(|g| &mut g.window)
        else {
            return false;
        };
        for line in plain.typed(bytes) {
            let Some(GuestWindow::Plain(plain)) = self.guests.get_mut(&conn).map(|g| &mut g.window)
            else {
                break;
            };
            if plain.leaving() {
                break;
            }
            if plain.in_lobby() {
                plain.choose(&line);
            } else if let Some(at) = at_table(self.table.as_mut(), conn, &mut self.app) {
                plain.play(&line, at);
            }
            self.settle();
        }
        true
    }

    /// The table hears nothing of a guest's size: their window has redrawn itself.
    fn resized(&mut self, _conn: ConnId) {}

    fn closed(&mut self, conn: ConnId) {
        self.leave(conn, None);
    }
}

impl Hosting {
    pub fn new(app: App, headless: bool, doors: Doors, known: Arc<Mutex<KnownKeys>>) -> Hosting {
        Hosting {
            app,
            headless,
            doors,
            known,
            table: None,
            guests: BTreeMap::new(),
            log: Vec::new(),
            last_tick: Instant::now(),
            closed: false,
            banner: Rc::new(RefCell::new(String::new())),
            stats: None,
            told_away: None,
            asking: Vec::new(),
            door_told: (String::new(), Instant::now()),
            reopened: false,
            host_lang: crate::l10n::current(),
        }
    }

    /// `words` in the host's language.
    fn to_host(&self, words: impl FnOnce() -> String) -> String {
        crate::l10n::speaking(self.host_lang, None, words)
    }

    /// This table reopens a saved match (`host --resume`): each guest seat waits for the
    /// guest named on it, as it did before, even one who sat down but had not moved yet.
    pub fn reopened(&mut self) {
        self.reopened = true;
    }

    /// The server's counters, for the host's title line.
    pub fn watch(&mut self, stats: Arc<crate::net::Stats>) {
        self.stats = Some(stats);
    }

    /// What a headless host prints since last asked.
    pub fn take_log(&mut self) -> Vec<String> {
        std::mem::take(&mut self.log)
    }

    /// Whether the table is over: the host left, or (headless) the match ended and every
    /// guest has seen it.
    pub fn done(&self) -> bool {
        self.closed
            || self.app.exit().is_some()
            || (self.headless
                && self
                    .table
                    .as_ref()
                    .is_some_and(|t| t.table.game().is_over())
                && self.guests.is_empty())
    }

    /// The match at the table, if it has started (tests, and the headless host's output).
    pub fn table_match(&self) -> Option<&crate::game::Match> {
        self.table.as_ref().map(|t| t.table.game())
    }

    /// How many guests are connected.
    pub fn guest_count(&self) -> usize {
        self.guests.len()
    }

    /// One thing from the network.
    pub fn arrive(&mut self, arrival: Arrival) {
        window::arrive(self, arrival);
    }

    /// A key or click at the host's own terminal, answered by the table before the next.
    pub fn local(&mut self, input: Input) {
        self.app.handle(input);
        self.settle();
    }

    /// Answers what the windows asked, tells every window what changed, and lets each one
    /// hear it now.
    fn settle(&mut self) {
        self.grant_choices();
        self.answer_asks();
        self.broadcast();
        self.app.tick(Duration::ZERO);
        for guest in self.guests.values_mut() {
            if let GuestWindow::Drawn(window) = &mut guest.window {
                window.app.tick(Duration::ZERO);
            }
        }
        self.tell_plain();
    }

    /// Each plain guest hears what changed: the lobby's list, the table's news.
    fn tell_plain(&mut self) {
        for (&conn, guest) in self.guests.iter_mut() {
            if let GuestWindow::Plain(plain) = &mut guest.window {
                plain.step(at_table(self.table.as_mut(), conn, &mut self.app));
            }
        }
    }

    fn grant_choices(&mut self) {
        let choices: Vec<(ConnId, Choice)> = self
            .guests
            .iter_mut()
            .filter_map(|(&c, g)| g.window.take_choice().map(|ch| (c, ch)))
            .collect();
        for (conn, choice) in choices {
            self.grant(conn, choice, Grant::Chosen);
        }
    }

    /// The table's news to every window.
    fn broadcast(&mut self) {
        let Some(table) = self.table.as_mut() else {
            return;
        };
        for end in table.host_end.iter().chain(table.ends.values()) {
            for n in table.table.take_news(end.front) {
                end.link.tell(n);
            }
        }
    }

    fn open(&mut self, conn: ConnId, visitor: Visitor, size: (u16, u16), mut out: Outbox) {
        use std::io::Write;
        if let Some(name) = self.taken_name(visitor.name.as_deref()) {
            let closer = out.closer();
            let _ = out.flush();
            // Said in the guest's language (the door's caller speaks it), logged in the host's.
            closer.close(&t!("serve-host-name-taken", name = name.as_str()));
            let addr = visitor.addr.to_string();
            let said = self.to_host(|| {
                t!(
                    "serve-host-turned-away-name",
                    addr = addr.as_str(),
                    name = name.as_str()
                )
            });
            self.log.push(said);
            return;
        }
        let board = Rc::new(RefCell::new(Board::default()));
        let window = match visitor.mode {
            crate::net::Mode::Plain(pty) => GuestWindow::Plain(Box::new(PlainWindow::open(
                out,
                pty,
                visitor.lang,
                board.clone(),
            ))),
            crate::net::Mode::Screen => {
                let shelf = self.app.cx().shelf.clone();
                let app = App::guest(
                    shelf,
                    super::Prefs::default(),
                    Box::new(Lobby::new(board.clone())),
                );
                match Window::open(out, size, app, visitor.lang) {
                    Ok(window) => GuestWindow::Drawn(Box::new(window)),
                    Err(closer) => {
                        closer.close(&t!("serve-terminal-not-set-up"));
                        return;
                    }
                }
            }
        };
        let Visitor {
            name,
            key,
            came_in,
            addr,
            lang: _,
            mode: _,
        } = visitor;
        let addr = addr.to_string();
        let said = self.to_host(|| match &name {
            Some(name) => t!(
                "serve-host-connected",
                name = name.as_str(),
                addr = addr.as_str(),
                how = came_in_id(came_in)
            ),
            None => t!(
                "serve-host-guest-connected",
                addr = addr.as_str(),
                how = came_in_id(came_in)
            ),
        });
        self.log.push(said);
        self.guests.insert(
            conn,
            Guest {
                window,
                name,
                key,
                came_in,
                place: Place::Lobby,
                board,
            },
        );
        self.update_boards();
        self.seat_by_name(conn);
    }

    /// The name (escaped) when a guest may not use it here: it is the name of a seat
    /// played at the host or by a CPU, or it looks like a name at the table (a seat's or a
    /// guest's) without being it: `ana` is Ana coming for her seat, but Cyrillic `Аna` or
    /// `ANA` written in Cyrillic letters is someone else.
    fn taken_name(&self, name: Option<&str>) -> Option<String> {
        let name = name?;
        let taken = || Some(crate::escape::shown(name).into_owned());
        if let Some(table) = &self.table {
            let game = table.table.game();
            for id in game.seat_ids() {
                let Some(seat) = game.seat(id) else { continue };
                let joins = table.seats.iter().any(|s| s.seat == id);
                if same_name(&seat.name, name) && (!joins || !same_letters(&seat.name, name)) {
                    return taken();
                }
            }
        }
        let look_alike = self.guests.values().filter_map(|g| g.name.as_deref());
        for other in look_alike {
            if same_name(other, name) && !same_letters(other, name) {
                return taken();
            }
        }
        None
    }

    /// A guest whose key was remembered for a seat of this match, or whose name is a guest
    /// seat's, takes it at once when it is theirs to take: that is how a guest who dropped
    /// comes back. One whose seat is played from another connection is told so.
    fn seat_by_name(&mut self, conn: ConnId) {
        let (Some(table), Some(guest)) = (&self.table, self.guests.get(&conn)) else {
            return;
        };
        if guest.place != Place::Lobby {
            return;
        }
        let by_key = self
            .key_seat(guest)
            .and_then(|index| table.seats.iter().find(|s| s.seat.index() == index));
        let by_name = guest
            .name
            .as_deref()
            .and_then(|name| table.seats.iter().find(|s| same_letters(&s.name, name)));
        let Some(kept) = by_key.or(by_name) else {
            return;
        };
        if kept.holder.is_some() {
            // Without a word, a second connection under a seated guest's name would see
            // only a seat list with their seat taken.
            guest.board.borrow_mut().held_elsewhere(&kept.name);
            return;
        }
        let seat = kept.seat;
        self.grant(conn, Choice::Seat(seat), Grant::Chosen);
    }

    /// The seat (its place) the guest's key was remembered for in this match, if any.
    fn key_seat(&self, guest: &Guest) -> Option<usize> {
        let key = guest.key.as_deref()?;
        let known = self.known.lock().ok()?;
        known.seat_of(key).map(|(index, _)| index)
    }

    /// Whether a guest may take a seat by choosing it: a free seat no one has taken yet, or
    /// their own. A seat that waits for its guest is that guest's alone (their remembered
    /// key, or their name with today's code); a guest who came in by a remembered key
    /// takes only the seat that key was remembered for.
    fn may_take(&self, guest: &Guest, kept: &GuestSeat) -> bool {
        let key_seat = self.key_seat(guest);
        if guest.came_in == CameIn::RememberedKey {
            return key_seat == Some(kept.seat.index());
        }
        if !kept.claimed || key_seat == Some(kept.seat.index()) {
            return true;
        }
        guest
            .name
            .as_deref()
            .is_some_and(|n| same_letters(n, &kept.name))
    }

    /// Gives a guest the seat (or the watching place) they chose, if it is still free and
    /// theirs to take.
    fn grant(&mut self, conn: ConnId, choice: Choice, how: Grant) {
        if self.table.is_none() {
            if let Some(guest) = self.guests.get(&conn) {
                guest.problem(|| t!("serve-host-not-started-yet"));
            }
            return;
        }
        if let Choice::Seat(seat) = choice
            && how == Grant::Chosen
            && !self.may_take_seat(conn, seat)
        {
            return;
        }
        let Some(plays) = self.claim(conn, choice) else {
            return;
        };
        self.seat_guest(conn, plays);
        let Some(told) = self.placed(conn, choice, how) else {
            return;
        };
        self.say_all(&told);
        self.update_boards();
    }

    /// Claims the place chosen for the guest on `conn`: a free place to watch, or the seat
    /// (its stand-in leaving, the guest's key remembered for it). Returns the seats they
    /// play, or `None` (the guest told why, where there is something to tell).
    fn claim(&mut self, conn: ConnId, choice: Choice) -> Option<Vec<SeatId>> {
        let table = self.table.as_mut()?;
        let guest = self.guests.get(&conn)?;
        let watchers = table
            .ends
            .values()
            .filter(|e| e.link.plays.is_empty())
            .count();
        match choice {
            Choice::Watch if watchers >= self.doors.spectators => {
                let most = self.doors.spectators;
                guest.problem(|| t!("serve-host-no-place-to-watch", count = most));
                None
            }
            Choice::Watch => Some(Vec::new()),
            Choice::Seat(seat) => {
                let kept = table.seats.iter_mut().find(|s| s.seat == seat)?;
                if kept.holder.is_some() {
                    let name = kept.name.as_str();
                    guest.problem(|| t!("serve-host-seat-taken", name = name));
                    return None;
                }
                kept.holder = Some(conn);
                kept.claimed = true;
                if kept.stand_in.take().is_some() {
                    table.table.set_stand_in(seat, None);
                }
                if let Some(key) = &guest.key
                    && guest.came_in != CameIn::RememberedKey
                    && let Ok(mut known) = self.known.lock()
                {
                    // Remembering the key is a convenience for next time: a failure to
                    // write it changes nothing now.
                    let _ = known.remember(key, &kept.name, seat.index());
                }
                Some(vec![seat])
            }
        }
    }

    /// Joins the guest on `conn` to the table as a front playing `plays` (none: watching),
    /// and shows them its play screen.
    fn seat_guest(&mut self, conn: ConnId, plays: Vec<SeatId>) {
        let (Some(table), Some(guest)) = (self.table.as_mut(), self.guests.get_mut(&conn)) else {
            return;
        };
        let id = table.table.join(plays.clone(), Access::Guest);
        let (front, end) = link(plays, true);
        match &mut guest.window {
            GuestWindow::Drawn(window) => {
                let view = Play::front(table.table.session().clone(), front);
                window.app.show_screen(Box::new(view));
            }
            GuestWindow::Plain(plain) => plain.sit(front),
        }
        table.ends.insert(
            conn,
            End {
                front: id,
                link: end,
            },
        );
    }

    /// Records where the guest on `conn` now is, drops their pending asks, and returns what
    /// the table is told of it.
    fn placed(&mut self, conn: ConnId, choice: Choice, how: Grant) -> Option<Told> {
        let (Some(table), Some(guest)) = (self.table.as_ref(), self.guests.get_mut(&conn)) else {
            return None;
        };
        let how = match how {
            Grant::LetIn => "letin",
            Grant::Chosen => came_in_id(guest.came_in),
        };
        Some(match choice {
            Choice::Seat(seat) => {
                guest.place = Place::Seat(seat);
                self.asking.retain(|&(c, s)| c != conn && s != seat);
                Told::Joined {
                    seat: seat_name(table.table.game(), seat),
                    how,
                }
            }
            Choice::Watch => {
                guest.place = Place::Watching;
                self.asking.retain(|&(c, _)| c != conn);
                Told::Watching(guest.name.clone())
            }
        })
    }

    /// Whether the guest on `conn` may take `seat` by choosing it; if not, they are told
    /// why and (for a seat waiting for someone else) the host is asked.
    fn may_take_seat(&mut self, conn: ConnId, seat: SeatId) -> bool {
        let (Some(table), Some(guest)) = (&self.table, self.guests.get(&conn)) else {
            return false;
        };
        let Some(kept) = table.seats.iter().find(|s| s.seat == seat) else {
            return false;
        };
        if kept.holder.is_some() || self.may_take(guest, kept) {
            return true;
        }
        if guest.came_in == CameIn::RememberedKey {
            guest.problem(|| t!("serve-host-key-own-seat-only"));
            return false;
        }
        let name = kept.name.clone();
        let host_here = !self.headless;
        guest.problem(|| {
            if host_here {
                t!("serve-host-seat-waits-asked", name = name.as_str())
            } else {
                t!("serve-host-seat-waits", name = name.as_str())
            }
        });
        if host_here && !self.asking.contains(&(conn, seat)) {
            self.asking.push((conn, seat));
            let who = guest.name.clone();
            let said = self.to_host(|| match &who {
                Some(who) => t!(
                    "serve-host-asks-seat",
                    who = who.as_str(),
                    name = name.as_str()
                ),
                None => t!("serve-host-guest-asks-seat", name = name.as_str()),
            });
            self.log.push(said.clone());
            if let Some(end) = self.table.as_ref().and_then(|t| t.host_end.as_ref()) {
                end.link.tell(News::Said(said));
            }
        }
        false
    }

    /// The host lets the guest who asked first take the seat they asked for.
    fn let_in(&mut self) -> Result<(), HostRefusal> {
        let asked = self.asking.iter().copied().find(|&(conn, seat)| {
            let in_lobby = self
                .guests
                .get(&conn)
                .is_some_and(|g| g.place == Place::Lobby);
            let waits = self
                .table
                .as_ref()
                .is_some_and(|t| t.seats.iter().any(|s| s.seat == seat && s.waiting()));
            in_lobby && waits
        });
        self.asking
            .retain(|&(conn, _)| self.guests.contains_key(&conn));
        let Some((conn, seat)) = asked else {
            return Err(HostRefusal::NoOneAsking);
        };
        self.grant(conn, Choice::Seat(seat), Grant::LetIn);
        Ok(())
    }

    /// A guest leaves (or was dropped): their seat waits for them.
    fn leave(&mut self, conn: ConnId, farewell: Option<Farewell>) {
        let Some(guest) = self.guests.remove(&conn) else {
            return;
        };
        let Guest { window, place, .. } = guest;
        if let Some(farewell) = farewell {
            let words = window.speak(|| farewell.words());
            window.close(&words);
        }
        if let Some(table) = self.table.as_mut() {
            if let Some(end) = table.ends.remove(&conn) {
                table.table.leave(end.front);
            }
            if let Place::Seat(seat) = place {
                if let Some(kept) = table.seats.iter_mut().find(|s| s.seat == seat) {
                    kept.holder = None;
                    kept.empty_since = Instant::now();
                }
                let over = table.table.game().is_over();
                let seat = seat_name(table.table.game(), seat);
                self.say_all(&Told::Left { seat, over });
            }
        }
        self.asking.retain(|&(c, _)| c != conn);
        self.update_boards();
    }

    /// Tells every window (and the host's output) what happened, each in its reader's
    /// language: the words are made per reader, never once for all.
    fn say_all(&mut self, told: &Told) {
        let to_host = self.to_host(|| self.told_words(told));
        self.log.push(to_host.clone());
        let Some(table) = self.table.as_ref() else {
            return;
        };
        if let Some(end) = &table.host_end {
            end.link.tell(News::Said(to_host));
        }
        for (conn, end) in &table.ends {
            let said = match self.guests.get(conn) {
                Some(guest) => guest.window.speak(|| self.told_words(told)),
                None => self.told_words(told),
            };
            end.link.tell(News::Said(said));
        }
    }

    /// What `told` says, in the language spoken here and now.
    fn told_words(&self, told: &Told) -> String {
        match told {
            Told::Joined { seat, how } => {
                t!("serve-host-joined", name = seat.as_str(), how = (*how))
            }
            Told::Watching(Some(name)) => t!("serve-host-watching", name = name.as_str()),
            Told::Watching(None) => t!("serve-host-guest-watching"),
            Told::Left { seat, over: true } => t!("serve-left-plain", name = seat.as_str()),
            Told::Left { seat, .. } if self.headless || self.doors.away.after.is_some() => {
                self.doors.away.left(seat)
            }
            Told::Left { seat, .. } => t!("serve-host-left-p", name = seat.as_str()),
            Told::AwayStandIn { name, level } => t!(
                "serve-away-stand-in",
                name = name.as_str(),
                level = level.shown()
            ),
            Told::StandIn {
                name,
                level: Some(level),
            } => t!(
                "serve-host-stand-in",
                name = name.as_str(),
                level = level.shown()
            ),
            Told::StandIn { name, level: None } => {
                t!("serve-host-stand-in-none", name = name.as_str())
            }
            Told::TurnAway { name } if self.headless => {
                t!("serve-turn-of-away", name = name.as_str())
            }
            Told::TurnAway { name } => t!("serve-host-turn-of-away-p", name = name.as_str()),
        }
    }

    /// What every guest's lobby lists.
    fn update_boards(&mut self) {
        let watchers = self
            .guests
            .values()
            .filter(|g| g.place == Place::Watching)
            .count();
        // Made in each guest's language: the match's description and a stand-in's name
        // are words.
        let listed = || match &self.table {
            Some(table) => (
                Some(super::services::describe_saved(table.table.session())),
                table
                    .seats
                    .iter()
                    .map(|s| Offer {
                        seat: s.seat,
                        name: s.name.clone(),
                        state: match (s.holder, s.stand_in) {
                            (Some(_), _) => OfferState::Taken,
                            (None, None) if s.claimed => OfferState::Away { stand_in: None },
                            (None, None) => OfferState::Free,
                            (None, Some(level)) => OfferState::Away {
                                stand_in: Some(t!("serve-new-seat-cpu", level = level.shown())),
                            },
                        },
                    })
                    .collect(),
            ),
            None => (None, Vec::new()),
        };
        for guest in self.guests.values() {
            let (about, offers) = guest.window.speak(listed);
            let mut board = guest.board.borrow_mut();
            board.about = about;
            board.offers = offers;
            board.watch_open = watchers < self.doors.spectators;
        }
    }

    /// Whether a seat has moves of its own in the match: its guest was there before.
    fn has_moves(game: &Match, seat: SeatId) -> bool {
        game.log().iter().any(|e| e.seat == seat && !e.undone)
    }

    /// The table from the host's setup (or resume), once there is one.
    fn open_table(&mut self) {
        let Some(mut table) = self.app.take_table() else {
            return;
        };
        let session = table.session().clone();
        let keys_here = self.keys_into(session.id());
        let (seats, here) = self.split_seats(&session);
        let host_end = if self.headless {
            None
        } else {
            Some(self.host_front(&mut table, &session, here, keys_here))
        };
        let said = self.to_host(|| {
            t!(
                "serve-host-table-open",
                about = super::services::describe_saved(&session)
            )
        });
        self.log.push(said);
        self.table = Some(Open {
            table,
            host_end,
            ends: BTreeMap::new(),
            seats,
        });
        self.update_boards();
        let waiting: Vec<ConnId> = self.guests.keys().copied().collect();
        for conn in waiting {
            self.seat_by_name(conn);
        }
    }

    /// Points the remembered keys at the match `id` and lists those that let their guest
    /// back into it, one line each, for the host's table info.
    fn keys_into(&self, id: &str) -> Vec<String> {
        let mut keys_here = Vec::new();
        if let Ok(mut known) = self.known.lock() {
            known.set_table(Some(id));
            for (fingerprint, r) in known.remembered() {
                if r.table.as_deref() == Some(id) {
                    keys_here.push(format!(
                        "  {}: {}",
                        crate::escape::excerpt(&r.name, 24),
                        crate::escape::excerpt(fingerprint, 60)
                    ));
                }
            }
        }
        keys_here
    }

    /// The match's people split into the seats guests join and those played here.
    fn split_seats(&self, session: &Session) -> (Vec<GuestSeat>, Vec<SeatId>) {
        let options = session.options();
        let game = session.game();
        let mut seats = Vec::new();
        let mut here = Vec::new();
        for id in game.seat_ids() {
            let Some(seat) = game.seat(id) else { continue };
            if seat.kind != SeatKind::Human {
                continue;
            }
            // A headless host has no one here: every person joins.
            if options.joins_for(id.index()) || self.headless {
                seats.push(GuestSeat {
                    seat: id,
                    name: seat.name.clone(),
                    holder: None,
                    stand_in: None,
                    claimed: self.reopened || Hosting::has_moves(game, id),
                    empty_since: Instant::now(),
                });
            } else {
                here.push(id);
            }
        }
        (seats, here)
    }

    /// The host's window joined to the table as the front of the seats played `here`, with
    /// how to join and the remembered keys in its table info.
    fn host_front(
        &mut self,
        table: &mut Table,
        session: &Session,
        here: Vec<SeatId>,
        keys_here: Vec<String>,
    ) -> End {
        let id = table.join(here.clone(), Access::Host);
        let (front, end) = link(here, false);
        let mut view = Play::front(session.clone(), front);
        *self.banner.borrow_mut() = self.banner_text();
        view.banner = Some(self.banner.clone());
        // The three values line up after their labels, however long each language's are.
        let labelled = [
            (t!("serve-host-info-join"), &self.doors.join),
            (t!("serve-host-info-code"), &self.doors.code),
            (t!("serve-host-info-key"), &self.doors.fingerprint),
        ];
        let width = labelled
            .iter()
            .map(|(label, _)| super::widgets::display_width(label))
            .max()
            .unwrap_or(0);
        let mut info = vec![self.doors.reach.clone()];
        info.extend(labelled.iter().map(|(label, value)| {
            let pad = width.saturating_sub(super::widgets::display_width(label));
            format!("{label}{} {value}", " ".repeat(pad))
        }));
        // Right under the join line: how a guest with a screen reader joins in plain lines.
        info.insert(
            2.min(info.len()),
            t!(
                "plain-guest-host-join",
                join = self.doors.join.replacen("ssh ", "ssh -T ", 1)
            ),
        );
        info.extend([
            t!("serve-host-info-check-key"),
            t!("serve-host-info-p"),
            t!("serve-host-info-g"),
            t!("serve-host-info-remembered"),
        ]);
        if !keys_here.is_empty() {
            info.push(t!("serve-host-info-keys-here"));
        }
        info.extend(keys_here);
        view.table_info = Some(info);
        view.say_info(&t!(
            "serve-host-how-to-join",
            reach = self.doors.reach.as_str()
        ));
        self.app.show_screen(Box::new(view));
        End {
            front: id,
            link: end,
        }
    }

    /// The host's title line: the code, who is here and what the door turned away so far
    /// (first, so a narrow terminal still shows them), then how to join. Only the parts
    /// that fit whole beside the rest of the title are there: the title ends where the
    /// terminal does, and a part cut there read as nonsense ("1 wählt eine" at 80 columns
    /// in German); the code always is.
    fn banner_text(&self) -> String {
        let mut parts = vec![t!(
            "serve-host-banner-code",
            code = self.doors.code.as_str()
        )];
        // Seated guests, spectators and those still choosing, each counted apart: a
        // spectator is no player.
        let count =
            |place: fn(&Place) -> bool| self.guests.values().filter(|g| place(&g.place)).count();
        let playing = count(|p| matches!(p, Place::Seat(_)));
        let watching = count(|p| *p == Place::Watching);
        let choosing = count(|p| *p == Place::Lobby);
        if playing > 0 {
            parts.push(t!("serve-host-banner-playing", count = playing));
        }
        if watching > 0 {
            parts.push(t!("serve-host-banner-watching", count = watching));
        }
        if choosing > 0 {
            parts.push(t!("serve-host-banner-choosing", count = choosing));
        }
        let door = self.door_counts();
        if !door.is_empty() {
            parts.push(door);
        }
        parts.push(self.doors.join.clone());
        let room = self.app.size().width.saturating_sub(TITLE_BESIDE_BANNER);
        whole_parts(&parts, usize::from(room))
    }

    /// What the door refused so far, in words; empty while it refused nothing.
    fn door_counts(&self) -> String {
        let Some(stats) = &self.stats else {
            return String::new();
        };
        crate::net::door_words(&[
            crate::net::DoorCount::WrongCodes(stats.failures()),
            crate::net::DoorCount::ShutOut(stats.locked_out()),
            crate::net::DoorCount::TurnedAway(stats.turned_away()),
        ])
    }

    /// A headless host's output says what the door refused, when that changed (at most
    /// every few seconds, so a flood does not flood the log too).
    fn report_door(&mut self, now: Instant) {
        if !self.headless || now.saturating_duration_since(self.door_told.1) < DOOR_REPORT {
            return;
        }
        let counts = self.door_counts();
        if counts != self.door_told.0 {
            let said = self.to_host(|| t!("serve-host-door-so-far", counts = counts.as_str()));
            self.log.push(said);
            self.door_told = (counts, now);
        }
    }

    /// The away rule at work: a CPU stands in for each guest away for longer than it says.
    fn apply_away_rule(&mut self, now: Instant) {
        let rule = self.doors.away;
        let Some(after) = rule.after else {
            return;
        };
        let Some(table) = self.table.as_mut() else {
            return;
        };
        if table.table.game().is_over() {
            return;
        }
        let mut said = Vec::new();
        for kept in table.seats.iter_mut() {
            if kept.holder.is_none()
                && kept.stand_in.is_none()
                && now.saturating_duration_since(kept.empty_since) >= after
            {
                kept.stand_in = Some(rule.level);
                table.table.set_stand_in(kept.seat, Some(rule.level));
                said.push(Told::AwayStandIn {
                    name: kept.name.clone(),
                    level: rule.level,
                });
            }
        }
        if said.is_empty() {
            return;
        }
        for told in said {
            self.say_all(&told);
        }
        self.update_boards();
    }

    /// Lets a CPU play for an absent guest (the seat to play, else the first one away), a
    /// stronger one, or none again.
    fn stand_in(&mut self) -> Result<Told, HostRefusal> {
        let Some(table) = self.table.as_mut() else {
            return Err(HostRefusal::NotStarted);
        };
        let current = table.table.game().current_seat();
        let away: Vec<usize> = (0..table.seats.len())
            .filter(|&i| table.seats[i].holder.is_none())
            .collect();
        let pick = away
            .iter()
            .copied()
            .find(|&i| Some(table.seats[i].seat) == current)
            .or_else(|| away.first().copied());
        let Some(i) = pick else {
            return Err(HostRefusal::NoOneAway);
        };
        let kept = &mut table.seats[i];
        let at = STAND_INS
            .iter()
            .position(|&l| l == kept.stand_in)
            .unwrap_or(0);
        let next = STAND_INS[(at + 1) % STAND_INS.len()];
        kept.stand_in = next;
        let (seat, name) = (kept.seat, kept.name.clone());
        table.table.set_stand_in(seat, next);
        Ok(Told::StandIn { name, level: next })
    }

    /// Everything that does not wait for input: seats granted, requests answered, the CPUs'
    /// pace, news to every window, and each guest's screen redrawn.
    pub fn step(&mut self) {
        let now = Instant::now();
        let dt = now.saturating_duration_since(self.last_tick);
        self.last_tick = now;
        if self.table.is_none() {
            self.open_table();
        }
        self.apply_away_rule(now);
        self.report_door(now);
        self.grant_choices();
        self.answer_asks();
        if let Some(table) = self.table.as_mut() {
            let cx = self.app.cx();
            let mut env = Env {
                store: cx.store,
                solved: cx.shelf,
                now: cx.clock,
            };
            table.table.tick(&mut env, false);
        }
        self.broadcast();
        self.tell_if_away();
        let banner = self.banner_text();
        if *self.banner.borrow() != banner {
            *self.banner.borrow_mut() = banner;
        }
        self.app.tick(dt);
        let mut gone = Vec::new();
        self.tell_plain();
        for (&conn, guest) in self.guests.iter_mut() {
            if let GuestWindow::Drawn(window) = &mut guest.window {
                let events = window.idle(now);
                window.feed(events);
                window.tick(dt);
            }
            if guest.window.leaving() {
                gone.push((conn, Farewell::Left));
                continue;
            }
            let keeps_up = match &mut guest.window {
                GuestWindow::Drawn(window) => window.draw(),
                GuestWindow::Plain(plain) => !plain.lagging(),
            };
            if !keeps_up {
                gone.push((conn, Farewell::CouldNotKeepUp));
            }
        }
        for (conn, farewell) in gone {
            self.leave(conn, Some(farewell));
        }
        if self.app.exit().is_some() {
            self.close(Farewell::HostClosed);
        }
    }

    /// When the seat to play is a guest's who is away (and no CPU stands in), every window
    /// hears it once that turn, with what the host can do.
    fn tell_if_away(&mut self) {
        let Some(table) = self.table.as_ref() else {
            return;
        };
        let game = table.table.game();
        let Some(current) = game.current_seat() else {
            return;
        };
        let away = table
            .seats
            .iter()
            .find(|s| s.seat == current && s.holder.is_none() && s.stand_in.is_none());
        let Some(away) = away else {
            self.told_away = None;
            return;
        };
        let turn = (current, game.round());
        if self.told_away == Some(turn) {
            return;
        }
        self.told_away = Some(turn);
        let told = Told::TurnAway {
            name: away.name.clone(),
        };
        self.say_all(&told);
    }

    fn answer_asks(&mut self) {
        let Some(table) = self.table.as_mut() else {
            return;
        };
        let mut asked: Vec<(Option<ConnId>, FrontId, bool, Ask)> = Vec::new();
        if let Some(end) = &table.host_end {
            asked.extend(
                end.link
                    .asks()
                    .into_iter()
                    .map(|a| (None, end.front, false, a)),
            );
        }
        for (&conn, end) in &table.ends {
            asked.extend(
                end.link
                    .asks()
                    .into_iter()
                    .map(|a| (Some(conn), end.front, true, a)),
            );
        }
        for (from, front, guest, ask) in asked {
            // A refusal is said in the language of whoever asked.
            let lang = from
                .and_then(|conn| self.guests.get(&conn))
                .map_or(self.host_lang, |g| g.window.lang());
            let answer = if ask == Ask::StandIn && !guest {
                match self.stand_in() {
                    Ok(told) => {
                        self.say_all(&told);
                        Ok(())
                    }
                    Err(refusal) => Err(self.to_host(|| refusal.words())),
                }
            } else if ask == Ask::LetIn && !guest {
                self.let_in()
                    .map_err(|refusal| self.to_host(|| refusal.words()))
            } else {
                let Some(table) = self.table.as_mut() else {
                    return;
                };
                let cx = self.app.cx();
                let mut env = Env {
                    store: cx.store,
                    solved: cx.shelf,
                    now: cx.clock,
                };
                table
                    .table
                    .ask(front, ask, &mut env)
                    .map(|_| ())
                    .map_err(|denial| crate::l10n::speaking(lang, None, || denial.to_string()))
            };
            if let Err(why) = answer
                && let Some(table) = self.table.as_ref()
            {
                let end = match from {
                    Some(conn) => table.ends.get(&conn),
                    None => table.host_end.as_ref(),
                };
                if let Some(end) = end {
                    end.link.tell(News::Refused(why));
                }
            }
        }
        self.update_boards();
    }

    /// When the loop must wake by itself.
    pub fn next_wake(&self) -> Duration {
        let clock = self.app.clock();
        let table = self
            .table
            .as_ref()
            .and_then(|t| t.table.next_due(false))
            .map(|d| d.saturating_sub(clock));
        let guests = self
            .guests
            .values()
            .filter_map(|g| match &g.window {
                GuestWindow::Drawn(window) => window.next_wake(),
                GuestWindow::Plain(_) => None,
            })
            .min();
        [table, guests, self.app.next_wake()]
            .into_iter()
            .flatten()
            .min()
            .unwrap_or(Duration::from_millis(500))
            .min(Duration::from_millis(500))
    }

    /// Serves without a terminal here until the table is done or `stop` is set (a signal),
    /// telling `out` who came and went.
    pub fn serve(
        &mut self,
        arrivals: &std::sync::mpsc::Receiver<Arrival>,
        stop: &std::sync::atomic::AtomicBool,
        out: &mut dyn FnMut(String),
    ) {
        use std::sync::atomic::Ordering;
        use std::sync::mpsc::RecvTimeoutError;
        loop {
            self.step();
            for line in self.take_log() {
                out(line);
            }
            if self.done() || stop.load(Ordering::Relaxed) {
                self.close(Farewell::HostClosed);
                for line in self.take_log() {
                    out(line);
                }
                return;
            }
            match arrivals.recv_timeout(self.next_wake()) {
                Ok(arrival) => {
                    self.arrive(arrival);
                    while let Ok(more) = arrivals.try_recv() {
                        self.arrive(more);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    self.close(Farewell::ServerStopped);
                    return;
                }
            }
        }
    }

    /// Closes the table: every guest hears why, and their terminal is put back.
    pub fn close(&mut self, farewell: Farewell) {
        if self.closed {
            return;
        }
        self.closed = true;
        let conns: Vec<ConnId> = self.guests.keys().copied().collect();
        for conn in conns {
            self.leave(conn, Some(farewell));
        }
        self.table = None;
    }
}

/// What a plain window borrows to reach the table for the guest on `conn`: the table, the
/// guest's front at it, the host's store and solved data. `None` before the guest is at
/// the table.
fn at_table<'a>(open: Option<&'a mut Open>, conn: ConnId, app: &'a mut App) -> Option<AtTable<'a>> {
    let open = open?;
    let front = open.ends.get(&conn)?.front;
    let cx = app.cx();
    Some(AtTable {
        table: &mut open.table,
        front,
        store: cx.store,
        shelf: cx.shelf,
        now: cx.clock,
    })
}

/// How someone came in, as the messages that say it choose their words (a Fluent selector:
/// one sentence per way in, so each language words it whole).
fn came_in_id(came_in: CameIn) -> &'static str {
    match came_in {
        CameIn::Code => "code",
        CameIn::RememberedKey => "remembered",
        CameIn::ListedKey => "listed",
        // A table's door lets no one in these ways; said plainly all the same.
        CameIn::Key => "key",
        CameIn::Guest => "guest",
    }
}

/// Whether two names are the same letters but for case: the same name, said again.
fn same_letters(a: &str, b: &str) -> bool {
    a.to_lowercase() == b.to_lowercase()
}

/// The columns of the host's title line beside its banner: the game's name, the rules and
/// the round, and the keys hint, as long as the languages spoken make them.
const TITLE_BESIDE_BANNER: u16 = 50;

/// `parts` joined with " · ", as many as fit whole in `room` columns, from the first (which
/// is always there).
fn whole_parts(parts: &[String], room: usize) -> String {
    let mut shown = String::new();
    for part in parts {
        let next = if shown.is_empty() {
            part.clone()
        } else {
            format!("{shown} · {part}")
        };
        if !shown.is_empty() && super::widgets::display_width(&next) > room {
            break;
        }
        shown = next;
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::whole_parts;

    #[test]
    fn the_banner_keeps_whole_parts_and_always_the_first() {
        let parts = ["Code abcde-fghjk", "1 wählt", "1 falscher Code"].map(String::from);
        assert_eq!(whole_parts(&parts, 30), "Code abcde-fghjk · 1 wählt");
        assert_eq!(
            whole_parts(&parts, 80),
            "Code abcde-fghjk · 1 wählt · 1 falscher Code"
        );
        assert_eq!(whole_parts(&parts, 5), "Code abcde-fghjk");
    }
}
