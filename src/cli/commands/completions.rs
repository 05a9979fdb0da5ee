//! `yahtzee completions`: a shell completion script.

use crate::cli::args::CompletionsArgs;

pub(crate) fn run(args: &CompletionsArgs) -> String {
    let mut command = crate::cli::args::offered();
    let mut out = Vec::new();
    clap_complete::generate(args.shell, &mut command, "yahtzee", &mut out);
    String::from_utf8_lossy(&out).into_owned()
}
