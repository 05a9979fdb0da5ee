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
