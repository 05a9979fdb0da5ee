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
use crate::net::{Code, Server};

/// How often the status screen is redrawn at most.
const REDRAW: Duration = Duration::from_secs(1);
/// The latest events the status screen keeps.
const RECENT: usize = 12;
/// How often the log repeats the door's counts, when they changed.
const DOOR_REPORT: Duration = Duration::from_secs(10);

/// The lines said at start (and kept at the top of the status screen).
pub(super) fn intro(server: &Server, options: &Options, code: Option<&Code>) -> Vec<String> {
    let join = crate::net::join_command(&server.addr).replace("table@", "");
    let mut lines = vec![
        format!("yahtzee serve is listening on {}.", server.addr),
        crate::net::reach(&server.addr).replace("join", "connect"),
        format!("People join with: {join}"),
        format!("Host key: {}", server.fingerprint),
        format!(
            "Who may connect: {}{}.",
            match options.settings.admit {
                super::AdmitRule::Anyone => "anyone with an SSH key",
                super::AdmitRule::Listed => "the keys the config lists",
                super::AdmitRule::Code => "members, and whoever gives the invite code",
            },
            if options.settings.guests && options.settings.admit != super::AdmitRule::Listed {
                "; guests without a key too"
            } else {
                ""
            }
        ),
    ];
    if let Some(code) = code {
        lines.push(format!("Invite code: {}", code.reveal()));
    }
    lines.push(format!(
        "Data: {}",
        crate::escape::shown_path(&super::folder(&options.data))
    ));
    if let Some(short) = server.open_files.shortfall() {
        lines.push(format!("Warning: {short}."));
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
    /// at once either way.
    pub(super) fn new(screen: bool, intro: Vec<String>, db: PathBuf, started: Instant) -> Out {
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
        if terminal.is_none() {
            // The banner stays as it is (tools read its "People join with:" line); every
            // event after it carries its time.
            for line in &intro {
                println!("{}", crate::escape::shown(line));
            }
            log_line("Started.");
        }
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
            let counts = door_counts(server);
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

    /// The status screen's lines.
    fn status(&self, floor: &Floor, server: &Server) -> Vec<String> {
        let mut lines = self.intro.clone();
        lines.push(String::new());
        let (open, playing, closed) = floor.table_counts();
        // With its write-ahead log, where the latest moves are until a checkpoint.
        let mut wal = self.db.clone().into_os_string();
        wal.push("-wal");
        let size: u64 = [self.db.clone(), PathBuf::from(wal)]
            .iter()
            .filter_map(|p| std::fs::metadata(p).ok())
            .map(|m| m.len())
            .sum();
        lines.push(format!(
            "Up {} · {} online · {} open",
            uptime(self.started.elapsed()),
            crate::words::count(floor.people() as u64, "person", "people"),
            crate::words::count(
                server.stats.connections() as u64,
                "connection",
                "connections"
            ),
        ));
        lines.push(format!(
            "Tables: {open} in memory ({playing} playing) · {closed} closed until their people come back · {} finished since start",
            floor.counts.matches_finished
        ));
        let door = door_counts(server);
        lines.push(format!(
            "Turned away: {} · refused inside: {} · errors: {}",
            if door.is_empty() {
                "none".to_string()
            } else {
                door
            },
            floor.counts.refused,
            floor.counts.errors
        ));
        lines.push(format!("Database: {}", bytes(size)));
        lines.push(String::new());
        lines.push("Latest:".to_string());
        lines.extend(self.recent.iter().map(|l| format!("  {l}")));
        lines.push(String::new());
        lines.push("Ctrl-C stops the server: every table is saved, everyone is told.".to_string());
        lines
    }

    /// Puts the terminal back and says `last`.
    pub(super) fn finish(&mut self, last: &str) {
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
        println!("{}", crate::escape::shown(last));
    }
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
    let stats = &server.stats;
    [
        (stats.failures(), "wrong code", "wrong codes"),
        (stats.locked_out(), "try shut out", "tries shut out"),
        (stats.turned_away(), "turned away", "turned away"),
        (
            stats.key_busy(),
            "key at its connection limit",
            "keys at their connection limit",
        ),
        (
            stats.forbidden(),
            "request refused (command, sftp, forwarding)",
            "requests refused (command, sftp, forwarding)",
        ),
    ]
    .iter()
    .filter(|(n, _, _)| *n > 0)
    .map(|&(n, one, many)| crate::words::count(n, one, many))
    .collect::<Vec<_>>()
    .join(" · ")
}

fn uptime(d: Duration) -> String {
    let s = d.as_secs();
    if s < 3600 {
        format!("{}m {:02}s", s / 60, s % 60)
    } else {
        format!("{}h {:02}m", s / 3600, (s / 60) % 60)
    }
}

fn bytes(n: u64) -> String {
    if n < 1 << 20 {
        format!("{:.0} kB", n as f64 / 1024.0)
    } else {
        format!("{:.1} MB", n as f64 / f64::from(1u32 << 20))
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

    #[test]
    fn a_log_line_starts_with_its_utc_time() {
        assert_eq!(super::stamp(0), "1970-01-01T00:00:00Z");
        assert_eq!(super::stamp(1_796_457_676), "2026-12-05T08:01:16Z");
    }
}
