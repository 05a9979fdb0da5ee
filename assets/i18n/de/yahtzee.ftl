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
# Ein Kalendertag, wie die Sprache ihn schreibt (der Tag der Tagesaufgabe)
core-day = { $day }.{ $month }.{ $year }
core-whose = { $who ->
    [you] dein
   *[other] von { $name }
}
core-cpu-name = { $level ->
    [beginner] Anfänger-PC
    [casual] Locker-PC
    [perfect] Perfekter PC
    [shark] Hai-PC
   *[strong] Starker PC
}

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
core-level-casual = Locker
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
core-setting-sticky-holds = Würfel bleiben behalten
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

# The columns of a card of several, as their headings say them
core-column-down = Runter
core-column-up = Hoch
core-column-free = Frei

# The points a box takes: "5, 10 or 15", "7 to 28 except 10 and 25", "0 or 5 to 30"
core-points-or = { $init } oder { $last }
core-points-and = { $init } und { $last }
core-points-range = { $lo } bis { $hi }
core-points-range-step = { $lo } bis { $hi } in Schritten von { $step }
core-points-range-except = { $lo } bis { $hi } außer { $missing }
core-points-zero-or = 0 oder { $range }
# A score pad's points refused; $allowed is what the box takes
core-pad-no-bonus-possible = mit { $spot } ist jetzt kein Kniffel-Bonus möglich
core-pad-not-possible-bonus = { $points } mit Bonus ist in { $spot } nicht möglich: mit Bonus geht { $allowed }
core-pad-not-possible = { $points } ist in { $spot } nicht möglich: { $allowed }
core-pad-only-with-bonus = { $spot } lässt sich jetzt nur mit einem Bonus füllen
# Seats a way of playing does not fit
core-seats-pad-with-cpu = ein Block ohne Würfel zählt nur für Menschen; ein Computer braucht Würfel
core-seats-cpu-real-dice = nur Menschen würfeln mit echten Würfeln; ein Computer würfelt auf dem Bildschirm
core-seats-cpu-joining = nur Menschen kommen über SSH dazu; ein Computer spielt beim Gastgeber
core-seats-pad-joined = ein Block ohne Würfel liegt an einem Tisch; über SSH kommt niemand dazu

# Why a saved match does not load (said inside the store's sentence about the damaged file)
core-load-card-count = es gibt { $cards } Blöcke für { $seats } Plätze
core-load-card = Block von { $name }: { $error }
core-load-turn-seat = der Zug gehört Platz { $seat }, aber es gibt nur { $seats } Plätze
core-load-rolls-used = { $rolls } Würfe in diesem Zug, aber die Regeln erlauben { $max }
core-load-dice-without-roll = Würfel und Würfe passen nicht zusammen (Würfel ohne Wurf oder ein Wurf ohne Würfel)
core-load-illegal-entry = Eintrag { $index } des Verlaufs ist kein erlaubter Zug: { $reason }
core-load-inconsistent = { $what ->
        [scorecards] der Verlauf der Partie führt nicht zu ihren Blöcken
        [turn] der Verlauf der Partie führt nicht zu ihrem jetzigen Zug und ihren Würfeln
       *[dice] der Verlauf der Partie führt nicht zum Stand ihres Würfelgenerators
    }
core-card-impossible-points = { $spot } kann nach diesen Regeln nicht { $points } enthalten
core-card-too-many-extras = { $count } weitere Kniffel, aber ein Block hat höchstens für 12 Platz
core-card-extras-without-yahtzee = { $positive ->
        [yes] Kniffel-Boni brauchen ein Kniffel-Feld mit mehr als 0 Punkten
       *[no] Kniffel-Boni brauchen ein gefülltes Kniffel-Feld
    }
core-card-extras-off = Kniffel-Boni sind nach diesen Regeln aus
core-card-not-filled = { $spot } ist noch nicht gefüllt
# $layout is the card's id: classic, yatzy, triple, three_column
core-card-not-on-card = { $spot } ist kein Feld des Blocks { $layout }
core-card-column-count = { $found } Spalten, aber { $layout ->
        [classic] der klassische Block
        [yatzy] der Yatzy-Block
        [triple] der dreifache Block
       *[three_column] der Block mit drei Spalten
    } hat { $columns }
core-card-out-of-order = die Spalte { $column } ist nicht in ihrer Reihenfolge gefüllt
core-card-extras-without-every-yahtzee = { $positive ->
        [yes] Kniffel-Boni brauchen alle drei Kniffel-Felder mit mehr als 0 Punkten
       *[no] Kniffel-Boni brauchen alle drei Kniffel-Felder gefüllt
    }
core-card-no-column = diese Spalte gibt es auf dem Block nicht
core-dice-no-such-face = ein Würfel zeigt 1 bis 6, nicht { $face }
# A saved match's options that do not fit it
core-options-real-dice-seats = sie hat Echte-Würfel-Angaben für { $given } Plätze, aber die Partie hat { $seats }
core-options-pad-with-real-dice = sie ist ein Block ohne Würfel mit Plätzen für echte Würfel; ein Block ohne Würfel hat keine Würfel
core-options-coach-threshold = ihre Trainer-Schwelle { $threshold } liegt nicht zwischen 0 und { $most } Punkten
core-options-coach-seats = sie hat Trainer-Angaben für { $given } Plätze, aber die Partie hat { $seats }
core-options-ssh-seats = sie hat SSH-Plätze für { $given } Plätze, aber die Partie hat { $seats }
core-options-log-misfit = Eintrag { $entry } des Verlaufs: { $problem }

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

# Die Statistik (`yahtzee stats` und der Statistik-Bildschirm)

store-stats-split = { $matches ->
    [one] { $matches } Partie
   *[other] { $matches } Partien
}: { $parts }
store-stats-split-on-screen = { $count } mit Würfeln auf dem Bildschirm
store-stats-split-real-dice = { $count } mit echten Würfeln
store-stats-split-score-pad = { $count } auf dem Punkteblock
store-stats-only-played = { $mode ->
    [on_screen] Nur Partien mit Würfeln auf dem Bildschirm
    [real_dice] Nur Partien mit echten Würfeln
   *[score_pad] Nur auf dem Punkteblock geführte Partien
} ({ $split })
store-stats-people-only-text = Nur Personen, wie voreingestellt (--all zeigt auch die Werte der Computer).
store-stats-people-only-screen = Nur Personen, wie voreingestellt (a zeigt auch die Computer)
store-stats-everyone-text = Alle, auch die Computer (voreingestellt sind nur Personen).
store-stats-everyone-screen = Alle, auch die Computer (a zeigt nur Personen, wie voreingestellt)
store-stats-table-note = Siege zählen geteilte erste Plätze mit; ein Spiel allein ist kein Sieg. Bonus: Anteil der Spiele mit dem Bonus (oben).
store-stats-none-filtered = Noch keine beendeten Partien{ $mode ->
    [on_screen] {" "}mit Würfeln auf dem Bildschirm
    [real_dice] {" "}mit echten Würfeln
    [score_pad] {" "}auf dem Punkteblock
   *[any] {""}
}{ $card ->
    [classic] {" "}auf dem klassischen Block
    [yatzy] {" "}auf dem Yatzy-Block
    [triple] {" "}auf dem Dreifach-Block
    [three_column] {" "}auf dem Block mit drei Spalten
   *[any] {""}
}.
store-stats-none-screen = Noch keine beendeten Partien: Die Statistik zählt jede beendete normale Partie (keine Übungspartien).
store-stats-no-person-text = Noch hat keine Person eine Partie beendet; --all zeigt die Werte { $cpus ->
    [one] des Computers
   *[other] der { $cpus } Computer
}.
store-stats-no-person-screen = Noch hat keine Person eine Partie beendet: Die Statistik zeigt nur Personen, wie voreingestellt (a zeigt die Werte { $cpus ->
    [one] des Computers
   *[other] der { $cpus } Computer
}).
store-stats-card-title = { $card ->
    [classic] Klassischer Block
    [yatzy] Yatzy-Block
    [triple] Dreifach-Block
   *[three_column] Block mit drei Spalten
} ({ $matches ->
    [one] { $matches } Partie
   *[other] { $matches } Partien
})
store-stats-only-mode = Nur { $mode ->
    [on_screen] Würfel auf dem Bildschirm
    [real_dice] echte Würfel
   *[score_pad] Punkteblock
} ({ $matches ->
    [one] { $matches } Partie
   *[other] { $matches } Partien
})

# Die Tabelle der Spieler; jede Spalte ist so breit wie ihre Überschrift.
store-stats-col-player = Spieler
store-stats-col-plays-as = Spielt als
store-stats-col-games = Spiele
store-stats-col-wins = Siege
store-stats-col-mean = Schnitt
store-stats-col-best = Beste
store-stats-col-bonus = Bonus
store-stats-col-yahtzees = { $card ->
    [yatzy] Yatzy
   *[other] Kniffel
}
store-stats-col-best-game = Rekord am
store-stats-person = Person
store-stats-cpu = Computer ({ $level })
store-stats-cpu-column = { $name } ({ $level })

# Der Schnitt je Feld.
store-stats-means-title = Schnitt je Feld
store-stats-means-title-part = Schnitt je Feld { $part }/{ $parts }
store-stats-yahtzee-games = { $card ->
    [yatzy] Spiele mit Yatzy
   *[other] Spiele mit Kniffel
}

# Genauigkeit und Glück.
store-stats-play-heading = Genauigkeit und Glück
store-stats-accuracy = { $mean } ({ $grade ->
    [perfect] perfekt
    [expert] Experte
    [strong] stark
    [fair] ordentlich
   *[learning] am Lernen
})
store-stats-no-choices = keine Entscheidungen
store-stats-play-row = { $name }: { $accuracy } in { $matches ->
    [one] { $matches } Partie
   *[other] { $matches } Partien
}; Glück { $luck }
store-stats-play-row-recent = { $name }: { $accuracy } in { $matches ->
    [one] { $matches } Partie
   *[other] { $matches } Partien
}; die letzten { $recent }: { $recent_accuracy }; Glück { $luck }
store-stats-play-note-screen = Genauigkeit: verschenkte Punkte je Entscheidung (Experte < 0,2); Glück: Punkte je Partie.
store-stats-play-note-text = Genauigkeit sind die Punkte, die du je Entscheidung im Mittel verschenkst (Experte unter 0,2); Glück sind die Punkte je Partie, die dir die Würfel über oder unter dem Durchschnitt brachten.

# Gegen die Computer, Vertretungen, Bestenlisten.
store-stats-versus-heading = Gegen die Computer (vor, hinter oder gleichauf mit jedem):
store-stats-versus-row = {"  "}{ $name } gegen Computer ({ $level }): { $won } gewonnen, { $lost } verloren, { $tied } unentschieden
store-stats-stand-in-heading = Von einem Computer vertreten (die Partien zählen trotzdem für die Person):
store-stats-stand-in-row = {"  "}{ $name }: { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Züge
} in Abwesenheit
store-stats-high-scores = Bestenliste · { $rules }

# Was mit einer Datei nicht stimmt (der Grund in den Sätzen weiter unten)

store-not-a-file = das ist keine gewöhnliche Datei ({ $kind })
store-file-kind = { $kind ->
    [folder] ein Ordner
    [pipe] eine benannte Pipe
    [device] ein Gerät
    [socket] ein Socket
   *[special] eine besondere Datei
}
store-file-too-large = die Datei ist { $size } Bytes groß, mehr als die { $limit } Bytes, die eine solche Datei haben kann
store-dangling-link = die Datei ist ein Verweis auf { $target }, das es nicht gibt
store-missing-file = eine fehlende Datei
store-named-is = dort steht { $kind }
store-named-link-to = die Datei ist ein Verweis auf { $target }, und das ist { $kind }
store-json-syntax = der Inhalt ist kein gültiges JSON ({ $why })
store-json-shape = der Inhalt hat nicht die Form { $what ->
    [save] eines Spielstands
    [history] eines Spielverlaufs
    [setup] einer Spieleinstellung
    [presets] einer Vorlagendatei
    [daily] eines Tagesaufgaben-Protokolls
    [finished] einer beendeten Partie
    [learn] eines Lernfortschritts
   *[other] von { $what }
} ({ $why })
store-save-newer = das ist ein Spielstand einer neueren Version { $version }; dieses Programm liest bis Version { $reads }
store-left-in-place = { $why }; die Datei blieb an ihrem Platz
store-read-failed = die Datei kann nicht gelesen werden ({ $error }); sie blieb an ihrem Platz

# Was mit einer beschädigten Datei geschah
store-kept-as = die Datei wurde als { $name } aufbewahrt
store-kept-duplicate = derselbe Inhalt war schon als { $name } aufbewahrt, daher wurde die Datei entfernt
store-kept-file-as = Die Datei, wie sie war, wurde als { $name } aufbewahrt
store-kept-file-duplicate = Die Datei, wie sie war, wurde entfernt, da derselbe Inhalt schon als { $name } aufbewahrt war
store-kept-removed = {" "}(die ältesten aufbewahrten Kopien, { $more ->
    [0] { $oldest }
   *[other] { $oldest } und { $more } weitere
}, wurden entfernt, damit höchstens { $copies } Kopien und { $mib } MiB bleiben)
store-kept-failed = die Datei konnte nicht beiseitegelegt werden ({ $error }) und blieb an ihrem Platz

# Schreiben
store-cannot-create = { $path } kann nicht angelegt werden: { $error }
store-cannot-write = { $path } kann nicht geschrieben werden: { $error }
store-cannot-lock-daily = die Tagesaufgaben können nicht gesperrt werden: { $error }
store-cannot-lock-presets = die Vorlagen können nicht gesperrt werden: { $error }
store-cannot-lock-history = der Spielverlauf kann nicht gesperrt werden: { $error }
store-cannot-remove-save = der Spielstand der beendeten Partie kann nicht entfernt werden: { $error }
store-cannot-move-save = der Spielstand kann nicht beiseitegelegt werden: { $error }
store-saved-unconfirmed = { $name } wurde gespeichert, aber das System konnte nicht bestätigen, dass es auf der Festplatte angekommen ist ({ $error }); ein Stromausfall jetzt könnte die vorige Fassung zurückbringen.
store-file-the-match = Die Partie
store-file-the-table = Der Tisch
store-too-large = { $what } wurde nicht geschrieben: Sie wäre { $size } Bytes groß, mehr als die { $limit } Bytes, die das Spiel zurückliest
store-file-not-written = { $file } wurde nicht geschrieben: { $why }
store-too-many-matches = { $most } Partien laufen schon, mehr behält das Spiel nicht: Beende eine oder lösche eine aus der Liste zum Fortsetzen, um eine neue zu beginnen.
store-no-daily-record = Hier führt das Spiel kein Protokoll der Tagesaufgaben.

# Laufende Partien
store-bad-match-id = „{ $id }“ ist keine Partie-Kennung: Eine Kennung hat 1 bis { $most } Buchstaben, Ziffern, - oder _ (yahtzee list zeigt sie)
# Die Spieler einer Partie in der Liste: „Ana, Ben und Computer“.
store-players-and = { $rest } und { $last }
store-match-busy = Die Partie { $id } wird gerade in einem anderen Fenster gespielt. Hier kannst du eine andere fortsetzen oder eine neue beginnen.
store-overtaken = Ein anderes Fenster hat diese Partie geöffnet, nachdem ihre Sperrdatei { $lock } entfernt wurde; daher speichert dieses Fenster sie nicht mehr, statt die Züge des anderen zu überschreiben. Schließe das andere Fenster und speichere dann hier noch einmal.
store-lock-remade = Die Sperrdatei { $lock } wurde entfernt, während dieses Fenster spielte; sie wurde neu angelegt.
store-match-newer = Die Partie { $id } wurde nicht geöffnet: { $why }. Sie blieb unverändert.
store-match-from-newer = Die Partie { $id } stammt aus einer neueren Version.
store-match-damaged = Die Partie { $id } ist beschädigt: { $why }.
store-match-unreadable = Die Partie { $id } kann nicht gelesen werden: { $why }.
store-named-save-newer = Der Spielstand { $name } wurde nicht geöffnet: { $why }. Er blieb unverändert.
store-save-unreadable = Der Spielstand kann nicht gelesen werden: { $why }.
store-save-newer-untouched = Der Spielstand wurde nicht geöffnet: { $why }. Er blieb unverändert.
store-save-damaged = Der Spielstand ist beschädigt: { $why }; { $kept }.
store-save-damaged-kept-aside = Der Spielstand ist beschädigt: { $why }; er wurde beiseitegelegt.
store-found-in-place-of-save = Anstelle des Spielstands wurde eine Datei gefunden: { $why }.
store-while-saving = Beim Speichern: { $why }; { $kept }.
store-why-saved-elsewhere = ein anderes Fenster hat diese Partie gespeichert, seit dieses es zuletzt tat
store-why-other-match = an seiner Stelle tauchte der Spielstand einer anderen Partie auf
store-why-damaged-appeared = an seiner Stelle tauchte ein beschädigter Spielstand auf: { $why }
store-older-copy-found = In { $name } wurde eine ältere Kopie eines Spielstands gefunden; { $kept }.
store-save-not-moved = Der Spielstand { $name } konnte nicht in den Ordner der Partien verschoben werden ({ $error }); er bleibt, wo er ist, und erscheint in der Liste, sobald er verschoben werden kann.

# Der Spielverlauf
store-history-newer = Der Spielverlauf stammt aus einer neueren Version { $version }; er blieb unverändert.
store-history-not-written = Der Spielverlauf wurde nicht geschrieben: { $why }.
store-history-unreadable = Der Spielverlauf kann nicht gelesen werden: { $why }.
store-history-damaged-restarted = Der Spielverlauf war beschädigt: { $why }. Ein neuer wurde begonnen; die Statistik zählt ab jetzt.
store-history-damaged-in-place = Der Spielverlauf ist beschädigt: { $why }; { $kept }.
store-history-damaged-kept = Der Spielverlauf war beschädigt: { $why }; { $kept }. Ein neuer wurde begonnen; die Statistik zählt ab jetzt.

# Deine eigenen Vorlagen
store-presets-unreadable = Deine Vorlagen können nicht gelesen werden: { $why }.
store-presets-damaged = Deine Vorlagen waren beschädigt: { $why }.
store-presets-newer = Deine Vorlagen wurden nicht gelesen: { $why }. Die Datei blieb unverändert.
store-presets-damaged-in-place = Deine Vorlagen sind beschädigt: { $why }; { $kept }.
store-presets-damaged-kept = Deine Vorlagen waren beschädigt: { $why }; { $kept }. Es gibt nur die eingebauten Vorlagen.

# Das Protokoll der Tagesaufgaben
store-daily-unreadable = Dein Protokoll der Tagesaufgaben kann nicht gelesen werden: { $why }.
store-daily-damaged-afresh = Dein Protokoll der Tagesaufgaben war beschädigt: { $why }. Die Tagesaufgaben zählen ab jetzt neu.
store-daily-damaged-in-place = Dein Protokoll der Tagesaufgaben ist beschädigt: { $why }; { $kept }.
store-daily-disbelieved = In deinem Protokoll der Tagesaufgaben: { $why }. { $stood }; die anderen Tage bleiben.
store-daily-newer = Dein Protokoll der Tagesaufgaben wurde nicht gelesen: { $why }. Es blieb unverändert.
store-daily-damaged-kept = Dein Protokoll der Tagesaufgaben war beschädigt: { $why }; { $kept }. Die Tagesaufgaben zählen ab jetzt neu.

# Die letzte Spieleinstellung, und Lernen
store-setup-unused = Die letzte Spieleinstellung wurde nicht verwendet: { $why }; es gilt die übliche Einstellung.
store-setup-damaged = Die letzte Spieleinstellung war beschädigt: { $why }; { $kept }. Es gilt die übliche Einstellung.
store-setup-bad-language = ihre Sprache „{ $code }“ ist kein Sprachcode
store-learn-unread = Dein Fortschritt beim Lernen wurde nicht gelesen: { $why }; Lernen beginnt von vorn.
store-learn-newer = Dein Fortschritt beim Lernen wurde nicht gelesen: { $why }. Er blieb unverändert.
store-learn-damaged = Dein Fortschritt beim Lernen war beschädigt: { $why }; { $kept }. Lernen beginnt von vorn.

# Eigene Vorlagen: abgelehnte Namen und Änderungen
store-preset-name-empty = eine Vorlage braucht einen Namen
store-preset-name-too-long = der Name „{ $name }“ ist länger als { $most } Zeichen
store-preset-name-control = der Name „{ $name }“ enthält ein Steuerzeichen oder beginnt oder endet mit einem Leerzeichen
store-preset-name-invisible = der Name „{ $name }“ enthält ein unsichtbares Zeichen oder eines, das die Schreibrichtung umkehrt; tippe den Namen ohne es
store-preset-name-built-in = der Name „{ $name }“ ist die eingebaute Vorlage { $preset } (oder sieht ihr ähnlich); wähle einen anderen Namen
store-preset-name-reserved = der Name „{ $name }“ ist der Name für geänderte Regeln; wähle einen anderen Namen
store-preset-exists = du hast schon eine Vorlage namens „{ $name }“
store-presets-full = du hast { $most } Vorlagen, so viele, wie das Spiel behält; lösche zuerst eine
store-preset-unknown-none = keine deiner Vorlagen heißt „{ $name }“; du hast noch keine
store-preset-unknown = keine deiner Vorlagen heißt „{ $name }“; deine sind { $yours }
store-names-more = und { $more } weitere
store-preset-same-as = dasselbe wie { $preset }
store-preset-with = { $preset } mit { $changes }
store-file-newer = die Datei stammt aus einer neueren Version { $version }; dieses Programm liest bis Version { $reads }
store-format-newer = die Datei wurde von einer neueren Version des Spiels geschrieben (Format { $format })

# Die Tagesaufgabe: ihr Name in Listen und Titeln, die Zeile zum Teilen, die Liste
store-daily-label = Tagesaufgabe { $day }
store-daily-label-replay = Tagesaufgabe { $day } · Wiederholung
store-daily-share = Kniffel-Tagesaufgabe { $day } · { $score }
store-daily-share-luck = Kniffel-Tagesaufgabe { $day } · { $score } · Glück { $luck }
store-daily-share-accuracy = Kniffel-Tagesaufgabe { $day } · { $score } · Genauigkeit { $accuracy } · Glück { $luck }
store-daily-col-day = Tag
store-daily-col-score = Punkte
store-daily-col-accuracy = Genauigkeit
store-daily-col-luck = Glück
store-daily-accuracy = { $mean } { $grade ->
    [perfect] perfekt
    [expert] Experte
    [strong] stark
    [fair] ordentlich
   *[learning] am Lernen
}
store-daily-not-believed = der Tagesaufgabe vom { $day } wurde nicht geglaubt: { $why }

# Ein Datenordner, der nicht beschrieben werden kann
store-folder-unwritable = In den Datenordner { $path } kann nicht geschrieben werden ({ $error }). Du kannst spielen, aber nichts wird gespeichert: Eine Partie kann später nicht fortgesetzt werden und zählt nicht in der Statistik.
store-folder-unwritable-short = in den Datenordner { $path } kann nicht geschrieben werden
store-save-unreadable-in-place = Der Spielstand kann nicht gelesen werden: { $why }; er blieb an seinem Platz.
store-save-damaged-in-place = Der Spielstand ist beschädigt: { $why }; er blieb an seinem Platz.
store-match-unopened-in-place = Die Partie { $id } kann nicht geöffnet werden: { $why }; sie blieb an ihrem Platz.
store-match-unreadable-in-place = Die Partie { $id } kann nicht gelesen werden: { $why }; sie blieb an ihrem Platz.
store-presets-unreadable-in-place = Deine Vorlagen können nicht gelesen werden: { $why }; die Datei blieb an ihrem Platz.

# Der Spielverlauf klein gehalten
store-history-unshrinkable = der Spielverlauf lässt sich nicht klein genug machen, um ihn zu behalten
store-bytes = { $size } Bytes
store-history-shrunk = Der Spielverlauf war zu groß geworden: Die Statistik von { $dropped } Spielern mit den wenigsten Partien in den ältesten Jahren wurde verworfen.

# Die Tabellen des Lösers und der Gewinnchancen auf der Festplatte
store-cache-rebuilt = Die zwischengespeicherte { $what ->
    [solver] Tabelle des Lösers
    [odds] Tabelle der Gewinnchancen
   *[other] Datei { $what }
} war unbrauchbar ({ $why }) und wurde neu berechnet.
store-cache-rebuilt-unsaved = Die zwischengespeicherte { $what ->
    [solver] Tabelle des Lösers
    [odds] Tabelle der Gewinnchancen
   *[other] Datei { $what }
} war unbrauchbar ({ $why }); sie wurde neu berechnet, konnte aber nicht gespeichert werden ({ $error }).
store-cache-unsaved = Die { $what ->
    [solver] Tabelle des Lösers
    [odds] Tabelle der Gewinnchancen
   *[other] Datei { $what }
} konnte nicht zwischengespeichert werden ({ $error }); sie wird diesmal aus dem Speicher verwendet.
store-table-missing = keine Tabellendatei
store-table-unreadable = die Datei kann nicht gelesen werden: { $error }
store-table-not-solver = keine Tabelle des Lösers
store-table-format = Tabellenformat { $format }, dieses Programm schreibt Format { $writes }
store-table-other-rules = die Tabelle wurde für andere Regeln berechnet
store-table-size = die Tabelle ist abgeschnitten oder hat die falsche Größe
store-table-checksum = die Prüfsumme der Tabelle stimmt nicht
store-table-values = die Tabelle enthält unmögliche Werte
store-table-odds-mismatch = keine Tabelle der Gewinnchancen in diesem Format für diese Regeln
store-table-odds-damaged = die Tabelle ist abgeschnitten, beschädigt oder widersprüchlich

# `yahtzee cache`: was die zwischengespeicherten Dateien enthalten, und ihre Größe
store-cache-kind-strategy = optimale Strategie
store-cache-kind-odds = Tabelle der Gewinnchancen
store-size = { $value } { $unit ->
    [B] B
    [kB] kB
    [MB] MB
    [GB] GB
   *[TB] TB
}

# Warum der Zusammenfassung eines Spielverlaufs oder Spielstands nicht geglaubt wird
store-check-seats = sie hat { $seats } Plätze
store-check-total-too-high = { $name } hat { $total } Punkte, mehr als irgendwelche Regeln erlauben
store-check-rank = { $name } steht auf Platz { $rank }, nach den Punkten aber auf Platz { $right }
store-check-shared-rank = der geteilte Platz von { $name } ist falsch gezählt
store-check-yahtzees = { $name } hat { $yahtzees } Kniffel
store-check-box-beyond = { $name } hat ein Feld, das keine Regel erlaubt
store-check-account = { $fault ->
    [luck] das Glück
    [cost] der Preis der Spielweise
   *[accuracy] die Genauigkeit
} von { $name } ist in keiner Partie möglich
store-check-box-count = { $name } hat { $boxes } Felder, aber der { $card ->
    [classic] klassische Block
    [yatzy] Yatzy-Block
    [triple] Dreifach-Block
   *[three_column] Block mit drei Spalten
} hat { $card_boxes }
store-check-boxes-multi-column = { $name } hat Punkte je Feld, die das Spiel für keinen Block mit mehreren Spalten aufbewahrt
store-check-box-impossible = bei { $name } steht in { $label } { $points }, was dort nach diesen Regeln kein Wurf ergibt
store-check-yahtzee-count = { $name } werden { $yahtzees } Kniffel gezählt, aber im Kniffel-Feld stehen { $points }
store-check-total-below-boxes = die Summe { $total } von { $name } ist kleiner als die { $boxes } Punkte in den Feldern
store-check-upper-bonus = der Bonus (oben) von { $name } folgt nicht aus den oberen Feldern ({ $upper })
store-check-total-from-boxes = die Summe { $total } von { $name } folgt nicht aus den Feldern (sie ergeben { $boxes })
store-check-bonus-without-points = { $name } hat einen Bonus (oben) ohne Punkte oben
store-check-total-impossible = die Summe { $total } von { $name } kann nach keinen Regeln aus den Feldern ({ $boxes }) kommen
store-check-summary-other-match = ihre Zusammenfassung beschreibt eine andere Partie
store-check-summary-rules = ihre Zusammenfassung nennt die Regeln „{ $named }“, gespielt wurde aber nach { $played }
store-check-summary-time = laut ihrer Zusammenfassung endete sie um { $said }, sie endete aber um { $time }
store-check-summary-total = ihre Zusammenfassung nennt { $said } für { $name }, aber ihr Block ergibt { $total }

# Warum einer Jahresbilanz des Spielverlaufs nicht geglaubt wird: was die Bilanz tut, nach ihrem Subjekt
store-tally = die Jahresbilanz { $year } ({ $rules }) { $why }
store-tally-for = für { $name } { $why }
store-tally-no-games = zählt keine Spiele
store-tally-more-than-games = zählt von etwas mehr als ihre Spiele
store-tally-totals = hat Summen, die kein Block erlaubt
store-tally-yahtzee-games = zählt mehr Spiele mit Kniffel als Kniffel
store-tally-box-beyond = hat ein Feld, das keine Regel erlaubt
store-tally-opponents = zählt mehr Gegner, als ihre Spiele hatten
store-tally-no-best-game = nennt kein bestes Spiel
store-tally-bad-year = ist aus einem Jahr, das keine Uhr angibt
store-tally-no-matches = zählt keine Partien
store-tally-twice = führt { $name } doppelt
store-tally-more-games = zählt für { $name } mehr Spiele, als sie Partien hat
store-tally-high-scores = hat unmögliche Bestwerte
store-tally-unknown-level = zählt Spiele von { $name } gegen „{ $level }“, was keine Computer-Stufe ist
store-tally-best-game-id = nennt das beste Spiel von { $name }, aber { $why }
store-tally-boxes-multi-column = zählt Punkte je Feld von { $name }, die das Spiel für keinen Block mit mehreren Spalten aufbewahrt
store-tally-box-not-on-card = zählt Punkte von { $name } in { $label }, einem Feld, das der { $card ->
    [classic] klassische Block
    [yatzy] Yatzy-Block
    [triple] Dreifach-Block
   *[three_column] Block mit drei Spalten
} nicht hat
store-tally-box-too-many = zählt mehr Punkte in { $label } von { $name }, als { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
} erzielen könnten

# Warum einem Tag im Protokoll der Tagesaufgaben nicht geglaubt wird
store-daily-check-version = seine Version ist 0
store-daily-check-days = es führt mehr als { $most } Tage
store-daily-check-twice = der Tag { $day } steht doppelt darin
store-daily-check-order = der Tag { $day } steht nach dem { $before }
store-daily-check-one-match = eine Partie steht bei zwei Tagen
store-daily-check-id = die Tagesaufgabe vom { $day } nennt „{ $id }“, was keine Partie-Kennung ist
store-daily-check-finished-early = die Tagesaufgabe vom { $day } endete, bevor sie begann
store-daily-why-dice = ihre Partie wurde nicht mit den Würfeln dieses Tages gewürfelt
store-daily-why-rules = ihre Partie folgt nicht den klassischen Regeln
store-daily-why-seats = ihre Partie ist nicht für eine Person
store-daily-why-own-dice = ihre Partie wurde nicht mit den Würfeln des Spiels gespielt
store-daily-why-replay = ihre Partie lässt sich nicht nachspielen ({ $error })
store-daily-why-not-over = ihre Partie ist nicht zu Ende
store-daily-why-score = sie gibt { $claimed } Punkte an, aber ihre Partie ergibt { $total }

# Wo im Spielverlauf ein Fehler steckt, und der geprüfte Lernfortschritt
store-history-summary = Zusammenfassung { $index }: { $why }
store-history-summary-id = Zusammenfassung { $index } ({ $id }): { $why }
store-history-tally-twice = die Jahresbilanz { $year } ({ $rules }) steht doppelt darin
store-history-kept = aufbewahrte Partie { $index }: { $why }
store-history-kept-id = aufbewahrte Partie { $index } ({ $id }): { $why }
store-history-options-seats = ihre Optionen passen nicht zu ihren Plätzen: { $why }
store-id-missing = sie hat keine Partie-Kennung
store-id-foreign = ihre Partie-Kennung „{ $id }“ ist keine, die das Spiel schreibt
store-learn-check-version = seine Version ist 0
store-learn-check-lessons = er führt mehr als { $most } Lektionen
store-learn-check-puzzles = er führt mehr als { $most } Aufgaben
store-learn-check-lesson-name = „{ $name }“ ist kein Name einer Lektion
store-learn-check-lesson-twice = eine Lektion steht doppelt darin
store-learn-check-puzzle-twice = eine Aufgabe steht doppelt darin
store-learn-check-streak = seine Serie { $streak } ist länger als seine beste Serie { $best }
store-history-listed-twice = die Partie steht doppelt darin
store-history-kept-twice = die Partie ist doppelt aufbewahrt
store-history-finished-early = sie endete, bevor sie begann
store-history-not-finished = sie ist nicht beendet
store-history-no-summary = sie zählt in der Statistik, aber keine Zusammenfassung von ihr steht darin
store-save-no-version = sie hat keine Formatversion
store-scripted-dice = ihre Würfel standen im Voraus fest, was nur Tests tun

# Why a file's contents are refused (more)
store-format-version-zero = die Formatversion 0 wurde nie geschrieben
store-cannot-lock = { $path } kann nicht gesperrt werden: { $error }
store-presets-too-many = sie enthält { $count } Vorlagen, mehr als die { $most }, die aufbewahrt werden
store-presets-twice = sie nennt zwei Vorlagen '{ $name }'
store-json-key-twice = der Schlüssel "{ $key }" steht zweimal in einem Objekt
store-aside-names-taken = jeder Name zum Beiseitelegen der Datei ist vergeben
store-no-date = { $what ->
    [its-start] die Startzeit
    [its-save] die Speicherzeit
    [its-finish] die Endzeit
    [a-start] eine Startzeit
    [a-finish] eine Endzeit
    [best-game] die Zeit der besten Partie
   *[high-score] die Zeit eines Höchststands
} { $unix } ist kein Datum (nach dem Jahr 9999)
store-not-in-year = { $what ->
    [its-start] die Startzeit
    [its-save] die Speicherzeit
    [its-finish] die Endzeit
    [a-start] eine Startzeit
    [a-finish] eine Endzeit
    [best-game] die Zeit der besten Partie
   *[high-score] die Zeit eines Höchststands
} { $time } liegt nicht in ihrem Jahr
store-names-no-rules = nennt keine Regeln
store-names-unknown-rules = nennt die Regeln '{ $name }', aber keine Regeln auf dem { $card ->
    [classic] klassischen Block
    [yatzy] Yatzy-Block
    [triple] Dreifach-Block
   *[three_column] Block mit drei Spalten
} heißen so

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
plain-menu-learn = { $n }. Spielen lernen
plain-menu-quit = { $n }. Beenden
plain-menu-ask = Tippe eine Zahl von 1 bis { $count }.
plain-type-a-number = „{ $given }“ ist keine der Möglichkeiten: Tippe eine Zahl von 1 bis { $count }.
plain-resume-title = Laufende Partien:
plain-resume-item = { $n }. { $who }, Runde { $round } von { $rounds }, { $rules }, zuletzt gespielt { $played }
plain-resume-ask = Tippe eine Zahl von 1 bis { $count }, oder Enter für die erste.
plain-setup-players = Wer spielt mit? Tippe die Namen mit Kommas getrennt, cpu für einen Computer (cpu:beginner, cpu:casual, cpu:strong, cpu:perfect oder cpu:shark). Enter behält: { $now }.
plain-setup-rules = Welche Regeln? Enter behält { $now }.
plain-setup-rules-item = { $n }. { $name }
plain-setup-dice = Wie wird gewürfelt?
plain-setup-dice-screen = 1. Das Spiel würfelt
plain-setup-dice-real = 2. Echte Würfel: Du tippst jeden Wurf ein
plain-setup-dice-pad = 3. Spielblock: Du tippst die Punkte jedes Felds ein
plain-setup-same-dice = Gleiche Würfel für alle Plätze? 1. Ja, 2. Nein. Enter behält { $now }.
plain-setup-language = Welche Sprache? { $list }. Enter behält { $now }.
plain-cannot-start = Start nicht möglich: { $why }.
plain-nothing-to-resume = Es gibt keine Partie { $id } zum Fortsetzen.
plain-finished-to-history = Eine beendete Partie wurde in den Verlauf verschoben.
plain-finished-not-moved = Eine beendete Partie konnte nicht in den Verlauf verschoben werden: { $why }
plain-already-in-history = Eine gespeicherte Partie war schon beendet und steht im Verlauf; ihr alter Spielstand wurde als { $aside } aufbewahrt.
plain-already-in-history-not-moved = Eine gespeicherte Partie war schon beendet und steht im Verlauf, aber ihr alter Spielstand konnte nicht beiseitegelegt werden: { $why }
# Learn in plain mode: the screen's own setup-learn-… words, and these for what plain mode does its own way
plain-learn-command-next = weiter
plain-learn-command-back = zurück, zuruck
plain-learn-command-list = liste
plain-learn-item = { $n }. { $text }
plain-learn-lesson-item-done = { $n }. { $title } (geschafft)
plain-learn-ask = Tippe eine Zahl von 1 bis { $count } (Enter öffnet { $default }) oder beenden für das Menü.
plain-learn-help = In „Spielen lernen“: Eine Zahl öffnet diese Lektion oder diese Rätsel; weiter geht weiter, zurück geht einen Schritt zurück, liste liest die Liste vor, block liest den Block vor, wiederholen sagt die letzten Zeilen noch einmal, beenden führt zurück ins Menü. In einer Lektion tippst du, was der Schritt verlangt (würfeln, halten 1 2, eintragen chance), oder weiter, damit es für dich getan wird; in einem Rätsel eintragen und ein Feld (eintragen full house).
plain-learn-step-do = Tippe { $command } oder weiter, damit es für dich getan wird.
plain-learn-you-threw = Du würfelst { $dice }.
plain-learn-you-hold = Du behältst { $dice }.
plain-learn-you-hold-none = Du behältst keine Würfel.
plain-learn-you-scored = Du trägst { $points } in { $spot } ein.
plain-learn-asks-for = Diese Lektion verlangt etwas anderes: Tippe { $command }.
plain-learn-lesson-done-next = Lektion geschafft. Tippe weiter für die nächste Lektion, zurück für einen Schritt zurück, liste für die Lektionen oder beenden.
plain-learn-lesson-done-last = Lektion geschafft: Das war die letzte. Tippe liste für die Lektionen und die Rätsel oder beenden.
plain-learn-lesson-over = Die Lektion ist geschafft: Tippe weiter, liste oder beenden.
plain-learn-card = Dein Block: { $cells }. Oberer Teil { $upper }, Bonus { $bonus }; Gesamt { $total }.
plain-learn-card-column = Spalte { $column }: { $cells }. Oberer Teil { $upper }, Bonus { $bonus }; Gesamt { $total }.
plain-learn-card-cell = { $name } { $points }
plain-learn-card-open = { $name } frei
plain-learn-puzzle-ask = Du hast { $dice } und keinen Wurf mehr: Welches Feld würdest du nehmen? Tippe eintragen und das Feld (eintragen full house).
plain-learn-puzzle-score = Antworte mit eintragen und einem Feld (eintragen full house) oder tippe weiter für ein anderes Rätsel.
plain-learn-puzzle-next = Tippe weiter für das nächste Rätsel, liste für „Spielen lernen“ oder beenden.
plain-learn-reset-ask = { $question } { $text } 1. Ja, 2. Nein.

# Die Tagesaufgabe
plain-daily-title = Die Tagesaufgabe vom { $day }: Heute würfeln alle dieselben Würfel.
plain-daily-scored = Du hast heute in der Tagesaufgabe { $points } Punkte geholt. Noch einmal spielen, ohne Wertung? 1. Ja, 2. Nein.
plain-daily-given-up = Der gewertete Versuch von heute wurde nicht beendet und gelöscht, also zählt heute nichts. Noch einmal spielen, ohne Wertung? 1. Ja, 2. Nein.
plain-daily-taken = Die Tagesaufgabe vom { $day } wurde in einem anderen Fenster begonnen: Diese Partie zählt.
plain-daily-unwritable = Die Tagesaufgabe wurde nicht gestartet, weil deine Aufzeichnung nicht geschrieben werden kann: { $why }
plain-daily-streak = Deine Serie: { $now ->
    [one] { $now } Tag
   *[other] { $now } Tage
} in Folge; deine beste: { $best ->
    [one] { $best } Tag
   *[other] { $best } Tage
}.
plain-daily-streak-none = Du hast noch keine Serie: Jeden Tag eine gewertete Tagesaufgabe ergibt eine.

# Die Partie, erzählt
plain-match-begins = Eine Partie { $rules }: { $seats }. Tippe hilfe für die Befehle.
plain-threw = { $who ->
    [you] Du würfelst { $dice }.
   *[other] { $name } würfelt { $dice }.
}
plain-holds = { $who ->
    [you] Du behältst { $dice }.
   *[other] { $name } behält { $dice }.
}
plain-holds-none = { $who ->
    [you] Du behältst keine Würfel.
   *[other] { $name } behält keine Würfel.
}
plain-scored = { $who ->
    [you] Du trägst { $points } in { $spot } ein.
   *[other] { $name } trägt { $points } in { $spot } ein.
}
plain-scored-joker = { $who ->
    [you] Du trägst { $points } in { $spot } ein (Joker).
   *[other] { $name } trägt { $points } in { $spot } ein (Joker).
}
plain-extra-bonus = { $who ->
    [you] Du bekommst { $points } Punkte Kniffel-Bonus.
   *[other] { $name } bekommt { $points } Punkte Kniffel-Bonus.
}
plain-upper-bonus = { $who ->
    [you] Du bekommst den Bonus (oben) von { $points } Punkten.
   *[other] { $name } bekommt den Bonus (oben) von { $points } Punkten.
}
plain-turn-of = { $who ->
    [you] Du bist dran.
   *[other] { $name } ist dran.
}
plain-turn-again = { $who ->
    [you] Du bist wieder dran.
   *[other] { $name } ist wieder dran.
}
plain-match-over = Die Partie ist zu Ende.
plain-corrected = { $who ->
    [you] Du korrigierst { $spot } von { $before } auf { $after }.
   *[other] { $name } korrigiert { $spot } von { $before } auf { $after }.
}
plain-corrected-bonuses = { $who ->
    [you] Du korrigierst die Kniffel-Boni von { $before } auf { $after }.
   *[other] { $name } korrigiert die Kniffel-Boni von { $before } auf { $after }.
}
plain-undone-throw = { $who ->
    [you] Du nimmst einen Wurf zurück.
   *[other] { $name } nimmt einen Wurf zurück.
}
plain-undone-hold = { $who ->
    [you] Du nimmst das Behalten von Würfel { $die } zurück.
   *[other] { $name } nimmt das Behalten von Würfel { $die } zurück.
}
plain-undone-score = { $who ->
    [you] Du nimmst den Eintrag für { $spot } zurück.
   *[other] { $name } nimmt den Eintrag für { $spot } zurück.
}
plain-undone-correction = { $who ->
    [you] Du nimmst die Korrektur für { $spot } zurück.
   *[other] { $name } nimmt die Korrektur für { $spot } zurück.
}
plain-undone-typed = { $who ->
    [you] Du nimmst den Wurf { $dice } zurück.
   *[other] { $name } nimmt den Wurf { $dice } zurück.
}
plain-undone-bonuses = { $who ->
    [you] Du nimmst die Korrektur der Kniffel-Boni zurück.
   *[other] { $name } nimmt die Korrektur der Kniffel-Boni zurück.
}
plain-undo-not-saved = Nicht gespeichert, also nicht zurückgenommen: { $why }
plain-cpu-preparing = Die Computer machen sich bereit: { $percent } %.
plain-save-failed = Die Partie konnte nicht gespeichert werden: { $why } Tippe nochmal, weiterspielen (ohne Speichern) oder beenden.
plain-saved-now = Gespeichert.
plain-playing-unsaved = Es geht OHNE SPEICHERN weiter ({ $why }).
plain-winner = { $who ->
    [you] Du gewinnst mit { $points } Punkten.
   *[other] { $name } gewinnt mit { $points } Punkten.
}
plain-winners-tied = { $names } teilen sich den ersten Platz mit { $points } Punkten.
plain-solo-total = { $who ->
    [you] Du hast { $points } Punkte erreicht.
   *[other] { $name } hat { $points } Punkte erreicht.
}
plain-review-seat = { $name }: { $score } Punkte; perfektes Spiel hätte am Anfang { $start } erwartet, das Würfelglück brachte { $luck }, und die Entscheidungen kosteten { $cost }. Genauigkeit: { $accuracy } Punkte Verlust pro Entscheidung.
plain-review-later = Die Auswertung dieser Partie (Glück und Entscheidungen) braucht die Tabelle des Lösers: yahtzee review zeigt sie, sobald sie fertig ist.
plain-review-preparing = Die Auswertung der Partie wird vorbereitet: { $percent } %.

# Die Eingabezeile: wer dran ist und was geht
plain-prompt-first = { $who ->
    [you] Runde { $round } von { $rounds }: Tippe würfeln.
   *[other] { $name }, Runde { $round } von { $rounds }: Tippe würfeln.
}
plain-prompt-again = { $who ->
    [you] Du hast
   *[other] { $name }, du hast
} { $dice }; { $left ->
    [one] noch ein Wurf
   *[other] noch { $left } Würfe
}: behalten, würfeln oder eintragen.
plain-prompt-last = { $who ->
    [you] Du hast { $dice }: Trag in ein Feld ein.
   *[other] { $name }, du hast { $dice }: Trag in ein Feld ein.
}
plain-prompt-real-first = { $who ->
    [you] Runde { $round } von { $rounds }: Wirf deine Würfel und tippe würfeln mit den fünf Augenzahlen (würfeln 3 3 5 1 6).
   *[other] { $name }, Runde { $round } von { $rounds }: Wirf deine Würfel und tippe würfeln mit den fünf Augenzahlen (würfeln 3 3 5 1 6).
}
plain-prompt-real-again = { $who ->
    [you] Du hast
   *[other] { $name }, du hast
} { $dice }; { $left ->
    [one] noch ein Wurf
   *[other] noch { $left } Würfe
}: Tippe würfeln mit den fünf Würfeln, die jetzt auf dem Tisch liegen, oder trag ein.
plain-prompt-pad = { $who ->
    [you] Runde { $round } von { $rounds }: Tippe eintragen, das Feld und seine Punkte (eintragen full house 25).
   *[other] { $name }, Runde { $round } von { $rounds }: Tippe eintragen, das Feld und seine Punkte (eintragen full house 25).
}

# Was die Befehle sagen
plain-help = Befehle: { $commands }.{ $then } Die englischen Befehle gehen auch.
plain-help-join = { "; " }
plain-help-throw = würfeln
plain-help-hold = behalten 1 2 (die Würfel nach ihrem Platz, 1 bis 5)
plain-help-release = freigeben 1, oder freigeben für alle
plain-help-score = eintragen full house (ein Feld nach Namen, Kurznamen oder Anfangsbuchstaben)
plain-help-card = block
plain-help-standings = stand
plain-help-log = verlauf
plain-help-hints = tipps
plain-help-odds = chancen
plain-help-undo = rückgängig
plain-help-repeat = wiederholen
plain-help-help = hilfe
plain-help-quit = beenden
plain-help-real-dice = Mit echten Würfeln: würfeln 3 3 5 1 6.
plain-help-score-pad = Auf dem Spielblock: eintragen full house 25, und korrigieren full house 0.
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
# A hold, with the command that makes it: the dice by their place, as `hold` takes them.
plain-hint-hold = { $rank }. { $choice } (tippe { $command }): am Ende { $expected } Punkte erwartet.
plain-coach-warns = Trainer: Das kostet im Schnitt { $loss } Punkte. Besser: { $better } ({ $better_total }). Deine Wahl: { $yours } ({ $yours_total }). Tippe denselben Befehl noch einmal, um es trotzdem zu tun.
plain-coach-preparing = Die Tabelle des Trainers wird noch vorbereitet ({ $percent } %): Diese Wahl wurde nicht bewertet.
plain-zero-asks = { $spot } brächte 0; { $better } brächte { $points }. Gib noch einmal { $command } ein, um 0 einzutragen, oder einen anderen Befehl.
plain-odds-off = Die Gewinnchance ist in dieser Partie aus.
plain-odds-preparing = Die Tabelle für die Gewinnchance wird vorbereitet ({ $percent } % fertig). Frag gleich noch einmal.
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
plain-standing = { $rank }. { $name }, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}.
plain-log-empty = Noch ist nichts passiert.
plain-log-threw = { $who ->
    [you] würfelst { $dice }
   *[other] würfelt { $dice }
}
plain-log-kept-threw = { $who ->
    [you] behältst { $kept } und würfelst { $dice }
   *[other] behält { $kept } und würfelt { $dice }
}
plain-log-scored = { $who ->
    [you] trägst { $points } in { $spot } ein
   *[other] trägt { $points } in { $spot } ein
}
plain-log-took-back = { $who ->
    [you] nimmst { $points } für { $spot } zurück
   *[other] nimmt { $points } für { $spot } zurück
}
plain-log-took-back-throw = { $who ->
    [you] nimmst den Wurf { $dice } zurück
   *[other] nimmt den Wurf { $dice } zurück
}
plain-log-turn = Runde { $round }, { $name }: { $what }.

# Ein Gast über SSH (tui::window::PlainWindow, an einem gehosteten Tisch)
plain-guest-welcome = Ein gehosteter Tisch, in einfachen Zeilen: Jedes Ereignis wird einmal gesagt. Tippe hilfe für die Befehle, beenden zum Gehen.
plain-guest-setting-up = Der Gastgeber richtet die Partie noch ein: Die Plätze werden gesagt, sobald sie beginnt.
plain-guest-choose = Wähle deinen Platz mit seiner Nummer, oder schau zu:
plain-guest-offer = { $number }. { $name }: { $state }.
plain-guest-watch-offer = { $number }. { $watch }.
plain-guest-choose-help = Tippe eine Nummer, um diesen Platz zu nehmen, oder beenden zum Gehen. Ein genommener Platz bleibt deiner, bis die Partie endet: Komm mit demselben Namen zurück (ssh NAME@…), um ihn wieder zu nehmen.
plain-guest-not-listed = „{ $what }“ steht nicht auf der Liste: Tippe eine Nummer von 1 bis { $last }.
plain-guest-watching = Du schaust zu: Jedes Ereignis wird gesagt, sobald es geschieht; block, stand und verlauf lesen die Partie vor, beenden geht.
plain-guest-watching-served = Du schaust zu: Jedes Ereignis wird gesagt, sobald es geschieht; block, stand und verlauf lesen die Partie vor, beenden führt zurück in die Lobby.
plain-guest-over = Die Partie ist vorbei: beenden verlässt den Tisch.
plain-guest-host-join = In einfachen Zeilen, für einen Screenreader: { $join }

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
        [yes] { $rules } · gleiche Würfel · Runde { $round } von { $rounds }
       *[other] { $rules } · Runde { $round } von { $rounds }
    }
# The rules without the round, where the line is too short for both.
play-title-rules = { $same ->
        [yes] { $rules } · gleiche Würfel
       *[other] { $rules }
    }
play-title-practice = ÜBUNG
play-title-not-saved = NICHT GESPEICHERT
play-title-building = Gewinnchance: wird berechnet, { $percent } %
play-title-keys = { $key } Tasten

# The match screen: the turn's panel
play-panel-to-play = { $who ->
        [you] ▶ Du bist dran
       *[other] ▶ { $name } ist dran
    }
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

# The match screen: the help bar along the bottom (short: a word or two each)
play-help-type-dice = Würfel eintippen
play-help-enter-throw = Wurf eingeben
play-help-points = Punkte
play-help-enter-points = Punkte eingeben
play-help-you-play = du spielst
play-help-plays = { $name } spielt
play-help-you-take-back = du nimmst zurück
play-help-takes-back = { $name } nimmt zurück
play-help-menu = Menü
play-help-close = schließen
play-help-value = Wert
play-help-box = Feld
play-help-seat = Platz
play-help-check = prüfen

# The match screen: typing a throw or points (real dice, the score pad)
play-typing-no-throws-left = Keine Würfe mehr: wähle ein Feld und drücke { $key }.
play-typing-dice = Wurf { $throw }, tippe die fünf Würfel: { $entry }
play-typing-points = { $spot }: tippe die Punkte: { $entry }
play-typing-points-allowed = { $spot }: tippe die Punkte ({ $allowed }): { $entry }
play-typing-allowed-bonus = mit Kniffel-Bonus: { $bonus }
play-typing-allowed-and-bonus = { $points }; mit Kniffel-Bonus: { $bonus }
play-typing-tip-kept-box = 33/514: 3-3 behalten · Rücktaste korrigiert · { $arrows } ein Feld, dann trägt { $score } ein
play-typing-tip-kept = 33/514: 3-3 behalten · Rücktaste korrigiert · { $score } trägt ein
play-typing-tip-first = 33516, dann Enter · Rücktaste korrigiert · { $score } trägt ein
play-typing-tip-points = { $bonus ->
        [yes] { $arrows } Feld · 25+ zählt einen Kniffel-Bonus · { $correct } korrigiert
       *[other] { $arrows } Feld · { $correct } korrigiert
    }

# The match screen: the line under the dice
play-thinking = Einen Moment: die beste Strategie für diese Regeln wird berechnet … { $percent } %
play-press-to-throw = Drücke { $key } zum Würfeln.

# After a throw: what the keys do, as parts of one sentence ("·" between them)
play-after-throw-type-next = tippe den nächsten Wurf (behaltene Würfel vor einem /: 33/514)
play-after-throw-hold = { $keys } behalten
play-after-throw-hold-dice = { $keys } Würfel behalten
play-after-throw-throws = { $key } würfelt
play-after-throw-score-columns = { $arrows } und { $score } tragen ein
play-after-throw-other-cards = { $key } andere Blöcke
play-after-throw-score = { $arrows } und { $score } tragen in ein Feld ein

# A Yahtzee thrown again: the bonus and the joker, one sentence each
play-joker-another-yahtzee = Noch ein Kniffel!
play-joker-bonus-earned = Bonus verdient, egal welches Feld du füllst.
play-joker-only = Joker: fünf { $face }er kommen in { $spot }.
play-joker-any-lower = Joker: fünf { $face }er kommen in ein beliebiges freies unteres Feld (feste Werte zählen).
play-joker-any-upper = Joker: die unteren Felder sind voll, fünf { $face }er kommen für 0 in ein freies oberes Feld.
play-joker-any = Joker: fünf { $face }er dürfen in jedes freie Feld.

# The match screen: what a key pressed at the wrong moment is told
play-coach-still-building = Die Tabelle des Trainers wird noch berechnet ({ $percent } %): dieser Zug wurde nicht bewertet.
play-coach-on-kept-dice = Trainer, zu den behaltenen Würfeln: { $message }
play-coach-think-again = Überleg noch mal: { $key } zeigt alle Möglichkeiten.
play-type-throw-first = Tippe zuerst die fünf Augenzahlen deines Wurfs (z. B. 33516), dann { $key }.
play-throw-first = Erst würfeln ({ $key }).
play-already-filled = { $spot } ist schon ausgefüllt.
play-real-dice-throw = Wirf deine Würfel, tippe dann die fünf Augenzahlen (z. B. 33516) und drücke Enter.
play-pad-no-dice = Ein Block hat keine Würfel: tippe die Punkte für { $spot } und drücke Enter.
play-real-dice-hold = Echte Würfel behältst du von Hand: tippe nach jedem Wurf die fünf Augenzahlen, die behaltenen vor einem / (33/514).
play-pad-no-dice-to-hold = Ein Block hat keine Würfel zum Behalten.
play-back-to-your-card = Zurück zu deinem Block: wähle das Feld und drücke { $key } zum Eintragen.
play-type-points-first = Tippe zuerst die Punkte für { $spot }.
play-type-points-first-allowed = Tippe zuerst die Punkte für { $spot } ({ $allowed }).
play-choose-box-first = Wähle zuerst ein Feld ({ $arrows } zeigt den Cursor), dann { $key }: ein getippter Wurf trägt nie von selbst ein.
play-hints-off = Tipps sind in dieser Partie aus.
play-hints-own-turn = Tipps gibt es nur, wenn du dran bist.
play-hints-by-chance = Tipps nach Gewinnchance sortiert.
play-hints-by-total = Tipps nach erwarteter Endsumme sortiert.
play-undo-typed-first = { $entry } getippt: schließe es mit { $finish } ab oder lösche es mit { $clear }, bevor du zurücknimmst.
play-only-owner-stand-in = Nur wer den Tisch eröffnet hat, lässt den Computer für jemand Abwesenden spielen.
play-only-owner-let-in = Nur wer den Tisch eröffnet hat, lässt Wartende Platz nehmen.
play-not-scored = Nicht eingetragen.
play-cpu-turn-skip = Der Computer ist dran: { $key } springt an das Ende seines Zugs.

# The match screen: buttons, the dice and the card
play-button-throw = Würfeln
play-button-score = Eintragen
play-button-hint = Tipp
play-button-undo = Rückgängig
play-button-skip = Überspringen
play-button-menu = Menü
play-dice-score-pad = Block: keine Würfel
play-dice-real-throw-of = Echte Würfel · Wurf { $throw } von { $max }
play-dice-throw-of = Wurf { $throw } von { $max }
play-dice-real-ready = Echte Würfel · bereit zum Würfeln
play-dice-ready = Bereit zum Würfeln

# Under a die: four or five columns at most (a small die is five wide)
play-dice-held = BEHALTEN
play-dice-kept = behalten
play-dice-held-short = ✓
play-dice-kept-short = ✓
play-card-title = Block

# The match screen: its overlays
play-zero-title = Eine Null eintragen?
play-zero-question = 0 in { $spot } eintragen? { $better } brächte { $points }.
play-zero-yes = { $key }: ja, 0 eintragen
play-zero-no = { $key }: nein
play-coach-title = Trainer
play-coach-do-it = { $key }: trotzdem
play-coach-think = { $key }: noch mal überlegen
play-pause-title = Pause
play-pause-resume = Weiterspielen
play-pause-cpu-speed = Tempo des Computers
play-pause-cpu-speed-is = Tempo des Computers: { $speed } ({ $key } ändert)
play-pause-cpu-speed-none = Tempo des Computers: kein Computer am Tisch
play-pause-cpu-speed-guest = Tempo des Computers (legt der Tisch fest)
play-pause-rules = Regeln
play-pause-keys = Tasten
play-pause-main-menu = Hauptmenü (die Partie bleibt gespeichert)
play-pause-quit = Beenden (die Partie bleibt gespeichert)
play-pause-main-menu-unsaved = Hauptmenü (nicht gespeichert: die Partie endet)
play-pause-quit-unsaved = Beenden (nicht gespeichert: die Partie endet)
play-pause-leave-table = Tisch verlassen (dein Platz wartet auf dich)
play-pause-leave-and-quit = Tisch verlassen und beenden
play-handover-title = Nächster Spieler
play-handover-turn = { $name } ist dran — drücke { $key }
play-handover-your-turn = Du bist dran — drücke { $key }
play-handover-pass = Gib die Tastatur weiter.
play-handover-pass-you-undo = Gib die Tastatur weiter; { $key } nimmt deinen letzten Zug zurück.
play-handover-pass-undo = Gib die Tastatur weiter; { $key } gibt { $name } den letzten Zug zurück.
play-save-failed-title = Speichern fehlgeschlagen
play-save-failed-move = Der letzte Zug konnte nicht gespeichert werden: { $error }.
play-save-failed-match = Diese Partie konnte nicht gespeichert werden: { $error }.
play-save-failed-retry = Noch einmal versuchen
play-save-failed-play-on = Ohne Speichern weiterspielen
play-save-failed-quit = Beenden ohne Speichern
play-correct-title = Punkte korrigieren
play-correct-seat = Platz  ◀ { $name } ▶   ({ $keys })
play-correct-row = Zeile  { $row }: jetzt { $now }   ({ $keys })
play-correct-new = Neu    { $value }
play-correct-confirm = { $row } von { $name } von { $now } auf { $new } ändern? { $yes }: ja · { $no }: nein
play-correct-type = Tippe den neuen Wert, { $yes } prüft ihn, { $no } schließt.

# The match screen: the hints panel
play-hint-best = (beste)
play-hint-ties-best = (gleich gut)
play-hint-behind-points = (−{ $gap })
play-hint-behind-percent = (−{ $gap } %)
play-hint-whole-percent = { $percent } %
play-hint-title-total = Tipps (erwartete Endsumme)
play-hint-title-behind = Tipps (Punkte hinter dem besten)
play-hint-title-by-win = Tipps: Gewinnchance · Punkte (w: nach Punkten)
play-hint-title-by-points = Tipps: Punkte · Gewinnchance (w: nach Gewinnchance)
play-hint-short-title-by-win = Tipps · Gewinn-% · Punkte (w)
play-hint-short-title-by-points = Tipps · Punkte · Gewinn-% (w)
play-hint-short-title-behind = Tipps · Punkte hinter dem besten
play-hint-short-title-total = Tipps · erwartete Summe
play-hint-columns-behind = Die Möglichkeiten zeigen Punkte hinter der besten: mehrere Spalten haben keine echte Endsumme.
play-hint-from-start = Ab Beginn dieses Zugs: { $total }
play-hint-holds-now = Deine Auswahl jetzt → { $option }
play-hint-holds-now-rating = Deine Auswahl jetzt{ $rating }
play-hint-working = Die beste Strategie wird berechnet … { $percent } %

# The results: the winner, the standings, the luck and play table
play-results-finished-with = { $who ->
    [you] Du hast { $points } Punkte erreicht.
   *[other] { $name } hat { $points } Punkte erreicht.
}
play-results-wins-with = { $who ->
    [you] Du gewinnst mit { $points } Punkten!
   *[other] { $name } gewinnt mit { $points } Punkten!
}
play-results-share-first = { $names } und { $last } teilen sich Platz eins mit { $points } Punkten!
play-results-title = Partie vorbei · { $daily }Regeln { $rules }{ $same ->
        [yes] { " · gleiche Würfel" }
       *[other] {""}
    }{ $practice ->
        [yes] { " · Übung" }
       *[other] {""}
    }
play-results-standings = Wertung
play-results-winners-card = Block des Siegers · { $name }
play-results-card-of = Block von { $name }
play-results-final-cards = Endstand der Blöcke

# The standings' headings: the number of five-of-a-kinds is headed by the box's name
play-results-fives = { $spot }
play-results-rank = Platz
play-results-player = Spieler
play-results-total = Summe
play-results-bonus = Bonus
play-results-bonus-yes = ja
play-results-bonus-no = nein
play-results-luck-title = Glück und Spiel:
play-results-luck-title-estimated = Glück und Spiel (geschätzt):
play-results-luck-title-perfect = Glück und Spiel, und Perfekt mit denselben Würfeln:
play-results-luck-title-estimated-perfect = Glück und Spiel (geschätzt), und Perfekt mit denselben Würfeln:
play-results-luck = Glück
play-results-play = Spiel
play-results-perfect = Perfekt
play-results-perfect-line = Perfekt mit denselben Würfeln: { $scores }
play-results-key-leave-table = Tisch verlassen
play-results-stay = Die Ergebnisse bleiben, bis du wählst: { $menu } für das Hauptmenü, { $rematch } für eine Revanche.
play-results-stay-guest = Die Ergebnisse bleiben, bis du wählst: { $key } verlässt den Tisch.
play-results-guest-rematch = Nur der Gastgeber startet eine Revanche: er führt yahtzee host erneut aus und teilt den neuen Code.
play-results-guest-card = Ein Gast speichert an diesem Tisch keine Dateien: die Partie steht im Verlauf des Gastgebers, wo ihre Karte gedruckt werden kann (yahtzee card).

# The result card's key: where the card went
play-card-note-saved-sent = Ergebniskarte als { $path } gespeichert und in die Zwischenablage des Terminals geschickt (falls es das kann)
play-card-note-saved-line-sent = Ergebniskarte als { $path } gespeichert; ihre Teilen-Zeile in die Zwischenablage des Terminals geschickt (falls es das kann)
play-card-note-saved-no-clipboard = Ergebniskarte als { $path } gespeichert (dieses Terminal kann sie nicht in die Zwischenablage nehmen)
play-card-note-saved-no-clipboard-why = Ergebniskarte als { $path } gespeichert (dieses Terminal kann sie nicht in die Zwischenablage nehmen: { $why })
play-card-note-saved-line-no-clipboard = Ergebniskarte als { $path } gespeichert (dieses Terminal kann ihre Teilen-Zeile nicht in die Zwischenablage nehmen); kopiere die Zeile vom Bildschirm
play-card-note-saved-line-no-clipboard-why = Ergebniskarte als { $path } gespeichert (dieses Terminal kann ihre Teilen-Zeile nicht in die Zwischenablage nehmen: { $why }); kopiere die Zeile vom Bildschirm
play-card-note-sent-not-saved = Ergebniskarte in die Zwischenablage des Terminals geschickt (falls es das kann), aber nicht gespeichert: { $error }
play-card-note-not-saved-line-sent = Die Ergebniskarte konnte nicht gespeichert werden ({ $error }); ihre Teilen-Zeile wurde in die Zwischenablage des Terminals geschickt (falls es das kann)
play-card-note-not-saved = Die Ergebniskarte konnte nicht gespeichert werden: { $error }

# The daily
play-daily-title = Tagesaufgabe: heute für alle dieselben Würfel
play-daily-about = Ein klassisches Solospiel am Tag, mit Würfeln, die an diesem Tag in jeder Kopie des Spiels gleich fallen (UTC).
play-daily-today = Heute, { $day }: { $about }
play-daily-unplayed = Noch nicht gespielt. Dein erstes Spiel heute zählt: keine Tipps, kein Zurücknehmen. Spätere Spiele heute sind Wiederholungen.
play-daily-on-the-go = Dein gewertetes Spiel läuft: es zählt, wenn du es beendest.
play-daily-given-up = Dein gewertetes Spiel wurde unbeendet gelöscht: heute zählt nichts.
play-daily-scored = Gewertet: { $score }. Spätere Spiele heute sind Wiederholungen ohne Wertung.
play-daily-replay-on-the-go = Deine Wiederholung läuft (Runde { $round } von { $rounds }): Enter setzt sie fort. Für einen Neuanfang lösche sie unter „Partie fortsetzen“.
play-daily-streak-none = Serie: noch keine
play-daily-streak = Serie: { $now ->
        [one] { $now } Tag
       *[other] { $now } Tage
    } · beste { $best ->
        [one] { $best } Tag
       *[other] { $best } Tage
    }
play-daily-accuracy-luck = Genauigkeit: verschenkte Punkte pro Entscheidung gegenüber perfektem Spiel (Experte unter 0,2). Glück: was die Würfel über oder unter ihrem Schnitt gaben.
play-daily-share = Teilen: { $share }
play-daily-none-scored = Noch keine Tagesaufgabe gewertet.
play-daily-nothing-to-share = Noch keine Tagesaufgabe gewertet: es gibt nichts zu teilen.
play-daily-scored-share = Die Tagesaufgabe vom { $day } ist gewertet. Teilen: { $share }
play-daily-replay-unscored = Eine Wiederholung der Tagesaufgabe vom { $day }: ohne Wertung.
play-daily-given-up-replay = Der gewertete Versuch von heute wurde unbeendet gelöscht, also zählt heute nichts.
play-daily-you-scored = Du hast heute in der Tagesaufgabe { $score } Punkte erreicht.
play-daily-key-play = heutige spielen
play-daily-key-resume = heutige fortsetzen
play-daily-key-replay = wiederholen (ohne Wertung)
play-daily-key-resume-replay = Wiederholung fortsetzen
play-daily-key-card-share = Karte + Teilen-Zeile

# The match screen: what the line under the dice tells of a move
play-cpu-threw = { $name } hat { $dice } gewürfelt
play-cpu-holds = { $name } behält eine { $face }
play-cpu-holds-kept = { $name } behält eine { $face } ({ $kept } behalten)
play-cpu-releases-none = { $name } gibt eine { $face } frei (nichts behalten)
play-cpu-releases-kept = { $name } gibt eine { $face } frei ({ $kept } weiter behalten)
play-scored = { $name } trägt { $points } in { $spot } ein
play-scored-joker = { $name } trägt { $points } in { $spot } ein (Joker)
play-scored-bonus = { $name } trägt { $points } in { $spot } ein und bekommt { $bonus } Kniffel-Bonus
play-scored-joker-bonus = { $name } trägt { $points } in { $spot } ein (Joker) und bekommt { $bonus } Kniffel-Bonus
play-banner-five = ★ { $cheer }! ★  { $name } +{ $points }
play-banner-another = ★ Noch ein { $cheer }! ★  { $name } +{ $points }
play-corrected-box = { $spot } von { $name } korrigiert: { $before } → { $after }
play-corrected-extra = Zusätzliche Kniffel von { $name } korrigiert: { $before } → { $after }
play-spectator = Du schaust dieser Partie zu: Zuschauer können nicht spielen.
play-undo-not-saved = Zurücknehmen nicht gespeichert, also nicht ausgeführt: { $error }
play-table-closed = Der Tisch ist geschlossen: der Gastgeber ist gegangen.
play-saved = Gespeichert.
play-playing-unsaved = Es geht OHNE SPEICHERN weiter ({ $error }).
play-not-taken-back = Nicht gespeichert, also nicht zurückgenommen: { $error }
play-their-own-terminal = { $name } ist dran und spielt am eigenen Terminal.
play-not-your-turn = Du bist nicht dran: { $name } ist dran.
play-match-is-over = Die Partie ist vorbei.
play-cpu-speed-now = Tempo des Computers: { $speed }.

# The coach's warnings
play-coach-lowers-chance = Das senkt deine Gewinnchance um { $loss } Prozentpunkte. Besser: { $better } ({ $better_chance }). Deine Wahl: { $yours } ({ $your_chance }).
play-coach-loses-estimate = Das kostet im Schnitt etwa { $loss } Punkte (geschätzt). Besser: { $better }. Deine Wahl: { $yours }.
play-coach-loses = Das kostet im Schnitt { $loss } Punkte. Besser: { $better } ({ $better_total }). Deine Wahl: { $yours } ({ $your_total }).

# The keys overlay and the keys refused while typing
play-keys-title = Tasten
play-keys-this-table = Dieser Tisch
play-keys-during-play = Während des Spiels
play-keys-anywhere = Überall
play-keys-on-the-card = Auf dem Block
play-keys-backspace = Rücktaste
play-keys-type-points = Punkte tippen (+ zählt einen Kniffel-Bonus dazu)
play-keys-remove-digit = letzte Ziffer löschen
play-keys-type-faces = die fünf Augenzahlen eines Wurfs mit echten Würfeln tippen
play-keys-slash = nach den liegen gebliebenen Würfeln: 33/514 (sonst aus den Augen gelesen)
play-keys-remove-face = letzte Augenzahl löschen (ohne Eingabe: getippten Wurf zurücknehmen)
play-keys-par = Soll: drei von jeder Augenzahl in den bisher gefüllten oberen Feldern
    (3 Einser = 3, 3 Sechser = 18); alle sechs auf Soll ergeben 63, die übliche
    Grenze für den Bonus. Oben „+4 über Soll“ heißt 4 Punkte voraus, „2 unter Soll“ 2 zurück.
play-keys-mouse = Maus: klicke einen Würfel, um ihn zu behalten, ein Feld, um einzutragen, einen Knopf, um ihn zu drücken.
play-keys-mouse-pad = Maus: klicke ein Feld, um es zu wählen, einen Knopf, um ihn zu drücken.
play-key-does-nothing = { $key } tut gerade nichts. { $keys }
play-typed-not-a-die = „{ $typed }“ ist kein Würfel: tippe die fünf Augenzahlen, 1 bis 6. { $keys }
play-typed-not-points = „{ $typed }“ ist keine Punktzahl. { $keys }
play-no-throws-left-box-for = Keine Würfe mehr: wähle ein Feld für { $dice } ({ $arrows }) und drücke { $key }.
play-while-typing-throw = Beim Tippen eines Wurfs gehen diese Tasten: { $keys }.
play-while-typing-points = Beim Tippen von Punkten gehen diese Tasten: { $keys }.

# The review's frame and headings (its lines come from the ai area)
play-review-title = Rückblick: die Partie und deine Entscheidungen gegenüber perfektem Spiel
play-review-title-estimates = Rückblick: deine Entscheidungen gegenüber Perfekts Suche (Schätzungen)
play-review-short-title = Rückblick
play-review-working = Die beste Strategie für diese Regeln wird berechnet … { $percent } %
play-review-heading = { $name } — { $points } Punkte
play-review-heading-loss = { $name } — { $points } Punkte, { $loss } erwartete Punkte verschenkt
play-review-heading-loss-estimated = { $name } — { $points } Punkte, { $loss } erwartete Punkte verschenkt (geschätzt)
play-review-chosen-best = { $chosen } (am besten: { $best })
play-review-decision = { $dice } · noch { $left }: { $what }
play-review-stand-in = (Computer { $level } springt ein)
play-review-nothing = Nichts zum Rückblicken.

# History and statistics: their frames and keys (their rows come from the store area)
play-history-title = Verlauf: beendete Partien, neueste zuerst
play-history-title-hidden = Verlauf: Partien mit Menschen, neueste zuerst ({ $count ->
        [one] { $count } reine Computerpartie
       *[other] { $count } reine Computerpartien
    } ausgeblendet)
play-history-title-everyone = Verlauf: alle beendeten Partien, neueste zuerst
play-history-empty = Noch keine beendeten Partien.
play-history-empty-people = Noch keine beendeten Partien mit Menschen.
play-history-same-dice = gleiche Würfel
play-history-practice = Übung
play-history-key-cpu-too = auch nur Computer
play-records-key-people-only = nur Menschen
play-stats-title = Statistik
play-stats-title-people = Statistik · Menschen
play-stats-title-everyone = Statistik · alle
play-stats-key-everyone = alle

# The app: refusals at a hosted table, a terminal too small
play-app-only-host-starts = Nur der Gastgeber startet an diesem Tisch eine Partie.
play-app-only-host-keys = Nur der Gastgeber verwaltet die Schlüssel der Gäste.
play-app-rematch-at-host = Eine Revanche startet beim Gastgeber: führe yahtzee host erneut aus (Gäste kommen mit dem neuen Code dazu).
play-app-no-data-folder = Es gibt keinen Datenordner, also wird kein Schlüssel eines Gastes gespeichert.
play-app-too-small = Vergrößere das Terminal auf mindestens { $min } (es ist { $size }).

# The saved match under the menu, and what the store found at the start
play-saved-match = { $who } · Runde { $round } von { $rounds } · { $rules }{ $extra }
play-saved-matches = { $count } Partien; neueste: { $newest }
play-names-and = { $names } und { $last }
play-finished-moved = Eine beendete Partie wurde in den Verlauf verschoben.
play-finished-not-moved = Eine beendete Partie konnte nicht in den Verlauf verschoben werden: { $error }
play-finished-kept-aside = Eine gespeicherte Partie war schon beendet und steht im Verlauf; ihr alter Spielstand wurde als { $aside } aufbewahrt.
play-finished-not-aside = Eine gespeicherte Partie war schon beendet und steht im Verlauf, aber ihr alter Spielstand konnte nicht beiseitegelegt werden: { $error }
play-damaged-new-match = { $message } Du kannst eine neue Partie beginnen.

# The CPUs' pace, and typing real dice and points
play-skip-your-turn = Nichts zu überspringen: du bist dran.
play-skip-person = Nichts zu überspringen: ein Mensch spielt gerade.
play-speed-no-cpu = Kein Computer am Tisch: es gibt kein Tempo zu ändern.
play-speed-not-saved = Tempo des Computers: { $speed } (nicht gespeichert: { $error }).
play-typing-no-such-face = Ein Würfel zeigt 1 bis 6, nicht { $face }.
play-typing-five-dice = Ein Wurf sind fünf Würfel: drücke Enter, oder die Rücktaste, um einen zu ändern.
play-typing-points-first = Tippe erst die Punkte, dann + für einen Kniffel-Bonus.
play-typing-too-long = Länger geht eine Eingabe nicht: drücke Enter oder die Rücktaste.
play-typing-back-to-card = Zurück zu deinem Block: drücke noch einmal { $key }, um es einzugeben.
play-correct-pad-only = Korrigiert werden nur Einträge auf dem Block: geworfene Würfel tragen sich selbst ein.
play-correct-nothing = Noch nichts zu korrigieren.
play-correct-same = Das steht dort schon.

# The scorecard's rows and cells (the labels' column is as wide as the widest label)
play-card-upper-total = Summe oben
play-card-lower-total = Summe unten
play-card-bonus = Bonus ≥{ $threshold } +{ $bonus }
play-card-bonus-off = Bonus (aus)
play-card-extra-bonus = { $spot }-Bonus
play-card-total = ENDSUMME
play-card-column-total = Spaltensumme
play-card-column-times = Spalte × Faktor
play-card-card-total = BLOCKSUMME
play-card-chance-to-win = Gewinnchance
# Die Spalte eines Computers, wenn der Name seiner Stufe nicht passt: allein oder mit Nummer
play-card-cpu = PC
play-card-cpu-numbered = PC { $number }
# In a cell of seven columns: the box a column filled in order takes next
play-card-next = dran
# In a cell of seven columns: the upper boxes' pace against three of each face
play-card-par-ahead = +{ $margin } Soll
play-card-par-behind = −{ $margin } Soll

# Typing real dice and points: what is refused
play-typing-slash-again = „/“ trennt die liegen gebliebenen Würfel von den geworfenen: tippe es nur einmal
play-typing-bad-face = ein Würfel zeigt 1 bis 6, nicht { $face }
play-typing-not-a-die = „{ $typed }“ ist kein Würfel: tippe fünf Ziffern von 1 bis 6
play-typing-too-few = { $count ->
        [one] ein Wurf sind fünf Würfel; bisher ist 1 Würfel getippt
       *[other] ein Wurf sind fünf Würfel; bisher sind { $count } Würfel getippt
    }
play-typing-too-many = ein Wurf sind fünf Würfel, nicht { $count } (Backspace entfernt einen)
play-typing-points-empty = tippe zuerst die Punkte
play-typing-not-a-number = „{ $typed }“ ist keine Punktzahl
play-typing-bad-value = tippe den neuen Wert (nur Ziffern)
# A score pad's correction: the row of extra five-of-a-kinds ($spot is the box's name)
play-typing-extra-column = Weitere { $spot } { $column }
play-typing-extra-count = Weitere { $spot } (Anzahl)
play-typing-took-back-throw = Wurf { $dice } zurückgenommen: korrigiere ihn, dann Enter.
play-typing-cleared = { $entry } gelöscht.

# Undo: what was taken back. $form is "the" for a sentence of its own, "bare" after a name's
# possessive ("Ana's score in Full house")
play-undone-roll = ein Wurf
play-undone-hold = die Behalten-Änderung an Würfel { $die }
play-undone-score = der Eintrag in { $spot }
play-undone-throw = der Wurf { $dice }
play-undone-points = die { $points } in { $spot }
play-undone-correction = die Korrektur von { $spot }
play-undone-correction-bonus = die Korrektur der { $spot }-Boni
play-took-back = Zurückgenommen: { $what }.
play-took-back-turn = { $who ->
        [you] Zurückgenommen: { $bare }. Du bist wieder dran.
       *[other] Zurückgenommen: { $bare } von { $name }. { $name } ist wieder dran.
    }
play-undo-not-yours = { $who ->
        [you] Dein letzter Zug bleibt: die Tastatur ist weitergegeben, und Zurücknehmen nimmt nur eigene Züge zurück.
       *[other] Der letzte Zug von { $name } bleibt: die Tastatur ist weitergegeben, und Zurücknehmen nimmt nur eigene Züge zurück.
    }

# Starting, resuming and deleting matches
play-not-deleted = Die Partie wurde nicht gelöscht: { $error }
play-deleted-kept = Die Partie wurde gelöscht; ihre Datei liegt noch als { $aside }.
play-no-match-to-resume = Es gibt keine Partie { $id } zum Fortsetzen.
play-cannot-start = Start nicht möglich: { $why }.
play-daily-begun-elsewhere = Die Tagesaufgabe vom { $day } wurde in einem anderen Fenster begonnen: Dieses Spiel zählt.
play-daily-not-started = Die Tagesaufgabe wurde nicht begonnen, weil deine Tagesaufgaben-Liste nicht geschrieben werden kann: { $error }

# The review of a card of several columns
play-review-estimated = Für einen Block mit mehreren Spalten gibt es kein exaktes Optimum: Jede Wahl wird an der Suche von Perfekt über alle Spalten gemessen, die Zahlen sind also Schätzungen. Die Gewinnchance ist nur für eine Spalte genau bekannt und fehlt hier.

## ==== end play ====

## ==== setup: setup, Learn, matches, history, statistics, confirmations (src/tui/screens) ====


# Einstellungen: die Bezeichnungen der Zeilen

setup-title = Neue Partie
setup-title-practice = Neue Übungspartie
setup-title-about = Info
setup-row-seat = Platz { $number }
setup-row-plays-as = spielt als
setup-row-coach = Trainer
setup-row-dice = Würfel
setup-row-score-pad = Nur Block (ohne Würfel)
setup-row-same-dice = Gleiche Würfel
setup-row-add-seat = + Platz hinzufügen
setup-row-rules = Regeln
# A rules setting's value in setup (English: the words the config file takes)
setup-value-kinds-all = alle
setup-value-kinds-matching = passende
setup-value-joker-forced = Pflicht
setup-value-joker-free = frei
setup-value-joker-off = aus
setup-value-layout-classic = klassisch
setup-value-layout-yatzy = Yatzy
setup-value-layout-triple = dreifach
setup-value-layout-three-column = drei Spalten
setup-row-yatzy-points = Yatzy-Punkte
setup-row-cpu-speed = Computer-Tempo
setup-row-practice = Übungspartie
setup-row-undo = Zurücknehmen erlaubt
setup-row-threshold = Trainer warnt ab
setup-row-odds = Gewinnchance
setup-row-hints = Tipps und Trainer
setup-row-first = Fängt an
setup-row-language = Sprache
setup-row-measure = Trainer urteilt nach
setup-row-start = ▶ Partie starten
setup-more = { $count } weitere

# Einstellungen: die Werte

setup-yes = ja
setup-no = nein
setup-range-yes-no = ja / nein
setup-player-name = Spieler { $number }
setup-kind-joining = Person über SSH
setup-kind-here = Person hier
setup-kind-human = Mensch
setup-kind-cpu = Computer · { $level }
setup-dice-real = echte Würfel, eingetippt
setup-dice-on-screen = auf dem Bildschirm
setup-threshold-points = { $threshold } Punkte
setup-threshold-chance = { $threshold } % Gewinnchance
# The same where the setup row has no room for the words (the Measure row above says it is the chance to win).
setup-threshold-chance-short = { $threshold } %
setup-odds-shown = angezeigt
setup-odds-hidden = verborgen
setup-hints-allowed = erlaubt
setup-hints-off = aus (Wettkampf)
setup-first-seat-one = Platz 1
setup-first-drawn = ausgelost

# Einstellungen: eine Zeile ohne Wirkung (ihr Hinweis, warum, und was das ändert)

setup-unused-tag-hints-off = (Tipps aus)
setup-unused-tag-score-pad = (nur Block)
setup-unused-tag-no-warn-coach = (kein Trainer warnt)
setup-unused-tag-one-seat = (nur ein Platz)
setup-unused-tag-not-on-card = (nicht bei diesem Block)
setup-unused-tag-no-cpu = (kein Computer dabei)
setup-unused-tag-no-person = (kein Mensch dabei)
setup-unused-tag-cpu-seated = (ein Computer spielt)
setup-unused-tag-real-dice = (echte Würfel)
setup-unused-hints-off = Tipps und Trainer sind aus
setup-unused-no-dice = ohne Würfel gibt es nichts, was der Trainer beurteilen könnte
setup-unused-people-only = der reine Block zählt nur für Menschen
setup-unused-no-warn-coach = bei niemandem steht der Trainer auf { $warn }
setup-unused-one-seat = es gibt nur einen Platz
setup-unused-no-exact-odds = ein Block mit mehreren Spalten hat keine genaue Gewinnchance (die Voreinstellung mit drei Spalten zeigt eine Schätzung)
setup-unused-no-cpu = kein Platz ist ein Computer
setup-unused-no-person = kein Platz ist ein Mensch
setup-unused-cpu-seated = der reine Block zählt nur für Menschen, und ein Platz ist ein Computer
setup-unused-pad-no-dice = der reine Block hat keine Würfel zu verteilen
setup-unused-real-dice = echte Würfel auf dem Tisch lassen sich nicht gleich verteilen
setup-remedy-allow-hints = Tipps und Trainer erlauben
setup-remedy-pad-off = den reinen Block ausschalten
setup-remedy-warn-coach = bei jemandem den Trainer auf { $warn } stellen
setup-remedy-add-seat = einen Platz hinzufügen
setup-remedy-one-column = einen Block mit einer Spalte wählen
setup-remedy-make-cpu = einen Platz zum Computer machen
setup-remedy-make-person = einen Platz zum Menschen machen
setup-remedy-every-person = alle Plätze zu Menschen machen
setup-remedy-dice-on-screen = alle auf dem Bildschirm würfeln lassen
setup-refused-unused = { $row } gilt gerade nicht: { $reason }. Zuerst { $remedy }.
setup-not-used-now = Gerade ohne Wirkung: { $reason }.
setup-not-the-default = Nicht die Voreinstellung ({ $default }).

# Einstellungen: Ablehnungen und Hinweise

setup-seats-at-most = Eine Partie hat höchstens { $count } Plätze; nimm erst einen heraus, um jemand anderen dazuzusetzen.
setup-seats-at-least-one = Eine Partie braucht mindestens einen Platz.
setup-cannot-start = Start nicht möglich: { $reason }.
setup-cannot-start-pad-with-cpu = Start nicht möglich: Der reine Block zählt nur für Menschen am Tisch; ein Computer braucht Würfel. Mach alle Plätze zu Menschen oder schalte den reinen Block aus.
setup-enter-changes-nothing = ←/→ ändern diese Zeile; mit Enter tippst du Namen und Zahlen ein.
setup-name-empty = Ein Name darf nicht leer sein.
setup-name-invisible = Ein Name darf kein unsichtbares Zeichen enthalten und keines, das die Schreibrichtung umdreht ({ $left_out } wurde weggelassen).
setup-number-refused = { $setting } muss eine ganze Zahl von { $min } bis { $max } sein; { $typed } wurde nicht übernommen.
setup-number-refused-range = { $setting } muss eine ganze Zahl aus { $range } sein; { $typed } wurde nicht übernommen.
setup-threshold-refused = Die Schwelle des Trainers muss eine Zahl von { $min } bis { $max } in Schritten von { $step } sein; { $typed } wurde nicht übernommen.
setup-only-digits = Hier gehen nur Ziffern ({ $left_out } wurde weggelassen).
setup-only-digits-and-point = Hier gehen nur Ziffern und ein Komma ({ $left_out } wurde weggelassen).
setup-defaults-already = Alle Regeln und Optionen stehen schon auf der Voreinstellung.
setup-defaults-restored = Regeln und Optionen stehen wieder auf der Voreinstellung; die Plätze bleiben.

# Einstellungen: die Erklärung rechts

setup-about-name-remove = { $select }, um einen Namen einzutippen (Namen früherer Partien werden angeboten); { $remove } entfernt den Platz.
setup-about-name = { $select }, um einen Namen einzutippen (Namen früherer Partien werden angeboten).
setup-about-kind-joining = Jemand, der sich mit dem Einladungscode über SSH verbindet und diesen Platz vom eigenen Terminal aus spielt; den Namen sucht er sich selbst aus.
setup-about-kind-here-hosted = Eine Person an dieser Tastatur. { $left }/{ $right }: eine Person über SSH oder ein Computer.
setup-about-kind-here = Eine Person an dieser Tastatur. Mit { $left }/{ $right } wird daraus ein Computer.
setup-about-kind-cpu = { $level }: { $style }.
setup-about-dice = Auf dem Bildschirm gewürfelt oder mit echten Würfeln: Würfle auf dem Tisch und tippe nach jedem Wurf die fünf Augenzahlen ein (33516, Enter); das Spiel erkennt, welche du behalten hast. Computer würfeln immer auf dem Bildschirm.
setup-about-pad = Nur Punkte führen, für ein Spiel mit echten Würfeln ohne Gerät: In jedem Zug wählst du ein Feld und tippst seine Punkte ein; Summen, Boni und Platzierungen rechnet das Spiel aus. Jeder Platz ist ein Mensch.
setup-about-same-dice = Alle würfeln mit denselben Würfeln: Wer im selben Wurf derselben Runde dieselben Würfel behält, bekommt dieselben Augen. Wer gleich entscheidet, punktet also gleich, und das bessere Spiel zeigt sich. Nein: jeder Platz hat eigene Würfel.
setup-about-coach = { $off }: keine Ratschläge. { $warn }: fragt nach, bevor du etwas wählst, das mehr als die Schwelle kostet. { $always }: Die Tipps bleiben offen.
setup-about-add-seat = Bis zu { $count } Plätze.
setup-about-rules = { $classic } ist der Block von Hasbro (wie beim Kniffel). { $simple } (Yams) hat keinen Bonus für weitere Kniffel und keinen Joker. { $yatzy } ist der skandinavische Block: 15 Felder mit Paaren, Bonus 50, kein Joker. Wer unten eine Einstellung ändert, spielt nach eigenen Regeln. { $presets } speichert sie als deine eigene Voreinstellung.
setup-about-rules-own = { $classic } ist der Block von Hasbro (wie beim Kniffel). { $simple } (Yams) hat keinen Bonus für weitere Kniffel und keinen Joker. { $yatzy } ist der skandinavische Block: 15 Felder mit Paaren, Bonus 50, kein Joker. Wer unten eine Einstellung ändert, spielt nach eigenen Regeln. { $presets } speichert sie als deine eigene Voreinstellung; deine folgen hier auf die eingebauten, und dort kannst du sie auch umbenennen und löschen.
setup-about-setting = { $help } Bereich: { $range }. Klassisch: { $classic }.
setup-about-setting-number = { $help } Bereich: { $range }. Klassisch: { $classic }. Mit { $select } tippst du eine Zahl ein.
setup-about-speed = Wie schnell Computer auf dem Bildschirm spielen; { $skip } überspringt den Zug eines Computers.
setup-about-practice = Übungspartien werden getrennt gespeichert und zählen nie in der Statistik.
setup-about-undo = Ob man ein Behalten oder ein Eintragen zurücknehmen darf (nie einen Wurf).
setup-about-threshold-points = Steht der Trainer auf { $warn }, fragt er nach, bevor du etwas wählst, das mehr als so viele Punkte kostet. Mit { $select } tippst du eine Zahl ein.
setup-about-threshold-chance = Steht der Trainer auf { $warn }, fragt er nach, bevor du etwas wählst, das mehr als so viele Prozentpunkte Gewinnchance kostet. Mit { $select } tippst du eine Zahl ein.
setup-about-measure = { $warn } beurteilt eine Wahl nach den Punkten, die sie im Schnitt kostet, oder (ab zwei Plätzen) nach der Gewinnchance, die sie verschenkt.
setup-about-hints = Aus für eine Wettkampfpartie: keine Tipps und kein Trainer für irgendwen.
setup-about-first = Wer zuerst würfelt; danach geht es reihum in der Reihenfolge der Plätze. Ausgelost: zufällig bestimmt, wenn die Partie beginnt.
setup-about-odds = Zeigt für jeden Platz die Chance, Erster zu werden, wenn von hier an alle perfekt spielen. Manche Runden wollen das lieber nicht wissen.
setup-about-language = Die Sprache des Spiels: { $names }. Sie wechselt sofort und bleibt fürs nächste Mal gespeichert; --lang auf der Kommandozeile spricht für einen Aufruf eine andere.
setup-language-not-kept = Die Sprache wurde gewechselt, aber nicht fürs nächste Mal gespeichert: { $reason }
setup-about-start = Mit diesen Plätzen und Regeln starten (oder überall { $start } drücken).
setup-summary = { $count ->
    [one] { $count } Platz
   *[other] { $count } Plätze
}, Regeln: { $rules }. { $start } startet von jeder Zeile aus.
setup-summary-practice = { $count ->
    [one] { $count } Platz
   *[other] { $count } Plätze
}, Regeln: { $rules }, Übung. { $start } startet von jeder Zeile aus.
setup-summary-changed = { $count ->
    [one] { $count } Einstellung weicht
   *[other] { $count } Einstellungen weichen
} von der Voreinstellung ab (•): { $defaults } setzt Regeln und Optionen zurück, die Plätze bleiben.

# Einstellungen: ein Name wird eingetippt

setup-name-help = Tippe einen Namen ein (bis zu { $count } Zeichen); { $select } übernimmt ihn, { $back } bricht ab.
setup-name-help-replaces = Was du tippst, ersetzt { $name }; mit { $right } behältst du ihn und tippst weiter.
setup-name-help-takes = { $select } übernimmt { $name }.
setup-name-help-tab-takes = Tab übernimmt { $name }.
setup-name-help-choose = Mit { $down }/{ $up } wählst du unter den Namen früherer Partien.
setup-played-before = Schon gespielt:
setup-known-record = { $name } — { $games } gespielt, { $wins } gewonnen, Bestwert { $best }

# Einstellungen: die Tastenzeile

setup-key-done = fertig
setup-key-cancel = abbrechen
setup-key-choose = wählen
setup-key-take = { $name } nehmen
setup-key-type-name = Name tippen
setup-key-add-seat = Platz dazu
setup-key-start = starten
setup-key-type-number = Zahl tippen


# Einstellungen: eigene Voreinstellungen

setup-preset-title = Deine Voreinstellungen
setup-preset-save-row = + Diese Regeln speichern als …
setup-preset-name = Name: { $typed }
setup-preset-new-name = Neuer Name: { $typed }
setup-preset-offered = Gespeicherte Regeln stehen in der Zeile „Regeln“ nach den eingebauten zur Wahl.
setup-preset-about = Deine eigenen Voreinstellungen: diese Regeln und dieser Block unter einem Namen deiner Wahl, angeboten in der Zeile „Regeln“ nach den eingebauten und mit yahtzee --rules NAME. Der Name einer eingebauten Voreinstellung ist nicht erlaubt. Sie liegen im Datenordner (presets.json); eine Partie oder Einstellung, die eine davon benutzt hat, behält ihre Regeln, wenn sie umbenannt oder gelöscht wird.
setup-preset-kept = Behalten.
setup-preset-choose-first = Wähle zuerst unten eine deiner Voreinstellungen.
setup-preset-name-invisible = Ein Name darf kein unsichtbares Zeichen enthalten und keines, das die Schreibrichtung umdreht.
setup-preset-saved = Gespeichert als „{ $name }“.
setup-preset-renamed = „{ $old }“ heißt jetzt „{ $new }“.
setup-preset-deleted = „{ $old }“ gelöscht.
setup-preset-delete-title = Diese Voreinstellung löschen?
setup-preset-delete-question = „{ $name }“: { $rules }. Gelöscht wird sie in der Zeile „Regeln“ nicht mehr angeboten; eine gespeicherte Partie oder Einstellung, die sie benutzt hat, behält ihre Regeln.
setup-preset-key-move = bewegen
setup-preset-key-save-as = speichern als …
setup-preset-key-save-name = Name speichern
setup-preset-key-use = benutzen
setup-preset-key-rename = umbenennen
setup-preset-key-delete = löschen
setup-preset-key-keep = behalten
setup-preset-key-close = schließen


# Lernen: die Lektionen. Jede bekommt dieselben Argumente: die Tasten ($roll, $score, $up,
# $down, $left, $right), die Namen der Felder auf dem Block der Lektion nach ihrer Id
# ($ones, $fours, $full_house, …) und die Spalten des Blocks mit drei Spalten.

setup-learn-throw-title = Würfeln
setup-learn-throw-1-ask = Ein Zug beginnt mit einem Wurf aller fünf Würfel. Drück { $roll }, um zu würfeln.
setup-learn-throw-1-done = Fünf Würfel. Ein Zug hat bis zu drei Würfe: Die Anzahl steht über den Würfeln.
setup-learn-throw-2-ask = Nicht das Erhoffte? Würfle noch einmal ({ $roll }): Jeder Würfel, den du nicht behältst, wird neu geworfen.
setup-learn-throw-2-done = Dein zweiter Wurf: Einer bleibt noch.
setup-learn-throw-3-ask = Würfle ein drittes Mal ({ $roll }).
setup-learn-throw-3-done = Drei Würfe verbraucht: Jetzt müssen die Würfel in ein Feld.
setup-learn-throw-4-ask = Nach dem letzten Wurf musst du eintragen. Geh zu { $chance } ({ $up }/{ $down }) und drück { $score }: { $chance } nimmt die Summe von fünf beliebigen Würfeln.
setup-learn-throw-4-done = { $chance } hat die Summe der Würfel bekommen.
setup-learn-throw-end = Das war eine von dreizehn Runden: Jede Runde füllt genau ein Feld, und die Partie endet, wenn der Block voll ist.
setup-learn-hold-title = Würfel behalten
setup-learn-hold-1-ask = Drück { $roll }, um zu würfeln.
setup-learn-hold-1-done = Drei Vieren und eine Sechs.
setup-learn-hold-2-ask = Einen Würfel behältst du mit seiner Zifferntaste. Probier es: Drück 5, um Würfel 5 zu behalten, die Sechs.
setup-learn-hold-2-done = Würfel 5 wird behalten: Er bleibt, wie er ist, wenn du würfelst.
setup-learn-hold-3-ask = Doch anders überlegt? Drück noch einmal 5, um ihn wieder freizugeben.
setup-learn-hold-3-done = Freigegeben. Bis du würfelst, kannst du das so oft ändern, wie du willst.
setup-learn-hold-4-ask = Die drei Vieren lohnen sich: Behalte die Würfel 1, 2 und 4.
setup-learn-hold-4-done = Die drei Vieren werden behalten.
setup-learn-hold-5-ask = Würfle die anderen beiden ({ $roll }).
setup-learn-hold-5-done = Nur die Würfel 3 und 5 wurden geworfen, und einer zeigt eine 4.
setup-learn-hold-6-ask = Vier Vieren: Geh zu { $fours } ({ $up }/{ $down }) und trag sie ein ({ $score }).
setup-learn-hold-6-done = { $fours } bekommt 16: Ein Feld oben zählt nur seine eigene Augenzahl, 4 × 4.
setup-learn-hold-end = Behalte, was du brauchst, und würfle den Rest: Das ist die ganze Kunst eines Zuges.
setup-learn-boxes-title = Ein Feld eintragen
setup-learn-boxes-1-ask = Würfle ({ $roll }).
setup-learn-boxes-1-done = 2-3-4-5-6: fünf in Folge, eine große Straße.
setup-learn-boxes-2-ask = Jedes Feld verlangt ein Muster, und der Block zeigt, was jedes jetzt bekäme. { $large_straight } (fünf in Folge) bringt 40: Trag sie dort ein.
setup-learn-boxes-2-done = 40 in { $large_straight }. Ein gefülltes Feld ändert sich nie mehr.
setup-learn-boxes-3-ask = Die nächste Runde: Würfle ({ $roll }).
setup-learn-boxes-3-done = 3-3-3-5-5 passt in mehrere Felder: { $full_house } 25, { $threes } 9, { $three_of_a_kind } 19, { $chance } 19.
setup-learn-boxes-4-ask = Drei gleiche Würfel und zwei andere gleiche sind ein Full House, 25. Trag es in { $full_house } ein.
setup-learn-boxes-4-done = 25 in { $full_house }.
setup-learn-boxes-end = Die Felder: { $ones } bis { $sixes } zählen ihre Augenzahl; Dreier- und Viererpasch zählen alle fünf Würfel; { $full_house } 25; { $small_straight } (vier in Folge) 30; { $large_straight } 40; { $yahtzee } (fünf gleiche) 50; { $chance } fünf beliebige, ihre Summe. Würfel, die nicht in ein Feld passen, bringen dort 0.
setup-learn-bonus-title = Der Bonus oben und das Soll
setup-learn-bonus-1-ask = { $ones } bis { $sixes } bringen 35 extra, sobald sie 63 erreichen. Drei von jeder Augenzahl ergeben 63: Das ist das Soll, und du liegst genau im Soll. Würfle ({ $roll }).
setup-learn-bonus-1-done = Drei Sechsen: 18, das Soll für { $sixes }.
setup-learn-bonus-2-ask = Trag sie in { $sixes } ein: 45 + 18 ergibt 63.
setup-learn-bonus-2-done = 63: Der Bonus von 35 Punkten gehört dir.
setup-learn-bonus-end = Der Block zeigt, wie weit du über oder unter dem Soll liegst. Das Soll ist ein Tempo, keine Regel: Vier Sechsen gleichen zwei Einsen aus; je weiter unter dem Soll, desto schwerer der Bonus.
setup-learn-joker-title = Kniffel-Bonus und Joker
setup-learn-joker-1-ask = In deinem Feld { $yahtzee } stehen 50, und { $fives } ist gefüllt. Würfle ({ $roll }).
setup-learn-joker-1-done = Wieder fünf Fünfen: ein zweiter Kniffel, 100 Bonuspunkte wert.
setup-learn-joker-2-ask = Der Joker: { $fives } ist gefüllt, also zählt jedes Feld unten mit vollem Wert. Trag { $large_straight } ein (Felder mit ✗ sagen, warum nicht).
setup-learn-joker-2-done = 40 in { $large_straight } und 100 Bonuspunkte.
setup-learn-joker-end = Ein Kniffel bei gefülltem Feld { $yahtzee } kommt zuerst in sein eigenes Feld oben; sonst in ein beliebiges Feld unten mit vollem Wert; sonst in ein Feld oben für 0. Wurde { $yahtzee } mit 0 gestrichen, gibt es keinen Bonus.
setup-learn-last-rounds-title = Die letzten Runden
setup-learn-last-rounds-1-ask = Noch zwei Runden, zwei Felder offen: { $small_straight } und { $yahtzee }. Würfle ({ $roll }).
setup-learn-last-rounds-1-done = 1-2-3-4-6: eine kleine Straße.
setup-learn-last-rounds-2-ask = Nimm jetzt die 30 in { $small_straight }: { $yahtzee } bleibt für die letzte Runde offen.
setup-learn-last-rounds-2-done = 30 in { $small_straight }.
setup-learn-last-rounds-3-ask = Die letzte Runde: Nur { $yahtzee } ist noch offen. Würfle ({ $roll }).
setup-learn-last-rounds-3-done = Noch keine fünf gleichen.
setup-learn-last-rounds-4-ask = Behalte, was du willst, und würfle noch einmal ({ $roll }).
setup-learn-last-rounds-4-done = Immer noch keine fünf gleichen.
setup-learn-last-rounds-5-ask = Dein letzter Wurf ({ $roll }).
setup-learn-last-rounds-5-done = Kein Kniffel.
setup-learn-last-rounds-6-ask = Ein Zug muss ein Feld füllen, auch wenn nichts passt: Trag in { $yahtzee } eine 0 ein.
setup-learn-last-rounds-6-done = Der Block ist voll, und die Partie ist vorbei.
setup-learn-last-rounds-end = Eine Null ist ein aufgegebenes Feld. Halte dir gegen Ende ein Feld frei, dessen Verlust du verkraftest (ein schweres wie { $yahtzee } oder { $chance }), damit ein schlechter letzter Wurf wenig kostet.
setup-learn-yatzy-title = Der Yatzy-Block
setup-learn-yatzy-1-ask = Yatzy hat zusätzlich { $one_pair } und { $two_pairs }; seine Pasch-Felder zählen nur die gleichen Würfel, der Bonus oben ist 50, und es gibt keinen Joker. Würfle ({ $roll }).
setup-learn-yatzy-1-done = 6-6-5-5-1: zwei Paare.
setup-learn-yatzy-2-ask = { $two_pairs } zählt die vier Würfel der Paare: 6+6+5+5. Trag es in { $two_pairs } ein.
setup-learn-yatzy-2-done = 22 in { $two_pairs }; { $one_pair } hätte nur das höhere Paar genommen, 12.
setup-learn-yatzy-end = Bei Yatzy sind die Straßen genau 1-2-3-4-5 (15) und 2-3-4-5-6 (20), { $full_house } zählt alle fünf Würfel, und fünf gleiche ({ $yatzy }) bringen 50, ohne weiteren Bonus.
setup-learn-triple-title = Der Block Triple Yahtzee
setup-learn-triple-1-ask = Drei klassische Spalten, die ×1, ×2 und ×3 zählen; jeder Zug füllt ein Feld in einer beliebigen Spalte, 39 Züge insgesamt. Würfle ({ $roll }).
setup-learn-triple-1-done = Ein Full House, 25 Punkte.
setup-learn-triple-2-ask = Trag es in { $full_house } der Spalte ×3 ein, der letzten ({ $left }/{ $right } wechseln die Spalte): 25 zählen dort 75.
setup-learn-triple-2-done = { $full_house } in der Spalte ×3: 75.
setup-learn-triple-end = Jede Spalte hat ihren eigenen Bonus oben; Kniffel-Bonus und Joker gelten erst, wenn alle drei Felder { $yahtzee } gefüllt sind.
setup-learn-three-column-title = Der Block mit drei Spalten
setup-learn-three-column-1-ask = { $column_down } wird der Reihe nach von { $ones } bis { $chance } gefüllt, { $column_up } von { $chance } bis { $ones }, { $column_free } in beliebiger Reihenfolge; kein Joker, kein Extrabonus. Würfle ({ $roll }).
setup-learn-three-column-1-done = Drei Einsen.
setup-learn-three-column-2-ask = Das nächste Feld in { $column_down } ist { $ones }: Trag sie dort ein (die erste Spalte, { $column_down }).
setup-learn-three-column-2-done = 3 in { $ones } von { $column_down }: Das nächste Feld dort ist jetzt { $twos }.
setup-learn-three-column-end = Plane die Spalten { $column_down } und { $column_up } voraus: Ihr nächstes Feld ist das einzige, das sie nehmen.

# Lernen: eine Lektion auf dem Block

setup-learn-lesson-title = Lektion { $number } von { $count }: { $title }
setup-learn-lesson-short = Lektion { $number } von { $count }
setup-learn-step = Schritt { $number } von { $count }: { $ask }
setup-learn-cursor-on-it = Der Cursor steht schon darauf: Drück { $score }.
setup-learn-lesson-done-next = Lektion geschafft. { $score }: nächste Lektion · { $pause }: zurück zum Lernen
setup-learn-lesson-done-last = Lektion geschafft. { $score } oder { $pause }: zurück zum Lernen
setup-learn-key-next-lesson = nächste Lektion
setup-learn-key-next-puzzle = nächstes Rätsel
setup-learn-key-back = zum Lernen
setup-learn-progress-not-saved = Dein Fortschritt wurde nicht gespeichert: { $reason }
setup-learn-no-die = keinen Würfel
setup-learn-die = Würfel { $number }
setup-learn-dice = die Würfel { $list } und { $last }
setup-learn-task-throw = würfeln ({ $roll })
setup-learn-task-throw-again = noch einmal würfeln ({ $roll })
setup-learn-task-hold-and-throw = { $dice } behalten und würfeln ({ $roll })
setup-learn-task-hold = genau { $dice } behalten
setup-learn-task-score = { $spot } eintragen ({ $score })
setup-learn-hold-before-throw = Behalte genau { $dice }, bevor du würfelst.
setup-learn-hold-first = Noch nicht: Behalte zuerst genau { $dice }.
setup-learn-no-more-throwing = Hier wird nicht mehr gewürfelt: { $task }.
setup-learn-no-need-to-hold = Jetzt musst du keine Würfel behalten: { $task }.
setup-learn-not-yet = Noch nicht: zuerst { $task }.
setup-learn-elsewhere = { $here } brächte hier { $points }; diese Lektion will { $asked }: Geh dorthin ({ $up }/{ $down }), dann { $score }.
setup-learn-elsewhere-columns = { $here } brächte hier { $points }; diese Lektion will { $asked }: Geh dorthin ({ $up }/{ $down }, { $left }/{ $right } für die Spalte), dann { $score }.

# Lernen: ein Rätsel auf dem Block

setup-learn-puzzle-title = { $level ->
    [easy] Leichtes
    [medium] Mittleres
   *[hard] Schweres
} Rätsel { $number } von { $count }
setup-learn-puzzle-short = Rätsel { $number }/{ $count }
setup-learn-streak = Richtige Antworten in Folge: { $count }
setup-learn-puzzle-ask = Keine Würfe mehr: Welches Feld würdest du nehmen? Wähle es ({ $up }/{ $down }) und drück { $score }.
setup-learn-puzzle-done = { $score }: nächstes Rätsel · { $pause }: zurück zum Lernen
setup-learn-option-score = { $name } { $points }
setup-learn-option-best = am besten

# Lernen: die Liste der Lektionen und Rätsel

setup-learn-title = Spielen lernen
setup-learn-heading-lessons = Lektionen: jede auf einem echten Block gespielt
setup-learn-heading-puzzles = Übungsrätsel: Welches Feld würdest du nehmen?
setup-learn-puzzles = { $level ->
    [easy] Leichte
    [medium] Mittlere
   *[hard] Schwere
} Rätsel
setup-learn-puzzles-solved = { $level ->
    [easy] Leichte
    [medium] Mittlere
   *[hard] Schwere
} Rätsel ({ $solved } von { $count } gelöst)
setup-learn-reset = Fortschritt zurücksetzen
setup-learn-reset-done = Dein Fortschritt beim Lernen wurde zurückgesetzt.
setup-learn-reset-failed = Dein Fortschritt wurde nicht zurückgesetzt: { $reason }
setup-learn-summary = Lektionen geschafft { $done } von { $count } · Rätsel gelöst { $solved } · Serie { $streak } (beste { $best })
setup-learn-no-puzzle = In den gespielten Partien fand sich kein { $level ->
    [easy] leichtes
    [medium] mittleres
   *[hard] schweres
} Rätsel.
setup-learn-preparing = Die Tabelle des Lösers für die { $level ->
    [easy] leichten
    [medium] mittleren
   *[hard] schweren
} Rätsel wird vorbereitet: { $percent } % (sie bleibt für das nächste Mal).


# Fragen über jedem Bildschirm (confirm.rs)

setup-confirm-stay = bleiben
setup-confirm-back = zurück
setup-confirm-keep = behalten
setup-confirm-keep-it = behalten
setup-confirm-quit-title = Beenden?
setup-confirm-quit-one = Eine Partie läuft noch. Sie bleibt gespeichert: Mit Fortsetzen geht es nächstes Mal weiter.
setup-confirm-quit-many = { $count } Partien laufen noch. Alle bleiben gespeichert: Fortsetzen zeigt sie nächstes Mal.
setup-confirm-quit-yes = beenden
setup-confirm-replay-title = Tagesaufgabe noch einmal spielen?
setup-confirm-replay = { $why } Eine Wiederholung vom { $day } würfelt dieselben Würfel, wird nicht gewertet und zählt nicht in der Statistik.
setup-confirm-replay-yes = noch einmal
setup-confirm-leave-title = Server verlassen?
setup-confirm-leave = Du verlässt die Lobby und den Server. Deine Partien bleiben: Verbinde dich wieder, um zu ihnen zurückzukehren.
setup-confirm-leave-guest = Du verlässt die Lobby und den Server. Als Gast behältst du hier keine Partien: Melde dich mit einem SSH-Schlüssel an, um sie beim nächsten Mal zu behalten.
setup-confirm-leave-yes = verlassen
setup-confirm-delete-title = Diese Partie löschen?
setup-confirm-delete = { $about }. Gelöscht kann sie nicht fortgesetzt werden; ihre Datei wird im Ordner der Partien beiseitegelegt.
setup-confirm-delete-over = { $about }. Sie ist vorbei, steht aber noch nicht im Verlauf; gelöscht kommt sie nie dorthin. Ihre Datei wird beiseitegelegt.
setup-confirm-delete-yes = löschen
setup-confirm-forget-title = Den Schlüssel dieses Gastes vergessen?
setup-confirm-forget-key = Mit dem Schlüssel { $key } kommt { $name } ohne Einladungscode zurück auf Platz { $seat }. Vergessen, braucht { $name } wieder den Code.
setup-confirm-forget-old-key = Der Schlüssel { $key } von { $name } stammt aus Version 0.4 und öffnet nichts mehr: Ihn zu vergessen, räumt nur die Liste auf.
setup-confirm-forget-yes = vergessen
setup-confirm-reset-title = Deinen Fortschritt beim Lernen zurücksetzen?
setup-confirm-reset = Die geschafften Lektionen, die gelösten Rätsel und die Serie werden vergessen. Partien und Statistik bleiben, wie sie sind.
setup-confirm-reset-yes = zurücksetzen

# Laufende Partien (matches.rs)

setup-matches-title = Laufende Partien: { $count }
setup-matches-none = Keine Partie läuft. Eine Partie, die du vor dem Ende verlässt, wartet hier darauf, fortgesetzt zu werden.
setup-matches-about = Die neueste zuerst. Jede wird nach jedem Zug gespeichert.
setup-matches-full = { $count } Partien, mehr behält das Spiel nicht: Lösch eine, um eine neue zu beginnen.
setup-matches-head-players = Spieler
setup-matches-head-rules = Regeln
setup-matches-head-round = Runde
setup-matches-head-played = Zuletzt gespielt
setup-matches-round = Runde { $round } von { $rounds }
setup-matches-over = vorbei
setup-matches-practice = Übung
setup-matches-elsewhere = in einem anderen Fenster
setup-matches-more = { $above } weitere ↑ · { $below } weitere ↓
setup-matches-id = ID { $id } · yahtzee resume { $id }
setup-matches-elsewhere-resume = Diese Partie wird in einem anderen Fenster gespielt: Hier kannst du sie fortsetzen, sobald jenes Fenster sie verlässt.
setup-matches-elsewhere-delete = Diese Partie wird in einem anderen Fenster gespielt: Von hier aus wird sie nicht gelöscht.
setup-matches-unreadable-delete = Diese Datei bleibt, wie sie ist: Dieses Programm kann sie nicht lesen, also löscht es sie auch nicht.
setup-matches-key-resume = fortsetzen
setup-matches-key-delete = löschen

# Eine Textseite (text.rs)

setup-text-rules-title = Regeln · { $rules }
setup-text-lines-shown = { $first }–{ $last } von { $count }

# Die Hilfe zu den Tasten, wie die Tastenzeilen sie zeigen

setup-keys-cpu-for-absent-guest = Computer für fehlenden Gast
setup-keys-cpu-speed = Computer-Tempo
setup-keys-cpus-too-people-only = auch Computer / nur Menschen
setup-keys-add-seat = Platz dazu
setup-keys-another-seats-card = Block eines anderen
setup-keys-back = zurück
setup-keys-bottom = ans Ende
setup-keys-box = Feld
setup-keys-change = ändern
setup-keys-choose = wählen
setup-keys-column = Spalte
setup-keys-correct-a-score = Eintrag berichtigen
setup-keys-defaults = Standard
setup-keys-edit = bearbeiten
setup-keys-forget-key = Schlüssel vergessen
setup-keys-forget-me = mich vergessen
setup-keys-hint = Tipp
setup-keys-hold = behalten
setup-keys-keys = Tasten
setup-keys-let-a-guest-take-a-seat = Gast Platz nehmen lassen
setup-keys-main-menu = Hauptmenü
setup-keys-menu = Menü
setup-keys-move = bewegen
setup-keys-newer-log = neuere Züge
setup-keys-next-seats-card = nächster Block
setup-keys-no = nein
setup-keys-older-log = ältere Züge
setup-keys-open = öffnen
setup-keys-other-rules = andere Regeln
setup-keys-page-down = Seite runter
setup-keys-page-up = Seite hoch
setup-keys-presets = Voreinstellungen
setup-keys-quit = beenden
setup-keys-quit-now = sofort beenden (die Partie ist gespeichert)
setup-keys-ranking = Rangfolge
setup-keys-refresh = aktualisieren
setup-keys-rematch = Revanche
setup-keys-remove-seat = entfernen
setup-keys-result-card = Ergebniskarte
setup-keys-review = Auswertung
setup-keys-score = eintragen
setup-keys-scroll = blättern
setup-keys-skip-cpu = Computer überspringen
setup-keys-skip-to-next-person = zur nächsten Person springen
setup-keys-start = Start
setup-keys-throw = würfeln
setup-keys-top = an den Anfang
setup-keys-undo = rückgängig
setup-keys-yes = ja

setup-key-space = Leertaste
setup-key-enter = Enter
setup-key-esc = Esc
setup-key-tab = Tab
setup-key-backspace = Rücktaste
setup-key-delete = Entf
setup-key-page-up = Bild↑
setup-key-page-down = Bild↓
setup-key-home = Pos1
setup-key-end = Ende
setup-key-ctrl = Strg

## ==== end setup ====

## ==== serve: the public server, its lobby, standings, the SSH door, hosting (src/serve, src/net, src/tui/hosting.rs, src/tui/screens/{hall,standings,lobby,guest_keys}) ====

# Die Lobby (src/tui/screens/hall/lobby.rs)
serve-lobby-title = {" "}Kniffel · spiel gegen alle{" "}
serve-lobby-new-table = Neuer Tisch
serve-lobby-join-by-code = Mit Code beitreten
serve-lobby-quick-match = Schnelle Partie
serve-lobby-stop-waiting = Nicht mehr warten
serve-lobby-play-the-cpu = Gegen den Computer
serve-lobby-daily = Tagesaufgabe
serve-lobby-watch = Zuschauen
serve-lobby-my-matches = Meine Partien
serve-lobby-leaderboard = Rangliste
serve-lobby-todays-daily = Tagesrangliste
serve-lobby-learn = Lernen
serve-lobby-about-me = Über mich
serve-lobby-language = Sprache: { $language }
serve-lobby-quit = Beenden
serve-lobby-choose-to-watch = Wähl einen Tisch zum Zuschauen: Enter schaut zu, Esc geht zurück.
serve-lobby-nothing-to-watch = Noch ist kein Tisch zum Zuschauen offen.
serve-lobby-quick-waiting = Warte auf jemanden für eine schnelle Partie … ({ $seconds } s)
serve-lobby-quick-cpu-offered = Niemand kam zur schnellen Partie: Wenn du willst, spielt ein starker Computer gegen dich (Gegen den Computer).
serve-lobby-me-guest = { $name } (Gast: Partien werden nicht gewertet)
serve-lobby-me-unrated = { $name } · noch keine Wertung
serve-lobby-no-tables = Kein Tisch ist offen: Eröffne einen mit „Neuer Tisch“ oder spiel eine schnelle Partie.
serve-lobby-tables-watching = Tische (Enter schaut zu)
serve-lobby-tables = Tische (Enter setzt dich · w schaut zu · ★ deine)
serve-lobby-key-watch = zuschauen
serve-lobby-key-menu-tables = Menü/Tische
serve-lobby-online = Online ({ $count }):
serve-lobby-online-count = Online ({ $count })
serve-lobby-online-more = {" "}und { $count } weitere

# Ein Tisch, wie die Lobby ihn zeigt
serve-table-new = neu
serve-table-unrated = { $rules } (ohne Wertung)
serve-table-watching = { $count ->
    [one] 1 schaut zu
   *[other] { $count } schauen zu
}
serve-table-waiting-for = { $count ->
    [one] wartet auf 1 weitere Person
   *[other] wartet auf { $count } weitere Personen
}
serve-table-round = Runde { $round } von { $rounds }
serve-table-finished = beendet
serve-seat-open = (frei)
serve-seat-cpu-for-now = { $name } (vorerst Computer: { $level })
serve-seat-away = { $name } (weg)
serve-seat-not-here-yet = { $name } (noch nicht da)

# Die Ranglisten (src/tui/screens/standings)
serve-standings-you-mark = ◂ du
serve-standings-player = Spieler
serve-leaderboard-title = {" "}Rangliste: Wertungen nach Regeln{" "}
serve-leaderboard-none-rated = Auf diesem Server werden keine Regeln gewertet: Der Betreiber bietet keine der eingebauten Vorlagen an, und nur deren Partien zählen.
serve-leaderboard-empty = Noch keine gewertete Partie: Beende eine Partie gegen einen anderen Menschen nach { $rules }-Regeln, um eine Wertung zu bekommen.
serve-leaderboard-rank = Rang
serve-leaderboard-rating = Wertung
serve-leaderboard-games = Partien
serve-leaderboard-note = Glicko-2, je Regelfamilie: Wertung ± zwei Abweichungen, ? solange vorläufig.
serve-leaderboard-guest = Gäste werden nicht gewertet: Verbinde dich mit einem SSH-Schlüssel, um ein Konto und eine Wertung zu bekommen.
serve-leaderboard-me = Du: Platz { $rank } nach { $rules }-Regeln, { $rating }, { $count ->
    [one] 1 Partie
   *[other] { $count } Partien
}.
serve-leaderboard-me-provisional = Du: Platz { $rank } nach { $rules }-Regeln, { $rating } (vorläufig), { $count ->
    [one] 1 Partie
   *[other] { $count } Partien
}.
serve-leaderboard-not-among = Du bist nicht unter diesen { $count }: Beende gewertete Partien nach { $rules }-Regeln, um aufzusteigen.
serve-daily-board-guest = Die Tagesaufgabe ist für Konten: Verbinde dich mit einem SSH-Schlüssel, um sie zu spielen.
serve-daily-board-me = Du: { $place } von { $count }, mit { $total } Punkten.
serve-daily-board-not-yet = Noch nicht dabei: Wähl „Tagesaufgabe“ in der Lobby; der erste Versuch des Tages zählt.
serve-daily-board-title = {" "}Heutige Tagesaufgabe: { $day } (UTC){" "}
serve-daily-board-same-dice = Heute haben alle dieselben Würfel: Die höchste Summe ist das beste Spiel.
serve-daily-board-empty = Noch hat niemand die heutige Tagesaufgabe beendet: Wer zuerst fertig ist, führt.
serve-daily-board-place = Platz
serve-daily-board-score = Punkte
serve-daily-board-note = Ein gewerteter Versuch pro Konto und UTC-Tag; Wiederholungen stehen nicht in der Liste.
serve-mine-rated = gewertet
serve-mine-title = {" "}Meine Partien{" "}
serve-mine-empty = Noch keine Partie. Starte eine mit „Neuer Tisch“ oder „Schnelle Partie“ in der Lobby: Eine unfertige Partie wartet hier, bis du sie fortsetzt, und eine beendete kannst du ansehen und auswerten.
serve-mine-intro = Kehr zu einer offenen Partie zurück oder sieh dir die Blöcke und die Auswertung einer beendeten an.
serve-mine-on-the-go = Laufend ({ $count ->
    [one] 1 Tisch
   *[other] { $count } Tische
})
serve-mine-finished = Beendet, neueste zuerst
serve-mine-unreadable = { $count ->
    [one] 1 beendete Partie konnte nicht gelesen werden und fehlt.
   *[other] { $count } beendete Partien konnten nicht gelesen werden und fehlen.
}
serve-mine-key-go-back = zurück dorthin
serve-mine-key-cards = Blöcke
serve-about-title = {" "}Über mich: was dieser Server speichert{" "}
serve-about-title-short = {" "}Über mich{" "}
serve-about-handle = Dein Name: { $handle }
serve-about-made = Dein Konto wurde am { $when } (UTC) angelegt, als du dich zum ersten Mal mit deinem Schlüssel verbunden hast.
serve-about-key = Dein Schlüssel: { $key }. Der Server speichert diesen Fingerabdruck deines öffentlichen Schlüssels, um dich wiederzuerkennen; er hat nichts Geheimes von dir und kein Passwort.
serve-about-ratings = Wertungen
serve-about-no-rating = Noch keine Wertung: Beende eine Partie gegen einen anderen Menschen nach den Regeln einer eingebauten Vorlage (etwa Classic), um eine zu bekommen.
serve-about-rating = { $rating }, { $count ->
    [one] 1 gewertete Partie
   *[other] { $count } gewertete Partien
}
serve-about-rating-provisional = { $rating } (vorläufig), { $count ->
    [one] 1 gewertete Partie
   *[other] { $count } gewertete Partien
}
serve-about-statistics = Statistik
serve-about-matches-and-tables = Partien und Tische
serve-about-kept = { $finished ->
    [one] 1 beendete Partie
   *[other] { $finished } beendete Partien
} mit deinem Platz gespeichert („Meine Partien“ listet sie), und { $open ->
    [one] 1 offener Tisch
   *[other] { $open } offene Tische
} mit einem Platz für dich oder von dir eröffnet.
serve-about-made-last-day = { $count ->
    [one] 1 Tisch
   *[other] { $count } Tische
} am letzten Tag eröffnet, gezählt für die Grenze des Servers bei neuen Tischen.
serve-about-forget-me = Vergiss mich
serve-about-forgetting = Vergessen löscht dein Konto, deinen Schlüssel und deine Wertungen sofort. In beendeten Partien heißt dein Platz dann „{ $former }“; Plätze, die an offenen Tischen für dich freigehalten werden, verfallen. Das lässt sich nicht rückgängig machen: Wenn du dich wieder mit demselben Schlüssel verbindest, entsteht ein neues Konto.
serve-about-no-stats = Noch keine beendete Partie: Hier erscheinen deine Partien, Siege und besten Summen.
serve-about-stats = { $count ->
    [one] 1 beendete Partie
   *[other] { $count } beendete Partien
}, { $won } gewonnen, { $rated } gewertet.
serve-about-head-rules = Regeln
serve-about-head-matches = Partien
serve-about-head-won = Siege
serve-about-head-best = Beste
serve-about-head-mean = Schnitt
serve-about-other-rules = Andere Regeln
serve-about-forgetting-now = Du wirst vergessen …
serve-about-forget-title = {" "}Mich vergessen?{" "}
serve-about-forget-question = Dein Konto, sein Schlüssel und seine Wertungen werden jetzt gelöscht, und dein Name verschwindet aus allen beendeten Partien. Das lässt sich nicht rückgängig machen.
    Konto: { $handle }
serve-about-forget-yes = { $key }: vergiss mich
serve-about-forget-no = { $key }: behalten

# Der Name für einen neuen Schlüssel, Beitritt per Code, ein neuer Tisch
serve-key-back-to-lobby = zurück zur Lobby
serve-handle-type-first = Gib zuerst einen Namen ein.
serve-handle-title = {" "}Kniffel · willkommen{" "}
serve-handle-intro = Willkommen! Dein SSH-Schlüssel ist neu hier: Wähl den Namen, den die anderen sehen. Dein Schlüssel ist dein Konto – komm mit demselben Schlüssel wieder, und du bist wieder du.
serve-handle-rules = 2 bis 16 Buchstaben oder Ziffern (auch _ - . und einzelne Leerzeichen), kein Name einer Computer-Stufe und keiner, den jemand schon in anderer Schreibung hat.
serve-handle-typed = Name: { $handle }
serve-handle-key = Dein Schlüssel: { $key }
serve-handle-key-take = diesen Namen nehmen
serve-handle-key-leave = gehen
serve-code-type-first = Gib zuerst den Code des Tisches ein.
serve-code-title = {" "}Mit Code beitreten{" "}
serve-code-intro = Der Code eines privaten Tisches, wie du ihn vom Besitzer bekommen hast (etwa abcde-fghjk):
serve-code-typed = Code: { $code }
serve-code-key-join = beitreten
serve-new-seat-empty = niemand (weniger Plätze)
serve-new-seat-open = offen für alle
serve-new-seat-kept-for-whom = frei für … (Enter, dann den Namen eingeben)
serve-new-seat-kept-for = frei für { $name }
serve-new-seat-cpu = Computer: { $level }
serve-new-no-rules = Der Server bietet keine Regeln zum Spielen an.
serve-new-kept-for-no-one = Ein Platz ist noch für niemanden freigehalten: Enter darauf, dann den Namen eingeben.
serve-new-title = {" "}Neuer Tisch{" "}
serve-new-intro = Wähl die Regeln und wer mitspielt. Die Partie beginnt, sobald jeder offene Platz besetzt ist.
serve-new-rules = Regeln
serve-new-table = Tisch
serve-new-seat = Platz { $number }
serve-new-you = { $name } (du)
serve-new-listed = in der Lobby sichtbar
serve-new-private = privat: nur mit Code
serve-new-open = Tisch eröffnen
serve-new-key-keep = Platz für diesen Namen freihalten
serve-new-key-stop-typing = Eingabe beenden

# Die Antworten des Servers in der Lobby
serve-left-own-forming = Du hast den { $rules }-Tisch verlassen, den du eröffnet hattest, also ist er geschlossen.
serve-left-seat-forming = Du hast deinen Platz am { $rules }-Tisch verlassen, der sich gerade bildete.
serve-table-private = Dieser Tisch ist privat: Tritt ihm mit seinem Code bei.
serve-table-gone = Diesen Tisch gibt es nicht mehr.
serve-quick-left = Du wartest nicht mehr auf eine schnelle Partie.
serve-handle-refused = Dieser Name geht nicht: { $why }
serve-handle-a-guests = Diesen Namen trägt gerade ein Gast: Wähl einen anderen.
serve-handle-welcome = Willkommen! Dein Schlüssel ist dein Konto: Komm mit ihm wieder, und du bist wieder du.
serve-account-not-made = Das Konto konnte gerade nicht angelegt werden: Versuch es bald noch einmal.
serve-handle-taken = Diesen Namen hat schon jemand (vielleicht anders geschrieben oder mit ähnlich aussehenden Buchstaben): Wähl einen anderen.
serve-limit-open = Du hast schon { $count ->
    [one] 1 Tisch
   *[other] { $count } Tische
} offen, mehr erlaubt der Server nicht gleichzeitig: Beende erst einen.
serve-limit-per-hour = Du hast in der letzten Stunde { $count ->
    [one] 1 Tisch
   *[other] { $count } Tische
} eröffnet, mehr erlaubt der Server nicht: Versuch es später noch einmal.
serve-limit-cannot-count = Der Server kann gerade keine Tische eröffnen: Versuch es bald noch einmal.
serve-rules-not-offered = Diese Regeln bietet der Server nicht an.
serve-seats-range = Ein Tisch hat 2 bis { $most } Plätze.
serve-guest-cannot-keep = Ein Gast kann keinen Platz für jemanden freihalten: Mach den Platz offen.
serve-has-a-seat-already = { $name } hat schon einen Platz an diesem Tisch.
serve-no-one-called = Niemand namens { $name } ist online: Plätze werden nur für jemanden freigehalten, der gerade hier ist.
serve-seat-held-elsewhere = Dein Platz dort ist von einer anderen Verbindung von dir besetzt: Du kannst zuschauen.
serve-no-seat-free = An diesem Tisch ist kein Platz frei.
serve-code-unknown = Kein offener Tisch hat diesen Code: Frag beim Besitzer des Tisches nach.
serve-table-not-opened = Dieser Tisch konnte gerade nicht geöffnet werden.
serve-table-no-longer-open = Dieser Tisch ist nicht mehr offen.
serve-quick-waiting = Warte auf jemanden für eine Classic-Partie zu zweit; nach { $seconds ->
    [one] 1 Sekunde
   *[other] { $seconds } Sekunden
} wird dir ein Computer angeboten.
serve-quick-no-one-came = In { $seconds ->
    [one] 1 Sekunde
   *[other] { $seconds } Sekunden
} kam niemand: Wähl „Gegen den Computer“ für einen starken Computer, oder warte weiter.
serve-guest-no-account = Ein Gast hat kein Konto: Über dich wird nichts gespeichert.
serve-cannot-read-now = Der Server kann das gerade nicht lesen: Versuch es bald noch einmal.
serve-mine-closed-until-back = { $rules } · { $names } · geschlossen, bis du zurückkommst
serve-forget-failed = Dein Konto konnte gerade nicht gelöscht werden: Nichts wurde geändert. Versuch es bald noch einmal.
serve-forget-done = Alles, was der Server über dich gespeichert hatte, ist gelöscht. Tschüss, und danke fürs Spielen!
serve-bad-handle-short = ein Name braucht mindestens { $least } Zeichen
serve-bad-handle-long = der Name „{ $handle }“ ist breiter als { $most } Spalten
serve-bad-handle-char-visible = „{ $char }“
serve-bad-handle-char-code = das Zeichen { $code }
serve-bad-handle-character = der Name „{ $handle }“ enthält { $what }; nimm Buchstaben, Ziffern, _ - . und einzelne Leerzeichen
serve-bad-handle-spaces = der Name „{ $handle }“ hat zwei Leerzeichen hintereinander
serve-bad-handle-mixed = der Name „{ $handle }“ mischt Buchstaben verschiedener Alphabete (lateinisch, griechisch, kyrillisch); schreib ihn in einem
serve-bad-handle-reserved = der Name „{ $handle }“ könnte für { $like } gehalten werden; wähl einen anderen
serve-bad-handle-like-cpu = einen Computer
serve-bad-handle-like-guest = einen Gast
serve-bad-handle-like-you = das Wort, mit dem die Anzeige dich meint
serve-bad-handle-like-operator = den Betreiber des Servers
serve-bad-handle-like-server = den Server
serve-bad-handle-like-former = jemanden, der gegangen ist

# Der Saal: Neuigkeiten der Tische, Abschiede, die Tagesaufgabe
serve-daily-for-accounts = Die Tagesaufgabe ist für Konten: Verbinde dich mit einem SSH-Schlüssel, um sie zu spielen und deinen Platz in der Tagesrangliste einzunehmen (auf deinem eigenen Rechner: yahtzee daily).
serve-daily-cannot-open = Der Server kann die Tagesaufgabe gerade nicht öffnen: Versuch es bald noch einmal.
serve-daily-played-scored = Du hast die Tagesaufgabe vom { $day } schon gespielt: Deine { $total } Punkte stehen in der Tagesrangliste. Ein weiterer Versuch ist eine Wiederholung mit denselben Würfeln und zählt nicht. Wähl „Tagesaufgabe“ noch einmal, um sie zu spielen.
serve-daily-played = Du hast die Tagesaufgabe vom { $day } schon gespielt: Dieser Versuch zählt. Ein weiterer ist eine Wiederholung mit denselben Würfeln und zählt nicht. Wähl „Tagesaufgabe“ noch einmal, um sie zu spielen.
serve-daily-not-saved = Die Tagesaufgabe konnte nicht gespeichert werden und hat darum nicht begonnen: Versuch es bald noch einmal.
serve-daily-started-scored = Die Tagesaufgabe vom { $day }: heute für alle dieselben Würfel. Dieser Versuch zählt.
serve-daily-started-replay = Die Tagesaufgabe vom { $day }, wiederholt: Dieser Versuch zählt nicht.
serve-daily-replay-done = Eine Wiederholung der Tagesaufgabe vom { $day }: zählt nicht, dein erster Versuch steht in der Rangliste.
serve-daily-not-recorded = Die Tagesaufgabe vom { $day } konnte nicht in die Tagesrangliste eingetragen werden: Der Betreiber des Servers weiß Bescheid.
serve-daily-place = Tagesaufgabe { $day }: { $total }, bisher { $place } von { $count }.
serve-daily-recorded = Tagesaufgabe { $day }: eingetragen.
serve-guests-table-ended = Der Tisch, dem du zugeschaut hast, ist zu Ende: Seine Spieler, alles Gäste, sind gegangen.
serve-owner-left-forming = Der Besitzer hat den Tisch vor dem Start verlassen: Der Tisch ist geschlossen.
serve-stand-in-owner-only = Nur der Besitzer des Tisches lässt einen Computer für jemanden spielen, der weg ist.
serve-no-one-waits = Hier wartet niemand darauf, hereingelassen zu werden: Freie Plätze nimmt man in der Lobby.
serve-turn-of-away = { $name } ist am Zug und gerade weg: Die Partie wartet.
serve-sits = { $name } setzt sich an den Tisch.
serve-owner-may-stand-in = Dein Tisch: Wenn jemand weg ist, lässt p einen Computer für ihn spielen, bis er zurück ist.
serve-terminal-not-set-up = Dein Terminal konnte nicht eingerichtet werden.
serve-accounts-unreadable = Der Server kann seine Konten gerade nicht lesen; versuch es bald noch einmal.
serve-too-many-for-key = Du bist schon { $count ->
    [one] 1-mal
   *[other] { $count }-mal
} verbunden: Der Server erlaubt { $most } gleichzeitig pro Schlüssel.
serve-goodbye-seat-waits = Du hast den Tisch verlassen; dein Platz wartet auf dich. Tschüss!
serve-goodbye = Tschüss, danke fürs Spielen!
serve-could-not-keep-up = Deine Verbindung kam nicht mit dem Server mit.
serve-table-closed-reopen = geschlossen, weil niemand da war: Enter öffnet ihn wieder
serve-stand-in-not-playing = Die Partie läuft nicht: Niemand braucht einen Computer als Vertretung.
serve-stand-in-everyone-here = Alle sind da: Ein Computer spielt nur für jemanden, der weg ist.
serve-owner-stand-in = Der Besitzer des Tisches lässt einen Computer ({ $level }) für { $name } spielen, bis { $name } zurück ist.
serve-owner-stand-in-unrated = Der Besitzer des Tisches lässt einen Computer ({ $level }) für { $name } spielen, bis { $name } zurück ist. Sobald er gespielt hat, wird diese Partie nicht gewertet.
serve-owner-stand-in-taken-back = Kein Computer spielt mehr für { $name }: Die Partie wartet.
serve-left-closes = { $name } ist gegangen: Der Tisch schließt.
serve-left-seat-open = { $name } hat den Tisch verlassen; der Platz ist wieder frei.
serve-left-cpu-to-the-end = { $name } hat den Tisch verlassen; ein Computer ({ $level }) spielt den Platz zu Ende.
serve-left-waits = { $name } hat den Tisch verlassen; die Partie wartet (nach { $minutes ->
    [one] 1 Minute
   *[other] { $minutes } Minuten
} spielt ein Computer ({ $level }), bis { $name } zurück ist).
serve-left-plain = { $name } hat den Tisch verlassen.
serve-away-stand-in = { $name } ist weg: Ein Computer ({ $level }) spielt, bis { $name } zurück ist.
serve-away-stand-in-unrated = { $name } ist weg: Ein Computer ({ $level }) spielt, bis { $name } zurück ist. Sobald er gespielt hat, wird diese Partie nicht gewertet.
serve-welcome-back = Willkommen zurück: { $count ->
    [one] 1 Partie wartet
   *[other] { $count } Partien warten
} auf dich (★ unten).
serve-stop-match-saved = { $farewell } Deine Partie ist gespeichert: Verbinde dich wieder, um weiterzuspielen.
serve-stop-matches-kept = { $farewell } { $count ->
    [one] Deine Partie bleibt
   *[other] Deine Partien bleiben
} gespeichert.
serve-stopping-come-back = Der Server wird beendet. Bis bald!
serve-stopped = Der Server wurde beendet.
serve-stopping = Der Server wird beendet.

# Die SSH-Tür: was das ssh einer Person ausgibt
serve-door-table-full = Der Tisch ist voll: Versuch es in ein paar Minuten noch einmal.
serve-door-server-full = Der Server ist voll: Versuch es in ein paar Minuten noch einmal.
serve-door-too-many-from-source = Zu viele Verbindungen von deiner Adresse: Schließ eine und versuch es noch einmal.
serve-door-keys-and-code = dieser Server lässt Leute mit ihrem SSH-Schlüssel herein (und beim ersten Mal mit dem Einladungscode): Erzeuge einen Schlüssel mit ssh-keygen -t ed25519
serve-door-keys-only = dieser Server lässt Leute nur mit ihrem SSH-Schlüssel herein: Erzeuge einen mit ssh-keygen -t ed25519 und verbinde dich noch einmal
serve-door-listed-only = dieser Server lässt nur die Schlüssel auf seiner Liste herein: Schick deinen öffentlichen Schlüssel an den Betreiber
serve-door-not-listed = dein Schlüssel { $key } steht nicht auf der Liste dieses Servers: Schick deinen öffentlichen Schlüssel an den Betreiber
serve-door-key-busy = dein Schlüssel hat hier schon { $count ->
    [one] 1 Verbindung
   *[other] { $count } Verbindungen
}: Schließ eine und versuch es noch einmal
serve-door-shut-out = zu viele falsche Codes von deiner Adresse: Versuch es in { $seconds } s noch einmal
serve-door-table-says = Der Tisch sagt: { $why }.
serve-door-bad-name = { $why }: Verbinde dich unter einem anderen Namen (ssh NAME@...) oder als table@..., um einen Platz zu wählen.
serve-name-empty = der Name ist leer
serve-name-control = der Name enthält Steuerzeichen
serve-name-invisible = der Name enthält unsichtbare Zeichen (Formatzeichen oder Zeilentrenner)
serve-name-mixed = der Name mischt Buchstaben ähnlich aussehender Schriften (lateinisch, griechisch, kyrillisch)
serve-name-too-wide = der Name ist zu breit

# Die Lobby eines gehosteten Tisches, wie ein Gast sie sieht
serve-hosted-held-elsewhere = Der Platz von { $name } ist von einer anderen Verbindung besetzt: Du kannst der Partie zuschauen.
serve-hosted-title = {" "}Kniffel · ein gehosteter Tisch{" "}
serve-hosted-setting-up = Der Gastgeber richtet die Partie noch ein. Die Plätze erscheinen hier, sobald sie beginnt.
serve-hosted-esc-leaves = Esc geht.
serve-hosted-choose = Wähl deinen Platz oder schau zu:
serve-hosted-help = ↑/↓ wählen · Enter nimmt ihn · Esc geht. Ein genommener Platz bleibt deiner, bis die Partie endet: Komm mit demselben Namen (ssh NAME@…) zurück, um ihn wieder zu nehmen.
serve-hosted-free = frei
serve-hosted-taken = besetzt
serve-hosted-away = wartet auf die Rückkehr seines Gastes
serve-hosted-away-cpu = { $cpu } spielt ihn, bis sein Gast zurück ist
serve-hosted-watch = Der Partie zuschauen
serve-hosted-watch-full = Der Partie zuschauen (kein Zuschauerplatz mehr frei)

# The host's side of a hosted table (src/tui/hosting.rs): what the host, the guests and a
# headless host's output are told
serve-host-left-cpu-now = { $name } hat den Tisch verlassen; ein Computer ({ $level }) spielt für { $name }, bis { $name } zurück ist.
serve-host-left-cpu-after-minutes = { $name } hat den Tisch verlassen; ist { $name } nicht binnen { $minutes ->
    [one] einer Minute
   *[other] { $minutes } Minuten
} zurück, spielt ein Computer ({ $level }) für { $name }, bis { $name } wieder da ist.
serve-host-left-cpu-after-seconds = { $name } hat den Tisch verlassen; ist { $name } nicht binnen { $seconds ->
    [one] einer Sekunde
   *[other] { $seconds } Sekunden
} zurück, spielt ein Computer ({ $level }) für { $name }, bis { $name } wieder da ist.
serve-host-left-waits-for = { $name } hat den Tisch verlassen; die Partie wartet, bis { $name } zurückkommt.
serve-host-left-p = { $name } hat den Tisch verlassen; die Partie wartet (mit p spielt solange ein Computer für { $name }).
serve-host-not-started = Die Partie hat noch nicht begonnen.
serve-host-no-one-away = Alle Gäste sind da: Ein Computer springt nur für einen Gast ein, der weg ist.
serve-host-no-one-asking = Kein Gast bittet um einen Platz.
serve-host-bye-left = Du hast den Tisch verlassen. Danke fürs Spielen!
serve-host-bye-could-not-keep-up = Deine Verbindung kam mit dem Tisch nicht mehr mit.
serve-host-bye-host-closed = Der Gastgeber hat den Tisch geschlossen; die Partie ist gespeichert. Danke fürs Spielen!
serve-host-bye-server-stopped = Der Server des Tisches wurde beendet; die Partie ist gespeichert.
serve-host-name-taken = Der Name { $name } ist an diesem Tisch schon vergeben: Verbinde dich unter einem anderen Namen (ssh NAME@...).
serve-host-turned-away-name = Ein Gast von { $addr } wurde abgewiesen: Der Name { $name } ist an diesem Tisch schon vergeben.
serve-host-connected = { $name } hat sich { $how ->
    [code] mit dem Code
    [remembered] mit dem gemerkten Schlüssel
    [listed] mit einem Schlüssel aus der Konfiguration des Gastgebers
    [key] mit dem eigenen Schlüssel
   *[guest] als Gast
} von { $addr } aus verbunden
serve-host-guest-connected = Ein Gast hat sich { $how ->
    [code] mit dem Code
    [remembered] mit dem gemerkten Schlüssel
    [listed] mit einem Schlüssel aus der Konfiguration des Gastgebers
    [key] mit dem eigenen Schlüssel
   *[guest] als Gast
} von { $addr } aus verbunden
serve-host-joined = { $name } hat sich an den Tisch gesetzt ({ $how ->
    [letin] vom Gastgeber hereingelassen
    [code] mit dem Code
    [remembered] mit dem gemerkten Schlüssel
    [listed] mit einem Schlüssel aus der Konfiguration des Gastgebers
    [key] mit dem eigenen Schlüssel
   *[guest] als Gast
}).
serve-host-watching = { $name } schaut zu.
serve-host-guest-watching = Ein Gast schaut zu.
serve-host-not-started-yet = Die Partie hat noch nicht begonnen: Warte auf den Gastgeber.
serve-host-no-place-to-watch = Kein Zuschauerplatz mehr frei: Der Gastgeber erlaubt { $count } zugleich.
serve-host-seat-taken = Der Platz von { $name } ist besetzt: Wähle einen anderen.
serve-host-key-own-seat-only = Dein Schlüssel bringt dich nur an deinen eigenen Platz zurück: Für einen anderen verbinde dich mit dem Code.
serve-host-seat-waits-asked = Der Platz von { $name } wartet auf { $name }: Der Gastgeber wurde gefragt, ob du ihn nehmen darfst.
serve-host-seat-waits = Der Platz von { $name } wartet auf { $name }: Nur { $name } kann ihn nehmen.
serve-host-asks-seat = { $who } möchte den Platz von { $name } nehmen: g lässt es zu.
serve-host-guest-asks-seat = Ein Gast möchte den Platz von { $name } nehmen: g lässt es zu.
serve-host-stand-in = Ein Computer ({ $level }) spielt für { $name }, bis { $name } zurück ist.
serve-host-stand-in-none = Kein Computer spielt für { $name }: Die Partie wartet.
serve-host-turn-of-away-p = { $name } ist am Zug und gerade weg: Die Partie wartet (mit p spielt ein Computer für { $name }).
serve-host-table-open = Der Tisch ist offen: { $about }
serve-host-info-join = Beitreten mit:
serve-host-info-code = Einladungscode:
serve-host-info-key = Host-Schlüssel:
serve-host-info-check-key = Gäste vergleichen den Host-Schlüssel beim ersten Mal mit dem, was ssh ihnen zeigt.
serve-host-info-p = p lässt einen Computer für einen Gast spielen, dessen Verbindung abbrach, bis er zurück ist.
serve-host-info-g = g lässt einen Gast auf seine Bitte einen Platz nehmen, der auf jemand anderen wartet.
serve-host-info-remembered = Gemerkte Schlüssel: yahtzee host --list-keys, --forget-key NAME.
serve-host-info-keys-here = Schlüssel, die ihren Gast in diese Partie zurücklassen:
serve-host-how-to-join = { $reach } ? zeigt, wie man beitritt.
serve-host-banner-code = Code { $code }
serve-host-banner-playing = { $count } { $count ->
    [one] spielt
   *[other] spielen
}
serve-host-banner-watching = { $count } { $count ->
    [one] schaut zu
   *[other] schauen zu
}
serve-host-banner-choosing = { $count } { $count ->
    [one] wählt
   *[other] wählen
}
serve-host-door-so-far = An der Tür bisher: { $counts }.
serve-reach-table-this-machine = Nur dieser Rechner kann beitreten (--listen 0.0.0.0:{ $port } öffnet das Netz).
serve-reach-table-network = Andere Rechner können beitreten, auf Port { $port }.
serve-reach-table-address = Rechner, die { $addr } erreichen, können beitreten.
serve-reach-server-this-machine = Nur dieser Rechner kann sich verbinden (--listen 0.0.0.0:{ $port } öffnet das Netz).
serve-reach-server-network = Andere Rechner können sich verbinden, auf Port { $port }.
serve-reach-server-address = Rechner, die { $addr } erreichen, können sich verbinden.

# What the door turned away, counted (the host's title line, the status screen)
serve-door-count-wrong-codes = { $count ->
    [one] 1 falscher Code
   *[other] { $count } falsche Codes
}
serve-door-count-shut-out = { $count ->
    [one] 1 Versuch ausgesperrt
   *[other] { $count } Versuche ausgesperrt
}
serve-door-count-turned-away = { $count } abgewiesen
serve-door-count-key-busy = { $count ->
    [one] 1 Schlüssel am Verbindungslimit
   *[other] { $count } Schlüssel am Verbindungslimit
}
serve-door-count-forbidden = { $count ->
    [one] 1 Anfrage abgelehnt (Befehl, sftp, Weiterleitung)
   *[other] { $count } Anfragen abgelehnt (Befehl, sftp, Weiterleitung)
}

# The operator's status screen (src/serve/status.rs); the log (--log) stays English
serve-status-listening = yahtzee serve lauscht auf { $addr }.
serve-status-join = Man verbindet sich mit: { $join }
serve-status-host-key = Host-Schlüssel: { $key }
serve-status-admit-anyone = Wer sich verbinden darf: jeder mit einem SSH-Schlüssel.
serve-status-admit-anyone-guests = Wer sich verbinden darf: jeder mit einem SSH-Schlüssel; auch Gäste ohne Schlüssel.
serve-status-admit-listed = Wer sich verbinden darf: die Schlüssel aus der Konfiguration.
serve-status-admit-code = Wer sich verbinden darf: Mitglieder und wer den Einladungscode nennt.
serve-status-admit-code-guests = Wer sich verbinden darf: Mitglieder und wer den Einladungscode nennt; auch Gäste ohne Schlüssel.
serve-status-invite-code = Einladungscode: { $code }
serve-status-data = Daten: { $path }
serve-status-warning = Warnung: { $why }.
serve-open-files-short = dieser Prozess darf { $limit } Dateien öffnen, weniger als die { $wanted }, die sein Verbindungslimit braucht: Erhöhe das Limit (ulimit -n oder LimitNOFILE= in einer systemd-Unit) oder senke max_connections
serve-status-up = Läuft seit { $uptime } · { $people ->
    [one] 1 Person
   *[other] { $people } Personen
} online · { $connections ->
    [one] 1 Verbindung
   *[other] { $connections } Verbindungen
} offen
serve-status-tables = Tische: { $open } im Speicher ({ $playing } im Spiel) · { $closed } geschlossen, bis ihre Leute zurückkommen · { $finished } beendet seit dem Start
serve-status-refusals = Abgewiesen: { $door } · drinnen abgelehnt: { $refused } · Fehler: { $errors }
serve-status-turned-away-none = keine
serve-status-database = Datenbank: { $size }
serve-status-latest = Zuletzt:
serve-status-ctrl-c = Strg-C beendet den Server: Alle Tische werden gespeichert, alle informiert.
serve-status-uptime-minutes = { $minutes } min { $seconds } s
serve-status-uptime-hours = { $hours } h { $minutes } min
serve-status-size-kb = { $size } kB
serve-status-size-mb = { $size } MB
serve-status-stopped = Der Server wurde beendet; jeder Tisch ist gespeichert.
serve-status-door-stopped = Die Tür wurde geschlossen; jeder Tisch ist gespeichert.

# The guests' keys the host remembers (src/tui/screens/guest_keys.rs, yahtzee host --list-keys)
serve-keys-title = {" "}Schlüssel der Gäste: gemerkt mit ihren Plätzen{" "}
serve-keys-about = Jeder Schlüssel lässt seinen Gast ohne Einladungscode an seinen Platz in dieser Partie zurück. Vergessen braucht der Gast den Code wieder.
serve-keys-head-name = Name
serve-keys-head-fingerprint = Fingerabdruck
serve-keys-head-lets-into = Lässt zurück an
serve-keys-seat-of-match = Platz { $seat } der Partie { $table }
serve-keys-admits-nowhere = Version 0.4: lässt nirgends herein
serve-keys-none = Kein Schlüssel eines Gastes ist gemerkt.
serve-keys-how = Kommt ein Gast an einen Tisch, den du (mit yahtzee host) ausrichtest, und gibt dabei Einladungscode und SSH-Schlüssel zusammen an, wird der Schlüssel hier mit seinem Platz gemerkt: Er lässt ihn ohne Code an diesen Platz dieser Partie zurück, und nirgends sonst hin.
serve-keys-file-left = Die Datei bleibt, wie sie ist: yahtzee host liest sie auch, also reparier sie oder schieb sie beiseite (eine neue Liste beginnt dann mit dem Schlüssel des nächsten Gastes).
serve-keys-no-longer-remembered = Dieser Schlüssel war nicht mehr gemerkt.
serve-keys-forgot = Den Schlüssel von { $name } vergessen: Zum Zurückkommen braucht { $name } den Einladungscode.
serve-keys-not-forgotten = Der Schlüssel konnte nicht vergessen werden: { $why }.
serve-keys-listed-unreadable = ein Gastschlüssel in der Konfiguration ist nicht lesbar ({ $why })
serve-keys-file-unreadable = die Schlüssel der Gäste in { $path } sind nicht lesbar: { $why }
serve-keys-file-later = sie hat Version { $version }, aus einer späteren Version des Programms

# yahtzee host: what the host reads on the command line (src/cli/commands/host.rs)
serve-host-cli-intro = { $reach }
    Gäste kommen herein mit: { $join }
    Einladungscode: { $code }
    Fingerabdruck des Host-Schlüssels: { $key }
serve-host-cli-closed = Der Tisch ist geschlossen; die Partie ist gespeichert.
serve-host-cli-forgot = Schlüssel { $key } von { $name } vergessen
serve-host-cli-admits-nowhere = keine Partie (gemerkt von Version 0.4: lässt nirgends herein)
serve-host-cli-cannot-write = { $path } lässt sich nicht schreiben: { $why }
serve-host-cli-no-such-key = kein gemerkter Schlüssel heißt { $who }: yahtzee host --list-keys listet sie auf
serve-host-cli-needs-terminal = ein Tisch mit Platz hier braucht ein Terminal; ohne eins richte ihn mit --headless aus
serve-host-cli-cannot-serve = auf { $addr } lässt sich nicht ausrichten: { $why }
serve-host-cli-signals = Signale lassen sich nicht überwachen: { $why }
serve-host-cli-nothing-to-reopen = es gibt keine gespeicherte Partie zum Wiedereröffnen; starte eine mit yahtzee host
serve-host-cli-too-many-seats = --players und --guests ergeben { $count } Plätze; eine Partie hat höchstens { $most }
serve-host-cli-seats-cannot-play = die Plätze können nicht spielen: { $why }
serve-host-key-not-a-key = der Host-Schlüssel { $path } ist nicht lesbar ({ $why }); schieb ihn beiseite, damit ein neuer entsteht (Gäste sehen dann einen neuen Fingerabdruck)
serve-host-key-unreadable = der Host-Schlüssel { $path } ist nicht lesbar: { $why }; schieb ihn beiseite, damit ein neuer entsteht (Gäste sehen dann einen neuen Fingerabdruck)
serve-host-key-cannot-make = ein Host-Schlüssel lässt sich nicht erzeugen: { $why }
serve-host-key-cannot-write = der Host-Schlüssel lässt sich nicht schreiben: { $why }

# The door, before and after sign-in (src/net/server.rs)
serve-door-too-slow-table = zu langsam: Der Tisch wartet { $seconds } s, bis ein Gast drin ist
serve-door-too-slow-server = zu langsam: Der Server wartet { $seconds } s, bis eine Verbindung drin ist
serve-door-table-terminal-only = dieser Tisch bietet nur ein Terminal: verbinde dich mit ssh ohne Befehl (kein sftp oder scp)
serve-door-server-terminal-only = dieser Server bietet nur ein Terminal: verbinde dich mit ssh ohne Befehl (kein sftp oder scp)
serve-door-wrong-code-again = Falscher Code: Gib ihn noch einmal ein.
serve-door-code-prompt = Einladungscode:{" "}

# The public server's floor, to one person (src/serve/floor.rs)
serve-watch-no-place = Kein Zuschauerplatz mehr an diesem Tisch: Der Server erlaubt { $count } zugleich.
serve-watch-not-started = Dieser Tisch hat noch nicht begonnen: Es gibt noch nichts zu sehen.
serve-you-sit = Du sitzt am Tisch: Es geht los, sobald jeder Platz besetzt ist und alle, für die ein Platz freigehalten wird, sich gesetzt haben.
serve-you-sit-with-code = Du sitzt am Tisch: Es geht los, sobald jeder Platz besetzt ist und alle, für die ein Platz freigehalten wird, sich gesetzt haben. Sein Code: { $code }
serve-table-not-saved = Der Tisch konnte nicht gespeichert werden und hat darum nicht begonnen: Versuch es bald noch einmal.
serve-not-rated-stood-in = Nicht gewertet: Ein Computer hat für { $names } gespielt.
serve-names-and = { $names } und { $last }

# The server's settings and start (src/serve/settings.rs, src/serve/mod.rs)
serve-settings-bad-code = code muss 10 bis 64 Buchstaben, Ziffern oder Bindestriche haben (mindestens 40 Bit, wie der von yahtzee host)
serve-settings-preset-bad-name = der Name einer Vorgabe hat 1 bis 24 Buchstaben, Ziffern, Leerzeichen, - oder _
serve-settings-preset-built-in = '{ $name }' ist der Name einer eingebauten Vorgabe: Gib der eigenen des Servers einen anderen
serve-settings-preset-bad-base = base muss eine eingebaute Vorgabe sein ({ $choices })
serve-settings-preset-bad-set = set-Einträge lauten "SCHLÜSSEL=WERT", wie bei yahtzee new --set: { $why }
serve-start-cannot-make-folder = der Ordner { $path } lässt sich nicht anlegen: { $why }
serve-start-not-a-key = [serve] keys: { $key } ist kein öffentlicher Schlüssel

# The server's database (crates/hall): what the operator reads at start, what a person asking
# the server for a file is told
serve-hall-not-a-database = { $path } ist keine Hall-Datenbank (keine SQLite-Datei); sie blieb unberührt. Schieb sie beiseite, um eine neue zu beginnen.
serve-hall-damaged = Die Hall-Datenbank { $path } ist beschädigt ({ $why }); sie blieb unberührt. Stell sie aus einer Sicherung wieder her oder schieb sie beiseite, um eine neue zu beginnen.
serve-hall-foreign = { $path } ist die SQLite-Datenbank eines anderen Programms, keine Hall-Datenbank; sie blieb unberührt.
serve-hall-newer = Die Hall-Datenbank { $path } stammt aus einer neueren Version (Schema { $version }; dieses Programm kennt bis { $latest }); sie blieb unberührt.
serve-hall-io = Die Hall-Datenbank { $path } ließ sich nicht öffnen: { $why }.
serve-hall-busy = Ein anderer Server benutzt die Hall-Datenbank { $path }; beende ihn zuerst oder gib diesem einen anderen Datenordner.
serve-hall-no-presets = Der Server speichert keine eigenen Vorgaben; die Vorgaben des Servers legt sein Betreiber fest.
serve-hall-no-cards = Der Server speichert keine Ergebniskarten; kopier die Karte stattdessen vom Bildschirm.

# The server in plain lines, for a screen reader (src/serve/plain.rs): the lobby as a
# numbered list, its forms as short dialogues, the boards read as lines
serve-plain-welcome = Yahtzee, spiel gegen alle, in einfachen Zeilen: Jedes Ereignis wird einmal gesagt. Tippe hilfe für die Befehle, wiederholen für die letzten Zeilen, beenden zum Gehen.
serve-plain-handle-ask = Tippe deinen Namen:
serve-plain-handle-ask-offered = Tippe deinen Namen, oder drück Enter für { $offered }:
serve-plain-me-rated = { $name }, Wertung { $ratings }
serve-plain-rating = { $family } { $rating }, Spielraum { $range }{ $provisional ->
    [yes] {", noch vorläufig"}
   *[no] {""}
}
serve-rating-change = { $name } { $before } → { $after } ({ $family })
serve-plain-rating-change = { $name }: Wertung ({ $family }) von { $before } auf { $after }.
serve-plain-online = Online ({ $count }): { $names }.
serve-plain-menu = Tippe eine Nummer zum Wählen:
serve-plain-numbered = { $number }. { $what }
serve-plain-tables = Tische: Tippe die Nummer eines Tisches, um dich dort hinzusetzen (oder zuzuschauen, wenn er voll ist), oder zuschauen und die Nummer, um zuzuschauen.
serve-plain-table-mine = { $number }. Dein Tisch: { $what }
serve-plain-welcome-back = Willkommen zurück: { $count ->
    [one] 1 Partie wartet
   *[other] { $count } Partien warten
} auf dich (in der Liste steht jeweils „Dein Tisch“).
serve-plain-tables-more = { $count ->
    [one] 1 weiterer Tisch ist offen, hier nicht aufgeführt: Eine schnelle Partie oder ein Code findet einen Platz.
   *[other] { $count } weitere Tische sind offen, hier nicht aufgeführt: Eine schnelle Partie oder ein Code findet einen Platz.
}
serve-plain-lobby-prompt = Lobby: Tippe eine Nummer, Enter allein für die Liste noch einmal, hilfe für die Befehle.
serve-plain-news-opened = { $count ->
    [one] Ein neuer Tisch: { $what }.
   *[other] { $count } neue Tische.
}
serve-plain-news-gone = { $count ->
    [one] Ein Tisch, an dem du Platz nehmen konntest, ist jetzt voll oder geschlossen.
   *[other] { $count } Tische, an denen du Platz nehmen konntest, sind jetzt voll oder geschlossen.
}
serve-plain-news-kept = Ein Platz ist für dich reserviert: { $what }.
serve-plain-news-again = Enter allein liest die Liste noch einmal.
serve-plain-help = In der Lobby: Eine Nummer wählt aus der Liste; setzen 14 nimmt einen Platz an Tisch 14 der Liste, zuschauen 14 schaut dort zu; Enter allein sagt die Liste noch einmal; wiederholen sagt die letzten Zeilen noch einmal; beenden verlässt den Server. Am Tisch: hilfe nennt die Befehle der Partie, und beenden bringt dich zurück in die Lobby (ein Mitglied findet seinen Platz wieder vor; den Platz eines Gasts spielt ein Computer zu Ende).
serve-plain-word-sit = setzen, sitzen
serve-plain-word-watch = zuschauen, schauen
serve-plain-not-listed = „{ $what }“ steht nicht auf der Liste: Tippe eine Nummer von 1 bis { $last }, oder hilfe.
serve-plain-not-a-table = „{ $what }“ ist kein Tisch der Liste: { $count ->
    [one] Der Tisch hat die Nummer { $first }.
   *[other] Die Tische haben die Nummern { $first } bis { $last }.
}
serve-plain-back = Zurück in der Lobby.
serve-plain-code-ask = Tippe den Code des Tisches, oder drück Enter allein, um zurückzugehen:
serve-plain-watch-ask = An welchem Tisch willst du zuschauen? Tippe seine Nummer aus der Liste, oder drück Enter allein, um zurückzugehen.
serve-plain-language-ask = Welche Sprache? Tippe ihre Nummer, oder drück Enter allein, um diese zu behalten.
serve-plain-learn-at-home = Lernen wird nicht über die Verbindung gespielt: Zu Hause spielt yahtzee --plain learn die Lektionen und Rätsel in einfachen Zeilen.
serve-plain-leave-ask = Den Server verlassen? Deine Partien bleiben: Verbinde dich wieder, um zu ihnen zurückzukehren. Tippe ja zum Gehen, oder nein (oder nur Enter) zum Bleiben.
serve-plain-leave-ask-guest = Den Server verlassen? Tippe ja zum Gehen, oder nein (oder nur Enter) zum Bleiben.
serve-plain-staying = Du bleibst in der Lobby.
serve-plain-leave-what = „{ $what }“ ist keine Antwort: Tippe ja, um den Server zu verlassen, oder nein, um zu bleiben.
serve-plain-word-yes = ja, j
serve-plain-word-no = nein, n
serve-plain-quick-waiting = Warte auf jemanden für eine Classic-Partie zu zweit; nach { $seconds ->
    [one] 1 Sekunde
   *[other] { $seconds } Sekunden
} wird dir ein Computer angeboten. Tippe { $number }, um nicht mehr zu warten.
serve-plain-quick-no-one-came = In { $seconds ->
    [one] 1 Sekunde
   *[other] { $seconds } Sekunden
} kam niemand: Tippe { $number } für einen starken Computer, oder warte weiter.
serve-plain-table-closed-reopen = geschlossen, weil niemand da war: Seine Nummer öffnet ihn wieder
serve-goodbye-cpu-plays-on = Du hast den Tisch verlassen: Ein Computer ({ $level }) spielt deinen Platz zu Ende (der Platz eines Gasts kann nicht warten). Tschüss!
serve-goodbye-match-ends = Du hast den Tisch als Letzter verlassen: Die Partie endet unvollendet. Tschüss!
serve-plain-word-stand-in = computer, cpu
serve-plain-owner-may-stand-in = Dein Tisch: Wenn jemand weg ist, tippe computer, und ein Computer spielt für ihn, bis er zurück ist.
serve-plain-owner-help = Dein Tisch: computer lässt einen Computer für jemanden spielen, der weg ist, bis er zurück ist; noch einmal computer, und die Partie wartet wieder auf ihn.
serve-plain-choose-from = „{ $what }“ ist keine der Möglichkeiten: Tippe eine Nummer von 1 bis { $last }, oder drück Enter für die erste.
serve-plain-new-rules-ask = Die Regeln des neuen Tisches (Enter nimmt { $default }):
serve-plain-new-seat-ask = Wer bekommt Platz { $number }? (Enter: { $default })
serve-plain-seat-kept = für ein Mitglied freigehalten (dann tippst du seinen Namen)
serve-plain-new-kept-ask = Tippe den Namen, für den Platz { $number } freigehalten wird:
serve-plain-new-listed-ask = In der Lobby sichtbar oder privat? (Enter: sichtbar)
serve-plain-new-dropped = Kein Tisch eröffnet: zurück in der Lobby.
serve-plain-left-table = Du hast den Tisch verlassen; dein Platz wartet auf dich. Zurück in der Lobby: Enter allein sagt die Liste.
serve-plain-left-table-gone = Du hast den Tisch verlassen. Zurück in der Lobby: Enter allein sagt die Liste.
serve-plain-mine-open-count = { $count ->
    [0] Du hast keine laufende Partie.
    [one] Du hast 1 laufende Partie (in der Liste der Lobby als deine markiert):
   *[other] Du hast { $count } laufende Partien (in der Liste der Lobby als deine markiert):
}
serve-plain-mine-open = Tisch #{ $no }, { $rules }: { $names }; { $state }.
serve-plain-mine-closed = Tisch #{ $no }, { $rules }: { $names }; geschlossen, bis du zurückkommst.
serve-plain-mine-finished = { $count ->
    [0] Du hast noch keine Partie beendet.
    [one] Du hast 1 Partie beendet:
   *[other] Du hast { $count } Partien beendet; die letzten { $shown }:
}
serve-plain-mine-player = { $name } { $total }
serve-plain-mine-finished-rated = { $rules }: { $players }; gewertet.
serve-plain-mine-finished-row = { $rules }: { $players }.
serve-plain-about-matches = { $count ->
    [one] 1 Partie gespielt
   *[other] { $count } Partien gespielt
}, { $won } gewonnen, { $rated } gewertet.
serve-plain-about-family = { $rules }: { $count ->
    [one] 1 Partie
   *[other] { $count } Partien
}, { $won } gewonnen, beste { $best }, im Schnitt { $mean }.
serve-plain-about-more = Was der Server über dich speichert und das Löschen deines Kontos findest du unter „Über mich“ in der gezeichneten Lobby.
serve-plain-daily-title = { $count ->
    [0] Tagesaufgabe von heute: Noch hat niemand sie gespielt.
   *[other] Tagesaufgabe von heute, die Besten zuerst:
}
serve-plain-leaderboard-title = { $count ->
    [0] Bestenliste { $family }: Noch hat niemand eine Wertung.
   *[other] Bestenliste { $family }, die Besten zuerst:
}
serve-plain-place = { $place }. { $name }: { $what }
serve-plain-place-mine = { $place }. { $name }: { $what } (du)

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

# `yahtzee review`
cli-review-title = Partie { $id } ({ $finished }, Regeln: { $rules })
cli-review-estimates = Kein Block mit mehreren Spalten hat ein genaues Optimum: Jede Wahl wird an der Suche von „Perfekt“ über alle Spalten gemessen, und die Zahlen sind Schätzungen. Die Gewinnchance ist nur für eine Spalte genau bekannt und fehlt deshalb.
cli-review-seat = { $name }: { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
cli-review-seat-given = { $name }: { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}, { $loss } erwartete Punkte verschenkt in { $count ->
    [one] 1 Entscheidung
   *[other] { $count } Entscheidungen
}
cli-review-seat-given-estimated = { $name }: { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}, { $loss } erwartete Punkte verschenkt (geschätzt) in { $count ->
    [one] 1 Entscheidung
   *[other] { $count } Entscheidungen
}
cli-review-decision = Runde { $round }  { $dice }  noch { $left }  { $chosen } besser { $best } { $mark }
cli-review-ok = ok
cli-review-loss = −{ $loss }

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

# The config file's problems, each after "FILE:LINE: "
cli-config-cannot-read = sie kann nicht gelesen werden ({ $error })
cli-config-not-a-file = sie ist keine Datei
cli-config-too-large = sie ist { $size } Bytes groß; eine Konfigurationsdatei hat höchstens { $limit }
cli-config-not-toml = kein gültiges TOML: { $why }
cli-config-ui-mode = [ui] mode ist "screen" oder "plain", nicht "{ $value }"
cli-config-unknown-section = unbekannter Abschnitt [{ $section }] (die Abschnitte sind { $sections })
cli-config-outside-section = '{ $key }' steht in keinem Abschnitt (die Abschnitte sind { $sections })
cli-config-unknown-setting = [{ $section }] hat keine Einstellung '{ $key }' (es gibt { $known })
cli-config-must-be-section = '{ $name }' muss ein Abschnitt sein, nicht { $kind ->
    [string] ein Text
    [integer] eine ganze Zahl
    [float] eine Kommazahl
    [boolean] ein Wahrheitswert
    [datetime] ein Datum
    [array] eine Liste
   *[other] { $kind }
}
cli-config-must-be-boolean = '{ $key }' muss true oder false sein
cli-config-must-be-string = '{ $key }' muss ein Text in Anführungszeichen sein
cli-config-section-needed = '{ $name }' muss ein Abschnitt sein: [{ $name }]
cli-config-unknown-key-preset = unbekannte Tastenbelegung '{ $name }' (wähle default oder vim)
cli-config-keys-unknown-place = [keys] hat kein '{ $name }' (es gibt preset und die Abschnitte { $places })
cli-config-keys-unknown-action = [keys.{ $place }] hat keine Aktion '{ $action }' (es gibt { $known })
cli-config-hold-five-keys = hold braucht fünf Tasten, eine je Würfel (es sind { $count })
cli-config-key-clash = { $key } ist schon { $action } in { $place } zugeordnet; { $changed } behält seine üblichen Tasten
cli-config-guest-keys-list = guest_keys muss eine Liste öffentlicher Schlüssel sein, z. B. ["ssh-ed25519 AAAA… ana"]
cli-config-guest-key-line = jeder Gastschlüssel ist eine Zeile mit einem öffentlichen Schlüssel wie "ssh-ed25519 AAAA… ana"
cli-config-admit = admit ist anyone, listed oder code (nicht '{ $value }')
cli-config-whole-number = { $key } muss eine ganze Zahl von { $min } bis { $max } sein
cli-config-listed-needs-keys = admit = "listed" braucht keys = [...]: ohne Schlüssel könnte sich niemand verbinden
cli-config-presets-none = presets nennt keine: der Server bietet jede eingebaute Vorlage an
cli-config-presets-list = presets ist eine Liste eingebauter Vorlagen ({ $choices })
cli-config-presets-each = jeder Eintrag in presets ist eine eingebaute Vorlage ({ $choices })
cli-config-own-presets-sections = preset enthält die eigenen Vorlagen des Servers als Abschnitte: [serve.preset.NAME]
cli-config-own-preset-section = jede eigene Vorlage ist ein Abschnitt: [serve.preset.NAME]
cli-config-set-list = set ist eine Liste von "KEY=VALUE"
cli-config-preset-twice = die Vorlage { $name } steht zweimal da
cli-config-key-string = jede Taste ist ein Text wie "r", "space" oder "ctrl+z"
cli-config-keys-shape = Tasten sind ein Text ("space r") oder eine Liste (["space", "r"]), nicht { $kind ->
    [integer] eine ganze Zahl
    [float] eine Kommazahl
    [boolean] ein Wahrheitswert
    [datetime] ein Datum
    [table] ein Abschnitt
   *[other] { $kind }
}
cli-config-bad-key = { $why } (eine Taste ist ein Zeichen oder space enter esc tab backspace delete up down left right pageup pagedown home end, wahlweise mit ctrl+)
cli-config-unknown-theme = unbekanntes Farbschema '{ $name }' (wähle { $choices })
cli-config-unknown-colour-role = [theme.colors] hat kein '{ $role }' (es gibt { $known })
cli-config-not-a-colour = '{ $value }' ist keine Farbe (nimm einen Namen wie "yellow" oder "light-blue", "#rrggbb" oder "default")
cli-config-unknown-coach-measure = unbekanntes Maß für den Trainer '{ $value }' (wähle points oder chance_to_win)
cli-config-coach-threshold = coach_threshold muss eine Punktzahl von 0 bis { $most } sein
cli-config-players = players: { $why }

# A key in the config file that is no key
cli-keys-invisible = '{ $key }' ist ein Steuer- oder unsichtbares Zeichen, keine Taste
cli-keys-not-a-key = '{ $key }' ist keine Taste
cli-keys-none = keine Tasten
cli-config-notice = Die Konfigurationsdatei { $path } hat { $count ->
        [one] 1 Problem
       *[other] { $count } Probleme
    } (dort gelten die Standardwerte): { $first }

# yahtzee new: refusals
cli-new-pad-people-only = ein Punkteblock zählt für Menschen: --players darf nur Menschen nennen (der Computer braucht Würfel)
cli-new-default-seats = mit den voreingestellten Plätzen lässt sich keine Partie beginnen: { $why } (oder gib --players an)
cli-new-same-dice-refused = --same-dice gibt jedem Platz dieselben Würfel, aber { $why ->
        [one-seat] es gibt nur einen Platz
        [score-pad] ein Punkteblock hat keine Würfel zu verteilen
       *[real-dice] echte Würfel am Tisch lassen sich nicht gleich verteilen
    }: gib zwei bis vier Plätze an, die am Bildschirm würfeln, oder lass --same-dice weg

# advise: the position, then every option ranked
cli-advise-card-full = der Block ist voll: es gibt nichts mehr zu spielen
cli-advise-no-column-table = keine Tabelle für diese Spalten
cli-advise-start = Erwartete Endsumme ab Beginn des nächsten Zugs: { $total }
cli-advise-give-dice = Gib --dice an, um die Möglichkeiten zu vergleichen.
cli-advise-position = Regeln { $rules }. Block: { $boxes ->
        [one] 1 Feld
       *[other] { $boxes } Felder
    } belegt, { $points } Punkte. Würfel { $dice }, noch { $throws ->
        [one] 1 Wurf
       *[other] { $throws } Würfe
    }.
cli-advise-behind-best = Punkte hinter der besten Möglichkeit (Schätzungen):
cli-advise-best = (beste)

# odds: each seat's chance to win
cli-odds-single-column-only = die Gewinnchance ist nur auf einem Block mit einer Spalte genau, nicht auf dem { $card ->
        [classic] klassischen Block
        [yatzy] Yatzy-Block
        [triple] Dreifach-Block
       *[three_column] Block mit drei Spalten
    }
cli-odds-all-full = jeder Block ist voll: es gibt keine Würfel mehr zu würfeln
cli-odds-card-count = gib 1 bis { $most } Blöcke an, einen je Platz
cli-odds-card-fault = Block { $card }: { $why }
cli-odds-to-play-range = --to-play muss einen Platz von 1 bis { $seats } nennen
cli-odds-to-play-full = Platz { $seat } ist am Zug, aber sein Block ist voll
cli-odds-turn-order = Block { $card } hat { $boxes ->
        [one] 1 Feld
       *[other] { $boxes } Felder
    } belegt, aber wenn Platz { $seat } am Zug ist, müssten es { $want } sein
cli-odds-turn-order-fits = Block { $card } hat { $boxes ->
        [one] 1 Feld
       *[other] { $boxes } Felder
    } belegt, aber wenn Platz { $seat } am Zug ist, müssten es { $want } sein; die Blöcke passen zu Platz { $fits } am Zug: gib --to-play { $fits } an
cli-odds-heading = Regeln { $rules }. Gewinnchance, wenn ab hier jeder Platz wie Perfekt spielt (geteilte Siege aufgeteilt):
cli-odds-to-play = (am Zug)
cli-odds-boxes = { $boxes ->
        [one] 1 Feld
       *[other] { $boxes } Felder
    }
cli-odds-row = {"  "}Platz { $seat }{ $marker }  { $points } Punkte, { $boxes } belegt   { $chance } %

# list: the matches on the go; resume: which one is meant
cli-list-none = Keine Partie läuft. Beginne eine mit yahtzee new.
cli-list-col-id = ID
cli-list-col-players = Spieler
cli-list-col-rules = Regeln
cli-list-col-round = Runde
cli-list-col-last-played = Zuletzt gespielt
cli-list-practice = Übung
cli-list-over = vorbei
cli-list-round = { $round } von { $rounds }
cli-list-elsewhere = in einem anderen Fenster
cli-list-resume-hint = Eine fortsetzen mit: yahtzee resume ID
cli-resume-elsewhere = die { $what ->
        [practice] Übungspartie
       *[match] Partie
    } { $id } wird in einem anderen Fenster gespielt; yahtzee list zeigt jede laufende Partie
cli-resume-none = es gibt keine { $what ->
        [practice] Übungspartie
       *[match] Partie
    } zum Fortsetzen; { $others ->
        [none] beginne eine mit yahtzee new
       *[some] yahtzee list zeigt die laufenden Partien
    }
cli-resume-no-such-id = keine laufende Partie hat die ID { $id }; yahtzee list zeigt sie
cli-resume-ambiguous-id = { $count } Partien haben eine ID, die mit { $id } beginnt; gib mehr davon an (yahtzee list zeigt sie)
cli-resume-busy = die Partie { $id } wird in einem anderen Fenster gespielt

# config --check
cli-config-no-folder = kein Konfigurationsordner gefunden; nenne eine Datei: yahtzee config --check FILE
cli-config-none-here = { $path }: hier ist keine Konfigurationsdatei; das Spiel nimmt seine Standardwerte
cli-config-no-problems = { $path }: keine Probleme

# cache: the solved data kept on disk
cli-cache-cannot-list = { $path } kann nicht aufgelistet werden: { $error }
cli-cache-none = Keine zwischengespeicherten Lösungsdaten in { $path } (die jedes Regelwerks werden beim ersten Bedarf berechnet).
cli-cache-rules = Regeln { $rules }
cli-cache-other-rules = andere Regeln
cli-cache-old-format = { $rules }, Format einer früheren Version
cli-cache-heading = Zwischengespeicherte Lösungsdaten in { $path }: { $size } in { $files ->
        [one] 1 Datei
       *[other] { $files } Dateien
    }.
cli-cache-note = Jede Datei wird bei Bedarf neu berechnet (Sekunden für die Tabellen eines Regelwerks); `yahtzee cache --clear` entfernt sie.
cli-cache-removing = Entferne { $files ->
        [one] 1 Cache-Datei
       *[other] { $files } Cache-Dateien
    } ({ $size }) aus { $path }:
cli-cache-not-removed = { $files ->
        [one] 1 Datei konnte
       *[other] { $files } Dateien konnten
    } nicht entfernt werden: { $errors }
cli-cache-removed = Entfernt; { $size } frei. Das Spiel berechnet, was es braucht, neu.

# preset: the player's own presets
cli-preset-saved = Deine Vorlage '{ $name }' ist gespeichert: { $rules }.
cli-preset-renamed = Deine Vorlage '{ $old }' heißt jetzt '{ $new }'.
cli-preset-built-in-stays = '{ $name }' ist die eingebaute Vorlage { $preset }, die sich nicht löschen lässt; yahtzee preset list zeigt deine eigenen
cli-preset-deleted = Deine Vorlage '{ $name }' ist gelöscht (ein Spielstand oder eine Einstellung, die sie nutzte, behält ihre Regeln).
cli-preset-unknown-none-yours = unbekannte Regelvorlage '{ $name }'; wähle { $choices }; eigene hast du noch keine (yahtzee preset save NAME)
cli-preset-unknown = unbekannte Regelvorlage '{ $name }'; wähle { $choices }; oder eine deiner eigenen: { $yours }{ $more ->
        [0] {""}
       *[other] {" "}und { $more } weitere (yahtzee preset list)
    }
cli-preset-exists = { $why } (--replace ersetzt sie)
cli-preset-none-yet = Du hast noch keine eigenen Vorlagen. Speichere eine in der Einrichtung (p in der Zeile Regeln) oder mit: yahtzee preset save NAME --rules PRESET --set KEY=VALUE
cli-preset-list-heading = Deine Vorlagen ({ $count } von höchstens { $most }):
cli-preset-hidden-by-built-in = eine eingebaute Vorlage hat diesen Namen: --rules nimmt die eingebaute

# card --out, and the chance-to-win table built for the game
cli-card-written = Ergebniskarte geschrieben nach { $path }
cli-card-written-through-link = Ergebniskarte geschrieben nach { $path } (die Datei, auf die der Link { $link } zeigt)
cli-odds-table-unsaved = die Tabelle der Gewinnchancen konnte nicht in den Cache geschrieben werden

# --card, --dice, --held, --rolls-left (advise, odds)
cli-position-not-box-points = '{ $part }' ist nicht FELD=PUNKTE (z. B. fours=12)
cli-position-points-whole = '{ $part }': Punkte müssen eine ganze Zahl sein
cli-position-column = '{ $part }': die Spalte nach @ ist auf diesem Block 1 bis { $columns }
cli-position-box-twice = { $id } ist zweimal angegeben
cli-position-impossible = { $id }={ $points } ist unmöglich: kein Wurf bringt nach diesen Regeln { $points } in { $label }
cli-position-not-a-face = '{ $part }' ist keine Augenzahl: nimm 1 bis 6
cli-position-five-held = höchstens fünf Würfel lassen sich behalten
cli-position-need-dice = --rolls-left und --held brauchen --dice: sie beschreiben die Würfel auf dem Tisch
cli-position-held-sticky = --held zählt nur mit festen Würfeln (--set sticky_holds=true); sonst darf jeder Würfel neu geworfen werden
cli-position-rolls-left = --rolls-left muss unter { $throws } liegen (die gezeigten Würfel zählen als einer von { $throws } Würfen)
cli-position-held-not-among = die behaltenen Würfel { $held } sind nicht unter den Würfeln { $dice }

# The result card's format, and why its share line cannot reach the clipboard
cli-card-unknown-format = unbekanntes Kartenformat '{ $format }'; wähle text oder svg
cli-clipboard-no-terminal = dieses Terminal hat keine Zwischenablage
cli-clipboard-vte = GNOME Terminal und andere VTE-Terminals übergehen Anfragen an die Zwischenablage
cli-clipboard-tmux = tmux gibt sie nur mit `set -g set-clipboard on` oder `set -g allow-passthrough on` weiter
# Eine laufende Partie verlassen (Bildschirm oder einfache Zeilen)
cli-match-saved = Die Partie ist gespeichert. Weiterspielen mit: yahtzee resume { $id }

## ==== end cli ====
