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
serve-lobby-choose-to-watch = Elige una mesa para mirar: Enter la mira, Esc vuelve.
serve-lobby-nothing-to-watch = Aún no hay ninguna mesa abierta para mirar.
serve-lobby-quick-waiting = Esperando a alguien para una partida rápida… ({ $seconds } s)
serve-lobby-quick-cpu-offered = Nadie vino a la partida rápida: si quieres, un ordenador fuerte juega contigo (Jugar contra el ordenador).
serve-lobby-me-guest = { $name } (invitado: las partidas no puntúan)
serve-lobby-me-unrated = { $name } · aún sin clasificar
serve-lobby-no-tables = No hay ninguna mesa abierta: abre una con Mesa nueva, o juega una partida rápida.
serve-lobby-tables-watching = Mesas (Enter para mirar)
serve-lobby-tables = Mesas (Enter para sentarte · w para mirar · ★ las tuyas)
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
serve-leaderboard-note = Glicko-2, por familia de reglas: puntuación ± dos desviaciones, ? mientras es provisional.
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
serve-new-seat-kept-for-whom = reservado para… (Enter y escribe su nombre)
serve-new-seat-kept-for = reservado para { $name }
serve-new-seat-cpu = ordenador { $level }
serve-new-no-rules = El servidor no ofrece reglas para jugar.
serve-new-kept-for-no-one = Hay un puesto reservado para nadie: Enter en él y escribe el nombre.
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

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

## ==== end cli ====
