# Spelets ord på svenska. Id:na följer den engelska filen.

## Protokollets rutor

box-ones = Ettor
box-twos = Tvåor
box-threes = Treor
box-fours = Fyror
box-fives = Femmor
box-sixes = Sexor
box-three-of-a-kind = Triss
box-four-of-a-kind = Fyrtal
box-full-house = Kåk
box-small-straight = Liten stege
box-large-straight = Stor stege
box-yahtzee = Yahtzee
box-chance = Chans
box-one-pair = Par
box-two-pairs = Två par
box-yatzy = Yatzy

## Rutorna förkortade, för smala kolumner

box-short-ones = 1:or
box-short-twos = 2:or
box-short-threes = 3:or
box-short-fours = 4:or
box-short-fives = 5:or
box-short-sixes = 6:or
box-short-three-of-a-kind = Triss
box-short-four-of-a-kind = Fyrt
box-short-full-house = Kåk
box-short-small-straight = LS
box-short-large-straight = SS
box-short-yahtzee = Yahtzee
box-short-chance = Chans
box-short-one-pair = Par
box-short-two-pairs = 2 par
box-short-yatzy = Yatzy

## Spelets namn i titelraden

game-title = { $card ->
    [yatzy] YATZY
   *[other] YAHTZEE
}

## Språk

language-unknown-argument = Spelet finns inte på { $asked } (--lang tar en, de, fr, es eller sv): det talar engelska.
language-unknown-config = Konfigurationsfilen ber om språket { $asked }, som spelet inte talar (en, de, fr, es, sv): det talar engelska.
language-unknown-environment = Din locale { $asked } ber om ett språk som spelet inte talar än: det talar engelska (--lang de, fr, es eller sv för ett annat).

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
play-menu-motto = fem tärningar · tretton rutor
play-menu-new-match = Nytt parti
play-menu-daily = Dagens utmaning
play-menu-learn = Lär dig spela
play-menu-resume = Fortsätt parti
play-menu-rules = Regler
play-menu-statistics = Statistik
play-menu-history = Historik
play-menu-guest-keys = Gästernas nycklar
play-menu-quit = Avsluta
play-menu-saved = Sparat: { $about }
play-menu-key-quit = avsluta

# The match screen: the title bar
play-title-rules-round = { $same ->
        [yes] Regler: { $rules } · samma tärningar · omgång { $round } av { $rounds }
       *[other] Regler: { $rules } · omgång { $round } av { $rounds }
    }
play-title-practice = ÖVNING
play-title-not-saved = INTE SPARAT
play-title-building = vinstchans: räknas ut { $percent } %
play-title-keys = { $key } tangenter

# The match screen: the turn's panel
play-panel-to-play = ▶ { $name } spelar
play-panel-to-play-cpu = ▶ { $name } spelar · datorn ({ $level })
play-panel-match-over = Partiet är slut
play-panel-upper-bonus-earned = Bonus klar: +{ $bonus }
play-panel-upper-over-par = Övre { $subtotal }/{ $threshold } · +{ $margin } över par
play-panel-upper-under-par = Övre { $subtotal }/{ $threshold } · { $margin } under par

# The match screen: the match log
play-log-title = Partiets logg (senaste först; { $key } för äldre)
play-log-title-scrolled = Partiets logg ({ $count } nyare ovanför; { $key })
play-log-title-narrow = Logg · { $key }: äldre
play-log-title-narrow-scrolled = Logg · { $count } nyare: { $key }
play-log-round = O{ $round }

## ==== end play ====

## ==== setup: setup, Learn, matches, history, statistics, confirmations (src/tui/screens) ====

## ==== end setup ====

## ==== serve: the public server, its lobby, standings, the SSH door, hosting (src/serve, src/net, src/tui/hosting.rs, src/tui/screens/{hall,standings,lobby,guest_keys}) ====

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

## ==== end cli ====
