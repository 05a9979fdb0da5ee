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
serve-door-table-needs-terminal = Det här bordet behöver en terminal: anslut med ssh -t.
serve-door-server-needs-terminal = Den här servern behöver en terminal: anslut med ssh -t.
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

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

## ==== end cli ====
