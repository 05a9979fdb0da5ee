//! `yahtzee completions`: a shell completion script.
//!
//! clap_complete writes the scripts from the same definitions as `--help`, with a fixed list
//! of words for each value. The player's own presets are known only when the script runs, so
//! for bash, zsh and fish the fixed list of `--rules` is replaced by a small function that
//! asks the program (`yahtzee preset list --names`, every name `--rules` takes, one a line)
//! and falls back to the built-in names when it cannot answer. clap_complete's dynamic
//! completer would do this for every value, but it is unstable and changes how the scripts
//! are installed; PowerShell and Elvish keep the built-in names.

use clap_complete::Shell;

use crate::cli::args::CompletionsArgs;
use crate::rules::Preset;

pub(crate) fn run(args: &CompletionsArgs) -> String {
    let mut command = crate::cli::args::offered();
    let mut out = Vec::new();
    clap_complete::generate(args.shell, &mut command, "yahtzee", &mut out);
    let script = String::from_utf8_lossy(&out).into_owned();
    with_own_presets(args.shell, &script)
}

/// The built-in names, for a script's fallback: plain words that need no quoting.
fn built_in_names() -> String {
    Preset::ALL
        .iter()
        .flat_map(|p| p.names().iter().copied())
        .collect::<Vec<_>>()
        .join(" ")
}

/// `script` with the values of `--rules` asked of the program where the shell allows it.
fn with_own_presets(shell: Shell, script: &str) -> String {
    let builtins = built_in_names();
    match shell {
        Shell::Bash => {
            let fixed = format!("COMPREPLY=($(compgen -W \"{builtins}\" -- \"${{cur}}\"))");
            let hook = format!(
                "# The values of --rules: asked of the program, which knows your own presets.\n\
                 _yahtzee_rules() {{\n    \
                 local IFS=$'\\n'\n    \
                 local names\n    \
                 names=$(\"${{COMP_WORDS[0]}}\" preset list --names 2>/dev/null) || names=$(printf '%s\\n' {builtins})\n    \
                 COMPREPLY=($(compgen -W \"${{names}}\" -- \"$1\"))\n\
                 }}\n\n"
            );
            format!(
                "{hook}{}",
                script.replace(&fixed, "_yahtzee_rules \"${cur}\"")
            )
        }
        Shell::Zsh => {
            let hook = format!(
                "\n# The values of --rules: asked of the program, which knows your own presets.\n\
                 _yahtzee_rules() {{\n    \
                 local -a names\n    \
                 names=(${{(f)\"$(\"${{words[1]}}\" preset list --names 2>/dev/null)\"}})\n    \
                 (( ${{#names}} )) || names=({builtins})\n    \
                 compadd -a names\n\
                 }}\n"
            );
            let replaced = replace_spans(script, ":PRESET:((", "))'", ":PRESET:_yahtzee_rules'");
            match replaced.split_once('\n') {
                Some((first, rest)) => format!("{first}\n{hook}{rest}"),
                None => replaced,
            }
        }
        Shell::Fish => {
            let hook = format!(
                "# The values of --rules: asked of the program, which knows your own presets.\n\
                 function __fish_yahtzee_rules\n    \
                 set -l program (commandline -opc)[1]\n    \
                 $program preset list --names 2>/dev/null; or printf '%s\\n' {builtins}\n\
                 end\n\n"
            );
            let mut out = String::new();
            for line in split_keeping(script) {
                if line.contains(" -l rules ") {
                    out.push_str(&replace_spans(
                        line,
                        " -a \"",
                        "\"\n",
                        " -a \"(__fish_yahtzee_rules)\"\n",
                    ));
                } else {
                    out.push_str(line);
                }
            }
            format!("{hook}{out}")
        }
        _ => script.to_string(),
    }
}

/// The script cut before each `complete` line (a fish value list spans several lines).
fn split_keeping(script: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut start = 0;
    for (at, _) in script.match_indices("\ncomplete ") {
        parts.push(&script[start..=at]);
        start = at + 1;
    }
    parts.push(&script[start..]);
    parts
}

/// `text` with every span from `open` to the next `close` (both included) replaced.
fn replace_spans(text: &str, open: &str, close: &str, with: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(open) {
        let Some(end) = rest[at + open.len()..].find(close) else {
            break;
        };
        out.push_str(&rest[..at]);
        out.push_str(with);
        rest = &rest[at + open.len() + end + close.len()..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn script(shell: Shell) -> String {
        run(&CompletionsArgs { shell })
    }

    /// Every `--rules` of bash, zsh and fish asks the program; none keeps the fixed list.
    /// (Seven commands take it: new, host, rules, preset save, sim, advise and odds.)
    #[test]
    fn the_rules_values_are_asked_of_the_program() {
        let builtins = built_in_names();
        let bash = script(Shell::Bash);
        assert!(bash.contains("preset list --names"));
        assert!(!bash.contains(&format!("compgen -W \"{builtins}\"")));
        assert_eq!(
            bash.matches("_yahtzee_rules \"${cur}\"").count(),
            7,
            "{bash}"
        );
        let zsh = script(Shell::Zsh);
        assert!(zsh.starts_with("#compdef yahtzee\n"));
        assert!(zsh.contains("preset list --names"));
        assert!(!zsh.contains("kniffel\\:"));
        assert_eq!(zsh.matches(":PRESET:_yahtzee_rules'").count(), 7);
        let fish = script(Shell::Fish);
        assert!(fish.contains("preset list --names"));
        assert!(!fish.contains("kniffel\\t"));
        assert_eq!(fish.matches("-a \"(__fish_yahtzee_rules)\"").count(), 7);
        assert!(!script(Shell::PowerShell).contains("preset list --names"));
    }
}
