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
            .get(&addr)
            .is_none_or(|&(_, n)| n < TRIES_PER_ADDRESS)
    }

    /// Counts a wrong code from `addr`.
    pub fn failed(&mut self, addr: IpAddr, now: Instant) {
        self.failures = self.failures.saturating_add(1);
        self.forget_old(now);
        let entry = self.by_address.entry(addr).or_insert((now, 0));
        entry.1 = entry.1.saturating_add(1);
    }

    /// Addresses whose window is over start afresh; the map never holds more than the
    /// addresses seen in the last minute.
    fn forget_old(&mut self, now: Instant) {
        self.by_address
            .retain(|_, (since, _)| now.saturating_duration_since(*since) < WINDOW);
    }
}

/// The longest name a guest may give, in terminal columns.
pub const MAX_NAME_WIDTH: usize = 20;

/// A guest's SSH user name as a name at the table, or why it cannot be one. Control
/// characters (which could move the cursor or recolour the host's screen) and names wider
/// than [`MAX_NAME_WIDTH`] columns are refused.
pub fn guest_name(user: &str) -> Result<String, &'static str> {
    let name = user.trim();
    if name.is_empty() {
        return Err("the name is empty");
    }
    if name.chars().any(|c| c.is_control()) {
        return Err("the name has control characters");
    }
    if unicode_width::UnicodeWidthStr::width(name) > MAX_NAME_WIDTH {
        return Err("the name is too wide");
    }
    Ok(name.to_string())
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

#[cfg(test)]
mod tests {
    use super::*;

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
