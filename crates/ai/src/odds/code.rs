//! The stored form of the outlook's distributions: each one's cumulative
//! probabilities rounded to whole steps of `1/STEPS`, and a block of them (one set of filled
//! boxes and Yahtzee flag, every upper subtotal that needs its own) coded together.
//!
//! Neighbouring upper subtotals have close distributions, so each distribution of a block is
//! predicted from the one before it: a step is predicted from the step at the same points in
//! the previous distribution, corrected by how the previous points of this one differed there
//! (the median predictor of lossless image coding, LOCO-I), and the first distribution of a
//! block from its own previous step. What is left is small and coded with Rice codes whose
//! parameter follows the sizes seen so far in the same context (JPEG-LS's adaptive Golomb
//! coding). A block is decoded whole and on its own, from its first byte: nothing is shared
//! between blocks, so a damaged block stays in its block.
//!
//! Measured on Classic (`yahtzee-lab`): about 2.8 bits per step, against 16 for the plain
//! steps and 10 for the varints of the previous format.

/// The scale of the stored cumulative probabilities. Rounding to it moves a cumulative
/// probability by at most `1 / (2 × STEPS)` = 2.08e-5, the bound the module `odds` proves its
/// chances from.
pub(crate) const STEPS: u32 = 24_000;

/// The probability of `steps` stored steps.
pub(crate) fn probability(steps: u32) -> f64 {
    f64::from(steps) / f64::from(STEPS)
}

/// [`probability`] without a division, which the Shark's reads of whole distributions wait
/// on: a product by the reciprocal, its residual (exact in a fused multiply-add) and one
/// correction, the same to the bit as the quotient for every step count a `u16` holds (the
/// tests try each). Where the processor has no fused multiply-add it is emulated, slowly but
/// still exactly: callers pick this where they are compiled for one.
#[inline(always)]
pub(crate) fn probability_fused(steps: u16) -> f64 {
    const RECIPROCAL: f64 = 1.0 / STEPS as f64;
    let x = f64::from(steps);
    let q = x * RECIPROCAL;
    let residual = (-q).mul_add(f64::from(STEPS), x);
    residual.mul_add(RECIPROCAL, q)
}

/// A distribution longer than this is not a Yahtzee score's (the most a card can score is
/// 1,575 in Classic, and no ruleset's settings reach 2^14): a block claiming one is damaged.
const MAX_LEN: u32 = 1 << 14;
/// The most points a stored distribution may start at, for the same reason.
const MAX_LO: u32 = 1 << 15;

/// Why a stored block could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a stored block of the chance-to-win table is damaged")]
pub struct Damaged;

/// Rounds a distribution to whole steps of its cumulative probabilities: `p` gives the
/// probabilities from `lo` (they need not add up to exactly 1: they are scaled to). Gives the
/// first points with a step and the steps from there, the last one ending the cumulative
/// probability at [`STEPS`]: the far tails round to nothing and are left out.
#[inline]
pub(crate) fn quantise(lo: u32, p: &[f32], out: &mut Vec<u32>) -> u32 {
    out.clear();
    let total: f64 = p.iter().map(|&v| f64::from(v)).sum();
    let scale = f64::from(STEPS) / total;
    let mut run = 0.0f64;
    let mut below = 0u32;
    let mut first = None;
    for (i, &v) in p.iter().enumerate() {
        run += f64::from(v);
        let c = if i + 1 == p.len() {
            STEPS
        } else {
            // `run ≤ total`, so this is at most STEPS (and the cast saturates regardless).
            round_half_up(run * scale).min(STEPS)
        };
        if c > below && first.is_none() {
            first = Some(i);
        }
        if first.is_some() {
            out.push(c - below);
        }
        below = c;
        if c == STEPS {
            break;
        }
    }
    lo + first.unwrap_or(0) as u32
}

/// `x` (not negative, below 2^32) to the nearest whole number, halves up: what `f64::round`
/// gives there, without its call into the C library where the CPU has no rounding
/// instruction.
#[inline(always)]
fn round_half_up(x: f64) -> u32 {
    let whole = x as u32;
    whole + u32::from(x - f64::from(whole) >= 0.5)
}

/// Bits written most significant first.
struct BitWriter {
    out: Vec<u8>,
    /// The bits not yet written out are the low `held` bits.
    acc: u64,
    held: u32,
}

impl BitWriter {
    #[inline(always)]
    fn put(&mut self, value: u64, bits: u32) {
        debug_assert!(bits <= 32 && (bits == 32 || value >> bits == 0));
        if self.held + bits > 64 {
            self.flush();
        }
        // `bits` is at most 32 and `held` at most 32 here, so nothing held is shifted out.
        self.acc = if bits == 0 {
            self.acc
        } else {
            (self.acc << bits) | value
        };
        self.held += bits;
    }

    /// Writes out whole groups of 32 bits.
    #[inline(always)]
    fn flush(&mut self) {
        while self.held >= 32 {
            self.held -= 32;
            self.out
                .extend_from_slice(&((self.acc >> self.held) as u32).to_be_bytes());
        }
    }

    fn finish(mut self) -> Vec<u8> {
        self.flush();
        while self.held >= 8 {
            self.held -= 8;
            self.out.push((self.acc >> self.held) as u8);
        }
        if self.held > 0 {
            self.out.push((self.acc << (8 - self.held)) as u8);
        }
        self.out
    }
}

/// Reads what [`BitWriter`] wrote; past the end it reads zeros, and [`BitReader::taken`]
/// tells how far it read.
struct BitReader<'a> {
    bytes: &'a [u8],
    /// The next byte to load into `acc`.
    next: usize,
    /// The next bits, most significant first: `have` of them.
    acc: u64,
    have: u32,
}

impl<'a> BitReader<'a> {
    fn new(bytes: &'a [u8]) -> BitReader<'a> {
        BitReader {
            bytes,
            next: 0,
            acc: 0,
            have: 0,
        }
    }

    /// Tops `acc` up to at least 56 bits: eight bytes at a time where there are eight left
    /// (those it does not take are loaded again next time), one at a time near the end.
    #[inline(always)]
    fn refill(&mut self) {
        if let Some(word) = self.bytes.get(self.next..self.next + 8) {
            let word = u64::from_be_bytes(word.try_into().unwrap_or([0; 8]));
            self.acc |= word >> self.have;
            let bytes = (63 - self.have) / 8;
            self.next += bytes as usize;
            self.have += bytes * 8;
        } else {
            while self.have <= 56 {
                let b = self.bytes.get(self.next).copied().unwrap_or(0);
                self.next += 1;
                self.acc |= u64::from(b) << (56 - self.have);
                self.have += 8;
            }
        }
    }

    /// Takes `bits` (at most 32) bits.
    #[inline(always)]
    fn take(&mut self, bits: u32) -> u64 {
        if bits == 0 {
            return 0;
        }
        if self.have < bits {
            self.refill();
        }
        let v = self.acc >> (64 - bits);
        self.acc <<= bits;
        self.have -= bits;
        v
    }

    /// Counts leading ones, up to `limit` (at most 32), and takes them with the zero after
    /// them unless `limit` was reached.
    #[inline(always)]
    fn ones(&mut self, limit: u32) -> u32 {
        if self.have <= limit {
            self.refill();
        }
        let n = (!self.acc).leading_zeros().min(limit);
        let used = if n == limit { n } else { n + 1 };
        self.acc <<= used;
        self.have -= used;
        n
    }

    /// Bits taken in all.
    fn taken(&self) -> u64 {
        self.next as u64 * 8 - u64::from(self.have)
    }

    fn overran(&self) -> bool {
        self.taken() > self.bytes.len() as u64 * 8
    }
}

/// A unary part this long means the value follows in [`ESCAPE_BITS`] plain bits.
const UNARY_LIMIT: u32 = 24;
const ESCAPE_BITS: u32 = 32;

#[inline(always)]
fn zigzag(v: i64) -> u64 {
    ((v << 1) ^ (v >> 63)) as u64
}

fn unzigzag(z: u64) -> i64 {
    (z >> 1) as i64 ^ -((z & 1) as i64)
}

#[inline(always)]
fn put_rice(w: &mut BitWriter, z: u64, k: u32) {
    let q = z >> k;
    if q < u64::from(UNARY_LIMIT) {
        // q ones and a zero, then the low k bits: one write where they fit in one.
        let unary = ((1u64 << q) - 1) << 1;
        let low = z & ((1u64 << k) - 1);
        let bits = q as u32 + 1;
        if bits + k <= 32 {
            w.put((unary << k) | low, bits + k);
        } else {
            w.put(unary, bits);
            w.put(low, k);
        }
    } else {
        w.put((1u64 << UNARY_LIMIT) - 1, UNARY_LIMIT);
        // Every value coded here is below 2^32: steps and points are far smaller.
        w.put(z & 0xffff_ffff, ESCAPE_BITS);
    }
}

#[inline(always)]
fn take_rice(r: &mut BitReader, k: u32) -> u64 {
    let q = r.ones(UNARY_LIMIT);
    if q == UNARY_LIMIT {
        r.take(ESCAPE_BITS)
    } else {
        (u64::from(q) << k) | r.take(k)
    }
}

/// 0 for 0, otherwise the bit length of the magnitude, at most 15.
#[inline(always)]
fn bucket(v: i64) -> usize {
    (64 - v.unsigned_abs().leading_zeros()).min(15) as usize
}

/// How many contexts steps are coded in.
pub const CONTEXTS: usize = 2 * 16 * 16;

/// The context of a step: whether it is in the block's first distribution, how big the
/// previous distribution's step at these points is, and how far this distribution was from
/// the previous one two points before. All three are known before the step before it is
/// decoded, so decoding one step and finding the next one's context overlap.
#[inline(always)]
fn context(first: bool, up: i64, drift: i64) -> usize {
    usize::from(first) * 256 + bucket(up) * 16 + bucket(drift)
}

/// The median predictor: `left` (this distribution's previous step), `up` (the previous
/// distribution's step here), `corner` (its step before): the median of `left`, `up` and
/// `left + up - corner`.
#[inline(always)]
fn predict(left: i64, up: i64, corner: i64) -> i64 {
    let (hi, lo) = (left.max(up), left.min(up));
    if corner >= hi {
        lo
    } else if corner <= lo {
        hi
    } else {
        left + up - corner
    }
}

/// Each step of a distribution coded after `prev` (none for a block's first) with its
/// context and what is coded for it (the step less its prediction): the one walk the
/// encoder, its statistics and (mirrored) the decoder share.
#[inline(always)]
fn residuals(
    prev: Option<(u32, &[u32])>,
    lo: u32,
    steps: &[u32],
    mut each: impl FnMut(usize, i64),
) {
    let first = prev.is_none();
    let (prev, shift): (&[u32], i64) = match prev {
        Some((plo, ps)) => (ps, i64::from(lo) - i64::from(plo)),
        None => (&[], 0),
    };
    let up_at = |i: usize| {
        let j = i as i64 + shift;
        if (j as u64) < prev.len() as u64 {
            i64::from(prev[j as usize])
        } else {
            0
        }
    };
    let (mut left, mut corner) = (0i64, 0i64);
    let mut drift = [0i64; 2];
    for (i, &s) in steps.iter().enumerate() {
        let up = up_at(i);
        let guess = if first {
            left
        } else {
            predict(left, up, corner)
        };
        each(context(first, up, drift[i % 2]), i64::from(s) - guess);
        drift[i % 2] = i64::from(s) - up;
        left = i64::from(s);
        corner = up;
    }
}

/// The Rice parameter of each context, for the blocks of one level: fixed for the level
/// (stored with the outlook) rather than adapted as a block goes, so that finding a step's
/// parameter never waits on the step before.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    pub(crate) k: [u8; CONTEXTS],
}

/// One more than the largest Rice parameter: a step is at most 2^15.
const MAX_K: usize = 20;

impl Params {
    /// The parameters as stored: one byte per context ([`Params::from_bytes`] reads them).
    pub fn as_bytes(&self) -> &[u8; CONTEXTS] {
        &self.k
    }

    /// Parameters as stored (one byte per context), if every one is one the coder uses.
    pub fn from_bytes(bytes: &[u8]) -> Option<Params> {
        let k: [u8; CONTEXTS] = bytes.try_into().ok()?;
        k.iter()
            .all(|&k| usize::from(k) < MAX_K)
            .then_some(Params { k })
    }
}

/// Values below this are counted one by one in [`Stats`]; larger ones by bit length.
const EXACT_BELOW: usize = 64;

/// What each Rice parameter would cost each context, over the distributions seen: to choose
/// a level's [`Params`]. Kept as how often each small value came in each context, and for
/// larger ones how many of each bit length and their sum: one addition or two a value
/// instead of one per parameter, and exact where most values are.
pub(crate) struct Stats {
    small: Vec<[u64; EXACT_BELOW]>,
    /// Per context and bit length (of values from [`EXACT_BELOW`] on): how many, their sum.
    large: Vec<[(u64, u64); 33]>,
    prev: Option<(u32, Vec<u32>)>,
}

impl Stats {
    pub(crate) fn new() -> Stats {
        Stats {
            small: vec![[0; EXACT_BELOW]; CONTEXTS],
            large: vec![[(0, 0); 33]; CONTEXTS],
            prev: None,
        }
    }

    /// Starts a new block.
    pub(crate) fn block(&mut self) {
        self.prev = None;
    }

    /// Counts a distribution of the block, as [`BlockWriter::push`] would code it.
    pub(crate) fn push(&mut self, lo: u32, steps: &[u32]) {
        residuals(
            self.prev.as_ref().map(|(l, p)| (*l, p.as_slice())),
            lo,
            steps,
            |c, r| count(&mut self.small, &mut self.large, c, zigzag(r)),
        );
        let prev = self.prev.get_or_insert_with(|| (0, Vec::new()));
        prev.0 = lo;
        prev.1.clear();
        prev.1.extend_from_slice(steps);
    }

    /// Counts what a [`BlockWriter`] codes: what [`Stats::push`] counts for the distributions
    /// it is given, in one walk with the coding.
    #[inline(always)]
    fn count(&mut self, c: usize, z: u64) {
        count(&mut self.small, &mut self.large, c, z);
    }

    pub(crate) fn merge(&mut self, other: &Stats) {
        for (a, b) in self.small.iter_mut().zip(&other.small) {
            for (x, y) in a.iter_mut().zip(b) {
                *x += y;
            }
        }
        for (a, b) in self.large.iter_mut().zip(&other.large) {
            for (x, y) in a.iter_mut().zip(b) {
                x.0 += y.0;
                x.1 += y.1;
            }
        }
    }

    /// Each context's cheapest parameter.
    pub(crate) fn params(&self) -> Params {
        let mut k = [0u8; CONTEXTS];
        for (c, k) in k.iter_mut().enumerate() {
            let cost = |k: u32| -> u64 {
                let small: u64 = self.small[c]
                    .iter()
                    .enumerate()
                    .map(|(z, &n)| n * rice_bits(z as u64, k))
                    .sum();
                // A large value's unary part is about its share of the sum shifted (half a
                // bit less, for the bits shifted out).
                let large: u64 = self.large[c]
                    .iter()
                    .filter(|&&(n, _)| n > 0)
                    .map(|&(n, sum)| {
                        let mean = sum / n;
                        n * rice_bits(mean, k)
                    })
                    .sum();
                small + large
            };
            *k = (0..MAX_K as u32).min_by_key(|&k| cost(k)).unwrap_or(0) as u8;
        }
        Params { k }
    }
}

/// Counts the coded value `z` in context `c`.
#[inline(always)]
fn count(small: &mut [[u64; EXACT_BELOW]], large: &mut [[(u64, u64); 33]], c: usize, z: u64) {
    if let Some(n) = small[c].get_mut(z as usize) {
        *n += 1;
    } else {
        let e = &mut large[c][(64 - z.leading_zeros()) as usize];
        e.0 += 1;
        e.1 += z;
    }
}

/// The bits [`put_rice`] takes for `z` with parameter `k`.
fn rice_bits(z: u64, k: u32) -> u64 {
    let q = z >> k;
    if q < u64::from(UNARY_LIMIT) {
        q + 1 + u64::from(k)
    } else {
        u64::from(UNARY_LIMIT + ESCAPE_BITS)
    }
}

/// The parameter for the start and length of each distribution, coded apart from its steps.
const HEAD_K: u32 = 3;

/// Codes the distributions of one block, in order, with its level's [`Params`].
pub(crate) struct BlockWriter<'a> {
    bits: BitWriter,
    params: &'a Params,
    prev: Option<(u32, Vec<u32>)>,
}

impl<'a> BlockWriter<'a> {
    pub(crate) fn new(params: &'a Params) -> BlockWriter<'a> {
        BlockWriter {
            bits: BitWriter {
                out: Vec::new(),
                acc: 0,
                held: 0,
            },
            params,
            prev: None,
        }
    }

    /// Adds a distribution as [`quantise`] gives it: its first points and its steps.
    pub(crate) fn push(&mut self, lo: u32, steps: &[u32]) {
        self.push_counted(lo, steps, None);
    }

    /// [`BlockWriter::push`], counting what it codes into `stats` as [`Stats::push`] would
    /// (the block's distributions, from the block's first): the outlook's build chooses the
    /// next level's parameters from the steps it codes, and one walk through the residuals
    /// serves both (two were a tenth of the build).
    #[inline(always)]
    pub(crate) fn push_counted(&mut self, lo: u32, steps: &[u32], mut stats: Option<&mut Stats>) {
        let (prev_lo, prev_len) = self
            .prev
            .as_ref()
            .map_or((0, 0), |(l, s)| (i64::from(*l), s.len() as i64));
        put_rice(&mut self.bits, zigzag(i64::from(lo) - prev_lo), HEAD_K);
        put_rice(
            &mut self.bits,
            zigzag(steps.len() as i64 - prev_len),
            HEAD_K,
        );
        let (bits, params) = (&mut self.bits, self.params);
        residuals(
            self.prev.as_ref().map(|(l, p)| (*l, p.as_slice())),
            lo,
            steps,
            // Inlined, or the build called it for every step.
            #[inline(always)]
            |c, r| {
                let z = zigzag(r);
                put_rice(bits, z, u32::from(params.k[c]));
                if let Some(stats) = stats.as_deref_mut() {
                    stats.count(c, z);
                }
            },
        );
        let prev = self.prev.get_or_insert_with(|| (0, Vec::new()));
        prev.0 = lo;
        prev.1.clear();
        prev.1.extend_from_slice(steps);
    }

    pub(crate) fn finish(self) -> Vec<u8> {
        self.bits.finish()
    }
}

/// Decodes a block of `count` distributions coded by [`BlockWriter`] with `params` into
/// `spans` (each one's first points, start in `steps` and length) and `steps`. Every
/// distribution must be sound (steps adding up to exactly [`STEPS`], the first and the last
/// above zero, within the bounds a score can reach) and the block must end where its bytes
/// do; anything else is [`Damaged`], whatever the bytes.
pub(crate) fn decode_block(
    bytes: &[u8],
    count: usize,
    params: &Params,
    spans: &mut Vec<(u32, u32, u32)>,
    steps: &mut Vec<u32>,
) -> Result<(), Damaged> {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("lzcnt")
            && std::arch::is_x86_feature_detected!("bmi2")
        {
            // SAFETY: the CPU was just checked to support LZCNT and BMI2.
            return unsafe { decode_block_lzcnt(bytes, count, params, spans, steps) };
        }
    }
    decode_block_inline(bytes, count, params, spans, steps)
}

/// [`decode_block`] with bit lengths counted in one instruction and shifts by any register.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "lzcnt,bmi2")]
fn decode_block_lzcnt(
    bytes: &[u8],
    count: usize,
    params: &Params,
    spans: &mut Vec<(u32, u32, u32)>,
    steps: &mut Vec<u32>,
) -> Result<(), Damaged> {
    decode_block_inline(bytes, count, params, spans, steps)
}

#[inline(always)]
fn decode_block_inline(
    bytes: &[u8],
    count: usize,
    params: &Params,
    spans: &mut Vec<(u32, u32, u32)>,
    steps: &mut Vec<u32>,
) -> Result<(), Damaged> {
    spans.clear();
    steps.clear();
    let mut r = BitReader::new(bytes);
    let (mut prev_lo, mut prev_start, mut prev_len) = (0i64, 0usize, 0usize);
    for n in 0..count {
        let lo = prev_lo + unzigzag(take_rice(&mut r, HEAD_K));
        let len = prev_len as i64 + unzigzag(take_rice(&mut r, HEAD_K));
        if !(0..i64::from(MAX_LO)).contains(&lo) || !(1..=i64::from(MAX_LEN)).contains(&len) {
            return Err(Damaged);
        }
        let (lo, len) = (lo as u32, len as usize);
        let start = steps.len();
        let first = n == 0;
        // As `residuals` walks them.
        let shift = i64::from(lo) - prev_lo;
        let (mut left, mut corner) = (0i64, 0i64);
        let mut drift = [0i64; 2];
        let mut sum = 0u64;
        for i in 0..len {
            let j = i as i64 + shift;
            let up = if !first && (j as u64) < prev_len as u64 {
                i64::from(steps[prev_start + j as usize])
            } else {
                0
            };
            let guess = if first {
                left
            } else {
                predict(left, up, corner)
            };
            let k = u32::from(params.k[context(first, up, drift[i % 2])]);
            let s = guess + unzigzag(take_rice(&mut r, k));
            if !(0..=i64::from(STEPS)).contains(&s) {
                return Err(Damaged);
            }
            steps.push(s as u32);
            sum += s as u64;
            drift[i % 2] = s - up;
            left = s;
            corner = up;
        }
        if sum != u64::from(STEPS) || steps[start] == 0 || steps[start + len - 1] == 0 {
            return Err(Damaged);
        }
        if r.overran() {
            return Err(Damaged);
        }
        spans.push((lo, start as u32, len as u32));
        (prev_lo, prev_start, prev_len) = (i64::from(lo), start, len);
    }
    // The writer pads the last byte with zeros and stops there.
    if r.taken().div_ceil(8) != bytes.len() as u64 {
        return Err(Damaged);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fused_probability_is_the_quotient_for_every_step_count() {
        for steps in 0..=u16::MAX {
            assert_eq!(
                probability_fused(steps).to_bits(),
                probability(u32::from(steps)).to_bits(),
                "{steps} steps"
            );
        }
    }

    fn params(dists: &[(u32, Vec<u32>)]) -> Params {
        let mut stats = Stats::new();
        for (lo, s) in dists {
            stats.push(*lo, s);
        }
        stats.params()
    }

    fn block(dists: &[(u32, Vec<u32>)], params: &Params) -> Vec<u8> {
        let mut w = BlockWriter::new(params);
        for (lo, s) in dists {
            w.push(*lo, s);
        }
        w.finish()
    }

    fn sample() -> Vec<(u32, Vec<u32>)> {
        let mut out = Vec::new();
        for shift in 0..12u32 {
            // A lumpy distribution that drifts from one to the next, with a far bump.
            let mut p: Vec<f32> = (0..300)
                .map(|i| {
                    let x = f64::from(i) - 120.0 - f64::from(shift) * 3.0;
                    ((-x * x / 900.0).exp() * (1.0 + 0.3 * f64::from(i % 5 == 0))) as f32
                })
                .collect();
            p[290] += 0.01;
            let mut steps = Vec::new();
            let lo = quantise(40 + shift, &p, &mut steps);
            out.push((lo, steps));
        }
        out
    }

    #[test]
    fn quantised_steps_add_up_and_stay_within_half_a_step() {
        let p = [0.0f32, 1e-9, 0.25, 0.5, 1e-7, 0.25, 0.0];
        let mut steps = Vec::new();
        let lo = quantise(10, &p, &mut steps);
        assert_eq!(steps.iter().sum::<u32>(), STEPS);
        assert!(steps[0] > 0 && *steps.last().unwrap() > 0);
        let total: f64 = p.iter().map(|&v| f64::from(v)).sum();
        let mut exact = 0.0;
        let mut stored = 0u32;
        for (i, &v) in p.iter().enumerate() {
            exact += f64::from(v) / total;
            let x = 10 + i as u32;
            if x >= lo && ((x - lo) as usize) < steps.len() {
                stored += steps[(x - lo) as usize];
            }
            let err = (f64::from(stored) / f64::from(STEPS) - exact).abs();
            assert!(err <= 0.5 / f64::from(STEPS) + 1e-12, "at {x}: {err}");
        }
    }

    #[test]
    fn a_block_decodes_to_what_was_coded() {
        let dists = sample();
        let p = params(&dists);
        let bytes = block(&dists, &p);
        let (mut spans, mut steps) = (Vec::new(), Vec::new());
        decode_block(&bytes, dists.len(), &p, &mut spans, &mut steps).unwrap();
        for ((lo, want), &(got_lo, start, len)) in dists.iter().zip(&spans) {
            assert_eq!(*lo, got_lo);
            assert_eq!(&steps[start as usize..(start + len) as usize], &want[..]);
        }
        // Far smaller than the plain steps.
        let n: usize = dists.iter().map(|(_, s)| s.len()).sum();
        assert!(
            bytes.len() * 8 < n * 6,
            "{} bytes for {n} steps",
            bytes.len()
        );
    }

    #[test]
    fn coding_while_counting_counts_as_counting_alone() {
        let dists = sample();
        let p = params(&dists);
        let mut alone = Stats::new();
        let mut counted = Stats::new();
        let mut w = BlockWriter::new(&p);
        for (lo, s) in &dists {
            alone.push(*lo, s);
            w.push_counted(*lo, s, Some(&mut counted));
        }
        assert_eq!(alone.small, counted.small);
        assert_eq!(alone.large, counted.large);
        assert_eq!(w.finish(), block(&dists, &p));
    }

    #[test]
    fn damage_is_refused_never_a_panic() {
        let dists = sample();
        let p = params(&dists);
        let bytes = block(&dists, &p);
        let (mut spans, mut steps) = (Vec::new(), Vec::new());
        assert_eq!(
            decode_block(&bytes, dists.len() + 1, &p, &mut spans, &mut steps),
            Err(Damaged)
        );
        assert_eq!(
            decode_block(
                &bytes[..bytes.len() - 1],
                dists.len(),
                &p,
                &mut spans,
                &mut steps
            ),
            Err(Damaged)
        );
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(
            decode_block(&longer, dists.len(), &p, &mut spans, &mut steps),
            Err(Damaged)
        );
        // Every single flipped bit is caught or decodes to sound distributions; runs of
        // 0xff and of zeros are refused.
        for at in 0..bytes.len() {
            for bit in 0..8 {
                let mut b = bytes.clone();
                b[at] ^= 1 << bit;
                let _ = decode_block(&b, dists.len(), &p, &mut spans, &mut steps);
            }
        }
        for fill in [0x00u8, 0xff] {
            let b = vec![fill; bytes.len()];
            assert_eq!(
                decode_block(&b, dists.len(), &p, &mut spans, &mut steps),
                Err(Damaged)
            );
        }
    }
}
