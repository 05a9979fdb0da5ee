//! Matches on the go: each unfinished match is a file of its own, so starting a new match
//! never replaces one and two windows can play two matches from one data folder.
//!
//! The layout, under the data folder:
//!
//! - `matches/<id>.json`: one match (normal or practice; the save says which), rewritten
//!   atomically after every action, removed once the history holds it;
//! - `matches/<id>.lock`: its lock (see [`crate::lock`]), held by the one window playing it,
//!   and removed with the save by that window, while it still holds it.
//!
//! One file per match, rather than one file listing them all, keeps every write as small and
//! as atomic as it was with one save: a kill while saving one match can only ever leave that
//! match's old or new file, never touch another's; and a lock per file lets two windows write
//! two matches without waiting for each other. A folder of their own keeps the list apart
//! from the data folder's other files and its kept-aside copies (`<id>.json.deleted-<time>`,
//! `<id>.json.corrupt-<time>`), which are never listed.
//!
//! A [`MatchId`] is the file's name without `.json`: the session's own id (sixteen hex
//! digits from the system's random source, so two windows never pick the same one), or, for a
//! save from an older release whose id is not a safe file name, a name derived from it. It is
//! checked wherever it comes from: a name typed on the command line can never lead out of the
//! folder.
//!
//! Releases up to 0.4 kept one match in `autosave.json` and one practice match in
//! `practice.json`. They are moved into the folder the first time it is listed (see
//! [`migrate_legacy`]) by a rename, which is atomic: a crash leaves the file in its old place
//! or its new one, and the next start finishes the move. Moving rather than listing them in
//! place keeps one kind of entry, one lock per match and one way to delete one.
//!
//! At most [`MAX_MATCHES`] matches are kept: a new one beyond is refused, with a message that
//! says to finish or delete one, so nothing already saved is ever dropped to make room.

use std::path::{Path, PathBuf};

use crate::game::Session;

/// The folder of matches on the go, inside the data folder.
pub const MATCHES_DIR: &str = "matches";

/// How many unfinished matches are kept at most. A family rarely has more than a few on the
/// go; fifty keeps the list a screen or two long and each listing (every save is replayed to
/// describe it) well under a second.
pub const MAX_MATCHES: usize = 50;

/// The longest id the game accepts as a file name.
pub const MAX_ID_LEN: usize = 40;

/// A match's name in the folder, checked to be a safe file name: 1 to 40 ASCII letters,
/// digits, `-` and `_`, starting with a letter or digit.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MatchId(String);

/// Why a text is not a match id.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "{}",
    yahtzee_l10n::t!("store-bad-match-id", id = crate::escape::excerpt(.0, 40), most = MAX_ID_LEN)
)]
pub struct BadId(pub String);

impl MatchId {
    /// Checks `text` as an id (a file name from outside, or a name typed by the player).
    pub fn parse(text: &str) -> Result<MatchId, BadId> {
        let ok = (1..=MAX_ID_LEN).contains(&text.len())
            && text.starts_with(|c: char| c.is_ascii_alphanumeric())
            && text
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if ok {
            Ok(MatchId(text.to_string()))
        } else {
            Err(BadId(text.to_string()))
        }
    }

    /// The id the match with session id `session_id` is kept under: the session id itself
    /// when it is a safe file name (every release writes such ids), else a name derived from
    /// it, the same every time.
    pub fn for_session_id(session_id: &str) -> MatchId {
        MatchId::parse(session_id).unwrap_or_else(|_| {
            MatchId(format!(
                "m{:016x}",
                crate::fingerprint(session_id.as_bytes())
            ))
        })
    }

    /// The id a session is kept under.
    pub fn of(session: &Session) -> MatchId {
        MatchId::for_session_id(session.id())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The save's file name in the matches folder.
    pub fn file_name(&self) -> String {
        format!("{}.json", self.0)
    }

    /// The lock's file name in the matches folder.
    pub fn lock_name(&self) -> String {
        format!("{}.lock", self.0)
    }
}

impl std::fmt::Display for MatchId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.pad(&self.0)
    }
}

/// A match on the go as the list shows it: who plays, under which rules, how far, when.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchBrief {
    /// The session's own id (the history knows a finished match by it).
    pub session_id: String,
    pub players: Vec<String>,
    /// The rules' name ("Classic", "Yatzy", …), as files and `--json` spell it.
    pub rules: String,
    /// The rules' name in the language spoken when the list was read.
    pub shown_rules: String,
    /// The round being played (the last one once the match is over), and of how many.
    pub round: usize,
    pub rounds: usize,
    pub practice: bool,
    /// The day's daily (scored or a replay), if it is one.
    pub daily: Option<crate::daily::DailyMark>,
    /// Every box is filled: the match only waits to be moved to the history.
    pub over: bool,
    /// When it was last saved (seconds since 1970).
    pub saved_unix: u64,
}

impl MatchBrief {
    pub fn of(session: &Session, saved_unix: u64) -> MatchBrief {
        let game = session.game();
        MatchBrief {
            session_id: session.id().to_string(),
            players: game.seats().iter().map(|s| s.name.clone()).collect(),
            rules: game.rules().name().to_string(),
            shown_rules: game.rules().shown_name().to_string(),
            round: game.round(),
            rounds: game.rounds(),
            practice: session.options().practice,
            daily: crate::daily::DailyMark::of(game, session.options().practice),
            over: game.is_over(),
            saved_unix,
        }
    }

    /// "Ana, Ben and Strong CPU".
    pub fn who(&self) -> String {
        match self.players.split_last() {
            Some((last, rest)) if !rest.is_empty() => yahtzee_l10n::t!(
                "store-players-and",
                rest = rest.join(", "),
                last = last.as_str()
            ),
            _ => self.players.join(""),
        }
    }
}

/// What the list found for one file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntryState {
    /// Readable, and no other window plays it.
    Ready(MatchBrief),
    /// Readable, and another window is playing it now.
    Elsewhere(MatchBrief),
    /// Written by a newer program: left untouched, not opened.
    Newer(String),
    /// It cannot be read, and could not be moved aside (or the folder cannot be written): it
    /// stays in place, said in a sentence.
    Unreadable(String),
}

/// One match on the go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchEntry {
    pub id: MatchId,
    pub state: EntryState,
}

impl MatchEntry {
    pub fn brief(&self) -> Option<&MatchBrief> {
        match &self.state {
            EntryState::Ready(b) | EntryState::Elsewhere(b) => Some(b),
            _ => None,
        }
    }

    /// When it was last saved; 0 for a file that cannot be read.
    pub fn saved_unix(&self) -> u64 {
        self.brief().map_or(0, |b| b.saved_unix)
    }
}

/// Newest first (by last save, then by id so the order never flickers).
pub fn sort_newest_first(entries: &mut [MatchEntry]) {
    entries.sort_by(|a, b| {
        b.saved_unix()
            .cmp(&a.saved_unix())
            .then_with(|| a.id.cmp(&b.id))
    });
}

/// The ids of the saves in `dir` (files named `<id>.json`; anything else, kept-aside copies
/// included, is not a match on the go), in name order.
pub fn ids_in(dir: &Path) -> Vec<MatchId> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut ids: Vec<MatchId> = entries
        .flatten()
        .filter_map(|e| {
            let name = e.file_name();
            let stem = name.to_str()?.strip_suffix(".json")?;
            MatchId::parse(stem).ok()
        })
        .collect();
    ids.sort();
    ids
}

/// The save files of releases up to 0.4, each with its lock, in the data folder.
pub const LEGACY: [(&str, &str); 2] = [
    ("autosave.json", "autosave.lock"),
    ("practice.json", "practice.lock"),
];

/// What moving an old save into the folder came to, for the player when it is worth telling.
#[derive(Debug, PartialEq, Eq)]
pub enum Migrated {
    /// Nothing there, or moved: nothing to say.
    Quiet,
    /// Said in a sentence (a damaged old save kept aside, a newer one left alone).
    Told(String),
}

/// Moves `name` (an old release's save in `data`) to `matches/<id>.json`, holding both the
/// old lock (`lock_name`: a window of an old release playing it keeps it where it is) and the
/// new one. A rename is atomic, so a crash leaves the save in one of the two places; if the
/// same save already stands in both (a crash between the rename and its sync on some file
/// systems), the old copy is the one removed; if a different save of the same match stands in
/// the folder, the old one is kept aside, never lost.
pub fn migrate_legacy(data: &Path, name: &str, lock_name: &str) -> Migrated {
    let old = data.join(name);
    if std::fs::symlink_metadata(&old).is_err() {
        return Migrated::Quiet;
    }
    let Ok(_old_lock) = crate::lock::try_lock(&data.join(lock_name)) else {
        return Migrated::Quiet;
    };
    let bytes = match crate::read_limited(&old, crate::SAVE_LIMIT) {
        Ok(Some(b)) => b,
        Ok(None) => return Migrated::Quiet,
        Err(e) => return Migrated::Told(kept_aside_old(&old, &e.to_string())),
    };
    let session = match crate::parse_save(&bytes) {
        Ok(s) => s,
        Err(why @ crate::SaveRefusal::Newer { .. }) => {
            return Migrated::Told(yahtzee_l10n::t!(
                "store-named-save-newer",
                name = name,
                why = why.to_string()
            ));
        }
        Err(crate::SaveRefusal::Damaged(why)) => {
            return Migrated::Told(kept_aside_old(&old, &why));
        }
    };
    let id = MatchId::of(&session);
    let dir = data.join(MATCHES_DIR);
    if crate::ensure_dir(&dir).is_err() {
        return Migrated::Quiet;
    }
    let Ok(_new_lock) = crate::lock::try_lock(&dir.join(id.lock_name())) else {
        return Migrated::Quiet;
    };
    let new = dir.join(id.file_name());
    if std::fs::symlink_metadata(&new).is_ok() {
        let same = crate::read_limited(&new, crate::SAVE_LIMIT)
            .ok()
            .flatten()
            .is_some_and(|b| b == bytes);
        if same {
            let _ = std::fs::remove_file(&old);
            return Migrated::Quiet;
        }
        return match crate::fsutil::keep_aside(&old, "other", crate::now_unix()) {
            Ok(kept) => Migrated::Told(yahtzee_l10n::t!(
                "store-older-copy-found",
                name = name,
                kept = kept.describe()
            )),
            Err(_) => Migrated::Quiet,
        };
    }
    match std::fs::rename(&old, &new) {
        Ok(()) => {
            crate::fsutil::sync_dirs(&[data, &dir]);
            Migrated::Quiet
        }
        Err(e) => Migrated::Told(yahtzee_l10n::t!(
            "store-save-not-moved",
            name = name,
            error = e.to_string()
        )),
    }
}

fn kept_aside_old(path: &Path, why: &str) -> String {
    let kept = match crate::fsutil::keep_aside(path, "corrupt", crate::now_unix()) {
        Ok(kept) => kept.describe(),
        Err(e) => yahtzee_l10n::t!("store-kept-failed", error = e.to_string()),
    };
    crate::damage(
        |why| yahtzee_l10n::t!("store-save-damaged", why = why, kept = kept.as_str()),
        why,
    )
}

/// The saves of a folder that cannot be written: those in the matches folder, and the old
/// releases' files, which cannot be moved there, listed in place. Each is read, never moved.
pub fn read_only_files(data: &Path) -> Vec<(MatchId, PathBuf)> {
    let dir = data.join(MATCHES_DIR);
    let mut files: Vec<(MatchId, PathBuf)> = ids_in(&dir)
        .into_iter()
        .map(|id| {
            let path = dir.join(id.file_name());
            (id, path)
        })
        .collect();
    for (name, _) in LEGACY {
        let path = data.join(name);
        let Ok(Some(bytes)) = crate::read_limited(&path, crate::SAVE_LIMIT) else {
            continue;
        };
        if let Ok(session) = crate::parse_save(&bytes) {
            let id = MatchId::of(&session);
            if !files.iter().any(|(known, _)| *known == id) {
                files.push((id, path));
            }
        }
    }
    files
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_is_a_plain_file_name_and_nothing_else() {
        for good in ["5afd082ef280bfe5", "fixture-live", "a", "A_b-9"] {
            assert_eq!(MatchId::parse(good).map(|i| i.to_string()), Ok(good.into()));
        }
        let long = "a".repeat(MAX_ID_LEN + 1);
        for bad in [
            "", ".", "..", "../x", "a/b", "a\\b", "-a", "_a", "a.json", "a b", "é", "a\0", &long,
        ] {
            assert!(MatchId::parse(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn an_unsafe_session_id_gets_a_safe_name_the_same_every_time() {
        let a = MatchId::for_session_id("../../etc/passwd");
        assert_eq!(a, MatchId::for_session_id("../../etc/passwd"));
        assert!(MatchId::parse(a.as_str()).is_ok());
        assert_ne!(a, MatchId::for_session_id("../../etc/group"));
    }
}
