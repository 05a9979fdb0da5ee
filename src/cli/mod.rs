//! The front door: argument parsing, the commands (see `commands`), and the one place that
//! prints what a command made or why it failed. With no subcommand the terminal game starts.

mod args;
pub(crate) mod commands;
mod error;

use std::io::Write;
use std::process::ExitCode;

pub use args::{
    AdviseArgs, CardArgs, Cli, Command, NewArgs, OddsArgs, ReviewArgs, RulesArgs, SimArgs,
};

pub use error::CliError;

use crate::escape::{excerpt, shown, shown_lines};

/// Parses the process arguments and runs the program; returns the exit code.
pub fn run() -> ExitCode {
    let given: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let names = local_names_asked(&given);
    // The language is needed before the arguments are parsed: a value refused while parsing
    // is explained in it. It is read from the words themselves here, and again from the
    // parsed arguments below, which decide.
    let guessed = language_of_arguments(&given);
    crate::l10n::set_default(
        guessed.lang,
        names.filter(|_| given_option(&given, "lang").is_none()),
    );
    let parsed = args::grammar()
        .try_get_matches()
        .and_then(|matches| <Cli as clap::FromArgMatches>::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(err) => {
            if let Some(notice) = guessed.notice.filter(|_| !is_help(&err)) {
                eprintln!("yahtzee: {}", shown(&language_notice(&notice)));
            }
            return report_parse_error(err);
        }
    };
    let language = choose_language(&cli, names);
    let config = config_file(&cli);
    // In plain mode the player reads standard output, where the game says the notice before
    // anything else (with the config file's problems): said on stderr too, a screen reader
    // would say it twice.
    let plain = plays(&cli)
        && commands::play::plain_mode(&cli, config.as_ref().map_or(&Default::default(), |c| &c.1));
    if let Some(notice) = language.filter(|_| !plain) {
        eprintln!("yahtzee: {}", shown(&notice));
    }
    // `[ui] language` concerns every command: one that does not read the rest of the file
    // (whose problems the game's commands tell) hears here of an entry that is no code, as
    // it would of a code the game does not speak.
    if !tells_config(&cli)
        && let Some((path, config)) = &config
        && let crate::config::LanguageEntry::Refused(problem) = &config.language
    {
        let report = crate::config::Report {
            path: path.clone(),
            problems: vec![problem.clone()],
        };
        eprintln!("yahtzee: config: {}", shown_lines(&report.to_string()));
    }
    match dispatch(cli) {
        Ok(code) => code,
        // Messages quote arguments and file contents: escaped, so those can never act on the
        // terminal.
        Err(err) => {
            let text = err.to_string();
            // A usage error is one line whatever the value it quotes holds; other messages
            // (a config file's problems) may have lines of their own.
            let text = match err {
                CliError::Usage(_) => shown(&text),
                _ => shown_lines(&text),
            };
            eprintln!("yahtzee: {text}");
            ExitCode::from(err.exit_code())
        }
    }
}

/// The config file, where there is one to read, and what it says (its problems aside).
fn config_file(cli: &Cli) -> Option<(std::path::PathBuf, crate::config::Config)> {
    crate::config::locate(cli.config.clone()).map(|(path, named)| {
        let config = crate::config::load(&path, named).0;
        (path, config)
    })
}

/// Whether `cli`'s command plays the game (on the screen or in plain lines).
fn plays(cli: &Cli) -> bool {
    match &cli.command {
        None | Some(Command::New(_) | Command::Resume(_) | Command::Learn) => true,
        Some(Command::Daily(args)) => !args.history && !args.share,
        _ => false,
    }
}

/// Whether `cli`'s command reads the whole config file and tells its problems itself: the
/// game's commands, a hosted table, the server (which refuses a file with any) and `config`.
fn tells_config(cli: &Cli) -> bool {
    plays(cli)
        || matches!(
            cli.command,
            Some(Command::Host(_) | Command::Serve(_) | Command::Config(_))
        )
}

/// Sets the language the program speaks, from `--lang`, the config file's `[ui] language` and
/// the environment, and that of the card's names (`names`, when `--rules` named a card by
/// its local name and `--lang` did not say otherwise). Returns what to tell the player when
/// the language asked for is not spoken.
fn choose_language(cli: &Cli, names: Option<crate::l10n::Lang>) -> Option<String> {
    let choice = language_choice(cli);
    let names = if cli.lang.is_some() { None } else { names };
    crate::l10n::set_default(choice.lang, names);
    choice.notice.map(|n| language_notice(&n))
}

/// The language `cli` asks for, all sources weighed.
pub(crate) fn language_choice(cli: &Cli) -> crate::l10n::Choice {
    language_asked(
        cli.lang.as_deref(),
        cli.data_dir.clone(),
        cli.config.clone(),
    )
}

/// The language asked for by `--lang` (`argument`), else the one chosen in setup and
/// remembered in the data folder (`data_dir`, as `--data-dir` names it), else by the config
/// file (`config`, as `--config` names it), else by the environment. The player's own
/// choice in the game beats the config file, which may be shared or older; `--lang` is one
/// run's.
fn language_asked(
    argument: Option<&str>,
    data_dir: Option<std::path::PathBuf>,
    config: Option<std::path::PathBuf>,
) -> crate::l10n::Choice {
    let remembered = || {
        crate::store::data_dir(data_dir)
            .and_then(|dir| crate::store::remembered_language(&dir))
            .map(crate::l10n::Lang::code)
    };
    let argument = argument
        .filter(|a| !a.trim().is_empty())
        .or_else(remembered);
    let config =
        crate::config::locate(config).map(|(path, named)| crate::config::load(&path, named).0);
    crate::l10n::choose(
        argument,
        config.as_ref().and_then(|c| c.language.code()),
        |k| std::env::var(k).ok(),
    )
}

/// The language the program's arguments (after its name) ask for, read before clap has
/// parsed them: `--lang` and `--config` found by their words, as the parser would take them.
fn language_of_arguments(given: &[String]) -> crate::l10n::Choice {
    language_asked(
        given_option(given, "lang").as_deref(),
        given_option(given, "data-dir").map(std::path::PathBuf::from),
        given_option(given, "config").map(std::path::PathBuf::from),
    )
}

/// The value of the long option `name` among `given` (`--name VALUE` or `--name=VALUE`, the
/// last one given winning, as clap's), before any `--`.
fn given_option(given: &[String], name: &str) -> Option<String> {
    let flag = format!("--{name}");
    let mut value = None;
    let mut args = given.iter();
    while let Some(arg) = args.next() {
        if arg == "--" {
            break;
        }
        if *arg == flag {
            value = args.next().cloned();
        } else if let Some(v) = arg.strip_prefix(&flag).and_then(|v| v.strip_prefix('=')) {
            value = Some(v.to_string());
        }
    }
    value
}

/// Whether clap's "error" is the help or the version the player asked for.
fn is_help(err: &clap::Error) -> bool {
    use clap::error::ErrorKind;
    matches!(
        err.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    )
}

/// The one notice for a language the game does not speak, in English (the language it
/// then speaks).
pub(crate) fn language_notice(notice: &crate::l10n::Notice) -> String {
    use crate::l10n::{Notice, Source, t};
    match notice {
        Notice::Unknown { asked, from } => {
            let asked = quote(asked);
            match from {
                Source::Argument => t!("language-unknown-argument", asked = asked),
                Source::Config => t!("language-unknown-config", asked = asked),
                Source::Environment => t!("language-unknown-environment", asked = asked),
            }
        }
    }
}

/// The language whose names a card goes by when `--rules` names it by its local name:
/// Kniffel in German, Yams in French, Yatzy in Swedish. `given` is the arguments after the
/// program's name, already accepted by the parser, which keeps the preset but not the word
/// that named it.
fn local_names_asked(given: &[String]) -> Option<crate::l10n::Lang> {
    use crate::l10n::Lang;
    match given_option(given, "rules")?
        .trim()
        .to_ascii_lowercase()
        .as_str()
    {
        "kniffel" => Some(Lang::De),
        "yams" => Some(Lang::Fr),
        "yatzy" => Some(Lang::Sv),
        _ => None,
    }
}

/// Help and version go to stdout as clap renders them; every other parse error is one line
/// on stderr and exit code 2.
fn report_parse_error(err: clap::Error) -> ExitCode {
    if is_help(&err) {
        let _ = err.print();
        return ExitCode::SUCCESS;
    }
    let given: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let help = help_command(&given);
    let error = parse_error_line(err);
    eprintln!(
        "yahtzee: {}",
        crate::l10n::t!("cli-usage-see-help", error = error, command = help)
    );
    ExitCode::from(2)
}

/// The command whose `--help` tells what was wrong: the subcommand `args` (the program's
/// arguments after its name) go into ("yahtzee completions"), else the game's own. clap
/// names the subcommand in only some of its errors, so the arguments are walked here, a
/// value given to an option never taken for a subcommand.
fn help_command(args: &[std::ffi::OsString]) -> String {
    let mut cmd = args::grammar();
    let mut path = vec![cmd.get_name().to_string()];
    let mut args = args.iter().map(|a| a.to_string_lossy());
    while let Some(arg) = args.next() {
        if arg == "--" {
            break;
        }
        if let Some(option) = arg.strip_prefix('-') {
            // "--seed 5" takes the next argument as its value; "--seed=5" and flags do not.
            let takes_value = |a: &clap::Arg| a.get_action().takes_values();
            let found = match option.strip_prefix('-') {
                Some(long) if !long.contains('=') => {
                    cmd.get_arguments().find(|a| a.get_long() == Some(long))
                }
                Some(_) => None,
                None => {
                    let mut chars = option.chars();
                    match (chars.next(), chars.next()) {
                        (Some(c), None) => cmd.get_arguments().find(|a| a.get_short() == Some(c)),
                        _ => None,
                    }
                }
            };
            if found.is_some_and(takes_value) {
                args.next();
            }
            continue;
        }
        match cmd.find_subcommand(arg.as_ref()) {
            Some(sub) => {
                let sub = sub.clone();
                path.push(sub.get_name().to_string());
                cmd = sub;
            }
            None => continue,
        }
    }
    path.join(" ")
}

/// How many characters of a value from the command line an error quotes.
const QUOTED_CHARS: usize = 40;
/// How many characters of the reason a value was refused an error gives at most (a reason
/// names the value's allowed forms: the longest, the rules presets with their aliases, is
/// about 260).
const REASON_CHARS: usize = 280;
/// How long the line of a parse error is at most, before "yahtzee: " and the pointer to
/// --help: the whole stays under 400 characters.
const LINE_CHARS: usize = 365;

/// A parse error as one line: every value quoted from the command line cut to a short,
/// escaped excerpt (clap would quote it whole, cut the line at a new line in it, and drop
/// what looks like a colour change), and the reason kept whole after it.
fn parse_error_line(mut err: clap::Error) -> String {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let value = match err.get(ContextKind::InvalidValue) {
        Some(ContextValue::String(value)) => Some(value.clone()),
        _ => None,
    };
    // Every piece of text clap quotes is either the user's or a name of ours (an option,
    // a possible value), which the excerpt leaves as it is.
    let quoted: Vec<(ContextKind, ContextValue)> = err
        .context()
        .filter_map(|(kind, v)| match v {
            ContextValue::String(s) => Some((kind, ContextValue::String(quote(s)))),
            ContextValue::Strings(list) => Some((
                kind,
                ContextValue::Strings(list.iter().map(|s| quote(s)).collect()),
            )),
            _ => None,
        })
        .collect();
    for (kind, v) in quoted {
        err.insert(kind, v);
    }
    if err.kind() == ErrorKind::ValueValidation
        && let (Some(value), Some(ContextValue::String(arg)), Some(why)) = (
            &value,
            err.get(ContextKind::InvalidArg),
            std::error::Error::source(&err),
        )
    {
        // The reason is the value parser's own words, which may quote the value too.
        let why = why.to_string();
        let why = if value.chars().count() > QUOTED_CHARS {
            why.replace(value.as_str(), &quote(value))
        } else {
            why
        };
        let line = crate::l10n::t!(
            "cli-usage-invalid-value",
            value = quote(value),
            option = arg.as_str(),
            reason = excerpt(&why, REASON_CHARS)
        );
        return excerpt(&line, LINE_CHARS);
    }
    // clap's message, without the usage and the pointer to --help that follow it; its own
    // lines (a list of missing options, a tip) joined into one.
    let text = err.render().to_string();
    let text = text.strip_prefix("error: ").unwrap_or(&text);
    let message = text
        .split("\n\nUsage:")
        .next()
        .unwrap_or(text)
        .split("\n\nFor more information")
        .next()
        .unwrap_or(text);
    let line = message
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    let line = if line.is_empty() {
        crate::l10n::t!("cli-usage-invalid-arguments")
    } else {
        line
    };
    excerpt(&line, LINE_CHARS)
}

/// A value from the command line as an error quotes it.
fn quote(value: &str) -> String {
    excerpt(value, QUOTED_CHARS)
}

/// Prints a command's output. Names and values from files in it are escaped where they are
/// put in; this catches anything else from outside that reached the text.
fn print(text: &str) {
    let text = shown_lines(text);
    let mut out = std::io::stdout().lock();
    // A closed pipe (`yahtzee sim | head`) is not an error worth reporting.
    let _ = out.write_all(text.as_bytes()).and_then(|_| {
        if text.ends_with('\n') {
            Ok(())
        } else {
            out.write_all(b"\n")
        }
    });
}

fn dispatch(cli: Cli) -> Result<ExitCode, CliError> {
    let data_dir = crate::store::data_dir(cli.data_dir.clone());
    let dir = data_dir.as_deref();
    let text = match &cli.command {
        Some(Command::Sim(args)) => commands::sim::run(args, dir)?,
        Some(Command::Advise(args)) => commands::advise::run(args, dir)?,
        Some(Command::Odds(args)) => commands::odds::run(args, dir)?,
        Some(Command::Stats(args)) => commands::stats::run(args, dir)?,
        Some(Command::Review(args)) => commands::review::run(args, dir)?,
        Some(Command::Rules(args)) => commands::rules::run(args, dir)?,
        Some(Command::Preset(args)) => commands::preset::run(args, dir)?,
        Some(Command::Config(args)) => commands::config::run(&cli, args)?,
        Some(Command::Card(args)) => commands::card::run(args, dir)?,
        Some(Command::Completions(args)) => commands::completions::run(args),
        Some(Command::Man(args)) => commands::man::run(args)?,
        Some(Command::Cache(args)) => commands::cache::run(args, dir)?,
        Some(Command::List(args)) => commands::list::run(args.json, dir)?,
        Some(Command::New(args)) => return commands::play::new(&cli, args, data_dir),
        Some(Command::Resume(args)) => return commands::play::resume(&cli, args, data_dir),
        Some(Command::Host(args)) => return commands::host::run(&cli, args, data_dir),
        Some(Command::Serve(args)) => return commands::serve::run(&cli, args, data_dir),
        Some(Command::Learn) => return commands::learn::run(&cli, data_dir),
        Some(Command::Daily(args)) if !args.history && !args.share => {
            return commands::daily::open(&cli, data_dir);
        }
        Some(Command::Daily(args)) => commands::daily::run(args, dir)?,
        Some(Command::BuildOdds(args)) => return commands::build_odds::run(args, dir),
        None => return commands::play::menu(&cli, data_dir),
    };
    print(&text);
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `--rules kniffel` reads the card in German, `yams` in French and `yatzy` in Swedish;
    /// the English names of the same rules keep the player's language.
    #[test]
    fn a_card_named_by_its_local_name_reads_in_that_language() {
        use crate::l10n::Lang;
        let asked = |args: &[&str]| {
            local_names_asked(&args.iter().map(|a| a.to_string()).collect::<Vec<_>>())
        };
        assert_eq!(asked(&["new", "--rules", "kniffel"]), Some(Lang::De));
        assert_eq!(asked(&["rules", "--rules=Yams"]), Some(Lang::Fr));
        assert_eq!(asked(&["sim", "--rules", "yatzy"]), Some(Lang::Sv));
        assert_eq!(asked(&["new", "--rules", "classic"]), None);
        assert_eq!(asked(&["new", "--players", "kniffel"]), None);
        assert_eq!(asked(&["new", "--", "--rules", "kniffel"]), None);
    }
    use clap::{CommandFactory, Parser};

    /// Every way of giving an option a value, for every option of every command: the
    /// argument lists that give `value` to each.
    fn every_option_given(value: &str) -> Vec<Vec<String>> {
        let cli = Cli::command();
        let mut lists = Vec::new();
        let mut add = |prefix: &[&str], arg: &clap::Arg| {
            if !arg.get_action().takes_values() {
                return;
            }
            let mut list: Vec<String> = std::iter::once("yahtzee")
                .chain(prefix.iter().copied())
                .map(String::from)
                .collect();
            if let Some(long) = arg.get_long() {
                list.push(format!("--{long}"));
            }
            list.push(value.to_string());
            lists.push(list);
        };
        for arg in cli.get_arguments() {
            add(&[], arg);
        }
        for sub in cli.get_subcommands() {
            for arg in sub.get_arguments() {
                add(&[sub.get_name()], arg);
            }
        }
        lists
    }

    /// A value clap refuses is quoted as a short escaped excerpt, and the reason follows it
    /// whatever the value holds: a 100,000-character value, a new line, an escape sequence.
    #[test]
    fn every_refused_value_is_quoted_short_and_escaped_with_its_reason() {
        let long = "B".repeat(100_000);
        let values = [
            long.clone(),
            format!("A,{long}"),
            "12\n3 and more".to_string(),
            "1\u{1b}[31m2".to_string(),
            "x\u{9b}2J\u{202e}y".to_string(),
        ];
        let mut refused = 0;
        for value in &values {
            for args in every_option_given(value) {
                let Err(err) = Cli::try_parse_from(&args) else {
                    continue;
                };
                let kind = err.kind();
                refused += 1;
                let line = format!("yahtzee: {} (see yahtzee --help)", parse_error_line(err));
                let what = &args[..args.len() - 1];
                assert!(line.chars().count() < 400, "{what:?}: {line}");
                assert!(
                    !line
                        .chars()
                        .any(|c| c.is_control() || crate::escape::is_format(c)),
                    "{what:?}: {line:?}"
                );
                if kind == clap::error::ErrorKind::ValueValidation {
                    // The quoted value, then the option, then the reason after ": ".
                    let (_, why) = line
                        .split_once("': ")
                        .unwrap_or_else(|| panic!("{what:?}: {line}"));
                    assert!(
                        why.len() > " (see yahtzee --help)".len() + 3,
                        "{what:?}: {line}"
                    );
                }
                // (Some refusals are not about the value: `odds` without its --card.)
                if line.contains("invalid value") && value.contains('\n') {
                    assert!(line.contains("12\\n3"), "{what:?}: {line}");
                }
                if line.contains("invalid value") && value.contains('\u{1b}') {
                    assert!(line.contains("1\\e[31m2"), "{what:?}: {line}");
                }
            }
        }
        assert!(refused > 40, "only {refused} refusals were checked");
    }

    #[test]
    fn a_refused_value_keeps_its_reason_for_a_few_options() {
        let long = "Z".repeat(100_000);
        for (args, reason) in [
            (
                vec!["new", "--seed", "12\n3"],
                "invalid digit found in string",
            ),
            (
                vec!["new", "--players", &long],
                "is longer than 16 characters",
            ),
            (vec!["host", "--guests", &long], "'--guests <NAMES>': '"),
            (vec!["host", "--guests", "Ana,Z\u{1b}[2J"], "'Ana,Z\\e[2J'"),
            (vec!["rules", "--rules", &long], "three_column (also"),
            (vec!["stats", "--played", "x\ny"], "choose on-screen"),
            (vec!["sim", "--games", "\u{1b}[31m7"], "'\\e[31m7'"),
        ] {
            let err = Cli::try_parse_from(std::iter::once("yahtzee").chain(args.iter().copied()))
                .unwrap_err();
            let line = parse_error_line(err);
            assert!(line.contains(reason), "{args:?}: {line}");
            assert!(line.chars().count() < 380, "{args:?}: {line}");
        }
    }
}
