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
play-title-practice = ÖVNING
play-title-not-saved = INTE SPARAT
play-title-building = vinstchans: räknas ut { $percent } %
play-title-keys = { $key } tangenter

# The match screen: the turn's panel
play-panel-to-play = ▶ { $name } spelar
play-panel-to-play-cpu = ▶ { $name } spelar · datorn ({ $level })
play-panel-match-over = Partiet är slut
play-panel-upper-bonus-earned = Bonus klar: +{ $bonus }
play-panel-upper-over-par = Övre { $subtotal }/{ $threshold } · +{ $margin } över par
play-panel-upper-under-par = Övre { $subtotal }/{ $threshold } · { $margin } under par

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
play-typing-allowed-bonus = med Yatzy-bonus: { $bonus }
play-typing-allowed-and-bonus = { $points }; med Yatzy-bonus: { $bonus }
play-typing-tip-kept-box = 33/514: 3-3 sparade · Backsteg rättar · { $arrows } en ruta, sedan skriver { $score } in
play-typing-tip-kept = 33/514: 3-3 sparade · Backsteg rättar · { $score } skriver in
play-typing-tip-first = 33516 och sedan Enter · Backsteg rättar · { $score } skriver in
play-typing-tip-points = { $bonus ->
        [yes] { $arrows } ruta · 25+ ger en Yatzy-bonus · { $correct } rättar
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
play-dice-held = LÅST
play-dice-kept = låst
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
play-results-finished-with = { $name } slutade på { $points } poäng.
play-results-wins-with = { $name } vinner med { $points } poäng!
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
play-scored-bonus = { $name } skrev in { $points } i { $spot } och en Yatzy-bonus på { $bonus }
play-scored-joker-bonus = { $name } skrev in { $points } i { $spot } (Joker) och en Yatzy-bonus på { $bonus }
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
play-keys-type-points = skriv poängen (+ lägger till en Yatzy-bonus)
play-keys-remove-digit = ta bort sista siffran
play-keys-type-faces = skriv de fem sidorna av ett slag med riktiga tärningar
play-keys-slash = efter tärningarna som låg kvar: 33/514 (annars läst ur sidorna)
play-keys-remove-face = ta bort sista sidan (utan inskrivet: ångra det inskrivna slaget)
play-keys-par = par: tre av varje sida i de övre rutor som fyllts hittills (3 Ettor = 3,
    3 Sexor = 18); alla sex på par ger 63, den vanliga gränsen för bonus.
    "+4 över par" är 4 poäng före den takten, "2 under par" 2 efter.
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
play-typing-points-first = Skriv poängen först, sedan + för en Yatzy-bonus.
play-typing-too-long = Längre än så blir inte en inmatning: tryck Enter eller Backsteg.
play-typing-back-to-card = Tillbaka till ditt protokoll: tryck { $key } igen för att mata in det.
play-correct-pad-only = Bara ett protokolls inmatningar rättas: slagna tärningar skriver in sig själva.
play-correct-nothing = Inget att rätta än.
play-correct-same = Det står redan där.

## ==== end play ====

## ==== setup: setup, Learn, matches, history, statistics, confirmations (src/tui/screens) ====

## ==== end setup ====

## ==== serve: the public server, its lobby, standings, the SSH door, hosting (src/serve, src/net, src/tui/hosting.rs, src/tui/screens/{hall,standings,lobby,guest_keys}) ====

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

## ==== end cli ====
