//! The Shark's sums, several side by side in vector registers, each the same to the bit as
//! the plain left-to-right sum it replaces: every lane adds its own terms in their own order,
//! a product then an addition (never fused), starting from -0.0 as an iterator's `sum` does.
//! Only which sums share an instruction changes, not how any one of them is rounded.

use std::sync::OnceLock;

use super::combos::{Combos, ROLL_BASE};

/// The larger of two chances: `f64::max` without its test for NaN, which no chance is, and
/// which kept the loops that take the best of many from running at the speed of their
/// comparisons. Of two equal numbers it keeps `a`: the same number, and the same bits unless
/// they are zeros of both signs (no sum here is -0.0: each adds a +0.0 or positive term).
#[inline(always)]
pub fn larger(a: f64, b: f64) -> f64 {
    if b > a { b } else { a }
}

/// Four chances to win of one placement slot at four consecutive points, read from
/// `chances` at `at`: lane `l` is `Σ p[i] × chances[at + l + i]`.
#[derive(Clone, Copy)]
pub struct Quad<'a> {
    pub p: &'a [f64],
    pub at: usize,
}

/// Every quad's four sums, in their order. `chances` must reach 3 past the last one each quad
/// reads.
pub fn quad_sums(quads: &[Quad], chances: &[f64], out: &mut Vec<[f64; 4]>) {
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
    // SAFETY (for each caller): `i < p.len()` and `c.len() >= p.len() + 3`, so that the
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

/// The keeps below the full rolls, four of one size at a time (one size's keeps all have as
/// many outcomes), with their outcomes' probabilities and rolls side by side.
struct KeepLayout {
    /// Per group: its keeps (the lanes past `count` repeat the last) and count, and where its
    /// terms start in `terms`; a group's every keep has `len` outcomes.
    groups: Vec<KeepGroup>,
    probability: Vec<[f64; 4]>,
    /// Rolls by number (fewer than 256), so that reading a roll's value from a table of 256
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
pub fn keep_sums(prev: &[f64], out: &mut Vec<f64>) {
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
    let mut table = [0.0f64; 256];
    for (t, &v) in table.iter_mut().zip(prev) {
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
                        acc[l] += w[l] * table[usize::from(r[l])];
                        other[l] += v[l] * table[usize::from(q[l])];
                    }
                }
                store(g, acc);
                store(h, other);
            }
            None => {
                for (w, r) in terms(g) {
                    for l in 0..4 {
                        acc[l] += w[l] * table[usize::from(r[l])];
                    }
                }
                store(g, acc);
            }
        }
    }
}

/// Between throws: each roll's best, the larger of `score[r]` (its best placement) and every
/// keep of fewer dice it allows (`f`, one per keep below the full rolls). Built one die at a
/// time, as the kernel does: the best keep within each keep is its own value or its parents'
/// best. A maximum is exact, so this is the same as walking every roll's sub-keeps.
pub fn best_between(f: &[f64], score: &[f64], within: &mut Vec<f64>, out: &mut Vec<f64>) {
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
        let parents = &group.parents[..lists];
        for (i, &k) in group.keeps.iter().enumerate() {
            let k = usize::from(k);
            let mut m = f64::NEG_INFINITY;
            for p in parents {
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
