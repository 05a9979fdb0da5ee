//! The command line: its commands as scripts use them (`commands`), the config file
//! (`config`), and words from outside (paths, names, arguments) that reach a file or the
//! terminal (`outside_words`).

mod commands;
mod config;
mod daily;
mod languages;
mod night_commands;
mod outside_words;
mod presets;

/// Archives in the data folder `dir` a finished match of two CPUs (Casual and Beginner) on
/// `preset`'s card, id `id`, as `yahtzee review` and the history read it.
fn archive_cpu_match(dir: &std::path::Path, preset: yahtzee::rules::Preset, id: &str) {
    use yahtzee::game::Level;
    use yahtzee::store::{DiskStore, FinishedMatch, MatchOptions, Storage};
    let rules = yahtzee::rules::Ruleset::preset(preset);
    let mut cpus = vec![
        yahtzee::ai::Cpu::new(Level::Casual, rules, None).unwrap(),
        yahtzee::ai::Cpu::new(Level::Beginner, rules, None).unwrap(),
    ];
    let m = yahtzee::ai::arena::play_match(rules, &mut cpus, 4).unwrap();
    DiskStore::new(dir.to_path_buf())
        .archive(
            FinishedMatch {
                id: id.to_string(),
                started_unix: 1_700_000_000,
                finished_unix: 1_700_000_900,
                options: MatchOptions::default(),
                record: m.to_record(),
            },
            true,
        )
        .unwrap();
}
