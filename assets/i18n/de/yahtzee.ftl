# Die Worte des Spiels auf Deutsch. Die Ids folgen der englischen Datei.

## Die Felder des Blocks

box-ones = Einser
box-twos = Zweier
box-threes = Dreier
box-fours = Vierer
box-fives = Fünfer
box-sixes = Sechser
box-three-of-a-kind = Dreierpasch
box-four-of-a-kind = Viererpasch
box-full-house = Full House
box-small-straight = Kleine Straße
box-large-straight = Große Straße
box-yahtzee = Kniffel
box-chance = Chance
box-one-pair = Ein Paar
box-two-pairs = Zwei Paare
box-yatzy = Yatzy

## Die Felder in Kurzform, für schmale Spalten

box-short-ones = 1er
box-short-twos = 2er
box-short-threes = 3er
box-short-fours = 4er
box-short-fives = 5er
box-short-sixes = 6er
box-short-three-of-a-kind = 3P
box-short-four-of-a-kind = 4P
box-short-full-house = FH
box-short-small-straight = KS
box-short-large-straight = GS
box-short-yahtzee = Kniffel
box-short-chance = Chance
box-short-one-pair = 1P
box-short-two-pairs = 2P
box-short-yatzy = Yatzy

## Der Name des Spiels in der Titelzeile

game-title = { $card ->
    [yatzy] YATZY
   *[other] KNIFFEL
}

## Sprachen

language-unknown-argument = Das Spiel gibt es nicht auf { $asked } (--lang kennt en, de, fr, es und sv): Es spricht Englisch.
language-unknown-config = Die Konfigurationsdatei verlangt die Sprache { $asked }, die das Spiel nicht spricht (en, de, fr, es, sv): Es spricht Englisch.
language-unknown-environment = Deine Locale { $asked } verlangt eine Sprache, die das Spiel noch nicht spricht: Es spricht Englisch (--lang de, fr, es oder sv für eine andere).

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
play-menu-motto = fünf Würfel · dreizehn Felder
play-menu-new-match = Neue Partie
play-menu-daily = Tagesaufgabe
play-menu-learn = Spielen lernen
play-menu-resume = Partie fortsetzen
play-menu-rules = Regeln
play-menu-statistics = Statistik
play-menu-history = Verlauf
play-menu-guest-keys = Schlüssel der Gäste
play-menu-quit = Beenden
play-menu-saved = Gespeichert: { $about }
play-menu-key-quit = beenden

# The match screen: the title bar
play-title-rules-round = { $same ->
        [yes] Regeln { $rules } · gleiche Würfel · Runde { $round } von { $rounds }
       *[other] Regeln { $rules } · Runde { $round } von { $rounds }
    }
play-title-practice = ÜBUNG
play-title-not-saved = NICHT GESPEICHERT
play-title-building = Gewinnchance: wird berechnet, { $percent } %
play-title-keys = { $key } Tasten

# The match screen: the turn's panel
play-panel-to-play = ▶ { $name } ist dran
play-panel-to-play-cpu = ▶ { $name } ist dran · Computer ({ $level })
play-panel-match-over = Partie vorbei
play-panel-upper-bonus-earned = Bonus (oben) geschafft: +{ $bonus }
play-panel-upper-over-par = Oben { $subtotal }/{ $threshold } · +{ $margin } über Soll
play-panel-upper-under-par = Oben { $subtotal }/{ $threshold } · { $margin } unter Soll

# The match screen: the match log
play-log-title = Spielverlauf (neueste zuerst; { $key } für ältere)
play-log-title-scrolled = Spielverlauf ({ $count } neuere oben; { $key })
play-log-title-narrow = Verlauf · { $key }: ältere
play-log-title-narrow-scrolled = Verlauf · { $count } neuere: { $key }
play-log-round = R{ $round }

## ==== end play ====

## ==== setup: setup, Learn, matches, history, statistics, confirmations (src/tui/screens) ====

## ==== end setup ====

## ==== serve: the public server, its lobby, standings, the SSH door, hosting (src/serve, src/net, src/tui/hosting.rs, src/tui/screens/{hall,standings,lobby,guest_keys}) ====

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

## ==== end cli ====
