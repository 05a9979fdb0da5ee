//! The screens, driven by keys and clicks into a `TestBackend`: the app's screens and their
//! snapshots (`app`), match setup's options (`setup_options`), real dice and the score pad
//! (`real_dice`), same dice (`same_dice`), the language chosen in setup (`setup_language`), a CPU's name following its level
//! (`setup_cpu_names`), the statistics report (`stats_report`) and in other languages
//! (`stats_languages`), Learn to play (`learn`), a public
//! server's standings (`standings`), random events that must never break the app (`fuzz`),
//! and the busiest screens in other languages (`l10n`).

mod app;
mod daily;
mod fuzz;
mod l10n;
mod l10n_card;
mod learn;
mod real_dice;
mod same_dice;
mod setup_cpu_names;
mod setup_language;
mod setup_options;
mod setup_presets;
mod standings;
mod stats_languages;
mod stats_report;
