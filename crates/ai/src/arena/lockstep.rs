//! The arena's matches between planners (Strong, Perfect) and Sharks played side by side: a
//! block of matches takes each seat's turn together, so that the turn plans the planners
//! have not kept are solved up to eight to a kernel run (one per lane) instead of one, and
//! each throw's choice is read straight off its plan (a Shark plans each of its turns
//! against the table as it stands, as in a match). No match record, no action log.
//!
//! Every match still plays as [`super::play_match`] plays it: its own dice, drawn in the same
//! order; the same choice at every throw, from the same plans with the same tie-breaks; holds
//! changed die by die as the CPU's actions change them. `tests/suite/arena_replay.rs` checks
//! the actions against its recorded matches.

use std::ops::Range;

use super::{ArenaError, SimDice};
use crate::game::{Action, DiceSource, Draw, Level, MAX_SEATS, SeatId, Throw};
use crate::plan::{PlanAt, TurnFacts, holds_for};
use crate::rules::{BoxId, Card, DieIndex, Ruleset, Scorecard, Spot, placements};
use crate::strategy::Shark;
use crate::{Choice, Cpu, StateKey};

/// Matches played side by side. Enough that most turns find seven others to share a kernel
/// run with; few enough that their plans stay in the processor's caches between the solving
/// and the reading.
pub(super) const BLOCK: u64 = 64;

/// Whether [`Lockstep`] can play these seats: one to four, each a planner or a Shark.
pub(super) fn plays(cpus: &mut [Cpu]) -> bool {
    (1..=MAX_SEATS).contains(&cpus.len())
        && cpus
            .iter_mut()
            .all(|c| c.shark().is_some() || c.planner().is_some())
}

/// The buffers of a block of matches, kept from block to block.
#[derive(Default)]
pub(super) struct Lockstep {
    games: Vec<Game>,
    /// Every match's cards, its seats one after another.
    cards: Vec<Card>,
    /// The matches whose seat the current planner plays this turn, their states and where
    /// their plans are.
    players: Vec<usize>,
    states: Vec<StateKey>,
    at: Vec<PlanAt>,
}

struct Game {
    index: u64,
    /// Seat `s` of the match is the setup's seat `(s + offset) % n`.
    offset: usize,
    dice: DiceSource,
}

impl Lockstep {
    /// Plays the matches `games` of `seed` between `cpus` (the setup's seats, in order; see
    /// [`plays`]) on the dice `dice` says, the first seat rotating if `rotate`, giving every
    /// action to `watch`. The finished cards are then in [`Lockstep::finished`].
    pub(super) fn play(
        &mut self,
        rules: &Ruleset,
        cpus: &mut [Cpu],
        (seed, dice): (u64, SimDice),
        games: Range<u64>,
        rotate: bool,
        watch: &mut impl FnMut(u64, SeatId, Action),
    ) -> Result<(), ArenaError> {
        let n = cpus.len();
        self.games.clear();
        self.cards.clear();
        for index in games {
            self.games.push(Game {
                index,
                offset: if rotate {
                    (index % n as u64) as usize
                } else {
                    0
                },
                dice: dice.source(seed, index),
            });
            self.cards.extend((0..n).map(|_| Card::empty(rules)));
        }
        // Each turn fills one box, so every match's cards are complete together.
        while self.cards.iter().any(|c| !c.is_complete()) {
            for seat in 0..n {
                for (setup_seat, cpu) in cpus.iter_mut().enumerate() {
                    self.play_turns(rules, cpu, setup_seat, seat, watch)?;
                }
            }
        }
        Ok(())
    }

    /// Seat `seat`'s turn in every match where the setup's seat `setup_seat` (played by
    /// `cpu`) sits there.
    fn play_turns(
        &mut self,
        rules: &Ruleset,
        cpu: &mut Cpu,
        setup_seat: usize,
        seat: usize,
        watch: &mut impl FnMut(u64, SeatId, Action),
    ) -> Result<(), ArenaError> {
        let level = cpu.level();
        let n = self.seats();
        self.players.clear();
        self.states.clear();
        for (g, game) in self.games.iter().enumerate() {
            let card = &self.cards[g * n + seat];
            if (seat + game.offset) % n == setup_seat && !card.is_complete() {
                self.players.push(g);
                self.states.push(StateKey::of_card(rules, card.first()));
            }
        }
        // The seat's turn, each match's number set as it is played.
        let base = Turn {
            rules,
            game: 0,
            seat: SeatId(seat as u8),
            level,
        };
        if let Some(shark) = cpu.shark() {
            return self.shark_turns(base, shark, watch);
        }
        let Some((plans, future)) = cpu.planner() else {
            return Err(ArenaError::Setup(format!(
                "the {level} CPU cannot play side by side"
            )));
        };
        plans.prepare(future, &self.states, &mut self.at);
        // A plan kept from long ago is out of the caches: each is asked for two matches
        // before it is read.
        const AHEAD: usize = 2;
        for &at in self.at.iter().take(AHEAD) {
            plans.prefetch(at);
        }
        for (i, (&g, &at)) in self.players.iter().zip(&self.at).enumerate() {
            if let Some(&next) = self.at.get(i + AHEAD) {
                plans.prefetch(next);
            }
            let game = &mut self.games[g];
            let turn = Turn {
                game: game.index,
                ..base
            };
            let card = &mut self.cards[g * n + seat];
            turn.play(card, &mut game.dice, watch, |facts, throw| {
                plans
                    .choose(
                        at,
                        facts,
                        &throw.dice,
                        throw.held,
                        rules.max_rolls().saturating_sub(throw.rolls_used),
                        |_| true,
                    )
                    .map(|r| r.choice)
            })?;
        }
        Ok(())
    }

    /// `base`'s seat's turn, played by `shark`, in the matches of [`Lockstep::players`]: each
    /// throw's choice the one [`Cpu::next_action`] makes, against the other seats' cards as
    /// they stand (Perfect's when it sits alone).
    fn shark_turns(
        &mut self,
        base: Turn,
        shark: &mut Shark,
        watch: &mut impl FnMut(u64, SeatId, Action),
    ) -> Result<(), ArenaError> {
        let n = self.seats();
        let (rules, seat) = (base.rules, base.seat.index());
        let sticky = rules.sticky_holds();
        for &g in &self.players {
            let game = &mut self.games[g];
            let turn = Turn {
                game: game.index,
                ..base
            };
            let cards = &mut self.cards[g * n..(g + 1) * n];
            // Every seat's card as it stands, the seat's own too: it stays so until the turn's
            // last choice fills a box.
            let others: [Scorecard; MAX_SEATS] =
                std::array::from_fn(|s| *cards[s.min(n - 1)].first());
            let mine = &others[seat];
            // The other seats in seat order, as a match lists them.
            let mut seated = [&others[0]; MAX_SEATS];
            let mut count = 0;
            for (s, card) in others.iter().enumerate().take(n) {
                if s != seat {
                    seated[count] = card;
                    count += 1;
                }
            }
            let opponents = &seated[..count];
            turn.play(&mut cards[seat], &mut game.dice, watch, |_, throw| {
                let rolls_left = rules.max_rolls().saturating_sub(throw.rolls_used);
                let (dice, held) = (&throw.dice, throw.held);
                let against = (!opponents.is_empty())
                    .then(|| shark.choose(mine, opponents, dice, held, rolls_left, sticky))
                    .flatten();
                against.or_else(|| shark.perfect(mine, dice, held, rolls_left))
            })?;
        }
        Ok(())
    }

    /// How many seats each match of the block has.
    fn seats(&self) -> usize {
        self.cards.len() / self.games.len().max(1)
    }

    /// Each match played: its number, the offset of its seats (see [`Lockstep::play`]) and
    /// its cards, seat by seat.
    pub(super) fn finished(&self) -> impl Iterator<Item = (u64, usize, &[Card])> {
        let n = self.seats();
        self.games
            .iter()
            .zip(self.cards.chunks(n.max(1)))
            .map(|(g, cards)| (g.index, g.offset, cards))
    }
}

/// One seat's turn in one match.
#[derive(Clone, Copy)]
struct Turn<'a> {
    rules: &'a Ruleset,
    game: u64,
    seat: SeatId,
    level: Level,
}

impl Turn<'_> {
    /// Plays the turn on `card` with dice from `dice`, each throw's choice from `choose`, as
    /// [`Cpu::next_action`] and the match would: the choice made once per throw, then the
    /// holds changed one die at a time, in die order, to those the keep needs, and the dice
    /// thrown again; or the roll scored.
    fn play(
        &self,
        card: &mut Card,
        dice: &mut DiceSource,
        watch: &mut impl FnMut(u64, SeatId, Action),
        mut choose: impl FnMut(&TurnFacts, &Throw) -> Option<Choice>,
    ) -> Result<(), ArenaError> {
        let rules = self.rules;
        let facts = TurnFacts::of(rules, card.first());
        let mut before: Option<Throw> = None;
        // Where each die lands on a tape, as the match tells its source: this seat's round
        // (its filled boxes plus one) and the turn's throw. Rounds stop at 39, so the cast
        // keeps them.
        let round = u8::try_from(card.filled_count() + 1).unwrap_or(u8::MAX);
        // A throw per pass; the rules end the turn after their last.
        loop {
            let throw_number = before.map_or(0, |t| t.rolls_used).saturating_add(1);
            let (mut throw, _) = Throw::roll(before, rules, |die| {
                dice.next_face(Draw {
                    round,
                    seat: self.seat.0,
                    throw: throw_number,
                    position: u8::from(die),
                })
            })
            .map_err(|e| self.illegal(Action::Roll, &e))?;
            watch(self.game, self.seat, Action::Roll);
            let choice = choose(&facts, &throw).unwrap_or_else(|| {
                // Only an empty plan: the CPU's fallback, the first box the dice may go in.
                let (b, points) = placements(rules, card.first(), &throw.dice)
                    .allowed()
                    .next()
                    .unwrap_or((BoxId::Chance, 0));
                Choice::score(b, points)
            });
            match choice {
                Choice::Score { b, column, .. } => {
                    let action = Action::Score { b, column };
                    card.place(rules, &throw.dice, Spot::new(column, b))
                        .map_err(|e| self.illegal(action, &e))?;
                    watch(self.game, self.seat, action);
                    return Ok(());
                }
                Choice::Hold { keep } => {
                    // The CPU looks for the holds the keep needs again after each change, but
                    // they stay the same: `holds_for` takes the dice already held first, and
                    // each change only holds a die it took or releases one it passed over.
                    let target = holds_for(&throw.dice, throw.held, &keep);
                    for die in DieIndex::ALL {
                        if target.contains(die) == throw.held.contains(die) {
                            continue;
                        }
                        let action = Action::ToggleHold { die };
                        throw = throw
                            .toggled(rules, die)
                            .map_err(|e| self.illegal(action, &e))?;
                        watch(self.game, self.seat, action);
                    }
                    before = Some(throw);
                }
            }
        }
    }

    fn illegal(&self, action: Action, e: &dyn std::fmt::Display) -> ArenaError {
        ArenaError::Illegal {
            game: self.game,
            level: self.level,
            reason: format!("{action:?}: {e}"),
        }
    }
}
