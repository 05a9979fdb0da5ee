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
play-title-practice = PRÁCTICA
play-title-not-saved = SIN GUARDAR
play-title-building = probabilidad de ganar: calculando { $percent } %
play-title-keys = { $key } teclas

# The match screen: the turn's panel
play-panel-to-play = ▶ Le toca a { $name }
play-panel-to-play-cpu = ▶ Le toca a { $name } · ordenador ({ $level })
play-panel-match-over = Partida terminada
play-panel-upper-bonus-earned = Bono conseguido: +{ $bonus }
play-panel-upper-over-par = Superior { $subtotal }/{ $threshold } · +{ $margin } por encima de la media
play-panel-upper-under-par = Superior { $subtotal }/{ $threshold } · { $margin } por debajo de la media

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
play-typing-tip-first = 33516 y luego Enter · Retroceso corrige · { $score } anota
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
play-real-dice-throw = Tira tus dados, escribe las cinco caras (p. ej. 33516) y pulsa Enter.
play-pad-no-dice = Una hoja de puntuación no tiene dados: escribe los puntos de { $spot } y pulsa Enter.
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
play-dice-held = FIJO
play-dice-kept = fijo
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
play-results-finished-with = { $name } ha terminado con { $points } puntos.
play-results-wins-with = ¡{ $name } gana con { $points } puntos!
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
play-daily-replay-on-the-go = Tu repetición está en curso (ronda { $round } de { $rounds }): Enter la continúa. Para empezar de nuevo, bórrala en «Continuar partida».
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
play-keys-par = media: tres de cada cara en las casillas superiores rellenas hasta ahora
    (3 Unos = 3, 3 Seises = 18); las seis a la media suman 63, el umbral habitual del bono.
    «+4 por encima» va 4 puntos por delante de ese ritmo, «2 por debajo», 2 por detrás.
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
play-typing-five-dice = Una tirada son cinco dados: pulsa Enter, o Retroceso para cambiar uno.
play-typing-points-first = Escribe primero los puntos y luego + para un bono de Yahtzee.
play-typing-too-long = Una entrada no puede ser más larga: pulsa Enter o Retroceso.
play-typing-back-to-card = De vuelta a tu hoja: pulsa { $key } otra vez para introducirlo.
play-correct-pad-only = Solo se corrigen las entradas de una hoja de puntuación: los dados tirados se anotan solos.
play-correct-nothing = Todavía no hay nada que corregir.
play-correct-same = Ese ya es el valor que tiene.

## ==== end play ====

## ==== setup: setup, Learn, matches, history, statistics, confirmations (src/tui/screens) ====

## ==== end setup ====

## ==== serve: the public server, its lobby, standings, the SSH door, hosting (src/serve, src/net, src/tui/hosting.rs, src/tui/screens/{hall,standings,lobby,guest_keys}) ====

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

## ==== end cli ====
