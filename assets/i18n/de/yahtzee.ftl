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

## ==== end play ====

## ==== setup: setup, Learn, matches, history, statistics, confirmations (src/tui/screens) ====

## ==== end setup ====

## ==== serve: the public server, its lobby, standings, the SSH door, hosting (src/serve, src/net, src/tui/hosting.rs, src/tui/screens/{hall,standings,lobby,guest_keys}) ====

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

# Die Zeile nach "yahtzee: ", wenn die Argumente nicht gelesen werden können
cli-usage-see-help = { $error } (siehe { $command } --help)
cli-usage-invalid-value = ungültiger Wert '{ $value }' für '{ $option }': { $reason }
cli-usage-invalid-arguments = ungültige Argumente

# sim: die Kopfzeile und die Tabelle der Plätze
cli-sim-summary = { $games ->
        [one] 1 Partie
       *[other] { $games } Partien
    }, Regeln { $rules }, Startwert { $seed }{ $dice ->
        [tape] { " " }vom Würfelband
        [same] { " " }vom Würfelband, gleiche Würfel für alle
       *[generator] { "" }
    }, { $threads ->
        [one] 1 Thread
       *[other] { $threads } Threads
    }, { $rotating ->
        [yes] erster Platz wechselt
       *[no] Platz 1 immer zuerst
    }: { $seconds } s, { $rate } Partien/s
cli-sim-seat = Platz
cli-sim-level = Stufe
cli-sim-mean = Mittel
cli-sim-sd = Stdabw
cli-sim-min = Min
cli-sim-max = Max
cli-sim-bonus = Bonus
cli-sim-yahtzee = Kniffel
cli-sim-wins = Siege
cli-sim-interval = 95-%-Intervall
cli-sim-interval-range = { $low }–{ $high }
cli-sim-margin = Vorsprung

# Aufzählungen im Satz: "bash, zsh und fish"
cli-list-and = { $first } und { $last }

# Werte, die beim Lesen der Argumente abgelehnt werden
cli-arg-level-count = gib 1 bis { $most } Stufen an
cli-arg-no-games = spiel mindestens 1 Partie
cli-arg-unknown-shell = kein Vervollständigungsskript für diese Shell; bekannt sind { $shells }
cli-arg-not-assignment = '{ $value }' hat nicht die Form SCHLÜSSEL=WERT (z. B. joker=free)

# Warum ein Befehl abgebrochen hat
cli-error-config-problems = Konfiguration: { $count ->
        [one] 1 Problem
       *[other] { $count } Probleme
    }
cli-error-no-data-folder = kein Datenordner gefunden; gib einen mit --data-dir ORDNER oder ${ $variable } an
cli-error-not-a-folder = der Datenordner { $path } ist kein Ordner; gib mit --data-dir ORDNER einen anderen an
cli-error-damaged-entry = dieser Eintrag im Verlauf ist beschädigt: { $why }
cli-error-write = { $path } kann nicht geschrieben werden: { $why }
cli-error-not-a-file = { $path } kann nicht geschrieben werden: { $why }; nenne eine normale Datei oder eine neue
cli-error-manual = die Handbuchseite kann nicht geschrieben werden: { $why }
cli-error-manual-dir = die Handbuchseiten können nicht in { $path } geschrieben werden: { $why }
cli-error-no-terminal = das Spiel braucht ein Terminal; für Skripte siehe yahtzee --help (rules, sim, advise, stats, review)
cli-error-terminal = Terminalfehler: { $why }

# daily --history und --share
cli-daily-streak = Serie: { $days ->
        [one] 1 Tag
       *[other] { $days } Tage
    } (Rekord { $best ->
        [one] 1 Tag
       *[other] { $best } Tage
    })
cli-daily-none-yet = Noch keine Tagesaufgabe gewertet: yahtzee daily spielt die von heute.
cli-daily-day-without-share = --day nennt den Tag der Zeile von --share; gib auch --share an
cli-daily-not-finished = die Tagesaufgabe vom { $day } ist nicht beendet: sie hat noch keine Punktzahl zum Teilen
cli-daily-not-played = hier wurde keine Tagesaufgabe vom { $day } gespielt (yahtzee daily spielt die von heute)
cli-share-line = Kniffel-Tagesaufgabe { $day } · { $score }
cli-share-line-luck = Kniffel-Tagesaufgabe { $day } · { $score } · Glück { $luck }
cli-share-line-played = Kniffel-Tagesaufgabe { $day } · { $score } · Genauigkeit { $accuracy } · Glück { $luck }

# stats
cli-stats-history-kept-aside = ein früherer Spielverlauf war beschädigt und wurde als { $file } beiseitegelegt; diese Statistik zählt nur die Partien seitdem

# Die Ergebniskarte (card und die Kopie im Ergebnisbildschirm)
cli-card-subtitle = { $time } · Regeln { $rules }{ $play ->
        [real-dice] { " " }· echte Würfel
        [score-pad] { " " }· nur Block
       *[on-screen] { "" }
    }{ $practice ->
        [yes] { " " }· Übung
       *[no] { "" }
    }
cli-card-upper-total = Summe oben
cli-card-upper-bonus = Bonus (≥{ $threshold } → { $bonus })
cli-card-lower-total = Summe unten
cli-card-yahtzee-bonus = Kniffel-Bonus
cli-card-total = GESAMT
cli-card-total-multiplied = GESAMT × Faktor
cli-card-place = { $rank }.{ $shared ->
        [yes] =
       *[no] { "" }
    }
cli-card-luck-heading = Glück und Spiel (erwartete Punkte gegenüber perfektem Spiel):
cli-card-luck-heading-estimated = Glück und Spiel (geschätzte erwartete Punkte gegenüber der Suche von Perfekt):
cli-card-luck-line = { $name }  Glück { $luck }  Spiel { $play }  Genauigkeit { $accuracy }
cli-card-luck-line-perfect = { $name }  Glück { $luck }  Spiel { $play }  Genauigkeit { $accuracy }  Perfekt mit diesen Würfeln { $perfect }


# Gelöste Daten beim ersten Gebrauch, und beendete Partien nachschlagen
cli-solving = Die beste Strategie für diese Regeln wird berechnet (einmal; danach ist sie gespeichert) …
cli-solving-percent = Die beste Strategie für diese Regeln wird berechnet (einmal; danach ist sie gespeichert): { $percent } %
cli-solver-cache-no-folder = kein Datenordner
cli-solver-cache-unwritten = Hinweis: Der Zwischenspeicher des Lösers wurde nicht geschrieben ({ $why }); beim nächsten Mal wird neu gerechnet
cli-building-outlook = Die Tabelle der Gewinnchancen für diese Regeln wird berechnet (einmal; danach ist sie gespeichert) …
cli-no-finished-match-empty = keine beendete Partie '{ $which }': der Verlauf ist leer (beende zuerst eine Partie)
cli-no-finished-match = keine beendete Partie '{ $which }' im Verlauf ({ $kept } gespeichert)

## ==== end cli ====
