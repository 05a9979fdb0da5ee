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
core-whose = { $who ->
    [you] din
   *[other] { $name }s
}
core-cpu-name = Datorn ({ $level })

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
core-turn-extra-bonus = { $spot }-bonus +{ $points }
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
core-rules-part-extra-bonuses = extra Yahtzee-bonusar
core-rules-classic-default = (Klassisk: { $value })
core-setting-layout = Protokoll
core-setting-max-rolls = Slag per tur
core-setting-sticky-holds = Sparade tärningar förblir sparade
core-setting-upper-threshold = Gräns för bonus
core-setting-upper-bonus = Bonuspoäng
core-setting-kinds-score = Så räknas triss och fyrtal
core-setting-points = Poäng för { $spot }
core-setting-five-of-a-kind-is-full-house = Fem lika som kåk
core-setting-extra-yahtzee-bonus = Extra { $spot }-bonus
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
    [0] precis i fas
   *[other] { $over } över fas
} (tre { $face }:or), på väg mot bonusen vid { $threshold }
ai-reason-under-par = { $spot } skulle ge { $points }, { $under } under fas (tre { $face }:or ger { $par }), { $threshold } svårare att nå
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
