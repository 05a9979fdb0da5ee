//! `yahtzee list`: the matches on the go, newest first, and how `yahtzee resume` finds the
//! one asked for.

use std::path::Path;

use unicode_width::UnicodeWidthStr as _;

use crate::cli::CliError;
use crate::l10n::t;
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
        return Ok(t!("cli-list-none"));
    }
    // Each column is as wide as English made it, or as its header in the language spoken.
    let headers = [
        t!("cli-list-col-id"),
        t!("cli-list-col-players"),
        t!("cli-list-col-rules"),
        t!("cli-list-col-round"),
    ];
    let widths: Vec<usize> = headers
        .iter()
        .zip([17, 32, 14, 14])
        .map(|(h, w)| h.width().max(w))
        .collect();
    let mut out = String::new();
    for (h, &w) in headers.iter().zip(&widths) {
        out.push_str(&pad(h, w));
        out.push(' ');
    }
    out.push_str(&t!("cli-list-col-last-played"));
    out.push('\n');
    for entry in &entries {
        let line = match &entry.state {
            EntryState::Ready(b) | EntryState::Elsewhere(b) => {
                let mut who = b.who();
                // A daily is named as the screens name it: its replay is no plain practice.
                match b.daily {
                    Some(mark) => who.push_str(&format!(" ({})", mark.label())),
                    None if b.practice => who.push_str(&format!(" ({})", t!("cli-list-practice"))),
                    None => {}
                }
                let round = if b.over {
                    t!("cli-list-over")
                } else {
                    t!("cli-list-round", round = (b.round), rounds = (b.rounds))
                };
                let busy = if matches!(entry.state, EntryState::Elsewhere(_)) {
                    format!("  ({})", t!("cli-list-elsewhere"))
                } else {
                    String::new()
                };
                let cells = [
                    entry.id.to_string(),
                    crate::escape::excerpt(&who, 32),
                    b.shown_rules.clone(),
                    round,
                ];
                let mut line = String::new();
                for (cell, &w) in cells.iter().zip(&widths) {
                    line.push_str(&pad(cell, w));
                    line.push(' ');
                }
                format!("{line}{}{busy}", format_time(b.saved_unix))
            }
            EntryState::Newer(why) | EntryState::Unreadable(why) => {
                format!("{} {why}", pad(entry.id.as_str(), widths[0]))
            }
        };
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str(&t!("cli-list-resume-hint"));
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
                let what = if practice { "practice" } else { "match" };
                // The one the player means is likely open in another window.
                let open = entries.iter().find(
                    |e| matches!(&e.state, EntryState::Elsewhere(b) if b.practice == practice),
                );
                if let Some(open) = open {
                    return CliError::Failed(t!(
                        "cli-resume-elsewhere",
                        what = what,
                        id = open.id.as_str()
                    ));
                }
                let others = if entries.is_empty() { "none" } else { "some" };
                CliError::Failed(t!("cli-resume-none", what = what, others = others))
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
            return Err(CliError::Usage(t!(
                "cli-resume-no-such-id",
                id = asked.as_str()
            )));
        }
        (None, _) => {
            return Err(CliError::Usage(t!(
                "cli-resume-ambiguous-id",
                count = (starting.len()),
                id = asked.as_str()
            )));
        }
    };
    match &entry.state {
        EntryState::Ready(_) => Ok(entry.id.clone()),
        EntryState::Elsewhere(_) => Err(CliError::Failed(t!(
            "cli-resume-busy",
            id = entry.id.as_str()
        ))),
        EntryState::Newer(why) | EntryState::Unreadable(why) => Err(CliError::Failed(why.clone())),
    }
}

/// `s` padded with spaces to `w` columns by its width on screen (a translated header may
/// hold letters of two columns or none), never cut.
fn pad(s: &str, w: usize) -> String {
    format!("{s}{}", " ".repeat(w.saturating_sub(s.width())))
}
