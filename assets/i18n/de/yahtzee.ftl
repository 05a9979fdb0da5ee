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

# Plätze
core-seat-you = Du
core-whose = { $who ->
    [you] dein
   *[other] von { $name }
}
core-cpu-name = Computer ({ $level })

# Entscheidungen, wie Tipps und Trainer sie sagen
core-choice-score = { $spot } mit { $points } eintragen
core-choice-throw-all = Alle fünf neu würfeln
core-choice-hold = { $count ->
    [one] { $keep } behalten, einen würfeln
   *[other] { $keep } behalten, { $count } würfeln
}
core-choice-short-throw-all = Alle neu
core-choice-short-keep = { $keep } behalten

# Ein Zug im Protokoll
core-turn-first-throw = { $name }: { $dice }
core-turn-no-throw = { $name }:
core-turn-threw-all = alle neu → { $dice }
core-turn-kept = { $kept } behalten → { $dice }
core-turn-took-back = nahm { $what } zurück
core-turn-took-back-too = ({ $what } zurückgenommen)
core-turn-corrected = (korrigiert auf { $points })
core-turn-joker = (Joker)
core-turn-extra-bonus = { $spot }-Bonus +{ $points }
core-turn-upper-bonus = Bonus (oben) +{ $points }
core-turn-stand-in = { $name } (Computer { $level } springt ein)
core-taken-back-points = { $points } in { $spot }
core-taken-back-throw = den Wurf { $dice }

# Computerstufen
core-level-beginner = Anfänger
core-level-casual = Gelegenheit
core-level-strong = Stark
core-level-perfect = Perfekt
core-level-shark = Hai
core-level-style-beginner = behält seine größte Gruppe Würfel und nimmt die beste Punktzahl in Sicht
core-level-style-casual = spielt mit vernünftigen Faustregeln und achtet auf den Bonus oben
core-level-style-strong = spielt jeden Zug nach den Chancen, mit gutem Blick auf den Rest des Blocks
core-level-style-perfect = spielt die mathematisch beste Strategie
core-level-style-shark = spielt auf Sieg: riskiert etwas, wenn er hinten liegt, spielt sicher, wenn er vorne liegt

# Optionen
core-speed-slow = Langsam
core-speed-normal = Normal
core-speed-fast = Schnell
core-speed-instant = Sofort
core-coach-off = Aus
core-coach-warn = Warnen
core-coach-always = Immer
core-measure-points = Punkte
core-measure-chance-to-win = Gewinnchance
core-mode-on-screen = Würfel auf dem Bildschirm
core-mode-real-dice = echte Würfel
core-mode-score-pad = Block
core-mode-played-on-screen = mit Würfeln auf dem Bildschirm gespielt
core-mode-played-real-dice = mit echten Würfeln gespielt
core-mode-played-score-pad = auf dem Block mitgeschrieben

# Was nicht geht
core-refuse-match-over = die Partie ist vorbei
core-refuse-not-your-turn = du bist nicht am Zug
core-refuse-no-seat = es gibt keinen Platz { $seat }
core-refuse-no-throws-left = kein Wurf mehr in diesem Zug: wähle ein Feld
core-refuse-all-held = alle fünf Würfel sind behalten: gib einen frei oder wähle ein Feld
core-refuse-throw-first = erst würfeln
core-refuse-sticky-hold = behaltene Würfel bleiben in diesem Zug liegen
core-refuse-not-undoable = das lässt sich nicht zurücknehmen
core-refuse-dice-on-pad = ein Block hat keine Würfel: wähle ein Feld und trage die Punkte ein
core-refuse-kept-on-first-throw = beim ersten Wurf eines Zuges wird nichts behalten: gib die fünf Augen ein
core-refuse-kept-not-thrown = { $kept } kann nicht liegen geblieben sein: der Wurf davor war { $before }
core-refuse-stand-in-for-cpu = ein Computer springt nur für einen Menschen ein, nie für einen Computer
core-refuse-filled = { $spot } ist schon ausgefüllt
core-refuse-joker-upper-first = Joker: fünf { $face }er müssen in { $spot }, solange { $spot } frei ist
core-refuse-joker-lower-first = Joker: { $spot } ist ausgefüllt, also müssen fünf { $face }er zuerst in ein freies Feld unten
core-refuse-out-of-order = { $column ->
    [down] die Spalte Runter wird von oben nach unten gefüllt: als Nächstes kommt { $spot }
   *[up] die Spalte Hoch wird von unten nach oben gefüllt: als Nächstes kommt { $spot }
}
core-mode-pad-has-no-dice = ein Block hat keine Würfel
core-mode-points-only-on-pad = Punkte werden nur auf einem Block eingetragen
core-mode-typed-only-real-dice = nur ein Platz mit echten Würfeln gibt seine Würfe ein
core-mode-real-dice-thrown-by-hand = ein Platz mit echten Würfeln würfelt selbst
core-dice-wrong-count = gib genau fünf Würfel an, z. B. 3,3,3,5,5 (es waren { $count })
core-dice-bad-face = „{ $face }“ ist keine Augenzahl: nimm 1 bis 6

# Zurücknehmen
core-undo-off = Zurücknehmen ist in dieser Partie aus
core-undo-nothing = noch nichts zurückzunehmen
core-undo-after-throw = seit dem Wurf nichts zurückzunehmen (ein Wurf lässt sich nicht zurücknehmen)
core-undo-nothing-typed = nichts eingegeben, das sich löschen ließe
core-undo-cpu-move = der Zug eines Computers wird nie zurückgenommen
core-undo-not-yours = nur Platz { $seat } kann diesen Zug zurücknehmen
core-undo-fixed = dieser Zug lässt sich nicht zurücknehmen (behaltene Würfel bleiben in diesem Zug liegen)
core-undo-cpu-began = ein Eintrag gilt, sobald der Zug eines Computers begonnen hat (Computer warten nie, wie schnell sie auch spielen)

# Regeln: Vorgaben, Einstellungen und was den Regeltext umgibt
core-preset-classic = Klassisch
core-preset-simple = Einfach
core-preset-yatzy = Yatzy
core-preset-triple = Dreifach-Kniffel
core-preset-three-column = Drei Spalten
core-rules-custom = Eigene
core-rules-custom-yatzy = Eigene Yatzy
core-rules-custom-triple = Eigene Dreifach
core-rules-custom-three-column = Eigene drei Spalten
core-rules-part-upper = oberer Teil
core-rules-part-upper-bonus = Bonus (oben)
core-rules-part-lower = unterer Teil
core-rules-part-extra-bonuses = Extra-Kniffel-Boni
core-rules-classic-default = (Klassisch: { $value })
core-setting-layout = Block
core-setting-max-rolls = Würfe pro Zug
core-setting-sticky-holds = Behaltene Würfel bleiben liegen
core-setting-upper-threshold = Schwelle für den Bonus oben
core-setting-upper-bonus = Punkte für den Bonus oben
core-setting-kinds-score = Pasch zählt
core-setting-points = Punkte für { $spot }
core-setting-five-of-a-kind-is-full-house = Fünf Gleiche als Full House
core-setting-extra-yahtzee-bonus = Extra-{ $spot }-Bonus
core-setting-bonus-needs-positive-yahtzee = Bonus nur mit { $spot } über 0
core-setting-joker = Joker-Regel
core-setting-help-layout = classic: 13 Felder; yatzy: 15 skandinavische Felder; triple: 3 Spalten ×1 ×2 ×3; three_column: runter, hoch, frei.
core-setting-help-max-rolls = Wie oft in einem Zug gewürfelt werden darf.
core-setting-help-sticky-holds = Ein behaltener Würfel kann bis zum Ende des Zuges nicht mehr freigegeben werden.
core-setting-help-upper-threshold = { $ones } bis { $sixes } müssen mindestens so viel ergeben für den Bonus oben.
core-setting-help-upper-bonus = Punkte für das Erreichen der Schwelle oben; 0 schaltet den Bonus ab.
core-setting-help-kinds-score = Dreier- und Viererpasch zählen alle fünf Würfel oder nur die gleichen.
core-setting-help-points = Fester Wert für { $spot }.
core-setting-help-yahtzee-points = Wert von fünf gleichen Würfeln im Feld { $spot }.
core-setting-help-five-of-a-kind-is-full-house = Ob fünf gleiche Würfel ohne Joker als { $spot } zählen.
core-setting-help-extra-yahtzee-bonus = Bonus für jeden weiteren { $spot }, wenn das Feld { $spot } schon ausgefüllt ist; 0 schaltet ihn ab.
core-setting-help-bonus-needs-positive-yahtzee = Ist das an, bringt ein mit 0 gestrichenes Feld { $spot } keinen Extrabonus.
core-setting-help-joker = forced: passendes Feld oben, dann unten, dann oben; free: jedes Feld; off: kein Joker.

# Plätze, wie Einrichtung und Befehlszeile sie angeben
core-seat-count = eine Partie braucht 1 bis { $most } Plätze, nicht { $count }
core-seat-no-name = Platz { $seat } hat keinen Namen
core-seat-name-too-long = der Name „{ $name }“ ist länger als { $most } Zeichen
core-seat-bad-name = der Name „{ $name }“ enthält ein Steuerzeichen oder beginnt oder endet mit einem Leerzeichen
core-seat-invisible = der Name „{ $name }“ enthält ein unsichtbares Zeichen oder eines, das die Schreibrichtung umkehrt (ein Leerzeichen ohne Breite, eine Rechts-nach-links-Marke); gib den Namen ohne es ein
core-seat-duplicate = zwei Plätze heißen „{ $name }“; jeder Platz braucht seinen eigenen Namen
core-seat-bad-entry = „{ $entry }“ ist kein Platz: schreib einen Namen, cpu, cpu:STUFE oder NAME@STUFE

## ==== end core ====

## ==== ai: hints, the coach, the review, luck and skill (crates/ai) ====

ai-other-rules = Die vorhandene Strategietabelle gilt für andere Regeln als die dieser Partie.
ai-estimated = (geschätzt)
ai-percent-whole = { $figure } %
ai-percentage-points = { $figure } Pp.

# Die Auswertung
ai-choice-score = { $spot } mit { $points } eintragen
ai-choice-rethrow-all = alle fünf neu würfeln
ai-choice-hold = { $keep } behalten
ai-no-decisions = Keine Entscheidungen zu bewerten: Die Punkte wurden aufgeschrieben, nicht hier mit den Würfeln gespielt.
ai-verdict-flawless = Makellos: Jede Entscheidung war die beste.
ai-verdict-excellent = Ausgezeichnet gespielt: nur wenige Punkte von perfekt entfernt.
ai-verdict-good = Gut gespielt, mit ein paar teuren Entscheidungen.
ai-verdict-fair = Ordentlich gespielt: Mehrere Entscheidungen haben Punkte gekostet.
ai-verdict-room-to-grow = Da geht noch was: Die besten Entscheidungen hätten im Schnitt deutlich mehr gebracht.
ai-verdict-slip = Größter Patzer: Runde { $round }, { $chosen } statt { $best } (−{ $loss }).

# Gewinnchance im Verlauf
ai-timeline-heading = Gewinnchance nach jedem Eintrag (alle Plätze spielen von da an Perfekt):
ai-timeline-swings = Größte Umschwünge:
ai-swing = Runde { $round }, { $name }: { $placed } brachte die Gewinnchance von { $before } % auf { $after } % ({ $change })

# Glück und Können
ai-luck-now-points = { $points } Punkte
ai-luck-now-expected = { $expected } erwartet
ai-luck-sum = Glück { $luck }, Spiel { $play }{ $estimated ->
    [yes] {" "}(geschätzt)
   *[no] {""}
}: { $start } erwartet zu Beginn { $luck_term } Glück { $play_term } Spiel = { $now }.
ai-luck-estimate-gap = Vom Glück sind { $gap } das, was die Spaltenschätzung am Endergebnis verfehlt hat.
ai-accuracy-line = Genauigkeit { $mean } erwartete Punkte pro Entscheidung bei { $count ->
    [one] einer Entscheidung
   *[other] { $count } Entscheidungen
}: { $grade }{ $estimated ->
    [yes] {" "}(geschätzt)
   *[no] {""}
}.
ai-accuracy-none = Genauigkeit: keine Entscheidung zu bewerten.
ai-accuracy-short = { $mean } pro Entscheidung ({ $grade })
ai-accuracy-none-short = keine Entscheidungen bewertet
ai-luck-luckiest = Glücklichste Würfe:
ai-luck-unluckiest = Unglücklichste Würfe:
ai-luck-costliest = Teuerste Entscheidungen:
ai-luck-throw = Runde { $round }, Wurf { $throw }: { $dice }  { $luck }
ai-luck-cost = Runde { $round }: { $chosen } statt { $best }  −{ $cost }
ai-perfect-on-dice = { $who ->
    [you] Du hast { $score } erzielt; Perfekt hätte mit diesen Würfeln { $perfect } erzielt (seine Nachwürfe vom selben Band).
   *[other] { $name } hat { $score } erzielt; Perfekt hätte mit diesen Würfeln { $perfect } erzielt (seine Nachwürfe vom selben Band).
}
ai-not-on-tape = Perfekt mit diesen Würfeln: nicht für diese Partie. Ihre Würfel kamen nacheinander aus einem Strom, jede andere Entscheidung hätte also andere Würfel gebracht; Partien auf einem Würfelband (jede neue Partie) haben es.
ai-luck-written-down = Die Punkte wurden aufgeschrieben, nicht hier gewürfelt, also gibt es kein Glück zu wiegen.
ai-win-result-now = jetzt { $chance }
ai-win-result-won = gewonnen
ai-win-result-lost = verloren
ai-win-result-shared = geteilter erster Platz ({ $share })
ai-win-account = In Gewinnchancen: { $start } zu Beginn, Glück { $luck }, Spiel { $play }, Spiel der anderen { $others }: { $result }. Ergebnis ohne Glück { $adjusted }.
ai-readout-seat = { $name }: Glück { $luck }, Spiel { $play }

# Die Skala der Genauigkeit
ai-grade-perfect = perfekt
ai-grade-expert = Experte
ai-grade-strong = stark
ai-grade-fair = ordentlich
ai-grade-learning = lernend
ai-grade-scale = Genauigkeit sind die erwarteten Punkte, die pro echter Entscheidung verschenkt werden: perfekt unter 0,01, Experte unter 0,2 (die Grenze aus Verhoeffs Könnertest), stark unter 0,5, ordentlich unter 1, lernend darüber.

# Lernen: Rätsel und warum das beste Feld das beste ist
ai-puzzle-easy = Leicht
ai-puzzle-medium = Mittel
ai-puzzle-hard = Schwer
ai-puzzle-right = Richtig. { $why }
ai-puzzle-not-quite = Nicht ganz. { $why }
ai-reason-now = { $spot } jetzt { $points }
ai-reason-on-pace = { $spot } jetzt { $points }: { $over ->
    [0] genau im Soll
   *[other] { $over } über dem Soll
} (drei { $face }er), auf Kurs für den Bonus bei { $threshold }
ai-reason-under-par = { $spot } brächte { $points }, { $under } unter dem Soll (drei { $face }er sind { $par }), die { $threshold } schwerer zu erreichen
ai-reason-harder-later = { $spot } brächte { $points }, aber { $best } ist später das schwerere Feld
ai-reason-zero = { $spot } wäre eine Null, für immer verschenkt
ai-reason-later = { $spot } brächte { $points }; spätere Würfe können es auch füllen
ai-reason = { $first }; { $second }. Der Unterschied: im Schnitt { $loss } Punkte.
ai-reason-waiting = { $first }; { $second }; offen gelassen, wartet { $spot } auf weitere { $face }er. Der Unterschied: im Schnitt { $loss } Punkte.

ai-differences-only = Auf einem Block mit mehreren Spalten lässt sich keine Endsumme ehrlich schätzen (die Bewertung Spalte für Spalte verfehlt den simulierten Schnitt von Perfekt vom leeren Block aus um über 100 Punkte und mitten im Spiel um Dutzende, selbst nach der Runde korrigiert), daher werden nur die Unterschiede zwischen den Möglichkeiten gezeigt.

## ==== end ai ====

## ==== table: the table's authority and its refusals (crates/table) ====

# Was der Tisch ablehnt
table-denied-spectator = Du schaust dieser Partie zu: Zuschauer können nicht spielen.
table-denied-not-your-seat = Du spielst den Platz von { $own }, nicht den von { $asked }.
table-denied-host-lets-in = Nur der Gastgeber eines Tisches lässt einen Gast Platz nehmen.
table-denied-host-stands-in = Nur der Gastgeber eines Tisches lässt einen Computer einspringen.
table-denied-host-sets-pace = Das Tempo der Computer stellt der Tisch ein, nicht ein Platz.
table-denied-gone = Du bist nicht an diesem Tisch.
# Neuigkeiten am Tisch
table-save-failed-plays-on = Der Gastgeber konnte die Partie nicht speichern: { $error } Es wird weitergespielt; jeder Zug versucht es erneut.
table-closed = Der Tisch ist geschlossen: Der Gastgeber ist gegangen (die Partie bleibt bei ihm gespeichert).
table-personal-best = { $who ->
    [you] ★ Neue persönliche Bestleistung für dich: { $total } (vorher { $previous })
   *[other] ★ Neue persönliche Bestleistung für { $name }: { $total } (vorher { $previous })
}
# Was jetzt verloren ginge
table-lost-finished = { $count ->
    [one] Nicht gespeichert: Diese beendete Partie steht nicht im Verlauf und zählt nicht in der Statistik (der letzte Zug konnte nicht gespeichert werden).
   *[other] Nicht gespeichert: Diese beendete Partie steht nicht im Verlauf und zählt nicht in der Statistik (die letzten { $count } Züge konnten nicht gespeichert werden).
}
table-lost-since-last-save = { $count ->
    [one] Nicht gespeichert: Der letzte Zug dieser Partie geht verloren; beim Fortsetzen geht es zurück zum letzten Speicherstand.
   *[other] Nicht gespeichert: Die letzten { $count } Züge dieser Partie gehen verloren; beim Fortsetzen geht es zurück zum letzten Speicherstand.
}
table-lost-never-saved = { $count ->
    [one] Nicht gespeichert: Diese Partie wurde nie gespeichert, also geht 1 Zug verloren und sie lässt sich nicht fortsetzen.
   *[other] Nicht gespeichert: Diese Partie wurde nie gespeichert, also gehen { $count } Züge verloren und sie lässt sich nicht fortsetzen.
}
# Ein Computer, der nicht spielen kann
table-cpu-needs-odds = Der Computer { $level } braucht die Tabelle der Gewinnchancen, die hier nicht berechnet werden kann.
table-cpu-not-made = der Computer konnte nicht angelegt werden
table-cpu-nothing-to-play = Der Computer hat keinen Zug gefunden.

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
