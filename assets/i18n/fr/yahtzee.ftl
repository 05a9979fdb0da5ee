# Les mots du jeu en français. Les identifiants suivent le fichier anglais.

## Les cases de la feuille

box-ones = As
box-twos = Deux
box-threes = Trois
box-fours = Quatre
box-fives = Cinq
box-sixes = Six
box-three-of-a-kind = Brelan
box-four-of-a-kind = Carré
box-full-house = Full
box-small-straight = Petite suite
box-large-straight = Grande suite
box-yahtzee = Yams
box-chance = Chance
box-one-pair = Une paire
box-two-pairs = Deux paires
box-yatzy = Yatzy

## Les cases en abrégé, pour les colonnes étroites

box-short-ones = As
box-short-twos = 2
box-short-threes = 3
box-short-fours = 4
box-short-fives = 5
box-short-sixes = 6
box-short-three-of-a-kind = Br
box-short-four-of-a-kind = Ca
box-short-full-house = Full
box-short-small-straight = PS
box-short-large-straight = GS
box-short-yahtzee = Yams
box-short-chance = Ch
box-short-one-pair = 1P
box-short-two-pairs = 2P
box-short-yatzy = Yatzy

## Le nom du jeu dans la barre de titre

game-title = { $card ->
    [yatzy] YATZY
   *[other] YAMS
}

## Langues

language-unknown-argument = Le jeu n’existe pas en { $asked } (--lang accepte en, de, fr, es ou sv) : il parle anglais.
language-unknown-config = Le fichier de configuration demande la langue { $asked }, que le jeu ne parle pas (en, de, fr, es, sv) : il parle anglais.
language-unknown-environment = Votre locale { $asked } demande une langue que le jeu ne parle pas encore : il parle anglais (--lang de, fr, es ou sv pour une autre).

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
play-menu-motto = cinq dés · treize cases
play-menu-new-match = Nouvelle partie
play-menu-daily = Défi du jour
play-menu-learn = Apprendre à jouer
play-menu-resume = Reprendre une partie
play-menu-rules = Règles
play-menu-statistics = Statistiques
play-menu-history = Historique
play-menu-guest-keys = Clés des invités
play-menu-quit = Quitter
play-menu-saved = Sauvegardée : { $about }
play-menu-key-quit = quitter

# The match screen: the title bar
play-title-rules-round = { $same ->
        [yes] Règles { $rules } · mêmes dés · manche { $round } sur { $rounds }
       *[other] Règles { $rules } · manche { $round } sur { $rounds }
    }
play-title-practice = ENTRAÎNEMENT
play-title-not-saved = NON SAUVEGARDÉE
play-title-building = chances de gagner : calcul { $percent } %
play-title-keys = { $key } touches

# The match screen: the turn's panel
play-panel-to-play = ▶ À { $name } de jouer
play-panel-to-play-cpu = ▶ À { $name } de jouer · ordinateur ({ $level })
play-panel-match-over = Partie terminée
play-panel-upper-bonus-earned = Prime obtenue : +{ $bonus }
play-panel-upper-over-par = Haut { $subtotal }/{ $threshold } · +{ $margin } d'avance
play-panel-upper-under-par = Haut { $subtotal }/{ $threshold } · { $margin } de retard

# The match screen: the match log
play-log-title = Journal de la partie (récent d'abord ; { $key } : plus ancien)
play-log-title-scrolled = Journal de la partie ({ $count } plus récent au-dessus ; { $key })
play-log-title-narrow = Journal · { $key } : plus ancien
play-log-title-narrow-scrolled = Journal · { $count } plus récent : { $key }
play-log-round = M{ $round }

## ==== end play ====

## ==== setup: setup, Learn, matches, history, statistics, confirmations (src/tui/screens) ====

## ==== end setup ====

## ==== serve: the public server, its lobby, standings, the SSH door, hosting (src/serve, src/net, src/tui/hosting.rs, src/tui/screens/{hall,standings,lobby,guest_keys}) ====

## ==== end serve ====

## ==== cli: the command line, the config file, the result card (src/cli, src/config.rs, src/share.rs) ====

## ==== end cli ====
