# The game's words in English: the language every other file follows.
#
# One file per language (the loader reads one), in sections by area, every id prefixed by
# its area. `$card` is `classic` for Hasbro's card (and its columns) and `yatzy` for the
# Scandinavian one, whose boxes have names of their own.

## The card's boxes, as the card names them

box-ones = { $card ->
    [yatzy] Ones
   *[other] Aces
}
box-twos = Twos
box-threes = Threes
box-fours = Fours
box-fives = Fives
box-sixes = Sixes
box-three-of-a-kind = Three of a kind
box-four-of-a-kind = Four of a kind
box-full-house = Full house
box-small-straight = Small straight
box-large-straight = Large straight
box-yahtzee = Yahtzee
box-chance = Chance
box-one-pair = One pair
box-two-pairs = Two pairs
box-yatzy = Yatzy

## The boxes in score-pad shorthand, where a column is narrow

box-short-ones = { $card ->
    [yatzy] Ones
   *[other] Aces
}
box-short-twos = Twos
box-short-threes = Thr
box-short-fours = Fours
box-short-fives = Fives
box-short-sixes = Sixes
box-short-three-of-a-kind = 3K
box-short-four-of-a-kind = 4K
box-short-full-house = FH
box-short-small-straight = SS
box-short-large-straight = LS
box-short-yahtzee = Yahtzee
box-short-chance = Chance
box-short-one-pair = 1P
box-short-two-pairs = 2P
box-short-yatzy = Yatzy

## The game's name, as the title bar says it

game-title = { $card ->
    [yatzy] YATZY
   *[other] YAHTZEE
}

## Languages

language-unknown-argument = There is no { $asked } translation of the game (--lang takes en, de, fr, es or sv): it speaks English.
language-unknown-config = The config file asks for the language { $asked }, which the game does not speak (en, de, fr, es, sv): it speaks English.
language-unknown-environment = Your locale { $asked } asks for a language the game does not speak yet: it speaks English (--lang de, fr, es or sv for another).

## ==== core: the match told in words (crates/core: words, refusals, the rules text) ====

## ==== end core ====

## ==== ai: hints, the coach, the review, luck and skill (crates/ai) ====

## ==== end ai ====

## ==== table: the table's authority and its refusals (crates/table) ====

## ==== end table ====

## ==== store: files, statistics, history, presets, the daily (crates/store) ====

## ==== end store ====

## ==== plain: the plain mode a screen reader follows (src/plain) ====

## ==== end plain ====

## ==== play: the match screen, results, review, daily, menu (src/tui/screens) ====

# The main menu
play-menu-motto = five dice · thirteen boxes
play-menu-new-match = New match
play-menu-daily = Daily
play-menu-learn = Learn to play
play-menu-resume = Resume match
play-menu-rules = Rules
play-menu-statistics = Statistics
play-menu-history = History
play-menu-guest-keys = Guests' keys
play-menu-quit = Quit
play-menu-saved = Saved: { $about }
play-menu-key-quit = quit

# The match screen: the title bar
play-title-rules-round = { $same ->
        [yes] { $rules } rules · same dice · round { $round } of { $rounds }
       *[other] { $rules } rules · round { $round } of { $rounds }
    }
play-title-practice = PRACTICE
play-title-not-saved = NOT SAVED
play-title-building = chance to win: building { $percent }%
play-title-keys = { $key } keys

# The match screen: the turn's panel
play-panel-to-play = ▶ { $name } to play
play-panel-to-play-cpu = ▶ { $name } to play · { $level } CPU
play-panel-match-over = Match over
play-panel-upper-bonus-earned = Upper bonus earned: +{ $bonus }
play-panel-upper-over-par = Upper { $subtotal }/{ $threshold } · +{ $margin } over par
play-panel-upper-under-par = Upper { $subtotal }/{ $threshold } · { $margin } under par

# The match screen: the match log
play-log-title = Match log (newest first; { $key } for older)
play-log-title-scrolled = Match log ({ $count } newer above; { $key })
play-log-title-narrow = Log · { $key }: older
play-log-title-narrow-scrolled = Log · { $count } newer: { $key }
play-log-round = R{ $round }

## ==== end play ====

## ==== setup: setup, Learn, matches, history, statistics, confirmations (src/tui/screens) ====

## ==== end setup ====

## ==== serve: the public server, its lobby, standings, the SSH door, hosting (src/serve, src/net, src/tui/hosting.rs, src/tui/screens/{hall,standings,lobby,guest_keys}) ====

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

## ==== end cli ====
