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

# Platser
core-seat-you = Du
# En kalenderdag som språket skriver den (utmaningens dag)
core-day = { $year }-{ $month }-{ $day }
core-whose = { $who ->
    [you] din
   *[other] { $name }s
}
core-cpu-name = { $level ->
    [beginner] Nybörjardator
    [casual] Vardagsdator
    [perfect] Perfekt dator
    [shark] Hajdator
   *[strong] Stark dator
}

# Val, som tips och tränaren säger dem
core-choice-score = Skriv in { $points } i { $spot }
core-choice-throw-all = Slå om alla fem
core-choice-hold = { $count ->
    [one] Spara { $keep }, slå en
   *[other] Spara { $keep }, slå { $count }
}
core-choice-short-throw-all = Slå om alla
core-choice-short-keep = Spara { $keep }

# En tur i loggen
core-turn-first-throw = { $name }: { $dice }
core-turn-no-throw = { $name }:
core-turn-threw-all = slog om alla → { $dice }
core-turn-kept = sparade { $kept } → { $dice }
core-turn-took-back = ångrade { $what }
core-turn-took-back-too = (ångrade { $what })
core-turn-corrected = (rättat till { $points })
core-turn-joker = (joker)
core-turn-extra-bonus = { $spot }bonus +{ $points }
core-turn-upper-bonus = bonus +{ $points }
core-turn-stand-in = { $name } (datorn { $level } hoppar in)
core-taken-back-points = { $points } i { $spot }
core-taken-back-throw = slaget { $dice }

# Datorns nivåer
core-level-beginner = Nybörjare
core-level-casual = Vardag
core-level-strong = Stark
core-level-perfect = Perfekt
core-level-shark = Haj
core-level-style-beginner = sparar sin största grupp tärningar och tar bästa poängen den ser
core-level-style-casual = spelar efter vettiga tumregler och tänker på bonusen
core-level-style-strong = spelar varje tur efter oddsen med god känsla för resten av protokollet
core-level-style-perfect = spelar den matematiskt bästa strategin
core-level-style-shark = spelar för att vinna: chansar när den ligger efter, spelar säkert när den leder

# Inställningar
core-speed-slow = Långsam
core-speed-normal = Normal
core-speed-fast = Snabb
core-speed-instant = Direkt
core-coach-off = Av
core-coach-warn = Varna
core-coach-always = Alltid
core-measure-points = poäng
core-measure-chance-to-win = vinstchans
core-mode-on-screen = tärningar på skärmen
core-mode-real-dice = riktiga tärningar
core-mode-score-pad = protokoll
core-mode-played-on-screen = spelade med tärningar på skärmen
core-mode-played-real-dice = spelade med riktiga tärningar
core-mode-played-score-pad = förda i ett protokoll

# Det som inte går
core-refuse-match-over = partiet är slut
core-refuse-not-your-turn = det är inte din tur
core-refuse-no-seat = det finns ingen plats { $seat }
core-refuse-no-throws-left = inga slag kvar den här turen: välj en ruta
core-refuse-all-held = alla fem tärningarna är sparade: släpp en för att slå, eller välj en ruta
core-refuse-throw-first = slå tärningarna först
core-refuse-sticky-hold = sparade tärningar förblir sparade den här turen
core-refuse-not-undoable = det här går inte att ångra
core-refuse-dice-on-pad = ett protokoll har inga tärningar: välj en ruta och skriv in poängen
core-refuse-kept-on-first-throw = inget sparas på turens första slag: skriv in de fem tärningarna
core-refuse-kept-not-thrown = { $kept } kan inte ha legat kvar: slaget före var { $before }
core-refuse-stand-in-for-cpu = datorn hoppar bara in för en människa, aldrig för en dator
core-refuse-filled = { $spot } är redan ifylld
core-refuse-joker-upper-first = Joker: fem { $face }:or måste in i { $spot } så länge { $spot } är öppen
core-refuse-joker-lower-first = Joker: { $spot } är ifylld, så fem { $face }:or måste först in i en öppen ruta nedtill
core-refuse-out-of-order = { $column ->
    [down] kolumnen Nedåt fylls uppifrån och ned: { $spot } står på tur
   *[up] kolumnen Uppåt fylls nedifrån och upp: { $spot } står på tur
}
core-mode-pad-has-no-dice = ett protokoll har inga tärningar
core-mode-points-only-on-pad = poäng skrivs bara in i ett protokoll
core-mode-typed-only-real-dice = bara en plats med riktiga tärningar skriver in sina slag
core-mode-real-dice-thrown-by-hand = en plats med riktiga tärningar slår sina egna tärningar
core-dice-wrong-count = ange exakt fem tärningar, t.ex. 3,3,3,5,5 (fick { $count })
core-dice-bad-face = ”{ $face }” är ingen tärningssida: använd 1 till 6

# Ångra
core-undo-off = ångra är avstängt i det här partiet
core-undo-nothing = inget att ångra än
core-undo-after-throw = inget att ångra sedan slaget (ett slag går inte att ångra)
core-undo-nothing-typed = inget inskrivet att ta bort
core-undo-cpu-move = datorns drag ångras aldrig
core-undo-not-yours = bara plats { $seat } kan ångra det draget
core-undo-fixed = det draget går inte att ångra (sparade tärningar förblir sparade den här turen)
core-undo-cpu-began = en inskrivning står fast när datorns tur har börjat (datorn väntar aldrig, hur snabbt den än spelar)

# Reglerna: förval, inställningar och det som omger regeltexten
core-preset-classic = Klassisk
core-preset-simple = Enkel
core-preset-yatzy = Yatzy
core-preset-triple = Trippel-Yahtzee
core-preset-three-column = Tre kolumner
core-rules-custom = Egna
core-rules-custom-yatzy = Egen Yatzy
core-rules-custom-triple = Egen trippel
core-rules-custom-three-column = Egna tre kolumner
core-rules-part-upper = övre delen
core-rules-part-upper-bonus = bonus
core-rules-part-lower = nedre delen
core-rules-part-extra-bonuses = extra Yahtzeebonusar
core-rules-classic-default = (Klassisk: { $value })
core-setting-layout = Protokoll
core-setting-max-rolls = Slag per tur
core-setting-sticky-holds = Sparade tärningar står kvar
core-setting-upper-threshold = Gräns för bonus
core-setting-upper-bonus = Bonuspoäng
core-setting-kinds-score = Så räknas triss och fyrtal
core-setting-points = Poäng för { $spot }
core-setting-five-of-a-kind-is-full-house = Fem lika som kåk
core-setting-extra-yahtzee-bonus = { $spot }bonus
core-setting-bonus-needs-positive-yahtzee = Bonus kräver { $spot } över 0
core-setting-joker = Jokerregel
core-setting-help-layout = classic: 13 rutor; yatzy: 15 skandinaviska rutor; triple: 3 kolumner ×1 ×2 ×3; three_column: nedåt, uppåt, fri.
core-setting-help-max-rolls = Hur många gånger tärningarna får slås under en tur.
core-setting-help-sticky-holds = En sparad tärning kan inte släppas förrän turen är slut.
core-setting-help-upper-threshold = { $ones } till { $sixes } måste bli minst så här mycket för bonusen.
core-setting-help-upper-bonus = Poäng för att nå gränsen; 0 stänger av bonusen.
core-setting-help-kinds-score = Triss och fyrtal räknar alla fem tärningarna, eller bara de lika.
core-setting-help-points = Fast värde för { $spot }.
core-setting-help-yahtzee-points = Värdet av fem lika tärningar i rutan { $spot }.
core-setting-help-five-of-a-kind-is-full-house = Om fem lika tärningar räknas som { $spot } utan jokern.
core-setting-help-extra-yahtzee-bonus = Bonus för varje ny { $spot } när rutan { $spot } redan är ifylld; 0 stänger av den.
core-setting-help-bonus-needs-positive-yahtzee = Med detta på ger en { $spot }-ruta struken med 0 ingen extrabonus.
core-setting-help-joker = forced: motsvarande övre ruta, sedan nedre, sedan övre; free: vilken ruta som helst; off: ingen joker.

# Platser, som inställningarna och kommandoraden anger dem
core-seat-count = ett parti behöver 1 till { $most } platser, inte { $count }
core-seat-no-name = plats { $seat } har inget namn
core-seat-name-too-long = namnet ”{ $name }” är längre än { $most } tecken
core-seat-bad-name = namnet ”{ $name }” har ett styrtecken eller börjar eller slutar med ett mellanslag
core-seat-invisible = namnet ”{ $name }” har ett osynligt tecken, eller ett som vänder textens riktning (ett nollbrett mellanslag, en höger-till-vänster-markering); skriv namnet utan det
core-seat-duplicate = två platser heter ”{ $name }”; varje plats behöver ett eget namn
core-seat-bad-entry = ”{ $entry }” är ingen plats: skriv ett namn, cpu, cpu:NIVÅ eller NAMN@NIVÅ

# The columns of a card of several, as their headings say them
core-column-down = Nedåt
core-column-up = Uppåt
core-column-free = Fri

# The points a box takes: "5, 10 or 15", "7 to 28 except 10 and 25", "0 or 5 to 30"
core-points-or = { $init } eller { $last }
core-points-and = { $init } och { $last }
core-points-range = { $lo } till { $hi }
core-points-range-step = { $lo } till { $hi } i steg om { $step }
core-points-range-except = { $lo } till { $hi } utom { $missing }
core-points-zero-or = 0 eller { $range }
# A score pad's points refused; $allowed is what the box takes
core-pad-no-bonus-possible = ingen Yahtzeebonus är möjlig med { $spot } nu
core-pad-not-possible-bonus = { $points } med Yahtzeebonus går inte i { $spot }: med bonus tar den { $allowed }
core-pad-not-possible = { $points } går inte i { $spot }: { $allowed }
core-pad-only-with-bonus = { $spot } kan nu bara fyllas med en Yahtzeebonus
# Seats a way of playing does not fit
core-seats-pad-with-cpu = ett protokoll utan tärningar är för människor; datorn behöver tärningar
core-seats-cpu-real-dice = bara en människa slår riktiga tärningar; datorn slår på skärmen
core-seats-cpu-joining = bara en människa ansluter över SSH; datorn spelar hos värden
core-seats-pad-joined = ett protokoll utan tärningar förs vid ett bord; ingen ansluter över SSH

# Why a saved match does not load (said inside the store's sentence about the damaged file)
core-load-card-count = det finns { $cards } protokoll för { $seats } platser
core-load-card = protokollet för { $name }: { $error }
core-load-turn-seat = turen hör till plats { $seat }, men det finns bara { $seats } platser
core-load-rolls-used = { $rolls } slag använda den här turen, men reglerna tillåter { $max }
core-load-dice-without-roll = tärningarna och de använda slagen stämmer inte (tärningar utan slag, eller ett slag utan tärningar)
core-load-illegal-entry = loggpost { $index } är inget tillåtet drag: { $reason }
core-load-inconsistent = { $what ->
        [scorecards] partiets logg leder inte till dess protokoll
        [turn] partiets logg leder inte till dess nuvarande tur och tärningar
       *[dice] partiets logg leder inte till tärningsgeneratorns läge
    }
core-card-impossible-points = { $spot } kan inte ge { $points } med de här reglerna
core-card-too-many-extras = { $count } extra Yahtzee, men ett protokoll rymmer högst 12
core-card-extras-without-yahtzee = { $positive ->
        [yes] Yahtzeebonusar kräver att Yahtzee-rutan är ifylld med positiva poäng
       *[no] Yahtzeebonusar kräver att Yahtzee-rutan är ifylld
    }
core-card-extras-off = Yahtzeebonusar är avstängda i de här reglerna
core-card-not-filled = { $spot } är inte ifylld än
# $layout is the card's id: classic, yatzy, triple, three_column
core-card-not-on-card = { $spot } är ingen ruta i protokollet { $layout }
core-card-column-count = { $found } kolumner, men { $layout ->
        [classic] det klassiska protokollet
        [yatzy] Yatzyprotokollet
        [triple] trippelprotokollet
       *[three_column] protokollet med tre kolumner
    } har { $columns }
core-card-out-of-order = kolumnen { $column } är inte ifylld i sin ordning
core-card-extras-without-every-yahtzee = { $positive ->
        [yes] Yahtzeebonusar kräver att alla tre Yahtzee-rutorna är ifyllda med positiva poäng
       *[no] Yahtzeebonusar kräver att alla tre Yahtzee-rutorna är ifyllda
    }
core-card-no-column = protokollet har ingen sådan kolumn
core-dice-no-such-face = en tärning visar 1 till 6, inte { $face }
# A saved match's options that do not fit it
core-options-real-dice-seats = det har inställningar för riktiga tärningar för { $given } platser, men partiet har { $seats }
core-options-pad-with-real-dice = det är ett protokoll utan tärningar med platser för riktiga tärningar; ett protokoll utan tärningar har inga tärningar
core-options-coach-threshold = dess tränargräns { $threshold } ligger inte mellan 0 och { $most } poäng
core-options-coach-seats = det har tränarinställningar för { $given } platser, men partiet har { $seats }
core-options-ssh-seats = det har SSH-platser för { $given } platser, men partiet har { $seats }
core-options-log-misfit = loggpost { $entry }: { $problem }

## ==== end core ====

## ==== ai: hints, the coach, the review, luck and skill (crates/ai) ====

ai-other-rules = Strategitabellen som finns till hands gäller andra regler än det här partiets.
ai-estimated = (uppskattat)
ai-percent-whole = { $figure } %
ai-percentage-points = { $figure } procentenheter

# Genomgången
ai-choice-score = skriv in { $points } i { $spot }
ai-choice-rethrow-all = slå om alla fem
ai-choice-hold = spara { $keep }
ai-no-decisions = Inga val att bedöma: poängen skrevs in, de spelades inte här med tärningarna.
ai-verdict-flawless = Felfritt: varje val var det bästa.
ai-verdict-excellent = Utmärkt spelat: bara några poäng från perfekt.
ai-verdict-good = Bra spelat, med några dyra val.
ai-verdict-fair = Hyggligt spelat: flera val kostade poäng.
ai-verdict-room-to-grow = Det finns mer att hämta: de bästa valen hade i snitt gett betydligt mer.
ai-verdict-slip = Största missen: omgång { $round }, { $chosen } i stället för { $best } (−{ $loss }).

# Vinstchansen över tid
ai-timeline-heading = Vinstchans efter varje inskrivning (alla platser spelar Perfekt därifrån):
ai-timeline-swings = Största svängningarna:
ai-swing = Omgång { $round }, { $name }: { $placed } tog vinstchansen från { $before } % till { $after } % ({ $change })

# Tur och skicklighet
ai-luck-now-points = { $points } poäng
ai-luck-now-expected = { $expected } väntat
ai-luck-sum = Tur { $luck }, spel { $play }{ $estimated ->
    [yes] {" "}(uppskattat)
   *[no] {""}
}: { $start } väntat från början { $luck_term } tur { $play_term } spel = { $now }.
ai-luck-estimate-gap = Av turen är { $gap } det som kolumnuppskattningen missade av slutpoängen.
ai-accuracy-line = Precision { $mean } väntade poäng per val över { $count ->
    [one] ett val
   *[other] { $count } val
}: { $grade }{ $estimated ->
    [yes] {" "}(uppskattat)
   *[no] {""}
}.
ai-accuracy-none = Precision: inget val att bedöma.
ai-accuracy-short = { $mean } per val ({ $grade })
ai-accuracy-none-short = inga val bedömda
ai-luck-luckiest = Turligaste slagen:
ai-luck-unluckiest = Oturligaste slagen:
ai-luck-costliest = Dyraste valen:
ai-luck-throw = omgång { $round }, slag { $throw }: { $dice }  { $luck }
ai-luck-cost = omgång { $round }: { $chosen } i stället för { $best }  −{ $cost }
ai-perfect-on-dice = { $who ->
    [you] Du fick { $score }; Perfekt hade fått { $perfect } på de här tärningarna (sina omslag från samma band).
   *[other] { $name } fick { $score }; Perfekt hade fått { $perfect } på de här tärningarna (sina omslag från samma band).
}
ai-not-on-tape = Perfekt på de här tärningarna: inte för det här partiet. Tärningarna kom en efter en ur en ström, så varje annat val hade gett andra tärningar; partier på ett tärningsband (varje nytt parti) har det.
ai-luck-written-down = Poängen skrevs in i stället för att slås här, så det finns ingen tur att väga.
ai-win-result-now = { $chance } nu
ai-win-result-won = vann
ai-win-result-lost = förlorade
ai-win-result-shared = delad förstaplats ({ $share })
ai-win-account = I vinstchans: { $start } från början, tur { $luck }, spel { $play }, de andras spel { $others }: { $result }. Resultat utan tur { $adjusted }.
ai-readout-seat = { $name }: tur { $luck }, spel { $play }

# Precisionens skala
ai-grade-perfect = perfekt
ai-grade-expert = expert
ai-grade-strong = stark
ai-grade-fair = hygglig
ai-grade-learning = lärling
ai-grade-scale = Precision är de väntade poäng som ges bort per val som var ett val: perfekt under 0,01, expert under 0,2 (gränsen i Verhoeffs färdighetstest), stark under 0,5, hygglig under 1, lärling däröver.

# Lär dig: gåtor och varför den bästa rutan är bäst
ai-puzzle-easy = Lätt
ai-puzzle-medium = Medel
ai-puzzle-hard = Svår
ai-puzzle-right = Rätt. { $why }
ai-puzzle-not-quite = Inte riktigt. { $why }
ai-reason-now = { $spot } { $points } nu
ai-reason-on-pace = { $spot } { $points } nu: { $over ->
    [0] precis på noll
   *[other] { $over } plus
} (tre { $face }:or), på väg mot bonusen vid { $threshold }
ai-reason-under-par = { $spot } skulle ge { $points }, { $under } minus (tre { $face }:or ger { $par }), { $threshold } svårare att nå
ai-reason-harder-later = { $spot } skulle ge { $points }, men { $best } är den svårare rutan att fylla senare
ai-reason-zero = { $spot } skulle bli en nolla, förlorad för gott
ai-reason-later = { $spot } skulle ge { $points }; senare slag kan också fylla den
ai-reason = { $first }; { $second }. Skillnaden: { $loss } poäng i snitt.
ai-reason-waiting = { $first }; { $second }; lämnad öppen väntar { $spot } på fler { $face }:or. Skillnaden: { $loss } poäng i snitt.

ai-differences-only = I ett protokoll med flera kolumner går ingen slutsumma att uppskatta ärligt (värderingen kolumn för kolumn missar Perfekts simulerade snitt med över 100 poäng från tomt protokoll och med tiotals poäng mitt i spelet, även korrigerad efter omgången), så bara skillnaderna mellan alternativen visas.

## ==== end ai ====

## ==== table: the table's authority and its refusals (crates/table) ====

# Det bordet vägrar
table-denied-spectator = Du tittar på det här partiet: en åskådare kan inte spela.
table-denied-not-your-seat = Du spelar { $own }s plats, inte { $asked }s.
table-denied-host-lets-in = Bara värden för ett bord låter en gäst ta plats.
table-denied-host-stands-in = Bara värden för ett bord låter datorn hoppa in.
table-denied-host-sets-pace = Datorernas tempo ställs in av bordet, inte från en plats.
table-denied-gone = Du sitter inte vid det här bordet.
# Nyheter vid bordet
table-save-failed-plays-on = Värden kunde inte spara partiet: { $error } Spelet fortsätter; varje drag försöker igen.
table-closed = Bordet är stängt: värden har gått (partiet finns kvar sparat hos värden).
table-personal-best = { $who ->
    [you] ★ Nytt personbästa för dig: { $total } (förut { $previous })
   *[other] ★ Nytt personbästa för { $name }: { $total } (förut { $previous })
}
# Det som går förlorat om du går nu
table-lost-finished = { $count ->
    [one] Inte sparat: det här avslutade partiet finns inte i historiken och räknas inte i statistiken (det sista draget kunde inte sparas).
   *[other] Inte sparat: det här avslutade partiet finns inte i historiken och räknas inte i statistiken (de sista { $count } dragen kunde inte sparas).
}
table-lost-since-last-save = { $count ->
    [one] Inte sparat: partiets sista drag går förlorat; återupptas det börjar det där det senast sparades.
   *[other] Inte sparat: partiets sista { $count } drag går förlorade; återupptas det börjar det där det senast sparades.
}
table-lost-never-saved = { $count ->
    [one] Inte sparat: partiet sparades aldrig, så 1 drag går förlorat och det kan inte återupptas.
   *[other] Inte sparat: partiet sparades aldrig, så { $count } drag går förlorade och det kan inte återupptas.
}
# En dator som inte kan spela
table-cpu-needs-odds = Datorn { $level } behöver vinstchanstabellen, som inte kan byggas här.
table-cpu-not-made = datorn kunde inte skapas
table-cpu-nothing-to-play = Datorn hittade inget att spela.

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
store-setup-bad-language = dess språk ”{ $code }” är ingen språkkod
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

# Why a file's contents are refused (more)
store-format-version-zero = dess formatversion 0 har aldrig skrivits
store-cannot-lock = { $path } kan inte låsas: { $error }
store-presets-too-many = den innehåller { $count } förval, fler än de { $most } som sparas
store-presets-twice = den nämner två förval '{ $name }'
store-json-key-twice = nyckeln "{ $key }" anges två gånger i samma objekt
store-aside-names-taken = alla namn för att lägga undan filen är upptagna
store-no-date = { $what ->
    [its-start] dess starttid
    [its-save] dess sparningstid
    [its-finish] dess sluttid
    [a-start] en starttid
    [a-finish] en sluttid
    [best-game] tiden för bästa partiet
   *[high-score] tiden för ett rekord
} { $unix } är inget datum (efter år 9999)
store-not-in-year = { $what ->
    [its-start] dess starttid
    [its-save] dess sparningstid
    [its-finish] dess sluttid
    [a-start] en starttid
    [a-finish] en sluttid
    [best-game] tiden för bästa partiet
   *[high-score] tiden för ett rekord
} { $time } ligger inte i sitt år
store-names-no-rules = nämner inga regler
store-names-unknown-rules = nämner reglerna '{ $name }', men inga regler på { $card ->
    [classic] det klassiska protokollet
    [yatzy] Yatzy-protokollet
    [triple] trippelprotokollet
   *[three_column] protokollet med tre kolumner
} heter så

## ==== end store ====

## ==== plain: the plain mode a screen reader follows (src/plain) ====

# Kommandon, som de skrivs (en lista per kommando; engelska går alltid också)
plain-command-throw = slå, sla
plain-command-hold = spara
plain-command-release = släpp, slapp
plain-command-score = skriv in, skriv, poäng
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
plain-menu-learn = { $n }. Lär dig spela
plain-menu-quit = { $n }. Avsluta
plain-menu-ask = Skriv ett tal från 1 till { $count }.
plain-type-a-number = ”{ $given }” är inte ett av valen: skriv ett tal från 1 till { $count }.
plain-resume-title = Pågående partier:
plain-resume-item = { $n }. { $who }, omgång { $round } av { $rounds }, { $rules }, senast spelat { $played }
plain-resume-ask = Skriv ett tal från 1 till { $count }, eller Enter för det första.
plain-setup-players = Vilka spelar? Skriv namnen med komma emellan, cpu för datorn (cpu:beginner, cpu:casual, cpu:strong, cpu:perfect eller cpu:shark). Enter behåller: { $now }.
plain-setup-rules = Vilka regler? Enter behåller { $now }.
plain-setup-rules-item = { $n }. { $name }
plain-setup-dice = Hur slås tärningarna?
plain-setup-dice-screen = 1. Spelet slår dem
plain-setup-dice-real = 2. Riktiga tärningar: du skriver in varje slag
plain-setup-dice-pad = 3. Protokoll: du skriver in poängen i varje ruta
plain-setup-same-dice = Samma tärningar för varje plats? 1. Ja, 2. Nej. Enter behåller { $now }.
plain-setup-language = Vilket språk? { $list }. Enter behåller { $now }.
plain-cannot-start = Kan inte börja: { $why }.
plain-nothing-to-resume = Det finns inget parti { $id } att fortsätta.
plain-finished-to-history = Ett avslutat parti flyttades till historiken.
plain-finished-not-moved = Ett avslutat parti kunde inte flyttas till historiken: { $why }
plain-already-in-history = Ett sparat parti var redan avslutat och finns i historiken; dess gamla sparfil behölls som { $aside }.
plain-already-in-history-not-moved = Ett sparat parti var redan avslutat och finns i historiken, men dess gamla sparfil kunde inte läggas undan: { $why }
# Learn in plain mode: the screen's own setup-learn-… words, and these for what plain mode does its own way
plain-learn-command-next = nästa, nasta
plain-learn-command-back = tillbaka
plain-learn-command-list = lista
plain-learn-item = { $n }. { $text }
plain-learn-lesson-item-done = { $n }. { $title } (klar)
plain-learn-ask = Skriv ett tal från 1 till { $count } (Enter öppnar { $default }), eller avsluta för menyn.
plain-learn-help = I Lär dig spela: ett tal öppnar den lektionen eller de problemen; nästa går vidare, tillbaka går ett steg bakåt, lista läser listan, protokoll läser protokollet, upprepa säger de sista raderna igen, avsluta går tillbaka till menyn. I en lektion skriver du det steget ber om (slå, spara 1 2, skriv chans), eller nästa för att få det gjort; i ett problem skriv och en ruta (skriv kåk).
plain-learn-step-do = Skriv { $command }, eller nästa för att få det gjort.
plain-learn-you-threw = Du slog { $dice }.
plain-learn-you-hold = Du sparar { $dice }.
plain-learn-you-hold-none = Du sparar inga tärningar.
plain-learn-you-scored = Du skrev in { $points } i { $spot }.
plain-learn-asks-for = Lektionen ber om något annat: skriv { $command }.
plain-learn-lesson-done-next = Lektionen är klar. Skriv nästa för nästa lektion, tillbaka för att gå ett steg bakåt, lista för lektionerna, eller avsluta.
plain-learn-lesson-done-last = Lektionen är klar: det var den sista. Skriv lista för lektionerna och problemen, eller avsluta.
plain-learn-lesson-over = Lektionen är klar: skriv nästa, lista eller avsluta.
plain-learn-card = Ditt protokoll: { $cells }. Övre delen { $upper }, bonus { $bonus }; summa { $total }.
plain-learn-card-column = Kolumn { $column }: { $cells }. Övre delen { $upper }, bonus { $bonus }; summa { $total }.
plain-learn-card-cell = { $name } { $points }
plain-learn-card-open = { $name } tom
plain-learn-puzzle-ask = Du har { $dice } och inga slag kvar: vilken ruta skulle du använda? Skriv skriv och rutan (skriv kåk).
plain-learn-puzzle-score = Svara med skriv och en ruta (skriv kåk), eller skriv nästa för ett annat problem.
plain-learn-puzzle-next = Skriv nästa för nästa problem, lista för Lär dig spela, eller avsluta.
plain-learn-reset-ask = { $question } { $text } 1. Ja, 2. Nej.

# Dagens utmaning
plain-daily-title = Dagens utmaning { $day }: i dag slår alla samma tärningar.
plain-daily-scored = Du fick { $points } i dagens utmaning. Spela den igen, utan poäng? 1. Ja, 2. Nej.
plain-daily-given-up = Dagens räknade försök lämnades ofärdigt och togs bort, så i dag ger inga poäng. Spela den igen, utan poäng? 1. Ja, 2. Nej.
plain-daily-taken = Utmaningen { $day } påbörjades i ett annat fönster: det är det partiet som räknas.
plain-daily-unwritable = Dagens utmaning startade inte, eftersom din utmaningslogg inte kan skrivas: { $why }
plain-daily-streak = Din svit: { $now ->
    [one] { $now } dag
   *[other] { $now } dagar
} i rad; din bästa: { $best ->
    [one] { $best } dag
   *[other] { $best } dagar
}.
plain-daily-streak-none = Du har ingen svit än: en räknad dagens utmaning varje dag ger en.

# Partiet berättat
plain-match-begins = Ett parti { $rules }: { $seats }. Skriv hjälp för kommandona.
plain-threw = { $who ->
    [you] Du slog { $dice }.
   *[other] { $name } slog { $dice }.
}
plain-holds = { $who ->
    [you] Du sparar { $dice }.
   *[other] { $name } sparar { $dice }.
}
plain-holds-none = { $who ->
    [you] Du sparar inga tärningar.
   *[other] { $name } sparar inga tärningar.
}
plain-scored = { $who ->
    [you] Du skrev in { $points } i { $spot }.
   *[other] { $name } skrev in { $points } i { $spot }.
}
plain-scored-joker = { $who ->
    [you] Du skrev in { $points } i { $spot } (joker).
   *[other] { $name } skrev in { $points } i { $spot } (joker).
}
plain-extra-bonus = { $who ->
    [you] Du får en Yahtzeebonus på { $points }.
   *[other] { $name } får en Yahtzeebonus på { $points }.
}
plain-upper-bonus = { $who ->
    [you] Du får bonusen på { $points }.
   *[other] { $name } får bonusen på { $points }.
}
plain-turn-of = { $who ->
    [you] Din tur.
   *[other] { $name } står på tur.
}
plain-turn-again = { $who ->
    [you] Din tur igen.
   *[other] { $name } står på tur igen.
}
plain-match-over = Partiet är slut.
plain-corrected = { $who ->
    [you] Du rättade { $spot } från { $before } till { $after }.
   *[other] { $name } rättade { $spot } från { $before } till { $after }.
}
plain-corrected-bonuses = { $who ->
    [you] Du rättade Yahtzeebonusarna från { $before } till { $after }.
   *[other] { $name } rättade Yahtzeebonusarna från { $before } till { $after }.
}
plain-undone-throw = { $who ->
    [you] Du ångrade ett slag.
   *[other] { $name } ångrade ett slag.
}
plain-undone-hold = { $who ->
    [you] Du ångrade ändringen av tärning { $die }.
   *[other] { $name } ångrade ändringen av tärning { $die }.
}
plain-undone-score = { $who ->
    [you] Du ångrade poängen i { $spot }.
   *[other] { $name } ångrade poängen i { $spot }.
}
plain-undone-correction = { $who ->
    [you] Du ångrade rättelsen i { $spot }.
   *[other] { $name } ångrade rättelsen i { $spot }.
}
plain-undone-typed = { $who ->
    [you] Du ångrade slaget { $dice }.
   *[other] { $name } ångrade slaget { $dice }.
}
plain-undone-bonuses = { $who ->
    [you] Du ångrade rättelsen av Yahtzeebonusarna.
   *[other] { $name } ångrade rättelsen av Yahtzeebonusarna.
}
plain-undo-not-saved = Inte sparat, så inte ångrat: { $why }
plain-cpu-preparing = Datorerna förbereder sig: { $percent } %.
plain-save-failed = Partiet kunde inte sparas: { $why } Skriv försök igen, spela vidare (utan att spara) eller avsluta.
plain-saved-now = Sparat.
plain-playing-unsaved = Spelet fortsätter UTAN ATT SPARA ({ $why }).
plain-winner = { $who ->
    [you] Du vinner med { $points } poäng.
   *[other] { $name } vinner med { $points } poäng.
}
plain-winners-tied = { $names } delar förstaplatsen med { $points } poäng.
plain-solo-total = { $who ->
    [you] Du slutade på { $points } poäng.
   *[other] { $name } slutade på { $points } poäng.
}
plain-review-seat = { $name }: { $score } poäng; perfekt spel väntade { $start } från början, tärningarnas tur gav { $luck }, och valen kostade { $cost }. Precision: { $accuracy } poäng förlorat per val.
plain-review-later = Genomgången av partiet (tur och val) behöver lösarens tabell: yahtzee review visar den när den är klar.
plain-review-preparing = Genomgången av partiet förbereds: { $percent } %.

# Prompten: vems tur det är och vad hen kan göra
plain-prompt-first = { $who ->
    [you] Omgång { $round } av { $rounds }: skriv slå.
   *[other] { $name }, omgång { $round } av { $rounds }: skriv slå.
}
plain-prompt-again = { $who ->
    [you] Du har
   *[other] { $name }, du har
} { $dice }; { $left ->
    [one] ett slag kvar
   *[other] { $left } slag kvar
}: spara, slå eller skriv in.
plain-prompt-last = { $who ->
    [you] Du har { $dice }: skriv in i en ruta.
   *[other] { $name }, du har { $dice }: skriv in i en ruta.
}
plain-prompt-real-first = { $who ->
    [you] Omgång { $round } av { $rounds }: slå dina tärningar och skriv slå med de fem tärningarna (slå 3 3 5 1 6).
   *[other] { $name }, omgång { $round } av { $rounds }: slå dina tärningar och skriv slå med de fem tärningarna (slå 3 3 5 1 6).
}
plain-prompt-real-again = { $who ->
    [you] Du har
   *[other] { $name }, du har
} { $dice }; { $left ->
    [one] ett slag kvar
   *[other] { $left } slag kvar
}: skriv slå med de fem tärningarna som ligger på bordet nu, eller skriv in.
plain-prompt-pad = { $who ->
    [you] Omgång { $round } av { $rounds }: skriv in rutan och dess poäng (skriv in kåk 25).
   *[other] { $name }, omgång { $round } av { $rounds }: skriv in rutan och dess poäng (skriv in kåk 25).
}

# Vad kommandona säger
plain-help = Kommandon: { $commands }.{ $then } De engelska kommandona går också.
plain-help-join = { "; " }
plain-help-throw = slå
plain-help-hold = spara 1 2 (tärningarna efter sin plats, 1 till 5)
plain-help-release = släpp 1, eller släpp för alla
plain-help-score = skriv kåk (en ruta efter namn, förkortning eller första bokstäver)
plain-help-card = protokoll
plain-help-standings = ställning
plain-help-log = logg
plain-help-hints = tips
plain-help-odds = vinstchans
plain-help-undo = ångra
plain-help-repeat = upprepa
plain-help-help = hjälp
plain-help-quit = avsluta
plain-help-real-dice = Med riktiga tärningar: slå 3 3 5 1 6.
plain-help-score-pad = I ett protokoll: skriv kåk 25, och rätta kåk 0.
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
# A hold, with the command that makes it: the dice by their place, as `hold` takes them.
plain-hint-hold = { $rank }. { $choice } (skriv { $command }): { $expected } poäng väntat till slut.
plain-coach-warns = Tränare: det här förlorar { $loss } poäng i snitt. Bättre: { $better } ({ $better_total }). Ditt val: { $yours } ({ $yours_total }). Skriv samma kommando igen för att göra det ändå.
plain-coach-preparing = Tränarens tabell förbereds fortfarande ({ $percent } %): det här valet bedömdes inte.
plain-zero-asks = { $spot } skulle ge 0; { $better } ger { $points }. Skriv { $command } igen för att skriva 0, eller ett annat kommando.
plain-odds-off = Vinstchansen är avstängd i det här partiet.
plain-odds-preparing = Tabellen för vinstchansen förbereds ({ $percent } % klart). Fråga igen om en stund.
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
plain-log-took-back = ångrade { $points } i { $spot }
plain-log-took-back-throw = ångrade slaget { $dice }
plain-log-turn = Omgång { $round }, { $name }: { $what }.

# En gäst över SSH (tui::window::PlainWindow, vid ett värdbord)
plain-guest-welcome = Ett värdbord, i enkla rader: varje händelse sägs en gång. Skriv hjälp för kommandona, avsluta för att gå.
plain-guest-setting-up = Värden ställer fortfarande i ordning partiet: platserna sägs så snart det börjar.
plain-guest-choose = Välj din plats med dess nummer, eller titta på:
plain-guest-offer = { $number }. { $name }: { $state }.
plain-guest-watch-offer = { $number }. { $watch }.
plain-guest-choose-help = Skriv ett nummer för att ta den platsen, eller avsluta för att gå. En plats du tagit är din tills partiet slutar: kom tillbaka med samma namn (ssh NAMN@…) för att ta den igen.
plain-guest-not-listed = ”{ $what }” finns inte på listan: skriv ett nummer från 1 till { $last }.
plain-guest-watching = Du tittar på: varje händelse sägs när den sker; protokoll, ställning och logg läser upp partiet, avsluta går.
plain-guest-watching-served = Du tittar på: varje händelse sägs när den sker; protokoll, ställning och logg läser upp partiet, avsluta tar dig tillbaka till lobbyn.
plain-guest-over = Partiet är slut: avsluta lämnar bordet.
plain-guest-host-join = I enkla rader, för en skärmläsare: { $join }

## ==== end plain ====

## ==== play: the match screen, results, review, daily, menu (src/tui/screens) ====

# The main menu
play-menu-motto = fem tärningar · tretton rutor
play-menu-new-match = Nytt parti
play-menu-daily = Dagens utmaning
play-menu-learn = Lär dig spela
play-menu-resume = Fortsätt parti
play-menu-rules = Regler
play-menu-statistics = Statistik
play-menu-history = Historik
play-menu-guest-keys = Gästernas nycklar
play-menu-quit = Avsluta
play-menu-saved = Sparat: { $about }
play-menu-key-quit = avsluta

# The match screen: the title bar
play-title-rules-round = { $same ->
        [yes] Regler: { $rules } · samma tärningar · omgång { $round } av { $rounds }
       *[other] Regler: { $rules } · omgång { $round } av { $rounds }
    }
# The rules without the round, where the line is too short for both.
play-title-rules = { $same ->
        [yes] Regler: { $rules } · samma tärningar
       *[other] Regler: { $rules }
    }
play-title-practice = ÖVNING
play-title-not-saved = INTE SPARAT
play-title-building = vinstchans: räknas ut { $percent } %
play-title-keys = { $key } tangenter

# The match screen: the turn's panel
play-panel-to-play = { $who ->
        [you] ▶ Din tur
       *[other] ▶ { $name } spelar
    }
play-panel-to-play-cpu = ▶ { $name } spelar · datorn ({ $level })
play-panel-match-over = Partiet är slut
play-panel-upper-bonus-earned = Bonus klar: +{ $bonus }
play-panel-upper-over-par = Övre { $subtotal }/{ $threshold } · { $margin } plus
play-panel-upper-under-par = Övre { $subtotal }/{ $threshold } · { $margin } minus

# The match screen: the match log
play-log-title = Partiets logg (senaste först; { $key } för äldre)
play-log-title-scrolled = Partiets logg ({ $count } nyare ovanför; { $key })
play-log-title-narrow = Logg · { $key }: äldre
play-log-title-narrow-scrolled = Logg · { $count } nyare: { $key }
play-log-round = O{ $round }

# The match screen: the help bar along the bottom (short: a word or two each)
play-help-type-dice = skriv tärningarna
play-help-enter-throw = mata in slaget
play-help-points = poäng
play-help-enter-points = mata in poängen
play-help-you-play = du spelar
play-help-plays = { $name } spelar
play-help-you-take-back = du ångrar
play-help-takes-back = { $name } ångrar
play-help-menu = meny
play-help-close = stäng
play-help-value = värde
play-help-box = ruta
play-help-seat = plats
play-help-check = kontrollera

# The match screen: typing a throw or points (real dice, the score pad)
play-typing-no-throws-left = Inga slag kvar: välj en ruta och tryck { $key }.
play-typing-dice = Slag { $throw }, skriv de fem tärningarna: { $entry }
play-typing-points = { $spot }: skriv poängen: { $entry }
play-typing-points-allowed = { $spot }: skriv poängen ({ $allowed }): { $entry }
play-typing-allowed-bonus = med Yahtzeebonus: { $bonus }
play-typing-allowed-and-bonus = { $points }; med Yahtzeebonus: { $bonus }
play-typing-tip-kept-box = 33/514: 3-3 sparade · Backsteg rättar · { $arrows } en ruta, sedan skriver { $score } in
play-typing-tip-kept = 33/514: 3-3 sparade · Backsteg rättar · { $score } skriver in
play-typing-tip-first = 33516 och sedan Enter · Backsteg rättar · { $score } skriver in
play-typing-tip-points = { $bonus ->
        [yes] { $arrows } ruta · 25+ ger en Yahtzeebonus · { $correct } rättar
       *[other] { $arrows } ruta · { $correct } rättar
    }

# The match screen: the line under the dice
play-thinking = Tänker: räknar ut den bästa strategin för de här reglerna … { $percent } %
play-press-to-throw = Tryck { $key } för att slå.

# After a throw: what the keys do, as parts of one sentence ("·" between them)
play-after-throw-type-next = skriv nästa slag (sparade tärningar före ett /: 33/514)
play-after-throw-hold = { $keys } spara
play-after-throw-hold-dice = { $keys } spara tärningar
play-after-throw-throws = { $key } slår
play-after-throw-score-columns = { $arrows } och { $score } skriver in
play-after-throw-other-cards = { $key } andra protokoll
play-after-throw-score = { $arrows } och { $score } skriver in i en ruta

# A Yahtzee thrown again: the bonus and the joker, one sentence each
play-joker-another-yahtzee = En Yatzy till!
play-joker-bonus-earned = Bonusen är din, vilken ruta du än fyller.
play-joker-only = Joker: fem { $face }:or går i { $spot }.
play-joker-any-lower = Joker: fem { $face }:or går i valfri tom ruta i nedre delen (fasta värden räknas).
play-joker-any-upper = Joker: nedre delen är full, fem { $face }:or går i en tom ruta i övre delen för 0.
play-joker-any = Joker: fem { $face }:or får gå i valfri tom ruta.

# The match screen: what a key pressed at the wrong moment is told
play-coach-still-building = Tränarens tabell räknas fortfarande ut ({ $percent } %): det här valet bedömdes inte.
play-coach-on-kept-dice = Tränaren, om tärningarna du sparade: { $message }
play-coach-think-again = Tänk om: { $key } visar alla alternativ.
play-type-throw-first = Skriv först de fem sidorna av ditt slag (t.ex. 33516), sedan { $key }.
play-throw-first = Slå tärningarna först ({ $key }).
play-already-filled = { $spot } är redan ifylld.
play-real-dice-throw = Slå dina tärningar, skriv sedan de fem sidorna (t.ex. 33516) och tryck Enter.
play-pad-no-dice = Ett protokoll har inga tärningar: skriv poängen för { $spot } och tryck Enter.
play-real-dice-hold = Riktiga tärningar sparar du för hand: skriv de fem sidorna efter varje slag, de sparade före ett / (33/514).
play-pad-no-dice-to-hold = Ett protokoll har inga tärningar att spara.
play-back-to-your-card = Tillbaka till ditt protokoll: välj rutan och tryck { $key } för att skriva in.
play-type-points-first = Skriv först poängen för { $spot }.
play-type-points-first-allowed = Skriv först poängen för { $spot } ({ $allowed }).
play-choose-box-first = Välj först en ruta ({ $arrows } visar markören), sedan { $key }: ett inskrivet slag skrivs aldrig in av sig självt.
play-hints-off = Tips är avstängda i det här partiet.
play-hints-own-turn = Tips får du bara när det är din tur.
play-hints-by-chance = Tips sorterade efter vinstchans.
play-hints-by-total = Tips sorterade efter väntad slutsumma.
play-undo-typed-first = { $entry } inskrivet: avsluta med { $finish } eller rensa med { $clear } innan du ångrar.
play-only-owner-stand-in = Bara bordets ägare kan låta datorn spela för någon som är borta.
play-only-owner-let-in = Bara bordets ägare kan låta någon som väntar ta en plats.
play-not-scored = Inget skrevs in.
play-cpu-turn-skip = Det är datorns tur: { $key } hoppar till slutet av den.

# The match screen: buttons, the dice and the card
play-button-throw = Slå
play-button-score = Skriv in
play-button-hint = Tips
play-button-undo = Ångra
play-button-skip = Hoppa över
play-button-menu = Meny
play-dice-score-pad = Protokoll: inga tärningar
play-dice-real-throw-of = Riktiga tärningar · slag { $throw } av { $max }
play-dice-throw-of = Slag { $throw } av { $max }
play-dice-real-ready = Riktiga tärningar · redo att slå
play-dice-ready = Redo att slå

# Under a die: four or five columns at most (a small die is five wide)
play-dice-held = SPARAD
play-dice-kept = sparad
play-dice-held-short = ✓
play-dice-kept-short = ✓
play-card-title = Protokoll

# The match screen: its overlays
play-zero-title = Skriva in en nolla?
play-zero-question = Skriva 0 i { $spot }? { $better } skulle ge { $points }.
play-zero-yes = { $key }: ja, skriv 0
play-zero-no = { $key }: nej
play-coach-title = Tränare
play-coach-do-it = { $key }: gör det ändå
play-coach-think = { $key }: tänk om
play-pause-title = Paus
play-pause-resume = Fortsätt
play-pause-cpu-speed = Datorns tempo
play-pause-cpu-speed-is = Datorns tempo: { $speed } ({ $key } ändrar)
play-pause-cpu-speed-none = Datorns tempo: ingen dator vid bordet
play-pause-cpu-speed-guest = Datorns tempo (bestäms av bordet)
play-pause-rules = Regler
play-pause-keys = Tangenter
play-pause-main-menu = Huvudmeny (partiet förblir sparat)
play-pause-quit = Avsluta (partiet förblir sparat)
play-pause-main-menu-unsaved = Huvudmeny (inte sparat: partiet tar slut)
play-pause-quit-unsaved = Avsluta (inte sparat: partiet tar slut)
play-pause-leave-table = Lämna bordet (din plats väntar på dig)
play-pause-leave-and-quit = Lämna bordet och avsluta
play-handover-title = Nästa spelare
play-handover-turn = { $name }s tur — tryck { $key }
play-handover-your-turn = Din tur — tryck { $key }
play-handover-pass = Lämna över tangentbordet.
play-handover-pass-you-undo = Lämna över tangentbordet; { $key } ångrar ditt senaste drag.
play-handover-pass-undo = Lämna över tangentbordet; { $key } ger { $name } tillbaka det senaste draget.
play-save-failed-title = Kunde inte spara
play-save-failed-move = Det senaste draget kunde inte sparas: { $error }.
play-save-failed-match = Det här partiet kunde inte sparas: { $error }.
play-save-failed-retry = Försök igen
play-save-failed-play-on = Spela vidare utan att spara
play-save-failed-quit = Avsluta utan att spara
play-correct-title = Rätta en poäng
play-correct-seat = Plats  ◀ { $name } ▶   ({ $keys })
play-correct-row = Rad    { $row }: nu { $now }   ({ $keys })
play-correct-new = Ny     { $value }
play-correct-confirm = Ändra { $name }s { $row } från { $now } till { $new }? { $yes }: ja · { $no }: nej
play-correct-type = Skriv det nya värdet, { $yes } kontrollerar det, { $no } stänger.

# The match screen: the hints panel
play-hint-best = (bäst)
play-hint-ties-best = (lika bra)
play-hint-behind-points = (−{ $gap })
play-hint-behind-percent = (−{ $gap } %)
play-hint-whole-percent = { $percent } %
play-hint-title-total = Tips (väntad slutsumma)
play-hint-title-behind = Tips (poäng efter det bästa)
play-hint-title-by-win = Tips: vinstchans · poäng (w: efter poäng)
play-hint-title-by-points = Tips: poäng · vinstchans (w: efter vinstchans)
play-hint-short-title-by-win = Tips · vinst-% · poäng (w)
play-hint-short-title-by-points = Tips · poäng · vinst-% (w)
play-hint-short-title-behind = Tips · poäng efter bästa
play-hint-short-title-total = Tips · väntad summa
play-hint-columns-behind = Alternativen visar poäng efter det bästa: flera kolumner har ingen verklig slutsumma.
play-hint-from-start = Från början av den här turen: { $total }
play-hint-holds-now = Det du sparar nu → { $option }
play-hint-holds-now-rating = Det du sparar nu{ $rating }
play-hint-working = Räknar ut den bästa strategin … { $percent } %

# The results: the winner, the standings, the luck and play table
play-results-finished-with = { $who ->
    [you] Du slutade på { $points } poäng.
   *[other] { $name } slutade på { $points } poäng.
}
play-results-wins-with = { $who ->
    [you] Du vinner med { $points } poäng!
   *[other] { $name } vinner med { $points } poäng!
}
play-results-share-first = { $names } och { $last } delar förstaplatsen med { $points } poäng!
play-results-title = Partiet är slut · { $daily }Regler: { $rules }{ $same ->
        [yes] { " · samma tärningar" }
       *[other] {""}
    }{ $practice ->
        [yes] { " · övning" }
       *[other] {""}
    }
play-results-standings = Ställning
play-results-winners-card = Vinnarens protokoll · { $name }
play-results-card-of = { $name }s protokoll
play-results-final-cards = Slutliga protokoll

# The standings' headings: the number of five-of-a-kinds is headed by the box's name
play-results-fives = { $spot }
play-results-rank = Plats
play-results-player = Spelare
play-results-total = Summa
play-results-bonus = Bonus
play-results-bonus-yes = ja
play-results-bonus-no = nej
play-results-luck-title = Tur och spel:
play-results-luck-title-estimated = Tur och spel (uppskattat):
play-results-luck-title-perfect = Tur och spel, och Perfekt med samma tärningar:
play-results-luck-title-estimated-perfect = Tur och spel (uppskattat), och Perfekt med samma tärningar:
play-results-luck = tur
play-results-play = spel
play-results-perfect = Perfekt
play-results-perfect-line = Perfekt med samma tärningar: { $scores }
play-results-key-leave-table = lämna bordet
play-results-stay = Resultatet står kvar tills du väljer: { $menu } för huvudmenyn, { $rematch } för en revansch.
play-results-stay-guest = Resultatet står kvar tills du väljer: { $key } för att lämna bordet.
play-results-guest-rematch = Bara värden startar en revansch: värden kör yahtzee host igen och delar den nya koden.
play-results-guest-card = En gäst sparar inga filer vid det här bordet: partiet finns i värdens historik, där dess kort kan skrivas ut (yahtzee card).

# The result card's key: where the card went
play-card-note-saved-sent = Resultatkortet sparat som { $path } och skickat till terminalens urklipp (om den stöder det)
play-card-note-saved-line-sent = Resultatkortet sparat som { $path }; dess delningsrad skickad till terminalens urklipp (om den stöder det)
play-card-note-saved-no-clipboard = Resultatkortet sparat som { $path } (den här terminalen kan inte ta det till urklipp)
play-card-note-saved-no-clipboard-why = Resultatkortet sparat som { $path } (den här terminalen kan inte ta det till urklipp: { $why })
play-card-note-saved-line-no-clipboard = Resultatkortet sparat som { $path } (den här terminalen kan inte ta dess delningsrad till urklipp); kopiera raden från skärmen
play-card-note-saved-line-no-clipboard-why = Resultatkortet sparat som { $path } (den här terminalen kan inte ta dess delningsrad till urklipp: { $why }); kopiera raden från skärmen
play-card-note-sent-not-saved = Resultatkortet skickat till terminalens urklipp (om den stöder det), men inte sparat: { $error }
play-card-note-not-saved-line-sent = Resultatkortet kunde inte sparas ({ $error }); dess delningsrad skickades till terminalens urklipp (om den stöder det)
play-card-note-not-saved = Resultatkortet kunde inte sparas: { $error }

# The daily
play-daily-title = Dagens utmaning: samma tärningar för alla i dag
play-daily-about = Ett klassiskt soloparti om dagen, med tärningar som faller likadant den dagen i varje kopia av spelet (UTC).
play-daily-today = I dag, { $day }: { $about }
play-daily-unplayed = Inte spelat än. Ditt första parti i dag är det som räknas: inga tips, inget ångra. Senare partier i dag är omspel.
play-daily-on-the-go = Ditt räknade parti pågår: det räknas när du spelar klart det.
play-daily-given-up = Ditt räknade parti raderades oavslutat: i dag räknas ingenting.
play-daily-scored = Poäng: { $score }. Senare partier i dag är omspel som inte räknas.
play-daily-replay-on-the-go = Ditt omspel pågår (omgång { $round } av { $rounds }): Enter fortsätter det. För att börja om, radera det under Fortsätt parti.
play-daily-streak-none = Svit: ingen än
play-daily-streak = Svit: { $now ->
        [one] { $now } dag
       *[other] { $now } dagar
    } · bästa { $best ->
        [one] { $best } dag
       *[other] { $best } dagar
    }
play-daily-accuracy-luck = Precision: poäng som gavs bort per val mot perfekt spel (expert under 0,2). Tur: vad tärningarna gav över eller under sitt snitt.
play-daily-share = Dela: { $share }
play-daily-none-scored = Ingen dagens utmaning räknad än.
play-daily-nothing-to-share = Ingen dagens utmaning är räknad än: det finns inget att dela.
play-daily-scored-share = Dagens utmaning { $day } är räknad. Dela: { $share }
play-daily-replay-unscored = Ett omspel av dagens utmaning { $day }: räknas inte.
play-daily-given-up-replay = Dagens räknade försök lämnades oavslutat och raderades, så i dag räknas ingenting.
play-daily-you-scored = Du fick { $score } poäng i dagens utmaning.
play-daily-key-play = spela dagens
play-daily-key-resume = fortsätt dagens
play-daily-key-replay = spela om (räknas inte)
play-daily-key-resume-replay = fortsätt omspelet
play-daily-key-card-share = kort + delningsrad

# The match screen: what the line under the dice tells of a move
play-cpu-threw = { $name } slog { $dice }
play-cpu-holds = { $name } sparar en { $face }:a
play-cpu-holds-kept = { $name } sparar en { $face }:a ({ $kept } sparade)
play-cpu-releases-none = { $name } släpper en { $face }:a (inget sparat)
play-cpu-releases-kept = { $name } släpper en { $face }:a ({ $kept } fortfarande sparade)
play-scored = { $name } skrev in { $points } i { $spot }
play-scored-joker = { $name } skrev in { $points } i { $spot } (Joker)
play-scored-bonus = { $name } skrev in { $points } i { $spot } och en Yahtzeebonus på { $bonus }
play-scored-joker-bonus = { $name } skrev in { $points } i { $spot } (Joker) och en Yahtzeebonus på { $bonus }
play-banner-five = ★ { $cheer }! ★  { $name } +{ $points }
play-banner-another = ★ En { $cheer } till! ★  { $name } +{ $points }
play-corrected-box = Rättade { $name }s { $spot }: { $before } → { $after }
play-corrected-extra = Rättade { $name }s extra Yatzy: { $before } → { $after }
play-spectator = Du tittar på det här partiet: en åskådare kan inte spela.
play-undo-not-saved = Ångra sparades inte, så det gjordes inte: { $error }
play-table-closed = Bordet är stängt: värden har gått.
play-saved = Sparat.
play-playing-unsaved = Spelet fortsätter UTAN ATT SPARA ({ $error }).
play-not-taken-back = Inte sparat, så det ångrades inte: { $error }
play-their-own-terminal = Det är { $name }s tur: hen spelar vid sin egen terminal.
play-not-your-turn = Det är inte din tur: det är { $name }s tur.
play-match-is-over = Partiet är slut.
play-cpu-speed-now = Datorns tempo: { $speed }.

# The coach's warnings
play-coach-lowers-chance = Det här sänker din vinstchans med { $loss } procentenheter. Bättre: { $better } ({ $better_chance }). Ditt: { $yours } ({ $your_chance }).
play-coach-loses-estimate = Det här kostar ungefär { $loss } poäng i snitt (uppskattat). Bättre: { $better }. Ditt: { $yours }.
play-coach-loses = Det här kostar { $loss } poäng i snitt. Bättre: { $better } ({ $better_total }). Ditt: { $yours } ({ $your_total }).

# The keys overlay and the keys refused while typing
play-keys-title = Tangenter
play-keys-this-table = Det här bordet
play-keys-during-play = Under spelet
play-keys-anywhere = Överallt
play-keys-on-the-card = På protokollet
play-keys-backspace = Backsteg
play-keys-type-points = skriv poängen (+ lägger till en Yahtzeebonus)
play-keys-remove-digit = ta bort sista siffran
play-keys-type-faces = skriv de fem sidorna av ett slag med riktiga tärningar
play-keys-slash = efter tärningarna som låg kvar: 33/514 (annars läst ur sidorna)
play-keys-remove-face = ta bort sista sidan (utan inskrivet: ångra det inskrivna slaget)
play-keys-par = plus och minus: mot tre av varje sida i de övre rutor som fyllts hittills
    (3 Ettor = 3, 3 Sexor = 18); tre av varje i alla sex ger 63, den vanliga gränsen för
    bonus. "4 plus" är 4 poäng före den takten, "2 minus" 2 efter.
play-keys-mouse = Mus: klicka på en tärning för att spara den, en ruta för att skriva in, en knapp för att trycka på den.
play-keys-mouse-pad = Mus: klicka på en ruta för att välja den, en knapp för att trycka på den.
play-key-does-nothing = { $key } gör ingenting nu. { $keys }
play-typed-not-a-die = ”{ $typed }” är ingen tärning: skriv de fem sidorna, 1 till 6. { $keys }
play-typed-not-points = ”{ $typed }” är inget poängtal. { $keys }
play-no-throws-left-box-for = Inga slag kvar: välj en ruta för { $dice } ({ $arrows }) och tryck { $key }.
play-while-typing-throw = Medan du skriver ett slag fungerar de här tangenterna: { $keys }.
play-while-typing-points = Medan du skriver poäng fungerar de här tangenterna: { $keys }.

# The review's frame and headings (its lines come from the ai area)
play-review-title = Genomgång: partiet och dina val mot perfekt spel
play-review-title-estimates = Genomgång: dina val mot Perfekts sökning (uppskattningar)
play-review-short-title = Genomgång
play-review-working = Räknar ut den bästa strategin för de här reglerna … { $percent } %
play-review-heading = { $name } — { $points } poäng
play-review-heading-loss = { $name } — { $points } poäng, { $loss } väntade poäng bortgivna
play-review-heading-loss-estimated = { $name } — { $points } poäng, { $loss } väntade poäng bortgivna (uppskattat)
play-review-chosen-best = { $chosen } (bäst: { $best })
play-review-decision = { $dice } · { $left } kvar: { $what }
play-review-stand-in = (datorn { $level } hoppar in)
play-review-nothing = Inget att gå igenom.

# History and statistics: their frames and keys (their rows come from the store area)
play-history-title = Historik: avslutade partier, senaste först
play-history-title-hidden = Historik: partier med människor, senaste först ({ $count ->
        [one] { $count } parti med bara datorer dolt
       *[other] { $count } partier med bara datorer dolda
    })
play-history-title-everyone = Historik: alla avslutade partier, senaste först
play-history-empty = Inga avslutade partier än.
play-history-empty-people = Inga avslutade partier med människor än.
play-history-same-dice = samma tärningar
play-history-practice = övning
play-history-key-cpu-too = även bara datorer
play-records-key-people-only = bara människor
play-stats-title = Statistik
play-stats-title-people = Statistik · människor
play-stats-title-everyone = Statistik · alla
play-stats-key-everyone = alla

# The app: refusals at a hosted table, a terminal too small
play-app-only-host-starts = Bara värden startar ett parti vid det här bordet.
play-app-only-host-keys = Bara värden sparar gästernas nycklar.
play-app-rematch-at-host = En revansch startas hos värden: kör yahtzee host igen (gäster ansluter med den nya koden).
play-app-no-data-folder = Det finns ingen datamapp, så ingen gästs nyckel sparas.
play-app-too-small = Gör terminalen minst { $min } stor (den är { $size }).

# The saved match under the menu, and what the store found at the start
play-saved-match = { $who } · omgång { $round } av { $rounds } · { $rules }{ $extra }
play-saved-matches = { $count } partier; senaste: { $newest }
play-names-and = { $names } och { $last }
play-finished-moved = Ett avslutat parti flyttades till historiken.
play-finished-not-moved = Ett avslutat parti kunde inte flyttas till historiken: { $error }
play-finished-kept-aside = Ett sparat parti var redan avslutat och finns i historiken; den gamla sparfilen behölls som { $aside }.
play-finished-not-aside = Ett sparat parti var redan avslutat och finns i historiken, men den gamla sparfilen kunde inte flyttas undan: { $error }
play-damaged-new-match = { $message } Du kan börja ett nytt parti.

# The CPUs' pace, and typing real dice and points
play-skip-your-turn = Inget att hoppa över: det är din tur.
play-skip-person = Inget att hoppa över: en människa spelar.
play-speed-no-cpu = Ingen dator vid bordet: det finns inget tempo att ändra.
play-speed-not-saved = Datorns tempo: { $speed } (inte sparat: { $error }).
play-typing-no-such-face = En tärning visar 1 till 6, inte { $face }.
play-typing-five-dice = Ett slag är fem tärningar: tryck Enter, eller Backsteg för att ändra en.
play-typing-points-first = Skriv poängen först, sedan + för en Yahtzeebonus.
play-typing-too-long = Längre än så blir inte en inmatning: tryck Enter eller Backsteg.
play-typing-back-to-card = Tillbaka till ditt protokoll: tryck { $key } igen för att mata in det.
play-correct-pad-only = Bara ett protokolls inmatningar rättas: slagna tärningar skriver in sig själva.
play-correct-nothing = Inget att rätta än.
play-correct-same = Det står redan där.

# The scorecard's rows and cells (the labels' column is as wide as the widest label)
play-card-upper-total = Summa övre
play-card-lower-total = Summa nedre
play-card-bonus = Bonus ≥{ $threshold } +{ $bonus }
play-card-bonus-off = Bonus (av)
play-card-extra-bonus = { $spot }bonus
play-card-total = SUMMA
play-card-column-total = Kolumnsumma
play-card-column-times = Kolumn × fakt.
play-card-card-total = TOTALSUMMA
play-card-chance-to-win = Vinstchans
# En dators kolumn när nivåns namn inte får plats: ensam eller med sitt nummer
play-card-cpu = Dator
play-card-cpu-numbered = Dator { $number }
# In a cell of seven columns: the box a column filled in order takes next
play-card-next = nästa
# In a cell of seven columns: the upper boxes' pace against three of each face
play-card-par-ahead = { $margin } plus
play-card-par-behind = { $margin } minus

# Typing real dice and points: what is refused
play-typing-slash-again = "/" skiljer de tärningar som låg kvar från de slagna: skriv det bara en gång
play-typing-bad-face = en tärning visar 1 till 6, inte { $face }
play-typing-not-a-die = "{ $typed }" är ingen tärning: skriv fem siffror från 1 till 6
play-typing-too-few = { $count ->
        [one] ett slag är fem tärningar; 1 tärning är inskriven hittills
       *[other] ett slag är fem tärningar; { $count } tärningar är inskrivna hittills
    }
play-typing-too-many = ett slag är fem tärningar, inte { $count } (Backsteg tar bort en)
play-typing-points-empty = skriv poängen först
play-typing-not-a-number = "{ $typed }" är inget poängtal
play-typing-bad-value = skriv det nya värdet (bara siffror)
# A score pad's correction: the row of extra five-of-a-kinds ($spot is the box's name)
play-typing-extra-column = Extra { $spot } { $column }
play-typing-extra-count = Extra { $spot } (antal)
play-typing-took-back-throw = Slaget { $dice } togs tillbaka: rätta det och tryck sedan Enter.
play-typing-cleared = { $entry } raderat.

# Undo: what was taken back. $form is "the" for a sentence of its own, "bare" after a name's
# possessive ("Ana's score in Full house")
play-undone-roll = ett slag
play-undone-hold = sparändringen på tärning { $die }
play-undone-score = inskrivningen i { $spot }
play-undone-throw = slaget { $dice }
play-undone-points = { $points } i { $spot }
play-undone-correction = rättelsen av { $spot }
play-undone-correction-bonus = rättelsen av { $spot }bonusarna
play-took-back = Ångrade { $what }.
play-took-back-turn = { $who ->
        [you] Ångrade { $bare }. Det är din tur igen.
       *[other] Ångrade { $bare } för { $name }. Det är { $name }s tur igen.
    }
play-undo-not-yours = { $who ->
        [you] Ditt senaste drag står kvar: tangentbordet har gått vidare, och ångra tar bara tillbaka dina egna drag.
       *[other] Det senaste draget av { $name } står kvar: tangentbordet har gått vidare, och ångra tar bara tillbaka dina egna drag.
    }

# Starting, resuming and deleting matches
play-not-deleted = Partiet raderades inte: { $error }
play-deleted-kept = Partiet raderades; dess fil sparas som { $aside }.
play-no-match-to-resume = Det finns inget parti { $id } att återuppta.
play-cannot-start = Kan inte börja: { $why }.
play-daily-begun-elsewhere = Dagens utmaning för { $day } påbörjades i ett annat fönster: det är det spelet som räknas.
play-daily-not-started = Dagens utmaning startades inte, eftersom din utmaningslogg inte kan skrivas: { $error }

# The review of a card of several columns
play-review-estimated = Inget protokoll med flera kolumner har ett exakt optimum: varje val mäts mot Perfekts sökning över alla kolumner, så siffrorna är uppskattningar. Vinstchansen är känd exakt bara för en kolumn och utelämnas.

## ==== end play ====

## ==== setup: setup, Learn, matches, history, statistics, confirmations (src/tui/screens) ====


# Inställningar: radernas namn

setup-title = Nytt parti
setup-title-practice = Nytt övningsparti
setup-title-about = Om
setup-row-seat = Plats { $number }
setup-row-plays-as = spelas av
setup-row-coach = tränare
setup-row-dice = tärningar
setup-row-score-pad = Protokoll utan tärningar
setup-row-same-dice = Samma tärningar
setup-row-add-seat = + Lägg till en plats
setup-row-rules = Regler
# A rules setting's value in setup (English: the words the config file takes)
setup-value-kinds-all = alla
setup-value-kinds-matching = matchande
setup-value-joker-forced = tvingad
setup-value-joker-free = fri
setup-value-joker-off = av
setup-value-layout-classic = klassisk
setup-value-layout-yatzy = Yatzy
setup-value-layout-triple = trippel
setup-value-layout-three-column = tre kolumner
setup-row-yatzy-points = Yatzy-poäng
setup-row-cpu-speed = Datorns tempo
setup-row-practice = Övningsparti
setup-row-undo = Ångra tillåtet
setup-row-threshold = Tränaren varnar över
setup-row-odds = Vinstchans
setup-row-hints = Tips och tränare
setup-row-first = Slår först
setup-row-language = Språk
setup-row-measure = Tränaren bedömer efter
setup-row-start = ▶ Starta partiet
setup-more = { $count } till

# Inställningar: värdena

setup-yes = ja
setup-no = nej
setup-range-yes-no = ja / nej
setup-player-name = Spelare { $number }
setup-kind-joining = Person via SSH
setup-kind-here = Person här
setup-kind-human = Människa
setup-kind-cpu = Dator · { $level }
setup-dice-real = riktiga tärningar, inskrivna
setup-dice-on-screen = slås på skärmen
setup-threshold-points = { $threshold } poäng
setup-threshold-chance = { $threshold } % av vinstchansen
# The same where the setup row has no room for the words (the Measure row above says it is the chance to win).
setup-threshold-chance-short = { $threshold } %
setup-odds-shown = visas
setup-odds-hidden = dold
setup-hints-allowed = tillåtna
setup-hints-off = av (tävling)
setup-first-seat-one = plats 1
setup-first-drawn = lottas

# Inställningar: en rad utan verkan (dess märkning, varför, och vad som ändrar det)

setup-unused-tag-hints-off = (tips avstängda)
setup-unused-tag-score-pad = (bara protokoll)
setup-unused-tag-no-warn-coach = (ingen tränare på { $warn })
setup-unused-tag-one-seat = (bara en plats)
setup-unused-tag-not-on-card = (inte i det här protokollet)
setup-unused-tag-no-cpu = (ingen dator spelar)
setup-unused-tag-no-person = (ingen människa spelar)
setup-unused-tag-cpu-seated = (en dator spelar)
setup-unused-tag-real-dice = (riktiga tärningar)
setup-unused-hints-off = tips och tränare är avstängda
setup-unused-no-dice = utan tärningar finns inget för tränaren att bedöma
setup-unused-people-only = med bara protokoll förs poäng bara för människor
setup-unused-no-warn-coach = ingen har tränaren på { $warn }
setup-unused-one-seat = det finns bara en plats
setup-unused-no-exact-odds = ett protokoll med flera kolumner har ingen exakt vinstchans (förvalet med tre kolumner visar en uppskattning)
setup-unused-no-cpu = ingen plats är en dator
setup-unused-no-person = ingen plats är en människa
setup-unused-cpu-seated = med bara protokoll förs poäng bara för människor, och en plats är en dator
setup-unused-pad-no-dice = med bara protokoll finns inga tärningar att dela ut
setup-unused-real-dice = riktiga tärningar som slås på bordet kan inte delas ut lika
setup-remedy-allow-hints = tillåt tips och tränare
setup-remedy-pad-off = stäng av bara protokoll
setup-remedy-warn-coach = sätt någons tränare på { $warn }
setup-remedy-add-seat = lägg till en plats
setup-remedy-one-column = välj ett protokoll med en kolumn
setup-remedy-make-cpu = gör en plats till dator
setup-remedy-make-person = gör en plats till människa
setup-remedy-every-person = gör alla platser till människor
setup-remedy-dice-on-screen = låt alla slå tärningarna på skärmen
setup-refused-unused = { $row } gäller inte nu: { $reason }. Gör först så här: { $remedy }.
setup-not-used-now = Används inte nu: { $reason }.
setup-not-the-default = Inte standard ({ $default }).

# Inställningar: avslag och besked

setup-seats-at-most = Ett parti har högst { $count } platser; ta bort en först för att ge plats åt någon annan.
setup-seats-at-least-one = Ett parti behöver minst en plats.
setup-cannot-start = Kan inte starta: { $reason }.
setup-cannot-start-pad-with-cpu = Kan inte starta: med bara protokoll förs poäng för människor vid ett bord; en dator behöver tärningar. Gör alla platser till människor, eller stäng av bara protokoll.
setup-enter-changes-nothing = ←/→ ändrar raden; med Enter skriver du namn och tal.
setup-name-empty = Ett namn kan inte vara tomt.
setup-name-invisible = Ett namn kan inte innehålla ett osynligt tecken eller ett som vänder textens riktning ({ $left_out } utelämnades).
setup-number-refused = { $setting } måste vara ett heltal från { $min } till { $max }; { $typed } togs inte.
setup-number-refused-range = { $setting } måste vara ett heltal inom { $range }; { $typed } togs inte.
setup-threshold-refused = Tränarens gräns måste vara ett tal från { $min } till { $max } i steg om { $step }; { $typed } togs inte.
setup-only-digits = Här går bara siffror ({ $left_out } utelämnades).
setup-only-digits-and-point = Här går bara siffror och ett decimaltecken ({ $left_out } utelämnades).
setup-defaults-already = Alla regler och val är redan standard.
setup-defaults-restored = Regler och val är tillbaka på standard; platserna är kvar.

# Inställningar: rutan Om

setup-about-name-remove = { $select } för att skriva ett namn (namn från tidigare partier föreslås); { $remove } tar bort platsen.
setup-about-name = { $select } för att skriva ett namn (namn från tidigare partier föreslås).
setup-about-kind-joining = En vän som ansluter via SSH med inbjudningskoden och spelar den här platsen från sin egen terminal; namnet väljer hen själv.
setup-about-kind-here-hosted = En person vid det här tangentbordet. { $left }/{ $right }: en person via SSH, eller en dator.
setup-about-kind-here = En person vid det här tangentbordet. { $left }/{ $right } för att göra platsen till en dator.
setup-about-kind-cpu = { $level }: { $style }.
setup-about-dice = Slås på skärmen, eller riktiga tärningar: slå dem på bordet och skriv in de fem sidorna efter varje slag (33516, Enter); spelet räknar ut vilka du sparade. Datorer slår alltid på skärmen.
setup-about-pad = För protokoll över ett parti med riktiga tärningar och ingen apparat som slår: välj en ruta varje tur och skriv in poängen; summor, bonusar och placeringar räknas ut. Alla platser är människor.
setup-about-same-dice = Alla platser slår samma tärningar: den som sparar samma tärningar i samma slag i samma omgång får samma sidor, så två spelare som väljer lika får lika poäng och det bättre spelet syns. Nej: varje plats har egna tärningar.
setup-about-coach = { $off }: inga råd. { $warn }: frågar före ett val som förlorar mer än gränsen. { $always }: tipsrutan är alltid öppen.
setup-about-add-seat = Upp till { $count } platser.
setup-about-rules = { $classic } är Hasbros protokoll (Kniffel är likadant). { $simple } (Yams) har ingen bonus för fler Yahtzee och ingen joker. { $yatzy } är det skandinaviska protokollet: 15 rutor med par, bonus 50, ingen joker. Ändrar du någon inställning nedan blir reglerna egna. { $presets } sparar dem som ett eget förval.
setup-about-rules-own = { $classic } är Hasbros protokoll (Kniffel är likadant). { $simple } (Yams) har ingen bonus för fler Yahtzee och ingen joker. { $yatzy } är det skandinaviska protokollet: 15 rutor med par, bonus 50, ingen joker. Ändrar du någon inställning nedan blir reglerna egna. { $presets } sparar dem som ett eget förval; dina egna följer här efter de inbyggda, och med { $presets } kan du också byta namn på dem och ta bort dem.
setup-about-setting = { $help } Intervall: { $range }. Klassisk: { $classic }.
setup-about-setting-number = { $help } Intervall: { $range }. Klassisk: { $classic }. Med { $select } skriver du ett tal.
setup-about-speed = Hur snabbt datorerna spelar på skärmen; { $skip } hoppar över en dators tur.
setup-about-practice = Övningspartier sparas för sig och räknas aldrig i statistiken.
setup-about-undo = Om man får ta tillbaka en ändring av sparade tärningar eller en inskrivning (aldrig ett slag).
setup-about-threshold-points = Med tränaren på { $warn } ber spelet om bekräftelse före ett val som förlorar mer än så många poäng. Med { $select } skriver du ett tal.
setup-about-threshold-chance = Med tränaren på { $warn } ber spelet om bekräftelse före ett val som ger bort mer än så många procentenheter av vinstchansen. Med { $select } skriver du ett tal.
setup-about-measure = { $warn } bedömer ett val efter poängen det i snitt förlorar, eller (med två eller fler platser) efter vinstchansen det ger bort.
setup-about-hints = Av för ett tävlingsparti: ingen tipsruta och ingen tränare för någon.
setup-about-first = Vem som slår först; sedan går turen runt i platsernas ordning. Lottas: väljs slumpvis när partiet börjar.
setup-about-odds = Visar varje plats chans att sluta först om alla spelade perfekt härifrån. En del bord vill helst inte veta.
setup-about-language = Spelets språk: { $names }. Det byts genast och sparas till nästa gång; --lang på kommandoraden talar ett annat under en körning.
setup-language-not-kept = Språket byttes, men sparades inte till nästa gång: { $reason }
setup-about-start = Starta med de här platserna och reglerna (eller tryck { $start } var som helst).
setup-summary = { $count ->
    [one] { $count } plats
   *[other] { $count } platser
}, reglerna { $rules }. { $start } startar från vilken rad som helst.
setup-summary-practice = { $count ->
    [one] { $count } plats
   *[other] { $count } platser
}, reglerna { $rules }, övning. { $start } startar från vilken rad som helst.
setup-summary-changed = { $count ->
    [one] { $count } inställning är
   *[other] { $count } inställningar är
} inte standard (•): { $defaults } återställer regler och val, platserna behålls.

# Inställningar: ett namn skrivs

setup-name-help = Skriv ett namn (högst { $count } tecken); { $select } behåller det, { $back } avbryter.
setup-name-help-replaces = Det du skriver ersätter { $name }; { $right } behåller det så att du kan skriva till.
setup-name-help-takes = { $select } tar { $name }.
setup-name-help-tab-takes = Tab tar { $name }.
setup-name-help-choose = { $down }/{ $up } väljer bland namnen från tidigare partier.
setup-played-before = Har spelat förut:
setup-known-record = { $name } — { $games } spelade, { $wins } vunna, bästa { $best }

# Inställningar: tangentraden

setup-key-done = klar
setup-key-cancel = avbryt
setup-key-choose = välj
setup-key-take = ta { $name }
setup-key-type-name = skriv namn
setup-key-add-seat = lägg till plats
setup-key-start = starta
setup-key-type-number = skriv tal


# Inställningar: egna förval

setup-preset-title = Dina förval
setup-preset-save-row = + Spara de här reglerna som…
setup-preset-name = Namn: { $typed }
setup-preset-new-name = Nytt namn: { $typed }
setup-preset-offered = Sparade regler erbjuds på raden Regler efter de inbyggda.
setup-preset-about = Dina egna förval: de här reglerna och protokollet sparade under ett namn du väljer, erbjudna på raden Regler efter de inbyggda och med yahtzee --rules NAMN. Ett namn kan inte vara ett inbyggt förvals. De sparas i datamappen (presets.json); ett parti eller en inställning som använde ett förval behåller sina regler när det byter namn eller tas bort.
setup-preset-kept = Behölls.
setup-preset-choose-first = Välj först ett av dina förval nedan.
setup-preset-name-invisible = Ett namn kan inte innehålla ett osynligt tecken eller ett som vänder textens riktning.
setup-preset-saved = Sparat som ”{ $name }”.
setup-preset-renamed = ”{ $old }” heter nu ”{ $new }”.
setup-preset-deleted = ”{ $old }” togs bort.
setup-preset-delete-title = Ta bort det här förvalet?
setup-preset-delete-question = ”{ $name }”: { $rules }. När det är borttaget erbjuds det inte längre på raden Regler; ett sparat parti eller en inställning som använde det behåller sina regler.
setup-preset-key-move = flytta
setup-preset-key-save-as = spara som…
setup-preset-key-save-name = spara namn
setup-preset-key-use = använd
setup-preset-key-rename = byt namn
setup-preset-key-delete = ta bort
setup-preset-key-keep = behåll
setup-preset-key-close = stäng


# Lära: lektionerna. Alla får samma argument: tangenterna ($roll, $score, $up, $down,
# $left, $right), varje rutas namn på lektionens protokoll efter dess id ($ones, $fours,
# $full_house, …) och kolumnerna i protokollet med tre kolumner.

setup-learn-throw-title = Slå tärningarna
setup-learn-throw-1-ask = En tur börjar med att alla fem tärningarna slås. Tryck { $roll } för att slå.
setup-learn-throw-1-done = Fem tärningar. En tur har upp till tre slag: antalet står ovanför tärningarna.
setup-learn-throw-2-ask = Inte vad du hoppades på? Slå igen ({ $roll }): alla tärningar du inte sparar slås om.
setup-learn-throw-2-done = Ditt andra slag: ett är kvar.
setup-learn-throw-3-ask = Slå en tredje gång ({ $roll }).
setup-learn-throw-3-done = Tre slag använda: nu måste tärningarna in i en ruta.
setup-learn-throw-4-ask = Efter sista slaget måste du skriva in. Gå till { $chance } ({ $up }/{ $down }) och tryck { $score }: { $chance } tar summan av fem valfria tärningar.
setup-learn-throw-4-done = { $chance } fick summan av tärningarna.
setup-learn-throw-end = Det var en omgång av tretton: varje omgång fyller exakt en ruta, och partiet är slut när protokollet är fullt.
setup-learn-hold-title = Spara tärningar
setup-learn-hold-1-ask = Tryck { $roll } för att slå.
setup-learn-hold-1-done = Tre fyror och en sexa.
setup-learn-hold-2-ask = En tärning sparas med sin siffertangent. Prova: tryck 5 för att spara tärning 5, sexan.
setup-learn-hold-2-done = Tärning 5 är sparad: den ligger kvar som den är när du slår.
setup-learn-hold-3-ask = Ångrat dig? Tryck 5 igen för att släppa den.
setup-learn-hold-3-done = Släppt. Tills du slår kan du ändra vilka du sparar hur många gånger du vill.
setup-learn-hold-4-ask = Det är de tre fyrorna som är värda att spara: spara tärning 1, 2 och 4.
setup-learn-hold-4-done = De tre fyrorna är sparade.
setup-learn-hold-5-ask = Slå de andra två ({ $roll }).
setup-learn-hold-5-done = Bara tärning 3 och 5 slogs, och en av dem blev en fyra.
setup-learn-hold-6-ask = Fyra fyror: gå till { $fours } ({ $up }/{ $down }) och skriv in dem ({ $score }).
setup-learn-hold-6-done = { $fours } fick 16: en ruta i övre delen räknar bara sin egen sida, 4 × 4.
setup-learn-hold-end = Spara det du vill behålla och slå om resten: det är hela konsten med en tur.
setup-learn-boxes-title = Skriva in i en ruta
setup-learn-boxes-1-ask = Slå ({ $roll }).
setup-learn-boxes-1-done = 2-3-4-5-6: fem i följd, en stor stege.
setup-learn-boxes-2-ask = Varje ruta tar ett mönster, och protokollet visar vad varje ruta skulle få nu. { $large_straight } (fem i följd) ger 40: skriv in den där.
setup-learn-boxes-2-done = 40 i { $large_straight }. En ifylld ruta ändras aldrig.
setup-learn-boxes-3-ask = Nästa omgång: slå ({ $roll }).
setup-learn-boxes-3-done = 3-3-3-5-5 passar i flera rutor: { $full_house } 25, { $threes } 9, { $three_of_a_kind } 19, { $chance } 19.
setup-learn-boxes-4-ask = Tre av en sida och två av en annan är en kåk, 25. Skriv in den i { $full_house }.
setup-learn-boxes-4-done = 25 i { $full_house }.
setup-learn-boxes-end = Rutorna: { $ones } till { $sixes } räknar sin sida; triss och fyrtal räknar alla fem tärningarna; { $full_house } 25; { $small_straight } (fyra i följd) 30; { $large_straight } 40; { $yahtzee } (fem lika) 50; { $chance } fem valfria, deras summa. Tärningar som inte passar i en ruta ger 0 där.
setup-learn-bonus-title = Bonusen och takten
setup-learn-bonus-1-ask = { $ones } till { $sixes } ger 35 extra när de når 63. Tre av varje sida blir 63: det är takten, och du ligger precis i takt. Slå ({ $roll }).
setup-learn-bonus-1-done = Tre sexor: 18, precis i takt för { $sixes }.
setup-learn-bonus-2-ask = Skriv in dem i { $sixes }: 45 + 18 blir 63.
setup-learn-bonus-2-done = 63: bonusen på 35 poäng är din.
setup-learn-bonus-end = Protokollet visar hur långt över eller under takten du ligger. Takten är ett tempo, ingen regel: fyra sexor väger upp två ettor; ju längre under takten, desto svårare bonus.
setup-learn-joker-title = Yahtzeebonus och joker
setup-learn-joker-1-ask = Din ruta { $yahtzee } har 50 och { $fives } är ifylld. Slå ({ $roll }).
setup-learn-joker-1-done = Fem femmor igen: en andra Yahtzee, värd en bonus på 100.
setup-learn-joker-2-ask = Jokern: { $fives } är ifylld, så valfri ruta i nedre delen till fullt värde. Skriv in { $large_straight } (rutor med ✗ säger varför inte).
setup-learn-joker-2-done = 40 i { $large_straight }, och bonusen på 100.
setup-learn-joker-end = En Yahtzee när rutan { $yahtzee } är ifylld går först i sin egen ruta i övre delen; annars i valfri ruta i nedre delen till fullt värde; annars i en ruta i övre delen för 0. En ruta { $yahtzee } som strukits med 0 ger ingen bonus.
setup-learn-last-rounds-title = De sista omgångarna
setup-learn-last-rounds-1-ask = Två omgångar kvar, två rutor öppna: { $small_straight } och { $yahtzee }. Slå ({ $roll }).
setup-learn-last-rounds-1-done = 1-2-3-4-6: en liten stege.
setup-learn-last-rounds-2-ask = Ta 30 i { $small_straight } nu: { $yahtzee } står öppen till sista omgången.
setup-learn-last-rounds-2-done = 30 i { $small_straight }.
setup-learn-last-rounds-3-ask = Sista omgången: bara { $yahtzee } är öppen. Slå ({ $roll }).
setup-learn-last-rounds-3-done = Inga fem lika än.
setup-learn-last-rounds-4-ask = Spara det du vill och slå igen ({ $roll }).
setup-learn-last-rounds-4-done = Fortfarande inte fem lika.
setup-learn-last-rounds-5-ask = Ditt sista slag ({ $roll }).
setup-learn-last-rounds-5-done = Ingen Yahtzee.
setup-learn-last-rounds-6-ask = En tur måste fylla en ruta även när inget passar: skriv in 0 i { $yahtzee }.
setup-learn-last-rounds-6-done = Protokollet är fullt och partiet är slut.
setup-learn-last-rounds-end = En nolla är en uppgiven ruta. Mot slutet, spara en ruta du har råd att förlora (en svår som { $yahtzee }, eller { $chance }) så att ett dåligt sista slag kostar lite.
setup-learn-yatzy-title = Yatzyprotokollet
setup-learn-yatzy-1-ask = Yatzy har också { $one_pair } och { $two_pairs }; triss och fyrtal räknar bara de lika tärningarna, bonusen är 50, och det finns ingen joker. Slå ({ $roll }).
setup-learn-yatzy-1-done = 6-6-5-5-1: två par.
setup-learn-yatzy-2-ask = { $two_pairs } räknar de fyra tärningarna i paren: 6+6+5+5. Skriv in det i { $two_pairs }.
setup-learn-yatzy-2-done = 22 i { $two_pairs }; { $one_pair } hade bara tagit det högre paret, 12.
setup-learn-yatzy-end = I Yatzy är stegarna exakt 1-2-3-4-5 (15) och 2-3-4-5-6 (20), { $full_house } räknar alla fem tärningarna, och fem lika ({ $yatzy }) ger 50, utan extra bonus.
setup-learn-triple-title = Protokollet för Triple Yahtzee
setup-learn-triple-1-ask = Tre klassiska kolumner värda ×1, ×2 och ×3; varje tur fyller en ruta i valfri kolumn, 39 turer totalt. Slå ({ $roll }).
setup-learn-triple-1-done = En kåk, 25 poäng.
setup-learn-triple-2-ask = Skriv in den i { $full_house } i kolumnen ×3, den sista ({ $left }/{ $right } byter kolumn): där räknas 25 som 75.
setup-learn-triple-2-done = { $full_house } i kolumnen ×3: 75.
setup-learn-triple-end = Varje kolumn har sin egen bonus; Yahtzeebonusen och jokern börjar gälla först när alla tre rutorna { $yahtzee } är ifyllda.
setup-learn-three-column-title = Protokollet med tre kolumner
setup-learn-three-column-1-ask = { $column_down } fylls i ordning från { $ones } till { $chance }, { $column_up } från { $chance } till { $ones }, { $column_free } i valfri ordning; ingen joker, ingen extra bonus. Slå ({ $roll }).
setup-learn-three-column-1-done = Tre ettor.
setup-learn-three-column-2-ask = Nästa ruta i { $column_down } är { $ones }: skriv in dem där (första kolumnen, { $column_down }).
setup-learn-three-column-2-done = 3 i { $ones } i { $column_down }: dess nästa ruta är nu { $twos }.
setup-learn-three-column-end = Planera kolumnerna { $column_down } och { $column_up } i förväg: deras nästa ruta är den enda de tar.

# Lära: en lektion på protokollet

setup-learn-lesson-title = Lektion { $number } av { $count }: { $title }
setup-learn-lesson-short = Lektion { $number } av { $count }
setup-learn-step = Steg { $number } av { $count }: { $ask }
setup-learn-cursor-on-it = Markören står redan där: tryck { $score }.
setup-learn-lesson-done-next = Lektionen klar. { $score }: nästa lektion · { $pause }: tillbaka till Lära
setup-learn-lesson-done-last = Lektionen klar. { $score } eller { $pause }: tillbaka till Lära
setup-learn-key-next-lesson = nästa lektion
setup-learn-key-next-puzzle = nästa uppgift
setup-learn-key-back = till Lära
setup-learn-progress-not-saved = Dina framsteg sparades inte: { $reason }
setup-learn-no-die = ingen tärning
setup-learn-die = tärning { $number }
setup-learn-dice = tärning { $list } och { $last }
setup-learn-task-throw = slå ({ $roll })
setup-learn-task-throw-again = slå igen ({ $roll })
setup-learn-task-hold-and-throw = spara { $dice } och slå ({ $roll })
setup-learn-task-hold = spara exakt { $dice }
setup-learn-task-score = skriv in i { $spot } ({ $score })
setup-learn-hold-before-throw = Spara exakt { $dice } innan du slår.
setup-learn-hold-first = Inte än: spara först exakt { $dice }.
setup-learn-no-more-throwing = Här slås det inte mer: { $task }.
setup-learn-no-need-to-hold = Du behöver inte spara tärningar nu: { $task }.
setup-learn-not-yet = Inte än: först { $task }.
setup-learn-elsewhere = { $here } skulle ge { $points } här; lektionen vill ha { $asked }: gå dit ({ $up }/{ $down }), sedan { $score }.
setup-learn-elsewhere-columns = { $here } skulle ge { $points } här; lektionen vill ha { $asked }: gå dit ({ $up }/{ $down }, { $left }/{ $right } för kolumnen), sedan { $score }.

# Lära: en uppgift på protokollet

setup-learn-puzzle-title = { $level ->
    [easy] Lätt
    [medium] Medelsvår
   *[hard] Svår
} uppgift { $number } av { $count }
setup-learn-puzzle-short = Uppgift { $number }/{ $count }
setup-learn-streak = Rätta svar i rad: { $count }
setup-learn-puzzle-ask = Inga slag kvar: vilken ruta skulle du välja? Välj den ({ $up }/{ $down }) och tryck { $score }.
setup-learn-puzzle-done = { $score }: nästa uppgift · { $pause }: tillbaka till Lära
setup-learn-option-score = { $name } { $points }
setup-learn-option-best = bäst

# Lära: listan med lektioner och uppgifter

setup-learn-title = Lär dig spela
setup-learn-heading-lessons = Lektioner: var och en spelas på ett riktigt protokoll
setup-learn-heading-puzzles = Övningsuppgifter: vilken ruta skulle du välja?
setup-learn-puzzles = { $level ->
    [easy] Lätta
    [medium] Medelsvåra
   *[hard] Svåra
} uppgifter
setup-learn-puzzles-solved = { $level ->
    [easy] Lätta
    [medium] Medelsvåra
   *[hard] Svåra
} uppgifter ({ $solved } av { $count } lösta)
setup-learn-reset = Nollställ framstegen
setup-learn-reset-done = Dina framsteg i Lära har nollställts.
setup-learn-reset-failed = Dina framsteg nollställdes inte: { $reason }
setup-learn-summary = Lektioner klara { $done } av { $count } · uppgifter lösta { $solved } · svit { $streak } (bästa { $best })
setup-learn-no-puzzle = Ingen { $level ->
    [easy] lätt
    [medium] medelsvår
   *[hard] svår
} uppgift hittades i de spelade partierna.
setup-learn-preparing = Lösarens tabell för de { $level ->
    [easy] lätta
    [medium] medelsvåra
   *[hard] svåra
} uppgifterna förbereds: { $percent } % (den sparas till nästa gång).


# Frågor över valfri skärm (confirm.rs)

setup-confirm-stay = stanna
setup-confirm-back = tillbaka
setup-confirm-keep = behåll
setup-confirm-keep-it = behåll det
setup-confirm-quit-title = Avsluta?
setup-confirm-quit-one = Ett parti pågår. Det förblir sparat: Fortsätt tar upp det nästa gång.
setup-confirm-quit-many = { $count } partier pågår. Alla förblir sparade: Fortsätt listar dem nästa gång.
setup-confirm-quit-yes = avsluta
setup-confirm-replay-title = Spela dagens utmaning igen?
setup-confirm-replay = { $why } En omspelning av { $day } slår samma tärningar, räknas inte och syns inte i statistiken.
setup-confirm-replay-yes = spela igen
setup-confirm-leave-title = Lämna servern?
setup-confirm-leave = Du lämnar lobbyn och servern. Dina partier finns kvar: anslut igen för att komma tillbaka till dem.
setup-confirm-leave-guest = Du lämnar lobbyn och servern. Som gäst sparas inga partier här: logga in med en SSH-nyckel för att behålla dem nästa gång.
setup-confirm-leave-yes = lämna
setup-confirm-delete-title = Ta bort det här partiet?
setup-confirm-delete = { $about }. Borttaget kan det inte fortsättas; filen läggs undan i mappen med partier.
setup-confirm-delete-over = { $about }. Det är slut men ännu inte i historiken; borttaget kommer det aldrig dit. Filen läggs undan.
setup-confirm-delete-yes = ta bort
setup-confirm-forget-title = Glömma den här gästens nyckel?
setup-confirm-forget-key = Med nyckeln { $key } kommer { $name } tillbaka till plats { $seat } utan inbjudningskoden. Glömd behöver { $name } koden igen.
setup-confirm-forget-old-key = Nyckeln { $key } för { $name } sparades av version 0.4 och öppnar ingenting: att glömma den städar bara listan.
setup-confirm-forget-yes = glöm
setup-confirm-reset-title = Nollställa dina framsteg i Lära?
setup-confirm-reset = De klara lektionerna, de lösta uppgifterna och sviten glöms. Partier och statistik förblir som de är.
setup-confirm-reset-yes = nollställ

# Pågående partier (matches.rs)

setup-matches-title = Pågående partier: { $count }
setup-matches-none = Inget parti pågår. Ett parti som du lämnar före slutet väntar här på att fortsättas.
setup-matches-about = Senaste först. Vart och ett sparas efter varje drag.
setup-matches-full = { $count } partier, det mesta spelet sparar: ta bort ett för att börja ett nytt.
setup-matches-head-players = Spelare
setup-matches-head-rules = Regler
setup-matches-head-round = Omgång
setup-matches-head-played = Senast spelat
setup-matches-round = omgång { $round } av { $rounds }
setup-matches-over = slut
setup-matches-practice = övning
setup-matches-elsewhere = i ett annat fönster
setup-matches-more = { $above } till ↑ · { $below } till ↓
setup-matches-id = ID { $id } · yahtzee resume { $id }
setup-matches-elsewhere-resume = Det partiet spelas i ett annat fönster: du kan fortsätta det här när det fönstret har lämnat det.
setup-matches-elsewhere-delete = Det partiet spelas i ett annat fönster: det tas inte bort härifrån.
setup-matches-unreadable-delete = Den filen lämnas som den är: programmet kan inte läsa den, så det tar inte heller bort den.
setup-matches-key-resume = fortsätt
setup-matches-key-delete = ta bort

# En textsida (text.rs)

setup-text-rules-title = Regler · { $rules }
setup-text-lines-shown = { $first }–{ $last } av { $count }

# Tangenternas hjälp, som hjälpraderna visar den

setup-keys-cpu-for-absent-guest = dator för frånvarande gäst
setup-keys-cpu-speed = datorns tempo
setup-keys-cpus-too-people-only = även datorer / bara människor
setup-keys-add-seat = ny plats
setup-keys-another-seats-card = annan plats protokoll
setup-keys-back = tillbaka
setup-keys-bottom = sist
setup-keys-box = ruta
setup-keys-change = ändra
setup-keys-choose = välj
setup-keys-column = kolumn
setup-keys-correct-a-score = rätta en poäng
setup-keys-defaults = standard
setup-keys-edit = redigera
setup-keys-forget-key = glöm nyckel
setup-keys-forget-me = glöm mig
setup-keys-hint = tips
setup-keys-hold = spara
setup-keys-keys = tangenter
setup-keys-let-a-guest-take-a-seat = låt en gäst ta plats
setup-keys-main-menu = huvudmeny
setup-keys-menu = meny
setup-keys-move = flytta
setup-keys-newer-log = nyare drag
setup-keys-next-seats-card = nästa protokoll
setup-keys-no = nej
setup-keys-older-log = äldre drag
setup-keys-open = öppna
setup-keys-other-rules = andra regler
setup-keys-page-down = sida ner
setup-keys-page-up = sida upp
setup-keys-presets = förval
setup-keys-quit = avsluta
setup-keys-quit-now = avsluta nu (partiet är sparat)
setup-keys-ranking = rangordning
setup-keys-refresh = uppdatera
setup-keys-rematch = returmatch
setup-keys-remove-seat = ta bort
setup-keys-result-card = resultatkort
setup-keys-review = genomgång
setup-keys-score = skriv in
setup-keys-scroll = bläddra
setup-keys-skip-cpu = hoppa över dator
setup-keys-skip-to-next-person = hoppa till nästa person
setup-keys-start = starta
setup-keys-throw = slå
setup-keys-top = först
setup-keys-undo = ångra
setup-keys-yes = ja

setup-key-space = Mellanslag
setup-key-enter = Enter
setup-key-esc = Esc
setup-key-tab = Tab
setup-key-backspace = Backsteg
setup-key-delete = Del
setup-key-page-up = PgUp
setup-key-page-down = PgDn
setup-key-home = Home
setup-key-end = End
setup-key-ctrl = Ctrl

## ==== end setup ====

## ==== serve: the public server, its lobby, standings, the SSH door, hosting (src/serve, src/net, src/tui/hosting.rs, src/tui/screens/{hall,standings,lobby,guest_keys}) ====

# Lobbyn (src/tui/screens/hall/lobby.rs)
serve-lobby-title = {" "}Yatzy · spela mot vem som helst{" "}
serve-lobby-new-table = Nytt bord
serve-lobby-join-by-code = Gå med via kod
serve-lobby-quick-match = Snabbt parti
serve-lobby-stop-waiting = Sluta vänta
serve-lobby-play-the-cpu = Spela mot datorn
serve-lobby-daily = Dagens utmaning
serve-lobby-watch = Titta på
serve-lobby-my-matches = Mina partier
serve-lobby-leaderboard = Topplista
serve-lobby-todays-daily = Dagens topplista
serve-lobby-learn = Lär dig
serve-lobby-about-me = Om mig
serve-lobby-language = Språk: { $language }
serve-lobby-quit = Avsluta
serve-lobby-choose-to-watch = Välj ett bord att titta på: Enter tittar, Esc går tillbaka.
serve-lobby-nothing-to-watch = Inget bord är öppet att titta på än.
serve-lobby-quick-waiting = Väntar på någon till ett snabbt parti … ({ $seconds } s)
serve-lobby-quick-cpu-offered = Ingen kom till ett snabbt parti: en stark dator spelar mot dig om du vill (Spela mot datorn).
serve-lobby-me-guest = { $name } (gäst: partierna räknas inte)
serve-lobby-me-unrated = { $name } · ingen rating än
serve-lobby-no-tables = Inget bord är öppet: starta ett med Nytt bord, eller ett snabbt parti.
serve-lobby-tables-watching = Bord (Enter tittar)
serve-lobby-tables = Bord (Enter sätter dig · w tittar · ★ dina)
serve-lobby-key-watch = titta
serve-lobby-key-menu-tables = meny/bord
serve-lobby-online = Online ({ $count }):
serve-lobby-online-count = Online ({ $count })
serve-lobby-online-more = {" "}och { $count } till

# Ett bord, som lobbyn visar det
serve-table-new = nytt
serve-table-unrated = { $rules } (räknas inte)
serve-table-watching = { $count } tittar
serve-table-waiting-for = väntar på { $count } till
serve-table-round = omgång { $round } av { $rounds }
serve-table-finished = slut
serve-seat-open = (ledig)
serve-seat-cpu-for-now = { $name } ({ $level } dator tills vidare)
serve-seat-away = { $name } (borta)
serve-seat-not-here-yet = { $name } (inte här än)

# Topplistorna (src/tui/screens/standings)
serve-standings-you-mark = ◂ du
serve-standings-player = Spelare
serve-leaderboard-title = {" "}Topplista: rating per regler{" "}
serve-leaderboard-none-rated = Inga regler ger rating på den här servern: operatören erbjuder inga av de inbyggda förinställningarna, och bara deras partier räknas.
serve-leaderboard-empty = Inget parti med rating än: spela klart ett parti mot en annan person med { $rules }-regler för att få rating.
serve-leaderboard-rank = Plats
serve-leaderboard-rating = Rating
serve-leaderboard-games = Partier
serve-leaderboard-note = Glicko-2 per regelfamilj: rating ± två avvikelser, ? om preliminär.
serve-leaderboard-guest = Gäster får ingen rating: anslut med en SSH-nyckel för att skapa ett konto och få rating.
serve-leaderboard-me = Du: nr { $rank } med { $rules }-regler, { $rating }, { $count ->
    [one] 1 parti
   *[other] { $count } partier
}.
serve-leaderboard-me-provisional = Du: nr { $rank } med { $rules }-regler, { $rating } (preliminär), { $count ->
    [one] 1 parti
   *[other] { $count } partier
}.
serve-leaderboard-not-among = Du är inte bland dessa { $count }: spela klart partier med rating med { $rules }-regler för att klättra.
serve-daily-board-guest = Dagens utmaning är för konton: anslut med en SSH-nyckel för att spela den.
serve-daily-board-me = Du: { $place } av { $count }, med { $total }.
serve-daily-board-not-yet = Inte med än: välj Dagens utmaning i lobbyn; dagens första försök räknas.
serve-daily-board-title = {" "}Dagens utmaning: { $day } (UTC){" "}
serve-daily-board-same-dice = Alla har samma tärningar i dag: högsta summan är bästa spelet.
serve-daily-board-empty = Ingen har spelat klart dagens utmaning än: den som blir klar först leder.
serve-daily-board-place = Plats
serve-daily-board-score = Poäng
serve-daily-board-note = Ett räknat försök per konto och UTC-dygn; omspel står inte på listan.
serve-mine-rated = rating
serve-mine-title = {" "}Mina partier{" "}
serve-mine-empty = Inga partier än. Starta ett med Nytt bord eller Snabbt parti i lobbyn: ett oavslutat parti väntar här på att tas upp igen, och ett avslutat kan ses och granskas.
serve-mine-intro = Gå tillbaka till ett öppet parti, eller se protokollen och granskningen av ett avslutat.
serve-mine-on-the-go = Pågående ({ $count ->
    [one] 1 bord
   *[other] { $count } bord
})
serve-mine-finished = Avslutade, nyaste först
serve-mine-unreadable = { $count ->
    [one] 1 avslutat parti kunde inte läsas och har utelämnats.
   *[other] { $count } avslutade partier kunde inte läsas och har utelämnats.
}
serve-mine-key-go-back = gå tillbaka dit
serve-mine-key-cards = protokoll
serve-about-title = {" "}Om mig: vad servern sparar{" "}
serve-about-title-short = {" "}Om mig{" "}
serve-about-handle = Ditt namn: { $handle }
serve-about-made = Ditt konto skapades { $when } (UTC), första gången du anslöt med din nyckel.
serve-about-key = Din nyckel: { $key }. Servern sparar detta fingeravtryck av din publika nyckel för att känna igen dig; den har inget hemligt av ditt, och inget lösenord.
serve-about-ratings = Rating
serve-about-no-rating = Ingen rating än: spela klart ett parti mot en annan person med reglerna i en inbyggd förinställning (till exempel Classic) för att få en.
serve-about-rating = { $rating }, { $count ->
    [one] 1 parti med rating
   *[other] { $count } partier med rating
}
serve-about-rating-provisional = { $rating } (preliminär), { $count ->
    [one] 1 parti med rating
   *[other] { $count } partier med rating
}
serve-about-statistics = Statistik
serve-about-matches-and-tables = Partier och bord
serve-about-kept = { $finished ->
    [one] 1 avslutat parti
   *[other] { $finished } avslutade partier
} sparade med din plats (Mina partier listar dem), och { $open ->
    [one] 1 öppet bord
   *[other] { $open } öppna bord
} med en plats sparad åt dig eller skapade av dig.
serve-about-made-last-day = { $count ->
    [one] 1 bord skapat
   *[other] { $count } bord skapade
} senaste dygnet, räknade mot serverns gräns för nya bord.
serve-about-forget-me = Glöm mig
serve-about-forgetting = Att glömma raderar ditt konto, din nyckel och din rating på en gång. I avslutade partier heter din plats sedan "{ $former }"; platser som sparats åt dig vid öppna bord sparas inte längre. Det går inte att ångra: ansluter du igen med samma nyckel skapas ett nytt konto.
serve-about-no-stats = Inga avslutade partier än: dina partier, vinster och bästa summor visas här.
serve-about-stats = { $count ->
    [one] 1 avslutat parti
   *[other] { $count } avslutade partier
}, { $won } vunna, { $rated } med rating.
serve-about-head-rules = Regler
serve-about-head-matches = Partier
serve-about-head-won = Vunna
serve-about-head-best = Bästa
serve-about-head-mean = Snitt
serve-about-other-rules = Andra regler
serve-about-forgetting-now = Glömmer dig …
serve-about-forget-title = {" "}Glömma dig?{" "}
serve-about-forget-question = Ditt konto, dess nyckel och dess rating raderas nu, och ditt namn försvinner ur alla avslutade partier. Det går inte att ångra.
    Konto: { $handle }
serve-about-forget-yes = { $key }: glöm mig
serve-about-forget-no = { $key }: behåll det

# Namnet en ny nyckel väljer, gå med via kod, ett nytt bord
serve-key-back-to-lobby = tillbaka till lobbyn
serve-handle-type-first = Skriv ett namn först.
serve-handle-title = {" "}Yatzy · välkommen{" "}
serve-handle-intro = Välkommen! Din SSH-nyckel är ny här: välj namnet som de andra ser. Din nyckel är ditt konto, så kom tillbaka med samma nyckel så är du du igen.
serve-handle-rules = 2 till 16 bokstäver eller siffror (även _ - . och enstaka mellanslag), inte namnet på en datornivå och inte ett som någon redan har med andra versaler.
serve-handle-typed = Namn: { $handle }
serve-handle-key = Din nyckel: { $key }
serve-handle-key-take = ta det här namnet
serve-handle-key-leave = gå
serve-code-type-first = Skriv bordets kod först.
serve-code-title = {" "}Gå med via kod{" "}
serve-code-intro = Ett privat bords kod, som ägaren gav dig den (till exempel abcde-fghjk):
serve-code-typed = Kod: { $code }
serve-code-key-join = gå med
serve-new-seat-empty = ingen (färre platser)
serve-new-seat-open = öppen för alla
serve-new-seat-kept-for-whom = sparad åt … (Enter, skriv sedan namnet)
serve-new-seat-kept-for = sparad åt { $name }
serve-new-seat-cpu = dator ({ $level })
serve-new-no-rules = Servern erbjuder inga regler att spela.
serve-new-kept-for-no-one = En plats är sparad åt ingen än: Enter på den, skriv sedan namnet.
serve-new-title = {" "}Nytt bord{" "}
serve-new-intro = Välj regler och vem som sitter. Partiet börjar när varje öppen plats är tagen.
serve-new-rules = Regler
serve-new-table = Bord
serve-new-seat = Plats { $number }
serve-new-you = { $name } (du)
serve-new-listed = syns i lobbyn
serve-new-private = privat: bara via kod
serve-new-open = Öppna bordet
serve-new-key-keep = spara platsen åt det här namnet
serve-new-key-stop-typing = sluta skriva

# Serverns svar i lobbyn
serve-left-own-forming = Du lämnade { $rules }-bordet som du hade öppnat, så det stängdes.
serve-left-seat-forming = Du lämnade din plats vid { $rules }-bordet som höll på att fyllas.
serve-table-private = Det bordet är privat: gå med via dess kod.
serve-table-gone = Det bordet finns inte längre.
serve-quick-left = Du lämnade kön till snabba partier.
serve-handle-refused = Det namnet går inte att använda: { $why }
serve-handle-a-guests = Det namnet har en gäst just nu: välj ett annat.
serve-handle-welcome = Välkommen! Din nyckel är ditt konto: kom tillbaka med den så är du du igen.
serve-account-not-made = Kontot kunde inte skapas just nu: försök igen snart.
serve-handle-taken = Någon har redan det namnet (kanske med andra versaler eller bokstäver som ser likadana ut): välj ett annat.
serve-limit-open = Du har redan { $count ->
    [one] 1 bord
   *[other] { $count } bord
} öppna, det mesta servern tillåter på en gång: spela klart ett först.
serve-limit-per-hour = Du har öppnat { $count ->
    [one] 1 bord
   *[other] { $count } bord
} den senaste timmen, det mesta servern tillåter: försök igen senare.
serve-limit-cannot-count = Servern kan inte öppna bord just nu: försök igen snart.
serve-rules-not-offered = Servern erbjuder inte de reglerna.
serve-seats-range = Ett bord har 2 till { $most } platser.
serve-guest-cannot-keep = En gäst kan inte spara en plats åt någon: gör platsen öppen.
serve-has-a-seat-already = { $name } har redan en plats vid det här bordet.
serve-no-one-called = Ingen som heter { $name } är online: en plats sparas bara åt någon som är här nu.
serve-seat-held-elsewhere = Din plats där hålls av en annan anslutning av dig: du kan titta på.
serve-no-seat-free = Ingen plats är ledig vid det bordet.
serve-code-unknown = Inget öppet bord har den koden: kolla den med bordets ägare.
serve-table-not-opened = Det bordet kunde inte öppnas just nu.
serve-table-no-longer-open = Det bordet är inte öppet längre.
serve-quick-waiting = Väntar på någon till ett Classic-parti för två; efter { $seconds ->
    [one] 1 sekund
   *[other] { $seconds } sekunder
} erbjuds du datorn.
serve-quick-no-one-came = Ingen kom på { $seconds ->
    [one] 1 sekund
   *[other] { $seconds } sekunder
}: välj Spela mot datorn för en stark dator i stället, eller vänta vidare.
serve-guest-no-account = En gäst har inget konto: inget sparas om dig.
serve-cannot-read-now = Servern kan inte läsa det just nu: försök igen snart.
serve-mine-closed-until-back = { $rules } · { $names } · stängt tills du kommer tillbaka
serve-forget-failed = Ditt konto kunde inte raderas just nu: inget ändrades. Försök igen snart.
serve-forget-done = Allt servern sparade om dig är raderat. Hej då, och tack för att du spelade!
serve-bad-handle-short = ett namn behöver minst { $least } tecken
serve-bad-handle-long = namnet "{ $handle }" är bredare än { $most } kolumner
serve-bad-handle-char-visible = "{ $char }"
serve-bad-handle-char-code = tecknet { $code }
serve-bad-handle-character = namnet "{ $handle }" har { $what }; använd bokstäver, siffror, _ - . och enstaka mellanslag
serve-bad-handle-spaces = namnet "{ $handle }" har två mellanslag i rad
serve-bad-handle-mixed = namnet "{ $handle }" blandar bokstäver från olika alfabet (latinskt, grekiskt, kyrilliskt); skriv det i ett
serve-bad-handle-reserved = namnet "{ $handle }" kan tas för { $like }; välj ett annat
serve-bad-handle-like-cpu = en dator
serve-bad-handle-like-guest = en gäst
serve-bad-handle-like-you = ordet skärmarna använder för dig
serve-bad-handle-like-operator = serverns operatör
serve-bad-handle-like-server = servern
serve-bad-handle-like-former = en spelare som har lämnat

# Salen: borden nyheter, avsked, dagens utmaning
serve-daily-for-accounts = Dagens utmaning är för konton: anslut med en SSH-nyckel för att spela den och ta din plats på dagens topplista (på din egen dator: yahtzee daily).
serve-daily-cannot-open = Servern kan inte öppna dagens utmaning just nu: försök igen snart.
serve-daily-played-scored = Du har redan spelat utmaningen för { $day }: din poäng, { $total }, är den som står på dagens topplista. Ett nytt försök är ett omspel med samma tärningar och räknas inte. Välj Dagens utmaning igen för att spela det.
serve-daily-played = Du har redan spelat utmaningen för { $day }: det är det försöket som räknas. Ett nytt är ett omspel med samma tärningar och räknas inte. Välj Dagens utmaning igen för att spela det.
serve-daily-not-saved = Dagens utmaning kunde inte sparas, så den startade inte: försök igen snart.
serve-daily-started-scored = Utmaningen för { $day }: samma tärningar för alla i dag. Det här försöket räknas.
serve-daily-started-replay = Utmaningen för { $day }, omspel: det här försöket räknas inte.
serve-daily-replay-done = Ett omspel av utmaningen för { $day }: räknas inte, ditt första försök är det som står på listan.
serve-daily-not-recorded = Utmaningen för { $day } kunde inte föras in på dagens topplista: serverns operatör har fått veta det.
serve-daily-place = Utmaningen { $day }: { $total }, { $place } av { $count } hittills.
serve-daily-recorded = Utmaningen { $day }: registrerad.
serve-guests-table-ended = Bordet du tittade på är slut: dess spelare, alla gäster, har gått.
serve-owner-left-forming = Bordets ägare gick innan det började: bordet är stängt.
serve-stand-in-owner-only = Bara bordets ägare kan låta datorn spela för någon som är borta.
serve-no-one-waits = Ingen väntar på att släppas in här: lediga platser tas från lobbyn.
serve-turn-of-away = Det är { $name }s tur, och { $name } är borta: partiet väntar.
serve-sits = { $name } sätter sig vid bordet.
serve-owner-may-stand-in = Ditt bord: om någon är borta låter p datorn spela åt dem tills de är tillbaka.
serve-terminal-not-set-up = Din terminal kunde inte ställas in.
serve-accounts-unreadable = Servern kan inte läsa sina konton just nu; försök igen snart.
serve-too-many-for-key = Du är redan ansluten { $count ->
    [one] 1 gång
   *[other] { $count } gånger
}: servern tillåter { $most } åt gången per nyckel.
serve-goodbye-seat-waits = Du lämnade bordet; din plats väntar på dig. Hej då!
serve-goodbye = Hej då, och tack för att du spelade!
serve-could-not-keep-up = Din anslutning hann inte med servern.
serve-table-closed-reopen = stängt eftersom ingen var här: Enter öppnar det igen
serve-stand-in-not-playing = Partiet spelas inte: ingen behöver datorn som ersättare.
serve-stand-in-everyone-here = Alla är här: datorn spelar bara åt någon som är borta.
serve-owner-stand-in = Bordets ägare låter en { $level } dator spela åt { $name } tills { $name } är tillbaka.
serve-owner-stand-in-unrated = Bordets ägare låter en { $level } dator spela åt { $name } tills { $name } är tillbaka. När den har spelat räknas partiet inte.
serve-owner-stand-in-taken-back = Ingen dator spelar längre åt { $name }: partiet väntar.
serve-left-closes = { $name } gick: bordet stängs.
serve-left-seat-open = { $name } lämnade bordet; platsen är ledig igen.
serve-left-cpu-to-the-end = { $name } lämnade bordet; en { $level } dator spelar platsen till slutet.
serve-left-waits = { $name } lämnade bordet; partiet väntar (efter { $minutes ->
    [one] 1 minut
   *[other] { $minutes } minuter
} spelar en { $level } dator tills { $name } är tillbaka).
serve-left-plain = { $name } lämnade bordet.
serve-away-stand-in = { $name } är borta: en { $level } dator spelar tills { $name } är tillbaka.
serve-away-stand-in-unrated = { $name } är borta: en { $level } dator spelar tills { $name } är tillbaka. När den har spelat räknas partiet inte.
serve-welcome-back = Välkommen tillbaka: { $count ->
    [one] 1 parti väntar
   *[other] { $count } partier väntar
} på dig (★ nedan).
serve-stop-match-saved = { $farewell } Ditt parti är sparat: anslut igen för att fortsätta.
serve-stop-matches-kept = { $farewell } { $count ->
    [one] Ditt parti är sparat.
   *[other] Dina partier är sparade.
}
serve-stopping-come-back = Servern stängs. Välkommen tillbaka snart!
serve-stopped = Servern har stängts.
serve-stopping = Servern stängs.

# SSH-dörren: vad en persons ssh skriver ut
serve-door-table-full = Bordet är fullt: försök igen om några minuter.
serve-door-server-full = Servern är full: försök igen om några minuter.
serve-door-too-many-from-source = För många anslutningar från din adress: stäng en och försök igen.
serve-door-keys-and-code = den här servern släpper in folk med deras SSH-nyckel (och inbjudningskoden första gången): skapa en nyckel med ssh-keygen -t ed25519
serve-door-keys-only = den här servern släpper bara in folk med deras SSH-nyckel: skapa en med ssh-keygen -t ed25519 och anslut igen
serve-door-listed-only = den här servern släpper bara in nycklarna på sin lista: skicka din publika nyckel till operatören
serve-door-not-listed = din nyckel { $key } står inte på serverns lista: skicka din publika nyckel till operatören
serve-door-key-busy = din nyckel har redan { $count ->
    [one] 1 anslutning
   *[other] { $count } anslutningar
} här: stäng en och försök igen
serve-door-shut-out = för många felaktiga koder från din adress: försök igen om { $seconds } s
serve-door-table-says = Bordet säger: { $why }.
serve-door-bad-name = { $why }: anslut med ett annat namn (ssh NAMN@...), eller som table@... för att välja en plats.
serve-name-empty = namnet är tomt
serve-name-control = namnet har styrtecken
serve-name-invisible = namnet har osynliga tecken (formateringstecken eller radavgränsare)
serve-name-mixed = namnet blandar bokstäver från skriftsystem som liknar varandra (latinskt, grekiskt, kyrilliskt)
serve-name-too-wide = namnet är för brett

# Lobbyn vid ett värdat bord, som en gäst ser den
serve-hosted-held-elsewhere = { $name }s plats hålls av en annan anslutning: du kan titta på partiet.
serve-hosted-title = {" "}Yatzy · ett värdat bord{" "}
serve-hosted-setting-up = Värden håller fortfarande på att ställa in partiet. Platserna visas här så snart det börjar.
serve-hosted-esc-leaves = Esc går.
serve-hosted-choose = Välj din plats, eller titta på:
serve-hosted-help = ↑/↓ välj · Enter tar den · Esc går. En tagen plats är din tills partiet är slut: kom tillbaka med samma namn (ssh NAMN@…) för att ta den igen.
serve-hosted-free = ledig
serve-hosted-taken = tagen
serve-hosted-away = väntar på att dess gäst kommer tillbaka
serve-hosted-away-cpu = { $cpu } spelar den tills dess gäst är tillbaka
serve-hosted-watch = Titta på partiet
serve-hosted-watch-full = Titta på partiet (ingen plats kvar att titta från)

# The host's side of a hosted table (src/tui/hosting.rs): what the host, the guests and a
# headless host's output are told
serve-host-left-cpu-now = { $name } lämnade bordet; en dator ({ $level }) spelar för { $name } tills { $name } är tillbaka.
serve-host-left-cpu-after-minutes = { $name } lämnade bordet; är { $name } inte tillbaka inom { $minutes ->
    [one] 1 minut
   *[other] { $minutes } minuter
} spelar en dator ({ $level }) för { $name } tills { $name } är tillbaka.
serve-host-left-cpu-after-seconds = { $name } lämnade bordet; är { $name } inte tillbaka inom { $seconds ->
    [one] 1 sekund
   *[other] { $seconds } sekunder
} spelar en dator ({ $level }) för { $name } tills { $name } är tillbaka.
serve-host-left-waits-for = { $name } lämnade bordet; partiet väntar tills { $name } kommer tillbaka.
serve-host-left-p = { $name } lämnade bordet; partiet väntar (p låter en dator spela för { $name } så länge).
serve-host-not-started = Partiet har inte börjat.
serve-host-no-one-away = Alla gäster är här: en dator hoppar bara in för en gäst som är borta.
serve-host-no-one-asking = Ingen gäst ber om en plats.
serve-host-bye-left = Du lämnade bordet. Tack för spelet!
serve-host-bye-could-not-keep-up = Din anslutning hann inte med bordet.
serve-host-bye-host-closed = Värden stängde bordet; partiet är sparat. Tack för spelet!
serve-host-bye-server-stopped = Bordets server stoppades; partiet är sparat.
serve-host-name-taken = Namnet { $name } är upptaget vid det här bordet: anslut med ett annat namn (ssh NAMN@...).
serve-host-turned-away-name = Avvisade en gäst från { $addr }: namnet { $name } är upptaget vid det här bordet.
serve-host-connected = { $name } anslöt från { $addr } { $how ->
    [code] med koden
    [remembered] med sin ihågkomna nyckel
    [listed] med en nyckel som värdens konfiguration listar
    [key] med sin nyckel
   *[guest] som gäst
}
serve-host-guest-connected = En gäst anslöt från { $addr } { $how ->
    [code] med koden
    [remembered] med sin ihågkomna nyckel
    [listed] med en nyckel som värdens konfiguration listar
    [key] med sin nyckel
   *[guest] som gäst
}
serve-host-joined = { $name } satte sig vid bordet ({ $how ->
    [letin] insläppt av värden
    [code] med koden
    [remembered] med sin ihågkomna nyckel
    [listed] med en nyckel som värdens konfiguration listar
    [key] med sin nyckel
   *[guest] som gäst
}).
serve-host-watching = { $name } tittar på.
serve-host-guest-watching = En gäst tittar på.
serve-host-not-started-yet = Partiet har inte börjat än: vänta på värden.
serve-host-no-place-to-watch = Ingen plats kvar att titta från: värden tillåter { $count } åt gången.
serve-host-seat-taken = { $name }s plats är upptagen: välj en annan.
serve-host-key-own-seat-only = Din nyckel släpper bara in dig på din egen plats: för en annan, anslut med koden.
serve-host-seat-waits-asked = { $name }s plats väntar på { $name }: värden har tillfrågats om du får ta den.
serve-host-seat-waits = { $name }s plats väntar på { $name }: bara { $name } kan ta den.
serve-host-asks-seat = { $who } ber att få ta { $name }s plats: g släpper in.
serve-host-guest-asks-seat = En gäst ber att få ta { $name }s plats: g släpper in.
serve-host-stand-in = En dator ({ $level }) spelar för { $name } tills { $name } är tillbaka.
serve-host-stand-in-none = Ingen dator spelar för { $name }: partiet väntar.
serve-host-turn-of-away-p = Det är { $name }s tur, och { $name } är borta: partiet väntar (p låter en dator spela).
serve-host-table-open = Bordet är öppet: { $about }
serve-host-info-join = Anslut med:
serve-host-info-code = Inbjudningskod:
serve-host-info-key = Värdnyckel:
serve-host-info-check-key = Första gången jämför gästerna värdnyckeln med den som ssh visar dem.
serve-host-info-p = p låter en dator spela för en gäst som tappade anslutningen, tills gästen är tillbaka.
serve-host-info-g = g låter en gäst som ber om det ta en plats som väntar på någon annan.
serve-host-info-remembered = Ihågkomna nycklar: yahtzee host --list-keys, --forget-key NAMN.
serve-host-info-keys-here = Nycklar som släpper in sin gäst i det här partiet igen:
serve-host-how-to-join = { $reach } ? visar hur man ansluter.
serve-host-banner-code = kod { $code }
serve-host-banner-playing = { $count } spelar
serve-host-banner-watching = { $count } tittar på
serve-host-banner-choosing = { $count } väljer
serve-host-door-so-far = Vid dörren hittills: { $counts }.
serve-reach-table-this-machine = Bara den här datorn kan ansluta (--listen 0.0.0.0:{ $port } öppnar nätverket).
serve-reach-table-network = Andra datorer kan ansluta, på port { $port }.
serve-reach-table-address = Datorer som når { $addr } kan ansluta.
serve-reach-server-this-machine = Bara den här datorn kan ansluta (--listen 0.0.0.0:{ $port } öppnar nätverket).
serve-reach-server-network = Andra datorer kan ansluta, på port { $port }.
serve-reach-server-address = Datorer som når { $addr } kan ansluta.

# What the door turned away, counted (the host's title line, the status screen)
serve-door-count-wrong-codes = { $count ->
    [one] 1 fel kod
   *[other] { $count } fel koder
}
serve-door-count-shut-out = { $count ->
    [one] 1 försök utestängt
   *[other] { $count } försök utestängda
}
serve-door-count-turned-away = { $count ->
    [one] 1 avvisad
   *[other] { $count } avvisade
}
serve-door-count-key-busy = { $count ->
    [one] 1 nyckel vid sin anslutningsgräns
   *[other] { $count } nycklar vid sin anslutningsgräns
}
serve-door-count-forbidden = { $count ->
    [one] 1 begäran nekad (kommando, sftp, vidarebefordran)
   *[other] { $count } begäranden nekade (kommando, sftp, vidarebefordran)
}

# The operator's status screen (src/serve/status.rs); the log (--log) stays English
serve-status-listening = yahtzee serve lyssnar på { $addr }.
serve-status-join = Man ansluter med: { $join }
serve-status-host-key = Värdnyckel: { $key }
serve-status-admit-anyone = Vem som får ansluta: alla med en SSH-nyckel.
serve-status-admit-anyone-guests = Vem som får ansluta: alla med en SSH-nyckel; gäster utan nyckel också.
serve-status-admit-listed = Vem som får ansluta: nycklarna som konfigurationen listar.
serve-status-admit-code = Vem som får ansluta: medlemmar, och den som anger inbjudningskoden.
serve-status-admit-code-guests = Vem som får ansluta: medlemmar, och den som anger inbjudningskoden; gäster utan nyckel också.
serve-status-invite-code = Inbjudningskod: { $code }
serve-status-data = Data: { $path }
serve-status-warning = Varning: { $why }.
serve-open-files-short = den här processen får öppna { $limit } filer, färre än de { $wanted } som dess anslutningsgräns kräver: höj gränsen (ulimit -n, eller LimitNOFILE= i en systemd-enhet) eller sänk max_connections
serve-status-up = Uppe i { $uptime } · { $people ->
    [one] 1 person
   *[other] { $people } personer
} online · { $connections ->
    [one] 1 anslutning öppen
   *[other] { $connections } anslutningar öppna
}
serve-status-tables = Bord: { $open } i minnet ({ $playing } spelas) · { $closed } stängda tills deras folk kommer tillbaka · { $finished } avslutade sedan start
serve-status-refusals = Avvisade: { $door } · nekade inne: { $refused } · fel: { $errors }
serve-status-turned-away-none = inga
serve-status-database = Databas: { $size }
serve-status-latest = Senaste:
serve-status-ctrl-c = Ctrl-C stoppar servern: varje bord sparas, alla får veta.
serve-status-uptime-minutes = { $minutes } min { $seconds } s
serve-status-uptime-hours = { $hours } h { $minutes } min
serve-status-size-kb = { $size } kB
serve-status-size-mb = { $size } MB
serve-status-stopped = Servern stoppades; varje bord är sparat.
serve-status-door-stopped = Dörren stängdes; varje bord är sparat.

# The guests' keys the host remembers (src/tui/screens/guest_keys.rs, yahtzee host --list-keys)
serve-keys-title = {" "}Gästernas nycklar: ihågkomna med sina platser{" "}
serve-keys-about = Varje nyckel släpper in sin gäst på sin plats i det partiet utan inbjudningskoden. Glöms den bort behöver gästen koden igen.
serve-keys-head-name = Namn
serve-keys-head-fingerprint = Fingeravtryck
serve-keys-head-lets-into = Släpper in på
serve-keys-seat-of-match = plats { $seat } i parti { $table }
serve-keys-admits-nowhere = version 0.4: släpper inte in någonstans
serve-keys-none = Ingen gästs nyckel är ihågkommen.
serve-keys-how = När en gäst ansluter till ett bord du är värd för (med yahtzee host) och anger både inbjudningskoden och en SSH-nyckel, kommer nyckeln ihåg här med sin plats: den släpper in gästen på den platsen i det partiet utan koden, och ingen annanstans.
serve-keys-file-left = Filen lämnas som den är: yahtzee host läser den också, så laga den eller flytta undan den (en ny lista börjar då med nästa gästs nyckel).
serve-keys-no-longer-remembered = Den nyckeln var inte längre ihågkommen.
serve-keys-forgot = Glömde { $name }s nyckel: { $name } behöver inbjudningskoden för att komma tillbaka.
serve-keys-not-forgotten = Nyckeln kunde inte glömmas: { $why }.
serve-keys-listed-unreadable = en gästnyckel i konfigurationen kan inte läsas ({ $why })
serve-keys-file-unreadable = gästernas nycklar i { $path } kan inte läsas: { $why }
serve-keys-file-later = den är av version { $version }, från en senare version av programmet

# yahtzee host: what the host reads on the command line (src/cli/commands/host.rs)
serve-host-cli-intro = { $reach }
    Gäster ansluter med: { $join }
    Inbjudningskod: { $code }
    Värdnyckelns fingeravtryck: { $key }
serve-host-cli-closed = Bordet är stängt; partiet är sparat.
serve-host-cli-forgot = Glömde { $name }s nyckel { $key }
serve-host-cli-admits-nowhere = inget parti (ihågkommen av version 0.4: släpper inte in någonstans)
serve-host-cli-cannot-write = kan inte skriva { $path }: { $why }
serve-host-cli-no-such-key = ingen ihågkommen nyckel heter { $who }: yahtzee host --list-keys listar dem
serve-host-cli-needs-terminal = att vara värd med en plats här kräver en terminal; utan en, använd --headless
serve-host-cli-cannot-serve = kan inte ta emot på { $addr }: { $why }
serve-host-cli-signals = kan inte bevaka signaler: { $why }
serve-host-cli-nothing-to-reopen = det finns inget sparat parti att öppna igen; starta ett med yahtzee host
serve-host-cli-too-many-seats = --players och --guests blir { $count } platser; ett parti har högst { $most }
serve-host-cli-seats-cannot-play = platserna kan inte spela: { $why }
serve-host-key-not-a-key = värdnyckeln { $path } kan inte läsas ({ $why }); flytta undan den så görs en ny (gästerna ser då ett nytt fingeravtryck)
serve-host-key-unreadable = värdnyckeln { $path } kan inte läsas: { $why }; flytta undan den så görs en ny (gästerna ser då ett nytt fingeravtryck)
serve-host-key-cannot-make = kan inte skapa en värdnyckel: { $why }
serve-host-key-cannot-write = kan inte skriva värdnyckeln: { $why }

# The door, before and after sign-in (src/net/server.rs)
serve-door-too-slow-table = för långsamt: bordet väntar { $seconds } s på att en gäst ska komma in
serve-door-too-slow-server = för långsamt: servern väntar { $seconds } s på att en anslutning ska komma in
serve-door-table-terminal-only = det här bordet erbjuder bara en terminal: anslut med ssh utan kommando (ingen sftp eller scp)
serve-door-server-terminal-only = den här servern erbjuder bara en terminal: anslut med ssh utan kommando (ingen sftp eller scp)
serve-door-wrong-code-again = Fel kod: skriv den igen.
serve-door-code-prompt = Inbjudningskod:{" "}

# The public server's floor, to one person (src/serve/floor.rs)
serve-watch-no-place = Ingen plats kvar att titta på det bordet från: servern tillåter { $count } åt gången.
serve-watch-not-started = Det bordet har inte börjat: det finns inget att titta på än.
serve-you-sit = Du sitter vid bordet: det börjar när varje plats är tagen och alla som en plats hålls åt har satt sig.
serve-you-sit-with-code = Du sitter vid bordet: det börjar när varje plats är tagen och alla som en plats hålls åt har satt sig. Dess kod: { $code }
serve-table-not-saved = Bordet kunde inte sparas, så det började inte: försök igen snart.
serve-not-rated-stood-in = Räknas inte: en dator spelade för { $names }.
serve-names-and = { $names } och { $last }

# The server's settings and start (src/serve/settings.rs, src/serve/mod.rs)
serve-settings-bad-code = code måste vara 10 till 64 bokstäver, siffror eller bindestreck (minst 40 bitar, som yahtzee hosts)
serve-settings-preset-bad-name = en förinställnings namn är 1 till 24 bokstäver, siffror, mellanslag, - eller _
serve-settings-preset-built-in = '{ $name }' är namnet på en inbyggd förinställning: ge serverns egen ett annat
serve-settings-preset-bad-base = base måste vara en inbyggd förinställning ({ $choices })
serve-settings-preset-bad-set = set-poster skrivs "NYCKEL=VÄRDE", som med yahtzee new --set: { $why }
serve-start-cannot-make-folder = kan inte skapa mappen { $path }: { $why }
serve-start-not-a-key = [serve] keys: { $key } är inte en publik nyckel

# The server's database (crates/hall): what the operator reads at start, what a person asking
# the server for a file is told
serve-hall-not-a-database = { $path } är ingen hall-databas (det är ingen SQLite-fil); den lämnades orörd. Flytta undan den för att börja en ny.
serve-hall-damaged = Hall-databasen { $path } är skadad ({ $why }); den lämnades orörd. Återställ den från en säkerhetskopia, eller flytta undan den för att börja en ny.
serve-hall-foreign = { $path } är ett annat programs SQLite-databas, ingen hall-databas; den lämnades orörd.
serve-hall-newer = Hall-databasen { $path } kommer från en nyare version (schema { $version }; det här programmet känner till och med { $latest }); den lämnades orörd.
serve-hall-io = Hall-databasen { $path } kunde inte öppnas: { $why }.
serve-hall-busy = En annan server använder hall-databasen { $path }; stoppa den först, eller ge den här en annan datamapp.
serve-hall-no-presets = Servern sparar inga egna förinställningar; operatören bestämmer serverns förinställningar.
serve-hall-no-cards = Servern sparar inga resultatkort; kopiera kortet från skärmen i stället.

# The server in plain lines, for a screen reader (src/serve/plain.rs): the lobby as a
# numbered list, its forms as short dialogues, the boards read as lines
serve-plain-welcome = Yahtzee, spela mot vem som helst, i enkla rader: varje händelse sägs en gång. Skriv hjälp för kommandona, upprepa för att höra de senaste raderna igen, avsluta för att gå.
serve-plain-handle-ask = Skriv ditt namn:
serve-plain-handle-ask-offered = Skriv ditt namn, eller tryck Enter för att ta { $offered }:
serve-plain-me-rated = { $name }, rating { $ratings }
serve-plain-rating = { $family } { $rating }, plus minus { $range }{ $provisional ->
    [yes] {", ännu preliminär"}
   *[no] {""}
}
serve-rating-change = { $name } { $before } → { $after } ({ $family })
serve-plain-rating-change = { $name }: rating i { $family } från { $before } till { $after }.
serve-plain-online = Online ({ $count }): { $names }.
serve-plain-menu = Skriv ett nummer för att välja:
serve-plain-numbered = { $number }. { $what }
serve-plain-tables = Bord: skriv ett bords nummer för att sätta dig där (eller titta på det om det är fullt), eller titta och numret för att titta på det.
serve-plain-table-mine = { $number }. Ditt bord: { $what }
serve-plain-welcome-back = Välkommen tillbaka: { $count ->
    [one] 1 parti väntar
   *[other] { $count } partier väntar
} på dig (det står ”ditt bord” vid vart och ett i listan).
serve-plain-tables-more = { $count ->
    [one] 1 bord till är öppet, inte listat här: ett snabbt parti eller en kod hittar en plats.
   *[other] { $count } bord till är öppna, inte listade här: ett snabbt parti eller en kod hittar en plats.
}
serve-plain-lobby-prompt = Lobby: skriv ett nummer, bara Enter för att höra listan igen, hjälp för kommandona.
serve-plain-news-opened = { $count ->
    [one] Ett bord har öppnat: { $what }.
   *[other] { $count } bord har öppnat.
}
serve-plain-news-gone = { $count ->
    [one] Ett bord där du kunde sätta dig är nu fullt eller stängt.
   *[other] { $count } bord där du kunde sätta dig är nu fulla eller stängda.
}
serve-plain-news-kept = En plats är reserverad åt dig: { $what }.
serve-plain-news-again = Bara Enter för att höra listan igen.
serve-plain-help = I lobbyn: ett nummer väljer ur listan; sitt 14 tar en plats vid bord 14 i listan och titta 14 tittar på det; bara Enter säger listan igen; upprepa säger de senaste raderna igen; avsluta lämnar servern. Vid ett bord: hjälp säger partiets kommandon, och avsluta tar dig tillbaka till lobbyn (en medlems plats väntar på dem; en gästs spelas av datorn till slutet).
serve-plain-word-sit = sitt, sätt
serve-plain-word-watch = titta
serve-plain-not-listed = ”{ $what }” finns inte på listan: skriv ett nummer från 1 till { $last }, eller hjälp.
serve-plain-not-a-table = ”{ $what }” är inget bord i listan: { $count ->
    [one] bordet har nummer { $first }.
   *[other] borden har nummer { $first } till { $last }.
}
serve-plain-back = Tillbaka i lobbyn.
serve-plain-code-ask = Skriv bordets kod, eller tryck bara Enter för att gå tillbaka:
serve-plain-watch-ask = Vilket bord vill du titta på? Skriv dess nummer i listan, eller tryck bara Enter för att gå tillbaka.
serve-plain-language-ask = Vilket språk? Skriv dess nummer, eller tryck bara Enter för att behålla det här.
serve-plain-learn-at-home = Lär dig spelas inte över anslutningen: hemma spelar yahtzee --plain learn lektionerna och gåtorna i enkla rader.
serve-plain-leave-ask = Lämna servern? Dina partier finns kvar: anslut igen för att komma tillbaka till dem. Skriv ja för att gå, eller nej (eller bara Enter) för att stanna.
serve-plain-leave-ask-guest = Lämna servern? Skriv ja för att gå, eller nej (eller bara Enter) för att stanna.
serve-plain-staying = Du stannar i lobbyn.
serve-plain-leave-what = ”{ $what }” är inget svar: skriv ja för att lämna servern, eller nej för att stanna.
serve-plain-word-yes = ja, j
serve-plain-word-no = nej, n
serve-plain-quick-waiting = Väntar på någon till ett Classic-parti för två; efter { $seconds ->
    [one] 1 sekund
   *[other] { $seconds } sekunder
} erbjuds du datorn. Skriv { $number } för att sluta vänta.
serve-plain-quick-no-one-came = Ingen kom på { $seconds ->
    [one] 1 sekund
   *[other] { $seconds } sekunder
}: skriv { $number } för en stark dator i stället, eller vänta vidare.
serve-plain-table-closed-reopen = stängt eftersom ingen var här: dess nummer öppnar det igen
serve-goodbye-cpu-plays-on = Du lämnade bordet: en { $level } dator spelar din plats till slutet (en gästs plats kan inte vänta). Hej då!
serve-goodbye-match-ends = Du lämnade bordet som den sista av dess spelare: partiet slutar ofullbordat. Hej då!
serve-plain-word-stand-in = dator
serve-plain-owner-may-stand-in = Ditt bord: om någon är borta, skriv dator så spelar datorn åt dem tills de är tillbaka.
serve-plain-owner-help = Ditt bord: dator låter datorn spela åt någon som är borta tills de är tillbaka; dator igen, så väntar partiet på dem.
serve-plain-choose-from = ”{ $what }” är inget av valen: skriv ett nummer från 1 till { $last }, eller tryck Enter för det första.
serve-plain-new-rules-ask = Det nya bordets regler (Enter tar { $default }):
serve-plain-new-seat-ask = Vem tar plats { $number }? (Enter: { $default })
serve-plain-seat-kept = reserverad för en medlem (sedan skriver du deras namn)
serve-plain-new-kept-ask = Skriv namnet som plats { $number } är reserverad för:
serve-plain-new-listed-ask = Synlig i lobbyn, eller privat? (Enter: synlig)
serve-plain-new-dropped = Inget bord öppnades: tillbaka i lobbyn.
serve-plain-left-table = Du lämnade bordet; din plats väntar på dig. Tillbaka i lobbyn: bara Enter säger listan.
serve-plain-left-table-gone = Du lämnade bordet. Tillbaka i lobbyn: bara Enter säger listan.
serve-plain-mine-open-count = { $count ->
    [0] Du har inget parti på gång.
    [one] Du har 1 parti på gång (i lobbyns lista, markerat som ditt):
   *[other] Du har { $count } partier på gång (i lobbyns lista, markerade som dina):
}
serve-plain-mine-open = Bord #{ $no }, { $rules }: { $names }; { $state }.
serve-plain-mine-closed = Bord #{ $no }, { $rules }: { $names }; stängt tills du kommer tillbaka.
serve-plain-mine-finished = { $count ->
    [0] Du har inte spelat klart något parti än.
    [one] Du har spelat klart 1 parti:
   *[other] Du har spelat klart { $count } partier; de senaste { $shown }:
}
serve-plain-mine-player = { $name } { $total }
serve-plain-mine-finished-rated = { $rules }: { $players }; med rating.
serve-plain-mine-finished-row = { $rules }: { $players }.
serve-plain-about-matches = { $count ->
    [one] 1 parti spelat
   *[other] { $count } partier spelade
}, { $won } vunna, { $rated } med rating.
serve-plain-about-family = { $rules }: { $count ->
    [one] 1 parti
   *[other] { $count } partier
}, { $won } vunna, bästa { $best }, i snitt { $mean }.
serve-plain-about-more = Vad servern sparar om dig, och att glömma ditt konto, finns under Om mig i den ritade lobbyn.
serve-plain-daily-title = { $count ->
    [0] Dagens utmaning: ingen har spelat den än.
   *[other] Dagens utmaning, de bästa först:
}
serve-plain-leaderboard-title = { $count ->
    [0] Topplista { $family }: ingen har någon rating än.
   *[other] Topplista { $family }, de bästa först:
}
serve-plain-place = { $place }. { $name }: { $what }
serve-plain-place-mine = { $place }. { $name }: { $what } (du)

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

# `yahtzee review`
cli-review-title = Parti { $id } ({ $finished }, regler: { $rules })
cli-review-estimates = Inget protokoll med flera kolumner har ett exakt optimum: varje val mäts mot Perfekts sökning över alla kolumner, och siffrorna är uppskattningar. Vinstchansen är bara känd exakt med en kolumn, så den utelämnas.
cli-review-seat = { $name }: { $points ->
    [one] 1 poäng
   *[other] { $points } poäng
}
cli-review-seat-given = { $name }: { $points ->
    [one] 1 poäng
   *[other] { $points } poäng
}, { $loss } väntade poäng bortgivna på { $count ->
    [one] 1 beslut
   *[other] { $count } beslut
}
cli-review-seat-given-estimated = { $name }: { $points ->
    [one] 1 poäng
   *[other] { $points } poäng
}, { $loss } väntade poäng bortgivna (uppskattat) på { $count ->
    [one] 1 beslut
   *[other] { $count } beslut
}
cli-review-decision = omgång { $round }  { $dice }  { $left } kvar  { $chosen } bäst { $best } { $mark }
cli-review-ok = ok
cli-review-loss = −{ $loss }

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

# The config file's problems, each after "FILE:LINE: "
cli-config-cannot-read = den kan inte läsas ({ $error })
cli-config-not-a-file = den är ingen fil
cli-config-too-large = den är { $size } byte; en konfigurationsfil är högst { $limit }
cli-config-not-toml = inte giltig TOML: { $why }
cli-config-ui-mode = [ui] mode är "screen" eller "plain", inte "{ $value }"
cli-config-unknown-section = okänt avsnitt [{ $section }] (avsnitten är { $sections })
cli-config-outside-section = '{ $key }' står utanför alla avsnitt (avsnitten är { $sections })
cli-config-unknown-setting = [{ $section }] har ingen inställning '{ $key }' (den har { $known })
cli-config-must-be-section = '{ $name }' måste vara ett avsnitt, inte { $kind ->
    [string] en text
    [integer] ett heltal
    [float] ett decimaltal
    [boolean] ett sanningsvärde
    [datetime] ett datum
    [array] en lista
   *[other] { $kind }
}
cli-config-must-be-boolean = '{ $key }' måste vara true eller false
cli-config-must-be-string = '{ $key }' måste vara en text inom citattecken
cli-config-section-needed = '{ $name }' måste vara ett avsnitt: [{ $name }]
cli-config-unknown-key-preset = okänd tangentuppsättning '{ $name }' (välj default eller vim)
cli-config-keys-unknown-place = [keys] har inget '{ $name }' (den har preset och avsnitten { $places })
cli-config-keys-unknown-action = [keys.{ $place }] har ingen åtgärd '{ $action }' (den har { $known })
cli-config-hold-five-keys = hold behöver fem tangenter, en per tärning (den har { $count })
cli-config-key-clash = { $key } används redan för { $action } i { $place }; { $changed } behåller sina vanliga tangenter
cli-config-guest-keys-list = guest_keys måste vara en lista med publika nycklar, t.ex. ["ssh-ed25519 AAAA… ana"]
cli-config-guest-key-line = varje gästnyckel är en rad med en publik nyckel, som "ssh-ed25519 AAAA… ana"
cli-config-admit = admit är anyone, listed eller code (inte '{ $value }')
cli-config-whole-number = { $key } måste vara ett heltal från { $min } till { $max }
cli-config-listed-needs-keys = admit = "listed" behöver keys = [...]: utan nycklar kan ingen ansluta
cli-config-presets-none = presets nämner inga: servern erbjuder alla inbyggda förval
cli-config-presets-list = presets är en lista med inbyggda förval ({ $choices })
cli-config-presets-each = varje post i presets är ett inbyggt förval ({ $choices })
cli-config-own-presets-sections = preset håller serverns egna förval som avsnitt: [serve.preset.NAME]
cli-config-own-preset-section = varje eget förval är ett avsnitt: [serve.preset.NAME]
cli-config-set-list = set är en lista med "KEY=VALUE"
cli-config-preset-twice = förvalet { $name } anges två gånger
cli-config-key-string = varje tangent är en text som "r", "space" eller "ctrl+z"
cli-config-keys-shape = tangenter är en text ("space r") eller en lista (["space", "r"]), inte { $kind ->
    [integer] ett heltal
    [float] ett decimaltal
    [boolean] ett sanningsvärde
    [datetime] ett datum
    [table] ett avsnitt
   *[other] { $kind }
}
cli-config-bad-key = { $why } (en tangent är ett tecken, eller space enter esc tab backspace delete up down left right pageup pagedown home end, eventuellt med ctrl+)
cli-config-unknown-theme = okänt tema '{ $name }' (välj { $choices })
cli-config-unknown-colour-role = [theme.colors] har inget '{ $role }' (den har { $known })
cli-config-not-a-colour = '{ $value }' är ingen färg (använd ett namn som "yellow" eller "light-blue", "#rrggbb" eller "default")
cli-config-unknown-coach-measure = okänt mått för tränaren '{ $value }' (välj points eller chance_to_win)
cli-config-coach-threshold = coach_threshold måste vara ett antal poäng från 0 till { $most }
cli-config-players = players: { $why }

# A key in the config file that is no key
cli-keys-invisible = '{ $key }' är ett styrtecken eller osynligt tecken, ingen tangent
cli-keys-not-a-key = '{ $key }' är ingen tangent
cli-keys-none = inga tangenter
cli-config-notice = Konfigurationsfilen { $path } har { $count ->
        [one] 1 problem
       *[other] { $count } problem
    } (där gäller standardvärdena): { $first }

# yahtzee new: refusals
cli-new-pad-people-only = ett poängblock räknar poäng åt människor: --players får bara nämna människor (datorn behöver tärningar)
cli-new-default-seats = standardplatserna kan inte starta ett parti: { $why } (eller ange --players)
cli-new-same-dice-refused = --same-dice ger varje plats samma tärningar, men { $why ->
        [one-seat] det finns bara en plats
        [score-pad] ett poängblock har inga tärningar att dela ut
       *[real-dice] riktiga tärningar som slås vid bordet kan inte delas ut lika
    }: ange två till fyra platser som slår på skärmen, eller ta bort --same-dice

# advise: the position, then every option ranked
cli-advise-card-full = protokollet är fullt: det finns inget kvar att spela
cli-advise-no-column-table = ingen tabell för de här kolumnerna
cli-advise-start = Väntad slutsumma från början av nästa tur: { $total }
cli-advise-give-dice = Ange --dice för att jämföra alternativen.
cli-advise-position = Regler { $rules }. Protokoll: { $boxes ->
        [one] 1 ruta ifylld
       *[other] { $boxes } rutor ifyllda
    }, { $points } poäng. Tärningar { $dice }, { $throws ->
        [one] 1 slag kvar
       *[other] { $throws } slag kvar
    }.
cli-advise-behind-best = Poäng efter det bästa alternativet (uppskattningar):
cli-advise-best = (bäst)

# odds: each seat's chance to win
cli-odds-single-column-only = vinstchansen är exakt bara på ett protokoll med en kolumn, inte på { $card ->
        [classic] det klassiska protokollet
        [yatzy] Yatzy-protokollet
        [triple] trippelprotokollet
       *[three_column] protokollet med tre kolumner
    }
cli-odds-all-full = alla protokoll är fulla: det finns inga tärningar att slå
cli-odds-card-count = ange 1 till { $most } protokoll, ett per plats
cli-odds-card-fault = protokoll { $card }: { $why }
cli-odds-to-play-range = --to-play måste nämna en plats från 1 till { $seats }
cli-odds-to-play-full = plats { $seat } står på tur men dess protokoll är fullt
cli-odds-turn-order = protokoll { $card } har { $boxes ->
        [one] 1 ruta ifylld
       *[other] { $boxes } rutor ifyllda
    }, men med plats { $seat } på tur skulle det ha { $want }
cli-odds-turn-order-fits = protokoll { $card } har { $boxes ->
        [one] 1 ruta ifylld
       *[other] { $boxes } rutor ifyllda
    }, men med plats { $seat } på tur skulle det ha { $want }; protokollen passar med plats { $fits } på tur: lägg till --to-play { $fits }
cli-odds-heading = Regler { $rules }. Vinstchans om varje plats spelar som Perfekt härifrån (delade vinster fördelade):
cli-odds-to-play = (på tur)
cli-odds-boxes = { $boxes ->
        [one] 1 ruta
       *[other] { $boxes } rutor
    }
cli-odds-row = {"  "}Plats { $seat }{ $marker }  { $points } poäng, { $boxes } ifyllda   { $chance } %

# list: the matches on the go; resume: which one is meant
cli-list-none = Inget parti pågår. Starta ett med yahtzee new.
cli-list-col-id = ID
cli-list-col-players = Spelare
cli-list-col-rules = Regler
cli-list-col-round = Omgång
cli-list-col-last-played = Senast spelat
cli-list-practice = övning
cli-list-over = slut
cli-list-round = { $round } av { $rounds }
cli-list-elsewhere = i ett annat fönster
cli-list-resume-hint = Fortsätt ett med: yahtzee resume ID
cli-resume-elsewhere = { $what ->
        [practice] övningspartiet
       *[match] partiet
    } { $id } spelas i ett annat fönster; yahtzee list visar alla pågående partier
cli-resume-none = det finns inget { $what ->
        [practice] övningsparti
       *[match] parti
    } att fortsätta; { $others ->
        [none] starta ett med yahtzee new
       *[some] yahtzee list visar de pågående partierna
    }
cli-resume-no-such-id = inget pågående parti har ID:t { $id }; yahtzee list visar dem
cli-resume-ambiguous-id = { $count } partier har ett ID som börjar med { $id }; ange mer av det (yahtzee list visar dem)
cli-resume-busy = partiet { $id } spelas i ett annat fönster

# config --check
cli-config-no-folder = ingen konfigurationsmapp hittades; ange en fil: yahtzee config --check FILE
cli-config-none-here = { $path }: ingen konfigurationsfil här; spelet använder sina standardvärden
cli-config-no-problems = { $path }: inga problem

# cache: the solved data kept on disk
cli-cache-cannot-list = { $path } kan inte listas: { $error }
cli-cache-none = Inga cachade lösningsdata i { $path } (varje regeluppsättnings data räknas ut första gången de behövs).
cli-cache-rules = regler { $rules }
cli-cache-other-rules = andra regler
cli-cache-old-format = { $rules }, en tidigare versions format
cli-cache-heading = Cachade lösningsdata i { $path }: { $size } i { $files ->
        [one] 1 fil
       *[other] { $files } filer
    }.
cli-cache-note = Varje fil räknas ut igen när den behövs (sekunder för en regeluppsättnings tabeller); `yahtzee cache --clear` tar bort dem.
cli-cache-removing = Tar bort { $files ->
        [one] 1 cachefil
       *[other] { $files } cachefiler
    } ({ $size }) från { $path }:
cli-cache-not-removed = kunde inte ta bort { $files ->
        [one] 1 fil
       *[other] { $files } filer
    }: { $errors }
cli-cache-removed = Borttaget; { $size } frigjort. Spelet räknar ut det som behövs igen.

# preset: the player's own presets
cli-preset-saved = Ditt förval '{ $name }' är sparat: { $rules }.
cli-preset-renamed = Ditt förval '{ $old }' heter nu '{ $new }'.
cli-preset-built-in-stays = '{ $name }' är det inbyggda förvalet { $preset }, som inte kan tas bort; yahtzee preset list visar dina egna
cli-preset-deleted = Ditt förval '{ $name }' är borttaget (ett sparat parti eller en inställning som använde det behåller sina regler).
cli-preset-unknown-none-yours = okänt regelförval '{ $name }'; välj { $choices }; du har inga egna än (yahtzee preset save NAME)
cli-preset-unknown = okänt regelförval '{ $name }'; välj { $choices }; eller ett av dina: { $yours }{ $more ->
        [0] {""}
       *[other] {" "}och { $more } till (yahtzee preset list)
    }
cli-preset-exists = { $why } (--replace ersätter det)
cli-preset-none-yet = Du har inga egna förval än. Spara ett i inställningarna (p på raden Regler) eller med: yahtzee preset save NAME --rules PRESET --set KEY=VALUE
cli-preset-list-heading = Dina förval ({ $count } av högst { $most }):
cli-preset-hidden-by-built-in = ett inbyggt förval har det här namnet: --rules ger det inbyggda

# card --out, and the chance-to-win table built for the game
cli-card-written = Resultatkortet skrevs till { $path }
cli-card-written-through-link = Resultatkortet skrevs till { $path } (filen som länken { $link } pekar på)
cli-odds-table-unsaved = vinstchanstabellen kunde inte skrivas till cachen

# --card, --dice, --held, --rolls-left (advise, odds)
cli-position-not-box-points = '{ $part }' är inte RUTA=POÄNG (t.ex. fours=12)
cli-position-points-whole = '{ $part }': poängen måste vara ett heltal
cli-position-column = '{ $part }': kolumnen efter @ är 1 till { $columns } på det här protokollet
cli-position-box-twice = { $id } anges två gånger
cli-position-impossible = { $id }={ $points } är omöjligt: inget slag ger { $points } i { $label } med de här reglerna
cli-position-not-a-face = '{ $part }' är ingen tärningssida: använd 1 till 6
cli-position-five-held = högst fem tärningar kan sparas
cli-position-need-dice = --rolls-left och --held behöver --dice: de beskriver tärningarna på bordet
cli-position-held-sticky = --held gäller bara när sparade tärningar står kvar (--set sticky_holds=true); annars får varje tärning slås om
cli-position-rolls-left = --rolls-left måste vara under { $throws } (tärningarna som visas räknas som ett slag av { $throws })
cli-position-held-not-among = de sparade tärningarna { $held } finns inte bland tärningarna { $dice }

# The result card's format, and why its share line cannot reach the clipboard
cli-card-unknown-format = okänt kortformat '{ $format }'; välj text eller svg
cli-clipboard-no-terminal = den här terminalen har inget urklipp
cli-clipboard-vte = GNOME Terminal och andra VTE-terminaler bryr sig inte om begäranden till urklipp
cli-clipboard-tmux = tmux skickar den vidare bara med `set -g set-clipboard on` eller `set -g allow-passthrough on`
# Lämna ett pågående parti (skärm eller enkla rader)
cli-match-saved = Partiet är sparat. Fortsätt det med: yahtzee resume { $id }

## ==== end cli ====
