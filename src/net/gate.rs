//! Who may come in: the invitation code, the keys a host accepts, and the limits on tries.
//! Pure bookkeeping with no network in it, so every rule here is tested on its own.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// The code's alphabet: no 0/O or 1/l/I to misread when it is said across a room.
const ALPHABET: &[u8; 32] = b"abcdefghjkmnpqrstuvwxyz23456789-";
/// Ten characters of 5 bits: 50 bits, printed as two groups of five.
const CODE_CHARS: usize = 10;

/// An invitation code. It lives only in memory, is compared in constant time, and is never
/// written to a file or a log: its `Debug` hides it.
#[derive(Clone)]
pub struct Code(String);

impl std::fmt::Debug for Code {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Code(…)")
    }
}

impl Code {
    /// A fresh random code (50 bits from the operating system's generator).
    pub fn random() -> Code {
        let letters = &ALPHABET[..31];
        // 31 letters, not 32: the dash is the separator. log2(31^10) ≈ 49.5 bits.
        let mut code = String::with_capacity(CODE_CHARS + 1);
        for i in 0..CODE_CHARS {
            if i == CODE_CHARS / 2 {
                code.push('-');
            }
            let pick = rand::random_range(0..letters.len());
            code.push(char::from(letters[pick]));
        }
        Code(code)
    }

    /// A code given by the caller (tests).
    pub fn fixed(code: &str) -> Code {
        Code(code.to_string())
    }

    /// The code as shown to the host, to read out to friends.
    pub fn reveal(&self) -> &str {
        &self.0
    }

    /// Whether `typed` is this code: case and the dash are forgiven (people type what they
    /// hear), and the comparison takes the same time wherever the first difference is.
    pub fn matches(&self, typed: &str) -> bool {
        let norm = |s: &str| -> Vec<u8> {
            s.bytes()
                .filter(|b| *b != b'-' && !b.is_ascii_whitespace())
                .map(|b| b.to_ascii_lowercase())
                .collect()
        };
        let (want, got) = (norm(&self.0), norm(typed));
        let mut diff = u8::from(want.len() != got.len());
        for (i, w) in want.iter().enumerate() {
            diff |= w ^ got.get(i).copied().unwrap_or(0);
        }
        diff == 0
    }
}

/// How many wrong codes an address may give in [`WINDOW`] before it is shut out for the
/// rest of it.
pub const TRIES_PER_ADDRESS: u32 = 5;
pub const WINDOW: Duration = Duration::from_secs(60);

/// Wrong codes by address, and the total the host sees.
#[derive(Default)]
pub struct Tries {
    by_address: HashMap<IpAddr, (Instant, u32)>,
    /// Every wrong code since the table opened.
    pub failures: u64,
}

impl Tries {
    /// Whether `addr` may try a code now.
    pub fn may_try(&mut self, addr: IpAddr, now: Instant) -> bool {
        self.forget_old(now);
        self.by_address
            .get(&source(addr))
            .is_none_or(|&(_, n)| n < TRIES_PER_ADDRESS)
    }

    /// How long `addr` is still shut out for, if it is.
    pub fn shut_out_for(&mut self, addr: IpAddr, now: Instant) -> Option<Duration> {
        self.forget_old(now);
        let &(since, n) = self.by_address.get(&source(addr))?;
        (n >= TRIES_PER_ADDRESS)
            .then(|| WINDOW.saturating_sub(now.saturating_duration_since(since)))
    }

    /// Counts a wrong code from `addr`.
    pub fn failed(&mut self, addr: IpAddr, now: Instant) {
        self.failures = self.failures.saturating_add(1);
        self.forget_old(now);
        let entry = self.by_address.entry(source(addr)).or_insert((now, 0));
        entry.1 = entry.1.saturating_add(1);
    }

    /// Addresses whose window is over start afresh; the map never holds more than the
    /// addresses seen in the last minute.
    fn forget_old(&mut self, now: Instant) {
        self.by_address
            .retain(|_, (since, _)| now.saturating_duration_since(*since) < WINDOW);
    }
}

/// Where a connection comes from, for the limits that count by source: an IPv4 address
/// (an IPv4 address written as IPv6 included), or an IPv6 address's /64 network, since
/// one machine on IPv6 may hold a whole /64 and use a new address for every connection.
pub fn source(addr: IpAddr) -> IpAddr {
    match addr {
        IpAddr::V4(v4) => IpAddr::V4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let bits = u128::from(v6) & !((1u128 << 64) - 1);
                IpAddr::V6(std::net::Ipv6Addr::from(bits))
            }
        },
    }
}

/// How far a pending connection has come: the door drops those that have come least far
/// first, so sockets that never said a word make room before a guest's ssh in the middle
/// of its key exchange or at its password prompt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Progress {
    /// Nothing, or less than an SSH banner's start.
    Silent,
    /// It sent what an SSH client sends first.
    Spoke,
    /// Through the key exchange: it is asking to authenticate.
    Authenticating,
}

/// Connections on their way in (not yet through the gate), oldest first, each with what
/// drops it (`K`, a sender in the server). Bounded overall and per source (see
/// [`source`]): a newcomer past a bound takes the place of a connection that has come
/// least far ([`Progress`]), the oldest of its own source, or of the source holding the
/// most, so idle sockets can never keep a real guest out.
///
/// Where sources hold as many each (a flood from more addresses than there are places holds
/// one each), the source that has been arriving the most lately makes room first: a flood
/// keeps coming back, a person's ssh arrives once, and may not have spoken yet when the
/// next of the flood arrives.
pub struct Pending<K> {
    entries: Vec<(u64, IpAddr, K)>,
    /// Arrivals by source in the last [`LATELY`] or two, at most [`REMEMBERED`] sources.
    /// Counted by time, not by arrivals: halving every thousand arrivals let a brisk flood
    /// wash its own counts down to a person's one.
    arrivals: HashMap<IpAddr, Recent>,
}

/// How long an arrival counts towards its source looking busy (between one and two of these).
const LATELY: Duration = Duration::from_secs(10);

/// The most sources whose arrivals are counted; past it, sources seen once or not lately are
/// forgotten first (a forgotten source counts as one arrival, as a person does).
const REMEMBERED: usize = 4096;

/// A source's arrivals in its current window and the one before.
#[derive(Clone, Copy, Debug)]
struct Recent {
    since: Instant,
    this: u32,
    last: u32,
}

impl Recent {
    fn new(now: Instant) -> Recent {
        Recent {
            since: now,
            this: 0,
            last: 0,
        }
    }

    /// Moves the windows on to `now`.
    fn roll(&mut self, now: Instant) {
        let age = now.saturating_duration_since(self.since);
        if age >= LATELY.saturating_mul(2) {
            *self = Recent::new(now);
        } else if age >= LATELY {
            self.last = self.this;
            self.this = 0;
            self.since += LATELY;
        }
    }

    /// Arrivals in the last window or two, as of `now`.
    fn lately(mut self, now: Instant) -> u32 {
        self.roll(now);
        self.this.saturating_add(self.last)
    }
}

impl<K> Default for Pending<K> {
    fn default() -> Pending<K> {
        Pending {
            entries: Vec::new(),
            arrivals: HashMap::new(),
        }
    }
}

impl<K> Pending<K> {
    /// Counts connection `id` from `addr` as pending, and hands back what drops each
    /// connection that has to make room for it: at most `overall` pending at once, at most
    /// `per_address` of them from one source (both at least one). `progress` says how far
    /// each pending connection has come.
    pub fn arrive(
        &mut self,
        id: u64,
        addr: IpAddr,
        drop: K,
        limits: (usize, usize),
        progress: impl Fn(&K) -> Progress,
    ) -> Vec<K> {
        let (overall, per_address) = limits;
        let from = source(addr);
        self.count_arrival(from, Instant::now());
        let mut dropped = Vec::new();
        while self.entries.iter().filter(|e| e.1 == from).count() >= per_address.max(1) {
            match self.victim(Some(from), &progress) {
                Some(i) => dropped.push(self.entries.remove(i).2),
                None => break,
            }
        }
        while self.entries.len() >= overall.max(1) {
            match self.victim(None, &progress) {
                Some(i) => dropped.push(self.entries.remove(i).2),
                None => break,
            }
        }
        self.entries.push((id, from, drop));
        dropped
    }

    /// Makes room for a newcomer at a door that is full: a pending connection chosen as
    /// [`Pending::arrive`] chooses, if any is pending.
    pub fn make_room(&mut self, progress: impl Fn(&K) -> Progress) -> Option<K> {
        let i = self.victim(None, &progress)?;
        Some(self.entries.remove(i).2)
    }

    /// Makes room for a newcomer from `addr` when its source holds all the connections it
    /// may: one of that source's pending connections, chosen as [`Pending::arrive`]
    /// chooses, if it has any pending.
    pub fn make_room_from(&mut self, addr: IpAddr, progress: impl Fn(&K) -> Progress) -> Option<K> {
        let i = self.victim(Some(source(addr)), &progress)?;
        Some(self.entries.remove(i).2)
    }

    /// Connection `id` got through the gate, or ended: it waits no more.
    pub fn leave(&mut self, id: u64) -> Option<K> {
        let i = self.entries.iter().position(|e| e.0 == id)?;
        Some(self.entries.remove(i).2)
    }

    fn count_arrival(&mut self, from: IpAddr, now: Instant) {
        if self.arrivals.len() >= REMEMBERED && !self.arrivals.contains_key(&from) {
            self.arrivals.retain(|_, r| r.lately(now) > 1);
            if self.arrivals.len() >= REMEMBERED {
                return;
            }
        }
        let r = self
            .arrivals
            .entry(from)
            .or_insert_with(|| Recent::new(now));
        r.roll(now);
        r.this = r.this.saturating_add(1);
    }

    /// How many connections are pending.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Which entry to drop: of those from `only` (else all), the ones that have come least
    /// far; of those, the oldest of the source holding the most of them (of those holding
    /// as many, the one arriving the most lately).
    fn victim(&self, only: Option<IpAddr>, progress: &impl Fn(&K) -> Progress) -> Option<usize> {
        let candidates: Vec<usize> = (0..self.entries.len())
            .filter(|&i| only.is_none_or(|s| self.entries[i].1 == s))
            .collect();
        let least = candidates
            .iter()
            .map(|&i| progress(&self.entries[i].2))
            .min()?;
        let behind: Vec<usize> = candidates
            .into_iter()
            .filter(|&i| progress(&self.entries[i].2) == least)
            .collect();
        let held = |s: IpAddr| behind.iter().filter(|&&i| self.entries[i].1 == s).count();
        // Every source here has arrived at least once, even one forgotten since: counted
        // from zero, a person who just came would look busier than sockets that have sat
        // here since before their source was last counted.
        let now = Instant::now();
        let came = |s: IpAddr| self.arrivals.get(&s).map_or(0, |r| r.lately(now)).max(1);
        let mut best: Option<(usize, (usize, u32))> = None;
        for &i in &behind {
            let from = self.entries[i].1;
            let weight = (held(from), came(from));
            if best.is_none_or(|(_, most)| weight > most) {
                best = Some((i, weight));
            }
        }
        best.map(|(i, _)| i)
    }
}

/// Connections at once by what they share (a source, a key). An entry leaves when its
/// count falls to zero, so the map holds no more than the connections open.
pub struct Tally<T> {
    counts: HashMap<T, usize>,
}

impl<T> Default for Tally<T> {
    fn default() -> Tally<T> {
        Tally {
            counts: HashMap::new(),
        }
    }
}

impl<T: std::hash::Hash + Eq> Tally<T> {
    pub fn count(&self, of: &T) -> usize {
        self.counts.get(of).copied().unwrap_or(0)
    }

    pub fn add(&mut self, of: T) {
        let n = self.counts.entry(of).or_insert(0);
        *n = n.saturating_add(1);
    }

    pub fn remove(&mut self, of: &T) {
        if let Some(n) = self.counts.get_mut(of) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                self.counts.remove(of);
            }
        }
    }

    /// How many different ones hold a connection.
    pub fn len(&self) -> usize {
        self.counts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.counts.is_empty()
    }
}

/// The longest name a guest may give, in terminal columns.
pub const MAX_NAME_WIDTH: usize = 20;

/// Why a name cannot be a guest's name at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadName {
    Empty,
    /// Control characters could move the cursor or recolour the host's screen.
    Control,
    /// Format characters (zero-width spaces, soft hyphens, bidirectional overrides) and
    /// line separators hide letters or reorder them: `Ana` and `Ana` followed by a
    /// zero-width space would look the same.
    Invisible,
    /// Letters of scripts that look alike (Latin, Greek, Cyrillic) in one name: a Cyrillic
    /// `А` in `Аna` looks like the Latin one.
    MixedScripts,
    TooWide,
}

impl BadName {
    /// Why, in the language spoken here and now (the `Display` is English, for the log).
    pub fn words(self) -> String {
        use crate::l10n::t;
        match self {
            BadName::Empty => t!("serve-name-empty"),
            BadName::Control => t!("serve-name-control"),
            BadName::Invisible => t!("serve-name-invisible"),
            BadName::MixedScripts => t!("serve-name-mixed"),
            BadName::TooWide => t!("serve-name-too-wide"),
        }
    }
}

impl std::fmt::Display for BadName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            BadName::Empty => "the name is empty",
            BadName::Control => "the name has control characters",
            BadName::Invisible => {
                "the name has invisible characters (format characters or line separators)"
            }
            BadName::MixedScripts => {
                "the name mixes letters of scripts that look alike (Latin, Greek, Cyrillic)"
            }
            BadName::TooWide => "the name is too wide",
        })
    }
}

/// A guest's SSH user name as a name at the table, or why it cannot be one. Control and
/// format characters, names mixing look-alike scripts and names wider than
/// [`MAX_NAME_WIDTH`] columns are refused.
pub fn guest_name(user: &str) -> Result<String, BadName> {
    // Looked at before trimming: the line separators are white space to `trim`, and a
    // name sent with one must be refused, not quietly cut.
    if user.chars().any(|c| c.is_control()) {
        return Err(BadName::Control);
    }
    if user
        .chars()
        .any(|c| crate::escape::is_format(c) || blank_letter(c))
    {
        return Err(BadName::Invisible);
    }
    let name = user.trim();
    if name.is_empty() {
        return Err(BadName::Empty);
    }
    if mixes_scripts(name) {
        return Err(BadName::MixedScripts);
    }
    if unicode_width::UnicodeWidthStr::width(name) > MAX_NAME_WIDTH {
        return Err(BadName::TooWide);
    }
    Ok(name.to_string())
}

/// Whether a public server's guest may not go by `name`: the user names the join command
/// suggests ("table", "play", "guest") say nothing of who connects, and a name like
/// "guest-7" could pass for one the server gives. Compared as the screen shows them, so a
/// look-alike spelling is caught too.
pub fn reserved_name(name: &str) -> bool {
    let seen = looks(name);
    seen == "table" || seen == "play" || seen.starts_with("guest")
}

/// Whether `c` is drawn as nothing though it is no format character: the Hangul fillers,
/// the combining grapheme joiner, the variation selectors, the Khmer inherent vowels and
/// the blank braille pattern. `Tom` followed by one looks exactly like `Tom`.
fn blank_letter(c: char) -> bool {
    matches!(
        c,
        '\u{115f}'
            | '\u{1160}'
            | '\u{3164}'
            | '\u{ffa0}'
            | '\u{034f}'
            | '\u{17b4}'
            | '\u{17b5}'
            | '\u{180b}'..='\u{180f}'
            | '\u{fe00}'..='\u{fe0f}'
            | '\u{e0100}'..='\u{e01ef}'
            | '\u{2800}'
    )
}

/// The scripts whose letters are easily taken for one another.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Script {
    Latin,
    Greek,
    Cyrillic,
    Armenian,
}

fn script(c: char) -> Option<Script> {
    match c {
        'A'..='Z'
        | 'a'..='z'
        | '\u{c0}'..='\u{2af}'
        | '\u{1e00}'..='\u{1eff}'
        | '\u{ff21}'..='\u{ff3a}'
        | '\u{ff41}'..='\u{ff5a}' => Some(Script::Latin),
        '\u{531}'..='\u{58f}' => Some(Script::Armenian),
        '\u{370}'..='\u{3ff}' | '\u{1f00}'..='\u{1fff}' => Some(Script::Greek),
        '\u{400}'..='\u{52f}'
        | '\u{1c80}'..='\u{1c8f}'
        | '\u{2de0}'..='\u{2dff}'
        | '\u{a640}'..='\u{a69f}' => Some(Script::Cyrillic),
        _ => None,
    }
}

/// Whether `name` has letters of two of the look-alike scripts. A name wholly in one
/// script (Ελένη, Анна) is fine; one that a Latin name could be mistaken for is caught by
/// [`same_name`] instead.
fn mixes_scripts(name: &str) -> bool {
    let mut seen: Option<Script> = None;
    for s in name
        .chars()
        .filter(|c| c.is_alphabetic())
        .filter_map(script)
    {
        match seen {
            Some(first) if first != s => return true,
            _ => seen = Some(s),
        }
    }
    false
}

/// A letter that looks like a plain Latin one, as that Latin letter (lower case): full-width
/// letters, and the pairs the Unicode confusables list gives for the common letters of
/// Greek, Cyrillic, Armenian and Latin's own IPA letters.
fn latin_look_alike(c: char) -> char {
    if let Some(ascii) = u32::from(c)
        .checked_sub(0xfee0)
        .filter(|_| matches!(c, '\u{ff21}'..='\u{ff3a}' | '\u{ff41}'..='\u{ff5a}'))
        .and_then(char::from_u32)
    {
        return ascii.to_ascii_lowercase();
    }
    match c {
        'ɑ' => 'a',
        'օ' => 'o',
        'ս' => 'u',
        'ց' => 'g',
        'հ' => 'h',
        'ո' => 'n',
        'ɡ' => 'g',
        'ɩ' | 'ı' => 'i',
        'а' | 'А' | 'α' | 'Α' => 'a',
        'в' | 'В' | 'β' | 'Β' => 'b',
        'с' | 'С' | 'ϲ' | 'Ϲ' => 'c',
        'ԁ' => 'd',
        'е' | 'Е' | 'ε' | 'Ε' | 'ё' | 'Ё' => 'e',
        'һ' | 'Һ' | 'н' | 'Н' | 'η' | 'Η' => 'h',
        'і' | 'І' | 'ι' | 'Ι' | 'ӏ' | 'Ӏ' => 'i',
        'ј' | 'Ј' => 'j',
        'к' | 'К' | 'κ' | 'Κ' => 'k',
        'м' | 'М' | 'Μ' => 'm',
        'ν' | 'Ν' => 'n',
        'о' | 'О' | 'ο' | 'Ο' => 'o',
        'р' | 'Р' | 'ρ' | 'Ρ' => 'p',
        'ԛ' => 'q',
        'ѕ' | 'Ѕ' => 's',
        'т' | 'Т' | 'τ' | 'Τ' => 't',
        'υ' => 'u',
        'ѵ' => 'v',
        'ԝ' | 'Ԝ' => 'w',
        'х' | 'Х' | 'χ' | 'Χ' => 'x',
        'у' | 'У' | 'γ' | 'Υ' | 'Ү' | 'ү' => 'y',
        'Ζ' => 'z',
        _ => c,
    }
}

/// What a name looks like, for telling whether two names could be taken for each other:
/// invisible characters dropped, look-alike letters made Latin, case ignored.
fn looks(name: &str) -> String {
    name.trim()
        .chars()
        .filter(|&c| !c.is_control() && !crate::escape::is_format(c))
        .map(latin_look_alike)
        .flat_map(char::to_lowercase)
        .collect()
}

/// Whether two names could be taken for each other on a screen.
pub fn same_name(a: &str, b: &str) -> bool {
    looks(a) == looks(b)
}

/// A budget of input bytes per second with a burst, per connection: a guest types a few
/// keys a second; a flood is dropped before it reaches the game.
pub struct Budget {
    tokens: f64,
    last: Instant,
}

/// Bytes a guest may send per second, and at once.
pub const INPUT_PER_SECOND: f64 = 2048.0;
pub const INPUT_BURST: f64 = 8192.0;

impl Budget {
    pub fn new(now: Instant) -> Budget {
        Budget {
            tokens: INPUT_BURST,
            last: now,
        }
    }

    /// How many of `n` bytes arriving now may pass.
    pub fn take(&mut self, n: usize, now: Instant) -> usize {
        let dt = now.saturating_duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + dt * INPUT_PER_SECOND).min(INPUT_BURST);
        let pass = (n as f64).min(self.tokens.floor()).max(0.0);
        self.tokens -= pass;
        pass as usize
    }
}

/// A terminal size a guest reports, within what any local terminal could be.
pub fn clamp_size(cols: u32, rows: u32) -> (u16, u16) {
    let clamp = |v: u32| v.clamp(1, 1000) as u16;
    (clamp(cols), clamp(rows))
}

/// The variable of a client's environment that chooses plain mode (`ssh -o
/// SetEnv=YAHTZEE_MODE=plain`), as `[ui] mode` does at home; `screen` asks for the drawn
/// one even on a `dumb` terminal.
pub const MODE_VAR: &str = "YAHTZEE_MODE";

/// What a client asked of the way it reads the game, before its terminal opens.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AskedMode {
    /// `YAHTZEE_MODE`, when it was `plain` or `screen`.
    var: Option<super::Mode>,
    /// The terminal's type (`TERM`), when a terminal was asked for: `None` is `ssh -T`.
    term: Option<Term>,
}

/// The kind of terminal a client opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Term {
    /// `dumb`: no cursor to move, as a braille display's terminal says.
    Dumb,
    Capable,
}

impl AskedMode {
    /// Keeps `YAHTZEE_MODE=value` if it names a mode; false when it was not kept.
    pub fn set(&mut self, name: &str, value: &str) -> bool {
        if name != MODE_VAR {
            return false;
        }
        self.var = match value.trim().to_ascii_lowercase().as_str() {
            "plain" => Some(super::Mode::Plain(super::Pty::Raw)),
            "screen" => Some(super::Mode::Screen),
            _ => return false,
        };
        true
    }

    /// The client asked for a terminal of type `term`.
    pub fn terminal(&mut self, term: &str) {
        self.term = Some(if term.eq_ignore_ascii_case("dumb") {
            Term::Dumb
        } else {
            Term::Capable
        });
    }

    /// How the guest reads the game: plain without a terminal (nothing could be drawn), on
    /// a `dumb` one, or when `YAHTZEE_MODE` says so; else the drawn screen.
    pub fn mode(&self) -> super::Mode {
        use super::{Mode, Pty};
        match (self.term, self.var) {
            (None, _) => Mode::Plain(Pty::None),
            (Some(_), Some(Mode::Plain(_))) | (Some(Term::Dumb), None) => Mode::Plain(Pty::Raw),
            (Some(_), Some(Mode::Screen)) | (Some(Term::Capable), None) => Mode::Screen,
        }
    }
}

/// The variables of a client's environment that say which language its person reads
/// (OpenSSH sends `LANG` and `LC_*` where `SendEnv` asks it to, as Debian's default does).
/// Any other name is ignored: the server keeps nothing else a client claims.
pub const LOCALE_VARS: [&str; 4] = ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"];

/// The longest value of a locale variable kept: real ones are a few characters
/// (`de_DE.UTF-8`, `sv:de:en`); anything longer is not a locale.
pub const LOCALE_VALUE_MAX: usize = 64;

/// What a client's environment said of its person's language: the [`LOCALE_VARS`] it sent,
/// each bounded, read as glibc reads the local ones (`l10n::choose`). The server's own
/// environment is the operator's, never the player's.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Locale {
    vars: [Option<String>; LOCALE_VARS.len()],
}

impl Locale {
    /// Keeps `name=value` if it is a locale variable with a short, printable value; false
    /// when it was not kept.
    pub fn set(&mut self, name: &str, value: &str) -> bool {
        let Some(i) = LOCALE_VARS.iter().position(|v| *v == name) else {
            return false;
        };
        if value.len() > LOCALE_VALUE_MAX || !value.chars().all(|c| c.is_ascii_graphic()) {
            return false;
        }
        self.vars[i] = Some(value.to_string());
        true
    }

    /// The language these variables ask for, English when none the game speaks.
    pub fn lang(&self) -> crate::l10n::Lang {
        crate::l10n::choose(None, None, |name| {
            let i = LOCALE_VARS.iter().position(|v| *v == name)?;
            self.vars[i].clone()
        })
        .lang
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_mode_is_chosen_without_a_terminal_on_a_dumb_one_or_by_yahtzee_mode() {
        use crate::net::{Mode, Pty};
        let asked = |term: Option<&str>, var: Option<&str>| {
            let mut asked = AskedMode::default();
            if let Some(term) = term {
                asked.terminal(term);
            }
            if let Some(var) = var {
                assert!(asked.set(MODE_VAR, var), "{var}");
            }
            asked.mode()
        };
        assert_eq!(asked(Some("xterm-256color"), None), Mode::Screen);
        assert_eq!(asked(None, None), Mode::Plain(Pty::None));
        assert_eq!(asked(None, Some("screen")), Mode::Plain(Pty::None));
        assert_eq!(asked(Some("dumb"), None), Mode::Plain(Pty::Raw));
        assert_eq!(asked(Some("dumb"), Some("screen")), Mode::Screen);
        assert_eq!(asked(Some("xterm"), Some("Plain")), Mode::Plain(Pty::Raw));
        let mut other = AskedMode::default();
        assert!(!other.set(MODE_VAR, "braille"));
        assert!(!other.set("PATH", "plain"));
    }

    #[test]
    fn a_clients_locale_is_kept_within_bounds_and_read_as_glibc_reads_it() {
        use crate::l10n::Lang;
        let mut locale = Locale::default();
        assert_eq!(locale.lang(), Lang::En);
        assert!(locale.set("LANG", "de_DE.UTF-8"));
        assert_eq!(locale.lang(), Lang::De);
        assert!(locale.set("LC_MESSAGES", "fr_FR.UTF-8"));
        assert_eq!(locale.lang(), Lang::Fr);
        // Nothing but the locale's names, and nothing long or unprintable, is kept.
        assert!(!locale.set("PATH", "/bin"));
        assert!(!locale.set("LC_ALL", &"s".repeat(LOCALE_VALUE_MAX + 1)));
        assert!(!locale.set("LC_ALL", "sv_SE\x1b[2J"));
        assert!(!locale.set("LC_ALL", "sv SE"));
        assert_eq!(locale.lang(), Lang::Fr);
        // The pseudo-language is a tester's, never a client's locale.
        let mut pseudo = Locale::default();
        pseudo.set("LANG", "en-XA");
        assert_eq!(pseudo.lang(), Lang::En);
    }

    #[test]
    fn a_code_has_fifty_bits_and_forgives_case_and_dash() {
        let code = Code::random();
        let shown = code.reveal();
        assert_eq!(shown.len(), CODE_CHARS + 1);
        assert!(code.matches(&shown.to_uppercase().replace('-', "")));
        assert!(!code.matches(""));
        assert!(!code.matches(&shown[..shown.len() - 1]));
        let other: String = shown
            .chars()
            .map(|c| if c == 'a' { 'b' } else { 'a' })
            .collect();
        assert!(!code.matches(&other));
        assert_eq!(format!("{code:?}"), "Code(…)");
        // 31 letters over 10 places.
        assert!((31f64).powi(10).log2() >= 40.0);
    }

    #[test]
    fn an_address_is_shut_out_after_five_wrong_codes_for_a_minute() {
        let mut tries = Tries::default();
        let t0 = Instant::now();
        let a: IpAddr = "192.0.2.1".parse().unwrap();
        let b: IpAddr = "192.0.2.2".parse().unwrap();
        for _ in 0..TRIES_PER_ADDRESS {
            assert!(tries.may_try(a, t0));
            tries.failed(a, t0);
        }
        assert!(!tries.may_try(a, t0));
        assert!(tries.may_try(b, t0), "another address is not punished");
        assert!(tries.may_try(a, t0 + WINDOW), "the window passes");
        assert_eq!(tries.failures, 5);
    }

    #[test]
    fn an_address_shut_out_is_told_how_long_it_waits() {
        let mut tries = Tries::default();
        let t0 = Instant::now();
        let a: IpAddr = "192.0.2.1".parse().unwrap();
        for _ in 0..TRIES_PER_ADDRESS - 1 {
            tries.failed(a, t0);
        }
        assert_eq!(tries.shut_out_for(a, t0), None);
        tries.failed(a, t0);
        let later = t0 + Duration::from_secs(20);
        assert_eq!(tries.shut_out_for(a, later), Some(Duration::from_secs(40)));
        assert_eq!(tries.shut_out_for(a, t0 + WINDOW), None);
    }

    #[test]
    fn idle_connections_make_room_for_newcomers_oldest_of_the_busiest_first() {
        let a: IpAddr = "192.0.2.1".parse().unwrap();
        let b: IpAddr = "192.0.2.2".parse().unwrap();
        let c: IpAddr = "192.0.2.3".parse().unwrap();
        let silent = |_: &u64| Progress::Silent;
        let mut p = Pending::default();
        // Per address: the fourth from `a` takes the place of `a`'s oldest.
        for id in 1..=3 {
            assert!(p.arrive(id, a, id, (10, 3), silent).is_empty());
        }
        assert_eq!(p.arrive(4, a, 4, (10, 3), silent), vec![1]);
        assert_eq!(p.len(), 3);
        // Overall: `b` and `c` fill the rest; a newcomer from `c` crowds out the oldest of
        // whoever holds the most, `a`, not the newcomer itself or `b`.
        assert!(p.arrive(5, b, 5, (6, 3), silent).is_empty());
        assert!(p.arrive(6, b, 6, (6, 3), silent).is_empty());
        assert!(p.arrive(7, c, 7, (6, 3), silent).is_empty());
        assert_eq!(p.arrive(8, c, 8, (6, 3), silent), vec![2]);
        assert_eq!(p.len(), 6);
        // One that got in leaves the count; one that is gone cannot be dropped twice.
        assert_eq!(p.leave(8), Some(8));
        assert_eq!(p.leave(8), None);
        assert_eq!(p.len(), 5);
        // Forty from one address never hold more than their share.
        let mut p = Pending::default();
        for id in 0..40 {
            p.arrive(id, a, id, (10, 3), silent);
        }
        assert_eq!(p.len(), 3);
        assert!(
            p.arrive(100, b, 100, (10, 3), silent).is_empty(),
            "a guest from elsewhere gets in"
        );
        // A full door: the busiest address's oldest makes room.
        assert_eq!(p.make_room(silent), Some(37));
        assert_eq!(p.len(), 3);
        let mut empty: Pending<u64> = Pending::default();
        assert_eq!(empty.make_room(silent), None);
    }

    #[test]
    fn a_source_at_its_bound_makes_room_among_its_own_only() {
        let a: IpAddr = "192.0.2.1".parse().unwrap();
        let a6: IpAddr = "2001:db8::1".parse().unwrap();
        let a6_same_net: IpAddr = "2001:db8::2".parse().unwrap();
        let b: IpAddr = "192.0.2.2".parse().unwrap();
        let progress = |&id: &u64| {
            if id == 1 {
                Progress::Authenticating
            } else {
                Progress::Silent
            }
        };
        let mut p = Pending::default();
        p.arrive(1, a, 1, (10, 10), progress);
        p.arrive(2, b, 2, (10, 10), progress);
        p.arrive(3, a, 3, (10, 10), progress);
        p.arrive(4, a6, 4, (10, 10), progress);
        // `a`'s silent one goes, not its guest at the prompt, nor `b`'s older silent one.
        assert_eq!(p.make_room_from(a, progress), Some(3));
        assert_eq!(p.make_room_from(a, progress), Some(1));
        assert_eq!(p.make_room_from(a, progress), None);
        // An IPv6 /64 is one source.
        assert_eq!(p.make_room_from(a6_same_net, progress), Some(4));
        assert_eq!(p.len(), 1);
    }

    #[test]
    fn arrivals_count_for_one_window_or_two_then_are_forgotten() {
        let t0 = Instant::now();
        let mut r = Recent::new(t0);
        r.this = 5;
        assert_eq!(r.lately(t0 + LATELY / 2), 5);
        assert_eq!(r.lately(t0 + LATELY), 5, "the last window still counts");
        r.roll(t0 + LATELY);
        r.this += 1;
        assert_eq!(r.lately(t0 + LATELY), 6);
        assert_eq!(r.lately(t0 + LATELY * 2), 1, "the first window is over");
        assert_eq!(r.lately(t0 + LATELY * 4), 0);
    }

    #[test]
    fn a_flood_from_more_sources_than_are_remembered_stays_bounded_and_a_regular_stays_busy() {
        let silent = |_: &u64| Progress::Silent;
        let mut p = Pending::default();
        let regular: IpAddr = "203.0.113.9".parse().unwrap();
        for id in 0..3 * REMEMBERED as u64 {
            let v6 = std::net::Ipv6Addr::from((0x2001_0db8_u128 << 96) | (u128::from(id) << 64));
            p.arrive(id, IpAddr::V6(v6), id, (64, 8), silent);
            if id % 16 == 0 {
                p.arrive(id + 1_000_000, regular, id, (64, 8), silent);
            }
            assert!(
                p.arrivals.len() <= REMEMBERED,
                "{} at {id}",
                p.arrivals.len()
            );
        }
        let now = Instant::now();
        assert!(p.arrivals.get(&regular).map_or(0, |r| r.lately(now)) > 100);
    }

    #[test]
    fn among_sources_holding_one_each_the_one_that_keeps_coming_makes_room() {
        // Twenty flooding addresses, ten places: each holds one at most. A person arrives
        // once and has not spoken yet; the flood keeps coming for a thousand arrivals.
        let person: IpAddr = "198.51.100.7".parse().unwrap();
        let silent = |_: &u64| Progress::Silent;
        let mut p = Pending::default();
        for id in 1..=200u64 {
            p.arrive(
                id,
                IpAddr::from([203, 0, 113, (id % 20) as u8]),
                id,
                (10, 3),
                silent,
            );
        }
        p.arrive(0, person, 0, (10, 3), silent);
        for id in 201..1200u64 {
            let from = IpAddr::from([203, 0, 113, (id % 20) as u8]);
            let dropped = p.arrive(id, from, id, (10, 3), silent);
            assert!(!dropped.contains(&0), "the person was dropped at {id}");
        }
        assert_eq!(p.leave(0), Some(0));
    }

    #[test]
    fn a_tally_counts_each_and_forgets_those_at_zero() {
        let mut t: Tally<&str> = Tally::default();
        t.add("a");
        t.add("a");
        t.add("b");
        assert_eq!((t.count(&"a"), t.count(&"b"), t.len()), (2, 1, 2));
        t.remove(&"b");
        t.remove(&"b");
        assert_eq!((t.count(&"b"), t.len()), (0, 1));
        t.remove(&"a");
        t.remove(&"a");
        assert!(t.is_empty());
    }

    #[test]
    fn the_join_commands_names_and_guest_like_names_are_reserved() {
        for name in [
            "table",
            "TABLE",
            "play",
            "guest",
            "Guest-7",
            "guest42",
            "\u{ff47}uest",
        ] {
            assert!(reserved_name(name), "{name:?}");
        }
        for name in ["Ana", "Tablet", "player", "Augustine"] {
            assert!(!reserved_name(name), "{name:?}");
        }
    }

    #[test]
    fn a_guest_that_got_further_outlasts_silent_sockets_from_many_addresses() {
        // Twelve addresses, one silent socket each, churning; the guest (id 0) spoke and is
        // authenticating. It is never the one to make room while a silent socket waits.
        let guest: IpAddr = "198.51.100.7".parse().unwrap();
        let progress = |&id: &u64| {
            if id == 0 {
                Progress::Authenticating
            } else {
                Progress::Silent
            }
        };
        let mut p = Pending::default();
        p.arrive(0, guest, 0, (10, 3), progress);
        for id in 1..10_000u64 {
            let from = IpAddr::from([203, 0, 113, (id % 12) as u8]);
            let dropped = p.arrive(id, from, id, (10, 3), progress);
            assert!(!dropped.contains(&0), "the guest was dropped at {id}");
        }
        assert_eq!(p.leave(0), Some(0));
        // Without silent sockets, the furthest along are dropped too, oldest first.
        let mut q = Pending::default();
        let talking = |_: &u64| Progress::Authenticating;
        for id in 0..3u64 {
            q.arrive(
                id,
                IpAddr::from([203, 0, 113, id as u8]),
                id,
                (3, 3),
                talking,
            );
        }
        assert_eq!(q.arrive(9, guest, 9, (3, 3), talking), vec![0]);
    }

    #[test]
    fn an_ipv6_network_counts_as_one_source() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::2".parse().unwrap();
        let other: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(source(a), source(b));
        assert_ne!(source(a), source(other));
        let mapped: IpAddr = "::ffff:192.0.2.1".parse().unwrap();
        assert_eq!(source(mapped), "192.0.2.1".parse::<IpAddr>().unwrap());
        let mut tries = Tries::default();
        let t0 = Instant::now();
        for _ in 0..TRIES_PER_ADDRESS {
            tries.failed(a, t0);
        }
        assert!(
            !tries.may_try(b, t0),
            "another address of the same /64 is shut out too"
        );
        assert!(tries.may_try(other, t0));
    }

    #[test]
    fn names_that_hide_letters_or_mix_look_alike_scripts_are_refused() {
        assert_eq!(guest_name("Ana\u{200b}"), Err(BadName::Invisible));
        assert_eq!(guest_name("A\u{202e}na"), Err(BadName::Invisible));
        assert_eq!(guest_name("Ana\u{2028}"), Err(BadName::Invisible));
        assert_eq!(guest_name(&"\u{ad}".repeat(30)), Err(BadName::Invisible));
        assert_eq!(guest_name("\u{feff}Ana"), Err(BadName::Invisible));
        assert_eq!(guest_name("\u{410}na"), Err(BadName::MixedScripts));
        assert_eq!(guest_name("Ana-Σ"), Err(BadName::MixedScripts));
        assert_eq!(guest_name("Анна"), Ok("Анна".to_string()));
        assert_eq!(guest_name("Ελένη"), Ok("Ελένη".to_string()));
        assert_eq!(guest_name("José 2"), Ok("José 2".to_string()));
        assert_eq!(guest_name("美咲"), Ok("美咲".to_string()));
    }

    #[test]
    fn blank_letters_and_other_look_alikes_are_caught_too() {
        for name in [
            "Tom\u{3164}",
            "Tom\u{34f}",
            "Tom\u{2800}",
            "\u{115f}Tom",
            "Tom\u{fe0f}",
        ] {
            assert_eq!(guest_name(name), Err(BadName::Invisible), "{name:?}");
        }
        assert_eq!(guest_name("T\u{585}m"), Err(BadName::MixedScripts));
        assert!(same_name("Tom", "\u{ff34}\u{ff4f}\u{ff4d}"), "full-width");
        assert!(same_name("Ana", "\u{251}na"), "Latin alpha");
    }

    #[test]
    fn names_that_look_the_same_are_the_same_name() {
        assert!(same_name("Ana", "ana"));
        assert!(same_name("Ana", "ANA\u{200b}"));
        // All-Cyrillic "АВА" reads as the Latin ABA.
        assert!(same_name("Aba", "\u{410}\u{412}\u{410}"));
        assert!(!same_name("Ana", "Ann"));
        assert!(!same_name("Анна", "Ana"));
    }

    #[test]
    fn names_with_control_characters_or_too_wide_are_refused() {
        assert_eq!(guest_name(" Ana "), Ok("Ana".to_string()));
        assert!(guest_name("A\u{1b}[2Jna").is_err());
        assert!(guest_name("").is_err());
        assert!(guest_name(&"W".repeat(21)).is_err());
        assert!(guest_name(&"漢".repeat(11)).is_err());
        assert!(guest_name(&"漢".repeat(10)).is_ok());
    }

    #[test]
    fn a_flood_of_input_is_cut_to_the_budget() {
        let t0 = Instant::now();
        let mut budget = Budget::new(t0);
        assert_eq!(budget.take(100_000, t0), INPUT_BURST as usize);
        assert_eq!(budget.take(10, t0), 0);
        let later = t0 + Duration::from_millis(500);
        assert_eq!(
            budget.take(100_000, later),
            (INPUT_PER_SECOND / 2.0) as usize
        );
    }

    #[test]
    fn sizes_are_clamped_to_what_a_terminal_could_be() {
        assert_eq!(clamp_size(0, 0), (1, 1));
        assert_eq!(clamp_size(u32::MAX, 5000), (1000, 1000));
        assert_eq!(clamp_size(80, 24), (80, 24));
    }
}
