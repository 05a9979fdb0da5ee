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

## ==== end play ====

## ==== setup: setup, Learn, matches, history, statistics, confirmations (src/tui/screens) ====

## ==== end setup ====

## ==== serve: the public server, its lobby, standings, the SSH door, hosting (src/serve, src/net, src/tui/hosting.rs, src/tui/screens/{hall,standings,lobby,guest_keys}) ====

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

## ==== end cli ====
