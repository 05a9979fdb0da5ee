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


# Inställningar: radernas namn

setup-title = Nytt parti
setup-title-practice = Nytt övningsparti
setup-title-about = Om
setup-row-seat = Plats { $number }
setup-row-plays-as = spelas av
setup-row-coach = tränare
setup-row-dice = tärningar
setup-row-score-pad = Bara protokoll (inga tärningar)
setup-row-same-dice = Samma tärningar
setup-row-add-seat = + Lägg till en plats
setup-row-rules = Regler
setup-row-yatzy-points = Yatzy-poäng
setup-row-cpu-speed = Datorns tempo
setup-row-practice = Övningsparti
setup-row-undo = Ångra tillåtet
setup-row-threshold = Tränaren varnar över
setup-row-odds = Vinstchans
setup-row-hints = Tips och tränare
setup-row-first = Slår först
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
setup-odds-shown = visas
setup-odds-hidden = dold
setup-hints-allowed = tillåtna
setup-hints-off = av (tävling)
setup-first-seat-one = plats 1
setup-first-drawn = lottas

# Inställningar: en rad utan verkan (dess märkning, varför, och vad som ändrar det)

setup-unused-tag-hints-off = (tips av)
setup-unused-tag-score-pad = (bara protokoll)
setup-unused-tag-no-warn-coach = (ingen på { $warn })
setup-unused-tag-one-seat = (en plats)
setup-unused-tag-not-on-card = (inte i detta protokoll)
setup-unused-tag-no-cpu = (ingen dator)
setup-unused-tag-no-person = (ingen person)
setup-unused-tag-cpu-seated = (dator med)
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
setup-learn-joker-title = Yahtzee-bonus och joker
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
setup-learn-triple-end = Varje kolumn har sin egen bonus; Yahtzee-bonusen och jokern börjar gälla först när alla tre rutorna { $yahtzee } är ifyllda.
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

## ==== end setup ====

## ==== serve: the public server, its lobby, standings, the SSH door, hosting (src/serve, src/net, src/tui/hosting.rs, src/tui/screens/{hall,standings,lobby,guest_keys}) ====

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

## ==== end cli ====
