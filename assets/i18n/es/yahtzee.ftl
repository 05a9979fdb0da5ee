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
serve-table-closed-reopen = cerrada porque no había nadie: Enter la vuelve a abrir
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
serve-door-table-needs-terminal = Esta mesa necesita un terminal: conéctate con ssh -t.
serve-door-server-needs-terminal = Este servidor necesita un terminal: conéctate con ssh -t.
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
serve-hosted-help = ↑/↓ elegir · Enter lo toma · Esc para salir. Un puesto tomado es tuyo hasta que acabe la partida: vuelve con el mismo nombre (ssh NOMBRE@…) para tomarlo de nuevo.
serve-hosted-free = libre
serve-hosted-taken = ocupado
serve-hosted-away = esperando a que vuelva su invitado
serve-hosted-away-cpu = { $cpu } lo juega hasta que vuelva su invitado
serve-hosted-watch = Mirar la partida
serve-hosted-watch-full = Mirar la partida (no quedan sitios para mirar)

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

## ==== end cli ====
