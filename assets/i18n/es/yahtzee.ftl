# Las palabras del juego en español. Los identificadores siguen el archivo inglés.

## Las casillas de la hoja

box-ones = Unos
box-twos = Doses
box-threes = Treses
box-fours = Cuatros
box-fives = Cincos
box-sixes = Seises
box-three-of-a-kind = Trío
box-four-of-a-kind = Póquer
box-full-house = Full
box-small-straight = Escalera corta
box-large-straight = Escalera larga
box-yahtzee = Yahtzee
box-chance = Suerte
box-one-pair = Una pareja
box-two-pairs = Dos parejas
box-yatzy = Yatzy

## Las casillas abreviadas, para columnas estrechas

box-short-ones = 1s
box-short-twos = 2s
box-short-threes = 3s
box-short-fours = 4s
box-short-fives = 5s
box-short-sixes = 6s
box-short-three-of-a-kind = Trío
box-short-four-of-a-kind = Póq
box-short-full-house = Full
box-short-small-straight = EC
box-short-large-straight = EL
box-short-yahtzee = Yahtzee
box-short-chance = Suerte
box-short-one-pair = 1P
box-short-two-pairs = 2P
box-short-yatzy = Yatzy

## El nombre del juego en la barra de título

game-title = { $card ->
    [yatzy] YATZY
   *[other] YAHTZEE
}

## Idiomas

language-unknown-argument = El juego no está traducido al { $asked } (--lang admite en, de, fr, es o sv): habla inglés.
language-unknown-config = El archivo de configuración pide el idioma { $asked }, que el juego no habla (en, de, fr, es, sv): habla inglés.
language-unknown-environment = Tu configuración regional { $asked } pide un idioma que el juego aún no habla: habla inglés (--lang de, fr, es o sv para otro).

## ==== core: the match told in words (crates/core: words, refusals, the rules text) ====

# Los puestos
core-seat-you = Tú
# Un día del calendario, como lo escribe el idioma (el día del reto)
core-day = { $day }/{ $month }/{ $year }
core-whose = { $who ->
    [you] tu
   *[other] de { $name }
}
core-cpu-name = { $level ->
    [beginner] CPU novata
    [casual] CPU tranquila
    [perfect] CPU perfecta
    [shark] CPU tiburón
   *[strong] CPU fuerte
}

# Las jugadas, como las dicen las pistas y el entrenador
core-choice-score = Anotar { $points } en { $spot }
core-choice-throw-all = Volver a tirar los cinco
core-choice-hold = { $count ->
    [one] Guardar { $keep }, tirar uno
   *[other] Guardar { $keep }, tirar { $count }
}
core-choice-short-throw-all = Tirar todos
core-choice-short-keep = Guardar { $keep }

# Un turno en el registro
core-turn-first-throw = { $name }: { $dice }
core-turn-no-throw = { $name }:
core-turn-threw-all = tiró todos → { $dice }
core-turn-kept = guardó { $kept } → { $dice }
core-turn-took-back = deshizo { $what }
core-turn-took-back-too = (deshizo { $what })
core-turn-corrected = (corregido a { $points })
core-turn-joker = (comodín)
core-turn-extra-bonus = bono de { $spot } +{ $points }
core-turn-upper-bonus = bono +{ $points }
core-turn-stand-in = { $name } (el ordenador { $level } lo sustituye)
core-taken-back-points = { $points } en { $spot }
core-taken-back-throw = la tirada { $dice }

# Los niveles del ordenador
core-level-beginner = Principiante
core-level-casual = Tranquilo
core-level-strong = Fuerte
core-level-perfect = Perfecto
core-level-shark = Tiburón
core-level-style-beginner = guarda su grupo de dados más grande y se queda con la mejor puntuación a la vista
core-level-style-casual = juega con reglas sensatas y cuida el bono
core-level-style-strong = juega cada turno según las probabilidades, con buen ojo para el resto de la hoja
core-level-style-perfect = juega la estrategia matemáticamente óptima
core-level-style-shark = juega para ganar la partida: arriesga cuando va detrás, juega seguro cuando va delante

# Las opciones
core-speed-slow = Lenta
core-speed-normal = Normal
core-speed-fast = Rápida
core-speed-instant = Instantánea
core-coach-off = Apagado
core-coach-warn = Avisar
core-coach-always = Siempre
core-measure-points = puntos
core-measure-chance-to-win = probabilidad de ganar
core-mode-on-screen = dados en pantalla
core-mode-real-dice = dados reales
core-mode-score-pad = hoja de puntuación
core-mode-played-on-screen = jugadas con dados en pantalla
core-mode-played-real-dice = jugadas con dados reales
core-mode-played-score-pad = anotadas en una hoja de puntuación

# Lo que no se puede
core-refuse-match-over = la partida ha terminado
core-refuse-not-your-turn = no es tu turno
core-refuse-no-seat = no hay puesto { $seat }
core-refuse-no-throws-left = no quedan tiradas este turno: elige una casilla
core-refuse-all-held = los cinco dados están guardados: suelta uno para tirar, o elige una casilla
core-refuse-throw-first = tira los dados primero
core-refuse-sticky-hold = los dados guardados siguen guardados este turno
core-refuse-not-undoable = esta acción no se puede deshacer
core-refuse-dice-on-pad = una hoja de puntuación no tiene dados: elige una casilla y anota sus puntos
core-refuse-kept-on-first-throw = en la primera tirada de un turno no se guarda nada: escribe las cinco caras
core-refuse-kept-not-thrown = { $kept } no puede haberse quedado: la tirada anterior fue { $before }
core-refuse-stand-in-for-cpu = el ordenador solo sustituye a una persona, nunca a otro ordenador
core-refuse-filled = { $spot } ya está ocupada
core-refuse-joker-upper-first = Comodín: cinco { $face } deben ir en { $spot } mientras { $spot } esté libre
core-refuse-joker-lower-first = Comodín: { $spot } está ocupada, así que cinco { $face } deben ir antes en una casilla libre de abajo
core-refuse-out-of-order = { $column ->
    [down] la columna Bajada se llena de arriba abajo: ahora toca { $spot }
   *[up] la columna Subida se llena de abajo arriba: ahora toca { $spot }
}
core-mode-pad-has-no-dice = una hoja de puntuación no tiene dados
core-mode-points-only-on-pad = los puntos solo se anotan en una hoja de puntuación
core-mode-typed-only-real-dice = solo un puesto con dados reales escribe sus tiradas
core-mode-real-dice-thrown-by-hand = un puesto con dados reales tira sus propios dados
core-dice-wrong-count = indica exactamente cinco dados, p. ej. 3,3,3,5,5 (hay { $count })
core-dice-bad-face = «{ $face }» no es una cara de dado: usa del 1 al 6

# Deshacer
core-undo-off = deshacer está desactivado en esta partida
core-undo-nothing = todavía no hay nada que deshacer
core-undo-after-throw = nada que deshacer desde la tirada (una tirada no se deshace)
core-undo-nothing-typed = no hay nada escrito que borrar
core-undo-cpu-move = una jugada del ordenador nunca se deshace
core-undo-not-yours = solo el puesto { $seat } puede deshacer esa jugada
core-undo-fixed = esa jugada no se puede deshacer (los dados guardados siguen guardados este turno)
core-undo-cpu-began = una anotación queda en firme cuando empieza el turno de un ordenador (el ordenador nunca espera, sea cual sea su velocidad)

# Las reglas: preajustes, ajustes y lo que rodea al texto de las reglas
core-preset-classic = Clásicas
core-preset-simple = Sencillas
core-preset-yatzy = Yatzy
core-preset-triple = Yahtzee triple
core-preset-three-column = Tres columnas
core-rules-custom = Personalizadas
core-rules-custom-yatzy = Yatzy personalizado
core-rules-custom-triple = Triple personalizado
core-rules-custom-three-column = Tres columnas personalizado
core-rules-part-upper = sección superior
core-rules-part-upper-bonus = bono
core-rules-part-lower = sección inferior
core-rules-part-extra-bonuses = bonos por Yahtzee extra
core-rules-classic-default = (Clásicas: { $value })
core-setting-layout = Hoja
core-setting-max-rolls = Tiradas por turno
core-setting-sticky-holds = Dados guardados se quedan
core-setting-upper-threshold = Umbral del bono
core-setting-upper-bonus = Puntos del bono
core-setting-kinds-score = Cómo cuentan trío y póker
core-setting-points = Puntos de { $spot }
core-setting-five-of-a-kind-is-full-house = Cinco iguales como full
core-setting-extra-yahtzee-bonus = Bono por { $spot } extra
core-setting-bonus-needs-positive-yahtzee = Bono solo si { $spot } > 0
core-setting-joker = Regla del comodín
core-setting-help-layout = classic: 13 casillas; yatzy: 15 casillas escandinavas; triple: 3 columnas ×1 ×2 ×3; three_column: bajada, subida, libre.
core-setting-help-max-rolls = Cuántas veces se pueden tirar los dados en un turno.
core-setting-help-sticky-holds = Un dado guardado no se puede soltar hasta que acaba el turno.
core-setting-help-upper-threshold = De { $ones } a { $sixes } deben sumar al menos esto para el bono.
core-setting-help-upper-bonus = Puntos por llegar al umbral de arriba; 0 quita el bono.
core-setting-help-kinds-score = El trío y el póker cuentan los cinco dados, o solo los iguales.
core-setting-help-points = Valor fijo de { $spot }.
core-setting-help-yahtzee-points = Valor de cinco dados iguales en la casilla { $spot }.
core-setting-help-five-of-a-kind-is-full-house = Si cinco dados iguales cuentan como { $spot } sin el comodín.
core-setting-help-extra-yahtzee-bonus = Bono por cada { $spot } más una vez ocupada la casilla { $spot }; 0 lo quita.
core-setting-help-bonus-needs-positive-yahtzee = Si está activo, una casilla { $spot } tachada con 0 no da bono extra.
core-setting-help-joker = forced: casilla de arriba correspondiente, luego abajo, luego arriba; free: cualquier casilla; off: sin comodín.

# Los puestos, tal como los dan la preparación y la línea de órdenes
core-seat-count = una partida necesita de 1 a { $most } puestos, no { $count }
core-seat-no-name = el puesto { $seat } no tiene nombre
core-seat-name-too-long = el nombre «{ $name }» tiene más de { $most } caracteres
core-seat-bad-name = el nombre «{ $name }» tiene un carácter de control o empieza o acaba con un espacio
core-seat-invisible = el nombre «{ $name }» tiene un carácter invisible, o uno que invierte la dirección del texto (un espacio de ancho cero, una marca de derecha a izquierda); escribe el nombre sin él
core-seat-duplicate = dos puestos se llaman «{ $name }»; cada puesto necesita su propio nombre
core-seat-bad-entry = «{ $entry }» no es un puesto: escribe un nombre, cpu, cpu:NIVEL o NOMBRE@NIVEL

# The columns of a card of several, as their headings say them
core-column-down = Bajada
core-column-up = Subida
core-column-free = Libre

# The points a box takes: "5, 10 or 15", "7 to 28 except 10 and 25", "0 or 5 to 30"
core-points-or = { $init } o { $last }
core-points-and = { $init } y { $last }
core-points-range = { $lo } a { $hi }
core-points-range-step = { $lo } a { $hi } de { $step } en { $step }
core-points-range-except = { $lo } a { $hi } salvo { $missing }
core-points-zero-or = 0 o { $range }
# A score pad's points refused; $allowed is what the box takes
core-pad-no-bonus-possible = ahora no es posible ningún bono Yahtzee con { $spot }
core-pad-not-possible-bonus = { $points } con bono Yahtzee no es posible en { $spot }: con bono admite { $allowed }
core-pad-not-possible = { $points } no es posible en { $spot }: { $allowed }
core-pad-only-with-bonus = { $spot } ya solo se puede rellenar con un bono Yahtzee
# Seats a way of playing does not fit
core-seats-pad-with-cpu = una hoja sin dados lleva la cuenta de personas; un ordenador necesita dados
core-seats-cpu-real-dice = solo una persona tira dados de verdad; un ordenador tira en pantalla
core-seats-cpu-joining = solo una persona se une por SSH; un ordenador juega en el anfitrión
core-seats-pad-joined = una hoja sin dados se lleva en una sola mesa; nadie se une a ella por SSH

# Why a saved match does not load (said inside the store's sentence about the damaged file)
core-load-card-count = hay { $cards } hojas para { $seats } puestos
core-load-card = hoja de { $name }: { $error }
core-load-turn-seat = el turno es del puesto { $seat }, pero solo hay { $seats } puestos
core-load-rolls-used = { $rolls } tiradas usadas en este turno, pero las reglas permiten { $max }
core-load-dice-without-roll = los dados y las tiradas usadas no concuerdan (dados sin tirada, o una tirada sin dados)
core-load-illegal-entry = la entrada { $index } del registro no es una jugada válida: { $reason }
core-load-inconsistent = { $what ->
        [scorecards] el registro de la partida no lleva a sus hojas
        [turn] el registro de la partida no lleva a su turno y sus dados actuales
       *[dice] el registro de la partida no lleva al estado de su generador de dados
    }
core-card-impossible-points = { $spot } no puede valer { $points } con estas reglas
core-card-too-many-extras = { $count } Yahtzees extra, pero una hoja admite 12 como mucho
core-card-extras-without-yahtzee = { $positive ->
        [yes] los bonos Yahtzee necesitan la casilla Yahtzee rellena con una puntuación positiva
       *[no] los bonos Yahtzee necesitan la casilla Yahtzee rellena
    }
core-card-extras-off = los bonos Yahtzee están desactivados en estas reglas
core-card-not-filled = { $spot } aún no está rellena
# $layout is the card's id: classic, yatzy, triple, three_column
core-card-not-on-card = { $spot } no es una casilla de la hoja { $layout }
core-card-column-count = { $found } columnas, pero { $layout ->
        [classic] la hoja clásica
        [yatzy] la hoja Yatzy
        [triple] la hoja triple
       *[three_column] la hoja de tres columnas
    } tiene { $columns }
core-card-out-of-order = la columna { $column } no está rellena en su orden
core-card-extras-without-every-yahtzee = { $positive ->
        [yes] los bonos Yahtzee necesitan las tres casillas Yahtzee rellenas con una puntuación positiva
       *[no] los bonos Yahtzee necesitan las tres casillas Yahtzee rellenas
    }
core-card-no-column = la hoja no tiene esa columna
core-dice-no-such-face = un dado muestra del 1 al 6, no { $face }
# A saved match's options that do not fit it
core-options-real-dice-seats = tiene ajustes de dados reales para { $given } puestos, pero la partida tiene { $seats }
core-options-pad-with-real-dice = es una hoja sin dados con puestos de dados reales; una hoja sin dados no tiene dados
core-options-coach-threshold = su umbral de entrenador { $threshold } no está entre 0 y { $most } puntos
core-options-coach-seats = tiene ajustes de entrenador para { $given } puestos, pero la partida tiene { $seats }
core-options-ssh-seats = tiene puestos SSH para { $given } puestos, pero la partida tiene { $seats }
core-options-log-misfit = entrada { $entry } del registro: { $problem }

## ==== end core ====

## ==== ai: hints, the coach, the review, luck and skill (crates/ai) ====

ai-other-rules = La tabla de estrategia disponible es para otras reglas que las de esta partida.
ai-estimated = (estimado)
ai-percent-whole = { $figure } %
ai-percentage-points = { $figure } p. p.

# El análisis
ai-choice-score = anotar { $points } en { $spot }
ai-choice-rethrow-all = volver a tirar los cinco
ai-choice-hold = guardar { $keep }
ai-no-decisions = No hay decisiones que juzgar: los puntos se anotaron, no se jugaron aquí con los dados.
ai-verdict-flawless = Impecable: cada decisión fue la óptima.
ai-verdict-excellent = Excelente partida: a pocos puntos de la perfección.
ai-verdict-good = Buena partida, con algunas decisiones costosas.
ai-verdict-fair = Partida aceptable: varias decisiones regalaron puntos.
ai-verdict-room-to-grow = Hay margen de mejora: las decisiones óptimas habrían sumado mucho más de media.
ai-verdict-slip = Mayor fallo: ronda { $round }, { $chosen } en vez de { $best } (−{ $loss }).

# La probabilidad de ganar a lo largo de la partida
ai-timeline-heading = Probabilidad de ganar tras cada anotación (cada puesto jugando como Perfecto desde ahí):
ai-timeline-swings = Mayores vuelcos:
ai-swing = Ronda { $round }, { $name }: { $placed } llevó su probabilidad de ganar del { $before } % al { $after } % ({ $change })

# Suerte y habilidad
ai-luck-now-points = { $points } puntos
ai-luck-now-expected = { $expected } esperados
ai-luck-sum = Suerte { $luck }, juego { $play }{ $estimated ->
    [yes] {" "}(estimado)
   *[no] {""}
}: { $start } esperados al principio { $luck_term } suerte { $play_term } juego = { $now }.
ai-luck-estimate-gap = De la suerte, { $gap } es lo que la estimación por columnas no acertó de la puntuación final.
ai-accuracy-line = Precisión { $mean } puntos esperados por decisión en { $count ->
    [one] una decisión
   *[other] { $count } decisiones
}: { $grade }{ $estimated ->
    [yes] {" "}(estimado)
   *[no] {""}
}.
ai-accuracy-none = Precisión: ninguna decisión que juzgar.
ai-accuracy-short = { $mean } por decisión ({ $grade })
ai-accuracy-none-short = ninguna decisión juzgada
ai-luck-luckiest = Tiradas con más suerte:
ai-luck-unluckiest = Tiradas con menos suerte:
ai-luck-costliest = Decisiones más costosas:
ai-luck-throw = ronda { $round }, tirada { $throw }: { $dice }  { $luck }
ai-luck-cost = ronda { $round }: { $chosen } en vez de { $best }  −{ $cost }
ai-perfect-on-dice = { $who ->
    [you] Hiciste { $score }; Perfecto habría hecho { $perfect } con estos dados (sus nuevas tiradas de la misma cinta).
   *[other] { $name } hizo { $score }; Perfecto habría hecho { $perfect } con estos dados (sus nuevas tiradas de la misma cinta).
}
ai-not-on-tape = Perfecto con estos dados: no para esta partida. Sus dados salieron uno tras otro de un mismo flujo, así que cualquier otra decisión habría sacado otros dados; las partidas con cinta de dados (toda partida nueva) lo tienen.
ai-luck-written-down = Los puntos se anotaron en lugar de tirarse aquí, así que no hay suerte que medir.
ai-win-result-now = { $chance } ahora
ai-win-result-won = ganó
ai-win-result-lost = perdió
ai-win-result-shared = primer puesto compartido ({ $share })
ai-win-account = En probabilidad de ganar: { $start } al principio, suerte { $luck }, juego { $play }, juego de los demás { $others }: { $result }. Resultado sin la suerte { $adjusted }.
ai-readout-seat = { $name }: suerte { $luck }, juego { $play }

# La escala de precisión
ai-grade-perfect = perfecto
ai-grade-expert = experto
ai-grade-strong = fuerte
ai-grade-fair = aceptable
ai-grade-learning = aprendiz
ai-grade-scale = La precisión son los puntos esperados que se regalan por cada decisión que lo era: perfecto por debajo de 0,01, experto por debajo de 0,2 (el límite de la prueba de competencia de Verhoeff), fuerte por debajo de 0,5, aceptable por debajo de 1, aprendiz por encima.

# Aprender: acertijos y por qué la mejor casilla es la mejor
ai-puzzle-easy = Fácil
ai-puzzle-medium = Media
ai-puzzle-hard = Difícil
ai-puzzle-right = Correcto. { $why }
ai-puzzle-not-quite = No del todo. { $why }
ai-reason-now = { $spot } { $points } ahora
ai-reason-on-pace = { $spot } { $points } ahora: { $over ->
    [0] justo al par
   *[other] { $over } sobre par
} (tres { $face }), en camino al bono de { $threshold }
ai-reason-under-par = { $spot } se llevaría { $points }, { $under } bajo par (tres { $face } son { $par }), el { $threshold } más difícil de alcanzar
ai-reason-harder-later = { $spot } se llevaría { $points }, pero { $best } es la casilla más difícil de llenar después
ai-reason-zero = { $spot } sería un cero, perdido para siempre
ai-reason-later = { $spot } se llevaría { $points }; tiradas posteriores también pueden llenarla
ai-reason = { $first }; { $second }. La diferencia: { $loss } puntos de media.
ai-reason-waiting = { $first }; { $second }; libre, { $spot } espera más { $face }. La diferencia: { $loss } puntos de media.

ai-differences-only = En una hoja de varias columnas no se puede estimar con honradez ningún total final (la valoración columna a columna falla la media simulada de Perfecto en más de 100 puntos desde la hoja vacía, y en decenas de puntos a mitad de partida aun corregida por la ronda), así que solo se muestran las diferencias entre opciones.

## ==== end ai ====

## ==== table: the table's authority and its refusals (crates/table) ====

# Lo que la mesa rechaza
table-denied-spectator = Estás mirando esta partida: un espectador no puede jugar.
table-denied-not-your-seat = Juegas el puesto de { $own }, no el de { $asked }.
table-denied-host-lets-in = Solo el anfitrión de una mesa deja sentarse a un invitado.
table-denied-host-stands-in = Solo el anfitrión de una mesa deja que el ordenador sustituya a alguien.
table-denied-host-sets-pace = El ritmo de los ordenadores lo fija la mesa, no un puesto.
table-denied-gone = No estás en esta mesa.
# Noticias de la mesa
table-save-failed-plays-on = El anfitrión no pudo guardar la partida: { $error } Se sigue jugando; cada jugada lo vuelve a intentar.
table-closed = La mesa está cerrada: el anfitrión se ha ido (la partida sigue guardada en su equipo).
table-personal-best = { $who ->
    [you] ★ Nuevo récord personal: { $total } (antes { $previous })
   *[other] ★ Nuevo récord personal de { $name }: { $total } (antes { $previous })
}
# Lo que se perdería al salir ahora
table-lost-finished = { $count ->
    [one] Sin guardar: esta partida terminada no está en el historial y no cuenta en las estadísticas (no se pudo guardar la última acción).
   *[other] Sin guardar: esta partida terminada no está en el historial y no cuenta en las estadísticas (no se pudieron guardar las últimas { $count } acciones).
}
table-lost-since-last-save = { $count ->
    [one] Sin guardar: se pierde la última acción de esta partida; al reanudarla vuelve a donde se guardó por última vez.
   *[other] Sin guardar: se pierden las últimas { $count } acciones de esta partida; al reanudarla vuelve a donde se guardó por última vez.
}
table-lost-never-saved = { $count ->
    [one] Sin guardar: esta partida nunca se guardó, así que se pierde 1 acción y no se puede reanudar.
   *[other] Sin guardar: esta partida nunca se guardó, así que se pierden { $count } acciones y no se puede reanudar.
}
# Un ordenador que no puede jugar
table-cpu-needs-odds = El ordenador { $level } necesita la tabla de probabilidades de ganar, que aquí no se puede calcular.
table-cpu-not-made = no se pudo crear el ordenador
table-cpu-nothing-to-play = El ordenador no encontró nada que jugar.

## ==== end table ====

## ==== store: files, statistics, history, presets, the daily (crates/store) ====

# Las estadísticas (`yahtzee stats` y la pantalla Estadísticas)

store-stats-split = { $matches ->
    [one] { $matches } partida
   *[other] { $matches } partidas
}: { $parts }
store-stats-split-on-screen = { $count } con dados en pantalla
store-stats-split-real-dice = { $count } con dados reales
store-stats-split-score-pad = { $count } en hoja de puntuación
store-stats-only-played = { $mode ->
    [on_screen] Solo partidas jugadas con dados en pantalla
    [real_dice] Solo partidas jugadas con dados reales
   *[score_pad] Solo partidas anotadas en hoja de puntuación
} ({ $split })
store-stats-people-only-text = Solo personas, lo predeterminado (--all añade las cifras de los ordenadores).
store-stats-people-only-screen = Solo personas, lo predeterminado (a añade los ordenadores)
store-stats-everyone-text = Todos, ordenadores incluidos (por defecto, solo personas).
store-stats-everyone-screen = Todos, ordenadores incluidos (a muestra solo personas, lo predeterminado)
store-stats-table-note = Las victorias cuentan primeros puestos compartidos; una partida en solitario no es victoria. Bono: parte de las partidas con el bono.
store-stats-none-filtered = Aún no hay partidas terminadas{ $mode ->
    [on_screen] {" "}con dados en pantalla
    [real_dice] {" "}con dados reales
    [score_pad] {" "}en hoja de puntuación
   *[any] {""}
}{ $card ->
    [classic] {" "}en la hoja clásica
    [yatzy] {" "}en la hoja Yatzy
    [triple] {" "}en la hoja triple
    [three_column] {" "}en la hoja de tres columnas
   *[any] {""}
}.
store-stats-none-screen = Aún no hay partidas terminadas: las estadísticas cuentan cada partida normal terminada (no las de práctica).
store-stats-no-person-text = Ninguna persona ha terminado aún una partida; --all muestra las cifras { $cpus ->
    [one] del ordenador
   *[other] de los { $cpus } ordenadores
}.
store-stats-no-person-screen = Ninguna persona ha terminado aún una partida: estas estadísticas muestran solo personas, lo predeterminado (a muestra las cifras { $cpus ->
    [one] del ordenador
   *[other] de los { $cpus } ordenadores
}).
store-stats-card-title = { $card ->
    [classic] Hoja clásica
    [yatzy] Hoja Yatzy
    [triple] Hoja triple
   *[three_column] Hoja de tres columnas
} ({ $matches ->
    [one] { $matches } partida
   *[other] { $matches } partidas
})
store-stats-only-mode = Solo { $mode ->
    [on_screen] dados en pantalla
    [real_dice] dados reales
   *[score_pad] hoja de puntuación
} ({ $matches ->
    [one] { $matches } partida
   *[other] { $matches } partidas
})

# La tabla de jugadores; cada columna es tan ancha como su título.
store-stats-col-player = Jugador
store-stats-col-plays-as = Juega como
store-stats-col-games = Partidas
store-stats-col-wins = Victorias
store-stats-col-mean = Media
store-stats-col-best = Mejor
store-stats-col-bonus = Bono
store-stats-col-yahtzees = { $card ->
    [yatzy] Yatzys
   *[other] Yahtzees
}
store-stats-col-best-game = Récord el
store-stats-person = persona
store-stats-cpu = ordenador ({ $level })
store-stats-cpu-column = { $name } ({ $level })

# La media por casilla.
store-stats-means-title = Media por casilla
store-stats-means-title-part = Media por casilla { $part }/{ $parts }
store-stats-yahtzee-games = { $card ->
    [yatzy] Partidas con Yatzy
   *[other] Partidas con Yahtzee
}

# Precisión y suerte.
store-stats-play-heading = Precisión y suerte
store-stats-accuracy = { $mean } ({ $grade ->
    [perfect] perfecto
    [expert] experto
    [strong] fuerte
    [fair] aceptable
   *[learning] aprendiz
})
store-stats-no-choices = sin decisiones
store-stats-play-row = { $name }: { $accuracy } en { $matches ->
    [one] { $matches } partida
   *[other] { $matches } partidas
}; suerte { $luck }
store-stats-play-row-recent = { $name }: { $accuracy } en { $matches ->
    [one] { $matches } partida
   *[other] { $matches } partidas
}; últimas { $recent }: { $recent_accuracy }; suerte { $luck }
store-stats-play-note-screen = Precisión: puntos cedidos por decisión (experto < 0,2); suerte: puntos por partida.
store-stats-play-note-text = La precisión son los puntos que cedes de media en cada decisión (experto por debajo de 0,2); la suerte son los puntos por partida que los dados te dieron por encima o por debajo de lo normal.

# Contra los ordenadores, sustitutos, mejores puntuaciones.
store-stats-versus-heading = Contra los ordenadores (quedando por encima, por debajo o empatado con cada uno):
store-stats-versus-row = {"  "}{ $name } contra el ordenador ({ $level }): { $won } ganadas, { $lost } perdidas, { $tied } empatadas
store-stats-stand-in-heading = Jugado por un ordenador sustituto (las partidas siguen contando para la persona):
store-stats-stand-in-row = {"  "}{ $name }: { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
} en su ausencia
store-stats-high-scores = Mejores puntuaciones · { $rules }

# Qué le pasa a un archivo (el motivo, dentro de las frases de más abajo)

store-not-a-file = no es un archivo normal ({ $kind })
store-file-kind = { $kind ->
    [folder] una carpeta
    [pipe] una tubería con nombre
    [device] un dispositivo
    [socket] un socket
   *[special] un archivo especial
}
store-file-too-large = el archivo ocupa { $size } bytes, más de los { $limit } bytes que puede alcanzar un archivo así
store-dangling-link = el archivo es un enlace a { $target }, que no existe
store-missing-file = un archivo que falta
store-named-is = es { $kind }
store-named-link-to = el archivo es un enlace a { $target }, que es { $kind }
store-json-syntax = no es JSON válido ({ $why })
store-json-shape = el contenido no tiene la forma { $what ->
    [save] de una partida guardada
    [history] de un historial
    [setup] de una configuración de partida
    [presets] de un archivo de ajustes guardados
    [daily] de un registro de retos diarios
    [finished] de una partida terminada
    [learn] de un progreso de Aprender
   *[other] de { $what }
} ({ $why })
store-save-newer = es una partida guardada de una versión más reciente { $version }; este programa lee hasta la { $reads }
store-left-in-place = { $why }; el archivo se dejó donde estaba
store-read-failed = el archivo no se puede leer ({ $error }); se dejó donde estaba

# Qué se hizo con un archivo dañado
store-kept-as = el archivo se guardó aparte como { $name }
store-kept-duplicate = el mismo contenido ya estaba guardado aparte como { $name }, así que el archivo se eliminó
store-kept-file-as = El archivo tal como estaba se guardó aparte como { $name }
store-kept-file-duplicate = El archivo tal como estaba se eliminó, porque el mismo contenido ya estaba guardado aparte como { $name }
store-kept-removed = {" "}(las copias guardadas aparte más antiguas, { $more ->
    [0] { $oldest }
   *[other] { $oldest } y { $more } más
}, se eliminaron para conservar como mucho { $copies } copias y { $mib } MiB)
store-kept-failed = el archivo no se pudo apartar ({ $error }) y se dejó donde estaba

# Escritura
store-cannot-create = no se puede crear { $path }: { $error }
store-cannot-write = no se puede escribir { $path }: { $error }
store-cannot-lock-daily = no se puede bloquear el registro de retos diarios: { $error }
store-cannot-lock-presets = no se pueden bloquear los ajustes guardados: { $error }
store-cannot-lock-history = no se puede bloquear el historial: { $error }
store-cannot-remove-save = no se puede eliminar la partida guardada ya terminada: { $error }
store-cannot-move-save = no se puede apartar la partida guardada: { $error }
store-saved-unconfirmed = Se guardó { $name }, pero el sistema no pudo confirmar que llegara al disco ({ $error }); un corte de luz ahora podría devolver la versión anterior.
store-file-the-match = La partida
store-file-the-table = La mesa
store-too-large = { $what } no se escribió: ocuparía { $size } bytes, más de los { $limit } bytes que el juego vuelve a leer
store-file-not-written = { $file } no se escribió: { $why }
store-too-many-matches = Hay { $most } partidas en curso, el máximo que guarda el juego: termina una, o borra una de la lista Continuar, para empezar otra.
store-no-daily-record = Aquí el juego no lleva registro de retos diarios.

# Partidas en curso
store-bad-match-id = «{ $id }» no es un identificador de partida: un identificador tiene de 1 a { $most } letras, cifras, - o _ (yahtzee list los muestra)
# Los jugadores de una partida en la lista: «Ana, Ben y ordenador».
store-players-and = { $rest } y { $last }
store-match-busy = La partida { $id } se está jugando en otra ventana. Aquí puedes continuar otra o empezar una nueva.
store-overtaken = Otra ventana abrió esta partida después de que se eliminara su archivo de bloqueo { $lock }, así que esta ventana dejó de guardarla para no sobrescribir las jugadas de la otra. Cierra la otra ventana y vuelve a guardar aquí.
store-lock-remade = El archivo de bloqueo { $lock } se eliminó mientras esta ventana jugaba; se volvió a crear.
store-match-newer = La partida { $id } no se abrió: { $why }. Se dejó intacta.
store-match-from-newer = La partida { $id } es de una versión más reciente.
store-match-damaged = La partida { $id } está dañada: { $why }.
store-match-unreadable = La partida { $id } no se puede leer: { $why }.
store-named-save-newer = La partida guardada { $name } no se abrió: { $why }. Se dejó intacta.
store-save-unreadable = La partida guardada no se puede leer: { $why }.
store-save-newer-untouched = La partida guardada no se abrió: { $why }. Se dejó intacta.
store-save-damaged = La partida guardada está dañada: { $why }; { $kept }.
store-save-damaged-kept-aside = La partida guardada está dañada: { $why }; se guardó aparte.
store-found-in-place-of-save = Se encontró un archivo en lugar de la partida guardada: { $why }.
store-while-saving = Al guardar: { $why }; { $kept }.
store-why-saved-elsewhere = otra ventana guardó esta partida después de la última vez que lo hizo esta
store-why-other-match = en su lugar apareció la partida guardada de otra partida
store-why-damaged-appeared = en su lugar apareció una partida guardada dañada: { $why }
store-older-copy-found = Se encontró una copia más antigua de una partida guardada en { $name }; { $kept }.
store-save-not-moved = La partida guardada { $name } no se pudo mover a la carpeta de partidas ({ $error }); se queda donde está y aparecerá en la lista en cuanto se pueda mover.

# El historial
store-history-newer = El historial de partidas es de una versión más reciente { $version }; se dejó intacto.
store-history-not-written = El historial no se escribió: { $why }.
store-history-unreadable = El historial de partidas no se puede leer: { $why }.
store-history-damaged-restarted = El historial de partidas estaba dañado: { $why }. Se empezó uno nuevo, así que las estadísticas cuentan desde aquí.
store-history-damaged-in-place = El historial de partidas está dañado: { $why }; { $kept }.
store-history-damaged-kept = El historial de partidas estaba dañado: { $why }; { $kept }. Se empezó uno nuevo, así que las estadísticas cuentan desde aquí.

# Tus ajustes guardados
store-presets-unreadable = Tus ajustes guardados no se pueden leer: { $why }.
store-presets-damaged = Tus ajustes guardados estaban dañados: { $why }.
store-presets-newer = Tus ajustes guardados no se leyeron: { $why }. El archivo se dejó intacto.
store-presets-damaged-in-place = Tus ajustes guardados están dañados: { $why }; { $kept }.
store-presets-damaged-kept = Tus ajustes guardados estaban dañados: { $why }; { $kept }. Solo se ofrecen los ajustes de serie.

# El registro de retos diarios
store-daily-unreadable = Tu registro de retos diarios no se puede leer: { $why }.
store-daily-damaged-afresh = Tu registro de retos diarios estaba dañado: { $why }. Los retos diarios vuelven a contar desde aquí.
store-daily-damaged-in-place = Tu registro de retos diarios está dañado: { $why }; { $kept }.
store-daily-disbelieved = En tu registro de retos diarios: { $why }. { $stood }; los demás días se quedan.
store-daily-newer = Tu registro de retos diarios no se leyó: { $why }. Se dejó intacto.
store-daily-damaged-kept = Tu registro de retos diarios estaba dañado: { $why }; { $kept }. Los retos diarios vuelven a contar desde aquí.

# La última configuración, y Aprender
store-setup-unused = No se usó la última configuración de partida: { $why }; se ofrece la configuración habitual.
store-setup-damaged = La última configuración de partida estaba dañada: { $why }; { $kept }. Se ofrece la configuración habitual.
store-setup-bad-language = su idioma «{ $code }» no es un código de idioma
store-learn-unread = Tu progreso en Aprender no se leyó: { $why }; Aprender empieza de nuevo.
store-learn-newer = Tu progreso en Aprender no se leyó: { $why }. Se dejó intacto.
store-learn-damaged = Tu progreso en Aprender estaba dañado: { $why }; { $kept }. Aprender empieza de nuevo.

# Tus ajustes guardados: nombres y cambios rechazados
store-preset-name-empty = un ajuste guardado necesita un nombre
store-preset-name-too-long = el nombre «{ $name }» tiene más de { $most } caracteres
store-preset-name-control = el nombre «{ $name }» tiene un carácter de control o empieza o termina con un espacio
store-preset-name-invisible = el nombre «{ $name }» tiene un carácter invisible, o uno que cambia el sentido del texto; escribe el nombre sin él
store-preset-name-built-in = el nombre «{ $name }» es el del ajuste de serie { $preset } (o se le parece); elige otro nombre
store-preset-name-reserved = el nombre «{ $name }» es como se llaman las reglas cambiadas; elige otro nombre
store-preset-exists = ya tienes un ajuste guardado llamado «{ $name }»
store-presets-full = tienes { $most } ajustes guardados, tantos como guarda el juego; borra uno primero
store-preset-unknown-none = ninguno de tus ajustes guardados se llama «{ $name }»; aún no tienes ninguno
store-preset-unknown = ninguno de tus ajustes guardados se llama «{ $name }»; los tuyos son { $yours }
store-names-more = y { $more } más
store-preset-same-as = igual que { $preset }
store-preset-with = { $preset } con { $changes }
store-file-newer = el archivo es de una versión más reciente { $version }; este programa lee hasta la { $reads }
store-format-newer = el archivo lo escribió una versión más reciente del juego (formato { $format })

# El reto diario: su nombre en listas y títulos, la línea para compartir, la lista
store-daily-label = Reto diario { $day }
store-daily-label-replay = Reto diario { $day } · repetición
store-daily-share = Reto diario de Yahtzee { $day } · { $score }
store-daily-share-luck = Reto diario de Yahtzee { $day } · { $score } · suerte { $luck }
store-daily-share-accuracy = Reto diario de Yahtzee { $day } · { $score } · precisión { $accuracy } · suerte { $luck }
store-daily-col-day = Día
store-daily-col-score = Puntos
store-daily-col-accuracy = Precisión
store-daily-col-luck = Suerte
store-daily-accuracy = { $mean } { $grade ->
    [perfect] perfecto
    [expert] experto
    [strong] fuerte
    [fair] aceptable
   *[learning] aprendiz
}
store-daily-not-believed = el reto diario del { $day } no se dio por bueno: { $why }

# Una carpeta de datos en la que no se puede escribir
store-folder-unwritable = No se puede escribir en la carpeta de datos { $path } ({ $error }). Puedes jugar, pero no se guarda nada: una partida no se podrá continuar más tarde y no cuenta en las estadísticas.
store-folder-unwritable-short = no se puede escribir en la carpeta de datos { $path }
store-save-unreadable-in-place = La partida guardada no se puede leer: { $why }; se dejó donde estaba.
store-save-damaged-in-place = La partida guardada está dañada: { $why }; se dejó donde estaba.
store-match-unopened-in-place = La partida { $id } no se puede abrir: { $why }; se dejó donde estaba.
store-match-unreadable-in-place = La partida { $id } no se puede leer: { $why }; se dejó donde estaba.
store-presets-unreadable-in-place = Tus ajustes guardados no se pueden leer: { $why }; el archivo se dejó donde estaba.

# El historial, mantenido pequeño
store-history-unshrinkable = el historial no se puede hacer lo bastante pequeño para guardarlo
store-bytes = { $size } bytes
store-history-shrunk = El historial había crecido demasiado: se descartaron las estadísticas de { $dropped } jugadores con menos partidas en los años más antiguos.

# Las tablas del solucionador y de las probabilidades de ganar guardadas en disco
store-cache-rebuilt = La { $what ->
    [solver] tabla del solucionador
    [odds] tabla de probabilidades de ganar
   *[other] copia de { $what }
} en caché no servía ({ $why }) y se volvió a calcular.
store-cache-rebuilt-unsaved = La { $what ->
    [solver] tabla del solucionador
    [odds] tabla de probabilidades de ganar
   *[other] copia de { $what }
} en caché no servía ({ $why }); se volvió a calcular, pero no se pudo guardar en caché ({ $error }).
store-cache-unsaved = La { $what ->
    [solver] tabla del solucionador
    [odds] tabla de probabilidades de ganar
   *[other] copia de { $what }
} no se pudo guardar en caché ({ $error }); esta vez se usa desde la memoria.
store-table-missing = no hay archivo de tabla
store-table-unreadable = el archivo no se puede leer: { $error }
store-table-not-solver = no es una tabla del solucionador
store-table-format = tabla en formato { $format }, este programa escribe el formato { $writes }
store-table-other-rules = la tabla se calculó para otras reglas
store-table-size = la tabla está truncada o no tiene el tamaño correcto
store-table-checksum = la suma de comprobación de la tabla no coincide
store-table-values = la tabla contiene valores imposibles
store-table-odds-mismatch = no es una tabla de probabilidades de ganar de este formato para estas reglas
store-table-odds-damaged = la tabla está truncada, dañada o es incoherente

# `yahtzee cache`: qué contienen los archivos en caché, y su tamaño
store-cache-kind-strategy = estrategia óptima
store-cache-kind-odds = tabla de probabilidades de ganar
store-size = { $value } { $unit ->
    [B] B
    [kB] kB
    [MB] MB
    [GB] GB
   *[TB] TB
}

# Por qué no se da por bueno el resumen de un historial o de una partida guardada
store-check-seats = tiene { $seats } puestos
store-check-total-too-high = { $name } tiene un total de { $total }, más de lo que permite cualquier regla
store-check-rank = { $name } está en el puesto { $rank }, pero los totales lo ponen en el { $right }
store-check-shared-rank = el puesto compartido de { $name } está mal contado
store-check-yahtzees = { $name } tiene { $yahtzees } Yahtzees
store-check-box-beyond = { $name } tiene una casilla que ninguna regla permite
store-check-account = { $fault ->
    [luck] la suerte
    [cost] el coste del juego
   *[accuracy] la precisión
} de { $name } no cabe en ninguna partida
store-check-box-count = { $name } tiene { $boxes } casillas, pero la { $card ->
    [classic] hoja clásica
    [yatzy] hoja Yatzy
    [triple] hoja triple
   *[three_column] hoja de tres columnas
} tiene { $card_boxes }
store-check-boxes-multi-column = { $name } tiene puntos por casilla, que el juego no guarda para ninguna hoja de varias columnas
store-check-box-impossible = la casilla { $label } de { $name } tiene { $points }, lo que ninguna tirada anota ahí con estas reglas
store-check-yahtzee-count = a { $name } se le cuentan { $yahtzees } Yahtzees, pero la casilla Yahtzee tiene { $points }
store-check-total-below-boxes = el total { $total } de { $name } es menor que los { $boxes } puntos de las casillas
store-check-upper-bonus = el bono de { $name } no se deduce de las casillas de arriba ({ $upper })
store-check-total-from-boxes = el total { $total } de { $name } no se deduce de las casillas (dan { $boxes })
store-check-bonus-without-points = { $name } tiene bono sin puntos arriba
store-check-total-impossible = el total { $total } de { $name } no puede salir de las casillas ({ $boxes }) con ninguna regla
store-check-summary-other-match = su resumen describe otra partida
store-check-summary-rules = su resumen nombra las reglas «{ $named }», pero se jugó con { $played }
store-check-summary-time = su resumen dice que terminó a las { $said }, pero terminó a las { $time }
store-check-summary-total = su resumen dice { $said } para { $name }, pero su hoja da { $total }

# Por qué no se da por bueno un recuento anual del historial: lo que hace el recuento, tras su sujeto
store-tally = el recuento de { $year } ({ $rules }) { $why }
store-tally-for = para { $name } { $why }
store-tally-no-games = no cuenta ninguna partida
store-tally-more-than-games = cuenta más de algo que partidas
store-tally-totals = tiene totales que ninguna hoja permite
store-tally-yahtzee-games = cuenta más partidas con Yahtzee que Yahtzees
store-tally-box-beyond = tiene una casilla que ninguna regla permite
store-tally-opponents = cuenta más rivales de los que tuvieron sus partidas
store-tally-no-best-game = no nombra ninguna mejor partida
store-tally-bad-year = es de un año que ningún reloj da
store-tally-no-matches = no cuenta ninguna partida
store-tally-twice = incluye a { $name } dos veces
store-tally-more-games = cuenta más partidas para { $name } de las que tiene
store-tally-high-scores = tiene mejores puntuaciones imposibles
store-tally-unknown-level = cuenta partidas de { $name } contra «{ $level }», que no es un nivel del ordenador
store-tally-best-game-id = nombra la mejor partida de { $name }, pero { $why }
store-tally-boxes-multi-column = cuenta los puntos por casilla de { $name }, que el juego no guarda para ninguna hoja de varias columnas
store-tally-box-not-on-card = cuenta puntos de { $name } en { $label }, una casilla que la { $card ->
    [classic] hoja clásica
    [yatzy] hoja Yatzy
    [triple] hoja triple
   *[three_column] hoja de tres columnas
} no tiene
store-tally-box-too-many = cuenta más puntos en la casilla { $label } de { $name } de los que { $games ->
    [one] { $games } partida podría
   *[other] { $games } partidas podrían
} anotar

# Por qué no se da por bueno un día del registro de retos diarios
store-daily-check-version = su versión es 0
store-daily-check-days = incluye más de { $most } días
store-daily-check-twice = el día { $day } aparece dos veces
store-daily-check-order = el día { $day } aparece después del { $before }
store-daily-check-one-match = una misma partida aparece en dos días
store-daily-check-id = el reto diario del { $day } nombra «{ $id }», que no es un identificador de partida
store-daily-check-finished-early = el reto diario del { $day } terminó antes de empezar
store-daily-why-dice = su partida no se tiró con los dados de ese día
store-daily-why-rules = su partida no es con las reglas clásicas
store-daily-why-seats = su partida no es para un solo jugador
store-daily-why-own-dice = su partida no se jugó con los dados del juego
store-daily-why-replay = su partida no se puede reproducir ({ $error })
store-daily-why-not-over = su partida no ha terminado
store-daily-why-score = dice tener { $claimed } puntos, pero su partida suma { $total }

# Dónde está un fallo en el historial, y el progreso de Aprender comprobado
store-history-summary = resumen { $index }: { $why }
store-history-summary-id = resumen { $index } ({ $id }): { $why }
store-history-tally-twice = el recuento de { $year } ({ $rules }) aparece dos veces
store-history-kept = partida guardada { $index }: { $why }
store-history-kept-id = partida guardada { $index } ({ $id }): { $why }
store-history-options-seats = sus opciones no encajan con sus puestos: { $why }
store-id-missing = no tiene identificador de partida
store-id-foreign = su identificador de partida «{ $id }» no es de los que escribe el juego
store-learn-check-version = su versión es 0
store-learn-check-lessons = incluye más de { $most } lecciones
store-learn-check-puzzles = incluye más de { $most } ejercicios
store-learn-check-lesson-name = «{ $name }» no es el nombre de una lección
store-learn-check-lesson-twice = una lección aparece dos veces
store-learn-check-puzzle-twice = un ejercicio aparece dos veces
store-learn-check-streak = su racha { $streak } es más larga que su mejor racha { $best }
store-history-listed-twice = la partida aparece dos veces
store-history-kept-twice = la partida está guardada dos veces
store-history-finished-early = terminó antes de empezar
store-history-not-finished = no está terminada
store-history-no-summary = cuenta en las estadísticas, pero no aparece ningún resumen suyo
store-save-no-version = no tiene versión de formato
store-scripted-dice = sus dados estaban fijados de antemano, cosa que solo hacen las pruebas

# Why a file's contents are refused (more)
store-format-version-zero = su versión de formato 0 nunca se escribió
store-cannot-lock = no se puede bloquear { $path }: { $error }
store-presets-too-many = contiene { $count } ajustes, más de los { $most } que se guardan
store-presets-twice = nombra dos ajustes '{ $name }'
store-json-key-twice = la clave "{ $key }" aparece dos veces en un mismo objeto
store-aside-names-taken = todos los nombres para apartar el archivo están ocupados
store-no-date = { $what ->
    [its-start] su hora de inicio
    [its-save] su hora de guardado
    [its-finish] su hora de fin
    [a-start] una hora de inicio
    [a-finish] una hora de fin
    [best-game] la hora de la mejor partida
   *[high-score] la hora de una puntuación máxima
} { $unix } no es una fecha (después del año 9999)
store-not-in-year = { $what ->
    [its-start] su hora de inicio
    [its-save] su hora de guardado
    [its-finish] su hora de fin
    [a-start] una hora de inicio
    [a-finish] una hora de fin
    [best-game] la hora de la mejor partida
   *[high-score] la hora de una puntuación máxima
} { $time } no está en su año
store-names-no-rules = no nombra ninguna regla
store-names-unknown-rules = nombra las reglas '{ $name }', pero ninguna regla de la { $card ->
    [classic] hoja clásica
    [yatzy] hoja Yatzy
    [triple] hoja triple
   *[three_column] hoja de tres columnas
} se llama así

## ==== end store ====

## ==== plain: the plain mode a screen reader follows (src/plain) ====

# Órdenes, tal como se escriben (una lista por orden; el inglés siempre vale también)
plain-command-throw = tirar, t
plain-command-hold = guardar, g
plain-command-release = soltar
plain-command-score = anotar, a
plain-command-correct = corregir
plain-command-card = hoja
plain-command-standings = clasificación, clasificacion
plain-command-log = registro, historial
plain-command-hints = pistas, pista
plain-command-odds = probabilidad
plain-command-undo = deshacer
plain-command-help = ayuda
plain-command-repeat = repetir, otra vez
plain-command-quit = salir
plain-answer-retry = reintentar
plain-answer-play-on = seguir
plain-answer-quit = salir

# El menú y la preparación
plain-menu-title = Menú principal.
plain-menu-new = { $n }. Partida nueva
plain-menu-resume = { $n }. { $count ->
    [one] Seguir la partida guardada
   *[other] Seguir una partida guardada ({ $count } guardadas)
}
plain-menu-daily = { $n }. Reto diario
plain-menu-learn = { $n }. Aprender a jugar
plain-menu-quit = { $n }. Salir
plain-menu-ask = Escribe un número del 1 al { $count }.
plain-type-a-number = «{ $given }» no es una de las opciones: escribe un número del 1 al { $count }.
plain-resume-title = Partidas en curso:
plain-resume-item = { $n }. { $who }, ronda { $round } de { $rounds }, { $rules }, jugada por última vez el { $played }
plain-resume-ask = Escribe un número del 1 al { $count }, o Intro para la primera.
plain-setup-players = ¿Quién juega? Escribe los nombres separados por comas, cpu para el ordenador (cpu:beginner, cpu:casual, cpu:strong, cpu:perfect o cpu:shark). Intro mantiene: { $now }.
plain-setup-rules = ¿Qué reglas? Intro mantiene { $now }.
plain-setup-rules-item = { $n }. { $name }
plain-setup-dice = ¿Cómo se tiran los dados?
plain-setup-dice-screen = 1. Los tira el juego
plain-setup-dice-real = 2. Dados de verdad: escribes cada tirada
plain-setup-dice-pad = 3. Hoja de puntuación: escribes los puntos de cada casilla
plain-setup-same-dice = ¿Los mismos dados para cada puesto? 1. Sí, 2. No. Intro mantiene { $now }.
plain-setup-language = ¿Qué idioma? { $list }. Intro mantiene { $now }.
plain-cannot-start = No se puede empezar: { $why }.
plain-nothing-to-resume = No hay ninguna partida { $id } que seguir.
plain-finished-to-history = Una partida terminada se ha pasado al historial.
plain-finished-not-moved = Una partida terminada no se ha podido pasar al historial: { $why }
plain-already-in-history = Una partida guardada ya había terminado y está en el historial; su copia antigua se ha guardado como { $aside }.
plain-already-in-history-not-moved = Una partida guardada ya había terminado y está en el historial, pero su copia antigua no se ha podido apartar: { $why }
# Learn in plain mode: the screen's own setup-learn-… words, and these for what plain mode does its own way
plain-learn-command-next = siguiente, seguir
plain-learn-command-back = atrás, atras
plain-learn-command-list = lista
plain-learn-item = { $n }. { $text }
plain-learn-lesson-item-done = { $n }. { $title } (hecha)
plain-learn-ask = Escribe un número del 1 al { $count } (Intro abre el número { $default }), o salir para volver al menú.
plain-learn-help = En Aprender: un número abre esa lección o esos problemas; siguiente continúa, atrás vuelve un paso, lista lee la lista, hoja lee la hoja de puntuación, repetir dice otra vez las últimas líneas, salir vuelve al menú. En una lección, escribe lo que pide el paso (tirar, guardar 1 2, anotar chance), o siguiente para que se haga solo; en un problema, anotar y una casilla (anotar full house).
plain-learn-step-do = Escribe { $command }, o siguiente para que se haga solo.
plain-learn-you-threw = Sacas { $dice }.
plain-learn-you-hold = Guardas { $dice }.
plain-learn-you-hold-none = No guardas ningún dado.
plain-learn-you-scored = Anotas { $points } en { $spot }.
plain-learn-asks-for = Esta lección pide otra cosa: escribe { $command }.
plain-learn-lesson-done-next = Lección terminada. Escribe siguiente para la próxima lección, atrás para volver un paso, lista para las lecciones, o salir.
plain-learn-lesson-done-last = Lección terminada: era la última. Escribe lista para las lecciones y los problemas, o salir.
plain-learn-lesson-over = La lección está terminada: escribe siguiente, lista o salir.
plain-learn-card = Tu hoja: { $cells }. Sección superior { $upper }, bono { $bonus }; total { $total }.
plain-learn-card-column = Columna { $column }: { $cells }. Sección superior { $upper }, bono { $bonus }; total { $total }.
plain-learn-card-cell = { $name } { $points }
plain-learn-card-open = { $name } libre
plain-learn-puzzle-ask = Tienes { $dice } y no te quedan tiradas: ¿qué casilla usarías? Escribe anotar y la casilla (anotar full house).
plain-learn-puzzle-score = Responde con anotar y una casilla (anotar full house), o escribe siguiente para otro problema.
plain-learn-puzzle-next = Escribe siguiente para el próximo problema, lista para Aprender, o salir.
plain-learn-reset-ask = { $question } { $text } 1. Sí, 2. No.

# El reto diario
plain-daily-title = El reto diario del { $day }: hoy todos juegan con los mismos dados.
plain-daily-scored = Has hecho { $points } en el reto de hoy. ¿Jugarlo otra vez, sin puntuar? 1. Sí, 2. No.
plain-daily-given-up = El intento puntuable de hoy quedó sin terminar y se borró, así que hoy no puntúa nada. ¿Jugarlo otra vez, sin puntuar? 1. Sí, 2. No.
plain-daily-taken = El reto del { $day } se empezó en otra ventana: esa es la partida que cuenta.
plain-daily-unwritable = El reto diario no ha empezado, porque tu registro no se puede escribir: { $why }
plain-daily-streak = Tu racha: { $now ->
    [one] { $now } día
   *[other] { $now } días
} seguidos; tu mejor racha: { $best ->
    [one] { $best } día
   *[other] { $best } días
}.
plain-daily-streak-none = Todavía no tienes racha: un reto diario puntuado cada día hace una.

# La partida contada
plain-match-begins = Una partida de { $rules }: { $seats }. Escribe ayuda para ver las órdenes.
plain-threw = { $who ->
    [you] Sacas { $dice }.
   *[other] { $name } saca { $dice }.
}
plain-holds = { $who ->
    [you] Te quedas con { $dice }.
   *[other] { $name } guarda { $dice }.
}
plain-holds-none = { $who ->
    [you] No te quedas con ningún dado.
   *[other] { $name } no guarda ningún dado.
}
plain-scored = { $who ->
    [you] Anotas { $points } en { $spot }.
   *[other] { $name } anota { $points } en { $spot }.
}
plain-scored-joker = { $who ->
    [you] Anotas { $points } en { $spot } (comodín).
   *[other] { $name } anota { $points } en { $spot } (comodín).
}
plain-extra-bonus = { $who ->
    [you] Ganas un bono de Yahtzee de { $points }.
   *[other] { $name } gana un bono de Yahtzee de { $points }.
}
plain-upper-bonus = { $who ->
    [you] Ganas el bono de { $points }.
   *[other] { $name } gana el bono de { $points }.
}
plain-turn-of = { $who ->
    [you] Te toca.
   *[other] Le toca a { $name }.
}
plain-turn-again = { $who ->
    [you] Vuelve a tocarte.
   *[other] Vuelve a tocarle a { $name }.
}
plain-match-over = La partida ha terminado.
plain-corrected = { $who ->
    [you] Corriges { $spot } de { $before } a { $after }.
   *[other] { $name } corrige { $spot } de { $before } a { $after }.
}
plain-corrected-bonuses = { $who ->
    [you] Corriges los bonos de Yahtzee de { $before } a { $after }.
   *[other] { $name } corrige los bonos de Yahtzee de { $before } a { $after }.
}
plain-undone-throw = { $who ->
    [you] Deshaces una tirada.
   *[other] { $name } deshace una tirada.
}
plain-undone-hold = { $who ->
    [you] Deshaces el cambio en el dado { $die }.
   *[other] { $name } deshace el cambio en el dado { $die }.
}
plain-undone-score = { $who ->
    [you] Deshaces la anotación en { $spot }.
   *[other] { $name } deshace la anotación en { $spot }.
}
plain-undone-correction = { $who ->
    [you] Deshaces la corrección en { $spot }.
   *[other] { $name } deshace la corrección en { $spot }.
}
plain-undone-typed = { $who ->
    [you] Deshaces la tirada { $dice }.
   *[other] { $name } deshace la tirada { $dice }.
}
plain-undone-bonuses = { $who ->
    [you] Deshaces la corrección de los bonos de Yahtzee.
   *[other] { $name } deshace la corrección de los bonos de Yahtzee.
}
plain-undo-not-saved = No se ha guardado, así que no se ha deshecho: { $why }
plain-cpu-preparing = Los ordenadores se están preparando: { $percent } %.
plain-save-failed = No se ha podido guardar la partida: { $why } Escribe reintentar, seguir (sin guardar) o salir.
plain-saved-now = Guardado.
plain-playing-unsaved = Se sigue jugando SIN GUARDAR ({ $why }).
plain-winner = { $who ->
    [you] Ganas con { $points } puntos.
   *[other] { $name } gana con { $points } puntos.
}
plain-winners-tied = { $names } comparten el primer puesto con { $points } puntos.
plain-solo-total = { $who ->
    [you] Terminas con { $points } puntos.
   *[other] { $name } termina con { $points } puntos.
}
plain-review-seat = { $name }: { $score } puntos; el juego perfecto esperaba { $start } al empezar, la suerte de los dados dio { $luck } y las decisiones costaron { $cost }. Precisión: { $accuracy } puntos perdidos por decisión.
plain-review-later = El análisis de esta partida (suerte y decisiones) necesita la tabla del solucionador: yahtzee review lo da en cuanto esté lista.
plain-review-preparing = Se está preparando el análisis de la partida: { $percent } %.

# La línea de espera: a quién le toca y qué puede hacer
plain-prompt-first = { $who ->
    [you] Ronda { $round } de { $rounds }: escribe tirar.
   *[other] { $name }, ronda { $round } de { $rounds }: escribe tirar.
}
plain-prompt-again = { $who ->
    [you] Tienes
   *[other] { $name }, tienes
} { $dice }; { $left ->
    [one] te queda una tirada
   *[other] te quedan { $left } tiradas
}: guardar, tirar o anotar.
plain-prompt-last = { $who ->
    [you] Tienes { $dice }: anota en una casilla.
   *[other] { $name }, tienes { $dice }: anota en una casilla.
}
plain-prompt-real-first = { $who ->
    [you] Ronda { $round } de { $rounds }: tira tus dados y escribe tirar con los cinco dados (tirar 3 3 5 1 6).
   *[other] { $name }, ronda { $round } de { $rounds }: tira tus dados y escribe tirar con los cinco dados (tirar 3 3 5 1 6).
}
plain-prompt-real-again = { $who ->
    [you] Tienes
   *[other] { $name }, tienes
} { $dice }; { $left ->
    [one] te queda una tirada
   *[other] te quedan { $left } tiradas
}: escribe tirar con los cinco dados que hay en la mesa, o anota.
plain-prompt-pad = { $who ->
    [you] Ronda { $round } de { $rounds }: escribe anotar, la casilla y sus puntos (anotar full house 25).
   *[other] { $name }, ronda { $round } de { $rounds }: escribe anotar, la casilla y sus puntos (anotar full house 25).
}

# Lo que dicen las órdenes
plain-help = Órdenes: { $commands }.{ $then } Las órdenes en inglés también valen.
plain-help-join = { "; " }
plain-help-throw = tirar
plain-help-hold = guardar 1 2 (los dados por su lugar, del 1 al 5)
plain-help-release = soltar 1, o soltar para todos
plain-help-score = anotar full house (una casilla por su nombre, su abreviatura o sus primeras letras)
plain-help-card = hoja
plain-help-standings = clasificación
plain-help-log = registro
plain-help-hints = pistas
plain-help-odds = probabilidad
plain-help-undo = deshacer
plain-help-repeat = repetir
plain-help-help = ayuda
plain-help-quit = salir
plain-help-real-dice = Con dados de verdad: tirar 3 3 5 1 6.
plain-help-score-pad = En una hoja de puntuación: anotar full house 25, y corregir full house 0.
plain-unknown = «{ $word }» no es una orden. Escribe ayuda para ver las órdenes.
plain-bad-dice = «{ $what }» no nombra dados: para guardar y soltar, los dados por su lugar del 1 al 5; para una tirada, cinco caras del 1 al 6.
plain-score-which = ¿En qué casilla? Escribe anotar y el nombre de la casilla (anotar full house).
plain-no-such-box = En esta hoja no hay ninguna casilla «{ $name }».
plain-box-ambiguous = «{ $name }» puede ser { $boxes }: escribe más del nombre.
plain-bad-points = «{ $points }» no es un número de puntos.
plain-points-needed = Escribe los puntos después del nombre de la casilla (anotar full house 25).
plain-which-column = ¿Qué columna? Escribe su número después de la casilla: { $columns }.
plain-hints-off = Las pistas están desactivadas en esta partida.
plain-hints-throw-first = Tira primero: las pistas son para los dados de la mesa.
plain-hints-unavailable = Las pistas para una hoja de varias columnas solo están en la pantalla.
plain-hints-preparing = Las pistas se están preparando: { $percent } %. Vuelve a preguntar en un momento.
plain-hint = { $rank }. { $choice }: { $expected } puntos esperados al final.
# A hold, with the command that makes it: the dice by their place, as `hold` takes them.
plain-hint-hold = { $rank }. { $choice } (escribe { $command }): { $expected } puntos esperados al final.
plain-coach-warns = Entrenador: esto pierde { $loss } puntos de media. Mejor: { $better } ({ $better_total }). Lo tuyo: { $yours } ({ $yours_total }). Escribe la misma orden otra vez para hacerlo de todos modos.
plain-coach-preparing = La tabla del entrenador todavía se está preparando ({ $percent } %): esta jugada no se ha juzgado.
plain-zero-asks = { $spot } daría 0; { $better } da { $points }. Escribe { $command } otra vez para anotar 0, u otra orden.
plain-odds-off = La probabilidad de ganar está desactivada en esta partida.
plain-odds-preparing = La tabla de la probabilidad de ganar se está preparando ({ $percent } % hecho). Vuelve a preguntar en un momento.
plain-odds-unavailable = No hay probabilidad de ganar para estas reglas.
plain-odds = Probabilidad de ganar: { $cells }.
plain-odds-cell = { $name } { $chance }

# La hoja, la clasificación y el registro, fila a fila
plain-card-column = Columna { $column }:
plain-card-row = { $row }: { $cells }.
plain-card-cell = { $name } { $points }
plain-card-cell-empty = { $name } vacía
plain-card-upper = { $name } { $points }, bono { $bonus }
plain-card-upper-row = Sección superior: { $cells }.
plain-card-total = Total: { $cells }.
plain-standing = { $rank }. { $name }, { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}.
plain-log-empty = Todavía no ha pasado nada.
plain-log-threw = { $who ->
    [you] sacas { $dice }
   *[other] saca { $dice }
}
plain-log-kept-threw = { $who ->
    [you] guardas { $kept } y sacas { $dice }
   *[other] guarda { $kept } y saca { $dice }
}
plain-log-scored = { $who ->
    [you] anotas { $points } en { $spot }
   *[other] anota { $points } en { $spot }
}
plain-log-took-back = { $who ->
    [you] deshaces { $points } en { $spot }
   *[other] deshace { $points } en { $spot }
}
plain-log-took-back-throw = { $who ->
    [you] deshaces la tirada { $dice }
   *[other] deshace la tirada { $dice }
}
plain-log-turn = Ronda { $round }, { $name }: { $what }.

# Un invitado por SSH (tui::window::PlainWindow, en una mesa alojada)
plain-guest-welcome = Una mesa alojada, en líneas simples: cada suceso se dice una vez. Escribe ayuda para ver los comandos, salir para irte.
plain-guest-setting-up = El anfitrión aún está preparando la partida: los puestos se dicen en cuanto empiece.
plain-guest-choose = Elige tu puesto por su número, o mira:
plain-guest-offer = { $number }. { $name }: { $state }.
plain-guest-watch-offer = { $number }. { $watch }.
plain-guest-choose-help = Escribe un número para tomar ese puesto, o salir para irte. Un puesto tomado es tuyo hasta que acabe la partida: vuelve con el mismo nombre (ssh NOMBRE@…) para tomarlo de nuevo.
plain-guest-not-listed = «{ $what }» no está en la lista: escribe un número del 1 al { $last }.
plain-guest-watching = Estás mirando: cada suceso se dice cuando ocurre; hoja, clasificación y registro leen la partida, salir te saca.
plain-guest-watching-served = Estás mirando: cada suceso se dice cuando ocurre; hoja, clasificación y registro leen la partida, salir te devuelve al vestíbulo.
plain-guest-over = La partida ha terminado: salir deja la mesa.
plain-guest-host-join = En líneas simples, para un lector de pantalla: { $join }

## ==== end plain ====

## ==== play: the match screen, results, review, daily, menu (src/tui/screens) ====

# The main menu
play-menu-motto = cinco dados · trece casillas
play-menu-new-match = Nueva partida
play-menu-daily = Reto diario
play-menu-learn = Aprender a jugar
play-menu-resume = Continuar partida
play-menu-rules = Reglas
play-menu-statistics = Estadísticas
play-menu-history = Historial
play-menu-guest-keys = Claves de los invitados
play-menu-quit = Salir
play-menu-saved = Guardada: { $about }
play-menu-key-quit = salir

# The match screen: the title bar
play-title-rules-round = { $same ->
        [yes] Reglas { $rules } · mismos dados · ronda { $round } de { $rounds }
       *[other] Reglas { $rules } · ronda { $round } de { $rounds }
    }
# The rules without the round, where the line is too short for both.
play-title-rules = { $same ->
        [yes] Reglas { $rules } · mismos dados
       *[other] Reglas { $rules }
    }
play-title-practice = PRÁCTICA
play-title-not-saved = SIN GUARDAR
play-title-building = probabilidad de ganar: calculando { $percent } %
play-title-keys = { $key } teclas

# The match screen: the turn's panel
play-panel-to-play = { $who ->
        [you] ▶ Te toca a ti
       *[other] ▶ Le toca a { $name }
    }
play-panel-to-play-cpu = ▶ Le toca a { $name } · ordenador ({ $level })
play-panel-match-over = Partida terminada
play-panel-upper-bonus-earned = Bono conseguido: +{ $bonus }
play-panel-upper-over-par = Superior { $subtotal }/{ $threshold } · +{ $margin } sobre par
play-panel-upper-under-par = Superior { $subtotal }/{ $threshold } · { $margin } bajo par

# The match screen: the match log
play-log-title = Registro de la partida (lo último primero; { $key } para lo anterior)
play-log-title-scrolled = Registro de la partida ({ $count } más recientes arriba; { $key })
play-log-title-narrow = Registro · { $key }: anterior
play-log-title-narrow-scrolled = Registro · { $count } más recientes: { $key }
play-log-round = R{ $round }

# The match screen: the help bar along the bottom (short: a word or two each)
play-help-type-dice = escribe los dados
play-help-enter-throw = introduce la tirada
play-help-points = puntos
play-help-enter-points = introduce los puntos
play-help-you-play = juegas tú
play-help-plays = juega { $name }
play-help-you-take-back = deshaces tú
play-help-takes-back = { $name } deshace
play-help-menu = menú
play-help-close = cerrar
play-help-value = valor
play-help-box = casilla
play-help-seat = puesto
play-help-check = comprobar

# The match screen: typing a throw or points (real dice, the score pad)
play-typing-no-throws-left = No quedan tiradas: elige una casilla y pulsa { $key }.
play-typing-dice = Tirada { $throw }, escribe los cinco dados: { $entry }
play-typing-points = { $spot }: escribe los puntos: { $entry }
play-typing-points-allowed = { $spot }: escribe los puntos ({ $allowed }): { $entry }
play-typing-allowed-bonus = con bono de Yahtzee: { $bonus }
play-typing-allowed-and-bonus = { $points }; con bono de Yahtzee: { $bonus }
play-typing-tip-kept-box = 33/514: 3-3 guardados · Retroceso corrige · { $arrows } una casilla, luego { $score } anota
play-typing-tip-kept = 33/514: 3-3 guardados · Retroceso corrige · { $score } anota
play-typing-tip-first = 33516 y luego Intro · Retroceso corrige · { $score } anota
play-typing-tip-points = { $bonus ->
        [yes] { $arrows } casilla · 25+ suma un bono de Yahtzee · { $correct } corrige
       *[other] { $arrows } casilla · { $correct } corrige
    }

# The match screen: the line under the dice
play-thinking = Pensando: calculando la estrategia óptima para estas reglas… { $percent } %
play-press-to-throw = Pulsa { $key } para tirar.

# After a throw: what the keys do, as parts of one sentence ("·" between them)
play-after-throw-type-next = escribe la siguiente tirada (dados guardados antes de una /: 33/514)
play-after-throw-hold = { $keys } guardar
play-after-throw-hold-dice = { $keys } guardar dados
play-after-throw-throws = { $key } tira
play-after-throw-score-columns = { $arrows } y { $score } anotan
play-after-throw-other-cards = { $key } otras hojas
play-after-throw-score = { $arrows } y { $score } anotan una casilla

# A Yahtzee thrown again: the bonus and the joker, one sentence each
play-joker-another-yahtzee = ¡Otro Yahtzee!
play-joker-bonus-earned = Bono ganado, rellenes la casilla que rellenes.
play-joker-only = Comodín: cinco { $face } van en { $spot }.
play-joker-any-lower = Comodín: cinco { $face } van en cualquier casilla inferior libre (los valores fijos cuentan).
play-joker-any-upper = Comodín: con las casillas inferiores llenas, cinco { $face } van por 0 en una casilla superior libre.
play-joker-any = Comodín: cinco { $face } pueden ir en cualquier casilla libre.

# The match screen: what a key pressed at the wrong moment is told
play-coach-still-building = La tabla del entrenador aún se está calculando ({ $percent } %): esta jugada no se ha valorado.
play-coach-on-kept-dice = El entrenador, sobre los dados guardados: { $message }
play-coach-think-again = Piénsalo otra vez: { $key } muestra todas las opciones.
play-type-throw-first = Escribe primero las cinco caras de tu tirada (p. ej. 33516) y luego { $key }.
play-throw-first = Primero tira los dados ({ $key }).
play-already-filled = { $spot } ya está rellena.
play-real-dice-throw = Tira tus dados, escribe las cinco caras (p. ej. 33516) y pulsa Intro.
play-pad-no-dice = Una hoja de puntuación no tiene dados: escribe los puntos de { $spot } y pulsa Intro.
play-real-dice-hold = Los dados de verdad se guardan a mano: escribe las cinco caras tras cada tirada, las guardadas antes de una / (33/514).
play-pad-no-dice-to-hold = Una hoja de puntuación no tiene dados que guardar.
play-back-to-your-card = De vuelta a tu hoja: elige la casilla y pulsa { $key } para anotar.
play-type-points-first = Escribe primero los puntos de { $spot }.
play-type-points-first-allowed = Escribe primero los puntos de { $spot } ({ $allowed }).
play-choose-box-first = Elige primero una casilla ({ $arrows } muestra el cursor) y luego { $key }: una tirada escrita nunca anota sola.
play-hints-off = Las pistas están desactivadas en esta partida.
play-hints-own-turn = Las pistas son para tu propio turno.
play-hints-by-chance = Pistas ordenadas por probabilidad de ganar.
play-hints-by-total = Pistas ordenadas por total esperado.
play-undo-typed-first = { $entry } escrito: termínalo con { $finish } o bórralo con { $clear } antes de deshacer.
play-only-owner-stand-in = Solo quien abrió la mesa puede dejar que el ordenador sustituya a alguien ausente.
play-only-owner-let-in = Solo quien abrió la mesa puede dar un puesto a alguien que espera.
play-not-scored = No se ha anotado.
play-cpu-turn-skip = Es el turno del ordenador: { $key } salta al final de su turno.

# The match screen: buttons, the dice and the card
play-button-throw = Tirar
play-button-score = Anotar
play-button-hint = Pista
play-button-undo = Deshacer
play-button-skip = Saltar
play-button-menu = Menú
play-dice-score-pad = Hoja de puntuación: sin dados
play-dice-real-throw-of = Dados reales · tirada { $throw } de { $max }
play-dice-throw-of = Tirada { $throw } de { $max }
play-dice-real-ready = Dados reales · listos para tirar
play-dice-ready = Listo para tirar

# Under a die: four or five columns at most (a small die is five wide)
play-dice-held = GUARDADO
play-dice-kept = guardado
play-dice-held-short = ✓
play-dice-kept-short = ✓
play-card-title = Hoja de puntuación

# The match screen: its overlays
play-zero-title = ¿Anotar un cero?
play-zero-question = ¿Anotar 0 en { $spot }? { $better } daría { $points }.
play-zero-yes = { $key }: sí, anotar 0
play-zero-no = { $key }: no
play-coach-title = Entrenador
play-coach-do-it = { $key }: hacerlo igualmente
play-coach-think = { $key }: pensarlo otra vez
play-pause-title = En pausa
play-pause-resume = Continuar
play-pause-cpu-speed = Velocidad del ordenador
play-pause-cpu-speed-is = Velocidad del ordenador: { $speed } ({ $key } cambia)
play-pause-cpu-speed-none = Velocidad del ordenador: ningún ordenador en la mesa
play-pause-cpu-speed-guest = Velocidad del ordenador (la fija la mesa)
play-pause-rules = Reglas
play-pause-keys = Teclas
play-pause-main-menu = Menú principal (la partida sigue guardada)
play-pause-quit = Salir (la partida sigue guardada)
play-pause-main-menu-unsaved = Menú principal (sin guardar: la partida termina)
play-pause-quit-unsaved = Salir (sin guardar: la partida termina)
play-pause-leave-table = Dejar la mesa (tu puesto te espera)
play-pause-leave-and-quit = Dejar la mesa y salir
play-handover-title = Siguiente jugador
play-handover-turn = Turno de { $name } — pulsa { $key }
play-handover-your-turn = Tu turno — pulsa { $key }
play-handover-pass = Pasa el teclado.
play-handover-pass-you-undo = Pasa el teclado; { $key } deshace tu última jugada.
play-handover-pass-undo = Pasa el teclado; { $key } devuelve a { $name } su última jugada.
play-save-failed-title = No se pudo guardar
play-save-failed-move = No se pudo guardar la última jugada: { $error }.
play-save-failed-match = No se pudo guardar esta partida: { $error }.
play-save-failed-retry = Reintentar
play-save-failed-play-on = Seguir sin guardar
play-save-failed-quit = Salir sin guardar
play-correct-title = Corregir una puntuación
play-correct-seat = Puesto ◀ { $name } ▶   ({ $keys })
play-correct-row = Fila   { $row }: ahora { $now }   ({ $keys })
play-correct-new = Nuevo  { $value }
play-correct-confirm = ¿Cambiar { $row } de { $name } de { $now } a { $new }? { $yes }: sí · { $no }: no
play-correct-type = Escribe el nuevo valor, { $yes } para comprobarlo, { $no } para cerrar.

# The match screen: the hints panel
play-hint-best = (mejor)
play-hint-ties-best = (empata)
play-hint-behind-points = (−{ $gap })
play-hint-behind-percent = (−{ $gap } %)
play-hint-whole-percent = { $percent } %
play-hint-title-total = Pistas (total final esperado)
play-hint-title-behind = Pistas (puntos por detrás de la mejor)
play-hint-title-by-win = Pistas: probabilidad de ganar · puntos (w: por puntos)
play-hint-title-by-points = Pistas: puntos · probabilidad de ganar (w: por probabilidad)
play-hint-short-title-by-win = Pistas · % victoria · puntos (w)
play-hint-short-title-by-points = Pistas · puntos · % victoria (w)
play-hint-short-title-behind = Pistas · puntos tras la mejor
play-hint-short-title-total = Pistas · total esperado
play-hint-columns-behind = Las opciones muestran los puntos por detrás de la mejor: varias columnas no tienen un total real.
play-hint-from-start = Desde el inicio de este turno: { $total }
play-hint-holds-now = Lo que guardas ahora → { $option }
play-hint-holds-now-rating = Lo que guardas ahora{ $rating }
play-hint-working = Calculando la estrategia óptima… { $percent } %

# The results: the winner, the standings, the luck and play table
play-results-finished-with = { $who ->
    [you] Has terminado con { $points } puntos.
   *[other] { $name } ha terminado con { $points } puntos.
}
play-results-wins-with = { $who ->
    [you] ¡Has ganado con { $points } puntos!
   *[other] ¡{ $name } gana con { $points } puntos!
}
play-results-share-first = ¡{ $names } y { $last } comparten el primer puesto con { $points } puntos!
play-results-title = Partida terminada · { $daily }Reglas { $rules }{ $same ->
        [yes] { " · mismos dados" }
       *[other] {""}
    }{ $practice ->
        [yes] { " · práctica" }
       *[other] {""}
    }
play-results-standings = Clasificación
play-results-winners-card = Hoja del ganador · { $name }
play-results-card-of = Hoja de { $name }
play-results-final-cards = Hojas finales

# The standings' headings: the number of five-of-a-kinds is headed by the box's name
play-results-fives = { $spot }
play-results-rank = Pos.
play-results-player = Jugador
play-results-total = Total
play-results-bonus = Bono
play-results-bonus-yes = sí
play-results-bonus-no = no
play-results-luck-title = Suerte y juego:
play-results-luck-title-estimated = Suerte y juego (estimados):
play-results-luck-title-perfect = Suerte y juego, y Perfecto con los mismos dados:
play-results-luck-title-estimated-perfect = Suerte y juego (estimados), y Perfecto con los mismos dados:
play-results-luck = suerte
play-results-play = juego
play-results-perfect = Perfecto
play-results-perfect-line = Perfecto con los mismos dados: { $scores }
play-results-key-leave-table = dejar la mesa
play-results-stay = Los resultados se quedan hasta que elijas: { $menu } para el menú principal, { $rematch } para la revancha.
play-results-stay-guest = Los resultados se quedan hasta que elijas: { $key } para dejar la mesa.
play-results-guest-rematch = Solo el anfitrión inicia la revancha: vuelve a ejecutar yahtzee host y comparte el nuevo código.
play-results-guest-card = Un invitado no guarda archivos en esta mesa: la partida está en el historial del anfitrión, donde se puede imprimir su tarjeta (yahtzee card).

# The result card's key: where the card went
play-card-note-saved-sent = Tarjeta de resultado guardada como { $path } y enviada al portapapeles del terminal (si lo admite)
play-card-note-saved-line-sent = Tarjeta de resultado guardada como { $path }; su línea para compartir enviada al portapapeles del terminal (si lo admite)
play-card-note-saved-no-clipboard = Tarjeta de resultado guardada como { $path } (este terminal no puede llevarla al portapapeles)
play-card-note-saved-no-clipboard-why = Tarjeta de resultado guardada como { $path } (este terminal no puede llevarla al portapapeles: { $why })
play-card-note-saved-line-no-clipboard = Tarjeta de resultado guardada como { $path } (este terminal no puede llevar su línea para compartir al portapapeles); copia la línea de la pantalla
play-card-note-saved-line-no-clipboard-why = Tarjeta de resultado guardada como { $path } (este terminal no puede llevar su línea para compartir al portapapeles: { $why }); copia la línea de la pantalla
play-card-note-sent-not-saved = Tarjeta de resultado enviada al portapapeles del terminal (si lo admite), pero no guardada: { $error }
play-card-note-not-saved-line-sent = No se pudo guardar la tarjeta de resultado ({ $error }); su línea para compartir se envió al portapapeles del terminal (si lo admite)
play-card-note-not-saved = No se pudo guardar la tarjeta de resultado: { $error }

# The daily
play-daily-title = Reto diario: hoy los mismos dados para todos
play-daily-about = Una partida clásica en solitario al día, con dados que caen igual ese día en cada copia del juego (UTC).
play-daily-today = Hoy, { $day }: { $about }
play-daily-unplayed = Aún sin jugar. Tu primera partida de hoy es la que cuenta: sin pistas ni deshacer. Las siguientes de hoy son repeticiones.
play-daily-on-the-go = Tu partida puntuable está en curso: cuenta cuando la termines.
play-daily-given-up = Tu partida puntuable se borró sin terminar: hoy no puntúa nada.
play-daily-scored = Puntuación: { $score }. Las siguientes partidas de hoy son repeticiones, sin puntuar.
play-daily-replay-on-the-go = Tu repetición está en curso (ronda { $round } de { $rounds }): Intro la continúa. Para empezar de nuevo, bórrala en «Continuar partida».
play-daily-streak-none = Racha: todavía ninguna
play-daily-streak = Racha: { $now ->
        [one] { $now } día
       *[other] { $now } días
    } · mejor { $best ->
        [one] { $best } día
       *[other] { $best } días
    }
play-daily-accuracy-luck = Precisión: puntos perdidos por decisión frente al juego perfecto (experto por debajo de 0,2). Suerte: lo que dieron los dados por encima o por debajo de su media.
play-daily-share = Compartir: { $share }
play-daily-none-scored = Aún no hay ningún reto diario puntuado.
play-daily-nothing-to-share = Aún no hay ningún reto diario puntuado: no hay nada que compartir.
play-daily-scored-share = El reto diario del { $day } está puntuado. Compartir: { $share }
play-daily-replay-unscored = Una repetición del reto diario del { $day }: sin puntuar.
play-daily-given-up-replay = El intento puntuable de hoy quedó sin terminar y se borró, así que hoy no puntúa nada.
play-daily-you-scored = Has hecho { $score } en el reto diario de hoy.
play-daily-key-play = jugar el de hoy
play-daily-key-resume = continuar el de hoy
play-daily-key-replay = repetir (sin puntuar)
play-daily-key-resume-replay = continuar la repetición
play-daily-key-card-share = tarjeta + línea para compartir

# The match screen: what the line under the dice tells of a move
play-cpu-threw = { $name } ha sacado { $dice }
play-cpu-holds = { $name } guarda un { $face }
play-cpu-holds-kept = { $name } guarda un { $face } ({ $kept } guardados)
play-cpu-releases-none = { $name } suelta un { $face } (nada guardado)
play-cpu-releases-kept = { $name } suelta un { $face } ({ $kept } siguen guardados)
play-scored = { $name } anota { $points } en { $spot }
play-scored-joker = { $name } anota { $points } en { $spot } (comodín)
play-scored-bonus = { $name } anota { $points } en { $spot } y un bono de Yahtzee de { $bonus }
play-scored-joker-bonus = { $name } anota { $points } en { $spot } (comodín) y un bono de Yahtzee de { $bonus }
play-banner-five = ★ ¡{ $cheer }! ★  { $name } +{ $points }
play-banner-another = ★ ¡Otro { $cheer }! ★  { $name } +{ $points }
play-corrected-box = { $spot } de { $name } corregido: { $before } → { $after }
play-corrected-extra = Yahtzees extra de { $name } corregidos: { $before } → { $after }
play-spectator = Estás viendo esta partida: un espectador no puede jugar.
play-undo-not-saved = No se pudo guardar el deshacer, así que no se hizo: { $error }
play-table-closed = La mesa está cerrada: el anfitrión se ha ido.
play-saved = Guardado.
play-playing-unsaved = Se sigue jugando SIN GUARDAR ({ $error }).
play-not-taken-back = No se guardó, así que no se deshizo: { $error }
play-their-own-terminal = Es el turno de { $name }, que juega en su propio terminal.
play-not-your-turn = No es tu turno: es el turno de { $name }.
play-match-is-over = La partida ha terminado.
play-cpu-speed-now = Velocidad del ordenador: { $speed }.

# The coach's warnings
play-coach-lowers-chance = Esto baja tu probabilidad de ganar { $loss } puntos porcentuales. Mejor: { $better } ({ $better_chance }). La tuya: { $yours } ({ $your_chance }).
play-coach-loses-estimate = Esto pierde unos { $loss } puntos de media (estimación). Mejor: { $better }. La tuya: { $yours }.
play-coach-loses = Esto pierde { $loss } puntos de media. Mejor: { $better } ({ $better_total }). La tuya: { $yours } ({ $your_total }).

# The keys overlay and the keys refused while typing
play-keys-title = Teclas
play-keys-this-table = Esta mesa
play-keys-during-play = Durante la partida
play-keys-anywhere = En cualquier sitio
play-keys-on-the-card = En la hoja
play-keys-backspace = Retroceso
play-keys-type-points = escribir los puntos (+ suma un bono de Yahtzee)
play-keys-remove-digit = borrar la última cifra
play-keys-type-faces = escribir las cinco caras de una tirada de dados reales
play-keys-slash = tras los dados que se quedaron: 33/514 (si no, se deduce de las caras)
play-keys-remove-face = borrar la última cara (sin nada escrito: deshacer la tirada escrita)
play-keys-par = par: tres de cada cara en las casillas superiores rellenas hasta ahora
    (3 Unos = 3, 3 Seises = 18); las seis al par suman 63, el umbral habitual del bono.
    «+4 par» (4 sobre par) va 4 puntos por delante de ese ritmo; «−2 par» (2 bajo par),
    2 por detrás.
play-keys-mouse = Ratón: haz clic en un dado para guardarlo, en una casilla para anotar, en un botón para pulsarlo.
play-keys-mouse-pad = Ratón: haz clic en una casilla para elegirla, en un botón para pulsarlo.
play-key-does-nothing = { $key } no hace nada ahora. { $keys }
play-typed-not-a-die = «{ $typed }» no es un dado: escribe las cinco caras, del 1 al 6. { $keys }
play-typed-not-points = «{ $typed }» no es un número de puntos. { $keys }
play-no-throws-left-box-for = No quedan tiradas: elige una casilla para { $dice } ({ $arrows }) y pulsa { $key }.
play-while-typing-throw = Mientras escribes una tirada, funcionan estas teclas: { $keys }.
play-while-typing-points = Mientras escribes puntos, funcionan estas teclas: { $keys }.

# The review's frame and headings (its lines come from the ai area)
play-review-title = Repaso: la partida y tus decisiones frente al juego perfecto
play-review-title-estimates = Repaso: tus decisiones frente a la búsqueda de Perfecto (estimaciones)
play-review-short-title = Repaso
play-review-working = Calculando la estrategia óptima para estas reglas… { $percent } %
play-review-heading = { $name } — { $points } puntos
play-review-heading-loss = { $name } — { $points } puntos, { $loss } puntos esperados perdidos
play-review-heading-loss-estimated = { $name } — { $points } puntos, { $loss } puntos esperados perdidos (estimación)
play-review-chosen-best = { $chosen } (mejor: { $best })
play-review-decision = { $dice } · quedan { $left }: { $what }
play-review-stand-in = (ordenador { $level } de suplente)
play-review-nothing = Nada que repasar.

# History and statistics: their frames and keys (their rows come from the store area)
play-history-title = Historial: partidas terminadas, las más recientes primero
play-history-title-hidden = Historial: partidas con personas, las más recientes primero ({ $count ->
        [one] { $count } partida solo de ordenadores oculta
       *[other] { $count } partidas solo de ordenadores ocultas
    })
play-history-title-everyone = Historial: todas las partidas terminadas, las más recientes primero
play-history-empty = Todavía no hay partidas terminadas.
play-history-empty-people = Todavía no hay partidas terminadas con personas.
play-history-same-dice = mismos dados
play-history-practice = práctica
play-history-key-cpu-too = también solo ordenadores
play-records-key-people-only = solo personas
play-stats-title = Estadísticas
play-stats-title-people = Estadísticas · personas
play-stats-title-everyone = Estadísticas · todos
play-stats-key-everyone = todos

# The app: refusals at a hosted table, a terminal too small
play-app-only-host-starts = Solo el anfitrión inicia una partida en esta mesa.
play-app-only-host-keys = Solo el anfitrión guarda las claves de los invitados.
play-app-rematch-at-host = La revancha se inicia en el anfitrión: vuelve a ejecutar yahtzee host (los invitados entran con el nuevo código).
play-app-no-data-folder = No hay carpeta de datos, así que no se recuerda ninguna clave de invitado.
play-app-too-small = Amplía el terminal a por lo menos { $min } (mide { $size }).

# The saved match under the menu, and what the store found at the start
play-saved-match = { $who } · ronda { $round } de { $rounds } · { $rules }{ $extra }
play-saved-matches = { $count } partidas; la más reciente: { $newest }
play-names-and = { $names } y { $last }
play-finished-moved = Una partida terminada se ha movido al historial.
play-finished-not-moved = No se pudo mover una partida terminada al historial: { $error }
play-finished-kept-aside = Una partida guardada ya había terminado y está en el historial; su antiguo guardado se conservó como { $aside }.
play-finished-not-aside = Una partida guardada ya había terminado y está en el historial, pero su antiguo guardado no se pudo apartar: { $error }
play-damaged-new-match = { $message } Puedes empezar una partida nueva.

# The CPUs' pace, and typing real dice and points
play-skip-your-turn = Nada que saltar: es tu turno.
play-skip-person = Nada que saltar: está jugando una persona.
play-speed-no-cpu = No hay ningún ordenador en la mesa: no hay velocidad que cambiar.
play-speed-not-saved = Velocidad del ordenador: { $speed } (sin guardar: { $error }).
play-typing-no-such-face = Un dado muestra del 1 al 6, no { $face }.
play-typing-five-dice = Una tirada son cinco dados: pulsa Intro, o Retroceso para cambiar uno.
play-typing-points-first = Escribe primero los puntos y luego + para un bono de Yahtzee.
play-typing-too-long = Una entrada no puede ser más larga: pulsa Intro o Retroceso.
play-typing-back-to-card = De vuelta a tu hoja: pulsa { $key } otra vez para introducirlo.
play-correct-pad-only = Solo se corrigen las entradas de una hoja de puntuación: los dados tirados se anotan solos.
play-correct-nothing = Todavía no hay nada que corregir.
play-correct-same = Ese ya es el valor que tiene.

# The scorecard's rows and cells (the labels' column is as wide as the widest label)
play-card-upper-total = Total superior
play-card-lower-total = Total inferior
play-card-bonus = Bono ≥{ $threshold } +{ $bonus }
play-card-bonus-off = Bono (no)
play-card-extra-bonus = Bono { $spot }
play-card-total = TOTAL
play-card-column-total = Total columna
play-card-column-times = Columna × mult.
play-card-card-total = TOTAL HOJA
play-card-chance-to-win = Prob. de ganar
# La columna de un ordenador cuando el nombre de su nivel no cabe: sola o con su número
play-card-cpu = CPU
play-card-cpu-numbered = CPU { $number }
# In a cell of seven columns: the box a column filled in order takes next
play-card-next = sigue
# In a cell of seven columns: the upper boxes' pace against three of each face
play-card-par-ahead = +{ $margin } par
play-card-par-behind = −{ $margin } par

# Typing real dice and points: what is refused
play-typing-slash-again = «/» separa los dados que se quedaron de los tirados: escríbelo una sola vez
play-typing-bad-face = un dado muestra del 1 al 6, no { $face }
play-typing-not-a-die = «{ $typed }» no es un dado: escribe cinco cifras del 1 al 6
play-typing-too-few = { $count ->
        [one] una tirada son cinco dados; de momento hay 1 dado escrito
       *[other] una tirada son cinco dados; de momento hay { $count } dados escritos
    }
play-typing-too-many = una tirada son cinco dados, no { $count } (Retroceso quita uno)
play-typing-points-empty = escribe primero los puntos
play-typing-not-a-number = «{ $typed }» no es un número de puntos
play-typing-bad-value = escribe el nuevo valor (solo cifras)
# A score pad's correction: the row of extra five-of-a-kinds ($spot is the box's name)
play-typing-extra-column = { $spot } extra { $column }
play-typing-extra-count = { $spot } extra (cantidad)
play-typing-took-back-throw = Tirada { $dice } deshecha: corrígela y pulsa Intro.
play-typing-cleared = { $entry } borrado.

# Undo: what was taken back. $form is "the" for a sentence of its own, "bare" after a name's
# possessive ("Ana's score in Full house")
play-undone-roll = una tirada
play-undone-hold = el cambio de guardar el dado { $die }
play-undone-score = la anotación en { $spot }
play-undone-throw = la tirada { $dice }
play-undone-points = los { $points } en { $spot }
play-undone-correction = la corrección de { $spot }
play-undone-correction-bonus = la corrección de los bonos { $spot }
play-took-back = Deshecho: { $what }.
play-took-back-turn = { $who ->
        [you] Deshecho: { $bare }. Vuelve a ser tu jugada.
       *[other] Deshecho: { $bare } de { $name }. Vuelve a ser la jugada de { $name }.
    }
play-undo-not-yours = { $who ->
        [you] Tu última jugada se queda: el teclado ya ha pasado y deshacer solo retira tus propias jugadas.
       *[other] La última jugada de { $name } se queda: el teclado ya ha pasado y deshacer solo retira tus propias jugadas.
    }

# Starting, resuming and deleting matches
play-not-deleted = La partida no se ha borrado: { $error }
play-deleted-kept = La partida se ha borrado; su archivo se guarda como { $aside }.
play-no-match-to-resume = No hay ninguna partida { $id } que reanudar.
play-cannot-start = No se puede empezar: { $why }.
play-daily-begun-elsewhere = El reto diario del { $day } se empezó en otra ventana: esa es la partida que cuenta.
play-daily-not-started = El reto diario no ha empezado, porque tu registro de retos no se puede escribir: { $error }

# The review of a card of several columns
play-review-estimated = Ninguna hoja de varias columnas tiene un óptimo exacto: cada elección se mide con la búsqueda de Perfecto sobre todas las columnas, así que estas cifras son estimaciones. La probabilidad de ganar solo se conoce exactamente con una columna y se omite.

## ==== end play ====

## ==== setup: setup, Learn, matches, history, statistics, confirmations (src/tui/screens) ====


# Preparación: las etiquetas de las filas

setup-title = Nueva partida
setup-title-practice = Nueva partida de práctica
setup-title-about = Información
setup-row-seat = Puesto { $number }
setup-row-plays-as = juega como
setup-row-coach = entrenador
setup-row-dice = dados
setup-row-score-pad = Solo hoja (sin dados)
setup-row-same-dice = Mismos dados
setup-row-add-seat = + Añadir un puesto
setup-row-rules = Reglas
# A rules setting's value in setup (English: the words the config file takes)
setup-value-kinds-all = todos
setup-value-kinds-matching = iguales
setup-value-joker-forced = obligatorio
setup-value-joker-free = libre
setup-value-joker-off = no
setup-value-layout-classic = clásica
setup-value-layout-yatzy = Yatzy
setup-value-layout-triple = triple
setup-value-layout-three-column = tres columnas
setup-row-yatzy-points = Puntos de Yatzy
setup-row-cpu-speed = Velocidad del ordenador
setup-row-practice = Partida de práctica
setup-row-undo = Deshacer permitido
setup-row-threshold = Entrenador avisa desde
setup-row-odds = Probabilidad de ganar
setup-row-hints = Pistas y entrenador
setup-row-first = Tira primero
setup-row-language = Idioma
setup-row-measure = Entrenador juzga por
setup-row-start = ▶ Empezar la partida
setup-more = { $count } más

# Preparación: los valores

setup-yes = sí
setup-no = no
setup-range-yes-no = sí / no
setup-player-name = Jugador { $number }
setup-kind-joining = Persona por SSH
setup-kind-here = Persona aquí
setup-kind-human = Humano
setup-kind-cpu = Ordenador · { $level }
setup-dice-real = dados reales, tecleados
setup-dice-on-screen = tirados en pantalla
setup-threshold-points = { $threshold } puntos
setup-threshold-chance = { $threshold } % de probabilidad de ganar
# The same where the setup row has no room for the words (the Measure row above says it is the chance to win).
setup-threshold-chance-short = { $threshold } %
setup-odds-shown = visible
setup-odds-hidden = oculta
setup-hints-allowed = permitidas
setup-hints-off = no (competición)
setup-first-seat-one = puesto 1
setup-first-drawn = a suertes

# Preparación: una fila sin efecto (su aviso, por qué, y qué lo cambia)

setup-unused-tag-hints-off = (pistas desactivadas)
setup-unused-tag-score-pad = (solo la hoja)
setup-unused-tag-no-warn-coach = (nadie en { $warn })
setup-unused-tag-one-seat = (un solo puesto)
setup-unused-tag-not-on-card = (no con esta hoja)
setup-unused-tag-no-cpu = (sin ordenador)
setup-unused-tag-no-person = (ninguna persona)
setup-unused-tag-cpu-seated = (juega un ordenador)
setup-unused-tag-real-dice = (con dados reales)
setup-unused-hints-off = las pistas y el entrenador están desactivados
setup-unused-no-dice = una hoja sola no tiene dados que el entrenador pueda juzgar
setup-unused-people-only = una hoja sola solo lleva la puntuación de personas
setup-unused-no-warn-coach = nadie tiene el entrenador en { $warn }
setup-unused-one-seat = solo hay un puesto
setup-unused-no-exact-odds = una hoja de varias columnas no tiene una probabilidad de ganar exacta (la de tres columnas muestra una estimación)
setup-unused-no-cpu = ningún puesto es un ordenador
setup-unused-no-person = ningún puesto es una persona
setup-unused-cpu-seated = una hoja sola solo lleva la puntuación de personas, y un puesto es un ordenador
setup-unused-pad-no-dice = una hoja sola no tiene dados que repartir
setup-unused-real-dice = los dados reales tirados en la mesa no se pueden repartir iguales
setup-remedy-allow-hints = permitir pistas y entrenador
setup-remedy-pad-off = desactivar la hoja sola
setup-remedy-warn-coach = poner en { $warn } el entrenador de alguien
setup-remedy-add-seat = añadir un puesto
setup-remedy-one-column = elegir una hoja de una columna
setup-remedy-make-cpu = convertir un puesto en ordenador
setup-remedy-make-person = convertir un puesto en persona
setup-remedy-every-person = convertir todos los puestos en personas
setup-remedy-dice-on-screen = tirar los dados de todos en pantalla
setup-refused-unused = { $row } no se aplica: { $reason }; primero tienes que { $remedy }.
setup-not-used-now = Sin efecto ahora: { $reason }.
setup-not-the-default = No es el valor por defecto ({ $default }).

# Preparación: rechazos y avisos

setup-seats-at-most = Una partida tiene como mucho { $count } puestos; quita uno antes de sentar a otra persona.
setup-seats-at-least-one = Una partida necesita al menos un puesto.
setup-cannot-start = No se puede empezar: { $reason }.
setup-cannot-start-pad-with-cpu = No se puede empezar: una hoja sola lleva la puntuación de personas en una mesa; un ordenador necesita dados. Convierte todos los puestos en personas o desactiva la hoja sola.
setup-enter-changes-nothing = ←/→ cambian esta fila; con Intro escribes nombres y números.
setup-name-empty = Un nombre no puede estar vacío.
setup-name-invisible = Un nombre no puede llevar un carácter invisible ni uno que cambie la dirección del texto (se omitió { $left_out }).
setup-number-refused = { $setting } debe ser un número entero de { $min } a { $max }; no se aceptó { $typed }.
setup-number-refused-range = { $setting } debe ser un número entero entre { $range }; no se aceptó { $typed }.
setup-threshold-refused = El umbral del entrenador debe ser un número de { $min } a { $max } en pasos de { $step }; no se aceptó { $typed }.
setup-only-digits = Aquí solo van cifras (se omitió { $left_out }).
setup-only-digits-and-point = Aquí solo van cifras y una coma (se omitió { $left_out }).
setup-defaults-already = Todas las reglas y opciones ya tienen su valor por defecto.
setup-defaults-restored = Las reglas y opciones vuelven a sus valores por defecto; los puestos se mantienen.

# Preparación: el panel de información

setup-about-name-remove = { $select } para escribir un nombre (se ofrecen los nombres de partidas anteriores); { $remove } quita el puesto.
setup-about-name = { $select } para escribir un nombre (se ofrecen los nombres de partidas anteriores).
setup-about-kind-joining = Alguien que se conecta por SSH con el código de invitación y juega este puesto desde su propio terminal; el nombre lo elige esa persona.
setup-about-kind-here-hosted = Una persona en este teclado. { $left }/{ $right }: una persona por SSH o un ordenador.
setup-about-kind-here = Una persona en este teclado. { $left }/{ $right } para convertirlo en ordenador.
setup-about-kind-cpu = { $level }: { $style }.
setup-about-dice = Tirados en pantalla o dados reales: tíralos en la mesa y escribe las cinco caras después de cada tirada (33516, Intro); el juego deduce cuáles guardaste. Los ordenadores siempre tiran en pantalla.
setup-about-pad = Lleva la puntuación de una partida con dados reales, sin ningún aparato que tire: en cada turno eliges una casilla y escribes sus puntos; los totales, los bonos y las posiciones se calculan solos. Todos los puestos son personas.
setup-about-same-dice = Todos tiran los mismos dados: quien guarda los mismos dados en la misma tirada de la misma ronda obtiene las mismas caras, así que dos jugadores que deciden igual anotan igual y se ve quién juega mejor. No: cada puesto con sus propios dados.
setup-about-coach = { $off }: sin consejos. { $warn }: pregunta antes de una elección que pierde más que el umbral. { $always }: el panel de pistas queda abierto.
setup-about-add-seat = Hasta { $count } puestos.
setup-about-rules = { $classic } es la hoja de Hasbro (Kniffel es igual). { $simple } (Yams) no tiene bono por Yahtzee extra ni Joker. { $yatzy } es la hoja escandinava: 15 casillas con parejas, bono de 50, sin Joker. Cambiar cualquier ajuste de abajo hace las reglas personalizadas. { $presets } las guarda como un ajuste propio.
setup-about-rules-own = { $classic } es la hoja de Hasbro (Kniffel es igual). { $simple } (Yams) no tiene bono por Yahtzee extra ni Joker. { $yatzy } es la hoja escandinava: 15 casillas con parejas, bono de 50, sin Joker. Cambiar cualquier ajuste de abajo hace las reglas personalizadas. { $presets } las guarda como un ajuste propio; los tuyos siguen aquí a los del juego, y { $presets } también sirve para renombrarlos y borrarlos.
setup-about-setting = { $help } Rango: { $range }. Clásico: { $classic }.
setup-about-setting-number = { $help } Rango: { $range }. Clásico: { $classic }. { $select } para escribir un número.
setup-about-speed = Lo rápido que juegan los ordenadores en pantalla; { $skip } salta el turno de un ordenador.
setup-about-practice = Las partidas de práctica se guardan aparte y nunca cuentan en las estadísticas.
setup-about-undo = Si se puede deshacer un cambio de dados guardados o una anotación (nunca una tirada).
setup-about-threshold-points = Con el entrenador en { $warn }, una elección que pierde más de estos puntos pide confirmación. { $select } para escribir un número.
setup-about-threshold-chance = Con el entrenador en { $warn }, una elección que cede más de estos puntos porcentuales de probabilidad de ganar pide confirmación. { $select } para escribir un número.
setup-about-measure = { $warn } juzga una elección por los puntos que pierde de media o (con dos o más puestos) por la probabilidad de ganar que cede.
setup-about-hints = Desactivadas para una partida de competición: ni panel de pistas ni entrenador para nadie.
setup-about-first = Quién tira primero; luego se juega por turnos en el orden de los puestos. A suertes: se elige al azar al empezar la partida.
setup-about-odds = Muestra la probabilidad de cada puesto de terminar primero si todos jugaran perfecto desde aquí. Algunas mesas prefieren no saberlo.
setup-about-language = El idioma del juego: { $names }. Cambia al momento y se recuerda para la próxima vez; --lang en la línea de órdenes usa otro durante una sesión.
setup-language-not-kept = El idioma ha cambiado, pero no se ha recordado para la próxima vez: { $reason }
setup-about-start = Empieza con estos puestos y reglas (o pulsa { $start } en cualquier fila).
setup-summary = { $count ->
    [one] { $count } puesto
   *[other] { $count } puestos
}, reglas { $rules }. { $start } empieza desde cualquier fila.
setup-summary-practice = { $count ->
    [one] { $count } puesto
   *[other] { $count } puestos
}, reglas { $rules }, práctica. { $start } empieza desde cualquier fila.
setup-summary-changed = { $count ->
    [one] { $count } ajuste no tiene
   *[other] { $count } ajustes no tienen
} su valor por defecto (•): { $defaults } devuelve las reglas y opciones a su valor por defecto y mantiene los puestos.

# Preparación: se escribe un nombre

setup-name-help = Escribe un nombre (hasta { $count } caracteres); { $select } lo guarda, { $back } cancela.
setup-name-help-replaces = Lo que escribas reemplaza a { $name }; { $right } lo mantiene para seguir escribiendo.
setup-name-help-takes = { $select } elige a { $name }.
setup-name-help-tab-takes = Tab elige a { $name }.
setup-name-help-choose = Con { $down }/{ $up } eliges entre los nombres de partidas anteriores.
setup-played-before = Ya han jugado:
setup-known-record = { $name } — { $games } jugadas, { $wins } ganadas, mejor { $best }

# Preparación: la barra de teclas

setup-key-done = listo
setup-key-cancel = cancelar
setup-key-choose = elegir
setup-key-take = elegir a { $name }
setup-key-type-name = escribir nombre
setup-key-add-seat = añadir puesto
setup-key-start = empezar
setup-key-type-number = escribir número


# Preparación: tus ajustes propios

setup-preset-title = Tus ajustes
setup-preset-save-row = + Guardar estas reglas como…
setup-preset-name = Nombre: { $typed }
setup-preset-new-name = Nuevo nombre: { $typed }
setup-preset-offered = Las reglas guardadas se ofrecen en la fila Reglas después de las del juego.
setup-preset-about = Tus ajustes propios: estas reglas y esta hoja guardadas con un nombre tuyo, ofrecidas en la fila Reglas después de las del juego y con yahtzee --rules NOMBRE. Un nombre no puede ser el de un ajuste del juego. Se guardan en la carpeta de datos (presets.json); una partida o preparación que usó uno mantiene sus reglas si se renombra o se borra.
setup-preset-kept = Se mantiene.
setup-preset-choose-first = Elige primero uno de tus ajustes de abajo.
setup-preset-name-invisible = Un nombre no puede llevar un carácter invisible ni uno que cambie la dirección del texto.
setup-preset-saved = Guardado como «{ $name }».
setup-preset-renamed = «{ $old }» ahora se llama «{ $new }».
setup-preset-deleted = «{ $old }» borrado.
setup-preset-delete-title = ¿Borrar este ajuste?
setup-preset-delete-question = «{ $name }»: { $rules }. Una vez borrado, ya no se ofrece en la fila Reglas; una partida o preparación guardada que lo usó mantiene sus reglas.
setup-preset-key-move = mover
setup-preset-key-save-as = guardar como…
setup-preset-key-save-name = guardar nombre
setup-preset-key-use = usar
setup-preset-key-rename = renombrar
setup-preset-key-delete = borrar
setup-preset-key-keep = mantener
setup-preset-key-close = cerrar


# Aprender: las lecciones. Todas reciben los mismos argumentos: las teclas ($roll, $score,
# $up, $down, $left, $right), el nombre de cada casilla en la hoja de la lección según su id
# ($ones, $fours, $full_house, …) y las columnas de la hoja de tres columnas.

setup-learn-throw-title = Tirar los dados
setup-learn-throw-1-ask = Un turno empieza tirando los cinco dados. Pulsa { $roll } para tirar.
setup-learn-throw-1-done = Cinco dados. Un turno tiene hasta tres tiradas: la cuenta está encima de los dados.
setup-learn-throw-2-ask = ¿No es lo que esperabas? Tira otra vez ({ $roll }): se vuelve a tirar cada dado que no guardes.
setup-learn-throw-2-done = Tu segunda tirada: queda una.
setup-learn-throw-3-ask = Tira por tercera vez ({ $roll }).
setup-learn-throw-3-done = Tres tiradas usadas: ahora los dados tienen que ir a una casilla.
setup-learn-throw-4-ask = Después de la última tirada tienes que anotar. Ve a { $chance } ({ $up }/{ $down }) y pulsa { $score }: { $chance } se lleva la suma de cinco dados cualesquiera.
setup-learn-throw-4-done = { $chance } se llevó la suma de los dados.
setup-learn-throw-end = Esa fue una ronda de trece: cada ronda llena exactamente una casilla, y la partida termina cuando la hoja está llena.
setup-learn-hold-title = Guardar dados
setup-learn-hold-1-ask = Pulsa { $roll } para tirar.
setup-learn-hold-1-done = Tres 4 y un 6.
setup-learn-hold-2-ask = Un dado se guarda con su tecla numérica. Pruébalo: pulsa 5 para guardar el dado 5, el 6.
setup-learn-hold-2-done = El dado 5 está guardado: se queda como está cuando tiras.
setup-learn-hold-3-ask = ¿Has cambiado de idea? Pulsa 5 otra vez para soltarlo.
setup-learn-hold-3-done = Soltado. Hasta que tires, puedes cambiar los dados guardados tantas veces como quieras.
setup-learn-hold-4-ask = Los tres 4 son los que vale la pena guardar: guarda los dados 1, 2 y 4.
setup-learn-hold-4-done = Los tres 4 están guardados.
setup-learn-hold-5-ask = Tira los otros dos ({ $roll }).
setup-learn-hold-5-done = Solo se tiraron los dados 3 y 5, y uno salió 4.
setup-learn-hold-6-ask = Cuatro 4: ve a { $fours } ({ $up }/{ $down }) y anótalos ({ $score }).
setup-learn-hold-6-done = { $fours } se llevó 16: una casilla de arriba solo cuenta su propia cara, 4 × 4.
setup-learn-hold-end = Guarda lo que quieras conservar y tira el resto: ese es todo el arte de un turno.
setup-learn-boxes-title = Anotar en una casilla
setup-learn-boxes-1-ask = Tira ({ $roll }).
setup-learn-boxes-1-done = 2-3-4-5-6: cinco seguidos, una escalera larga.
setup-learn-boxes-2-ask = Cada casilla pide una combinación, y la hoja muestra lo que se llevaría cada una ahora. { $large_straight } (cinco seguidos) vale 40: anótala ahí.
setup-learn-boxes-2-done = 40 en { $large_straight }. Una casilla llena ya no cambia nunca.
setup-learn-boxes-3-ask = La siguiente ronda: tira ({ $roll }).
setup-learn-boxes-3-done = 3-3-3-5-5 cabe en varias casillas: { $full_house } 25, { $threes } 9, { $three_of_a_kind } 19, { $chance } 19.
setup-learn-boxes-4-ask = Tres de una cara y dos de otra son un full, 25. Anótalo en { $full_house }.
setup-learn-boxes-4-done = 25 en { $full_house }.
setup-learn-boxes-end = Las casillas: de { $ones } a { $sixes } cuentan su cara; Trío y Póquer cuentan los cinco dados; { $full_house } 25; { $small_straight } (cuatro seguidos) 30; { $large_straight } 40; { $yahtzee } (cinco iguales) 50; { $chance } cinco cualesquiera, su suma. Los dados que no encajan en una casilla anotan 0 en ella.
setup-learn-bonus-title = El bono de arriba y el par
setup-learn-bonus-1-ask = De { $ones } a { $sixes } dan 35 más cuando llegan a 63. Tres de cada cara suman 63: ese es el par, y vas justo al par. Tira ({ $roll }).
setup-learn-bonus-1-done = Tres 6: 18, justo el par para { $sixes }.
setup-learn-bonus-2-ask = Anótalos en { $sixes }: 45 + 18 suman 63.
setup-learn-bonus-2-done = 63: el bono de 35 puntos es tuyo.
setup-learn-bonus-end = La hoja muestra cuánto vas sobre par o bajo par. El par es una guía, no una regla: cuatro 6 compensan dos 1; cuanto más bajo par, más difícil el bono.
setup-learn-joker-title = Bono de Yahtzee y Joker
setup-learn-joker-1-ask = Tu casilla { $yahtzee } tiene 50 y { $fives } está llena. Tira ({ $roll }).
setup-learn-joker-1-done = Otra vez cinco 5: un segundo Yahtzee, que vale un bono de 100.
setup-learn-joker-2-ask = El Joker: { $fives } está llena, así que vale cualquier casilla de abajo con su valor completo. Anota { $large_straight } (las casillas con ✗ dicen por qué no).
setup-learn-joker-2-done = 40 en { $large_straight }, y el bono de 100.
setup-learn-joker-end = Un Yahtzee con la casilla { $yahtzee } llena va primero a su propia casilla de arriba; si no, a cualquier casilla de abajo con valor completo; si no, a una casilla de arriba por 0. Una casilla { $yahtzee } tachada con 0 no da bono.
setup-learn-last-rounds-title = Las últimas rondas
setup-learn-last-rounds-1-ask = Quedan dos rondas y dos casillas abiertas: { $small_straight } y { $yahtzee }. Tira ({ $roll }).
setup-learn-last-rounds-1-done = 1-2-3-4-6: una escalera corta.
setup-learn-last-rounds-2-ask = Llévate ahora los 30 de { $small_straight }: { $yahtzee } queda abierta para la última ronda.
setup-learn-last-rounds-2-done = 30 en { $small_straight }.
setup-learn-last-rounds-3-ask = La última ronda: solo { $yahtzee } está abierta. Tira ({ $roll }).
setup-learn-last-rounds-3-done = Todavía no hay cinco iguales.
setup-learn-last-rounds-4-ask = Guarda lo que quieras y tira otra vez ({ $roll }).
setup-learn-last-rounds-4-done = Siguen sin ser cinco iguales.
setup-learn-last-rounds-5-ask = Tu última tirada ({ $roll }).
setup-learn-last-rounds-5-done = No hay Yahtzee.
setup-learn-last-rounds-6-ask = Un turno tiene que llenar una casilla aunque nada encaje: anota 0 en { $yahtzee }.
setup-learn-last-rounds-6-done = La hoja está llena y la partida ha terminado.
setup-learn-last-rounds-end = Un cero es una casilla que se sacrifica. Cerca del final, guarda una casilla que puedas permitirte perder (una difícil como { $yahtzee }, o { $chance }) para que una mala última tirada cueste poco.
setup-learn-yatzy-title = La hoja de Yatzy
setup-learn-yatzy-1-ask = Yatzy añade { $one_pair } y { $two_pairs }; sus tríos y póqueres solo cuentan los dados iguales, su bono de arriba es 50 y no hay Joker. Tira ({ $roll }).
setup-learn-yatzy-1-done = 6-6-5-5-1: dos parejas.
setup-learn-yatzy-2-ask = { $two_pairs } cuenta los cuatro dados de las parejas: 6+6+5+5. Anótalo en { $two_pairs }.
setup-learn-yatzy-2-done = 22 en { $two_pairs }; { $one_pair } solo se habría llevado la pareja más alta, 12.
setup-learn-yatzy-end = En Yatzy las escaleras son exactamente 1-2-3-4-5 (15) y 2-3-4-5-6 (20), { $full_house } cuenta los cinco dados, y cinco iguales ({ $yatzy }) valen 50, sin más bono.
setup-learn-triple-title = La hoja de Triple Yahtzee
setup-learn-triple-1-ask = Tres columnas clásicas que valen ×1, ×2 y ×3; cada turno llena una casilla en cualquier columna, 39 turnos en total. Tira ({ $roll }).
setup-learn-triple-1-done = Un full, 25 puntos.
setup-learn-triple-2-ask = Anótalo en { $full_house } de la columna ×3, la última ({ $left }/{ $right } cambian de columna): ahí 25 cuentan 75.
setup-learn-triple-2-done = { $full_house } en la columna ×3: 75.
setup-learn-triple-end = Cada columna tiene su propio bono de arriba; el bono de Yahtzee y el Joker solo empiezan cuando las tres casillas { $yahtzee } están llenas.
setup-learn-three-column-title = La hoja de tres columnas
setup-learn-three-column-1-ask = { $column_down } se llena en orden de { $ones } a { $chance }, { $column_up } de { $chance } a { $ones }, { $column_free } en cualquier orden; sin Joker ni bono extra. Tira ({ $roll }).
setup-learn-three-column-1-done = Tres 1.
setup-learn-three-column-2-ask = La siguiente casilla de { $column_down } es { $ones }: anótalos ahí (la primera columna, { $column_down }).
setup-learn-three-column-2-done = 3 en { $ones } de { $column_down }: su siguiente casilla ahora es { $twos }.
setup-learn-three-column-end = Planifica con antelación las columnas { $column_down } y { $column_up }: su siguiente casilla es la única que aceptan.

# Aprender: una lección en la hoja

setup-learn-lesson-title = Lección { $number } de { $count }: { $title }
setup-learn-lesson-short = Lección { $number } de { $count }
setup-learn-step = Paso { $number } de { $count }: { $ask }
setup-learn-cursor-on-it = El cursor ya está ahí: pulsa { $score }.
setup-learn-lesson-done-next = Lección terminada. { $score }: siguiente lección · { $pause }: volver a Aprender
setup-learn-lesson-done-last = Lección terminada. { $score } o { $pause }: volver a Aprender
setup-learn-key-next-lesson = siguiente lección
setup-learn-key-next-puzzle = siguiente problema
setup-learn-key-back = a Aprender
setup-learn-progress-not-saved = Tu progreso no se guardó: { $reason }
setup-learn-no-die = ningún dado
setup-learn-die = el dado { $number }
setup-learn-dice = los dados { $list } y { $last }
setup-learn-task-throw = tirar ({ $roll })
setup-learn-task-throw-again = tirar otra vez ({ $roll })
setup-learn-task-hold-and-throw = guardar { $dice } y tirar ({ $roll })
setup-learn-task-hold = guardar exactamente { $dice }
setup-learn-task-score = anotar en { $spot } ({ $score })
setup-learn-hold-before-throw = Guarda exactamente { $dice } antes de tirar.
setup-learn-hold-first = Todavía no: primero guarda exactamente { $dice }.
setup-learn-no-more-throwing = Aquí ya no se tira: toca { $task }.
setup-learn-no-need-to-hold = Ahora no hace falta guardar dados: toca { $task }.
setup-learn-not-yet = Todavía no: primero toca { $task }.
setup-learn-elsewhere = { $here } se llevaría { $points } aquí; esta lección pide { $asked }: ve ahí ({ $up }/{ $down }) y luego { $score }.
setup-learn-elsewhere-columns = { $here } se llevaría { $points } aquí; esta lección pide { $asked }: ve ahí ({ $up }/{ $down }, { $left }/{ $right } para la columna) y luego { $score }.

# Aprender: un problema en la hoja

setup-learn-puzzle-title = Problema { $level ->
    [easy] fácil
    [medium] medio
   *[hard] difícil
} { $number } de { $count }
setup-learn-puzzle-short = Problema { $number }/{ $count }
setup-learn-streak = Respuestas correctas seguidas: { $count }
setup-learn-puzzle-ask = No quedan tiradas: ¿qué casilla usarías? Elígela ({ $up }/{ $down }) y pulsa { $score }.
setup-learn-puzzle-done = { $score }: siguiente problema · { $pause }: volver a Aprender
setup-learn-option-score = { $name } { $points }
setup-learn-option-best = la mejor

# Aprender: la lista de lecciones y problemas

setup-learn-title = Aprender a jugar
setup-learn-heading-lessons = Lecciones: cada una se juega en una hoja de verdad
setup-learn-heading-puzzles = Problemas de práctica: ¿qué casilla usarías?
setup-learn-puzzles = Problemas { $level ->
    [easy] fáciles
    [medium] medios
   *[hard] difíciles
}
setup-learn-puzzles-solved = Problemas { $level ->
    [easy] fáciles
    [medium] medios
   *[hard] difíciles
} ({ $solved } de { $count } resueltos)
setup-learn-reset = Borrar el progreso
setup-learn-reset-done = Tu progreso en Aprender se ha borrado.
setup-learn-reset-failed = Tu progreso no se borró: { $reason }
setup-learn-summary = Lecciones hechas { $done } de { $count } · problemas resueltos { $solved } · racha { $streak } (mejor { $best })
setup-learn-no-puzzle = No se encontró ningún problema { $level ->
    [easy] fácil
    [medium] medio
   *[hard] difícil
} en las partidas jugadas.
setup-learn-preparing = Preparando la tabla del solucionador para los problemas { $level ->
    [easy] fáciles
    [medium] medios
   *[hard] difíciles
}: { $percent } % (se guarda para la próxima vez).


# Preguntas sobre cualquier pantalla (confirm.rs)

setup-confirm-stay = quedarme
setup-confirm-back = volver
setup-confirm-keep = mantener
setup-confirm-keep-it = mantenerla
setup-confirm-quit-title = ¿Salir?
setup-confirm-quit-one = Hay una partida en curso. Queda guardada: Continuar la retoma la próxima vez.
setup-confirm-quit-many = Hay { $count } partidas en curso. Todas quedan guardadas: Continuar las muestra la próxima vez.
setup-confirm-quit-yes = salir
setup-confirm-replay-title = ¿Repetir el reto diario?
setup-confirm-replay = { $why } Repetir el del { $day } tira los mismos dados, no puntúa y no cuenta en las estadísticas.
setup-confirm-replay-yes = repetir
setup-confirm-leave-title = ¿Salir del servidor?
setup-confirm-leave = Sales de la sala y del servidor. Tus partidas se quedan: vuelve a conectarte para retomarlas.
setup-confirm-leave-guest = Sales de la sala y del servidor. Como invitado no guardas partidas aquí: entra con una clave SSH para guardarlas la próxima vez.
setup-confirm-leave-yes = salir
setup-confirm-delete-title = ¿Borrar esta partida?
setup-confirm-delete = { $about }. Una vez borrada no se puede continuar; su archivo se aparta en la carpeta de partidas.
setup-confirm-delete-over = { $about }. Ha terminado pero aún no está en el historial; si la borras, nunca llegará. Su archivo se aparta.
setup-confirm-delete-yes = borrar
setup-confirm-forget-title = ¿Olvidar la clave de este invitado?
setup-confirm-forget-key = La clave { $key } de { $name } le deja volver al puesto { $seat } sin el código de invitación. Si la olvidas, necesitará el código otra vez.
setup-confirm-forget-old-key = La clave { $key } de { $name } la guardó la versión 0.4 y ya no abre nada: olvidarla solo ordena la lista.
setup-confirm-forget-yes = olvidar
setup-confirm-reset-title = ¿Borrar tu progreso en Aprender?
setup-confirm-reset = Se olvidan las lecciones hechas, los problemas resueltos y la racha. Las partidas y las estadísticas se quedan como están.
setup-confirm-reset-yes = borrar

# Partidas en curso (matches.rs)

setup-matches-title = Partidas en curso: { $count }
setup-matches-none = No hay ninguna partida en curso. Una partida que dejes antes de terminar espera aquí para continuarla.
setup-matches-about = Las más recientes primero. Cada una se guarda después de cada jugada.
setup-matches-full = { $count } partidas, el máximo que guarda el juego: borra una para empezar otra.
setup-matches-head-players = Jugadores
setup-matches-head-rules = Reglas
setup-matches-head-round = Ronda
setup-matches-head-played = Última jugada
setup-matches-round = ronda { $round } de { $rounds }
setup-matches-over = terminada
setup-matches-practice = práctica
setup-matches-elsewhere = en otra ventana
setup-matches-more = { $above } más ↑ · { $below } más ↓
setup-matches-id = ID { $id } · yahtzee resume { $id }
setup-matches-elsewhere-resume = Esa partida se está jugando en otra ventana: podrás continuarla aquí cuando esa ventana la deje.
setup-matches-elsewhere-delete = Esa partida se está jugando en otra ventana: no se borra desde aquí.
setup-matches-unreadable-delete = Ese archivo se deja como está: este programa no puede leerlo, así que tampoco lo borra.
setup-matches-key-resume = continuar
setup-matches-key-delete = borrar

# Una página de texto (text.rs)

setup-text-rules-title = Reglas · { $rules }
setup-text-lines-shown = { $first }–{ $last } de { $count }

# La ayuda de las teclas, tal como la dicen las barras de ayuda

setup-keys-cpu-for-absent-guest = ordenador por invitado ausente
setup-keys-cpu-speed = velocidad del ordenador
setup-keys-cpus-too-people-only = también ordenadores / solo personas
setup-keys-add-seat = añadir
setup-keys-another-seats-card = hoja de otro puesto
setup-keys-back = volver
setup-keys-bottom = al final
setup-keys-box = casilla
setup-keys-change = cambiar
setup-keys-choose = elegir
setup-keys-column = columna
setup-keys-correct-a-score = corregir una anotación
setup-keys-defaults = restablecer
setup-keys-edit = editar
setup-keys-forget-key = olvidar clave
setup-keys-forget-me = olvidarme
setup-keys-hint = pista
setup-keys-hold = guardar
setup-keys-keys = teclas
setup-keys-let-a-guest-take-a-seat = sentar a un invitado
setup-keys-main-menu = menú principal
setup-keys-menu = menú
setup-keys-move = mover
setup-keys-newer-log = jugadas recientes
setup-keys-next-seats-card = hoja siguiente
setup-keys-no = no
setup-keys-older-log = jugadas anteriores
setup-keys-open = abrir
setup-keys-other-rules = otras reglas
setup-keys-page-down = página siguiente
setup-keys-page-up = página anterior
setup-keys-presets = ajustes propios
setup-keys-quit = salir
setup-keys-quit-now = salir ya (la partida está guardada)
setup-keys-ranking = clasificación
setup-keys-refresh = actualizar
setup-keys-rematch = revancha
setup-keys-remove-seat = quitar
setup-keys-result-card = tarjeta de resultado
setup-keys-review = análisis
setup-keys-score = anotar
setup-keys-scroll = desplazar
setup-keys-skip-cpu = saltar ordenador
setup-keys-skip-to-next-person = saltar a la siguiente persona
setup-keys-start = empezar
setup-keys-throw = tirar
setup-keys-top = al principio
setup-keys-undo = deshacer
setup-keys-yes = sí

setup-key-space = Espacio
setup-key-enter = Intro
setup-key-esc = Esc
setup-key-tab = Tab
setup-key-backspace = Retroceso
setup-key-delete = Supr
setup-key-page-up = RePág
setup-key-page-down = AvPág
setup-key-home = Inicio
setup-key-end = Fin
setup-key-ctrl = Ctrl

## ==== end setup ====

## ==== serve: the public server, its lobby, standings, the SSH door, hosting (src/serve, src/net, src/tui/hosting.rs, src/tui/screens/{hall,standings,lobby,guest_keys}) ====

# El vestíbulo (src/tui/screens/hall/lobby.rs)
serve-lobby-title = {" "}Yahtzee · juega contra quien sea{" "}
serve-lobby-new-table = Mesa nueva
serve-lobby-join-by-code = Unirse con código
serve-lobby-quick-match = Partida rápida
serve-lobby-stop-waiting = Dejar de esperar
serve-lobby-play-the-cpu = Jugar contra el ordenador
serve-lobby-daily = Reto diario
serve-lobby-watch = Mirar
serve-lobby-my-matches = Mis partidas
serve-lobby-leaderboard = Clasificación
serve-lobby-todays-daily = Clasificación de hoy
serve-lobby-learn = Aprender
serve-lobby-about-me = Sobre mí
serve-lobby-language = Idioma: { $language }
serve-lobby-quit = Salir
serve-lobby-choose-to-watch = Elige una mesa para mirar: Intro la mira, Esc vuelve.
serve-lobby-nothing-to-watch = Aún no hay ninguna mesa abierta para mirar.
serve-lobby-quick-waiting = Esperando a alguien para una partida rápida… ({ $seconds } s)
serve-lobby-quick-cpu-offered = Nadie vino a la partida rápida: si quieres, un ordenador fuerte juega contigo (Jugar contra el ordenador).
serve-lobby-me-guest = { $name } (invitado: las partidas no puntúan)
serve-lobby-me-unrated = { $name } · aún sin clasificar
serve-lobby-no-tables = No hay ninguna mesa abierta: abre una con Mesa nueva, o juega una partida rápida.
serve-lobby-tables-watching = Mesas (Intro para mirar)
serve-lobby-tables = Mesas (Intro para sentarte · w para mirar · ★ las tuyas)
serve-lobby-key-watch = mirar
serve-lobby-key-menu-tables = menú/mesas
serve-lobby-online = En línea ({ $count }):
serve-lobby-online-count = En línea ({ $count })
serve-lobby-online-more = {" "}y { $count } más

# Una mesa, tal como la muestra el vestíbulo
serve-table-new = nueva
serve-table-unrated = { $rules } (no puntúa)
serve-table-watching = { $count ->
    [one] 1 mirando
   *[other] { $count } mirando
}
serve-table-waiting-for = { $count ->
    [one] falta 1 jugador
   *[other] faltan { $count } jugadores
}
serve-table-round = ronda { $round } de { $rounds }
serve-table-finished = terminada
serve-seat-open = (libre)
serve-seat-cpu-for-now = { $name } (ordenador { $level } por ahora)
serve-seat-away = { $name } (ausente)
serve-seat-not-here-yet = { $name } (aún no ha llegado)

# Las clasificaciones (src/tui/screens/standings)
serve-standings-you-mark = ◂ tú
serve-standings-player = Jugador
serve-leaderboard-title = {" "}Clasificación: puntuaciones por reglas{" "}
serve-leaderboard-none-rated = Este servidor no puntúa ninguna regla: su operador no ofrece ninguno de los preajustes incorporados, los únicos cuyas partidas puntúan.
serve-leaderboard-empty = Aún no hay partidas puntuadas: termina una partida contra otra persona con reglas { $rules } para tener puntuación.
serve-leaderboard-rank = Puesto
serve-leaderboard-rating = Puntuación
serve-leaderboard-games = Partidas
serve-leaderboard-note = Glicko-2 por familia: puntuación ± dos desviaciones, ? si es provisional.
serve-leaderboard-guest = Los invitados no puntúan: conéctate con una clave SSH para crear una cuenta y tener puntuación.
serve-leaderboard-me = Tú: n.º { $rank } con reglas { $rules }, { $rating }, { $count ->
    [one] 1 partida
   *[other] { $count } partidas
}.
serve-leaderboard-me-provisional = Tú: n.º { $rank } con reglas { $rules }, { $rating } (provisional), { $count ->
    [one] 1 partida
   *[other] { $count } partidas
}.
serve-leaderboard-not-among = No estás entre estos { $count }: termina partidas puntuadas con reglas { $rules } para subir.
serve-daily-board-guest = El reto diario es para cuentas: conéctate con una clave SSH para jugarlo.
serve-daily-board-me = Tú: { $place } de { $count }, con { $total }.
serve-daily-board-not-yet = Aún no figuras: elige Reto diario en el vestíbulo; cuenta el primer intento del día.
serve-daily-board-title = {" "}Reto de hoy: { $day } (UTC){" "}
serve-daily-board-same-dice = Hoy todos tienen los mismos dados: el mejor total es la mejor jugada.
serve-daily-board-empty = Nadie ha terminado aún el reto de hoy: quien termine primero va en cabeza.
serve-daily-board-place = Puesto
serve-daily-board-score = Puntos
serve-daily-board-note = Un intento puntuado por cuenta y día UTC; las repeticiones no figuran.
serve-mine-rated = puntúa
serve-mine-title = {" "}Mis partidas{" "}
serve-mine-empty = Aún no hay partidas. Empieza una con Mesa nueva o Partida rápida en el vestíbulo: una partida sin terminar te espera aquí, y una terminada se puede ver y analizar.
serve-mine-intro = Vuelve a una partida abierta, o mira las hojas y el análisis de una terminada.
serve-mine-on-the-go = En curso ({ $count ->
    [one] 1 mesa
   *[other] { $count } mesas
})
serve-mine-finished = Terminadas, las más recientes primero
serve-mine-unreadable = { $count ->
    [one] 1 partida terminada no se pudo leer y se omite.
   *[other] { $count } partidas terminadas no se pudieron leer y se omiten.
}
serve-mine-key-go-back = volver a ella
serve-mine-key-cards = hojas
serve-about-title = {" "}Sobre mí: lo que guarda este servidor{" "}
serve-about-title-short = {" "}Sobre mí{" "}
serve-about-handle = Tu nombre: { $handle }
serve-about-made = Tu cuenta se creó el { $when } (UTC), la primera vez que te conectaste con tu clave.
serve-about-key = Tu clave: { $key }. El servidor guarda esta huella de tu clave pública para reconocerte; no tiene nada secreto tuyo, ni contraseña.
serve-about-ratings = Puntuaciones
serve-about-no-rating = Aún no tienes puntuación: termina una partida contra otra persona con las reglas de un preajuste incorporado (Classic, por ejemplo) para tenerla.
serve-about-rating = { $rating }, { $count ->
    [one] 1 partida puntuada
   *[other] { $count } partidas puntuadas
}
serve-about-rating-provisional = { $rating } (provisional), { $count ->
    [one] 1 partida puntuada
   *[other] { $count } partidas puntuadas
}
serve-about-statistics = Estadísticas
serve-about-matches-and-tables = Partidas y mesas
serve-about-kept = { $finished ->
    [one] 1 partida terminada guardada
   *[other] { $finished } partidas terminadas guardadas
} con tu puesto (Mis partidas las muestra), y { $open ->
    [one] 1 mesa abierta
   *[other] { $open } mesas abiertas
} con un puesto reservado para ti o creadas por ti.
serve-about-made-last-day = { $count ->
    [one] 1 mesa creada
   *[other] { $count } mesas creadas
} en el último día, contadas para el límite de mesas nuevas del servidor.
serve-about-forget-me = Olvidarme
serve-about-forgetting = Olvidarte borra a la vez tu cuenta, tu clave y tus puntuaciones. En las partidas terminadas tu puesto pasa a llamarse «{ $former }»; los puestos reservados para ti en mesas abiertas dejan de estarlo. No se puede deshacer: conectarte de nuevo con la misma clave crea una cuenta nueva.
serve-about-no-stats = Aún no hay partidas terminadas: aquí aparecerán tus partidas, victorias y mejores totales.
serve-about-stats = { $count ->
    [one] 1 partida terminada
   *[other] { $count } partidas terminadas
}, { $won } ganadas, { $rated } puntuadas.
serve-about-head-rules = Reglas
serve-about-head-matches = Partidas
serve-about-head-won = Ganadas
serve-about-head-best = Mejor
serve-about-head-mean = Media
serve-about-other-rules = Otras reglas
serve-about-forgetting-now = Olvidándote…
serve-about-forget-title = {" "}¿Olvidarte?{" "}
serve-about-forget-question = Tu cuenta, su clave y sus puntuaciones se borran ahora, y tu nombre desaparece de todas las partidas terminadas. No se puede deshacer.
    Cuenta: { $handle }
serve-about-forget-yes = { $key }: olvidarme
serve-about-forget-no = { $key }: conservarla

# El nombre de una clave nueva, unirse con código, una mesa nueva
serve-key-back-to-lobby = volver al vestíbulo
serve-handle-type-first = Escribe primero un nombre.
serve-handle-title = {" "}Yahtzee · bienvenida{" "}
serve-handle-intro = ¡Bienvenido! Tu clave SSH es nueva aquí: elige el nombre que verán los demás. Tu clave es tu cuenta: vuelve con la misma clave y volverás a ser tú.
serve-handle-rules = De 2 a 16 letras o cifras (también _ - . y espacios sueltos), ni el nombre de un nivel del ordenador, ni uno que alguien ya tenga con otras mayúsculas.
serve-handle-typed = Nombre: { $handle }
serve-handle-key = Tu clave: { $key }
serve-handle-key-take = usar este nombre
serve-handle-key-leave = salir
serve-code-type-first = Escribe primero el código de la mesa.
serve-code-title = {" "}Unirse con código{" "}
serve-code-intro = El código de una mesa privada, tal como te lo dio quien la creó (como abcde-fghjk):
serve-code-typed = Código: { $code }
serve-code-key-join = unirse
serve-new-seat-empty = nadie (menos puestos)
serve-new-seat-open = abierto a cualquiera
serve-new-seat-kept-for-whom = reservado para… (Intro y escribe su nombre)
serve-new-seat-kept-for = reservado para { $name }
serve-new-seat-cpu = ordenador { $level }
serve-new-no-rules = El servidor no ofrece reglas para jugar.
serve-new-kept-for-no-one = Hay un puesto reservado para nadie: Intro en él y escribe el nombre.
serve-new-title = {" "}Mesa nueva{" "}
serve-new-intro = Elige las reglas y quién se sienta. La partida empieza en cuanto se ocupa cada puesto abierto.
serve-new-rules = Reglas
serve-new-table = Mesa
serve-new-seat = Puesto { $number }
serve-new-you = { $name } (tú)
serve-new-listed = visible en el vestíbulo
serve-new-private = privada: solo con su código
serve-new-open = Abrir la mesa
serve-new-key-keep = reservar el puesto para este nombre
serve-new-key-stop-typing = dejar de escribir

# Las respuestas del servidor en el vestíbulo
serve-left-own-forming = Dejaste la mesa { $rules } que habías abierto, así que se cerró.
serve-left-seat-forming = Dejaste tu puesto en la mesa { $rules } que se estaba formando.
serve-table-private = Esa mesa es privada: únete con su código.
serve-table-gone = Esa mesa ya no existe.
serve-quick-left = Saliste de la cola de partidas rápidas.
serve-handle-refused = Ese nombre no se puede usar: { $why }
serve-handle-a-guests = Ese nombre es de un invitado del momento: elige otro.
serve-handle-welcome = ¡Bienvenido! Tu clave es tu cuenta: vuelve con ella y volverás a ser tú.
serve-account-not-made = No se pudo crear la cuenta ahora mismo: inténtalo de nuevo pronto.
serve-handle-taken = Alguien ya tiene ese nombre (quizá con otras mayúsculas o letras parecidas): elige otro.
serve-limit-open = Ya tienes { $count ->
    [one] 1 mesa abierta
   *[other] { $count } mesas abiertas
}, lo máximo que permite el servidor a la vez: termina una primero.
serve-limit-per-hour = Abriste { $count ->
    [one] 1 mesa
   *[other] { $count } mesas
} en la última hora, lo máximo que permite el servidor: inténtalo más tarde.
serve-limit-cannot-count = El servidor no puede abrir mesas ahora mismo: inténtalo de nuevo pronto.
serve-rules-not-offered = El servidor no ofrece esas reglas.
serve-seats-range = Una mesa tiene de 2 a { $most } puestos.
serve-guest-cannot-keep = Un invitado no puede reservar un puesto para nadie: deja el puesto abierto.
serve-has-a-seat-already = { $name } ya tiene un puesto en esta mesa.
serve-no-one-called = Nadie llamado { $name } está en línea: solo se reserva un puesto para alguien que está aquí.
serve-seat-held-elsewhere = Tu puesto allí lo ocupa otra conexión tuya: puedes mirar.
serve-no-seat-free = No hay ningún puesto libre en esa mesa.
serve-code-unknown = Ninguna mesa abierta tiene ese código: compruébalo con quien la creó.
serve-table-not-opened = No se pudo abrir esa mesa ahora mismo.
serve-table-no-longer-open = Esa mesa ya no está abierta.
serve-quick-waiting = Esperando a alguien para una partida Classic a dos; tras { $seconds ->
    [one] 1 segundo
   *[other] { $seconds } segundos
} se te ofrece el ordenador.
serve-quick-no-one-came = Nadie vino en { $seconds ->
    [one] 1 segundo
   *[other] { $seconds } segundos
}: elige Jugar contra el ordenador para un ordenador fuerte, o sigue esperando.
serve-guest-no-account = Un invitado no tiene cuenta: no se guarda nada sobre ti.
serve-cannot-read-now = El servidor no puede leer eso ahora mismo: inténtalo de nuevo pronto.
serve-mine-closed-until-back = { $rules } · { $names } · cerrada hasta que vuelvas
serve-forget-failed = No se pudo borrar tu cuenta ahora mismo: no se cambió nada. Inténtalo de nuevo pronto.
serve-forget-done = Se ha borrado todo lo que el servidor guardaba sobre ti. ¡Adiós, y gracias por jugar!
serve-bad-handle-short = un nombre necesita al menos { $least } caracteres
serve-bad-handle-long = el nombre «{ $handle }» es más ancho que { $most } columnas
serve-bad-handle-char-visible = «{ $char }»
serve-bad-handle-char-code = el carácter { $code }
serve-bad-handle-character = el nombre «{ $handle }» tiene { $what }; usa letras, cifras, _ - . y espacios sueltos
serve-bad-handle-spaces = el nombre «{ $handle }» tiene dos espacios seguidos
serve-bad-handle-mixed = el nombre «{ $handle }» mezcla letras de alfabetos distintos (latino, griego, cirílico); escríbelo en uno solo
serve-bad-handle-reserved = el nombre «{ $handle }» podría pasar por { $like }; elige otro
serve-bad-handle-like-cpu = el ordenador
serve-bad-handle-like-guest = un invitado
serve-bad-handle-like-you = la palabra con la que las pantallas te nombran
serve-bad-handle-like-operator = el operador del servidor
serve-bad-handle-like-server = el servidor
serve-bad-handle-like-former = alguien que se fue

# La sala: las noticias de las mesas, las despedidas, el reto diario
serve-daily-for-accounts = El reto diario es para cuentas: conéctate con una clave SSH para jugarlo y ocupar tu puesto en la clasificación del día (en tu propio ordenador: yahtzee daily).
serve-daily-cannot-open = El servidor no puede abrir el reto diario ahora mismo: inténtalo de nuevo pronto.
serve-daily-played-scored = Ya jugaste el reto del { $day }: tu puntuación, { $total }, es la que figura en la clasificación del día. Otro intento es una repetición con los mismos dados y no puntúa. Elige Reto diario otra vez para jugarlo.
serve-daily-played = Ya jugaste el reto del { $day }: ese intento es el que cuenta. Otro es una repetición con los mismos dados y no puntúa. Elige Reto diario otra vez para jugarlo.
serve-daily-not-saved = No se pudo guardar el reto diario, así que no empezó: inténtalo de nuevo pronto.
serve-daily-started-scored = El reto del { $day }: hoy todos tienen los mismos dados. Este intento puntúa.
serve-daily-started-replay = El reto del { $day }, repetido: este intento no puntúa.
serve-daily-replay-done = Una repetición del reto del { $day }: no puntúa, tu primer intento es el que figura en la clasificación.
serve-daily-not-recorded = No se pudo anotar el reto del { $day } en la clasificación del día: ya se ha avisado al operador del servidor.
serve-daily-place = Reto del { $day }: { $total }, { $place } de { $count } por ahora.
serve-daily-recorded = Reto del { $day }: anotado.
serve-guests-table-ended = La mesa que mirabas terminó: sus jugadores, todos invitados, se han ido.
serve-owner-left-forming = Quien creó la mesa se fue antes de empezar: la mesa está cerrada.
serve-stand-in-owner-only = Solo quien creó la mesa puede hacer que el ordenador juegue por alguien ausente.
serve-no-one-waits = Aquí nadie espera para entrar: los puestos libres se toman desde el vestíbulo.
serve-turn-of-away = Es el turno de { $name }, que está ausente: la partida le espera.
serve-sits = { $name } se sienta a la mesa.
serve-owner-may-stand-in = Tu mesa: si alguien se ausenta, p hace que el ordenador juegue por esa persona hasta que vuelva.
serve-terminal-not-set-up = No se pudo preparar tu terminal.
serve-accounts-unreadable = El servidor no puede leer sus cuentas ahora mismo; inténtalo de nuevo pronto.
serve-too-many-for-key = Ya estás conectado { $count ->
    [one] 1 vez
   *[other] { $count } veces
}: el servidor permite { $most } a la vez por clave.
serve-goodbye-seat-waits = Dejaste la mesa; tu puesto te espera. ¡Adiós!
serve-goodbye = ¡Adiós, y gracias por jugar!
serve-could-not-keep-up = Tu conexión no pudo seguir el ritmo del servidor.
serve-table-closed-reopen = cerrada porque no había nadie: Intro la vuelve a abrir
serve-stand-in-not-playing = La partida no está en juego: nadie necesita que el ordenador le sustituya.
serve-stand-in-everyone-here = Están todos: el ordenador solo juega por alguien ausente.
serve-owner-stand-in = Quien creó la mesa hace que un ordenador { $level } juegue por { $name } hasta que vuelva.
serve-owner-stand-in-unrated = Quien creó la mesa hace que un ordenador { $level } juegue por { $name } hasta que vuelva. En cuanto haya jugado, esta partida no puntuará.
serve-owner-stand-in-taken-back = Ningún ordenador juega ya por { $name }: la partida le espera.
serve-left-closes = { $name } se fue: la mesa se cierra.
serve-left-seat-open = { $name } dejó la mesa; el puesto vuelve a estar libre.
serve-left-cpu-to-the-end = { $name } dejó la mesa; un ordenador { $level } juega su puesto hasta el final.
serve-left-waits = { $name } dejó la mesa; la partida le espera (pasados { $minutes ->
    [one] 1 minuto
   *[other] { $minutes } minutos
}, un ordenador { $level } juega por esa persona hasta que vuelva).
serve-left-plain = { $name } dejó la mesa.
serve-away-stand-in = { $name } está ausente: un ordenador { $level } juega por esa persona hasta que vuelva.
serve-away-stand-in-unrated = { $name } está ausente: un ordenador { $level } juega por esa persona hasta que vuelva. En cuanto haya jugado, esta partida no puntuará.
serve-welcome-back = Bienvenido de nuevo: { $count ->
    [one] 1 partida te espera
   *[other] { $count } partidas te esperan
} (★ abajo).
serve-stop-match-saved = { $farewell } Tu partida está guardada: vuelve a conectarte para seguir.
serve-stop-matches-kept = { $farewell } { $count ->
    [one] Tu partida queda guardada.
   *[other] Tus partidas quedan guardadas.
}
serve-stopping-come-back = El servidor se está deteniendo. ¡Vuelve pronto!
serve-stopped = El servidor se detuvo.
serve-stopping = El servidor se está deteniendo.

# La puerta SSH: lo que muestra el ssh de una persona
serve-door-table-full = La mesa está llena: inténtalo de nuevo en unos minutos.
serve-door-server-full = El servidor está lleno: inténtalo de nuevo en unos minutos.
serve-door-too-many-from-source = Demasiadas conexiones desde tu dirección: cierra una e inténtalo de nuevo.
serve-door-keys-and-code = este servidor deja entrar con una clave SSH (y el código de invitación la primera vez): crea una clave con ssh-keygen -t ed25519
serve-door-keys-only = este servidor solo deja entrar con una clave SSH: crea una con ssh-keygen -t ed25519 y vuelve a conectarte
serve-door-listed-only = este servidor solo deja entrar las claves de su lista: envía tu clave pública a su operador
serve-door-not-listed = tu clave { $key } no está en la lista de este servidor: envía tu clave pública a su operador
serve-door-key-busy = tu clave ya tiene { $count ->
    [one] 1 conexión
   *[other] { $count } conexiones
} aquí: cierra una e inténtalo de nuevo
serve-door-shut-out = demasiados códigos erróneos desde tu dirección: inténtalo de nuevo en { $seconds } s
serve-door-table-says = La mesa dice: { $why }.
serve-door-bad-name = { $why }: conéctate con otro nombre (ssh NOMBRE@...), o como table@... para elegir un puesto.
serve-name-empty = el nombre está vacío
serve-name-control = el nombre tiene caracteres de control
serve-name-invisible = el nombre tiene caracteres invisibles (caracteres de formato o separadores de línea)
serve-name-mixed = el nombre mezcla letras de escrituras que se parecen (latina, griega, cirílica)
serve-name-too-wide = el nombre es demasiado ancho

# El vestíbulo de una mesa alojada, tal como lo ve un invitado
serve-hosted-held-elsewhere = El puesto de { $name } lo ocupa otra conexión: puedes mirar la partida.
serve-hosted-title = {" "}Yahtzee · una mesa alojada{" "}
serve-hosted-setting-up = El anfitrión aún está preparando la partida. Los puestos aparecerán aquí en cuanto empiece.
serve-hosted-esc-leaves = Esc para salir.
serve-hosted-choose = Elige tu puesto, o mira:
serve-hosted-help = ↑/↓ elegir · Intro lo toma · Esc para salir. Un puesto tomado es tuyo hasta que acabe la partida: vuelve con el mismo nombre (ssh NOMBRE@…) para tomarlo de nuevo.
serve-hosted-free = libre
serve-hosted-taken = ocupado
serve-hosted-away = esperando a que vuelva su invitado
serve-hosted-away-cpu = { $cpu } lo juega hasta que vuelva su invitado
serve-hosted-watch = Mirar la partida
serve-hosted-watch-full = Mirar la partida (no quedan sitios para mirar)

# The host's side of a hosted table (src/tui/hosting.rs): what the host, the guests and a
# headless host's output are told
serve-host-left-cpu-now = { $name } ha dejado la mesa; un ordenador { $level } juega por { $name } hasta que vuelva.
serve-host-left-cpu-after-minutes = { $name } ha dejado la mesa; si { $name } no vuelve en { $minutes ->
    [one] 1 minuto
   *[other] { $minutes } minutos
}, un ordenador { $level } jugará por esa persona hasta que vuelva.
serve-host-left-cpu-after-seconds = { $name } ha dejado la mesa; si { $name } no vuelve en { $seconds ->
    [one] 1 segundo
   *[other] { $seconds } segundos
}, un ordenador { $level } jugará por esa persona hasta que vuelva.
serve-host-left-waits-for = { $name } ha dejado la mesa; la partida espera a que { $name } vuelva.
serve-host-left-p = { $name } ha dejado la mesa; la partida espera (con p, un ordenador juega por esa persona mientras tanto).
serve-host-not-started = La partida no ha empezado.
serve-host-no-one-away = Están todos los invitados: un ordenador solo sustituye a un invitado ausente.
serve-host-no-one-asking = Ningún invitado pide un puesto.
serve-host-bye-left = Has dejado la mesa. ¡Gracias por jugar!
serve-host-bye-could-not-keep-up = Tu conexión no pudo seguir el ritmo de la mesa.
serve-host-bye-host-closed = El anfitrión ha cerrado la mesa; la partida está guardada. ¡Gracias por jugar!
serve-host-bye-server-stopped = El servidor de la mesa se ha detenido; la partida está guardada.
serve-host-name-taken = El nombre { $name } ya está ocupado en esta mesa: conéctate con otro nombre (ssh NOMBRE@...).
serve-host-turned-away-name = Se rechazó a un invitado desde { $addr }: el nombre { $name } ya está ocupado en esta mesa.
serve-host-connected = { $name } se ha conectado desde { $addr } { $how ->
    [code] con el código
    [remembered] con su clave recordada
    [listed] con una clave de la configuración del anfitrión
    [key] con su clave
   *[guest] como invitado
}
serve-host-guest-connected = Un invitado se ha conectado desde { $addr } { $how ->
    [code] con el código
    [remembered] con su clave recordada
    [listed] con una clave de la configuración del anfitrión
    [key] con su clave
   *[guest] como invitado
}
serve-host-joined = { $name } se ha sentado a la mesa ({ $how ->
    [letin] admitido por el anfitrión
    [code] con el código
    [remembered] con su clave recordada
    [listed] con una clave de la configuración del anfitrión
    [key] con su clave
   *[guest] como invitado
}).
serve-host-watching = { $name } está mirando.
serve-host-guest-watching = Un invitado está mirando.
serve-host-not-started-yet = La partida aún no ha empezado: espera al anfitrión.
serve-host-no-place-to-watch = No queda sitio para mirar: el anfitrión permite { $count } a la vez.
serve-host-seat-taken = El puesto de { $name } está ocupado: elige otro.
serve-host-key-own-seat-only = Tu clave solo te devuelve a tu propio puesto: para otro, conéctate con el código.
serve-host-seat-waits-asked = El puesto de { $name } espera a { $name }: se ha preguntado al anfitrión si puedes tomarlo.
serve-host-seat-waits = El puesto de { $name } espera a { $name }: solo esa persona puede tomarlo.
serve-host-asks-seat = { $who } pide tomar el puesto de { $name }: g se lo permite.
serve-host-guest-asks-seat = Un invitado pide tomar el puesto de { $name }: g se lo permite.
serve-host-stand-in = Un ordenador { $level } juega por { $name } hasta que vuelva.
serve-host-stand-in-none = Ningún ordenador juega por { $name }: la partida espera.
serve-host-turn-of-away-p = Es el turno de { $name }, que está ausente: la partida espera (con p, un ordenador juega por esa persona).
serve-host-table-open = La mesa está abierta: { $about }
serve-host-info-join = Unirse:
serve-host-info-code = Invitación:
serve-host-info-key = Clave de host:
serve-host-info-check-key = La primera vez, los invitados comparan la clave del anfitrión con la que les muestra ssh.
serve-host-info-p = p hace que un ordenador juegue por un invitado desconectado, hasta que vuelva.
serve-host-info-g = g deja que un invitado que lo pide tome un puesto que espera a otra persona.
serve-host-info-remembered = Claves recordadas: yahtzee host --list-keys, --forget-key NOMBRE.
serve-host-info-keys-here = Claves que devuelven a su invitado a esta partida:
serve-host-how-to-join = { $reach } ? muestra cómo unirse.
serve-host-banner-code = código { $code }
serve-host-banner-playing = { $count } jugando
serve-host-banner-watching = { $count } mirando
serve-host-banner-choosing = { $count } eligiendo
serve-host-door-so-far = En la puerta hasta ahora: { $counts }.
serve-reach-table-this-machine = Solo esta máquina puede unirse (--listen 0.0.0.0:{ $port } abre la red).
serve-reach-table-network = Otras máquinas pueden unirse, en el puerto { $port }.
serve-reach-table-address = Las máquinas que alcanzan { $addr } pueden unirse.
serve-reach-server-this-machine = Solo esta máquina puede conectarse (--listen 0.0.0.0:{ $port } abre la red).
serve-reach-server-network = Otras máquinas pueden conectarse, en el puerto { $port }.
serve-reach-server-address = Las máquinas que alcanzan { $addr } pueden conectarse.

# What the door turned away, counted (the host's title line, the status screen)
serve-door-count-wrong-codes = { $count ->
    [one] 1 código erróneo
   *[other] { $count } códigos erróneos
}
serve-door-count-shut-out = { $count ->
    [one] 1 intento bloqueado
   *[other] { $count } intentos bloqueados
}
serve-door-count-turned-away = { $count ->
    [one] 1 rechazado
   *[other] { $count } rechazados
}
serve-door-count-key-busy = { $count ->
    [one] 1 clave en su límite de conexiones
   *[other] { $count } claves en su límite de conexiones
}
serve-door-count-forbidden = { $count ->
    [one] 1 petición rechazada (comando, sftp, reenvío)
   *[other] { $count } peticiones rechazadas (comando, sftp, reenvío)
}

# The operator's status screen (src/serve/status.rs); the log (--log) stays English
serve-status-listening = yahtzee serve escucha en { $addr }.
serve-status-join = Se conecta con: { $join }
serve-status-host-key = Clave del servidor: { $key }
serve-status-admit-anyone = Quién puede conectarse: cualquiera con una clave SSH.
serve-status-admit-anyone-guests = Quién puede conectarse: cualquiera con una clave SSH; también invitados sin clave.
serve-status-admit-listed = Quién puede conectarse: las claves que lista la configuración.
serve-status-admit-code = Quién puede conectarse: los miembros y quien dé el código de invitación.
serve-status-admit-code-guests = Quién puede conectarse: los miembros y quien dé el código de invitación; también invitados sin clave.
serve-status-invite-code = Código de invitación: { $code }
serve-status-data = Datos: { $path }
serve-status-warning = Aviso: { $why }.
serve-open-files-short = este proceso puede abrir { $limit } archivos, menos que los { $wanted } que necesita su límite de conexiones: sube el límite (ulimit -n, o LimitNOFILE= en una unidad de systemd) o baja max_connections
serve-status-up = Activo desde hace { $uptime } · { $people ->
    [one] 1 persona
   *[other] { $people } personas
} en línea · { $connections ->
    [one] 1 conexión abierta
   *[other] { $connections } conexiones abiertas
}
serve-status-tables = Mesas: { $open } en memoria ({ $playing } en juego) · { $closed } cerradas hasta que vuelva su gente · { $finished } terminadas desde el inicio
serve-status-refusals = Rechazados en la puerta: { $door } · rechazados dentro: { $refused } · errores: { $errors }
serve-status-turned-away-none = ninguno
serve-status-database = Base de datos: { $size }
serve-status-latest = Últimos sucesos:
serve-status-ctrl-c = Ctrl-C detiene el servidor: todas las mesas se guardan y se avisa a todos.
serve-status-uptime-minutes = { $minutes } min { $seconds } s
serve-status-uptime-hours = { $hours } h { $minutes } min
serve-status-size-kb = { $size } kB
serve-status-size-mb = { $size } MB
serve-status-stopped = El servidor se ha detenido; todas las mesas están guardadas.
serve-status-door-stopped = La puerta se ha cerrado; todas las mesas están guardadas.

# The guests' keys the host remembers (src/tui/screens/guest_keys.rs, yahtzee host --list-keys)
serve-keys-title = {" "}Claves de los invitados: recordadas con su puesto{" "}
serve-keys-about = Cada clave devuelve a su invitado a su puesto en esa partida sin el código de invitación. Si se olvida, el invitado vuelve a necesitar el código.
serve-keys-head-name = Nombre
serve-keys-head-fingerprint = Huella
serve-keys-head-lets-into = Le devuelve a
serve-keys-seat-of-match = puesto { $seat } de la partida { $table }
serve-keys-admits-nowhere = versión 0.4: no abre ningún puesto
serve-keys-none = No se recuerda ninguna clave de invitado.
serve-keys-how = Cuando un invitado se une a una mesa que organizas (con yahtzee host) dando a la vez el código de invitación y una clave SSH, la clave se recuerda aquí con su puesto: le devuelve a ese puesto de esa partida sin el código, y a ningún otro sitio.
serve-keys-file-left = El archivo se deja como está: yahtzee host también lo lee, así que arréglalo o apártalo (entonces empieza una lista nueva con la clave del próximo invitado).
serve-keys-no-longer-remembered = Esa clave ya no estaba recordada.
serve-keys-forgot = Se olvidó la clave de { $name }: necesitará el código de invitación para volver.
serve-keys-not-forgotten = No se pudo olvidar la clave: { $why }.
serve-keys-listed-unreadable = una clave de invitado de la configuración no se puede leer ({ $why })
serve-keys-file-unreadable = las claves de los invitados en { $path } no se pueden leer: { $why }
serve-keys-file-later = es de la versión { $version }, de una versión posterior del programa

# yahtzee host: what the host reads on the command line (src/cli/commands/host.rs)
serve-host-cli-intro = { $reach }
    Los invitados entran con: { $join }
    Código de invitación: { $code }
    Huella de la clave del anfitrión: { $key }
serve-host-cli-closed = La mesa está cerrada; la partida está guardada.
serve-host-cli-forgot = Se olvidó la clave { $key } de { $name }
serve-host-cli-admits-nowhere = ninguna partida (recordada por la versión 0.4: no abre ningún puesto)
serve-host-cli-cannot-write = no se puede escribir { $path }: { $why }
serve-host-cli-no-such-key = ninguna clave recordada se llama { $who }: yahtzee host --list-keys las lista
serve-host-cli-needs-terminal = organizar una mesa con un puesto aquí necesita un terminal; sin él, usa --headless
serve-host-cli-cannot-serve = no se puede servir en { $addr }: { $why }
serve-host-cli-signals = no se pueden vigilar las señales: { $why }
serve-host-cli-nothing-to-reopen = no hay ninguna partida guardada que reabrir; empieza una con yahtzee host
serve-host-cli-too-many-seats = --players y --guests suman { $count } puestos; una partida tiene como mucho { $most }
serve-host-cli-seats-cannot-play = los puestos no pueden jugar: { $why }
serve-host-key-not-a-key = la clave del anfitrión { $path } no se puede leer ({ $why }); apártala para crear una nueva (los invitados verán entonces una huella nueva)
serve-host-key-unreadable = la clave del anfitrión { $path } no se puede leer: { $why }; apártala para crear una nueva (los invitados verán entonces una huella nueva)
serve-host-key-cannot-make = no se puede crear una clave de anfitrión: { $why }
serve-host-key-cannot-write = no se puede escribir la clave del anfitrión: { $why }

# The door, before and after sign-in (src/net/server.rs)
serve-door-too-slow-table = demasiado lento: la mesa espera { $seconds } s a que entre un invitado
serve-door-too-slow-server = demasiado lento: el servidor espera { $seconds } s a que entre una conexión
serve-door-table-terminal-only = esta mesa solo ofrece un terminal: conéctate con ssh sin orden (ni sftp ni scp)
serve-door-server-terminal-only = este servidor solo ofrece un terminal: conéctate con ssh sin orden (ni sftp ni scp)
serve-door-wrong-code-again = Código erróneo: escríbelo otra vez.
serve-door-code-prompt = Código de invitación:{" "}

# The public server's floor, to one person (src/serve/floor.rs)
serve-watch-no-place = No queda sitio para mirar esa mesa: el servidor permite { $count } a la vez.
serve-watch-not-started = Esa mesa no ha empezado: todavía no hay nada que mirar.
serve-you-sit = Te sientas a la mesa: empieza cuando todos los puestos están ocupados y se han sentado todos aquellos para quienes se guarda uno.
serve-you-sit-with-code = Te sientas a la mesa: empieza cuando todos los puestos están ocupados y se han sentado todos aquellos para quienes se guarda uno. Su código: { $code }
serve-table-not-saved = No se pudo guardar la mesa, así que no empezó: inténtalo de nuevo pronto.
serve-not-rated-stood-in = No puntúa: un ordenador jugó por { $names }.
serve-names-and = { $names } y { $last }

# The server's settings and start (src/serve/settings.rs, src/serve/mod.rs)
serve-settings-bad-code = code debe tener de 10 a 64 letras, cifras o guiones (al menos 40 bits, como el de yahtzee host)
serve-settings-preset-bad-name = el nombre de un preajuste tiene de 1 a 24 letras, cifras, espacios, - o _
serve-settings-preset-built-in = '{ $name }' es el nombre de un preajuste incorporado: dale otro al del servidor
serve-settings-preset-bad-base = base debe ser un preajuste incorporado ({ $choices })
serve-settings-preset-bad-set = las entradas de set son "CLAVE=VALOR", como en yahtzee new --set: { $why }
serve-start-cannot-make-folder = no se puede crear la carpeta { $path }: { $why }
serve-start-not-a-key = [serve] keys: { $key } no es una clave pública

# The server's database (crates/hall): what the operator reads at start, what a person asking
# the server for a file is told
serve-hall-not-a-database = { $path } no es una base de datos hall (no es un archivo SQLite); no se ha tocado. Apártala para empezar una nueva.
serve-hall-damaged = La base de datos hall { $path } está dañada ({ $why }); no se ha tocado. Restáurala desde una copia de seguridad, o apártala para empezar una nueva.
serve-hall-foreign = { $path } es la base de datos SQLite de otro programa, no una base hall; no se ha tocado.
serve-hall-newer = La base de datos hall { $path } es de una versión más reciente (esquema { $version }; este programa conoce hasta el { $latest }); no se ha tocado.
serve-hall-io = No se pudo abrir la base de datos hall { $path }: { $why }.
serve-hall-busy = Otro servidor está usando la base de datos hall { $path }; detenlo primero, o da a este otra carpeta de datos.
serve-hall-no-presets = El servidor no guarda preajustes propios; los del servidor los fija su operador.
serve-hall-no-cards = El servidor no guarda tarjetas de resultado; copia la tarjeta de la pantalla.

# The server in plain lines, for a screen reader (src/serve/plain.rs): the lobby as a
# numbered list, its forms as short dialogues, the boards read as lines
serve-plain-welcome = Yahtzee, juega con cualquiera, en líneas simples: cada suceso se dice una vez. Escribe ayuda para ver los comandos, repetir para oír otra vez las últimas líneas, salir para irte.
serve-plain-handle-ask = Escribe tu nombre:
serve-plain-handle-ask-offered = Escribe tu nombre, o pulsa Intro para quedarte con { $offered }:
serve-plain-me-rated = { $name }, puntuación { $ratings }
serve-plain-rating = { $family } { $rating }, con un margen de { $range }{ $provisional ->
    [yes] {", aún provisional"}
   *[no] {""}
}
serve-rating-change = { $name } { $before } → { $after } ({ $family })
serve-plain-rating-change = { $name }: puntuación ({ $family }) de { $before } a { $after }.
serve-plain-online = En línea ({ $count }): { $names }.
serve-plain-menu = Escribe un número para elegir:
serve-plain-numbered = { $number }. { $what }
serve-plain-tables = Mesas: escribe el número de una mesa para sentarte en ella (o para mirarla si está llena), o mirar y su número para mirarla.
serve-plain-table-mine = { $number }. Tu mesa: { $what }
serve-plain-welcome-back = Bienvenido de nuevo: { $count ->
    [one] 1 partida te espera
   *[other] { $count } partidas te esperan
} (cada una dice «tu mesa» en la lista).
serve-plain-tables-more = { $count ->
    [one] Hay 1 mesa más abierta, no listada aquí: una partida rápida o un código te encuentra un puesto.
   *[other] Hay { $count } mesas más abiertas, no listadas aquí: una partida rápida o un código te encuentra un puesto.
}
serve-plain-lobby-prompt = Vestíbulo: escribe un número, Intro solo para oír la lista otra vez, ayuda para ver los comandos.
serve-plain-news-opened = { $count ->
    [one] Se abrió una mesa: { $what }.
   *[other] Se abrieron { $count } mesas.
}
serve-plain-news-gone = { $count ->
    [one] Una mesa en la que podías sentarte ya está llena o cerrada.
   *[other] { $count } mesas en las que podías sentarte ya están llenas o cerradas.
}
serve-plain-news-kept = Hay un puesto reservado para ti: { $what }.
serve-plain-news-again = Intro solo para oír la lista otra vez.
serve-plain-help = En el vestíbulo: un número elige de la lista; sentar 14 toma un puesto en la mesa 14 de la lista y mirar 14 la mira; Intro solo dice la lista otra vez; repetir dice otra vez las últimas líneas; salir te saca del servidor. En una mesa: ayuda dice los comandos de la partida, y salir te devuelve al vestíbulo (el puesto de un miembro le espera; el de un invitado lo juega el ordenador hasta el final).
serve-plain-word-sit = sentar, sentarse, sentarme
serve-plain-word-watch = mirar
serve-plain-not-listed = «{ $what }» no está en la lista: escribe un número del 1 al { $last }, o ayuda.
serve-plain-not-a-table = «{ $what }» no es ninguna mesa de la lista: { $count ->
    [one] la mesa es el número { $first }.
   *[other] las mesas son los números del { $first } al { $last }.
}
serve-plain-back = De vuelta en el vestíbulo.
serve-plain-code-ask = Escribe el código de la mesa, o pulsa Intro solo para volver:
serve-plain-watch-ask = ¿Qué mesa quieres mirar? Escribe su número de la lista, o pulsa Intro solo para volver.
serve-plain-language-ask = ¿Qué idioma? Escribe su número, o pulsa Intro solo para quedarte con este.
serve-plain-learn-at-home = Aprender no se juega por la conexión: en casa, yahtzee --plain learn juega sus lecciones y acertijos en líneas simples.
serve-plain-leave-ask = ¿Salir del servidor? Tus partidas se quedan: vuelve a conectarte para retomarlas. Escribe sí para salir, o no (o solo Intro) para quedarte.
serve-plain-leave-ask-guest = ¿Salir del servidor? Escribe sí para salir, o no (o solo Intro) para quedarte.
serve-plain-staying = Te quedas en el vestíbulo.
serve-plain-leave-what = «{ $what }» no es una respuesta: escribe sí para salir del servidor, o no para quedarte.
serve-plain-word-yes = sí, si, s
serve-plain-word-no = no, n
serve-plain-quick-waiting = Esperando a alguien para una partida Classic a dos; tras { $seconds ->
    [one] 1 segundo
   *[other] { $seconds } segundos
} se te ofrece el ordenador. Escribe { $number } para dejar de esperar.
serve-plain-quick-no-one-came = Nadie vino en { $seconds ->
    [one] 1 segundo
   *[other] { $seconds } segundos
}: escribe { $number } para jugar contra un ordenador fuerte, o sigue esperando.
serve-plain-table-closed-reopen = cerrada porque no había nadie: su número la vuelve a abrir
serve-goodbye-cpu-plays-on = Dejaste la mesa: un ordenador { $level } juega tu puesto hasta el final (el puesto de un invitado no puede esperar). ¡Adiós!
serve-goodbye-match-ends = Dejaste la mesa, el último que jugaba en ella: la partida termina sin acabar. ¡Adiós!
serve-plain-word-stand-in = ordenador
serve-plain-owner-may-stand-in = Tu mesa: si alguien se ausenta, escribe ordenador y el ordenador juega por esa persona hasta que vuelva.
serve-plain-owner-help = Tu mesa: ordenador hace que el ordenador juegue por alguien ausente hasta que vuelva; ordenador otra vez, y la partida le espera.
serve-plain-choose-from = «{ $what }» no es ninguna de las opciones: escribe un número del 1 al { $last }, o pulsa Intro para la primera.
serve-plain-new-rules-ask = Las reglas de la mesa nueva (Intro elige { $default }):
serve-plain-new-seat-ask = ¿Quién ocupa el puesto { $number }? (Intro: { $default })
serve-plain-seat-kept = reservado para un miembro (luego escribes su nombre)
serve-plain-new-kept-ask = Escribe el nombre para quien se reserva el puesto { $number }:
serve-plain-new-listed-ask = ¿Visible en el vestíbulo, o privada? (Intro: visible)
serve-plain-new-dropped = No se abrió ninguna mesa: de vuelta en el vestíbulo.
serve-plain-left-table = Has dejado la mesa; tu puesto te espera. De vuelta en el vestíbulo: Intro solo dice la lista.
serve-plain-left-table-gone = Has dejado la mesa. De vuelta en el vestíbulo: Intro solo dice la lista.
serve-plain-mine-open-count = { $count ->
    [0] No tienes ninguna partida en curso.
    [one] Tienes 1 partida en curso (en la lista del vestíbulo, marcada como tuya):
   *[other] Tienes { $count } partidas en curso (en la lista del vestíbulo, marcadas como tuyas):
}
serve-plain-mine-open = Mesa n.º { $no }, { $rules }: { $names }; { $state }.
serve-plain-mine-closed = Mesa n.º { $no }, { $rules }: { $names }; cerrada hasta que vuelvas.
serve-plain-mine-finished = { $count ->
    [0] Aún no has terminado ninguna partida.
    [one] Has terminado 1 partida:
   *[other] Has terminado { $count } partidas; las { $shown } últimas:
}
serve-plain-mine-player = { $name } { $total }
serve-plain-mine-finished-rated = { $rules }: { $players }; puntúa.
serve-plain-mine-finished-row = { $rules }: { $players }.
serve-plain-about-matches = { $count ->
    [one] 1 partida jugada
   *[other] { $count } partidas jugadas
}, { $won } ganadas, { $rated } puntuables.
serve-plain-about-family = { $rules }: { $count ->
    [one] 1 partida
   *[other] { $count } partidas
}, { $won } ganadas, la mejor { $best }, de media { $mean }.
serve-plain-about-more = Lo que el servidor guarda sobre ti, y borrar tu cuenta, están en «Sobre mí» del vestíbulo dibujado.
serve-plain-daily-title = { $count ->
    [0] Reto diario de hoy: nadie lo ha jugado todavía.
   *[other] Reto diario de hoy, los mejores primero:
}
serve-plain-leaderboard-title = { $count ->
    [0] Clasificación { $family }: nadie tiene puntuación todavía.
   *[other] Clasificación { $family }, los mejores primero:
}
serve-plain-place = { $place }. { $name }: { $what }
serve-plain-place-mine = { $place }. { $name }: { $what } (tú)

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

# `yahtzee review`
cli-review-title = Partida { $id } ({ $finished }, reglas { $rules })
cli-review-estimates = Ninguna hoja de varias columnas tiene un óptimo exacto: cada elección se mide con la búsqueda de Perfecto sobre todas las columnas, y las cifras son estimaciones. La probabilidad de ganar solo se conoce exactamente con una columna, así que no aparece.
cli-review-seat = { $name }: { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}
cli-review-seat-given = { $name }: { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}, { $loss } puntos esperados perdidos en { $count ->
    [one] 1 decisión
   *[other] { $count } decisiones
}
cli-review-seat-given-estimated = { $name }: { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}, { $loss } puntos esperados perdidos (estimación) en { $count ->
    [one] 1 decisión
   *[other] { $count } decisiones
}
cli-review-decision = ronda { $round }  { $dice }  quedan { $left }  { $chosen } mejor { $best } { $mark }
cli-review-ok = bien
cli-review-loss = −{ $loss }

# La línea tras "yahtzee: " cuando no se pueden leer los argumentos
cli-usage-see-help = { $error } (consulta { $command } --help)
cli-usage-invalid-value = valor no válido '{ $value }' para '{ $option }': { $reason }
cli-usage-invalid-arguments = argumentos no válidos

# sim: la línea de cabecera y la tabla de puestos
cli-sim-summary = { $games ->
        [one] 1 partida
       *[other] { $games } partidas
    }, reglas { $rules }, semilla { $seed }{ $dice ->
        [tape] { " " }con la cinta de dados
        [same] { " " }con la cinta de dados, los mismos dados para todos
       *[generator] { "" }
    }, { $threads ->
        [one] 1 hilo
       *[other] { $threads } hilos
    }, { $rotating ->
        [yes] el primer puesto rota
       *[no] el puesto 1 siempre empieza
    }: { $seconds } s, { $rate } partidas/s
cli-sim-seat = puesto
cli-sim-level = nivel
cli-sim-mean = media
cli-sim-sd = desv.
cli-sim-min = mín
cli-sim-max = máx
cli-sim-bonus = bono
cli-sim-yahtzee = yahtzee
cli-sim-wins = victorias
cli-sim-interval = intervalo del 95 %
cli-sim-interval-range = { $low }–{ $high }
cli-sim-margin = margen

# Listas en una frase: "bash, zsh y fish"
cli-list-and = { $first } y { $last }

# Valores rechazados al leer los argumentos
cli-arg-level-count = indica de 1 a { $most } niveles
cli-arg-no-games = juega al menos 1 partida
cli-arg-unknown-shell = no hay script de autocompletado para esta shell; las conocidas son { $shells }
cli-arg-not-assignment = '{ $value }' no tiene la forma CLAVE=VALOR (p. ej., joker=free)

# Por qué se detuvo un comando
cli-error-config-problems = config: { $count ->
        [one] 1 problema
       *[other] { $count } problemas
    }
cli-error-no-data-folder = no se encontró ninguna carpeta de datos; indica una con --data-dir CARPETA o ${ $variable }
cli-error-not-a-folder = la carpeta de datos { $path } no es una carpeta; indica otra con --data-dir CARPETA
cli-error-damaged-entry = esa entrada del historial está dañada: { $why }
cli-error-write = no se puede escribir { $path }: { $why }
cli-error-not-a-file = no se puede escribir { $path }: { $why }; indica un archivo normal o uno nuevo
cli-error-manual = no se puede escribir la página del manual: { $why }
cli-error-manual-dir = no se pueden escribir las páginas del manual en { $path }: { $why }
cli-error-no-terminal = el juego necesita una terminal; para scripts, consulta yahtzee --help (rules, sim, advise, stats, review)
cli-error-terminal = error de la terminal: { $why }

# daily --history y --share
cli-daily-streak = Racha: { $days ->
        [one] 1 día
       *[other] { $days } días
    } (mejor: { $best ->
        [one] 1 día
       *[other] { $best } días
    })
cli-daily-none-yet = Aún no has anotado ningún reto diario: yahtzee daily juega el de hoy.
cli-daily-day-without-share = --day indica el día de la línea de --share; añade también --share
cli-daily-not-finished = el reto diario del { $day } no está terminado: aún no tiene puntuación que compartir
cli-daily-not-played = aquí no se jugó ningún reto diario del { $day } (yahtzee daily juega el de hoy)

# stats
cli-stats-history-kept-aside = un historial de partidas anterior estaba dañado y se guardó aparte como { $file }; estas estadísticas solo cuentan las partidas desde entonces

# La tarjeta de resultados (card, y la copia de la pantalla de resultados)
cli-card-subtitle = { $time } · reglas { $rules }{ $play ->
        [real-dice] { " " }· dados reales
        [score-pad] { " " }· solo hoja de puntuación
       *[on-screen] { "" }
    }{ $practice ->
        [yes] { " " }· práctica
       *[no] { "" }
    }
cli-card-same-dice = { " " }· mismos dados
cli-card-upper-total = Total superior
cli-card-upper-bonus = Bono (≥{ $threshold } → { $bonus })
cli-card-lower-total = Total inferior
cli-card-yahtzee-bonus = Bono de Yahtzee
cli-card-total = TOTAL
cli-card-total-multiplied = TOTAL × multiplicador
cli-card-place = { $rank }.º{ $shared ->
        [yes] =
       *[no] { "" }
    }
cli-card-luck-heading = Suerte y juego (puntos esperados frente al juego perfecto):
cli-card-luck-heading-estimated = Suerte y juego (puntos esperados estimados frente a la búsqueda de Perfecto):
cli-card-luck-line = { $name }  suerte { $luck }  juego { $play }  precisión { $accuracy }
cli-card-luck-line-perfect = { $name }  suerte { $luck }  juego { $play }  precisión { $accuracy }  Perfecto con estos dados { $perfect }


# Datos resueltos en el primer uso, y partidas terminadas buscadas
cli-solving = Calculando la estrategia óptima para estas reglas (una sola vez; luego queda en caché)…
cli-solving-percent = Calculando la estrategia óptima para estas reglas (una sola vez; luego queda en caché): { $percent } %
cli-solver-cache-no-folder = no hay carpeta de datos
cli-solver-cache-unwritten = nota: no se escribió la caché del solucionador ({ $why }); se volverá a calcular la próxima vez
cli-building-outlook = Calculando la tabla de probabilidades de ganar para estas reglas (una sola vez; luego queda en caché)…
cli-no-finished-match-empty = no hay ninguna partida terminada '{ $which }': el historial está vacío (termina antes una partida)
cli-no-finished-match = no hay ninguna partida terminada '{ $which }' en el historial ({ $kept } guardadas)

# The config file's problems, each after "FILE:LINE: "
cli-config-cannot-read = no se puede leer ({ $error })
cli-config-not-a-file = no es un archivo
cli-config-too-large = ocupa { $size } bytes; un archivo de configuración ocupa como mucho { $limit }
cli-config-not-toml = no es TOML válido: { $why }
cli-config-ui-mode = [ui] mode es "screen" o "plain", no "{ $value }"
cli-config-unknown-section = sección desconocida [{ $section }] (las secciones son { $sections })
cli-config-outside-section = '{ $key }' está fuera de toda sección (las secciones son { $sections })
cli-config-unknown-setting = [{ $section }] no tiene el ajuste '{ $key }' (tiene { $known })
cli-config-must-be-section = '{ $name }' debe ser una sección, no { $kind ->
    [string] un texto
    [integer] un número entero
    [float] un número decimal
    [boolean] un booleano
    [datetime] una fecha
    [array] una lista
   *[other] { $kind }
}
cli-config-must-be-boolean = '{ $key }' debe ser true o false
cli-config-must-be-string = '{ $key }' debe ser un texto entre comillas
cli-config-section-needed = '{ $name }' debe ser una sección: [{ $name }]
cli-config-unknown-key-preset = juego de teclas desconocido '{ $name }' (elige default o vim)
cli-config-keys-unknown-place = [keys] no tiene '{ $name }' (tiene preset y las secciones { $places })
cli-config-keys-unknown-action = [keys.{ $place }] no tiene la acción '{ $action }' (tiene { $known })
cli-config-hold-five-keys = hold necesita cinco teclas, una por dado (tiene { $count })
cli-config-key-clash = { $key } ya está asignada a { $action } en { $place }; { $changed } conserva sus teclas de siempre
cli-config-guest-keys-list = guest_keys debe ser una lista de claves públicas, p. ej. ["ssh-ed25519 AAAA… ana"]
cli-config-guest-key-line = cada clave de invitado es una línea de clave pública como "ssh-ed25519 AAAA… ana"
cli-config-admit = admit es anyone, listed o code (no '{ $value }')
cli-config-whole-number = { $key } debe ser un número entero de { $min } a { $max }
cli-config-listed-needs-keys = admit = "listed" necesita keys = [...]: sin claves, nadie podría conectarse
cli-config-presets-none = presets no nombra ninguno: el servidor ofrece todos los ajustes integrados
cli-config-presets-list = presets es una lista de ajustes integrados ({ $choices })
cli-config-presets-each = cada elemento de presets es un ajuste integrado ({ $choices })
cli-config-own-presets-sections = preset contiene los ajustes propios del servidor como secciones: [serve.preset.NAME]
cli-config-own-preset-section = cada ajuste propio es una sección: [serve.preset.NAME]
cli-config-set-list = set es una lista de "KEY=VALUE"
cli-config-preset-twice = el ajuste { $name } aparece dos veces
cli-config-key-string = cada tecla es un texto como "r", "space" o "ctrl+z"
cli-config-keys-shape = las teclas son un texto ("space r") o una lista (["space", "r"]), no { $kind ->
    [integer] un número entero
    [float] un número decimal
    [boolean] un booleano
    [datetime] una fecha
    [table] una sección
   *[other] { $kind }
}
cli-config-bad-key = { $why } (una tecla es un carácter, o space enter esc tab backspace delete up down left right pageup pagedown home end, si quieres con ctrl+)
cli-config-unknown-theme = tema desconocido '{ $name }' (elige { $choices })
cli-config-unknown-colour-role = [theme.colors] no tiene '{ $role }' (tiene { $known })
cli-config-not-a-colour = '{ $value }' no es un color (usa un nombre como "yellow" o "light-blue", "#rrggbb", o "default")
cli-config-unknown-coach-measure = medida del entrenador desconocida '{ $value }' (elige points o chance_to_win)
cli-config-coach-threshold = coach_threshold debe ser un número de puntos de 0 a { $most }
cli-config-players = players: { $why }

# A key in the config file that is no key
cli-keys-invisible = '{ $key }' es un carácter de control o invisible, no una tecla
cli-keys-not-a-key = '{ $key }' no es una tecla
cli-keys-none = ninguna tecla
cli-config-notice = El archivo de configuración { $path } tiene { $count ->
        [one] 1 problema
       *[other] { $count } problemas
    } (ahí se usan los valores por defecto): { $first }

# yahtzee new: refusals
cli-new-pad-people-only = una hoja de puntuación lleva los puntos de personas: --players solo puede nombrar personas (el ordenador necesita dados)
cli-new-default-seats = los puestos por defecto no pueden empezar una partida: { $why } (o indica --players)
cli-new-same-dice-refused = --same-dice da a cada puesto los mismos dados, pero { $why ->
        [one-seat] solo hay un puesto
        [score-pad] una hoja de puntuación no tiene dados que repartir
       *[real-dice] los dados de verdad tirados en la mesa no se pueden repartir iguales
    }: indica de dos a cuatro puestos que tiren en pantalla, o quita --same-dice

# advise: the position, then every option ranked
cli-advise-card-full = la hoja está llena: no queda nada por jugar
cli-advise-no-column-table = no hay tabla para estas columnas
cli-advise-start = Total final esperado desde el comienzo del próximo turno: { $total }
cli-advise-give-dice = Indica --dice para comparar las opciones.
cli-advise-position = Reglas { $rules }. Hoja: { $boxes ->
        [one] 1 casilla llena
       *[other] { $boxes } casillas llenas
    }, { $points } puntos. Dados { $dice }, { $throws ->
        [one] queda 1 tirada
       *[other] quedan { $throws } tiradas
    }.
cli-advise-behind-best = Puntos por detrás de la mejor opción (estimaciones):
cli-advise-best = (la mejor)

# odds: each seat's chance to win
cli-odds-single-column-only = la probabilidad de ganar solo es exacta en una hoja de una columna, no en la { $card ->
        [classic] hoja clásica
        [yatzy] hoja Yatzy
        [triple] hoja triple
       *[three_column] hoja de tres columnas
    }
cli-odds-all-full = todas las hojas están llenas: no quedan dados por tirar
cli-odds-card-count = indica de 1 a { $most } hojas, una por puesto
cli-odds-card-fault = hoja { $card }: { $why }
cli-odds-to-play-range = --to-play debe nombrar un puesto de 1 a { $seats }
cli-odds-to-play-full = le toca al puesto { $seat }, pero su hoja está llena
cli-odds-turn-order = la hoja { $card } tiene { $boxes ->
        [one] 1 casilla llena
       *[other] { $boxes } casillas llenas
    }, pero si le tocara al puesto { $seat } tendría { $want }
cli-odds-turn-order-fits = la hoja { $card } tiene { $boxes ->
        [one] 1 casilla llena
       *[other] { $boxes } casillas llenas
    }, pero si le tocara al puesto { $seat } tendría { $want }; las hojas encajan con que le toque al puesto { $fits }: añade --to-play { $fits }
cli-odds-heading = Reglas { $rules }. Probabilidad de ganar si cada puesto juega como Perfecto desde aquí (victorias compartidas repartidas):
cli-odds-to-play = (le toca)
cli-odds-boxes = { $boxes ->
        [one] 1 casilla
       *[other] { $boxes } casillas
    }
cli-odds-row = {"  "}Puesto { $seat }{ $marker }  { $points } puntos, { $boxes } llenas   { $chance } %

# list: the matches on the go; resume: which one is meant
cli-list-none = No hay ninguna partida en curso. Empieza una con yahtzee new.
cli-list-col-id = ID
cli-list-col-players = Jugadores
cli-list-col-rules = Reglas
cli-list-col-round = Ronda
cli-list-col-last-played = Última jugada
cli-list-practice = práctica
cli-list-over = terminada
cli-list-round = { $round } de { $rounds }
cli-list-elsewhere = en otra ventana
cli-list-resume-hint = Continúa una con: yahtzee resume ID
cli-resume-elsewhere = la { $what ->
        [practice] partida de práctica
       *[match] partida
    } { $id } se está jugando en otra ventana; yahtzee list muestra todas las partidas en curso
cli-resume-none = no hay ninguna { $what ->
        [practice] partida de práctica
       *[match] partida
    } que continuar; { $others ->
        [none] empieza una con yahtzee new
       *[some] yahtzee list muestra las partidas en curso
    }
cli-resume-no-such-id = ninguna partida en curso tiene el ID { $id }; yahtzee list las muestra
cli-resume-ambiguous-id = { $count } partidas tienen un ID que empieza por { $id }; da más de él (yahtzee list las muestra)
cli-resume-busy = la partida { $id } se está jugando en otra ventana

# config --check
cli-config-no-folder = no se encontró ninguna carpeta de configuración; nombra un archivo: yahtzee config --check FILE
cli-config-none-here = { $path }: aquí no hay archivo de configuración; el juego usa sus valores por defecto
cli-config-no-problems = { $path }: ningún problema

# cache: the solved data kept on disk
cli-cache-cannot-list = no se puede listar { $path }: { $error }
cli-cache-none = No hay datos resueltos en caché en { $path } (los de cada reglamento se calculan la primera vez que hacen falta).
cli-cache-rules = reglas { $rules }
cli-cache-other-rules = otras reglas
cli-cache-old-format = { $rules }, formato de una versión anterior
cli-cache-heading = Datos resueltos en caché en { $path }: { $size } en { $files ->
        [one] 1 archivo
       *[other] { $files } archivos
    }.
cli-cache-note = Cada archivo se vuelve a calcular cuando hace falta (segundos para las tablas de un reglamento); `yahtzee cache --clear` los borra.
cli-cache-removing = Borrando { $files ->
        [one] 1 archivo de caché
       *[other] { $files } archivos de caché
    } ({ $size }) de { $path }:
cli-cache-not-removed = no se { $files ->
        [one] pudo borrar 1 archivo
       *[other] pudieron borrar { $files } archivos
    }: { $errors }
cli-cache-removed = Borrado; { $size } liberados. El juego vuelve a calcular lo que necesita.

# preset: the player's own presets
cli-preset-saved = Tu ajuste '{ $name }' está guardado: { $rules }.
cli-preset-renamed = Tu ajuste '{ $old }' ahora se llama '{ $new }'.
cli-preset-built-in-stays = '{ $name }' es el ajuste de serie { $preset }, que no se puede borrar; yahtzee preset list muestra los tuyos
cli-preset-deleted = Tu ajuste '{ $name }' está borrado (una partida guardada o una configuración que lo usaba conserva sus reglas).
cli-preset-unknown-none-yours = ajuste de reglas desconocido '{ $name }'; elige { $choices }; aún no tienes ninguno propio (yahtzee preset save NAME)
cli-preset-unknown = ajuste de reglas desconocido '{ $name }'; elige { $choices }; o uno de los tuyos: { $yours }{ $more ->
        [0] {""}
       *[other] {" "}y { $more } más (yahtzee preset list)
    }
cli-preset-exists = { $why } (--replace lo sustituye)
cli-preset-none-yet = Aún no tienes ajustes propios. Guarda uno en la configuración (p en la fila Reglas) o con: yahtzee preset save NAME --rules PRESET --set KEY=VALUE
cli-preset-list-heading = Tus ajustes ({ $count } de { $most } como máximo):
cli-preset-hidden-by-built-in = un ajuste de serie tiene este nombre: --rules da el de serie

# card --out, and the chance-to-win table built for the game
cli-card-written = Tarjeta de resultado escrita en { $path }
cli-card-written-through-link = Tarjeta de resultado escrita en { $path } (el archivo al que lleva el enlace { $link })
cli-odds-table-unsaved = la tabla de probabilidad de ganar no se pudo escribir en la caché

# --card, --dice, --held, --rolls-left (advise, odds)
cli-position-not-box-points = '{ $part }' no es CASILLA=PUNTOS (p. ej. fours=12)
cli-position-points-whole = '{ $part }': los puntos deben ser un número entero
cli-position-column = '{ $part }': la columna tras @ va de 1 a { $columns } en esta hoja
cli-position-box-twice = { $id } aparece dos veces
cli-position-impossible = { $id }={ $points } es imposible: ninguna tirada anota { $points } en { $label } con estas reglas
cli-position-not-a-face = '{ $part }' no es una cara de dado: usa de 1 a 6
cli-position-five-held = como mucho se pueden guardar cinco dados
cli-position-need-dice = --rolls-left y --held necesitan --dice: describen los dados de la mesa
cli-position-held-sticky = --held solo cuenta con dados fijos (--set sticky_holds=true); si no, cualquier dado se puede volver a tirar
cli-position-rolls-left = --rolls-left debe ser menor que { $throws } (los dados mostrados cuentan como una tirada de { $throws })
cli-position-held-not-among = los dados guardados { $held } no están entre los dados { $dice }

# The result card's format, and why its share line cannot reach the clipboard
cli-card-unknown-format = formato de tarjeta desconocido '{ $format }'; elige text o svg
cli-clipboard-no-terminal = este terminal no tiene portapapeles
cli-clipboard-vte = GNOME Terminal y los demás terminales VTE ignoran las peticiones de portapapeles
cli-clipboard-tmux = tmux solo la pasa con `set -g set-clipboard on` o `set -g allow-passthrough on`
# Salir de una partida en curso (pantalla o líneas simples)
cli-match-saved = La partida está guardada. Para seguirla: yahtzee resume { $id }

## ==== end cli ====
