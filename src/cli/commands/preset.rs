//! `yahtzee preset`: the player's own presets (save, list, rename, delete), and how
//! `--rules NAME` finds one.
//!
//! The built-in presets are known to the parser; a name that is none of them is looked up
//! here, in the data folder the command uses, when it runs. A built-in always wins (the
//! store refuses a new name that stands for one, and a file from an older release may still
//! hold one). `preset list --names` is what the completion scripts ask for the values of
//! `--rules`: every name it takes, one a line, without a word about a damaged file (the
//! file is only read, never moved aside, so completing a word changes nothing).

use std::path::Path;

use crate::cli::CliError;
use crate::cli::args::{PresetAction, PresetArgs, RulesChoice};
use crate::l10n::t;
use crate::rules::{Preset, Ruleset};
use crate::store::presets::{BadPresetName, PresetError, PresetRefusal, describe, name_list};
use crate::store::{OwnPresets, PresetChange, Storage};

pub(crate) fn run(args: &PresetArgs, data_dir: Option<&Path>) -> Result<String, CliError> {
    match &args.action {
        PresetAction::List(list) if list.names => Ok(every_name(data_dir).join("\n")),
        PresetAction::List(_) => list(data_dir),
        PresetAction::Save(save) => {
            let rules = save.rules.resolve(data_dir)?;
            change(
                data_dir,
                &PresetChange::Save {
                    name: save.name.clone(),
                    rules,
                    replace: save.replace,
                },
            )?;
            Ok(t!(
                "cli-preset-saved",
                name = save.name.to_string(),
                rules = describe(&rules)
            ))
        }
        PresetAction::Rename(rename) => {
            // The name as it was stored ("Quick"), not as it was typed ("quick").
            let old = own_presets(data_dir)?
                .find(&rename.old)
                .map_or_else(|| rename.old.clone(), |p| p.name.as_str().to_string());
            change(
                data_dir,
                &PresetChange::Rename {
                    from: rename.old.clone(),
                    to: rename.new.clone(),
                },
            )?;
            Ok(t!(
                "cli-preset-renamed",
                old = crate::escape::excerpt(&old, 32),
                new = rename.new.to_string()
            ))
        }
        PresetAction::Delete(delete) => {
            let before = own_presets(data_dir)?;
            let found = before.find(&delete.name);
            // A built-in is not "no preset of yours": say what it is, and that it stays.
            if found.is_none()
                && let Err(BadPresetName::BuiltIn(_, preset)) =
                    crate::store::PresetName::new_name(&delete.name)
            {
                return Err(CliError::Usage(t!(
                    "cli-preset-built-in-stays",
                    name = crate::escape::excerpt(&delete.name, 32),
                    preset = preset.to_string()
                )));
            }
            let name = found.map_or_else(|| delete.name.clone(), |p| p.name.as_str().to_string());
            change(
                data_dir,
                &PresetChange::Delete {
                    name: delete.name.clone(),
                },
            )?;
            Ok(t!(
                "cli-preset-deleted",
                name = crate::escape::excerpt(&name, 32)
            ))
        }
    }
}

/// The rules `--rules` names: a built-in preset, or one of the player's own.
pub(crate) fn rules_named(
    choice: &RulesChoice,
    data_dir: Option<&Path>,
) -> Result<Ruleset, CliError> {
    let name = match choice {
        RulesChoice::BuiltIn(preset) => return Ok(Ruleset::preset(*preset)),
        RulesChoice::Own(name) => name,
    };
    let own = match data_dir {
        Some(_) => own_presets(data_dir)?,
        None => OwnPresets::new(),
    };
    own.find(name.as_str())
        .map(|p| p.rules)
        .ok_or_else(|| CliError::Usage(unknown_rules(name.as_str(), &own.names())))
}

/// The longest line an unknown `--rules` name gets (under 400 with "yahtzee: " before it).
const UNKNOWN_CHARS: usize = 385;

/// "unknown rules preset 'X'; choose classic (also …) …; or one of yours: A, B": every
/// built-in name, then as many of the player's own as the line has room for.
fn unknown_rules(name: &str, yours: &[String]) -> String {
    let name = crate::escape::excerpt(name, 32);
    let choices = Preset::choices();
    if yours.is_empty() {
        return t!(
            "cli-preset-unknown-none-yours",
            name = name.as_str(),
            choices = choices.as_str()
        );
    }
    let mut shown = yours.len().min(8);
    loop {
        let list = name_list(&yours[..shown]);
        let more = yours.len() - shown;
        let line = t!(
            "cli-preset-unknown",
            name = name.as_str(),
            choices = choices.as_str(),
            yours = list,
            more = more
        );
        if line.chars().count() <= UNKNOWN_CHARS || shown == 0 {
            return crate::escape::excerpt(&line, UNKNOWN_CHARS);
        }
        shown -= 1;
    }
}

/// An own preset's name as saved (`--rules family` names "Family").
pub(crate) fn stored_name(name: &crate::store::PresetName, data_dir: Option<&Path>) -> String {
    own_presets(data_dir)
        .ok()
        .and_then(|own| own.find(name.as_str()).map(|p| p.name.to_string()))
        .unwrap_or_else(|| name.to_string())
}

/// The presets in the data folder; a damaged file was kept aside, and is said on stderr.
fn own_presets(data_dir: Option<&Path>) -> Result<OwnPresets, CliError> {
    let mut store = super::disk(data_dir)?;
    let (presets, problem) = store.presets();
    if let Some(problem) = problem {
        eprintln!("yahtzee: {}", crate::escape::shown(&problem));
    }
    Ok(presets)
}

fn change(data_dir: Option<&Path>, change: &PresetChange) -> Result<OwnPresets, CliError> {
    let mut store = super::disk(data_dir)?;
    let done = store.change_presets(change);
    for notice in store.take_notices() {
        eprintln!("yahtzee: {}", crate::escape::shown(&notice));
    }
    done.map_err(|e| match e {
        PresetError::Refused(why @ PresetRefusal::Exists(_))
            if matches!(change, PresetChange::Save { .. }) =>
        {
            CliError::Usage(t!("cli-preset-exists", why = why.to_string()))
        }
        PresetError::Refused(why) => CliError::Usage(why.to_string()),
        PresetError::File(why) => CliError::Failed(why),
        PresetError::Store(why) => CliError::Failed(why.to_string()),
    })
}

/// Every name `--rules` takes: the built-in presets with their aliases, then the player's
/// own that no built-in hides. Read only: a damaged file is left for a command that reports.
fn every_name(data_dir: Option<&Path>) -> Vec<String> {
    let mut names: Vec<String> = Preset::ALL
        .iter()
        .flat_map(|p| p.names().iter().map(|n| n.to_string()))
        .collect();
    let own = data_dir
        .map(|d| d.join(crate::store::presets::PRESETS_FILE))
        .and_then(|path| {
            crate::store::read_limited(&path, crate::store::presets::PRESETS_LIMIT).ok()
        })
        .flatten()
        .and_then(|bytes| OwnPresets::from_bytes(&bytes).ok())
        .unwrap_or_default();
    names.extend(
        own.all()
            .iter()
            .map(|p| p.name.as_str().to_string())
            .filter(|n| n.parse::<Preset>().is_err()),
    );
    names
}

fn list(data_dir: Option<&Path>) -> Result<String, CliError> {
    let own = own_presets(data_dir)?;
    if own.all().is_empty() {
        return Ok(t!("cli-preset-none-yet"));
    }
    let width = own
        .all()
        .iter()
        .map(|p| unicode_width::UnicodeWidthStr::width(p.name.to_string().as_str()))
        .max()
        .unwrap_or(0);
    let mut lines = vec![t!(
        "cli-preset-list-heading",
        count = (own.all().len()),
        most = (crate::store::presets::MAX_PRESETS)
    )];
    for preset in own.all() {
        let name = preset.name.to_string();
        let pad = width.saturating_sub(unicode_width::UnicodeWidthStr::width(name.as_str()));
        let hidden = if preset.name.as_str().parse::<Preset>().is_ok() {
            format!(" ({})", t!("cli-preset-hidden-by-built-in"))
        } else {
            String::new()
        };
        lines.push(format!(
            "  {name}{}  {}{hidden}",
            " ".repeat(pad),
            describe(&preset.rules)
        ));
    }
    Ok(lines.join("\n"))
}

#[cfg(test)]
mod tests {
    use crate::cli::args::{Cli, Command};
    use crate::rules::{Ruleset, SettingKey, SettingValue};
    use crate::store::{DiskStore, PresetChange, PresetName, Storage};
    use clap::Parser;

    /// `new --rules NAME --start` plays the own preset's rules; a setup remembered with
    /// them still loads, with them, once the preset is deleted (it holds the rules).
    #[test]
    fn new_start_plays_an_own_preset_and_a_setup_outlives_it() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = DiskStore::new(dir.path().to_path_buf());
        let mut four = Ruleset::CLASSIC;
        four.set(SettingKey::MaxRolls, SettingValue::Number(4))
            .unwrap();
        store
            .change_presets(&PresetChange::Save {
                name: PresetName::new_name("Family").unwrap(),
                rules: four,
                replace: false,
            })
            .unwrap();
        let cli = Cli::try_parse_from([
            "yahtzee",
            "new",
            "--rules",
            "family",
            "--players",
            "Ana",
            "--start",
        ])
        .unwrap();
        let Some(Command::New(args)) = cli.command else {
            panic!("not new");
        };
        let start = super::super::play::new_start(
            &args,
            &crate::store::SetupDefaults::default(),
            &mut store,
        )
        .unwrap();
        let crate::tui::Start::Match { setup, .. } = start else {
            panic!("the match did not start");
        };
        assert_eq!(setup.rules, four);

        let mut last = crate::tui::screens::setup::default_setup();
        last.rules = four;
        store.save_setup(&last).unwrap();
        store
            .change_presets(&PresetChange::Delete {
                name: "Family".into(),
            })
            .unwrap();
        assert_eq!(store.last_setup().map(|s| s.rules), Some(four));
        assert!(store.take_notices().is_empty());
    }
}
