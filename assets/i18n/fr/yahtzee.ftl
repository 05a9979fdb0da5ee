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

# Les places, telles que la préparation et la ligne de commande les donnent
core-seat-count = une partie se joue à 1 à { $most } places, pas { $count }
core-seat-no-name = la place { $seat } n'a pas de nom
core-seat-name-too-long = le nom « { $name } » dépasse { $most } caractères
core-seat-bad-name = le nom « { $name } » contient un caractère de contrôle, ou commence ou finit par une espace
core-seat-invisible = le nom « { $name } » contient un caractère invisible, ou qui inverse le sens du texte (une espace sans largeur, une marque droite-à-gauche) ; tapez le nom sans lui
core-seat-duplicate = deux places s'appellent « { $name } » ; chaque place a besoin de son propre nom
core-seat-bad-entry = « { $entry } » n'est pas une place : écrivez un nom, cpu, cpu:NIVEAU ou NOM@NIVEAU

## ==== end core ====

## ==== ai: hints, the coach, the review, luck and skill (crates/ai) ====

ai-other-rules = La table de stratégie disponible est faite pour d'autres règles que celles de cette partie.
ai-estimated = (estimé)
ai-percent-whole = { $figure } %
ai-percentage-points = { $figure } pts de %

# L'analyse
ai-choice-score = marquer { $points } en { $spot }
ai-choice-rethrow-all = relancer les cinq dés
ai-choice-hold = garder { $keep }
ai-no-decisions = Aucun choix à juger : les points ont été notés, pas joués ici avec les dés.
ai-verdict-flawless = Sans faute : chaque choix était optimal.
ai-verdict-excellent = Excellent jeu : à quelques points de la perfection.
ai-verdict-good = Bon jeu, avec quelques choix coûteux.
ai-verdict-fair = Jeu correct : plusieurs choix ont coûté des points.
ai-verdict-room-to-grow = Marge de progrès : les choix optimaux auraient rapporté bien plus en moyenne.
ai-verdict-slip = Plus grosse erreur : manche { $round }, { $chosen } au lieu de { $best } (−{ $loss }).

# Les chances de gagner au fil de la partie
ai-timeline-heading = Chances de gagner après chaque score marqué (chaque place jouant Parfait à partir de là) :
ai-timeline-swings = Plus grands retournements :
ai-swing = Manche { $round }, { $name } : { $placed } a fait passer ses chances de gagner de { $before } % à { $after } % ({ $change })

# Chance et talent
ai-luck-now-points = { $points } points
ai-luck-now-expected = { $expected } attendus
ai-luck-sum = Chance { $luck }, jeu { $play }{ $estimated ->
    [yes] {" "}(estimé)
   *[no] {""}
} : { $start } attendus au départ { $luck_term } chance { $play_term } jeu = { $now }.
ai-luck-estimate-gap = De la chance, { $gap } est ce que l'estimation par colonne a manqué du score final.
ai-accuracy-line = Précision { $mean } points attendus par choix sur { $count ->
    [one] un choix
   *[other] { $count } choix
} : { $grade }{ $estimated ->
    [yes] {" "}(estimé)
   *[no] {""}
}.
ai-accuracy-none = Précision : aucun choix à juger.
ai-accuracy-short = { $mean } par choix ({ $grade })
ai-accuracy-none-short = aucun choix jugé
ai-luck-luckiest = Lancers les plus chanceux :
ai-luck-unluckiest = Lancers les moins chanceux :
ai-luck-costliest = Choix les plus coûteux :
ai-luck-throw = manche { $round }, lancer { $throw } : { $dice }  { $luck }
ai-luck-cost = manche { $round } : { $chosen } au lieu de { $best }  −{ $cost }
ai-perfect-on-dice = { $who ->
    [you] Vous avez marqué { $score } ; Parfait aurait marqué { $perfect } avec ces dés (ses relances venant du même ruban).
   *[other] { $name } a marqué { $score } ; Parfait aurait marqué { $perfect } avec ces dés (ses relances venant du même ruban).
}
ai-not-on-tape = Parfait avec ces dés : pas pour cette partie. Ses dés sont venus l'un après l'autre d'un même flux, donc tout autre choix aurait donné d'autres dés ; les parties sur un ruban de dés (toute nouvelle partie) l'ont.
ai-luck-written-down = Les points ont été notés au lieu d'être lancés ici : il n'y a pas de chance à mesurer.
ai-win-result-now = { $chance } maintenant
ai-win-result-won = gagné
ai-win-result-lost = perdu
ai-win-result-shared = première place partagée ({ $share })
ai-win-account = En chances de gagner : { $start } au départ, chance { $luck }, jeu { $play }, jeu des autres { $others } : { $result }. Résultat corrigé de la chance { $adjusted }.
ai-readout-seat = { $name } : chance { $luck }, jeu { $play }

# L'échelle de précision
ai-grade-perfect = parfait
ai-grade-expert = expert
ai-grade-strong = fort
ai-grade-fair = correct
ai-grade-learning = apprenti
ai-grade-scale = La précision, ce sont les points attendus perdus par choix qui en était un : parfait sous 0,01, expert sous 0,2 (le seuil du test de compétence de Verhoeff), fort sous 0,5, correct sous 1, apprenti au-delà.

# Apprendre : énigmes, et pourquoi la meilleure case est la meilleure
ai-puzzle-easy = Facile
ai-puzzle-medium = Moyen
ai-puzzle-hard = Difficile
ai-puzzle-right = Exact. { $why }
ai-puzzle-not-quite = Pas tout à fait. { $why }
ai-reason-now = { $spot } { $points } maintenant
ai-reason-on-pace = { $spot } { $points } maintenant : { $over ->
    [0] pile la moyenne
   *[other] { $over } au-dessus de la moyenne
} (trois { $face }), en route pour la prime à { $threshold }
ai-reason-under-par = { $spot } prendrait { $points }, { $under } sous la moyenne (trois { $face } font { $par }), les { $threshold } plus difficiles à atteindre
ai-reason-harder-later = { $spot } prendrait { $points }, mais { $best } est la case la plus difficile à remplir plus tard
ai-reason-zero = { $spot } serait un zéro, perdu pour de bon
ai-reason-later = { $spot } prendrait { $points } ; des lancers plus tard pourront aussi la remplir
ai-reason = { $first } ; { $second }. La différence : { $loss } points en moyenne.
ai-reason-waiting = { $first } ; { $second } ; laissée libre, { $spot } attend d'autres { $face }. La différence : { $loss } points en moyenne.

ai-differences-only = Sur une feuille à plusieurs colonnes, aucun total final ne peut être estimé honnêtement (l'évaluation colonne par colonne manque la moyenne simulée de Parfait de plus de 100 points depuis la feuille vide, et de dizaines de points en milieu de partie même corrigée selon la manche) : seules les différences entre les options sont montrées.

## ==== end ai ====

## ==== table: the table's authority and its refusals (crates/table) ====

# Ce que la table refuse
table-denied-spectator = Vous regardez cette partie : un spectateur ne peut pas jouer.
table-denied-not-your-seat = Vous jouez la place de { $own }, pas celle de { $asked }.
table-denied-host-lets-in = Seul l'hôte d'une table fait asseoir un invité.
table-denied-host-stands-in = Seul l'hôte d'une table fait remplacer quelqu'un par l'ordinateur.
table-denied-host-sets-pace = Le rythme des ordinateurs se règle à la table, pas depuis une place.
table-denied-gone = Vous n'êtes pas à cette table.
# Les nouvelles de la table
table-save-failed-plays-on = L'hôte n'a pas pu enregistrer la partie : { $error } Elle continue ; chaque coup réessaie.
table-closed = La table est fermée : l'hôte est parti (la partie reste enregistrée chez lui).
table-personal-best = { $who ->
    [you] ★ Nouveau record personnel pour vous : { $total } (avant : { $previous })
   *[other] ★ Nouveau record personnel pour { $name } : { $total } (avant : { $previous })
}
# Ce que partir maintenant ferait perdre
table-lost-finished = { $count ->
    [one] Non enregistrée : cette partie terminée n'est pas dans l'historique et ne compte pas dans les statistiques (la dernière action n'a pas pu être enregistrée).
   *[other] Non enregistrée : cette partie terminée n'est pas dans l'historique et ne compte pas dans les statistiques (les { $count } dernières actions n'ont pas pu être enregistrées).
}
table-lost-since-last-save = { $count ->
    [one] Non enregistrée : la dernière action de cette partie est perdue ; la reprendre revient au dernier enregistrement.
   *[other] Non enregistrée : les { $count } dernières actions de cette partie sont perdues ; la reprendre revient au dernier enregistrement.
}
table-lost-never-saved = { $count ->
    [one] Non enregistrée : cette partie n'a jamais été enregistrée, donc 1 action est perdue et elle ne peut pas être reprise.
   *[other] Non enregistrée : cette partie n'a jamais été enregistrée, donc { $count } actions sont perdues et elle ne peut pas être reprise.
}
# Un ordinateur qui ne peut pas jouer
table-cpu-needs-odds = L'ordinateur { $level } a besoin de la table des chances de gagner, qui ne peut pas être calculée ici.
table-cpu-not-made = l'ordinateur n'a pas pu être créé
table-cpu-nothing-to-play = L'ordinateur n'a rien trouvé à jouer.

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
