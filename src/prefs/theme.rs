//! Styles. The default theme uses the terminal's own 16-colour palette (so it follows the
//! terminal's colours); the others are high contrast, colour-blind safe (blue and orange in
//! place of green and red, from the Okabe–Ito palette), and monochrome, where every
//! distinction is made with bold, reverse, underline and text marks instead. The config file
//! picks one and may override single colours.

use ratatui::style::{Color, Modifier, Style};

/// The named themes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ThemeName {
    #[default]
    Terminal,
    HighContrast,
    ColourBlind,
    Mono,
}

impl ThemeName {
    pub const ALL: [ThemeName; 4] = [
        ThemeName::Terminal,
        ThemeName::HighContrast,
        ThemeName::ColourBlind,
        ThemeName::Mono,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ThemeName::Terminal => "terminal",
            ThemeName::HighContrast => "high-contrast",
            ThemeName::ColourBlind => "colour-blind",
            ThemeName::Mono => "mono",
        }
    }

    /// A theme by name; "color-blind" and "monochrome" are accepted too.
    pub fn parse(s: &str) -> Option<ThemeName> {
        match s {
            "color-blind" => Some(ThemeName::ColourBlind),
            "monochrome" => Some(ThemeName::Mono),
            _ => ThemeName::ALL.into_iter().find(|t| t.name() == s),
        }
    }
}

/// The colour of each role a style plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Palette {
    pub title: Color,
    pub dim: Color,
    pub current: Color,
    pub held: Color,
    pub fresh: Color,
    pub good: Color,
    pub bad: Color,
    pub warn: Color,
    pub key: Color,
    pub selected: Color,
}

/// Every role by the name the config file gives it.
pub const ROLES: [&str; 10] = [
    "title", "dim", "current", "held", "fresh", "good", "bad", "warn", "key", "selected",
];

impl Palette {
    pub fn of(name: ThemeName) -> Palette {
        match name {
            ThemeName::Terminal | ThemeName::Mono => Palette {
                title: Color::Yellow,
                dim: Color::DarkGray,
                current: Color::Cyan,
                held: Color::Yellow,
                fresh: Color::Green,
                good: Color::Green,
                bad: Color::Red,
                warn: Color::Yellow,
                key: Color::Cyan,
                selected: Color::Cyan,
            },
            ThemeName::HighContrast => Palette {
                title: Color::LightYellow,
                dim: Color::Gray,
                current: Color::LightCyan,
                held: Color::LightYellow,
                fresh: Color::LightGreen,
                good: Color::LightGreen,
                bad: Color::LightRed,
                warn: Color::LightYellow,
                key: Color::White,
                selected: Color::White,
            },
            ThemeName::ColourBlind => Palette {
                title: Color::Rgb(0xF0, 0xE4, 0x42),
                dim: Color::DarkGray,
                current: Color::Rgb(0x56, 0xB4, 0xE9),
                held: Color::Rgb(0xF0, 0xE4, 0x42),
                fresh: Color::Rgb(0x56, 0xB4, 0xE9),
                good: Color::Rgb(0x00, 0x72, 0xB2),
                bad: Color::Rgb(0xD5, 0x5E, 0x00),
                warn: Color::Rgb(0xE6, 0x9F, 0x00),
                key: Color::Rgb(0x56, 0xB4, 0xE9),
                selected: Color::Rgb(0x56, 0xB4, 0xE9),
            },
        }
    }

    /// The colour of a role by name, to change it.
    pub fn role_mut(&mut self, role: &str) -> Option<&mut Color> {
        Some(match role {
            "title" => &mut self.title,
            "dim" => &mut self.dim,
            "current" => &mut self.current,
            "held" => &mut self.held,
            "fresh" => &mut self.fresh,
            "good" => &mut self.good,
            "bad" => &mut self.bad,
            "warn" => &mut self.warn,
            "key" => &mut self.key,
            "selected" => &mut self.selected,
            _ => return None,
        })
    }
}

/// A colour as the config file writes it: a name of the terminal's 16 colours
/// ("light-blue", "dark-gray"), "#rrggbb", or "default" for the terminal's own.
pub fn parse_color(s: &str) -> Option<Color> {
    if let Some(hex) = s.strip_prefix('#') {
        if hex.len() != 6 || !hex.chars().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        let channel = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).ok();
        return Some(Color::Rgb(channel(0)?, channel(2)?, channel(4)?));
    }
    let name = s.to_ascii_lowercase().replace(['_', ' '], "-");
    Some(match name.as_str() {
        "default" | "reset" => Color::Reset,
        "black" => Color::Black,
        "red" => Color::Red,
        "green" => Color::Green,
        "yellow" => Color::Yellow,
        "blue" => Color::Blue,
        "magenta" => Color::Magenta,
        "cyan" => Color::Cyan,
        "gray" | "grey" => Color::Gray,
        "dark-gray" | "dark-grey" => Color::DarkGray,
        "light-red" => Color::LightRed,
        "light-green" => Color::LightGreen,
        "light-yellow" => Color::LightYellow,
        "light-blue" => Color::LightBlue,
        "light-magenta" => Color::LightMagenta,
        "light-cyan" => Color::LightCyan,
        "white" => Color::White,
        _ => return None,
    })
}

/// A colour as the config file writes it; the inverse of [`parse_color`].
pub fn color_name(color: Color) -> String {
    match color {
        Color::Reset => "default".to_string(),
        Color::Black => "black".to_string(),
        Color::Red => "red".to_string(),
        Color::Green => "green".to_string(),
        Color::Yellow => "yellow".to_string(),
        Color::Blue => "blue".to_string(),
        Color::Magenta => "magenta".to_string(),
        Color::Cyan => "cyan".to_string(),
        Color::Gray => "gray".to_string(),
        Color::DarkGray => "dark-gray".to_string(),
        Color::LightRed => "light-red".to_string(),
        Color::LightGreen => "light-green".to_string(),
        Color::LightYellow => "light-yellow".to_string(),
        Color::LightBlue => "light-blue".to_string(),
        Color::LightMagenta => "light-magenta".to_string(),
        Color::LightCyan => "light-cyan".to_string(),
        Color::White => "white".to_string(),
        Color::Rgb(r, g, b) => format!("#{r:02x}{g:02x}{b:02x}"),
        Color::Indexed(i) => format!("{i}"),
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    pub mono: bool,
    pub palette: Palette,
}

impl Default for Theme {
    fn default() -> Theme {
        Theme::named(ThemeName::Terminal)
    }
}

impl Theme {
    pub fn named(name: ThemeName) -> Theme {
        Theme {
            mono: name == ThemeName::Mono,
            palette: Palette::of(name),
        }
    }

    /// The monochrome theme.
    pub fn mono() -> Theme {
        Theme::named(ThemeName::Mono)
    }

    /// Monochrome when asked for (`--mono`) or when `NO_COLOR` is set to anything
    /// non-empty, whatever the theme.
    pub fn with_env(self, mono_flag: bool) -> Theme {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Theme {
            mono: self.mono || mono_flag || no_color,
            ..self
        }
    }

    fn color(&self, style: Style, color: Color) -> Style {
        if self.mono { style } else { style.fg(color) }
    }

    pub fn base(&self) -> Style {
        Style::new()
    }

    pub fn title(&self) -> Style {
        self.color(
            Style::new().add_modifier(Modifier::BOLD),
            self.palette.title,
        )
    }

    pub fn dim(&self) -> Style {
        if self.mono {
            Style::new()
        } else {
            Style::new().fg(self.palette.dim)
        }
    }

    pub fn border(&self) -> Style {
        self.dim()
    }

    /// The seat whose turn it is: its column header and panel border.
    pub fn current(&self) -> Style {
        if self.mono {
            Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
        } else {
            Style::new()
                .fg(self.palette.current)
                .add_modifier(Modifier::BOLD)
        }
    }

    pub fn current_border(&self) -> Style {
        if self.mono {
            Style::new().add_modifier(Modifier::BOLD)
        } else {
            Style::new().fg(self.palette.current)
        }
    }

    pub fn held(&self) -> Style {
        if self.mono {
            Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
        } else {
            Style::new()
                .fg(self.palette.held)
                .add_modifier(Modifier::BOLD)
        }
    }

    pub fn die(&self) -> Style {
        Style::new()
    }

    /// The box filled last on the card: underlined, so it shows in monochrome too.
    pub fn just_filled(&self) -> Style {
        self.fresh().add_modifier(Modifier::UNDERLINED)
    }

    /// Dice that just landed, for a moment.
    pub fn fresh(&self) -> Style {
        if self.mono {
            Style::new().add_modifier(Modifier::BOLD)
        } else {
            Style::new()
                .fg(self.palette.fresh)
                .add_modifier(Modifier::BOLD)
        }
    }

    /// What a box would score with the current dice.
    pub fn preview(&self) -> Style {
        if self.mono {
            Style::new().add_modifier(Modifier::UNDERLINED)
        } else {
            Style::new().fg(self.palette.good)
        }
    }

    pub fn refused(&self) -> Style {
        if self.mono {
            Style::new()
        } else {
            Style::new().fg(self.palette.bad)
        }
    }

    pub fn cursor(&self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }

    pub fn selected(&self) -> Style {
        if self.mono {
            Style::new().add_modifier(Modifier::REVERSED)
        } else {
            Style::new().fg(Color::Black).bg(self.palette.selected)
        }
    }

    pub fn good(&self) -> Style {
        if self.mono {
            Style::new().add_modifier(Modifier::BOLD)
        } else {
            Style::new().fg(self.palette.good)
        }
    }

    pub fn bad(&self) -> Style {
        if self.mono {
            Style::new().add_modifier(Modifier::UNDERLINED)
        } else {
            Style::new().fg(self.palette.bad)
        }
    }

    pub fn warn(&self) -> Style {
        if self.mono {
            Style::new().add_modifier(Modifier::BOLD)
        } else {
            Style::new().fg(self.palette.warn)
        }
    }

    pub fn total(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    pub fn key(&self) -> Style {
        if self.mono {
            Style::new().add_modifier(Modifier::BOLD)
        } else {
            Style::new()
                .fg(self.palette.key)
                .add_modifier(Modifier::BOLD)
        }
    }

    pub fn button(&self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }

    pub fn disabled(&self) -> Style {
        if self.mono {
            Style::new().add_modifier(Modifier::DIM)
        } else {
            Style::new().fg(self.palette.dim)
        }
    }
}
