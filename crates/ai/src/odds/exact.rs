//! The exact distributions, the reference the outlook is checked against
//! (`tests/suite/odds.rs`): the plain recursion, each state's turn followed forward under its
//! turn plan ([`TurnPlan`]) and each placement continued the same way, in double precision
//! and with nothing trimmed. It shares nothing with the outlook's build but the rules of the
//! game: not its turns, not its levels, not its rounding.

use std::collections::HashMap;

use super::walk::{RollChoices, TurnPoint, walk_turn};
use super::{Dist, FutureSource, PlanPolicy, turn_parts};
use crate::TurnPlan;
use crate::kernel::RulesContext;
use crate::solver::{Optimum, StateKey, open_boxes};

/// Exact distributions of the points still to come, each computed once.
pub struct Exact<'a> {
    ctx: &'a RulesContext,
    optimum: &'a Optimum,
    memo: HashMap<StateKey, Dist>,
}

impl<'a> Exact<'a> {
    pub fn new(ctx: &'a RulesContext, optimum: &'a Optimum) -> Exact<'a> {
        Exact {
            ctx,
            optimum,
            memo: HashMap::new(),
        }
    }

    fn compute(&mut self, state: StateKey) -> Dist {
        let rules = self.ctx.rules;
        if state.filled == rules.layout().box_set() {
            return Dist::point(0);
        }
        let plan = TurnPlan::for_state(self.ctx, self.optimum, state);
        let policy = PlanPolicy { plan: &plan };
        let choices = RollChoices::new(
            self.ctx,
            open_boxes(&rules, state.filled),
            state.yahtzee_positive,
        );
        let ends = walk_turn(&rules, &choices, &policy, TurnPoint::Start);
        let parts = turn_parts(self.ctx, state, &choices, &policy, &ends);
        let mut acc = Vec::new();
        self.mix_into(&parts, &mut acc);
        let first = acc.iter().position(|&p| p > 0.0).unwrap_or(0);
        Dist {
            lo: first as u32,
            p: acc[first..].to_vec(),
        }
    }
}

impl FutureSource for Exact<'_> {
    fn future(&mut self, state: StateKey) -> Dist {
        if let Some(d) = self.memo.get(&state) {
            return d.clone();
        }
        let d = self.compute(state);
        self.memo.insert(state, d.clone());
        d
    }

    fn mix_into(&mut self, parts: &[(StateKey, u32, f64)], acc: &mut Vec<f64>) {
        for &(state, by, m) in parts {
            let d = self.future(state);
            let start = (d.lo + by) as usize;
            if acc.len() < start + d.p.len() {
                acc.resize(start + d.p.len(), 0.0);
            }
            for (a, &p) in acc[start..].iter_mut().zip(&d.p) {
                *a += m * p;
            }
        }
    }
}
