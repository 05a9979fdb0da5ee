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

# Kommandon, som de skrivs (en lista per kommando; engelska går alltid också)
plain-command-throw = slå, sla
plain-command-hold = spara
plain-command-release = släpp, slapp
plain-command-score = skriv, poäng
plain-command-correct = rätta, ratta
plain-command-card = protokoll
plain-command-standings = ställning, stallning
plain-command-log = logg, historik
plain-command-hints = tips
plain-command-odds = vinstchans
plain-command-undo = ångra, angra
plain-command-help = hjälp, hjalp
plain-command-repeat = upprepa, igen
plain-command-quit = avsluta, sluta
plain-answer-retry = försök igen, försök
plain-answer-play-on = spela vidare
plain-answer-quit = avsluta

# Menyn och förberedelserna
plain-menu-title = Huvudmeny.
plain-menu-new = { $n }. Nytt parti
plain-menu-resume = { $n }. { $count ->
    [one] Fortsätt det sparade partiet
   *[other] Fortsätt ett sparat parti ({ $count } sparade)
}
plain-menu-daily = { $n }. Dagens utmaning
plain-menu-quit = { $n }. Avsluta
plain-menu-ask = Skriv ett tal från 1 till { $count }.
plain-type-a-number = ”{ $given }” är inte ett av valen: skriv ett tal från 1 till { $count }.
plain-resume-title = Pågående partier:
plain-resume-item = { $n }. { $who }, omgång { $round } av { $rounds }, { $rules }
plain-resume-ask = Skriv ett tal från 1 till { $count }, eller Enter för det första.
plain-setup-players = Vilka spelar? Skriv namnen med komma emellan, cpu för datorn (cpu:beginner, cpu:casual, cpu:strong, cpu:perfect eller cpu:shark). Enter behåller: { $now }.
plain-setup-rules = Vilka regler? Enter behåller { $now }.
plain-setup-rules-item = { $n }. { $name }
plain-setup-dice = Hur slås tärningarna?
plain-setup-dice-screen = 1. Spelet slår dem
plain-setup-dice-real = 2. Riktiga tärningar: du skriver in varje slag
plain-setup-dice-pad = 3. Protokoll: du skriver in poängen i varje ruta
plain-setup-same-dice = Samma tärningar för varje plats? 1. Ja, 2. Nej. Enter behåller { $now }.
plain-cannot-start = Kan inte börja: { $why }.
plain-nothing-to-resume = Det finns inget parti { $id } att fortsätta.
plain-finished-to-history = Ett avslutat parti flyttades till historiken.
plain-finished-not-moved = Ett avslutat parti kunde inte flyttas till historiken: { $why }
plain-already-in-history = Ett sparat parti var redan avslutat och finns i historiken; dess gamla sparfil behölls som { $aside }.
plain-already-in-history-not-moved = Ett sparat parti var redan avslutat och finns i historiken, men dess gamla sparfil kunde inte läggas undan: { $why }
plain-learn-on-screen = Lär dig spela har sina lektioner och problem på den ritade brädan: de finns inte i textläget än. Alla partier gör det: prova yahtzee --plain new.

# Dagens utmaning
plain-daily-title = Dagens utmaning { $day }: i dag slår alla samma tärningar.
plain-daily-scored = Du fick { $points } i dagens utmaning. Spela den igen, utan poäng? 1. Ja, 2. Nej.
plain-daily-given-up = Dagens räknade försök lämnades ofärdigt och togs bort, så i dag ger inga poäng. Spela den igen, utan poäng? 1. Ja, 2. Nej.
plain-daily-taken = Utmaningen { $day } påbörjades i ett annat fönster: det är det partiet som räknas.
plain-daily-unwritable = Dagens utmaning startade inte, eftersom din utmaningslogg inte kan skrivas: { $why }

# Partiet berättat
plain-match-begins = Ett parti { $rules }: { $seats }. Skriv hjälp för kommandona.
plain-threw = { $name } slog { $dice }.
plain-holds = { $name } sparar { $dice }.
plain-holds-none = { $name } sparar inga tärningar.
plain-scored = { $name } skrev in { $points } i { $spot }.
plain-scored-joker = { $name } skrev in { $points } i { $spot } (joker).
plain-extra-bonus = { $name } får en Yatzybonus på { $points }.
plain-upper-bonus = { $name } får bonusen på { $points }.
plain-turn-of = { $name } står på tur.
plain-turn-again = { $name } står på tur igen.
plain-match-over = Partiet är slut.
plain-corrected = { $name } rättade { $spot } från { $before } till { $after }.
plain-corrected-bonuses = { $name } rättade Yatzybonusarna från { $before } till { $after }.
plain-undone-throw = { $name } ångrade ett slag.
plain-undone-hold = { $name } ångrade ändringen av tärning { $die }.
plain-undone-score = { $name } ångrade poängen i { $spot }.
plain-undone-typed = { $name } ångrade slaget { $dice }.
plain-undone-bonuses = { $name } ångrade rättelsen av Yatzybonusarna.
plain-undo-not-saved = Inte sparat, så inte ångrat: { $why }
plain-cpu-preparing = Datorerna förbereder sig: { $percent } %.
plain-save-failed = Partiet kunde inte sparas: { $why } Skriv försök igen, spela vidare (utan att spara) eller avsluta.
plain-saved-now = Sparat.
plain-playing-unsaved = Spelet fortsätter UTAN ATT SPARA ({ $why }).
plain-winner = { $name } vinner med { $points } poäng.
plain-winners-tied = { $names } delar förstaplatsen med { $points } poäng.
plain-review-seat = { $name }: { $score } poäng; perfekt spel väntade { $start } från början, tärningarnas tur gav { $luck }, och valen kostade { $cost }. Precision: { $accuracy } poäng förlorat per val.
plain-review-later = Genomgången av partiet (tur och val) behöver lösarens tabell: yahtzee review visar den när den är klar.

# Prompten: vems tur det är och vad hen kan göra
plain-prompt-first = { $name }, omgång { $round } av { $rounds }: skriv slå.
plain-prompt-again = { $name }, du har { $dice }; { $left ->
    [one] ett slag kvar
   *[other] { $left } slag kvar
}: spara, slå eller skriv in.
plain-prompt-last = { $name }, du har { $dice }: skriv in i en ruta.
plain-prompt-real-first = { $name }, omgång { $round } av { $rounds }: slå dina tärningar och skriv slå med de fem tärningarna (slå 3 3 5 1 6).
plain-prompt-real-again = { $name }, du har { $dice }; { $left ->
    [one] ett slag kvar
   *[other] { $left } slag kvar
}: skriv slå med de fem tärningarna som ligger på bordet nu, eller skriv in.
plain-prompt-pad = { $name }, omgång { $round } av { $rounds }: skriv skriv, rutan och dess poäng (skriv kåk 25).

# Vad kommandona säger
plain-help = Kommandon: slå; spara 1 2 (tärningarna efter sin plats, 1 till 5); släpp 1, eller släpp för alla; skriv kåk (en ruta efter namn, förkortning eller första bokstäver); protokoll; ställning; logg; tips; vinstchans; ångra; upprepa; hjälp; avsluta. Med riktiga tärningar: slå 3 3 5 1 6. I ett protokoll: skriv kåk 25, och rätta kåk 0. De engelska kommandona går också.
plain-unknown = ”{ $word }” är inget kommando. Skriv hjälp för kommandona.
plain-bad-dice = ”{ $what }” anger inga tärningar: för spara och släpp, tärningarna efter plats 1 till 5; för ett slag, fem värden från 1 till 6.
plain-score-which = I vilken ruta? Skriv skriv och rutans namn (skriv kåk).
plain-no-such-box = Det finns ingen ruta ”{ $name }” i det här protokollet.
plain-box-ambiguous = ”{ $name }” kan vara { $boxes }: skriv mer av namnet.
plain-bad-points = ”{ $points }” är inget poängtal.
plain-points-needed = Skriv rutans poäng efter namnet (skriv kåk 25).
plain-which-column = Vilken kolumn? Skriv dess nummer efter rutan: { $columns }.
plain-hints-off = Tips är avstängt i det här partiet.
plain-hints-throw-first = Slå först: tipsen gäller tärningarna på bordet.
plain-hints-unavailable = Tips för ett protokoll med flera kolumner finns bara på skärmen.
plain-hints-preparing = Tipsen förbereds: { $percent } %. Fråga igen om en stund.
plain-hint = { $rank }. { $choice }: { $expected } poäng väntat till slut.
plain-coach-warns = Tränare: det här förlorar { $loss } poäng i snitt. Bättre: { $better } ({ $better_total }). Ditt val: { $yours } ({ $yours_total }). Skriv samma kommando igen för att göra det ändå.
plain-coach-preparing = Tränarens tabell förbereds fortfarande ({ $percent } %): det här valet bedömdes inte.
plain-odds-off = Vinstchansen är avstängd i det här partiet.
plain-odds-preparing = Vinstchansen förbereds: { $percent } %. Fråga igen om en stund.
plain-odds-unavailable = Det finns ingen vinstchans för de här reglerna.
plain-odds = Vinstchans: { $cells }.
plain-odds-cell = { $name } { $chance }

# Protokollet, ställningen och loggen, rad för rad
plain-card-column = Kolumn { $column }:
plain-card-row = { $row }: { $cells }.
plain-card-cell = { $name } { $points }
plain-card-cell-empty = { $name } tom
plain-card-upper = { $name } { $points }, bonus { $bonus }
plain-card-upper-row = Övre delen: { $cells }.
plain-card-total = Summa: { $cells }.
plain-standing = { $rank }. { $name }, { $points } poäng.
plain-log-empty = Inget har hänt än.
plain-log-threw = slog { $dice }
plain-log-kept-threw = sparade { $kept } och slog { $dice }
plain-log-scored = skrev in { $points } i { $spot }
plain-log-took-back = ångrade ett drag
plain-log-turn = Omgång { $round }, { $name }: { $what }.

## ==== end plain ====

## ==== play: the match screen, results, review, daily, menu (src/tui/screens) ====

## ==== end play ====

## ==== setup: setup, Learn, matches, history, statistics, confirmations (src/tui/screens) ====

## ==== end setup ====

## ==== serve: the public server, its lobby, standings, the SSH door, hosting (src/serve, src/net, src/tui/hosting.rs, src/tui/screens/{hall,standings,lobby,guest_keys}) ====

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

# Raden efter "yahtzee: " när argumenten inte går att läsa
cli-usage-see-help = { $error } (se { $command } --help)
cli-usage-invalid-value = ogiltigt värde '{ $value }' för '{ $option }': { $reason }
cli-usage-invalid-arguments = ogiltiga argument

# sim: rubrikraden och tabellen över platserna
cli-sim-summary = { $games ->
        [one] 1 parti
       *[other] { $games } partier
    }, regler { $rules }, frö { $seed }{ $dice ->
        [tape] { " " }från tärningsremsan
        [same] { " " }från tärningsremsan, samma tärningar för alla
       *[generator] { "" }
    }, { $threads ->
        [one] 1 tråd
       *[other] { $threads } trådar
    }, { $rotating ->
        [yes] första platsen roterar
       *[no] plats 1 alltid först
    }: { $seconds } s, { $rate } partier/s
cli-sim-seat = plats
cli-sim-level = nivå
cli-sim-mean = medel
cli-sim-sd = std.av.
cli-sim-min = min
cli-sim-max = max
cli-sim-bonus = bonus
cli-sim-yahtzee = yatzy
cli-sim-wins = vinster
cli-sim-interval = 95 %-intervall
cli-sim-interval-range = { $low }–{ $high }
cli-sim-margin = marginal

# Uppräkningar i en mening: "bash, zsh och fish"
cli-list-and = { $first } och { $last }

# Värden som avvisas när argumenten läses
cli-arg-level-count = ange 1 till { $most } nivåer
cli-arg-no-games = spela minst 1 parti
cli-arg-unknown-shell = inget kompletteringsskript för det här skalet; kända skal är { $shells }
cli-arg-not-assignment = '{ $value }' är inte på formen NYCKEL=VÄRDE (t.ex. joker=free)

# Varför ett kommando avbröts
cli-error-config-problems = config: { $count ->
        [one] 1 problem
       *[other] { $count } problem
    }
cli-error-no-data-folder = ingen datamapp hittades; ange en med --data-dir MAPP eller ${ $variable }
cli-error-not-a-folder = datamappen { $path } är ingen mapp; ange en annan med --data-dir MAPP
cli-error-damaged-entry = den posten i historiken är skadad: { $why }
cli-error-write = kan inte skriva { $path }: { $why }
cli-error-not-a-file = kan inte skriva { $path }: { $why }; ange en vanlig fil eller en ny
cli-error-manual = kan inte skriva manualsidan: { $why }
cli-error-manual-dir = kan inte skriva manualsidorna i { $path }: { $why }
cli-error-no-terminal = spelet behöver en terminal; för skript, se yahtzee --help (rules, sim, advise, stats, review)
cli-error-terminal = terminalfel: { $why }

# daily --history och --share
cli-daily-streak = Svit: { $days ->
        [one] 1 dag
       *[other] { $days } dagar
    } (bästa: { $best ->
        [one] 1 dag
       *[other] { $best } dagar
    })
cli-daily-none-yet = Ingen dagens utmaning har fått poäng än: yahtzee daily spelar dagens.
cli-daily-day-without-share = --day anger dagen för raden från --share; ange --share också
cli-daily-not-finished = dagens utmaning den { $day } är inte klar: den har ingen poäng att dela än
cli-daily-not-played = ingen dagens utmaning den { $day } har spelats här (yahtzee daily spelar dagens)
cli-share-line = Yahtzee, dagens utmaning { $day } · { $score }
cli-share-line-luck = Yahtzee, dagens utmaning { $day } · { $score } · tur { $luck }
cli-share-line-played = Yahtzee, dagens utmaning { $day } · { $score } · precision { $accuracy } · tur { $luck }

# stats
cli-stats-history-kept-aside = en tidigare matchhistorik var skadad och sparades undan som { $file }; den här statistiken räknar bara partierna sedan dess

# Resultatkortet (card, och kopian från resultatskärmen)
cli-card-subtitle = { $time } · regler { $rules }{ $play ->
        [real-dice] { " " }· riktiga tärningar
        [score-pad] { " " }· bara protokoll
       *[on-screen] { "" }
    }{ $practice ->
        [yes] { " " }· träning
       *[no] { "" }
    }
cli-card-same-dice = { " " }· samma tärningar
cli-card-upper-total = Summa övre
cli-card-upper-bonus = Bonus (≥{ $threshold } → { $bonus })
cli-card-lower-total = Summa nedre
cli-card-yahtzee-bonus = Yahtzeebonus
cli-card-total = TOTALT
cli-card-total-multiplied = TOTALT × faktor
cli-card-place = { $rank ->
        [1] 1:a
        [2] 2:a
       *[other] { $rank }:e
    }{ $shared ->
        [yes] =
       *[no] { "" }
    }
cli-card-luck-heading = Tur och spel (förväntade poäng jämfört med perfekt spel):
cli-card-luck-heading-estimated = Tur och spel (uppskattade förväntade poäng jämfört med Perfekts sökning):
cli-card-luck-line = { $name }  tur { $luck }  spel { $play }  precision { $accuracy }
cli-card-luck-line-perfect = { $name }  tur { $luck }  spel { $play }  precision { $accuracy }  Perfekt på dessa tärningar { $perfect }


# Lösta data som görs vid första användningen, och avslutade partier som slås upp
cli-solving = Räknar ut den bästa strategin för de här reglerna (en gång; sedan sparas den)…
cli-solving-percent = Räknar ut den bästa strategin för de här reglerna (en gång; sedan sparas den): { $percent } %
cli-solver-cache-no-folder = ingen datamapp
cli-solver-cache-unwritten = obs: lösarens cache skrevs inte ({ $why }); den räknas ut igen nästa gång
cli-building-outlook = Räknar ut tabellen över vinstchanser för de här reglerna (en gång; sedan sparas den)…
cli-no-finished-match-empty = inget avslutat parti '{ $which }': historiken är tom (avsluta ett parti först)
cli-no-finished-match = inget avslutat parti '{ $which }' i historiken ({ $kept } sparade)

## ==== end cli ====
