//! `yahtzee rules`: the rules text and the active settings.

use crate::cli::args::RulesCmdArgs;
use crate::rules::text::{rules_plain, rules_text, settings_table};

pub(crate) fn run(args: &RulesCmdArgs) -> String {
    let rules = args.rules.resolve();
    let mut text = if args.markdown {
        rules_text(&rules)
    } else {
        rules_plain(&rules)
    };
    text.push(String::new());
    text.push(format!("Active settings ({}):", rules.name()));
    text.extend(settings_table(&rules));
    text.join("\n")
}
