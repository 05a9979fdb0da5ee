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
store-stats-level = { $level ->
    [beginner] Principiante
    [casual] Tranquilo
    [strong] Fuerte
    [perfect] Perfecto
    [shark] Tiburón
   *[other] { $level }
}
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
