//! About me: everything the server keeps about the person, in words, with their statistics,
//! and the key that forgets it all. Forgetting is asked first, on this screen, and only a
//! yes pushes [`Want::Forget`]: the runtime deletes the account, and there is no undo.

use super::{column, right};
use crate::l10n::t;
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
                t!("serve-about-handle", handle = k.account.handle.as_str()),
                theme.title(),
            ),
            (
                t!(
                    "serve-about-made",
                    when = format_time(k.account.created_unix)
                ),
                theme.base(),
            ),
            (t!("serve-about-key", key = k.key.as_str()), theme.base()),
            (String::new(), theme.base()),
            (t!("serve-about-ratings"), theme.key()),
        ];
        if k.ratings.is_empty() {
            out.push((t!("serve-about-no-rating"), theme.dim()));
        }
        for (family, rating) in &k.ratings {
            out.push((
                format!(
                    "{}{}",
                    column(family.preset().shown_name(), 16),
                    if rating.provisional() {
                        t!(
                            "serve-about-rating-provisional",
                            rating = rating.shown(),
                            count = rating.games
                        )
                    } else {
                        t!(
                            "serve-about-rating",
                            rating = rating.shown(),
                            count = rating.games
                        )
                    }
                ),
                theme.base(),
            ));
        }
        out.push((String::new(), theme.base()));
        out.push((t!("serve-about-statistics"), theme.key()));
        out.extend(self.stats_lines(theme));
        out.push((String::new(), theme.base()));
        out.push((t!("serve-about-matches-and-tables"), theme.key()));
        out.push((
            t!(
                "serve-about-kept",
                finished = k.finished_matches,
                open = k.open_tables.len()
            ),
            theme.base(),
        ));
        out.push((
            t!("serve-about-made-last-day", count = k.tables_made_last_day),
            theme.base(),
        ));
        out.push((String::new(), theme.base()));
        out.push((t!("serve-about-forget-me"), theme.key()));
        out.push((
            t!("serve-about-forgetting", former = FORMER_PLAYER),
            theme.base(),
        ));
        out
    }

    /// The statistics: the totals, then a small table per family (other rules together).
    fn stats_lines(&self, theme: &Theme) -> Vec<(String, Style)> {
        let Some(stats) = self.stats.as_ref().filter(|s| s.matches > 0) else {
            return vec![(t!("serve-about-no-stats"), theme.dim())];
        };
        let mut out = vec![(
            t!(
                "serve-about-stats",
                count = stats.matches,
                won = stats.won,
                rated = stats.rated
            ),
            theme.base(),
        )];
        let rows: Vec<&FamilyStats> = stats.by_family.iter().filter(|f| f.matches > 0).collect();
        if !rows.is_empty() {
            let heads = StatHeads::now();
            out.push((
                format!(
                    "{}{}{}{}{}",
                    column(&heads.rules, 16),
                    right(&heads.matches, heads.widths[0]),
                    right(&heads.won, heads.widths[1]),
                    right(&heads.best, heads.widths[2]),
                    right(&heads.mean, heads.widths[3]),
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
                &t!("serve-about-title"),
                self.paragraphs(theme),
            ));
        }
        self.page
            .get_or_insert_with(|| TextView::new(&t!("serve-about-title-short"), Vec::new()))
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
        crate::l10n::decimal(f.mean, 1)
    } else {
        "?".to_string()
    };
    let widths = StatHeads::now().widths;
    let rules = f.family.map_or_else(
        || t!("serve-about-other-rules"),
        |family| family.preset().shown_name().to_string(),
    );
    format!(
        "{}{}{}{}{}",
        column(&rules, 16),
        right(&f.matches.to_string(), widths[0]),
        right(&f.won.to_string(), widths[1]),
        right(&f.best.to_string(), widths[2]),
        right(&mean, widths[3])
    )
}

/// The statistics table's headings, and the number columns' widths: English's, or a
/// translated heading's when wider.
struct StatHeads {
    rules: String,
    matches: String,
    won: String,
    best: String,
    mean: String,
    widths: [usize; 4],
}

impl StatHeads {
    fn now() -> StatHeads {
        let matches = t!("serve-about-head-matches");
        let won = t!("serve-about-head-won");
        let best = t!("serve-about-head-best");
        let mean = t!("serve-about-head-mean");
        // English's widths hold their headings exactly; a longer heading gets a space
        // before it, so it never touches the column on its left.
        // (The first follows the rules' column, padded already: it may fill its width.)
        let spaced = |heading: &str, english: usize, first: bool| {
            let w = crate::tui::widgets::display_width(heading);
            if w < english || (first && w == english) {
                english
            } else {
                w + 1
            }
        };
        let widths = [
            spaced(&matches, 7, true),
            spaced(&won, 6, false),
            spaced(&best, 6, false),
            spaced(&mean, 8, false),
        ];
        StatHeads {
            rules: t!("serve-about-head-rules"),
            matches,
            won,
            best,
            mean,
            widths,
        }
    }
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
                keys.push((String::new(), t!("serve-about-forgetting-now")));
            }
            Forgetting::Asking => {
                let yes = cx.keys.key_for(Context::Confirm, Command::Select);
                let no = cx.keys.key_for(Context::Confirm, Command::Back);
                dialog(
                    buf,
                    AboutMe::question_area(area),
                    &t!("serve-about-forget-title"),
                    // The handle on a line of its own: the dialog wraps by characters, and
                    // a handle of wide letters inside a sentence would push words past its
                    // border.
                    &t!(
                        "serve-about-forget-question",
                        handle = self.kept.account.handle.as_str()
                    ),
                    &t!("serve-about-forget-yes", key = yes.as_str()),
                    &t!("serve-about-forget-no", key = no.as_str()),
                    theme.warn(),
                    &theme,
                );
                keys.extend(cx.keys.short_help(Context::Confirm));
            }
        }
        footer(buf, area, &keys, &theme);
    }
}
