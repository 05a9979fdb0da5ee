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

# Les places
core-seat-you = Vous
core-whose = { $who ->
    [you] votre
   *[other] de { $name }
}
core-cpu-name = Ordinateur ({ $level })

# Les choix, tels que les conseils et le coach les disent
core-choice-score = Marquer { $points } en { $spot }
core-choice-throw-all = Relancer les cinq dés
core-choice-hold = { $count ->
    [one] Garder { $keep }, lancer un dé
   *[other] Garder { $keep }, lancer { $count } dés
}
core-choice-short-throw-all = Tout relancer
core-choice-short-keep = Garder { $keep }

# Un tour dans le journal
core-turn-first-throw = { $name } : { $dice }
core-turn-no-throw = { $name } :
core-turn-threw-all = tout relancé → { $dice }
core-turn-kept = gardé { $kept } → { $dice }
core-turn-took-back = a annulé { $what }
core-turn-took-back-too = ({ $what } annulé)
core-turn-corrected = (corrigé en { $points })
core-turn-joker = (joker)
core-turn-extra-bonus = prime { $spot } +{ $points }
core-turn-upper-bonus = prime +{ $points }
core-turn-stand-in = { $name } (l'ordinateur { $level } le remplace)
core-taken-back-points = { $points } en { $spot }
core-taken-back-throw = le lancer { $dice }

# Les niveaux de l'ordinateur
core-level-beginner = Débutant
core-level-casual = Détendu
core-level-strong = Fort
core-level-perfect = Parfait
core-level-shark = Requin
core-level-style-beginner = garde son plus grand groupe de dés et prend le meilleur score en vue
core-level-style-casual = suit des règles de bon sens et pense à la prime
core-level-style-strong = joue chaque tour selon les probabilités, avec un bon sens du reste de la feuille
core-level-style-perfect = joue la stratégie mathématiquement optimale
core-level-style-shark = joue pour gagner la partie : prend des risques quand il est derrière, joue prudemment quand il mène

# Les options
core-speed-slow = Lent
core-speed-normal = Normal
core-speed-fast = Rapide
core-speed-instant = Instantané
core-coach-off = Désactivé
core-coach-warn = Avertir
core-coach-always = Toujours
core-measure-points = points
core-measure-chance-to-win = chances de gagner
core-mode-on-screen = dés à l'écran
core-mode-real-dice = vrais dés
core-mode-score-pad = feuille de marque
core-mode-played-on-screen = jouées avec les dés à l'écran
core-mode-played-real-dice = jouées avec de vrais dés
core-mode-played-score-pad = tenues sur une feuille de marque

# Ce qui n'est pas permis
core-refuse-match-over = la partie est terminée
core-refuse-not-your-turn = ce n'est pas votre tour
core-refuse-no-seat = il n'y a pas de place { $seat }
core-refuse-no-throws-left = plus de lancer ce tour-ci : choisissez une case
core-refuse-all-held = les cinq dés sont gardés : libérez-en un pour lancer, ou choisissez une case
core-refuse-throw-first = lancez d'abord les dés
core-refuse-sticky-hold = les dés gardés le restent pendant ce tour
core-refuse-not-undoable = cette action ne peut pas être annulée
core-refuse-dice-on-pad = une feuille de marque n'a pas de dés : choisissez une case et entrez ses points
core-refuse-kept-on-first-throw = rien n'est gardé au premier lancer d'un tour : tapez les cinq faces
core-refuse-kept-not-thrown = { $kept } ne peut pas être resté en place : le lancer d'avant était { $before }
core-refuse-stand-in-for-cpu = l'ordinateur ne remplace qu'une personne, jamais un autre ordinateur
core-refuse-filled = { $spot } est déjà rempli
core-refuse-joker-upper-first = Joker : cinq { $face } doivent aller en { $spot } tant que { $spot } est libre
core-refuse-joker-lower-first = Joker : { $spot } est rempli, donc cinq { $face } doivent d'abord aller dans une case libre du bas
core-refuse-out-of-order = { $column ->
    [down] la colonne Descendante se remplit de haut en bas : { $spot } vient ensuite
   *[up] la colonne Montante se remplit de bas en haut : { $spot } vient ensuite
}
core-mode-pad-has-no-dice = une feuille de marque n'a pas de dés
core-mode-points-only-on-pad = les points ne s'entrent que sur une feuille de marque
core-mode-typed-only-real-dice = seule une place avec de vrais dés tape ses lancers
core-mode-real-dice-thrown-by-hand = une place avec de vrais dés lance ses propres dés
core-dice-wrong-count = donnez exactement cinq dés, par ex. 3,3,3,5,5 (reçu { $count })
core-dice-bad-face = « { $face } » n'est pas une face de dé : utilisez 1 à 6

# Annuler
core-undo-off = l'annulation est désactivée pour cette partie
core-undo-nothing = rien à annuler pour l'instant
core-undo-after-throw = rien à annuler depuis le lancer (un lancer ne s'annule pas)
core-undo-nothing-typed = rien de tapé à effacer
core-undo-cpu-move = un coup de l'ordinateur n'est jamais annulé
core-undo-not-yours = seule la place { $seat } peut annuler ce coup
core-undo-fixed = ce coup ne peut pas être annulé (les dés gardés le restent pendant ce tour)
core-undo-cpu-began = un score marqué reste acquis dès que le tour d'un ordinateur a commencé (l'ordinateur n'attend jamais, quelle que soit sa vitesse)

# Les règles : préréglages, réglages et ce qui entoure le texte des règles
core-preset-classic = Classique
core-preset-simple = Simple
core-preset-yatzy = Yatzy
core-preset-triple = Triple Yams
core-preset-three-column = Trois colonnes
core-rules-custom = Personnalisées
core-rules-custom-yatzy = Yatzy personnalisé
core-rules-custom-triple = Triple personnalisé
core-rules-custom-three-column = Trois colonnes personnalisé
core-rules-part-upper = partie haute
core-rules-part-upper-bonus = prime
core-rules-part-lower = partie basse
core-rules-part-extra-bonuses = primes de Yams supplémentaires
core-rules-classic-default = (Classique : { $value })
core-setting-layout = Feuille
core-setting-max-rolls = Lancers par tour
core-setting-sticky-holds = Les dés gardés le restent
core-setting-upper-threshold = Seuil de la prime
core-setting-upper-bonus = Points de la prime
core-setting-kinds-score = Brelan et carré comptent
core-setting-points = Points du { $spot }
core-setting-five-of-a-kind-is-full-house = Cinq dés égaux comptent comme un full
core-setting-extra-yahtzee-bonus = Prime de { $spot } supplémentaire
core-setting-bonus-needs-positive-yahtzee = Prime seulement si { $spot } > 0
core-setting-joker = Règle du joker
core-setting-help-layout = classic : 13 cases ; yatzy : 15 cases scandinaves ; triple : 3 colonnes ×1 ×2 ×3 ; three_column : descendante, montante, libre.
core-setting-help-max-rolls = Combien de fois on peut lancer les dés dans un tour.
core-setting-help-sticky-holds = Un dé gardé ne peut plus être libéré avant la fin du tour.
core-setting-help-upper-threshold = Les cases { $ones } à { $sixes } doivent totaliser au moins ceci pour la prime.
core-setting-help-upper-bonus = Points pour avoir atteint le seuil du haut ; 0 supprime la prime.
core-setting-help-kinds-score = Le brelan et le carré comptent les cinq dés, ou seulement les dés égaux.
core-setting-help-points = Valeur fixe de la case { $spot }.
core-setting-help-yahtzee-points = Valeur de cinq dés égaux dans la case { $spot }.
core-setting-help-five-of-a-kind-is-full-house = Si cinq dés égaux comptent comme { $spot } sans le joker.
core-setting-help-extra-yahtzee-bonus = Prime pour chaque { $spot } suivant une fois la case { $spot } remplie ; 0 la supprime.
core-setting-help-bonus-needs-positive-yahtzee = Si activé, une case { $spot } barrée à 0 ne rapporte aucune prime supplémentaire.
core-setting-help-joker = forced : case du haut correspondante, puis le bas, puis le haut ; free : n'importe quelle case ; off : pas de joker.

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

## ==== end cli ====
