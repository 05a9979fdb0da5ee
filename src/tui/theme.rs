//! Styles. Colours are the terminal's own 16-colour palette (so they follow its theme); in
//! monochrome (`--mono` or `NO_COLOR`) every distinction is made with bold, reverse, underline
//! and text marks instead.

use ratatui::style::{Color, Modifier, Style};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    pub mono: bool,
}

impl Theme {
    /// Monochrome when asked for, or when `NO_COLOR` is set to anything non-empty.
    pub fn from_env(mono_flag: bool) -> Theme {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Theme {
            mono: mono_flag || no_color,
        }
    }

    fn color(&self, style: Style, color: Color) -> Style {
        if self.mono { style } else { style.fg(color) }
    }

    pub fn base(&self) -> Style {
        Style::new()
    }

    pub fn title(&self) -> Style {
        self.color(Style::new().add_modifier(Modifier::BOLD), Color::Yellow)
    }

    pub fn dim(&self) -> Style {
        if self.mono {
            Style::new()
        } else {
            Style::new().fg(Color::DarkGray)
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
            Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD)
        }
    }

    pub fn current_border(&self) -> Style {
        if self.mono {
            Style::new().add_modifier(Modifier::BOLD)
        } else {
            Style::new().fg(Color::Cyan)
        }
    }

    pub fn held(&self) -> Style {
        if self.mono {
            Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
        } else {
            Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD)
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
            Style::new().fg(Color::Green).add_modifier(Modifier::BOLD)
        }
    }

    /// What a box would score with the current dice.
    pub fn preview(&self) -> Style {
        if self.mono {
            Style::new().add_modifier(Modifier::UNDERLINED)
        } else {
            Style::new().fg(Color::Green)
        }
    }

    pub fn refused(&self) -> Style {
        if self.mono {
            Style::new()
        } else {
            Style::new().fg(Color::Red)
        }
    }

    pub fn cursor(&self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }

    pub fn selected(&self) -> Style {
        if self.mono {
            Style::new().add_modifier(Modifier::REVERSED)
        } else {
            Style::new().fg(Color::Black).bg(Color::Cyan)
        }
    }

    pub fn good(&self) -> Style {
        if self.mono {
            Style::new().add_modifier(Modifier::BOLD)
        } else {
            Style::new().fg(Color::Green)
        }
    }

    pub fn bad(&self) -> Style {
        if self.mono {
            Style::new().add_modifier(Modifier::UNDERLINED)
        } else {
            Style::new().fg(Color::Red)
        }
    }

    pub fn warn(&self) -> Style {
        if self.mono {
            Style::new().add_modifier(Modifier::BOLD)
        } else {
            Style::new().fg(Color::Yellow)
        }
    }

    pub fn total(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    pub fn key(&self) -> Style {
        if self.mono {
            Style::new().add_modifier(Modifier::BOLD)
        } else {
            Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD)
        }
    }

    pub fn button(&self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }

    pub fn disabled(&self) -> Style {
        if self.mono {
            Style::new().add_modifier(Modifier::DIM)
        } else {
            Style::new().fg(Color::DarkGray)
        }
    }
}
