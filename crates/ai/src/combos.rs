//! The multisets a turn moves through: 462 kept sub-multisets of 0–5 dice, the last 252 of
//! which are the full rolls, with the links the turn recursion walks.
//!
//! Keeps are numbered by size (0 dice first), so that adding a die always leads to a higher
//! number and removing one to a lower number; the full rolls sit at `ROLL_BASE..`, in the order
//! of [`crate::rules::all_rolls`].

use std::sync::OnceLock;

use crate::rules::{Counts, Dice, all_rolls, arrangements, multisets};

pub const KEEPS: usize = 462;
pub const ROLLS: usize = 252;
/// Index of the first five-dice keep; keeps below it have at least one die to throw.
pub const ROLL_BASE: usize = KEEPS - ROLLS;
/// Ordered throws of five dice, 6^5.
pub const ALL_THROWS: f64 = 7776.0;

pub struct Combos {
    pub keeps: Vec<Counts>,
    /// `children[k][f]`: the keep `k` plus one die showing face `f` (for keeps of < 5 dice).
    pub children: Vec<[u16; 6]>,
    /// The same by face: `children_by_face[f][k]`, each face's in an array of its own (see
    /// [`ParentGroup`]), for the keeps below the full rolls.
    pub children_by_face: [Vec<u16>; 6],
    /// Every keep of at least one die with its parents (the keeps one die smaller, one per
    /// distinct face in it), grouped by size (smallest first) and within a size by the number
    /// of parents, so that each group's loop has a fixed length: `parent_groups[i]` holds
    /// keeps with `i % 5 + 1` parents.
    pub parent_groups: Vec<ParentGroup>,
    /// Probability of each full roll from throwing all five dice.
    pub roll_probability: Vec<f64>,
    /// The same as the number of the [`ALL_THROWS`] ordered throws that show it: whole
    /// numbers, exact in any precision.
    pub roll_ways: Vec<f64>,
    /// For each keep of < 5 dice: the full rolls it can become and their probabilities, with
    /// the keep's position in that roll's sub-keep list.
    pub outcomes: Vec<Vec<Outcome>>,
    /// For each full roll: its distinct sub-keeps, largest first, with the positions (in this
    /// same list) of their one-die-larger supersets inside the roll.
    pub sub_keeps: Vec<Vec<SubKeep>>,
    /// For each full roll: the sub-keeps that leave a die to throw, in the order of
    /// `sub_keeps`, each with its number of dice.
    pub holds: Vec<Vec<(u16, u8)>>,
    index: Vec<u16>,
    /// The roll (its number among the full rolls) of five dice by their faces in order, each
    /// face a digit base 6: one byte each, so the lookup stays in the nearest cache.
    roll_by_faces: Vec<u8>,
}

/// Keeps with the same number of parents: the keeps, and their first parents, their second
/// parents, and so on, each in an array of its own. (Each keep's parents side by side were
/// read together into a vector register and taken out one at a time, two instructions each;
/// apart, each is one load.)
#[derive(Clone, Debug, Default)]
pub struct ParentGroup {
    pub keeps: Vec<u16>,
    pub parents: [Vec<u16>; 5],
}

#[derive(Clone, Copy, Debug)]
pub struct Outcome {
    pub roll: u16,
    pub probability: f64,
    pub position: u16,
}

#[derive(Clone, Debug)]
pub struct SubKeep {
    pub keep: u16,
    pub supersets: Vec<u16>,
}

fn code(c: &Counts) -> usize {
    c.as_array()
        .iter()
        .fold(0usize, |acc, &n| acc * 6 + usize::from(n))
}

impl Combos {
    pub fn get() -> &'static Combos {
        static COMBOS: OnceLock<Combos> = OnceLock::new();
        COMBOS.get_or_init(Combos::build)
    }

    /// The keep number of a multiset of at most five dice.
    pub fn index_of(&self, c: &Counts) -> usize {
        usize::from(self.index[code(c)])
    }

    /// The number of `dice` among the full rolls (their keep number less [`ROLL_BASE`]).
    pub fn roll_of(&self, dice: &Dice) -> usize {
        let at = dice.faces().iter().fold(0, |acc, f| acc * 6 + f.index());
        usize::from(self.roll_by_faces[at])
    }

    fn build() -> Combos {
        let mut keeps: Vec<Counts> = Vec::with_capacity(KEEPS);
        for size in 0..=4 {
            keeps.extend(multisets(size));
        }
        keeps.extend_from_slice(all_rolls());
        debug_assert_eq!(keeps.len(), KEEPS);
        let mut index = vec![u16::MAX; 6usize.pow(6)];
        for (i, k) in keeps.iter().enumerate() {
            index[code(k)] = i as u16;
        }
        let lookup = |c: &Counts| index[code(c)];
        let add = |k: &Counts, f: usize| {
            let mut a = k.as_array();
            a[f] += 1;
            Counts::new(a)
        };
        let remove = |k: &Counts, f: usize| {
            let mut a = k.as_array();
            a[f] -= 1;
            Counts::new(a)
        };
        let children: Vec<[u16; 6]> = keeps
            .iter()
            .map(|k| {
                if k.len() < 5 {
                    std::array::from_fn(|f| lookup(&add(k, f)))
                } else {
                    [u16::MAX; 6]
                }
            })
            .collect();
        let mut parent_groups = vec![ParentGroup::default(); 25];
        for (k, keep) in keeps.iter().enumerate().skip(1) {
            let mut parents = [0u16; 5];
            let mut count = 0;
            for f in (0..6).filter(|&f| keep.as_array()[f] > 0) {
                parents[count] = lookup(&remove(keep, f));
                count += 1;
            }
            let group = &mut parent_groups[usize::from(keep.len() - 1) * 5 + count - 1];
            group.keeps.push(k as u16);
            for (all, &p) in group.parents.iter_mut().zip(&parents[..count]) {
                all.push(p);
            }
        }
        let roll_ways: Vec<f64> = all_rolls()
            .iter()
            .map(|r| f64::from(arrangements(r)))
            .collect();
        let roll_probability: Vec<f64> = roll_ways.iter().map(|w| w / ALL_THROWS).collect();

        let sub_keeps: Vec<Vec<SubKeep>> = all_rolls()
            .iter()
            .map(|r| {
                let mut subs: Vec<Counts> = keeps
                    .iter()
                    .copied()
                    .filter(|k| k.is_subset_of(r))
                    .collect();
                subs.sort_by_key(|k| std::cmp::Reverse(k.len()));
                subs.iter()
                    .map(|k| SubKeep {
                        keep: lookup(k),
                        supersets: (0..6)
                            .filter(|&f| k.len() < 5 && k.as_array()[f] < r.as_array()[f])
                            .filter_map(|f| {
                                let bigger = add(k, f);
                                subs.iter().position(|s| *s == bigger).map(|p| p as u16)
                            })
                            .collect(),
                    })
                    .collect()
            })
            .collect();

        let outcomes: Vec<Vec<Outcome>> = keeps
            .iter()
            .enumerate()
            .map(|(ki, k)| {
                if k.len() == 5 {
                    return Vec::new();
                }
                let free = 5 - k.len();
                let total = 6f64.powi(i32::from(free));
                all_rolls()
                    .iter()
                    .enumerate()
                    .filter(|(_, r)| k.is_subset_of(r))
                    .map(|(ri, r)| {
                        let rest =
                            Counts::new(std::array::from_fn(|f| r.as_array()[f] - k.as_array()[f]));
                        let position = sub_keeps[ri]
                            .iter()
                            .position(|s| usize::from(s.keep) == ki)
                            .unwrap_or(0);
                        Outcome {
                            roll: ri as u16,
                            probability: f64::from(arrangements(&rest)) / total,
                            position: position as u16,
                        }
                    })
                    .collect()
            })
            .collect();

        let children_by_face =
            std::array::from_fn(|f| children[..ROLL_BASE].iter().map(|c| c[f]).collect());
        let holds = sub_keeps
            .iter()
            .map(|subs| {
                subs.iter()
                    .filter(|s| usize::from(s.keep) < ROLL_BASE)
                    .map(|s| (s.keep, keeps[usize::from(s.keep)].len()))
                    .collect()
            })
            .collect();

        let roll_by_faces = (0..6usize.pow(5))
            .map(|at| {
                let mut faces = [0u8; 6];
                let mut rest = at;
                for _ in 0..5 {
                    faces[rest % 6] += 1;
                    rest /= 6;
                }
                // Every multiset of five dice is a full roll: at least ROLL_BASE, below KEEPS.
                (usize::from(lookup(&Counts::new(faces))) - ROLL_BASE) as u8
            })
            .collect();

        Combos {
            keeps,
            children,
            children_by_face,
            parent_groups,
            roll_probability,
            roll_ways,
            outcomes,
            sub_keeps,
            holds,
            index,
            roll_by_faces,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_and_links_are_consistent() {
        let c = Combos::get();
        assert_eq!(c.keeps.len(), 462);
        assert_eq!(c.keeps[0].len(), 0);
        for (i, k) in c.keeps.iter().enumerate() {
            assert_eq!(c.index_of(k), i);
            if k.len() < 5 {
                for &child in &c.children[i] {
                    assert!(usize::from(child) > i);
                    assert_eq!(c.keeps[usize::from(child)].len(), k.len() + 1);
                }
                let total: f64 = c.outcomes[i].iter().map(|o| o.probability).sum();
                assert!((total - 1.0).abs() < 1e-12);
            }
        }
        // Every keep but the empty one has its parents once, each one die smaller.
        let mut seen = vec![0; c.keeps.len()];
        for (i, group) in c.parent_groups.iter().enumerate() {
            for (at, &k) in group.keeps.iter().enumerate() {
                let k = usize::from(k);
                seen[k] += 1;
                assert_eq!(usize::from(c.keeps[k].len()), i / 5 + 1);
                for p in group.parents[..i % 5 + 1].iter().map(|all| all[at]) {
                    assert!(c.keeps[usize::from(p)].is_subset_of(&c.keeps[k]));
                    assert_eq!(c.keeps[usize::from(p)].len() + 1, c.keeps[k].len());
                }
            }
        }
        assert_eq!(seen[0], 0);
        assert!(seen[1..].iter().all(|&n| n == 1));
        let total: f64 = c.roll_probability.iter().sum();
        assert!((total - 1.0).abs() < 1e-12);
        assert_eq!(c.roll_ways.iter().sum::<f64>(), ALL_THROWS);
        for at in 0..6usize.pow(5) {
            let faces = std::array::from_fn(|i| {
                crate::rules::Face::from_index(at / 6usize.pow(4 - i as u32) % 6)
            });
            let dice = Dice::new(faces);
            assert_eq!(c.roll_of(&dice) + ROLL_BASE, c.index_of(&dice.counts()));
        }
        let pairs: usize = c.sub_keeps.iter().map(Vec::len).sum();
        assert_eq!(
            pairs, 4368,
            "(keep, roll) pairs with the keep inside the roll"
        );
    }
}
