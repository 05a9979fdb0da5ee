//! `yahtzee stats`: figures per player over the finished matches, per card and per way of
//! playing.

use std::path::Path;

use serde_json::json;

use super::disk;
use crate::cli::CliError;

pub fn run(
    json: bool,
    played: Option<crate::store::PlayMode>,
    layout: Option<crate::rules::Layout>,
    data_dir: Option<&Path>,
) -> Result<String, CliError> {
    if let Some(dir) = data_dir
        && dir.exists()
        && !dir.is_dir()
    {
        return Err(CliError::NotAFolder(dir.to_path_buf()));
    }
    let mut store = disk(data_dir)?;
    // A history that cannot be read at all (as opposed to a damaged one, kept aside and
    // restarted) is a failure: the figures would be wrong, not merely fewer.
    let (history, problem) = store.history_checked().map_err(CliError::store)?;
    if let Some(p) = problem {
        eprintln!("yahtzee: {}", crate::escape::shown_lines(&p));
    }
    for aside in store.histories_kept_aside() {
        eprintln!(
            "yahtzee: an earlier match history was damaged and kept as {}; these statistics count only the matches since then",
            crate::escape::shown(&aside)
        );
    }
    let history = match layout {
        Some(layout) => crate::store::layout_only(&history, layout),
        None => history,
    };
    let split = crate::store::play_split_line(&history);
    let history = match played {
        Some(mode) => crate::store::played_only(&history, mode),
        None => history,
    };
    let stats = crate::store::player_stats(&history);
    let layouts = crate::store::layout_counts(&history);
    if json {
        // The split: every way of playing with its own figures, whatever the filter.
        let by_play: serde_json::Map<String, serde_json::Value> =
            crate::store::play_counts(&history)
                .iter()
                .map(|&(mode, matches)| {
                    let only = crate::store::played_only(&history, mode);
                    (
                        mode.id().to_string(),
                        json!({
                            "matches": matches,
                            "players": crate::store::player_stats(&only),
                        }),
                    )
                })
                .collect();
        // And every card on its own: figures of different cards do not mix.
        let by_layout: serde_json::Map<String, serde_json::Value> = layouts
            .iter()
            .map(|&(card, matches)| {
                let only = crate::store::layout_only(&history, card);
                (
                    card.id().to_string(),
                    json!({
                        "matches": matches,
                        "players": crate::store::player_stats(&only),
                    }),
                )
            })
            .collect();
        return serde_json::to_string_pretty(&json!({
            "played": played.map(|m| m.id()),
            "layout": layout.map(|l| l.id()),
            "players": stats,
            "by_play": by_play,
            "by_layout": by_layout,
            "high_scores": crate::store::high_scores(&history),
        }))
        .map_err(CliError::from);
    }
    if stats.is_empty() {
        let card = layout.map_or(String::new(), |l| format!(" on the {}", l.name()));
        return Ok(match played {
            Some(mode) => format!(
                "No finished matches played with {}{card} yet.\n",
                mode.label()
            ),
            None => format!("No finished matches{card} yet.\n"),
        });
    }
    let mut lines = vec![match played {
        Some(mode) => format!("Only matches played with {} ({split}).", mode.label()),
        None => format!("{split}."),
    }];
    if layouts.len() > 1 {
        // Each card on its own: a Yatzy mean and a Yahtzee mean are not one figure.
        for (card, matches) in layouts {
            let only = crate::store::layout_only(&history, card);
            let card_stats = crate::store::player_stats(&only);
            lines.push(String::new());
            lines.push(format!(
                "{} ({})",
                card.name(),
                crate::words::count(matches as u64, "match", "matches")
            ));
            lines.extend(crate::store::stats_table(&card_stats));
            lines.extend(crate::store::stats_details(&card_stats, &only));
        }
    } else {
        lines.extend(crate::store::stats_table(&stats));
        lines.extend(crate::store::stats_details(&stats, &history));
    }
    let mut out = lines.join("\n");
    out.push('\n');
    Ok(out)
}
