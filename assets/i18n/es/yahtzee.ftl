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

## ==== end core ====

## ==== ai: hints, the coach, the review, luck and skill (crates/ai) ====

## ==== end ai ====

## ==== table: the table's authority and its refusals (crates/table) ====

## ==== end table ====

## ==== store: files, statistics, history, presets, the daily (crates/store) ====

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
plain-menu-quit = { $n }. Salir
plain-menu-ask = Escribe un número del 1 al { $count }.
plain-type-a-number = «{ $given }» no es una de las opciones: escribe un número del 1 al { $count }.
plain-resume-title = Partidas en curso:
plain-resume-item = { $n }. { $who }, ronda { $round } de { $rounds }, { $rules }
plain-resume-ask = Escribe un número del 1 al { $count }, o Intro para la primera.
plain-setup-players = ¿Quién juega? Escribe los nombres separados por comas, cpu para el ordenador (cpu:beginner, cpu:casual, cpu:strong, cpu:perfect o cpu:shark). Intro mantiene: { $now }.
plain-setup-rules = ¿Qué reglas? Intro mantiene { $now }.
plain-setup-rules-item = { $n }. { $name }
plain-setup-dice = ¿Cómo se tiran los dados?
plain-setup-dice-screen = 1. Los tira el juego
plain-setup-dice-real = 2. Dados de verdad: escribes cada tirada
plain-setup-dice-pad = 3. Hoja de puntuación: escribes los puntos de cada casilla
plain-setup-same-dice = ¿Los mismos dados para cada puesto? 1. Sí, 2. No. Intro mantiene { $now }.
plain-cannot-start = No se puede empezar: { $why }.
plain-nothing-to-resume = No hay ninguna partida { $id } que seguir.
plain-finished-to-history = Una partida terminada se ha pasado al historial.
plain-finished-not-moved = Una partida terminada no se ha podido pasar al historial: { $why }
plain-already-in-history = Una partida guardada ya había terminado y está en el historial; su copia antigua se ha guardado como { $aside }.
plain-already-in-history-not-moved = Una partida guardada ya había terminado y está en el historial, pero su copia antigua no se ha podido apartar: { $why }
plain-learn-on-screen = Las lecciones y los problemas de Aprender se juegan en el tablero dibujado: todavía no están en el modo texto. Las partidas sí: prueba yahtzee --plain new.

# El reto diario
plain-daily-title = El reto diario del { $day }: hoy todos juegan con los mismos dados.
plain-daily-scored = Has hecho { $points } en el reto de hoy. ¿Jugarlo otra vez, sin puntuar? 1. Sí, 2. No.
plain-daily-given-up = El intento puntuable de hoy quedó sin terminar y se borró, así que hoy no puntúa nada. ¿Jugarlo otra vez, sin puntuar? 1. Sí, 2. No.
plain-daily-taken = El reto del { $day } se empezó en otra ventana: esa es la partida que cuenta.
plain-daily-unwritable = El reto diario no ha empezado, porque tu registro no se puede escribir: { $why }

# La partida contada
plain-match-begins = Una partida de { $rules }: { $seats }. Escribe ayuda para ver las órdenes.
plain-threw = { $name } saca { $dice }.
plain-holds = { $name } guarda { $dice }.
plain-holds-none = { $name } no guarda ningún dado.
plain-scored = { $name } anota { $points } en { $spot }.
plain-scored-joker = { $name } anota { $points } en { $spot } (comodín).
plain-extra-bonus = { $name } gana un bono de Yahtzee de { $points }.
plain-upper-bonus = { $name } gana el bono de { $points }.
plain-turn-of = Le toca a { $name }.
plain-turn-again = Vuelve a tocarle a { $name }.
plain-match-over = La partida ha terminado.
plain-corrected = { $name } corrige { $spot } de { $before } a { $after }.
plain-corrected-bonuses = { $name } corrige los bonos de Yahtzee de { $before } a { $after }.
plain-undone-throw = { $name } deshace una tirada.
plain-undone-hold = { $name } deshace el cambio en el dado { $die }.
plain-undone-score = { $name } deshace la anotación en { $spot }.
plain-undone-typed = { $name } deshace la tirada { $dice }.
plain-undone-bonuses = { $name } deshace la corrección de los bonos de Yahtzee.
plain-undo-not-saved = No se ha guardado, así que no se ha deshecho: { $why }
plain-cpu-preparing = Los ordenadores se están preparando: { $percent } %.
plain-save-failed = No se ha podido guardar la partida: { $why } Escribe reintentar, seguir (sin guardar) o salir.
plain-saved-now = Guardado.
plain-playing-unsaved = Se sigue jugando SIN GUARDAR ({ $why }).
plain-winner = { $name } gana con { $points } puntos.
plain-winners-tied = { $names } comparten el primer puesto con { $points } puntos.
plain-review-seat = { $name }: { $score } puntos; el juego perfecto esperaba { $start } al empezar, la suerte de los dados dio { $luck } y las decisiones costaron { $cost }. Precisión: { $accuracy } puntos perdidos por decisión.
plain-review-later = El análisis de esta partida (suerte y decisiones) necesita la tabla del solucionador: yahtzee review lo da en cuanto esté lista.

# La línea de espera: a quién le toca y qué puede hacer
plain-prompt-first = { $name }, ronda { $round } de { $rounds }: escribe tirar.
plain-prompt-again = { $name }, tienes { $dice }; { $left ->
    [one] te queda una tirada
   *[other] te quedan { $left } tiradas
}: guardar, tirar o anotar.
plain-prompt-last = { $name }, tienes { $dice }: anota en una casilla.
plain-prompt-real-first = { $name }, ronda { $round } de { $rounds }: tira tus dados y escribe tirar con los cinco dados (tirar 3 3 5 1 6).
plain-prompt-real-again = { $name }, tienes { $dice }; { $left ->
    [one] te queda una tirada
   *[other] te quedan { $left } tiradas
}: escribe tirar con los cinco dados que hay en la mesa, o anota.
plain-prompt-pad = { $name }, ronda { $round } de { $rounds }: escribe anotar, la casilla y sus puntos (anotar full house 25).

# Lo que dicen las órdenes
plain-help = Órdenes: tirar; guardar 1 2 (los dados por su lugar, del 1 al 5); soltar 1, o soltar para todos; anotar full house (una casilla por su nombre, su abreviatura o sus primeras letras); hoja; clasificación; registro; pistas; probabilidad; deshacer; repetir; ayuda; salir. Con dados de verdad: tirar 3 3 5 1 6. En una hoja de puntuación: anotar full house 25, y corregir full house 0. Las órdenes en inglés también valen.
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
plain-coach-warns = Entrenador: esto pierde { $loss } puntos de media. Mejor: { $better } ({ $better_total }). Lo tuyo: { $yours } ({ $yours_total }). Escribe la misma orden otra vez para hacerlo de todos modos.
plain-coach-preparing = La tabla del entrenador todavía se está preparando ({ $percent } %): esta jugada no se ha juzgado.
plain-odds-off = La probabilidad de ganar está desactivada en esta partida.
plain-odds-preparing = La probabilidad de ganar se está preparando: { $percent } %. Vuelve a preguntar en un momento.
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
plain-standing = { $rank }. { $name }, { $points } puntos.
plain-log-empty = Todavía no ha pasado nada.
plain-log-threw = saca { $dice }
plain-log-kept-threw = guarda { $kept } y saca { $dice }
plain-log-scored = anota { $points } en { $spot }
plain-log-took-back = deshace una jugada
plain-log-turn = Ronda { $round }, { $name }: { $what }.

## ==== end plain ====

## ==== play: the match screen, results, review, daily, menu (src/tui/screens) ====

## ==== end play ====

## ==== setup: setup, Learn, matches, history, statistics, confirmations (src/tui/screens) ====

## ==== end setup ====

## ==== serve: the public server, its lobby, standings, the SSH door, hosting (src/serve, src/net, src/tui/hosting.rs, src/tui/screens/{hall,standings,lobby,guest_keys}) ====

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

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
cli-share-line = Reto diario de Yahtzee { $day } · { $score }
cli-share-line-luck = Reto diario de Yahtzee { $day } · { $score } · suerte { $luck }
cli-share-line-played = Reto diario de Yahtzee { $day } · { $score } · precisión { $accuracy } · suerte { $luck }

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

## ==== end cli ====
