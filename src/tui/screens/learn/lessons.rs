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
//! In the texts, `{roll}`, `{score}`, `{up}`, `{down}`, `{left}` and `{right}` stand for the
//! keys the player's keymap binds to those commands, and `{ones}` for the card's own name
//! of that box (Aces on Hasbro's cards, Ones on Yatzy).

use crate::rules::{BoxId, ColumnId, Preset};

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
    pub ask: &'static str,
    pub done: &'static str,
}

#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    /// The name the progress file keeps.
    pub id: &'static str,
    pub title: &'static str,
    /// The card it is played on.
    pub rules: Preset,
    /// Earlier rounds: the faces of one throw, and the box (in the first column) they went in.
    pub before: &'static [(&'static str, BoxId)],
    /// The faces the lesson's own throws show, die by die among the dice thrown.
    pub script: &'static str,
    pub steps: &'static [Step],
    /// The last word, once every step is done.
    pub end: &'static str,
}

const C1: ColumnId = ColumnId::FIRST;
const C3: ColumnId = ColumnId::ALL[2];

pub const LESSONS: &[Lesson] = &[
    Lesson {
        id: "throw",
        title: "Throwing the dice",
        rules: Preset::Classic,
        before: &[],
        script: "36152 44261 53662",
        steps: &[
            Step {
                task: Task::Throw,
                ask: "A turn starts with a throw of all five dice. Press {roll} to throw.",
                done: "Five dice. A turn has up to three throws: the count is above the dice.",
            },
            Step {
                task: Task::Throw,
                ask: "Not what you hoped for? Throw again ({roll}): every die not held is thrown.",
                done: "Your second throw: one is left.",
            },
            Step {
                task: Task::Throw,
                ask: "Throw a third time ({roll}).",
                done: "Three throws used: now the dice must go in a box.",
            },
            Step {
                task: Task::Score(BoxId::Chance, C1),
                ask: "After the last throw you must score. Move to Chance ({up}/{down}) and press {score}: Chance takes the sum of any five dice.",
                done: "Chance took the sum of the dice.",
            },
        ],
        end: "That was one round of thirteen: each round fills exactly one box, and the match ends when the card is full.",
    },
    Lesson {
        id: "hold",
        title: "Holding dice",
        rules: Preset::Classic,
        before: &[],
        script: "44146 42",
        steps: &[
            Step {
                task: Task::Throw,
                ask: "Press {roll} to throw.",
                done: "Three 4s and a 6.",
            },
            Step {
                task: Task::Hold(&[5]),
                ask: "A die is held with its number key. Try it: press 5 to hold die 5, the 6.",
                done: "Die 5 is held: it stays as it is when you throw.",
            },
            Step {
                task: Task::Hold(&[]),
                ask: "Changed your mind? Press 5 again to release it.",
                done: "Released. Until you throw, holds may change as often as you like.",
            },
            Step {
                task: Task::Hold(&[1, 2, 4]),
                ask: "The three 4s are the ones worth keeping: hold dice 1, 2 and 4.",
                done: "The three 4s are held.",
            },
            Step {
                task: Task::ThrowHolding(&[1, 2, 4]),
                ask: "Throw the other two ({roll}).",
                done: "Only dice 3 and 5 were thrown, and one came up 4.",
            },
            Step {
                task: Task::Score(BoxId::Fours, C1),
                ask: "Four 4s: move to Fours ({up}/{down}) and score them ({score}).",
                done: "Fours took 16: an upper box counts only its own face, 4 × 4.",
            },
        ],
        end: "Hold what you want to keep, throw the rest: that is the whole art of a turn.",
    },
    Lesson {
        id: "boxes",
        title: "Scoring a box",
        rules: Preset::Classic,
        before: &[],
        script: "23456 33355",
        steps: &[
            Step {
                task: Task::Throw,
                ask: "Throw ({roll}).",
                done: "2-3-4-5-6: five in a row, a large straight.",
            },
            Step {
                task: Task::Score(BoxId::LargeStraight, C1),
                ask: "Each box takes one pattern, and the card shows what each would take now. Large straight (five in a row) takes 40: score it there.",
                done: "40 in Large straight. A filled box never changes.",
            },
            Step {
                task: Task::Throw,
                ask: "The next round: throw ({roll}).",
                done: "3-3-3-5-5 fits several boxes: Full house 25, Threes 9, Three of a kind 19, Chance 19.",
            },
            Step {
                task: Task::Score(BoxId::FullHouse, C1),
                ask: "Three of one face and two of another is a full house, 25. Score it in Full house.",
                done: "25 in Full house.",
            },
        ],
        end: "The boxes: {ones} to Sixes count their face; Three and Four of a kind count all five dice; Full house 25; Small straight (four in a row) 30; Large straight 40; Yahtzee (five alike) 50; Chance any five, their sum. Dice that do not fit a box score 0 there.",
    },
    Lesson {
        id: "bonus",
        title: "The upper bonus and par",
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
                ask: "{ones} to Sixes earn 35 more once they reach 63. Three of each face make 63: that is par, and you are at par. Throw ({roll}).",
                done: "Three 6s: 18, par for Sixes.",
            },
            Step {
                task: Task::Score(BoxId::Sixes, C1),
                ask: "Score them in Sixes: 45 + 18 makes 63.",
                done: "63: the 35-point upper bonus is yours.",
            },
        ],
        end: "The card shows how far over or under par you are. Par is a pace, not a rule: four 6s make up for two 1s; the further under par, the harder the bonus.",
    },
    Lesson {
        id: "joker",
        title: "Yahtzee bonus and Joker",
        rules: Preset::Classic,
        before: &[("55555", BoxId::Yahtzee), ("55512", BoxId::Fives)],
        script: "55555",
        steps: &[
            Step {
                task: Task::Throw,
                ask: "Your Yahtzee box holds 50 and Fives is filled. Throw ({roll}).",
                done: "Five 5s again: a second Yahtzee, worth a 100 bonus.",
            },
            Step {
                task: Task::Score(BoxId::LargeStraight, C1),
                ask: "The Joker: Fives is filled, so any lower box at its full value. Score Large straight (✗ boxes say why not).",
                done: "40 in Large straight, and the 100 bonus.",
            },
        ],
        end: "A Yahtzee with the Yahtzee box filled goes in its own upper box first; else any lower box at full value; else any upper box for 0. A Yahtzee box scratched to 0 earns no bonus.",
    },
    Lesson {
        id: "last-rounds",
        title: "The last rounds",
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
                ask: "Two rounds left, two boxes open: Small straight and Yahtzee. Throw ({roll}).",
                done: "1-2-3-4-6: a small straight.",
            },
            Step {
                task: Task::Score(BoxId::SmallStraight, C1),
                ask: "Take the 30 in Small straight now: Yahtzee stays open for the last round.",
                done: "30 in Small straight.",
            },
            Step {
                task: Task::Throw,
                ask: "The last round: only Yahtzee is open. Throw ({roll}).",
                done: "No five alike yet.",
            },
            Step {
                task: Task::Throw,
                ask: "Hold what you like and throw again ({roll}).",
                done: "Still not five alike.",
            },
            Step {
                task: Task::Throw,
                ask: "Your last throw ({roll}).",
                done: "No Yahtzee.",
            },
            Step {
                task: Task::Score(BoxId::Yahtzee, C1),
                ask: "A turn must fill a box even when nothing fits: score Yahtzee for 0.",
                done: "The card is full and the match is over.",
            },
        ],
        end: "A zero is a box given up. Near the end, keep a box you can afford to lose (a hard one such as Yahtzee, or Chance) so a bad last throw costs little.",
    },
    Lesson {
        id: "yatzy",
        title: "The Yatzy card",
        rules: Preset::Yatzy,
        before: &[],
        script: "66551",
        steps: &[
            Step {
                task: Task::Throw,
                ask: "Yatzy adds One pair and Two pairs; its kinds count only the matching dice, its upper bonus is 50, and there is no Joker. Throw ({roll}).",
                done: "6-6-5-5-1: two pairs.",
            },
            Step {
                task: Task::Score(BoxId::TwoPairs, C1),
                ask: "Two pairs counts the four paired dice: 6+6+5+5. Score it in Two pairs.",
                done: "22 in Two pairs; One pair would have taken only the higher pair, 12.",
            },
        ],
        end: "On Yatzy the straights are exactly 1-2-3-4-5 (15) and 2-3-4-5-6 (20), Full house counts all five dice, and five alike (Yatzy) is 50, with no extra bonus.",
    },
    Lesson {
        id: "triple",
        title: "The Triple Yahtzee card",
        rules: Preset::Triple,
        before: &[],
        script: "33355",
        steps: &[
            Step {
                task: Task::Throw,
                ask: "Three classic columns worth ×1, ×2 and ×3; each turn fills one box in any column, 39 turns in all. Throw ({roll}).",
                done: "A full house, 25 points.",
            },
            Step {
                task: Task::Score(BoxId::FullHouse, C3),
                ask: "Score it in Full house of the ×3 column, the last ({left}/{right} change the column): 25 counts 75.",
                done: "Full house in the ×3 column: 75.",
            },
        ],
        end: "Each column has its own upper bonus; the Yahtzee bonus and the Joker begin only once all three Yahtzee boxes are filled.",
    },
    Lesson {
        id: "three-column",
        title: "The three-column card",
        rules: Preset::ThreeColumn,
        before: &[],
        script: "11146",
        steps: &[
            Step {
                task: Task::Throw,
                ask: "Down fills from {ones} to Chance in order, Up from Chance to {ones}, Free in any order; no Joker, no extra bonus. Throw ({roll}).",
                done: "Three 1s.",
            },
            Step {
                task: Task::Score(BoxId::Ones, C1),
                ask: "Down's next box is {ones}: score them there (the first column, Down).",
                done: "3 in {ones} of Down: its next box is now Twos.",
            },
        ],
        end: "Plan the Down and Up columns ahead: their next box is the only one they take.",
    },
];

/// The lesson of this name.
pub fn lesson(id: &str) -> Option<&'static Lesson> {
    LESSONS.iter().find(|l| l.id == id)
}
