//! The server's screens as the load's people go through them: what they read and the keys
//! they press to pick a handle, order a table and join one by its code. Kept in one place,
//! so that a change of the lobby changes only this file; each step waits for the screen
//! that shows it done, and a screen that never comes fails the run with what was shown.

use std::net::SocketAddr;
use std::time::Duration;

use super::person::Person;

/// What the lobby shows, whoever looks (its frame's title).
pub(crate) const LOBBY: &str = "play anyone";
/// What the handle screen shows a new key.
const HANDLE: &str = "Handle:";
/// The match's screen.
pub(crate) const PLAYING: &str = "to play";

/// Person `i`'s handle, and the SSH user name they come with (the handle screen offers it).
pub(crate) fn handle_of(i: usize) -> String {
    format!("load{i:05}")
}

/// Where the server listens, from its first line ("yahtzee serve is listening on
/// 127.0.0.1:40123.").
pub(crate) fn listening(line: &str) -> Option<SocketAddr> {
    let (_, rest) = line.split_once("listening on ")?;
    rest.split_whitespace()
        .next()?
        .trim_end_matches('.')
        .parse()
        .ok()
}

/// How many tables the server reopened at start ("2026-12-05T09:26:02Z 250 tables reopened
/// from the database, waiting for their people."; the time before is the log's).
pub(crate) fn reopened(line: &str) -> Option<usize> {
    let (said, _) = line.split_once(" reopened from the database")?;
    let mut words = said.split_whitespace().rev();
    let noun = words.next()?;
    if noun != "table" && noun != "tables" {
        return None;
    }
    words.next()?.parse().ok()
}

/// A table ordered: its code, which its other people type to join.
#[derive(Clone, Debug)]
pub(crate) struct Seating {
    pub code: String,
}

/// A new key's first screen, then the lobby: the handle offered is the user name, and
/// Enter takes it. A key with an account goes straight to the lobby.
pub(crate) async fn arrive(p: &mut Person, wait: Duration) -> Result<(), String> {
    if p.until(&[HANDLE, LOBBY], wait).await? == 0 {
        p.send(b"\r").await?;
        p.until(&[LOBBY], wait).await?;
    }
    Ok(())
}

/// The keys of a new table from the lobby's first row: New table; seat 2 stays open to
/// anyone; seat 3 from nobody to open; seat 4 from nobody past open, kept for and the
/// Beginner and Casual CPUs to the Strong CPU; the table made private; Open the table.
const NEW_TABLE: &[u8] = b"\rjjljllllljlj\r";

/// Orders a private table of the server's first preset (the person, two seats open to
/// anyone and a Strong CPU) and reads its code from the lobby's message.
pub(crate) async fn open_table(p: &mut Person, wait: Duration) -> Result<Seating, String> {
    p.until(&[LOBBY], wait).await?;
    p.send(NEW_TABLE).await?;
    p.until(&["Its code: "], wait).await?;
    let text = p.text();
    let code = text
        .split_once("Its code: ")
        .and_then(|(_, rest)| rest.split_whitespace().next())
        .map(|c| c.trim_end_matches('.').to_string())
        .filter(|c| !c.is_empty())
        .ok_or_else(|| format!("no code on the screen:\n{text}"))?;
    Ok(Seating { code })
}

/// From the lobby's first row: Join by code, the code, Enter; then the seat (or, at a table
/// already playing, a spectator's place), until the match's screen shows (once the table's
/// last person has joined).
pub(crate) async fn join(p: &mut Person, seating: &Seating, wait: Duration) -> Result<(), String> {
    p.until(&[LOBBY], wait).await?;
    p.send(b"j\r").await?;
    p.until(&["Code:"], wait).await?;
    p.send(format!("{}\r", seating.code).as_bytes()).await?;
    p.until(&[PLAYING], wait).await.map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_servers_lines_are_read() {
        assert_eq!(
            listening("yahtzee serve is listening on 127.0.0.1:40123."),
            Some(SocketAddr::from(([127, 0, 0, 1], 40123)))
        );
        assert_eq!(listening("People join with: ssh -p 40123 127.0.0.1"), None);
        assert_eq!(
            reopened("250 tables reopened from the database, waiting for their people."),
            Some(250)
        );
        assert_eq!(
            reopened("1 table reopened from the database, waiting for their people."),
            Some(1)
        );
        assert_eq!(
            reopened("2026-12-05T09:26:02Z 2 tables reopened from the database, waiting."),
            Some(2)
        );
        assert_eq!(reopened("Table #3 reopened"), None);
        assert_eq!(reopened("Table #3 reopened from the database"), None);
    }

    #[test]
    fn handles_are_ones_the_server_takes() {
        for i in [0, 1, 999, 99_999] {
            let h = handle_of(i);
            assert!((2..=16).contains(&h.len()), "{h}");
            assert!(h.chars().all(|c| c.is_ascii_alphanumeric()), "{h}");
        }
    }
}
