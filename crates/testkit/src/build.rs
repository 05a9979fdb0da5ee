//! A match as a test wants it, said once: the card, the seats, the seed, the options, and
//! how far it has been played.
//!
//! ```text
//! let game = build::classic().human("Ana").cpu("Bo", Level::Perfect).seed(5).rolled().game();
//! let store = build::classic().humans(&["Ana", "Ben"]).scripted("11111 23456").store();
//! ```
//!
//! Every way out goes through the library's own constructors (`Match::new`,
//! `Match::with_dice`, `Session::new`), so a builder's match is one the game could have made;
//! a setup the game refuses panics with the game's reason, as the test is then wrong.

use yahtzee::game::{Action, DiceSource, Level, Match, MatchSetup, Seat, Session};
use yahtzee::rules::{Face, Ruleset};
use yahtzee::store::{
    CpuSpeed, MatchOptions, MemoryStore, PROGRAM_VERSION, SAVE_VERSION, SaveFile,
};

/// The match id a built match's save carries unless told otherwise.
pub const ID: &str = "test-match";
/// The times a built match's save carries unless told otherwise.
const STARTED_UNIX: u64 = 1_700_000_000;

/// A match being described; see the module's documentation.
#[derive(Clone, Debug)]
#[must_use]
pub struct MatchBuilder {
    rules: Ruleset,
    seats: Vec<Seat>,
    seed: u64,
    script: Option<Vec<Face>>,
    options: MatchOptions,
    actions: Vec<Action>,
    id: String,
    started_unix: u64,
    saved_unix: u64,
}

/// A match on the Classic card, with no seats yet, dealt from seed 0.
pub fn classic() -> MatchBuilder {
    on(Ruleset::CLASSIC)
}

/// A match on `rules`, with no seats yet, dealt from seed 0.
pub fn on(rules: Ruleset) -> MatchBuilder {
    MatchBuilder {
        rules,
        seats: Vec::new(),
        seed: 0,
        script: None,
        options: MatchOptions::default(),
        actions: Vec::new(),
        id: ID.to_string(),
        started_unix: STARTED_UNIX,
        saved_unix: STARTED_UNIX,
    }
}

/// The faces of the digits in `s` (anything else is a separator: `"11111 23456"`).
pub fn faces(s: &str) -> Vec<Face> {
    s.chars()
        .filter_map(|c| c.to_digit(10))
        .filter_map(|d| u8::try_from(d).ok())
        .filter_map(Face::from_value)
        .collect()
}

impl MatchBuilder {
    /// A person's seat.
    pub fn human(mut self, name: &str) -> Self {
        self.seats.push(Seat::human(name));
        self
    }

    /// People's seats, in order.
    pub fn humans(mut self, names: &[&str]) -> Self {
        self.seats.extend(names.iter().map(|n| Seat::human(n)));
        self
    }

    /// A CPU's seat.
    pub fn cpu(mut self, name: &str, level: Level) -> Self {
        self.seats.push(Seat::cpu(name, level));
        self
    }

    /// These seats, after any already given.
    pub fn seats(mut self, seats: impl IntoIterator<Item = Seat>) -> Self {
        self.seats.extend(seats);
        self
    }

    /// The seed the dice are dealt from.
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// The dice thrown are these faces, in order (`"11111 23456"`), then the seed's.
    pub fn scripted(mut self, script: &str) -> Self {
        self.script = Some(faces(script));
        self
    }

    /// The match's options.
    pub fn options(mut self, options: MatchOptions) -> Self {
        self.options = options;
        self
    }

    /// CPU seats play at once.
    pub fn instant(mut self) -> Self {
        self.options.cpu_speed = CpuSpeed::Instant;
        self
    }

    /// The match id its save carries.
    pub fn id(mut self, id: &str) -> Self {
        self.id = id.to_string();
        self
    }

    /// When its save says it started and was last saved.
    pub fn times(mut self, started_unix: u64, saved_unix: u64) -> Self {
        self.started_unix = started_unix;
        self.saved_unix = saved_unix;
        self
    }

    /// Plays `action` for whoever's turn it is, after what is already played.
    pub fn then(mut self, action: Action) -> Self {
        self.actions.push(action);
        self
    }

    /// The first seat has thrown once.
    pub fn rolled(self) -> Self {
        self.then(Action::Roll)
    }

    /// The setup a new match is made from (seed and seats; a script is not part of it).
    pub fn setup(&self) -> MatchSetup {
        MatchSetup {
            rules: self.rules,
            seats: self.seats.clone(),
            seed: self.seed,
            same_dice: false,
        }
    }

    /// The match, played as far as told.
    pub fn game(&self) -> Match {
        let mut game = match &self.script {
            None => Match::new(&self.setup()),
            Some(script) => Match::with_dice(
                self.rules,
                self.seats.clone(),
                DiceSource::scripted(script.clone(), self.seed),
            ),
        }
        .unwrap_or_else(|e| panic!("the game refuses the seats: {e:?}"));
        for &action in &self.actions {
            let Some(seat) = game.current_seat() else {
                panic!("{action:?} after the match is over");
            };
            if let Err(e) = game.apply(seat, action) {
                panic!("{action:?} is refused: {e:?}");
            }
        }
        game
    }

    /// The match with its options, as the table holds it.
    pub fn session(&self) -> Session {
        Session::new(
            self.game(),
            self.options.clone(),
            self.id.clone(),
            self.started_unix,
        )
        .unwrap_or_else(|e| panic!("the session refuses the match: {e:?}"))
    }

    /// The match as its autosave holds it.
    pub fn save(&self) -> SaveFile {
        SaveFile {
            version: SAVE_VERSION,
            program_version: PROGRAM_VERSION.to_string(),
            id: self.id.clone(),
            started_unix: self.started_unix,
            saved_unix: self.saved_unix,
            options: self.options.clone(),
            record: self.game().to_record(),
        }
    }

    /// A store holding the match's autosave, to resume into.
    pub fn store(&self) -> MemoryStore {
        let bytes =
            serde_json::to_vec(&self.save()).unwrap_or_else(|e| panic!("a save file is JSON: {e}"));
        let mut store = MemoryStore::new();
        store.put_raw(self.match_id(), bytes);
        store
    }

    /// The match's name in a store (its file, its lock; `yahtzee resume <ID>`).
    pub fn match_id(&self) -> yahtzee::store::MatchId {
        yahtzee::store::MatchId::for_session_id(&self.id)
    }
}
