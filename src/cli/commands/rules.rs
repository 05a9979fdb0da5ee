//! `yahtzee rules`: the rules text and the active settings.

use crate::cli::args::RulesCmdArgs;
use crate::rules::text::{rules_plain, rules_text, settings_table};

pub(crate) fn run(
    args: &RulesCmdArgs,
    data_dir: Option<&std::path::Path>,
) -> Result<String, crate::cli::CliError> {
    let rules = args.rules.resolve(data_dir)?;
    let mut text = if args.markdown {
        rules_text(&rules)
    } else {
        rules_plain(&rules)
    };
    text.push(String::new());
    let name = match &args.rules.preset {
        crate::cli::args::RulesChoice::Own(name) if args.rules.set.is_empty() => {
            format!("your preset {}", super::preset::stored_name(name, data_dir))
        }
        _ => rules.name().to_string(),
    };
    text.push(format!("Active settings ({name}):"));
    text.extend(settings_table(&rules));
    Ok(text.join("\n"))
}
