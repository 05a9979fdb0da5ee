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
play-button-undo = Zurück
play-button-skip = Überspringen
play-button-menu = Menü
play-dice-score-pad = Block: keine Würfel
play-dice-real-throw-of = Echte Würfel · Wurf { $throw } von { $max }
play-dice-throw-of = Wurf { $throw } von { $max }
play-dice-real-ready = Echte Würfel · bereit zum Würfeln
play-dice-ready = Bereit zum Würfeln

# Under a die: four or five columns at most (a small die is five wide)
play-dice-held = FEST
play-dice-kept = fest
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
play-results-finished-with = { $name } hat { $points } Punkte erreicht.
play-results-wins-with = { $name } gewinnt mit { $points } Punkten!
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

## ==== end play ====

## ==== setup: setup, Learn, matches, history, statistics, confirmations (src/tui/screens) ====

## ==== end setup ====

## ==== serve: the public server, its lobby, standings, the SSH door, hosting (src/serve, src/net, src/tui/hosting.rs, src/tui/screens/{hall,standings,lobby,guest_keys}) ====

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

## ==== end cli ====
