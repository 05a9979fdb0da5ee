//! About me: everything the server keeps about the person, in words, with their statistics,
//! and the key that forgets it all. Forgetting is asked first, on this screen, and only a
//! yes pushes [`Want::Forget`]: the runtime deletes the account, and there is no undo.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::{Want, Wants};
use crate::hall::{self, FORMER_PLAYER, FamilyStats, PersonStats};
use crate::store::format_time;
use crate::tui::keymap::{Command, Context};
use crate::tui::screens::text::TextView;
use crate::tui::screens::{Cx, Kind, Screen, Step};
use crate::tui::theme::Theme;
use crate::tui::widgets::{centered, dialog, dialog_choice, footer};

/// What the screen asks or has been told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Forgetting {
    /// Nothing asked.
    No,
    /// The question is open.
    Asking,
    /// The person said yes: the runtime has it.
    Asked,
}

pub struct AboutMe {
    kept: hall::AboutMe,
    stats: Option<PersonStats>,
    wants: Wants,
    page: Option<TextView>,
    forgetting: Forgetting,
}

impl AboutMe {
    /// What the hall keeps about the person, to show and to forget.
    pub fn new(kept: hall::AboutMe, wants: Wants) -> AboutMe {
        AboutMe {
            kept,
            stats: None,
            wants,
            page: None,
            forgetting: Forgetting::No,
        }
    }

    /// With the person's statistics, drawn from their finished matches.
    pub fn with_stats(mut self, stats: PersonStats) -> AboutMe {
        self.stats = Some(stats);
        self.page = None;
        self
    }

    /// The page's paragraphs, each in its style: every field the hall keeps, in words.
    fn paragraphs(&self, theme: &Theme) -> Vec<(String, Style)> {
        let k = &self.kept;
        let mut out = vec![
            (
                format!("Your handle: {}", k.account.handle.as_str()),
                theme.title(),
            ),
            (
                format!(
                    "Your account was made {} (UTC), the first time you connected with your key.",
                    format_time(k.account.created_unix)
                ),
                theme.base(),
            ),
            (
                format!(
                    "Your key: {}. The server keeps this fingerprint of your public key to \
                     know you again; it holds nothing secret of yours, and no password.",
                    k.key.as_str()
                ),
                theme.base(),
            ),
            (String::new(), theme.base()),
            ("Ratings".to_string(), theme.key()),
        ];
        if k.ratings.is_empty() {
            out.push((
                "No rating yet: finish a match against another person on the rules of a \
                 built-in preset (Classic, say) to get one."
                    .to_string(),
                theme.dim(),
            ));
        }
        for (family, rating) in &k.ratings {
            out.push((
                format!(
                    "{:<16}{}{}, {}",
                    family.name(),
                    rating.shown(),
                    if rating.provisional() {
                        " (provisional)"
                    } else {
                        ""
                    },
                    crate::words::count(rating.games, "rated game", "rated games")
                ),
                theme.base(),
            ));
        }
        out.push((String::new(), theme.base()));
        out.push(("Statistics".to_string(), theme.key()));
        out.extend(self.stats_lines(theme));
        out.push((String::new(), theme.base()));
        out.push(("Matches and tables".to_string(), theme.key()));
        out.push((
            format!(
                "{} kept with your seat in them (My matches lists them), and {} with a seat \
                 kept for you or made by you.",
                crate::words::count(k.finished_matches, "finished match", "finished matches"),
                crate::words::count(k.open_tables.len() as u64, "open table", "open tables"),
            ),
            theme.base(),
        ));
        out.push((
            format!(
                "{} in the last day, counted to keep to the server's limit on new tables.",
                crate::words::count(k.tables_made_last_day, "table made", "tables made")
            ),
            theme.base(),
        ));
        out.push((String::new(), theme.base()));
        out.push(("Forget me".to_string(), theme.key()));
        out.push((
            format!(
                "Forgetting deletes your account, your key and your ratings at once. In \
                 finished matches your seat is then named \"{FORMER_PLAYER}\"; seats kept \
                 for you at open tables are kept no more. It cannot be undone: connecting \
                 again with the same key makes a new account."
            ),
            theme.base(),
        ));
        out
    }

    /// The statistics: the totals, then a small table per family (other rules together).
    fn stats_lines(&self, theme: &Theme) -> Vec<(String, Style)> {
        let Some(stats) = self.stats.as_ref().filter(|s| s.matches > 0) else {
            return vec![(
                "No finished match yet: your matches, wins and best totals appear here."
                    .to_string(),
                theme.dim(),
            )];
        };
        let mut out = vec![(
            format!(
                "{}, {} won, {} rated.",
                crate::words::count(stats.matches, "finished match", "finished matches"),
                stats.won,
                stats.rated
            ),
            theme.base(),
        )];
        let rows: Vec<&FamilyStats> = stats.by_family.iter().filter(|f| f.matches > 0).collect();
        if !rows.is_empty() {
            out.push((
                format!(
                    "{:<16}{:>7}{:>6}{:>6}{:>8}",
                    "Rules", "Matches", "Won", "Best", "Mean"
                ),
                theme.dim(),
            ));
            out.extend(rows.into_iter().map(|f| (stat_row(f), theme.base())));
        }
        out
    }

    fn page(&mut self, theme: &Theme) -> &mut TextView {
        if self.page.is_none() {
            self.page = Some(TextView::new(
                " About me: what this server keeps ",
                self.paragraphs(theme),
            ));
        }
        self.page
            .get_or_insert_with(|| TextView::new(" About me ", Vec::new()))
    }

    fn question_area(area: Rect) -> Rect {
        centered(area, 64, 9)
    }

    fn answer(&mut self, yes: bool) {
        self.forgetting = if yes {
            self.wants.borrow_mut().push(Want::Forget);
            Forgetting::Asked
        } else {
            Forgetting::No
        };
    }
}

/// One family's line of the statistics.
fn stat_row(f: &FamilyStats) -> String {
    let mean = if f.mean.is_finite() {
        format!("{:.1}", f.mean)
    } else {
        "?".to_string()
    };
    format!(
        "{:<16}{:>7}{:>6}{:>6}{:>8}",
        f.family.map_or("Other rules", |family| family.name()),
        f.matches,
        f.won,
        f.best,
        mean
    )
}

impl Screen for AboutMe {
    fn kind(&self) -> Kind {
        Kind::AboutMe
    }

    fn contexts(&self) -> Vec<Context> {
        match self.forgetting {
            Forgetting::Asking => vec![Context::Confirm],
            Forgetting::No | Forgetting::Asked => vec![Context::Standings, Context::Text],
        }
    }

    fn command(&mut self, command: Command, cx: &mut Cx) -> Step {
        if self.forgetting == Forgetting::Asking {
            // As every question: yes to its select, no to anything else.
            self.answer(command == Command::Select);
            return Step::Stay;
        }
        match command {
            Command::ForgetMe if self.forgetting == Forgetting::No => {
                self.forgetting = Forgetting::Asking;
            }
            Command::Refresh => self.wants.borrow_mut().push(Want::Refresh),
            Command::Back | Command::Menu | Command::Quit => return Step::Back,
            other => {
                let theme = cx.theme;
                self.page(&theme).handle(other);
            }
        }
        Step::Stay
    }

    fn click(&mut self, area: Rect, x: u16, y: u16, _cx: &mut Cx) -> Step {
        if self.forgetting == Forgetting::Asking {
            let yes = dialog_choice(AboutMe::question_area(area), x, y) == Some(true);
            self.answer(yes);
        }
        Step::Stay
    }

    fn draw(&mut self, buf: &mut Buffer, area: Rect, cx: &mut Cx) {
        let theme = cx.theme;
        let page = Rect::new(area.x, area.y, area.width, area.height.saturating_sub(1));
        self.page(&theme).draw(buf, page, &theme);
        let mut keys = Vec::new();
        match self.forgetting {
            Forgetting::No => {
                keys.extend(
                    cx.keys
                        .short_help_for(Context::Standings, &[Command::ForgetMe, Command::Refresh]),
                );
                keys.extend(cx.keys.reading_help());
            }
            Forgetting::Asked => {
                keys.push((String::new(), "Forgetting you…".to_string()));
            }
            Forgetting::Asking => {
                let yes = cx.keys.key_for(Context::Confirm, Command::Select);
                let no = cx.keys.key_for(Context::Confirm, Command::Back);
                dialog(
                    buf,
                    AboutMe::question_area(area),
                    " Forget me? ",
                    &format!(
                        "Your account {}, its key and its ratings are deleted now, and your \
                         handle leaves every finished match. This cannot be undone.",
                        self.kept.account.handle.as_str()
                    ),
                    &format!("{yes}: forget me"),
                    &format!("{no}: keep it"),
                    theme.warn(),
                    &theme,
                );
                keys.extend(cx.keys.short_help(Context::Confirm));
            }
        }
        footer(buf, area, &keys, &theme);
    }
}
