//! A seeded SIGKILL campaign with the real binary in a pseudo-terminal: the game is started on
//! one temporary data folder, a few keys are played (against a CPU, or two people hot-seat),
//! and it is killed with SIGKILL at a random moment, again and again. After every kill:
//!
//! - the save loads (through the library's `DiskStore`), or there is none because the match
//!   finished;
//! - the match's log never goes backwards: the previous log, less the hold changes since its
//!   last throw (the game folds hold changes that cancel out, so those may be rewritten), is a
//!   prefix of the new one, and the new one holds at least every throw the screen showed
//!   before the kill;
//! - no finished match is lost from the history, and the history reads without a problem;
//! - temporary files a kill left behind are gone once a new instance has started (they are
//!   aged past `STALE_TEMP_AGE` first, as a real restart after a crash would find them).
//!
//! The default size is 8 kills; `YAHTZEE_CAMPAIGN=full` runs 240. The figures are printed:
//! run with `cargo test --profile testing --test suite kills:: -- --nocapture` (with `YAHTZEE_CAMPAIGN=full`
//! before it for the full size; `YAHTZEE_CAMPAIGN_SEED=N` changes the seed).

use crate::common;
use crate::common::Newest;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

use yahtzee::game::Pcg32;
use yahtzee::store::fsutil::{STALE_TEMP_AGE, temp_files};
use yahtzee::store::{DiskStore, LoadOutcome, Storage};
use yahtzee_testkit::pty::Pty;

const WAIT: Duration = Duration::from_secs(30);
const KEY_WAIT: Duration = Duration::from_secs(2);
const STEP: Duration = Duration::from_millis(10);

fn full() -> bool {
    common::campaign_full()
}

fn seed() -> u64 {
    common::campaign_seed(0x0C0F_FEE5)
}

fn binary() -> Option<PathBuf> {
    let path = PathBuf::from(option_env!("CARGO_BIN_EXE_yahtzee")?);
    path.exists().then_some(path)
}

/// The game in a terminal; a wait that runs out is not a failure here but part of the
/// campaign (see [`Game::wait_key`]).
struct Game(Pty);

impl Game {
    fn start(bin: &Path, data_dir: &Path, args: &[String]) -> Game {
        Game(Pty::game(bin, data_dir, args))
    }

    fn contents(&self) -> String {
        self.0.contents()
    }

    /// Waits for the screen to satisfy `done`; `None` after [`WAIT`].
    fn wait_until(&self, done: impl Fn(&str) -> bool) -> Option<String> {
        self.0.wait_within(WAIT, STEP, done)
    }

    /// Waits for the effect of a key: a key whose effect does not show within [`KEY_WAIT`]
    /// is a stall (counted; a key that came while a CPU moved may be dropped), and the
    /// session plays on from what the screen shows.
    fn wait_key(&self, done: impl Fn(&str) -> bool) -> Option<String> {
        let found = self.0.wait_within(KEY_WAIT, STEP, done);
        if found.is_none() && std::env::var_os("YAHTZEE_CAMPAIGN_TRACE").is_some() {
            eprintln!("stalled on:\n{}", self.contents());
        }
        found
    }

    fn send(&mut self, keys: &str) {
        // The game may already be gone (killed); a failed write is not this test's concern.
        let _ = self.0.send(keys);
    }

    fn kill(&mut self) {
        let pid = self.0.child.process_id().expect("a pid");
        let killed = std::process::Command::new("kill")
            .args(["-9", &pid.to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        assert!(
            self.0.exited_within(WAIT).is_some(),
            "the killed game did not exit"
        );
    }
}

fn held(screen: &str) -> usize {
    screen.matches("HELD").count()
}

/// The "Throw N of M" the screen shows for the seat to play, if any.
fn throw_number(screen: &str) -> Option<u32> {
    let at = screen.find("Throw ")?;
    screen[at + 6..].split_whitespace().next()?.parse().ok()
}

fn playing(screen: &str) -> bool {
    screen.contains("to play") || screen.contains("Standings") || screen.contains("— press")
}

/// What the library finds in the folder after a kill.
fn is_hold_change(entry: &serde_json::Value) -> bool {
    entry["action"] == "toggle_hold"
}

/// The log less its trailing hold changes: those may still be folded with later ones.
fn stable_part(log: &[serde_json::Value]) -> &[serde_json::Value] {
    let end = log
        .iter()
        .rposition(|e| !is_hold_change(e))
        .map_or(0, |i| i + 1);
    &log[..end]
}

fn non_holds(log: &[serde_json::Value]) -> usize {
    log.iter().filter(|e| !is_hold_change(e)).count()
}

struct Found {
    /// The saved match's id and log (as JSON entries), if a match is saved.
    save: Option<(String, Vec<serde_json::Value>, bool)>,
    history_ids: BTreeSet<String>,
}

fn inspect(dir: &Path) -> Result<Found, String> {
    let mut store = DiskStore::new(dir.to_path_buf());
    let save = match store.load_newest(false) {
        LoadOutcome::Empty => None,
        LoadOutcome::Loaded(l) => Some((
            l.id().to_string(),
            l.game()
                .log()
                .iter()
                .map(|e| serde_json::to_value(e).unwrap())
                .collect(),
            l.game().is_over(),
        )),
        other => return Err(format!("the save after a kill: {other:?}")),
    };
    let (history, problem) = store.history();
    if let Some(problem) = problem {
        return Err(format!("the history after a kill: {problem}"));
    }
    let notices = store.take_notices();
    if !notices.is_empty() {
        return Err(format!("notices after a kill: {notices:?}"));
    }
    let mut history_ids: BTreeSet<String> =
        history.summaries.iter().map(|s| s.id.clone()).collect();
    history_ids.extend(history.recent.iter().map(|f| f.id.clone()));
    Ok(Found { save, history_ids })
}

/// Every temporary file in the folder and its solver cache folder.
fn temps(dir: &Path) -> Vec<PathBuf> {
    let mut all = temp_files(dir);
    all.extend(temp_files(&dir.join("solver")));
    all
}

#[derive(Default)]
struct Figures {
    kills: usize,
    sessions_new: usize,
    sessions_resumed: usize,
    keys: usize,
    confirmed: usize,
    kills_right_after_a_key: usize,
    saves_loaded: usize,
    no_save: usize,
    matches_finished: usize,
    temps_found: usize,
    temps_left: usize,
    longest_log: usize,
    /// Keys whose effect did not show within the wait (the session is then killed as is).
    stalls: usize,
    failures: Vec<String>,
}

#[test]
fn sigkill_at_random_moments_never_loses_a_move_a_match_or_a_file() {
    let Some(bin) = binary() else {
        println!(
            "skipped: the yahtzee binary was not found (cargo builds it for integration tests)"
        );
        return;
    };
    let kills = if full() { 240 } else { 8 };
    let seed = seed();
    let mut rng = Pcg32::new(seed, 0x4B11);
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let mut f = Figures::default();
    // What the previous kill left: the saved match's id and log.
    let mut last: Option<(String, Vec<serde_json::Value>)> = None;
    let mut known_finished: BTreeSet<String> = BTreeSet::new();
    let mut aged: Vec<PathBuf> = Vec::new();
    let started = Instant::now();
    let mut match_no = 0u64;
    for k in 0..kills {
        let resume = crate::common::only_save(&data).exists();
        let args: Vec<String> = if resume {
            f.sessions_resumed += 1;
            vec!["resume".to_string()]
        } else {
            f.sessions_new += 1;
            match_no += 1;
            let players = match match_no % 3 {
                0 => "Ana,Bo",
                1 => "You,cpu:casual",
                _ => "Ana,Bo,cpu:beginner",
            };
            [
                "new",
                "--players",
                players,
                "--seed",
                &(seed ^ match_no).to_string(),
                "--start",
                "--speed",
                "instant",
            ]
            .map(String::from)
            .to_vec()
        };
        let t0 = Instant::now();
        let mut game = Game::start(&bin, &data, &args);
        let shown = game.wait_until(playing);
        if std::env::var_os("YAHTZEE_CAMPAIGN_TRACE").is_some() {
            eprintln!("kill {k}: {args:?} shown after {:?}", t0.elapsed());
        }
        let Some(mut screen) = shown else {
            f.failures.push(format!(
                "kill {k}: the game did not show a match after {:?}:\n{}",
                args,
                game.contents()
            ));
            game.kill();
            break;
        };
        // The temporaries the last kill left (aged) are gone now that a new instance runs.
        let left: Vec<_> = aged.iter().filter(|p| p.exists()).cloned().collect();
        f.temps_left += left.len();
        if !left.is_empty() {
            f.failures.push(format!(
                "kill {k}: temporaries left after a restart: {left:?}"
            ));
        }
        // Play a few keys, counting the throws and holds whose effect the screen shows.
        let mut confirmed = 0usize;
        // Throws shown: unlike hold changes, none of them can be folded away.
        let mut thrown = 0usize;
        let mut finished_seen = false;
        let steps = 1 + (rng.next_u32() % 12) as usize;
        for _ in 0..steps {
            if screen.contains("Standings") {
                finished_seen = true;
                // A rematch, now and then, to play on.
                if rng.next_u32().is_multiple_of(2) {
                    game.send("r");
                    f.keys += 1;
                    match game.wait_key(|s| !s.contains("Standings") && playing(s)) {
                        Some(s) => screen = s,
                        None => {
                            f.stalls += 1;
                            screen = game.contents();
                            continue;
                        }
                    }
                }
                continue;
            }
            if screen.contains("— press") || screen.contains("Score a zero?") {
                game.send("\r");
                f.keys += 1;
                let before = screen.clone();
                match game.wait_key(|s| s != before) {
                    Some(s) => screen = s,
                    None => {
                        f.stalls += 1;
                        screen = game.contents();
                        continue;
                    }
                }
                continue;
            }
            if screen.contains("Ready to throw") {
                game.send(" ");
                f.keys += 1;
                match game.wait_key(|s| s.contains("Throw 1 of") || s.contains("Standings")) {
                    Some(s) => {
                        confirmed += usize::from(s.contains("Throw 1 of"));
                        thrown += usize::from(s.contains("Throw 1 of"));
                        screen = s;
                    }
                    None => {
                        f.stalls += 1;
                        screen = game.contents();
                        continue;
                    }
                }
                continue;
            }
            let Some(n) = throw_number(&screen) else {
                // Something in between (a CPU's move being drawn): look again.
                std::thread::sleep(Duration::from_millis(20));
                screen = game.contents();
                continue;
            };
            match rng.next_u32() % 4 {
                0 if n < 3 => {
                    let before = held(&screen);
                    let die = 1 + rng.next_u32() % 5;
                    game.send(&die.to_string());
                    f.keys += 1;
                    match game.wait_key(|s| held(s) != before) {
                        Some(s) => {
                            confirmed += 1;
                            screen = s;
                        }
                        None => {
                            f.stalls += 1;
                            screen = game.contents();
                            continue;
                        }
                    }
                }
                1 | 2 if n < 3 => {
                    game.send(" ");
                    f.keys += 1;
                    let next = format!("Throw {} of", n + 1);
                    match game.wait_key(|s| s.contains(&next)) {
                        Some(s) => {
                            confirmed += 1;
                            thrown += 1;
                            screen = s;
                        }
                        None => {
                            f.stalls += 1;
                            screen = game.contents();
                            continue;
                        }
                    }
                }
                _ => {
                    // Score the box the cursor offers.
                    game.send("\r");
                    f.keys += 1;
                    let before = screen.clone();
                    match game.wait_key(|s| s != before) {
                        Some(s) => screen = s,
                        None => {
                            f.stalls += 1;
                            screen = game.contents();
                            continue;
                        }
                    }
                }
            }
        }
        finished_seen |= screen.contains("Standings");
        // The kill: at once after the last screen, or right after one more key (while the
        // game may be writing its save), or a moment later.
        match rng.next_u32() % 3 {
            0 => {}
            1 => {
                let key = *[" ", "\r", "1", "3"]
                    .get((rng.next_u32() % 4) as usize)
                    .unwrap();
                game.send(key);
                f.keys += 1;
                f.kills_right_after_a_key += 1;
                let spin = rng.next_u32() % 3_000;
                let t = Instant::now();
                while t.elapsed() < Duration::from_micros(u64::from(spin)) {
                    std::hint::spin_loop();
                }
            }
            _ => std::thread::sleep(Duration::from_millis(u64::from(rng.next_u32() % 40))),
        }
        if std::env::var_os("YAHTZEE_CAMPAIGN_TRACE").is_some() {
            eprintln!("kill {k}: killed after {:?}", t0.elapsed());
        }
        game.kill();
        f.kills += 1;
        drop(game);
        f.confirmed += confirmed;
        // What the library finds now.
        let found = match inspect(&data) {
            Ok(found) => found,
            Err(why) => {
                f.failures.push(format!("kill {k}: {why}"));
                break;
            }
        };
        if let Some(lost) = known_finished.difference(&found.history_ids).next() {
            f.failures.push(format!(
                "kill {k}: the finished match {lost} is gone from the history"
            ));
        }
        match (&last, &found.save) {
            (Some((id, log)), Some((new_id, new_log, _))) if id == new_id => {
                let stable = stable_part(log);
                let kept = new_log.len() >= stable.len() && new_log[..stable.len()] == *stable;
                if !kept || non_holds(new_log) < non_holds(log) + thrown {
                    f.failures.push(format!(
                        "kill {k}: the log of {id} went from {} entries to {} after {thrown} throws shown on screen{}",
                        log.len(),
                        new_log.len(),
                        if kept { "" } else { " (and was rewritten)" }
                    ));
                }
            }
            (Some((id, _)), _) => {
                // Another match or none: the previous one must have finished into history.
                if !found.history_ids.contains(id) {
                    f.failures.push(format!(
                        "kill {k}: the match {id} is neither saved nor in the history"
                    ));
                }
            }
            (None, _) => {}
        }
        if finished_seen
            && let Some((id, _)) = &last
            && !found.history_ids.contains(id)
            && found.save.as_ref().is_none_or(|s| &s.0 != id)
        {
            f.failures
                .push(format!("kill {k}: the finished match {id} was lost"));
        }
        f.matches_finished = found.history_ids.len();
        known_finished.extend(found.history_ids.iter().cloned());
        match &found.save {
            Some((id, log, _)) => {
                f.saves_loaded += 1;
                f.longest_log = f.longest_log.max(log.len());
                last = Some((id.clone(), log.clone()));
            }
            None => {
                f.no_save += 1;
                last = None;
            }
        }
        // Temporaries the kill left: aged as a restart after a real crash finds them.
        aged = temps(&data);
        f.temps_found += aged.len();
        let old = SystemTime::now() - STALE_TEMP_AGE - Duration::from_secs(60);
        for p in &aged {
            if let Ok(file) = std::fs::File::options().write(true).open(p) {
                let _ = file.set_modified(old);
            }
        }
        if !f.failures.is_empty() {
            break;
        }
    }
    // One last start, so the last kill's temporaries are checked too.
    if f.failures.is_empty() && !aged.is_empty() {
        let mut game = Game::start(&bin, &data, &["stats".to_string()]);
        let _ = game.wait_until(|_| aged.iter().all(|p| !p.exists()));
        game.kill();
        let left = aged.iter().filter(|p| p.exists()).count();
        f.temps_left += left;
        if left > 0 {
            f.failures
                .push(format!("{left} temporaries left after the last restart"));
        }
    }
    println!(
        "kill campaign (seed {seed:#x}, {} mode) in {:.1?}:",
        if full() { "full" } else { "default" },
        started.elapsed()
    );
    println!(
        "  kills survived {} of {kills}; sessions: {} new matches, {} resumed; keys sent {}; throws and holds shown (every throw then found in the log) {}; kills right after a key {}; stalled waits {}",
        f.kills - usize::from(!f.failures.is_empty()),
        f.sessions_new,
        f.sessions_resumed,
        f.keys,
        f.confirmed,
        f.kills_right_after_a_key,
        f.stalls
    );
    println!(
        "  after the kills: a save loaded {}, no save {}; finished matches in history {}; longest log {}; temporaries left by kills {}, left after a restart {}; failures {}",
        f.saves_loaded,
        f.no_save,
        f.matches_finished,
        f.longest_log,
        f.temps_found,
        f.temps_left,
        f.failures.len()
    );
    println!(
        "  reproduce: {}cargo test --profile testing --test suite kills:: -- --nocapture",
        if full() { "YAHTZEE_CAMPAIGN=full " } else { "" }
    );
    for failure in &f.failures {
        println!("  FAILED {failure}");
    }
    assert!(f.failures.is_empty(), "{}", f.failures[0]);
}
