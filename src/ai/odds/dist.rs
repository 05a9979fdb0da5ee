//! Score distributions: [`Dist`], a distribution over whole points, and the compact form the
//! chance-to-win table keeps them in (`Stored`: cumulative probabilities in 1/65535 steps as
//! varints, the far tails trimmed). It is apart from the table because it is plain arithmetic
//! on distributions, knowing nothing of card states, turns or the solver.

/// A probability distribution over whole points: `p[i]` is the chance of `lo + i`.
#[derive(Clone, Debug, PartialEq)]
pub struct Dist {
    pub lo: u32,
    pub p: Vec<f64>,
}

impl Dist {
    pub fn point(at: u32) -> Dist {
        Dist {
            lo: at,
            p: vec![1.0],
        }
    }

    pub fn hi(&self) -> u32 {
        self.lo + self.p.len() as u32 - 1
    }

    pub fn shifted(&self, by: u32) -> Dist {
        Dist {
            lo: self.lo + by,
            p: self.p.clone(),
        }
    }

    pub fn mean(&self) -> f64 {
        self.p
            .iter()
            .enumerate()
            .map(|(i, p)| p * f64::from(self.lo + i as u32))
            .sum()
    }

    /// P(X = x).
    pub fn at(&self, x: u32) -> f64 {
        x.checked_sub(self.lo)
            .and_then(|i| self.p.get(i as usize))
            .copied()
            .unwrap_or(0.0)
    }
}

/// The scale of stored cumulative probabilities.
pub(super) const STEPS: f64 = 65535.0;

/// Accumulates `weight × (a stored distribution shifted by `by`)` into a dense buffer
/// starting at 0.
#[inline(always)]
pub(super) fn add_shifted(acc: &mut Vec<f64>, stored: Stored, by: u32, weight: f64) {
    let start = (stored.lo + by) as usize;
    let len = stored.len;
    if acc.len() < start + len {
        acc.resize(start + len, 0.0);
    }
    let w = weight / STEPS;
    for (a, step) in acc[start..start + len].iter_mut().zip(stored.steps()) {
        *a += w * f64::from(step);
    }
}

/// Accumulates `weight × (decoded steps shifted to start at `start`)` into a dense buffer
/// starting at 0: [`add_shifted`] once the steps are decoded. The products and the order they
/// are added in are the same as there (a step is a whole number below 2^16, exact in `f32`),
/// so the sums come out bit for bit the same; the loop is a plain slice one the compiler
/// vectorises.
#[inline(always)]
pub(super) fn add_steps(acc: &mut Vec<f64>, start: usize, steps: &[f32], weight: f64) {
    let end = start + steps.len();
    if acc.len() < end {
        acc.resize(end, 0.0);
    }
    let w = weight / STEPS;
    for (a, &s) in acc[start..end].iter_mut().zip(steps) {
        *a += w * f64::from(s);
    }
}

/// A stored distribution: its support starts at `lo`, and `bytes` hold its `len`
/// probabilities in 1/65535 steps as LEB128 varints (the steps of its cumulative
/// probabilities, so they add up to exactly 65535).
#[derive(Clone, Copy)]
pub(super) struct Stored<'a> {
    pub(super) lo: u32,
    pub(super) len: usize,
    pub(super) bytes: &'a [u8],
}

/// A step is at most 65535, so its varint takes at most three bytes, and the decoder never
/// reads a fourth: damaged bytes (a run of 0xff) then decode to wrong steps, which the sum
/// check refuses, rather than shifting past 32 bits, and a stored distribution of `len` steps
/// never reaches past `len × MAX_VARINT` bytes (what a load checks through; see
/// `store::odds_cache`).
pub(crate) const MAX_VARINT: usize = 3;

impl<'a> Stored<'a> {
    #[inline(always)]
    pub(super) fn steps(self) -> impl Iterator<Item = u32> + 'a {
        let mut at = 0;
        let bytes = self.bytes;
        (0..self.len).map(move |_| {
            let mut v = 0u32;
            for k in 0..MAX_VARINT {
                let Some(&b) = bytes.get(at) else { break };
                at += 1;
                v |= u32::from(b & 0x7f) << (7 * k);
                if b & 0x80 == 0 {
                    break;
                }
            }
            v
        })
    }

    /// Appends the steps to `out` (each exact in `f32`: at most 65535 in a sound table, and
    /// below 2^21 whatever the bytes).
    #[inline(always)]
    pub(super) fn decode_into(self, out: &mut Vec<f32>) {
        out.extend(self.steps().map(|s| s as f32));
    }

    pub(super) fn probabilities(self) -> Vec<f64> {
        self.steps().map(|s| f64::from(s) / STEPS).collect()
    }
}

/// Quantizes a distribution (normalised to add up to 1) into varint steps.
#[inline(always)]
pub(super) fn quantize(p: &[f64]) -> Vec<u8> {
    let total: f64 = p.iter().sum();
    let mut run = 0.0;
    let mut prev = 0u32;
    let mut out = Vec::with_capacity(p.len() * 2);
    for (i, v) in p.iter().enumerate() {
        run += v;
        let c = if i + 1 == p.len() {
            STEPS as u32
        } else {
            ((run / total * STEPS).round() as u32).min(STEPS as u32)
        };
        let mut step = c.saturating_sub(prev);
        prev = prev.max(c);
        loop {
            let byte = (step & 0x7f) as u8;
            step >>= 7;
            if step == 0 {
                out.push(byte);
                break;
            }
            out.push(byte | 0x80);
        }
    }
    // A level of these is held until it is placed in the pool: at about 1.3 bytes a step,
    // the room for two would leave a third of it unused.
    out.shrink_to_fit();
    out
}

/// Each stored distribution drops at most this much probability from each end (the far
/// tails of many extra-Yahtzee bonuses): far below anything a percentage shows, and it
/// keeps the table a fraction of its full size.
///
/// Distributions are stored as their cumulative probabilities in 1/65535 steps: the error is
/// then bounded everywhere by half a step, and a mixture of stored distributions (every
/// state's is one of its successors') is never less accurate than its parts.
const TAIL: f64 = 7e-6;

pub(super) fn trim(acc: &[f64]) -> (u32, &[f64]) {
    let mut first = 0;
    let mut run = 0.0;
    while first + 1 < acc.len() && run + acc[first] <= TAIL {
        run += acc[first];
        first += 1;
    }
    let mut last = acc.len().saturating_sub(1);
    let mut run = 0.0;
    while last > first && run + acc[last] <= TAIL {
        run += acc[last];
        last -= 1;
    }
    (first as u32, &acc[first..=last])
}
