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
    text.push(format!("Active settings ({}):", rules.name()));
    text.extend(settings_table(&rules));
    Ok(text.join("\n"))
}
