//! The command-line grammar, as clap derives it.

use clap::{Args, Parser, Subcommand};

use crate::rules::{Preset, Ruleset, SettingKey, SettingValue};

#[derive(Debug, Parser)]
#[command(
    name = "yahtzee",
    version,
    about = "Yahtzee in the terminal: hot-seat matches, CPU opponents up to perfect play, saved games.",
    long_about = "Yahtzee in the terminal: 1–4 seats, each a person or a CPU of chosen strength, \
                  with exact rules (Joker, bonuses and every table variant as a setting).\n\n\
                  Run without a command to open the main menu."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print the rules and the active settings as text.
    Rules(RulesArgs),
}

/// `--rules PRESET` and any number of `--set KEY=VALUE`, shared by every command that takes rules.
#[derive(Debug, Clone, Args)]
pub struct RulesArgs {
    /// Rules preset: classic (also kniffel) or simple (also yams).
    #[arg(long = "rules", value_name = "PRESET", default_value = "classic", value_parser = parse_preset)]
    pub preset: Preset,
    /// Change one setting, e.g. --set joker=free --set max_rolls=4. Keys: max_rolls,
    /// sticky_holds, upper_threshold, upper_bonus, kinds_score, full_house_points,
    /// small_straight_points, large_straight_points, yahtzee_points,
    /// five_of_a_kind_is_full_house, extra_yahtzee_bonus, bonus_needs_positive_yahtzee, joker.
    #[arg(long = "set", value_name = "KEY=VALUE", value_parser = parse_assignment)]
    pub set: Vec<(SettingKey, SettingValue)>,
}

impl RulesArgs {
    pub fn resolve(&self) -> Ruleset {
        let mut rules = Ruleset::preset(self.preset);
        for &(key, value) in &self.set {
            // Each value was checked against its key's range while parsing.
            let _ = rules.set(key, value);
        }
        rules
    }
}

fn parse_preset(s: &str) -> Result<Preset, String> {
    s.parse()
        .map_err(|e: crate::rules::UnknownPreset| e.to_string())
}

fn parse_assignment(s: &str) -> Result<(SettingKey, SettingValue), String> {
    let (key, value) = s
        .split_once('=')
        .ok_or_else(|| format!("'{s}' is not KEY=VALUE (e.g. joker=free)"))?;
    let key: SettingKey = key
        .parse()
        .map_err(|e: crate::rules::SettingError| e.to_string())?;
    let value = Ruleset::parse_value(key, value).map_err(|e| e.to_string())?;
    Ok((key, value))
}
