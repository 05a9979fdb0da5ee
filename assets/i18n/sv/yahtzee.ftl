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
