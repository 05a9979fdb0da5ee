//! What the operator sees: on a terminal, one status screen redrawn in place (who is on,
//! the tables, the door's refusals, the database's size, the latest events); with `--log`
//! or without a terminal, the start lines and then one escaped line per event.

use std::collections::VecDeque;
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

use super::{Floor, Options};
use crate::l10n::t;
use crate::net::{Code, Server};

/// How often the status screen is redrawn at most.
const REDRAW: Duration = Duration::from_secs(1);
/// The latest events the status screen keeps.
const RECENT: usize = 12;
/// How often the log repeats the door's counts, when they changed.
const DOOR_REPORT: Duration = Duration::from_secs(10);

/// The lines said at start (and kept at the top of the status screen), in the language
/// spoken: the operator's on the status screen, English in the log.
pub(super) fn intro(server: &Server, options: &Options, code: Option<&Code>) -> Vec<String> {
    let join = crate::net::join_command(&server.addr).replace("table@", "");
    let guests_too = options.settings.guests && options.settings.admit != super::AdmitRule::Listed;
    // One sentence per rule, with and without guests, so each language words it whole.
    let who = match (options.settings.admit, guests_too) {
        (super::AdmitRule::Anyone, false) => t!("serve-status-admit-anyone"),
        (super::AdmitRule::Anyone, true) => t!("serve-status-admit-anyone-guests"),
        (super::AdmitRule::Listed, _) => t!("serve-status-admit-listed"),
        (super::AdmitRule::Code, false) => t!("serve-status-admit-code"),
        (super::AdmitRule::Code, true) => t!("serve-status-admit-code-guests"),
    };
    let mut lines = vec![
        t!("serve-status-listening", addr = server.addr.to_string()),
        crate::net::reach_server(&server.addr),
        t!("serve-status-join", join = join),
        t!("serve-status-host-key", key = server.fingerprint.as_str()),
        who,
    ];
    if let Some(code) = code {
        lines.push(t!("serve-status-invite-code", code = code.reveal()));
    }
    lines.push(t!(
        "serve-status-data",
        path = crate::escape::shown_path(&super::folder(&options.data))
    ));
    if let Some(short) = server.open_files.shortfall() {
        lines.push(t!("serve-status-warning", why = short));
    }
    lines
}

pub(super) struct Out {
    screen: Option<Terminal<CrosstermBackend<std::io::Stdout>>>,
    intro: Vec<String>,
    db: PathBuf,
    started: Instant,
    recent: VecDeque<String>,
    drawn_at: Option<Instant>,
    door: (String, Instant),
}

impl Out {
    /// The status screen on this terminal (`screen`), else log lines; the intro is said
    /// at once either way (in English in the log, which tools read).
    pub(super) fn new(
        screen: bool,
        intro: impl Fn() -> Vec<String>,
        db: PathBuf,
        started: Instant,
    ) -> Out {
        let terminal = screen
            .then(|| {
                let mut stdout = std::io::stdout();
                ratatui::crossterm::execute!(
                    stdout,
                    ratatui::crossterm::terminal::EnterAlternateScreen,
                    ratatui::crossterm::cursor::Hide
                )
                .ok()?;
                Terminal::new(CrosstermBackend::new(stdout)).ok()
            })
            .flatten();
        let intro = if terminal.is_none() {
            // The banner stays as it is (tools read its "People join with:" line); every
            // event after it carries its time.
            let intro = in_english(intro);
            for line in &intro {
                println!("{}", crate::escape::shown(line));
            }
            log_line("Started.");
            intro
        } else {
            intro()
        };
        Out {
            screen: terminal,
            intro,
            db,
            started,
            recent: VecDeque::new(),
            drawn_at: None,
            door: (String::new(), Instant::now()),
        }
    }

    /// What happened since last shown: log lines printed, or the status screen redrawn.
    pub(super) fn show(&mut self, floor: &mut Floor, server: &Server) {
        let lines = floor.take_log();
        if self.screen.is_none() {
            for line in &lines {
                log_line(line);
            }
            let counts = in_english(|| door_counts(server));
            if counts != self.door.0 && self.door.1.elapsed() >= DOOR_REPORT {
                log_line(&format!("At the door so far: {counts}"));
                self.door = (counts, Instant::now());
            }
            let _ = std::io::stdout().flush();
            return;
        }
        let changed = !lines.is_empty();
        for line in lines {
            self.recent.push_back(line);
            if self.recent.len() > RECENT {
                self.recent.pop_front();
            }
        }
        if !changed && self.drawn_at.is_some_and(|at| at.elapsed() < REDRAW) {
            return;
        }
        self.drawn_at = Some(Instant::now());
        let text = self.status(floor, server);
        if let Some(terminal) = self.screen.as_mut() {
            let _ = terminal.draw(|f| {
                let area = f.area();
                let lines: Vec<Line> = fitted(&text, area.width, area.height)
                    .into_iter()
                    .map(Line::from)
                    .collect();
                f.render_widget(Paragraph::new(lines), area);
            });
        }
    }

    /// The status screen's figures, as the floor, the door and the disk give them now.
    fn figures(&self, floor: &Floor, server: &Server) -> Figures {
        // With its write-ahead log, where the latest moves are until a checkpoint.
        let mut wal = self.db.clone().into_os_string();
        wal.push("-wal");
        let size: u64 = [self.db.clone(), PathBuf::from(wal)]
            .iter()
            .filter_map(|p| std::fs::metadata(p).ok())
            .map(|m| m.len())
            .sum();
        Figures {
            up: self.started.elapsed(),
            people: floor.people(),
            connections: server.stats.connections(),
            tables: floor.table_counts(),
            finished: floor.counts.matches_finished,
            door: door_counts(server),
            refused: floor.counts.refused,
            errors: floor.counts.errors,
            size,
        }
    }

    /// The status screen's lines.
    fn status(&self, floor: &Floor, server: &Server) -> Vec<String> {
        status_lines(&self.intro, &self.figures(floor, server), &self.recent)
    }

    /// Puts the terminal back and says `last` (in English when the output is the log).
    pub(super) fn finish(&mut self, last: impl FnOnce() -> String) {
        let last = if self.screen.is_some() {
            last()
        } else {
            in_english(last)
        };
        if let Some(mut terminal) = self.screen.take() {
            let _ = ratatui::crossterm::execute!(
                terminal.backend_mut(),
                ratatui::crossterm::terminal::LeaveAlternateScreen,
                ratatui::crossterm::cursor::Show
            );
            for line in &self.recent {
                println!("{}", crate::escape::shown(line));
            }
        }
        println!("{}", crate::escape::shown(&last));
    }
}

/// `words` in English, for the log.
fn in_english<T>(words: impl FnOnce() -> T) -> T {
    crate::l10n::speaking(crate::l10n::Lang::En, None, words)
}

/// What the status screen counts.
struct Figures {
    up: Duration,
    people: usize,
    connections: usize,
    /// Tables in memory, of them playing, and closed until their people come back.
    tables: (usize, usize, usize),
    finished: u64,
    /// What the door turned away, in words (empty: nothing).
    door: String,
    refused: u64,
    errors: u64,
    /// The database's bytes on disk.
    size: u64,
}

/// The status screen's lines: the intro, the figures, the latest events, how to stop.
fn status_lines(intro: &[String], f: &Figures, recent: &VecDeque<String>) -> Vec<String> {
    let mut lines = intro.to_vec();
    lines.push(String::new());
    let (open, playing, closed) = f.tables;
    lines.push(t!(
        "serve-status-up",
        uptime = uptime(f.up),
        people = f.people,
        connections = f.connections
    ));
    lines.push(t!(
        "serve-status-tables",
        open = open,
        playing = playing,
        closed = closed,
        finished = f.finished
    ));
    lines.push(t!(
        "serve-status-refusals",
        door = if f.door.is_empty() {
            t!("serve-status-turned-away-none")
        } else {
            f.door.clone()
        },
        refused = f.refused,
        errors = f.errors
    ));
    lines.push(t!("serve-status-database", size = bytes(f.size)));
    lines.push(String::new());
    // The latest events are the log's lines, which stay English for the operator to search
    // and to match against the log.
    lines.push(t!("serve-status-latest"));
    lines.extend(recent.iter().map(|l| format!("  {l}")));
    lines.push(String::new());
    lines.push(t!("serve-status-ctrl-c"));
    lines
}

/// The status lines as a `width`×`height` terminal shows them: each escaped and cut with
/// "…" (a line once fell off the edge mid-word), and on a short terminal the oldest events
/// give way first, so the last line (how to stop the server) always shows.
fn fitted(text: &[String], width: u16, height: u16) -> Vec<String> {
    let fit = |l: &String| crate::tui::widgets::fit(l, usize::from(width));
    let height = usize::from(height);
    if text.len() <= height {
        return text.iter().map(fit).collect();
    }
    let Some((last, rest)) = text.split_last() else {
        return Vec::new();
    };
    let mut out: Vec<String> = rest
        .iter()
        .take(height.saturating_sub(1))
        .map(fit)
        .collect();
    if height > 0 {
        out.push(fit(last));
    }
    out
}

/// One line of the log: its UTC time first (an operator reading it later, or beside the
/// system's own logs, must know when each thing happened), then the line, escaped.
fn log_line(line: &str) {
    println!(
        "{} {}",
        stamp(crate::store::now_unix()),
        crate::escape::shown(line)
    );
}

/// `unix` as ISO 8601 in UTC, to the second: "2026-12-05T08:01:16Z".
fn stamp(unix: u64) -> String {
    format!(
        "{}:{:02}Z",
        crate::store::format_time(unix).replacen(' ', "T", 1),
        unix % 60
    )
}

/// What the door refused so far, in words; empty while it refused nothing.
fn door_counts(server: &Server) -> String {
    use crate::net::DoorCount;
    let stats = &server.stats;
    crate::net::door_words(&[
        DoorCount::WrongCodes(stats.failures()),
        DoorCount::ShutOut(stats.locked_out()),
        DoorCount::TurnedAway(stats.turned_away()),
        DoorCount::KeyBusy(stats.key_busy()),
        DoorCount::Forbidden(stats.forbidden()),
    ])
}

fn uptime(d: Duration) -> String {
    let s = d.as_secs();
    // Two digits for the smaller unit, as a clock writes it.
    if s < 3600 {
        t!(
            "serve-status-uptime-minutes",
            minutes = (s / 60),
            seconds = format!("{:02}", s % 60)
        )
    } else {
        t!(
            "serve-status-uptime-hours",
            hours = (s / 3600),
            minutes = format!("{:02}", (s / 60) % 60)
        )
    }
}

fn bytes(n: u64) -> String {
    if n < 1 << 20 {
        t!(
            "serve-status-size-kb",
            size = crate::l10n::decimal(n as f64 / 1024.0, 0)
        )
    } else {
        t!(
            "serve-status-size-mb",
            size = crate::l10n::decimal(n as f64 / f64::from(1u32 << 20), 1)
        )
    }
}

#[cfg(test)]
mod tests {
    /// The log's lines once had no time at all.
    /// At 80 columns and a short terminal, lines end in "…" and the footer stays.
    #[test]
    fn the_status_fits_the_terminal_and_keeps_its_last_line() {
        let text: Vec<String> = (0..30)
            .map(|i| format!("line {i} {}", "x".repeat(100)))
            .chain(["Ctrl-C stops the server".to_string()])
            .collect();
        let shown = super::fitted(&text, 80, 24);
        assert_eq!(shown.len(), 24);
        assert_eq!(shown[23], "Ctrl-C stops the server");
        assert!(shown[0].ends_with('…'), "{}", shown[0]);
        assert!(
            shown
                .iter()
                .all(|l| crate::tui::widgets::display_width(l) <= 80)
        );
    }

    /// The operator's status screen in French: the intro, the counts with their plurals, the
    /// door's refusals and the sizes as a French operator reads them. The latest events are
    /// the log's, in English.
    #[test]
    fn the_status_screen_speaks_french() {
        use crate::l10n::{Lang, speaking};
        use crate::net::{Code, DoorCount, Limits, Policy, Serve, Server};
        use std::sync::{Arc, Mutex};
        let data = tempfile::tempdir().unwrap();
        let known = crate::net::KnownKeys::load(None, &[]).unwrap();
        let server = Server::start(Serve {
            listen: "127.0.0.1:0".parse().unwrap(),
            key_file: data.path().join("key"),
            policy: Policy::Table {
                code: Code::fixed("abcde-fghjk"),
                known: Arc::new(Mutex::new(known)),
            },
            limits: Limits::default(),
            wake: Box::new(|| {}),
        })
        .unwrap();
        let settings = super::super::ServeSettings {
            admit: super::super::AdmitRule::Code,
            guests: true,
            ..Default::default()
        };
        let options = super::Options {
            listen: server.addr,
            log: false,
            data: std::path::PathBuf::from("/srv/yahtzee"),
            settings,
        };
        let code = Code::fixed("abcde-fghjk");
        let recent: std::collections::VecDeque<String> =
            ["Ana (new key) came in from 127.0.0.1.".to_string()].into();
        let shown = |w: u16, h: u16| {
            speaking(Lang::Fr, None, || {
                let intro = super::intro(&server, &options, Some(&code));
                let figures = super::Figures {
                    up: std::time::Duration::from_secs(3725),
                    people: 1,
                    connections: 2,
                    tables: (3, 1, 4),
                    finished: 5,
                    door: crate::net::door_words(&[
                        DoorCount::WrongCodes(1),
                        DoorCount::ShutOut(2),
                        DoorCount::KeyBusy(0),
                    ]),
                    refused: 6,
                    errors: 0,
                    size: 3 << 19,
                };
                let lines = super::status_lines(&intro, &figures, &recent);
                super::fitted(&lines, w, h)
                    .join("\n")
                    .replace(&server.addr.port().to_string(), "PORT")
                    .replace(&server.fingerprint, "SHA256:…")
            })
        };
        let small = shown(80, 24);
        let wide = shown(120, 40);
        for french in [
            "yahtzee serve écoute sur 127.0.0.1:PORT.",
            "Seule cette machine peut se connecter",
            "les invités sans clé aussi",
            "1 personne en ligne · 2 connexions ouvertes",
            "1 code erroné · 2 tentatives bloquées",
            "Base de données : 1,5 Mo",
            "En marche depuis 1 h 02 min",
            "Ctrl-C arrête le serveur",
        ] {
            assert!(wide.contains(french), "{french:?} missing:\n{wide}");
        }
        for english in ["listening", "Who may", "online", "Database", "Ctrl-C stops"] {
            assert!(!wide.contains(english), "{english:?} left:\n{wide}");
        }
        assert!(small.ends_with("tout le monde prévenu."), "{small}");
        // French counts zero as one ("0 personne"): a count is never written "1" for 0.
        let idle = speaking(Lang::Fr, None, || {
            let figures = super::Figures {
                up: std::time::Duration::ZERO,
                people: 0,
                connections: 0,
                tables: (0, 0, 0),
                finished: 0,
                door: String::new(),
                refused: 0,
                errors: 0,
                size: 0,
            };
            super::status_lines(&[], &figures, &std::collections::VecDeque::new())
        });
        assert!(
            idle.iter()
                .any(|l| l.contains("0 personne en ligne · 0 connexion ouverte")),
            "{idle:?}"
        );
        insta::assert_snapshot!("status_fr_80x24", small);
        insta::assert_snapshot!("status_fr_120x40", wide);
    }

    #[test]
    fn a_log_line_starts_with_its_utc_time() {
        assert_eq!(super::stamp(0), "1970-01-01T00:00:00Z");
        assert_eq!(super::stamp(1_796_457_676), "2026-12-05T08:01:16Z");
    }
}
