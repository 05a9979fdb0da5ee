//! A scripted player of plain mode: it reads the lines the game has said so far and gives
//! the next line to type, as a person at a braille display would, in place of a loop
//! written out in every test that plays whole matches in lines.
//!
//! It knows the prompts plain mode asks during a match in English, German, French, Spanish
//! and Swedish (a turn's start with the game's dice, real dice or a score pad; the prompt
//! after a throw; a zero or a coach's warning asked once more; a save that failed), and
//! plays each turn by a plan: the steps given for that turn, else the default steps
//! (throw, then score the seat's first open box of the card it is given). A question asked
//! once more after the turn's steps are done is answered by typing the command again. What
//! it does not know, or a turn that goes on without progress, fails the test with the last
//! lines of the transcript.
//!
//! [`play`] runs the real binary with it: a line is typed only once the game has said a
//! prompt and waits.

use std::collections::HashMap;
use std::io::{Read, Write};
use std::process::{Command, Output, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The languages the player reads and types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    En,
    De,
    Fr,
    Es,
    Sv,
}

impl Lang {
    /// The language of a `--lang` code; English for any other.
    pub fn from_code(code: &str) -> Lang {
        match code {
            "de" => Lang::De,
            "fr" => Lang::Fr,
            "es" => Lang::Es,
            "sv" => Lang::Sv,
            _ => Lang::En,
        }
    }

    fn words(self) -> &'static Words {
        match self {
            Lang::En => &EN,
            Lang::De => &DE,
            Lang::Fr => &FR,
            Lang::Es => &ES,
            Lang::Sv => &SV,
        }
    }
}

/// What a language types and how its prompts read (from `assets/i18n/<lang>/yahtzee.ftl`,
/// written here as a player reads them, so that a prompt reworded is noticed).
struct Words {
    throw: &'static str,
    hold: &'static str,
    score: &'static str,
    /// How the sentences said to "you" begin (the prompts of a seat named "You" or alone).
    you_starts: &'static [&'static str],
    /// A turn's start with the game's dice: how it ends.
    first: &'static str,
    /// A turn's start with real dice: a part of it.
    real_first: &'static str,
    /// A turn's start on a score pad: a part of it.
    pad: &'static str,
    /// After a throw with throws left: how it ends.
    again: &'static str,
    /// After a throw with real dice and throws left: how it ends.
    real_again: &'static str,
    /// After the last throw: how it ends.
    last: &'static str,
    /// A 0 where another box gives points, asked once more: how it ends.
    zero: &'static str,
    /// The coach's warning, asked once more: how it ends.
    coach: &'static str,
    /// A save that failed: how it ends.
    save_failed: &'static str,
    /// A score said of a seat by name: what follows the name.
    scored_other: &'static str,
    /// A score said to "you": how the line begins.
    scored_you: &'static str,
}

const EN: Words = Words {
    throw: "throw",
    hold: "hold",
    score: "score",
    you_starts: &["Round ", "You have "],
    first: ": type throw.",
    real_first: ": throw your dice and type throw with the five dice",
    pad: ": type score, the box and its points",
    again: ": hold, throw or score.",
    real_again: ": type throw with the five dice now on the table, or score.",
    last: ": score in a box.",
    zero: " again to score 0, or another command.",
    coach: "Type the same command again to do it anyway.",
    save_failed: "Type retry, play on (without saving) or quit.",
    scored_other: " scored ",
    scored_you: "You scored ",
};

const DE: Words = Words {
    throw: "würfeln",
    hold: "halten",
    score: "eintragen",
    you_starts: &["Runde ", "Du hast "],
    first: ": Tippe würfeln.",
    real_first: ": Wirf deine Würfel und tippe würfeln",
    pad: ": Tippe eintragen, das Feld und seine Punkte",
    again: ": behalten, würfeln oder eintragen.",
    real_again: ", die jetzt auf dem Tisch liegen, oder trag ein.",
    last: ": Trag in ein Feld ein.",
    zero: ", um 0 einzutragen, oder einen anderen Befehl.",
    coach: "um es trotzdem zu tun.",
    save_failed: "weiterspielen (ohne Speichern) oder beenden.",
    scored_other: " trägt ",
    scored_you: "Du trägst ",
};

const FR: Words = Words {
    throw: "lancer",
    hold: "garder",
    score: "marquer",
    you_starts: &["Manche ", "Vous avez "],
    first: " : tapez lancer.",
    real_first: " : lancez vos dés et tapez lancer",
    pad: " : tapez marquer, la case et ses points",
    again: " : garder, lancer ou marquer.",
    real_again: " qui sont sur la table, ou marquez.",
    last: " : marquez dans une case.",
    zero: " pour marquer 0, ou une autre commande.",
    coach: "pour le faire quand même.",
    save_failed: "continuer (sans enregistrer) ou quitter.",
    scored_other: " marque ",
    scored_you: "Vous marquez ",
};

const ES: Words = Words {
    throw: "tirar",
    hold: "guardar",
    score: "anotar",
    you_starts: &["Ronda ", "Tienes "],
    first: ": escribe tirar.",
    real_first: ": tira tus dados y escribe tirar",
    pad: ": escribe anotar, la casilla y sus puntos",
    again: ": guardar, tirar o anotar.",
    real_again: " que hay en la mesa, o anota.",
    last: ": anota en una casilla.",
    zero: " otra vez para anotar 0, u otra orden.",
    coach: "para hacerlo de todos modos.",
    save_failed: "seguir (sin guardar) o salir.",
    scored_other: " anota ",
    scored_you: "Anotas ",
};

const SV: Words = Words {
    throw: "slå",
    hold: "spara",
    score: "skriv",
    you_starts: &["Omgång ", "Du har "],
    first: ": skriv slå.",
    real_first: ": slå dina tärningar och skriv slå",
    pad: ": skriv in rutan och dess poäng",
    again: ": spara, slå eller skriv in.",
    real_again: " som ligger på bordet nu, eller skriv in.",
    last: ": skriv in i en ruta.",
    zero: " igen för att skriva 0, eller ett annat kommando.",
    coach: "för att göra det ändå.",
    save_failed: "spela vidare (utan att spara) eller avsluta.",
    scored_other: " skrev in ",
    scored_you: "Du skrev in ",
};

/// A prompt of plain mode, read from the last line said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Prompt {
    /// A turn begins: `who` (empty for "you"), its round, and how the dice are thrown.
    TurnStart { who: String, round: u32, dice: Dice },
    /// Dice on the table and a throw left, or none (`last`).
    Thrown { who: String, last: bool },
    /// The command just typed is asked once more (a 0, the coach's warning); the prompt
    /// follows it.
    AskedAgain,
    /// The match could not be saved: retry, play on or quit.
    SaveFailed,
}

/// How a seat's dice are thrown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dice {
    Game,
    Real,
    Pad,
}

/// One thing a player does in a turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Throws the game's dice.
    Throw,
    /// Types a real throw of these five faces ("3 3 5 1 6").
    ThrowDice(String),
    /// Holds the dice at these places ("1 2").
    Hold(String),
    /// Scores the seat's first open box of the card (with its points on a score pad).
    Score,
    /// Types a line as it is (a command the test is about: `card`, `undo`, `quit`).
    Say(String),
    /// Ends the input, as a player closing the session does.
    End,
}

/// What the player does next with the transcript as it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Move {
    /// Types this line.
    Line(String),
    /// The game has not asked anything new yet: read on.
    Wait,
    /// Closes the input.
    End,
}

/// The turn a seat plays now: who, its round, and how far in its steps.
struct Turn {
    who: String,
    round: u32,
    index: usize,
    step: usize,
    sent_in_turn: usize,
}

/// A scored box the player waits to hear said: whose, and where the transcript was.
struct Pending {
    who: String,
    since: usize,
}

/// The points a score pad's box is given, by the box as typed.
type Points = Box<dyn Fn(&str) -> u32>;

/// The scripted player: see the module's documentation.
pub struct Player {
    lang: Lang,
    /// The card's boxes as typed, in the order the player fills them.
    boxes: Vec<String>,
    /// The seats it plays (by name; empty for every seat whose prompt it reads).
    seats: Vec<String>,
    opening: std::collections::VecDeque<String>,
    turns: HashMap<usize, Vec<Step>>,
    default: Vec<Step>,
    points: Option<Points>,
    /// How many boxes each seat has filled.
    filled: HashMap<String, usize>,
    turn: Option<Turn>,
    turns_begun: usize,
    pending: Option<Pending>,
    /// The transcript's length when the last line was typed: a prompt before it is answered.
    answered_at: usize,
    last_line: String,
    scored: usize,
    ended: bool,
}

/// Lines one turn may type before the player takes itself for stuck.
const MAX_IN_TURN: usize = 16;

impl Player {
    /// A player in `lang` filling the boxes typed as `boxes`, in that order: each turn it
    /// throws once and scores.
    pub fn new<S: AsRef<str>>(lang: Lang, boxes: &[S]) -> Player {
        Player {
            lang,
            boxes: boxes.iter().map(|b| b.as_ref().to_string()).collect(),
            seats: Vec::new(),
            opening: Default::default(),
            turns: HashMap::new(),
            default: vec![Step::Throw, Step::Score],
            points: None,
            filled: HashMap::new(),
            turn: None,
            turns_begun: 0,
            pending: None,
            answered_at: 0,
            last_line: String::new(),
            scored: 0,
            ended: false,
        }
    }

    /// The card's boxes as typed, in the order the player fills them, in place of those
    /// given at first.
    pub fn boxes<S: AsRef<str>>(mut self, boxes: &[S]) -> Player {
        self.boxes = boxes.iter().map(|b| b.as_ref().to_string()).collect();
        self
    }

    /// Plays only the seat named `name` (a guest at a table with others); the prompts of
    /// other seats are left alone.
    pub fn for_seat(mut self, name: &str) -> Player {
        self.seats.push(name.to_string());
        self
    }

    /// Lines typed at the first prompts, before any turn's steps (refusals a test asks).
    pub fn opening<S: AsRef<str>>(mut self, lines: &[S]) -> Player {
        self.opening
            .extend(lines.iter().map(|l| l.as_ref().to_string()));
        self
    }

    /// The steps of every turn not given its own.
    pub fn each_turn(mut self, steps: Vec<Step>) -> Player {
        self.default = steps;
        self
    }

    /// The steps of the `n`th turn the player plays (from 0, counting every seat it plays).
    pub fn turn(mut self, n: usize, steps: Vec<Step>) -> Player {
        self.turns.insert(n, steps);
        self
    }

    /// The points typed for each box on a score pad.
    pub fn points(mut self, points: impl Fn(&str) -> u32 + 'static) -> Player {
        self.points = Some(Box::new(points));
        self
    }

    /// How many scores the player has typed and heard said.
    pub fn scored(&self) -> usize {
        self.scored
    }

    /// The next line to type after `transcript` (everything the game has said so far).
    /// Panics, with the last lines, at a prompt it does not know how to answer or a turn
    /// that goes on without progress.
    pub fn next(&mut self, transcript: &str) -> Move {
        let text = transcript.replace('\r', "");
        self.hear_score(&text);
        if self.ended || text.len() <= self.answered_at || !text.ends_with('\n') {
            return Move::Wait;
        }
        let Some(last) = text.lines().last() else {
            return Move::Wait;
        };
        let Some(prompt) = self.read(last) else {
            return Move::Wait;
        };
        let mine = |who: &str| self.seats.is_empty() || self.seats.iter().any(|s| s == who);
        match &prompt {
            Prompt::TurnStart { who, .. } | Prompt::Thrown { who, .. } if !mine(who) => {
                return Move::Wait;
            }
            Prompt::SaveFailed => self.stuck(&text, "the match could not be saved"),
            // The prompt follows the question: it is answered there.
            Prompt::AskedAgain => return Move::Wait,
            _ => {}
        }
        // A question is said before the prompt comes again.
        let asked = text
            .get(self.answered_at..)
            .unwrap_or("")
            .lines()
            .any(|l| self.read(l) == Some(Prompt::AskedAgain));
        self.answered_at = text.len();
        if let Some(line) = self.opening.pop_front() {
            return self.typed(line);
        }
        if let Prompt::TurnStart { who, round, .. } = &prompt
            && self
                .turn
                .as_ref()
                .is_none_or(|t| t.who != *who || t.round != *round)
        {
            self.turn = Some(Turn {
                who: who.clone(),
                round: *round,
                index: self.turns_begun,
                step: 0,
                sent_in_turn: 0,
            });
            self.turns_begun += 1;
        }
        let Some((index, step_at, sent)) = self.turn.as_mut().map(|t| {
            t.sent_in_turn += 1;
            t.step += 1;
            (t.index, t.step - 1, t.sent_in_turn)
        }) else {
            self.stuck(&text, "a prompt before any turn began")
        };
        if sent > MAX_IN_TURN {
            self.stuck(&text, "no progress: the turn goes on without its score");
        }
        let steps = self.turns.get(&index).unwrap_or(&self.default);
        let Some(step) = steps.get(step_at).cloned() else {
            // Every step done: a question asked once more is answered by typing again.
            if asked {
                let again = self.last_line.clone();
                return self.typed(again);
            }
            self.stuck(&text, "the turn's steps are done and the game asks on")
        };
        if let Prompt::TurnStart { dice, .. } = prompt {
            match (&step, dice) {
                (Step::Throw, Dice::Real) => {
                    self.stuck(&text, "a real-dice seat: give the turn ThrowDice")
                }
                (Step::Throw | Step::ThrowDice(_) | Step::Hold(_), Dice::Pad) => {
                    self.stuck(&text, "a score pad has no dice: give the turn Score")
                }
                _ => {}
            }
        }
        let words = self.lang.words();
        let line = match step {
            Step::Throw => words.throw.to_string(),
            Step::ThrowDice(dice) => format!("{} {dice}", words.throw),
            Step::Hold(places) => format!("{} {places}", words.hold),
            Step::Say(line) => line,
            Step::End => {
                self.ended = true;
                return Move::End;
            }
            Step::Score => {
                let who = self
                    .turn
                    .as_ref()
                    .map(|t| t.who.clone())
                    .unwrap_or_default();
                let n = self.filled.get(&who).copied().unwrap_or(0);
                let Some(b) = self.boxes.get(n).cloned() else {
                    self.stuck(&text, "every box of the card given is filled")
                };
                self.pending = Some(Pending {
                    who,
                    since: text.len(),
                });
                match &self.points {
                    Some(points) => format!("{} {b} {}", words.score, points(&b)),
                    None => format!("{} {b}", words.score),
                }
            }
        };
        self.typed(line)
    }

    fn typed(&mut self, line: String) -> Move {
        self.last_line = line.clone();
        Move::Line(line)
    }

    /// A score the player typed, said since: the seat's next box is the next one.
    fn hear_score(&mut self, text: &str) {
        let Some(pending) = &self.pending else {
            return;
        };
        let words = self.lang.words();
        let said = text.get(pending.since..).unwrap_or("").lines().any(|l| {
            if pending.who.is_empty() {
                l.starts_with(words.scored_you)
            } else {
                l.strip_prefix(pending.who.as_str())
                    .is_some_and(|rest| rest.starts_with(words.scored_other))
            }
        });
        if said {
            *self.filled.entry(pending.who.clone()).or_insert(0) += 1;
            self.scored += 1;
            self.pending = None;
        }
    }

    /// The prompt `line` says, if it is one the player knows.
    pub fn read(&self, line: &str) -> Option<Prompt> {
        let w = self.lang.words();
        let who = || {
            if w.you_starts.iter().any(|s| line.starts_with(s)) {
                String::new()
            } else {
                line.split(", ").next().unwrap_or("").to_string()
            }
        };
        let round = || {
            let rest = line.get(who().len()..).unwrap_or("");
            rest.split(|c: char| !c.is_ascii_digit())
                .find(|s| !s.is_empty())
                .and_then(|s| s.parse().ok())
                .unwrap_or(0)
        };
        let start = |dice| {
            Some(Prompt::TurnStart {
                who: who(),
                round: round(),
                dice,
            })
        };
        if line.ends_with(w.zero) || line.ends_with(w.coach) {
            Some(Prompt::AskedAgain)
        } else if line.ends_with(w.save_failed) {
            Some(Prompt::SaveFailed)
        } else if line.contains(w.real_first) {
            start(Dice::Real)
        } else if line.contains(w.pad) {
            start(Dice::Pad)
        } else if line.ends_with(w.first) {
            start(Dice::Game)
        } else if line.ends_with(w.again) || line.ends_with(w.real_again) {
            Some(Prompt::Thrown {
                who: who(),
                last: false,
            })
        } else if line.ends_with(w.last) {
            Some(Prompt::Thrown {
                who: who(),
                last: true,
            })
        } else {
            None
        }
    }

    fn stuck(&self, text: &str, why: &str) -> ! {
        panic!(
            "the scripted player is stuck: {why} (last typed: {:?}). The last lines:\n{}",
            self.last_line,
            last_lines(text, 15)
        )
    }
}

/// The last `n` lines of `text`, to say where a run stopped.
pub fn last_lines(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(n)..].join("\n")
}

/// How long the game may stay silent after a line the player does not take for a prompt
/// before the run is taken for one waiting on a prompt the player does not know.
const SILENT_AFTER_UNKNOWN: Duration = Duration::from_secs(30);
/// How long a whole run may take.
const RUN_LIMIT: Duration = Duration::from_secs(300);

/// Runs `cmd` (plain mode on standard input and output) with `player` typing each line
/// once a prompt waits, until the game ends; what it said, and how it ended.
pub fn play(mut cmd: Command, player: &mut Player) -> (String, Output) {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take();
    let mut stdout = child.stdout.take().expect("stdout");
    let mut stderr = child.stderr.take().expect("stderr");
    let (tx, rx) = mpsc::channel::<Vec<u8>>();
    let reader = std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = stdout.read(&mut buf) {
            if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    let errors = std::thread::spawn(move || {
        let mut all = Vec::new();
        let _ = stderr.read_to_end(&mut all);
        all
    });
    let mut said = Vec::new();
    let started = Instant::now();
    let mut waiting_on_unknown = false;
    loop {
        let limit = if waiting_on_unknown {
            SILENT_AFTER_UNKNOWN
        } else {
            RUN_LIMIT.saturating_sub(started.elapsed())
        };
        match rx.recv_timeout(limit) {
            Ok(chunk) => said.extend_from_slice(&chunk),
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                let _ = child.kill();
                let text = String::from_utf8_lossy(&said);
                panic!(
                    "the game waits and the scripted player knows no answer (or the run \
                     took over {RUN_LIMIT:?}). The last lines:\n{}",
                    last_lines(&text, 15)
                );
            }
        }
        let text = String::from_utf8_lossy(&said);
        match player.next(&text) {
            Move::Line(line) => {
                waiting_on_unknown = false;
                if let Some(input) = stdin.as_mut() {
                    // The game may leave before reading it (a match over): not an error.
                    let _ = input.write_all(format!("{line}\n").as_bytes());
                    let _ = input.flush();
                }
            }
            Move::End => {
                waiting_on_unknown = false;
                stdin = None;
            }
            Move::Wait => {
                // A complete line that is no prompt the player knows, with nothing after
                // it yet: more may come (a CPU's turn), or the game waits on a question.
                waiting_on_unknown = text.ends_with('\n');
            }
        }
    }
    drop(stdin);
    let status = child.wait().expect("the binary ends");
    reader.join().expect("the output was read");
    let stderr = errors.join().expect("the errors were read");
    let out = Output {
        status,
        stdout: said,
        stderr,
    };
    (String::from_utf8_lossy(&out.stdout).into_owned(), out)
}
