//! The Shark's sums, several side by side in vector registers, each the same to the bit as
//! the plain left-to-right sum it replaces: every lane adds its own terms in their own order,
//! a product then an addition (never fused), starting from -0.0 as an iterator's `sum` does.
//! Only which sums share an instruction changes, not how any one of them is rounded.

use std::sync::OnceLock;

use super::combos::{Combos, KEEPS, ROLL_BASE, ROLLS};
use super::odds::code::STEPS;
use super::odds::futures::Numbers;

/// The larger of two chances: `f64::max` without its test for NaN, which no chance is, and
/// which kept the loops that take the best of many from running at the speed of their
/// comparisons. Of two equal numbers it keeps `a`: the same number, and the same bits unless
/// they are zeros of both signs (no sum here is -0.0: each adds a +0.0 or positive term).
#[inline(always)]
pub(crate) fn larger(a: f64, b: f64) -> f64 {
    if b > a { b } else { a }
}

/// Four chances to win of one placement slot at four consecutive points, read from
/// `chances` at `at`: lane `l` is `Σ p[i] × chances[at + l + i]`.
#[derive(Clone, Copy)]
pub(crate) struct Quad<'a> {
    pub p: &'a [f64],
    pub at: usize,
}

/// Every quad's four sums, in their order. `chances` must reach 3 past the last one each quad
/// reads.
pub(crate) fn quad_sums(quads: &[Quad], chances: &[f64], out: &mut Vec<[f64; 4]>) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU was just checked to support AVX2.
        unsafe { quad_sums_avx2(quads, chances, out) };
        return;
    }
    quad_sums_inline(quads, chances, out);
}

/// Compiled for AVX2: a quad's four lanes are one register, eight quads at a time (eight
/// chains of additions in flight, enough to keep both of the adders busy). No fused
/// multiply-add, so the instruction set changes no value.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn quad_sums_avx2(quads: &[Quad], chances: &[f64], out: &mut Vec<[f64; 4]>) {
    out.clear();
    for group in quads.chunks(8) {
        let sums = quads_avx2(lanes::<8>(group, chances));
        out.extend_from_slice(&sums[..group.len()]);
    }
}

fn quad_sums_inline(quads: &[Quad], chances: &[f64], out: &mut Vec<[f64; 4]>) {
    out.clear();
    for group in quads.chunks(4) {
        let sums = four_quads(lanes::<4>(group, chances));
        out.extend_from_slice(&sums[..group.len()]);
    }
}

/// `N` quads' distributions and windows of chances (3 longer), the last repeated when the
/// group has fewer: several quads at a time keep several chains of additions in flight,
/// each chain one sum's terms in order, which cannot be split.
#[inline(always)]
fn lanes<'a, const N: usize>(
    group: &[Quad<'a>],
    chances: &'a [f64],
) -> [(&'a [f64], &'a [f64]); N] {
    std::array::from_fn(|k| {
        let q = group[k.min(group.len() - 1)];
        (q.p, &chances[q.at..q.at + q.p.len() + 3])
    })
}

/// [`four_quads`] for `N` quads in AVX2 registers, one per quad.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn quads_avx2<const N: usize>(q: [(&[f64], &[f64]); N]) -> [[f64; 4]; N] {
    use std::arch::x86_64::{
        __m256d, _mm256_add_pd, _mm256_loadu_pd, _mm256_mul_pd, _mm256_set1_pd, _mm256_storeu_pd,
    };
    // Term `i` of a quad: its `p[i]` times the four chances from `c[i]`.
    // SAFETY: each caller passes `i < p.len()` and `c.len() >= p.len() + 3`, so that the
    // four doubles read from `c` are `c[i..i + 4]`.
    let step = |acc: __m256d, p: &[f64], c: &[f64], i: usize| unsafe {
        let w = _mm256_loadu_pd(c.as_ptr().add(i));
        _mm256_add_pd(acc, _mm256_mul_pd(_mm256_set1_pd(*p.get_unchecked(i)), w))
    };
    let common = q.iter().map(|(p, _)| p.len()).min().unwrap_or(0);
    // Every window is 3 longer than its distribution (`lanes`), which these check once.
    let q = q.map(|(p, c)| (p, &c[..p.len() + 3]));
    let mut acc = [_mm256_set1_pd(-0.0); N];
    for i in 0..common {
        for (a, &(p, c)) in acc.iter_mut().zip(&q) {
            *a = step(*a, p, c, i);
        }
    }
    let mut out = [[0.0; 4]; N];
    for ((&a, (p, c)), o) in acc.iter().zip(q).zip(&mut out) {
        let mut a = a;
        for i in common..p.len() {
            a = step(a, p, c, i);
        }
        // SAFETY: `o` holds four doubles.
        unsafe { _mm256_storeu_pd(o.as_mut_ptr(), a) };
    }
    out
}

/// `Σ p[i] × c[i + l]` for `l` in 0..4, for four `(p, c)` at once (`c` is 3 longer than `p`).
#[inline(always)]
fn four_quads(q: [(&[f64], &[f64]); 4]) -> [[f64; 4]; 4] {
    let common = q.iter().map(|(p, _)| p.len()).min().unwrap_or(0);
    let [(p0, c0), (p1, c1), (p2, c2), (p3, c3)] = q.map(|(p, c)| (&p[..common], &c[..common + 3]));
    let mut acc = [[-0.0f64; 4]; 4];
    for i in 0..common {
        let w0: [f64; 4] = [c0[i], c0[i + 1], c0[i + 2], c0[i + 3]];
        let w1: [f64; 4] = [c1[i], c1[i + 1], c1[i + 2], c1[i + 3]];
        let w2: [f64; 4] = [c2[i], c2[i + 1], c2[i + 2], c2[i + 3]];
        let w3: [f64; 4] = [c3[i], c3[i + 1], c3[i + 2], c3[i + 3]];
        for l in 0..4 {
            acc[0][l] += p0[i] * w0[l];
            acc[1][l] += p1[i] * w1[l];
            acc[2][l] += p2[i] * w2[l];
            acc[3][l] += p3[i] * w3[l];
        }
    }
    for (a, (p, c)) in acc.iter_mut().zip(q) {
        for (i, &pi) in p.iter().enumerate().skip(common) {
            let w = &c[i..i + 4];
            for l in 0..4 {
                a[l] += pi * w[l];
            }
        }
    }
    acc
}

/// A placement's chance to win summed in any order, for a plan that need not be the same to
/// the bit (see [`crate::shark`]'s docs): `Σ p[i] × chances[at + i]` over the
/// distribution's points, `p` read as the outlook keeps it (steps of `1/STEPS` or single
/// precision), with the steps' scale applied once at the end and the terms below `zeros`
/// (where every chance is +0.0) left out.
///
/// Returns the sum and how far it may be from the sum [`quad_sums`] gives for the same
/// placement: at most `3·γ(n + 2)` of the sum itself (and `2·(n + 2)` least subnormals, should
/// a product underflow), `n` the distribution's length and
/// `γ(k) = k·u / (1 - k·u)`, `u = 2⁻⁵³`. Every term is a product of non-negative numbers, so
/// the true sum `T` bounds both roundings: the plain sum of `n` terms, each a product of a
/// quotient (one rounding each), is within `γ(n + 1)·T` of `T`; this one, in any order with
/// the reciprocal of `STEPS` (one rounding) applied by a product (one more), within
/// `γ(n + 2)·T`; and `T` is at most this sum over `1 - γ(n + 2)`.
pub(crate) fn any_order_sum(
    numbers: Numbers,
    at: usize,
    zeros: usize,
    chances: &[f64],
) -> (f64, f64) {
    let (_, len) = numbers.span();
    let window = chances.get(at..at + len).unwrap_or(&[]);
    let skip = zeros.saturating_sub(at).min(window.len());
    let sum = match numbers {
        Numbers::Steps(_, steps) => {
            let steps = &steps[skip.min(steps.len())..];
            any_order_steps(steps, &window[skip..]) * (1.0 / f64::from(STEPS))
        }
        Numbers::Single(_, p) => any_order_single(&p[skip.min(p.len())..], &window[skip..]),
        Numbers::Certain => window.first().copied().unwrap_or(0.0),
    };
    // A product that underflows is off by up to the least subnormal, whatever its size: no
    // chance here comes near (the least of them are products of a few single-precision
    // numbers), but the bound allows for it.
    let underflow = 2.0 * (len + 2) as f64 * f64::from_bits(1);
    (sum, 3.0 * gamma(len + 2) * sum + underflow)
}

/// `γ(k) = k·u / (1 - k·u)`, the bound on the relative error of `k` roundings in a row.
pub(crate) fn gamma(k: usize) -> f64 {
    let ku = k as f64 * (f64::EPSILON / 2.0);
    ku / (1.0 - ku)
}

/// How many lanes of partial sums: four registers of four, so that the additions' latency is
/// hidden. (Compiled for AVX-512 as well, two registers of eight, the Shark played slower on
/// an Intel Xeon: its 512-bit units lower the clock for everything else.)
const SPREAD: usize = 16;

/// `Σ p[i] × c[i]` in [`SPREAD`] partial sums, each kept in the order of its terms.
#[inline(always)]
fn spread_sum<T: Copy>(p: &[T], c: &[f64], widen: impl Fn(T) -> f64) -> f64 {
    let n = p.len().min(c.len());
    let (p, c) = (&p[..n], &c[..n]);
    let (pc, pt) = p.as_chunks::<SPREAD>();
    let (cc, ct) = c.as_chunks::<SPREAD>();
    let mut acc = [0.0f64; SPREAD];
    for (p, c) in pc.iter().zip(cc) {
        for l in 0..SPREAD {
            acc[l] += widen(p[l]) * c[l];
        }
    }
    let mut tail = 0.0;
    for (&p, &c) in pt.iter().zip(ct) {
        tail += widen(p) * c;
    }
    acc.iter().sum::<f64>() + tail
}

fn any_order_steps(steps: &[u16], c: &[f64]) -> f64 {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU was just checked to support AVX2.
            return unsafe { steps_avx2(steps, c) };
        }
    }
    spread_sum(steps, c, f64::from)
}

fn any_order_single(p: &[f32], c: &[f64]) -> f64 {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU was just checked to support AVX2.
            return unsafe { single_avx2(p, c) };
        }
    }
    spread_sum(p, c, f64::from)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn steps_avx2(steps: &[u16], c: &[f64]) -> f64 {
    spread_sum(steps, c, f64::from)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn single_avx2(p: &[f32], c: &[f64]) -> f64 {
    spread_sum(p, c, f64::from)
}

/// The keeps below the full rolls, four of one size at a time (one size's keeps all have as
/// many outcomes), with their outcomes' probabilities and rolls side by side.
struct KeepLayout {
    /// Per group: its keeps (the lanes past `count` repeat the last) and count, and where its
    /// terms start in `terms`; a group's every keep has `len` outcomes.
    groups: Vec<KeepGroup>,
    probability: Vec<[f64; 4]>,
    /// Rolls by number (fewer than 256), so that reading a roll's value from a lookup of 256
    /// needs no bounds check.
    roll: Vec<[u8; 4]>,
}

struct KeepGroup {
    keeps: [u16; 4],
    count: usize,
    start: usize,
    len: usize,
}

fn keep_layout() -> &'static KeepLayout {
    static LAYOUT: OnceLock<KeepLayout> = OnceLock::new();
    LAYOUT.get_or_init(|| {
        let outcomes = &Combos::get().outcomes[..ROLL_BASE];
        let mut layout = KeepLayout {
            groups: Vec::new(),
            probability: Vec::new(),
            roll: Vec::new(),
        };
        let mut k = 0;
        while k < outcomes.len() {
            let len = outcomes[k].len();
            let mut count = 1;
            while count < 4 && k + count < outcomes.len() && outcomes[k + count].len() == len {
                count += 1;
            }
            let keeps: [u16; 4] = std::array::from_fn(|l| (k + l.min(count - 1)) as u16);
            let start = layout.probability.len();
            let lists = keeps.map(|k| outcomes[usize::from(k)].as_slice());
            for i in 0..len {
                let o = lists.map(|list| list[i]);
                layout.probability.push(o.map(|o| o.probability));
                layout.roll.push(o.map(|o| o.roll as u8));
            }
            layout.groups.push(KeepGroup {
                keeps,
                count,
                start,
                len,
            });
            k += count;
        }
        layout
    })
}

/// Each keep's chance to win, `Σ probability × prev[roll]` over its outcomes in their order,
/// into `out` (one per keep below the full rolls).
pub(crate) fn keep_sums(prev: &[f64], out: &mut Vec<f64>) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU was just checked to support AVX2.
        unsafe { keep_sums_avx2(prev, out) };
        return;
    }
    keep_sums_inline(prev, out);
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn keep_sums_avx2(prev: &[f64], out: &mut Vec<f64>) {
    keep_sums_inline(prev, out);
}

#[inline(always)]
fn keep_sums_inline(prev: &[f64], out: &mut Vec<f64>) {
    let layout = keep_layout();
    let mut lookup = [0.0f64; 256];
    for (t, &v) in lookup.iter_mut().zip(prev) {
        *t = v;
    }
    out.clear();
    out.resize(ROLL_BASE, 0.0);
    let terms = |g: &KeepGroup| {
        let range = g.start..g.start + g.len;
        layout.probability[range.clone()]
            .iter()
            .zip(&layout.roll[range])
    };
    let mut store = |g: &KeepGroup, acc: [f64; 4]| {
        for l in 0..g.count {
            out[usize::from(g.keeps[l])] = acc[l];
        }
    };
    // Two groups of one size at a time: eight chains of additions in flight.
    let mut groups = layout.groups.iter().peekable();
    while let Some(g) = groups.next() {
        let mut acc = [-0.0f64; 4];
        match groups.next_if(|h| h.len == g.len) {
            Some(h) => {
                let mut other = [-0.0f64; 4];
                for ((w, r), (v, q)) in terms(g).zip(terms(h)) {
                    for l in 0..4 {
                        acc[l] += w[l] * lookup[usize::from(r[l])];
                        other[l] += v[l] * lookup[usize::from(q[l])];
                    }
                }
                store(g, acc);
                store(h, other);
            }
            None => {
                for (w, r) in terms(g) {
                    for l in 0..4 {
                        acc[l] += w[l] * lookup[usize::from(r[l])];
                    }
                }
                store(g, acc);
            }
        }
    }
}

/// [`keep_sums`] for a plan whose sums may be in any order: each keep's chance as the mean of
/// its six one-die-larger keeps', from the full rolls down, as the kernel computes a keep's
/// value. Some 1,300 terms where the outcomes are 4,368. Each keep's chance is within
/// `γ(35)` of the true mean of its outcomes' (five levels at most, each a sum of six, a
/// rounded sixth and a product).
pub(crate) fn keep_means(prev: &[f64], out: &mut Vec<f64>) {
    // Room for every keep number a `u16` masked to nine bits can give, so that no read needs
    // a bounds check (every child is below `KEEPS`, 462).
    const ROOM: usize = 512;
    const _: () = assert!(KEEPS <= ROOM);
    let combos = Combos::get();
    let mut v = [0.0f64; ROOM];
    for (v, &p) in v[ROLL_BASE..KEEPS].iter_mut().zip(prev) {
        *v = p;
    }
    // Keeps are numbered by size, each one's children above it: from the top down, every
    // child is done before its parents.
    for (k, children) in combos.children[..ROLL_BASE].iter().enumerate().rev() {
        let c = children.map(|c| v[usize::from(c) % ROOM]);
        v[k] = ((c[0] + c[1]) + (c[2] + c[3]) + (c[4] + c[5])) * (1.0 / 6.0);
    }
    out.clear();
    out.extend_from_slice(&v[..ROLL_BASE]);
}

/// Each roll's best placement: into `best`, for every roll, the largest of `values[at]` over
/// the `columns` (each a place in `values` for every roll), in the columns' order, as
/// [`larger`] takes them. Roll by roll, so that each roll's best stays in a register while
/// its columns are read (a gather of four places is slower than four reads on processors
/// with Intel's mitigation of gather data sampling).
pub(crate) fn best_of_columns(values: &[f64], columns: &[&[u32; ROLLS]], best: &mut Vec<f64>) {
    best.clear();
    best.extend((0..ROLLS).map(|r| {
        columns.iter().fold(f64::NEG_INFINITY, |m, column| {
            larger(m, values[column[r] as usize])
        })
    }));
}

/// Between throws: each roll's best, the larger of `score[r]` (its best placement) and every
/// keep of fewer dice it allows (`f`, one per keep below the full rolls). Built one die at a
/// time, as the kernel does: the best keep within each keep is its own value or its parents'
/// best. A maximum is exact, so this is the same as walking every roll's sub-keeps.
pub(crate) fn best_between(f: &[f64], score: &[f64], within: &mut Vec<f64>, out: &mut Vec<f64>) {
    let combos = Combos::get();
    within.clear();
    within.resize(ROLL_BASE, f64::NEG_INFINITY);
    out.clear();
    out.extend_from_slice(score);
    within[0] = f[0];
    for group in &combos.parent_groups {
        // A group's keeps have its first so many parent lists, all as long as `keeps`.
        let lists = group
            .parents
            .iter()
            .take_while(|p| p.len() == group.keeps.len())
            .count();
        // With the number of parents known to the compiler, each keep's are read without a
        // loop.
        let (keeps, parents) = (&group.keeps[..], &group.parents);
        match lists {
            0 => group_best::<0>(keeps, parents, f, within, out),
            1 => group_best::<1>(keeps, parents, f, within, out),
            2 => group_best::<2>(keeps, parents, f, within, out),
            3 => group_best::<3>(keeps, parents, f, within, out),
            4 => group_best::<4>(keeps, parents, f, within, out),
            _ => group_best::<5>(keeps, parents, f, within, out),
        }
    }
}

/// [`best_between`] for one group's keeps, each with its first `P` parents.
#[inline(always)]
fn group_best<const P: usize>(
    keeps: &[u16],
    parents: &[Vec<u16>; 5],
    f: &[f64],
    within: &mut [f64],
    out: &mut [f64],
) {
    let lists: [&[u16]; P] = std::array::from_fn(|j| &parents[j][..keeps.len()]);
    for (i, &k) in keeps.iter().enumerate() {
        let k = usize::from(k);
        let mut m = f64::NEG_INFINITY;
        for p in &lists {
            m = larger(m, within[usize::from(p[i])]);
        }
        if k < ROLL_BASE {
            within[k] = larger(f[k], m);
        } else {
            let r = k - ROLL_BASE;
            out[r] = larger(out[r], m);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The keeps' sums are the plain ones to the bit, whichever way they are computed.
    #[test]
    fn keep_sums_are_the_plain_sums() {
        let mut x: u64 = 11;
        let prev: Vec<f64> = (0..252)
            .map(|_| {
                x = x
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                (x >> 11) as f64 / (1u64 << 53) as f64
            })
            .collect();
        let (mut got, mut plain) = (Vec::new(), Vec::new());
        keep_sums(&prev, &mut got);
        keep_sums_inline(&prev, &mut plain);
        let want: Vec<f64> = Combos::get().outcomes[..ROLL_BASE]
            .iter()
            .map(|os| {
                os.iter()
                    .map(|o| o.probability * prev[usize::from(o.roll)])
                    .sum()
            })
            .collect();
        let bits = |v: &[f64]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
        assert_eq!(bits(&got), bits(&want));
        assert_eq!(bits(&plain), bits(&want));
    }
}
