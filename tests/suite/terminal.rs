//! Layer 3: the real binary in a pseudo-terminal, driven by keys as a person would, waiting
//! for text on screen (never for a fixed time).

use std::path::Path;
use std::time::{Duration, Instant};

use yahtzee_testkit::pty::Pty;

/// The game in a terminal; a wait that runs out fails the test, showing the screen.
struct Game(Pty);

const WAIT: Duration = Duration::from_secs(30);

impl Game {
    fn start(data_dir: &Path, args: &[&str]) -> Game {
        Game(Pty::game(
            Path::new(env!("CARGO_BIN_EXE_yahtzee")),
            data_dir,
            args,
        ))
    }

    fn resize(&self, rows: u16, cols: u16) {
        self.0.resize(rows, cols);
    }

    fn contents(&self) -> String {
        self.0.contents()
    }

    fn wait_for(&self, what: &str) -> String {
        self.wait_until(what, |s| s.contains(what))
    }

    fn wait_until(&self, what: &str, done: impl Fn(&str) -> bool) -> String {
        self.wait_every(Duration::from_millis(20), what, done)
    }

    /// [`Game::wait_until`], looking every `step` (finely where the wait itself is measured).
    fn wait_every(&self, step: Duration, what: &str, done: impl Fn(&str) -> bool) -> String {
        self.0.wait_within(WAIT, step, done).unwrap_or_else(|| {
            panic!(
                "waited {WAIT:?} for {what:?}; the screen shows:\n{}",
                self.contents()
            )
        })
    }

    fn send(&mut self, keys: &str) {
        self.0.send(keys).expect("the game takes keys");
    }

    fn wait_exit(&mut self) -> yahtzee_testkit::pty::ExitStatus {
        self.0
            .exited_within(WAIT)
            .unwrap_or_else(|| panic!("the game did not exit; screen:\n{}", self.contents()))
    }
}

fn dice_lines(screen: &str) -> Vec<String> {
    screen
        .lines()
        .filter(|l| l.contains('●') || l.contains("HELD") || l.contains('╭'))
        .map(|l| l.split("││").nth(1).unwrap_or(l).to_string())
        .collect()
}

#[test]
fn a_whole_match_against_a_cpu_to_the_results_screen() {
    let dir = tempfile::tempdir().unwrap();
    let mut game = Game::start(
        dir.path(),
        &[
            "new",
            "--players",
            "You,cpu:strong",
            "--seed",
            "42",
            "--start",
            "--speed",
            "instant",
        ],
    );
    for round in 1..=13 {
        let screen = game.wait_until("your turn or the end", |s| {
            s.contains("Ready to throw") && s.contains("You to play")
        });
        assert!(screen.contains(&format!("round {round} of 13")), "{screen}");
        game.send(" ");
        game.wait_for("Throw 1 of 3");
        // Hold the first two dice and throw again, then score the box the cursor offers.
        game.send("12");
        game.wait_until("two held", |s| s.matches("HELD").count() >= 2);
        game.send(" ");
        game.wait_for("Throw 2 of 3");
        game.send("\r");
        let screen = game.wait_until("the score", |s| {
            !s.contains("Throw 2 of 3") || s.contains("Score a zero?")
        });
        if screen.contains("Score a zero?") {
            game.send("\r");
        }
    }
    let screen = game.wait_for("Standings");
    assert!(screen.contains("Match over"), "{screen}");
    assert!(
        screen.contains("wins with") || screen.contains("share first place"),
        "{screen}"
    );
    // The results' keys wait a moment, so the last key of the match never leaves them.
    std::thread::sleep(Duration::from_millis(1000));
    game.send("q");
    let status = game.wait_exit();
    assert!(status.success(), "{status:?}");
    game.0.with_screen(|screen| {
        assert!(!screen.alternate_screen(), "the main screen is back");
        assert_eq!(
            screen.mouse_protocol_mode(),
            yahtzee_testkit::pty::vt100::MouseProtocolMode::None,
            "mouse capture is off"
        );
    });
    // The finished match is in history and counted: both seats with --all, the person
    // alone by default.
    let stats = crate::common::run(dir.path(), &["stats", "--all", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&stats.stdout).unwrap();
    assert_eq!(json["players"].as_array().unwrap().len(), 2);
    let stats = crate::common::run(dir.path(), &["stats", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&stats.stdout).unwrap();
    assert_eq!(json["players"].as_array().unwrap().len(), 1);
    assert!(!crate::common::only_save(dir.path()).exists());
}

#[test]
fn killed_with_sigkill_mid_turn_and_resumed_with_the_same_dice() {
    let dir = tempfile::tempdir().unwrap();
    let mut game = Game::start(
        dir.path(),
        &[
            "new",
            "--players",
            "You,cpu:casual",
            "--seed",
            "9",
            "--start",
            "--speed",
            "instant",
        ],
    );
    game.wait_for("Ready to throw");
    game.send(" ");
    game.wait_for("Throw 1 of 3");
    game.send("13");
    let before = game.wait_until("two held", |s| s.matches("HELD").count() >= 2);
    let pid = game.0.child.process_id().expect("a pid");
    let killed = std::process::Command::new("kill")
        .args(["-9", &pid.to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    game.wait_exit();
    drop(game);
    let mut again = Game::start(dir.path(), &["resume"]);
    let after = again.wait_until("the resumed match", |s| s.matches("HELD").count() >= 2);
    assert_eq!(
        dice_lines(&before),
        dice_lines(&after),
        "the same dice and holds after the kill"
    );
    again.send(" ");
    again.wait_for("Throw 2 of 3");
    // The terminal size changing is followed at once; a tiny one is refused politely.
    again.resize(10, 40);
    again.wait_for("Enlarge the terminal");
    again.resize(30, 100);
    again.wait_for("Throw 2 of 3");
    again.send("\x03");
    assert!(again.wait_exit().success());
    // The match was saved and is resumable again.
    assert!(crate::common::only_save(dir.path()).exists());
}

#[test]
fn two_windows_on_one_folder_never_overwrite_each_other() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = Game::start(
        dir.path(),
        &["new", "--players", "Ana,Bo", "--seed", "3", "--start"],
    );
    first.wait_for("Ana to play");
    first.send("\r");
    first.send(" ");
    first.wait_for("Throw 1 of 3");
    // A second window on the same folder: resuming the first one's match is refused; a
    // new match is a match of its own beside it.
    let ana = crate::common::only_save(dir.path());
    let mut second = Game::start(dir.path(), &["resume"]);
    second.wait_for("being played in another window");
    assert!(!second.wait_exit().success());
    let mut third = Game::start(
        dir.path(),
        &["new", "--players", "Cy", "--seed", "4", "--start"],
    );
    third.wait_for("Cy to play");
    third.send("\x03");
    assert!(third.wait_exit().success());
    let mut practice = Game::start(
        dir.path(),
        &["new", "--players", "Cy", "--practice", "--start"],
    );
    practice.wait_for("Cy to play");
    practice.send("\x03");
    assert!(practice.wait_exit().success());
    // The first window plays on, and its moves are what the save holds.
    first.send("1");
    first.wait_until("a held die", |s| s.contains("HELD"));
    first.send("\x03");
    assert!(first.wait_exit().success());
    let save: serde_json::Value = serde_json::from_slice(&std::fs::read(&ana).unwrap()).unwrap();
    assert_eq!(save["match"]["seats"][0]["name"], "Ana");
    assert_eq!(save["match"]["turn"]["held"][0], true);
}

#[test]
fn new_start_beside_a_saved_match_keeps_it_and_leaving_says_how_to_resume() {
    let dir = tempfile::tempdir().unwrap();
    let mut game = Game::start(
        dir.path(),
        &["new", "--players", "Ana,Bo", "--seed", "3", "--start"],
    );
    game.wait_for("Ana to play");
    game.send("\r");
    game.send(" ");
    game.wait_for("Throw 1 of 3");
    game.send("\x03");
    assert!(game.wait_exit().success());
    let path = crate::common::only_save(dir.path());
    let before = std::fs::read(&path).unwrap();
    let mut again = Game::start(
        dir.path(),
        &["new", "--players", "Cy", "--seed", "4", "--start"],
    );
    again.wait_for("Cy to play");
    again.send("\x03");
    // Once the terminal is restored, one line says how to come back.
    again.wait_for("The match is saved. Resume it with: yahtzee resume ");
    assert!(again.wait_exit().success());
    assert_eq!(
        std::fs::read(&path).unwrap(),
        before,
        "the saved match is untouched"
    );
    assert_eq!(
        std::fs::read_dir(dir.path().join("matches"))
            .unwrap()
            .filter(|e| e
                .as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "json"))
            .count(),
        2
    );
}

/// A family at a kitchen table: two people throw real dice and type them in, a CPU throws on
/// screen; one mistyped throw is fixed; the result card is kept at the end.
#[test]
fn a_real_dice_match_for_two_people_and_a_cpu_with_a_fix_and_a_result_card() {
    let dir = tempfile::tempdir().unwrap();
    let mut game = Game::start(
        dir.path(),
        &[
            "new",
            "--players",
            "Ana,Ben,cpu:strong",
            "--real-dice",
            "--seed",
            "5",
            "--start",
            "--speed",
            "instant",
        ],
    );
    let mut fixed = false;
    let mut turns = 0;
    loop {
        let screen = game.wait_until("a person's move or the end", |s| {
            s.contains("Standings")
                || s.contains("— press Enter")
                || s.contains("Score a zero?")
                || s.contains("type the five dice")
                || s.contains("No throws left")
        });
        if screen.contains("Standings") {
            break;
        }
        if screen.contains("— press Enter") || screen.contains("Score a zero?") {
            game.send("\r");
            game.wait_until("the prompt to close", |s| {
                !s.contains("— press Enter") && !s.contains("Score a zero?")
            });
            continue;
        }
        if screen.contains("Throw 1, type the five dice") {
            turns += 1;
            if !fixed {
                // A typo on the first throw: 7 is refused as typed, then the throw is typed wrong,
                // taken back with Backspace and fixed.
                game.send("33517");
                game.wait_for("not 7");
                game.send("2\r");
                game.wait_for("Throw 2, type the five dice");
                game.send("\x7f");
                game.wait_for("Took back the throw 3-3-5-1-2");
                // The whole throw is back in the line: one more Backspace removes the 2.
                game.send("\x7f4\r");
                let screen = game.wait_for("Throw 2, type the five dice");
                assert!(screen.contains("Ana"), "{screen}");
                fixed = true;
            } else {
                game.send("12345\r");
                game.wait_for("Throw 2, type the five dice");
            }
            // Score the box of the most points, chosen on purpose: after a typed throw no box
            // is chosen until the first arrow shows the cursor there.
            game.send("j\r");
            game.wait_until("the turn to end", |s| {
                !s.contains("Throw 2, type the five dice") || s.contains("Score a zero?")
            });
            continue;
        }
        // No throws left or another state: score where the cursor shows, chosen on purpose.
        game.send("j\r");
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(turns, 26, "two people, thirteen turns each");
    std::thread::sleep(Duration::from_millis(1000));
    game.send("c");
    let screen = game.wait_for("Result card saved as");
    assert!(screen.contains("Standings"), "{screen}");
    let cards: Vec<_> = std::fs::read_dir(dir.path().join("cards"))
        .expect("a cards folder")
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(cards.len(), 1, "{cards:?}");
    let card = std::fs::read_to_string(&cards[0]).unwrap();
    assert!(card.contains("real dice"), "{card}");
    for name in ["Ana", "Ben", "Strong CPU", "TOTAL"] {
        assert!(card.contains(name), "{name}: {card}");
    }
    game.send("q");
    assert!(game.wait_exit().success());
    // The fixed throw is in the finished match's log, taken back; the card prints again.
    let history: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("history.json")).unwrap()).unwrap();
    let finished = &history["recent"][0];
    assert_eq!(history["summaries"][0]["play"], "real_dice");
    let throws: Vec<(Vec<u64>, bool)> = finished["match"]["log"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["action"] == "throw")
        .map(|e| {
            let dice = e["dice"]
                .as_array()
                .unwrap()
                .iter()
                .filter_map(|d| d.as_u64())
                .collect();
            (dice, e["undone"].as_bool().unwrap_or(false))
        })
        .collect();
    assert_eq!(
        throws[0],
        (vec![3, 3, 5, 1, 2], true),
        "the typo, taken back"
    );
    assert_eq!(throws[1], (vec![3, 3, 5, 1, 4], false), "the fix");
}

/// Bytes a paste or a stray program could type: the start of a bracketed paste that never
/// ends. The game never asked for bracketed paste, so it is not one; the keys after it count,
/// and Ctrl+C still quits with the match saved.
#[test]
fn an_unterminated_paste_start_does_not_make_the_game_deaf() {
    let dir = tempfile::tempdir().unwrap();
    let mut game = Game::start(
        dir.path(),
        &["new", "--players", "Ana,Bo", "--seed", "3", "--start"],
    );
    game.wait_for("Ana to play");
    game.send("\r");
    game.send(" ");
    game.wait_for("Throw 1 of 3");
    // An unfinished mouse report and the paste start, then a hold key that must still work.
    game.send("\x1b[<\x1b[200~");
    game.send("1");
    game.wait_until("a held die", |s| s.contains("HELD"));
    game.send("\x1b[200~");
    game.send("\x03");
    assert!(game.wait_exit().success());
    let save: serde_json::Value =
        serde_json::from_slice(&std::fs::read(crate::common::only_save(dir.path())).unwrap())
            .unwrap();
    assert_eq!(save["match"]["turn"]["held"][0], true);
}

/// Key to frame late in a four-seat match with the hint panel open: every hold key is answered
/// by the frame drawn after it, and the figures are printed (never asserted as a time: the
/// machine is shared). `YAHTZEE_CAMPAIGN=full` shows the chance to win too, which builds its
/// outlook first, and takes more keys.
#[test]
fn key_to_frame_late_in_a_four_seat_match_with_hints_open() {
    let full = std::env::var("YAHTZEE_CAMPAIGN").is_ok_and(|v| v == "full");
    let dir = tempfile::tempdir().unwrap();
    let odds = if full {
        "--chance-to-win"
    } else {
        "--no-chance-to-win"
    };
    let mut game = Game::start(
        dir.path(),
        &[
            "new",
            "--players",
            "You,cpu:strong,cpu:perfect,cpu:casual",
            "--seed",
            "7",
            "--speed",
            "instant",
            odds,
            "--hints",
            "--start",
        ],
    );
    let your_turn = |s: &str| s.contains("Ready to throw") && s.contains("You to play");
    for _ in 1..=12 {
        game.wait_until("your turn", your_turn);
        game.send(" ");
        game.wait_for("Throw 1 of 3");
        game.send("\r");
        let screen = game.wait_until("the score", |s| {
            !s.contains("Throw 1 of 3") || s.contains("Score a zero?")
        });
        if screen.contains("Score a zero?") {
            game.send("\r");
        }
    }
    let screen = game.wait_until("your last turn", your_turn);
    assert!(screen.contains("round 13 of 13"), "{screen}");
    if full {
        game.wait_until("the chance to win", |s| !s.contains("building"));
    }
    game.send(" ");
    game.wait_for("Throw 1 of 3");
    game.send("h");
    let screen = game.wait_for("Hints");
    let held = |s: &str| s.matches("HELD").count();
    let mut now_held = held(&screen);
    let keys = if full { 200 } else { 40 };
    let mut took = Vec::with_capacity(keys);
    for i in 0..keys {
        let die = char::from(b'1' + (i % 5) as u8);
        let sent = Instant::now();
        game.send(&die.to_string());
        // The hold toggles in the first frame after the key (the hint panel's options for the
        // new holds are part of the same frame); no later key is sent before it shows.
        let screen = game.wait_every(Duration::from_micros(200), "the hold toggled", |s| {
            held(s) != now_held
        });
        took.push(sent.elapsed());
        let after = held(&screen);
        assert_eq!(after.abs_diff(now_held), 1, "{screen}");
        now_held = after;
        assert!(
            screen.contains("Hints"),
            "the hint panel stays open:\n{screen}"
        );
    }
    took.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "key to frame, four seats, round 13, hints open{}: median {:.2} ms, p90 {:.2} ms, max {:.2} ms over {} keys",
        if full { ", chances shown" } else { "" },
        ms(took[took.len() / 2]),
        ms(took[took.len() * 9 / 10]),
        ms(took[took.len() - 1]),
        took.len()
    );
    game.send("q");
}

/// Start to the menu's first frame, measured on the real binary in a pseudo-terminal (the
/// figure is printed, never asserted): nothing the menu draws waits for solved data, so this
/// stays what it takes to start a process and draw one screen. English and German starts
/// alternate, so the figure with another language loaded is taken in the same minutes as
/// English's and the machine's drift falls on both alike. Every run must show the whole menu
/// in its language and quit cleanly.
#[test]
fn start_to_the_menus_first_frame() {
    let runs = if std::env::var("YAHTZEE_CAMPAIGN").is_ok_and(|v| v == "full") {
        20
    } else {
        5
    };
    // (flag, words the whole menu shows, its quit key's last entry)
    let languages: [(&str, &[&str], [&str; 2]); 2] = [
        ("en", &["New match", "Quit"], ["Statistics", "English"]),
        ("de", &["Neue Partie", "Beenden"], ["Statistik", "German"]),
    ];
    let mut took = [Vec::with_capacity(runs), Vec::with_capacity(runs)];
    for run in 0..runs * 2 {
        // en, de, de, en, en, de…: neither language always goes first.
        let which = (run + run / 2) % 2;
        let (lang, words, [more, name]) = languages[which];
        let dir = tempfile::tempdir().unwrap();
        let started = Instant::now();
        let mut game = Game::start(dir.path(), &["--lang", lang]);
        let screen = game.wait_every(Duration::from_micros(200), name, |s| {
            words.iter().all(|w| s.contains(w))
        });
        took[which].push(started.elapsed());
        assert!(screen.contains(more), "{screen}");
        game.send("q");
        assert!(game.wait_exit().success(), "{}", game.contents());
    }
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    for ((_, _, [_, name]), took) in languages.iter().zip(took.iter_mut()) {
        took.sort();
        println!(
            "start to the menu's first frame in {name}: median {:.1} ms, range {:.1}–{:.1} ms over {} starts",
            ms(took[took.len() / 2]),
            ms(took[0]),
            ms(took[took.len() - 1]),
            took.len()
        );
    }
}

/// The real game on a data folder that takes no files (under a regular file: refused to
/// root too): it asks before playing on unsaved, and Ctrl+C says what is lost, as a failure.
#[test]
fn a_folder_that_takes_no_files_asks_and_ctrl_c_says_what_is_lost() {
    let dir = tempfile::tempdir().unwrap();
    let plain = dir.path().join("plain");
    std::fs::write(&plain, b"not a folder").unwrap();
    let data = plain.join("yahtzee");
    let mut game = Game::start(
        &data,
        &["new", "--players", "You", "--seed", "3", "--start"],
    );
    let screen = game.wait_for("Play on without saving");
    assert!(
        screen.contains("This match could not be saved") && screen.contains("Retry"),
        "{screen}"
    );
    // Down to "Play on without saving", then a throw that is not saved.
    game.send("\x1b[B\r");
    game.wait_for("NOT SAVED");
    game.send(" ");
    game.wait_for("Throw 1 of 3");
    game.send("\x03");
    let status = game.wait_exit();
    assert_eq!(status.exit_code(), 1, "{}", game.contents());
    let screen = game.wait_for("Not saved");
    assert!(
        screen.contains("yahtzee: Not saved: this match was never saved, so 1 action is lost"),
        "{screen}"
    );
}
