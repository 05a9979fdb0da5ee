//! The table's news in sentences, and what the card's grid shows, read row by row.
//!
//! Each event is said once, as it happened: a throw with its five dice in their places (so
//! "hold 1 2" names what was just heard), a change of holds once the command that made it
//! is done ("Ana holds 3 3."), a score with its box as the card names it, and whose turn is
//! next. Names come from the match; every sentence from Fluent.

use crate::game::{Event, Match, SeatId, Session, TakenBack};
use crate::l10n::{decimal, t};
use crate::rules::{BoxId, Dice, Holds, Spot};
use crate::words::{bonus_added, seat_name, shown_name, spot_name, who};

/// A seat as a sentence names it: its name as shown ("Du" for the default "You"), and who
/// that is for the messages' `who` selector: `"you"` for the person at a table of CPUs,
/// spoken to as the drawn screen speaks to them ("You hold 3 3", "Du behältst 3 3", not
/// "You holds"), `"other"` for anyone named ("Ana holds 3 3").
pub(super) fn named(game: &Match, seat: SeatId) -> (String, &'static str) {
    let name = seat_name(game, seat);
    (shown_name(&name).into_owned(), who(&name))
}

/// A seat's name as shown, where no verb follows it (the card's cells, the standings).
pub(super) fn shown(game: &Match, seat: SeatId) -> String {
    named(game, seat).0
}

/// Five dice as they are read out: "3 3 5 1 6".
pub(super) fn dice_words(dice: &Dice) -> String {
    dice.faces()
        .iter()
        .map(|f| f.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The held dice's faces in their places: "3 3".
fn held_words(dice: &Dice, held: Holds) -> String {
    held.iter()
        .map(|d| dice.faces()[usize::from(u8::from(d))].to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// What happened, in sentences, oldest first. Hold changes are gathered until the next
/// event (or the prompt) and said once as the holds that stand.
#[derive(Default)]
pub(super) struct Narrator {
    /// A seat whose holds changed and are not said yet.
    holds_changed: Option<SeatId>,
}

impl Narrator {
    /// The sentences for `event`, which left the table as `after`.
    pub(super) fn event(&mut self, event: &Event, after: &Session) -> Vec<String> {
        let game = after.game();
        let name = |seat: SeatId| named(game, seat).0;
        let who = |seat: SeatId| named(game, seat).1;
        let mut said = Vec::new();
        if let Event::HoldToggled { seat, .. } = event {
            self.holds_changed = Some(*seat);
            return said;
        }
        said.extend(self.flush(game));
        match *event {
            Event::Rolled { seat, dice, .. } => {
                said.push(t!(
                    "plain-threw",
                    name = name(seat),
                    who = who(seat),
                    dice = dice_words(&dice)
                ));
            }
            Event::HoldToggled { .. } => {}
            Event::Scored { seat, placed, next } => {
                let layout = game.rules().layout();
                let spot = spot_name(layout, Spot::new(placed.column, placed.b));
                let points = u32::from(placed.points);
                said.push(if placed.joker {
                    t!(
                        "plain-scored-joker",
                        name = name(seat),
                        who = who(seat),
                        points = points,
                        spot = spot
                    )
                } else {
                    t!(
                        "plain-scored",
                        name = name(seat),
                        who = who(seat),
                        points = points,
                        spot = spot
                    )
                });
                if placed.extra_bonus {
                    let bonus = game.rules().extra_yahtzee_bonus();
                    let added = bonus_added(layout, placed.column, bonus);
                    said.push(t!(
                        "plain-extra-bonus",
                        name = name(seat),
                        who = who(seat),
                        points = added
                    ));
                }
                if let Some(story) = game
                    .turns()
                    .iter()
                    .rev()
                    .find(|s| s.seat == seat && s.placed.is_some())
                    && story.upper_bonus > 0
                {
                    said.push(t!(
                        "plain-upper-bonus",
                        name = name(seat),
                        who = who(seat),
                        points = u32::from(story.upper_bonus)
                    ));
                }
                match next {
                    // Alone at the table (a daily, a solo match) the turn is always the
                    // same person's: the prompt's round says what is new.
                    Some(next) if game.seat_ids().count() > 1 => {
                        said.push(t!("plain-turn-of", name = name(next), who = who(next)));
                    }
                    Some(_) => {}
                    None if game.is_over() => said.push(t!("plain-match-over")),
                    None => {}
                }
            }
            Event::Corrected {
                seat,
                column,
                b,
                before,
                after,
            } => {
                let (before, after) = (u32::from(before), u32::from(after));
                said.push(match b {
                    Some(b) => t!(
                        "plain-corrected",
                        name = name(seat),
                        who = who(seat),
                        spot = spot_name(game.rules().layout(), Spot::new(column, b)),
                        before = before,
                        after = after
                    ),
                    None => t!(
                        "plain-corrected-bonuses",
                        name = name(seat),
                        who = who(seat),
                        before = before,
                        after = after
                    ),
                });
            }
        }
        said
    }

    /// Has `seat`'s holds said at the next [`Narrator::flush`] (asked for, or unchanged by a
    /// command that named them).
    pub(super) fn touch(&mut self, seat: SeatId) {
        self.holds_changed = Some(seat);
    }

    /// Whose holds changed since the last event, not said yet.
    pub(super) fn holds_changed(&self) -> Option<SeatId> {
        self.holds_changed
    }

    /// The holds changed since the last event, said as they stand now.
    pub(super) fn flush(&mut self, game: &Match) -> Option<String> {
        let seat = self.holds_changed.take()?;
        let throw = game.throw()?;
        let (name, who) = named(game, seat);
        Some(if throw.held == Holds::NONE {
            t!("plain-holds-none", name = name, who = who)
        } else {
            t!(
                "plain-holds",
                name = name,
                who = who,
                dice = held_words(&throw.dice, throw.held)
            )
        })
    }
}

/// The card as the grid shows it, a row per box: "Aces: Ana 3, Ben empty.", then the
/// bonus and the totals.
pub(super) fn card(game: &Match) -> Vec<String> {
    let layout = game.rules().layout();
    let rules = game.rules();
    let columns = layout.columns().len();
    let mut lines = Vec::new();
    for column in 0..columns {
        let Some(col) = crate::rules::ColumnId::new(column as u8) else {
            continue;
        };
        if layout.is_multi_column() {
            let name = layout.columns().get(column).map_or("", |c| c.name);
            lines.push(t!("plain-card-column", column = name.to_string()));
        }
        for &b in layout.boxes() {
            let cells: Vec<String> = game
                .seat_ids()
                .map(|seat| {
                    let name = shown(game, seat);
                    match game
                        .card(seat)
                        .and_then(|c| c.column(col))
                        .and_then(|c| c.get(b))
                    {
                        Some(p) => t!("plain-card-cell", name = name, points = u32::from(p)),
                        None => t!("plain-card-cell-empty", name = name),
                    }
                })
                .collect();
            lines.push(t!(
                "plain-card-row",
                row = layout.label(b).to_string(),
                cells = cells.join(", ")
            ));
            if b == BoxId::Sixes {
                let cells: Vec<String> = game
                    .seat_ids()
                    .map(|seat| {
                        let c = game.card(seat).and_then(|c| c.column(col));
                        t!(
                            "plain-card-upper",
                            name = shown(game, seat),
                            points = c.map_or(0, |c| c.upper_subtotal()),
                            bonus = c.map_or(0, |c| c.upper_bonus(rules))
                        )
                    })
                    .collect();
                lines.push(t!("plain-card-upper-row", cells = cells.join(", ")));
            }
        }
    }
    let totals: Vec<String> = game
        .seat_ids()
        .map(|seat| {
            t!(
                "plain-card-cell",
                name = shown(game, seat),
                points = game.total(seat)
            )
        })
        .collect();
    lines.push(t!("plain-card-total", cells = totals.join(", ")));
    lines
}

/// Who leads: "1. Ana, 120 points." per seat, best first.
pub(super) fn standings(game: &Match) -> Vec<String> {
    game.standings()
        .iter()
        .map(|s| {
            t!(
                "plain-standing",
                rank = s.rank,
                name = shown(game, s.seat),
                points = s.total
            )
        })
        .collect()
}

/// The match so far, a sentence per turn: "Round 3, Ana: threw 2 3 5 6 6, kept 6 6, threw
/// 1 4 6 6 6, scored 18 in Sixes."
pub(super) fn log(game: &Match) -> Vec<String> {
    let layout = game.rules().layout();
    let turns = game.turns();
    if turns.is_empty() {
        return vec![t!("plain-log-empty")];
    }
    turns
        .iter()
        .map(|story| {
            // The phrases follow the seat's name: "Du: würfelst", as the events say it.
            let (name, who) = named(game, story.seat);
            let mut parts = Vec::new();
            for (i, throw) in story.throws.iter().enumerate() {
                let dice = dice_words(&throw.dice);
                let kept = throw.dice.held_counts(throw.kept);
                parts.push(if i == 0 || kept.is_empty() {
                    t!("plain-log-threw", who = who, dice = dice)
                } else {
                    t!(
                        "plain-log-kept-threw",
                        who = who,
                        kept = held_words(&throw.dice, throw.kept),
                        dice = dice
                    )
                });
            }
            // What was taken back comes before the placement that stands, as the drawn log
            // tells it: it was taken back before the turn was scored again.
            match story.taken_back {
                Some(TakenBack::Placement(p)) => parts.push(t!(
                    "plain-log-took-back",
                    who = who,
                    points = u32::from(p.points),
                    spot = spot_name(layout, Spot::new(p.column, p.b))
                )),
                Some(TakenBack::Throw(dice)) => parts.push(t!(
                    "plain-log-took-back-throw",
                    who = who,
                    dice = dice_words(&dice)
                )),
                None => {}
            }
            if let Some(p) = story.placed {
                let spot = spot_name(layout, Spot::new(p.column, p.b));
                parts.push(t!(
                    "plain-log-scored",
                    who = who,
                    points = u32::from(p.points),
                    spot = spot
                ));
            }
            t!(
                "plain-log-turn",
                round = story.round,
                name = name,
                what = parts.join(", ")
            )
        })
        .collect()
}

/// The hints: the best options for the dice on the table, as sentences.
pub(super) fn hints(
    layout: crate::rules::Layout,
    options: &[crate::ai::Rated],
    dice: &Dice,
    held: Holds,
) -> Vec<String> {
    options
        .iter()
        .take(3)
        .enumerate()
        .map(|(i, o)| {
            let choice = crate::words::describe_in(layout, &o.choice);
            let expected = decimal(o.expected_total, 1);
            match &o.choice {
                // A hold is said by the faces kept ("Hold 2-2-2"), but `hold` takes the dice
                // by their place: the command that does it, so it need not be worked out.
                crate::game::Choice::Hold { keep } => {
                    let holds = crate::ai::holds_for(dice, held, keep);
                    let first = |id: &str| {
                        let list = match id {
                            "hold" => t!("plain-command-hold"),
                            _ => t!("plain-command-release"),
                        };
                        list.split(',')
                            .next()
                            .unwrap_or_default()
                            .trim()
                            .to_string()
                    };
                    let places: Vec<String> = holds
                        .iter()
                        .map(|i| (u8::from(i) + 1).to_string())
                        .collect();
                    let command = if places.is_empty() {
                        first("release")
                    } else {
                        format!("{} {}", first("hold"), places.join(" "))
                    };
                    t!(
                        "plain-hint-hold",
                        rank = (i + 1),
                        choice = choice,
                        command = command,
                        expected = expected
                    )
                }
                crate::game::Choice::Score { .. } => t!(
                    "plain-hint",
                    rank = (i + 1),
                    choice = choice,
                    expected = expected
                ),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Rated;
    use crate::game::Choice;
    use crate::l10n::{Lang, speaking};
    use crate::rules::{Counts, Face, Layout};

    /// A newcomer read "Hold 2-2-2" and typed `hold 2 2 2`, which held one die: `hold` takes
    /// the dice by their place. The hint now says the command that makes the hold.
    #[test]
    fn a_hold_hint_says_the_command_that_makes_it() {
        let f = |n| Face::from_value(n).unwrap();
        let dice = Dice::new([f(5), f(2), f(4), f(2), f(2)]);
        let options = vec![
            Rated {
                choice: Choice::Hold {
                    keep: Counts::new([0, 3, 0, 0, 0, 0]),
                },
                expected_total: 201.25,
            },
            Rated {
                choice: Choice::Hold {
                    keep: Counts::new([0; 6]),
                },
                expected_total: 198.0,
            },
        ];
        let lines = hints(Layout::Classic, &options, &dice, Holds::NONE);
        assert!(lines[0].contains("(type hold 2 4 5)"), "{lines:?}");
        assert!(lines[1].contains("(type release)"), "{lines:?}");
        let german = speaking(Lang::De, None, || {
            hints(Layout::Classic, &options, &dice, Holds::NONE)
        });
        assert!(german[0].contains("(tippe halten 2 4 5)"), "{german:?}");
    }
}
