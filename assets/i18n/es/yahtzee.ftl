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

## ==== end play ====

## ==== setup: setup, Learn, matches, history, statistics, confirmations (src/tui/screens) ====

## ==== end setup ====

## ==== serve: the public server, its lobby, standings, the SSH door, hosting (src/serve, src/net, src/tui/hosting.rs, src/tui/screens/{hall,standings,lobby,guest_keys}) ====

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

## ==== end cli ====
