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
store-stats-level = { $level ->
    [beginner] Anfänger
    [casual] Locker
    [strong] Stark
    [perfect] Perfekt
    [shark] Hai
   *[other] { $level }
}
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
