//! `yahtzee list`: the matches on the go, newest first, and how `yahtzee resume` finds the
//! one asked for.

use std::path::Path;

use crate::cli::CliError;
use crate::store::{EntryState, MatchEntry, MatchId, format_time};

/// Every match on the go in the data folder, read as the game reads them (the saves of
/// releases up to 0.4 moved into the matches folder; on a folder that cannot be written, read
/// where they are), newest first, with what was found worth telling.
pub(super) fn entries(data_dir: Option<&Path>) -> Result<(Vec<MatchEntry>, Vec<String>), CliError> {
    let disk = super::disk(data_dir)?;
    let (mut store, _) = crate::store::readonly::open(Box::new(disk));
    let entries = store.list_matches();
    Ok((entries, store.take_notices()))
}

/// `yahtzee list [--json]`.
pub(crate) fn run(json: bool, data_dir: Option<&Path>) -> Result<String, CliError> {
    let (entries, notices) = entries(data_dir)?;
    for notice in &notices {
        eprintln!("yahtzee: {}", crate::escape::shown(notice));
    }
    if json {
        return super::json_text(&entries.iter().map(as_json).collect::<Vec<_>>());
    }
    if entries.is_empty() {
        return Ok("No match is on the go. Start one with yahtzee new.".to_string());
    }
    let mut out = format!(
        "{:<17} {:<32} {:<14} {:<14} {}\n",
        "ID", "Players", "Rules", "Round", "Last played"
    );
    for entry in &entries {
        let line = match &entry.state {
            EntryState::Ready(b) | EntryState::Elsewhere(b) => {
                let mut who = b.who();
                // A daily is named as the screens name it: its replay is no plain practice.
                match b.daily {
                    Some(mark) => who.push_str(&format!(" ({})", mark.label())),
                    None if b.practice => who.push_str(" (practice)"),
                    None => {}
                }
                let round = if b.over {
                    "over".to_string()
                } else {
                    format!("{} of {}", b.round, b.rounds)
                };
                let busy = if matches!(entry.state, EntryState::Elsewhere(_)) {
                    "  (in another window)"
                } else {
                    ""
                };
                format!(
                    "{:<17} {:<32} {:<14} {:<14} {}{busy}",
                    entry.id,
                    crate::escape::excerpt(&who, 32),
                    b.rules,
                    round,
                    format_time(b.saved_unix)
                )
            }
            EntryState::Newer(why) | EntryState::Unreadable(why) => {
                format!("{:<17} {why}", entry.id)
            }
        };
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str("Resume one with: yahtzee resume ID");
    Ok(out)
}

fn as_json(entry: &MatchEntry) -> serde_json::Value {
    let (state, brief, problem) = match &entry.state {
        EntryState::Ready(b) => ("ready", Some(b), None),
        EntryState::Elsewhere(b) => ("in another window", Some(b), None),
        EntryState::Newer(why) => ("newer", None, Some(why)),
        EntryState::Unreadable(why) => ("unreadable", None, Some(why)),
    };
    let mut value = serde_json::json!({ "id": entry.id.as_str(), "state": state });
    if let Some(b) = brief {
        value["players"] = serde_json::json!(b.players);
        value["rules"] = serde_json::json!(b.rules);
        value["round"] = serde_json::json!(b.round);
        value["rounds"] = serde_json::json!(b.rounds);
        value["practice"] = serde_json::json!(b.practice);
        value["over"] = serde_json::json!(b.over);
        value["last_played_unix"] = serde_json::json!(b.saved_unix);
    }
    if let Some(why) = problem {
        value["problem"] = serde_json::json!(why);
    }
    value
}

/// The match `yahtzee resume [ID]` means: the one whose id is `id` (or starts with it, if
/// only one does), else the newest that can be resumed (a practice one if `practice`).
pub(super) fn pick(
    id: Option<&str>,
    practice: bool,
    data_dir: Option<&Path>,
) -> Result<MatchId, CliError> {
    let (entries, _) = entries(data_dir)?;
    let Some(asked) = id else {
        return entries
            .iter()
            .find(|e| matches!(&e.state, EntryState::Ready(b) if b.practice == practice))
            .map(|e| e.id.clone())
            .ok_or_else(|| {
                let what = if practice { "practice match" } else { "match" };
                // The one the player means is likely open in another window.
                let open = entries.iter().find(
                    |e| matches!(&e.state, EntryState::Elsewhere(b) if b.practice == practice),
                );
                if let Some(open) = open {
                    return CliError::Failed(format!(
                        "the {what} {} is being played in another window; yahtzee list shows every match on the go",
                        open.id
                    ));
                }
                let others = if entries.is_empty() {
                    "start one with yahtzee new".to_string()
                } else {
                    "yahtzee list shows the matches on the go".to_string()
                };
                CliError::Failed(format!("there is no {what} to resume; {others}"))
            });
    };
    let asked = MatchId::parse(asked).map_err(|e| CliError::Usage(e.to_string()))?;
    let exact = entries.iter().find(|e| e.id == asked);
    let starting: Vec<&MatchEntry> = entries
        .iter()
        .filter(|e| e.id.as_str().starts_with(asked.as_str()))
        .collect();
    let entry = match (exact, starting.as_slice()) {
        (Some(e), _) => e,
        (None, [e]) => *e,
        (None, []) => {
            return Err(CliError::Usage(format!(
                "no match on the go has the ID {asked}; yahtzee list shows them"
            )));
        }
        (None, _) => {
            return Err(CliError::Usage(format!(
                "{} matches have an ID starting {asked}; give more of it (yahtzee list shows them)",
                starting.len()
            )));
        }
    };
    match &entry.state {
        EntryState::Ready(_) => Ok(entry.id.clone()),
        EntryState::Elsewhere(_) => Err(CliError::Failed(format!(
            "the match {} is being played in another window",
            entry.id
        ))),
        EntryState::Newer(why) | EntryState::Unreadable(why) => Err(CliError::Failed(why.clone())),
    }
}
