//! `yahtzee-lab --serve`: a public server under the load of many people, measured from
//! outside.
//!
//! The server is the game's own binary (`yahtzee serve`) in a child process with a scratch
//! data folder; the people are russh clients in this process, each from a loopback address
//! of its own (Linux answers on all of 127/8, so a per-address limit sees them as different
//! people) and with a key of its own, made from the run's seed. They read their screens as
//! a person would and press keys at a person's pace on their turn; every key is timed to the
//! first bytes of the screen it redraws. The server's resident memory, threads, open files
//! and processor time are read from `/proc` once a second ([`procfs`]), and the load
//! generator's own processor time beside them: on a machine of two cores the clients and the
//! server share the processors, and a busy generator would lengthen the times it measures.
//!
//! Everything is bounded: each step a person takes has a deadline, the play stops at its
//! end, and a server that stops answering ends the run with the reason, never a hang.

mod hall;
mod person;
mod procfs;
mod serve;

use std::fmt::Write as _;
use std::net::Ipv4Addr;
use std::time::Duration;

pub(crate) use serve::{LoadError, LoadPlan, measure};

/// A small seeded generator (SplitMix64): the people's pace and keys, and their keys' seeds,
/// so that a run can be repeated.
#[derive(Clone, Debug)]
pub(crate) struct Rng(u64);

impl Rng {
    pub(crate) fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (`n` at least 1; the tiny bias of a modulo does not matter for a
    /// person's pace).
    pub(crate) fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }

    /// 32 bytes: a key's seed.
    pub(crate) fn seed32(&mut self) -> [u8; 32] {
        let mut out = [0u8; 32];
        for chunk in out.chunks_mut(8) {
            chunk.copy_from_slice(&self.next().to_le_bytes());
        }
        out
    }

    /// Another generator, for one person, that does not follow this one's numbers.
    pub(crate) fn fork(&mut self) -> Rng {
        Rng::new(self.next())
    }
}

/// Person `i`'s own loopback address: 127.1.0.1, 127.1.0.2, ... (254 to a third byte).
pub(crate) fn address_of(i: usize) -> Ipv4Addr {
    let third = u8::try_from(i / 254).unwrap_or(u8::MAX);
    let fourth = u8::try_from(i % 254 + 1).unwrap_or(u8::MAX);
    Ipv4Addr::new(127, 1, third, fourth)
}

/// The median, the 99th percentile and the greatest of `values` (nearest rank); `None`
/// when there are none.
pub(crate) fn quantiles(values: &[f64]) -> Option<(f64, f64, f64)> {
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    let at = |q: f64| {
        // Nearest rank: the smallest value with at least q of them at or below it.
        let rank = (q * v.len() as f64).ceil() as usize;
        v.get(rank.saturating_sub(1)).copied()
    };
    Some((at(0.5)?, at(0.99)?, *v.last()?))
}

/// KiB as MB for the report, one decimal.
pub(crate) fn mb(kib: u64) -> String {
    format!("{:.1} MB", kib as f64 / 1024.0)
}

/// A duration for the report: milliseconds under ten seconds, else seconds.
pub(crate) fn took(d: Duration) -> String {
    if d < Duration::from_secs(10) {
        format!("{} ms", d.as_millis())
    } else {
        format!("{:.1} s", d.as_secs_f64())
    }
}

/// The machine's load average now (1, 5 and 15 minutes), as `/proc/loadavg` says it.
pub(crate) fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .map(|text| {
            text.split_whitespace()
                .take(3)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .unwrap_or_else(|| "unknown".to_string())
}

/// Adds a line to the report.
pub(crate) fn line(out: &mut String, text: impl std::fmt::Display) {
    let _ = writeln!(out, "{text}");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quantiles_are_nearest_rank() {
        let v: Vec<f64> = (1..=200).map(f64::from).collect();
        assert_eq!(quantiles(&v), Some((100.0, 198.0, 200.0)));
        assert_eq!(quantiles(&[3.0]), Some((3.0, 3.0, 3.0)));
        assert_eq!(quantiles(&[]), None);
    }

    #[test]
    fn each_person_has_an_address_of_their_own() {
        let all: std::collections::HashSet<_> = (0..6000).map(address_of).collect();
        assert_eq!(all.len(), 6000);
        assert_eq!(address_of(0), Ipv4Addr::new(127, 1, 0, 1));
        assert_eq!(address_of(254), Ipv4Addr::new(127, 1, 1, 1));
        assert!(all.iter().all(|a| a.is_loopback()));
    }

    #[test]
    fn the_generator_repeats_with_its_seed() {
        let (mut a, mut b) = (Rng::new(5), Rng::new(5));
        assert_eq!(a.seed32(), b.seed32());
        assert!((0..1000).all(|_| a.below(7) < 7));
        assert_ne!(Rng::new(5).next(), Rng::new(6).next());
    }
}
