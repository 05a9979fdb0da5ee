//! The papers (README.md, ARCHITECTURE.md, docs/*.md) against the program they describe.
//!
//! Every `yahtzee ...` command in a ```sh block must parse with the real command line: the
//! binary is run with the command's arguments and `--help` appended, which clap reaches only
//! after it has checked every option and value before it, so an option renamed or removed, or
//! a preset, level or value no longer taken, fails here while nothing is played, served or
//! written. (Running the commands themselves, long ones in a cheap form, is
//! `.ci/docs-commands`.) And every relative link must lead to a file that exists, and every
//! `#anchor` to a heading of that file.
//!
//! The rules for reading a ```sh block are the script's: one command a line, a line ending in
//! a backslash goes on, a comment after two spaces and `#` is dropped.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How long one `--help` may take before the test calls it hung.
const PATIENCE: Duration = Duration::from_secs(20);

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn papers() -> Vec<PathBuf> {
    let mut docs: Vec<PathBuf> = std::fs::read_dir(repo().join("docs"))
        .expect("docs/ exists")
        .map(|e| e.expect("a readable entry of docs/").path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    docs.sort();
    let mut all = vec![repo().join("README.md"), repo().join("ARCHITECTURE.md")];
    all.extend(docs);
    all
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Each ```sh block's command lines, with the line number of the block's first line.
fn sh_commands(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut in_sh = false;
    let mut pending = String::new();
    for (i, raw) in text.lines().enumerate() {
        let trimmed = raw.trim();
        if !in_sh {
            in_sh = trimmed == "```sh";
            continue;
        }
        if trimmed == "```" {
            in_sh = false;
            continue;
        }
        let line = raw.split("  # ").next().unwrap_or("").trim_end();
        if line.trim_start().starts_with('#') {
            continue;
        }
        if let Some(head) = line.strip_suffix('\\') {
            pending.push_str(head);
            pending.push(' ');
            continue;
        }
        let whole = format!("{pending}{line}").trim().to_string();
        pending.clear();
        if !whole.is_empty() {
            out.push((i + 1, whole));
        }
    }
    out
}

/// The words of a command line as a POSIX shell splits them, for what the papers use:
/// quotes, `$(mktemp -d)` and a variable (both become `tmp`), `~/` (becomes `home/`).
fn shell_words(line: &str, tmp: &Path, home: &Path) -> Vec<String> {
    let line = line
        .replace("$(mktemp -d)", &tmp.display().to_string())
        .replace("~/", &format!("{}/", home.display()));
    let mut words = Vec::new();
    let mut word = String::new();
    let mut started = false;
    let mut quote: Option<char> = None;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some('"'), '$') => {
                // A variable inside double quotes: the temporary folder.
                while chars
                    .peek()
                    .is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_')
                {
                    chars.next();
                }
                word.push_str(&tmp.display().to_string());
            }
            (Some(_), c) => word.push(c),
            (None, '"' | '\'') => {
                quote = Some(c);
                started = true;
            }
            (None, c) if c.is_whitespace() => {
                if started || !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
                started = false;
            }
            (None, c) => word.push(c),
        }
    }
    if started || !word.is_empty() {
        words.push(word);
    }
    words
}

/// The arguments after `yahtzee` in a command line, up to a redirection, pipe or `;`; None
/// if the line does not run the game.
fn yahtzee_arguments(words: &[String]) -> Option<Vec<String>> {
    let at = words.iter().position(|w| w == "yahtzee")?;
    Some(
        words[at + 1..]
            .iter()
            .take_while(|w| {
                !matches!(w.as_str(), ">" | ">>" | "|" | "&&" | "2>") && !w.ends_with(';')
            })
            .cloned()
            .collect(),
    )
}

/// Runs the binary with `args`, away from any real home, and gives up after `PATIENCE`.
fn run_bounded(args: &[String], home: &Path) -> (Option<i32>, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_yahtzee"))
        .args(args)
        .env("HOME", home)
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env("YAHTZEE_DATA_DIR", home.join("data"))
        .env(
            "YAHTZEE_CONFIG",
            repo().join("tests/fixtures/config/empty.toml"),
        )
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the yahtzee binary starts");
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("waiting on yahtzee") {
            let out = child.wait_with_output().expect("yahtzee's output");
            return (
                status.code(),
                String::from_utf8_lossy(&out.stdout).into_owned(),
                String::from_utf8_lossy(&out.stderr).into_owned(),
            );
        }
        if start.elapsed() > PATIENCE {
            let _ = child.kill();
            let _ = child.wait();
            return (
                None,
                String::new(),
                format!("still running after {PATIENCE:?}"),
            );
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn every_yahtzee_command_in_the_papers_parses() {
    let tmp = tempfile::tempdir().expect("a temporary folder");
    let home = tmp.path().join("home");
    std::fs::create_dir_all(&home).expect("a temporary home");
    let mut checked = 0;
    let mut failures = Vec::new();
    for paper in papers() {
        for (line_no, line) in sh_commands(&read(&paper)) {
            let words = shell_words(&line, tmp.path(), &home);
            let Some(mut args) = yahtzee_arguments(&words) else {
                continue;
            };
            args.push("--help".into());
            let (code, stdout, stderr) = run_bounded(&args, &home);
            checked += 1;
            if code != Some(0) || stdout.trim().is_empty() {
                failures.push(format!(
                    "{}:{line_no}: {line}\n  exit {code:?}: {}",
                    paper.strip_prefix(repo()).unwrap_or(&paper).display(),
                    stderr.trim()
                ));
            }
        }
    }
    assert!(
        checked >= 30,
        "only {checked} yahtzee commands found in the papers"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// GitHub's anchor for a heading: lower case, punctuation dropped, spaces made hyphens.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

fn anchors(text: &str) -> Vec<String> {
    let mut fenced = false;
    let mut out = Vec::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced && line.starts_with('#') {
            out.push(anchor(line.trim_start_matches('#')));
        }
    }
    out
}

/// Every `](target)` of a Markdown text outside code blocks.
fn link_targets(text: &str) -> Vec<String> {
    let mut fenced = false;
    let mut out = Vec::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(end) = after.find(')') else { break };
            out.push(after[..end].to_string());
            rest = &after[end..];
        }
    }
    out
}

#[test]
fn every_relative_link_in_the_papers_leads_somewhere() {
    let mut checked = 0;
    let mut broken = Vec::new();
    for paper in papers() {
        let text = read(&paper);
        let folder = paper.parent().unwrap_or(Path::new("."));
        for target in link_targets(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            checked += 1;
            let (file, fragment) = match target.split_once('#') {
                Some((file, fragment)) => (file, Some(fragment)),
                None => (target.as_str(), None),
            };
            let path = if file.is_empty() {
                paper.clone()
            } else {
                folder.join(file)
            };
            if !path.exists() {
                broken.push(format!("{}: {target}: no such file", paper.display()));
                continue;
            }
            if let Some(fragment) = fragment {
                let is_markdown = path.extension().is_some_and(|x| x == "md");
                if is_markdown && !anchors(&read(&path)).iter().any(|a| a == fragment) {
                    broken.push(format!("{}: {target}: no such heading", paper.display()));
                }
            }
        }
    }
    assert!(
        checked >= 20,
        "only {checked} relative links found in the papers"
    );
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

/// The systemd unit the operator's paper offers: its command line is one the program takes,
/// and it lets the process hold a socket for every connection the default limits allow.
#[test]
fn the_systemd_unit_starts_a_command_the_program_takes() {
    let unit = read(&repo().join("assets/systemd/yahtzee-serve.service"));
    let tmp = tempfile::tempdir().expect("a temporary folder");
    let home = tmp.path().join("home");
    std::fs::create_dir_all(&home).expect("a temporary home");
    let setting = |key: &str| {
        unit.lines()
            .find_map(|l| l.strip_prefix(key)?.strip_prefix('='))
            .unwrap_or_else(|| panic!("the unit sets {key}"))
            .to_string()
    };
    let exec = setting("ExecStart")
        .replace(
            "${STATE_DIRECTORY}",
            &tmp.path().join("state").display().to_string(),
        )
        .replace(
            "${CONFIGURATION_DIRECTORY}",
            &tmp.path().display().to_string(),
        );
    let mut args: Vec<String> = exec.split_whitespace().skip(1).map(String::from).collect();
    assert!(
        args.iter().any(|a| a == "--log"),
        "a service logs lines, it has no terminal for the status screen: {exec}"
    );
    args.push("--help".into());
    let (code, stdout, stderr) = run_bounded(&args, &home);
    assert_eq!(code, Some(0), "{exec}: {stderr}");
    assert!(
        stdout.contains("--listen"),
        "{exec} is not serve's: {stdout}"
    );
    let files: usize = setting("LimitNOFILE").parse().expect("a number of files");
    assert!(
        files > yahtzee::net::Limits::public().connections,
        "LimitNOFILE={files} holds fewer sockets than the default connection limit"
    );
}
