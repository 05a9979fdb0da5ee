//! What a person asks in the lobby, answered: a handle taken, a table made (within their
//! limits), a seat taken by choosing a table or by its code, watching, the quick-match
//! queue. Every refusal is said in words on the person's board and changes nothing.

use crate::l10n::t;
use std::collections::BTreeMap;
use std::time::Instant;

use super::floor::{Conn, Floor, Place, Who};
use super::hall::{HallError, Handle};
use super::tables::{Chair, Seated, Sitter, Stage};
use crate::game::Level;
use crate::net::ConnId;
use crate::store::now_unix;
use crate::tui::screens::hall::{HallAsk, SeatOrder, TableOrder};

/// Seconds in an hour, for "tables per hour".
const HOUR: u64 = 60 * 60;

impl Floor {
    pub(super) fn lobby_ask(&mut self, conn: ConnId, ask: HallAsk) {
        // Someone at a table still forming who goes elsewhere leaves it first.
        let seats_elsewhere = matches!(
            ask,
            HallAsk::NewTable(_)
                | HallAsk::Daily
                | HallAsk::Code(_)
                | HallAsk::Sit(_)
                | HallAsk::Watch(_)
                | HallAsk::Quick
                | HallAsk::QuickCpu
        );
        let mut left = None;
        if let Some(Place::Table(key)) = self.conns.get(&conn).map(|c| c.place)
            && seats_elsewhere
            && !matches!(ask, HallAsk::Sit(k) if k == key)
        {
            // Said after the answer to the ask, so the person knows where their seat went
            // (it once went silently).
            left = self.tables.get(&key).map(|t| {
                let owner =
                    t.owner.is_some() && self.conns.get(&conn).and_then(Conn::account) == t.owner;
                let rules = super::floor::shown_rules(&t.preset, t.daily);
                if owner {
                    t!("serve-left-own-forming", rules = rules)
                } else {
                    t!("serve-left-seat-forming", rules = rules)
                }
            });
            self.stand_up(conn, key);
            if let Some(c) = self.conns.get_mut(&conn) {
                c.place = Place::Lobby;
            }
        }
        match ask {
            HallAsk::Handle(text) => self.pick_handle(conn, &text),
            HallAsk::NewTable(order) => self.new_table(conn, &order),
            HallAsk::Code(code) => self.join_by_code(conn, &code),
            HallAsk::Sit(key) => self.choose_table(conn, key),
            HallAsk::Watch(key) => {
                self.reopen_if_dormant(conn, key);
                match self.tables.get(&key) {
                    Some(t) if t.listed || self.is_mine(conn, t) => self.watch(conn, key),
                    Some(_) => self.tell(conn, || t!("serve-table-private")),
                    None => self.tell(conn, || t!("serve-table-gone")),
                }
            }
            HallAsk::Quick => self.quick_join(conn),
            HallAsk::QuickCancel => {
                self.quick_leave(conn);
                self.tell(conn, || t!("serve-quick-left"));
            }
            HallAsk::QuickCpu => self.quick_cpu(conn),
            HallAsk::Daily => self.daily(conn),
            HallAsk::Language(lang) => self.choose_language(conn, lang),
            HallAsk::MyMatches | HallAsk::Leaderboard | HallAsk::AboutMe | HallAsk::DailyBoard => {
                self.standings(conn, &ask);
            }
        }
        if let (Some(left), Some(c)) = (left, self.conns.get(&conn)) {
            let mut board = c.board.borrow_mut();
            board.problem = Some(match board.problem.take() {
                Some(answer) => format!("{left} {answer}"),
                None => left,
            });
        }
        self.dirty = true;
        self.refresh_boards(true);
    }

    /// `conn` reads `lang` from now on; a member's account remembers it for their next
    /// visit (a guest's choice lasts as long as the connection).
    fn choose_language(&mut self, conn: ConnId, lang: crate::l10n::Lang) {
        let Some(c) = self.conns.get_mut(&conn) else {
            return;
        };
        c.window.set_lang(lang);
        c.dirty.set(true);
        if let Some(account) = c.account()
            && let Err(e) = self.hall.set_language(account, Some(lang.code()))
        {
            self.fault(&format!("A language could not be kept: {e}"));
        }
        // Everything the board says is said again in the new language.
        self.dirty = true;
        self.refresh_boards(true);
    }

    /// Says `words` on the person's board, made in their language (whoever's key led
    /// to it: a quick match is made at the second person's key).
    pub(super) fn tell(&self, conn: ConnId, words: impl FnOnce() -> String) {
        if let Some(c) = self.conns.get(&conn) {
            c.board.borrow_mut().say(c.window.speak(words));
            c.dirty.set(true);
        }
    }

    fn is_mine(&self, conn: ConnId, t: &Seated) -> bool {
        let account = self.conns.get(&conn).and_then(Conn::account);
        account.is_some_and(|a| t.chair_of(a).is_some())
            || t.chairs.iter().any(|c| c.holder == Some(conn))
    }

    /// A new key's handle: checked, then the account made and the key let in as a member.
    fn pick_handle(&mut self, conn: ConnId, text: &str) {
        let Some(c) = self.conns.get(&conn) else {
            return;
        };
        let Who::Newcomer(key) = c.who.clone() else {
            return;
        };
        let handle = match Handle::new(text) {
            Ok(handle) => handle,
            Err(why) => {
                self.tell(conn, || t!("serve-handle-refused", why = why.words()));
                return;
            }
        };
        if self
            .guest_names
            .iter()
            .any(|g| g.eq_ignore_ascii_case(handle.as_str()))
        {
            self.tell(conn, || t!("serve-handle-a-guests"));
            return;
        }
        match self.hall.create_account(&key, &handle, now_unix()) {
            Ok(account) => {
                if let Ok(mut members) = self.members.write() {
                    members.insert(key.as_str().to_string());
                }
                self.say(format!("{} made an account.", account.handle.as_str()));
                if let Some(c) = self.conns.get_mut(&conn) {
                    c.who = Who::Member(account);
                    c.board.borrow_mut().problem = None;
                }
                self.show_lobby(conn);
                self.tell(conn, || t!("serve-handle-welcome"));
            }
            // The same new key picked a handle on another connection first: it is theirs.
            Err(HallError::KeyTaken) => match self.hall.account_by_key(&key) {
                Ok(Some(account)) => {
                    if let Some(c) = self.conns.get_mut(&conn) {
                        c.who = Who::Member(account);
                    }
                    self.show_lobby(conn);
                }
                _ => self.tell(conn, || t!("serve-account-not-made")),
            },
            Err(HallError::HandleTaken) => {
                self.tell(conn, || t!("serve-handle-taken"));
            }
            Err(e) => {
                self.fault(&format!("An account could not be made: {e}"));
                self.tell(conn, || t!("serve-account-not-made"));
            }
        }
    }

    /// Why the person may not open another table now, if they may not.
    pub(super) fn table_limits(&mut self, conn: ConnId) -> Option<String> {
        let c = self.conns.get(&conn)?;
        let account = c.account();
        let open_here = self
            .tables
            .values()
            .filter(|t| !matches!(t.stage, Stage::Over(_)))
            .filter(|t| match account {
                Some(a) => t.owner == Some(a),
                None => t.chairs.first().is_some_and(|ch| ch.holder == Some(conn)),
            })
            .count()
            + account.map_or(0, |a| {
                self.dormant
                    .values()
                    .filter(|d| d.accounts.first() == Some(&Some(a)))
                    .count()
            });
        let most = self.settings.tables_open as usize;
        if open_here >= most {
            return Some(t!("serve-limit-open", count = open_here));
        }
        let account = account?;
        let since = now_unix().saturating_sub(HOUR);
        let forming = self
            .tables
            .values()
            .filter(|t| t.no.is_none() && t.owner == Some(account))
            .count();
        match self.hall.tables_created_since(account, since) {
            Ok(n)
                if (n as usize).saturating_add(forming)
                    >= self.settings.tables_per_hour as usize =>
            {
                Some(t!("serve-limit-per-hour", count = n))
            }
            Ok(_) => None,
            Err(e) => {
                self.fault(&format!("Tables could not be counted: {e}"));
                Some(t!("serve-limit-cannot-count"))
            }
        }
    }

    /// A table as ordered: checked (the rules offered, the handles kept for), then
    /// forming, with the person in the first chair; a table with no open seat starts now.
    fn new_table(&mut self, conn: ConnId, order: &TableOrder) {
        if let Some(why) = self.table_limits(conn) {
            self.counts.refused = self.counts.refused.saturating_add(1);
            self.tell(conn, || why);
            return;
        }
        let Some(c) = self.conns.get(&conn) else {
            return;
        };
        let (me, account) = (c.name(), c.account());
        let Some(preset) = self.settings.preset(&order.preset).cloned() else {
            self.tell(conn, || t!("serve-rules-not-offered"));
            return;
        };
        match self.chairs_of(order, &me, account) {
            Ok(chairs) => {
                let key = self.next_forming;
                self.next_forming = self.next_forming.saturating_sub(1);
                let code = (!order.listed).then(|| crate::net::Code::random().reveal().to_string());
                let t = Seated {
                    key,
                    no: None,
                    preset: preset.name.clone(),
                    rules: preset.rules,
                    owner: account,
                    listed: order.listed,
                    code,
                    chairs,
                    stage: Stage::Forming,
                    ends: BTreeMap::new(),
                    deserted_since: None,
                    told_away: None,
                    rating_words: Vec::new(),
                    heard: std::cell::Cell::new(false),
                    daily: None,
                };
                self.tables.insert(key, t);
                self.say(format!("{me} opened a {} table.", preset.name));
                self.sit(conn, key, 0);
                if let Some(c) = self.conns.get_mut(&conn) {
                    // Back to the lobby from the new table's form, where the table shows.
                    let lobby = crate::tui::screens::hall::lobby::HallLobby::new(
                        c.board.clone(),
                        c.asks.clone(),
                    );
                    if let Some(w) = c.window.drawn_mut() {
                        w.app.show_screen(Box::new(lobby));
                    }
                }
                self.start_if_full(key);
            }
            Err(why) => self.tell(conn, || why),
        }
    }

    /// The chairs of an order: the person's, then each seat as asked. A handle kept for
    /// must be an account's; a guest may keep no seat (their table is unrated).
    fn chairs_of(
        &mut self,
        order: &TableOrder,
        me: &str,
        account: Option<super::hall::AccountId>,
    ) -> Result<Vec<Chair>, String> {
        if !(2..=crate::game::MAX_SEATS).contains(&order.seats.len()) {
            return Err(t!("serve-seats-range", most = crate::game::MAX_SEATS));
        }
        let mut chairs: Vec<Chair> = Vec::new();
        for (i, seat) in order.seats.iter().enumerate() {
            let taken: Vec<crate::game::Seat> = chairs
                .iter()
                .map(|c| crate::game::Seat::human(&c.name))
                .collect();
            let chair = match seat {
                SeatOrder::Me => Chair::new(
                    me.to_string(),
                    match account {
                        Some(a) => Sitter::Account(a),
                        None => Sitter::Guest,
                    },
                ),
                SeatOrder::Open => Chair::new(format!("Seat {}", i + 1), Sitter::Open),
                SeatOrder::Cpu(level) => {
                    Chair::new(crate::game::cpu_name(*level, &taken), Sitter::Cpu(*level))
                }
                SeatOrder::KeptFor(handle) => {
                    if account.is_none() {
                        return Err(t!("serve-guest-cannot-keep"));
                    }
                    let found = self.account_by_handle(handle)?;
                    if Some(found.0) == account
                        || chairs.iter().any(|c| c.account() == Some(found.0))
                    {
                        return Err(t!("serve-has-a-seat-already", name = found.1.as_str()));
                    }
                    Chair::new(found.1, Sitter::Account(found.0))
                }
            };
            chairs.push(chair);
        }
        Ok(chairs)
    }

    /// The account with this handle (in any case), among the people online or known to the
    /// tables; a seat is kept only for someone the server knows.
    fn account_by_handle(&self, handle: &str) -> Result<(super::hall::AccountId, String), String> {
        let wanted = handle.trim();
        let fold = |s: &str| s.to_lowercase();
        let online = self.conns.values().find_map(|c| match &c.who {
            Who::Member(a) if fold(a.handle.as_str()) == fold(wanted) => {
                Some((a.id, a.handle.as_str().to_string()))
            }
            _ => None,
        });
        online.ok_or_else(|| {
            t!(
                "serve-no-one-called",
                name = crate::escape::excerpt(wanted, 24)
            )
        })
    }

    /// The table chosen in the lobby: the person's own chair back, a free chair, or (none
    /// free) watching.
    fn choose_table(&mut self, conn: ConnId, key: i64) {
        self.reopen_if_dormant(conn, key);
        let Some(t) = self.tables.get(&key) else {
            self.tell(conn, || t!("serve-table-gone"));
            return;
        };
        if !t.listed && !self.is_mine(conn, t) {
            self.tell(conn, || t!("serve-table-private"));
            return;
        }
        self.take_a_chair(conn, key);
    }

    /// `conn` takes their chair at `key`, or a free one, or watches.
    pub(super) fn take_a_chair(&mut self, conn: ConnId, key: i64) {
        let Some(t) = self.tables.get(&key) else {
            return;
        };
        let account = self.conns.get(&conn).and_then(Conn::account);
        if let Some(i) = account.and_then(|a| t.chair_of(a)) {
            match t.chairs[i].holder {
                Some(h) if h != conn => {
                    self.tell(conn, || t!("serve-seat-held-elsewhere"));
                }
                _ => {
                    self.sit(conn, key, i);
                    // The person a seat was kept for has come: the table may start now.
                    self.start_if_full(key);
                }
            }
            return;
        }
        if t.chairs.iter().any(|c| c.holder == Some(conn)) {
            return;
        }
        let open = t.chairs.iter().position(|c| c.sitter == Sitter::Open);
        match open {
            Some(i) => {
                let Some(c) = self.conns.get(&conn) else {
                    return;
                };
                let name = c.name();
                if let Some(t) = self.tables.get_mut(&key) {
                    t.chairs[i].name = name;
                    t.chairs[i].sitter = match account {
                        Some(a) => Sitter::Account(a),
                        None => Sitter::Guest,
                    };
                }
                self.sit(conn, key, i);
                self.start_if_full(key);
            }
            None if t.table().is_some() => self.watch(conn, key),
            None => self.tell(conn, || t!("serve-no-seat-free")),
        }
    }

    /// A private table by its code: among the tables forming here (their codes are in
    /// memory), else the database's (kept hashed).
    fn join_by_code(&mut self, conn: ConnId, typed: &str) {
        let forming = self.tables.iter().find_map(|(&k, t)| {
            t.code
                .as_ref()
                .filter(|code| crate::net::Code::fixed(code).matches(typed))
                .map(|_| k)
        });
        let key = match forming {
            Some(key) => Some(key),
            None => match self.hall.table_by_code(typed.trim()) {
                Ok(no) => no.map(|no| no.0),
                Err(e) => {
                    self.fault(&format!("A code could not be looked up: {e}"));
                    None
                }
            },
        };
        let Some(key) = key else {
            self.counts.refused = self.counts.refused.saturating_add(1);
            self.tell(conn, || t!("serve-code-unknown"));
            return;
        };
        self.reopen_if_dormant(conn, key);
        if self.tables.contains_key(&key) {
            if let Some(c) = self.conns.get_mut(&conn) {
                let lobby = crate::tui::screens::hall::lobby::HallLobby::new(
                    c.board.clone(),
                    c.asks.clone(),
                );
                if let Some(w) = c.window.drawn_mut() {
                    w.app.show_screen(Box::new(lobby));
                }
            }
            self.take_a_chair(conn, key);
        } else {
            self.tell(conn, || t!("serve-table-not-opened"));
        }
    }

    /// Brings a table closed for idleness back into memory; true if it is now open.
    pub(super) fn reopen_if_dormant(&mut self, conn: ConnId, key: i64) -> bool {
        if !self.dormant.contains_key(&key) {
            return self.tables.contains_key(&key);
        }
        let stored = match self.hall.open_tables() {
            Ok(all) => all.into_iter().find(|s| s.no.0 == key),
            Err(e) => {
                self.fault(&format!("Table #{key} could not be read: {e}"));
                None
            }
        };
        match stored {
            Some(s) => {
                self.reopen(s);
                self.say(format!("Table #{key} reopened for its people."));
                true
            }
            None => {
                self.dormant.remove(&key);
                self.tell(conn, || t!("serve-table-no-longer-open"));
                false
            }
        }
    }

    /// The quick-match queue: the first other person waiting is paired with `conn` at
    /// once; else `conn` waits.
    fn quick_join(&mut self, conn: ConnId) {
        if self.quick.iter().any(|(q, _)| *q == conn) {
            return;
        }
        let me = self.conns.get(&conn).and_then(Conn::account);
        let other = self.quick.iter().map(|(q, _)| *q).find(|q| {
            *q != conn && (me.is_none() || self.conns.get(q).and_then(Conn::account) != me)
        });
        match other {
            Some(other) => {
                self.quick.retain(|(q, _)| *q != other);
                self.quick_table(other, QuickOpponent::Person(conn));
            }
            None => {
                self.quick.push((conn, Instant::now()));
                let wait = self.settings.quick_wait_seconds;
                // In plain lines the menu is not said again: the line says what to type.
                let number = self.quick_number(conn);
                self.tell(conn, || match number {
                    Some(number) => {
                        t!("serve-plain-quick-waiting", seconds = wait, number = number)
                    }
                    None => t!("serve-quick-waiting", seconds = wait),
                });
            }
        }
    }

    /// The number a plain person types for the quick match's item (waiting, it stops the
    /// wait; offered, it takes the CPU); `None` on the drawn screen, whose menu shows it.
    fn quick_number(&self, conn: ConnId) -> Option<usize> {
        let c = self.conns.get(&conn).filter(|c| c.window.is_plain())?;
        let guest = c.board.borrow().guest;
        crate::tui::screens::hall::lobby::Item::offered(guest)
            .iter()
            .position(|&i| i == crate::tui::screens::hall::lobby::Item::Quick)
            .map(|i| i + 1)
    }

    pub(super) fn quick_leave(&mut self, conn: ConnId) {
        self.quick.retain(|(q, _)| *q != conn);
    }

    /// After waiting in vain, the CPU offered.
    fn quick_cpu(&mut self, conn: ConnId) {
        self.quick_leave(conn);
        self.quick_table(conn, QuickOpponent::Cpu(Level::Strong));
    }

    /// A heads-up Classic table for `first` and their opponent, started at once.
    fn quick_table(&mut self, first: ConnId, opponent: QuickOpponent) {
        let mut seats = vec![SeatOrder::Me];
        seats.push(match opponent {
            QuickOpponent::Person(_) => SeatOrder::Open,
            QuickOpponent::Cpu(level) => SeatOrder::Cpu(level),
        });
        let order = TableOrder {
            preset: crate::rules::Preset::Classic.name().to_string(),
            seats,
            listed: true,
        };
        let before = self.next_forming;
        self.new_table(first, &order);
        if before == self.next_forming {
            // Refused (the person was told why): the other waits on.
            if let QuickOpponent::Person(other) = opponent {
                self.quick.push((other, Instant::now()));
            }
            return;
        }
        if let QuickOpponent::Person(other) = opponent {
            self.take_a_chair(other, before);
            // Started: the table has its database number now.
        }
    }

    /// Once a second: who has waited long enough hears a CPU is offered (once).
    pub(super) fn quick_step(&mut self, now: Instant) {
        let wait = std::time::Duration::from_secs(self.settings.quick_wait_seconds);
        let offered: Vec<ConnId> = self
            .quick
            .iter()
            .filter(|(_, since)| now.saturating_duration_since(*since) >= wait)
            .map(|(q, _)| *q)
            .collect();
        for conn in offered {
            let Some(c) = self.conns.get(&conn) else {
                continue;
            };
            let already = c.board.borrow().quick == crate::tui::screens::hall::Quick::CpuOffered;
            if !already {
                self.dirty = true;
                let wait = self.settings.quick_wait_seconds;
                let number = self.quick_number(conn);
                // The menu's item takes the CPU from the moment the offer is said (the
                // board's next refresh may be a while): a plain person types it at once.
                c.board.borrow_mut().quick = crate::tui::screens::hall::Quick::CpuOffered;
                c.board.borrow_mut().say(c.window.speak(|| match number {
                    Some(number) => t!(
                        "serve-plain-quick-no-one-came",
                        seconds = wait,
                        number = number
                    ),
                    None => t!("serve-quick-no-one-came", seconds = wait),
                }));
            }
        }
        if !self.quick.is_empty() {
            self.dirty = true;
        }
    }

    /// The read-only screens (leaderboard, my matches, about me), made from the hall's
    /// figures now and opened over the lobby.
    fn standings(&mut self, conn: ConnId, ask: &HallAsk) {
        let Some(c) = self.conns.get(&conn) else {
            return;
        };
        let account = c.account();
        if account.is_none() && !matches!(ask, HallAsk::Leaderboard | HallAsk::DailyBoard) {
            self.tell(conn, || t!("serve-guest-no-account"));
            return;
        }
        if self.conns.get(&conn).is_some_and(|c| c.window.is_plain()) {
            self.plain_standings(conn, ask);
            return;
        }
        match self.standings_screen(conn, ask) {
            Ok(screen) => {
                if let Some(c) = self.conns.get_mut(&conn) {
                    c.board.borrow().opening.put(screen);
                    if let Some(w) = c.window.drawn_mut() {
                        w.app.tick(std::time::Duration::ZERO);
                    }
                    c.dirty.set(true);
                }
            }
            Err(e) => {
                self.fault(&format!("The standings could not be read: {e}"));
                self.tell(conn, || t!("serve-cannot-read-now"));
            }
        }
    }

    /// The screen `ask` opens, with its figures read now.
    fn standings_screen(
        &mut self,
        conn: ConnId,
        ask: &HallAsk,
    ) -> Result<Box<dyn crate::tui::screens::Screen>, HallError> {
        use crate::tui::screens::standings::{about, leaderboard, mine};
        let Some(c) = self.conns.get(&conn) else {
            return Err(HallError::UnknownAccount);
        };
        let wants = c.wants.clone();
        let me = match &c.who {
            Who::Member(a) => Some(a.clone()),
            _ => None,
        };
        Ok(match (ask, me) {
            (HallAsk::MyMatches, Some(me)) => {
                let mut open: Vec<mine::OpenMine> = self
                    .tables
                    .values()
                    .filter(|t| t.playing() && t.chair_of(me.id).is_some())
                    .filter_map(|t| {
                        Some(mine::OpenMine {
                            no: t.no?,
                            about: format!(
                                "{} · {} · {}",
                                super::floor::shown_rules(&t.preset, t.daily),
                                t.chairs
                                    .iter()
                                    .map(|c| c.name.as_str())
                                    .collect::<Vec<_>>()
                                    .join(", "),
                                t.state_words()
                            ),
                        })
                    })
                    .collect();
                open.extend(
                    self.dormant
                        .iter()
                        .filter(|(_, d)| d.accounts.contains(&Some(me.id)))
                        .map(|(&k, d)| mine::OpenMine {
                            no: super::hall::TableNo(k),
                            about: t!(
                                "serve-mine-closed-until-back",
                                rules = super::floor::shown_rules(&d.preset, d.daily),
                                names = d.names.join(", ")
                            ),
                        }),
                );
                let finished = self.hall.finished_of(me.id, 0, 100)?;
                Box::new(mine::MyMatches::new(open, finished, wants))
            }
            (HallAsk::AboutMe, Some(me)) => {
                let kept = self.hall.about(me.id)?;
                let stats = self.hall.stats_of(me.id)?;
                Box::new(about::AboutMe::new(kept, wants).with_stats(stats))
            }
            (HallAsk::DailyBoard, me) => {
                let day = crate::game::Day::today();
                let rows = self.hall.daily_board(day, super::hall::MAX_ROWS)?;
                Box::new(crate::tui::screens::standings::daily::DailyBoard::new(
                    day,
                    rows,
                    me.map(|m| m.handle),
                    wants,
                ))
            }
            (_, me) => {
                let mut boards = Vec::new();
                for family in super::hall::Family::ALL {
                    boards.push((family, self.hall.leaderboard(family, 0, 100)?));
                }
                Box::new(leaderboard::Leaderboard::new(
                    boards,
                    me.map(|m| m.handle),
                    wants,
                ))
            }
        })
    }

    /// What the standings screens asked for: a table of theirs, the figures again, or the
    /// account forgotten.
    pub(super) fn answer_wants(&mut self, conn: ConnId) {
        use crate::tui::screens::standings::Want;
        let wants: Vec<Want> = self
            .conns
            .get(&conn)
            .map(|c| c.wants.borrow_mut().drain(..).collect())
            .unwrap_or_default();
        for want in wants {
            match want {
                Want::Reopen(no) => {
                    self.reopen_if_dormant(conn, no.0);
                    if self.tables.contains_key(&no.0) {
                        self.take_a_chair(conn, no.0);
                    } else {
                        self.tell(conn, || t!("serve-table-no-longer-open"));
                    }
                }
                Want::Refresh => {
                    let ask = match self
                        .conns
                        .get(&conn)
                        .and_then(|c| c.window.drawn())
                        .map(|w| w.app.screen_name())
                    {
                        Some("my-matches") => HallAsk::MyMatches,
                        Some("about-me") => HallAsk::AboutMe,
                        Some("daily-board") => HallAsk::DailyBoard,
                        _ => HallAsk::Leaderboard,
                    };
                    self.show_lobby(conn);
                    self.standings(conn, &ask);
                }
                Want::Forget => self.forget(conn),
            }
        }
    }

    /// Deletes the person's account and everything kept about them, then says goodbye.
    /// Their seats at open tables are no one's from now on: a CPU plays them to the end.
    fn forget(&mut self, conn: ConnId) {
        let Some(c) = self.conns.get(&conn) else {
            return;
        };
        let Who::Member(account) = c.who.clone() else {
            return;
        };
        let key = self.hall.about(account.id).map(|about| about.key);
        if let Err(e) = self.hall.forget(account.id) {
            self.fault(&format!("An account could not be forgotten: {e}"));
            self.tell(conn, || t!("serve-forget-failed"));
            return;
        }
        // The key is no one's now: where a code is asked, it needs the code again.
        if let (Ok(key), Ok(mut members)) = (key, self.members.write()) {
            members.remove(key.as_str());
        }
        let keys: Vec<i64> = self.tables.keys().copied().collect();
        for key in keys {
            let Some(t) = self.tables.get_mut(&key) else {
                continue;
            };
            let Some(i) = t.chair_of(account.id) else {
                continue;
            };
            if t.holder_of(i).is_some_and(|h| h != conn) {
                continue;
            }
            t.chairs[i].sitter = Sitter::Guest;
        }
        self.say(format!(
            "{} deleted their account.",
            account.handle.as_str()
        ));
        let goodbye = self
            .conns
            .get(&conn)
            .map(|c| c.window.speak(|| t!("serve-forget-done")));
        self.leave(conn, goodbye.as_deref());
    }
}

#[derive(Clone, Copy)]
enum QuickOpponent {
    Person(ConnId),
    Cpu(Level),
}
