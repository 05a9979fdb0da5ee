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
use crate::l10n::t;
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

    /// What guests are told of the rule when a seat's guest goes.
    fn told(&self, name: &str) -> String {
        match self.after {
            Some(after) if after.is_zero() => format!(
                "a {} CPU plays for {name} until they come back",
                self.level.label()
            ),
            Some(after) => format!(
                "if {name} is not back within {}, a {} CPU plays for them until they are",
                span(after),
                self.level.label()
            ),
            None => format!("the match waits for {name} to come back"),
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
}

struct Guest {
    window: GuestWindow,
    name: Option<String>,
    key: Option<String>,
    came_in: CameIn,
    place: Place,
    board: Rc<RefCell<Board>>,
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
enum HostRefusal {
    #[error("The match has not started.")]
    NotStarted,
    #[error("Every guest is here: a CPU stands in only for a guest who is away.")]
    NoOneAway,
    #[error("No guest is asking for a seat.")]
    NoOneAsking,
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
        }
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
        if let Some(why) = self.refused_name(visitor.name.as_deref()) {
            let closer = out.closer();
            let _ = out.flush();
            closer.close(&why);
            self.log
                .push(format!("Turned away a guest from {}: {why}", visitor.addr));
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
                        closer.close("Your terminal could not be set up.");
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
        let who = name.clone().unwrap_or_else(|| "a guest".to_string());
        self.log.push(format!(
            "{who} connected from {addr} {}",
            came_in_words(came_in)
        ));
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

    /// Why a guest may not use this name here, if they may not: it is the name of a seat
    /// played at the host or by a CPU, or it looks like a name at the table (a seat's or a
    /// guest's) without being it: `ana` is Ana coming for her seat, but Cyrillic `Аna` or
    /// `ANA` written in Cyrillic letters is someone else.
    fn refused_name(&self, name: Option<&str>) -> Option<String> {
        let name = name?;
        let taken = || {
            Some(format!(
                "The name {} is taken at this table: connect as another name (ssh NAME@...).",
                crate::escape::shown(name)
            ))
        };
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
                guest.board.borrow_mut().problem =
                    Some("The match has not started yet: wait for the host.".to_string());
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
        let Some(said) = self.placed(conn, choice, how) else {
            return;
        };
        self.log.push(said.clone());
        self.tell_all(&News::Said(said));
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
                guest.board.borrow_mut().problem = Some(format!(
                    "No place left to watch: the host allows {} at once.",
                    self.doors.spectators
                ));
                None
            }
            Choice::Watch => Some(Vec::new()),
            Choice::Seat(seat) => {
                let kept = table.seats.iter_mut().find(|s| s.seat == seat)?;
                if kept.holder.is_some() {
                    guest.board.borrow_mut().problem =
                        Some(format!("{} is taken: choose another seat.", kept.name));
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
    fn placed(&mut self, conn: ConnId, choice: Choice, how: Grant) -> Option<String> {
        let (Some(table), Some(guest)) = (self.table.as_ref(), self.guests.get_mut(&conn)) else {
            return None;
        };
        let who = guest.name.clone().unwrap_or_else(|| "A guest".to_string());
        let how_in = match how {
            Grant::LetIn => "let in by the host",
            Grant::Chosen => came_in_words(guest.came_in),
        };
        Some(match choice {
            Choice::Seat(seat) => {
                guest.place = Place::Seat(seat);
                self.asking.retain(|&(c, s)| c != conn && s != seat);
                let seat_name = seat_name(table.table.game(), seat);
                format!("{seat_name} joined the table ({how_in}).")
            }
            Choice::Watch => {
                guest.place = Place::Watching;
                self.asking.retain(|&(c, _)| c != conn);
                format!("{who} is watching.")
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
            guest.board.borrow_mut().problem = Some(
                "Your key lets you back into your own seat only: for another, connect with the code."
                    .to_string(),
            );
            return false;
        }
        let name = kept.name.clone();
        let who = guest.name.clone().unwrap_or_else(|| "A guest".to_string());
        let host_here = !self.headless;
        guest.board.borrow_mut().problem = Some(if host_here {
            format!(
                "{name}'s seat waits for {name}: the host has been asked whether you may take it."
            )
        } else {
            format!("{name}'s seat waits for {name}: only they can take it.")
        });
        if host_here && !self.asking.contains(&(conn, seat)) {
            self.asking.push((conn, seat));
            let said = format!("{who} asks to take {name}'s seat: g lets them.");
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
    fn leave(&mut self, conn: ConnId, farewell: Option<&str>) {
        let Some(guest) = self.guests.remove(&conn) else {
            return;
        };
        let Guest { window, place, .. } = guest;
        if let Some(farewell) = farewell {
            window.close(farewell);
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
                let name = seat_name(table.table.game(), seat);
                let said = if over {
                    format!("{name} left the table.")
                } else if self.headless || self.doors.away.after.is_some() {
                    format!("{name} left the table; {}.", self.doors.away.told(&name))
                } else {
                    format!(
                        "{name} left the table; the match waits for them (p lets a CPU play for them meanwhile)."
                    )
                };
                self.log.push(said.clone());
                self.tell_all(&News::Said(said));
            }
        }
        self.asking.retain(|&(c, _)| c != conn);
        self.update_boards();
    }

    fn tell_all(&mut self, news: &News) {
        let Some(table) = self.table.as_mut() else {
            return;
        };
        for end in table.host_end.iter().chain(table.ends.values()) {
            end.link.tell(news.clone());
        }
    }

    /// What every guest's lobby lists.
    fn update_boards(&mut self) {
        let watchers = self
            .guests
            .values()
            .filter(|g| g.place == Place::Watching)
            .count();
        let (about, offers) = match &self.table {
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
                                stand_in: Some(format!("{} CPU", level.label())),
                            },
                        },
                    })
                    .collect(),
            ),
            None => (None, Vec::new()),
        };
        for guest in self.guests.values() {
            let mut board = guest.board.borrow_mut();
            board.about = about.clone();
            board.offers = offers.clone();
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
        self.log.push(format!(
            "The table is open: {}",
            super::services::describe_saved(&session)
        ));
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
        let mut info = vec![
            self.doors.reach.clone(),
            format!("Guests join with: {}", self.doors.join),
            t!(
                "plain-guest-host-join",
                join = self.doors.join.replacen("ssh ", "ssh -T ", 1)
            ),
            format!("Invitation code:  {}", self.doors.code),
            format!("Host key:         {}", self.doors.fingerprint),
            "Guests check the host key against what ssh shows them the first time.".to_string(),
            "p lets a CPU play for a guest who dropped, until they come back.".to_string(),
            "g lets a guest take a seat that waits for someone else, when they ask.".to_string(),
            "Remembered keys: yahtzee host --list-keys, --forget-key NAME.".to_string(),
        ];
        if !keys_here.is_empty() {
            info.push("Keys that let their guest back into this match:".to_string());
        }
        info.extend(keys_here);
        view.table_info = Some(info);
        view.say_info(&format!("{} ? shows how to join.", self.doors.reach));
        self.app.show_screen(Box::new(view));
        End {
            front: id,
            link: end,
        }
    }

    /// The host's title line: the code, who is here and what the door turned away so far
    /// (first, so a narrow terminal still shows them), then how to join.
    fn banner_text(&self) -> String {
        let mut parts = vec![format!("code {}", self.doors.code)];
        // Seated guests, spectators and those still choosing, each counted apart: a
        // spectator is no player.
        let count =
            |place: fn(&Place) -> bool| self.guests.values().filter(|g| place(&g.place)).count();
        let playing = count(|p| matches!(p, Place::Seat(_)));
        let watching = count(|p| *p == Place::Watching);
        let choosing = count(|p| *p == Place::Lobby);
        if playing > 0 {
            parts.push(format!("{playing} playing"));
        }
        if watching > 0 {
            parts.push(format!("{watching} watching"));
        }
        if choosing > 0 {
            parts.push(format!("{choosing} choosing a seat"));
        }
        let door = self.door_counts();
        if !door.is_empty() {
            parts.push(door);
        }
        parts.push(self.doors.join.clone());
        parts.join(" · ")
    }

    /// What the door refused so far, in words; empty while it refused nothing.
    fn door_counts(&self) -> String {
        let Some(stats) = &self.stats else {
            return String::new();
        };
        let counts = [
            (stats.failures(), "wrong code", "wrong codes"),
            (stats.locked_out(), "try shut out", "tries shut out"),
            (stats.turned_away(), "turned away", "turned away"),
        ];
        counts
            .iter()
            .filter(|(n, _, _)| *n > 0)
            .map(|&(n, one, many)| crate::words::count(n, one, many))
            .collect::<Vec<_>>()
            .join(" · ")
    }

    /// A headless host's output says what the door refused, when that changed (at most
    /// every few seconds, so a flood does not flood the log too).
    fn report_door(&mut self, now: Instant) {
        if !self.headless || now.saturating_duration_since(self.door_told.1) < DOOR_REPORT {
            return;
        }
        let counts = self.door_counts();
        if counts != self.door_told.0 {
            self.log.push(format!("At the door so far: {counts}."));
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
                said.push(format!(
                    "{} is away: a {} CPU plays for them until they come back.",
                    kept.name,
                    rule.level.label()
                ));
            }
        }
        if said.is_empty() {
            return;
        }
        for line in said {
            self.log.push(line.clone());
            self.tell_all(&News::Said(line));
        }
        self.update_boards();
    }

    /// Lets a CPU play for an absent guest (the seat to play, else the first one away), a
    /// stronger one, or none again.
    fn stand_in(&mut self) -> Result<String, HostRefusal> {
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
        Ok(match next {
            Some(level) => format!(
                "{} CPU plays for {name} until they come back.",
                level.label()
            ),
            None => format!("No CPU plays for {name}: the match waits for them."),
        })
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
                gone.push((conn, "You left the table. Thanks for playing!"));
                continue;
            }
            let keeps_up = match &mut guest.window {
                GuestWindow::Drawn(window) => window.draw(),
                GuestWindow::Plain(plain) => !plain.lagging(),
            };
            if !keeps_up {
                gone.push((conn, "Your connection could not keep up with the table."));
            }
        }
        for (conn, farewell) in gone {
            self.leave(conn, Some(farewell));
        }
        if self.app.exit().is_some() {
            self.close("The host closed the table; the match is saved. Thanks for playing!");
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
        let said = if self.headless {
            format!(
                "It is {}'s turn, and they are away: the match waits for them.",
                away.name
            )
        } else {
            format!(
                "It is {}'s turn, and they are away: the match waits (p lets a CPU play for them).",
                away.name
            )
        };
        self.log.push(said.clone());
        self.tell_all(&News::Said(said));
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
            let answer = if ask == Ask::StandIn && !guest {
                self.stand_in()
                    .map(|said| {
                        self.log.push(said.clone());
                        self.tell_all(&News::Said(said));
                    })
                    .map_err(|refusal| refusal.to_string())
            } else if ask == Ask::LetIn && !guest {
                self.let_in().map_err(|refusal| refusal.to_string())
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
                    .map_err(|denial| denial.to_string())
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
                self.close("The host closed the table; the match is saved. Thanks for playing!");
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
                    self.close("The table's server stopped; the match is saved.");
                    return;
                }
            }
        }
    }

    /// Closes the table: every guest hears why, and their terminal is put back.
    pub fn close(&mut self, farewell: &str) {
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

/// Who came in, how: said to the host.
fn came_in_words(came_in: CameIn) -> &'static str {
    match came_in {
        CameIn::Code => "with the code",
        CameIn::RememberedKey => "with their remembered key",
        CameIn::ListedKey => "with a key the host's config lists",
        // A table's door lets no one in these ways; said plainly all the same.
        CameIn::Key => "with their key",
        CameIn::Guest => "as a guest",
    }
}

/// Whether two names are the same letters but for case: the same name, said again.
fn same_letters(a: &str, b: &str) -> bool {
    a.to_lowercase() == b.to_lowercase()
}

/// A wait in words: "5 minutes", "1 minute", "30 seconds".
fn span(d: Duration) -> String {
    let secs = d.as_secs();
    if secs >= 60 && secs.is_multiple_of(60) {
        crate::words::count(secs / 60, "minute", "minutes")
    } else {
        crate::words::count(secs, "second", "seconds")
    }
}
