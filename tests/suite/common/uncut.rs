//! Nothing cut in any language: every snapshot screen drawn again in the pseudo-language.
//!
//! [`snap!`](crate::common::snap) takes a screen's snapshot exactly as before, in the language
//! the test speaks, and then draws the same app, unchanged, in the pseudo-language `en-XA`
//! (English accented, about 40% longer, each message between ⟦ ⟧) at the snapshot's size and
//! at a wider one. On each pseudo draw:
//!
//! - every ⟦ has its ⟧, read in reading order (row by row, left to right). A message wrapped
//!   over lines is whole; one cut at a panel's edge, at the end of a row or at the bottom of
//!   its box loses its ⟧ (and one whose beginning was cut, its ⟦);
//! - no more `…` than the draw in the test's own language at the same size: the ellipsis a
//!   screen puts where it shortens a name or a line is allowed where the test's own draw
//!   shortens too (a long name, a scrolled list), and nowhere else.
//!
//! What it covers: every word made while the screen is drawn. Words made when something
//! happened (a notice, a refusal, a log line kept as text) were made in the test's language
//! and stay so in the pseudo draw: they are drawn, and checked for `…`, but carry no marks.
//!
//! Then the app is drawn again at the snapshot's size in the test's own language, so what the
//! test does next sees the app as the snapshot left it.
//!
//! The German and French checks, [`help_whole`], need no marks: at 80×24 the help bar at the
//! bottom holds only whole entries of the bar the same screen shows when wide enough for all.
//!
//! Cuts known and not mended yet are in [`KNOWN`], each with its reason.

use yahtzee::l10n::{CLOSE, Lang, OPEN, speaking};
use yahtzee::tui::App;

use super::text;

/// A cut the check allows for now: on the screen `screen` (as `App::screen_name` names it),
/// a cut whose line, as English reads it (the pseudo-language's accents and doubled vowels
/// undone) after the size it was drawn at ("80×24: row 3: …"), contains `shows`.
pub struct Known {
    pub screen: &'static str,
    pub shows: &'static str,
    pub why: &'static str,
}

/// Cuts the check allows for now, each with why: none today. A cut that cannot be mended
/// (no room at all for some language's words) is listed here with its reason, as narrowly as
/// its `shows` can say.
pub const KNOWN: &[Known] = &[];

/// The language of the card's box names in the pseudo draw: English. The card's label
/// column is as wide as its widest label (`tui::widgets::card_label_width`), so the
/// pseudo-language's longer box names would widen every card past what any real language
/// needs and show the panels beside it squeezed, hiding the screen's own cuts among those.
/// `--lang en-XA` draws them, and a test draws a match with them
/// (`screens::l10n::the_card_draws_box_names_of_several_bytes_a_letter`).
const CARD_NAMES: Option<Lang> = Some(Lang::En);

/// The size each snapshot is also checked at, wider and taller.
pub fn wider(w: u16, h: u16) -> (u16, u16) {
    (w.saturating_add(40), h.saturating_add(16))
}

/// Draws `app` in the pseudo-language at `w`×`h` and at [`wider`], and fails on anything cut
/// there that the test's own language shows whole. `name` is the snapshot's.
pub fn check(app: &mut App, w: u16, h: u16, name: &str) {
    let screen = app.screen_name();
    // Every cut of the run at once, one per line, rather than the first of each test.
    let survey = std::env::var("YAHTZEE_CUTS_SURVEY").ok();
    // `YAHTZEE_CUTS_SURVEY=all` lists the known cuts too: what mending them would take.
    let every = survey.as_deref() == Some("all");
    let mut cuts = Vec::new();
    for (sw, sh) in [(w, h), wider(w, h)] {
        let own = text(app, sw, sh);
        let pseudo = speaking(Lang::Pseudo, CARD_NAMES, || text(app, sw, sh));
        let found: Vec<String> = cuts_in(&own, &pseudo)
            .into_iter()
            .map(|cut| format!("{sw}×{sh}: {cut}"))
            .filter(|cut| every || !allowed(screen, cut))
            .collect();
        if survey.is_some() {
            for cut in &found {
                eprintln!("CUT {screen} {name} {cut}");
            }
        } else if !found.is_empty() {
            cuts.push(format!("{}\n{pseudo}", found.join("\n")));
        }
    }
    // Back to the snapshot's size and language: hit-testing and scrolling as the test left them.
    let _ = super::draw(app, w, h);
    assert!(
        cuts.is_empty(),
        "{name} ({screen}): cut in the pseudo-language:\n{}",
        cuts.join("\n")
    );
}

/// Whether `cut` (as [`cuts_in`] says it) is one of the [`KNOWN`] cuts of `screen`.
fn allowed(screen: &str, cut: &str) -> bool {
    KNOWN
        .iter()
        .any(|k| k.screen == screen && cut.contains(k.shows))
}

/// A box drawn with rounded corners: its corners' rows and columns (in characters, one a
/// cell as [`text`](super::text) gives them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Frame {
    top: usize,
    bottom: usize,
    left: usize,
    right: usize,
}

impl Frame {
    /// Whether `self`'s top-left corner lies inside `outer`'s borders: drawn over it (a
    /// popup may reach past the box it opens over, as the handover's does past the card).
    /// A panel beside or under another starts outside it.
    fn over(&self, outer: &Frame) -> bool {
        outer.left < self.left
            && self.left < outer.right
            && outer.top < self.top
            && self.top < outer.bottom
    }
}

/// Every box on `grid`: `╭`, the first `╮` right of it on its row, and the first `╰`
/// below it with `│` (or `├`) between; with `whole`, its row has `╯` under the `╮`, with
/// `│` (or `┤`) between those too. Without, the right side and its corner may be hidden:
/// a popup over a box's lower right corner (the handover's over the card) hides both.
fn frames(grid: &[Vec<char>], whole: bool) -> Vec<Frame> {
    let at = |r: usize, c: usize| grid.get(r).and_then(|l| l.get(c)).copied();
    let mut found = Vec::new();
    for (top, line) in grid.iter().enumerate() {
        for (left, &c) in line.iter().enumerate() {
            if c != '╭' {
                continue;
            }
            let Some(right) = (left + 1..line.len()).find(|&x| line[x] == '╮') else {
                continue;
            };
            // A box whose own corner a popup hides would take the popup's corner for its
            // own (a box too wide, making more boxes popups): a corner past another box's
            // start is not this box's.
            if line[left + 1..right].contains(&'╭') {
                continue;
            }
            let bottom = (top + 1..grid.len())
                .take_while(|&r| {
                    matches!(at(r, left), Some('│' | '├' | '╰'))
                        && matches!(at(r - 1, left), Some('╭' | '│' | '├'))
                })
                .find(|&r| at(r, left) == Some('╰'));
            let Some(bottom) = bottom else { continue };
            let sides =
                !whole || (top + 1..bottom).all(|r| matches!(at(r, right), Some('│' | '┤')));
            if sides && (!whole || at(bottom, right) == Some('╯')) {
                found.push(Frame {
                    top,
                    bottom,
                    left,
                    right,
                });
            }
        }
    }
    found
}

/// The characters a box's border is drawn with.
const BORDER: &str = "│╭╰├┤╮╯";

/// Whether the words opened at (`row`, `col`) run into the left edge of a popup: a box whose
/// corner is inside another box (drawn over what that one shows), its left border on `row` the first border
/// right of `col`. What the popup covers was drawn whole under it; a message cut at its own
/// panel's edge runs into that panel's right border instead, and a panel beside another is
/// inside no box.
fn under_popup(grid: &[Vec<char>], popups: &[Frame], row: usize, col: usize) -> bool {
    let Some(line) = grid.get(row) else {
        return false;
    };
    let edge = (col + 1..line.len()).find(|&x| BORDER.contains(line[x]));
    // Words that close before the edge were not covered.
    let mut depth = 1usize;
    let closed = line[col + 1..edge.unwrap_or(line.len())].iter().any(|&c| {
        if c == OPEN {
            depth += 1;
        } else if c == CLOSE {
            depth = depth.saturating_sub(1);
        }
        depth == 0
    });
    !closed
        && edge.is_some_and(|edge| {
            popups
                .iter()
                .any(|p| p.left == edge && p.top <= row && row <= p.bottom)
        })
}

/// Whether the words closed at (`row`, `col`) began under a popup: the first border left of
/// `col` is a popup's right edge.
fn from_under_popup(grid: &[Vec<char>], popups: &[Frame], row: usize, col: usize) -> bool {
    let Some(line) = grid.get(row) else {
        return false;
    };
    let edge = (0..col.min(line.len()))
        .rev()
        .find(|&x| BORDER.contains(line[x]));
    // Words that opened after the edge were not covered.
    let mut depth = 1usize;
    let opened = line[edge.map_or(0, |e| e + 1)..col.min(line.len())]
        .iter()
        .rev()
        .any(|&c| {
            if c == CLOSE {
                depth += 1;
            } else if c == OPEN {
                depth = depth.saturating_sub(1);
            }
            depth == 0
        });
    !opened
        && edge.is_some_and(|edge| {
            popups
                .iter()
                .any(|p| p.right == edge && p.top <= row && row <= p.bottom)
        })
}

/// What is cut on `pseudo`, the screen drawn in the pseudo-language, against `own`, the same
/// screen in the test's language: one line each, in English. Words hidden by a popup drawn
/// over them are not cut (see [`under_popup`]).
pub fn cuts_in(own: &str, pseudo: &str) -> Vec<String> {
    let grid: Vec<Vec<char>> = pseudo.lines().map(|l| l.chars().collect()).collect();
    let under = frames(&grid, false);
    let popups: Vec<Frame> = frames(&grid, true)
        .into_iter()
        .filter(|f| under.iter().any(|outer| f.over(outer)))
        .collect();
    let mut cuts = Vec::new();
    let mut open: Vec<(usize, String)> = Vec::new();
    for (row, line) in pseudo.lines().enumerate() {
        for (col, c) in line.chars().enumerate() {
            if c == OPEN {
                if under_popup(&grid, &popups, row, col) {
                    continue;
                }
                let rest: String = line.chars().skip(col).collect();
                open.push((row, rest));
            } else if c == CLOSE && from_under_popup(&grid, &popups, row, col) {
                continue;
            } else if c == CLOSE && open.pop().is_none() {
                let head: String = line.chars().take(col + 1).collect();
                cuts.push(format!(
                    "row {row}: the start of \"{}\" is missing",
                    english(head.trim())
                ));
            }
        }
    }
    for (row, rest) in open {
        cuts.push(format!(
            "row {row}: \"{}\" has no end",
            english(rest.trim_end())
        ));
    }
    let dots = |s: &str| s.matches('…').count();
    if dots(pseudo) > dots(own) {
        for (row, line) in pseudo.lines().enumerate() {
            if line.contains('…') {
                cuts.push(format!(
                    "row {row}: shortened (… {} times, {} in the test's language): \"{}\"",
                    dots(pseudo),
                    dots(own),
                    english(line.trim())
                ));
            }
        }
    }
    cuts
}

/// Pseudo-language text as English: accents off, doubled vowels single. Text that was never
/// pseudo is left as it is.
pub fn english(pseudo: &str) -> String {
    const CAPITALS: &str = "ȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ";
    const SMALL: &str = "ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑ";
    let plain = |c: char| -> Option<char> {
        let find = |set: &str, base: u8| {
            set.chars()
                .position(|x| x == c)
                .and_then(|i| u8::try_from(i).ok())
                .map(|i| char::from(base + i))
        };
        find(CAPITALS, b'A').or_else(|| find(SMALL, b'a'))
    };
    let mut out = String::new();
    let mut chars = pseudo.chars().peekable();
    while let Some(c) = chars.next() {
        match plain(c) {
            Some(p) => {
                out.push(p);
                // A vowel was written twice, the second time small.
                if "aeiouyAEIOUY".contains(p) {
                    let small = p.to_ascii_lowercase();
                    if chars.peek().and_then(|&n| plain(n)) == Some(small) {
                        chars.next();
                    }
                }
            }
            None => out.push(c),
        }
    }
    out
}

/// The German and French check: at `w`×`h`, the bottom row holds only whole entries of the
/// help bar the same screen shows at 300 columns (entries are parted by two spaces).
pub fn help_whole(app: &mut App, w: u16, h: u16) -> Result<(), String> {
    let bottom = |screen: &str| {
        screen
            .lines()
            .last()
            .map(|l| l.trim().to_string())
            .unwrap_or_default()
    };
    let wide = bottom(&text(app, 300, h));
    let narrow = bottom(&text(app, w, h));
    let _ = super::draw(app, w, h);
    let entries: Vec<&str> = wide.split("  ").map(str::trim).collect();
    let cut: Vec<&str> = narrow
        .split("  ")
        .map(str::trim)
        .filter(|piece| !piece.is_empty() && !entries.contains(piece))
        .collect();
    if cut.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "help bar at {w}×{h} cuts {cut:?}:\n  {narrow}\n  whole: {wide}"
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_wrapped_is_whole_and_one_cut_is_found() {
        let own = "Hold dice\nand throw\n";
        assert!(cuts_in(own, "⟦Ħǿǿŀḓ ḓīīƈḗḗ\nȧȧƞḓ⟧ ⟦ŧħřǿǿẇ⟧\n").is_empty());
        let cuts = cuts_in(own, "⟦Ħǿǿŀḓ ḓīīƈḗḗ\n⟦ŧħřǿǿ\n");
        assert_eq!(cuts.len(), 2, "{cuts:?}");
        assert!(cuts[0].contains("\"⟦Hold dice\" has no end"), "{cuts:?}");
        assert!(
            cuts_in(own, "⟦Ħǿǿŀḓ ḓī…⟧")
                .iter()
                .any(|c| c.contains("shortened"))
        );
        assert!(cuts_in("Anastas…", "Anastas…").is_empty());
        assert_eq!(cuts_in(own, "ǿẇ⟧ ok").len(), 1);
    }

    #[test]
    fn what_a_popup_covers_is_not_cut_and_a_panel_edge_still_cuts() {
        // A popup over a framed list: the words it covers run into its left border.
        let popup = "\
╭ ⟦Ŀīīşŧ⟧ ────────────────────╮
│ ⟦Ƒīīřşŧ ŀīīƞḗḗ⟧             │
│ ⟦Şḗḗƈ╭ ⟦Ƥǿǿƥ⟧ ──╮           │
│ ⟦Ŧħīī│ ⟦Ẏḗḗş⟧   │ḗḗ⟧        │
│ ⟦Ƒǿǿŧ╰──────────╯           │
╰─────────────────────────────╯";
        assert!(cuts_in("", popup).is_empty(), "{:?}", cuts_in("", popup));
        // Words whole beside a popup are read as ever: one cut there is still found.
        let beside = popup
            .replace("⟦Ƒǿǿŧ╰", "⟦Ƒǿ⟧ ╰")
            .replace("ḗḗ⟧        │", "⟦ḗḗ        │");
        let cuts = cuts_in("", &beside);
        assert_eq!(cuts.len(), 1, "{cuts:?}");
        assert!(cuts[0].contains("row 3: \"⟦e "), "{cuts:?}");
        // Two panels side by side: words cut at the left one's right edge are cut, though a
        // box begins just after it; and words that run into a box no frame holds.
        let panels = "\
╭ ⟦Ŀḗḗƒŧ⟧ ─╮╭ ⟦Řīīɠħŧ⟧ ─╮
│ ⟦Ŧǿǿŧȧȧ│╰──────────╯
╰─────────╯";
        let cuts = cuts_in("", panels);
        assert_eq!(cuts.len(), 1, "{cuts:?}");
        assert!(cuts[0].contains("\"⟦Tota│╰"), "{cuts:?}");
        let open = "⟦Ŧǿǿŧȧȧŀ ╭──╮\n        ╰──╯";
        assert_eq!(cuts_in("", open).len(), 1);
        // A popup over the lower right corner of the box beneath (the handover over the
        // card): the end of words it covers, past its right border, is not cut either.
        let corner = "\
╭ ⟦Ŀīīşŧ⟧ ────────────────────╮
│ ⟦Ƒīīřşŧ ŀīīƞḗḗ⟧             │
│ ⟦Şḗḗƈ╭ ⟦Ƥǿǿƥ⟧ ───────────────────╮
│ ⟦Ŧħīī│ ⟦Ẏḗḗş⟧                    │ḗḗ⟧
╰──────│                           │
       ╰───────────────────────────╯";
        assert!(cuts_in("", corner).is_empty(), "{:?}", cuts_in("", corner));
    }

    #[test]
    fn pseudo_reads_back_as_english() {
        assert_eq!(english("Ħǿǿŀḓ 3-3, Ȧȧƞȧȧ! ŧħřḗḗḗḗ"), "Hold 3-3, Ana! three");
    }
}
