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
core-whose = { $who ->
    [you] tu
   *[other] de { $name }
}
core-cpu-name = Ordenador ({ $level })

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
core-setting-sticky-holds = Los dados guardados siguen guardados
core-setting-upper-threshold = Umbral del bono
core-setting-upper-bonus = Puntos del bono
core-setting-kinds-score = Cómo cuentan trío y póker
core-setting-points = Puntos de { $spot }
core-setting-five-of-a-kind-is-full-house = Cinco iguales como full
core-setting-extra-yahtzee-bonus = Bono por { $spot } extra
core-setting-bonus-needs-positive-yahtzee = Bono solo con { $spot } mayor que 0
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
    [0] justo en la media
   *[other] { $over } por encima de la media
} (tres { $face }), en camino al bono de { $threshold }
ai-reason-under-par = { $spot } se llevaría { $points }, { $under } por debajo de la media (tres { $face } son { $par }), el { $threshold } más difícil de alcanzar
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
