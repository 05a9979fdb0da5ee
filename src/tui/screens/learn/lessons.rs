//! The lessons, as data: every word a lesson says and every position it starts from is
//! here, and nowhere else.
//!
//! A lesson is played on a real match of one seat. Its position is made the way any match
//! is: the dice come from a fixed script of faces (then the seeded generator), and the
//! earlier rounds ([`Lesson::before`]) are played through the match as a throw and a
//! placement each, so the card, the log and every refusal are the match's own. Each
//! [`Task`] then says what to do and what happened once it is done; the board checks it
//! against the session after every action.
//!
//! The words are messages of the language spoken (`setup-learn-…`), each given the same
//! [`Words`]: `$roll`, `$score`, `$up`, `$down`, `$left` and `$right` are the keys the
//! player's keymap binds to those commands, each box's id (`$ones`, `$full_house`) the
//! card's own name for it in the language of card names (Aces on Hasbro's cards, Ones on
//! Yatzy, Viererpasch on Kniffel's), and `$column_down`, `$column_up`, `$column_free` the
//! three-column card's headings. A text names a box only through these, so the lesson and
//! the card it is played on never disagree.

use std::collections::HashMap;

use crate::l10n::t;
use crate::rules::{BoxId, ColumnId, Layout, Preset};
use crate::tui::keymap::{Command, Context, Keymap};

/// What a lesson's words are made of: the keys and the card's names (see the module's
/// documentation).
#[derive(Clone, Debug)]
pub struct Words {
    args: HashMap<&'static str, String>,
}

impl Words {
    /// The words for a lesson played with `keys` on a card of `layout`.
    pub fn new(keys: &Keymap, layout: Layout) -> Words {
        let key = |c: Command| keys.key_for(Context::Play, c);
        let mut args: HashMap<&'static str, String> = [
            ("roll", Command::Roll),
            ("score", Command::Score),
            ("up", Command::Up),
            ("down", Command::Down),
            ("left", Command::Left),
            ("right", Command::Right),
        ]
        .into_iter()
        .map(|(name, c)| (name, key(c)))
        .collect();
        args.extend(BoxId::ALL.map(|b| (b.id(), layout.label(b).to_string())));
        let columns = Layout::ThreeColumn.columns();
        for (name, column) in ["column_down", "column_up", "column_free"]
            .into_iter()
            .zip(columns)
        {
            args.insert(name, column.name.to_string());
        }
        Words { args }
    }

    /// No words at all, for a text that names no key and no box (a lesson's title).
    pub fn bare() -> Words {
        Words {
            args: HashMap::new(),
        }
    }

    /// The arguments every lesson message is given.
    pub fn args(&self) -> HashMap<&'static str, String> {
        self.args.clone()
    }
}

/// A lesson's text in the language spoken, from its [`Words`].
pub type Text = fn(&Words) -> String;

/// One thing the player does in a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// Throw the dice not held.
    Throw,
    /// Throw, with exactly these dice (1 to 5) held.
    ThrowHolding(&'static [u8]),
    /// Change holds until exactly these dice (1 to 5) are held.
    Hold(&'static [u8]),
    /// Score the dice in this box (of this column).
    Score(BoxId, ColumnId),
}

/// A task, what the lesson says to ask for it, and what it says once it is done.
#[derive(Clone, Copy, Debug)]
pub struct Step {
    pub task: Task,
    pub ask: Text,
    pub done: Text,
}

#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    /// The name the progress file keeps.
    pub id: &'static str,
    pub title: Text,
    /// The card it is played on.
    pub rules: Preset,
    /// Earlier rounds: the faces of one throw, and the box (in the first column) they went in.
    pub before: &'static [(&'static str, BoxId)],
    /// The faces the lesson's own throws show, die by die among the dice thrown.
    pub script: &'static str,
    pub steps: &'static [Step],
    /// The last word, once every step is done.
    pub end: Text,
}

const C1: ColumnId = ColumnId::FIRST;
const C3: ColumnId = ColumnId::ALL[2];

pub const LESSONS: &[Lesson] = &[
    Lesson {
        id: "throw",
        title: |w| t!("setup-learn-throw-title", w.args()),
        rules: Preset::Classic,
        before: &[],
        script: "36152 44261 53662",
        steps: &[
            Step {
                task: Task::Throw,
                ask: |w| t!("setup-learn-throw-1-ask", w.args()),
                done: |w| t!("setup-learn-throw-1-done", w.args()),
            },
            Step {
                task: Task::Throw,
                ask: |w| t!("setup-learn-throw-2-ask", w.args()),
                done: |w| t!("setup-learn-throw-2-done", w.args()),
            },
            Step {
                task: Task::Throw,
                ask: |w| t!("setup-learn-throw-3-ask", w.args()),
                done: |w| t!("setup-learn-throw-3-done", w.args()),
            },
            Step {
                task: Task::Score(BoxId::Chance, C1),
                ask: |w| t!("setup-learn-throw-4-ask", w.args()),
                done: |w| t!("setup-learn-throw-4-done", w.args()),
            },
        ],
        end: |w| t!("setup-learn-throw-end", w.args()),
    },
    Lesson {
        id: "hold",
        title: |w| t!("setup-learn-hold-title", w.args()),
        rules: Preset::Classic,
        before: &[],
        script: "44146 42",
        steps: &[
            Step {
                task: Task::Throw,
                ask: |w| t!("setup-learn-hold-1-ask", w.args()),
                done: |w| t!("setup-learn-hold-1-done", w.args()),
            },
            Step {
                task: Task::Hold(&[5]),
                ask: |w| t!("setup-learn-hold-2-ask", w.args()),
                done: |w| t!("setup-learn-hold-2-done", w.args()),
            },
            Step {
                task: Task::Hold(&[]),
                ask: |w| t!("setup-learn-hold-3-ask", w.args()),
                done: |w| t!("setup-learn-hold-3-done", w.args()),
            },
            Step {
                task: Task::Hold(&[1, 2, 4]),
                ask: |w| t!("setup-learn-hold-4-ask", w.args()),
                done: |w| t!("setup-learn-hold-4-done", w.args()),
            },
            Step {
                task: Task::ThrowHolding(&[1, 2, 4]),
                ask: |w| t!("setup-learn-hold-5-ask", w.args()),
                done: |w| t!("setup-learn-hold-5-done", w.args()),
            },
            Step {
                task: Task::Score(BoxId::Fours, C1),
                ask: |w| t!("setup-learn-hold-6-ask", w.args()),
                done: |w| t!("setup-learn-hold-6-done", w.args()),
            },
        ],
        end: |w| t!("setup-learn-hold-end", w.args()),
    },
    Lesson {
        id: "boxes",
        title: |w| t!("setup-learn-boxes-title", w.args()),
        rules: Preset::Classic,
        before: &[],
        script: "23456 33355",
        steps: &[
            Step {
                task: Task::Throw,
                ask: |w| t!("setup-learn-boxes-1-ask", w.args()),
                done: |w| t!("setup-learn-boxes-1-done", w.args()),
            },
            Step {
                task: Task::Score(BoxId::LargeStraight, C1),
                ask: |w| t!("setup-learn-boxes-2-ask", w.args()),
                done: |w| t!("setup-learn-boxes-2-done", w.args()),
            },
            Step {
                task: Task::Throw,
                ask: |w| t!("setup-learn-boxes-3-ask", w.args()),
                done: |w| t!("setup-learn-boxes-3-done", w.args()),
            },
            Step {
                task: Task::Score(BoxId::FullHouse, C1),
                ask: |w| t!("setup-learn-boxes-4-ask", w.args()),
                done: |w| t!("setup-learn-boxes-4-done", w.args()),
            },
        ],
        end: |w| t!("setup-learn-boxes-end", w.args()),
    },
    Lesson {
        id: "bonus",
        title: |w| t!("setup-learn-bonus-title", w.args()),
        rules: Preset::Classic,
        before: &[
            ("11123", BoxId::Ones),
            ("22245", BoxId::Twos),
            ("33312", BoxId::Threes),
            ("44456", BoxId::Fours),
            ("55516", BoxId::Fives),
        ],
        script: "66623",
        steps: &[
            Step {
                task: Task::Throw,
                ask: |w| t!("setup-learn-bonus-1-ask", w.args()),
                done: |w| t!("setup-learn-bonus-1-done", w.args()),
            },
            Step {
                task: Task::Score(BoxId::Sixes, C1),
                ask: |w| t!("setup-learn-bonus-2-ask", w.args()),
                done: |w| t!("setup-learn-bonus-2-done", w.args()),
            },
        ],
        end: |w| t!("setup-learn-bonus-end", w.args()),
    },
    Lesson {
        id: "joker",
        title: |w| t!("setup-learn-joker-title", w.args()),
        rules: Preset::Classic,
        before: &[("55555", BoxId::Yahtzee), ("55512", BoxId::Fives)],
        script: "55555",
        steps: &[
            Step {
                task: Task::Throw,
                ask: |w| t!("setup-learn-joker-1-ask", w.args()),
                done: |w| t!("setup-learn-joker-1-done", w.args()),
            },
            Step {
                task: Task::Score(BoxId::LargeStraight, C1),
                ask: |w| t!("setup-learn-joker-2-ask", w.args()),
                done: |w| t!("setup-learn-joker-2-done", w.args()),
            },
        ],
        end: |w| t!("setup-learn-joker-end", w.args()),
    },
    Lesson {
        id: "last-rounds",
        title: |w| t!("setup-learn-last-rounds-title", w.args()),
        rules: Preset::Classic,
        before: &[
            ("11125", BoxId::Ones),
            ("22236", BoxId::Twos),
            ("33314", BoxId::Threes),
            ("44412", BoxId::Fours),
            ("55563", BoxId::Fives),
            ("66612", BoxId::Sixes),
            ("44423", BoxId::ThreeOfAKind),
            ("55552", BoxId::FourOfAKind),
            ("22333", BoxId::FullHouse),
            ("12345", BoxId::LargeStraight),
            ("65432", BoxId::Chance),
        ],
        script: "12346 22356 13461 565656",
        steps: &[
            Step {
                task: Task::Throw,
                ask: |w| t!("setup-learn-last-rounds-1-ask", w.args()),
                done: |w| t!("setup-learn-last-rounds-1-done", w.args()),
            },
            Step {
                task: Task::Score(BoxId::SmallStraight, C1),
                ask: |w| t!("setup-learn-last-rounds-2-ask", w.args()),
                done: |w| t!("setup-learn-last-rounds-2-done", w.args()),
            },
            Step {
                task: Task::Throw,
                ask: |w| t!("setup-learn-last-rounds-3-ask", w.args()),
                done: |w| t!("setup-learn-last-rounds-3-done", w.args()),
            },
            Step {
                task: Task::Throw,
                ask: |w| t!("setup-learn-last-rounds-4-ask", w.args()),
                done: |w| t!("setup-learn-last-rounds-4-done", w.args()),
            },
            Step {
                task: Task::Throw,
                ask: |w| t!("setup-learn-last-rounds-5-ask", w.args()),
                done: |w| t!("setup-learn-last-rounds-5-done", w.args()),
            },
            Step {
                task: Task::Score(BoxId::Yahtzee, C1),
                ask: |w| t!("setup-learn-last-rounds-6-ask", w.args()),
                done: |w| t!("setup-learn-last-rounds-6-done", w.args()),
            },
        ],
        end: |w| t!("setup-learn-last-rounds-end", w.args()),
    },
    Lesson {
        id: "yatzy",
        title: |w| t!("setup-learn-yatzy-title", w.args()),
        rules: Preset::Yatzy,
        before: &[],
        script: "66551",
        steps: &[
            Step {
                task: Task::Throw,
                ask: |w| t!("setup-learn-yatzy-1-ask", w.args()),
                done: |w| t!("setup-learn-yatzy-1-done", w.args()),
            },
            Step {
                task: Task::Score(BoxId::TwoPairs, C1),
                ask: |w| t!("setup-learn-yatzy-2-ask", w.args()),
                done: |w| t!("setup-learn-yatzy-2-done", w.args()),
            },
        ],
        end: |w| t!("setup-learn-yatzy-end", w.args()),
    },
    Lesson {
        id: "triple",
        title: |w| t!("setup-learn-triple-title", w.args()),
        rules: Preset::Triple,
        before: &[],
        script: "33355",
        steps: &[
            Step {
                task: Task::Throw,
                ask: |w| t!("setup-learn-triple-1-ask", w.args()),
                done: |w| t!("setup-learn-triple-1-done", w.args()),
            },
            Step {
                task: Task::Score(BoxId::FullHouse, C3),
                ask: |w| t!("setup-learn-triple-2-ask", w.args()),
                done: |w| t!("setup-learn-triple-2-done", w.args()),
            },
        ],
        end: |w| t!("setup-learn-triple-end", w.args()),
    },
    Lesson {
        id: "three-column",
        title: |w| t!("setup-learn-three-column-title", w.args()),
        rules: Preset::ThreeColumn,
        before: &[],
        script: "11146",
        steps: &[
            Step {
                task: Task::Throw,
                ask: |w| t!("setup-learn-three-column-1-ask", w.args()),
                done: |w| t!("setup-learn-three-column-1-done", w.args()),
            },
            Step {
                task: Task::Score(BoxId::Ones, C1),
                ask: |w| t!("setup-learn-three-column-2-ask", w.args()),
                done: |w| t!("setup-learn-three-column-2-done", w.args()),
            },
        ],
        end: |w| t!("setup-learn-three-column-end", w.args()),
    },
];

/// The lesson of this name.
pub fn lesson(id: &str) -> Option<&'static Lesson> {
    LESSONS.iter().find(|l| l.id == id)
}
