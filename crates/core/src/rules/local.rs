//! The boxes' names as a card says them, in the language card names are read in
//! ([`yahtzee_l10n::names`]): "Full house", "Kåk", "Full". Worked out once per language and
//! kept, so a name is a `&'static str` like the ids it stands for, and drawing a card costs
//! no formatting.

use std::sync::LazyLock;

use yahtzee_l10n::{Lang, speaking, t_names};

use super::boxes::{BOXES, BoxId};

/// The two families of names: Hasbro's card (and its columns), and Scandinavian Yatzy's.
#[derive(Clone, Copy)]
pub(crate) enum Family {
    Classic,
    Yatzy,
}

impl Family {
    fn arg(self) -> &'static str {
        match self {
            Family::Classic => "classic",
            Family::Yatzy => "yatzy",
        }
    }
}

/// Per language, per family: the boxes' names, their shorthand, and the game's title.
struct Names {
    label: [[String; BOXES]; 2],
    short: [[String; BOXES]; 2],
    title: [String; 2],
}

static NAMES: LazyLock<Vec<Names>> = LazyLock::new(|| {
    Lang::ALL
        .iter()
        .map(|&lang| {
            speaking(lang, Some(lang), || {
                let families = [Family::Classic, Family::Yatzy];
                Names {
                    label: families.map(|f| BoxId::ALL.map(|b| label_now(f, b))),
                    short: families.map(|f| BoxId::ALL.map(|b| short_now(f, b))),
                    title: families.map(|f| t_names!("game-title", card = f.arg())),
                }
            })
        })
        .collect()
});

fn names() -> Option<&'static Names> {
    NAMES.get(yahtzee_l10n::names() as usize)
}

/// `b`'s name on a card of `family`, in the card names' language.
pub(crate) fn label(family: Family, b: BoxId) -> &'static str {
    names()
        .and_then(|n| n.label[family as usize].get(b as usize))
        .map_or("?", String::as_str)
}

/// `b`'s shorthand on a card of `family`.
pub(crate) fn short(family: Family, b: BoxId) -> &'static str {
    names()
        .and_then(|n| n.short[family as usize].get(b as usize))
        .map_or("?", String::as_str)
}

/// The game's name in the title bar, for a card of `family`.
pub(crate) fn title(family: Family) -> &'static str {
    names().map_or("YAHTZEE", |n| n.title[family as usize].as_str())
}

fn label_now(family: Family, b: BoxId) -> String {
    let card = family.arg();
    match b {
        BoxId::Ones => t_names!("box-ones", card = card),
        BoxId::Twos => t_names!("box-twos"),
        BoxId::Threes => t_names!("box-threes"),
        BoxId::Fours => t_names!("box-fours"),
        BoxId::Fives => t_names!("box-fives"),
        BoxId::Sixes => t_names!("box-sixes"),
        BoxId::ThreeOfAKind => t_names!("box-three-of-a-kind"),
        BoxId::FourOfAKind => t_names!("box-four-of-a-kind"),
        BoxId::FullHouse => t_names!("box-full-house"),
        BoxId::SmallStraight => t_names!("box-small-straight"),
        BoxId::LargeStraight => t_names!("box-large-straight"),
        BoxId::Yahtzee => t_names!("box-yahtzee"),
        BoxId::Chance => t_names!("box-chance"),
        BoxId::OnePair => t_names!("box-one-pair"),
        BoxId::TwoPairs => t_names!("box-two-pairs"),
        BoxId::Yatzy => t_names!("box-yatzy"),
    }
}

fn short_now(family: Family, b: BoxId) -> String {
    let card = family.arg();
    match b {
        BoxId::Ones => t_names!("box-short-ones", card = card),
        BoxId::Twos => t_names!("box-short-twos"),
        BoxId::Threes => t_names!("box-short-threes"),
        BoxId::Fours => t_names!("box-short-fours"),
        BoxId::Fives => t_names!("box-short-fives"),
        BoxId::Sixes => t_names!("box-short-sixes"),
        BoxId::ThreeOfAKind => t_names!("box-short-three-of-a-kind"),
        BoxId::FourOfAKind => t_names!("box-short-four-of-a-kind"),
        BoxId::FullHouse => t_names!("box-short-full-house"),
        BoxId::SmallStraight => t_names!("box-short-small-straight"),
        BoxId::LargeStraight => t_names!("box-short-large-straight"),
        BoxId::Yahtzee => t_names!("box-short-yahtzee"),
        BoxId::Chance => t_names!("box-short-chance"),
        BoxId::OnePair => t_names!("box-short-one-pair"),
        BoxId::TwoPairs => t_names!("box-short-two-pairs"),
        BoxId::Yatzy => t_names!("box-short-yatzy"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Layout;

    /// The names the issue lists, card by card and language by language.
    #[test]
    fn each_card_reads_its_local_names() {
        let read = |lang, layout: Layout| {
            speaking(lang, None, || {
                layout
                    .boxes()
                    .iter()
                    .map(|&b| layout.label(b).to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            })
        };
        assert_eq!(
            read(Lang::De, Layout::Classic),
            "Einser, Zweier, Dreier, Vierer, Fünfer, Sechser, Dreierpasch, Viererpasch, \
             Full House, Kleine Straße, Große Straße, Kniffel, Chance"
        );
        assert_eq!(
            read(Lang::Fr, Layout::Classic),
            "As, Deux, Trois, Quatre, Cinq, Six, Brelan, Carré, Full, Petite suite, \
             Grande suite, Yams, Chance"
        );
        assert_eq!(
            read(Lang::Sv, Layout::Yatzy),
            "Ettor, Tvåor, Treor, Fyror, Femmor, Sexor, Par, Två par, Triss, Fyrtal, \
             Liten stege, Stor stege, Kåk, Chans, Yatzy"
        );
        assert!(read(Lang::En, Layout::Classic).starts_with("Aces, Twos"));
        assert!(read(Lang::En, Layout::Yatzy).starts_with("Ones, Twos"));
        // The card's names may speak another language than the screen.
        let kniffel = speaking(Lang::En, Some(Lang::De), || {
            Layout::Classic.label(BoxId::Yahtzee)
        });
        assert_eq!(kniffel, "Kniffel");
        assert_eq!(
            speaking(Lang::De, None, || Layout::Classic.game_title()),
            "KNIFFEL"
        );
    }
}
