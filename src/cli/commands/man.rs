//! `yahtzee man`: the manual pages, in roff. Without `--dir` the main page goes to stdout;
//! with it, `yahtzee.1` and one page per command are written into the folder. The options
//! come from the same definitions as `--help`, the keys from the built-in keymap, the files
//! from the player's guide's table of files, so none of them can say something the program
//! does not.

use std::io::Write;
use std::path::Path;

use clap_mangen::Man;
use clap_mangen::roff::{Roff, bold, italic, roman};

use crate::cli::CliError;
use crate::cli::args::ManArgs;
use crate::tui::keymap::{Context, Keymap};

/// The player's guide, for its table of files: the man page's FILES is that table, never a
/// copy of it.
const GUIDE: &str = include_str!("../../../docs/guide.md");

/// One rendered page: its file name (`yahtzee-new.1`) and its roff text.
struct Page {
    file: String,
    text: String,
}

/// Whether the command pages are written beside the main page, which decides what the main
/// page may point to: a reference to a page that is not there is worse than none.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Set {
    MainOnly,
    Every,
}

pub(crate) fn run(args: &ManArgs) -> Result<String, CliError> {
    let command = built();
    let Some(dir) = &args.dir else {
        return Ok(main_page(&command, Set::MainOnly)?.text);
    };
    // Everything is rendered before the first file is touched, so a failure leaves nothing.
    let mut pages = vec![main_page(&command, Set::Every)?];
    for sub in commands(&command) {
        pages.extend(command_pages(sub)?);
    }
    let links = write_pages(dir, &pages)?;
    let mut done = format!(
        "{}: wrote {} and {} command pages",
        crate::escape::shown_path(dir),
        pages[0].file,
        pages.len() - 1
    );
    for (page, file) in links {
        done.push_str(&format!(
            "\n{page} is a link: written to {}, the file it leads to",
            crate::escape::shown_path(&file)
        ));
    }
    Ok(done)
}

/// The command line, built (so subcommands know their full names) and without clap's `help`
/// subcommand, which needs no page of its own.
fn built() -> clap::Command {
    let mut command = crate::cli::args::offered().disable_help_subcommand(true);
    command.build();
    command
}

/// The commands that get a page, in the order `--help` lists them.
fn commands(command: &clap::Command) -> impl Iterator<Item = &clap::Command> {
    command.get_subcommands().filter(|c| !c.is_hide_set())
}

/// The page's file name: `yahtzee.1`, `yahtzee-new.1`.
fn page_name(command: &clap::Command) -> String {
    command
        .get_display_name()
        .unwrap_or_else(|| command.get_name())
        .to_string()
}

fn main_page(command: &clap::Command, set: Set) -> Result<Page, CliError> {
    let man = manual(command);
    let mut out = standard_sections(&man)?;
    let mut roff = Roff::new();
    commands_section(&mut roff, command, set);
    keys_section(&mut roff);
    configuration_section(&mut roff);
    environment_section(&mut roff);
    files_section(&mut roff);
    exit_status_section(&mut roff);
    append(&mut out, &roff);
    append_section(&mut out, |w| man.render_version_section(w))?;
    if set == Set::Every {
        let mut see_also = Roff::new();
        let pages: Vec<String> = commands(command).map(page_name).collect();
        see_also_section(&mut see_also, &pages);
        append(&mut out, &see_also);
    }
    Ok(Page {
        file: format!("{}.1", page_name(command)),
        text: out,
    })
}

/// A command's page, then those of its own commands (none today; kept general so a new
/// level of commands cannot silently lose its pages).
fn command_pages(command: &clap::Command) -> Result<Vec<Page>, CliError> {
    let man = manual(command);
    let mut out = standard_sections(&man)?;
    let mut roff = Roff::new();
    let mut see = vec!["yahtzee".to_string()];
    see.extend(commands(command).map(page_name));
    see_also_section(&mut roff, &see);
    append(&mut out, &roff);
    let mut pages = vec![Page {
        file: format!("{}.1", page_name(command)),
        text: out,
    }];
    for sub in commands(command) {
        pages.extend(command_pages(sub)?);
    }
    Ok(pages)
}

fn manual(command: &clap::Command) -> Man {
    Man::new(command.clone())
        .source(format!("yahtzee {}", env!("CARGO_PKG_VERSION")))
        .manual("Yahtzee")
}

/// NAME, SYNOPSIS, DESCRIPTION and OPTIONS as clap_mangen renders them from the arguments.
fn standard_sections(man: &Man) -> Result<String, CliError> {
    let mut out = String::new();
    let mut title = Vec::new();
    man.render_title(&mut title).map_err(CliError::Manual)?;
    out.push_str(&String::from_utf8_lossy(&title));
    append_section(&mut out, |w| man.render_name_section(w))?;
    append_section(&mut out, |w| man.render_synopsis_section(w))?;
    append_section(&mut out, |w| man.render_description_section(w))?;
    append_section(&mut out, |w| man.render_options_section(w))?;
    Ok(out)
}

/// Adds one of clap_mangen's sections; each comes with roff's preamble, which the page
/// needs once, at its top.
fn append_section(
    out: &mut String,
    render: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), CliError> {
    let mut buf = Vec::new();
    render(&mut buf).map_err(CliError::Manual)?;
    let text = String::from_utf8_lossy(&buf);
    let preamble = Roff::new().render();
    out.push_str(text.strip_prefix(preamble.as_str()).unwrap_or(&text));
    Ok(())
}

fn append(out: &mut String, roff: &Roff) {
    let text = roff.render();
    let preamble = Roff::new().render();
    out.push_str(text.strip_prefix(preamble.as_str()).unwrap_or(&text));
}

fn commands_section(roff: &mut Roff, command: &clap::Command, set: Set) {
    roff.control("SH", ["COMMANDS"]);
    for sub in commands(command) {
        roff.control("TP", []);
        match set {
            Set::Every => roff.text([bold(page_name(sub)), roman("(1)")]),
            Set::MainOnly => roff.text([bold(format!("yahtzee {}", sub.get_name()))]),
        };
        if let Some(about) = sub.get_about() {
            roff.text([roman(about.to_string())]);
        }
    }
    if set == Set::MainOnly {
        roff.control("PP", []);
        roff.text([
            bold("yahtzee COMMAND --help"),
            roman(" describes a command's options; "),
            bold("yahtzee man --dir DIR"),
            roman(" writes this page and one page per command into DIR."),
        ]);
    }
}

/// A heading for each place keys are read, in the words a player would use.
fn context_title(context: Context) -> &'static str {
    match context {
        Context::Global => "Everywhere",
        Context::List => "Menus and lists",
        Context::Setup => "Match setup",
        Context::Play => "At the table",
        Context::Text => "Reading a text (rules, statistics, review)",
        Context::Results => "The results screen",
        Context::Confirm => "A question",
        Context::Records => "Statistics and history",
        Context::Standings => "A public server's standings (yahtzee serve)",
    }
}

fn keys_section(roff: &mut Roff) {
    roff.control("SH", ["KEYS"]);
    roff.text([roman(
        "The default keys, as the ? overlay shows them. The [keys] section of the config file \
         changes them: preset = \"vim\" adds vim's keys, and one section per place (named in \
         brackets below) binds a command to other keys.",
    )]);
    let keymap = Keymap::default();
    for context in Context::ALL {
        let entries = keymap.help_entries(context);
        if entries.is_empty() {
            continue;
        }
        let heading = format!("{} [keys.{}]", context_title(context), context.name());
        roff.control("SS", [heading.as_str()]);
        for (keys, help) in entries {
            roff.control("TP", []);
            roff.text([bold(keys)]);
            roff.text([roman(help)]);
        }
    }
}

fn configuration_section(roff: &mut Roff) {
    roff.control("SH", ["CONFIGURATION"]);
    roff.text([
        roman("The config file is read once at start: "),
        bold("--config"),
        roman(" "),
        italic("FILE"),
        roman(", else "),
        bold(format!("${}", crate::config::CONFIG_ENV)),
        roman(", else "),
        bold("config.toml"),
        roman(
            " in the platform's config folder (~/.config/yahtzee/config.toml on Linux). It \
             changes only what it names; everything else keeps its default. Its sections are \
             [keys] (see KEYS), [theme], [defaults] (what match setup starts from), [motion], \
             [sound] and [host].",
        ),
    ]);
    roff.control("PP", []);
    roff.text([
        roman("In [defaults], rules = "),
        italic("PRESET"),
        roman(format!(
            " takes the names --rules takes: {}.",
            crate::rules::Preset::choices()
        )),
    ]);
    roff.control("PP", []);
    roff.text([
        bold("yahtzee config --print-default"),
        roman(" prints a file with every option, commented out at its default; "),
        bold("yahtzee config --check"),
        roman(" ["),
        italic("FILE"),
        roman(
            "] reports each problem as FILE:LINE: reason and exits with code 2 if there is \
             any. The game itself reports a bad entry on stderr and in the menu and plays \
             with that entry's default.",
        ),
    ]);
}

fn environment_section(roff: &mut Roff) {
    roff.control("SH", ["ENVIRONMENT"]);
    for (name, what) in [
        (
            crate::store::DATA_DIR_ENV,
            "The data folder, when --data-dir is not given.",
        ),
        (
            crate::config::CONFIG_ENV,
            "The config file, when --config is not given.",
        ),
        ("NO_COLOR", "When set, draw without colour, as --mono does."),
    ] {
        roff.control("TP", []);
        roff.text([bold(name)]);
        roff.text([roman(what)]);
    }
}

fn files_section(roff: &mut Roff) {
    roff.control("SH", ["FILES"]);
    roff.text([
        roman("Everything lives in the data folder: "),
        bold("--data-dir"),
        roman(" "),
        italic("DIR"),
        roman(", else "),
        bold(format!("${}", crate::store::DATA_DIR_ENV)),
        roman(
            ", else the platform's data folder (~/.local/share/yahtzee on Linux). Every write \
             is atomic: killing the program at any instant leaves the old file or the new one.",
        ),
    ]);
    for (file, what) in guide_files() {
        // The guide explains the locks in the text below its table; the page has no such
        // text to point to.
        let what = what.replace(" (see below)", "");
        roff.control("TP", []);
        roff.text(markdown_inline(&file));
        roff.text(markdown_inline(&what));
    }
    roff.control("TP", []);
    roff.text([bold("~/.config/yahtzee/config.toml")]);
    roff.text([roman(
        "The config file on Linux (see CONFIGURATION); it is not in the data folder.",
    )]);
}

fn exit_status_section(roff: &mut Roff) {
    roff.control("SH", ["EXIT STATUS"]);
    for (code, what) in [
        ("0", "Success."),
        (
            "1",
            "A failure: a file that cannot be read or written, no terminal for the game.",
        ),
        (
            "2",
            "Something given was wrong: an unknown option or value, an impossible card, an \
             unknown match, a file to write that is a device, a named pipe, a socket or a \
             folder (card --output, man --dir), a config file with problems (config --check).",
        ),
    ] {
        roff.control("TP", []);
        roff.text([bold(code)]);
        roff.text([roman(what)]);
    }
}

/// SEE ALSO, naming only pages of this set (`names` without the section number).
fn see_also_section(roff: &mut Roff, names: &[String]) {
    if names.is_empty() {
        return;
    }
    roff.control("SH", ["SEE ALSO"]);
    let mut line = Vec::new();
    for (i, name) in names.iter().enumerate() {
        if i > 0 {
            line.push(roman(", "));
        }
        line.push(bold(name.clone()));
        line.push(roman("(1)"));
    }
    roff.text(line);
}

/// The rows of the guide's table of files, as (file, what) in Markdown.
fn guide_files() -> Vec<(String, String)> {
    let Some(start) = GUIDE.find("\n## Saves, resuming, and your files\n") else {
        return Vec::new();
    };
    GUIDE[start..]
        .lines()
        .skip(1)
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        // The header row and the |---| line under it.
        .skip(2)
        .filter_map(|row| {
            let cells: Vec<&str> = row.trim().trim_matches('|').split('|').collect();
            match cells[..] {
                [file, what] => Some((file.trim().to_string(), what.trim().to_string())),
                _ => None,
            }
        })
        .collect()
}

/// `code` in bold, the rest roman: all the Markdown the Files table uses.
fn markdown_inline(text: &str) -> Vec<clap_mangen::roff::Inline> {
    text.split('`')
        .enumerate()
        .filter(|(_, part)| !part.is_empty())
        .map(
            |(i, part)| {
                if i % 2 == 1 { bold(part) } else { roman(part) }
            },
        )
        .collect()
}

/// Writes every page into `dir`, each atomically (a reader sees the old page or the new one).
/// A folder that cannot take them is refused before the first page, and so is a folder
/// where a page's name is taken by anything but a regular file (or a link to one): a device,
/// a named pipe, a folder is left as it is.
/// Returns the pages that are links, followed, each with the file written.
fn write_pages(dir: &Path, pages: &[Page]) -> Result<Vec<(String, std::path::PathBuf)>, CliError> {
    use crate::store::fsutil::{NamedWriteError, check_named, write_named};
    let refuse = |why: String| CliError::ManualDir {
        path: dir.to_path_buf(),
        why,
    };
    let page_error = |page: &Page, e: NamedWriteError| match e {
        NamedWriteError::Refused(why) => refuse(format!(
            "{}: {why}; it is left as it is (remove it, or name another folder)",
            page.file
        )),
        NamedWriteError::Io(e) => refuse(format!("{}: {e}", page.file)),
    };
    match std::fs::metadata(dir) {
        Ok(meta) if !meta.is_dir() => return Err(refuse("it is not a folder".to_string())),
        Ok(_) => {
            for page in pages {
                check_named(&dir.join(&page.file)).map_err(|e| page_error(page, e))?;
            }
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            crate::store::ensure_dir(dir).map_err(|e| refuse(e.to_string()))?
        }
        Err(e) => return Err(refuse(e.to_string())),
    }
    let mut links = Vec::new();
    for page in pages {
        let written = write_named(&dir.join(&page.file), page.text.as_bytes())
            .map_err(|e| page_error(page, e))?;
        if written.through_link {
            links.push((page.file.clone(), written.file));
        }
    }
    Ok(links)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_files_section_is_the_guides_table() {
        let files = guide_files();
        let names: Vec<&str> = files.iter().map(|(f, _)| f.as_str()).collect();
        for wanted in [
            "`matches/<id>.json`",
            "`history.json`",
            "`setup.json`",
            "`learn.json`",
            "`host/ssh_host_ed25519_key`",
            "`host/guest_keys.json`",
        ] {
            assert!(names.contains(&wanted), "{wanted} not in {names:?}");
        }
        let page = main_page(&built(), Set::MainOnly).unwrap().text;
        assert!(page.contains("ssh_host_ed25519_key"), "{page}");
    }

    #[test]
    fn the_main_page_alone_points_to_no_other_page() {
        let page = main_page(&built(), Set::MainOnly).unwrap().text;
        assert!(!page.contains("(1)"), "{page}");
        assert!(!page.contains("SEE ALSO"), "{page}");
        assert_eq!(page.matches(".ds Aq").count(), 2, "one preamble: {page}");
    }
}
