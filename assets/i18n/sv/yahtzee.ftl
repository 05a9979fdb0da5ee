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

# Statistiken (`yahtzee stats` och statistikskärmen)

store-stats-split = { $matches ->
    [one] { $matches } parti
   *[other] { $matches } partier
}: { $parts }
store-stats-split-on-screen = { $count } med tärningar på skärmen
store-stats-split-real-dice = { $count } med riktiga tärningar
store-stats-split-score-pad = { $count } på protokoll
store-stats-only-played = { $mode ->
    [on_screen] Bara partier spelade med tärningar på skärmen
    [real_dice] Bara partier spelade med riktiga tärningar
   *[score_pad] Bara partier förda på protokoll
} ({ $split })
store-stats-people-only-text = Bara personer, som standard (--all lägger till datorernas siffror).
store-stats-people-only-screen = Bara personer, som standard (a lägger till datorerna)
store-stats-everyone-text = Alla, datorerna medräknade (som standard bara personer).
store-stats-everyone-screen = Alla, datorerna medräknade (a visar bara personer, som standard)
store-stats-table-note = Vinster räknar delade förstaplatser; att spela ensam ger ingen vinst. Bonus: andel spel med bonus.
store-stats-none-filtered = Inga avslutade partier{ $mode ->
    [on_screen] {" "}med tärningar på skärmen
    [real_dice] {" "}med riktiga tärningar
    [score_pad] {" "}på protokoll
   *[any] {""}
}{ $card ->
    [classic] {" "}på det klassiska protokollet
    [yatzy] {" "}på Yatzy-protokollet
    [triple] {" "}på trippelprotokollet
    [three_column] {" "}på protokollet med tre kolumner
   *[any] {""}
} än.
store-stats-none-screen = Inga avslutade partier än: statistiken räknar varje avslutat vanligt parti (inte övning).
store-stats-no-person-text = Ingen person har avslutat ett parti än; --all visar { $cpus ->
    [one] datorns
   *[other] de { $cpus } datorernas
} siffror.
store-stats-no-person-screen = Ingen person har avslutat ett parti än: statistiken visar bara personer, som standard (a visar { $cpus ->
    [one] datorns
   *[other] de { $cpus } datorernas
} siffror).
store-stats-card-title = { $card ->
    [classic] Klassiskt protokoll
    [yatzy] Yatzy-protokoll
    [triple] Trippelprotokoll
   *[three_column] Protokoll med tre kolumner
} ({ $matches ->
    [one] { $matches } parti
   *[other] { $matches } partier
})
store-stats-only-mode = Bara { $mode ->
    [on_screen] tärningar på skärmen
    [real_dice] riktiga tärningar
   *[score_pad] protokoll
} ({ $matches ->
    [one] { $matches } parti
   *[other] { $matches } partier
})

# Spelarnas tabell; varje kolumn är lika bred som sin rubrik.
store-stats-col-player = Spelare
store-stats-col-plays-as = Spelar som
store-stats-col-games = Spel
store-stats-col-wins = Vinster
store-stats-col-mean = Snitt
store-stats-col-best = Bäst
store-stats-col-bonus = Bonus
store-stats-col-yahtzees = { $card ->
   *[other] Yatzy
}
store-stats-col-best-game = Bästa spel
store-stats-person = person
store-stats-cpu = dator ({ $level })
store-stats-level = { $level ->
    [beginner] Nybörjare
    [casual] Lugn
    [strong] Stark
    [perfect] Perfekt
    [shark] Haj
   *[other] { $level }
}
store-stats-cpu-column = { $name } ({ $level })

# Snitt per ruta.
store-stats-means-title = Snitt per ruta
store-stats-means-title-part = Snitt per ruta { $part }/{ $parts }
store-stats-yahtzee-games = { $card ->
   *[other] Spel med Yatzy
}

# Precision och tur.
store-stats-play-heading = Precision och tur
store-stats-accuracy = { $mean } ({ $grade ->
    [perfect] perfekt
    [expert] expert
    [strong] stark
    [fair] godkänd
   *[learning] lär sig
})
store-stats-no-choices = inga val
store-stats-play-row = { $name }: { $accuracy } över { $matches ->
    [one] { $matches } parti
   *[other] { $matches } partier
}; tur { $luck }
store-stats-play-row-recent = { $name }: { $accuracy } över { $matches ->
    [one] { $matches } parti
   *[other] { $matches } partier
}; senaste { $recent }: { $recent_accuracy }; tur { $luck }
store-stats-play-note-screen = Precision: poäng du ger bort per val (expert < 0,2); tur: poäng per parti.
store-stats-play-note-text = Precision är de poäng du i snitt ger bort per val (expert under 0,2); tur är de poäng per parti som tärningarna gav dig över eller under det normala.

# Mot datorerna, ersättare, topplistor.
store-stats-versus-heading = Mot datorerna (före, efter eller lika med var och en):
store-stats-versus-row = {"  "}{ $name } mot dator ({ $level }): { $won } vunna, { $lost } förlorade, { $tied } oavgjorda
store-stats-stand-in-heading = Spelat av en dator som ersättare (partierna räknas ändå som personens):
store-stats-stand-in-row = {"  "}{ $name }: { $turns ->
    [one] { $turns } drag
   *[other] { $turns } drag
} under frånvaron
store-stats-high-scores = Topplista · { $rules }

# Vad som är fel med en fil (skälet, i meningarna längre ner)

store-not-a-file = det är ingen vanlig fil ({ $kind })
store-file-kind = { $kind ->
    [folder] en mapp
    [pipe] ett namngivet rör
    [device] en enhet
    [socket] en socket
   *[special] en specialfil
}
store-file-too-large = filen är { $size } byte, mer än de { $limit } byte en sådan fil kan bli
store-dangling-link = filen är en länk till { $target }, som inte finns
store-missing-file = en fil som saknas
store-named-is = det är { $kind }
store-named-link-to = filen är en länk till { $target }, som är { $kind }
store-json-syntax = det är inte giltig JSON ({ $why })
store-json-shape = innehållet har inte formen av { $what ->
    [save] ett sparat parti
    [history] en historik
    [setup] en inställning för parti
    [presets] en fil med egna regeluppsättningar
    [daily] en förteckning över dagens utmaningar
    [finished] ett avslutat parti
    [learn] framsteg i Lär dig
   *[other] { $what }
} ({ $why })
store-save-newer = det är ett sparat parti från en nyare version { $version }; det här programmet läser upp till { $reads }
store-left-in-place = { $why }; filen lämnades kvar
store-read-failed = filen kan inte läsas ({ $error }); den lämnades kvar

# Vad som gjordes med en skadad fil
store-kept-as = filen sparades undan som { $name }
store-kept-duplicate = samma innehåll var redan undansparat som { $name }, så filen togs bort
store-kept-file-as = Filen som den såg ut sparades undan som { $name }
store-kept-file-duplicate = Filen som den såg ut togs bort, eftersom samma innehåll redan var undansparat som { $name }
store-kept-removed = {" "}(de äldsta undansparade kopiorna, { $more ->
    [0] { $oldest }
   *[other] { $oldest } och { $more } till
}, togs bort för att behålla högst { $copies } kopior och { $mib } MiB)
store-kept-failed = filen kunde inte flyttas undan ({ $error }) och lämnades kvar

# Att skriva
store-cannot-create = kan inte skapa { $path }: { $error }
store-cannot-write = kan inte skriva { $path }: { $error }
store-cannot-lock-daily = kan inte låsa förteckningen över dagens utmaningar: { $error }
store-cannot-lock-presets = kan inte låsa de egna regeluppsättningarna: { $error }
store-cannot-lock-history = kan inte låsa historiken: { $error }
store-cannot-remove-save = kan inte ta bort det avslutade partiets sparfil: { $error }
store-cannot-move-save = kan inte flytta undan sparfilen: { $error }
store-saved-unconfirmed = { $name } sparades, men systemet kunde inte bekräfta att den nådde disken ({ $error }); ett strömavbrott nu kan ta tillbaka den förra versionen.
store-file-the-match = Partiet
store-file-the-table = Bordet
store-too-large = { $what } skrevs inte: det skulle bli { $size } byte, mer än de { $limit } byte spelet läser tillbaka
store-file-not-written = { $file } skrevs inte: { $why }
store-too-many-matches = { $most } partier pågår, så många som spelet behåller: avsluta ett, eller ta bort ett ur listan Fortsätt, för att börja ett nytt.
store-no-daily-record = Här för spelet ingen förteckning över dagens utmaningar.

# Pågående partier
store-bad-match-id = ”{ $id }” är inget parti-id: ett id har 1 till { $most } bokstäver, siffror, - eller _ (yahtzee list visar dem)
# Spelarna i ett parti i listan: ”Ana, Ben och dator”.
store-players-and = { $rest } och { $last }
store-match-busy = Partiet { $id } spelas i ett annat fönster. Här kan du fortsätta ett annat eller börja ett nytt.
store-overtaken = Ett annat fönster öppnade det här partiet efter att dess låsfil { $lock } togs bort, så det här fönstret slutade spara det i stället för att skriva över det andra fönstrets drag. Stäng det andra fönstret och spara sedan här igen.
store-lock-remade = Låsfilen { $lock } togs bort medan det här fönstret spelade; den skapades på nytt.
store-match-newer = Partiet { $id } öppnades inte: { $why }. Det lämnades orört.
store-match-from-newer = Partiet { $id } kommer från en nyare version.
store-match-damaged = Partiet { $id } är skadat: { $why }.
store-match-unreadable = Partiet { $id } kan inte läsas: { $why }.
store-named-save-newer = Det sparade partiet { $name } öppnades inte: { $why }. Det lämnades orört.
store-save-unreadable = Det sparade partiet kan inte läsas: { $why }.
store-save-newer-untouched = Det sparade partiet öppnades inte: { $why }. Det lämnades orört.
store-save-damaged = Det sparade partiet är skadat: { $why }; { $kept }.
store-save-damaged-kept-aside = Det sparade partiet är skadat: { $why }; det sparades undan.
store-found-in-place-of-save = En fil hittades i stället för det sparade partiet: { $why }.
store-while-saving = Vid sparandet: { $why }; { $kept }.
store-why-saved-elsewhere = ett annat fönster har sparat det här partiet sedan det här fönstret gjorde det senast
store-why-other-match = ett annat partis sparfil dök upp på dess plats
store-why-damaged-appeared = en skadad sparfil dök upp på dess plats: { $why }
store-older-copy-found = En äldre kopia av ett sparat parti hittades i { $name }; { $kept }.
store-save-not-moved = Det sparade partiet { $name } kunde inte flyttas till mappen för partier ({ $error }); det stannar där det är och visas i listan så snart det kan flyttas.

# Historiken
store-history-newer = Partihistoriken kommer från en nyare version { $version }; den lämnades orörd.
store-history-not-written = Historiken skrevs inte: { $why }.
store-history-unreadable = Partihistoriken kan inte läsas: { $why }.
store-history-damaged-restarted = Partihistoriken var skadad: { $why }. En ny påbörjades, så statistiken räknas härifrån.
store-history-damaged-in-place = Partihistoriken är skadad: { $why }; { $kept }.
store-history-damaged-kept = Partihistoriken var skadad: { $why }; { $kept }. En ny påbörjades, så statistiken räknas härifrån.

# Dina egna regeluppsättningar
store-presets-unreadable = Dina regeluppsättningar kan inte läsas: { $why }.
store-presets-damaged = Dina regeluppsättningar var skadade: { $why }.
store-presets-newer = Dina regeluppsättningar lästes inte: { $why }. Filen lämnades orörd.
store-presets-damaged-in-place = Dina regeluppsättningar är skadade: { $why }; { $kept }.
store-presets-damaged-kept = Dina regeluppsättningar var skadade: { $why }; { $kept }. Bara de inbyggda erbjuds.

# Förteckningen över dagens utmaningar
store-daily-unreadable = Din förteckning över dagens utmaningar kan inte läsas: { $why }.
store-daily-damaged-afresh = Din förteckning över dagens utmaningar var skadad: { $why }. Dagens utmaningar räknas på nytt härifrån.
store-daily-damaged-in-place = Din förteckning över dagens utmaningar är skadad: { $why }; { $kept }.
store-daily-disbelieved = I din förteckning över dagens utmaningar: { $why }. { $stood }; de andra dagarna står kvar.
store-daily-newer = Din förteckning över dagens utmaningar lästes inte: { $why }. Den lämnades orörd.
store-daily-damaged-kept = Din förteckning över dagens utmaningar var skadad: { $why }; { $kept }. Dagens utmaningar räknas på nytt härifrån.

# Senaste inställningen, och Lär dig
store-setup-unused = Den senaste inställningen för parti användes inte: { $why }; den vanliga inställningen erbjuds.
store-setup-damaged = Den senaste inställningen för parti var skadad: { $why }; { $kept }. Den vanliga inställningen erbjuds.
store-learn-unread = Dina framsteg i Lär dig lästes inte: { $why }; Lär dig börjar om.
store-learn-newer = Dina framsteg i Lär dig lästes inte: { $why }. De lämnades orörda.
store-learn-damaged = Dina framsteg i Lär dig var skadade: { $why }; { $kept }. Lär dig börjar om.

# Egna regeluppsättningar: namn och ändringar som avvisas
store-preset-name-empty = en regeluppsättning behöver ett namn
store-preset-name-too-long = namnet ”{ $name }” är längre än { $most } tecken
store-preset-name-control = namnet ”{ $name }” har ett styrtecken eller börjar eller slutar med ett mellanslag
store-preset-name-invisible = namnet ”{ $name }” har ett osynligt tecken, eller ett som vänder textens riktning; skriv namnet utan det
store-preset-name-built-in = namnet ”{ $name }” är den inbyggda regeluppsättningen { $preset } (eller liknar den); välj ett annat namn
store-preset-name-reserved = namnet ”{ $name }” är vad ändrade regler kallas; välj ett annat namn
store-preset-exists = du har redan en regeluppsättning som heter ”{ $name }”
store-presets-full = du har { $most } regeluppsättningar, så många som sparas; ta bort en först
store-preset-unknown-none = ingen av dina regeluppsättningar heter ”{ $name }”; du har inga än
store-preset-unknown = ingen av dina regeluppsättningar heter ”{ $name }”; dina är { $yours }
store-names-more = och { $more } till
store-preset-same-as = samma som { $preset }
store-preset-with = { $preset } med { $changes }
store-file-newer = filen kommer från en nyare version { $version }; det här programmet läser upp till { $reads }
store-format-newer = filen skrevs av en nyare version av spelet (format { $format })

# Dagens utmaning: dess namn i listor och rubriker, raden att dela, listan
store-daily-label = Dagens utmaning { $day }
store-daily-label-replay = Dagens utmaning { $day } · omspel
store-daily-share = Yahtzee, dagens utmaning { $day } · { $score }
store-daily-share-luck = Yahtzee, dagens utmaning { $day } · { $score } · tur { $luck }
store-daily-share-accuracy = Yahtzee, dagens utmaning { $day } · { $score } · precision { $accuracy } · tur { $luck }
store-daily-col-day = Dag
store-daily-col-score = Poäng
store-daily-col-accuracy = Precision
store-daily-col-luck = Tur
store-daily-accuracy = { $mean } { $grade ->
    [perfect] perfekt
    [expert] expert
    [strong] stark
    [fair] godkänd
   *[learning] lär sig
}
store-daily-not-believed = dagens utmaning { $day } godtogs inte: { $why }

# En datamapp som inte går att skriva i
store-folder-unwritable = Det går inte att skriva i datamappen { $path } ({ $error }). Du kan spela, men inget sparas: ett parti kan inte fortsättas senare och räknas inte i statistiken.
store-folder-unwritable-short = det går inte att skriva i datamappen { $path }
store-save-unreadable-in-place = Det sparade partiet kan inte läsas: { $why }; det lämnades kvar.
store-save-damaged-in-place = Det sparade partiet är skadat: { $why }; det lämnades kvar.
store-match-unopened-in-place = Partiet { $id } kan inte öppnas: { $why }; det lämnades kvar.
store-match-unreadable-in-place = Partiet { $id } kan inte läsas: { $why }; det lämnades kvar.
store-presets-unreadable-in-place = Dina regeluppsättningar kan inte läsas: { $why }; filen lämnades kvar.

# Historiken hålls liten
store-history-unshrinkable = historiken kan inte göras tillräckligt liten för att behållas
store-bytes = { $size } byte
store-history-shrunk = Historiken hade blivit för stor: statistiken för { $dropped } spelare med minst partier under de äldsta åren togs bort.

# Lösarens tabell och vinstchansernas tabell på disken
store-cache-rebuilt = Den cachade { $what ->
    [solver] lösartabellen
    [odds] tabellen över vinstchanser
   *[other] filen { $what }
} gick inte att använda ({ $why }) och beräknades på nytt.
store-cache-rebuilt-unsaved = Den cachade { $what ->
    [solver] lösartabellen
    [odds] tabellen över vinstchanser
   *[other] filen { $what }
} gick inte att använda ({ $why }); den beräknades på nytt men kunde inte cachas ({ $error }).
store-cache-unsaved = { $what ->
    [solver] Lösartabellen
    [odds] Tabellen över vinstchanser
   *[other] Filen { $what }
} kunde inte cachas ({ $error }); den används från minnet den här gången.
store-table-missing = ingen tabellfil
store-table-unreadable = filen kan inte läsas: { $error }
store-table-not-solver = inte en lösartabell
store-table-format = tabellformat { $format }, det här programmet skriver format { $writes }
store-table-other-rules = tabellen beräknades för andra regler
store-table-size = tabellen är avkortad eller har fel storlek
store-table-checksum = tabellens kontrollsumma stämmer inte
store-table-values = tabellen innehåller omöjliga värden
store-table-odds-mismatch = inte en tabell över vinstchanser i det här formatet för de här reglerna
store-table-odds-damaged = tabellen är avkortad, skadad eller motsägelsefull

# `yahtzee cache`: vad de cachade filerna innehåller, och deras storlek
store-cache-kind-strategy = optimal strategi
store-cache-kind-odds = tabell över vinstchanser
store-size = { $value } { $unit ->
    [B] B
    [kB] kB
    [MB] MB
    [GB] GB
   *[TB] TB
}

# Varför en historiks eller ett sparat partis sammanfattning inte godtas
store-check-seats = den har { $seats } platser
store-check-total-too-high = { $name } har summan { $total }, mer än några regler tillåter
store-check-rank = { $name } står på plats { $rank }, men summorna ger plats { $right }
store-check-shared-rank = den delade placeringen för { $name } är felräknad
store-check-yahtzees = { $name } har { $yahtzees } Yatzy
store-check-box-beyond = { $name } har en ruta som inga regler tillåter
store-check-account = { $fault ->
    [luck] turen
    [cost] spelets kostnad
   *[accuracy] precisionen
} för { $name } går inte att få i något parti
store-check-box-count = { $name } har { $boxes } rutor, men { $card ->
    [classic] det klassiska protokollet
    [yatzy] Yatzy-protokollet
    [triple] trippelprotokollet
   *[three_column] protokollet med tre kolumner
} har { $card_boxes }
store-check-boxes-multi-column = { $name } har poäng per ruta, som spelet inte sparar för något protokoll med flera kolumner
store-check-box-impossible = rutan { $label } för { $name } har { $points }, vilket inget kast ger där med de här reglerna
store-check-yahtzee-count = { $name } räknas ha { $yahtzees } Yatzy, men Yatzy-rutan har { $points }
store-check-total-below-boxes = summan { $total } för { $name } är mindre än de { $boxes } poängen i rutorna
store-check-upper-bonus = bonusen för { $name } följer inte av de övre rutorna ({ $upper })
store-check-total-from-boxes = summan { $total } för { $name } följer inte av rutorna (de ger { $boxes })
store-check-bonus-without-points = { $name } har bonus utan poäng i de övre rutorna
store-check-total-impossible = summan { $total } för { $name } kan inte komma från rutorna ({ $boxes }) med några regler
store-check-summary-other-match = dess sammanfattning beskriver ett annat parti
store-check-summary-rules = dess sammanfattning nämner reglerna ”{ $named }”, men det spelades med { $played }
store-check-summary-time = dess sammanfattning säger att det slutade { $said }, men det slutade { $time }
store-check-summary-total = dess sammanfattning säger { $said } för { $name }, men dess protokoll ger { $total }

# Varför en årssammanställning i historiken inte godtas: vad sammanställningen gör, efter sitt subjekt
store-tally = årssammanställningen för { $year } ({ $rules }) { $why }
store-tally-for = för { $name } { $why }
store-tally-no-games = räknar inga spel
store-tally-more-than-games = räknar mer av något än sina spel
store-tally-totals = har summor som inget protokoll tillåter
store-tally-yahtzee-games = räknar fler spel med Yatzy än Yatzy
store-tally-box-beyond = har en ruta som inga regler tillåter
store-tally-opponents = räknar fler motståndare än dess spel hade
store-tally-no-best-game = nämner inget bästa spel
store-tally-bad-year = är från ett år som ingen klocka ger
store-tally-no-matches = räknar inga partier
store-tally-twice = listar { $name } två gånger
store-tally-more-games = räknar fler spel för { $name } än den har partier
store-tally-high-scores = har omöjliga topplistor
store-tally-unknown-level = räknar spel av { $name } mot ”{ $level }”, som inte är någon datornivå
store-tally-best-game-id = nämner bästa spelet för { $name }, men { $why }
store-tally-boxes-multi-column = räknar poäng per ruta för { $name }, som spelet inte sparar för något protokoll med flera kolumner
store-tally-box-not-on-card = räknar poäng för { $name } i { $label }, en ruta som { $card ->
    [classic] det klassiska protokollet
    [yatzy] Yatzy-protokollet
    [triple] trippelprotokollet
   *[three_column] protokollet med tre kolumner
} inte har
store-tally-box-too-many = räknar fler poäng i rutan { $label } för { $name } än { $games ->
    [one] { $games } spel
   *[other] { $games } spel
} kan ge

# Varför en dag i förteckningen över dagens utmaningar inte godtas
store-daily-check-version = dess version är 0
store-daily-check-days = den listar fler än { $most } dagar
store-daily-check-twice = dagen { $day } listas två gånger
store-daily-check-order = dagen { $day } listas efter { $before }
store-daily-check-one-match = ett parti listas för två dagar
store-daily-check-id = dagens utmaning { $day } nämner ”{ $id }”, som inte är något parti-id
store-daily-check-finished-early = dagens utmaning { $day } slutade innan den började
store-daily-why-dice = dess parti slogs inte med den dagens tärningar
store-daily-why-rules = dess parti spelades inte med klassiska regler
store-daily-why-seats = dess parti är inte för en spelare
store-daily-why-own-dice = dess parti spelades inte med spelets tärningar
store-daily-why-replay = dess parti går inte att spela upp igen ({ $error })
store-daily-why-not-over = dess parti är inte slut
store-daily-why-score = den anger { $claimed } poäng, men dess parti ger { $total }

# Var i historiken ett fel finns, och framstegen i Lär dig kontrollerade
store-history-summary = sammanfattning { $index }: { $why }
store-history-summary-id = sammanfattning { $index } ({ $id }): { $why }
store-history-tally-twice = årssammanställningen för { $year } ({ $rules }) finns två gånger
store-history-kept = sparat parti { $index }: { $why }
store-history-kept-id = sparat parti { $index } ({ $id }): { $why }
store-history-options-seats = dess inställningar passar inte dess platser: { $why }
store-id-missing = det har inget parti-id
store-id-foreign = dess parti-id ”{ $id }” är inte ett som spelet skriver
store-learn-check-version = dess version är 0
store-learn-check-lessons = de listar fler än { $most } lektioner
store-learn-check-puzzles = de listar fler än { $most } uppgifter
store-learn-check-lesson-name = ”{ $name }” är inget namn på en lektion
store-learn-check-lesson-twice = en lektion listas två gånger
store-learn-check-puzzle-twice = en uppgift listas två gånger
store-learn-check-streak = dess svit { $streak } är längre än dess bästa svit { $best }
store-history-listed-twice = partiet listas två gånger
store-history-kept-twice = partiet är sparat två gånger
store-history-finished-early = det slutade innan det började
store-history-not-finished = det är inte avslutat
store-history-no-summary = det räknas i statistiken, men ingen sammanfattning av det listas
store-save-no-version = det har ingen formatversion
store-scripted-dice = dess tärningar var bestämda i förväg, vilket bara tester gör

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
