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
serve-door-table-needs-terminal = Dieser Tisch braucht ein Terminal: Verbinde dich mit ssh -t.
serve-door-server-needs-terminal = Dieser Server braucht ein Terminal: Verbinde dich mit ssh -t.
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

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

## ==== end cli ====
