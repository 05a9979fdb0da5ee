//! Score distributions: [`Dist`], a distribution over whole points. It is apart from the
//! outlook because it is plain arithmetic on distributions, knowing nothing of card states,
//! turns or the solver.

/// A probability distribution over whole points: `p[i]` is the chance of `lo + i`.
#[derive(Clone, Debug, Default, PartialEq)]
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
