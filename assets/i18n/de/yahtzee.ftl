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

# Befehle, als getippte Wörter (je eine Liste mit Kommas; Englisch geht immer auch)
plain-command-throw = würfeln, wurf, w
plain-command-hold = halten, behalten, b
plain-command-release = freigeben, lösen, f
plain-command-score = eintragen, e
plain-command-correct = korrigieren
plain-command-card = block
plain-command-standings = stand, rangliste
plain-command-log = verlauf, protokoll
plain-command-hints = tipps, tipp
plain-command-odds = chancen, gewinnchance
plain-command-undo = zurück, rückgängig
plain-command-help = hilfe
plain-command-repeat = wiederholen, nochmal
plain-command-quit = beenden, ende
plain-answer-retry = nochmal versuchen, nochmal
plain-answer-play-on = weiterspielen
plain-answer-quit = beenden

# Menü und Einrichtung
plain-menu-title = Hauptmenü.
plain-menu-new = { $n }. Neue Partie
plain-menu-resume = { $n }. { $count ->
    [one] Gespeicherte Partie fortsetzen
   *[other] Eine gespeicherte Partie fortsetzen ({ $count } gespeichert)
}
plain-menu-daily = { $n }. Tagesaufgabe
plain-menu-quit = { $n }. Beenden
plain-menu-ask = Tippe eine Zahl von 1 bis { $count }.
plain-type-a-number = „{ $given }“ ist keine der Möglichkeiten: Tippe eine Zahl von 1 bis { $count }.
plain-resume-title = Laufende Partien:
plain-resume-item = { $n }. { $who }, Runde { $round } von { $rounds }, { $rules }
plain-resume-ask = Tippe eine Zahl von 1 bis { $count }, oder Enter für die erste.
plain-setup-players = Wer spielt mit? Tippe die Namen mit Kommas getrennt, cpu für einen Computer (cpu:beginner, cpu:casual, cpu:strong, cpu:perfect oder cpu:shark). Enter behält: { $now }.
plain-setup-rules = Welche Regeln? Enter behält { $now }.
plain-setup-rules-item = { $n }. { $name }
plain-setup-dice = Wie wird gewürfelt?
plain-setup-dice-screen = 1. Das Spiel würfelt
plain-setup-dice-real = 2. Echte Würfel: Du tippst jeden Wurf ein
plain-setup-dice-pad = 3. Spielblock: Du tippst die Punkte jedes Felds ein
plain-setup-same-dice = Gleiche Würfel für alle Plätze? 1. Ja, 2. Nein. Enter behält { $now }.
plain-cannot-start = Start nicht möglich: { $why }.
plain-nothing-to-resume = Es gibt keine Partie { $id } zum Fortsetzen.
plain-finished-to-history = Eine beendete Partie wurde in den Verlauf verschoben.
plain-finished-not-moved = Eine beendete Partie konnte nicht in den Verlauf verschoben werden: { $why }
plain-already-in-history = Eine gespeicherte Partie war schon beendet und steht im Verlauf; ihr alter Spielstand wurde als { $aside } aufbewahrt.
plain-already-in-history-not-moved = Eine gespeicherte Partie war schon beendet und steht im Verlauf, aber ihr alter Spielstand konnte nicht beiseitegelegt werden: { $why }
plain-learn-on-screen = Die Lektionen und Rätsel von „Spielen lernen“ werden auf dem Brett gezeigt: Im Textmodus gibt es sie noch nicht. Jede Partie schon: Versuch yahtzee --plain new.

# Die Tagesaufgabe
plain-daily-title = Die Tagesaufgabe vom { $day }: Heute würfeln alle dieselben Würfel.
plain-daily-scored = Du hast heute in der Tagesaufgabe { $points } Punkte geholt. Noch einmal spielen, ohne Wertung? 1. Ja, 2. Nein.
plain-daily-given-up = Der gewertete Versuch von heute wurde nicht beendet und gelöscht, also zählt heute nichts. Noch einmal spielen, ohne Wertung? 1. Ja, 2. Nein.
plain-daily-taken = Die Tagesaufgabe vom { $day } wurde in einem anderen Fenster begonnen: Diese Partie zählt.
plain-daily-unwritable = Die Tagesaufgabe wurde nicht gestartet, weil deine Aufzeichnung nicht geschrieben werden kann: { $why }

# Die Partie, erzählt
plain-match-begins = Eine Partie { $rules }: { $seats }. Tippe hilfe für die Befehle.
plain-threw = { $name } würfelt { $dice }.
plain-holds = { $name } behält { $dice }.
plain-holds-none = { $name } behält keine Würfel.
plain-scored = { $name } trägt { $points } bei { $spot } ein.
plain-scored-joker = { $name } trägt { $points } bei { $spot } ein (Joker).
plain-extra-bonus = { $name } bekommt { $points } Punkte Kniffel-Bonus.
plain-upper-bonus = { $name } bekommt den Bonus (oben) von { $points } Punkten.
plain-turn-of = { $name } ist dran.
plain-turn-again = { $name } ist wieder dran.
plain-match-over = Die Partie ist zu Ende.
plain-corrected = { $name } korrigiert { $spot } von { $before } auf { $after }.
plain-corrected-bonuses = { $name } korrigiert die Kniffel-Boni von { $before } auf { $after }.
plain-undone-throw = { $name } nimmt einen Wurf zurück.
plain-undone-hold = { $name } nimmt das Behalten von Würfel { $die } zurück.
plain-undone-score = { $name } nimmt den Eintrag bei { $spot } zurück.
plain-undone-typed = { $name } nimmt den Wurf { $dice } zurück.
plain-undone-bonuses = { $name } nimmt die Korrektur der Kniffel-Boni zurück.
plain-undo-not-saved = Nicht gespeichert, also nicht zurückgenommen: { $why }
plain-cpu-preparing = Die Computer machen sich bereit: { $percent } %.
plain-save-failed = Die Partie konnte nicht gespeichert werden: { $why } Tippe nochmal, weiterspielen (ohne Speichern) oder beenden.
plain-saved-now = Gespeichert.
plain-playing-unsaved = Es geht OHNE SPEICHERN weiter ({ $why }).
plain-winner = { $name } gewinnt mit { $points } Punkten.
plain-winners-tied = { $names } teilen sich den ersten Platz mit { $points } Punkten.
plain-review-seat = { $name }: { $score } Punkte; perfektes Spiel hätte am Anfang { $start } erwartet, das Würfelglück brachte { $luck }, und die Entscheidungen kosteten { $cost }. Genauigkeit: { $accuracy } Punkte Verlust pro Entscheidung.
plain-review-later = Die Auswertung dieser Partie (Glück und Entscheidungen) braucht die Tabelle des Lösers: yahtzee review zeigt sie, sobald sie fertig ist.

# Die Eingabezeile: wer dran ist und was geht
plain-prompt-first = { $name }, Runde { $round } von { $rounds }: Tippe würfeln.
plain-prompt-again = { $name }, du hast { $dice }; { $left ->
    [one] noch ein Wurf
   *[other] noch { $left } Würfe
}: behalten, würfeln oder eintragen.
plain-prompt-last = { $name }, du hast { $dice }: Trag in ein Feld ein.
plain-prompt-real-first = { $name }, Runde { $round } von { $rounds }: Wirf deine Würfel und tippe würfeln mit den fünf Augenzahlen (würfeln 3 3 5 1 6).
plain-prompt-real-again = { $name }, du hast { $dice }; { $left ->
    [one] noch ein Wurf
   *[other] noch { $left } Würfe
}: Tippe würfeln mit den fünf Würfeln, die jetzt auf dem Tisch liegen, oder trag ein.
plain-prompt-pad = { $name }, Runde { $round } von { $rounds }: Tippe eintragen, das Feld und seine Punkte (eintragen full house 25).

# Was die Befehle sagen
plain-help = Befehle: würfeln; behalten 1 2 (die Würfel nach ihrem Platz, 1 bis 5); freigeben 1, oder freigeben für alle; eintragen full house (ein Feld nach Namen, Kurznamen oder Anfangsbuchstaben); block; stand; verlauf; tipps; chancen; zurück; wiederholen; hilfe; beenden. Mit echten Würfeln: würfeln 3 3 5 1 6. Auf dem Spielblock: eintragen full house 25, und korrigieren full house 0. Die englischen Befehle gehen auch.
plain-unknown = „{ $word }“ ist kein Befehl. Tippe hilfe für die Befehle.
plain-bad-dice = „{ $what }“ nennt keine Würfel: Zum Behalten und Freigeben die Würfel nach Platz 1 bis 5, für einen Wurf fünf Augenzahlen von 1 bis 6.
plain-score-which = In welches Feld? Tippe eintragen und den Namen des Felds (eintragen full house).
plain-no-such-box = Auf diesem Block gibt es kein Feld „{ $name }“.
plain-box-ambiguous = „{ $name }“ könnte { $boxes } sein: Tippe mehr vom Namen.
plain-bad-points = „{ $points }“ ist keine Punktzahl.
plain-points-needed = Tippe die Punkte nach dem Namen des Felds (eintragen full house 25).
plain-which-column = Welche Spalte? Tippe ihre Nummer nach dem Feld: { $columns }.
plain-hints-off = Tipps sind in dieser Partie aus.
plain-hints-throw-first = Erst würfeln: Die Tipps gelten den Würfeln auf dem Tisch.
plain-hints-unavailable = Tipps für einen Block mit mehreren Spalten gibt es nur auf dem Bildschirm.
plain-hints-preparing = Die Tipps werden vorbereitet: { $percent } %. Frag gleich noch einmal.
plain-hint = { $rank }. { $choice }: am Ende { $expected } Punkte erwartet.
plain-coach-warns = Trainer: Das kostet im Schnitt { $loss } Punkte. Besser: { $better } ({ $better_total }). Deine Wahl: { $yours } ({ $yours_total }). Tippe denselben Befehl noch einmal, um es trotzdem zu tun.
plain-coach-preparing = Die Tabelle des Trainers wird noch vorbereitet ({ $percent } %): Diese Wahl wurde nicht bewertet.
plain-odds-off = Die Gewinnchance ist in dieser Partie aus.
plain-odds-preparing = Die Gewinnchance wird vorbereitet: { $percent } %. Frag gleich noch einmal.
plain-odds-unavailable = Für diese Regeln gibt es keine Gewinnchance.
plain-odds = Gewinnchance: { $cells }.
plain-odds-cell = { $name } { $chance }

# Block, Stand und Verlauf, Zeile für Zeile
plain-card-column = Spalte { $column }:
plain-card-row = { $row }: { $cells }.
plain-card-cell = { $name } { $points }
plain-card-cell-empty = { $name } leer
plain-card-upper = { $name } { $points }, Bonus { $bonus }
plain-card-upper-row = Oberer Teil: { $cells }.
plain-card-total = Gesamt: { $cells }.
plain-standing = { $rank }. { $name }, { $points } Punkte.
plain-log-empty = Noch ist nichts passiert.
plain-log-threw = würfelt { $dice }
plain-log-kept-threw = behält { $kept } und würfelt { $dice }
plain-log-scored = trägt { $points } bei { $spot } ein
plain-log-took-back = nimmt einen Zug zurück
plain-log-turn = Runde { $round }, { $name }: { $what }.

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
cli-card-same-dice = { " " }· gleiche Würfel
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
