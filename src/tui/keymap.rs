//! Keys as data: `assets/keymap.txt` maps keys to commands per context, and the same table
//! writes the help bar and the `?` overlay, so the two can never disagree.

use std::sync::OnceLock;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const KEYMAP: &str = include_str!("../../assets/keymap.txt");

/// Where a key is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Context {
    Global,
    List,
    Setup,
    Play,
    Text,
    Results,
    Confirm,
}

impl Context {
    fn parse(s: &str) -> Option<Context> {
        Some(match s {
            "global" => Context::Global,
            "list" => Context::List,
            "setup" => Context::Setup,
            "play" => Context::Play,
            "text" => Context::Text,
            "results" => Context::Results,
            "confirm" => Context::Confirm,
            _ => return None,
        })
    }
}

/// What a key asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    QuitNow,
    Help,
    Up,
    Down,
    Left,
    Right,
    Select,
    Back,
    AddSeat,
    RemoveSeat,
    Start,
    Roll,
    /// Die 1–5 (0-based here).
    Hold(u8),
    Score,
    Hint,
    /// Switch the hint panel's ranking between chance to win and expected total.
    HintRank,
    Undo,
    Skip,
    /// Play every CPU turn up to the next person's.
    SkipAll,
    /// Change the CPU speed.
    Speed,
    Pause,
    PageUp,
    PageDown,
    /// The start and the end of a text.
    First,
    Last,
    Rematch,
    Review,
    Menu,
    Quit,
}

impl Command {
    fn parse(s: &str) -> Option<Command> {
        Some(match s {
            "quit_now" => Command::QuitNow,
            "help" => Command::Help,
            "up" => Command::Up,
            "down" => Command::Down,
            "left" => Command::Left,
            "right" => Command::Right,
            "select" => Command::Select,
            "back" => Command::Back,
            "add_seat" => Command::AddSeat,
            "remove_seat" => Command::RemoveSeat,
            "start" => Command::Start,
            "roll" => Command::Roll,
            "hold" => Command::Hold(0),
            "score" => Command::Score,
            "hint" => Command::Hint,
            "hint_rank" => Command::HintRank,
            "undo" => Command::Undo,
            "skip" => Command::Skip,
            "skip_all" => Command::SkipAll,
            "speed" => Command::Speed,
            "pause" => Command::Pause,
            "page_up" => Command::PageUp,
            "page_down" => Command::PageDown,
            "first" => Command::First,
            "last" => Command::Last,
            "rematch" => Command::Rematch,
            "review" => Command::Review,
            "menu" => Command::Menu,
            "quit" => Command::Quit,
            _ => return None,
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    pub code: KeyCode,
    pub ctrl: bool,
}

impl Key {
    fn parse(s: &str) -> Option<Key> {
        let (ctrl, name) = match s.strip_prefix("ctrl+") {
            Some(rest) => (true, rest),
            None => (false, s),
        };
        let code = match name {
            "space" => KeyCode::Char(' '),
            "enter" => KeyCode::Enter,
            "esc" => KeyCode::Esc,
            "tab" => KeyCode::Tab,
            "backspace" => KeyCode::Backspace,
            "delete" => KeyCode::Delete,
            "up" => KeyCode::Up,
            "down" => KeyCode::Down,
            "left" => KeyCode::Left,
            "right" => KeyCode::Right,
            "pageup" => KeyCode::PageUp,
            "pagedown" => KeyCode::PageDown,
            "home" => KeyCode::Home,
            "end" => KeyCode::End,
            _ => {
                let mut chars = name.chars();
                let c = chars.next()?;
                if chars.next().is_some() {
                    return None;
                }
                KeyCode::Char(c)
            }
        };
        Some(Key { code, ctrl })
    }

    pub fn label(&self) -> String {
        let name = match self.code {
            KeyCode::Char(' ') => "Space".to_string(),
            KeyCode::Char(c) => c.to_string(),
            KeyCode::Enter => "Enter".to_string(),
            KeyCode::Esc => "Esc".to_string(),
            KeyCode::Tab => "Tab".to_string(),
            KeyCode::Backspace => "Backspace".to_string(),
            KeyCode::Delete => "Del".to_string(),
            KeyCode::Up => "↑".to_string(),
            KeyCode::Down => "↓".to_string(),
            KeyCode::Left => "←".to_string(),
            KeyCode::Right => "→".to_string(),
            KeyCode::PageUp => "PgUp".to_string(),
            KeyCode::PageDown => "PgDn".to_string(),
            KeyCode::Home => "Home".to_string(),
            KeyCode::End => "End".to_string(),
            other => format!("{other:?}"),
        };
        if self.ctrl {
            format!("Ctrl+{name}")
        } else {
            name
        }
    }

    fn matches(&self, event: &KeyEvent) -> bool {
        let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
        let code = match event.code {
            // Terminals report Shift+letter as the capital letter; bindings name lower case.
            KeyCode::Char(c) if !self.ctrl => KeyCode::Char(c.to_ascii_lowercase()),
            other => other,
        };
        code == self.code && ctrl == self.ctrl
    }
}

#[derive(Clone, Debug)]
pub struct Binding {
    pub context: Context,
    pub command: Command,
    pub keys: Vec<Key>,
    pub help: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("keymap line {line}: {problem}")]
pub struct KeymapError {
    pub line: usize,
    pub problem: String,
}

/// Parses a keymap text; every line must be well formed.
pub fn parse(text: &str) -> Result<Vec<Binding>, KeymapError> {
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let err = |problem: &str| KeymapError {
            line: i + 1,
            problem: problem.to_string(),
        };
        let parts: Vec<&str> = line.split('|').map(str::trim).collect();
        let [context, command, keys, help] = parts[..] else {
            return Err(err("expected context | command | keys | help"));
        };
        let context = Context::parse(context).ok_or_else(|| err("unknown context"))?;
        let command = Command::parse(command).ok_or_else(|| err("unknown command"))?;
        let keys: Vec<Key> = keys
            .split_whitespace()
            .map(|k| Key::parse(k).ok_or_else(|| err("unknown key")))
            .collect::<Result<_, _>>()?;
        if keys.is_empty() {
            return Err(err("no keys"));
        }
        out.push(Binding {
            context,
            command,
            keys,
            help: help.to_string(),
        });
    }
    Ok(out)
}

/// The built-in keymap.
pub fn bindings() -> &'static [Binding] {
    static BINDINGS: OnceLock<Vec<Binding>> = OnceLock::new();
    // The keymap is compiled in and checked by a test, so a parse failure is a build defect.
    BINDINGS.get_or_init(|| parse(KEYMAP).unwrap_or_default())
}

/// The command a key means in `context` (global bindings apply everywhere).
pub fn lookup(context: Context, event: &KeyEvent) -> Option<Command> {
    for binding in bindings()
        .iter()
        .filter(|b| b.context == context || b.context == Context::Global)
    {
        if let Some(pos) = binding.keys.iter().position(|k| k.matches(event)) {
            return Some(match binding.command {
                // The n-th key of the hold binding holds die n.
                Command::Hold(_) => Command::Hold(pos as u8),
                other => other,
            });
        }
    }
    None
}

/// The keys bound to a command in a context, for buttons and messages ("Space/r").
pub fn keys_for(context: Context, command: Command) -> String {
    bindings()
        .iter()
        .find(|b| b.context == context && b.command == command)
        .map(|b| {
            if matches!(command, Command::Hold(_)) {
                format!("{}-{}", b.keys[0].label(), b.keys[b.keys.len() - 1].label())
            } else {
                b.keys.iter().map(Key::label).collect::<Vec<_>>().join("/")
            }
        })
        .unwrap_or_default()
}

/// Help entries for a context as (keys, help), in keymap order, merging bindings that share
/// a help text (↑/↓ move). Every key is listed.
pub fn help_entries(context: Context) -> Vec<(String, String)> {
    entries(context, false)
}

/// The same with only the first key of each binding, for the one-line help bar.
pub fn short_help(context: Context) -> Vec<(String, String)> {
    entries(context, true)
}

/// The keys a read-only text screen (statistics, review, rules) answers to.
pub fn reading_help() -> Vec<(String, String)> {
    short_help_for(
        Context::Text,
        &[Command::Up, Command::PageDown, Command::Last, Command::Back],
    )
}

/// Short help for the given commands of a context only, in keymap order.
pub fn short_help_for(context: Context, commands: &[Command]) -> Vec<(String, String)> {
    let wanted: Vec<String> = bindings()
        .iter()
        .filter(|b| b.context == context && commands.contains(&b.command))
        .map(|b| b.help.clone())
        .collect();
    short_help(context)
        .into_iter()
        .filter(|(_, h)| wanted.contains(h))
        .collect()
}

fn entries(context: Context, first_only: bool) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for b in bindings().iter().filter(|b| b.context == context) {
        let keys = if first_only && !matches!(b.command, Command::Hold(_)) {
            b.keys[0].label()
        } else {
            keys_for(context, b.command)
        };
        match out.iter_mut().find(|(_, help)| *help == b.help) {
            Some((k, _)) => {
                if !first_only {
                    k.push('/');
                }
                k.push_str(&keys);
            }
            None => out.push((keys, b.help.clone())),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_keymap_parses_and_binds_the_essentials() {
        let parsed = parse(KEYMAP).expect("assets/keymap.txt must parse");
        assert_eq!(parsed.len(), bindings().len());
        let key = |c: char| KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE);
        assert_eq!(lookup(Context::Play, &key(' ')), Some(Command::Roll));
        assert_eq!(lookup(Context::Play, &key('r')), Some(Command::Roll));
        assert_eq!(lookup(Context::Play, &key('3')), Some(Command::Hold(2)));
        assert_eq!(
            lookup(
                Context::Play,
                &KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE)
            ),
            Some(Command::Score)
        );
        assert_eq!(lookup(Context::Play, &key('?')), Some(Command::Help));
        assert_eq!(
            lookup(
                Context::Play,
                &KeyEvent::new(KeyCode::Char('z'), KeyModifiers::CONTROL)
            ),
            Some(Command::Undo)
        );
        assert_eq!(keys_for(Context::Play, Command::Hold(0)), "1-5");
        assert!(
            help_entries(Context::Play)
                .iter()
                .any(|(k, h)| k == "↑/k/↓/j" && h == "box")
        );
        assert!(
            short_help(Context::Play)
                .iter()
                .any(|(k, h)| k == "↑↓" && h == "box")
        );
        assert!(parse("play | roll | | throw").is_err());
        assert!(parse("play | fly | x | fly").is_err());
        assert!(parse("nowhere | roll | x | throw").is_err());
    }
}
